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
      options: ["CuO and H₂", "Cu and H₂O", "H₂ and CuO", "H₂O and Cu"],
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
      assertion:
        "The walls of the ventricles are thicker than the walls of the atria.",
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
        {
          step: "One correct observation (green to reddish-brown solid, or smell of burning sulphur)",
          marks: 0.5,
        },
        { step: "Type: thermal decomposition", marks: 0.5 },
      ],
      or: {
        text: "What is rancidity? State two ways in which it is prevented in packaged or stored food.",
        marks: 2,
        answer:
          "Rancidity is the oxidation of the fats and oils in a food when it is exposed to air for a long time, which changes its smell and taste.\n\nIt is prevented by (any two): adding antioxidants to fatty foods; flushing bags of chips with nitrogen, an unreactive gas; storing food in airtight containers; keeping food in a refrigerator.",
        scheme: [
          {
            step: "Rancidity as oxidation of fats and oils, changing smell and taste",
            marks: 1,
          },
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
        {
          step: "Rich blood supply carries the absorbed food to the cells of the body",
          marks: 1,
        },
      ],
    },
    {
      kind: "written",
      text: "What is a reflex action? Why are many reflex arcs connected in the spinal cord rather than in the brain?",
      marks: 2,
      answer:
        "A reflex action is a sudden, automatic response to a stimulus, made without conscious thought — for example, pulling the hand away from a hot object.\n\nThinking in the brain takes time, and in an emergency there is no time to think. In a reflex arc the sensory nerve meets the motor nerve in the spinal cord, close to the point of input, so the message is passed on and the muscle acts at once; the information still goes on to the brain.",
      scheme: [
        {
          step: "Reflex action: sudden, involuntary response to a stimulus without thinking",
          marks: 1,
        },
        {
          step: "Spinal cord connection gives a quicker response, since thinking in the brain takes time",
          marks: 1,
        },
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
          {
            step: "Atmospheric refraction of starlight by changing layers; a star is a point source, so its brightness and position fluctuate",
            marks: 1,
          },
          {
            step: "A planet is an extended source; the fluctuations average out",
            marks: 1,
          },
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
        {
          step: "Reason: the field would have two directions at the point of intersection",
          marks: 1,
        },
        { step: "Right-hand thumb rule stated correctly", marks: 1 },
      ],
    },
  ],
};

