import type { MutationCtx, QueryCtx } from "../_generated/server";

/** Totals that screens show without counting rows; changed in the mutation that changes what they count. */
export const COUNTERS = {
  students: "profiles:student",
  /** Every mentor account (staff accounts are mentor accounts too). */
  mentors: "profiles:mentor",
  /** Verified mentors (`mentors` rows with is_verified): what the overview shows as mentors. */
  verifiedMentors: "mentors:verified",
  /** Dashboard content (lesson uploads, proposed events) waiting for a staff decision. */
  pendingContent: "dashboard_content:pending",
  /** Reports waiting for a decision (each report, however many share a target). */
  pendingReports: "user_reports:pending",
  /** Items of the report queue waiting for a decision (one per reported target). */
  pendingReportGroups: "report_groups:pending",
  /** Mentor applications waiting for a staff decision. */
  pendingApplications: "mentor_applications:pending",
} as const;

export async function bumpCounter(
  ctx: MutationCtx,
  key: string,
  delta: number,
) {
  const row = await ctx.db
    .query("counters")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (row)
    await ctx.db.patch("counters", row._id, { value: row.value + delta });
  else await ctx.db.insert("counters", { key, value: delta });
}

export async function readCounter(ctx: QueryCtx, key: string): Promise<number> {
  const row = await ctx.db
    .query("counters")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  return row?.value ?? 0;
}
