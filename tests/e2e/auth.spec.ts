import type { Page } from "@playwright/test";
import { SIGN_UP_NOTICE_MAIL_SUBJECT } from "../../convex/accounts/rules";
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  enterSignUpCode,
  signUpMentor,
  signUpStudent,
  submitLogIn,
  submitStudentSignUp,
} from "./accounts";
import { latestMail, mailsTo, uniqueEmail } from "./backend";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PASSWORD = "photosynthesis-rocks-7";

/** A new Class 8 student, Diya Menon, at `email`. */
const diya = (email: string) => ({
  name: "Diya Menon",
  email,
  grade: 8,
  password: PASSWORD,
});

/** Opens the reset `link` and sets `password` through it. */
async function resetPassword(page: Page, link: string, password: string) {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole("button", { name: "Update password" }).click();
}

async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Logout" })
      .click();
  } else {
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL("/");
}

test.describe("accounts", () => {
  // The backend's log of the sign-ins (and the reused reset link) these tests
  // refuse on purpose reaches the browser console.
  test.use({
    expectedConsoleError:
      /InvalidSecret|InvalidAccountId|InvalidCredentials|InvalidResetCode|Could not verify code/,
  });
  test("a student signs up, lands on the dashboard, logs out and back in", async ({
    page,
  }, info) => {
    const email = uniqueEmail("diya");
    await signUpStudent(page, diya(email));
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Diya!" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed in, the sign-up pages send a student to their dashboard.
    await page.goto("/signup-mentor");
    await expect(page).toHaveURL("/dashboard");

    await logOut(page, info.project.name === "mobile");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login");
    await submitLogIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/dashboard");
  });

  test("a sign-up with an e-mail that has an account looks like a new one, and mails the owner instead", async ({
    page,
  }) => {
    const email = uniqueEmail("meher");
    await signUpStudent(page, diya(email));
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    // Someone else tries the same e-mail: the code step, as for a new e-mail.
    await submitStudentSignUp(page, {
      ...diya(email),
      password: "someone-elses-guess-5",
    });
    const knownStep = (await page.locator("form").innerText()).replace(
      email,
      "<e-mail>",
    );
    const [notice] = await mailsTo(email, 1);
    expect(notice.subject).toBe(SIGN_UP_NOTICE_MAIL_SUBJECT);
    expect(notice.text).toMatch(/\/forgot-password/);

    const fresh = uniqueEmail("meher");
    await submitStudentSignUp(page, diya(fresh));
    expect(
      (await page.locator("form").innerText()).replace(fresh, "<e-mail>"),
    ).toBe(knownStep);
    // The new e-mail's code, from the outbox, finishes its sign-up.
    await enterSignUpCode(page, fresh);
    await expect(page).toHaveURL("/dashboard");
  });

  test("a mentor signs up and lands on the teacher dashboard", async ({
    page,
  }) => {
    await signUpMentor(page, {
      name: "Rohan Desai",
      expertise: "Physics",
      password: PASSWORD,
    });
    await page.goto("/signup-student");
    await expect(page).toHaveURL("/teacher-dashboard");
  });

  test("a wrong password gets the login failure text", async ({ page }) => {
    await submitLogIn(page, { ...DEMO_STUDENT, password: "not-the-password" });
    await expect(
      page.getByRole("alert", { name: "Login failed" }),
    ).toContainText("Invalid email or password.");
    await expect(page).toHaveURL("/login");
  });

  test("forgot password → outbox link → new password → log in", async ({
    page,
  }) => {
    const email = uniqueEmail("kavya");
    await signUpStudent(page, diya(email));
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto("/forgot-password");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("heading", { name: "Check your inbox" }),
    ).toBeVisible();

    // The link is mailed just after the answer (a reset request answers
    // alike, and as fast, for every e-mail).
    await expect
      .poll(async () => (await latestMail(email)).subject)
      .toBe("Reset your VidyaQuest password");
    const mail = await latestMail(email);
    const link = /http:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
    expect(link, "reset link in the mail").toBeTruthy();
    await resetPassword(page, link!, "a-brand-new-secret-42");
    await expect(page.getByText("Password updated!").first()).toBeVisible();
    // Completing the reset signs the student in; they move on to their dashboard.
    await expect(page).toHaveURL("/dashboard");

    // The link works once: signed out, the same link is refused.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await resetPassword(page, link!, "yet-another-secret-43");
    await expect(
      page.getByRole("heading", { name: "Invalid Reset Link" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Request New Link" }),
    ).toBeVisible();

    // The password is the one set through the link's first use.
    await submitLogIn(page, { email, password: "yet-another-secret-43" });
    await expect(
      page.getByRole("alert", { name: "Login failed" }),
    ).toContainText("Invalid email or password.");
    await submitLogIn(page, { email, password: "a-brand-new-secret-42" });
    await expect(page).toHaveURL("/dashboard");
  });

  test("asking for a reset of an unknown e-mail looks the same", async ({
    page,
  }) => {
    await page.goto("/forgot-password");
    await page.getByLabel(/^Email/).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("heading", { name: "Check your inbox" }),
    ).toBeVisible();
  });

  test("an invalid reset link offers a new one", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("Invalid Reset Link")).toBeVisible();
    await page.getByRole("link", { name: "Request New Link" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });
});

test.describe("guards", () => {
  test("a student sees Access Denied in the admin area; the admin gets in", async ({
    page,
  }) => {
    await submitLogIn(page, DEMO_STUDENT);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/admin");
    await expect(
      page.getByRole("heading", { name: "Access Denied" }),
    ).toBeVisible();
  });

  test("the admin opens the admin area with User Activity", async ({
    page,
  }) => {
    await submitLogIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(
      nav.getByRole("link", { name: "User Activity" }),
    ).toBeVisible();
  });
});
