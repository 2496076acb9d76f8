import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ENTITLEMENTS, type Entitlements, type PlanKey } from "../rules";

export type CurrentPlan = {
  key: PlanKey;
  /** The subscription that gives it (null on Free). */
  subscription: Doc<"subscriptions"> | null;
  /** Whether it is the free trial. */
  trial: boolean;
  /** When it ends (null on Free). */
  endsAt: number | null;
  entitlements: Entitlements;
};

const RANK: Record<PlanKey, number> = { free: 0, premium: 1, pro: 2 };

/**
 * The plan a student has now: the highest of their trialing or active
 * subscriptions that has not reached its end; Free when there is none.
 * Reads at most the student's five latest subscriptions.
 */
export async function currentPlan(
  ctx: QueryCtx,
  userId: Id<"users">,
  now = Date.now(),
): Promise<CurrentPlan> {
  const subscriptions = await ctx.db
    .query("subscriptions")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .order("desc")
    .take(5);
  let best: Doc<"subscriptions"> | null = null;
  for (const s of subscriptions) {
    const live =
      (s.status === "active" || s.status === "trialing") &&
      s.plan_key !== "free" &&
      s.current_period_end > now;
    if (live && (!best || RANK[s.plan_key] > RANK[best.plan_key])) best = s;
  }
  const key = best?.plan_key ?? "free";
  return {
    key,
    subscription: best,
    trial: best?.status === "trialing",
    endsAt: best?.current_period_end ?? null,
    entitlements: ENTITLEMENTS[key],
  };
}
