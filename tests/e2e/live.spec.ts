import { DEMO_ADMIN, signUpStudent, submitLogIn } from "./accounts";
import { grantStaffRoleAs } from "./backend";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test("a staff role granted elsewhere opens the admin area on an open screen, without reload", async ({
  page,
}) => {
  const email = await signUpStudent(page, {
    name: "Tara Joshi",
    grade: 10,
    password: "tara-loves-chemistry-10",
  });

  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Access Denied" }),
  ).toBeVisible();
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await grantStaffRoleAs(DEMO_ADMIN.email, email, "moderator");

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
  await submitLogIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
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
  await signUpStudent(visitor, {
    name: "Neha Kulkarni",
    grade: 6,
    password: "neha-reads-every-day-6",
  });

  // Other tests sign up in parallel: the count only ever grows, by at least this one.
  await expect
    .poll(async () => Number((await students.innerText()).replace(/\D/g, "")))
    .toBeGreaterThanOrEqual(before + 1);
  expect(reloads, "no reload").toBe(0);
  await adminContext.close();
  await visitorContext.close();
});
