import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson } from "./fixtures";
import {
  LESSON_COMPLETION_SHARE,
  LESSON_NOT_FINISHED,
} from "../../convex/learning/rules";
import { DEMO_CLIP_SECONDS } from "../../convex/seedData/loadCatalogue";
import {
  answerKey,
  backdateClock,
  finishLesson,
  givePaidPlan,
  lockedTest,
  setup,
  testOf,
} from "./learningFixtures";
import { VALIDATION_ERROR, errorData, type TestBackend } from "./harness";
import type { Id } from "../../convex/_generated/dataModel";

describe("catalogue", () => {
  it("lists a class's subjects with counts computed from the data", async () => {
    const { t } = await setup();
    const { subjects } = await t.query(api.learning.catalogue.subjects, {
      grade: 9,
    });
    expect(subjects.map((s) => s.name)).toEqual(["Mathematics", "English"]);
    expect(subjects[0]).toMatchObject({
      isFree: true,
      unlocked: true,
      chapterCount: 2,
      lessonCount: 4,
      // The first lesson plays the demo clip and lasts as long as it.
      durationSeconds: DEMO_CLIP_SECONDS + (12 + 10 + 12) * 60,
      // Two chapter tests and one practice set (needs 10 questions: chapters 1–2 have 12).
      testCount: 3,
      assignmentCount: 1,
      rating: null,
    });
    expect(subjects[1]).toMatchObject({ isFree: false, unlocked: false });
    expect(
      (await t.query(api.learning.catalogue.subjects, { grade: 7 })).subjects,
    ).toEqual([]);
  });

  it("refuses a class outside 6–12", async () => {
    const { t } = await setup();
    expect(
      await errorData(t.query(api.learning.catalogue.subjects, { grade: 13 })),
    ).toEqual({
      code: "InvalidInput",
      message: "Class must be between 6 and 12.",
    });
  });

  it("tells a student their registered class", async () => {
    const { student } = await setup();
    expect(
      (await student.as.query(api.learning.catalogue.subjects, { grade: 9 }))
        .registeredGrade,
    ).toBe(9);
  });

  it("shows a subject's chapters with the learner's progress", async () => {
    const { t, student } = await setup();
    const before = await student.as.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(
      before?.chapters.map((c) => [c.number, c.title, c.lessonsDone]),
    ).toEqual([
      [1, "Number Systems", 0],
      [2, "Polynomials", 0],
    ]);
    await finishLesson(t, student, before!.chapters[1].firstLessonId!);
    const after = await student.as.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(after?.chapters[1].lessonsDone).toBe(1);
    expect(after?.lessonsDone).toBe(1);
    expect(
      await t.query(api.learning.catalogue.subject, { grade: 9, slug: "nope" }),
    ).toBeNull();
  });
});

