import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

/** The viewer's plan (live): null for visitors, `forStudents: false` for other roles. */
export function usePlanStatus() {
  return useQuery(api.pricing.account.mine);
}

export function useStartTrial() {
  return useMutation(api.pricing.trial.start);
}

export type PlanStatus = NonNullable<
  FunctionReturnType<typeof api.pricing.account.mine>
>;
export type StudentPlan = Extract<PlanStatus, { forStudents: true }>;
export type Usage = StudentPlan["usage"][number];

const DAY_MS = 86_400_000;

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeZone: "Asia/Kolkata",
});

/** "27 December 2026" (in India's time). */
export function formatPlanDate(at: number) {
  return dateFormat.format(at);
}

/** Whole days left until `endsAt`, counting a part day as a day. */
export function daysLeft(endsAt: number, now: number) {
  return Math.max(0, Math.ceil((endsAt - now) / DAY_MS));
}

/** One line of this month's usage, in plain words ("3 of 5 free tests used this month"). */
export function usageText(usage: Usage, planKey: StudentPlan["plan"]["key"]) {
  const { used, allowed } = usage;
  switch (usage.limit) {
    case "testsPerMonth":
      return allowed === null
        ? `${used} ${used === 1 ? "test" : "tests"} started this month (no limit)`
        : `${used} of ${allowed} ${planKey === "free" ? "free " : ""}tests used this month`;
    case "doubtSessionsPerMonth":
      return allowed === null
        ? `${used} live doubt ${used === 1 ? "session" : "sessions"} this month (no limit)`
        : allowed === 0
          ? "Live doubt sessions are not in your plan"
          : `${used} of ${allowed} live doubt sessions used this month`;
    case "liveSessionsPerMonth":
      return allowed === null
        ? `${used} other live ${used === 1 ? "session" : "sessions"} this month (no limit)`
        : allowed === 0
          ? "Other live sessions are not in your plan"
          : `${used} of ${allowed} live sessions used this month`;
    case "oneOnOneMinutesPerMonth":
      return allowed === 0
        ? "1-on-1 mentoring is not in your plan"
        : `${used} of ${allowed} minutes of 1-on-1 mentoring used this month`;
  }
}
