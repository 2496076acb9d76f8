import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { publicName } from "../../community/rules";
import {
  AUTO_COMPLETE_AFTER_HOURS,
  MEETING_LINK_LEAD_MINUTES,
  SESSION_DURATION,
  DEFAULT_MEETING_HOSTS,
  istDayStart,
  isAllowedMeetingUrl,
} from "../rules";
import { notFound, appError } from "../../lib/errors";
import { env } from "../../lib/env";
import { dropSessionReminder } from "./sessionReminders";
import {
  deleteMentorStudent,
  insertMentorStudent,
  patchMentorStudent,
  setSessionStatus,
} from "./workspaceCounts";
import { notVerifiedMentorError, type Viewer } from "../../lib/viewer";

/**
 * The rules of a verified mentor's own sessions: whose they are, what their
 * status may become, no double booking, and the workspace counters
 * (`mentor_stats`, `mentor_students`, `mentors.total_sessions`), changed in
 * the same mutation as the rows they count.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The viewer's `mentors` row (verified mentors have one: the builder checked). */
export async function viewerMentor(
  ctx: QueryCtx,
  viewer: Viewer,
): Promise<Doc<"mentors">> {
  const mentor = await ctx.db
    .query("mentors")
    .withIndex("by_user_id", (q) => q.eq("user_id", viewer.userId))
    .first();
  if (!mentor?.is_verified) throw notVerifiedMentorError();
  return mentor;
}

/** A session of the viewer's own; another mentor's is refused. */
export async function ownSession(
  ctx: QueryCtx,
  viewer: Viewer,
  sessionId: Id<"mentorship_sessions">,
) {
  const [mentor, session] = await Promise.all([
    viewerMentor(ctx, viewer),
    ctx.db.get("mentorship_sessions", sessionId),
  ]);
  if (!session) notFound("session");
  if (session.mentor_id !== mentor._id)
    throw appError("NotAuthorized", "This is another mentor's session.");
  return { mentor, session };
}

const notToday = () =>
  appError(
    "Conflict",
    "Only today's scheduled sessions can be started or marked complete.",
  );

/** Start Session: a session scheduled today (IST) becomes ongoing. */
export function requireStartable(
  session: Doc<"mentorship_sessions">,
  now: number,
) {
  if (session.status !== "scheduled")
    throw appError("Conflict", `This session is ${session.status}.`);
  if (istDayStart(session.scheduled_at) !== istDayStart(now)) throw notToday();
}

/** Mark Complete: an ongoing session, or one scheduled today. */
export function requireCompletable(
  session: Doc<"mentorship_sessions">,
  now: number,
) {
  if (session.status === "ongoing") return;
  requireStartable(session, now);
}

/**
 * A session ends; the mentor's total_sessions counts it. Its reminder, if one
 * is still to come (marked complete early), goes.
 */
export async function completeSession(
  ctx: MutationCtx,
  session: Doc<"mentorship_sessions">,
  now: number,
) {
  await dropSessionReminder(ctx, session);
  await setSessionStatus(ctx, session._id, {
    status: "completed",
    completed_at: now,
  });
  const mentor = await ctx.db.get("mentors", session.mentor_id);
  if (mentor)
    await ctx.db.patch("mentors", mentor._id, {
      total_sessions: mentor.total_sessions + 1,
    });
}

/** When an ongoing session is completed by the server: AUTO_COMPLETE_AFTER_HOURS past its end. */
export function staleAfter(session: Doc<"mentorship_sessions">): number {
  return (
    session.scheduled_at +
    session.duration_minutes * MINUTE +
    AUTO_COMPLETE_AFTER_HOURS * 60 * MINUTE
  );
}

/**
 * A session of the mentor's, not called off, that overlaps [start, start +
 * duration); null when the slot is free. It reads the index range of every
 * session that could overlap (starting up to the longest duration before),
 * so a concurrent booking of the same slot conflicts with this transaction
 * and is retried against it: of any number of simultaneous bookings, one
 * wins.
 */
