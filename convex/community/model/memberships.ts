import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { dropReminder } from "./eventReminders";

/** Takes a member out of a club; the club's member count moves with the row. */
export async function leaveClub(
  ctx: MutationCtx,
  club: Doc<"student_clubs">,
  membership: Doc<"club_members">,
): Promise<number> {
  await ctx.db.delete("club_members", membership._id);
  const memberCount = Math.max(0, club.member_count - 1);
  await ctx.db.patch("student_clubs", club._id, { member_count: memberCount });
  return memberCount;
}

/**
 * Gives a registration for an event back; the attendee count moves with the
 * row, and the last one out drops the event's reminder.
 */
export async function dropRegistration(
  ctx: MutationCtx,
  event: Doc<"community_events">,
  registration: Doc<"event_registrations">,
): Promise<number> {
  await ctx.db.delete("event_registrations", registration._id);
  const attendeeCount = Math.max(0, event.attendee_count - 1);
  await ctx.db.patch("community_events", event._id, {
    attendee_count: attendeeCount,
  });
  if (attendeeCount === 0) await dropReminder(ctx, event);
  return attendeeCount;
}
