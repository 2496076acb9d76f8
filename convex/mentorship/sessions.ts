import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { publicQuery, studentMutation } from "../functions";
import { notFound } from "../lib/community";
import { appError } from "../lib/errors";
import {
  isFull,
  participation,
  sessionCard,
  sessionCards,
} from "../lib/mentorship";
import { boundedPage, requireClientNow } from "../lib/validators";
import { SESSION_MESSAGES } from "../shared/mentorshipRules";

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
      page: await sessionCards(ctx, result.page, ctx.viewer),
    };
  },
});

/**
 * One session's card with its status, and whether it has started by `now`
 * (the client's clock). Null for an address that names no session, or one
 * called off.
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
      ...(await sessionCard(ctx, session, ctx.viewer)),
      status: session.status,
      started: session.status !== "scheduled" || session.scheduled_at <= now,
    };
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
    await ctx.db.insert("session_participants", {
      session_id: sessionId,
      student_id: userId,
      status: "registered",
    });
    const participantCount = session.participant_count + 1;
    await ctx.db.patch("mentorship_sessions", sessionId, {
      participant_count: participantCount,
    });
    return { participantCount };
  },
});

/** Gives the viewer's place back before the session starts; twice changes nothing. */
export const cancelRegistration = studentMutation({
  args: { sessionId: v.id("mentorship_sessions") },
  handler: async (ctx, { sessionId }) => {
    const session = await openSession(ctx, sessionId);
    const place = await participation(ctx, sessionId, ctx.viewer.userId);
    if (!place) return { participantCount: session.participant_count };
    await ctx.db.delete("session_participants", place._id);
    const participantCount = Math.max(0, session.participant_count - 1);
    await ctx.db.patch("mentorship_sessions", sessionId, {
      participant_count: participantCount,
    });
    return { participantCount };
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
