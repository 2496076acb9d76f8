import type { Page } from "@playwright/test";
import { signUpStudent } from "./accounts";
import { expect, expectAccessibleAndNarrow, test } from "./fixtures";

/**
 * A chapter with question generators (Class 10 Mathematics, Arithmetic
 * Progressions) is a new paper every attempt: its written questions plus
 * generated ones with new numbers. A student takes it twice and reads two
 * different papers; the review names the mistake behind a wrong answer.
 */

const STUDENT = {
  name: "Rohan Pillai",
  grade: 10,
  password: "fresh-papers-10",
};
const CARD = /^Mathematics · Ch 5: Arithmetic Progressions/;

/** Goes through the whole paper answering A each time; returns the question texts in order. */
async function answerPaper(page: Page): Promise<string[]> {
  const heading = page.getByRole("heading", { name: /^Question \d+ of \d+$/ });
  const total = Number(
    /of (\d+)/.exec((await heading.textContent()) ?? "")![1],
  );
  const texts: string[] = [];
  for (let n = 1; n <= total; n++) {
    await expect(heading).toHaveText(`Question ${n} of ${total}`);
    const group = page.getByRole("radiogroup");
    const snapshot = await group.ariaSnapshot();
    texts.push(/radiogroup "(.*)"/.exec(snapshot)![1]);
    await group.getByRole("radio", { name: /^A\. / }).check();
    await expect(
      page.getByRole("button", { name: `Question ${n}, answered` }),
    ).toBeVisible();
    if (n < total) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Submit test" }).click();
  await page
    .getByRole("dialog", { name: "Submit your test?" })
    .getByRole("button", { name: "Submit test" })
    .click();
  await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  return texts;
}

test("a Class 10 student takes a chapter test twice and gets two different papers", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpStudent(page, STUDENT);
  await page.goto("/tests?tab=chapter");
  await expect(page.getByText("Registered: Class 10")).toBeVisible();
  const card = page.getByRole("article", { name: CARD });
  await expect(card.getByText("20 questions")).toBeVisible();
  await card.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  const first = await answerPaper(page);
  expect(first).toHaveLength(20);
  expect(new Set(first).size).toBe(20);

  // Answering A everywhere gets some generated questions wrong: the review
  // says which mistake each of those wrong options stands for.
  await expect(
    page.getByRole("heading", { name: "Review your answers" }),
  ).toBeVisible();
  await expect(page.getByText(/^Looks like /).first()).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await page.goto("/tests?tab=chapter");
  await page
    .getByRole("article", { name: CARD })
    .getByRole("button", { name: "Retake Test" })
    .click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
  const second = await answerPaper(page);
  expect(second).toHaveLength(20);
  // Every question of the first paper was answered, so the retake repeats none.
  expect(second.filter((text) => first.includes(text))).toEqual([]);
});
