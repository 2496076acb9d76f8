/**
 * The question generators, checked on 1,000 seeds each: the right option's
 * value is recomputed here by another route (substitution, a second formula,
 * counting) from the drawn numbers, no wrong option has the right value,
 * options are distinct and the right one is there once; the same seed gives
 * the same item, different seeds varied ones.
 */
import { describe, expect, it } from "vitest";
import {
  CHAPTERS_WITH_GENERATORS,
  GENERATORS,
  drawGenerated,
  generate,
  generatorsForChapter,
} from "../../convex/learning/generators";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import { CLASS_9 } from "../../convex/seedData/catalogue/class9";
import { CLASS_10 } from "../../convex/seedData/catalogue/class10";
import { MISTAKE_TYPES } from "../../convex/learning/generators/mistakes";
import { rngFrom } from "../../convex/learning/generators/core";

const DRAWS = 1000;

/** A question's text as a reader compares it: case, spacing and end punctuation aside. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.?]+$/, "")
    .trim();

/**
 * Every written question of Class 9 and 10, by where it is written: a
 * chapter ("class/subject/chapter", its questions and bank) or a subject's
 * demo ("class/subject/demo"). A generator may make the text of a written
 * question of its own chapter or its subject's demo, which a paper's
 * generated part then skips (model/freshPaper.ts); of any other, never.
 */
const WRITTEN = new Map<string, string>();
for (const grade of [9, 10])
  for (const subject of CATALOGUE[grade]) {
    for (const [i, c] of subject.chapters.entries())
      for (const q of [...c.questions, ...(c.bankQuestions ?? [])])
        WRITTEN.set(comparable(q.text), `${grade}/${subject.slug}/${i + 1}`);
    for (const q of subject.demoQuestions ?? [])
      WRITTEN.set(comparable(q.text), `${grade}/${subject.slug}/demo`);
  }

/** Where each generator's papers skip written texts: its chapters and their subjects' demos. */
const SKIPPED_IN = new Map<string, string[]>();
for (const { key, title } of CHAPTERS_WITH_GENERATORS) {
  const [grade, slug, number] = key.split("/");
  for (const g of generatorsForChapter(+grade, slug, +number, title))
    SKIPPED_IN.set(g.id, [
      ...(SKIPPED_IN.get(g.id) ?? []),
      key,
      `${grade}/${slug}/demo`,
    ]);
}

const evaluated = new Map<string, number>();

/** The numbers an option states: "(√7 − √5)/2" → [0.17…], "(3, −2)" → [3, −2], "−4 and 5" → [−4, 5]. */
function valuesOf(option: string): number[] {
  const quadrant = /^Quadrant (I|II|III|IV)$/.exec(option);
  if (quadrant) return [["I", "II", "III", "IV"].indexOf(quadrant[1]) + 1];
  const body = option
    .replace(/^[a-z] = /, "")
    .replace(/ (units|cm²|cm³|cm|m²|m\/s|m|kg m\/s|kg|N|J|W|kWh|Ω)$/, "")
    .replace(/°$/, "")
    .replace(/−/g, "-");
  const parts =
    body.startsWith("(") && body.includes(", ")
      ? body.slice(1, -1).split(", ")
      : body.split(" and ");
  return parts.map((p) => {
    const js = p.replace(
      /(\d*)√(\d+)/g,
      (_, k, n) => `${k ? `${k}*` : ""}Math.sqrt(${n})`,
    );
    let value = evaluated.get(js);
    if (value === undefined) {
      if (!/^[-+*/().\d\sMathsqr]+$/.test(js))
        throw new Error(`Not a number: ${option}`);
      value = Function(`return (${js});`)() as number;
      evaluated.set(js, value);
    }
    return value;
  });
}

/** Equal as shown: options round to 2 decimals (1 for heights). */
const close = (a: number, b: number, tol = 0.0051) =>
  Math.abs(a - b) <= tol + 1e-9 * Math.abs(b);
const TOLERANCE: Record<string, number> = {
  "m10.trig-applications.height": 0.051,
};
const SIN = (deg: number) => Math.sin((deg * Math.PI) / 180);
const COS = (deg: number) => Math.cos((deg * Math.PI) / 180);
const PI = 22 / 7;

