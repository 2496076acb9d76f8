/**
 * The abuse limits as token buckets of the rate-limiter component
 * (convex/lib/rateLimit.ts): so many at once, then one back at a steady pace.
 *
 * convex-test only: fake timers move the clock the buckets refill by; the
 * local backend keeps real time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MutationCtx } from "../../convex/_generated/server";
import {
  consume,
  requireWithinLimit,
  resetLimit,
} from "../../convex/lib/rateLimit";
import { newBackend } from "./setup";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type T = ReturnType<typeof newBackend>;

/** The data of the ConvexError a call rejects with. */
const errorData = (call: Promise<unknown>) =>
  call.then(
    () => "let through",
    (e: { data?: unknown }) => e.data,
  );

/** How many of `tries` uses of `name` for `key` are let through, in one mutation. */
const allowed = (
  t: T,
  name: Parameters<typeof consume>[1],
  tries: number,
  key?: string,
) =>
  t.run(async (ctx) => {
    let ok = 0;
    for (let i = 0; i < tries; i++)
      if (await consume(ctx as unknown as MutationCtx, name, key)) ok++;
    return ok;
  });

describe("the abuse limits", () => {
  it("let the site-wide sign-up backstop take 600 at once, then refill its 10 shards at one a second", async () => {
    const t = newBackend();
    expect(await allowed(t, "signUpGlobal", 650)).toBe(600);
    vi.advanceTimersByTime(10_000);
    // Each try looks at two shards picked at random: 30 tries missed a shard
    // about once in 80 runs, leaving its token unspent; 300 miss one about
    // once in 10^28.
    expect(await allowed(t, "signUpGlobal", 300)).toBe(10);
  });

  it("count per key: one e-mail's bucket empties, another's does not", async () => {
    const t = newBackend();
    expect(await allowed(t, "passwordResetPerEmail", 5, "a@example.in")).toBe(
      3,
    );
    expect(await allowed(t, "passwordResetPerEmail", 5, "b@example.in")).toBe(
      3,
    );
  });

  it("give one back every period / capacity, and all of them after the period", async () => {
    const t = newBackend();
    const key = "c@example.in";
    expect(await allowed(t, "passwordResetPerEmail", 3, key)).toBe(3);
    vi.advanceTimersByTime(19 * 60_000);
    expect(await allowed(t, "passwordResetPerEmail", 1, key)).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(await allowed(t, "passwordResetPerEmail", 2, key)).toBe(1);
    vi.advanceTimersByTime(5 * 60 * 60_000);
    expect(await allowed(t, "passwordResetPerEmail", 5, key)).toBe(3);
  });

  it("start afresh when reset", async () => {
    const t = newBackend();
    const key = "d@example.in";
    expect(await allowed(t, "signUpCodeAttempts", 6, key)).toBe(5);
    await t.run((ctx) =>
      resetLimit(ctx as unknown as MutationCtx, "signUpCodeAttempts", key),
    );
    expect(await allowed(t, "signUpCodeAttempts", 6, key)).toBe(5);
  });

  it("refuse past the limit with RateLimited and the message given, taking nothing", async () => {
    const t = newBackend();
    const take = () =>
      t.run((ctx) =>
        requireWithinLimit(
          ctx as unknown as MutationCtx,
          "signUpPerClient",
          "203.0.113.9",
          "Too many sign-ups from this network. Please try again later.",
        ),
      );
    for (let i = 0; i < 30; i++) await take();
    for (let i = 0; i < 3; i++)
      expect(await errorData(take())).toEqual({
        code: "RateLimited",
        message: "Too many sign-ups from this network. Please try again later.",
      });
    // The refusals took nothing: one is back after 2 minutes.
    vi.advanceTimersByTime(2 * 60_000);
    await take();
    expect(await errorData(take())).toMatchObject({ code: "RateLimited" });
  });
});
