import type { Locator, Page } from "@playwright/test";
import { XP, testXp } from "../../convex/learning/rules";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import { signUpMentor, signUpStudent } from "./accounts";
import { uniqueEmail } from "./backend";
import { checkPage, expect, test, watchToTheEnd } from "./fixtures";

/**
 * The student dashboard and the weekly class leaderboard, live. Relies on the
 * seeded Class 9 catalogue: Mathematics → Number Systems, whose first lesson
 * ("Rational and Irrational Numbers") is the 12-second demo clip, watched
 * here to its end (a lesson completes only once really watched); and the
 * chapter test of Introduction to Euclid's Geometry (a chapter without
 * question generators), which asks 20 of the chapter's 30 written questions
 * (+1 each) in a shuffled order with shuffled options: the right ones are
 * found by their text.
 */

const PASSWORD = "decimal-expansions-9";
const FIRST_NAME = "Ananya";

async function signUp(page: Page, role: "student" | "mentor") {
  const account = {
    name: `${FIRST_NAME} Rao`,
    email: uniqueEmail(`ananya-${role}`),
    password: PASSWORD,
    timeout: 30_000,
  };
  if (role === "student") await signUpStudent(page, { ...account, grade: 9 });
  else await signUpMentor(page, { ...account, expertise: "Mathematics" });
}

const EUCLID = CATALOGUE[9].find((s) => s.slug === "mathematics")!.chapters[4];
const EUCLID_TEST = `Mathematics · Ch 5: ${EUCLID.title}`;

const region = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name });

/** The row marked as the student's own, in the top 10 or in "Your place". */
const ownRow = (leaderboard: Locator) =>
  leaderboard.locator('tr[aria-current="true"]');

