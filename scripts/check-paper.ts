/**
 * Checks every board-pattern sample paper `convex/seedData/papers/class*.ts`
 * (each exports `PAPER: BoardPaper`): the marks of all questions (an OR
 * alternative counts once; a case question is the sum of its parts) equal
 * `totalMarks`; each section's question count and marks match its
 * description ("20 questions of 1 mark each", "16 MCQs and 4
 * assertion–reason questions of 1 mark each"); each written question (and
 * its OR) has a scheme whose marks add up to its marks, and an OR carries the
 * same marks; MCQs have four distinct non-empty options and `correct` in 0..3;
 * every `$…$` / `$$…$$` typesets with KaTeX (throwOnError). Exits non-zero on
 * any problem.
 *
 *   npx tsx scripts/check-paper.ts
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

function mathOf(text: string): { tex: string; display: boolean }[] {
  const out: { tex: string; display: boolean }[] = [];
  const rest = text.replace(/\$\$([\s\S]*?)\$\$/g, (_, tex: string) => {
    out.push({ tex, display: true });
    return " ";
  });
  for (const m of rest.matchAll(/\$([^$\n]+)\$/g))
    out.push({ tex: m[1], display: false });
  return out;
}

/** Count and per-question marks a section's description promises, if it says. */
function promised(description: string): { count: number; each: number } | null {
  const m = /\bof (\d+) marks? each\b/i.exec(description);
  if (!m) return null;
  const before = description.slice(0, m.index);
  let count = 0;
  for (const n of before.matchAll(/(\d+)\s*(?:×\s*)?([A-Za-z–-]+)/g))
    if (!/^marks?$/i.test(n[2])) count += Number(n[1]);
  return { count, each: Number(m[1]) };
}

const approx = (a: number, b: number) => Math.abs(a - b) < 1e-9;

function questionMarks(q: PaperQuestion): number {
  return q.kind === "case" ? q.parts.reduce((s, p) => s + p.marks, 0) : q.marks;
}

let failed = 0;
const files = readdirSync(DIR)
  .filter((f) => /^class\d+-.+\.ts$/.test(f))
  .sort();
for (const file of files) {
  const problems: string[] = [];
  const mod = (await import(pathToFileURL(join(DIR, file)).href)) as {
    PAPER?: BoardPaper;
  };
  const paper = mod.PAPER;
  if (!paper) {
    console.error(`${file}\n  ✗ no PAPER export`);
    failed++;
    continue;
  }
  const texts: [string, string][] = [
    ["title", paper.title],
    ...paper.instructions.map((t, i): [string, string] => [
      `instruction ${i + 1}`,
      t,
    ]),
  ];

  const checkObjective = (q: ObjectiveQuestion, where: string) => {
    if (q.marks !== 1) problems.push(`${where}: objective question not 1 mark`);
    if (![0, 1, 2, 3].includes(q.correct))
      problems.push(`${where}: correct not in 0..3`);
    if (!q.explanation.trim()) problems.push(`${where}: no explanation`);
    texts.push([`${where} explanation`, q.explanation]);
    if (q.kind === "mcq") {
      texts.push([`${where} text`, q.text]);
      if (q.options.length !== 4 || q.options.some((o) => !o.trim()))
        problems.push(`${where}: needs four non-empty options`);
      const norm = q.options.map((o) => o.trim().toLowerCase());
      if (new Set(norm).size !== norm.length)
        problems.push(`${where}: options not distinct`);
      q.options.forEach((o, i) => texts.push([`${where} option ${i + 1}`, o]));
    } else {
      texts.push(
        [`${where} assertion`, q.assertion],
        [`${where} reason`, q.reason],
      );
      if (!q.assertion.trim() || !q.reason.trim())
        problems.push(`${where}: empty assertion or reason`);
    }
  };
  const checkWritten = (
    q: Omit<WrittenQuestion, "or" | "kind">,
    where: string,
  ) => {
    texts.push([`${where} text`, q.text], [`${where} answer`, q.answer]);
    if (!q.text.trim() || !q.answer.trim())
      problems.push(`${where}: empty text or answer`);
    if (!q.scheme.length) problems.push(`${where}: no marking scheme`);
    const sum = q.scheme.reduce((s, st) => s + st.marks, 0);
    if (!approx(sum, q.marks))
      problems.push(`${where}: scheme sums to ${sum}, question is ${q.marks}`);
    for (const st of q.scheme) {
      texts.push([`${where} scheme`, st.step]);
      if (!(st.marks > 0) || !approx(st.marks * 2, Math.round(st.marks * 2)))
        problems.push(
          `${where}: scheme step of ${st.marks} marks (halves only)`,
        );
    }
  };

  let total = 0;
  let number = 0;
  for (const section of paper.sections) {
    let sectionMarks = 0;
    for (const q of section.questions) {
      number++;
      const where = `Q${number} (${section.name})`;
      const marks = questionMarks(q);
      sectionMarks += marks;
      if (q.kind === "case") {
        texts.push([`${where} passage`, q.passage]);
        if (!q.parts.length) problems.push(`${where}: case with no parts`);
        q.parts.forEach((p, i) => {
          const w = `${where} part ${i + 1}`;
          if (p.kind === "written") {
            checkWritten(p, w);
            if (p.or) {
              if (p.or.marks !== p.marks)
                problems.push(
                  `${w}: OR carries ${p.or.marks} marks, not ${p.marks}`,
                );
              checkWritten(p.or, `${w} OR`);
            }
          } else checkObjective(p, w);
        });
      } else if (q.kind === "written") {
        checkWritten(q, where);
        if (q.or) {
          if (q.or.marks !== q.marks)
            problems.push(
              `${where}: OR carries ${q.or.marks} marks, not ${q.marks}`,
            );
          checkWritten(q.or, `${where} OR`);
        }
      } else checkObjective(q, where);
    }
    const p = promised(section.description);
    if (!p)
      problems.push(
        `${section.name}: description does not say "… of N mark(s) each"`,
      );
    else {
      if (p.count !== section.questions.length)
        problems.push(
          `${section.name}: ${section.questions.length} questions, description says ${p.count}`,
        );
      section.questions.forEach((q, i) => {
        const m = questionMarks(q);
        if (m !== p.each)
          problems.push(
            `${section.name} question ${i + 1}: ${m} marks, description says ${p.each}`,
          );
      });
    }
    total += sectionMarks;
    console.log(
      `  ${section.name}: ${section.questions.length} questions, ${sectionMarks} marks`,
    );
  }
  if (total !== paper.totalMarks)
    problems.push(
      `questions total ${total} marks, paper says ${paper.totalMarks}`,
    );

  for (const [where, text] of texts)
    for (const { tex, display } of mathOf(text))
      try {
        katex.renderToString(tex, { displayMode: display, throwOnError: true });
      } catch (error) {
        problems.push(
          `${where}: KaTeX: ${(error as Error).message.slice(0, 120)}`,
        );
      }

  console.log(
    `${file}: ${number} questions, ${total}/${paper.totalMarks} marks`,
  );
  for (const p of problems) console.error(`  ✗ ${p}`);
  if (problems.length) failed++;
}
if (!files.length) console.log("no papers");
if (failed) {
  console.error(`${failed} paper(s) with problems`);
  process.exit(1);
}
console.log("all papers pass");
