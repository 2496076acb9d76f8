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
 * Growing delays instead of a lock: after `free` failures in a row, the next
 * attempt is allowed only `firstDelayMs` after the last failure, doubling
 * with each further failure up to `maxDelayMs`. A correct password tried once
 * the delay has passed signs in. Failures are forgotten after `forgetAfterMs`
 * without one. Attempts refused for the delay are not checked, not counted
 * and change nothing, so they cannot push the delay out.
 */
export type Throttle = {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
};

export const SIGN_IN_THROTTLES = {
  /**
   * Wrong passwords for one e-mail (known or not, alike), from anywhere but
   * the owner's own devices: 5 at once, then 30 s, 1, 2, 4 min, then one
   * every 6 min. That is 17 guesses in the first hour and 10 an hour after
   * (Convex Auth's lock allowed 20, then 10), and never a lock: once the
   * delay has passed the owner's right password works.
   */
  account: {
    free: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 6 * 60_000,
    forgetAfterMs: 60 * 60_000,
  },
  /**
   * Wrong passwords for one e-mail from one device where it signed in before
   * (the device's random id, kept by the browser): the same curve, counted
   * apart, so that others' guesses never slow the owner on their own device.
   */
  device: {
    free: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 6 * 60_000,
    forgetAfterMs: 60 * 60_000,
  },
  /**
   * Wrong passwords from one network address, whatever the e-mail (guessing
   * across many accounts): 5 at once, then 1, 2, 4 … 64 s, then one every
   * 90 s. That is 50 in the first hour and 40 an hour after (the old lock
   * allowed 50 an hour). A school behind one address waits seconds, never an
   * hour; its students' own devices are not slowed at all.
   */
  client: {
    free: 5,
    firstDelayMs: 1_000,
    maxDelayMs: 90_000,
    forgetAfterMs: 60 * 60_000,
  },
} satisfies Record<string, Throttle>;

/** How long after the last failure the next attempt must wait, after `failures` in a row. */
export function throttleDelay(throttle: Throttle, failures: number) {
  if (failures < throttle.free) return 0;
  return Math.min(
    throttle.firstDelayMs * 2 ** (failures - throttle.free),
    throttle.maxDelayMs,
  );
}

/**
 * Throttle state lives in `rate_limits` rows: `count` is the failures in a
 * row, `window_start` the time of the last one.
 */
async function throttleRow(ctx: MutationCtx, key: string) {
  return ctx.db
    .query("rate_limits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

function failuresNow(
  row: { count: number; window_start: number } | null,
  throttle: Throttle,
  now: number,
) {
  if (!row || now - row.window_start >= throttle.forgetAfterMs) return 0;
  return row.count;
}

/** Milliseconds until `key` may try again (0: now). */
export async function throttleWait(
  ctx: MutationCtx,
  key: string,
  throttle: Throttle,
  now = Date.now(),
) {
  const row = await throttleRow(ctx, key);
  const failures = failuresNow(row, throttle, now);
  if (!row || failures === 0) return 0;
  return Math.max(
    0,
    row.window_start + throttleDelay(throttle, failures) - now,
  );
}

/**
 * Counts an attempt as a failure up front (so parallel attempts cannot all
 * pass one check); {@link giveBackThrottled} takes it back when it did not fail.
 */
export async function countThrottled(
  ctx: MutationCtx,
  key: string,
  throttle: Throttle,
  now = Date.now(),
) {
  const row = await throttleRow(ctx, key);
  const count = failuresNow(row, throttle, now) + 1;
  if (row)
    await ctx.db.patch("rate_limits", row._id, { count, window_start: now });
  else await ctx.db.insert("rate_limits", { key, count, window_start: now });
}

export async function giveBackThrottled(ctx: MutationCtx, key: string) {
  const row = await throttleRow(ctx, key);
  if (row && row.count > 0)
    await ctx.db.patch("rate_limits", row._id, { count: row.count - 1 });
}

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
