// What the front-end measurements (measure-frontend.mjs, trace-dashboard.mjs)
// share: the real stack they load pages from, a Chrome that Lighthouse drives
// and Playwright can sign in through, signing the demo student in, a
// Lighthouse run on an empty cache, and their command line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findSystemChromium } from "./browser.mjs";
import { demoAccounts, startLocalBackend } from "./stack.mjs";

/** The value after `name` on the command line, or undefined. */
export function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The local backend with its demo data on a throwaway data directory
 * (`tmpPrefix` names it), on `port` + 1230 and + 1231, for a front end served
 * on `port` (the origin it grants CORS and builds its links for). `close()`
 * stops it and deletes its data.
 */
export async function startMeasuredBackend(root, { port, tmpPrefix }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const backend = await startLocalBackend(root, {
    frontendPort: port,
    backendPort: port + 1230,
    sitePort: port + 1231,
    dataDir,
  });
  return {
    cloudUrl: backend.cloudUrl,
    async close() {
      await backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A headless Chrome (chrome-launcher's, so Lighthouse can drive it on
 * `chrome.port`) with Playwright connected over CDP to the same browser: a
 * session signed in through Playwright is the one Lighthouse's runs load.
 */
export async function launchMeasuredChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: findSystemChromium() ?? undefined,
    chromeFlags: [
      "--headless=new",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
    ],
  });
  const pw = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return { chrome, pw };
}

/** Signs the seed's demo student in at `origin`; `context` keeps the session. */
export async function signInDemoStudent(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  // The seed's demo student, as `npm start` lists it.
  const student = (await demoAccounts()).find((a) =>
    a.label.startsWith("Student"),
  );
  await page.getByLabel(/^Email/).fill(student.email);
  await page.getByLabel(/^Password/).fill(student.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.close();
}

/**
 * Lighthouse mobile (its default form factor and throttling), performance
 * only, on `url` in `chrome`. The browser's cache is emptied first, as for a
 * first visit; `signedIn` keeps the profile's storage (the session), which
 * Lighthouse would otherwise clear. Returns Lighthouse's result.
 */
export async function runLighthouse(context, chrome, url, signedIn) {
  const cdp = await context.newCDPSession(await context.newPage());
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  return lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: signedIn,
  });
}
