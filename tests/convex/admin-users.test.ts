import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { seedCommunity } from "../../convex/seedData/loadCommunity";
import type { Id } from "../../convex/_generated/dataModel";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, signedIn, world } from "./fixtures/common";
import { givePro } from "./fixtures/mentorship";
import { newBackend } from "./harness";
import { errorData, VALIDATION_ERROR, type TestBackend } from "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const REASON = "Repeated rude replies to younger students in the forum.";
const SUSPENDED = `Your account is suspended: ${REASON}`;

type World = Awaited<ReturnType<typeof world>>;

async function rolesOf(t: TestBackend, userId: Id<"users">) {
  return t.run(async (ctx) =>
    (
      await ctx.db
        .query("user_roles")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .collect()
    ).map((r) => r.role),
  );
}

async function suspensionOf(t: TestBackend, userId: Id<"users">) {
  return t.run(async (ctx) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique();
    return profile?.suspension?.reason ?? null;
  });
}

async function sessionsOf(t: TestBackend, userId: Id<"users">) {
  return t.run(async (ctx) => {
    const sessions = await ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .collect();
    let tokens = 0;
    for (const s of sessions)
      tokens += (
        await ctx.db
          .query("authRefreshTokens")
          .withIndex("sessionId", (q) => q.eq("sessionId", s._id))
          .collect()
      ).length;
    return { sessions: sessions.length, tokens };
  });
}

async function suspendLog(t: TestBackend) {
  return t.run(async (ctx) =>
    (
      await ctx.db
        .query("user_activity_log")
        .withIndex("by_kind_and_timestamp", (q) => q.eq("kind", "suspension"))
        .collect()
    ).map((r) => r.action),
  );
}

/** A forum category and a thread by the mentor, a club and an upcoming event. */
async function community(w: World) {
  const categoryId = await w.t.run((ctx) =>
    ctx.db.insert("forum_categories", {
      name: "Mathematics",
      description: "Doubts and tricks.",
    }),
  );
  const threadId = await w.mentor.as.mutation(
    api.community.forums.createThread,
    {
      categoryId,
      title: "Tricks for factorising quadratics",
      content: "Share the shortcuts that helped you in Class 9.",
    },
  );
  const { clubId, eventId } = await w.t.run(async (ctx) => ({
    clubId: await ctx.db.insert("student_clubs", {
      name: "Ramanujan Maths Circle",
      category: "Mathematics",
      description: "Puzzles every Saturday.",
      member_count: 0,
      created_by: w.mentor.userId,
      created_at: Date.now(),
      status: "visible",
    }),
    eventId: await ctx.db.insert("community_events", {
      title: "Board exam strategy webinar",
      description: "How to plan the last month.",
      event_type: "webinar",
      scheduled_at: Date.now() + 3 * 86_400_000,
      duration_minutes: 60,
      attendee_count: 0,
      created_by: w.mentor.userId,
      status: "published",
    }),
  }));
  return { categoryId, threadId, clubId, eventId };
}

