/**
 * The grant: what a verified payment of a plan's order gives (called only by
 * payments/model/orders.ts `recordPayment`, after the signature verified).
 * Once per order and per payment: the paid period on the student's
 * subscription (the rule is in pricing/rules.ts), the payment with its
 * numbered receipt naming the payer and the student, and the student's
 * waiting request to a parent answered.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  markOrderPaid,
  type PlanOrder,
  type Source,
} from "../../payments/model/orders";
import {
  DAY_MS,
  PERIOD_DAYS,
  planReceiptNumber,
  type PaidPlanKey,
} from "../rules";

const RANK: Record<PaidPlanKey, number> = { premium: 1, pro: 2 };

export async function planPaymentForOrder(ctx: QueryCtx, orderId: string) {
  return await ctx.db
    .query("plan_payments")
    .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
    .unique();
}

export async function planRow(ctx: QueryCtx, key: PaidPlanKey) {
  return await ctx.db
    .query("plans")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The next receipt number: one more than the highest given (serialised by the index read). */
async function nextReceiptNumber(ctx: QueryCtx) {
  const last = await ctx.db
    .query("plan_payments")
    .withIndex("by_receipt_number")
    .order("desc")
    .first();
  const n = last ? Number(last.receipt_number.slice(4)) : 0;
  return planReceiptNumber(n + 1);
}

async function nameOf(ctx: QueryCtx, userId: Id<"users"> | undefined) {
  if (!userId) return null;
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  return profile?.full_name ?? null;
}

/** The student's five latest subscriptions (what currentPlan reads). */
async function latestSubscriptions(ctx: QueryCtx, studentId: Id<"users">) {
  return await ctx.db
    .query("subscriptions")
    .withIndex("by_user_id", (q) => q.eq("user_id", studentId))
    .order("desc")
    .take(5);
}

/** Whether a paid Pro period runs for the student now (Premium would add nothing). */
export async function paidProRunning(
  ctx: QueryCtx,
  studentId: Id<"users">,
  now = Date.now(),
) {
  return (await latestSubscriptions(ctx, studentId)).some(
    (s) =>
      s.status === "active" &&
      s.plan_key === "pro" &&
      s.current_period_end > now,
  );
}

/**
 * Writes or extends the student's subscription for one paid period of
 * `plan` (pricing/rules.ts says which) and answers the period.
 */
async function extendSubscription(
  ctx: MutationCtx,
  studentId: Id<"users">,
  plan: PaidPlanKey,
  periodMs: number,
  now: number,
): Promise<{ start: number; end: number }> {
  const subscriptions = await latestSubscriptions(ctx, studentId);
  const running = (s: Doc<"subscriptions">) => s.current_period_end > now;
  const samePaid = subscriptions.find(
    (s) => s.status === "active" && s.plan_key === plan && running(s),
  );
  if (samePaid) {
    const start = samePaid.current_period_end;
    const end = start + periodMs;
    await ctx.db.patch("subscriptions", samePaid._id, {
      current_period_end: end,
    });
    return { start, end };
  }
  const trial = subscriptions.find(
    (s) => s.status === "trialing" && s.plan_key === plan && running(s),
  );
  const start = trial ? trial.current_period_end : now;
  const end = start + periodMs;
  await ctx.db.insert("subscriptions", {
    user_id: studentId,
    plan_key: plan,
    status: "active",
    started_at: start,
    current_period_end: end,
  });
  return { start, end };
}

/**
 * Records `order` as paid by `paymentId` (already verified): the period,
 * the payment and its receipt, the order paid, the request answered. Again
 * for the same order, nothing more is written and the first payment is the
 * answer; a second payment towards a paid order is logged for a refund.
 */
export async function grantPlan(
  ctx: MutationCtx,
  order: PlanOrder,
  paymentId: string,
  source: Source,
  now = Date.now(),
): Promise<Doc<"plan_payments">> {
  const existing = await planPaymentForOrder(ctx, order.order_id);
  if (existing) {
    if (existing.payment_id !== paymentId)
      console.warn(
        `[pricing] a second payment ${paymentId} for the paid order ${order.order_id}: not recorded; refund it`,
      );
    return existing;
  }
  const paymentUsed = await ctx.db
    .query("plan_payments")
    .withIndex("by_payment_id", (q) => q.eq("payment_id", paymentId))
    .first();
  if (paymentUsed)
    throw new Error(
      `payment ${paymentId} already paid order ${paymentUsed.order_id}`,
    );
  const plan = await planRow(ctx, order.plan_key);
  if (!plan || (plan.period !== "month" && plan.period !== "year"))
    throw new Error(`the plan ${order.plan_key} is not one that is bought`);
  const periodMs = PERIOD_DAYS[plan.period] * DAY_MS;
  // A student erased since the order: the money is still recorded.
  const period = order.student_id
    ? await extendSubscription(
        ctx,
        order.student_id,
        order.plan_key,
        periodMs,
        now,
      )
    : { start: now, end: now };
  const id = await ctx.db.insert("plan_payments", {
    order_id: order.order_id,
    payment_id: paymentId,
    receipt_number: await nextReceiptNumber(ctx),
    receipt: order.receipt,
    amount_paise: order.amount_paise,
    plan_key: order.plan_key,
    ...(order.user_id ? { payer_id: order.user_id } : {}),
    payer_name: await nameOf(ctx, order.user_id),
    ...(order.student_id ? { student_id: order.student_id } : {}),
    student_name: await nameOf(ctx, order.student_id),
    period_start: period.start,
    period_end: period.end,
    mode: order.mode,
    source,
    created_at: now,
  });
  await markOrderPaid(ctx, order, paymentId, now);
  if (order.student_id)
    await answerWaitingRequest(ctx, order.student_id, order.plan_key, now);
  return (await ctx.db.get("plan_payments", id))!;
}

/** The student's waiting request, if any (one at most). */
export async function waitingRequest(ctx: QueryCtx, studentId: Id<"users">) {
  return await ctx.db
    .query("plan_requests")
    .withIndex("by_student_id_and_status", (q) =>
      q.eq("student_id", studentId).eq("status", "waiting"),
    )
    .first();
}

/** A paid plan answers the student's waiting request for it or for a lesser plan. */
async function answerWaitingRequest(
  ctx: MutationCtx,
  studentId: Id<"users">,
  paid: PaidPlanKey,
  now: number,
) {
  const request = await waitingRequest(ctx, studentId);
  if (request && RANK[request.plan_key] <= RANK[paid])
    await ctx.db.patch("plan_requests", request._id, {
      status: "paid",
      decided_at: now,
    });
}
