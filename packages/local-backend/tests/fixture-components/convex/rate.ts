// The rate-limiter README's examples.
import { HOUR, MINUTE, RateLimiter } from "@convex-dev/rate-limiter";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

const rateLimiter = new RateLimiter(components.rateLimiter, {
  freeTrialSignUp: { kind: "fixed window", rate: 100, period: HOUR },
  sendMessage: { kind: "token bucket", rate: 10, period: MINUTE, capacity: 3 },
  failedLogins: { kind: "token bucket", rate: 10, period: HOUR },
  llmTokenBudget: {
    kind: "token bucket",
    rate: 10,
    period: HOUR,
    applyUpdates: "asynchronously",
  },
  llmTokens: { kind: "token bucket", rate: 40000, period: MINUTE, shards: 10 },
});

export const signUp = mutation({
  args: {},
  handler: (ctx) => rateLimiter.limit(ctx, "freeTrialSignUp"),
});

export const sendMessage = mutation({
  args: { user: v.string() },
  handler: (ctx, { user }) =>
    rateLimiter.limit(ctx, "sendMessage", { key: user }),
});

export const failedLogin = mutation({
  args: { user: v.string() },
  handler: (ctx, { user }) =>
    rateLimiter.limit(ctx, "failedLogins", { key: user, throws: true }),
});

export const checkFailedLogins = query({
  args: { user: v.string() },
  handler: (ctx, { user }) =>
    rateLimiter.check(ctx, "failedLogins", { key: user }),
});

export const resetFailedLogins = mutation({
  args: { user: v.string() },
  handler: (ctx, { user }) =>
    rateLimiter.reset(ctx, "failedLogins", { key: user }),
});

export const oneOff = mutation({
  args: {},
  handler: (ctx) =>
    rateLimiter.limit(ctx, "oneOffName", {
      // The README's example has `period: SECOND`; an hour keeps the second
      // call inside the first window (a window's start is random).
      config: { kind: "fixed window", rate: 1, period: HOUR },
    }),
});

export const llmTokens = mutation({
  args: { count: v.number() },
  handler: (ctx, { count }) => rateLimiter.limit(ctx, "llmTokens", { count }),
});

export const llmBudget = mutation({
  args: {},
  handler: (ctx) => rateLimiter.limit(ctx, "llmTokenBudget"),
});

export const checkLlmBudget = query({
  args: {},
  handler: (ctx) => rateLimiter.check(ctx, "llmTokenBudget"),
});

/** Consumes a message token, then fails: the component's write rolls back with the caller. */
export const sendThenFail = mutation({
  args: { user: v.string() },
  handler: async (ctx, { user }) => {
    await rateLimiter.limit(ctx, "sendMessage", { key: user });
    throw new Error("the caller failed after the rate limit");
  },
});

/** The component throws (limit reached); the caller catches it and its own write stays. */
export const loginOrNote = mutation({
  args: { user: v.string() },
  handler: async (ctx, { user }) => {
    try {
      await rateLimiter.limit(ctx, "failedLogins", { key: user, throws: true });
      return "allowed";
    } catch (e) {
      await ctx.db.insert("notes", { body: `refused ${user}` });
      return `caught: ${(e as Error).message}`;
    }
  },
});
