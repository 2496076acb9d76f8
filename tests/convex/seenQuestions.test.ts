import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { testXp } from "../../convex/learning/rules";
import { answerKey, setup, testOf } from "./fixtures/learning";
import type { Person } from "./fixtures/common";
import type { TestBackend } from "./harness";

/**
 * A test's review shows the right answer only for the questions the student
 * answered; a question whose answer they have seen still scores when it
 * comes again, but pays no XP and counts toward no mastery, leaderboard or
 * badge; and a new attempt draws questions the student has not seen while
 * the bank has them.
 */

type Answers = "blank" | "wrong" | "right" | number[];

/** Starts the test, answers it (none, all wrong, all right, or these positions right) and submits it. */
async function sit(
  t: TestBackend,
  student: Person,
  testId: Id<"tests">,
  answers: Answers,
) {
  const attemptId = await student.as.mutation(api.learning.mockTests.start, {
    testId,
  });
  const key = await answerKey(t, attemptId);
  if (answers !== "blank")
    for (const [position, right] of key.entries()) {
      const answerRight =
        answers === "right" ||
        (Array.isArray(answers) && answers.includes(position));
      if (answers !== "wrong" && !answerRight) continue;
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: answerRight ? right : (right + 1) % 4,
        markedForReview: false,
        timeSpentMs: 1_000,
      });
    }
  await student.as.mutation(api.learning.mockTests.submit, { attemptId });
  return attemptId;
}

async function questionsOf(t: TestBackend, attemptId: Id<"test_attempts">) {
  return t.run(async (ctx) =>
    (
      await ctx.db
        .query("attempt_answers")
        .withIndex("by_attempt_id_and_position", (q) =>
          q.eq("attempt_id", attemptId),
        )
        .collect()
    ).map((a) => a.question_id),
  );
}

async function earned(
  t: TestBackend,
  userId: Id<"users">,
  attemptId: Id<"test_attempts">,
) {
  return t.run(async (ctx) => {
    const events = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_source_id", (q) =>
        q.eq("user_id", userId).eq("source_id", attemptId),
      )
      .collect();
    const badges = await ctx.db
      .query("badges_earned")
      .withIndex("by_user_id_and_badge", (q) => q.eq("user_id", userId))
      .collect();
    const mastery = await ctx.db
      .query("chapter_mastery")
      .withIndex("by_user_id_and_chapter_id", (q) => q.eq("user_id", userId))
      .collect();
    const weekly = await ctx.db
      .query("weekly_xp")
      .withIndex("by_user_id_and_week", (q) => q.eq("user_id", userId))
      .collect();
    return {
      testXp: events
        .filter((e) => e.reason === "test_submitted")
        .reduce((s, e) => s + e.amount, 0),
      badges: badges.map((b) => b.badge).sort(),
      mastery: mastery.map((m) => m.best_percent),
      weeklyXp: weekly.reduce((s, w) => s + w.xp, 0),
    };
  });
}

describe("the answers a review shows", () => {
  it("shows the right answer only for questions the student answered", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    // A blank submission shows no answer at all.
    const blank = await sit(t, student, chapter._id, "blank");
    const blankReview = (await student.as.query(api.learning.mockTests.result, {
      attemptId: blank,
    }))!;
    expect(blankReview.questions).toHaveLength(6);
    for (const q of blankReview.questions)
      expect(q).toMatchObject({
        answered: false,
        correctIndex: null,
        explanation: "",
        isCorrect: false,
        selectedIndex: null,
      });
    // One question answered: only its answer is shown.
    const one = await sit(t, student, chapter._id, [2]);
    const review = (await student.as.query(api.learning.mockTests.result, {
      attemptId: one,
    }))!;
    const answered = review.questions.filter((q) => q.answered);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      position: 2,
      correctIndex: expect.any(Number),
      explanation: expect.stringMatching(/^Because/),
      isCorrect: true,
    });
    for (const q of review.questions.filter((q) => !q.answered))
      expect(q).toMatchObject({ correctIndex: null, explanation: "" });
  });
});

describe("questions whose answer the student has seen", () => {
  it("still score on a retake but pay no XP and count toward no mastery, leaderboard or badge", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    // All answered wrong: every answer is then shown in the review.
    const first = await sit(t, student, chapter._id, "wrong");
    const before = await earned(t, student.userId, first);
    expect(before.testXp).toBe(testXp(0, 0));
    expect(before.mastery).toEqual([0]);
    // The retake has the same 6 questions (the chapter's whole bank): 6/6.
    const retake = await sit(t, student, chapter._id, "right");
    const result = (await student.as.query(api.learning.mockTests.result, {
      attemptId: retake,
    }))!;
    expect(result).toMatchObject({ correct: 6, score: 6, maxScore: 6 });
    const after = await earned(t, student.userId, retake);
    expect(after.testXp).toBe(0);
    expect(after.badges).not.toContain("perfect_score");
    expect(after.badges).not.toContain("chapter_mastered");
    expect(after.mastery).toEqual([0]);
    expect(after.weeklyXp).toBe(before.weeklyXp);
    expect(result.questions.every((q) => q.seenBefore)).toBe(true);
    expect(result.seenBefore).toBe(6);
  });

  it("are only those answered: after a blank submission the retake pays as usual", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    await sit(t, student, chapter._id, "blank");
    const retake = await sit(t, student, chapter._id, "right");
    const result = (await student.as.query(api.learning.mockTests.result, {
      attemptId: retake,
    }))!;
    expect(result.questions.some((q) => q.seenBefore)).toBe(false);
    const after = await earned(t, student.userId, retake);
    // The second attempt of a test pays half.
    expect(after.testXp).toBe(testXp(100, 1));
    expect(after.badges).toContain("perfect_score");
    expect(after.mastery).toEqual([100]);
  });

  it("pay nothing in another test either: a full test after a chapter test pays for the new questions only", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    await sit(t, student, chapter._id, "wrong");
    const full = await testOf(t, "full");
    const attempt = await sit(t, student, full._id, "right");
    const result = (await student.as.query(api.learning.mockTests.result, {
      attemptId: attempt,
    }))!;
    expect(result.correct).toBe(12);
    const after = await earned(t, student.userId, attempt);
    // Half the questions are new, all right: half the base and half the score share.
    expect(after.testXp).toBe(testXp(50, 0, 0.5));
    expect(after.badges).not.toContain("perfect_score");
    // Chapter 1's 6 questions were seen (its bank has no others); chapter 2's were not.
    expect(result.seenBefore).toBe(6);
  });
});

describe("drawing the questions of an attempt", () => {
  it("prefers questions the student has not seen while the bank has them", async () => {
    const { t, student } = await setup();
    // The practice set: 10 of the 12 questions of chapters 1 and 2.
    const practice = await testOf(t, "practice");
    expect(practice.questionCount).toBe(10);
    const bank = await t.run(async (ctx) =>
      (await ctx.db.query("questions").collect())
        .filter((q) => q.pool !== "demo")
        .map((q) => q._id),
    );
    expect(bank).toHaveLength(12);
    const first = await sit(t, student, practice._id, "wrong");
    const seen = new Set(await questionsOf(t, first));
    const unseen = bank.filter((id) => !seen.has(id));
    expect(unseen).toHaveLength(2);
    // The retake draws both unseen questions, and still 10 questions.
    const retake = await sit(t, student, practice._id, "blank");
    const drawn = await questionsOf(t, retake);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    for (const id of unseen) expect(drawn).toContain(id);
    const result = (await student.as.query(api.learning.mockTests.result, {
      attemptId: retake,
    }))!;
    expect(result.seenBefore).toBe(8);
  });
});
