import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { COUNTERS } from "../../convex/lib/counters";
// On the harness (its backend comes through reportFixtures), so in the conformance run too.
import "./harness";
import {
  firstPage,
  DAY,
  community,
  counter,
  queue,
  noticesOf,
  reportThread,
} from "./fixtures/reports";

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
