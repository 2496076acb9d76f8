import * as jose from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { LIMITS } from "../../convex/lib/rateLimit";
import { newBackend } from "./setup";

// convex-test only: it lets each call come from a chosen address
// (`withRequestMetadata`); on the local backend every test call is 127.0.0.1.
beforeAll(async () => {
  const keys = await jose.generateKeyPair("RS256", { extractable: true });
  vi.stubEnv(
    "JWT_PRIVATE_KEY",
    (await jose.exportPKCS8(keys.privateKey)).trimEnd().replace(/\n/g, " "),
  );
  vi.stubEnv(
    "JWKS",
    JSON.stringify({
      keys: [{ use: "sig", ...(await jose.exportJWK(keys.publicKey)) }],
    }),
  );
  vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
  vi.stubEnv("SITE_URL", "http://localhost:3000");
});
afterAll(() => vi.unstubAllEnvs());

type T = ReturnType<typeof newBackend>;
const signIn = (t: T, ip: string, params: Record<string, unknown>) =>
  t
    .withRequestMetadata({ ip })
    .action(api.auth.signIn, { provider: "password", params } as never);

const ATTACKER = "203.0.113.7";
const SCHOOL = "198.51.100.20";

describe("failed sign-ins per client address", () => {
  it(`refuses a client after ${LIMITS.failedSignInPerClient.max} failures in an hour, across accounts, and no one else`, async () => {
    const t = newBackend();
    await signIn(t, SCHOOL, {
      flow: "signUp",
      role: "student",
      fullName: "Ritika Sen",
      email: "ritika.sen@example.in",
      grade: 9,
      password: "monsoon-clouds-9",
    });
    // Guessing across many accounts: never 10 on one account, so only the client limit can stop it.
    for (let i = 0; i < LIMITS.failedSignInPerClient.max; i++) {
      await expect(
        signIn(t, ATTACKER, {
          flow: "signIn",
          email: i % 2 ? "ritika.sen@example.in" : `guess${i}@example.in`,
          password: `guess-number-${i}`,
        }),
      ).rejects.toThrow(/InvalidCredentials/);
      if (i % 2)
        await signIn(t, SCHOOL, {
          flow: "signIn",
          email: "ritika.sen@example.in",
          password: "monsoon-clouds-9",
        });
    }
    // Now even the right password is refused from that address …
    await expect(
      signIn(t, ATTACKER, {
        flow: "signIn",
        email: "ritika.sen@example.in",
        password: "monsoon-clouds-9",
      }),
    ).rejects.toThrow(/TooManyFailedAttempts/);
    // … while the account's owner, elsewhere, signs in as usual.
    const ok = (await signIn(t, SCHOOL, {
      flow: "signIn",
      email: "ritika.sen@example.in",
      password: "monsoon-clouds-9",
    })) as { tokens?: { token: string } | null };
    expect(ok.tokens?.token).toBeTruthy();
  }, 60_000);
});
