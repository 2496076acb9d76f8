import { defineTable } from "convex/server";
import { v } from "convex/values";

export const planKey = v.union(
  v.literal("free"),
  v.literal("premium"),
  v.literal("pro"),
);

export const planPeriod = v.union(
  v.literal("forever"),
  v.literal("month"),
  v.literal("year"),
);

export const subscriptionStatus = v.union(
  v.literal("trialing"),
  v.literal("active"),
  v.literal("cancelled"),
  v.literal("expired"),
);

/** The tables of plans and subscriptions. */
export const pricingTables = {
  plans: defineTable({
    key: planKey,
    name: v.string(),
    price_paise: v.number(),
    period: planPeriod,
    description: v.string(),
    features: v.array(v.string()),
    not_included: v.array(v.string()),
    popular: v.boolean(),
    savings_paise: v.optional(v.number()),
    trial_days: v.number(),
    order: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_order", ["order"]),

  subscriptions: defineTable({
    user_id: v.id("users"),
    plan_key: planKey,
    status: subscriptionStatus,
    started_at: v.number(),
    current_period_end: v.number(),
    trial_ends_at: v.optional(v.number()),
    /** When the student was told it ends in a few days (once per subscription). */
    ending_notice_at: v.optional(v.number()),
  })
    // The latest first (currentPlan); the other index sorts by trial end.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user_id", ["user_id"])
    // The trial is used once a subscription of the account has a trial end.
    .index("by_user_id_and_trial_ends_at", ["user_id", "trial_ends_at"])
    .index("by_status_and_current_period_end", [
      "status",
      "current_period_end",
    ]),

  /**
   * What a student used of their plan in one IST calendar month, counted in
   * the mutation that uses it: tests started, places taken in group sessions
   * (doubt and other live ones) and minutes of 1-on-1 requested. One row per
   * student and month; a month without a row used nothing.
   */
  plan_usage: defineTable({
    user_id: v.id("users"),
    /** The IST calendar month, "2026-11". */
    month: v.string(),
    tests_started: v.number(),
    doubt_sessions: v.number(),
    live_sessions: v.number(),
    one_on_one_minutes: v.number(),
  }).index("by_user_id_and_month", ["user_id", "month"]),
};
