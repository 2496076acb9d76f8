// Functions that probe Convex's runtime rules for queries, mutations and actions.
import {
  actionGeneric as action,
  mutationGeneric as mutation,
  queryGeneric as query,
} from "convex/server";
import { v } from "convex/values";

/** Busy for `ms` of this process's CPU time: user code time, however loaded the machine is. */
function spin(ms: number): void {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const end = cpuMs() + ms;
  while (cpuMs() < end) {
    // Busy.
  }
}

export const busyQuery = query({
  args: { ms: v.number() },
  handler: async (_ctx, { ms }) => {
    spin(ms);
    return "finished";
  },
});

export const busyMutation = mutation({
  args: { ms: v.number() },
  handler: async (ctx, { ms }) => {
    await ctx.db.insert("docs", { n: -10, payload: "before" });
    spin(ms);
    await ctx.db.insert("docs", { n: -11, payload: "after" });
    return "finished";
  },
});

/** Waits on Web Crypto for at least `ms` (host work, as a JWT's signing is). */
export const cryptoMutation = mutation({
  args: { ms: v.number() },
  handler: async (ctx, { ms }) => {
    const data = new Uint8Array(4 * 1024 * 1024);
    const end = performance.now() + ms;
    let digests = 0;
    while (performance.now() < end) {
      await crypto.subtle.digest("SHA-256", data);
      digests++;
    }
    await ctx.db.insert("docs", { n: -12, payload: "crypto" });
    return digests;
  },
});

export const timeoutRows = query({
  args: {},
  handler: async (ctx) =>
    (
      await ctx.db
        .query("docs")
        .withIndex("by_n", (q) => q.gte("n", -11).lte("n", -10))
        .collect()
    ).length,
});

export const clock = query({
  args: {},
  handler: async (ctx) => {
    const first = Date.now();
    const date = new Date().getTime();
    spin(30);
    await ctx.db.query("docs").first();
    return { first, date, later: Date.now(), dateString: Date() };
  },
});

export const clockMutation = mutation({
  args: {},
  handler: async (ctx) => {
    const first = Date.now();
    spin(30);
    const id = await ctx.db.insert("docs", { n: -20, payload: "clock" });
    const doc = await ctx.db.get("docs", id);
    await ctx.db.delete("docs", id);
    return { first, later: Date.now(), creation: doc!._creationTime };
  },
});

export const clockAction = action({
  args: {},
  handler: async () => {
    const first = Date.now();
    await new Promise((r) => setTimeout(r, 30));
    return { first, later: Date.now() };
  },
});

export const randoms = query({
  args: {},
  handler: async () => [Math.random(), Math.random(), Math.random()],
});

export const fetchInQuery = query({
  args: {},
  handler: async () => {
    await fetch("http://127.0.0.1:9/");
    return "fetched";
  },
});

export const fetchInMutation = mutation({
  args: {},
  handler: async () => {
    await fetch("http://127.0.0.1:9/");
    return "fetched";
  },
});

export const fetchInAction = action({
  args: { url: v.string() },
  handler: async (_ctx, { url }) => (await fetch(url)).status,
});

/** Starts a timer inside a mutation (Convex has no timers in queries and mutations). */
export const timerInMutation = mutation({
  args: {},
  handler: async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return "timer ran";
  },
});
