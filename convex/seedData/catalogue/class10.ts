import type { SeedSubject } from "./types";

export const CLASS_10: SeedSubject[] = [
  {
    grade: 10,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Class 10 board mathematics, from real numbers and algebra to trigonometry, geometry, mensuration, statistics and probability.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class X (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Real Numbers",
        summary:
          "Revisits the Fundamental Theorem of Arithmetic, uses prime factorisation to find HCF and LCM, and proves that numbers such as √2 and √3 are irrational.",
        lessons: [
          {
            title: "The Fundamental Theorem of Arithmetic",
            minutes: 12,
            summary:
              "Every composite number can be written as a product of primes, and this factorisation is unique apart from the order of the factors. For example, 32760 = 2³ × 3² × 5 × 7 × 13. Because the factorisation is unique, we can reason about a number just by looking at its prime factors: 4ⁿ = 2²ⁿ, for instance, can never end in 0 because it has no factor 5.",
          },
          {
            title: "HCF and LCM by Prime Factorisation",
            minutes: 14,
            summary:
              "Write each number as a product of primes. The HCF is the product of the smallest power of each prime common to all the numbers; the LCM is the product of the greatest power of every prime that appears. For 6 = 2 × 3 and 20 = 2² × 5, HCF = 2 and LCM = 2² × 3 × 5 = 60. For any two positive integers a and b, HCF(a, b) × LCM(a, b) = a × b (here 2 × 60 = 120 = 6 × 20).",
          },
          {
            title: "Proving Numbers Irrational",
            minutes: 15,
            summary:
              "A key fact: if a prime p divides a², then p divides a. To prove √2 irrational we assume the opposite, √2 = a/b with a and b coprime, square to get 2b² = a², deduce that 2 divides both a and b, and reach a contradiction. The sum, difference, product or quotient of a non-zero rational and an irrational number is irrational, so 5 − √3 and 3√2 are irrational too.",
          },
        ],
        questions: [
          {
            text: "What is the prime factorisation of 140?",
            options: ["2² × 5 × 7", "2 × 5 × 7", "2³ × 5 × 7", "2² × 35"],
            correct: 0,
            explanation:
              "140 = 2 × 70 = 2 × 2 × 35 = 2² × 5 × 7. The option 2² × 35 is not a prime factorisation because 35 is not prime.",
            difficulty: "easy",
          },
          {
            text: "What is the HCF of 96 and 404?",
            options: ["2", "8", "4", "12"],
            correct: 2,
            explanation:
              "96 = 2⁵ × 3 and 404 = 2² × 101. The only common prime is 2 and its smallest power is 2², so HCF = 4.",
            difficulty: "easy",
          },
          {
            text: "The LCM of 12, 15 and 21 is:",
            options: ["210", "420", "1260", "84"],
            correct: 1,
            explanation:
              "12 = 2² × 3, 15 = 3 × 5, 21 = 3 × 7. Taking the greatest power of each prime: LCM = 2² × 3 × 5 × 7 = 420.",
            difficulty: "medium",
          },
          {
            text: "The HCF of two numbers is 9 and their LCM is 360. If one number is 45, what is the other?",
            options: ["40", "81", "90", "72"],
            correct: 3,
            explanation:
              "HCF × LCM = product of the numbers, so the other number = (9 × 360) ÷ 45 = 3240 ÷ 45 = 72. Check: 45 = 3² × 5 and 72 = 2³ × 3² give HCF 9 and LCM 360.",
            difficulty: "medium",
          },
          {
            text: "Which of the following numbers is irrational?",
            options: ["√16", "22/7", "3 + 2√5", "0.125"],
            correct: 2,
            explanation:
              "√5 is irrational, so 2√5 is irrational and adding the rational number 3 keeps it irrational. √16 = 4, 22/7 and 0.125 = 1/8 are all rational.",
            difficulty: "medium",
          },
          {
            text: "Why can 6ⁿ never end with the digit 0 for any natural number n?",
            options: [
              "Because 6ⁿ is always even",
              "Because the prime factorisation of 6ⁿ contains no factor 5",
              "Because 6ⁿ is always a perfect square",
              "Because 6ⁿ is always less than 10ⁿ",
            ],
            correct: 1,
            explanation:
              "A number ending in 0 is divisible by 10 = 2 × 5, so its prime factorisation must contain 5. 6ⁿ = 2ⁿ × 3ⁿ, and by the uniqueness of prime factorisation it has no factor 5.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Polynomials",
        summary:
          "Explains the zeroes of a polynomial, what they mean on a graph, and the relationship between the zeroes and the coefficients of quadratic (and cubic) polynomials.",
        lessons: [
          {
            title: "Polynomials and Their Zeroes",
            minutes: 10,
            summary:
              "The degree of a polynomial is the highest power of the variable: linear (degree 1), quadratic (degree 2), cubic (degree 3). A real number k is a zero of p(x) if p(k) = 0. The linear polynomial ax + b has exactly one zero, x = −b/a; for example, 2x + 3 has zero −3/2.",
          },
          {
            title: "Geometrical Meaning of Zeroes",
            minutes: 12,
            summary:
              "The zeroes of p(x) are the x-coordinates of the points where the graph of y = p(x) meets the x-axis. The graph of a quadratic ax² + bx + c is a parabola that opens upwards if a > 0 and downwards if a < 0; it can cut the x-axis at two points, touch it at one point, or miss it altogether, so a quadratic has at most 2 zeroes. In general a polynomial of degree n has at most n zeroes.",
          },
          {
            title: "Zeroes and Coefficients",
            minutes: 15,
            summary:
              "If α and β are the zeroes of ax² + bx + c, then α + β = −b/a and αβ = c/a. For x² + 7x + 10 = (x + 2)(x + 5), the zeroes are −2 and −5: their sum is −7 = −7/1 and their product is 10 = 10/1. Conversely, a quadratic whose zeroes have sum S and product P is k(x² − Sx + P). For a cubic ax³ + bx² + cx + d with zeroes α, β, γ: α + β + γ = −b/a, αβ + βγ + γα = c/a and αβγ = −d/a.",
          },
        ],
        questions: [
          {
            text: "What are the zeroes of x² − 5x + 6?",
            options: ["−2 and −3", "2 and 3", "1 and 6", "−1 and 6"],
            correct: 1,
            explanation:
              "x² − 5x + 6 = (x − 2)(x − 3), which is 0 when x = 2 or x = 3.",
            difficulty: "easy",
          },
          {
            text: "The graph of y = p(x) cuts the x-axis at exactly three points. How many zeroes does p(x) have?",
            options: ["1", "2", "0", "3"],
            correct: 3,
            explanation:
              "Each point where the graph meets the x-axis gives one zero, so p(x) has 3 zeroes.",
            difficulty: "easy",
          },
          {
            text: "For 2x² − 8x + 6, the sum and product of the zeroes are:",
            options: [
              "sum 4, product 3",
              "sum −4, product 3",
              "sum 8, product 6",
              "sum 4, product −3",
            ],
            correct: 0,
            explanation:
              "Here a = 2, b = −8, c = 6. Sum = −b/a = 8/2 = 4 and product = c/a = 6/2 = 3. (Indeed the zeroes are 1 and 3.)",
            difficulty: "medium",
          },
          {
            text: "Which quadratic polynomial has zeroes whose sum is −3 and product is 2?",
            options: [
              "x² − 3x + 2",
              "x² + 2x − 3",
              "x² + 3x + 2",
              "x² − 3x − 2",
            ],
            correct: 2,
            explanation:
              "A quadratic with sum S and product P is x² − Sx + P = x² − (−3)x + 2 = x² + 3x + 2. Its zeroes are −1 and −2.",
            difficulty: "medium",
          },
          {
            text: "If 1 is a zero of x² − 4x + k, what is the value of k?",
            options: ["−3", "4", "5", "3"],
            correct: 3,
            explanation: "Put x = 1: 1 − 4 + k = 0, so k = 3.",
            difficulty: "medium",
          },
          {
            text: "If α and β are the zeroes of x² − 6x + 4, what is α² + β²?",
            options: ["28", "36", "44", "20"],
            correct: 0,
            explanation:
              "α + β = 6 and αβ = 4. α² + β² = (α + β)² − 2αβ = 36 − 8 = 28.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Pair of Linear Equations in Two Variables",
        summary:
          "Shows how to represent a pair of linear equations graphically, decide whether it has one, many or no solutions, and solve it by substitution and elimination, including word problems.",
        lessons: [
          {
            title: "Graphical Method and Consistency",
            minutes: 14,
            summary:
              "Each linear equation ax + by + c = 0 is a straight line. Two lines can intersect (one unique solution), coincide (infinitely many solutions) or be parallel (no solution). For a₁x + b₁y + c₁ = 0 and a₂x + b₂y + c₂ = 0: if a₁/a₂ ≠ b₁/b₂ the lines intersect; if a₁/a₂ = b₁/b₂ = c₁/c₂ they coincide; if a₁/a₂ = b₁/b₂ ≠ c₁/c₂ they are parallel. A pair with at least one solution is called consistent.",
          },
          {
            title: "Substitution Method",
            minutes: 12,
            summary:
              "Express one variable in terms of the other from one equation and substitute it into the second equation, which then has only one variable. For x + y = 14 and x − y = 4: from the second, x = y + 4; substituting gives 2y + 4 = 14, so y = 5 and x = 9. Always check the answer in both original equations.",
          },
          {
            title: "Elimination Method",
            minutes: 12,
            summary:
              "Multiply the equations by suitable numbers so that one variable has equal coefficients, then add or subtract to eliminate it. For 3x + 2y = 11 and 2x + 3y = 4, multiply by 3 and 2 to get 9x + 6y = 33 and 4x + 6y = 8; subtracting gives 5x = 25, so x = 5 and then y = −2. If both variables disappear and a false statement remains, there is no solution; if a true statement remains, there are infinitely many.",
          },
          {
            title: "Word Problems",
            minutes: 12,
            summary:
              "Choose two unknowns, translate each condition of the problem into an equation, and solve the pair. Age problems, cost problems, digits of a number and speed of a boat in a stream all lead to such pairs. Finally check that the answer makes sense in the situation (for example, ages must be positive).",
          },
        ],
        questions: [
          {
            text: "What is the solution of x + y = 10 and x − y = 2?",
            options: [
              "x = 4, y = 6",
              "x = 6, y = 4",
              "x = 5, y = 5",
              "x = 8, y = 2",
            ],
            correct: 1,
            explanation:
              "Adding the equations gives 2x = 12, so x = 6; then y = 10 − 6 = 4.",
            difficulty: "easy",
          },
          {
            text: "If the two lines representing a pair of linear equations are parallel, the pair has:",
            options: [
              "exactly one solution",
              "exactly two solutions",
              "infinitely many solutions",
              "no solution",
            ],
            correct: 3,
            explanation:
              "Parallel lines never meet, so there is no common point and the pair is inconsistent.",
            difficulty: "easy",
          },
          {
            text: "For what value of k do 2x + 3y = 5 and 4x + ky = 10 have infinitely many solutions?",
            options: ["6", "3", "4", "10"],
            correct: 0,
            explanation:
              "We need 2/4 = 3/k = 5/10. Since 2/4 = 1/2, 3/k = 1/2 gives k = 6.",
            difficulty: "medium",
          },
          {
            text: "The pair x + 2y − 4 = 0 and 2x + 4y − 12 = 0 is:",
            options: [
              "consistent with a unique solution",
              "consistent with infinitely many solutions",
              "inconsistent (no solution)",
              "consistent with two solutions",
            ],
            correct: 2,
            explanation:
              "a₁/a₂ = 1/2, b₁/b₂ = 2/4 = 1/2 but c₁/c₂ = 4/12 = 1/3. Since a₁/a₂ = b₁/b₂ ≠ c₁/c₂, the lines are parallel.",
            difficulty: "medium",
          },
          {
            text: "Solve 3x + 2y = 11 and 2x + 3y = 4.",
            options: [
              "x = 3, y = 1",
              "x = −2, y = 5",
              "x = 1, y = 4",
              "x = 5, y = −2",
            ],
            correct: 3,
            explanation:
              "Multiply by 3 and 2: 9x + 6y = 33 and 4x + 6y = 8. Subtracting, 5x = 25, so x = 5; then 2y = 11 − 15 = −4, y = −2.",
            difficulty: "medium",
          },
          {
            text: "Five years from now a father will be three times as old as his son. Five years ago he was seven times as old as his son. What are their present ages?",
            options: [
              "Father 40, son 10",
              "Father 45, son 15",
              "Father 35, son 5",
              "Father 50, son 15",
            ],
            correct: 0,
            explanation:
              "f + 5 = 3(s + 5) gives f = 3s + 10; f − 5 = 7(s − 5) gives f = 7s − 30. So 3s + 10 = 7s − 30, s = 10 and f = 40. Check: 45 = 3 × 15 and 35 = 7 × 5.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Everyday Problems as Linear Equations",
          instructions:
            "Write three word problems from your own life (for example, prices of two items, ages, or a cricket score) that lead to a pair of linear equations. Solve one by substitution, one by elimination and one graphically on graph paper, and check each answer.",
          maxMarks: 20,
        },
      },
      {
        title: "Quadratic Equations",
        summary:
          "Introduces equations of the form ax² + bx + c = 0, solves them by factorisation and by the quadratic formula, and uses the discriminant to find the nature of the roots.",
        lessons: [
          {
            title: "What Is a Quadratic Equation?",
            minutes: 10,
            summary:
              "A quadratic equation in x is one that can be written as ax² + bx + c = 0 with a ≠ 0. Always simplify before deciding: (x + 2)² = x² − 3 looks quadratic, but the x² terms cancel and it becomes the linear equation 4x + 7 = 0. Many real problems, such as areas of plots or products of consecutive numbers, lead to quadratic equations.",
          },
          {
            title: "Solving by Factorisation",
            minutes: 14,
            summary:
              "Split the middle term so the quadratic factorises into two linear factors, then set each factor to zero. For 2x² − 5x + 3 = 0, we need two numbers with product 2 × 3 = 6 and sum −5, namely −2 and −3: 2x² − 2x − 3x + 3 = 2x(x − 1) − 3(x − 1) = (2x − 3)(x − 1). So the roots are x = 3/2 and x = 1.",
          },
          {
            title: "The Quadratic Formula",
            minutes: 14,
            summary:
              "The roots of ax² + bx + c = 0 are x = (−b ± √(b² − 4ac)) / 2a, provided b² − 4ac ≥ 0. For 2x² + x − 6 = 0: b² − 4ac = 1 + 48 = 49, so x = (−1 ± 7)/4, giving x = 3/2 or x = −2. The formula works even when the quadratic is hard to factorise.",
          },
          {
            title: "Nature of Roots",
            minutes: 10,
            summary:
              "The discriminant D = b² − 4ac decides the nature of the roots. If D > 0 there are two distinct real roots; if D = 0 there are two equal real roots, each equal to −b/2a; if D < 0 there are no real roots. For example, 4x² − 12x + 9 = 0 has D = 144 − 144 = 0, so both roots equal 3/2.",
          },
        ],
        questions: [
          {
            text: "Which of the following is a quadratic equation?",
            options: [
              "x² + 3x = x² − 5",
              "(x − 2)(x + 1) = 0",
              "x³ − x = 4",
              "2x + 5 = 0",
            ],
            correct: 1,
            explanation:
              "(x − 2)(x + 1) = 0 expands to x² − x − 2 = 0, which has degree 2. In the first option the x² terms cancel, leaving a linear equation.",
            difficulty: "easy",
          },
          {
            text: "The roots of x² − 9 = 0 are:",
            options: ["3 only", "9 and −9", "3 and −3", "0 and 9"],
            correct: 2,
            explanation: "x² = 9, so x = 3 or x = −3.",
            difficulty: "easy",
          },
          {
            text: "The roots of 2x² − 5x + 3 = 0 are:",
            options: ["1 and 3/2", "−1 and −3/2", "2 and 3", "1 and 3"],
            correct: 0,
            explanation: "2x² − 5x + 3 = (2x − 3)(x − 1), so x = 3/2 or x = 1.",
            difficulty: "medium",
          },
          {
            text: "What is the nature of the roots of 4x² − 12x + 9 = 0?",
            options: [
              "Two distinct real roots",
              "No real roots",
              "Two equal real roots",
              "One real and one non-real root",
            ],
            correct: 2,
            explanation:
              "D = (−12)² − 4 × 4 × 9 = 144 − 144 = 0, so the roots are real and equal (both 3/2).",
            difficulty: "medium",
          },
          {
            text: "For which positive value of k does x² + kx + 16 = 0 have two equal roots?",
            options: ["4", "16", "32", "8"],
            correct: 3,
            explanation:
              "Equal roots need D = k² − 4 × 1 × 16 = 0, so k² = 64 and the positive value is k = 8.",
            difficulty: "medium",
          },
          {
            text: "The product of two consecutive positive integers is 306. What are the integers?",
            options: ["16 and 17", "17 and 18", "18 and 19", "15 and 16"],
            correct: 1,
            explanation:
              "x(x + 1) = 306 gives x² + x − 306 = 0. D = 1 + 1224 = 1225 = 35², so x = (−1 + 35)/2 = 17. The integers are 17 and 18 (17 × 18 = 306).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Arithmetic Progressions",
        summary:
          "Defines arithmetic progressions, derives the formula for the nth term and the sum of the first n terms, and applies them to real-life problems.",
        lessons: [
          {
            title: "What Is an AP?",
            minutes: 10,
            summary:
              "An arithmetic progression is a list of numbers in which each term after the first is obtained by adding a fixed number, the common difference d. In 3, 7, 11, 15, … the first term a = 3 and d = 4. The common difference can be negative or zero: 10, 8, 6, … has d = −2. To test a list, check that a₂ − a₁ = a₃ − a₂ = … throughout.",
          },
          {
            title: "The nth Term",
            minutes: 14,
            summary:
              "The nth term of an AP is aₙ = a + (n − 1)d. For 2, 7, 12, …, the 10th term is 2 + 9 × 5 = 47. The same formula tells us which term has a given value: solve a + (n − 1)d = value for n, and if n is not a natural number the value is not a term. The nth term from the end is found by reversing the AP (start from the last term l with difference −d).",
          },
          {
            title: "Sum of the First n Terms",
            minutes: 15,
            summary:
              "The sum of the first n terms is Sₙ = n/2 [2a + (n − 1)d], or Sₙ = n/2 (a + l) where l is the last term. This is the young Gauss's trick: pairing 1 + 100, 2 + 99, … gives 50 pairs of 101, so 1 + 2 + … + 100 = 5050. In general, the sum of the first n natural numbers is n(n + 1)/2.",
          },
        ],
        questions: [
          {
            text: "What is the common difference of the AP 3, 1, −1, −3, …?",
            options: ["2", "−2", "−1", "4"],
            correct: 1,
            explanation:
              "d = 1 − 3 = −2, and each later difference is also −2.",
            difficulty: "easy",
          },
          {
            text: "What is the 10th term of the AP 2, 7, 12, …?",
            options: ["52", "45", "47", "50"],
            correct: 2,
            explanation:
              "a = 2, d = 5, so a₁₀ = 2 + (10 − 1) × 5 = 2 + 45 = 47.",
            difficulty: "easy",
          },
          {
            text: "Which term of the AP 21, 18, 15, … is −81?",
            options: ["35th", "34th", "30th", "36th"],
            correct: 0,
            explanation:
              "a = 21, d = −3. 21 + (n − 1)(−3) = −81 gives (n − 1) × 3 = 102, so n − 1 = 34 and n = 35.",
            difficulty: "medium",
          },
          {
            text: "What is the sum of the first 20 terms of the AP 1, 4, 7, …?",
            options: ["580", "610", "600", "590"],
            correct: 3,
            explanation: "S₂₀ = 20/2 [2 × 1 + 19 × 3] = 10 × (2 + 57) = 590.",
            difficulty: "medium",
          },
          {
            text: "What is the sum of the first 15 multiples of 8?",
            options: ["960", "1200", "920", "840"],
            correct: 0,
            explanation:
              "8 + 16 + … + 120 is an AP with a = 8, l = 120, n = 15. S = 15/2 × (8 + 120) = 15 × 64 = 960.",
            difficulty: "medium",
          },
          {
            text: "The 3rd term of an AP is 12 and the 7th term is 24. What is the 10th term?",
            options: ["30", "36", "33", "27"],
            correct: 2,
            explanation:
              "a + 2d = 12 and a + 6d = 24, so 4d = 12, d = 3 and a = 6. Then a₁₀ = 6 + 9 × 3 = 33.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Triangles",
        summary:
          "Studies similar figures, proves the Basic Proportionality Theorem and its converse, and develops the AAA, SSS and SAS criteria for the similarity of triangles.",
        lessons: [
          {
            title: "Similar Figures",
            minutes: 10,
            summary:
              "Two figures are similar if they have the same shape but not necessarily the same size. Two polygons with the same number of sides are similar if their corresponding angles are equal and their corresponding sides are in the same ratio. All circles, all squares and all equilateral triangles are similar; congruent figures are similar, but similar figures need not be congruent.",
          },
          {
            title: "Basic Proportionality Theorem",
            minutes: 15,
            summary:
              "The Basic Proportionality Theorem (Thales theorem) says: if a line is drawn parallel to one side of a triangle to meet the other two sides at distinct points, it divides those sides in the same ratio. So if DE ∥ BC in triangle ABC, then AD/DB = AE/EC. Its converse is also true: if a line divides two sides of a triangle in the same ratio, it is parallel to the third side.",
          },
          {
            title: "Criteria for Similarity of Triangles",
            minutes: 15,
            summary:
              "Two triangles are similar if (AAA) their corresponding angles are equal — and since the angles of a triangle add up to 180°, two equal pairs (AA) are enough; (SSS) their corresponding sides are in the same ratio; or (SAS) one angle is equal and the sides including it are in the same ratio. In writing ∆ABC ~ ∆PQR, the order of letters shows which vertices correspond. Similar triangles let us find heights of poles or towers from their shadows.",
          },
        ],
        questions: [
          {
            text: "Which of the following pairs of figures are always similar?",
            options: [
              "Any two rectangles",
              "Any two rhombuses",
              "Any two squares",
              "Any two isosceles triangles",
            ],
            correct: 2,
            explanation:
              "All squares have equal angles (90°) and sides in the same ratio, so they are always similar. Two rectangles or rhombuses can have different proportions or angles.",
            difficulty: "easy",
          },
          {
            text: "In ∆ABC, DE ∥ BC with D on AB and E on AC. If AD = 2 cm, DB = 3 cm and AE = 4 cm, what is EC?",
            options: ["5 cm", "6 cm", "8 cm", "3 cm"],
            correct: 1,
            explanation:
              "By the Basic Proportionality Theorem, AD/DB = AE/EC, so 2/3 = 4/EC and EC = 6 cm.",
            difficulty: "easy",
          },
          {
            text: "∆ABC ~ ∆DEF with AB = 4 cm, DE = 6 cm and BC = 6 cm. What is EF?",
            options: ["4 cm", "8 cm", "12 cm", "9 cm"],
            correct: 3,
            explanation:
              "Corresponding sides are in the same ratio: AB/DE = BC/EF, so 4/6 = 6/EF and EF = 9 cm.",
            difficulty: "medium",
          },
          {
            text: "Two angles of one triangle are equal to two angles of another triangle. The triangles are similar by which criterion?",
            options: ["AA", "SSS", "SAS", "RHS"],
            correct: 0,
            explanation:
              "If two pairs of angles are equal, the third pair is also equal (angle sum 180°), so the triangles are similar by the AA (AAA) criterion.",
            difficulty: "medium",
          },
          {
            text: "A vertical pole 6 m high casts a shadow 4 m long. At the same time a tower casts a shadow 28 m long. How tall is the tower?",
            options: ["18.7 m", "36 m", "42 m", "48 m"],
            correct: 2,
            explanation:
              "The sun's rays make equal angles, so the triangles are similar: 6/4 = h/28, giving h = 42 m.",
            difficulty: "medium",
          },
          {
            text: "In ∆ABC, DE ∥ BC with D on AB and E on AC. If AD/DB = 3/5 and AC = 5.6 cm, what is AE?",
            options: ["2.1 cm", "3.5 cm", "3.36 cm", "1.8 cm"],
            correct: 0,
            explanation:
              "AE/EC = 3/5, so AE is 3 parts out of 3 + 5 = 8 parts of AC: AE = (3/8) × 5.6 = 2.1 cm.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Measuring Heights with Shadows",
          instructions:
            "On a sunny day, measure the shadow of a stick of known height and, at the same time, the shadow of a tall object such as a tree or flagpole. Use similar triangles to calculate the object's height, draw a labelled diagram and explain which similarity criterion you used.",
          maxMarks: 15,
        },
      },
      {
        title: "Coordinate Geometry",
        summary:
          "Derives and applies the distance formula and the section formula (including the mid-point formula) for points in the Cartesian plane.",
        lessons: [
          {
            title: "The Distance Formula",
            minutes: 14,
            summary:
              "The distance between P(x₁, y₁) and Q(x₂, y₂) is PQ = √((x₂ − x₁)² + (y₂ − y₁)²); it comes from the Pythagoras theorem applied to a right triangle with horizontal and vertical legs. The distance of (x, y) from the origin is √(x² + y²). For example, the distance between (3, 2) and (−1, −1) is √(16 + 9) = 5.",
          },
          {
            title: "The Section Formula",
            minutes: 15,
            summary:
              "The point P dividing the segment joining A(x₁, y₁) and B(x₂, y₂) internally in the ratio m₁ : m₂ is ((m₁x₂ + m₂x₁)/(m₁ + m₂), (m₁y₂ + m₂y₁)/(m₁ + m₂)). When the ratio is 1 : 1 this gives the mid-point ((x₁ + x₂)/2, (y₁ + y₂)/2). To find an unknown ratio, call it k : 1 and solve for k.",
          },
          {
            title: "Using the Formulas",
            minutes: 12,
            summary:
              "With the distance formula you can check whether three points are collinear (the two shorter distances add up to the longest), whether a triangle is isosceles, equilateral or right-angled, or whether four points form a square or parallelogram. With the section formula you can find points of trisection or the point where a line divides a segment. Drawing a rough sketch first helps you avoid sign mistakes.",
          },
        ],
        questions: [
          {
            text: "What is the distance of the point (6, 8) from the origin?",
            options: ["14", "10", "12", "√28"],
            correct: 1,
            explanation: "√(6² + 8²) = √(36 + 64) = √100 = 10.",
            difficulty: "easy",
          },
          {
            text: "What is the mid-point of the segment joining (2, 3) and (4, 7)?",
            options: ["(3, 5)", "(6, 10)", "(1, 2)", "(3, 4)"],
            correct: 0,
            explanation: "Mid-point = ((2 + 4)/2, (3 + 7)/2) = (3, 5).",
            difficulty: "easy",
          },
          {
            text: "What is the distance between (2, 3) and (4, 1)?",
            options: ["2", "4", "2√2", "√6"],
            correct: 2,
            explanation: "√((4 − 2)² + (1 − 3)²) = √(4 + 4) = √8 = 2√2.",
            difficulty: "medium",
          },
          {
            text: "Find the point that divides the segment joining (−1, 7) and (4, −3) in the ratio 2 : 3.",
            options: ["(2, 1)", "(1, 2)", "(3, 1)", "(1, 3)"],
            correct: 3,
            explanation:
              "x = (2 × 4 + 3 × (−1))/5 = 5/5 = 1 and y = (2 × (−3) + 3 × 7)/5 = 15/5 = 3, so the point is (1, 3).",
            difficulty: "medium",
          },
          {
            text: "In what ratio does the point (−4, 6) divide the segment joining (−6, 10) and (3, −8)?",
            options: ["2 : 7", "7 : 2", "1 : 2", "2 : 5"],
            correct: 0,
            explanation:
              "Let the ratio be k : 1. Then (3k − 6)/(k + 1) = −4, so 3k − 6 = −4k − 4, 7k = 2 and k = 2/7. The ratio is 2 : 7 (check y: (2 × (−8) + 7 × 10)/9 = 54/9 = 6).",
            difficulty: "medium",
          },
          {
            text: "For what values of y is the distance between (2, −3) and (10, y) equal to 10 units?",
            options: ["−3 or 9", "6 or −6", "3 only", "3 or −9"],
            correct: 3,
            explanation:
              "(10 − 2)² + (y + 3)² = 100, so 64 + (y + 3)² = 100 and (y + 3)² = 36. Then y + 3 = ±6, giving y = 3 or y = −9.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Introduction to Trigonometry",
        summary:
          "Defines the six trigonometric ratios of an acute angle in a right triangle, gives their values for 0°, 30°, 45°, 60° and 90°, and proves and uses the basic trigonometric identities.",
        lessons: [
          {
            title: "Trigonometric Ratios",
            minutes: 14,
            summary:
              "In a right triangle, for an acute angle A: sin A = opposite/hypotenuse, cos A = adjacent/hypotenuse and tan A = opposite/adjacent. Their reciprocals are cosec A = 1/sin A, sec A = 1/cos A and cot A = 1/tan A, and tan A = sin A/cos A. The ratios depend only on the angle, not on the size of the triangle. If one ratio is known, draw the triangle, find the third side by Pythagoras and read off the others: tan A = 4/3 gives hypotenuse 5, so sin A = 4/5 and cos A = 3/5.",
          },
          {
            title: "Ratios of Specific Angles",
            minutes: 14,
            summary:
              "Using a 45°-45°-90° triangle and half of an equilateral triangle we get: sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2; cos 30° = √3/2, cos 45° = 1/√2, cos 60° = 1/2; tan 30° = 1/√3, tan 45° = 1, tan 60° = √3. Also sin 0° = 0, cos 0° = 1, sin 90° = 1, cos 90° = 0, and tan 90° is not defined. As A increases from 0° to 90°, sin A increases and cos A decreases.",
          },
          {
            title: "Trigonometric Identities",
            minutes: 14,
            summary:
              "From the Pythagoras theorem, sin²A + cos²A = 1 for every angle A with 0° ≤ A ≤ 90°. Dividing by cos²A gives 1 + tan²A = sec²A (for 0° ≤ A < 90°), and dividing by sin²A gives 1 + cot²A = cosec²A (for 0° < A ≤ 90°). These identities let us express every ratio in terms of one of them and simplify expressions, e.g. (1 + tan²A) cos²A = sec²A × cos²A = 1.",
          },
        ],
        questions: [
          {
            text: "What is the value of sin 30°?",
            options: ["√3/2", "1/√2", "1", "1/2"],
            correct: 3,
            explanation:
              "In half of an equilateral triangle of side 2, the side opposite 30° is 1 and the hypotenuse is 2, so sin 30° = 1/2.",
            difficulty: "easy",
          },
          {
            text: "In a right triangle, the side opposite angle A is 3 cm and the hypotenuse is 5 cm. What is cos A?",
            options: ["3/5", "4/5", "3/4", "5/4"],
            correct: 1,
            explanation:
              "The adjacent side is √(25 − 9) = 4 cm, so cos A = adjacent/hypotenuse = 4/5.",
            difficulty: "easy",
          },
          {
            text: "What is the value of 2 tan²45° + cos²30° − sin²60°?",
            options: ["2", "3/2", "5/2", "1"],
            correct: 0,
            explanation:
              "tan 45° = 1 and cos²30° = sin²60° = 3/4, so the value is 2 × 1 + 3/4 − 3/4 = 2.",
            difficulty: "medium",
          },
          {
            text: "If tan A = 4/3 (A acute), what is sin A?",
            options: ["3/5", "3/4", "4/5", "5/4"],
            correct: 2,
            explanation:
              "Take opposite side 4 and adjacent side 3; the hypotenuse is √(16 + 9) = 5, so sin A = 4/5.",
            difficulty: "medium",
          },
          {
            text: "(1 + tan²A) cos²A simplifies to:",
            options: ["sin²A", "1", "tan²A", "sec²A"],
            correct: 1,
            explanation: "1 + tan²A = sec²A and sec²A × cos²A = 1.",
            difficulty: "medium",
          },
          {
            text: "If sin(A − B) = 1/2 and cos(A + B) = 1/2, with 0° < A + B ≤ 90° and A > B, what are A and B?",
            options: [
              "A = 60°, B = 30°",
              "A = 30°, B = 15°",
              "A = 50°, B = 10°",
              "A = 45°, B = 15°",
            ],
            correct: 3,
            explanation:
              "sin(A − B) = 1/2 gives A − B = 30° and cos(A + B) = 1/2 gives A + B = 60°. Adding, 2A = 90°, so A = 45° and B = 15°.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Some Applications of Trigonometry",
        summary:
          "Uses trigonometric ratios to find heights of objects and distances between them from angles of elevation and depression.",
        lessons: [
          {
            title: "Line of Sight, Elevation and Depression",
            minutes: 10,
            summary:
              "The line of sight joins the observer's eye to the object. If the object is above the horizontal level of the eye, the angle between the line of sight and the horizontal is the angle of elevation; if it is below, it is the angle of depression. The angle of depression from A to B equals the angle of elevation from B to A, because they are alternate angles between parallel horizontal lines.",
          },
          {
            title: "Solving Height and Distance Problems",
            minutes: 15,
            summary:
              "Draw a neat figure, mark the right angle, the known length and the given angle, then choose the ratio linking them — most often tan, since it connects height and horizontal distance. For example, if the top of a tower is seen at 60° from a point 15 m from its foot, the height is 15 × tan 60° = 15√3 m. When the length of a rope or ladder (the hypotenuse) is involved, use sin or cos instead.",
          },
          {
            title: "Problems with Two Angles",
            minutes: 15,
            summary:
              "Some problems give two angles of elevation from two points on the same line, or angles of elevation and depression from one point. Form two right triangles sharing a side, write one equation from each, and solve them together. If the angle of elevation of a tower changes from 30° to 60° after walking 20 m towards it, then h = x√3 and h = (x + 20)/√3, giving x = 10 m and h = 10√3 m.",
          },
        ],
        questions: [
          {
            text: "The angle of elevation of an object is the angle between:",
            options: [
              "the line of sight and the vertical, when the object is below the eye",
              "the line of sight and the horizontal, when the object is above the eye",
              "the ground and the object's shadow",
              "two lines of sight to the object",
            ],
            correct: 1,
            explanation:
              "The angle of elevation is measured up from the horizontal through the eye to the line of sight, for an object above eye level.",
            difficulty: "easy",
          },
          {
            text: "From a point 30 m from the foot of a tower, the angle of elevation of its top is 45°. How tall is the tower?",
            options: ["15 m", "30√3 m", "30 m", "10√3 m"],
            correct: 2,
            explanation: "tan 45° = h/30 and tan 45° = 1, so h = 30 m.",
            difficulty: "easy",
          },
          {
            text: "A kite is flying 60 m above the ground. Its taut string makes an angle of 60° with the ground. How long is the string?",
            options: ["40√3 m", "120 m", "60√3 m", "30√3 m"],
            correct: 0,
            explanation:
              "sin 60° = 60/L, so L = 60 ÷ (√3/2) = 120/√3 = 40√3 m (about 69.3 m).",
            difficulty: "medium",
          },
          {
            text: "From the top of a 75 m high lighthouse, the angle of depression of a ship is 30°. How far is the ship from the foot of the lighthouse?",
            options: ["75 m", "25√3 m", "150 m", "75√3 m"],
            correct: 3,
            explanation:
              "The angle of elevation of the lighthouse top from the ship is also 30°, so tan 30° = 75/d, giving d = 75√3 m (about 129.9 m).",
            difficulty: "medium",
          },
          {
            text: "The shadow of a tower is √3 times its height. What is the angle of elevation of the sun?",
            options: ["30°", "45°", "60°", "90°"],
            correct: 0,
            explanation: "tan θ = height/shadow = h/(√3 h) = 1/√3, so θ = 30°.",
            difficulty: "medium",
          },
          {
            text: "The angle of elevation of a tower's top is 30° from a point on the ground. After walking 20 m towards the tower it becomes 60°. How tall is the tower?",
            options: ["20√3 m", "10 m", "10√3 m", "20 m"],
            correct: 2,
            explanation:
              "Let the nearer point be x m from the tower. h = x tan 60° = x√3 and h = (x + 20) tan 30° = (x + 20)/√3. So 3x = x + 20, x = 10 and h = 10√3 m.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Make and Use a Clinometer",
          instructions:
            "Make a simple clinometer using a protractor, a straw and a weighted thread. Measure the angle of elevation of the top of a building or tree from a measured distance, calculate its height (remember to add your eye height), and present your figure, working and a comment on possible errors.",
          maxMarks: 20,
        },
      },
      {
        title: "Circles",
        summary:
          "Studies tangents to a circle: the tangent is perpendicular to the radius at the point of contact, and the two tangents from an external point are equal in length.",
        lessons: [
          {
            title: "Tangent to a Circle",
            minutes: 10,
            summary:
              "A line can miss a circle, cut it at two points (a secant), or touch it at exactly one point (a tangent). The common point of a tangent and the circle is called the point of contact. At any point of a circle there is exactly one tangent, and a tangent can be thought of as the limiting position of a secant whose two points come together.",
          },
          {
            title: "Tangent Is Perpendicular to the Radius",
            minutes: 14,
            summary:
              "Theorem: the tangent at any point of a circle is perpendicular to the radius through the point of contact. Proof idea: every point of the tangent other than the point of contact P lies outside the circle, so OP is the shortest distance from the centre O to the tangent, and the shortest segment from a point to a line is perpendicular to it. Hence the line through P perpendicular to OP is the tangent.",
          },
          {
            title: "Tangents from an External Point",
            minutes: 14,
            summary:
              "No tangent can be drawn from a point inside a circle, exactly one from a point on it, and exactly two from a point outside it. Theorem: the lengths of the two tangents from an external point are equal, proved using congruent right triangles (RHS). If the point is d units from the centre of a circle of radius r, each tangent has length √(d² − r²). A consequence: for a quadrilateral drawn around a circle, AB + CD = AD + BC.",
          },
        ],
        questions: [
          {
            text: "How many tangents can be drawn to a circle from a point inside it?",
            options: ["1", "2", "0", "Infinitely many"],
            correct: 2,
            explanation:
              "Every line through a point inside a circle cuts the circle at two points, so no tangent is possible.",
            difficulty: "easy",
          },
          {
            text: "What is the angle between a tangent to a circle and the radius at the point of contact?",
            options: ["90°", "60°", "45°", "180°"],
            correct: 0,
            explanation:
              "The tangent at any point of a circle is perpendicular to the radius through the point of contact.",
            difficulty: "easy",
          },
          {
            text: "From a point Q, the length of the tangent to a circle is 24 cm and Q is 25 cm from the centre. What is the radius?",
            options: ["1 cm", "12 cm", "49 cm", "7 cm"],
            correct: 3,
            explanation:
              "The radius, tangent and line to the centre form a right triangle: r = √(25² − 24²) = √(625 − 576) = √49 = 7 cm.",
            difficulty: "medium",
          },
          {
            text: "TP and TQ are tangents from T to a circle with centre O. If ∠PTQ = 70°, what is ∠POQ?",
            options: ["70°", "110°", "140°", "90°"],
            correct: 1,
            explanation:
              "In quadrilateral OPTQ, ∠OPT = ∠OQT = 90°, so ∠POQ = 360° − 90° − 90° − 70° = 110°.",
            difficulty: "medium",
          },
          {
            text: "A point is 13 cm from the centre of a circle of radius 5 cm. What is the length of the tangent from this point?",
            options: ["8 cm", "18 cm", "12 cm", "√194 cm"],
            correct: 2,
            explanation: "Length = √(13² − 5²) = √(169 − 25) = √144 = 12 cm.",
            difficulty: "medium",
          },
          {
            text: "A quadrilateral ABCD is drawn to circumscribe a circle. If AB = 6 cm, BC = 7 cm and CD = 4 cm, what is AD?",
            options: ["3 cm", "5 cm", "9 cm", "17 cm"],
            correct: 0,
            explanation:
              "Tangents from each vertex are equal, which gives AB + CD = AD + BC. So 6 + 4 = AD + 7 and AD = 3 cm.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Areas Related to Circles",
        summary:
          "Finds the areas of sectors and segments of a circle and the lengths of arcs, using the area and circumference of a circle.",
        lessons: [
          {
            title: "Circle Basics Revisited",
            minutes: 8,
            summary:
              "For a circle of radius r, the circumference is 2πr and the area is πr². π is the constant ratio of circumference to diameter; we often use π = 22/7 or 3.14 as approximations. Always check that all lengths are in the same unit before calculating, and write area in square units.",
          },
          {
            title: "Sectors and Arcs",
            minutes: 15,
            summary:
              "A sector is the region between two radii and the arc joining them; its angle θ is the angle at the centre. Since a full circle is 360°, the area of a sector is (θ/360) × πr² and the length of its arc is (θ/360) × 2πr. For r = 14 cm and θ = 90°, the sector's area is (1/4) × (22/7) × 196 = 154 cm². The major sector has angle 360° − θ.",
          },
          {
            title: "Segments of a Circle",
            minutes: 14,
            summary:
              "A segment is the region between a chord and its arc. Area of the minor segment = area of the sector − area of triangle OAB, where O is the centre and AB the chord. For a chord subtending 90° in a circle of radius 10 cm: sector = 78.5 cm² (π = 3.14), triangle = 50 cm², so the segment is 28.5 cm². The major segment is the area of the circle minus the minor segment.",
          },
        ],
        questions: [
          {
            text: "What is the area of a sector of angle 90° in a circle of radius 14 cm? (Use π = 22/7.)",
            options: ["616 cm²", "154 cm²", "308 cm²", "77 cm²"],
            correct: 1,
            explanation:
              "Area = (90/360) × (22/7) × 14 × 14 = (1/4) × 616 = 154 cm².",
            difficulty: "easy",
          },
          {
            text: "What is the length of the arc of a sector of angle 60° in a circle of radius 21 cm? (Use π = 22/7.)",
            options: ["11 cm", "44 cm", "66 cm", "22 cm"],
            correct: 3,
            explanation:
              "Arc = (60/360) × 2 × (22/7) × 21 = (1/6) × 132 = 22 cm.",
            difficulty: "easy",
          },
          {
            text: "Find the area of a sector of angle 30° in a circle of radius 6 cm. (Use π = 3.14.)",
            options: ["9.42 cm²", "18.84 cm²", "3.14 cm²", "113.04 cm²"],
            correct: 0,
            explanation:
              "Area = (30/360) × 3.14 × 36 = (1/12) × 113.04 = 9.42 cm².",
            difficulty: "medium",
          },
          {
            text: "The minute hand of a clock is 14 cm long. What area does it sweep in 5 minutes? (Use π = 22/7.)",
            options: ["154 cm²", "77/3 cm²", "154/3 cm²", "308/3 cm²"],
            correct: 2,
            explanation:
              "In 60 minutes the hand turns 360°, so in 5 minutes it turns 30°. Area = (30/360) × (22/7) × 196 = 616/12 = 154/3 cm² (about 51.3 cm²).",
            difficulty: "medium",
          },
          {
            text: "In a circle of radius 7 cm, a minor sector has angle 90°. What is the area of the corresponding major sector? (Use π = 22/7.)",
            options: ["38.5 cm²", "115.5 cm²", "154 cm²", "77 cm²"],
            correct: 1,
            explanation:
              "The major sector has angle 270°. Area = (270/360) × (22/7) × 49 = (3/4) × 154 = 115.5 cm².",
            difficulty: "medium",
          },
          {
            text: "A chord of a circle of radius 10 cm subtends a right angle at the centre. What is the area of the minor segment? (Use π = 3.14.)",
            options: ["78.5 cm²", "50 cm²", "21.5 cm²", "28.5 cm²"],
            correct: 3,
            explanation:
              "Sector area = (90/360) × 3.14 × 100 = 78.5 cm². Triangle area = (1/2) × 10 × 10 = 50 cm². Segment = 78.5 − 50 = 28.5 cm².",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Surface Areas and Volumes",
        summary:
          "Finds the surface areas and volumes of solids made by combining cubes, cuboids, cylinders, cones, spheres and hemispheres.",
        lessons: [
          {
            title: "Formulae for Basic Solids",
            minutes: 10,
            summary:
              "Cylinder: curved surface area 2πrh, total surface area 2πr(r + h), volume πr²h. Cone: slant height l = √(r² + h²), curved surface area πrl, volume (1/3)πr²h. Sphere: surface area 4πr², volume (4/3)πr³. Hemisphere: curved surface area 2πr², total surface area 3πr², volume (2/3)πr³. Cuboid: surface area 2(lb + bh + hl), volume lbh.",
          },
          {
            title: "Surface Area of a Combination of Solids",
            minutes: 15,
            summary:
              "When solids are joined, some faces get hidden, so the surface area of the combination is not the sum of the separate total surface areas. Add only the surfaces that remain visible. For a toy made of a cone on a hemisphere, surface area = CSA of hemisphere + CSA of cone. For a tent made of a cylinder topped by a cone, canvas needed = CSA of cylinder + CSA of cone.",
          },
          {
            title: "Volume of a Combination of Solids",
            minutes: 15,
            summary:
              "Volumes simply add: the volume of a combined solid is the sum of the volumes of its parts (or a difference, if a part is scooped out). A capsule, for example, is a cylinder with two hemispheres, so its volume is πr²h + (4/3)πr³. A pen stand made of a cuboid with conical depressions has volume = cuboid volume − volume of the cones.",
          },
        ],
        questions: [
          {
            text: "What is the volume of a cone of radius 3 cm and height 7 cm? (Use π = 22/7.)",
            options: ["198 cm³", "66 cm³", "22 cm³", "132 cm³"],
            correct: 1,
            explanation:
              "V = (1/3) × (22/7) × 3 × 3 × 7 = (1/3) × 198 = 66 cm³.",
            difficulty: "easy",
          },
          {
            text: "The curved surface area of a hemisphere of radius r is:",
            options: ["πr²", "3πr²", "2πr²", "4πr²"],
            correct: 2,
            explanation:
              "A hemisphere is half a sphere, so its curved surface is half of 4πr², i.e. 2πr². (Adding the flat circular base gives the total 3πr².)",
            difficulty: "easy",
          },
          {
            text: "Two cubes, each of volume 64 cm³, are joined end to end. What is the surface area of the resulting cuboid?",
            options: ["192 cm²", "128 cm²", "176 cm²", "160 cm²"],
            correct: 3,
            explanation:
              "Each edge is ∛64 = 4 cm, so the cuboid is 8 cm × 4 cm × 4 cm. Surface area = 2(8×4 + 4×4 + 4×8) = 2(32 + 16 + 32) = 160 cm².",
            difficulty: "medium",
          },
          {
            text: "A solid is a cone of radius 1 cm and height 1 cm standing on a hemisphere of radius 1 cm. What is its volume?",
            options: ["π cm³", "2π cm³", "π/3 cm³", "4π/3 cm³"],
            correct: 0,
            explanation:
              "Cone: (1/3)π × 1² × 1 = π/3. Hemisphere: (2/3)π × 1³ = 2π/3. Total = π/3 + 2π/3 = π cm³.",
            difficulty: "medium",
          },
          {
            text: "What is the slant height of a cone with radius 6 cm and height 8 cm?",
            options: ["14 cm", "10 cm", "√28 cm", "12 cm"],
            correct: 1,
            explanation: "l = √(r² + h²) = √(36 + 64) = √100 = 10 cm.",
            difficulty: "medium",
          },
          {
            text: "A tent is a cylinder of height 2.1 m and diameter 4 m with a cone of the same diameter and slant height 2.8 m on top. What area of canvas is needed? (Use π = 22/7.)",
            options: ["44 m²", "26.4 m²", "52.8 m²", "61.6 m²"],
            correct: 0,
            explanation:
              "r = 2 m. Cylinder CSA = 2 × (22/7) × 2 × 2.1 = 26.4 m². Cone CSA = (22/7) × 2 × 2.8 = 17.6 m². Total = 26.4 + 17.6 = 44 m² (the base of the tent is not covered).",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Design a Combined Solid",
          instructions:
            "Design an everyday object made of at least two solids (such as a capsule, an ice-cream cone, a tent or a pencil). Draw it with dimensions, then calculate its total visible surface area and its volume, showing each step and stating the value of π used.",
          maxMarks: 20,
        },
      },
      {
        title: "Statistics",
        summary:
          "Finds the mean, mode and median of grouped data and relates the three measures of central tendency.",
        lessons: [
          {
            title: "Mean of Grouped Data",
            minutes: 15,
            summary:
              "For grouped data, take each class mark xᵢ = (lower limit + upper limit)/2 as the representative value. Direct method: mean = Σfᵢxᵢ / Σfᵢ. Assumed mean method: choose a class mark a, let dᵢ = xᵢ − a, then mean = a + Σfᵢdᵢ/Σfᵢ. Step-deviation method: with class size h and uᵢ = (xᵢ − a)/h, mean = a + h × Σfᵢuᵢ/Σfᵢ; all three give the same answer.",
          },
          {
            title: "Mode of Grouped Data",
            minutes: 14,
            summary:
              "The modal class is the class with the highest frequency. Mode = l + [(f₁ − f₀)/(2f₁ − f₀ − f₂)] × h, where l is the lower limit of the modal class, h the class size, f₁ the frequency of the modal class and f₀, f₂ the frequencies of the classes before and after it. For l = 40, f₁ = 12, f₀ = 8, f₂ = 6 and h = 10, mode = 40 + (4/10) × 10 = 44.",
          },
          {
            title: "Median of Grouped Data",
            minutes: 15,
            summary:
              "Make a cumulative frequency column and find n/2. The median class is the first class whose cumulative frequency is at least n/2. Median = l + [(n/2 − cf)/f] × h, where cf is the cumulative frequency of the class before the median class and f is the median class's frequency. The three measures are roughly related by the empirical formula 3 Median = Mode + 2 Mean.",
          },
        ],
        questions: [
          {
            text: "What is the class mark of the class 10–20?",
            options: ["10", "20", "15", "30"],
            correct: 2,
            explanation: "Class mark = (10 + 20)/2 = 15.",
            difficulty: "easy",
          },
          {
            text: "In a grouped frequency distribution, the class with the highest frequency is called the:",
            options: [
              "modal class",
              "median class",
              "mean class",
              "cumulative class",
            ],
            correct: 0,
            explanation:
              "The mode is the most frequent value, so the class with the highest frequency is the modal class.",
            difficulty: "easy",
          },
          {
            text: "Class marks 5, 15 and 25 have frequencies 2, 3 and 5 respectively. What is the mean?",
            options: ["15", "16", "20", "18"],
            correct: 3,
            explanation:
              "Σfx = 2×5 + 3×15 + 5×25 = 10 + 45 + 125 = 180 and Σf = 10, so mean = 180/10 = 18.",
            difficulty: "medium",
          },
          {
            text: "The modal class is 40–50, with frequency 12. The classes before and after it have frequencies 8 and 6. What is the mode?",
            options: ["42", "44", "45", "46"],
            correct: 1,
            explanation:
              "Mode = 40 + [(12 − 8)/(2×12 − 8 − 6)] × 10 = 40 + (4/10) × 10 = 44.",
            difficulty: "medium",
          },
          {
            text: "Using the empirical relation, if the median is 28 and the mean is 30, the mode is:",
            options: ["24", "26", "32", "29"],
            correct: 0,
            explanation:
              "3 Median = Mode + 2 Mean, so Mode = 3 × 28 − 2 × 30 = 84 − 60 = 24.",
            difficulty: "medium",
          },
          {
            text: "Find the median: classes 0–10, 10–20, 20–30, 30–40, 40–50 have frequencies 5, 8, 7, 10, 20.",
            options: ["30", "40", "35", "37.5"],
            correct: 2,
            explanation:
              "n = 50, so n/2 = 25. Cumulative frequencies are 5, 13, 20, 30, 50, so the median class is 30–40 (l = 30, cf = 20, f = 10, h = 10). Median = 30 + [(25 − 20)/10] × 10 = 35.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Class Survey Statistics",
          instructions:
            "Collect data from at least 30 classmates (for example, daily minutes spent travelling to school) and group it into 5 or 6 equal classes. Find the mean, median and mode of the grouped data, and write two sentences on which measure best describes your data and why.",
          maxMarks: 25,
        },
      },
      {
        title: "Probability",
        summary:
          "Defines the theoretical (classical) probability of an event and applies it to coins, dice, playing cards and other experiments with equally likely outcomes.",
        lessons: [
          {
            title: "Theoretical Probability",
            minutes: 12,
            summary:
              "When all outcomes of an experiment are equally likely, P(E) = (number of outcomes favourable to E) / (total number of possible outcomes). Probabilities lie between 0 and 1: an impossible event has probability 0 and a sure event has probability 1. The event 'not E' is the complement of E, and P(E) + P(not E) = 1.",
          },
          {
            title: "Coins, Dice and Cards",
            minutes: 15,
            summary:
              "A coin has 2 equally likely outcomes and a die has 6; tossing two coins gives 4 outcomes (HH, HT, TH, TT) and throwing two dice gives 6 × 6 = 36. A standard deck has 52 cards in 4 suits of 13 (spades and clubs are black; hearts and diamonds are red), with 4 aces and 12 face cards (kings, queens and jacks). List the sample space carefully before counting favourable outcomes.",
          },
          {
            title: "Solving Probability Problems",
            minutes: 12,
            summary:
              "Read the question to identify the experiment and the total number of equally likely outcomes, then count the favourable ones. Use the complement when it is easier: P(at least one head in two tosses) = 1 − P(no head) = 1 − 1/4 = 3/4. Simplify the fraction, and remember the answer can never be negative or more than 1.",
          },
        ],
        questions: [
          {
            text: "A die is thrown once. What is the probability of getting a number greater than 4?",
            options: ["1/6", "1/2", "2/3", "1/3"],
            correct: 3,
            explanation: "Favourable outcomes are 5 and 6, so P = 2/6 = 1/3.",
            difficulty: "easy",
          },
          {
            text: "If P(E) = 0.05, what is P(not E)?",
            options: ["0.95", "0.05", "0.5", "1.05"],
            correct: 0,
            explanation: "P(E) + P(not E) = 1, so P(not E) = 1 − 0.05 = 0.95.",
            difficulty: "easy",
          },
          {
            text: "One card is drawn from a well-shuffled deck of 52 cards. What is the probability that it is a red face card?",
            options: ["3/13", "1/26", "3/26", "1/13"],
            correct: 2,
            explanation:
              "Hearts and diamonds each have 3 face cards (K, Q, J), so there are 6 red face cards. P = 6/52 = 3/26.",
            difficulty: "medium",
          },
          {
            text: "A bag has 3 red and 5 black balls. One ball is drawn at random. What is the probability that it is not red?",
            options: ["3/8", "5/8", "3/5", "1/2"],
            correct: 1,
            explanation:
              "There are 8 balls, of which 5 are not red, so P = 5/8.",
            difficulty: "medium",
          },
          {
            text: "Two coins are tossed together. What is the probability of getting at least one head?",
            options: ["1/4", "1/2", "1", "3/4"],
            correct: 3,
            explanation:
              "Outcomes: HH, HT, TH, TT. Three of the four contain a head, so P = 3/4 (or 1 − P(TT) = 1 − 1/4).",
            difficulty: "medium",
          },
          {
            text: "Two dice are thrown together. What is the probability that the sum of the numbers is 8?",
            options: ["5/36", "1/6", "1/9", "7/36"],
            correct: 0,
            explanation:
              "There are 36 outcomes. A sum of 8 comes from (2,6), (3,5), (4,4), (5,3), (6,2): 5 outcomes, so P = 5/36.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 10,
    slug: "science",
    name: "Science",
    description:
      "Class 10 board science covering chemical reactions, acids and metals, carbon compounds, life processes, heredity, light, electricity, magnetism and the environment.",
    color: "teal",
    isFree: true,
    textbook: "Science — Textbook for Class X (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Chemical Reactions and Equations",
        summary:
          "Explains how chemical changes are recognised and written as balanced chemical equations, and classifies reactions as combination, decomposition, displacement, double displacement and redox, with corrosion and rancidity as everyday examples.",
        lessons: [
          {
            title: "Writing Chemical Equations",
            minutes: 12,
            summary:
              "A chemical reaction can be recognised by a change in state, a change in colour, evolution of a gas or a change in temperature. It is written as reactants → products, first as a word equation and then with formulae. Because mass is neither created nor destroyed (law of conservation of mass), the number of atoms of each element must be the same on both sides: burning magnesium is written 2Mg + O₂ → 2MgO.",
          },
          {
            title: "Balancing Equations and Showing States",
            minutes: 12,
            summary:
              "Balance an equation by changing only the coefficients in front of formulae, never the formulae themselves. For iron and steam: Fe + H₂O → Fe₃O₄ + H₂ becomes 3Fe + 4H₂O → Fe₃O₄ + 4H₂. Physical states are shown as (s), (l), (g) and (aq) for a water solution, and conditions such as heat or a catalyst are written above the arrow.",
          },
          {
            title: "Types of Chemical Reactions",
            minutes: 16,
            summary:
              "Combination: two or more substances form one product, e.g. CaO + H₂O → Ca(OH)₂, which releases heat (exothermic). Decomposition: one substance breaks down, by heat (CaCO₃ → CaO + CO₂), electricity (water → hydrogen + oxygen) or light (2AgCl → 2Ag + Cl₂). Displacement: a more reactive metal displaces a less reactive one, e.g. Fe + CuSO₄ → FeSO₄ + Cu. Double displacement: ions are exchanged, e.g. Na₂SO₄ + BaCl₂ → BaSO₄ + 2NaCl, where white BaSO₄ forms a precipitate.",
          },
          {
            title: "Oxidation and Reduction in Daily Life",
            minutes: 10,
            summary:
              "Oxidation is the gain of oxygen or loss of hydrogen; reduction is the loss of oxygen or gain of hydrogen, and the two happen together in redox reactions. In CuO + H₂ → Cu + H₂O, copper oxide is reduced and hydrogen is oxidised. Corrosion, such as the rusting of iron, and rancidity, the oxidation of fats and oils that spoils food, are harmful oxidation reactions; rancidity is slowed by antioxidants, airtight containers and flushing chip packets with nitrogen.",
          },
        ],
        questions: [
          {
            text: "Which is the balanced equation for burning magnesium in oxygen?",
            options: [
              "Mg + O₂ → MgO",
              "2Mg + O₂ → 2MgO",
              "Mg + O → MgO₂",
              "Mg₂ + O₂ → 2MgO",
            ],
            correct: 1,
            explanation:
              "2Mg + O₂ → 2MgO has 2 Mg atoms and 2 O atoms on each side. Mg + O₂ → MgO leaves oxygen unbalanced.",
            difficulty: "easy",
          },
          {
            text: "Quicklime (CaO) reacts vigorously with water to form slaked lime. This reaction is:",
            options: [
              "a decomposition reaction that absorbs heat",
              "a displacement reaction",
              "a combination reaction that releases heat",
              "a double displacement reaction",
            ],
            correct: 2,
            explanation:
              "CaO + H₂O → Ca(OH)₂ joins two substances into one product and gives out a lot of heat, so it is an exothermic combination reaction.",
            difficulty: "easy",
          },
          {
            text: "Fe + CuSO₄ → FeSO₄ + Cu is an example of:",
            options: [
              "a displacement reaction",
              "a combination reaction",
              "a decomposition reaction",
              "a double displacement reaction",
            ],
            correct: 0,
            explanation:
              "Iron is more reactive than copper and displaces it from copper sulphate solution; the blue solution turns pale green and copper is deposited.",
            difficulty: "medium",
          },
          {
            text: "In the reaction CuO + H₂ → Cu + H₂O, which substance is oxidised?",
            options: ["CuO", "Cu", "H₂O", "H₂"],
            correct: 3,
            explanation:
              "Hydrogen gains oxygen to become water, so H₂ is oxidised. CuO loses oxygen, so it is reduced.",
            difficulty: "medium",
          },
          {
            text: "White silver chloride turns grey when left in sunlight because:",
            options: [
              "it absorbs water vapour from the air",
              "it decomposes into silver and chlorine",
              "it combines with oxygen to form silver oxide",
              "it reacts with carbon dioxide",
            ],
            correct: 1,
            explanation:
              "Light decomposes it: 2AgCl → 2Ag + Cl₂. The grey colour is silver metal. This photolytic decomposition is used in black-and-white photography.",
            difficulty: "medium",
          },
          {
            text: "Which is the correctly balanced equation for the reaction of iron with steam?",
            options: [
              "3Fe + 2H₂O → Fe₃O₄ + 2H₂",
              "Fe + 4H₂O → Fe₃O₄ + 4H₂",
              "3Fe + 4H₂O → Fe₃O₄ + 2H₂",
              "3Fe + 4H₂O → Fe₃O₄ + 4H₂",
            ],
            correct: 3,
            explanation:
              "Count atoms: left has 3 Fe, 8 H, 4 O; right has 3 Fe, 4 O in Fe₃O₄ and 8 H in 4H₂. All the other options leave Fe, O or H unbalanced.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Reactions Around Us",
          instructions:
            "Identify five chemical reactions you observe at home (for example, cooking, rusting, curdling of milk, burning of LPG). For each, write the observation that shows a reaction occurred, name its type and, where possible, write a balanced chemical equation.",
          maxMarks: 20,
        },
      },
      {
        title: "Acids, Bases and Salts",
        summary:
          "Describes the properties and reactions of acids and bases, indicators and the pH scale, and the preparation and uses of important salts such as common salt, bleaching powder, baking soda, washing soda and plaster of Paris.",
        lessons: [
          {
            title: "Acids, Bases and Indicators",
            minutes: 12,
            summary:
              "Acids taste sour and turn blue litmus red; bases taste bitter, feel soapy and turn red litmus blue. Phenolphthalein is colourless in acid and pink in base, and methyl orange is red in acid and yellow in base. Turmeric turns reddish-brown with bases, and olfactory indicators such as onion, vanilla and clove oil change smell in basic solutions.",
          },
          {
            title: "Reactions of Acids and Bases",
            minutes: 15,
            summary:
              "Acids react with many metals to give a salt and hydrogen gas, which burns with a pop sound. Acids react with metal carbonates and hydrogencarbonates to give a salt, water and carbon dioxide, which turns lime water milky. An acid and a base neutralise each other to form salt and water, e.g. HCl + NaOH → NaCl + H₂O. In water, acids produce H⁺ ions (as H₃O⁺) and bases produce OH⁻ ions; since diluting an acid releases much heat, acid must always be added slowly to water, not water to acid.",
          },
          {
            title: "The pH Scale",
            minutes: 12,
            summary:
              "pH measures hydrogen ion concentration on a scale from 0 to 14: pH 7 is neutral, below 7 is acidic and above 7 is basic, and the lower the pH the stronger the acid. Our body works within a narrow pH range: the stomach uses hydrochloric acid, and excess acidity is treated with antacids like milk of magnesia. Tooth enamel starts to corrode when the pH in the mouth falls below 5.5, and rain with pH below 5.6 is called acid rain.",
          },
          {
            title: "Important Salts",
            minutes: 15,
            summary:
              "Electrolysis of brine (the chlor-alkali process) gives sodium hydroxide, chlorine and hydrogen. Chlorine with dry slaked lime gives bleaching powder, used to disinfect water. Baking soda (NaHCO₃) releases CO₂ on heating and is used in baking powder and antacids; washing soda is Na₂CO₃·10H₂O. Gypsum (CaSO₄·2H₂O) heated to 373 K forms plaster of Paris (CaSO₄·½H₂O), which sets into a hard mass with water; the water held in such crystals is called water of crystallisation.",
          },
        ],
        questions: [
          {
            text: "What is the pH of a neutral solution at room temperature?",
            options: ["0", "7", "14", "1"],
            correct: 1,
            explanation:
              "On the pH scale, 7 is neutral; values below 7 are acidic and above 7 are basic.",
            difficulty: "easy",
          },
          {
            text: "Which gas is released when zinc reacts with dilute hydrochloric acid?",
            options: ["Hydrogen", "Oxygen", "Carbon dioxide", "Chlorine"],
            correct: 0,
            explanation:
              "Zn + 2HCl → ZnCl₂ + H₂. The hydrogen burns with a pop sound when a lighted match is brought near it.",
            difficulty: "easy",
          },
          {
            text: "A solution turns red litmus blue. Its pH is most likely:",
            options: ["1", "4", "7", "10"],
            correct: 3,
            explanation:
              "Turning red litmus blue shows the solution is basic, so its pH is above 7.",
            difficulty: "medium",
          },
          {
            text: "What is the chemical formula of plaster of Paris?",
            options: ["CaSO₄·2H₂O", "CaCO₃", "CaSO₄·½H₂O", "CaOCl₂"],
            correct: 2,
            explanation:
              "Plaster of Paris is calcium sulphate hemihydrate, CaSO₄·½H₂O. CaSO₄·2H₂O is gypsum, from which it is made by heating to 373 K.",
            difficulty: "medium",
          },
          {
            text: "Why should water never be added to concentrated sulphuric acid?",
            options: [
              "The mixing is highly exothermic and can make the mixture splash out or the glass break",
              "The acid would become a base",
              "Water does not dissolve in acid",
              "It produces poisonous chlorine gas",
            ],
            correct: 0,
            explanation:
              "Dissolving concentrated acid in water releases a lot of heat. Adding water to the acid can boil it locally and splash acid out, so acid is always added slowly to water with stirring.",
            difficulty: "medium",
          },
          {
            text: "What are the products of the chlor-alkali process (electrolysis of brine)?",
            options: [
              "Sodium carbonate, chlorine and oxygen",
              "Sodium metal and chlorine only",
              "Sodium hydrogencarbonate and hydrogen",
              "Sodium hydroxide, chlorine and hydrogen",
            ],
            correct: 3,
            explanation:
              "2NaCl + 2H₂O → 2NaOH + Cl₂ + H₂. Chlorine is given off at the anode, hydrogen at the cathode and sodium hydroxide solution forms near the cathode; 'chlor-alkali' refers to chlorine and the alkali NaOH.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Metals and Non-metals",
        summary:
          "Compares the physical and chemical properties of metals and non-metals, explains the reactivity series and ionic bonding, and describes how metals are extracted, refined and protected from corrosion.",
        lessons: [
          {
            title: "Physical Properties",
            minutes: 12,
            summary:
              "Metals are generally lustrous, hard, malleable, ductile, sonorous and good conductors of heat and electricity, with silver and copper the best conductors. There are exceptions: sodium and potassium are soft enough to cut with a knife, mercury is a liquid at room temperature, and gallium and caesium melt on the palm. Non-metals are usually brittle and poor conductors, but graphite conducts electricity, iodine is lustrous and diamond is the hardest natural substance.",
          },
          {
            title: "Chemical Properties and the Reactivity Series",
            minutes: 15,
            summary:
              "Metals burn in oxygen to form basic oxides; aluminium oxide and zinc oxide are amphoteric, reacting with both acids and bases. Sodium and potassium react violently with cold water and are stored in kerosene; magnesium reacts with hot water, and aluminium, iron and zinc only with steam, while lead, copper, silver and gold do not react with water. Metals above hydrogen displace it from dilute acids. A more reactive metal displaces a less reactive one from its salt solution, which lets us arrange metals in a reactivity series: K, Na, Ca, Mg, Al, Zn, Fe, Pb, H, Cu, Hg, Ag, Au.",
          },
          {
            title: "Ionic Compounds",
            minutes: 12,
            summary:
              "Metals lose electrons to form positive ions and non-metals gain electrons to form negative ions: Na → Na⁺ + e⁻ and Cl + e⁻ → Cl⁻. The oppositely charged ions attract to form ionic (electrovalent) compounds such as NaCl and MgCl₂. Ionic compounds are hard, brittle solids with high melting and boiling points, are generally soluble in water but not in kerosene or petrol, and conduct electricity when molten or dissolved, because the ions can then move.",
          },
          {
            title: "Extraction of Metals and Corrosion",
            minutes: 16,
            summary:
              "Minerals from which metals can be profitably extracted are ores; unwanted impurities (gangue) are removed first. Metals low in the reactivity series are obtained by heating their ores alone; middle metals are converted to oxides by roasting (sulphide ores, strong heating in excess air) or calcination (carbonate ores, strong heating in limited air) and then reduced with carbon; very reactive metals like sodium and aluminium are obtained by electrolysis of molten compounds. Impure metals are purified by electrolytic refining. Corrosion — rusting of iron, black coating on silver, green coating on copper — is prevented by painting, oiling, galvanising (zinc coating) and making alloys such as stainless steel, brass (copper + zinc) and bronze (copper + tin).",
          },
        ],
        questions: [
          {
            text: "Which non-metal is a good conductor of electricity?",
            options: ["Sulphur", "Iodine", "Graphite", "Phosphorus"],
            correct: 2,
            explanation:
              "Graphite, a form of carbon, conducts electricity and is used for electrodes. Most other non-metals are poor conductors.",
            difficulty: "easy",
          },
          {
            text: "Which metal is a liquid at room temperature?",
            options: ["Mercury", "Sodium", "Gallium", "Aluminium"],
            correct: 0,
            explanation:
              "Mercury is the only metal that is liquid at room temperature. Gallium melts just above it, on a warm palm.",
            difficulty: "easy",
          },
          {
            text: "Which of these oxides is amphoteric?",
            options: ["Na₂O", "MgO", "CO₂", "Al₂O₃"],
            correct: 3,
            explanation:
              "Aluminium oxide reacts with both acids and bases to give salt and water, so it is amphoteric. Na₂O and MgO are basic and CO₂ is acidic.",
            difficulty: "medium",
          },
          {
            text: "Why is sodium stored under kerosene?",
            options: [
              "To keep it soft",
              "Because it reacts vigorously with oxygen and water and can catch fire in air",
              "Because kerosene makes it shine",
              "To stop it from melting",
            ],
            correct: 1,
            explanation:
              "Sodium is so reactive that it catches fire if left in the open. Kerosene keeps air and moisture away.",
            difficulty: "medium",
          },
          {
            text: "Brass is an alloy of:",
            options: [
              "copper and tin",
              "lead and tin",
              "copper and zinc",
              "iron and carbon",
            ],
            correct: 2,
            explanation:
              "Brass is copper + zinc. Bronze is copper + tin, solder is lead + tin and steel is iron + carbon.",
            difficulty: "medium",
          },
          {
            text: "Zinc blende (ZnS) is converted into zinc oxide by heating it strongly in excess air. This process is called:",
            options: [
              "roasting",
              "calcination",
              "electrolytic refining",
              "reduction",
            ],
            correct: 0,
            explanation:
              "Roasting is heating a sulphide ore strongly in excess air: 2ZnS + 3O₂ → 2ZnO + 2SO₂. Calcination is for carbonate ores in limited air; the oxide is then reduced to zinc with carbon.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Carbon and its Compounds",
        summary:
          "Explains covalent bonding, why carbon forms a huge number of compounds, the classification and naming of carbon compounds, their chemical reactions, and the properties of ethanol, ethanoic acid, soaps and detergents.",
        lessons: [
          {
            title: "Covalent Bonding in Carbon",
            minutes: 14,
            summary:
              "Carbon has four electrons in its outer shell. It cannot easily gain four electrons or lose four, so it completes its octet by sharing electrons, forming covalent bonds. Hydrogen (H₂) has a single bond, oxygen (O₂) a double bond and nitrogen (N₂) a triple bond; methane (CH₄) has four single C–H bonds. Covalent compounds generally have low melting and boiling points and are poor conductors of electricity because they do not form ions.",
          },
          {
            title: "Versatile Nature of Carbon",
            minutes: 14,
            summary:
              "Carbon forms so many compounds because of catenation (bonding with other carbon atoms to form long chains, branches and rings) and tetravalency (four bonds with carbon or other atoms). Saturated hydrocarbons (alkanes) have only single bonds; unsaturated ones have double (alkenes) or triple (alkynes) bonds. Compounds with the same formula but different structures are isomers, like butane and isobutane. A homologous series, such as CH₄, C₂H₆, C₃H₈, has the same functional group, and successive members differ by CH₂ (14 u).",
          },
          {
            title: "Chemical Properties of Carbon Compounds",
            minutes: 14,
            summary:
              "Carbon compounds burn in air to give carbon dioxide, water, heat and light; saturated hydrocarbons usually burn with a clean blue flame while unsaturated ones give a sooty yellow flame. Alcohols are oxidised to carboxylic acids by alkaline potassium permanganate or acidified potassium dichromate. Unsaturated compounds undergo addition reactions, such as hydrogenation of vegetable oils using a nickel catalyst. Saturated hydrocarbons undergo substitution, e.g. methane reacts with chlorine in sunlight to give CH₃Cl and HCl.",
          },
          {
            title: "Ethanol, Ethanoic Acid, Soaps and Detergents",
            minutes: 16,
            summary:
              "Ethanol (C₂H₅OH) reacts with sodium to give hydrogen and sodium ethoxide, and heating it with excess concentrated sulphuric acid at 443 K dehydrates it to ethene. Ethanoic acid (CH₃COOH) is acetic acid; a 5–8% solution is vinegar. Ethanoic acid and ethanol react with an acid catalyst to form a sweet-smelling ester (esterification), and esters react with sodium hydroxide to form soap (saponification). Soap molecules have an ionic end that dissolves in water and a long carbon chain that dissolves in oil, forming micelles that lift away dirt; in hard water soap forms scum, but detergents still work.",
          },
        ],
        questions: [
          {
            text: "How many covalent bonds does a carbon atom usually form?",
            options: ["2", "3", "4", "1"],
            correct: 2,
            explanation:
              "Carbon has 4 valence electrons and shares all of them, forming 4 covalent bonds (tetravalency).",
            difficulty: "easy",
          },
          {
            text: "The property of carbon atoms to bond with other carbon atoms forming long chains is called:",
            options: ["catenation", "isomerism", "saponification", "allotropy"],
            correct: 0,
            explanation:
              "Catenation is self-linking of carbon atoms into chains, branches and rings.",
            difficulty: "easy",
          },
          {
            text: "Which of the following is an unsaturated hydrocarbon?",
            options: ["CH₄", "C₂H₆", "C₃H₈", "C₂H₄"],
            correct: 3,
            explanation:
              "Ethene, C₂H₄, has a carbon–carbon double bond. CH₄, C₂H₆ and C₃H₈ are alkanes with only single bonds.",
            difficulty: "medium",
          },
          {
            text: "By how much does the molecular mass of successive members of a homologous series differ?",
            options: ["12 u", "14 u", "16 u", "2 u"],
            correct: 1,
            explanation:
              "Successive members differ by a CH₂ unit: 12 + 2 × 1 = 14 u.",
            difficulty: "medium",
          },
          {
            text: "When ethanoic acid is warmed with ethanol in the presence of a little concentrated sulphuric acid, the product is:",
            options: ["soap", "ethene", "an ester", "sodium ethoxide"],
            correct: 2,
            explanation:
              "This is esterification: ethanoic acid + ethanol → ethyl ethanoate (a sweet-smelling ester) + water, with the acid as catalyst.",
            difficulty: "medium",
          },
          {
            text: "How many covalent bonds are there in a molecule of pentane, C₅H₁₂?",
            options: ["17", "12", "15", "16"],
            correct: 3,
            explanation:
              "Five carbon atoms in a chain are joined by 4 C–C bonds, and each of the 12 hydrogen atoms forms one C–H bond: 4 + 12 = 16.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Life Processes",
        summary:
          "Describes the basic life processes — nutrition, respiration, transportation and excretion — in plants and in human beings.",
        lessons: [
          {
            title: "Nutrition",
            minutes: 16,
            summary:
              "Green plants are autotrophs: in photosynthesis they use sunlight, absorbed by chlorophyll, to make glucose from carbon dioxide and water, releasing oxygen; gases enter and leave through stomata, which guard cells open and close. Humans are heterotrophs. Saliva contains salivary amylase, which breaks starch into sugar; the stomach secretes hydrochloric acid, the protein-digesting enzyme pepsin and protective mucus. In the small intestine, bile from the liver emulsifies fats, pancreatic juice and intestinal juice complete digestion, and finger-like villi absorb the digested food.",
          },
          {
            title: "Respiration",
            minutes: 14,
            summary:
              "Respiration breaks down glucose to release energy, stored as ATP. Glucose is first broken into pyruvate in the cytoplasm. With oxygen, pyruvate is broken down in the mitochondria into carbon dioxide and water, releasing a lot of energy (aerobic respiration). Without oxygen, yeast converts it into ethanol and carbon dioxide, and our muscles make lactic acid, which causes cramps. In human lungs, air reaches millions of alveoli where gases are exchanged, and haemoglobin in red blood cells carries oxygen.",
          },
          {
            title: "Transportation",
            minutes: 15,
            summary:
              "The human heart has four chambers that keep oxygenated and deoxygenated blood separate; blood passes through the heart twice in each cycle (double circulation), giving an efficient oxygen supply. Arteries have thick elastic walls and carry blood away from the heart; veins carry it back and have valves; thin capillaries allow exchange with cells. Platelets help blood clot, and lymph returns fluid to the blood. In plants, xylem carries water and minerals up from the roots, mainly pulled by transpiration, while phloem carries food from leaves to other parts (translocation), using energy from ATP.",
          },
          {
            title: "Excretion",
            minutes: 12,
            summary:
              "The kidneys remove nitrogenous wastes such as urea from the blood. Each kidney contains many nephrons: blood is filtered in the glomerulus inside Bowman's capsule, and useful substances like glucose, amino acids, salts and much water are reabsorbed as the filtrate moves along the tubule. Urine passes through the ureters to the urinary bladder. If the kidneys fail, an artificial kidney (dialysis) can filter the blood. Plants get rid of wastes by releasing gases, losing water through transpiration and storing wastes in old leaves, bark, resins and gums.",
          },
        ],
        questions: [
          {
            text: "Through which tiny pores on the leaf surface does gas exchange take place?",
            options: ["Stomata", "Villi", "Alveoli", "Nephrons"],
            correct: 0,
            explanation:
              "Stomata are pores, opened and closed by guard cells, through which CO₂ enters and O₂ and water vapour leave.",
            difficulty: "easy",
          },
          {
            text: "What is the basic filtration unit of the human kidney?",
            options: ["Neuron", "Alveolus", "Nephron", "Villus"],
            correct: 2,
            explanation:
              "Each kidney has many nephrons, where blood is filtered and useful substances are reabsorbed.",
            difficulty: "easy",
          },
          {
            text: "Salivary amylase in the mouth breaks down:",
            options: [
              "proteins into amino acids",
              "starch into sugar",
              "fats into fatty acids",
              "sugar into starch",
            ],
            correct: 1,
            explanation:
              "Salivary amylase begins the digestion of starch into simple sugar. Proteins are digested by pepsin and trypsin, fats by lipase.",
            difficulty: "medium",
          },
          {
            text: "What are the products of anaerobic respiration in yeast?",
            options: [
              "Lactic acid and energy",
              "Carbon dioxide, water and energy",
              "Oxygen and glucose",
              "Ethanol, carbon dioxide and energy",
            ],
            correct: 3,
            explanation:
              "Without oxygen, yeast breaks pyruvate into ethanol and carbon dioxide (fermentation), releasing a little energy. Lactic acid is formed in muscles.",
            difficulty: "medium",
          },
          {
            text: "Why is it useful for mammals and birds to keep oxygenated and deoxygenated blood separate?",
            options: [
              "It makes the blood flow more slowly",
              "It allows an efficient supply of oxygen, which they need for high energy use and to keep their body temperature constant",
              "It stops the blood from clotting",
              "It lets the heart work with only two chambers",
            ],
            correct: 1,
            explanation:
              "Separation in the four-chambered heart means the body receives fully oxygenated blood, meeting the high energy needs of warm-blooded animals.",
            difficulty: "medium",
          },
          {
            text: "Which statement about transport in plants is correct?",
            options: [
              "Xylem carries food downward using energy from ATP",
              "Phloem carries water upward by transpiration pull",
              "Xylem carries water mainly by transpiration pull, while phloem translocates food using energy from ATP",
              "Both xylem and phloem carry only water",
            ],
            correct: 2,
            explanation:
              "Water in xylem is pulled up largely by evaporation from leaves. Translocation of sugars in phloem is an active process that uses ATP and can move in both directions.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Life Processes Concept Map",
          instructions:
            "Draw a labelled concept map linking nutrition, respiration, transportation and excretion in the human body. Show how glucose and oxygen reach a muscle cell and how the wastes produced are removed, naming the organs involved at each step.",
          maxMarks: 15,
        },
      },
      {
        title: "Control and Coordination",
        summary:
          "Explains how the nervous system and hormones control and coordinate body activities in animals, and how plants respond to stimuli through movements and plant hormones.",
        lessons: [
          {
            title: "The Nervous System and Reflexes",
            minutes: 14,
            summary:
              "Receptors in sense organs detect stimuli and send messages along nerve cells (neurons). A neuron receives information at its dendrites, and the message travels as an electrical impulse through the cell body and along the axon; at the synapse, chemicals carry it to the next cell. A reflex action is a quick automatic response, like pulling your hand from a hot object; its pathway, the reflex arc, runs through the spinal cord, so the response happens before the brain even thinks about it.",
          },
          {
            title: "The Human Brain",
            minutes: 12,
            summary:
              "The brain has three main parts. The forebrain, the main thinking part, receives sensory information and controls voluntary actions, learning and memory. The midbrain and hindbrain control many involuntary actions: in the hindbrain, the medulla controls blood pressure, salivation and vomiting, and the cerebellum keeps posture and balance and makes voluntary movements precise. The brain is protected by the skull and a fluid-filled cushion, and the spinal cord by the vertebral column.",
          },
          {
            title: "Coordination in Plants",
            minutes: 12,
            summary:
              "Plants have no nervous system. The leaves of the touch-me-not plant fold quickly when touched because cells change shape by changing their water content. Slower, directional growth movements are tropisms: shoots grow towards light (phototropism), roots grow downward (geotropism) and towards water (hydrotropism), and pollen tubes grow towards the ovule (chemotropism). Plant hormones control these: auxin collects on the shaded side and makes cells there grow longer, so the shoot bends to light; gibberellins help stem growth, cytokinins promote cell division, and abscisic acid inhibits growth and causes wilting of leaves.",
          },
          {
            title: "Hormones in Animals",
            minutes: 12,
            summary:
              "Endocrine glands release hormones into the blood. Adrenaline from the adrenal glands prepares the body for emergencies by speeding up the heartbeat and breathing. The thyroid uses iodine to make thyroxin, which controls metabolism; iodine deficiency causes goitre, hence iodised salt. Growth hormone from the pituitary controls growth, insulin from the pancreas regulates blood sugar (its lack causes diabetes), and testosterone and oestrogen bring about changes at puberty. The timing and amount of hormone released are regulated by feedback mechanisms.",
          },
        ],
        questions: [
          {
            text: "Which part of the brain maintains posture and balance of the body?",
            options: ["Cerebellum", "Medulla", "Forebrain", "Pituitary gland"],
            correct: 0,
            explanation:
              "The cerebellum, in the hindbrain, coordinates body posture, balance and the precision of voluntary movements.",
            difficulty: "easy",
          },
          {
            text: "Which plant hormone promotes cell division?",
            options: ["Abscisic acid", "Auxin", "Cytokinin", "Insulin"],
            correct: 2,
            explanation:
              "Cytokinins promote cell division and are found in high amounts in fruits and seeds. Abscisic acid inhibits growth, and insulin is an animal hormone.",
            difficulty: "easy",
          },
          {
            text: "Why is iodised salt advised in our diet?",
            options: [
              "Iodine is needed to make insulin",
              "Iodine is needed by the thyroid to make thyroxin, and its lack causes goitre",
              "Iodine increases blood pressure",
              "Iodine helps digestion of starch",
            ],
            correct: 1,
            explanation:
              "The thyroid gland needs iodine to make thyroxin. Iodine deficiency can cause goitre, a swollen neck.",
            difficulty: "medium",
          },
          {
            text: "The junction between two neurons, across which a message passes chemically, is called the:",
            options: ["axon", "dendrite", "reflex arc", "synapse"],
            correct: 3,
            explanation:
              "At the synapse the electrical impulse causes chemicals to be released, which start a new impulse in the next neuron.",
            difficulty: "medium",
          },
          {
            text: "A potted plant kept near a window bends towards the light. This happens because:",
            options: [
              "auxin collects on the shaded side and makes those cells grow longer",
              "the roots pull the shoot towards the light",
              "light destroys cells on the lit side",
              "abscisic acid speeds up growth on the lit side",
            ],
            correct: 0,
            explanation:
              "This is phototropism. Auxin diffuses to the shaded side of the shoot, where cells elongate more, so the shoot curves towards light.",
            difficulty: "medium",
          },
          {
            text: "Which is the correct sequence of a reflex arc?",
            options: [
              "Effector → motor neuron → spinal cord → sensory neuron → receptor",
              "Receptor → motor neuron → brain → sensory neuron → effector",
              "Receptor → sensory neuron → spinal cord (relay) → motor neuron → effector muscle",
              "Receptor → spinal cord → sensory neuron → effector → motor neuron",
            ],
            correct: 2,
            explanation:
              "The receptor detects the stimulus, the sensory neuron carries it to the spinal cord, a relay neuron passes it on, and the motor neuron carries the command to the effector (muscle or gland).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "How do Organisms Reproduce?",
        summary:
          "Explains why reproduction and variation matter, the modes of asexual reproduction, sexual reproduction in flowering plants, and human reproduction and reproductive health.",
        lessons: [
          {
            title: "Why Organisms Reproduce",
            minutes: 10,
            summary:
              "Reproduction makes more individuals of a species, and it involves copying the DNA in the cell nucleus, which carries the information for making proteins. DNA copying is never perfectly exact, so small variations arise. Most variations are small, but they help a population survive: if the environment changes, a few individuals with a suitable variation may survive when others die.",
          },
          {
            title: "Asexual Reproduction",
            minutes: 15,
            summary:
              "Asexual reproduction needs only one parent. Amoeba divides into two by binary fission, and Plasmodium divides into many by multiple fission. Spirogyra breaks into fragments that each grow (fragmentation); Planaria and Hydra can regrow whole bodies from pieces (regeneration); Hydra and yeast form buds (budding). Rhizopus bread mould makes spores in sporangia, and plants like Bryophyllum, sugarcane, rose and grapes reproduce by vegetative propagation through layering, cutting or grafting.",
          },
          {
            title: "Sexual Reproduction in Flowering Plants",
            minutes: 14,
            summary:
              "The flower is the reproductive organ. Stamens are the male parts, whose anthers make pollen grains; the pistil is the female part, with the stigma, style and ovary containing ovules. Flowers with only stamens or only a pistil are unisexual (papaya, watermelon); those with both are bisexual (hibiscus, mustard). Pollen is transferred to the stigma (pollination, self or cross), a pollen tube grows down to the ovule, and the male germ cell fuses with the female germ cell to form a zygote. The ovule becomes the seed and the ovary becomes the fruit.",
          },
          {
            title: "Reproduction in Human Beings",
            minutes: 16,
            summary:
              "At puberty, hormones bring changes that make the body able to reproduce. The testes produce sperm and the hormone testosterone; the ovaries release an egg each month and make oestrogen and progesterone. Fertilisation happens in the oviduct, and the embryo implants in the uterus, where it gets nourishment through the placenta; if the egg is not fertilised, the uterus lining breaks down as menstruation. Reproductive health includes preventing sexually transmitted diseases such as HIV-AIDS, using contraceptive methods responsibly, and ending the illegal practice of female foeticide.",
          },
        ],
        questions: [
          {
            text: "Which organism reproduces by binary fission?",
            options: ["Amoeba", "Hydra", "Rhizopus", "Bryophyllum"],
            correct: 0,
            explanation:
              "Amoeba divides into two daughter cells by binary fission. Hydra reproduces by budding, Rhizopus by spores and Bryophyllum vegetatively through leaf buds.",
            difficulty: "easy",
          },
          {
            text: "Rhizopus (bread mould) reproduces mainly by:",
            options: [
              "budding",
              "fragmentation",
              "regeneration",
              "spore formation",
            ],
            correct: 3,
            explanation:
              "Rhizopus forms sporangia containing spores, which grow into new moulds on a moist surface.",
            difficulty: "easy",
          },
          {
            text: "In human females, fertilisation normally takes place in the:",
            options: ["ovary", "oviduct", "uterus", "vagina"],
            correct: 1,
            explanation:
              "The sperm meets the egg in the oviduct (fallopian tube); the zygote then moves to the uterus and implants there.",
            difficulty: "medium",
          },
          {
            text: "After fertilisation in a flowering plant, the ovary develops into the:",
            options: ["seed", "pollen grain", "fruit", "stigma"],
            correct: 2,
            explanation:
              "The ovules become seeds and the ovary ripens into the fruit.",
            difficulty: "medium",
          },
          {
            text: "A Planaria cut into several pieces grows into several complete organisms. This is called:",
            options: [
              "budding",
              "binary fission",
              "spore formation",
              "regeneration",
            ],
            correct: 3,
            explanation:
              "Regeneration is the growth of a complete organism from a body part, using specialised cells that multiply and develop into all tissues.",
            difficulty: "medium",
          },
          {
            text: "Why does sexual reproduction produce more variation than asexual reproduction?",
            options: [
              "It combines DNA from two different individuals in each offspring",
              "It involves no DNA copying at all",
              "It always happens faster",
              "It only occurs in plants",
            ],
            correct: 0,
            explanation:
              "Each offspring gets a new combination of DNA from two parents, on top of copying errors. Asexual offspring get DNA from one parent only, so they vary only through copying errors.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Heredity",
        summary:
          "Explains how traits are inherited, using Mendel's experiments with pea plants, how genes control traits, and how sex is determined in human beings.",
        lessons: [
          {
            title: "Inherited Traits and Variation",
            minutes: 10,
            summary:
              "Offspring resemble their parents in basic features but also show variations. The rules of heredity decide how traits and characteristics are passed on reliably from one generation to the next. Variations accumulate over generations, especially through sexual reproduction, and some of them are inherited.",
          },
          {
            title: "Mendel's Experiments",
            minutes: 16,
            summary:
              "Gregor Mendel crossed garden pea plants with contrasting traits. Crossing pure tall (TT) with pure short (tt) plants gave an F1 generation that was all tall (Tt): tallness is dominant and shortness recessive. Self-pollinating F1 gave an F2 generation of 3 tall : 1 short, with genotypes TT : Tt : tt in the ratio 1 : 2 : 1. In crosses with two traits (round yellow × wrinkled green seeds), the F2 ratio was 9 : 3 : 3 : 1, showing that traits are inherited independently.",
          },
          {
            title: "How Traits Are Expressed",
            minutes: 12,
            summary:
              "A gene is a section of DNA that carries the information for making a protein. For example, a gene may code for an enzyme that makes a plant growth hormone; if the enzyme works efficiently, more hormone is made and the plant grows tall. Each of us has two copies of every gene, one from each parent, because germ cells carry only one set of genes and two germ cells combine at fertilisation.",
          },
          {
            title: "Sex Determination",
            minutes: 12,
            summary:
              "In some animals sex is decided by the environment: the temperature at which fertilised eggs are kept decides the sex in some reptiles, and some snails can change sex. Humans have 23 pairs of chromosomes; one pair is the sex chromosomes. Women have XX and men have XY. Every egg carries an X, while half the sperms carry X and half carry Y, so the sex of the child depends on which kind of sperm fertilises the egg.",
          },
        ],
        questions: [
          {
            text: "What are the sex chromosomes of a human female?",
            options: ["XY", "XX", "YY", "XO"],
            correct: 1,
            explanation:
              "Women have two X chromosomes (XX); men have one X and one Y (XY).",
            difficulty: "easy",
          },
          {
            text: "Mendel carried out his experiments on heredity using:",
            options: [
              "fruit flies",
              "mice",
              "garden pea plants",
              "wheat plants",
            ],
            correct: 2,
            explanation:
              "Mendel used the garden pea, which has clear contrasting traits and can be easily self- or cross-pollinated.",
            difficulty: "easy",
          },
          {
            text: "A pure tall pea plant (TT) is crossed with a pure short one (tt). The F1 plants are:",
            options: [
              "all tall",
              "all short",
              "half tall and half short",
              "all of medium height",
            ],
            correct: 0,
            explanation:
              "All F1 plants are Tt. Since T (tall) is dominant, they are all tall; there is no blending into medium height.",
            difficulty: "medium",
          },
          {
            text: "When F1 plants (Tt) are self-pollinated, the ratio of tall to short plants in F2 is:",
            options: ["1 : 1", "1 : 2 : 1", "9 : 3 : 3 : 1", "3 : 1"],
            correct: 3,
            explanation:
              "The F2 has TT, Tt, Tt and tt in equal numbers. Three of the four contain T and are tall, so tall : short = 3 : 1. (1 : 2 : 1 is the genotype ratio.)",
            difficulty: "medium",
          },
          {
            text: "In human beings, the sex of a child is determined by:",
            options: [
              "whether the mother's egg carries an X or a Y chromosome",
              "whether the fertilising sperm carries an X or a Y chromosome",
              "the temperature during pregnancy",
              "the mother's diet",
            ],
            correct: 1,
            explanation:
              "All eggs carry an X. A sperm carrying X gives a girl (XX) and a sperm carrying Y gives a boy (XY).",
            difficulty: "medium",
          },
          {
            text: "Pea plants with round yellow seeds (RRYY) are crossed with plants with wrinkled green seeds (rryy). What fraction of the F2 plants have wrinkled green seeds?",
            options: ["3/16", "9/16", "1/16", "1/4"],
            correct: 2,
            explanation:
              "The F2 shows round yellow : round green : wrinkled yellow : wrinkled green = 9 : 3 : 3 : 1. Only rryy plants are wrinkled and green, which is 1 out of 16.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Light – Reflection and Refraction",
        summary:
          "Studies reflection by plane and spherical mirrors, image formation and the mirror formula, refraction of light, refractive index, image formation by lenses, the lens formula and the power of a lens.",
        lessons: [
          {
            title: "Reflection and Spherical Mirrors",
            minutes: 14,
            summary:
              "Light reflects so that the angle of incidence equals the angle of reflection, with the incident ray, the normal and the reflected ray in the same plane. A concave mirror curves inwards and a convex mirror bulges outwards. Key terms are the pole P, centre of curvature C, radius of curvature R, principal axis and principal focus F, with focal length f = R/2. Useful rays: a ray parallel to the axis passes through (or appears to come from) F; a ray through F becomes parallel; a ray through C returns along itself.",
          },
          {
            title: "Images by Mirrors and the Mirror Formula",
            minutes: 16,
            summary:
              "A concave mirror gives a real, inverted image for objects beyond F, and a virtual, erect, enlarged image when the object is between P and F; it is used in torches, shaving mirrors and solar furnaces. A convex mirror always gives a virtual, erect, diminished image and a wide field of view, so it is used as a rear-view mirror. Using the New Cartesian sign convention (distances measured from the pole, positive in the direction of incident light), the mirror formula is 1/v + 1/u = 1/f and magnification m = h′/h = −v/u.",
          },
          {
            title: "Refraction and Refractive Index",
            minutes: 14,
            summary:
              "Light bends when it passes from one medium to another because its speed changes. Laws of refraction: the incident ray, refracted ray and normal lie in one plane, and sin i / sin r is constant for a given pair of media (Snell's law). The absolute refractive index n = c/v (speed of light in vacuum divided by speed in the medium), e.g. about 1.33 for water, 1.5 for crown glass and 2.42 for diamond. Light bends towards the normal when entering an optically denser medium; a glass slab shifts a ray sideways without changing its direction.",
          },
          {
            title: "Lenses and Power",
            minutes: 16,
            summary:
              "A convex lens converges light and a concave lens diverges it. A convex lens forms real, inverted images for objects beyond F, and a virtual, erect, enlarged image for objects between F and the optical centre; a concave lens always forms a virtual, erect, diminished image. The lens formula is 1/v − 1/u = 1/f with magnification m = v/u. The power of a lens is P = 1/f with f in metres, measured in dioptres (D); convex lenses have positive power, concave lenses negative, and powers of lenses in contact add.",
          },
        ],
        questions: [
          {
            text: "A spherical mirror has a radius of curvature of 20 cm. What is its focal length?",
            options: ["40 cm", "20 cm", "10 cm", "5 cm"],
            correct: 2,
            explanation: "For spherical mirrors f = R/2 = 20/2 = 10 cm.",
            difficulty: "easy",
          },
          {
            text: "Which mirror is used as a rear-view mirror in vehicles?",
            options: [
              "Convex mirror",
              "Concave mirror",
              "Plane mirror",
              "Cylindrical mirror",
            ],
            correct: 0,
            explanation:
              "A convex mirror always gives an erect, diminished image and covers a wide field of view.",
            difficulty: "easy",
          },
          {
            text: "What is the power of a concave lens of focal length 2 m?",
            options: ["+2 D", "−2 D", "+0.5 D", "−0.5 D"],
            correct: 3,
            explanation:
              "P = 1/f = 1/(−2 m) = −0.5 D. A concave lens has a negative focal length and negative power.",
            difficulty: "medium",
          },
          {
            text: "An object is placed 30 cm in front of a concave mirror of focal length 15 cm. Where is the image formed?",
            options: [
              "15 cm in front of the mirror, diminished",
              "30 cm in front of the mirror; real, inverted and the same size",
              "30 cm behind the mirror; virtual and erect",
              "At infinity",
            ],
            correct: 1,
            explanation:
              "u = −30 cm and f = −15 cm. 1/v = 1/f − 1/u = −1/15 + 1/30 = −1/30, so v = −30 cm. The object is at C, so the image is also at C: real, inverted and of the same size.",
            difficulty: "medium",
          },
          {
            text: "The refractive index of a glass is 1.5. What is the speed of light in this glass? (Speed in vacuum = 3 × 10⁸ m/s.)",
            options: [
              "4.5 × 10⁸ m/s",
              "1.5 × 10⁸ m/s",
              "2 × 10⁸ m/s",
              "3 × 10⁸ m/s",
            ],
            correct: 2,
            explanation: "n = c/v, so v = c/n = (3 × 10⁸)/1.5 = 2 × 10⁸ m/s.",
            difficulty: "medium",
          },
          {
            text: "An object is placed 15 cm from a convex lens of focal length 10 cm. What are the image position and magnification?",
            options: [
              "30 cm on the other side of the lens, magnification −2",
              "6 cm on the same side, magnification +0.4",
              "30 cm on the same side, magnification +2",
              "15 cm on the other side, magnification −1",
            ],
            correct: 0,
            explanation:
              "u = −15 cm, f = +10 cm. 1/v = 1/f + 1/u = 1/10 − 1/15 = 1/30, so v = +30 cm. m = v/u = 30/(−15) = −2: real, inverted, twice the size.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Ray Diagram Portfolio",
          instructions:
            "Draw neat ray diagrams for a concave mirror with the object (a) beyond C, (b) at C, (c) between F and P, and for a convex lens with the object (d) beyond 2F₁ and (e) between F₁ and O. For each, state the position, nature and size of the image and one practical use.",
          maxMarks: 20,
        },
      },
      {
        title: "The Human Eye and the Colourful World",
        summary:
          "Describes the structure and working of the human eye, common defects of vision and their correction, and natural phenomena caused by refraction, dispersion and scattering of light.",
        lessons: [
          {
            title: "The Human Eye",
            minutes: 14,
            summary:
              "Light enters through the cornea, where most of the refraction occurs. The iris controls the size of the pupil, and the crystalline lens fine-tunes the focus to form a real, inverted image on the light-sensitive retina; the optic nerve carries signals to the brain. Ciliary muscles change the curvature, and hence the focal length, of the eye lens; this ability is called the power of accommodation. A normal eye sees clearly from a near point of about 25 cm to a far point at infinity.",
          },
          {
            title: "Defects of Vision",
            minutes: 14,
            summary:
              "In myopia (near-sightedness) distant objects look blurred because the image forms in front of the retina, due to excessive curvature of the lens or an elongated eyeball; it is corrected with a concave lens. In hypermetropia (far-sightedness) the near point moves beyond 25 cm because the image forms behind the retina; a convex lens corrects it. Presbyopia, the weakening of accommodation with age, often needs bifocal lenses. Cataract, the clouding of the eye lens, is treated by surgery.",
          },
          {
            title: "Prism, Dispersion and the Rainbow",
            minutes: 14,
            summary:
              "A glass prism bends light twice, and the angle between the incident and emergent rays is the angle of deviation. White light splits into the spectrum VIBGYOR (dispersion) because each colour bends by a different amount: violet bends the most and red the least. Newton showed that a second, inverted prism recombines the colours into white light. A rainbow forms when sunlight is dispersed, refracted and internally reflected by raindrops, so it is always seen in the direction opposite to the sun.",
          },
          {
            title: "Atmospheric Refraction and Scattering",
            minutes: 14,
            summary:
              "The atmosphere's refractive index changes with height and temperature. So starlight is refracted by varying amounts: stars twinkle, and we see the sun about 2 minutes before actual sunrise and after actual sunset. Tiny particles scatter light (Tyndall effect); very small molecules in air scatter short wavelengths (blue) much more than long ones (red), so the sky looks blue. At sunrise and sunset, sunlight travels through more air, most blue light is scattered away, and the sun looks reddish; red is also used for danger signals because it is scattered least.",
          },
        ],
        questions: [
          {
            text: "On which part of the eye is the image formed?",
            options: ["Cornea", "Iris", "Pupil", "Retina"],
            correct: 3,
            explanation:
              "The eye lens focuses a real, inverted image on the retina, whose light-sensitive cells send signals to the brain.",
            difficulty: "easy",
          },
          {
            text: "Myopia (near-sightedness) is corrected by using:",
            options: [
              "a concave lens of suitable power",
              "a convex lens of suitable power",
              "a bifocal lens only",
              "a prism",
            ],
            correct: 0,
            explanation:
              "In myopia the image forms in front of the retina; a diverging (concave) lens moves it back onto the retina.",
            difficulty: "easy",
          },
          {
            text: "When white light passes through a prism, which colour is deviated the least?",
            options: ["Violet", "Blue", "Red", "Green"],
            correct: 2,
            explanation:
              "Red light bends the least and violet the most, which is why red appears at the top of the spectrum.",
            difficulty: "medium",
          },
          {
            text: "Why does the clear sky appear blue?",
            options: [
              "Because the sea reflects blue light",
              "Because air molecules scatter blue light much more than red light",
              "Because the atmosphere absorbs all colours except blue",
              "Because of the dispersion of sunlight by raindrops",
            ],
            correct: 1,
            explanation:
              "Particles much smaller than the wavelength of light, like air molecules, scatter shorter (blue) wavelengths more strongly, so scattered blue light reaches our eyes from all over the sky.",
            difficulty: "medium",
          },
          {
            text: "Stars twinkle mainly because of:",
            options: [
              "dispersion of light in space",
              "reflection of starlight by clouds",
              "the stars switching on and off",
              "atmospheric refraction of starlight through layers with changing refractive index",
            ],
            correct: 3,
            explanation:
              "The changing air layers keep bending starlight by slightly different amounts, so the apparent position and brightness of the star flicker.",
            difficulty: "medium",
          },
          {
            text: "Why do planets not twinkle, although stars do?",
            options: [
              "Planets give out their own steady light",
              "Planets are much closer, so they act as extended sources and the fluctuations from many points average out",
              "Planets are above the atmosphere",
              "Planets are too faint for twinkling to be seen",
            ],
            correct: 1,
            explanation:
              "A planet looks like a tiny disc, a collection of many point sources. The variations in light from these points cancel out on average, so there is no twinkling.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Electricity",
        summary:
          "Explains electric current, potential difference, Ohm's law, resistance and resistivity, combinations of resistors, the heating effect of current and electric power.",
        lessons: [
          {
            title: "Current and Potential Difference",
            minutes: 14,
            summary:
              "Electric current is the rate of flow of charge: I = Q/t, measured in amperes (1 A = 1 C/s). In metal wires, electrons carry the charge, but conventional current is taken in the opposite direction, from + to −. The potential difference between two points is the work done per unit charge to move charge between them, V = W/Q, measured in volts (1 V = 1 J/C). An ammeter is connected in series and a voltmeter in parallel.",
          },
          {
            title: "Ohm's Law and Resistance",
            minutes: 15,
            summary:
              "Ohm's law: at constant temperature, the current through a metallic conductor is proportional to the potential difference across it, so V = IR, where R is the resistance in ohms (Ω). Resistance depends on the length and area of cross-section of the conductor: R = ρl/A, so a longer or thinner wire has more resistance. ρ, the resistivity, depends on the material; metals like copper and aluminium have low resistivity, while alloys like nichrome have high resistivity and are used in heaters.",
          },
          {
            title: "Resistors in Series and Parallel",
            minutes: 15,
            summary:
              "In series, the same current flows through each resistor and the equivalent resistance is Rₛ = R₁ + R₂ + R₃. In parallel, each resistor has the same potential difference and 1/Rₚ = 1/R₁ + 1/R₂ + 1/R₃, so the equivalent resistance is less than the smallest one. Household appliances are connected in parallel so that each gets the full voltage and can be switched on or off independently.",
          },
          {
            title: "Heating Effect and Electric Power",
            minutes: 14,
            summary:
              "A current through a resistor produces heat H = I²Rt (Joule's law of heating). This is used in heaters, irons and toasters, in bulb filaments made of tungsten (which melts at about 3380 °C), and in fuses, which melt and break the circuit when too much current flows. Electric power is the rate of using electrical energy: P = VI = I²R = V²/R, measured in watts. Electricity bills use the kilowatt-hour: 1 kWh = 1000 W × 3600 s = 3.6 × 10⁶ J, called one unit.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of electrical resistance?",
            options: ["Volt", "Ohm", "Ampere", "Watt"],
            correct: 1,
            explanation: "Resistance is measured in ohms (Ω); 1 Ω = 1 V/A.",
            difficulty: "easy",
          },
          {
            text: "A charge of 10 C flows through a wire in 2 s. What is the current?",
            options: ["20 A", "0.2 A", "5 A", "12 A"],
            correct: 2,
            explanation: "I = Q/t = 10 C / 2 s = 5 A.",
            difficulty: "easy",
          },
          {
            text: "Resistors of 2 Ω, 3 Ω and 5 Ω are connected in series to a 10 V battery. What are the equivalent resistance and the current?",
            options: [
              "10 Ω and 1 A",
              "10 Ω and 10 A",
              "0.97 Ω and 10.3 A",
              "30 Ω and 0.33 A",
            ],
            correct: 0,
            explanation:
              "In series, R = 2 + 3 + 5 = 10 Ω. Then I = V/R = 10 V / 10 Ω = 1 A.",
            difficulty: "medium",
          },
          {
            text: "What is the equivalent resistance of two 6 Ω resistors connected in parallel?",
            options: ["12 Ω", "6 Ω", "36 Ω", "3 Ω"],
            correct: 3,
            explanation: "1/R = 1/6 + 1/6 = 2/6 = 1/3, so R = 3 Ω.",
            difficulty: "medium",
          },
          {
            text: "How much electrical energy does a 100 W bulb use if it glows for 10 hours?",
            options: ["1 kWh", "10 kWh", "1000 kWh", "0.1 kWh"],
            correct: 0,
            explanation:
              "Energy = P × t = 100 W × 10 h = 1000 Wh = 1 kWh (one unit).",
            difficulty: "medium",
          },
          {
            text: "A wire of resistance R is stretched uniformly to twice its original length (its volume stays the same). What is its new resistance?",
            options: ["2R", "R/2", "4R", "R"],
            correct: 2,
            explanation:
              "R = ρl/A. Doubling the length at constant volume halves the area of cross-section, so the new resistance = ρ(2l)/(A/2) = 4ρl/A = 4R.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Home Electricity Audit",
          instructions:
            "List the main electrical appliances in your home with their power ratings and estimated hours of daily use. Calculate the energy each uses per month in kWh and the total cost at your local rate per unit, then suggest three practical ways to reduce the bill.",
          maxMarks: 20,
        },
      },
      {
        title: "Magnetic Effects of Electric Current",
        summary:
          "Shows that an electric current produces a magnetic field, describes the fields of a straight wire, a loop and a solenoid, the force on a current-carrying conductor in a magnetic field, and domestic electric circuits.",
        lessons: [
          {
            title: "Magnetic Field and Field Lines",
            minutes: 12,
            summary:
              "A compass needle placed near a current-carrying wire is deflected, showing that electric current produces a magnetic field. Magnetic field lines outside a magnet emerge from the north pole and enter the south pole, and inside the magnet they run from south to north, forming closed curves. Where field lines are closer the field is stronger, and two field lines never intersect, because the field at a point can have only one direction.",
          },
          {
            title: "Fields of Current-Carrying Conductors",
            minutes: 15,
            summary:
              "Around a straight current-carrying wire, the field lines are concentric circles; the right-hand thumb rule gives their direction: point your thumb along the current and your curled fingers show the field. The field is stronger for a larger current and weaker farther from the wire. A circular loop produces a field that is nearly straight at its centre. A solenoid, a long coil of many turns, produces a field like a bar magnet, and the field inside it is uniform; with a soft iron core it becomes an electromagnet.",
          },
          {
            title: "Force on a Current-Carrying Conductor",
            minutes: 12,
            summary:
              "A current-carrying conductor placed in a magnetic field experiences a force, and reversing either the current or the field reverses the force. The force is greatest when the current is perpendicular to the field. Fleming's left-hand rule gives its direction: stretch the thumb, forefinger and middle finger of the left hand at right angles; the forefinger points along the field, the middle finger along the current and the thumb gives the direction of force (motion). Electric motors and loudspeakers use this force.",
          },
          {
            title: "Domestic Electric Circuits",
            minutes: 12,
            summary:
              "Household electricity in India is alternating current at 220 V and 50 Hz. The live wire usually has red insulation, the neutral wire black, and the earth wire green; the earth wire connects the metal body of appliances to the ground so that any leakage current flows to earth instead of through the user. A fuse protects the circuit from overloading and short-circuiting by melting when the current is too large. Separate circuits, commonly rated 15 A for heavy appliances and 5 A for bulbs and fans, are used, with appliances connected in parallel.",
          },
        ],
        questions: [
          {
            text: "The magnetic field inside a long current-carrying solenoid is:",
            options: [
              "zero",
              "uniform",
              "strongest near the ends only",
              "in circles around each turn only",
            ],
            correct: 1,
            explanation:
              "Inside a long solenoid the field lines are parallel straight lines, showing a uniform field.",
            difficulty: "easy",
          },
          {
            text: "What is the pattern of magnetic field lines around a straight current-carrying wire?",
            options: [
              "Straight lines parallel to the wire",
              "Radial lines going out from the wire",
              "Concentric circles around the wire",
              "No field lines at all",
            ],
            correct: 2,
            explanation:
              "The field lines form concentric circles centred on the wire; their direction is given by the right-hand thumb rule.",
            difficulty: "easy",
          },
          {
            text: "In Fleming's left-hand rule, the thumb points in the direction of the:",
            options: [
              "force on (motion of) the conductor",
              "magnetic field",
              "current",
              "induced current",
            ],
            correct: 0,
            explanation:
              "Forefinger = field, middle finger = current, thumb = force or motion of the conductor.",
            difficulty: "medium",
          },
          {
            text: "Why do two magnetic field lines never intersect?",
            options: [
              "Because field lines repel each other",
              "Because they are always parallel",
              "Because field lines exist only inside a magnet",
              "Because at the crossing point the field would have two directions, which is impossible",
            ],
            correct: 3,
            explanation:
              "A compass at an intersection would have to point in two directions at once. Since the field at a point has one direction, lines cannot cross.",
            difficulty: "medium",
          },
          {
            text: "What is the purpose of the earth wire in household appliances with a metal body?",
            options: [
              "To increase the voltage",
              "To provide a low-resistance path so that leaking current flows to the ground, protecting the user from shock",
              "To carry the current into the appliance",
              "To reduce the electricity bill",
            ],
            correct: 1,
            explanation:
              "If the live wire touches the metal body, the current flows safely to earth through the earth wire rather than through a person touching the appliance.",
            difficulty: "medium",
          },
          {
            text: "A positively charged alpha particle moving towards the west is deflected towards the north by a magnetic field. What is the direction of the field?",
            options: [
              "Downward",
              "Towards the east",
              "Towards the south",
              "Upward",
            ],
            correct: 3,
            explanation:
              "A moving positive charge acts as a current in its direction of motion (west). Using Fleming's left-hand rule with the middle finger pointing west and the thumb pointing north, the forefinger points upward.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Our Environment",
        summary:
          "Describes ecosystems and their components, food chains and webs, the flow of energy through trophic levels, biological magnification, ozone depletion and the management of the wastes we produce.",
        lessons: [
          {
            title: "Ecosystems and Their Components",
            minutes: 12,
            summary:
              "An ecosystem consists of all the living (biotic) organisms in an area together with the non-living (abiotic) factors such as temperature, rainfall, soil and minerals. Forests, ponds and lakes are natural ecosystems; gardens, crop fields and aquariums are artificial ones. Green plants are producers; animals are consumers (herbivores, carnivores, omnivores and parasites); and decomposers such as bacteria and fungi break down dead remains, returning nutrients to the soil.",
          },
          {
            title: "Food Chains and Energy Flow",
            minutes: 15,
            summary:
              "A food chain is a series of organisms each eating the previous one, such as grass → deer → lion; each step is a trophic level, and interlinked food chains form a food web. Green plants capture only about 1% of the sunlight falling on their leaves. At each transfer only about 10% of the energy reaches the next level, the rest being used for life processes or lost as heat, so food chains usually have only three or four levels. Energy flow is unidirectional: it does not return to the producers.",
          },
          {
            title: "Biological Magnification",
            minutes: 10,
            summary:
              "Pesticides and other chemicals that are not biodegradable get washed into soil and water, are absorbed by plants and enter food chains. Because they are not broken down, they accumulate at each trophic level, so their concentration is highest in the organisms at the top, including human beings. This increase in concentration along the food chain is called biological magnification.",
          },
          {
            title: "Ozone Depletion and Waste Management",
            minutes: 12,
            summary:
              "Ozone (O₃) high in the atmosphere shields the earth from the sun's harmful ultraviolet radiation, which can cause skin cancer. Its depletion, noticed in the 1980s, is linked mainly to chlorofluorocarbons (CFCs) used as refrigerants and in fire extinguishers, and in 1987 countries agreed under UNEP to freeze CFC production at 1986 levels. Biodegradable wastes (vegetable peels, paper) are broken down by microorganisms, while non-biodegradable ones (plastics, glass, metals) persist and harm the environment. Segregating waste, reducing use, reusing and recycling help manage the garbage we produce.",
          },
        ],
        questions: [
          {
            text: "Which of the following wastes is biodegradable?",
            options: [
              "Plastic bag",
              "Glass bottle",
              "Aluminium foil",
              "Vegetable peels",
            ],
            correct: 3,
            explanation:
              "Vegetable peels are broken down by bacteria and fungi. Plastic, glass and aluminium are not broken down by biological processes.",
            difficulty: "easy",
          },
          {
            text: "Organisms that break down the dead remains of plants and animals are called:",
            options: ["producers", "decomposers", "herbivores", "carnivores"],
            correct: 1,
            explanation:
              "Decomposers such as bacteria and fungi break down complex organic matter and return nutrients to the soil.",
            difficulty: "easy",
          },
          {
            text: "Producers in a food chain have 10,000 J of energy. Using the 10 percent law, how much energy reaches the secondary consumers?",
            options: ["100 J", "1000 J", "10 J", "5000 J"],
            correct: 0,
            explanation:
              "About 10% passes at each step: 10,000 J → 1000 J (primary consumers) → 100 J (secondary consumers).",
            difficulty: "medium",
          },
          {
            text: "Depletion of the ozone layer is mainly caused by:",
            options: [
              "carbon dioxide from vehicles",
              "methane from paddy fields",
              "chlorofluorocarbons (CFCs)",
              "oxygen released by plants",
            ],
            correct: 2,
            explanation:
              "CFCs used in refrigerants and fire extinguishers reach the upper atmosphere and break down ozone molecules.",
            difficulty: "medium",
          },
          {
            text: "In the food chain grass → grasshopper → frog → snake → eagle, where will the concentration of a non-biodegradable pesticide be highest?",
            options: ["Grass", "Frog", "Eagle", "Grasshopper"],
            correct: 2,
            explanation:
              "The pesticide accumulates at each trophic level (biological magnification), so the eagle at the top has the highest concentration.",
            difficulty: "medium",
          },
          {
            text: "Why do food chains usually have only three or four trophic levels?",
            options: [
              "Because there are not enough animals in an ecosystem",
              "Because only about 10% of energy passes to each next level, so very little remains for higher levels",
              "Because top predators do not need energy",
              "Because decomposers eat the higher levels",
            ],
            correct: 1,
            explanation:
              "About 90% of the energy is used or lost at each level. After four levels only a tiny fraction is left, too little to support another level of organisms.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Household Waste Audit",
          instructions:
            "For one week, sort and record the waste produced in your home into biodegradable and non-biodegradable categories. Present your data in a table or bar graph and write a short plan with at least four steps your family can take to reduce and segregate waste.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 10,
    slug: "english",
    name: "English",
    description:
      "Class 10 English literature from the NCERT reader First Flight, with stories, poems and a play that build reading, interpretation and writing skills.",
    color: "grape",
    isFree: false,
    textbook:
      "First Flight — Textbook in English for Class X (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "A Letter to God",
        summary:
          "G. L. Fuentes's story of a farmer's unshakeable faith and the irony of his mistrust of the very people who help him, read with Robert Frost's poems 'Dust of Snow' and 'Fire and Ice'.",
        lessons: [
          {
            title: "Lencho's Faith",
            minutes: 15,
            summary:
              "Lencho, a poor farmer, watches a much-needed rain turn into a hailstorm that destroys his entire corn crop. With complete faith, he writes a letter to God asking for a hundred pesos. The kind postmaster, moved by his faith, collects money from his staff and friends and gives part of his own salary, sending seventy pesos signed 'God'. Lencho, angry at the shortfall, writes again asking for the rest, but not by mail, because he believes the post office employees are 'a bunch of crooks' — the central irony of the story.",
          },
          {
            title: "Poem: Dust of Snow",
            minutes: 8,
            summary:
              "In Robert Frost's short poem, a crow shakes down a dust of snow from a hemlock tree onto the poet. This small, unexpected moment changes his sad mood and saves part of a day he had regretted. The poem shows how simple things in nature, even the crow and the hemlock that are usually linked with gloom, can lift our spirits.",
          },
          {
            title: "Poem: Fire and Ice",
            minutes: 8,
            summary:
              "Frost considers whether the world will end in fire or in ice. Fire stands for desire and greed, and ice for hatred and coldness. From his experience of desire he favours fire, but says that for destruction, ice (hatred) 'is also great and would suffice'. The poem warns that uncontrolled human emotions can destroy the world.",
          },
        ],
        questions: [],
        assignment: {
          title: "Lencho's Second Letter — A Reply",
          instructions:
            "Imagine you are the postmaster. Write a reply (150–200 words) to Lencho's second letter that respects his faith but gently explains what really happened. Then write two sentences explaining the irony in the story's ending.",
          maxMarks: 15,
        },
      },
      {
        title: "Nelson Mandela: Long Walk to Freedom",
        summary:
          "An extract from Nelson Mandela's autobiography describing his inauguration as South Africa's first Black President and his reflections on courage, duty and freedom, read with Leslie Norris's poem 'A Tiger in the Zoo'.",
        lessons: [
          {
            title: "The Inauguration and the End of Apartheid",
            minutes: 15,
            summary:
              "On 10 May 1994, Nelson Mandela was sworn in as President at the Union Buildings in Pretoria, at a ceremony attended by leaders from many nations. He spoke of ending apartheid, a system of racial discrimination under which Black people were denied basic rights, and of building a society free of such injustice. Jets flying past and the two national anthems being sung showed a new, united South Africa.",
          },
          {
            title: "Courage, Duty and Freedom",
            minutes: 14,
            summary:
              "Mandela says the brave man is not one who feels no fear but one who conquers it, and that the country's greatest wealth is its people. He explains that every man has twin obligations — to his family and to his people — and that in South Africa a Black man who tried to fulfil the second was punished. He realised that the oppressor is as much a prisoner as the oppressed, since both are robbed of their humanity.",
          },
          {
            title: "Poem: A Tiger in the Zoo",
            minutes: 10,
            summary:
              "Leslie Norris contrasts a tiger pacing in a small concrete cell with the life it should have in the wild. The poet imagines it lurking in long grass near a water hole, hunting deer, and terrifying villagers at the jungle's edge. In the zoo it ignores visitors and, at night, stares at the brilliant stars with its own brilliant eyes. The poem questions the caging of wild animals and celebrates their need for freedom.",
          },
        ],
        questions: [],
      },
      {
        title: "Two Stories about Flying",
        summary:
          "Two stories — Liam O'Flaherty's 'His First Flight' and Frederick Forsyth's 'The Black Aeroplane' — about overcoming fear, read with the poems 'How to Tell Wild Animals' and 'The Ball Poem'.",
        lessons: [
          {
            title: "His First Flight",
            minutes: 12,
            summary:
              "A young seagull is too afraid to fly, although his brothers and sister have already learnt. His family scolds him and leaves him alone and hungry on the ledge. When his mother flies towards him with a piece of fish but stops just out of reach, hunger overcomes fear: he dives for the food, his wings spread and he flies. The story shows that confidence often comes only when we are pushed to try.",
          },
          {
            title: "The Black Aeroplane",
            minutes: 12,
            summary:
              "A pilot flying an old Dakota aeroplane to England at night, dreaming of breakfast, flies into huge black storm clouds. His compass and radio fail, and he is lost with little fuel left. A strange black aeroplane without lights appears and guides him through the clouds to a runway. When he asks in the control room who the other pilot was, he is told there was no other aeroplane in the sky that night, leaving the mystery unsolved.",
          },
          {
            title: "Poem: How to Tell Wild Animals",
            minutes: 8,
            summary:
              "Carolyn Wells humorously 'teaches' how to identify wild animals by what they do to you: the Asian lion roars at you as you die, the Bengal tiger is the noble creature that eats you, and the leopard leaps on you. The bear hugs you, the hyena laughs, the crocodile weeps, and the chameleon has no ears or wings. Playful rhyme and deliberate spellings add to the fun.",
          },
          {
            title: "Poem: The Ball Poem",
            minutes: 8,
            summary:
              "John Berryman describes a boy who has lost his ball in the water. The poet does not want to comfort him with another ball, because this is the boy's first lesson in loss: he must learn that some things, once lost, cannot be bought back. The poem is about growing up and learning to accept loss and responsibility.",
          },
        ],
        questions: [],
      },
      {
        title: "From the Diary of Anne Frank",
        summary:
          "An extract from the diary of a thirteen-year-old Jewish girl who later hid from the Nazis, showing her wit and loneliness, read with Robin Klein's poem 'Amanda!'.",
        lessons: [
          {
            title: "Anne and Her Diary",
            minutes: 12,
            summary:
              "Anne Frank receives a diary on her thirteenth birthday and decides to treat it as a friend named Kitty, because she feels she has no true friend to confide in and 'paper has more patience than people'. She gives a short history of her family, who moved from Germany to the Netherlands to escape the persecution of Jews. The diary, written during the Second World War, became one of the most widely read books in the world.",
          },
          {
            title: "The Chatterbox Essays",
            minutes: 12,
            summary:
              "Anne's maths teacher, Mr Keesing, punishes her for talking in class by asking her to write essays titled 'A Chatterbox' and 'An Incorrigible Chatterbox'. She cleverly argues that talking is a student's trait and that she has probably inherited it from her mother, who also talks a lot. When he asks for a third essay, she writes a humorous poem about a mother duck and her chattering ducklings, 'Quack, Quack, Quack, Said Mistress Chatterback'. Mr Keesing takes the joke well and lets her talk in class after that.",
          },
          {
            title: "Poem: Amanda!",
            minutes: 8,
            summary:
              "In Robin Klein's poem, a girl named Amanda is constantly nagged by an adult about her posture, homework, manners and habits. In the italicised stanzas she escapes into daydreams of being a free mermaid, an orphan or Rapunzel in a tower. The poem shows how too much control makes a child withdraw, and asks adults to respect children's need for freedom.",
          },
        ],
        questions: [],
        assignment: {
          title: "Keep a Reflective Diary",
          instructions:
            "Keep a diary for one week, writing at least five entries (80–100 words each) about your experiences and feelings, addressed to an imaginary friend as Anne addressed Kitty. End with a paragraph on what you learnt about yourself from writing it.",
          maxMarks: 20,
        },
      },
      {
        title: "Glimpses of India",
        summary:
          "Three short accounts — 'A Baker from Goa', 'Coorg' and 'Tea from Assam' — that introduce the culture, people and landscapes of different parts of India, read with Adrienne Rich's poem 'The Trees'.",
        lessons: [
          {
            title: "A Baker from Goa",
            minutes: 10,
            summary:
              "Lucio Rodrigues recalls the village baker (pader) of Goa, a tradition from Portuguese times. The baker came twice a day with the jingling thud of his bamboo staff, bringing loaves and bread-bangles for the children. Bread was essential to Goan life: sweet bread (bol) for marriages, cakes and bolinhas for festivals. Bakers wore a knee-length frock called a kabai, kept their accounts on a wall in pencil, and were known for their plump, prosperous look.",
          },
          {
            title: "Coorg",
            minutes: 10,
            summary:
              "Lokesh Abrol describes Coorg (Kodagu), a hilly district of Karnataka with rainforests, coffee estates and the river Kaveri. The Kodavus are known for martial traditions and hospitality; one story links them to soldiers of Alexander's army, and their long black coat, the kuppia, resembles an Arab garment. The Coorg Regiment is among the most decorated, and General K. M. Cariappa, the first Indian Army Chief, was a Coorgi. Visitors enjoy river rafting, trekking, the Dubare elephant camp and the Tibetan settlement at Bylakuppe.",
          },
          {
            title: "Tea from Assam",
            minutes: 10,
            summary:
              "Arup Kumar Datta writes about Rajvir, who travels with his friend Pranjol to Assam, the home of some of the world's largest tea plantations. Rajvir shares legends about the discovery of tea — a Chinese emperor whose boiling water caught a few leaves, and the Buddhist monk Bodhidharma whose cut-off eyelids grew into tea plants. At Dhekiabari Tea Estate they see tea being plucked during the second flush, the period that yields the best tea.",
          },
          {
            title: "Poem: The Trees",
            minutes: 8,
            summary:
              "In Adrienne Rich's poem, the trees kept indoors as plants are moving out of the house into the empty forest outside. Their roots work to free themselves, their leaves strain towards the glass, and by morning the forest is full of trees again. The poem can be read as nature reclaiming its freedom from human control, and also as a symbol of people, especially women, breaking free from confinement.",
          },
        ],
        questions: [],
      },
      {
        title: "Mijbil the Otter",
        summary:
          "Gavin Maxwell's account of the pet otter he brought from Iraq to London, full of humour and affection, read with Carl Sandburg's poem 'Fog'.",
        lessons: [
          {
            title: "Mij Comes Home",
            minutes: 12,
            summary:
              "While in Basra, Iraq, Gavin Maxwell decides to keep an otter, and soon two Arabs bring him a young otter in a sack; he names it Mijbil. It turns out to belong to a race unknown to science, later named Maxwell's otter. Mij quickly bonds with the author, loves playing in water in the bathtub, and invents games such as juggling marbles and rolling a rubber ball.",
          },
          {
            title: "The Journey to London",
            minutes: 12,
            summary:
              "The airline insists the otter travel in a box. Mij, desperate to escape, tears the lining of the box and gets bloody, and later escapes inside the aeroplane, causing chaos among the passengers until he is caught. In London, people who see him on a leash guess wildly about what he is — a baby seal, a squirrel, a walrus, a hippo, even a 'brush', showing how little most people knew about otters.",
          },
          {
            title: "Poem: Fog",
            minutes: 8,
            summary:
              "Carl Sandburg compares fog to a cat. It comes 'on little cat feet', sits silently on its haunches looking over the harbour and the city, and then moves on. The extended metaphor captures the quiet, stealthy way fog arrives and leaves.",
          },
        ],
        questions: [],
      },
      {
        title: "Madam Rides the Bus",
        summary:
          "Vallikkannan's story of eight-year-old Valli's first bus ride to the town, in which her joy turns to a first encounter with death, read with Ogden Nash's poem 'The Tale of Custard the Dragon'.",
        lessons: [
          {
            title: "Valli's Big Plan",
            minutes: 12,
            summary:
              "Valliammai, an eight-year-old girl in a village, longs to ride the bus that passes her house. She secretly saves her coins and learns that the trip to town costs thirty paise each way, sixty paise in all. One afternoon, while her mother naps, she boards the bus. The conductor playfully calls her 'madam', and she behaves very grown-up, refusing help and paying her own fare.",
          },
          {
            title: "The Ride and the Dead Cow",
            minutes: 12,
            summary:
              "Valli is thrilled by the view of canals, palm trees, mountains and the busy town. On the way back, she sees a young cow that had run happily in front of the bus earlier now lying dead by the road. Her joy is gone and she is deeply upset, a first childish experience of death. She returns home safely, and her secret adventure remains untold to her mother.",
          },
          {
            title: "Poem: The Tale of Custard the Dragon",
            minutes: 10,
            summary:
              "Ogden Nash's comic ballad is about Belinda, who lives with a kitten called Ink, a mouse called Blink, a dog called Mustard and a dragon called Custard. Everyone teases Custard for being a coward who cries for a nice safe cage. When a pirate breaks in, the others hide, but Custard fights and eats the pirate. Yet afterwards the others still boast of their bravery and call Custard a coward — a funny look at true and false courage.",
          },
        ],
        questions: [],
        assignment: {
          title: "My First Independent Journey",
          instructions:
            "Write a narrative (200–250 words) about a time you did something on your own for the first time, as Valli did. Describe your planning, what you saw and felt, and how the experience changed you.",
          maxMarks: 15,
        },
      },
      {
        title: "The Sermon at Benares",
        summary:
          "The story of Gautama Buddha's enlightenment and his first sermon, in which he helps the grieving Kisa Gotami understand that death is universal, read with W. B. Yeats's poem 'For Anne Gregory'.",
        lessons: [
          {
            title: "Siddhartha Becomes the Buddha",
            minutes: 10,
            summary:
              "Prince Siddhartha Gautama was shielded from suffering in his palace. At about twenty-five, he saw a sick man, an aged man, a funeral and a monk begging for alms, and left his comfortable life to seek enlightenment. After years of wandering, he meditated under a peepal tree and became the Buddha, the Awakened One. He preached his first sermon at Benares.",
          },
          {
            title: "Kisa Gotami and the Mustard Seed",
            minutes: 12,
            summary:
              "Kisa Gotami's only son dies, and in grief she carries his body from house to house asking for medicine. The Buddha asks her to bring a handful of mustard seed from a house where no one has lost a child, husband, parent or friend. She finds that every house has known death, and realises that her grief was selfish because death is common to all. The Buddha teaches that the wise do not grieve endlessly, since lamenting brings no peace.",
          },
          {
            title: "Poem: For Anne Gregory",
            minutes: 8,
            summary:
              "In W. B. Yeats's poem, a young man tells Anne Gregory that no one will love her for herself alone, only for her beautiful yellow hair. Anne replies that she could dye her hair any colour so that young men would love her for herself. The speaker says only God could love her for herself alone and not her hair. The poem explores outer beauty versus inner worth.",
          },
        ],
        questions: [],
      },
      {
        title: "The Proposal",
        summary:
          "Anton Chekhov's one-act farce in which a marriage proposal collapses into comic quarrels, satirising the materialism of the upper class in nineteenth-century Russia.",
        lessons: [
          {
            title: "Characters and Setting",
            minutes: 12,
            summary:
              "The play is set in the house of Chubukov, a landowner. His neighbour Ivan Vassilevitch Lomov, a nervous, hypochondriac young man, arrives in evening dress to propose to Chubukov's daughter Natalya. Chubukov at first thinks Lomov has come to borrow money, then gladly agrees to the match. Chekhov uses these three characters to poke fun at people who treat marriage as a matter of property.",
          },
          {
            title: "Quarrels over Oxen Meadows and Dogs",
            minutes: 14,
            summary:
              "Before Lomov can propose, he and Natalya argue over who owns the Oxen Meadows, a small piece of land between their estates. Chubukov joins in, and insults fly until Lomov leaves. When Natalya learns he had come to propose, she demands he be brought back, but they then quarrel about whose dog is better, Guess or Squeezer. Lomov faints; Chubukov hastily joins their hands, yet even as they are engaged, the quarrelling continues — a comic ending that exposes their pride and greed.",
          },
        ],
        questions: [],
        assignment: {
          title: "Stage a Scene",
          instructions:
            "In groups of three, act out one quarrel from the play (Oxen Meadows or the dogs) in your own words. Individually, write a 150-word note on how Chekhov creates humour through exaggeration and sudden changes of mood.",
          maxMarks: 20,
        },
      },
    ],
  },
  {
    grade: 10,
    slug: "social-studies",
    name: "Social Studies",
    description:
      "Class 10 social science across history, geography, political science and economics, from nationalism and globalisation to resources, democracy and development.",
    color: "orange",
    isFree: false,
    textbook:
      "India and the Contemporary World – II (History), Contemporary India – II (Geography), Democratic Politics – II (Political Science) and Understanding Economic Development (Economics) — NCERT textbooks for Class X, rationalised 2023–24",
    chapters: [
      {
        title: "History: The Rise of Nationalism in Europe",
        summary:
          "Traces how the idea of the nation-state grew in nineteenth-century Europe, from the French Revolution through the revolutions of 1830 and 1848 to the unification of Germany and Italy, and how nationalism later became linked to imperialism.",
        lessons: [
          {
            title: "The French Revolution and the Idea of the Nation",
            minutes: 12,
            summary:
              "The French Revolution of 1789 transferred sovereignty from the monarch to the people. Ideas like la patrie (the fatherland) and le citoyen (the citizen), a new tricolour flag, a National Assembly and uniform laws, weights and measures created a shared identity. Napoleon's Civil Code of 1804 abolished privileges based on birth, established equality before the law and secured the right to property, and his administrative reforms spread to the areas he conquered, though his rule also brought heavy taxes and censorship.",
          },
          {
            title: "Liberalism, Conservatism and Revolutions",
            minutes: 14,
            summary:
              "Liberal nationalism stood for individual freedom, equality before the law, government by consent and, for the middle classes, free markets; the Prussian-led customs union (Zollverein) of 1834 removed trade barriers among German states. After Napoleon's defeat, the Congress of Vienna (1815), hosted by the Austrian Chancellor Duke Metternich, restored old monarchies and promoted conservatism. Revolutionaries such as Giuseppe Mazzini, founder of Young Italy, worked in secret societies. Greece won independence, recognised by the Treaty of Constantinople in 1832, and Romantic thinkers like Herder promoted national culture through folk songs and folk tales. In 1848, the Frankfurt Parliament drafted a constitution for a German nation, but the Prussian king rejected its offer of the crown.",
          },
          {
            title: "Unification of Germany and Italy",
            minutes: 14,
            summary:
              "Germany was unified under Prussian leadership by its chief minister Otto von Bismarck, through three wars over seven years with Austria, Denmark and France; in January 1871 the Prussian king William I was proclaimed German Emperor at Versailles. In Italy, Count Cavour of Sardinia-Piedmont led diplomacy and alliances, while Giuseppe Garibaldi's volunteers (the Red Shirts) took over South Italy and the Kingdom of the Two Sicilies; in 1861 Victor Emmanuel II was proclaimed king of united Italy. In Britain, the nation-state formed gradually, through the Act of Union of 1707 with Scotland and the incorporation of Ireland in 1801, with English culture dominating.",
          },
          {
            title: "Visualising the Nation; Nationalism and Imperialism",
            minutes: 10,
            summary:
              "Artists personified nations as female figures: Marianne represented France and Germania, wearing a crown of oak leaves, represented Germany. By the late nineteenth century nationalism became narrow and aggressive. The Balkans, with many Slavic nationalities breaking away from the Ottoman Empire and big powers competing over the region, became a source of tension that contributed to the First World War in 1914.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Nationalism in India",
        summary:
          "Examines the growth of the Indian national movement from the First World War to the early 1930s: the Non-Cooperation and Civil Disobedience movements, the different groups who took part, and how a sense of collective belonging was created.",
        lessons: [
          {
            title: "War, Satyagraha and Non-Cooperation",
            minutes: 15,
            summary:
              "The First World War brought higher taxes, forced recruitment, rising prices, crop failures and an influenza epidemic in India. Mahatma Gandhi, back from South Africa in January 1915, used satyagraha — the power of truth and non-violent resistance — in Champaran (1917), Kheda (1917) and Ahmedabad (1918). The Rowlatt Act of 1919 allowed detention without trial, and on 13 April 1919 General Dyer's troops fired on a peaceful crowd at Jallianwala Bagh in Amritsar. Gandhi joined the Khilafat issue with the demand for swaraj, and the Non-Cooperation Movement was adopted at the Nagpur session of the Congress in December 1920.",
          },
          {
            title: "Differing Strands within the Movement",
            minutes: 14,
            summary:
              "In towns, students left government schools, lawyers gave up practice and foreign cloth was boycotted and burnt, though khadi was costlier than mill cloth. In Awadh, peasants led by Baba Ramchandra protested against high rents and begar; in the Gudem Hills of Andhra Pradesh, Alluri Sitaram Raju led an armed tribal rebellion; and plantation workers in Assam, bound by the Inland Emigration Act of 1859, left the gardens to go home. Each group understood swaraj in its own way. After violence at Chauri Chaura in February 1922, Gandhi withdrew the movement.",
          },
          {
            title: "Towards Civil Disobedience",
            minutes: 15,
            summary:
              "The all-white Simon Commission reached India in 1928 and was greeted with the slogan 'Go back Simon'. The Lahore Congress of December 1929, under Jawaharlal Nehru, demanded Purna Swaraj, and 26 January 1930 was celebrated as Independence Day. On 12 March 1930 Gandhi began the Salt March from Sabarmati and broke the salt law at Dandi on 6 April, launching the Civil Disobedience Movement; rich peasants, businessmen, women and workers joined for different reasons. Dalits, led by Dr B. R. Ambedkar, and many Muslims were less involved; the Poona Pact of September 1932 gave dalits reserved seats within general electorates.",
          },
          {
            title: "The Sense of Collective Belonging",
            minutes: 10,
            summary:
              "Nationalism also spread through shared images, songs and symbols. Bankim Chandra Chattopadhyay's 'Vande Mataram' and Abanindranath Tagore's painting of Bharat Mata gave the nation a visual and emotional form. Collecting folklore, designing flags — from the Swadeshi flag to Gandhi's tricolour with a spinning wheel in 1921 — and reinterpreting India's history to take pride in its past all helped people feel they belonged to one nation.",
          },
        ],
        questions: [],
        assignment: {
          title: "Timeline of the National Movement",
          instructions:
            "Prepare an illustrated timeline of key events from 1915 to 1932 covered in this chapter, with at least ten dated events. For each, add one or two sentences explaining its importance for the national movement.",
          maxMarks: 20,
        },
      },
      {
        title: "History: The Making of a Global World",
        summary:
          "Follows the long history of global connections through trade, migration and capital, from the silk routes to nineteenth-century colonial trade, the Great Depression and the post-war international economic order.",
        lessons: [
          {
            title: "The Pre-modern World",
            minutes: 12,
            summary:
              "The silk routes linked China with Asia, Europe and northern Africa, carrying silk, pottery, spices, precious metals and also religious ideas like Buddhism. Foods travelled too: potatoes, maize, tomatoes, chillies, groundnuts and sweet potatoes reached the rest of the world from the Americas after Columbus. The potato became so central in Ireland that its failure caused the Irish famine of 1845–49, when about a million people died. European conquest of the Americas was helped by germs like smallpox, to which the local people had no immunity.",
          },
          {
            title: "The Nineteenth-Century World Economy",
            minutes: 15,
            summary:
              "Economists identify three flows in the world economy: trade, labour and capital. After Britain abolished the Corn Laws, cheaper food imports grew, and railways, steamships and refrigerated ships moved goods across the world. Colonialism spread: European powers divided Africa, and the cattle disease rinderpest, spreading across Africa in the 1890s, killed about 90% of the cattle and pushed Africans into wage labour. Hundreds of thousands of Indian indentured labourers went to the Caribbean, Mauritius and Fiji, creating new cultural forms like the Hosay festival and chutney music in Trinidad, until the system was abolished in 1921.",
          },
          {
            title: "The Inter-war Economy and the Great Depression",
            minutes: 14,
            summary:
              "The First World War was the first modern industrial war and turned the USA from a debtor into an international creditor. The Great Depression began around 1929, caused by agricultural overproduction and the withdrawal of US loans, and banks, factories and farms failed across the world. In India, exports and imports nearly halved between 1928 and 1934 and agricultural prices collapsed, but the colonial government refused to reduce revenue demands, deepening rural distress.",
          },
          {
            title: "Rebuilding the World Economy after 1945",
            minutes: 12,
            summary:
              "At the Bretton Woods conference in July 1944, the International Monetary Fund and the International Bank for Reconstruction and Development (World Bank) were set up to preserve economic stability and finance reconstruction, with a system of fixed exchange rates. Newly independent countries, organised as the Group of 77, demanded a New International Economic Order with fairer control over their resources and trade. From the 1970s, multinational companies shifted production to low-wage Asian countries, shaping today's globalised economy.",
          },
        ],
        questions: [],
      },
      {
        title: "History: The Age of Industrialisation",
        summary:
          "Studies how industrial production developed in Britain and India, the persistence of hand labour, the decline and survival of Indian handloom weaving, the growth of Indian factories and the making of markets through advertising.",
        lessons: [
          {
            title: "Before and During the Industrial Revolution",
            minutes: 12,
            summary:
              "Even before factories, there was proto-industrialisation: merchants from towns gave peasants in the countryside money and raw material to produce goods for international markets, getting around powerful urban guilds. Factories spread from the late eighteenth century, with cotton the leading sector. James Watt improved the steam engine and patented it in 1781, but change was slow: traditional industries remained important, and in Victorian Britain labour was so plentiful and cheap that many industrialists preferred hand labour to expensive machines.",
          },
          {
            title: "Indian Weavers and Colonial Control",
            minutes: 14,
            summary:
              "Before machine industry, Indian silk and cotton goods dominated world textile markets, exported through ports like Surat, Masulipatam and Hoogly. After gaining political power, the East India Company eliminated competing traders and appointed paid supervisors called gomasthas to control weavers and collect cloth, which led to clashes and the collapse of many weaving villages. From the nineteenth century, cheap machine-made Manchester cotton flooded Indian markets, and weavers also faced a shortage of good raw cotton.",
          },
          {
            title: "Factories Come Up in India",
            minutes: 14,
            summary:
              "The first cotton mill in Bombay came up in 1854 and the first jute mill in Bengal in 1855. Early industrialists such as Dwarkanath Tagore in Bengal, and Parsis like Dinshaw Petit and Jamsetjee Nusserwanjee Tata in Bombay, made part of their wealth in trade with China before building large industrial enterprises. Jobbers recruited workers from villages. Industrial growth rose during the Swadeshi movement and the First World War, and handloom production also survived and grew, helped by technologies like the fly shuttle.",
          },
          {
            title: "Creating Markets for Goods",
            minutes: 8,
            summary:
              "New producers had to persuade people to buy their products. Manchester manufacturers put labels on cloth bundles, often with images of Indian gods, goddesses and historical figures, to make products seem familiar. Calendars hung in homes carried advertisements all year, and Indian manufacturers used nationalist messages such as 'if you care for the nation, buy products that Indians produce'.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Print Culture and the Modern World",
        summary:
          "Explains the history of print from East Asia to Europe and India, and how printed books, newspapers and pamphlets changed reading, religion, politics and debates about society.",
        lessons: [
          {
            title: "The First Printed Books",
            minutes: 10,
            summary:
              "The earliest print technology developed in China, Japan and Korea, using hand-printing from carved wooden blocks. Buddhist missionaries introduced it to Japan, where the Diamond Sutra, printed in AD 868, is the oldest known Japanese book. Marco Polo brought knowledge of woodblock printing from China to Italy in 1295.",
          },
          {
            title: "Gutenberg and the Print Revolution in Europe",
            minutes: 14,
            summary:
              "Johann Gutenberg developed the first known printing press with metal movable type by the 1440s, and the Bible was among the first books printed, in about 180 copies. Print made books cheaper and created a new reading public; ideas spread faster and more widely. Martin Luther's Ninety-Five Theses of 1517 were printed and widely read, leading to the Protestant Reformation, and Luther called printing 'the ultimate gift of God'. The Roman Catholic Church tried to control print with an Index of Prohibited Books from 1558, and many historians argue that print helped create the conditions for the French Revolution by spreading Enlightenment ideas.",
          },
          {
            title: "India and the World of Print",
            minutes: 15,
            summary:
              "India had a rich tradition of handwritten manuscripts. The printing press came to Goa with Portuguese missionaries in the mid-sixteenth century; the first Tamil book was printed in 1579 at Cochin and the first Malayalam book in 1713. James Augustus Hickey began the Bengal Gazette in 1780. Print fuelled religious and social reform debates, such as Rammohun Roy's Sambad Kaumudi (1821); women like Rashsundari Debi wrote autobiographies (Amar Jiban, 1876), and Jyotiba Phule wrote about caste injustice in Gulamgiri (1871). Fearing criticism, the colonial government passed the Vernacular Press Act in 1878 to censor Indian-language newspapers.",
          },
        ],
        questions: [],
        assignment: {
          title: "Then and Now: The Power of Print",
          instructions:
            "Write a 250-word essay comparing how printed books and pamphlets spread new ideas in the past with how digital media spreads ideas today. Give two historical examples from the chapter and two modern examples, and discuss one benefit and one danger of each.",
          maxMarks: 15,
        },
      },
      {
        title: "Geography: Resources and Development",
        summary:
          "Defines and classifies resources, explains the need for resource planning and conservation, and studies land use, land degradation and the major soil types of India and their conservation.",
        lessons: [
          {
            title: "Types of Resources",
            minutes: 12,
            summary:
              "A resource is anything in our environment that can satisfy our needs, provided it is technologically accessible, economically feasible and culturally acceptable. Resources are classified by origin (biotic and abiotic), exhaustibility (renewable and non-renewable), ownership (individual, community, national and international) and status of development (potential, developed, stock and reserves). Indiscriminate use has caused depletion and pollution, so the Rio de Janeiro Earth Summit of 1992 adopted Agenda 21 to promote sustainable development.",
          },
          {
            title: "Resource Planning and Land Use",
            minutes: 12,
            summary:
              "Resource planning means identifying and listing resources, creating a planning structure with the right technology and skills, and matching it with national development plans. About 43% of India's land is plains, 30% mountains and 27% plateaus. Land is degraded by deforestation, mining, overgrazing and over-irrigation, which causes waterlogging and salinity; afforestation, shelter belts, controlled grazing and proper management of mining waste help conserve land.",
          },
          {
            title: "Soils of India and Soil Conservation",
            minutes: 16,
            summary:
              "Alluvial soil, deposited by rivers, is the most widespread and fertile, covering the northern plains. Black (regur) soil, formed from lava rocks of the Deccan, retains moisture and is ideal for cotton. Red and yellow soils develop on crystalline igneous rocks (red from iron), laterite soils form under high temperature and heavy rainfall through leaching, arid soils are sandy and saline, and forest soils are found in hilly areas. Soil erosion by water and wind creates gullies and bad lands, as in the Chambal ravines; contour ploughing, terrace farming, strip cropping and shelter belts help conserve soil.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Forest and Wildlife Resources",
        summary:
          "Describes India's biodiversity, the categories of threatened species, the causes of depletion of flora and fauna, and government and community efforts to conserve forests and wildlife.",
        lessons: [
          {
            title: "Biodiversity and Its Depletion",
            minutes: 12,
            summary:
              "India is one of the world's richest countries in biological diversity. Species are grouped as normal, endangered (e.g. blackbuck, Indian rhino, lion-tailed macaque), vulnerable (e.g. Asiatic elephant, Gangetic dolphin), rare, endemic (found only in one area, like the Andaman teal and Nicobar pigeon) and extinct (e.g. the Asiatic cheetah). Forests and wildlife have been depleted by colonial exploitation, expansion of railways and agriculture, commercial plantations, mining, large dams and habitat destruction.",
          },
          {
            title: "Conserving Forests and Wildlife",
            minutes: 12,
            summary:
              "The Indian Wildlife (Protection) Act of 1972 protected habitats and banned hunting of protected species, and national parks and wildlife sanctuaries were set up. Project Tiger, launched in 1973, is one of the best-known conservation projects. Forests are classified by the government as reserved forests (the most valuable for conservation), protected forests and unclassed forests.",
          },
          {
            title: "Communities and Conservation",
            minutes: 12,
            summary:
              "Local communities often protect forests as their own resources. Villagers in the Sariska Tiger Reserve in Rajasthan fought mining by citing the Wildlife Protection Act, and villages in Alwar district declared a large forest area as the Bhairodev Dakav 'Sonchuri' with their own rules. The Chipko movement in the Himalayas resisted tree felling, and Beej Bachao Andolan in Tehri showed that diverse crops can be grown without chemicals. Joint Forest Management, begun in Odisha in 1988, involves villages in protecting degraded forests, and sacred groves and communities like the Bishnois have long protected nature.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Water Resources",
        summary:
          "Explains why water scarcity occurs despite plenty of water on earth, weighs the benefits and problems of multi-purpose river projects, and describes traditional and modern rainwater harvesting.",
        lessons: [
          {
            title: "Water Scarcity",
            minutes: 10,
            summary:
              "About three-fourths of the earth is covered with water, but only a small part is usable fresh water. Scarcity in India is often caused not by a lack of water but by over-exploitation, excessive use and unequal access among social groups, driven by a growing population, irrigated agriculture, industrialisation and urbanisation. Even where water is available, pollution by domestic and industrial waste, chemicals and fertilisers can make it unfit for use.",
          },
          {
            title: "Multi-purpose River Projects",
            minutes: 14,
            summary:
              "India has an old tradition of hydraulic structures, such as the water system at Sringaverapura near Prayagraj from the first century BC. Modern multi-purpose projects provide irrigation, electricity, water supply, flood control, fisheries and navigation, and Jawaharlal Nehru called dams the 'temples of modern India'. But they also cause displacement of local people, loss of forests, sedimentation, changes in river ecosystems and inter-state disputes, leading to protests such as the Narmada Bachao Andolan against the Sardar Sarovar Dam.",
          },
          {
            title: "Rainwater Harvesting",
            minutes: 12,
            summary:
              "People have long harvested rainwater in ways suited to local conditions. In the Western Himalayas, diversion channels called guls or kuls carry water for farming. In arid Rajasthan, houses had underground tanks (tankas) to store rooftop rainwater for drinking, and khadins and johads stored water in fields. In Meghalaya, a 200-year-old system of bamboo pipes carries stream water to plants, and Tamil Nadu has made rooftop rainwater harvesting compulsory for all houses.",
          },
        ],
        questions: [],
        assignment: {
          title: "Rainwater Harvesting Plan",
          instructions:
            "Survey your home or school building and draw a simple plan for a rooftop rainwater harvesting system, showing the roof area, pipes, filter and storage or recharge pit. Estimate how much water could be collected in a year (roof area in m² × annual rainfall in m = volume in m³) and explain how it could be used.",
          maxMarks: 20,
        },
      },
      {
        title: "Geography: Agriculture",
        summary:
          "Describes the types of farming in India, the cropping seasons, the major food and non-food crops and their growing conditions, and the contribution of agriculture to the economy.",
        lessons: [
          {
            title: "Types of Farming",
            minutes: 12,
            summary:
              "Primitive subsistence farming uses simple tools and family labour on small patches of land; slash-and-burn cultivation is called jhumming in north-eastern states. Intensive subsistence farming is practised where population is high, using heavy inputs of labour, fertilisers and irrigation on small holdings. Commercial farming uses high-yielding seeds, fertilisers and pesticides to produce crops for sale; plantations of tea, coffee, rubber and bananas are a form of commercial farming linking farms with industry.",
          },
          {
            title: "Cropping Seasons",
            minutes: 10,
            summary:
              "Rabi crops are sown in winter (October to December) and harvested in summer (April to June): wheat, barley, peas, gram and mustard, with winter rain from western temperate cyclones helping them. Kharif crops are sown with the onset of the monsoon and harvested in September–October: paddy, maize, jowar, bajra, tur, moong, urad, cotton, jute, groundnut and soybean. Zaid is a short season between rabi and kharif, in which watermelon, muskmelon, cucumber, vegetables and fodder crops are grown.",
          },
          {
            title: "Major Crops of India",
            minutes: 16,
            summary:
              "Rice, a kharif crop, needs temperatures above 25°C, high humidity and rainfall above 100 cm; India is the second-largest producer after China. Wheat, the main rabi crop, needs a cool growing season and bright sunshine at ripening, with 50–75 cm of rain. Millets (jowar, bajra, ragi) are very nutritious, India is the largest producer and consumer of pulses, and it is the second-largest producer of sugarcane after Brazil. Other important crops include oilseeds, tea, coffee, rubber, cotton (grown well in black soil) and jute, the 'golden fibre'.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Minerals and Energy Resources",
        summary:
          "Explains what minerals are, how they occur and are classified, the importance of key minerals, and India's conventional and non-conventional sources of energy and their conservation.",
        lessons: [
          {
            title: "Minerals and Their Occurrence",
            minutes: 12,
            summary:
              "A mineral is a naturally occurring homogeneous substance with a definable internal structure. Minerals occur in veins and lodes in igneous and metamorphic rocks, in layers in sedimentary rocks (like coal), as residual deposits from weathering (like bauxite), as placer deposits in river sands (like gold), and in ocean water. They are classified as metallic (ferrous like iron ore and manganese, non-ferrous like copper and bauxite, and precious like gold), non-metallic (like mica, salt and limestone) and energy minerals (coal, petroleum and natural gas).",
          },
          {
            title: "Important Minerals",
            minutes: 12,
            summary:
              "Iron ore is the basic mineral of industrial development; magnetite is the finest ore with up to 70% iron, and hematite is the most important industrial ore. Manganese is used to make steel, copper for electrical cables, and bauxite for aluminium, a light metal with good conductivity. Mica, which splits into thin sheets and is an excellent insulator, is used in electrical and electronic industries, and limestone is the basic raw material of the cement industry.",
          },
          {
            title: "Energy Resources",
            minutes: 14,
            summary:
              "Conventional sources include firewood, cattle dung cake, coal, petroleum, natural gas and electricity. Coal ranges from peat and lignite to bituminous coal and high-quality anthracite, and India's major coal comes from Gondwana deposits in the Damodar valley. Petroleum is found in traps such as anticlines, with Mumbai High, Gujarat and Assam (Digboi) as major areas. Non-conventional sources — nuclear, solar, wind, biogas, tidal and geothermal energy — are renewable or cleaner, and India has great potential for solar and wind power. Because most energy sources are exhaustible, conserving energy is everyone's responsibility.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Manufacturing Industries",
        summary:
          "Explains the importance of manufacturing, how industries are located and classified, major industries such as textiles and iron and steel, and how industrial pollution can be controlled.",
        lessons: [
          {
            title: "Importance and Location of Industries",
            minutes: 12,
            summary:
              "Manufacturing, the secondary sector, turns raw materials into more valuable products and is considered the backbone of development. It reduces dependence on agriculture by creating jobs, helps remove poverty and regional imbalance, and earns foreign exchange through exports. Industries are located where raw material, labour, capital, power and markets are available at low cost; many industries clustering around a city benefit from shared services, known as agglomeration economies.",
          },
          {
            title: "Classification and Key Industries",
            minutes: 16,
            summary:
              "Industries are classified by source of raw material (agro-based like cotton, jute, sugar; mineral-based like iron and steel, cement), by role (basic industries like iron and steel that supply others, and consumer industries), by capital (small-scale and large-scale), by ownership (public, private, joint and cooperative sectors) and by the bulk of raw materials and products. The textile industry is the only one in India that is self-reliant and complete in the value chain, from raw material to finished goods; India is the largest producer of raw jute and jute goods. Iron and steel is a basic industry, and the information technology industry, centred in cities like Bengaluru, has created many jobs.",
          },
          {
            title: "Industrial Pollution and Control",
            minutes: 12,
            summary:
              "Industries cause air pollution (smoke and gases like sulphur dioxide and carbon monoxide), water pollution (dyes, acids, chemicals and wastes discharged into rivers), thermal pollution (hot water from power plants), noise pollution and land pollution. Control methods include reducing and recycling water use, rainwater harvesting, treating effluents in primary, secondary and tertiary stages before discharge, and fitting chimneys with electrostatic precipitators, fabric filters and scrubbers.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Lifelines of National Economy",
        summary:
          "Describes India's transport network of roads, railways, pipelines, waterways, ports and airways, the means of communication, and the role of international trade and tourism.",
        lessons: [
          {
            title: "Roadways",
            minutes: 12,
            summary:
              "India has one of the largest road networks in the world, and roads are cheaper to build than railways and reach villages and hills. The Golden Quadrilateral links Delhi, Kolkata, Chennai and Mumbai by super highways, while the North–South corridor links Srinagar and Kanniyakumari and the East–West corridor links Silchar and Porbandar. Roads are classified as national highways, state highways, district roads, other (village) roads and border roads, the last built by the Border Roads Organisation set up in 1960.",
          },
          {
            title: "Railways, Pipelines, Waterways and Ports",
            minutes: 14,
            summary:
              "Railways are the principal mode of transport for freight and passengers in India. Pipelines carry crude oil, petroleum products and natural gas, even solids as slurry. Waterways are the cheapest and most fuel-efficient mode; National Waterway 1 runs along the Ganga between Allahabad (Prayagraj) and Haldia, and National Waterway 2 along the Brahmaputra between Sadiya and Dhubri. Kandla was the first port developed after Independence, Mumbai is the biggest port with a natural harbour, Chennai is one of the oldest artificial ports, and Visakhapatnam is the deepest landlocked, well-protected port.",
          },
          {
            title: "Communication, Trade and Tourism",
            minutes: 10,
            summary:
              "Personal communication (post, telephone, internet) and mass communication (radio, television, newspapers and films) connect people across the country. Trade is the exchange of goods among people, states and countries; when exports are worth more than imports, the balance of trade is favourable. International trade is considered the economic barometer of a country, and tourism, which earns foreign exchange and supports local handicrafts and jobs, is also a form of trade.",
          },
        ],
        questions: [],
        assignment: {
          title: "Map Work: India's Lifelines",
          instructions:
            "On an outline map of India, mark the Golden Quadrilateral, the North–South and East–West corridors, National Waterways 1 and 2, and at least eight major sea ports. Add a key and write two sentences on why ports on the east and west coasts are both important.",
          maxMarks: 15,
        },
      },
      {
        title: "Political Science: Power Sharing",
        summary:
          "Uses the contrasting stories of Belgium and Sri Lanka to explain why power sharing is desirable in a democracy and describes the different forms it takes.",
        lessons: [
          {
            title: "Belgium and Sri Lanka",
            minutes: 14,
            summary:
              "In Belgium, about 59% of people speak Dutch, 40% French and 1% German, and in the capital Brussels the French speakers are a majority. Between 1970 and 1993 Belgium amended its constitution four times to share power: equal numbers of Dutch- and French-speaking ministers in the central government, powers for state governments, a separate government for Brussels and a 'community government' for each language group. In Sri Lanka, where about 74% are Sinhala speakers and 18% Tamil speakers, the majority-led government followed majoritarian policies, such as the 1956 Act making Sinhala the only official language, which alienated Tamils and led to civil war.",
          },
          {
            title: "Why Power Sharing Is Desirable",
            minutes: 10,
            summary:
              "There are two kinds of reasons. Prudential reasons: power sharing reduces the possibility of conflict between social groups and brings political stability, because the tyranny of the majority is harmful to the majority too. Moral reasons: power sharing is the very spirit of democracy, since people affected by decisions have a right to be consulted about how they are governed.",
          },
          {
            title: "Forms of Power Sharing",
            minutes: 12,
            summary:
              "Power can be shared horizontally among the legislature, executive and judiciary, which check each other in a system of checks and balances. It can be shared vertically among governments at different levels — central, state and local. It can be shared among social groups, for example through community government or reserved seats for weaker sections. It is also shared among political parties, pressure groups and movements, through competition, coalition governments and influence on decision-making.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: Federalism",
        summary:
          "Explains what federalism is, how the Indian Constitution divides power between the Union and the states, how federalism is practised in India, and how decentralisation created local government.",
        lessons: [
          {
            title: "What Is Federalism?",
            minutes: 12,
            summary:
              "Federalism is a system in which power is divided between a central authority and its constituent units, such as states. Each level has its own jurisdiction guaranteed by the constitution, fundamental provisions cannot be changed by one level alone, courts act as umpire in disputes, and each level has its own sources of revenue. Federations can be 'coming together' (independent states joining, like the USA, Switzerland and Australia) or 'holding together' (a large country dividing power, like India, Spain and Belgium).",
          },
          {
            title: "Federalism in India",
            minutes: 14,
            summary:
              "The Constitution divides powers through three lists: the Union List (defence, foreign affairs, banking, currency), the State List (police, trade within the state, agriculture, irrigation) and the Concurrent List (education, forests, trade unions, marriage, adoption and succession), with residuary subjects going to the Union. Creating states on the basis of language made the country more united. No language has been given the status of national language: Hindi is the official language, 22 languages are recognised as Scheduled Languages, and English continues to be used for official purposes. Centre–state relations have become more balanced in the era of coalition governments.",
          },
          {
            title: "Decentralisation",
            minutes: 12,
            summary:
              "Decentralisation means taking power from the central and state governments and giving it to local government, because many problems are best solved locally and people can participate directly. A constitutional amendment in 1992 made local government more powerful: regular elections, reserved seats for Scheduled Castes, Scheduled Tribes and Other Backward Classes, at least one-third of seats reserved for women, and a State Election Commission in each state. Rural local government (Panchayati Raj) includes the gram panchayat and gram sabha, the panchayat samiti at block level and the zilla parishad at district level; cities have municipalities and municipal corporations.",
          },
        ],
        questions: [],
        assignment: {
          title: "Meet Your Local Government",
          instructions:
            "Find out the name and structure of your local government body (gram panchayat, municipality or municipal corporation) and, if possible, interview an elected member or official. Write a report (200–250 words) on two of its functions, how it raises money, and one local problem it is addressing.",
          maxMarks: 20,
        },
      },
      {
        title: "Political Science: Gender, Religion and Caste",
        summary:
          "Discusses how social differences based on gender, religion and caste are expressed in politics, and how democracy can address inequality and prevent communalism.",
        lessons: [
          {
            title: "Gender and Politics",
            minutes: 12,
            summary:
              "Society assigns work by a sexual division of labour: women do most housework unpaid while men work outside, so women's work is often undervalued. Women's movements have demanded equal rights, better education, equal wages and political representation. Women's literacy and share in well-paid jobs are still lower, and their representation in legislatures has been low; one-third of seats in local government bodies are reserved for women, and a 2023 constitutional amendment provides for one-third reservation in the Lok Sabha and state assemblies once it comes into effect.",
          },
          {
            title: "Religion, Communalism and Secularism",
            minutes: 12,
            summary:
              "Religion can play a positive role in politics when people express their needs as members of a religious community. Communalism begins when one religion is seen as superior, followers of a religion are treated as a single community with the same interests, and state power is used to favour one religion; it can take the form of everyday prejudice, majoritarian dominance, political mobilisation on religious lines or communal violence. India's Constitution makes it a secular state: there is no official religion, everyone is free to profess any religion, discrimination on grounds of religion is prohibited, and the state can intervene in religious matters to ensure equality.",
          },
          {
            title: "Caste and Politics",
            minutes: 12,
            summary:
              "Caste divisions and untouchability were challenged by reformers such as Jotiba Phule, Gandhiji, Dr B. R. Ambedkar and Periyar Ramaswami Naicker, and urbanisation, literacy and economic change have weakened the old hierarchy, though inequality persists. Caste enters politics when parties choose candidates according to the caste composition of constituencies or appeal to caste sentiment. At the same time, politics changes caste: caste groups organise, form alliances and demand a share of power. Since no constituency has a single-caste majority, and voters also consider other issues, elections are not decided by caste alone.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: Political Parties",
        summary:
          "Explains what political parties are, the functions they perform, the different party systems, national and state parties in India, and the challenges facing parties along with ways to reform them.",
        lessons: [
          {
            title: "Why Do We Need Political Parties?",
            minutes: 12,
            summary:
              "A political party is a group of people who come together to contest elections and hold power in government, based on shared policies. Parties contest elections, put forward different policies and programmes, make laws, form and run governments, play the role of opposition, shape public opinion and give people access to government machinery and welfare schemes. Without parties, every representative would be independent and no one would be responsible for how the country is run.",
          },
          {
            title: "Party Systems in India",
            minutes: 12,
            summary:
              "In a one-party system only one party is allowed to rule; in a two-party system power alternates between two main parties, as in the USA and the UK; in a multi-party system, like India's, several parties compete and often form coalitions or alliances. The Election Commission recognises parties and gives them reserved symbols. A party winning at least 6% of the votes in a state assembly election and at least two seats is recognised as a state party; one winning at least 6% of the votes in Lok Sabha or assembly elections in four states and at least four Lok Sabha seats is recognised as a national party.",
          },
          {
            title: "Challenges and Reforms",
            minutes: 12,
            summary:
              "Parties face four main challenges: lack of internal democracy, dynastic succession, the growing role of money and muscle power, and often a lack of meaningful choice for voters. Reforms already made include the anti-defection law, under which a legislator who changes party loses the seat, a Supreme Court order requiring candidates to file affidavits about their property and criminal cases, and Election Commission rules requiring parties to hold organisational elections and file income tax returns. Citizens can also push for reform by joining parties, through public opinion and through the media.",
          },
        ],
        questions: [],
        assignment: {
          title: "Compare Party Manifestos",
          instructions:
            "Choose two political parties and read summaries of their most recent election manifestos. Compare their promises on any three issues (such as education, employment and the environment) in a table, and write 150 words on how manifestos help voters make choices.",
          maxMarks: 20,
        },
      },
      {
        title: "Political Science: Outcomes of Democracy",
        summary:
          "Assesses democracy by its outcomes: accountable and legitimate government, economic growth, reduction of inequality, accommodation of social diversity and the dignity and freedom of citizens.",
        lessons: [
          {
            title: "Accountable, Responsive and Legitimate Government",
            minutes: 12,
            summary:
              "Democracy ensures that decisions are taken according to procedures, and citizens can examine them through transparency and the right to information. Democratic governments hold regular, free and fair elections, allow open public debate on major policies and are accountable to the people. Decisions may take longer, but they are more acceptable and effective, and a democratic government is a legitimate government because it is the people's own.",
          },
          {
            title: "Economic Growth and Inequality",
            minutes: 12,
            summary:
              "Dictatorships have had a slightly higher rate of economic growth on average, but the difference is negligible, and growth depends on many factors such as population, global conditions and economic priorities. Democracies have not always succeeded in reducing economic inequality and poverty; in many democracies a small number of very rich people enjoy a large share of wealth and income. Yet democracy gives the poor a voice to demand a fairer share.",
          },
          {
            title: "Diversity, Dignity and Freedom",
            minutes: 12,
            summary:
              "Democracies accommodate social diversity better when they understand that majority rule means rule by the majority formed on each issue, not the permanent rule of one religious, ethnic or linguistic community, and when every citizen can hope to be in the majority at some time. Democracy promotes the dignity and freedom of individuals better than any other form of government; the struggles of women and dalits for equal status have gained legal and moral strength from democratic principles. The fact that people complain about democracy is itself a sign of its success, because they have become aware and critical.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Development",
        summary:
          "Explains that different people have different development goals, how countries and states are compared using income and other indicators such as health and education, and why development must be sustainable.",
        lessons: [
          {
            title: "What Development Promises",
            minutes: 10,
            summary:
              "Different people have different development goals: a landless rural labourer may want more days of work and better wages, while an urban girl may want the same freedom as her brother. Goals can even conflict, as when a dam that gives electricity to industry displaces people from their land. Besides more income, people seek equal treatment, freedom, security, respect and a safe environment.",
          },
          {
            title: "Comparing Countries and States",
            minutes: 14,
            summary:
              "Income is the most common measure of development: per capita income is a country's total income divided by its population, and the World Bank uses it to classify countries. But income alone is not enough: states like Kerala have lower infant mortality and higher literacy than some richer states, partly because of good public facilities such as health care, education and the public distribution system. The Infant Mortality Rate is the number of children who die before the age of one per 1000 live births. The Human Development Report of the UNDP ranks countries by per capita income, educational levels and health status (life expectancy).",
          },
          {
            title: "Sustainability of Development",
            minutes: 10,
            summary:
              "Development must meet present needs without harming the ability of future generations to meet theirs. Groundwater is being overused in many parts of India, and non-renewable resources like crude oil will run out if used carelessly. Because environmental damage does not respect state or national boundaries, sustainable development is a shared concern for everyone.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Sectors of the Indian Economy",
        summary:
          "Classifies economic activities into primary, secondary and tertiary sectors, organised and unorganised sectors, and public and private sectors, and discusses how the sectors have changed and how employment can be increased.",
        lessons: [
          {
            title: "Primary, Secondary and Tertiary Sectors",
            minutes: 12,
            summary:
              "The primary sector uses natural resources directly: agriculture, dairy, fishing, forestry and mining. The secondary sector turns natural products into other forms through manufacturing. The tertiary (service) sector supports the other two and includes transport, storage, communication, banking and trade, as well as services like teaching and IT. Gross Domestic Product (GDP) is the value of all final goods and services produced within a country in a year; only final goods are counted, to avoid double-counting intermediate goods.",
          },
          {
            title: "Changes in Sectors and Employment",
            minutes: 14,
            summary:
              "Over the years the tertiary sector has become the largest producer in India's GDP, but it has not created jobs at the same rate, so the primary sector remains the largest employer. Agriculture has underemployment, or disguised unemployment: more people work on a plot than are needed, so some could be removed without reducing output. To create work, the Mahatma Gandhi National Rural Employment Guarantee Act of 2005 guarantees 100 days of employment a year to rural households that need work, or an unemployment allowance if work is not provided.",
          },
          {
            title: "Organised, Unorganised, Public and Private",
            minutes: 12,
            summary:
              "The organised sector covers enterprises registered with the government that follow laws on wages, working hours, paid leave, provident fund and job security. The unorganised sector consists of small, scattered units with low pay, no job security and no paid leave, and its workers need government protection. In the public sector the government owns most assets and provides services like railways and health care, often to meet social goals; in the private sector, individuals or companies own the assets and aim mainly to earn profit.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Money and Credit",
        summary:
          "Explains the role of money as a medium of exchange, modern forms of money, how banks create credit, the terms of credit, and the difference between formal and informal sources of credit, including self-help groups.",
        lessons: [
          {
            title: "Money as a Medium of Exchange",
            minutes: 12,
            summary:
              "In barter, goods are exchanged directly, which requires a double coincidence of wants: each party must want what the other has. Money removes this problem by acting as an intermediate in exchange. Modern money includes currency — paper notes and coins issued by the Reserve Bank of India on behalf of the government, and accepted because they are authorised — and demand deposits in banks, which can be withdrawn on demand and paid through cheques.",
          },
          {
            title: "Loans and Terms of Credit",
            minutes: 12,
            summary:
              "Banks keep only a small part of their deposits as cash and lend most of the rest, earning income from the difference between the interest charged on loans and the interest paid to depositors. Credit can help people increase earnings, but if a crop fails or business goes badly it can push a borrower into a debt trap. The terms of credit include the interest rate, collateral (an asset such as land, a building or livestock that the lender can sell if the loan is not repaid), documentation and the mode of repayment.",
          },
          {
            title: "Formal and Informal Credit; Self-Help Groups",
            minutes: 14,
            summary:
              "Formal credit comes from banks and cooperatives, which are supervised by the Reserve Bank of India. Informal credit comes from moneylenders, traders, employers, relatives and friends, who often charge very high interest with no supervision; poor households depend heavily on it. Self-help groups (SHGs) of about 15–20 members, mostly women, save regularly and give small loans to members; after a year or two they can get bank loans without collateral. The Grameen Bank of Bangladesh, founded by Professor Muhammad Yunus, who won the Nobel Peace Prize in 2006, showed how credit can reach the poor.",
          },
        ],
        questions: [],
        assignment: {
          title: "Sources of Credit in My Area",
          instructions:
            "Talk to three people in your neighbourhood (for example, a shopkeeper, a farmer or a worker) about where they would borrow money and on what terms. Present your findings in a table showing the source, interest rate, collateral and any difficulties, and explain whether each source is formal or informal.",
          maxMarks: 20,
        },
      },
      {
        title: "Economics: Globalisation and the Indian Economy",
        summary:
          "Explains how multinational corporations and foreign trade integrate markets across countries, the factors that enabled globalisation, the role of the WTO, and its impact on different groups in India.",
        lessons: [
          {
            title: "Multinational Corporations",
            minutes: 12,
            summary:
              "A multinational corporation (MNC) owns or controls production in more than one country, choosing locations close to markets with skilled labour at low cost and supportive government policies. MNCs spread production by setting up factories, forming joint ventures with local companies, buying up local companies (as Cargill Foods bought the Indian company Parakh Foods) and placing orders with small producers in countries like India for garments, footwear and sports items.",
          },
          {
            title: "Foreign Trade and Globalisation",
            minutes: 12,
            summary:
              "Foreign trade gives producers access to markets beyond their own country and gives buyers more choice, integrating markets. Globalisation is the rapid integration of countries through trade, investment, movement of technology and people. It was made possible by improvements in transport (such as containers) and information technology, and by liberalisation — removing barriers on trade and investment, which India began in 1991. The World Trade Organisation (WTO) aims to liberalise international trade, but developed countries have often kept their own barriers, such as large subsidies to farmers.",
          },
          {
            title: "Impact and Fair Globalisation",
            minutes: 12,
            summary:
              "Globalisation has given well-off consumers more choice and better quality at lower prices, and some Indian companies such as Tata Motors, Infosys and Asian Paints have themselves become multinationals. Special Economic Zones were set up to attract investment. But many small producers of goods like batteries, capacitors, toys and dairy products were hurt by competition, and workers increasingly face temporary, insecure jobs. Fair globalisation requires government policies that protect workers and small producers and that negotiate fairer rules at the WTO.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Consumer Rights",
        summary:
          "Describes how consumers are exploited in the market, the rise of the consumer movement, the rights of consumers and how they can seek redressal (this chapter is meant for project work).",
        lessons: [
          {
            title: "Consumers in the Marketplace",
            minutes: 10,
            summary:
              "Consumers may be exploited through underweight or under-measured goods, adulteration, poor quality, duplicate articles, false information and prices higher than the maximum retail price. Sellers are often large and powerful while consumers buy in small amounts and are scattered. In India, the consumer movement grew out of such dissatisfaction, and the Consumer Protection Act of 1986 (COPRA) was an important milestone; it has since been replaced by the Consumer Protection Act, 2019.",
          },
          {
            title: "Consumer Rights and Redressal",
            minutes: 12,
            summary:
              "Consumers have the right to safety, the right to be informed (about ingredients, price, date of manufacture and expiry), the right to choose, the right to seek redressal and the right to be represented, along with the right to consumer education. The Right to Information Act of 2005 lets citizens obtain information about the functioning of government departments. Complaints are heard by a three-tier system of consumer commissions at district, state and national levels. Standardisation marks like ISI, Agmark and Hallmark help consumers choose quality goods, and 24 December is observed as National Consumers' Day.",
          },
        ],
        questions: [],
        assignment: {
          title: "Consumer Awareness Project",
          instructions:
            "Collect labels of five packaged products and record the information each gives (MRP, ingredients, dates, certification marks, customer care details). Prepare a project file or poster explaining which consumer rights this information supports and what a consumer should do if a product is defective.",
          maxMarks: 25,
        },
      },
    ],
  },
  {
    grade: 10,
    slug: "hindi",
    name: "Hindi",
    description:
      "क्षितिज भाग 2 की कविताओं और गद्य पाठों के माध्यम से हिंदी साहित्य की समझ, भाषा-सौंदर्य और अभिव्यक्ति का विकास।",
    color: "red",
    isFree: false,
    textbook:
      "Kshitij Bhag 2 (क्षितिज भाग 2) — Hindi textbook for Class X (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "सूरदास — पद",
        summary:
          "सूरदास के 'सूरसागर' के भ्रमरगीत प्रसंग से लिए गए चार पदों में गोपियाँ उद्धव के योग-संदेश पर व्यंग्य करती हैं और श्रीकृष्ण के प्रति अपने अनन्य प्रेम को प्रकट करती हैं।",
        lessons: [
          {
            title: "कवि परिचय और भ्रमरगीत का प्रसंग",
            minutes: 10,
            summary:
              "सूरदास वल्लभाचार्य के शिष्य और अष्टछाप के प्रमुख कवि थे, जिन्होंने ब्रजभाषा में कृष्ण-भक्ति के मधुर पद रचे; 'सूरसागर' उनकी प्रसिद्ध रचना है। श्रीकृष्ण मथुरा जाने के बाद स्वयं नहीं लौटे और उन्होंने उद्धव के हाथ गोपियों को निर्गुण ब्रह्म और योग का संदेश भेजा। प्रेम में डूबी गोपियों को यह संदेश अच्छा नहीं लगा, इसलिए वे भौंरे के बहाने उद्धव पर व्यंग्य करती हैं; इसी कारण यह प्रसंग 'भ्रमरगीत' कहलाता है।",
          },
          {
            title: "पदों का भाव",
            minutes: 15,
            summary:
              "पहले पद 'ऊधौ, तुम हौ अति बड़भागी' में गोपियाँ व्यंग्य करती हैं कि उद्धव कृष्ण के पास रहकर भी प्रेम से वैसे ही अछूते रहे जैसे जल में कमल का पत्ता और तेल की गगरी। दूसरे पद में वे कहती हैं कि उनके मन की बात मन में ही रह गई और योग-संदेश ने विरह की आग को और भड़का दिया। तीसरे पद में कृष्ण उनके लिए 'हारिल की लकड़ी' के समान हैं, जिसे वे मन, वचन और कर्म से पकड़े हुए हैं, और योग उन्हें 'कड़वी ककड़ी' जैसा लगता है। चौथे पद में वे कहती हैं कि कृष्ण ने राजनीति पढ़ ली है और याद दिलाती हैं कि सच्चा राजधर्म यही है कि प्रजा को सताया न जाए।",
          },
          {
            title: "काव्य-सौंदर्य",
            minutes: 8,
            summary:
              "इन पदों की भाषा कोमल और मधुर ब्रजभाषा है और ये गेय हैं, यानी गाए जा सकते हैं। इनमें वियोग शृंगार रस प्रमुख है। उपमा, रूपक और अनुप्रास अलंकारों के साथ-साथ वक्रोक्ति और व्यंग्य का सुंदर प्रयोग हुआ है, जिससे गोपियों की वाक्चतुराई प्रकट होती है।",
          },
        ],
        questions: [],
      },
      {
        title: "तुलसीदास — राम-लक्ष्मण-परशुराम संवाद",
        summary:
          "रामचरितमानस के बालकांड से लिए गए इस अंश में शिव-धनुष टूटने पर क्रोधित परशुराम, उन पर व्यंग्य करने वाले लक्ष्मण और विनम्र राम के संवाद के माध्यम से क्रोध, वीरता और विनय का चित्रण है।",
        lessons: [
          {
            title: "प्रसंग और राम की विनम्रता",
            minutes: 10,
            summary:
              "सीता-स्वयंवर में श्रीराम ने शिव का धनुष तोड़ दिया। यह सुनकर शिव के परम भक्त परशुराम अत्यंत क्रोधित होकर सभा में आए और धनुष तोड़ने वाले को सामने आने को कहा। राम ने विनम्रता से उत्तर दिया कि शिव-धनुष तोड़ने वाला आपका ही कोई दास होगा। इस उत्तर में राम का शील और धैर्य दिखाई देता है।",
          },
          {
            title: "लक्ष्मण का व्यंग्य और परशुराम का क्रोध",
            minutes: 15,
            summary:
              "लक्ष्मण व्यंग्य करते हैं कि बचपन में हमने बहुत-सी धनुहियाँ तोड़ीं, तब आपने कभी क्रोध नहीं किया; यह पुराना धनुष तो छूते ही टूट गया। परशुराम अपने फरसे, बाल-ब्रह्मचारी होने और क्षत्रिय-कुल के विनाशक होने का बखान करते हैं। लक्ष्मण उत्तर देते हैं कि यहाँ कोई 'कुम्हड़बतिया' नहीं है जो तर्जनी देखकर मुरझा जाए, और सच्चे वीर युद्ध में पराक्रम दिखाते हैं, अपनी प्रशंसा स्वयं नहीं करते। अंत में लक्ष्मण के वचन परशुराम के क्रोध की आग में आहुति जैसे लगते हैं, तब राम जल के समान शीतल वचन बोलते हैं।",
          },
          {
            title: "काव्य-सौंदर्य",
            minutes: 8,
            summary:
              "यह अंश अवधी भाषा में दोहा-चौपाई छंद में रचा गया है। इसमें वीर और रौद्र रस के साथ लक्ष्मण के कथनों में व्यंग्य का सुंदर प्रयोग है। अनुप्रास, उपमा और रूपक अलंकार भाषा को प्रभावशाली बनाते हैं, और संवाद-शैली के कारण पूरा प्रसंग नाटकीय और सजीव लगता है।",
          },
        ],
        questions: [],
        assignment: {
          title: "संवाद का नाट्य-रूपांतरण",
          instructions:
            "राम-लक्ष्मण-परशुराम संवाद को अपने शब्दों में सरल खड़ी बोली में एक छोटे नाटक के रूप में लिखिए। अंत में 80–100 शब्दों में बताइए कि लक्ष्मण और राम के स्वभाव में क्या अंतर है।",
          maxMarks: 15,
        },
      },
      {
        title: "जयशंकर प्रसाद — आत्मकथ्य",
        summary:
          "मित्रों के आग्रह पर आत्मकथा लिखने के प्रस्ताव पर लिखी इस कविता में प्रसाद अपने साधारण और दुःख भरे जीवन की कथा कहने में संकोच प्रकट करते हैं और दूसरों की कथा सुनने को बेहतर मानते हैं।",
        lessons: [
          {
            title: "कवि और कविता का संदर्भ",
            minutes: 8,
            summary:
              "जयशंकर प्रसाद छायावाद के प्रमुख कवियों में से एक थे; 'कामायनी' उनका प्रसिद्ध महाकाव्य है। प्रेमचंद के संपादन में 'हंस' पत्रिका का एक आत्मकथा विशेषांक निकलना था, जिसके लिए मित्रों ने प्रसाद से आत्मकथा लिखने का आग्रह किया। इसी के उत्तर में उन्होंने यह कविता लिखी।",
          },
          {
            title: "कविता का भाव",
            minutes: 14,
            summary:
              "कवि कहते हैं कि उनका मन-रूपी भौंरा गुनगुनाकर न जाने कौन-सी कहानी कहता है, जबकि चारों ओर मुरझाकर गिरती पत्तियाँ जीवन की नश्वरता दिखाती हैं। वे अपनी आत्मकथा लिखकर न तो अपनी भूलें और न ही दूसरों के छल उजागर करना चाहते हैं। 'छोटे से जीवन की कैसे बड़ी कथाएँ आज कहूँ?' कहकर वे मानते हैं कि दूसरों की सुनते हुए मौन रहना अच्छा है। उनके जीवन की मधुर स्मृतियाँ भी अधूरी रह गईं, और उनकी मौन व्यथा अभी थककर सोई हुई है, जिसे वे जगाना नहीं चाहते।",
          },
          {
            title: "काव्य-सौंदर्य",
            minutes: 8,
            summary:
              "कविता की भाषा तत्सम शब्दों से युक्त खड़ी बोली है। इसमें छायावादी शैली के प्रतीक, मानवीकरण और रूपक अलंकार मिलते हैं। कवि की विनम्रता, ईमानदारी और जीवन के यथार्थ के प्रति स्वीकार-भाव इसकी विशेषता है।",
          },
        ],
        questions: [],
      },
      {
        title: "सूर्यकांत त्रिपाठी 'निराला' — उत्साह, अट नहीं रही है",
        summary:
          "निराला की दो कविताएँ: 'उत्साह' में बादल को क्रांति और नवजीवन के प्रतीक के रूप में पुकारा गया है, और 'अट नहीं रही है' में फागुन की अपार शोभा का चित्रण है।",
        lessons: [
          {
            title: "कवि परिचय",
            minutes: 8,
            summary:
              "सूर्यकांत त्रिपाठी 'निराला' छायावाद के प्रमुख कवि थे। उन्होंने कविता को पारंपरिक छंदों के बंधन से मुक्त कर मुक्त छंद को लोकप्रिय बनाया। उनकी कविताओं में विद्रोह, करुणा और प्रकृति-प्रेम तीनों मिलते हैं।",
          },
          {
            title: "उत्साह",
            minutes: 12,
            summary:
              "यह एक आह्वान गीत है, जिसमें कवि बादल से गरजने और पूरे आकाश को घेर लेने को कहते हैं। बादल एक ओर गर्मी से व्याकुल, तपती धरती और बेचैन लोगों को शीतलता और जीवन देता है, तो दूसरी ओर उसमें छिपा वज्र विनाश और बदलाव की शक्ति का प्रतीक है। कवि बादल से 'नई कविता' भर देने को कहते हैं, इसलिए बादल यहाँ क्रांति, नवनिर्माण और नवजीवन का प्रतीक है।",
          },
          {
            title: "अट नहीं रही है",
            minutes: 10,
            summary:
              "फागुन की शोभा इतनी अधिक है कि वह कहीं समा नहीं रही। फागुन की साँसों जैसी सुगंध से घर-घर भर जाता है और मन आकाश में उड़ने के लिए पंख फैलाने लगता है। पेड़-पौधे हरे और लाल पत्तों तथा फूलों से लद गए हैं, और कवि चाहकर भी इस सौंदर्य से अपनी आँखें नहीं हटा पाते। कविता में फागुन का मानवीकरण किया गया है।",
          },
        ],
        questions: [],
      },
      {
        title: "नागार्जुन — यह दंतुरित मुसकान, फसल",
        summary:
          "नागार्जुन की दो कविताएँ: 'यह दंतुरित मुसकान' में नए दाँतों वाले शिशु की मुसकान के जादुई प्रभाव का वर्णन है, और 'फसल' में बताया गया है कि फसल प्रकृति और मनुष्य के सम्मिलित श्रम का परिणाम है।",
        lessons: [
          {
            title: "कवि परिचय",
            minutes: 8,
            summary:
              "नागार्जुन का मूल नाम वैद्यनाथ मिश्र था और वे बिहार के दरभंगा जिले से थे। उन्होंने हिंदी के साथ मैथिली में 'यात्री' नाम से भी लिखा। वे जनकवि कहलाते हैं, क्योंकि उनकी कविताओं में आम लोगों का जीवन, संघर्ष और सरल बोलचाल की भाषा मिलती है।",
          },
          {
            title: "यह दंतुरित मुसकान",
            minutes: 12,
            summary:
              "कवि लंबे प्रवास के बाद घर लौटे हैं और नए निकले दाँतों वाले अपने शिशु की मुसकान देखते हैं। यह मुसकान इतनी मोहक है कि मृतक में भी जान डाल दे, और धूल से सने शिशु को देखकर लगता है मानो कमल तालाब छोड़कर झोंपड़ी में खिल गए हों। शिशु पहली बार में कवि को पहचान नहीं पाता और कनखियों से देखता है; माँ के माध्यम से ही दोनों का परिचय होता है। कविता में वात्सल्य रस और कवि की आत्मीयता प्रकट होती है।",
          },
          {
            title: "फसल",
            minutes: 10,
            summary:
              "कवि पूछते हैं कि फसल क्या है, और उत्तर देते हैं कि वह एक-दो नहीं, ढेर सारी नदियों के पानी का जादू है। उसमें लाखों-करोड़ों हाथों के स्पर्श की गरिमा, भूरी-काली-संदली मिट्टी का गुण-धर्म, सूरज की किरणों का रूपांतर और हवा की थिरकन समाई हुई है। इस प्रकार फसल प्रकृति और मनुष्य के सहयोग का परिणाम है, और कविता किसानों के श्रम का सम्मान करना सिखाती है।",
          },
        ],
        questions: [],
        assignment: {
          title: "फसल: खेत से थाली तक",
          instructions:
            "किसी किसान से बातचीत करके या अपने अनुभव के आधार पर लिखिए कि एक फसल उगाने में प्रकृति (मिट्टी, पानी, धूप, हवा) और मनुष्य के श्रम का क्या-क्या योगदान होता है। 150–200 शब्दों के इस लेख को 'फसल' कविता की किसी एक पंक्ति से जोड़िए।",
          maxMarks: 15,
        },
      },
      {
        title: "मंगलेश डबराल — संगतकार",
        summary:
          "यह कविता मुख्य गायक के साथ संगत करने वाले कलाकार के बहाने उन सभी सहयोगियों के महत्त्व को रेखांकित करती है जो पर्दे के पीछे रहकर दूसरों की सफलता में योगदान देते हैं।",
        lessons: [
          {
            title: "कवि परिचय",
            minutes: 8,
            summary:
              "मंगलेश डबराल का जन्म उत्तराखंड के टिहरी गढ़वाल जिले में हुआ था। 'पहाड़ पर लालटेन' और 'हम जो देखते हैं' उनके प्रसिद्ध काव्य-संग्रह हैं। उनकी कविताओं में सामाजिक यथार्थ और साधारण मनुष्य के प्रति संवेदना मिलती है।",
          },
          {
            title: "कविता का भाव",
            minutes: 14,
            summary:
              "मुख्य गायक की भारी, चट्टान जैसी आवाज़ के साथ संगतकार अपनी सुंदर किंतु काँपती, कमज़ोर आवाज़ मिलाता है। जब मुख्य गायक अंतरे की जटिल तानों में भटक जाता है, तब संगतकार स्थायी को सँभाले रहता है और उसे लौटने का सहारा देता है; जब गायक का स्वर बैठने लगता है, तब भी वह उसका साथ देता है ताकि वह अकेला न पड़े। संगतकार जानबूझकर अपनी आवाज़ मुख्य गायक से ऊँची नहीं उठाता। कवि कहते हैं कि उसकी इस हिचक को विफलता नहीं, उसकी मनुष्यता समझा जाना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "स्वयं प्रकाश — नेताजी का चश्मा",
        summary:
          "एक छोटे कस्बे में नेताजी सुभाषचंद्र बोस की मूर्ति पर चश्मा लगाने वाले कैप्टन चश्मेवाले की कहानी के माध्यम से यह पाठ बताता है कि देशभक्ति आम लोगों के छोटे-छोटे कामों में भी जीवित रहती है।",
        lessons: [
          {
            title: "कहानी: मूर्ति और कैप्टन",
            minutes: 14,
            summary:
              "हालदार साहब हर पंद्रहवें दिन कंपनी के काम से एक छोटे कस्बे से गुज़रते थे, जहाँ चौराहे पर नगरपालिका ने नेताजी सुभाषचंद्र बोस की संगमरमर की मूर्ति लगवाई थी, जिसे स्कूल के ड्राइंग मास्टर मोतीलाल ने बनाया था। मूर्ति पर पत्थर का चश्मा नहीं था, बल्कि असली चश्मा लगा रहता था, जो बार-बार बदल जाता था। पानवाले से पता चला कि यह काम कैप्टन चश्मेवाला करता है — एक बूढ़ा, मरियल, लँगड़ा-सा फेरीवाला, जिसे नेताजी की बिना चश्मे वाली मूर्ति बुरी लगती थी। पानवाला उसका मज़ाक उड़ाता था।",
          },
          {
            title: "अंत और संदेश",
            minutes: 12,
            summary:
              "कुछ समय बाद हालदार साहब ने देखा कि मूर्ति पर कोई चश्मा नहीं है; पता चला कि कैप्टन मर गया। वे उदास हो गए और सोचा कि अब चौराहे पर नहीं रुकेंगे, पर अगली बार अनायास नज़र गई तो मूर्ति पर सरकंडे से बना छोटा-सा चश्मा लगा था, जैसा बच्चे बनाते हैं। यह देखकर हालदार साहब भावुक हो गए और उनकी आँखें भर आईं। कहानी बताती है कि देशभक्ति केवल बड़े लोगों की नहीं, साधारण लोगों की भी होती है, और नई पीढ़ी में यह भावना जीवित है; साथ ही देश के लिए त्याग करने वालों का मज़ाक उड़ाने की प्रवृत्ति पर व्यंग्य भी है।",
          },
        ],
        questions: [],
        assignment: {
          title: "हमारे आस-पास के 'कैप्टन'",
          instructions:
            "अपने आस-पास के किसी ऐसे साधारण व्यक्ति के बारे में 150–200 शब्दों में लिखिए जो बिना किसी पहचान की चाह के समाज या देश के लिए कोई अच्छा काम करता है। बताइए कि उसका काम कैप्टन चश्मेवाले की भावना से कैसे मिलता-जुलता है।",
          maxMarks: 15,
        },
      },
      {
        title: "रामवृक्ष बेनीपुरी — बालगोबिन भगत",
        summary:
          "यह रेखाचित्र कबीर के आदर्शों पर चलने वाले गृहस्थ संत बालगोबिन भगत का चित्रण करता है, जिनकी भक्ति उनके आचरण में दिखती थी और जो सामाजिक रूढ़ियों के विरुद्ध खड़े हुए।",
        lessons: [
          {
            title: "भगत का व्यक्तित्व",
            minutes: 12,
            summary:
              "बालगोबिन भगत साठ वर्ष से ऊपर के, मँझोले कद के गोरे-चिट्टे व्यक्ति थे, जो कबीर को 'साहब' मानते थे। वे गृहस्थ थे और खेती करते थे, पर उनका आचरण साधुओं जैसा था: वे कभी झूठ नहीं बोलते थे, किसी की चीज़ बिना पूछे नहीं छूते थे और अपनी फसल पहले कबीरपंथी मठ में ले जाकर प्रसाद-रूप में जो मिलता उसी से गुज़ारा करते थे। आषाढ़ में धान रोपते हुए और कार्तिक की भोर में प्रभातियाँ गाते हुए उनका संगीत सबको मुग्ध कर देता था।",
          },
          {
            title: "पुत्र की मृत्यु और भगत की अंतिम यात्रा",
            minutes: 12,
            summary:
              "जब उनका इकलौता बेटा मरा, तो भगत ने शव को फूलों से सजाया, दीया जलाया और गाते रहे; उन्होंने पतोहू से कहा कि आत्मा परमात्मा से मिल गई है, यह आनंद का समय है। उन्होंने पतोहू से ही बेटे की चिता को आग दिलवाई और श्राद्ध के बाद उसके भाई को बुलाकर उसकी दूसरी शादी करा देने को कहा। वे हर वर्ष गंगा-स्नान के लिए तीस कोस पैदल जाते थे, और बीमार होने पर भी अपने नियम नहीं छोड़े; एक सुबह उन्हें मृत पाया गया। पाठ सिखाता है कि सच्ची भक्ति आडंबर में नहीं, सरल और नैतिक आचरण में है।",
          },
        ],
        questions: [],
      },
      {
        title: "यशपाल — लखनवी अंदाज़",
        summary:
          "रेल के डिब्बे में एक नवाब साहब द्वारा खीरे को सजाकर केवल सूँघने और फेंक देने की घटना के माध्यम से यह व्यंग्य पतनशील सामंती वर्ग की दिखावटी जीवन-शैली पर चोट करता है।",
        lessons: [
          {
            title: "कहानी: नवाब साहब और खीरे",
            minutes: 12,
            summary:
              "लेखक भीड़ से बचने और एकांत में नई कहानी सोचने के लिए सेकंड क्लास के डिब्बे में बैठे, जहाँ एक नवाब साहब पहले से पालथी मारे बैठे थे और सामने तौलिये पर दो ताज़े-चिकने खीरे रखे थे। नवाब साहब ने लेखक से खीरा खाने का आग्रह किया, जिसे लेखक ने विनम्रता से ठुकरा दिया। फिर उन्होंने खीरों को धोया, छीला, फाँकें काटीं और उन पर जीरा-मिला नमक और लाल मिर्च बुरकी। इसके बाद वे एक-एक फाँक उठाकर सूँघते, उसका स्वाद अनुभव करते और खिड़की से बाहर फेंक देते, फिर गर्व से लेखक की ओर देखकर लेट गए।",
          },
          {
            title: "व्यंग्य और संदेश",
            minutes: 10,
            summary:
              "यह पाठ उस नवाबी वर्ग पर व्यंग्य है जो वास्तविकता से कटकर केवल दिखावे और झूठी शान में जीता है। लेखक व्यंग्य करते हैं कि यदि खीरे की सुगंध और स्वाद की कल्पना से ही पेट भर सकता है, तो बिना विचार, घटना और पात्रों के, लेखक की इच्छा मात्र से 'नई कहानी' क्यों नहीं बन सकती। इस प्रकार यह पाठ उन रचनाओं पर भी चोट करता है जो बिना ठोस कथ्य के लिखी जाती हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "मन्नू भंडारी — एक कहानी यह भी",
        summary:
          "इस आत्मकथ्य में मन्नू भंडारी अपने पिता के जटिल व्यक्तित्व, अपनी प्राध्यापिका शीला अग्रवाल के प्रभाव और स्वतंत्रता आंदोलन में अपनी सक्रिय भागीदारी को याद करती हैं, जिनसे उनका व्यक्तित्व बना।",
        lessons: [
          {
            title: "पिता और बचपन",
            minutes: 12,
            summary:
              "लेखिका का बचपन अजमेर के ब्रह्मपुरी मोहल्ले में बीता। उनके पिता पहले इंदौर में प्रतिष्ठित और सामाजिक-राजनीतिक कामों में सक्रिय थे, पर आर्थिक झटके के बाद अजमेर आ गए, जहाँ वे शक्की और क्रोधी हो गए; वे अंग्रेज़ी-हिंदी शब्दकोश के अधूरे काम में लगे रहते थे। लेखिका काली और दुबली थीं, और पिता द्वारा गोरी बड़ी बहन सुशीला से उनकी तुलना ने उनमें हीनभावना भर दी। फिर भी पिता चाहते थे कि वे रसोई तक सीमित न रहें और घर में होने वाली राजनीतिक बहसों में भाग लें।",
          },
          {
            title: "शीला अग्रवाल और स्वतंत्रता आंदोलन",
            minutes: 12,
            summary:
              "1945 में कॉलेज के प्रथम वर्ष में हिंदी प्राध्यापिका शीला अग्रवाल ने लेखिका को अच्छा साहित्य पढ़ने और देश की स्थितियों में सक्रिय भाग लेने के लिए प्रेरित किया। 1946–47 में वे हड़तालों, जुलूसों और भाषणों में आगे रहने लगीं, जिससे पिता अक्सर नाराज़ हो जाते थे। जब कॉलेज ने उनकी शिकायत की, तो पिता उलटे गर्व से भर उठे, और चौपड़ पर उनके भाषण की प्रशंसा सुनकर भी वे प्रसन्न हुए। पाठ दिखाता है कि परिवार, शिक्षक और समय मिलकर व्यक्ति के व्यक्तित्व को कैसे गढ़ते हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "यतींद्र मिश्र — नौबतखाने में इबादत",
        summary:
          "यह व्यक्ति-चित्र प्रसिद्ध शहनाई वादक भारतरत्न बिस्मिल्ला खाँ के जीवन, संगीत-साधना, सादगी और काशी से उनके गहरे लगाव को प्रस्तुत करता है, जो गंगा-जमुनी संस्कृति का प्रतीक है।",
        lessons: [
          {
            title: "बिस्मिल्ला खाँ का जीवन और संगीत-साधना",
            minutes: 12,
            summary:
              "बिस्मिल्ला खाँ का जन्म 1916 में डुमराँव (बिहार) में हुआ और उनका बचपन का नाम अमीरुद्दीन था; डुमराँव में वह नरकट (रीड) मिलती है जिससे शहनाई बजाई जाती है। लगभग छह वर्ष की उम्र में वे ननिहाल काशी आ गए, जहाँ उनके मामा भी शहनाई वादक थे और वे बालाजी मंदिर के नौबतखाने में रियाज़ करते थे। रसूलनबाई और बतूलनबाई की गायकी ने उनमें संगीत के प्रति लगाव जगाया। शहनाई को उन्होंने विश्व-स्तर पर प्रतिष्ठा दिलाई और उन्हें भारतरत्न सहित अनेक सम्मान मिले।",
          },
          {
            title: "सादगी, श्रद्धा और काशी",
            minutes: 12,
            summary:
              "बिस्मिल्ला खाँ सच्चे मुसलमान थे: मुहर्रम में शोक मनाते और आठवीं तारीख को खड़े होकर शहनाई बजाते हुए दालमंडी से फातमान तक पैदल नौहा बजाते जाते थे। साथ ही गंगा, बाबा विश्वनाथ और बालाजी के प्रति भी उनकी गहरी श्रद्धा थी, और वे नमाज़ में खुदा से केवल 'सच्चा सुर' माँगते थे। एक शिष्या ने फटी लुंगी पर टोका तो उन्होंने कहा कि भारतरत्न शहनाई पर मिला है, लुंगी पर नहीं। काशी की बदलती परंपराओं से वे दुखी होते थे; उनका जीवन सांप्रदायिक सौहार्द और कला के प्रति समर्पण का उदाहरण है।",
          },
        ],
        questions: [],
        assignment: {
          title: "एक कलाकार का परिचय",
          instructions:
            "किसी ऐसे भारतीय कलाकार (संगीत, नृत्य, चित्रकला आदि) के बारे में जानकारी एकत्र कीजिए जिसने अपनी कला को समर्पित जीवन जिया हो। 200 शब्दों में उसका परिचय लिखिए और बिस्मिल्ला खाँ से उसकी तुलना कीजिए।",
          maxMarks: 20,
        },
      },
      {
        title: "भदंत आनंद कौसल्यायन — संस्कृति",
        summary:
          "इस निबंध में लेखक सभ्यता और संस्कृति का अंतर स्पष्ट करते हैं और बताते हैं कि मानव-कल्याण की भावना ही सच्ची संस्कृति है, जबकि विनाश की ओर ले जाने वाली प्रवृत्ति असंस्कृति है।",
        lessons: [
          {
            title: "सभ्यता और संस्कृति का अंतर",
            minutes: 12,
            summary:
              "लेखक उदाहरण देते हैं कि आग और सुई-धागे का आविष्कार करने वाले व्यक्ति में जो योग्यता, प्रवृत्ति या प्रेरणा थी, वही उसकी संस्कृति है, और उस संस्कृति से जो आविष्कार हुआ, वह सभ्यता है। न्यूटन ने गुरुत्वाकर्षण का सिद्धांत खोजा, इसलिए वे संस्कृत मानव थे; आज का विद्यार्थी उनसे अधिक जानता हो तो भी वह अधिक सभ्य हो सकता है, अधिक संस्कृत नहीं। केवल पेट भरने और तन ढकने की ज़रूरत ही नहीं, बल्कि ज्ञान की प्यास भी आविष्कारों की प्रेरणा रही है।",
          },
          {
            title: "मानव-कल्याण: संस्कृति और असंस्कृति",
            minutes: 10,
            summary:
              "लेखक के अनुसार दूसरों के कल्याण की भावना भी संस्कृति का हिस्सा है: सिद्धार्थ ने मानवता के सुख के लिए घर त्याग दिया, कार्ल मार्क्स ने मज़दूरों के जीवन को बेहतर बनाने के लिए संघर्ष किया, और लेनिन ने अपने पास रखे डबल रोटी के टुकड़े स्वयं न खाकर दूसरों को खिला दिए। जो योग्यता आत्म-विनाश के साधनों का आविष्कार कराती है, वह संस्कृति नहीं, असंस्कृति है। लेखक संस्कृति को धर्म के आधार पर बाँटने का विरोध करते हैं और कहते हैं कि मानव संस्कृति एक अविभाज्य वस्तु है।",
          },
        ],
        questions: [],
      },
    ],
  },
];
