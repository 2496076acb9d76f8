import type { Page } from "@playwright/test";
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  logIn,
  openBrowser,
  signUpStudent,
} from "./accounts";
import {
  countLoads,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  test,
} from "./fixtures";

/**
 * Report Management across browsers: a student reports a thread; both staff
 * members' open queues show it without a reload; while one handles it the
 * other sees who; one removes it; the other sees it decided; a visitor no
 * longer finds the thread and its author is told. The thread is made in the
 * test by a fresh student, so re-runs and parallel tests never collide.
 */

const DEMO_MODERATOR = {
  email: "moderator@demo.vidyaquest.example",
  password: "moderate-with-kabir-5",
};
const PASSWORD = "reported-author-2026";

async function postThread(page: Page, title: string) {
  await page.goto("/community");
  const filter = page.getByRole("group", { name: "Filter threads by topic" });
  const maths = filter.getByRole("button", {
    name: "Mathematics",
    exact: true,
  });
  await maths.click();
  await expect(maths).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]topic=/);
  await page.getByRole("button", { name: "New Thread" }).click();
  await expect(page).toHaveURL(/\/community\/new-thread\?category=/);
  await expect(page.getByRole("combobox", { name: /^Category/ })).toHaveValue(
    "Mathematics",
  );
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page
    .getByRole("textbox", { name: /^Body/ })
    .fill("Message me for the leaked board papers, only ₹99 each!");
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page).toHaveURL(/\/community\/thread\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

async function openQueue(page: Page) {
  await page.goto("/admin/reports");
  await expect(
    page.getByRole("heading", { level: 1, name: "Report Management" }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: /Pending/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

test('a student\'s report reaches both moderators live; one removes the thread, the other sees it decided, and everyone sees "Removed by a moderator" in its place', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Leaked board papers ${Math.random().toString(36).slice(2, 7)}`;

  // A fresh author posts the thread.
  const author = await openBrowser(browser, "the author's browser");
  await signUpStudent(author.page, {
    name: "Rehan Qureshi",
    grade: 10,
    password: PASSWORD,
    timeout: 30_000,
  });
  const threadPath = await postThread(author.page, title);

  // Both staff members have the queue open.
  const kabir = await openBrowser(browser, "the moderator's browser");
  const priya = await openBrowser(browser, "the admin's browser");
  await Promise.all([
    logIn(kabir.page, DEMO_MODERATOR),
    logIn(priya.page, DEMO_ADMIN),
  ]);
  await Promise.all([openQueue(kabir.page), openQueue(priya.page)]);
  const kabirLoads = countLoads(kabir.page);
  const priyaLoads = countLoads(priya.page);

  // The student reports it.
  await logIn(page, DEMO_STUDENT);
  await page.goto(threadPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("button", { name: "Report this thread" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this thread" });
  await dialog.getByRole("radio", { name: /Spam/ }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(
    page.getByText("Thank you. A moderator will review your report."),
  ).toBeVisible();

  // Both queues show it, without a reload.
  const itemFor = (p: Page) =>
    p
      .getByRole("list", { name: "Pending reports" })
      .getByRole("listitem", { name: title });
  await expect(itemFor(kabir.page)).toBeVisible();
  await expect(itemFor(priya.page)).toBeVisible();
  await expect(itemFor(kabir.page)).toContainText("reported 1 time");
  await expect(itemFor(kabir.page)).toContainText(
    "Message me for the leaked board papers",
  );
  await expect(itemFor(kabir.page)).toContainText("Spam");
  await expectNoAxeViolations(kabir.page);

  // Kabir opens it; Priya sees who has it.
  await itemFor(kabir.page)
    .getByRole("button", { name: `Review the reports of ${title}` })
    .click();
  const review = kabir.page.getByRole("dialog", { name: `Review: ${title}` });
  await expect(review).toBeVisible();
  await expect(itemFor(priya.page)).toContainText(
    "Being handled by Kabir Khan",
  );
  await expect(
    itemFor(priya.page).getByRole("button", {
      name: `Review the reports of ${title}`,
    }),
  ).toBeDisabled();

  // Kabir removes it, giving a reason the author is told.
  await review
    .getByRole("textbox", { name: "Reason" })
    .fill("Selling exam papers is not allowed.");
  await review.getByRole("button", { name: "Remove Content" }).click();
  await expect(kabir.page.getByText("Report resolved")).toBeVisible();
  await expect(itemFor(kabir.page)).toHaveCount(0);

  // Priya's queue drops it, and her Resolved tab says who decided.
  await expect(itemFor(priya.page)).toHaveCount(0);
  await priya.page.getByRole("tab", { name: "Resolved" }).click();
  const decided = priya.page
    .getByRole("list", { name: "Resolved reports" })
    .getByRole("listitem", { name: title });
  await expect(decided).toContainText("Content removed by Kabir Khan");
  await expect(decided).toContainText("Removed by a moderator");
  expect(kabirLoads.count + priyaLoads.count, "no reloads").toBe(0);

  // A visitor finds only "Removed by a moderator" in its place.
  const visitor = await openBrowser(browser, "the visitor's browser");
  await visitor.page.goto(threadPath);
  await expect(
    visitor.page.getByRole("heading", {
      level: 1,
      name: "Removed by a moderator",
    }),
  ).toBeVisible();
  await expect(visitor.page.getByText(title)).toHaveCount(0);
  await visitor.page.goto("/community");
  await expect(
    visitor.page.getByRole("heading", { name: "Discussion Forums" }),
  ).toBeVisible();
  await expect(visitor.page.getByText(title)).toHaveCount(0);

  // The author's open thread page says a moderator removed it, and they are told why.
  await expect(
    author.page.getByRole("heading", {
      level: 1,
      name: "Removed by a moderator",
    }),
  ).toBeVisible();
  await author.page.goto("/notifications");
  await expect(
    author.page.getByText("Your thread was removed by a moderator").first(),
  ).toBeVisible();
  await expect(
    author.page
      .getByText("The moderator's reason: Selling exam papers is not allowed.")
      .first(),
  ).toBeVisible();

  for (const p of [visitor, author, kabir, priya]) await p.close();
});

test("a moderator warns the author, who must acknowledge the warning on their open page", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Rude thread ${Math.random().toString(36).slice(2, 7)}`;
  const author = await openBrowser(browser, "the author's browser");
  await signUpStudent(author.page, {
    name: "Varun Bhatt",
    grade: 11,
    password: PASSWORD,
    timeout: 30_000,
  });
  const threadPath = await postThread(author.page, title);
  await author.page.goto("/courses");

  // Another student reports it, saying why.
  await signUpStudent(page, {
    name: "Meenakshi Pillai",
    grade: 11,
    password: PASSWORD,
    timeout: 30_000,
  });
  await page.goto(threadPath);
  await page.getByRole("button", { name: "Report this thread" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this thread" });
  // The dialog has finished opening once it holds the focus, as a person
  // sees it settle before choosing.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("radio", { name: /Bullying/ }).check();
  await dialog.getByLabel("Details").fill("It mocks younger students.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(
    page.getByText("Thank you. A moderator will review your report."),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // …and the member who wrote it, from the button beside the thread.
  await page.getByRole("button", { name: "Report member Varun B." }).click();
  const memberDialog = page.getByRole("dialog", {
    name: "Report member Varun B.",
  });
  await memberDialog.getByRole("radio", { name: /Bullying/ }).check();
  // Names repeat across runs and projects; the details tell this report apart.
  await memberDialog.getByLabel("Details").fill(`He wrote “${title}”.`);
  await memberDialog.getByRole("button", { name: "Send report" }).click();
  await expect(memberDialog).toHaveCount(0);

  // The moderator, on a phone-sized screen, warns the author.
  const kabir = await openBrowser(browser, "the moderator's browser");
  await kabir.page.setViewportSize({ width: 360, height: 740 });
  await logIn(kabir.page, DEMO_MODERATOR);
  await openQueue(kabir.page);
  const item = kabir.page
    .getByRole("list", { name: "Pending reports" })
    .getByRole("listitem", { name: title });
  await expect(item).toContainText("Meenakshi P.: Bullying");
  await expect(item).toContainText("It mocks younger students.");
  // The member report waits as its own item.
  await expect(
    kabir.page
      .getByRole("list", { name: "Pending reports" })
      .getByRole("listitem", { name: "Varun B." })
      .filter({ hasText: `He wrote “${title}”.` }),
  ).toContainText("Member · reported 1 time");
  await expectNoHorizontalScroll(kabir.page);
  await item
    .getByRole("button", { name: `Review the reports of ${title}` })
    .click();
  const review = kabir.page.getByRole("dialog", { name: `Review: ${title}` });
  await review.getByRole("button", { name: "Warn User" }).click();
  await expect(review).toContainText(
    "Please give the reason for the warning (at least 5 characters).",
  );
  await review
    .getByLabel(/^Reason/)
    .fill("Please do not make fun of younger students.");
  await review.getByRole("button", { name: "Warn User" }).click();
  await expect(kabir.page.getByText("Report resolved")).toBeVisible();

  // The author's open page shows the warning until they acknowledge it.
  const warning = author.page.getByRole("dialog", {
    name: "A warning from our moderators",
  });
  await expect(warning).toContainText(
    "Reason: Please do not make fun of younger students.",
  );
  await expectNoAxeViolations(author.page);
  await warning.getByRole("button", { name: "I understand" }).click();
  await expect(warning).toHaveCount(0);
  await author.page.reload();
  await expect(
    author.page.getByRole("heading", { level: 1 }).first(),
  ).toBeVisible();
  await expect(warning).toHaveCount(0);
  // The thread stays up.
  await author.page.goto(threadPath);
  await expect(author.page.getByRole("heading", { level: 1 })).toHaveText(
    title,
  );

  for (const p of [author, kabir]) await p.close();
});

test("an admin takes over a report a moderator is handling; the moderator's open review says so at once and can no longer decide", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Copied homework ${Math.random().toString(36).slice(2, 7)}`;
  const author = await openBrowser(browser, "the author's browser");
  await signUpStudent(author.page, {
    name: "Tanvi Joshi",
    grade: 9,
    password: PASSWORD,
    timeout: 30_000,
  });
  const threadPath = await postThread(author.page, title);
  await author.close();

  await logIn(page, DEMO_STUDENT);
  await page.goto(threadPath);
  await page.getByRole("button", { name: "Report this thread" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this thread" });
  await dialog.getByRole("radio", { name: /Spam/ }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toHaveCount(0);

  const kabir = await openBrowser(browser, "the moderator's browser");
  const priya = await openBrowser(browser, "the admin's browser");
  await Promise.all([
    logIn(kabir.page, DEMO_MODERATOR),
    logIn(priya.page, DEMO_ADMIN),
  ]);
  await Promise.all([openQueue(kabir.page), openQueue(priya.page)]);
  const itemFor = (p: Page) =>
    p
      .getByRole("list", { name: "Pending reports" })
      .getByRole("listitem", { name: title });

  // Kabir opens it.
  await itemFor(kabir.page)
    .getByRole("button", { name: `Review the reports of ${title}` })
    .click();
  const kabirReview = kabir.page.getByRole("dialog", {
    name: `Review: ${title}`,
  });
  await expect(
    kabirReview.getByRole("button", { name: "Dismiss Report" }),
  ).toBeEnabled();

  // Priya, an admin, takes it over after confirming.
  await expect(itemFor(priya.page)).toContainText(
    "Being handled by Kabir Khan",
  );
  await itemFor(priya.page)
    .getByRole("button", { name: `Take over ${title} from Kabir Khan` })
    .click();
  await priya.page
    .getByRole("dialog", { name: "Take over this item?" })
    .getByRole("button", { name: "Take over" })
    .click();
  const priyaReview = priya.page.getByRole("dialog", {
    name: `Review: ${title}`,
  });
  await expect(priyaReview).toBeVisible();

  // Kabir's open review says so at once, and its decisions are off.
  await expect(kabirReview.getByRole("alert")).toContainText(
    "Priya Nair took this report over from you, so you can no longer decide it.",
  );
  await expect(
    kabirReview.getByRole("button", { name: "Dismiss Report" }),
  ).toBeDisabled();
  // Closed, the item says so too.
  await kabirReview.getByRole("button", { name: "Close" }).click();
  await expect(itemFor(kabir.page).getByRole("alert")).toContainText(
    "Priya Nair took this report over from you",
  );
  await expectNoAxeViolations(kabir.page);

  // Priya decides it.
  await priyaReview.getByRole("button", { name: "Dismiss Report" }).click();
  await expect(priya.page.getByText("Report dismissed")).toBeVisible();
  await expect(itemFor(kabir.page)).toHaveCount(0);

  for (const p of [kabir, priya]) await p.close();
});
