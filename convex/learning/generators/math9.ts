/** Generators for Class 9 Mathematics (NCERT, rationalised order). */
import { gcd, num, term, type Generator } from "./core";

const PI = 22 / 7;
const NON_SQUARES = [2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20];

export const rationalise: Generator = {
  id: "m9.numbers.rationalise",
  topic: "Rationalising a denominator",
  difficulty: "medium",
  draft(rng) {
    let a = rng.pick(NON_SQUARES);
    let b = rng.pick(NON_SQUARES);
    while (a === b) b = rng.pick(NON_SQUARES);
    [a, b] = [Math.max(a, b), Math.min(a, b)];
    const over = (top: string, den: number) =>
      den === 1 ? top : `(${top})/${den}`;
    const answerText = over(`√${a} − √${b}`, a - b);
    return {
      text: `Rationalise the denominator of 1/(√${a} + √${b}).`,
      answer: 1 / (Math.sqrt(a) + Math.sqrt(b)),
      answerText,
      show: (x) => num(x, 3),
      step: 0.01,
      distractors: [
        {
          text: over(`√${a} + √${b}`, a - b),
          mistake: "sign_error",
          why: `multiply by the conjugate √${a} − √${b}, which changes the sign between the roots.`,
        },
        {
          text: `(√${a} − √${b})/${a + b}`,
          mistake: "formula_confusion",
          why: `(√a + √b)(√a − √b) = a − b, not a + b.`,
        },
        {
          text: over(
            `√${a} − √${b}`,
            (a - b) * (a - b) === 1 ? 2 : (a - b) * (a - b),
          ),
          mistake: "arithmetic_slip",
          why: `the denominator becomes (√${a})² − (√${b})² = ${a - b}.`,
        },
      ],
      explanation: `Multiply top and bottom by √${a} − √${b}: the denominator becomes (√${a})² − (√${b})² = ${a} − ${b} = ${a - b}, so the value is ${answerText}.`,
      params: { a, b },
    };
  },
};

export const remainder: Generator = {
  id: "m9.polynomials.remainder",
  topic: "The remainder theorem",
  difficulty: "medium",
  draft(rng) {
    const [a, b, c, d] = [
      rng.int(1, 4),
      rng.int(-6, 6),
      rng.int(-9, 9),
      rng.int(-12, 12),
    ];
    const k = rng.pick([-3, -2, 2, 3]);
    const p = (x: number) => a * x ** 3 + b * x ** 2 + c * x + d;
    return {
      text: `What is the remainder when p(x) = ${a === 1 ? "" : a}x³ ${term(b)}x² ${term(c)}x ${term(d)} is divided by x ${term(-k)}?`,
      answer: p(k),
      show: (x) => num(x),
      step: 1,
      distractors: [
        {
          value: p(-k),
          mistake: "sign_error",
          why: `dividing by x ${term(-k)} means substituting x = ${num(k)}, not ${num(-k)}.`,
        },
        {
          value: d,
          mistake: "concept_confusion",
          why: `the constant term is p(0), the remainder on dividing by x.`,
        },
        {
          value: p(1),
          mistake: "misread_question",
          why: `p(1) is the remainder on dividing by x − 1.`,
        },
      ],
      explanation: `By the remainder theorem the remainder is p(${num(k)}) = ${a}(${num(k)})³ + (${num(b)})(${num(k)})² + (${num(c)})(${num(k)}) + (${num(d)}) = ${num(p(k))}.`,
      params: { a, b, c, d, k },
    };
  },
};

const QUADRANTS = ["Quadrant I", "Quadrant II", "Quadrant III", "Quadrant IV"];
const quadrantOf = (x: number, y: number) =>
  x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2;

