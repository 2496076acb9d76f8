// The scheduler, its system table and crons.
import {
  anyApi,
  internalMutationGeneric as internalMutation,
  mutationGeneric as mutation,
  queryGeneric as query,
} from "convex/server";
import { v } from "convex/values";

const internal = anyApi;

export const tick = internalMutation({
  args: { source: v.string() },
  handler: async (ctx, { source }) => {
    await ctx.db.insert("ticks", { source });
  },
});

/** Schedules a tick now and one in an hour; with `fail`, throws after scheduling (nothing is scheduled). */
export const schedule = mutation({
  args: { source: v.string(), fail: v.optional(v.boolean()) },
  handler: async (ctx, { source, fail }) => {
    await ctx.scheduler.runAfter(0, internal.jobs.tick, { source });
    const later = await ctx.scheduler.runAt(
      Date.now() + 3_600_000,
      internal.jobs.tick,
      { source: `${source} later` },
    );
    if (fail) throw new Error("failed after scheduling");
    return later;
  },
});

export const cancel = mutation({
  args: { id: v.id("_scheduled_functions") },
  handler: (ctx, { id }) => ctx.scheduler.cancel(id),
});

export const ticks = query({
  args: { source: v.string() },
  handler: async (ctx, { source }) =>
    (await ctx.db.query("ticks").collect()).filter((t) => t.source === source)
      .length,
});

/** What `_scheduled_functions` says of a job. */
export const job = query({
  args: { id: v.id("_scheduled_functions") },
  handler: async (ctx, { id }) => {
    const doc = await ctx.db.system.get(id);
    return doc
      ? { name: doc.name, state: doc.state.kind, args: doc.args }
      : null;
  },
});

export const jobStates = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).map(
      (d) => `${d.name} ${d.state.kind}`,
    ),
});