describe("suspending a member", () => {
  it("signs them out everywhere, records why, logs it and tells them", async () => {
    const w = await world();
    // A second device, with a refresh token.
    await signedIn(w.t, w.student.userId);
    await w.t.run(async (ctx) => {
      const session = await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", w.student.userId))
        .first();
      await ctx.db.insert("authRefreshTokens", {
        sessionId: session!._id,
        expirationTime: Date.now() + 86_400_000,
      });
    });
    expect(await sessionsOf(w.t, w.student.userId)).toEqual({
      sessions: 2,
      tokens: 1,
    });
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.student.userId,
      reason: `  ${REASON}  `,
    });
    expect(await suspensionOf(w.t, w.student.userId)).toBe(REASON);
    expect(await sessionsOf(w.t, w.student.userId)).toEqual({
      sessions: 0,
      tokens: 0,
    });
    // The token they held is worth nothing now.
    expect(await w.student.as.query(api.accounts.users.viewer, {})).toBeNull();
    expect(await suspendLog(w.t)).toEqual([
      `Suspended Aarav Sharma: ${REASON}`,
    ]);

    // Signing in again: the viewer carries the reason for the banner, and
    // the notice says why.
    const again = await signedIn(w.t, w.student.userId);
    expect(await again.query(api.accounts.users.viewer, {})).toMatchObject({
      suspension: { reason: REASON },
    });
    const notices = await w.t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_user_id", (q) => q.eq("user_id", w.student.userId))
        .collect(),
    );
    expect(notices.map((n) => [n.kind, n.body])).toEqual([
      [
        "account_suspended",
        `You cannot post, reply, report, RSVP or join for now. Reason: ${REASON}`,
      ],
    ]);
  });

  it("refuses a suspended member's post, reply, report, RSVP and join with the reason, writing nothing", async () => {
    const w = await world();
    const c = await community(w);
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.student.userId,
      reason: REASON,
    });
    const student = await signedIn(w.t, w.student.userId);
    const count = () =>
      w.t.run(async (ctx) => ({
        threads: (await ctx.db.query("forum_threads").collect()).length,
        replies: (await ctx.db.query("forum_replies").collect()).length,
        reports: (await ctx.db.query("user_reports").collect()).length,
        rsvps: (await ctx.db.query("event_registrations").collect()).length,
        members: (await ctx.db.query("club_members").collect()).length,
      }));
    const before = await count();
    const attempts = [
      () =>
        student.mutation(api.community.forums.createThread, {
          categoryId: c.categoryId,
          title: "Is this chapter in the boards?",
          content: "Asking about Chapter 4 of the NCERT book.",
        }),
      () =>
        student.mutation(api.community.forums.reply, {
          threadId: c.threadId,
          content: "Thank you, this helped a lot!",
        }),
      () =>
        student.mutation(api.community.reports.create, {
          targetType: "thread",
          targetId: c.threadId,
          reason: "spam",
        }),
      () => student.mutation(api.community.events.rsvp, { eventId: c.eventId }),
      () => student.mutation(api.community.clubs.join, { clubId: c.clubId }),
    ];
    for (const attempt of attempts)
      expect(await errorData(attempt())).toEqual({
        code: "NotAuthorized",
        message: SUSPENDED,
      });
    expect(await count()).toEqual(before);
    // Reading notices and acknowledging a warning are still theirs.
    await student.mutation(api.notifications.inbox.markAllRead, {});
    const warningId = await w.t.run(async (ctx) => {
      const report_id = await ctx.db.insert("user_reports", {
        reporter_id: w.mentor.userId,
        reporter_name: "Meera I.",
        reason: "bullying",
        target_type: "user",
        target_id: w.student.userId,
        target_author_id: w.student.userId,
        created_at: Date.now(),
        status: "resolved",
      });
      return ctx.db.insert("user_warnings", {
        user_id: w.student.userId,
        report_id,
        issued_by: w.moderator.userId,
        reason: REASON,
        created_at: Date.now(),
      });
    });
    await student.mutation(api.community.reports.acknowledgeWarning, {
      warningId,
    });
    expect(
      (await w.t.run((ctx) => ctx.db.get("user_warnings", warningId)))!
        .acknowledged_at,
    ).toEqual(expect.any(Number));

    // Lifted: the same calls go through.
    await w.admin.as.mutation(api.admin.users.lift, {
      userId: w.student.userId,
    });
    await student.mutation(api.community.forums.reply, {
      threadId: c.threadId,
      content: "Thank you, this helped a lot!",
    });
    await student.mutation(api.community.clubs.join, { clubId: c.clubId });
    await student.mutation(api.community.events.rsvp, { eventId: c.eventId });
    expect(await suspensionOf(w.t, w.student.userId)).toBeNull();
    expect(await suspendLog(w.t)).toEqual([
      `Suspended Aarav Sharma: ${REASON}`,
      "Lifted the suspension of Aarav Sharma",
    ]);
  });

  it("refuses a suspended student's session registration, and lets them in once lifted", async () => {
    const w = await world();
    await givePro(w.t, w.student.userId);
    const sessionId = await w.t.run(async (ctx) => {
      const mentor = await ctx.db
        .query("mentors")
        .withIndex("by_user_id", (q) => q.eq("user_id", w.mentor.userId))
        .first();
      return ctx.db.insert("mentorship_sessions", {
        mentor_id: mentor!._id,
        title: "Algebra doubts before the unit test",
        description: "Bring your doubts on polynomials.",
        session_type: "group",
        purpose: "doubt",
        scheduled_at: Date.now() + 3 * 86_400_000,
        duration_minutes: 45,
        max_participants: 20,
        participant_count: 0,
        status: "scheduled",
        grade: 9,
      });
    });
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.student.userId,
      reason: REASON,
    });
    const student = await signedIn(w.t, w.student.userId);
    expect(
      await errorData(
        student.mutation(api.mentorship.sessions.register, { sessionId }),
      ),
    ).toEqual({ code: "NotAuthorized", message: SUSPENDED });
    await w.admin.as.mutation(api.admin.users.lift, {
      userId: w.student.userId,
    });
    expect(
      await student.mutation(api.mentorship.sessions.register, { sessionId }),
    ).toEqual({ participantCount: 1 });
  });

  it("refuses bad reasons, self-suspension, a second suspension and lifting the unsuspended, writing nothing", async () => {
    const w = await world();
    for (const reason of ["too short", "x".repeat(501), "          "])
      expect(
        await errorData(
          w.admin.as.mutation(api.admin.users.suspend, {
            userId: w.student.userId,
            reason,
          }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    expect(await suspensionOf(w.t, w.student.userId)).toBeNull();
    expect(await sessionsOf(w.t, w.student.userId)).toMatchObject({
      sessions: 1,
    });
    expect(
      await errorData(
        w.admin.as.mutation(api.admin.users.suspend, {
          userId: w.admin.userId,
          reason: REASON,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "You cannot suspend your own account.",
    });
    expect(
      await errorData(
        w.admin.as.mutation(api.admin.users.lift, { userId: w.student.userId }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "This account is not suspended.",
    });
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.student.userId,
      reason: REASON,
    });
    expect(
      await errorData(
        w.admin.as.mutation(api.admin.users.suspend, {
          userId: w.student.userId,
          reason: "Another reason that is long enough.",
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "This account is already suspended.",
    });
    expect(await suspensionOf(w.t, w.student.userId)).toBe(REASON);
    expect(await suspendLog(w.t)).toHaveLength(1);
    await expect(
      w.admin.as.mutation(api.admin.users.suspend, {
        // @ts-expect-error a number is not a reason
        reason: 42,
        userId: w.mentor.userId,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });

  it("is for admins only: visitors, students, mentors and moderators are refused", async () => {
    const w = await world();
    expect(
      await errorData(
        w.t.mutation(api.admin.users.suspend, {
          userId: w.student.userId,
          reason: REASON,
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [w.student, w.mentor, w.moderator]) {
      expect(
        await errorData(
          who.as.mutation(api.admin.users.suspend, {
            userId: w.student.userId,
            reason: REASON,
          }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(
          who.as.mutation(api.admin.users.lift, { userId: w.student.userId }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(
          who.as.query(api.admin.users.search, { text: "aarav" }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    }
    expect(await suspensionOf(w.t, w.student.userId)).toBeNull();
  });

  it("a suspended moderator cannot moderate", async () => {
    const w = await world();
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.moderator.userId,
      reason: REASON,
    });
    const kabir = await signedIn(w.t, w.moderator.userId);
    expect(
      await errorData(
        kabir.mutation(api.admin.claims.claim, { key: "report:k57abc" }),
      ),
    ).toEqual({ code: "NotAuthorized", message: SUSPENDED });
    // Kabir is an adult: the notice is mailed too.
    await w.t.finishScheduled();
  });
});

describe("finding a member", () => {
  it("by e-mail prefix or by name, with roles and suspension", async () => {
    const w = await world();
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.student.userId,
      reason: REASON,
    });
    const byEmail = await w.admin.as.query(api.admin.users.search, {
      text: " AARAV@ex",
    });
    expect(byEmail).toEqual([
      {
        userId: w.student.userId,
        fullName: "Aarav Sharma",
        email: "aarav@example.in",
        role: "student",
        staffRole: null,
        suspension: { reason: REASON, at: expect.any(Number) },
      },
    ]);
    const byName = await w.admin.as.query(api.admin.users.search, {
      text: "Kabir",
    });
    expect(byName).toMatchObject([
      { userId: w.moderator.userId, staffRole: "moderator", suspension: null },
    ]);
    expect(
      await w.admin.as.query(api.admin.users.search, { text: "Nobody Here" }),
    ).toEqual([]);
    expect(
      await w.admin.as.query(api.admin.users.search, { text: "a" }),
    ).toEqual([]);
    expect(
      await errorData(
        w.admin.as.query(api.admin.users.search, { text: "x".repeat(101) }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });
});

describe("staff roles from Staff & Users", () => {
  it("never removes the last admin, even their own role", async () => {
    const w = await world();
    for (const call of [
      w.admin.as.mutation(api.accounts.users.revokeStaffRole, {
        userId: w.admin.userId,
      }),
      w.admin.as.mutation(api.accounts.users.grantStaffRole, {
        userId: w.admin.userId,
        role: "moderator",
      }),
    ])
      expect(await errorData(call)).toEqual({
        code: "InvalidInput",
        message:
          "The last admin cannot be removed. Make someone else an admin first.",
      });
    expect(await rolesOf(w.t, w.admin.userId)).toEqual(["admin"]);

    // With a second admin, an admin may step down.
    await w.admin.as.mutation(api.accounts.users.grantStaffRole, {
      userId: w.mentor.userId,
      role: "admin",
    });
    await w.admin.as.mutation(api.accounts.users.revokeStaffRole, {
      userId: w.admin.userId,
    });
    expect(await rolesOf(w.t, w.admin.userId)).toEqual([]);
    // And now Meera is the last one.
    const meera = w.mentor.as;
    expect(
      await errorData(
        meera.mutation(api.accounts.users.revokeStaffRole, {
          userId: w.mentor.userId,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    const log = await w.t.run(async (ctx) =>
      (
        await ctx.db
          .query("user_activity_log")
          .withIndex("by_kind_and_timestamp", (q) =>
            q.eq("kind", "role_change"),
          )
          .collect()
      ).map((r) => r.action),
    );
    expect(log).toEqual([
      "Made Meera Iyer an admin",
      "Removed the admin role of Priya Nair",
    ]);
  });

  it("refuses revoking a role nobody has and granting one they already have", async () => {
    const w = await world();
    expect(
      await errorData(
        w.admin.as.mutation(api.accounts.users.revokeStaffRole, {
          userId: w.student.userId,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "This person has no staff role.",
    });
    expect(
      await errorData(
        w.admin.as.mutation(api.accounts.users.grantStaffRole, {
          userId: w.moderator.userId,
          role: "moderator",
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "This person is already a moderator.",
    });
  });
});

describe("the demo seed", () => {
  it("suspends one community student, by the demo admin, once", async () => {
    const t = newBackend();
    await t.run((ctx) => seedCommunity(ctx, Date.now()));
    const admin = await createPerson(t, {
      email: "admin@demo.vidyaquest.example",
      fullName: "Priya Nair",
      role: "mentor",
      staffRole: "admin",
    });
    await t.mutation(internal.seed.demoSuspension, {});
    await t.mutation(internal.seed.demoSuspension, {});
    const found = await admin.as.query(api.admin.users.search, {
      text: "Harshit",
    });
    expect(found).toMatchObject([
      {
        fullName: "Harshit Yadav",
        suspension: {
          reason: "Posted another student's phone number in the forum twice.",
        },
      },
    ]);
    expect(await suspendLog(t)).toEqual([
      "Suspended Harshit Yadav: Posted another student's phone number in the forum twice.",
    ]);
  });
});

describe("suspending a staff member", () => {
  it("ends their staff powers, reads included, until the suspension is lifted", async () => {
    const w = await world();
    await w.admin.as.mutation(api.admin.users.suspend, {
      userId: w.moderator.userId,
      reason: REASON,
    });
    const again = await signedIn(w.t, w.moderator.userId);
    expect(await again.query(api.accounts.users.viewer, {})).toMatchObject({
      staffRole: null,
      suspension: { reason: REASON },
    });
    for (const read of [
      () => again.query(api.admin.overview.overview, {}),
      () => again.query(api.admin.reports.summary, {}),
      () =>
        again.query(api.mentorship.applications.listPending, {
          paginationOpts: { numItems: 10, cursor: null },
        }),
    ])
      expect(await errorData(read())).toEqual({
        code: "NotAuthorized",
        message: SUSPENDED,
      });
    await w.admin.as.mutation(api.admin.users.lift, {
      userId: w.moderator.userId,
    });
    expect(await again.query(api.accounts.users.viewer, {})).toMatchObject({
      staffRole: "moderator",
    });
    expect(await again.query(api.admin.reports.summary, {})).toBeTruthy();
  });
});
