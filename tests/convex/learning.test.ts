import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson } from "./fixtures";
import {
  answerKey,
  givePaidPlan,
  lockedTest,
  setup,
  testOf,
} from "./learningFixtures";
import { VALIDATION_ERROR, errorData } from "./harness";

describe("catalogue", () => {
  it("lists a class's subjects with counts computed from the data", async () => {
    const { t } = await setup();
    const { subjects } = await t.query(api.catalogue.subjects, { grade: 9 });
    expect(subjects.map((s) => s.name)).toEqual(["Mathematics", "English"]);
    expect(subjects[0]).toMatchObject({
      isFree: true,
      unlocked: true,
      chapterCount: 2,
      lessonCount: 4,
      durationSeconds: (10 + 12) * 2 * 60,
      // Two chapter tests and one practice set (needs 10 questions: chapters 1–2 have 12).
      testCount: 3,
      assignmentCount: 1,
      rating: null,
    });
    expect(subjects[1]).toMatchObject({ isFree: false, unlocked: false });
    expect(
      (await t.query(api.catalogue.subjects, { grade: 7 })).subjects,
    ).toEqual([]);
  });

  it("refuses a class outside 6–12", async () => {
    const { t } = await setup();
    expect(
      await errorData(t.query(api.catalogue.subjects, { grade: 13 })),
    ).toEqual({
      code: "InvalidInput",
      message: "Class must be between 6 and 12.",
    });
  });

  it("tells a student their registered class", async () => {
    const { student } = await setup();
    expect(
      (await student.as.query(api.catalogue.subjects, { grade: 9 }))
        .registeredGrade,
    ).toBe(9);
  });

  it("shows a subject's chapters with the learner's progress", async () => {
    const { t, student } = await setup();
    const before = await student.as.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(
      before?.chapters.map((c) => [c.number, c.title, c.lessonsDone]),
    ).toEqual([
      [1, "Number Systems", 0],
      [2, "Polynomials", 0],
    ]);
    await student.as.mutation(api.lessons.complete, {
      lessonId: before!.chapters[1].firstLessonId!,
    });
    const after = await student.as.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(after?.chapters[1].lessonsDone).toBe(1);
    expect(after?.lessonsDone).toBe(1);
    expect(
      await t.query(api.catalogue.subject, { grade: 9, slug: "nope" }),
    ).toBeNull();
  });
});

