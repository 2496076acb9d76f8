import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { COUNTERS } from "../../convex/lib/counters";
import { addToGroup } from "../../convex/lib/moderation";
import { counterValue, createPerson, people, world } from "./fixtures";
import { errorData, type TestBackend } from "./harness";
import { reportables } from "./reportFixtures";

const firstPage = { numItems: 25, cursor: null };
const DAY = 86_400_000;

/**
 * The usual cast, two more students, and one of each thing a member can
 * report: Diya's thread with Ishaan's reply, Ishaan's club and the mentor's
 * event (with a student registered).
 */
async function community() {
  const w = await world();
  const diya = await createPerson(w.t, { ...people.diya, grade: 8 });
  const ishaan = await createPerson(w.t, {
    email: "ishaan@example.in",
    fullName: "Ishaan Reddy",
    grade: 10,
  });
  const things = await reportables(w, { author: diya, replier: ishaan });
  await w.student.as.mutation(api.community.events.rsvp, {
    eventId: things.eventId,
  });
  return { ...w, diya, ishaan, ...things };
}
type Community = Awaited<ReturnType<typeof community>>;

const counter = counterValue;

const queue = (
  c: Community,
  status: "pending" | "resolved" | "dismissed" = "pending",
) =>
  c.moderator.as.query(api.admin.reports.list, {
    status,
    paginationOpts: firstPage,
    now: Date.now(),
  });

const noticesOf = (t: TestBackend, userId: Id<"users">) =>
  t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .collect(),
  );

async function reportThread(c: Community) {
  await c.student.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "spam",
  });
  await c.ishaan.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "misinformation",
    details: "Exam papers are not leaked.",
  });
  await c.mentor.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "spam",
  });
  const [item] = (await queue(c)).page;
  return item;
}

describe("the report queue", () => {
  it("groups repeated reports of one item, with count, reasons, reporters and the content inline", async () => {
    const c = await community();
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: c.replyId,
      reason: "bullying",
    });
    const item = await reportThread(c);
    const { page } = await queue(c);
    expect(page).toHaveLength(2);
    // Newest report first: the thread's third report came after the reply's.
    expect(page.map((p) => p.targetType)).toEqual(["thread", "reply"]);
    expect(item).toMatchObject({
      targetId: c.threadId,
      status: "pending",
      reportCount: 3,
      reasons: ["spam", "misinformation"],
      link: `/community/thread/${c.threadId}`,
      target: {
        title: "Buy cheap exam papers here",
        body: "Message me for leaked papers, only ₹99!",
        authorName: "Diya M.",
        shown: true,
      },
      authorWarnings: 0,
      authorFlagged: false,
      claim: null,
    });
    expect(item.reporters.map((r) => [r.name, r.reason, r.details])).toEqual([
      ["Aarav S.", "spam", null],
      ["Ishaan R.", "misinformation", "Exam papers are not leaked."],
      ["Meera Iyer", "spam", null],
    ]);
    expect(page[1].target).toMatchObject({
      title: "Reply in “Buy cheap exam papers here”",
      body: "You are so stupid for asking this.",
      authorName: "Ishaan R.",
    });
    expect(await c.admin.as.query(api.admin.reports.summary, {})).toEqual({
      pendingItems: 2,
      pendingReports: 4,
    });
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(4);
  });

  it("shows who is handling an item", async () => {
    const c = await community();
    await reportThread(c);
    await c.admin.as.mutation(api.admin.claims.claim, {
      key: `report:${c.threadId}`,
    });
    const [item] = (await queue(c)).page;
    expect(item.claim).toMatchObject({ staffName: "Priya Nair", mine: false });
    expect(item.claim!.expiresAt).toBeGreaterThan(Date.now());
  });

  it("is for staff only: students, mentors and visitors are refused", async () => {
    const c = await community();
    const item = await reportThread(c);
    const visitor = c.t;
    for (const who of [c.student.as, c.mentor.as, c.diya.as, visitor]) {
      for (const call of [
        who.query(api.admin.reports.list, {
          status: "pending",
          paginationOpts: firstPage,
          now: Date.now(),
        }),
        who.query(api.admin.reports.summary, {}),
        who.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "remove",
        }),
      ])
        expect((await errorData(call)) as { code: string }).toMatchObject({
          code: who === visitor ? "NotAuthenticated" : "NotAuthorized",
        });
    }
    // Nothing was decided.
    expect((await queue(c)).page[0].status).toBe("pending");
    expect(
      await c.t.query(api.community.forums.getThread, {
        threadId: c.threadId,
      }),
    ).not.toBeNull();
  });

  it("refuses a bad status, page size or clock", async () => {
    const c = await community();
    expect(
      (await errorData(
        c.moderator.as.query(api.admin.reports.list, {
          status: "pending",
          paginationOpts: firstPage,
          now: Date.now() - 30 * DAY,
        }),
      )) as { code: string },
    ).toMatchObject({ code: "InvalidInput" });
    await expect(
      c.moderator.as.query(api.admin.reports.list, {
        status: "open" as "pending",
        paginationOpts: firstPage,
        now: Date.now(),
      }),
    ).rejects.toThrow();
  });
});

