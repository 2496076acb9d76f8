/**
 * The offline test gateway (no keys set): it stands where Razorpay stands.
 * Its checkout dialog's "Pay (test)" and "Fail (test)" make a payment in its
 * own books and answer as Razorpay's checkout does — the payment id and
 * HMAC_SHA256(order_id + "|" + payment_id) under its key secret, a secret
 * generated on the server and never sent — and the server verifies that
 * answer by the same code as Razorpay's. No money moves.
 */
import { v } from "convex/values";
import { internalQuery } from "../_generated/server";
import { publicMutation } from "../functions";
import { appError } from "../lib/errors";
import { hmacSha256Hex } from "../lib/sha256";
import {
  currentMode,
  randomId,
  type GatewayOrder,
  type GatewayPayment,
} from "./model/gateway";
import { orderById, testSecrets } from "./model/record";
import { DONATION_FAILED } from "./rules";

/**
 * Pays (or fails to pay) a test-mode order, as Razorpay's checkout would:
 * the answer of a payment is what the browser then reports to
 * `orders:verifyPayment`. Refused when Razorpay keys are set.
 */
export const checkout = publicMutation({
  args: {
    orderId: v.string(),
    outcome: v.union(v.literal("pay"), v.literal("fail")),
  },
  handler: async (ctx, { orderId, outcome }) => {
    if (currentMode() !== "test")
      throw appError(
        "NotFound",
        "Test payments are off: real payments are on.",
      );
    const order = orderId.length <= 64 ? await orderById(ctx, orderId) : null;
    const secrets = await testSecrets(ctx);
    if (!order || order.mode !== "test" || !secrets)
      throw appError("NotFound", DONATION_FAILED);
    if (order.status === "paid")
      throw appError("Conflict", "This donation has already been paid.");
    const paymentId = randomId("pay_");
    await ctx.db.insert("donation_test_payments", {
      payment_id: paymentId,
      order_id: orderId,
      status: outcome === "pay" ? "captured" : "failed",
      amount_paise: order.amount_paise,
      created_at: Date.now(),
    });
    if (outcome === "fail")
      return {
        ok: false as const,
        paymentId,
        error: "The test payment failed (as asked).",
      };
    return {
      ok: true as const,
      paymentId,
      orderId,
      signature: await hmacSha256Hex(
        secrets.key_secret,
        `${orderId}|${paymentId}`,
      ),
    };
  },
});

/** The test gateway's order, as Razorpay's `orders.fetch` answers. */
export const fetchOrder = internalQuery({
  args: { orderId: v.string() },
  handler: async (ctx, { orderId }): Promise<GatewayOrder> => {
    const order = await orderById(ctx, orderId);
    if (!order || order.mode !== "test")
      throw new Error(`no test order ${orderId}`);
    const payments = await ctx.db
      .query("donation_test_payments")
      .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
      .take(100);
    return {
      id: orderId,
      amountPaise: order.amount_paise,
      status: payments.some((p) => p.status === "captured")
        ? "paid"
        : payments.length > 0
          ? "attempted"
          : "created",
    };
  },
});

/** The test gateway's payments of an order, as Razorpay's `orders.fetchPayments` answers. */
export const fetchPayments = internalQuery({
  args: { orderId: v.string() },
  handler: async (ctx, { orderId }): Promise<GatewayPayment[]> => {
    const payments = await ctx.db
      .query("donation_test_payments")
      .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
      .take(100);
    return payments.map((p) => ({
      id: p.payment_id,
      orderId: p.order_id,
      amountPaise: p.amount_paise,
      status: p.status,
    }));
  },
});
