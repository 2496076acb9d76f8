// The workpool README's examples.
import {
  NonRetryableError,
  Workpool,
  vWorkIdValidator,
} from "@convex-dev/workpool";
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import { components } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  mutation,
  query,
} from "./_generated/server";

const pool = new Workpool(components.emailWorkpool, {
  maxParallelism: 2,
  retryActionsByDefault: true,
  defaultRetryBehavior: { maxAttempts: 3, initialBackoffMs: 10, base: 2 },
});

const ref = <T extends "mutation" | "action">(name: string) =>
  makeFunctionReference<T>(name);

export const send = internalAction({
  args: { label: v.string(), failTimes: v.number() },
  handler: async (ctx, { label, failTimes }) => {
    const tries = await ctx.runMutation(ref<"mutation">("pool:countTry"), {
      label,
    });
    if (label.startsWith("invalid"))
      throw new NonRetryableError("Invalid email address");
    if (tries <= failTimes) throw new Error(`attempt ${tries} failed`);
    return `sent ${label}`;
  },
});

export const countTry = internalMutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.db.insert("jobs", { label: `try:${label}` });
    return (await ctx.db.query("jobs").collect()).filter(
      (j) => j.label === `try:${label}`,
    ).length;
  },
});

export const increment = internalMutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.db.insert("jobs", { label, outcome: "mutation ran" });
  },
});

export const emailSent = pool.defineOnComplete({
  context: v.object({ label: v.string() }),
  handler: async (ctx, { context, result }) => {
    await ctx.db.insert("jobs", {
      label: context.label,
      outcome:
        result.kind === "success"
          ? `success: ${result.returnValue as string}`
          : result.kind === "failed"
            ? `failed: ${result.error}`
            : "canceled",
    });
  },
});

export const enqueueSend = mutation({
  args: { label: v.string(), failTimes: v.number(), retry: v.boolean() },
  handler: (ctx, { label, failTimes, retry }) =>
    pool.enqueueAction(
      ctx,
      ref<"action">("pool:send"),
      { label, failTimes },
      {
        onComplete: ref<"mutation">("pool:emailSent"),
        context: { label },
        retry,
      },
    ),
});

export const enqueueIncrement = mutation({
  args: { label: v.string() },
  handler: (ctx, { label }) =>
    pool.enqueueMutation(ctx, ref<"mutation">("pool:increment"), { label }),
});

export const getStatus = query({
  args: { id: vWorkIdValidator },
  handler: (ctx, args) => pool.status(ctx, args.id),
});

export const outcomes = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.query("jobs").collect())
      .filter((j) => j.outcome !== undefined)
      .map((j) => `${j.label} → ${j.outcome}`),
});