export async function findClash(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  start: number,
  durationMinutes: number,
) {
  const end = start + durationMinutes * MINUTE;
  const nearby = await ctx.db
    .query("mentorship_sessions")
    .withIndex("by_mentor_id_and_scheduled_at", (q) =>
      q
        .eq("mentor_id", mentorId)
        .gt("scheduled_at", start - SESSION_DURATION.max * MINUTE)
        .lt("scheduled_at", end),
    )
    .take(200);
  return (
    nearby.find(
      (s) =>
        s.status !== "cancelled" &&
        s.scheduled_at + s.duration_minutes * MINUTE > start,
    ) ?? null
  );
}

/** The mentor's own booking of a slot: refused when it overlaps one of their sessions ({@link findClash}). */
export async function requireFreeSlot(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  start: number,
  durationMinutes: number,
) {
  const clash = await findClash(ctx, mentorId, start, durationMinutes);
  if (clash)
    throw appError(
      "Conflict",
      `That time overlaps your session “${clash.title}”. Choose another time.`,
    );
}

// ── Counters ──────────────────────────────────────────────────────────────

export async function statsOf(ctx: QueryCtx, mentorId: Id<"mentors">) {
  return ctx.db
    .query("mentor_stats")
    .withIndex("by_mentor_id", (q) => q.eq("mentor_id", mentorId))
    .unique();
}

/** Moves the mentor's counters (creating their row on first use). */
export async function changeStats(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  change: { sessions?: number; students?: number; availabilitySaved?: true },
) {
  const row = await statsOf(ctx, mentorId);
  const fields = {
    session_count: Math.max(
      0,
      (row?.session_count ?? 0) + (change.sessions ?? 0),
    ),
    student_count: Math.max(
      0,
      (row?.student_count ?? 0) + (change.students ?? 0),
    ),
    availability_saved:
      change.availabilitySaved ?? row?.availability_saved ?? false,
  };
  if (row) await ctx.db.patch("mentor_stats", row._id, fields);
  else await ctx.db.insert("mentor_stats", { mentor_id: mentorId, ...fields });
}

/**
 * A student takes a place in one of the mentor's sessions: their pair row
 * counts it (and the mentor's distinct students count them once).
 */
export async function addStudentPlace(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  studentId: Id<"users">,
  sessionAt: number,
) {
  const row = await studentRow(ctx, mentorId, studentId);
  if (row) {
    await patchMentorStudent(ctx, row, {
      session_count: row.session_count + 1,
      last_session_at: Math.max(row.last_session_at, sessionAt),
    });
    return;
  }
  await insertMentorStudent(ctx, {
    mentor_id: mentorId,
    student_id: studentId,
    session_count: 1,
    last_session_at: sessionAt,
  });
  await changeStats(ctx, mentorId, { students: 1 });
}

/**
 * A student gives their place back: the last one takes them off the mentor's
 * students. (`last_session_at` keeps the latest start they held: a student who
 * registered and left within the month still counts as active.)
 */
export async function removeStudentPlace(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  studentId: Id<"users">,
) {
  const row = await studentRow(ctx, mentorId, studentId);
  if (!row) return;
  if (row.session_count > 1) {
    await patchMentorStudent(ctx, row, {
      session_count: row.session_count - 1,
    });
    return;
  }
  await deleteMentorStudent(ctx, row);
  await changeStats(ctx, mentorId, { students: -1 });
}

function studentRow(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  studentId: Id<"users">,
) {
  return ctx.db
    .query("mentor_students")
    .withIndex("by_mentor_id_and_student_id", (q) =>
      q.eq("mentor_id", mentorId).eq("student_id", studentId),
    )
    .unique();
}

// ── Views ─────────────────────────────────────────────────────────────────

