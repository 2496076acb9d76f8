import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { SeedQuestion, SeedSubject } from "./catalogue/types";
import { LESSON_TEXTS } from "./lessons";
import { lessonReadingSeconds } from "../learning/lessonTextRules";
import {
  shippedTextFor,
  textRow,
  type LessonTexts,
} from "../learning/model/lessonTexts";
import { generatorsForChapter } from "../learning/generators";
import { chapterPaperSize } from "../learning/paperRules";
import { FULL_TEST, addFullTests } from "../learning/model/fullTests";

/** Tests built from the question bank of each class. */
export const TEST_RULES = {
  /** A chapter test: a paper drawn from the chapter's questions each attempt (learning/paperRules.ts), 1.5 minutes a question, +1 / 0. */
  chapter: { minutesPerQuestion: 1.5, marksCorrect: 1, marksWrong: 0 },
  /** A practice set: 10 easier questions from three neighbouring chapters, +1 / 0. */
  practice: { questions: 10, minutes: 12, marksCorrect: 1, marksWrong: 0 },
  /** A subject's full mock tests: 3 of 30 questions from its chapters, +4 / −1 like board and entrance mocks. */
  full: FULL_TEST,
  /** The visitors' demo test: its own pool of questions (5 a class), never used by a timed test. */
  demo: { questions: 5, minutes: 10 },
} as const;

/** A chapter test's questions per paper and its time, for a pool of `pool` written questions. */
export function chapterTestShape(pool: number, hasGenerators: boolean) {
  const questions = chapterPaperSize(pool, hasGenerators);
  return {
    question_count: questions,
    duration_minutes: Math.ceil(
      questions * TEST_RULES.chapter.minutesPerQuestion,
    ),
  };
}

type Banked = {
  id: Id<"questions">;
  chapterIndex: number;
  difficulty: SeedQuestion["difficulty"];
};

/**
 * One class of the catalogue: subjects, chapters, lessons (with their full
 * texts from `texts`, where one is written), assignments and questions from
 * the data files, then the tests made from them. A lesson without a video
 * lasts its reading time. Aggregates on subjects and chapters are computed
 * from what is written. A subject that already exists (by class and slug) is
 * left alone.
 */
