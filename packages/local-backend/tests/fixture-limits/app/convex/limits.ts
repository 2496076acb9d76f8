// Functions that reach Convex's per-transaction and value limits on purpose.
import {
  internalMutationGeneric as internalMutation,
  mutationGeneric as mutation,
  queryGeneric as query,
  actionGeneric as action,
  makeFunctionReference,
} from "convex/server";
import { v } from "convex/values";

/** Insert `count` documents numbered from `from`, each with `size` characters of payload. */
export const fill = mutation({
  args: { from: v.number(), count: v.number(), size: v.number() },
  handler: async (ctx, { from, count, size }) => {
    const payload = "x".repeat(size);
    for (let n = from; n < from + count; n++)
      await ctx.db.insert("docs", { n, payload });
    return count;
  },
});

export const countDocs = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("docs").collect()).length,
});

/** Scan the whole table `times` times (optionally keeping no row): documents scanned add up. */
export const scan = query({
  args: { times: v.number(), keepNone: v.optional(v.boolean()) },
  handler: async (ctx, { times, keepNone }) => {
    let kept = 0;
    for (let i = 0; i < times; i++) {
      const q = keepNone
        ? // A filter that keeps nothing still scans every row.
          // eslint-disable-next-line @convex-dev/no-filter-in-query
          ctx.db.query("docs").filter((f) => f.eq(f.field("n"), -1))
        : ctx.db.query("docs");
      for await (const _doc of q) kept++;
    }
    return kept;
  },
});

/** `count` separate index ranges (one point lookup each). */
export const lookups = query({
  args: { count: v.number() },
  handler: async (ctx, { count }) => {
    let found = 0;
    for (let n = 0; n < count; n++) {
      const doc = await ctx.db
        .query("docs")
        .withIndex("by_n", (q) => q.eq("n", n))
        .first();
      if (doc) found++;
    }
    return found;
  },
});

export const metrics = query({
  args: {},
  handler: async (ctx) => {
    await ctx.db.query("docs").take(3);
    return await ctx.meta.getTransactionMetrics();
  },
});

/** Insert `count` small documents (optionally catching the error a limit raises). */
export const writeMany = mutation({
  args: {
    count: v.number(),
    size: v.number(),
    catchIt: v.optional(v.boolean()),
  },
  handler: async (ctx, { count, size, catchIt }) => {
    const payload = "y".repeat(size);
    try {
      for (let i = 0; i < count; i++)
        await ctx.db.insert("docs", { n: 1_000_000 + i, payload });
    } catch (e) {
      if (!catchIt) throw e;
      return "caught";
    }
    return "done";
  },
});

export const noop = internalMutation({ args: {}, handler: async () => null });

export const scheduleMany = mutation({
  args: { count: v.number() },
  handler: async (ctx, { count }) => {
    for (let i = 0; i < count; i++)
      await ctx.scheduler.runAfter(60_000, "limits:noop" as never, {});
    await ctx.db.insert("blobs", { data: "scheduled" });
    return count;
  },
});

export const noopWithArg = internalMutation({
  args: { text: v.string() },
  handler: async () => null,
});

/** Schedule `count` functions, each with an argument of `mib` MiB. */
export const scheduleBig = mutation({
  args: { count: v.number(), mib: v.number() },
  handler: async (ctx, { count, mib }) => {
    const text = "s".repeat(mib * 1024 * 1024);
    for (let i = 0; i < count; i++)
      await ctx.scheduler.runAfter(
        60_000,
        makeFunctionReference<"mutation", { text: string }>(
          "limits:noopWithArg",
        ),
        { text },
      );
    return count;
  },
});

export const scheduledCount = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).length,
});

export const bigReturn = query({
  args: { mib: v.number() },
  handler: async (_ctx, { mib }) => "z".repeat(mib * 1024 * 1024),
});

export const bigReturnAction = action({
  args: { mib: v.number() },
  handler: async (_ctx, { mib }) => "z".repeat(mib * 1024 * 1024),
});

export const echoLength = mutation({
  args: { text: v.string() },
  handler: async (_ctx, { text }) => text.length,
});

export const echoAny = query({
  args: { value: v.any() },
  handler: async () => "accepted",
});

/** Store one value in a document (to reach the document limits). */
export const store = mutation({
  args: { data: v.any() },
  handler: async (ctx, { data }) => {
    await ctx.db.insert("blobs", { data });
    return "stored";
  },
});

/** Store a value built here: `kind` says which document limit it probes. */
export const storeBuilt = mutation({
  args: { kind: v.string(), n: v.number() },
  handler: async (ctx, { kind, n }) => {
    let data: unknown;
    if (kind === "nested") {
      data = "leaf";
      for (let i = 0; i < n; i++) data = { d: data };
    } else if (kind === "fields") {
      data = Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`f${i}`, i]),
      );
    } else if (kind === "array") {
      data = Array.from({ length: n }, (_, i) => i);
    } else {
      data = "s".repeat(n);
    }
    await ctx.db.insert("blobs", { data: data as never });
    return "stored";
  },
});

export const blobCount = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("blobs").collect()).length,
});

/** `count` documents of `size` characters in table "big". */
export const fillBig = mutation({
  args: { count: v.number(), size: v.number() },
  handler: async (ctx, { count, size }) => {
    for (let i = 0; i < count; i++)
      await ctx.db.insert("big", { payload: "b".repeat(size) });
    return count;
  },
});

/** Read table "big" `times` times: bytes read add up. */
export const scanBig = query({
  args: { times: v.number() },
  handler: async (ctx, { times }) => {
    let n = 0;
    for (let i = 0; i < times; i++)
      n += (await ctx.db.query("big").collect()).length;
    return n;
  },
});
