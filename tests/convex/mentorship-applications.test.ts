import type { FunctionArgs } from "convex/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { COUNTERS, readCounter } from "../../convex/lib/counters";
import { stubAuthKeys } from "./fixtures/authKeys";
import {
  createPerson,
  world,
  type Person,
  settleScheduledAfterEach,
} from "./fixtures/common";
import { errorData, VALIDATION_ERROR, type TestBackend } from "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

// A decision mails the applicant after commit: let each test's mail go out
// while the settings it signs with are still there.
const settle = settleScheduledAfterEach();

const DAY = 86_400_000;
const firstPage = { numItems: 20, cursor: null };

/** What the form sends for a good application. */
const application = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Rohan Das",
  email: "Rohan@Example.in",
  phone: "098765-43210",
  experienceYears: 4,
  qualification: "M.Sc. Physics, B.Ed.",
  expertise: ["  Physics ", "physics", "", "Class 10   Science", "PHYSICS"],
  motivation: "I want to help students in small towns love science.",
  isVolunteer: true,
  ...overrides,
});

type Submission = ReturnType<typeof application>;
/** Sends an application as `who`; bad input goes through as the client would send it. */
const submit = (who: Person, input: Submission = application()) =>
  who.as.mutation(
    api.mentorship.applications.submit,
    input as FunctionArgs<typeof api.mentorship.applications.submit>,
  );

/** The world of fixtures/common.ts and Rohan, a mentor who signed up but is not verified. */
async function cast() {
  const w = await world();
  settle(w.t);
  const rohan = await createPerson(w.t, {
    email: "rohan@example.in",
    fullName: "Rohan Das",
    role: "mentor",
  });
  return { ...w, rohan };
}

const counter = (t: TestBackend, key: string) =>
  t.run((ctx) => readCounter(ctx, key));

/** Every total the decisions move. */
const allCounters = (ctx: Parameters<typeof readCounter>[0]) =>
  Promise.all(Object.values(COUNTERS).map((key) => readCounter(ctx, key)));

const applications = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("mentor_applications").collect());

const activity = (t: TestBackend) =>
  t.run(async (ctx) =>
    (await ctx.db.query("user_activity_log").collect()).map((r) => ({
      user_name: r.user_name,
      action: r.action,
    })),
  );

const notices = (t: TestBackend, userId: Id<"users">) =>
  t.run(async (ctx) =>
    (
      await ctx.db
        .query("notifications")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .collect()
    ).map((n) => ({ kind: n.kind, title: n.title, body: n.body })),
  );

const mailsTo = (t: TestBackend, to: string) =>
  t.run(async (ctx) =>
    (
      await ctx.db
        .query("email_outbox")
        .withIndex("by_to", (q) => q.eq("to", to))
        .collect()
    ).map((m) => m.subject),
  );

/** Moves an application's dates back, as if it had been sent and decided `days` ago. */
const backdate = (
  t: TestBackend,
  applicationId: Id<"mentor_applications">,
  days: number,
) =>
  t.run(async (ctx) => {
    const at = Date.now() - days * DAY;
    const row = (await ctx.db.get("mentor_applications", applicationId))!;
    await ctx.db.patch("mentor_applications", applicationId, {
      created_at: at - DAY,
      reviewed_at: row.reviewed_at === undefined ? undefined : at,
    });
  });

const inTwoDays = () => ({
  title: "Forces and motion clinic",
  description: "Newton's laws with everyday examples and practice.",
  eventType: "workshop" as const,
  scheduledAt: Date.now() + 2 * DAY,
  durationMinutes: 60,
});

