import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { SESSION_MESSAGES } from "../../convex/mentorship/rules";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";
import {
  MINUTE,
  HOUR,
  DAY,
  firstPage,
  BAD_CLOCK,
  browseCast,
  insertSession,
  students,
} from "./fixtures/mentorship";

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

// ── Sessions ────────────────────────────────────────────────────────────────

describe("sessions", () => {
  it("are listed from now, soonest first, with registration and the student's fit", async () => {
    const { t, student, mentor, mentorIds } = await browseCast();
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
    const { t, student, mentorIds } = await browseCast();
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
    const { t, student, classmate, mentorIds } = await browseCast();
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
    const { t, student, classmate, mentorIds } = await browseCast();
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
    const w = await browseCast();
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
