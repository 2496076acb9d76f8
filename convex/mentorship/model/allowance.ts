import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { addUsage } from "../../pricing/model/usage";
import { istMonth, type MonthlyLimit } from "../../pricing/rules";

/**
 * What a place in a session uses of the student's plan: a group doubt
 * session counts against the doubt sessions, another group session against
 * the live sessions, a one-on-one against the 1-on-1 minutes.
 */
export function planAllowance(session: Doc<"mentorship_sessions">): {
  limit: MonthlyLimit;
  amount: number;
} {
  if (session.session_type === "one-on-one")
    return {
      limit: "oneOnOneMinutesPerMonth",
      amount: session.duration_minutes,
    };
  return session.purpose === "doubt"
    ? { limit: "doubtSessionsPerMonth", amount: 1 }
    : { limit: "liveSessionsPerMonth", amount: 1 };
}

/**
 * Gives a place's use of the plan back to its student: a place given back,
 * or in a session called off, no longer counts. Only in the IST month the
 * place was taken (a past month's count is history, and its allowance is
 * gone anyway); a 1-on-1 place is taken when the mentor accepts the request.
 */
export async function givePlaceBack(
  ctx: MutationCtx,
  session: Doc<"mentorship_sessions">,
  place: Doc<"session_participants">,
  now = Date.now(),
) {
  if (istMonth(place._creationTime) !== istMonth(now)) return;
  const { limit, amount } = planAllowance(session);
  await addUsage(ctx, place.student_id, limit, -amount, now);
}
