import type { BoardPaper, PaperSection } from "./types";

/**
 * Class 10 Science, sample paper 1, in the pattern of the CBSE board paper
 * (80 marks, 3 hours; Sections A–E). Weightage by unit: Chemical substances
 * 25, World of living 25, Natural phenomena 12, Effects of current 13,
 * Natural resources (Our Environment) 5.
 */

const SECTION_A: PaperSection = {
  name: "Section A",
  description:
    "16 multiple-choice questions and 4 assertion–reason questions of 1 mark each",
  questions: [
    {
      kind: "mcq",
      text: "An iron nail is dipped in copper sulphate solution for about 20 minutes. Which observation is correct?",
      options: [
        "The nail stays grey and the solution turns from blue to colourless.",
        "A brownish coating forms on the nail and the blue colour of the solution fades towards pale green.",
        "A white coating forms on the nail and the solution turns deeper blue.",
        "There is no change, because copper is more reactive than iron.",
      ],
      correct: 1,
      marks: 1,
      explanation:
        "Iron is more reactive than copper, so it displaces copper: Fe + CuSO₄ → FeSO₄ + Cu. Copper deposits on the nail as a brownish coating, and the solution turns pale green as iron(II) sulphate forms.",
    },
    {
      kind: "mcq",
      text: String.raw`In the reaction $\mathrm{CuO + H_2 \xrightarrow{heat} Cu + H_2O}$, the substance oxidised and the substance reduced are, respectively:`,
      options: [
        "CuO and H₂",
        "Cu and H₂O",
        "H₂ and CuO",
        "H₂O and Cu",
      ],
      correct: 2,
      marks: 1,
      explanation:
        "Hydrogen gains oxygen (H₂ → H₂O), so it is oxidised; copper(II) oxide loses oxygen (CuO → Cu), so it is reduced.",
    },
    {
      kind: "mcq",
      text: "Four solutions P, Q, R and S have pH 2, 5, 9 and 12 respectively. Which of them has the highest concentration of hydrogen ions?",
      options: ["P", "Q", "R", "S"],
      correct: 0,
      marks: 1,
      explanation:
        "The lower the pH, the higher the concentration of H⁺ ions. P, with pH 2, is the most strongly acidic of the four.",
    },
    {
      kind: "mcq",
      text: "A white powder is used in making toys and for setting fractured bones. When mixed with water it sets into a hard solid. Its chemical formula is:",
      options: ["CaSO₄·2H₂O", "CaCO₃", "NaHCO₃", "CaSO₄·½H₂O"],
      correct: 3,
      marks: 1,
      explanation:
        "The powder is plaster of Paris, calcium sulphate hemihydrate, CaSO₄·½H₂O. With water it changes back to gypsum, CaSO₄·2H₂O, which sets hard.",
    },
    {
      kind: "mcq",
      text: "Which of the following metals does not react with water even on heating strongly or with steam?",
      options: ["Sodium", "Magnesium", "Iron", "Copper"],
      correct: 3,
      marks: 1,
      explanation:
        "Sodium reacts with cold water, magnesium with hot water and iron with steam. Copper, low in the reactivity series, does not react with water at all.",
    },
    {
      kind: "mcq",
      text: "The number of single covalent bonds in a molecule of propane, C₃H₈, is:",
      options: ["8", "10", "11", "12"],
      correct: 1,
      marks: 1,
      explanation:
        "Propane has 2 carbon–carbon single bonds (C–C–C) and 8 carbon–hydrogen bonds, so 2 + 8 = 10 single covalent bonds.",
    },
    {
      kind: "mcq",
      text: "Successive members of a homologous series differ from each other by:",
      options: [
        "a CH₂ unit and 14 u in molecular mass",
        "a CH₃ unit and 15 u in molecular mass",
        "a CH₂ unit and 12 u in molecular mass",
        "a C₂H₄ unit and 28 u in molecular mass",
      ],
      correct: 0,
      marks: 1,
      explanation:
        "Each member differs from the next by –CH₂–, whose mass is 12 u + 2 × 1 u = 14 u.",
    },
    {
      kind: "mcq",
      text: "During a sprint, the leg muscles of an athlete run short of oxygen and begin to cramp. Which substance builds up in the muscle cells?",
      options: ["Ethanol", "Lactic acid", "Carbon dioxide only", "Glucose"],
      correct: 1,
      marks: 1,
      explanation:
        "When oxygen is short, muscle cells break pyruvate down anaerobically into lactic acid (without releasing CO₂); the build-up of lactic acid causes the cramps.",
    },
    {
      kind: "mcq",
      text: "Which blood vessel carries deoxygenated blood from the heart to the lungs?",
      options: ["Pulmonary vein", "Aorta", "Pulmonary artery", "Vena cava"],
      correct: 2,
      marks: 1,
      explanation:
        "The pulmonary artery leaves the right ventricle and carries deoxygenated blood to the lungs. It is the one artery that carries deoxygenated blood.",
    },
    {
      kind: "mcq",
      text: "In plants, which substance moves from the leaves to other parts through the phloem?",
      options: [
        "Water and dissolved minerals",
        "Sucrose and other products of photosynthesis",
        "Oxygen released in photosynthesis",
        "Carbon dioxide absorbed by stomata",
      ],
      correct: 1,
      marks: 1,
      explanation:
        "Translocation in the phloem carries the soluble products of photosynthesis, such as sucrose, along with amino acids. Water and minerals move up through the xylem.",
    },
    {
      kind: "mcq",
      text: "A plant hormone that inhibits growth and causes the wilting of leaves is:",
      options: ["Auxin", "Gibberellin", "Cytokinin", "Abscisic acid"],
      correct: 3,
      marks: 1,
      explanation:
        "Abscisic acid inhibits growth and brings about effects such as wilting of leaves. Auxin, gibberellins and cytokinins all promote growth.",
    },
    {
      kind: "mcq",
      text: "In human females, fertilisation of the egg normally takes place in the:",
      options: ["ovary", "uterus", "oviduct (fallopian tube)", "vagina"],
      correct: 2,
      marks: 1,
      explanation:
        "The egg released by the ovary travels into the oviduct, where it meets the sperm and is fertilised. The zygote then moves to the uterus and is implanted there.",
    },
    {
      kind: "mcq",
      text: "A pea plant with round seeds (Rr) is crossed with a pea plant with wrinkled seeds (rr). What fraction of the offspring is expected to have wrinkled seeds?",
      options: ["None", "One-quarter", "One-half", "Three-quarters"],
      correct: 2,
      marks: 1,
      explanation:
        "Rr × rr gives Rr and rr in equal numbers (1 : 1). Only rr plants have wrinkled seeds, so half the offspring are wrinkled.",
    },
    {
      kind: "mcq",
      text: "A spherical mirror has a radius of curvature of 30 cm. Its focal length is:",
      options: ["15 cm", "30 cm", "60 cm", "7.5 cm"],
      correct: 0,
      marks: 1,
      explanation: String.raw`For a spherical mirror of small aperture, $f = \dfrac{R}{2} = \dfrac{30}{2} = 15$ cm.`,
    },
    {
      kind: "mcq",
      text: String.raw`The refractive index of a glass is 1.5. If light travels at $3 \times 10^8$ m/s in vacuum, its speed in this glass is:`,
      options: [
        String.raw`$4.5 \times 10^8$ m/s`,
        String.raw`$2 \times 10^8$ m/s`,
        String.raw`$1.5 \times 10^8$ m/s`,
        String.raw`$3 \times 10^8$ m/s`,
      ],
      correct: 1,
      marks: 1,
      explanation: String.raw`$n = \dfrac{c}{v}$, so $v = \dfrac{c}{n} = \dfrac{3 \times 10^8}{1.5} = 2 \times 10^8$ m/s.`,
    },
    {
      kind: "mcq",
      text: "Three resistors of 6 Ω each are connected in parallel. Their equivalent resistance is:",
      options: ["18 Ω", "6 Ω", "3 Ω", "2 Ω"],
      correct: 3,
      marks: 1,
      explanation: String.raw`$\dfrac{1}{R} = \dfrac{1}{6} + \dfrac{1}{6} + \dfrac{1}{6} = \dfrac{3}{6} = \dfrac{1}{2}$, so $R = 2\ \Omega$.`,
    },
    {
      kind: "assertion_reason",
      assertion:
        "When calcium is put into water, it starts floating on the water surface.",
      reason:
        "Bubbles of hydrogen gas formed in the reaction stick to the surface of the calcium.",
      correct: 0,
      marks: 1,
      explanation:
        "Both statements are true: Ca + 2H₂O → Ca(OH)₂ + H₂. The hydrogen bubbles that cling to the metal make it buoyant, which is exactly why it floats. So R explains A.",
    },
    {
      kind: "assertion_reason",
      assertion: "The walls of the ventricles are thicker than the walls of the atria.",
      reason:
        "The ventricles have to pump blood out of the heart to the organs of the body and the lungs.",
      correct: 0,
      marks: 1,
      explanation:
        "Both are true. The atria only push blood into the ventricles next to them, whereas the ventricles must force blood into the arteries to distant parts of the body; this needs thicker, more muscular walls. R explains A.",
    },
    {
      kind: "assertion_reason",
      assertion: "The clear sky appears blue on a sunny day.",
      reason:
        "Red light, having the longest wavelength, is scattered the most by the fine particles in the atmosphere.",
      correct: 2,
      marks: 1,
      explanation:
        "The assertion is true, but the reason is false: fine particles in the air scatter light of shorter wavelength (the blue end of the spectrum) much more than red light. The scattered blue light reaching our eyes makes the sky look blue.",
    },
    {
      kind: "assertion_reason",
      assertion: "The flow of energy in an ecosystem is unidirectional.",
      reason:
        "Only about 10% of the energy available at one trophic level is passed on to the next level.",
      correct: 1,
      marks: 1,
      explanation:
        "Both statements are true, but R does not explain A. Energy flow is one-way because energy captured by the autotrophs does not return to the Sun, and energy passed on to herbivores does not come back to the autotrophs; the 10% law describes how much energy is passed on, not its direction.",
    },
  ],
};

export const PAPER: BoardPaper = {
  grade: 10,
  subject: "science",
  title: "Science — Sample Question Paper 1 (Class X)",
  minutes: 180,
  totalMarks: 80,
  instructions: [
    "This question paper has 39 questions in five sections, A to E. All questions are compulsory.",
    "Section A has 20 questions of 1 mark each: 16 multiple-choice questions and 4 assertion–reason questions.",
    "Section B has 6 very short answer questions of 2 marks each. Answer them in 30 to 50 words.",
    "Section C has 7 short answer questions of 3 marks each. Answer them in 50 to 80 words.",
    "Section D has 3 long answer questions of 5 marks each. Answer them in 80 to 120 words.",
    "Section E has 3 case-based questions of 4 marks each, with sub-parts of 1, 1 and 2 marks.",
    "There is no overall choice. An internal choice is given in some questions; attempt only one of the alternatives in such questions.",
  ],
  sections: [SECTION_A],
};
