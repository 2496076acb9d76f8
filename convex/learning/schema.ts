import { defineTable } from "convex/server";
import { v } from "convex/values";
import { mistakeType } from "./generators/mistakes";

export const difficulty = v.union(
  v.literal("easy"),
  v.literal("medium"),
  v.literal("hard"),
);

/** Practice = short topic drills, chapter = one chapter, full = whole syllabus, demo = open to visitors. */
export const testKind = v.union(
  v.literal("practice"),
  v.literal("chapter"),
  v.literal("full"),
  v.literal("demo"),
);

export const attemptStatus = v.union(
  v.literal("in_progress"),
  v.literal("submitted"),
);

export const lessonVideo = v.union(
  v.object({ kind: v.literal("storage"), storage_id: v.id("_storage") }),
  v.object({ kind: v.literal("url"), url: v.string() }),
);

export const xpReason = v.union(
  v.literal("lesson_completed"),
  v.literal("test_submitted"),
  v.literal("streak_day"),
  v.literal("accepted_answer"),
  v.literal("session_attended"),
  v.literal("badge_earned"),
);

export const uploadKind = v.union(
  v.literal("video"),
  v.literal("image"),
  v.literal("document"),
  // A lesson video's WebVTT captions, claimed by the video's row (`captions_id`).
  v.literal("captions"),
);

/** A board paper's objective question: marked by the server, its answer never sent before submission. */
const paperObjective = [
  v.object({
    kind: v.literal("mcq"),
    text: v.string(),
    options: v.array(v.string()),
    correct: v.number(),
    marks: v.number(),
    explanation: v.string(),
  }),
  v.object({
    kind: v.literal("assertion_reason"),
    assertion: v.string(),
    reason: v.string(),
    correct: v.number(),
    marks: v.number(),
    explanation: v.string(),
  }),
] as const;
const paperWrittenFields = {
  text: v.string(),
  marks: v.number(),
  answer: v.string(),
  scheme: v.array(v.object({ step: v.string(), marks: v.number() })),
};
/** A board paper's written question: self-assessed against its scheme after submission. */
const paperWritten = v.object({
  kind: v.literal("written"),
  ...paperWrittenFields,
  or: v.optional(v.object(paperWrittenFields)),
});
export const paperSection = v.object({
  name: v.string(),
  description: v.string(),
  questions: v.array(
    v.union(
      ...paperObjective,
      paperWritten,
      v.object({
        kind: v.literal("case"),
        passage: v.string(),
        parts: v.array(v.union(...paperObjective, paperWritten)),
      }),
    ),
  ),
});