describe("lessons", () => {
  it("links previous and next across chapters, and remembers the position", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const first = await student.as.query(api.lessons.get, {
      lessonId: subject!.chapters[0].firstLessonId!,
    });
    expect(first).toMatchObject({ title: "Lesson 1.1", previousId: null });
    const second = await student.as.query(api.lessons.get, {
      lessonId: first!.nextId!,
    });
    const third = await student.as.query(api.lessons.get, {
      lessonId: second!.nextId!,
    });
    expect(third).toMatchObject({
      title: "Lesson 2.1",
      previousId: second!._id,
    });

    await student.as.mutation(api.lessons.savePosition, {
      lessonId: first!._id,
      positionSeconds: 125,
      watchedSeconds: 120,
    });
    const resumed = await student.as.query(api.lessons.get, {
      lessonId: first!._id,
    });
    expect(resumed?.progress).toEqual({
      positionSeconds: 125,
      completed: false,
    });
    expect(await t.query(api.lessons.get, { lessonId: "nope" })).toBeNull();
  });

  it("completes a lesson once", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    // 20 XP for the lesson and 10 for the first day of a streak; the first badge.
    expect(
      await student.as.mutation(api.lessons.complete, { lessonId }),
    ).toEqual({ alreadyDone: false, xp: 30, badges: ["first_lesson"] });
    expect(
      await student.as.mutation(api.lessons.complete, { lessonId }),
    ).toEqual({ alreadyDone: true, xp: 0, badges: [] });
    const rows = await t.run(
      async (ctx) => (await ctx.db.query("lesson_progress").collect()).length,
    );
    expect(rows).toBe(1);
  });

  it("keeps a locked subject's lessons closed, and other classes' lessons to their students", async () => {
    const { t, student, class7 } = await setup();
    const english = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "english",
    });
    const lessonId = english!.chapters[0].firstLessonId!;
    const locked = await student.as.query(api.lessons.get, { lessonId });
    expect(locked).toMatchObject({
      unlocked: false,
      summary: null,
      videoUrl: null,
    });
    expect(
      await errorData(student.as.mutation(api.lessons.complete, { lessonId })),
    ).toMatchObject({ code: "NotAuthorized" });

    const maths = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    expect(
      await errorData(
        class7.as.mutation(api.lessons.complete, {
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
    const subject = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    expect(
      await errorData(t.mutation(api.lessons.complete, { lessonId })),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(
        student.as.mutation(api.lessons.savePosition, {
          lessonId,
          positionSeconds: -5,
          watchedSeconds: 0,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    await expect(
      student.as.mutation(api.lessons.complete, { lessonId: "nope" as never }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("tests and attempts", () => {
  it("lists tests by tab with the viewer's attempts", async () => {
    const { t, student } = await setup();
    const chapterTests = await student.as.query(api.mockTests.list, {
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
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId: full._id,
    });
    const running = await student.as.query(api.mockTests.attempt, {
      attemptId,
    });
    expect(JSON.stringify(running)).not.toMatch(
      /correct_?index|explanation|isCorrect/i,
    );
    expect(running?.questions).toHaveLength(full.questionCount);

    const key = await answerKey(t, attemptId);
    // 3 right, 2 wrong, the rest unanswered.
    for (const position of [0, 1, 2])
      await student.as.mutation(api.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: key[position],
        markedForReview: false,
        timeSpentMs: 20_000,
      });
    for (const position of [3, 4])
      await student.as.mutation(api.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: (key[position] + 1) % 4,
        markedForReview: position === 4,
        timeSpentMs: 10_000,
      });
    await expect(
      student.as.query(api.mockTests.result, { attemptId }),
    ).rejects.toThrow();
    await student.as.mutation(api.mockTests.submit, { attemptId });
    const result = await student.as.query(api.mockTests.result, { attemptId });
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
    const history = await student.as.query(api.mockTests.history, {
      testId: full._id,
    });
    expect(history).toHaveLength(1);
  });

  it("does not change a submitted attempt, and keeps every retake", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const first = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    // Starting again while it runs returns the same attempt.
    expect(
      await student.as.mutation(api.mockTests.start, { testId: chapter._id }),
    ).toBe(first);
    await student.as.mutation(api.mockTests.submit, { attemptId: first });
    await student.as.mutation(api.mockTests.submit, { attemptId: first });
    expect(
      await errorData(
        student.as.mutation(api.mockTests.answer, {
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
    const second = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    expect(second).not.toBe(first);
    await student.as.mutation(api.mockTests.submit, { attemptId: second });
    const card = (
      await student.as.query(api.mockTests.list, {
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
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    await new Promise((r) => setTimeout(r, 300));
    await t.finishScheduled();
    const result = await student.as.query(api.mockTests.result, { attemptId });
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
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    expect(
      await other.as.query(api.mockTests.attempt, { attemptId }),
    ).toBeNull();
    await student.as.mutation(api.mockTests.submit, { attemptId });
    expect(
      await other.as.query(api.mockTests.result, { attemptId }),
    ).toBeNull();
    expect(
      await errorData(
        other.as.mutation(api.mockTests.answer, {
          attemptId,
          position: 0,
          selectedIndex: 0,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await errorData(other.as.mutation(api.mockTests.submit, { attemptId })),
    ).toMatchObject({ code: "NotFound" });
  });

  it("refuses visitors, other classes' students and impossible answers", async () => {
    const { t, student, class7 } = await setup();
    const chapter = await testOf(t, "chapter");
    expect(
      await errorData(t.mutation(api.mockTests.start, { testId: chapter._id })),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(
        class7.as.mutation(api.mockTests.start, { testId: chapter._id }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    for (const selectedIndex of [4, -1, 1.5])
      expect(
        await errorData(
          student.as.mutation(api.mockTests.answer, {
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
        student.as.mutation(api.mockTests.answer, {
          attemptId,
          position: 99,
          selectedIndex: 0,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
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
          person.as.mutation(api.mockTests.start, { testId: chapter._id }),
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
      await errorData(student.as.mutation(api.mockTests.start, { testId })),
    ).toEqual({
      code: "NotAuthorized",
      message: "English is part of a paid plan. Unlock it to take this test.",
    });
    expect(
      await t.run((ctx) => ctx.db.query("test_attempts").collect()),
    ).toEqual([]);
    // Free subjects' tests and full tests (built from free subjects) stay open.
    const full = await testOf(t, "full");
    await student.as.mutation(api.mockTests.start, { testId: full._id });

    await givePaidPlan(t, student.userId);
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId,
    });
    expect(
      (await student.as.query(api.mockTests.attempt, { attemptId }))?.questions,
    ).toHaveLength(1);
  });
});

describe("demo test", () => {
  it("serves questions without answers to visitors, and checks one answer at a time", async () => {
    const { t } = await setup();
    const demo = await t.query(api.mockTests.demo, { grade: 9 });
    expect(demo?.questions).toHaveLength(5);
    expect(JSON.stringify(demo)).not.toMatch(
      /correct_?index|explanation|isCorrect/i,
    );
    const checked = await t.query(api.mockTests.checkDemoAnswer, {
      testId: demo!.testId,
      position: 0,
      selectedIndex: 0,
    });
    expect(checked.explanation).toMatch(/^Because/);
    expect(checked.correct).toBe(checked.correctIndex === 0);
    expect(await t.query(api.mockTests.demo, { grade: 7 })).toBeNull();
  });

  it("checks answers of demo tests only", async () => {
    const { t } = await setup();
    const chapter = await testOf(t, "chapter");
    expect(
      await errorData(
        t.query(api.mockTests.checkDemoAnswer, {
          testId: chapter._id,
          position: 0,
          selectedIndex: 0,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });
});
