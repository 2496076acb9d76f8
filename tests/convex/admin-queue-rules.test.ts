import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { CLAIM_IDLE_MS } from "../../convex/admin/model/claims";
import { stubAuthKeys } from "./fixtures/authKeys";
import {
  createPerson,
  world,
  type Person,
  settleScheduledAfterEach,
} from "./fixtures/common";
import { errorData, type TestBackend } from "./harness";

/**
 * The rules every staff queue shares: no one decides their own case (a
 * mentor application, content or a report about themselves), one claim rule
 * for Report Management and Content Management (a claim blocks everyone else,
 * an admin included, lapses when its holder is idle, and an admin can take it
 * over, which its holder's page shows), and the overview counts reported
 * items as the queue does.
 */

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

// Decisions mail their authors after commit.
const settle = settleScheduledAfterEach();

const DAY = 86_400_000;
const firstPage = { numItems: 25, cursor: null };
const OWN_CASE = { code: "NotAuthorized" };

async function cast() {
  const w = await world();
  settle(w.t);
  const diya = await createPerson(w.t, {
    email: "diya@example.in",
    fullName: "Diya Menon",
    grade: 8,
  });
  const categoryId = await w.admin.as.mutation(
    api.community.forums.createCategory,
    { name: "Mathematics", description: "" },
  );
  return { ...w, diya, categoryId };
}
type Cast = Awaited<ReturnType<typeof cast>>;

/** A thread by `author`, reported by two members other than them: its pending queue item. */
async function reportedThreadOf(c: Cast, author: Person, title: string) {
  const threadId = await author.as.mutation(api.community.forums.createThread, {
    title,
    content: "Message me for leaked papers.",
    categoryId: c.categoryId,
  });
  for (const who of [c.student, c.diya, c.mentor]
    .filter((p) => p !== author)
    .slice(0, 2))
    await who.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: threadId,
      reason: "spam",
    });
  return { threadId, item: await pendingItem(c, threadId) };
}

async function pendingItem(c: Cast, targetId: string, as: Person = c.admin) {
  const { page } = await as.as.query(api.admin.reports.list, {
    status: "pending",
    paginationOpts: firstPage,
    now: Date.now(),
  });
  return page.find((p) => p.targetId === targetId)!;
}

/** Diya proposes an event; returns its Content Management item. */
async function proposal(c: Cast) {
  const { eventId } = await c.diya.as.mutation(api.community.events.create, {
    title: "Study group: trigonometry",
    description: "We practise heights and distances together.",
    eventType: "study_session",
    scheduledAt: Date.now() + 2 * DAY,
    durationMinutes: 60,
    maxAttendees: 20,
  });
  const contentId = await c.t.run(
    async (ctx) =>
      (await ctx.db
        .query("dashboard_content")
        .withIndex("by_ref_id", (q) => q.eq("ref_id", eventId))
        .unique())!._id,
  );
  return { eventId, contentId };
}

const contentStatus = (t: TestBackend, id: Id<"dashboard_content">) =>
  t.run(async (ctx) => (await ctx.db.get("dashboard_content", id))?.status);

const makeModerator = (t: TestBackend, userId: Id<"users">) =>
  t.run((ctx) =>
    ctx.db.insert("user_roles", { user_id: userId, role: "moderator" }),
  );