describe("lessons", () => {
  it("links previous and next across chapters, and remembers the position", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const first = await student.as.query(api.learning.lessons.get, {
      lessonId: subject!.chapters[0].firstLessonId!,
    });
    expect(first).toMatchObject({ title: "Lesson 1.1", previousId: null });
    const second = await student.as.query(api.learning.lessons.get, {
      lessonId: first!.nextId!,
    });
    const third = await student.as.query(api.learning.lessons.get, {
      lessonId: second!.nextId!,
    });
    expect(third).toMatchObject({
      title: "Lesson 2.1",
      previousId: second!._id,
    });

    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId: first!._id,
      positionSeconds: 125,
      watchedSeconds: 120,
    });
    const resumed = await student.as.query(api.learning.lessons.get, {
      lessonId: first!._id,
    });
    expect(resumed?.progress).toEqual({
      // Within the lesson: the demo clip's lesson lasts DEMO_CLIP_SECONDS.
      positionSeconds: DEMO_CLIP_SECONDS,
      completed: false,
      // Just opened: nothing credited yet.
      secondsCredited: 0,
      secondsNeeded: DEMO_CLIP_SECONDS * LESSON_COMPLETION_SHARE,
    });
    expect(
      await t.query(api.learning.lessons.get, { lessonId: "nope" }),
    ).toBeNull();
  });

  it("completes a lesson once", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    // 20 XP for the lesson and 10 for the first day of a streak; the first badge.
    expect(await finishLesson(t, student, lessonId)).toEqual({
      alreadyDone: false,
      xp: 30,
      badges: ["first_lesson"],
    });
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toEqual({ alreadyDone: true, xp: 0, badges: [] });
    const rows = await t.run(
      async (ctx) => (await ctx.db.query("lesson_progress").collect()).length,
    );
    expect(rows).toBe(1);
  });

  it("keeps a locked subject's lessons closed, and other classes' lessons to their students", async () => {
    const { t, student, class7 } = await setup();
    const english = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "english",
    });
    const lessonId = english!.chapters[0].firstLessonId!;
    const locked = await student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(locked).toMatchObject({
      unlocked: false,
      summary: null,
      videoUrl: null,
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });

    const maths = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(
      await errorData(
        class7.as.mutation(api.learning.lessons.complete, {
          lessonId: maths!.chapters[0].firstLessonId!,
        }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message:
        "You are registered in Class 7. Please contact support to change your class.",
    });
  });

  it("refuses visitors and nonsense positions", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    expect(
      await errorData(t.mutation(api.learning.lessons.complete, { lessonId })),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.savePosition, {
          lessonId,
          positionSeconds: -5,
          watchedSeconds: 0,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    await expect(
      student.as.mutation(api.learning.lessons.complete, {
        lessonId: "nope" as never,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

/** Moves the viewer's opening and last heartbeat of a lesson, and their learning clock, `seconds` into the past (test setup). */
async function backdate(
  t: TestBackend,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
  seconds: number,
) {
  await t.run(async (ctx) => {
    const row = (await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_lesson_id", (q) =>
        q.eq("user_id", userId).eq("lesson_id", lessonId),
      )
      .unique())!;
    await ctx.db.patch("lesson_progress", row._id, {
      opened_at: row.opened_at! - seconds * 1000,
      updated_at: row.updated_at - seconds * 1000,
    });
    await backdateClock(ctx, userId, row.updated_at - seconds * 1000);
  });
}

async function progressRow(
  t: TestBackend,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
) {
  return t.run(async (ctx) => {
    const row = await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_lesson_id", (q) =>
        q.eq("user_id", userId).eq("lesson_id", lessonId),
      )
      .unique();
    const xp = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    return {
      watched: row?.watched_seconds ?? null,
      completed: row?.completed_at !== undefined,
      xp: xp.length,
    };
  });
}

describe("finishing a lesson", () => {
  it("refuses to complete a reading lesson until its share of the reading time was credited by heartbeats while in view", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const first = await student.as.query(api.learning.lessons.get, {
      lessonId: subject!.chapters[0].firstLessonId!,
    });
    // Lesson 1.2: a reading lesson of 12 minutes.
    const lessonId = first!.nextId!;
    const refused = { code: "InvalidInput", message: LESSON_NOT_FINISHED };
    const heartbeat = (watchedSeconds: number) =>
      student.as.mutation(api.learning.lessons.savePosition, {
        lessonId,
        positionSeconds: 0,
        watchedSeconds,
      });
    // Never opened: refused.
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    // Opened just now: refused.
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    const shown = await student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(shown?.progress).toMatchObject({
      secondsCredited: 0,
      secondsNeeded: 12 * 60 * LESSON_COMPLETION_SHARE,
    });
    // Read in view for 5 of the 12 minutes: still refused, and no XP.
    await backdate(t, student.userId, lessonId, 5 * 60);
    await heartbeat(5 * 60);
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    expect(await progressRow(t, student.userId, lessonId)).toMatchObject({
      completed: false,
      xp: 0,
    });
    // Opened long ago but hidden since (no heartbeats): that time is not credited.
    await backdate(t, student.userId, lessonId, 60 * 60);
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    // 60 % of 12 minutes (7.2 min) read in view: completed.
    await backdate(
      t,
      student.userId,
      lessonId,
      12 * 60 * LESSON_COMPLETION_SHARE - 5 * 60 + 1,
    );
    await heartbeat(12 * 60 * LESSON_COMPLETION_SHARE - 5 * 60 + 1);
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toMatchObject({ alreadyDone: false, xp: 30 });
  });

  it("credits watched video only as fast as the clock runs, so jumping to the end is not watching", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    // Lesson 1.1 plays the demo clip (DEMO_CLIP_SECONDS long).
    const lessonId = subject!.chapters[0].firstLessonId!;
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    await new Promise((r) => setTimeout(r, 1_000));
    // A heartbeat claiming the whole clip one second after opening.
    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: DEMO_CLIP_SECONDS,
      watchedSeconds: DEMO_CLIP_SECONDS,
    });
    const afterJump = await progressRow(t, student.userId, lessonId);
    expect(afterJump.watched).toBeGreaterThan(0);
    expect(afterJump.watched).toBeLessThan(3);
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual({ code: "InvalidInput", message: LESSON_NOT_FINISHED });
    // Heartbeats sent faster than the clock credit no more than the clock.
    for (let i = 0; i < 5; i++)
      await student.as.mutation(api.learning.lessons.savePosition, {
        lessonId,
        positionSeconds: DEMO_CLIP_SECONDS,
        watchedSeconds: 5,
      });
    expect(
      (await progressRow(t, student.userId, lessonId)).watched,
    ).toBeLessThan(4);
    // Reading time does not count for a video lesson: opened long ago, little watched.
    await t.run(async (ctx) => {
      const row = (await ctx.db
        .query("lesson_progress")
        .withIndex("by_user_id_and_lesson_id", (q) =>
          q.eq("user_id", student.userId).eq("lesson_id", lessonId),
        )
        .unique())!;
      await ctx.db.patch("lesson_progress", row._id, {
        opened_at: row.opened_at! - 3_600_000,
      });
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    // The clip's length goes by while it plays: that heartbeat is credited (up to the clip's length).
    await backdate(t, student.userId, lessonId, DEMO_CLIP_SECONDS);
    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: DEMO_CLIP_SECONDS,
      watchedSeconds: DEMO_CLIP_SECONDS,
    });
    expect((await progressRow(t, student.userId, lessonId)).watched).toBe(
      DEMO_CLIP_SECONDS,
    );
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toMatchObject({ alreadyDone: false, xp: 30 });
  });

  it("refuses heartbeats and positions that are not numbers of seconds", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    for (const [positionSeconds, watchedSeconds] of [
      [Number.NaN, 0],
      [0, Number.NaN],
      [Number.POSITIVE_INFINITY, 0],
      [0, Number.POSITIVE_INFINITY],
      [0, Number.NEGATIVE_INFINITY],
      [0, 1e12],
    ])
      expect(
        await errorData(
          student.as.mutation(api.learning.lessons.savePosition, {
            lessonId,
            positionSeconds,
            watchedSeconds,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "That is not a position in this lesson.",
      });
  });
});

describe("tests and attempts", () => {
  it("lists tests by tab with the viewer's attempts", async () => {
    const { t, student } = await setup();
    const chapterTests = await student.as.query(api.learning.mockTests.list, {
      grade: 9,
      kind: "chapter",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(chapterTests.page.map((x) => x.title)).toEqual([
      "Mathematics · Ch 1: Number Systems",
      "Mathematics · Ch 2: Polynomials",
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
