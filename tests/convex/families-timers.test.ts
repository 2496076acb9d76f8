/**
 * The clock of a parent's consent (convex-test only: fake timers move its
 * clock and scheduler): reminders to the parent after 2 and 6 days, and
 * after 14 days without consent the account and its rows are erased.
 */
import { describe, expect, it } from "vitest";
import { internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { askParentConsent } from "../../convex/families/model/consent";
import {
  DEMO_AWAITING_CHILD,
  seedDemoFamilies,
} from "../../convex/seedData/families";
import {
  CONSENT_MAIL_SUBJECT,
  CONSENT_REMINDER_SUBJECT,
} from "../../convex/families/rules";
import {
  DAY,
  newBackend,
  runDue,
  runUntil,
  useFakeClock,
  type ClockBackend,
} from "./fixtures/fakeClock";

useFakeClock();

const PARENT = "meena.iyer@example.in";

async function awaitingChild(t: ClockBackend) {
  return t.run(async (ctx) => {
    const childId = await createUserWithProfile(ctx, {
      email: "arjun.iyer@example.in",
      fullName: "Arjun Iyer",
      role: "student",
      grade: 7,
      consent: "awaiting",
    });
    await askParentConsent(ctx, childId, PARENT);
    return childId;
  });
}

const subjectsTo = async (t: ClockBackend, to: string) =>
  (await t.query(internal.mail.latestFor, { to, limit: 10 }))
    .map((m) => m.subject)
    .reverse();

describe("an account awaiting consent", () => {
  it("reminds the parent after 2 and 6 days, and is erased after 14 days with everything it holds", async () => {
    const { t } = newBackend();
    const start = Date.now();
    const childId = await awaitingChild(t);
    await runDue(t);
    expect(await subjectsTo(t, PARENT)).toEqual([CONSENT_MAIL_SUBJECT]);
    await runUntil(t, start + 2 * DAY - 60_000);
    expect(await subjectsTo(t, PARENT)).toHaveLength(1);
    await runUntil(t, start + 2 * DAY + 1);
    await runUntil(t, start + 6 * DAY + 1);
    expect(await subjectsTo(t, PARENT)).toEqual([
      CONSENT_MAIL_SUBJECT,
      CONSENT_REMINDER_SUBJECT,
      CONSENT_REMINDER_SUBJECT,
    ]);
    await runUntil(t, start + 14 * DAY - 60_000);
    expect(await t.run((ctx) => ctx.db.get("users", childId))).not.toBeNull();
    await runUntil(t, start + 14 * DAY + 1);
    const left = await t.run(async (ctx) => ({
      user: await ctx.db.get("users", childId),
      profiles: (await ctx.db.query("profiles").collect()).length,
      log: (await ctx.db.query("user_activity_log").collect()).length,
      // The consent mails named the child; their copies go too.
      mails: (await ctx.db.query("email_outbox").collect()).length,
      requests: await ctx.db.query("consent_requests").collect(),
    }));
    expect(left).toMatchObject({ user: null, profiles: 0, log: 0, mails: 0 });
    expect(left.requests).toMatchObject([{ status: "expired" }]);
    expect(left.requests[0].child_id).toBeUndefined();
  });

  it("is kept, and no longer reminded, once a parent has consented", async () => {
    const { t } = newBackend();
    const start = Date.now();
    const childId = await awaitingChild(t);
    await runDue(t);
    await t.run(async (ctx) => {
      const request = (await ctx.db.query("consent_requests").first())!;
      await ctx.db.patch("consent_requests", request._id, {
        status: "consented",
        token_hash: undefined,
      });
      const profile = (await ctx.db.query("profiles").first())!;
      await ctx.db.patch("profiles", profile._id, { consent: "given" });
    });
    await runUntil(t, start + 15 * DAY);
    expect(await subjectsTo(t, PARENT)).toEqual([CONSENT_MAIL_SUBJECT]);
    expect(await t.run((ctx) => ctx.db.get("users", childId))).not.toBeNull();
  });
});

describe("a student whose account was made before consent was asked", () => {
  /** A student without a consent state who wrote a notice setting, then the migration. */
  async function earlierStudent(t: ClockBackend) {
    const childId = await t.run(async (ctx) => {
      const childId = await createUserWithProfile(ctx, {
        email: "kabir.sethi@example.in",
        fullName: "Kabir Sethi",
        role: "student",
        grade: 8,
        consent: "given",
      });
      const profile = (await ctx.db.query("profiles").first())!;
      await ctx.db.patch("profiles", profile._id, { consent: undefined });
      await ctx.db.insert("notice_preferences", {
        user_id: childId,
        kind: "forum_reply",
        in_app: true,
        mail: false,
      });
      return childId;
    });
    await t.mutation(internal.families.earlier.askConsentOfEarlierStudents, {});
    await runDue(t);
    return childId;
  }

  const held = (t: ClockBackend, childId: Id<"users">) =>
    t.run(async (ctx) => ({
      user: (await ctx.db.get("users", childId)) ? 1 : 0,
      preferences: (await ctx.db.query("notice_preferences").collect()).length,
    }));

  it("is erased in full 14 days after the migration when no parent is named", async () => {
    const { t } = newBackend();
    const start = Date.now();
    const childId = await earlierStudent(t);
    await runUntil(t, start + 14 * DAY - 60_000);
    expect(await held(t, childId)).toEqual({ user: 1, preferences: 1 });
    await runUntil(t, start + 14 * DAY + 60_000);
    expect(await held(t, childId)).toEqual({ user: 0, preferences: 0 });
  });

  it("has the 14 days of the request it makes, when they end later", async () => {
    const { t } = newBackend();
    const start = Date.now();
    const childId = await earlierStudent(t);
    await runUntil(t, start + 10 * DAY);
    await t.run((ctx) => askParentConsent(ctx, childId, PARENT));
    await runUntil(t, start + 14 * DAY + 60_000);
    expect(await held(t, childId)).toEqual({ user: 1, preferences: 1 });
    await runUntil(t, start + 24 * DAY + 60_000);
    expect(await held(t, childId)).toEqual({ user: 0, preferences: 0 });
  });
});

describe("the demo families", () => {
  it("link the demo parent to the demo student with consent on record, and leave one child awaiting her consent, once", async () => {
    const { t } = newBackend();
    await t.run(async (ctx) => {
      await createUserWithProfile(ctx, {
        email: "student@demo.vidyaquest.example",
        fullName: "Aarav Sharma",
        role: "student",
        grade: 9,
        consent: "awaiting",
      });
      await createUserWithProfile(ctx, {
        email: "parent@demo.vidyaquest.example",
        fullName: "Sunita Sharma",
        role: "parent",
      });
      await seedDemoFamilies(ctx);
      await seedDemoFamilies(ctx);
    });
    await runDue(t);
    const seen = await t.run(async (ctx) => {
      const profiles = await ctx.db.query("profiles").collect();
      const name = (id: string) =>
        profiles.find((p) => p.user_id === id)?.full_name;
      return {
        consent: profiles.map((p) => [p.full_name, p.consent ?? null]),
        links: (await ctx.db.query("family_links").collect()).map((l) => [
          name(l.parent_id),
          name(l.child_id),
        ]),
        records: (await ctx.db.query("consent_records").collect()).length,
        requests: (await ctx.db.query("consent_requests").collect()).map(
          (r) => [name(r.child_id!), r.status, r.parent_email],
        ),
      };
    });
    expect(seen).toEqual({
      consent: [
        ["Aarav Sharma", "given"],
        ["Sunita Sharma", null],
        [DEMO_AWAITING_CHILD.fullName, "awaiting"],
      ],
      links: [["Sunita Sharma", "Aarav Sharma"]],
      records: 1,
      requests: [
        [
          DEMO_AWAITING_CHILD.fullName,
          "awaiting",
          "parent@demo.vidyaquest.example",
        ],
      ],
    });
    expect(await subjectsTo(t, "parent@demo.vidyaquest.example")).toEqual([
      CONSENT_MAIL_SUBJECT,
    ]);
  });
});
