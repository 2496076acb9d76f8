/**
 * A parent's side: the children linked to them, and withdrawing consent.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { parentMutation, parentQuery } from "../functions";
import { appError } from "../lib/errors";

/** The children linked to the signed-in parent, with their consent (at most 20). */
export const children = parentQuery({
  args: {},
  handler: async (ctx) => {
    const links = await ctx.db
      .query("family_links")
      .withIndex("by_parent_id", (q) => q.eq("parent_id", ctx.viewer.userId))
      .take(20);
    return Promise.all(
      links.map(async (link) => {
        const [profile, record] = await Promise.all([
          ctx.db
            .query("profiles")
            .withIndex("by_user_id", (q) => q.eq("user_id", link.child_id))
            .unique(),
          ctx.db
            .query("consent_records")
            .withIndex("by_parent_id_and_child_id", (q) =>
              q
                .eq("parent_id", ctx.viewer.userId)
                .eq("child_id", link.child_id),
            )
            .order("desc")
            .first(),
        ]);
        return {
          childId: link.child_id,
          fullName: profile?.full_name ?? "Your child",
          grade: profile?.grade ?? null,
          consentedAt: record?.consented_at ?? null,
          withdrawnAt: record?.withdrawn_at ?? null,
          noticeVersion: record?.notice_version ?? null,
        };
      }),
    );
  },
});

/**
 * Withdraws the parent's consent: the record notes when, the child's account
 * closes again at once (the consent gate of functions.ts), and the erasure of
 * everything it holds is scheduled, as the notice says.
 */
export const withdraw = parentMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const record = await ctx.db
      .query("consent_records")
      .withIndex("by_parent_id_and_child_id", (q) =>
        q.eq("parent_id", ctx.viewer.userId).eq("child_id", childId),
      )
      .order("desc")
      .first();
    if (!record)
      throw appError("NotFound", "This child is not linked to your account.");
    if (record.withdrawn_at !== undefined)
      throw appError("Conflict", "You have already withdrawn your consent.");
    const now = Date.now();
    await ctx.db.patch("consent_records", record._id, { withdrawn_at: now });
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", childId))
      .unique();
    if (profile)
      await ctx.db.patch("profiles", profile._id, { consent: "withdrawn" });
    // The privacy area's full erasure (posts, progress, files …) of the
    // child's account; it runs after this answer.
    await ctx.scheduler.runAfter(0, internal.privacy.erasure.eraseAccount, {
      userId: childId,
    });
    return null;
  },
});
