/** Generators for the numerical parts of Class 9 and 10 Science (NCERT). */
import { num, type Generator } from "./core";

export const finalVelocity: Generator = {
  id: "s9.motion.final-velocity",
  topic: "v = u + at",
  difficulty: "easy",
  draft(rng) {
    const uKmh = 18 * rng.int(1, 5);
    const u = (uKmh * 5) / 18;
    const a = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]);
    const t = rng.int(2, 20);
    const v = u + a * t;
    return {
      text: `A car moving at ${uKmh} km/h accelerates uniformly at ${num(a)} m/s² for ${t} s. What is its final velocity?`,
      answer: v,
      show: (x) => `${num(x)} m/s`,
      step: 1,
      distractors: [
        {
          value: uKmh + a * t,
          mistake: "unit_slip",
          why: `${uKmh} km/h must first become ${num(u)} m/s (× 5/18).`,
        },
        {
          value: u - a * t,
          mistake: "sign_error",
          why: `the car speeds up, so at is added: v = u + at.`,
        },
        {
          value: a * t,
          mistake: "step_skipped",
          why: `the starting velocity u = ${num(u)} m/s must be added.`,
        },
      ],
      explanation: `u = ${uKmh} × 5/18 = ${num(u)} m/s, so v = u + at = ${num(u)} + ${num(a)} × ${t} = ${num(v)} m/s.`,
      params: { u, a, t },
    };
  },
};

export const displacement: Generator = {
  id: "s9.motion.displacement",
  topic: "s = ut + ½at²",
  difficulty: "medium",
  draft(rng) {
    const u = rng.int(0, 20);
    const a = rng.pick([1, 2, 3, 4, 5, 0.5, 1.5]);
    const t = rng.int(2, 12);
    const s = u * t + 0.5 * a * t * t;
    return {
      text: `A body starts with velocity ${u} m/s and moves with uniform acceleration ${num(a)} m/s². How far does it travel in ${t} s?`,
      answer: s,
      show: (x) => `${num(x)} m`,
      step: 1,
      distractors: [
        {
          value: u * t + a * t * t,
          mistake: "step_skipped",
          why: `the acceleration term is ½at²: the half was left out.`,
        },
        {
          value: (u + a * t) * t,
          mistake: "formula_confusion",
          why: `the final velocity × time overstates the distance; use the average velocity or s = ut + ½at².`,
        },
        {
          value: u * t + 0.5 * a * t,
          mistake: "arithmetic_slip",
          why: `the time is squared in ½at².`,
        },
      ],
      explanation: `s = ut + ½at² = ${u} × ${t} + ½ × ${num(a)} × ${t}² = ${num(s)} m.`,
      params: { u, a, t },
    };
  },
};

export const forceFromMass: Generator = {
  id: "s9.force.f-ma",
  topic: "F = ma",
  difficulty: "easy",
  draft(rng) {
    const grams = 50 * rng.int(1, 40);
    const a = rng.int(2, 25);
    const f = (grams / 1000) * a;
    return {
      text: `What force gives a body of mass ${grams} g an acceleration of ${a} m/s²?`,
      answer: f,
      show: (x) => `${num(x)} N`,
      step: 0.05,
      distractors: [
        {
          value: grams * a,
          mistake: "unit_slip",
          why: `in F = ma the mass is in kg: ${grams} g = ${num(grams / 1000, 3)} kg.`,
        },
        {
          value: grams / 1000 / a,
          mistake: "formula_confusion",
          why: `F = m × a, not m ÷ a.`,
        },
        {
          value: a / (grams / 1000),
          mistake: "inverted_ratio",
          why: `a ÷ m would be the acceleration per newton; F = m × a.`,
        },
      ],
      explanation: `m = ${grams} g = ${num(grams / 1000, 3)} kg, so F = ma = ${num(grams / 1000, 3)} × ${a} = ${num(f)} N.`,
      params: { grams, a },
    };
  },
};

