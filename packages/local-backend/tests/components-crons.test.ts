import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { Store } from "../src/db/store.js";
import { startFixture, tempDir, waitFor } from "./helpers.js";

// A component's crons.js runs like the app's crons: action-retrier ships a
// daily "Cleanup expired runs" (an interval of 24 hours).
const PROJECT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-components",
);
const KEY = "cron:Cleanup expired runs@actionRetrier";
const SCHEDULE = { hours: 24, type: "interval" };

it("runs the crons a component ships, in the component", async () => {
  const dataDir = tempDir();
  try {
    // Its last run was 25 hours ago: it is due as soon as the backend starts.
    const lastRun = Date.now() - 25 * 3600_000;
    const store = new Store(path.join(dataDir, "db.sqlite3"));
    store.setMeta(
      KEY,
      JSON.stringify({ schedule: JSON.stringify(SCHEDULE), lastRun }),
    );
    store.close();
    const b = await startFixture({ projectDir: PROJECT, dataDir, seed: false });
    try {
      const job =
        b.backend.app?.components?.instances.get("actionRetrier")?.crons[
          "Cleanup expired runs"
        ];
      expect(job?.name).toBe("run:cleanupExpiredRuns");
      expect(JSON.stringify(job?.schedule)).toBe(JSON.stringify(SCHEDULE));
      await waitFor(
        () => b.logs.join("\n"),
        (l) => l.includes("Cleaned up 0 expired runs"),
        10_000,
      );
      expect(
        b.logs.find((l) => l.includes("Cleaned up 0 expired runs")),
      ).toMatch(/^\[CONVEX M\(run:cleanupExpiredRuns\)\] \[LOG\]/);
      const saved = JSON.parse(b.backend.store.getMeta(KEY)!) as {
        lastRun: number;
      };
      expect(saved.lastRun).toBeGreaterThan(lastRun);
    } finally {
      await b.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
