/**
 * Background work that calls the outside world (hosted embeddings, mail)
 * runs on a `@convex-dev/workpool` pool of its area: a bounded number at a
 * time, each failure retried with exponential backoff, and an `onComplete`
 * mutation that hears the final outcome. A job that still fails after its
 * retries is recorded here (`background_failures`) and logged, by what it
 * worked on (ids only: never an address, a code or a key), so a developer
 * sees it: `npm run convex:run -- lib/background:recentFailures`.
 */
import type { RunResult } from "@convex-dev/workpool";
import { v } from "convex/values";
import { internalQuery, type MutationCtx } from "../_generated/server";
import type { Id } from "../_generated/dataModel";

/** Retries for a call to an outside service: 4 tries over about 3.5 s (0.5, 1, 2 s apart, with jitter). */
export const OUTSIDE_CALL_RETRY = {
  maxAttempts: 4,
  initialBackoffMs: 500,
  base: 2,
};

/** The most failures `recentFailures` lists. */
export const RECENT_FAILURES_MAX = 50;

/**
 * Records a job's final outcome when it failed for good (an `onComplete`
 * handler's work); success and cancellation need nothing. `userId`: the
 * member it was for, so erasing their account erases the record too.
 */
export async function recordFinalFailure(
  ctx: MutationCtx,
  job: string,
  subject: string,
  result: RunResult,
  userId?: Id<"users">,
): Promise<void> {
  if (result.kind !== "failed") return;
  console.error(
    `[background] ${job} failed for good (${subject}): ${result.error}`,
  );
  await ctx.db.insert("background_failures", {
    job,
    subject,
    error: result.error.slice(0, 1000),
    user_id: userId,
  });
}

/** The newest final failures, of one job or of all (at most 50). */
export const recentFailures = internalQuery({
  args: { job: v.optional(v.string()), limit: v.optional(v.number()) },
  handler: async (ctx, { job, limit }) => {
    const n = Math.max(1, Math.min(limit ?? 20, RECENT_FAILURES_MAX));
    const rows =
      job === undefined
        ? ctx.db.query("background_failures").order("desc")
        : ctx.db
            .query("background_failures")
            .withIndex("by_job", (q) => q.eq("job", job))
            .order("desc");
    return await rows.take(n);
  },
});
