import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { MutationCtx } from "../../convex/_generated/server";
import { notify } from "../../convex/lib/notify";
import { signUnsubscribe } from "../../convex/notifications/model/unsubscribeToken";
import { localDay } from "../../convex/learning/rules";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, type Person, world } from "./fixtures/common";
import { errorData, newBackend, type TestBackend } from "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const firstPage = { numItems: 20, cursor: null };

/** A notice written straight through notify (setup for the inbox's own tests). */
const badge = (ctx: MutationCtx, userId: Id<"users">, i: number) =>
  notify(ctx, userId, "badge_earned", {
    badgeName: `Badge ${i}`,
    howToEarn: "…",
  });
const DAY = 86_400_000;

async function forum() {
  const w = await world();
  const classmate = await createPerson(w.t, {
    email: "diya@example.in",
    fullName: "Diya Menon",
  });
  const categoryId = await w.admin.as.mutation(
    api.community.forums.createCategory,
    { name: "Mathematics", description: "Numbers, algebra and geometry" },
  );
  const threadId = await w.student.as.mutation(
    api.community.forums.createThread,
    {
      title: "How do I factorise x² − 5x + 6?",
      content: "I keep getting the signs of the middle term wrong.",
      categoryId,
    },
  );
  return { ...w, classmate, categoryId, threadId };
}

const inbox = (who: Person) =>
  who.as.query(api.notifications.inbox.list, { paginationOpts: firstPage });
const unread = async (who: Person) =>
  (await who.as.query(api.notifications.inbox.unreadCount, {})).unread;
const mails = (t: TestBackend, to: string) =>
  t.run((ctx) =>
    ctx.db
      .query("email_outbox")
      .withIndex("by_to", (q) => q.eq("to", to))
      .collect(),
  );

describe("notices a member gets", () => {
  it("tells a thread's author of a reply, live on the bell, and not of their own", async () => {
    const { student, mentor, threadId } = await forum();
    expect(await unread(student)).toBe(0);
    await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Thank you, that works!",
    });
    expect(await unread(student)).toBe(1);
    const { page } = await inbox(student);
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({
      kind: "forum_reply",
      title: "New reply to your thread",
      body: "Meera Iyer replied to “How do I factorise x² − 5x + 6?”.",
      link: `/community/thread/${threadId}`,
      read: false,
      gone: null,
    });
    expect((await inbox(mentor)).page).toHaveLength(0);
  });

  it("tells the helper their reply was accepted, once, with the Community Helper badge", async () => {
    const { student, classmate, threadId } = await forum();
    const replyId = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId: null,
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    const kinds = (await inbox(classmate)).page.map((n) => n.kind).sort();
    expect(kinds).toEqual(["badge_earned", "reply_accepted"]);
    const badge = (await inbox(classmate)).page.find(
      (n) => n.kind === "badge_earned",
    );
    expect(badge?.title).toBe("Badge earned: Community Helper");
  });

  it("tells an author of upvote milestones (5, 10 …), not of every upvote, and once per milestone", async () => {
    const { t, student, threadId } = await forum();
    const voters: Person[] = [];
    for (let i = 0; i < 6; i++)
      voters.push(
        await createPerson(t, {
          email: `voter${i}@example.in`,
          fullName: `Voter ${i}`,
        }),
      );
    const vote = (who: Person) =>
      who.as.mutation(api.community.forums.toggleUpvote, {
        target: { kind: "thread", id: threadId },
      });
    for (const voter of voters.slice(0, 4)) await vote(voter);
    expect(await unread(student)).toBe(0);
    await vote(voters[4]); // 5
    expect(await unread(student)).toBe(1);
    await vote(voters[4]); // back to 4
    await vote(voters[4]); // 5 again
    await vote(voters[5]); // 6
    const { page } = await inbox(student);
    expect(page.map((n) => n.title)).toEqual(["5 upvotes on your thread"]);
  });

  it("says so when what a notice is about has since been removed", async () => {
    const { student, mentor, moderator, threadId } = await forum();
    await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await moderator.as.mutation(api.community.forums.deleteThread, {
      threadId,
    });
    const [notice] = (await inbox(student)).page;
    expect(notice.gone).toBe("This thread was removed by a moderator.");
  });

  it("says a thread has since been removed when its author deleted it", async () => {
    const { student, mentor, threadId } = await forum();
    await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await student.as.mutation(api.community.forums.deleteThread, {
      threadId,
    });
    const [notice] = (await inbox(student)).page;
    expect(notice.gone).toBe("This thread has since been removed.");
  });
});

