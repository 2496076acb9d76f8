import {
  DAY,
  HOUR,
  MINUTE,
  RateLimiter,
  type RateLimitConfig,
} from "@convex-dev/rate-limiter";
import { components } from "../_generated/api";
import type { ActionCtx, MutationCtx } from "../_generated/server";
import { appError } from "./errors";

/**
 * A token bucket that holds `capacity` uses: that many may come at once,
 * then one comes back every `period / capacity` (all of them after `period`
 * unused). A refused use takes nothing.
 */
function bucket(capacity: number, period: number, shards?: number) {
  return {
    kind: "token bucket" as const,
    rate: capacity,
    period,
    capacity,
    ...(shards ? { shards } : {}),
  };
}

/**
 * The abuse limits of the product, in one place, each a token bucket of the
 * rate-limiter component, counted per key (a user id, an e-mail address or a
 * client address, as named).
 */
export const LIMITS = {
  /**
   * A backstop for the whole site, on top of the limit per client below: 600
   * at once, then one a second. (A fixed 60 per 10 minutes would have let a
   * few schools signing up their classes in the same lesson lock out the
   * whole country.) Spread over 10 shards so that sign-ups do not all write
   * one row: a use is taken from one or two shards, each refilling at one
   * every 10 seconds, so once the bucket is empty the pace is still one a
   * second site-wide, but the first sign-up waits about 5 seconds.
   */
  signUpGlobal: bucket(600, 10 * MINUTE, 10),
  /**
   * Sign-up attempts per client address: 30 at once, then one every 2
   * minutes. Enough for a class signing up together behind a school's one
   * address, not for a script making accounts.
   */
  signUpPerClient: bucket(30, HOUR),
  /** Reset mails per e-mail: 3 at once, then one every 20 minutes. */
  passwordResetPerEmail: bucket(3, HOUR),
  /**
   * Sign-up codes mailed per e-mail ("Send a new code" included): 5 at once,
   * then one every 12 minutes; past it, quietly none.
   */
  signUpCodeMailPerEmail: bucket(5, HOUR),
  /**
   * "Someone tried to sign up with your e-mail" mails per e-mail: 3 at once,
   * then one every 20 minutes.
   */
  signUpNoticePerEmail: bucket(3, HOUR),
  /**
   * Tries at one e-mail's sign-up code: 5, then one every 12 minutes (so at
   * most 6 in a code's 15 minutes); a refused try deletes the code, so a new
   * one must be sent, which starts the tries afresh.
   */
  signUpCodeAttempts: bucket(5, HOUR),
  /**
   * Reset requests per client address, whatever e-mails they name: 20 at
   * once, then one every 3 minutes.
   */
  passwordResetPerClient: bucket(20, HOUR),
  /** Threads per member: 5 at once, then one every 2 minutes. */
  threadPerUser: bucket(5, 10 * MINUTE),
  /** Replies per member: 20 at once, then one every 30 seconds. */
  replyPerUser: bucket(20, 10 * MINUTE),
  /** Reports per member: 10 at once, then one every 6 minutes. */
  reportPerUser: bucket(10, HOUR),
  /** Clubs per member: 3 at once, then one every 8 hours. */
  clubPerUser: bucket(3, DAY),
  /** Events per member: 5 at once, then one every 4 h 48 min. */
  eventPerUser: bucket(5, DAY),
  /** Sessions per mentor: 30 at once, then one every 48 minutes. */
  sessionPerMentor: bucket(30, DAY),
  /** 1-on-1 requests per student: 10 at once, then one every 2 h 24 min. */
  sessionRequestPerStudent: bucket(10, DAY),
  /**
   * Upload URLs for lesson videos per member: 30 at once, then one every 2
   * minutes (a busy afternoon of recording, not a flood of files).
   */
  lessonUploadPerUser: bucket(30, HOUR),
  /**
   * "Similar questions" lookups per member (each may ask a hosted embedding
   * model): 60 at once, then one every 10 seconds. Typing a question with
   * pauses asks a few dozen; a script asking without end is stopped.
   */
  similarLookupPerUser: bucket(60, 10 * MINUTE),
  /**
   * "Download my data" per member: 5 at once, then one every 4 h 48 min
   * (each builds a ZIP of everything they have).
   */
  dataExportPerUser: bucket(5, DAY),
  /**
   * Consent mails a student asks for (re-sent, or to a changed e-mail): 5 at
   * once, then one every 4 h 48 min, so a parent's inbox is not flooded.
   */
  consentMailPerChild: bucket(5, DAY),
  /**
   * Donation orders per signed-in member: 10 at once, then one every 6
   * minutes (an order is made each time Donate is pressed).
   */
  donationOrderPerUser: bucket(10, HOUR),
  /**
   * Donation orders from visitors, all of them together (an action has no
   * client address to tell them apart): 300 at once, then one every 12
   * seconds, over 4 shards.
   */
  donationOrderVisitors: bucket(300, HOUR, 4),
  /**
   * Plan orders per payer: 10 at once, then one every 6 minutes (an order
   * is made each time Buy or Pay is pressed).
   */
  planOrderPerUser: bucket(10, HOUR),
  /**
   * A student's "Ask a parent to pay": 5 at once, then one every 4 h 48 min,
   * so a parent's inbox is not flooded.
   */
  planRequestPerChild: bucket(5, DAY),
} satisfies Record<string, RateLimitConfig>;
export type LimitName = keyof typeof LIMITS;

