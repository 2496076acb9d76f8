import { defineTable } from "convex/server";
import { v } from "convex/values";

/** The tables of the helpers every area uses (rate limits, counters). */
export const libTables = {
  /** Fixed-window counters for abuse limits (sign-in, posting, reporting …). */
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
