/** Where the mentorship tables keep a person's data (lib/personalData.ts). */
import { COUNTERS, bumpCounter } from "../lib/counters";
import {
  DELETED_MEMBER,
  byUser,
  namingUser,
  type Declarations,
} from "../lib/personalData";
import { callOffSession, dropSessionReminder } from "./model/sessionReminders";

/** Why a deleted mentor's sessions are called off, as their students are told. */
export const MENTOR_GONE_REASON =
  "The mentor's account has been deleted, so this session will not take place.";
/** The scheduled sessions called off with a mentor's erasure, at most (a mentor schedules far fewer). */
const MAX_UPCOMING_SESSIONS = 200;
import { changeStats, removeStudentPlace } from "./model/workspace";
import { deleteMentorStudent } from "./model/workspaceCounts";
import type { mentorshipTables } from "./schema";

export const mentorshipPersonalData: Declarations<typeof mentorshipTables> = {
  mentorship_programs: {
    holds: "nothing",
    why: "A program names its mentor's profile (`mentors`), which erasure anonymises.",
  },
  program_enrolments: {
    holds: "person",
    what: "Programs you enrolled in.",
    find: [byUser("by_student_id", "student_id")],
    export: "row",
    // The program's place comes back.
    erase: async (ctx, row) => {
      await ctx.db.delete("program_enrolments", row._id);
      const program = await ctx.db.get("mentorship_programs", row.program_id);
      if (program)
        await ctx.db.patch("mentorship_programs", program._id, {
          enrolled_count: Math.max(0, program.enrolled_count - 1),
        });
    },
  },
  mentors: {
    holds: "person",
    what: "Your mentor profile: name, qualification, bio, expertise.",
    find: [byUser("by_user_id")],
    export: "row",
    // Sessions and feedback point at this row and stay readable for their
    // students: it stays as "Deleted member", unverified, with nothing of
    // theirs. Sessions still to come are called off (their students told):
    // nobody would be there to run them.
    erase: async (ctx, row) => {
      const upcoming = await ctx.db
        .query("mentorship_sessions")
        .withIndex("by_mentor_id_and_status_and_scheduled_at", (q) =>
          q.eq("mentor_id", row._id).eq("status", "scheduled"),
        )
        .take(MAX_UPCOMING_SESSIONS);
      for (const session of upcoming)
        await callOffSession(ctx, session, MENTOR_GONE_REASON);
      await ctx.db.patch("mentors", row._id, {
        user_id: undefined,
        full_name: DELETED_MEMBER,
        qualification: "",
        bio: "",
        expertise: [],
        is_verified: false,
      });
      if (row.is_verified) await bumpCounter(ctx, COUNTERS.verifiedMentors, -1);
    },
  },
  mentor_availability: {
    holds: "person",
    what: "Your weekly hours as a mentor.",
    find: [
      {
        index: "by_mentor_id_and_weekday",
        field: "mentor_id",
        value: (p) => p.mentorId,
      },
    ],
    export: "row",
    erase: "delete",
  },
  mentorship_sessions: {
    holds: "nothing",
    why: "A session names its mentor's profile (`mentors`, anonymised on erasure); its students are in session_participants.",
  },
  session_participants: {
    holds: "person",
    what: "Sessions you registered for or attended.",
    find: [byUser("by_student_id", "student_id")],
    export: "row",
    // The place comes back, as when a student cancels.
    erase: async (ctx, row, person) => {
      await ctx.db.delete("session_participants", row._id);
      const session = await ctx.db.get("mentorship_sessions", row.session_id);
      if (!session) return;
      const participantCount = Math.max(0, session.participant_count - 1);
      await ctx.db.patch("mentorship_sessions", session._id, {
        participant_count: participantCount,
      });
      await removeStudentPlace(ctx, session.mentor_id, person.userId);
      if (participantCount === 0 && session.status === "scheduled")
        await dropSessionReminder(ctx, session);
    },
  },
  mentorship_feedback: {
    holds: "person",
    what: "Feedback you gave after sessions.",
    find: [byUser("by_student_id", "student_id")],
    export: "row",
    // The rating stays in the mentor's average, from no one.
    erase: async (ctx, row, _person, tombstone) => {
      await ctx.db.patch("mentorship_feedback", row._id, {
        student_id: tombstone.userId,
        student_name: undefined,
      });
    },
  },
  mentor_stats: {
    holds: "nothing",
    why: "A mentor's counts, keyed by their profile (`mentors`).",
  },
  mentor_students: {
    holds: "person",
    what: "The mentors you had sessions with.",
    find: [byUser("by_student_id", "student_id")],
    export: "row",
    erase: async (ctx, row) => {
      await deleteMentorStudent(ctx, row);
      await changeStats(ctx, row.mentor_id, { students: -1 });
    },
  },
  session_requests: {
    holds: "person",
    what: "1-on-1 sessions you asked for.",
    find: [byUser("by_student_id_and_created_at", "student_id")],
    export: "row",
    erase: "delete",
  },
  mentor_applications: {
    holds: "person",
    what: "Your application to become a mentor.",
    find: [byUser("by_user_id"), namingUser("by_reviewed_by", "reviewed_by")],
    export: { omit: ["reviewed_by"] },
    erase: async (ctx, row, person) => {
      if (row.user_id !== person.userId) {
        await ctx.db.patch("mentor_applications", row._id, {
          reviewed_by: undefined,
        });
        return;
      }
      await ctx.db.delete("mentor_applications", row._id);
      if (row.status === "pending")
        await bumpCounter(ctx, COUNTERS.pendingApplications, -1);
    },
  },
};
