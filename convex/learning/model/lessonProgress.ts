/**
 * A student's progress through a lesson, recorded the same way for a real
 * visit (convex/learning/lessons.ts) and for the demo seed replaying past
 * days (seedData/loadProgress.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";
import { recordActivity } from "./progress";
import { LESSON_NOT_FINISHED, lessonFinished } from "../rules";

/** The lesson was opened at `at`. */
export async function recordOpening(
  ctx: MutationCtx,
  userId: Id<"users">,
  lesson: Doc<"lessons">,
  at: number,
) {
  const existing = await progressOf(ctx, userId, lesson._id);
  if (!existing) await startProgress(ctx, userId, lesson, 0, at);
  else if (existing.completed_at === undefined)
    await ctx.db.patch("lesson_progress", existing._id, {
      opened_at: existing.opened_at ?? at,
      updated_at: at,
    });
}

/**
 * A heartbeat at `at`: `played` seconds of video played, or of a reading
 * lesson in view, since the previous one; now at `position`. It is credited
 * at most the wall-clock time since this lesson's previous heartbeat (or
 * opening) and since the student's learning clock, which every heartbeat of
 * every lesson moves on: lessons open in parallel share the clock, so the
 * time credited across all of a student's lessons never exceeds the time
 * that passed.
 */
export async function recordHeartbeat(
  ctx: MutationCtx,
  userId: Id<"users">,
  lesson: Doc<"lessons">,
  position: number,
  played: number,
  at: number,
) {
  const existing = await progressOf(ctx, userId, lesson._id);
  const positionSeconds = Math.min(position, lesson.duration_seconds);
  if (!existing) {
    // No opening on record: this heartbeat opens it and credits nothing yet.
    await startProgress(ctx, userId, lesson, positionSeconds, at);
    return;
  }
  const clock = await ctx.db
    .query("learning_clock")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  const from = Math.max(existing.updated_at, clock?.credited_until ?? 0);
  const credited = Math.max(0, Math.min(played, (at - from) / 1000));
  if (!clock)
    await ctx.db.insert("learning_clock", {
      user_id: userId,
      credited_until: at,
    });
  else if (at > clock.credited_until)
    await ctx.db.patch("learning_clock", clock._id, { credited_until: at });
  await ctx.db.patch("lesson_progress", existing._id, {
    position_seconds: positionSeconds,
    watched_seconds: Math.min(
      lesson.duration_seconds,
      existing.watched_seconds + credited,
    ),
    opened_at: existing.opened_at ?? at,
    updated_at: Math.max(existing.updated_at, at),
  });
}

/** Completes the lesson at `at` if enough of it was credited (read in view or watched), and records the XP. */
export async function completeLesson(
  ctx: MutationCtx,
  userId: Id<"users">,
  lesson: Doc<"lessons">,
  at: number,
) {
  const existing = await progressOf(ctx, userId, lesson._id);
  if (existing?.completed_at !== undefined)
    return { alreadyDone: true, xp: 0, badges: [] };
  if (
    !existing ||
    !lessonFinished(
      { durationSeconds: lesson.duration_seconds },
      { watchedSeconds: existing.watched_seconds },
    )
  )
    throw appError("InvalidInput", LESSON_NOT_FINISHED);
  await ctx.db.patch("lesson_progress", existing._id, {
    completed_at: at,
    updated_at: at,
  });
  const recorded = await recordActivity(
    ctx,
    userId,
    {
      kind: "lesson_completed",
      sourceId: lesson._id,
      seconds: lesson.duration_seconds,
    },
    at,
  );
  return { alreadyDone: false, xp: recorded.xp, badges: recorded.badges };
}

export function progressOf(
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

/** A lesson's first progress row: opened at `at`, nothing watched yet. */
function startProgress(
  ctx: MutationCtx,
  userId: Id<"users">,
  lesson: Doc<"lessons">,
  positionSeconds: number,
  at: number,
) {
  return ctx.db.insert("lesson_progress", {
    user_id: userId,
    lesson_id: lesson._id,
    subject_id: lesson.subject_id,
    chapter_id: lesson.chapter_id,
    position_seconds: positionSeconds,
    watched_seconds: 0,
    opened_at: at,
    updated_at: at,
  });
}
