import type { Id } from "../../convex/_generated/dataModel";
import { createPerson, people, world } from "./fixtures";

/**
 * The usual cast (a Class 9 student Aarav, a verified mentor Meera, a
 * moderator and an admin), a second student Diya in `diyaGrade`, a second
 * verified mentor Thomas, and Arjun, a mentor account staff have not
 * verified; with the mentors rows of Meera and Thomas.
 */
export async function mentorshipCast({ diyaGrade }: { diyaGrade: number }) {
  const w = await world();
  const diya = await createPerson(w.t, { ...people.diya, grade: diyaGrade });
  const thomas = await createPerson(w.t, {
    email: "thomas@example.in",
    fullName: "Thomas Varghese",
    role: "mentor",
    verifiedMentor: true,
  });
  const unverified = await createPerson(w.t, {
    email: "arjun@example.in",
    fullName: "Arjun Rao",
    role: "mentor",
  });
  const mentorIds = await w.t.run(async (ctx) => {
    const rowOf = async (userId: Id<"users">) =>
      (await ctx.db
        .query("mentors")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .unique())!._id;
    return {
      meera: await rowOf(w.mentor.userId),
      thomas: await rowOf(thomas.userId),
    };
  });
  return { ...w, diya, thomas, unverified, mentorIds };
}
