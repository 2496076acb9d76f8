/**
 * The rules of a chapter test's paper: how many questions an attempt gets,
 * how many of them come from the chapter's written bank, and which written
 * ones. Pure functions, tested on their own (tests/convex/paperRules.test.ts).
 *
 * Each attempt of a chapter test is a new paper of `PAPER_SIZE` distinct
 * questions (or the whole pool, when it holds fewer):
 * - a chapter with question generators: up to `PAPER_SIZE - MIN_GENERATED`
 *   written questions the student has not seen answered and that were not on
 *   the previous paper, and generated ones (new seeds, none repeating the
 *   previous paper's) for the rest, so a retake shares no question with the
 *   previous attempt;
 * - a chapter without generators: `PAPER_SIZE` written questions, those not
 *   on the previous paper first (unseen before seen), so a retake repeats
 *   only what the pool cannot avoid: max(0, 2 × PAPER_SIZE − pool) questions.
 *
 * The retake bound: with a pool of at least 30 written questions (every
 * Class 9 and 10 Mathematics and Science chapter) a retake shares at most
 * `RETAKE_OVERLAP_MAX` of its questions with the previous attempt: none on
 * a chapter with generators, at most 10 of 20 on one without.
 */

/** The questions on a chapter test's paper when its pool (or its generators) can fill it. */
export const PAPER_SIZE = 20;
/** A paper of a chapter with generators holds at least this many generated questions. */
export const MIN_GENERATED = 10;
/** The most written questions a chapter test's pool must hold for the retake bound below. */
export const BANK_SIZE = 30;
/** The largest share of a retake's questions that were on the previous attempt's paper (pool of `BANK_SIZE` or more). */
export const RETAKE_OVERLAP_MAX = 0.5;

/** The questions on each paper of a chapter test with `pool` written questions. */
export function chapterPaperSize(pool: number, hasGenerators: boolean): number {
  return hasGenerators ? PAPER_SIZE : Math.min(pool, PAPER_SIZE);
}

/** The most written questions on a paper of a chapter test. */
export function writtenShare(hasGenerators: boolean): number {
  return hasGenerators ? PAPER_SIZE - MIN_GENERATED : PAPER_SIZE;
}

export type WrittenCandidate<T> = {
  item: T;
  /** The student has been shown its right answer. */
  seen: boolean;
  /** It was on the previous attempt's paper. */
  onPrevious: boolean;
};

/**
 * Up to `count` of the pool's written questions for a new paper, drawn at
 * random within each tier, tiers in order: not on the previous paper and
 * unseen, not on it and seen, on it and unseen, on it and seen. With
 * `freshOnly` (a chapter with generators, which fill the rest) only the
 * first tier is drawn from.
 */
export function pickWritten<T>(
  pool: readonly WrittenCandidate<T>[],
  count: number,
  random: () => number,
  freshOnly = false,
): WrittenCandidate<T>[] {
  const tier = (c: WrittenCandidate<T>) =>
    (c.onPrevious ? 2 : 0) + (c.seen ? 1 : 0);
  const tiers: WrittenCandidate<T>[][] = [[], [], [], []];
  for (const c of pool) tiers[tier(c)].push(c);
  const ordered = (freshOnly ? tiers.slice(0, 1) : tiers).flatMap((t) =>
    shuffle(t, random),
  );
  return ordered.slice(0, Math.max(0, count));
}

/** Fisher–Yates with the given source of randomness. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
