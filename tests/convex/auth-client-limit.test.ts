import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { api } from "../../convex/_generated/api";
import {
  LIMITS,
  SIGN_IN_THROTTLES,
  identifyingAddress,
  throttleDelay,
} from "../../convex/lib/rateLimit";
import { errorData } from "./harness";
import { stubAuthKeys } from "./fixtures/authKeys";
import { newBackend } from "./setup";
import { latestSignUpCode } from "./fixtures/signUpCode";
import { SIGN_UP_CODE_MAIL_SUBJECT } from "../../convex/accounts/rules";

// convex-test only: it lets each call come from a chosen address
// (`withRequestMetadata`); on the local backend every test call is 127.0.0.1.
beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

type T = ReturnType<typeof newBackend>;
const signIn = (t: T, ip: string, params: Record<string, unknown>) =>
  t
    .withRequestMetadata({ ip })
    .action(api.auth.signIn, { provider: "password", params } as never);

const ATTACKER = "203.0.113.7";
const SCHOOL = "198.51.100.20";
const ELSEWHERE = "192.0.2.44";

const ritika = {
  flow: "signUp",
  role: "student",
  fullName: "Ritika Sen",
  email: "ritika.sen@example.in",
  grade: 9,
  password: "monsoon-clouds-9",
  parentEmail: "sen.family@example.in",
};
const ritikaSignsIn = {
  flow: "signIn",
  email: ritika.email,
  password: ritika.password,
};
/** A whole sign-up from `ip`: the form, then the code from the outbox. */
async function signUp(t: T, ip: string, params: typeof ritika) {
  await signIn(t, ip, params);
  const code = await latestSignUpCode(t, params.email);
  await signIn(t, ip, {
    flow: "email-verification",
    email: params.email,
    code,
  });
}
const userCount = (t: T) =>
  t.run(async (ctx) => (await ctx.db.query("users").collect()).length);
const mailsTo = (t: T, to: string) =>
  t.run(
    async (ctx) =>
      (await ctx.db.query("email_outbox").collect()).filter(
        (m) => m.to === to && m.subject !== SIGN_UP_CODE_MAIL_SUBJECT,
      ).length,
  );

const HOUR = 60 * 60_000;
const codeOf = (call: Promise<unknown>) =>
  errorData(call).then((d) => (d as { code: string }).code);

/** Runs `attempt(i)` every `stepMs` of (fake) time for `durationMs`; the times it was checked (not refused for a delay). */
async function guessEvery(
  stepMs: number,
  durationMs: number,
  attempt: (i: number) => Promise<unknown>,
) {
  const start = Date.now();
  const checked: number[] = [];
  for (let i = 0; i * stepMs < durationMs; i++) {
    vi.setSystemTime(start + i * stepMs);
    const code = await codeOf(attempt(i));
    if (code === "InvalidCredentials") checked.push(i * stepMs);
    else expect(code).toBe("RateLimited");
  }
  return checked;
}

