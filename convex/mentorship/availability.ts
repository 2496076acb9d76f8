import { zodToConvex } from "convex-helpers/server/zod4";
import { verifiedMentorMutation, verifiedMentorQuery } from "../functions";
import { parseOrThrow } from "../lib/errors";
import { changeStats, statsOf, viewerMentor } from "./model/workspace";
import { DEFAULT_TIMEZONE } from "../shared/constants";
import {
  DEFAULT_AVAILABILITY,
  availabilitySchema,
  type AvailabilityDay,
} from "./rules";

/**
 * Availability Settings (the teacher dashboard): the verified mentor's hours
 * for every weekday, in IST, saved as `mentor_availability` rows (one per
 * day that is on), which the public profile shows and 1-on-1 requests must
 * fall inside.
 */

/** More weekly slots than anyone keeps; bounds the read. */
const SLOTS_MAX = 50;

/**
 * All seven weekdays (Sunday 0 … Saturday 6), each on or off with its hours.
 * Before the mentor first saves, every day is on at 9:00 AM – 5:00 PM and
 * `saved` is false (requests need saved hours).
 */
export const mine = verifiedMentorQuery({
  args: {},
  handler: async (ctx) => {
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const [rows, stats] = await Promise.all([
      ctx.db
        .query("mentor_availability")
        .withIndex("by_mentor_id_and_weekday", (q) =>
          q.eq("mentor_id", mentor._id),
        )
        .take(SLOTS_MAX),
      statsOf(ctx, mentor._id),
    ]);
    const saved = (stats?.availability_saved ?? false) || rows.length > 0;
    const days: AvailabilityDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      // A day with several slots (older data) shows its first.
      const slot = rows
        .filter((r) => r.weekday === weekday)
        .sort((a, b) => a.start_minute - b.start_minute)[0];
      return slot
        ? {
            weekday,
            enabled: true,
            startMinute: slot.start_minute,
            endMinute: slot.end_minute,
          }
        : { weekday, enabled: !saved, ...DEFAULT_AVAILABILITY };
    });
    return { saved, timezone: DEFAULT_TIMEZONE, days };
  },
});

/** Saves all seven weekdays at once (replacing what was saved): the days that are on become rows. */
export const save = verifiedMentorMutation({
  args: {
    days: zodToConvex(availabilitySchema),
  },
  handler: async (ctx, args) => {
    const days = parseOrThrow(availabilitySchema, args.days);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const old = await ctx.db
      .query("mentor_availability")
      .withIndex("by_mentor_id_and_weekday", (q) =>
        q.eq("mentor_id", mentor._id),
      )
      .take(SLOTS_MAX);
    for (const row of old) await ctx.db.delete("mentor_availability", row._id);
    for (const day of days)
      if (day.enabled)
        await ctx.db.insert("mentor_availability", {
          mentor_id: mentor._id,
          weekday: day.weekday,
          start_minute: day.startMinute,
          end_minute: day.endMinute,
          timezone: DEFAULT_TIMEZONE,
        });
    await changeStats(ctx, mentor._id, { availabilitySaved: true });
    return null;
  },
});
