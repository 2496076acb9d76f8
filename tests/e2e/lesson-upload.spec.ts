import { DEMO_UPLOAD_CAPTIONS } from "../../convex/seedData/media/demoUploadCaptions";
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

/**
 * A mentor uploads a video with its English captions (WebVTT) through the
 * form; staff see that it has captions and approve it; the lesson's video
 * then loads its English caption track from storage (another origin than
 * the page) with its cues.
 */
test("a lesson uploaded with WebVTT captions plays with a loaded English caption track", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const title = `Speed and velocity, captioned, ${testInfo.project.name} ${Date.now() % 100_000}`;

  await logIn(page, DEMO_MENTOR);
  await expect(page).toHaveURL("/teacher-dashboard");
  const upload = page.getByRole("region", { name: "Upload Content" });
  await upload.getByLabel("Lesson video").setInputFiles({
    name: DEMO_UPLOAD_VIDEO.fileName,
    mimeType: DEMO_UPLOAD_VIDEO.contentType,
    buffer: Buffer.from(DEMO_UPLOAD_VIDEO.base64, "base64"),
  });
  await expect(
    upload.getByRole("progressbar", { name: "Upload progress" }),
  ).toHaveAttribute("aria-valuenow", "100");
  const captions = upload.getByLabel("Captions (WebVTT)");
  // A file that is not WebVTT is refused at the field, before uploading.
  await captions.setInputFiles({
    name: "notes.srt",
    mimeType: "application/x-subrip",
    buffer: Buffer.from("1\n00:00:00,000 --> 00:00:02,000\nHello\n"),
  });
  await expect(
    upload.getByText("Captions must be a WebVTT (.vtt) file."),
  ).toBeVisible();
  await checkPage(page);
  await captions.setInputFiles({
    name: DEMO_UPLOAD_CAPTIONS.fileName,
    mimeType: DEMO_UPLOAD_CAPTIONS.contentType,
    buffer: Buffer.from(DEMO_UPLOAD_CAPTIONS.text),
  });
  await expect(
    upload.getByText("Captions must be a WebVTT (.vtt) file."),
  ).toHaveCount(0);
  await upload.getByLabel(/^Lesson Title/).fill(title);
  await upload
    .getByLabel(/^Description/)
    .fill("Speed and velocity compared, with English captions.");
  await upload.getByRole("combobox", { name: /^Class/ }).click();
  await page.getByRole("option", { name: "Class 9", exact: true }).click();
  await upload.getByRole("combobox", { name: /^Subject/ }).click();
  await page.getByRole("option", { name: "Science" }).click();
  await upload.getByRole("combobox", { name: /^Chapter/ }).click();
  await page.getByRole("option").first().click();
  await upload.getByRole("button", { name: "Upload Lesson" }).click();
  await expect(page.getByText("Lesson submitted for review")).toBeVisible();

  // Staff see that the upload has captions, and approve it.
  const admin = await openBrowser(browser, "the admin's browser");
  await logIn(admin.page, DEMO_ADMIN);
  await admin.page.goto("/admin/content");
  const item = admin.page.getByRole("listitem").filter({ hasText: title });
  await item.getByRole("button", { name: `Open ${title}` }).click();
  await expect(item.getByText("Captions: English (WebVTT)")).toBeVisible();
  await checkPage(admin.page);
  await item.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.page
    .getByRole("dialog", { name: "Approve this content?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.page.getByText("Content approved")).toBeVisible();
  await admin.close();

  // The mentor follows the notice to the lesson: its English track loads.
  await page.goto("/notifications");
  await page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: title })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const video = page.getByLabel(`Video: ${title}`);
  await expect(video).toBeVisible();
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        if (!track) return "no track";
        track.mode = "showing";
        return `${track.kind} ${track.language} ${track.label} ${track.cues?.length ?? 0}`;
      }),
    )
    .toBe("captions en English 2");
  await expect
    .poll(() =>
      video.evaluate(
        (v: HTMLVideoElement) =>
          (v.textTracks[0].cues?.[0] as VTTCue | undefined)?.text,
      ),
    )
    .toBe("VidyaQuest demo lesson");
  // The video itself still loads in CORS mode.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.readyState)),
    )
    .toBeGreaterThan(0);
});
