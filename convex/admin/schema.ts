import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { eventType } from "../community/schema";
import { ACTIVITY_KINDS } from "../shared/activity";

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

/** The tables of moderation and admin: the review queues, reports, warnings, the activity log, claims. */
export const adminTables = {
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
    ])
    .index("by_author_id", ["author_id"])
    .index("by_reviewed_by", ["reviewed_by"]),

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
    .index("by_group_id", ["group_id"])
    .index("by_reporter_id", ["reporter_id"])
    .index("by_target_author_id", ["target_author_id"])
    .index("by_handled_by", ["handled_by"]),

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
    .index("by_target_id_and_status", ["target_id", "status"])
    .index("by_target_author_id", ["target_author_id"])
    .index("by_decided_by", ["decided_by"]),

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
    .index("by_user_id_and_acknowledged_at", ["user_id", "acknowledged_at"])
    .index("by_issued_by", ["issued_by"]),

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
    .index("by_expires_at", ["expires_at"])
    .index("by_staff_id", ["staff_id"])
    .index("by_taken_from", ["taken_from"]),
};
