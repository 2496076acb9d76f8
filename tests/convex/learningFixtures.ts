import { api } from "../../convex/_generated/api";
import type { DataModel, Id } from "../../convex/_generated/dataModel";
import type { GenericMutationCtx } from "convex/server";
import type { SeedSubject } from "../../convex/seedData/catalogue/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { createPerson, type Person } from "./fixtures";
import { newBackend, type TestBackend } from "./harness";

/** A small Class 9 catalogue: a free subject with two chapters of 6 questions, and a locked one. */
const question = (n: number, correct: 0 | 1 | 2 | 3) => ({
  text: `Question ${n}?`,
  options: ["A", "B", "C", "D"] as [string, string, string, string],
  correct,
  explanation: `Because ${n}.`,
  difficulty: (["easy", "medium", "hard"] as const)[n % 3],
});
export const CATALOGUE: SeedSubject[] = [
  {
    grade: 9,
    slug: "mathematics",
    name: "Mathematics",
    description: "Numbers and shapes.",
    color: "blue",
    isFree: true,
    textbook: "Mathematics — Textbook for Class IX (NCERT)",
    chapters: [1, 2].map((c) => ({
      title: c === 1 ? "Number Systems" : "Polynomials",
      summary: `Chapter ${c}.`,
      lessons: [
        { title: `Lesson ${c}.1`, minutes: 10, summary: "First." },
        { title: `Lesson ${c}.2`, minutes: 12, summary: "Second." },
      ],
      questions: [0, 1, 2, 3, 4, 5].map((i) =>
        question(c * 10 + i, ((c + i) % 4) as 0 | 1 | 2 | 3),
      ),
      assignment:
        c === 1
          ? { title: "Rational numbers", instructions: "Do it.", maxMarks: 10 }
          : undefined,
    })),
    // The demo test's own pool: 5 questions no timed test uses.
    demoQuestions: [0, 1, 2, 3, 4].map((i) => ({
      ...question(90 + i, (i % 4) as 0 | 1 | 2 | 3),
      text: `Demo question ${i}?`,
      explanation: `Because demo ${i}.`,
      chapter: 1 + (i % 2),
    })),
  },
  {
    grade: 9,
    slug: "english",
    name: "English",
    description: "Beehive.",
    color: "grape",
    isFree: false,
    textbook: "Beehive (NCERT)",
    chapters: [
      {
        title: "The Fun They Had",
        summary: "A story.",
        lessons: [{ title: "Reading", minutes: 15, summary: "Read it." }],
        questions: [],
      },
    ],
  },
];

export async function setup() {
  const t = newBackend();
  await t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 9, CATALOGUE);
  });
  const student = await createPerson(t, {
    email: "neha@example.in",
    fullName: "Neha Kulkarni",
    grade: 9,
  });
  const other = await createPerson(t, {
    email: "arjun@example.in",
    fullName: "Arjun Reddy",
    grade: 9,
  });
  const class7 = await createPerson(t, {
    email: "tara@example.in",
    fullName: "Tara Joseph",
    grade: 7,
  });
  return { t, student, other, class7 };
}

export async function testOf(
  t: TestBackend,
  kind: "chapter" | "full" | "practice",
) {
  const page = await t.query(api.learning.mockTests.list, {
    grade: 9,
    kind,
    paginationOpts: { numItems: 10, cursor: null },
  });
  return page.page[0];
}

/**
 * The right option of each question of an attempt, as the student is shown
 * it (options are shuffled per attempt), read from the database (tests only).
 */
export async function answerKey(
  t: TestBackend,
  attemptId: Id<"test_attempts">,
) {
  return t.run(async (ctx) => {
    const answers = await ctx.db
      .query("attempt_answers")
      .withIndex("by_attempt_id_and_position", (q) =>
        q.eq("attempt_id", attemptId),
      )
      .collect();
    const out: number[] = [];
    for (const a of answers) {
      const correct = (await ctx.db.get("questions", a.question_id))!
        .correct_index;
      out.push(a.option_order ? a.option_order.indexOf(correct) : correct);
    }
    return out;
  });
}

