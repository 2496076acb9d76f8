import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Where a payment goes: Razorpay (keys set) or the offline test gateway. */
export const gatewayMode = v.union(v.literal("razorpay"), v.literal("test"));
export const orderStatus = v.union(
  v.literal("created"),
  v.literal("paid"),
  v.literal("failed"),
);
/** What an order pays for: a donation, or a paid plan for a student. */
export const orderPurpose = v.union(v.literal("donation"), v.literal("plan"));
/** The plans that are bought (Free is not). */
export const paidPlanKey = v.union(v.literal("premium"), v.literal("pro"));

/** What recorded a payment: the checkout's verification, a webhook, the reconciliation, the demo seed. */
export const paymentSource = v.union(
  v.literal("checkout"),
  v.literal("webhook"),
  v.literal("reconciliation"),
  v.literal("seed"),
);

/** What every order has, whatever it pays for. */
const orderFields = {
  /** The gateway's order id (`order_…`). */
  order_id: v.string(),
  /** Set by the server from what is bought, never from the browser. */
  amount_paise: v.number(),
  /** The signed-in payer; absent for a visitor's donation (or once erased). */
  user_id: v.optional(v.id("users")),
  status: orderStatus,
  /**
   * The receipt's unguessable key (sent to the gateway as the order's
   * receipt, and the receipt link's key).
   */
  receipt: v.string(),
  mode: gatewayMode,
  created_at: v.number(),
  updated_at: v.number(),
  /** The payment that paid it, once paid. */
  payment_id: v.optional(v.string()),
};

/** The payment tables every purpose shares. Money is in integer paise. */
export const paymentsTables = {
  /**
   * Every order the server created at a gateway, whatever became of it: a
   * donation or a plan is recorded only against one of these, for its
   * amount. A donation's order keeps the donor's name and e-mail as given; a
   * plan's the plan, the student it is for and the parent's request it
   * answers.
   */
  payment_orders: defineTable(
    v.union(
      v.object({
        ...orderFields,
        purpose: v.literal("donation"),
        /** The donor's name as given; null shows as "Anonymous". */
        donor_name: v.union(v.string(), v.null()),
        /** Where the receipt goes; null: none asked for. */
        email: v.union(v.string(), v.null()),
      }),
      v.object({
        ...orderFields,
        purpose: v.literal("plan"),
        plan_key: paidPlanKey,
        /** The student the plan is for (the payer themselves, or their child); absent once erased. */
        student_id: v.optional(v.id("users")),
        /** The student's request to a parent that this order pays, if any. */
        request_id: v.optional(v.id("plan_requests")),
      }),
    ),
  )
    .index("by_order_id", ["order_id"])
    .index("by_status_and_created_at", ["status", "created_at"])
    .index("by_purpose_and_created_at", ["purpose", "created_at"])
    .index("by_purpose_and_status_and_created_at", [
      "purpose",
      "status",
      "created_at",
    ])
    .index("by_purpose_and_mode_and_created_at", [
      "purpose",
      "mode",
      "created_at",
    ])
    .index("by_purpose_and_mode_and_status_and_created_at", [
      "purpose",
      "mode",
      "status",
      "created_at",
    ])
    .index("by_user_id", ["user_id"])
    .index("by_student_id", ["student_id"])
    .index("by_email", ["email"])
    .index("by_receipt", ["receipt"]),

  /** Webhook events already handled, by the gateway's event id (kept 30 days). */
  payment_webhook_events: defineTable({
    event_id: v.string(),
    event: v.string(),
    received_at: v.number(),
  })
    .index("by_event_id", ["event_id"])
    .index("by_received_at", ["received_at"]),

  /**
   * The offline test gateway's own books: the payments its checkout dialog
   * made, as Razorpay would keep them (what reconciliation fetches).
   */
  payment_test_payments: defineTable({
    payment_id: v.string(),
    order_id: v.string(),
    status: v.union(v.literal("captured"), v.literal("failed")),
    amount_paise: v.number(),
    created_at: v.number(),
  })
    .index("by_order_id", ["order_id"])
    .index("by_payment_id", ["payment_id"]),

  /**
   * The offline test gateway's secrets (its key secret and webhook secret),
   * generated on first use; read only by server functions, never sent.
   */
  payment_test_secrets: defineTable({
    key_secret: v.string(),
    webhook_secret: v.string(),
    created_at: v.number(),
  }),
};

/**
 * The payment tables under their names before payments were shared by
 * donations and plans (donations only then). A deployment made before that
 * still holds their rows: Convex keeps a table the schema no longer names,
 * unread and unvalidated, so its orders, handled webhook events and test
 * gateway books would be lost to the app (an unpaid order could not be
 * settled, a donor's name and e-mail not exported or erased). Declared here
 * with their old shape until `payments/legacy` has moved every row into the
 * `payment_*` tables (convex/README.md, "Migrations"); new rows never go here.
 */
export const legacyPaymentTables = {
  donation_orders: defineTable({
    order_id: v.string(),
    amount_paise: v.number(),
    donor_name: v.union(v.string(), v.null()),
    email: v.union(v.string(), v.null()),
    user_id: v.optional(v.id("users")),
    status: orderStatus,
    receipt: v.string(),
    mode: gatewayMode,
    created_at: v.number(),
    updated_at: v.number(),
    payment_id: v.optional(v.string()),
  })
    .index("by_user_id", ["user_id"])
    .index("by_email", ["email"]),
  donation_webhook_events: defineTable({
    event_id: v.string(),
    event: v.string(),
    received_at: v.number(),
  }),
  donation_test_payments: defineTable({
    payment_id: v.string(),
    order_id: v.string(),
    status: v.union(v.literal("captured"), v.literal("failed")),
    amount_paise: v.number(),
    created_at: v.number(),
  }),
  donation_test_secrets: defineTable({
    key_secret: v.string(),
    webhook_secret: v.string(),
    created_at: v.number(),
  }),
};