describe("no one decides their own case", () => {
  it("a moderator cannot approve or reject their own mentor application; another staff member can", async () => {
    const c = await cast();
    const applicationId = await c.moderator.as.mutation(
      api.mentorship.applications.submit,
      {
        fullName: "Kabir Khan",
        email: "kabir@example.in",
        experienceYears: 6,
        qualification: "M.A. History, B.Ed.",
        expertise: ["History"],
        motivation: "I want to help students enjoy history and civics.",
        isVolunteer: true,
      },
    );
    for (const call of [
      c.moderator.as.mutation(api.mentorship.applications.approve, {
        applicationId,
      }),
      c.moderator.as.mutation(api.mentorship.applications.reject, {
        applicationId,
        reason: "Not enough teaching experience yet.",
      }),
    ])
      expect(await errorData(call)).toMatchObject({
        ...OWN_CASE,
        message: expect.stringContaining("your own application"),
      });
    const seen = await c.moderator.as.query(api.mentorship.applications.get, {
      applicationId,
    });
    expect(seen).toMatchObject({ status: "pending", ownCase: true });
    expect(
      await c.admin.as.query(api.mentorship.applications.get, {
        applicationId,
      }),
    ).toMatchObject({ ownCase: false });
    await c.admin.as.mutation(api.mentorship.applications.approve, {
      applicationId,
    });
    expect(
      await c.admin.as.query(api.mentorship.applications.get, {
        applicationId,
      }),
    ).toMatchObject({ status: "approved", reviewerName: "Priya Nair" });
  });

  it("the activity log names the applicant's account, not the name typed into the form", async () => {
    const c = await cast();
    const applicationId = await c.moderator.as.mutation(
      api.mentorship.applications.submit,
      {
        fullName: "Someone Else",
        email: "kabir@example.in",
        experienceYears: 6,
        qualification: "M.A. History, B.Ed.",
        expertise: ["History"],
        motivation: "I want to help students enjoy history and civics.",
        isVolunteer: true,
      },
    );
    await c.admin.as.mutation(api.mentorship.applications.approve, {
      applicationId,
    });
    const line = await c.t.run(async (ctx) =>
      (await ctx.db.query("user_activity_log").collect()).find(
        (r) => r.kind === "application_decision",
      ),
    );
    expect(line).toMatchObject({
      user_id: c.admin.userId,
      user_name: "Priya Nair",
    });
    expect(line!.action).toContain("Kabir Khan");
    expect(line!.action).not.toMatch(
      /^Approved the mentor application of Someone Else$/,
    );
  });

  it("staff cannot approve, deny or delete their own content; another staff member can", async () => {
    const c = await cast();
    const { contentId } = await proposal(c);
    // Diya proposed it as a student, and has since been made a moderator.
    await makeModerator(c.t, c.diya.userId);
    const seen = { contentId, expectedStatus: "pending" as const };
    for (const call of [
      c.diya.as.mutation(api.admin.content.approve, seen),
      c.diya.as.mutation(api.admin.content.deny, {
        ...seen,
        reason: "I changed my mind about this one.",
      }),
      c.diya.as.mutation(api.admin.content.remove, seen),
    ])
      expect(await errorData(call)).toMatchObject({
        ...OWN_CASE,
        message: expect.stringContaining("your own"),
      });
    expect(await contentStatus(c.t, contentId)).toBe("pending");
    const { page } = await c.diya.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: firstPage,
    });
    expect(page[0]).toMatchObject({ _id: contentId, ownCase: true });
    await c.admin.as.mutation(api.admin.content.approve, seen);
    expect(await contentStatus(c.t, contentId)).toBe("approved");
  });

  it("staff cannot decide reports about their own post or about themselves", async () => {
    const c = await cast();
    const { threadId, item } = await reportedThreadOf(
      c,
      c.moderator,
      "Kabir's thread",
    );
    expect(item.ownCase).toBe(false); // as the admin sees it
    expect((await pendingItem(c, threadId, c.moderator)).ownCase).toBe(true);
    for (const action of ["dismiss", "warn", "remove"] as const)
      expect(
        await errorData(
          c.moderator.as.mutation(api.admin.reports.decide, {
            groupId: item._id,
            action,
            reason: "Looks fine to me, nothing wrong.",
          }),
        ),
      ).toMatchObject({
        ...OWN_CASE,
        message: expect.stringContaining("about you"),
      });
    await c.student.as.mutation(api.community.reports.create, {
      targetType: "user",
      targetId: c.moderator.userId,
      reason: "bullying",
    });
    const aboutHim = await pendingItem(c, c.moderator.userId);
    expect(
      await errorData(
        c.moderator.as.mutation(api.admin.reports.decide, {
          groupId: aboutHim._id,
          action: "dismiss",
        }),
      ),
    ).toMatchObject(OWN_CASE);
    // Nothing was decided; the admin may.
    expect((await pendingItem(c, threadId)).status).toBe("pending");
    expect(
      await c.admin.as.mutation(api.admin.reports.decide, {
        groupId: item._id,
        action: "dismiss",
      }),
    ).toEqual({ status: "dismissed" });
  });
});

