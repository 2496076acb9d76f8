import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import { SESSION_MESSAGES } from "../../convex/shared/mentorshipRules";
import { DEMO_ACCOUNTS } from "../../convex/seedData/demoAccounts";
import { seedCommunity } from "../../convex/seedData/loadCommunity";
import {
  seedDemoMentorship,
  seedMentorship,
} from "../../convex/seedData/loadMentorship";
import {
  DEMO_MENTOR_SESSIONS,
  SEED_PROGRAMS,
  SEED_SESSIONS,
} from "../../convex/seedData/mentorship";
import { createPerson, type Person } from "./fixtures";
import { mentorshipCast } from "./mentorshipFixtures";
import {
  errorData,
  newBackend,
  type TestBackend,
  VALIDATION_ERROR,
} from "./harness";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const firstPage = (numItems = 10) => ({ numItems, cursor: null });
const BAD_CLOCK = {
  code: "InvalidInput",
  message: "Your device's clock looks wrong. Please check its date and time.",
};

/**
 * The mentorship cast, Diya (the classmate) in Class 10, and Arjun's mentor
 * application in the works: a mentors row that is not verified.
 */
async function cast() {
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

function insertProgram(
  t: TestBackend,
  fields: Partial<Doc<"mentorship_programs">> = {},
) {
  return t.run((ctx) =>
    ctx.db.insert("mentorship_programs", {
      title: "Board Exam Prep: Class 10 Mathematics",
      description: "Eight weeks of chapter-wise practice and sample papers.",
      type: "group",
      category: "academic",
      duration_weeks: 8,
      max_participants: 30,
      enrolled_count: 0,
      created_at: Date.now() - DAY,
      ...fields,
    }),
  );
}

function insertSession(
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

async function sessionState(
  t: TestBackend,
  sessionId: Id<"mentorship_sessions">,
) {
  return t.run(async (ctx) => ({
    count: (await ctx.db.get("mentorship_sessions", sessionId))
      ?.participant_count,
    rows: (
      await ctx.db
        .query("session_participants")
        .withIndex("by_session_id_and_student_id", (q) =>
          q.eq("session_id", sessionId),
        )
        .collect()
    ).map((p) => ({ student: p.student_id, status: p.status })),
  }));
}

async function programState(
  t: TestBackend,
  programId: Id<"mentorship_programs">,
) {
  return t.run(async (ctx) => ({
    count: (await ctx.db.get("mentorship_programs", programId))?.enrolled_count,
    rows: (
      await ctx.db
        .query("program_enrolments")
        .withIndex("by_program_id_and_student_id", (q) =>
          q.eq("program_id", programId),
        )
        .collect()
    ).map((e) => e.student_id),
  }));
}

/** Students enough to fill a few places (Class 9). */
async function students(t: TestBackend, n: number): Promise<Person[]> {
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

// ── Programs ────────────────────────────────────────────────────────────────

describe("programs", () => {
  it("are listed newest first, all or of one category, with the viewer's enrolment", async () => {
    const { t, student, mentorIds } = await cast();
    const now = Date.now();
    const olympiad = await insertProgram(t, {
      title: "Science Olympiad Coaching",
      created_at: now - 3 * DAY,
      mentor_id: mentorIds.thomas,
    });
    const speaking = await insertProgram(t, {
      title: "Public Speaking for Teens",
      category: "skill-based",
      duration_weeks: 6,
      max_participants: 1,
      enrolled_count: 1,
      created_at: now - 2 * DAY,
    });
    const boards = await insertProgram(t, { created_at: now - DAY });

    const all = await t.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(),
    });
    expect(all.page.map((p) => p._id)).toEqual([boards, speaking, olympiad]);
    expect(all.page[1]).toEqual({
      _id: speaking,
      title: "Public Speaking for Teens",
      description: "Eight weeks of chapter-wise practice and sample papers.",
      type: "group",
      category: "skill-based",
      durationWeeks: 6,
      maxParticipants: 1,
      enrolledCount: 1,
      full: true,
      enrolled: false,
    });
    const academic = await t.query(api.mentorship.programs.list, {
      category: "academic",
      paginationOpts: firstPage(),
    });
    expect(academic.page.map((p) => p._id)).toEqual([boards, olympiad]);
    const skills = await t.query(api.mentorship.programs.list, {
      category: "skill-based",
      paginationOpts: firstPage(),
    });
    expect(skills.page.map((p) => p._id)).toEqual([speaking]);

    await student.as.mutation(api.mentorship.programs.enrol, {
      programId: olympiad,
    });
    const mine = await student.as.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(),
    });
    expect(mine.page.map((p) => [p._id, p.enrolled, p.enrolledCount])).toEqual([
      [boards, false, 0],
      [speaking, false, 1],
      [olympiad, true, 1],
    ]);
    // Pages are kept to a sane size, and a bad page size is refused.
    const one = await t.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(1),
    });
    expect(one.page).toHaveLength(1);
    expect(one.isDone).toBe(false);
    await expect(
      errorData(
        t.query(api.mentorship.programs.list, {
          paginationOpts: { numItems: NaN, cursor: null },
        }),
      ),
    ).resolves.toMatchObject({ code: "InvalidInput" });
  });

  it("have a page with their mentor and their next scheduled sessions", async () => {
    const { t, student, mentorIds } = await cast();
    const programId = await insertProgram(t, { mentor_id: mentorIds.meera });
    const now = Date.now();
    const at = (hours: number) => now + hours * HOUR;
    const later = await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(48),
    });
    const sooner = await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(5),
      grade: 9,
      subject: "Mathematics",
    });
    // Not upcoming: past, completed, called off, or of another program.
    await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(-2),
    });
    await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(3),
      status: "cancelled",
    });
    await insertSession(t, mentorIds.meera, { scheduled_at: at(4) });
    for (let i = 0; i < 12; i++)
      await insertSession(t, mentorIds.meera, {
        program_id: programId,
        scheduled_at: at(100 + i),
      });

    const page = await student.as.query(api.mentorship.programs.get, {
      programId,
      now,
    });
    expect(page).toMatchObject({
      _id: programId,
      title: "Board Exam Prep: Class 10 Mathematics",
      enrolled: false,
      full: false,
      mentor: {
        _id: mentorIds.meera,
        fullName: "Meera Iyer",
        qualification: "M.Sc., B.Ed.",
        rating: 0,
        isVolunteer: true,
      },
    });
    expect(page!.upcomingSessions).toHaveLength(10);
    expect(page!.upcomingSessions.slice(0, 2).map((s) => s._id)).toEqual([
      sooner,
      later,
    ]);
    expect(page!.upcomingSessions[0]).toMatchObject({
      mentor: { _id: mentorIds.meera, fullName: "Meera Iyer" },
      grade: 9,
      subject: "Mathematics",
      registered: false,
      fit: { grade: true, subject: false },
    });

    // A mentor who is no longer verified is not shown.
    await t.run((ctx) =>
      ctx.db.patch("mentors", mentorIds.meera, { is_verified: false }),
    );
    expect(
      (await t.query(api.mentorship.programs.get, { programId, now }))!.mentor,
    ).toBeNull();

    // Addresses that name no program, and a bad clock.
    await t.run((ctx) => ctx.db.delete("mentorship_programs", programId));
    expect(
      await t.query(api.mentorship.programs.get, { programId, now }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.programs.get, { programId: "nope", now }),
    ).toBeNull();
    await expect(
      errorData(
        t.query(api.mentorship.programs.get, {
          programId: "nope",
          now: now + 30 * DAY,
        }),
      ),
    ).resolves.toEqual(BAD_CLOCK);
    await expect(
      t.query(api.mentorship.programs.get, {
        programId: 12 as unknown as string,
        now,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });

  it("take students up to max_participants, once each; leaving frees the place", async () => {
    const { t, student, classmate } = await cast();
    const programId = await insertProgram(t, { max_participants: 1 });

    expect(
      await student.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    // Twice is once.
    expect(
      await student.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    // Full: refused, nothing written.
    const before = await programState(t, programId);
    await expect(
      errorData(
        classmate.as.mutation(api.mentorship.programs.enrol, { programId }),
      ),
    ).resolves.toEqual({ code: "Conflict", message: "This program is full." });
    expect(await programState(t, programId)).toEqual(before);
    expect(before).toEqual({ count: 1, rows: [student.userId] });

    expect(
      await student.as.mutation(api.mentorship.programs.leave, { programId }),
    ).toEqual({ enrolledCount: 0 });
    expect(
      await student.as.mutation(api.mentorship.programs.leave, { programId }),
    ).toEqual({ enrolledCount: 0 });
    expect(
      await classmate.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    expect(await programState(t, programId)).toEqual({
      count: 1,
      rows: [classmate.userId],
    });
  });

  it("are enrolled in by students only, and only when they exist", async () => {
    const w = await cast();
    const programId = await insertProgram(w.t);
    await expect(
      errorData(w.t.mutation(api.mentorship.programs.enrol, { programId })),
    ).resolves.toMatchObject({ code: "NotAuthenticated" });
    for (const who of [w.mentor, w.unverified, w.moderator, w.admin])
      await expect(
        errorData(
          who.as.mutation(api.mentorship.programs.enrol, { programId }),
        ),
      ).resolves.toMatchObject({ code: "NotAuthorized" });
    await expect(
      errorData(w.t.mutation(api.mentorship.programs.leave, { programId })),
    ).resolves.toMatchObject({ code: "NotAuthenticated" });
    expect(await programState(w.t, programId)).toEqual({ count: 0, rows: [] });

    await w.t.run((ctx) => ctx.db.delete("mentorship_programs", programId));
    for (const fn of [
      api.mentorship.programs.enrol,
      api.mentorship.programs.leave,
    ])
      await expect(
        errorData(w.student.as.mutation(fn, { programId })),
      ).resolves.toEqual({
        code: "NotFound",
        message: "This program no longer exists.",
      });
    await expect(
      w.student.as.mutation(api.mentorship.programs.enrol, {
        programId: w.student.userId as unknown as Id<"mentorship_programs">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

// ── Mentors ─────────────────────────────────────────────────────────────────

describe("mentors", () => {
  it("are listed verified only, best rated first", async () => {
    const { t, mentorIds } = await cast();
    await t.run(async (ctx) => {
      await ctx.db.patch("mentors", mentorIds.meera, {
        rating: 4.5,
        rating_sum: 9,
        rating_count: 2,
      });
      await ctx.db.patch("mentors", mentorIds.thomas, {
        rating: 4.8,
        rating_sum: 24,
        rating_count: 5,
        total_sessions: 12,
      });
    });
    const page = await t.query(api.mentorship.mentors.list, {
      paginationOpts: firstPage(),
    });
    // Not the unverified mentor (rated 5), nor the staff accounts.
    expect(page.page.map((m) => m._id)).toEqual([
      mentorIds.thomas,
      mentorIds.meera,
    ]);
    expect(page.page[0]).toEqual({
      _id: mentorIds.thomas,
      fullName: "Thomas Varghese",
      qualification: "M.Sc., B.Ed.",
      bio: "Teaches at a school in Pune.",
      rating: 4.8,
      ratingCount: 5,
      totalSessions: 12,
      experienceYears: 8,
      expertise: ["Algebra"],
      isVolunteer: true,
    });
  });

  it("have a profile: subject, availability, next sessions and latest feedback", async () => {
    const { t, student, classmate, mentorIds } = await cast();
    const now = Date.now();
    const soon = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + 2 * HOUR,
      session_type: "one-on-one",
      max_participants: 1,
      participant_count: 1,
    });
    const past = await insertSession(t, mentorIds.meera, {
      scheduled_at: now - 3 * DAY,
      status: "completed",
      title: "Linear equations",
    });
    await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      status: "cancelled",
    });
    await insertSession(t, mentorIds.thomas, { scheduled_at: now + HOUR });
    for (let i = 0; i < 11; i++)
      await insertSession(t, mentorIds.meera, {
        scheduled_at: now + (3 + i) * DAY,
      });
    await t.run(async (ctx) => {
      for (const [weekday, start] of [
        [6, 600],
        [1, 1080],
        [3, 1020],
        [1, 960],
      ])
        await ctx.db.insert("mentor_availability", {
          mentor_id: mentorIds.meera,
          weekday,
          start_minute: start,
          end_minute: start + 60,
          timezone: "Asia/Kolkata",
        });
      for (let i = 0; i < 7; i++)
        await ctx.db.insert("mentorship_feedback", {
          mentor_id: mentorIds.meera,
          session_id: past,
          session_title: "Linear equations",
          student_id: i % 2 ? student.userId : classmate.userId,
          student_name: i === 6 ? undefined : "Diya Menon",
          rating: 3 + (i % 3),
          feedback_text: `Feedback ${i}`,
          created_at: now - (10 - i) * HOUR,
        });
    });

    const profile = await t.query(api.mentorship.mentors.get, {
      mentorId: mentorIds.meera,
      now,
    });
    expect(profile).toMatchObject({
      _id: mentorIds.meera,
      fullName: "Meera Iyer",
      subject: "Mathematics",
      availability: [
        {
          weekday: 1,
          startMinute: 960,
          endMinute: 1020,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 1,
          startMinute: 1080,
          endMinute: 1140,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 3,
          startMinute: 1020,
          endMinute: 1080,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 6,
          startMinute: 600,
          endMinute: 660,
          timezone: "Asia/Kolkata",
        },
      ],
    });
    expect(profile!.upcomingSessions).toHaveLength(10);
    expect(profile!.upcomingSessions[0]).toMatchObject({
      _id: soon,
      sessionType: "one-on-one",
      full: true,
      fit: null,
    });
    expect(
      profile!.upcomingSessions.every(
        (s) => s.mentor._id === mentorIds.meera && s.scheduledAt >= now,
      ),
    ).toBe(true);
    // A visitor is told a student wrote it, never who.
    expect(profile!.feedback.map((f) => [f.text, f.studentName])).toEqual([
      ["Feedback 6", "Anonymous"],
      ["Feedback 5", "A student"],
      ["Feedback 4", "A student"],
      ["Feedback 3", "A student"],
      ["Feedback 2", "A student"],
    ]);
    // A signed-in member sees the student's first name only.
    const signedInView = await student.as.query(api.mentorship.mentors.get, {
      mentorId: mentorIds.meera,
      now,
    });
    expect(signedInView!.feedback.map((f) => f.studentName)).toEqual([
      "Anonymous",
      "Diya",
      "Diya",
      "Diya",
      "Diya",
    ]);
    expect(profile!.feedback[0]).toMatchObject({
      rating: 3,
      sessionTitle: "Linear equations",
      createdAt: now - 4 * HOUR,
    });
  });

  it("are shown only once verified, and unknown addresses show nothing", async () => {
    const { t, mentorIds, admin } = await cast();
    const now = Date.now();
    expect(
      await t.query(api.mentorship.mentors.get, {
        mentorId: mentorIds.unverified,
        now,
      }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.mentors.get, {
        mentorId: admin.userId,
        now,
      }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.mentors.get, { mentorId: "x", now }),
    ).toBeNull();
    await expect(
      errorData(
        t.query(api.mentorship.mentors.get, {
          mentorId: mentorIds.meera,
          now: NaN,
        }),
      ),
    ).resolves.toEqual(BAD_CLOCK);
  });
});

// ── Sessions ────────────────────────────────────────────────────────────────

describe("sessions", () => {
  it("are listed from now, soonest first, with registration and the student's fit", async () => {
    const { t, student, mentor, mentorIds } = await cast();
    // Class 9 studies Mathematics (in the catalogue), not Physics.
    await t.run((ctx) =>
      ctx.db.insert("subjects", {
        grade: 9,
        slug: "mathematics",
        name: "Mathematics",
        description: "Class 9 Mathematics.",
        color: "blue",
        is_free: true,
        order: 1,
        chapter_count: 0,
        lesson_count: 0,
        duration_seconds: 0,
        practice_test_count: 0,
        assignment_count: 0,
        rating_sum: 0,
        rating_count: 0,
      }),
    );
    const now = Date.now();
    const maths9 = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + 3 * HOUR,
      grade: 9,
      subject: "Mathematics",
    });
    const maths10 = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      grade: 10,
      subject: "Mathematics",
    });
    const physics = await insertSession(t, mentorIds.thomas, {
      scheduled_at: now + 2 * HOUR,
      grade: 9,
      subject: "Physics",
    });
    const open = await insertSession(t, mentorIds.thomas, {
      scheduled_at: now + 4 * HOUR,
    });
    await insertSession(t, mentorIds.meera, { scheduled_at: now - HOUR });
    await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      status: "cancelled",
    });
    await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      status: "ongoing",
    });

    await student.as.mutation(api.mentorship.sessions.register, {
      sessionId: physics,
    });
    const list = (who: TestBackend) =>
      who.query(api.mentorship.sessions.listUpcoming, {
        paginationOpts: firstPage(6),
        now,
      });
    const asStudent = await list(student.as);
    expect(asStudent.page.map((s) => s._id)).toEqual([
      maths10,
      physics,
      maths9,
      open,
    ]);
    expect(
      asStudent.page.map((s) => ({
        registered: s.registered,
        fit: s.fit,
        count: s.participantCount,
      })),
    ).toEqual([
      { registered: false, fit: { grade: false, subject: true }, count: 0 },
      { registered: true, fit: { grade: true, subject: false }, count: 1 },
      { registered: false, fit: { grade: true, subject: true }, count: 0 },
      { registered: false, fit: { grade: false, subject: false }, count: 0 },
    ]);
    expect(asStudent.page[1]).toEqual({
      _id: physics,
      title: "Quadratic equations doubt clinic",
      description: "Bring your doubts on factorisation and the formula.",
      sessionType: "group",
      purpose: "doubt",
      scheduledAt: now + 2 * HOUR,
      durationMinutes: 60,
      maxParticipants: 10,
      participantCount: 1,
      full: false,
      status: "scheduled",
      // No link was given (and it is more than 10 minutes away).
      meetingUrl: null,
      mentor: { _id: mentorIds.thomas, fullName: "Thomas Varghese" },
      grade: 9,
      subject: "Physics",
      registered: true,
      fit: { grade: true, subject: false },
    });
    for (const who of [t, mentor.as]) {
      const page = await list(who);
      expect(page.page.map((s) => [s.registered, s.fit])).toEqual(
        Array(4).fill([false, null]),
      );
    }
    // A later `now` leaves the earlier ones out.
    const later = await t.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(6),
      now: now + 2.5 * HOUR,
    });
    expect(later.page.map((s) => s._id)).toEqual([maths9, open]);
    await expect(
      errorData(
        t.query(api.mentorship.sessions.listUpcoming, {
          paginationOpts: firstPage(6),
          now: Infinity,
        }),
      ),
    ).resolves.toEqual(BAD_CLOCK);
  });

  it("each have a page, until called off", async () => {
    const { t, student, mentorIds } = await cast();
    const now = Date.now();
    const sessionId = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
    });
    expect(
      await student.as.query(api.mentorship.sessions.get, { sessionId, now }),
    ).toMatchObject({
      _id: sessionId,
      status: "scheduled",
      started: false,
      registered: false,
      fit: { grade: false, subject: false },
    });
    expect(
      await t.query(api.mentorship.sessions.get, {
        sessionId,
        now: now + 2 * HOUR,
      }),
    ).toMatchObject({ started: true, fit: null });
    await t.run((ctx) =>
      ctx.db.patch("mentorship_sessions", sessionId, { status: "cancelled" }),
    );
    expect(
      await t.query(api.mentorship.sessions.get, { sessionId, now }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.sessions.get, { sessionId: "nope", now }),
    ).toBeNull();
    await expect(
      errorData(t.query(api.mentorship.sessions.get, { sessionId, now: -1 })),
    ).resolves.toEqual(BAD_CLOCK);
  });

  it("take registrations up to max_participants, once each; cancelling frees the seat", async () => {
    const { t, student, classmate, mentorIds } = await cast();
    const sessionId = await insertSession(t, mentorIds.meera, {
      max_participants: 2,
    });
    const [third] = await students(t, 1);

    expect(
      await student.as.mutation(api.mentorship.sessions.register, {
        sessionId,
      }),
    ).toEqual({ participantCount: 1 });
    expect(
      await student.as.mutation(api.mentorship.sessions.register, {
        sessionId,
      }),
    ).toEqual({ participantCount: 1 });
    expect(
      await classmate.as.mutation(api.mentorship.sessions.register, {
        sessionId,
      }),
    ).toEqual({ participantCount: 2 });

    const before = await sessionState(t, sessionId);
    await expect(
      errorData(
        third.as.mutation(api.mentorship.sessions.register, { sessionId }),
      ),
    ).resolves.toEqual({ code: "Conflict", message: SESSION_MESSAGES.full });
    expect(await sessionState(t, sessionId)).toEqual(before);
    expect(before.count).toBe(2);

    expect(
      await student.as.mutation(api.mentorship.sessions.cancelRegistration, {
        sessionId,
      }),
    ).toEqual({ participantCount: 1 });
    expect(
      await student.as.mutation(api.mentorship.sessions.cancelRegistration, {
        sessionId,
      }),
    ).toEqual({ participantCount: 1 });
    expect(
      await third.as.mutation(api.mentorship.sessions.register, { sessionId }),
    ).toEqual({ participantCount: 2 });
    expect(await sessionState(t, sessionId)).toEqual({
      count: 2,
      rows: expect.arrayContaining([
        { student: classmate.userId, status: "registered" },
        { student: third.userId, status: "registered" },
      ]) as unknown,
    });
  });

  it("one-on-one: one place", async () => {
    const { t, student, classmate, mentorIds } = await cast();
    const sessionId = await insertSession(t, mentorIds.meera, {
      session_type: "one-on-one",
      purpose: "mentorship",
      max_participants: 1,
    });
    await student.as.mutation(api.mentorship.sessions.register, { sessionId });
    await expect(
      errorData(
        classmate.as.mutation(api.mentorship.sessions.register, { sessionId }),
      ),
    ).resolves.toEqual({ code: "Conflict", message: SESSION_MESSAGES.full });
    const card = await classmate.as.query(api.mentorship.sessions.get, {
      sessionId,
      now: Date.now(),
    });
    expect(card).toMatchObject({ full: true, registered: false });
  });

  it("refuse what has started, ended or gone, and everyone but students", async () => {
    const w = await cast();
    const { t, student, mentorIds } = w;
    const now = Date.now();
    const started = await insertSession(t, mentorIds.meera, {
      scheduled_at: now - MINUTE,
    });
    const ongoing = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      status: "ongoing",
    });
    const completed = await insertSession(t, mentorIds.meera, {
      scheduled_at: now - DAY,
      status: "completed",
    });
    for (const sessionId of [started, ongoing, completed])
      for (const fn of [
        api.mentorship.sessions.register,
        api.mentorship.sessions.cancelRegistration,
      ])
        await expect(
          errorData(student.as.mutation(fn, { sessionId })),
        ).resolves.toEqual({
          code: "Conflict",
          message: "This session has already started.",
        });

    const gone = await insertSession(t, mentorIds.meera);
    const cancelled = await insertSession(t, mentorIds.meera, {
      status: "cancelled",
    });
    await t.run((ctx) => ctx.db.delete("mentorship_sessions", gone));
    for (const sessionId of [gone, cancelled])
      await expect(
        errorData(
          student.as.mutation(api.mentorship.sessions.register, { sessionId }),
        ),
      ).resolves.toEqual({
        code: "NotFound",
        message: "This session no longer exists.",
      });
    await expect(
      student.as.mutation(api.mentorship.sessions.register, {
        sessionId: mentorIds.meera as unknown as Id<"mentorship_sessions">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);

    const sessionId = await insertSession(t, mentorIds.meera);
    for (const fn of [
      api.mentorship.sessions.register,
      api.mentorship.sessions.cancelRegistration,
    ]) {
      await expect(errorData(t.mutation(fn, { sessionId }))).resolves.toEqual({
        code: "NotAuthenticated",
        message: "Please log in to continue.",
      });
      for (const who of [w.mentor, w.unverified, w.moderator, w.admin])
        await expect(
          errorData(who.as.mutation(fn, { sessionId })),
        ).resolves.toMatchObject({ code: "NotAuthorized" });
    }
    expect(await sessionState(t, sessionId)).toEqual({ count: 0, rows: [] });
  });
});