describe("Remove Content", () => {
  it("hides a thread from every public query at once, tells its author and every reporter", async () => {
    const c = await community();
    const item = await reportThread(c);
    const result = await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    expect(result).toEqual({ status: "resolved" });

    const visitor = c.t;
    const threads = await visitor.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
    });
    expect(threads.page.map((t) => t._id)).not.toContain(c.threadId);
    const inCategory = await visitor.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
      categoryId: c.categoryId,
      sort: "top",
    });
    expect(inCategory.page).toEqual([]);
    // Its page is only a marker, for a visitor and its author alike.
    for (const who of [visitor, c.diya.as, c.moderator.as])
      expect(
        await who.query(api.community.forums.getThread, {
          threadId: c.threadId,
        }),
      ).toEqual({ _id: c.threadId, removedByModerator: true });
    expect(
      (
        await c.diya.as.query(api.community.forums.listReplies, {
          threadId: c.threadId,
          paginationOpts: firstPage,
        })
      ).page,
    ).toEqual([]);

    // The author is told; so is each of the three reporters.
    const diyaNotices = await noticesOf(c.t, c.diya.userId);
    expect(diyaNotices.map((n) => n.title)).toContain(
      "Your thread was removed by a moderator",
    );
    for (const reporter of [c.student, c.ishaan, c.mentor]) {
      const notices = await noticesOf(c.t, reporter.userId);
      const outcome = notices.find((n) => n.kind === "report_outcome");
      expect(outcome?.body).toBe(
        "Thank you. The thread you reported, “Buy cheap exam papers here”, has been removed.",
      );
    }

    // The item and its reports carry the decision; the counters are back to 0.
    expect((await queue(c)).page).toEqual([]);
    const [resolved] = (await queue(c, "resolved")).page;
    expect(resolved).toMatchObject({
      _id: item._id,
      status: "resolved",
      resolution: "removed",
      decidedByName: "Kabir Khan",
      target: { shown: false },
    });
    const reports = await c.t.run((ctx) =>
      ctx.db.query("user_reports").collect(),
    );
    expect(reports.map((r) => [r.status, r.resolution, r.handled_by])).toEqual(
      Array(3).fill(["resolved", "removed", c.moderator.userId]),
    );
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(0);
    expect(await counter(c.t, COUNTERS.pendingReportGroups)).toBe(0);
    const log = await c.t.run((ctx) =>
      ctx.db
        .query("user_activity_log")
        .withIndex("by_kind_and_timestamp", (q) => q.eq("kind", "moderation"))
        .collect(),
    );
    expect(log).toEqual([
      expect.objectContaining({
        user_id: c.moderator.userId,
        user_name: "Kabir Khan",
        kind: "moderation",
        action:
          "Removed a reported thread (3 reports): “Buy cheap exam papers here”",
      }),
    ]);
  });

  it("takes a reply out of its thread and its reply count", async () => {
    const c = await community();
    await c.diya.as.mutation(api.community.forums.setAcceptedReply, {
      threadId: c.threadId,
      replyId: c.replyId,
    });
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: c.replyId,
      reason: "bullying",
    });
    const [item] = (await queue(c)).page;
    await c.admin.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    const thread = await c.t.query(api.community.forums.getThread, {
      threadId: c.threadId,
    });
    expect(thread).toMatchObject({ replyCount: 0, acceptedReply: null });
    // The reply keeps its place as a bare marker: no text, no author, no
    // controls, for a visitor and its author alike.
    for (const who of [c.t, c.ishaan.as, c.diya.as]) {
      const replies = await who.query(api.community.forums.listReplies, {
        threadId: c.threadId,
        paginationOpts: firstPage,
      });
      expect(replies.page).toEqual([
        {
          _id: c.replyId,
          createdAt: expect.any(Number),
          removedByModerator: true,
        },
      ]);
    }
    const threads = await c.t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
    });
    expect(threads.page[0]).toMatchObject({ replyCount: 0, answered: false });
    const ishaanNotices = await noticesOf(c.t, c.ishaan.userId);
    expect(ishaanNotices.map((n) => n.title)).toContain(
      "Your reply was removed by a moderator",
    );
  });

  it("takes a club out of the list, its page and its members", async () => {
    const c = await community();
    await c.student.as.mutation(api.community.clubs.join, {
      clubId: c.clubId,
    });
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "club",
      targetId: c.clubId,
      reason: "inappropriate",
    });
    const [item] = (await queue(c)).page;
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    const clubs = await c.t.query(api.community.clubs.list, {
      paginationOpts: firstPage,
    });
    expect(clubs.page).toEqual([]);
    for (const who of [c.t, c.ishaan.as, c.student.as])
      expect(
        await who.query(api.community.clubs.get, { clubId: c.clubId }),
      ).toEqual({ _id: c.clubId, removedByModerator: true });
    expect(
      (
        await c.student.as.query(api.community.clubs.members, {
          clubId: c.clubId,
          paginationOpts: firstPage,
        })
      ).page,
    ).toEqual([]);
    expect(await c.student.as.query(api.community.clubs.mine, {})).toEqual([]);
  });

  it("calls an event off: gone from the list, its registrants told", async () => {
    const c = await community();
    await c.diya.as.mutation(api.community.reports.create, {
      targetType: "event",
      targetId: c.eventId,
      reason: "misinformation",
    });
    const [item] = (await queue(c)).page;
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    await c.t.finishScheduled();
    const events = await c.t.query(api.community.events.listUpcoming, {
      paginationOpts: firstPage,
      now: Date.now(),
    });
    expect(events.page).toEqual([]);
    const studentNotices = await noticesOf(c.t, c.student.userId);
    const told = studentNotices.find((n) => n.kind === "event_cancelled");
    expect(told?.title).toBe("Event removed by a moderator");
    expect(told?.body).toMatch(
      /^“Algebra workshop” on .+ IST was removed by a moderator and will not take place\.$/,
    );
    const mentorNotices = await noticesOf(c.t, c.mentor.userId);
    expect(mentorNotices.map((n) => n.title)).toContain(
      "Your event was removed by a moderator",
    );
  });
});

