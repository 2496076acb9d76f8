// Vector search (actions only).
import {
  actionGeneric as action,
  mutationGeneric as mutation,
} from "convex/server";
import { v } from "convex/values";

export const add = mutation({
  args: { kind: v.string(), embedding: v.array(v.float64()) },
  handler: (ctx, args) => ctx.db.insert("vecs", args),
});

export const search = action({
  args: {
    vector: v.array(v.float64()),
    kind: v.optional(v.string()),
    limit: v.optional(v.number()),
  },
  handler: async (ctx, { vector, kind, limit }) =>
    await ctx.vectorSearch("vecs", "by_embedding", {
      vector,
      limit,
      filter: kind === undefined ? undefined : (q) => q.eq("kind", kind),
    }),
});
