import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { GRADES } from "../../convex/shared/constants";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import {
  TEST_RULES,
  seedCatalogueClass,
} from "../../convex/seedData/loadCatalogue";
import { newBackend } from "./setup";

const LOWER = ["mathematics", "science", "english", "social-studies", "hindi"];
const UPPER = [
  "mathematics",
  "physics",
  "chemistry",
  "biology",
  "english",
  "computer-science",
];

describe("the catalogue that ships with the project", () => {
  for (const grade of GRADES) {
    const subjects = CATALOGUE[grade];
    describe(`Class ${grade}`, () => {
      it("has the subjects of its stage, in order, two of them free", () => {
        expect(subjects.map((s) => s.slug)).toEqual(
          grade <= 10 ? LOWER : UPPER,
        );
        expect(subjects.every((s) => s.grade === grade)).toBe(true);
        expect(subjects.filter((s) => s.isFree).map((s) => s.slug)).toEqual(
          grade <= 10 ? ["mathematics", "science"] : ["mathematics", "physics"],
        );
      });

      it("gives every chapter lessons with summaries, and every free chapter at least 5 sound questions", () => {
        for (const s of subjects) {
          expect(s.chapters.length, s.name).toBeGreaterThan(0);
          for (const c of s.chapters) {
            expect(
              c.lessons.length,
              `${s.name}: ${c.title}`,
            ).toBeGreaterThanOrEqual(2);
            for (const l of c.lessons) {
              expect(l.summary.length, l.title).toBeGreaterThan(40);
              expect(l.minutes).toBeGreaterThan(0);
            }
            if (!s.isFree) continue;
            expect(
              c.questions.length,
              `${s.name}: ${c.title}`,
            ).toBeGreaterThanOrEqual(5);
            for (const q of c.questions) {
              expect(new Set(q.options.map((o) => o.trim())).size, q.text).toBe(
                4,
              );
              expect([0, 1, 2, 3]).toContain(q.correct);
              expect(q.explanation.length, q.text).toBeGreaterThan(10);
            }
          }
        }
      });

      it("contains no HTML and no links", () => {
        const text = JSON.stringify(subjects);
        expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(text).not.toMatch(/https?:\/\/(?!ncert\.nic\.in)/);
      });
    });
  }

  it("makes chapter tests, practice sets, 3 full mock tests per subject with questions and a demo test for each class", async () => {
    const t = newBackend();
    for (const grade of GRADES)
      await t.run((ctx) => seedCatalogueClass(ctx, grade, CATALOGUE[grade]));
    for (const grade of GRADES) {
      const count = async (kind: "practice" | "chapter" | "full") =>
        (
          await t.query(api.learning.mockTests.list, {
            grade,
            kind,
            paginationOpts: { numItems: 30, cursor: null },
          })
        ).page.length;
      // Only the free subjects ship chapter questions: theirs have full tests.
      expect(await count("full"), `Class ${grade}`).toBe(
        TEST_RULES.full.count * 2,
      );
      expect(await count("chapter"), `Class ${grade}`).toBeGreaterThanOrEqual(
        20,
      );
      expect(await count("practice"), `Class ${grade}`).toBeGreaterThanOrEqual(
        6,
      );
      expect(
        (await t.query(api.learning.mockTests.demo, { grade }))?.questions,
      ).toHaveLength(5);
    }
  }, 120_000);

  it("keeps the demo pool out of every timed test: the demo test's answers give none away", async () => {
    const t = newBackend();
    for (const grade of GRADES)
      await t.run((ctx) => seedCatalogueClass(ctx, grade, CATALOGUE[grade]));
    const found = await t.run(async (ctx) => {
      const tests = await ctx.db.query("tests").collect();
      const questions = await ctx.db.query("questions").collect();
      const byId = new Map(questions.map((q) => [q._id, q]));
      const slots = await ctx.db.query("test_questions").collect();
      const demoInTimed: string[] = [];
      const bankInDemo: string[] = [];
      const demoTests: Record<string, number> = {};
      for (const slot of slots) {
        const test = tests.find((x) => x._id === slot.test_id)!;
        const q = byId.get(slot.question_id)!;
        if (test.kind === "demo") {
          demoTests[test.title] = (demoTests[test.title] ?? 0) + 1;
          if (q.pool !== "demo") bankInDemo.push(`${test.title}: ${q.text}`);
        } else if (q.pool === "demo")
          demoInTimed.push(`${test.title}: ${q.text}`);
      }
      const bankTexts = new Set(
        questions.filter((q) => q.pool !== "demo").map((q) => q.text),
      );
      const demoTexts = questions
        .filter((q) => q.pool === "demo")
        .map((q) => q.text);
      return {
        demoInTimed,
        bankInDemo,
        demoTests,
        demoAlsoInBank: demoTexts.filter((text) => bankTexts.has(text)),
        demoPool: demoTexts.length,
      };
    });
    expect(found.demoInTimed).toEqual([]);
    expect(found.bankInDemo).toEqual([]);
    expect(found.demoAlsoInBank).toEqual([]);
    expect(found.demoPool).toBe(GRADES.length * TEST_RULES.demo.questions);
    expect(found.demoTests).toEqual(
      Object.fromEntries(
        GRADES.map((g) => [`Class ${g} demo test`, TEST_RULES.demo.questions]),
      ),
    );
  }, 120_000);

  it("gives each subject its own full mock tests: 30 distinct questions of that subject alone, from every chapter with questions", async () => {
    const t = newBackend();
    for (const grade of GRADES)
      await t.run((ctx) => seedCatalogueClass(ctx, grade, CATALOGUE[grade]));
    const fullTests = await t.run(async (ctx) => {
      const out = [];
      for (const grade of GRADES) {
        const tests = await ctx.db
          .query("tests")
          .withIndex("by_grade_and_kind_and_order", (q) =>
            q.eq("grade", grade).eq("kind", "full"),
          )
          .collect();
        for (const test of tests) {
          const subject = await ctx.db.get("subjects", test.subject_id!);
          const slots = await ctx.db
            .query("test_questions")
            .withIndex("by_test_id_and_position", (q) =>
              q.eq("test_id", test._id),
            )
            .collect();
          const subjects = new Set<string>();
          const chapters = new Set<string>();
          for (const slot of slots) {
            const question = (await ctx.db.get("questions", slot.question_id))!;
            subjects.add(question.subject_id);
            chapters.add(question.chapter_id);
          }
          out.push({
            grade,
            slug: subject?.slug,
            title: test.title,
            questionCount: test.question_count,
            slots: slots.length,
            distinct: new Set(slots.map((s) => s.question_id)).size,
            subjects: [...subjects],
            chapters: chapters.size,
            subjectId: test.subject_id,
          });
        }
      }
      return out;
    });
    const expected = GRADES.flatMap((grade) =>
      CATALOGUE[grade]
        .filter((s) => s.chapters.some((c) => c.questions.length > 0))
        .flatMap((s) =>
          Array.from(
            { length: TEST_RULES.full.count },
            (_, n) => `Class ${grade} ${s.name} full mock test ${n + 1}`,
          ),
        ),
    );
    // In subject order within each class, titled by class and subject.
    expect(fullTests.map((x) => x.title)).toEqual(expected);
    for (const test of fullTests) {
      const shipped = CATALOGUE[test.grade].find((s) => s.slug === test.slug)!;
      expect(test, test.title).toEqual({
        ...test,
        questionCount: TEST_RULES.full.questions,
        slots: TEST_RULES.full.questions,
        distinct: TEST_RULES.full.questions,
        // Only the test's own subject, and every chapter that has questions.
        subjects: [test.subjectId],
        chapters: shipped.chapters.filter((c) => c.questions.length > 0).length,
      });
    }
  }, 120_000);
});
