/**
 * What the plan gate adds to each gated call, in documents read: the
 * student's plan (their latest subscriptions, at most 5) and this month's
 * usage row (one). Counted with a counting view of `ctx.db` (convex-test
 * only: it wraps the transaction's reader).
 */
import { describe, expect, it } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import type { MutationCtx } from "../../convex/_generated/server";
import { spendAllowance } from "../../convex/pricing/model/usage";
import type { MonthlyLimit } from "../../convex/pricing/rules";
import { createPerson, people } from "./fixtures/common";
import { newBackend } from "./setup";

/** `ctx` whose reads (each document a get or a query returns) are counted. */
function counting(ctx: MutationCtx) {
  const count = { reads: 0 };
  const countQuery = (q: object): object =>
    new Proxy(q, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(
            target,
            args,
          );
          if (out instanceof Promise)
            return out.then((r: unknown) => {
              if (Array.isArray(r)) count.reads += r.length;
              else if (r && typeof r === "object" && "page" in r)
                count.reads += (r as { page: unknown[] }).page.length;
              else if (r) count.reads += 1;
              return r;
            });
          return out && typeof out === "object" ? countQuery(out) : out;
        };
      },
    });
  const db = new Proxy(ctx.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === "query")
        return (table: string) => countQuery(target.query(table as never));
      if (key === "get")
        return async (...args: unknown[]) => {
          const r = await (value as (...a: unknown[]) => unknown).apply(
            target,
            args,
          );
          if (r) count.reads += 1;
          return r;
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ctx: { ...ctx, db } as MutationCtx, count };
}

const LIMITS: [MonthlyLimit, number][] = [
  ["testsPerMonth", 1],
  ["doubtSessionsPerMonth", 1],
  ["liveSessionsPerMonth", 1],
  ["oneOnOneMinutesPerMonth", 30],
];

describe("the plan gate's reads", () => {
  it("are at most 6 documents per gated call, whatever the history", async () => {
    const t = newBackend();
    const aarav = await createPerson(t as never, people.aarav);
    const userId = aarav.userId as Id<"users">;
    // A long history: 12 past subscriptions and a live Pro one, a year of usage rows.
    await t.run(async (ctx) => {
      for (let i = 0; i < 12; i++)
        await ctx.db.insert("subscriptions", {
          user_id: userId,
          plan_key: "premium",
          status: "expired",
          started_at: Date.now() - (i + 2) * 40 * 86_400_000,
          current_period_end: Date.now() - (i + 1) * 40 * 86_400_000,
        });
      await ctx.db.insert("subscriptions", {
        user_id: userId,
        plan_key: "pro",
        status: "active",
        started_at: Date.now(),
        current_period_end: Date.now() + 365 * 86_400_000,
      });
      for (let m = 1; m <= 12; m++)
        await ctx.db.insert("plan_usage", {
          user_id: userId,
          month: `2025-${String(m).padStart(2, "0")}`,
          tests_started: 5,
          doubt_sessions: 0,
          live_sessions: 0,
          one_on_one_minutes: 0,
        });
    });
    const figures: Record<string, number> = {};
    for (const [limit, amount] of LIMITS) {
      for (const when of ["first", "second"] as const) {
        const reads = await t.run(async (raw) => {
          const { ctx, count } = counting(raw);
          await spendAllowance(ctx, userId, limit, amount);
          return count.reads;
        });
        figures[`${limit} (${when} use this month)`] = reads;
      }
    }
    console.info("documents read by the plan gate:", figures);
    for (const reads of Object.values(figures))
      expect(reads).toBeLessThanOrEqual(6);
  });
});
