import type { Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_STUDENT, logIn, openBrowser } from "./accounts";
import { checkPage, countLoads, expect, test } from "./fixtures";

/**
 * Staff land in the admin area; a student's proposed event reaches a
 * moderator's open Content Management page live (another browser), and once
 * approved it is listed publicly on /community.
 */

/** The seeded moderator (convex/seedData/demoAccounts.ts): a mentor account with a staff role. */
const DEMO_MODERATOR = {
  email: "moderator@demo.vidyaquest.example",
  password: "moderate-with-kabir-5",
};

/** Picks the IST day `daysAhead` from now in the date-and-time dialog (the form fills in 5:00 pm). */
async function pickDay(page: Page, daysAhead: number) {
  const day = new Date(Date.now() + 330 * 60_000 + daysAhead * 86_400_000);
  const label = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
  await page.getByRole("button", { name: /^Date and time \(IST\)/ }).click();
  const dialog = page.getByRole("dialog", { name: "Date and time (IST)" });
  await expect(dialog).toBeVisible();
  const dayButton = dialog.getByRole("button", { name: label, exact: true });
  if (!(await dayButton.isVisible()))
    await dialog.getByRole("button", { name: "Next month" }).click();
  await dayButton.click();
  await dialog.getByRole("button", { name: "Confirm date and time" }).click();
  await expect(dialog).toBeHidden();
}

test("a staff account signing in lands on /admin, with its Dashboard link there", async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO_MODERATOR);
  await expect(page).toHaveURL("/admin");
  await expect(
    page.getByRole("heading", { level: 1, name: "Dashboard" }),
  ).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Pending content" }),
  ).toBeVisible();
  // A moderator has no activity card and no Monitor Activity.
  await expect(
    page.getByRole("link", { name: "Monitor Activity" }),
  ).toHaveCount(0);
  // The header's Dashboard link leads there too (shown in the desktop header).
  if (testInfo.project.name === "desktop")
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("href", "/admin");
  await checkPage(page);
});

