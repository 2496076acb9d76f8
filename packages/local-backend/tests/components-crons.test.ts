import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { startFixture, tempDir, waitFor } from "./helpers.js";

// A component's crons.js runs like the app's crons: action-retrier ships a
// daily "Cleanup expired runs" (an interval of 24 hours).
const PROJECT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-components",
);
const KEY = "cron:Cleanup expired runs@actionRetrier";

it("runs the crons a component ships, in the component", async () => {
  const dataDir = tempDir();
  try {
    const first = await startFixture({
      projectDir: PROJECT,
      dataDir,
      seed: false,
    });
    const job =
      first.backend.app?.components?.instances.get("actionRetrier")?.crons[
        "Cleanup expired runs"
      ];
    expect(job?.name).toBe("run:cleanupExpiredRuns");
    // Its last run was 25 hours ago: it is due as soon as the backend starts.
    const lastRun = Date.now() - 25 * 3600_000;
    await first.backend.writeMeta(
      KEY,
      JSON.stringify({ schedule: JSON.stringify(job!.schedule), lastRun }),
    );
    await first.close();
    const second = await startFixture({
      projectDir: PROJECT,
      dataDir,
      seed: false,
    });
    try {
      await waitFor(
        () => second.logs.join("\n"),
        (l) => l.includes("Cleaned up 0 expired runs"),
        10_000,
      );
      expect(
        second.logs.find((l) => l.includes("Cleaned up 0 expired runs")),
      ).toMatch(/^\[CONVEX M\(run:cleanupExpiredRuns\)\] \[LOG\]/);
      const saved = JSON.parse(second.backend.store.getMeta(KEY)!) as {
        lastRun: number;
      };
      expect(saved.lastRun).toBeGreaterThan(lastRun);
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
