import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { DEMO_STUDENT, logIn, signUpStudent } from "./accounts";
import { checkPage, expect, expectAccessibleAndNarrow, test } from "./fixtures";

/**
 * The data rights, as a student uses them from their account menu: correct
 * the name, download everything as a ZIP, ask to delete the account and
 * change their mind. A fresh account each run (a download is rate-limited
 * per member).
 */

const PASSWORD = "my-data-my-rights-8";

test("a student corrects their name, downloads their data and cancels a deletion", async ({
  page,
}, testInfo) => {
  const email = await signUpStudent(page, {
    name: "Ishaan Verma",
    password: PASSWORD,
    grade: 8,
  });

  // From the account menu; on a phone it is in the header's menu.
  if (testInfo.project.name === "mobile") {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Your data and account" })
      .click();
  } else {
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Your data and account" }).click();
  }
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your data and account" }),
  ).toBeVisible();
  await checkPage(page);
  await expectAccessibleAndNarrow(page);

  // Correct my profile.
  await expect(page.getByLabel("E-mail")).toHaveValue(email.toLowerCase());
  const fullName = page.getByRole("textbox", { name: /^Full name/ });
  await expect(fullName).toHaveValue("Ishaan Verma");
  await fullName.fill("Ishaan Kumar Verma");
  await page
    .getByRole("textbox", { name: /^Leaderboard nickname/ })
    .fill("Comet Chaser");
  await page.getByRole("radio", { name: "By my nickname" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: /^Full name/ })).toHaveValue(
    "Ishaan Kumar Verma",
  );

  // Download my data.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("vidyaquest-my-data.zip");
  const files = unzipSync(
    new Uint8Array(await readFile(await download.path())),
  );
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      "about.json",
      "users.json",
      "profiles.json",
      "notifications.json",
      "forum_threads.json",
    ]),
  );
  const [profile] = JSON.parse(strFromU8(files["profiles.json"]!)) as {
    full_name: string;
    nickname: string;
  }[];
  expect(profile).toMatchObject({
    full_name: "Ishaan Kumar Verma",
    nickname: "Comet Chaser",
  });

  // Delete my account, then change my mind.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("deleted in 7 days");
  await dialog.getByRole("button", { name: "Delete in 7 days" }).click();
  await expect(dialog).toBeHidden();
  // A student's request waits for a parent's confirmation first.
  await expect(
    page.getByText("Your account is going to be deleted"),
  ).toBeVisible();
  await expect(
    page.getByText(/Waiting for your parent to confirm/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(
    page.getByRole("button", { name: "Delete my account" }),
  ).toBeVisible();
  await expect(
    page.getByText("Your account is going to be deleted"),
  ).toBeHidden();
});

test("the demo student's download holds their seeded learning (size and time measured)", async ({
  page,
}) => {
  await logIn(page, DEMO_STUDENT);
  await page.goto("/settings/account");
  await expect(
    page.getByRole("button", { name: "Download my data" }),
  ).toBeVisible();
  const started = Date.now();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  const ms = Date.now() - started;
  const files = unzipSync(new Uint8Array(bytes));
  console.info(
    `Export of the demo student on the local backend: ${bytes.byteLength} bytes, ${Object.keys(files).length} files, ${ms} ms from the click to the saved file.`,
  );
  const xp = JSON.parse(strFromU8(files["xp_events.json"]!)) as unknown[];
  expect(xp.length).toBeGreaterThan(0);
});
