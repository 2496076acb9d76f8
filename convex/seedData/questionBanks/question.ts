import type { SeedQuestion } from "../catalogue/types";

/** A bank question, written difficulty first so each reads as one block. */
export function q(
  difficulty: SeedQuestion["difficulty"],
  text: string,
  options: SeedQuestion["options"],
  correct: SeedQuestion["correct"],
  explanation: string,
): SeedQuestion {
  return { text, options, correct, explanation, difficulty };
}

/** The four standard options of an assertion–reason question, in board order. */
export const AR: SeedQuestion["options"] = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];
