import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Where a payment goes: Razorpay (keys set) or the offline test gateway. */
export const gatewayMode = v.union(v.literal("razorpay"), v.literal("test"));
export const orderStatus = v.union(
  v.literal("created"),
  v.literal("paid"),
  v.literal("failed"),
);

/** The donation tables. Money is in integer paise. */
export const donationsTables = {
  /**
   * Every order the server created at a gateway, whatever became of it: a
   * donation is recorded only against one of these, for its amount.
   */
  donation_orders: defineTable({
    /** The gateway's order id (`order_…`). */
    order_id: v.string(),
    amount_paise: v.number(),
    /** The donor's name as given; null shows as "Anonymous". */
    donor_name: v.union(v.string(), v.null()),
    /** Where the receipt goes; null: none asked for. */
    email: v.union(v.string(), v.null()),
    /** The signed-in donor; absent for a visitor. */
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
  })
    .index("by_order_id", ["order_id"])
    .index("by_created_at", ["created_at"])
    .index("by_status_and_created_at", ["status", "created_at"])
    .index("by_mode_and_created_at", ["mode", "created_at"])
    .index("by_mode_and_status_and_created_at", [
      "mode",
      "status",
      "created_at",
    ])
    .index("by_user_id", ["user_id"])
    .index("by_email", ["email"])
    .index("by_receipt", ["receipt"]),

  /** Successful donations only: one per paid order, one per payment. */
  donations: defineTable({
    order_id: v.string(),
    payment_id: v.string(),
    /** Sequential: VQD-000001, VQD-000002 … */
    receipt_number: v.string(),
    /** The order's receipt key (the receipt link). */
    receipt: v.string(),
    amount_paise: v.number(),
    donor_name: v.union(v.string(), v.null()),
    email: v.union(v.string(), v.null()),
    user_id: v.optional(v.id("users")),
    mode: gatewayMode,
    /** What recorded it: the checkout's verification, a webhook, the reconciliation, the demo seed. */
    source: v.union(
      v.literal("checkout"),
      v.literal("webhook"),
      v.literal("reconciliation"),
      v.literal("seed"),
    ),
    created_at: v.number(),
  })
    .index("by_order_id", ["order_id"])
    .index("by_payment_id", ["payment_id"])
    .index("by_created_at", ["created_at"])
    .index("by_user_id", ["user_id"])
    .index("by_email", ["email"])
    .index("by_receipt", ["receipt"]),

  /** Webhook events already handled, by the gateway's event id (kept 30 days). */
  donation_webhook_events: defineTable({
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
  donation_test_payments: defineTable({
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
  donation_test_secrets: defineTable({
    key_secret: v.string(),
    webhook_secret: v.string(),
    created_at: v.number(),
  }),
};
