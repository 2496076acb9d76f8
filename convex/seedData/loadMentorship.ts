import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  addStudentPlace,
  changeStats,
  findClash,
} from "../mentorship/model/workspace";
import { DEFAULT_TIMEZONE, GRADES } from "../shared/constants";
import { insertSession as insertCountedSession } from "../mentorship/model/workspaceCounts";
import { COMMUNITY_PEOPLE, type SeedPersonKey } from "./community";
import { DEMO_ACCOUNTS } from "./demoAccounts";
import {
  DEMO_MENTOR_AVAILABILITY,
  DEMO_MENTOR_SESSIONS,
  DEMO_STUDENT_PROGRAMS,
  DEMO_STUDENT_REQUEST,
  DEMO_STUDENT_SESSIONS,
  SEED_AVAILABILITY,
  SEED_PROGRAMS,
  SEED_SESSIONS,
  type SeedFeedback,
  type SeedSession,
} from "./mentorship";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET = 5.5 * HOUR;
/** Weekdays as JavaScript numbers them (Date#getDay): Sunday 0 … Saturday 6. */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

type Person = { userId: Id<"users">; fullName: string };

/**
 * Mentorship's demo content: programs with enrolments, the mentors' weekly
 * hours, sessions over the next two weeks (some full, some in programs) with
 * their participants, and past sessions with feedback, from which each
 * mentor's rating and total sessions are computed. The people are the
 * community's (seedCommunity runs first). Skipped when programs exist.
 */
export async function seedMentorship(ctx: MutationCtx, now: number) {
  if (await ctx.db.query("mentorship_programs").first()) return;
  const { students, mentors } = await communityPeople(ctx);
  const student = (key: SeedPersonKey) => found(students, key, "student");
  const mentor = (key: SeedPersonKey) => found(mentors, key, "mentor");

  for (const [key, slots] of Object.entries(SEED_AVAILABILITY)) {
    await insertAvailability(ctx, mentor(key)._id, slots);
    await changeStats(ctx, mentor(key)._id, { availabilitySaved: true });
  }

  const programs = new Map<string, Id<"mentorship_programs">>();
  for (const p of SEED_PROGRAMS) {
    if (p.enrolled.length > p.maxParticipants)
      throw new Error(`Seed program "${p.key}" is over capacity`);
    const createdAt = now - p.daysAgo * DAY;
    const programId = await ctx.db.insert("mentorship_programs", {
      title: p.title,
      description: p.description,
      type: p.type,
      category: p.category,
      duration_weeks: p.durationWeeks,
      max_participants: p.maxParticipants,
      enrolled_count: p.enrolled.length,
      created_at: createdAt,
      mentor_id: mentor(p.mentor)._id,
    });
    for (const [i, key] of p.enrolled.entries())
      await ctx.db.insert("program_enrolments", {
        program_id: programId,
        student_id: student(key).userId,
        created_at: Math.min(now, createdAt + (i + 1) * 3 * HOUR),
      });
    programs.set(p.key, programId);
  }

  const stats = new Map<
    Id<"mentors">,
    { sessions: number; sum: number; count: number }
  >();
  for (const s of SEED_SESSIONS) {
    const mentorId = mentor(s.mentor)._id;
    const programId = s.program ? programs.get(s.program) : undefined;
    if (s.program && !programId)
      throw new Error(`Unknown seed program "${s.program}"`);
    const sessionId = await insertSession(
      ctx,
      now,
      mentorId,
      s,
      s.participants.length,
      programId,
    );
    const startsAt = sessionStart(now, s);
    for (const key of s.participants)
      await insertPlace(ctx, mentorId, sessionId, student(key).userId, s, now);
    if (s.inDays >= 0) continue;
    const tally = stats.get(mentorId) ?? { sessions: 0, sum: 0, count: 0 };
    tally.sessions++;
    const endsAt = startsAt + s.durationMinutes * MINUTE;
    for (const [i, f] of (s.feedback ?? []).entries()) {
      if (!s.participants.includes(f.student))
        throw new Error(`Seed feedback on "${s.key}" from a non-participant`);
      await insertFeedback(
        ctx,
        mentorId,
        sessionId,
        s.title,
        student(f.student),
        f,
        Math.min(now, endsAt + (2 + i) * HOUR),
      );
      tally.sum += f.rating;
      tally.count++;
    }
    stats.set(mentorId, tally);
  }
  // Ratings and totals agree with the rows written above.
  for (const [mentorId, tally] of stats)
    await ctx.db.patch("mentors", mentorId, {
      total_sessions: tally.sessions,
      rating_sum: tally.sum,
      rating_count: tally.count,
      rating: tally.count ? tally.sum / tally.count : 0,
    });
}

