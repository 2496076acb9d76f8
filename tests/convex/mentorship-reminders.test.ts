import { describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { FAN_OUT_BATCH } from "../../convex/lib/notify";
import { istDayStart } from "../../convex/mentorship/rules";
import * as clock from "./fixtures/fakeClock";
import { createPerson, people, type Person } from "./fixtures/common";
import { givePro } from "./fixtures/mentorship";

clock.useFakeClock();

type T = clock.ClockBackend;

async function cast() {
  const { t, b } = clock.newBackend();
  const mentor = await createPerson(b, people.meera);
  const aarav = await createPerson(b, people.aarav);
  const diya = await createPerson(b, people.diya);
  // Pro, so no plan limit stands in the way.
  for (const who of [aarav, diya])
    await givePro(b as unknown as Parameters<typeof givePro>[0], who.userId);
  return { t, mentor, aarav, diya };
}

async function createSession(
  mentor: Person,
  scheduledAt = Date.now() + clock.DAY,
) {
  return mentor.as.mutation(api.mentorship.sessions.create, {
    title: "Quadratic equations doubt clinic",
    description: "Bring your doubts on factorisation and the formula.",
    sessionType: "group",
    scheduledAt,
    durationMinutes: 60,
    maxParticipants: 10,
  });
}

const register = (who: Person, sessionId: Id<"mentorship_sessions">) =>
  who.as.mutation(api.mentorship.sessions.register, { sessionId });

const reminderJobs = (t: T) =>
  clock.jobsNamed(t, "mentorship/sessionNotices:remind");

const sessionRow = (t: T, id: Id<"mentorship_sessions">) =>
  t.run((ctx) => ctx.db.get("mentorship_sessions", id));

describe("the 1-hour session reminder", () => {
  it("is one job per session, scheduled by the first registration, and tells each registrant once an hour before", async () => {
    const { t, mentor, aarav, diya } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const sessionId = await createSession(mentor, scheduledAt);
    expect(await reminderJobs(t)).toEqual([]);
    await register(aarav, sessionId);
    await register(diya, sessionId);
    const jobs = await reminderJobs(t);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      scheduledTime: scheduledAt - clock.HOUR,
      state: { kind: "pending" },
      args: [{ sessionId, scheduledAt, cursor: null }],
    });
    expect((await sessionRow(t, sessionId))?.reminder_job).toBe(jobs[0]._id);

    await clock.runUntil(t, scheduledAt - clock.HOUR - clock.MINUTE);
    expect(await clock.notices(t, "session_reminder")).toEqual([]);
    await clock.runUntil(t, scheduledAt - clock.HOUR);
    const told = await clock.notices(t, "session_reminder");
    expect(told.map((n) => n.user_id).sort()).toEqual(
      [aarav.userId, diya.userId].sort(),
    );
    expect(told[0]).toMatchObject({
      title: "Session starts in 1 hour",
      link: `/mentorship/sessions/${sessionId}`,
      subject_table: "mentorship_sessions",
    });
    // Students get this one by mail too (reminders are minors' one mail).
    await clock.runDue(t);
    const mails = await t.run((ctx) => ctx.db.query("email_outbox").collect());
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect((await sessionRow(t, sessionId))?.reminder_job).toBeUndefined();
  });

  it("is never scheduled for a session within the hour, and goes when the last registrant leaves", async () => {
    const { t, mentor, aarav, diya } = await cast();
    const soon = await createSession(mentor, Date.now() + 30 * clock.MINUTE);
    await register(aarav, soon);
    expect(await reminderJobs(t)).toEqual([]);

    const later = await createSession(mentor, Date.now() + 2 * clock.DAY);
    await register(aarav, later);
    await register(diya, later);
    await aarav.as.mutation(api.mentorship.sessions.cancelRegistration, {
      sessionId: later,
    });
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "pending",
    ]);
    await diya.as.mutation(api.mentorship.sessions.cancelRegistration, {
      sessionId: later,
    });
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    expect((await sessionRow(t, later))?.reminder_job).toBeUndefined();
  });

  it("is cancelled with the session, whose registrants are told instead, with the reason", async () => {
    const { t, mentor, aarav, diya } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const sessionId = await createSession(mentor, scheduledAt);
    await register(aarav, sessionId);
    await mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId,
      reason: "I have an exam duty that day.",
    });
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    await clock.runUntil(t, scheduledAt);
    expect(await clock.notices(t, "session_reminder")).toEqual([]);
    const told = await clock.notices(t, "session_cancelled");
    expect(told.map((n) => n.user_id)).toEqual([aarav.userId]);
    expect(told[0].body).toContain("Reason: I have an exam duty that day.");
    expect(told.some((n) => n.user_id === diya.userId)).toBe(false);
    // The inbox says what became of a reminder's session.
    const page = await aarav.as.query(api.notifications.inbox.list, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page[0].kind).toBe("session_cancelled");
  });

  it("is scheduled when a 1-on-1 request is accepted", async () => {
    const { t, mentor, aarav } = await cast();
    await mentor.as.mutation(api.mentorship.availability.save, {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        enabled: true,
        startMinute: 0,
        endMinute: 1440,
      })),
    });
    const scheduledAt =
      istDayStart(Date.now() + 3 * clock.DAY) + 10 * clock.HOUR;
    const requestId = await aarav.as.mutation(api.mentorship.requests.create, {
      mentorId: (await t.run((ctx) =>
        ctx.db
          .query("mentors")
          .withIndex("by_user_id", (q) => q.eq("user_id", mentor.userId))
          .unique(),
      ))!._id,
      purpose: "mentorship",
      scheduledAt,
      durationMinutes: 30,
    });
    const sessionId = await mentor.as.mutation(api.mentorship.requests.accept, {
      requestId,
    });
    const [job] = await reminderJobs(t);
    expect(job).toMatchObject({
      scheduledTime: scheduledAt - clock.HOUR,
      args: [{ sessionId, scheduledAt, cursor: null }],
    });
    await clock.runUntil(t, scheduledAt - clock.HOUR);
    expect(
      (await clock.notices(t, "session_reminder")).map((n) => n.user_id),
    ).toEqual([aarav.userId]);
  });
});

