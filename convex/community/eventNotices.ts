import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import type { EventNotice } from "./model/eventReminders";
import { FAN_OUT_BATCH, notify } from "../lib/notify";
import { eachOfPage } from "../notifications/model/reminders";

/**
 * The notices of an event to its registrants, scheduled by `events.ts`
 * (through `community/model/eventReminders.ts`). Each call handles one batch of
 * FAN_OUT_BATCH registrations and schedules the next, so an event with
 * thousands of registrants never notifies them all in one mutation.
 */

const cursor = v.union(v.string(), v.null());

/**
 * The 1-hour reminder: the event's one reminder job, then its continuations.
 * A job left behind by a change or a cancellation finds the event no longer
 * as it was scheduled for and does nothing; the dedupe key makes it once per
 * registrant and start time even if it were run twice.
 */
export const remind = internalMutation({
  args: {
    eventId: v.id("community_events"),
    scheduledAt: v.number(),
    cursor,
  },
  handler: async (ctx, { eventId, scheduledAt, cursor }) => {
    const event = await ctx.db.get("community_events", eventId);
    if (
      !event ||
      event.status !== "published" ||
      event.scheduled_at !== scheduledAt ||
      // Late (the backend was down): "starts in 1 hour" would be wrong now.
      Date.now() >= scheduledAt
    )
      return;
    if (cursor === null && event.reminder_job !== undefined)
      await ctx.db.patch("community_events", eventId, {
        reminder_job: undefined,
      });
    const payload = {
      eventId,
      eventTitle: event.title,
      scheduledAt,
    };
    const next = await eachRegistrant(ctx, eventId, cursor, (userId) =>
      notify(ctx, userId, "event_reminder", payload, {
        dedupeKey: `event-reminder:${eventId}:${scheduledAt}`,
      }),
    );
    if (next !== null)
      await ctx.scheduler.runAfter(0, internal.community.eventNotices.remind, {
        eventId,
        scheduledAt,
        cursor: next,
      });
  },
});

const eventNotice = v.union(
  v.object({
    kind: v.literal("event_changed"),
    payload: v.object({
      eventId: v.string(),
      eventTitle: v.string(),
      scheduledAt: v.number(),
    }),
  }),
  v.object({
    kind: v.literal("event_cancelled"),
    payload: v.object({
      eventTitle: v.string(),
      scheduledAt: v.number(),
      byModerator: v.optional(v.boolean()),
    }),
  }),
);

/** A change or a cancellation, told to every registrant a batch at a time. */
export const fanOut = internalMutation({
  args: {
    eventId: v.id("community_events"),
    notice: eventNotice,
    dedupeKey: v.string(),
    cursor,
  },
  handler: async (ctx, { eventId, notice, dedupeKey, cursor }) => {
    const event = await ctx.db.get("community_events", eventId);
    if (!event) return;
    // A newer change or a cancellation tells everyone itself; this one stops.
    if (
      notice.kind === "event_changed" &&
      (event.status !== "published" ||
        event.scheduled_at !== notice.payload.scheduledAt)
    )
      return;
    const next = await eachRegistrant(ctx, eventId, cursor, (userId) =>
      tell(ctx, userId, notice, dedupeKey),
    );
    if (next !== null)
      await ctx.scheduler.runAfter(0, internal.community.eventNotices.fanOut, {
        eventId,
        notice,
        dedupeKey,
        cursor: next,
      });
  },
});

function tell(
  ctx: MutationCtx,
  userId: Id<"users">,
  notice: EventNotice,
  dedupeKey: string,
) {
  return notice.kind === "event_changed"
    ? notify(ctx, userId, notice.kind, notice.payload, { dedupeKey })
    : notify(ctx, userId, notice.kind, notice.payload, { dedupeKey });
}

/** Calls `each` for one batch of the event's registrants; the cursor of the rest, or null when done. */
function eachRegistrant(
  ctx: MutationCtx,
  eventId: Id<"community_events">,
  cursor: string | null,
  each: (userId: Id<"users">) => Promise<unknown>,
): Promise<string | null> {
  return eachOfPage(
    ctx.db
      .query("event_registrations")
      .withIndex("by_event_id_and_user_id", (q) => q.eq("event_id", eventId))
      .paginate({ cursor, numItems: FAN_OUT_BATCH }),
    (registration) => each(registration.user_id),
  );
}