export const momentum: Generator = {
  id: "s9.force.momentum",
  topic: "Momentum p = mv",
  difficulty: "easy",
  draft(rng) {
    const m = rng.int(2, 120);
    const vKmh = 18 * rng.int(1, 6);
    const v = (vKmh * 5) / 18;
    return {
      text: `What is the momentum of a ${m} kg body moving at ${vKmh} km/h?`,
      answer: m * v,
      show: (x) => `${num(x)} kg m/s`,
      step: 1,
      distractors: [
        {
          value: m * vKmh,
          mistake: "unit_slip",
          why: `convert ${vKmh} km/h to ${num(v)} m/s first.`,
        },
        {
          value: 0.5 * m * v * v,
          mistake: "concept_confusion",
          why: `½mv² is kinetic energy; momentum is mv.`,
        },
        {
          value: m / v,
          mistake: "formula_confusion",
          why: `momentum is mass × velocity, not mass ÷ velocity.`,
        },
      ],
      explanation: `v = ${vKmh} × 5/18 = ${num(v)} m/s; p = mv = ${m} × ${num(v)} = ${num(m * v)} kg m/s.`,
      params: { m, v },
    };
  },
};

export const massFromWeight: Generator = {
  id: "s9.gravitation.mass-from-weight",
  topic: "Weight W = mg",
  difficulty: "easy",
  draft(rng) {
    const m = rng.int(2, 90);
    const w = 9.8 * m;
    return {
      text: `A body weighs ${num(w)} N on the Earth (g = 9.8 m/s²). What is its mass?`,
      answer: m,
      show: (x) => `${num(x)} kg`,
      step: 1,
      distractors: [
        {
          value: w,
          mistake: "concept_confusion",
          why: `weight (a force, in N) and mass (in kg) differ: m = W/g.`,
        },
        {
          value: w * 9.8,
          mistake: "inverted_ratio",
          why: `W = mg, so divide by g to get m.`,
        },
        {
          value: m / 6,
          mistake: "misread_question",
          why: `the body is on the Earth; 1/6 is for weight on the Moon.`,
        },
      ],
      explanation: `W = mg, so m = W/g = ${num(w)} ÷ 9.8 = ${m} kg.`,
      params: { w },
    };
  },
};

export const kineticEnergy: Generator = {
  id: "s9.energy.kinetic",
  topic: "Kinetic energy ½mv²",
  difficulty: "medium",
  draft(rng) {
    const m = rng.int(1, 60);
    const vKmh = rng.pick([18, 36, 54, 72, 90]);
    const v = (vKmh * 5) / 18;
    const ke = 0.5 * m * v * v;
    return {
      text: `What is the kinetic energy of a ${m} kg object moving at ${vKmh} km/h?`,
      answer: ke,
      show: (x) => `${num(x)} J`,
      step: 1,
      distractors: [
        {
          value: m * v * v,
          mistake: "step_skipped",
          why: `kinetic energy is ½mv²: the half was left out.`,
        },
        {
          value: 0.5 * m * vKmh * vKmh,
          mistake: "unit_slip",
          why: `${vKmh} km/h must be ${num(v)} m/s before squaring.`,
        },
        {
          value: 0.5 * m * v,
          mistake: "formula_confusion",
          why: `the velocity is squared in ½mv².`,
        },
      ],
      explanation: `v = ${vKmh} × 5/18 = ${num(v)} m/s; KE = ½mv² = ½ × ${m} × ${num(v)}² = ${num(ke)} J.`,
      params: { m, v },
    };
  },
};

