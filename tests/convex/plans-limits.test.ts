import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { istDayStart } from "../../convex/mentorship/rules";
import { istMonth, nextIstMonthStart } from "../../convex/pricing/rules";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, type Person } from "./fixtures/common";
import { CATALOGUE, setup, testOf } from "./fixtures/learning";
import {
  insertSession,
  workspaceCast,
  type WorkspaceCast,
} from "./fixtures/mentorship";
import { TARGET, errorData, type TestBackend } from "./harness";
import { newBackend as newConvexTest } from "./setup";

const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

/** Gives `userId` a plan until a month from now (tests only). */
function givePlan(
  t: TestBackend,
  userId: Id<"users">,
  plan: "premium" | "pro",
) {
  return t.run(async (ctx) => {
    await ctx.db.insert("subscriptions", {
      user_id: userId,
      plan_key: plan,
      status: "active",
      started_at: Date.now(),
      current_period_end: Date.now() + 30 * DAY,
    });
  });
}

/** Starts a test and submits it, so the next start is a new attempt. */
async function sitTest(student: Person, testId: Id<"tests">) {
  const attemptId = await student.as.mutation(api.learning.mockTests.start, {
    testId,
  });
  await student.as.mutation(api.learning.mockTests.submit, { attemptId });
}

const attemptsOf = (t: TestBackend, userId: Id<"users">) =>
  t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("test_attempts")
          .withIndex("by_user_id_and_status", (q) => q.eq("user_id", userId))
          .collect()
      ).length,
  );

/** Meera takes requests at any hour of every day. */
const openAllWeek = (c: WorkspaceCast) =>
  c.mentor.as.mutation(api.mentorship.availability.save, {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      enabled: true,
      startMinute: 0,
      endMinute: 1440,
    })),
  });

/** A student of the test's own, on Free (the cast's students have Pro). */
const newStudent = (c: WorkspaceCast) =>
  createPerson(c.t, { email: "neha@example.in", fullName: "Neha Kulkarni" });

const FREE_TESTS_USED =
  "You have used all 5 tests of your Free plan this month. Premium lifts this: see Pricing for the free trial and plans.";

