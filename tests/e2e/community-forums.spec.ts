import type { Browser, Page } from "@playwright/test";
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  logIn,
  openBrowser,
  signUpStudent,
} from "./accounts";
import {
  checkPage,
  countLoads,
  expect,
  expectAccessibleAndNarrow,
  expectNoAxeViolations,
  expectPageReady,
  expectSentToLogin,
  test,
} from "./fixtures";

/**
 * The forums across browsers: what one member posts, edits, replies or
 * upvotes shows on the others' open pages without a reload. Every test makes
 * its own threads (with a fresh author: posting is rate-limited per member)
 * and relies only on the seeded category "Mathematics".
 */

const PASSWORD = "forum-helper-2026";
const TOPIC = "Mathematics";

/** Content that must wrap on a 360 px phone: a long link, a long word, a wide code line. */
const LONG_BODY = [
  "I tried the **quadratic formula** but my answer does not match the book.",
  "",
  `See https://example.in/${"x".repeat(120)} and ${"supercalifragilistic".repeat(6)}.`,
  "",
  "```",
  `const discriminant = b * b - 4 * a * c; // ${"a very long comment ".repeat(8)}`,
  "```",
].join("\n");

function suffix() {
  return Math.random().toString(36).slice(2, 7);
}

/** The board on /community, filtered to `topic`. */
async function openBoard(page: Page, topic = TOPIC) {
  await page.goto("/community");
  await expect(
    page.getByRole("heading", { name: "Discussion Forums" }),
  ).toBeVisible();
  const filter = page.getByRole("group", { name: "Filter threads by topic" });
  const button = filter.getByRole("button", { name: topic, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]topic=/);
}

