/**
 * A parent's consent before a student's account is used: the mail at
 * sign-up, consent only from the parent account of the request's verified
 * e-mail, refusal and expiry erasing the account (nothing of it left in any
 * table), withdrawal closing the account again, and what staff see.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import schema from "../../convex/schema";
import {
  CONSENT_MAIL_SUBJECT,
  DECLARATION,
  NOTICE_VERSION,
} from "../../convex/families/rules";
import { stubAuthKeys } from "./fixtures/authKeys";
import { createPerson, people, signedIn } from "./fixtures/common";
import { signUpWithCode } from "./fixtures/signUpCode";
import { errorData, newBackend, type TestBackend } from "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const PARENT_EMAIL = "sunita.sharma@example.in";
const AWAITING = {
  code: "NotAuthorized",
  message: "Your parent or guardian needs to approve your account first.",
};

/** A Class 8 student's whole sign-up (form, then code); the parent's mail is sent. */
async function signUpChild(
  t: TestBackend,
  email = "ishita.sharma@example.in",
  parentEmail = PARENT_EMAIL,
) {
  await signUpWithCode(t, {
    flow: "signUp",
    role: "student",
    fullName: "Ishita Sharma",
    email,
    grade: 8,
    password: "rainbow-maths-8",
    parentEmail,
  });
  await t.finishScheduled();
  const userId = await t.run(async (ctx) => {
    const user = (await ctx.db.query("users").collect()).find(
      (u) => u.email === email,
    );
    return user!._id;
  });
  return { userId, as: await signedIn(t, userId, email) };
}

/** The token of the newest consent link mailed to `to`. */
async function consentToken(t: TestBackend, to = PARENT_EMAIL) {
  const mails = await t.query(internal.mail.latestFor, { to, limit: 10 });
  const mail = mails.find((m) => m.subject.includes("VidyaQuest"));
  const token = mail?.text.match(/\/consent\/([0-9a-f]{48})/)?.[1];
  if (!token) throw new Error(`No consent link mailed to ${to}`);
  return token;
}

/** A parent account; `verified`: the e-mail was shown to be theirs (the sign-up code). */
async function parentAccount(
  t: TestBackend,
  email = PARENT_EMAIL,
  verified = true,
) {
  const parent = await createPerson(t, {
    email,
    fullName: "Sunita Sharma",
    role: "parent",
  });
  if (verified)
    await t.run((ctx) =>
      ctx.db.patch("users", parent.userId, { emailVerificationTime: 1 }),
    );
  return parent;
}

/** Something a student stores of theirs: a notice setting. */
const storeSomething = (as: Awaited<ReturnType<typeof signUpChild>>["as"]) =>
  as.mutation(api.notifications.preferences.set, {
    kind: "forum_reply",
    channel: "mail",
    enabled: false,
  });

/** Every row of every table of the schema that names `values` (an id, an e-mail, a name). */
async function rowsNaming(t: TestBackend, values: string[]) {
  return t.run(async (ctx) => {
    const found: string[] = [];
    for (const table of Object.keys(schema.tables)) {
      for (const row of await ctx.db.query(table as "users").take(1000)) {
        const text = JSON.stringify(row).toLowerCase();
        if (values.some((v) => text.includes(v.toLowerCase())))
          found.push(`${table}: ${text.slice(0, 120)}`);
      }
    }
    return found;
  });
}

