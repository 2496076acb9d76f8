/**
 * What each plan includes: the one table every gated function reads.
 * `null` means no limit; 0 means not included. Counts are per IST calendar
 * month. A downgrade or expiry deletes nothing: what is over a limit simply
 * cannot be started.
 */
export type PlanKey = "free" | "premium" | "pro";

export type Entitlements = {
  /** Subjects that are not free (the locked ones) open. */
  lockedSubjects: boolean;
  /** Practice, chapter and full tests a student may start in a month. */
  testsPerMonth: number | null;
  /** Registrations for group sessions of type Doubt in a month. */
  doubtSessionsPerMonth: number | null;
  /** Registrations for other group (live) sessions in a month. */
  liveSessionsPerMonth: number | null;
  /** Minutes of 1-on-1 mentoring that may be requested in a month. */
  oneOnOneMinutesPerMonth: number;
  /** A weekly report by mail to each consenting linked parent. */
  parentReports: boolean;
  /** A certificate for each subject whose every chapter test is passed. */
  certificates: boolean;
};

export const ENTITLEMENTS: Record<PlanKey, Entitlements> = {
  free: {
    lockedSubjects: false,
    testsPerMonth: 5,
    doubtSessionsPerMonth: 0,
    liveSessionsPerMonth: 0,
    oneOnOneMinutesPerMonth: 0,
    parentReports: false,
    certificates: false,
  },
  premium: {
    lockedSubjects: true,
    testsPerMonth: null,
    doubtSessionsPerMonth: 5,
    liveSessionsPerMonth: 0,
    oneOnOneMinutesPerMonth: 0,
    parentReports: false,
    certificates: false,
  },
  pro: {
    lockedSubjects: true,
    testsPerMonth: null,
    doubtSessionsPerMonth: null,
    liveSessionsPerMonth: null,
    oneOnOneMinutesPerMonth: 120,
    parentReports: true,
    certificates: true,
  },
};

/** The free trial: Premium for this many days, once per account, no card. */
export const TRIAL_DAYS = 30;
export const TRIAL_PLAN: PlanKey = "premium";

/** The plans that are bought (Free is not). */
export type PaidPlanKey = Exclude<PlanKey, "free">;
export const PAID_PLANS: readonly PaidPlanKey[] = ["premium", "pro"];
/** The plans' names, as the screens and refusals name them. */
export const PLAN_NAMES: Record<PlanKey, string> = {
  free: "Free",
  premium: "Premium",
  pro: "Pro",
};

/**
 * Buying a plan. Its price and period come from its `plans` row on the
 * server (Premium ₹49 a month, Pro ₹199 a year); a month is 30 days, a year
 * 365. On a verified payment (pricing/model/grant.ts):
 *
 * - the same plan already paid and running: the new period follows it, from
 *   its current end (not from today), on the same subscription row;
 * - Premium bought during the Premium trial: the paid month follows the
 *   trial's end (no trial day is lost);
 * - otherwise, Pro bought on Premium or on the trial included: the plan
 *   starts now, on a new subscription row. A Premium period still running
 *   under Pro is kept and shows again when Pro ends.
 *
 * Premium cannot be bought while a paid Pro period runs (it would add
 * nothing); a payment that arrives anyway is never lost: it starts now.
 */
export const PERIOD_DAYS: Record<"month" | "year", number> = {
  month: 30,
  year: 365,
};
export const DAY_MS = 24 * 3_600_000;

/** A reminder to renew goes this many days before a paid period ends. */
export const RENEWAL_NOTICE_DAYS = 7;

/** Plan payments a history lists at most (newest first). */
export const PAYMENT_HISTORY_MAX = 20;

/** A plan receipt's number: VQP-000001 (donations' are VQD-). */
export const planReceiptNumber = (n: number) =>
  `VQP-${String(n).padStart(6, "0")}`;

export const PLAN_PAYMENT_FAILED = "Payment failed. Please try again.";
export const PRO_RUNNING =
  "You already have Pro, which includes everything in Premium.";
export const NO_PARENT_TO_ASK =
  "No parent or guardian has approved your account yet, so there is nobody to ask.";
export const REQUEST_GONE = "This request has already been answered.";
export const TOO_MANY_PLAN_ORDERS =
  "You have started many payments in a short time. Please try again in a few minutes.";

/** The plans from the least to the most included. */
export const PLAN_ORDER: PlanKey[] = ["free", "premium", "pro"];

/** A student is told this many days before their trial or plan ends. */
export const ENDING_NOTICE_DAYS = 3;

/** The monthly limits, by the usage each one counts. */
export type MonthlyLimit =
  | "testsPerMonth"
  | "doubtSessionsPerMonth"
  | "liveSessionsPerMonth"
  | "oneOnOneMinutesPerMonth";

/**
 * The least plan above `from` whose limit admits `needed` (null: none does).
 * Refusals name it, so a plan name is never written into a gated function.
 */
export function planThatLifts(
  from: PlanKey,
  limit: MonthlyLimit,
  needed: number,
): PlanKey | null {
  for (const key of PLAN_ORDER.slice(PLAN_ORDER.indexOf(from) + 1)) {
    const allowed = ENTITLEMENTS[key][limit];
    if (allowed === null || allowed >= needed) return key;
  }
  return null;
}

/** Lifts the subject lock: the least plan that opens locked subjects. */
export function planThatUnlocks(): PlanKey {
  return PLAN_ORDER.find((k) => ENTITLEMENTS[k].lockedSubjects) ?? "premium";
}

const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar month `at` falls in, "2026-11". */
export function istMonth(at: number): string {
  const d = new Date(at + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Midnight IST that starts the month after the one `at` falls in. */
export function nextIstMonthStart(at: number): number {
  const d = new Date(at + IST_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - IST_OFFSET_MS;
}
