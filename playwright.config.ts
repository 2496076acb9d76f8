import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findSystemChromium } from "./scripts/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = findSystemChromium() ?? undefined;

/**
 * Flows the desktop project runs alone: staff, mentor, parent and
 * several-browser live flows, and the paid and paper flows, whose screens the
 * phone-width sweeps already scan at 360 px (every route in both themes, open
 * menus and dialogs, keyboard paths: the a11y-* and routes specs). A student's
 * everyday flows (lessons, tests, the dashboard, sign-up and log-in,
 * settings) run at both widths. Running every flow twice took the suite past
 * CI's time limit on a loaded 2-core machine.
 */
const DESKTOP_ONLY_FLOWS = [
  "admin-content",
  "board-papers",
  "community-clubs-events",
  "community-forums",
  "community-similar",
  "donations",
  "families-consent",
  "fresh-practice",
  "lesson-text",
  "lesson-upload",
  "live",
  "mentor-application",
  "moderation",
  "no-tracking",
  "parent-acts",
  "plan-purchase",
  "plans",
  "test-rank",
  "workspace",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI, where a loaded 2-core machine can stall a step past its
  // timeout; a retried pass is still listed as "flaky" in the output. Locally: none.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 45_000,
  // Password hashing and first-page builds are slow on 2-core CI machines.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: actions, DOM snapshots and network. Not
    // its screencast, which cost 14 % of the suite's CPU on a 2-core machine
    // (routes.spec: 230 core-seconds with it, 200 without; 117 s against 103 s).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      testIgnore: DESKTOP_ONLY_FLOWS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-stack.mjs",
    env: { PORT: String(port) },
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
  },
});
