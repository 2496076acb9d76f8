/**
 * What a parent's view of the week costs for a child with a year of
 * activity behind them (a lesson and a test every day for 365 days, each
 * lesson studied through heartbeats, with its day's totals): the documents
 * it reads stay bounded by the week, not the year.
 *
 * The reads are counted by wrapping the transaction's `db` (every document a
 * `get`, `take`, `first`, `unique` or `collect` hands back), around the same
 * function the query runs, on both targets.
 */
import { describe, expect, it } from "vitest";
import type { DataModel } from "../../convex/_generated/dataModel";
import type { GenericMutationCtx } from "convex/server";
import { childWeekOf } from "../../convex/families/model/week";
import { linkedParent } from "./fixtures/families";
import { aYearOf } from "./fixtures/yearOfLearning";
import { setup } from "./fixtures/learning";
import "./harness";

/** The most documents the week may read, whatever the child's history. */
const READ_BOUND = 300;

type Ctx = GenericMutationCtx<DataModel>;

/** `ctx` whose `db` counts the documents it hands back. */
function counting(ctx: Ctx) {
  let reads = 0;
  const count = (v: unknown) => {
    if (Array.isArray(v)) reads += v.length;
    else if (v && typeof v === "object" && "_id" in v) reads++;
    return v;
  };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(t, args);
          if (out instanceof Promise) return out.then(count);
          if (out && typeof out === "object") return wrap(out);
          return out;
        };
      },
    });
  return {
    ctx: { ...ctx, db: wrap(ctx.db) } as Ctx,
    reads: () => reads,
  };
}

describe("the week of a child with a year of activity", () => {
  it(`reads fewer than ${READ_BOUND} documents`, async () => {
    const { t, student } = await setup();
    const parent = await linkedParent(t, student.userId);
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    await t.run((ctx) => aYearOf(ctx, student.userId, 365, now));
    const { reads, week } = await t.run(async (ctx) => {
      const c = counting(ctx);
      const week = await childWeekOf(c.ctx, parent.userId, student.userId, now);
      return {
        reads: c.reads(),
        week: {
          lessons: week.lessonsDone,
          tests: week.testsTaken,
          listed: [week.lessons.length, week.tests.length],
        },
      };
    });
    // Today and the 6 days before: 7 of the 365.
    expect(week).toEqual({ lessons: 7, tests: 7, listed: [7, 7] });
    console.log(`childWeek, a year of activity: ${reads} documents read`);
    expect(reads).toBeLessThan(READ_BOUND);
  });
});
