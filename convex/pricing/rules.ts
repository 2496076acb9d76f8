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
