// Report filed → visible on a moderator's open queue, in real browsers
// (issue 17: Report Management).
//
//   npm run bench:reports:browser [-- --reports 40]
//
// Starts the product on its own ports (a fresh data directory with the demo
// data) and opens two Chromium contexts on /admin/reports: the demo moderator
// and the demo admin. Reporters (students made for the run, each within the
// reporting limit of 10 an hour) report new threads one at a time through the
// public `community/reports:create`, signed in the way a browser is; for
// each report it measures the time from sending it to the moment the thread's
// item appears in each staff member's queue (a MutationObserver in each page
// stamps it). Every browser shares the machine's clock.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { summarize } from "@vidyaquest/local-backend/bench";
import { signIn, waitForUrl } from "./bench-browser";
import { arg } from "./bench-views";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 4475;
const CONVEX_PORT = 3714;
const E2E_DIR = ".e2e-bench-reports";
const BASE = `http://localhost:${PORT}`;
const CLOUD = `http://127.0.0.1:${CONVEX_PORT}`;
const REPORTS = arg("reports", 40);
/** The per-member limit is 10 reports an hour (convex/lib/rateLimit.ts). */
const PER_REPORTER = 10;
const STAFF = [
  {
    label: "moderator",
    email: "moderator@demo.vidyaquest.example",
    password: "moderate-with-kabir-5",
  },
  {
    label: "admin",
    email: "admin@demo.vidyaquest.example",
    password: "admin-with-priya-3",
  },
];
/** An item that has not shown after this long counts as a failure, not a sample. */
const GIVE_UP_MS = 15_000;
/** This run's thread numbers, so an earlier run's items never match. */
const FIRST = 1_000_000 + (Date.now() % 1_000_000_000);

type Client = ConvexHttpClient & {
  setAdminAuth(key: string, identity?: object): void;
};

async function main() {
  const stack = spawn(process.execPath, ["scripts/e2e-stack.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      CONVEX_PORT: String(CONVEX_PORT),
      CONVEX_SITE_PORT: String(CONVEX_PORT + 1),
      E2E_DIR,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let browser: Browser | null = null;
  try {
    await waitForUrl(BASE, 180_000);
    const adminKey = fs
      .readFileSync(path.join(root, E2E_DIR, "data/admin-key"), "utf8")
      .trim();
    const admin = new ConvexHttpClient(CLOUD, { logger: false }) as Client;
    admin.setAdminAuth(adminKey);
    const internalFn = (name: string) => name as never;

    // Reporters, an author, and one new thread per report.
    const reporterCount = Math.ceil(REPORTS / PER_REPORTER);
    const people = (await admin.mutation(internalFn("scaleSeed:people"), {
      from: 900_000,
      count: reporterCount + 1,
    } as never)) as string[];
    const [authorId, ...reporterIds] = people;
    const [categoryId] = (await admin.mutation(
      internalFn("scaleSeed:categories"),
      { names: [`Latency ${Date.now()}`] } as never,
    )) as string[];
    const threadIds = (await admin.mutation(internalFn("scaleSeed:threads"), {
      from: FIRST,
      count: REPORTS,
      repliesPerThread: 0,
      categoryIds: [categoryId],
      authorIds: [authorId],
      now: Date.now(),
    } as never)) as string[];
    const reporters: Client[] = [];
    for (const userId of reporterIds) {
      const sessionId = (await admin.mutation(internalFn("scaleSeed:session"), {
        userId,
      } as never)) as string;
      const client = new ConvexHttpClient(CLOUD, { logger: false }) as Client;
      client.setAdminAuth(adminKey, {
        subject: `${userId}|${sessionId}`,
        issuer: CLOUD,
        tokenIdentifier: `${CLOUD}|${userId}|${sessionId}`,
      });
      reporters.push(client);
    }

    browser = await chromium.launch({
      executablePath: findSystemChromium() ?? undefined,
      args: chromiumArgs,
    });
    const pages: Page[] = [];
    for (const s of STAFF) {
      const page = await (await browser.newContext()).newPage();
      await signIn(page, BASE, s.email, s.password);
      await page.goto(`${BASE}/admin/reports`);
      await page.getByRole("list", { name: "Pending reports" }).waitFor();
      pages.push(page);
    }

    const samples: number[][] = STAFF.map(() => []);
    for (let i = 0; i < REPORTS; i++) {
      // "Scale thread <n>: …" is the title scaleSeed gives thread n.
      const title = `Scale thread ${FIRST + i}:`;
      await Promise.all(pages.map((p) => watchFor(p, title)));
      const sentAt = Date.now();
      await reporters[Math.floor(i / PER_REPORTER)].mutation(
        "community/reports:create" as never,
        {
          targetType: "thread",
          targetId: threadIds[i],
          reason: "spam",
        } as never,
      );
      const seen = await Promise.all(
        pages.map((p) =>
          p.evaluate(
            () => (window as unknown as { __seen: Promise<number> }).__seen,
          ),
        ),
      );
      seen.forEach((at, b) => samples[b].push(at - sentAt));
    }
    for (const [b, s] of STAFF.entries()) {
      const r = summarize(samples[b]);
      console.log(
        `report filed → visible on the ${s.label}'s open queue: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms over ${r.n} reports`,
      );
    }
    const all = summarize(samples.flat());
    console.log(
      `both browsers together: p50 ${all.p50} ms, p95 ${all.p95} ms over ${all.n} samples`,
    );
  } finally {
    await browser?.close();
    stack.kill("SIGTERM");
  }
}

/**
 * Arms a MutationObserver in a staff page that resolves `window.__seen` with
 * the time a queue item whose heading starts with `title` appears.
 */
async function watchFor(page: Page, title: string) {
  // A script string: tsx would wrap a named inner function in a `__name`
  // helper the page lacks.
  await page.evaluate(`
    (() => {
      const wanted = ${JSON.stringify(title)};
      const present = () =>
        Array.from(document.querySelectorAll("li h2")).some((h) =>
          (h.textContent || "").startsWith(wanted),
        );
      window.__seen = new Promise((resolve, reject) => {
        if (present()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!present()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error("no item " + wanted + " appeared"));
        }, ${GIVE_UP_MS});
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    })()
  `);
}

await main();