describe("Removed by a moderator, in place of the content", () => {
  it("tells a moderator's removal from an author's own delete", async () => {
    const c = await community();
    const own = await c.ishaan.as.mutation(api.community.forums.createThread, {
      title: "Doubt in trigonometry identities",
      content: "How do I prove sin²θ + cos²θ = 1?",
      categoryId: c.categoryId,
    });
    await c.ishaan.as.mutation(api.community.forums.deleteThread, {
      threadId: own,
    });
    expect(
      await c.t.query(api.community.forums.getThread, { threadId: own }),
    ).toBeNull();
    // Staff deleting someone's thread from its page act as moderators.
    await c.moderator.as.mutation(api.community.forums.deleteThread, {
      threadId: c.threadId,
    });
    expect(
      await c.t.query(api.community.forums.getThread, {
        threadId: c.threadId,
      }),
    ).toEqual({ _id: c.threadId, removedByModerator: true });
  });

  it("keeps a removed reply's place in order, leaves out an author's own delete, and the count excludes both", async () => {
    const c = await community();
    const second = await c.diya.as.mutation(api.community.forums.reply, {
      threadId: c.threadId,
      content: "Please be kind, everyone.",
    });
    const third = await c.student.as.mutation(api.community.forums.reply, {
      threadId: c.threadId,
      content: "I posted this by mistake.",
    });
    const fourth = await c.mentor.as.mutation(api.community.forums.reply, {
      threadId: c.threadId,
      content: "Past papers are free on the board's website.",
    });
    await c.student.as.mutation(api.community.forums.deleteReply, {
      replyId: third,
    });
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: c.replyId,
      reason: "bullying",
    });
    const [item] = (await queue(c)).page;
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });

    const { page } = await c.t.query(api.community.forums.listReplies, {
      threadId: c.threadId,
      paginationOpts: firstPage,
    });
    expect(page.map((r) => r._id)).toEqual([c.replyId, second, fourth]);
    expect(page[0]).toEqual({
      _id: c.replyId,
      createdAt: expect.any(Number),
      removedByModerator: true,
    });
    expect(page[0]).not.toHaveProperty("content");
    expect(page[0]).not.toHaveProperty("authorName");
    expect(page[1]).toMatchObject({ content: "Please be kind, everyone." });
    const thread = await c.t.query(api.community.forums.getThread, {
      threadId: c.threadId,
    });
    expect(thread).toMatchObject({ replyCount: 2 });

    // Pages stay bounded: never more than asked, and they still join up.
    const one = await c.t.query(api.community.forums.listReplies, {
      threadId: c.threadId,
      paginationOpts: { numItems: 2, cursor: null },
    });
    const two = await c.t.query(api.community.forums.listReplies, {
      threadId: c.threadId,
      paginationOpts: { numItems: 2, cursor: one.continueCursor },
    });
    expect(one.page.map((r) => r._id)).toEqual([c.replyId, second]);
    expect(two.page.map((r) => r._id)).toEqual([fourth]);
    expect(two.isDone).toBe(true);
  });

  it("tells an event's registrants a moderator removed it, but not when its organiser calls it off", async () => {
    const c = await community();
    await c.moderator.as.mutation(api.community.events.cancel, {
      eventId: c.eventId,
    });
    const { eventId: own } = await c.mentor.as.mutation(
      api.community.events.create,
      {
        title: "Geometry doubt-clearing hour",
        description: "Bring your questions on circles and triangles.",
        eventType: "study_session",
        scheduledAt: Date.now() + 2 * DAY,
        durationMinutes: 60,
      },
    );
    await c.student.as.mutation(api.community.events.rsvp, { eventId: own });
    await c.mentor.as.mutation(api.community.events.cancel, { eventId: own });
    await c.t.finishScheduled();
    const told = (await noticesOf(c.t, c.student.userId))
      .filter((n) => n.kind === "event_cancelled")
      .map((n) => [n.title, n.body.split(" on ")[0]]);
    expect(told.sort()).toEqual([
      ["Event cancelled", "“Geometry doubt-clearing hour”"],
      ["Event removed by a moderator", "“Algebra workshop”"],
    ]);
  });

  it("gives the author the moderator's reason when one is typed, and none otherwise", async () => {
    const c = await community();
    const item = await reportThread(c);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
      reason: "  Selling exam papers is not allowed.  ",
    });
    const [told] = (await noticesOf(c.t, c.diya.userId)).filter(
      (n) => n.kind === "content_removed",
    );
    expect(told.body).toBe(
      "“Buy cheap exam papers here” broke the community rules and is no longer shown to anyone. The moderator's reason: Selling exam papers is not allowed.",
    );

    await c.student.as.mutation(api.community.reports.create, {
      targetType: "club",
      targetId: c.clubId,
      reason: "inappropriate",
    });
    const [club] = (await queue(c)).page;
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: club._id,
      action: "remove",
    });
    const [clubNotice] = (await noticesOf(c.t, c.ishaan.userId)).filter(
      (n) => n.kind === "content_removed",
    );
    expect(clubNotice.body).toBe(
      "“Chess Club” broke the community rules and is no longer shown to anyone.",
    );
  });

  it("says in the inbox that a moderator removed what an earlier notice was about", async () => {
    const c = await community();
    const item = await reportThread(c);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    // Diya was told of Ishaan's reply to her thread before it was removed.
    const inbox = await c.diya.as.query(api.notifications.inbox.list, {
      paginationOpts: firstPage,
    });
    const replyNotice = inbox.page.find((n) => n.kind === "forum_reply");
    expect(replyNotice?.gone).toBe("This thread was removed by a moderator.");
  });
});

