/**
 * Written questions for the Class 10 Mathematics chapter tests, beside the
 * catalogue's own (`catalogue/class10.ts`). Keyed by the chapter's 1-based
 * position in the subject's `chapters`; each chapter's array holds exactly the
 * questions that take it to 30. Checked by `scripts/check-question-bank.ts`.
 */
import type { SeedQuestion } from "../catalogue/types";

function q(
  difficulty: SeedQuestion["difficulty"],
  text: string,
  options: SeedQuestion["options"],
  correct: SeedQuestion["correct"],
  explanation: string,
): SeedQuestion {
  return { text, options, correct, explanation, difficulty };
}

/** The four standard options of an assertion–reason question, in board order. */
const AR: SeedQuestion["options"] = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];

export const QUESTION_BANK: Record<number, SeedQuestion[]> = {
  // 1. Real Numbers
  1: [
    q("easy", "What is the prime factorisation of 3825?",
      ["3² × 5² × 17", "3 × 5² × 51", "3² × 5 × 85", "3² × 5² × 19"], 0,
      "3825 = 25 × 153 = 5² × 9 × 17 = 3² × 5² × 17. 51 and 85 are not prime, so those are not prime factorisations."),
    q("easy", "What is the LCM of 26 and 91?",
      ["13", "91", "182", "2366"], 2,
      "26 = 2 × 13 and 91 = 7 × 13, so LCM = 2 × 7 × 13 = 182. 2366 is the product, which double-counts the common factor 13."),
    q("easy", "The Fundamental Theorem of Arithmetic says that the factorisation of a composite number into primes is:",
      ["possible only for even numbers", "unique, apart from the order of the factors", "possible in exactly two different ways", "not always possible"], 1,
      "Every composite number can be written as a product of primes, and this factorisation is unique except for the order in which the primes occur."),
    q("easy", "What are the HCF and LCM of 8, 9 and 25?",
      ["HCF 2, LCM 1800", "HCF 1, LCM 600", "HCF 1, LCM 1800", "HCF 8, LCM 1800"], 2,
      "8 = 2³, 9 = 3², 25 = 5² share no prime, so HCF = 1 and LCM = 2³ × 3² × 5² = 1800."),
    q("easy", "Which of these numbers is rational?",
      ["√12", "√(16/9)", "2 + √3", "π"], 1,
      "√(16/9) = 4/3, a ratio of integers. √12 = 2√3, 2 + √3 and π are irrational."),
    q("easy", "If a prime number p divides a², where a is a positive integer, then:",
      ["p² divides a", "a divides p", "p divides a only when a is even", "p divides a"], 3,
      "This is the theorem used in irrationality proofs: if a prime p divides a², then p divides a."),
    q("easy", "What is the product of the HCF and the LCM of 12 and 18?",
      ["36", "216", "6", "108"], 1,
      "HCF(12, 18) = 6 and LCM = 36, so their product is 216 = 12 × 18, as HCF × LCM = product of the two numbers."),
    q("medium", "Given that HCF(306, 657) = 9, what is LCM(306, 657)?",
      ["201042", "11169", "2482", "22338"], 3,
      "LCM = (306 × 657) ÷ 9 = 34 × 657 = 22338. 201042 is the product itself, without dividing by the HCF."),
    q("medium", "What is the largest number that divides 70 and 125, leaving remainders 5 and 8 respectively?",
      ["13", "5", "65", "117"], 0,
      "The number must divide 70 − 5 = 65 and 125 − 8 = 117 exactly. 65 = 5 × 13 and 117 = 3² × 13, so the answer is HCF = 13."),
    q("medium", "A natural number ends in the digit 0 only if its prime factorisation contains:",
      ["2 but not necessarily 5", "5 but not necessarily 2", "both 2 and 5", "10 as a prime factor"], 2,
      "A number ending in 0 is divisible by 10 = 2 × 5, so by uniqueness of prime factorisation both 2 and 5 must appear. 10 is not prime."),
    q("medium", "What is the smallest number that is divisible by each of the numbers 1 to 10?",
      ["5040", "2520", "1260", "3628800"], 1,
      "LCM(1, 2, …, 10) takes the highest prime powers: 2³ × 3² × 5 × 7 = 2520. 3628800 is 10!, a common multiple but not the least."),
    q("medium", "Two traffic lights change every 48 seconds and every 72 seconds. If they change together now, after how long will they next change together?",
      ["24 seconds", "1 minute 12 seconds", "57 minutes 36 seconds", "2 minutes 24 seconds"], 3,
      "48 = 2⁴ × 3 and 72 = 2³ × 3², so LCM = 2⁴ × 3² = 144 s = 2 min 24 s. 57 min 36 s is the product 48 × 72 s."),
    q("medium", "What is the HCF of a = 2³ × 3² × 5 and b = 2² × 3³ × 7?",
      ["2² × 3²", "2³ × 3³", "2³ × 3³ × 5 × 7", "2 × 3"], 0,
      "The HCF takes the smallest power of each common prime: 2² and 3², giving 36. 5 and 7 are not common to both."),
    q("medium", "The HCF of x and 18 is 6 and their LCM is 36. What is x?",
      ["6", "12", "18", "108"], 1,
      "x × 18 = HCF × LCM = 6 × 36 = 216, so x = 12. Check: HCF(12, 18) = 6 and LCM = 36."),
    q("medium", "To prove √3 irrational, assume √3 = a/b with a, b coprime integers. Squaring gives 3b² = a². What follows next?",
      ["a = 3b", "a and b are both even", "3 divides a", "b divides 3"], 2,
      "3b² = a² means 3 divides a², and since 3 is prime, 3 divides a. Writing a = 3c then shows 3 divides b too, contradicting coprimality."),
    q("medium", "Assertion (A): 6 + √2 is irrational.\nReason (R): The sum of a rational number and an irrational number is irrational.",
      AR, 0,
      "If 6 + √2 = r were rational, then √2 = r − 6 would be rational, which is false. R is true and is exactly the reason A holds."),
    q("medium", "Assertion (A): 5ⁿ ends with the digit 0 for some natural number n.\nReason (R): A number ends with the digit 0 if its prime factorisation contains both 2 and 5.",
      AR, 3,
      "5ⁿ has only the prime 5 in its factorisation, never 2, so it can never end in 0: A is false. R is a true statement."),
    q("medium", "Which of the following is irrational?",
      ["(3 + √7)(3 − √7)", "(2√3)²", "√2 × √8", "(√2 + √3)²"], 3,
      "(√2 + √3)² = 5 + 2√6, which is irrational. The others equal 9 − 7 = 2, 12 and √16 = 4, all rational."),
    q("medium", "The number 7 × 11 × 13 + 13 is:",
      ["prime, since 13 is prime", "composite, since it equals 13 × 78", "composite, since it equals 11 × 92", "neither prime nor composite"], 1,
      "7 × 11 × 13 + 13 = 13 × (77 + 1) = 13 × 78 = 1014, which has factors other than 1 and itself. 11 × 92 = 1012, not 1014."),
    q("hard", "Case study: An army contingent of 616 members is to march behind an army band of 32 members in a parade. Both groups must march in the same number of columns. What is the maximum number of columns?",
      ["4", "16", "32", "8"], 3,
      "The number of columns must divide both 616 = 2³ × 7 × 11 and 32 = 2⁵, so the maximum is HCF = 2³ = 8."),
    q("hard", "The LCM of two numbers is 14 times their HCF, and the sum of the HCF and LCM is 600. If one number is 280, what is the other?",
      ["80", "40", "560", "120"], 0,
      "HCF + 14 × HCF = 600 gives HCF = 40 and LCM = 560. The other number = 40 × 560 ÷ 280 = 80 (check: HCF(280, 80) = 40)."),
    q("hard", "If HCF(65, 117) is written as 65m − 117, what is m?",
      ["1", "3", "2", "4"], 2,
      "65 = 5 × 13 and 117 = 3² × 13, so HCF = 13. Then 65m − 117 = 13 gives 65m = 130, so m = 2."),
    q("hard", "If a = 2³ × 3, b = 2 × 3 × 5, c = 3ⁿ × 5 and LCM(a, b, c) = 2³ × 3² × 5, what is n?",
      ["2", "1", "3", "0"], 0,
      "The LCM uses the highest power of 3 among a, b and c. a and b have only 3¹, so 3² must come from c: n = 2."),
    q("hard", "Which of the following statements is always true?",
      ["The sum of two irrational numbers is irrational.", "The product of two irrational numbers is irrational.", "The square of an irrational number is irrational.", "The product of a non-zero rational number and an irrational number is irrational."], 3,
      "If r × x = s with r ≠ 0 rational, then x = s/r would be rational. The others fail: √2 + (−√2) = 0, √2 × √2 = 2, (√2)² = 2."),
  ],
};
