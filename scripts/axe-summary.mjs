#!/usr/bin/env node
// Totals by rule of the axe scans an e2e run recorded with AXE_SUMMARY=<file>
// (one JSON line per scan): how many scans, how many failed, and per rule the
// scans it failed and the elements it flagged.
import fs from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/axe-summary.mjs <AXE_SUMMARY file>");
  process.exit(2);
}
const scans = fs
  .readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const rules = new Map();
for (const scan of scans)
  for (const { rule, nodes } of scan.violations) {
    const r = rules.get(rule) ?? { scans: 0, nodes: 0, pages: new Set() };
    r.scans++;
    r.nodes += nodes;
    r.pages.add(`${scan.url} (${scan.scheme}, ${scan.width}px)`);
    rules.set(rule, r);
  }
const failed = scans.filter((s) => s.violations.length > 0).length;
console.log(`${scans.length} scans, ${failed} with violations\n`);
console.log("| Rule | Scans | Elements |");
console.log("| --- | ---: | ---: |");
for (const [rule, r] of [...rules].sort((a, b) => b[1].nodes - a[1].nodes))
  console.log(`| ${rule} | ${r.scans} | ${r.nodes} |`);
if (rules.size === 0) console.log("| (none) | 0 | 0 |");
if (process.argv.includes("--pages"))
  for (const [rule, r] of rules)
    console.log(`\n${rule}:\n  ${[...r.pages].join("\n  ")}`);