/**
 * The demo mentor's hours and sessions, and the demo student's places (a
 * session of the demo mentor's that suits Class 9, a seeded one, and a
 * program), once the demo accounts exist. Skipped when the demo mentor has
 * sessions already.
 */
export async function seedDemoMentorship(ctx: MutationCtx, now: number) {
  const [studentUser, mentor] = await Promise.all([
    userByEmail(ctx, demoEmail("student")),
    demoMentor(ctx),
  ]);
  if (!studentUser || !mentor?.is_verified) return;
  const existing = await ctx.db
    .query("mentorship_sessions")
    .withIndex("by_mentor_id_and_scheduled_at", (q) =>
      q.eq("mentor_id", mentor._id),
    )
    .first();
  if (existing) return;

  await insertAvailability(ctx, mentor._id, DEMO_MENTOR_AVAILABILITY);
  await changeStats(ctx, mentor._id, { availabilitySaved: true });
  const { students } = await communityPeople(ctx);
  const tally = { sessions: 0, sum: 0, count: 0 };
  for (const s of DEMO_MENTOR_SESSIONS) {
    // Community students where the community is seeded; the demo student where asked.
    const people = (s.participants ?? []).flatMap((key) => {
      const person = students.get(key);
      return person ? [person] : [];
    });
    const places = [
      ...people.map((p) => p.userId),
      ...(s.demoStudent ? [studentUser] : []),
    ];
    const sessionId = await insertSession(
      ctx,
      now,
      mentor._id,
      s,
      places.length,
    );
    for (const userId of places)
      await insertPlace(ctx, mentor._id, sessionId, userId, s, now);
    if (s.inDays >= 0) continue;
    tally.sessions++;
    const endsAt = sessionStart(now, s) + s.durationMinutes * MINUTE;
    for (const [i, f] of (s.feedback ?? []).entries()) {
      const by = students.get(f.student);
      if (!by || !places.includes(by.userId)) continue;
      await insertFeedback(
        ctx,
        mentor._id,
        sessionId,
        s.title,
        by,
        f,
        Math.min(now, endsAt + (2 + i) * HOUR),
      );
      tally.sum += f.rating;
      tally.count++;
    }
  }
  const ratingSum = mentor.rating_sum + tally.sum;
  const ratingCount = mentor.rating_count + tally.count;
  await ctx.db.patch("mentors", mentor._id, {
    total_sessions: mentor.total_sessions + tally.sessions,
    rating_sum: ratingSum,
    rating_count: ratingCount,
    rating: ratingCount ? ratingSum / ratingCount : 0,
  });
  await insertDemoRequest(ctx, now, mentor._id, studentUser);

  const upcoming = await ctx.db
    .query("mentorship_sessions")
    .withIndex("by_status_and_scheduled_at", (q) =>
      q.eq("status", "scheduled").gte("scheduled_at", now),
    )
    .take(200);
  for (const key of DEMO_STUDENT_SESSIONS) {
    const title = SEED_SESSIONS.find((s) => s.key === key)?.title;
    const session = upcoming.find((s) => s.title === title);
    if (!session || session.participant_count >= session.max_participants)
      continue;
    await ctx.db.insert("session_participants", {
      session_id: session._id,
      student_id: studentUser,
      status: "registered",
    });
    await ctx.db.patch("mentorship_sessions", session._id, {
      participant_count: session.participant_count + 1,
    });
    await addStudentPlace(
      ctx,
      session.mentor_id,
      studentUser,
      session.scheduled_at,
    );
  }

  const programs = await ctx.db
    .query("mentorship_programs")
    .withIndex("by_created_at")
    .order("desc")
    .take(100);
  for (const key of DEMO_STUDENT_PROGRAMS) {
    const title = SEED_PROGRAMS.find((p) => p.key === key)?.title;
    const program = programs.find((p) => p.title === title);
    if (!program || program.enrolled_count >= program.max_participants)
      continue;
    await ctx.db.insert("program_enrolments", {
      program_id: program._id,
      student_id: studentUser,
      created_at: now,
    });
    await ctx.db.patch("mentorship_programs", program._id, {
      enrolled_count: program.enrolled_count + 1,
    });
  }
}

