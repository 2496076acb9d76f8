import { defineTable } from "convex/server";
import { v } from "convex/values";

export const consentRequestStatus = v.union(
  v.literal("awaiting"),
  v.literal("consented"),
  v.literal("refused"),
  v.literal("expired"),
);

/** The tables of families: consent asked of parents, consent given, and who is whose parent. */
export const familiesTables = {
  /**
   * A parent's consent asked for a student's account. The link mailed to the
   * parent holds a random token; only its SHA-256 hash is kept, and each new
   * mail (reminder, re-send) makes a new link that replaces the last. Once
   * refused or expired, the child's account is erased and the row keeps only
   * its outcome: no child, no e-mail.
   */
  consent_requests: defineTable({
    child_id: v.optional(v.id("users")),
    /** The e-mail the student gave, as given (normalised to lower case). */
    parent_email: v.optional(v.string()),
    token_hash: v.optional(v.string()),
    status: consentRequestStatus,
    /** When the student's code was entered and the request made. */
    created_at: v.number(),
    sent_at: v.optional(v.number()),
    reminders_sent_at: v.array(v.number()),
    decided_at: v.optional(v.number()),
  })
    .index("by_child_id", ["child_id"])
    .index("by_token_hash", ["token_hash"])
    .index("by_parent_email", ["parent_email"]),

  /**
   * A parent's consent: never edited, except to record its withdrawal.
   */
  consent_records: defineTable({
    parent_id: v.id("users"),
    child_id: v.id("users"),
    consented_at: v.number(),
    /** The version of the notice the parent read (families/rules.ts NOTICE_VERSION). */
    notice_version: v.string(),
    /** The parent account's verified e-mail, which the request was sent to. */
    verified_email: v.string(),
    /** The declaration the parent made, word for word. */
    declaration: v.string(),
    withdrawn_at: v.optional(v.number()),
  })
    .index("by_child_id", ["child_id"])
    .index("by_parent_id_and_child_id", ["parent_id", "child_id"]),

  /** A parent (or guardian) linked to a child: several children per parent, at most two parents per child. */
  family_links: defineTable({
    parent_id: v.id("users"),
    child_id: v.id("users"),
    linked_at: v.number(),
  })
    .index("by_parent_id", ["parent_id"])
    .index("by_child_id", ["child_id"]),

  /**
   * A student's request to move up one class, waiting for a linked parent's
   * confirmation (one at most per student). Confirming changes the profile's
   * class and deletes the row; declining deletes it.
   */
  class_moves: defineTable({
    child_id: v.id("users"),
    from_grade: v.number(),
    to_grade: v.number(),
    requested_at: v.number(),
  }).index("by_child_id", ["child_id"]),

  /**
   * The weekly report of one child's week, mailed to each parent whose
   * consent for the child stands (a Pro plan's report): one row per child and
   * week, written with the mails, so a second run of the week sends none.
   */
  parent_reports: defineTable({
    child_id: v.id("users"),
    /** The ISO week reported, India time ("2026-W48"). */
    week: v.string(),
    sent_at: v.number(),
    /** How many parents were mailed. */
    parents_mailed: v.number(),
  }).index("by_child_id_and_week", ["child_id", "week"]),
};
