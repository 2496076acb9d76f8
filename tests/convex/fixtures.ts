import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/lib/accounts";
import type { TestBackend } from "./harness";

type Backend = TestBackend;

export type Person = {
  userId: Id<"users">;
  as: ReturnType<Backend["withIdentity"]>;
};

/**
 * Creates a user with a profile (and optionally a staff role) directly in the
 * database, and returns a client signed in as them the way Convex Auth signs
 * tokens (subject "<userId>|<sessionId>").
 */
export async function createPerson(
  t: Backend,
  {
    email,
    fullName,
    role = "student",
    grade = role === "student" ? 9 : undefined,
    staffRole,
  }: {
    email: string;
    fullName: string;
    role?: "student" | "mentor";
    grade?: number;
    staffRole?: "admin" | "moderator";
  },
): Promise<Person> {
  const userId = await t.run(async (ctx) => {
    const userId = await createUserWithProfile(ctx, {
      email,
      fullName,
      role,
      grade,
      subject: role === "mentor" ? "Mathematics" : undefined,
    });
    if (staffRole)
      await ctx.db.insert("user_roles", { user_id: userId, role: staffRole });
    return userId;
  });
  return {
    userId,
    as: t.withIdentity({ subject: `${userId}|session-${userId}`, email }),
  };
}
