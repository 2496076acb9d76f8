/**
 * The shape of the course catalogue that ships with the project: one file per
 * class (`class6.ts` … `class12.ts`), loaded by the seed. Chapters follow the
 * NCERT textbook named on each subject, in the book's order.
 */

export type SeedLesson = {
  title: string;
  /**
   * The planned length in whole minutes. Not what students are told: a
   * seeded lesson lasts its video, or the reading time of its text or summary
   * (`learning/lessonTextRules.ts`).
   */
  minutes: number;
  /** A short written summary students read with (or instead of) the video: 2–5 sentences. */
  summary: string;
};

export type SeedQuestion = {
  text: string;
  options: [string, string, string, string];
  /** Index of the right option in `options`. */
  correct: 0 | 1 | 2 | 3;
  /** Why the right option is right (and, where useful, why a tempting one is wrong). */
  explanation: string;
  difficulty: "easy" | "medium" | "hard";
};

/**
 * A question of the visitors' demo test: its own row, in the demo pool, that
 * no chapter test, practice set or full test ever uses (the demo shows its
 * answer to anyone). `chapter` is the chapter's number in its subject.
 */
export type SeedDemoQuestion = SeedQuestion & { chapter: number };

export type SeedAssignment = {
  title: string;
  instructions: string;
  maxMarks: number;
};

export type SeedChapter = {
  title: string;
  /** What the chapter covers, 1–3 sentences. */
  summary: string;
  lessons: SeedLesson[];
  /** At least 5 for the chapters of free subjects. */
  questions: SeedQuestion[];
  /**
   * The chapter's written bank beyond `questions` (`questionBanks/`): with
   * them its chapter test's pool, never a practice set's or a full test's.
   */
  bankQuestions?: SeedQuestion[];
  assignment?: SeedAssignment;
};

export type SeedSubject = {
  grade: number;
  /** URL-safe, unique within the class: "mathematics", "science", "social-studies" … */
  slug: string;
  name: string;
  description: string;
  /** A Mantine colour name: "blue", "teal", "grape", "orange", "red", "indigo", "cyan", "pink", "lime", "violet". */
  color: string;
  isFree: boolean;
  /** The NCERT book(s) the chapters follow, e.g. "Mathematics — Textbook for Class IX (NCERT, rationalised 2023–24)". */
  textbook: string;
  chapters: SeedChapter[];
  /** Questions for the class's demo test (free subjects only): 5 per class in all. */
  demoQuestions?: SeedDemoQuestion[];
};
