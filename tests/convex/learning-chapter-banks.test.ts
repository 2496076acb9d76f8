/**
 * The written banks of Class 9 and 10 Mathematics and Science: every chapter
 * test's pool holds at least 30 written questions, every paper 20 distinct
 * questions, a retake shares at most `RETAKE_OVERLAP_MAX` of them with the
 * previous attempt (none where the chapter has generators), and a deployment
 * seeded before the banks gets them from the migration, with counts on the
 * cards equal to the rows.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import type { SeedSubject } from "../../convex/seedData/catalogue/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import {
  BANK_SIZE,
  PAPER_SIZE,
  RETAKE_OVERLAP_MAX,
} from "../../convex/learning/paperRules";
import { createPerson } from "./fixtures/common";
import { sitTest } from "./fixtures/learning";
import { givePro } from "./fixtures/mentorship";
import { newBackend, type TestBackend } from "./harness";

const GRADES = [9, 10] as const;
const BANKED = ["mathematics", "science"];

/** The shipped Class 9 or 10 Mathematics and Science, with or without their banks. */
function banked(grade: number, withBanks = true): SeedSubject[] {
  return CATALOGUE[grade]
    .filter((s) => BANKED.includes(s.slug))
    .map((s) =>
      withBanks
        ? s
        : {
            ...s,
            chapters: s.chapters.map((c) => ({ ...c, bankQuestions: [] })),
          },
    );
}

async function seed(t: TestBackend, withBanks = true) {
  for (const grade of GRADES)
    await t.run((ctx) =>
      seedCatalogueClass(ctx, grade, banked(grade, withBanks), {}),
    );
}

