import { submitStudentSignUp, enterSignUpCode, openBrowser } from "./accounts";
import { consentLink, mailsTo, signUpCode, uniqueEmail } from "./backend";
import { expect, test } from "./fixtures";

/**
 * A Class 8 student signs up giving a parent's e-mail; the parent's mail
 * arrives in the outbox; in another browser the parent opens the link,
 * creates a parent account (coming back to the link), declares and
 * consents; the student's screen opens at once, without a reload.
 */
test("a parent's consent opens the student's account live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail("kavita");
  const student = await submitStudentSignUp(page, {
    name: "Ishita Verma",
    password: "rainbow-maths-8",
    grade: 8,
    parentEmail,
  });
  await enterSignUpCode(page, student);
  await expect(page).toHaveURL("/dashboard", { timeout: 30_000 });
  const waiting = page.getByRole("alert").filter({
    hasText: "Your parent or guardian needs to approve your account",
  });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(parentEmail);

  // The mail in the outbox names the child and holds the link.
  const [mail] = await mailsTo(parentEmail, 1);
  expect(mail.text).toContain("Ishita Verma (Class 8)");
  const link = await consentLink(parentEmail);

  const parent = await openBrowser(browser, "the parent's browser");
  await parent.page.goto(link);
  await expect(
    parent.page.getByRole("heading", { name: "What we collect and why" }),
  ).toBeVisible();
  await expect(
    parent.page.getByRole("heading", {
      name: "हम क्या जानकारी लेते हैं और क्यों",
    }),
  ).toBeVisible();
  await parent.page
    .getByRole("link", { name: "Create a parent account" })
    .click();
  await expect(parent.page).toHaveURL("/signup-parent");
  await parent.page.getByLabel(/^Full Name/).fill("Kavita Verma");
  await parent.page.getByLabel(/^Email/).fill(parentEmail);
  await parent.page.getByLabel(/^Password/).fill("care-for-ishita-8");
  await parent.page.getByLabel(/^Confirm password/).fill("care-for-ishita-8");
  await parent.page.getByRole("button", { name: "Create account" }).click();
  await parent.page
    .getByLabel(/^Verification code/)
    .fill(await signUpCode(parentEmail));
  await parent.page
    .getByRole("button", { name: "Verify and create account" })
    .click();
  // Back on the link, signed in as the parent.
  await expect(parent.page).toHaveURL(link, { timeout: 30_000 });
  const consent = parent.page.getByRole("button", { name: "I consent" });
  await expect(consent).toBeDisabled();
  await parent.page
    .getByRole("checkbox", { name: /I am this child's parent/ })
    .check();
  await consent.click();
  await expect(
    parent.page.getByText("Thank you: your consent is recorded"),
  ).toBeVisible();

  // The student's page, never reloaded, opens.
  await expect(
    page.getByRole("status").filter({
      hasText: "Your parent or guardian approved your account",
    }),
  ).toBeVisible();
  await expect(waiting).toBeHidden();

  // The parent's home lists the child.
  await parent.page.getByRole("link", { name: "your parent page" }).click();
  await expect(parent.page.getByText("Ishita Verma · Class 8")).toBeVisible();
  await parent.close();
});
