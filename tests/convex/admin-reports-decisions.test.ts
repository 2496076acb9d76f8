import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { COUNTERS } from "../../convex/lib/counters";
import { addToGroup } from "../../convex/admin/model/moderation";
import { createPerson } from "./fixtures/common";
import { errorData } from "./harness";
import {
  DAY,
  community,
  counter,
  queue,
  noticesOf,
  reportThread,
} from "./fixtures/reports";

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