export const quadrant: Generator = {
  id: "m9.coordinate.quadrant",
  topic: "The quadrant of a point",
  difficulty: "easy",
  draft(rng) {
    const x = rng.int(1, 12) * rng.sign();
    const y = rng.int(1, 12) * rng.sign();
    const q = quadrantOf(x, y);
    return {
      text: `In which quadrant does the point (${num(x)}, ${num(y)}) lie?`,
      answer: q + 1,
      answerText: QUADRANTS[q],
      show: (n) => QUADRANTS[(((Math.round(n) - 1) % 4) + 4) % 4],
      step: 1,
      distractors: [
        {
          text: QUADRANTS[quadrantOf(-x, y)],
          mistake: "sign_error",
          why: `the x-coordinate ${num(x)} is ${x > 0 ? "positive: right" : "negative: left"} of the y-axis.`,
        },
        {
          text: QUADRANTS[quadrantOf(x, -y)],
          mistake: "sign_error",
          why: `the y-coordinate ${num(y)} is ${y > 0 ? "positive: above" : "negative: below"} the x-axis.`,
        },
        {
          text: QUADRANTS[quadrantOf(y, x)],
          mistake: "misread_question",
          why: `the first number of a pair is x (across), the second y (up).`,
        },
      ],
      explanation: `x = ${num(x)} is ${x > 0 ? "positive" : "negative"} and y = ${num(y)} is ${y > 0 ? "positive" : "negative"}, which is ${QUADRANTS[q]}.`,
      params: { x, y },
    };
  },
};

export const solutionK: Generator = {
  id: "m9.linear.find-k",
  topic: "A solution of a linear equation in two variables",
  difficulty: "easy",
  draft(rng) {
    const p = rng.int(-6, 6);
    let q = rng.int(-6, 6);
    while (q === 0 || Math.abs(q) === 1) q = rng.int(-6, 6);
    const a = rng.int(1, 9);
    const k = rng.int(-9, 9) || 4;
    const c = a * p + k * q;
    return {
      text: `If x = ${num(p)}, y = ${num(q)} is a solution of ${a === 1 ? "" : a}x + ky = ${num(c)}, what is k?`,
      answer: k,
      show: (x) => `k = ${num(x)}`,
      step: 1,
      distractors: [
        {
          value: (c + a * p) / q,
          mistake: "sign_error",
          why: `moving ${a}x = ${num(a * p)} across the equals sign changes its sign.`,
        },
        {
          value: c - a * p,
          mistake: "step_skipped",
          why: `k × ${num(q)} = ${num(c - a * p)}, so divide by ${num(q)}.`,
        },
        {
          value: p === 0 ? c - a * q : (c - a * q) / p,
          mistake: "misread_question",
          why: `x and y were swapped: x = ${num(p)}, y = ${num(q)}.`,
        },
      ],
      explanation: `Substitute: ${a}(${num(p)}) + k(${num(q)}) = ${num(c)}, so ${num(q)}k = ${num(c - a * p)} and k = ${num(k)}.`,
      params: { a, p, q, c },
    };
  },
};

/** Ratios m : n (m < n, coprime) whose parts divide 180° into whole degrees. */
const SPLITS: [number, number][] = [];
for (let n = 2; n <= 20; n++)
  for (let m = 1; m < n; m++)
    if (gcd(m, n) === 1 && 180 % (m + n) === 0) SPLITS.push([m, n]);

export const linearPair: Generator = {
  id: "m9.lines-angles.linear-pair",
  topic: "Angles of a linear pair",
  difficulty: "easy",
  draft(rng) {
    const [m, n] = rng.pick(SPLITS);
    const larger = rng.next() < 0.5;
    const [mine, other] = larger ? [n, m] : [m, n];
    const angle = (180 * mine) / (m + n);
    return {
      text: `Two angles form a linear pair and are in the ratio ${m} : ${n}. What is the ${larger ? "larger" : "smaller"} angle?`,
      answer: angle,
      show: (x) => `${num(x)}°`,
      step: 1,
      distractors: [
        {
          value: (90 * mine) / (m + n),
          mistake: "concept_confusion",
          why: `a linear pair adds up to 180°; 90° is for complementary angles.`,
        },
        {
          value: (360 * mine) / (m + n),
          mistake: "concept_confusion",
          why: `360° is a full turn; a linear pair makes a straight angle, 180°.`,
        },
        {
          value: (180 * other) / (m + n),
          mistake: "misread_question",
          why: `that is the ${larger ? "smaller" : "larger"} angle.`,
        },
      ],
      explanation: `The angles are ${m}x and ${n}x with ${m + n}x = 180°, so x = ${num(180 / (m + n))}° and the ${larger ? "larger" : "smaller"} angle is ${num(angle)}°.`,
      params: { m, n, larger: larger ? 1 : 0 },
    };
  },
};

