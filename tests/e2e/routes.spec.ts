import {
  expect,
  expectAccessibleAndNarrow,
  expectPageReady,
  test,
} from "./fixtures";

/** Every top-level route and every page it links, with where it should land for a visitor. */
const routes: { path: string; heading: RegExp; landsOn?: string }[] = [
  { path: "/", heading: /Learn smarter/ },
  { path: "/courses", heading: /Courses/ },
  { path: "/courses?class=8", heading: /Courses/ },
  { path: "/courses?class=9", heading: /Courses/ },
  { path: "/courses/class/9/mathematics", heading: /Mathematics/ },
  { path: "/courses/class/9/english", heading: /English/ },
  { path: "/courses/class/9/no-such-subject", heading: /Subject not found/ },
  { path: "/courses/class/99/mathematics", heading: /Subject not found/ },
  { path: "/lessons/abc", heading: /Lesson not found/ },
  { path: "/tests", heading: /Mock Tests/ },
  { path: "/tests?class=9&tab=full", heading: /Mock Tests/ },
  { path: "/tests/demo", heading: /Class 9 demo test/ },
  { path: "/pricing", heading: /Plans and pricing/ },
  { path: "/login", heading: /Login/ },
  { path: "/forgot-password", heading: /Forgot password/ },
  { path: "/reset-password", heading: /Invalid Reset Link/ },
  {
    path: "/reset-password?code=abc&email=a%40example.in",
    heading: /Reset password/,
  },
  { path: "/signup-student", heading: /Sign up as Student/ },
  { path: "/signup-mentor", heading: /Sign up as Mentor/ },
  { path: "/mentorship", heading: /Mentorship/ },
  { path: "/mentor-application", heading: /Mentor application/ },
  { path: "/community", heading: /Community/ },
  { path: "/community/thread/abc", heading: /Discussion not found/ },
  { path: "/community/club/abc", heading: /Club not found/ },
  { path: "/donations", heading: /Donate/ },
  { path: "/demo", heading: /.+/ },
  { path: "/about", heading: /.+/ },
  { path: "/blog", heading: /.+/ },
  { path: "/help", heading: /.+/ },
  { path: "/privacy", heading: /.+/ },
  { path: "/terms", heading: /.+/ },
  // Signed-out visitors: dashboards ask for a login, the admin area sends them home.
  { path: "/dashboard", heading: /Login/, landsOn: "/login" },
  { path: "/teacher-dashboard", heading: /Login/, landsOn: "/login" },
  { path: "/mentor-dashboard", heading: /Login/, landsOn: "/login" },
  { path: "/community/new-thread", heading: /Login/, landsOn: "/login" },
  { path: "/community/create-club", heading: /Login/, landsOn: "/login" },
  { path: "/community/create-event", heading: /Login/, landsOn: "/login" },
  { path: "/tests/attempt/abc", heading: /Login/, landsOn: "/login" },
  { path: "/tests/result/abc", heading: /Login/, landsOn: "/login" },
  { path: "/admin", heading: /Learn smarter/, landsOn: "/" },
  { path: "/admin/reports", heading: /Learn smarter/, landsOn: "/" },
  { path: "/no-such-page", heading: /Oops! Page not found/ },
];

for (const route of routes) {
  test(`${route.path} answers, is accessible and fits the screen`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expectPageReady(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(
      route.heading,
    );
    if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
    if (!route.path.startsWith("/no-such")) {
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    }
    await expectAccessibleAndNarrow(page);
  });
}

// Dark mode: every route is scanned in both colour schemes in a11y-routes.spec.ts.
