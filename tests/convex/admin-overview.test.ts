import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { COUNTERS, counters } from "../../convex/lib/counters";
import { createPerson, world } from "./fixtures/common";
import { VALIDATION_ERROR } from "./harness";

const DAY = 24 * 3_600_000;

describe("admin.overview", () => {
  it("counts students and verified mentors only: a staff account is no mentor unless verified", async () => {
    const { t, admin } = await world();
    // The world: one student, one verified mentor, and two staff accounts
    // (mentor accounts without a verified mentor profile).
    expect(await admin.as.query(api.admin.overview.overview, {})).toEqual({
      staffRole: "admin",
      students: 1,
      verifiedMentors: 1,
      pendingContent: 0,
      pendingReportItems: 0,
      pendingReports: 0,
      pendingApplications: 0,
      activity: 4,
    });
    await createPerson(t, {
      email: "diya@example.in",
      fullName: "Diya Menon",
      grade: 7,
    });
    // Signed up as a mentor, not yet verified: not counted.
    await createPerson(t, {
      email: "rohan@example.in",
      fullName: "Rohan Das",
      role: "mentor",
    });
    // A moderator who is a verified mentor too: counted once.
    await createPerson(t, {
      email: "sunita@example.in",
      fullName: "Sunita Rao",
      role: "mentor",
      staffRole: "moderator",
      verifiedMentor: true,
    });
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      { students: 2, verifiedMentors: 2 },
    );
  });

  it("counts pending content as it is proposed and decided", async () => {
    const { student, moderator, admin } = await world();
    const { eventId } = await student.as.mutation(api.community.events.create, {
      title: "Quiz night: Indian rivers",
      description: "A friendly quiz on the rivers of India and their basins.",
      eventType: "quiz",
      scheduledAt: Date.now() + DAY,
      durationMinutes: 45,
    });
    expect(
      await moderator.as.query(api.admin.overview.overview, {}),
    ).toMatchObject({ pendingContent: 1 });
    const { page } = await admin.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: { numItems: 5, cursor: null },
    });
    expect(page.map((r) => r.preview)).toMatchObject([
      { title: "Quiz night: Indian rivers" },
    ]);
    await admin.as.mutation(api.admin.content.approve, {
      contentId: page[0]._id,
      expectedStatus: "pending",
    });
    expect(
      await moderator.as.query(api.admin.overview.overview, {}),
    ).toMatchObject({ pendingContent: 0 });
    expect(eventId).toBeTruthy();
  });

  it("is for staff only; the activity total is the admin's only", async () => {
    const { t, student, mentor, moderator } = await world();
    await expect(
      t.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({
      data: { code: "NotAuthenticated" },
    });
    await expect(
      student.as.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthorized" } });
    await expect(
      mentor.as.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthorized" } });
    expect(
      await moderator.as.query(api.admin.overview.overview, {}),
    ).toMatchObject({
      staffRole: "moderator",
      students: 1,
      verifiedMentors: 1,
      activity: null,
    });
  });

  it("recounts verified mentors and pending content for data that predates the counters", async () => {
    const { t, student, admin } = await world();
    await student.as.mutation(api.community.events.create, {
      title: "Quiz night: Indian rivers",
      description: "A friendly quiz on the rivers of India and their basins.",
      eventType: "quiz",
      scheduledAt: Date.now() + DAY,
      durationMinutes: 45,
    });
    // As on a deployment from before: no such counters.
    await t.run(async (ctx) => {
      for (const key of [COUNTERS.verifiedMentors, COUNTERS.pendingContent])
        await counters.reset(ctx, key);
    });
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      { verifiedMentors: 0, pendingContent: 0 },
    );
    await t.mutation(internal.admin.overview.recount, {});
    await t.mutation(internal.admin.overview.recount, {});
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      { verifiedMentors: 1, pendingContent: 1 },
    );
  });

  it("refuses arguments", async () => {
    const { admin } = await world();
    const extra = { all: true };
    await expect(
      // @ts-expect-error overview takes no arguments
      admin.as.query(api.admin.overview.overview, extra),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});
