#!/usr/bin/env node
// Measures what the Home page costs a visitor: the gzipped JavaScript it loads
// (target ≤ 170 KB) and Lighthouse's mobile performance score (target ≥ 95).
// Usage: npm run measure:frontend [-- --runs 3]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";
import { buildFrontendIfStale } from "./build-frontend.mjs";
import { serveFrontend } from "./serve-frontend.mjs";
import { startLocalBackend } from "./stack.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const port = 4180;
const url = `http://localhost:${port}/`;

function run(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, options);
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
}

// The real stack: the local backend on a throwaway data directory, and the built front end.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vq-measure-"));
const backend = await startLocalBackend(root, {
  frontendPort: port,
  backendPort: 3410,
  sitePort: 3411,
  dataDir,
});
buildFrontendIfStale(root, { env: { VITE_CONVEX_URL: backend.cloudUrl } });
const server = await serveFrontend({
  dir: path.join(root, "dist"),
  port,
  host: "127.0.0.1",
});
const chromePath = findSystemChromium();

try {
  // 1. The JavaScript the Home page loads, as gzip would send it.
  const browser = await chromium.launch({
    executablePath: chromePath ?? undefined,
    args: chromiumArgs,
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts = new Set();
  page.on("response", (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith(".js")) scripts.add(u.pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await browser.close();
  let rawBytes = 0;
  let gzipBytes = 0;
  const rows = [];
  for (const p of [...scripts].sort()) {
    const file = fs.readFileSync(path.join(root, "dist", p));
    const gz = zlib.gzipSync(file, { level: 9 }).length;
    rawBytes += file.length;
    gzipBytes += gz;
    rows.push(`    ${(gz / 1024).toFixed(1).padStart(7)} KB  ${p}`);
  }
  console.log(
    `Home page JavaScript: ${scripts.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${(rawBytes / 1024).toFixed(1)} KB raw); target ≤ 170 KB`,
  );
  console.log(rows.join("\n"));

  // 2. Lighthouse, mobile (its default form factor and throttling).
  const scores = [];
  fs.mkdirSync(path.join(root, ".measure"), { recursive: true });
  for (let i = 0; i < runs; i++) {
    const out = path.join(root, ".measure", `lighthouse-${i}.json`);
    // Asynchronous: the static server answering Lighthouse lives in this process.
    const status = await run(
      process.execPath,
      [
        path.join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--only-categories=performance",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        // Lighthouse drives its own Chrome; extra flags beyond these break its page target here.
        `--chrome-flags=--headless=new --disable-gpu${process.getuid?.() === 0 ? " --no-sandbox" : ""}`,
      ],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          ...(chromePath ? { CHROME_PATH: chromePath } : {}),
        },
      },
    );
    if (status !== 0) throw new Error("Lighthouse failed");
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    const score = Math.round(report.categories.performance.score * 100);
    const a = report.audits;
    console.log(
      `Lighthouse run ${i + 1}: performance ${score} (FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue})`,
    );
    scores.push(score);
  }
  scores.sort((x, y) => x - y);
  console.log(
    `Lighthouse mobile performance for /: median ${scores[Math.floor(scores.length / 2)]} of ${runs} runs; target ≥ 95`,
  );
} finally {
  server.close();
  await backend.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
