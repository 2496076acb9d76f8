/**
 * The one way a payment's signature is checked and the one way a verified
 * payment is recorded, whatever reports it (the checkout's verification, a
 * webhook, the reconciliation) and whatever the order pays for: only for an
 * order the server created, for that order's amount, once. The order's
 * purpose decides what the payment records: a donation
 * (`donations/model/record.ts`) or a paid plan (`pricing/model/grant.ts`).
 */
import type { Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { env } from "../../lib/env";
import { verifyHmacSha256Hex } from "../../lib/sha256";
import { recordDonation } from "../../donations/model/record";
import { grantPlan } from "../../pricing/model/grant";
import type { paymentSource } from "../schema";
import type { GatewayMode } from "./gateway";

export type Order = Doc<"payment_orders">;
export type DonationOrder = Extract<Order, { purpose: "donation" }>;
export type PlanOrder = Extract<Order, { purpose: "plan" }>;
export type Source = Infer<typeof paymentSource>;

/** The offline test gateway's secrets, once generated. */
export async function testSecrets(ctx: QueryCtx) {
  return await ctx.db.query("payment_test_secrets").first();
}

/** The key secret that signs checkout payments of `mode` (null: none set). */
export async function keySecret(ctx: QueryCtx, mode: GatewayMode) {
  if (mode === "razorpay") return env.razorpayKeySecret() ?? null;
  return (await testSecrets(ctx))?.key_secret ?? null;
}

/** The secret that signs webhooks of `mode` (null: none set). */
export async function webhookSecret(ctx: QueryCtx, mode: GatewayMode) {
  if (mode === "razorpay") return env.razorpayWebhookSecret() ?? null;
  return (await testSecrets(ctx))?.webhook_secret ?? null;
}

/**
 * Whether `signature` is the gateway's for `paymentId` paying `order`:
 * HMAC-SHA256 of "order_id|payment_id" under the key secret of the order's
 * mode, compared in constant time.
 */
export async function paymentSignatureValid(
  ctx: QueryCtx,
  order: Order,
  paymentId: string,
  signature: string,
) {
  const secret = await keySecret(ctx, order.mode);
  if (!secret) return false;
  return await verifyHmacSha256Hex(
    secret,
    `${order.order_id}|${paymentId}`,
    signature,
  );
}

export async function orderById(ctx: QueryCtx, orderId: string) {
  return await ctx.db
    .query("payment_orders")
    .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
    .unique();
}

/** What a recorded payment answers: its receipt. */
export type Recorded = {
  purpose: Order["purpose"];
  receipt: string;
  receiptNumber: string;
  amountPaise: number;
};

/**
 * Records `order` as paid by `paymentId` (already verified by the caller):
 * a donation or a paid plan, with its receipt. Again for the same order,
 * nothing more is recorded and the first record is the answer.
 */
export async function recordPayment(
  ctx: MutationCtx,
  order: Order,
  paymentId: string,
  source: Source,
  now = Date.now(),
): Promise<Recorded> {
  if (order.purpose === "donation") {
    const d = await recordDonation(ctx, order, paymentId, source, now);
    return {
      purpose: "donation",
      receipt: d.receipt,
      receiptNumber: d.receipt_number,
      amountPaise: d.amount_paise,
    };
  }
  const p = await grantPlan(ctx, order, paymentId, source, now);
  return {
    purpose: "plan",
    receipt: p.receipt,
    receiptNumber: p.receipt_number,
    amountPaise: p.amount_paise,
  };
}

/** Marks `order` paid by `paymentId` (the purpose's recorder calls it with its record). */
export async function markOrderPaid(
  ctx: MutationCtx,
  order: Order,
  paymentId: string,
  now = Date.now(),
) {
  await ctx.db.patch("payment_orders", order._id, {
    status: "paid",
    payment_id: paymentId,
    updated_at: now,
  });
}

/** Marks an unpaid order failed (a paid one stays paid: a failed retry changes nothing). */
export async function markOrderFailed(
  ctx: MutationCtx,
  order: Order,
  now = Date.now(),
) {
  if (order.status === "created")
    await ctx.db.patch("payment_orders", order._id, {
      status: "failed",
      updated_at: now,
    });
}

/** "₹1,00,000" (Indian grouping). */
export function inr(paise: number) {
  const [whole, fraction] = (paise / 100).toFixed(2).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},${last3}` : last3}${fraction === "00" ? "" : `.${fraction}`}`;
}
