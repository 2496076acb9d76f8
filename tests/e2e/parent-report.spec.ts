import { readFile } from "node:fs/promises";
import { displayCode } from "../../convex/learning/certificateRules";
import { logIn } from "./accounts";
import {
  demoCertificateCode,
  mailsTo,
  runWeeklyParentReports,
} from "./backend";
import { checkPage, expect, test } from "./fixtures";

/** The seeded Pro student (convex/seedData/proStudent.ts) and her mother. */
const PRO_STUDENT = {
  email: "pro.student@demo.vidyaquest.example",
  password: "achieve-with-tanvi-6",
};
const PRO_PARENT = "pro.parent@demo.vidyaquest.example";
// The mother of Diya, a community student on Free (seedData/families.ts).
const FREE_PARENT = "parent.diya@demo.vidyaquest.example";

const reports = async (to: string) =>
  (await mailsTo(to, 20)).filter((m) =>
    m.subject.endsWith("'s week on VidyaQuest"),
  );

test("the Sunday run mails the Pro student's week to her consenting mother, and nothing for a student on Free", async () => {
  // The seed's last step (after the catalogue) links her mother.
  await demoCertificateCode();
  await runWeeklyParentReports();
  const [mail] = await reports(PRO_PARENT);
  expect(mail.subject).toBe("Tanvi's week on VidyaQuest");
  expect(mail.text).toContain("Dear Lakshmi Krishnan,");
  expect(mail.text).toMatch(/^Lessons done: \d+$/m);
  expect(mail.text).toMatch(/^Tests taken: [1-9]\d*$/m);
  expect(mail.text).toMatch(/: \d+ out of \d+$/m);
  expect(mail.text).toMatch(/^Streak: \d+ days? in a row$/m);
  expect(mail.text).toContain("What to practise next:");
  expect(await reports(FREE_PARENT)).toEqual([]);
  // Run again the same week: no second mail.
  await runWeeklyParentReports();
  expect(await reports(PRO_PARENT)).toHaveLength(1);
});

test("/verify/<code> confirms the seeded certificate and says so plainly for an unknown code", async ({
  page,
}) => {
  const code = displayCode(await demoCertificateCode());
  await page.goto(`/verify/${code}`);
  await expect(
    page.getByText("This is a valid VidyaQuest certificate."),
  ).toBeVisible();
  const table = page.getByRole("table");
  await expect(
    table.getByRole("row", { name: "Awarded to Tanvi Krishnan" }),
  ).toBeVisible();
  await expect(table.getByRole("row", { name: "Class 9" })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Subject / })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Date issued / })).toBeVisible();
  await checkPage(page);

  await page.goto("/verify/7KQ2-M9XA-4HVT-0BCD-8EFG");
  await expect(
    page.getByText("No valid certificate", { exact: true }),
  ).toBeVisible();
  await page.goto("/verify/not-a-code");
  await expect(
    page.getByText("Not a certificate code", { exact: true }),
  ).toBeVisible();
});

test("the Pro student downloads her certificate from the dashboard", async ({
  page,
}) => {
  const code = displayCode(await demoCertificateCode());
  await logIn(page, PRO_STUDENT);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Your certificates" });
  await expect(card.getByText(code)).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent("download");
  await card
    .getByRole("button", { name: /^Download the .+ certificate$/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^VidyaQuest certificate - .+\.pdf$/,
  );
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
