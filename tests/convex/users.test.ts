import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { createPerson, world } from "./fixtures/common";
import {
  errorData,
  newBackend,
  VALIDATION_ERROR,
  type TestBackend,
} from "./harness";

const rolesOf = (t: TestBackend, userId: string) =>
  t.run(async (ctx) =>
    (await ctx.db.query("user_roles").collect())
      .filter((r) => r.user_id === userId)
      .map((r) => r.role),
  );

describe("users.viewer", () => {
  it("is null for visitors", async () => {
    const t = newBackend();
    expect(await t.query(api.accounts.users.viewer, {})).toBeNull();
  });

  it("describes the signed-in student, mentor and staff", async () => {
    const { student, mentor, admin } = await world();
    expect(await student.as.query(api.accounts.users.viewer, {})).toMatchObject(
      {
        email: "aarav@example.in",
        fullName: "Aarav Sharma",
        role: "student",
        grade: 9,
        staffRole: null,
        verifiedMentor: false,
      },
    );
    expect(await mentor.as.query(api.accounts.users.viewer, {})).toMatchObject({
      role: "mentor",
      subject: "Mathematics",
      verifiedMentor: true,
    });
    expect(await admin.as.query(api.accounts.users.viewer, {})).toMatchObject({
      staffRole: "admin",
      verifiedMentor: false,
    });
  });

  it("says a self-registered mentor is not verified", async () => {
    const t = newBackend();
    const mentor = await createPerson(t, {
      email: "self.made@example.in",
      fullName: "Rahul Verma",
      role: "mentor",
    });
    expect(await mentor.as.query(api.accounts.users.viewer, {})).toMatchObject({
      role: "mentor",
      verifiedMentor: false,
    });
  });

  it("ignores an identity that names no user", async () => {
    const t = newBackend();
    expect(
      await t
        .withIdentity({ subject: "not-an-id|session" })
        .query(api.accounts.users.viewer, {}),
    ).toBeNull();
    expect(
      await t
        .withIdentity({ subject: "user_clerk_123" })
        .query(api.accounts.users.viewer, {}),
    ).toBeNull();
  });

  it("finds a Clerk-linked user by token identifier", async () => {
    const t = newBackend();
    const userId = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", {
        email: "clerk@example.in",
        external_id: "https://clerk.example.dev|user_2abc",
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "student",
        full_name: "Clerk Student",
        grade: 7,
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "anonymous",
        daily_goal_xp: 50,
      });
      return userId;
    });
    const viewer = await t
      .withIdentity({
        subject: "user_2abc",
        issuer: "https://clerk.example.dev",
        tokenIdentifier: "https://clerk.example.dev|user_2abc",
      })
      .query(api.accounts.users.viewer, {});
    expect(viewer).toMatchObject({ userId, grade: 7 });
  });
});

