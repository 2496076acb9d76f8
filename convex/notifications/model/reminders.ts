import type { PaginationResult } from "convex/server";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

/**
 * The shape every "remind the registrants" feature shares (community events,
 * mentorship sessions): a thing has at most ONE pending reminder job, however
 * many registrants it has, so registering, cancelling and moving it each cost
 * one scheduler call; the job walks the registrants when it fires, a batch
 * (`FAN_OUT_BATCH`) per mutation, and a job left behind by a change finds the
 * thing no longer as it was scheduled for and does nothing.
 */

/** Registrants are reminded this long before the start. */
export const REMINDER_LEAD_MS = 60 * 60_000;

type Job = Id<"_scheduled_functions">;

/** Whether a scheduled job is still waiting to run. */
export async function isPendingJob(
  ctx: QueryCtx,
  job: Job | undefined,
): Promise<boolean> {
  if (job === undefined) return false;
  const row = await ctx.db.system.get("_scheduled_functions", job);
  return row?.state.kind === "pending";
}

/**
 * Schedules the reminder of something starting at `startsAt` (through
 * `schedule`, given the run time) unless `current` is still pending or it is
 * too late to remind. The new job, for the caller to store; else null.
 */
export async function scheduleReminder(
  ctx: MutationCtx,
  current: Job | undefined,
  startsAt: number,
  now: number,
  schedule: (at: number) => Promise<Job>,
): Promise<Job | null> {
  if (await isPendingJob(ctx, current)) return null;
  const at = startsAt - REMINDER_LEAD_MS;
  if (at <= now) return null;
  return schedule(at);
}

/** Cancels a reminder that is still to come (one under way stops at its stale-job check). */
export async function cancelReminder(
  ctx: MutationCtx,
  job: Job | undefined,
): Promise<void> {
  if (await isPendingJob(ctx, job)) await ctx.scheduler.cancel(job!);
}

/** Calls `each` for one page of registrants; the cursor of the rest, or null when done. */
export async function eachOfPage<T>(
  page: Promise<PaginationResult<T>>,
  each: (row: T) => Promise<unknown>,
): Promise<string | null> {
  const { page: rows, isDone, continueCursor } = await page;
  for (const row of rows) await each(row);
  return isDone ? null : continueCursor;
}
