/** Generators for Class 10 Mathematics (NCERT, rationalised order). */
import { frac, gcd, num, surd, term, type Generator } from "./core";

const PI = 22 / 7;
const DEG = Math.PI / 180;

export const lcmOfTwo: Generator = {
  id: "m10.real.lcm",
  topic: "LCM of two numbers from their common factor",
  difficulty: "easy",
  draft(rng) {
    const h = rng.int(2, 12);
    let p = rng.int(2, 15);
    let q = rng.int(2, 15);
    while (q === p || gcd(p, q) !== 1) {
      p = rng.int(2, 15);
      q = rng.int(2, 15);
    }
    const [a, b] = [h * p, h * q];
    const lcm = h * p * q;
    return {
      text: `What is the LCM of ${a} and ${b}?`,
      answer: lcm,
      show: (n) => num(n),
      step: h,
      distractors: [
        {
          value: a * b,
          mistake: "step_skipped",
          why: `${a} × ${b} counts their common factor ${h} twice; divide by the HCF.`,
        },
        {
          value: h,
          mistake: "concept_confusion",
          why: `${h} is the HCF (the greatest common factor), not the LCM.`,
        },
        {
          value: p * q,
          mistake: "step_skipped",
          why: `the common factor ${h} must be kept once in the LCM.`,
        },
      ],
      explanation: `HCF(${a}, ${b}) = ${h}, and LCM × HCF = product of the numbers, so LCM = (${a} × ${b}) ÷ ${h} = ${lcm}.`,
      params: { a, b },
    };
  },
};

export const zeroesSum: Generator = {
  id: "m10.poly.zeroes-sum",
  topic: "Sum of the zeroes of a quadratic polynomial",
  difficulty: "easy",
  draft(rng) {
    const k = rng.int(2, 5);
    let r = rng.int(-9, 9);
    let s = rng.int(-9, 9);
    while (r + s === 0 || r === 0 || s === 0) {
      r = rng.int(-9, 9);
      s = rng.int(-9, 9);
    }
    const [a, b, c] = [k, -k * (r + s), k * r * s];
    return {
      text: `What is the sum of the zeroes of p(x) = ${a}x² ${term(b)}x ${term(c)}?`,
      answer: r + s,
      show: (n) => num(n),
      step: 1,
      distractors: [
        {
          value: -(r + s),
          mistake: "sign_error",
          why: `the sum of the zeroes is −b/a = −(${num(b)})/${a}, not b/a.`,
        },
        {
          value: -b,
          mistake: "step_skipped",
          why: `−b must still be divided by a = ${a}.`,
        },
        {
          value: r * s,
          mistake: "concept_confusion",
          why: `c/a gives the product of the zeroes, not their sum.`,
        },
      ],
      explanation: `For ax² + bx + c the sum of the zeroes is −b/a = −(${num(b)})/${a} = ${num(r + s)}. (The zeroes are ${num(r)} and ${num(s)}.)`,
      params: { a, b, c },
    };
  },
};

