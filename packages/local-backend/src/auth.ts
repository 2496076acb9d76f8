// JWT verification against the providers of convex/auth.config.ts, the way
// Convex does it: OIDC providers (`domain` → /.well-known/openid-configuration
// → jwks_uri, audience = applicationID) and `customJwt` providers (issuer,
// jwks URL, algorithm, optional audience). `exp` is enforced.
import { randomBytes, timingSafeEqual } from "node:crypto";
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

/** Who is calling: the identity functions see, and whether internal functions are allowed. */
export type Caller = {
  identity: UserIdentity | null;
  /** The raw user JWT the identity came from. */
  token: string | null;
  /** Admin auth (the deployment's admin key): internal functions are callable. */
  admin: boolean;
};

export const ANONYMOUS: Caller = { identity: null, token: null, admin: false };

/** Keys that verify a token: fetched from a URL, or this backend's own. */
type KeySet = Parameters<typeof jose.jwtVerify>[1];

export class AuthVerifier {
  private jwks = new Map<string, KeySet>();
  private discovery = new Map<string, Promise<string>>();
  private readonly ownKeys: { issuer: string; keys: KeySet } | null;

  constructor(
    private providers: () => AuthProvider[],
    /** The deployment's admin key (null: admin auth refused). */
    readonly adminKey: string | null = null,
    /**
     * This backend as an issuer (Convex Auth signs with the JWKS it is given):
     * its tokens are checked against those keys directly, not by fetching its
     * own /.well-known over HTTP, which under load stalled every
     * `Authenticate` (and the mutations queued behind it) once a minute.
     */
    own: { issuer: string; jwks: string } | null = null,
  ) {
    this.ownKeys = own && {
      issuer: trimSlash(own.issuer),
      keys: jose.createLocalJWKSet(JSON.parse(own.jwks) as jose.JSONWebKeySet),
    };
  }

  /**
   * Who an `Authorization` header (or a sync `Authenticate` message) says the
   * caller is: nobody, a user (`Bearer <JWT>`), or an admin
   * (`Convex <admin key>[:<acting-as identity>]`), who may call internal
   * functions. Throws on a bad token or admin key.
   */
  async callerFromHeader(header: string | undefined): Promise<Caller> {
    if (!header) return ANONYMOUS;
    const bearer = /^Bearer\s+(.+)$/i.exec(header);
    if (bearer)
      return {
        identity: await this.verify(bearer[1]),
        token: bearer[1],
        admin: false,
      };
    if (/^Convex\s/.test(header)) {
      if (this.adminKey === null)
        throw new AdminAuthError("Admin authentication is not enabled");
      const parsed = parseAdminHeader(this.adminKey, header);
      if (parsed)
        return { identity: parsed.identity, token: null, admin: true };
    }
    return ANONYMOUS;
  }

  /** The caller of a sync `Authenticate` message with `tokenType: "Admin"`. */
  adminCaller(key: unknown, impersonating: unknown): Caller {
    if (
      this.adminKey === null ||
      typeof key !== "string" ||
      !isAdminKey(this.adminKey, key)
    )
      throw new AdminAuthError(
        "The provided admin key was invalid for this instance",
      );
    return {
      identity:
        impersonating === undefined || impersonating === null
          ? null
          : actingAsIdentity(impersonating),
      token: null,
      admin: true,
    };
  }

  private keySet(url: string): KeySet {
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
        const keys =
          this.ownKeys?.issuer === trimSlash(p.domain)
            ? this.ownKeys.keys
            : this.keySet(await this.jwksUriFor(p.domain));
        const { payload } = await jose.jwtVerify(token, keys, {
          issuer: [p.domain, trimSlash(p.domain), `${trimSlash(p.domain)}/`],
          audience: p.applicationID,
        });
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

// ── Admin auth ───────────────────────────────────────────────────────────────

/** Where a data directory keeps its admin key. */
export function adminKeyFile(dataDir: string): string {
  return path.join(dataDir, "admin-key");
}

/**
 * The deployment's admin key (what `npx convex dashboard` / deploy keys are to
 * a real deployment): created on first start, kept in `<dataDir>/admin-key`.
 * Like Convex's, it is `<instance>|<secret>`; it never contains ":", which
 * separates it from an acting-as identity in `Authorization: Convex` headers.
 */
export function ensureAdminKey(dataDir: string): string {
  const file = adminKeyFile(dataDir);
  if (fs.existsSync(file)) {
    const key = fs.readFileSync(file, "utf8").trim();
    if (key) return key;
  }
  const key = `local-backend|${randomBytes(32).toString("hex")}`;
  fs.writeFileSync(file, key + "\n", { mode: 0o600 });
  return key;
}

export class AdminAuthError extends Error {}

const STANDARD_ATTRIBUTES = new Set([
  "tokenIdentifier",
  "issuer",
  "subject",
  "websiteUrl",
  ...Object.values(CLAIM_TO_ATTRIBUTE),
]);

/** Constant-time comparison of a presented key with the deployment's. */
export function isAdminKey(expected: string, presented: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The identity an admin acts as (`setAdminAuth(key, actingAsIdentity)`), as
 * Convex builds it from `UserIdentityAttributes`: the attributes as given,
 * with `tokenIdentifier` taken from them or computed as `issuer|subject`
 * (one of the two is required).
 */
export function actingAsIdentity(attributes: unknown): UserIdentity {
  if (
    typeof attributes !== "object" ||
    attributes === null ||
    Array.isArray(attributes)
  )
    throw new AdminAuthError("The acting-as identity must be an object");
  const attrs = attributes as Record<string, unknown>;
  let tokenIdentifier = attrs.tokenIdentifier;
  if (typeof tokenIdentifier !== "string") {
    if (typeof attrs.issuer !== "string" || typeof attrs.subject !== "string")
      throw new AdminAuthError(
        'Either "tokenIdentifier" or "issuer" and "subject" must be set',
      );
    tokenIdentifier = `${attrs.issuer}|${attrs.subject}`;
  }
  const identity: Record<string, unknown> = {};
  // Standard attributes set to null count as absent; custom claims keep null.
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined && !(v === null && STANDARD_ATTRIBUTES.has(k)))
      identity[k] = v;
  identity.tokenIdentifier = tokenIdentifier;
  return identity as UserIdentity;
}

/**
 * Parse the `Authorization: Convex <key>[:<base64 JSON identity>]` header
 * `ConvexHttpClient.setAdminAuth` sends. Returns null when the header is not
 * an admin header; throws AdminAuthError for a wrong key or a bad identity.
 */
export function parseAdminHeader(
  expectedKey: string,
  header: string,
): { identity: UserIdentity | null } | null {
  const m = /^Convex\s+(.+)$/.exec(header.trim());
  if (!m) return null;
  const value = m[1];
  const colon = value.indexOf(":");
  const key = colon >= 0 ? value.slice(0, colon) : value;
  if (!isAdminKey(expectedKey, key))
    throw new AdminAuthError(
      "The provided admin key was invalid for this instance",
    );
  if (colon < 0) return { identity: null };
  let attributes: unknown;
  try {
    const binary = atob(value.slice(colon + 1));
    const bytes = Uint8Array.from(binary, (c) => c.codePointAt(0)!);
    attributes = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AdminAuthError("The acting-as identity is not valid base64 JSON");
  }
  return { identity: actingAsIdentity(attributes) };
}
