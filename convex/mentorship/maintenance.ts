import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { completeSession, staleAfter } from "./model/workspace";
import { AUTO_COMPLETE_AFTER_HOURS, SESSION_DURATION } from "./rules";

const MINUTE = 60_000;
/** Sessions completed per mutation; a full batch schedules the next. */
const COMPLETE_BATCH = 100;
/** Ongoing sessions looked at per mutation (some may be long ones not yet due). */
const SCAN_MAX = 400;

/**
 * The cron's sweep: sessions left ongoing AUTO_COMPLETE_AFTER_HOURS past
 * their end are completed (and counted in their mentor's total_sessions),
 * oldest first, through `by_status_and_scheduled_at`.
 */
export const completeStale = internalMutation({
  args: {},
  handler: async (ctx) => {
    const now = Date.now();
    // Nothing that started later than this can be due yet.
    const latestStart =
      now - (AUTO_COMPLETE_AFTER_HOURS * 60 + SESSION_DURATION.min) * MINUTE;
    const candidates = await ctx.db
      .query("mentorship_sessions")
      .withIndex("by_status_and_scheduled_at", (q) =>
        q.eq("status", "ongoing").lte("scheduled_at", latestStart),
      )
      .take(SCAN_MAX);
    const due = candidates
      .filter((s) => staleAfter(s) <= now)
      .slice(0, COMPLETE_BATCH);
    for (const session of due) await completeSession(ctx, session, now);
    if (due.length === COMPLETE_BATCH)
      await ctx.scheduler.runAfter(
        0,
        internal.mentorship.maintenance.completeStale,
        {},
      );
    return { completed: due.length };
  },
});
