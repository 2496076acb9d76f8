import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import { istDayKey, istDayStart } from "../../convex/mentorship/rules";
import {
  insertMentorStudent,
  insertSession,
} from "../../convex/mentorship/model/workspaceCounts";

type SessionStatus = Doc<"mentorship_sessions">["status"];
import { stubAuthKeys } from "./fixtures/authKeys";
import { errorData } from "./harness";
import {
  MINUTE,
  HOUR,
  DAY,
  firstPage,
  NOT_SIGNED_IN,
  NOT_ALLOWED,
  invalid,
  workspaceCast,
  create,
  todaySession,
  sessionRow,
  register,
} from "./fixtures/mentorship";

// Notices mail their unsubscribe links signed with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

describe("the mentor's workspace", () => {
  it("shows the stat cards and Quick Stats from the counters and bounded reads", async () => {
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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

  it("counts upcoming and today's sessions and active students exactly past 500, and follows a cancellation", async () => {
    const c = await workspaceCast();
    const now = Date.now();
    const todayStart = istDayStart(now);
    // 520 upcoming sessions from two days ahead, 510 completed ones earlier
    // today, 3 called off; 505 students active this month, 4 not since.
    type Ctx = Parameters<Parameters<typeof c.t.run>[0]>[0];
    // In transactions of 100 rows: each insert also moves the aggregates,
    // and one transaction may make at most 4,096 reads.
    const inBatches = async <T extends string | null>(
      count: number,
      make: (ctx: Ctx, i: number) => Promise<T>,
    ) => {
      const out: T[] = [];
      for (let from = 0; from < count; from += 100)
        out.push(
          ...(await c.t.run(async (ctx) => {
            const made: T[] = [];
            for (let i = from; i < Math.min(count, from + 100); i++)
              made.push(await make(ctx, i));
            return made;
          })),
        );
      return out;
    };
    const session = (ctx: Ctx, scheduledAt: number, status: SessionStatus) =>
      insertSession(ctx, {
        mentor_id: c.mentorIds.meera,
        title: "Busy mentor session",
        description: "One of many sessions of a busy mentor.",
        session_type: "group",
        purpose: "mentorship",
        scheduled_at: scheduledAt,
        duration_minutes: 15,
        max_participants: 10,
        participant_count: 0,
        status,
      });
    const upcoming = await inBatches(520, (ctx, i) =>
      session(ctx, now + 2 * DAY + i * MINUTE, "scheduled"),
    );
    await inBatches(510, (ctx, i) =>
      session(ctx, todayStart + (i % 60) * 1_000, "completed"),
    );
    await inBatches(3, (ctx, i) =>
      session(ctx, now + 3 * DAY + i * MINUTE, "cancelled"),
    );
    await inBatches(509, async (ctx, i) => {
      await insertMentorStudent(ctx, {
        mentor_id: c.mentorIds.meera,
        student_id: await ctx.db.insert("users", {}),
        session_count: 1,
        last_session_at: i < 505 ? now - (i % 20) * DAY : now - 40 * DAY,
      });
      return null;
    });
    expect(
      await c.mentor.as.query(api.mentorship.workspace.stats, { now }),
    ).toMatchObject({
      upcoming: 520,
      todaySessions: 510,
      activeStudents: 505,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId: upcoming[0],
      reason: "The mentor is unwell this week, sorry.",
    });
    expect(
      await c.mentor.as.query(api.mentorship.workspace.stats, { now }),
    ).toMatchObject({ upcoming: 519, todaySessions: 510, activeStudents: 505 });
    // Another mentor's counts are their own.
    expect(
      await c.thomas.as.query(api.mentorship.workspace.stats, { now }),
    ).toMatchObject({ upcoming: 0, todaySessions: 0, activeStudents: 0 });
    // 1,542 rows written through the product's functions: seconds of work on
    // a 2-core machine, not a wait.
  }, 30_000);

  it("is refused to students, unverified mentors, staff and visitors; bad ranges and clocks are refused", async () => {
    const c = await workspaceCast();
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
