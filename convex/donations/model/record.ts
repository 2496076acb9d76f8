/**
 * The one way a donation is recorded (payments/model/orders.ts calls it for
 * a verified payment of a donation's order): for that order's amount, once:
 * an order pays for one donation, a payment id is used by one.
 */
import { TableAggregate } from "@convex-dev/aggregate";
import { components, internal } from "../../_generated/api";
import type { DataModel, Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { logActivity } from "../../lib/activity";
import {
  inr,
  markOrderPaid,
  type DonationOrder,
  type Source,
} from "../../payments/model/orders";
import { ANONYMOUS } from "../rules";

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

export async function donationForOrder(ctx: QueryCtx, orderId: string) {
  return await ctx.db
    .query("donations")
    .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
    .unique();
}

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
  order: DonationOrder,
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
  await markOrderPaid(ctx, order, paymentId, now);
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
