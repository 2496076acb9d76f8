import { defineTable } from "convex/server";
import { v } from "convex/values";

/** The tables of the helpers every area uses (sign-in throttles, background failures). */
export const libTables = {
  /**
   * Sign-in throttles (lib/rateLimit.ts SIGN_IN_THROTTLES); the abuse limits
   * are token buckets in the rate-limiter component's own tables.
   */
  rate_limits: defineTable({
    key: v.string(),
    window_start: v.number(),
    count: v.number(),
  }).index("by_key", ["key"]),

  /**
   * Background work that failed for good, after its retries
   * (lib/background.ts): for developers, never shown to members.
   */
  background_failures: defineTable({
    /** The function that failed, `area/module:name`. */
    job: v.string(),
    /** What it worked on (an id, or ids), never an address or a secret. */
    subject: v.string(),
    /** The last attempt's error message. */
    error: v.string(),
    /** The member it was for, when it was for one (so erasure finds it). */
    user_id: v.optional(v.id("users")),
  })
    .index("by_job", ["job"])
    .index("by_user_id", ["user_id"]),
};
