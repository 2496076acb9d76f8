/**
 * The payment gateway's webhook, at `<CONVEX_SITE_URL>/razorpay-webhook`:
 * Razorpay's (RAZORPAY_WEBHOOK_SECRET), or the offline test gateway's,
 * signed the same way with its own secret. A delivery is believed only when
 * `X-Razorpay-Signature` is the HMAC-SHA256 of its raw body under that
 * secret (400 otherwise). `payment.captured` and `order.paid` record the
 * payment of its order (a donation or a plan) (once, however often they come),
 * `payment.failed` marks an unpaid order failed. Each event is handled once
 * by its id (`X-Razorpay-Event-Id`); the work runs on a workpool, retried.
 */
import { vOnCompleteArgs } from "@convex-dev/workpool";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type ActionCtx,
} from "../_generated/server";
import { recordFinalFailure } from "../lib/background";
import { sha256Hex, verifyHmacSha256Hex } from "../lib/sha256";
import { currentMode } from "./model/gateway";
import { paymentPool } from "./model/pool";
import {
  markOrderFailed,
  orderById,
  recordPayment,
  webhookSecret,
} from "./model/orders";

/** Events handled; others are acknowledged and ignored. */
const HANDLED = ["payment.captured", "payment.failed", "order.paid"] as const;
type Handled = (typeof HANDLED)[number];
/** Razorpay's webhook bodies are a few KB; anything far larger is not one. */
const BODY_MAX = 256 * 1024;
/** How long a handled event's id is kept to tell a redelivery (Razorpay retries for a day). */
export const EVENT_RETENTION_MS = 30 * 24 * 3_600_000;

type Payment = {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
};

/** The HTTP action's handler (also what the test gateway's delivery calls without a site URL). */
export async function handleRazorpayWebhook(
  ctx: ActionCtx,
  request: Request,
): Promise<Response> {
  const secret = await ctx.runQuery(internal.payments.webhook.secret, {});
  if (!secret) return new Response("Not configured.", { status: 404 });
  const body = await request.text();
  const signature = request.headers.get("X-Razorpay-Signature") ?? "";
  if (
    body.length > BODY_MAX ||
    !signature ||
    !(await verifyHmacSha256Hex(secret, body, signature))
  )
    return new Response("Invalid signature.", { status: 400 });

  let parsed: { event?: unknown; payload?: { payment?: { entity?: Payment } } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return new Response("Invalid body.", { status: 400 });
  }
  const event = parsed.event;
  if (typeof event !== "string" || !HANDLED.includes(event as Handled))
    return new Response("Ignored.", { status: 200 });
  const payment = parsed.payload?.payment?.entity;
  if (
    !payment ||
    typeof payment.id !== "string" ||
    typeof payment.order_id !== "string" ||
    typeof payment.amount !== "number" ||
    (payment.currency !== undefined && payment.currency !== "INR")
  )
    return new Response("Invalid payment.", { status: 400 });
  const eventId =
    request.headers.get("X-Razorpay-Event-Id") ??
    `body_${await sha256Hex(body)}`;
  await ctx.runMutation(internal.payments.webhook.accept, {
    eventId: eventId.slice(0, 128),
    event,
    orderId: payment.order_id.slice(0, 64),
    paymentId: payment.id.slice(0, 64),
    amountPaise: payment.amount,
  });
  return new Response("OK", { status: 200 });
}

/** The secret webhooks of this deployment's mode are signed with (null: none). */
export const secret = internalQuery({
  args: {},
  handler: async (ctx) => await webhookSecret(ctx, currentMode()),
});

const eventArgs = {
  eventId: v.string(),
  event: v.string(),
  orderId: v.string(),
  paymentId: v.string(),
  amountPaise: v.number(),
};

async function seen(ctx: Parameters<typeof orderById>[0], eventId: string) {
  return (
    (await ctx.db
      .query("payment_webhook_events")
      .withIndex("by_event_id", (q) => q.eq("event_id", eventId))
      .first()) !== null
  );
}

/** Hands a verified event to the pool, unless it was handled already. */
export const accept = internalMutation({
  args: eventArgs,
  handler: async (ctx, args) => {
    if (await seen(ctx, args.eventId)) return;
    await paymentPool.enqueueAction(
      ctx,
      internal.payments.webhook.settle,
      args,
      {
        onComplete: internal.payments.webhook.settled,
        context: { eventId: args.eventId },
      },
    );
  },
});

/** The pool's job: settles the event (an action, so that the pool retries it). */
export const settle = internalAction({
  args: eventArgs,
  handler: async (ctx, args) => {
    await ctx.runMutation(internal.payments.webhook.apply, args);
  },
});

/**
 * Settles one event, once by its id: a captured payment (or a paid order)
 * records the payment of its order, if the order is ours, in the mode
 * webhooks come in now, and the amount is the order's; a failed payment
 * marks an unpaid order failed.
 */
export const apply = internalMutation({
  args: eventArgs,
  handler: async (ctx, { eventId, event, orderId, paymentId, amountPaise }) => {
    if (await seen(ctx, eventId)) return;
    const now = Date.now();
    await ctx.db.insert("payment_webhook_events", {
      event_id: eventId,
      event,
      received_at: now,
    });
    const order = await orderById(ctx, orderId);
    if (!order || order.mode !== currentMode()) {
      console.warn(
        `[payments] webhook ${event} for an unknown order ${orderId}`,
      );
      return;
    }
    if (event === "payment.failed") {
      await markOrderFailed(ctx, order, now);
      return;
    }
    if (amountPaise !== order.amount_paise) {
      console.error(
        `[payments] webhook ${event}: payment ${paymentId} of ${amountPaise} paise for order ${orderId} of ${order.amount_paise}; not recorded`,
      );
      return;
    }
    await recordPayment(ctx, order, paymentId, "webhook", now);
  },
});

export const settled = internalMutation({
  args: vOnCompleteArgs(v.object({ eventId: v.string() })),
  handler: async (ctx, { context, result }) => {
    await recordFinalFailure(
      ctx,
      "payments/webhook:settle",
      `event ${context.eventId}`,
      result,
    );
  },
});

/** Forgets handled events older than 30 days, 500 at a time. */
export const sweepEvents = internalMutation({
  args: {},
  handler: async (ctx) => {
    const old = await ctx.db
      .query("payment_webhook_events")
      .withIndex("by_received_at", (q) =>
        q.lt("received_at", Date.now() - EVENT_RETENTION_MS),
      )
      .take(500);
    for (const row of old)
      await ctx.db.delete("payment_webhook_events", row._id);
    if (old.length === 500)
      await ctx.scheduler.runAfter(
        0,
        internal.payments.webhook.sweepEvents,
        {},
      );
  },
});