describe("mentorship.applications.submit", () => {
  it("stores a pending application with normalised expertise and phone, counted and logged", async () => {
    const { t, rohan } = await cast();
    const id = await submit(rohan);
    const [row] = await applications(t);
    expect(row).toMatchObject({
      _id: id,
      user_id: rohan.userId,
      full_name: "Rohan Das",
      email: "rohan@example.in",
      phone: "+919876543210",
      expertise: ["Physics", "Class 10 Science"],
      experience_years: 4,
      qualification: "M.Sc. Physics, B.Ed.",
      is_volunteer: true,
      status: "pending",
    });
    expect(row.reviewed_at).toBeUndefined();
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(1);
    expect(await activity(t)).toContainEqual({
      user_name: "Rohan Das",
      action: "Applied to be a mentor",
    });
    expect(
      await rohan.as.query(api.mentorship.applications.mine, {}),
    ).toMatchObject({
      _id: id,
      status: "pending",
      fullName: "Rohan Das",
      reviewedAt: null,
      rejectionReason: null,
      reapplyFrom: null,
    });
  });

  it("takes a phone left out or blank as none", async () => {
    const { t, rohan, student } = await cast();
    const { phone: _phone, ...withoutPhone } = application();
    await submit(rohan, withoutPhone as Submission);
    await submit(student, application({ phone: "  " }));
    const rows = await applications(t);
    expect(rows.map((r) => r.phone)).toEqual([undefined, undefined]);
  });

  it("refuses bad input with the form's words and writes nothing", async () => {
    const { t, rohan } = await cast();
    const cases: [Record<string, unknown>, string][] = [
      [{ experienceYears: -1 }, "Years of experience cannot be negative"],
      [{ experienceYears: 2.5 }, "Years of experience must be a whole number"],
      [{ expertise: [] }, "Add at least one area of expertise"],
      [{ expertise: ["  ", ""] }, "Add at least one area of expertise"],
      [{ phone: "call me maybe" }, "Please enter a valid Indian mobile number"],
      [{ phone: "12345 67890" }, "Please enter a valid Indian mobile number"],
      [{ motivation: "I like kids." }, "Motivation"],
      [{ email: "rohan-at-example" }, "Please enter a valid email address"],
      [{ fullName: " " }, "Full name"],
    ];
    for (const [overrides, message] of cases) {
      const data = (await errorData(submit(rohan, application(overrides)))) as {
        code: string;
        message: string;
      };
      expect(data.code, JSON.stringify(overrides)).toBe("InvalidInput");
      expect(data.message).toContain(message);
    }
    await expect(
      submit(rohan, application({ experienceYears: "4" })),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await applications(t)).toEqual([]);
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(0);
  });

  it("needs a signed-in member", async () => {
    const { t } = await cast();
    expect(
      await errorData(
        t.mutation(
          api.mentorship.applications.submit,
          application() as FunctionArgs<
            typeof api.mentorship.applications.submit
          >,
        ),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await applications(t)).toEqual([]);
  });

  it("allows one open application per person", async () => {
    const { t, rohan } = await cast();
    await submit(rohan);
    expect(await errorData(submit(rohan))).toEqual({
      code: "Conflict",
      message: "You already have an application under review.",
    });
    expect(await applications(t)).toHaveLength(1);
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(1);
  });

  it("refuses a verified mentor", async () => {
    const { t, mentor } = await cast();
    expect(await errorData(submit(mentor))).toEqual({
      code: "Conflict",
      message: "You are already a verified mentor.",
    });
    expect(await applications(t)).toEqual([]);
  });

  it("lets a rejected applicant apply again only after 30 days", async () => {
    const { t, rohan, admin } = await cast();
    const first = await submit(rohan);
    await admin.as.mutation(api.mentorship.applications.reject, {
      applicationId: first,
      reason: "Please describe your teaching experience in more detail.",
    });

    const refusal = (await errorData(submit(rohan))) as {
      code: string;
      message: string;
    };
    expect(refusal.code).toBe("Conflict");
    const from = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const mine = await rohan.as.query(api.mentorship.applications.mine, {});
    expect(mine!.reapplyFrom! - mine!.reviewedAt!).toBe(30 * DAY);
    expect(refusal.message).toBe(
      `Your last application was not approved. You may apply again from ${from.format(mine!.reapplyFrom!)}.`,
    );

    await backdate(t, first, 29);
    expect(await errorData(submit(rohan))).toMatchObject({ code: "Conflict" });
    expect(await applications(t)).toHaveLength(1);

    await backdate(t, first, 31);
    const second = await submit(rohan);
    expect(
      await rohan.as.query(api.mentorship.applications.mine, {}),
    ).toMatchObject({ _id: second, status: "pending" });
    expect(await applications(t)).toHaveLength(2);
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(1);
  });
});

describe("mentorship.applications review", () => {
  it("lists pending applications oldest first, for staff only", async () => {
    const { t, rohan, student, moderator, mentor } = await cast();
    const older = await submit(student, application({ fullName: "Aarav S" }));
    await backdate(t, older, 2);
    const newer = await submit(rohan);
    const page = await moderator.as.query(
      api.mentorship.applications.listPending,
      { paginationOpts: firstPage },
    );
    expect(page.page.map((a) => a._id)).toEqual([older, newer]);
    expect(page.page[1]).toMatchObject({
      fullName: "Rohan Das",
      email: "rohan@example.in",
      expertise: ["Physics", "Class 10 Science"],
      experienceYears: 4,
      isVolunteer: true,
    });
    for (const who of [student, mentor, rohan])
      expect(
        await errorData(
          who.as.query(api.mentorship.applications.listPending, {
            paginationOpts: firstPage,
          }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(
        rohan.as.query(api.mentorship.applications.get, {
          applicationId: newer,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
  });

  it("shows staff every field of one application, and null for an address that names none", async () => {
    const { rohan, admin } = await cast();
    const id = await submit(rohan);
    expect(
      await admin.as.query(api.mentorship.applications.get, {
        applicationId: id,
      }),
    ).toMatchObject({
      _id: id,
      status: "pending",
      fullName: "Rohan Das",
      email: "rohan@example.in",
      phone: "+919876543210",
      expertise: ["Physics", "Class 10 Science"],
      qualification: "M.Sc. Physics, B.Ed.",
      experienceYears: 4,
      motivation: "I want to help students in small towns love science.",
      isVolunteer: true,
      accountRole: "mentor",
      reviewerName: null,
    });
    expect(
      await admin.as.query(api.mentorship.applications.get, {
        applicationId: "not-an-application",
      }),
    ).toBeNull();
  });

  it("approval makes the applicant a verified mentor, who may now publish events at once", async () => {
    const { t, rohan, admin } = await cast();
    const id = await submit(rohan);
    // Unverified, their event is a proposal.
    expect(
      await rohan.as.mutation(api.community.events.create, inTwoDays()),
    ).toMatchObject({ status: "proposed" });
    const mentorsBefore = await counter(t, COUNTERS.mentors);

    await admin.as.mutation(api.mentorship.applications.approve, {
      applicationId: id,
    });

    const mentorRow = await t.run((ctx) =>
      ctx.db
        .query("mentors")
        .withIndex("by_user_id", (q) => q.eq("user_id", rohan.userId))
        .unique(),
    );
    expect(mentorRow).toMatchObject({
      full_name: "Rohan Das",
      qualification: "M.Sc. Physics, B.Ed.",
      bio: "I want to help students in small towns love science.",
      experience_years: 4,
      expertise: ["Physics", "Class 10 Science"],
      is_volunteer: true,
      is_verified: true,
    });
    expect(await rohan.as.query(api.accounts.users.viewer, {})).toMatchObject({
      role: "mentor",
      verifiedMentor: true,
    });
    expect(
      await rohan.as.mutation(api.community.events.create, inTwoDays()),
    ).toMatchObject({ status: "published" });

    expect(
      await rohan.as.query(api.mentorship.applications.mine, {}),
    ).toMatchObject({ _id: id, status: "approved", reapplyFrom: null });
    const row = (await applications(t))[0];
    expect(row).toMatchObject({
      status: "approved",
      reviewed_by: admin.userId,
    });
    expect(row.reviewed_at).toBeGreaterThan(0);
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(0);
    expect(await counter(t, COUNTERS.mentors)).toBe(mentorsBefore);
    expect(await notices(t, rohan.userId)).toEqual([
      {
        kind: "application_approved",
        title: "You are now a verified mentor",
        body: expect.stringContaining("approved") as string,
      },
    ]);
    await t.finishScheduled();
    expect(await mailsTo(t, "rohan@example.in")).toEqual([
      "You are now a verified mentor",
    ]);
    expect(await activity(t)).toContainEqual({
      user_name: "Priya Nair",
      action: "Approved the mentor application of Rohan Das",
    });
    expect(
      await admin.as.query(api.mentorship.applications.listPending, {
        paginationOpts: firstPage,
      }),
    ).toMatchObject({ page: [] });
  });

  it("approving a student's application makes their account a mentor's, keeping their class", async () => {
    const { t, student, moderator } = await cast();
    const id = await submit(student, application({ fullName: "Aarav Sharma" }));
    const [students, mentors] = [
      await counter(t, COUNTERS.students),
      await counter(t, COUNTERS.mentors),
    ];
    await moderator.as.mutation(api.mentorship.applications.approve, {
      applicationId: id,
    });
    expect(await student.as.query(api.accounts.users.viewer, {})).toMatchObject(
      { role: "mentor", grade: 9, verifiedMentor: true },
    );
    expect(await counter(t, COUNTERS.students)).toBe(students - 1);
    expect(await counter(t, COUNTERS.mentors)).toBe(mentors + 1);
  });

  it("rejection tells the applicant why and when they may apply again", async () => {
    const { t, rohan, moderator } = await cast();
    const id = await submit(rohan);
    const reason = "Please describe your teaching experience in more detail.";
    await moderator.as.mutation(api.mentorship.applications.reject, {
      applicationId: id,
      reason: `  ${reason} `,
    });
    const mine = await rohan.as.query(api.mentorship.applications.mine, {});
    expect(mine).toMatchObject({
      _id: id,
      status: "rejected",
      rejectionReason: reason,
    });
    expect(mine!.reapplyFrom).toBe(mine!.reviewedAt! + 30 * DAY);
    expect(await rohan.as.query(api.accounts.users.viewer, {})).toMatchObject({
      verifiedMentor: false,
    });
    const [notice] = await notices(t, rohan.userId);
    expect(notice).toMatchObject({
      kind: "application_rejected",
      title: "Your mentor application was not approved",
    });
    expect(notice.body).toContain(reason);
    await t.finishScheduled();
    expect(await mailsTo(t, "rohan@example.in")).toEqual([
      "Your mentor application was not approved",
    ]);
    expect(await counter(t, COUNTERS.pendingApplications)).toBe(0);
    expect(await activity(t)).toContainEqual({
      user_name: "Kabir Khan",
      action: "Rejected the mentor application of Rohan Das",
    });
  });

  it("a rejection needs a reason of at least 10 characters", async () => {
    const { t, rohan, admin } = await cast();
    const id = await submit(rohan);
    for (const reason of ["", "   ", "No."])
      expect(
        await errorData(
          admin.as.mutation(api.mentorship.applications.reject, {
            applicationId: id,
            reason,
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    expect((await applications(t))[0].status).toBe("pending");
  });

  it("students and mentors cannot decide, and nothing changes", async () => {
    const { t, rohan, student, mentor } = await cast();
    const id = await submit(rohan);
    for (const who of [student, mentor, rohan]) {
      expect(
        await errorData(
          who.as.mutation(api.mentorship.applications.approve, {
            applicationId: id,
          }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(
          who.as.mutation(api.mentorship.applications.reject, {
            applicationId: id,
            reason: "I would rather do this myself, thank you.",
          }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    }
    expect(
      await errorData(
        t.mutation(api.mentorship.applications.approve, { applicationId: id }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect((await applications(t))[0].status).toBe("pending");
    expect(await rohan.as.query(api.accounts.users.viewer, {})).toMatchObject({
      verifiedMentor: false,
    });
  });

  it("a decided application is never decided again", async () => {
    const { t, rohan, student, admin, moderator } = await cast();
    const approved = await submit(rohan);
    await admin.as.mutation(api.mentorship.applications.approve, {
      applicationId: approved,
    });
    const rejected = await submit(student, application());
    await admin.as.mutation(api.mentorship.applications.reject, {
      applicationId: rejected,
      reason: "Students may apply once they finish school.",
    });
    const before = await t.run(async (ctx) => ({
      applications: await ctx.db.query("mentor_applications").collect(),
      mentors: await ctx.db.query("mentors").collect(),
      profiles: await ctx.db.query("profiles").collect(),
      notifications: await ctx.db.query("notifications").collect(),
      counters: await allCounters(ctx),
      log: (await ctx.db.query("user_activity_log").collect()).length,
    }));
    const decided = {
      code: "Conflict",
      message: "This application has already been decided.",
    };
    for (const applicationId of [approved, rejected]) {
      expect(
        await errorData(
          moderator.as.mutation(api.mentorship.applications.approve, {
            applicationId,
          }),
        ),
      ).toEqual(decided);
      expect(
        await errorData(
          moderator.as.mutation(api.mentorship.applications.reject, {
            applicationId,
            reason: "Changed our minds about this one, sorry.",
          }),
        ),
      ).toEqual(decided);
    }
    const after = await t.run(async (ctx) => ({
      applications: await ctx.db.query("mentor_applications").collect(),
      mentors: await ctx.db.query("mentors").collect(),
      profiles: await ctx.db.query("profiles").collect(),
      notifications: await ctx.db.query("notifications").collect(),
      counters: await allCounters(ctx),
      log: (await ctx.db.query("user_activity_log").collect()).length,
    }));
    expect(after).toEqual(before);
  });

  it("an unknown application is not found", async () => {
    const { t, rohan, admin } = await cast();
    const id = await submit(rohan);
    await t.run((ctx) => ctx.db.delete("mentor_applications", id));
    expect(
      await errorData(
        admin.as.mutation(api.mentorship.applications.approve, {
          applicationId: id,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });

  it("the admin overview counts pending applications", async () => {
    const { rohan, student, admin } = await cast();
    const id = await submit(rohan);
    await submit(student, application());
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      { pendingApplications: 2 },
    );
    await admin.as.mutation(api.mentorship.applications.approve, {
      applicationId: id,
    });
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      { pendingApplications: 1 },
    );
  });
});
