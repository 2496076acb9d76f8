import { defineTable } from "convex/server";
import { v } from "convex/values";
import { gatewayMode, paymentSource } from "../payments/schema";

/** The donation tables. Money is in integer paise. */
export const donationsTables = {
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
    source: paymentSource,
    created_at: v.number(),
  })
    .index("by_order_id", ["order_id"])
    .index("by_payment_id", ["payment_id"])
    .index("by_created_at", ["created_at"])
    .index("by_user_id", ["user_id"])
    .index("by_email", ["email"])
    .index("by_receipt", ["receipt"]),
};