describe("the inbox", () => {
  it("marks one, then all, as read; the count follows", async () => {
    const { t, student } = await world();
    const ids = await t.run(async (ctx) => {
      const out: (Id<"notifications"> | null)[] = [];
      for (const badgeName of ["First Steps", "Test Taker", "Week Warrior"])
        out.push(
          await notify(ctx, student.userId, "badge_earned", {
            badgeName,
            howToEarn: "…",
          }),
        );
      return out;
    });
    expect(await unread(student)).toBe(3);
    await student.as.mutation(api.notifications.inbox.markRead, {
      noticeId: ids[0]!,
    });
    await student.as.mutation(api.notifications.inbox.markRead, {
      noticeId: ids[0]!,
    });
    expect(await unread(student)).toBe(2);
    expect(
      await student.as.mutation(api.notifications.inbox.markAllRead, {}),
    ).toEqual({ marked: 2, remaining: false });
    expect(await unread(student)).toBe(0);
    expect((await inbox(student)).page.every((n) => n.read)).toBe(true);
  });

  it("lists newest first, a page at a time", async () => {
    const { t, student } = await world();
    await t.run(async (ctx) => {
      for (let i = 1; i <= 25; i++) await badge(ctx, student.userId, i);
    });
    const first = await student.as.query(api.notifications.inbox.list, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(first.page[0].title).toBe("Badge earned: Badge 25");
    expect(first.page).toHaveLength(10);
    const second = await student.as.query(api.notifications.inbox.list, {
      paginationOpts: { numItems: 10, cursor: first.continueCursor },
    });
    expect(second.page[0].title).toBe("Badge earned: Badge 15");
  });

  it("is nobody else's: another member's notice reads as missing, and lists are one's own", async () => {
    const { t, student, mentor, admin } = await world();
    const noticeId = await t.run((ctx) =>
      notify(ctx, student.userId, "badge_earned", {
        badgeName: "First Steps",
        howToEarn: "Complete your first lesson.",
      }),
    );
    for (const other of [mentor, admin])
      expect(
        await errorData(
          other.as.mutation(api.notifications.inbox.markRead, {
            noticeId: noticeId!,
          }),
        ),
      ).toMatchObject({ code: "NotFound" });
    expect((await inbox(admin)).page).toHaveLength(0);
    expect(await unread(student)).toBe(1);
    expect(
      await errorData(t.query(api.notifications.inbox.unreadCount, {})),
    ).toMatchObject({ code: "NotAuthenticated" });
  });

  it("keeps the newest 200 notices per person (the nightly trim), the count following", async () => {
    const { t, student, mentor } = await world();
    await t.run(async (ctx) => {
      for (let i = 1; i <= 230; i++) await badge(ctx, student.userId, i);
      await badge(ctx, mentor.userId, 1);
    });
    expect(await unread(student)).toBe(230);
    await t.mutation(internal.notifications.maintenance.trimInboxes, {});
    await t.finishScheduled();
    const left = await t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_user_id", (q) => q.eq("user_id", student.userId))
        .collect(),
    );
    expect(left).toHaveLength(200);
    expect(left.map((n) => n.title)).not.toContain("Badge earned: Badge 30");
    expect(left.map((n) => n.title)).toContain("Badge earned: Badge 31");
    expect(await unread(student)).toBe(200);
    expect(await unread(mentor)).toBe(1);
  });
});

describe("preferences", () => {
  it("start from quiet defaults for students: mail only for event (and session) reminders", async () => {
    const { student, mentor } = await world();
    const of = async (who: Person) =>
      Object.fromEntries(
        (await who.as.query(api.notifications.preferences.get, {})).map((p) => [
          p.kind,
          { inApp: p.inApp, mail: p.mail },
        ]),
      );
    const students = await of(student);
    expect(
      Object.entries(students)
        .filter(([, p]) => p.mail)
        .map(([kind]) => kind),
    ).toEqual([
      "event_reminder",
      // An applicant asked for the answer: it is mailed, students too.
      "application_approved",
      "application_rejected",
      // Session reminders, and word that a session they count on is off.
      "session_reminder",
      "session_cancelled",
      // A student who asked for a 1-on-1 is mailed the answer (as applicants are).
      "session_request_answered",
    ]);
    expect(students.streak_reminder).toEqual({ inApp: false, mail: false });
    const mentors = await of(mentor);
    expect(mentors.event_cancelled.mail).toBe(true);
  });

  it("off means no notice and no mail; mail on sends one with an unsubscribe link and List-Unsubscribe", async () => {
    const { t, student, mentor, threadId } = await forum();
    await student.as.mutation(api.notifications.preferences.set, {
      kind: "forum_reply",
      channel: "inApp",
      enabled: false,
    });
    await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await t.finishScheduled();
    expect(await unread(student)).toBe(0);
    expect(await mails(t, "aarav@example.in")).toHaveLength(0);

    await student.as.mutation(api.notifications.preferences.set, {
      kind: "forum_reply",
      channel: "mail",
      enabled: true,
    });
    await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Then check by expanding (x − 2)(x − 3).",
    });
    await t.finishScheduled();
    expect(await unread(student)).toBe(0);
    const [mail] = await mails(t, "aarav@example.in");
    expect(mail.subject).toBe("New reply to your thread");
    expect(mail.text).toContain(`/community/thread/${threadId}`);
    expect(mail.text).toMatch(/\/unsubscribe\?token=/);
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<.+\/mail\/unsubscribe\?token=.+>$/,
    );
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe(
      "List-Unsubscribe=One-Click",
    );
  });

  it("refuses a kind that does not exist", async () => {
    const { student } = await world();
    await expect(
      student.as.mutation(api.notifications.preferences.set, {
        kind: "gossip" as "forum_reply",
        channel: "mail",
        enabled: true,
      }),
    ).rejects.toThrow();
  });
});

