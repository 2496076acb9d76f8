/**
 * Full mock tests per subject: a paid subject's full tests are gated like
 * its other tests, and the migration that brings per-subject full tests to
 * a deployment seeded with the old mixed ones adds them as the seed writes
 * them, retires the mixed ones (their attempts, results and ranks stay) and
 * changes nothing when run again.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { CATALOGUE as SHIPPED } from "../../convex/seedData/catalogue";
import type { SeedSubject } from "../../convex/seedData/catalogue/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { createPerson, type Person } from "./fixtures/common";
import { CATALOGUE, givePaidPlan, sitTest } from "./fixtures/learning";
import { errorData, newBackend, type TestBackend } from "./harness";

/** The small Class 9 catalogue with the paid English chapter given 6 questions of its own. */
const WITH_ENGLISH_QUESTIONS: SeedSubject[] = CATALOGUE.map((s) =>
  s.slug !== "english"
    ? s
    : {
        ...s,
        chapters: s.chapters.map((c) => ({
          ...c,
          questions: [0, 1, 2, 3, 4, 5].map((i) => ({
            text: `Who is Margie, part ${i}?`,
            options: ["A girl", "A teacher", "A robot", "A book"] as [
              string,
              string,
              string,
              string,
            ],
            correct: 0 as const,
            explanation: "Margie is the girl in the story.",
            difficulty: "easy" as const,
          })),
        })),
      },
);

async function fullCards(person: Person, grade = 9) {
  return (
    await person.as.query(api.learning.mockTests.list, {
      grade,
      kind: "full",
      paginationOpts: { numItems: 30, cursor: null },
    })
  ).page;
}

describe("a paid subject's full mock tests", () => {
  it("are refused to a Free student, with nothing written, and open with the trial or a paid plan", async () => {
    const t = newBackend();
    await t.run((ctx) => seedCatalogueClass(ctx, 9, WITH_ENGLISH_QUESTIONS));
    const free = await createPerson(t, {
      email: "neha@example.in",
      fullName: "Neha Kulkarni",
    });
    const trial = await createPerson(t, {
      email: "arjun@example.in",
      fullName: "Arjun Reddy",
    });
    const premium = await createPerson(t, {
      email: "kavya@example.in",
      fullName: "Kavya Menon",
    });

    const cards = await fullCards(free);
    expect(
      cards.map((c) => [c.title, c.subjectName, c.locked, c.questionCount]),
    ).toEqual([
      ["Class 9 Mathematics full mock test 1", "Mathematics", false, 12],
      ["Class 9 Mathematics full mock test 2", "Mathematics", false, 12],
      ["Class 9 Mathematics full mock test 3", "Mathematics", false, 12],
      ["Class 9 English full mock test 1", "English", true, 6],
      ["Class 9 English full mock test 2", "English", true, 6],
      ["Class 9 English full mock test 3", "English", true, 6],
    ]);
    const english = cards[3];
    expect(english.subjectSlug).toBe("english");

    expect(
      await errorData(
        free.as.mutation(api.learning.mockTests.start, {
          testId: english._id,
        }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "English is part of a paid plan. Unlock it to take this test.",
    });
    expect(
      await t.run((ctx) => ctx.db.query("test_attempts").collect()),
    ).toEqual([]);
    // The free subject's full test stays open to them.
    expect(
      await sitTest(free, cards[0]._id, true).then((texts) => texts.length),
    ).toBe(12);

    await trial.as.mutation(api.pricing.trial.start, {});
    await givePaidPlan(t, premium.userId);
    for (const person of [trial, premium]) {
      expect((await fullCards(person))[3].locked).toBe(false);
      const texts = await sitTest(person, english._id, true);
      // Only English questions, every one of its chapter's.
      expect(texts.sort()).toEqual(
        [0, 1, 2, 3, 4, 5].map((i) => `Who is Margie, part ${i}?`),
      );
    }
  });
});

/** The shipped Class 9 Mathematics and Science. */
function shippedMathsAndScience() {
  return SHIPPED[9].filter((s) => ["mathematics", "science"].includes(s.slug));
}

/** Class 9 as seeded before full tests were per subject: the shipped Mathematics and Science, and 3 full tests mixing them. */
async function seedOldClass9(t: TestBackend) {
  await t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 9, shippedMathsAndScience(), {});
    const full = await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_order", (q) =>
        q.eq("grade", 9).eq("kind", "full"),
      )
      .collect();
    for (const test of full) {
      for (const slot of await ctx.db
        .query("test_questions")
        .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
        .collect())
        await ctx.db.delete("test_questions", slot._id);
      await ctx.db.delete("tests", test._id);
    }
    // The old papers: every 7th question of both subjects' banks together.
    const questions = (await ctx.db.query("questions").collect()).filter(
      (q) => q.grade === 9 && q.pool !== "demo",
    );
    for (let n = 0; n < 3; n++) {
      const testId = await ctx.db.insert("tests", {
        grade: 9,
        kind: "full",
        title: `Class 9 full mock test ${n + 1}`,
        difficulty: "medium",
        question_count: 30,
        duration_minutes: 45,
        marks_correct: 4,
        marks_wrong: 1,
        order: 500 + n,
      });
      for (let i = 0; i < 30; i++)
        await ctx.db.insert("test_questions", {
          test_id: testId,
          question_id: questions[(n * 30 + i * 7) % questions.length]
            ._id as Id<"questions">,
          position: i,
        });
    }
  });
}

