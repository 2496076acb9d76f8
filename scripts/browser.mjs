import fs from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/**
 * The Chromium the end-to-end tests and measurements drive: CHROMIUM_PATH if
 * set, else a system Chromium/Chrome, else null (Playwright's own download).
 */
export function findSystemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/**
 * Flags for a sandboxed CI machine: no sandbox when root, and no background
 * traffic to Google's hosts, which a closed network refuses many at a time.
 */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
