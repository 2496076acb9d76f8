import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { NOTICE_KINDS } from "./model/notices";

/** The kinds of the notice catalogue (`notifications/model/notices.ts`). */
export const notificationKind = literals(...NOTICE_KINDS);

export const noticeSubjectTable = v.union(
  v.literal("forum_threads"),
  v.literal("forum_replies"),
  v.literal("community_events"),
  v.literal("mentorship_sessions"),
  v.literal("users"),
);

export const emailStatus = v.union(
  v.literal("queued"),
  v.literal("sent"),
  v.literal("failed"),
);

// ── Number arguments ───────────────────────────────────────────────────────

/** The tables of notifications: notices, inboxes, preferences, the mail outbox. */
export const notificationsTables = {
  /**
   * The local outbox: mail the app sends while no RESEND_API_KEY is set
   * (`provider: "outbox"`, `status: "queued"`). With a key, mail lives in the
   * Resend component's tables; rows with `provider: "resend"` (and `sent` /
   * `failed`) are from before that and stay readable.
   */
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
    .index("by_user_id_and_dedupe_key", ["user_id", "dedupe_key"])
    // The notices about a person (their erasure rewrites them).
    .index("by_subject_id", ["subject_id"]),

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
};
