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