describe("a student's sign-up", () => {
  it("makes the account awaiting consent and mails the parent a link whose token is kept only as a hash", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    expect(await child.as.query(api.families.child.status, {})).toMatchObject({
      state: "awaiting",
      parentEmail: PARENT_EMAIL,
      parents: [],
    });
    const mails = await t.query(internal.mail.latestFor, {
      to: PARENT_EMAIL,
    });
    expect(mails.map((m) => m.subject)).toEqual([CONSENT_MAIL_SUBJECT]);
    expect(mails[0].text).toContain("Ishita Sharma (Class 8)");
    const token = await consentToken(t);
    const stored = await t.run(async (ctx) =>
      JSON.stringify(await ctx.db.query("consent_requests").collect()),
    );
    expect(stored).not.toContain(token);
    expect(
      await t.query(api.families.consent.request, { token }),
    ).toMatchObject({
      childFirstName: "Ishita",
      grade: 8,
      noticeVersion: NOTICE_VERSION,
      viewer: "visitor",
    });
  });

  it("refuses a parent's e-mail that is the student's own, making nothing", async () => {
    const t = newBackend();
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: {
          flow: "signUp",
          role: "student",
          fullName: "Ishita Sharma",
          email: "ishita@example.in",
          grade: 8,
          password: "rainbow-maths-8",
          parentEmail: "Ishita@Example.in",
        },
      } as never),
    ).rejects.toMatchObject({
      data: {
        code: "InvalidInput",
        message:
          "Please enter your parent's or guardian's e-mail, not your own.",
      },
    });
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toEqual([]);
  });
});

describe("the consent gate", () => {
  it("refuses an awaiting student's gated mutations in plain words, and lets them through once a parent consents", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    expect(await errorData(storeSomething(child.as))).toEqual(AWAITING);
    const parent = await parentAccount(t);
    const token = await consentToken(t);
    expect(
      await parent.as.query(api.families.consent.request, { token }),
    ).toMatchObject({ viewer: "requestParent" });
    await parent.as.mutation(api.families.consent.consent, {
      token,
      declaration: true,
    });
    await storeSomething(child.as);
    expect(await child.as.query(api.families.child.status, {})).toMatchObject({
      state: "given",
      parentEmail: null,
      parents: [{ name: "Sunita Sharma" }],
    });
    // The record names who, for whom, when, the notice and the verified e-mail.
    const records = await t.run((ctx) =>
      ctx.db.query("consent_records").collect(),
    );
    expect(records).toMatchObject([
      {
        parent_id: parent.userId,
        child_id: child.userId,
        notice_version: NOTICE_VERSION,
        verified_email: PARENT_EMAIL,
        declaration: DECLARATION,
      },
    ]);
    expect(
      await parent.as.query(api.families.parent.children, {}),
    ).toMatchObject([
      { childId: child.userId, fullName: "Ishita Sharma", grade: 8 },
    ]);
    // The link works once.
    expect(await t.query(api.families.consent.request, { token })).toBeNull();
  });
});