describe("one claim rule for both queues", () => {
  it("a moderator's claim in Content Management blocks the admin's decisions", async () => {
    const c = await cast();
    const { contentId } = await proposal(c);
    expect(
      await c.moderator.as.mutation(api.admin.claims.claim, {
        key: `content:${contentId}`,
      }),
    ).toEqual({ taken: true });
    const seen = { contentId, expectedStatus: "pending" as const };
    for (const call of [
      c.admin.as.mutation(api.admin.content.approve, seen),
      c.admin.as.mutation(api.admin.content.deny, {
        ...seen,
        reason: "The date clashes with the exams.",
      }),
      c.admin.as.mutation(api.admin.content.remove, seen),
    ])
      expect(await errorData(call)).toMatchObject({
        code: "Conflict",
        message: expect.stringContaining("Kabir Khan is handling"),
      });
    expect(await contentStatus(c.t, contentId)).toBe("pending");
    // The holder decides.
    await c.moderator.as.mutation(api.admin.content.approve, seen);
    expect(await contentStatus(c.t, contentId)).toBe("approved");
  });

  it("an admin takes over a moderator's claim in Report Management; the holder's queue says so and their decision is refused", async () => {
    const c = await cast();
    const { threadId, item } = await reportedThreadOf(c, c.diya, "Leaks");
    const key = `report:${threadId}`;
    await c.moderator.as.mutation(api.admin.claims.claim, { key });
    expect(
      await errorData(
        c.admin.as.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "dismiss",
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
    // A moderator cannot take over.
    await createPerson(c.t, {
      email: "neha@example.in",
      fullName: "Neha Gupta",
      role: "mentor",
      staffRole: "moderator",
    }).then(async (neha) =>
      expect(
        await errorData(neha.as.mutation(api.admin.claims.takeOver, { key })),
      ).toMatchObject({ code: "NotAuthorized" }),
    );
    expect(
      await c.admin.as.mutation(api.admin.claims.takeOver, { key }),
    ).toEqual({ taken: true, from: "Kabir Khan" });
    // Kabir's open page sees it live, and his heartbeat no longer renews it.
    expect((await pendingItem(c, threadId, c.moderator)).claim).toMatchObject({
      staffName: "Priya Nair",
      mine: false,
      takenFromYou: true,
    });
    expect(
      await c.moderator.as.mutation(api.admin.claims.claim, { key }),
    ).toMatchObject({ taken: false, heldBy: { staffName: "Priya Nair" } });
    expect(
      await errorData(
        c.moderator.as.mutation(api.admin.reports.decide, {
          groupId: item._id,
          action: "dismiss",
        }),
      ),
    ).toMatchObject({
      code: "Conflict",
      message: expect.stringContaining("Priya Nair is handling"),
    });
    expect(
      await c.admin.as.mutation(api.admin.reports.decide, {
        groupId: item._id,
        action: "dismiss",
      }),
    ).toEqual({ status: "dismissed" });
  });

  it("an untouched page's heartbeat renews a claim only until its holder has been idle for five minutes", async () => {
    const c = await cast();
    const key = "report:k57reportedthread";
    await c.moderator.as.mutation(api.admin.claims.claim, { key });
    const before = Date.now();
    await c.moderator.as.mutation(api.admin.claims.claim, {
      key,
      interacted: false,
    });
    const row = await c.t.run(async (ctx) =>
      ctx.db.query("review_claims").first(),
    );
    // Renewed, but never past five minutes after the last interaction.
    expect(row!.expires_at).toBeGreaterThan(before);
    expect(row!.expires_at).toBeLessThanOrEqual(
      row!.active_at! + CLAIM_IDLE_MS,
    );
    expect(CLAIM_IDLE_MS).toBe(5 * 60_000);
  });

  it("an open page's heartbeat does not keep a claim once its holder has been idle", async () => {
    const c = await cast();
    const { threadId, item } = await reportedThreadOf(c, c.diya, "Leaks");
    const key = `report:${threadId}`;
    await c.moderator.as.mutation(api.admin.claims.claim, {
      key,
      interacted: true,
    });
    // Kabir last touched the page longer ago than the idle limit.
    await c.t.run(async (ctx) => {
      const row = (await ctx.db.query("review_claims").first())!;
      await ctx.db.patch("review_claims", row._id, {
        active_at: Date.now() - CLAIM_IDLE_MS - 1,
      });
    });
    // His page is still open: its heartbeat comes, without interaction, and
    // the claim ends instead of being renewed.
    expect(
      await c.moderator.as.mutation(api.admin.claims.claim, {
        key,
        interacted: false,
      }),
    ).toEqual({ taken: false, heldBy: null });
    expect((await pendingItem(c, threadId)).claim).toBeNull();
    // So the item is free: the admin decides without taking anything over.
    expect(
      await c.admin.as.mutation(api.admin.reports.decide, {
        groupId: item._id,
        action: "dismiss",
      }),
    ).toEqual({ status: "dismissed" });
  });
});

describe("the overview and Report Management count the same thing", () => {
  it("pending reported items, with their reports said apart", async () => {
    const c = await cast();
    await reportedThreadOf(c, c.diya, "Leaks");
    await reportedThreadOf(c, c.diya, "More leaks");
    const { threadId } = await reportedThreadOf(c, c.mentor, "Offers");
    await c.admin.as.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: threadId,
      reason: "spam",
    });
    const overview = await c.moderator.as.query(
      api.admin.overview.overview,
      {},
    );
    const summary = await c.moderator.as.query(api.admin.reports.summary, {});
    const { page } = await c.moderator.as.query(api.admin.reports.list, {
      status: "pending",
      paginationOpts: firstPage,
      now: Date.now(),
    });
    expect(page).toHaveLength(3);
    expect(overview.pendingReportItems).toBe(3);
    expect(summary.pendingItems).toBe(3);
    expect(overview.pendingReports).toBe(7);
    expect(summary.pendingReports).toBe(7);
  });
});
