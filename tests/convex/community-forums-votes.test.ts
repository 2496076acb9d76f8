import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createPerson, type Person } from "./fixtures/common";
import { errorData, VALIDATION_ERROR } from "./harness";
import {
  forum,
  postThread,
  rows,
  firstPage,
  discussion,
} from "./fixtures/forums";

describe("forums.toggleUpvote", () => {
  it("adds and takes back one vote per member, with exact counts", async () => {
    const { t, student, classmate, mentor, moderator, threadId } =
      await discussion();
    const target = { kind: "thread", id: threadId } as const;
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 1 });
    expect(
      await mentor.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 2 });
    expect(
      await moderator.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 3 });
    // A second upvote from the same member takes theirs back.
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: false, upvotes: 2 });
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 3 });
    const votes = await rows(t, "forum_votes");
    expect(votes).toHaveLength(3);
    expect(new Set(votes.map((v) => v.user_id)).size).toBe(3);
    expect(
      await classmate.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ upvotes: 3, viewer: { upvoted: true } });
    expect(
      await student.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ upvotes: 3, viewer: { upvoted: false } });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
          sort: "top",
        })
      ).page[0],
    ).toMatchObject({ _id: threadId, upvotes: 3 });
  });

  it("counts votes on replies separately", async () => {
    const { t, student, mentor, threadId, replyId } = await discussion();
    const target = { kind: "reply", id: replyId } as const;
    expect(
      await student.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 1 });
    expect(
      await mentor.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 2 });
    const [reply] = (
      await student.as.query(api.community.forums.listReplies, {
        threadId,
        paginationOpts: firstPage,
      })
    ).page;
    expect(reply).toMatchObject({ upvotes: 2, viewer: { upvoted: true } });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      upvotes: 0,
    });
  });

  it("refuses a vote on your own post", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    expect(
      await errorData(
        student.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "You cannot upvote your own post.",
    });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "reply", id: replyId },
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(await rows(t, "forum_votes")).toEqual([]);
  });

  it("refuses visitors and removed posts", async () => {
    const { t, student, classmate, mentor, threadId, replyId } =
      await discussion();
    expect(
      await errorData(
        t.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        mentor.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "reply", id: replyId },
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        mentor.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(await rows(t, "forum_votes")).toEqual([]);
  });

  it("refuses an id of the wrong kind", async () => {
    const { mentor, threadId } = await discussion();
    await expect(
      mentor.as.mutation(api.community.forums.toggleUpvote, {
        target: {
          kind: "reply",
          id: threadId as unknown as Id<"forum_replies">,
        },
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("forums.setAcceptedReply", () => {
  it("lets the thread's author mark and clear the accepted answer", async () => {
    const { t, student, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: {
        _id: replyId,
        content: "Split −5x into −2x and −3x.",
        authorName: "Diya M.",
        accepted: true,
      },
    });
    expect(
      (
        await t.query(api.community.forums.listReplies, {
          threadId,
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ accepted: true });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ answered: true });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId: null,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("pays a helper for one asker's acceptances at most once a week, and for three a day", async () => {
    const w = await forum();
    const helper = w.classmate;
    const acceptedXp = () =>
      w.t.run(async (ctx) =>
        (
          await ctx.db
            .query("xp_events")
            .withIndex("by_user_id_and_day", (q) =>
              q.eq("user_id", helper.userId),
            )
            .collect()
        )
          .filter((e) => e.reason === "accepted_answer")
          .reduce((sum, e) => sum + e.amount, 0),
      );
    const accept = async (asker: Person, n: number) => {
      const threadId = await postThread(asker, w.maths, {
        title: `Question ${n} about quadratic equations`,
      });
      const replyId = await helper.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Answer ${n}: factorise, then set each factor to zero.`,
      });
      await asker.as.mutation(api.community.forums.setAcceptedReply, {
        threadId,
        replyId,
      });
      return replyId;
    };
    // One asker accepting reply after reply of the same helper: paid once.
    await accept(w.student, 1);
    await accept(w.student, 2);
    await accept(w.student, 3);
    expect(await acceptedXp()).toBe(15);
    // A week later the same asker's acceptance pays again.
    await w.t.run(async (ctx) => {
      for (const award of await ctx.db.query("answer_awards").collect())
        await ctx.db.patch("answer_awards", award._id, {
          at: award.at - 8 * 86_400_000,
        });
    });
    await accept(w.student, 4);
    expect(await acceptedXp()).toBe(30);
    // Three other askers today: two more are paid (three in all today), not the third.
    for (const [i, name] of [
      "Ishaan Rao",
      "Kavya Pillai",
      "Zoya Ahmed",
    ].entries()) {
      const asker = await createPerson(w.t, {
        email: `asker${i}@example.in`,
        fullName: name,
        grade: 9,
      });
      await accept(asker, 10 + i);
    }
    expect(await acceptedXp()).toBe(15 * 4);
  });

  it("lets mentors, moderators and admins mark it too", async () => {
    const { t, mentor, moderator, admin, classmate, threadId, replyId } =
      await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Another way: use the formula.",
    });
    for (const [who, id] of [
      [mentor, other],
      [moderator, replyId],
      [admin, other],
    ] as const) {
      await who.as.mutation(api.community.forums.setAcceptedReply, {
        threadId,
        replyId: id,
      });
      expect(
        (await t.query(api.community.forums.getThread, { threadId }))!
          .acceptedReply,
      ).toMatchObject({ _id: id });
    }
  });

  it("refuses visitors and other students, even the reply's author", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    const someone = await createPerson(t, {
      email: "rohan@example.in",
      fullName: "Rohan Gupta",
      grade: 10,
    });
    expect(
      await errorData(
        t.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [classmate, someone])
      expect(
        await errorData(
          who.as.mutation(api.community.forums.setAcceptedReply, {
            threadId,
            replyId,
          }),
        ),
      ).toEqual({
        code: "NotAuthorized",
        message: "You do not have permission to do that.",
      });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a mentor staff have not verified, and tells the client so", async () => {
    const { t, threadId, replyId } = await discussion();
    const unverified = await createPerson(t, {
      email: "self.made@example.in",
      fullName: "Rahul Verma",
      role: "mentor",
    });
    expect(
      await unverified.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ viewer: { canAccept: false } });
    expect(
      await errorData(
        unverified.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a reply from another thread or one that was removed", async () => {
    const { t, student, classmate, maths, threadId, replyId } =
      await discussion();
    const otherThread = await postThread(classmate, maths, {
      title: "Another question",
    });
    const elsewhere = await student.as.mutation(api.community.forums.reply, {
      threadId: otherThread,
      content: "An answer over there",
    });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId: elsewhere,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "That reply belongs to another thread.",
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a removed thread", async () => {
    const { student, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });
});