/** Per generator: the right option's values, recomputed another way from the drawn numbers. */
const EXPECTED: Record<string, (p: Record<string, number>) => number[]> = {
  "m9.numbers.rationalise": ({ a, b }) => [
    (Math.sqrt(a) - Math.sqrt(b)) / (a - b),
  ],
  "m9.polynomials.remainder": ({ a, b, c, d, k }) => {
    // Synthetic division by (x − k): the last carried value is the remainder.
    let carry = 0;
    for (const coef of [a, b, c, d]) carry = carry * k + coef;
    return [carry];
  },
  "m9.coordinate.quadrant": ({ x, y }) => [
    Math.atan2(y, x) > 0
      ? Math.atan2(y, x) > Math.PI / 2
        ? 2
        : 1
      : Math.atan2(y, x) < -Math.PI / 2
        ? 3
        : 4,
  ],
  "m9.linear.find-k": ({ a, p, q, c }) => {
    // Try every k in range until the pair satisfies the equation.
    for (let k = -9; k <= 9; k++) if (a * p + k * q === c) return [k];
    return [NaN];
  },
  "m9.lines-angles.linear-pair": ({ m, n, larger }) => [
    larger ? 180 - (180 * m) / (m + n) : 180 - (180 * n) / (m + n),
  ],
  "m9.triangles.isosceles": ({ apex }) => [90 - apex / 2],
  "m9.quadrilaterals.parallelogram": ({ m, n, larger }) => [
    (180 * (larger ? Math.max(m, n) : Math.min(m, n))) / (m + n),
  ],
  "m9.circles.angle-at-centre": ({ centre }) => [centre / 2],
  "m9.heron.area": ({ a, b, c }) => {
    // ½ab sin C, with C from the cosine rule.
    const cosC = (a * a + b * b - c * c) / (2 * a * b);
    return [0.5 * a * b * Math.sqrt(1 - cosC * cosC)];
  },
  "m9.solids.sphere-area": ({ r }) => [PI * (2 * r) ** 2],
  "m9.statistics.median": (p) => {
    const xs = Array.from({ length: p.n }, (_, i) => p[`x${i}`]);
    // The kth smallest value, by counting rather than sorting.
    const kth = (k: number) =>
      Math.min(...xs.filter((v) => xs.filter((x) => x <= v).length >= k));
    return [
      p.n % 2 ? kth((p.n + 1) / 2) : (kth(p.n / 2) + kth(p.n / 2 + 1)) / 2,
    ];
  },
  "m10.real.lcm": ({ a, b }) => {
    let m = Math.max(a, b);
    while (m % a || m % b) m += Math.max(a, b);
    return [m];
  },
  "m10.poly.zeroes-sum": ({ a, b, c }) => {
    const disc = Math.sqrt(b * b - 4 * a * c);
    return [(-b + disc) / (2 * a) + (-b - disc) / (2 * a)];
  },
  "m10.linear.solve-x": ({ a1, b1, c1, a2, b2, c2, y }) => {
    const x = (c1 - b1 * y) / a1;
    if (a2 * x + b2 * y !== c2) return [NaN];
    return [x];
  },
  "m10.quadratic.roots": ({ a, b, c }) => {
    const disc = Math.sqrt(b * b - 4 * a * c);
    return [(-b - disc) / (2 * a), (-b + disc) / (2 * a)];
  },
  "m10.ap.nth-term": ({ a, d, n }) => {
    let t = a;
    for (let i = 1; i < n; i++) t += d;
    return [t];
  },
  "m10.ap.sum": ({ a, d, n }) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += a + i * d;
    return [s];
  },
  "m10.triangles.area-ratio": ({ p, q, area1 }) => [area1 * (q / p) ** 2],
  "m10.coordinate.distance": ({ x1, y1, x2, y2 }) => [
    Math.hypot(x2 - x1, y2 - y1),
  ],
  "m10.coordinate.section": ({ x1, y1, x2, y2, m, n }) => [
    x1 + ((x2 - x1) * m) / (m + n),
    y1 + ((y2 - y1) * m) / (m + n),
  ],
  "m10.trig.standard-angles": ({ A, B, p, q }) => [
    p * SIN(A) ** 2 + q * COS(B) ** 2,
  ],
  "m10.trig-applications.height": ({ theta, d }) => [
    (d * SIN(theta)) / COS(theta),
  ],
  "m10.circles.tangent-length": ({ d, r }) => [Math.sqrt(d * d - r * r)],
  "m10.circle-areas.sector": ({ r, theta }) => [
    ((0.5 * r * r * theta * Math.PI) / 180) * (PI / Math.PI),
  ],
  "m10.solids.cylinder-volume": ({ r, h }) => [PI * r * r * h],
  "m10.statistics.grouped-mean": (p) => {
    // Step-deviation method with the assumed mean at the first class mark.
    const f = Array.from({ length: p.classes }, (_, i) => p[`f${i}`]);
    const A = p.start + p.w / 2;
    const sf = f.reduce((s, x) => s + x, 0);
    const sfu = f.reduce((s, x, i) => s + x * i, 0);
    return [A + (p.w * sfu) / sf];
  },
  "m10.probability.two-dice": ({ s, kind }) => {
    // Ways to make each sum t: 6 − |t − 7|.
    const inEvent = [
      (t: number) => t === s,
      (t: number) => t < s,
      (t: number) => t > s,
      (t: number) => t <= s,
      (t: number) => t >= s,
    ][kind];
    let ways = 0;
    for (let t = 2; t <= 12; t++) if (inEvent(t)) ways += 6 - Math.abs(t - 7);
    return [ways / 36];
  },
  "m10.probability.bag": ({ red, blue, green }) => [
    1 - (red + green) / (red + blue + green),
  ],
  "s9.motion.final-velocity": ({ u, a, t }) => {
    const s = u * t + 0.5 * a * t * t;
    return [Math.sqrt(u * u + 2 * a * s)];
  },
  "s9.motion.displacement": ({ u, a, t }) => [((u + (u + a * t)) / 2) * t],
  "s9.force.f-ma": ({ grams, a }) => [grams * a * 0.001],
  "s9.force.momentum": ({ m, v }) => [m * v],
  "s9.gravitation.mass-from-weight": ({ w }) => [w / 9.8],
  "s9.energy.kinetic": ({ m, v }) => [(m * v * v) / 2],
  "s9.energy.power": ({ m, h, minutes }) => [(m * 10 * h) / 60 / minutes],
  "s9.sound.wavelength": ({ v, f }) => [v / f],
  "s9.sound.echo": ({ v, t }) => [v * (t / 2)],
  "s10.light.mirror-image": ({ u, f }) => [1 / (1 / f - 1 / u)],
  "s10.light.lens-magnification": ({ u, F }) => [1 / (1 / F + 1 / u) / u],
  "s10.light.relative-index": ({ va, vb }) => [3 / vb / (3 / va)],
  "s10.electricity.ohm": ({ V, mA }) => [V / (mA * 1e-3)],
  "s10.electricity.combination": ({ R1, R2, R3 }) => [
    1 / (1 / R1 + 1 / R2) + R3,
  ],
  "s10.electricity.energy-kwh": ({ P, h, d }) => [(P * h * d * 3600) / 3.6e6],
};