const SECTION_C: PaperSection = {
  name: "Section C",
  description: "7 short answer questions of 3 marks each",
  questions: [
    {
      kind: "written",
      text: "An electric current is passed through an aqueous solution of sodium chloride (brine). Write the balanced chemical equation for the reaction, name the products formed at the anode and at the cathode, and give one use each of any two products.",
      marks: 3,
      answer:
        "2NaCl(aq) + 2H₂O(l) → 2NaOH(aq) + Cl₂(g) + H₂(g)\n\nChlorine gas is given off at the anode and hydrogen gas at the cathode; sodium hydroxide solution forms near the cathode. (This is the chlor-alkali process.)\n\nUses (any two): chlorine — water treatment, making PVC and bleaching powder; hydrogen — fuels, hydrogenation of oils (margarine), making ammonia; sodium hydroxide — soaps and detergents, paper making, degreasing metals.",
      scheme: [
        { step: "Balanced chemical equation", marks: 1 },
        { step: "Chlorine at the anode", marks: 0.5 },
        { step: "Hydrogen at the cathode", marks: 0.5 },
        { step: "One correct use of the first product", marks: 0.5 },
        { step: "One correct use of the second product", marks: 0.5 },
      ],
      or: {
        text: "How is sodium hydrogencarbonate (baking soda) produced? Write the chemical equation for what happens when it is heated, and explain why baking powder contains a mild acid such as tartaric acid along with baking soda.",
        marks: 3,
        answer:
          "It is made from sodium chloride: NaCl + H₂O + CO₂ + NH₃ → NH₄Cl + NaHCO₃.\n\nOn heating: 2NaHCO₃ → Na₂CO₃ + H₂O + CO₂. The carbon dioxide makes bread or cake rise and become soft and spongy.\n\nHeating baking soda alone leaves sodium carbonate, which gives the food a bitter taste. The tartaric acid reacts with it (neutralises it), so the food does not taste bitter, while CO₂ is still released.",
        scheme: [
          {
            step: "Equation for the production of NaHCO₃ from NaCl, H₂O, CO₂ and NH₃",
            marks: 1,
          },
          { step: "Balanced equation for heating NaHCO₃", marks: 1 },
          {
            step: "Tartaric acid neutralises sodium carbonate, avoiding a bitter taste",
            marks: 1,
          },
        ],
      },
    },
    {
      kind: "written",
      text: "Zinc is extracted from zinc blende (ZnS). Write the chemical equations for the two main steps of the extraction and explain why the sulphide ore is first converted into an oxide.",
      marks: 3,
      answer:
        "Roasting — the sulphide ore is heated strongly in excess air:\n\n2ZnS(s) + 3O₂(g) → 2ZnO(s) + 2SO₂(g)\n\nReduction — the oxide is heated with carbon (coke):\n\nZnO(s) + C(s) → Zn(s) + CO(g)\n\nMetals are obtained far more easily by reducing their oxides than from their sulphides or carbonates, so the sulphide is first converted into the oxide.",
      scheme: [
        { step: "Roasting: balanced equation", marks: 1 },
        { step: "Reduction with carbon: balanced equation", marks: 1 },
        {
          step: "Reason: an oxide is easier to reduce to the metal than a sulphide",
          marks: 1,
        },
      ],
    },
    {
      kind: "written",
      text: "(a) Why is the use of iodised salt advised? (b) A person's blood sugar level stays high. Which hormone is likely to be deficient, and which gland secretes it? (c) How does adrenaline prepare the body to deal with an emergency?",
      marks: 3,
      answer:
        "(a) Iodine is needed by the thyroid gland to make thyroxine, which regulates carbohydrate, protein and fat metabolism for growth. A lack of iodine can cause goitre (swollen neck).\n\n(b) Insulin, secreted by the pancreas, which lowers the level of sugar in the blood.\n\n(c) Adrenaline, released into the blood by the adrenal glands, makes the heart beat faster so that more oxygen reaches the muscles; blood supply to the digestive system and skin is cut down as small arteries there contract, diverting blood to the skeletal muscles; and the breathing rate increases.",
      scheme: [
        {
          step: "(a) Iodine needed to make thyroxine; deficiency causes goitre",
          marks: 1,
        },
        { step: "(b) Insulin", marks: 0.5 },
        { step: "(b) Pancreas", marks: 0.5 },
        {
          step: "(c) Any two effects: faster heartbeat, blood diverted to muscles, faster breathing",
          marks: 1,
        },
      ],
    },
    {
      kind: "written",
      text: "(a) Distinguish between self-pollination and cross-pollination. (b) What changes take place in a flower after fertilisation?",
      marks: 3,
      answer:
        "(a) In self-pollination, pollen is transferred to the stigma of the same flower (or of another flower on the same plant). In cross-pollination, pollen is transferred to the stigma of a flower on a different plant of the same species, carried by agents such as wind, water or animals.\n\n(b) The zygote divides many times to form an embryo within the ovule. The ovule develops a tough coat and becomes a seed. The ovary grows rapidly and ripens into a fruit. The petals, sepals, stamens, style and stigma usually shrivel and fall off.",
      scheme: [
        {
          step: "(a) Correct distinction between self- and cross-pollination",
          marks: 1,
        },
        { step: "(b) Zygote forms the embryo", marks: 0.5 },
        { step: "(b) Ovule becomes the seed", marks: 0.5 },
        { step: "(b) Ovary becomes the fruit", marks: 0.5 },
        { step: "(b) Other floral parts shrivel and fall off", marks: 0.5 },
      ],
    },
    {
      kind: "written",
      text: "Mendel crossed pure-breeding pea plants having round, yellow seeds with pure-breeding plants having wrinkled, green seeds. (a) What seeds did the F₁ plants have? (b) Which kinds of seeds appeared in the F₂ generation, and in what ratio? (c) What does the appearance of round-green and wrinkled-yellow seeds in F₂ show?",
      marks: 3,
      answer:
        "(a) All F₁ plants had round, yellow seeds (genotype RrYy), since round and yellow are dominant.\n\n(b) Self-pollinating the F₁ plants gave four kinds of seeds: round yellow, round green, wrinkled yellow and wrinkled green, in the ratio 9 : 3 : 3 : 1.\n\n(c) Round-green and wrinkled-yellow are new combinations not present in either parent. This shows that the traits for seed shape and seed colour are inherited independently of each other.",
      scheme: [
        { step: "(a) All round and yellow", marks: 1 },
        {
          step: "(b) Four kinds of seeds in the ratio 9 : 3 : 3 : 1",
          marks: 1,
        },
        { step: "(c) The two traits are inherited independently", marks: 1 },
      ],
      or: {
        text: "Explain how the sex of a child is determined in human beings. Is it correct to hold the mother responsible for the sex of the child?",
        marks: 3,
        answer:
          "Women have a perfect pair of sex chromosomes, XX; men have a mismatched pair, XY.\n\nSo every egg carries an X chromosome, while half the sperms carry an X and half carry a Y.\n\nIf an X-carrying sperm fertilises the egg, the child is XX — a girl; if a Y-carrying sperm does, the child is XY — a boy. The sex of the child therefore depends on which sperm fertilises the egg, i.e. on the father's contribution, and the chances are equal. Holding the mother responsible is wrong.",
        scheme: [
          { step: "Females XX, males XY", marks: 1 },
          {
            step: "All eggs carry X; sperms carry X or Y in equal numbers",
            marks: 1,
          },
          {
            step: "X sperm gives a girl, Y sperm a boy; the sperm decides, so the mother is not responsible",
            marks: 1,
          },
        ],
      },
    },
    {
      kind: "written",
      text: "Two resistors of 4 Ω and 12 Ω are connected in parallel, and this combination is connected in series with a 5 Ω resistor and a 6 V battery. Find (a) the total resistance of the circuit, (b) the current drawn from the battery, and (c) the potential difference across the 5 Ω resistor.",
      marks: 3,
      answer: String.raw`(a) Parallel part: $\dfrac{1}{R_p} = \dfrac{1}{4} + \dfrac{1}{12} = \dfrac{3 + 1}{12} = \dfrac{1}{3}$, so $R_p = 3\ \Omega$.

Total: $R = R_p + 5 = 3 + 5 = 8\ \Omega$.

(b) $I = \dfrac{V}{R} = \dfrac{6}{8} = 0.75$ A.

(c) The whole current flows through the 5 Ω resistor: $V = IR = 0.75 \times 5 = 3.75$ V.`,
      scheme: [
        { step: "Parallel combination: R_p = 3 Ω", marks: 0.5 },
        { step: "Total resistance 8 Ω", marks: 0.5 },
        { step: "Ohm's law applied: I = V/R", marks: 0.5 },
        { step: "Current 0.75 A", marks: 0.5 },
        { step: "V = IR with the full current", marks: 0.5 },
        { step: "3.75 V, with unit", marks: 0.5 },
      ],
    },
    {
      kind: "written",
      text: "An electric iron is rated 1100 W, 220 V. Find (a) the current it draws, (b) its resistance, and (c) the electrical energy it uses in 30 days if it runs for 2 hours daily, and the cost of this energy at ₹6 per kWh.",
      marks: 3,
      answer: String.raw`(a) $P = VI$, so $I = \dfrac{P}{V} = \dfrac{1100}{220} = 5$ A.

(b) $R = \dfrac{V}{I} = \dfrac{220}{5} = 44\ \Omega$.

(c) $E = P \times t = 1.1 \text{ kW} \times (2 \times 30) \text{ h} = 66$ kWh.

Cost = 66 × ₹6 = ₹396.`,
      scheme: [
        { step: "(a) I = P/V = 5 A", marks: 1 },
        { step: "(b) R = V/I = 44 Ω", marks: 1 },
        { step: "(c) Energy 66 kWh", marks: 0.5 },
        { step: "(c) Cost ₹396", marks: 0.5 },
      ],
      or: {
        text: "A current of 2 A flows through a 20 Ω resistor for 5 minutes. Calculate the heat produced. Why are alloys rather than pure metals used for the heating elements of electric toasters and irons?",
        marks: 3,
        answer: String.raw`By Joule's law of heating, $H = I^2 R t$, with $t = 5 \times 60 = 300$ s.

$H = 2^2 \times 20 \times 300 = 24\,000$ J $= 24$ kJ.

Alloys have a higher resistivity than their constituent metals, so they produce more heat, and they do not oxidise (burn) readily at high temperatures.`,
        scheme: [
          { step: "Correct formula H = I²Rt", marks: 0.5 },
          { step: "Substitution with time in seconds", marks: 0.5 },
          { step: "Answer 24 000 J (24 kJ) with unit", marks: 1 },
          {
            step: "Alloys: higher resistivity and do not oxidise readily at high temperature",
            marks: 1,
          },
        ],
      },
    },
  ],
};