describe("Warn User", () => {
  it("needs a reason, and writes nothing without one", async () => {
    const c = await community();
    const item = await reportThread(c);
    for (const reason of [undefined, "", "   ", "bad"])
      expect(
        await errorData(
          c.moderator.as.mutation(api.admin.reports.decide, {
            groupId: item._id,
            action: "warn",
            reason,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message:
          "Please give the reason for the warning (at least 5 characters).",
      });
    expect(
      await errorData(
        c.moderator.as.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "warn",
          reason: "x".repeat(501),
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await c.t.run((ctx) => ctx.db.query("user_warnings").collect()),
    ).toEqual([]);
    expect((await queue(c)).page[0].status).toBe("pending");
  });

  it("records a warning the author must acknowledge, and leaves the content", async () => {
    const c = await community();
    const item = await reportThread(c);
    expect(
      await c.moderator.as.mutation(api.admin.reports.decide, {
        groupId: item._id,
        action: "warn",
        reason: "  Selling exam papers is not allowed here.  ",
      }),
    ).toEqual({ status: "resolved" });
    const warnings = await c.diya.as.query(
      api.community.reports.myWarnings,
      {},
    );
    expect(warnings).toEqual([
      {
        _id: expect.any(String),
        reason: "Selling exam papers is not allowed here.",
        createdAt: expect.any(Number),
      },
    ]);
    const notices = await noticesOf(c.t, c.diya.userId);
    expect(notices.find((n) => n.kind === "moderation_warning")?.body).toBe(
      "Reason: Selling exam papers is not allowed here.",
    );
    const reporterNotice = (await noticesOf(c.t, c.student.userId)).find(
      (n) => n.kind === "report_outcome",
    );
    expect(reporterNotice?.body).toContain("has warned the author");
    // Still shown.
    expect(
      await c.t.query(api.community.forums.getThread, { threadId: c.threadId }),
    ).not.toBeNull();

    // Only Diya may acknowledge it; afterwards it is no longer shown to her.
    expect(
      await errorData(
        c.student.as.mutation(api.community.reports.acknowledgeWarning, {
          warningId: warnings[0]._id,
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This warning no longer exists." });
    await c.diya.as.mutation(api.community.reports.acknowledgeWarning, {
      warningId: warnings[0]._id,
    });
    expect(await c.diya.as.query(api.community.reports.myWarnings, {})).toEqual(
      [],
    );
    // Acknowledging twice changes nothing.
    await c.diya.as.mutation(api.community.reports.acknowledgeWarning, {
      warningId: warnings[0]._id,
    });
    await expect(
      c.t.query(api.community.reports.myWarnings, {}),
    ).rejects.toThrow();
  });

  it("flags an author with 3 warnings in 90 days", async () => {
    const c = await community();
    // Two earlier warnings (one older than 90 days does not count).
    await c.t.run(async (ctx) => {
      const reportId = await ctx.db.insert("user_reports", {
        reporter_id: c.student.userId,
        reporter_name: "Aarav S.",
        reason: "bullying",
        target_type: "user",
        target_id: c.diya.userId,
        target_author_id: c.diya.userId,
        created_at: Date.now() - 100 * DAY,
        status: "resolved",
        resolution: "warned",
      });
      for (const ago of [100 * DAY, 20 * DAY, 2 * DAY])
        await ctx.db.insert("user_warnings", {
          user_id: c.diya.userId,
          report_id: reportId,
          issued_by: c.moderator.userId,
          reason: "Be kind.",
          created_at: Date.now() - ago,
        });
    });
    const item = await reportThread(c);
    expect(item).toMatchObject({ authorWarnings: 2, authorFlagged: false });
    await c.admin.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "warn",
      reason: "Third time this term: no selling.",
    });
    const [decided] = (await queue(c, "resolved")).page;
    expect(decided).toMatchObject({ authorWarnings: 3, authorFlagged: true });
  });
});

describe("Dismiss Report and decided items", () => {
  it("dismisses every report of the item and tells the reporters", async () => {
    const c = await community();
    const item = await reportThread(c);
    expect(
      await c.moderator.as.mutation(api.admin.reports.decide, {
        groupId: item._id,
        action: "dismiss",
      }),
    ).toEqual({ status: "dismissed" });
    expect((await queue(c, "dismissed")).page[0]).toMatchObject({
      status: "dismissed",
      resolution: null,
      decidedByName: "Kabir Khan",
    });
    expect(
      await c.t.query(api.community.forums.getThread, { threadId: c.threadId }),
    ).not.toBeNull();
    const outcome = (await noticesOf(c.t, c.ishaan.userId)).find(
      (n) => n.kind === "report_outcome",
    );
    expect(outcome?.body).toContain("found it within the community rules");
    // The author is told nothing (her only notice is Ishaan's reply).
    expect((await noticesOf(c.t, c.diya.userId)).map((n) => n.kind)).toEqual([
      "forum_reply",
    ]);
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(0);
  });

  it("says who decided an item already decided, and overwrites nothing", async () => {
    const c = await community();
    const item = await reportThread(c);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "dismiss",
    });
    for (const action of ["remove", "warn", "dismiss"] as const)
      expect(
        await errorData(
          c.admin.as.mutation(api.admin.reports.decide, {
            groupId: item._id,
            action,
            reason: "Selling exam papers is not allowed.",
          }),
        ),
      ).toEqual({
        code: "Conflict",
        message: "This report has already been dismissed by Kabir Khan.",
      });
    expect((await queue(c, "dismissed")).page[0]).toMatchObject({
      decidedByName: "Kabir Khan",
    });
    expect(
      await c.t.query(api.community.forums.getThread, { threadId: c.threadId }),
    ).not.toBeNull();
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(0);
    expect(await counter(c.t, COUNTERS.pendingReportGroups)).toBe(0);
  });

  it("refuses while another moderator is handling the item", async () => {
    const c = await community();
    const item = await reportThread(c);
    await c.admin.as.mutation(api.admin.claims.claim, {
      key: `report:${c.threadId}`,
    });
    expect(
      await errorData(
        c.moderator.as.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "remove",
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "Priya Nair is handling this right now.",
    });
    // The holder decides; the claim goes with the decision.
    await c.admin.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    expect(
      await c.t.run((ctx) => ctx.db.query("review_claims").collect()),
    ).toEqual([]);
  });

  it("starts a new item when a dismissed thing is reported again", async () => {
    const c = await community();
    const item = await reportThread(c);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "dismiss",
    });
    await c.diya.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: c.replyId,
      reason: "bullying",
    });
    const newcomer = await createPerson(c.t, {
      email: "kavya@example.in",
      fullName: "Kavya Joshi",
    });
    await newcomer.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: c.threadId,
      reason: "spam",
    });
    const { page } = await queue(c);
    expect(page.map((p) => [p.targetType, p.reportCount])).toEqual([
      ["thread", 1],
      ["reply", 1],
    ]);
    expect(page[0]._id).not.toBe(item._id);
  });

  it("settles a large item's reports in batches, every reporter told", async () => {
    const c = await community();
    const groupId = await c.t.run(async (ctx) => {
      let id: Id<"report_groups"> | null = null;
      for (let i = 0; i < 230; i++) {
        const reporter = await ctx.db.insert("users", {
          email: `r${i}@example.in`,
        });
        ({ groupId: id } = await addToGroup(ctx, {
          reporter_id: reporter,
          reporter_name: `Reporter ${i}`,
          reason: "spam",
          target_type: "thread",
          target_id: c.threadId,
          target_author_id: c.diya.userId,
          created_at: Date.now(),
          status: "pending",
        }));
      }
      return id!;
    });
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(230);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId,
      action: "remove",
    });
    await c.t.finishScheduled();
    const reports = await c.t.run((ctx) =>
      ctx.db.query("user_reports").collect(),
    );
    expect(reports.filter((r) => r.status !== "resolved")).toEqual([]);
    const outcomes = await c.t.run(async (ctx) =>
      (await ctx.db.query("notifications").collect()).filter(
        (n) => n.kind === "report_outcome",
      ),
    );
    expect(outcomes).toHaveLength(230);
    expect(await counter(c.t, COUNTERS.pendingReports)).toBe(0);
  });
});

