import type { Locator, Page } from "@playwright/test";
import { signUpStudent } from "./accounts";
import {
  expect,
  expectAccessibleAndNarrow,
  expectNoAxeViolations,
  expectPageReady,
  expectSentToLogin,
  test,
} from "./fixtures";

/**
 * Mock tests end to end, on the seeded catalogue of Class 9 only: the
 * chapter test of Mathematics Ch 5 (a chapter without question generators)
 * draws a paper of 20 of its 30 written questions each attempt, in 30
 * minutes, +1 each; its full tests are
 * +4 / −1. Every student here is new, so attempts never collide. (Chapters
 * with generators: fresh-practice.spec.ts.)
 */

const STUDENT = { name: "Ishaan Rao", grade: 9, password: "mock-tests-2026" };

/** "8:41" → 521 seconds. */
function clockSeconds(text: string) {
  const [m, s] = text.trim().split(":").map(Number);
  return m * 60 + s;
}

test("a visitor takes the Class 9 demo test from start to summary", async ({
  page,
}) => {
  await page.goto("/tests?class=9");
  await expectPageReady(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Mock Tests" }),
  ).toBeVisible();
  await page.getByRole("link", { name: /Try Demo Test/ }).click();
  await expect(page).toHaveURL("/tests/demo?class=9");
  await expect(
    page.getByRole("heading", { level: 1, name: "Class 9 demo test" }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);

  const heading = page.getByRole("heading", { name: /^Question \d+ of \d+$/ });
  const total = Number(
    /of (\d+)/.exec((await heading.textContent()) ?? "")![1],
  );
  expect(total).toBeGreaterThan(1);

  for (let n = 1; n <= total; n++) {
    await expect(heading).toHaveText(`Question ${n} of ${total}`);
    await page.getByRole("button", { name: /^B\. / }).click();
    // The answer locks and is marked at once, with the right answer and why.
    await expect(page.getByText(/^(Correct!|Not quite)$/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^[A-D]\. / })).toHaveCount(
      0,
    );
    await expect(
      page.getByText("Correct answer", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Your answer", { exact: true })).toBeVisible();
    await expect(page.getByText("Explanation:")).toBeVisible();
    if (n === 1) await expectAccessibleAndNarrow(page);
    if (n < total) {
      await expect(
        page.getByRole("button", { name: "Complete Test" }),
      ).toHaveCount(0);
      await page.getByRole("button", { name: "Next Question" }).click();
    }
  }
  await page.getByRole("button", { name: "Complete Test" }).click();
  await expect(
    page.getByRole("heading", { name: "Demo test complete" }),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^You scored \\d of ${total}$`)),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up free" })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await page.getByRole("link", { name: /Exit Test/ }).click();
  await expect(page).toHaveURL("/tests?class=9");
});

test("a visitor who starts a test is asked to log in", async ({ page }) => {
  await page.goto("/tests?class=9&tab=chapter");
  await page
    .getByRole("article", { name: /^Mathematics · Ch 5:/ })
    .getByRole("button", { name: "Start Test" })
    .click();
  await expectSentToLogin(page, "Please login to take tests");
});

test("a student takes a chapter test, reloads mid-test, submits and reviews it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpStudent(page, STUDENT);

  await page.goto("/tests?tab=chapter");
  await expect(page.getByText("Registered: Class 9")).toBeVisible();
  const card = page.getByRole("article", { name: /^Mathematics · Ch 5:/ });
  await expect(card.getByText("20 questions")).toBeVisible();
  await expect(card.getByText("30 minutes")).toBeVisible();
  await expect(card.getByText("+1 each")).toBeVisible();
  await expect(card.getByText("Not attempted yet")).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await card.getByRole("button", { name: "Start Test" }).click();

  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  await expect(
    page.getByRole("heading", { level: 1, name: /^Mathematics · Ch 5:/ }),
  ).toBeVisible();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^(30:00|29:[0-5]\d)$/);
  const palette = page.getByRole("navigation", { name: "Question palette" });
  await expect(palette.getByRole("button")).toHaveCount(20);
  await expectAccessibleAndNarrow(page);

  // Question 1: answer A. Question 2: answer B and mark it for review.
  await page.getByRole("radio", { name: /^A\. / }).check();
  await expect(
    palette.getByRole("button", { name: "Question 1, answered" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByRole("heading", { name: "Question 2 of 20" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: /^B\. / }).check();
  await page.getByRole("checkbox", { name: "Mark for review" }).check();
  const marked = palette.getByRole("button", {
    name: "Question 2, answered, marked for review",
  });
  await expect(marked).toBeVisible();

  // Another tab reads the server's copy: the answers are saved, not just shown.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(
    other.getByRole("button", { name: "Question 1, answered" }),
  ).toBeVisible();
  await expect(
    other.getByRole("button", {
      name: "Question 2, answered, marked for review",
    }),
  ).toBeVisible();
  await other.close();

  const before = clockSeconds((await timer.textContent()) ?? "");
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Question 2 of 20" }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /^B\. / })).toBeChecked();
  await expect(
    page.getByRole("checkbox", { name: "Mark for review" }),
  ).toBeChecked();
  await expect(marked).toBeVisible();
  await expect(
    palette.getByRole("button", { name: "Question 1, answered" }),
  ).toBeVisible();
  await expect(
    palette.getByRole("button", { name: "Question 3, not answered" }),
  ).toBeVisible();
  // The clock carries on from the server's deadline; it does not start again.
  const after = clockSeconds((await timer.textContent()) ?? "");
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);

  await page.getByRole("button", { name: "Submit test" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit your test?" });
  await expect(dialog.getByText("Answered: 2")).toBeVisible();
  await expect(dialog.getByText("Not answered: 18")).toBeVisible();
  await expect(dialog.getByText("Marked for review: 1")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Submit test" }).click();

  await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  await expect(
    page.getByRole("heading", { level: 1, name: /^Result: Mathematics/ }),
  ).toBeVisible();
  await expect(page.getByText(/^\d \/ 20$/)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Review your answers" }),
  ).toBeVisible();
  const reviews = page.getByRole("article", { name: /^Question \d+$/ });
  await expect(reviews).toHaveCount(20);
  // Only the 2 answered questions show the right answer and why.
  await expect(page.getByText("Explanation:")).toHaveCount(2);
  await expect(page.getByText("Correct answer", { exact: true })).toHaveCount(
    2,
  );
  await expect(page.getByText("Your answer", { exact: true })).toHaveCount(2);
  await expect(
    reviews.nth(2).getByText("Not answered", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "The right answer is shown only for questions you answered.",
    ),
  ).toHaveCount(18);
  await expect(page.getByText("Seen before", { exact: true })).toHaveCount(0);
  const history = page.getByRole("region", { name: "Your attempts" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByText("This attempt")).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await page.goto("/tests?tab=chapter");
  const after_ = page.getByRole("article", { name: /^Mathematics · Ch 5:/ });
  await expect(after_.getByText("1 attempt", { exact: true })).toBeVisible();
  await expect(
    after_.getByRole("button", { name: "Retake Test" }),
  ).toBeVisible();

  // The retake is a new paper of 20 from the chapter's 30: the 10 that were
  // not on the first paper and 10 of its unanswered ones, so neither answer
  // the student was shown comes back (nothing is "Seen before").
  await after_.getByRole("button", { name: "Retake Test" }).click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  await page.getByRole("button", { name: "Submit test" }).click();
  await page
    .getByRole("dialog", { name: "Submit your test?" })
    .getByRole("button", { name: "Submit test" })
    .click();
  await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  await expect(
    page.getByRole("article", { name: /^Question \d+$/ }),
  ).toHaveCount(20);
  await expect(page.getByText(/questions? (was|were) seen before/)).toHaveCount(
    0,
  );
  await expect(page.getByText("Seen before", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Correct answer", { exact: true })).toHaveCount(
    0,
  );
  await expectAccessibleAndNarrow(page);
});

/** Presses `key` until `target` has the focus (at most `max` times); keyboard only. */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  key: "Tab" | "Shift+Tab" = "Tab",
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, {
        timeout: 1_000,
      })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test("a student takes a test with the keyboard alone: answers, review mark, palette and confirmation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpStudent(page, STUDENT);
  await page.goto("/tests?tab=chapter");
  const start = page
    .getByRole("article", { name: /^Mathematics · Ch 5:/ })
    .getByRole("button", { name: "Start Test" });
  await pressUntilFocused(page, start);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  const palette = page.getByRole("navigation", { name: "Question palette" });
  await expect(palette.getByRole("button")).toHaveCount(20);
  const heading = (n: number) =>
    page.getByRole("heading", { name: `Question ${n} of 20` });
  const radio = (letter: string) =>
    page.getByRole("radio", { name: new RegExp(`^${letter}\\. `) });
  const next = page.getByRole("button", { name: "Next" });
  const previous = page.getByRole("button", { name: "Previous" });

  // Question 1: Tab into the options, Space picks A, the arrow keys move to B.
  await expect(heading(1)).toBeVisible();
  await pressUntilFocused(page, radio("A"));
  await page.keyboard.press("Space");
  await expect(radio("A")).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(radio("B")).toBeChecked();
  await expect(radio("B")).toBeFocused();
  await expect(
    palette.getByRole("button", { name: "Question 1, answered" }),
  ).toBeVisible();
  // Tab to "Mark for review", Space marks it.
  await page.keyboard.press("Tab");
  const review = page.getByRole("checkbox", { name: "Mark for review" });
  await expect(review).toBeFocused();
  await page.keyboard.press("Space");
  await expect(review).toBeChecked();
  await expect(
    palette.getByRole("button", {
      name: "Question 1, answered, marked for review",
    }),
  ).toBeVisible();

  // Next with Enter; the focus stays on Next, so Space moves on again.
  await pressUntilFocused(page, next);
  await page.keyboard.press("Enter");
  await expect(heading(2)).toBeVisible();
  await expect(next).toBeFocused();
  await page.keyboard.press("Space");
  await expect(heading(3)).toBeVisible();
  await expect(next).toBeFocused();
  // Back with Shift+Tab to Previous, then into the options of question 2.
  await page.keyboard.press("Shift+Tab");
  await expect(previous).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading(2)).toBeVisible();
  await expect(previous).toBeFocused();
  await pressUntilFocused(page, review, "Shift+Tab", 5);
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("radio").first()).toBeVisible();
  const focusedRadio = page.locator("input[type=radio]:focus");
  await expect(focusedRadio).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(focusedRadio).toBeChecked();
  await expect(
    palette.getByRole("button", { name: "Question 2, answered" }),
  ).toBeVisible();

  // The palette: Tab to question 5, Enter; Tab on to question 6, Space.
  const five = palette.getByRole("button", { name: /^Question 5,/ });
  await pressUntilFocused(page, five);
  await page.keyboard.press("Enter");
  await expect(heading(5)).toBeVisible();
  await expect(five).toHaveAttribute("aria-current", "step");
  await page.keyboard.press("Tab");
  const six = palette.getByRole("button", { name: /^Question 6,/ });
  await expect(six).toBeFocused();
  await page.keyboard.press("Space");
  await expect(heading(6)).toBeVisible();
  await pressUntilFocused(page, radio("D"), "Shift+Tab", 20);
  await page.keyboard.press("Space");
  await expect(radio("D")).toBeChecked();
  await expect(
    palette.getByRole("button", { name: "Question 6, answered" }),
  ).toBeVisible();

  // Submit: the dialog takes the focus; Keep answering gives it back.
  const submit = page.getByRole("button", { name: "Submit test" });
  await pressUntilFocused(page, submit);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Submit your test?" });
  await expect(dialog.getByText("Answered: 3", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Not answered: 17")).toBeVisible();
  await expect(dialog.getByText("Marked for review: 1")).toBeVisible();
  const keep = dialog.getByRole("button", { name: "Keep answering" });
  await pressUntilFocused(page, keep, "Tab", 5);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Submit test" });
  // The focus stays in the dialog: Tab wraps round to the confirm button.
  await pressUntilFocused(page, confirm, "Tab", 5);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  await expect(page.getByText(/^\d \/ 20$/)).toBeVisible();
  await expect(page.getByText("Your answer", { exact: true })).toHaveCount(3);
});

test("full tests show negative marking, under their subjects' headings", async ({
  page,
}) => {
  await page.goto("/tests?class=9&tab=full");
  await expect(page.getByRole("tab", { name: "Full Tests" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("+4 / −1").first()).toBeVisible();
  // Each subject's full mock tests under its own heading.
  const maths = page.getByRole("region", { name: "Mathematics" });
  await expect(maths.getByRole("article")).toHaveCount(3);
  await expect(
    maths.getByRole("heading", {
      name: "Class 9 Mathematics full mock test 1",
    }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("the tests list and a checked demo answer are accessible in dark mode", async ({
    page,
  }) => {
    await page.goto("/tests?class=9&tab=chapter");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/tests/demo?class=9");
    await page.getByRole("button", { name: /^A\. / }).click();
    await expect(page.getByText("Explanation:")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