const SECTION_D: PaperSection = {
  name: "Section D",
  description: "3 long answer questions of 5 marks each",
  questions: [
    {
      kind: "written",
      text: "(a) What is esterification? Write the chemical equation for the reaction of ethanoic acid with ethanol. (b) What happens when ethanol is heated with excess concentrated sulphuric acid at 443 K? Write the equation and state the role of the sulphuric acid. (c) How would you distinguish between ethanol and ethanoic acid by a chemical test?",
      marks: 5,
      answer:
        "(a) Esterification is the reaction of a carboxylic acid with an alcohol, in the presence of an acid catalyst, to form a sweet-smelling ester and water.\n\nCH₃COOH + CH₃CH₂OH → CH₃COOCH₂CH₃ + H₂O (warmed, with a little concentrated H₂SO₄ as catalyst); the ester formed is ethyl ethanoate.\n\n(b) Ethanol is dehydrated to ethene:\n\nCH₃CH₂OH → CH₂=CH₂ + H₂O (hot concentrated H₂SO₄, 443 K).\n\nThe concentrated sulphuric acid acts as a dehydrating agent, removing water from ethanol.\n\n(c) Add sodium hydrogencarbonate (or sodium carbonate) to each. Ethanoic acid gives brisk effervescence of carbon dioxide, which turns lime water milky; ethanol gives no effervescence.",
      scheme: [
        { step: "(a) Definition of esterification", marks: 1 },
        {
          step: "(a) Balanced equation for ethyl ethanoate formation",
          marks: 1,
        },
        { step: "(b) Equation for dehydration to ethene", marks: 1 },
        { step: "(b) Role: dehydrating agent", marks: 1 },
        {
          step: "(c) Sodium hydrogencarbonate test: effervescence only with ethanoic acid",
          marks: 1,
        },
      ],
      or: {
        text: "(a) What are soaps? Explain, with the help of micelle formation, how soap removes oily dirt from clothes. (b) Why does soap not form lather easily in hard water, and how do detergents overcome this problem?",
        marks: 5,
        answer:
          "(a) Soaps are sodium or potassium salts of long-chain carboxylic acids.\n\nA soap molecule has an ionic (hydrophilic) end that dissolves in water and a long hydrocarbon (hydrophobic) tail that dissolves in oil. In water, the molecules arrange themselves in clusters called micelles: the tails point inwards, towards the oily dirt, and the ionic ends face the water outside.\n\nThe oily dirt is thus trapped at the centre of the micelle. The micelles stay suspended in water as an emulsion, so the dirt is washed away on rinsing.\n\n(b) Hard water contains calcium and magnesium salts; their ions react with soap to form an insoluble substance called scum, which wastes soap and does not clean.\n\nDetergents are generally sodium salts of long-chain sulphonic acids, or ammonium salts with chloride or bromide ions; their charged ends do not form insoluble precipitates with calcium and magnesium ions, so they clean well even in hard water.",
        scheme: [
          {
            step: "Soaps as sodium/potassium salts of long-chain carboxylic acids",
            marks: 1,
          },
          {
            step: "Hydrophilic ionic end and hydrophobic tail; arrangement in micelles",
            marks: 1,
          },
          {
            step: "Oily dirt trapped in the micelle and rinsed away",
            marks: 1,
          },
          {
            step: "Hard water: Ca²⁺/Mg²⁺ ions form insoluble scum with soap",
            marks: 1,
          },
          {
            step: "Detergents do not form insoluble precipitates with these ions",
            marks: 1,
          },
        ],
      },
    },
    {
      kind: "written",
      text: "(a) Trace the path of blood through the human heart, starting from the blood returning from the body and ending with the blood leaving for the body. (b) Why is the human circulation called double circulation? (c) Why is it necessary to keep oxygenated and deoxygenated blood separate in mammals and birds?",
      marks: 5,
      answer:
        "(a) Deoxygenated blood from the body enters the right atrium through the vena cava. The right atrium contracts and passes it to the right ventricle, which pumps it through the pulmonary artery to the lungs, where it is oxygenated.\n\nOxygenated blood returns from the lungs through the pulmonary veins to the left atrium, which passes it to the left ventricle. The left ventricle pumps it into the aorta, which distributes it to the body. Valves prevent backflow when the chambers contract.\n\n(b) Blood passes through the heart twice in one complete cycle of the body — once through the right side (to the lungs) and once through the left side (to the body).\n\n(c) Mammals and birds are warm-blooded and need a lot of energy to keep their body temperature constant. Keeping the two kinds of blood separate gives a highly efficient supply of oxygen to the body.",
      scheme: [
        {
          step: "(a) Vena cava → right atrium → right ventricle → pulmonary artery → lungs",
          marks: 1.5,
        },
        {
          step: "(a) Pulmonary veins → left atrium → left ventricle → aorta → body",
          marks: 1.5,
        },
        {
          step: "(b) Blood passes through the heart twice in one cycle",
          marks: 1,
        },
        {
          step: "(c) High energy need to maintain body temperature; efficient oxygen supply",
          marks: 1,
        },
      ],
      or: {
        text: "(a) Name the basic filtration unit of the human kidney and describe how urine is formed in it. (b) What is done when a person's kidneys fail, and how does it work? (c) Give two ways in which plants get rid of their excretory products.",
        marks: 5,
        answer:
          "(a) The nephron.\n\nBlood enters the glomerulus, a cluster of thin-walled capillaries inside the cup-shaped Bowman's capsule. Water, glucose, amino acids, salts and urea are filtered from the blood into the capsule.\n\nAs this filtrate passes along the tubule, useful substances such as glucose, amino acids, salts and a major amount of water are selectively reabsorbed into the surrounding capillaries. The remaining fluid, urine, passes through the collecting duct to the ureter and is stored in the urinary bladder.\n\n(b) Artificial kidney (haemodialysis): the patient's blood is passed through long tubes with semi-permeable linings, kept in a tank of dialysing fluid; nitrogenous wastes diffuse out of the blood into the fluid, and the cleaned blood is pumped back. (There is no reabsorption.)\n\n(c) Any two: excess water is lost by transpiration; waste products are stored in leaves that fall off; some wastes are stored as resins and gums in old xylem; some are excreted into the soil around the roots; oxygen and carbon dioxide diffuse out through stomata.",
        scheme: [
          { step: "(a) Naming the nephron", marks: 0.5 },
          {
            step: "(a) Filtration from the glomerulus into Bowman's capsule",
            marks: 1,
          },
          {
            step: "(a) Selective reabsorption of useful substances and water in the tubule",
            marks: 1,
          },
          {
            step: "(a) Urine to collecting duct, ureter and bladder",
            marks: 0.5,
          },
          {
            step: "(b) Dialysis: wastes diffuse from blood into dialysing fluid",
            marks: 1,
          },
          { step: "(c) Two ways plants get rid of wastes (½ each)", marks: 1 },
        ],
      },
    },
    {
      kind: "written",
      text: "An object 4 cm tall is placed 15 cm in front of a convex lens of focal length 10 cm. (a) Find the position, size and nature of the image. (b) Find the power of the lens. (c) Where should the object be placed to obtain an image of the same size as the object?",
      marks: 5,
      answer: String.raw`(a) With the sign convention, $u = -15$ cm, $f = +10$ cm, $h = +4$ cm.

Lens formula: $\dfrac{1}{v} - \dfrac{1}{u} = \dfrac{1}{f}$, so $\dfrac{1}{v} = \dfrac{1}{f} + \dfrac{1}{u} = \dfrac{1}{10} - \dfrac{1}{15} = \dfrac{3 - 2}{30} = \dfrac{1}{30}$, giving $v = +30$ cm.

The image is 30 cm from the lens, on the other side.

Magnification: $m = \dfrac{v}{u} = \dfrac{30}{-15} = -2$, so $h' = m \times h = -2 \times 4 = -8$ cm.

The image is 8 cm tall, real and inverted.

(b) $P = \dfrac{1}{f\text{ (in m)}} = \dfrac{1}{0.10} = +10$ D.

(c) At $2F_1$, i.e. 20 cm in front of the lens; the image then forms at $2F_2$, 20 cm behind the lens, real, inverted and of the same size.`,
      scheme: [
        { step: "Correct lens formula with sign convention", marks: 0.5 },
        { step: "Substitution and v = +30 cm", marks: 1 },
        { step: "Magnification m = v/u = −2", marks: 0.5 },
        { step: "Image height −8 cm (8 cm, inverted)", marks: 1 },
        { step: "Nature: real and inverted", marks: 0.5 },
        { step: "Power +10 D (f in metres)", marks: 1 },
        { step: "Object at 2F, 20 cm from the lens", marks: 0.5 },
      ],
      or: {
        text: "(a) State the two laws of refraction of light. (b) The absolute refractive indices of water and diamond are 1.33 and 2.42. Find the refractive index of diamond with respect to water. (c) In which of the two does light travel faster? Which is optically denser?",
        marks: 5,
        answer: String.raw`(a) (i) The incident ray, the refracted ray and the normal to the interface at the point of incidence all lie in the same plane.

(ii) For light of a given colour and a given pair of media, the ratio of the sine of the angle of incidence to the sine of the angle of refraction is constant (Snell's law): $\dfrac{\sin i}{\sin r} = \text{constant}$.

(b) $n_{dw} = \dfrac{n_d}{n_w} = \dfrac{2.42}{1.33} \approx 1.82$.

(c) Light travels faster in water, which has the lower refractive index; diamond is optically denser.`,
        scheme: [
          {
            step: "(a) First law: incident ray, refracted ray and normal in one plane",
            marks: 1,
          },
          {
            step: "(a) Second law: sin i / sin r constant (Snell's law)",
            marks: 1,
          },
          { step: "(b) Correct formula n_dw = n_d / n_w", marks: 0.5 },
          { step: "(b) Substitution", marks: 0.5 },
          { step: "(b) Answer ≈ 1.82", marks: 1 },
          { step: "(c) Faster in water; diamond optically denser", marks: 1 },
        ],
      },
    },
  ],
};