export const parallelogramAngle: Generator = {
  id: "m9.quadrilaterals.parallelogram",
  topic: "Angles of a parallelogram",
  difficulty: "easy",
  draft(rng) {
    const [m, n] = rng.pick(SPLITS);
    const larger = rng.next() < 0.5;
    const [mine, other] = larger ? [n, m] : [m, n];
    const angle = (180 * mine) / (m + n);
    return {
      text: `Two adjacent angles of a parallelogram are in the ratio ${m} : ${n}. What is the ${larger ? "larger" : "smaller"} angle?`,
      answer: angle,
      show: (x) => `${num(x)}°`,
      step: 1,
      distractors: [
        {
          value: (360 * mine) / (m + n),
          mistake: "concept_confusion",
          why: `adjacent angles of a parallelogram add up to 180° (all four to 360°).`,
        },
        {
          value: (180 * other) / (m + n),
          mistake: "misread_question",
          why: `that is the ${larger ? "smaller" : "larger"} angle.`,
        },
        {
          value: (90 * mine) / (m + n),
          mistake: "concept_confusion",
          why: `adjacent angles are supplementary (180°), not complementary.`,
        },
      ],
      explanation: `Adjacent angles are supplementary: ${m}x + ${n}x = 180°, x = ${num(180 / (m + n))}°, so the ${larger ? "larger" : "smaller"} is ${num(angle)}°.`,
      params: { m, n, larger: larger ? 1 : 0 },
    };
  },
};

export const isoscelesBase: Generator = {
  id: "m9.triangles.isosceles",
  topic: "Base angles of an isosceles triangle",
  difficulty: "easy",
  draft(rng) {
    const apex = 2 * rng.int(10, 80);
    const base = (180 - apex) / 2;
    return {
      text: `In △ABC, AB = AC and ∠A = ${apex}°. What is ∠B?`,
      answer: base,
      show: (x) => `${num(x)}°`,
      step: 1,
      distractors: [
        {
          value: 180 - apex,
          mistake: "step_skipped",
          why: `∠B + ∠C = ${180 - apex}°, shared equally by the two base angles.`,
        },
        {
          value: apex,
          mistake: "concept_confusion",
          why: `equal sides AB = AC make the angles opposite them (∠B and ∠C) equal, not ∠A.`,
        },
        {
          value: 90 - apex / 4,
          mistake: "arithmetic_slip",
          why: `∠B = (180° − ${apex}°) ÷ 2.`,
        },
      ],
      explanation: `∠B = ∠C (angles opposite equal sides) and ∠A + ∠B + ∠C = 180°, so ∠B = (180° − ${apex}°)/2 = ${num(base)}°.`,
      params: { apex },
    };
  },
};

export const inscribedAngle: Generator = {
  id: "m9.circles.angle-at-centre",
  topic: "Angle at the centre and at the circle",
  difficulty: "easy",
  draft(rng) {
    const centre = 2 * rng.int(20, 85);
    return {
      text: `An arc subtends ${centre}° at the centre of a circle. What angle does it subtend at a point on the remaining part of the circle?`,
      answer: centre / 2,
      show: (x) => `${num(x)}°`,
      step: 1,
      distractors: [
        {
          value: centre * 2,
          mistake: "inverted_ratio",
          why: `the angle at the centre is double the angle at the circle, not half of it.`,
        },
        {
          value: 180 - centre / 2,
          mistake: "concept_confusion",
          why: `that is the angle on the other arc (opposite angles of a cyclic quadrilateral).`,
        },
        {
          value: centre,
          mistake: "concept_confusion",
          why: `only angles at the centre equal the arc's angle at the centre.`,
        },
      ],
      explanation: `The angle at the centre is twice the angle at any point of the remaining arc: ${centre}° ÷ 2 = ${num(centre / 2)}°.`,
      params: { centre },
    };
  },
};

const HERONIAN = [
  [5, 5, 6],
  [5, 5, 8],
  [13, 14, 15],
  [9, 10, 17],
  [6, 8, 10],
  [5, 12, 13],
  [7, 15, 20],
  [10, 13, 13],
  [13, 20, 21],
  [11, 13, 20],
  [3, 4, 5],
  [10, 17, 21],
  [8, 15, 17],
] as const;

