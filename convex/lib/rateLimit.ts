import type { MutationCtx } from "../_generated/server";
import { appError } from "./errors";

export type Limit = { max: number; windowMs: number };

/** The abuse limits of the product, in one place. */
export const LIMITS = {
  /**
   * A backstop for the whole site, on top of the limit per client below: one
   * a second on average. (It was 60 per 10 minutes: a few schools signing up
   * their classes in the same lesson would have locked out the whole country.)
   */
  signUpGlobal: { max: 600, windowMs: 10 * 60_000 },
  /**
   * Sign-up attempts from one network address: enough for a class signing up
   * together behind a school's one address, not for a script making accounts.
   */
  signUpPerClient: { max: 30, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Sign-up codes mailed to one address ("Send a new code" included); past it, quietly none. */
  signUpCodeMailPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** "Someone tried to sign up with your e-mail" mails to one address. */
  signUpNoticePerEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Tries at one sign-up code; past them the code no longer works and a new one must be sent. */
  signUpCodeAttempts: { max: 5, windowMs: 60 * 60_000 },
  /** Reset requests from one network address, whatever e-mails they name. */
  passwordResetPerClient: { max: 20, windowMs: 60 * 60_000 },
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
  sessionPerMentor: { max: 30, windowMs: 24 * 60 * 60_000 },
  sessionRequestPerStudent: { max: 10, windowMs: 24 * 60 * 60_000 },
  /** Upload URLs for lesson videos: a busy afternoon of recording, not a flood of files. */
  lessonUploadPerUser: { max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Limits per member on what they post or make, named by the functions that
 * count them (`memberMutation({ rateLimit: "thread", … })` in functions.ts),
 * with what the member is told past them.
 */
export const MEMBER_LIMITS = {
  thread: {
    ...LIMITS.threadPerUser,
    message:
      "You are posting too quickly. Please wait a few minutes before starting another thread.",
  },
  reply: {
    ...LIMITS.replyPerUser,
    message: "You are replying too quickly. Please wait a few minutes.",
  },
  report: {
    ...LIMITS.reportPerUser,
    message: "You have sent many reports recently. Please try again later.",
  },
  club: {
    ...LIMITS.clubPerUser,
    message: "You have created several clubs today. Please try again tomorrow.",
  },
  event: {
    ...LIMITS.eventPerUser,
    message:
      "You have created several events today. Please try again tomorrow.",
  },
  session: {
    ...LIMITS.sessionPerMentor,
    message: "You have created many sessions today. Please try again tomorrow.",
  },
  sessionRequest: {
    ...LIMITS.sessionRequestPerStudent,
    message:
      "You have sent several 1-on-1 requests today. Please try again tomorrow.",
  },
  lessonUpload: {
    ...LIMITS.lessonUploadPerUser,
    message:
      "You have uploaded many videos in the last hour. Please try again later.",
  },
} satisfies Record<string, Limit & { message: string }>;
export type MemberLimit = keyof typeof MEMBER_LIMITS;

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

/**
 * Takes back one use of `key` counted at `countedAt` (by {@link consume}), for
 * an attempt counted up front, so that concurrent attempts cannot all pass
 * one check, that turned out not to count. A use from a window that has
 * since been reset is gone already.
 */
export async function giveBack(
  ctx: MutationCtx,
  key: string,
  countedAt: number,
) {
  const row = await ctx.db
    .query("rate_limits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (row && row.window_start <= countedAt && row.count > 0)
    await ctx.db.patch("rate_limits", row._id, { count: row.count - 1 });
}

export async function requireWithinLimit(
  ctx: MutationCtx,
  key: string,
  limit: Limit,
  message: string,
) {
  if (!(await consume(ctx, key, limit))) throw appError("RateLimited", message);
}

/**
 * The network address that tells one client from another for the per-client
 * limits, or null. A loopback address tells no one apart: on the local
 * backend every visitor is 127.0.0.1, and behind a proxy on the same host so
 * is everyone, so limiting it would lock out the whole site at once.
 */
export function identifyingAddress(ip: string | null | undefined) {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:/, "");
  if (address === "::1" || /^127\./.test(address)) return null;
  return address;
}

/** Forgets every use of `key` (a limit that starts again, e.g. the tries at a new code). */
export async function resetLimit(ctx: MutationCtx, key: string) {
  const row = await ctx.db
    .query("rate_limits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (row) await ctx.db.delete("rate_limits", row._id);
}
