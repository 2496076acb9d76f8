#!/usr/bin/env node
/* global window */
// How long the signed-in /dashboard holds a phone's main thread, measured
// from a Chromium trace under 4× CPU throttling (as Lighthouse's mobile
// profile assumes): every task over 50 ms from the navigation until the page
// has settled, the sum of their time beyond 50 ms (the blocking time, less
// sensitive to the machine's load than Lighthouse's simulated TBT), and the
// page's layout shifts with the elements that moved. With --lighthouse, each
// round also runs Lighthouse mobile on the same build, so two builds can be
// compared in alternating runs under the same load.
// Usage: node scripts/trace-dashboard.mjs [--runs 5] [--dist dist,other-dist]
//        [--route /dashboard] [--lighthouse] [--tasks]
//        [--visitor] [--settled "Mentorship"]
//   --dist   built front ends to compare (each built against this script's
//            backend: `VITE_CONVEX_URL=http://127.0.0.1:<MEASURE_PORT+1230>`);
//            `dist` is built here when stale, as measure-frontend.mjs does
//   --tasks  prints each long task of every run with what it ran
//   --visitor  loads the page signed out (the others sign the demo student in)
//   --settled  the heading whose showing means the page has loaded
//            (the dashboard's "Subject mastery" by default)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(arg("--runs") ?? 5);
const route = arg("--route") ?? "/dashboard";
const dists = (arg("--dist") ?? "dist").split(",");
const withLighthouse = process.argv.includes("--lighthouse");
const printTasks = process.argv.includes("--tasks");
const visitor = process.argv.includes("--visitor");
const settledHeading = arg("--settled") ?? "Subject mastery";
const port = Number(process.env.MEASURE_PORT ?? 4180);
const origin = `http://localhost:${port}`;

const backend = await startMeasuredBackend(root, {
  port,
  tmpPrefix: "vq-trace-",
});
if (dists.includes("dist"))
  buildFrontendIfStale(root, { env: { VITE_CONVEX_URL: backend.cloudUrl } });

/** Serves one build on the measured origin for the duration of `run`. */
async function serving(dist, run) {
  const server = await serveFrontend({
    dir: path.resolve(root, dist),
    port,
    host: "127.0.0.1",
  });
  try {
    return await run();
  } finally {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections?.();
  }
}

const { chrome, pw } = await launchMeasuredChrome();
const context = pw.contexts()[0];

// What a long task ran, from the trace events nested in it.
function describe(events, task) {
  const end = task.ts + task.dur;
  const inside = events.filter(
    (e) =>
      e.tid === task.tid &&
      e.pid === task.pid &&
      e.ph === "X" &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= end &&
      e !== task,
  );
  const parts = [];
  for (const e of inside) {
    if (e.name === "EvaluateScript" || e.name === "v8.compileModule") {
      const url = e.args?.data?.url ?? e.args?.fileName ?? "";
      parts.push(`${e.name} ${url.split("/").pop()} ${(e.dur / 1000) | 0}`);
    } else if (e.name === "v8.evaluateModule" || e.name === "FunctionCall") {
      const d = e.args?.data ?? {};
      const where = (d.url ?? "").split("/").pop();
      if (e.dur > 5000)
        parts.push(
          `${e.name} ${where}${d.functionName ? `:${d.functionName}` : ""} ${(e.dur / 1000) | 0}`,
        );
    } else if (
      ["Layout", "UpdateLayoutTree", "ParseHTML", "TimerFire"].includes(
        e.name,
      ) &&
      e.dur > 5000
    ) {
      parts.push(`${e.name} ${(e.dur / 1000) | 0}`);
    }
  }
  return parts.slice(0, 8).join("; ");
}

