import { expect, expectPageReady, test } from "./fixtures";

/** The main navigation's links, in both layouts. */
const MAIN_LINKS = [
  "Courses",
  "Mock Tests",
  "Mentorship",
  "Community",
  "Pricing",
  "Donate",
];

test.describe("navigation", () => {
  test("desktop: main links and the Get Started menu", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "desktop layout");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of MAIN_LINKS) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Mock Tests" }).click();
    await expect(page).toHaveURL("/tests");
    await expect(nav.getByRole("link", { name: "Mock Tests" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(
      page.getByRole("menuitem", { name: "Sign up as Student" }),
    ).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign up as Mentor" }).click();
    await expect(page).toHaveURL("/signup-mentor");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("mobile: the menu toggle mirrors the navigation", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "mobile", "mobile layout");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of [
      ...MAIN_LINKS,
      "Login",
      "Sign up as Student",
      "Sign up as Mentor",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL("/community");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("keyboard: skip link moves focus to the content", async ({ page }) => {
    await page.goto("/");
    await expectPageReady(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("colour scheme can be switched", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      "dark",
    );
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      "light",
    );
  });
});
