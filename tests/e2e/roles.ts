import { DEMO_ADMIN, DEMO_MENTOR, DEMO_STUDENT, logIn } from "./accounts";
import { test as base } from "./fixtures";

export type Role = "visitor" | "student" | "mentor" | "admin";

const ACCOUNTS = {
  student: DEMO_STUDENT,
  mentor: DEMO_MENTOR,
  admin: DEMO_ADMIN,
} as const;
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/**
 * `test.use({ role })` opens each test's page as that demo user, signed in
 * afresh for the test: a session's refresh token turns over as its pages
 * load, so two tests cannot share one saved session.
 */
export const test = base.extend<{ role: Role }>({
  role: ["visitor", { option: true }],
  storageState: async ({ role, browser, storageState }, use) => {
    if (role === "visitor") return use(storageState);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await logIn(page, ACCOUNTS[role]);
    const state = await context.storageState();
    await context.close();
    await use(state);
  },
});
