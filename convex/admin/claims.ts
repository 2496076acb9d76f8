import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { adminMutation, staffMutation } from "../functions";
import {
  type ClaimKey,
  releaseClaim,
  takeClaim,
  takeOverClaim,
} from "./model/claims";
import { appError } from "../lib/errors";

/** "report:<id>" or "content:<id>", as the queues name their items. */
function claimKey(raw: string): ClaimKey {
  if (!/^(report|content):[A-Za-z0-9_-]{1,64}$/.test(raw))
    throw appError("InvalidInput", "That is not an item of a queue.");
  return raw as ClaimKey;
}

/**
 * A staff member opens a queue item, and their open page renews it each
 * minute: they hold it for two minutes at a time, and every other staff
 * member's queue shows who has it. `interacted` says whether they did
 * anything on the page since the last renewal (opening counts): without it,
 * renewals end the claim five minutes after the last interaction. If someone
 * else holds it, says who instead.
 */
export const claim = staffMutation({
  args: { key: v.string(), interacted: v.optional(v.boolean()) },
  handler: async (ctx, args) =>
    takeClaim(ctx, claimKey(args.key), ctx.viewer, args.interacted ?? true),
});

/**
 * An admin takes an item over from the staff member who holds it (their
 * page says so at once), or simply takes it when no one holds it.
 */
export const takeOver = adminMutation({
  args: { key: v.string() },
  handler: async (ctx, args) =>
    takeOverClaim(ctx, claimKey(args.key), ctx.viewer),
});

/** They leave the item: their claim ends at once. */
export const release = staffMutation({
  args: { key: v.string() },
  handler: async (ctx, args) => {
    await releaseClaim(ctx, claimKey(args.key), ctx.viewer);
    return null;
  },
});

/** Every few minutes: expired claims are deleted (a bounded batch). */
export const sweep = internalMutation({
  args: {},
  handler: async (ctx) => {
    const expired = await ctx.db
      .query("review_claims")
      .withIndex("by_expires_at", (q) => q.lt("expires_at", Date.now()))
      .take(200);
    for (const row of expired) await ctx.db.delete("review_claims", row._id);
    return { deleted: expired.length };
  },
});
