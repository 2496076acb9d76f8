// The sharded-counter README's examples.
import { ShardedCounter } from "@convex-dev/sharded-counter";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { action, mutation, query } from "./_generated/server";

const counter = new ShardedCounter(components.shardedCounter, {
  shards: { checkboxes: 100 },
  defaultShards: 8,
});
const numCheckboxes = counter.for("checkboxes");
const second = new ShardedCounter(components.secondCounter);

export const addCheckbox = mutation({
  args: { i: v.number() },
  handler: (ctx, { i }) => ctx.db.insert("checkboxes", { i, isChecked: false }),
});

export const checkBox = mutation({
  args: { i: v.number() },
  handler: async (ctx, args) => {
    const checkbox = await ctx.db
      .query("checkboxes")
      .withIndex("i", (q) => q.eq("i", args.i))
      .unique();
    if (checkbox && !checkbox.isChecked) {
      await ctx.db.patch("checkboxes", checkbox._id, { isChecked: true });
      await numCheckboxes.inc(ctx);
    }
  },
});

export const update = mutation({
  args: {
    key: v.string(),
    op: v.union(
      v.literal("add"),
      v.literal("inc"),
      v.literal("subtract"),
      v.literal("dec"),
      v.literal("reset"),
    ),
    n: v.optional(v.number()),
    second: v.optional(v.boolean()),
  },
  handler: async (ctx, { key, op, n, second: useSecond }) => {
    const c = useSecond ? second : counter;
    if (op === "add") await c.add(ctx, key, n ?? 1);
    else if (op === "inc") await c.inc(ctx, key);
    else if (op === "subtract") await c.subtract(ctx, key, n ?? 1);
    else if (op === "dec") await c.dec(ctx, key);
    else await c.reset(ctx, key);
  },
});

export const count = query({
  args: { key: v.string(), second: v.optional(v.boolean()) },
  handler: (ctx, { key, second: useSecond }) =>
    (useSecond ? second : counter).count(ctx, key),
});

export const countCheckboxes = query({
  args: {},
  handler: (ctx) => numCheckboxes.count(ctx),
});

/** From an action: each call is its own transaction. */
export const addFromAction = action({
  args: { key: v.string(), n: v.number() },
  handler: async (ctx, { key, n }) => {
    await counter.add(ctx, key, n);
    return await counter.count(ctx, key);
  },
});