/**
 * The limits' state lives in the rate-limiter component's own tables. Its
 * calls from a mutation run inside that mutation's transaction: a use taken
 * by a mutation that then fails is rolled back with it, i.e. given back.
 */
export const rateLimiter = new RateLimiter(components.rateLimiter, LIMITS);

/**
 * Growing delays instead of a lock: after `free` failures in a row, the next
 * attempt is allowed only `firstDelayMs` after the last failure, doubling
 * with each further failure up to `maxDelayMs`. A correct password tried once
 * the delay has passed signs in. Failures are forgotten after `forgetAfterMs`
 * without one. Attempts refused for the delay are not checked, not counted
 * and change nothing, so they cannot push the delay out.
 *
 * A throttle is not a rate limit, so it is not on the rate-limiter component:
 * its delay grows with failures in a row and a success gives the attempt
 * back, while a token bucket refills at a fixed rate whatever happened.
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
 * Throttle state lives in `rate_limits` rows (the table now holds throttles
 * only): `count` is the failures in a row, `window_start` the time of the
 * last one.
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
 * keyed by the member's user id, with what the member is told past them.
 */
export const MEMBER_LIMITS = {
  thread: {
    limit: "threadPerUser",
    message:
      "You are posting too quickly. Please wait a few minutes before starting another thread.",
  },
  reply: {
    limit: "replyPerUser",
    message: "You are replying too quickly. Please wait a few minutes.",
  },
  report: {
    limit: "reportPerUser",
    message: "You have sent many reports recently. Please try again later.",
  },
  club: {
    limit: "clubPerUser",
    message: "You have created several clubs today. Please try again tomorrow.",
  },
  event: {
    limit: "eventPerUser",
    message:
      "You have created several events today. Please try again tomorrow.",
  },
  session: {
    limit: "sessionPerMentor",
    message: "You have created many sessions today. Please try again tomorrow.",
  },
  sessionRequest: {
    limit: "sessionRequestPerStudent",
    message:
      "You have sent several 1-on-1 requests today. Please try again tomorrow.",
  },
  lessonUpload: {
    limit: "lessonUploadPerUser",
    message:
      "You have uploaded many videos in the last hour. Please try again later.",
  },
  /** Counted by the action itself (community/similar:similarThreads), just before it embeds. */
  similar: {
    limit: "similarLookupPerUser",
    message:
      "You are looking up similar questions too quickly. Please wait a minute and try again.",
  },
} satisfies Record<string, { limit: LimitName; message: string }>;
export type MemberLimit = keyof typeof MEMBER_LIMITS;

/**
 * Takes one use of limit `name` for `key` (none: the one site-wide bucket);
 * false, with nothing taken, when the bucket is empty. From a mutation the
 * use is taken in its transaction (given back if it fails); from an action
 * (which has no transaction) in one of its own, kept whatever the action
 * does next.
 */
export async function consume(
  ctx: MutationCtx | ActionCtx,
  name: LimitName,
  key?: string,
): Promise<boolean> {
  return (await rateLimiter.limit(ctx, name, { key })).ok;
}

/** {@link consume}, refusing with a RateLimited error carrying `message`. */
export async function requireWithinLimit(
  ctx: MutationCtx | ActionCtx,
  name: LimitName,
  key: string | undefined,
  message: string,
) {
  if (!(await consume(ctx, name, key))) throw appError("RateLimited", message);
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

/** Fills the bucket of `name` for `key` again (a limit that starts afresh, e.g. the tries at a new code). */
export async function resetLimit(
  ctx: MutationCtx,
  name: LimitName,
  key: string,
) {
  await rateLimiter.reset(ctx, name, { key });
}