const SECTION_E: PaperSection = {
  name: "Section E",
  description:
    "3 case-based questions of 4 marks each, with sub-parts of 1, 1 and 2 marks",
  questions: [
    {
      kind: "case",
      passage:
        "A group of students tested some common substances with universal indicator and recorded their approximate pH: lemon juice 2.2, tomato juice 4.2, pure water 7.0, human blood 7.4 and milk of magnesia 10.5. Their teacher explained that living things work only within a narrow range of pH: the mouth, the stomach and even the soil in which crops grow can be harmed when the pH moves too far from its usual value, and that such problems are often set right by neutralisation.",
      parts: [
        {
          kind: "mcq",
          text: "Which of the tested substances is the most basic?",
          options: [
            "Human blood",
            "Pure water",
            "Milk of magnesia",
            "Tomato juice",
          ],
          correct: 2,
          marks: 1,
          explanation:
            "A base has pH above 7, and the higher the pH the more basic the solution. Milk of magnesia, at pH 10.5, is the most basic.",
        },
        {
          kind: "mcq",
          text: "Tooth enamel starts to corrode when the pH in the mouth falls below about:",
          options: ["8.5", "7.0", "5.5", "2.0"],
          correct: 2,
          marks: 1,
          explanation:
            "Bacteria break down sugar and food particles left in the mouth into acids. When the pH in the mouth drops below about 5.5, the enamel (calcium hydroxyapatite) begins to corrode.",
        },
        {
          kind: "written",
          text: "Why does a person suffering from acidity (indigestion) get relief by taking milk of magnesia? Write the balanced chemical equation for the reaction involved.",
          marks: 2,
          answer:
            "During indigestion the stomach produces too much hydrochloric acid, causing pain and irritation. Milk of magnesia, magnesium hydroxide, is a mild base; it neutralises the excess acid.\n\nMg(OH)₂ + 2HCl → MgCl₂ + 2H₂O",
          scheme: [
            {
              step: "Milk of magnesia is a mild base that neutralises the excess hydrochloric acid in the stomach",
              marks: 1,
            },
            { step: "Balanced equation", marks: 1 },
          ],
          or: {
            text: "A farmer finds that the soil of his field is too acidic for his crop. Suggest what he should add to the soil and explain why it works, naming the type of reaction.",
            marks: 2,
            answer:
              "He should treat the soil with a base such as quicklime (calcium oxide), slaked lime (calcium hydroxide) or chalk (calcium carbonate).\n\nThe base neutralises the excess acid in the soil, raising its pH towards the range in which the crop grows well. The reaction of an acid with a base to give a salt and water is neutralisation.",
            scheme: [
              {
                step: "A suitable base: quicklime, slaked lime or chalk",
                marks: 1,
              },
              {
                step: "It neutralises the excess acid (neutralisation reaction)",
                marks: 1,
              },
            ],
          },
        },
      ],
    },
    {
      kind: "case",
      passage:
        "To study Ohm's law, a student connected a nichrome wire 4 m long, with an area of cross-section of 1.0 × 10⁻⁶ m², in series with a battery, a rheostat and an ammeter, with a voltmeter across the wire. Keeping the temperature of the wire constant, she recorded: potential difference 1.0 V, 2.0 V, 3.0 V and 4.0 V; current 0.25 A, 0.50 A, 0.75 A and 1.00 A respectively.",
      parts: [
        {
          kind: "mcq",
          text: "The resistance of the nichrome wire is:",
          options: ["0.25 Ω", "1 Ω", "4 Ω", "16 Ω"],
          correct: 2,
          marks: 1,
          explanation: String.raw`The ratio $V/I$ is constant: $\dfrac{1.0}{0.25} = \dfrac{4.0}{1.00} = 4\ \Omega$.`,
        },
        {
          kind: "mcq",
          text: "If she used a nichrome wire of the same thickness but twice as long, its resistance would be:",
          options: ["2 Ω", "4 Ω", "8 Ω", "16 Ω"],
          correct: 2,
          marks: 1,
          explanation:
            "Resistance is directly proportional to length (for the same material and area of cross-section), so doubling the length doubles the resistance: 2 × 4 Ω = 8 Ω.",
        },
        {
          kind: "written",
          text: "Calculate the resistivity of nichrome from the student's data.",
          marks: 2,
          answer: String.raw`$R = \rho \dfrac{l}{A}$, so $\rho = \dfrac{RA}{l}$.

$\rho = \dfrac{4 \times 1.0 \times 10^{-6}}{4} = 1.0 \times 10^{-6}\ \Omega\,\text{m}$.`,
          scheme: [
            { step: "Correct formula ρ = RA/l", marks: 0.5 },
            { step: "Substitution", marks: 0.5 },
            { step: "Answer 1.0 × 10⁻⁶ Ω m, with unit", marks: 1 },
          ],
          or: {
            text: "The student's wire is cut into two equal halves, and the halves are connected in parallel. Find the resistance of the combination.",
            marks: 2,
            answer: String.raw`Resistance is proportional to length, so each half has resistance $\dfrac{4}{2} = 2\ \Omega$.

In parallel: $\dfrac{1}{R} = \dfrac{1}{2} + \dfrac{1}{2} = 1$, so $R = 1\ \Omega$.`,
            scheme: [
              { step: "Each half has resistance 2 Ω", marks: 1 },
              { step: "Parallel combination 1 Ω", marks: 1 },
            ],
          },
        },
      ],
    },
    {
      kind: "case",
      passage:
        "In a lake, phytoplankton (microscopic algae) are eaten by zooplankton, zooplankton by small fish, small fish by large fish, and large fish by fish-eating birds. A pesticide sprayed on nearby fields was washed into the lake. Scientists measured it in parts per million (ppm): water 0.00005, zooplankton 0.04, small fish 0.5, large fish 2.0 and fish-eating birds 25.",
      parts: [
        {
          kind: "mcq",
          text: "In this food chain, the small fish are:",
          options: [
            "producers",
            "primary consumers",
            "secondary consumers",
            "tertiary consumers",
          ],
          correct: 2,
          marks: 1,
          explanation:
            "Phytoplankton are the producers (first trophic level), zooplankton the primary consumers, and the small fish, which eat zooplankton, the secondary consumers (third trophic level).",
        },
        {
          kind: "mcq",
          text: "If the phytoplankton store 20 000 J of energy, about how much of it is available to the small fish?",
          options: ["2000 J", "200 J", "20 J", "20 000 J"],
          correct: 1,
          marks: 1,
          explanation:
            "About 10% of the energy passes from one trophic level to the next: 20 000 J → 2000 J (zooplankton) → 200 J (small fish).",
        },
        {
          kind: "written",
          text: "Name the phenomenon shown by the pesticide measurements, and explain why the concentration is highest in the fish-eating birds.",
          marks: 2,
          answer:
            "The phenomenon is biological magnification.\n\nThe pesticide is non-biodegradable and is not broken down or excreted, so it accumulates in the body of each organism. Each organism eats many organisms of the level below, so the chemical becomes more concentrated at every trophic level. The birds, at the top of the food chain, have the highest concentration.",
          scheme: [
            { step: "Biological magnification", marks: 1 },
            {
              step: "Non-biodegradable, accumulates and increases at each trophic level, highest at the top",
              marks: 1,
            },
          ],
          or: {
            text: "Why do food chains in nature usually have only three or four trophic levels?",
            marks: 2,
            answer:
              "Only about 10% of the energy at one trophic level is passed on to the next; the rest is used in life processes or lost as heat.\n\nAfter three or four levels, so little energy remains that it cannot support another level of consumers in useful numbers.",
            scheme: [
              {
                step: "Only about 10% of energy passes to the next level (10 per cent law)",
                marks: 1,
              },
              {
                step: "Too little energy remains after 3–4 levels to support another level",
                marks: 1,
              },
            ],
          },
        },
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
  sections: [SECTION_A, SECTION_B, SECTION_C, SECTION_D, SECTION_E],
};
