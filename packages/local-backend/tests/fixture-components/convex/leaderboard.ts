// The aggregate README's examples.
import { DirectAggregate, TableAggregate } from "@convex-dev/aggregate";
import type { GenericDataModel } from "convex/server";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

type DataModel = GenericDataModel;

const aggregateScoreByUser = new TableAggregate<{
  Key: [string, number];
  DataModel: DataModel;
  TableName: "scores";
}>(components.aggregateScores, {
  sortKey: (doc) => [doc.username as string, doc.score as number],
  sumValue: (doc) => doc.score as number,
});

const photos = new TableAggregate<{
  Namespace: string;
  Key: number;
  DataModel: DataModel;
  TableName: "photos";
}>(components.photos, {
  namespace: (doc) => doc.album as string,
  sortKey: (doc) => doc._creationTime,
});

const direct = new DirectAggregate<{ Key: number; Id: string }>(
  components.aggregate,
);

export const addScore = mutation({
  args: { username: v.string(), score: v.number() },
  handler: async (ctx, args) => {
    const id = await ctx.db.insert("scores", args);
    const doc = await ctx.db.get("scores", id);
    await aggregateScoreByUser.insert(ctx, doc!);
    return id;
  },
});

export const updateScore = mutation({
  args: { id: v.id("scores"), score: v.number() },
  handler: async (ctx, { id, score }) => {
    const oldDoc = await ctx.db.get("scores", id);
    await ctx.db.patch("scores", id, { score });
    const newDoc = await ctx.db.get("scores", id);
    await aggregateScoreByUser.replace(ctx, oldDoc!, newDoc!);
  },
});

export const removeScore = mutation({
  args: { id: v.id("scores") },
  handler: async (ctx, { id }) => {
    const oldDoc = await ctx.db.get("scores", id);
    await ctx.db.delete("scores", id);
    await aggregateScoreByUser.delete(ctx, oldDoc!);
  },
});

export const stats = query({
  args: { username: v.string() },
  handler: async (ctx, { username }) => {
    const bounds = { prefix: [username] as [string] };
    const highScoreForUser = await aggregateScoreByUser.max(ctx, { bounds });
    const count = await aggregateScoreByUser.count(ctx, { bounds });
    const avgScoreForUser =
      (await aggregateScoreByUser.sum(ctx, { bounds })) / count;
    const globalAverageScore =
      (await aggregateScoreByUser.sum(ctx)) /
      (await aggregateScoreByUser.count(ctx));
    return {
      highScore: highScoreForUser?.key[1] ?? null,
      count,
      avgScoreForUser,
      globalAverageScore,
    };
  },
});

export const addPhoto = mutation({
  args: { album: v.string(), url: v.string() },
  handler: async (ctx, args) => {
    const id = await ctx.db.insert("photos", args);
    await photos.insert(ctx, (await ctx.db.get("photos", id))!);
  },
});

export const pageOfPhotos = query({
  args: { offset: v.number(), numItems: v.number(), album: v.string() },
  handler: async (ctx, { offset, numItems, album }) => {
    const { key } = await photos.at(ctx, offset, { namespace: album });
    return (
      await ctx.db
        .query("photos")
        .withIndex("by_album_creation_time", (q) =>
          q.eq("album", album).gte("_creationTime", key),
        )
        .take(numItems)
    ).map((p) => p.url);
  },
});

export const directInsert = mutation({
  args: { key: v.number(), id: v.string() },
  handler: (ctx, { key, id }) => direct.insert(ctx, { key, id }),
});

export const directCount = query({
  args: {},
  handler: (ctx) => direct.count(ctx),
});
