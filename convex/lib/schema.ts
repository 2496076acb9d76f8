import { defineTable } from "convex/server";
import { v } from "convex/values";

/** The tables of the helpers every area uses (sign-in throttles, counters). */
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

  /** Named totals that screens show without counting rows (e.g. pending reports, total raised). */
  counters: defineTable({
    key: v.string(),
    value: v.number(),
  }).index("by_key", ["key"]),
};
