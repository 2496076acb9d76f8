/**
 * Checks every board-pattern sample paper (`convex/seedData/papers/class*.ts`):
 * the marks of all questions (an "OR" counts once; case parts sum) equal
 * `totalMarks`; each section holds as many questions, of as many marks each,
 * as its description says ("20 questions of 1 mark each (18 MCQs and 2
 * assertion–reason)"); every marking scheme adds up to its question's marks;
 * MCQs have four distinct options; every `$…$` typesets with KaTeX.
 * Run: npx tsx scripts/check-paper.ts — exits 1 on any problem.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import katex from "katex";
import type {
  BoardPaper,
  ObjectiveQuestion,
  PaperQuestion,
  WrittenQuestion,
} from "../convex/seedData/papers/types";

const DIR = join(import.meta.dirname, "../convex/seedData/papers");

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

function questionMarks(q: PaperQuestion): number {
  if (q.kind === "case")
    return q.parts.reduce((sum, part) => sum + part.marks, 0);
  return q.marks;
}

/** Every string in a value, with a path for messages. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
}

function katexProblems(where: string, text: string): string[] {
  const problems: string[] = [];
  const rest = text.replace(/\$\$([\s\S]*?)\$\$/g, (_, tex: string) => {
    problems.push(...render(where, tex, true));
    return " ";
  });
  const dollars = (rest.match(/(?<!\\)\$/g) ?? []).length;
  if (dollars % 2) problems.push(`${where}: unpaired $`);
  for (const m of rest.matchAll(/(?<!\\)\$([^$]+?)(?<!\\)\$/g))
    problems.push(...render(where, m[1], false));
  return problems;
}

function render(where: string, tex: string, display: boolean): string[] {
  if (/\\ce\b/.test(tex)) return [`${where}: \\ce (mhchem) is not loaded`];
  try {
    katex.renderToString(tex, { displayMode: display, throwOnError: true });
    return [];
  } catch (error) {
    return [`${where}: KaTeX: ${(error as Error).message.slice(0, 140)}`];
  }
}

function checkWritten(
  where: string,
  q: Omit<WrittenQuestion, "kind" | "or">,
): string[] {
  const problems: string[] = [];
  if (!q.text.trim()) problems.push(`${where}: no text`);
  if (!q.answer.trim()) problems.push(`${where}: no model answer`);
  if (!q.scheme.length) problems.push(`${where}: no marking scheme`);
  const sum = q.scheme.reduce((s, step) => s + step.marks, 0);
  if (!close(sum, q.marks))
    problems.push(`${where}: scheme adds up to ${sum}, question is ${q.marks}`);
  for (const [i, step] of q.scheme.entries()) {
    if (!(step.marks > 0) || !close(step.marks * 2, Math.round(step.marks * 2)))
      problems.push(`${where}: scheme step ${i + 1} has ${step.marks} marks`);
    if (!step.step.trim()) problems.push(`${where}: scheme step ${i + 1} empty`);
  }
  return problems;
}

function checkObjective(where: string, q: ObjectiveQuestion): string[] {
  const problems: string[] = [];
  if (q.marks !== 1) problems.push(`${where}: objective of ${q.marks} marks`);
  if (!q.explanation.trim()) problems.push(`${where}: no explanation`);
  if (q.kind === "mcq") {
    if (q.options.length !== 4) problems.push(`${where}: ${q.options.length} options`);
    const norm = q.options.map((o) => o.replace(/\s+/g, " ").trim().toLowerCase());
    if (new Set(norm).size !== norm.length || norm.some((o) => !o))
      problems.push(`${where}: options not distinct`);
    if (!(q.correct >= 0 && q.correct < q.options.length))
      problems.push(`${where}: correct ${q.correct} out of range`);
    if (!q.text.trim()) problems.push(`${where}: no text`);
  } else {
    if (!q.assertion.trim() || !q.reason.trim())
      problems.push(`${where}: empty assertion or reason`);
    if (!(q.correct >= 0 && q.correct <= 3))
      problems.push(`${where}: correct ${q.correct} out of range`);
  }
  return problems;
}

function checkQuestion(where: string, q: PaperQuestion): string[] {
  if (q.kind === "case") {
    const problems: string[] = [];
    if (!q.passage.trim()) problems.push(`${where}: no passage`);
    if (q.parts.length < 2) problems.push(`${where}: ${q.parts.length} parts`);
    for (const [i, part] of q.parts.entries()) {
      const w = `${where}(${["i", "ii", "iii", "iv", "v"][i] ?? i + 1})`;
      if (part.kind === "written") {
        problems.push(...checkWritten(w, part));
        if (part.or) {
          problems.push(...checkWritten(`${w} OR`, part.or));
          if (part.or.marks !== part.marks)
            problems.push(`${w}: OR has ${part.or.marks} marks, not ${part.marks}`);
        }
      } else problems.push(...checkObjective(w, part));
    }
    return problems;
  }
  if (q.kind === "written") {
    const problems = checkWritten(where, q);
    if (q.or) {
      problems.push(...checkWritten(`${where} OR`, q.or));
      if (q.or.marks !== q.marks)
        problems.push(`${where}: OR has ${q.or.marks} marks, not ${q.marks}`);
    }
    return problems;
  }
  return checkObjective(where, q);
}

/** Reads "20 questions of 1 mark each (18 MCQs and 2 assertion–reason)". */
function checkSection(
  section: BoardPaper["sections"][number],
  firstNumber: number,
): string[] {
  const problems: string[] = [];
  const where = section.name;
  const d = section.description;
  const count = /(\d+)\s/.exec(d);
  const each = /of\s+(\d+)\s+marks?\s+each/i.exec(d);
  if (!count || !each)
    return [`${where}: description "${d}" gives no "N … of M marks each"`];
  if (section.questions.length !== Number(count[1]))
    problems.push(`${where}: ${section.questions.length} questions, description says ${count[1]}`);
  for (const [i, q] of section.questions.entries()) {
    const m = questionMarks(q);
    if (m !== Number(each[1]))
      problems.push(`${where} Q${firstNumber + i}: ${m} marks, description says ${each[1]}`);
  }
  const kinds: [RegExp, (q: PaperQuestion) => boolean][] = [
    [/(\d+)\s+MCQs?/i, (q) => q.kind === "mcq"],
    [/(\d+)\s+assertion/i, (q) => q.kind === "assertion_reason"],
    [/(\d+)\s+case/i, (q) => q.kind === "case"],
  ];
  for (const [re, is] of kinds) {
    const n = re.exec(d);
    if (n && Number(n[1]) !== section.questions.length && Number(n[1]) !== section.questions.filter(is).length)
      problems.push(`${where}: ${section.questions.filter(is).length} of a kind the description counts as ${n[1]}`);
  }
  if (/\bcase/i.test(d)) {
    if (section.questions.some((q) => q.kind !== "case"))
      problems.push(`${where}: a case-based section holds a non-case question`);
  } else if (/very short|short answer|long answer/i.test(d)) {
    if (section.questions.some((q) => q.kind !== "written"))
      problems.push(`${where}: a written section holds an objective question`);
  }
  return problems;
}