test("a new student's dashboard fills in live while they finish a lesson and a test in another tab", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, "student");

  // A brand-new student: level 1, no XP, no streak, not on the leaderboard.
  // A new account is welcomed, not welcomed back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome, ${FIRST_NAME}!`,
  );
  await expect(page.getByText("Class 9", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Level 1" })).toBeVisible();
  const levelBar = page.getByRole("progressbar", {
    name: "XP towards level 2",
  });
  await expect(levelBar).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("0 XP in total")).toBeVisible();
  await expect(region(page, "Streak")).toContainText("0 days");
  await expect(region(page, "Average score")).toContainText("—");
  await expect(region(page, "Lessons done")).toContainText("0");
  await expect(region(page, "Recent activity")).toContainText(
    "No activity yet — start a lesson or a test.",
  );
  const firstSteps = region(page, "Achievements")
    .getByRole("listitem")
    .filter({ hasText: "First Steps" });
  await expect(firstSteps).toContainText("Locked");
  await expect(firstSteps).toContainText("How to earn:");
  const goal = page.getByRole("progressbar", {
    name: "Today's XP towards your daily goal",
  });
  await expect(goal).toHaveAttribute("aria-valuenow", "0");
  const leaderboard = region(page, "This week in Class 9");
  await expect(leaderboard).toContainText(
    "You are not on this week's leaderboard yet",
  );
  await expect(ownRow(leaderboard)).toHaveCount(0);
  await checkPage(page);

  // The chart's figures as a table: accessible and no wider than the screen.
  await page.getByRole("button", { name: "Show as table" }).click();
  await expect(region(page, "Last 30 days").getByRole("table")).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Show as chart" }).click();

  let reloads = 0;
  page.on("load", () => reloads++);

  // Another tab of the same browser watches the first lesson's video to its end.
  const lessonTab = await page.context().newPage();
  await lessonTab.goto("/courses/class/9/mathematics");
  await lessonTab
    .getByRole("article", { name: "Number Systems" })
    .getByRole("link", { name: "Start" })
    .click();
  await expect(lessonTab.getByRole("heading", { level: 1 })).toHaveText(
    "Rational and Irrational Numbers",
  );
  await watchToTheEnd(lessonTab);
  await expect(lessonTab.getByText("Completed", { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The dashboard moved without a reload: lesson XP plus the first streak day.
  const xp = XP.lessonCompleted + XP.streakDay;
  await expect(page.getByText(`${xp} XP in total`)).toBeVisible();
  await expect(levelBar).toHaveAttribute("aria-valuenow", String(xp));
  await expect(page.getByText(`${xp} / 100 XP to level 2`)).toBeVisible();
  await expect(region(page, "Streak")).toContainText("1 day");
  await expect(region(page, "Lessons done")).toContainText("1");
  await expect(firstSteps).toContainText("Earned on");
  await expect(firstSteps).not.toContainText("How to earn");
  // Today's goal counts the day the dashboard's minute clock is on: across
  // midnight (IST) it turns to the new day within a minute.
  await expect(goal).toHaveAttribute("aria-valuenow", String(xp), {
    timeout: 70_000,
  });
  await expect(region(page, "Recent activity")).toContainText(
    "Rational and Irrational Numbers",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${FIRST_NAME}!`,
  );
  await expect(ownRow(leaderboard)).toHaveCount(1);
  await expect(ownRow(leaderboard)).toContainText(`${xp} XP`);
  await expect(leaderboard).not.toContainText(
    "You are not on this week's leaderboard yet",
  );
  expect(reloads).toBe(0);
  await lessonTab.close();
  await checkPage(page);

  // Another tab takes the chapter test: 19 of the 20 questions right (95%).
  const testTab = await page.context().newPage();
  await testTab.goto("/tests?tab=chapter");
  await testTab
    .getByRole("article", { name: EUCLID_TEST })
    .getByRole("button", { name: "Start Test" })
    .click();
  await expect(testTab).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  const questions = [...EUCLID.questions, ...(EUCLID.bankQuestions ?? [])];
  expect(questions.length).toBeGreaterThanOrEqual(30);
  const PAPER = 20;
  for (let i = 0; i < PAPER; i++) {
    await expect(
      testTab.getByRole("heading", { name: `Question ${i + 1} of ${PAPER}` }),
    ).toBeVisible();
    // Which of the chapter's questions is shown here (the order is shuffled)?
    let q: (typeof questions)[number] | undefined;
    for (const candidate of questions)
      if (
        (await testTab
          .getByRole("radiogroup", { name: candidate.text, exact: true })
          .count()) > 0
      )
        q = candidate;
    if (!q)
      throw new Error(`question ${i + 1} is not a question of ${EUCLID.title}`);
    // The first question shown is answered wrongly on purpose.
    const chosen = i === 0 ? (q.correct + 1) % 4 : q.correct;
    // Options are shuffled too: find the chosen one by its text.
    const escaped = q.options[chosen].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await testTab
      .getByRole("radiogroup", { name: q.text, exact: true })
      .getByRole("radio", { name: new RegExp(`^[A-D]\\. ${escaped}$`) })
      .check();
    await expect(
      testTab.getByRole("button", { name: `Question ${i + 1}, answered` }),
    ).toBeVisible();
    if (i < PAPER - 1)
      await testTab.getByRole("button", { name: "Next" }).click();
  }
  await testTab.getByRole("button", { name: "Submit test" }).click();
  await testTab
    .getByRole("dialog", { name: "Submit your test?" })
    .getByRole("button", { name: "Submit test" })
    .click();
  await expect(testTab).toHaveURL(/\/tests\/result\/[^/?]+/);
  await expect(testTab.getByText("19 / 20", { exact: true })).toBeVisible();

  // The dashboard moved again without a reload: XP weighted by the score (no
  // new streak day: the same day), level bar, average, leaderboard row.
  const percent = Math.round((19 / 20) * 100);
  const total = xp + testXp(percent, 0);
  expect(total).toBe(xp + 48);
  await expect(page.getByText(`${total} XP in total`)).toBeVisible();
  await expect(levelBar).toHaveAttribute("aria-valuenow", String(total));
  await expect(page.getByText(`${total} / 100 XP to level 2`)).toBeVisible();
  await expect(region(page, "Average score")).toContainText(`${percent}%`);
  await expect(region(page, "Average score")).toContainText("Over 1 test");
  await expect(region(page, "Streak")).toContainText("1 day");
  // Past the default goal of 50 XP: the ring is full, the figure goes on.
  await expect(goal).toHaveAttribute("aria-valuenow", "50");
  await expect(goal).toHaveAttribute(
    "aria-valuetext",
    `${total} / 50 XP today`,
  );
  await expect(region(page, "Recent activity")).toContainText(EUCLID_TEST);
  await expect(region(page, "Recent activity")).toContainText("Score 19 / 20");
  const badge = (name: string) =>
    region(page, "Achievements")
      .getByRole("listitem")
      .filter({ hasText: name });
  await expect(badge("Chapter Master")).toContainText("Earned on");
  await expect(badge("Perfect Score")).toContainText("Locked");
  await expect(ownRow(leaderboard)).toHaveCount(1);
  await expect(ownRow(leaderboard)).toContainText(`${total} XP`);
  await expect(ownRow(leaderboard)).not.toContainText(`${xp} XP`);
  expect(reloads).toBe(0);
  await testTab.close();
  await checkPage(page);

  // A new daily goal: out of range is refused, then saved.
  await page.getByRole("button", { name: "Edit goal" }).click();
  const goalInput = page.getByRole("textbox", { name: /^Daily goal \(XP\)/ });
  await goalInput.fill("5");
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(goalInput).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Choose a daily goal between 10 and 500 XP."),
  ).toBeVisible();
  await goalInput.fill("120");
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByText("Daily goal saved")).toBeVisible();
  await expect(goal).toHaveAttribute("aria-valuemax", "120");
  await expect(page.getByText(`${total} / 120 XP today`)).toBeVisible();

  // A nickname for the leaderboard.
  await leaderboard.getByText("Nickname", { exact: true }).click();
  await leaderboard
    .getByRole("textbox", { name: /^Nickname/ })
    .fill("Ananya R");
  await leaderboard
    .getByRole("button", { name: "Save leaderboard name" })
    .click();
  await expect(page.getByText("Leaderboard name saved")).toBeVisible();
  await expect(ownRow(leaderboard)).toContainText(/Ananya R \(you\)|You/);
  await checkPage(page);

  // Earned and locked badges, the highlighted row and the bars stay readable in dark mode.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute(
    "data-mantine-color-scheme",
    "dark",
  );
  await checkPage(page);
});

test("a mentor on /dashboard is pointed to the teacher dashboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, "mentor");
  await page.goto("/dashboard");
  await expect(
    page.getByRole("link", { name: "Go to the Teacher Dashboard" }),
  ).toHaveAttribute("href", "/teacher-dashboard");
  await expect(page.getByRole("region", { name: "Streak" })).toHaveCount(0);
  await checkPage(page);
});

test("signed out, /dashboard asks for a login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
});
