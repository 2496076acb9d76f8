import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { notify } from "../lib/notify";
import { ENDING_NOTICE_DAYS, PLAN_NAMES } from "./rules";

/** Subscriptions handled per transaction; a full batch schedules the next. */
const BATCH = 100;
const DAY_MS = 86_400_000;

const LIVE = ["trialing", "active"] as const;

/**
 * Marks trialing and active subscriptions past their end as expired, a
 * batch at a time through the status-and-end index. Access has already gone
 * back to Free at the end (currentPlan reads the end date); this keeps the
 * record true. Nothing of the student's is deleted.
 */
export const expire = internalMutation({
  args: {},
  handler: async (ctx) => {
    const now = Date.now();
    let more = false;
    for (const status of LIVE) {
      const ended = await ctx.db
        .query("subscriptions")
        .withIndex("by_status_and_current_period_end", (q) =>
          q.eq("status", status).lte("current_period_end", now),
        )
        .take(BATCH);
      for (const s of ended)
        await ctx.db.patch("subscriptions", s._id, { status: "expired" });
      if (ended.length === BATCH) more = true;
    }
    if (more)
      await ctx.scheduler.runAfter(0, internal.pricing.maintenance.expire, {});
  },
});

/**
 * Tells each student, once, `ENDING_NOTICE_DAYS` days before their trial or
 * plan ends: the subscriptions of one status ending within that window, a
 * page at a time (the trialing ones, then the active ones).
 */
export const remindEnding = internalMutation({
  args: {
    status: v.union(v.literal("trialing"), v.literal("active")),
    cursor: v.union(v.string(), v.null()),
  },
  handler: async (ctx, { status, cursor }) => {
    const now = Date.now();
    const page = await ctx.db
      .query("subscriptions")
      .withIndex("by_status_and_current_period_end", (q) =>
        q
          .eq("status", status)
          .gt("current_period_end", now)
          .lte("current_period_end", now + ENDING_NOTICE_DAYS * DAY_MS),
      )
      .paginate({ numItems: BATCH, cursor });
    for (const s of page.page) await tellEnding(ctx, s, now);
    if (!page.isDone)
      await ctx.scheduler.runAfter(
        0,
        internal.pricing.maintenance.remindEnding,
        {
          status,
          cursor: page.continueCursor,
        },
      );
    else if (status === "trialing")
      await ctx.scheduler.runAfter(
        0,
        internal.pricing.maintenance.remindEnding,
        {
          status: "active",
          cursor: null,
        },
      );
  },
});

async function tellEnding(
  ctx: MutationCtx,
  s: Doc<"subscriptions">,
  now: number,
) {
  if (s.ending_notice_at !== undefined) return;
  await ctx.db.patch("subscriptions", s._id, { ending_notice_at: now });
  await notify(
    ctx,
    s.user_id,
    "plan_ending",
    {
      planName: PLAN_NAMES[s.plan_key],
      trial: s.status === "trialing",
      endsAt: s.current_period_end,
      daysLeft: Math.max(1, Math.ceil((s.current_period_end - now) / DAY_MS)),
    },
    { dedupeKey: `plan_ending:${s._id}` },
  );
}
