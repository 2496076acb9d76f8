import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";
import {
  dropReminder,
  ensureReminder,
  tellRegistrants,
} from "./eventReminders";
import type { eventRevisionFields } from "../../admin/schema";

/**
 * Changing an event's details, and the revisions that wait for review. An
 * event staff approved stays as approved while its author, if their edits
 * need review (not a verified mentor, not staff), proposes a change: the
 * change waits as one pending `event_revision` item of Content Management
 * (a newer edit replaces it) and is applied only when staff approve it.
 */

export type EventFields = Infer<typeof eventRevisionFields>;

/** The reviewed fields of an event: everything its card shows. */
export function eventFieldsOf(event: Doc<"community_events">): EventFields {
  return {
    title: event.title,
    description: event.description,
    event_type: event.event_type,
    scheduled_at: event.scheduled_at,
    duration_minutes: event.duration_minutes,
    max_attendees: event.max_attendees,
  };
}

export function sameEventFields(a: EventFields, b: EventFields): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.event_type === b.event_type &&
    a.scheduled_at === b.scheduled_at &&
    a.duration_minutes === b.duration_minutes &&
    a.max_attendees === b.max_attendees
  );
}

/** Refuses a limit below the registrations already made. */
export function requireRoomFor(
  event: Doc<"community_events">,
  fields: EventFields,
) {
  if (
    fields.max_attendees !== undefined &&
    fields.max_attendees < event.attendee_count
  )
    throw appError(
      "InvalidInput",
      `${event.attendee_count} people have registered already: the maximum cannot be lower than that.`,
    );
}

/**
 * Writes new details on an event. Moving it tells its registrants and moves
 * their reminder; a change of words only tells nobody.
 */
export async function applyEventEdit(
  ctx: MutationCtx,
  event: Doc<"community_events">,
  fields: EventFields,
  now = Date.now(),
): Promise<void> {
  await ctx.db.patch("community_events", event._id, fields);
  if (event.status !== "published") return;
  if (fields.scheduled_at === event.scheduled_at) return;
  await dropReminder(ctx, event);
  if (event.attendee_count === 0) return;
  const moved = { ...event, ...fields, reminder_job: undefined };
  await ensureReminder(ctx, moved, now);
  await tellRegistrants(
    ctx,
    event._id,
    {
      kind: "event_changed",
      payload: {
        eventId: event._id,
        eventTitle: fields.title,
        scheduledAt: fields.scheduled_at,
      },
    },
    `event-changed:${event._id}:${now}`,
  );
}

/** The revisions of a row still waiting for a decision (at most one, normally). */
export async function pendingRevisions(
  ctx: QueryCtx,
  refId: Id<"community_events">,
): Promise<Doc<"dashboard_content">[]> {
  const rows = await ctx.db
    .query("dashboard_content")
    .withIndex("by_ref_id", (q) => q.eq("ref_id", refId))
    .collect();
  return rows.filter(
    (r) => r.kind === "event_revision" && r.status === "pending",
  );
}
