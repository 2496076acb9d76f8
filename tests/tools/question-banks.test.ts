// Every written question bank passes its checker: each chapter of a banked
// subject reaches 30 questions, options are distinct, answers in range, no
// question repeats one of its chapter's.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the written question banks", () => {
  it("pass scripts/check-question-bank.ts", () => {
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/check-question-bank.ts"],
      { encoding: "utf8" },
    );
    expect(out).toContain("all question banks pass");
  }, 60_000);
});
