import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { NoticePayload } from "../../notifications/model/notices";
import {
  cancelReminder,
  scheduleReminder,
} from "../../notifications/model/reminders";
import { changeStats } from "./workspace";
import { setSessionStatus } from "./workspaceCounts";

/**
 * What a mentorship session's registrants are told, and when (the design is
 * notifications/model/reminders.ts's, as for events): one pending 1-hour reminder job per
 * session (`mentorship_sessions.reminder_job`, run as
 * `mentorship/sessionNotices:remind`), scheduled by the first registration
 * and dropped by a cancellation or the last one leaving; a start or a
 * cancellation is told a batch at a time (`mentorship/sessionNotices:fanOut`).
 */

export type SessionNotice =
  | { kind: "session_started"; payload: NoticePayload<"session_started"> }
  | { kind: "session_cancelled"; payload: NoticePayload<"session_cancelled"> };

/** Schedules the session's reminder unless one is pending, it is not scheduled, or it starts within the hour. */
export async function ensureSessionReminder(
  ctx: MutationCtx,
  session: Doc<"mentorship_sessions">,
  now = Date.now(),
): Promise<void> {
  if (session.status !== "scheduled") return;
  const job = await scheduleReminder(
    ctx,
    session.reminder_job,
    session.scheduled_at,
    now,
    (at) =>
      ctx.scheduler.runAt(at, internal.mentorship.sessionNotices.remind, {
        sessionId: session._id,
        scheduledAt: session.scheduled_at,
        cursor: null,
      }),
  );
  if (job)
    await ctx.db.patch("mentorship_sessions", session._id, {
      reminder_job: job,
    });
}

/** Cancels the session's reminder, if one is still to come, and forgets it. */
export async function dropSessionReminder(
  ctx: MutationCtx,
  session: Doc<"mentorship_sessions">,
): Promise<void> {
  if (session.reminder_job === undefined) return;
  await cancelReminder(ctx, session.reminder_job);
  await ctx.db.patch("mentorship_sessions", session._id, {
    reminder_job: undefined,
  });
}

/** Starts telling every registrant (a batch per mutation, after this one commits); once each by `dedupeKey`. */
export async function tellSessionRegistrants(
  ctx: MutationCtx,
  sessionId: Id<"mentorship_sessions">,
  notice: SessionNotice,
  dedupeKey: string,
): Promise<void> {
  await ctx.scheduler.runAfter(0, internal.mentorship.sessionNotices.fanOut, {
    sessionId,
    notice,
    dedupeKey,
    cursor: null,
  });
}

/**
 * Calls off a scheduled session: its reminder goes, it is cancelled with
 * `reason`, the mentor's count drops and its registrants are told (a batch
 * at a time). Their places stay, as the record of who had registered.
 */
export async function callOffSession(
  ctx: MutationCtx,
  session: Doc<"mentorship_sessions">,
  reason: string,
): Promise<void> {
  await dropSessionReminder(ctx, session);
  await setSessionStatus(ctx, session._id, {
    status: "cancelled",
    cancel_reason: reason,
  });
  await changeStats(ctx, session.mentor_id, { sessions: -1 });
  await tellSessionRegistrants(
    ctx,
    session._id,
    {
      kind: "session_cancelled",
      payload: {
        sessionTitle: session.title,
        scheduledAt: session.scheduled_at,
        reason,
      },
    },
    `session-cancelled:${session._id}`,
  );
}