export const pairOfLines: Generator = {
  id: "m10.linear.solve-x",
  topic: "Solving a pair of linear equations",
  difficulty: "medium",
  draft(rng) {
    let x = 0;
    let y = 0;
    let [a1, b1, a2, b2] = [0, 0, 0, 0];
    while (x === 0 || x === y || x === -y || a1 * b2 - a2 * b1 === 0) {
      x = rng.int(-9, 9);
      y = rng.int(-9, 9);
      [a1, b1, a2, b2] = [
        rng.int(1, 6),
        rng.int(-6, 6) || 1,
        rng.int(1, 6),
        rng.int(-6, 6) || 2,
      ];
    }
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const eq = (a: number, b: number, c: number) =>
      `${a === 1 ? "" : a}x ${b < 0 ? "−" : "+"} ${Math.abs(b) === 1 ? "" : Math.abs(b)}y = ${num(c)}`;
    return {
      text: `Solve ${eq(a1, b1, c1)} and ${eq(a2, b2, c2)}. What is x?`,
      answer: x,
      show: (n) => `x = ${num(n)}`,
      step: 1,
      distractors: [
        {
          value: y,
          mistake: "misread_question",
          why: `${num(y)} is y; the question asks for x.`,
        },
        {
          value: -x,
          mistake: "sign_error",
          why: `a sign was lost while eliminating y.`,
        },
        {
          value: -y,
          mistake: "sign_error",
          why: `that is y with its sign changed, not x.`,
        },
      ],
      explanation: `Eliminate y: x = (${num(c1)} × ${num(b2)} − ${num(c2)} × ${num(b1)}) ÷ (${a1} × ${num(b2)} − ${a2} × ${num(b1)}) = ${num(x)}; then y = ${num(y)}. Check: ${a1}(${num(x)}) + ${num(b1)}(${num(y)}) = ${num(c1)}.`,
      params: { a1, b1, c1, a2, b2, c2, y },
    };
  },
};

export const quadraticRoots: Generator = {
  id: "m10.quadratic.roots",
  topic: "Roots of a quadratic equation by factorisation",
  difficulty: "medium",
  draft(rng) {
    let r = 0;
    let s = 0;
    while (r === s || r === -s || r === 0 || s === 0) {
      r = rng.int(-9, 9);
      s = rng.int(-9, 9);
    }
    [r, s] = [Math.min(r, s), Math.max(r, s)];
    const a = rng.int(1, 3);
    const [b, c] = [-a * (r + s), a * r * s];
    const pair = (p: number, q: number) =>
      `${num(Math.min(p, q))} and ${num(Math.max(p, q))}`;
    return {
      text: `What are the roots of ${a === 1 ? "" : a}x² ${term(b)}x ${term(c)} = 0?`,
      answer: r,
      answerText: pair(r, s),
      show: (n) => pair(n, s),
      step: 1,
      distractors: [
        {
          text: pair(-r, -s),
          mistake: "sign_error",
          why: `(x − r)(x − s) = 0 gives x = r and x = s, not −r and −s.`,
        },
        {
          text: pair(-r, s),
          mistake: "sign_error",
          why: `one root's sign was changed: substitute it back to check.`,
        },
        {
          text: pair(r + s, r * s),
          mistake: "concept_confusion",
          why: `those are the sum and the product of the roots, not the roots.`,
        },
      ],
      explanation: `${a === 1 ? "" : `Divide by ${a}: `}x² ${term(-(r + s))}x ${term(r * s)} = (x ${term(-r)})(x ${term(-s)}) = 0, so x = ${num(r)} or x = ${num(s)}.`,
      params: { a, b, c },
    };
  },
};

export const apNthTerm: Generator = {
  id: "m10.ap.nth-term",
  topic: "The nth term of an AP",
  difficulty: "easy",
  draft(rng) {
    const a = rng.int(-20, 30);
    const d = rng.pick([-7, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 9, 11]);
    const n = rng.int(8, 40);
    const an = a + (n - 1) * d;
    return {
      text: `What is the ${n}th term of the AP ${num(a)}, ${num(a + d)}, ${num(a + 2 * d)}, …?`,
      answer: an,
      show: (x) => num(x),
      step: Math.abs(d),
      distractors: [
        {
          value: a + n * d,
          mistake: "formula_confusion",
          why: `aₙ = a + (n − 1)d, not a + nd.`,
        },
        {
          value: a - (n - 1) * d,
          mistake: "sign_error",
          why: `the common difference is ${num(d)}: check its sign.`,
        },
        {
          value: (n - 1) * d,
          mistake: "step_skipped",
          why: `the first term a = ${num(a)} must be added.`,
        },
      ],
      explanation: `a = ${num(a)}, d = ${num(d)}, so a${n} = ${num(a)} + (${n} − 1) × ${num(d)} = ${num(an)}.`,
      params: { a, d, n },
    };
  },
};

