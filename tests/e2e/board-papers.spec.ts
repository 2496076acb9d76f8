import { signUpStudent } from "./accounts";
import {
  expect,
  expectAccessibleAndNarrow,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectPageReady,
  test,
} from "./fixtures";

/**
 * A new Class 10 student sits the Mathematics board-pattern paper: answers
 * two objective questions, submits, ticks the steps of one written answer
 * and sees the total move by that step's marks.
 */
test("a Class 10 student sits the Mathematics board paper and self-assesses a written answer", async ({
  page,
}) => {
  // A whole paper is one long page (38 questions, typeset): the accessibility
  // and contrast checks over it alone take about 20 s.
  test.slow();
  await signUpStudent(page, {
    name: "Kavya Menon",
    grade: 10,
    password: "board-paper-2026",
  });
  await page.goto("/tests");
  await expectPageReady(page);
  const section = page.getByRole("region", { name: "Board-pattern papers" });
  const card = section.getByRole("article", {
    name: "Mathematics (Standard) — Sample Paper 1",
  });
  await expect(card.getByText("80 marks · 3 hours")).toBeVisible();
  await card.getByRole("button", { name: "Start paper" }).click();

  await expect(page).toHaveURL(/\/tests\/papers\/attempt\/[^/?]+/);
  await expect(
    page.getByRole("heading", { level: 1, name: /Sample Paper 1/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Time left")).toBeVisible();
  const sectionA = page.getByRole("region", { name: "Section A" });
  // Question 1: HCF × LCM = product, so the LCM is 180 (the right answer);
  // question 7: the 15th term is 63, and 59 is a wrong choice.
  await sectionA
    .getByRole("radiogroup", { name: "Your answer to question 1" })
    .getByRole("radio", { name: "(a) 180" })
    .check();
  await sectionA
    .getByRole("radiogroup", { name: "Your answer to question 7" })
    .getByRole("radio", { name: "(a) 59" })
    .check();
  await expect(
    page.getByText("2 of 26 objective questions answered"),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole("button", { name: "Submit paper" }).click();

  await expect(page).toHaveURL(/\/tests\/papers\/result\/[^/?]+/);
  await expect(page.getByText("Total: 1 / 80")).toBeVisible({
    timeout: 30_000,
  });
  const marks = page.getByRole("table", { name: "Marks by section" });
  await expect(
    marks.getByRole("row", { name: /Section A 1 \/ 20/ }),
  ).toBeVisible();
  // Question 21 (2 marks): tick its first step of 1 mark.
  const scheme = page.getByRole("group", {
    name: "Marking scheme for question 21: tick the steps your answer has",
  });
  await scheme.getByRole("checkbox").first().check();
  await expect(page.getByText("Total: 2 / 80")).toBeVisible();
  await expect(
    marks.getByRole("row", { name: /Section B — 1 \/ 10 1 \/ 10/ }),
  ).toBeVisible();
  // The marked paper, every model answer typeset, is accessible and fits.
  // The scan leaves out KaTeX's visual layer: hidden from assistive
  // technology (which reads its MathML), in the colour of the text around
  // it, and thousands of spans over a whole paper (about 12 s a scan
  // without it, over 2 minutes with).
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, { exclude: [".katex-html"] });
});