/**
 * Sets the demo mentor's sessions that are about to start (`startsInMinutes`)
 * and still scheduled back to that many minutes from `now`, so whoever starts
 * one (a demo, a test) does not depend on how long ago the seed ran.
 */
export async function retimeDemoSessionsAboutToStart(
  ctx: MutationCtx,
  now: number,
) {
  const mentor = await demoMentor(ctx);
  if (!mentor) return 0;
  // The demo mentor holds a few dozen sessions at most.
  const scheduled = await ctx.db
    .query("mentorship_sessions")
    .withIndex("by_mentor_id_and_status_and_scheduled_at", (q) =>
      q.eq("mentor_id", mentor._id).eq("status", "scheduled"),
    )
    .take(100);
  let moved = 0;
  for (const s of DEMO_MENTOR_SESSIONS) {
    if (s.startsInMinutes === undefined) continue;
    for (const session of scheduled.filter((row) => row.title === s.title)) {
      await ctx.db.patch("mentorship_sessions", session._id, {
        scheduled_at: sessionStart(now, s),
      });
      moved++;
    }
  }
  return moved;
}

/** The community's seeded students and verified mentors, by their seed keys. */
async function communityPeople(ctx: MutationCtx) {
  const keyOf = new Map(COMMUNITY_PEOPLE.map((p) => [p.fullName, p.key]));
  const students = new Map<SeedPersonKey, Person>();
  for (const grade of GRADES) {
    const profiles = await ctx.db
      .query("profiles")
      .withIndex("by_role_and_grade", (q) =>
        q.eq("role", "student").eq("grade", grade),
      )
      .take(200);
    for (const p of profiles) {
      const key = keyOf.get(p.full_name);
      if (key && !students.has(key))
        students.set(key, { userId: p.user_id, fullName: p.full_name });
    }
  }
  const mentors = new Map<SeedPersonKey, Doc<"mentors">>();
  const verified = await ctx.db
    .query("mentors")
    .withIndex("by_is_verified_and_rating", (q) => q.eq("is_verified", true))
    .take(200);
  for (const m of verified) {
    const key = keyOf.get(m.full_name);
    if (key && !mentors.has(key)) mentors.set(key, m);
  }
  return { students, mentors };
}

function found<T>(
  people: Map<SeedPersonKey, T>,
  key: SeedPersonKey,
  what: string,
) {
  const person = people.get(key);
  if (!person)
    throw new Error(
      `Seed ${what} "${key}" not found: seed the community first`,
    );
  return person;
}

function demoEmail(role: "student" | "mentor") {
  return DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
}

/** The demo mentor's mentor row, once the demo accounts exist. */
async function demoMentor(ctx: MutationCtx) {
  const user = await userByEmail(ctx, demoEmail("mentor"));
  if (!user) return null;
  return ctx.db
    .query("mentors")
    .withIndex("by_user_id", (q) => q.eq("user_id", user))
    .first();
}

async function userByEmail(ctx: MutationCtx, email: string) {
  const user = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .unique();
  return user?._id ?? null;
}

