import { grantStaffRoleAs, uniqueEmail } from "./backend";
import { expect, test } from "./fixtures";

test("a staff role granted elsewhere opens the admin area on an open screen, without reload", async ({
  page,
}) => {
  const email = uniqueEmail("tara");
  await page.goto("/signup-student");
  await page.getByLabel(/^Full Name/).fill("Tara Joshi");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("combobox", { name: /^Grade/ }).click();
  await page.getByRole("option", { name: "Class 10", exact: true }).click();
  await page.getByLabel(/^Password/).fill("tara-loves-chemistry-10");
  await page.getByLabel(/^Confirm password/).fill("tara-loves-chemistry-10");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");

  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Access Denied" }),
  ).toBeVisible();
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await grantStaffRoleAs("admin@demo.vidyaquest.example", email, "moderator");

  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByText("Moderator")).toBeVisible();
  await expect(nav.getByRole("link", { name: "User Activity" })).toHaveCount(0);
  expect(navigations, "no reload").toEqual([]);
});
