import { CLASS_6 } from "./class6";
import { CLASS_7 } from "./class7";
import { CLASS_8 } from "./class8";
import { CLASS_9 } from "./class9";
import { CLASS_10 } from "./class10";
import { CLASS_11 } from "./class11";
import { CLASS_12 } from "./class12";
import { DEMO_QUESTIONS } from "./demo";
import { QUESTION_BANKS } from "../questionBanks";
import type { SeedSubject } from "./types";

/**
 * A class's subjects with their demo-test questions (`demo.ts`) and each
 * chapter's written bank (`questionBanks/`, at least 30 questions a chapter
 * with the catalogue's own, for Class 9 and 10 Mathematics and Science)
 * attached. A chapter test draws its paper from the bank each attempt.
 */
function withDemo(grade: number, subjects: SeedSubject[]): SeedSubject[] {
  return subjects.map((s) => {
    const bank = QUESTION_BANKS[grade]?.[s.slug];
    return {
      ...s,
      demoQuestions: DEMO_QUESTIONS[grade]?.[s.slug] ?? [],
      chapters: bank
        ? s.chapters.map((c, i) =>
            bank[i + 1] ? { ...c, bankQuestions: bank[i + 1] } : c,
          )
        : s.chapters,
    };
  });
}

/** The class files as written, before demo questions and banks are attached. */
export const CATALOGUE_FILES: Record<number, SeedSubject[]> = {
  6: CLASS_6,
  7: CLASS_7,
  8: CLASS_8,
  9: CLASS_9,
  10: CLASS_10,
  11: CLASS_11,
  12: CLASS_12,
};

/** The whole catalogue by class. */
export const CATALOGUE: Record<number, SeedSubject[]> = {
  6: withDemo(6, CLASS_6),
  7: withDemo(7, CLASS_7),
  8: withDemo(8, CLASS_8),
  9: withDemo(9, CLASS_9),
  10: withDemo(10, CLASS_10),
  11: withDemo(11, CLASS_11),
  12: withDemo(12, CLASS_12),
};
