import { defineTable } from "convex/server";
import { v } from "convex/values";

/** The tables of the helpers every area uses (sign-in throttles). */
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
};
