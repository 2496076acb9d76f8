import { defineTable } from "convex/server";
import { v } from "convex/values";

export const deletionStatus = v.union(
  /** Waits for a parent's confirmation (a student's account). */
  v.literal("awaiting_parent"),
  /** Erasure is scheduled for `erase_at`; the member may cancel until then. */
  v.literal("scheduled"),
);

/** The tables of privacy: account deletions asked for and waiting, data exports ready to download. */
export const privacyTables = {
  /**
   * A member's request to delete their account, one at most per member,
   * while it waits (the grace period, or a parent's confirmation). Cancelling
   * deletes it; erasure deletes it with everything else.
   */
  account_deletions: defineTable({
    user_id: v.id("users"),
    status: deletionStatus,
    requested_at: v.number(),
    /** When erasure starts (set once the request is scheduled). */
    erase_at: v.optional(v.number()),
    /** The scheduled erasure, cancelled with the request. */
    job: v.optional(v.id("_scheduled_functions")),
  }).index("by_user_id", ["user_id"]),

  /**
   * A "Download my data" ZIP kept in file storage for a short while: its
   * file and row are deleted at `expires_at` (or with the account).
   */
  data_exports: defineTable({
    /** Whose data it holds. */
    user_id: v.id("users"),
    /** Who asked for it, when not the member themselves (their parent). */
    requested_by: v.optional(v.id("users")),
    storage_id: v.id("_storage"),
    size_bytes: v.number(),
    expires_at: v.number(),
  })
    .index("by_user_id", ["user_id"])
    .index("by_requested_by", ["requested_by"]),
};
