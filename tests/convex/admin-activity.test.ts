import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { logActivity } from "../../convex/lib/activity";
import type { ActivityKind } from "../../convex/shared/activity";
import { world } from "./fixtures/common";
import { errorData, VALIDATION_ERROR, type TestBackend } from "./harness";

type Line = {
  userId?: Id<"users">;
  userName: string;
  kind: ActivityKind;
  action: string;
};

/** Writes lines through logActivity, one millisecond apart, oldest first. */
async function log(t: TestBackend, lines: Line[]) {
  for (const line of lines) {
    await t.run((ctx) => logActivity(ctx, line));
    await new Promise((r) => setTimeout(r, 2));
  }
}

const page = (numItems: number, cursor: string | null = null) => ({
  numItems,
  cursor,
});

describe("User Activity", () => {
  it("lists the log newest first, a page at a time, with the total from counters", async () => {
    const w = await world();
    const lines: Line[] = Array.from({ length: 5 }, (_, i) => ({
      userId: w.student.userId,
      userName: "Aarav Sharma",
      kind: "post",
      action: `Reply ${i + 1}`,
    }));
    // world() signed four people up: their lines come first.
    expect(await w.admin.as.query(api.admin.activity.total, {})).toBe(4);
    await log(w.t, lines);
    const first = await w.admin.as.query(api.admin.activity.list, {
      paginationOpts: page(3),
    });
    expect(first.page.map((r) => r.action)).toEqual([
      "Reply 5",
      "Reply 4",
      "Reply 3",
    ]);
    expect(first.page[0]).toMatchObject({
      userId: w.student.userId,
      userName: "Aarav Sharma",
      kind: "post",
    });
    expect(first.isDone).toBe(false);
    const second = await w.admin.as.query(api.admin.activity.list, {
      paginationOpts: page(3, first.continueCursor),
    });
    expect(second.page.map((r) => r.action)).toEqual([
      "Reply 2",
      "Reply 1",
      "Signed up as a mentor",
    ]);
    expect(second.isDone).toBe(false);
    expect(await w.admin.as.query(api.admin.activity.total, {})).toBe(9);
    expect(
      await w.admin.as.query(api.admin.activity.total, { kind: "post" }),
    ).toBe(5);
    expect(
      await w.admin.as.query(api.admin.activity.total, { kind: "report" }),
    ).toBe(0);
  });

  it("gives at most 100 lines a page, however many are asked for", async () => {
    const w = await world();
    await w.t.run(async (ctx) => {
      for (let i = 0; i < 120; i++)
        await logActivity(ctx, {
          userId: w.student.userId,
          userName: "Aarav Sharma",
          kind: "post",
          action: `Reply ${i}`,
        });
    });
    const result = await w.admin.as.query(api.admin.activity.list, {
      paginationOpts: page(1000),
    });
    expect(result.page).toHaveLength(100);
    expect(await w.admin.as.query(api.admin.activity.total, {})).toBe(124);
  });

  it("filters by kind, by user, and by both", async () => {
    const w = await world();
    await log(w.t, [
      {
        userId: w.student.userId,
        userName: "Aarav Sharma",
        kind: "post",
        action: "Aarav posts",
      },
      {
        userId: w.student.userId,
        userName: "Aarav Sharma",
        kind: "report",
        action: "Aarav reports",
      },
      {
        userId: w.mentor.userId,
        userName: "Meera Iyer",
        kind: "post",
        action: "Meera posts",
      },
      { userName: "Someone", kind: "sign_up", action: "A sign-up" },
    ]);
    const actions = async (args: {
      userId?: Id<"users">;
      kind?: ActivityKind;
    }) =>
      (
        await w.admin.as.query(api.admin.activity.list, {
          paginationOpts: page(100),
          ...args,
        })
      ).page.map((r) => r.action);
    expect((await actions({})).slice(0, 4)).toEqual([
      "A sign-up",
      "Meera posts",
      "Aarav reports",
      "Aarav posts",
    ]);
    expect(await actions({ kind: "post" })).toEqual([
      "Meera posts",
      "Aarav posts",
    ]);
    expect(await actions({ userId: w.student.userId })).toEqual([
      "Aarav reports",
      "Aarav posts",
      "Signed up as a student",
    ]);
    expect(await actions({ userId: w.student.userId, kind: "report" })).toEqual(
      ["Aarav reports"],
    );
    expect(await actions({ userId: w.moderator.userId })).toEqual([
      "Signed up as a mentor",
    ]);
    expect(await actions({ userId: w.moderator.userId, kind: "post" })).toEqual(
      [],
    );
  });

  it("is written by the server when members post, reply and report", async () => {
    const w = await world();
    const categoryId = await w.t.run((ctx) =>
      ctx.db.insert("forum_categories", {
        name: "Science",
        description: "Physics, chemistry and biology.",
      }),
    );
    const threadId = await w.mentor.as.mutation(
      api.community.forums.createThread,
      {
        categoryId,
        title: "Why is the sky blue?",
        content: "Let us talk about Rayleigh scattering.",
      },
    );
    await w.student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Because blue light scatters more!",
    });
    await w.student.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: threadId,
      reason: "misinformation",
    });
    const lines = await w.admin.as.query(api.admin.activity.list, {
      paginationOpts: page(100),
    });
    expect(
      lines.page.slice(0, 3).map((r) => [r.userName, r.kind, r.action]),
    ).toEqual([
      ["Aarav Sharma", "report", "Reported a thread (misinformation)"],
      ["Aarav Sharma", "post", "Replied to “Why is the sky blue?”"],
      [
        "Meera Iyer",
        "post",
        "Started the thread “Why is the sky blue?” in Science",
      ],
    ]);
    expect(
      await w.admin.as.query(api.admin.activity.total, { kind: "post" }),
    ).toBe(2);
  });

  it("is for admins only: visitors, students, mentors and moderators are refused", async () => {
    const w = await world();
    expect(
      await errorData(
        w.t.query(api.admin.activity.list, { paginationOpts: page(10) }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [w.student, w.mentor, w.moderator]) {
      expect(
        await errorData(
          who.as.query(api.admin.activity.list, { paginationOpts: page(10) }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(who.as.query(api.admin.activity.total, {})),
      ).toMatchObject({ code: "NotAuthorized" });
    }
  });

  it("refuses a kind that does not exist and a bad page size", async () => {
    const w = await world();
    await expect(
      w.admin.as.query(api.admin.activity.list, {
        paginationOpts: page(10),
        // @ts-expect-error not a kind of the log
        kind: "login",
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(
      await errorData(
        w.admin.as.query(api.admin.activity.list, {
          paginationOpts: page(Number.NaN),
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });
});
