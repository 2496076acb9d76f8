import { CONSENT_MAIL_SUBJECT } from "../../convex/families/rules";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { errorData, newBackend } from "./harness";
import { stubAuthKeys } from "./fixtures/authKeys";
import {
  SIGN_UP_CODE_MAIL_SUBJECT,
  SIGN_UP_NOTICE_MAIL_SUBJECT,
} from "../../convex/accounts/rules";
import {
  enterSignUpCode,
  latestSignUpCode,
  signUpWithCode,
} from "./fixtures/signUpCode";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

const student = {
  flow: "signUp",
  role: "student",
  fullName: "  Ananya Rao ",
  email: "Ananya.Rao@Example.in",
  grade: 8,
  password: "volcanoes-are-cool-8",
  parentEmail: "rao.family@example.in",
};

type T = ReturnType<typeof newBackend>;
const signIn = (t: T, params: Record<string, unknown>) =>
  t.action(api.auth.signIn, {
    provider: "password",
    params,
  } as never) as Promise<{ tokens?: { token: string } | null }>;
const accounts = (t: T) =>
  t.run(async (ctx) => {
    const users = await ctx.db.query("users").collect();
    const profiles = await ctx.db.query("profiles").collect();
    return users.map((u) => ({
      email: u.email,
      profile: profiles.find((p) => p.user_id === u._id),
    }));
  });
const mailsTo = (t: T, to: string) =>
  t.query(internal.mail.latestFor, { to, limit: 20 });
const sessionCount = (t: T) =>
  t.run(async (ctx) => (await ctx.db.query("authSessions").collect()).length);

