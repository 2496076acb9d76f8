// A password reset request must take as long for an e-mail without an
// account as for one with, or its timing tells which e-mails have accounts.
// Over HTTP on a local backend with the project's `convex/`; the figures are
// medians of 40 interleaved samples each (npm run bench:reset-timing prints
// them), compared with a tolerance that a busy 2-core machine stays within:
// 2 ms, or a quarter of the slower median when that is more.
import { describe, expect, it } from "vitest";
import { measureResetTiming } from "../bench/resetTiming.js";

describe("password reset request timing", { timeout: 180_000 }, () => {
  it("does not tell known e-mails from unknown ones", async () => {
    const { known, unknown } = await measureResetTiming({ samples: 40 });
    const tolerance = Math.max(
      2,
      0.25 * Math.max(known.median, unknown.median),
    );
    console.log(
      `reset timing: known median ${known.median.toFixed(2)} ms (p95 ${known.p95.toFixed(2)}), ` +
        `unknown median ${unknown.median.toFixed(2)} ms (p95 ${unknown.p95.toFixed(2)}), tolerance ${tolerance.toFixed(2)} ms`,
    );
    expect(Math.abs(known.median - unknown.median)).toBeLessThanOrEqual(
      tolerance,
    );
  });
});
