/**
 * The offline test gateway (no keys set): it stands where Razorpay stands.
 * Its checkout dialog's "Pay (test)" and "Fail (test)" make a payment in its
 * own books and answer as Razorpay's checkout does — the payment id and
 * HMAC_SHA256(order_id + "|" + payment_id) under its key secret, a secret
 * generated on the server and never sent — and the server verifies that
 * answer by the same code as Razorpay's. Like Razorpay it then delivers the
 * payment's webhooks (signed with its webhook secret) to the same HTTP
 * action, so a payment whose browser closed before verifying is still
 * recorded. No money moves.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalQuery } from "../_generated/server";
import { publicMutation } from "../functions";
import { env } from "../lib/env";
import { appError } from "../lib/errors";
import { hmacSha256Hex } from "../lib/sha256";
import { handleRazorpayWebhook } from "./webhook";
import {
  currentMode,
  randomId,
  type GatewayOrder,
  type GatewayPayment,
} from "./model/gateway";
import { orderById, testSecrets } from "./model/orders";
import { PAYMENT_FAILED } from "./orders";

/**
 * Pays (or fails to pay) a test-mode order, as Razorpay's checkout would:
 * the answer of a payment is what the browser then reports to
 * `payments/orders:verifyPayment`. Refused when Razorpay keys are set.
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
      throw appError("NotFound", PAYMENT_FAILED);
    if (order.status === "paid")
      throw appError(
        "Conflict",
        order.purpose === "donation"
          ? "This donation has already been paid."
          : "This has already been paid.",
      );
    const paymentId = randomId("pay_");
    await ctx.db.insert("payment_test_payments", {
      payment_id: paymentId,
      order_id: orderId,
      status: outcome === "pay" ? "captured" : "failed",
      amount_paise: order.amount_paise,
      created_at: Date.now(),
    });
    await ctx.scheduler.runAfter(
      0,
      internal.payments.testGateway.deliverWebhooks,
      {
        orderId,
        paymentId,
        amountPaise: order.amount_paise,
        events:
          outcome === "pay"
            ? ["payment.captured", "order.paid"]
            : ["payment.failed"],
      },
    );
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
      .query("payment_test_payments")
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
      .query("payment_test_payments")
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

/** The test gateway's webhook secret (never sent to a client). */
export const webhookSecret = internalQuery({
  args: {},
  handler: async (ctx) => (await testSecrets(ctx))?.webhook_secret ?? null,
});

/**
 * Delivers a test payment's webhooks as Razorpay does: a Razorpay-shaped
 * body signed with the webhook secret, POSTed to `/razorpay-webhook` on this
 * deployment's site URL (where there is none, as in unit tests, handed to
 * the same handler in this process).
 */
export const deliverWebhooks = internalAction({
  args: {
    orderId: v.string(),
    paymentId: v.string(),
    amountPaise: v.number(),
    events: v.array(v.string()),
  },
  handler: async (ctx, { orderId, paymentId, amountPaise, events }) => {
    const secret = await ctx.runQuery(
      internal.payments.testGateway.webhookSecret,
      {},
    );
    if (!secret) return;
    for (const event of events) {
      const body = JSON.stringify(
        testWebhookBody(event, { orderId, paymentId, amountPaise }),
      );
      const init = {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": await hmacSha256Hex(secret, body),
          "X-Razorpay-Event-Id": randomId("evt_"),
        },
        body,
      };
      const site = env.convexSiteUrl();
      const response = site
        ? await fetch(`${site}/razorpay-webhook`, init)
        : await handleRazorpayWebhook(
            ctx,
            new Request("http://localhost/razorpay-webhook", init),
          );
      if (!response.ok)
        throw new Error(
          `the test webhook ${event} answered ${response.status}`,
        );
    }
  },
});

/** A webhook body as Razorpay sends it, for a payment of the test gateway. */
export function testWebhookBody(
  event: string,
  p: { orderId: string; paymentId: string; amountPaise: number },
) {
  const now = Math.floor(Date.now() / 1000);
  const payment = {
    id: p.paymentId,
    entity: "payment",
    amount: p.amountPaise,
    currency: "INR",
    status: event === "payment.failed" ? "failed" : "captured",
    order_id: p.orderId,
    method: "upi",
    captured: event !== "payment.failed",
    created_at: now,
  };
  return {
    entity: "event",
    account_id: "acc_offline_test",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: {
      payment: { entity: payment },
      ...(event === "order.paid"
        ? {
            order: {
              entity: {
                id: p.orderId,
                entity: "order",
                amount: p.amountPaise,
                amount_paid: p.amountPaise,
                currency: "INR",
                status: "paid",
              },
            },
          }
        : {}),
    },
    created_at: now,
  };
}
