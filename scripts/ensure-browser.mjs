#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests, or fails saying what to do.
// Playwright's own browser download is unreachable on many school and CI machines,
// so a system Chromium comes first. Never a silent skip.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findSystemChromium } from "./browser.mjs";

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit" }).status === 0;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const p = chromium.executablePath();
    return p && fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

let found = findSystemChromium() ?? (await playwrightChromium());
if (!found) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package.");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"]);
  } else {
    console.log("No Chromium found: trying Playwright's browser installer.");
    run("npx", ["playwright", "install", "chromium"]);
  }
  found = findSystemChromium() ?? (await playwrightChromium());
}
if (!found) {
  console.error(
    "\nNo Chromium is available for the end-to-end tests.\n" +
      "Install one, then run npm test again:\n" +
      "  Debian/Ubuntu:  sudo apt-get install -y chromium\n" +
      "  elsewhere:      npx playwright install chromium\n" +
      "or point CHROMIUM_PATH at an existing Chrome/Chromium binary.\n",
  );
  process.exit(1);
}
console.log(`End-to-end tests use ${found}`);