/**
 * A chapter test of the locked English subject (the seed makes none: its
 * chapter has no questions), with one question of its own.
 */
export async function lockedTest(t: TestBackend) {
  return t.run(async (ctx) => {
    const subject = (await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_slug", (q) =>
        q.eq("grade", 9).eq("slug", "english"),
      )
      .unique())!;
    const chapter = (await ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id).eq("number", 1),
      )
      .unique())!;
    const questionId = await ctx.db.insert("questions", {
      grade: 9,
      subject_id: subject._id,
      chapter_id: chapter._id,
      text: "Who is Margie?",
      options: ["A girl", "A teacher", "A robot", "A book"],
      correct_index: 0,
      explanation: "Margie is the girl in the story.",
      difficulty: "easy",
    });
    const testId = await ctx.db.insert("tests", {
      grade: 9,
      kind: "chapter",
      title: "English · Ch 1: The Fun They Had",
      subject_id: subject._id,
      chapter_id: chapter._id,
      difficulty: "easy",
      question_count: 1,
      duration_minutes: 2,
      marks_correct: 1,
      marks_wrong: 0,
      order: 100,
    });
    await ctx.db.insert("test_questions", {
      test_id: testId,
      question_id: questionId,
      position: 0,
    });
    return testId;
  });
}

/** A paid plan for `userId`, running for another 30 days. */
export async function givePaidPlan(t: TestBackend, userId: Id<"users">) {
  await t.run(async (ctx) => {
    await ctx.db.insert("subscriptions", {
      user_id: userId,
      plan_key: "premium",
      status: "active",
      started_at: Date.now(),
      current_period_end: Date.now() + 30 * 86_400_000,
    });
  });
}

/**
 * Studies a lesson as the lesson page would, with its whole duration already
 * passed: opens it through `lessons.open`, then moves the opening and the
 * student's learning clock back by the lesson's length (test setup, in the
 * database), and sends a heartbeat of the whole lesson (video played, or
 * reading in view) through `lessons.savePosition`.
 */
export async function studyLesson(
  t: TestBackend,
  person: Person,
  lessonId: Id<"lessons">,
) {
  await person.as.mutation(api.learning.lessons.open, { lessonId });
  const lesson = await t.run(async (ctx) => {
    const lesson = (await ctx.db.get("lessons", lessonId))!;
    const row = (await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_lesson_id", (q) =>
        q.eq("user_id", person.userId).eq("lesson_id", lessonId),
      )
      .unique())!;
    const back = lesson.duration_seconds * 1000;
    await ctx.db.patch("lesson_progress", row._id, {
      opened_at: row.opened_at! - back,
      updated_at: row.updated_at - back,
    });
    await backdateClock(ctx, person.userId, row.updated_at - back);
    return {
      video: lesson.video !== undefined,
      seconds: lesson.duration_seconds,
    };
  });
  await person.as.mutation(api.learning.lessons.savePosition, {
    lessonId,
    positionSeconds: lesson.video ? lesson.seconds : 0,
    watchedSeconds: lesson.seconds,
  });
}

/** Moves the student's learning clock back to `until` at the latest (test setup: time that passed). */
export async function backdateClock(
  ctx: GenericMutationCtx<DataModel>,
  userId: Id<"users">,
  until: number,
) {
  const clock = await ctx.db
    .query("learning_clock")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  if (clock && clock.credited_until > until)
    await ctx.db.patch("learning_clock", clock._id, { credited_until: until });
}

/** Studies the lesson (`studyLesson`) and completes it through `lessons.complete`. */
export async function finishLesson(
  t: TestBackend,
  person: Person,
  lessonId: Id<"lessons">,
) {
  await studyLesson(t, person, lessonId);
  return person.as.mutation(api.learning.lessons.complete, { lessonId });
}
