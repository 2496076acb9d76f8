import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalQuery, mutation, query } from "./_generated/server";

export const throwConvexError = mutation({
  args: {},
  handler: async () => {
    throw new ConvexError({ code: "NOPE", n: 1, nested: { ok: false } });
  },
});
export const throwStringConvexError = query({
  args: {},
  handler: async () => {
    throw new ConvexError("just a string");
  },
});
export const throwError = mutation({
  args: {},
  handler: async () => {
    throw new Error("plain failure");
  },
});
export const whoami = query({
  args: {},
  handler: async (ctx) => await ctx.auth.getUserIdentity(),
});
export const validated = query({
  args: { n: v.number() },
  returns: v.number(),
  handler: async (_ctx, { n }) => n * 2,
});
export const badReturn = query({
  args: {},
  returns: v.number(),
  handler: async () => "not a number" as unknown as number,
});
export const scheduleSeed = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.scheduler.runAfter(0, internal.seed.run, {});
    await ctx.scheduler.runAfter(3_600_000, internal.seed.run, {});
  },
});
export const echo = internalQuery({
  args: { x: v.any() },
  handler: async (_ctx, { x }) => x,
});
export const nothing = mutation({ args: {}, handler: async () => {} });
