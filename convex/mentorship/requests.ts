import { zodToConvex, zodToConvexFields } from "convex-helpers/server/zod4";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  memberQuery,
  studentMutation,
  verifiedMentorMutation,
  verifiedMentorQuery,
} from "../functions";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { insertSession } from "./model/workspaceCounts";
import {
  addStudentPlace,
  changeStats,
  findClash,
  requireFreeSlot,
  studentPublicName,
  viewerMentor,
} from "./model/workspace";
import { notify } from "../lib/notify";
import { ensureSessionReminder } from "./model/sessionReminders";
import { requestStudent } from "../lib/permissions";
import type { Viewer } from "../lib/viewer";
import { addUsage, spendAllowance } from "../pricing/model/usage";
import { istMonth } from "../pricing/rules";
import { boundedPage, requireClientNow } from "../lib/validators";
import {
  declineReasonSchema,
  insideSlots,
  istMinuteOfDay,
  istWeekday,
  requestFields,
  requestSchema,
} from "./rules";

/**
 * 1-on-1 requests (the teacher dashboard's Pending tab): a student asks a
 * verified mentor for a Mentorship or Doubt session in a slot inside the
 * mentor's saved weekly hours (IST); it stays pending until the mentor
 * accepts it (it becomes a scheduled one-on-one session with that student
 * registered) or declines it with a reason, or the student withdraws it.
 * Both sides are told. A slot is never booked twice: accepting checks the
 * mentor's sessions in the same transaction.
 */

/** Weekly slots read for one weekday; more than anyone keeps. */
const SLOTS_MAX = 50;

const PURPOSE_TITLE = {
  mentorship: "1-on-1 Mentorship session",
  doubt: "1-on-1 Doubt session",
} as const;

/** A student asks a verified mentor for a 1-on-1 in the mentor's hours. */
export const create = studentMutation({
  rateLimit: "sessionRequest",
  args: { mentorId: v.id("mentors"), ...zodToConvexFields(requestFields) },
  handler: async (ctx, { mentorId, ...fields }) => {
    const now = Date.now();
    const input = parseOrThrow(requestSchema(now), fields);
    const mentor = await ctx.db.get("mentors", mentorId);
    if (!mentor?.is_verified || !mentor.user_id) notFound("mentor");
    const slots = await ctx.db
      .query("mentor_availability")
      .withIndex("by_mentor_id_and_weekday", (q) =>
        q
          .eq("mentor_id", mentorId)
          .eq("weekday", istWeekday(input.scheduledAt)),
      )
      .take(SLOTS_MAX);
    if (
      !insideSlots(
        slots.map((s) => ({
          startMinute: s.start_minute,
          endMinute: s.end_minute,
        })),
        istMinuteOfDay(input.scheduledAt),
        input.durationMinutes,
      )
    )
      throw appError(
        "InvalidInput",
        "Choose a time inside the mentor's available hours (IST).",
      );
    if (
      await findClash(ctx, mentorId, input.scheduledAt, input.durationMinutes)
    )
      throw appError(
        "Conflict",
        "The mentor is already booked at that time. Choose another time.",
      );
    const waiting = await ctx.db
      .query("session_requests")
      .withIndex("by_student_id_and_mentor_id_and_status", (q) =>
        q
          .eq("student_id", ctx.viewer.userId)
          .eq("mentor_id", mentorId)
          .eq("status", "pending"),
      )
      .first();
    if (waiting)
      throw appError(
        "Conflict",
        "You already have a request waiting for this mentor's answer.",
      );
    // The minutes count against the student's plan for this month.
    await spendAllowance(
      ctx,
      ctx.viewer.userId,
      "oneOnOneMinutesPerMonth",
      input.durationMinutes,
      now,
    );
    const requestId = await ctx.db.insert("session_requests", {
      student_id: ctx.viewer.userId,
      mentor_id: mentorId,
      purpose: input.purpose,
      scheduled_at: input.scheduledAt,
      duration_minutes: input.durationMinutes,
      message: input.message ?? "",
      status: "pending",
      created_at: now,
    });
    await notify(ctx, mentor.user_id, "session_request_received", {
      studentName: await studentPublicName(ctx, ctx.viewer.userId),
      purpose: input.purpose,
      scheduledAt: input.scheduledAt,
    });
    return requestId;
  },
});

/** The viewer's own requests, newest first, with each one's mentor and answer. */
export const mine = memberQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const result = await ctx.db
      .query("session_requests")
      .withIndex("by_student_id_and_created_at", (q) =>
        q.eq("student_id", ctx.viewer.userId),
      )
      .order("desc")
      .paginate(boundedPage(paginationOpts, 50));
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (r) => {
          const mentor = await ctx.db.get("mentors", r.mentor_id);
          return {
            ...requestView(r),
            mentor: { _id: r.mentor_id, fullName: mentor?.full_name ?? "" },
            declineReason: r.decline_reason ?? null,
            sessionId: r.session_id ?? null,
          };
        }),
      ),
    };
  },
});

/** The mentor's pending requests for times from `now` on, soonest first, with the student (first name and initial). */
export const pendingForMe = verifiedMentorQuery({
  args: { now: v.number(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const result = await ctx.db
      .query("session_requests")
      .withIndex("by_mentor_id_and_status_and_scheduled_at", (q) =>
        q
          .eq("mentor_id", mentor._id)
          .eq("status", "pending")
          .gte("scheduled_at", now),
      )
      .paginate(boundedPage(args.paginationOpts, 50));
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (r) => ({
          ...requestView(r),
          studentName: await studentPublicName(ctx, r.student_id),
        })),
      ),
    };
  },
});

