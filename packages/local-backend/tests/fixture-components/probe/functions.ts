import {
  actionGeneric,
  internalMutationGeneric,
  makeFunctionReference,
  mutationGeneric,
  queryGeneric,
} from "convex/server";
import { v } from "convex/values";

const addRef = makeFunctionReference<"mutation">("functions:add");

export const add = mutationGeneric({
  args: { text: v.string(), fail: v.optional(v.boolean()) },
  returns: v.string(),
  handler: async (ctx, { text, fail }) => {
    const id = await ctx.db.insert("notes", { text });
    if (fail) throw new Error("the probe failed after writing");
    return id;
  },
});

export const addInternal = internalMutationGeneric({
  args: { text: v.string() },
  handler: async (ctx, { text }) => {
    await ctx.db.insert("notes", { text });
  },
});

export const texts = queryGeneric({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.query("notes").collect()).map((d) => d.text as string),
});

/** Reads a table by name (the app's tables are not its own). */
export const scan = queryGeneric({
  args: { table: v.string() },
  handler: async (ctx, { table }) =>
    (await ctx.db.query(table as "notes").collect()).length,
});

/** Reads a document by id; an id of the app's is not an id of its tables. */
export const getById = queryGeneric({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    try {
      return await ctx.db.get(id as never);
    } catch (e) {
      return `error: ${(e as Error).message}`;
    }
  },
});

export const whoami = queryGeneric({
  args: {},
  handler: (ctx) => ctx.auth.getUserIdentity(),
});

export const greeting = queryGeneric({
  args: {},
  handler: () => ({
    greeting: process.env.GREETING ?? null,
    siteUrl: process.env.CONVEX_SITE_URL ?? null,
    appVariable: process.env.JWKS ?? null,
  }),
});

export const whoamiAction = actionGeneric({
  args: {},
  handler: (ctx) => ctx.auth.getUserIdentity(),
});

/** Schedules its own function. */
export const addLater = mutationGeneric({
  args: { text: v.string() },
  handler: async (ctx, { text }) => {
    const id = await ctx.scheduler.runAfter(0, addRef, { text });
    const job = await ctx.db.system.get(id);
    return { id, name: job?.name ?? null };
  },
});

export const jobs = queryGeneric({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).map((j) => ({
      name: j.name,
      state: j.state.kind,
    })),
});

/** Runs a function handle it is given (as workpool and action-retrier do). */
export const callHandle = mutationGeneric({
  args: { handle: v.string(), args: v.any() },
  handler: (ctx, { handle, args }) =>
    ctx.runMutation(handle as never, args as never),
});

export const scheduleHandle = mutationGeneric({
  args: { handle: v.string(), args: v.any() },
  handler: async (ctx, { handle, args }) => {
    await ctx.scheduler.runAfter(0, handle as never, args as never);
  },
});

export const storeText = actionGeneric({
  args: { text: v.string() },
  handler: (ctx, { text }) =>
    ctx.storage.store(new Blob([text], { type: "text/plain" })),
});

export const fileUrl = queryGeneric({
  args: { id: v.string() },
  handler: (ctx, { id }) => ctx.storage.getUrl(id as never),
});
