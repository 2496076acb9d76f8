import type { Page } from "@playwright/test";
import { DEMO_STUDENT, logIn, signUpStudent } from "./accounts";
import {
  checkPage,
  expect,
  pickClassOnHome,
  test,
  watchToTheEnd,
} from "./fixtures";

/**
 * Courses, subjects and lessons. Relies only on the seeded Class 9 catalogue
 * (Mathematics and Science free, English locked; the first lesson of each
 * free subject has the 12-second demo clip) and the demo student (Class 9).
 */

const PASSWORD = "number-systems-rock-9";

/** From a Class 9 Mathematics page, opens the first lesson of Number Systems. */
async function openFirstLesson(page: Page) {
  await page
    .getByRole("article", { name: "Number Systems" })
    .getByRole("link", { name: "Start" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Rational and Irrational Numbers",
  );
}

const progressText = (done: number) =>
  new RegExp(`^${done} of \\d+ lessons done$`);

test("a visitor picks Class 9 on Home and sees its subjects", async ({
  page,
}) => {
  await pickClassOnHome(page, 9);

  const maths = page.getByRole("article", { name: "Mathematics" });
  await expect(maths.getByText("Free Demo")).toBeVisible();
  await expect(maths.getByText(/^\d+ h( \d+ min)?$/)).toBeVisible();
  await expect(page.getByRole("article", { name: "Science" })).toBeVisible();
  const english = page.getByRole("article", { name: "English" });
  await expect(
    english.getByRole("link", { name: "Unlock Course" }),
  ).toHaveAttribute("href", "/pricing?subject=english&class=9");
  await checkPage(page);

  // Visitors may open a free subject and its lessons, but nothing is saved.
  await maths.getByRole("link", { name: "Start Learning" }).click();
  await expect(page).toHaveURL("/courses/class/9/mathematics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Mathematics",
  );
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await checkPage(page);
  await openFirstLesson(page);
  await expect(
    page.getByRole("link", { name: "Log in to save your progress" }),
  ).toBeVisible();
  await expect(page.locator("video")).toHaveAttribute(
    "src",
    "/media/welcome-lesson.webm",
  );
  // The demo clip's English captions (its four slides) load with it.
  await expect
    .poll(() =>
      page.locator("video").evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        if (!track) return "no track";
        track.mode = "showing";
        return `${track.kind} ${track.language} ${track.cues?.length ?? 0}`;
      }),
    )
    .toBe("captions en 4");
  await checkPage(page);

  // The class selector changes the class in the address.
  await page.goto("/courses");
  await expect(
    page.getByText("Choose your class to see its subjects."),
  ).toBeVisible();
  await page
    .getByRole("radiogroup", { name: "Class" })
    .getByText("9", { exact: true })
    .click();
  await expect(page).toHaveURL("/courses?class=9");
  await expect(
    page.getByRole("article", { name: "Mathematics" }),
  ).toBeVisible();
});

test("the demo student sees their class locked", async ({ page }) => {
  await logIn(page, DEMO_STUDENT);
  await page.goto("/courses?class=11");
  await expect(page.getByText("Registered: Class 9")).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Class" })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "contact support" }),
  ).toHaveAttribute("href", "/help");
  await expect(
    page.getByRole("heading", { name: "Class 9 subjects" }),
  ).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Mathematics" }),
  ).toBeVisible();
  await checkPage(page);
});

test.describe("finishing lessons", () => {
  // The refused completion of the reading lesson, logged by the backend client.
  test.use({ expectedConsoleError: /Keep going — finish the lesson/ });

  test("a new student watches the first lesson to the end, sees it completed live, and cannot skip the reading of the next", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpStudent(page, {
      name: "Ishaan Verma",
      grade: 9,
      password: PASSWORD,
    });
    await page.goto("/courses");
    await expect(page.getByText("Registered: Class 9")).toBeVisible();
    await page
      .getByRole("article", { name: "Mathematics" })
      .getByRole("link", { name: "Start Learning" })
      .click();
    await expect(page).toHaveURL("/courses/class/9/mathematics");
    await expect(page.getByText(progressText(0)).first()).toBeVisible();
    await checkPage(page);

    // A second tab keeps the subject page open while the lesson is watched.
    const subjectTab = await page.context().newPage();
    await subjectTab.goto("/courses/class/9/mathematics");
    const overall = subjectTab.getByText(progressText(0)).first();
    await expect(overall).toBeVisible();
    let reloads = 0;
    subjectTab.on("load", () => reloads++);

    await openFirstLesson(page);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }),
    ).toContainText("Ch 1");
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(page.getByText("Completed")).toHaveCount(0);
    await checkPage(page);

    await watchToTheEnd(page);
    await expect(page.getByText("Completed", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("Lesson complete. Well done!")).toBeVisible();

    // The other tab's progress moved without a reload.
    await expect(subjectTab.getByText(progressText(1)).first()).toBeVisible();
    await expect(
      subjectTab
        .getByRole("article", { name: "Number Systems" })
        .getByRole("link", { name: "Continue" }),
    ).toBeVisible();
    expect(reloads).toBe(0);
    await subjectTab.close();

    // Next lesson: a reading lesson (its full text's reading time) with Mark
    // as complete, which says how long to read first and refuses to complete
    // it straight away.
    await page.getByRole("link", { name: "Next lesson" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Decimal Expansions of Real Numbers",
    );
    await expect(page.getByText("Completed", { exact: true })).toHaveCount(0);
    const markComplete = page.getByRole("button", { name: "Mark as complete" });
    await expect(markComplete).toHaveAccessibleDescription(
      /^Take your time: you can mark this lesson complete after about \d+ more minutes of reading\. Only time with this page in view counts\.$/,
    );
    await checkPage(page);
    await markComplete.click();
    await expect(page.getByText("Not finished yet")).toBeVisible();
    await expect(
      page.getByText(
        "Keep going — finish the lesson before marking it complete.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toHaveCount(0);
    await expect(markComplete).toBeVisible();

    await page.getByRole("link", { name: "Previous lesson" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Rational and Irrational Numbers",
    );
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Mathematics" })
      .click();
    await expect(page.getByText(progressText(1)).first()).toBeVisible();
  });
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("courses, a subject and a lesson are accessible in dark mode", async ({
    page,
  }) => {
    await page.goto("/courses?class=9");
    await expect(
      page.getByRole("article", { name: "Mathematics" }).getByText("Free Demo"),
    ).toBeVisible();
    await checkPage(page);
    await page.goto("/courses/class/9/mathematics");
    await expect(page.getByRole("heading", { name: "Chapters" })).toBeVisible();
    await checkPage(page);
    await page
      .getByRole("article", { name: "Number Systems" })
      .getByRole("link", { name: "Start" })
      .click();
    await expect(page.locator("video")).toBeVisible();
    await checkPage(page);
  });
});
