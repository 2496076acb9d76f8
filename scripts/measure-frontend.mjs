#!/usr/bin/env node
// What the first screens cost a student on a phone: Lighthouse mobile (its
// default form factor and throttling) on `/`, `/courses`, `/community`,
// `/mentorship` and `/dashboard` (signed in), median of several runs, and the
// JavaScript each of them loads, gzipped, against the budgets below.
// Usage: npm run measure:frontend [-- --runs 5] [--check] [--list] [--pages /,/courses]
//   --list   prints each JavaScript file a page loads with its gzipped size
//   --check  exits 1 when a median misses its target or a page its JS budget
//            (CI runs it this way, inside `npm test`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { buildFrontendIfStale } from "./build-frontend.mjs";
import {
  arg,
  launchMeasuredChrome,
  median,
  runLighthouse,
  signInDemoStudent,
  startMeasuredBackend,
} from "./measured-chrome.mjs";
import { serveFrontend } from "./serve-frontend.mjs";

/**
 * The product's targets per page: Lighthouse mobile (its default 4× CPU
 * slowdown), medians of the performance score, LCP and TBT in ms. Every run
 * prints each target a page misses; CI fails on the budgets below.
 */
export const TARGETS = {
  "/": { score: 98, lcp: 1500, tbt: 100 },
  "/courses": { score: 95, lcp: 2000, tbt: 100 },
  "/community": { score: 95, lcp: 2000, tbt: 100 },
  "/mentorship": { score: 95, lcp: 2000, tbt: 100 },
  "/dashboard": { score: 95, lcp: 2000, tbt: 100 },
};

/**
 * What `--check` (CI) enforces, per page: the JavaScript it loads, in KB
 * gzipped, and a floor under Lighthouse's score and a ceiling over its LCP
 * and TBT.
 *
 * The JavaScript budgets do not depend on the machine: Home's is its target
 * (140 KB); every other page is held at its size when its budget was set plus
 * a few KB, so it cannot drift. They are the first guard.
 *
 * Lighthouse's TBT and score do depend on it: its slowdown is relative to
 * the host, and the same build (c6b5243) that met every target on CI's
 * machines measured `/` at TBT 230 ms and the dashboard at 1,267 ms on them
 * a few days later (Lighthouse's CPU index of the host: 1,070–1,960 within one
 * run). So these budgets are held where CI measured the pages then, with
 * about 60 % room for the host's swing between runs, and more for /courses,
 * whose median of 5 went from 360 to 558 ms in three runs of one build: a
 * change that adds main-thread work on the scale of a library in the first
 * load fails, a slower machine does not. LCP is within its target on every
 * page and is held there.
 *
 * `/` was held at 400 ms while its scripts could run before the first paint
 * reached the screen, which left their time out of TBT and put it into LCP
 * (2.4 s in a third of runs, and in CI's median). Its scripts now wait for
 * the paint, and its guard is score 90, TBT 500 ms.
 *
 * CI then measured /mentorship at 1,241 ms (median of 5) where this machine
 * measured 750–788: 1.6 times as much, past its 1,100 ms guard. Since, the
 * first load costs less on every page (hydration in slices to the end, the
 * entry evaluated in steps): here, / 172 ms and /courses 137 (medians of
 * 3), /community 655, /mentorship 351 and /dashboard 938 (medians of 5).
 * Every TBT guard is now at least twice its page's figure here, room for
 * CI's swing, and the guards of /courses and /dashboard come down to keep
 * most of the gain.
 */
