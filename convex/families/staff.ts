/**
 * What staff see of a child's consent: the records, read-only. No staff
 * function changes a record.
 */
import { v } from "convex/values";
import { staffQuery } from "../functions";

/** A child's consent records, newest first (at most 20), and their open request. */
export const consentRecords = staffQuery({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const records = await ctx.db
      .query("consent_records")
      .withIndex("by_child_id", (q) => q.eq("child_id", childId))
      .order("desc")
      .take(20);
    const requests = await ctx.db
      .query("consent_requests")
      .withIndex("by_child_id", (q) => q.eq("child_id", childId))
      .order("desc")
      .take(5);
    return {
      records: await Promise.all(
        records.map(async (r) => {
          const parent = await ctx.db
            .query("profiles")
            .withIndex("by_user_id", (q) => q.eq("user_id", r.parent_id))
            .unique();
          return {
            parentName: parent?.full_name ?? "Deleted account",
            verifiedEmail: r.verified_email,
            consentedAt: r.consented_at,
            noticeVersion: r.notice_version,
            declaration: r.declaration,
            withdrawnAt: r.withdrawn_at ?? null,
          };
        }),
      ),
      requests: requests.map((r) => ({
        status: r.status,
        parentEmail: r.parent_email ?? null,
        createdAt: r.created_at,
        sentAt: r.sent_at ?? null,
        remindersSentAt: r.reminders_sent_at,
      })),
    };
  },
});