describe("unsubscribing from a mail", () => {
  /** A real notice mail's token (the backend signs it with its own secret). */
  async function mailedToken() {
    const w = await forum();
    await w.student.as.mutation(api.notifications.preferences.set, {
      kind: "forum_reply",
      channel: "mail",
      enabled: true,
    });
    await w.mentor.as.mutation(api.community.forums.reply, {
      threadId: w.threadId,
      content: "Split −5x into −2x and −3x.",
    });
    await w.t.finishScheduled();
    const [mail] = await mails(w.t, "aarav@example.in");
    const url = /^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"])![1];
    const token = new URL(url).searchParams.get("token")!;
    expect(mail.text).toContain(
      `/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    return { ...w, token };
  }
  const mailPreference = async (who: Person) =>
    (await who.as.query(api.notifications.preferences.get, {})).find(
      (p) => p.kind === "forum_reply",
    );

  it("turns that kind's mail off without signing in, from the page and by one click", async () => {
    const { t, student, token } = await mailedToken();
    expect(
      await t.mutation(api.notifications.preferences.unsubscribe, { token }),
    ).toEqual({ kind: "forum_reply", label: "Replies to my threads" });
    expect(await mailPreference(student)).toMatchObject({
      inApp: true,
      mail: false,
    });

    await student.as.mutation(api.notifications.preferences.set, {
      kind: "forum_reply",
      channel: "mail",
      enabled: true,
    });
    const response = await t.fetch(
      `/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      { method: "POST", body: "List-Unsubscribe=One-Click" },
    );
    expect(response.status).toBe(200);
    expect((await mailPreference(student))?.mail).toBe(false);
  });

  it("refuses a token we did not sign, or one changed to another kind or person", async () => {
    const { t, student, mentor, token } = await mailedToken();
    const [, , signature] = token.split(".");
    for (const forged of [
      "nonsense",
      `${student.userId}.event_reminder.${signature}`,
      `${mentor.userId}.forum_reply.${signature}`,
      `${token}x`,
      await signUnsubscribe(student.userId, "forum_reply", "another secret"),
    ])
      expect(
        await errorData(
          t.mutation(api.notifications.preferences.unsubscribe, {
            token: forged,
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    const response = await t.fetch("/mail/unsubscribe?token=nonsense", {
      method: "POST",
    });
    expect(response.status).toBe(400);
    expect((await mailPreference(student))?.mail).toBe(true);
  });
});

describe("the evening streak reminder", () => {
  async function streaker(
    t: TestBackend,
    email: string,
    lastDay: string,
    freezes = 0,
  ) {
    const who = await createPerson(t, { email, fullName: "Ishaan Rao" });
    await t.run(async (ctx) => {
      await ctx.db.insert("player_stats", {
        user_id: who.userId,
        grade: 9,
        total_xp: 300,
        level: 2,
        streak_current: 6,
        streak_longest: 6,
        streak_last_day: lastDay,
        freezes_held: freezes,
        lessons_completed: 4,
        tests_submitted: 2,
        score_percent_sum: 150,
        time_spent_seconds: 3600,
      });
    });
    return who;
  }
  const optIn = (who: Person) =>
    who.as.mutation(api.notifications.preferences.set, {
      kind: "streak_reminder",
      channel: "inApp",
      enabled: true,
    });

  it("reminds, once a day, only students who opted in and whose streak breaks tonight", async () => {
    const t = newBackend();
    const now = Date.now();
    const today = localDay(now, "Asia/Kolkata");
    const yesterday = localDay(now - DAY, "Asia/Kolkata");
    const atRisk = await streaker(t, "risk@example.in", yesterday);
    const notOptedIn = await streaker(t, "quiet@example.in", yesterday);
    const doneToday = await streaker(t, "done@example.in", today);
    const frozen = await streaker(t, "frozen@example.in", yesterday, 1);
    for (const who of [atRisk, doneToday, frozen]) await optIn(who);

    await t.mutation(internal.notifications.reminders.streaks, {
      cursor: null,
    });
    await t.mutation(internal.notifications.reminders.streaks, {
      cursor: null,
    });
    await t.finishScheduled();
    expect((await inbox(atRisk)).page.map((n) => n.title)).toEqual([
      "Keep your 6-day streak",
    ]);
    for (const who of [notOptedIn, doneToday, frozen])
      expect(await unread(who)).toBe(0);
  });
});
