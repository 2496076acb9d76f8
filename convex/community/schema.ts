import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Visible content is listed; removed content stays for the moderation record. */
export const visibility = v.union(v.literal("visible"), v.literal("removed"));

/** The role shown beside a community author's name. */
export const authorBadge = v.union(
  v.literal("mentor"),
  v.literal("moderator"),
  v.literal("admin"),
);

/** Students propose events; staff and mentors publish them. */
export const eventStatus = v.union(
  v.literal("proposed"),
  v.literal("published"),
  v.literal("cancelled"),
);

export const eventType = v.union(
  v.literal("workshop"),
  v.literal("webinar"),
  v.literal("quiz"),
  v.literal("study_session"),
  v.literal("competition"),
);

/** The tables of the community: forums, clubs, events. */
export const communityTables = {
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
  /**
   * The embedding of each thread's title and body, for "Similar questions
   * already asked" (community/similar.ts; how it is made: embedding.ts).
   * Kept apart from the thread so lists of threads never read the vector.
   * `status` follows the thread's, so a removed thread is never found.
   */
  forum_thread_embeddings: defineTable({
    thread_id: v.id("forum_threads"),
    category_id: v.id("forum_categories"),
    status: visibility,
    /** The model that made the vector (embedding.ts `embeddingModel`). */
    model: v.string(),
    embedding: v.array(v.float64()),
  })
    .index("by_thread_id", ["thread_id"])
    .vectorIndex("by_embedding", {
      vectorField: "embedding",
      dimensions: 256,
      filterFields: ["status", "category_id"],
    }),

  answer_awards: defineTable({
    helper_id: v.id("users"),
    /** The author of the thread whose accepted reply was paid. */
    asker_id: v.id("users"),
    reply_id: v.id("forum_replies"),
    at: v.number(),
  })
    .index("by_helper_id_and_at", ["helper_id", "at"])
    .index("by_helper_id_and_asker_id_and_at", ["helper_id", "asker_id", "at"])
    .index("by_asker_id", ["asker_id"]),

  /** One upvote per user per thread or reply. */
  forum_votes: defineTable({
    target_id: v.union(v.id("forum_threads"), v.id("forum_replies")),
    user_id: v.id("users"),
  })
    .index("by_target_id_and_user_id", ["target_id", "user_id"])
    .index("by_user_id", ["user_id"]),

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
    .index("by_status_and_name", ["status", "name"])
    .index("by_created_by", ["created_by"]),

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
  })
    .index("by_status_and_scheduled_at", ["status", "scheduled_at"])
    .index("by_created_by", ["created_by"]),

  event_registrations: defineTable({
    event_id: v.id("community_events"),
    user_id: v.id("users"),
  })
    .index("by_event_id_and_user_id", ["event_id", "user_id"])
    .index("by_user_id", ["user_id"]),
};
