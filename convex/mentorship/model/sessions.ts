import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { firstName, publicName } from "../../community/rules";
import { visibleMeetingUrl } from "./workspace";
import type { Viewer } from "../../lib/viewer";

/** How many upcoming sessions a program page or a mentor profile shows. */
export const PAGE_SESSIONS_SHOWN = 10;

/**
 * How a session suits the signed-in student: it is for their class, and its
 * subject is one their class studies (in the catalogue). Null for visitors
 * and for anyone who is not a student.
 */
export type SessionFit = { grade: boolean; subject: boolean } | null;

/** A session as every list and page shows it. */
export type SessionCard = {
  _id: Id<"mentorship_sessions">;
  title: string;
  description: string;
  sessionType: Doc<"mentorship_sessions">["session_type"];
  purpose: Doc<"mentorship_sessions">["purpose"];
  scheduledAt: number;
  durationMinutes: number;
  maxParticipants: number;
  participantCount: number;
  full: boolean;
  status: Doc<"mentorship_sessions">["status"];
  /**
   * The meeting link: for its registered students and its mentor only, from
   * 10 minutes before the start until it ends; otherwise null.
   */
  meetingUrl: string | null;
  mentor: { _id: Id<"mentors">; fullName: string };
  grade: number | null;
  subject: string | null;
  /** The viewer holds a place in it. */
  registered: boolean;
  fit: SessionFit;
};

/** Whether a session has no place left (participant_count never exceeds max_participants). */
export function isFull(session: Doc<"mentorship_sessions">): boolean {
  return session.participant_count >= session.max_participants;
}

/** A catalogue subject's slug from its name ("Social Studies" → "social-studies"). */
export function subjectSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The viewer's place in a session, if they hold one. */
export function participation(
  ctx: QueryCtx,
  sessionId: Id<"mentorship_sessions">,
  studentId: Id<"users">,
) {
  return ctx.db
    .query("session_participants")
    .withIndex("by_session_id_and_student_id", (q) =>
      q.eq("session_id", sessionId).eq("student_id", studentId),
    )
    .unique();
}

/**
 * Cards for a list of sessions as of `now` (the client's clock, for the
 * meeting link). Mentors and the student's subjects are read once per list
 * however many of its sessions share them.
 */
export async function sessionCards(
  ctx: QueryCtx,
  sessions: Doc<"mentorship_sessions">[],
  viewer: Viewer | null,
  now: number,
): Promise<SessionCard[]> {
  const mentors = new Map<Id<"mentors">, Promise<Doc<"mentors"> | null>>();
  const studies = new Map<string, Promise<boolean>>();
  const grade =
    viewer?.profile?.role === "student" ? viewer.profile.grade : undefined;
  const student = viewer?.profile?.role === "student" ? viewer : null;

  const mentorOf = (id: Id<"mentors">) => {
    if (!mentors.has(id)) mentors.set(id, ctx.db.get("mentors", id));
    return mentors.get(id)!;
  };
  const studied = (subject: string) => {
    if (grade === undefined) return Promise.resolve(false);
    const slug = subjectSlug(subject);
    if (!studies.has(slug))
      studies.set(
        slug,
        ctx.db
          .query("subjects")
          .withIndex("by_grade_and_slug", (q) =>
            q.eq("grade", grade).eq("slug", slug),
          )
          .first()
          .then((s) => s !== null),
      );
    return studies.get(slug)!;
  };

  return Promise.all(
    sessions.map(async (session): Promise<SessionCard> => {
      const [mentor, place, studiesSubject] = await Promise.all([
        mentorOf(session.mentor_id),
        student ? participation(ctx, session._id, student.userId) : null,
        session.subject !== undefined ? studied(session.subject) : false,
      ]);
      return {
        _id: session._id,
        title: session.title,
        description: session.description,
        sessionType: session.session_type,
        purpose: session.purpose,
        scheduledAt: session.scheduled_at,
        durationMinutes: session.duration_minutes,
        maxParticipants: session.max_participants,
        participantCount: session.participant_count,
        full: isFull(session),
        status: session.status,
        meetingUrl: visibleMeetingUrl(
          session,
          now,
          place !== null ||
            (viewer !== null &&
              mentor !== null &&
              mentor.user_id === viewer.userId),
        ),
        mentor: { _id: session.mentor_id, fullName: mentor?.full_name ?? "" },
        grade: session.grade ?? null,
        subject: session.subject ?? null,
        registered: place !== null,
        fit: student
          ? {
              grade: grade !== undefined && session.grade === grade,
              subject: studiesSubject,
            }
          : null,
      };
    }),
  );
}

/** One session's card (see {@link sessionCards}). */
export async function sessionCard(
  ctx: QueryCtx,
  session: Doc<"mentorship_sessions">,
  viewer: Viewer | null,
  now: number,
): Promise<SessionCard> {
  const [card] = await sessionCards(ctx, [session], viewer, now);
  return card;
}

/**
 * Scheduled sessions from `now` on, soonest first, read through one of the
 * indexes that end in `scheduled_at`; at most `limit`.
 */
export async function upcomingOfMentor(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  now: number,
  limit: number,
) {
  // This index has no status: skip the few sessions called off (at most a
  // bounded number read, so a mentor with many cancellations cannot make the
  // profile read without end).
  const found: Doc<"mentorship_sessions">[] = [];
  let read = 0;
  for await (const session of ctx.db
    .query("mentorship_sessions")
    .withIndex("by_mentor_id_and_scheduled_at", (q) =>
      q.eq("mentor_id", mentorId).gte("scheduled_at", now),
    )) {
    if (session.status === "scheduled") found.push(session);
    if (found.length >= limit || ++read >= limit * 5) break;
  }
  return found;
}

/** A feedback entry as a mentor's profile and dashboard show it. */
/**
 * One piece of feedback as shown. Students are minors: their mentor sees the
 * first name and initial (as on their requests and sessions), other members
 * the first name only, visitors "A student"; anonymous feedback stays
 * "Anonymous".
 */
export function feedbackView(
  f: Doc<"mentorship_feedback">,
  audience: "mentor" | "member" | "visitor",
) {
  const name = f.student_name;
  return {
    _id: f._id,
    rating: f.rating,
    text: f.feedback_text,
    createdAt: f.created_at,
    studentName: !name
      ? "Anonymous"
      : audience === "mentor"
        ? publicName(name, "student")
        : audience === "member"
          ? firstName(name)
          : "A student",
    sessionTitle: f.session_title,
  };
}
