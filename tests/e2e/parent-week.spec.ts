import { DEMO_STUDENT, logIn, openBrowser } from "./accounts";
import { checkPage, countLoads, expect, test, watchToTheEnd } from "./fixtures";

/** The seeded demo parent, linked to the demo student Aarav with consent. */
const DEMO_PARENT = {
  email: "parent@demo.vidyaquest.example",
  password: "care-with-sunita-4",
};

/**
 * Sunita opens /parent and sees Aarav's week (the demo history of the last
 * days); in another browser Aarav watches a lesson to the end; Sunita's
 * count and list of lessons done this week move on without a reload.
 */
test("a parent sees their child's week at a glance, updating live as the child finishes a lesson", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_PARENT);
  await page.goto("/parent");
  const week = page.getByRole("region", { name: "Aarav's week at a glance" });
  const lessonsDone = week.getByText(/^Lessons done this week: \d+$/);
  await expect(lessonsDone).toBeVisible({ timeout: 30_000 });
  const before = Number((await lessonsDone.textContent())!.match(/(\d+)$/)![1]);
  // The demo history falls in the last 7 days: the week is not empty.
  expect(before).toBeGreaterThan(0);
  await expect(week.getByText(/^Tests taken this week: \d+$/)).toBeVisible();
  await expect(week.getByText(/^Time spent learning: /)).toBeVisible();
  await expect(week.getByText(/^Current streak: \d+ days?$/)).toBeVisible();
  await expect(
    week.getByRole("heading", { name: "What to practise next" }),
  ).toBeVisible();
  await checkPage(page);
  const loads = countLoads(page);

  const student = await openBrowser(browser, "the student's browser");
  await logIn(student.page, DEMO_STUDENT);
  await student.page.goto("/courses/class/9/science");
  await student.page
    .getByRole("article", { name: "Matter in Our Surroundings" })
    .getByRole("link", { name: "Start" })
    .click();
  await expect(student.page.getByRole("heading", { level: 1 })).toHaveText(
    "The Particle Nature of Matter",
  );
  await watchToTheEnd(student.page);
  await expect(
    student.page.getByText("Completed", { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // Sunita's page, never reloaded, counts and lists it.
  await expect(
    week.getByText(`Lessons done this week: ${before + 1}`, { exact: true }),
  ).toBeVisible();
  await expect(
    week
      .getByRole("list", { name: "Lessons done this week" })
      .getByText("The Particle Nature of Matter"),
  ).toBeVisible();
  expect(loads.count).toBe(0);
  await student.close();
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the week at a glance reads well in the dark theme and fits the screen", async ({
    page,
  }) => {
    await logIn(page, DEMO_PARENT);
    await page.goto("/parent");
    const week = page.getByRole("region", { name: "Aarav's week at a glance" });
    await expect(week.getByText(/^Lessons done this week: \d+$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.locator("html[data-mantine-color-scheme='dark']"),
    ).toHaveCount(1);
    await checkPage(page);
  });
});
