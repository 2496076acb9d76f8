import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { publicQuery } from "../functions";
import {
  feedbackView,
  PAGE_SESSIONS_SHOWN,
  sessionCards,
  upcomingOfMentor,
} from "./model/sessions";
import { boundedPage, requireClientNow } from "../lib/validators";

/** Public feedback on a mentor's profile, newest first: the latest five. */
const FEEDBACK_SHOWN = 5;
/** More weekly slots than anyone keeps; bounds the read. */
const AVAILABILITY_MAX = 50;

/**
 * Verified mentors, best rated first. Only `mentors` rows are listed, and
 * only verified ones: an unverified mentor account or a staff account that
 * is not also a verified mentor never appears.
 */
export const list = publicQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = boundedPage(paginationOpts, 50);
    const result = await ctx.db
      .query("mentors")
      .withIndex("by_is_verified_and_rating", (q) => q.eq("is_verified", true))
      .order("desc")
      .paginate(page);
    return { ...result, page: result.page.map(mentorCard) };
  },
});

/**
 * A verified mentor's profile: the card, their subject, weekly availability,
 * next scheduled sessions from `now` (the client's clock) and latest public
 * feedback. Null for anyone else, or for an address that names no mentor.
 */
export const get = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { mentorId: v.string(), now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const mentorId = ctx.db.normalizeId("mentors", args.mentorId);
    const mentor = mentorId && (await ctx.db.get("mentors", mentorId));
    if (!mentor?.is_verified) return null;
    const [profile, slots, sessions, feedback] = await Promise.all([
      mentor.user_id
        ? ctx.db
            .query("profiles")
            .withIndex("by_user_id", (q) => q.eq("user_id", mentor.user_id!))
            .unique()
        : null,
      ctx.db
        .query("mentor_availability")
        .withIndex("by_mentor_id_and_weekday", (q) =>
          q.eq("mentor_id", mentor._id),
        )
        .take(AVAILABILITY_MAX),
      upcomingOfMentor(ctx, mentor._id, now, PAGE_SESSIONS_SHOWN),
      ctx.db
        .query("mentorship_feedback")
        .withIndex("by_mentor_id_and_created_at", (q) =>
          q.eq("mentor_id", mentor._id),
        )
        .order("desc")
        .take(FEEDBACK_SHOWN),
    ]);
    return {
      ...mentorCard(mentor),
      subject: profile?.subject ?? null,
      availability: slots
        .map((slot) => ({
          weekday: slot.weekday,
          startMinute: slot.start_minute,
          endMinute: slot.end_minute,
          timezone: slot.timezone,
        }))
        .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute),
      upcomingSessions: await sessionCards(ctx, sessions, ctx.viewer, now),
      feedback: feedback.map((f) =>
        feedbackView(f, ctx.viewer ? "member" : "visitor"),
      ),
    };
  },
});

function mentorCard(mentor: Doc<"mentors">) {
  return {
    _id: mentor._id,
    fullName: mentor.full_name,
    qualification: mentor.qualification,
    bio: mentor.bio,
    rating: mentor.rating,
    /** How many ratings the average is of (0: no rating yet). */
    ratingCount: mentor.rating_count,
    totalSessions: mentor.total_sessions,
    experienceYears: mentor.experience_years,
    expertise: mentor.expertise,
    isVolunteer: mentor.is_volunteer,
  };
}