/**
 * The meeting link for this viewer at `now`: only the session's mentor and
 * its registered students see it, from MEETING_LINK_LEAD_MINUTES before the
 * start (or once it is live) until it ends; otherwise null.
 */
export function visibleMeetingUrl(
  session: Doc<"mentorship_sessions">,
  now: number,
  canSee: boolean,
): string | null {
  if (!canSee || session.meeting_url === undefined) return null;
  // A link stored before its service was allowed (or since disallowed) is never shown.
  if (!isAllowedMeetingUrl(session.meeting_url, env.meetingHosts()))
    return null;
  if (session.status === "ongoing") return session.meeting_url;
  if (session.status !== "scheduled") return null;
  return now >= session.scheduled_at - MEETING_LINK_LEAD_MINUTES * MINUTE
    ? session.meeting_url
    : null;
}

/** Refuses a meeting link on a service the deployment does not allow, naming those it does. */
export function requireAllowedMeetingUrl(url: string) {
  const hosts = env.meetingHosts();
  if (isAllowedMeetingUrl(url, hosts)) return;
  throw appError(
    "InvalidInput",
    hosts === DEFAULT_MEETING_HOSTS
      ? "The meeting link must be a Google Meet, Zoom, Microsoft Teams or Jitsi link."
      : `The meeting link must be on one of these services: ${hosts.join(", ")}.`,
  );
}

/** A session as the mentor's own lists show it (the mentor sees their link at any time). */
export type WorkspaceSession = {
  _id: Id<"mentorship_sessions">;
  title: string;
  description: string;
  sessionType: Doc<"mentorship_sessions">["session_type"];
  purpose: Doc<"mentorship_sessions">["purpose"];
  status: Doc<"mentorship_sessions">["status"];
  scheduledAt: number;
  durationMinutes: number;
  maxParticipants: number;
  participantCount: number;
  meetingUrl: string | null;
  grade: number | null;
  subject: string | null;
  programId: Id<"mentorship_programs"> | null;
  /** A one-on-one session's student (first name and initial), else null. */
  studentName: string | null;
};

export async function workspaceSessions(
  ctx: QueryCtx,
  sessions: Doc<"mentorship_sessions">[],
): Promise<WorkspaceSession[]> {
  return Promise.all(
    sessions.map(async (s) => ({
      _id: s._id,
      title: s.title,
      description: s.description,
      sessionType: s.session_type,
      purpose: s.purpose,
      status: s.status,
      scheduledAt: s.scheduled_at,
      durationMinutes: s.duration_minutes,
      maxParticipants: s.max_participants,
      participantCount: s.participant_count,
      meetingUrl: s.meeting_url ?? null,
      grade: s.grade ?? null,
      subject: s.subject ?? null,
      programId: s.program_id ?? null,
      studentName:
        s.session_type === "one-on-one" ? await onlyStudentName(ctx, s) : null,
    })),
  );
}

async function onlyStudentName(
  ctx: QueryCtx,
  session: Doc<"mentorship_sessions">,
): Promise<string | null> {
  const place = await ctx.db
    .query("session_participants")
    .withIndex("by_session_id_and_student_id", (q) =>
      q.eq("session_id", session._id),
    )
    .first();
  return place ? studentPublicName(ctx, place.student_id) : null;
}

/** A student as minors appear everywhere: first name and initial. */
export async function studentPublicName(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<string> {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  return publicName(profile?.full_name ?? "", "student");
}

/** Sessions of the mentor (not called off) starting in [from, to), soonest first; at most `limit`. */
export async function sessionsBetween(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  from: number,
  to: number,
  limit: number,
) {
  const rows = await ctx.db
    .query("mentorship_sessions")
    .withIndex("by_mentor_id_and_scheduled_at", (q) =>
      q
        .eq("mentor_id", mentorId)
        .gte("scheduled_at", from)
        .lt("scheduled_at", to),
    )
    .take(limit);
  return rows.filter((s) => s.status !== "cancelled");
}

export { DAY as DAY_MS };