/**
 * Accepts a pending request: a scheduled one-on-one session at its time with
 * its student registered, unless the slot is taken by then (checked in this
 * transaction: of simultaneous accepts and creates for one slot, one wins).
 */
export const accept = verifiedMentorMutation({
  args: { requestId: v.id("session_requests") },
  handler: async (ctx, { requestId }) => {
    const { mentor, request } = await pendingRequestOf(
      ctx,
      ctx.viewer,
      requestId,
    );
    if (request.scheduled_at <= Date.now())
      throw appError("Conflict", "This request's time has already passed.");
    await requireFreeSlot(
      ctx,
      mentor._id,
      request.scheduled_at,
      request.duration_minutes,
    );
    const sessionId = await insertSession(ctx, {
      mentor_id: mentor._id,
      title: PURPOSE_TITLE[request.purpose],
      description:
        request.purpose === "doubt"
          ? "A doubt-clearing session a student asked for."
          : "A mentorship session a student asked for.",
      session_type: "one-on-one",
      purpose: request.purpose,
      scheduled_at: request.scheduled_at,
      duration_minutes: request.duration_minutes,
      max_participants: 1,
      participant_count: 1,
      status: "scheduled",
    });
    await ctx.db.insert("session_participants", {
      session_id: sessionId,
      student_id: request.student_id,
      status: "registered",
    });
    await changeStats(ctx, mentor._id, { sessions: 1 });
    await addStudentPlace(
      ctx,
      mentor._id,
      request.student_id,
      request.scheduled_at,
    );
    await ensureSessionReminder(
      ctx,
      (await ctx.db.get("mentorship_sessions", sessionId))!,
    );
    await answer(ctx, request, mentor, { accepted: true, sessionId });
    return sessionId;
  },
});

/** Declines a pending request with a reason, told to the student. */
export const decline = verifiedMentorMutation({
  args: {
    requestId: v.id("session_requests"),
    reason: zodToConvex(declineReasonSchema),
  },
  handler: async (ctx, { requestId, reason: rawReason }) => {
    const reason = parseOrThrow(declineReasonSchema, rawReason);
    const { mentor, request } = await pendingRequestOf(
      ctx,
      ctx.viewer,
      requestId,
    );
    await answer(ctx, request, mentor, { accepted: false, reason });
    await giveBackMinutes(ctx, request);
    return null;
  },
});

/** The student takes back a request of theirs that is still pending. */
export const withdraw = studentMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: requestStudent,
  args: { requestId: v.id("session_requests") },
  handler: async (ctx, { requestId }) => {
    const found = await ctx.db.get("session_requests", requestId);
    if (!found) notFound("request");
    const request = requestStudent.require(ctx, found);
    if (request.status !== "pending")
      throw appError("Conflict", `This request is already ${request.status}.`);
    await ctx.db.patch("session_requests", requestId, {
      status: "withdrawn",
      answered_at: Date.now(),
    });
    await giveBackMinutes(ctx, request);
    return null;
  },
});

/** A request declined or withdrawn in the month it was made no longer counts. */
async function giveBackMinutes(
  ctx: MutationCtx,
  request: Doc<"session_requests">,
) {
  const now = Date.now();
  if (istMonth(request.created_at) === istMonth(now))
    await addUsage(
      ctx,
      request.student_id,
      "oneOnOneMinutesPerMonth",
      -request.duration_minutes,
      now,
    );
}

/** A pending request sent to the viewer; another mentor's is refused. */
async function pendingRequestOf(
  ctx: MutationCtx,
  viewer: Viewer,
  requestId: Id<"session_requests">,
) {
  const [mentor, request] = await Promise.all([
    viewerMentor(ctx, viewer),
    ctx.db.get("session_requests", requestId),
  ]);
  if (!request) notFound("request");
  if (request.mentor_id !== mentor._id)
    throw appError("NotAuthorized", "This request was sent to another mentor.");
  if (request.status !== "pending")
    throw appError("Conflict", `This request is already ${request.status}.`);
  return { mentor, request };
}

/** Records the mentor's answer on the request and tells the student. */
async function answer(
  ctx: MutationCtx,
  request: Doc<"session_requests">,
  mentor: Doc<"mentors">,
  outcome:
    | { accepted: true; sessionId: Id<"mentorship_sessions"> }
    | { accepted: false; reason: string },
) {
  await ctx.db.patch(
    "session_requests",
    request._id,
    outcome.accepted
      ? {
          status: "accepted",
          session_id: outcome.sessionId,
          answered_at: Date.now(),
        }
      : {
          status: "declined",
          decline_reason: outcome.reason,
          answered_at: Date.now(),
        },
  );
  await notify(ctx, request.student_id, "session_request_answered", {
    ...outcome,
    mentorName: mentor.full_name,
    scheduledAt: request.scheduled_at,
  });
}

function requestView(r: Doc<"session_requests">) {
  return {
    _id: r._id,
    purpose: r.purpose,
    scheduledAt: r.scheduled_at,
    durationMinutes: r.duration_minutes,
    message: r.message,
    status: r.status,
    createdAt: r.created_at,
  };
}
