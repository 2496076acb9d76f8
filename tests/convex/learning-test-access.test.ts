import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson } from "./fixtures/common";
import { givePaidPlan, lockedTest, setup, testOf } from "./fixtures/learning";
import { errorData } from "./harness";

describe("who may start a test", () => {
  it("refuses mentors and staff without a student profile", async () => {
    const { t } = await setup();
    const mentor = await createPerson(t, {
      email: "meera@example.in",
      fullName: "Meera Iyer",
      role: "mentor",
    });
    const admin = await createPerson(t, {
      email: "priya@example.in",
      fullName: "Priya Nair",
      role: "mentor",
      staffRole: "admin",
    });
    const chapter = await testOf(t, "chapter");
    for (const person of [mentor, admin])
      expect(
        await errorData(
          person.as.mutation(api.learning.mockTests.start, {
            testId: chapter._id,
          }),
        ),
      ).toEqual({
        code: "NotAuthorized",
        message:
          "Only students can take tests. Sign up as a student to take one.",
      });
    // Nothing was started for them.
    const attempts = await t.run((ctx) =>
      ctx.db.query("test_attempts").collect(),
    );
    expect(attempts).toEqual([]);
  });

  it("refuses a test of a paid subject until the student has a plan", async () => {
    const { t, student } = await setup();
    const testId = await lockedTest(t);
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.start, { testId }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "English is part of a paid plan. Unlock it to take this test.",
    });
    expect(
      await t.run((ctx) => ctx.db.query("test_attempts").collect()),
    ).toEqual([]);
    // Free subjects' tests and full tests (built from free subjects) stay open.
    const full = await testOf(t, "full");
    await student.as.mutation(api.learning.mockTests.start, {
      testId: full._id,
    });

    await givePaidPlan(t, student.userId);
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId,
    });
    expect(
      (await student.as.query(api.learning.mockTests.attempt, { attemptId }))
        ?.questions,
    ).toHaveLength(1);
  });
});

describe("demo test", () => {
  it("serves questions without answers to visitors, and checks one answer at a time", async () => {
    const { t } = await setup();
    const demo = await t.query(api.learning.mockTests.demo, { grade: 9 });
    expect(demo?.questions).toHaveLength(5);
    expect(JSON.stringify(demo)).not.toMatch(
      /correct_?index|explanation|isCorrect/i,
    );
    const checked = await t.query(api.learning.mockTests.checkDemoAnswer, {
      testId: demo!.testId,
      position: 0,
      selectedIndex: 0,
    });
    expect(checked.explanation).toMatch(/^Because/);
    expect(checked.correct).toBe(checked.correctIndex === 0);
    expect(await t.query(api.learning.mockTests.demo, { grade: 7 })).toBeNull();
  });

  it("draws on its own pool of questions, which no timed test uses", async () => {
    const { t, student } = await setup();
    const demo = (await t.query(api.learning.mockTests.demo, { grade: 9 }))!;
    expect(demo.questions.map((q) => q.text)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Demo question ${i}?`),
    );
    const timed = await t.run(async (ctx) => {
      const texts: string[] = [];
      for (const test of await ctx.db.query("tests").collect()) {
        if (test.kind === "demo") continue;
        const slots = await ctx.db
          .query("test_questions")
          .withIndex("by_test_id_and_position", (q) =>
            q.eq("test_id", test._id),
          )
          .collect();
        for (const slot of slots) {
          const q = (await ctx.db.get("questions", slot.question_id))!;
          texts.push(`${q.pool ?? "bank"}: ${q.text}`);
        }
      }
      return texts;
    });
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.filter((q) => !q.startsWith("bank: "))).toEqual([]);
    expect(timed.filter((q) => q.includes("Demo question"))).toEqual([]);
    // A started test never serves a demo question either.
    for (const kind of ["chapter", "practice", "full"] as const) {
      const test = await testOf(t, kind);
      const attemptId = await student.as.mutation(
        api.learning.mockTests.start,
        {
          testId: test._id,
        },
      );
      const running = await student.as.query(api.learning.mockTests.attempt, {
        attemptId,
      });
      expect(running!.questions.length).toBeGreaterThan(0);
      expect(running!.questions.map((q) => q.text).join()).not.toMatch(
        /Demo question/,
      );
      await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    }
  });

  it("refuses numbers that are not a question or an option", async () => {
    const { t } = await setup();
    const demo = (await t.query(api.learning.mockTests.demo, { grade: 9 }))!;
    for (const [position, selectedIndex] of [
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
      [0, Number.NaN],
      [0, Number.NEGATIVE_INFINITY],
      [0, 1.5],
    ])
      expect(
        await errorData(
          t.query(api.learning.mockTests.checkDemoAnswer, {
            testId: demo.testId,
            position,
            selectedIndex,
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    for (const grade of [Number.NaN, Number.POSITIVE_INFINITY, 9.5])
      expect(
        await errorData(t.query(api.learning.mockTests.demo, { grade })),
      ).toEqual({
        code: "InvalidInput",
        message: "Class must be between 6 and 12.",
      });
    expect(
      await errorData(
        t.query(api.learning.mockTests.list, {
          grade: 9,
          kind: "chapter",
          paginationOpts: { numItems: Number.NaN, cursor: null },
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });

  it("checks answers of demo tests only", async () => {
    const { t } = await setup();
    const chapter = await testOf(t, "chapter");
    expect(
      await errorData(
        t.query(api.learning.mockTests.checkDemoAnswer, {
          testId: chapter._id,
          position: 0,
          selectedIndex: 0,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });
});
