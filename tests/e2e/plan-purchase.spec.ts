import { logIn, openBrowser, signUpStudent } from "./accounts";
import { uniqueEmail } from "./backend";
import { checkPage, expect, expectAccessibleAndNarrow, test } from "./fixtures";

/**
 * A parent buys Premium for their child from /parent with the offline test
 * gateway (a fresh Class 8 student; a fresh parent consents), while the
 * child keeps the pricing page open in a second browser: it shows Premium
 * the moment the payment is verified, never reloaded. The receipt, naming
 * the payer and the child, is in the parent's payment history.
 */
test("a parent buys Premium for their child on /parent; the child's screen shows it live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail("kamala");
  await signUpStudent(page, {
    name: "Kiran Rao",
    password: "rainbow-maths-8",
    grade: 8,
    parentEmail,
  });
  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Buy Premium" })).toBeVisible();
  await expect(page.getByText(/You have Premium until/)).toBeHidden();

  // The parent (made by parentConsents, "Kamala Rao") on their page.
  const parent = await openBrowser(browser, "the parent's browser");
  await logIn(parent.page, {
    email: parentEmail,
    password: "care-for-them-2026",
  });
  await parent.page.goto("/parent");
  const plan = parent.page.getByRole("group", { name: "Kiran's plan" });
  await expect(plan).toContainText("Kiran is on the Free plan.");
  await plan.getByRole("button", { name: "Buy Premium for Kiran" }).click();
  const checkout = parent.page.getByRole("dialog", { name: "Test checkout" });
  await expect(checkout).toContainText("no money moves");
  await expect(checkout).toContainText("₹49");
  await checkout.getByRole("button", { name: "Pay (test)" }).click();
  await expect(checkout).toBeHidden();
  await expect(plan).toContainText(/Kiran has Premium until/);

  // The child's pricing page, never reloaded, shows the plan.
  await expect(page.getByText(/You have Premium until/)).toBeVisible();

  // The receipt names the payer and the child.
  await parent.page.goto("/settings/account");
  const payments = parent.page.getByRole("table", { name: "Plan payments" });
  await expect(payments).toContainText("Premium for Kiran Rao");
  await payments.getByRole("link", { name: /^VQP-\d{6}$/ }).click();
  await expect(
    parent.page.getByRole("heading", { name: "Plan receipt" }),
  ).toBeVisible();
  await expect(parent.page.getByRole("row", { name: /Paid by/ })).toContainText(
    "Kamala Rao",
  );
  await expect(
    parent.page.getByRole("row", { name: /For student/ }),
  ).toContainText("Kiran Rao");
  await checkPage(parent.page);
  await expectAccessibleAndNarrow(parent.page);
  await parent.close();
});
