import { expect } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { istDayStart } from "../../convex/shared/mentorshipRules";
import type { NoticeKind } from "../../convex/shared/notices";
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
