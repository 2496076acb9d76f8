/**
 * Safety notices to parents: when a moderator warns a child, or an admin
 * suspends a child's account or lifts the suspension, each parent whose
 * consent for the child stands is told, in the app and by mail, with the
 * reason the child was given and nothing of who reported it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, noticesTo } from "./fixtures/common";
import { linkedParent } from "./fixtures/families";
import { community, reportThread } from "./fixtures/reports";
import "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const REASON = "Selling exam papers is not allowed here.";

/** Diya (the author of the reported thread) with two consenting parents, one who withdrew, and one of another child. */
async function family() {
  const c = await community();
  const mother = await linkedParent(c.t, c.diya.userId, {
    email: "anjali.menon@example.in",
    fullName: "Anjali Menon",
  });
  const father = await linkedParent(c.t, c.diya.userId, {
    email: "suresh.menon@example.in",
    fullName: "Suresh Menon",
  });
  const withdrawn = await linkedParent(c.t, c.diya.userId, {
    email: "grandma.menon@example.in",
    fullName: "Lalitha Menon",
    withdrawn: true,
  });
  const otherParent = await linkedParent(c.t, c.ishaan.userId, {
    email: "kavya.reddy@example.in",
    fullName: "Kavya Reddy",
  });
  const stranger = await createPerson(c.t, {
    email: "ramesh@example.in",
    fullName: "Ramesh Iyer",
    role: "parent",
  });
  return { ...c, mother, father, withdrawn, otherParent, stranger };
}

const safetyNotices = async (
  c: Awaited<ReturnType<typeof family>>,
  userId: Parameters<typeof noticesTo>[1],
) =>
  (await noticesTo(c.t, userId))
    .filter((n) => n.kind.startsWith("child_"))
    .map((n) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link }));

describe("a child warned by a moderator", () => {
  it("tells each consenting parent, in the app and by mail, with the child's reason; no one else", async () => {
    const c = await family();
    const item = await reportThread(c);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "warn",
      reason: REASON,
    });
    const expected = [
      {
        kind: "child_warned",
        title: "A moderator has warned Diya",
        body: `A moderator warned Diya about something they posted in the community. The reason they were given: ${REASON}`,
        link: "/parent",
      },
    ];
    expect(await safetyNotices(c, c.mother.userId)).toEqual(expected);
    expect(await safetyNotices(c, c.father.userId)).toEqual(expected);
    for (const outsider of [c.withdrawn, c.otherParent, c.stranger])
      expect(await safetyNotices(c, outsider.userId)).toEqual([]);
    // Nothing of the reporters (Aarav, Ishaan, Meera) or of the thread.
    const body = expected[0].body;
    for (const word of ["Aarav", "Ishaan", "Meera", "exam papers here"])
      expect(body).not.toContain(word);

    await c.t.finishScheduled();
    const mails = await c.t.query(internal.mail.latestFor, {
      to: "anjali.menon@example.in",
    });
    expect(mails.map((m) => m.subject)).toContain(
      "A moderator has warned Diya",
    );
    expect(
      await c.t.query(internal.mail.latestFor, {
        to: "grandma.menon@example.in",
      }),
    ).toEqual([]);
  });
});

describe("a child's account suspended, and the suspension lifted", () => {
  it("tells each consenting parent both, with the reason and that it lasts until an admin lifts it", async () => {
    const c = await family();
    await c.admin.as.mutation(api.admin.users.suspend, {
      userId: c.diya.userId,
      reason: "Repeated unkind replies to classmates.",
    });
    await c.admin.as.mutation(api.admin.users.lift, { userId: c.diya.userId });
    for (const parent of [c.mother, c.father]) {
      const notices = await safetyNotices(c, parent.userId);
      expect(notices.map((n) => n.kind)).toEqual([
        "child_suspended",
        "child_restored",
      ]);
      expect(notices[0].body).toContain("Until an admin lifts the suspension");
      expect(notices[0].body).toContain(
        "The reason they were given: Repeated unkind replies to classmates.",
      );
      expect(notices[1].title).toBe("Diya's suspension is lifted");
    }
    for (const outsider of [c.withdrawn, c.otherParent, c.stranger])
      expect(await safetyNotices(c, outsider.userId)).toEqual([]);
    await c.t.finishScheduled();
  });

  it("tells no parent of an account with none (an adult mentor)", async () => {
    const c = await family();
    await c.admin.as.mutation(api.admin.users.suspend, {
      userId: c.mentor.userId,
      reason: "Shared a student's phone number.",
    });
    const all = await c.t.run((ctx) => ctx.db.query("notifications").collect());
    expect(all.filter((n) => n.kind.startsWith("child_"))).toEqual([]);
    await c.t.finishScheduled();
  });
});

describe("the child's erasure", () => {
  it("rewrites the parents' notices without the child, keeping their inbox counts", async () => {
    const c = await family();
    await c.admin.as.mutation(api.admin.users.suspend, {
      userId: c.diya.userId,
      reason: "Repeated unkind replies to classmates.",
    });
    await c.t.finishScheduled();
    const inbox = () =>
      c.mother.as.query(api.notifications.inbox.unreadCount, {});
    const before = await inbox();
    await c.t.mutation(internal.privacy.erasure.eraseAccount, {
      userId: c.diya.userId,
    });
    await c.t.finishScheduled();
    expect(await safetyNotices(c, c.mother.userId)).toEqual([
      {
        kind: "child_suspended",
        title: "A notice about a deleted account",
        body: "The account this notice was about has been deleted, with everything in it.",
        link: "/parent",
      },
    ]);
    expect(await inbox()).toEqual(before);
    const naming = await c.t.run(async (ctx) =>
      [
        ...(await ctx.db.query("notifications").collect()),
        // The mails the parents were sent about her go too.
        ...(await ctx.db.query("email_outbox").collect()),
      ].filter((n) => JSON.stringify(n).includes("Diya")),
    );
    expect(naming).toEqual([]);
  });
});

describe("the notice settings", () => {
  it("offer the notices about one's children to parents only", async () => {
    const c = await family();
    const kindsOf = async (who: typeof c.mother) =>
      (await who.as.query(api.notifications.preferences.get, {}))
        .filter((k) => k.group === "family")
        .map((k) => [k.kind, k.inApp, k.mail]);
    expect(await kindsOf(c.mother)).toEqual([
      ["child_warned", true, true],
      ["child_suspended", true, true],
      ["child_restored", true, true],
      // By e-mail only (families-reports.test.ts).
      ["weekly_report", false, true],
      ["plan_requested", true, true],
    ]);
    expect(await kindsOf(c.diya)).toEqual([]);
    expect(await kindsOf(c.mentor)).toEqual([]);
  });
});
