import { signUpStudent, enterSignUpCode } from "./accounts";
import { parentConsents, uniqueEmail } from "./backend";
import { checkPage, expect, test } from "./fixtures";

test("a student starts the trial from a locked subject's Unlock Course and lands in it, open", async ({
  page,
}) => {
  test.slow();
  await signUpStudent(page, {
    name: "Riya Kapoor",
    password: "riya-reads-english-9",
    grade: 9,
  });
  await page.goto("/courses?class=9");
  const english = page.getByRole("article", { name: "English" });
  await english.getByRole("link", { name: "Unlock Course" }).click();
  await expect(page).toHaveURL("/pricing?subject=english&class=9");
  await expect(
    page.getByText("Unlock English for Class 9 with the trial or a plan"),
  ).toBeVisible();
  await checkPage(page);

  await page
    .getByRole("button", { name: "Start 30-day free trial" })
    .first()
    .click();
  await expect(page.getByText("Your free trial has started")).toBeVisible();
  await expect(page).toHaveURL("/courses/class/9/english");
  await expect(
    page.getByText("This course is part of a paid plan"),
  ).toHaveCount(0);

  // The course list now offers it, and the trial reads as in use, with its date.
  await page.goto("/courses?class=9");
  await expect(
    page
      .getByRole("article", { name: "English" })
      .getByRole("link", { name: "Start Learning" }),
  ).toBeVisible();
  await page.goto("/pricing");
  await expect(
    page.getByText(/^Your free trial is on until \d+ \w+ \d{4}\.$/).first(),
  ).toBeVisible();
  await page.goto("/settings/account");
  await expect(
    page.getByText(/Premium free trial: 30 days left/),
  ).toBeVisible();
});

test("a visitor's trial button goes through sign-up as a student and back to the plans", async ({
  page,
}) => {
  test.slow();
  await page.goto("/pricing?subject=english&class=9");
  await page
    .getByRole("link", { name: "Start 30-day free trial" })
    .first()
    .click();
  await expect(page).toHaveURL("/signup-student");

  const email = uniqueEmail("aditi");
  const parentEmail = uniqueEmail("parent");
  const password = "aditi-learns-science-9";
  await page.getByLabel(/^Full Name/).fill("Aditi Rao");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("combobox", { name: /^Grade/ }).click();
  await page.getByRole("option", { name: "Class 9", exact: true }).click();
  await page.getByLabel(/^Parent's or guardian's email/).fill(parentEmail);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await enterSignUpCode(page, email);

  // Back on the plans, for the subject; the trial waits for the parent's yes.
  await expect(page).toHaveURL("/pricing?subject=english&class=9");
  await expect(
    page
      .getByText(
        "You can start the free trial once your parent or guardian has approved your account.",
      )
      .first(),
  ).toBeVisible();
  await parentConsents(parentEmail);
  const start = page
    .getByRole("button", { name: "Start 30-day free trial" })
    .first();
  await expect(start).toBeVisible();
  await start.click();
  await expect(page).toHaveURL("/courses/class/9/english");
});
