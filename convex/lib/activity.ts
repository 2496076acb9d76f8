import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { ActivityKind } from "../shared/activity";
import { ACTIVITY_TOTAL, bumpCounter } from "./counters";

/** The log's total and each kind's, for User Activity's count. */
export const activityCounter = (kind?: ActivityKind) =>
  kind ? `user_activity_log:${kind}` : ACTIVITY_TOTAL;

/**
 * Writes one line of the admin's activity log (its User Activity page):
 * who did it, by name as it was then, what kind of thing and what. Only the
 * server writes it, in the mutation that did the thing; nothing is logged
 * from the client. Never put a secret (a code, a token) in `action`.
 */
export async function logActivity(
  ctx: MutationCtx,
  entry: {
    userId?: Id<"users">;
    userName: string;
    kind: ActivityKind;
    action: string;
  },
): Promise<void> {
  await ctx.db.insert("user_activity_log", {
    user_id: entry.userId,
    user_name: entry.userName,
    kind: entry.kind,
    action: entry.action,
    timestamp: Date.now(),
  });
  await bumpCounter(ctx, activityCounter(), 1);
  await bumpCounter(ctx, activityCounter(entry.kind), 1);
}
