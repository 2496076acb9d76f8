// Calls into the fixture's probe component (two instances).
import { createFunctionHandle, makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { action, internalMutation, mutation, query } from "./_generated/server";

export const addNote = mutation({
  args: { body: v.string() },
  handler: (ctx, { body }) => ctx.db.insert("notes", { body }),
});

export const appNotes = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.query("notes").collect()).map((d) => d.body),
});

export const add = mutation({
  args: {
    text: v.string(),
    fail: v.optional(v.boolean()),
    catchIt: v.optional(v.boolean()),
    second: v.optional(v.boolean()),
  },
  handler: async (ctx, { text, fail, catchIt, second }) => {
    const probe = second ? components.probe2 : components.probe;
    try {
      return await ctx.runMutation(probe.functions.add, { text, fail });
    } catch (e) {
      if (!catchIt) throw e;
      await ctx.db.insert("notes", { body: `caught: ${(e as Error).message}` });
      return null;
    }
  },
});

export const addThenFail = mutation({
  args: { text: v.string() },
  handler: async (ctx, { text }) => {
    await ctx.runMutation(components.probe.functions.add, { text });
    await ctx.db.insert("notes", { body: text });
    throw new Error("the caller failed after the component wrote");
  },
});

export const texts = query({
  args: { second: v.optional(v.boolean()) },
  handler: (ctx, { second }) =>
    ctx.runQuery(
      (second ? components.probe2 : components.probe).functions.texts,
      {},
    ),
});

export const scan = query({
  args: { table: v.string() },
  handler: (ctx, { table }) =>
    ctx.runQuery(components.probe.functions.scan, { table }),
});

export const getById = query({
  args: { id: v.string() },
  handler: (ctx, { id }) =>
    ctx.runQuery(components.probe.functions.getById, { id }),
});

export const whoami = query({
  args: {},
  handler: async (ctx) => ({
    app: (await ctx.auth.getUserIdentity())?.subject ?? null,
    component: await ctx.runQuery(components.probe.functions.whoami, {}),
  }),
});

export const whoamiFromAction = action({
  args: {},
  handler: async (ctx) => ({
    app: (await ctx.auth.getUserIdentity())?.subject ?? null,
    componentQuery: await ctx.runQuery(components.probe.functions.whoami, {}),
    componentAction: await ctx.runAction(
      components.probe.functions.whoamiAction,
      {},
    ),
  }),
});

export const greetings = query({
  args: {},
  handler: async (ctx) => [
    await ctx.runQuery(components.probe.functions.greeting, {}),
    await ctx.runQuery(components.probe2.functions.greeting, {}),
  ],
});

export const callInternal = mutation({
  args: {},
  handler: (ctx) =>
    ctx.runMutation(
      (components.probe.functions as unknown as { addInternal: never })
        .addInternal,
      { text: "x" } as never,
    ),
});

export const addLater = mutation({
  args: { text: v.string() },
  handler: (ctx, { text }) =>
    ctx.runMutation(components.probe.functions.addLater, { text }),
});

export const componentJobs = query({
  args: {},
  handler: (ctx) => ctx.runQuery(components.probe.functions.jobs, {}),
});

export const appJobs = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).map(
      (j) => j.name,
    ),
});

export const record = internalMutation({
  args: { body: v.string() },
  handler: async (ctx, { body }) => {
    await ctx.db.insert("notes", { body });
    return body;
  },
});

const recordRef = makeFunctionReference<"mutation">("probe:record");

/** The component runs (now, and scheduled) a handle to one of the app's functions. */
export const viaHandle = mutation({
  args: { body: v.string() },
  handler: async (ctx, { body }) => {
    const handle = await createFunctionHandle(recordRef);
    await ctx.runMutation(components.probe.functions.scheduleHandle, {
      handle,
      args: { body: `${body} (scheduled)` },
    });
    return await ctx.runMutation(components.probe.functions.callHandle, {
      handle,
      args: { body },
    });
  },
});

export const addFromAction = action({
  args: { text: v.string(), fail: v.optional(v.boolean()) },
  handler: async (ctx, { text, fail }) => {
    try {
      await ctx.runMutation(components.probe.functions.add, { text, fail });
    } catch (e) {
      return `failed: ${(e as Error).message}`;
    }
    return await ctx.runQuery(components.probe.functions.texts, {});
  },
});

export const storeText = action({
  args: { text: v.string() },
  handler: (ctx, { text }) =>
    ctx.runAction(components.probe.functions.storeText, { text }),
});

export const fileUrl = query({
  args: { id: v.string() },
  handler: (ctx, { id }) =>
    ctx.runQuery(components.probe.functions.fileUrl, { id }),
});
