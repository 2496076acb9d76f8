import {
  DEMO_ADMIN,
  logIn,
  openBrowser,
  signUpStudent,
  submitLogIn,
} from "./accounts";
import { grantStaffRoleAs } from "./backend";
import { expect, expectAccessibleAndNarrow, test } from "./fixtures";

const REASON = "Rude replies to younger students in the Mathematics forum.";

test("an admin opens User Activity and filters it by kind and by person", async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/activity");
  await expect(
    page.getByRole("heading", { level: 1, name: "User Activity" }),
  ).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  // A table on wide screens, a list of cards on phones.
  const lines =
    testInfo.project.name === "mobile"
      ? page.getByRole("list", { name: "Activity log" }).getByRole("listitem")
      : page
          .getByRole("table", { name: "Activity log" })
          .locator("tbody")
          .getByRole("row");
  await expect(lines.first()).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // Kind: only sign-ups.
  await page.getByRole("combobox", { name: "Action type" }).click();
  await page.getByRole("option", { name: "Sign-ups" }).click();
  await expect(lines.first()).toContainText("Sign-ups");
  for (const text of await lines.allInnerTexts()) {
    expect(text).toContain("Sign-ups");
    expect(text).toContain("Signed up as a");
  }

  // Person: the demo student, found by name.
  await page.getByRole("combobox", { name: "Person" }).fill("Aarav Sh");
  await page
    .getByRole("option", { name: /Aarav Sharma \(student@demo/ })
    .click();
  await expect(page.getByText(/^Showing 1 for this person$/)).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("Aarav Sharma");
  await expect(lines.first()).toContainText("Signed up as a student");
  await expectAccessibleAndNarrow(page);
});

test.describe(() => {
  // The Convex client logs the server's refusal of the suspended student's join.
  test.use({ expectedConsoleError: /Your account is suspended/ });

  test("an admin suspends a student: their open page signs them out, and after signing in again they see why", async ({
    page,
    browser,
  }) => {
    test.slow();
    const admin = await openBrowser(browser, "the admin's browser");
    const student = { page };
    const password = "ishita-solves-puzzles-8";
    const email = await signUpStudent(student.page, {
      name: "Ishita Menon",
      grade: 8,
      password,
    });
    await expect(student.page).toHaveURL("/dashboard");

    await logIn(admin.page, DEMO_ADMIN);
    await admin.page.goto("/admin/users");
    await admin.page
      .getByRole("searchbox", { name: "Find a user" })
      .fill(email);
    const card = admin.page.getByRole("listitem", { name: "Ishita Menon" });
    await expect(card.getByText("Student", { exact: true })).toBeVisible();
    await expectAccessibleAndNarrow(admin.page);
    await card.getByRole("button", { name: "Suspend…" }).click();
    const dialog = admin.page.getByRole("dialog", {
      name: "Suspend Ishita Menon?",
    });
    // Too short a reason is refused in the form.
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("rude");
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expect(
      dialog.getByText("Please give a reason of at least 10 characters."),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: /Reason/ }).fill(REASON);
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expect(
      admin.page.getByText("Ishita Menon is suspended and signed out."),
    ).toBeVisible();
    await expect(card.getByText("Suspended", { exact: true })).toBeVisible();
    await expect(card.getByText(REASON, { exact: false })).toBeVisible();

    // The student's open page loses its session at once: signed out, to /login.
    await expect(student.page).toHaveURL("/login");

    // Signing in again: the banner says why.
    await submitLogIn(student.page, { email, password });
    await expect(student.page).toHaveURL("/dashboard");
    await expect(
      student.page.getByText(`Your account is suspended: ${REASON}`),
    ).toBeVisible();

    // Joining a club is refused with the reason.
    await student.page.goto("/community");
    await student.page
      .getByRole("button", { name: "Join", exact: true })
      .first()
      .click();
    await expect(student.page.getByText("Error joining club")).toBeVisible();
    await expect(
      student.page.getByText(`Your account is suspended: ${REASON}`),
    ).toHaveCount(2);

    // The admin lifts it; the banner leaves the student's open page.
    await card.getByRole("button", { name: "Lift suspension" }).click();
    await admin.page
      .getByRole("dialog", { name: "Lift Ishita Menon's suspension?" })
      .getByRole("button", { name: "Lift suspension" })
      .click();
    await expect(
      admin.page.getByText("Ishita Menon's suspension is lifted."),
    ).toBeVisible();
    await expect(
      student.page.getByText(`Your account is suspended: ${REASON}`),
    ).toHaveCount(0);
    await admin.close();
  });
});

test("a moderator who opens User Activity or Staff & Users is sent to the admin dashboard", async ({
  page,
}) => {
  const password = "rohan-keeps-it-kind-11";
  const email = await signUpStudent(page, {
    name: "Rohan Pillai",
    grade: 11,
    password,
  });
  await grantStaffRoleAs(DEMO_ADMIN.email, email, "moderator");
  await page.goto("/admin/activity");
  await expect(page).toHaveURL("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByText("Moderator")).toBeVisible();
  await expect(nav.getByRole("link", { name: "User Activity" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff & Users" })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page).toHaveURL("/admin");
});
