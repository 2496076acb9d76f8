// Runs the fidelity suite (tests/fidelity: the same cases on this backend and
// on convex-test) and prints its pass rate per feature and target, as the
// README's feature table reports it.
//
//   npx tsx bench/fidelity.ts            (in packages/local-backend)
//
// A case skipped on a target (its title says why) is a rule that target does
// not model or enforce: it counts against the pass rate, not as a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), "fidelity-")),
  "report.json",
);

const started = Date.now();
const run = spawnSync(
  "npx",
  ["vitest", "run", "tests/fidelity", "--reporter=json", `--outputFile=${out}`],
  { cwd: PACKAGE, stdio: ["ignore", "ignore", "inherit"] },
);
const seconds = (Date.now() - started) / 1000;
if (!fs.existsSync(out)) {
  console.error(`vitest wrote no report (exit status ${run.status})`);
  process.exit(1);
}

type Assertion = {
  ancestorTitles: string[];
  title: string;
  status: "passed" | "failed" | "skipped" | "pending" | "todo";
};
type Report = {
  testResults: Array<{ name: string; assertionResults: Assertion[] }>;
};
const report = JSON.parse(fs.readFileSync(out, "utf8")) as Report;
fs.rmSync(path.dirname(out), { recursive: true, force: true });

type Tally = { passed: number; failed: number; skipped: number };
const byFeature = new Map<string, Record<string, Tally>>();
const total: Record<string, Tally> = {};
const failures: string[] = [];
for (const file of report.testResults) {
  const target = path.basename(file.name).replace(/\.test\.ts$/, "");
  for (const a of file.assertionResults) {
    const feature = a.ancestorTitles.slice(0, 2).join(" › ");
    const row = byFeature.get(feature) ?? {};
    byFeature.set(feature, row);
    for (const tally of [
      (row[target] ??= { passed: 0, failed: 0, skipped: 0 }),
      (total[target] ??= { passed: 0, failed: 0, skipped: 0 }),
    ]) {
      if (a.status === "passed") tally.passed++;
      else if (a.status === "failed") tally.failed++;
      else tally.skipped++;
    }
    if (a.status === "failed")
      failures.push(`${target}: ${[...a.ancestorTitles, a.title].join(" › ")}`);
  }
}

const targets = Object.keys(total).sort((a) => (a === "local" ? -1 : 1));
// passed / all cases, skipped ones included: a skipped case is a rule of
// Convex that target does not hold.
const cell = (t?: Tally) =>
  t
    ? `${t.passed}/${t.passed + t.failed + t.skipped}${t.skipped ? ` (${t.skipped} skipped)` : ""}`
    : "—";
console.log(`| Feature | ${targets.join(" | ")} |`);
console.log(`| --- | ${targets.map(() => "---").join(" | ")} |`);
for (const [feature, row] of byFeature)
  console.log(
    `| ${feature} | ${targets.map((t) => cell(row[t])).join(" | ")} |`,
  );
console.log(
  `| **All cases** | ${targets.map((t) => `**${cell(total[t])}**`).join(" | ")} |`,
);
console.log(`\n${seconds.toFixed(1)} s (both targets, in parallel)`);
for (const f of failures) console.log(`FAILED ${f}`);
process.exit(failures.length > 0 || run.status !== 0 ? 1 : 0);
