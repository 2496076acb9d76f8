import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { COUNTERS } from "../../convex/lib/counters";
import { counterValue, createPerson, people, world } from "./fixtures/common";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";
import { reportables } from "./fixtures/reports";

/**
 * The usual cast, a second student, and one of each thing a member can
 * report: the student's thread with the classmate's reply, the classmate's
 * club and the mentor's event.
 */
async function community() {
  const w = await world();
  const classmate = await createPerson(w.t, { ...people.diya, grade: 8 });
  const things = await reportables(w, {
    author: w.student,
    replier: classmate,
  });
  return { ...w, classmate, ...things };
}

const pendingReports = (t: TestBackend) =>
  counterValue(t, COUNTERS.pendingReports);

const reportRows = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("user_reports").collect());

describe("reports.create", () => {
  it("files a report on a thread for the moderation queue", async () => {
    const { t, mentor, student, threadId } = await community();
    const reportId = await mentor.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: threadId,
      reason: "spam",
    });
    const rows = await reportRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: reportId,
      reporter_id: mentor.userId,
      reporter_name: "Meera Iyer",
      reason: "spam",
      target_type: "thread",
      target_id: threadId,
      target_author_id: student.userId,
      content_link: `/community/thread/${threadId}`,
      status: "pending",
    });
    expect(rows[0]).not.toHaveProperty("details");
    expect(rows[0].created_at).toEqual(expect.any(Number));
    expect(await pendingReports(t)).toBe(1);
  });

  it("links each kind of target to where it is shown", async () => {
    const {
      t,
      student,
      classmate,
      mentor,
      threadId,
      replyId,
      clubId,
      eventId,
    } = await community();
    await student.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: replyId,
      reason: "bullying",
    });
    await student.as.mutation(api.community.reports.create, {
      targetType: "club",
      targetId: clubId,
      reason: "inappropriate",
    });
    await classmate.as.mutation(api.community.reports.create, {
      targetType: "event",
      targetId: eventId,
      reason: "misinformation",
    });
    const rows = await reportRows(t);
    expect(
      rows.map((r) => [
        r.target_type,
        r.target_id,
        r.target_author_id,
        r.content_link,
        r.reporter_name,
      ]),
    ).toEqual([
      [
        "reply",
        replyId,
        classmate.userId,
        `/community/thread/${threadId}#reply-${replyId}`,
        "Aarav S.",
      ],
      [
        "club",
        clubId,
        classmate.userId,
        `/community/club/${clubId}`,
        "Aarav S.",
      ],
      [
        "event",
        eventId,
        mentor.userId,
        `/community#event-${eventId}`,
        "Diya M.",
      ],
    ]);
    expect(await pendingReports(t)).toBe(3);
  });

  it("keeps trimmed details, and requires them for 'other'", async () => {
    const { t, mentor, threadId, clubId } = await community();
    for (const details of [undefined, "", "    "])
      expect(
        await errorData(
          mentor.as.mutation(api.community.reports.create, {
            targetType: "thread",
            targetId: threadId,
            reason: "other",
            details,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "Please tell us what is wrong.",
      });
    expect(
      await errorData(
        mentor.as.mutation(api.community.reports.create, {
          targetType: "thread",
          targetId: threadId,
          reason: "spam",
          details: "d".repeat(501),
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Details must be at most 500 characters",
    });
    expect(await reportRows(t)).toEqual([]);
    expect(await pendingReports(t)).toBe(0);

    await mentor.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: threadId,
      reason: "other",
      details: "  Selling exam papers.  ",
    });
    await mentor.as.mutation(api.community.reports.create, {
      targetType: "club",
      targetId: clubId,
      reason: "spam",
      details: "   ",
    });
    const rows = await reportRows(t);
    expect(rows[0]).toMatchObject({ details: "Selling exam papers." });
    expect(rows[1]).not.toHaveProperty("details");
    expect(await pendingReports(t)).toBe(2);
  });

  it("refuses visitors", async () => {
    const { t, threadId } = await community();
    expect(
      await errorData(
        t.mutation(api.community.reports.create, {
          targetType: "thread",
          targetId: threadId,
          reason: "spam",
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await reportRows(t)).toEqual([]);
    expect(await pendingReports(t)).toBe(0);
  });

  it("takes one report per member per item", async () => {
    const { t, mentor, classmate, threadId } = await community();
    const report = { targetType: "thread", targetId: threadId } as const;
    await mentor.as.mutation(api.community.reports.create, {
      ...report,
      reason: "spam",
    });
    expect(
      await errorData(
        mentor.as.mutation(api.community.reports.create, {
          ...report,
          reason: "misinformation",
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "You have already reported this. Thank you.",
    });
    expect(await reportRows(t)).toHaveLength(1);
    expect(await pendingReports(t)).toBe(1);
    // Another member may report the same item.
    await classmate.as.mutation(api.community.reports.create, {
      ...report,
      reason: "spam",
    });
    expect(await reportRows(t)).toHaveLength(2);
    expect(await pendingReports(t)).toBe(2);
  });

  it("refuses reports on your own thread, reply, club or event", async () => {
    const {
      t,
      student,
      classmate,
      mentor,
      threadId,
      replyId,
      clubId,
      eventId,
    } = await community();
    for (const [who, targetType, targetId] of [
      [student, "thread", threadId],
      [classmate, "reply", replyId],
      [classmate, "club", clubId],
      [mentor, "event", eventId],
    ] as const)
      expect(
        await errorData(
          who.as.mutation(api.community.reports.create, {
            targetType,
            targetId,
            reason: "spam",
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "You cannot report your own post.",
      });
    expect(await reportRows(t)).toEqual([]);
    expect(await pendingReports(t)).toBe(0);
  });

  it("refuses a target that does not exist, is gone, or is of another kind", async () => {
    const {
      t,
      student,
      classmate,
      mentor,
      moderator,
      threadId,
      replyId,
      clubId,
      eventId,
    } = await community();
    const removedThread = await classmate.as.mutation(
      api.community.forums.createThread,
      {
        title: "Removed thread",
        content: "This one is taken down by staff.",
        categoryId: (await t.query(api.community.forums.categories, {}))[0]._id,
      },
    );
    await moderator.as.mutation(api.community.forums.deleteThread, {
      threadId: removedThread,
    });
    const removedReply = await classmate.as.mutation(
      api.community.forums.reply,
      {
        threadId,
        content: "This reply is removed.",
      },
    );
    await classmate.as.mutation(api.community.forums.deleteReply, {
      replyId: removedReply,
    });
    const removedClub = await classmate.as.mutation(
      api.community.clubs.create,
      {
        name: "Removed Club",
        category: "Academic",
        description: "This club is taken down by staff.",
      },
    );
    await moderator.as.mutation(api.community.clubs.remove, {
      clubId: removedClub,
    });
    const cancelledEvent = (
      await mentor.as.mutation(api.community.events.create, {
        title: "Cancelled event",
        description: "This event is called off.",
        eventType: "quiz",
        scheduledAt: Date.now() + 86_400_000,
        durationMinutes: 30,
      })
    ).eventId;
    await mentor.as.mutation(api.community.events.cancel, {
      eventId: cancelledEvent,
    });
    const proposedEvent = (
      await classmate.as.mutation(api.community.events.create, {
        title: "Proposed event",
        description: "Waiting for moderation.",
        eventType: "study_session",
        scheduledAt: Date.now() + 86_400_000,
        durationMinutes: 30,
      })
    ).eventId;
    const deletedThread = await t.run(async (ctx) => {
      const thread = (await ctx.db.get("forum_threads", threadId))!;
      const { _id, _creationTime, ...fields } = thread;
      const id = await ctx.db.insert("forum_threads", fields);
      await ctx.db.delete("forum_threads", id);
      return id;
    });

    const cases: ["thread" | "reply" | "club" | "event", string, string][] = [
      ["thread", "abc", "This thread no longer exists."],
      ["thread", "", "This thread no longer exists."],
      ["thread", deletedThread, "This thread no longer exists."],
      ["thread", removedThread, "This thread no longer exists."],
      ["thread", replyId, "This thread no longer exists."],
      ["reply", removedReply, "This reply no longer exists."],
      ["reply", threadId, "This reply no longer exists."],
      ["club", removedClub, "This club no longer exists."],
      ["club", eventId, "This club no longer exists."],
      ["event", cancelledEvent, "This event no longer exists."],
      ["event", proposedEvent, "This event no longer exists."],
      ["event", clubId, "This event no longer exists."],
    ];
    for (const [targetType, targetId, message] of cases)
      expect(
        await errorData(
          student.as.mutation(api.community.reports.create, {
            targetType,
            targetId,
            reason: "spam",
          }),
        ),
      ).toEqual({ code: "NotFound", message });
    expect(await reportRows(t)).toEqual([]);
    expect(await pendingReports(t)).toBe(0);
  });

  it("refuses an unknown target type or reason", async () => {
    const { t, mentor, threadId } = await community();
    const badType = {
      targetType: "lesson",
      targetId: threadId,
      reason: "spam" as const,
    };
    await expect(
      // @ts-expect-error "lesson" is not a report target
      mentor.as.mutation(api.community.reports.create, badType),
    ).rejects.toThrow(VALIDATION_ERROR);
    const badReason = {
      targetType: "thread" as const,
      targetId: threadId,
      reason: "boring",
    };
    await expect(
      // @ts-expect-error "boring" is not a report reason
      mentor.as.mutation(api.community.reports.create, badReason),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await reportRows(t)).toEqual([]);
  });

  it("refuses the 11th report within an hour", async () => {
    const { t, student, classmate, categoryId } = await community();
    const threads = await t.run(async (ctx) => {
      const ids: Id<"forum_threads">[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(
          await ctx.db.insert("forum_threads", {
            title: `Spam thread ${i}`,
            content: "Buy followers now, cheap!",
            category_id: categoryId,
            author_id: classmate.userId,
            author_name: "Diya M.",
            upvotes: 0,
            reply_count: 0,
            created_at: Date.now(),
            status: "visible",
          }),
        );
      return ids;
    });
    const report = (targetId: string) =>
      student.as.mutation(api.community.reports.create, {
        targetType: "thread",
        targetId,
        reason: "spam",
      });
    for (const id of threads.slice(0, 10)) await report(id);
    expect(await errorData(report(threads[10]))).toEqual({
      code: "RateLimited",
      message: "You have sent many reports recently. Please try again later.",
    });
    expect(await reportRows(t)).toHaveLength(10);
    expect(await pendingReports(t)).toBe(10);
  });

  it("does not count refused reports against the limit", async () => {
    const { t, student, threadId, categoryId, classmate } = await community();
    for (let i = 0; i < 10; i++)
      expect(
        await errorData(
          student.as.mutation(api.community.reports.create, {
            targetType: "thread",
            targetId: threadId,
            reason: "spam",
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    const otherThread = await classmate.as.mutation(
      api.community.forums.createThread,
      {
        title: "Another thread",
        content: "Something to report.",
        categoryId,
      },
    );
    await student.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: otherThread,
      reason: "spam",
    });
    expect(await reportRows(t)).toHaveLength(1);
  });
});
