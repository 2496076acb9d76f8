import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { LESSON_COMPLETION_SHARE } from "../../convex/learning/rules";
import { DEMO_CLIP_SECONDS } from "../../convex/seedData/loadCatalogue";
import { finishLesson, setup } from "./fixtures/learning";
import { VALIDATION_ERROR, errorData } from "./harness";

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
      // Only the first lesson plays a video (the demo clip) and lasts as long
      // as it; the others last their summaries' reading time.
      videoCount: 1,
      durationSeconds: DEMO_CLIP_SECONDS + (12 + 10 + 12) * 60,
      // One practice set (needs 10 questions: chapters 1–2 have 12) and two chapter tests.
      practiceSetCount: 1,
      chapterTestCount: 2,
    });
    // Nothing shows assignments (no screen for them) or ratings (no one can rate).
    expect(subjects[0]).not.toHaveProperty("assignmentCount");
    expect(subjects[0]).not.toHaveProperty("rating");
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
      [1, "Numbers", 0],
      [2, "Algebra", 0],
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
    // The demo clip plays with its English captions.
    expect(first).toMatchObject({
      videoUrl: "/media/welcome-lesson.webm",
      captionsUrl: "/media/welcome-lesson.vtt",
    });
    const second = await student.as.query(api.learning.lessons.get, {
      lessonId: first!.nextId!,
    });
    expect(second).toMatchObject({ captionsUrl: null });
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
      captionsUrl: null,
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
