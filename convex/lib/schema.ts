import { defineTable } from "convex/server";
import { v } from "convex/values";

/** The tables of the helpers every area uses (rate limits). */
export const libTables = {
  /** Fixed-window counters for abuse limits (sign-in, posting, reporting …). */
  rate_limits: defineTable({
    key: v.string(),
    window_start: v.number(),
    count: v.number(),
  }).index("by_key", ["key"]),
};
