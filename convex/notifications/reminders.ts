import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { FAN_OUT_BATCH, notify } from "../lib/notify";
import { DEFAULT_TIMEZONE } from "../shared/constants";
import { daysBetween, localDay, streakOn } from "../learning/rules";

const DAY = 86_400_000;

/**
 * The evening streak reminder (7 PM IST, `crons.ts`): to each student who
 * turned it on and whose streak breaks tonight unless they learn today (no
 * activity yet today, and no freeze to cover the day). Walks the opted-in
 * preferences FAN_OUT_BATCH at a time, each batch its own mutation. Once a
 * day: the cron runs daily, and the notice's key is the student's day.
 */
export const streaks = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  handler: async (ctx, { cursor }) => {
    const now = Date.now();
    const page = await ctx.db
      .query("notice_preferences")
      .withIndex("by_kind_and_in_app", (q) => q.eq("kind", "streak_reminder"))
      .paginate({ cursor, numItems: FAN_OUT_BATCH });
    for (const choice of page.page) {
      if (!choice.in_app && !choice.mail) continue;
      const [stats, profile] = await Promise.all([
        ctx.db
          .query("player_stats")
          .withIndex("by_user_id", (q) => q.eq("user_id", choice.user_id))
          .unique(),
        ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", choice.user_id))
          .unique(),
      ]);
      if (!stats?.streak_last_day || profile?.role !== "student") continue;
      const timezone = profile.timezone || DEFAULT_TIMEZONE;
      const today = localDay(now, timezone);
      const streak = {
        current: stats.streak_current,
        longest: stats.streak_longest,
        lastDay: stats.streak_last_day,
        freezes: stats.freezes_held,
      };
      const alive = streakOn(streak, today);
      const tomorrow = localDay(now + DAY, timezone);
      const breaksTonight =
        alive > 0 &&
        stats.streak_last_day !== today &&
        daysBetween(stats.streak_last_day, tomorrow) - 1 > stats.freezes_held;
      if (!breaksTonight) continue;
      await notify(
        ctx,
        choice.user_id,
        "streak_reminder",
        { streakDays: alive },
        { dedupeKey: `streak:${today}` },
      );
    }
    if (!page.isDone)
      await ctx.scheduler.runAfter(
        0,
        internal.notifications.reminders.streaks,
        {
          cursor: page.continueCursor,
        },
      );
  },
});