/** One traced load of the page: its long tasks and its layout shifts. */
async function traceRun() {
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: e.sources.map((s) => {
            const n = s.node;
            if (!n || !n.nodeType) return "?";
            const el = n.nodeType === 1 ? n : n.parentElement;
            const label =
              el?.getAttribute?.("aria-label") ??
              el?.getAttribute?.("aria-labelledby") ??
              (el?.textContent ?? "").trim().slice(0, 40);
            return `${el?.tagName?.toLowerCase()} "${label}" y ${s.previousRect.y}→${s.currentRect.y}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await pw.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "toplevel",
      "v8.execute",
      "v8",
    ],
  });
  await page.goto(origin + route);
  // Settled: the last card below the first screen has rendered, the network
  // is idle, and a second has passed for any task that follows.
  await page
    .getByRole("heading", { name: settledHeading })
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => window.__shifts);
  const trace = JSON.parse((await pw.stopTracing()).toString());
  await page.close();
  fs.mkdirSync(path.join(root, ".measure"), { recursive: true });
  fs.writeFileSync(
    path.join(root, ".measure", "dashboard-trace.json"),
    JSON.stringify(trace),
  );
  const events = trace.traceEvents;
  // The page's main thread: the renderer thread that parsed its document
  // (a new tab: nothing else ran there). Times count from that parse.
  const nav = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      (e.args?.beginData?.url ?? "").startsWith(origin + route),
  );
  if (!nav) throw new Error("The page's document is not in the trace");
  const main = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ph === "X" &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"),
  );
  // A task's own trace event may nest another for the same task: count the
  // outermost only.
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const e of main) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  const long = tasks.filter((e) => e.dur > 50_000);
  return {
    blocking: long.reduce((s, e) => s + (e.dur - 50_000), 0) / 1000,
    tasks: long.map((e) => ({
      at: Math.round((e.ts - nav.ts) / 1000),
      ms: Math.round(e.dur / 1000),
      what: printTasks ? describe(events, e) : "",
    })),
    cls: shifts.reduce((s, x) => s + x.value, 0),
    shifts,
  };
}

async function lighthouseRun() {
  const result = await runLighthouse(context, chrome, origin + route, !visitor);
  const a = result.lhr.audits;
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    lcp: a["largest-contentful-paint"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
  };
}

const results = Object.fromEntries(dists.map((d) => [d, []]));
try {
  // The profile keeps the demo student's session for every build's runs.
  if (!visitor)
    await serving(dists[0], () => signInDemoStudent(context, origin));
  for (let i = 0; i < runs; i++) {
    // Alternate the builds, so each meets the same load.
    for (const dist of i % 2 ? [...dists].reverse() : dists) {
      const r = await serving(dist, async () => ({
        ...(await traceRun()),
        lh: withLighthouse ? await lighthouseRun() : undefined,
      }));
      results[dist].push(r);
      console.log(
        `${dist} run ${i + 1}: blocking ${Math.round(r.blocking)} ms in ${r.tasks.length} long tasks (${r.tasks.map((t) => `${t.ms}@${t.at}`).join(", ")}), CLS ${r.cls.toFixed(3)}` +
          (r.lh
            ? `; Lighthouse ${r.lh.score}, TBT ${Math.round(r.lh.tbt)} ms, LCP ${(r.lh.lcp / 1000).toFixed(2)} s, CLS ${r.lh.cls.toFixed(3)}`
            : ""),
      );
      if (printTasks)
        for (const t of r.tasks)
          console.log(`    ${t.ms} ms @${t.at}: ${t.what}`);
      for (const s of r.shifts)
        if (s.value > 0.001)
          console.log(
            `    shift ${s.value.toFixed(3)} @${s.at}: ${s.sources.join(" | ")}`,
          );
    }
  }
} finally {
  await pw.close().catch(() => {});
  chrome.kill();
  await backend.close();
}
console.log(
  `\nMedians of ${runs} (load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}):`,
);
for (const [dist, rs] of Object.entries(results)) {
  const lh = rs.every((r) => r.lh)
    ? `; Lighthouse ${median(rs.map((r) => r.lh.score))}, TBT ${Math.round(median(rs.map((r) => r.lh.tbt)))} ms (${rs.map((r) => Math.round(r.lh.tbt)).join(", ")}), LCP ${(median(rs.map((r) => r.lh.lcp)) / 1000).toFixed(2)} s, CLS ${median(rs.map((r) => r.lh.cls)).toFixed(3)}`
    : "";
  console.log(
    `  ${dist}: blocking ${Math.round(median(rs.map((r) => r.blocking)))} ms (${rs.map((r) => Math.round(r.blocking)).join(", ")}), CLS ${median(rs.map((r) => r.cls)).toFixed(3)}${lh}`,
  );
}
