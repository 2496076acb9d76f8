import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { NoticePayload } from "../shared/notices";

/**
 * What an event's registrants are told, and when. An event has at most ONE
 * pending reminder job (`community_events.reminder_job`), however many
 * registrations it has, so registering, cancelling and moving an event each
 * cost one scheduler call. The job (`community/eventNotices:remind`) walks
 * the registrations when it fires; changes and cancellations are told the
 * same way, a batch at a time (`community/eventNotices:fanOut`).
 */

/** Registrants are reminded this long before the start. */
export const REMINDER_LEAD_MS = 60 * 60_000;

/** A notice to every registrant of an event: its payload as of the cause. */
export type EventNotice =
  | { kind: "event_changed"; payload: NoticePayload<"event_changed"> }
  | { kind: "event_cancelled"; payload: NoticePayload<"event_cancelled"> };

/**
 * Schedules the event's reminder unless one is already pending, the event is
 * not published, or it starts within the hour (too late to remind).
 */
export async function ensureReminder(
  ctx: MutationCtx,
  event: Doc<"community_events">,
  now = Date.now(),
): Promise<void> {
  if (event.status !== "published") return;
  if (await isPending(ctx, event.reminder_job)) return;
  const at = event.scheduled_at - REMINDER_LEAD_MS;
  if (at <= now) return;
  const job = await ctx.scheduler.runAt(
    at,
    internal.community.eventNotices.remind,
    { eventId: event._id, scheduledAt: event.scheduled_at, cursor: null },
  );
  await ctx.db.patch("community_events", event._id, { reminder_job: job });
}

/** Cancels the event's reminder, if one is still to come, and forgets it. */
export async function dropReminder(
  ctx: MutationCtx,
  event: Doc<"community_events">,
): Promise<void> {
  if (event.reminder_job === undefined) return;
  // Only a pending job can be cancelled; one under way stops at its stale-job check.
  if (await isPending(ctx, event.reminder_job))
    await ctx.scheduler.cancel(event.reminder_job);
  await ctx.db.patch("community_events", event._id, {
    reminder_job: undefined,
  });
}

/**
 * Starts telling every registrant (`FAN_OUT_BATCH` per mutation, after this
 * one commits). `dedupeKey` makes it once per registrant.
 */
export async function tellRegistrants(
  ctx: MutationCtx,
  eventId: Id<"community_events">,
  notice: EventNotice,
  dedupeKey: string,
): Promise<void> {
  await ctx.scheduler.runAfter(0, internal.community.eventNotices.fanOut, {
    eventId,
    notice,
    dedupeKey,
    cursor: null,
  });
}

async function isPending(
  ctx: QueryCtx,
  job: Id<"_scheduled_functions"> | undefined,
): Promise<boolean> {
  if (job === undefined) return false;
  const row = await ctx.db.system.get("_scheduled_functions", job);
  return row?.state.kind === "pending";
}
