/**
 * Checks the written question banks in `convex/seedData/questionBanks/`
 * against the catalogue: each chapter key names a chapter that exists, the
 * catalogue's questions plus the bank's reach at least 30, every question has
 * four distinct non-empty options, `correct` in 0..3, a non-empty explanation,
 * and no question text repeats within a chapter (catalogue included, compared
 * after normalising case, spacing and sentence punctuation). Prints per-chapter counts
 * and exits non-zero on any problem.
 *
 *   npx tsx scripts/check-question-bank.ts
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CATALOGUE } from "../convex/seedData/catalogue";
import type { SeedQuestion } from "../convex/seedData/catalogue/types";

const DIR = join(import.meta.dirname, "../convex/seedData/questionBanks");
const TARGET = 30;

/** Case, spacing and sentence punctuation ignored; mathematical symbols kept. */
const normalise = (s: string) =>
  s.toLowerCase().replace(/[.,;:!?"'‘’“”]/g, "").replace(/\s+/g, " ").trim();

let problems = 0;
function problem(msg: string) {
  problems++;
  console.error(`  ✗ ${msg}`);
}

const files = readdirSync(DIR).filter((f) => /^class\d+-[a-z-]+\.ts$/.test(f)).sort();
for (const file of files) {
  const [, grade, slug] = /^class(\d+)-([a-z-]+)\.ts$/.exec(file)!;
  const subject = CATALOGUE[Number(grade)]?.find((s) => s.slug === slug);
  console.log(`${file}`);
  if (!subject) {
    problem(`${file}: no subject "${slug}" in class ${grade}`);
    continue;
  }
  const mod = (await import(pathToFileURL(join(DIR, file)).href)) as {
    QUESTION_BANK?: Record<number, SeedQuestion[]>;
  };
  const bank = mod.QUESTION_BANK;
  if (!bank) {
    problem(`${file}: no QUESTION_BANK export`);
    continue;
  }
  const correctCounts = [0, 0, 0, 0];
  const difficulty: Record<string, number> = { easy: 0, medium: 0, hard: 0 };
  for (const key of Object.keys(bank)) {
    const n = Number(key);
    const chapter = subject.chapters[n - 1];
    const questions = bank[n];
    if (!Number.isInteger(n) || !chapter) {
      problem(`chapter ${key}: no such chapter in ${slug}`);
      continue;
    }
    const existing = chapter.questions.length;
    const total = existing + questions.length;
    const before = problems;
    const seen = new Map<string, string>();
    for (const q of chapter.questions) seen.set(normalise(q.text), "catalogue");
    questions.forEach((q, i) => {
      const where = `chapter ${n} new question ${i + 1}`;
      if (!q.text?.trim()) problem(`${where}: empty text`);
      if (!Array.isArray(q.options) || q.options.length !== 4) {
        problem(`${where}: needs exactly 4 options`);
      } else {
        if (q.options.some((o) => !o?.trim())) problem(`${where}: empty option`);
        // Options keep their case: "TT" and "tt" are different genotypes.
        if (new Set(q.options.map((o) => o.replace(/\s+/g, " ").trim())).size !== 4)
          problem(`${where}: options not distinct`);
      }
      if (![0, 1, 2, 3].includes(q.correct)) problem(`${where}: correct must be 0..3`);
      else correctCounts[q.correct]++;
      if (!q.explanation?.trim()) problem(`${where}: empty explanation`);
      if (!["easy", "medium", "hard"].includes(q.difficulty))
        problem(`${where}: bad difficulty`);
      else difficulty[q.difficulty]++;
      const key = normalise(q.text ?? "");
      if (seen.has(key)) problem(`${where}: duplicates a ${seen.get(key)} question: "${q.text}"`);
      seen.set(key, "bank");
    });
    if (total < TARGET) problem(`chapter ${n}: ${existing} + ${questions.length} = ${total} < ${TARGET}`);
    console.log(
      `  ${problems === before ? "✓" : "✗"} ${String(n).padStart(2)}. ${chapter.title}: ${existing} existing + ${questions.length} new = ${total}`,
    );
  }
  console.log(
    `  correct index spread ${correctCounts.join("/")}; difficulty easy ${difficulty.easy}, medium ${difficulty.medium}, hard ${difficulty.hard}`,
  );
}

if (problems) {
  console.error(`${problems} problem(s)`);
  process.exit(1);
}
console.log("All question banks pass.");
