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
  [
    ...Object.values(math9),
    ...Object.values(math10),
    ...Object.values(science),
  ].map((g) => [g.id, g]),
);

/**
 * The generators of each chapter, keyed "class/subject slug/chapter number",
 * with the chapter's title: they serve the chapter only while it has that
 * title, so a reordered or renamed catalogue never gets another topic's
 * questions.
 */
const CHAPTER_GENERATORS: Record<
  string,
  { title: string; generators: Generator[] }
> = {
  "9/mathematics/1": {
    title: "Number Systems",
    generators: [math9.rationalise],
  },
  "9/mathematics/2": { title: "Polynomials", generators: [math9.remainder] },
  "9/mathematics/3": {
    title: "Coordinate Geometry",
    generators: [math9.quadrant],
  },
  "9/mathematics/4": {
    title: "Linear Equations in Two Variables",
    generators: [math9.solutionK],
  },
  "9/mathematics/6": {
    title: "Lines and Angles",
    generators: [math9.linearPair],
  },
  "9/mathematics/7": { title: "Triangles", generators: [math9.isoscelesBase] },
  "9/mathematics/8": {
    title: "Quadrilaterals",
    generators: [math9.parallelogramAngle],
  },
  "9/mathematics/9": { title: "Circles", generators: [math9.inscribedAngle] },
  "9/mathematics/10": { title: "Heron's Formula", generators: [math9.heron] },
  "9/mathematics/11": {
    title: "Surface Areas and Volumes",
    generators: [math9.sphereArea],
  },
  "9/mathematics/12": { title: "Statistics", generators: [math9.median] },
  "9/science/7": {
    title: "Motion",
    generators: [science.finalVelocity, science.displacement],
  },
  "9/science/8": {
    title: "Force and Laws of Motion",
    generators: [science.forceFromMass, science.momentum],
  },
  "9/science/9": { title: "Gravitation", generators: [science.massFromWeight] },
  "9/science/10": {
    title: "Work and Energy",
    generators: [science.kineticEnergy, science.liftingPower],
  },
  "9/science/11": {
    title: "Sound",
    generators: [science.wavelength, science.echoDistance],
  },
  "10/mathematics/1": { title: "Real Numbers", generators: [math10.lcmOfTwo] },
  "10/mathematics/2": { title: "Polynomials", generators: [math10.zeroesSum] },
  "10/mathematics/3": {
    title: "Pair of Linear Equations in Two Variables",
    generators: [math10.pairOfLines],
  },
  "10/mathematics/4": {
    title: "Quadratic Equations",
    generators: [math10.quadraticRoots],
  },
  "10/mathematics/5": {
    title: "Arithmetic Progressions",
    generators: [math10.apNthTerm, math10.apSum],
  },
  "10/mathematics/6": { title: "Triangles", generators: [math10.similarAreas] },
  "10/mathematics/7": {
    title: "Coordinate Geometry",
    generators: [math10.distance, math10.sectionPoint],
  },
  "10/mathematics/8": {
    title: "Introduction to Trigonometry",
    generators: [math10.trigValue],
  },
  "10/mathematics/9": {
    title: "Some Applications of Trigonometry",
    generators: [math10.heightOfTower],
  },
  "10/mathematics/10": { title: "Circles", generators: [math10.tangentLength] },
  "10/mathematics/11": {
    title: "Areas Related to Circles",
    generators: [math10.sectorArea],
  },
  "10/mathematics/12": {
    title: "Surface Areas and Volumes",
    generators: [math10.cylinderVolume],
  },
  "10/mathematics/13": {
    title: "Statistics",
    generators: [math10.groupedMean],
  },
  "10/mathematics/14": {
    title: "Probability",
    generators: [math10.diceSum, math10.ballsFromBag],
  },
  "10/science/9": {
    title: "Light – Reflection and Refraction",
    generators: [
      science.mirrorImage,
      science.lensMagnification,
      science.relativeIndex,
    ],
  },
  "10/science/11": {
    title: "Electricity",
    generators: [science.ohmsLaw, science.seriesParallel, science.energyUnits],
  },
};

export function generatorsForChapter(
  grade: number,
  subjectSlug: string,
  chapterNumber: number,
  chapterTitle: string,
): Generator[] {
  const entry = CHAPTER_GENERATORS[`${grade}/${subjectSlug}/${chapterNumber}`];
  return entry?.title === chapterTitle ? entry.generators : [];
}

/** Every chapter that has generators: its key and title. */
export const CHAPTERS_WITH_GENERATORS = Object.entries(CHAPTER_GENERATORS).map(
  ([key, { title }]) => ({ key, title }),
);

/** The question a generator makes from a seed; null for an unknown generator or a seed out of range. */
export function generate(
  generatorId: string,
  seed: number,
): GeneratedItem | null {
  const gen = GENERATORS.get(generatorId);
  if (!gen || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    return null;
  return build(gen, seed);
}

/**
 * Fresh generated items for one paper: `count` of them, the generators taken
 * in turn, each with a new random seed, skipping any whose text is already
 * on the paper (`taken`) or in `avoid` (the previous paper's, and the
 * chapter's written questions).
 */
export function drawGenerated(
  generators: readonly Generator[],
  count: number,
  random: () => number,
  avoid: ReadonlySet<string> = new Set(),
): GeneratedItem[] {
  const out: GeneratedItem[] = [];
  const taken = new Set<string>();
  for (
    let i = 0, tries = 0;
    out.length < count && tries < count * 20;
    tries++
  ) {
    const gen = generators[i % generators.length];
    const item = build(gen, Math.floor(random() * (MAX_SEED + 1)));
    if (taken.has(item.text) || avoid.has(item.text)) continue;
    taken.add(item.text);
    out.push(item);
    i++;
  }
  return out;
}