export async function seedCatalogueClass(
  ctx: MutationCtx,
  grade: number,
  subjects: SeedSubject[],
  texts: LessonTexts = LESSON_TEXTS,
) {
  const demoPool: Id<"questions">[] = [];
  let testOrder = 0;
  for (const [order, s] of subjects.entries()) {
    const existing = await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_slug", (q) =>
        q.eq("grade", grade).eq("slug", s.slug),
      )
      .unique();
    if (existing) continue;
    const subjectId = await ctx.db.insert("subjects", {
      grade,
      slug: s.slug,
      name: s.name,
      description: s.description,
      textbook: s.textbook,
      color: s.color,
      is_free: s.isFree,
      order,
      chapter_count: s.chapters.length,
      lesson_count: 0,
      duration_seconds: 0,
      practice_test_count: 0,
      chapter_test_count: 0,
      video_count: 0,
      assignment_count: 0,
      rating_sum: 0,
      rating_count: 0,
    });
    let lessonCount = 0;
    let videoCount = 0;
    let durationSeconds = 0;
    let assignmentCount = 0;
    let chapterTestCount = 0;
    let practiceCount = 0;
    const bank: Banked[] = [];
    const chapterIds: Id<"chapters">[] = [];
    for (const [c, chapter] of s.chapters.entries()) {
      const chapterId = await ctx.db.insert("chapters", {
        subject_id: subjectId,
        number: c + 1,
        title: chapter.title,
        summary: chapter.summary,
        lesson_count: chapter.lessons.length,
        // The first lesson of a free subject's first chapter plays the demo clip.
        video_count: s.isFree && c === 0 && chapter.lessons.length > 0 ? 1 : 0,
        question_count:
          chapter.questions.length + (chapter.bankQuestions?.length ?? 0),
      });
      chapterIds.push(chapterId);
      for (const [l, lesson] of chapter.lessons.entries()) {
        // The first lesson of a free subject plays the demo clip, and lasts as long as it.
        const video = s.isFree && c === 0 && l === 0;
        const text = shippedTextFor(texts, {
          grade,
          slug: s.slug,
          chapter: c + 1,
          lesson: l + 1,
          title: lesson.title,
        });
        const seconds = video
          ? DEMO_CLIP_SECONDS
          : lessonReadingSeconds(lesson.summary, text);
        const lessonId = await ctx.db.insert("lessons", {
          subject_id: subjectId,
          chapter_id: chapterId,
          number: l + 1,
          title: lesson.title,
          summary: lesson.summary,
          duration_seconds: seconds,
          video: video ? DEMO_CLIP : undefined,
          captions: video ? DEMO_CLIP_CAPTIONS : undefined,
        });
        if (text)
          await ctx.db.insert("lesson_texts", {
            lesson_id: lessonId,
            ...textRow(text),
          });
        lessonCount++;
        if (video) videoCount++;
        durationSeconds += seconds;
      }
      if (chapter.assignment) {
        await ctx.db.insert("assignments", {
          subject_id: subjectId,
          chapter_id: chapterId,
          title: chapter.assignment.title,
          instructions: chapter.assignment.instructions,
          max_marks: chapter.assignment.maxMarks,
        });
        assignmentCount++;
      }
      const chapterQuestions: Id<"questions">[] = [];
      for (const q of chapter.questions) {
        const id = await insertQuestion(ctx, {
          grade,
          subjectId,
          chapterId,
          question: q,
        });
        chapterQuestions.push(id);
        bank.push({ id, chapterIndex: c, difficulty: q.difficulty });
      }
      // The chapter's written bank: its chapter test's pool only.
      for (const q of chapter.bankQuestions ?? [])
        chapterQuestions.push(
          await insertQuestion(ctx, {
            grade,
            subjectId,
            chapterId,
            question: q,
          }),
        );
      if (chapterQuestions.length >= 5) {
        // Each attempt is a new paper drawn from the pool (and generated
        // where the chapter has question generators).
        const shape = chapterTestShape(
          chapterQuestions.length,
          generatorsForChapter(grade, s.slug, c + 1, chapter.title).length > 0,
        );
        await insertTest(ctx, {
          grade,
          kind: "chapter",
          title: `${s.name} · Ch ${c + 1}: ${chapter.title}`,
          subject_id: subjectId,
          chapter_id: chapterId,
          difficulty: "medium",
          duration_minutes: shape.duration_minutes,
          marks_correct: TEST_RULES.chapter.marksCorrect,
          marks_wrong: TEST_RULES.chapter.marksWrong,
          order: testOrder++,
          questionIds: chapterQuestions,
          questionCount: shape.question_count,
        });
        chapterTestCount++;
      }
    }
    // The demo test's own questions: rows in the demo pool, kept out of every bank.
    if (s.isFree)
      for (const q of s.demoQuestions ?? []) {
        const chapterId = chapterIds[q.chapter - 1];
        if (!chapterId) continue;
        demoPool.push(
          await insertQuestion(ctx, {
            grade,
            subjectId,
            chapterId,
            question: q,
            pool: "demo",
          }),
        );
      }
    // Practice sets: three neighbouring chapters at a time, easier questions first.
    for (let from = 0; from < s.chapters.length; from += 3) {
      const pool = bank
        .filter((q) => q.chapterIndex >= from && q.chapterIndex < from + 3)
        .sort((a, b) => rank(a.difficulty) - rank(b.difficulty));
      if (pool.length < TEST_RULES.practice.questions) continue;
      const last = Math.min(from + 3, s.chapters.length);
      await insertTest(ctx, {
        grade,
        kind: "practice",
        title: `${s.name} practice: chapters ${from + 1}–${last}`,
        subject_id: subjectId,
        difficulty: "easy",
        duration_minutes: TEST_RULES.practice.minutes,
        marks_correct: TEST_RULES.practice.marksCorrect,
        marks_wrong: TEST_RULES.practice.marksWrong,
        order: testOrder++,
        questionIds: spread(pool, TEST_RULES.practice.questions).map(
          (q) => q.id,
        ),
      });
      practiceCount++;
    }
    await ctx.db.patch("subjects", subjectId, {
      lesson_count: lessonCount,
      video_count: videoCount,
      duration_seconds: durationSeconds,
      assignment_count: assignmentCount,
      practice_test_count: practiceCount,
      chapter_test_count: chapterTestCount,
    });
    // The subject's own full mock tests, from its chapters' written
    // questions (a paid subject's are gated like its other tests).
    await addFullTests(
      ctx,
      { _id: subjectId, grade, name: s.name, order },
      bank.map((q) => q.id),
    );
  }
  // The demo test: only its own pool, so its answers give nothing away.
  if (demoPool.length > 0)
    await insertTest(ctx, {
      grade,
      kind: "demo",
      title: `Class ${grade} demo test`,
      difficulty: "easy",
      duration_minutes: TEST_RULES.demo.minutes,
      marks_correct: 1,
      marks_wrong: 0,
      order: testOrder,
      questionIds: demoPool.slice(0, TEST_RULES.demo.questions),
    });
}

