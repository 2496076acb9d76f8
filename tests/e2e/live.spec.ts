import { grantStaffRoleAs, uniqueEmail } from "./backend";
import { expect, expectNoAxeViolations, test } from "./fixtures";

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

test("a sign-up in one browser updates the admin's open dashboard in another, without reload", async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await admin.getByLabel(/^Email/).fill("admin@demo.vidyaquest.example");
  await admin.getByLabel(/^Password/).fill("admin-with-priya-3");
  await admin.getByRole("button", { name: "Login" }).click();
  await expect(admin).toHaveURL("/teacher-dashboard");
  await admin.goto("/admin");
  const students = admin.getByRole("group", { name: "Students" });
  await expect(students).toContainText(/\d/);
  await expectNoAxeViolations(admin);
  const before = Number((await students.innerText()).replace(/\D/g, ""));
  let reloads = 0;
  admin.on("framenavigated", (frame) => {
    if (frame === admin.mainFrame()) reloads++;
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/signup-student");
  await visitor.getByLabel(/^Full Name/).fill("Neha Kulkarni");
  await visitor.getByLabel(/^Email/).fill(uniqueEmail("neha"));
  await visitor.getByRole("combobox", { name: /^Grade/ }).click();
  await visitor.getByRole("option", { name: "Class 6", exact: true }).click();
  await visitor.getByLabel(/^Password/).fill("neha-reads-every-day-6");
  await visitor.getByLabel(/^Confirm password/).fill("neha-reads-every-day-6");
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor).toHaveURL("/dashboard");

  // Other tests sign up in parallel: the count only ever grows, by at least this one.
  await expect
    .poll(async () => Number((await students.innerText()).replace(/\D/g, "")))
    .toBeGreaterThanOrEqual(before + 1);
  expect(reloads, "no reload").toBe(0);
  await adminContext.close();
  await visitorContext.close();
});
