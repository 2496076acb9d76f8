// Queries, mutations, actions and internal functions over `notes`: reads
// through an index, validators, transactions, pagination and search.
import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { api } from "./_generated/api.js";
import { action, internalQuery, mutation, query } from "./_generated/server.js";
const note = { tag: v.string(), n: v.number(), text: v.string() };

export const add = mutation({
  args: note,
  returns: v.id("notes"),
  handler: (ctx, args) => ctx.db.insert("notes", args),
});

export const addMany = mutation({
  args: { tag: v.string(), count: v.number() },
  handler: async (ctx, { tag, count }) => {
    for (let n = 0; n < count; n++)
      await ctx.db.insert("notes", { tag, n, text: `${tag} note ${n}` });
  },
});

/** Inserts, then fails: nothing it wrote is kept. */
export const addThenFail = mutation({
  args: note,
  handler: async (ctx, args) => {
    await ctx.db.insert("notes", args);
    throw new ConvexError({ code: "REFUSED", tag: args.tag });
  },
});

/** A nested mutation that fails rolls back only its own writes; the caller catches it and goes on. */
export const nestedFailureCaught = mutation({
  args: { tag: v.string() },
  handler: async (ctx, { tag }) => {
    await ctx.db.insert("notes", { tag, n: 1, text: "outer" });
    try {
      await ctx.runMutation(api.notes.addThenFail, {
        tag,
        n: 2,
        text: "inner",
      });
    } catch {
      await ctx.db.insert("notes", { tag, n: 3, text: "caught" });
    }
  },
});

export const get = query({
  args: { id: v.id("notes") },
  handler: (ctx, { id }) => ctx.db.get("notes", id),
});

/** Notes of a tag with n in [from, to), in index order. */
export const range = query({
  args: {
    tag: v.string(),
    from: v.number(),
    to: v.number(),
    desc: v.boolean(),
  },
  handler: async (ctx, { tag, from, to, desc }) =>
    (
      await ctx.db
        .query("notes")
        .withIndex("by_tag_n", (q) =>
          q.eq("tag", tag).gte("n", from).lt("n", to),
        )
        .order(desc ? "desc" : "asc")
        .collect()
    ).map((d) => d.n),
});

export const unique = query({
  args: { tag: v.string() },
  handler: async (ctx, { tag }) =>
    (
      await ctx.db
        .query("notes")
        .withIndex("by_tag_n", (q) => q.eq("tag", tag))
        .unique()
    )?.n ?? null,
});

export const page = query({
  args: { tag: v.string(), paginationOpts: paginationOptsValidator },
  handler: (ctx, { tag, paginationOpts }) =>
    ctx.db
      .query("notes")
      .withIndex("by_tag_n", (q) => q.eq("tag", tag))
      .paginate(paginationOpts),
});

export const search = query({
  args: { text: v.string(), tag: v.optional(v.string()) },
  handler: async (ctx, { text, tag }) =>
    (
      await ctx.db
        .query("notes")
        .withSearchIndex("search_text", (q) =>
          tag === undefined
            ? q.search("text", text)
            : q.search("text", text).eq("tag", tag),
        )
        .take(10)
    ).map((d) => d.text),
});

/** Declares a number and returns a string: the return validator refuses it. */
export const badReturn = query({
  args: {},
  returns: v.number(),
  handler: async () => "not a number" as unknown as number,
});

export const secret = internalQuery({
  args: {},
  handler: async () => "internal only",
});

/** An action reaches the database only through queries and mutations, each its own transaction. */
export const addFromAction = action({
  args: note,
  handler: async (ctx, args): Promise<unknown> => {
    const id = await ctx.runMutation(api.notes.add, args);
    return await ctx.runQuery(api.notes.get, { id });
  },
});

export const increment = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    const row = await ctx.db
      .query("counters")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    if (row) await ctx.db.patch("counters", row._id, { value: row.value + 1 });
    else await ctx.db.insert("counters", { name, value: 1 });
  },
});

export const counter = query({
  args: { name: v.string() },
  handler: async (ctx, { name }) =>
    (
      await ctx.db
        .query("counters")
        .withIndex("by_name", (q) => q.eq("name", name))
        .unique()
    )?.value ?? 0,
});

export const whoami = query({
  args: {},
  handler: async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    return identity
      ? { subject: identity.subject, tokenIdentifier: identity.tokenIdentifier }
      : null;
  },
});