export const BUDGETS = {
  "/": { score: 90, lcp: 1500, tbt: 500, jsKb: 140 },
  "/courses": { score: 85, lcp: 2000, tbt: 500, jsKb: 175 },
  "/community": { score: 70, lcp: 2000, tbt: 1400, jsKb: 185 },
  "/mentorship": { score: 75, lcp: 2000, tbt: 1100, jsKb: 188 },
  "/dashboard": { score: 65, lcp: 2000, tbt: 2000, jsKb: 256, signedIn: true },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Lighthouse's TBT follows how busy the machine is: the check takes the
// median of 5 runs per page, a figure one noisy run cannot move.
const runs = Number(arg("--runs") ?? 5);
const check = process.argv.includes("--check");
const pages = (arg("--pages") ?? Object.keys(BUDGETS).join(",")).split(",");
const port = Number(process.env.MEASURE_PORT ?? 4180);
const origin = `http://localhost:${port}`;

// The real stack: the local backend with its demo data on a throwaway data
// directory, and the built front end served as `npm start` serves it.
const backend = await startMeasuredBackend(root, {
  port,
  tmpPrefix: "vq-measure-",
});
buildFrontendIfStale(root, { env: { VITE_CONVEX_URL: backend.cloudUrl } });
const server = await serveFrontend({
  dir: path.join(root, "dist"),
  port,
  host: "127.0.0.1",
});

/** The JavaScript a page loads (until the network is idle), gzipped. */
async function javascriptOf(pw, route) {
  const page = await pw.contexts()[0].newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts = new Set();
  page.on("response", (res) => {
    const u = new URL(res.url());
    if (u.origin === origin && u.pathname.endsWith(".js"))
      scripts.add(u.pathname);
  });
  await page.goto(origin + route, { waitUntil: "networkidle" });
  await page.close();
  let gzip = 0;
  for (const p of scripts) {
    const file = fs.readFileSync(path.join(root, "dist", p));
    const size = zlib.gzipSync(file, { level: 9 }).length;
    if (process.argv.includes("--list"))
      console.log(`  ${route} ${(size / 1024).toFixed(1).padStart(6)} KB ${p}`);
    gzip += size;
  }
  return { files: scripts.size, kb: gzip / 1024 };
}

async function lighthouseRun(pw, chrome, route, signedIn, run) {
  // Every run starts with an empty cache, as a first visit would; a signed-in
  // run keeps the profile's storage (the session) and nothing else.
  const result = await runLighthouse(
    pw.contexts()[0],
    chrome,
    origin + route,
    signedIn,
  );
  fs.writeFileSync(
    path.join(
      root,
      ".measure",
      `lighthouse${route.replace(/\//g, "-")}-${run}.json`,
    ),
    JSON.stringify(result.lhr),
  );
  const a = result.lhr.audits;
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    fcp: a["first-contentful-paint"].numericValue,
    lcp: a["largest-contentful-paint"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    cpuIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Each limit of `limits` that a page's medians or JavaScript miss. */
function missesOf(route, m, js, limits) {
  const misses = [];
  if (m.score < limits.score)
    misses.push(`${route}: score ${m.score} < ${limits.score}`);
  if (m.lcp > limits.lcp)
    misses.push(`${route}: LCP ${Math.round(m.lcp)} ms > ${limits.lcp}`);
  if (m.tbt > limits.tbt)
    misses.push(`${route}: TBT ${Math.round(m.tbt)} ms > ${limits.tbt}`);
  if (limits.jsKb !== undefined && js.kb > limits.jsKb)
    misses.push(
      `${route}: JavaScript ${js.kb.toFixed(1)} KB > ${limits.jsKb} KB`,
    );
  return misses;
}

const rows = [];
const failures = [];
const targetMisses = [];
fs.mkdirSync(path.join(root, ".measure"), { recursive: true });
try {
  for (const route of pages) {
    const budget = BUDGETS[route];
    if (!budget) throw new Error(`No budget for ${route}`);
    const { chrome, pw } = await launchMeasuredChrome();
    try {
      // Signed in, the profile holds the demo student's session.
      if (budget.signedIn) await signInDemoStudent(pw.contexts()[0], origin);
      const js = await javascriptOf(pw, route);
      const samples = [];
      for (let i = 0; i < runs; i++) {
        samples.push(
          await lighthouseRun(pw, chrome, route, !!budget.signedIn, i),
        );
      }
      const m = {
        score: median(samples.map((s) => s.score)),
        fcp: median(samples.map((s) => s.fcp)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
        cls: median(samples.map((s) => s.cls)),
        cpuIndex: median(samples.map((s) => s.cpuIndex)),
      };
      rows.push({ route, ...m, scores: samples.map((s) => s.score), js });
      console.log(
        `${route.padEnd(12)} score ${m.score} (runs ${samples.map((s) => s.score).join(", ")}), FCP ${(m.fcp / 1000).toFixed(2)} s, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}; host CPU index ${Math.round(m.cpuIndex)}; JS ${js.kb.toFixed(1)} KB gz in ${js.files} files`,
      );
      failures.push(...missesOf(route, m, js, budget));
      targetMisses.push(...missesOf(route, m, js, TARGETS[route]));
    } finally {
      await pw.close().catch(() => {});
      chrome.kill();
    }
  }
} finally {
  server.close();
  await backend.close();
}
fs.mkdirSync(path.join(root, ".measure"), { recursive: true });
fs.writeFileSync(
  path.join(root, ".measure", "frontend.json"),
  JSON.stringify({ runs, rows, failures, targetMisses }, null, 2),
);
if (targetMisses.length)
  console.log(
    `\nTargets not met yet (median of ${runs}):\n  ${targetMisses.join("\n  ")}`,
  );
if (failures.length) {
  console.log(
    `\nBudgets missed (median of ${runs}):\n  ${failures.join("\n  ")}`,
  );
  if (check) process.exit(1);
} else {
  console.log(`\nEvery page within its budget (median of ${runs} runs).`);
}
