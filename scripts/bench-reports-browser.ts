// Report filed → visible on a moderator's open queue, in real browsers
// (Report Management).
//
//   npm run bench:reports:browser [-- --reports 20]
//   (E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT override its ports)
//
// Starts the product on its own ports (a fresh data directory with the demo
// data) and opens Chromium contexts: the demo moderator and the demo admin on
// /admin/reports, and the demo student and mentor as reporters. Each report is
// of a new thread (made for the run): a reporter opens it, picks "Spam or
// advertising" in its Report dialog and clicks Send report; the time is from
// that click to the moment the thread's item appears in each staff member's
// queue. Every time is stamped inside the pages (`performance.timeOrigin +
// performance.now()`, one clock for all of them): the click by a capture
// listener in the reporter's page, the WebSocket frames in every page, and the
// new item in each staff page's DOM by a MutationObserver. It reports the
// same stages as bench:community:browser, per staff member.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { summarize } from "@vidyaquest/local-backend/bench";
import {
  benchStack,
  clearTimingProbes,
  readTimingProbes,
  stageReport,
  stages,
  type Stages,
} from "./bench-browser";
import { arg } from "./bench-views";

const stack = benchStack(".e2e-bench-reports", {
  port: 4475,
  convexPort: 3714,
  convexSitePort: 3715,
});
const BASE = stack.base;
/** The per-member limit lets 10 reports through at once (convex/lib/rateLimit.ts). */
const PER_REPORTER = 10;
const REPORTERS = [
  { email: "student@demo.vidyaquest.example", password: "learn-with-aarav-9" },
  { email: "mentor@demo.vidyaquest.example", password: "teach-with-meera-7" },
];
const REPORTS = Math.min(
  arg("reports", REPORTERS.length * PER_REPORTER),
  REPORTERS.length * PER_REPORTER,
);
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
  await stack.run(async (openPage) => {
    const adminKey = fs
      .readFileSync(path.join(stack.dataDir, "admin-key"), "utf8")
      .trim();
    const admin = new ConvexHttpClient(stack.cloud, {
      logger: false,
    }) as Client;
    admin.setAdminAuth(adminKey);
    const internalFn = (name: string) => name as never;

    // An author and one new thread per report.
    const [authorId] = (await admin.mutation(internalFn("scaleSeed:people"), {
      from: 900_000,
      count: 1,
    } as never)) as string[];
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

    const staffPages: Page[] = [];
    for (const s of STAFF) {
      const page = await openPage(s);
      await page.goto(`${BASE}/admin/reports`);
      await page.getByRole("list", { name: "Pending reports" }).waitFor();
      staffPages.push(page);
    }
    const reporterPages: Page[] = [];
    for (const r of REPORTERS) reporterPages.push(await openPage(r));

    const samples: Stages[][] = STAFF.map(() => []);
    let failures = 0;
    for (let i = 0; i < REPORTS; i++) {
      const reporter = reporterPages[Math.floor(i / PER_REPORTER)];
      await reporter.goto(`${BASE}/community/thread/${threadIds[i]}`);
      await reporter
        .getByRole("button", { name: "Report this thread" })
        .click();
      const dialog = reporter.getByRole("dialog", {
        name: "Report this thread",
      });
      await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
      // "Scale thread <n>: …" is the title scaleSeed gives thread n.
      const title = `Scale thread ${FIRST + i}:`;
      await Promise.all(staffPages.map((p) => watchFor(p, title)));
      await Promise.all(
        [reporter, ...staffPages].map((p) => clearTimingProbes(p)),
      );
      await dialog.getByRole("button", { name: "Send report" }).click();
      const seen = await Promise.all(
        staffPages.map((p) =>
          p.evaluate(
            () => (window as unknown as { __seen: Promise<number> }).__seen,
          ),
        ),
      );
      await dialog.waitFor({ state: "hidden" });
      const written = await readTimingProbes(reporter);
      for (const [b, seenAt] of seen.entries()) {
        if (seenAt < 0) {
          failures++;
          console.error(`${STAFF[b].label}: ${title} not seen in time`);
          continue;
        }
        const sample = stages(
          written,
          await readTimingProbes(staffPages[b]),
          seenAt,
        );
        samples[b].push(sample);
        console.error(`${STAFF[b].label} ${i}: ${JSON.stringify(sample)}`);
      }
    }
    if (failures) console.log(`${failures} items were not seen in time`);
    for (const [b, s] of STAFF.entries())
      console.log(
        stageReport(
          `report sent in a reporter's browser → visible on the ${s.label}'s open queue`,
          samples[b],
          summarize,
        ),
      );
    console.log(
      stageReport("both staff browsers together", samples.flat(), summarize),
    );
  });
}

/**
 * Arms a MutationObserver in a staff page that resolves `window.__seen` with
 * the time a queue item whose heading starts with `title` appears (on the
 * pages' shared clock), or -1 when it does not appear in time.
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
      window.__seen = new Promise((resolve) => {
        if (present()) return resolve(-1);
        const observer = new MutationObserver(() => {
          if (!present()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.timeOrigin + performance.now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(-1);
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
