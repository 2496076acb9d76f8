import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { INBOX_KEEP } from "./model/notices";

/** Notices deleted per mutation. */
const TRIM_BATCH = 500;

/**
 * Keeps each inbox to its newest INBOX_KEEP notices (nightly, `crons.ts`).
 * Finds an inbox over the limit through its total, deletes its oldest
 * notices, at most TRIM_BATCH per mutation, and schedules itself again until
 * no inbox is over.
 */
export const trimInboxes = internalMutation({
  args: {},
  handler: async (ctx) => {
    const inbox = await ctx.db
      .query("notice_inboxes")
      .withIndex("by_total", (q) => q.gt("total", INBOX_KEEP))
      .first();
    if (!inbox) return { trimmed: 0 };
    // The newest INBOX_KEEP stay; up to TRIM_BATCH older ones go. Counting
    // from the newest keeps the 200 exact even if the total were ever wrong.
    const newest = await ctx.db
      .query("notifications")
      .withIndex("by_user_id", (q) => q.eq("user_id", inbox.user_id))
      .order("desc")
      .take(INBOX_KEEP + TRIM_BATCH);
    const oldest = newest.slice(INBOX_KEEP);
    let unreadGone = 0;
    for (const notice of oldest) {
      if (notice.read_at === undefined) unreadGone++;
      await ctx.db.delete("notifications", notice._id);
    }
    const complete = newest.length < INBOX_KEEP + TRIM_BATCH;
    await ctx.db.patch("notice_inboxes", inbox._id, {
      total: complete
        ? newest.length - oldest.length
        : inbox.total - oldest.length,
      unread: Math.max(0, inbox.unread - unreadGone),
    });
    await ctx.scheduler.runAfter(
      0,
      internal.notifications.maintenance.trimInboxes,
      {},
    );
    return { trimmed: oldest.length };
  },
});
