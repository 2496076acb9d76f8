"use node";
/**
 * The Razorpay gateway's calls, through Razorpay's official Node SDK (it
 * needs Node, so these are `"use node"` actions). Only the gateway of
 * `model/gateway.ts` calls them, and only with both keys set.
 */
import Razorpay from "razorpay";
import { v } from "convex/values";
import { internalAction } from "../_generated/server";
import { env } from "../lib/env";
import type { GatewayOrder, GatewayPayment } from "./model/gateway";

function client() {
  const key_id = env.razorpayKeyId();
  const key_secret = env.razorpayKeySecret();
  if (!key_id || !key_secret)
    throw new Error("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set");
  return new Razorpay({ key_id, key_secret });
}

const ORDER_STATUSES = ["created", "attempted", "paid"] as const;
const PAYMENT_STATUSES = [
  "created",
  "authorized",
  "captured",
  "refunded",
  "failed",
] as const;

function order(o: {
  id: string;
  amount: number | string;
  status: string;
}): GatewayOrder {
  const status = ORDER_STATUSES.find((s) => s === o.status) ?? "created";
  return { id: o.id, amountPaise: Number(o.amount), status };
}

export const createOrder = internalAction({
  args: {
    amountPaise: v.number(),
    receipt: v.string(),
    notes: v.record(v.string(), v.string()),
  },
  handler: async (
    _ctx,
    { amountPaise, receipt, notes },
  ): Promise<GatewayOrder> =>
    order(
      await client().orders.create({
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      }),
    ),
});

export const fetchOrder = internalAction({
  args: { orderId: v.string() },
  handler: async (_ctx, { orderId }): Promise<GatewayOrder> =>
    order(await client().orders.fetch(orderId)),
});

export const fetchPayments = internalAction({
  args: { orderId: v.string() },
  handler: async (_ctx, { orderId }): Promise<GatewayPayment[]> => {
    const { items } = await client().orders.fetchPayments(orderId);
    return items.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      amountPaise: Number(p.amount),
      status: PAYMENT_STATUSES.find((s) => s === p.status) ?? "created",
    }));
  },
});
