import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { sessionStatusMessage } from "../../convex/mentorship/rules";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson } from "./fixtures/common";
import { errorData, VALIDATION_ERROR } from "./harness";
import {
  MINUTE,
  HOUR,
  DAY,
  NOT_SIGNED_IN,
  NOT_ALLOWED,
  CONFLICT,
  invalid,
  workspaceCast,
  sessionArgs,
  create,
  todaySession,
  sessionRow,
  mentorRow,
  notices,
  register,
} from "./fixtures/mentorship";

// Notices mail their unsubscribe links signed with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

describe("creating sessions", () => {
  it("makes a verified mentor's scheduled session: group with its places, one-on-one with one, 60 minutes by default", async () => {
    const c = await workspaceCast();
    const programId = await c.t.run((ctx) =>
      ctx.db.insert("mentorship_programs", {
        title: "Board Exam Prep",
        description: "Eight weeks of practice.",
        type: "group",
        category: "academic",
        duration_weeks: 8,
        max_participants: 30,
        enrolled_count: 0,
        created_at: Date.now(),
        mentor_id: c.mentorIds.meera,
      }),
    );
    const at = Date.now() + 3 * DAY;
    const group = await create(c.mentor, {
      scheduledAt: at,
      durationMinutes: undefined,
      maxParticipants: 25,
      meetingUrl: "  https://meet.google.com/qua-drat-ics  ",
      grade: 10,
      subject: "Mathematics",
      programId,
      purpose: "doubt",
    });
    const oneOnOne = await create(c.mentor, {
      sessionType: "one-on-one",
      scheduledAt: at + 2 * HOUR,
      maxParticipants: undefined,
    });
    const [g, o] = await Promise.all([
      sessionRow(c.t, group),
      sessionRow(c.t, oneOnOne),
    ]);
    expect(g).toMatchObject({
      mentor_id: c.mentorIds.meera,
      program_id: programId,
      session_type: "group",
      purpose: "doubt",
      scheduled_at: at,
      duration_minutes: 60,
      max_participants: 25,
      participant_count: 0,
      status: "scheduled",
      meeting_url: "https://meet.google.com/qua-drat-ics",
      grade: 10,
      subject: "Mathematics",
    });
    expect(o).toMatchObject({
      session_type: "one-on-one",
      purpose: "mentorship",
      max_participants: 1,
    });
    expect(o!.meeting_url).toBeUndefined();
    const stats = await c.mentor.as.query(api.mentorship.workspace.stats, {
      now: Date.now(),
    });
    expect(stats).toMatchObject({ totalSessions: 2, upcoming: 2 });
  });

  it("refuses bad input with the form's words, writing nothing", async () => {
    const c = await workspaceCast();
    const cases: [Record<string, unknown>, string][] = [
      [{ durationMinutes: 0 }, "Duration must be at least 15 minutes"],
      [{ durationMinutes: 10_000 }, "Duration must be at most 480 minutes"],
      [{ durationMinutes: 30.5 }, "Duration must be whole minutes"],
      [
        { scheduledAt: Date.now() - HOUR },
        "The session must start in the future",
      ],
      [{ maxParticipants: 0 }, "Maximum participants must be at least 1"],
      [{ maxParticipants: 1 }, "A group session needs at least 2 places"],
      [{ maxParticipants: 500 }, "Maximum participants must be at most 100"],
      [
        { maxParticipants: undefined },
        "Maximum participants is required for a group session",
      ],
      [
        { sessionType: "one-on-one", maxParticipants: 5 },
        "A one-on-one session has exactly one place",
      ],
      [
        { meetingUrl: "http://meet.example.in/abc" },
        "The meeting link must be an https:// address",
      ],
      [
        { meetingUrl: "javascript:alert(1)" },
        "The meeting link must be an https:// address",
      ],
      [
        { meetingUrl: "meet.example.in" },
        "The meeting link must be an https:// address",
      ],
      [
        { meetingUrl: "https://chat.whatsapp.com/Invite123" },
        "The meeting link must be a Google Meet, Zoom, Microsoft Teams or Jitsi link.",
      ],
      [
        { meetingUrl: "https://meet.google.com.example.in/abc" },
        "The meeting link must be a Google Meet, Zoom, Microsoft Teams or Jitsi link.",
      ],
      [
        { meetingUrl: "https://user:pw@meet.google.com/abc" },
        "The meeting link must be a Google Meet, Zoom, Microsoft Teams or Jitsi link.",
      ],
      [
        { meetingUrl: "https://meet.google.com:8443/abc" },
        "The meeting link must be a Google Meet, Zoom, Microsoft Teams or Jitsi link.",
      ],
      [{ grade: 13 }, "Class must be from 6 to 12"],
      [{ title: "Hi" }, "Title must be at least 5 characters"],
      [{ description: "" }, "Description is required"],
    ];
    for (const [changes, message] of cases)
      expect(await errorData(create(c.mentor, changes)), message).toEqual(
        invalid(message),
      );
    for (const bad of [NaN, Infinity])
      expect(
        await errorData(create(c.mentor, { durationMinutes: bad })),
      ).toEqual(invalid());
    // Another mentor's program is not this mentor's to use.
    const theirs = await c.t.run((ctx) =>
      ctx.db.insert("mentorship_programs", {
        title: "Physics for Class 11",
        description: "Motion and forces.",
        type: "group",
        category: "academic",
        duration_weeks: 6,
        max_participants: 30,
        enrolled_count: 0,
        created_at: Date.now(),
        mentor_id: c.mentorIds.thomas,
      }),
    );
    expect(await errorData(create(c.mentor, { programId: theirs }))).toEqual(
      invalid("Choose one of your own programs."),
    );
    await expect(create(c.mentor, { sessionType: "webinar" })).rejects.toThrow(
      VALIDATION_ERROR,
    );
    expect(
      await c.t.run(
        async (ctx) =>
          (await ctx.db.query("mentorship_sessions").collect()).length,
      ),
    ).toBe(0);
  });

  it("is for verified mentors only: students, unverified mentors, staff and visitors are refused", async () => {
    const c = await workspaceCast();
    for (const who of [c.student, c.unverified, c.moderator, c.admin])
      expect(await errorData(create(who))).toEqual(NOT_ALLOWED);
    expect(
      await errorData(
        c.t.mutation(api.mentorship.sessions.create, sessionArgs()),
      ),
    ).toEqual(NOT_SIGNED_IN);
    expect(
      await c.t.run(
        async (ctx) =>
          (await ctx.db.query("mentorship_sessions").collect()).length,
      ),
    ).toBe(0);
  });

  it("never double-books the mentor: an overlapping session is refused, one right after is fine, a cancelled one frees its slot", async () => {
    const c = await workspaceCast();
    const at = Date.now() + 2 * DAY;
    const first = await create(c.mentor, { scheduledAt: at });
    for (const start of [at, at + 30 * MINUTE, at - 30 * MINUTE])
      expect(await errorData(create(c.mentor, { scheduledAt: start }))).toEqual(
        CONFLICT,
      );
    await create(c.mentor, { scheduledAt: at + HOUR });
    await create(c.mentor, { scheduledAt: at - HOUR });
    // Another mentor's calendar is their own.
    await create(c.thomas, { scheduledAt: at });
    await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId: first,
      reason: "Moving it to the weekend.",
    });
    await create(c.mentor, {
      scheduledAt: at + 15 * MINUTE,
      durationMinutes: 30,
    });
  });
});