describe("staff roles", () => {
  it("lets an admin grant and revoke moderator", async () => {
    const { t, admin, mentor } = await world();
    await admin.as.mutation(api.accounts.users.grantStaffRole, {
      userId: mentor.userId,
      role: "moderator",
    });
    expect(await rolesOf(t, mentor.userId)).toEqual(["moderator"]);
    await admin.as.mutation(api.accounts.users.grantStaffRole, {
      userId: mentor.userId,
      role: "admin",
    });
    expect(await rolesOf(t, mentor.userId)).toEqual(["admin"]);
    await admin.as.mutation(api.accounts.users.revokeStaffRole, {
      userId: mentor.userId,
    });
    expect(await rolesOf(t, mentor.userId)).toEqual([]);
  });

  it("refuses visitors, students, mentors and moderators", async () => {
    const { t, student, mentor, moderator } = await world();
    expect(
      await errorData(
        t.mutation(api.accounts.users.grantStaffRole, {
          userId: student.userId,
          role: "admin",
        }),
      ),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
    for (const who of [student, mentor, moderator]) {
      expect(
        await errorData(
          who.as.mutation(api.accounts.users.grantStaffRole, {
            userId: who.userId,
            role: "admin",
          }),
        ),
      ).toMatchObject({
        code: "NotAuthorized",
      });
      expect(
        await errorData(
          who.as.mutation(api.accounts.users.revokeStaffRole, {
            userId: moderator.userId,
          }),
        ),
      ).toMatchObject({
        code: "NotAuthorized",
      });
    }
    expect(await rolesOf(t, moderator.userId)).toEqual(["moderator"]);
    expect(await rolesOf(t, student.userId)).toEqual([]);
  });

  it("refuses a visitor revoking a role, changing nothing", async () => {
    const { t, moderator } = await world();
    expect(
      await errorData(
        t.mutation(api.accounts.users.revokeStaffRole, {
          userId: moderator.userId,
        }),
      ),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
    expect(await rolesOf(t, moderator.userId)).toEqual(["moderator"]);
  });

  it("does not let an admin remove their own role", async () => {
    const { t, admin } = await world();
    expect(
      await errorData(
        admin.as.mutation(api.accounts.users.revokeStaffRole, {
          userId: admin.userId,
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(await rolesOf(t, admin.userId)).toEqual(["admin"]);
  });

  it("refuses a role that does not exist and a user that does not exist", async () => {
    const { t, admin, student } = await world();
    const badRole = { userId: student.userId, role: "owner" };
    await expect(
      // @ts-expect-error "owner" is not a staff role
      admin.as.mutation(api.accounts.users.grantStaffRole, badRole),
    ).rejects.toThrow(VALIDATION_ERROR);
    const ghost = await t.run(async (ctx) => {
      const id = await ctx.db.insert("users", {});
      await ctx.db.delete("users", id);
      return id;
    });
    expect(
      await errorData(
        admin.as.mutation(api.accounts.users.grantStaffRole, {
          userId: ghost,
          role: "moderator",
        }),
      ),
    ).toMatchObject({
      code: "NotFound",
    });
  });

  it("makes the first admin from the command line by e-mail", async () => {
    const { t, mentor } = await world();
    await t.mutation(internal.accounts.users.makeAdmin, {
      email: " MEERA@example.in ",
    });
    expect(await rolesOf(t, mentor.userId)).toEqual(["admin"]);
    expect(
      await errorData(
        t.mutation(internal.accounts.users.makeAdmin, {
          email: "nobody@example.in",
        }),
      ),
    ).toMatchObject({
      code: "NotFound",
    });
  });
});

describe("a student's class", () => {
  it("can be changed by staff only", async () => {
    const { t, student, mentor, moderator } = await world();
    const gradeOf = () =>
      t.run(
        async (ctx) =>
          (await ctx.db.query("profiles").collect()).find(
            (p) => p.user_id === student.userId,
          )?.grade,
      );
    expect(
      await errorData(
        student.as.mutation(api.accounts.users.setStudentGrade, {
          userId: student.userId,
          grade: 10,
        }),
      ),
    ).toMatchObject({
      code: "NotAuthorized",
    });
    expect(
      await errorData(
        mentor.as.mutation(api.accounts.users.setStudentGrade, {
          userId: student.userId,
          grade: 10,
        }),
      ),
    ).toMatchObject({
      code: "NotAuthorized",
    });
    expect(await gradeOf()).toBe(9);
    await moderator.as.mutation(api.accounts.users.setStudentGrade, {
      userId: student.userId,
      grade: 10,
    });
    expect(await gradeOf()).toBe(10);
  });

  it("cannot be changed by a visitor", async () => {
    const { t, student } = await world();
    expect(
      await errorData(
        t.mutation(api.accounts.users.setStudentGrade, {
          userId: student.userId,
          grade: 10,
        }),
      ),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
    expect(await student.as.query(api.accounts.users.viewer, {})).toMatchObject(
      {
        grade: 9,
      },
    );
  });

  it("refuses a class outside 6–12 and a mentor's account", async () => {
    const { moderator, student, mentor } = await world();
    expect(
      await errorData(
        moderator.as.mutation(api.accounts.users.setStudentGrade, {
          userId: student.userId,
          grade: 13,
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(
      await errorData(
        moderator.as.mutation(api.accounts.users.setStudentGrade, {
          userId: mentor.userId,
          grade: 8,
        }),
      ),
    ).toMatchObject({
      code: "NotFound",
    });
  });
});

describe("password reset e-mail limit", () => {
  it("allows three reset mails an hour per address", async () => {
    const t = newBackend();
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(
        await t.mutation(internal.accounts.users.allowPasswordResetMail, {
          email: "A@example.in",
        }),
      );
    expect(results).toEqual([true, true, true, false]);
    expect(
      await t.mutation(internal.accounts.users.allowPasswordResetMail, {
        email: "b@example.in",
      }),
    ).toBe(true);
  });
});

describe("completeClerkSignUp", () => {
  const clerkIdentity = {
    subject: "user_2xyz",
    issuer: "https://clerk.vidyaquest.example",
    tokenIdentifier: "https://clerk.vidyaquest.example|user_2xyz",
    email: "Ishaan@Example.in",
  };

  it("creates the user and profile for a new Clerk account, once", async () => {
    const t = newBackend();
    const asClerk = t.withIdentity(clerkIdentity);
    const userId = await asClerk.mutation(
      api.accounts.users.completeClerkSignUp,
      {
        role: "student",
        fullName: "Ishaan Gupta",
        grade: 7,
        parentEmail: "gupta.family@example.in",
      },
    );
    expect(
      await asClerk.mutation(api.accounts.users.completeClerkSignUp, {
        role: "student",
        fullName: "Ishaan Gupta",
        grade: 7,
        parentEmail: "gupta.family@example.in",
      }),
    ).toBe(userId);
    // A student waits for the parent's consent, as with a password sign-up.
    expect(await asClerk.query(api.accounts.users.viewer, {})).toMatchObject({
      userId,
      email: "ishaan@example.in",
      role: "student",
      grade: 7,
      consent: "awaiting",
    });
    expect(
      await t.run(async (ctx) =>
        (await ctx.db.query("consent_requests").collect()).map(
          (r) => r.parent_email,
        ),
      ),
    ).toEqual(["gupta.family@example.in"]);
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("profiles").collect()).length,
      ),
    ).toBe(1);
  });

  it("refuses visitors, Convex Auth accounts and bad input, writing nothing", async () => {
    const t = newBackend();
    const student = await createPerson(t, {
      email: "aarav@example.in",
      fullName: "Aarav Sharma",
    });
    expect(
      await errorData(
        t.mutation(api.accounts.users.completeClerkSignUp, {
          role: "mentor",
          fullName: "X",
          subject: "Maths",
        }),
      ),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
    expect(
      await errorData(
        student.as.mutation(api.accounts.users.completeClerkSignUp, {
          role: "mentor",
          fullName: "X",
          subject: "Maths",
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    const asClerk = t.withIdentity(clerkIdentity);
    expect(
      await errorData(
        asClerk.mutation(api.accounts.users.completeClerkSignUp, {
          role: "student",
          fullName: "Ishaan",
          grade: 5,
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(
      await errorData(
        asClerk.mutation(api.accounts.users.completeClerkSignUp, {
          role: "mentor",
          fullName: "  ",
          subject: "Maths",
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("users").collect()).length,
      ),
    ).toBe(1);
  });
});
