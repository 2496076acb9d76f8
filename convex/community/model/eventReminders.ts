import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { NoticePayload } from "../../notifications/model/notices";
import {
  cancelReminder,
  scheduleReminder,
} from "../../notifications/model/reminders";

/**
 * What an event's registrants are told, and when (the design is
 * notifications/model/reminders.ts's): one pending reminder job per event
 * (`community_events.reminder_job`, run as `community/eventNotices:remind`);
 * changes and cancellations are told a batch at a time
 * (`community/eventNotices:fanOut`).
 */

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
  const job = await scheduleReminder(
    ctx,
    event.reminder_job,
    event.scheduled_at,
    now,
    (at) =>
      ctx.scheduler.runAt(at, internal.community.eventNotices.remind, {
        eventId: event._id,
        scheduledAt: event.scheduled_at,
        cursor: null,
      }),
  );
  if (job)
    await ctx.db.patch("community_events", event._id, { reminder_job: job });
}

/** Cancels the event's reminder, if one is still to come, and forgets it. */
export async function dropReminder(
  ctx: MutationCtx,
  event: Doc<"community_events">,
): Promise<void> {
  if (event.reminder_job === undefined) return;
  await cancelReminder(ctx, event.reminder_job);
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

/**
 * Calls an event off: it leaves the list for everyone at once, its reminder
 * is cancelled and, if it was listed with registrants, they are told
 * (`byModerator`: staff called off someone else's event).
 */
export async function callOffEvent(
  ctx: MutationCtx,
  event: Doc<"community_events">,
  byModerator: boolean,
): Promise<void> {
  await ctx.db.patch("community_events", event._id, {
    status: "cancelled",
    ...(byModerator ? { moderated_at: Date.now() } : {}),
  });
  await dropReminder(ctx, event);
  if (event.status === "published" && event.attendee_count > 0)
    await tellRegistrants(
      ctx,
      event._id,
      {
        kind: "event_cancelled",
        payload: {
          eventTitle: event.title,
          scheduledAt: event.scheduled_at,
          ...(byModerator ? { byModerator } : {}),
        },
      },
      `event-cancelled:${event._id}`,
    );
}
