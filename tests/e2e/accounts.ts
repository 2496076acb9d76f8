import type { Browser, Page } from "@playwright/test";
import { parentConsents, signUpCode, uniqueEmail } from "./backend";
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
  /** A student's parent's e-mail; defaults to a unique address. */
  parentEmail?: string;
};

/**
 * Fills in and sends a sign-up form, and waits for the code step ("We've
 * sent a 6-digit code to …"), which every sign-up reaches alike.
 */
async function submitSignUp(
  page: Page,
  role: "student" | "mentor",
  { name, email, password }: NewAccount,
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
  await expect(page.getByText(/We've sent a 6-digit code to/)).toContainText(
    address.toLowerCase(),
  );
  return address;
}

/** Types the code from the outbox into the code step. */
export async function enterSignUpCode(page: Page, email: string) {
  await page
    .getByLabel(/^Verification code/)
    .fill(await signUpCode(email.toLowerCase()));
  await page.getByRole("button", { name: "Verify and create account" }).click();
}

/** A whole sign-up: the form, then the code from the outbox; waits for the dashboard. */
async function signUp(
  page: Page,
  role: "student" | "mentor",
  account: NewAccount,
  fillRoleField: () => Promise<void>,
) {
  const address = await submitSignUp(page, role, account, fillRoleField);
  await enterSignUpCode(page, address);
  await expect(page).toHaveURL(
    role === "student" ? "/dashboard" : "/teacher-dashboard",
    { timeout: account.timeout },
  );
  // The confirmation closes by itself after a few seconds; wait for it, as a
  // person reads it, before going on. On a phone it covers the header's
  // buttons, and a test's pointer resting on it would hold it open.
  const confirmation = page
    .getByRole("alert")
    .filter({ hasText: "Account created successfully!" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 15_000 });
  return address;
}

const studentFields =
  (page: Page, grade: number, parentEmail: string) => async () => {
    await page.getByRole("combobox", { name: /^Grade/ }).click();
    await page
      .getByRole("option", { name: `Class ${grade}`, exact: true })
      .click();
    await page.getByLabel(/^Parent's or guardian's email/).fill(parentEmail);
  };

/** Sends the student sign-up form only, up to the code step; returns the e-mail. */
export function submitStudentSignUp(
  page: Page,
  {
    grade,
    parentEmail = uniqueEmail("parent"),
    ...account
  }: NewAccount & { grade: number },
) {
  return submitSignUp(
    page,
    "student",
    account,
    studentFields(page, grade, parentEmail),
  );
}

/**
 * Signs a new student up through the form and the mailed code, and waits for
 * their dashboard; then their parent consents (without a browser) and the
 * account opens. Returns the e-mail.
 */
export async function signUpStudent(
  page: Page,
  {
    grade,
    parentEmail = uniqueEmail("parent"),
    ...account
  }: NewAccount & { grade: number },
) {
  const address = await signUp(
    page,
    "student",
    account,
    studentFields(page, grade, parentEmail),
  );
  await parentConsents(parentEmail);
  const approved = page
    .getByRole("status")
    .filter({ hasText: "Your parent or guardian approved your account" });
  await expect(approved).toBeVisible({ timeout: account.timeout });
  await approved.getByRole("button", { name: "Close" }).click();
  return address;
}

/** Signs a new mentor up through the form and the mailed code, and waits for the teacher dashboard; returns the e-mail. */
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
