import { zodToConvex, zodToConvexFields } from "convex-helpers/server/zod4";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import {
  memberQuery,
  publicQuery,
  studentMutation,
  verifiedMentorMutation,
} from "../functions";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { insertSession, setSessionStatus } from "./model/workspaceCounts";
import {
  isFull,
  participation,
  sessionCard,
  sessionCards,
} from "./model/sessions";
import {
  addStudentPlace,
  changeStats,
  completeSession,
  ownSession,
  removeStudentPlace,
  requireAllowedMeetingUrl,
  requireCompletable,
  requireFreeSlot,
  requireStartable,
  viewerMentor,
} from "./model/workspace";
import {
  callOffSession,
  dropSessionReminder,
  ensureSessionReminder,
  tellSessionRegistrants,
} from "./model/sessionReminders";
import { boundedPage, requireClientNow } from "../lib/validators";
import { spendAllowance } from "../pricing/model/usage";
import { givePlaceBack, planAllowance } from "./model/allowance";
import {
  SESSION_DURATION,
  SESSION_MESSAGES,
  cancelReasonSchema,
  sessionFields,
  sessionSchema,
} from "./rules";

const ALREADY_STARTED = "This session has already started.";

/**
 * Scheduled sessions from `now` on, soonest first, with their mentor, the
 * viewer's registration and how they suit a signed-in student. `now` is the
 * client's clock (queries do not read the clock), rounded by the client so
 * the subscription stays put.
 */
export const listUpcoming = publicQuery({
  args: { paginationOpts: paginationOptsValidator, now: v.number() },
  handler: async (ctx, { paginationOpts, now: clientNow }) => {
    const now = requireClientNow(clientNow);
    const page = boundedPage(paginationOpts, 50);
    const result = await ctx.db
      .query("mentorship_sessions")
      .withIndex("by_status_and_scheduled_at", (q) =>
        q.eq("status", "scheduled").gte("scheduled_at", now),
      )
      .paginate(page);
    return {
      ...result,
      page: await sessionCards(ctx, result.page, ctx.viewer, now),
    };
  },
});

/**
 * One session's card with its status, and whether it has started by `now`
 * (the client's clock). The card's `meetingUrl` is set for its registered
 * students and its mentor from 10 minutes before the start (by `now`; the
 * link is theirs anyway) and while it is live, else null. Null for an
 * address that names no session, or one called off.
 */
export const get = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { sessionId: v.string(), now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const sessionId = ctx.db.normalizeId("mentorship_sessions", args.sessionId);
    const session =
      sessionId && (await ctx.db.get("mentorship_sessions", sessionId));
    if (!session || session.status === "cancelled") return null;
    return {
      ...(await sessionCard(ctx, session, ctx.viewer, now)),
      status: session.status,
      started: session.status !== "scheduled" || session.scheduled_at <= now,
    };
  },
});

/** Places a student's dashboard looks through; more than anyone holds at once. */
const PLACES_READ = 200;
/** Sessions the dashboard lists. */
const MINE_SHOWN = 20;

/**
 * The viewer's sessions that are live or still to come by `now` (the
 * client's clock), soonest first, as cards (status, and the meeting link
 * once it is theirs to see): the student's dashboard, where a session the
 * mentor starts shows Join Now live. Empty for anyone without places.
 */
export const mine = memberQuery({
  args: { now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const places = await ctx.db
      .query("session_participants")
      .withIndex("by_student_id", (q) => q.eq("student_id", ctx.viewer.userId))
      .order("desc")
      .take(PLACES_READ);
    const sessions = await Promise.all(
      places
        .filter((p) => p.status !== "cancelled")
        .map((p) => ctx.db.get("mentorship_sessions", p.session_id)),
    );
    const current = sessions
      .filter(
        (s) =>
          s !== null &&
          (s.status === "ongoing" ||
            (s.status === "scheduled" &&
              s.scheduled_at + s.duration_minutes * 60_000 > now)),
      )
      .map((s) => s!)
      .sort((a, b) => a.scheduled_at - b.scheduled_at)
      .slice(0, MINE_SHOWN);
    return sessionCards(ctx, current, ctx.viewer, now);
  },
});

/**
 * Registers the viewer for a scheduled session that has not started. The
 * capacity check and the count change happen in one transaction (Convex runs
 * mutations serializably), so participants never exceed max_participants
 * however many arrive at once; a one-on-one session has one place.
 * Registering twice changes nothing.
 */
export const register = studentMutation({
  args: { sessionId: v.id("mentorship_sessions") },
  handler: async (ctx, { sessionId }) => {
    const session = await openSession(ctx, sessionId);
    const { userId } = ctx.viewer;
    if (await participation(ctx, sessionId, userId))
      return { participantCount: session.participant_count };
    if (isFull(session)) throw appError("Conflict", SESSION_MESSAGES.full);
    // A place counts against the student's plan for this month.
    const { limit, amount } = planAllowance(session);
    await spendAllowance(ctx, userId, limit, amount);
    await ctx.db.insert("session_participants", {
      session_id: sessionId,
      student_id: userId,
      status: "registered",
    });
    const participantCount = session.participant_count + 1;
    await ctx.db.patch("mentorship_sessions", sessionId, {
      participant_count: participantCount,
    });
    await addStudentPlace(ctx, session.mentor_id, userId, session.scheduled_at);
    // The first registration schedules the 1-hour reminder (one job for all).
    await ensureSessionReminder(ctx, session);
    return { participantCount };
  },
});