export const liftingPower: Generator = {
  id: "s9.energy.power",
  topic: "Power = work ÷ time",
  difficulty: "medium",
  draft(rng) {
    const m = rng.int(5, 60);
    const h = rng.int(2, 30);
    const minutes = rng.int(1, 5);
    const work = m * 10 * h;
    const p = work / (minutes * 60);
    return {
      text: `A pump lifts ${m} kg of water through a height of ${h} m in ${minutes} minute${minutes > 1 ? "s" : ""}. What is its power? (g = 10 m/s²)`,
      answer: p,
      show: (x) => `${num(x)} W`,
      step: 0.5,
      distractors: [
        {
          value: work / minutes,
          mistake: "unit_slip",
          why: `a watt is a joule per second: ${minutes} min = ${minutes * 60} s.`,
        },
        {
          value: work,
          mistake: "step_skipped",
          why: `${work} J is the work done; power is work per second.`,
        },
        {
          value: (m * h) / (minutes * 60),
          mistake: "formula_confusion",
          why: `the work is mgh: g = 10 was left out.`,
        },
      ],
      explanation: `Work = mgh = ${m} × 10 × ${h} = ${work} J; time = ${minutes * 60} s; power = ${work} ÷ ${minutes * 60} = ${num(p)} W.`,
      params: { m, h, minutes },
    };
  },
};

export const wavelength: Generator = {
  id: "s9.sound.wavelength",
  topic: "v = fλ",
  difficulty: "easy",
  draft(rng) {
    const v = rng.pick([320, 330, 340, 344, 350, 1450, 1500, 5000]);
    const f = rng.pick([
      50, 80, 100, 160, 200, 250, 400, 500, 800, 1000, 1600, 2000,
    ]);
    const lambda = v / f;
    return {
      text: `A sound of frequency ${f} Hz travels at ${v} m/s. What is its wavelength?`,
      answer: lambda,
      show: (x) => `${num(x, 3)} m`,
      step: 0.01,
      distractors: [
        {
          value: v * f,
          mistake: "formula_confusion",
          why: `v = fλ, so λ = v ÷ f, not v × f.`,
        },
        {
          value: f / v,
          mistake: "inverted_ratio",
          why: `λ = v/f: speed over frequency.`,
        },
        {
          value: (v / f) * 100,
          mistake: "unit_slip",
          why: `v/f is already in metres; × 100 gives centimetres.`,
        },
      ],
      explanation: `λ = v/f = ${v} ÷ ${f} = ${num(lambda, 3)} m.`,
      params: { v, f },
    };
  },
};

export const echoDistance: Generator = {
  id: "s9.sound.echo",
  topic: "Distance from an echo",
  difficulty: "medium",
  draft(rng) {
    const v = rng.pick([320, 330, 340, 344, 346, 350]);
    const t = rng.pick([0.4, 0.5, 0.8, 1, 1.2, 1.5, 1.6, 2, 2.4, 2.5, 3, 4]);
    const d = (v * t) / 2;
    return {
      text: `A person hears the echo of a shout from a cliff ${num(t)} s after shouting. If sound travels at ${v} m/s, how far is the cliff?`,
      answer: d,
      show: (x) => `${num(x)} m`,
      step: 1,
      distractors: [
        {
          value: v * t,
          mistake: "step_skipped",
          why: `the sound goes to the cliff and back, so halve v × t.`,
        },
        {
          value: v / t,
          mistake: "formula_confusion",
          why: `distance = speed × time, not speed ÷ time.`,
        },
        {
          value: (v * t) / 4,
          mistake: "arithmetic_slip",
          why: `the return trip halves v × t once, not twice.`,
        },
      ],
      explanation: `The sound travels 2d in ${num(t)} s: 2d = ${v} × ${num(t)}, so d = ${num(d)} m.`,
      params: { v, t },
    };
  },
};

export const mirrorImage: Generator = {
  id: "s10.light.mirror-image",
  topic: "The mirror formula",
  difficulty: "hard",
  draft(rng) {
    const F = rng.pick([10, 12, 15, 16, 18, 20, 24, 25, 30]);
    const divisors = Array.from({ length: 3 * F }, (_, i) => i + 1).filter(
      (k) => (F * F) % k === 0 && k !== F,
    );
    const k = rng.pick(divisors);
    const u = -(F + k);
    const f = -F;
    const v = (u * f) / (u - f);
    return {
      text: `An object is placed ${-u} cm in front of a concave mirror of focal length ${F} cm. Where is the image? (New Cartesian sign convention.)`,
      answer: v,
      show: (x) => `v = ${num(x)} cm`,
      step: 1,
      distractors: [
        {
          value: -v,
          mistake: "sign_error",
          why: `a real image in front of the mirror has a negative v.`,
        },
        {
          value: (u * f) / (u + f),
          mistake: "formula_confusion",
          why: `that uses the lens formula; for a mirror 1/v + 1/u = 1/f.`,
        },
        {
          value: 2 * f,
          mistake: "concept_confusion",
          why: `the image is at C (2f) only when the object is at C.`,
        },
      ],
      explanation: `1/v = 1/f − 1/u = 1/(${num(f)}) − 1/(${num(u)}), so v = ${num(v)} cm: a real image ${num(-v)} cm in front of the mirror.`,
      params: { u, f },
    };
  },
};

