/** Rules of board-pattern papers shared with the browser. */

/** The four standard options of an assertion–reason question, in board order. */
export const ASSERTION_REASON_OPTIONS = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
] as const;

/** Marks a self-assessment gives: the sum of the ticked steps' marks (each step once). */
export function tickedMarks(
  scheme: readonly { marks: number }[],
  steps: readonly number[],
) {
  return [...new Set(steps)].reduce(
    (sum, i) => sum + (scheme[i]?.marks ?? 0),
    0,
  );
}