describe("the start of a session", () => {
  it("tells 250 registrants in batches of at most 100, each its own mutation, each once", async () => {
    const { t, mentor } = await cast();
    // Today in IST, a little later (or just begun when the day is ending).
    const soon = Date.now() + 5 * clock.MINUTE;
    const sameDay = istDayStart(soon) === istDayStart(Date.now());
    const sessionId = await createSession(
      mentor,
      sameDay ? soon : Date.now() + clock.DAY,
    );
    const registrants = 250;
    await t.run(async (ctx) => {
      for (let i = 0; i < registrants; i++) {
        const userId = await createUserWithProfile(ctx, {
          email: `student${i}@example.in`,
          fullName: `Student ${i}`,
          role: "student",
          consent: "given",
          grade: 9,
        });
        await ctx.db.insert("session_participants", {
          session_id: sessionId,
          student_id: userId,
          status: "registered",
        });
      }
      await ctx.db.patch("mentorship_sessions", sessionId, {
        max_participants: registrants,
        participant_count: registrants,
        ...(sameDay ? {} : { scheduled_at: Date.now() - 5 * clock.MINUTE }),
      });
    });
    await mentor.as.mutation(api.mentorship.sessions.start, { sessionId });
    expect(await clock.notices(t, "session_started")).toHaveLength(0);

    const perBatch: number[] = [];
    let told = 0;
    for (let step = 0; step < 20; step++) {
      vi.advanceTimersByTime(0);
      await t.finishInProgressScheduledFunctions();
      const now = (await clock.notices(t, "session_started")).length;
      if (now === told) break;
      perBatch.push(now - told);
      told = now;
    }
    expect(told).toBe(registrants);
    expect(perBatch.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perBatch)).toBeLessThanOrEqual(FAN_OUT_BATCH);
    const users = new Set(
      (await clock.notices(t, "session_started")).map((n) => n.user_id),
    );
    expect(users.size).toBe(registrants);
  });

  it("before the reminder is due leaves the reminder nothing to say", async () => {
    const { t, mentor, aarav } = await cast();
    const soon = Date.now() + 5 * clock.MINUTE;
    if (istDayStart(soon) !== istDayStart(Date.now())) return;
    // A session later today, registered for while the reminder was still ahead.
    const scheduledAt = Math.min(
      Date.now() + 3 * clock.HOUR,
      istDayStart(Date.now()) + clock.DAY - 30 * clock.MINUTE,
    );
    if (scheduledAt - clock.HOUR <= Date.now()) return;
    const sessionId = await createSession(mentor, scheduledAt);
    await register(aarav, sessionId);
    await mentor.as.mutation(api.mentorship.sessions.start, { sessionId });
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    await clock.runUntil(t, scheduledAt);
    expect(await clock.notices(t, "session_reminder")).toEqual([]);
    expect(
      (await clock.notices(t, "session_started")).map((n) => n.user_id),
    ).toEqual([aarav.userId]);
  });
});
