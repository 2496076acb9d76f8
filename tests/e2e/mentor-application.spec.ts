import type { Page } from "@playwright/test";
import { DEMO_ADMIN, logIn, openBrowser, signUpMentor } from "./accounts";
import {
  checkPage,
  expect,
  expectNoAxeViolations,
  expectSentToLogin,
  test,
} from "./fixtures";

/**
 * A self-registered mentor applies; the admin, in a browser of their own,
 * approves; the applicant's open dashboard says so without a reload.
 */

const PASSWORD = "mentor-for-science-2026";

/** The mentor application form, filled in except for the name and e-mail (the account's). */
async function fillApplication(page: Page) {
  await page.getByLabel(/^Years of Experience/).fill("4");
  await page
    .getByLabel(/^Qualification\/Educational Background/)
    .fill("M.Sc. Physics, B.Ed.");
  const expertise = page.getByLabel(/^Areas of Expertise/);
  await expertise.fill("Physics");
  await expertise.press("Enter");
  await expertise.fill("Class 10 Science");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  // A repeat is ignored.
  await expertise.fill("physics");
  await expertise.press("Enter");
  const tags = page.getByRole("list", { name: "Your areas of expertise" });
  await expect(tags.getByRole("button")).toHaveText([
    "Physics",
    "Class 10 Science",
  ]);
  await page
    .getByLabel(/^Why do you want to become a mentor/)
    .fill("I want to help students in small towns enjoy science.");
  await page.getByRole("checkbox", { name: /volunteer \(unpaid\)/ }).check();
}

/** The review link of `name` on the admin's list, loading further pages until it shows. */
async function findApplication(page: Page, name: string) {
  const link = page.getByRole("link", {
    name: `Review the application of ${name}`,
  });
  const more = page.getByRole("button", { name: "Load more" });
  await expect(async () => {
    if (await link.isVisible()) return;
    if (await more.isVisible().catch(() => false)) await more.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return link;
}

test("a visitor is asked to log in before applying", async ({ page }) => {
  await page.goto("/mentor-application");
  await checkPage(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Mentor application" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Submit Application" }),
  ).toBeDisabled();
  const expertise = page.getByLabel(/^Areas of Expertise/);
  await expertise.fill("Physics");
  await expertise.press("Enter");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expectSentToLogin(page, "Please log in to submit your application");
});

test("a new mentor applies, the admin approves in another browser, and the applicant's dashboard changes live", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Ishaan Verma ${Math.random().toString(36).slice(2, 7)}`;
  const email = await signUpMentor(page, {
    name,
    password: PASSWORD,
    expertise: "Physics",
    timeout: 30_000,
  });

  // The form, with the account's name and e-mail filled in.
  await page.goto("/mentor-application");
  await expect(
    page.getByRole("heading", { level: 1, name: "Mentor application" }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Email Address/)).toHaveValue(email);
  await expect(page.getByText(/3-5 business days/)).toBeVisible();
  await fillApplication(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted")).toBeVisible();
  await expect(page).toHaveURL("/mentorship");

  // One open application: the form gives way to its status.
  await page.goto("/mentor-application");
  await expect(
    page.getByText("Your application is under review"),
  ).toBeVisible();

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Your mentor application" });
  await expect(card.getByText("Under review", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // The admin, in a browser of their own.
  const admin = await openBrowser(browser, "the admin's browser");
  await logIn(admin.page, DEMO_ADMIN);
  await admin.page.goto("/admin");
  await expect(
    admin.page.getByRole("group", { name: "Pending applications" }),
  ).toContainText(/\d/);
  await admin.page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Mentor Applications" })
    .click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name: "Mentor Applications" }),
  ).toBeVisible();
  await (await findApplication(admin.page, name)).click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name }),
  ).toBeVisible();
  await expect(admin.page.getByText(email)).toBeVisible();
  await expect(admin.page.getByText("Class 10 Science")).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await admin.page
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  const dialog = admin.page.getByRole("dialog", {
    name: "Approve this application?",
  });
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(
    admin.page.getByText("This application has been approved"),
  ).toBeVisible();
  await expect(
    admin.page.getByRole("button", { name: "Approve", exact: true }),
  ).toHaveCount(0);

  // The applicant's open dashboard, without a reload.
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expect(
    card.getByRole("link", { name: "Go to the Teacher Dashboard" }),
  ).toBeVisible();
  expect(navigations, "no reload").toEqual([]);

  // Decided: it left the admin's list.
  await admin.page
    .getByRole("link", { name: "Back to Mentor Applications" })
    .click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name: "Mentor Applications" }),
  ).toBeVisible();
  await expect(
    admin.page.getByRole("link", {
      name: `Review the application of ${name}`,
    }),
  ).toHaveCount(0);
  await admin.close();
});
