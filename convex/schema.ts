import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import {
  applicationStatus,
  attemptStatus,
  activityKind,
  contentKind,
  contentRevision,
  contentStatus,
  difficulty,
  emailStatus,
  authorBadge,
  eventStatus,
  eventType,
  leaderboardVisibility,
  lessonVideo,
  noticeSubjectTable,
  notificationKind,
  participantStatus,
  planKey,
  planPeriod,
  profileRole,
  programCategory,
  programType,
  reportReason,
  reportResolution,
  reportStatus,
  reportTarget,
  requestStatus,
  sessionPurpose,
  sessionStatus,
  sessionType,
  staffRole,
  subscriptionStatus,
  testKind,
  uploadKind,
  visibility,
  xpReason,
} from "./lib/validators";

/**
 * The whole data model. Field names are the product's own words (snake_case),
 * such as `full_name` and `member_count`. Times are milliseconds since
 * the epoch; money is in paise (integers). `convex/README.md` describes each
 * table and the relations between them.
 *
 * Every list a screen shows is read through one of the indexes below; index
 * names list their fields (`by_a_and_b`), and Convex appends `_creationTime`
 * to every index, so "newest first" within an index needs no extra field.
 */
export default defineSchema({
  // ── Accounts ────────────────────────────────────────────────────────────
  ...authTables,
  users: defineTable({
    ...authTables.users.validator.fields,
    /** Clerk's subject when Clerk is the identity provider. */
    external_id: v.optional(v.string()),
    /**
     * A password sign-up waiting for the code mailed to its e-mail: the
     * profile it makes once the code is entered. Until then the user has no
     * profile, role or session, and a new sign-up of the e-mail replaces it.
     */
    pending_sign_up: v.optional(
      v.object({
        role: v.union(v.literal("student"), v.literal("mentor")),
        grade: v.optional(v.number()),
        subject: v.optional(v.string()),
        /** When the sign-up was sent; unfinished ones are deleted a day later. */
        since: v.number(),
      }),
    ),
  })
    .index("email", ["email"])
    .index("by_pending_sign_up_since", ["pending_sign_up.since"])
    .index("phone", ["phone"])
    .index("by_external_id", ["external_id"]),

  profiles: defineTable({
    user_id: v.id("users"),
    role: profileRole,
    full_name: v.string(),
    /** Students only: 6–12, fixed after signup except by staff. */
    grade: v.optional(v.number()),
    /** Mentors only: subject or expertise given at signup. */
    subject: v.optional(v.string()),
    /** IANA time zone used for streak days; India by default. */
    timezone: v.string(),
    nickname: v.optional(v.string()),
    leaderboard_visibility: leaderboardVisibility,
    daily_goal_xp: v.number(),
    /**
     * Set while an admin has suspended the member: they may sign in and
     * learn, but not post, reply, report, RSVP, join or create (functions.ts).
     */
    suspension: v.optional(
      v.object({
        reason: v.string(),
        at: v.number(),
        by: v.id("users"),
      }),
    ),
  })
    .index("by_user_id", ["user_id"])
    .index("by_role_and_grade", ["role", "grade"])
    .searchIndex("search_full_name", { searchField: "full_name" }),

  user_roles: defineTable({
    user_id: v.id("users"),
    role: staffRole,
    granted_by: v.optional(v.id("users")),
  })
    .index("by_user_id", ["user_id"])
    .index("by_role", ["role"]),

  /** Fixed-window counters for abuse limits (sign-in, posting, reporting …). */
  rate_limits: defineTable({
    key: v.string(),
    window_start: v.number(),
    count: v.number(),
  }).index("by_key", ["key"]),

  /** Mail that the app sends; delivered by Resend when configured, else kept here as the local outbox. */
  email_outbox: defineTable({
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.optional(v.string()),
    status: emailStatus,
    provider: v.union(v.literal("outbox"), v.literal("resend")),
    error: v.optional(v.string()),
    /** Extra headers (List-Unsubscribe on notice mail). */
    headers: v.optional(v.record(v.string(), v.string())),
  }).index("by_to", ["to"]),

  /** One notice in one user's inbox (texts from the catalogue, `notifications/model/notices.ts`). */
  notifications: defineTable({
    user_id: v.id("users"),
    kind: notificationKind,
    title: v.string(),
    body: v.string(),
    link: v.string(),
    /** What it is about, so the inbox can say when that is gone. */
    subject_table: v.optional(noticeSubjectTable),
    subject_id: v.optional(v.string()),
    /** One notice per thing: a second notify with the same key is dropped. */
    dedupe_key: v.optional(v.string()),
    read_at: v.optional(v.number()),
  })
    // The inbox lists newest first; unread ones are found for "mark all as read".
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user_id", ["user_id"])
    .index("by_user_id_and_read_at", ["user_id", "read_at"])
    .index("by_user_id_and_dedupe_key", ["user_id", "dedupe_key"]),

  /** A user's inbox totals: the bell reads one row, not the notices. */
  notice_inboxes: defineTable({
    user_id: v.id("users"),
    unread: v.number(),
    total: v.number(),
  })
    .index("by_user_id", ["user_id"])
    .index("by_total", ["total"]),

  /** A person's choice for one kind of notice (absent: the catalogue's default). */
  notice_preferences: defineTable({
    user_id: v.id("users"),
    kind: notificationKind,
    in_app: v.boolean(),
    mail: v.boolean(),
  })
    .index("by_user_id_and_kind", ["user_id", "kind"])
    .index("by_kind_and_in_app", ["kind", "in_app"]),

  /** Named totals that screens show without counting rows (e.g. pending reports, total raised). */
  counters: defineTable({
    key: v.string(),
    value: v.number(),
  }).index("by_key", ["key"]),

  uploads: defineTable({
    owner_id: v.id("users"),
    storage_id: v.id("_storage"),
    kind: uploadKind,
    file_name: v.string(),
    content_type: v.string(),
    size_bytes: v.number(),
    // A lesson video (kind "video") as its uploader submitted it for review;
    // staff approval makes it the lesson `lesson_id` of that chapter.
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    chapter_id: v.optional(v.id("chapters")),
    duration_seconds: v.optional(v.number()),
    lesson_id: v.optional(v.id("lessons")),
    // The video type its first bytes showed, set by the check that runs just
    // after submission; until then it cannot be approved.
    checked_type: v.optional(v.string()),
  })
    .index("by_owner_id", ["owner_id"])
    .index("by_storage_id", ["storage_id"]),

  // ── Catalogue ───────────────────────────────────────────────────────────
  subjects: defineTable({
    grade: v.number(),
    slug: v.string(),
    name: v.string(),
    description: v.string(),
    /** The NCERT book(s) the chapters follow. */
    textbook: v.optional(v.string()),
    color: v.string(),
    is_free: v.boolean(),
    order: v.number(),
    // Aggregates kept by the mutations that change chapters, lessons and tests.
    chapter_count: v.number(),
    lesson_count: v.number(),
    duration_seconds: v.number(),
    practice_test_count: v.number(),
    assignment_count: v.number(),
    rating_sum: v.number(),
    rating_count: v.number(),
  })
    .index("by_grade_and_order", ["grade", "order"])
    .index("by_grade_and_slug", ["grade", "slug"]),

  chapters: defineTable({
    subject_id: v.id("subjects"),
    number: v.number(),
    title: v.string(),
    summary: v.string(),
    lesson_count: v.number(),
    question_count: v.number(),
  }).index("by_subject_id_and_number", ["subject_id", "number"]),

  lessons: defineTable({
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    number: v.number(),
    title: v.string(),
    summary: v.string(),
    duration_seconds: v.number(),
    video: v.optional(lessonVideo),
    /**
     * When staff withdrew their approval of the upload it came from: a
     * hidden lesson is not shown or counted, and learners keep their progress.
     */
    hidden_at: v.optional(v.number()),
  })
    .index("by_chapter_id_and_number", ["chapter_id", "number"])
    .index("by_subject_id_and_hidden_at", ["subject_id", "hidden_at"]),

  assignments: defineTable({
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    title: v.string(),
    instructions: v.string(),
    max_marks: v.number(),
  }).index("by_chapter_id", ["chapter_id"]),

  // ── Question bank and tests ─────────────────────────────────────────────
  questions: defineTable({
    grade: v.number(),
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    text: v.string(),
    options: v.array(v.string()),
    correct_index: v.number(),
    explanation: v.string(),
    difficulty,
    /** "demo": the visitors' demo test's own pool, which no timed test may use (its answers are shown to anyone). */
    pool: v.optional(v.literal("demo")),
  })
    .index("by_chapter_id", ["chapter_id"])
    .index("by_subject_id_and_difficulty", ["subject_id", "difficulty"]),

  tests: defineTable({
    grade: v.number(),
    kind: testKind,
    title: v.string(),
    subject_id: v.optional(v.id("subjects")),
    chapter_id: v.optional(v.id("chapters")),
    difficulty,
    question_count: v.number(),
    duration_minutes: v.number(),
    /** Marks for a right answer and marks taken for a wrong one (0 = no negative marking). */
    marks_correct: v.number(),
    marks_wrong: v.number(),
    order: v.number(),
  })
    .index("by_grade_and_kind_and_order", ["grade", "kind", "order"])
    .index("by_subject_id_and_kind", ["subject_id", "kind"])
    .index("by_chapter_id", ["chapter_id"]),

  test_questions: defineTable({
    test_id: v.id("tests"),
    question_id: v.id("questions"),
    position: v.number(),
  }).index("by_test_id_and_position", ["test_id", "position"]),

  test_attempts: defineTable({
    test_id: v.id("tests"),
    user_id: v.id("users"),
    status: attemptStatus,
    started_at: v.number(),
    deadline: v.number(),
    submitted_at: v.optional(v.number()),
    auto_submitted: v.optional(v.boolean()),
    // Filled by server-side scoring at submission.
    score: v.optional(v.number()),
    max_score: v.optional(v.number()),
    correct_count: v.optional(v.number()),
    wrong_count: v.optional(v.number()),
    unanswered_count: v.optional(v.number()),
    negative_marks: v.optional(v.number()),
  })
    .index("by_user_id_and_test_id", ["user_id", "test_id"])
    .index("by_user_id_and_status", ["user_id", "status"])
    .index("by_status_and_deadline", ["status", "deadline"]),

  attempt_answers: defineTable({
    attempt_id: v.id("test_attempts"),
    question_id: v.id("questions"),
    chapter_id: v.id("chapters"),
    position: v.number(),
    /** This attempt's order of the question's options: shown option i is `options[option_order[i]]` (absent: as written). */
    option_order: v.optional(v.array(v.number())),
    /** The chosen option, as the question's own index (not the shown one). */
    selected_index: v.optional(v.number()),
    marked_for_review: v.boolean(),
    time_spent_ms: v.number(),
    is_correct: v.optional(v.boolean()),
    /** The student had seen this question's right answer before the attempt began: it scores, but pays no XP and counts toward no mastery or badge. */
    seen_before: v.optional(v.boolean()),
  }).index("by_attempt_id_and_position", ["attempt_id", "position"]),

  /**
   * A question whose right answer a student has been shown: one row per
   * student and question, written when an attempt in which they answered it
   * is submitted (its review shows the answers of answered questions only).
   */
  seen_answers: defineTable({
    user_id: v.id("users"),
    question_id: v.id("questions"),
    chapter_id: v.id("chapters"),
    /** When the answer was first shown (the attempt's submission). */
    seen_at: v.number(),
  })
    .index("by_user_id_and_question_id", ["user_id", "question_id"])
    .index("by_user_id_and_chapter_id", ["user_id", "chapter_id"]),

  // ── Progress and play ───────────────────────────────────────────────────
  lesson_progress: defineTable({
    user_id: v.id("users"),
    lesson_id: v.id("lessons"),
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    position_seconds: v.number(),
    /** Seconds credited as watched (video) or read while in view (reading): each heartbeat at most the wall-clock time since the previous one (or the opening) and since the student's learning clock. */
    watched_seconds: v.number(),
    /** When the learner first opened the lesson (`lessons.open`). */
    opened_at: v.optional(v.number()),
    completed_at: v.optional(v.number()),
    /** The last open, heartbeat or completion. */
    updated_at: v.number(),
  })
    .index("by_user_id_and_lesson_id", ["user_id", "lesson_id"])
    .index("by_user_id_and_subject_id", ["user_id", "subject_id"])
    .index("by_user_id_and_updated_at", ["user_id", "updated_at"]),

  /**
   * One learning clock per student: lesson time is credited up to
   * `credited_until` and never again, whichever lesson a heartbeat is for,
   * so lessons open in parallel share the wall clock instead of multiplying it.
   */
  learning_clock: defineTable({
    user_id: v.id("users"),
    /** The latest moment already credited to any of the student's lessons. */
    credited_until: v.number(),
  }).index("by_user_id", ["user_id"]),

  /** One row per XP award, written in the same mutation as the activity that earned it. */
  xp_events: defineTable({
    user_id: v.id("users"),
    amount: v.number(),
    reason: xpReason,
    /** The lesson, attempt, reply … that earned it. */
    source_id: v.optional(v.string()),
    /** Local calendar day (YYYY-MM-DD) in the student's time zone. */
    day: v.string(),
  })
    .index("by_user_id_and_day", ["user_id", "day"])
    .index("by_user_id_and_source_id", ["user_id", "source_id"]),

  /** Totals kept consistent with xp_events and the activity rows. */
  player_stats: defineTable({
    user_id: v.id("users"),
    grade: v.optional(v.number()),
    total_xp: v.number(),
    level: v.number(),
    streak_current: v.number(),
    streak_longest: v.number(),
    streak_last_day: v.optional(v.string()),
    freezes_held: v.number(),
    lessons_completed: v.number(),
    tests_submitted: v.number(),
    score_percent_sum: v.number(),
    time_spent_seconds: v.number(),
    answers_accepted: v.optional(v.number()),
  }).index("by_user_id", ["user_id"]),

  /** A student's best share of right answers on one chapter's questions, over every test taken. */
  chapter_mastery: defineTable({
    user_id: v.id("users"),
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    best_percent: v.number(),
  })
    .index("by_user_id_and_chapter_id", ["user_id", "chapter_id"])
    .index("by_user_id_and_subject_id", ["user_id", "subject_id"]),

  /** Per-student per-day activity: the 30-day chart and today's goal progress. */
  daily_activity: defineTable({
    user_id: v.id("users"),
    day: v.string(),
    xp: v.number(),
    lessons_completed: v.number(),
    tests_submitted: v.number(),
    seconds_spent: v.number(),
  }).index("by_user_id_and_day", ["user_id", "day"]),

  /** Weekly XP per student, indexed for the per-class leaderboard. */
  weekly_xp: defineTable({
    user_id: v.id("users"),
    grade: v.number(),
    /** ISO week, e.g. "2026-W47", in India time. */
    week: v.string(),
    xp: v.number(),
  })
    .index("by_grade_and_week_and_xp", ["grade", "week", "xp"])
    .index("by_user_id_and_week", ["user_id", "week"]),

  /**
   * How many students of a class have weekly XP in each band of
   * LEADERBOARD_BAND XP: a student's rank is counted from the bands above
   * theirs, so it costs reads per band, not per student.
   */
  weekly_xp_bands: defineTable({
    grade: v.number(),
    week: v.string(),
    band: v.number(),
    count: v.number(),
  }).index("by_grade_and_week_and_band", ["grade", "week", "band"]),

  /**
   * How many students of a class have exactly `xp` weekly XP (rows with a
   * count of zero are deleted). With `weekly_xp_bands` a rank costs one read
   * per band above the student and at most LEADERBOARD_BAND - 1 inside it.
   */
  weekly_xp_points: defineTable({
    grade: v.number(),
    week: v.string(),
    xp: v.number(),
    count: v.number(),
  }).index("by_grade_and_week_and_xp", ["grade", "week", "xp"]),

  badges_earned: defineTable({
    user_id: v.id("users"),
    badge: v.string(),
    earned_at: v.number(),
  }).index("by_user_id_and_badge", ["user_id", "badge"]),

  // ── Plans ───────────────────────────────────────────────────────────────
  plans: defineTable({
    key: planKey,
    name: v.string(),
    price_paise: v.number(),
    period: planPeriod,
    description: v.string(),
    features: v.array(v.string()),
    not_included: v.array(v.string()),
    popular: v.boolean(),
    savings_paise: v.optional(v.number()),
    trial_days: v.number(),
    order: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_order", ["order"]),

  subscriptions: defineTable({
    user_id: v.id("users"),
    plan_key: planKey,
    status: subscriptionStatus,
    started_at: v.number(),
    current_period_end: v.number(),
    trial_ends_at: v.optional(v.number()),
  })
    .index("by_user_id", ["user_id"])
    .index("by_status_and_current_period_end", [
      "status",
      "current_period_end",
    ]),

  // ── Mentorship ──────────────────────────────────────────────────────────
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
    .index("by_session_id_and_student_id", ["session_id", "student_id"]),

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
    .index("by_mentor_id_and_last_session_at", [
      "mentor_id",
      "last_session_at",
    ]),

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
    .index("by_status_and_created_at", ["status", "created_at"]),

  // ── Community ───────────────────────────────────────────────────────────
  forum_categories: defineTable({
    name: v.string(),
    description: v.string(),
  }).index("by_name", ["name"]),

  forum_threads: defineTable({
    title: v.string(),
    content: v.string(),
    category_id: v.id("forum_categories"),
    author_id: v.id("users"),
    author_name: v.string(),
    /** Shown beside the name: mentors and staff answer with authority. */
    author_badge: v.optional(authorBadge),
    upvotes: v.number(),
    reply_count: v.number(),
    created_at: v.number(),
    edited_at: v.optional(v.number()),
    accepted_reply_id: v.optional(v.id("forum_replies")),
    status: visibility,
    /** When a moderator took it down (absent when its author deleted it). */
    moderated_at: v.optional(v.number()),
  })
    .index("by_status_and_created_at", ["status", "created_at"])
    .index("by_status_and_upvotes", ["status", "upvotes"])
    .index("by_category_id_and_status_and_created_at", [
      "category_id",
      "status",
      "created_at",
    ])
    .index("by_category_id_and_status_and_upvotes", [
      "category_id",
      "status",
      "upvotes",
    ])
    .index("by_author_id", ["author_id"]),

  forum_replies: defineTable({
    thread_id: v.id("forum_threads"),
    author_id: v.id("users"),
    author_name: v.string(),
    author_badge: v.optional(authorBadge),
    content: v.string(),
    upvotes: v.number(),
    created_at: v.number(),
    edited_at: v.optional(v.number()),
    status: visibility,
    /** When a moderator took it down (absent when its author deleted it). */
    moderated_at: v.optional(v.number()),
  })
    .index("by_thread_id_and_status_and_created_at", [
      "thread_id",
      "status",
      "created_at",
    ])
    /** Every reply of a thread in order, so a moderated one keeps its place. */
    .index("by_thread_id_and_created_at", ["thread_id", "created_at"])
    .index("by_author_id", ["author_id"]),

  /**
   * Accepted-answer XP paid to a helper, one row per payment: a helper is paid
   * for one asker's acceptances at most once a week, and for a few a day.
   */
  answer_awards: defineTable({
    helper_id: v.id("users"),
    /** The author of the thread whose accepted reply was paid. */
    asker_id: v.id("users"),
    reply_id: v.id("forum_replies"),
    at: v.number(),
  })
    .index("by_helper_id_and_at", ["helper_id", "at"])
    .index("by_helper_id_and_asker_id_and_at", ["helper_id", "asker_id", "at"]),

  /** One upvote per user per thread or reply. */
  forum_votes: defineTable({
    target_id: v.union(v.id("forum_threads"), v.id("forum_replies")),
    user_id: v.id("users"),
  }).index("by_target_id_and_user_id", ["target_id", "user_id"]),

  student_clubs: defineTable({
    name: v.string(),
    category: v.string(),
    description: v.string(),
    member_count: v.number(),
    created_by: v.id("users"),
    created_at: v.number(),
    status: visibility,
    /** When a moderator took it down (absent when its author deleted it). */
    moderated_at: v.optional(v.number()),
  })
    .index("by_status_and_member_count", ["status", "member_count"])
    .index("by_status_and_name", ["status", "name"]),

  club_members: defineTable({
    club_id: v.id("student_clubs"),
    user_id: v.id("users"),
    member_name: v.string(),
  })
    .index("by_club_id_and_user_id", ["club_id", "user_id"])
    .index("by_user_id", ["user_id"]),

  community_events: defineTable({
    title: v.string(),
    description: v.string(),
    event_type: eventType,
    scheduled_at: v.number(),
    duration_minutes: v.number(),
    attendee_count: v.number(),
    /** Absent means no limit. */
    max_attendees: v.optional(v.number()),
    created_by: v.id("users"),
    status: eventStatus,
    /** The scheduled 1-hour reminder to its registrants, while one is due. */
    reminder_job: v.optional(v.id("_scheduled_functions")),
    /** When a moderator called it off (absent when its organiser did). */
    moderated_at: v.optional(v.number()),
    /** When staff's denial took it off the list (a decision staff may reverse). */
    review_denied_at: v.optional(v.number()),
  }).index("by_status_and_scheduled_at", ["status", "scheduled_at"]),

  event_registrations: defineTable({
    event_id: v.id("community_events"),
    user_id: v.id("users"),
  })
    .index("by_event_id_and_user_id", ["event_id", "user_id"])
    .index("by_user_id", ["user_id"]),

  // ── Moderation and admin ────────────────────────────────────────────────
  /** Content submitted for review: lesson uploads, proposed events, new clubs. */
  dashboard_content: defineTable({
    kind: contentKind,
    content_snippet: v.string(),
    author_id: v.id("users"),
    author_name: v.string(),
    date_submitted: v.number(),
    status: contentStatus,
    /** The row the submission concerns (an upload, an event …), as a document id string. */
    ref_id: v.optional(v.string()),
    reviewed_by: v.optional(v.id("users")),
    reviewed_at: v.optional(v.number()),
    /** Why it was denied, as told to its author. */
    denial_reason: v.optional(v.string()),
    /** A revision's fields (kind `event_revision`); `ref_id` names the revised row. */
    revision: v.optional(contentRevision),
  })
    .index("by_date_submitted", ["date_submitted"])
    .index("by_ref_id", ["ref_id"])
    .index("by_status_and_date_submitted", ["status", "date_submitted"])
    .index("by_kind_and_status_and_date_submitted", [
      "kind",
      "status",
      "date_submitted",
    ]),

  user_reports: defineTable({
    reporter_id: v.id("users"),
    reporter_name: v.string(),
    reason: reportReason,
    details: v.optional(v.string()),
    target_type: reportTarget,
    target_id: v.string(),
    target_author_id: v.optional(v.id("users")),
    content_link: v.optional(v.string()),
    created_at: v.number(),
    status: reportStatus,
    resolution: v.optional(reportResolution),
    handled_by: v.optional(v.id("users")),
    /** The queue item it is part of (every report of one target until it is decided). */
    group_id: v.optional(v.id("report_groups")),
  })
    .index("by_created_at", ["created_at"])
    .index("by_status_and_created_at", ["status", "created_at"])
    .index("by_target_id_and_reporter_id", ["target_id", "reporter_id"])
    .index("by_group_id", ["group_id"]),

  /**
   * One item of the moderators' queue: the pending reports of one target,
   * with their count, written with each report. Once decided it keeps the
   * decision; a later report of the same target starts a new group.
   */
  report_groups: defineTable({
    target_type: reportTarget,
    target_id: v.string(),
    target_author_id: v.optional(v.id("users")),
    content_link: v.optional(v.string()),
    status: reportStatus,
    resolution: v.optional(reportResolution),
    report_count: v.number(),
    first_at: v.number(),
    latest_at: v.number(),
    /** The distinct reasons given, in the order first given. */
    reasons: v.array(reportReason),
    decided_by: v.optional(v.id("users")),
    decided_by_name: v.optional(v.string()),
    decided_at: v.optional(v.number()),
    /** The moderator's reason (a warning's, told to the author). */
    decision_note: v.optional(v.string()),
  })
    .index("by_status_and_latest_at", ["status", "latest_at"])
    .index("by_target_id_and_status", ["target_id", "status"]),

  /** A moderator's warning to a member, which they must acknowledge. */
  user_warnings: defineTable({
    user_id: v.id("users"),
    report_id: v.id("user_reports"),
    group_id: v.optional(v.id("report_groups")),
    issued_by: v.id("users"),
    reason: v.string(),
    created_at: v.number(),
    acknowledged_at: v.optional(v.number()),
  })
    .index("by_user_id_and_created_at", ["user_id", "created_at"])
    .index("by_user_id_and_acknowledged_at", ["user_id", "acknowledged_at"]),

  user_activity_log: defineTable({
    user_id: v.optional(v.id("users")),
    user_name: v.string(),
    kind: activityKind,
    action: v.string(),
    timestamp: v.number(),
  })
    .index("by_timestamp", ["timestamp"])
    .index("by_kind_and_timestamp", ["kind", "timestamp"])
    .index("by_user_id_and_timestamp", ["user_id", "timestamp"])
    .index("by_user_id_and_kind_and_timestamp", [
      "user_id",
      "kind",
      "timestamp",
    ]),

  /**
   * Who is handling an item of a staff queue right now (a report's target or
   * a content item), so two moderators never act on one item unknowingly. A
   * claim is short: it lapses at `expires_at` unless its holder renews it,
   * and renewals stop extending it once its holder is idle (admin/model/claims.ts).
   */
  review_claims: defineTable({
    /** "report:<target id>" or "content:<dashboard_content id>". */
    key: v.string(),
    staff_id: v.id("users"),
    staff_name: v.string(),
    expires_at: v.number(),
    /** When the holder last interacted with the item (their page's renewals say so). */
    active_at: v.optional(v.number()),
    /** The staff member an admin took this claim over from (their queue tells them). */
    taken_from: v.optional(v.id("users")),
  })
    .index("by_key", ["key"])
    .index("by_expires_at", ["expires_at"]),
});
