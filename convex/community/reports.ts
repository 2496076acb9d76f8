import { zodToConvex } from "convex-helpers/server/zod4";
import { memberMutation, memberQuery } from "../functions";
import { v } from "convex/values";
import { authorOf } from "./model/authors";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { reportDetailsSchema } from "./rules";
import { addToGroup, findTarget } from "../admin/model/moderation";
import { logActivity } from "../lib/activity";
import { warningRecipient } from "../lib/permissions";
import { fullNameOf } from "../lib/viewer";
import { reportReason, reportTarget } from "../admin/schema";

/**
 * A member reports a thread, reply, club, event or member for the moderation
 * queue. One report per member per item; reporting is rate-limited. Reports
 * of one item wait together, as one item of the queue with their count.
 */
export const create = memberMutation({
  rateLimit: "report",
  args: {
    targetType: reportTarget,
    targetId: v.string(),
    reason: reportReason,
    details: zodToConvex(reportDetailsSchema),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const details = parseOrThrow(reportDetailsSchema, args.details);
    if (args.reason === "other" && !details)
      throw appError("InvalidInput", "Please tell us what is wrong.");
    const target = await findTarget(ctx, args.targetType, args.targetId);
    if (!target)
      notFound(args.targetType === "user" ? "member" : args.targetType);
    if (target.authorId === viewer.userId)
      throw appError(
        "InvalidInput",
        args.targetType === "user"
          ? "You cannot report yourself."
          : "You cannot report your own post.",
      );
    const already = await ctx.db
      .query("user_reports")
      .withIndex("by_target_id_and_reporter_id", (q) =>
        q.eq("target_id", args.targetId).eq("reporter_id", viewer.userId),
      )
      .first();
    if (already)
      throw appError("Conflict", "You have already reported this. Thank you.");
    const { reportId } = await addToGroup(ctx, {
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
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: fullNameOf(viewer),
      kind: "report",
      action: `Reported a ${args.targetType} (${args.reason.replaceAll("_", " ")})`,
    });
    return reportId;
  },
});

/** Warnings shown at most at once; more wait until these are acknowledged. */
const WARNINGS_SHOWN = 5;

/** The viewer's warnings they have not yet acknowledged, oldest first (the app shell shows them). */
export const myWarnings = memberQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("user_warnings")
      .withIndex("by_user_id_and_acknowledged_at", (q) =>
        q.eq("user_id", ctx.viewer.userId).eq("acknowledged_at", undefined),
      )
      .take(WARNINGS_SHOWN);
    return rows.map((w) => ({
      _id: w._id,
      reason: w.reason,
      createdAt: w.created_at,
    }));
  },
});

/** The member confirms they have read a warning; another's reads as missing. */
export const acknowledgeWarning = memberMutation({
  // A suspended member still reads and acknowledges their warnings.
  suspended: "allowed",
  permission: warningRecipient,
  args: { warningId: v.id("user_warnings") },
  handler: async (ctx, { warningId }) => {
    const warning = await warningRecipient.get(ctx, warningId);
    if (warning.acknowledged_at === undefined)
      await ctx.db.patch("user_warnings", warningId, {
        acknowledged_at: Date.now(),
      });
    return null;
  },
});
