import { signUpStudent } from "./accounts";
import { expect, expectAccessibleAndNarrow, test } from "./fixtures";

/**
 * A student finishes a subject's full mock test and sees where it ranks
 * them among the Class 9 students who sat it (the seeded classmates sat the
 * Mathematics one too). The student is new, so this attempt is their first:
 * the ranked one.
 */
test("a student sees their rank and percentile after a full test", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpStudent(page, {
    name: "Kiran Pillai",
    grade: 9,
    password: "rank-after-test-9",
  });
  await page.goto("/tests?tab=full");
  const card = page.getByRole("article", {
    name: /^Class 9 Mathematics full mock test 1$/,
  });
  // Each full test is one subject's, and says which.
  await expect(card.getByText("Mathematics", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("article", { name: /^Class 9 Science full mock test 1$/ }),
  ).toBeVisible();
  await card.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  await page.getByRole("radio", { name: /^A\. / }).check();
  await expect(
    page
      .getByRole("navigation", { name: "Question palette" })
      .getByRole("button", { name: "Question 1, answered" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Submit test" }).click();
  await page
    .getByRole("dialog", { name: "Submit your test?" })
    .getByRole("button", { name: "Submit test" })
    .click();

  await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  const rank = page.getByRole("region", { name: "Your rank" });
  const line = rank.getByText(
    /^Rank \d+ of \d+ · \d+(st|nd|rd|th) percentile among Class 9 students$/,
  );
  await expect(line).toBeVisible();
  // The figures agree with each other: rank within the count, and the
  // percentile the share at or behind the rank.
  const [, r, n, p] = /^Rank (\d+) of (\d+) · (\d+)/
    .exec((await line.textContent()) ?? "")!
    .map(Number);
  expect(r).toBeGreaterThanOrEqual(1);
  expect(r).toBeLessThanOrEqual(n);
  expect(p).toBe(Math.floor((100 * (n - r + 1)) / n));
  await expect(
    rank.getByText(/^Only your first attempt of a test is ranked/),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);
});
