import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/lib/accounts";
import { newBackend, type TestBackend } from "./harness";

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

/**
 * The usual cast on a fresh backend: a Class 9 student, a mentor, and two
 * mentors with staff roles (a moderator and an admin).
 */
export async function world(t: Backend = newBackend()) {
  const student = await createPerson(t, {
    email: "aarav@example.in",
    fullName: "Aarav Sharma",
    grade: 9,
  });
  const mentor = await createPerson(t, {
    email: "meera@example.in",
    fullName: "Meera Iyer",
    role: "mentor",
  });
  const moderator = await createPerson(t, {
    email: "kabir@example.in",
    fullName: "Kabir Khan",
    role: "mentor",
    staffRole: "moderator",
  });
  const admin = await createPerson(t, {
    email: "priya@example.in",
    fullName: "Priya Nair",
    role: "mentor",
    staffRole: "admin",
  });
  return { t, student, mentor, moderator, admin };
}
