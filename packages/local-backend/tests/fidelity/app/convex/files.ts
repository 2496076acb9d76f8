// File storage: store from an action, read back, URL, metadata in `_storage`.
import {
  actionGeneric as action,
  mutationGeneric as mutation,
  queryGeneric as query,
} from "convex/server";
import { v } from "convex/values";

export const store = action({
  args: { text: v.string() },
  handler: async (ctx, { text }) =>
    await ctx.storage.store(new Blob([text], { type: "text/plain" })),
});

export const read = action({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => (await ctx.storage.get(id))?.text() ?? null,
});

export const info = query({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => {
    const doc = await ctx.db.system.get(id);
    return {
      size: doc?.size ?? null,
      hasSha256: typeof doc?.sha256 === "string",
      hasUrl: typeof (await ctx.storage.getUrl(id)) === "string",
    };
  },
});

export const remove = mutation({
  args: { id: v.id("_storage") },
  handler: (ctx, { id }) => ctx.storage.delete(id),
});

export const uploadUrl = mutation({
  args: {},
  handler: (ctx) => ctx.storage.generateUploadUrl(),
});
