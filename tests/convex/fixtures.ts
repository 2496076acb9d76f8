import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { COUNTERS } from "../../convex/lib/counters";
import { verifyMentor } from "../../convex/mentorship/model/mentors";
import { afterEach, expect } from "vitest";
import { newBackend, type TestBackend } from "./harness";

type Backend = TestBackend;

export type Person = {
  userId: Id<"users">;
  as: ReturnType<Backend["withIdentity"]>;
};

export type PersonSpec = {
  email: string;
  fullName: string;
  role?: "student" | "mentor";
  grade?: number;
  staffRole?: "admin" | "moderator";
  /** A mentor whom staff have verified (mentor powers). */
  verifiedMentor?: boolean;
};

/**
 * The people the tests meet, by first name, each the same person in every
 * file: students Aarav and Diya (Class 9), verified mentor Meera, mentor
 * Rahul (not verified), and the staff, Kabir (moderator) and Priya (admin).
 */
export const people = {
  aarav: { email: "aarav@example.in", fullName: "Aarav Sharma" },
  diya: { email: "diya@example.in", fullName: "Diya Menon" },
  meera: {
    email: "meera@example.in",
    fullName: "Meera Iyer",
    role: "mentor",
    verifiedMentor: true,
  },
  rahul: { email: "rahul@example.in", fullName: "Rahul Verma", role: "mentor" },
  kabir: {
    email: "kabir@example.in",
    fullName: "Kabir Khan",
    role: "mentor",
    staffRole: "moderator",
  },
  priya: {
    email: "priya@example.in",
    fullName: "Priya Nair",
    role: "mentor",
    staffRole: "admin",
  },
} as const satisfies Record<string, PersonSpec>;

/**
 * Creates a user with a profile (and optionally a staff role, or a verified
 * mentor's profile) directly in the database, and returns a client signed in
 * as them the way Convex Auth signs tokens (subject "<userId>|<sessionId>",
 * with a live session row).
 */
export async function createPerson(
  t: Backend,
  {
    email,
    fullName,
    role = "student",
    grade = role === "student" ? 9 : undefined,
    staffRole,
    verifiedMentor = false,
  }: PersonSpec,
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
    if (verifiedMentor)
      await verifyMentor(ctx, userId, {
        qualification: "M.Sc., B.Ed.",
        bio: "Teaches at a school in Pune.",
        experienceYears: 8,
        expertise: ["Algebra"],
        isVolunteer: true,
      });
    return userId;
  });
  return { userId, as: await signedIn(t, userId, email) };
}

/** A client signed in as `userId` through a new Convex Auth session. */
export async function signedIn(
  t: Backend,
  userId: Id<"users">,
  email?: string,
): Promise<Backend> {
  const sessionId = await t.run((ctx) =>
    ctx.db.insert("authSessions", {
      userId,
      expirationTime: Date.now() + 30 * 24 * 3_600_000,
    }),
  );
  return t.withIdentity({ subject: `${userId}|${sessionId}`, email });
}

/**
 * The usual cast on a fresh backend: a Class 9 student, a verified mentor, and two
 * mentors with staff roles (a moderator and an admin).
 */
export async function world(t: Backend = newBackend()) {
  const student = await createPerson(t, { ...people.aarav, grade: 9 });
  const mentor = await createPerson(t, people.meera);
  const moderator = await createPerson(t, people.kabir);
  const admin = await createPerson(t, people.priya);
  return { t, student, mentor, moderator, admin };
}

/**
 * Lets each test's scheduled jobs (the mail sent after a decision) run before
 * the test ends, while the settings they sign with are still there, then
 * runs `then`. Call once at the top of a file; it returns the function that
 * enrols each world's backend.
 */
export function settleScheduledAfterEach(
  then?: () => Promise<void>,
): (t: Backend) => void {
  const backends: Backend[] = [];
  afterEach(async () => {
    for (const t of backends.splice(0)) await t.finishScheduled();
    await then?.();
  });
  return (t) => void backends.push(t);
}

/** Every notice `userId` has been sent, oldest first. */
export const noticesTo = (t: Backend, userId: Id<"users">) =>
  t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .collect(),
  );

/** A counter's value (0 before anything counted). */
export const counterValue = (t: Backend, key: string) =>
  t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("counters")
          .withIndex("by_key", (q) => q.eq("key", key))
          .unique()
      )?.value ?? 0,
  );

/** The pending-content counter (the overview's "Pending content"). */
export const pendingContentCount = (t: Backend) =>
  counterValue(t, COUNTERS.pendingContent);

/**
 * A counter kept beside its rows matches them: each row of `table` stores in
 * `counter` exactly as many rows of `children` as point at it by `parent`
 * (members of a club, registrations of an event). A failure names the row by
 * its `label` field.
 */
export async function expectCountsExact(
  t: Backend,
  {
    table,
    counter,
    children,
    parent,
    label,
  }: {
    table: "student_clubs" | "community_events";
    counter: string;
    children: "club_members" | "event_registrations";
    parent: string;
    label: string;
  },
) {
  const { rows, childRows } = await t.run(async (ctx) => ({
    rows: (await ctx.db.query(table).collect()) as Record<string, unknown>[],
    childRows: (await ctx.db.query(children).collect()) as Record<
      string,
      unknown
    >[],
  }));
  for (const row of rows)
    expect({ [table]: row[label], count: row[counter] }).toEqual({
      [table]: row[label],
      count: childRows.filter((c) => c[parent] === row._id).length,
    });
}
