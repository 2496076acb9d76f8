import { memberMutation, publicQuery } from "../functions";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import { type MutationCtx, type QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import {
  completeLesson,
  progressOf,
  recordHeartbeat,
  recordOpening,
} from "./model/lessonProgress";
import { canOpenSubject, requireOwnClass } from "./model/access";
import { textOf } from "./model/lessonTexts";
import { lessonSecondsNeeded } from "./rules";
import { requireNumberInRange } from "../lib/validators";
import { type Viewer } from "../lib/viewer";

/** The longest lesson position or heartbeat a client may send, in seconds. */
const MAX_SECONDS = 24 * 3_600;

/**
 * A lesson with its place in the subject (previous and next lesson, across
 * chapters), its full text when it has one (else its summary), and the
 * viewer's position in it. A locked subject's lesson comes without its
 * summary, text and video. `durationSeconds` is the video's length, or the
 * reading time of a lesson without a video; `readingSeconds` the full text's
 * reading time (null without one).
 */
export const get = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { lessonId: v.string() },
  handler: async (ctx, args) => {
    const lessonId = ctx.db.normalizeId("lessons", args.lessonId);
    const lesson = lessonId && (await ctx.db.get("lessons", lessonId));
    // A lesson hidden by staff is not shown (its learners keep their progress).
    if (!lesson || lesson.hidden_at !== undefined) return null;
    const [chapter, subject] = await Promise.all([
      ctx.db.get("chapters", lesson.chapter_id),
      ctx.db.get("subjects", lesson.subject_id),
    ]);
    if (!chapter || !subject) return null;
    const { viewer } = ctx;
    const unlocked = await canOpenSubject(ctx, viewer, subject);
    const [previous, next, progress, text] = await Promise.all([
      neighbour(ctx, lesson, chapter, "previous"),
      neighbour(ctx, lesson, chapter, "next"),
      viewer ? progressOf(ctx, viewer.userId, lesson._id) : null,
      textOf(ctx, lesson._id),
    ]);
    return {
      _id: lesson._id,
      number: lesson.number,
      title: lesson.title,
      durationSeconds: lesson.duration_seconds,
      hasVideo: lesson.video !== undefined,
      readingSeconds: text?.reading_seconds ?? null,
      unlocked,
      summary: unlocked ? lesson.summary : null,
      text:
        unlocked && text
          ? { body: text.body, figures: text.figures, check: text.check }
          : null,
      videoUrl: unlocked ? await videoUrl(ctx, lesson) : null,
      // The video's English captions (WebVTT), when it has them.
      captionsUrl:
        unlocked && lesson.video ? await fileUrl(ctx, lesson.captions) : null,
      chapter: {
        _id: chapter._id,
        number: chapter.number,
        title: chapter.title,
      },
      subject: {
        _id: subject._id,
        grade: subject.grade,
        slug: subject.slug,
        name: subject.name,
        color: subject.color,
      },
      previousId: previous?._id ?? null,
      nextId: next?._id ?? null,
      progress: progress
        ? {
            positionSeconds: progress.position_seconds,
            completed: progress.completed_at !== undefined,
            // Time credited so far (watched, or read in view) and the time
            // needed before the lesson can be marked complete.
            secondsCredited: progress.watched_seconds,
            secondsNeeded: lessonSecondsNeeded(lesson.duration_seconds),
          }
        : null,
    };
  },
});

/**
 * The lesson page calls this when it opens a lesson: every opening starts a
 * new count of watched or read time (heartbeats are credited from here).
 */
export const open = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const { viewer } = ctx;
    const lesson = await openLesson(ctx, viewer, lessonId);
    await recordOpening(ctx, viewer.userId, lesson, Date.now());
  },
});

/**
 * A heartbeat while the video plays, or while a reading lesson is in view
 * (every few seconds, and on pause, hiding or leaving): the position to
 * resume from, and the seconds played or read since the previous heartbeat.
 * That time is credited at most as much as the wall-clock time since the
 * lesson's previous heartbeat or opening and since the student's previous
 * heartbeat of any lesson, so jumping to the end is not watching it and
 * lessons open in parallel share one clock.
 */
