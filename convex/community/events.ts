import { zodToConvexFields } from "convex-helpers/server/zod4";
import type { z } from "zod";
import { participantMutation, publicQuery } from "../functions";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import { type QueryCtx } from "../_generated/server";
import { authorOf } from "./model/authors";
import { dropRegistration } from "./model/memberships";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { isVerifiedMentor, isStaff } from "../lib/viewer";
import { EVENT_DURATION, eventFields, eventSchema } from "./rules";
import {
  dropContent,
  dropPendingRevisions,
  proposeEventRevision,
  submitContent,
} from "../admin/model/contentQueue";
import {
  applyEventEdit,
  pendingRevisions,
  requireRoomFor,
  type EventFields,
} from "./model/eventEdits";
import { callOffEvent, ensureReminder } from "./model/eventReminders";
import { eventOrganiserOrStaff, type Grant } from "../lib/permissions";
import { boundedPage, requireClientNow } from "../lib/validators";
import type { Viewer } from "../lib/viewer";

const MINUTE = 60_000;

/**
 * Published events that have not ended by `now`, soonest first, with the
 * viewer's registration. Events under way are included and marked live.
 * `now` is the client's clock (queries do not read the clock); clients round
 * it to the hour so the subscription stays put, and hide what ends meanwhile.
 */
export const listUpcoming = publicQuery({
  args: { paginationOpts: paginationOptsValidator, now: v.number() },
  handler: async (ctx, { paginationOpts, now: clientNow }) => {
    const now = requireClientNow(clientNow);
    const page = boundedPage(paginationOpts, 50);
    const result = await ctx.db
      .query("community_events")
      .withIndex("by_status_and_scheduled_at", (q) =>
        q
          .eq("status", "published")
          .gt("scheduled_at", now - EVENT_DURATION.max * MINUTE),
      )
      .paginate(page);
    const { viewer } = ctx;
    const current = result.page.filter(
      (e) => e.scheduled_at + e.duration_minutes * MINUTE > now,
    );
    return {
      ...result,
      page: await Promise.all(
        current.map(async (event) => ({
          ...eventView(event, now),
          registered: viewer
            ? await isRegistered(ctx, event._id, viewer.userId)
            : false,
          canCancel: eventOrganiserOrStaff.offers(viewer, event),
          pendingEdit:
            viewer !== null && event.created_by === viewer.userId
              ? await pendingEditOf(ctx, event._id)
              : null,
        })),
      ),
    };
  },
});

/**
 * Registers the viewer. The capacity check and the count change happen in
 * one transaction, so registrations never exceed max_attendees however many
 * arrive at once. Registering twice changes nothing. The first registration
 * schedules the event's 1-hour reminder (one job for all registrants).
 */
export const rsvp = participantMutation({
  args: { eventId: v.id("community_events") },
  handler: async (ctx, { eventId }) => {
    const { viewer } = ctx;
    const event = await openEvent(ctx, eventId);
    if (await isRegistered(ctx, eventId, viewer.userId))
      return { attendeeCount: event.attendee_count };
    if (
      event.max_attendees !== undefined &&
      event.attendee_count >= event.max_attendees
    )
      throw appError("Conflict", "Sorry, this event is full.");
    await ctx.db.insert("event_registrations", {
      event_id: eventId,
      user_id: viewer.userId,
    });
    const attendeeCount = event.attendee_count + 1;
    await ctx.db.patch("community_events", eventId, {
      attendee_count: attendeeCount,
    });
    await ensureReminder(ctx, event);
    return { attendeeCount };
  },
});

/** Gives the viewer's place back; the last one out takes the reminder with them. */
export const cancelRsvp = participantMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { eventId: v.id("community_events") },
  handler: async (ctx, { eventId }) => {
    const { viewer } = ctx;
    const event = await ctx.db.get("community_events", eventId);
    if (!event) notFound("event");
    const registration = await ctx.db
      .query("event_registrations")
      .withIndex("by_event_id_and_user_id", (q) =>
        q.eq("event_id", eventId).eq("user_id", viewer.userId),
      )
      .unique();
    if (!registration) return { attendeeCount: event.attendee_count };
    return { attendeeCount: await dropRegistration(ctx, event, registration) };
  },
});

/**
 * Verified mentors and staff publish events at once; anyone else's event (a
 * student's, or an unverified mentor's) is a proposal that waits in the
 * moderation queue.
 */
export const create = participantMutation({
  rateLimit: "event",
  // The form's fields, typed from its zod rules (which the handler applies with the server's clock).
  args: zodToConvexFields(eventFields),
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const input = parseOrThrow(eventSchema(Date.now()), args);
    const publishes = isVerifiedMentor(viewer) || isStaff(viewer);
    const eventId = await ctx.db.insert("community_events", {
      ...columnsOf(input),
      attendee_count: 0,
      created_by: viewer.userId,
      status: publishes ? "published" : "proposed",
    });
    if (!publishes)
      await submitContent(ctx, {
        kind: "event_proposal",
        content_snippet: input.title,
        author_id: viewer.userId,
        author_name: authorOf(viewer).name,
        date_submitted: Date.now(),
        ref_id: eventId,
      });
    return { eventId, status: publishes ? "published" : "proposed" } as const;
  },
});

