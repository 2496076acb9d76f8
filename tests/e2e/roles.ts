import type { BrowserContextOptions } from "@playwright/test";
import { DEMO_ADMIN, DEMO_MENTOR, DEMO_STUDENT, logIn } from "./accounts";
import { test as base } from "./fixtures";

export type Role = "visitor" | "student" | "mentor" | "admin";
type StorageState = Exclude<BrowserContextOptions["storageState"], string>;

const ACCOUNTS = {
  student: DEMO_STUDENT,
  mentor: DEMO_MENTOR,
  admin: DEMO_ADMIN,
} as const;
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/**
 * `test.use({ role })` opens each test's page as that demo user. Each worker
 * logs in once per role (on first use) and hands the saved session to every
 * later test, so a sweep of many pages does not sign in for each.
 */
export const test = base.extend<
  { role: Role },
  { sessionOf: (role: Exclude<Role, "visitor">) => Promise<StorageState> }
>({
  role: ["visitor", { option: true }],
  sessionOf: [
    async ({ browser }, use) => {
      const sessions = new Map<string, Promise<StorageState>>();
      await use((role) => {
        if (!sessions.has(role))
          sessions.set(
            role,
            (async () => {
              const context = await browser.newContext({ baseURL });
              const page = await context.newPage();
              await logIn(page, ACCOUNTS[role]);
              const state = await context.storageState();
              await context.close();
              return state;
            })(),
          );
        return sessions.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ role, sessionOf, storageState }, use) => {
    await use(role === "visitor" ? storageState : await sessionOf(role));
  },
});
