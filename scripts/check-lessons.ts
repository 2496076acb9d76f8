/**
 * Checks the lesson texts in `convex/seedData/lessons/` against the catalogue:
 * each names a lesson that exists with its exact title, is 600–1,500 words,
 * has 3–5 check-yourself questions, names only figures it defines, and all
 * its mathematics typesets with KaTeX. Prints one line per lesson and exits
 * non-zero on any problem.
 *
 *   npx tsx scripts/check-lessons.ts [class10-mathematics …]
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import katex from "katex";
import { CATALOGUE } from "../convex/seedData/catalogue";
import type { LessonText } from "../convex/seedData/lessons/types";
import {
  isPlainSvg,
  lessonReadingSeconds,
  readingMinutes,
  wordCount,
} from "../convex/learning/lessonTextRules";

export { wordCount };

const DIR = join(
  fileURLToPath(new URL(".", import.meta.url)),
  "../convex/seedData/lessons",
);

function mathOf(markdown: string): { tex: string; display: boolean }[] {
  const out: { tex: string; display: boolean }[] = [];
  const rest = markdown.replace(/\$\$([\s\S]*?)\$\$/g, (_, tex: string) => {
    out.push({ tex, display: true });
    return " ";
  });
  for (const m of rest.matchAll(/\$([^$\n]+)\$/g))
    out.push({ tex: m[1], display: false });
  return out;
}

export function problemsOf(text: LessonText, file: string): string[] {
  const [, grade, slug] = /^class(\d+)-(.+)$/.exec(file) ?? [];
  const subject = CATALOGUE[Number(grade)]?.find((s) => s.slug === slug);
  if (!subject) return [`no subject for file ${file}`];
  const lesson =
    subject.chapters[text.chapter - 1]?.lessons[text.lesson - 1] ?? null;
  const problems: string[] = [];
  if (!lesson) problems.push("no such chapter/lesson in the catalogue");
  else if (lesson.title !== text.title)
    problems.push(`title "${text.title}" ≠ catalogue "${lesson.title}"`);
  const words = wordCount(text.body);
  if (words < 600 || words > 1500) problems.push(`${words} words`);
  if (text.check.length < 3 || text.check.length > 5)
    problems.push(`${text.check.length} check-yourself questions`);
  if (/<[a-z!/]/i.test(text.body.replace(/\$[^$]*\$/g, "")))
    problems.push("raw HTML in the body");
  for (const m of text.body.matchAll(/!\[[^\]]*\]\(([^)]*)\)/g)) {
    const name = m[1].replace(/^figure:/, "");
    if (!m[1].startsWith("figure:") || !text.figures?.[name])
      problems.push(`figure ${m[1]} not defined`);
  }
  for (const [name, figure] of Object.entries(text.figures ?? {})) {
    if (!isPlainSvg(figure.svg))
      problems.push(`figure ${name}: not a plain SVG`);
    if (!figure.alt.trim()) problems.push(`figure ${name}: no alt text`);
  }
  const sources = [
    text.body,
    ...text.check.flatMap((c) => [c.question, c.answer]),
  ];
  for (const source of sources)
    for (const { tex, display } of mathOf(source))
      try {
        katex.renderToString(tex, { displayMode: display, throwOnError: true });
      } catch (error) {
        problems.push(`KaTeX: ${(error as Error).message.slice(0, 120)}`);
      }
  return problems;
}

/** Checks every lesson file (or the ones named) and prints one line per lesson. */
async function main() {
  const only = process.argv.slice(2);
  let failed = 0;
  let lessons = 0;
  let totalWords = 0;
  for (const entry of readdirSync(DIR)) {
    const file = entry.replace(/\.ts$/, "");
    if (!/^class\d+-/.test(file) || (only.length && !only.includes(file)))
      continue;
    const mod = (await import(join(DIR, entry))) as Record<string, unknown>;
    const texts = Object.values(mod).find(Array.isArray) as LessonText[];
    for (const text of texts) {
      const problems = problemsOf(text, file);
      const words = wordCount(text.body);
      lessons++;
      totalWords += words;
      const minutes = readingMinutes(lessonReadingSeconds("", text));
      console.log(
        `${problems.length ? "✗" : "✓"} ${file} ${text.chapter}.${text.lesson} ${text.title} (${words} words, ${minutes} min read)${problems.length ? ": " + problems.join("; ") : ""}`,
      );
      if (problems.length) failed++;
    }
  }
  console.log(
    `${lessons} lessons, ${totalWords} words, ${failed} with problems`,
  );
  process.exit(failed ? 1 : 0);
}

// Run as a script (not when a test imports `problemsOf`).
if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  await main();