describe("guessing one account, with growing delays instead of a lock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`checks at most 17 guesses in the first hour and 10 an hour after, and the owner's right password works once the delay has passed, from the attacker's own address`, async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    const start = Date.now();
    const checked = await guessEvery(15_000, 2 * HOUR, (i) =>
      signIn(t, ATTACKER, { ...ritikaSignsIn, password: `guess-${i}` }),
    );
    expect(checked.filter((at) => at < HOUR).length).toBeLessThanOrEqual(17);
    expect(checked.filter((at) => at >= HOUR).length).toBeLessThanOrEqual(10);
    // Guessing goes on, as slowly as the curve allows: never a lock.
    expect(checked.filter((at) => at >= HOUR).length).toBeGreaterThan(5);
    const lastGuess = checked.at(-1)!;
    // The owner, behind the same address, on a new device: within the delay …
    vi.setSystemTime(start + lastGuess + 60_000);
    expect(await codeOf(signIn(t, ATTACKER, ritikaSignsIn))).toBe(
      "RateLimited",
    );
    // … and once it has passed (at most 6 minutes after the last guess).
    vi.setSystemTime(start + lastGuess + 6 * 60_000);
    const ok = (await signIn(t, ATTACKER, ritikaSignsIn)) as {
      tokens?: { token: string } | null;
    };
    expect(ok.tokens?.token).toBeTruthy();
  }, 120_000);

  it("tells the wait in the refusal, and the wait grows: 30 s, 1, 2, 4, 6, 6 minutes", async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    const waits: string[] = [];
    for (let i = 0; waits.length < 6; i++) {
      const data = (await errorData(
        signIn(t, ELSEWHERE, { ...ritikaSignsIn, password: `guess-${i}` }),
      )) as { code: string; message: string };
      if (data.code !== "RateLimited") {
        expect(data.code).toBe("InvalidCredentials");
        continue;
      }
      const [, n, unit] = /wait (\d+) (second|minute)s? and try/.exec(
        data.message,
      )!;
      waits.push(`${n} ${unit}s`);
      // Wait exactly that long: the next guess is checked.
      vi.setSystemTime(
        Date.now() + Number(n) * (unit === "second" ? 1000 : 60_000),
      );
    }
    expect(waits).toEqual([
      "30 seconds",
      "60 seconds",
      "2 minutes",
      "4 minutes",
      "6 minutes",
      "6 minutes",
    ]);
    expect(throttleDelay(SIGN_IN_THROTTLES.account, 7)).toBe(2 * 60_000);
  }, 60_000);
});

describe("guessing across many accounts from one address", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("checks at most 50 guesses in the first hour from that address, and no one else is slowed", async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    const start = Date.now();
    const checked = await guessEvery(5_000, HOUR, (i) =>
      signIn(t, ATTACKER, {
        flow: "signIn",
        // Never more than a few guesses per account: only the address's throttle can stop it.
        email: `guess${i}@example.in`,
        password: `guess-number-${i}`,
      }),
    );
    expect(checked.length).toBeLessThanOrEqual(50);
    expect(checked.length).toBeGreaterThan(30);
    // The account's owner, elsewhere, signs in as usual.
    vi.setSystemTime(start + HOUR);
    const ok = (await signIn(t, SCHOOL, ritikaSignsIn)) as {
      tokens?: { token: string } | null;
    };
    expect(ok.tokens?.token).toBeTruthy();
  }, 120_000);
});

describe("sign-in attempts, counted before the password check", () => {
  it("lets only one of several parallel guesses through at the last free attempt", async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    for (let i = 1; i < SIGN_IN_THROTTLES.account.free; i++)
      expect(
        await codeOf(
          signIn(t, ELSEWHERE, { ...ritikaSignsIn, password: `guess-${i}` }),
        ),
      ).toBe("InvalidCredentials");
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map((i) =>
        signIn(t, ATTACKER, {
          flow: "signIn",
          email: ritika.email,
          password: `parallel-guess-${i}`,
        }),
      ),
    );
    const reasons = outcomes.map((o) =>
      o.status === "rejected" ? String(o.reason) : "signed in",
    );
    expect(reasons.filter((r) => /InvalidCredentials/.test(r))).toHaveLength(1);
    expect(
      reasons.filter((r) => /Too many failed attempts/.test(r)),
    ).toHaveLength(2);
  }, 60_000);

  it("gives successful sign-ins back, so they never use up the free attempts", async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    for (let i = 1; i < SIGN_IN_THROTTLES.account.free; i++)
      await codeOf(
        signIn(t, SCHOOL, { ...ritikaSignsIn, password: `typo-${i}` }),
      );
    // One free attempt left: right passwords do not spend it …
    for (let i = 0; i < 2; i++) {
      const ok = (await signIn(t, SCHOOL, ritikaSignsIn)) as {
        tokens?: { token: string } | null;
      };
      expect(ok.tokens?.token).toBeTruthy();
    }
    // … a wrong one does.
    await expect(
      signIn(t, SCHOOL, { ...ritikaSignsIn, password: "not-my-password-1" }),
    ).rejects.toThrow(/InvalidCredentials/);
    await expect(signIn(t, SCHOOL, ritikaSignsIn)).rejects.toThrow(
      /Too many failed attempts/,
    );
  }, 60_000);
});

