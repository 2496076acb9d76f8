// Every board-pattern sample paper passes its checker: marks add up to the
// paper's total and to each section's description, every marking scheme adds
// up to its question's marks, options are distinct and the maths typesets.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the board-pattern sample papers", () => {
  it("pass scripts/check-paper.ts", () => {
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/check-paper.ts"],
      { encoding: "utf8" },
    );
    expect(out).toContain("all papers pass");
  }, 60_000);
});
