/** Scoring of a test attempt: pure, so the rules are tested on their own and applied only on the server. */

export type MarkingScheme = { marksCorrect: number; marksWrong: number };

export type AnswerForScoring = {
  correctIndex: number;
  selectedIndex: number | undefined;
};

export type Score = {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** Marks taken away by negative marking. */
  negativeMarks: number;
  /** Right answers among those attempted, 0–100 (0 when none attempted). */
  accuracyPercent: number;
  /** Score as a share of the maximum, 0–100 (never below 0). */
  percent: number;
};

export function scoreAttempt(
  answers: AnswerForScoring[],
  scheme: MarkingScheme,
): Score {
  let correct = 0;
  let wrong = 0;
  for (const a of answers) {
    if (a.selectedIndex === undefined) continue;
    if (a.selectedIndex === a.correctIndex) correct++;
    else wrong++;
  }
  const unanswered = answers.length - correct - wrong;
  const negativeMarks = wrong * scheme.marksWrong;
  const score = correct * scheme.marksCorrect - negativeMarks;
  const maxScore = answers.length * scheme.marksCorrect;
  const attempted = correct + wrong;
  return {
    score,
    maxScore,
    correct,
    wrong,
    unanswered,
    negativeMarks,
    accuracyPercent: attempted ? Math.round((correct / attempted) * 100) : 0,
    percent: maxScore ? Math.max(0, Math.round((score / maxScore) * 100)) : 0,
  };
}

// ── Shuffled attempts ──────────────────────────────────────────────────────

/** A new array with `items` in random order (Fisher–Yates; `random` is Math.random in mutations). */
export function shuffled<T>(items: readonly T[], random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The options' order as one student sees them: `order[shown] = the question's
 * own index`. Answers without a stored permutation (older attempts, the demo
 * seed's replays) show the options as written.
 */
export function displayOrder(
  order: readonly number[] | undefined,
  optionCount: number,
): readonly number[] {
  if (
    order &&
    order.length === optionCount &&
    new Set(order).size === optionCount &&
    order.every((o) => Number.isInteger(o) && o >= 0 && o < optionCount)
  )
    return order;
  return Array.from({ length: optionCount }, (_, i) => i);
}

/** Where the question's own option `index` is shown (null for no answer). */
export function toDisplayed(
  order: readonly number[],
  index: number | undefined,
): number | null {
  if (index === undefined) return null;
  const shown = order.indexOf(index);
  return shown === -1 ? null : shown;
}