describe("tests a Free student may start in a month", () => {
  it("are 5: the 6th is refused in words that name the plan that lifts it, writing nothing", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const full = await testOf(t, "full");
    for (let i = 0; i < 5; i++)
      await sitTest(student, (i % 2 ? chapter : full)._id);
    const mine = await student.as.query(api.pricing.account.mine, {});
    expect(mine?.forStudents && mine.usage[0]).toEqual({
      limit: "testsPerMonth",
      used: 5,
      allowed: 5,
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.start, {
          testId: chapter._id,
        }),
      ),
    ).toEqual({ code: "NotAuthorized", message: FREE_TESTS_USED });
    expect(await attemptsOf(t, student.userId)).toBe(5);

    // A plan without a test limit lifts it; another student's count is their own.
    await givePlan(t, student.userId, "premium");
    await sitTest(student, chapter._id);
  });

  it("counts a test resumed while it runs once", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    for (let i = 0; i < 6; i++)
      await student.as.mutation(api.learning.mockTests.start, {
        testId: chapter._id,
      });
    const mine = await student.as.query(api.pricing.account.mine, {});
    expect(mine?.forStudents && mine.usage[0].used).toBe(1);
    expect(await attemptsOf(t, student.userId)).toBe(1);
  });

  it("starts again at midnight IST on the 1st", () => {
    const lastMinute = Date.UTC(2026, 10, 30, 18, 29); // 23:59 IST, 30 Nov
    expect(istMonth(lastMinute)).toBe("2026-11");
    expect(istMonth(lastMinute + 60_000)).toBe("2026-12");
    expect(nextIstMonthStart(lastMinute)).toBe(Date.UTC(2026, 10, 30, 18, 30));
    expect(istMonth(Date.UTC(2026, 11, 31, 18, 30))).toBe("2027-01");
  });

  it.skipIf(TARGET === "local")(
    "lets the 6th test start once the IST month has turned",
    async () => {
      vi.useFakeTimers();
      try {
        vi.setSystemTime(Date.UTC(2026, 10, 30, 18, 0)); // 23:30 IST, 30 Nov
        const t = newConvexTest();
        const b = t as unknown as TestBackend;
        await t.run((ctx) => seedCatalogueClass(ctx, 9, CATALOGUE));
        const neha = await createPerson(b, {
          email: "neha@example.in",
          fullName: "Neha Kulkarni",
        });
        const chapter = await testOf(b, "chapter");
        for (let i = 0; i < 5; i++) await sitTest(neha, chapter._id);
        vi.setSystemTime(Date.UTC(2026, 10, 30, 18, 29, 30)); // 23:59:30 IST
        expect(
          await errorData(
            neha.as.mutation(api.learning.mockTests.start, {
              testId: chapter._id,
            }),
          ),
        ).toEqual({ code: "NotAuthorized", message: FREE_TESTS_USED });
        vi.setSystemTime(Date.UTC(2026, 10, 30, 18, 30)); // 00:00 IST, 1 Dec
        await sitTest(neha, chapter._id);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe("group sessions a student may join in a month", () => {
  it("are none on Free, 5 doubt sessions on Premium, and a place given back is not counted", async () => {
    const c = await workspaceCast();
    // A student of their own: the cast's students have Pro.
    const neha = await newStudent(c);
    const sessions = [];
    for (let i = 0; i < 7; i++)
      sessions.push(
        await insertSession(c.t, c.mentorIds.meera, {
          scheduled_at: Date.now() + DAY + i * HOUR,
        }),
      );
    const register = (sessionId: Id<"mentorship_sessions">) =>
      neha.as.mutation(api.mentorship.sessions.register, { sessionId });
    expect(await errorData(register(sessions[0]))).toEqual({
      code: "NotAuthorized",
      message:
        "Live doubt sessions come with Premium. See Pricing for the free trial and plans.",
    });
    await givePlan(c.t, neha.userId, "premium");
    for (const id of sessions.slice(0, 5)) await register(id);
    expect(await errorData(register(sessions[5]))).toEqual({
      code: "NotAuthorized",
      message:
        "You have used all 5 live doubt sessions of your Premium plan this month. Pro lifts this: see Pricing for the free trial and plans.",
    });
    const places = await c.t.run(
      async (ctx) =>
        (await ctx.db.query("session_participants").collect()).length,
    );
    expect(places).toBe(5);
    await neha.as.mutation(api.mentorship.sessions.cancelRegistration, {
      sessionId: sessions[0],
    });
    await register(sessions[5]);

    // Other live sessions are Pro's; Pro has no limit.
    const live = await insertSession(c.t, c.mentorIds.meera, {
      purpose: "mentorship",
      scheduled_at: Date.now() + 2 * DAY,
    });
    expect(await errorData(register(live))).toEqual({
      code: "NotAuthorized",
      message:
        "Live sessions come with Pro. See Pricing for the free trial and plans.",
    });
    await givePlan(c.t, neha.userId, "pro");
    await register(live);
    await register(sessions[6]);
  });
});

describe("1-on-1 minutes a student may request in a month", () => {
  it("are Pro's 120: the request that would pass them is refused, writing nothing", async () => {
    const c = await workspaceCast();
    await openAllWeek(c);
    const neha = await newStudent(c);
    const ask = (days: number, who: Person = neha) =>
      who.as.mutation(api.mentorship.requests.create, {
        mentorId: c.mentorIds.meera,
        purpose: "doubt",
        scheduledAt: istDayStart(Date.now() + days * DAY) + 10 * HOUR,
        durationMinutes: 60,
        message: "I am stuck on linear equations in two variables.",
      });
    expect(await errorData(ask(3))).toEqual({
      code: "NotAuthorized",
      message:
        "1-on-1 mentoring comes with Pro. See Pricing for the free trial and plans.",
    });
    await givePlan(c.t, neha.userId, "pro");
    const first = await ask(3);
    // The mentor answers each before the next (one pending request per mentor).
    await c.mentor.as.mutation(api.mentorship.requests.accept, {
      requestId: first,
    });
    const second = await ask(4);
    await c.mentor.as.mutation(api.mentorship.requests.accept, {
      requestId: second,
    });
    expect(await errorData(ask(5))).toEqual({
      code: "NotAuthorized",
      message:
        "This request would take you past the 120 minutes of 1-on-1 mentoring your Pro plan includes this month (120 minutes used). Choose a shorter session, or ask again next month.",
    });
    const requests = await c.t.run(
      async (ctx) => (await ctx.db.query("session_requests").collect()).length,
    );
    expect(requests).toBe(2);
  });

  it("come back when a request is withdrawn or declined", async () => {
    const c = await workspaceCast();
    await openAllWeek(c);
    const neha = await newStudent(c);
    await givePlan(c.t, neha.userId, "pro");
    const ask = (days: number) =>
      neha.as.mutation(api.mentorship.requests.create, {
        mentorId: c.mentorIds.meera,
        purpose: "doubt",
        scheduledAt: istDayStart(Date.now() + days * DAY) + 10 * HOUR,
        durationMinutes: 120,
        message: "I am stuck on linear equations in two variables.",
      });
    const first = await ask(3);
    await neha.as.mutation(api.mentorship.requests.withdraw, {
      requestId: first,
    });
    const second = await ask(4);
    await c.mentor.as.mutation(api.mentorship.requests.decline, {
      requestId: second,
      reason: "I am away that week, sorry.",
    });
    await ask(5);
    const mine = await neha.as.query(api.pricing.account.mine, {});
    expect(mine?.forStudents && mine.usage[3]).toEqual({
      limit: "oneOnOneMinutesPerMonth",
      used: 120,
      allowed: 120,
    });
  });
});

describe("a session the mentor calls off", () => {
  it("gives each registrant's doubt-session place back for the month", async () => {
    const c = await workspaceCast();
    const neha = await newStudent(c);
    await givePlan(c.t, neha.userId, "premium");
    const sessions = [];
    for (let i = 0; i < 6; i++)
      sessions.push(
        await insertSession(c.t, c.mentorIds.meera, {
          scheduled_at: Date.now() + DAY + i * HOUR,
        }),
      );
    const register = (sessionId: Id<"mentorship_sessions">) =>
      neha.as.mutation(api.mentorship.sessions.register, { sessionId });
    for (const id of sessions.slice(0, 5)) await register(id);
    const used = async () => {
      const mine = await neha.as.query(api.pricing.account.mine, {});
      return mine?.forStudents && mine.usage[1];
    };
    expect(await used()).toEqual({
      limit: "doubtSessionsPerMonth",
      used: 5,
      allowed: 5,
    });
    await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId: sessions[0],
      reason: "I have an exam duty that day.",
    });
    await c.t.finishScheduled();
    expect(await used()).toEqual({
      limit: "doubtSessionsPerMonth",
      used: 4,
      allowed: 5,
    });
    // The place given back is hers to use again.
    await register(sessions[5]);
    expect(await used()).toMatchObject({ used: 5 });
  });

  it("gives an accepted 1-on-1's minutes back", async () => {
    const c = await workspaceCast();
    await openAllWeek(c);
    const neha = await newStudent(c);
    await givePlan(c.t, neha.userId, "pro");
    const ask = (days: number) =>
      neha.as.mutation(api.mentorship.requests.create, {
        mentorId: c.mentorIds.meera,
        purpose: "doubt",
        scheduledAt: istDayStart(Date.now() + days * DAY) + 10 * HOUR,
        durationMinutes: 120,
        message: "I am stuck on linear equations in two variables.",
      });
    const sessionId = await c.mentor.as.mutation(
      api.mentorship.requests.accept,
      { requestId: await ask(3) },
    );
    expect(await errorData(ask(4))).toMatchObject({ code: "NotAuthorized" });
    await c.mentor.as.mutation(api.mentorship.sessions.cancel, {
      sessionId,
      reason: "I am unwell that day, sorry.",
    });
    await c.t.finishScheduled();
    const mine = await neha.as.query(api.pricing.account.mine, {});
    expect(mine?.forStudents && mine.usage[3]).toEqual({
      limit: "oneOnOneMinutesPerMonth",
      used: 0,
      allowed: 120,
    });
    await ask(4);
  });
});
