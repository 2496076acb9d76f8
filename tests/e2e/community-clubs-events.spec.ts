import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_MENTOR, logIn, openBrowser, signUpStudent } from "./accounts";
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
 * Clubs and live events across browsers: what one member does shows up on
 * the others' open pages without a reload. The tests share one club and one
 * event (made through the forms by fresh accounts), so they run in order.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "community-spirit-2026";
const suffix = Math.random().toString(36).slice(2, 7);
const created = {
  club: `Young Astronomers ${suffix}`,
  clubPath: "",
  event: `Vedic maths speed quiz ${suffix}`,
};

/** A fresh student account in its own browser, signed up through the form. */
async function signUpInBrowser(browser: Browser, fullName: string) {
  const person = await openBrowser(browser, `${fullName}'s browser`);
  // Password hashing, several accounts at once, on a 2-core machine.
  await signUpStudent(person.page, {
    name: fullName,
    password: PASSWORD,
    timeout: 30_000,
    grade: 9,
  });
  return person;
}

/** The demo mentor (verified by staff, so their events publish at once) in a browser of their own. */
async function logInVerifiedMentor(browser: Browser) {
  const person = await openBrowser(browser, "the mentor's browser");
  await logIn(person.page, DEMO_MENTOR);
  return person;
}

/** The card named `name` on /community, loading further pages until it shows. */
async function findCard(page: Page, name: string, loadMore: string) {
  const card = page.getByRole("article", { name });
  const more = page.getByRole("button", { name: loadMore });
  await expect(async () => {
    if (await card.isVisible()) return;
    if (await more.isEnabled().catch(() => false)) await more.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
  return card;
}

const clubCard = (page: Page) =>
  findCard(page, created.club, "Load more clubs");
const eventCard = (page: Page) =>
  findCard(page, created.event, "Load more events");

/** Picks the IST day `daysAhead` from now in the date-and-time dialog; the form fills in 5:00 pm. */
async function pickDay(
  page: Page,
  daysAhead: number,
  { checkDialog = false } = {},
) {
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
  if (checkDialog) await expectNoAxeViolations(page);
  const dayButton = dialog.getByRole("button", { name: label, exact: true });
  if (!(await dayButton.isVisible()))
    await dialog.getByRole("button", { name: "Next month" }).click();
  await dayButton.click();
  await dialog.getByRole("button", { name: "Confirm date and time" }).click();
  await expect(dialog).toBeHidden();
}

test("a student creates a club; another joins and leaves, and the first sees the count change live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [founder, joiner] = await Promise.all([
    signUpInBrowser(browser, "Ishita Bose"),
    signUpInBrowser(browser, "Kabir Sharma"),
  ]);

  // The founder creates the club through the form.
  await founder.page.goto("/community");
  await expectPageReady(founder.page);
  await founder.page.getByRole("button", { name: "Create Club" }).click();
  await expect(founder.page).toHaveURL("/community/create-club");
  await expect(
    founder.page.getByRole("heading", { level: 1, name: "Create a club" }),
  ).toBeVisible();
  await founder.page.getByRole("button", { name: "Create club" }).click();
  await expect(founder.page.getByText("Club name is required")).toBeVisible();
  await checkPage(founder.page);
  await founder.page.getByLabel(/^Name/).fill(created.club);
  await founder.page.getByRole("combobox", { name: /^Category/ }).click();
  await founder.page
    .getByRole("option", { name: "Science & Technology" })
    .click();
  await founder.page
    .getByLabel(/^Description/)
    .fill("We watch the night sky from the school terrace every Friday.");
  await founder.page.getByRole("button", { name: "Create club" }).click();
  await expect(founder.page.getByText("Your club is ready!")).toBeVisible();
  await expect(founder.page).toHaveURL(/\/community\/club\/[^/]+$/);
  created.clubPath = new URL(founder.page.url()).pathname;
  await expect(
    founder.page.getByRole("heading", { level: 1, name: created.club }),
  ).toBeVisible();
  await expect(
    founder.page.getByText("1 member", { exact: true }),
  ).toBeVisible();
  await expect(
    founder.page.getByRole("button", { name: "Leave club" }),
  ).toBeVisible();
  await checkPage(founder.page);

  // Back on the hub, the new club (1 member, so last of all by members) is
  // the founder's first card, under "Your clubs", without any "Load more".
  await founder.page.goto("/community");
  const yourClubs = founder.page.getByRole("region", { name: "Your clubs" });
  await expect(
    yourClubs.getByRole("article", { name: created.club }),
  ).toBeVisible();
  await expect(
    founder.page.getByRole("article", { name: created.club }),
  ).toHaveCount(1);
  await checkPage(founder.page);
  await founder.page.goto(created.clubPath);
  await expect(
    founder.page.getByRole("heading", { level: 1, name: created.club }),
  ).toBeVisible();
  const founderLoads = countLoads(founder.page);

  // The other student joins from the hub; the founder's club page follows.
  await joiner.page.goto("/community");
  const card = await clubCard(joiner.page);
  await expect(card.getByText("1 member", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Join" }).click();
  await expect(
    joiner.page.getByText("Successfully joined club!"),
  ).toBeVisible();
  await expect(card.getByText("Member", { exact: true })).toBeVisible();
  await expect(card.getByText("2 members")).toBeVisible();
  await expect(founder.page.getByText("2 members")).toBeVisible();
  await expect(
    founder.page
      .getByRole("list", { name: "Members" })
      .getByText("Kabir S.", { exact: true }),
  ).toBeVisible();

  // And leaves again from the club page, after confirming.
  await card.getByRole("link", { name: created.club }).click();
  await expect(joiner.page).toHaveURL(created.clubPath);
  await joiner.page.getByRole("button", { name: "Leave club" }).click();
  const confirm = joiner.page.getByRole("dialog", {
    name: `Leave ${created.club}?`,
  });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(joiner.page);
  await confirm.getByRole("button", { name: "Leave club" }).click();
  await expect(joiner.page.getByText("You have left the club")).toBeVisible();
  await expect(joiner.page.getByRole("button", { name: "Join" })).toBeVisible();
  await expect(
    founder.page.getByText("1 member", { exact: true }),
  ).toBeVisible();
  await expect(
    founder.page.getByRole("list", { name: "Members" }).getByText("Kabir S."),
  ).toHaveCount(0);
  expect(founderLoads.count, "no reload on the founder's page").toBe(0);

  await founder.close();
  await joiner.close();
});

test("a verified mentor's event fills up live across three browsers, and Cancel RSVP frees a place", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [mentor, asha, ravi] = await Promise.all([
    logInVerifiedMentor(browser),
    signUpInBrowser(browser, "Asha Verma"),
    signUpInBrowser(browser, "Ravi Teja"),
  ]);

  // The mentor creates an event with two places through the form.
  await mentor.page.goto("/community");
  await mentor.page.getByRole("button", { name: "Create Event" }).click();
  await expect(mentor.page).toHaveURL("/community/create-event");
  await expect(
    mentor.page.getByRole("heading", { level: 1, name: "Create an event" }),
  ).toBeVisible();
  await expect(mentor.page.getByText(/reviewed by a moderator/)).toHaveCount(0);
  await mentor.page.getByRole("button", { name: "Publish event" }).click();
  await expect(
    mentor.page.getByText("Please choose a date and time"),
  ).toBeVisible();
  await checkPage(mentor.page);
  await mentor.page.getByLabel(/^Title/).fill(created.event);
  await mentor.page.getByRole("combobox", { name: /^Type/ }).click();
  await mentor.page.getByRole("option", { name: "Quiz" }).click();
  await mentor.page
    .getByLabel(/^Description/)
    .fill("Twenty quick questions on Vedic maths tricks. No calculators!");
  await pickDay(mentor.page, 2);
  await mentor.page.getByLabel(/^Duration in minutes/).fill("90");
  await mentor.page.getByLabel(/^Maximum attendees/).fill("2");
  await expectNoAxeViolations(mentor.page);
  await mentor.page.getByRole("button", { name: "Publish event" }).click();
  await expect(mentor.page.getByText("Your event is published!")).toBeVisible();
  await expect(mentor.page).toHaveURL(/\/community#event-/);
  const mentorCard = mentor.page.getByRole("article", { name: created.event });
  await expect(mentorCard).toBeVisible();
  await expect(mentorCard.getByText("90 minutes")).toBeVisible();
  await expect(mentorCard.getByText(/ · \d{1,2}:\d{2} pm IST$/)).toBeVisible();
  await expect(mentorCard.getByText("0 / 2 attending")).toBeVisible();
  // The organiser may call it off, after confirming; not now.
  await mentorCard.getByRole("button", { name: "Cancel event" }).click();
  const callOff = mentor.page.getByRole("dialog", {
    name: "Cancel this event?",
  });
  await expect(callOff).toBeVisible();
  await expectNoAxeViolations(mentor.page);
  await callOff.getByRole("button", { name: "Keep the event" }).click();
  await expect(callOff).toBeHidden();

  const [ashaCard, raviCard] = await Promise.all([
    asha.page.goto("/community").then(() => eventCard(asha.page)),
    ravi.page.goto("/community").then(() => eventCard(ravi.page)),
  ]);
  const loads = [mentor, asha, ravi].map((p) => countLoads(p.page));
  await expect(
    raviCard.getByRole("button", { name: "Cancel event" }),
  ).toHaveCount(0);

  // Asha takes the first place; everyone's count follows.
  await ashaCard.getByRole("button", { name: "RSVP" }).click();
  await expect(asha.page.getByText("Successfully registered!")).toBeVisible();
  await expect(
    ashaCard.getByRole("button", { name: "Registered" }),
  ).toBeDisabled();
  for (const card of [ashaCard, raviCard, mentorCard])
    await expect(card.getByText("1 / 2 attending")).toBeVisible();

  // Ravi takes the last one: the mentor's RSVP turns into a disabled Full.
  await raviCard.getByRole("button", { name: "RSVP" }).click();
  await expect(
    raviCard.getByRole("button", { name: "Registered" }),
  ).toBeDisabled();
  for (const card of [ashaCard, raviCard, mentorCard])
    await expect(card.getByText("2 / 2 attending")).toBeVisible();
  await expect(mentorCard.getByRole("button", { name: "Full" })).toBeDisabled();
  await expect(mentorCard.getByRole("button", { name: "RSVP" })).toHaveCount(0);
  await expectAccessibleAndNarrow(mentor.page);

  // Asha gives her place back: the count drops and RSVP opens again.
  await ashaCard.getByRole("button", { name: "Cancel RSVP" }).click();
  for (const card of [ashaCard, raviCard, mentorCard])
    await expect(card.getByText("1 / 2 attending")).toBeVisible();
  await expect(ashaCard.getByRole("button", { name: "RSVP" })).toBeEnabled();
  await expect(mentorCard.getByRole("button", { name: "RSVP" })).toBeEnabled();
  await expect(
    raviCard.getByRole("button", { name: "Registered" }),
  ).toBeDisabled();
  expect(
    loads.map((l) => l.count),
    "no reloads",
  ).toEqual([0, 0, 0]);

  await mentor.close();
  await asha.close();
  await ravi.close();
});

test("a visitor who tries to join a club or RSVP is asked to log in", async ({
  page,
}) => {
  // Two full axe scans of the community hub and three trips to /login: 34 s
  // of the 45 s budget on a loaded 2-core CI machine.
  test.slow();
  await page.goto("/community");
  await checkPage(page);

  const card: Locator = await clubCard(page);
  await card.getByRole("button", { name: "Join" }).click();
  await expectSentToLogin(page, "Please login to join clubs");

  await page.goto("/community");
  const event = await eventCard(page);
  await event.getByRole("button", { name: "RSVP" }).click();
  await expectSentToLogin(page, "Please login to RSVP");

  // The club page offers the same Join, with the same answer; it shows how
  // many members the club has, never who they are.
  await page.goto(created.clubPath);
  await expect(
    page.getByRole("link", { name: "Log in to see who is in this club" }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Members" })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("button", { name: "Join" }).click();
  await expectSentToLogin(page, "Please login to join clubs");
});

test("a student's event goes to the moderators, not the list", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await signUpInBrowser(browser, "Farah Khan");
  const title = `Chemistry flashcards hour ${suffix}`;
  await student.page.goto("/community/create-event");
  await expect(
    student.page.getByText(/will be reviewed by a moderator/),
  ).toBeVisible();
  await checkPage(student.page);
  await student.page.getByLabel(/^Title/).fill(title);
  await student.page.getByRole("combobox", { name: /^Type/ }).click();
  await student.page.getByRole("option", { name: "Study session" }).click();
  await student.page
    .getByLabel(/^Description/)
    .fill("We quiz each other on the periodic table, groups 1 and 2.");
  await pickDay(student.page, 3, { checkDialog: true });
  await student.page.getByRole("button", { name: "Send for review" }).click();
  await expect(
    student.page.getByText("Your event was sent for review."),
  ).toBeVisible();
  await expect(student.page).toHaveURL("/community");
  await eventCard(student.page);
  const more = student.page.getByRole("button", { name: "Load more events" });
  // The button goes once the list is exhausted, possibly between the check and the click.
  while (await more.isVisible())
    await more.click({ timeout: 5_000 }).catch(() => {});
  await expect(student.page.getByRole("article", { name: title })).toHaveCount(
    0,
  );
  await student.close();
});
