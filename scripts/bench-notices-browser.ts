// Reply-to-bell latency in real browsers (issue 14: notifications).
//
//   npm run bench:notices:browser
//
// Starts the product on its own ports (a fresh data directory with the demo
// data) and opens two kinds of Chromium context: the reader, the demo student,
// who starts a thread and then waits on another page with the bell in the
// header; and the writers, the demo mentor and moderator, who reply to that
// thread. For each reply it measures the time from the click on "Post reply"
// in a writer's browser to the moment the bell's count changes in the
// reader's page (a MutationObserver in the page stamps it), in stages, every
// time stamped inside the pages (see installTimingProbes in bench-browser.ts):
// click → mutation sent → writer has the result → reader's update received →
// the bell changes. E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT override its ports.
import type { Page } from "@playwright/test";
import { summarize } from "@vidyaquest/local-backend/bench";
import {
  benchStack,
  clearTimingProbes,
  readTimingProbes,
  stageReport,
  stages,
  type Stages,
} from "./bench-browser";

const stack = benchStack(".e2e-bench-notices", {
  port: 4474,
  convexPort: 3712,
  convexSitePort: 3713,
});
const BASE = stack.base;
/** Replies per writer: the per-member limit lets 20 through at once (convex/lib/rateLimit.ts). */
const PER_WRITER = 20;
const READER = {
  email: "student@demo.vidyaquest.example",
  password: "learn-with-aarav-9",
};
const WRITERS = [
  { email: "mentor@demo.vidyaquest.example", password: "teach-with-meera-7" },
  {
    email: "moderator@demo.vidyaquest.example",
    password: "moderate-with-kabir-5",
  },
];
/** A bell that has not moved after this long counts as a failure, not a sample. */
const GIVE_UP_MS = 15_000;

async function main() {
  await stack.run(async (openPage) => {
    const reader = await openPage(READER);
    const threadPath = await startThread(reader);
    // The reader waits elsewhere: only the bell tells them of a reply.
    await reader.goto(`${BASE}/courses`);
    await markAllRead(reader);

    const samples: Stages[] = [];
    for (const writer of WRITERS) {
      const page = await openPage(writer);
      await page.goto(`${BASE}${threadPath}`);
      const box = page.getByRole("textbox", { name: /^Your reply/ });
      await box.waitFor();
      for (let i = 0; i < PER_WRITER; i++) {
        const text = `Latency probe ${writer.email.split("@")[0]} ${i} ${Date.now()}`;
        await box.fill(text);
        await watchBell(reader);
        await clearTimingProbes(page);
        await clearTimingProbes(reader);
        await page.getByRole("button", { name: /^Post reply/ }).click();
        const seenAt = await reader.evaluate(
          () => (window as unknown as { __seen: Promise<number> }).__seen,
        );
        // Posted: the box clears (the reply itself may sit beyond the writer's loaded page).
        await page.waitForFunction(
          (el) => (el as HTMLTextAreaElement).value === "",
          await box.elementHandle(),
        );
        samples.push(
          stages(
            await readTimingProbes(page),
            await readTimingProbes(reader),
            seenAt,
          ),
        );
      }
      await page.context().close();
    }
    // Every reply rang the bell once: the count is the number of replies.
    await reader
      .getByRole("button", { name: `Notifications, ${samples.length} unread` })
      .waitFor({ timeout: 5_000 });
    console.log(
      stageReport(
        "reply posted in one browser → the thread author's bell changes in another",
        samples,
        summarize,
      ),
    );
  });
}

/** Starts a thread in Mathematics from the form; returns its path. */
async function startThread(page: Page) {
  await page.goto(`${BASE}/community/new-thread`);
  await page
    .getByRole("textbox", { name: /^Title/ })
    .fill(`Bell latency probe ${Date.now()}`);
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: "Mathematics" }).click();
  await page
    .getByRole("textbox", { name: /^Body/ })
    .fill("Replies to this thread measure how fast the bell rings.");
  await page.getByRole("button", { name: "Post thread" }).click();
  await page.waitForURL(/\/community\/thread\//);
  return new URL(page.url()).pathname;
}

/** Clears what the seed left unread, so the count starts at 0 and never reaches "99+". */
async function markAllRead(page: Page) {
  const bell = page.getByRole("banner").getByRole("button", {
    name: /^Notifications/,
  });
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  // Once the list is there, so is the count (asked for first, with the page).
  await panel
    .getByRole("list")
    .or(panel.getByText("You have no notifications yet."))
    .waitFor();
  if (/unread/.test((await bell.getAttribute("aria-label")) ?? ""))
    await panel.getByRole("button", { name: "Mark all as read" }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: "Notifications", exact: true })
    .waitFor();
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "hidden" });
}

/**
 * Arms a MutationObserver in the reader's page that resolves `window.__seen`
 * with the time the bell's accessible name (its unread count) changes.
 */
async function watchBell(page: Page) {
  // No named inner function: tsx would wrap it in a `__name` helper the page lacks.
  await page.evaluate((giveUpMs) => {
    const selector = 'header button[aria-label^="Notifications"]';
    const before =
      document.querySelector(selector)?.getAttribute("aria-label") ?? null;
    (window as unknown as { __seen: Promise<number> }).__seen = new Promise(
      (resolve, reject) => {
        const observer = new MutationObserver(() => {
          const now =
            document.querySelector(selector)?.getAttribute("aria-label") ??
            null;
          if (now !== null && now !== before) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.timeOrigin + performance.now());
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the bell stayed at "${before}"`));
        }, giveUpMs);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["aria-label"],
        });
      },
    );
  }, GIVE_UP_MS);
}

await main();
