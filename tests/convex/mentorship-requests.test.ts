import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import {
  DEFAULT_AVAILABILITY,
  istDayStart,
} from "../../convex/mentorship/rules";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, type Person } from "./fixtures/common";
import { errorData } from "./harness";
import {
  MINUTE,
  HOUR,
  DAY,
  firstPage,
  NOT_SIGNED_IN,
  NOT_ALLOWED,
  CONFLICT,
  invalid,
  workspaceCast,
  givePro,
  create,
  sessionRow,
  notices,
} from "./fixtures/mentorship";

// Notices mail their unsubscribe links signed with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

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

describe("availability", () => {
  it("is 9:00 AM – 5:00 PM every day until saved; saving keeps every weekday and shows on the profile", async () => {
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    for (const s of students) await givePro(c.t, s.userId);
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