export const apSum: Generator = {
  id: "m10.ap.sum",
  topic: "Sum of the first n terms of an AP",
  difficulty: "medium",
  draft(rng) {
    const a = rng.int(-10, 25);
    const d = rng.pick([-3, -2, 2, 3, 4, 5, 6]);
    const n = rng.int(6, 30);
    const s = (n / 2) * (2 * a + (n - 1) * d);
    return {
      text: `Find the sum of the first ${n} terms of the AP ${num(a)}, ${num(a + d)}, ${num(a + 2 * d)}, …`,
      answer: s,
      show: (x) => num(x),
      step: Math.abs(d),
      distractors: [
        {
          value: n * (2 * a + (n - 1) * d),
          mistake: "step_skipped",
          why: `Sₙ = n/2 × [2a + (n − 1)d]: the half was left out.`,
        },
        {
          value: (n / 2) * (a + (n - 1) * d),
          mistake: "formula_confusion",
          why: `the bracket is 2a + (n − 1)d, with 2a, not a.`,
        },
        {
          value: a + (n - 1) * d,
          mistake: "misread_question",
          why: `that is the ${n}th term, not the sum of ${n} terms.`,
        },
      ],
      explanation: `Sₙ = n/2 × [2a + (n − 1)d] = ${n}/2 × [2 × ${num(a)} + ${n - 1} × ${num(d)}] = ${num(s)}.`,
      params: { a, d, n },
    };
  },
};

export const similarAreas: Generator = {
  id: "m10.triangles.area-ratio",
  topic: "Areas of similar triangles",
  difficulty: "medium",
  draft(rng) {
    let p = rng.int(2, 7);
    let q = rng.int(2, 9);
    while (p === q || gcd(p, q) !== 1) {
      p = rng.int(2, 7);
      q = rng.int(2, 9);
    }
    const area1 = p * p * rng.int(2, 12);
    const area2 = (area1 * q * q) / (p * p);
    return {
      text: `△ABC ∼ △PQR with AB : PQ = ${p} : ${q}. If the area of △ABC is ${area1} cm², what is the area of △PQR?`,
      answer: area2,
      show: (x) => `${num(x)} cm²`,
      step: 1,
      distractors: [
        {
          value: (area1 * q) / p,
          mistake: "formula_confusion",
          why: `areas of similar triangles are in the ratio of the squares of their sides.`,
        },
        {
          value: (area1 * p * p) / (q * q),
          mistake: "inverted_ratio",
          why: `PQR's sides are ${q}/${p} of ABC's, so its area is (${q}/${p})² of ABC's.`,
        },
        {
          value: (area1 * q ** 3) / p ** 3,
          mistake: "concept_confusion",
          why: `cubes of the side ratio compare volumes of solids, not areas.`,
        },
      ],
      explanation: `ar(PQR)/ar(ABC) = (PQ/AB)² = (${q}/${p})² = ${q * q}/${p * p}, so ar(PQR) = ${area1} × ${q * q}/${p * p} = ${num(area2)} cm².`,
      params: { p, q, area1 },
    };
  },
};

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [6, 8, 10],
  [8, 15, 17],
  [7, 24, 25],
  [9, 12, 15],
  [12, 16, 20],
  [20, 21, 29],
] as const;

