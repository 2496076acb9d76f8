import { DEMO_UPLOAD_VIDEO } from "../../convex/seedData/media/demoUploadVideo";
import { DEMO_ADMIN, DEMO_MENTOR, logIn, openBrowser } from "./accounts";
import { checkPage, expect, test } from "./fixtures";

/**
 * A verified mentor uploads a real video from the teacher dashboard (its
 * progress comes from the upload request itself); it waits in Content
 * Management, where the admin, in another browser, sees it arrive live and
 * approves it; it becomes a lesson students can open.
 */
test("a mentor's upload reaches 100%, appears live in Content Management, and becomes a lesson once approved", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const title = `Motion in a Straight Line, ${testInfo.project.name} ${Date.now() % 100_000}`;

  const admin = await openBrowser(browser, "the admin's browser");
  await logIn(admin.page, DEMO_ADMIN);
  await admin.page.goto("/admin/content");
  await expect(
    admin.page.getByRole("heading", { level: 1, name: "Content Management" }),
  ).toBeVisible();

  await logIn(page, DEMO_MENTOR);
  await expect(page).toHaveURL("/teacher-dashboard");
  const upload = page.getByRole("region", { name: "Upload Content" });
  const send = upload.getByRole("button", { name: "Upload Lesson" });
  await expect(send).toBeDisabled();
  await upload.getByLabel("Lesson video").setInputFiles({
    name: DEMO_UPLOAD_VIDEO.fileName,
    mimeType: DEMO_UPLOAD_VIDEO.contentType,
    buffer: Buffer.from(DEMO_UPLOAD_VIDEO.base64, "base64"),
  });
  await expect(
    upload.getByRole("progressbar", { name: "Upload progress" }),
  ).toHaveAttribute("aria-valuenow", "100");
  await upload.getByLabel(/^Lesson Title/).fill(title);
  await upload
    .getByLabel(/^Description/)
    .fill("Distance, displacement and speed, with a short worked example.");
  await upload.getByRole("combobox", { name: /^Class/ }).click();
  await page.getByRole("option", { name: "Class 9", exact: true }).click();
  await upload.getByRole("combobox", { name: /^Subject/ }).click();
  await page.getByRole("option", { name: "Science" }).click();
  await upload.getByRole("combobox", { name: /^Chapter/ }).click();
  await page.getByRole("option").first().click();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText("Lesson submitted for review")).toBeVisible();
  const mine = page
    .getByRole("region", { name: "My uploads" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(mine).toContainText("Pending");

  // The admin's open queue shows it without a reload, and its video plays.
  const item = admin.page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `Open ${title}` }).click();
  const preview = item
    .locator("video")
    .and(admin.page.getByLabel(`Preview of ${title}`));
  await expect(preview).toBeVisible();
  // Staff's browser loads the pending video (served as video/mp4, never sniffed).
  await expect
    .poll(() =>
      preview.evaluate((video: HTMLVideoElement) =>
        video.error ? -1 : video.readyState,
      ),
    )
    .toBeGreaterThan(0);
  await checkPage(admin.page);
  await item.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.page
    .getByRole("dialog", { name: "Approve this content?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.page.getByText("Content approved")).toBeVisible();
  await expect(item).toHaveCount(0);

  // The mentor's list says so, live (the lesson itself: tests/convex/lesson-uploads).
  await expect(mine).toContainText("Approved");
  await admin.close();
});
