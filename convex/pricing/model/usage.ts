import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";
import {
  PLAN_NAMES,
  istMonth,
  planThatLifts,
  type MonthlyLimit,
  type PlanKey,
} from "../rules";
import { currentPlan, type CurrentPlan } from "./plan";

/** The usage row's column that each monthly limit counts. */
const COLUMN = {
  testsPerMonth: "tests_started",
  doubtSessionsPerMonth: "doubt_sessions",
  liveSessionsPerMonth: "live_sessions",
  oneOnOneMinutesPerMonth: "one_on_one_minutes",
} as const satisfies Record<MonthlyLimit, keyof Doc<"plan_usage">>;

export type MonthUsage = Record<MonthlyLimit, number>;

/** The student's row of the IST month `at` falls in (null: nothing used yet). One read. */
async function usageRow(ctx: QueryCtx, userId: Id<"users">, at: number) {
  return await ctx.db
    .query("plan_usage")
    .withIndex("by_user_id_and_month", (q) =>
      q.eq("user_id", userId).eq("month", istMonth(at)),
    )
    .unique();
}

/** What the student has used this IST month, by limit. */
export async function monthUsage(
  ctx: QueryCtx,
  userId: Id<"users">,
  at = Date.now(),
): Promise<MonthUsage> {
  const row = await usageRow(ctx, userId, at);
  return {
    testsPerMonth: row?.tests_started ?? 0,
    doubtSessionsPerMonth: row?.doubt_sessions ?? 0,
    liveSessionsPerMonth: row?.live_sessions ?? 0,
    oneOnOneMinutesPerMonth: row?.one_on_one_minutes ?? 0,
  };
}

/** Adds `amount` (negative: gives back) to this month's count of `limit`. */
export async function addUsage(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: MonthlyLimit,
  amount: number,
  at = Date.now(),
) {
  await addToRow(
    ctx,
    await usageRow(ctx, userId, at),
    userId,
    limit,
    amount,
    at,
  );
}

async function addToRow(
  ctx: MutationCtx,
  row: Doc<"plan_usage"> | null,
  userId: Id<"users">,
  limit: MonthlyLimit,
  amount: number,
  at: number,
) {
  const column = COLUMN[limit];
  if (row) {
    await ctx.db.patch("plan_usage", row._id, {
      [column]: Math.max(0, row[column] + amount),
    });
  } else if (amount > 0) {
    await ctx.db.insert("plan_usage", {
      user_id: userId,
      month: istMonth(at),
      tests_started: 0,
      doubt_sessions: 0,
      live_sessions: 0,
      one_on_one_minutes: 0,
      [column]: amount,
    });
  }
}

/**
 * Refuses, with words that name the plan lifting it, a use of `amount` that
 * would take the student past their plan's monthly `limit`; else counts it.
 * Reads the student's plan and this month's row, nothing else.
 */
export async function spendAllowance(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: MonthlyLimit,
  amount = 1,
  at = Date.now(),
) {
  const [plan, row] = await Promise.all([
    currentPlan(ctx, userId, at),
    usageRow(ctx, userId, at),
  ]);
  const allowed = plan.entitlements[limit];
  if (allowed !== null) {
    const used = row?.[COLUMN[limit]] ?? 0;
    if (used + amount > allowed)
      throw appError(
        "NotAuthorized",
        limitMessage(plan, limit, allowed, used, amount),
      );
  }
  await addToRow(ctx, row, userId, limit, amount, at);
}

const WHAT: Record<
  MonthlyLimit,
  { included: string; plural: (n: number) => string }
> = {
  testsPerMonth: {
    included: "Tests",
    plural: (n) => `${n} ${n === 1 ? "test" : "tests"}`,
  },
  doubtSessionsPerMonth: {
    included: "Live doubt sessions",
    plural: (n) => `${n} live doubt ${n === 1 ? "session" : "sessions"}`,
  },
  liveSessionsPerMonth: {
    included: "Live sessions",
    plural: (n) => `${n} live ${n === 1 ? "session" : "sessions"}`,
  },
  oneOnOneMinutesPerMonth: {
    included: "1-on-1 mentoring",
    plural: (n) => `${n} minutes of 1-on-1 mentoring`,
  },
};

function liftText(plan: PlanKey, limit: MonthlyLimit, needed: number) {
  const lift = planThatLifts(plan, limit, needed);
  return lift
    ? ` ${PLAN_NAMES[lift]} lifts this: see Pricing for the free trial and plans.`
    : " It starts again next month.";
}

/** The refusal of a use past a monthly limit, naming the plan that lifts it. */
export function limitMessage(
  plan: CurrentPlan,
  limit: MonthlyLimit,
  allowed: number,
  used: number,
  amount: number,
): string {
  const what = WHAT[limit];
  const lift = planThatLifts(plan.key, limit, used + amount);
  if (allowed === 0)
    return lift
      ? `${what.included} ${limit === "oneOnOneMinutesPerMonth" ? "comes" : "come"} with ${PLAN_NAMES[lift]}. See Pricing for the free trial and plans.`
      : `${what.included} ${limit === "oneOnOneMinutesPerMonth" ? "is" : "are"} not part of your plan.`;
  const planName = `your ${PLAN_NAMES[plan.key]} plan`;
  if (limit === "oneOnOneMinutesPerMonth")
    return `This request would take you past the ${what.plural(allowed)} ${planName} includes this month (${used} minutes used). Choose a shorter session, or ask again next month.`;
  return `You have used all ${what.plural(allowed)} of ${planName} this month.${liftText(plan.key, limit, used + amount)}`;
}
