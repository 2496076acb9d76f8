import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { COUNTERS, bumpCounter } from "../../lib/counters";

/** What a verified mentor's public profile says about them. */
export type MentorDetails = {
  qualification: string;
  bio: string;
  experienceYears: number;
  expertise: string[];
  isVolunteer: boolean;
};

/**
 * Makes a mentor account verified: creates or updates its `mentors` row with
 * `is_verified`. Staff approval of an application (and the demo seed) call
 * this; nothing a mentor does alone can.
 */
export async function verifyMentor(
  ctx: MutationCtx,
  userId: Id<"users">,
  details: MentorDetails,
): Promise<Id<"mentors">> {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  if (profile?.role !== "mentor")
    throw new Error("Only a mentor account can be verified as a mentor");
  const fields = {
    user_id: userId,
    full_name: profile.full_name,
    qualification: details.qualification,
    bio: details.bio,
    experience_years: details.experienceYears,
    expertise: details.expertise,
    is_volunteer: details.isVolunteer,
    is_verified: true,
  };
  const existing = await ctx.db
    .query("mentors")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .first();
  if (!existing?.is_verified)
    await bumpCounter(ctx, COUNTERS.verifiedMentors, 1);
  if (existing) {
    await ctx.db.patch("mentors", existing._id, fields);
    return existing._id;
  }
  return ctx.db.insert("mentors", {
    ...fields,
    rating: 0,
    rating_sum: 0,
    rating_count: 0,
    total_sessions: 0,
  });
}
