// A password reset request must take as long for an e-mail without an
// account as for one with, or its timing tells which e-mails have accounts.
// Over HTTP on a local backend with the project's `convex/`; the figures are
// medians of 40 interleaved samples each (npm run bench:reset-timing prints
// them). Both medians grow together on a busy machine, so the tolerance is a
// share of them: a quarter of the slower median (at least 0.5 ms, the
// timer's noise). Looking the account up and mailing before answering made
// the known e-mail about twice as slow (3.5 against 1.7 ms on a quiet
// machine, 24 against 7 ms on a busy one).
import { describe, expect, it } from "vitest";
import { measureResetTiming } from "../../scripts/resetTiming";

describe("password reset request timing", { timeout: 180_000 }, () => {
  it("does not tell known e-mails from unknown ones", async () => {
    const { known, unknown } = await measureResetTiming({ samples: 40 });
    const tolerance = Math.max(
      0.5,
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