export const distance: Generator = {
  id: "m10.coordinate.distance",
  topic: "The distance formula",
  difficulty: "easy",
  draft(rng) {
    const [u, w] = rng.next() < 0.5 ? [0, 1] : [1, 0];
    const t = rng.pick(TRIPLES);
    const dx = t[u] * rng.sign();
    const dy = t[w] * rng.sign();
    const x1 = rng.int(-9, 9);
    const y1 = rng.int(-9, 9);
    const [x2, y2] = [x1 + dx, y1 + dy];
    const sx = x1 + x2;
    const sy = y1 + y2;
    return {
      text: `What is the distance between A(${num(x1)}, ${num(y1)}) and B(${num(x2)}, ${num(y2)})?`,
      answer: t[2],
      show: (x) => `${num(x)} units`,
      step: 1,
      distractors: [
        {
          value: Math.abs(dx) + Math.abs(dy),
          mistake: "formula_confusion",
          why: `the distance is √[(x₂ − x₁)² + (y₂ − y₁)²], not the sum of the differences.`,
        },
        {
          value: dx * dx + dy * dy,
          mistake: "step_skipped",
          why: `take the square root of (x₂ − x₁)² + (y₂ − y₁)².`,
        },
        {
          text: `${surd(sx * sx + sy * sy)} units`,
          mistake: "sign_error",
          why: `the formula subtracts the coordinates; adding them gives a different number.`,
        },
      ],
      explanation: `AB = √[(${num(x2)} − (${num(x1)}))² + (${num(y2)} − (${num(y1)}))²] = √(${dx * dx} + ${dy * dy}) = √${t[2] * t[2]} = ${t[2]}.`,
      params: { x1, y1, x2, y2 },
    };
  },
};

export const sectionPoint: Generator = {
  id: "m10.coordinate.section",
  topic: "The section formula",
  difficulty: "medium",
  draft(rng) {
    const m = rng.int(1, 5);
    let n = rng.int(1, 5);
    while (m === n) n = rng.int(1, 5);
    const x1 = rng.int(-8, 8);
    const y1 = rng.int(-8, 8);
    const x2 = x1 + (m + n) * rng.int(-3, 3);
    const y2 = y1 + (m + n) * (rng.int(1, 3) * rng.sign());
    const at = (p: number, q: number) => [
      (p * x2 + q * x1) / (p + q),
      (p * y2 + q * y1) / (p + q),
    ];
    const [x, y] = at(m, n);
    const [ix, iy] = at(n, m);
    const pt = (a: number, b: number) => `(${num(a)}, ${num(b)})`;
    return {
      text: `Find the point that divides the join of A(${num(x1)}, ${num(y1)}) and B(${num(x2)}, ${num(y2)}) internally in the ratio ${m} : ${n}.`,
      answer: x,
      answerText: pt(x, y),
      show: (a) => pt(a, y),
      step: 1,
      distractors: [
        {
          text: pt(ix, iy),
          mistake: "inverted_ratio",
          why: `in m : n, m multiplies B's coordinates: (mx₂ + nx₁)/(m + n).`,
        },
        {
          text: pt((x1 + x2) / 2, (y1 + y2) / 2),
          mistake: "concept_confusion",
          why: `that is the midpoint, the ratio 1 : 1.`,
        },
        {
          text: pt(m * x2 + n * x1, m * y2 + n * y1),
          mistake: "step_skipped",
          why: `divide by m + n = ${m + n}.`,
        },
      ],
      explanation: `P = ((${m} × ${num(x2)} + ${n} × ${num(x1)})/${m + n}, (${m} × ${num(y2)} + ${n} × ${num(y1)})/${m + n}) = ${pt(x, y)}.`,
      params: { x1, y1, x2, y2, m, n, y },
    };
  },
};

const SIN2: Record<number, number> = { 30: 1 / 4, 45: 1 / 2, 60: 3 / 4 };

