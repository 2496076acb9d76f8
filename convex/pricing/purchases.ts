/**
 * Buying Premium or Pro, through the payments area's one path: the order's
 * amount comes from the plan's `plans` row on the server; the checkout's
 * payment is verified by `payments/orders:verifyPayment` (a valid gateway
 * signature, or nothing is written) and granted by `model/grant.ts`. A
 * student buys for themselves once a parent has consented (as for
 * donations); a consenting linked parent buys for their child
 * (`family.ts`). Also: the plan a student has, the payment history, the
 * receipts.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { internalQuery, type ActionCtx } from "../_generated/server";
import { memberQuery, studentAction } from "../functions";
import { env } from "../lib/env";
import { appError } from "../lib/errors";
import { requireWithinLimit } from "../lib/rateLimit";
import { consentGateError } from "../lib/viewer";
import { amountInWords } from "../donations/amountWords";
import {
  hasConsentingParent,
  requireActiveLink,
} from "../families/model/links";
import { startOrder } from "../payments/model/start";
import { paidPlanKey } from "../payments/schema";
import { paidProRunning, planRow, waitingRequest } from "./model/grant";
import { currentPlan } from "./model/plan";
import {
  PAYMENT_HISTORY_MAX,
  PLAN_PAYMENT_FAILED,
  PLAN_NAMES,
  PRO_RUNNING,
  REQUEST_GONE,
  TOO_MANY_PLAN_ORDERS,
  type PaidPlanKey,
} from "./rules";

/**
 * What an order for `plan` for `studentId` costs, checked on the server:
 * the student is a student, the payer may pay for them (themselves, or a
 * consenting linked parent: NotFound otherwise, as for a parent's other
 * acts), Premium is not bought over a paid Pro, and a named request is the
 * student's waiting one.
 */
export const prepareOrder = internalQuery({
  args: {
    payerId: v.id("users"),
    studentId: v.id("users"),
    plan: paidPlanKey,
    requestId: v.optional(v.id("plan_requests")),
  },
  handler: async (ctx, { payerId, studentId, plan, requestId }) => {
    if (payerId !== studentId) await requireActiveLink(ctx, payerId, studentId);
    const student = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", studentId))
      .unique();
    if (student?.role !== "student")
      throw appError("NotFound", "This student's account no longer exists.");
    if (plan === "premium" && (await paidProRunning(ctx, studentId)))
      throw appError("Conflict", PRO_RUNNING);
    if (requestId) {
      const request = await ctx.db.get("plan_requests", requestId);
      if (
        !request ||
        request.student_id !== studentId ||
        request.status !== "waiting" ||
        request.plan_key !== plan
      )
        throw appError("Conflict", REQUEST_GONE);
    }
    const row = await planRow(ctx, plan);
    if (!row) throw appError("NotFound", "This plan is not on offer.");
    return {
      amountPaise: row.price_paise,
      planName: row.name,
      studentName: student.full_name,
    };
  },
});

/** What opens a plan's checkout. */
export type PlanCheckout = {
  orderId: string;
  amountPaise: number;
  currency: "INR";
  mode: "razorpay" | "test";
  planName: string;
  studentName: string;
};

/** Starts a plan's order for `payerId` (checked by `prepareOrder`); the answer opens the checkout. */
export async function startPlanOrder(
  ctx: ActionCtx,
  args: {
    payerId: Id<"users">;
    studentId: Id<"users">;
    plan: PaidPlanKey;
    requestId?: Id<"plan_requests">;
  },
): Promise<PlanCheckout> {
  const prepared: {
    amountPaise: number;
    planName: string;
    studentName: string;
  } = await ctx.runQuery(internal.pricing.purchases.prepareOrder, args);
  await requireWithinLimit(
    ctx,
    "planOrderPerUser",
    args.payerId,
    TOO_MANY_PLAN_ORDERS,
  );
  const { orderId, mode } = await startOrder(ctx, {
    amountPaise: prepared.amountPaise,
    userId: args.payerId,
    details: {
      purpose: "plan",
      planKey: args.plan,
      studentId: args.studentId,
      ...(args.requestId ? { requestId: args.requestId } : {}),
    },
    failure: PLAN_PAYMENT_FAILED,
  });
  return {
    orderId,
    amountPaise: prepared.amountPaise,
    currency: "INR",
    mode,
    planName: prepared.planName,
    studentName: prepared.studentName,
  };
}

