/**
 * The reminder to renew a paid plan (its own notice kind,
 * `plan_renewal_due`; the free trial's ending is told separately): once per
 * paid period, RENEWAL_NOTICE_DAYS before it ends, to the student and to
 * each parent whose consent for them stands. A paid plan does not renew by
 * itself: each period is one payment. Run daily by crons.ts.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { notify } from "../lib/notify";
import { consentingParents } from "../families/model/links";
import {
  DAY_MS,
  PLAN_NAMES,
  RENEWAL_NOTICE_DAYS,
  type PaidPlanKey,
} from "./rules";

/** Subscriptions reminded per transaction; the rest follow in the next. */
const BATCH = 100;

/** "27 Dec 2026": a date in India. */
function indiaDate(at: number) {
  return new Date(at).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/**
 * Reminds every paid period ending within RENEWAL_NOTICE_DAYS from now
 * (ends after `after`, for the next batch), once each (the notice's key is
 * the subscription and its end: an extended period is reminded again
 * before its new end).
 */
export const remind = internalMutation({
  args: { after: v.optional(v.number()) },
  handler: async (ctx, { after }) => {
    const now = Date.now();
    const due = await ctx.db
      .query("subscriptions")
      .withIndex("by_status_and_current_period_end", (q) =>
        q
          .eq("status", "active")
          .gt("current_period_end", after ?? now)
          .lte("current_period_end", now + RENEWAL_NOTICE_DAYS * DAY_MS),
      )
      .take(BATCH);
    for (const s of due) {
      if (s.plan_key === "free") continue;
      const planName = PLAN_NAMES[s.plan_key as PaidPlanKey];
      const endsOn = indiaDate(s.current_period_end);
      const dedupeKey = `plan_renewal:${s._id}:${s.current_period_end}`;
      await notify(
        ctx,
        s.user_id,
        "plan_renewal_due",
        { planName, endsOn },
        { dedupeKey },
      );
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", s.user_id))
        .unique();
      const childName = profile?.full_name.split(/\s+/)[0] || "Your child";
      for (const parentId of await consentingParents(ctx, s.user_id))
        await notify(
          ctx,
          parentId,
          "plan_renewal_due",
          { planName, endsOn, childName },
          { dedupeKey },
        );
    }
    if (due.length === BATCH)
      await ctx.scheduler.runAfter(0, internal.pricing.renewals.remind, {
        after: due[due.length - 1].current_period_end,
      });
    return due.length;
  },
});
