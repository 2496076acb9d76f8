import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { FAN_OUT_BATCH, notify } from "../lib/notify";
import { eachOfPage } from "../notifications/model/reminders";
import { givePlaceBack } from "./model/allowance";

/**
 * The notices of a mentorship session to its registrants, scheduled by
 * `sessions.ts` and `requests.ts` (through mentorship/model/sessionReminders.ts). Each
 * call handles one batch of FAN_OUT_BATCH places and schedules the next.
 */

const cursor = v.union(v.string(), v.null());

/**
 * The 1-hour reminder. A job left behind by a cancellation or a start finds
 * the session no longer scheduled for that time and does nothing; the dedupe
 * key makes it once per registrant and start time.
 */
export const remind = internalMutation({
  args: {
    sessionId: v.id("mentorship_sessions"),
    scheduledAt: v.number(),
    cursor,
  },
  handler: async (ctx, { sessionId, scheduledAt, cursor }) => {
    const session = await ctx.db.get("mentorship_sessions", sessionId);
    if (
      !session ||
      session.status !== "scheduled" ||
      session.scheduled_at !== scheduledAt ||
      // Late (the backend was down): "starts in 1 hour" would be wrong now.
      Date.now() >= scheduledAt
    )
      return;
    if (cursor === null && session.reminder_job !== undefined)
      await ctx.db.patch("mentorship_sessions", sessionId, {
        reminder_job: undefined,
      });
    const payload = { sessionId, sessionTitle: session.title, scheduledAt };
    const next = await eachRegistrant(ctx, sessionId, cursor, (place) =>
      notify(ctx, place.student_id, "session_reminder", payload, {
        dedupeKey: `session-reminder:${sessionId}:${scheduledAt}`,
      }),
    );
    if (next !== null)
      await ctx.scheduler.runAfter(
        0,
        internal.mentorship.sessionNotices.remind,
        {
          sessionId,
          scheduledAt,
          cursor: next,
        },
      );
  },
});

const sessionNotice = v.union(
  v.object({
    kind: v.literal("session_started"),
    payload: v.object({ sessionId: v.string(), sessionTitle: v.string() }),
  }),
  v.object({
    kind: v.literal("session_cancelled"),
    payload: v.object({
      sessionTitle: v.string(),
      scheduledAt: v.number(),
      reason: v.string(),
    }),
  }),
);

/** A start or a cancellation, told to every registrant a batch at a time. */
export const fanOut = internalMutation({
  args: {
    sessionId: v.id("mentorship_sessions"),
    notice: sessionNotice,
    dedupeKey: v.string(),
    cursor,
  },
  handler: async (ctx, { sessionId, notice, dedupeKey, cursor }) => {
    const session = await ctx.db.get("mentorship_sessions", sessionId);
    if (!session) return;
    // "It is live" is no news once it is over.
    if (notice.kind === "session_started" && session.status !== "ongoing")
      return;
    const now = Date.now();
    const next = await eachRegistrant(ctx, sessionId, cursor, async (place) => {
      if (notice.kind === "session_started")
        return notify(ctx, place.student_id, notice.kind, notice.payload, {
          dedupeKey,
        });
      // A session called off gives each registrant their plan's place back
      // (this job runs once per batch, so once per place).
      if (session.status === "cancelled")
        await givePlaceBack(ctx, session, place, now);
      return notify(ctx, place.student_id, notice.kind, notice.payload, {
        dedupeKey,
      });
    });
    if (next !== null)
      await ctx.scheduler.runAfter(
        0,
        internal.mentorship.sessionNotices.fanOut,
        {
          sessionId,
          notice,
          dedupeKey,
          cursor: next,
        },
      );
  },
});

/** Calls `each` for one batch of the session's registered students' places; the cursor of the rest, or null when done. */
function eachRegistrant(
  ctx: MutationCtx,
  sessionId: Id<"mentorship_sessions">,
  cursor: string | null,
  each: (place: Doc<"session_participants">) => Promise<unknown>,
): Promise<string | null> {
  return eachOfPage(
    ctx.db
      .query("session_participants")
      .withIndex("by_session_id_and_student_id", (q) =>
        q.eq("session_id", sessionId),
      )
      .paginate({ cursor, numItems: FAN_OUT_BATCH }),
    (place) => (place.status === "cancelled" ? Promise.resolve() : each(place)),
  );
}