describe("reporting a member", () => {
  it("queues a member; they may be warned but not removed; nobody reports themselves", async () => {
    const c = await community();
    expect(
      await errorData(
        c.diya.as.mutation(api.community.reports.create, {
          targetType: "user",
          targetId: c.diya.userId,
          reason: "other",
          details: "Testing.",
        }),
      ),
    ).toEqual({ code: "InvalidInput", message: "You cannot report yourself." });
    expect(
      await errorData(
        c.diya.as.mutation(api.community.reports.create, {
          targetType: "user",
          targetId: "not-a-user",
          reason: "bullying",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This member no longer exists." });
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "user",
      targetId: c.ishaan.userId,
      reason: "bullying",
      details: "Calls younger students names.",
    });
    const [item] = (await queue(c)).page;
    expect(item).toMatchObject({
      targetType: "user",
      link: null,
      target: { title: "Ishaan R.", authorName: "Ishaan R." },
    });
    expect(
      await errorData(
        c.moderator.as.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "remove",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "warn",
      reason: "Please do not call others names.",
    });
    expect(
      await c.ishaan.as.query(api.community.reports.myWarnings, {}),
    ).toHaveLength(1);
  });
});

describe("reports filed before grouping", () => {
  it("join their target's queue item once, counted once", async () => {
    const c = await community();
    await c.t.run(async (ctx) => {
      for (const [who, at] of [
        [c.student.userId, 1],
        [c.ishaan.userId, 2],
      ] as const)
        await ctx.db.insert("user_reports", {
          reporter_id: who,
          reporter_name: "Old Reporter",
          reason: "spam",
          target_type: "thread",
          target_id: c.threadId,
          target_author_id: c.diya.userId,
          created_at: Date.now() - at * 60_000,
          status: "pending",
        });
      await ctx.db.insert("counters", {
        key: COUNTERS.pendingReports,
        value: 2,
      });
    });
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {});
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {});
    const { page } = await queue(c);
    expect(page.map((p) => [p.targetId, p.reportCount])).toEqual([
      [c.threadId, 2],
    ]);
    expect(await c.moderator.as.query(api.admin.reports.summary, {})).toEqual({
      pendingItems: 1,
      pendingReports: 2,
    });
  });
});