test("a student's proposed event appears live for a moderator, who approves it; it is then listed on /community", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const title = `Trigonometry study circle ${testInfo.project.name} ${Date.now() % 100_000}`;

  const moderator = await openBrowser(browser, "the moderator's browser");
  await logIn(moderator.page, DEMO_MODERATOR);
  await expect(moderator.page).toHaveURL("/admin");
  await moderator.page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Content Management" })
    .click();
  await expect(
    moderator.page.getByRole("heading", {
      level: 1,
      name: "Content Management",
    }),
  ).toBeVisible();
  const loads = countLoads(moderator.page);
  const admin = await openBrowser(browser, "the admin's browser");
  await logIn(admin.page, DEMO_ADMIN);
  await expect(admin.page).toHaveURL("/admin");
  await admin.page.goto("/admin/content");

  // The student proposes an event through the form.
  await logIn(page, DEMO_STUDENT);
  await page.goto("/community/create-event");
  await expect(page.getByText(/will be reviewed by a moderator/)).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("combobox", { name: /^Type/ }).click();
  await page.getByRole("option", { name: "Study session" }).click();
  await page
    .getByLabel(/^Description/)
    .fill("We solve heights-and-distances problems together, NCERT Class 10.");
  await pickDay(page, 2);
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText("Your event was sent for review.")).toBeVisible();

  // The moderator's open queue shows it without a reload, as it would be published.
  const item = moderator.page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  expect(loads.count).toBe(0);

  // The admin opens it first: the moderator sees who is handling it, until she leaves it.
  const adminItem = admin.page.getByRole("listitem").filter({ hasText: title });
  await adminItem.getByRole("button", { name: `Open ${title}` }).click();
  await expect(item.getByText("Being handled by Priya Nair")).toBeVisible();
  await adminItem.getByRole("button", { name: "Close", exact: true }).click();
  await expect(item.getByText("Being handled by Priya Nair")).toHaveCount(0);
  await admin.close();

  await item.getByRole("button", { name: `Open ${title}` }).click();
  const preview = item.getByRole("group", { name: `Preview of ${title}` });
  await expect(preview).toContainText("Study session");
  await expect(preview).toContainText("heights-and-distances");
  await checkPage(moderator.page);
  await item.getByRole("button", { name: `Approve ${title}` }).click();
  await moderator.page
    .getByRole("dialog", { name: "Approve this content?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(moderator.page.getByText("Content approved")).toBeVisible();
  await expect(item).toHaveCount(0);

  // It is now listed publicly.
  await page.goto("/community");
  const card = page.getByRole("article", { name: title });
  const more = page.getByRole("button", { name: "Load more events" });
  await expect(async () => {
    if (await card.isVisible()) return;
    if (await more.isEnabled().catch(() => false)) await more.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await moderator.close();
});

/** The event card titled `title` on /community, loading more events until it shows. */
async function findEvent(page: Page, title: string) {
  const card = page.getByRole("article", { name: title });
  const more = page.getByRole("button", { name: "Load more events" });
  await expect(async () => {
    if (await card.isVisible()) return;
    if (await more.isEnabled().catch(() => false)) await more.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return card;
}

test("a student's edit to their approved event waits for review: the listing keeps the approved text until a moderator approves the change, live", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name} ${Date.now() % 100_000}`;
  const title = `Algebra practice hour ${stamp}`;
  const changed = `Algebra practice hour, new room ${stamp}`;

  // The student proposes an event, and the moderator approves it.
  await logIn(page, DEMO_STUDENT);
  await page.goto("/community/create-event");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("combobox", { name: /^Type/ }).click();
  await page.getByRole("option", { name: "Study session" }).click();
  await page
    .getByLabel(/^Description/)
    .fill("Linear equations in two variables, NCERT Class 9, in the library.");
  await pickDay(page, 3);
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText("Your event was sent for review.")).toBeVisible();

  const moderator = await openBrowser(browser, "the moderator's browser");
  await logIn(moderator.page, DEMO_MODERATOR);
  await moderator.page.goto("/admin/content");
  const proposal = moderator.page
    .getByRole("listitem")
    .filter({ hasText: title });
  await proposal.getByRole("button", { name: `Open ${title}` }).click();
  await proposal.getByRole("button", { name: `Approve ${title}` }).click();
  await moderator.page
    .getByRole("dialog", { name: "Approve this content?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(moderator.page.getByText("Content approved")).toBeVisible();
  // The moderator's Content Management page stays open from here on.
  const loads = countLoads(moderator.page);

  // The student rewrites the approved event.
  await page.goto("/community");
  const card = await findEvent(page, title);
  await card.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit event" });
  await editor.getByLabel(/^Title/).fill(changed);
  await editor
    .getByLabel(/^Description/)
    .fill("Linear equations, now in room 12 of the school, same time.");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText(/Your changes are sent for review/),
  ).toBeVisible();
  await expect(
    card.getByText(/Your changes are waiting for a moderator’s review/),
  ).toBeVisible();

  // Everyone else still sees the approved event.
  const visitor = await openBrowser(browser, "a visitor's browser");
  await visitor.page.goto("/community");
  const listed = await findEvent(visitor.page, title);
  await expect(listed).toContainText("in the library");
  await expect(
    visitor.page.getByRole("article", { name: changed }),
  ).toHaveCount(0);

  // The change reaches the moderator's open page without a reload, old and new side by side.
  const change = moderator.page
    .getByRole("listitem")
    .filter({ hasText: "Change to an approved event" })
    .filter({ hasText: changed });
  await expect(change).toBeVisible();
  expect(loads.count).toBe(0);
  await change.getByRole("button", { name: `Open ${changed}` }).click();
  await expect(
    change.getByRole("group", { name: `Listed now: ${title}` }),
  ).toContainText("in the library");
  await expect(
    change.getByRole("group", { name: `Proposed change: ${changed}` }),
  ).toContainText("room 12");
  await checkPage(moderator.page);
  await change.getByRole("button", { name: `Approve ${changed}` }).click();
  await moderator.page
    .getByRole("dialog", { name: "Approve this content?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(moderator.page.getByText("Content approved")).toBeVisible();
  await expect(change).toHaveCount(0);
  await moderator.close();

  // Now the new text is listed.
  await expect(
    visitor.page.getByRole("article", { name: changed }),
  ).toContainText("room 12");
  await visitor.close();
});
