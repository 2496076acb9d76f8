/**
 * The machinery every question generator shares: a seeded random source
 * (mulberry32: 32-bit state, the same numbers for the same seed on every
 * runtime), number formatting in plain Unicode (−, √, ², π) and `build`,
 * which turns a generator's draft into a shown question with four distinct
 * options, each wrong one tagged with the mistake that produces it.
 *
 * A generator must stay the same once attempts use it: scoring and review
 * regenerate each item from its (generator, seed). To change what a
 * generator asks, add a new generator id and retire the old one from the
 * chapter lists (its code stays, so old attempts still review exactly).
 */
import type { MistakeType } from "./mistakes";

export type Difficulty = "easy" | "medium" | "hard";

export type Rng = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  /** +1 or −1. */
  sign(): 1 | -1;
};

/** Mulberry32: a small, fast 32-bit PRNG; the same seed gives the same sequence. */
export function rngFrom(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

/** Seeds are 32-bit unsigned integers. */
export const MAX_SEED = 0xffffffff;

/** A number as shown: at most `dp` decimals, no trailing zeros, a true minus sign. */
export function num(n: number, dp = 2): string {
  const r = Math.round(n * 10 ** dp) / 10 ** dp;
  const s = String(Object.is(r, -0) ? 0 : r);
  return s.replace("-", "−");
}

/** A signed term for an expression: "+ 3", "− 3". */
export function term(n: number): string {
  return n < 0 ? `− ${num(-n)}` : `+ ${num(n)}`;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A fraction p/q in lowest terms ("3/8", "−1/2", "2"). */
export function frac(p: number, q: number): string {
  if (q < 0) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1;
  const [a, b] = [p / g, q / g];
  return b === 1 ? num(a) : `${num(a)}/${b}`;
}

/** √n, simplified to an integer when n is a perfect square. */
export function surd(n: number): string {
  const r = Math.round(Math.sqrt(n));
  return r * r === n ? num(r) : `√${n}`;
}

/** A wrong option as the generator proposes it: a value (shown like the answer) or a text. */
export type Distractor = {
  mistake: MistakeType;
  /** What went wrong, in plain words, shown in review after the mistake's name. */
  why: string;
} & ({ value: number } | { text: string });

export type Draft = {
  text: string;
  /** The right answer's value (for checks); shown with `show` unless `answerText` is given. */
  answer: number;
  answerText?: string;
  show: (n: number) => string;
  /** The smallest change of the answer that shows differently: used to move a wrong option off a repeated one. */
  step: number;
  distractors: [Distractor, Distractor, Distractor];
  explanation: string;
  /** The drawn numbers, for independent checks. */
  params: Record<string, number>;
};

export type Generator = {
  id: string;
  /** What it asks, for people reading the list. */
  topic: string;
  difficulty: Difficulty;
  draft(rng: Rng): Draft;
};

export type GeneratedItem = {
  generator: string;
  seed: number;
  text: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  difficulty: Difficulty;
  /** Per option: the mistake that leads to it (null for the right one). */
  mistakes: (MistakeType | null)[];
  /** Per option: what went wrong, in plain words (null for the right one). */
  mistakeNotes: (string | null)[];
  answer: number;
  params: Record<string, number>;
};

/**
 * The question a generator makes from a seed: its draft, with wrong options
 * that repeat the answer or each other moved to a nearby value (then tagged
 * as an arithmetic slip), and the four options in a seeded order.
 */
export function build(gen: Generator, seed: number): GeneratedItem {
  const rng = rngFrom(seed);
  const d = gen.draft(rng);
  const answerText = d.answerText ?? d.show(d.answer);
  const options: {
    text: string;
    mistake: MistakeType | null;
    why: string | null;
  }[] = [{ text: answerText, mistake: null, why: null }];
  for (const x of d.distractors) {
    let text = "value" in x ? d.show(x.value) : x.text;
    let mistake: MistakeType = x.mistake;
    let why: string | null = x.why;
    for (let k = 1; options.some((o) => o.text === text); k++) {
      const offset = Math.ceil(k / 2) * (k % 2 ? 1 : -1) * d.step;
      text = d.show(d.answer + offset);
      mistake = "arithmetic_slip";
      why = "a small slip in the working moved the result.";
    }
    options.push({ text, mistake, why });
  }
  // Seeded Fisher–Yates, so the right option's place is part of the item.
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [options[i], options[j]] = [options[j], options[i]];
  }
  return {
    generator: gen.id,
    seed,
    text: d.text,
    options: options.map((o) => o.text),
    correctIndex: options.findIndex((o) => o.mistake === null),
    explanation: d.explanation,
    difficulty: gen.difficulty,
    mistakes: options.map((o) => o.mistake),
    mistakeNotes: options.map((o) => o.why),
    answer: d.answer,
    params: d.params,
  };
}
