import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/**
 * Writes one line of the admin's activity log (spec §3 user activity log):
 * who did it, by name as it was then, and what. Only the server writes it, in
 * the mutation that did the thing; nothing is logged from the client.
 */
export async function logActivity(
  ctx: MutationCtx,
  entry: { userId?: Id<"users">; userName: string; action: string },
): Promise<void> {
  await ctx.db.insert("user_activity_log", {
    user_id: entry.userId,
    user_name: entry.userName,
    action: entry.action,
    timestamp: Date.now(),
  });
}