export const trigValue: Generator = {
  id: "m10.trig.standard-angles",
  topic: "Trigonometric ratios of 30°, 45° and 60°",
  difficulty: "medium",
  draft(rng) {
    const A = rng.pick([30, 45, 60]);
    let B = rng.pick([30, 45, 60]);
    while (B === A) B = rng.pick([30, 45, 60]);
    const p = rng.int(1, 8);
    const q = rng.int(1, 8);
    const value = p * SIN2[A] + q * (1 - SIN2[B]);
    const show = (x: number) => frac(Math.round(x * 4), 4);
    return {
      text: `Evaluate ${p === 1 ? "" : p}sin²${A}° + ${q === 1 ? "" : q}cos²${B}°.`,
      answer: value,
      show,
      step: 0.25,
      distractors: [
        {
          value: p * (1 - SIN2[A]) + q * SIN2[B],
          mistake: "concept_confusion",
          why: `the values of sin and cos were swapped: sin 30° = cos 60° = 1/2.`,
        },
        {
          value: p + q,
          mistake: "formula_confusion",
          why: `sin²θ + cos²θ = 1 holds for one angle, not for two different ones.`,
        },
        {
          value: value + 0.25 * rng.sign(),
          mistake: "arithmetic_slip",
          why: `recheck the squares: sin²30° = 1/4, sin²45° = 1/2, sin²60° = 3/4.`,
        },
      ],
      explanation: `sin²${A}° = ${frac(SIN2[A] * 4, 4)} and cos²${B}° = ${frac((1 - SIN2[B]) * 4, 4)}, so the value is ${p} × ${frac(SIN2[A] * 4, 4)} + ${q} × ${frac((1 - SIN2[B]) * 4, 4)} = ${show(value)}.`,
      params: { A, B, p, q },
    };
  },
};

export const heightOfTower: Generator = {
  id: "m10.trig-applications.height",
  topic: "Height from an angle of elevation",
  difficulty: "medium",
  draft(rng) {
    const theta = rng.pick([30, 45, 60]);
    const d = rng.int(5, 80);
    const h = d * Math.tan(theta * DEG);
    const show = (x: number) => `${num(x, 1)} m`;
    return {
      text: `From a point ${d} m from the foot of a tower on level ground, the angle of elevation of its top is ${theta}°. How tall is the tower (to one decimal place, √3 ≈ 1.732)?`,
      answer: h,
      show,
      step: 0.1,
      distractors: [
        {
          value: d / Math.tan(theta * DEG),
          mistake: "inverted_ratio",
          why: `tan θ = height ÷ distance, so height = distance × tan θ.`,
        },
        {
          value: d * Math.sin(theta * DEG),
          mistake: "formula_confusion",
          why: `sin θ compares the height with the line of sight, not with the distance on the ground.`,
        },
        {
          value: d * Math.cos(theta * DEG),
          mistake: "formula_confusion",
          why: `cos θ compares the ground distance with the line of sight.`,
        },
      ],
      explanation: `tan ${theta}° = h/${d}, so h = ${d} × tan ${theta}° = ${show(h)}.`,
      params: { theta, d },
    };
  },
};

export const tangentLength: Generator = {
  id: "m10.circles.tangent-length",
  topic: "Length of a tangent from an external point",
  difficulty: "medium",
  draft(rng) {
    const [r0, t0, d0] = rng.pick(TRIPLES);
    const k = rng.int(1, 4);
    const [r, t, d] =
      rng.next() < 0.5 ? [r0 * k, t0 * k, d0 * k] : [t0 * k, r0 * k, d0 * k];
    return {
      text: `A point P is ${d} cm from the centre of a circle of radius ${r} cm. How long is the tangent from P to the circle?`,
      answer: t,
      show: (x) => `${num(x)} cm`,
      step: 1,
      distractors: [
        {
          value: d - r,
          mistake: "concept_confusion",
          why: `d − r is the gap from P to the circle along the line to the centre, not the tangent.`,
        },
        {
          text: `${surd(d * d + r * r)} cm`,
          mistake: "sign_error",
          why: `the radius meets the tangent at a right angle, so t² = d² − r².`,
        },
        {
          value: d * d - r * r,
          mistake: "step_skipped",
          why: `take the square root of d² − r².`,
        },
      ],
      explanation: `The radius is perpendicular to the tangent, so t² = ${d}² − ${r}² = ${d * d - r * r} and t = ${t} cm.`,
      params: { d, r },
    };
  },
};

