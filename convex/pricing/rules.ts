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

/** The plans' names, as the screens and refusals name them. */
export const PLAN_NAMES: Record<PlanKey, string> = {
  free: "Free",
  premium: "Premium",
  pro: "Pro",
};

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