describe("sign-up (Convex Auth, password)", () => {
  it("makes nothing until the code mailed to the e-mail is entered; then the account and its profile, signed in", async () => {
    const t = newBackend();
    const started = await signIn(t, student);
    expect(started.tokens ?? null).toBeNull();
    expect(await sessionCount(t)).toBe(0);
    // No profile, role or session before the code.
    expect((await accounts(t)).map((a) => a.profile)).toEqual([undefined]);
    const code = await latestSignUpCode(t, "ananya.rao@example.in");
    expect(code).toMatch(/^\d{6}$/);
    const done = await enterSignUpCode(t, "ananya.rao@example.in", code!);
    expect(done.tokens?.token).toBeTruthy();
    const [account] = await accounts(t);
    expect(account.email).toBe("ananya.rao@example.in");
    expect(account.profile).toMatchObject({
      role: "student",
      full_name: "Ananya Rao",
      grade: 8,
    });
  });

  it("creates a mentor with their subject and no class", async () => {
    const t = newBackend();
    await signUpWithCode(t, {
      flow: "signUp",
      role: "mentor",
      fullName: "Vikram Singh",
      email: "vikram@example.in",
      subject: "Chemistry",
      password: "titration-time-42",
    });
    const [account] = await accounts(t);
    expect(account.profile).toMatchObject({
      role: "mentor",
      subject: "Chemistry",
    });
    expect(account.profile?.grade).toBeUndefined();
  });

  it("refuses weak passwords, bad classes and missing names, writing nothing", async () => {
    const t = newBackend();
    for (const [params, message] of [
      [{ ...student, password: "short1" }, /at least 8 characters/],
      [{ ...student, password: "Password123" }, /too common/],
      [{ ...student, grade: 5 }, /select your class/],
      [{ ...student, fullName: "   " }, /Full name is required/],
      [{ ...student, email: "not-an-email" }, /valid email/],
      [{ ...student, role: "admin" }, /.+/],
    ] as const) {
      const data = (await errorData(signIn(t, params))) as {
        code: string;
        message: string;
      };
      expect(data.code).toBe("InvalidInput");
      expect(data.message).toMatch(message);
    }
    expect(await accounts(t)).toEqual([]);
  });

  it("answers a sign-up for an e-mail with an account exactly as for a new one, and mails its owner instead of making anything", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const sessionsBefore = await sessionCount(t);
    const answers = [];
    for (const params of [
      // Another password …
      {
        ...student,
        email: "ananya.rao@example.in",
        password: "another-secret-99",
      },
      // … the right one (Convex Auth alone would sign the caller in) …
      { ...student, fullName: "Someone Else", grade: 12 },
      // … and a new e-mail, for comparison.
      { ...student, email: "new.student@example.in" },
    ])
      answers.push(await signIn(t, params));
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2].tokens ?? null).toBeNull();
    const owners = await mailsTo(t, "ananya.rao@example.in");
    const notices = owners.filter(
      (m) => m.subject === SIGN_UP_NOTICE_MAIL_SUBJECT,
    );
    expect(notices).toHaveLength(2);
    expect(notices[0].text).toMatch(/\/forgot-password/);
    expect(notices[0].text).not.toMatch(/\b\d{6}\b/);
    // Only the first sign-up's code ever went to the owner.
    expect(
      owners.filter((m) => m.subject === SIGN_UP_CODE_MAIL_SUBJECT),
    ).toHaveLength(1);
    const all = await accounts(t);
    expect(all.filter((a) => a.email === "ananya.rao@example.in")).toHaveLength(
      1,
    );
    expect(
      all.find((a) => a.email === "ananya.rao@example.in")?.profile,
    ).toMatchObject({ full_name: "Ananya Rao", grade: 8 });
    expect(await sessionCount(t)).toBe(sessionsBefore);
  });

  it("accepts each code once, for five tries, and says the same for every wrong code", async () => {
    const t = newBackend();
    await signIn(t, student);
    const code = (await latestSignUpCode(t, "ananya.rao@example.in"))!;
    const wrong = code === "000000" ? "000001" : "000000";
    const refusals = [];
    for (let i = 0; i < 5; i++)
      refusals.push(
        await errorData(enterSignUpCode(t, "ananya.rao@example.in", wrong)),
      );
    refusals.push(
      await errorData(enterSignUpCode(t, "nobody@example.in", code)),
    );
    for (const data of refusals)
      expect(data).toEqual({
        code: "InvalidInput",
        message: expect.stringMatching(/code is wrong or has expired/),
      });
    // The sixth try, even with the right code: the code is gone.
    expect(
      await errorData(enterSignUpCode(t, "ananya.rao@example.in", code)),
    ).toMatchObject({ code: "InvalidInput" });
    expect((await accounts(t)).map((a) => a.profile)).toEqual([undefined]);
    // "Send a new code" (the form again) gives a new code with new tries.
    await signIn(t, student);
    const fresh = (await latestSignUpCode(t, "ananya.rao@example.in"))!;
    expect(
      (await enterSignUpCode(t, "ananya.rao@example.in", fresh)).tokens?.token,
    ).toBeTruthy();
    expect(
      await errorData(enterSignUpCode(t, "ananya.rao@example.in", fresh)),
    ).toMatchObject({ code: "InvalidInput" });
    expect(await accounts(t)).toHaveLength(1);
  });

  it("refuses a code after 15 minutes", async () => {
    const t = newBackend();
    await signIn(t, student);
    const code = (await latestSignUpCode(t, "ananya.rao@example.in"))!;
    const lifetime = await t.run(async (ctx) => {
      const [row] = await ctx.db.query("authVerificationCodes").collect();
      await ctx.db.patch("authVerificationCodes", row._id, {
        expirationTime: Date.now() - 1,
      });
      return row.expirationTime - row._creationTime;
    });
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(
      await errorData(enterSignUpCode(t, "ananya.rao@example.in", code)),
    ).toMatchObject({ code: "InvalidInput" });
  });

  it("lets a new sign-up replace an unfinished one, but never an account", async () => {
    const t = newBackend();
    await signIn(t, { ...student, fullName: "Squatter" });
    const squattersCode = (await latestSignUpCode(t, "ananya.rao@example.in"))!;
    await signUpWithCode(t, student);
    expect(
      await errorData(
        enterSignUpCode(t, "ananya.rao@example.in", squattersCode),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    const all = await accounts(t);
    expect(all).toHaveLength(1);
    expect(all[0].profile).toMatchObject({ full_name: "Ananya Rao" });
  });

  it("asks an unfinished sign-up for its code at sign-in; accounts from before codes sign in as before", async () => {
    const t = newBackend();
    await signIn(t, student);
    const signInParams = {
      flow: "signIn",
      email: "ananya.rao@example.in",
      password: student.password,
    };
    const asked = await signIn(t, signInParams);
    expect(asked.tokens ?? null).toBeNull();
    const code = (await latestSignUpCode(t, "ananya.rao@example.in"))!;
    expect(
      (await enterSignUpCode(t, "ananya.rao@example.in", code)).tokens?.token,
    ).toBeTruthy();
    // An account made before sign-up codes: no verified e-mail on record.
    await t.run(async (ctx) => {
      const [account] = await ctx.db.query("authAccounts").collect();
      await ctx.db.patch("authAccounts", account._id, {
        emailVerified: undefined,
      });
    });
    expect((await signIn(t, signInParams)).tokens?.token).toBeTruthy();
  });

  it("deletes a sign-up left without its code for a day (its user, account and code), and nothing else", async () => {
    const t = newBackend();
    await signUpWithCode(t, { ...student, email: "done@example.in" });
    await signIn(t, student);
    await signIn(t, { ...student, email: "fresh@example.in" });
    await t.run(async (ctx) => {
      const user = (await ctx.db.query("users").collect()).find(
        (u) => u.email === "ananya.rao@example.in",
      )!;
      await ctx.db.patch("users", user._id, {
        pending_sign_up: {
          ...user.pending_sign_up!,
          since: Date.now() - 25 * 60 * 60_000,
        },
      });
    });
    expect(await t.mutation(internal.auth.sweepUnfinishedSignUps, {})).toBe(1);
    const left = await t.run(async (ctx) => ({
      users: (await ctx.db.query("users").collect()).map((u) => u.email).sort(),
      accounts: (await ctx.db.query("authAccounts").collect())
        .map((a) => a.providerAccountId)
        .sort(),
      codes: (await ctx.db.query("authVerificationCodes").collect()).length,
    }));
    expect(left).toEqual({
      users: ["done@example.in", "fresh@example.in"],
      accounts: ["done@example.in", "fresh@example.in"],
      codes: 1,
    });
  });

  it("signs in with the right password only", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const ok = await signIn(t, {
      flow: "signIn",
      email: "ananya.rao@example.in",
      password: student.password,
    });
    expect(ok.tokens?.token).toBeTruthy();
    await expect(
      signIn(t, {
        flow: "signIn",
        email: "ananya.rao@example.in",
        password: "wrong-password-1",
      }),
    ).rejects.toThrow(/InvalidCredentials/);
    // An unknown e-mail gets the very same answer: the API does not tell which e-mails have accounts.
    await expect(
      signIn(t, {
        flow: "signIn",
        email: "nobody@example.in",
        password: "whatever-123",
      }),
    ).rejects.toThrow(/InvalidCredentials/);
  });

  it("never locks the owner out: wrong passwords from others slow the guessing, not the owner on their own device", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const other = { ...student, email: "kiran@example.in" };
    await signUpWithCode(t, other);
    const owner = {
      flow: "signIn",
      email: "ananya.rao@example.in",
      password: student.password,
    };
    // The owner's browser sends its own random id with each sign-in.
    const OWNERS_DEVICE = "5e0c7a9d2b414f6a8c3e1d0b9a7f6e5d";
    expect(
      (await signIn(t, { ...owner, device: OWNERS_DEVICE })).tokens?.token,
    ).toBeTruthy();
    const answers: string[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(
        (
          (await errorData(
            signIn(t, { ...owner, password: `wrong-password-${i}` }),
          )) as { code: string }
        ).code,
      );
    // Five guesses are checked; then each must wait (30 s after the fifth).
    expect(answers).toEqual([
      ...Array(5).fill("InvalidCredentials"),
      ...Array(7).fill("RateLimited"),
    ]);
    // Elsewhere the right password waits like any guess: it cannot be told apart …
    expect(await errorData(signIn(t, owner))).toMatchObject({
      code: "RateLimited",
      message: expect.stringMatching(/^Too many failed attempts\. Please wait/),
    });
    // … but the owner's own device signs in at once,
    expect(
      (await signIn(t, { ...owner, device: OWNERS_DEVICE })).tokens?.token,
    ).toBeTruthy();
    // and another account is not slowed at all.
    const ok = await signIn(t, {
      flow: "signIn",
      email: "kiran@example.in",
      password: other.password,
    });
    expect(ok.tokens?.token).toBeTruthy();
  }, 60_000);

  it("answers a reset request for an unknown e-mail as for a known one, sending nothing", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const known = await signIn(t, {
      flow: "reset",
      email: "ananya.rao@example.in",
    });
    const unknown = await signIn(t, {
      flow: "reset",
      email: "nobody@example.in",
    });
    expect(unknown).toEqual(known);
    await t.finishScheduled();
    const mails = await t.run(async (ctx) =>
      (await ctx.db.query("email_outbox").collect())
        .filter(
          (m) =>
            m.subject !== SIGN_UP_CODE_MAIL_SUBJECT &&
            m.subject !== CONSENT_MAIL_SUBJECT,
        )
        .map((m) => m.to),
    );
    expect(mails).toEqual(["ananya.rao@example.in"]);
  });
});

