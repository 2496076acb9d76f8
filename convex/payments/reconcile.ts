/**
 * Reconciliation: an order still `created` 30 minutes after it was made
 * (the browser closed and the webhook never came, or failed for good) is
 * looked up at its gateway. A captured payment of the order's amount
 * records its payment (a donation or a plan, once, as any other path would); no payment, or only
 * failed ones, marks it failed; a payment still being authorised is left
 * for the next run.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
} from "../_generated/server";
import { currentMode, gatewayFor } from "./model/gateway";
import { markOrderFailed, orderById, recordPayment } from "./model/orders";

/** How long an order may wait for its payment before it is looked up. */
export const SETTLE_AFTER_MS = 30 * 60_000;
/** Orders looked up per run (a run every 10 minutes). */
export const RECONCILE_BATCH = 50;

/** Unpaid orders made before `before`, oldest first. */
export const staleOrders = internalQuery({
  args: { before: v.number(), limit: v.number() },
  handler: async (ctx, { before, limit }) =>
    (
      await ctx.db
        .query("payment_orders")
        .withIndex("by_status_and_created_at", (q) =>
          q.eq("status", "created").lt("created_at", before),
        )
        .take(limit)
    ).map((o) => ({
      orderId: o.order_id,
      mode: o.mode,
      amountPaise: o.amount_paise,
    })),
});

/** Looks up the stale orders at their gateways and settles them. */
export const run = internalAction({
  args: {},
  handler: async (ctx): Promise<{ looked: number; settled: number }> => {
    const orders: {
      orderId: string;
      mode: "razorpay" | "test";
      amountPaise: number;
    }[] = await ctx.runQuery(internal.payments.reconcile.staleOrders, {
      before: Date.now() - SETTLE_AFTER_MS,
      limit: RECONCILE_BATCH,
    });
    let settled = 0;
    for (const order of orders) {
      // An order of the other mode (keys added or removed since) cannot be looked up.
      if (order.mode !== currentMode()) continue;
      try {
        const payments = await gatewayFor(order.mode).fetchPayments(
          ctx,
          order.orderId,
        );
        const captured = payments.find(
          (p) =>
            p.status === "captured" &&
            p.orderId === order.orderId &&
            p.amountPaise === order.amountPaise,
        );
        const pending = payments.some(
          (p) => p.status === "created" || p.status === "authorized",
        );
        if (!captured && pending) continue;
        await ctx.runMutation(internal.payments.reconcile.settle, {
          orderId: order.orderId,
          paymentId: captured?.id ?? null,
        });
        settled++;
      } catch (error) {
        // The next run tries again; one order's trouble does not stop the rest.
        console.error(
          `[payments] reconciling ${order.orderId} failed: ${String(error)}`,
        );
      }
    }
    return { looked: orders.length, settled };
  },
});

/** Records the order's payment (a captured one) or marks it failed (none). */
export const settle = internalMutation({
  args: { orderId: v.string(), paymentId: v.union(v.string(), v.null()) },
  handler: async (ctx, { orderId, paymentId }) => {
    const order = await orderById(ctx, orderId);
    if (!order || order.status === "paid") return;
    if (paymentId) await recordPayment(ctx, order, paymentId, "reconciliation");
    else await markOrderFailed(ctx, order);
  },
});
