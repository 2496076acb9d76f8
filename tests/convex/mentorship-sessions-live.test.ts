import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { stubAuthKeys } from "./fixtures/authKeys";
import { type Person } from "./fixtures/common";
import { errorData, type TestBackend } from "./harness";
import {
  MINUTE,
  HOUR,
  DAY,
  firstPage,
  NOT_ALLOWED,
  invalid,
  workspaceCast,
  WorkspaceCast,
  create,
  todaySession,
  sessionRow,
  mentorRow,
  register,
} from "./fixtures/mentorship";

// Notices mail their unsubscribe links signed with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

describe("the meeting link", () => {
  it("is shown to registered students and the mentor only, from 10 minutes before the start, and while live", async () => {
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
  async function completedWith(
    c: WorkspaceCast,
    students: Person[],
    offset = 5,
  ) {
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
    const c = await workspaceCast();
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
    const c = await workspaceCast();
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
