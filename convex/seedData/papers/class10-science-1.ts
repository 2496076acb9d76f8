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

const SECTION_B: PaperSection = {
  name: "Section B",
  description: "6 very short answer questions of 2 marks each",
  questions: [
    {
      kind: "written",
      text: "Green crystals of ferrous sulphate are heated strongly in a dry boiling tube. Write the balanced chemical equation for the reaction, state one observation, and name the type of reaction.",
      marks: 2,
      answer:
        "2FeSO₄(s) → Fe₂O₃(s) + SO₂(g) + SO₃(g), on heating.\n\nObservation: the green crystals first lose their water of crystallisation and then turn into a reddish-brown solid (ferric oxide); gases with the smell of burning sulphur are given off.\n\nType: thermal decomposition (one substance breaks into simpler substances on heating).",
      scheme: [
        { step: "Balanced equation with correct products", marks: 1 },
        { step: "One correct observation (green to reddish-brown solid, or smell of burning sulphur)", marks: 0.5 },
        { step: "Type: thermal decomposition", marks: 0.5 },
      ],
      or: {
        text: "What is rancidity? State two ways in which it is prevented in packaged or stored food.",
        marks: 2,
        answer:
          "Rancidity is the oxidation of the fats and oils in a food when it is exposed to air for a long time, which changes its smell and taste.\n\nIt is prevented by (any two): adding antioxidants to fatty foods; flushing bags of chips with nitrogen, an unreactive gas; storing food in airtight containers; keeping food in a refrigerator.",
        scheme: [
          { step: "Rancidity as oxidation of fats and oils, changing smell and taste", marks: 1 },
          { step: "First way of prevention", marks: 0.5 },
          { step: "Second way of prevention", marks: 0.5 },
        ],
      },
    },
    {
      kind: "written",
      text: "The inner lining of the small intestine bears thousands of finger-like projections. Name them and explain how their structure suits their function.",
      marks: 2,
      answer:
        "They are villi.\n\nThe villi greatly increase the surface area of the inner lining, so digested food is absorbed faster. They are richly supplied with blood vessels, which carry the absorbed food away to every cell of the body.",
      scheme: [
        { step: "Naming villi", marks: 0.5 },
        { step: "Increase the surface area for absorption", marks: 0.5 },
        { step: "Rich blood supply carries the absorbed food to the cells of the body", marks: 1 },
      ],
    },
    {
      kind: "written",
      text: "What is a reflex action? Why are many reflex arcs connected in the spinal cord rather than in the brain?",
      marks: 2,
      answer:
        "A reflex action is a sudden, automatic response to a stimulus, made without conscious thought — for example, pulling the hand away from a hot object.\n\nThinking in the brain takes time, and in an emergency there is no time to think. In a reflex arc the sensory nerve meets the motor nerve in the spinal cord, close to the point of input, so the message is passed on and the muscle acts at once; the information still goes on to the brain.",
      scheme: [
        { step: "Reflex action: sudden, involuntary response to a stimulus without thinking", marks: 1 },
        { step: "Spinal cord connection gives a quicker response, since thinking in the brain takes time", marks: 1 },
      ],
    },
    {
      kind: "written",
      text: "An object is placed 10 cm in front of a concave mirror of focal length 15 cm. Find the position of the image and state its nature.",
      marks: 2,
      answer: String.raw`With the New Cartesian sign convention, $u = -10$ cm and $f = -15$ cm.

Mirror formula: $\dfrac{1}{v} + \dfrac{1}{u} = \dfrac{1}{f}$, so $\dfrac{1}{v} = \dfrac{1}{f} - \dfrac{1}{u} = -\dfrac{1}{15} + \dfrac{1}{10} = \dfrac{-2 + 3}{30} = \dfrac{1}{30}$.

So $v = +30$ cm: the image is 30 cm behind the mirror.

Magnification $m = -\dfrac{v}{u} = -\dfrac{30}{-10} = +3$: the image is virtual, erect and three times the size of the object.`,
      scheme: [
        { step: "Correct mirror formula with sign convention", marks: 0.5 },
        { step: "Substitution", marks: 0.5 },
        { step: "v = +30 cm, behind the mirror", marks: 0.5 },
        { step: "Nature: virtual, erect, magnified", marks: 0.5 },
      ],
    },
    {
      kind: "written",
      text: "A student can read the writing on the blackboard clearly only when she sits on the front bench. Name the defect of vision, give two possible causes, and name the lens used to correct it.",
      marks: 2,
      answer:
        "The defect is myopia (near-sightedness): near objects are seen clearly but distant ones are not.\n\nCauses: (i) excessive curvature of the eye lens, and (ii) elongation of the eyeball. In both, the image of a distant object forms in front of the retina.\n\nIt is corrected with a concave (diverging) lens of suitable power.",
      scheme: [
        { step: "Naming myopia", marks: 0.5 },
        { step: "Cause: excessive curvature of the eye lens", marks: 0.5 },
        { step: "Cause: elongation of the eyeball", marks: 0.5 },
        { step: "Correction with a concave lens", marks: 0.5 },
      ],
      or: {
        text: "Why do stars twinkle, while planets do not?",
        marks: 2,
        answer:
          "Starlight is bent (refracted) continuously as it passes through layers of air whose density and temperature keep changing. A star is so far away that it behaves as a point source, so its apparent position and the amount of light entering the eye keep fluctuating — the star twinkles.\n\nA planet is much nearer and looks like an extended source, a collection of many point sources. The fluctuations from these points cancel out on average, so a planet does not twinkle.",
        scheme: [
          { step: "Atmospheric refraction of starlight by changing layers; a star is a point source, so its brightness and position fluctuate", marks: 1 },
          { step: "A planet is an extended source; the fluctuations average out", marks: 1 },
        ],
      },
    },
    {
      kind: "written",
      text: "Why do two magnetic field lines never intersect each other? State the rule used to find the direction of the magnetic field around a straight conductor carrying current.",
      marks: 2,
      answer:
        "At a point of intersection a compass needle would have to point in two directions at once, i.e. the field would have two directions at one point, which is not possible. So field lines never cross.\n\nRight-hand thumb rule: hold the straight conductor in the right hand with the thumb pointing in the direction of the current; the fingers curled around the conductor then give the direction of the magnetic field lines.",
      scheme: [
        { step: "Reason: the field would have two directions at the point of intersection", marks: 1 },
        { step: "Right-hand thumb rule stated correctly", marks: 1 },
      ],
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
  sections: [SECTION_A, SECTION_B],
};
