import fs from "node:fs";
import { PRODUCT_DEMO } from "../../src/app/pages/info/productDemo";
import { checkPage, expect, test } from "./fixtures";

const facts = JSON.parse(
  fs.readFileSync(`public${PRODUCT_DEMO.facts}`, "utf8"),
) as { durationSeconds: number };

/**
 * "Watch Demo" on Home leads to /demo, whose recorded tour of the product
 * (public/media/product-demo.webm, made by npm run record:demo) plays from
 * the keyboard with its English captions showing; the demo test is one
 * click away below it.
 */
test("Watch Demo plays the recorded tour with captions, and the demo test is one click away", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Watch Demo" }).click();
  await expect(page).toHaveURL("/demo");
  await checkPage(page);

  const video = page.getByLabel("VidyaQuest in use: a recorded tour");
  await expect(video).toBeVisible();
  // Nothing downloads until it is played; a poster stands in until then.
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /\.webp$/);
  const track = video.locator("track");
  await expect(track).toHaveAttribute("kind", "captions");
  await expect(track).toHaveAttribute("srclang", "en");
  await expect(track).toHaveAttribute("default", "");

  // Played from the keyboard: focus the player, press Space.
  await video.focus();
  await expect(video).toBeFocused();
  await page.keyboard.press("Space");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(1);
  const { paused, duration } = await video.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    duration: v.duration,
  }));
  expect(paused).toBe(false);
  // The whole recording, as long as the recording script measured it.
  expect(Math.abs(duration - facts.durationSeconds)).toBeLessThan(0.5);

  // The captions are on, and the one for the opening shot is showing.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const captions = v.textTracks[0];
        const active = captions.activeCues?.[0] as VTTCue | undefined;
        return { mode: captions.mode, text: active?.text ?? "" };
      }),
    )
    .toEqual({ mode: "showing", text: expect.stringMatching(/home page/) });

  await page.getByRole("link", { name: "Try the demo test" }).click();
  await expect(page).toHaveURL("/tests/demo");
  await expect(
    page.getByRole("heading", { level: 1, name: /demo test/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /^Question 1 of \d+$/ }),
  ).toBeVisible();
});
