import type { SeedDemoQuestion } from "./types";

/**
 * The visitors' demo test of each class: easy questions written for the demo
 * alone, by free subject (its slug). They are stored in the demo pool
 * (`questions.pool === "demo"`), and no chapter test, practice set or full
 * mock test uses them: the demo shows its answers to anyone, so it must never
 * show a timed test's.
 */
export const DEMO_QUESTIONS: Record<
  number,
  Record<string, SeedDemoQuestion[]>
> = {
  6: {
    mathematics: [
      {
        chapter: 1,
        text: "What comes next in the pattern 2, 4, 6, 8, …?",
        options: ["9", "10", "12", "16"],
        correct: 1,
        explanation:
          "Each number is 2 more than the one before it, so after 8 comes 8 + 2 = 10.",
        difficulty: "easy",
      },
      {
        chapter: 3,
        text: "Which of these numbers is the largest?",
        options: ["4,099", "4,909", "4,990", "4,900"],
        correct: 2,
        explanation:
          "All four have 4 thousands. Compare the hundreds: 9 hundreds beats 0, then compare tens: 4,990 has 9 tens and 4,909 has 0.",
        difficulty: "easy",
      },
      {
        chapter: 6,
        text: "A square has sides of 5 cm. What is its perimeter?",
        options: ["10 cm", "20 cm", "25 cm", "15 cm"],
        correct: 1,
        explanation:
          "The perimeter is the distance around the square: 4 sides × 5 cm = 20 cm. 25 is its area in square centimetres.",
        difficulty: "easy",
      },
    ],
    science: [
      {
        chapter: 4,
        text: "Which of these objects is attracted by a magnet?",
        options: [
          "A wooden spoon",
          "A rubber band",
          "An iron nail",
          "A glass marble",
        ],
        correct: 2,
        explanation:
          "Magnets attract materials such as iron, nickel and cobalt. Wood, rubber and glass are non-magnetic.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "Which unit is used to measure the length of a room?",
        options: ["Kilogram", "Metre", "Litre", "Second"],
        correct: 1,
        explanation:
          "The metre is the SI unit of length. Kilograms measure mass, litres volume and seconds time.",
        difficulty: "easy",
      },
    ],
  },
  7: {
    mathematics: [
      {
        chapter: 1,
        text: "What is (−7) + 10?",
        options: ["−17", "3", "−3", "17"],
        correct: 1,
        explanation:
          "Start at −7 on the number line and move 10 steps to the right: you reach 3.",
        difficulty: "easy",
      },
      {
        chapter: 2,
        text: "What is 1/2 + 1/4?",
        options: ["2/6", "1/6", "3/4", "2/4"],
        correct: 2,
        explanation:
          "Write 1/2 as 2/4; then 2/4 + 1/4 = 3/4. Adding tops and bottoms (2/6) is a common mistake.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "If x + 5 = 12, what is x?",
        options: ["17", "5", "7", "12"],
        correct: 2,
        explanation: "Subtract 5 from both sides: x = 12 − 5 = 7.",
        difficulty: "easy",
      },
    ],
    science: [
      {
        chapter: 1,
        text: "Which gas do green plants take in to make their food?",
        options: ["Oxygen", "Nitrogen", "Carbon dioxide", "Hydrogen"],
        correct: 2,
        explanation:
          "In photosynthesis, leaves use carbon dioxide and water, with sunlight and chlorophyll, to make food and give out oxygen.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "What colour does blue litmus paper turn in an acid?",
        options: ["Red", "Green", "It stays blue", "Yellow"],
        correct: 0,
        explanation: "Acids turn blue litmus red; bases turn red litmus blue.",
        difficulty: "easy",
      },
    ],
  },
  8: {
    mathematics: [
      {
        chapter: 1,
        text: "What is the reciprocal of 3/5?",
        options: ["−3/5", "5/3", "3/5", "15"],
        correct: 1,
        explanation: "The reciprocal of a/b is b/a, because (3/5) × (5/3) = 1.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "What is the square root of 144?",
        options: ["14", "12", "72", "11"],
        correct: 1,
        explanation: "12 × 12 = 144, so √144 = 12.",
        difficulty: "easy",
      },
      {
        chapter: 6,
        text: "What is the cube of 3?",
        options: ["9", "6", "27", "81"],
        correct: 2,
        explanation: "3³ = 3 × 3 × 3 = 27. 9 is its square.",
        difficulty: "easy",
      },
    ],
    science: [
      {
        chapter: 2,
        text: "Which microorganism is used to make curd from milk?",
        options: ["Yeast", "Lactobacillus", "Amoeba", "Virus"],
        correct: 1,
        explanation:
          "Lactobacillus bacteria turn the sugar in milk into lactic acid, which sets it into curd. Yeast is used for bread and idli batter.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "Which of these is needed for burning?",
        options: ["Carbon dioxide", "Nitrogen", "Oxygen", "Water vapour"],
        correct: 2,
        explanation:
          "Combustion needs fuel, oxygen (air) and heat to reach the ignition temperature. Carbon dioxide is used to put fires out.",
        difficulty: "easy",
      },
    ],
  },
  9: {
    mathematics: [
      {
        chapter: 1,
        text: "Which of these is a rational number?",
        options: ["√2", "π", "0.75", "√3"],
        correct: 2,
        explanation:
          "0.75 = 3/4, a ratio of two integers. √2, √3 and π cannot be written as p/q.",
        difficulty: "easy",
      },
      {
        chapter: 2,
        text: "What is the degree of the polynomial 3x² + 2x + 1?",
        options: ["1", "2", "3", "0"],
        correct: 1,
        explanation:
          "The degree is the highest power of x with a non-zero coefficient: x², so 2.",
        difficulty: "easy",
      },
      {
        chapter: 3,
        text: "In which quadrant does the point (−2, 3) lie?",
        options: ["First", "Second", "Third", "Fourth"],
        correct: 1,
        explanation:
          "A negative x and a positive y put the point to the left of the y-axis and above the x-axis: the second quadrant.",
        difficulty: "easy",
      },
    ],
    science: [
      {
        chapter: 1,
        text: "At what temperature does pure water boil at sea level?",
        options: ["0 °C", "50 °C", "100 °C", "273 °C"],
        correct: 2,
        explanation:
          "At normal atmospheric pressure pure water boils at 100 °C (373 K). It freezes at 0 °C.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "Which part of the cell is known as its powerhouse?",
        options: ["Nucleus", "Mitochondrion", "Cell wall", "Vacuole"],
        correct: 1,
        explanation:
          "Mitochondria release energy from food in cellular respiration and store it as ATP.",
        difficulty: "easy",
      },
    ],
  },
  10: {
    mathematics: [
      {
        chapter: 1,
        text: "What is the HCF of 12 and 18?",
        options: ["2", "3", "6", "36"],
        correct: 2,
        explanation:
          "12 = 2² × 3 and 18 = 2 × 3²; the common factors with the smallest powers give 2 × 3 = 6. 36 is the LCM.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "What are the roots of x² − 9 = 0?",
        options: ["3 only", "−3 only", "3 and −3", "9 and −9"],
        correct: 2,
        explanation: "x² = 9 gives x = 3 or x = −3, since (−3)² = 9 too.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "What is the common difference of the AP 5, 9, 13, 17, …?",
        options: ["4", "5", "9", "3"],
        correct: 0,
        explanation: "Each term is 4 more than the one before: 9 − 5 = 4.",
        difficulty: "easy",
      },
    ],
    science: [
      {
        chapter: 2,
        text: "What is the pH of pure water at room temperature?",
        options: ["0", "7", "10", "14"],
        correct: 1,
        explanation:
          "Pure water is neutral: pH 7. Acids are below 7 and bases above it.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "In which organ does most digestion and absorption of food happen?",
        options: [
          "Stomach",
          "Small intestine",
          "Large intestine",
          "Oesophagus",
        ],
        correct: 1,
        explanation:
          "The small intestine completes digestion with bile, pancreatic and intestinal juices, and its villi absorb the digested food.",
        difficulty: "easy",
      },
    ],
  },
  11: {
    mathematics: [
      {
        chapter: 1,
        text: "How many subsets does the set {a, b, c} have?",
        options: ["3", "6", "8", "9"],
        correct: 2,
        explanation:
          "A set with n elements has 2ⁿ subsets, counting the empty set and the set itself: 2³ = 8.",
        difficulty: "easy",
      },
      {
        chapter: 3,
        text: "What is the value of sin 90°?",
        options: ["0", "1", "1/2", "−1"],
        correct: 1,
        explanation:
          "On the unit circle the angle 90° points straight up to (0, 1), so sin 90° = 1 and cos 90° = 0.",
        difficulty: "easy",
      },
      {
        chapter: 6,
        text: "What is 4! (4 factorial)?",
        options: ["16", "10", "24", "12"],
        correct: 2,
        explanation: "4! = 4 × 3 × 2 × 1 = 24.",
        difficulty: "easy",
      },
    ],
    physics: [
      {
        chapter: 1,
        text: "What is the SI unit of mass?",
        options: ["Gram", "Kilogram", "Newton", "Pound"],
        correct: 1,
        explanation:
          "The kilogram is the SI base unit of mass. The newton is the unit of force.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "A net force of 10 N acts on a 2 kg body. What is its acceleration?",
        options: ["20 m/s²", "5 m/s²", "12 m/s²", "0.2 m/s²"],
        correct: 1,
        explanation: "By Newton's second law, a = F/m = 10 N ÷ 2 kg = 5 m/s².",
        difficulty: "easy",
      },
    ],
  },
  12: {
    mathematics: [
      {
        chapter: 3,
        text: "What is the order of a matrix with 2 rows and 3 columns?",
        options: ["3 × 2", "2 × 3", "6", "5"],
        correct: 1,
        explanation:
          "A matrix's order is written rows × columns, so 2 rows and 3 columns make a 2 × 3 matrix.",
        difficulty: "easy",
      },
      {
        chapter: 4,
        text: "What is the determinant of the matrix [[2, 0], [0, 3]]?",
        options: ["5", "6", "0", "1"],
        correct: 1,
        explanation:
          "For [[a, b], [c, d]] the determinant is ad − bc = 2 × 3 − 0 × 0 = 6.",
        difficulty: "easy",
      },
      {
        chapter: 5,
        text: "What is the derivative of x³ with respect to x?",
        options: ["x²", "3x²", "3x", "x⁴/4"],
        correct: 1,
        explanation:
          "By the power rule, d/dx (xⁿ) = n·xⁿ⁻¹, so d/dx (x³) = 3x². x⁴/4 is an antiderivative.",
        difficulty: "easy",
      },
    ],
    physics: [
      {
        chapter: 1,
        text: "What is the SI unit of electric charge?",
        options: ["Ampere", "Volt", "Coulomb", "Ohm"],
        correct: 2,
        explanation:
          "Charge is measured in coulombs (1 C = 1 A × 1 s). Amperes measure current, volts potential difference and ohms resistance.",
        difficulty: "easy",
      },
      {
        chapter: 3,
        text: "A 2 Ω resistor carries a current of 3 A. What is the voltage across it?",
        options: ["1.5 V", "6 V", "5 V", "0.67 V"],
        correct: 1,
        explanation: "By Ohm's law, V = IR = 3 A × 2 Ω = 6 V.",
        difficulty: "easy",
      },
    ],
  },
};