export const sectorArea: Generator = {
  id: "m10.circle-areas.sector",
  topic: "Area of a sector",
  difficulty: "easy",
  draft(rng) {
    const r = 7 * rng.int(1, 6);
    const theta = rng.pick([30, 45, 60, 72, 90, 120, 135, 150]);
    const area = (theta / 360) * PI * r * r;
    const show = (x: number) => `${num(x)} cm²`;
    return {
      text: `Find the area of a sector of angle ${theta}° in a circle of radius ${r} cm. (Use π = 22/7.)`,
      answer: area,
      show,
      step: 0.5,
      distractors: [
        {
          value: (theta / 360) * 2 * PI * r,
          mistake: "concept_confusion",
          why: `θ/360 × 2πr is the arc's length, not the sector's area.`,
        },
        {
          value: (theta / 180) * PI * r * r,
          mistake: "formula_confusion",
          why: `a whole turn is 360°: area = θ/360 × πr².`,
        },
        {
          value: PI * r * r,
          mistake: "step_skipped",
          why: `πr² is the whole circle; take θ/360 of it.`,
        },
      ],
      explanation: `Area = θ/360 × πr² = ${theta}/360 × 22/7 × ${r}² = ${show(area)}.`,
      params: { r, theta },
    };
  },
};

export const cylinderVolume: Generator = {
  id: "m10.solids.cylinder-volume",
  topic: "Volume of a cylinder",
  difficulty: "easy",
  draft(rng) {
    const r = rng.pick([7, 14, 3.5, 21, 10.5]);
    const h = rng.int(2, 30);
    const vol = PI * r * r * h;
    const show = (x: number) => `${num(x)} cm³`;
    return {
      text: `A cylindrical tin has diameter ${num(2 * r)} cm and height ${h} cm. What is its volume? (Use π = 22/7.)`,
      answer: vol,
      show,
      step: 1,
      distractors: [
        {
          value: 2 * PI * r * h,
          mistake: "concept_confusion",
          why: `2πrh is the curved surface area, not the volume.`,
        },
        {
          value: (PI * r * r * h) / 3,
          mistake: "formula_confusion",
          why: `⅓πr²h is a cone's volume; a cylinder's is πr²h.`,
        },
        {
          value: PI * 4 * r * r * h,
          mistake: "misread_question",
          why: `the diameter was used as the radius: r = ${num(2 * r)} ÷ 2 = ${num(r)} cm.`,
        },
      ],
      explanation: `r = ${num(r)} cm, so V = πr²h = 22/7 × ${num(r)}² × ${h} = ${show(vol)}.`,
      params: { r, h },
    };
  },
};

export const groupedMean: Generator = {
  id: "m10.statistics.grouped-mean",
  topic: "Mean of grouped data",
  difficulty: "hard",
  draft(rng) {
    const w = rng.pick([5, 10, 20]);
    const start = w * rng.int(0, 5);
    const classes = rng.int(4, 5);
    const f = Array.from({ length: classes }, () => rng.int(2, 15));
    const marks = f.map((_, i) => start + w * i + w / 2);
    const sf = f.reduce((s, x) => s + x, 0);
    const sfx = f.reduce((s, x, i) => s + x * marks[i], 0);
    const mean = sfx / sf;
    const table = f
      .map((x, i) => `${start + w * i}–${start + w * (i + 1)}: ${x}`)
      .join(", ");
    const params: Record<string, number> = { w, start, classes };
    f.forEach((x, i) => (params[`f${i}`] = x));
    return {
      text: `Class intervals and frequencies: ${table}. What is the mean?`,
      answer: mean,
      show: (x) => num(x),
      step: 0.5,
      distractors: [
        {
          value: sfx / classes,
          mistake: "formula_confusion",
          why: `divide Σfx by Σf = ${sf}, the number of observations, not by the number of classes.`,
        },
        {
          value: mean - w / 2,
          mistake: "concept_confusion",
          why: `use each class's mid-point (class mark), not its lower limit.`,
        },
        {
          value: marks.reduce((s, x) => s + x, 0) / classes,
          mistake: "step_skipped",
          why: `the class marks must be weighted by their frequencies.`,
        },
      ],
      explanation: `Class marks ${marks.map((m) => num(m)).join(", ")}; Σf = ${sf}, Σfx = ${num(sfx)}, so mean = ${num(sfx)} ÷ ${sf} = ${num(mean)}.`,
      params,
    };
  },
};