/** A Pro student of the class (no monthly test limit). */
async function proStudent(t: TestBackend, grade: number, name: string) {
  const person = await createPerson(t, {
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.in`,
    fullName: name,
    grade,
  });
  await givePro(t, person.userId);
  return person;
}

/** Every chapter test of the banked subjects: its pool, and what its card says. */
function chapterTests(t: TestBackend) {
  return t.run(async (ctx) => {
    const out = [];
    for (const grade of GRADES) {
      const tests = await ctx.db
        .query("tests")
        .withIndex("by_grade_and_kind_and_order", (q) =>
          q.eq("grade", grade).eq("kind", "chapter"),
        )
        .collect();
      for (const test of tests) {
        const slots = await ctx.db
          .query("test_questions")
          .withIndex("by_test_id_and_position", (q) =>
            q.eq("test_id", test._id),
          )
          .collect();
        const texts = [];
        for (const slot of slots) {
          const q = await ctx.db.get("questions", slot.question_id);
          if (q && q.pool !== "demo") texts.push(q.text);
        }
        out.push({
          _id: test._id,
          grade,
          title: test.title,
          questionCount: test.question_count,
          durationMinutes: test.duration_minutes,
          positions: slots.map((s) => s.position),
          texts,
        });
      }
    }
    return out;
  });
}

/** Retakes measured per chapter; `RETAKES=100` for the full measurement (about three minutes). */
const RETAKES = Number(process.env.RETAKES ?? 20);

const overlap = (paper: string[], previous: string[]) =>
  paper.filter((x) => previous.includes(x)).length / paper.length;

describe("chapter tests of Class 9 and 10 Mathematics and Science", () => {
  it("hold at least 30 written questions each, and every paper has 20 distinct questions in 30 minutes", async () => {
    const t = newBackend();
    await seed(t);
    const tests = await chapterTests(t);
    const chapters = GRADES.flatMap((g) =>
      banked(g).flatMap((s) => s.chapters),
    );
    expect(tests).toHaveLength(chapters.length);
    for (const test of tests) {
      expect(new Set(test.texts).size, test.title).toBeGreaterThanOrEqual(
        BANK_SIZE,
      );
      expect(test, test.title).toMatchObject({
        questionCount: PAPER_SIZE,
        durationMinutes: 30,
      });
    }
    const students = {
      9: await proStudent(t, 9, "Aditi Kulkarni"),
      10: await proStudent(t, 10, "Rohan Nair"),
    };
    for (const test of tests) {
      const student = students[test.grade as 9 | 10];
      const attemptId = await student.as.mutation(
        api.learning.mockTests.start,
        { testId: test._id },
      );
      const attempt = await student.as.query(api.learning.mockTests.attempt, {
        attemptId,
      });
      const texts = attempt!.questions.map((q) => q.text);
      expect(texts.length, test.title).toBe(PAPER_SIZE);
      expect(new Set(texts).size, test.title).toBe(PAPER_SIZE);
      expect(attempt!.deadline - attempt!.startedAt).toBe(30 * 60_000);
      await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    }
  }, 300_000);

  it("a retake shares at most the documented share with the previous attempt: none with generators, at most half without", async () => {
    const t = newBackend();
    await seed(t);
    const tests = await chapterTests(t);
    // Number Systems has generators; Matter in Our Surroundings has none.
    const withGenerators = tests.find((x) =>
      x.title.includes("Mathematics · Ch 1: Number Systems"),
    )!;
    const without = tests.find((x) =>
      x.title.includes("Science · Ch 1: Matter in Our Surroundings"),
    )!;
    expect(withGenerators.grade).toBe(9);
    expect(without.grade).toBe(9);
    const student = await proStudent(t, 9, "Meera Joshi");
    for (const [test, bound] of [
      [withGenerators, 0],
      [without, RETAKE_OVERLAP_MAX],
    ] as const)
      for (const answerAll of [true, false]) {
        const first = await sitTest(student, test._id, answerAll);
        const retake = await sitTest(student, test._id, answerAll);
        expect(retake).toHaveLength(PAPER_SIZE);
        expect(overlap(retake, first), test.title).toBeLessThanOrEqual(bound);
      }
    // Number Systems' generator can make the very text of a written
    // question: no paper holds it twice, and no retake brings it back.
    let previous = await sitTest(student, withGenerators._id, false);
    for (let retake = 0; retake < 30; retake++) {
      const paper = await sitTest(student, withGenerators._id, false);
      expect(new Set(paper).size).toBe(PAPER_SIZE);
      expect(overlap(paper, previous)).toBe(0);
      previous = paper;
    }
  }, 120_000);

  it("measures the overlap over many retakes on a chapter with generators and one without", async () => {
    const t = newBackend();
    await seed(t);
    const tests = await chapterTests(t);
    const student = await proStudent(t, 10, "Kavya Reddy");
    const report: string[] = [];
    for (const title of [
      "Mathematics · Ch 5: Arithmetic Progressions",
      "Science · Ch 1: Chemical Reactions and Equations",
    ]) {
      const test = tests.find((x) => x.grade === 10 && x.title.includes(title));
      expect(test, title).toBeDefined();
      const shares: number[] = [];
      let previous = await sitTest(student, test!._id, true);
      for (let n = 0; n < RETAKES; n++) {
        // Every fourth attempt answered in full, the rest left unanswered.
        const paper = await sitTest(student, test!._id, n % 4 === 0);
        expect(new Set(paper).size).toBe(PAPER_SIZE);
        shares.push(overlap(paper, previous));
        previous = paper;
      }
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      const max = Math.max(...shares);
      expect(max, title).toBeLessThanOrEqual(RETAKE_OVERLAP_MAX);
      report.push(
        `${title}: mean ${(mean * 100).toFixed(1)} %, max ${(max * 100).toFixed(1)} %`,
      );
    }
    console.log(
      `retake overlap over ${RETAKES} retakes each:\n${report.join("\n")}`,
    );
  }, 300_000);
});

describe("loading the banks into an existing deployment", () => {
  /** Per chapter: its questions, its chapter test's pool and card, and what the subject page shows. */
  async function catalogueState(t: TestBackend) {
    const tests = await chapterTests(t);
    const chapters = await t.run(async (ctx) => {
      const out: Record<string, unknown> = {};
      for (const c of await ctx.db.query("chapters").collect()) {
        const subject = (await ctx.db.get("subjects", c.subject_id))!;
        const rows = await ctx.db
          .query("questions")
          .withIndex("by_chapter_id", (q) => q.eq("chapter_id", c._id))
          .collect();
        out[`${subject.grade}/${subject.slug}/${c.number}`] = {
          questionRows: rows.filter((q) => q.pool !== "demo").length,
          texts: rows.map((q) => q.text).sort(),
        };
      }
      return out;
    });
    const shown: Record<string, unknown> = {};
    for (const grade of GRADES)
      for (const slug of BANKED) {
        const page = (await t.query(api.learning.catalogue.subject, {
          grade,
          slug,
        }))!;
        for (const c of page.chapters)
          shown[`${grade}/${slug}/${c.number}`] = {
            questionCount: c.questionCount,
            testCount: c.testCount,
          };
      }
    return {
      chapters,
      shown,
      tests: tests.map(({ title, questionCount, durationMinutes, texts }) => ({
        title,
        questionCount,
        durationMinutes,
        texts: [...texts].sort(),
      })),
    };
  }

  it("adds each chapter's bank to the chapter and its test, as the seed does; a second or reset run changes nothing; cards equal rows", async () => {
    const t = newBackend();
    await seed(t, false);
    const before = await catalogueState(t);
    for (const test of before.tests)
      expect(test.texts.length, test.title).toBeLessThan(BANK_SIZE);
    const practiceBefore = await practiceAndFull(t);

    await t.mutation(internal.learning.questionBanks.loadQuestionBanks, {});
    await t.finishScheduled();
    const after = await catalogueState(t);
    const fresh = newBackend();
    await seed(fresh);
    expect(after).toEqual(await catalogueState(fresh));
    // Counts on the cards equal the rows.
    for (const [key, c] of Object.entries(after.chapters)) {
      const { questionRows } = c as { questionRows: number };
      expect(questionRows, key).toBeGreaterThanOrEqual(BANK_SIZE);
      expect(after.shown[key], key).toEqual({
        questionCount: questionRows,
        testCount: 1,
      });
    }
    // Practice sets and full tests keep their questions.
    expect(await practiceAndFull(t)).toEqual(practiceBefore);
    // The positions of a test's pool stay distinct.
    for (const test of await chapterTests(t))
      expect(new Set(test.positions).size).toBe(test.positions.length);

    const rows = await t.run(async (ctx) => ({
      questions: (await ctx.db.query("questions").collect()).length,
      slots: (await ctx.db.query("test_questions").collect()).length,
    }));
    await t.mutation(internal.learning.questionBanks.loadQuestionBanks, {});
    await t.mutation(internal.learning.questionBanks.loadQuestionBanks, {
      reset: true,
    });
    await t.finishScheduled();
    expect(await catalogueState(t)).toEqual(after);
    expect(
      await t.run(async (ctx) => ({
        questions: (await ctx.db.query("questions").collect()).length,
        slots: (await ctx.db.query("test_questions").collect()).length,
      })),
    ).toEqual(rows);
  }, 300_000);
});

/** The question texts of every practice set and full test. */
function practiceAndFull(t: TestBackend) {
  return t.run(async (ctx) => {
    const out: { test: string; texts: string[] }[] = [];
    for (const test of await ctx.db.query("tests").collect()) {
      if (test.kind !== "practice" && test.kind !== "full") continue;
      const slots = await ctx.db
        .query("test_questions")
        .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
        .collect();
      const texts = [];
      for (const s of slots)
        texts.push((await ctx.db.get("questions", s.question_id))!.text);
      out.push({ test: `${test.grade} ${test.title}`, texts });
    }
    return out;
  });
}
