/** Product constants shared by the backend and the front end (no imports: safe in both). */

export const GRADES = [6, 7, 8, 9, 10, 11, 12] as const;
export type Grade = (typeof GRADES)[number];

/** Streak days and leaderboard weeks are counted in the student's zone; India unless they change it. */
export const DEFAULT_TIMEZONE = "Asia/Kolkata";
