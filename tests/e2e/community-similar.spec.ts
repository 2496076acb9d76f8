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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /**
   * On a phone, suggestions that arrive while the student picks a category
   * must not push the Category field (and its open list) down the screen: they
   * are listed below every field.
   */
  test("suggestions arriving never move a field: an open Category list stays where it opened", async ({
    page,
  }) => {
    await logIn(page, DEMO_STUDENT);
    await page.goto("/community/new-thread");
    const category = page.getByRole("combobox", { name: /^Category/ });
    await expect(category).toBeEnabled();
    await page
      .getByRole("textbox", { name: /^Title/ })
      .fill("Comparing fractions with unlike denominators");
    // Open the list before the lookup (400 ms after typing stops) answers.
    await category.click();
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible();
    const opened = (await category.boundingBox())!.y;
    await expect(
      page.getByRole("region", { name: "Similar questions already asked" }),
    ).toBeVisible();
    expect((await category.boundingBox())!.y).toBe(opened);
    await expect(option).toBeInViewport();
  });
});