/** Every full test of Class 9: title, whether retired, and its questions' texts. */
function fullTestState(t: TestBackend) {
  return t.run(async (ctx) => {
    const tests = await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_order", (q) =>
        q.eq("grade", 9).eq("kind", "full"),
      )
      .collect();
    const out = [];
    for (const test of tests) {
      const texts = [];
      for (const slot of await ctx.db
        .query("test_questions")
        .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
        .collect())
        texts.push((await ctx.db.get("questions", slot.question_id))!.text);
      out.push({
        title: test.title,
        order: test.order,
        retired: test.retired_at !== undefined,
        subject: test.subject_id
          ? (await ctx.db.get("subjects", test.subject_id))?.slug
          : null,
        texts,
      });
    }
    return out.sort((a, b) => a.title.localeCompare(b.title));
  });
}

describe("the migration to full mock tests per subject", () => {
  it("adds each subject's full tests as the seed writes them, retires the mixed ones with their results and ranks kept, and changes nothing when run again", async () => {
    // What a new deployment's seed writes (first: on the local backend a
    // new backend starts from an empty database).
    const fresh = newBackend();
    await fresh.run((ctx) =>
      seedCatalogueClass(ctx, 9, shippedMathsAndScience(), {}),
    );
    const seeded = await fullTestState(fresh);

    const t = newBackend();
    await seedOldClass9(t);
    const student = await createPerson(t, {
      email: "neha@example.in",
      fullName: "Neha Kulkarni",
    });
    const [old] = await fullCards(student);
    expect(old.title).toBe("Class 9 full mock test 1");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: old._id,
    });
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    // A second old test left running when the migration comes.
    const running = await student.as.mutation(api.learning.mockTests.start, {
      testId: (await fullCards(student))[1]._id,
    });

    await t.mutation(internal.learning.fullTests.fullTestsPerSubject, {});
    await t.finishScheduled();

    // What a new deployment's seed writes, and the old ones retired.
    const after = await fullTestState(t);
    expect(after.filter((x) => !x.retired)).toEqual(seeded);
    expect(
      after.filter((x) => x.retired).map((x) => [x.title, x.subject]),
    ).toEqual([
      ["Class 9 full mock test 1", null],
      ["Class 9 full mock test 2", null],
      ["Class 9 full mock test 3", null],
    ]);
    // Each new paper holds one subject's questions from all its chapters.
    for (const x of after.filter((y) => !y.retired)) {
      expect(x.texts, x.title).toHaveLength(30);
      expect(x.title).toMatch(/^Class 9 (Mathematics|Science) full mock test/);
    }

    // The list shows the per-subject tests only, Mathematics first.
    expect((await fullCards(student)).map((c) => c.title)).toEqual([
      "Class 9 Mathematics full mock test 1",
      "Class 9 Mathematics full mock test 2",
      "Class 9 Mathematics full mock test 3",
      "Class 9 Science full mock test 1",
      "Class 9 Science full mock test 2",
      "Class 9 Science full mock test 3",
    ]);
    // The old attempt's result and rank stay readable.
    const result = await student.as.query(api.learning.mockTests.result, {
      attemptId,
    });
    expect(result?.test).toMatchObject({
      title: "Class 9 full mock test 1",
      retired: true,
    });
    expect(result?.questions).toHaveLength(30);
    // A test across subjects names each chapter row's subject.
    const rows = result!.byChapter.map((c) => c.title);
    expect(new Set(rows).size).toBe(rows.length);
    for (const row of rows)
      expect(row).toMatch(/^(Mathematics|Science) · Ch \d+: /);
    expect(
      await student.as.query(api.learning.mockTests.standing, { attemptId }),
    ).toMatchObject({ rank: 1, of: 1, grade: 9, isRankedAttempt: true });
    // A retired test is not started again; one already running goes on.
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.start, {
          testId: old._id,
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message:
        "This test has been replaced by newer tests. Choose one from the Mock Tests page.",
    });
    const retiredRunning = after.find(
      (x) => x.title === "Class 9 full mock test 2",
    )!;
    expect(retiredRunning.retired).toBe(true);
    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: running,
    });
    expect(
      (
        await student.as.query(api.learning.mockTests.result, {
          attemptId: running,
        })
      )?.test.title,
    ).toBe("Class 9 full mock test 2");

    // Running it again, or from the start, changes nothing.
    const tables = () =>
      t.run(async (ctx) => ({
        tests: await ctx.db.query("tests").collect(),
        slots: (await ctx.db.query("test_questions").collect()).length,
      }));
    const before = await tables();
    await t.mutation(internal.learning.fullTests.fullTestsPerSubject, {});
    await t.mutation(internal.learning.fullTests.fullTestsPerSubject, {
      reset: true,
    });
    await t.finishScheduled();
    expect(await tables()).toEqual(before);
  }, 120_000);
});