describe("consent", () => {
  it("is refused from a parent account whose e-mail is not verified, from another e-mail, without the declaration, and from non-parents, writing nothing", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    const token = await consentToken(t);
    const unverified = await parentAccount(t, PARENT_EMAIL, false);
    const other = await parentAccount(t, "someone.else@example.in");
    const student = await createPerson(t, people.diya);
    const before = await t.run((ctx) =>
      ctx.db.query("consent_records").collect(),
    );
    expect(
      await errorData(
        unverified.as.mutation(api.families.consent.consent, {
          token,
          declaration: true,
        }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "Please verify your e-mail address before giving consent.",
    });
    expect(
      await errorData(
        other.as.mutation(api.families.consent.consent, {
          token,
          declaration: true,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(
        student.as.mutation(api.families.consent.consent, {
          token,
          declaration: true,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    const parent = await parentAccount(t, "father@example.in");
    void parent;
    const real = await signedIn(t, unverified.userId, PARENT_EMAIL);
    await t.run((ctx) =>
      ctx.db.patch("users", unverified.userId, { emailVerificationTime: 1 }),
    );
    expect(
      await errorData(
        real.mutation(api.families.consent.consent, {
          token,
          declaration: false,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await errorData(
        real.mutation(api.families.consent.consent, {
          token: "0".repeat(48),
          declaration: true,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await errorData(
        real.mutation(api.families.consent.consent, {
          token: "x".repeat(10_000),
          declaration: true,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await t.run((ctx) => ctx.db.query("consent_records").collect()),
    ).toEqual(before);
    expect(await errorData(storeSomething(child.as))).toEqual(AWAITING);
  });
});

describe("refusal", () => {
  it("erases the awaiting account: no row of any table names the child afterwards", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    const parent = await parentAccount(t);
    const token = await consentToken(t);
    await parent.as.mutation(api.families.consent.refuse, { token });
    expect(
      await rowsNaming(t, [child.userId, "ishita.sharma@example.in", "Ishita"]),
    ).toEqual([]);
    const [request] = await t.run((ctx) =>
      ctx.db.query("consent_requests").collect(),
    );
    expect(request).toMatchObject({ status: "refused" });
    expect(request.child_id).toBeUndefined();
    expect(request.parent_email).toBeUndefined();
  });
});

describe("changing the parent's e-mail", () => {
  it("mails the new address a new link; the old link stops working", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    const old = await consentToken(t);
    await child.as.mutation(api.families.child.changeParentEmail, {
      parentEmail: "Rakesh.Sharma@Example.in",
    });
    await t.finishScheduled();
    const fresh = await consentToken(t, "rakesh.sharma@example.in");
    expect(
      await t.query(api.families.consent.request, { token: old }),
    ).toBeNull();
    expect(
      await t.query(api.families.consent.request, { token: fresh }),
    ).not.toBeNull();
    expect(
      await errorData(
        child.as.mutation(api.families.child.changeParentEmail, {
          parentEmail: "ishita.sharma@example.in",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await errorData(
        child.as.mutation(api.families.child.changeParentEmail, {
          parentEmail: "not an e-mail",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });
});

describe("withdrawal", () => {
  it("records when, closes the child's account again and schedules the full erasure; the record is otherwise unchanged", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    const parent = await parentAccount(t);
    await parent.as.mutation(api.families.consent.consent, {
      token: await consentToken(t),
      declaration: true,
    });
    await storeSomething(child.as);
    const [before] = await t.run((ctx) =>
      ctx.db.query("consent_records").collect(),
    );
    await parent.as.mutation(api.families.parent.withdraw, {
      childId: child.userId,
    });
    const [after] = await t.run((ctx) =>
      ctx.db.query("consent_records").collect(),
    );
    expect(after.withdrawn_at).toBeGreaterThan(0);
    expect({ ...after, withdrawn_at: undefined }).toEqual({
      ...before,
      withdrawn_at: undefined,
    });
    expect(await errorData(storeSomething(child.as))).toEqual(AWAITING);
    const jobs = await t.run(async (ctx) =>
      (await ctx.db.system.query("_scheduled_functions").collect()).map(
        (j) => ({ name: j.name, args: j.args }),
      ),
    );
    expect(jobs).toContainEqual({
      name: expect.stringMatching(/^privacy\/erasure(\.js)?:eraseAccount$/),
      args: [{ userId: child.userId }],
    });
    expect(
      await errorData(
        parent.as.mutation(api.families.parent.withdraw, {
          childId: child.userId,
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
    const stranger = await parentAccount(t, "someone.else@example.in");
    expect(
      await errorData(
        stranger.as.mutation(api.families.parent.withdraw, {
          childId: child.userId,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });
});

describe("a student whose account was made before consent was asked", () => {
  const EARLIER = "kabir.sethi@example.in";

  /** A student made without a consent state, who stored a notice setting. */
  async function earlierStudent(t: TestBackend) {
    const student = await createPerson(t, {
      email: EARLIER,
      fullName: "Kabir Sethi",
    });
    await t.run(async (ctx) => {
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", student.userId))
        .unique();
      await ctx.db.patch("profiles", profile!._id, { consent: undefined });
    });
    await storeSomething(student.as);
    return student;
  }

  const migrate = async (t: TestBackend) => {
    await t.mutation(internal.families.earlier.askConsentOfEarlierStudents, {});
    await t.finishScheduled();
  };

  it("is closed by the migration, which leaves everyone else as they are, and asks for a parent's e-mail", async () => {
    const t = newBackend();
    const before = Date.now();
    const student = await earlierStudent(t);
    const consented = await createPerson(t, {
      email: "meera@example.in",
      fullName: "Meera Das",
    });
    const mentor = await createPerson(t, {
      email: "mentor@example.in",
      fullName: "Vikram Rao",
      role: "mentor",
    });
    await migrate(t);
    await migrate(t);
    expect(await errorData(storeSomething(student.as))).toMatchObject(AWAITING);
    await storeSomething(consented.as);
    const status = await student.as.query(api.families.child.status, {});
    expect(status).toMatchObject({ state: "awaiting", parentEmail: null });
    expect(status!.eraseBy).toBeGreaterThanOrEqual(before + 14 * 86_400_000);
    const consents = await t.run(async (ctx) =>
      Promise.all(
        [consented.userId, mentor.userId].map(async (userId) => {
          const p = await ctx.db
            .query("profiles")
            .withIndex("by_user_id", (q) => q.eq("user_id", userId))
            .unique();
          return p!.consent ?? null;
        }),
      ),
    );
    expect(consents).toEqual(["given", null]);
    // What the account held before stays until a parent decides.
    expect(await rowsNaming(t, [student.userId])).not.toEqual([]);
  });

  it("names a parent, who consents from the mail: the account opens with what it held", async () => {
    const t = newBackend();
    const student = await earlierStudent(t);
    await migrate(t);
    for (const [parentEmail, code] of [
      ["not an e-mail", "InvalidInput"],
      [EARLIER, "InvalidInput"],
    ])
      expect(
        await errorData(
          student.as.mutation(api.families.child.askParent, { parentEmail }),
        ),
      ).toMatchObject({ code });
    await student.as.mutation(api.families.child.askParent, {
      parentEmail: PARENT_EMAIL,
    });
    await t.finishScheduled();
    expect(
      await errorData(
        student.as.mutation(api.families.child.askParent, {
          parentEmail: "other@example.in",
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
    expect(await student.as.query(api.families.child.status, {})).toMatchObject(
      { state: "awaiting", parentEmail: PARENT_EMAIL },
    );
    const parent = await parentAccount(t);
    await parent.as.mutation(api.families.consent.consent, {
      token: await consentToken(t),
      declaration: true,
    });
    await storeSomething(student.as);
    expect(
      await errorData(
        student.as.mutation(api.families.child.askParent, {
          parentEmail: PARENT_EMAIL,
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
  });

  it("is erased in full when the parent refuses: nothing of it is left", async () => {
    const t = newBackend();
    const student = await earlierStudent(t);
    await migrate(t);
    await student.as.mutation(api.families.child.askParent, {
      parentEmail: PARENT_EMAIL,
    });
    await t.finishScheduled();
    const parent = await parentAccount(t);
    await parent.as.mutation(api.families.consent.refuse, {
      token: await consentToken(t),
    });
    await t.finishScheduled();
    expect(await rowsNaming(t, [student.userId, EARLIER, "Kabir"])).toEqual([]);
  });
});

describe("staff", () => {
  it("see a child's consent records and request, read-only", async () => {
    const t = newBackend();
    const child = await signUpChild(t);
    const parent = await parentAccount(t);
    await parent.as.mutation(api.families.consent.consent, {
      token: await consentToken(t),
      declaration: true,
    });
    const moderator = await createPerson(t, people.kabir);
    const seen = await moderator.as.query(api.families.staff.consentRecords, {
      childId: child.userId as Id<"users">,
    });
    expect(seen.records).toMatchObject([
      {
        parentName: "Sunita Sharma",
        verifiedEmail: PARENT_EMAIL,
        noticeVersion: NOTICE_VERSION,
        withdrawnAt: null,
      },
    ]);
    expect(seen.requests).toMatchObject([{ status: "consented" }]);
    expect(
      await errorData(
        parent.as.query(api.families.staff.consentRecords, {
          childId: child.userId,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
  });
});
