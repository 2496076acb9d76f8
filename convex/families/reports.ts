/**
 * The weekly report run (crons.ts: Sundays, 7 PM IST): walks the parent
 * links a page at a time, each page its own transaction scheduling the
 * next, and reports each linked child's week to their consenting parents
 * (model/report.ts), once per child and week.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { reportChildWeek } from "./model/report";

/**
 * Links handled per transaction: each report reads the child's week (a few
 * dozen rows) and writes a mail per parent, well within one transaction's
 * limits at this size.
 */
export const REPORT_BATCH = 25;

export const sendWeekly = internalMutation({
  args: {
    cursor: v.union(v.string(), v.null()),
    /** The run's moment, kept by every page so one run reports one week. */
    now: v.optional(v.number()),
    batch: v.optional(v.number()),
  },
  handler: async (ctx, { cursor, now = Date.now(), batch = REPORT_BATCH }) => {
    const page = await ctx.db
      .query("family_links")
      .withIndex("by_child_id")
      .paginate({
        cursor,
        numItems: Math.max(1, Math.min(Math.floor(batch), 100)),
      });
    // Two parents of a child are two links: the child's week is read and
    // mailed to both once (the week's row stops the second).
    const children = new Set(page.page.map((link) => link.child_id));
    let sent = 0;
    for (const childId of children)
      if ((await reportChildWeek(ctx, childId, now)) === "sent") sent++;
    if (!page.isDone)
      await ctx.scheduler.runAfter(0, internal.families.reports.sendWeekly, {
        cursor: page.continueCursor,
        now,
        batch,
      });
    return { sent, done: page.isDone };
  },
});