/** The tables of learning: the catalogue, the question bank and tests, progress and play, uploads. */
export const learningTables = {
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
    // The video's English captions (an upload of kind "captions"), checked
    // with the video and published with it.
    captions_id: v.optional(v.id("uploads")),
  })
    .index("by_owner_id", ["owner_id"])
    .index("by_storage_id", ["storage_id"]),

  /**
   * How far the orphan-file sweep has looked: the creation time of the last
   * stored file it has handled. One row at most (written by the sweep only).
   */
  storage_sweep: defineTable({
    swept_until: v.number(),
  }),

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
    /** Practice sets (tests of kind "practice") of the subject. */
    practice_test_count: v.number(),
    /** Chapter tests of the subject (absent on rows counted before it existed: the recount fills it). */
    chapter_test_count: v.optional(v.number()),
    /** Shown lessons that play a video (absent: not counted yet, see `learning/lessonTexts:recountSubjects`). */
    video_count: v.optional(v.number()),
    // Kept on existing rows, no longer shown: no assignment screen exists,
    // and no one can rate a subject yet.
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
    /** Shown lessons of the chapter that play a video (absent: not counted yet). */
    video_count: v.optional(v.number()),
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
    /** The video's English captions (WebVTT): a stored file, or a URL like the video's. */
    captions: v.optional(lessonVideo),
    /**
     * When staff withdrew their approval of the upload it came from: a
     * hidden lesson is not shown or counted, and learners keep their progress.
     */
    hidden_at: v.optional(v.number()),
  })
    .index("by_chapter_id_and_number", ["chapter_id", "number"])
    .index("by_subject_id_and_hidden_at", ["subject_id", "hidden_at"]),

  /**
   * A lesson's full written text (Markdown with KaTeX mathematics, figures,
   * a check-yourself), one row per lesson that has one, loaded from
   * `seedData/lessons/`. Kept apart from `lessons` so that the reads that
   * walk lessons (neighbours, chapter lists, progress) never load bodies.
   */
  lesson_texts: defineTable({
    lesson_id: v.id("lessons"),
    body: v.string(),
    /** Figures the body names as `![caption](figure:name)`: plain SVG drawn in `currentColor`. */
    figures: v.array(
      v.object({ name: v.string(), svg: v.string(), alt: v.string() }),
    ),
    check: v.array(v.object({ question: v.string(), answer: v.string() })),
    /** The text's reading time (`lessonReadingSeconds`). */
    reading_seconds: v.number(),
  }).index("by_lesson_id", ["lesson_id"]),

  /**
   * A board-pattern sample paper (`seedData/papers/`), as written: sections
   * of objective questions (with their answers, which only the server reads
   * before a submission) and written ones with a step-wise marking scheme.
   */
  board_papers: defineTable({
    /** The file it ships as ("class10-mathematics-1"). */
    key: v.string(),
    grade: v.number(),
    subject_id: v.id("subjects"),
    title: v.string(),
    minutes: v.number(),
    total_marks: v.number(),
    instructions: v.array(v.string()),
    sections: v.array(paperSection),
    order: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_grade_and_order", ["grade", "order"]),

  /**
   * A student's sitting of a board paper. Answers are kept per leaf question
   * of the paper (a case question's parts each count), in paper order.
   */
  paper_attempts: defineTable({
    paper_id: v.id("board_papers"),
    user_id: v.id("users"),
    status: attemptStatus,
    started_at: v.number(),
    deadline: v.number(),
    submitted_at: v.optional(v.number()),
    auto_submitted: v.optional(v.boolean()),
    /** Per question: the chosen option of an objective one (null: unanswered or written). */
    choices: v.array(v.union(v.number(), v.null())),
    /** Per question, after submission: the scheme steps a written one was given (`or`: the alternative was answered); null: not assessed yet or objective. */
    ticks: v.array(
      v.union(
        v.object({ or: v.boolean(), steps: v.array(v.number()) }),
        v.null(),
      ),
    ),
    // Set at submission (objective) and at each self-assessment (the rest).
    objective_marks: v.optional(v.number()),
    self_marks: v.optional(v.number()),
    total_marks: v.optional(v.number()),
  })
    .index("by_user_id_and_paper_id", ["user_id", "paper_id"])
    .index("by_status_and_deadline", ["status", "deadline"]),

  assignments: defineTable({
    subject_id: v.id("subjects"),
    chapter_id: v.id("chapters"),
    title: v.string(),
    instructions: v.string(),
    max_marks: v.number(),
  }).index("by_chapter_id", ["chapter_id"]),

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
    /**
     * When the test was retired (replaced by others): it is no longer listed
     * or started, and its attempts, results and ranks stay readable.
     */
    retired_at: v.optional(v.number()),
  })
    .index("by_grade_and_kind_and_order", ["grade", "kind", "order"])
    .index("by_grade_and_kind_and_retired_at_and_order", [
      "grade",
      "kind",
      "retired_at",
      "order",
    ])
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
    /** A written question of the bank; absent for a generated one. */
    question_id: v.optional(v.id("questions")),
    /** A generated question: made again from its generator and seed whenever it is shown or scored. */
    generated: v.optional(
      v.object({ generator: v.string(), seed: v.number() }),
    ),
    chapter_id: v.id("chapters"),
    position: v.number(),
    /** This attempt's order of the question's options: shown option i is `options[option_order[i]]` (absent: as written). */
    option_order: v.optional(v.array(v.number())),
    /** The chosen option, as the question's own index (not the shown one). */
    selected_index: v.optional(v.number()),
    marked_for_review: v.boolean(),
    time_spent_ms: v.number(),
    is_correct: v.optional(v.boolean()),
    /** A wrong answer to a generated question: the typical mistake its option stands for (set at submission). */
    mistake: v.optional(mistakeType),
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
   * A student's standing on a ranked paper (a full test; other papers by
   * their own board key): one row per student and board, for the first
   * attempt they submitted there (a retake knows the paper). Mirrored in the
   * `testStandings` aggregate (model/standings.ts), which ranks it.
   */
  standings: defineTable({
    /** What is ranked: "test:<test id>" for a test (`boardOfTest`). */
    board: v.string(),
    /** The class it was sat in: students are ranked among their class. */
    grade: v.number(),
    user_id: v.id("users"),
    /** The attempt that counts (its table is the board's own). */
    attempt_id: v.string(),
    score: v.number(),
    max_score: v.number(),
    /** Time taken, ms: the first tie-break (less is better). */
    time_ms: v.number(),
    /** When it was submitted: the second tie-break (earlier is better). */
    finished_at: v.number(),
  }).index("by_user_id_and_board", ["user_id", "board"]),

  badges_earned: defineTable({
    user_id: v.id("users"),
    badge: v.string(),
    earned_at: v.number(),
  }).index("by_user_id_and_badge", ["user_id", "badge"]),

  /**
   * A certificate a student earned for a subject (every chapter test passed
   * at CERTIFICATE_PERCENT or more, on a plan that includes certificates):
   * one per student and subject, never taken back when the plan ends. The
   * code is random (not derived from any id) and public by design: anyone
   * holding it may check the certificate on /verify/<code>. The name, class
   * and subject are as printed on it on the day it was issued.
   */
  certificates: defineTable({
    user_id: v.id("users"),
    subject_id: v.id("subjects"),
    /** 20 characters of Crockford base32, stored without dashes. */
    code: v.string(),
    student_name: v.string(),
    subject_name: v.string(),
    grade: v.number(),
    issued_at: v.number(),
  })
    .index("by_user_id_and_subject_id", ["user_id", "subject_id"])
    .index("by_code", ["code"]),
};
