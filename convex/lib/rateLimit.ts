import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "./errors";

export type Limit = { max: number; windowMs: number };

/** The abuse limits of the product, in one place. */
export const LIMITS = {
  signUpGlobal: { max: 60, windowMs: 10 * 60_000 },
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  /**
   * Failed sign-ins from one network address. Higher than the per-account
   * limit (10 an hour, Convex Auth's) because a whole school can share one
   * address; it stops one machine guessing across many accounts.
   */
  failedSignInPerClient: { max: 50, windowMs: 60 * 60_000 },
  threadPerUser: { max: 5, windowMs: 10 * 60_000 },
  replyPerUser: { max: 20, windowMs: 10 * 60_000 },
  reportPerUser: { max: 10, windowMs: 60 * 60_000 },
  clubPerUser: { max: 3, windowMs: 24 * 60 * 60_000 },
  eventPerUser: { max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Counts one use of `key` in a fixed window; returns false once `limit.max`
 * uses have been counted in the current window.
 */
export async function consume(
  ctx: MutationCtx,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  const row = await ctx.db
    .query("rate_limits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (!row || now - row.window_start >= limit.windowMs) {
    if (row)
      await ctx.db.patch("rate_limits", row._id, {
        window_start: now,
        count: 1,
      });
    else
      await ctx.db.insert("rate_limits", { key, window_start: now, count: 1 });
    return true;
  }
  if (row.count >= limit.max) return false;
  await ctx.db.patch("rate_limits", row._id, { count: row.count + 1 });
  return true;
}

/** Whether one more use of `key` would be allowed now, without counting it. */
export async function withinLimit(
  ctx: QueryCtx,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  const row = await ctx.db
    .query("rate_limits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  return (
    !row || now - row.window_start >= limit.windowMs || row.count < limit.max
  );
}

export async function requireWithinLimit(
  ctx: MutationCtx,
  key: string,
  limit: Limit,
  message: string,
) {
  if (!(await consume(ctx, key, limit))) throw appError("RateLimited", message);
}
