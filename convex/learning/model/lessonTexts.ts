import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { LESSON_TEXTS } from "../../seedData/lessons";
import type { LessonText } from "../../seedData/lessons/types";
import { lessonReadingSeconds } from "../lessonTextRules";

/** Lesson texts by the file they are written in ("class9-science"). */
export type LessonTexts = Record<string, LessonText[]>;

/**
 * The shipped text of a catalogue lesson: written for the same class and
 * subject, the same chapter and lesson number, and with the same title (so
 * a lesson a mentor uploaded into that place never takes it).
 */
export function shippedTextFor(
  texts: LessonTexts,
  place: {
    grade: number;
    slug: string;
    chapter: number;
    lesson: number;
    title: string;
  },
): LessonText | null {
  const file = texts[`class${place.grade}-${place.slug}`] ?? [];
  return (
    file.find(
      (t) =>
        t.chapter === place.chapter &&
        t.lesson === place.lesson &&
        t.title === place.title,
    ) ?? null
  );
}

/** A lesson text as its `lesson_texts` row stores it. */
export function textRow(text: LessonText) {
  return {
    body: text.body,
    figures: Object.entries(text.figures ?? {}).map(([name, f]) => ({
      name,
      svg: f.svg,
      alt: f.alt,
    })),
    check: text.check.map((c) => ({ question: c.question, answer: c.answer })),
    reading_seconds: lessonReadingSeconds("", text),
  };
}

/** A lesson's full text, if it has one. */
export function textOf(ctx: QueryCtx, lessonId: Id<"lessons">) {
  return ctx.db
    .query("lesson_texts")
    .withIndex("by_lesson_id", (q) => q.eq("lesson_id", lessonId))
    .unique();
}

/**
 * Makes a lesson's stored text and length match the shipped texts: writes,
 * replaces or removes its `lesson_texts` row, and gives a lesson without a
 * video its reading time as its duration, moving the subject's total
 * duration by the difference (a hidden lesson is not in the total). Writes
 * nothing when they already match, so running it again changes nothing.
 */
export async function syncLessonText(
  ctx: MutationCtx,
  lesson: Doc<"lessons">,
  texts: LessonTexts = LESSON_TEXTS,
) {
  const [subject, chapter, stored] = await Promise.all([
    ctx.db.get("subjects", lesson.subject_id),
    ctx.db.get("chapters", lesson.chapter_id),
    textOf(ctx, lesson._id),
  ]);
  if (!subject || !chapter) return;
  const text = shippedTextFor(texts, {
    grade: subject.grade,
    slug: subject.slug,
    chapter: chapter.number,
    lesson: lesson.number,
    title: lesson.title,
  });
  if (text) {
    const row = textRow(text);
    if (!stored)
      await ctx.db.insert("lesson_texts", { lesson_id: lesson._id, ...row });
    else if (!sameText(stored, row))
      await ctx.db.replace("lesson_texts", stored._id, {
        lesson_id: lesson._id,
        ...row,
      });
  } else if (stored) await ctx.db.delete("lesson_texts", stored._id);

  if (lesson.video !== undefined) return;
  const seconds = lessonReadingSeconds(lesson.summary, text);
  if (seconds === lesson.duration_seconds) return;
  await ctx.db.patch("lessons", lesson._id, { duration_seconds: seconds });
  if (lesson.hidden_at === undefined)
    await ctx.db.patch("subjects", subject._id, {
      duration_seconds: Math.max(
        0,
        subject.duration_seconds + seconds - lesson.duration_seconds,
      ),
    });
}

function sameText(
  stored: Doc<"lesson_texts">,
  row: ReturnType<typeof textRow>,
): boolean {
  return (
    stored.body === row.body &&
    stored.reading_seconds === row.reading_seconds &&
    JSON.stringify(stored.figures) === JSON.stringify(row.figures) &&
    JSON.stringify(stored.check) === JSON.stringify(row.check)
  );
}

/** The most lessons and tests a subject's recount reads (the catalogue has far fewer). */
const RECOUNT_LIMIT = 1_000;

/**
 * Counts a subject's shown lessons, videos, practice sets and chapter tests,
 * and its total duration, from its rows, and writes them on the subject and
 * its chapters (lessons and videos per chapter) where they differ.
 */
export async function recountSubject(
  ctx: MutationCtx,
  subject: Doc<"subjects">,
) {
  const [lessons, practice, chapterTests, chapters] = await Promise.all([
    ctx.db
      .query("lessons")
      .withIndex("by_subject_id_and_hidden_at", (q) =>
        q.eq("subject_id", subject._id).eq("hidden_at", undefined),
      )
      .take(RECOUNT_LIMIT),
    ctx.db
      .query("tests")
      .withIndex("by_subject_id_and_kind", (q) =>
        q.eq("subject_id", subject._id).eq("kind", "practice"),
      )
      .take(RECOUNT_LIMIT),
    ctx.db
      .query("tests")
      .withIndex("by_subject_id_and_kind", (q) =>
        q.eq("subject_id", subject._id).eq("kind", "chapter"),
      )
      .take(RECOUNT_LIMIT),
    ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id),
      )
      .take(RECOUNT_LIMIT),
  ]);
  const byChapter = new Map<string, { lessons: number; videos: number }>();
  for (const lesson of lessons) {
    const c = byChapter.get(lesson.chapter_id) ?? { lessons: 0, videos: 0 };
    c.lessons++;
    if (lesson.video !== undefined) c.videos++;
    byChapter.set(lesson.chapter_id, c);
  }
  for (const chapter of chapters) {
    const c = byChapter.get(chapter._id) ?? { lessons: 0, videos: 0 };
    if (chapter.lesson_count !== c.lessons || chapter.video_count !== c.videos)
      await ctx.db.patch("chapters", chapter._id, {
        lesson_count: c.lessons,
        video_count: c.videos,
      });
  }
  const counts = {
    chapter_count: chapters.length,
    lesson_count: lessons.length,
    video_count: lessons.filter((l) => l.video !== undefined).length,
    duration_seconds: lessons.reduce((sum, l) => sum + l.duration_seconds, 0),
    practice_test_count: practice.length,
    chapter_test_count: chapterTests.length,
  };
  if (
    Object.entries(counts).some(
      ([k, n]) => subject[k as keyof typeof counts] !== n,
    )
  )
    await ctx.db.patch("subjects", subject._id, counts);
}