/** A lesson video that works offline: a short clip the front end serves itself (scripts/make-demo-clip.ts). */
const DEMO_CLIP = { kind: "url", url: "/media/welcome-lesson.webm" } as const;
/** The clip's English captions (WebVTT), written with it by the same script. */
const DEMO_CLIP_CAPTIONS = {
  kind: "url",
  url: "/media/welcome-lesson.vtt",
} as const;
/** The clip's length: its lesson lasts this long, so finishing it means watching it. */
export const DEMO_CLIP_SECONDS = 12;

async function insertTest(
  ctx: MutationCtx,
  test: {
    grade: number;
    kind: "practice" | "chapter" | "demo";
    title: string;
    subject_id?: Id<"subjects">;
    chapter_id?: Id<"chapters">;
    difficulty: "easy" | "medium" | "hard";
    duration_minutes: number;
    marks_correct: number;
    marks_wrong: number;
    order: number;
    questionIds: Id<"questions">[];
    /** Questions on each paper, when it is not the written ones alone. */
    questionCount?: number;
  },
) {
  const { questionIds, questionCount, ...fields } = test;
  const testId = await ctx.db.insert("tests", {
    ...fields,
    question_count: questionCount ?? questionIds.length,
  });
  for (const [position, questionId] of questionIds.entries())
    await ctx.db.insert("test_questions", {
      test_id: testId,
      question_id: questionId,
      position,
    });
}

function rank(d: SeedQuestion["difficulty"]) {
  return d === "easy" ? 0 : d === "medium" ? 1 : 2;
}

/** `n` items spread evenly through `items` (deterministic). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from(
    { length: n },
    (_, i) => items[Math.floor((i * items.length) / n)],
  );
}

/** One question of a chapter's bank (or, with `pool: "demo"`, of the demo test's own pool). */
function insertQuestion(
  ctx: MutationCtx,
  {
    grade,
    subjectId,
    chapterId,
    question: q,
    pool,
  }: {
    grade: number;
    subjectId: Id<"subjects">;
    chapterId: Id<"chapters">;
    question: SeedQuestion;
    pool?: "demo";
  },
) {
  return ctx.db.insert("questions", {
    grade,
    subject_id: subjectId,
    chapter_id: chapterId,
    text: q.text,
    options: q.options,
    correct_index: q.correct,
    explanation: q.explanation,
    difficulty: q.difficulty,
    ...(pool ? { pool } : {}),
  });
}
