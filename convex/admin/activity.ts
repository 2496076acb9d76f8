import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { adminQuery } from "../functions";
import { activityCounter } from "../lib/activity";
import { readCounter } from "../lib/counters";
import { activityKind } from "./schema";
import { boundedPage } from "../lib/validators";
import { ACTIVITY_PAGE } from "./rules";

/**
 * User Activity (admins only): the server-written log of
 * significant actions, newest first, a page of at most 100 at a time,
 * filtered by who and what through the index that matches the filters.
 */
export const list = adminQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    userId: v.optional(v.id("users")),
    kind: v.optional(activityKind),
  },
  handler: async (ctx, { paginationOpts, userId, kind }) => {
    const opts = boundedPage(paginationOpts, ACTIVITY_PAGE);
    const log = ctx.db.query("user_activity_log");
    const ordered =
      userId && kind
        ? log.withIndex("by_user_id_and_kind_and_timestamp", (q) =>
            q.eq("user_id", userId).eq("kind", kind),
          )
        : userId
          ? log.withIndex("by_user_id_and_timestamp", (q) =>
              q.eq("user_id", userId),
            )
          : kind
            ? log.withIndex("by_kind_and_timestamp", (q) => q.eq("kind", kind))
            : log.withIndex("by_timestamp");
    const page = await ordered.order("desc").paginate(opts);
    return {
      ...page,
      page: page.page.map((row) => ({
        _id: row._id,
        userId: row.user_id ?? null,
        userName: row.user_name,
        kind: row.kind,
        action: row.action,
        timestamp: row.timestamp,
      })),
    };
  },
});

/** How many lines the log has in all, or of one kind (from counters: no rows are counted). */
export const total = adminQuery({
  args: { kind: v.optional(activityKind) },
  handler: async (ctx, { kind }) => readCounter(ctx, activityCounter(kind)),
});
