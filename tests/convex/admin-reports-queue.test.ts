import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { COUNTERS, bumpCounter } from "../../convex/lib/counters";
import { migrations } from "../../convex/lib/migrations";
import { errorData } from "./harness";
import {
  firstPage,
  DAY,
  community,
  counter,
  queue,
  reportThread,
} from "./fixtures/reports";

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
      await bumpCounter(ctx, COUNTERS.pendingReports, 2);
    });
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {});
    await c.t.finishScheduled();
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {});
    await c.t.finishScheduled();
    const { page } = await queue(c);
    expect(page.map((p) => [p.targetId, p.reportCount])).toEqual([
      [c.threadId, 2],
    ]);
    expect(await c.moderator.as.query(api.admin.reports.summary, {})).toEqual({
      pendingItems: 1,
      pendingReports: 2,
    });
  });

  it("are grouped by a migration in batches, and a second or reset run changes nothing", async () => {
    const c = await community();
    // A report filed the new way (already in its queue item), 7 legacy
    // pending reports over three targets and a legacy dismissed one.
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "reply",
      targetId: c.replyId,
      reason: "bullying",
    });
    const legacy = [
      [c.student, "thread", c.threadId, c.diya, 1],
      [c.ishaan, "thread", c.threadId, c.diya, 2],
      [c.mentor, "thread", c.threadId, c.diya, 3],
      [c.ishaan, "user", c.diya.userId, c.diya, 4],
      [c.student, "user", c.diya.userId, c.diya, 5],
      [c.ishaan, "reply", c.replyId, c.ishaan, 6],
      [c.diya, "reply", c.replyId, c.ishaan, 7],
    ] as const;
    await c.t.run(async (ctx) => {
      for (const [who, type, target, author, minutes] of legacy)
        await ctx.db.insert("user_reports", {
          reporter_id: who.userId,
          reporter_name: "Old Reporter",
          reason: minutes % 2 ? "spam" : "bullying",
          target_type: type,
          target_id: target,
          target_author_id: author.userId,
          created_at: Date.now() - minutes * 60_000,
          status: "pending",
        });
      await ctx.db.insert("user_reports", {
        reporter_id: c.student.userId,
        reporter_name: "Old Reporter",
        reason: "spam",
        target_type: "thread",
        target_id: c.threadId,
        target_author_id: c.diya.userId,
        created_at: Date.now() - 60 * 60_000,
        status: "dismissed",
      });
      await bumpCounter(ctx, COUNTERS.pendingReports, legacy.length);
    });
    // Two reports a batch: four batches, each scheduling the next.
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {
      batchSize: 2,
    });
    await c.t.finishScheduled();
    const status = () =>
      c.t.run(async (ctx) =>
        (
          await migrations.getStatus(ctx, {
            migrations: [internal.admin.reports.groupLegacyReports],
          })
        ).map((s) => ({ state: s.state, processed: s.processed })),
      );
    // The pending range: the 7 legacy reports and the grouped one.
    expect(await status()).toEqual([{ state: "success", processed: 8 }]);
    const { page } = await queue(c);
    expect(
      page.map((p) => [p.targetType, p.reportCount, p.reasons.length]),
    ).toEqual([
      ["reply", 3, 2],
      ["thread", 3, 2],
      ["user", 2, 2],
    ]);
    expect(await c.moderator.as.query(api.admin.reports.summary, {})).toEqual({
      pendingItems: 3,
      pendingReports: 8,
    });
    const rows = () =>
      c.t.run(async (ctx) => ({
        groups: await ctx.db.query("report_groups").collect(),
        reports: await ctx.db.query("user_reports").collect(),
      }));
    const after = await rows();
    expect(
      after.reports.filter((r) => r.status === "pending" && !r.group_id),
    ).toEqual([]);
    expect(after.reports.find((r) => r.status === "dismissed")?.group_id).toBe(
      undefined,
    );
    // Finished: starting it again does nothing; starting over changes nothing.
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {});
    await c.t.mutation(internal.admin.reports.groupLegacyReports, {
      reset: true,
    });
    await c.t.finishScheduled();
    expect(await rows()).toEqual(after);
    expect(await c.moderator.as.query(api.admin.reports.summary, {})).toEqual({
      pendingItems: 3,
      pendingReports: 8,
    });
  });
});
