import type { Browser, Page } from "@playwright/test";
import { uniqueEmail } from "./backend";
import { expect } from "./fixtures";

/** Seeded accounts (convex/seed). */
export const DEMO_STUDENT = {
  email: "student@demo.vidyaquest.example",
  password: "learn-with-aarav-9",
};
/** Verified by staff, as the seed does for every demo mentor. */
export const DEMO_MENTOR = {
  email: "mentor@demo.vidyaquest.example",
  password: "teach-with-meera-7",
};
export const DEMO_ADMIN = {
  email: "admin@demo.vidyaquest.example",
  password: "admin-with-priya-3",
};

type Credentials = { email: string; password: string };

type NewAccount = {
  /** Full name, e.g. "Ishaan Verma". */
  name: string;
  /** Defaults to a unique address after the first name. */
  email?: string;
  password: string;
  /** How long the landing on the dashboard may take; the expect timeout unless given. */
  timeout?: number;
};

async function signUp(
  page: Page,
  role: "student" | "mentor",
  { name, email, password, timeout }: NewAccount,
  fillRoleField: () => Promise<void>,
) {
  const address = email ?? uniqueEmail(name.split(" ")[0].toLowerCase());
  await page.goto(`/signup-${role}`);
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill(address);
  await fillRoleField();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(
    role === "student" ? "/dashboard" : "/teacher-dashboard",
    { timeout },
  );
  return address;
}

/** Signs a new student up through the form and waits for their dashboard; returns the e-mail. */
export function signUpStudent(
  page: Page,
  { grade, ...account }: NewAccount & { grade: number },
) {
  return signUp(page, "student", account, async () => {
    await page.getByRole("combobox", { name: /^Grade/ }).click();
    await page
      .getByRole("option", { name: `Class ${grade}`, exact: true })
      .click();
  });
}

/** Signs a new mentor up through the form and waits for the teacher dashboard; returns the e-mail. */
export function signUpMentor(
  page: Page,
  { expertise, ...account }: NewAccount & { expertise: string },
) {
  return signUp(page, "mentor", account, () =>
    page.getByLabel(/^Subject\/Expertise/).fill(expertise),
  );
}

/** Fills in and sends the login form; where it leads is the caller's to check. */
export async function submitLogIn(
  page: Page,
  { email, password }: Credentials,
) {
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Logs in and waits until the app has moved on from /login. */
export async function logIn(page: Page, credentials: Credentials) {
  await submitLogIn(page, credentials);
  await expect(page).not.toHaveURL(/\/login/);
}

export type Person = { page: Page; close: () => Promise<void> };

/** A browser of its own; console errors there fail the test when it is closed. */
export async function openBrowser(
  browser: Browser,
  which = "the other browser",
): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    page,
    close: async () => {
      expect(errors, `console errors in ${which}`).toEqual([]);
      await context.close();
    },
  };
}
