import { v } from "convex/values";
import { appError } from "./errors";
import { literals } from "convex-helpers/validators";
import { ACTIVITY_KINDS } from "../shared/activity";
import { NOTICE_KINDS } from "../notifications/model/notices";

/**
 * Closed sets of values shared by the schema and by function arguments.
 * The schema and every function validate against the same definitions, so a
 * value the database refuses is also refused at the door with a clear error.
 */

export const profileRole = v.union(v.literal("student"), v.literal("mentor"));
export const staffRole = v.union(v.literal("admin"), v.literal("moderator"));

export const leaderboardVisibility = v.union(
  v.literal("nickname"),
  v.literal("anonymous"),
  v.literal("hidden"),
);

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

export const planKey = v.union(
  v.literal("free"),
  v.literal("premium"),
  v.literal("pro"),
);

export const planPeriod = v.union(
  v.literal("forever"),
  v.literal("month"),
  v.literal("year"),
);

export const subscriptionStatus = v.union(
  v.literal("trialing"),
  v.literal("active"),
  v.literal("cancelled"),
  v.literal("expired"),
);

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

/** Visible content is listed; removed content stays for the moderation record. */
export const visibility = v.union(v.literal("visible"), v.literal("removed"));

/** The role shown beside a community author's name. */
export const authorBadge = v.union(
  v.literal("mentor"),
  v.literal("moderator"),
  v.literal("admin"),
);

export const eventType = v.union(
  v.literal("workshop"),
  v.literal("webinar"),
  v.literal("quiz"),
  v.literal("study_session"),
  v.literal("competition"),
);
/** Students propose events; staff and mentors publish them. */
export const eventStatus = v.union(
  v.literal("proposed"),
  v.literal("published"),
  v.literal("cancelled"),
);

export const contentStatus = v.union(
  v.literal("pending"),
  v.literal("approved"),
  v.literal("denied"),
);
export const contentKind = v.union(
  v.literal("lesson_upload"),
  v.literal("event_proposal"),
  /** A change to an approved event by an author whose edits need review. */
  v.literal("event_revision"),
  v.literal("club"),
);

/**
 * The fields of a revision: what an author proposes for reviewed content that
 * staff approved, kept here until staff decide. One variant per kind of
 * content that can be revised, named by its table.
 */
export const eventRevisionFields = v.object({
  title: v.string(),
  description: v.string(),
  event_type: eventType,
  scheduled_at: v.number(),
  duration_minutes: v.number(),
  max_attendees: v.optional(v.number()),
});
export const contentRevision = v.object({
  table: v.literal("community_events"),
  /** What was listed when the revision was proposed. */
  before: eventRevisionFields,
  /** What the author proposes. */
  after: eventRevisionFields,
});

export const reportStatus = v.union(
  v.literal("pending"),
  v.literal("resolved"),
  v.literal("dismissed"),
);
export const reportReason = v.union(
  v.literal("spam"),
  v.literal("bullying"),
  v.literal("inappropriate"),
  v.literal("personal_info"),
  v.literal("misinformation"),
  v.literal("other"),
);
export const reportTarget = v.union(
  v.literal("thread"),
  v.literal("reply"),
  v.literal("club"),
  v.literal("event"),
  /** A member themselves (their name, their conduct). */
  v.literal("user"),
);
export const reportResolution = v.union(
  v.literal("warned"),
  v.literal("removed"),
);

/** A line of the activity log (shared/activity.ts). */
export const activityKind = literals(...ACTIVITY_KINDS);

export const uploadKind = v.union(
  v.literal("video"),
  v.literal("image"),
  v.literal("document"),
);

/** The kinds of the notice catalogue (`notifications/model/notices.ts`). */
export const notificationKind = literals(...NOTICE_KINDS);
export const noticeSubjectTable = v.union(
  v.literal("forum_threads"),
  v.literal("forum_replies"),
  v.literal("community_events"),
  v.literal("mentorship_sessions"),
);

export const emailStatus = v.union(
  v.literal("queued"),
  v.literal("sent"),
  v.literal("failed"),
);

// ── Number arguments ───────────────────────────────────────────────────────

/**
 * The one check of a number argument. Convex's `v.number()` accepts NaN and
 * ±Infinity, so every number a client sends goes through this: a finite
 * number within [min, max] (and whole, if `integer`), else an InvalidInput
 * error — `message` if given, or one naming `what`.
 */
export function requireNumberInRange(
  value: number,
  min: number,
  max: number,
  what: string,
  options: { integer?: boolean; message?: string } = {},
): number {
  if (
    typeof value !== "number" ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (options.integer === true && !Number.isInteger(value))
  )
    throw appError(
      "InvalidInput",
      options.message ??
        `${what} must be ${options.integer ? "a whole number" : "a number"} from ${min} to ${max}.`,
    );
  return value;
}

/**
 * The page a client asks for: every number in it must be one (NaN and
 * ±Infinity are refused like any bad number), and its size is kept to
 * 1..`max`.
 */
export function boundedPage<
  Opts extends {
    numItems: number;
    id?: number;
    maximumRowsRead?: number;
    maximumBytesRead?: number;
  },
>(opts: Opts, max: number): Opts {
  const asked = requireNumberInRange(opts.numItems, 0, 1_000, "Page size");
  // The client's own page counter (usePaginatedQuery) and Convex's read caps.
  if (opts.id !== undefined)
    requireNumberInRange(opts.id, 0, Number.MAX_SAFE_INTEGER, "Page id");
  if (opts.maximumRowsRead !== undefined)
    requireNumberInRange(opts.maximumRowsRead, 1, 32_000, "Rows to read");
  if (opts.maximumBytesRead !== undefined)
    requireNumberInRange(opts.maximumBytesRead, 1, 16 << 20, "Bytes to read");
  return { ...opts, numItems: Math.min(Math.max(asked, 1), max) };
}

/** How far a client's clock (`now` arguments) may be from the server's. */
export const CLOCK_SKEW_MS = 2 * 86_400_000;

/** A client's "now" (ms since the epoch): within CLOCK_SKEW_MS of the server's clock. */
export function requireClientNow(now: number, serverNow = Date.now()): number {
  return requireNumberInRange(
    now,
    serverNow - CLOCK_SKEW_MS,
    serverNow + CLOCK_SKEW_MS,
    "now",
    {
      message:
        "Your device's clock looks wrong. Please check its date and time.",
    },
  );
}
