import { DEMO_ADMIN, DEMO_STUDENT, logIn, openBrowser } from "./accounts";
import {
  checkPage,
  countLoads,
  expect,
  expectNoAxeViolations,
  test,
} from "./fixtures";

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("the demo student gives ₹500 through the test checkout; another browser's history and total change live", async ({
  page,
  browser,
}) => {
  const watcher = await openBrowser(browser, "the watching visitor's browser");
  await watcher.page.goto("/donations");
  const total = watcher.page.getByTestId("donations-total");
  await expect(total).toContainText("₹");
  const before = rupees(await total.innerText());
  const loads = countLoads(watcher.page);

  await logIn(page, DEMO_STUDENT);
  await page.goto("/donations");
  await checkPage(page);
  const form = page.getByRole("form", { name: "Donation form" });
  // Signed in: the receipt goes to their own e-mail unless they change it.
  await expect(
    form.getByLabel("E-mail for the receipt (optional)"),
  ).toHaveValue(DEMO_STUDENT.email);
  const donor = `Aarav Sharma ${Date.now() % 100_000}`;
  await form.getByRole("button", { name: "₹1,000", exact: true }).click();
  await form.getByRole("button", { name: "₹500", exact: true }).click();
  await form.getByLabel("Your name (optional)").fill(donor);
  await form.getByRole("button", { name: "Donate ₹500" }).click();

  const dialog = page.getByRole("dialog", { name: "Test checkout" });
  await expect(dialog.getByText("Test mode — no money moves")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Pay (test)" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank You!" }).first(),
  ).toBeVisible();
  await expect(
    page.getByText("Your donation has been received successfully!").first(),
  ).toBeVisible();

  const recent = watcher.page.getByRole("list", { name: "Recent donations" });
  await expect(
    recent.getByRole("listitem").filter({ hasText: donor }),
  ).toContainText("₹500");
  await expect
    .poll(async () => rupees(await total.innerText()))
    .toBeGreaterThanOrEqual(before + 500);
  expect(loads.count, "no reload").toBe(0);
  await watcher.close();

  // The receipt, printable, by its own link.
  await page.getByRole("link", { name: "View your receipt" }).click();
  await expect(
    page.getByRole("heading", { name: "Donation receipt" }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: /Received from/ })).toContainText(
    donor,
  );
  await expect(page.getByText("Rupees Five Hundred Only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await checkPage(page);
});

test("an amount of 0 is refused with the form's message", async ({ page }) => {
  await page.goto("/donations");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByLabel("Amount (₹)").fill("0");
  await form.getByRole("button", { name: "Donate" }).click();
  await expect(
    form.getByText("Please enter a valid donation amount"),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a visitor sees the demo donations and our impact on first start", async ({
  page,
}) => {
  await page.goto("/donations");
  const recent = page.getByRole("list", { name: "Recent donations" });
  await expect(recent.getByRole("listitem").first()).toBeVisible();
  await expect(recent).toContainText("Anonymous");
  await expect(page.getByText("Students reached")).toBeVisible();
  await expect(page.getByText("Verified mentors")).toBeVisible();
});

test("the admin sees every donation order, filters them and exports CSV", async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Donations" })
    .click();
  await expect(page.getByRole("heading", { name: "Donations" })).toBeVisible();
  const table = page.getByRole("table", { name: "Donation orders" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await checkPage(page);

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(
    page.getByText("No donations match these filters."),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Paid" }).click();
  await expect(table.getByText("VQD-000001")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^donations-\d{4}-\d{2}-\d{2}\.csv$/,
  );
});
