/**
 * A parent's view of a linked child's week: what the child learned in the
 * last 7 days (today and the 6 days before, in the child's time zone, as the
 * child's dashboard counts days), read from the same rows and through the
 * same learning helpers as the dashboard. Read-only, and only for a parent
 * whose consent for the child stands.
 */
import { v } from "convex/values";
import { parentQuery } from "../functions";
import { requireClientNow } from "../lib/validators";
import { childWeekOf } from "./model/week";

/**
 * The child's week at a glance. `now` is the parent's clock rounded to the
 * minute (queries do not read the clock); it decides which days are "this
 * week". Lessons and tests are listed up to WEEK_LIST_MAX each (the counts
 * are the day totals, whatever the list holds).
 */
export const childWeek = parentQuery({
  args: { childId: v.id("users"), now: v.number() },
  handler: async (ctx, args) =>
    childWeekOf(
      ctx,
      ctx.viewer.userId,
      args.childId,
      requireClientNow(args.now),
    ),
});
