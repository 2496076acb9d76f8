import type { SeedSubject } from "./types";

export const CLASS_11: SeedSubject[] = [
  {
    grade: 11,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Class 11 mathematics from sets and functions through trigonometry, algebra, coordinate geometry and calculus to statistics and probability.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class XI (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Sets",
        summary:
          "Introduces sets as well-defined collections, the roster and set-builder forms, types of sets, subsets, power sets and intervals. It then builds the operations of union, intersection, difference and complement, shown with Venn diagrams.",
        lessons: [
          {
            title: "Sets and Their Representations",
            minutes: 12,
            summary:
              "A set is a well-defined collection of objects, so that we can always decide whether a given object belongs to it. In roster form we list the elements, e.g. {2, 3, 5, 7}; in set-builder form we state the property, e.g. {x : x is a prime number less than 10}. The order of listing does not matter and repeated elements are written only once.",
          },
          {
            title: "Empty, Finite and Equal Sets, Subsets and Power Sets",
            minutes: 15,
            summary:
              "The empty set φ has no elements, and it is a subset of every set. A is a subset of B (A ⊂ B) if every element of A is also in B, and two sets are equal when each is a subset of the other. The power set P(A) is the set of all subsets of A; if A has n elements, P(A) has 2ⁿ elements. Intervals such as (a, b), [a, b] and [a, b) are subsets of the real numbers written with brackets.",
          },
          {
            title: "Operations on Sets and Venn Diagrams",
            minutes: 16,
            summary:
              "A ∪ B contains elements in A or B (or both), A ∩ B contains elements common to both, and A − B contains elements of A that are not in B. The complement A' contains everything in the universal set U that is not in A. De Morgan's laws state that (A ∪ B)' = A' ∩ B' and (A ∩ B)' = A' ∪ B'. Venn diagrams show these operations as overlapping regions inside a rectangle for U.",
          },
        ],
        questions: [
          {
            text: "How many subsets does the set {1, 2, 3} have?",
            options: ["3", "6", "8", "9"],
            correct: 2,
            explanation:
              "A set with n elements has 2ⁿ subsets. Here n = 3, so there are 2³ = 8 subsets, including φ and the set itself.",
            difficulty: "easy",
          },
          {
            text: "Which is the roster form of A = {x : x is a prime number less than 10}?",
            options: [
              "{2, 3, 5, 7}",
              "{1, 2, 3, 5, 7}",
              "{2, 3, 5, 7, 9}",
              "{3, 5, 7}",
            ],
            correct: 0,
            explanation:
              "The primes less than 10 are 2, 3, 5 and 7. 1 is not prime and 9 = 3 × 3 is composite.",
            difficulty: "easy",
          },
          {
            text: "If A = {1, 2, 3, 4} and B = {3, 4, 5}, what is A − B?",
            options: ["{5}", "{1, 2}", "{3, 4}", "{1, 2, 5}"],
            correct: 1,
            explanation:
              "A − B contains the elements of A that are not in B. Removing 3 and 4 from A leaves {1, 2}.",
            difficulty: "medium",
          },
          {
            text: "Which of the following is the empty set?",
            options: [
              "{x : x is a natural number and x < 2}",
              "{x : x is an even prime number}",
              "{0}",
              "{x : x is a real number and x² + 1 = 0}",
            ],
            correct: 3,
            explanation:
              "x² + 1 = 0 needs x² = −1, which no real number satisfies, so that set is φ. {0} has one element, 0; the others are {1} and {2}.",
            difficulty: "medium",
          },
          {
            text: "By De Morgan's law, (A ∪ B)' is equal to:",
            options: ["A' ∪ B'", "A ∩ B", "A' ∩ B'", "A ∪ B'"],
            correct: 2,
            explanation:
              "An element is outside A ∪ B exactly when it is outside A and outside B, so (A ∪ B)' = A' ∩ B'.",
            difficulty: "medium",
          },
          {
            text: "How many elements does P(P(φ)), the power set of the power set of the empty set, have?",
            options: ["0", "1", "4", "2"],
            correct: 3,
            explanation:
              "P(φ) = {φ} has 1 element. Its power set therefore has 2¹ = 2 elements: φ and {φ}.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Relations and Functions",
        summary:
          "Defines ordered pairs and the Cartesian product of sets, then relations as subsets of a Cartesian product. Functions are introduced as special relations, with their domain, codomain, range, standard real functions, graphs and algebra.",
        lessons: [
          {
            title: "Cartesian Product of Sets",
            minutes: 12,
            summary:
              "The Cartesian product A × B is the set of all ordered pairs (a, b) with a in A and b in B. Ordered pairs are equal only when their corresponding entries are equal, so (a, b) = (c, d) means a = c and b = d. If n(A) = p and n(B) = q, then n(A × B) = pq, and in general A × B ≠ B × A.",
          },
          {
            title: "Relations",
            minutes: 13,
            summary:
              "A relation R from A to B is any subset of A × B. The set of first elements of its pairs is the domain, B is the codomain, and the set of second elements is the range. Because every subset of A × B is a relation, there are 2^(pq) relations from a set of p elements to a set of q elements.",
          },
          {
            title: "Functions, Their Graphs and Algebra",
            minutes: 18,
            summary:
              "A function f from A to B is a relation in which every element of A has exactly one image in B. Important real functions include the identity, constant, polynomial, rational, modulus f(x) = |x|, signum and greatest integer function [x], which gives the greatest integer not more than x. Functions can be added, subtracted, multiplied and divided point by point, e.g. (f + g)(x) = f(x) + g(x), with division allowed only where the denominator is not zero.",
          },
        ],
        questions: [
          {
            text: "If A = {1, 2} and B = {a, b, c}, how many elements does A × B have?",
            options: ["5", "6", "8", "9"],
            correct: 1,
            explanation: "n(A × B) = n(A) × n(B) = 2 × 3 = 6.",
            difficulty: "easy",
          },
          {
            text: "If (x + 1, y − 2) = (3, 1), what are x and y?",
            options: [
              "x = 2, y = 3",
              "x = 4, y = −1",
              "x = 3, y = 1",
              "x = 2, y = −1",
            ],
            correct: 0,
            explanation:
              "Equal ordered pairs have equal entries: x + 1 = 3 gives x = 2, and y − 2 = 1 gives y = 3.",
            difficulty: "easy",
          },
          {
            text: "How many relations are there from a set with 2 elements to a set with 3 elements?",
            options: ["6", "8", "64", "32"],
            correct: 2,
            explanation:
              "A × B has 2 × 3 = 6 elements, and every subset of A × B is a relation, so there are 2⁶ = 64 relations.",
            difficulty: "medium",
          },
          {
            text: "What is the range of the modulus function f(x) = |x|, where x is any real number?",
            options: ["All real numbers", "(0, ∞)", "(−∞, 0]", "[0, ∞)"],
            correct: 3,
            explanation:
              "|x| is never negative and takes every non-negative value (|a| = a for a ≥ 0), including 0 at x = 0. So the range is [0, ∞).",
            difficulty: "medium",
          },
          {
            text: "What is the value of the greatest integer function [−2.5]?",
            options: ["−2", "−3", "−2.5", "2"],
            correct: 1,
            explanation:
              "[x] is the greatest integer less than or equal to x. The integers at most −2.5 are −3, −4, …, and the greatest of these is −3.",
            difficulty: "medium",
          },
          {
            text: "What is the domain of f(x) = (x² + 3x + 5)/(x² − 5x + 4)?",
            options: [
              "All real numbers",
              "R − {−1, −4}",
              "R − {1, 4}",
              "R − {4}",
            ],
            correct: 2,
            explanation:
              "The function is undefined where the denominator is zero: x² − 5x + 4 = (x − 1)(x − 4) = 0 at x = 1 and x = 4. So the domain is R − {1, 4}.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Graphs of Standard Functions",
          instructions:
            "On graph paper, draw the graphs of the identity, modulus, signum and greatest integer functions for x from −3 to 3. For each graph write its domain and range, and state whether a vertical line ever meets the graph more than once.",
          maxMarks: 20,
        },
      },
      {
        title: "Trigonometric Functions",
        summary:
          "Extends trigonometric ratios to angles of any size measured in degrees or radians, and defines the trigonometric functions of real numbers with their signs, domains and ranges. It derives the sum, difference and multiple-angle formulae.",
        lessons: [
          {
            title: "Angles and Radian Measure",
            minutes: 12,
            summary:
              "An angle is the amount of rotation of a ray about its initial point. One radian is the angle subtended at the centre by an arc equal in length to the radius, so π radians = 180° and 1 radian is about 57°16'. For a circle of radius r, an arc subtending θ radians has length l = rθ.",
          },
          {
            title: "Trigonometric Functions of Any Angle",
            minutes: 16,
            summary:
              "Using the unit circle, cos x and sin x are the coordinates of the point reached after turning through angle x, so sin²x + cos²x = 1. All functions are positive in the first quadrant, only sin (and cosec) in the second, only tan (and cot) in the third, and only cos (and sec) in the fourth. Sine and cosine repeat every 2π and have range [−1, 1], so for example sin 765° = sin 45°.",
          },
          {
            title: "Sum, Difference and Multiple Angle Formulae",
            minutes: 18,
            summary:
              "The key identities are cos(x + y) = cos x cos y − sin x sin y and sin(x + y) = sin x cos y + cos x sin y, with sign changes for x − y. From these come tan(x + y) = (tan x + tan y)/(1 − tan x tan y), sin 2x = 2 sin x cos x, cos 2x = cos²x − sin²x, and sin 3x = 3 sin x − 4 sin³x. They let us find exact values such as sin 75° = sin(45° + 30°).",
          },
        ],
        questions: [
          {
            text: "What is 240° in radian measure?",
            options: ["2π/3", "4π/3", "3π/4", "5π/3"],
            correct: 1,
            explanation: "Multiply by π/180: 240 × π/180 = 4π/3.",
            difficulty: "easy",
          },
          {
            text: "In a circle of radius 6 cm, what is the length of an arc that subtends an angle of 60° at the centre?",
            options: ["π cm", "3π cm", "2π cm", "6π cm"],
            correct: 2,
            explanation: "60° = π/3 radians, so l = rθ = 6 × π/3 = 2π cm.",
            difficulty: "easy",
          },
          {
            text: "What is the exact value of sin 75°?",
            options: ["(√6 − √2)/4", "(√3 + 1)/2", "√3/2", "(√6 + √2)/4"],
            correct: 3,
            explanation:
              "sin(45° + 30°) = sin 45° cos 30° + cos 45° sin 30° = (1/√2)(√3/2) + (1/√2)(1/2) = (√3 + 1)/(2√2) = (√6 + √2)/4.",
            difficulty: "medium",
          },
          {
            text: "If cos x = −3/5 and x lies in the third quadrant, what is tan x?",
            options: ["4/3", "−4/3", "3/4", "−3/4"],
            correct: 0,
            explanation:
              "sin²x = 1 − 9/25 = 16/25, and sine is negative in the third quadrant, so sin x = −4/5. Then tan x = (−4/5)/(−3/5) = 4/3 (tan is positive in the third quadrant).",
            difficulty: "medium",
          },
          {
            text: "What is the value of sin 765°?",
            options: ["1/2", "√3/2", "1/√2", "−1/√2"],
            correct: 2,
            explanation:
              "765° = 2 × 360° + 45°, and sine repeats every 360°, so sin 765° = sin 45° = 1/√2.",
            difficulty: "medium",
          },
          {
            text: "If A and B are acute angles with tan A = 1/2 and tan B = 1/3, what is A + B?",
            options: ["π/6", "π/3", "π/2", "π/4"],
            correct: 3,
            explanation:
              "tan(A + B) = (1/2 + 1/3)/(1 − 1/6) = (5/6)/(5/6) = 1. Since A + B lies between 0 and π, A + B = π/4.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Complex Numbers and Quadratic Equations",
        summary:
          "Introduces the imaginary unit i with i² = −1 and complex numbers a + ib, their algebra, modulus and conjugate, and representation in the Argand plane. Quadratic equations with negative discriminant are solved using complex numbers.",
        lessons: [
          {
            title: "Complex Numbers and Their Algebra",
            minutes: 14,
            summary:
              "A complex number is z = a + ib, where a = Re z, b = Im z and i = √−1, so i² = −1. Powers of i repeat in a cycle of four: i, −1, −i, 1, so i^35 = i^32 × i³ = −i. Complex numbers are added by adding real and imaginary parts separately, and multiplied like binomials, replacing i² by −1.",
          },
          {
            title: "Modulus, Conjugate and the Argand Plane",
            minutes: 15,
            summary:
              "The conjugate of z = a + ib is a − ib and its modulus is |z| = √(a² + b²). Since z times its conjugate equals |z|², the multiplicative inverse of a non-zero z is its conjugate divided by |z|²; for example 1/(1 + i) = (1 − i)/2. In the Argand plane, a + ib is the point (a, b) and |z| is its distance from the origin.",
          },
          {
            title: "Quadratic Equations with Complex Roots",
            minutes: 13,
            summary:
              "For ax² + bx + c = 0 with real coefficients, the roots are (−b ± √(b² − 4ac))/(2a). When the discriminant D = b² − 4ac is negative, √D = i√(−D), so the roots are a pair of complex conjugates. For example, x² + x + 1 = 0 has D = −3 and roots (−1 ± √3 i)/2.",
          },
        ],
        questions: [
          {
            text: "What is (2 + 3i)(1 − i)?",
            options: ["5 + i", "−1 + i", "2 − 3i", "5 − i"],
            correct: 0,
            explanation:
              "(2 + 3i)(1 − i) = 2 − 2i + 3i − 3i² = 2 + i + 3 = 5 + i, using i² = −1.",
            difficulty: "easy",
          },
          {
            text: "What is the modulus of 3 − 4i?",
            options: ["7", "1", "5", "25"],
            correct: 2,
            explanation: "|3 − 4i| = √(3² + (−4)²) = √25 = 5.",
            difficulty: "easy",
          },
          {
            text: "What is the value of i^35?",
            options: ["1", "i", "−1", "−i"],
            correct: 3,
            explanation: "35 = 4 × 8 + 3, and i⁴ = 1, so i^35 = i³ = −i.",
            difficulty: "medium",
          },
          {
            text: "What is the multiplicative inverse of 1 + i?",
            options: ["1 − i", "(1 − i)/2", "(1 + i)/2", "−1 − i"],
            correct: 1,
            explanation:
              "1/(1 + i) = (1 − i)/((1 + i)(1 − i)) = (1 − i)/(1 + 1) = (1 − i)/2.",
            difficulty: "medium",
          },
          {
            text: "What are the roots of x² + x + 1 = 0?",
            options: [
              "(1 ± √3 i)/2",
              "(−1 ± √3)/2",
              "(−1 ± √3 i)/2",
              "−1 ± √3 i",
            ],
            correct: 2,
            explanation:
              "D = 1² − 4(1)(1) = −3, so x = (−1 ± √−3)/2 = (−1 ± √3 i)/2.",
            difficulty: "medium",
          },
          {
            text: "What is ((1 + i)/(1 − i))³?",
            options: ["−i", "i", "1", "−1"],
            correct: 0,
            explanation:
              "(1 + i)/(1 − i) = (1 + i)²/((1 − i)(1 + i)) = 2i/2 = i. So the cube is i³ = −i.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Linear Inequalities",
        summary:
          "Shows how to solve linear inequalities in one variable algebraically and represent the solutions on the number line. It also represents a linear inequality in two variables graphically as a half-plane.",
        lessons: [
          {
            title: "Rules for Working with Inequalities",
            minutes: 11,
            summary:
              "An inequality compares two expressions using <, >, ≤ or ≥. You may add or subtract the same number on both sides, and multiply or divide both sides by the same positive number, without changing the sign. Multiplying or dividing by a negative number reverses the sign: from −2x ≥ 8 we get x ≤ −4.",
          },
          {
            title: "Solving Inequalities in One Variable",
            minutes: 14,
            summary:
              "To solve 3x − 5 < 7, add 5 to get 3x < 12, then divide by 3 to get x < 4. The solution set depends on the allowed values: for real x it is the interval (−∞, 4), but for natural numbers it is {1, 2, 3}. On a number line an open circle marks an excluded endpoint and a filled circle an included one. A double inequality such as −5 ≤ (5 − 3x)/2 ≤ 8 is solved by applying each step to all three parts.",
          },
          {
            title: "Graphical Solution in Two Variables",
            minutes: 14,
            summary:
              "The line ax + by = c divides the plane into two half-planes. To graph ax + by > c, draw the line (dashed for > or <, solid for ≥ or ≤) and test a point not on it, such as the origin. If the test point satisfies the inequality, shade its side; otherwise shade the other side.",
          },
        ],
        questions: [
          {
            text: "What is the solution of 3x − 5 < 7 for real x?",
            options: ["x > 4", "x < 4", "x < 2/3", "x > 2/3"],
            correct: 1,
            explanation: "3x − 5 < 7 gives 3x < 12, so x < 4.",
            difficulty: "easy",
          },
          {
            text: "What is the solution of −2x ≥ 8?",
            options: ["x ≥ −4", "x ≤ 4", "x ≥ 4", "x ≤ −4"],
            correct: 3,
            explanation:
              "Dividing both sides by −2 reverses the inequality: x ≤ −4.",
            difficulty: "easy",
          },
          {
            text: "For real x, the solution set of 5x − 3 < 3x + 1 is:",
            options: ["(−∞, 2)", "(2, ∞)", "(−∞, 2]", "(−∞, 1)"],
            correct: 0,
            explanation:
              "5x − 3x < 1 + 3 gives 2x < 4, so x < 2, i.e. the interval (−∞, 2).",
            difficulty: "medium",
          },
          {
            text: "What is the smallest integer x satisfying 4x + 3 > 2x + 10?",
            options: ["3", "7", "4", "5"],
            correct: 2,
            explanation:
              "2x > 7, so x > 3.5. The smallest integer greater than 3.5 is 4.",
            difficulty: "medium",
          },
          {
            text: "Which point lies in the region 2x + 3y > 6?",
            options: ["(0, 0)", "(1, 1)", "(0, 2)", "(3, 1)"],
            correct: 3,
            explanation:
              "Substitute: (0, 0) gives 0, (1, 1) gives 5 and (0, 2) gives 6, none greater than 6. (3, 1) gives 6 + 3 = 9 > 6.",
            difficulty: "medium",
          },
          {
            text: "What is the solution set of −5 ≤ (5 − 3x)/2 ≤ 8 for real x?",
            options: ["[−5, 11/3]", "[−11/3, 5]", "(−11/3, 5)", "[−11/3, 10]"],
            correct: 1,
            explanation:
              "Multiply by 2: −10 ≤ 5 − 3x ≤ 16. Subtract 5: −15 ≤ −3x ≤ 11. Divide by −3 and reverse: 5 ≥ x ≥ −11/3, i.e. [−11/3, 5].",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Inequalities in Everyday Decisions",
          instructions:
            "Write three real-life situations (for example a budget, a marks target or a phone data limit) that lead to linear inequalities. Form each inequality, solve it, show the solution on a number line, and explain what the answer means in context.",
          maxMarks: 15,
        },
      },
      {
        title: "Permutations and Combinations",
        summary:
          "Develops the fundamental principle of counting and uses factorial notation to count arrangements (permutations) and selections (combinations), including arrangements of objects that are not all different.",
        lessons: [
          {
            title: "Fundamental Principle of Counting",
            minutes: 12,
            summary:
              "If one event can happen in m ways and, after it, a second event can happen in n ways, the two together can happen in m × n ways. For example, 3-digit numbers formed from the digits 1 to 6 without repetition number 6 × 5 × 4 = 120. The principle extends to any number of events in sequence.",
          },
          {
            title: "Permutations",
            minutes: 17,
            summary:
              "A permutation is an arrangement in a definite order. The number of arrangements of n different objects taken r at a time is nPr = n!/(n − r)!, where n! = 1 × 2 × … × n and 0! = 1. If repetition is allowed the count is nʳ. When p objects are alike of one kind and q alike of another, the arrangements of all n objects number n!/(p! q!); for example BANANA gives 6!/(3! 2!) = 60.",
          },
          {
            title: "Combinations",
            minutes: 16,
            summary:
              "A combination is a selection where order does not matter. The number of ways to choose r objects from n different ones is nCr = n!/(r!(n − r)!), so nPr = nCr × r!. Choosing r is the same as leaving out n − r, so nCr = nC(n − r); hence if nCa = nCb with a ≠ b, then a + b = n.",
          },
        ],
        questions: [
          {
            text: "What is the value of 6P2?",
            options: ["12", "15", "30", "36"],
            correct: 2,
            explanation: "6P2 = 6!/4! = 6 × 5 = 30.",
            difficulty: "easy",
          },
          {
            text: "What is the value of 8C6?",
            options: ["28", "56", "48", "20160"],
            correct: 0,
            explanation: "8C6 = 8C2 = (8 × 7)/2 = 28.",
            difficulty: "easy",
          },
          {
            text: "In how many distinct ways can the letters of the word BANANA be arranged?",
            options: ["720", "120", "360", "60"],
            correct: 3,
            explanation:
              "BANANA has 6 letters with A repeated 3 times and N repeated 2 times: 6!/(3! × 2!) = 720/12 = 60.",
            difficulty: "medium",
          },
          {
            text: "How many 3-digit numbers can be formed from the digits 1, 2, 3, 4, 5, 6 if no digit is repeated?",
            options: ["216", "120", "60", "20"],
            correct: 1,
            explanation:
              "Hundreds place: 6 choices, tens: 5, units: 4. Total 6 × 5 × 4 = 120.",
            difficulty: "medium",
          },
          {
            text: "A committee of 3 is to be chosen from 5 boys and 4 girls so that it has exactly 2 girls. In how many ways can this be done?",
            options: ["84", "60", "30", "20"],
            correct: 2,
            explanation:
              "Choose 2 girls from 4 in 4C2 = 6 ways and 1 boy from 5 in 5 ways: 6 × 5 = 30.",
            difficulty: "medium",
          },
          {
            text: "If nC8 = nC2, what is nC2?",
            options: ["45", "90", "28", "10"],
            correct: 0,
            explanation:
              "nCa = nCb with a ≠ b means a + b = n, so n = 10. Then 10C2 = (10 × 9)/2 = 45.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Binomial Theorem",
        summary:
          "States and proves the binomial theorem for positive integral indices using Pascal's triangle and combinations. It applies the theorem to expansions, special cases and numerical approximations.",
        lessons: [
          {
            title: "Pascal's Triangle",
            minutes: 11,
            summary:
              "Writing the coefficients of (a + b)⁰, (a + b)¹, (a + b)², … in rows gives Pascal's triangle: 1; 1 1; 1 2 1; 1 3 3 1; 1 4 6 4 1. Each entry is the sum of the two entries just above it, and every row starts and ends with 1. The entries of row n are nC0, nC1, …, nCn.",
          },
          {
            title: "The Binomial Theorem for Positive Integers",
            minutes: 16,
            summary:
              "For any positive integer n, (a + b)ⁿ = nC0 aⁿ + nC1 aⁿ⁻¹b + nC2 aⁿ⁻²b² + … + nCn bⁿ. The expansion has n + 1 terms, the powers of a fall by one while those of b rise by one, and each term's exponents add up to n. Replacing b by −b makes the signs alternate, as in (a − b)³ = a³ − 3a²b + 3ab² − b³.",
          },
          {
            title: "Special Cases and Applications",
            minutes: 13,
            summary:
              "Putting a = 1 and b = x gives (1 + x)ⁿ = 1 + nC1 x + nC2 x² + … + xⁿ, and putting x = 1 shows the coefficients add up to 2ⁿ. The theorem makes calculations quick: (1.1)³ = 1 + 3(0.1) + 3(0.01) + 0.001 = 1.331, and (99)⁵ can be found by expanding (100 − 1)⁵.",
          },
        ],
        questions: [
          {
            text: "How many terms are there in the expansion of (a + b)⁸?",
            options: ["8", "9", "16", "7"],
            correct: 1,
            explanation: "(a + b)ⁿ has n + 1 terms, so (a + b)⁸ has 9 terms.",
            difficulty: "easy",
          },
          {
            text: "What is the coefficient of x² in the expansion of (1 + x)⁵?",
            options: ["5", "20", "10", "15"],
            correct: 2,
            explanation: "The coefficient of x² is 5C2 = (5 × 4)/2 = 10.",
            difficulty: "easy",
          },
          {
            text: "What is the sum of all the coefficients in the expansion of (1 + x)⁶?",
            options: ["64", "32", "12", "36"],
            correct: 0,
            explanation:
              "Put x = 1: the sum of coefficients is (1 + 1)⁶ = 2⁶ = 64.",
            difficulty: "medium",
          },
          {
            text: "Using the binomial theorem, what is (1.1)³?",
            options: ["1.3", "1.33", "1.21", "1.331"],
            correct: 3,
            explanation:
              "(1 + 0.1)³ = 1 + 3(0.1) + 3(0.1)² + (0.1)³ = 1 + 0.3 + 0.03 + 0.001 = 1.331.",
            difficulty: "medium",
          },
          {
            text: "Which row of Pascal's triangle gives the coefficients of (a + b)⁴?",
            options: ["1 3 3 1", "1 4 4 1", "1 4 6 4 1", "1 5 10 10 5 1"],
            correct: 2,
            explanation:
              "The coefficients are 4C0, 4C1, 4C2, 4C3, 4C4 = 1, 4, 6, 4, 1.",
            difficulty: "medium",
          },
          {
            text: "What is the term independent of x in the expansion of (x + 1/x)⁶?",
            options: ["15", "6", "1", "20"],
            correct: 3,
            explanation:
              "A typical term is 6Cr x^(6 − r) (1/x)^r = 6Cr x^(6 − 2r). It is free of x when 6 − 2r = 0, i.e. r = 3, giving 6C3 = 20.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Sequences and Series",
        summary:
          "Defines sequences and series and studies geometric progressions: their general term and the sum of n terms. It also proves the relation between the arithmetic mean and geometric mean of two positive numbers.",
        lessons: [
          {
            title: "Sequences and Series",
            minutes: 11,
            summary:
              "A sequence is a list of numbers in a definite order, a₁, a₂, a₃, …, often given by a formula for the nth term such as aₙ = n² − 1. A series is the sum of the terms of a sequence, a₁ + a₂ + a₃ + …. Some sequences, like the Fibonacci sequence, are defined recursively, with each term found from earlier ones.",
          },
          {
            title: "Geometric Progressions",
            minutes: 17,
            summary:
              "In a geometric progression (G.P.) each term is the previous one multiplied by a fixed common ratio r, so the nth term is aₙ = arⁿ⁻¹. The sum of the first n terms is Sₙ = a(rⁿ − 1)/(r − 1) for r ≠ 1. For example 1 + 2 + 4 + … to 6 terms is (2⁶ − 1)/(2 − 1) = 63. Numbers inserted between two given numbers to form a G.P. are called geometric means.",
          },
          {
            title: "Relation Between A.M. and G.M.",
            minutes: 12,
            summary:
              "For two positive numbers a and b, the arithmetic mean is A = (a + b)/2 and the geometric mean is G = √(ab). A − G = (√a − √b)²/2, which is never negative, so A ≥ G, with equality only when a = b. For 4 and 16, A = 10 and G = 8.",
          },
        ],
        questions: [
          {
            text: "What is the next term of the G.P. 3, 6, 12, 24, …?",
            options: ["36", "48", "30", "72"],
            correct: 1,
            explanation:
              "The common ratio is 6/3 = 2, so the next term is 24 × 2 = 48.",
            difficulty: "easy",
          },
          {
            text: "If aₙ = n² − 1, what is a₅?",
            options: ["24", "25", "9", "26"],
            correct: 0,
            explanation: "a₅ = 5² − 1 = 25 − 1 = 24.",
            difficulty: "easy",
          },
          {
            text: "What is the 8th term of the G.P. 5, 10, 20, …?",
            options: ["320", "1280", "640", "80"],
            correct: 2,
            explanation: "a = 5 and r = 2, so a₈ = 5 × 2⁷ = 5 × 128 = 640.",
            difficulty: "medium",
          },
          {
            text: "What is the sum of the first 6 terms of the G.P. 1, 2, 4, 8, …?",
            options: ["32", "64", "127", "63"],
            correct: 3,
            explanation: "S₆ = 1 × (2⁶ − 1)/(2 − 1) = 64 − 1 = 63.",
            difficulty: "medium",
          },
          {
            text: "What are the arithmetic mean and geometric mean of 4 and 16?",
            options: [
              "A.M. = 8, G.M. = 10",
              "A.M. = 10, G.M. = 8",
              "A.M. = 10, G.M. = 64",
              "A.M. = 20, G.M. = 8",
            ],
            correct: 1,
            explanation:
              "A.M. = (4 + 16)/2 = 10 and G.M. = √(4 × 16) = √64 = 8. As expected, A.M. ≥ G.M.",
            difficulty: "medium",
          },
          {
            text: "Three positive numbers are inserted between 1 and 256 so that the five numbers form a G.P. What are they?",
            options: ["2, 8, 32", "4, 8, 16", "8, 32, 128", "4, 16, 64"],
            correct: 3,
            explanation:
              "With a = 1 and 256 as the 5th term, r⁴ = 256, so r = 4 for positive terms. The inserted numbers are 4, 16 and 64.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Doubling and Halving in Real Life",
          instructions:
            "Find two real situations that follow a geometric progression (for example bacteria doubling, a ball bouncing to half its height, or compound interest). For each, write the first five terms, the common ratio and the formula for the nth term, and use the sum formula to answer one question of your own.",
          maxMarks: 15,
        },
      },
      {
        title: "Straight Lines",
        summary:
          "Studies the slope of a line and conditions for parallel and perpendicular lines, the various forms of the equation of a line, and the distance of a point from a line.",
        lessons: [
          {
            title: "Slope of a Line",
            minutes: 14,
            summary:
              "The slope of a line through (x₁, y₁) and (x₂, y₂) is m = (y₂ − y₁)/(x₂ − x₁) = tan θ, where θ is the angle the line makes with the positive x-axis. Non-vertical lines are parallel when their slopes are equal and perpendicular when m₁m₂ = −1. The acute angle θ between two lines satisfies tan θ = |(m₂ − m₁)/(1 + m₁m₂)|.",
          },
          {
            title: "Various Forms of the Equation of a Line",
            minutes: 17,
            summary:
              "Point-slope form: y − y₁ = m(x − x₁). Two-point form: y − y₁ = ((y₂ − y₁)/(x₂ − x₁))(x − x₁). Slope-intercept form: y = mx + c, where c is the y-intercept. Intercept form: x/a + y/b = 1 for a line cutting the axes at (a, 0) and (0, b). Every line can be written in the general form Ax + By + C = 0.",
          },
          {
            title: "Distance of a Point from a Line",
            minutes: 14,
            summary:
              "The perpendicular distance of (x₁, y₁) from Ax + By + C = 0 is d = |Ax₁ + By₁ + C|/√(A² + B²). Parallel lines Ax + By + C₁ = 0 and Ax + By + C₂ = 0 are a distance |C₁ − C₂|/√(A² + B²) apart. These formulas are used to find heights of triangles and gaps between parallel roads or rails on a map.",
          },
        ],
        questions: [
          {
            text: "What is the slope of the line through (1, 2) and (4, 8)?",
            options: ["1/2", "2", "3", "6"],
            correct: 1,
            explanation: "m = (8 − 2)/(4 − 1) = 6/3 = 2.",
            difficulty: "easy",
          },
          {
            text: "A line has slope 3/4. What is the slope of a line perpendicular to it?",
            options: ["3/4", "−3/4", "4/3", "−4/3"],
            correct: 3,
            explanation:
              "Perpendicular slopes satisfy m₁m₂ = −1, so m₂ = −1 ÷ (3/4) = −4/3.",
            difficulty: "easy",
          },
          {
            text: "What is the equation of the line with slope 2 and y-intercept −3?",
            options: ["y = 2x − 3", "y = −3x + 2", "2y = x − 3", "y = 2x + 3"],
            correct: 0,
            explanation:
              "In slope-intercept form y = mx + c with m = 2 and c = −3, the line is y = 2x − 3.",
            difficulty: "medium",
          },
          {
            text: "What is the distance of the point (3, −5) from the line 3x − 4y − 26 = 0?",
            options: ["3", "5/3", "3/5", "29/5"],
            correct: 2,
            explanation:
              "d = |3(3) − 4(−5) − 26|/√(3² + 4²) = |9 + 20 − 26|/5 = 3/5.",
            difficulty: "medium",
          },
          {
            text: "What is the distance between the parallel lines 3x − 4y + 7 = 0 and 3x − 4y + 5 = 0?",
            options: ["2/5", "2", "12/5", "1/5"],
            correct: 0,
            explanation: "d = |C₁ − C₂|/√(A² + B²) = |7 − 5|/√(9 + 16) = 2/5.",
            difficulty: "medium",
          },
          {
            text: "What is the equation of the line that cuts off intercepts 3 on the x-axis and −2 on the y-axis?",
            options: [
              "3x − 2y = 6",
              "2x + 3y = 6",
              "2x − 3y = 6",
              "3x + 2y = 6",
            ],
            correct: 2,
            explanation:
              "Intercept form: x/3 + y/(−2) = 1. Multiplying by 6 gives 2x − 3y = 6. Check: (3, 0) and (0, −2) both satisfy it.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Conic Sections",
        summary:
          "Describes circles, parabolas, ellipses and hyperbolas as sections of a double cone and as loci in the plane. It develops their standard equations, foci, vertices, axes, latus rectum and eccentricity.",
        lessons: [
          {
            title: "Sections of a Cone and the Circle",
            minutes: 14,
            summary:
              "Cutting a double cone with a plane at different angles gives a circle, ellipse, parabola or hyperbola. A circle is the set of points at a fixed distance r from a centre (h, k), with equation (x − h)² + (y − k)² = r². An equation like x² + y² − 4x + 6y − 12 = 0 is put in this form by completing squares: (x − 2)² + (y + 3)² = 25, a circle with centre (2, −3) and radius 5.",
          },
          {
            title: "The Parabola",
            minutes: 15,
            summary:
              "A parabola is the set of points equidistant from a fixed point (the focus) and a fixed line (the directrix). Its standard form y² = 4ax has vertex at the origin, focus (a, 0), directrix x = −a and axis along the x-axis. The latus rectum is the chord through the focus perpendicular to the axis, and its length is 4a.",
          },
          {
            title: "The Ellipse and the Hyperbola",
            minutes: 18,
            summary:
              "An ellipse is the set of points whose distances from two foci add to a constant; its standard form is x²/a² + y²/b² = 1 with a > b, foci (±c, 0) and c² = a² − b². A hyperbola is the set of points whose distances from two foci differ by a constant; its form is x²/a² − y²/b² = 1 with c² = a² + b². Eccentricity e = c/a is less than 1 for an ellipse and greater than 1 for a hyperbola.",
          },
        ],
        questions: [
          {
            text: "What is the focus of the parabola y² = 12x?",
            options: ["(0, 3)", "(3, 0)", "(12, 0)", "(−3, 0)"],
            correct: 1,
            explanation:
              "Comparing with y² = 4ax gives 4a = 12, so a = 3 and the focus is (a, 0) = (3, 0).",
            difficulty: "easy",
          },
          {
            text: "What is the length of the latus rectum of the parabola y² = 8x?",
            options: ["2", "4", "16", "8"],
            correct: 3,
            explanation:
              "For y² = 4ax the latus rectum has length 4a. Here 4a = 8.",
            difficulty: "easy",
          },
          {
            text: "What are the centre and radius of the circle x² + y² − 4x + 6y − 12 = 0?",
            options: [
              "Centre (2, −3), radius 5",
              "Centre (−2, 3), radius 5",
              "Centre (2, −3), radius √12",
              "Centre (4, −6), radius 5",
            ],
            correct: 0,
            explanation:
              "Complete squares: (x − 2)² + (y + 3)² = 12 + 4 + 9 = 25. So the centre is (2, −3) and radius √25 = 5.",
            difficulty: "medium",
          },
          {
            text: "What is the eccentricity of the ellipse x²/25 + y²/16 = 1?",
            options: ["4/5", "5/3", "3/5", "16/25"],
            correct: 2,
            explanation:
              "a² = 25 and b² = 16, so c = √(25 − 16) = 3 and e = c/a = 3/5.",
            difficulty: "medium",
          },
          {
            text: "What are the foci of the hyperbola x²/9 − y²/16 = 1?",
            options: ["(±√7, 0)", "(0, ±5)", "(±3, 0)", "(±5, 0)"],
            correct: 3,
            explanation:
              "For a hyperbola c² = a² + b² = 9 + 16 = 25, so c = 5 and the foci are (±5, 0).",
            difficulty: "medium",
          },
          {
            text: "A parabola has its vertex at the origin, its axis along the x-axis, and passes through (2, 3). What is its equation?",
            options: ["2y² = 9x", "y² = 6x", "3y² = 2x", "y² = 9x"],
            correct: 0,
            explanation:
              "Take y² = 4ax. Substituting (2, 3): 9 = 8a, so a = 9/8 and y² = (9/2)x, i.e. 2y² = 9x.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Conics Around Us",
          instructions:
            "Photograph or sketch five real objects whose outlines are circles, parabolas, ellipses or hyperbolas (for example a water jet, a satellite dish or a lamp's shadow). For each, name the conic, label its key features, and for one of them fit a standard equation using measurements you take.",
          maxMarks: 20,
        },
      },
      {
        title: "Introduction to Three Dimensional Geometry",
        summary:
          "Extends coordinate geometry to space using three mutually perpendicular axes, coordinate planes and octants. It develops the distance formula between two points in space.",
        lessons: [
          {
            title: "Coordinate Axes, Planes and Octants",
            minutes: 13,
            summary:
              "Three mutually perpendicular lines through an origin O form the x-, y- and z-axes, and pairs of them define the XY-, YZ- and ZX-planes. These planes divide space into eight octants, identified by the signs of x, y and z; for example (−, +, +) is octant II. Every point on the YZ-plane has x = 0, every point on the ZX-plane has y = 0, and a point on the x-axis has the form (x, 0, 0).",
          },
          {
            title: "The Distance Formula in Space",
            minutes: 14,
            summary:
              "The distance between P(x₁, y₁, z₁) and Q(x₂, y₂, z₂) is PQ = √((x₂ − x₁)² + (y₂ − y₁)² + (z₂ − z₁)²), found by using Pythagoras' theorem twice. The distance of (x, y, z) from the origin is √(x² + y² + z²). Distances can show that three points are collinear (two distances add up to the third) or that a triangle is isosceles or right-angled.",
          },
        ],
        questions: [
          {
            text: "What is the distance of the point (3, 4, 12) from the origin?",
            options: ["19", "12", "13", "√19"],
            correct: 2,
            explanation: "√(3² + 4² + 12²) = √(9 + 16 + 144) = √169 = 13.",
            difficulty: "easy",
          },
          {
            text: "What is the general form of a point on the x-axis?",
            options: ["(x, 0, 0)", "(0, y, 0)", "(0, 0, z)", "(x, y, 0)"],
            correct: 0,
            explanation:
              "On the x-axis both the y- and z-coordinates are zero.",
            difficulty: "easy",
          },
          {
            text: "In which octant does the point (−3, 1, 2) lie?",
            options: ["First", "Third", "Fourth", "Second"],
            correct: 3,
            explanation:
              "The signs are (−, +, +). Octant I is (+, +, +) and octant II is (−, +, +).",
            difficulty: "medium",
          },
          {
            text: "In which coordinate plane does the point (4, 0, −3) lie?",
            options: ["XY-plane", "ZX-plane", "YZ-plane", "None of them"],
            correct: 1,
            explanation:
              "Its y-coordinate is 0, and the ZX-plane is exactly the set of points with y = 0.",
            difficulty: "medium",
          },
          {
            text: "What is the distance between the points (2, 3, 5) and (4, 3, 1)?",
            options: ["2√5", "6", "√6", "20"],
            correct: 0,
            explanation:
              "√((4 − 2)² + (3 − 3)² + (1 − 5)²) = √(4 + 0 + 16) = √20 = 2√5.",
            difficulty: "medium",
          },
          {
            text: "The points A(−2, 3, 5), B(1, 2, 3) and C(7, 0, −1) are:",
            options: [
              "vertices of an equilateral triangle",
              "vertices of a right-angled triangle",
              "collinear",
              "vertices of an isosceles triangle",
            ],
            correct: 2,
            explanation:
              "AB = √(9 + 1 + 4) = √14, BC = √(36 + 4 + 16) = 2√14 and AC = √(81 + 9 + 36) = 3√14. Since AB + BC = AC, the points lie on one line.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Limits and Derivatives",
        summary:
          "Introduces limits intuitively and through their algebra, including standard limits of polynomial, rational and trigonometric functions. It defines the derivative from first principles and develops rules to differentiate sums, products and quotients.",
        lessons: [
          {
            title: "The Idea of a Limit",
            minutes: 14,
            summary:
              "lim x→a f(x) = L means f(x) gets as close to L as we like when x is close enough to a (but not equal to a). The limit exists only when the left-hand and right-hand limits are equal. For polynomials we can simply substitute, so lim x→2 (x² + 3x) = 10. For a 0/0 form like (x² − 9)/(x − 3) we first cancel the common factor x − 3, giving the limit 6 as x → 3.",
          },
          {
            title: "Standard Limits",
            minutes: 15,
            summary:
              "Limits obey algebra rules: the limit of a sum, product or quotient is the sum, product or quotient of the limits (when the denominator's limit is not zero). Two key results are lim x→a (xⁿ − aⁿ)/(x − a) = naⁿ⁻¹ and lim x→0 (sin x)/x = 1, with x in radians. From the second, lim x→0 (sin 4x)/x = 4 × lim (sin 4x)/(4x) = 4.",
          },
          {
            title: "Derivatives and Their Rules",
            minutes: 18,
            summary:
              "The derivative of f at a is f'(a) = lim h→0 (f(a + h) − f(a))/h, the instantaneous rate of change, or the slope of the tangent. From first principles, d/dx (xⁿ) = nxⁿ⁻¹, d/dx (sin x) = cos x and d/dx (cos x) = −sin x. The product rule is (uv)' = u'v + uv' and the quotient rule is (u/v)' = (u'v − uv')/v².",
          },
        ],
        questions: [
          {
            text: "What is lim x→2 (x² + 3x)?",
            options: ["6", "8", "10", "4"],
            correct: 2,
            explanation:
              "A polynomial's limit is its value: 2² + 3(2) = 4 + 6 = 10.",
            difficulty: "easy",
          },
          {
            text: "What is the derivative of x³ at x = 2?",
            options: ["12", "8", "6", "3"],
            correct: 0,
            explanation: "d/dx (x³) = 3x², which at x = 2 equals 3 × 4 = 12.",
            difficulty: "easy",
          },
          {
            text: "What is lim x→3 (x² − 9)/(x − 3)?",
            options: ["0", "3", "9", "6"],
            correct: 3,
            explanation:
              "(x² − 9)/(x − 3) = x + 3 for x ≠ 3, so the limit is 3 + 3 = 6.",
            difficulty: "medium",
          },
          {
            text: "What is lim x→0 (sin 4x)/x?",
            options: ["1/4", "4", "1", "0"],
            correct: 1,
            explanation:
              "(sin 4x)/x = 4 × (sin 4x)/(4x), and (sin 4x)/(4x) → 1 as x → 0. So the limit is 4.",
            difficulty: "medium",
          },
          {
            text: "What is the derivative of x sin x?",
            options: ["cos x", "x cos x", "sin x + x cos x", "sin x − x cos x"],
            correct: 2,
            explanation:
              "Product rule: (x)' sin x + x (sin x)' = sin x + x cos x.",
            difficulty: "medium",
          },
          {
            text: "What is the derivative of (x + 1)/(x − 1), for x ≠ 1?",
            options: ["2/(x − 1)²", "−2/(x − 1)²", "1", "2x/(x − 1)²"],
            correct: 1,
            explanation:
              "Quotient rule: ((1)(x − 1) − (x + 1)(1))/(x − 1)² = (x − 1 − x − 1)/(x − 1)² = −2/(x − 1)².",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Statistics",
        summary:
          "Studies measures of dispersion that describe how spread out data are: range, mean deviation, variance and standard deviation, for ungrouped and grouped data.",
        lessons: [
          {
            title: "Range and Mean Deviation",
            minutes: 14,
            summary:
              "Measures of central tendency do not show how scattered data are, so we use measures of dispersion. The range is the largest value minus the smallest. The mean deviation about the mean is the average of the absolute deviations |xᵢ − x̄|; for 2, 4, 6, 8, 10 the mean is 6 and the mean deviation is (4 + 2 + 0 + 2 + 4)/5 = 2.4.",
          },
          {
            title: "Variance and Standard Deviation",
            minutes: 17,
            summary:
              "Variance is the mean of the squared deviations from the mean: σ² = (1/n) Σ(xᵢ − x̄)². Standard deviation σ is the positive square root of the variance and has the same units as the data. For 2, 4, 6, 8, 10 the squared deviations are 16, 4, 0, 4, 16, so σ² = 40/5 = 8 and σ = 2√2. Adding a constant to every value leaves σ unchanged, while multiplying every value by k multiplies σ by |k| and σ² by k².",
          },
        ],
        questions: [
          {
            text: "What is the range of the data 6, 7, 10, 12, 13, 4, 8, 12?",
            options: ["8", "9", "6", "13"],
            correct: 1,
            explanation: "Range = largest − smallest = 13 − 4 = 9.",
            difficulty: "easy",
          },
          {
            text: "If the variance of a data set is 16, what is its standard deviation?",
            options: ["4", "8", "256", "16"],
            correct: 0,
            explanation:
              "Standard deviation is the positive square root of the variance: √16 = 4.",
            difficulty: "easy",
          },
          {
            text: "What is the mean deviation about the mean of 2, 4, 6, 8, 10?",
            options: ["2", "3", "2.4", "6"],
            correct: 2,
            explanation:
              "Mean = 30/5 = 6. Absolute deviations are 4, 2, 0, 2, 4, totalling 12, so the mean deviation is 12/5 = 2.4.",
            difficulty: "medium",
          },
          {
            text: "What is the variance of 2, 4, 6, 8, 10?",
            options: ["4", "10", "2√2", "8"],
            correct: 3,
            explanation:
              "Mean = 6. Squared deviations are 16, 4, 0, 4, 16, totalling 40, so σ² = 40/5 = 8.",
            difficulty: "medium",
          },
          {
            text: "If 5 is added to every observation in a data set, the variance:",
            options: [
              "increases by 5",
              "increases by 25",
              "stays the same",
              "is multiplied by 5",
            ],
            correct: 2,
            explanation:
              "Adding 5 shifts the mean by 5 too, so each deviation xᵢ − x̄ is unchanged and the variance stays the same.",
            difficulty: "medium",
          },
          {
            text: "The variance of a data set is 4. If every observation is multiplied by 3, what is the new variance?",
            options: ["12", "36", "4", "6"],
            correct: 1,
            explanation:
              "Multiplying every value by 3 multiplies each deviation by 3 and each squared deviation by 9, so the variance becomes 9 × 4 = 36 (the standard deviation goes from 2 to 6).",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Which Is More Consistent?",
          instructions:
            "Collect ten daily readings of two quantities (for example the maximum temperature in two cities, or the runs of two cricketers over ten innings). Calculate the mean, variance and standard deviation for each set, and explain which one is more consistent and why.",
          maxMarks: 20,
        },
      },
      {
        title: "Probability",
        summary:
          "Describes sample spaces and events, the kinds of events and their algebra, and the axiomatic approach to probability, including the addition rule and the probability of 'not A'.",
        lessons: [
          {
            title: "Sample Spaces and Events",
            minutes: 12,
            summary:
              "A random experiment has more than one possible outcome and we cannot predict which will occur. The set of all outcomes is the sample space S; tossing two coins gives S = {HH, HT, TH, TT}. An event is any subset of S, such as 'at least one head' = {HH, HT, TH}.",
          },
          {
            title: "Types and Algebra of Events",
            minutes: 13,
            summary:
              "An impossible event is φ and the sure event is S. The event 'not A' is the complement A', 'A or B' is A ∪ B and 'A and B' is A ∩ B. Events are mutually exclusive if they cannot happen together (A ∩ B = φ), and exhaustive if together they cover all of S.",
          },
          {
            title: "Axiomatic Approach to Probability",
            minutes: 16,
            summary:
              "Probability assigns to each event a number P(E) with P(E) ≥ 0, P(S) = 1, and P(A ∪ B) = P(A) + P(B) for mutually exclusive events. For equally likely outcomes P(E) = (number of outcomes in E)/(number of outcomes in S). In general P(A ∪ B) = P(A) + P(B) − P(A ∩ B), and P(not A) = 1 − P(A).",
          },
        ],
        questions: [
          {
            text: "How many outcomes are in the sample space when two coins are tossed together?",
            options: ["2", "3", "4", "8"],
            correct: 2,
            explanation: "S = {HH, HT, TH, TT}, which has 2 × 2 = 4 outcomes.",
            difficulty: "easy",
          },
          {
            text: "A fair die is rolled once. What is the probability of getting a prime number?",
            options: ["1/2", "1/3", "2/3", "1/6"],
            correct: 0,
            explanation:
              "The primes on a die are 2, 3 and 5: 3 favourable outcomes out of 6, so P = 3/6 = 1/2.",
            difficulty: "easy",
          },
          {
            text: "If P(A) = 0.35, what is P(not A)?",
            options: ["0.35", "0.55", "1.35", "0.65"],
            correct: 3,
            explanation: "P(not A) = 1 − P(A) = 1 − 0.35 = 0.65.",
            difficulty: "easy",
          },
          {
            text: "If P(A) = 0.5, P(B) = 0.3 and P(A ∩ B) = 0.2, what is P(A ∪ B)?",
            options: ["0.8", "0.6", "1.0", "0.1"],
            correct: 1,
            explanation:
              "P(A ∪ B) = P(A) + P(B) − P(A ∩ B) = 0.5 + 0.3 − 0.2 = 0.6.",
            difficulty: "medium",
          },
          {
            text: "Two fair dice are thrown. What is the probability that the sum of the numbers is 7?",
            options: ["7/36", "1/12", "1/6", "5/36"],
            correct: 2,
            explanation:
              "There are 36 equally likely outcomes. A sum of 7 comes from (1,6), (2,5), (3,4), (4,3), (5,2), (6,1): 6 outcomes, so P = 6/36 = 1/6.",
            difficulty: "medium",
          },
          {
            text: "A card is drawn from a well-shuffled pack of 52 cards. What is the probability that it is a king or a heart?",
            options: ["17/52", "1/4", "1/13", "4/13"],
            correct: 3,
            explanation:
              "P(king) = 4/52, P(heart) = 13/52 and P(king of hearts) = 1/52. So P = (4 + 13 − 1)/52 = 16/52 = 4/13.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 11,
    slug: "physics",
    name: "Physics",
    description:
      "Class 11 physics covering measurement, mechanics, gravitation, properties of matter, heat and thermodynamics, kinetic theory, oscillations and waves.",
    color: "indigo",
    isFree: true,
    textbook:
      "Physics — Textbook for Class XI, Part I and Part II (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Units and Measurement",
        summary:
          "Explains the International System of Units, significant figures and rounding in calculations, and the dimensions of physical quantities. Dimensional analysis is used to check equations and relate quantities.",
        lessons: [
          {
            title: "The International System of Units",
            minutes: 12,
            summary:
              "Every measurement is a number times a unit. The SI system has seven base quantities and units: length (metre), mass (kilogram), time (second), electric current (ampere), temperature (kelvin), amount of substance (mole) and luminous intensity (candela). All other units, such as the newton (kg m s⁻²) and joule (kg m² s⁻²), are derived from these.",
          },
          {
            title: "Significant Figures",
            minutes: 15,
            summary:
              "Significant figures are the reliable digits of a measurement plus the first uncertain digit. Non-zero digits are significant, zeros between them are significant, leading zeros are not, and trailing zeros after a decimal point are; so 0.007060 has four significant figures. In multiplication or division the answer keeps as many significant figures as the least precise value, and in addition or subtraction as many decimal places as the value with the fewest decimal places.",
          },
          {
            title: "Dimensions and Dimensional Analysis",
            minutes: 16,
            summary:
              "The dimensions of a quantity are the powers of the base quantities in it: force has dimensions [M L T⁻²] and energy [M L² T⁻²]. By the principle of homogeneity, only quantities with the same dimensions can be added or equated, so a dimensionally wrong equation must be wrong. Dimensional analysis can also suggest how one quantity depends on others, such as the period of a pendulum T ∝ √(l/g), though it cannot give pure-number constants like 2π.",
          },
        ],
        questions: [
          {
            text: "Which is the SI base unit of luminous intensity?",
            options: ["Lumen", "Candela", "Lux", "Watt"],
            correct: 1,
            explanation:
              "The candela (cd) is one of the seven SI base units. Lumen and lux are derived units.",
            difficulty: "easy",
          },
          {
            text: "What are the dimensions of force?",
            options: ["[M L T⁻²]", "[M L² T⁻²]", "[M L T⁻¹]", "[M L⁻¹ T⁻²]"],
            correct: 0,
            explanation:
              "Force = mass × acceleration, and acceleration has dimensions [L T⁻²], so force is [M L T⁻²].",
            difficulty: "easy",
          },
          {
            text: "How many significant figures are there in 0.007060?",
            options: ["3", "6", "4", "7"],
            correct: 2,
            explanation:
              "Leading zeros are not significant. The digits 7, 0, 6 and the trailing 0 after the decimal point are, giving 4.",
            difficulty: "medium",
          },
          {
            text: "What are the dimensions of pressure?",
            options: ["[M L T⁻²]", "[M L⁻² T⁻²]", "[M L² T⁻²]", "[M L⁻¹ T⁻²]"],
            correct: 3,
            explanation:
              "Pressure = force/area = [M L T⁻²]/[L²] = [M L⁻¹ T⁻²].",
            difficulty: "medium",
          },
          {
            text: "What is 4.237 g + 2.51 g, written to the correct number of significant figures?",
            options: ["6.747 g", "6.75 g", "6.7 g", "7 g"],
            correct: 1,
            explanation:
              "The sum is 6.747 g. In addition the result keeps the fewest decimal places among the values (2, from 2.51), so it rounds to 6.75 g.",
            difficulty: "medium",
          },
          {
            text: "If velocity [V], time [T] and force [F] were chosen as the fundamental quantities, what would be the dimensions of mass?",
            options: ["[F V T⁻¹]", "[F T² V⁻²]", "[F T V⁻¹]", "[F V⁻¹ T⁻¹]"],
            correct: 2,
            explanation: "F = ma = m × (V/T), so m = F T/V, i.e. [F T V⁻¹].",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Motion in a Straight Line",
        summary:
          "Describes motion along a line using position, displacement, velocity and acceleration, and their graphs. It derives the kinematic equations for uniformly accelerated motion and applies them to free fall.",
        lessons: [
          {
            title: "Position, Displacement and Velocity",
            minutes: 13,
            summary:
              "Displacement is the change in position, with a sign showing direction, and it can be smaller than the distance travelled. Average velocity is displacement divided by time, while average speed is total path length divided by time. Instantaneous velocity is the limit of average velocity as the time interval shrinks to zero, v = dx/dt, which is the slope of the position–time graph.",
          },
          {
            title: "Acceleration and Motion Graphs",
            minutes: 14,
            summary:
              "Acceleration is the rate of change of velocity, a = dv/dt, and is the slope of the velocity–time graph. The area under a velocity–time graph gives the displacement. An object can have zero velocity and non-zero acceleration at the same moment, as at the top of a vertical throw.",
          },
          {
            title: "Kinematic Equations for Uniform Acceleration",
            minutes: 18,
            summary:
              "For constant acceleration a, v = u + at, x = ut + ½at² and v² = u² + 2ax. Free fall near Earth is motion with a = g = 9.8 m/s² downward, so a ball dropped from rest falls ½ × 9.8 × 3² = 44.1 m in 3 s. For a body starting from rest, the distances covered in successive equal time intervals are in the ratio 1 : 3 : 5 : 7 …",
          },
        ],
        questions: [
          {
            text: "A car goes from rest to 20 m/s in 5 s with uniform acceleration. What is its acceleration?",
            options: ["100 m/s²", "0.25 m/s²", "5 m/s²", "4 m/s²"],
            correct: 3,
            explanation: "a = (v − u)/t = (20 − 0)/5 = 4 m/s².",
            difficulty: "easy",
          },
          {
            text: "The area under a velocity–time graph gives the:",
            options: ["displacement", "acceleration", "speed", "force"],
            correct: 0,
            explanation:
              "Displacement is the sum of v × Δt over small intervals, which is the area under the v–t graph.",
            difficulty: "easy",
          },
          {
            text: "A ball is dropped from rest. How far does it fall in 3 s? (g = 9.8 m/s²)",
            options: ["29.4 m", "44.1 m", "88.2 m", "14.7 m"],
            correct: 1,
            explanation: "x = ½gt² = ½ × 9.8 × 3² = 4.9 × 9 = 44.1 m.",
            difficulty: "medium",
          },
          {
            text: "A car moving at 20 m/s brakes uniformly and stops in 50 m. What is the magnitude of its deceleration?",
            options: ["2 m/s²", "0.4 m/s²", "4 m/s²", "8 m/s²"],
            correct: 2,
            explanation:
              "v² = u² − 2ax gives 0 = 20² − 2a(50), so a = 400/100 = 4 m/s².",
            difficulty: "medium",
          },
          {
            text: "A ball is thrown vertically upward at 19.6 m/s. What maximum height does it reach? (g = 9.8 m/s²)",
            options: ["9.8 m", "39.2 m", "2 m", "19.6 m"],
            correct: 3,
            explanation:
              "At the top v = 0, so h = u²/(2g) = (19.6)²/(2 × 9.8) = 384.16/19.6 = 19.6 m.",
            difficulty: "medium",
          },
          {
            text: "A body starts from rest with a uniform acceleration of 4 m/s². How far does it travel during the 3rd second of its motion?",
            options: ["18 m", "10 m", "8 m", "12 m"],
            correct: 1,
            explanation:
              "Distance in 3 s = ½ × 4 × 3² = 18 m; in 2 s = ½ × 4 × 2² = 8 m. So the distance in the 3rd second is 18 − 8 = 10 m.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Graphing a Real Journey",
          instructions:
            "Record the time and approximate position every 30 seconds during a short walk, cycle ride or bus journey. Draw its position–time graph, estimate the velocity in each part from the slopes, and sketch the matching velocity–time graph with a short explanation.",
          maxMarks: 20,
        },
      },
      {
        title: "Motion in a Plane",
        summary:
          "Introduces vectors, their addition and resolution into components, and uses them to describe motion in two dimensions. It analyses projectile motion and uniform circular motion.",
        lessons: [
          {
            title: "Scalars, Vectors and Their Addition",
            minutes: 15,
            summary:
              "A scalar has only magnitude, while a vector has both magnitude and direction. Vectors add by the triangle or parallelogram law; two vectors A and B at angle θ have a resultant of magnitude √(A² + B² + 2AB cos θ). A vector can be resolved into components, A = Aₓî + A_yĵ, with magnitude √(Aₓ² + A_y²), so 3î + 4ĵ has magnitude 5.",
          },
          {
            title: "Projectile Motion",
            minutes: 17,
            summary:
              "A projectile moves with constant horizontal velocity u cos θ and constant downward acceleration g, so its path is a parabola. Its time of flight is T = 2u sin θ/g, its maximum height is H = u² sin²θ/(2g), and its horizontal range is R = u² sin 2θ/g. The range is greatest at θ = 45°, and angles θ and 90° − θ give the same range.",
          },
          {
            title: "Uniform Circular Motion",
            minutes: 13,
            summary:
              "An object moving in a circle at constant speed is still accelerating, because its direction of velocity keeps changing. This centripetal acceleration points towards the centre and has magnitude a = v²/r = ω²r, where ω = v/r is the angular speed. One revolution takes time T = 2π/ω.",
          },
        ],
        questions: [
          {
            text: "What is the magnitude of the vector 3î + 4ĵ?",
            options: ["7", "5", "1", "12"],
            correct: 1,
            explanation: "|A| = √(3² + 4²) = √25 = 5.",
            difficulty: "easy",
          },
          {
            text: "For a given launch speed on level ground, at what angle of projection is the horizontal range maximum?",
            options: ["30°", "60°", "90°", "45°"],
            correct: 3,
            explanation:
              "R = u² sin 2θ/g is greatest when sin 2θ = 1, i.e. 2θ = 90° and θ = 45°.",
            difficulty: "easy",
          },
          {
            text: "A car moves at a constant 10 m/s around a circular track of radius 50 m. What is its centripetal acceleration?",
            options: ["2 m/s²", "0.2 m/s²", "5 m/s²", "500 m/s²"],
            correct: 0,
            explanation:
              "a = v²/r = 10²/50 = 100/50 = 2 m/s², directed towards the centre.",
            difficulty: "medium",
          },
          {
            text: "A ball is projected at 20 m/s at 30° above the horizontal. What is its time of flight? (g = 9.8 m/s²)",
            options: ["1.02 s", "4.08 s", "2.04 s", "3.53 s"],
            correct: 2,
            explanation: "T = 2u sin θ/g = 2 × 20 × 0.5/9.8 = 20/9.8 ≈ 2.04 s.",
            difficulty: "medium",
          },
          {
            text: "A ball is projected at 20 m/s at 45° to the horizontal. What is its horizontal range on level ground? (g = 9.8 m/s²)",
            options: ["20.4 m", "40.8 m", "81.6 m", "28.9 m"],
            correct: 1,
            explanation:
              "R = u² sin 2θ/g = 400 × sin 90°/9.8 = 400/9.8 ≈ 40.8 m.",
            difficulty: "medium",
          },
          {
            text: "Two forces of 3 N and 4 N act at a point with an angle of 60° between them. What is the magnitude of their resultant?",
            options: ["5 N", "7 N", "√13 N", "√37 N"],
            correct: 3,
            explanation:
              "R = √(A² + B² + 2AB cos θ) = √(9 + 16 + 2 × 3 × 4 × 0.5) = √(25 + 12) = √37 ≈ 6.1 N.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Laws of Motion",
        summary:
          "Develops Newton's three laws of motion, momentum, impulse and the conservation of momentum. It applies them to equilibrium, friction, circular motion and connected bodies using free-body diagrams.",
        lessons: [
          {
            title: "Newton's First and Second Laws",
            minutes: 15,
            summary:
              "Newton's first law says a body stays at rest or in uniform straight-line motion unless an external force acts on it; this property is inertia, and mass is its measure. The second law says the rate of change of momentum equals the net force: F = dp/dt = ma for constant mass. Impulse, the product of force and time, equals the change in momentum, which is why catching a ball with moving hands (longer time) reduces the force.",
          },
          {
            title: "Third Law and Conservation of Momentum",
            minutes: 14,
            summary:
              "Newton's third law states that forces always occur in pairs: if A pushes B, B pushes A with an equal and opposite force, and the two forces act on different bodies. As a result, the total momentum of an isolated system is conserved. When a gun fires a bullet, the gun recoils so that m_gun v_gun = m_bullet v_bullet in magnitude.",
          },
          {
            title: "Friction and Circular Motion",
            minutes: 17,
            summary:
              "Static friction adjusts to oppose impending motion, up to a maximum f = μₛN, and kinetic friction is f = μₖN once sliding starts, with μₖ usually less than μₛ. A body moving in a circle needs a net inward force mv²/r; on a level road this comes from friction, giving a maximum safe speed v = √(μₛrg). Banking a road lets a component of the normal force supply part of this centripetal force.",
          },
        ],
        questions: [
          {
            text: "What net force is needed to give a 5 kg mass an acceleration of 2 m/s²?",
            options: ["2.5 N", "7 N", "10 N", "3 N"],
            correct: 2,
            explanation: "F = ma = 5 × 2 = 10 N.",
            difficulty: "easy",
          },
          {
            text: "Which quantity is a measure of the inertia of a body?",
            options: ["Mass", "Velocity", "Weight", "Acceleration"],
            correct: 0,
            explanation:
              "Inertia is resistance to change in motion, and mass measures it: the larger the mass, the smaller the acceleration for a given force.",
            difficulty: "easy",
          },
          {
            text: "A 4 kg gun fires a 0.02 kg bullet at 400 m/s. What is the recoil speed of the gun?",
            options: ["0.2 m/s", "8 m/s", "20 m/s", "2 m/s"],
            correct: 3,
            explanation:
              "Momentum is conserved from zero: 4 × v = 0.02 × 400 = 8, so v = 2 m/s, opposite to the bullet.",
            difficulty: "medium",
          },
          {
            text: "A 0.15 kg ball moving at 12 m/s is hit straight back at 12 m/s. What is the magnitude of the impulse given to it?",
            options: ["1.8 N s", "3.6 N s", "0 N s", "24 N s"],
            correct: 1,
            explanation:
              "Impulse = change in momentum = 0.15 × 12 − (−0.15 × 12) = 1.8 + 1.8 = 3.6 N s.",
            difficulty: "medium",
          },
          {
            text: "A 10 kg block rests on a horizontal floor with coefficient of static friction 0.4. What minimum horizontal force will start it moving? (g = 9.8 m/s²)",
            options: ["39.2 N", "98 N", "4 N", "24.5 N"],
            correct: 0,
            explanation:
              "Maximum static friction = μₛN = μₛmg = 0.4 × 10 × 9.8 = 39.2 N, so a force just above this is needed.",
            difficulty: "medium",
          },
          {
            text: "A 60 kg person stands on a weighing machine in a lift accelerating upward at 2 m/s². What force does the machine exert on the person? (g = 9.8 m/s²)",
            options: ["588 N", "468 N", "708 N", "120 N"],
            correct: 2,
            explanation:
              "N − mg = ma, so N = m(g + a) = 60 × (9.8 + 2) = 60 × 11.8 = 708 N.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Work, Energy and Power",
        summary:
          "Defines work done by a force and kinetic and potential energy, and proves the work–energy theorem. It discusses conservation of mechanical energy, the potential energy of a spring, power, and elastic and inelastic collisions.",
        lessons: [
          {
            title: "Work and the Work–Energy Theorem",
            minutes: 14,
            summary:
              "Work done by a constant force is W = F·d = Fd cos θ, where θ is the angle between force and displacement; it is zero when they are perpendicular and negative when the force opposes motion. Kinetic energy is K = ½mv². The work–energy theorem states that the net work done on a body equals the change in its kinetic energy.",
          },
          {
            title: "Potential Energy and Conservation of Mechanical Energy",
            minutes: 16,
            summary:
              "Potential energy is stored energy of position or configuration: mgh near Earth's surface and ½kx² for a spring stretched or compressed by x. For conservative forces the total mechanical energy K + U stays constant. So a body falling from rest through height h reaches speed v = √(2gh).",
          },
          {
            title: "Power and Collisions",
            minutes: 15,
            summary:
              "Power is the rate of doing work, P = W/t = Fv, measured in watts (1 W = 1 J/s). In every collision the total linear momentum is conserved. In an elastic collision kinetic energy is also conserved, while in an inelastic collision some is converted to heat, sound or deformation. In a one-dimensional elastic collision of equal masses with one at rest, the two bodies exchange velocities.",
          },
        ],
        questions: [
          {
            text: "A force of 10 N moves a body 5 m, acting at 60° to the direction of motion. How much work does it do?",
            options: ["50 J", "43.3 J", "25 J", "12.5 J"],
            correct: 2,
            explanation: "W = Fd cos θ = 10 × 5 × cos 60° = 50 × 0.5 = 25 J.",
            difficulty: "easy",
          },
          {
            text: "What is the kinetic energy of a 2 kg ball moving at 3 m/s?",
            options: ["9 J", "6 J", "18 J", "3 J"],
            correct: 0,
            explanation: "K = ½mv² = ½ × 2 × 3² = 9 J.",
            difficulty: "easy",
          },
          {
            text: "A spring of spring constant 200 N/m is compressed by 0.1 m. How much potential energy does it store?",
            options: ["20 J", "10 J", "2 J", "1 J"],
            correct: 3,
            explanation: "U = ½kx² = ½ × 200 × (0.1)² = 100 × 0.01 = 1 J.",
            difficulty: "medium",
          },
          {
            text: "A motor lifts a 50 kg load through 10 m in 5 s at steady speed. What is its power output? (g = 9.8 m/s²)",
            options: ["4900 W", "980 W", "490 W", "100 W"],
            correct: 1,
            explanation: "P = mgh/t = 50 × 9.8 × 10/5 = 4900/5 = 980 W.",
            difficulty: "medium",
          },
          {
            text: "A 1 kg stone is dropped from a height of 20 m. Ignoring air resistance, what is its speed just before it hits the ground? (g = 9.8 m/s²)",
            options: ["14 m/s", "196 m/s", "19.8 m/s", "9.8 m/s"],
            correct: 2,
            explanation:
              "mgh = ½mv², so v = √(2gh) = √(2 × 9.8 × 20) = √392 ≈ 19.8 m/s.",
            difficulty: "medium",
          },
          {
            text: "A ball moving at speed v collides head-on elastically with an identical ball at rest. What happens after the collision?",
            options: [
              "Both move together at v/2",
              "The first ball rebounds at speed v and the second stays at rest",
              "Both move forward at v",
              "The first ball stops and the second moves off at v",
            ],
            correct: 3,
            explanation:
              "Conserving both momentum (mv = mv₁ + mv₂) and kinetic energy for equal masses gives v₁ = 0 and v₂ = v: the balls exchange velocities.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Measuring Your Own Power",
          instructions:
            "Time yourself running up a flight of stairs and measure the vertical height of the stairs. Using your mass, calculate the work done against gravity and your power in watts, show all steps with g = 9.8 m/s², and compare the result with the power of a household appliance.",
          maxMarks: 15,
        },
      },
      {
        title: "System of Particles and Rotational Motion",
        summary:
          "Introduces the centre of mass of a system and its motion, then rotational quantities: angular velocity, torque, angular momentum and moment of inertia. It covers equilibrium of rigid bodies and the dynamics of rotation about a fixed axis.",
        lessons: [
          {
            title: "Centre of Mass",
            minutes: 14,
            summary:
              "The centre of mass of a system of particles is the mass-weighted average position, x_cm = (m₁x₁ + m₂x₂ + …)/(m₁ + m₂ + …). It moves as if all the mass were concentrated there and all external forces acted there, so internal forces cannot change its motion. For a uniform symmetric body, such as a ring or rod, it lies at the geometric centre.",
          },
          {
            title: "Torque, Angular Momentum and Equilibrium",
            minutes: 16,
            summary:
              "Torque, the turning effect of a force, is τ = r × F, with magnitude rF sin θ; a 20 N force applied perpendicular at 0.5 m gives 10 N m. Angular momentum is L = r × p, and τ = dL/dt. A rigid body is in equilibrium when the net force and the net torque on it are both zero, which is the principle behind a balanced see-saw: m₁gd₁ = m₂gd₂.",
          },
          {
            title: "Moment of Inertia and Rotational Dynamics",
            minutes: 17,
            summary:
              "For rotation about a fixed axis, the moment of inertia I = Σmr² plays the role of mass, so τ = Iα, L = Iω and rotational kinetic energy is ½Iω². If no external torque acts, L = Iω is conserved. That is why a skater spins faster when she pulls her arms in: I decreases, so ω increases.",
          },
        ],
        questions: [
          {
            text: "A 2 kg mass is at x = 0 and a 3 kg mass at x = 5 m. Where is their centre of mass?",
            options: ["x = 2.5 m", "x = 3 m", "x = 2 m", "x = 1.5 m"],
            correct: 1,
            explanation:
              "x_cm = (2 × 0 + 3 × 5)/(2 + 3) = 15/5 = 3 m, closer to the heavier mass.",
            difficulty: "easy",
          },
          {
            text: "A 20 N force is applied perpendicular to a spanner at 0.5 m from the bolt. What torque does it produce?",
            options: ["40 N m", "20.5 N m", "10 N m", "0.025 N m"],
            correct: 2,
            explanation: "τ = rF sin 90° = 0.5 × 20 = 10 N m.",
            difficulty: "easy",
          },
          {
            text: "A spinning ice skater pulls her arms close to her body. Why does she spin faster?",
            options: [
              "Her angular momentum is conserved and her moment of inertia decreases",
              "Her moment of inertia increases",
              "Pulling in her arms produces an external torque",
              "Her rotational kinetic energy stays constant",
            ],
            correct: 0,
            explanation:
              "With no external torque L = Iω is constant. Pulling the arms in reduces I, so ω must increase.",
            difficulty: "medium",
          },
          {
            text: "A wheel with moment of inertia 2 kg m² rotates at 10 rad/s. What is its rotational kinetic energy?",
            options: ["20 J", "200 J", "10 J", "100 J"],
            correct: 3,
            explanation: "K = ½Iω² = ½ × 2 × 10² = 100 J.",
            difficulty: "medium",
          },
          {
            text: "A 30 kg child sits 2 m from the pivot of a see-saw. How far from the pivot, on the other side, must a 40 kg child sit to balance it?",
            options: ["2.67 m", "1.5 m", "1.33 m", "2 m"],
            correct: 1,
            explanation:
              "For rotational equilibrium the torques balance: 30g × 2 = 40g × d, so d = 60/40 = 1.5 m.",
            difficulty: "medium",
          },
          {
            text: "A body rotates freely with no external torque. If its moment of inertia is halved, what happens to its rotational kinetic energy?",
            options: [
              "It is halved",
              "It stays the same",
              "It doubles",
              "It becomes four times",
            ],
            correct: 2,
            explanation:
              "L is conserved, so ω doubles when I halves. K = ½Iω² = L²/(2I), so halving I doubles K; the extra energy comes from the work done in pulling mass inward.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Gravitation",
        summary:
          "Covers Kepler's laws of planetary motion, Newton's universal law of gravitation and the acceleration due to gravity and its variation. It also treats gravitational potential energy, escape speed and the motion of Earth satellites.",
        lessons: [
          {
            title: "Kepler's Laws and the Universal Law of Gravitation",
            minutes: 16,
            summary:
              "Kepler found that planets move in ellipses with the Sun at one focus, that the line from the Sun to a planet sweeps out equal areas in equal times, and that T² ∝ a³. Newton explained these with F = Gm₁m₂/r², where G = 6.67 × 10⁻¹¹ N m² kg⁻². The law of areas follows from conservation of angular momentum, because gravity is a central force.",
          },
          {
            title: "Acceleration Due to Gravity",
            minutes: 14,
            summary:
              "At Earth's surface g = GM/R², about 9.8 m/s². Above the surface at height h, g(h) = GM/(R + h)², so at h = R it falls to g/4; for small h it decreases approximately as g(1 − 2h/R). Below the surface at depth d, g(d) = g(1 − d/R), becoming zero at the centre.",
          },
          {
            title:
              "Gravitational Potential Energy, Escape Speed and Satellites",
            minutes: 17,
            summary:
              "The gravitational potential energy of mass m at distance r from the centre of Earth is −GMm/r, taking zero at infinity. The minimum speed needed to escape Earth's gravity from its surface is vₑ = √(2gR), about 11.2 km/s. A satellite in a low circular orbit moves at v = √(gR), about 7.9 km/s, so vₑ = √2 times the orbital speed near the surface.",
          },
        ],
        questions: [
          {
            text: "If the distance between two point masses is doubled, the gravitational force between them becomes:",
            options: ["half", "double", "one-fourth", "four times"],
            correct: 2,
            explanation:
              "F ∝ 1/r², so doubling r makes the force 1/2² = 1/4 of its original value.",
            difficulty: "easy",
          },
          {
            text: "Approximately what is the escape speed from the surface of Earth?",
            options: ["11.2 km/s", "7.9 km/s", "3 km/s", "42 km/s"],
            correct: 0,
            explanation:
              "vₑ = √(2gR) ≈ 11.2 km/s. 7.9 km/s is the speed of a satellite in a low circular orbit.",
            difficulty: "easy",
          },
          {
            text: "Kepler's second law (the law of areas) is a consequence of the conservation of:",
            options: ["energy", "linear momentum", "mass", "angular momentum"],
            correct: 3,
            explanation:
              "Gravity acts along the line to the Sun, so it exerts no torque about the Sun. The planet's angular momentum is conserved, which makes the areal velocity constant.",
            difficulty: "medium",
          },
          {
            text: "A planet's orbit has 4 times the radius of another planet's orbit around the same star. How does its period compare?",
            options: ["4 times", "8 times", "16 times", "2 times"],
            correct: 1,
            explanation: "T² ∝ r³, so T ∝ r^(3/2) = 4^(3/2) = 8.",
            difficulty: "medium",
          },
          {
            text: "What is the acceleration due to gravity at a height above Earth's surface equal to Earth's radius R?",
            options: ["g/2", "g", "g/4", "2g"],
            correct: 2,
            explanation:
              "g(h) = GM/(R + h)². At h = R this is GM/(2R)² = (GM/R²)/4 = g/4.",
            difficulty: "medium",
          },
          {
            text: "Estimate the speed of a satellite orbiting just above Earth's surface. (g = 9.8 m/s², R = 6.4 × 10⁶ m)",
            options: ["11.2 km/s", "3.1 km/s", "9.8 km/s", "7.9 km/s"],
            correct: 3,
            explanation:
              "Gravity provides the centripetal force: mv²/R = mg, so v = √(gR) = √(9.8 × 6.4 × 10⁶) = √(6.27 × 10⁷) ≈ 7.9 × 10³ m/s.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Mechanical Properties of Solids",
        summary:
          "Explains elasticity and plasticity, stress and strain, Hooke's law and the stress–strain curve. It defines Young's modulus, shear modulus and bulk modulus and shows how elastic behaviour matters in engineering design.",
        lessons: [
          {
            title: "Stress, Strain and Hooke's Law",
            minutes: 14,
            summary:
              "Stress is the restoring force per unit area inside a deformed body (unit N/m² or Pa), and strain is the fractional change in size, such as ΔL/L, so it has no units. Within the elastic limit stress is proportional to strain (Hooke's law). The stress–strain curve shows the proportional limit, yield point, and the ultimate tensile strength beyond which the material fractures.",
          },
          {
            title: "Elastic Moduli",
            minutes: 16,
            summary:
              "Young's modulus Y = (F/A)/(ΔL/L) describes stretching or compression; for steel it is about 2 × 10¹¹ Pa. Shear modulus G relates tangential stress to shear strain, and bulk modulus B = −p/(ΔV/V) describes the volume change under uniform pressure. Steel is called more elastic than rubber because it has a much larger modulus: the same stress produces much less strain.",
          },
          {
            title: "Elastic Behaviour in Practice",
            minutes: 12,
            summary:
              "Engineers choose materials and shapes using elastic moduli. Crane ropes are given a cross-section large enough to keep stress well below the elastic limit, and are made of many thin wires for flexibility. Beams are made I-shaped because bending depends strongly on depth, and elastic limits of rock also limit how high a mountain can be.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of stress?",
            options: ["N", "N/m", "N m", "N/m²"],
            correct: 3,
            explanation:
              "Stress is force per unit area, so its unit is N/m², also called the pascal (Pa).",
            difficulty: "easy",
          },
          {
            text: "Strain is:",
            options: [
              "measured in metres",
              "a dimensionless ratio",
              "measured in N/m²",
              "measured in joules",
            ],
            correct: 1,
            explanation:
              "Strain is the change in a dimension divided by the original dimension (e.g. ΔL/L), so it has no units.",
            difficulty: "easy",
          },
          {
            text: "A wire 2 m long with a cross-section of 1 mm² stretches by 1 mm under a load of 100 N. What is its Young's modulus?",
            options: [
              "2 × 10¹¹ Pa",
              "1 × 10¹¹ Pa",
              "2 × 10⁸ Pa",
              "5 × 10¹⁰ Pa",
            ],
            correct: 0,
            explanation:
              "Stress = 100/(1 × 10⁻⁶) = 1 × 10⁸ Pa. Strain = 1 × 10⁻³/2 = 5 × 10⁻⁴. Y = stress/strain = 1 × 10⁸/5 × 10⁻⁴ = 2 × 10¹¹ Pa.",
            difficulty: "medium",
          },
          {
            text: "Which modulus describes how much a material's volume changes under uniform pressure from all sides?",
            options: [
              "Young's modulus",
              "Shear modulus",
              "Bulk modulus",
              "Poisson's ratio",
            ],
            correct: 2,
            explanation:
              "Bulk modulus B = −p/(ΔV/V) relates hydraulic (uniform) stress to volume strain.",
            difficulty: "medium",
          },
          {
            text: "Why is steel said to be more elastic than rubber?",
            options: [
              "Steel stretches more for the same stress",
              "Steel has a larger elastic modulus, so it strains less for the same stress",
              "Rubber has no elastic limit",
              "Steel has a lower density",
            ],
            correct: 1,
            explanation:
              "Elasticity in physics means resistance to deformation. Steel's Young's modulus is far larger, so the same stress gives much smaller strain.",
            difficulty: "medium",
          },
          {
            text: "Two wires of the same material and length carry equal loads. Wire A has twice the radius of wire B. What is the ratio of extension of A to extension of B?",
            options: ["1 : 2", "2 : 1", "4 : 1", "1 : 4"],
            correct: 3,
            explanation:
              "ΔL = FL/(AY). Doubling the radius makes the area 4 times larger, so A stretches 1/4 as much: the ratio is 1 : 4.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Stretching a Rubber Band",
          instructions:
            "Hang known masses from a rubber band or spring and measure its length for at least six loads. Plot load against extension, identify the region where Hooke's law holds, and describe what happens to the shape of the graph at larger loads.",
          maxMarks: 20,
        },
      },
      {
        title: "Mechanical Properties of Fluids",
        summary:
          "Studies pressure in fluids, Pascal's law and hydraulic machines, and fluid flow through the equation of continuity and Bernoulli's principle. It also covers viscosity, Stokes' law, terminal velocity and surface tension.",
        lessons: [
          {
            title: "Pressure and Pascal's Law",
            minutes: 14,
            summary:
              "Pressure is force per unit area. In a liquid at rest, the pressure at depth h is P = Pₐ + ρgh, so it depends on depth and not on the shape of the container. Pascal's law states that pressure applied to an enclosed fluid is transmitted equally throughout it; in a hydraulic lift a small force on a small piston produces a larger force on a large piston, F₂ = F₁(A₂/A₁).",
          },
          {
            title: "Streamline Flow and Bernoulli's Principle",
            minutes: 16,
            summary:
              "For steady flow of an incompressible fluid, the equation of continuity Av = constant means the fluid speeds up where a pipe narrows. Bernoulli's principle, which follows from conservation of energy, states that P + ½ρv² + ρgh is constant along a streamline. So where a fluid moves faster its pressure is lower, which explains aerofoil lift and the working of a Venturi meter.",
          },
          {
            title: "Viscosity and Surface Tension",
            minutes: 16,
            summary:
              "Viscosity is internal friction between fluid layers. A small sphere falling through a viscous fluid feels a drag F = 6πηrv (Stokes' law) and reaches a terminal velocity proportional to r². Surface tension is the force per unit length (or energy per unit area) of a liquid surface; it makes drops spherical, since a sphere has the least surface area for a given volume, and it causes liquids to rise or fall in narrow tubes (capillarity).",
          },
        ],
        questions: [
          {
            text: "Water flows through a pipe that narrows to half its cross-sectional area. How does the water's speed in the narrow part compare?",
            options: [
              "It halves",
              "It stays the same",
              "It doubles",
              "It becomes four times",
            ],
            correct: 2,
            explanation:
              "By the equation of continuity A₁v₁ = A₂v₂. If A₂ = A₁/2 then v₂ = 2v₁.",
            difficulty: "easy",
          },
          {
            text: "Bernoulli's principle is based on the conservation of:",
            options: ["energy", "mass only", "momentum", "charge"],
            correct: 0,
            explanation:
              "Bernoulli's equation is the work–energy theorem applied to a moving fluid: pressure, kinetic and potential energy per unit volume add up to a constant.",
            difficulty: "easy",
          },
          {
            text: "What is the pressure due to water alone (excluding atmospheric pressure) at a depth of 10 m? (ρ = 1000 kg/m³, g = 9.8 m/s²)",
            options: ["9.8 × 10³ Pa", "1.0 × 10⁵ Pa", "9.8 Pa", "9.8 × 10⁴ Pa"],
            correct: 3,
            explanation:
              "P = ρgh = 1000 × 9.8 × 10 = 98 000 Pa = 9.8 × 10⁴ Pa.",
            difficulty: "medium",
          },
          {
            text: "In a hydraulic lift the small piston has area 0.01 m² and the large piston 0.5 m². A force of 100 N is applied to the small piston. What force acts on the large piston?",
            options: ["2 N", "5000 N", "500 N", "50 N"],
            correct: 1,
            explanation:
              "Pressure is the same on both pistons: F₂ = F₁ × A₂/A₁ = 100 × 0.5/0.01 = 100 × 50 = 5000 N.",
            difficulty: "medium",
          },
          {
            text: "Why do small liquid drops take a spherical shape?",
            options: [
              "Because of viscosity",
              "Because of gravity",
              "Surface tension makes the surface area as small as possible, and a sphere has the least area for a given volume",
              "Because the pressure inside is zero",
            ],
            correct: 2,
            explanation:
              "Surface energy is proportional to surface area, and a liquid minimises it. For a fixed volume, a sphere has the minimum surface area.",
            difficulty: "medium",
          },
          {
            text: "Two spherical raindrops of the same liquid fall through air at terminal velocity. If one has twice the radius of the other, how do their terminal velocities compare?",
            options: ["Equal", "2 : 1", "8 : 1", "4 : 1"],
            correct: 3,
            explanation:
              "From Stokes' law, terminal velocity vₜ = 2r²(ρ − σ)g/(9η), so vₜ ∝ r². Doubling r gives 4 times the terminal velocity.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Thermal Properties of Matter",
        summary:
          "Covers temperature and its scales, thermal expansion, specific heat capacity, calorimetry and latent heat. It explains heat transfer by conduction, convection and radiation, and Newton's law of cooling.",
        lessons: [
          {
            title: "Temperature, Scales and Thermal Expansion",
            minutes: 14,
            summary:
              "Temperature measures how hot a body is and decides the direction of heat flow. Celsius and Fahrenheit readings are related by F = (9/5)C + 32, and T(K) = C + 273.15; the two scales agree at −40°. Most substances expand when heated: a rod's length changes by ΔL = αLΔT, where α is the coefficient of linear expansion. Water is unusual, contracting as it is warmed from 0 °C to 4 °C.",
          },
          {
            title: "Specific Heat, Calorimetry and Latent Heat",
            minutes: 16,
            summary:
              "The heat needed to raise the temperature of mass m by ΔT is Q = mcΔT, where c is the specific heat capacity (about 4186 J kg⁻¹ K⁻¹ for water). In calorimetry, heat lost by hot bodies equals heat gained by cold bodies. During a change of state the temperature stays constant and Q = mL, where L is the latent heat; melting ice needs 3.34 × 10⁵ J/kg.",
          },
          {
            title: "Heat Transfer and Newton's Law of Cooling",
            minutes: 15,
            summary:
              "Conduction passes heat through a material by molecular collisions, at a rate H = KA(T₁ − T₂)/L. Convection carries heat by the bulk movement of a fluid, as in sea breezes, and radiation needs no medium, which is how the Sun's heat reaches Earth. Newton's law of cooling says a body's rate of cooling is proportional to the temperature difference between it and its surroundings, when that difference is small.",
          },
        ],
        questions: [
          {
            text: "What is 40 °C on the Fahrenheit scale?",
            options: ["72 °F", "104 °F", "40 °F", "108 °F"],
            correct: 1,
            explanation: "F = (9/5) × 40 + 32 = 72 + 32 = 104 °F.",
            difficulty: "easy",
          },
          {
            text: "By which mode does heat from the Sun reach Earth?",
            options: [
              "Conduction",
              "Convection",
              "Radiation",
              "Both conduction and convection",
            ],
            correct: 2,
            explanation:
              "Space is almost a vacuum. Radiation is the only mode of heat transfer that needs no material medium.",
            difficulty: "easy",
          },
          {
            text: "At what temperature do the Celsius and Fahrenheit scales give the same reading?",
            options: ["−40°", "0°", "32°", "−32°"],
            correct: 0,
            explanation:
              "Put F = C in F = (9/5)C + 32: C − (9/5)C = 32, so −(4/5)C = 32 and C = −40.",
            difficulty: "medium",
          },
          {
            text: "How much heat is needed to raise the temperature of 2 kg of water by 10 °C? (c = 4186 J kg⁻¹ K⁻¹)",
            options: ["4186 J", "8372 J", "41 860 J", "83 720 J"],
            correct: 3,
            explanation: "Q = mcΔT = 2 × 4186 × 10 = 83 720 J ≈ 8.4 × 10⁴ J.",
            difficulty: "medium",
          },
          {
            text: "How much heat is needed to melt 0.5 kg of ice at 0 °C into water at 0 °C? (L = 3.34 × 10⁵ J/kg)",
            options: [
              "1.67 × 10⁵ J",
              "3.34 × 10⁵ J",
              "6.68 × 10⁵ J",
              "1.67 × 10⁴ J",
            ],
            correct: 0,
            explanation:
              "Q = mL = 0.5 × 3.34 × 10⁵ = 1.67 × 10⁵ J. The temperature does not change during melting.",
            difficulty: "medium",
          },
          {
            text: "A steel rod 1 m long is heated through 50 K. By how much does it lengthen? (α = 1.2 × 10⁻⁵ K⁻¹)",
            options: ["6 mm", "0.06 mm", "1.2 mm", "0.6 mm"],
            correct: 3,
            explanation:
              "ΔL = αLΔT = 1.2 × 10⁻⁵ × 1 × 50 = 6 × 10⁻⁴ m = 0.6 mm.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Thermodynamics",
        summary:
          "Develops the zeroth and first laws of thermodynamics, internal energy, heat and work, and analyses isothermal, adiabatic, isobaric and isochoric processes. It introduces the second law, reversible processes and the Carnot engine.",
        lessons: [
          {
            title: "Thermal Equilibrium, Heat, Work and Internal Energy",
            minutes: 13,
            summary:
              "The zeroth law states that if two systems are each in thermal equilibrium with a third, they are in equilibrium with each other; this is what makes temperature a meaningful quantity. The internal energy U of a system is the sum of the kinetic and potential energies of its molecules and depends only on its state. Heat and work are two ways of transferring energy to or from a system, not properties of the system itself.",
          },
          {
            title: "The First Law and Thermodynamic Processes",
            minutes: 18,
            summary:
              "The first law is energy conservation: ΔQ = ΔU + ΔW, where ΔQ is heat supplied to the system and ΔW is work done by it. For a gas, work at constant pressure is W = PΔV. In an isothermal process of an ideal gas ΔU = 0; in an adiabatic process ΔQ = 0; in an isochoric (constant volume) process W = 0; and in an isobaric process the pressure stays constant.",
          },
          {
            title: "The Second Law and the Carnot Engine",
            minutes: 15,
            summary:
              "The second law says no engine can convert all the heat it takes in into work (Kelvin–Planck), and heat cannot flow by itself from a colder to a hotter body (Clausius). A Carnot engine works reversibly between two temperatures and has the highest possible efficiency, η = 1 − T₂/T₁, with temperatures in kelvin. An engine between 500 K and 300 K can therefore be at most 40% efficient.",
          },
        ],
        questions: [
          {
            text: "The zeroth law of thermodynamics leads to the concept of:",
            options: ["internal energy", "temperature", "entropy", "work"],
            correct: 1,
            explanation:
              "Bodies in thermal equilibrium with each other share a common property, temperature, which is what a thermometer measures.",
            difficulty: "easy",
          },
          {
            text: "A gas absorbs 500 J of heat and does 200 J of work. What is the change in its internal energy?",
            options: ["700 J", "−300 J", "300 J", "200 J"],
            correct: 2,
            explanation: "ΔU = ΔQ − ΔW = 500 − 200 = 300 J.",
            difficulty: "easy",
          },
          {
            text: "In an isothermal process involving an ideal gas, which quantity is zero?",
            options: [
              "Change in internal energy",
              "Heat supplied",
              "Work done",
              "Change in volume",
            ],
            correct: 0,
            explanation:
              "The internal energy of an ideal gas depends only on temperature. At constant temperature ΔU = 0, so any heat supplied equals the work done.",
            difficulty: "medium",
          },
          {
            text: "In an isochoric process, the work done by the gas is:",
            options: [
              "equal to the heat supplied",
              "maximum",
              "negative",
              "zero",
            ],
            correct: 3,
            explanation:
              "Isochoric means constant volume. Work W = PΔV, and ΔV = 0, so W = 0 and all heat goes into internal energy.",
            difficulty: "medium",
          },
          {
            text: "What is the efficiency of a Carnot engine working between 500 K and 300 K?",
            options: ["60%", "40%", "67%", "25%"],
            correct: 1,
            explanation: "η = 1 − T₂/T₁ = 1 − 300/500 = 0.4 = 40%.",
            difficulty: "medium",
          },
          {
            text: "A gas at a constant pressure of 1.0 × 10⁵ Pa expands from 2 L to 5 L while absorbing 800 J of heat. What is the change in its internal energy?",
            options: ["1100 J", "300 J", "800 J", "500 J"],
            correct: 3,
            explanation:
              "W = PΔV = 1.0 × 10⁵ × (3 × 10⁻³ m³) = 300 J. ΔU = ΔQ − W = 800 − 300 = 500 J.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Engines Around Us",
          instructions:
            "Choose one real heat engine or heat pump (for example a car engine, a pressure cooker's working, or a refrigerator) and explain where heat is absorbed, where it is rejected and where work is done. Relate your explanation to the first and second laws, and calculate the Carnot limit using realistic hot and cold temperatures.",
          maxMarks: 20,
        },
      },
      {
        title: "Kinetic Theory",
        summary:
          "Explains the behaviour of gases using the motion of molecules: the ideal gas equation, the kinetic interpretation of pressure and temperature, the law of equipartition of energy, specific heat capacities and mean free path.",
        lessons: [
          {
            title: "Molecular Nature of Matter and the Ideal Gas Equation",
            minutes: 13,
            summary:
              "Gases consist of many tiny molecules in random motion, far apart compared with their size. At low pressure and high temperature real gases obey the ideal gas equation PV = nRT, where R = 8.314 J mol⁻¹ K⁻¹. Boyle's law (PV constant at fixed T) and Charles' law (V ∝ T at fixed P) are special cases.",
          },
          {
            title: "Kinetic Interpretation of Pressure and Temperature",
            minutes: 16,
            summary:
              "Pressure comes from molecules colliding with the container walls, and kinetic theory gives P = (1/3)ρv²ᵣₘₛ. Combining this with PV = nRT shows that the average kinetic energy of a molecule is (3/2)kT, so temperature measures average molecular kinetic energy. Hence vᵣₘₛ = √(3RT/M): it grows as √T and is larger for lighter molecules.",
          },
          {
            title: "Equipartition of Energy and Specific Heats",
            minutes: 16,
            summary:
              "In equilibrium each degree of freedom of a molecule carries an average energy of ½kT. A monatomic gas has 3 (translational) degrees of freedom, so Cv = (3/2)R; a rigid diatomic gas has 5 (3 translational + 2 rotational), so Cv = (5/2)R, Cp = (7/2)R and γ = Cp/Cv = 1.4. The mean free path is the average distance a molecule travels between collisions, and it decreases as the gas gets denser.",
          },
        ],
        questions: [
          {
            text: "According to kinetic theory, the average kinetic energy of a gas molecule is proportional to:",
            options: [
              "the absolute temperature",
              "the square root of the temperature",
              "the pressure only",
              "the volume",
            ],
            correct: 0,
            explanation:
              "Average kinetic energy = (3/2)kT, directly proportional to the absolute temperature T.",
            difficulty: "easy",
          },
          {
            text: "What is the pressure of 2 mol of an ideal gas at 300 K in a volume of 0.05 m³? (R = 8.314 J mol⁻¹ K⁻¹)",
            options: [
              "1.0 × 10⁴ Pa",
              "5.0 × 10³ Pa",
              "2.5 × 10⁵ Pa",
              "1.0 × 10⁵ Pa",
            ],
            correct: 3,
            explanation:
              "P = nRT/V = 2 × 8.314 × 300/0.05 = 4988.4/0.05 ≈ 99 800 Pa ≈ 1.0 × 10⁵ Pa.",
            difficulty: "easy",
          },
          {
            text: "What is the ratio of the rms speeds of the molecules of a gas at 300 K and at 1200 K?",
            options: ["1 : 4", "1 : 2", "4 : 1", "1 : 16"],
            correct: 1,
            explanation:
              "vᵣₘₛ ∝ √T, so the ratio is √(300/1200) = √(1/4) = 1/2.",
            difficulty: "medium",
          },
          {
            text: "How many degrees of freedom does a rigid diatomic molecule have at ordinary temperatures?",
            options: ["3", "6", "5", "7"],
            correct: 2,
            explanation:
              "It has 3 translational and 2 rotational degrees of freedom; rotation about the line joining the atoms does not count, and vibration is not excited.",
            difficulty: "medium",
          },
          {
            text: "What is the ratio of specific heats γ = Cp/Cv for a rigid diatomic ideal gas?",
            options: ["1.67", "1.33", "1.0", "1.4"],
            correct: 3,
            explanation:
              "With 5 degrees of freedom, Cv = (5/2)R and Cp = Cv + R = (7/2)R, so γ = 7/5 = 1.4.",
            difficulty: "medium",
          },
          {
            text: "At the same temperature, how many times faster is the rms speed of hydrogen (H₂, molar mass 2 g/mol) than that of oxygen (O₂, 32 g/mol)?",
            options: ["16", "2", "4", "8"],
            correct: 2,
            explanation: "vᵣₘₛ = √(3RT/M), so v(H₂)/v(O₂) = √(32/2) = √16 = 4.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Oscillations",
        summary:
          "Describes periodic and oscillatory motion and defines simple harmonic motion (SHM) with its displacement, velocity, acceleration and energy. It applies SHM to a mass on a spring and a simple pendulum.",
        lessons: [
          {
            title: "Periodic Motion and Simple Harmonic Motion",
            minutes: 14,
            summary:
              "Motion that repeats at regular intervals is periodic; its period T is the time for one repetition and its frequency is ν = 1/T. In simple harmonic motion the displacement is x(t) = A cos(ωt + φ), where A is the amplitude, ω = 2π/T is the angular frequency and φ is the phase constant. SHM is the projection of uniform circular motion onto a diameter.",
          },
          {
            title: "Velocity, Acceleration and Energy in SHM",
            minutes: 16,
            summary:
              "In SHM the velocity is v = −ωA sin(ωt + φ), greatest (ωA) at the mean position and zero at the extremes. The acceleration is a = −ω²x, always directed towards the mean position and proportional to displacement; this is the defining property of SHM. The total energy ½kA² stays constant, shifting between kinetic and potential; they are equal at x = A/√2.",
          },
          {
            title: "Spring–Mass System and the Simple Pendulum",
            minutes: 16,
            summary:
              "A mass m on a spring of constant k feels a restoring force F = −kx, so it performs SHM with ω = √(k/m) and T = 2π√(m/k). A simple pendulum of length L swinging through small angles has T = 2π√(L/g), independent of the mass of the bob. A 1 m pendulum therefore has a period of about 2 s.",
          },
        ],
        questions: [
          {
            text: "A body completes one oscillation every 0.25 s. What is its frequency?",
            options: ["0.25 Hz", "2.5 Hz", "4 Hz", "25 Hz"],
            correct: 2,
            explanation: "ν = 1/T = 1/0.25 = 4 Hz.",
            difficulty: "easy",
          },
          {
            text: "In simple harmonic motion, the acceleration of the particle is:",
            options: [
              "constant",
              "proportional to the displacement and directed towards the mean position",
              "proportional to the velocity",
              "greatest at the mean position",
            ],
            correct: 1,
            explanation:
              "SHM is defined by a = −ω²x: acceleration is proportional to displacement and opposite to it, pointing towards the mean position.",
            difficulty: "easy",
          },
          {
            text: "What is the approximate period of a simple pendulum 1 m long? (g = 9.8 m/s²)",
            options: ["2.0 s", "1.0 s", "3.1 s", "0.5 s"],
            correct: 0,
            explanation:
              "T = 2π√(L/g) = 2 × 3.14 × √(1/9.8) ≈ 6.28 × 0.319 ≈ 2.0 s.",
            difficulty: "medium",
          },
          {
            text: "A 1 kg mass oscillates on a spring with k = 100 N/m. What is the period of oscillation?",
            options: ["10 s", "0.1 s", "6.28 s", "0.628 s"],
            correct: 3,
            explanation:
              "ω = √(k/m) = √100 = 10 rad/s, so T = 2π/ω = 6.28/10 ≈ 0.628 s.",
            difficulty: "medium",
          },
          {
            text: "A particle in SHM has amplitude 0.05 m and angular frequency 20 rad/s. What is its maximum speed?",
            options: ["0.25 m/s", "1 m/s", "4 m/s", "20 m/s"],
            correct: 1,
            explanation:
              "v_max = ωA = 20 × 0.05 = 1 m/s, reached at the mean position.",
            difficulty: "medium",
          },
          {
            text: "At what displacement from the mean position are the kinetic and potential energies of a particle in SHM equal? (A = amplitude)",
            options: ["A/2", "A", "A/√2", "A/4"],
            correct: 2,
            explanation:
              "PE = ½kx² and KE = ½k(A² − x²). Setting them equal gives x² = A² − x², so x² = A²/2 and x = A/√2.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Investigating a Simple Pendulum",
          instructions:
            "Make a pendulum with a string and a small heavy bob. Time 20 oscillations for at least five different lengths, tabulate L and T², plot T² against L, and use the slope to estimate g. Comment on whether changing the mass of the bob affects the period.",
          maxMarks: 25,
        },
      },
      {
        title: "Waves",
        summary:
          "Explains transverse and longitudinal waves, the mathematical description of a travelling wave, and the speed of waves on strings and of sound. It covers superposition, reflection, standing waves in strings and pipes, and beats.",
        lessons: [
          {
            title: "Transverse and Longitudinal Waves",
            minutes: 14,
            summary:
              "A wave carries energy and a pattern of disturbance without carrying the medium along. In transverse waves the particles move perpendicular to the direction of travel, as on a string; in longitudinal waves, such as sound in air, they move along it, forming compressions and rarefactions. A travelling wave can be written y = a sin(kx − ωt), where k = 2π/λ and ω = 2πν, and its speed is v = νλ = ω/k.",
          },
          {
            title: "Speed of Waves",
            minutes: 14,
            summary:
              "The speed of a transverse wave on a stretched string is v = √(T/μ), where T is the tension and μ the mass per unit length. Sound in a fluid travels at v = √(B/ρ). Newton assumed isothermal compressions and got too low a value for air; Laplace corrected this by treating them as adiabatic, giving v = √(γP/ρ), about 331 m/s at 0 °C.",
          },
          {
            title: "Superposition, Standing Waves and Beats",
            minutes: 18,
            summary:
              "When waves overlap, the resultant displacement is the sum of the individual displacements. Waves reflected back and forth form standing waves with fixed nodes: a string fixed at both ends or a pipe open at both ends has frequencies ν = nv/(2L), while a pipe closed at one end has only odd harmonics, ν = (2n − 1)v/(4L). Two sounds of slightly different frequencies ν₁ and ν₂ produce beats, a rise and fall in loudness at |ν₁ − ν₂| times per second.",
          },
        ],
        questions: [
          {
            text: "A sound wave of frequency 340 Hz travels at 340 m/s. What is its wavelength?",
            options: ["340 m", "0.5 m", "1 m", "2 m"],
            correct: 2,
            explanation: "λ = v/ν = 340/340 = 1 m.",
            difficulty: "easy",
          },
          {
            text: "Sound waves travelling through air are:",
            options: [
              "longitudinal",
              "transverse",
              "electromagnetic",
              "a mixture of transverse and longitudinal",
            ],
            correct: 0,
            explanation:
              "Air particles oscillate along the direction the sound travels, creating compressions and rarefactions, so sound in air is longitudinal.",
            difficulty: "easy",
          },
          {
            text: "A string under a tension of 100 N has a mass per unit length of 0.01 kg/m. What is the speed of transverse waves on it?",
            options: ["10 m/s", "1000 m/s", "10 000 m/s", "100 m/s"],
            correct: 3,
            explanation: "v = √(T/μ) = √(100/0.01) = √10 000 = 100 m/s.",
            difficulty: "medium",
          },
          {
            text: "Two tuning forks of frequencies 256 Hz and 260 Hz are sounded together. How many beats are heard per second?",
            options: ["4", "2", "258", "516"],
            correct: 0,
            explanation:
              "Beat frequency = |ν₁ − ν₂| = 260 − 256 = 4 beats per second.",
            difficulty: "medium",
          },
          {
            text: "A string 0.5 m long is fixed at both ends, and waves travel on it at 200 m/s. What is its fundamental frequency?",
            options: ["100 Hz", "200 Hz", "400 Hz", "50 Hz"],
            correct: 1,
            explanation:
              "For the fundamental the string is half a wavelength long: ν = v/(2L) = 200/(2 × 0.5) = 200 Hz.",
            difficulty: "medium",
          },
          {
            text: "A pipe 0.85 m long is closed at one end. If sound travels at 340 m/s, what is the frequency of its first overtone?",
            options: ["200 Hz", "100 Hz", "400 Hz", "300 Hz"],
            correct: 3,
            explanation:
              "A closed pipe's fundamental is v/(4L) = 340/3.4 = 100 Hz, and only odd harmonics occur. The first overtone is the third harmonic, 3 × 100 = 300 Hz.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 11,
    slug: "chemistry",
    name: "Chemistry",
    description:
      "Class 11 chemistry covering the mole concept, atomic structure, periodicity, bonding, thermodynamics, equilibrium, redox reactions and the foundations of organic chemistry.",
    color: "orange",
    isFree: false,
    textbook:
      "Chemistry — Textbook for Class XI, Part I and Part II (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Some Basic Concepts of Chemistry",
        summary:
          "Introduces the nature of matter, SI units, significant figures and the laws of chemical combination. It builds the mole concept, atomic and molecular masses, empirical formulae, stoichiometry, limiting reagents and ways of expressing concentration.",
        lessons: [
          {
            title: "Matter, Measurement and the Laws of Chemical Combination",
            minutes: 15,
            summary:
              "Matter can be classified as elements, compounds and mixtures, and is measured in SI units with results reported to the correct number of significant figures. The law of conservation of mass, the law of definite proportions, the law of multiple proportions and Gay Lussac's law of gaseous volumes led Dalton to propose that matter is made of indivisible atoms that combine in simple whole-number ratios. Avogadro's law states that equal volumes of gases at the same temperature and pressure contain equal numbers of molecules.",
          },
          {
            title: "The Mole Concept and Molar Mass",
            minutes: 16,
            summary:
              "One mole is the amount of substance containing 6.022 × 10²³ particles (the Avogadro constant). The molar mass is the mass of one mole in grams, numerically equal to the atomic or molecular mass in u; for water it is 18 g/mol, so 36 g of water is 2 mol. Percentage composition of a compound leads to its empirical formula (the simplest whole-number ratio of atoms), and the molar mass then gives the molecular formula.",
          },
          {
            title: "Stoichiometry, Limiting Reagent and Concentration",
            minutes: 17,
            summary:
              "A balanced equation gives the mole ratios in which substances react, for example CH₄ + 2O₂ → CO₂ + 2H₂O. The reactant that is used up first is the limiting reagent, and it decides how much product forms. Concentration of solutions can be expressed as mass percent, mole fraction, molarity (moles of solute per litre of solution) and molality (moles of solute per kilogram of solvent).",
          },
        ],
        questions: [],
        assignment: {
          title: "Mole Calculations from the Kitchen",
          instructions:
            "Choose three substances found at home (for example table salt, sugar and baking soda). Write each one's chemical formula, calculate its molar mass, and find the number of moles and molecules in a teaspoon (about 5 g) of it, showing all working.",
          maxMarks: 15,
        },
      },
      {
        title: "Structure of Atom",
        summary:
          "Traces the discovery of subatomic particles and early atomic models, then the evidence from electromagnetic radiation and atomic spectra that led to Bohr's model. It develops the quantum mechanical model, quantum numbers, orbitals and electronic configurations.",
        lessons: [
          {
            title: "Subatomic Particles and Early Atomic Models",
            minutes: 14,
            summary:
              "Cathode ray experiments revealed the electron, and anode rays revealed positive particles; the neutron was found later by Chadwick. Thomson pictured the atom as a positive sphere with embedded electrons, but Rutherford's alpha-particle scattering showed that the positive charge and most of the mass are packed into a tiny nucleus. The atomic number Z is the number of protons, the mass number A is protons plus neutrons, and isotopes have the same Z but different A.",
          },
          {
            title: "Quantum Ideas and Bohr's Model",
            minutes: 17,
            summary:
              "Planck proposed that radiation is emitted or absorbed in quanta of energy E = hν, and the photoelectric effect confirmed that light behaves as particles (photons). The line spectrum of hydrogen shows that atoms emit only certain frequencies. Bohr explained this with electrons in fixed circular orbits of energy Eₙ = −2.18 × 10⁻¹⁸/n² J, emitting light when they jump to a lower orbit; his model fails for many-electron atoms.",
          },
          {
            title: "Quantum Mechanical Model and Electronic Configuration",
            minutes: 18,
            summary:
              "De Broglie showed that electrons also behave as waves (λ = h/mv), and Heisenberg's uncertainty principle says an electron's exact position and momentum cannot both be known, so definite orbits are replaced by orbitals, regions of high probability. Each electron is described by four quantum numbers: n (shell), l (subshell shape: s, p, d, f), mₗ (orientation) and mₛ (spin). Orbitals fill by the Aufbau principle, with at most two electrons of opposite spin per orbital (Pauli) and unpaired electrons spread out first (Hund's rule), giving for example 1s² 2s² 2p⁶ 3s¹ for sodium.",
          },
        ],
        questions: [],
      },
      {
        title: "Classification of Elements and Periodicity in Properties",
        summary:
          "Describes the history of classifying elements from Mendeleev's periodic table to the modern periodic law and the long form of the table. It explains the s, p, d and f blocks and periodic trends in atomic radius, ionization enthalpy, electron gain enthalpy, electronegativity and valence.",
        lessons: [
          {
            title: "From Mendeleev to the Modern Periodic Table",
            minutes: 14,
            summary:
              "Mendeleev arranged elements by atomic mass and grouped those with similar properties, boldly leaving gaps for undiscovered elements such as gallium and germanium. Moseley showed that atomic number is more fundamental, giving the modern periodic law: properties of elements are periodic functions of their atomic numbers. The long form of the table has 18 groups and 7 periods, and elements with Z above 100 get temporary IUPAC names built from numerical roots, such as ununnilium for 110.",
          },
          {
            title: "Electronic Configuration and the Blocks",
            minutes: 13,
            summary:
              "An element's place in the table follows from the subshell its last electron enters. The s-block (groups 1 and 2) contains reactive metals, the p-block (groups 13 to 18) contains non-metals, metalloids, some metals and the noble gases, the d-block holds the transition elements, and the f-block holds the lanthanoids and actinoids. Elements in the same group have similar outer electronic configurations and therefore similar chemistry.",
          },
          {
            title: "Periodic Trends in Properties",
            minutes: 17,
            summary:
              "Atomic radius decreases across a period, as nuclear charge increases while electrons enter the same shell, and increases down a group as new shells are added. Ionization enthalpy, the energy needed to remove an electron from a gaseous atom, generally increases across a period and decreases down a group. Electronegativity follows the same pattern, so fluorine is the most electronegative element, and these trends explain why metallic character decreases across a period.",
          },
        ],
        questions: [],
      },
      {
        title: "Chemical Bonding and Molecular Structure",
        summary:
          "Explains why atoms combine, using the octet rule, ionic and covalent bonds, Lewis structures, formal charge and resonance. It predicts molecular shapes with VSEPR theory and explains bonding through valence bond theory, hybridisation, molecular orbital theory and hydrogen bonding.",
        lessons: [
          {
            title: "Ionic and Covalent Bonds",
            minutes: 15,
            summary:
              "Atoms bond to reach a stable noble-gas configuration (octet rule). An ionic bond forms by transfer of electrons, as in Na⁺Cl⁻, and is favoured by a high lattice enthalpy; a covalent bond forms by sharing electron pairs, shown in Lewis structures. Bonds are described by their length, angle, enthalpy and order, and when one Lewis structure cannot describe a molecule, as in ozone, the real structure is a resonance hybrid.",
          },
          {
            title: "Shapes of Molecules: VSEPR and Hybridisation",
            minutes: 18,
            summary:
              "VSEPR theory says electron pairs around a central atom repel and arrange themselves as far apart as possible, with lone pair–lone pair repulsion the strongest. So CH₄ is tetrahedral (109.5°), NH₃ is trigonal pyramidal (about 107°) and H₂O is bent (about 104.5°). Valence bond theory explains bonds as overlapping orbitals, and hybridisation (sp, sp², sp³, sp³d, sp³d²) explains these geometries, e.g. sp in linear BeCl₂ and sp² in trigonal planar BF₃.",
          },
          {
            title: "Molecular Orbitals and Hydrogen Bonding",
            minutes: 16,
            summary:
              "In molecular orbital theory atomic orbitals combine into bonding and antibonding molecular orbitals spread over the whole molecule. Bond order = (electrons in bonding − electrons in antibonding)/2; for O₂ it is 2, and its two unpaired electrons explain why oxygen is paramagnetic. A hydrogen bond is a weak attraction between a hydrogen atom bonded to F, O or N and another such electronegative atom, which explains the high boiling point of water.",
          },
        ],
        questions: [],
        assignment: {
          title: "Shapes of Molecules Model Set",
          instructions:
            "Build models (using clay and sticks or drawn 3D sketches) of CO₂, BF₃, CH₄, NH₃, H₂O, PCl₅ and SF₆. For each, state the number of bond pairs and lone pairs on the central atom, the hybridisation, the shape and the bond angle, and explain one case where lone pairs change the angle.",
          maxMarks: 25,
        },
      },
      {
        title: "Thermodynamics",
        summary:
          "Applies thermodynamics to chemical systems: state functions, the first law, internal energy and enthalpy changes, and Hess's law. It introduces entropy and Gibbs energy to decide whether a process is spontaneous, and links Gibbs energy to equilibrium.",
        lessons: [
          {
            title: "Systems, State Functions and the First Law",
            minutes: 14,
            summary:
              "A system is the part of the universe we study, and it may be open, closed or isolated. State functions such as internal energy U, enthalpy H, pressure and temperature depend only on the present state, not on the path taken. The first law is ΔU = q + w, where q is heat absorbed by the system and w is work done on it; for expansion against constant pressure w = −pΔV.",
          },
          {
            title: "Enthalpy and Hess's Law",
            minutes: 16,
            summary:
              "Enthalpy H = U + pV, so ΔH is the heat exchanged at constant pressure, and for gaseous reactions ΔH = ΔU + ΔnRT. A negative ΔH means an exothermic reaction. Standard enthalpies of formation, combustion, atomisation and others are tabulated, and Hess's law states that the total enthalpy change is the same whether a reaction happens in one step or several, so unknown ΔH values can be found by adding thermochemical equations.",
          },
          {
            title: "Entropy, Gibbs Energy and Spontaneity",
            minutes: 16,
            summary:
              "Entropy S measures the disorder or randomness of a system, and for a spontaneous process the total entropy of the system and surroundings increases. At constant temperature and pressure, spontaneity is decided by the Gibbs energy change ΔG = ΔH − TΔS: a process is spontaneous if ΔG is negative. Gibbs energy is related to equilibrium by ΔG° = −RT ln K, so a large K corresponds to a negative ΔG°.",
          },
        ],
        questions: [],
      },
      {
        title: "Equilibrium",
        summary:
          "Studies physical and chemical equilibria, the law of chemical equilibrium and equilibrium constants Kc and Kp, and Le Chatelier's principle. It develops ionic equilibrium: theories of acids and bases, pH, ionisation constants, buffer solutions and solubility product.",
        lessons: [
          {
            title: "Chemical Equilibrium and Equilibrium Constants",
            minutes: 16,
            summary:
              "In a closed system a reversible reaction reaches dynamic equilibrium, where the forward and backward rates are equal and concentrations stop changing. For aA + bB ⇌ cC + dD, Kc = [C]ᶜ[D]ᵈ/([A]ᵃ[B]ᵇ) at a given temperature, and for gases Kp = Kc(RT)^Δn. A large K means the products are favoured, and comparing the reaction quotient Q with K tells which way a reaction will shift.",
          },
          {
            title: "Le Chatelier's Principle",
            minutes: 13,
            summary:
              "If a system at equilibrium is disturbed by a change in concentration, pressure or temperature, it shifts in the direction that partly undoes the change. Adding reactant shifts it towards products; raising pressure favours the side with fewer gas molecules; raising temperature favours the endothermic direction and changes the value of K. A catalyst speeds up both directions equally and does not change the equilibrium position, as in the Haber process for ammonia.",
          },
          {
            title: "Ionic Equilibrium, pH and Buffers",
            minutes: 18,
            summary:
              "Arrhenius acids give H⁺ in water, Brønsted–Lowry acids are proton donors and bases proton acceptors, and Lewis acids accept electron pairs. Water ionises slightly with Kw = [H⁺][OH⁻] = 1.0 × 10⁻¹⁴ at 298 K, and pH = −log[H⁺], so pure water has pH 7. Weak acids and bases ionise partly (described by Ka and Kb), buffer solutions resist changes in pH, and the solubility product Ksp describes sparingly soluble salts, whose solubility is lowered by the common ion effect.",
          },
        ],
        questions: [],
      },
      {
        title: "Redox Reactions",
        summary:
          "Defines oxidation and reduction in terms of electron transfer and oxidation numbers, and classifies redox reactions. It teaches balancing by the oxidation number and half-reaction methods and introduces redox reactions in electrode processes.",
        lessons: [
          {
            title: "Oxidation, Reduction and Oxidation Number",
            minutes: 15,
            summary:
              "Oxidation is loss of electrons and reduction is gain of electrons, and the two always occur together in a redox reaction. The oxidising agent is itself reduced and the reducing agent is oxidised. Oxidation numbers are assigned by rules (an element is 0, oxygen is usually −2, hydrogen +1, and the sum equals the charge of the species), so an increase in oxidation number means oxidation; in KMnO₄, Mn is +7.",
          },
          {
            title: "Types of Redox Reactions and Balancing",
            minutes: 16,
            summary:
              "Redox reactions include combination, decomposition, displacement and disproportionation reactions, in which the same element is both oxidised and reduced. Equations are balanced either by equalising the total increase and decrease in oxidation numbers, or by the half-reaction method, where oxidation and reduction halves are balanced separately for atoms and charge and then added. In acidic solution H⁺ and H₂O are used to balance hydrogen and oxygen.",
          },
          {
            title: "Redox Reactions and Electrode Processes",
            minutes: 12,
            summary:
              "When a zinc rod is dipped into copper sulphate solution, zinc is oxidised and copper ions are reduced. In a Daniell cell the two half-reactions are kept in separate beakers joined by a salt bridge, so the electrons flow through an external wire as an electric current. The tendency of each electrode to gain or lose electrons is measured by its standard electrode potential.",
          },
        ],
        questions: [],
        assignment: {
          title: "Balancing Redox Equations",
          instructions:
            "Balance the reaction of permanganate ions with iron(II) ions in acidic solution by both the oxidation number method and the half-reaction method. Identify the oxidising and reducing agents and explain how the colour change makes this reaction useful in titrations.",
          maxMarks: 15,
        },
      },
      {
        title: "Organic Chemistry – Some Basic Principles and Techniques",
        summary:
          "Introduces the tetravalence of carbon, ways of representing organic molecules, their classification, IUPAC nomenclature and isomerism. It explains bond fission, reactive intermediates and electronic effects, and describes methods of purification and of qualitative and quantitative analysis.",
        lessons: [
          {
            title: "Structure, Classification and IUPAC Nomenclature",
            minutes: 17,
            summary:
              "Carbon is tetravalent and can form chains and rings; its hybridisation (sp³, sp² or sp) decides the shape around it. Organic compounds are shown by complete, condensed and bond-line formulas and are grouped into homologous series by functional group. IUPAC names are built from the longest chain (word root), the suffix for the main functional group and prefixes with the lowest possible locants for substituents, e.g. CH₃CH(OH)CH₃ is propan-2-ol. Isomers have the same molecular formula but different structures.",
          },
          {
            title: "Reaction Mechanisms and Electronic Effects",
            minutes: 17,
            summary:
              "In homolytic fission a bond splits evenly to give free radicals, while in heterolytic fission it splits unevenly to give carbocations and carbanions. Electrophiles are electron-seeking and nucleophiles are nucleus-seeking (electron-pair donors). The inductive effect, resonance effect, electromeric effect and hyperconjugation shift electron density within molecules; for example hyperconjugation and the inductive effect make a tertiary carbocation more stable than a primary one.",
          },
          {
            title: "Purification and Analysis of Organic Compounds",
            minutes: 15,
            summary:
              "Organic compounds are purified by sublimation, crystallisation, distillation (simple, fractional, under reduced pressure or steam distillation), differential extraction and chromatography. Nitrogen, sulphur and halogens are detected by Lassaigne's test, in which the compound is fused with sodium. Quantitative methods such as the Dumas and Kjeldahl methods for nitrogen and the Carius method for halogens give percentage composition and hence the formula.",
          },
        ],
        questions: [],
      },
      {
        title: "Hydrocarbons",
        summary:
          "Studies alkanes, alkenes, alkynes and aromatic hydrocarbons: their nomenclature, isomerism, preparation, properties and important reactions. It explains conformations of ethane, Markovnikov's rule, the acidity of alkynes and the aromaticity and electrophilic substitution of benzene.",
        lessons: [
          {
            title: "Alkanes",
            minutes: 15,
            summary:
              "Alkanes (CₙH₂ₙ₊₂) are saturated hydrocarbons with only single bonds. They are made by hydrogenation of alkenes, the Wurtz reaction or decarboxylation, and undergo combustion and free-radical halogenation in light. Rotation about the C–C bond in ethane gives conformations; the staggered form is more stable than the eclipsed form because of lower torsional strain.",
          },
          {
            title: "Alkenes and Alkynes",
            minutes: 17,
            summary:
              "Alkenes (CₙH₂ₙ) contain a C=C double bond, and since rotation about it is restricted, they can show cis–trans (geometrical) isomerism. They undergo electrophilic addition; with HBr the hydrogen adds to the carbon that already has more hydrogens (Markovnikov's rule), though in the presence of peroxide the addition is reversed. Alkynes contain a C≡C triple bond, and hydrogen on a triple-bonded carbon is weakly acidic because the sp carbon holds electrons closely.",
          },
          {
            title: "Aromatic Hydrocarbons",
            minutes: 16,
            summary:
              "Benzene (C₆H₆) is a planar ring whose six π electrons are delocalised, making all C–C bonds equal and the ring unusually stable. Hückel's rule says a planar, cyclic, fully conjugated system with (4n + 2) π electrons is aromatic. Instead of addition, benzene usually undergoes electrophilic substitution such as nitration, halogenation, sulphonation and Friedel–Crafts reactions, and existing groups direct new substituents to ortho/para or meta positions. Some polynuclear aromatic hydrocarbons are carcinogenic.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 11,
    slug: "biology",
    name: "Biology",
    description:
      "Class 11 biology covering the diversity of living organisms, plant and animal structure, the cell and biomolecules, plant physiology and human physiology.",
    color: "teal",
    isFree: false,
    textbook: "Biology — Textbook for Class XI (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "The Living World",
        summary:
          "Discusses what it means to be alive and how the enormous diversity of organisms is named and classified. It explains binomial nomenclature, taxonomic categories and the hierarchy from species to kingdom.",
        lessons: [
          {
            title: "What Is Living?",
            minutes: 12,
            summary:
              "Growth, reproduction and metabolism are common features of living things, but some are not unique to them: crystals and mountains also grow in size, and mules and worker bees cannot reproduce. Cellular organisation and the ability to sense and respond to the environment (consciousness) are the defining features of life. Metabolism, the sum of all chemical reactions in the body, never happens in non-living things.",
          },
          {
            title: "Diversity and Nomenclature",
            minutes: 13,
            summary:
              "About 1.7–1.8 million species have been described, and each needs one universal scientific name. Binomial nomenclature, introduced by Carolus Linnaeus, gives each organism a genus name (capitalised) and a specific epithet, both in Latin and italicised, followed by the author's abbreviated name, e.g. Mangifera indica L. Rules are set by ICBN for plants and ICZN for animals.",
          },
          {
            title: "Taxonomic Categories",
            minutes: 13,
            summary:
              "Classification groups organisms into a hierarchy of categories: species, genus, family, order, class, phylum (or division for plants) and kingdom. Moving up the hierarchy, each category includes more organisms sharing fewer common characters. For example, humans belong to species sapiens, genus Homo, family Hominidae, order Primata, class Mammalia, phylum Chordata and kingdom Animalia.",
          },
        ],
        questions: [],
      },
      {
        title: "Biological Classification",
        summary:
          "Describes R.H. Whittaker's five-kingdom classification and the main features of Monera, Protista, Fungi, Plantae and Animalia. It also discusses viruses, viroids, prions and lichens, which do not fit neatly into these kingdoms.",
        lessons: [
          {
            title: "The Five Kingdoms, Monera and Protista",
            minutes: 16,
            summary:
              "Whittaker (1969) classified organisms using cell structure, body organisation, mode of nutrition, reproduction and phylogenetic relationships into Monera, Protista, Fungi, Plantae and Animalia. Monera are prokaryotic bacteria, including archaebacteria that live in extreme habitats and eubacteria such as nitrogen-fixing cyanobacteria. Protista are single-celled eukaryotes such as diatoms, dinoflagellates, euglenoids, slime moulds and protozoans like Plasmodium.",
          },
          {
            title: "Kingdom Fungi",
            minutes: 14,
            summary:
              "Fungi are heterotrophic eukaryotes, mostly made of thread-like hyphae forming a mycelium, with cell walls of chitin. They live as saprophytes, parasites or symbionts (lichens with algae, mycorrhiza with plant roots). They are classed by their spores and fruiting bodies into Phycomycetes, Ascomycetes (e.g. yeast), Basidiomycetes (mushrooms) and Deuteromycetes.",
          },
          {
            title: "Viruses, Viroids, Prions and Lichens",
            minutes: 12,
            summary:
              "Viruses are not truly living outside a host cell; they consist of a protein coat around either RNA or DNA and cause diseases such as mumps and AIDS. Viroids are free RNA without a protein coat (causing potato spindle tuber disease), and prions are infectious misfolded proteins (causing mad cow disease). Lichens are partnerships between an alga, which makes food, and a fungus, which gives shelter and absorbs minerals; they are sensitive indicators of air pollution.",
          },
        ],
        questions: [],
        assignment: {
          title: "Five Kingdoms Chart",
          instructions:
            "Make a comparison chart of the five kingdoms covering cell type, cell wall, nuclear membrane, body organisation and mode of nutrition. Add two named examples from your surroundings for each kingdom and one sentence on why viruses are left out of the system.",
          maxMarks: 20,
        },
      },
      {
        title: "Plant Kingdom",
        summary:
          "Surveys the major groups of plants, algae, bryophytes, pteridophytes, gymnosperms and angiosperms, with their structure, reproduction and economic importance. It also explains the plant life cycle and alternation of generations.",
        lessons: [
          {
            title: "Algae",
            minutes: 13,
            summary:
              "Algae are simple, chlorophyll-bearing, mostly aquatic organisms with a thallus body. They are grouped by pigments and stored food into green algae (Chlorophyceae, e.g. Chlamydomonas, Spirogyra), brown algae (Phaeophyceae, e.g. Laminaria) and red algae (Rhodophyceae, e.g. Porphyra). Algae carry out at least half of all the carbon dioxide fixation on Earth, and some give us food and agar.",
          },
          {
            title: "Bryophytes and Pteridophytes",
            minutes: 14,
            summary:
              "Bryophytes, the 'amphibians of the plant kingdom', such as liverworts and mosses, need water for fertilisation, and their main plant body is the haploid gametophyte. Pteridophytes, such as ferns and horsetails, are the first land plants with vascular tissues (xylem and phloem), and their main plant body is the diploid sporophyte. Some pteridophytes, like Selaginella, are heterosporous, a step towards the seed habit.",
          },
          {
            title: "Gymnosperms, Angiosperms and Plant Life Cycles",
            minutes: 15,
            summary:
              "Gymnosperms, such as pines and cycads, have naked ovules not enclosed in an ovary, while angiosperms (flowering plants) enclose their seeds in fruits and show double fertilisation. All plants show alternation of generations between a haploid gametophyte and a diploid sporophyte. The life cycle may be haplontic (many algae), diplontic (seed plants) or haplo-diplontic (bryophytes and pteridophytes).",
          },
        ],
        questions: [],
      },
      {
        title: "Animal Kingdom",
        summary:
          "Explains the basis of animal classification, levels of organisation, symmetry, germ layers, coelom and segmentation. It describes the distinctive features and examples of each major animal phylum, and the classes of vertebrates.",
        lessons: [
          {
            title: "Basis of Classification",
            minutes: 14,
            summary:
              "Animals are classified by level of organisation (cellular, tissue, organ, organ-system), symmetry (none, radial or bilateral) and number of germ layers (diploblastic or triploblastic). Further criteria are the body cavity (acoelomate, pseudocoelomate or coelomate), metameric segmentation and the presence of a notochord. For example, sponges are at the cellular level, cnidarians are radially symmetric and diploblastic, and annelids are segmented coelomates.",
          },
          {
            title: "Non-Chordate Phyla",
            minutes: 17,
            summary:
              "Porifera (sponges) have canal systems and collar cells; Cnidaria (Hydra, jellyfish) have stinging cnidoblasts; Ctenophora have comb plates; Platyhelminthes are flatworms, many parasitic; Aschelminthes are roundworms with a pseudocoelom. Annelida (earthworm, leech) are segmented, Arthropoda is the largest phylum with jointed appendages and a chitinous exoskeleton, Mollusca have a soft body usually with a shell, Echinodermata (starfish) have a water vascular system, and Hemichordata (Balanoglossus) are worm-like marine animals.",
          },
          {
            title: "Phylum Chordata",
            minutes: 16,
            summary:
              "Chordates have, at some stage, a notochord, a dorsal hollow nerve cord and paired pharyngeal gill slits. Vertebrates replace the notochord with a backbone and include cyclostomes, cartilaginous fishes, bony fishes, amphibians, reptiles, birds and mammals. Birds and mammals are warm-blooded (homoiothermous), and mammals are marked by mammary glands and hair.",
          },
        ],
        questions: [],
      },
      {
        title: "Morphology of Flowering Plants",
        summary:
          "Describes the external structure of flowering plants: the root, stem, leaf, inflorescence, flower, fruit and seed, and their modifications. It introduces the technical description of a plant and the features of the family Solanaceae.",
        lessons: [
          {
            title: "Root, Stem and Leaf",
            minutes: 15,
            summary:
              "Dicots usually have a taproot system and monocots a fibrous root system, while adventitious roots arise from parts other than the radicle; roots may be modified for storage (carrot), support (prop roots of banyan) or respiration (pneumatophores). The stem bears nodes and internodes and may be modified as tendrils, thorns or underground storage organs like the potato tuber. Leaves have reticulate venation in dicots and parallel venation in monocots, and may be simple or compound, arranged alternately, oppositely or in whorls.",
          },
          {
            title: "Inflorescence and the Flower",
            minutes: 15,
            summary:
              "An inflorescence is the arrangement of flowers on an axis: racemose if the main axis keeps growing, cymose if it ends in a flower. A typical flower has four whorls on the thalamus: calyx (sepals), corolla (petals), androecium (stamens) and gynoecium (carpels). Flowers are described by symmetry, the position of the ovary (superior or inferior), aestivation and placentation.",
          },
          {
            title: "Fruit, Seed and Describing a Plant Family",
            minutes: 13,
            summary:
              "The fruit is the ripened ovary and the seed is the fertilised ovule. A dicot seed such as gram has two cotyledons, while a monocot seed such as maize has one, plus an endosperm that stores food. Plants are described in technical language with floral formulas and floral diagrams; the family Solanaceae (potato, tomato, brinjal) has bisexual actinomorphic flowers, a bicarpellary syncarpous superior ovary and a berry or capsule fruit.",
          },
        ],
        questions: [],
        assignment: {
          title: "Describing a Flower",
          instructions:
            "Collect a flower from a plant near you (for example hibiscus, datura or a brinjal plant). Draw and label its parts, write its floral formula and a short technical description, and identify its family with reasons.",
          maxMarks: 20,
        },
      },
      {
        title: "Anatomy of Flowering Plants",
        summary:
          "Describes plant tissues, meristematic and permanent, and the three tissue systems. It compares the internal structure of dicot and monocot roots, stems and leaves.",
        lessons: [
          {
            title: "Plant Tissues",
            minutes: 15,
            summary:
              "Meristems are regions of actively dividing cells: apical meristems lengthen roots and shoots, and lateral meristems such as the vascular cambium increase girth. Permanent simple tissues are parenchyma (storage and photosynthesis), collenchyma (flexible support) and sclerenchyma (rigid support). Complex tissues are xylem, which conducts water and minerals, and phloem, which conducts food.",
          },
          {
            title: "Tissue Systems",
            minutes: 12,
            summary:
              "Plant tissues are organised into three systems. The epidermal tissue system covers the plant and includes stomata with guard cells, and root hairs. The ground tissue system fills the inside (cortex, pith, mesophyll), and the vascular tissue system contains xylem and phloem arranged in vascular bundles, which are open (with cambium) in dicot stems and closed in monocots.",
          },
          {
            title: "Anatomy of Dicot and Monocot Organs",
            minutes: 16,
            summary:
              "In roots, xylem and phloem lie on different radii (radial bundles), with 2–4 xylem bundles in dicots and usually more than six in monocots. A dicot stem has vascular bundles in a ring, each with cambium, while a monocot stem has many scattered bundles surrounded by sclerenchymatous sheaths. A dicot leaf is dorsiventral with palisade and spongy mesophyll, whereas a monocot leaf is isobilateral with similar mesophyll on both sides.",
          },
        ],
        questions: [],
      },
      {
        title: "Structural Organisation in Animals",
        summary:
          "Studies the frog as a representative animal, describing its morphology and anatomy. It covers the frog's digestive, respiratory, circulatory, excretory, nervous and reproductive systems.",
        lessons: [
          {
            title: "Morphology of the Frog",
            minutes: 12,
            summary:
              "The common Indian frog, Rana tigrina, is a cold-blooded amphibian that changes skin colour for camouflage and goes into summer sleep (aestivation) and winter sleep (hibernation). Its smooth, moist skin helps in breathing, and its body has a head and trunk without neck or tail. It has webbed hind limbs for swimming, and males can be recognised by vocal sacs and a copulatory pad on the forelimbs.",
          },
          {
            title: "Organ Systems of the Frog",
            minutes: 17,
            summary:
              "The frog's digestive system includes a short gut since it is carnivorous, with liver and pancreas secreting bile and pancreatic juice. It breathes through the skin in water (cutaneous respiration) and through the lungs on land, and has a three-chambered heart with a closed circulatory system. It excretes urea through a pair of kidneys, has a well-developed nervous system, and reproduces by external fertilisation in water, with development through a tadpole larva.",
          },
        ],
        questions: [],
      },
      {
        title: "Cell: The Unit of Life",
        summary:
          "Explains the cell theory and compares prokaryotic and eukaryotic cells. It describes the structure and functions of the cell membrane, cell wall, endomembrane system, mitochondria, plastids, ribosomes, cytoskeleton, cilia, centrosome and nucleus.",
        lessons: [
          {
            title: "Cell Theory and Prokaryotic Cells",
            minutes: 13,
            summary:
              "Schleiden and Schwann proposed that all living organisms are made of cells, and Rudolf Virchow added that all cells arise from pre-existing cells (omnis cellula-e cellula). Prokaryotic cells, such as bacteria, lack a membrane-bound nucleus and organelles; their genetic material is a naked circular DNA, often with extra plasmids. Many have a cell envelope, 70S ribosomes and flagella or pili.",
          },
          {
            title: "Membranes and the Endomembrane System",
            minutes: 16,
            summary:
              "The cell membrane is a fluid mosaic of a lipid bilayer with proteins, and it is selectively permeable, allowing passive and active transport. The endomembrane system includes the endoplasmic reticulum (rough ER with ribosomes makes proteins, smooth ER makes lipids), the Golgi apparatus that packages materials, lysosomes full of digestive enzymes, and vacuoles. Plant cells also have a cellulose cell wall outside the membrane.",
          },
          {
            title: "Other Organelles and the Nucleus",
            minutes: 16,
            summary:
              "Mitochondria, the sites of aerobic respiration, and chloroplasts, the sites of photosynthesis, are double-membraned and have their own DNA and 70S ribosomes. Eukaryotic ribosomes are 80S, the cytoskeleton gives shape and movement, and cilia and flagella have a 9 + 2 arrangement of microtubules. The nucleus, bounded by a double membrane with pores, contains chromatin and the nucleolus, and controls the cell's activities.",
          },
        ],
        questions: [],
        assignment: {
          title: "Plant and Animal Cell Model",
          instructions:
            "Make labelled diagrams or a 3D model of a typical plant cell and animal cell. Write one function for each organelle shown and list at least five differences between the two cells.",
          maxMarks: 20,
        },
      },
      {
        title: "Biomolecules",
        summary:
          "Describes how to analyse the chemical composition of living tissue, and the structure of carbohydrates, proteins, lipids and nucleic acids. It explains enzymes, their properties, the factors that affect their activity and their classification.",
        lessons: [
          {
            title: "Chemical Composition and Small Biomolecules",
            minutes: 13,
            summary:
              "Grinding living tissue in trichloroacetic acid separates an acid-soluble pool of small molecules (micromolecules) from an acid-insoluble fraction of macromolecules. The small biomolecules include amino acids, sugars, fatty acids, glycerol, nucleotides and nucleosides. Amino acids have an amino group, a carboxyl group and an R group that differs between the 20 kinds.",
          },
          {
            title:
              "Macromolecules: Proteins, Polysaccharides and Nucleic Acids",
            minutes: 16,
            summary:
              "Proteins are polymers of amino acids joined by peptide bonds, with primary, secondary, tertiary and quaternary structure. Polysaccharides are chains of sugars linked by glycosidic bonds, such as starch (plant storage), glycogen (animal storage), cellulose (plant cell walls) and chitin. Nucleic acids, DNA and RNA, are polymers of nucleotides joined by phosphodiester bonds.",
          },
          {
            title: "Enzymes",
            minutes: 16,
            summary:
              "Enzymes are mostly proteins that speed up reactions by lowering the activation energy; the substrate binds at the active site to form an enzyme–substrate complex. Enzyme activity depends on temperature, pH and substrate concentration, and can be blocked by competitive inhibitors that resemble the substrate. Enzymes fall into six classes (oxidoreductases, transferases, hydrolases, lyases, isomerases and ligases), and many need cofactors such as coenzymes or metal ions.",
          },
        ],
        questions: [],
      },
      {
        title: "Cell Cycle and Cell Division",
        summary:
          "Explains the phases of the cell cycle and the events of mitosis and meiosis. It compares the two kinds of division and explains their significance for growth and for maintaining chromosome number across generations.",
        lessons: [
          {
            title: "The Cell Cycle",
            minutes: 13,
            summary:
              "The cell cycle has a long interphase and a short M phase (division). Interphase consists of G1 (cell growth), S phase (DNA replication, doubling the DNA content without changing chromosome number) and G2 (preparation for division). Cells that stop dividing leave G1 and enter a quiescent stage called G0.",
          },
          {
            title: "Mitosis",
            minutes: 15,
            summary:
              "Mitosis is equational division: the daughter cells have the same number of chromosomes as the parent. It has four stages: prophase (chromosomes condense), metaphase (chromosomes line up at the equator, attached to spindle fibres), anaphase (sister chromatids separate) and telophase (nuclear envelopes re-form), followed by cytokinesis. Mitosis allows growth, repair and the replacement of cells.",
          },
          {
            title: "Meiosis",
            minutes: 17,
            summary:
              "Meiosis produces four haploid cells from one diploid cell through two divisions, meiosis I and meiosis II. In prophase I homologous chromosomes pair up and exchange segments by crossing over, and in anaphase I the homologues separate, halving the chromosome number. Meiosis keeps the chromosome number constant across generations in sexually reproducing organisms and creates genetic variation.",
          },
        ],
        questions: [],
      },
      {
        title: "Photosynthesis in Higher Plants",
        summary:
          "Traces the early experiments on photosynthesis and explains where it occurs, the role of pigments, the light reactions and the biosynthetic phase. It compares the C3 and C4 pathways, photorespiration and the factors affecting the rate of photosynthesis.",
        lessons: [
          {
            title: "Early Experiments, Site and Pigments",
            minutes: 14,
            summary:
              "Experiments by Priestley, Ingenhousz, Sachs, Engelmann and van Niel showed that green plants need light to restore air, make starch and release oxygen that comes from water. Photosynthesis occurs in chloroplasts: the light reactions on the thylakoid membranes of the grana and the dark reactions in the stroma. Chlorophyll a is the chief pigment, helped by accessory pigments such as chlorophyll b, xanthophylls and carotenoids that widen the range of light absorbed.",
          },
          {
            title: "The Light Reactions",
            minutes: 16,
            summary:
              "Light-harvesting complexes in photosystems I and II pass energy to reaction centres (P700 and P680). In the non-cyclic Z-scheme, water is split (photolysis), releasing O₂, and excited electrons flow through an electron transport chain to form NADPH. The resulting proton gradient across the thylakoid membrane drives ATP synthase, making ATP by chemiosmosis.",
          },
          {
            title: "The Calvin Cycle and the C4 Pathway",
            minutes: 17,
            summary:
              "In the Calvin cycle, the enzyme RuBisCO fixes CO₂ onto RuBP; the first stable product is a 3-carbon compound, 3-PGA, so this is the C3 pathway, and ATP and NADPH then reduce it to sugar while RuBP is regenerated. RuBisCO can also bind O₂, causing wasteful photorespiration. C4 plants such as maize first fix CO₂ into a 4-carbon compound in mesophyll cells and concentrate it in bundle sheath cells (Kranz anatomy), which avoids photorespiration. Light, CO₂ concentration, temperature and water all limit the rate.",
          },
        ],
        questions: [],
        assignment: {
          title: "Light and the Rate of Photosynthesis",
          instructions:
            "Design an experiment with a water plant such as Hydrilla to show how light intensity affects the rate of photosynthesis, for example by counting oxygen bubbles at different distances from a lamp. Describe your method, a suitable control, the expected results and how Blackman's law of limiting factors explains them.",
          maxMarks: 20,
        },
      },
      {
        title: "Respiration in Plants",
        summary:
          "Explains how cells break down food to release energy as ATP, through glycolysis, fermentation and aerobic respiration (the Krebs cycle and the electron transport system). It discusses the amphibolic nature of respiration and the respiratory quotient.",
        lessons: [
          {
            title: "Glycolysis and Fermentation",
            minutes: 14,
            summary:
              "Glycolysis occurs in the cytoplasm of all living cells and breaks one glucose into two molecules of pyruvic acid, with a net gain of 2 ATP and 2 NADH. Without oxygen, pyruvate undergoes fermentation: yeast makes ethanol and CO₂, while muscle cells make lactic acid. Fermentation releases far less energy than aerobic respiration.",
          },
          {
            title: "Aerobic Respiration",
            minutes: 17,
            summary:
              "In mitochondria, pyruvate is converted to acetyl CoA, which enters the Krebs (citric acid) cycle, releasing CO₂ and producing NADH, FADH₂ and some ATP. The electron transport system on the inner mitochondrial membrane passes electrons from NADH and FADH₂ to oxygen, forming water, and the energy is used to make ATP by oxidative phosphorylation. Complete oxidation of one glucose theoretically yields a net of about 38 ATP.",
          },
          {
            title: "Amphibolic Pathway and Respiratory Quotient",
            minutes: 12,
            summary:
              "Respiration is called an amphibolic pathway because its intermediates are used both to break down and to build molecules such as fats and amino acids. The respiratory quotient RQ is the ratio of CO₂ released to O₂ consumed. It is 1 for carbohydrates, less than 1 for fats (about 0.7) and about 0.9 for proteins.",
          },
        ],
        questions: [],
      },
      {
        title: "Plant Growth and Development",
        summary:
          "Describes plant growth, its phases and measurement, and the processes of differentiation, dedifferentiation and redifferentiation. It explains the five main plant growth regulators, auxins, gibberellins, cytokinins, ethylene and abscisic acid, and their uses.",
        lessons: [
          {
            title: "Growth and Development",
            minutes: 13,
            summary:
              "Growth is an irreversible permanent increase in size, and in plants it is indeterminate because meristems keep dividing. It passes through meristematic, elongation and maturation phases, and may be arithmetic or geometric, often giving an S-shaped (sigmoid) growth curve. Development includes differentiation of cells into tissues, dedifferentiation back to dividing cells, and redifferentiation, and plants show plasticity, forming different structures in different conditions.",
          },
          {
            title: "Plant Growth Regulators",
            minutes: 17,
            summary:
              "Auxins (such as IAA) promote apical dominance and rooting of cuttings; gibberellins cause stem elongation and bolting and increase the length of grape stalks; cytokinins promote cell division and delay leaf senescence. Ethylene, a gas, ripens fruits and promotes leaf fall, while abscisic acid (ABA), the 'stress hormone', closes stomata and promotes seed dormancy. Growth regulators often act together or in opposition.",
          },
        ],
        questions: [],
      },
      {
        title: "Breathing and Exchange of Gases",
        summary:
          "Describes the human respiratory system, the mechanism of breathing, respiratory volumes and capacities, and how gases are exchanged, transported and regulated. It ends with common disorders of the respiratory system.",
        lessons: [
          {
            title: "Respiratory Organs and the Mechanism of Breathing",
            minutes: 15,
            summary:
              "Air passes through the nostrils, pharynx, larynx, trachea, bronchi and bronchioles to the alveoli of the lungs. Inspiration happens when the diaphragm and external intercostal muscles contract, enlarging the thoracic cavity and lowering the pressure in the lungs; expiration is usually passive. A healthy person breathes 12–16 times a minute, with a tidal volume of about 500 mL.",
          },
          {
            title: "Exchange and Transport of Gases",
            minutes: 16,
            summary:
              "Gases diffuse across the thin alveolar membrane along partial pressure gradients: O₂ from the alveoli into blood and CO₂ the other way. About 97% of oxygen travels bound to haemoglobin as oxyhaemoglobin, and the oxygen dissociation curve is sigmoid. About 70% of CO₂ is carried as bicarbonate, 20–25% as carbaminohaemoglobin and about 7% dissolved in plasma, and breathing rate is set by the respiratory centre in the medulla.",
          },
          {
            title: "Disorders of the Respiratory System",
            minutes: 10,
            summary:
              "Asthma is difficulty in breathing caused by inflammation of the bronchi and bronchioles. Emphysema is a chronic disorder in which the alveolar walls are damaged, reducing the surface for gas exchange; cigarette smoking is a major cause. Occupational respiratory disorders arise from long exposure to dust, for example in stone-grinding industries, and cause fibrosis of the lungs.",
          },
        ],
        questions: [],
        assignment: {
          title: "Measuring Breathing Rate",
          instructions:
            "Count your breaths per minute at rest, after walking for two minutes and after climbing stairs, repeating each reading three times. Tabulate and graph the averages, and explain the changes in terms of how the body controls breathing.",
          maxMarks: 15,
        },
      },
      {
        title: "Body Fluids and Circulation",
        summary:
          "Describes blood, its components and blood groups, coagulation and lymph. It explains the human circulatory system, the structure of the heart, the cardiac cycle, ECG, double circulation, regulation of heart activity and circulatory disorders.",
        lessons: [
          {
            title: "Blood, Blood Groups and Lymph",
            minutes: 15,
            summary:
              "Blood consists of plasma (about 55%) and formed elements: red blood cells that carry oxygen using haemoglobin, white blood cells that fight infection and platelets that help clotting. ABO blood groups depend on antigens A and B on red cells; group O is the universal donor and AB the universal recipient, and Rh incompatibility can harm a second Rh-positive foetus of an Rh-negative mother. Lymph is tissue fluid returned to the blood through lymphatic vessels.",
          },
          {
            title: "The Human Heart and the Cardiac Cycle",
            minutes: 17,
            summary:
              "The human heart has four chambers, two atria and two ventricles, and its beat starts at the sino-atrial node, the pacemaker. In each cardiac cycle, about 0.8 s long at 72 beats per minute, the atria and then the ventricles contract (systole) and relax (diastole); each ventricle pumps about 70 mL per beat, so the cardiac output is about 5 L per minute. An electrocardiogram (ECG) records the heart's electrical activity as P, QRS and T waves.",
          },
          {
            title: "Double Circulation and Disorders",
            minutes: 13,
            summary:
              "In double circulation, blood passes through the heart twice in each circuit: the pulmonary circulation takes deoxygenated blood to the lungs, and the systemic circulation carries oxygenated blood to the body. Heart activity is regulated by the autonomic nervous system and adrenal hormones. Disorders include hypertension (blood pressure at or above 140/90 mm Hg), coronary artery disease, angina and heart failure.",
          },
        ],
        questions: [],
      },
      {
        title: "Excretory Products and their Elimination",
        summary:
          "Describes ammonotelic, ureotelic and uricotelic animals and the human excretory system. It explains the structure of the nephron, urine formation, the counter-current mechanism, regulation of kidney function, micturition and disorders of the excretory system.",
        lessons: [
          {
            title: "Human Excretory System and the Nephron",
            minutes: 14,
            summary:
              "Animals excrete nitrogen as ammonia (bony fishes), urea (mammals) or uric acid (birds and reptiles). The human excretory system has a pair of kidneys, ureters, a urinary bladder and a urethra. Each kidney contains about a million nephrons, each made of a glomerulus inside Bowman's capsule, followed by the proximal convoluted tubule, Henle's loop, the distal convoluted tubule and a collecting duct.",
          },
          {
            title: "Urine Formation and Concentration",
            minutes: 17,
            summary:
              "Urine forms by glomerular filtration (about 180 litres of filtrate a day), reabsorption of nearly 99% of it in the tubules, and tubular secretion of ions such as H⁺ and K⁺. The counter-current mechanism of Henle's loop and the vasa recta maintains a concentration gradient in the medulla, which lets mammals make concentrated urine. ADH from the pituitary and the renin–angiotensin system adjust the amount of water and salt reabsorbed.",
          },
          {
            title: "Other Excretory Organs and Disorders",
            minutes: 11,
            summary:
              "Lungs remove CO₂, the liver passes bile pigments and other substances into bile, and skin excretes small amounts of urea and salts in sweat. Kidney failure leads to uremia, the build-up of urea in blood, which is treated by haemodialysis or kidney transplantation. Renal calculi (kidney stones) and glomerulonephritis are other disorders.",
          },
        ],
        questions: [],
      },
      {
        title: "Locomotion and Movement",
        summary:
          "Describes the types of movement in the human body and the structure and contraction of skeletal muscle. It covers the human skeletal system, the types of joints and disorders of muscles and bones.",
        lessons: [
          {
            title: "Types of Movement and Skeletal Muscle",
            minutes: 14,
            summary:
              "Human cells show amoeboid, ciliary and muscular movement. Skeletal muscle is made of bundles of muscle fibres, each containing myofibrils with repeating units called sarcomeres, built from thin actin and thick myosin filaments. These give the fibres their striped (striated) appearance of light I-bands and dark A-bands.",
          },
          {
            title: "Mechanism of Muscle Contraction",
            minutes: 15,
            summary:
              "By the sliding filament theory, muscles contract as thin filaments slide over thick filaments, shortening each sarcomere. A nerve signal releases calcium ions, which expose binding sites on actin; myosin heads use energy from ATP to form cross bridges and pull the actin towards the centre. Repeated contraction can cause lactic acid build-up and fatigue.",
          },
          {
            title: "Skeletal System, Joints and Disorders",
            minutes: 14,
            summary:
              "The adult human skeleton has 206 bones, divided into the axial skeleton (skull, vertebral column, sternum and ribs) and the appendicular skeleton (limbs and girdles). Joints may be fibrous (immovable, as in the skull), cartilaginous (slightly movable, between vertebrae) or synovial (freely movable, such as the ball and socket joint of the shoulder). Disorders include myasthenia gravis, muscular dystrophy, tetany, arthritis, osteoporosis and gout.",
          },
        ],
        questions: [],
        assignment: {
          title: "Joints in Action",
          instructions:
            "Identify six joints in your body and classify each as fibrous, cartilaginous or synovial; for synovial joints name the type (such as hinge, pivot or ball and socket). For each, describe the movements it allows and one everyday activity that depends on it.",
          maxMarks: 15,
        },
      },
      {
        title: "Neural Control and Coordination",
        summary:
          "Describes the human neural system, the structure of a neuron, and how nerve impulses are generated, conducted and transmitted across synapses. It outlines the central nervous system and the main parts of the human brain.",
        lessons: [
          {
            title: "Neurons and Nerve Impulses",
            minutes: 17,
            summary:
              "A neuron has a cell body, dendrites and an axon, which may be myelinated. At rest the inside of the axon is negative relative to the outside (the resting potential), maintained by the sodium–potassium pump. A stimulus lets Na⁺ rush in, reversing the polarity (depolarisation, the action potential), and this wave of reversal travels along the axon as a nerve impulse.",
          },
          {
            title: "Synapses",
            minutes: 12,
            summary:
              "Impulses pass from one neuron to the next at synapses. At electrical synapses current flows directly between neurons, which is fast, while at chemical synapses the arriving impulse releases neurotransmitters such as acetylcholine from vesicles. These cross the synaptic cleft and bind to receptors on the next neuron, opening ion channels and starting a new potential.",
          },
          {
            title: "The Central Nervous System and the Brain",
            minutes: 15,
            summary:
              "The brain is protected by the skull and three meninges, and has three main parts. The forebrain includes the cerebrum, responsible for thinking, memory and voluntary actions, along with the thalamus and hypothalamus, which controls body temperature, hunger and thirst. The midbrain links the forebrain and hindbrain, and the hindbrain has the pons, cerebellum (balance and coordination) and medulla (breathing, heartbeat and gastric secretions).",
          },
        ],
        questions: [],
      },
      {
        title: "Chemical Coordination and Integration",
        summary:
          "Describes the endocrine glands and hormones of the human body, including those of the hypothalamus, pituitary, pineal, thyroid, parathyroid, thymus, adrenal, pancreas and gonads. It also explains hormones from other organs and how hormones act on target cells.",
        lessons: [
          {
            title:
              "Hypothalamus, Pituitary and Other Glands of the Head and Neck",
            minutes: 16,
            summary:
              "Hormones are chemical messengers released in small amounts into the blood. The hypothalamus controls the pituitary with releasing and inhibiting hormones; the pituitary secretes growth hormone, TSH, ACTH, FSH, LH and prolactin, and stores and releases oxytocin and ADH. The pineal gland secretes melatonin, which regulates the day–night rhythm, the thyroid makes thyroxine, which controls metabolic rate (iodine deficiency causes goitre), and the parathyroids raise blood calcium.",
          },
          {
            title: "Adrenal, Pancreas, Gonads and Mechanism of Action",
            minutes: 16,
            summary:
              "The adrenal medulla releases adrenaline and noradrenaline, the 'fight or flight' hormones, and the adrenal cortex makes cortisol and aldosterone. The pancreas releases insulin, which lowers blood glucose, and glucagon, which raises it; lack of insulin causes diabetes mellitus. Testes secrete testosterone and ovaries secrete oestrogen and progesterone, and the heart, kidney and gut also release hormones. Hormones act by binding to specific receptors, on the cell membrane for protein hormones and inside the cell for steroid hormones.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 11,
    slug: "english",
    name: "English",
    description:
      "Class 11 English (Core) through the prose, poetry and stories of Hornbill and Snapshots, building reading, appreciation and writing skills.",
    color: "grape",
    isFree: false,
    textbook:
      "Hornbill — Textbook in English for Class XI (Core Course), followed by Snapshots — Supplementary Reader in English for Class XI (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "The Portrait of a Lady",
        summary:
          "Khushwant Singh's affectionate portrait of his grandmother, traced from their village life through his years in the city and abroad to her death. It explores love, faith, ageing and the growing distance between generations.",
        lessons: [
          {
            title: "Village Days and the Move to the City",
            minutes: 13,
            summary:
              "In the village the grandmother woke the narrator, got him ready for school at the temple and fed the village dogs on the way home; they were close friends. When the family moved to the city and he joined an English school, she could no longer help with his lessons. She was unhappy that the school taught nothing about God and the scriptures, and upset when she learnt that he was being taught music, so their friendship slowly turned into quiet distance.",
          },
          {
            title: "Character, Symbols and the Ending",
            minutes: 15,
            summary:
              "The grandmother is shown as deeply religious, always telling the beads of her rosary, calm and dignified; the sparrows she fed in the courtyard show her kindness and contentment. When the narrator returned after five years abroad, she celebrated by singing and beating an old drum all evening, which tired her out, and she died peacefully praying. Thousands of sparrows then sat silently around her body and ignored the bread crumbs, a touching sign of how much she was loved.",
          },
        ],
        questions: [],
        assignment: {
          title: "A Portrait of Someone Older",
          instructions:
            "Write a character sketch of 250–300 words of an elderly person you know well, in the manner of 'The Portrait of a Lady'. Include at least two memorable incidents and one object or habit that captures their personality.",
          maxMarks: 15,
        },
      },
      {
        title: "A Photograph",
        summary:
          "Shirley Toulson's poem in which the speaker looks at an old photograph of her mother as a girl on a beach. It reflects on time, change, memory and loss.",
        lessons: [
          {
            title: "Reading the Poem",
            minutes: 10,
            summary:
              "The cardboard photograph shows the speaker's mother at about twelve, on a beach holiday with two girl cousins, paddling and smiling while their uncle took the picture. Years later the mother would laugh at it, saying how they used to dress; the sea, the poet notes, has hardly changed, but human lives pass. The mother died some twelve years before, and the speaker now cannot speak of that loss.",
          },
          {
            title: "Themes and Poetic Devices",
            minutes: 11,
            summary:
              "The poem has three stanzas that show three times: the mother's childhood, the mother's adult memory of it, and the speaker's present grief. Contrasts such as the 'terribly transient feet' of people against the enduring sea show how fleeting human life is. The final line, saying the circumstance of the photograph silences the speaker, uses repetition to show that grief leaves her without words.",
          },
        ],
        questions: [],
      },
      {
        title: "We're Not Afraid to Die... if We Can All Be Together",
        summary:
          "Gordon Cook and Alan East's account of a family's round-the-world voyage in the yacht Wavewalker, nearly wrecked in a huge storm in the southern Indian Ocean. It shows courage, teamwork, hope and the calm of children in crisis.",
        lessons: [
          {
            title: "The Voyage and the Storm",
            minutes: 14,
            summary:
              "The narrator, his wife Mary, son Jonathan and daughter Suzanne set out from Plymouth, England, to repeat Captain Cook's round-the-world voyage, with two extra crewmen. In the southern Indian Ocean, a gigantic wave struck the Wavewalker, smashing the deck and flooding the boat. The narrator was thrown overboard and injured, and the crew pumped water by hand for hours while he repaired the damage with canvas and waterproof hatch covers.",
          },
          {
            title: "Courage and the Search for Ile Amsterdam",
            minutes: 14,
            summary:
              "With the boat barely afloat, the narrator calculated a course to Ile Amsterdam, a tiny island in the vast ocean. The children showed astonishing calm: Sue, badly injured, did not complain, and Jonathan said they were not afraid to die if they could all be together. When the island finally appeared, Jonathan called his father 'the best daddy in the whole world and the best captain', and the story celebrates courage, optimism and family unity.",
          },
        ],
        questions: [],
      },
      {
        title: "Discovering Tut: the Saga Continues",
        summary:
          "A.R. Williams's account of the study of Tutankhamun's mummy, from Howard Carter's discovery of the tomb to the CT scan of 2005. It shows how modern science helps answer historical mysteries.",
        lessons: [
          {
            title: "The Boy King and Carter's Discovery",
            minutes: 13,
            summary:
              "Tutankhamun was the last heir of a powerful Egyptian royal family and died at about nineteen, more than 3300 years ago. In 1922 the British archaeologist Howard Carter discovered his tomb filled with treasures. Because resins had stuck the mummy to its coffin, Carter's team cut it apart and removed the gold ornaments, damaging the body.",
          },
          {
            title: "Science Meets History: The CT Scan",
            minutes: 14,
            summary:
              "In 2005 a team led by Zahi Hawass took Tut's mummy out of its tomb for a CT (computed tomography) scan, which produced about 1700 images that could be combined into a 3D picture of the body. The aim was to learn how he lived and died and to settle rumours that he had been murdered. The chapter shows how technology lets scientists study the past while raising questions about respect for the dead.",
          },
        ],
        questions: [],
        assignment: {
          title: "Science Solving History",
          instructions:
            "In about 200 words, write an article for your school magazine on how a modern technology (such as CT scans, DNA testing or carbon dating) has helped answer a question about the past. Refer to Tutankhamun's story and give your article a catchy headline.",
          maxMarks: 15,
        },
      },
      {
        title: "The Laburnum Top",
        summary:
          "Ted Hughes's poem describing how a goldfinch's visit brings a still laburnum tree briefly to life on a September afternoon. It uses vivid imagery of sound and movement from the natural world.",
        lessons: [
          {
            title: "The Tree Before and After the Goldfinch",
            minutes: 10,
            summary:
              "At first the top of the laburnum tree is silent and still in the September sunlight, with its yellow leaves falling. Then a goldfinch arrives with a sudden chirrup, and the tree becomes alive with the twittering of her young ones in their nest. When she leaves, the tree returns to its earlier silence, so the poem ends where it began.",
          },
          {
            title: "Imagery and Comparison",
            minutes: 11,
            summary:
              "Hughes compares the bird's nest to a machine, calling the goldfinch the 'engine of her family' whose arrival starts it up, and her movements are quick and lizard-like. The yellow of the leaves and the bird link them visually, and the sounds 'chirrup' and 'twitching' make the scene vivid. The poem shows how a small creature can fill a quiet space with energy and life.",
          },
        ],
        questions: [],
      },
      {
        title: "The Voice of the Rain",
        summary:
          "Walt Whitman's poem in the form of a dialogue between the poet and the rain, which describes its endless cycle. It compares the rain to a song or poem that returns to its origin.",
        lessons: [
          {
            title: "The Rain Speaks",
            minutes: 10,
            summary:
              "When the poet asks the falling shower who it is, the rain answers that it is the 'Poem of Earth'. It rises unseen from the land and the deep sea, forms clouds, and descends to wash droughts and dust and give life to seeds. It then returns to its origin, completing the water cycle.",
          },
          {
            title: "Rain and Song",
            minutes: 10,
            summary:
              "In the final lines, placed in brackets, the poet compares the rain to a song: a song comes from the soul of the poet and, whether heard or not, returns to the poet with love. Both the rain and poetry give life and beauty and go back to their source. The poem uses personification and free verse, typical of Whitman.",
          },
        ],
        questions: [],
      },
      {
        title: "Childhood",
        summary:
          "Markus Natten's reflective poem in which the speaker asks when his childhood was lost. He traces it to growing reason, noticing adult hypocrisy and discovering his own mind.",
        lessons: [
          {
            title: "When Did Childhood End?",
            minutes: 10,
            summary:
              "The speaker suggests three moments when he may have lost his childhood. One was when he turned eleven and realised that heaven and hell could not be found in geography books. Another was when he saw that adults preached love but did not act lovingly, and the third was when he realised his mind was his own and he could think for himself.",
          },
          {
            title: "Meaning and Style",
            minutes: 10,
            summary:
              "The repeated question 'When did my childhood go?' gives the poem its reflective, wistful tone. The final stanza suggests childhood has gone to 'some forgotten place', hidden in an infant's face, meaning it lives only in innocence. The poem shows that growing up brings independent thought but costs innocence and trust.",
          },
        ],
        questions: [],
      },
      {
        title: "Father to Son",
        summary:
          "Elizabeth Jennings's poem about a father who cannot understand his grown son although they live in the same house. It explores the generation gap, failed communication and the hope of reconciliation.",
        lessons: [
          {
            title: "A Father's Confusion",
            minutes: 10,
            summary:
              "The father says he does not understand his son, though they have lived in the same house for years. The son was built to his design, yet what the son loves the father cannot share, and they speak like strangers. The father wishes the son would come back to him like the prodigal son, and he is ready to forgive.",
          },
          {
            title: "Themes of the Generation Gap",
            minutes: 10,
            summary:
              "The poem shows that love alone cannot bridge differences without communication. Silence surrounds father and son, the father's grief turns into anger he cannot explain, and in the end each puts out 'an empty hand', longing for something to forgive. Its simple language and regular rhyme make these painful feelings direct and easy to relate to.",
          },
        ],
        questions: [],
      },
      {
        title: "The Adventure",
        summary:
          "Jayant Narlikar's science-fiction story in which Professor Gangadharpant Gaitonde finds himself in an alternate Bombay where the Marathas won the Third Battle of Panipat. It uses catastrophe theory and quantum ideas to explore how history might have turned out differently.",
        lessons: [
          {
            title: "Gaitonde in an Alternate World",
            minutes: 15,
            summary:
              "After an accident, Professor Gaitonde wakes in a Bombay where the East India Company has only trading posts and India is ruled by the Peshwas. In a library he learns that in this world Vishwasrao survived and the Marathas won the Battle of Panipat in 1761. When he insists on speaking at a public meeting from the chair, he is thrown out, and returns to his own world.",
          },
          {
            title: "Catastrophe Theory and Reality",
            minutes: 14,
            summary:
              "Rajendra Deshpande, a scientist friend, explains the experience using catastrophe theory, in which a small change at a critical moment leads to a very different outcome. He links it to the idea in quantum theory that a system can have several possible states, suggesting that more than one reality may exist. Gaitonde's experience of two worlds shows how a single event, such as a stray bullet at Panipat, can change history.",
          },
        ],
        questions: [],
        assignment: {
          title: "What If History Had Changed?",
          instructions:
            "Choose one turning point in Indian or world history and write a short story or essay of about 300 words imagining how life today would be different if it had gone the other way. Explain how your idea connects to the catastrophe theory described in 'The Adventure'.",
          maxMarks: 20,
        },
      },
      {
        title: "Silk Road",
        summary:
          "Nick Middleton's travelogue of his journey across the Tibetan plateau to Mount Kailash. It describes the landscape, the people and the hardships of high altitude travel.",
        lessons: [
          {
            title: "Across the Tibetan Plateau",
            minutes: 14,
            summary:
              "The author travels by car with his driver Tsetan, crossing the vast, empty Changtang plateau where nomads herd yaks and sheep and keep fierce Tibetan mastiffs. They take short cuts across frozen streams and high passes, and Tsetan's skill gets them through snow and ice. The writing brings alive the beauty and harshness of the landscape.",
          },
          {
            title: "Hor, Darchen and Mount Kailash",
            minutes: 13,
            summary:
              "At the town of Hor, near the sacred Lake Mansarovar, the author is disappointed by its dirt and bleakness, despite the lake's holy reputation. In Darchen he suffers a severe cold and the effects of altitude, and visits a doctor of Tibetan medicine. He then meets Norbu, a Tibetan scholar who also wants to walk around Mount Kailash (the kora), and they decide to do it together.",
          },
        ],
        questions: [],
        assignment: {
          title: "Writing a Travelogue",
          instructions:
            "Write a travelogue of about 250 words on a journey you have made, in the style of 'Silk Road'. Describe the landscape, the people you met and one difficulty you faced, using vivid sensory details.",
          maxMarks: 15,
        },
      },
      {
        title: "The Summer of the Beautiful White Horse",
        summary:
          "William Saroyan's story of two Armenian boys, Aram and his cousin Mourad, who secretly ride a horse taken from a farmer. It explores the conflict between innocent longing and the family's deep tradition of honesty.",
        lessons: [
          {
            title: "The Borrowed Horse",
            minutes: 13,
            summary:
              "Nine-year-old Aram is woken one summer morning by his cousin Mourad, who has a beautiful white horse. They belong to the Garoghlanian tribe, famous for its honesty, so Aram knows the horse must have been taken, but he longs to ride. The boys hide the horse in a friend's barn and ride it secretly every morning.",
          },
          {
            title: "Honesty and the Return of the Horse",
            minutes: 13,
            summary:
              "The horse's owner, the farmer John Byro, tells the boys' family that his horse has been missing for weeks. When he meets the boys with the horse, he notices it is the twin of his own, but out of respect for their family's honesty he says he trusts them. The boys return the horse, now better-tempered, and the story shows that honesty and trust can exist alongside childish mischief.",
          },
        ],
        questions: [],
      },
      {
        title: "The Address",
        summary:
          "Marga Minco's story of a young Jewish woman who returns after World War II to the house of a woman who had taken her mother's belongings. It explores loss, memory and the impossibility of recovering the past.",
        lessons: [
          {
            title: "The Visit to Marconi Street",
            minutes: 13,
            summary:
              "During the war, Mrs Dorling had taken many of the narrator's mother's possessions, promising to keep them safe. After the war, the narrator travels to Number 46, Marconi Street, but Mrs Dorling does not want to recognise her. On a second visit she finds Mrs Dorling's daughter, who lets her in, and she sees her mother's things being used carelessly in a strange room.",
          },
          {
            title: "Letting Go of the Past",
            minutes: 12,
            summary:
              "Seeing the familiar objects out of place, the narrator feels they have lost their meaning without her mother's presence and the life they belonged to. She decides to leave without taking anything and to forget the address. The story suggests that the past cannot be recovered through things, and that moving on is a way to heal.",
          },
        ],
        questions: [],
        assignment: {
          title: "Objects and Memory",
          instructions:
            "Write a diary entry of about 200 words as the narrator of 'The Address' on the night after her second visit to Marconi Street. Show her feelings about the objects she saw and explain why she decides to forget the address.",
          maxMarks: 10,
        },
      },
      {
        title: "Mother's Day",
        summary:
          "J.B. Priestley's comic one-act play in which a neglected mother, Mrs Pearson, swaps personalities with her bold neighbour to teach her family a lesson. It uses humour to comment on the unpaid work of homemakers.",
        lessons: [
          {
            title: "The Personality Swap",
            minutes: 13,
            summary:
              "Mrs Pearson is treated like a servant by her husband George, daughter Doris and son Cyril. Her neighbour Mrs Fitzgerald, a fortune-teller who learnt magic in the East, swaps personalities with her using a spell. The new, tough Mrs Pearson smokes, plays cards and refuses to do the housework, shocking her family.",
          },
          {
            title: "Humour and Message",
            minutes: 12,
            summary:
              "Faced with the bold 'Mrs Pearson', the family apologise and promise to respect her. The two women then switch back, and the real Mrs Pearson, now firmer, arranges a family evening together. Through humour and role reversal, the play argues that homemakers deserve appreciation and that mothers should stand up for themselves.",
          },
        ],
        questions: [],
      },
      {
        title: "Birth",
        summary:
          "An extract from A.J. Cronin's novel 'The Citadel', in which young doctor Andrew Manson revives an apparently stillborn baby. It shows the power of medical skill, determination and compassion.",
        lessons: [
          {
            title: "A Night of Crisis",
            minutes: 12,
            summary:
              "Andrew Manson, a newly qualified doctor in a Welsh mining town, returns home near midnight and is called to attend Susan Morgan, who has waited twenty years for a child. After a long and difficult labour, the baby is born lifeless while the mother is also in danger. Manson first saves the mother, then turns to the child.",
          },
          {
            title: "Reviving the Baby",
            minutes: 12,
            summary:
              "Remembering a case he once saw, Manson plunges the baby alternately into hot and cold water and rubs and presses its chest. After half an hour of desperate effort the child begins to breathe. Manson feels he has done something real at last, and the story celebrates persistence and the value of a doctor's work.",
          },
        ],
        questions: [],
      },
      {
        title: "The Tale of Melon City",
        summary:
          "Vikram Seth's humorous narrative poem about a just but foolish king whose search for someone to punish ends with a melon being crowned. It satirises foolish rulers and the passivity of the public.",
        lessons: [
          {
            title: "The Arch and the Chain of Blame",
            minutes: 12,
            summary:
              "A king orders an arch to be built across a street, but it is built too low and knocks off his crown. He orders the chief of builders to be hanged, and the blame passes from the builders to the workmen, the masons and the architect, until it reaches the king himself. A wise old man advises that the guilty must be hanged, so the king prepares to hang someone.",
          },
          {
            title: "Satire and the Melon King",
            minutes: 12,
            summary:
              "The noose is set at a height that fits only one person, the king, so he is hanged. The ministers then choose the next king as the first person to pass the city gate, who turns out to be an idiot, and he declares that the king should be a melon. The people accept the melon king as long as they are left in peace, and Seth mocks blind justice and a public that does not care who rules.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 11,
    slug: "computer-science",
    name: "Computer Science",
    description:
      "Class 11 computer science covering computer systems, number systems and emerging technologies, problem solving and Python programming, and the societal impact of computing.",
    color: "cyan",
    isFree: false,
    textbook:
      "Computer Science — Textbook for Class XI (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Computer System",
        summary:
          "Introduces the components of a computer system, how computers evolved, and the types and units of memory. It explains data transfer between components, microprocessors, the difference between data and information, and the kinds of software including operating systems.",
        lessons: [
          {
            title: "Components and Evolution of a Computer",
            minutes: 13,
            summary:
              "A computer system takes input, processes it and produces output, and consists of hardware and software. Its main components are input devices, the CPU (with an arithmetic logic unit, a control unit and registers), memory, storage and output devices. Computers evolved from the abacus and Babbage's Analytical Engine, through vacuum tubes, transistors and integrated circuits, to today's microprocessors.",
          },
          {
            title: "Memory and Data Transfer",
            minutes: 15,
            summary:
              "Memory is measured in bits and bytes (1 byte = 8 bits, 1 KB = 1024 bytes, then MB, GB, TB). Primary memory includes volatile RAM, which holds data while the computer is on, and non-volatile ROM; cache memory is very fast memory between the CPU and RAM, and secondary memory such as hard disks, SSDs and pen drives stores data permanently. Data moves between components over buses: the data bus, the address bus and the control bus.",
          },
          {
            title: "Microprocessors, Data and Software",
            minutes: 14,
            summary:
              "A microprocessor is a CPU on a single chip, described by its word size, clock speed and number of cores. Raw data, when processed, becomes meaningful information, and data may be structured, unstructured or semi-structured. Software is either system software (operating systems, utilities and language translators such as compilers and interpreters) or application software; the operating system manages processes, memory, files and devices and provides the user interface.",
          },
        ],
        questions: [],
      },
      {
        title: "Encoding Schemes and Number System",
        summary:
          "Explains how characters are stored as numbers using encoding schemes such as ASCII, ISCII and Unicode. It introduces the decimal, binary, octal and hexadecimal number systems and conversions between them.",
        lessons: [
          {
            title: "Encoding Schemes",
            minutes: 13,
            summary:
              "Every key pressed is mapped to a number called its code, which is stored in binary; for example 'A' has the ASCII code 65. ASCII uses 7 bits and can represent 128 characters, ISCII is an 8-bit code for Indian scripts, and Unicode provides a unique code for characters of virtually all the world's languages. Unicode is stored using encodings such as UTF-8, UTF-16 and UTF-32.",
          },
          {
            title: "Number Systems",
            minutes: 13,
            summary:
              "A number system is defined by its base (radix): decimal uses base 10 (digits 0–9), binary base 2 (0 and 1), octal base 8 (0–7) and hexadecimal base 16 (0–9 and A–F, where A = 10 and F = 15). The value of each digit depends on its position, given by a power of the base. For example, binary 1011 = 1×8 + 0×4 + 1×2 + 1×1 = 11 in decimal.",
          },
          {
            title: "Conversions Between Number Systems",
            minutes: 17,
            summary:
              "To convert a decimal integer to another base, divide repeatedly by the base and read the remainders from bottom to top; 25 in binary is 11001. To convert to decimal, multiply each digit by its positional weight and add. Binary converts to octal by grouping bits in threes and to hexadecimal by grouping in fours from the right, so 11010110 is 326 in octal and D6 in hexadecimal.",
          },
        ],
        questions: [],
        assignment: {
          title: "Number System Conversion Practice",
          instructions:
            "Convert your date of birth (day, month and year as three separate numbers) into binary, octal and hexadecimal, showing the working for each conversion. Then write your first name as ASCII codes in decimal and in binary.",
          maxMarks: 15,
        },
      },
      {
        title: "Emerging Trends",
        summary:
          "Introduces recent technologies that are changing the way we live and work, including artificial intelligence, big data, the Internet of Things, cloud computing, grid computing and blockchains.",
        lessons: [
          {
            title: "Artificial Intelligence and Immersive Experiences",
            minutes: 14,
            summary:
              "Artificial intelligence aims to make machines that can learn, reason and make decisions like humans. Machine learning lets computers learn patterns from data without being explicitly programmed, and natural language processing lets them understand and produce human language, as in voice assistants. Virtual reality creates a fully simulated environment, augmented reality overlays digital information on the real world, and robotics combines AI with machines that act in the physical world.",
          },
          {
            title: "Big Data, IoT and Smart Cities",
            minutes: 13,
            summary:
              "Big data refers to data sets so large and fast-changing that traditional tools cannot handle them; it is described by volume, velocity, variety, veracity and value. The Internet of Things connects everyday devices with sensors and network links, such as smart meters and fitness bands, so they can share data. Smart cities use these technologies to manage traffic, energy, water and safety more efficiently.",
          },
          {
            title: "Cloud Computing, Grid Computing and Blockchain",
            minutes: 14,
            summary:
              "Cloud computing provides computing resources over the Internet as services: Infrastructure as a Service (IaaS), Platform as a Service (PaaS) and Software as a Service (SaaS). Grid computing links many computers in different places so they work together on one large task. A blockchain is a shared, decentralised digital ledger in which each block of records is linked to the previous one, making tampering very hard; it underlies cryptocurrencies and can secure records such as land ownership.",
          },
        ],
        questions: [],
      },
      {
        title: "Introduction to Problem Solving",
        summary:
          "Describes the steps of problem solving with a computer and the design of algorithms. It shows how to represent algorithms with flowcharts and pseudocode, use flow of control, verify and compare algorithms, and break problems down by decomposition.",
        lessons: [
          {
            title: "Steps for Problem Solving and Algorithms",
            minutes: 14,
            summary:
              "Solving a problem with a computer involves analysing the problem, developing an algorithm, coding it in a programming language, and testing and debugging. An algorithm is a finite sequence of clear, unambiguous steps that takes input and produces the desired output. A good algorithm has precise steps, a definite start and end, and gives correct results for all valid inputs.",
          },
          {
            title: "Flowcharts, Pseudocode and Flow of Control",
            minutes: 15,
            summary:
              "A flowchart shows an algorithm visually using standard symbols: ovals for start and end, parallelograms for input and output, rectangles for processing, diamonds for decisions and arrows for flow. Pseudocode writes the steps in structured English-like statements such as INPUT, COMPUTE, IF…ELSE and WHILE. Steps can run in sequence, be chosen by a condition (selection), or repeat (iteration).",
          },
          {
            title: "Verifying, Comparing and Decomposing",
            minutes: 13,
            summary:
              "An algorithm is verified by dry running it on sample inputs, including boundary cases, to check that it gives the right output. Different algorithms for the same problem can be compared by the time and memory they need; for example, checking divisors only up to the square root finds primes faster. Large problems are made manageable by decomposition, breaking them into smaller sub-problems that can be solved and tested separately.",
          },
        ],
        questions: [],
      },
      {
        title: "Getting Started with Python",
        summary:
          "Introduces Python and its interactive and script modes, then keywords, identifiers, variables, comments and data types. It covers operators, expressions, precedence, input and output, type conversion and debugging.",
        lessons: [
          {
            title: "Python Basics",
            minutes: 14,
            summary:
              "Python is a high-level, interpreted, free and open-source language that is easy to read. Code can be run in interactive mode, one statement at a time at the >>> prompt, or in script mode, where a saved .py file is run as a whole. Keywords such as if, for and True are reserved, identifiers name variables and must not start with a digit, and comments begin with #.",
          },
          {
            title: "Data Types and Operators",
            minutes: 17,
            summary:
              "Python's data types include numbers (int, float, complex), sequences (str, list, tuple), sets, mappings (dict), bool and None. Lists and dictionaries are mutable, while int, float, str and tuple are immutable. Operators include arithmetic (+, −, *, /, // for floor division, % for remainder, ** for power), relational, logical (and, or, not), assignment, identity (is) and membership (in); for example 7 // 2 is 3 and 7 % 2 is 1, and ** has higher precedence than *.",
          },
          {
            title: "Input, Output, Type Conversion and Debugging",
            minutes: 15,
            summary:
              "input() always returns a string, so a number typed by the user must be converted, as in age = int(input('Age: ')), and print() displays output. Explicit conversion uses functions such as int(), float() and str(), while implicit conversion happens automatically, for example int + float gives a float. Errors are syntax errors (breaking the language rules), logical errors (wrong results) and runtime errors (such as dividing by zero), and finding and fixing them is called debugging.",
          },
        ],
        questions: [],
        assignment: {
          title: "Simple Python Calculator",
          instructions:
            "Write a Python program that reads two numbers from the user and prints their sum, difference, product, quotient, floor quotient, remainder and the first number raised to the second. Submit the code with comments and the output for two test cases, one of them using decimal numbers.",
          maxMarks: 20,
        },
      },
      {
        title: "Flow of Control",
        summary:
          "Explains how Python programs make decisions with if, if-else and if-elif-else, and why indentation matters. It covers repetition with for and while loops, the range() function, break and continue, and nested loops.",
        lessons: [
          {
            title: "Selection and Indentation",
            minutes: 14,
            summary:
              "The if statement runs a block only when its condition is True; if-else chooses between two blocks, and if-elif-else chooses among several. Python uses indentation, usually four spaces, to mark which statements belong to a block, so wrong indentation changes the meaning or causes an error. For example, a grading program can check marks >= 90, then >= 75, and so on using elif.",
          },
          {
            title: "Loops: for, while and range()",
            minutes: 16,
            summary:
              "A for loop repeats over each item of a sequence, and range(start, stop, step) generates integers from start up to but not including stop; range(1, 6) gives 1, 2, 3, 4, 5. A while loop repeats as long as its condition stays True, so the body must change something that eventually makes the condition False, or the loop never ends. Loops are used for sums, counting and repeated input.",
          },
          {
            title: "break, continue and Nested Loops",
            minutes: 14,
            summary:
              "break immediately ends the loop, for example when a searched item is found, while continue skips the rest of the current iteration and moves to the next. A loop inside another loop is a nested loop; the inner loop completes all its iterations for each iteration of the outer loop. Nested loops are used to print patterns and multiplication tables or to check prime numbers in a range.",
          },
        ],
        questions: [],
      },
      {
        title: "Functions",
        summary:
          "Shows how functions make programs modular and reusable. It covers defining user-defined functions, arguments and parameters, default values, return values, scope of variables, flow of execution, and using Python's standard library and modules.",
        lessons: [
          {
            title: "User-Defined Functions",
            minutes: 15,
            summary:
              "A function is a named block of code that does a specific task and runs only when called. It is defined with def, for example def area(l, b): return l * b, and called as area(5, 3). Functions reduce repetition, make programs easier to read and test, and can be reused in other programs.",
          },
          {
            title: "Parameters, Return Values and Scope",
            minutes: 16,
            summary:
              "Parameters are the names in a function definition and arguments are the values passed in a call; parameters may have default values, as in def greet(name='Student'). The return statement sends a value back to the caller, and a function without return gives None. A variable created inside a function is local and exists only there, while one defined outside all functions is global; to change a global variable inside a function you must declare it with the global keyword.",
          },
          {
            title: "Standard Library and Modules",
            minutes: 13,
            summary:
              "Python provides built-in functions such as len(), abs(), max() and type(). A module is a .py file of related functions, brought into a program with import; for example import math gives math.sqrt() and math.pi, the random module gives random.randint(a, b), and the statistics module gives mean(), median() and mode(). You can also write your own module and import it in another program.",
          },
        ],
        questions: [],
      },
      {
        title: "Strings",
        summary:
          "Explains strings as immutable sequences of characters, with indexing and slicing. It covers string operations, traversal with loops, built-in string methods and programs that process text.",
        lessons: [
          {
            title: "Creating, Indexing and Slicing Strings",
            minutes: 14,
            summary:
              "A string is a sequence of characters written in single, double or triple quotes. Each character has an index starting at 0 from the left and −1 from the right, so in s = 'PYTHON', s[0] is 'P' and s[−1] is 'N'. Slicing s[start:end] gives characters from start up to but not including end, so s[1:4] is 'YTH'. Strings are immutable: s[0] = 'J' causes an error.",
          },
          {
            title: "String Operations and Traversal",
            minutes: 13,
            summary:
              "Strings can be joined with + (concatenation), repeated with * (so 'ab' * 3 is 'ababab'), and tested with the membership operators in and not in. A string can be traversed character by character using a for loop or a while loop with an index. Traversal is used to count vowels, reverse a string or check whether it is a palindrome.",
          },
          {
            title: "Built-in String Methods",
            minutes: 15,
            summary:
              "len() gives a string's length, and methods such as upper(), lower(), title(), count(), find(), index(), replace(), split(), join(), strip(), isdigit() and isalpha() make text processing easy. Because strings are immutable, these methods return new strings rather than changing the original. For example, 'a,b,c'.split(',') gives the list ['a', 'b', 'c'].",
          },
        ],
        questions: [],
      },
      {
        title: "Lists",
        summary:
          "Introduces lists as ordered, mutable sequences. It covers list operations, traversal, built-in list methods, nested lists, copying lists and passing lists to functions.",
        lessons: [
          {
            title: "Creating and Accessing Lists",
            minutes: 13,
            summary:
              "A list is an ordered collection of items, possibly of different types, written in square brackets, such as marks = [78, 91, 65]. Items are accessed by index and slices just like strings, but lists are mutable, so marks[0] = 80 changes the list in place. Lists support concatenation (+), repetition (*), membership (in) and slicing.",
          },
          {
            title: "List Methods and Traversal",
            minutes: 16,
            summary:
              "Useful methods include append() to add one item at the end, extend() to add several, insert() to add at a position, remove() to delete a value, pop() to delete and return an item by index, and sort(), reverse(), count() and index(). Functions such as len(), min(), max(), sum() and sorted() also work on lists. A list is traversed with a for loop, directly over its items or over range(len(list)).",
          },
          {
            title: "Nested Lists, Copying and Lists in Functions",
            minutes: 14,
            summary:
              "A nested list contains lists as items, such as a matrix [[1, 2], [3, 4]], where m[1][0] is 3. Assigning b = a does not copy a list; both names refer to the same list, so a change through one appears through the other. A true copy is made with a.copy(), list(a) or a[:]. When a list is passed to a function, changes made to it inside the function are visible to the caller because lists are mutable.",
          },
        ],
        questions: [],
        assignment: {
          title: "Class Marks Analyser",
          instructions:
            "Write a Python program that reads the marks of N students into a list and prints the highest, lowest and average marks, the number of students above the average, and the marks sorted in descending order. Use at least one user-defined function and include sample output.",
          maxMarks: 20,
        },
      },
      {
        title: "Tuples and Dictionaries",
        summary:
          "Explains tuples as immutable sequences and dictionaries as mutable collections of key–value pairs. It covers their operations, built-in methods and functions, tuple assignment, nested tuples and programs that manipulate dictionaries.",
        lessons: [
          {
            title: "Tuples",
            minutes: 14,
            summary:
              "A tuple is an ordered sequence written in round brackets, such as t = (10, 20, 30); a single-element tuple needs a comma, as in (5,). Tuples support indexing, slicing, concatenation and repetition, but they are immutable, so their items cannot be changed. Tuple assignment lets you write (a, b) = (b, a) to swap two values, and a function can return several values packed in a tuple.",
          },
          {
            title: "Dictionaries",
            minutes: 15,
            summary:
              "A dictionary stores key–value pairs in curly braces, such as d = {'name': 'Asha', 'age': 16}, and values are accessed by key: d['name'] gives 'Asha'. Keys must be unique and of an immutable type, while values can be anything. Dictionaries are mutable: d['class'] = 11 adds a pair and del d['age'] removes one.",
          },
          {
            title: "Dictionary Methods and Applications",
            minutes: 14,
            summary:
              "Methods such as keys(), values(), items(), get(), update(), pop() and clear() help work with dictionaries, and get() returns None instead of an error for a missing key. A dictionary can be traversed with for key in d. Dictionaries are ideal for look-ups, such as storing phone numbers by name or counting how often each character occurs in a string.",
          },
        ],
        questions: [],
      },
      {
        title: "Societal Impact",
        summary:
          "Discusses the effects of digital technology on society: digital footprints, net etiquette, data protection, intellectual property rights and licensing. It covers cyber crime and cyber safety, the IT Act, e-waste management and health concerns from technology use.",
        lessons: [
          {
            title: "Digital Footprints and Digital Citizenship",
            minutes: 13,
            summary:
              "Every online activity leaves a digital footprint: active footprints are data we share knowingly, such as posts, and passive ones are collected without our direct input, such as browsing history. A responsible netizen follows net etiquette (be ethical, respectful and responsible), communication etiquette (be precise and polite) and social media etiquette (be secure and careful about what is shared). What we post can remain online permanently.",
          },
          {
            title: "Intellectual Property, Licensing and Data Protection",
            minutes: 15,
            summary:
              "Intellectual property, the creations of the mind, is protected by copyright (for creative works and software), patents (for inventions) and trademarks (for brand names and logos). Plagiarism, copyright infringement and trademark infringement are violations. Open licences such as Creative Commons and the GNU General Public License let creators share work freely under conditions, and data protection laws safeguard personal and sensitive data.",
          },
          {
            title: "Cyber Crime, E-waste and Health",
            minutes: 15,
            summary:
              "Cyber crimes include hacking, phishing, ransomware, identity theft and cyber bullying; safe habits include strong passwords, antivirus software, avoiding suspicious links and logging out of shared computers. In India, the Information Technology Act, 2000 gives legal recognition to electronic records and deals with cyber crime. Discarded electronics (e-waste) contain toxic materials and should be reduced, reused and recycled, and long screen use can cause eye strain and posture problems, so breaks and good ergonomics matter.",
          },
        ],
        questions: [],
        assignment: {
          title: "Cyber Safety Awareness Poster",
          instructions:
            "Design a poster or a one-page leaflet for younger students on staying safe online. Explain phishing, cyber bullying and digital footprints in simple words, give five practical safety tips, and mention where victims of cyber crime in India can seek help.",
          maxMarks: 15,
        },
      },
    ],
  },
];
