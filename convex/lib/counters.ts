import { ShardedCounter } from "@convex-dev/sharded-counter";
import { components } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { ACTIVITY_KINDS } from "../shared/activity";

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

/** The activity log's total, written by nearly every mutation. */
export const ACTIVITY_TOTAL = "user_activity_log:total";

/**
 * Shards of the hot totals: the activity log's total and each kind's are
 * moved by most mutations, so each write lands on one of 16 rows and
 * concurrent writers rarely touch the same one. The other totals move
 * seldom and keep one shard, so reading them reads one row.
 */
const HOT_SHARDS: Record<string, number> = Object.fromEntries([
  [ACTIVITY_TOTAL, 16],
  ...ACTIVITY_KINDS.map((kind) => [`user_activity_log:${kind}`, 16]),
]);

/** The named totals, on the sharded-counter component. */
export const counters = new ShardedCounter<string>(components.shardedCounter, {
  shards: HOT_SHARDS,
  defaultShards: 1,
});

/** Moves the total `key` by `delta` (negative to lower it). */
export async function bumpCounter(
  ctx: MutationCtx,
  key: string,
  delta: number,
) {
  if (delta !== 0) await counters.add(ctx, key, delta);
}

/** The total `key` (0 before anything counted). */
export async function readCounter(ctx: QueryCtx, key: string): Promise<number> {
  return await counters.count(ctx, key);
}
