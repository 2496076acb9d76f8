import { v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import {
  mutation,
  query,
  type MutationCtx,
  type QueryCtx,
} from "./_generated/server";
import { appError } from "./lib/errors";
import { canOpenSubject, requireOwnClass } from "./lib/learning";
import { recordActivity } from "./lib/progress";
import { getViewer, requireViewer, type Viewer } from "./lib/viewer";

/**
 * A lesson with its place in the subject (previous and next lesson, across
 * chapters) and the viewer's position in it. A locked subject's lesson comes
 * without its summary and video.
 */
export const get = query({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { lessonId: v.string() },
  handler: async (ctx, args) => {
    const lessonId = ctx.db.normalizeId("lessons", args.lessonId);
    const lesson = lessonId && (await ctx.db.get("lessons", lessonId));
    if (!lesson) return null;
    const [chapter, subject] = await Promise.all([
      ctx.db.get("chapters", lesson.chapter_id),
      ctx.db.get("subjects", lesson.subject_id),
    ]);
    if (!chapter || !subject) return null;
    const viewer = await getViewer(ctx);
    const unlocked = await canOpenSubject(ctx, viewer, subject);
    const [previous, next, progress] = await Promise.all([
      neighbour(ctx, lesson, chapter, "previous"),
      neighbour(ctx, lesson, chapter, "next"),
      viewer ? progressOf(ctx, viewer.userId, lesson._id) : null,
    ]);
    return {
      _id: lesson._id,
      number: lesson.number,
      title: lesson.title,
      durationSeconds: lesson.duration_seconds,
      unlocked,
      summary: unlocked ? lesson.summary : null,
      videoUrl: unlocked ? await videoUrl(ctx, lesson) : null,
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
          }
        : null,
    };
  },
});

/** Remembers where the learner is in a lesson's video (sent every few seconds while it plays). */
export const savePosition = mutation({
  args: {
    lessonId: v.id("lessons"),
    positionSeconds: v.number(),
    watchedSeconds: v.number(),
  },
  handler: async (ctx, args) => {
    const viewer = await requireViewer(ctx);
    const lesson = await openLesson(ctx, viewer, args.lessonId);
    if (
      !Number.isFinite(args.positionSeconds) ||
      !Number.isFinite(args.watchedSeconds) ||
      args.positionSeconds < 0 ||
      args.watchedSeconds < 0
    )
      throw appError("InvalidInput", "That is not a position in this lesson.");
    const position = Math.min(args.positionSeconds, lesson.duration_seconds);
    const existing = await progressOf(ctx, viewer.userId, lesson._id);
    const now = Date.now();
    if (existing)
      await ctx.db.patch("lesson_progress", existing._id, {
        position_seconds: position,
        watched_seconds: Math.max(
          existing.watched_seconds,
          Math.min(args.watchedSeconds, lesson.duration_seconds),
        ),
        updated_at: now,
      });
    else
      await ctx.db.insert("lesson_progress", {
        user_id: viewer.userId,
        lesson_id: lesson._id,
        subject_id: lesson.subject_id,
        chapter_id: lesson.chapter_id,
        position_seconds: position,
        watched_seconds: Math.min(args.watchedSeconds, lesson.duration_seconds),
        updated_at: now,
      });
  },
});

/** Marks a lesson done (when its video ends, or when a reading lesson is finished). Once is enough. */
export const complete = mutation({
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const viewer = await requireViewer(ctx);
    const lesson = await openLesson(ctx, viewer, lessonId);
    const existing = await progressOf(ctx, viewer.userId, lesson._id);
    const now = Date.now();
    if (existing?.completed_at !== undefined)
      return { alreadyDone: true, xp: 0, badges: [] };
    if (existing)
      await ctx.db.patch("lesson_progress", existing._id, {
        completed_at: now,
        watched_seconds: lesson.duration_seconds,
        updated_at: now,
      });
    else
      await ctx.db.insert("lesson_progress", {
        user_id: viewer.userId,
        lesson_id: lesson._id,
        subject_id: lesson.subject_id,
        chapter_id: lesson.chapter_id,
        position_seconds: 0,
        watched_seconds: lesson.duration_seconds,
        completed_at: now,
        updated_at: now,
      });
    const recorded = await recordActivity(ctx, viewer.userId, {
      kind: "lesson_completed",
      sourceId: lesson._id,
      seconds: lesson.duration_seconds,
    });
    return { alreadyDone: false, xp: recorded.xp, badges: recorded.badges };
  },
});

async function openLesson(
  ctx: MutationCtx,
  viewer: Viewer,
  lessonId: Id<"lessons">,
) {
  const lesson = await ctx.db.get("lessons", lessonId);
  const subject = lesson && (await ctx.db.get("subjects", lesson.subject_id));
  if (!lesson || !subject)
    throw appError("NotFound", "This lesson no longer exists.");
  requireOwnClass(viewer, subject.grade);
  if (!(await canOpenSubject(ctx, viewer, subject)))
    throw appError(
      "NotAuthorized",
      "This course is part of a paid plan. Unlock it to continue.",
    );
  return lesson;
}

function progressOf(
  ctx: QueryCtx,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
) {
  return ctx.db
    .query("lesson_progress")
    .withIndex("by_user_id_and_lesson_id", (q) =>
      q.eq("user_id", userId).eq("lesson_id", lessonId),
    )
    .unique();
}

async function videoUrl(ctx: QueryCtx, lesson: Doc<"lessons">) {
  if (!lesson.video) return null;
  if (lesson.video.kind === "url") return lesson.video.url;
  return await ctx.storage.getUrl(lesson.video.storage_id);
}

/** The lesson before or after this one in the subject, crossing into the neighbouring chapter. */
async function neighbour(
  ctx: QueryCtx,
  lesson: Doc<"lessons">,
  chapter: Doc<"chapters">,
  direction: "previous" | "next",
) {
  const step = direction === "next" ? 1 : -1;
  const inChapter = await ctx.db
    .query("lessons")
    .withIndex("by_chapter_id_and_number", (q) =>
      q.eq("chapter_id", chapter._id).eq("number", lesson.number + step),
    )
    .first();
  if (inChapter) return inChapter;
  const otherChapter = await ctx.db
    .query("chapters")
    .withIndex("by_subject_id_and_number", (q) =>
      q
        .eq("subject_id", chapter.subject_id)
        .eq("number", chapter.number + step),
    )
    .first();
  if (!otherChapter) return null;
  return ctx.db
    .query("lessons")
    .withIndex("by_chapter_id_and_number", (q) =>
      q.eq("chapter_id", otherChapter._id),
    )
    .order(direction === "next" ? "asc" : "desc")
    .first();
}
