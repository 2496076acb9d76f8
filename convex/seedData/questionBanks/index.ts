/**
 * The written question banks that bring chapters to at least 30 questions
 * each, beside the few the catalogue files carry: by class, then subject
 * slug, then the chapter's 1-based position in the subject.
 */
import type { SeedQuestion } from "../catalogue/types";
import { QUESTION_BANK as CLASS_9_MATHEMATICS } from "./class9-mathematics";
import { QUESTION_BANK as CLASS_9_SCIENCE } from "./class9-science";
import { QUESTION_BANK as CLASS_10_MATHEMATICS } from "./class10-mathematics";
import { QUESTION_BANK as CLASS_10_SCIENCE } from "./class10-science";

export const QUESTION_BANKS: Record<
  number,
  Record<string, Record<number, SeedQuestion[]>>
> = {
  9: { mathematics: CLASS_9_MATHEMATICS, science: CLASS_9_SCIENCE },
  10: { mathematics: CLASS_10_MATHEMATICS, science: CLASS_10_SCIENCE },
};
