/**
 * Written question bank for Class 9 Mathematics (NCERT, rationalised 2023–24):
 * the questions each chapter needs beyond the catalogue's own to reach 30,
 * keyed by the chapter's 1-based position in the subject's `chapters`.
 * Checked by `npx tsx scripts/check-question-bank.ts`.
 */
import type { SeedQuestion } from "../catalogue/types";

type Difficulty = SeedQuestion["difficulty"];

function q(
  difficulty: Difficulty,
  text: string,
  options: [string, string, string, string],
  correct: 0 | 1 | 2 | 3,
  explanation: string,
): SeedQuestion {
  return { text, options, correct, explanation, difficulty };
}

/** The four standard options of an assertion–reason question. */
const AR: [string, string, string, string] = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];

export const QUESTION_BANK: Record<number, SeedQuestion[]> = {
  // 1. Number Systems
  1: [
    q("easy", "Every rational number is:", ["a natural number", "an integer", "a real number", "a whole number"], 2,
      "Rational and irrational numbers together make up the real numbers, so every rational is real; 1/2 is rational but not an integer, whole or natural number."),
    q("easy", "Which of the following is a rational number?", ["√16", "√2", "π", "√3 + 1"], 0,
      "√16 = 4 = 4/1, which is rational; √2, π and √3 + 1 cannot be written as p/q."),
    q("easy", "The decimal expansion of 7/8 is:", ["0.785, terminating", "0.8571…, non-terminating recurring", "0.875, terminating", "0.875…, non-terminating non-recurring"], 2,
      "7 ÷ 8 = 0.875 exactly, so the expansion terminates (8 = 2³ has only 2 as a prime factor)."),
    q("easy", "Which of these statements is true?", ["Every integer is a whole number", "Every real number is rational", "Every natural number is a whole number", "Every irrational number is an integer"], 2,
      "Whole numbers are 0, 1, 2, 3, …, so every natural number is whole; −3 is an integer that is not whole, and √2 is real but not rational."),
    q("easy", "Simplify 2^(1/2) × 2^(3/2).", ["2", "4", "2^(3/4)", "8"], 1,
      "aᵐ × aⁿ = aᵐ⁺ⁿ, so 2^(1/2 + 3/2) = 2² = 4 (multiplying the exponents would wrongly give 2^(3/4))."),
    q("easy", "What is the value of 125^(1/3)?", ["25", "5", "15", "41.67"], 1,
      "125^(1/3) is the cube root of 125, and 5 × 5 × 5 = 125, so the value is 5 (not 125 ÷ 3)."),
    q("medium", "Express 0.4747… (the block 47 repeating) in the form p/q.", ["47/100", "4/9", "47/90", "47/99"], 3,
      "Let x = 0.4747…; then 100x = 47.4747…, so 99x = 47 and x = 47/99."),
    q("medium", "Express 1.272727… (the block 27 repeating) in the form p/q.", ["127/99", "127/100", "13/11", "14/11"], 3,
      "Let x = 1.2727…; then 100x = 127.2727…, so 99x = 126 and x = 126/99 = 14/11."),
    q("medium", "Express 0.2353535… (only the block 35 repeating) in the form p/q.", ["235/999", "235/990", "233/990", "233/999"], 2,
      "Let x = 0.23535…; 10x = 2.3535… and 1000x = 235.3535…, so 990x = 233 and x = 233/990."),
    q("medium", "Rationalise the denominator of 1/(√5 + √2).", ["(√5 + √2)/3", "(√5 − √2)/3", "(√5 − √2)/7", "(√5 − √2)/√3"], 1,
      "Multiply by (√5 − √2)/(√5 − √2): the denominator becomes (√5)² − (√2)² = 5 − 2 = 3, giving (√5 − √2)/3."),
    q("medium", "Simplify (3 + √3)(3 − √3).", ["12", "6", "9 − √3", "3"], 1,
      "(a + b)(a − b) = a² − b², so 3² − (√3)² = 9 − 3 = 6."),
    q("medium", "Simplify 2√3 + 5√3 − √27.", ["10√3", "6√3", "4√3", "7√3 − 9"], 2,
      "√27 = √(9 × 3) = 3√3, so 2√3 + 5√3 − 3√3 = 4√3."),
    q("medium", "Find the value of 16^(−3/4).", ["−12", "1/8", "8", "−8"], 1,
      "16^(3/4) = (16^(1/4))³ = 2³ = 8, and a negative exponent gives the reciprocal, so 16^(−3/4) = 1/8."),
    q("medium", "Simplify 7^(1/2) × 8^(1/2).", ["56^(1/2)", "15^(1/2)", "56", "56^(1/4)"], 0,
      "aᵐ × bᵐ = (ab)ᵐ, so 7^(1/2) × 8^(1/2) = (7 × 8)^(1/2) = 56^(1/2)."),
    q("medium", "Which of the following has a non-terminating, non-recurring decimal expansion?", ["√225", "0.3796", "7.478478… (478 repeating)", "1.101001000100001…"], 3,
      "1.101001000100001… never ends and never repeats a block, so its expansion is non-terminating and non-recurring (it is irrational); √225 = 15, 0.3796 terminates and 7.478478… recurs, so those are rational."),
    q("medium", "Assertion (A): 3 + √2 is an irrational number.\nReason (R): The sum of a rational number and an irrational number is irrational.", AR, 0,
      "R is a true property of real numbers, and A follows from it directly since 3 is rational and √2 is irrational."),
    q("medium", "Assertion (A): √2 × √8 is an irrational number.\nReason (R): √2 and √8 are both irrational numbers.", AR, 3,
      "√2 × √8 = √16 = 4, which is rational, so A is false; R is true, which shows that the product of two irrationals can be rational."),
    q("medium", "Which of the following is an irrational number lying between 2 and 3?", ["5/2", "√3", "√9", "√5"], 3,
      "Since 4 < 5 < 9, 2 < √5 < 3, and 5 is not a perfect square, so √5 is irrational; 5/2 is rational, √9 = 3 and √3 ≈ 1.73."),
    q("medium", "Case study: A square floor tile has an area of 50 cm². Riya writes its side in simplest surd form and decides whether the side is a rational length. Which is correct?", ["5√2 cm, irrational", "25√2 cm, irrational", "5√2 cm, rational", "7.07 cm exactly, rational"], 0,
      "Side = √50 = √(25 × 2) = 5√2 cm; 5 is rational and √2 irrational, so their product is irrational (7.07 is only an approximation)."),
    q("hard", "If x = 3 + 2√2, what is the value of x + 1/x?", ["4√2", "6 + 4√2", "6", "34"], 2,
      "1/x = (3 − 2√2)/((3 + 2√2)(3 − 2√2)) = (3 − 2√2)/(9 − 8) = 3 − 2√2, so x + 1/x = 6."),
    q("hard", "Rationalise the denominator of (√3 + √2)/(√3 − √2).", ["(5 + 2√6)/5", "5 − 2√6", "5 + 2√6", "1"], 2,
      "Multiply top and bottom by (√3 + √2): the numerator is 3 + 2 + 2√6 = 5 + 2√6 and the denominator is 3 − 2 = 1."),
    q("hard", "If (5 + 2√3)/(7 + 4√3) = a + b√3, where a and b are rational, find a and b.", ["a = 11, b = 6", "a = 59, b = −6", "a = 11/97, b = −6/97", "a = 11, b = −6"], 3,
      "Multiply by (7 − 4√3): the denominator is 49 − 48 = 1 and the numerator is 35 − 20√3 + 14√3 − 24 = 11 − 6√3, so a = 11 and b = −6."),
    q("hard", "Evaluate (81/16)^(−3/4).", ["27/8", "8/27", "−243/64", "4/9"], 1,
      "(81/16)^(−3/4) = (16/81)^(3/4) = ((16/81)^(1/4))³ = (2/3)³ = 8/27."),
    q("hard", "Simplify (2ⁿ⁺² − 2ⁿ⁺¹) ÷ 2ⁿ.", ["2", "2ⁿ⁺¹", "1/2", "4"], 0,
      "Take 2ⁿ out of the numerator: 2ⁿ(2² − 2¹) = 2ⁿ × 2, and dividing by 2ⁿ leaves 2."),
  ],
};
