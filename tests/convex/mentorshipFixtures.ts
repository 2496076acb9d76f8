import { expect } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import { istDayStart } from "../../convex/mentorship/rules";
import type { NoticeKind } from "../../convex/notifications/model/notices";
import { createPerson, people, type Person, world } from "./fixtures";
import type { TestBackend } from "./harness";

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

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const firstPage = (numItems = 10) => ({ numItems, cursor: null });
export const NOT_SIGNED_IN = expect.objectContaining({
  code: "NotAuthenticated",
});
export const NOT_ALLOWED = expect.objectContaining({ code: "NotAuthorized" });
export const CONFLICT = expect.objectContaining({ code: "Conflict" });

export const invalid = (message?: string) =>
  expect.objectContaining({
    code: "InvalidInput",
    ...(message ? { message } : {}),
  });

/** The mentorship cast, Diya in Aarav's class. */
export const workspaceCast = () => mentorshipCast({ diyaGrade: 9 });

export type WorkspaceCast = Awaited<ReturnType<typeof workspaceCast>>;

/** Valid Create Session fields: a group session two days ahead. */
export const sessionArgs = (changes: Record<string, unknown> = {}) => ({
  title: "Quadratic equations doubt clinic",
  description: "Bring your doubts on factorisation and the formula.",
  sessionType: "group" as const,
  scheduledAt: Date.now() + 2 * DAY,
  durationMinutes: 60,
  maxParticipants: 10,
  ...changes,
});

export function create(who: Person, changes: Record<string, unknown> = {}) {
  return who.as.mutation(
    api.mentorship.sessions.create,
    sessionArgs(changes) as ReturnType<typeof sessionArgs>,
  );
}

/**
 * A 30-minute session of the mentor's for today (IST), `offsetMinutes` from
 * now, with `registrants` already registered. Near the end of an IST day it
 * is created two days ahead, the students register, and only then is it moved
 * to `offsetMinutes` ago: registration is closed once a session has begun, so
 * the tests register here rather than after (whatever the clock says).
 */
export async function todaySession(
  c: WorkspaceCast,
  options: {
    who?: Person;
    changes?: Record<string, unknown>;
    offsetMinutes?: number;
    registrants?: Person[];
  } = {},
) {
  const { who = c.mentor, changes = {}, offsetMinutes = 5 } = options;
  const soon = Date.now() + offsetMinutes * MINUTE;
  const sameDay = istDayStart(soon) === istDayStart(Date.now());
  const sessionId = await create(who, {
    scheduledAt: sameDay ? soon : Date.now() + 2 * DAY + offsetMinutes * MINUTE,
    durationMinutes: 30,
    ...changes,
  });
  for (const student of options.registrants ?? [])
    await register(student, sessionId);
  if (!sameDay)
    await c.t.run((ctx) =>
      ctx.db.patch("mentorship_sessions", sessionId, {
        scheduled_at: Date.now() - offsetMinutes * MINUTE,
      }),
    );
  return sessionId;
}

export const sessionRow = (t: TestBackend, id: Id<"mentorship_sessions">) =>
  t.run((ctx) => ctx.db.get("mentorship_sessions", id));

export const mentorRow = (t: TestBackend, id: Id<"mentors">) =>
  t.run((ctx) => ctx.db.get("mentors", id));

export function notices(t: TestBackend, kind: NoticeKind) {
  return t.run(async (ctx) =>
    (await ctx.db.query("notifications").collect()).filter(
      (n) => n.kind === kind,
    ),
  );
}

export const register = (who: Person, sessionId: Id<"mentorship_sessions">) =>
  who.as.mutation(api.mentorship.sessions.register, { sessionId });

export const BAD_CLOCK = {
  code: "InvalidInput",
  message: "Your device's clock looks wrong. Please check its date and time.",
};

/**
 * The mentorship cast, Diya (the classmate) in Class 10, and Arjun's mentor
 * application in the works: a mentors row that is not verified.
 */
export async function browseCast() {
  const c = await mentorshipCast({ diyaGrade: 10 });
  const unverifiedId = await c.t.run((ctx) =>
    ctx.db.insert("mentors", {
      user_id: c.unverified.userId,
      full_name: "Arjun Rao",
      qualification: "B.Sc.",
      bio: "Waiting for review.",
      rating: 5,
      rating_sum: 5,
      rating_count: 1,
      total_sessions: 1,
      experience_years: 2,
      expertise: ["Chemistry"],
      is_verified: false,
      is_volunteer: true,
    }),
  );
  return {
    ...c,
    classmate: c.diya,
    physicsMentor: c.thomas,
    mentorIds: { ...c.mentorIds, unverified: unverifiedId },
  };
}

export function insertSession(
  t: TestBackend,
  mentorId: Id<"mentors">,
  fields: Partial<Doc<"mentorship_sessions">> = {},
) {
  return t.run((ctx) =>
    ctx.db.insert("mentorship_sessions", {
      mentor_id: mentorId,
      title: "Quadratic equations doubt clinic",
      description: "Bring your doubts on factorisation and the formula.",
      session_type: "group",
      purpose: "doubt",
      scheduled_at: Date.now() + DAY,
      duration_minutes: 60,
      max_participants: 10,
      participant_count: 0,
      status: "scheduled",
      ...fields,
    }),
  );
}

/** Students enough to fill a few places (Class 9). */
export async function students(t: TestBackend, n: number): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      await createPerson(t, {
        email: `student${i}@example.in`,
        fullName: `Student Number${i}`,
      }),
    );
  return out;
}
