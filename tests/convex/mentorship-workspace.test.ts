import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import {
  DEFAULT_AVAILABILITY,
  istDayKey,
  istDayStart,
  sessionStatusMessage,
} from "../../convex/shared/mentorshipRules";
import type { NoticeKind } from "../../convex/shared/notices";
import { stubAuthKeys } from "./authKeys";
import { createPerson, type Person } from "./fixtures";
import { mentorshipCast } from "./mentorshipFixtures";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";

// Notices mail their unsubscribe links signed with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const firstPage = (numItems = 10) => ({ numItems, cursor: null });

const NOT_SIGNED_IN = expect.objectContaining({ code: "NotAuthenticated" });
const NOT_ALLOWED = expect.objectContaining({ code: "NotAuthorized" });
const CONFLICT = expect.objectContaining({ code: "Conflict" });
const invalid = (message?: string) =>
  expect.objectContaining({
    code: "InvalidInput",
    ...(message ? { message } : {}),
  });

/** The mentorship cast, Diya in Aarav's class. */
const cast = () => mentorshipCast({ diyaGrade: 9 });
type Cast = Awaited<ReturnType<typeof cast>>;

/** Valid Create Session fields: a group session two days ahead. */
const sessionArgs = (changes: Record<string, unknown> = {}) => ({
  title: "Quadratic equations doubt clinic",
  description: "Bring your doubts on factorisation and the formula.",
  sessionType: "group" as const,
  scheduledAt: Date.now() + 2 * DAY,
  durationMinutes: 60,
  maxParticipants: 10,
  ...changes,
});

function create(who: Person, changes: Record<string, unknown> = {}) {
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
async function todaySession(
  c: Cast,
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

const sessionRow = (t: TestBackend, id: Id<"mentorship_sessions">) =>
  t.run((ctx) => ctx.db.get("mentorship_sessions", id));

const mentorRow = (t: TestBackend, id: Id<"mentors">) =>
  t.run((ctx) => ctx.db.get("mentors", id));

function notices(t: TestBackend, kind: NoticeKind) {
  return t.run(async (ctx) =>
    (await ctx.db.query("notifications").collect()).filter(
      (n) => n.kind === kind,
    ),
  );
}

const register = (who: Person, sessionId: Id<"mentorship_sessions">) =>
  who.as.mutation(api.mentorship.sessions.register, { sessionId });

/** Every weekday on, 0:00–24:00 IST: any slot fits. */
const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  enabled: true,
  startMinute: 0,
  endMinute: 1440,
}));

/** 10:00 IST, `days` days from now. */
const tenAm = (days: number) =>
  istDayStart(Date.now() + days * DAY) + 10 * HOUR;

