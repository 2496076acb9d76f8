import { zodToConvexFields } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { publicQuery, studentMutation } from "../functions";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { participation } from "./model/sessions";
import type { Viewer } from "../lib/viewer";
import { feedbackSchema } from "./rules";

/**
 * Feedback on a session: after it is completed, each of its
 * registered students may rate it once (1–5), with words or none, by name or
 * anonymously. The mentor's rating (rating_sum / rating_count) changes in
 * the same transaction as the feedback row.
 */
export const submit = studentMutation({
  args: {
    sessionId: v.id("mentorship_sessions"),
    ...zodToConvexFields(feedbackSchema.shape),
  },
  handler: async (ctx, { sessionId, ...fields }) => {
    const input = parseOrThrow(feedbackSchema, fields);
    const session = await ctx.db.get("mentorship_sessions", sessionId);
    if (!session || session.status === "cancelled") notFound("session");
    const state = await feedbackState(ctx, session, ctx.viewer);
    if (state === "submitted")
      throw appError(
        "Conflict",
        "You have already left feedback on this session.",
      );
    if (state === "notRegistered")
      throw appError(
        "NotAuthorized",
        "Only students registered for this session can leave feedback on it.",
      );
    if (state === "notCompleted")
      throw appError(
        "Conflict",
        "Feedback opens once the session is completed.",
      );
    const profile = ctx.viewer.profile!;
    const feedbackId = await ctx.db.insert("mentorship_feedback", {
      mentor_id: session.mentor_id,
      session_id: sessionId,
      session_title: session.title,
      student_id: ctx.viewer.userId,
      student_name: input.anonymous ? undefined : profile.full_name,
      rating: input.rating,
      feedback_text: input.text,
      created_at: Date.now(),
    });
    const mentor = await ctx.db.get("mentors", session.mentor_id);
    if (mentor) {
      const ratingSum = mentor.rating_sum + input.rating;
      const ratingCount = mentor.rating_count + 1;
      await ctx.db.patch("mentors", mentor._id, {
        rating_sum: ratingSum,
        rating_count: ratingCount,
        rating: ratingSum / ratingCount,
      });
    }
    return feedbackId;
  },
});

/**
 * The session page's feedback box for the viewer: `open` (a registered
 * student of a completed session who has not rated it), `submitted`, or why
 * not (`notCompleted`, `notRegistered`; visitors and non-students get
 * `notRegistered`). Null for an address that names no session.
 */
export const status = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { sessionId: v.string() },
  handler: async (ctx, args) => {
    const sessionId = ctx.db.normalizeId("mentorship_sessions", args.sessionId);
    const session =
      sessionId && (await ctx.db.get("mentorship_sessions", sessionId));
    if (!session || session.status === "cancelled") return null;
    return { state: await feedbackState(ctx, session, ctx.viewer) };
  },
});

type FeedbackState = "open" | "submitted" | "notCompleted" | "notRegistered";

async function feedbackState(
  ctx: QueryCtx,
  session: Doc<"mentorship_sessions">,
  viewer: Viewer | null,
): Promise<FeedbackState> {
  if (!viewer || viewer.profile?.role !== "student") return "notRegistered";
  const [place, given] = await Promise.all([
    participation(ctx, session._id, viewer.userId),
    ctx.db
      .query("mentorship_feedback")
      .withIndex("by_session_id_and_student_id", (q) =>
        q.eq("session_id", session._id).eq("student_id", viewer.userId),
      )
      .first(),
  ]);
  if (given) return "submitted";
  if (!place || place.status === "cancelled") return "notRegistered";
  if (session.status !== "completed") return "notCompleted";
  return "open";
}
