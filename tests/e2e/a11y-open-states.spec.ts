import type { Locator, Page } from "@playwright/test";
import { DEMO_STUDENT } from "./accounts";
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  expectPageReady,
} from "./fixtures";
import { test } from "./roles";

/**
 * Menus, popovers and dialogs scanned with axe while open, in both colour
 * schemes (switched while open), each opened the way a person opens it. (The test-submit dialog is
 * scanned in the route sweep, on its way to the result page; a moderator's
 * warning, which needs a warning first, in the moderation test.)
 */
async function scanOpen(page: Page, open: Locator, shown: Locator) {
  await expectPageReady(page);
  await open.click();
  await expect(shown).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
}

const desktopOnly = (project: string) =>
  test.skip(project !== "desktop", "a desktop control");

test.describe("both themes", () => {
  test.use({ colorScheme: "light" });

  test.describe("visitor", () => {
    test("the mobile menu drawer, open", async ({ page }, info) => {
      test.skip(info.project.name !== "mobile", "the mobile layout");
      await page.goto("/");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Open menu" }),
        page.getByRole("dialog", { name: "Menu" }),
      );
    });

    test("the Get Started menu, open", async ({ page }, info) => {
      desktopOnly(info.project.name);
      await page.goto("/");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Get Started" }),
        page.getByRole("menuitem", { name: "Sign up as Student" }),
      );
    });
  });

  test.describe("student", () => {
    test.use({ role: "student" });

    test("the mobile menu drawer, signed in, open", async ({ page }, info) => {
      test.skip(info.project.name !== "mobile", "the mobile layout");
      await page.goto("/dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Open menu" }),
        page.getByRole("dialog", { name: "Menu" }),
      );
    });

    test("the account menu, open", async ({ page }, info) => {
      desktopOnly(info.project.name);
      await page.goto("/dashboard");
      await scanOpen(
        page,
        page.getByRole("button", {
          name: `Account menu for ${DEMO_STUDENT.email}`,
        }),
        page.getByRole("menuitem", { name: "Logout" }),
      );
    });

    test("the notifications popover, open", async ({ page }) => {
      await page.goto("/dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: /^Notifications/ }),
        page.locator(".mantine-Popover-dropdown"),
      );
    });

    test("the daily goal popover, open", async ({ page }) => {
      await page.goto("/dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Edit goal" }),
        page.locator(".mantine-Popover-dropdown"),
      );
    });

    test("the report dialog on a thread, open", async ({ page }) => {
      await page.goto("/community");
      await page.locator('a[href^="/community/thread/"]').first().click();
      await scanOpen(
        page,
        page.getByRole("button", { name: "Report this thread" }),
        page.getByRole("dialog", { name: "Report this thread" }),
      );
    });

    test("the withdraw dialog of a 1-on-1 request, open", async ({ page }) => {
      await page.goto("/dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Withdraw" }).first(),
        page.getByRole("dialog", { name: "Withdraw this request?" }),
      );
    });

    test("the session request dialog on a mentor's profile, open", async ({
      page,
    }) => {
      await page.goto("/mentorship?tab=mentors");
      await page.locator('a[href^="/mentors/"]').first().click();
      await scanOpen(
        page,
        page.getByRole("button", { name: "Request a 1-on-1" }),
        page.getByRole("dialog", { name: /^Request a 1-on-1 with / }),
      );
    });
  });

  test.describe("mentor", () => {
    test.use({ role: "mentor" });

    test("the Create Session dialog, open", async ({ page }) => {
      await page.goto("/teacher-dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Create Session" }),
        page.getByRole("dialog", { name: "Create Session" }),
      );
    });

    test("the Availability dialog, open", async ({ page }) => {
      await page.goto("/teacher-dashboard");
      // Scanned once its table of hours has loaded.
      await scanOpen(
        page,
        page.getByRole("button", { name: "Availability" }),
        page
          .getByRole("dialog", { name: "Availability (IST)" })
          .getByRole("table"),
      );
    });

    test("the decline dialog of a 1-on-1 request, open", async ({ page }) => {
      await page.goto("/teacher-dashboard");
      await expectPageReady(page);
      await page.getByRole("tab", { name: /^Pending/ }).click();
      await scanOpen(
        page,
        page.getByRole("button", { name: "Decline", exact: true }).first(),
        page.getByRole("dialog", { name: "Decline this request?" }),
      );
    });

    test("the cancel dialog of a session, open", async ({ page }) => {
      await page.goto("/mentor-dashboard");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Cancel session" }).first(),
        page.getByRole("dialog", { name: "Cancel this session?" }),
      );
    });

    test("the event date picker, open", async ({ page }) => {
      await page.goto("/community/create-event");
      await scanOpen(
        page,
        page.getByRole("button", { name: /^Date and time \(IST\)/ }),
        page.getByRole("dialog", { name: "Date and time (IST)" }),
      );
    });
  });

  test.describe("admin", () => {
    test.use({ role: "admin" });

    test("the Manage categories dialog, open", async ({ page }) => {
      await page.goto("/community");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Manage categories" }),
        page.getByRole("dialog", { name: "Manage categories" }),
      );
    });

    test("the delete dialog of a thread, open", async ({ page }) => {
      await page.goto("/community");
      await page.locator('a[href^="/community/thread/"]').first().click();
      await scanOpen(
        page,
        page.getByRole("button", { name: "Delete this thread" }),
        page.getByRole("dialog", { name: "Delete this thread?" }),
      );
    });

    test("the Edit event dialog, open", async ({ page }) => {
      await page.goto("/community");
      await scanOpen(
        page,
        page.getByRole("button", { name: "Edit", exact: true }).first(),
        page.getByRole("dialog", { name: "Edit event" }),
      );
    });

    test("the review dialog of a reported item, open", async ({ page }) => {
      await page.goto("/admin/reports");
      await scanOpen(
        page,
        page.getByRole("button", { name: /^Review the reports of / }).first(),
        page.getByRole("dialog", { name: /^Review: / }),
      );
    });

    test("the deny dialog of proposed content, open", async ({ page }) => {
      await page.goto("/admin/content");
      await expectPageReady(page);
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Open / })
        .first()
        .click();
      await scanOpen(
        page,
        page.getByRole("button", { name: /^Deny / }),
        page.getByRole("dialog", { name: "Deny this content?" }),
      );
    });

    test("the suspend dialog on a user, open", async ({ page }) => {
      await page.goto("/admin/users");
      await page
        .getByRole("searchbox", { name: "Find a user" })
        .fill(DEMO_STUDENT.email);
      await scanOpen(
        page,
        page.getByRole("button", { name: "Suspend…" }).first(),
        page.getByRole("dialog", { name: /^Suspend .+\?$/ }),
      );
    });
  });
});
