/**
 * Rules of a lesson's written text, shared by the seed, the migration that
 * loads texts into existing deployments, `scripts/check-lessons.ts` and the
 * lesson page. Pure functions, no Convex imports.
 */

/**
 * How fast a school student reads a lesson: 120 words a minute. Lessons are
 * study texts with worked examples and formulas, read slower than a story
 * (silent reading of plain prose runs near 200 words a minute at this age).
 */
export const READING_WORDS_PER_MINUTE = 120;

/**
 * The words of a Markdown text as a reader meets them: a displayed formula
 * counts as one word, an inline one as one, a figure's caption not at all
 * (it is read with the figure), Markdown marks not at all.
 */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/\$\$[\s\S]*?\$\$/g, " formula ")
    .replace(/\$[^$\n]+\$/g, " x ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/[#*_>|`-]/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Seconds to read `texts` at {@link READING_WORDS_PER_MINUTE}, rounded up. */
export function readingSeconds(...texts: string[]): number {
  const words = texts.reduce((sum, text) => sum + wordCount(text), 0);
  return Math.ceil((words * 60) / READING_WORDS_PER_MINUTE);
}

/**
 * The reading time of a lesson: its full text (body and check-yourself
 * questions and answers) when it has one, else its summary. A lesson without
 * a video lasts this long (`lessons.duration_seconds`).
 */
export function lessonReadingSeconds(
  summary: string,
  text?: { body: string; check: { question: string; answer: string }[] } | null,
): number {
  if (!text) return readingSeconds(summary);
  return readingSeconds(
    text.body,
    ...text.check.flatMap((c) => [c.question, c.answer]),
  );
}

/** Whole minutes shown for a reading time: rounded up, at least 1. */
export function readingMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Whether a figure's SVG is plain drawing: one `<svg>` element of shapes,
 * lines and text, with no scripts, event handlers, links, embedded
 * documents, external references or CSS `url(…)`. Anything else is not shown
 * (its alt text is, instead).
 */
export function isPlainSvg(svg: string): boolean {
  const s = svg.trim();
  if (!/^<svg[\s>]/i.test(s) || !/<\/svg>$/i.test(s)) return false;
  return !/<\s*(script|foreignObject|iframe|object|embed|image|use|a|style)[\s>/]|\son[a-z]+\s*=|href\s*=|url\s*\(|javascript:|<!ENTITY|<!DOCTYPE/i.test(
    s,
  );
}
