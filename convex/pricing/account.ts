import { publicQuery } from "../functions";
import { currentPlan } from "./model/plan";
import { trialUse } from "./model/trial";
import { monthUsage } from "./model/usage";
import {
  PLAN_NAMES,
  TRIAL_DAYS,
  TRIAL_PLAN,
  nextIstMonthStart,
  type MonthlyLimit,
} from "./rules";

const LIMITS: MonthlyLimit[] = [
  "testsPerMonth",
  "doubtSessionsPerMonth",
  "liveSessionsPerMonth",
  "oneOnOneMinutesPerMonth",
];

/**
 * The viewer's plan as the pricing, dashboard and account pages show it
 * (live): the plan and when it ends, the trial (in use, used, or still
 * there to start), and this IST month's usage against each limit. Null for
 * visitors; for other roles, only that plans are for students.
 */
export const mine = publicQuery({
  args: {},
  handler: async (ctx) => {
    const { viewer } = ctx;
    if (!viewer) return null;
    if (viewer.profile?.role !== "student")
      return { forStudents: false as const };
    const now = Date.now();
    const [plan, trial, usage] = await Promise.all([
      currentPlan(ctx, viewer.userId, now),
      trialUse(ctx, viewer.userId),
      monthUsage(ctx, viewer.userId, now),
    ]);
    return {
      forStudents: true as const,
      plan: { key: plan.key, name: PLAN_NAMES[plan.key] },
      endsAt: plan.endsAt,
      onTrial: plan.trial,
      trial: {
        plan: PLAN_NAMES[TRIAL_PLAN],
        days: TRIAL_DAYS,
        /** "available": never started; "active": running; "used": ended. */
        state: !trial
          ? ("available" as const)
          : trial.status === "trialing" && trial.current_period_end > now
            ? ("active" as const)
            : ("used" as const),
        endsAt: trial?.trial_ends_at ?? null,
      },
      /** A student awaiting a parent's consent cannot start it yet. */
      awaitingConsent: viewer.consentGate !== null,
      usage: LIMITS.map((limit) => ({
        limit,
        used: usage[limit],
        allowed: plan.entitlements[limit],
      })),
      monthEndsAt: nextIstMonthStart(now),
      lockedSubjects: plan.entitlements.lockedSubjects,
    };
  },
});
