/**
 * Question generators: each makes a fresh multiple-choice question from a
 * seed (its numbers drawn, its answer computed, its wrong options each the
 * result of a named mistake), and the chapters each one serves. Attempts
 * keep only (generator id, seed); scoring and review call `generate` again,
 * which gives exactly the same question.
 */
import { build, MAX_SEED, type GeneratedItem, type Generator } from "./core";
import * as math9 from "./math9";
import * as math10 from "./math10";
import * as science from "./science";

export type { GeneratedItem, Generator } from "./core";

/** Every generator by id; an id, once used by an attempt, is never reused for another question. */
export const GENERATORS: ReadonlyMap<string, Generator> = new Map(
  [...Object.values(math9), ...Object.values(math10), ...Object.values(science)].map(
    (g) => [g.id, g],
  ),
);

/** The generators of each chapter, keyed "class/subject slug/chapter number". */
const CHAPTER_GENERATORS: Record<string, Generator[]> = {
  "9/mathematics/1": [math9.rationalise],
  "9/mathematics/2": [math9.remainder],
  "9/mathematics/3": [math9.quadrant],
  "9/mathematics/4": [math9.solutionK],
  "9/mathematics/6": [math9.linearPair],
  "9/mathematics/7": [math9.isoscelesBase],
  "9/mathematics/8": [math9.parallelogramAngle],
  "9/mathematics/9": [math9.inscribedAngle],
  "9/mathematics/10": [math9.heron],
  "9/mathematics/11": [math9.sphereArea],
  "9/mathematics/12": [math9.median],
  "9/science/7": [science.finalVelocity, science.displacement],
  "9/science/8": [science.forceFromMass, science.momentum],
  "9/science/9": [science.massFromWeight],
  "9/science/10": [science.kineticEnergy, science.liftingPower],
  "9/science/11": [science.wavelength, science.echoDistance],
  "10/mathematics/1": [math10.lcmOfTwo],
  "10/mathematics/2": [math10.zeroesSum],
  "10/mathematics/3": [math10.pairOfLines],
  "10/mathematics/4": [math10.quadraticRoots],
  "10/mathematics/5": [math10.apNthTerm, math10.apSum],
  "10/mathematics/6": [math10.similarAreas],
  "10/mathematics/7": [math10.distance, math10.sectionPoint],
  "10/mathematics/8": [math10.trigValue],
  "10/mathematics/9": [math10.heightOfTower],
  "10/mathematics/10": [math10.tangentLength],
  "10/mathematics/11": [math10.sectorArea],
  "10/mathematics/12": [math10.cylinderVolume],
  "10/mathematics/13": [math10.groupedMean],
  "10/mathematics/14": [math10.diceSum, math10.ballsFromBag],
  "10/science/9": [science.mirrorImage, science.lensMagnification, science.relativeIndex],
  "10/science/11": [science.ohmsLaw, science.seriesParallel, science.energyUnits],
};

export function generatorsForChapter(grade: number, subjectSlug: string, chapterNumber: number): Generator[] {
  return CHAPTER_GENERATORS[`${grade}/${subjectSlug}/${chapterNumber}`] ?? [];
}

/** Every chapter that has generators, as its key. */
export const CHAPTERS_WITH_GENERATORS = Object.keys(CHAPTER_GENERATORS);

/** The question a generator makes from a seed; null for an unknown generator or a seed out of range. */
export function generate(generatorId: string, seed: number): GeneratedItem | null {
  const gen = GENERATORS.get(generatorId);
  if (!gen || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return null;
  return build(gen, seed);
}

/** A chapter test's paper holds at least this many questions when its chapter has generators. */
export const PAPER_SIZE = 20;
/** … and at least this many generated ones, whatever the written bank holds. */
export const MIN_GENERATED = 10;

/**
 * Fresh generated items for one paper: `count` of them, the generators taken
 * in turn, each with a new random seed, skipping any whose text is already
 * on the paper (`taken`) or was on the previous one (`avoid`).
 */
export function drawGenerated(
  generators: readonly Generator[],
  count: number,
  random: () => number,
  avoid: ReadonlySet<string> = new Set(),
): GeneratedItem[] {
  const out: GeneratedItem[] = [];
  const taken = new Set<string>();
  for (let i = 0, tries = 0; out.length < count && tries < count * 20; tries++) {
    const gen = generators[i % generators.length];
    const item = build(gen, Math.floor(random() * (MAX_SEED + 1)));
    if (taken.has(item.text) || avoid.has(item.text)) continue;
    taken.add(item.text);
    out.push(item);
    i++;
  }
  return out;
}