describe("sign-out", () => {
  it("ends the session at once: the old access token no longer names a viewer", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const subject = await t.run(async (ctx) => {
      const session = (await ctx.db.query("authSessions").first())!;
      return `${session.userId}|${session._id}`;
    });
    // What a client still holding the (hour-long) access token presents.
    const holder = t.withIdentity({ subject });
    expect(await holder.query(api.accounts.users.viewer, {})).toMatchObject({
      email: "ananya.rao@example.in",
    });
    await holder.action(api.auth.signOut, {});
    expect(await holder.query(api.accounts.users.viewer, {})).toBeNull();
    expect(
      await errorData(
        holder.mutation(api.learning.progress.setDailyGoal, { xp: 100 }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
  });
});

describe("password reset mail", () => {
  it("goes to the local outbox without RESEND_API_KEY, with a one-time link", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    await signIn(t, { flow: "reset", email: "ananya.rao@example.in" });
    await t.finishScheduled();
    const [mail] = await t.query(internal.mail.latestFor, {
      to: "ananya.rao@example.in",
    });
    expect(mail).toMatchObject({
      provider: "outbox",
      status: "queued",
      subject: "Reset your VidyaQuest password",
    });
    const link =
      /\/reset-password\?code=([0-9a-f]+)&email=ananya\.rao%40example\.in/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();

    await signIn(t, {
      flow: "reset-verification",
      email: "ananya.rao@example.in",
      code: link![1],
      newPassword: "a-fresh-start-2026",
    });
    const ok = await signIn(t, {
      flow: "signIn",
      email: "ananya.rao@example.in",
      password: "a-fresh-start-2026",
    });
    expect(ok.tokens?.token).toBeTruthy();
    await expect(
      signIn(t, {
        flow: "reset-verification",
        email: "ananya.rao@example.in",
        code: link![1],
        newPassword: "another-one-2026",
      }),
    ).rejects.toThrow();
  });

  it("refuses a link after 30 minutes, keeping the old password", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    const requestedAt = Date.now();
    await signIn(t, { flow: "reset", email: "ananya.rao@example.in" });
    await t.finishScheduled();
    const [mail] = await t.query(internal.mail.latestFor, {
      to: "ananya.rao@example.in",
    });
    const code = /code=([0-9a-f]+)/.exec(mail.text)![1];
    // Let the code's half hour pass.
    const expiresAt = await t.run(async (ctx) => {
      const [row] = await ctx.db.query("authVerificationCodes").collect();
      await ctx.db.patch("authVerificationCodes", row._id, {
        expirationTime: Date.now() - 1,
      });
      return row.expirationTime;
    });
    expect(expiresAt - requestedAt).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await expect(
      signIn(t, {
        flow: "reset-verification",
        email: "ananya.rao@example.in",
        code,
        newPassword: "too-late-now-2026",
      }),
    ).rejects.toThrow(/InvalidResetCode/);
    const ok = await signIn(t, {
      flow: "signIn",
      email: "ananya.rao@example.in",
      password: student.password,
    });
    expect(ok.tokens?.token).toBeTruthy();
  });

  it("gives another account's code and an unknown e-mail the answer of an expired link", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    await signUpWithCode(t, { ...student, email: "kiran@example.in" });
    await signIn(t, { flow: "reset", email: "kiran@example.in" });
    await t.finishScheduled();
    const [mail] = await t.query(internal.mail.latestFor, {
      to: "kiran@example.in",
    });
    const kiransCode = /code=([0-9a-f]+)/.exec(mail.text)![1];
    for (const [email, code] of [
      ["ananya.rao@example.in", kiransCode],
      ["nobody@example.in", kiransCode],
      [
        "ananya.rao@example.in",
        "0123456789abcdef0123456789abcdef0123456789abcdef",
      ],
    ])
      await expect(
        signIn(t, {
          flow: "reset-verification",
          email,
          code,
          newPassword: "guessing-games-2026",
        }),
      ).rejects.toThrow(/InvalidResetCode/);
  });

  it("sends at most three reset mails an hour to one address", async () => {
    const t = newBackend();
    await signUpWithCode(t, student);
    for (let i = 0; i < 4; i++) {
      await signIn(t, { flow: "reset", email: "ananya.rao@example.in" });
      await t.finishScheduled();
    }
    await t.finishScheduled();
    expect(
      (
        await t.query(internal.mail.latestFor, {
          to: "ananya.rao@example.in",
          limit: 10,
        })
      ).filter((m) => m.subject === "Reset your VidyaQuest password"),
    ).toHaveLength(3);
  });
});
