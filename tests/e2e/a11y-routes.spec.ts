import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  expectNoHorizontalScroll,
  expectPageReady,
} from "./fixtures";
import { test, type Role } from "./roles";

/**
 * Every route of the app (src/app/router.tsx), each as the user it is for,
 * scanned with axe in both colour schemes (one load, the scheme switched as
 * the system's would be); the desktop and mobile projects
 * run it at 1280 and 360 px, and at 360 px no page may scroll sideways.
 * A route with an id takes a seeded one, read from the page that links it.
 */
type Route = {
  path: string;
  role: Role;
  /** For a route with an id: the page that links it, and the link's start. */
  from?: { listing: string; prefix: string };
};

const visitor = (path: string, from?: Route["from"]): Route => ({
  path,
  role: "visitor",
  from,
});
const ROUTES: Route[] = [
  visitor("/"),
  visitor("/courses"),
  visitor("/courses?class=9"),
  visitor("/courses/class/9/mathematics"),
  visitor("/lessons/:lessonId", {
    listing: "/courses/class/9/mathematics",
    prefix: "/lessons/",
  }),
  visitor("/tests?class=9&tab=chapter"),
  visitor("/tests/demo"),
  visitor("/pricing"),
  visitor("/login"),
  visitor("/forgot-password"),
  visitor("/reset-password"),
  visitor("/reset-password?code=abc&email=a%40example.in"),
  visitor("/signup-student"),
  visitor("/signup-mentor"),
  visitor("/mentorship"),
  visitor("/mentorship?tab=mentors"),
  visitor("/mentorship/programs/:programId", {
    listing: "/mentorship",
    prefix: "/mentorship/programs/",
  }),
  visitor("/mentorship/sessions"),
  visitor("/mentorship/sessions/:sessionId", {
    listing: "/mentorship/sessions",
    prefix: "/mentorship/sessions/",
  }),
  visitor("/mentors/:mentorId", {
    listing: "/mentorship?tab=mentors",
    prefix: "/mentors/",
  }),
  visitor("/mentor-application"),
  visitor("/community"),
  visitor("/community/thread/:threadId", {
    listing: "/community",
    prefix: "/community/thread/",
  }),
  visitor("/community/club/:clubId", {
    listing: "/community",
    prefix: "/community/club/",
  }),
  visitor("/donations"),
  visitor("/unsubscribe"),
  visitor("/demo"),
  visitor("/about"),
  visitor("/blog"),
  visitor("/help"),
  visitor("/privacy"),
  visitor("/terms"),
  visitor("/no-such-page"),
  { path: "/dashboard", role: "student" },
  { path: "/notifications", role: "student" },
  { path: "/settings/notifications", role: "student" },
  { path: "/settings/account", role: "student" },
  { path: "/community/new-thread", role: "student" },
  { path: "/community/create-club", role: "student" },
  {
    path: "/community/thread/:threadId",
    role: "student",
    from: { listing: "/community", prefix: "/community/thread/" },
  },
  {
    path: "/mentors/:mentorId",
    role: "student",
    from: { listing: "/mentorship?tab=mentors", prefix: "/mentors/" },
  },
  { path: "/teacher-dashboard", role: "mentor" },
  { path: "/mentor-dashboard", role: "mentor" },
  { path: "/community/create-event", role: "mentor" },
  { path: "/admin", role: "admin" },
  { path: "/admin/content", role: "admin" },
  { path: "/admin/activity", role: "admin" },
  { path: "/admin/users", role: "admin" },
  { path: "/admin/reports", role: "admin" },
  { path: "/admin/applications", role: "admin" },
  // The seed has no mentor application: the review page's not-found state.
  { path: "/admin/applications/no-such-application", role: "admin" },
];

/** The href of the first link on `listing` that starts with `prefix`. */
async function seededHref(page: Page, { listing, prefix }: Route["from"] & {}) {
  await page.goto(listing);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute("href"))!;
}

/** Ready, no sideways scroll at 360 px (a theme changes colours, not layout), axe in both themes. */
async function scanBothThemes(page: Page) {
  await expectPageReady(page);
  const width = page.viewportSize()?.width;
  if (width !== undefined && width <= 360) await expectNoHorizontalScroll(page);
  await expectNoAxeViolationsInBothThemes(page);
}

test.describe("both themes", () => {
  test.use({ colorScheme: "light" });

  for (const role of ["visitor", "student", "mentor", "admin"] as const) {
    test.describe(role, () => {
      test.use({ role });
      for (const route of ROUTES.filter((r) => r.role === role)) {
        test(`${route.path} passes axe`, async ({ page }) => {
          const path = route.from
            ? await seededHref(page, route.from)
            : route.path;
          await page.goto(path);
          if (role !== "visitor") {
            // Signed in: the header's bell is there for members only.
            await expect(
              page.getByRole("button", { name: /^Notifications/ }),
            ).toBeVisible();
            await expect(page).not.toHaveURL(/\/login/);
          }
          await scanBothThemes(page);
        });
      }
    });
  }

  test.describe("student", () => {
    test.use({ role: "student" });
    test("a test attempt, its submit dialog and its result pass axe", async ({
      page,
    }, info) => {
      test.setTimeout(90_000); // three pages, six scans
      // A chapter of its own per run: runs side by side share the demo student.
      const chapter = info.project.name === "desktop" ? 2 : 5;
      await page.goto("/tests?class=9&tab=chapter");
      // Signed in once the page shows the class: a start before that asks to log in.
      await expect(page.getByText("Registered: Class 9")).toBeVisible();
      const card = page.getByRole("article", {
        name: new RegExp(`^Mathematics · Ch ${chapter}:`),
      });
      await card
        .getByRole("button", { name: /^(Start|Retake) Test$/ })
        .or(card.getByRole("link", { name: "Continue Test" }))
        .click();
      await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
      await scanBothThemes(page);
      await page.getByRole("button", { name: "Submit test" }).click();
      const dialog = page.getByRole("dialog", { name: "Submit your test?" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await dialog.getByRole("button", { name: "Submit test" }).click();
      await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
      await scanBothThemes(page);
    });
  });
});
