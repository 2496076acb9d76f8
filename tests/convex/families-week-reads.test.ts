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
import type { DataModel, Id } from "../../convex/_generated/dataModel";
import type { GenericMutationCtx } from "convex/server";
import { childWeekOf } from "../../convex/families/model/week";
import { localDay } from "../../convex/learning/rules";
import { linkedParent } from "./fixtures/families";
import { setup } from "./fixtures/learning";
import "./harness";

const DAY = 86_400_000;
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

/** A lesson and a test on each of the last `days` days, with the day's row, as the learning area writes them. */
async function aYearOf(
  ctx: Ctx,
  userId: Id<"users">,
  days: number,
  now: number,
) {
  const subject = (await ctx.db.query("subjects").first())!;
  const chapter = (await ctx.db
    .query("chapters")
    .withIndex("by_subject_id_and_number", (q) =>
      q.eq("subject_id", subject._id),
    )
    .first())!;
  const test = (await ctx.db
    .query("tests")
    .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapter._id))
    .first())!;
  // Oldest first, so the rows are made in the order of their times.
  for (let d = days - 1; d >= 0; d--) {
    const at = now - d * DAY - 3_600_000;
    const lessonId = await ctx.db.insert("lessons", {
      subject_id: subject._id,
      chapter_id: chapter._id,
      number: 100 + d,
      title: `Year lesson ${d}`,
      summary: "",
      duration_seconds: 600,
    });
    await ctx.db.insert("lesson_progress", {
      user_id: userId,
      lesson_id: lessonId,
      subject_id: subject._id,
      chapter_id: chapter._id,
      position_seconds: 600,
      watched_seconds: 600,
      opened_at: at - 600_000,
      completed_at: at,
      updated_at: at,
    });
    await ctx.db.insert("test_attempts", {
      test_id: test._id,
      user_id: userId,
      status: "submitted",
      started_at: at - 300_000,
      deadline: at,
      submitted_at: at,
      score: 4,
      max_score: 6,
    });
    await ctx.db.insert("xp_events", {
      user_id: userId,
      amount: 20,
      reason: "lesson_completed",
      source_id: lessonId,
      day: localDay(at, "Asia/Kolkata"),
    });
    await ctx.db.insert("daily_activity", {
      user_id: userId,
      day: localDay(at, "Asia/Kolkata"),
      xp: 70,
      lessons_completed: 1,
      tests_submitted: 1,
      seconds_spent: 900,
    });
  }
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
