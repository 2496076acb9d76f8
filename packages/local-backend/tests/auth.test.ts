import * as jose from "jose";
import { describe, expect, it } from "vitest";
import { AuthVerifier } from "../src/auth.js";

// Nothing listens here: a verifier that tried to fetch the issuer's keys would fail.
const ISSUER = "http://127.0.0.1:9";

async function keyPair() {
  const keys = await jose.generateKeyPair("RS256", { extractable: true });
  const jwks = JSON.stringify({
    keys: [{ use: "sig", ...(await jose.exportJWK(keys.publicKey)) }],
  });
  const now = Math.floor(Date.now() / 1000);
  const sign = (
    claims: Record<string, unknown>,
    { issuer = ISSUER, expiresAt = now + 3600 } = {},
  ) =>
    new jose.SignJWT(claims)
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(issuer)
      .setAudience("convex")
      .setIssuedAt(expiresAt - 3600)
      .setExpirationTime(expiresAt)
      .sign(keys.privateKey);
  return { jwks, sign };
}

describe("AuthVerifier with the backend's own keys", () => {
  const providers = () => [{ domain: ISSUER, applicationID: "convex" }];

  it("verifies the backend's own tokens without fetching its keys over HTTP", async () => {
    const { jwks, sign } = await keyPair();
    const verifier = new AuthVerifier(providers, null, {
      issuer: `${ISSUER}/`,
      jwks,
    });
    const started = performance.now();
    const identity = await verifier.verify(await sign({ sub: "user-1" }));
    expect(identity).toMatchObject({
      subject: "user-1",
      issuer: ISSUER,
      tokenIdentifier: `${ISSUER}|user-1`,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses a token signed with other keys, and an expired one", async () => {
    const own = await keyPair();
    const other = await keyPair();
    const verifier = new AuthVerifier(providers, null, {
      issuer: ISSUER,
      jwks: own.jwks,
    });
    await expect(
      verifier.verify(await other.sign({ sub: "x" })),
    ).rejects.toThrow(/Could not verify OIDC token claim/);
    const expired = await own.sign(
      { sub: "y" },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    await expect(verifier.verify(expired)).rejects.toThrow(/"exp" claim/);
  });

  it("still fetches the keys of any other issuer", async () => {
    const { jwks, sign } = await keyPair();
    const verifier = new AuthVerifier(
      () => [{ domain: "http://127.0.0.1:9/other", applicationID: "convex" }],
      null,
      { issuer: ISSUER, jwks },
    );
    await expect(
      verifier.verify(
        await sign({ sub: "z" }, { issuer: "http://127.0.0.1:9/other" }),
      ),
    ).rejects.toThrow(/Could not verify/);
  });
});
