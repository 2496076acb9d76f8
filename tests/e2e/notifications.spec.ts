import type { Page } from "@playwright/test";
import { openBrowser, signUpStudent, type Person } from "./accounts";
import { latestMail } from "./backend";
import {
  checkPage,
  countLoads,
  expect,
  expectAccessibleAndNarrow,
  test,
} from "./fixtures";

/**
 * The inbox across browsers: a reply in one browser rings the thread author's
 * bell in another, live; the notice leads to the thread; settings stick; a
 * notice mail's unsubscribe link works without signing in. Every test makes
 * its own accounts (a fresh inbox, and posting is rate-limited per member).
 */

const PASSWORD = "bell-rings-for-replies-9";

function suffix() {
  return Math.random().toString(36).slice(2, 7);
}

const bellOf = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** Starts a thread in Mathematics and lands on it; returns its address. */
async function postThread(page: Page, title: string) {
  await page.goto("/community/new-thread");
  // The category first: the similar questions a title brings up push the
  // fields below it down, and an open list moved off a phone's screen closes.
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: "Mathematics" }).click();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page
    .getByRole("textbox", { name: /^Body/ })
    .fill("I keep getting the signs wrong. Which pair of factors do I pick?");
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page).toHaveURL(/\/community\/thread\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

/** A new student in a browser of their own replies to the thread at `threadPath`. */
async function replyFromAnotherBrowser(
  person: Person,
  name: string,
  threadPath: string,
) {
  const { page } = person;
  await signUpStudent(page, { name, grade: 9, password: PASSWORD });
  await page.goto(threadPath);
  await page
    .getByRole("textbox", { name: /^Your reply/ })
    .fill("Split the middle term: x² − 5x + 6 = (x − 2)(x − 3).");
  await page.getByRole("button", { name: /^Post reply/ }).click();
  await expect(page.getByText("Reply posted")).toBeVisible();
}

/** Notification settings, the way a member finds them: the account menu, or the menu on a phone. */
async function openSettings(page: Page, project: string) {
  if (project === "mobile") {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Notification settings" })
      .click();
  } else {
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Notification settings" }).click();
  }
  await expect(page).toHaveURL("/settings/notifications");
  await expect(
    page.getByRole("heading", { level: 1, name: "Notification settings" }),
  ).toBeVisible();
}

test("a reply in another browser rings the author's bell without a reload, and the notice leads to the thread", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Factorising quadratics with a negative middle term ${suffix()}`;
  await signUpStudent(page, {
    name: "Kavya Menon",
    grade: 9,
    password: PASSWORD,
  });
  const threadPath = await postThread(page, title);

  // The author is elsewhere, with nothing unread.
  await page.goto("/courses");
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName("Notifications");
  const loads = countLoads(page);

  const replier = await openBrowser(browser, "the replier's browser");
  await replyFromAnotherBrowser(replier, "Arjun Rao", threadPath);

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bell).toHaveText("1");
  expect(loads.count, "no reload").toBe(0);

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const notice = panel.getByRole("link", { name: /New reply to your thread/ });
  await expect(notice).toContainText(`Arjun R. replied to “${title}”.`);
  await expect(notice).toContainText("just now");
  await expect(notice).toHaveAccessibleName(/^Unread: /);
  await expectAccessibleAndNarrow(page);

  await notice.click();
  await expect(page).toHaveURL(threadPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName("Notifications");

  // The full list has it too, read now.
  await bell.click();
  await panel.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL("/notifications");
  await checkPage(page);
  await expect(
    page.getByRole("main").getByRole("link", { name: /^New reply/ }),
  ).toContainText("Arjun R. replied to");
  expect(loads.count, "no reload").toBe(0);
  await replier.close();
});

test("a settings switch stays saved after a reload, and a notice mail's unsubscribe link turns that mail off", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const email = await signUpStudent(page, {
    name: "Ira Banerjee",
    grade: 9,
    password: PASSWORD,
  });
  await openSettings(page, info.project.name);
  await checkPage(page);
  await expect(
    page.getByText(
      /Students get e-mail only for event and session reminders unless they turn more on/,
    ),
  ).toBeVisible();

  // A student gets mail for event reminders only, until they turn more on.
  const replyMail = page.getByRole("switch", {
    name: "E-mail for Replies to my threads",
  });
  await expect(
    page.getByRole("switch", { name: "E-mail for Event reminders" }),
  ).toBeChecked();
  await expect(replyMail).not.toBeChecked();
  await replyMail.click();
  await expect(replyMail).toBeChecked();
  await page.reload();
  await expect(replyMail).toBeChecked();
  await expect(
    page.getByRole("switch", { name: "In-app for Replies to my threads" }),
  ).toBeChecked();

  // A reply now brings a mail with an unsubscribe link for that kind.
  const threadPath = await postThread(
    page,
    `Why is a negative times a negative positive? ${suffix()}`,
  );
  const replier = await openBrowser(browser, "the replier's browser");
  await replyFromAnotherBrowser(replier, "Dev Malhotra", threadPath);
  await replier.close();
  // Mail goes out from a scheduled action just after the reply commits.
  await expect
    .poll(async () => (await latestMail(email).catch(() => null))?.subject, {
      timeout: 15_000,
    })
    .toBe("New reply to your thread");
  const mail = await latestMail(email);
  const link = /Stop these e-mails: (\S+)/.exec(mail.text)?.[1];
  expect(link, "unsubscribe link in the mail").toBeTruthy();

  // Opening the link changes nothing until the click (mail scanners open links).
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await expect(
    page.getByRole("heading", { level: 1, name: "Stop these e-mails?" }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText(
      "You will no longer get e-mails about Replies to my threads.",
    ),
  ).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "Notification settings" })
    .click();
  await expect(page).toHaveURL("/settings/notifications");
  await expect(replyMail).not.toBeChecked();
  await expect(
    page.getByRole("switch", { name: "In-app for Replies to my threads" }),
  ).toBeChecked();
});

test.describe("a bad unsubscribe link", () => {
  // The Convex client logs the refusal the page shows (a ConvexError) to the console.
  test.use({
    expectedConsoleError:
      /notifications\/preferences:unsubscribe.*This unsubscribe link is not valid/s,
  });
  test("an unsubscribe link that is not valid says so, and does nothing before the click", async ({
    page,
  }) => {
    await page.goto("/unsubscribe?token=not-a-real-token");
    await expect(
      page.getByRole("heading", { level: 1, name: "Stop these e-mails?" }),
    ).toBeVisible();
    await checkPage(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This unsubscribe link is not valid. Change your e-mail settings from Notification settings after logging in.",
    );
    await expectAccessibleAndNarrow(page);
  });
});

test("a visitor opening /notifications is asked to log in", async ({
  page,
}) => {
  await page.goto("/notifications");
  await expect(page).toHaveURL("/login");
  await expect(bellOf(page)).toHaveCount(0);
});
