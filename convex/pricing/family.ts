/**
 * Parents pay: a consenting linked parent buys a plan for their child, and
 * a student asks their parents to pay ("Ask a parent to pay"): each parent
 * whose consent stands gets a notice and sees the request on their page,
 * with Pay (the same checkout as buying) or Decline. Only a linked parent
 * whose consent stands may act for a child (families/model/links.ts; others
 * are told the child is not linked, NotFound, as for a parent's other acts).
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import {
  parentAction,
  parentMutation,
  parentQuery,
  studentMutation,
} from "../functions";
import { appError } from "../lib/errors";
import { notify } from "../lib/notify";
import { requireWithinLimit } from "../lib/rateLimit";
import {
  consentingParents,
  hasActiveLink,
  requireActiveLink,
} from "../families/model/links";
import { inr } from "../payments/model/orders";
import { paidPlanKey } from "../payments/schema";
import { paidProRunning, planRow, waitingRequest } from "./model/grant";
import { currentPlan } from "./model/plan";
import { startPlanOrder, type PlanCheckout } from "./purchases";
import {
  NO_PARENT_TO_ASK,
  PLAN_NAMES,
  PRO_RUNNING,
  REQUEST_GONE,
} from "./rules";

/** The children a parent lists at most (as families/parent:children). */
const CHILDREN_MAX = 20;

function firstName(fullName: string | undefined, fallback: string) {
  return fullName?.split(/\s+/)[0] || fallback;
}

async function profileOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

/**
 * A parent buys `plan` for their child (`requestId`: the child's request
 * this pays). The answer opens the checkout.
 */
export const buyForChild = parentAction({
  args: {
    plan: paidPlanKey,
    studentId: v.id("users"),
    requestId: v.optional(v.id("plan_requests")),
  },
  handler: async (ctx, { plan, studentId, requestId }): Promise<PlanCheckout> =>
    await startPlanOrder(ctx, {
      payerId: ctx.viewer.userId,
      studentId,
      plan,
      ...(requestId ? { requestId } : {}),
    }),
});

/**
 * For each child the parent may act for (consent standing): their plan now
 * and their request waiting, if any. Children whose consent was withdrawn
 * are left out.
 */
export const children = parentQuery({
  args: {},
  handler: async (ctx) => {
    const links = await ctx.db
      .query("family_links")
      .withIndex("by_parent_id", (q) => q.eq("parent_id", ctx.viewer.userId))
      .take(CHILDREN_MAX);
    const rows = await Promise.all(
      links.map(async ({ child_id: childId }) => {
        if (!(await hasActiveLink(ctx, ctx.viewer.userId, childId)))
          return null;
        const [profile, plan, request, proRunning] = await Promise.all([
          profileOf(ctx, childId),
          currentPlan(ctx, childId),
          waitingRequest(ctx, childId),
          paidProRunning(ctx, childId),
        ]);
        if (profile?.role !== "student") return null;
        return {
          childId,
          fullName: profile.full_name,
          plan: { key: plan.key, trial: plan.trial, endsAt: plan.endsAt },
          proRunning,
          request: request
            ? {
                requestId: request._id,
                plan: request.plan_key,
                createdAt: request.created_at,
              }
            : null,
        };
      }),
    );
    return rows.filter((r) => r !== null);
  },
});

/**
 * A student asks their parents to pay for `plan`: one request waits at a
 * time (asking again changes its plan and tells the parents again), and
 * each parent whose consent stands is told. Refused when no parent has
 * consented, or for Premium over a paid Pro.
 */
export const askParent = studentMutation({
  args: { plan: paidPlanKey },
  handler: async (ctx, { plan }) => {
    const studentId = ctx.viewer.userId;
    const parents = await consentingParents(ctx, studentId);
    if (parents.length === 0) throw appError("Conflict", NO_PARENT_TO_ASK);
    if (plan === "premium" && (await paidProRunning(ctx, studentId)))
      throw appError("Conflict", PRO_RUNNING);
    const row = await planRow(ctx, plan);
    if (!row) throw appError("NotFound", "This plan is not on offer.");
    await requireWithinLimit(
      ctx,
      "planRequestPerChild",
      studentId,
      "You have asked many times today. Please talk to your parent or guardian.",
    );
    const now = Date.now();
    const waiting = await waitingRequest(ctx, studentId);
    let requestId: Id<"plan_requests">;
    if (waiting) {
      requestId = waiting._id;
      await ctx.db.patch("plan_requests", waiting._id, {
        plan_key: plan,
        created_at: now,
      });
    } else
      requestId = await ctx.db.insert("plan_requests", {
        student_id: studentId,
        plan_key: plan,
        status: "waiting",
        created_at: now,
      });
    const childName = firstName(ctx.viewer.profile?.full_name, "Your child");
    for (const parentId of parents)
      await notify(
        ctx,
        parentId,
        "plan_requested",
        { childName, planName: row.name, price: inr(row.price_paise) },
        { dedupeKey: `plan_request:${requestId}:${plan}:${now}` },
      );
    return { requestId };
  },
});

/** A parent declines their child's waiting request; the child is told. */
export const decline = parentMutation({
  args: { requestId: v.id("plan_requests") },
  handler: async (ctx, { requestId }) => {
    const request = await ctx.db.get("plan_requests", requestId);
    if (!request) throw appError("Conflict", REQUEST_GONE);
    await requireActiveLink(ctx, ctx.viewer.userId, request.student_id);
    if (request.status !== "waiting") throw appError("Conflict", REQUEST_GONE);
    await ctx.db.patch("plan_requests", requestId, {
      status: "declined",
      decided_at: Date.now(),
    });
    await notify(ctx, request.student_id, "plan_request_declined", {
      parentName: firstName(
        ctx.viewer.profile?.full_name,
        "Your parent or guardian",
      ),
      planName: PLAN_NAMES[request.plan_key],
    });
  },
});