describe("sign-ups per client address", () => {
  it(`refuses a client after ${LIMITS.signUpPerClient.capacity} sign-up attempts in an hour, and no one else`, async () => {
    const t = newBackend();
    const max = LIMITS.signUpPerClient.capacity;
    for (let i = 0; i < max; i++) {
      // Failed attempts count as well as accounts made (a few real ones keep the test quick).
      const attempt = signIn(t, SCHOOL, {
        ...ritika,
        email: `pupil${i}@example.in`,
        password: i % 10 === 0 ? ritika.password : "short",
      });
      if (i % 10 === 0) await attempt;
      else
        expect(await errorData(attempt)).toMatchObject({
          code: "InvalidInput",
        });
    }
    expect(await userCount(t)).toBe(max / 10);
    expect(await errorData(signIn(t, SCHOOL, ritika))).toEqual({
      code: "RateLimited",
      message: "Too many sign-ups from this network. Please try again later.",
    });
    expect(await userCount(t)).toBe(max / 10);
    await signIn(t, ELSEWHERE, ritika);
    expect(await userCount(t)).toBe(max / 10 + 1);
  }, 60_000);
});

describe("addresses that tell no client apart", () => {
  it("leaves loopback callers (the local backend, a same-host proxy) to the per-account limits", async () => {
    const t = newBackend();
    const max = LIMITS.signUpPerClient.capacity;
    for (let i = 0; i <= max; i++) {
      const attempt = signIn(t, i % 2 ? "127.0.0.1" : "::1", {
        ...ritika,
        email: `pupil${i}@example.in`,
        password: "short",
      });
      expect(await errorData(attempt)).toMatchObject({ code: "InvalidInput" });
    }
    await signIn(t, "::ffff:127.0.0.1", ritika);
    expect(await userCount(t)).toBe(1);
  }, 60_000);

  it("reads an IPv4 address written in IPv6 form as that address", () => {
    expect(identifyingAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(identifyingAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(identifyingAddress("127.0.0.53")).toBeNull();
    expect(identifyingAddress(null)).toBeNull();
  });
});

describe("password reset requests per client address", () => {
  it(`refuses a client's requests after ${LIMITS.passwordResetPerClient.capacity} in an hour, alike for known and unknown e-mails`, async () => {
    const t = newBackend();
    await signUp(t, SCHOOL, ritika);
    for (let i = 0; i < LIMITS.passwordResetPerClient.capacity; i++)
      await signIn(t, ATTACKER, {
        flow: "reset",
        email: `guess${i}@example.in`,
      });
    const known = await errorData(
      signIn(t, ATTACKER, { flow: "reset", email: ritika.email }),
    );
    const unknown = await errorData(
      signIn(t, ATTACKER, { flow: "reset", email: "nobody@example.in" }),
    );
    expect(known).toEqual({
      code: "RateLimited",
      message:
        "Too many password reset requests from this network. Please try again later.",
    });
    expect(unknown).toEqual(known);
    await t.finishAllScheduledFunctions(() => {});
    expect(await mailsTo(t, ritika.email)).toBe(0);
    // The account's owner, elsewhere, still gets a link.
    await signIn(t, SCHOOL, { flow: "reset", email: ritika.email });
    await t.finishAllScheduledFunctions(() => {});
    expect(await mailsTo(t, ritika.email)).toBe(1);
  }, 60_000);
});
