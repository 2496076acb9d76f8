import * as jose from "jose";
import { vi } from "vitest";

/**
 * The settings Convex Auth signs and checks its tokens with: the local backend
 * generates its own, convex-test reads them from process.env. Call in
 * beforeAll, with vi.unstubAllEnvs() in afterAll.
 */
export async function stubAuthKeys() {
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
}
