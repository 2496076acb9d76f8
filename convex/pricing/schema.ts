import { defineTable } from "convex/server";
import { v } from "convex/values";
import { gatewayMode, paidPlanKey, paymentSource } from "../payments/schema";

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

/** A student's request that a parent pay for a plan. */
export const planRequestStatus = v.union(
  v.literal("waiting"),
  v.literal("paid"),
  v.literal("declined"),
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
   * A paid plan: one per paid plan order, one per payment, with its
   * receipt. Sequential numbers: VQP-000001, VQP-000002 … (donations have
   * their own series).
   */
  plan_payments: defineTable({
    order_id: v.string(),
    payment_id: v.string(),
    receipt_number: v.string(),
    /** The order's receipt key (the receipt link). */
    receipt: v.string(),
    amount_paise: v.number(),
    plan_key: paidPlanKey,
    /** Who paid (absent once erased) and their name on the receipt (null once erased). */
    payer_id: v.optional(v.id("users")),
    payer_name: v.union(v.string(), v.null()),
    /** The student the plan is for (the payer or their child), as above. */
    student_id: v.optional(v.id("users")),
    student_name: v.union(v.string(), v.null()),
    /** The paid period this payment gave. */
    period_start: v.number(),
    period_end: v.number(),
    mode: gatewayMode,
    source: paymentSource,
    created_at: v.number(),
  })
    .index("by_order_id", ["order_id"])
    .index("by_payment_id", ["payment_id"])
    .index("by_receipt", ["receipt"])
    .index("by_receipt_number", ["receipt_number"])
    .index("by_payer_id_and_created_at", ["payer_id", "created_at"])
    .index("by_student_id_and_created_at", ["student_id", "created_at"]),

  /**
   * A student's "Ask a parent to pay": the plan asked for, waiting until a
   * consenting linked parent pays it or declines (one waiting per student).
   */
  plan_requests: defineTable({
    student_id: v.id("users"),
    plan_key: paidPlanKey,
    status: planRequestStatus,
    created_at: v.number(),
    /** When a parent paid or declined it. */
    decided_at: v.optional(v.number()),
  }).index("by_student_id_and_status", ["student_id", "status"]),

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
