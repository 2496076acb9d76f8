import { expect, test } from "./fixtures";

test("pricing shows the plans stored in the backend", async ({ page }) => {
  await page.goto("/pricing");
  for (const [name, price] of [
    ["Free", "₹0"],
    ["Premium", "₹49"],
    ["Pro", "₹199"],
  ]) {
    const card = page
      .locator(".mantine-Card-root")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Most popular")).toBeVisible();
  await expect(page.getByText("Save ₹389")).toBeVisible();
  await expect(
    page.getByRole("heading", {
      name: "Special offer: 30 days of Premium free",
    }),
  ).toBeVisible();
  await page
    .getByRole("link", { name: "Start 30-day free trial" })
    .first()
    .click();
  await expect(page).toHaveURL("/signup-student");
});
