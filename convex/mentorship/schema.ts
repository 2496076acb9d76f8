import { defineTable } from "convex/server";
import { v } from "convex/values";

export const programType = v.union(v.literal("one-on-one"), v.literal("group"));

export const programCategory = v.union(
  v.literal("academic"),
  v.literal("skill-based"),
);

export const sessionType = v.union(v.literal("one-on-one"), v.literal("group"));

/** Mentorship = planned guidance; doubt = a live doubt-clearing session. */
export const sessionPurpose = v.union(
  v.literal("mentorship"),
  v.literal("doubt"),
);

export const sessionStatus = v.union(
  v.literal("scheduled"),
  v.literal("ongoing"),
  v.literal("completed"),
  v.literal("cancelled"),
);

export const participantStatus = v.union(
  v.literal("registered"),
  v.literal("attended"),
  v.literal("cancelled"),
);

/** A 1-on-1 request: waiting for the mentor, answered, or taken back by the student. */
export const requestStatus = v.union(
  v.literal("pending"),
  v.literal("accepted"),
  v.literal("declined"),
  v.literal("withdrawn"),
);

export const applicationStatus = v.union(
  v.literal("pending"),
  v.literal("approved"),
  v.literal("rejected"),
);

/** The tables of mentorship: programs, mentors, sessions, requests, applications. */
export const mentorshipTables = {
  mentorship_programs: defineTable({
    title: v.string(),
    description: v.string(),
    type: programType,
    category: programCategory,
    duration_weeks: v.number(),
    max_participants: v.number(),
    /** Students enrolled (program_enrolments), never more than max_participants. */
    enrolled_count: v.number(),
    created_at: v.number(),
    mentor_id: v.optional(v.id("mentors")),
  })
    .index("by_created_at", ["created_at"])
    .index("by_category_and_created_at", ["category", "created_at"]),

  /** A student enrolled in a mentorship program. */
  program_enrolments: defineTable({
    program_id: v.id("mentorship_programs"),
    student_id: v.id("users"),
    created_at: v.number(),
  })
    .index("by_program_id_and_student_id", ["program_id", "student_id"])
    .index("by_student_id", ["student_id"]),

  mentors: defineTable({
    user_id: v.optional(v.id("users")),
    full_name: v.string(),
    qualification: v.string(),
    bio: v.string(),
    /** Average of feedback ratings (rating_sum / rating_count), kept with them. */
    rating: v.number(),
    rating_sum: v.number(),
    rating_count: v.number(),
    total_sessions: v.number(),
    experience_years: v.number(),
    expertise: v.array(v.string()),
    is_verified: v.boolean(),
    is_volunteer: v.boolean(),
  })
    .index("by_is_verified_and_rating", ["is_verified", "rating"])
    .index("by_user_id", ["user_id"]),

  /** Weekly hours a mentor is available, in minutes from local midnight. */
  mentor_availability: defineTable({
    mentor_id: v.id("mentors"),
    weekday: v.number(),
    start_minute: v.number(),
    end_minute: v.number(),
    timezone: v.string(),
  }).index("by_mentor_id_and_weekday", ["mentor_id", "weekday"]),

  mentorship_sessions: defineTable({
    mentor_id: v.id("mentors"),
    program_id: v.optional(v.id("mentorship_programs")),
    title: v.string(),
    description: v.string(),
    session_type: sessionType,
    purpose: sessionPurpose,
    scheduled_at: v.number(),
    duration_minutes: v.number(),
    max_participants: v.number(),
    participant_count: v.number(),
    status: sessionStatus,
    meeting_url: v.optional(v.string()),
    /** Who it is for: a class (6–12) and a subject, when the mentor says. */
    grade: v.optional(v.number()),
    subject: v.optional(v.string()),
    /** The one pending 1-hour reminder of its registrants (mentorship/model/sessionReminders.ts). */
    reminder_job: v.optional(v.id("_scheduled_functions")),
    started_at: v.optional(v.number()),
    completed_at: v.optional(v.number()),
    /** Told to the registrants when the mentor calls it off. */
    cancel_reason: v.optional(v.string()),
  })
    .index("by_status_and_scheduled_at", ["status", "scheduled_at"])
    .index("by_mentor_id_and_status_and_scheduled_at", [
      "mentor_id",
      "status",
      "scheduled_at",
    ])
    .index("by_program_id_and_status_and_scheduled_at", [
      "program_id",
      "status",
      "scheduled_at",
    ])
    .index("by_mentor_id_and_scheduled_at", ["mentor_id", "scheduled_at"]),

  session_participants: defineTable({
    session_id: v.id("mentorship_sessions"),
    student_id: v.id("users"),
    status: participantStatus,
  })
    .index("by_session_id_and_student_id", ["session_id", "student_id"])
    .index("by_student_id", ["student_id"]),

  mentorship_feedback: defineTable({
    mentor_id: v.id("mentors"),
    session_id: v.id("mentorship_sessions"),
    session_title: v.string(),
    student_id: v.id("users"),
    /** Empty when the student chose to stay anonymous. */
    student_name: v.optional(v.string()),
    rating: v.number(),
    feedback_text: v.string(),
    created_at: v.number(),
  })
    .index("by_mentor_id_and_created_at", ["mentor_id", "created_at"])
    .index("by_session_id_and_student_id", ["session_id", "student_id"])
    .index("by_student_id", ["student_id"]),

  /**
   * A mentor's workspace counters, changed in the same mutation as the rows
   * they count: sessions not called off, distinct students, and whether the
   * mentor has saved their weekly hours (no rows may mean "every day off").
   */
  mentor_stats: defineTable({
    mentor_id: v.id("mentors"),
    session_count: v.number(),
    student_count: v.number(),
    availability_saved: v.boolean(),
  }).index("by_mentor_id", ["mentor_id"]),

  /**
   * A student who holds (or held) a place in a mentor's sessions: one row per
   * pair, counted in mentor_stats.student_count; `last_session_at` is the
   * latest start among their places (the "active in the last 30 days" count).
   */
  mentor_students: defineTable({
    mentor_id: v.id("mentors"),
    student_id: v.id("users"),
    session_count: v.number(),
    last_session_at: v.number(),
  })
    .index("by_mentor_id_and_student_id", ["mentor_id", "student_id"])
    .index("by_mentor_id_and_last_session_at", ["mentor_id", "last_session_at"])
    .index("by_student_id", ["student_id"]),

  /** A student's request for a 1-on-1 in one of a mentor's weekly slots. */
  session_requests: defineTable({
    student_id: v.id("users"),
    mentor_id: v.id("mentors"),
    purpose: sessionPurpose,
    scheduled_at: v.number(),
    duration_minutes: v.number(),
    message: v.string(),
    status: requestStatus,
    decline_reason: v.optional(v.string()),
    /** The session it became, once accepted. */
    session_id: v.optional(v.id("mentorship_sessions")),
    created_at: v.number(),
    answered_at: v.optional(v.number()),
  })
    .index("by_mentor_id_and_status_and_scheduled_at", [
      "mentor_id",
      "status",
      "scheduled_at",
    ])
    .index("by_student_id_and_created_at", ["student_id", "created_at"])
    .index("by_student_id_and_mentor_id_and_status", [
      "student_id",
      "mentor_id",
      "status",
    ]),

  mentor_applications: defineTable({
    user_id: v.id("users"),
    full_name: v.string(),
    email: v.string(),
    phone: v.optional(v.string()),
    expertise: v.array(v.string()),
    qualification: v.string(),
    experience_years: v.number(),
    motivation: v.string(),
    is_volunteer: v.boolean(),
    status: applicationStatus,
    created_at: v.number(),
    reviewed_by: v.optional(v.id("users")),
    reviewed_at: v.optional(v.number()),
    /** Told to the applicant when staff reject the application. */
    rejection_reason: v.optional(v.string()),
  })
    .index("by_user_id", ["user_id"])
    .index("by_status_and_created_at", ["status", "created_at"])
    .index("by_reviewed_by", ["reviewed_by"]),
};
