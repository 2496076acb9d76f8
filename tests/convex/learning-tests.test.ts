import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { answerKey, setup, testOf } from "./fixtures/learning";
import { errorData } from "./harness";

describe("tests and attempts", () => {
  it("lists tests by tab with the viewer's attempts", async () => {
    const { t, student } = await setup();
    const chapterTests = await student.as.query(api.learning.mockTests.list, {
      grade: 9,
      kind: "chapter",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(chapterTests.page.map((x) => x.title)).toEqual([
      "Mathematics · Ch 1: Numbers",
      "Mathematics · Ch 2: Algebra",
    ]);
    expect(chapterTests.page[0]).toMatchObject({
      questionCount: 6,
      durationMinutes: 9,
      attempts: 0,
      inProgressAttemptId: null,
      subjectName: "Mathematics",
    });
    const full = await testOf(t, "full");
    expect(full).toMatchObject({ marksCorrect: 4, marksWrong: 1 });
  });

  it("never sends the right answers before submission, and scores on the server with negative marking", async () => {
    const { t, student } = await setup();
    const full = await testOf(t, "full");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: full._id,
    });
    const running = await student.as.query(api.learning.mockTests.attempt, {
      attemptId,
    });
    expect(JSON.stringify(running)).not.toMatch(
      /correct_?index|explanation|isCorrect/i,
    );
    expect(running?.questions).toHaveLength(full.questionCount);

    const key = await answerKey(t, attemptId);
    // 3 right, 2 wrong, the rest unanswered.
    for (const position of [0, 1, 2])
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: key[position],
        markedForReview: false,
        timeSpentMs: 20_000,
      });
    for (const position of [3, 4])
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: (key[position] + 1) % 4,
        markedForReview: position === 4,
        timeSpentMs: 10_000,
      });
    await expect(
      student.as.query(api.learning.mockTests.result, { attemptId }),
    ).rejects.toThrow();
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    const result = await student.as.query(api.learning.mockTests.result, {
      attemptId,
    });
    expect(result).toMatchObject({
      score: 3 * 4 - 2 * 1,
      maxScore: full.questionCount * 4,
      correct: 3,
      wrong: 2,
      unanswered: full.questionCount - 5,
      negativeMarks: 2,
      autoSubmitted: false,
    });
    expect(result?.questions[0]).toMatchObject({
      isCorrect: true,
      correctIndex: key[0],
      timeSpentMs: 20_000,
    });
    expect(result?.questions[4]).toMatchObject({
      isCorrect: false,
      markedForReview: true,
    });
    expect(result?.byChapter.reduce((n, c) => n + c.questions, 0)).toBe(
      full.questionCount,
    );
    // A subject's full test: the test names its subject, each chapter row
    // its chapter, and no two rows read the same.
    expect(result?.test.title).toBe("Class 9 Mathematics full mock test 1");
    const titles = result!.byChapter.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.sort()).toEqual(["Ch 1: Numbers", "Ch 2: Algebra"]);
    const history = await student.as.query(api.learning.mockTests.history, {
      testId: full._id,
    });
    expect(history).toHaveLength(1);
  });

  it("does not change a submitted attempt, and keeps every retake", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const first = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    // Starting again while it runs returns the same attempt.
    expect(
      await student.as.mutation(api.learning.mockTests.start, {
        testId: chapter._id,
      }),
    ).toBe(first);
    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: first,
    });
    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: first,
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.answer, {
          attemptId: first,
          position: 0,
          selectedIndex: 1,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "This test has been submitted already.",
    });
    const second = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    expect(second).not.toBe(first);
    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: second,
    });
    const card = (
      await student.as.query(api.learning.mockTests.list, {
        grade: 9,
        kind: "chapter",
        paginationOpts: { numItems: 10, cursor: null },
      })
    ).page[0];
    expect(card.attempts).toBe(2);
  });

  it("submits by itself at the deadline, with what was answered", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    // A test of 0.1 s, to reach its deadline in the test.
    await t.run(async (ctx) => {
      await ctx.db.patch("tests", chapter._id, { duration_minutes: 0.1 / 60 });
    });
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    await new Promise((r) => setTimeout(r, 300));
    await t.finishScheduled();
    const result = await student.as.query(api.learning.mockTests.result, {
      attemptId,
    });
    expect(result).toMatchObject({
      autoSubmitted: true,
      correct: 0,
      unanswered: 6,
      score: 0,
    });
  });

  it("keeps attempts private to their student", async () => {
    const { t, student, other } = await setup();
    const chapter = await testOf(t, "chapter");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    expect(
      await other.as.query(api.learning.mockTests.attempt, { attemptId }),
    ).toBeNull();
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    expect(
      await other.as.query(api.learning.mockTests.result, { attemptId }),
    ).toBeNull();
    expect(
      await errorData(
        other.as.mutation(api.learning.mockTests.answer, {
          attemptId,
          position: 0,
          selectedIndex: 0,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await errorData(
        other.as.mutation(api.learning.mockTests.submit, { attemptId }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });

  it("refuses visitors, other classes' students and impossible answers", async () => {
    const { t, student, class7 } = await setup();
    const chapter = await testOf(t, "chapter");
    expect(
      await errorData(
        t.mutation(api.learning.mockTests.start, { testId: chapter._id }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(
        class7.as.mutation(api.learning.mockTests.start, {
          testId: chapter._id,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    for (const selectedIndex of [
      4,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ])
      expect(
        await errorData(
          student.as.mutation(api.learning.mockTests.answer, {
            attemptId,
            position: 0,
            selectedIndex,
            markedForReview: false,
            timeSpentMs: 0,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "That is not one of the options.",
      });
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.answer, {
          attemptId,
          position: 99,
          selectedIndex: 0,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    for (const [position, timeSpentMs] of [
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
      [0, Number.NaN],
      [0, Number.POSITIVE_INFINITY],
      [0, -1],
      [0, 1e15],
    ])
      expect(
        await errorData(
          student.as.mutation(api.learning.mockTests.answer, {
            attemptId,
            position,
            selectedIndex: 0,
            markedForReview: false,
            timeSpentMs,
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
  });
});

describe("shuffled attempts", () => {
  it("puts the questions and their options in a new order for each attempt, and scores what the student saw", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const seen = [];
    for (let n = 0; n < 2; n++) {
      const attemptId = await student.as.mutation(
        api.learning.mockTests.start,
        {
          testId: chapter._id,
        },
      );
      const running = (await student.as.query(api.learning.mockTests.attempt, {
        attemptId,
      }))!;
      seen.push(running.questions.map((q) => [q.text, ...q.options]));
      // Answer every question by the text of its right option, wherever it is shown.
      const right = await t.run(async (ctx) => {
        const out: Record<string, string> = {};
        for (const q of await ctx.db.query("questions").collect())
          out[q.text] = q.options[q.correct_index];
        return out;
      });
      for (const q of running.questions)
        await student.as.mutation(api.learning.mockTests.answer, {
          attemptId,
          position: q.position,
          // Right on all but the first question.
          selectedIndex:
            (q.options.indexOf(right[q.text]) + (q.position === 0 ? 1 : 0)) %
            q.options.length,
          markedForReview: false,
          timeSpentMs: 1_000,
        });
      const answered = (await student.as.query(api.learning.mockTests.attempt, {
        attemptId,
      }))!;
      expect(answered.questions.map((q) => q.selectedIndex)).toEqual(
        running.questions.map(
          (q) =>
            (q.options.indexOf(right[q.text]) + (q.position === 0 ? 1 : 0)) %
            q.options.length,
        ),
      );
      await student.as.mutation(api.learning.mockTests.submit, { attemptId });
      const result = (await student.as.query(api.learning.mockTests.result, {
        attemptId,
      }))!;
      expect(result).toMatchObject({
        correct: chapter.questionCount - 1,
        wrong: 1,
        score: chapter.questionCount - 1,
      });
      // The review shows the options as the student saw them, with the
      // right one and the chosen one at their shown places.
      for (const [i, q] of result.questions.entries()) {
        expect([q.text, ...q.options]).toEqual(seen[n][i]);
        expect(q.options[q.correctIndex!]).toBe(right[q.text]);
        expect(q.selectedIndex).toBe(answered.questions[i].selectedIndex);
        expect(q.isCorrect).toBe(i !== 0);
      }
    }
    // The retake is not the first attempt over again.
    expect(seen[1]).not.toEqual(seen[0]);
    expect(seen[1].map((q) => q[0])).not.toEqual(seen[0].map((q) => q[0]));
    // Same questions, each with the same options, only reordered.
    const sorted = (qs: string[][]) =>
      qs.map((q) => [q[0], ...q.slice(1).sort()].join("|")).sort();
    expect(sorted(seen[1])).toEqual(sorted(seen[0]));
  });

  it("keeps an earlier result's answers hidden while the same questions are in a test being sat", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const first = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    await student.as.mutation(api.learning.mockTests.answer, {
      attemptId: first,
      position: 0,
      selectedIndex: 1,
      markedForReview: false,
      timeSpentMs: 1_000,
    });
    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: first,
    });
    const review = async () =>
      (await student.as.query(api.learning.mockTests.result, {
        attemptId: first,
      }))!.questions;
    expect((await review()).every((q) => !q.withheld)).toBe(true);

    // The retake is under way: the first result must not be its answer key.
    const retake = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    const hidden = await review();
    expect(hidden).toHaveLength(chapter.questionCount);
    for (const q of hidden)
      expect(q).toMatchObject({
        withheld: true,
        correctIndex: null,
        explanation: "",
        isCorrect: null,
      });
    expect(hidden.find((q) => q.position === 0)).toMatchObject({
      selectedIndex: expect.any(Number),
    });

    await student.as.mutation(api.learning.mockTests.submit, {
      attemptId: retake,
    });
    // Once it is submitted, the answered question's answer is shown again
    // (only answered questions ever show theirs).
    const shown = await review();
    expect(shown.every((q) => !q.withheld)).toBe(true);
    for (const q of shown)
      expect(q.correctIndex !== null).toBe(q.position === 0);
  });
});