const DICE_EVENTS = [
  { name: "equal to", test: (x: number, s: number) => x === s },
  { name: "less than", test: (x: number, s: number) => x < s },
  { name: "greater than", test: (x: number, s: number) => x > s },
  { name: "at most", test: (x: number, s: number) => x <= s },
  { name: "at least", test: (x: number, s: number) => x >= s },
] as const;

export const diceSum: Generator = {
  id: "m10.probability.two-dice",
  topic: "Probability with two dice",
  difficulty: "medium",
  draft(rng) {
    const kind = rng.int(0, DICE_EVENTS.length - 1);
    const event = DICE_EVENTS[kind];
    const s = rng.int(3, 11);
    let ways = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) if (event.test(a + b, s)) ways++;
    let sums = 0;
    for (let x = 2; x <= 12; x++) if (event.test(x, s)) sums++;
    const show = (x: number) => frac(Math.round(x * 36), 36);
    return {
      text: `Two fair dice are thrown together. What is the probability that the sum of the numbers is ${event.name} ${s}?`,
      answer: ways / 36,
      show,
      step: 1 / 36,
      distractors: [
        {
          text: frac(sums, 11),
          mistake: "concept_confusion",
          why: `the 11 possible sums are not equally likely; the 36 outcomes are.`,
        },
        {
          text: frac(Math.min(ways, 12), 12),
          mistake: "arithmetic_slip",
          why: `two dice have 6 × 6 = 36 outcomes, not 6 + 6 = 12.`,
        },
        {
          value: 1 - ways / 36,
          mistake: "misread_question",
          why: `that is the probability of the opposite event.`,
        },
      ],
      explanation: `There are 36 equally likely outcomes and ${ways} of them give a sum ${event.name} ${s}, so P = ${ways}/36 = ${show(ways / 36)}.`,
      params: { s, kind },
    };
  },
};

export const ballsFromBag: Generator = {
  id: "m10.probability.bag",
  topic: "Probability of drawing a ball of one colour",
  difficulty: "easy",
  draft(rng) {
    const red = rng.int(2, 15);
    const blue = rng.int(2, 15);
    const green = rng.int(1, 12);
    const total = red + blue + green;
    return {
      text: `A bag has ${red} red, ${blue} blue and ${green} green balls. One ball is drawn at random. What is the probability that it is blue?`,
      answer: blue / total,
      answerText: frac(blue, total),
      show: (x) => frac(Math.round(x * total), total),
      step: 1 / total,
      distractors: [
        {
          text: frac(blue, red + green),
          mistake: "formula_confusion",
          why: `divide by all ${total} balls, not by the balls that are not blue.`,
        },
        {
          text: "1/3",
          mistake: "concept_confusion",
          why: `the three colours are not equally likely: there are more balls of some.`,
        },
        {
          text: frac(red + green, total),
          mistake: "misread_question",
          why: `that is the probability that it is NOT blue.`,
        },
      ],
      explanation: `${blue} of the ${total} balls are blue, so P(blue) = ${blue}/${total}${frac(blue, total) === `${blue}/${total}` ? "" : ` = ${frac(blue, total)}`}.`,
      params: { red, blue, green },
    };
  },
};