describe("session states", () => {
  it("go scheduled → ongoing → completed, only for today's sessions, and count the completion", async () => {
    const c = await workspaceCast();
    const sessionId = await todaySession(c);
    const before = (await mentorRow(c.t, c.mentorIds.meera))!.total_sessions;
    const start = () =>
      c.mentor.as.mutation(api.mentorship.sessions.start, { sessionId });
    const complete = () =>
      c.mentor.as.mutation(api.mentorship.sessions.complete, { sessionId });

    expect(await start()).toEqual({ status: "ongoing" });
    expect(sessionStatusMessage("ongoing")).toBe("Session ongoing");
    expect(await sessionRow(c.t, sessionId)).toMatchObject({
      status: "ongoing",
      started_at: expect.any(Number),
    });
    expect(await errorData(start())).toEqual(CONFLICT);
    expect(
      await errorData(
        c.mentor.as.mutation(api.mentorship.sessions.cancel, {
          sessionId,
          reason: "Changed my mind.",
        }),
      ),
    ).toEqual(CONFLICT);
    expect(await complete()).toEqual({ status: "completed" });
    expect((await mentorRow(c.t, c.mentorIds.meera))!.total_sessions).toBe(
      before + 1,
    );
    expect(await errorData(complete())).toEqual(CONFLICT);
    expect(await errorData(start())).toEqual(CONFLICT);

    // Mark Complete straight from scheduled, for a session of today.
    const other = await todaySession(c, {
      changes: { title: "Linear equations revision" },
      offsetMinutes: 60,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.complete, {
      sessionId: other,
    });
    expect((await mentorRow(c.t, c.mentorIds.meera))!.total_sessions).toBe(
      before + 2,
    );
    const stats = await c.mentor.as.query(api.mentorship.workspace.stats, {
      now: Date.now(),
    });
    expect(stats).toMatchObject({ totalSessions: 2, completed: before + 2 });
  });

  it("offer Start and Mark Complete only on the session's day; Cancel only while scheduled, with a reason", async () => {
    const c = await workspaceCast();
    const sessionId = await create(c.mentor);
    for (const fn of [
      api.mentorship.sessions.start,
      api.mentorship.sessions.complete,
    ])
      expect(await errorData(c.mentor.as.mutation(fn, { sessionId }))).toEqual(
        expect.objectContaining({
          code: "Conflict",
          message:
            "Only today's scheduled sessions can be started or marked complete.",
        }),
      );
    expect(
      await errorData(
        c.mentor.as.mutation(api.mentorship.sessions.cancel, {
          sessionId,
          reason: "  ",
        }),
      ),
    ).toEqual(invalid("Reason is required"));
    expect(
      await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
        sessionId,
        reason: "I have an exam duty that day.",
      }),
    ).toEqual({ status: "cancelled" });
    expect(await sessionRow(c.t, sessionId)).toMatchObject({
      status: "cancelled",
      cancel_reason: "I have an exam duty that day.",
    });
    for (const fn of [
      api.mentorship.sessions.start,
      api.mentorship.sessions.complete,
    ])
      expect(await errorData(c.mentor.as.mutation(fn, { sessionId }))).toEqual(
        CONFLICT,
      );
    expect(
      await errorData(
        c.mentor.as.mutation(api.mentorship.sessions.cancel, {
          sessionId,
          reason: "Again, just in case.",
        }),
      ),
    ).toEqual(CONFLICT);
    // Gone from the public page and the counts.
    expect(
      await c.t.query(api.mentorship.sessions.get, {
        sessionId,
        now: Date.now(),
      }),
    ).toBeNull();
    expect(
      await c.mentor.as.query(api.mentorship.workspace.stats, {
        now: Date.now(),
      }),
    ).toMatchObject({ totalSessions: 0, upcoming: 0 });
  });

  it("are the session's own mentor's to change: another mentor, a student, an unverified mentor and a visitor are refused", async () => {
    const c = await workspaceCast();
    const sessionId = await todaySession(c);
    for (const [fn, extra] of [
      [api.mentorship.sessions.start, {}],
      [api.mentorship.sessions.complete, {}],
      [api.mentorship.sessions.cancel, { reason: "Not my session at all." }],
    ] as const) {
      const args = { sessionId, ...extra } as {
        sessionId: typeof sessionId;
        reason: string;
      };
      expect(await errorData(c.thomas.as.mutation(fn, args))).toEqual(
        expect.objectContaining({
          code: "NotAuthorized",
          message: "This is another mentor's session.",
        }),
      );
      for (const who of [c.student, c.unverified, c.admin])
        expect(await errorData(who.as.mutation(fn, args))).toEqual(NOT_ALLOWED);
      expect(await errorData(c.t.mutation(fn, args))).toEqual(NOT_SIGNED_IN);
    }
    expect((await sessionRow(c.t, sessionId))!.status).toBe("scheduled");
  });

  it("tell every registrant when the session starts or is cancelled, and nobody else", async () => {
    const c = await workspaceCast();
    const live = await todaySession(c, { registrants: [c.student, c.diya] });
    const later = await create(c.mentor, { title: "Trigonometry basics" });
    const kabir = await createPerson(c.t, {
      email: "kabir.s@example.in",
      fullName: "Kabir Singh",
      grade: 9,
    });
    for (const who of [c.student, c.diya]) await register(who, later);
    await c.mentor.as.mutation(api.mentorship.sessions.start, {
      sessionId: live,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId: later,
      reason: "I am unwell this week.",
    });
    await c.t.finishScheduled();
    const started = await notices(c.t, "session_started");
    expect(started.map((n) => n.user_id).sort()).toEqual(
      [c.student.userId, c.diya.userId].sort(),
    );
    expect(started[0]).toMatchObject({
      title: "Your session is live",
      link: `/mentorship/sessions/${live}`,
    });
    const cancelled = await notices(c.t, "session_cancelled");
    expect(cancelled.map((n) => n.user_id).sort()).toEqual(
      [c.student.userId, c.diya.userId].sort(),
    );
    expect(cancelled[0].body).toContain("Reason: I am unwell this week.");
    expect(
      [...started, ...cancelled].some((n) => n.user_id === kabir.userId),
    ).toBe(false);
    // The registered student's page and dashboard show it live.
    const page = await c.student.as.query(api.mentorship.sessions.get, {
      sessionId: live,
      now: Date.now(),
    });
    expect(page).toMatchObject({ status: "ongoing", started: true });
    const mine = await c.student.as.query(api.mentorship.sessions.mine, {
      now: Date.now(),
    });
    expect(mine.map((s) => [s._id, s.status])).toEqual([[live, "ongoing"]]);
    expect(
      await kabir.as.query(api.mentorship.sessions.mine, { now: Date.now() }),
    ).toEqual([]);
    expect(
      await errorData(
        c.t.query(api.mentorship.sessions.mine, { now: Date.now() }),
      ),
    ).toEqual(NOT_SIGNED_IN);
  });
});
