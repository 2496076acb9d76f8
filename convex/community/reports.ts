import { memberMutation } from "../functions";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { type QueryCtx } from "../_generated/server";
import { authorOf, notFound } from "../lib/community";
import { reportDetailsSchema } from "../shared/communityRules";
import { COUNTERS, bumpCounter } from "../lib/counters";
import { appError, parseOrThrow } from "../lib/errors";
import { logActivity } from "../lib/activity";
import { fullNameOf } from "../lib/viewer";
import { reportReason, reportTarget } from "../lib/validators";

type Target = {
  authorId: Id<"users">;
  link: string;
};

/**
 * A member reports a thread, reply, club or event for the moderation queue.
 * One report per member per item; reporting is rate-limited.
 */
export const create = memberMutation({
  rateLimit: "report",
  args: {
    targetType: reportTarget,
    targetId: v.string(),
    reason: reportReason,
    details: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const details = parseOrThrow(reportDetailsSchema, args.details);
    if (args.reason === "other" && !details)
      throw appError("InvalidInput", "Please tell us what is wrong.");
    const target = await findTarget(ctx, args.targetType, args.targetId);
    if (!target) notFound(args.targetType);
    if (target.authorId === viewer.userId)
      throw appError("InvalidInput", "You cannot report your own post.");
    const already = await ctx.db
      .query("user_reports")
      .withIndex("by_target_id_and_reporter_id", (q) =>
        q.eq("target_id", args.targetId).eq("reporter_id", viewer.userId),
      )
      .first();
    if (already)
      throw appError("Conflict", "You have already reported this. Thank you.");
    const reportId = await ctx.db.insert("user_reports", {
      reporter_id: viewer.userId,
      reporter_name: authorOf(viewer).name,
      reason: args.reason,
      details: details || undefined,
      target_type: args.targetType,
      target_id: args.targetId,
      target_author_id: target.authorId,
      content_link: target.link,
      created_at: Date.now(),
      status: "pending",
    });
    await bumpCounter(ctx, COUNTERS.pendingReports, 1);
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: fullNameOf(viewer),
      kind: "report",
      action: `Reported a ${args.targetType} (${args.reason.replaceAll("_", " ")})`,
    });
    return reportId;
  },
});

async function findTarget(
  ctx: QueryCtx,
  type: "thread" | "reply" | "club" | "event",
  rawId: string,
): Promise<Target | null> {
  switch (type) {
    case "thread": {
      const id = ctx.db.normalizeId("forum_threads", rawId);
      const thread = id && (await ctx.db.get("forum_threads", id));
      if (!thread || thread.status !== "visible") return null;
      return {
        authorId: thread.author_id,
        link: `/community/thread/${thread._id}`,
      };
    }
    case "reply": {
      const id = ctx.db.normalizeId("forum_replies", rawId);
      const reply = id && (await ctx.db.get("forum_replies", id));
      if (!reply || reply.status !== "visible") return null;
      const thread = await ctx.db.get("forum_threads", reply.thread_id);
      if (!thread || thread.status !== "visible") return null;
      return {
        authorId: reply.author_id,
        link: `/community/thread/${reply.thread_id}#reply-${reply._id}`,
      };
    }
    case "club": {
      const id = ctx.db.normalizeId("student_clubs", rawId);
      const club = id && (await ctx.db.get("student_clubs", id));
      if (!club || club.status !== "visible") return null;
      return { authorId: club.created_by, link: `/community/club/${club._id}` };
    }
    case "event": {
      const id = ctx.db.normalizeId("community_events", rawId);
      const event = id && (await ctx.db.get("community_events", id));
      if (!event || event.status !== "published") return null;
      return {
        authorId: event.created_by,
        link: `/community#event-${event._id}`,
      };
    }
  }
}