let failed = 0;
const files = readdirSync(DIR).filter((f) => /^class.*\.ts$/.test(f)).sort();
for (const file of files) {
  const mod = (await import(pathToFileURL(join(DIR, file)).href)) as { PAPER?: BoardPaper };
  const paper = mod.PAPER;
  const problems: string[] = [];
  if (!paper) problems.push("no PAPER export");
  else {
    const [, grade, subject] = /^class(\d+)-([a-z]+)-/.exec(file) ?? [];
    if (Number(grade) !== paper.grade) problems.push(`grade ${paper.grade} ≠ file ${grade}`);
    if (subject !== paper.subject) problems.push(`subject ${paper.subject} ≠ file ${subject}`);
    let number = 1;
    let total = 0;
    for (const section of paper.sections) {
      problems.push(...checkSection(section, number));
      for (const q of section.questions) {
        problems.push(...checkQuestion(`Q${number}`, q));
        total += questionMarks(q);
        number++;
      }
    }
    if (total !== paper.totalMarks)
      problems.push(`questions total ${total} marks, paper says ${paper.totalMarks}`);
    for (const [path, text] of strings(paper, "PAPER"))
      problems.push(...katexProblems(path, text));
    console.log(
      `${problems.length ? "✗" : "✓"} ${file}: ${paper.sections.length} sections, ${number - 1} questions, ${total}/${paper.totalMarks} marks`,
    );
  }
  for (const p of problems) console.log(`    ${p}`);
  if (problems.length) failed++;
}
console.log(`${files.length} papers, ${failed} with problems`);
if (failed) process.exit(1);
