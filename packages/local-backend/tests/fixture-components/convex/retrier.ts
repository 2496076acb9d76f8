// The action-retrier README's examples.
import { ActionRetrier } from "@convex-dev/action-retrier";
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import { components } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  mutation,
  query,
} from "./_generated/server";

export const retrier = new ActionRetrier(components.actionRetrier, {
  initialBackoffMs: 10,
  base: 2,
  maxFailures: 4,
});

export const exampleAction = internalAction({
  args: { foo: v.string(), failTimes: v.number() },
  handler: async (ctx, { foo, failTimes }) => {
    const tries = await ctx.runMutation(
      makeFunctionReference<"mutation">("retrier:countTry"),
      { label: foo },
    );
    if (tries <= failTimes) throw new Error(`try ${tries} failed`);
    return `${foo} after ${tries} tries`;
  },
});

export const countTry = internalMutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.db.insert("jobs", { label: `retry:${label}` });
    return (await ctx.db.query("jobs").collect()).filter(
      (j) => j.label === `retry:${label}`,
    ).length;
  },
});

export const kickoffExampleAction = mutation({
  args: { foo: v.string(), failTimes: v.number() },
  handler: (ctx, args) =>
    retrier.run(
      ctx,
      makeFunctionReference<"action">("retrier:exampleAction"),
      args,
    ),
});

export const status = query({
  args: { runId: v.string() },
  handler: (ctx, { runId }) => retrier.status(ctx, runId as never),
});
