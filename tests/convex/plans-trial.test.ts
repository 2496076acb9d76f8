import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, people, world } from "./fixtures/common";
import { setup } from "./fixtures/learning";
import { TARGET, errorData, newBackend, type TestBackend } from "./harness";
import { newBackend as newConvexTest } from "./setup";

const DAY = 86_400_000;

// The plan-ending notice mails nobody, but notices sign links with the auth keys.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const subscriptionsOf = (t: TestBackend, userId: Id<"users">) =>
  t.run((ctx) =>
    ctx.db
      .query("subscriptions")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .collect(),
  );

describe("the free trial", () => {
  it("starts Premium for 30 days with one click, once per account", async () => {
    const w = await world();
    const before = await w.student.as.query(api.pricing.account.mine, {});
    expect(before).toMatchObject({
      forStudents: true,
      plan: { key: "free", name: "Free" },
      endsAt: null,
      trial: { state: "available", days: 30, plan: "Premium" },
      awaitingConsent: false,
    });
    const started = Date.now();
    const { endsAt } = await w.student.as.mutation(api.pricing.trial.start, {});
    expect(endsAt - started).toBeGreaterThanOrEqual(30 * DAY - 5_000);
    expect(endsAt - started).toBeLessThanOrEqual(30 * DAY + 5_000);
    const after = await w.student.as.query(api.pricing.account.mine, {});
    expect(after).toMatchObject({
      plan: { key: "premium", name: "Premium" },
      onTrial: true,
      endsAt,
      trial: { state: "active", endsAt },
      lockedSubjects: true,
    });

    expect(
      await errorData(w.student.as.mutation(api.pricing.trial.start, {})),
    ).toEqual({
      code: "Conflict",
      message:
        "You have already used your free trial. You can choose a plan on the Pricing page.",
    });
    expect(await subscriptionsOf(w.t, w.student.userId)).toHaveLength(1);
  });

  it("stays used after it has ended and expired", async () => {
    const w = await world();
    await w.student.as.mutation(api.pricing.trial.start, {});
    await w.t.run(async (ctx) => {
      const [s] = await ctx.db.query("subscriptions").collect();
      await ctx.db.patch("subscriptions", s._id, {
        status: "expired",
        current_period_end: Date.now() - DAY,
        trial_ends_at: Date.now() - DAY,
      });
    });
    expect(
      await w.student.as.query(api.pricing.account.mine, {}),
    ).toMatchObject({
      plan: { key: "free" },
      onTrial: false,
      trial: { state: "used" },
    });
    expect(
      await errorData(w.student.as.mutation(api.pricing.trial.start, {})),
    ).toMatchObject({ code: "Conflict" });
    expect(await subscriptionsOf(w.t, w.student.userId)).toHaveLength(1);
  });

  it("is refused to parents, mentors and staff, in words that say why, writing nothing", async () => {
    const w = await world();
    const parent = await createPerson(w.t, {
      email: "sunita@example.in",
      fullName: "Sunita Sharma",
      role: "parent",
    });
    for (const who of [parent, w.mentor, w.moderator, w.admin]) {
      expect(
        await errorData(who.as.mutation(api.pricing.trial.start, {})),
      ).toEqual({
        code: "NotAuthorized",
        message:
          "Plans and the free trial are for student accounts: they unlock lessons and tests for the student who learns with them.",
      });
      expect(await who.as.query(api.pricing.account.mine, {})).toEqual({
        forStudents: false,
      });
    }
    expect(await w.t.query(api.pricing.account.mine, {})).toBeNull();
    await expect(
      w.t.mutation(api.pricing.trial.start, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthenticated" } });
    expect(
      await w.t.run((ctx) => ctx.db.query("subscriptions").collect()),
    ).toEqual([]);
  });

  it("is refused to a student awaiting a parent's consent", async () => {
    const t = newBackend();
    const kavya = await createPerson(t, people.diya);
    await t.run(async (ctx) => {
      const profile = (await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", kavya.userId))
        .unique())!;
      await ctx.db.patch("profiles", profile._id, { consent: "awaiting" });
    });
    expect(await kavya.as.query(api.pricing.account.mine, {})).toMatchObject({
      awaitingConsent: true,
      trial: { state: "available" },
    });
    expect(
      await errorData(kavya.as.mutation(api.pricing.trial.start, {})),
    ).toMatchObject({
      code: "NotAuthorized",
      message: expect.stringContaining("parent"),
    });
    expect(await subscriptionsOf(t, kavya.userId)).toEqual([]);
  });

  it("opens a locked subject's lessons, which Free refuses", async () => {
    const { t, student } = await setup();
    const lessonId = await t.run(async (ctx) => {
      const english = (await ctx.db.query("subjects").collect()).find(
        (s) => s.slug === "english",
      )!;
      return (await ctx.db
        .query("lessons")
        .withIndex("by_subject_id_and_hidden_at", (q) =>
          q.eq("subject_id", english._id),
        )
        .first())!._id;
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.open, { lessonId }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "This course is part of a paid plan. Unlock it to continue.",
    });
    expect(
      (await t.query(api.learning.lessons.get, { lessonId }))?.unlocked,
    ).toBe(false);
    await student.as.mutation(api.pricing.trial.start, {});
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    expect(
      (await student.as.query(api.learning.lessons.get, { lessonId }))
        ?.unlocked,
    ).toBe(true);
  });
});

describe("when a trial ends", () => {
  it.skipIf(TARGET === "local")(
    "tells the student once 3 days before, then expires it and Free returns, keeping everything",
    async () => {
      vi.useFakeTimers();
      try {
        const t = newConvexTest();
        const b = t as unknown as TestBackend;
        const aarav = await createPerson(b, people.aarav);
        const { endsAt } = await aarav.as.mutation(api.pricing.trial.start, {});
        const notices = () =>
          t.run(async (ctx) =>
            (await ctx.db.query("notifications").collect()).filter(
              (n) => n.kind === "plan_ending",
            ),
          );
        const remind = async () => {
          await t.mutation(internal.pricing.maintenance.remindEnding, {
            status: "trialing",
            cursor: null,
          });
          await t.finishInProgressScheduledFunctions();
        };

        vi.setSystemTime(endsAt - 4 * DAY);
        await remind();
        expect(await notices()).toEqual([]);

        vi.setSystemTime(endsAt - 3 * DAY + 60_000);
        await remind();
        await remind();
        const told = await notices();
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          user_id: aarav.userId,
          title: "Your free trial of Premium ends in 3 days",
          link: "/pricing",
        });

        // Past the end, access is Free at once (before the cron runs) …
        vi.setSystemTime(endsAt + 60_000);
        expect(
          await aarav.as.query(api.pricing.account.mine, {}),
        ).toMatchObject({ plan: { key: "free" }, trial: { state: "used" } });
        // … and the cron marks the record expired, deleting nothing.
        await t.mutation(internal.pricing.maintenance.expire, {});
        const [s] = await t.run((ctx) =>
          ctx.db.query("subscriptions").collect(),
        );
        expect(s).toMatchObject({ status: "expired", trial_ends_at: endsAt });
        expect(
          await errorData(aarav.as.mutation(api.pricing.trial.start, {})),
        ).toMatchObject({ code: "Conflict" });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("leaves subscriptions that have not ended alone", async () => {
    const w = await world();
    await w.student.as.mutation(api.pricing.trial.start, {});
    await w.t.mutation(internal.pricing.maintenance.expire, {});
    const [s] = await subscriptionsOf(w.t, w.student.userId);
    expect(s.status).toBe("trialing");
  });
});