describe("question generators", () => {
  it("the written questions they are compared with are all there", () => {
    // Class 9 and 10 Mathematics and Science: at least 30 a chapter.
    expect(WRITTEN.size).toBeGreaterThan(1_500);
    expect(WRITTEN.has(comparable("  Not A Written Question? "))).toBe(false);
  });

  it("a chapter's generated questions are never its written ones nor its subject's demo", () => {
    for (const { key, title } of CHAPTERS_WITH_GENERATORS) {
      const [grade, slug, number] = key.split("/");
      const gens = generatorsForChapter(+grade, slug, +number, title);
      const subject = CATALOGUE[+grade].find((s) => s.slug === slug)!;
      const chapter = subject.chapters[+number - 1];
      // As model/freshPaper.ts passes them: the texts as stored.
      const written = new Set(
        [
          ...chapter.questions,
          ...(chapter.bankQuestions ?? []),
          ...(subject.demoQuestions ?? []),
        ].map((q) => q.text),
      );
      const rng = rngFrom(+number * 31 + +grade);
      for (let paper = 0; paper < 50; paper++)
        for (const item of drawGenerated(gens, 14, rng.next, written))
          expect(written.has(item.text), `${key}: ${item.text}`).toBe(false);
    }
  });

  it("every generator has an independent check and serves a chapter", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...GENERATORS.keys()].sort());
    expect(CHAPTERS_WITH_GENERATORS.length).toBeGreaterThanOrEqual(30);
  });

  it("each chapter's generators are listed under the chapter's number and title in the catalogue", () => {
    for (const { key, title } of CHAPTERS_WITH_GENERATORS) {
      const [grade, slug, number] = key.split("/");
      const subject = [...CLASS_9, ...CLASS_10].find(
        (s) => s.grade === Number(grade) && s.slug === slug,
      );
      expect(subject?.chapters[Number(number) - 1]?.title, key).toBe(title);
      expect(
        generatorsForChapter(Number(grade), slug, Number(number), title).length,
      ).toBeGreaterThan(0);
    }
    // A chapter renamed or moved gets none.
    expect(generatorsForChapter(10, "mathematics", 5, "Triangles")).toEqual([]);
  });

  const shares: Record<string, number> = {};
  for (const id of GENERATORS.keys())
    it(`${id}: 1,000 seeds give right, distinct, tagged options`, () => {
      const texts = new Set<string>();
      // Plain checks in the loop (expect() per option of 1,000 items is slow); one failure throws.
      const check = (ok: boolean, what: string) => {
        if (!ok) throw new Error(what);
      };
      for (let seed = 0; seed < DRAWS; seed++) {
        const s = seed * 7919 + 13;
        const item = generate(id, s)!;
        const ctx = `${id} seed ${s}: ${item.text} [${item.options.join(" | ")}]`;
        check(item.options.length === 4, `${ctx}: not 4 options`);
        check(new Set(item.options).size === 4, `${ctx}: options repeat`);
        check(
          item.mistakes.filter((m) => m === null).length === 1,
          `${ctx}: not one right option`,
        );
        check(
          item.mistakes[item.correctIndex] === null,
          `${ctx}: right option tagged`,
        );
        for (const [i, m] of item.mistakes.entries())
          if (i !== item.correctIndex)
            check(
              MISTAKE_TYPES.includes(m!) && !!item.mistakeNotes[i],
              `${ctx}: option ${i} untagged`,
            );
        const expected = EXPECTED[id](item.params);
        const right = valuesOf(item.options[item.correctIndex]);
        check(
          right.length === expected.length &&
            expected.every((e, i) => close(right[i], e, TOLERANCE[id])),
          `${ctx}: right option ${item.options[item.correctIndex]}, expected ${expected.join(", ")}`,
        );
        // No wrong option states the right value(s).
        for (const [i, o] of item.options.entries()) {
          if (i === item.correctIndex) continue;
          const vals = valuesOf(o);
          const same =
            vals.length === right.length &&
            vals.every((x, j) => close(x, right[j], 1e-9));
          check(!same, `${ctx}: wrong option ${o} states the right value`);
        }
        check(item.explanation.length > 20, `${ctx}: no worked solution`);
        const writtenIn = WRITTEN.get(comparable(item.text));
        check(
          writtenIn === undefined || !!SKIPPED_IN.get(id)?.includes(writtenIn),
          `${ctx}: the text of a written question of ${writtenIn}`,
        );
        texts.add(item.text);
      }
      shares[id] = texts.size / DRAWS;
      // Different seeds give varied questions: enough for two papers without a repeat.
      expect(texts.size).toBeGreaterThanOrEqual(40);
    });

  it("the same seed gives the same item; unknown generators and bad seeds give none", () => {
    for (const id of GENERATORS.keys())
      expect(generate(id, 424242)).toEqual(generate(id, 424242));
    expect(generate("no.such.generator", 1)).toBeNull();
    expect(generate("m10.ap.sum", -1)).toBeNull();
    expect(generate("m10.ap.sum", 1.5)).toBeNull();
    expect(generate("m10.ap.sum", 2 ** 32)).toBeNull();
  });

  it("reports the share of distinct questions over 1,000 seeds", () => {
    const rows = Object.entries(shares).sort((a, b) => a[1] - b[1]);
    console.log(
      rows.map(([id, s]) => `${id}: ${(s * 100).toFixed(1)}%`).join("\n"),
    );
    expect(rows.length).toBe(GENERATORS.size);
  });

  it("a paper's generated items are distinct and avoid the previous paper's", () => {
    const gens = [...GENERATORS.values()].filter((g) =>
      g.id.startsWith("m10.ap"),
    );
    const rng = rngFrom(99);
    const first = drawGenerated(gens, 14, rng.next);
    expect(new Set(first.map((i) => i.text)).size).toBe(14);
    const second = drawGenerated(
      gens,
      14,
      rng.next,
      new Set(first.map((i) => i.text)),
    );
    expect(second).toHaveLength(14);
    expect(second.some((i) => first.some((f) => f.text === i.text))).toBe(
      false,
    );
  });
});
