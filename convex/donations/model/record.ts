/**
 * The one way a donation is recorded, and the one way a payment's signature
 * is checked. Whatever reports a payment (the checkout's verification, a
 * webhook, the reconciliation), a donation is recorded only for an order the
 * server created, for that order's amount, once: an order pays for one
 * donation, a payment id is used by one.
 */
import { TableAggregate } from "@convex-dev/aggregate";
import { components, internal } from "../../_generated/api";
import type { DataModel, Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { logActivity } from "../../lib/activity";
import { env } from "../../lib/env";
import { verifyHmacSha256Hex } from "../../lib/sha256";
import { ANONYMOUS } from "../rules";
import type { GatewayMode } from "./gateway";

/**
 * Every successful donation by time, summing its amount: the total raised
 * and the count are a walk of the aggregate's tree (logarithmic in the
 * donations), never a scan of them.
 */
export const donationsTotal = new TableAggregate<{
  Key: number;
  DataModel: DataModel;
  TableName: "donations";
}>(components.donationsTotal, {
  sortKey: (d) => d.created_at,
  sumValue: (d) => d.amount_paise,
});

/** The offline test gateway's secrets, once generated. */
export async function testSecrets(ctx: QueryCtx) {
  return await ctx.db.query("donation_test_secrets").first();
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
  order: Doc<"donation_orders">,
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
    .query("donation_orders")
    .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
    .unique();
}

export async function donationForOrder(ctx: QueryCtx, orderId: string) {
  return await ctx.db
    .query("donations")
    .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
    .unique();
}

/** "₹1,00,000" (Indian grouping) for the activity log. */
export function inr(paise: number) {
  const [whole, fraction] = (paise / 100).toFixed(2).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},${last3}` : last3}${fraction === "00" ? "" : `.${fraction}`}`;
}

export type Source = Doc<"donations">["source"];

/**
 * Records `order` as paid by `paymentId` (already verified by the caller):
 * the donation, its receipt number, the total and the activity log. Again
 * for the same order, nothing more is recorded and the donation made the
 * first time is the answer. A second payment towards a paid order (a
 * gateway that captured twice) is not a second donation: it is logged for
 * staff to refund.
 */
export async function recordDonation(
  ctx: MutationCtx,
  order: Doc<"donation_orders">,
  paymentId: string,
  source: Source,
  now = Date.now(),
): Promise<Doc<"donations">> {
  const existing = await donationForOrder(ctx, order.order_id);
  if (existing) {
    if (existing.payment_id !== paymentId)
      console.warn(
        `[donations] a second payment ${paymentId} for the paid order ${order.order_id}: not recorded; refund it`,
      );
    return existing;
  }
  const paymentUsed = await ctx.db
    .query("donations")
    .withIndex("by_payment_id", (q) => q.eq("payment_id", paymentId))
    .first();
  if (paymentUsed)
    throw new Error(
      `payment ${paymentId} already paid order ${paymentUsed.order_id}`,
    );
  const number = (await donationsTotal.count(ctx)) + 1;
  const donationId = await ctx.db.insert("donations", {
    order_id: order.order_id,
    payment_id: paymentId,
    receipt_number: `VQD-${String(number).padStart(6, "0")}`,
    receipt: order.receipt,
    amount_paise: order.amount_paise,
    donor_name: order.donor_name,
    email: order.email,
    ...(order.user_id ? { user_id: order.user_id } : {}),
    mode: order.mode,
    source,
    created_at: now,
  });
  const donation = (await ctx.db.get("donations", donationId))!;
  await donationsTotal.insert(ctx, donation);
  await ctx.db.patch("donation_orders", order._id, {
    status: "paid",
    payment_id: paymentId,
    updated_at: now,
  });
  if (donation.email)
    await ctx.scheduler.runAfter(0, internal.donations.receipts.mailReceipt, {
      donationId,
    });
  await logActivity(ctx, {
    userId: order.user_id,
    userName: order.donor_name ?? ANONYMOUS,
    kind: "donation",
    action: `Donated ${inr(order.amount_paise)}${order.mode === "test" ? " (test mode)" : ""}`,
  });
  return donation;
}

/** Marks an unpaid order failed (a paid one stays paid: a failed retry changes nothing). */
export async function markOrderFailed(
  ctx: MutationCtx,
  order: Doc<"donation_orders">,
  now = Date.now(),
) {
  if (order.status === "created")
    await ctx.db.patch("donation_orders", order._id, {
      status: "failed",
      updated_at: now,
    });
}