export const heron: Generator = {
  id: "m9.heron.area",
  topic: "Area by Heron's formula",
  difficulty: "medium",
  draft(rng) {
    const k = rng.int(1, 4);
    const [a, b, c] = rng.pick(HERONIAN).map((x) => x * k);
    const s = (a + b + c) / 2;
    const area = Math.sqrt(s * (s - a) * (s - b) * (s - c));
    return {
      text: `A triangular plot has sides ${a} m, ${b} m and ${c} m. What is its area?`,
      answer: area,
      show: (x) => `${num(x)} m²`,
      step: 1,
      distractors: [
        {
          value: s * (s - a) * (s - b) * (s - c),
          mistake: "step_skipped",
          why: `Heron's formula takes the square root of s(s − a)(s − b)(s − c).`,
        },
        {
          value: (a * b) / 2,
          mistake: "formula_confusion",
          why: `½ × base × height needs the height, and a side is not the height here.`,
        },
        {
          value: s,
          mistake: "misread_question",
          why: `${num(s)} is the semi-perimeter s, the first step.`,
        },
      ],
      explanation: `s = (${a} + ${b} + ${c})/2 = ${num(s)}; area = √[${num(s)} × ${num(s - a)} × ${num(s - b)} × ${num(s - c)}] = ${num(area)} m².`,
      params: { a, b, c },
    };
  },
};

export const sphereArea: Generator = {
  id: "m9.solids.sphere-area",
  topic: "Surface area of a sphere",
  difficulty: "easy",
  draft(rng) {
    const r = rng.int(4, 70) / 2;
    const area = 4 * PI * r * r;
    return {
      text: `Find the surface area of a sphere of radius ${num(r)} cm. (Use π = 22/7.)`,
      answer: area,
      show: (x) => `${num(x)} cm²`,
      step: 1,
      distractors: [
        {
          value: (4 / 3) * PI * r ** 3,
          mistake: "concept_confusion",
          why: `⁴⁄₃πr³ is the volume; the surface area is 4πr².`,
        },
        {
          value: 2 * PI * r * r,
          mistake: "formula_confusion",
          why: `2πr² is a hemisphere's curved surface; a whole sphere has 4πr².`,
        },
        {
          value: 4 * PI * 4 * r * r,
          mistake: "misread_question",
          why: `the radius is ${num(r)} cm; the diameter was used instead.`,
        },
      ],
      explanation: `Surface area = 4πr² = 4 × 22/7 × ${num(r)}² = ${num(area)} cm².`,
      params: { r },
    };
  },
};

export const median: Generator = {
  id: "m9.statistics.median",
  topic: "Median of raw data",
  difficulty: "easy",
  draft(rng) {
    const n = rng.pick([5, 7, 9, 6, 8]);
    const xs = Array.from({ length: n }, () => rng.int(10, 99));
    const sorted = [...xs].sort((a, b) => a - b);
    const med =
      n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    const mean = xs.reduce((s, x) => s + x, 0) / n;
    const params: Record<string, number> = { n };
    xs.forEach((x, i) => (params[`x${i}`] = x));
    return {
      text: `The marks of ${n} students are ${xs.join(", ")}. What is the median?`,
      answer: med,
      show: (x) => num(x),
      step: 0.5,
      distractors: [
        {
          value: n % 2 ? xs[(n - 1) / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2,
          mistake: "step_skipped",
          why: `arrange the data in order before taking the middle value.`,
        },
        {
          value: mean,
          mistake: "concept_confusion",
          why: `that is the mean; the median is the middle value of the ordered data.`,
        },
        {
          value: n % 2 ? sorted[(n + 1) / 2] : sorted[n / 2],
          mistake: "arithmetic_slip",
          why: `count again: the middle of ${n} values is the ${n % 2 ? `${(n + 1) / 2}th value` : `average of the ${n / 2}th and ${n / 2 + 1}th`}.`,
        },
      ],
      explanation: `In order: ${sorted.join(", ")}. The median is ${n % 2 ? `the ${(n + 1) / 2}th value` : `the average of the ${n / 2}th and ${n / 2 + 1}th values`}: ${num(med)}.`,
      params,
    };
  },
};
