import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import {
  CLASS_MOVE_CLOSED_MESSAGE,
  classMoveWindowOpen,
} from "../../convex/families/rules";
import { logIn, openBrowser, signUpStudent } from "./accounts";
import { uniqueEmail } from "./backend";
import { checkPage, expect, expectAccessibleAndNarrow, test } from "./fixtures";

/**
 * A parent acts for their child: a fresh Class 8 student (a fresh parent
 * consents) asks to delete their account; in a second browser the parent
 * sees the request arrive on /parent, without a reload, and confirms; the
 * student's settings show the deletion date at once. The parent downloads
 * the child's data. The student cancels in the grace period at the end.
 */
test("a parent confirms their child's deletion live and downloads the child's data", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail("kamala");
  await signUpStudent(page, {
    name: "Ishita Rao",
    password: "rainbow-maths-8",
    grade: 8,
    parentEmail,
  });

  // The parent (made by parentConsents, "Kamala Rao") on their page.
  const parent = await openBrowser(browser, "the parent's browser");
  await logIn(parent.page, {
    email: parentEmail,
    password: "care-for-them-2026",
  });
  await parent.page.goto("/parent");
  await expect(parent.page.getByText("Ishita Rao · Class 8")).toBeVisible();
  await expect(
    parent.page.getByText("Ishita asks to delete their account"),
  ).toBeHidden();

  // The student asks to delete their account.
  await page.goto("/settings/account");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Delete in 7 days" }).click();
  await expect(
    page.getByText(/Waiting for your parent to confirm/),
  ).toBeVisible();

  // It arrives on the parent's page, never reloaded.
  const request = parent.page
    .getByRole("alert")
    .filter({ hasText: "Ishita asks to delete their account" });
  await expect(request).toBeVisible();
  await expect(request).toContainText("deleted after 7 days");
  await checkPage(parent.page);
  await expectAccessibleAndNarrow(parent.page);
  await request.getByRole("button", { name: "Confirm deletion" }).click();
  const confirm = parent.page.getByRole("dialog", {
    name: "Delete Ishita Rao's account?",
  });
  await confirm.getByRole("button", { name: "Confirm deletion" }).click();
  await expect(request).toBeHidden();
  await expect(
    parent.page.getByText(/Ishita's account will be deleted on/).first(),
  ).toBeVisible();

  // The student's settings show the date, without a reload.
  await expect(
    page.getByText(/Your account and everything in it will be deleted on/),
  ).toBeVisible();
  await expect(
    page.getByText(/Waiting for your parent to confirm/),
  ).toBeHidden();

  // The parent downloads the child's data: the child's profile, not theirs.
  const downloading = parent.page.waitForEvent("download");
  await parent.page
    .getByRole("button", { name: "Download Ishita's data" })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("vidyaquest-ishita-data.zip");
  const files = unzipSync(
    new Uint8Array(await readFile(await download.path())),
  );
  const profiles = JSON.parse(strFromU8(files["profiles.json"]!)) as {
    full_name: string;
  }[];
  expect(profiles.map((p) => p.full_name)).toEqual(["Ishita Rao"]);

  // Moving up a class: asked only at the start of the school year.
  if (!classMoveWindowOpen(Date.now())) {
    await expect(page.getByText(CLASS_MOVE_CLOSED_MESSAGE)).toBeVisible();
    const moveUp = page.getByRole("button", { name: "Move up to Class 9" });
    await expect(moveUp).toHaveAttribute("aria-disabled", "true");
    await expect(moveUp).toHaveAccessibleDescription(CLASS_MOVE_CLOSED_MESSAGE);
  }

  // The student changes their mind in the grace period.
  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(
    page.getByRole("button", { name: "Delete my account" }),
  ).toBeVisible();
  await expect(
    parent.page.getByText(/Ishita's account will be deleted on/),
  ).toBeHidden();
  await parent.close();
});
