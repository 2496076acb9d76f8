import type { Page } from "@playwright/test";
import { DEMO_STUDENT, logIn, openBrowser } from "./accounts";
import { checkPage, countLoads, expect, test, watchToTheEnd } from "./fixtures";

/** The seeded demo parent, linked to the demo student Aarav with consent. */
const DEMO_PARENT = {
  email: "parent@demo.vidyaquest.example",
  password: "care-with-sunita-4",
};

/** Aarav's week on Sunita's /parent, once its figures are in. */
async function openWeek(page: Page) {
  await logIn(page, DEMO_PARENT);
  await page.goto("/parent");
  const week = page.getByRole("region", { name: "Aarav's week at a glance" });
  const lessonsDone = week.getByText(/^Lessons done this week: \d+$/);
  await expect(lessonsDone).toBeVisible({ timeout: 30_000 });
  return { week, lessonsDone };
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test("the week at a glance labels every figure, is not empty on a first start, and fits the screen", async ({
      page,
    }) => {
      const { week, lessonsDone } = await openWeek(page);
      // The demo history falls in the last 7 days: the week is not empty.
      const count = Number(
        (await lessonsDone.textContent())!.match(/(\d+)$/)![1],
      );
      expect(count).toBeGreaterThan(0);
      await expect(
        week.getByText(/^Tests taken this week: \d+$/),
      ).toBeVisible();
      await expect(week.getByText(/^Time spent learning: /)).toBeVisible();
      await expect(week.getByText(/^Current streak: \d+ days?$/)).toBeVisible();
      await expect(
        week.getByRole("heading", { name: "What to practise next" }),
      ).toBeVisible();
      await expect(
        page.locator(`html[data-mantine-color-scheme='${scheme}']`),
      ).toHaveCount(1);
      await checkPage(page);
    });
  });
}

test.describe("live", () => {
  // Other tests play lessons as the demo student at the same time, on the
  // same learning clock: a completion may be refused until the clip is
  // played again (the backend client logs the refusal).
  test.use({ expectedConsoleError: /Keep going — finish the lesson/ });

  /**
   * Sunita keeps /parent open in one browser; in another, Aarav watches a
   * lesson to the end; Sunita's count and list of lessons done this week move
   * on without a reload.
   */
  test("a parent's week at a glance updates live as the child finishes a lesson", async ({
    page,
    browser,
  }, info) => {
    test.skip(
      info.project.name !== "desktop",
      "the demo student finishes the lesson once per run",
    );
    test.setTimeout(120_000);
    const parent = await openBrowser(browser, "the parent's browser");
    const { week, lessonsDone } = await openWeek(parent.page);
    const before = Number(
      (await lessonsDone.textContent())!.match(/(\d+)$/)![1],
    );
    const loads = countLoads(parent.page);

    await logIn(page, DEMO_STUDENT);
    await page.goto("/courses/class/9/science");
    await page
      .getByRole("article", { name: "Matter in Our Surroundings" })
      .getByRole("link", { name: "Start" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Particle Nature of Matter",
    );
    const completed = page.getByText("Completed", { exact: true });
    for (let play = 0; play < 3 && !(await completed.isVisible()); play++) {
      await watchToTheEnd(page);
      await completed
        .waitFor({ state: "visible", timeout: 30_000 })
        .catch(() => undefined);
    }
    await expect(completed).toBeVisible();

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
    await parent.close();
  });
});
