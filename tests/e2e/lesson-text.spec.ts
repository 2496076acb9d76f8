import { checkPage, expect } from "./fixtures";
import { test } from "./roles";

/**
 * A lesson with its full text: the demo student (Class 9) opens the first
 * lesson of Class 9 Science, whose text ships in
 * convex/seedData/lessons/class9-science.ts, reads typeset mathematics and a
 * figure, and opens a check-yourself answer; axe passes in both themes.
 */
for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme, role: "student" });

    test("a student reads a lesson's full text and checks an answer", async ({
      page,
    }) => {
      await page.goto("/courses/class/9/science");
      await page
        .getByRole("article", { name: "Matter in Our Surroundings" })
        .getByRole("link", { name: /^(Start|Continue|Review)$/ })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "The Particle Nature of Matter",
      );
      // It plays the demo clip and has a text: both lengths are told.
      await expect(
        page.getByText(/^Lesson 1 · 12 s video · \d+ min read$/),
      ).toBeVisible();

      const lesson = page.getByRole("region", { name: "Lesson" });
      await expect(
        lesson.getByRole("heading", { name: "Matter is made of particles" }),
      ).toBeVisible();
      // Typeset mathematics: no formula left between dollar signs.
      await expect(lesson.locator(".katex").first()).toBeVisible();
      await expect(lesson).not.toContainText("$");
      // The figure, drawn in the text's colour, with its caption.
      const figure = lesson.getByRole("figure");
      await expect(
        figure.getByRole("img", { name: /^Three boxes side by side/ }),
      ).toBeVisible();
      await expect(figure).toContainText(
        "Particles in a solid, a liquid and a gas",
      );

      const check = page.getByRole("region", { name: "Check yourself" });
      await expect(check.getByRole("listitem")).toHaveCount(4);
      const show = check.getByRole("button", { name: "Show answer" }).nth(1);
      await show.focus();
      await page.keyboard.press("Enter");
      const hide = check.getByRole("button", { name: "Hide answer" });
      await expect(hide).toHaveAttribute("aria-expanded", "true");
      await expect(check.getByText(/smell of an agarbatti/)).toBeVisible();

      await checkPage(page);
    });
  });
}
