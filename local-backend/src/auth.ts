// JWT verification against the providers of convex/auth.config.ts, the way
// Convex does it: OIDC providers (`domain` → /.well-known/openid-configuration
// → jwks_uri, audience = applicationID) and `customJwt` providers (issuer,
// jwks URL, algorithm, optional audience). `exp` is enforced.
import fs from "node:fs";
import path from "node:path";
import * as jose from "jose";
import type { AuthProvider } from "./modules.js";
import type { UserIdentity } from "./runtime/context.js";

const CLAIM_TO_ATTRIBUTE: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const NOT_IDENTITY_CLAIMS = new Set([
  "iss",
  "sub",
  "aud",
  "exp",
  "iat",
  "nbf",
  "jti",
]);

function trimSlash(s: string): string {
  return s.endsWith("/") ? s.slice(0, -1) : s;
}

export function identityFromClaims(claims: jose.JWTPayload): UserIdentity {
  const issuer = String(claims.iss);
  const subject = String(claims.sub);
  const identity: UserIdentity = {
    tokenIdentifier: `${issuer}|${subject}`,
    subject,
    issuer,
  };
  for (const [claim, value] of Object.entries(claims)) {
    if (NOT_IDENTITY_CLAIMS.has(claim) || value === undefined) continue;
    identity[CLAIM_TO_ATTRIBUTE[claim] ?? claim] = value;
  }
  return identity;
}

export class AuthVerifier {
  private jwks = new Map<string, ReturnType<typeof jose.createRemoteJWKSet>>();
  private discovery = new Map<string, Promise<string>>();

  constructor(private providers: () => AuthProvider[]) {}

  private keySet(url: string): ReturnType<typeof jose.createRemoteJWKSet> {
    let set = this.jwks.get(url);
    if (!set) {
      set = jose.createRemoteJWKSet(new URL(url), {
        cacheMaxAge: 60_000,
        cooldownDuration: 1_000,
      });
      this.jwks.set(url, set);
    }
    return set;
  }

  private jwksUriFor(domain: string): Promise<string> {
    let p = this.discovery.get(domain);
    if (!p) {
      p = (async () => {
        const res = await fetch(
          `${trimSlash(domain)}/.well-known/openid-configuration`,
        );
        if (!res.ok)
          throw new Error(
            `OIDC discovery for ${domain} failed with HTTP ${res.status}`,
          );
        const body = (await res.json()) as { jwks_uri?: string };
        if (!body.jwks_uri)
          throw new Error(`OIDC discovery for ${domain} returned no jwks_uri`);
        return body.jwks_uri;
      })();
      p.catch(() => this.discovery.delete(domain));
      this.discovery.set(domain, p);
    }
    return p;
  }

  /** Verify a token; throws with a Convex-like message when no provider accepts it. */
  async verify(token: string): Promise<UserIdentity> {
    let unverified: jose.JWTPayload;
    try {
      unverified = jose.decodeJwt(token);
    } catch {
      throw new Error(
        "Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.",
      );
    }
    const iss = unverified.iss;
    const aud = unverified.aud;
    const candidates = this.providers().filter((p) => {
      const issuer = p.type === "customJwt" ? p.issuer : p.domain;
      return iss !== undefined && trimSlash(issuer) === trimSlash(iss);
    });
    if (candidates.length === 0) {
      throw new Error(
        `No auth provider found matching the given token (no issuer matching "${iss}"). Check that your JWT's issuer and audience match one of your configured providers: ${JSON.stringify(this.providers())}`,
      );
    }
    let lastError: unknown = null;
    for (const p of candidates) {
      try {
        if (p.type === "customJwt") {
          const { payload } = await jose.jwtVerify(token, this.keySet(p.jwks), {
            issuer: [p.issuer, trimSlash(p.issuer), `${trimSlash(p.issuer)}/`],
            audience: p.applicationID,
            algorithms: [p.algorithm],
          });
          return identityFromClaims(payload);
        }
        if (aud === undefined)
          throw new Error("Token has no audience (aud) claim");
        const { payload } = await jose.jwtVerify(
          token,
          this.keySet(await this.jwksUriFor(p.domain)),
          {
            issuer: [p.domain, trimSlash(p.domain), `${trimSlash(p.domain)}/`],
            audience: p.applicationID,
          },
        );
        return identityFromClaims(payload);
      } catch (e) {
        lastError = e;
      }
    }
    const why =
      lastError instanceof Error ? lastError.message : String(lastError);
    throw new Error(
      `Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired: ${why}`,
    );
  }
}

/**
 * The env vars @convex-dev/auth needs (JWT_PRIVATE_KEY, JWKS), in the exact
 * formats its CLI generates, created once and kept in the data directory.
 */
export async function ensureAuthKeys(
  dataDir: string,
): Promise<{ JWT_PRIVATE_KEY: string; JWKS: string }> {
  const file = path.join(dataDir, "auth-keys.json");
  if (fs.existsSync(file))
    return JSON.parse(fs.readFileSync(file, "utf8")) as {
      JWT_PRIVATE_KEY: string;
      JWKS: string;
    };
  const keys = await jose.generateKeyPair("RS256", { extractable: true });
  const privateKey = await jose.exportPKCS8(keys.privateKey);
  const publicKey = await jose.exportJWK(keys.publicKey);
  const result = {
    JWT_PRIVATE_KEY: `${privateKey.trimEnd().replace(/\n/g, " ")}`,
    JWKS: JSON.stringify({ keys: [{ use: "sig", ...publicKey }] }),
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2), { mode: 0o600 });
  return result;
}
