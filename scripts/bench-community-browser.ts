// Write-to-other-viewer latency in real browsers (issue: community).
//
//   npm run bench:community:browser
//
// Starts the product on its own ports (a fresh data directory with the demo
// data), opens a thread in two Chromium contexts — a visitor reading, and the
// demo student and mentor writing — and measures, for each reply posted, the
// time from the click on "Post reply" in the writer's browser to the moment
// the reply appears in the reader's page (a MutationObserver in the page
// stamps it). Both browsers share the machine's clock.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { summarize } from "@vidyaquest/local-backend/bench";
import { signIn, waitForUrl } from "./bench-browser";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 4473;
const BASE = `http://localhost:${PORT}`;
/** Replies per writer: the per-member limit is 20 per 10 minutes. */
const PER_WRITER = 20;
const WRITERS = [
  { email: "student@demo.vidyaquest.example", password: "learn-with-aarav-9" },
  { email: "mentor@demo.vidyaquest.example", password: "teach-with-meera-7" },
];

async function main() {
  const stack = spawn(process.execPath, ["scripts/e2e-stack.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      CONVEX_PORT: "3710",
      CONVEX_SITE_PORT: "3711",
      E2E_DIR: ".e2e-bench",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let browser: Browser | null = null;
  try {
    await waitForUrl(BASE, 180_000);
    browser = await chromium.launch({
      executablePath: findSystemChromium() ?? undefined,
      args: chromiumArgs,
    });
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(`${BASE}/community`);
    const firstThread = reader
      .getByRole("link", { name: /.+/ })
      .and(reader.locator('a[href^="/community/thread/"]'))
      .first();
    const threadPath = await firstThread.getAttribute("href");
    if (!threadPath) throw new Error("No thread on /community");
    await reader.goto(`${BASE}${threadPath}`);
    await reader.getByRole("heading", { level: 1 }).waitFor();

    const samples: number[] = [];
    for (const writer of WRITERS) {
      const page = await (await browser.newContext()).newPage();
      await signIn(page, BASE, writer.email, writer.password);
      await page.goto(`${BASE}${threadPath}`);
      const box = page.getByRole("textbox", { name: /^Your reply/ });
      await box.waitFor();
      for (let i = 0; i < PER_WRITER; i++) {
        const text = `Latency probe ${writer.email.split("@")[0]} ${i} ${Date.now()}`;
        await box.fill(text);
        await watchFor(reader, text);
        const clickedAt = Date.now();
        await page.getByRole("button", { name: /^Post reply/ }).click();
        const seenAt = await reader.evaluate(
          () => (window as unknown as { __seen: Promise<number> }).__seen,
        );
        samples.push(seenAt - clickedAt);
        await page.getByText(text).first().waitFor();
      }
      await page.context().close();
    }
    const s = summarize(samples);
    console.log(
      `reply posted in one browser → visible in another: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms over ${s.n} replies`,
    );
  } finally {
    await browser?.close();
    stack.kill("SIGTERM");
  }
}

/** Arms a MutationObserver in the reader's page that resolves `window.__seen` with the time `text` appears. */
async function watchFor(page: Page, text: string) {
  await page.evaluate((needle) => {
    (window as unknown as { __seen: Promise<number> }).__seen = new Promise(
      (resolve) => {
        const observer = new MutationObserver(() => {
          if (document.body.innerText.includes(needle)) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      },
    );
  }, text);
}

await main();