/**
 * The organiser or staff change an event (the create form's fields and
 * rules). Verified mentors and staff change it at once: moving it tells its
 * registrants and moves their reminder; a change of words only (a typo, a
 * clearer description) tells nobody. A proposal changes silently: it has no
 * registrants yet. Anyone else's change to their event once staff approved
 * it waits for review (a revision in Content Management) and the event stays
 * listed as approved until staff approve the change.
 */
export const update = participantMutation({
  permission: eventOrganiserOrStaff,
  args: {
    eventId: v.id("community_events"),
    ...zodToConvexFields(eventFields),
  },
  handler: async (ctx, { eventId, ...fields }) => {
    const { viewer } = ctx;
    const event = await managedEvent(ctx, eventId);
    const now = Date.now();
    if (event.scheduled_at <= now)
      throw appError(
        "Conflict",
        "This event has already started, so it can no longer be changed.",
      );
    const input = parseOrThrow(eventSchema(now), fields);
    const edit = columnsOf(input);
    requireRoomFor(event, edit);
    const exempt = isVerifiedMentor(viewer) || isStaff(viewer);
    if (event.status === "published" && !exempt) {
      const outcome = await proposeEventRevision(ctx, event, edit, {
        id: viewer.userId,
        name: authorOf(viewer).name,
      });
      return {
        status: outcome === "awaiting_review" ? "awaiting_review" : "updated",
      } as const;
    }
    await applyEventEdit(ctx, event, edit, now);
    if (event.status === "proposed") {
      // The moderation queue shows the proposal by its title.
      const submission = await pendingSubmission(ctx, eventId);
      if (submission)
        await ctx.db.patch("dashboard_content", submission._id, {
          content_snippet: input.title,
        });
    }
    return { status: "updated" } as const;
  },
});

/**
 * The organiser or staff call an event off; it leaves the list for everyone
 * at once, its reminder is cancelled and its registrants are told.
 */
export const cancel = participantMutation({
  permission: eventOrganiserOrStaff,
  args: { eventId: v.id("community_events") },
  handler: async (ctx, { eventId }) => {
    const event = await managedEvent(ctx, eventId);
    // Staff calling off someone else's event do it as moderators.
    const byModerator = event.created_by !== ctx.viewer.userId;
    await callOffEvent(ctx, event, byModerator);
    // A withdrawn proposal leaves the moderation queue with it, and so do
    // changes waiting for review.
    if (event.status === "proposed") {
      const submission = await pendingSubmission(ctx, eventId);
      if (submission) await dropContent(ctx, submission);
    }
    await dropPendingRevisions(ctx, eventId);
  },
});

/** The event form's fields, as an event's columns. */
function columnsOf(
  input: z.output<ReturnType<typeof eventSchema>>,
): EventFields {
  return {
    title: input.title,
    description: input.description,
    event_type: input.eventType,
    scheduled_at: input.scheduledAt,
    duration_minutes: input.durationMinutes,
    max_attendees: input.maxAttendees,
  };
}

/** An event that is not cancelled, if the viewer organises it or is staff. */
async function managedEvent(
  ctx: QueryCtx & { viewer: Viewer; permission: Grant },
  eventId: Id<"community_events">,
) {
  const event = await ctx.db.get("community_events", eventId);
  if (!event || event.status === "cancelled") notFound("event");
  return eventOrganiserOrStaff.require(ctx, event);
}

/** A proposed event's entry in the moderation queue, while it waits. */
async function pendingSubmission(
  ctx: QueryCtx,
  eventId: Id<"community_events">,
) {
  const submissions = await ctx.db
    .query("dashboard_content")
    .withIndex("by_ref_id", (q) => q.eq("ref_id", eventId))
    .collect();
  return (
    submissions.find(
      (s) => s.kind === "event_proposal" && s.status === "pending",
    ) ?? null
  );
}

/** The organiser's change waiting for review, as the event would then be listed. */
async function pendingEditOf(ctx: QueryCtx, eventId: Id<"community_events">) {
  const [waiting] = await pendingRevisions(ctx, eventId);
  const after = waiting?.revision?.after;
  if (!after) return null;
  return {
    title: after.title,
    description: after.description,
    eventType: after.event_type,
    scheduledAt: after.scheduled_at,
    durationMinutes: after.duration_minutes,
    maxAttendees: after.max_attendees ?? null,
    submittedAt: waiting.date_submitted,
  };
}

function eventView(event: Doc<"community_events">, now: number) {
  return {
    _id: event._id,
    title: event.title,
    description: event.description,
    eventType: event.event_type,
    scheduledAt: event.scheduled_at,
    durationMinutes: event.duration_minutes,
    attendeeCount: event.attendee_count,
    maxAttendees: event.max_attendees ?? null,
    live: event.scheduled_at <= now,
    full:
      event.max_attendees !== undefined &&
      event.attendee_count >= event.max_attendees,
  };
}

/** A published event that has not ended yet. */
async function openEvent(ctx: QueryCtx, eventId: Id<"community_events">) {
  const event = await ctx.db.get("community_events", eventId);
  if (!event || event.status !== "published") notFound("event");
  if (event.scheduled_at + event.duration_minutes * MINUTE <= Date.now())
    throw appError("Conflict", "This event has already ended.");
  return event;
}

async function isRegistered(
  ctx: QueryCtx,
  eventId: Id<"community_events">,
  userId: Id<"users">,
) {
  const row = await ctx.db
    .query("event_registrations")
    .withIndex("by_event_id_and_user_id", (q) =>
      q.eq("event_id", eventId).eq("user_id", userId),
    )
    .unique();
  return row !== null;
}