/** Starts a thread from the board (in its chosen topic) and lands on it. */
async function postThread(page: Page, title: string, body: string) {
  await openBoard(page);
  await page.getByRole("button", { name: "New Thread" }).click();
  await expect(page).toHaveURL(/\/community\/new-thread\?category=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "New thread" }),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Category/ })).toHaveValue(
    TOPIC,
  );
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page.getByRole("textbox", { name: /^Body/ }).fill(body);
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(
    page.getByText("quadratic formula", { exact: true }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page.getByText("Your thread is live!")).toBeVisible();
  await expect(page).toHaveURL(/\/community\/thread\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** A new student in a browser of their own, on the thread they just started. */
async function newAuthor(browser: Browser, name: string, title: string) {
  const author = await openBrowser(browser);
  await signUpStudent(author.page, { name, grade: 9, password: PASSWORD });
  await postThread(author.page, title, LONG_BODY);
  return author;
}

test("a visitor clicking New Thread is asked to log in", async ({ page }) => {
  await page.goto("/community");
  await page.getByRole("button", { name: "New Thread" }).click();
  await expectSentToLogin(page, "Please login to start a discussion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Login/);
});

test("a visitor filters the board, sees a new thread arrive live, opens it, and sees the author's edit and removal live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Why does the discriminant decide the roots? ${suffix()}`;
  const edited = `${title} (solved)`;

  // The visitor watches the Mathematics board.
  await openBoard(page);
  await checkPage(page);
  const loads = countLoads(page);

  // A student posts a thread in Mathematics from another browser.
  const author = await newAuthor(browser, "Ritika Sharma", title);
  await expectAccessibleAndNarrow(author.page);

  // It shows on the visitor's board without a reload.
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Ritika S.");
  await expect(card).toContainText("0 upvotes");
  await expect(card).toContainText("0 replies");
  await expect(card).toContainText("just now");
  expect(loads.count, "no reload").toBe(0);

  // The visitor opens it: Markdown renders, long content wraps, and replying needs a login.
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: TOPIC }),
  ).toBeVisible();
  await expect(
    page.getByText("quadratic formula", { exact: true }),
  ).toHaveJSProperty("tagName", "STRONG");
  await expect(
    page.getByRole("link", { name: "Log in to reply" }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // The author edits the title; the visitor's open page follows.
  const threadLoads = countLoads(page);
  await author.page.getByRole("button", { name: "Edit this thread" }).click();
  const titleField = author.page.getByRole("textbox", { name: /^Title/ });
  await titleField.fill(edited);
  await author.page.getByRole("button", { name: "Save changes" }).click();
  await expect(author.page.getByText("Thread updated")).toBeVisible();
  await expect(author.page.getByRole("heading", { level: 1 })).toHaveText(
    edited,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(page.getByText("(edited)")).toBeVisible();

  // The author deletes it: they go back to the board; the visitor is told it is gone.
  await author.page.getByRole("button", { name: "Delete this thread" }).click();
  const dialog = author.page.getByRole("dialog", {
    name: "Delete this thread?",
  });
  await dialog.getByRole("button", { name: "Delete thread" }).click();
  await expect(author.page.getByText("Thread deleted")).toBeVisible();
  await expect(author.page).toHaveURL("/community");
  await expect(author.page.getByRole("article", { name: edited })).toHaveCount(
    0,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discussion not found",
  );
  expect(threadLoads.count, "no reload").toBe(0);
  await author.close();
});

test("a reply and an upvote from one browser update the thread and the board in the others live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `How many solutions does 2x + 3 = 7 have? ${suffix()}`;
  const replyText = `Exactly one: x = 2. Check: 2 × 2 + 3 = 7. ${suffix()}`;

  // The author posts and keeps the thread open.
  const author = await newAuthor(browser, "Anaya Iyer", title);
  const threadUrl = author.page.url();
  const authorLoads = countLoads(author.page);
  // Nobody upvotes their own post: the button says why instead.
  const ownUpvote = author.page.getByRole("button", {
    name: "Upvote this thread, 0 upvotes",
  });
  await expect(ownUpvote).toHaveAttribute("aria-disabled", "true");

  // A visitor watches the board.
  await openBoard(page);
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("0 replies");
  const boardLoads = countLoads(page);

  // The demo student replies and upvotes.
  const helper = await openBrowser(browser);
  await logIn(helper.page, DEMO_STUDENT);
  await helper.page.goto(new URL(threadUrl).pathname);
  await expect(helper.page.getByRole("heading", { level: 1 })).toHaveText(
    title,
  );
  const replyBox = helper.page.getByRole("textbox", { name: /^Your reply/ });
  await replyBox.fill(replyText);
  await helper.page.getByRole("button", { name: "Post reply" }).click();
  await expect(helper.page.getByText("Reply posted")).toBeVisible();
  await expect(replyBox).toHaveValue("");

  await expect(
    author.page.getByRole("heading", { name: "Replies (1)" }),
  ).toBeVisible();
  const reply = author.page
    .getByRole("article", { name: /^Reply by/ })
    .filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  await expect(card).toContainText("1 reply");

  const upvote = helper.page.getByRole("button", {
    name: "Upvote this thread, 0 upvotes",
  });
  await expect(upvote).toHaveAttribute("aria-pressed", "false");
  await upvote.click();
  await expect(
    helper.page.getByRole("button", { name: "Upvote this thread, 1 upvote" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(
    author.page.getByRole("button", { name: "Upvote this thread, 1 upvote" }),
  ).toBeVisible();
  await expect(card).toContainText("1 upvote");

  // The author accepts the answer; the helper sees it marked, first.
  await reply.getByRole("button", { name: "Mark as accepted answer" }).click();
  await expect(
    helper.page
      .getByRole("article", { name: /^Accepted answer by/ })
      .filter({ hasText: replyText }),
  ).toBeVisible();
  await expect(card).toContainText("Answered");
  await expectAccessibleAndNarrow(helper.page);

  expect(authorLoads.count, "no reload for the author").toBe(0);
  expect(boardLoads.count, "no reload for the visitor").toBe(0);
  await helper.close();
  await author.close();
});

test.describe("categories", () => {
  // The refused removal of a category with threads reaches the console as the client's log.
  test.use({ expectedConsoleError: /forums:deleteCategory/ });

  test("an admin adds, renames and removes a forum category", async ({
    page,
  }) => {
    const name = `Robotics ${suffix()}`;
    await logIn(page, DEMO_ADMIN);
    await page.goto("/community");
    await page.getByRole("button", { name: "Manage categories" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage categories" });
    await dialog
      .getByRole("textbox", { name: /^New category name/ })
      .fill(name);
    await dialog.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added")).toBeVisible();
    await expectNoAxeViolations(page);

    const renamed = `${name} Club`;
    await dialog
      .getByRole("textbox", { name: `Name of category ${name}` })
      .fill(renamed);
    await dialog.getByRole("button", { name: `Save name of ${name}` }).click();
    await expect(page.getByText("Category renamed")).toBeVisible();

    // A category with threads cannot go; the server says why.
    await dialog
      .getByRole("button", { name: `Delete category ${TOPIC}`, exact: true })
      .click();
    await expect(
      page.getByText(
        "This category still has threads. Move or remove them first.",
      ),
    ).toBeVisible();

    await dialog
      .getByRole("button", { name: `Delete category ${renamed}` })
      .click();
    await expect(page.getByText("Category deleted")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(
      page
        .getByRole("group", { name: "Filter threads by topic" })
        .getByRole("button", { name: renamed }),
    ).toHaveCount(0);
  });
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("the board and a thread are accessible in dark mode", async ({
    page,
  }) => {
    await openBoard(page);
    await expect(
      page
        .getByRole("article")
        .first()
        .or(page.getByText(/^No threads yet/)),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const first = page.getByRole("article").first();
    if ((await first.count()) === 0) return;
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/community\/thread\//);
    await expectPageReady(page);
    await expect(page.getByRole("heading", { name: /^Replies/ })).toBeVisible();
    await expectAccessibleAndNarrow(page);
  });
});
