import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { errorData, type TestBackend } from "./harness";
import {
  forum,
  postThread,
  rows,
  firstPage,
  discussion,
} from "./fixtures/forums";

describe("forums.reply and listReplies", () => {
  it("adds replies oldest first and counts them on the thread", async () => {
    const { t, student, classmate, mentor, maths } = await forum();
    const threadId = await postThread(student, maths);
    const first = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "  Split −5x into −2x and −3x.  ",
    });
    const second = await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Look for two numbers that multiply to 6 and add to −5.",
    });
    const third = await student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Thank you both!",
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 3,
    });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ replyCount: 3 });
    const { page, isDone } = await classmate.as.query(
      api.community.forums.listReplies,
      {
        threadId,
        paginationOpts: firstPage,
      },
    );
    expect(isDone).toBe(true);
    expect(page.map((r) => r._id)).toEqual([first, second, third]);
    expect(page[0]).toMatchObject({
      content: "Split −5x into −2x and −3x.",
      authorName: "Diya M.",
      authorBadge: null,
      upvotes: 0,
      editedAt: null,
      accepted: false,
      viewer: {
        upvoted: false,
        canEdit: true,
        canDelete: true,
        canVote: false,
        reportableAuthorId: null,
      },
    });
    expect(page[1]).toMatchObject({
      authorName: "Meera Iyer",
      authorBadge: "mentor",
      viewer: {
        canEdit: false,
        canDelete: false,
        canVote: true,
        reportableAuthorId: mentor.userId,
      },
    });
    // A visitor cannot report anyone: they are asked to log in first.
    const seen = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: firstPage,
    });
    expect(
      seen.page.map((r) => "viewer" in r && r.viewer.reportableAuthorId),
    ).toEqual([null, null, null]);
  });

  it("pages replies", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (let i = 1; i <= 12; i++)
      await classmate.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Reply number ${i}`,
      });
    const one = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect([one.page.length, one.isDone]).toEqual([10, false]);
    const two = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: { numItems: 10, cursor: one.continueCursor },
    });
    expect([two.page.length, two.isDone]).toEqual([2, true]);
    expect(two.page.map((r) => ("content" in r ? r.content : null))).toEqual([
      "Reply number 11",
      "Reply number 12",
    ]);
  });

  it("refuses visitors", async () => {
    const { t, student, maths } = await forum();
    const threadId = await postThread(student, maths);
    expect(
      await errorData(
        t.mutation(api.community.forums.reply, {
          threadId,
          content: "Hello there",
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await rows(t, "forum_replies")).toEqual([]);
  });

  it("refuses replies that are too short or too long, writing nothing", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (const [content, message] of [
      ["  ", "Your reply is required"],
      ["k", "Your reply must be at least 2 characters"],
      ["r".repeat(5_001), "Your reply must be at most 5,000 characters"],
    ])
      expect(
        await errorData(
          classmate.as.mutation(api.community.forums.reply, {
            threadId,
            content,
          }),
        ),
      ).toEqual({ code: "InvalidInput", message });
    expect(await rows(t, "forum_replies")).toEqual([]);
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 0,
    });
  });

  it("refuses a reply to a removed thread", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.reply, {
          threadId,
          content: "Too late",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This thread no longer exists." });
    expect(await rows(t, "forum_replies")).toEqual([]);
    expect(
      await t.run((ctx) => ctx.db.get("forum_threads", threadId)),
    ).toMatchObject({ reply_count: 0 });
  });

  it("lists no replies of a removed thread", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "An answer",
    });
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    const { page, isDone } = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: firstPage,
    });
    expect(page).toEqual([]);
    expect(isDone).toBe(true);
  });

  it("refuses the 21st reply within 10 minutes", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (let i = 1; i <= 20; i++)
      await classmate.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Reply number ${i}`,
      });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.reply, {
          threadId,
          content: "Reply number 21",
        }),
      ),
    ).toEqual({
      code: "RateLimited",
      message: "You are replying too quickly. Please wait a few minutes.",
    });
    expect(await rows(t, "forum_replies")).toHaveLength(20);
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 20,
    });
    await student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Someone else can still reply",
    });
  });
});

describe("forums.editReply", () => {
  it("lets the author change their reply", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    await classmate.as.mutation(api.community.forums.editReply, {
      replyId,
      content: "  Split −5x into −2x and −3x, then group.  ",
    });
    const [reply] = (
      await t.query(api.community.forums.listReplies, {
        threadId,
        paginationOpts: firstPage,
      })
    ).page;
    expect(reply).toMatchObject({
      content: "Split −5x into −2x and −3x, then group.",
      editedAt: expect.any(Number),
    });
  });

  it("is for the author only", async () => {
    const { t, student, mentor, moderator, admin, replyId } =
      await discussion();
    const edit = (who: TestBackend) =>
      who.mutation(api.community.forums.editReply, {
        replyId,
        content: "Changed",
      });
    expect(await errorData(edit(t))).toMatchObject({
      code: "NotAuthenticated",
    });
    for (const who of [student, mentor, moderator, admin])
      expect(await errorData(edit(who.as))).toMatchObject({
        code: "NotAuthorized",
      });
    expect(
      await t.run((ctx) => ctx.db.get("forum_replies", replyId)),
    ).toMatchObject({ content: "Split −5x into −2x and −3x." });
  });

  it("refuses bad input and removed replies", async () => {
    const { t, classmate, replyId } = await discussion();
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.editReply, {
          replyId,
          content: "x",
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Your reply must be at least 2 characters",
    });
    expect(
      await t.run((ctx) => ctx.db.get("forum_replies", replyId)),
    ).toMatchObject({ content: "Split −5x into −2x and −3x." });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.editReply, {
          replyId,
          content: "Back again",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This reply no longer exists." });
  });
});

describe("forums.deleteReply", () => {
  it("lets the author remove a reply and keeps the count exact", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "And a second thought.",
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
    expect(
      (
        await t.query(api.community.forums.listReplies, {
          threadId,
          paginationOpts: firstPage,
        })
      ).page.map((r) => r._id),
    ).toEqual([other]);
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.deleteReply, { replyId }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
  });

  it("lets staff remove anyone's reply", async () => {
    const { t, classmate, moderator, admin, threadId, replyId } =
      await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "And a second thought.",
    });
    await moderator.as.mutation(api.community.forums.deleteReply, { replyId });
    await admin.as.mutation(api.community.forums.deleteReply, {
      replyId: other,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 0,
    });
  });

  it("refuses visitors, the thread's author and mentors", async () => {
    const { t, student, mentor, threadId, replyId } = await discussion();
    expect(
      await errorData(
        t.mutation(api.community.forums.deleteReply, { replyId }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [student, mentor])
      expect(
        await errorData(
          who.as.mutation(api.community.forums.deleteReply, { replyId }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
  });

  it("clears the accepted answer when that reply goes", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
      replyCount: 0,
    });
    expect(
      await t.run((ctx) => ctx.db.get("forum_threads", threadId)),
    ).not.toHaveProperty("accepted_reply_id");
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ answered: false });
  });

  it("keeps the accepted answer when another reply goes", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "An afterthought",
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await classmate.as.mutation(api.community.forums.deleteReply, {
      replyId: other,
    });
    expect(
      (await t.query(api.community.forums.getThread, { threadId }))!
        .acceptedReply,
    ).toMatchObject({ _id: replyId, accepted: true });
  });
});
