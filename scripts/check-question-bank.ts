/**
 * Checks the written question banks in `convex/seedData/questionBanks/`
 * (`class<N>-<subject>.ts`, each exporting `QUESTION_BANK`, keyed by the
 * chapter's 1-based position in the subject) against the catalogue: every
 * chapter exists, the catalogue's questions plus the bank's reach at least
 * 30, every question has 4 distinct non-empty options, `correct` in 0..3, a
 * difficulty, a non-empty explanation, and no text repeats within a chapter
 * (the catalogue's included, compared normalised). Prints per-chapter counts
 * and exits non-zero on any problem.
 *
 *   npx tsx scripts/check-question-bank.ts [class9-mathematics …]
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CATALOGUE_FILES } from "../convex/seedData/catalogue";
import type { SeedQuestion } from "../convex/seedData/catalogue/types";

const DIR = join(import.meta.dirname, "../convex/seedData/questionBanks");
const TARGET = 30;

/** Case, spacing and sentence punctuation ignored; symbols (√, −, ², …) kept. */
const normalise = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[.,;:!?'"‘’“”]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function questionProblems(q: SeedQuestion, where: string): string[] {
  const out: string[] = [];
  if (typeof q.text !== "string" || !q.text.trim())
    out.push(`${where}: empty text`);
  if (!Array.isArray(q.options) || q.options.length !== 4)
    out.push(`${where}: needs exactly 4 options`);
  else {
    if (q.options.some((o) => typeof o !== "string" || !o.trim()))
      out.push(`${where}: an empty option`);
    // Options keep their case: "TT" and "tt" are different genotypes.
    if (new Set(q.options.map((o) => String(o).trim())).size !== 4)
      out.push(`${where}: options not distinct`);
  }
  if (![0, 1, 2, 3].includes(q.correct))
    out.push(`${where}: correct not in 0..3`);
  if (typeof q.explanation !== "string" || !q.explanation.trim())
    out.push(`${where}: empty explanation`);
  if (!["easy", "medium", "hard"].includes(q.difficulty))
    out.push(`${where}: bad difficulty`);
  return out;
}

async function main() {
  const only = process.argv.slice(2);
  const files = readdirSync(DIR)
    .filter((f) => /^class\d+-.+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ""))
    .filter((f) => only.length === 0 || only.includes(f))
    .sort();
  const problems: string[] = [];
  if (files.length === 0) problems.push("no question bank files found");
  for (const file of files) {
    const [, grade, slug] = /^class(\d+)-(.+)$/.exec(file) ?? [];
    const subject = CATALOGUE_FILES[Number(grade)]?.find(
      (s) => s.slug === slug,
    );
    if (!subject) {
      problems.push(`${file}: no subject "${slug}" in class ${grade}`);
      continue;
    }
    const mod = (await import(pathToFileURL(join(DIR, `${file}.ts`)).href)) as {
      QUESTION_BANK?: Record<number, SeedQuestion[]>;
    };
    const bank = mod.QUESTION_BANK;
    if (!bank) {
      problems.push(`${file}: does not export QUESTION_BANK`);
      continue;
    }
    const correctCounts = [0, 0, 0, 0];
    const difficulty: Record<string, number> = { easy: 0, medium: 0, hard: 0 };
    for (const key of Object.keys(bank)) {
      const n = Number(key);
      const chapter = subject.chapters[n - 1];
      const where = `${file} ch ${key}`;
      if (!Number.isInteger(n) || !chapter) {
        problems.push(
          `${where}: no such chapter (subject has ${subject.chapters.length})`,
        );
        continue;
      }
      const added = bank[n];
      const existing = chapter.questions.length;
      const total = existing + added.length;
      const seen = new Map<string, string>();
      for (const [i, q] of chapter.questions.entries())
        seen.set(normalise(q.text), `catalogue #${i + 1}`);
      for (const [i, q] of added.entries()) {
        const at = `${where} #${i + 1}`;
        problems.push(...questionProblems(q, at));
        const t = normalise(q.text ?? "");
        if (seen.has(t)) problems.push(`${at}: text repeats ${seen.get(t)}`);
        else seen.set(t, `bank #${i + 1}`);
        if ([0, 1, 2, 3].includes(q.correct)) correctCounts[q.correct]++;
        difficulty[q.difficulty] = (difficulty[q.difficulty] ?? 0) + 1;
      }
      if (total < TARGET)
        problems.push(`${where}: ${total} questions, needs ${TARGET}`);
      console.log(
        `${total >= TARGET ? "ok  " : "FAIL"} ${where.padEnd(28)} ${chapter.title.padEnd(44)} ${existing} + ${added.length} = ${total}`,
      );
    }
    for (const [i, chapter] of subject.chapters.entries())
      if (!(i + 1 in bank) && chapter.questions.length < TARGET)
        console.log(
          `note ${`${file} ch ${i + 1}`.padEnd(28)} ${chapter.title.padEnd(44)} not in the bank yet (${chapter.questions.length} questions)`,
        );
    console.log(
      `     ${file}: correct index ${correctCounts.join("/")}; easy ${difficulty.easy}, medium ${difficulty.medium}, hard ${difficulty.hard}`,
    );
  }
  for (const p of problems) console.error(`problem: ${p}`);
  if (problems.length) {
    console.error(`${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log("all question banks pass");
}

await main();