export const lensMagnification: Generator = {
  id: "s10.light.lens-magnification",
  topic: "Magnification by a convex lens",
  difficulty: "hard",
  draft(rng) {
    const F = rng.pick([8, 10, 12, 15, 16, 18, 20, 24, 30, 36, 40]);
    const divisors = Array.from({ length: F }, (_, i) => i + 1).filter(
      (k) => F % k === 0 && k !== F,
    );
    const k = rng.pick(divisors);
    const u = -(F + k);
    const v = (u * F) / (u + F);
    const m = v / u;
    return {
      text: `An object is placed ${-u} cm from a convex lens of focal length ${F} cm. What is the magnification?`,
      answer: m,
      show: (x) => num(x),
      step: 0.5,
      distractors: [
        {
          value: -m,
          mistake: "sign_error",
          why: `a real image formed by a lens is inverted, so m = v/u is negative.`,
        },
        {
          value: 1 / m,
          mistake: "inverted_ratio",
          why: `magnification is v/u (image distance over object distance).`,
        },
        {
          value: F / u,
          mistake: "formula_confusion",
          why: `m = v/u; first find v from 1/v − 1/u = 1/f.`,
        },
      ],
      explanation: `1/v = 1/f + 1/u = 1/${F} + 1/(${num(u)}), so v = ${num(v)} cm and m = v/u = ${num(v)}/(${num(u)}) = ${num(m)}.`,
      params: { u, F },
    };
  },
};

export const relativeIndex: Generator = {
  id: "s10.light.relative-index",
  topic: "Refractive index from speeds of light",
  difficulty: "medium",
  draft(rng) {
    const speeds = [3, 2.25, 2, 2.4, 1.5, 1.25, 2.5, 1.8];
    const va = rng.pick(speeds);
    let vb = rng.pick(speeds);
    while (vb === va) vb = rng.pick(speeds);
    const n = va / vb;
    return {
      text: `Light travels at ${num(va)} × 10⁸ m/s in medium A and ${num(vb)} × 10⁸ m/s in medium B. What is the refractive index of B with respect to A?`,
      answer: n,
      show: (x) => num(x, 3),
      step: 0.05,
      distractors: [
        {
          value: vb / va,
          mistake: "inverted_ratio",
          why: `n(B w.r.t. A) = speed in A ÷ speed in B.`,
        },
        {
          value: 3 / vb,
          mistake: "concept_confusion",
          why: `that is B's absolute index (relative to vacuum).`,
        },
        {
          value: va - vb,
          mistake: "formula_confusion",
          why: `a refractive index is a ratio of speeds, not a difference.`,
        },
      ],
      explanation: `n_BA = v_A / v_B = ${num(va)} ÷ ${num(vb)} = ${num(n, 3)}.`,
      params: { va, vb },
    };
  },
};

