// Write-to-other-viewer latency in real browsers (issue: community).
//
//   npm run bench:community:browser
//   (E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT override its ports)
//
// Starts the product on its own ports (a fresh data directory with the demo
// data) and opens a visitor's browser that reads, and the demo student's and
// mentor's browsers that post replies. Two cases: the visitor reads the
// thread itself (the new reply appears), and the visitor reads /community
// (the thread card's reply count changes). Every time is stamped inside the
// pages (`performance.timeOrigin + performance.now()`, one clock for all of
// them): the click on "Post reply" by a capture listener in the writer's
// page, the WebSocket frames in both pages, and the change in the reader's
// DOM by a MutationObserver. Each case reports the stages: click → mutation
// sent, → the writer has its result (committed), → the reader's query update
// received, → the reader's DOM shows it.
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

const stack = benchStack(".e2e-bench", {
  port: 4473,
  convexPort: 3710,
  convexSitePort: 3711,
});
const BASE = stack.base;
/**
 * Replies per writer and case: the per-member limit lets 20 through at once, so
 * 10 for each of two cases; four writers give 40 samples a case.
 */
const PER_CASE = 10;
const WRITERS = [
  { email: "student@demo.vidyaquest.example", password: "learn-with-aarav-9" },
  { email: "mentor@demo.vidyaquest.example", password: "teach-with-meera-7" },
  {
    email: "moderator@demo.vidyaquest.example",
    password: "moderate-with-kabir-5",
  },
  { email: "admin@demo.vidyaquest.example", password: "admin-with-priya-3" },
];

async function main() {
  await stack.run(async (openPage) => {
    const reader = await openPage();
    await reader.goto(`${BASE}/community`);
    // A thread of its own for each writer: a thread's reader shows its first
    // page of replies, which one writer's replies alone cannot push a new
    // reply beyond.
    const threadLinks = reader.locator('a[href^="/community/thread/"]');
    await threadLinks.first().waitFor();
    const threadPaths = [
      ...new Set(
        await threadLinks.evaluateAll((links) =>
          links.map((a) => a.getAttribute("href") ?? ""),
        ),
      ),
    ].slice(0, WRITERS.length);
    if (threadPaths.length < WRITERS.length)
      throw new Error(`Fewer than ${WRITERS.length} threads on /community`);

    const onThread: Stages[] = [];
    const onBoard: Stages[] = [];
    let failures = 0;
    for (const [w, writer] of WRITERS.entries()) {
      const threadPath = threadPaths[w];
      const threadId = threadPath.split("/").at(-1)!;
      const page = await openPage(writer);
      await page.goto(`${BASE}${threadPath}`);
      const box = page.getByRole("textbox", { name: /^Your reply/ });
      await box.waitFor();
      for (const where of ["thread", "board"] as const) {
        if (where === "thread") {
          await reader.goto(`${BASE}${threadPath}`);
          await reader.getByRole("heading", { level: 1 }).waitFor();
        } else {
          await reader.goto(`${BASE}/community`);
          await reader
            .locator(`article[aria-labelledby="thread-${threadId}"]`)
            .waitFor();
        }
        for (let i = 0; i < PER_CASE; i++) {
          const text = `Latency probe ${writer.email.split("@")[0]} ${where} ${i} ${Date.now()}`;
          await box.fill(text);
          await watchForReply(
            reader,
            where === "thread" ? { text } : { threadId },
          );
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
          if (seenAt < 0) {
            failures++;
            console.error(`${where}: not seen within 10 s`);
            continue;
          }
          const sample = stages(
            await readTimingProbes(page),
            await readTimingProbes(reader),
            seenAt,
          );
          (where === "thread" ? onThread : onBoard).push(sample);
          console.error(`${where} ${i}: ${JSON.stringify(sample)}`);
        }
      }
      await page.context().close();
    }
    if (failures) console.log(`${failures} replies were not seen within 10 s`);
    console.log(
      stageReport(
        "reply posted in one browser → visible in another, reader on the thread",
        onThread,
        summarize,
      ),
    );
    console.log(
      stageReport(
        "reply posted in one browser → reply count on the thread's card, reader on /community",
        onBoard,
        summarize,
      ),
    );
  });
}

/**
 * Arms a MutationObserver in the reader's page that resolves `window.__seen`
 * with the time the reply shows: `text` appears (the reader on the thread),
 * or the thread's card on /community shows one reply more than now (the
 * reader on /community).
 */
async function watchForReply(
  page: Page,
  reply: { text: string } | { threadId: string },
) {
  await page.evaluate((reply) => {
    const now = () => performance.timeOrigin + performance.now();
    const count = (id: string) => {
      const card = document.querySelector(
        `article[aria-labelledby="thread-${id}"]`,
      );
      const m = /([\d,]+) repl(?:y|ies)/.exec(card?.textContent ?? "");
      return m ? Number(m[1].replace(/,/g, "")) : -1;
    };
    const before = "threadId" in reply ? count(reply.threadId) : 0;
    const shown = () =>
      "text" in reply
        ? (document.body.textContent?.includes(reply.text) ?? false)
        : count(reply.threadId) > before;
    (window as unknown as { __seen: Promise<number> }).__seen = new Promise(
      (resolve) => {
        const observer = new MutationObserver(() => {
          if (shown()) {
            observer.disconnect();
            resolve(now());
          }
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
        // A change not seen after this long is a failure, not a sample.
        setTimeout(() => {
          observer.disconnect();
          resolve(-1);
        }, 10_000);
      },
    );
  }, reply);
}

await main();
