/**
 * A lesson's full text, written for one lesson of the catalogue
 * (`catalogue/classN.ts`): the seed stores it with the lesson, and the lesson
 * page shows it in place of the short summary. A lesson without one is shown
 * honestly as a summary.
 *
 * One file per class and subject (`class10-mathematics.ts` …) exports a
 * `LessonText[]`; `chapter` and `lesson` are 1-based positions in that
 * subject's catalogue, and `title` must equal the catalogue lesson's title
 * (a test checks both).
 */
export type LessonText = {
  chapter: number;
  lesson: number;
  title: string;
  /**
   * The lesson, 600–1,500 words of Markdown (GitHub-flavoured): headings from
   * `##`, paragraphs, lists and tables; mathematics in KaTeX, `$…$` inline and
   * `$$…$$` on its own lines; worked examples as `### Example 1: …` followed by
   * the solution step by step; a figure as `![Its caption](figure:name)` on a
   * line of its own, naming one of `figures`. No raw HTML.
   */
  body: string;
  /** Labelled diagrams the body shows, by name. */
  figures?: Record<string, LessonFigure>;
  /** The short check-yourself at the end: 3–5 questions with their answers. */
  check: { question: string; answer: string }[];
};

export type LessonFigure = {
  /**
   * A self-contained SVG (`<svg xmlns="http://www.w3.org/2000/svg"
   * viewBox="…">…</svg>`): shapes, lines and `<text>` labels only — no
   * scripts, no links, no external images or fonts, no fixed colours other
   * than `currentColor` and `none` (the page sets the colour for both themes).
   */
  svg: string;
  /** What the figure shows, for a reader who cannot see it. */
  alt: string;
};