// ── The demo seed ───────────────────────────────────────────────────────────

describe("the demo seed", () => {
  it("shows mentorship in use: programs of both kinds, rated mentors, sessions over the next two weeks, some full", async () => {
    const t = newBackend();
    const now = Date.now();
    await t.run(async (ctx) => {
      await seedCommunity(ctx, now);
      await seedMentorship(ctx, now);
      // Twice is once.
      await seedMentorship(ctx, now);
    });
    const rows = await t.run(async (ctx) => ({
      programs: await ctx.db.query("mentorship_programs").collect(),
      enrolments: await ctx.db.query("program_enrolments").collect(),
      mentors: await ctx.db.query("mentors").collect(),
      sessions: await ctx.db.query("mentorship_sessions").collect(),
      participants: await ctx.db.query("session_participants").collect(),
      feedback: await ctx.db.query("mentorship_feedback").collect(),
      availability: await ctx.db.query("mentor_availability").collect(),
    }));
    expect(rows.programs).toHaveLength(SEED_PROGRAMS.length);
    expect(rows.sessions).toHaveLength(SEED_SESSIONS.length);
    expect(new Set(rows.programs.map((p) => p.category))).toEqual(
      new Set(["academic", "skill-based"]),
    );
    for (const p of rows.programs) {
      const enrolled = rows.enrolments.filter((e) => e.program_id === p._id);
      expect(p.enrolled_count).toBe(enrolled.length);
      expect(p.enrolled_count).toBeLessThanOrEqual(p.max_participants);
    }
    for (const s of rows.sessions) {
      const places = rows.participants.filter((x) => x.session_id === s._id);
      expect(s.participant_count).toBe(places.length);
      expect(s.participant_count).toBeLessThanOrEqual(s.max_participants);
      if (s.session_type === "one-on-one") expect(s.max_participants).toBe(1);
      if (s.status === "scheduled") {
        expect(s.scheduled_at).toBeGreaterThan(now);
        expect(s.scheduled_at).toBeLessThan(now + 14 * DAY);
      } else {
        expect(s.status).toBe("completed");
        expect(s.scheduled_at).toBeLessThan(now);
      }
    }
    const upcoming = rows.sessions.filter((s) => s.status === "scheduled");
    expect(
      upcoming.filter((s) => s.participant_count === s.max_participants).length,
    ).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((s) => s.program_id)).toBe(true);
    expect(upcoming.some((s) => s.session_type === "one-on-one")).toBe(true);
    for (const m of rows.mentors) {
      const mine = rows.feedback.filter((f) => f.mentor_id === m._id);
      expect(m.is_verified).toBe(true);
      expect(m.rating_count).toBe(mine.length);
      expect(m.rating_sum).toBe(mine.reduce((n, f) => n + f.rating, 0));
      expect(m.rating).toBeCloseTo(
        mine.length ? m.rating_sum / mine.length : 0,
      );
      expect(m.total_sessions).toBe(
        rows.sessions.filter(
          (s) => s.mentor_id === m._id && s.status === "completed",
        ).length,
      );
      expect(rows.availability.some((a) => a.mentor_id === m._id)).toBe(true);
    }

    const mentors = await t.query(api.mentorship.mentors.list, {
      paginationOpts: firstPage(50),
    });
    const ratings = mentors.page.map((m) => m.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(mentors.page.length).toBe(rows.mentors.length);
    const sessions = await t.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(6),
      now,
    });
    expect(sessions.page).toHaveLength(6);
    expect(sessions.page.some((s) => s.full)).toBe(true);
  });

  it("registers the demo student for the demo mentor's sessions that say so and a seeded one, once the demo accounts exist", async () => {
    const t = newBackend();
    const now = Date.now();
    await t.run(async (ctx) => {
      await seedCommunity(ctx, now);
      await seedMentorship(ctx, now);
    });
    const email = (role: string) =>
      DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
    const aarav = await createPerson(t, {
      email: email("student"),
      fullName: "Aarav Sharma",
      grade: 9,
    });
    const meera = await createPerson(t, {
      email: email("mentor"),
      fullName: "Meera Iyer",
      role: "mentor",
      verifiedMentor: true,
    });
    await t.run((ctx) => seedDemoMentorship(ctx, now));
    await t.run((ctx) => seedDemoMentorship(ctx, now));

    const page = await aarav.as.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(50),
      now,
    });
    const upcomingOfMeera = DEMO_MENTOR_SESSIONS.filter((s) => s.inDays >= 0);
    const registeredWithMeera = upcomingOfMeera.filter((s) => s.demoStudent);
    const mine = page.page.filter((s) => s.registered);
    expect(mine).toHaveLength(registeredWithMeera.length + 1);
    expect(mine.every((s) => s.fit?.grade)).toBe(true);
    const meeras = page.page.filter((s) => s.mentor.fullName === "Meera Iyer");
    expect(meeras).toHaveLength(upcomingOfMeera.length);
    expect(meeras.filter((s) => s.registered)).toHaveLength(
      registeredWithMeera.length,
    );
    const programs = await aarav.as.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(50),
    });
    expect(programs.page.filter((p) => p.enrolled)).toHaveLength(1);
    const profile = await t.query(api.mentorship.mentors.get, {
      mentorId: meeras[0].mentor._id,
      now,
    });
    expect(profile!.availability.length).toBeGreaterThan(0);
    expect(meera.userId).toBeDefined();
  });
});
