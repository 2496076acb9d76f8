import { DEMO_STUDENT, logIn } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * While a student writes a new thread, threads already asked that are like
 * it are listed under "Similar questions already asked" (vector search over
 * the seeded threads' embeddings), each a link to the thread.
 */
test("typing a title like a seeded thread's lists it under 'Similar questions already asked'", async ({
  page,
}) => {
  await logIn(page, DEMO_STUDENT);
  await page.goto("/community/new-thread");
  await expect(
    page.getByRole("heading", { level: 1, name: "New thread" }),
  ).toBeVisible();
  const title = page.getByRole("textbox", { name: /^Title/ });
  await title.pressSequentially("Comparing fractions with unlike denominators");
  const similar = page.getByRole("region", {
    name: "Similar questions already asked",
  });
  const link = similar.getByRole("link", {
    name: /How do I compare fractions with different denominators\? \(Class 6\)/,
  });
  await expect(link).toBeVisible();
  await expect(similar.getByRole("listitem").first()).toContainText("Answered");
  await expectNoAxeViolations(page);

  // Two words are not enough to look.
  await title.fill("Comparing fractions");
  await expect(similar).toBeHidden();

  // The link opens the thread (in a new tab, so the draft stays).
  await title.fill("How to compare fractions with different denominators");
  const [thread] = await Promise.all([
    page.context().waitForEvent("page"),
    link.click(),
  ]);
  await expect(
    thread.getByRole("heading", {
      level: 1,
      name: /How do I compare fractions with different denominators/,
    }),
  ).toBeVisible();
  await expect(title).toHaveValue(
    "How to compare fractions with different denominators",
  );
  await thread.close();
});
