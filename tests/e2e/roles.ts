import type { BrowserContextOptions } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { DEMO_ADMIN, DEMO_MENTOR, DEMO_STUDENT } from "./accounts";
import { test as base } from "./fixtures";

export type Role = "visitor" | "student" | "mentor" | "admin";
type StorageState = Exclude<BrowserContextOptions["storageState"], string>;

const ACCOUNTS = {
  student: DEMO_STUDENT,
  mentor: DEMO_MENTOR,
  admin: DEMO_ADMIN,
} as const;
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
/** The backend as the browser reaches it (the app is built for this address). */
const convexUrl = `http://127.0.0.1:${process.env.CONVEX_PORT ?? 3310}`;
/** Convex Auth keeps a browser's session under keys named after the backend's address. */
const namespace = convexUrl.replace(/[^a-zA-Z0-9]/g, "");

/**
 * A fresh session of `account`, signed in through the same `auth:signIn`
 * action the login form calls, as the storage a browser keeps it in: a
 * test about something else need not type a password first (the login
 * form has tests of its own).
 */
export async function sessionOf(account: {
  email: string;
  password: string;
}): Promise<StorageState> {
  const { tokens } = await new ConvexHttpClient(convexUrl).action(
    api.auth.signIn,
    {
      provider: "password",
      params: {
        flow: "signIn",
        email: account.email,
        password: account.password,
      },
    },
  );
  if (!tokens) throw new Error(`${account.email} could not sign in`);
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: `__convexAuthJWT_${namespace}`, value: tokens.token },
          {
            name: `__convexAuthRefreshToken_${namespace}`,
            value: tokens.refreshToken,
          },
        ],
      },
    ],
  };
}

/**
 * `test.use({ role })` opens each test's page as that demo user, signed in
 * afresh for the test: a session's refresh token turns over as its pages
 * load, so two tests cannot share one saved session.
 */
export const test = base.extend<{ role: Role }>({
  role: ["visitor", { option: true }],
  storageState: async ({ role, storageState }, use) => {
    if (role === "visitor") return use(storageState);
    await use(await sessionOf(ACCOUNTS[role]));
  },
});