describe("creating sessions", () => {
  it("makes a verified mentor's scheduled session: group with its places, one-on-one with one, 60 minutes by default", async () => {
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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
    const c = await cast();
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

describe("the meeting link", () => {
  it("is shown to registered students and the mentor only, from 10 minutes before the start, and while live", async () => {
    const c = await cast();
    const at = Date.now() + DAY;
    const sessionId = await create(c.mentor, {
      scheduledAt: at,
      meetingUrl: "https://us02web.zoom.us/j/4242424242",
    });
    await register(c.student, sessionId);
    const linkFor = async (who: TestBackend, now: number) =>
      (await who.query(api.mentorship.sessions.get, { sessionId, now }))!
        .meetingUrl;
    const early = at - 11 * MINUTE;
    const close = at - 9 * MINUTE;
    for (const who of [c.student.as, c.mentor.as, c.diya.as, c.t])
      expect(await linkFor(who, early)).toBeNull();
    expect(await linkFor(c.student.as, close)).toBe(
      "https://us02web.zoom.us/j/4242424242",
    );
    expect(await linkFor(c.mentor.as, close)).toBe(
      "https://us02web.zoom.us/j/4242424242",
    );
    for (const who of [c.diya.as, c.thomas.as, c.admin.as, c.t])
      expect(await linkFor(who, close)).toBeNull();
    // The cards of the upcoming list follow the same rule.
    const cards = await c.student.as.query(
      api.mentorship.sessions.listUpcoming,
      { paginationOpts: firstPage(), now: close },
    );
    expect(cards.page.find((s) => s._id === sessionId)?.meetingUrl).toBe(
      "https://us02web.zoom.us/j/4242424242",
    );
    const others = await c.diya.as.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(),
      now: close,
    });
    expect(others.page.find((s) => s._id === sessionId)?.meetingUrl).toBeNull();
    // The mentor always sees their own link in the workspace.
    const mine = await c.mentor.as.query(api.mentorship.workspace.upcoming, {
      now: Date.now(),
      paginationOpts: firstPage(),
    });
    expect(mine.page[0].meetingUrl).toBe(
      "https://us02web.zoom.us/j/4242424242",
    );
  });
});

describe("the meeting link's service", () => {
  it("is never shown when stored on a service that is not allowed", async () => {
    const c = await cast();
    const at = Date.now() + DAY;
    const sessionId = await create(c.mentor, { scheduledAt: at });
    await register(c.student, sessionId);
    await c.t.run((ctx) =>
      ctx.db.patch("mentorship_sessions", sessionId, {
        meeting_url: "https://chat.whatsapp.com/Invite123",
      }),
    );
    expect(
      (await c.student.as.query(api.mentorship.sessions.get, {
        sessionId,
        now: at,
      }))!.meetingUrl,
    ).toBeNull();
  });
});

describe("the stale-session cron", () => {
  it("completes sessions left ongoing 3 hours past their end, and counts them", async () => {
    const c = await cast();
    const base = {
      mentor_id: c.mentorIds.meera,
      title: "Left running",
      description: "The mentor forgot to mark it complete.",
      session_type: "group" as const,
      purpose: "mentorship" as const,
      duration_minutes: 60,
      max_participants: 10,
      participant_count: 0,
      status: "ongoing" as const,
    };
    const [stale, recent, scheduled] = await c.t.run(async (ctx) => [
      // Ended 1 h 5 min past the 3 hours.
      await ctx.db.insert("mentorship_sessions", {
        ...base,
        scheduled_at: Date.now() - 5 * HOUR - 5 * MINUTE,
      }),
      // Ended 1 hour ago: still within the 3 hours.
      await ctx.db.insert("mentorship_sessions", {
        ...base,
        scheduled_at: Date.now() - 2 * HOUR,
      }),
      await ctx.db.insert("mentorship_sessions", {
        ...base,
        status: "scheduled",
        scheduled_at: Date.now() - 6 * HOUR,
      }),
    ]);
    const before = (await mentorRow(c.t, c.mentorIds.meera))!.total_sessions;
    expect(
      await c.t.mutation(internal.mentorship.maintenance.completeStale, {}),
    ).toEqual({ completed: 1 });
    expect((await sessionRow(c.t, stale))!.status).toBe("completed");
    expect((await sessionRow(c.t, recent))!.status).toBe("ongoing");
    expect((await sessionRow(c.t, scheduled))!.status).toBe("scheduled");
    expect((await mentorRow(c.t, c.mentorIds.meera))!.total_sessions).toBe(
      before + 1,
    );
    expect(
      await c.t.mutation(internal.mentorship.maintenance.completeStale, {}),
    ).toEqual({ completed: 0 });
  });
});

describe("feedback", () => {
  async function completedWith(c: Cast, students: Person[], offset = 5) {
    const sessionId = await todaySession(c, {
      offsetMinutes: offset,
      registrants: students,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.complete, { sessionId });
    return sessionId;
  }
  const submit = (
    who: Person,
    sessionId: Id<"mentorship_sessions">,
    changes: Partial<{ rating: number; text: string; anonymous: boolean }> = {},
  ) =>
    who.as.mutation(api.mentorship.feedback.submit, {
      sessionId,
      rating: 5,
      text: "Very clear, thank you!",
      anonymous: false,
      ...changes,
    });

  it("is left once per registered student of a completed session, and moves the mentor's rating in the same transaction", async () => {
    const c = await cast();
    const sessionId = await completedWith(c, [c.student, c.diya]);
    const status = (who: TestBackend) =>
      who.query(api.mentorship.feedback.status, { sessionId });
    expect(await status(c.student.as)).toEqual({ state: "open" });
    expect(await status(c.t)).toEqual({ state: "notRegistered" });
    expect(await status(c.mentor.as)).toEqual({ state: "notRegistered" });

    await submit(c.student, sessionId);
    await submit(c.diya, sessionId, { rating: 4, text: "", anonymous: true });
    expect(await status(c.student.as)).toEqual({ state: "submitted" });
    expect(
      await errorData(submit(c.student, sessionId, { rating: 1 })),
    ).toEqual(
      expect.objectContaining({
        code: "Conflict",
        message: "You have already left feedback on this session.",
      }),
    );
    expect(await mentorRow(c.t, c.mentorIds.meera)).toMatchObject({
      rating_sum: 9,
      rating_count: 2,
      rating: 4.5,
    });
    const latest = await c.mentor.as.query(
      api.mentorship.workspace.feedback,
      {},
    );
    expect(latest.map((f) => [f.rating, f.studentName, f.text])).toEqual([
      [4, "Anonymous", ""],
      [5, "Aarav S.", "Very clear, thank you!"],
    ]);
    expect(
      await c.mentor.as.query(api.mentorship.workspace.stats, {
        now: Date.now(),
      }),
    ).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
  });

  it("is refused before completion, to students who had no place, to anyone but students, and out of range", async () => {
    const c = await cast();
    const open = await todaySession(c, { registrants: [c.student] });
    expect(await errorData(submit(c.student, open))).toEqual(
      expect.objectContaining({
        code: "Conflict",
        message: "Feedback opens once the session is completed.",
      }),
    );
    expect(
      await c.student.as.query(api.mentorship.feedback.status, {
        sessionId: open,
      }),
    ).toEqual({ state: "notCompleted" });
    const done = await completedWith(c, [c.student], 60);
    expect(await errorData(submit(c.diya, done))).toEqual(NOT_ALLOWED);
    for (const who of [c.mentor, c.unverified, c.admin])
      expect(await errorData(submit(who, done))).toEqual(NOT_ALLOWED);
    for (const rating of [0, 6, 4.5, NaN])
      expect(await errorData(submit(c.student, done, { rating }))).toEqual(
        invalid(),
      );
    expect(
      await errorData(submit(c.student, done, { text: "x".repeat(1_001) })),
    ).toEqual(invalid("Feedback must be at most 1000 characters"));
    expect(
      await c.t.run(
        async (ctx) =>
          (await ctx.db.query("mentorship_feedback").collect()).length,
      ),
    ).toBe(0);
  });
});

describe("availability", () => {
  it("is 9:00 AM – 5:00 PM every day until saved; saving keeps every weekday and shows on the profile", async () => {
    const c = await cast();
    const mine = () => c.mentor.as.query(api.mentorship.availability.mine, {});
    const before = await mine();
    expect(before.saved).toBe(false);
    expect(before.timezone).toBe("Asia/Kolkata");
    expect(before.days).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        enabled: true,
        ...DEFAULT_AVAILABILITY,
      })),
    );
    const days = before.days.map((d) =>
      d.weekday === 0
        ? { ...d, enabled: false }
        : d.weekday === 6
          ? { ...d, startMinute: 10 * 60, endMinute: 13 * 60 }
          : d,
    );
    await c.mentor.as.mutation(api.mentorship.availability.save, { days });
    const after = await mine();
    expect(after.saved).toBe(true);
    expect(after.days).toEqual(days);
    const profile = await c.t.query(api.mentorship.mentors.get, {
      mentorId: c.mentorIds.meera,
      now: Date.now(),
    });
    expect(profile!.availability.map((a) => a.weekday)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Every day off is a choice that stays saved.
    await c.mentor.as.mutation(api.mentorship.availability.save, {
      days: days.map((d) => ({ ...d, enabled: false })),
    });
    expect((await mine()).days.every((d) => !d.enabled)).toBe(true);
  });

  it("refuses hours that end before they start, a missing weekday, minutes past midnight, and everyone but verified mentors", async () => {
    const c = await cast();
    const save = (who: Person, days: typeof allDay) =>
      who.as.mutation(api.mentorship.availability.save, { days });
    expect(
      await errorData(
        save(
          c.mentor,
          allDay.map((d) =>
            d.weekday === 1 ? { ...d, startMinute: 600, endMinute: 540 } : d,
          ),
        ),
      ),
    ).toEqual(invalid("Monday: the end must be after the start"));
    expect(await errorData(save(c.mentor, allDay.slice(1)))).toEqual(
      invalid("Give the hours of all seven weekdays"),
    );
    expect(
      await errorData(
        save(
          c.mentor,
          allDay.map((d) => (d.weekday === 2 ? { ...d, endMinute: 1441 } : d)),
        ),
      ),
    ).toEqual(invalid());
    expect(
      await errorData(
        save(
          c.mentor,
          allDay.map((d) => ({ ...d, weekday: 1 })),
        ),
      ),
    ).toEqual(invalid("Each weekday once"));
    for (const who of [c.student, c.unverified])
      expect(await errorData(save(who, allDay))).toEqual(NOT_ALLOWED);
    expect(
      await errorData(c.t.query(api.mentorship.availability.mine, {})),
    ).toEqual(NOT_SIGNED_IN);
  });
});