/** Gives the viewer's place back before the session starts; twice changes nothing. */
export const cancelRegistration = studentMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { sessionId: v.id("mentorship_sessions") },
  handler: async (ctx, { sessionId }) => {
    const session = await openSession(ctx, sessionId);
    const place = await participation(ctx, sessionId, ctx.viewer.userId);
    if (!place) return { participantCount: session.participant_count };
    await ctx.db.delete("session_participants", place._id);
    await givePlaceBack(ctx, session, place);
    const participantCount = Math.max(0, session.participant_count - 1);
    await ctx.db.patch("mentorship_sessions", sessionId, {
      participant_count: participantCount,
    });
    await removeStudentPlace(ctx, session.mentor_id, ctx.viewer.userId);
    if (participantCount === 0) await dropSessionReminder(ctx, session);
    return { participantCount };
  },
});

// ── The mentor's side ─────────────────────────────────────────────────────

/**
 * Create Session: a verified mentor's new scheduled session,
 * in the future, not overlapping another of theirs (checked in this
 * transaction, so two bookings of one slot cannot both succeed). A
 * one-on-one session has one place; a program named must be the mentor's.
 */
export const create = verifiedMentorMutation({
  rateLimit: "session",
  // The form's fields, typed from its zod rules (applied with the server's clock).
  args: {
    ...zodToConvexFields(sessionFields),
    programId: v.optional(v.id("mentorship_programs")),
  },
  handler: async (ctx, { programId, ...fields }) => {
    const input = parseOrThrow(sessionSchema(Date.now()), fields);
    if (input.meetingUrl !== undefined)
      requireAllowedMeetingUrl(input.meetingUrl);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    if (programId !== undefined) {
      const program = await ctx.db.get("mentorship_programs", programId);
      if (program?.mentor_id !== mentor._id)
        throw appError("InvalidInput", "Choose one of your own programs.");
    }
    const durationMinutes = input.durationMinutes ?? SESSION_DURATION.default;
    await requireFreeSlot(ctx, mentor._id, input.scheduledAt, durationMinutes);
    const sessionId = await insertSession(ctx, {
      mentor_id: mentor._id,
      program_id: programId,
      title: input.title,
      description: input.description,
      session_type: input.sessionType,
      purpose: input.purpose ?? "mentorship",
      scheduled_at: input.scheduledAt,
      duration_minutes: durationMinutes,
      max_participants:
        input.sessionType === "group" ? input.maxParticipants! : 1,
      participant_count: 0,
      status: "scheduled",
      meeting_url: input.meetingUrl,
      grade: input.grade,
      subject: input.subject,
    });
    await changeStats(ctx, mentor._id, { sessions: 1 });
    return sessionId;
  },
});

/**
 * Start Session: one of today's (IST) scheduled sessions goes live; every
 * registered student is told (a batch at a time) and their screens, which
 * watch the session, show Join Now.
 */
export const start = verifiedMentorMutation({
  args: { sessionId: v.id("mentorship_sessions") },
  handler: async (ctx, { sessionId }) => {
    const { session } = await ownSession(ctx, ctx.viewer, sessionId);
    const now = Date.now();
    requireStartable(session, now);
    await dropSessionReminder(ctx, session);
    await setSessionStatus(ctx, sessionId, {
      status: "ongoing",
      started_at: now,
    });
    await tellSessionRegistrants(
      ctx,
      sessionId,
      {
        kind: "session_started",
        payload: { sessionId, sessionTitle: session.title },
      },
      `session-started:${sessionId}`,
    );
    return { status: "ongoing" as const };
  },
});

/**
 * Mark Complete: an ongoing session, or one of today's scheduled ones, is
 * completed; the mentor's total_sessions counts it in this transaction.
 */
export const complete = verifiedMentorMutation({
  args: { sessionId: v.id("mentorship_sessions") },
  handler: async (ctx, { sessionId }) => {
    const { session } = await ownSession(ctx, ctx.viewer, sessionId);
    const now = Date.now();
    requireCompletable(session, now);
    await completeSession(ctx, session, now);
    return { status: "completed" as const };
  },
});

/**
 * Calls off a scheduled session with a reason told to its registrants (a
 * batch at a time); their reminder goes with it. Their places stay, as the
 * record of who had registered.
 */
export const cancel = verifiedMentorMutation({
  args: {
    sessionId: v.id("mentorship_sessions"),
    reason: zodToConvex(cancelReasonSchema),
  },
  handler: async (ctx, { sessionId, reason: rawReason }) => {
    const reason = parseOrThrow(cancelReasonSchema, rawReason);
    const { session } = await ownSession(ctx, ctx.viewer, sessionId);
    if (session.status !== "scheduled")
      throw appError(
        "Conflict",
        `This session is ${session.status}: only a scheduled session can be cancelled.`,
      );
    await callOffSession(ctx, session, reason);
    return { status: "cancelled" as const };
  },
});

/** A scheduled session that has not started yet. */
async function openSession(
  ctx: QueryCtx,
  sessionId: Id<"mentorship_sessions">,
) {
  const session = await ctx.db.get("mentorship_sessions", sessionId);
  if (!session || session.status === "cancelled") notFound("session");
  if (session.status !== "scheduled" || session.scheduled_at <= Date.now())
    throw appError("Conflict", ALREADY_STARTED);
  return session;
}