export const savePosition = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: {
    lessonId: v.id("lessons"),
    positionSeconds: v.number(),
    /** Seconds played since the previous heartbeat. */
    watchedSeconds: v.number(),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    for (const value of [args.positionSeconds, args.watchedSeconds])
      requireNumberInRange(value, 0, MAX_SECONDS, "Seconds", {
        message: "That is not a position in this lesson.",
      });
    const lesson = await openLesson(ctx, viewer, args.lessonId);
    await recordHeartbeat(
      ctx,
      viewer.userId,
      lesson,
      args.positionSeconds,
      args.watchedSeconds,
      Date.now(),
    );
  },
});

/**
 * Marks a lesson done (when its video ends, or when a reading lesson is
 * finished). Once is enough. Refused until enough of the lesson was credited
 * (`LESSON_COMPLETION_SHARE` of its duration watched, or read in view).
 */
export const complete = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const { viewer } = ctx;
    const lesson = await openLesson(ctx, viewer, lessonId);
    return completeLesson(ctx, viewer.userId, lesson, Date.now());
  },
});

async function openLesson(
  ctx: MutationCtx,
  viewer: Viewer,
  lessonId: Id<"lessons">,
) {
  const lesson = await ctx.db.get("lessons", lessonId);
  const subject = lesson && (await ctx.db.get("subjects", lesson.subject_id));
  if (!lesson || !subject || lesson.hidden_at !== undefined)
    throw appError("NotFound", "This lesson no longer exists.");
  requireOwnClass(viewer, subject.grade);
  if (!(await canOpenSubject(ctx, viewer, subject)))
    throw appError(
      "NotAuthorized",
      "This course is part of a paid plan. Unlock it to continue.",
    );
  return lesson;
}

async function videoUrl(ctx: QueryCtx, lesson: Doc<"lessons">) {
  return await fileUrl(ctx, lesson.video);
}

/** Where a lesson's video or captions file is served from. */
async function fileUrl(ctx: QueryCtx, file: Doc<"lessons">["video"]) {
  if (!file) return null;
  if (file.kind === "url") return file.url;
  return await ctx.storage.getUrl(file.storage_id);
}

/**
 * The lesson before or after this one in the subject, crossing into the
 * neighbouring chapters; hidden lessons are skipped.
 */
async function neighbour(
  ctx: QueryCtx,
  lesson: Doc<"lessons">,
  chapter: Doc<"chapters">,
  direction: "previous" | "next",
) {
  const next = direction === "next";
  const inChapter = await ctx.db
    .query("lessons")
    .withIndex("by_chapter_id_and_number", (q) =>
      next
        ? q.eq("chapter_id", chapter._id).gt("number", lesson.number)
        : q.eq("chapter_id", chapter._id).lt("number", lesson.number),
    )
    .order(next ? "asc" : "desc")
    // Skips only the few lessons staff hid.
    // eslint-disable-next-line @convex-dev/no-filter-in-query
    .filter((q) => q.eq(q.field("hidden_at"), undefined))
    .first();
  if (inChapter) return inChapter;
  const otherChapters = await ctx.db
    .query("chapters")
    .withIndex("by_subject_id_and_number", (q) =>
      next
        ? q.eq("subject_id", chapter.subject_id).gt("number", chapter.number)
        : q.eq("subject_id", chapter.subject_id).lt("number", chapter.number),
    )
    .order(next ? "asc" : "desc")
    .take(3);
  for (const other of otherChapters) {
    const found = await ctx.db
      .query("lessons")
      .withIndex("by_chapter_id_and_number", (q) =>
        q.eq("chapter_id", other._id),
      )
      .order(next ? "asc" : "desc")
      // Skips only the few lessons staff hid.
      // eslint-disable-next-line @convex-dev/no-filter-in-query
      .filter((q) => q.eq(q.field("hidden_at"), undefined))
      .first();
    if (found) return found;
  }
  return null;
}