describe("1-on-1 requests", () => {
  const ask = (
    who: Person,
    mentorId: Id<"mentors">,
    changes: Record<string, unknown> = {},
  ) =>
    who.as.mutation(api.mentorship.requests.create, {
      mentorId,
      purpose: "doubt",
      scheduledAt: tenAm(3),
      durationMinutes: 30,
      message: "I am stuck on linear equations in two variables.",
      ...changes,
    } as never);

  it("go from a student's request in the mentor's hours to a scheduled one-on-one session, both sides told", async () => {
    const c = await cast();
    await c.mentor.as.mutation(api.mentorship.availability.save, {
      days: allDay.map((d) => ({
        ...d,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    });
    const requestId = await ask(c.student, c.mentorIds.meera);
    await c.t.finishScheduled();
    const received = await notices(c.t, "session_request_received");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      user_id: c.mentor.userId,
      link: "/teacher-dashboard?tab=pending",
    });
    expect(received[0].body).toContain("Aarav S.");

    const pending = await c.mentor.as.query(
      api.mentorship.requests.pendingForMe,
      { now: Date.now(), paginationOpts: firstPage() },
    );
    expect(pending.page).toEqual([
      expect.objectContaining({
        _id: requestId,
        purpose: "doubt",
        scheduledAt: tenAm(3),
        durationMinutes: 30,
        studentName: "Aarav S.",
        status: "pending",
      }),
    ]);
    // Another mentor cannot answer it.
    expect(
      await errorData(
        c.thomas.as.mutation(api.mentorship.requests.accept, { requestId }),
      ),
    ).toEqual(NOT_ALLOWED);

    const sessionId = await c.mentor.as.mutation(
      api.mentorship.requests.accept,
      { requestId },
    );
    expect(await sessionRow(c.t, sessionId)).toMatchObject({
      mentor_id: c.mentorIds.meera,
      session_type: "one-on-one",
      purpose: "doubt",
      scheduled_at: tenAm(3),
      duration_minutes: 30,
      max_participants: 1,
      participant_count: 1,
      status: "scheduled",
    });
    const card = await c.student.as.query(api.mentorship.sessions.get, {
      sessionId,
      now: Date.now(),
    });
    expect(card).toMatchObject({ registered: true, full: true });
    expect(
      await errorData(
        c.mentor.as.mutation(api.mentorship.requests.accept, { requestId }),
      ),
    ).toEqual(CONFLICT);
    await c.t.finishScheduled();
    const answered = await notices(c.t, "session_request_answered");
    expect(answered).toEqual([
      expect.objectContaining({
        user_id: c.student.userId,
        title: "Your 1-on-1 request was accepted",
        link: `/mentorship/sessions/${sessionId}`,
      }),
    ]);
    const upcoming = await c.mentor.as.query(
      api.mentorship.workspace.upcoming,
      {
        now: Date.now(),
        paginationOpts: firstPage(),
      },
    );
    expect(upcoming.page[0]).toMatchObject({
      _id: sessionId,
      studentName: "Aarav S.",
      participantCount: 1,
    });
    const mine = await c.student.as.query(api.mentorship.requests.mine, {
      paginationOpts: firstPage(),
    });
    expect(mine.page[0]).toMatchObject({
      status: "accepted",
      sessionId,
      mentor: { _id: c.mentorIds.meera, fullName: "Meera Iyer" },
    });
    // The slot is now booked: a new request for it is refused.
    expect(await errorData(ask(c.diya, c.mentorIds.meera))).toEqual(CONFLICT);
  });

  it("are declined with a reason, or withdrawn by their student", async () => {
    const c = await cast();
    await c.mentor.as.mutation(api.mentorship.availability.save, {
      days: allDay,
    });
    const requestId = await ask(c.student, c.mentorIds.meera);
    const decline = (reason: string) =>
      c.mentor.as.mutation(api.mentorship.requests.decline, {
        requestId,
        reason,
      });
    expect(await errorData(decline(""))).toEqual(invalid("Reason is required"));
    await decline("I am travelling that week.");
    expect(await errorData(decline("And again."))).toEqual(CONFLICT);
    await c.t.finishScheduled();
    const [told] = await notices(c.t, "session_request_answered");
    expect(told).toMatchObject({
      user_id: c.student.userId,
      title: "Your 1-on-1 request was declined",
    });
    expect(told.body).toContain("Reason: I am travelling that week.");

    const second = await ask(c.student, c.mentorIds.meera, {
      scheduledAt: tenAm(4),
    });
    expect(
      await errorData(
        c.diya.as.mutation(api.mentorship.requests.withdraw, {
          requestId: second,
        }),
      ),
    ).toEqual(NOT_ALLOWED);
    await c.student.as.mutation(api.mentorship.requests.withdraw, {
      requestId: second,
    });
    const mine = await c.student.as.query(api.mentorship.requests.mine, {
      paginationOpts: firstPage(),
    });
    expect(mine.page.map((r) => [r.status, r.declineReason])).toEqual([
      ["withdrawn", null],
      ["declined", "I am travelling that week."],
    ]);
    expect(
      (
        await c.mentor.as.query(api.mentorship.requests.pendingForMe, {
          now: Date.now(),
          paginationOpts: firstPage(),
        })
      ).page,
    ).toEqual([]);
  });

  it("must fall inside the mentor's saved hours, in the future, to a verified mentor, one pending at a time", async () => {
    const c = await cast();
    // Nothing saved yet: no hours to request.
    expect(await errorData(ask(c.student, c.mentorIds.meera))).toEqual(
      invalid("Choose a time inside the mentor's available hours (IST)."),
    );
    await c.mentor.as.mutation(api.mentorship.availability.save, {
      days: allDay.map((d) => ({
        ...d,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    });
    for (const scheduledAt of [
      tenAm(3) - 2 * HOUR, // 8:00, before the hours
      istDayStart(Date.now() + 3 * DAY) + 16 * HOUR + 45 * MINUTE, // ends 17:15
    ])
      expect(
        await errorData(ask(c.student, c.mentorIds.meera, { scheduledAt })),
      ).toEqual(
        invalid("Choose a time inside the mentor's available hours (IST)."),
      );
    expect(
      await errorData(
        ask(c.student, c.mentorIds.meera, { scheduledAt: Date.now() - DAY }),
      ),
    ).toEqual(invalid("The session must start in the future"));
    expect(
      await errorData(
        ask(c.student, c.mentorIds.meera, { durationMinutes: 0 }),
      ),
    ).toEqual(invalid());
    const unverifiedRow = await c.t.run((ctx) =>
      ctx.db.insert("mentors", {
        user_id: c.unverified.userId,
        full_name: "Arjun Rao",
        qualification: "B.Sc.",
        bio: "Waiting for review.",
        rating: 0,
        rating_sum: 0,
        rating_count: 0,
        total_sessions: 0,
        experience_years: 2,
        expertise: ["Chemistry"],
        is_verified: false,
        is_volunteer: true,
      }),
    );
    expect(await errorData(ask(c.student, unverifiedRow))).toEqual(
      expect.objectContaining({ code: "NotFound" }),
    );
    await ask(c.student, c.mentorIds.meera);
    expect(
      await errorData(
        ask(c.student, c.mentorIds.meera, { scheduledAt: tenAm(5) }),
      ),
    ).toEqual(CONFLICT);
    for (const who of [c.mentor, c.unverified, c.admin])
      expect(await errorData(ask(who, c.mentorIds.meera))).toEqual(NOT_ALLOWED);
    expect(
      await errorData(
        c.student.as.query(api.mentorship.requests.pendingForMe, {
          now: Date.now(),
          paginationOpts: firstPage(),
        }),
      ),
    ).toEqual(NOT_ALLOWED);
  });

  it("never book one slot twice: of 10 accepts and 10 creates at once, exactly one wins", async () => {
    const c = await cast();
    await c.mentor.as.mutation(api.mentorship.availability.save, {
      days: allDay,
    });
    const slot = tenAm(6);
    const students: Person[] = [];
    for (let i = 0; i < 10; i++)
      students.push(
        await createPerson(c.t, {
          email: `racer${i}@example.in`,
          fullName: `Racer Number${i}`,
          grade: 9,
        }),
      );
    const requestIds = [];
    for (const s of students)
      requestIds.push(await ask(s, c.mentorIds.meera, { scheduledAt: slot }));
    const outcomes = await Promise.all(
      [
        ...requestIds.map((requestId) =>
          c.mentor.as.mutation(api.mentorship.requests.accept, { requestId }),
        ),
        ...students.map((_, i) =>
          create(c.mentor, {
            title: `Competing session ${i}`,
            scheduledAt: slot + (i % 3) * 10 * MINUTE,
            durationMinutes: 30,
          }),
        ),
      ].map((call) =>
        call.then(
          () => "booked" as const,
          (e: unknown) =>
            e instanceof ConvexError &&
            (e.data as { code?: string }).code === "Conflict"
              ? ("conflict" as const)
              : e,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "booked")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "conflict")).toHaveLength(19);
    const sessions = await c.t.run(async (ctx) =>
      (await ctx.db.query("mentorship_sessions").collect()).filter(
        (s: Doc<"mentorship_sessions">) => s.status !== "cancelled",
      ),
    );
    expect(sessions).toHaveLength(1);
    expect(
      await c.mentor.as.query(api.mentorship.workspace.stats, {
        now: Date.now(),
      }),
    ).toMatchObject({ totalSessions: 1 });
  }, 60_000);
});

describe("the mentor's workspace", () => {
  it("shows the stat cards and Quick Stats from the counters and bounded reads", async () => {
    const c = await cast();
    const live = await todaySession(c, { registrants: [c.student] });
    const a = await create(c.mentor, { scheduledAt: Date.now() + 2 * DAY });
    const b = await create(c.mentor, {
      scheduledAt: Date.now() + 3 * DAY,
      title: "Probability warm-up",
    });
    await create(c.thomas, { scheduledAt: Date.now() + 2 * DAY });
    await register(c.student, a);
    await register(c.diya, a);
    await register(c.diya, b);
    await c.diya.as.mutation(api.mentorship.sessions.cancelRegistration, {
      sessionId: b,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.complete, {
      sessionId: live,
    });
    const now = Date.now();
    const stats = await c.mentor.as.query(api.mentorship.workspace.stats, {
      now,
    });
    expect(stats).toMatchObject({
      totalSessions: 3,
      completed: 1,
      upcoming: 2,
      averageRating: 0,
      ratingCount: 0,
      totalStudents: 2,
      todaySessions: 1,
      activeStudents: 2,
    });
    expect(stats.weekSessions).toBeGreaterThanOrEqual(1);
    expect(stats.weekSessions).toBeLessThanOrEqual(3);

    const today = await c.mentor.as.query(api.mentorship.workspace.today, {
      now,
    });
    expect(today.map((s) => [s._id, s.status])).toEqual([[live, "completed"]]);
    const upcoming = await c.mentor.as.query(
      api.mentorship.workspace.upcoming,
      {
        now,
        paginationOpts: firstPage(),
      },
    );
    expect(upcoming.page.map((s) => [s._id, s.participantCount])).toEqual([
      [a, 2],
      [b, 0],
    ]);
    const past = await c.mentor.as.query(api.mentorship.workspace.past, {
      paginationOpts: firstPage(),
    });
    expect(past.page.map((s) => s._id)).toEqual([live]);
    const aAt = (await sessionRow(c.t, a))!.scheduled_at;
    const day = await c.mentor.as.query(api.mentorship.workspace.onDay, {
      dayStart: istDayStart(aAt),
      dayEnd: istDayStart(aAt) + DAY,
    });
    expect(day.map((s) => s._id)).toEqual([a]);
    const booked = await c.mentor.as.query(
      api.mentorship.workspace.bookedDays,
      { from: istDayStart(now), to: istDayStart(now) + 30 * DAY },
    );
    expect(booked).toEqual(
      [
        istDayKey((await sessionRow(c.t, live))!.scheduled_at),
        istDayKey(aAt),
        istDayKey((await sessionRow(c.t, b))!.scheduled_at),
      ].sort(),
    );
    // Each mentor sees only their own.
    const thomas = await c.thomas.as.query(api.mentorship.workspace.stats, {
      now,
    });
    expect(thomas).toMatchObject({ totalSessions: 1, totalStudents: 0 });
  });

  it("highlights every booked day of a busy range (past 500 sessions), not a day of cancelled ones only", async () => {
    const c = await cast();
    const from = istDayStart(Date.now()) + 2 * DAY;
    const at = (day: number, minutes: number) =>
      from + day * DAY + 3 * HOUR + minutes * MINUTE;
    // Day 0: 600 sessions (more than the old read of 500 in all); day 1 only
    // cancelled ones; day 2 a cancelled one before a scheduled one; day 3 a
    // completed one, day 4 an ongoing one, day 6 one of another mentor's.
    type Status = Doc<"mentorship_sessions">["status"];
    const plan: (readonly [number, number, Status])[] = [
      ...Array.from({ length: 600 }, (_, i) => [0, i, "scheduled"] as const),
      [1, 0, "cancelled"],
      [1, 30, "cancelled"],
      [2, 0, "cancelled"],
      [2, 30, "scheduled"],
      [3, 0, "completed"],
      [4, 0, "ongoing"],
    ];
    await c.t.run(async (ctx) => {
      const row = (
        mentorId: Id<"mentors">,
        scheduledAt: number,
        status: Doc<"mentorship_sessions">["status"],
      ) =>
        ctx.db.insert("mentorship_sessions", {
          mentor_id: mentorId,
          title: "Busy day session",
          description: "One of many sessions in a busy range.",
          session_type: "group",
          purpose: "mentorship",
          scheduled_at: scheduledAt,
          duration_minutes: 15,
          max_participants: 10,
          participant_count: 0,
          status,
        });
      for (const [day, minutes, status] of plan)
        await row(c.mentorIds.meera, at(day, minutes), status);
      await row(c.mentorIds.thomas, at(6, 0), "scheduled");
    });
    const booked = await c.mentor.as.query(
      api.mentorship.workspace.bookedDays,
      { from, to: from + 42 * DAY },
    );
    expect(booked).toEqual([0, 2, 3, 4].map((d) => istDayKey(at(d, 0))));
    // A range that starts inside a booked day, and one that ends before it.
    expect(
      await c.mentor.as.query(api.mentorship.workspace.bookedDays, {
        from: at(2, 15),
        to: at(4, 0),
      }),
    ).toEqual([2, 3].map((d) => istDayKey(at(d, 0))));
    expect(
      await c.thomas.as.query(api.mentorship.workspace.bookedDays, {
        from,
        to: from + 42 * DAY,
      }),
    ).toEqual([istDayKey(at(6, 0))]);
  });

  it("is refused to students, unverified mentors, staff and visitors; bad ranges and clocks are refused", async () => {
    const c = await cast();
    const now = Date.now();
    const calls = [
      [api.mentorship.workspace.stats, { now }],
      [api.mentorship.workspace.today, { now }],
      [api.mentorship.workspace.upcoming, { now, paginationOpts: firstPage() }],
      [api.mentorship.workspace.past, { paginationOpts: firstPage() }],
      [api.mentorship.workspace.onDay, { dayStart: now, dayEnd: now + DAY }],
      [api.mentorship.workspace.bookedDays, { from: now, to: now + DAY }],
      [api.mentorship.workspace.feedback, {}],
    ] as const;
    for (const [fn, args] of calls) {
      for (const who of [c.student, c.unverified, c.moderator])
        expect(
          await errorData(who.as.query(fn as never, args as never)),
        ).toEqual(NOT_ALLOWED);
      expect(await errorData(c.t.query(fn as never, args as never))).toEqual(
        NOT_SIGNED_IN,
      );
    }
    expect(
      await errorData(
        c.mentor.as.query(api.mentorship.workspace.bookedDays, {
          from: now,
          to: now + 60 * DAY,
        }),
      ),
    ).toEqual(invalid());
    expect(
      await errorData(
        c.mentor.as.query(api.mentorship.workspace.onDay, {
          dayStart: now,
          dayEnd: now - DAY,
        }),
      ),
    ).toEqual(invalid());
    expect(
      await errorData(
        c.mentor.as.query(api.mentorship.workspace.stats, {
          now: now + 10 * DAY,
        }),
      ),
    ).toEqual(invalid());
  });
});
