import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/**
 * The subscription that used the account's free trial, or null while it is
 * unused. A trial stays used after it ends or expires. One read.
 */
export async function trialUse(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("subscriptions")
    .withIndex("by_user_id_and_trial_ends_at", (q) =>
      q.eq("user_id", userId).gte("trial_ends_at", 0),
    )
    .first();
}