/**
 * A student buys `plan` for themselves (only once a parent has consented:
 * as for donations, nothing of theirs is kept before).
 */
export const buyForMe = studentAction({
  args: { plan: paidPlanKey },
  handler: async (ctx, { plan }): Promise<PlanCheckout> => {
    if (ctx.viewer.consentGate) throw consentGateError();
    return await startPlanOrder(ctx, {
      payerId: ctx.viewer.userId,
      studentId: ctx.viewer.userId,
      plan,
    });
  },
});

/**
 * The signed-in student's plan now (live: it changes the moment a payment
 * is granted), their request to a parent waiting, and whether a parent can
 * be asked. Null for everyone but students.
 */
export const myPlan = memberQuery({
  args: {},
  handler: async (ctx) => {
    const { profile, userId } = ctx.viewer;
    if (profile?.role !== "student") return null;
    const [plan, request, canAskParent, proRunning] = await Promise.all([
      currentPlan(ctx, userId),
      waitingRequest(ctx, userId),
      hasConsentingParent(ctx, userId),
      paidProRunning(ctx, userId),
    ]);
    return {
      key: plan.key,
      trial: plan.trial,
      endsAt: plan.endsAt,
      proRunning,
      canAskParent,
      waitingRequest: request
        ? { plan: request.plan_key, createdAt: request.created_at }
        : null,
    };
  },
});

function paymentOf(p: Doc<"plan_payments">) {
  return {
    receipt: p.receipt,
    receiptNumber: p.receipt_number,
    planName: PLAN_NAMES[p.plan_key],
    amountPaise: p.amount_paise,
    createdAt: p.created_at,
    periodEnd: p.period_end,
    payerName: p.payer_name ?? "Deleted member",
    studentName: p.student_name ?? "Deleted member",
    test: p.mode === "test",
  };
}

/**
 * The signed-in member's plan payments, newest first (at most 20): those
 * they made (a parent's for each child) and those made for them (a
 * student's, whoever paid), each with its receipt link.
 */
export const history = memberQuery({
  args: {},
  handler: async (ctx) => {
    const userId = ctx.viewer.userId;
    const [paid, forMe] = await Promise.all([
      ctx.db
        .query("plan_payments")
        .withIndex("by_payer_id_and_created_at", (q) =>
          q.eq("payer_id", userId),
        )
        .order("desc")
        .take(PAYMENT_HISTORY_MAX),
      ctx.db
        .query("plan_payments")
        .withIndex("by_student_id_and_created_at", (q) =>
          q.eq("student_id", userId),
        )
        .order("desc")
        .take(PAYMENT_HISTORY_MAX),
    ]);
    const byId = new Map([...paid, ...forMe].map((p) => [p._id, p]));
    return [...byId.values()]
      .sort((a, b) => b.created_at - a.created_at)
      .slice(0, PAYMENT_HISTORY_MAX)
      .map(paymentOf);
  },
});

/** A plan receipt key: `rcpt_` and 24 letters and digits. */
const RECEIPT_KEY = /^rcpt_[0-9A-Za-z]{24}$/;

/**
 * A plan payment's receipt, for the payer and the student it was for only
 * (it names a minor); null for anyone else or no such receipt.
 */
export const receipt = memberQuery({
  args: { receipt: v.string() },
  handler: async (ctx, args) => {
    if (!RECEIPT_KEY.test(args.receipt)) return null;
    const payment = await ctx.db
      .query("plan_payments")
      .withIndex("by_receipt", (q) => q.eq("receipt", args.receipt))
      .unique();
    const me = ctx.viewer.userId;
    if (!payment || (payment.payer_id !== me && payment.student_id !== me))
      return null;
    return {
      ...paymentOf(payment),
      periodStart: payment.period_start,
      amountWords: amountInWords(payment.amount_paise),
      paymentId: payment.payment_id,
      seller: env.donationOrganisation().name,
    };
  },
});