/** "Mon 17:00-19:00" slots as rows (IST). */
async function insertAvailability(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  slots: readonly string[],
) {
  for (const slot of slots) {
    const match = /^(\w{3}) (\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(slot);
    const weekday = match ? WEEKDAYS.indexOf(match[1]) : -1;
    if (!match || weekday < 0) throw new Error(`Bad seed slot "${slot}"`);
    const [, , h1, m1, h2, m2] = match.map(Number);
    await ctx.db.insert("mentor_availability", {
      mentor_id: mentorId,
      weekday,
      start_minute: h1 * 60 + m1,
      end_minute: h2 * 60 + m2,
      timezone: DEFAULT_TIMEZONE,
    });
  }
}

/** A student's place in a seeded session, counted for its mentor. */
async function insertPlace(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  sessionId: Id<"mentorship_sessions">,
  studentId: Id<"users">,
  s: Pick<SeedSession, "inDays" | "startIst"> & { startsInMinutes?: number },
  now: number,
) {
  await ctx.db.insert("session_participants", {
    session_id: sessionId,
    student_id: studentId,
    status: s.inDays < 0 ? "attended" : "registered",
  });
  await addStudentPlace(ctx, mentorId, studentId, sessionStart(now, s));
}

function insertFeedback(
  ctx: MutationCtx,
  mentorId: Id<"mentors">,
  sessionId: Id<"mentorship_sessions">,
  sessionTitle: string,
  by: Person,
  f: SeedFeedback,
  createdAt: number,
) {
  return ctx.db.insert("mentorship_feedback", {
    mentor_id: mentorId,
    session_id: sessionId,
    session_title: sessionTitle,
    student_id: by.userId,
    student_name: f.anonymous ? undefined : by.fullName,
    rating: f.rating,
    feedback_text: f.text,
    created_at: createdAt,
  });
}

/**
 * The demo student's pending request: the first day from
 * DEMO_STUDENT_REQUEST.daysAhead on with the mentor's hours and a free
 * start of its slot.
 */
async function insertDemoRequest(
  ctx: MutationCtx,
  now: number,
  mentorId: Id<"mentors">,
  studentId: Id<"users">,
) {
  const r = DEMO_STUDENT_REQUEST;
  for (let day = r.daysAhead; day < r.daysAhead + 7; day++) {
    const dayStart = sessionStart(now, { inDays: day, startIst: "00:00" });
    const weekday = new Date(dayStart + IST_OFFSET).getUTCDay();
    const slot = await ctx.db
      .query("mentor_availability")
      .withIndex("by_mentor_id_and_weekday", (q) =>
        q.eq("mentor_id", mentorId).eq("weekday", weekday),
      )
      .first();
    if (!slot) continue;
    const at = dayStart + slot.start_minute * MINUTE;
    if (await findClash(ctx, mentorId, at, r.durationMinutes)) continue;
    await ctx.db.insert("session_requests", {
      student_id: studentId,
      mentor_id: mentorId,
      purpose: r.purpose,
      scheduled_at: at,
      duration_minutes: r.durationMinutes,
      message: r.message,
      status: "pending",
      created_at: now,
    });
    return;
  }
}

/**
 * When a seed session starts: `startsInMinutes` from the moment of seeding,
 * but still today in IST (a mentor starts only today's sessions, so "about
 * to start" must not slip past midnight); else `inDays` from today in IST,
 * at `startIst`.
 */
function sessionStart(
  now: number,
  s: Pick<SeedSession, "inDays" | "startIst"> & { startsInMinutes?: number },
) {
  const todayIst = Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  if (s.startsInMinutes !== undefined)
    return Math.min(now + s.startsInMinutes * MINUTE, todayIst + DAY - MINUTE);
  const [h, m] = s.startIst.split(":").map(Number);
  return todayIst + s.inDays * DAY + h * HOUR + m * MINUTE;
}

/** A past session is completed; an upcoming one is scheduled. Counted for its mentor. */
async function insertSession(
  ctx: MutationCtx,
  now: number,
  mentorId: Id<"mentors">,
  s: Omit<SeedSession, "key" | "mentor" | "participants"> & {
    key?: string;
    startsInMinutes?: number;
    meetingUrl?: string;
  },
  participantCount: number,
  programId?: Id<"mentorship_programs">,
) {
  if (participantCount > s.maxParticipants)
    throw new Error(`Seed session "${s.key}" is over capacity`);
  const sessionId = await insertCountedSession(ctx, {
    mentor_id: mentorId,
    program_id: programId,
    title: s.title,
    description: s.description,
    session_type: s.sessionType,
    purpose: s.purpose,
    scheduled_at: sessionStart(now, s),
    duration_minutes: s.durationMinutes,
    max_participants: s.maxParticipants,
    participant_count: participantCount,
    status: s.inDays < 0 ? "completed" : "scheduled",
    grade: s.grade,
    subject: s.subject,
    meeting_url: s.meetingUrl,
  });
  await changeStats(ctx, mentorId, { sessions: 1 });
  return sessionId;
}