export const ohmsLaw: Generator = {
  id: "s10.electricity.ohm",
  topic: "Ohm's law",
  difficulty: "easy",
  draft(rng) {
    const R = rng.pick([10, 20, 25, 40, 50, 100, 120, 200, 250, 500]);
    const mA = rng.pick([10, 20, 40, 50, 60, 100, 200, 250]);
    const V = (R * mA) / 1000;
    return {
      text: `A current of ${mA} mA flows through a resistor when ${num(V)} V is applied across it. What is its resistance?`,
      answer: R,
      show: (x) => `${num(x)} Ω`,
      step: 1,
      distractors: [
        {
          value: V / mA,
          mistake: "unit_slip",
          why: `${mA} mA = ${num(mA / 1000, 3)} A: convert before dividing.`,
        },
        {
          value: V * (mA / 1000),
          mistake: "formula_confusion",
          why: `V × I is the power; R = V/I.`,
        },
        {
          value: mA / 1000 / V,
          mistake: "inverted_ratio",
          why: `R = V ÷ I, not I ÷ V.`,
        },
      ],
      explanation: `I = ${mA} mA = ${num(mA / 1000, 3)} A; R = V/I = ${num(V)} ÷ ${num(mA / 1000, 3)} = ${R} Ω.`,
      params: { V, mA },
    };
  },
};

/** Pairs whose parallel combination is a whole number of ohms. */
const PARALLEL_PAIRS = [
  [3, 6],
  [4, 12],
  [6, 12],
  [10, 15],
  [12, 24],
  [6, 30],
  [20, 30],
  [10, 40],
  [12, 36],
  [30, 60],
  [15, 10],
  [4, 4],
  [8, 8],
  [20, 5],
] as const;

export const seriesParallel: Generator = {
  id: "s10.electricity.combination",
  topic: "Resistors in series and parallel",
  difficulty: "hard",
  draft(rng) {
    const [R1, R2] = rng.pick(PARALLEL_PAIRS);
    const R3 = rng.int(1, 20);
    const p = (R1 * R2) / (R1 + R2);
    return {
      text: `Resistors of ${R1} Ω and ${R2} Ω are joined in parallel, and the pair in series with ${R3} Ω. What is the total resistance?`,
      answer: p + R3,
      show: (x) => `${num(x)} Ω`,
      step: 1,
      distractors: [
        {
          value: R1 + R2 + R3,
          mistake: "concept_confusion",
          why: `${R1} Ω and ${R2} Ω are in parallel, which gives less than either.`,
        },
        {
          value: 1 / R1 + 1 / R2 + R3,
          mistake: "step_skipped",
          why: `1/R₁ + 1/R₂ is 1/R_p: invert it to get R_p.`,
        },
        {
          value: 1 / (1 / R1 + 1 / R2 + 1 / R3),
          mistake: "misread_question",
          why: `only the first two are in parallel; ${R3} Ω is in series.`,
        },
      ],
      explanation: `Parallel: R_p = (${R1} × ${R2})/(${R1} + ${R2}) = ${num(p)} Ω; in series with ${R3} Ω: ${num(p)} + ${R3} = ${num(p + R3)} Ω.`,
      params: { R1, R2, R3 },
    };
  },
};

export const energyUnits: Generator = {
  id: "s10.electricity.energy-kwh",
  topic: "Electrical energy in kWh",
  difficulty: "medium",
  draft(rng) {
    const P = rng.pick([40, 60, 100, 250, 500, 750, 1000, 1500, 2000]);
    const h = rng.int(1, 8);
    const d = rng.pick([7, 10, 15, 30]);
    const kwh = (P * h * d) / 1000;
    return {
      text: `A ${P} W appliance is used ${h} hour${h > 1 ? "s" : ""} a day for ${d} days. How much electrical energy does it use?`,
      answer: kwh,
      show: (x) => `${num(x)} kWh`,
      step: 0.5,
      distractors: [
        {
          value: P * h * d,
          mistake: "unit_slip",
          why: `watt-hours must be divided by 1000 to give kWh.`,
        },
        {
          value: (P * h) / 1000,
          mistake: "misread_question",
          why: `that is one day's use; multiply by ${d} days.`,
        },
        {
          value: (P * d) / 1000,
          mistake: "step_skipped",
          why: `the ${h} hours a day were left out.`,
        },
      ],
      explanation: `Energy = P × t = ${P} W × ${h} h × ${d} = ${P * h * d} Wh = ${num(kwh)} kWh.`,
      params: { P, h, d },
    };
  },
};
