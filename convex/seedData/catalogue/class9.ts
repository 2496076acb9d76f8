import type { SeedSubject } from "./types";

export const CLASS_9: SeedSubject[] = [
  {
    grade: 9,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Real numbers, algebra, coordinate geometry, Euclid's geometry, mensuration and statistics as laid out in the NCERT Class 9 textbook.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class IX (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Number Systems",
        summary:
          "Extends the number system from rational numbers to irrational and real numbers. Students study decimal expansions, operations on real numbers, rationalising denominators and the laws of exponents.",
        lessons: [
          {
            title: "Rational and Irrational Numbers",
            minutes: 12,
            summary:
              "A rational number can be written as p/q, where p and q are integers and q ≠ 0, such as 3/4, −5 or 0. Numbers such as √2, √3 and π cannot be written in this form; they are irrational. Rational and irrational numbers together make up the real numbers, and every real number corresponds to exactly one point on the number line.",
          },
          {
            title: "Decimal Expansions of Real Numbers",
            minutes: 14,
            summary:
              "The decimal expansion of a rational number either terminates (1/8 = 0.125) or is non-terminating and recurring (1/3 = 0.333…). The decimal expansion of an irrational number is non-terminating and non-recurring. A recurring decimal can be turned back into p/q form: if x = 0.333…, then 10x = 3.333…, so 9x = 3 and x = 1/3.",
          },
          {
            title: "Operations on Real Numbers",
            minutes: 14,
            summary:
              "The sum or difference of a rational and an irrational number is irrational, and so is the product or quotient of a non-zero rational and an irrational number. Useful identities for positive a and b are √(ab) = √a × √b and (√a + √b)(√a − √b) = a − b. To rationalise 1/(√a + b), multiply the numerator and denominator by √a − b so that the denominator becomes a − b², which contains no root.",
          },
          {
            title: "Laws of Exponents for Real Numbers",
            minutes: 12,
            summary:
              "For a positive real number a and rational numbers m and n: a^m × a^n = a^(m + n), (a^m)^n = a^(mn), a^m ÷ a^n = a^(m − n), and a^m × b^m = (ab)^m. The power a^(1/n) means the nth root of a, and a^(m/n) = (a^(1/n))^m. For example, 8^(2/3) = (8^(1/3))² = 2² = 4.",
          },
        ],
        questions: [
          {
            text: "Which of the following numbers is irrational?",
            options: ["√16", "3/7", "√5", "0.25"],
            correct: 2,
            explanation:
              "√16 = 4, and 3/7 and 0.25 = 1/4 are rational. 5 is not a perfect square, so √5 cannot be written as p/q and is irrational.",
            difficulty: "easy",
          },
          {
            text: "The decimal expansion of a rational number is always:",
            options: [
              "either terminating or non-terminating recurring",
              "terminating only",
              "non-terminating and non-recurring",
              "non-terminating only",
            ],
            correct: 0,
            explanation:
              "For example 1/8 = 0.125 terminates and 1/3 = 0.333… recurs. Non-terminating, non-recurring decimals are irrational numbers.",
            difficulty: "easy",
          },
          {
            text: "Express 0.444… (the digit 4 repeating forever) in the form p/q.",
            options: ["2/5", "4/11", "4/99", "4/9"],
            correct: 3,
            explanation:
              "Let x = 0.444…. Then 10x = 4.444…. Subtracting, 9x = 4, so x = 4/9.",
            difficulty: "medium",
          },
          {
            text: "Rationalising the denominator of 1/(√7 − 2) gives:",
            options: ["(√7 − 2)/3", "(√7 + 2)/3", "(√7 + 2)/5", "√7 + 2"],
            correct: 1,
            explanation:
              "Multiply the numerator and denominator by √7 + 2. The denominator becomes (√7)² − 2² = 7 − 4 = 3, giving (√7 + 2)/3.",
            difficulty: "medium",
          },
          {
            text: "What is the value of 8^(2/3)?",
            options: ["6", "16", "4", "2"],
            correct: 2,
            explanation:
              "8^(2/3) = (8^(1/3))². The cube root of 8 is 2, and 2² = 4.",
            difficulty: "medium",
          },
          {
            text: "Simplify (√5 + √2)².",
            options: ["7", "7 + √10", "10 + 2√7", "7 + 2√10"],
            correct: 3,
            explanation:
              "(a + b)² = a² + 2ab + b², so (√5 + √2)² = 5 + 2√5√2 + 2 = 7 + 2√10.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Rational or Irrational? A Number Sort",
          instructions:
            "Choose 10 numbers (include square roots, fractions, terminating and recurring decimals) and classify each as rational or irrational with a one-line reason. Then convert two recurring decimals to p/q form and rationalise the denominators of two expressions, showing every step.",
          maxMarks: 20,
        },
      },
      {
        title: "Polynomials",
        summary:
          "Introduces polynomials in one variable, their degree and zeroes. Students use the Factor Theorem to factorise polynomials and apply algebraic identities.",
        lessons: [
          {
            title: "Polynomials in One Variable",
            minutes: 10,
            summary:
              "A polynomial in x is an expression whose terms have whole-number powers of x, such as 4x³ − 2x + 7. The degree is the highest power of x: degree 1 is linear, 2 is quadratic and 3 is cubic. By number of terms, polynomials are monomials (one term), binomials (two) and trinomials (three). A non-zero constant such as 5 has degree 0, while the degree of the zero polynomial is not defined.",
          },
          {
            title: "Zeroes of a Polynomial",
            minutes: 12,
            summary:
              "The value of p(x) at x = a is written p(a). If p(a) = 0, then a is called a zero of the polynomial. For example, for p(x) = x² − 4, p(2) = 0 and p(−2) = 0, so 2 and −2 are its zeroes. A linear polynomial ax + b (a ≠ 0) has exactly one zero, x = −b/a.",
          },
          {
            title: "The Factor Theorem and Factorisation",
            minutes: 15,
            summary:
              "The Factor Theorem says that x − a is a factor of p(x) if p(a) = 0, and conversely. To factorise x² + 5x + 6 by splitting the middle term, find two numbers whose product is 6 and whose sum is 5: these are 2 and 3, so x² + 5x + 6 = (x + 2)(x + 3). For a cubic, try factors of the constant term to find one zero a, take out the factor (x − a), and factorise the quadratic that remains.",
          },
          {
            title: "Algebraic Identities",
            minutes: 15,
            summary:
              "Key identities are (x + y)² = x² + 2xy + y², (x − y)² = x² − 2xy + y², x² − y² = (x + y)(x − y), (x + a)(x + b) = x² + (a + b)x + ab and (x + y + z)² = x² + y² + z² + 2xy + 2yz + 2zx. For cubes, (x + y)³ = x³ + y³ + 3xy(x + y) and (x − y)³ = x³ − y³ − 3xy(x − y). Also x³ + y³ + z³ − 3xyz = (x + y + z)(x² + y² + z² − xy − yz − zx), so if x + y + z = 0 then x³ + y³ + z³ = 3xyz.",
          },
        ],
        questions: [
          {
            text: "What is the degree of the polynomial 5x³ − 2x⁷ + 4x + 1?",
            options: ["3", "7", "4", "1"],
            correct: 1,
            explanation:
              "The degree is the highest power of x that appears, which is 7 (in the term −2x⁷).",
            difficulty: "easy",
          },
          {
            text: "Which of the following is NOT a polynomial?",
            options: ["x² − 3x + 1", "√2 x + 5", "7", "x² + √x"],
            correct: 3,
            explanation:
              "√x = x^(1/2), and 1/2 is not a whole number, so x² + √x is not a polynomial. In √2 x + 5 the irrational number is only a coefficient, which is allowed.",
            difficulty: "easy",
          },
          {
            text: "What is the zero of the polynomial p(x) = 3x − 2?",
            options: ["2/3", "−2/3", "3/2", "−3/2"],
            correct: 0,
            explanation: "Set p(x) = 0: 3x − 2 = 0, so x = 2/3.",
            difficulty: "medium",
          },
          {
            text: "Factorise x² − 7x + 12.",
            options: [
              "(x + 3)(x + 4)",
              "(x − 2)(x − 6)",
              "(x − 3)(x − 4)",
              "(x − 12)(x + 1)",
            ],
            correct: 2,
            explanation:
              "We need two numbers with product 12 and sum −7: −3 and −4. So x² − 7x + 12 = (x − 3)(x − 4). (x − 2)(x − 6) gives x² − 8x + 12.",
            difficulty: "medium",
          },
          {
            text: "For what value of k is (x − 1) a factor of p(x) = x² + x + k?",
            options: ["2", "0", "1", "−2"],
            correct: 3,
            explanation:
              "By the Factor Theorem, p(1) must be 0: 1 + 1 + k = 0, so k = −2.",
            difficulty: "medium",
          },
          {
            text: "Without calculating the cubes, find the value of (−12)³ + 7³ + 5³.",
            options: ["1260", "−1260", "−1728", "−630"],
            correct: 1,
            explanation:
              "Here −12 + 7 + 5 = 0, so x³ + y³ + z³ = 3xyz = 3 × (−12) × 7 × 5 = −1260. Check: −1728 + 343 + 125 = −1260.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Coordinate Geometry",
        summary:
          "Shows how the position of a point in a plane is fixed using two perpendicular number lines. Students learn the Cartesian system, the four quadrants and how to read the coordinates of a point.",
        lessons: [
          {
            title: "Why We Need Coordinates",
            minutes: 8,
            summary:
              "To locate a point on a flat surface, one reference line is not enough; we need two. For example, a seat in a cinema hall is fixed by its row and its seat number. The French mathematician René Descartes developed the idea of describing a point in a plane by two numbers, which is why the system is called the Cartesian system.",
          },
          {
            title: "The Cartesian System",
            minutes: 12,
            summary:
              "Two perpendicular number lines are drawn: the horizontal x-axis and the vertical y-axis. They meet at the origin O, whose coordinates are (0, 0). Values are positive to the right and upwards, and negative to the left and downwards. The axes divide the plane into four quadrants: I (+, +), II (−, +), III (−, −) and IV (+, −), numbered anticlockwise from the top right.",
          },
          {
            title: "Coordinates of a Point",
            minutes: 12,
            summary:
              "A point is written as (x, y). The x-coordinate, or abscissa, is its perpendicular distance from the y-axis (with sign); the y-coordinate, or ordinate, is its perpendicular distance from the x-axis (with sign). Any point on the x-axis has the form (x, 0) and any point on the y-axis has the form (0, y). Order matters: (3, 5) and (5, 3) are different points.",
          },
        ],
        questions: [
          {
            text: "In which quadrant does the point (−3, 5) lie?",
            options: [
              "Quadrant I",
              "Quadrant II",
              "Quadrant III",
              "Quadrant IV",
            ],
            correct: 1,
            explanation:
              "The x-coordinate is negative and the y-coordinate is positive, which is the sign pattern (−, +) of Quadrant II.",
            difficulty: "easy",
          },
          {
            text: "What are the coordinates of the origin?",
            options: ["(1, 1)", "(0, 1)", "(0, 0)", "(1, 0)"],
            correct: 2,
            explanation:
              "The origin is where the two axes meet, at zero distance from both, so it is (0, 0).",
            difficulty: "easy",
          },
          {
            text: "A point lies on the y-axis, 4 units below the origin. What are its coordinates?",
            options: ["(−4, 0)", "(0, 4)", "(4, 0)", "(0, −4)"],
            correct: 3,
            explanation:
              "A point on the y-axis has x-coordinate 0. Below the origin means a negative y-coordinate, so the point is (0, −4).",
            difficulty: "medium",
          },
          {
            text: "Points whose abscissa and ordinate are both negative lie in:",
            options: [
              "Quadrant III",
              "Quadrant II",
              "Quadrant IV",
              "Quadrant I",
            ],
            correct: 0,
            explanation:
              "The sign pattern (−, −) belongs to Quadrant III, the bottom-left region.",
            difficulty: "medium",
          },
          {
            text: "A point has ordinate 0 and abscissa −7. Which statement is true?",
            options: [
              "It is (0, −7) and lies on the y-axis",
              "It is (−7, 0) and lies on the x-axis",
              "It is (−7, 0) and lies in Quadrant II",
              "It is (0, −7) and lies in Quadrant III",
            ],
            correct: 1,
            explanation:
              "The abscissa is written first, so the point is (−7, 0). Its ordinate is 0, so it lies on the x-axis, not in any quadrant.",
            difficulty: "medium",
          },
          {
            text: "What is the perpendicular distance of the point (−5, 3) from the x-axis?",
            options: ["5 units", "√34 units", "3 units", "8 units"],
            correct: 2,
            explanation:
              "The distance of a point from the x-axis is the size of its ordinate, so it is 3 units. (5 units is its distance from the y-axis.)",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Linear Equations in Two Variables",
        summary:
          "Introduces equations of the form ax + by + c = 0 and their solutions. Students learn that such an equation has infinitely many solutions and practise writing real situations as linear equations.",
        lessons: [
          {
            title: "What Is a Linear Equation in Two Variables?",
            minutes: 10,
            summary:
              "An equation that can be written as ax + by + c = 0, where a, b and c are real numbers and a and b are not both zero, is a linear equation in two variables. For example, 2x + 3y = 12 can be written as 2x + 3y − 12 = 0, so a = 2, b = 3 and c = −12. Even x = 5 can be treated as an equation in two variables: 1·x + 0·y − 5 = 0.",
          },
          {
            title: "Solutions of a Linear Equation",
            minutes: 12,
            summary:
              "A solution is a pair of values (x, y) that makes the equation true. To find solutions, choose a value for one variable and work out the other. For 2x + 3y = 12: x = 0 gives y = 4, x = 3 gives y = 2, and x = 6 gives y = 0. Since x can be chosen freely, a linear equation in two variables has infinitely many solutions.",
          },
          {
            title: "Writing Situations as Equations",
            minutes: 10,
            summary:
              "Many everyday statements can be written as linear equations. If a notebook costs ₹x and a pen costs ₹y, the statement 'a notebook costs twice as much as a pen' becomes x = 2y, or x − 2y = 0. Always define what each variable stands for before writing the equation, then check a sample solution makes sense.",
          },
        ],
        questions: [
          {
            text: "How many solutions does the linear equation 2x + y = 7 have?",
            options: ["Exactly one", "Exactly two", "None", "Infinitely many"],
            correct: 3,
            explanation:
              "For every value chosen for x we get a matching y = 7 − 2x, so there are infinitely many solutions.",
            difficulty: "easy",
          },
          {
            text: "Which ordered pair is a solution of x + 2y = 6?",
            options: ["(2, 2)", "(1, 2)", "(3, 2)", "(6, 1)"],
            correct: 0,
            explanation:
              "For (2, 2): 2 + 2 × 2 = 6, which is true. The others give 5, 7 and 8.",
            difficulty: "easy",
          },
          {
            text: "When 3x = 2y is written in the form ax + by + c = 0, the values of a, b and c are:",
            options: [
              "a = 3, b = 2, c = 0",
              "a = 3, b = −2, c = 0",
              "a = 2, b = 3, c = 0",
              "a = −3, b = −2, c = 1",
            ],
            correct: 1,
            explanation:
              "Moving 2y to the left side gives 3x − 2y + 0 = 0, so a = 3, b = −2 and c = 0.",
            difficulty: "medium",
          },
          {
            text: "If (2, k) is a solution of 3x + 4y = 18, what is k?",
            options: ["2", "4", "3", "6"],
            correct: 2,
            explanation:
              "Substitute x = 2 and y = k: 6 + 4k = 18, so 4k = 12 and k = 3.",
            difficulty: "medium",
          },
          {
            text: "A notebook costs ₹x and a pen costs ₹y. The notebook costs twice as much as the pen. Which equation shows this?",
            options: ["2x − y = 0", "x + 2y = 0", "x = y + 2", "x − 2y = 0"],
            correct: 3,
            explanation:
              "'Notebook = 2 × pen' gives x = 2y, which is x − 2y = 0. The option 2x − y = 0 would mean the pen costs twice the notebook.",
            difficulty: "medium",
          },
          {
            text: "Which ordered pair satisfies BOTH 2x + y = 8 and x − y = 1?",
            options: ["(2, 4)", "(3, 2)", "(4, 0)", "(5, −2)"],
            correct: 1,
            explanation:
              "For (3, 2): 2 × 3 + 2 = 8 and 3 − 2 = 1, so both are true. The other pairs satisfy the first equation but give x − y = −2, 4 and 7.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Equations from Everyday Life",
          instructions:
            "Write five real-life situations (for example prices, scores or distances) as linear equations in two variables, stating what x and y stand for. For each equation find three different solutions and explain what one of them means in the situation.",
          maxMarks: 15,
        },
      },
      {
        title: "Introduction to Euclid's Geometry",
        summary:
          "Looks at how Euclid organised geometry using definitions, axioms and postulates. Students learn the difference between axioms, postulates and theorems and meet Euclid's five postulates.",
        lessons: [
          {
            title: "Euclid and the Elements",
            minutes: 10,
            summary:
              "Around 300 BCE, Euclid, a teacher of mathematics in Alexandria, Egypt, collected the known geometry of his time into a treatise called the 'Elements', divided into 13 books. He began with definitions, such as 'a point is that which has no part' and 'a line is breadthless length'. Today point, line and plane are treated as undefined terms that we understand intuitively.",
          },
          {
            title: "Axioms and Postulates",
            minutes: 14,
            summary:
              "Euclid's axioms (common notions) are assumptions used throughout mathematics, for example: things which are equal to the same thing are equal to one another; if equals are added to equals, the wholes are equal; the whole is greater than the part. Postulates are assumptions specific to geometry. His five postulates say: a straight line may be drawn from any point to any other point; a terminated line can be produced indefinitely; a circle can be drawn with any centre and radius; all right angles are equal to one another; and the fifth postulate about when two lines meet.",
          },
          {
            title: "The Fifth Postulate and Theorems",
            minutes: 10,
            summary:
              "The fifth postulate says that if a straight line falling on two straight lines makes the interior angles on the same side together less than two right angles, the two lines, if produced indefinitely, meet on that side. A theorem is a statement that is proved using definitions, axioms, postulates and earlier results. For example, from the axiom that exactly one line passes through two distinct points, we can prove that two distinct lines cannot have more than one point in common.",
          },
        ],
        questions: [
          {
            text: "Euclid's 'Elements' was divided into how many books?",
            options: ["10", "12", "13", "5"],
            correct: 2,
            explanation:
              "Euclid organised the 'Elements' into 13 books (chapters).",
            difficulty: "easy",
          },
          {
            text: "'Things which are equal to the same thing are equal to one another' is one of Euclid's:",
            options: ["axioms", "postulates", "theorems", "definitions"],
            correct: 0,
            explanation:
              "It is a common notion (axiom), an assumption used across mathematics, not one specific to geometry.",
            difficulty: "easy",
          },
          {
            text: "How many lines can pass through two distinct points?",
            options: ["Infinitely many", "Exactly one", "Exactly two", "None"],
            correct: 1,
            explanation:
              "Given two distinct points, there is a unique line that passes through both of them.",
            difficulty: "medium",
          },
          {
            text: "Which of Euclid's postulates states that all right angles are equal to one another?",
            options: ["First", "Second", "Third", "Fourth"],
            correct: 3,
            explanation:
              "The fourth postulate states that all right angles are equal to one another.",
            difficulty: "medium",
          },
          {
            text: "Two distinct lines can have at most how many points in common?",
            options: ["One", "Two", "None", "Infinitely many"],
            correct: 0,
            explanation:
              "If two distinct lines shared two points, two different lines would pass through the same two points, which contradicts the axiom that only one line passes through two points. So they share at most one point.",
            difficulty: "medium",
          },
          {
            text: "A straight line falls on two straight lines so that the interior angles on one side add up to 170°. According to Euclid's fifth postulate, the two lines, if produced:",
            options: [
              "never meet",
              "meet on the side where the angles add up to 170°",
              "meet on the side where the angles add up to 190°",
              "are parallel",
            ],
            correct: 1,
            explanation:
              "170° is less than two right angles (180°), so the lines meet on that side. On the other side the interior angles add up to 360° − 170° = 190°.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Lines and Angles",
        summary:
          "Revises the basic terms about lines and angles and studies the angles formed when two lines intersect. Students use the linear pair axiom and the vertically opposite angles theorem.",
        lessons: [
          {
            title: "Basic Terms and Types of Angles",
            minutes: 10,
            summary:
              "An angle is formed by two rays with a common end-point called the vertex. An acute angle is less than 90°, a right angle is 90°, an obtuse angle is between 90° and 180°, a straight angle is 180° and a reflex angle is between 180° and 360°. Two angles whose sum is 90° are complementary, and two angles whose sum is 180° are supplementary.",
          },
          {
            title: "Pairs of Angles and the Linear Pair Axiom",
            minutes: 12,
            summary:
              "Adjacent angles share a vertex and an arm and lie on opposite sides of the common arm. If a ray stands on a line, the two adjacent angles it forms add up to 180°; such angles form a linear pair. Conversely, if two adjacent angles add up to 180°, their non-common arms form a straight line. For example, if a ray makes 65° with a line, the other angle is 115°.",
          },
          {
            title: "Intersecting Lines and Vertically Opposite Angles",
            minutes: 12,
            summary:
              "When two lines intersect, they form two pairs of vertically opposite angles. Using the linear pair axiom, one can prove that vertically opposite angles are equal. So if one of the four angles is 40°, the angle opposite it is also 40° and each of the other two is 180° − 40° = 140°.",
          },
        ],
        questions: [
          {
            text: "What is the complement of 35°?",
            options: ["55°", "145°", "65°", "45°"],
            correct: 0,
            explanation:
              "Complementary angles add up to 90°, so the complement is 90° − 35° = 55°.",
            difficulty: "easy",
          },
          {
            text: "What is the supplement of 110°?",
            options: ["20°", "70°", "90°", "250°"],
            correct: 1,
            explanation:
              "Supplementary angles add up to 180°, so the supplement is 180° − 110° = 70°.",
            difficulty: "easy",
          },
          {
            text: "Two lines intersect and one of the angles formed is 40°. What are the angle vertically opposite to it and each angle adjacent to it?",
            options: [
              "Opposite 40°, adjacent 140°",
              "Opposite 140°, adjacent 40°",
              "Opposite 40°, adjacent 50°",
              "Opposite 50°, adjacent 130°",
            ],
            correct: 0,
            explanation:
              "Vertically opposite angles are equal, so the opposite angle is 40°. Each adjacent angle forms a linear pair with it: 180° − 40° = 140°.",
            difficulty: "medium",
          },
          {
            text: "Two angles form a linear pair and are in the ratio 2 : 3. What are the angles?",
            options: [
              "36° and 54°",
              "80° and 100°",
              "60° and 90°",
              "72° and 108°",
            ],
            correct: 3,
            explanation:
              "Let the angles be 2x and 3x. A linear pair adds up to 180°, so 5x = 180° and x = 36°. The angles are 72° and 108°.",
            difficulty: "medium",
          },
          {
            text: "Two lines intersect. The sum of one pair of vertically opposite angles is 100°. What is each angle of the other pair?",
            options: ["50°", "80°", "130°", "100°"],
            correct: 2,
            explanation:
              "Vertically opposite angles are equal, so each angle of the first pair is 50°. Each angle of the other pair forms a linear pair with 50°: 180° − 50° = 130°.",
            difficulty: "medium",
          },
          {
            text: "The supplement of an angle is four times its complement. What is the angle?",
            options: ["45°", "60°", "30°", "72°"],
            correct: 1,
            explanation:
              "180° − x = 4(90° − x) gives 180° − x = 360° − 4x, so 3x = 180° and x = 60°. Check: supplement 120° = 4 × complement 30°.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Triangles",
        summary:
          "Studies congruence of triangles and the rules SAS, ASA, AAS, SSS and RHS. Students use congruence to prove properties of isosceles triangles.",
        lessons: [
          {
            title: "Congruence of Triangles",
            minutes: 10,
            summary:
              "Two figures are congruent if they have exactly the same shape and size. When we write ΔABC ≅ ΔPQR, the order tells us the matching: A ↔ P, B ↔ Q and C ↔ R, so AB = PQ, BC = QR, ∠A = ∠P and so on. Once two triangles are shown to be congruent, their remaining matching parts are equal; this is abbreviated CPCT (corresponding parts of congruent triangles).",
          },
          {
            title: "Criteria for Congruence",
            minutes: 15,
            summary:
              "Two triangles are congruent if: two sides and the included angle are equal (SAS, taken as an axiom); two angles and the included side are equal (ASA); two angles and any side are equal (AAS); all three sides are equal (SSS); or, in right triangles, the hypotenuse and one side are equal (RHS). Two sides and a non-included angle (SSA) do NOT guarantee congruence.",
          },
          {
            title: "Properties of an Isosceles Triangle",
            minutes: 12,
            summary:
              "In an isosceles triangle, the angles opposite the equal sides are equal. The converse is also true: sides opposite equal angles are equal. So if AB = AC in ΔABC, then ∠B = ∠C. It follows that each angle of an equilateral triangle is 60°.",
          },
        ],
        questions: [
          {
            text: "What does CPCT stand for?",
            options: [
              "Common parts of congruent triangles",
              "Corresponding parts of congruent triangles",
              "Corresponding points of common triangles",
              "Congruent parts of corresponding triangles",
            ],
            correct: 1,
            explanation:
              "CPCT means corresponding parts of congruent triangles are equal.",
            difficulty: "easy",
          },
          {
            text: "Which of the following is NOT a rule for congruence of triangles?",
            options: ["SAS", "ASA", "SSA", "RHS"],
            correct: 2,
            explanation:
              "Two sides and a non-included angle (SSA) can fit two different triangles, so it does not prove congruence.",
            difficulty: "easy",
          },
          {
            text: "In ΔABC, AB = AC and ∠B = 50°. What is ∠A?",
            options: ["50°", "80°", "65°", "100°"],
            correct: 1,
            explanation:
              "Angles opposite equal sides are equal, so ∠C = ∠B = 50°. Then ∠A = 180° − 50° − 50° = 80°.",
            difficulty: "medium",
          },
          {
            text: "ΔABC ≅ ΔPQR with A ↔ P, B ↔ Q and C ↔ R. Which of these must be true?",
            options: ["AB = QR", "BC = PR", "BC = QR", "∠A = ∠R"],
            correct: 2,
            explanation:
              "B matches Q and C matches R, so side BC matches side QR.",
            difficulty: "medium",
          },
          {
            text: "Two right triangles have equal hypotenuses and one pair of equal sides. By which rule are they congruent?",
            options: ["RHS", "SSS", "ASA", "AAS"],
            correct: 0,
            explanation:
              "Right angle, Hypotenuse and one Side equal is exactly the RHS rule.",
            difficulty: "medium",
          },
          {
            text: "In ΔABC, AB = AC and ∠A is twice ∠B. What is ∠B?",
            options: ["60°", "30°", "36°", "45°"],
            correct: 3,
            explanation:
              "∠B = ∠C = x because AB = AC, and ∠A = 2x. So 2x + x + x = 180°, 4x = 180° and x = 45°.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Congruence Proof Portfolio",
          instructions:
            "Draw three pairs of triangles, each congruent by a different rule (SAS, SSS and RHS), and write a two-column proof for each. Then show with a drawing why SSA is not a congruence rule.",
          maxMarks: 20,
        },
      },
      {
        title: "Quadrilaterals",
        summary:
          "Proves the properties of a parallelogram and the conditions under which a quadrilateral is a parallelogram. Students also learn and apply the Mid-point Theorem.",
        lessons: [
          {
            title: "Properties of a Parallelogram",
            minutes: 14,
            summary:
              "A parallelogram is a quadrilateral with both pairs of opposite sides parallel. A diagonal divides it into two congruent triangles, which proves that opposite sides are equal, opposite angles are equal and the diagonals bisect each other. Adjacent angles add up to 180°. In a rectangle the diagonals are equal; in a rhombus they bisect each other at right angles; in a square they are equal and bisect each other at right angles.",
          },
          {
            title: "When Is a Quadrilateral a Parallelogram?",
            minutes: 10,
            summary:
              "A quadrilateral is a parallelogram if any one of these holds: each pair of opposite sides is equal; each pair of opposite angles is equal; the diagonals bisect each other; or one pair of opposite sides is both equal and parallel. These tests are proved using congruent triangles.",
          },
          {
            title: "The Mid-point Theorem",
            minutes: 14,
            summary:
              "The line segment joining the mid-points of two sides of a triangle is parallel to the third side and half of it. So if P and Q are the mid-points of AB and AC, then PQ is parallel to BC and PQ = BC/2. The converse is also true: a line through the mid-point of one side, parallel to another side, bisects the third side.",
          },
        ],
        questions: [
          {
            text: "In parallelogram ABCD, ∠A = 70°. What is ∠C?",
            options: ["70°", "110°", "20°", "140°"],
            correct: 0,
            explanation:
              "∠A and ∠C are opposite angles, and opposite angles of a parallelogram are equal.",
            difficulty: "easy",
          },
          {
            text: "The diagonals of a rhombus:",
            options: [
              "are always equal",
              "bisect each other at right angles",
              "do not bisect each other",
              "are parallel to each other",
            ],
            correct: 1,
            explanation:
              "A rhombus is a parallelogram with all sides equal; its diagonals bisect each other at 90°. They are equal only when the rhombus is a square.",
            difficulty: "easy",
          },
          {
            text: "One angle of a parallelogram is 70°. What is the measure of an angle adjacent to it?",
            options: ["70°", "20°", "110°", "290°"],
            correct: 2,
            explanation:
              "Adjacent angles of a parallelogram add up to 180°, so the adjacent angle is 180° − 70° = 110°.",
            difficulty: "medium",
          },
          {
            text: "In ΔABC, BC = 12 cm, and P and Q are the mid-points of AB and AC. Which is true?",
            options: [
              "PQ = 6 cm and PQ is parallel to BC",
              "PQ = 12 cm and PQ is parallel to BC",
              "PQ = 6 cm and PQ is perpendicular to BC",
              "PQ = 24 cm and PQ is parallel to BC",
            ],
            correct: 0,
            explanation:
              "By the Mid-point Theorem, PQ is parallel to BC and PQ = 12/2 = 6 cm.",
            difficulty: "medium",
          },
          {
            text: "A quadrilateral whose diagonals are equal and bisect each other at right angles is a:",
            options: [
              "rhombus that is not a square",
              "rectangle that is not a square",
              "square",
              "kite",
            ],
            correct: 2,
            explanation:
              "Diagonals bisecting each other make it a parallelogram; equal diagonals make it a rectangle; perpendicular diagonals make it a rhombus. Both together give a square.",
            difficulty: "medium",
          },
          {
            text: "The perimeter of a triangle is 30 cm. What is the perimeter of the triangle formed by joining the mid-points of its sides?",
            options: ["60 cm", "10 cm", "20 cm", "15 cm"],
            correct: 3,
            explanation:
              "By the Mid-point Theorem, each side of the new triangle is half of a side of the original one, so the perimeter is 30/2 = 15 cm.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Circles",
        summary:
          "Studies chords of a circle and the angles they subtend, the perpendicular from the centre to a chord, and angles subtended by arcs. Students also learn the property of cyclic quadrilaterals.",
        lessons: [
          {
            title: "Chords and the Angles They Subtend",
            minutes: 12,
            summary:
              "A chord joins two points on a circle; the diameter is the longest chord and passes through the centre. Equal chords of a circle subtend equal angles at the centre, and conversely, chords that subtend equal angles at the centre are equal. The same holds for congruent circles.",
          },
          {
            title: "Perpendicular from the Centre to a Chord",
            minutes: 12,
            summary:
              "The perpendicular from the centre of a circle to a chord bisects the chord, and the line joining the centre to the mid-point of a chord is perpendicular to it. Equal chords are equidistant from the centre, and chords equidistant from the centre are equal. For a chord of length 8 cm in a circle of radius 5 cm, half the chord is 4 cm, so its distance from the centre is √(5² − 4²) = 3 cm.",
          },
          {
            title: "Angles Subtended by an Arc",
            minutes: 14,
            summary:
              "The angle subtended by an arc at the centre is double the angle it subtends at any point on the remaining part of the circle. Angles in the same segment of a circle are equal. Since a semicircle subtends 180° at the centre, the angle in a semicircle is 90°.",
          },
          {
            title: "Cyclic Quadrilaterals",
            minutes: 10,
            summary:
              "A quadrilateral whose four vertices all lie on a circle is called cyclic. The sum of each pair of opposite angles of a cyclic quadrilateral is 180°. Conversely, if a pair of opposite angles of a quadrilateral adds up to 180°, the quadrilateral is cyclic.",
          },
        ],
        questions: [
          {
            text: "The longest chord of a circle is its:",
            options: ["radius", "diameter", "arc", "segment"],
            correct: 1,
            explanation:
              "The diameter is a chord through the centre and is the longest chord of a circle.",
            difficulty: "easy",
          },
          {
            text: "What is the angle in a semicircle?",
            options: ["90°", "180°", "45°", "60°"],
            correct: 0,
            explanation:
              "A semicircle subtends 180° at the centre, so at any point on the circle it subtends half of that, 90°.",
            difficulty: "easy",
          },
          {
            text: "A chord of length 8 cm is drawn in a circle of radius 5 cm. How far is the chord from the centre?",
            options: ["4 cm", "√41 cm", "1 cm", "3 cm"],
            correct: 3,
            explanation:
              "The perpendicular from the centre bisects the chord, giving a right triangle with hypotenuse 5 cm and side 4 cm. Distance = √(25 − 16) = √9 = 3 cm.",
            difficulty: "medium",
          },
          {
            text: "ABCD is a cyclic quadrilateral with ∠A = 75°. What is ∠C?",
            options: ["75°", "105°", "115°", "15°"],
            correct: 1,
            explanation:
              "Opposite angles of a cyclic quadrilateral add up to 180°, so ∠C = 180° − 75° = 105°.",
            difficulty: "medium",
          },
          {
            text: "An arc subtends an angle of 100° at the centre. What angle does it subtend at a point on the remaining part of the circle?",
            options: ["200°", "100°", "50°", "80°"],
            correct: 2,
            explanation:
              "The angle at the centre is double the angle at the circle, so the angle at the circle is 100°/2 = 50°.",
            difficulty: "medium",
          },
          {
            text: "A chord is 5 cm from the centre of a circle of radius 13 cm. What is the length of the chord?",
            options: ["12 cm", "24 cm", "18 cm", "26 cm"],
            correct: 1,
            explanation:
              "Half the chord = √(13² − 5²) = √(169 − 25) = √144 = 12 cm. The chord is twice this: 24 cm.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Heron's Formula",
        summary:
          "Shows how to find the area of a triangle when only the lengths of its three sides are known. Students apply Heron's formula to scalene, isosceles and equilateral triangles.",
        lessons: [
          {
            title: "Area of a Triangle Using Its Height",
            minutes: 8,
            summary:
              "The basic formula is area = ½ × base × height. It works easily when the height is known, as in a right triangle where the two perpendicular sides act as base and height. For a triangle of sides 3, 4 and 5 cm (a right triangle), the area is ½ × 3 × 4 = 6 cm². The difficulty comes when the height is not given, as for a scalene triangle with sides 7, 8 and 9 cm.",
          },
          {
            title: "Heron's Formula",
            minutes: 14,
            summary:
              "Heron of Alexandria gave a formula that needs only the three sides a, b and c. First find the semi-perimeter s = (a + b + c)/2; then area = √(s(s − a)(s − b)(s − c)). For sides 3, 4 and 5 cm: s = 6, so area = √(6 × 3 × 2 × 1) = √36 = 6 cm², matching the height method.",
          },
          {
            title: "Using Heron's Formula",
            minutes: 12,
            summary:
              "For an equilateral triangle of side a, Heron's formula gives area = (√3/4)a²; for side 10 cm this is 25√3 cm². For an isosceles triangle, find the base from the perimeter first, then apply the formula. Always check that the units are consistent and that the area is given in square units.",
          },
        ],
        questions: [
          {
            text: "What is the semi-perimeter of a triangle with sides 5 cm, 6 cm and 7 cm?",
            options: ["18 cm", "9 cm", "6 cm", "12 cm"],
            correct: 1,
            explanation: "s = (5 + 6 + 7)/2 = 18/2 = 9 cm.",
            difficulty: "easy",
          },
          {
            text: "In Heron's formula, the area of a triangle with sides a, b, c and semi-perimeter s is:",
            options: [
              "√(s(s − a)(s − b)(s − c))",
              "s(s − a)(s − b)(s − c)",
              "½ × a × b",
              "√((s − a)(s − b)(s − c))",
            ],
            correct: 0,
            explanation:
              "Heron's formula is area = √(s(s − a)(s − b)(s − c)), where s = (a + b + c)/2.",
            difficulty: "easy",
          },
          {
            text: "Find the area of a triangle with sides 5 cm, 12 cm and 13 cm.",
            options: ["60 cm²", "65 cm²", "30 cm²", "15 cm²"],
            correct: 2,
            explanation:
              "s = (5 + 12 + 13)/2 = 15. Area = √(15 × 10 × 3 × 2) = √900 = 30 cm².",
            difficulty: "medium",
          },
          {
            text: "What is the area of an equilateral triangle of side 10 cm?",
            options: ["50√3 cm²", "25√3 cm²", "100 cm²", "25 cm²"],
            correct: 1,
            explanation:
              "s = 15, so area = √(15 × 5 × 5 × 5) = √1875 = 25√3 cm². This matches (√3/4) × 10² = 25√3.",
            difficulty: "medium",
          },
          {
            text: "Find the area of a triangle with sides 13 cm, 14 cm and 15 cm.",
            options: ["42 cm²", "96 cm²", "105 cm²", "84 cm²"],
            correct: 3,
            explanation:
              "s = (13 + 14 + 15)/2 = 21. Area = √(21 × 8 × 7 × 6) = √7056 = 84 cm².",
            difficulty: "medium",
          },
          {
            text: "An isosceles triangle has a perimeter of 32 cm and each equal side is 10 cm. What is its area?",
            options: ["48 cm²", "60 cm²", "40 cm²", "96 cm²"],
            correct: 0,
            explanation:
              "Base = 32 − 20 = 12 cm, s = 16. Area = √(16 × 6 × 6 × 4) = √2304 = 48 cm².",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Surface Areas and Volumes",
        summary:
          "Finds the surface areas and volumes of right circular cones, spheres and hemispheres. Students apply the formulas to practical problems.",
        lessons: [
          {
            title: "Surface Area of a Right Circular Cone",
            minutes: 14,
            summary:
              "A right circular cone has base radius r, height h and slant height l, where l = √(r² + h²). Its curved surface area is πrl, and its total surface area is πrl + πr² = πr(l + r). For r = 7 cm and l = 10 cm, the curved surface area is (22/7) × 7 × 10 = 220 cm².",
          },
          {
            title: "Surface Area of a Sphere and a Hemisphere",
            minutes: 12,
            summary:
              "The surface area of a sphere of radius r is 4πr². A hemisphere is half a sphere: its curved surface area is 2πr², and its total surface area (including the flat circular face) is 2πr² + πr² = 3πr². For r = 7 cm, a sphere's surface area is 4 × (22/7) × 49 = 616 cm².",
          },
          {
            title: "Volume of a Right Circular Cone",
            minutes: 12,
            summary:
              "A cone holds exactly one-third as much as a cylinder with the same base and height, so its volume is (1/3)πr²h. For example, a cone with r = 3 cm and h = 7 cm has volume (1/3) × (22/7) × 9 × 7 = 66 cm³. Volume is measured in cubic units.",
          },
          {
            title: "Volume of a Sphere and a Hemisphere",
            minutes: 12,
            summary:
              "The volume of a sphere of radius r is (4/3)πr³, and that of a hemisphere is (2/3)πr³. Because volume depends on r³, doubling the radius makes the volume 8 times larger, while surface area (which depends on r²) becomes 4 times larger.",
          },
        ],
        questions: [
          {
            text: "A cone has base radius 6 cm and height 8 cm. What is its slant height?",
            options: ["14 cm", "10 cm", "√28 cm", "48 cm"],
            correct: 1,
            explanation: "l = √(r² + h²) = √(36 + 64) = √100 = 10 cm.",
            difficulty: "easy",
          },
          {
            text: "The surface area of a sphere of radius r is:",
            options: ["4πr²", "2πr²", "3πr²", "(4/3)πr³"],
            correct: 0,
            explanation:
              "The surface area of a sphere is 4πr². 2πr² and 3πr² are for a hemisphere, and (4/3)πr³ is the volume of a sphere.",
            difficulty: "easy",
          },
          {
            text: "Find the curved surface area of a cone with radius 7 cm and slant height 10 cm. (Use π = 22/7)",
            options: ["154 cm²", "440 cm²", "220 cm²", "374 cm²"],
            correct: 2,
            explanation:
              "CSA = πrl = (22/7) × 7 × 10 = 220 cm². (374 cm² is the total surface area, 220 + 154.)",
            difficulty: "medium",
          },
          {
            text: "Find the surface area of a sphere of radius 7 cm. (Use π = 22/7)",
            options: ["154 cm²", "308 cm²", "462 cm²", "616 cm²"],
            correct: 3,
            explanation: "4πr² = 4 × (22/7) × 7 × 7 = 4 × 154 = 616 cm².",
            difficulty: "medium",
          },
          {
            text: "Find the volume of a cone with radius 3 cm and height 7 cm. (Use π = 22/7)",
            options: ["66 cm³", "198 cm³", "22 cm³", "132 cm³"],
            correct: 0,
            explanation:
              "V = (1/3)πr²h = (1/3) × (22/7) × 9 × 7 = (1/3) × 198 = 66 cm³.",
            difficulty: "medium",
          },
          {
            text: "Find the volume of a hemisphere of radius 21 cm. (Use π = 22/7)",
            options: ["38808 cm³", "19404 cm³", "2772 cm³", "9702 cm³"],
            correct: 1,
            explanation:
              "V = (2/3)πr³ = (2/3) × (22/7) × 21 × 21 × 21 = 2 × 22 × 441 = 19404 cm³. (38808 cm³ is the volume of the whole sphere.)",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Statistics",
        summary:
          "Shows how data are organised into frequency distributions and presented as bar graphs, histograms and frequency polygons. Students learn to draw and read these graphs, including histograms with unequal class widths.",
        lessons: [
          {
            title: "Organising Data in Classes",
            minutes: 10,
            summary:
              "Large sets of raw data are grouped into class intervals such as 10–20, 20–30 and so on, with a frequency for each class. The class size (width) is the difference between the upper and lower limits, and the class mark is the mid-point: (lower limit + upper limit)/2. In classes like 10–20 and 20–30, an observation equal to 20 is counted in 20–30, since the upper limit is not included.",
          },
          {
            title: "Bar Graphs",
            minutes: 10,
            summary:
              "A bar graph shows data using bars of equal width with equal gaps between them. The bars stand on one axis and their heights (lengths) are proportional to the values they represent. Bar graphs suit separate categories, such as the number of students who like each sport.",
          },
          {
            title: "Histograms",
            minutes: 14,
            summary:
              "A histogram shows a continuous grouped frequency distribution using rectangles drawn side by side with no gaps. Class intervals go on the horizontal axis and frequencies on the vertical axis. If the class widths are unequal, the heights must be adjusted: for each class, adjusted frequency = (frequency ÷ class width) × minimum class width, so that the areas of the rectangles are proportional to the frequencies.",
          },
          {
            title: "Frequency Polygons",
            minutes: 12,
            summary:
              "A frequency polygon is made by joining the mid-points of the tops of the rectangles of a histogram with straight lines. The points plotted are (class mark, frequency). To close the polygon, imaginary classes of frequency zero are added before the first class and after the last. It can also be drawn directly from the class marks without drawing a histogram, and is useful for comparing two sets of data on one graph.",
          },
        ],
        questions: [
          {
            text: "What is the class mark of the class interval 10–20?",
            options: ["10", "20", "15", "30"],
            correct: 2,
            explanation: "Class mark = (10 + 20)/2 = 15.",
            difficulty: "easy",
          },
          {
            text: "In a histogram, the rectangles are drawn:",
            options: [
              "with equal gaps between them",
              "adjacent to each other, with no gaps",
              "with widths proportional to the frequencies",
              "only when class sizes are unequal",
            ],
            correct: 1,
            explanation:
              "A histogram represents continuous classes, so the rectangles are drawn touching one another with no gaps.",
            difficulty: "easy",
          },
          {
            text: "For the classes 150–155, 155–160 and 160–165, what is the class size?",
            options: ["5", "150", "155", "10"],
            correct: 0,
            explanation:
              "Class size = upper limit − lower limit = 155 − 150 = 5.",
            difficulty: "medium",
          },
          {
            text: "Data are grouped in classes 20–30, 30–40 and 40–50, where the upper limit is not included. In which class is the observation 30 counted?",
            options: ["20–30", "30–40", "Both classes", "Neither class"],
            correct: 1,
            explanation:
              "The upper limit of 20–30 is not included in it, so 30 belongs to the class 30–40.",
            difficulty: "medium",
          },
          {
            text: "To draw a frequency polygon, we plot points whose coordinates are:",
            options: [
              "(lower limit, frequency)",
              "(upper limit, frequency)",
              "(class size, frequency)",
              "(class mark, frequency)",
            ],
            correct: 3,
            explanation:
              "Each point is at the mid-point (class mark) of its class, at a height equal to the frequency.",
            difficulty: "medium",
          },
          {
            text: "In a histogram with unequal classes, 0–10 has frequency 8 and 10–30 has frequency 12. If heights are adjusted to the minimum class size of 10, what is the height of the rectangle for 10–30?",
            options: ["12", "6", "24", "4"],
            correct: 1,
            explanation:
              "Adjusted frequency = (12 ÷ 20) × 10 = 6, because the class 10–30 is twice as wide as the minimum class size.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Class Survey Graphs",
          instructions:
            "Collect the heights (in cm) of at least 30 people, group them into suitable class intervals and make a frequency table. Draw a histogram and a frequency polygon on the same graph and write three observations about the data.",
          maxMarks: 20,
        },
      },
    ],
  },
  {
    grade: 9,
    slug: "science",
    name: "Science",
    description:
      "Matter and its structure, the cell and tissues, motion, force, gravitation, energy, sound and food resources, following the NCERT Class 9 Science textbook.",
    color: "teal",
    isFree: true,
    textbook: "Science — Textbook for Class IX (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Matter in Our Surroundings",
        summary:
          "Explains that matter is made of tiny moving particles and compares solids, liquids and gases. Students learn how temperature and pressure change the state of matter and why evaporation causes cooling.",
        lessons: [
          {
            title: "The Particle Nature of Matter",
            minutes: 10,
            summary:
              "Anything that has mass and occupies space is matter. Matter is made of very small particles. These particles have spaces between them (sugar dissolves in water and fills those spaces), they are always moving (which is why smells spread by diffusion, faster when hot), and they attract one another with a force that is strongest in solids.",
          },
          {
            title: "Solids, Liquids and Gases",
            minutes: 12,
            summary:
              "Solids have a definite shape and volume, are rigid and hardly compressible. Liquids have a fixed volume but take the shape of their container and can flow. Gases have neither fixed shape nor fixed volume and are highly compressible, which is why large amounts of LPG or CNG fit in a cylinder. Particles move most freely in gases, so diffusion is fastest in gases.",
          },
          {
            title: "Changing the State of Matter",
            minutes: 15,
            summary:
              "Ice melts at 0°C (273 K) and water boils at 100°C (373 K); to convert Celsius to kelvin, add 273. During melting or boiling the temperature stays constant because the heat supplied, called latent heat, is used to overcome the attraction between particles. Some substances like camphor, naphthalene and ammonium chloride change directly from solid to gas (sublimation). Increasing pressure and lowering temperature can turn a gas into a liquid; solid carbon dioxide is called dry ice.",
          },
          {
            title: "Evaporation and Cooling",
            minutes: 12,
            summary:
              "Evaporation is the change of a liquid into vapour at any temperature below its boiling point, and it happens only at the surface. It is faster when the surface area is larger, the temperature is higher and the wind is stronger, and slower when humidity is high. Evaporating particles take heat from their surroundings, which is why sweating cools us, cotton clothes feel comfortable in summer and water stays cool in an earthen pot.",
          },
        ],
        questions: [
          {
            text: "What is 25°C on the kelvin scale?",
            options: ["248 K", "298 K", "273 K", "25 K"],
            correct: 1,
            explanation: "T (K) = T (°C) + 273 = 25 + 273 = 298 K.",
            difficulty: "easy",
          },
          {
            text: "Which of these substances sublimes, changing directly from solid to gas on heating?",
            options: ["Ice", "Common salt", "Camphor", "Wax"],
            correct: 2,
            explanation:
              "Camphor changes directly into vapour without becoming a liquid, which is sublimation. Ice and wax melt first.",
            difficulty: "easy",
          },
          {
            text: "Which change will DECREASE the rate of evaporation of water from wet clothes?",
            options: [
              "An increase in temperature",
              "An increase in wind speed",
              "Spreading the clothes out",
              "An increase in humidity",
            ],
            correct: 3,
            explanation:
              "When the air already holds a lot of water vapour (high humidity), it takes up less, so evaporation slows. The other three changes speed it up.",
            difficulty: "medium",
          },
          {
            text: "While ice is melting, its temperature stays at 0°C even though heat is being supplied. Why?",
            options: [
              "The heat is used as latent heat to overcome the attraction between particles",
              "All the heat escapes to the surroundings",
              "Thermometers cannot measure below 1°C",
              "The particles stop moving while ice melts",
            ],
            correct: 0,
            explanation:
              "The heat supplied during melting, the latent heat of fusion, breaks the forces holding particles in the solid, so the temperature does not rise until all the ice has melted.",
            difficulty: "medium",
          },
          {
            text: "Why do we feel comfortable wearing cotton clothes in hot summer?",
            options: [
              "Cotton reflects all sunlight",
              "Cotton absorbs sweat, which evaporates and takes heat from the body",
              "Cotton stops sweat from forming",
              "Cotton is a good conductor of heat",
            ],
            correct: 1,
            explanation:
              "Cotton absorbs sweat and exposes it to the air. As the sweat evaporates it absorbs heat from the body, cooling it.",
            difficulty: "medium",
          },
          {
            text: "Steam at 100°C causes more severe burns than boiling water at 100°C because:",
            options: [
              "steam is at a higher temperature",
              "steam particles are larger",
              "steam carries extra energy as the latent heat of vaporisation",
              "water is a poor conductor of heat",
            ],
            correct: 2,
            explanation:
              "Both are at 100°C, but steam also holds the latent heat of vaporisation, which it releases on the skin when it condenses.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Evaporation Experiment",
          instructions:
            "Put equal amounts of water in a narrow glass, a wide bowl and a bowl kept under a fan. Record the water level every few hours for two days, present the results in a table and explain which factors affected the rate of evaporation.",
          maxMarks: 20,
        },
      },
      {
        title: "Is Matter Around Us Pure?",
        summary:
          "Distinguishes pure substances from mixtures and homogeneous from heterogeneous mixtures. Students study solutions and their concentration, suspensions, colloids, physical and chemical changes, and elements and compounds.",
        lessons: [
          {
            title: "Mixtures and Pure Substances",
            minutes: 10,
            summary:
              "To a scientist, a pure substance contains only one kind of particle, such as pure water or gold. A mixture contains two or more substances that are not chemically combined. A homogeneous mixture (such as salt solution or air) has a uniform composition throughout, while a heterogeneous mixture (such as sand in water or oil and water) does not.",
          },
          {
            title: "Solutions and Their Concentration",
            minutes: 14,
            summary:
              "A solution is a homogeneous mixture of a solute dissolved in a solvent; alloys such as brass (copper and zinc) are solutions of solids. A saturated solution cannot dissolve any more solute at that temperature, and the amount dissolved in 100 g of solvent is the solubility. Concentration by mass percentage = (mass of solute ÷ mass of solution) × 100. Note that the mass of the solution is solute plus solvent.",
          },
          {
            title: "Suspensions and Colloids",
            minutes: 12,
            summary:
              "A suspension, such as chalk in water, is heterogeneous: its particles can be seen, they settle down and can be separated by filtration. A colloid, such as milk, looks uniform but is really heterogeneous; its particles are too small to see, do not settle, and scatter a beam of light (the Tyndall effect). A colloid has a dispersed phase and a dispersion medium: fog is a liquid dispersed in a gas, smoke is a solid in a gas and milk is a liquid in a liquid (an emulsion).",
          },
          {
            title: "Physical and Chemical Changes; Elements and Compounds",
            minutes: 12,
            summary:
              "In a physical change, such as melting ice, no new substance forms. In a chemical change, such as burning paper or rusting, a new substance with new properties is formed. An element cannot be broken into simpler substances by chemical reactions and is classed as a metal, non-metal or metalloid. A compound, such as water or iron sulphide, is formed when elements combine chemically in a fixed proportion, and its properties differ from those of its elements.",
          },
        ],
        questions: [
          {
            text: "Which of the following is a homogeneous mixture?",
            options: [
              "Sand in water",
              "Oil and water",
              "Salt dissolved in water",
              "Chalk powder in water",
            ],
            correct: 2,
            explanation:
              "Salt dissolves completely and the solution has the same composition throughout. The others have visibly separate parts.",
            difficulty: "easy",
          },
          {
            text: "Which of these is a chemical change?",
            options: [
              "Melting of ice",
              "Burning of paper",
              "Dissolving sugar in water",
              "Breaking a glass",
            ],
            correct: 1,
            explanation:
              "Burning paper produces new substances such as ash, carbon dioxide and water vapour. The other changes form no new substance.",
            difficulty: "easy",
          },
          {
            text: "40 g of common salt is dissolved in 320 g of water. What is the concentration of the solution by mass percentage?",
            options: ["12.5%", "40%", "11.1%", "8%"],
            correct: 2,
            explanation:
              "Mass of solution = 40 + 320 = 360 g. Concentration = (40 ÷ 360) × 100 ≈ 11.1%. Dividing by the mass of water alone gives the wrong answer 12.5%.",
            difficulty: "medium",
          },
          {
            text: "Which of the following will show the Tyndall effect?",
            options: [
              "Salt solution",
              "Copper sulphate solution",
              "Sugar solution",
              "Milk",
            ],
            correct: 3,
            explanation:
              "Milk is a colloid, and colloidal particles are large enough to scatter a beam of light. The particles in true solutions are too small to do this.",
            difficulty: "medium",
          },
          {
            text: "Brass is an alloy of:",
            options: [
              "copper and zinc",
              "copper and tin",
              "iron and carbon",
              "zinc and tin",
            ],
            correct: 0,
            explanation:
              "Brass is a mixture of copper and zinc. Copper and tin make bronze, and iron and carbon make steel.",
            difficulty: "medium",
          },
          {
            text: "In fog, what are the dispersed phase and the dispersion medium?",
            options: [
              "Gas dispersed in a liquid",
              "Liquid dispersed in a gas",
              "Solid dispersed in a gas",
              "Liquid dispersed in a liquid",
            ],
            correct: 1,
            explanation:
              "Fog is tiny droplets of water (liquid, dispersed phase) spread through air (gas, dispersion medium).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Atoms and Molecules",
        summary:
          "Introduces the laws of chemical combination and Dalton's atomic theory. Students learn symbols of elements, atomic mass, molecules, ions, writing chemical formulae and calculating molecular mass.",
        lessons: [
          {
            title: "Laws of Chemical Combination",
            minutes: 12,
            summary:
              "The law of conservation of mass (Lavoisier) says mass can neither be created nor destroyed in a chemical reaction, so the total mass of products equals the total mass of reactants. The law of constant proportions (Proust) says a pure compound always contains the same elements in the same proportion by mass; in water, hydrogen and oxygen are always in the ratio 1 : 8. John Dalton explained these laws with his atomic theory: matter is made of indivisible atoms, atoms of an element are identical, and atoms combine in small whole-number ratios.",
          },
          {
            title: "Atoms and Their Symbols",
            minutes: 12,
            summary:
              "An atom is the smallest particle of an element; atomic radii are measured in nanometres. IUPAC symbols use one or two letters, the first capital: H for hydrogen, O for oxygen, Ca for calcium. Some come from Latin names, such as Na (sodium, from natrium), K (potassium, from kalium) and Fe (iron, from ferrum). Atomic masses are compared using the atomic mass unit (u), defined as 1/12 of the mass of one atom of carbon-12.",
          },
          {
            title: "Molecules and Ions",
            minutes: 12,
            summary:
              "A molecule is the smallest particle of a substance that can exist independently. The number of atoms in a molecule of an element is its atomicity: oxygen (O₂) is diatomic, ozone (O₃) is triatomic, phosphorus (P₄) is tetra-atomic and sulphur (S₈) is poly-atomic. Ions are charged particles: positive ions are cations (Na⁺) and negative ions are anions (Cl⁻). Groups of atoms carrying a charge, such as NH₄⁺ and SO₄²⁻, are polyatomic ions.",
          },
          {
            title: "Chemical Formulae and Molecular Mass",
            minutes: 15,
            summary:
              "Valency is the combining capacity of an element. To write a formula, write the symbols, put their valencies below them and criss-cross: aluminium (3) and oxygen (2) give Al₂O₃. The molecular mass is the sum of the atomic masses of all atoms in a molecule: H₂O = 2 × 1 + 16 = 18 u. For ionic compounds we use formula unit mass, for example NaCl = 23 + 35.5 = 58.5 u.",
          },
        ],
        questions: [
          {
            text: "What is the symbol of sodium?",
            options: ["So", "S", "Na", "Sd"],
            correct: 2,
            explanation:
              "Sodium's symbol Na comes from its Latin name, natrium. S is the symbol for sulphur.",
            difficulty: "easy",
          },
          {
            text: "Who stated the law of constant proportions?",
            options: [
              "Joseph Proust",
              "Antoine Lavoisier",
              "John Dalton",
              "J.J. Thomson",
            ],
            correct: 0,
            explanation:
              "Proust stated that a pure compound always has the same elements in the same proportion by mass. Lavoisier stated the law of conservation of mass.",
            difficulty: "easy",
          },
          {
            text: "Calculate the molecular mass of H₂SO₄. (H = 1 u, S = 32 u, O = 16 u)",
            options: ["49 u", "98 u", "96 u", "100 u"],
            correct: 1,
            explanation: "2 × 1 + 32 + 4 × 16 = 2 + 32 + 64 = 98 u.",
            difficulty: "medium",
          },
          {
            text: "What is the formula of aluminium oxide? (Valency of Al = 3, O = 2)",
            options: ["AlO", "Al₃O₂", "AlO₃", "Al₂O₃"],
            correct: 3,
            explanation:
              "Criss-crossing the valencies gives two aluminium atoms (6 units) and three oxygen atoms (6 units): Al₂O₃.",
            difficulty: "medium",
          },
          {
            text: "Hydrogen and oxygen combine in the ratio 1 : 8 by mass to form water. How much oxygen reacts completely with 3 g of hydrogen?",
            options: ["8 g", "24 g", "3 g", "11 g"],
            correct: 1,
            explanation:
              "By the law of constant proportions, oxygen needed = 8 × 3 g = 24 g.",
            difficulty: "medium",
          },
          {
            text: "5.3 g of sodium carbonate reacts with 6.0 g of ethanoic acid, giving 2.2 g of carbon dioxide, 0.9 g of water and some sodium ethanoate. How much sodium ethanoate forms?",
            options: ["11.3 g", "3.1 g", "9.1 g", "8.2 g"],
            correct: 3,
            explanation:
              "By conservation of mass, total products = total reactants = 5.3 + 6.0 = 11.3 g. Sodium ethanoate = 11.3 − 2.2 − 0.9 = 8.2 g.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Structure of the Atom",
        summary:
          "Describes the discovery of electrons, protons and neutrons and the atomic models of Thomson, Rutherford and Bohr. Students learn how electrons are arranged in shells, valency, atomic number, mass number, isotopes and isobars.",
        lessons: [
          {
            title: "Charged Particles in Matter",
            minutes: 10,
            summary:
              "Atoms contain smaller particles. J.J. Thomson identified the negatively charged electron, and E. Goldstein discovered positively charged canal rays, which led to the proton. The proton has a charge of +1 and is about 2000 times heavier than the electron, which has a charge of −1. In 1932 James Chadwick discovered the neutron, which has no charge and a mass almost equal to that of a proton.",
          },
          {
            title: "Models of the Atom",
            minutes: 15,
            summary:
              "Thomson pictured the atom as a positive sphere with electrons embedded in it, like seeds in a watermelon. Rutherford fired alpha particles at thin gold foil: most passed straight through, some were deflected and about 1 in 12,000 bounced back. He concluded that the atom is mostly empty space with a tiny, dense, positively charged nucleus, around which electrons revolve. Because a revolving electron should lose energy and fall into the nucleus, Bohr proposed that electrons move only in certain permitted orbits (shells K, L, M, N), where they do not radiate energy.",
          },
          {
            title: "Electron Distribution and Valency",
            minutes: 14,
            summary:
              "The maximum number of electrons in a shell is 2n², so the K shell holds 2, the L shell 8 and the M shell 18, but the outermost shell holds at most 8. Shells fill step by step: sodium (11 electrons) is 2, 8, 1. Valency is the combining capacity, set by the outermost (valence) electrons: sodium loses 1 electron (valency 1), magnesium (2, 8, 2) has valency 2, and chlorine (2, 8, 7) gains 1 to complete its octet (valency 1).",
          },
          {
            title: "Atomic Number, Mass Number, Isotopes and Isobars",
            minutes: 12,
            summary:
              "The atomic number (Z) is the number of protons; the mass number (A) is the number of protons plus neutrons. Isotopes are atoms of the same element with the same Z but different A, such as protium, deuterium and tritium, or carbon-12 and carbon-14. Some isotopes are useful: uranium is used as nuclear fuel, cobalt for treating cancer and iodine for treating goitre. Isobars have the same mass number but different atomic numbers, such as calcium-40 and argon-40.",
          },
        ],
        questions: [
          {
            text: "Who discovered the neutron?",
            options: [
              "J.J. Thomson",
              "E. Goldstein",
              "James Chadwick",
              "Ernest Rutherford",
            ],
            correct: 2,
            explanation:
              "James Chadwick discovered the neutron in 1932. Thomson is linked with the electron and Goldstein with canal rays.",
            difficulty: "easy",
          },
          {
            text: "What is the maximum number of electrons the M shell (n = 3) can hold?",
            options: ["8", "18", "32", "2"],
            correct: 1,
            explanation: "The maximum is 2n² = 2 × 3² = 18.",
            difficulty: "easy",
          },
          {
            text: "An atom has 17 protons and 18 neutrons. What is its mass number?",
            options: ["17", "18", "1", "35"],
            correct: 3,
            explanation:
              "Mass number = protons + neutrons = 17 + 18 = 35. Its atomic number is 17.",
            difficulty: "medium",
          },
          {
            text: "What is the electronic configuration of sodium (atomic number 11)?",
            options: ["2, 8, 1", "2, 9", "2, 1, 8", "8, 2, 1"],
            correct: 0,
            explanation:
              "The K shell takes 2, the L shell 8, and the remaining 1 electron goes to the M shell: 2, 8, 1.",
            difficulty: "medium",
          },
          {
            text: "In Rutherford's gold foil experiment, a very small fraction of alpha particles bounced back. What did this show?",
            options: [
              "Electrons are spread evenly through the atom",
              "The positive charge and most of the mass are concentrated in a tiny nucleus",
              "Atoms are indivisible",
              "The gold foil was very thick",
            ],
            correct: 1,
            explanation:
              "Only a small, dense, positively charged centre could turn back the fast, positive alpha particles; because so few bounced back, the nucleus must be tiny.",
            difficulty: "medium",
          },
          {
            text: "An element has atomic number 16. What is its valency?",
            options: ["6", "16", "2", "8"],
            correct: 2,
            explanation:
              "Its configuration is 2, 8, 6. It needs 2 more electrons to complete an octet, so its valency is 8 − 6 = 2.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "The Fundamental Unit of Life",
        summary:
          "Shows that the cell is the basic structural and functional unit of living things. Students study the plasma membrane, cell wall, nucleus, cytoplasm and cell organelles, and how cells divide.",
        lessons: [
          {
            title: "Discovery of the Cell",
            minutes: 10,
            summary:
              "In 1665 Robert Hooke saw small compartments in a thin slice of cork and called them cells. Leeuwenhoek first saw free-living cells in pond water in 1674, and Robert Brown discovered the nucleus in 1831. Schleiden and Schwann proposed the cell theory, that all plants and animals are made of cells, and Virchow added that all cells arise from pre-existing cells. Organisms may be unicellular, like Amoeba, or multicellular, like humans.",
          },
          {
            title: "Plasma Membrane and Cell Wall",
            minutes: 14,
            summary:
              "The plasma membrane is selectively permeable: it lets some substances in and out but not others. Water moves across it by osmosis, from a region of higher water concentration to lower. In a hypotonic (dilute) solution a cell gains water and swells; in an isotonic solution nothing changes; in a hypertonic (concentrated) solution it loses water and shrinks. Plant cells also have a tough cell wall made of cellulose, and when they lose water the contents shrink away from the wall, which is called plasmolysis.",
          },
          {
            title: "Nucleus and Cytoplasm",
            minutes: 10,
            summary:
              "The nucleus has a double membrane and contains chromosomes made of DNA and protein; DNA carries the genes that pass characters from parents to offspring. In prokaryotes such as bacteria there is no nuclear membrane, and the genetic material lies in a region called the nucleoid. Eukaryotic cells have a true nucleus and membrane-bound organelles. The cytoplasm is the fluid inside the plasma membrane that holds the organelles.",
          },
          {
            title: "Cell Organelles and Cell Division",
            minutes: 15,
            summary:
              "Rough endoplasmic reticulum carries ribosomes that make proteins, and smooth ER makes fats. The Golgi apparatus stores, modifies and packages materials and helps form lysosomes, whose digestive enzymes can destroy the cell itself, earning them the name 'suicide bags'. Mitochondria release energy as ATP and are the powerhouses of the cell; mitochondria and plastids (such as chloroplasts) have their own DNA and ribosomes. Cells divide by mitosis for growth and repair, forming two identical cells, and by meiosis to form gametes with half the number of chromosomes.",
          },
        ],
        questions: [
          {
            text: "Who first observed cells, in a thin slice of cork, in 1665?",
            options: [
              "Robert Brown",
              "Anton van Leeuwenhoek",
              "Rudolf Virchow",
              "Robert Hooke",
            ],
            correct: 3,
            explanation:
              "Robert Hooke saw box-like compartments in cork and named them cells.",
            difficulty: "easy",
          },
          {
            text: "Which organelle is known as the powerhouse of the cell?",
            options: [
              "Mitochondria",
              "Golgi apparatus",
              "Ribosome",
              "Lysosome",
            ],
            correct: 0,
            explanation:
              "Mitochondria release the energy needed for life processes in the form of ATP.",
            difficulty: "easy",
          },
          {
            text: "What happens to an animal cell placed in a hypotonic solution (more dilute than the cell contents)?",
            options: [
              "It loses water and shrinks",
              "It gains water and swells",
              "Nothing changes",
              "It forms a cell wall",
            ],
            correct: 1,
            explanation:
              "Water concentration is higher outside, so water enters the cell by osmosis and the cell swells.",
            difficulty: "medium",
          },
          {
            text: "Which organelles are called the 'suicide bags' of the cell?",
            options: [
              "Plastids",
              "Vacuoles",
              "Lysosomes",
              "Endoplasmic reticulum",
            ],
            correct: 2,
            explanation:
              "Lysosomes contain digestive enzymes; if the cell is damaged they may burst and digest the cell itself.",
            difficulty: "medium",
          },
          {
            text: "A prokaryotic cell, such as a bacterium, lacks:",
            options: [
              "a plasma membrane",
              "ribosomes",
              "cytoplasm",
              "a nuclear membrane",
            ],
            correct: 3,
            explanation:
              "Prokaryotes have no nuclear membrane; their genetic material lies in the nucleoid. They do have a plasma membrane, cytoplasm and ribosomes.",
            difficulty: "medium",
          },
          {
            text: "Which two organelles have their own DNA and ribosomes?",
            options: [
              "Golgi apparatus and lysosomes",
              "Mitochondria and plastids",
              "Nucleus and vacuole",
              "Ribosomes and endoplasmic reticulum",
            ],
            correct: 1,
            explanation:
              "Mitochondria and plastids contain their own DNA and ribosomes and can make some of their own proteins.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Observe and Draw a Cell",
          instructions:
            "Observe an onion peel (and, if possible, cheek cells) under a microscope, or use the textbook figures. Draw labelled diagrams of a plant cell and an animal cell and make a table of five differences between them.",
          maxMarks: 20,
        },
      },
      {
        title: "Tissues",
        summary:
          "Explains how cells with similar structure and function form tissues. Students study meristematic and permanent plant tissues and the four kinds of animal tissue.",
        lessons: [
          {
            title: "Meristematic Tissue",
            minutes: 10,
            summary:
              "Plants grow only in certain regions, where meristematic tissue keeps dividing. Apical meristem at the tips of stems and roots increases length; lateral meristem (cambium) increases the girth of the stem or root; intercalary meristem at the base of leaves or internodes also adds length. Meristematic cells are very active, with dense cytoplasm, thin cellulose walls, prominent nuclei and no vacuoles.",
          },
          {
            title: "Permanent Plant Tissues",
            minutes: 15,
            summary:
              "Simple permanent tissues have one type of cell. Parenchyma stores food; when it has chlorophyll it is chlorenchyma, and when it has large air cavities (in aquatic plants) it is aerenchyma, which helps them float. Collenchyma gives flexibility, and sclerenchyma, made of dead cells with lignin, gives hardness, as in the husk of a coconut. Complex tissues have several cell types: xylem (tracheids, vessels, xylem parenchyma, xylem fibres) carries water and minerals, and phloem (sieve tubes, companion cells, phloem parenchyma, phloem fibres) carries food; phloem fibres are its only dead cells.",
          },
          {
            title: "Epithelial and Connective Tissues",
            minutes: 14,
            summary:
              "Epithelial tissue covers organs and body surfaces: squamous epithelium lines blood vessels, stratified squamous epithelium forms the skin, and cuboidal and columnar epithelia line kidney tubules and the intestine. Connective tissues have cells in a matrix. Blood has plasma, red and white blood cells and platelets; bone is hard with a matrix of calcium and phosphorus; cartilage smooths bone surfaces at joints. Ligaments connect bone to bone, tendons connect muscle to bone, areolar tissue fills spaces in organs and adipose tissue stores fat.",
          },
          {
            title: "Muscular and Nervous Tissues",
            minutes: 12,
            summary:
              "Striated (skeletal) muscles are voluntary, long and multinucleate with light and dark bands. Smooth muscles are involuntary and spindle-shaped, found in the alimentary canal, blood vessels and iris. Cardiac muscle is involuntary, branched and contracts rhythmically throughout life. Nervous tissue is made of neurons, each with a cell body, short dendrites and a long axon, which carry messages quickly around the body.",
          },
        ],
        questions: [
          {
            text: "Which meristem increases the girth (thickness) of a stem or root?",
            options: [
              "Apical meristem",
              "Intercalary meristem",
              "Lateral meristem (cambium)",
              "Permanent tissue",
            ],
            correct: 2,
            explanation:
              "Lateral meristem lies along the sides and makes the stem or root thicker. Apical meristem increases length.",
            difficulty: "easy",
          },
          {
            text: "Which tissue connects a muscle to a bone?",
            options: ["Tendon", "Ligament", "Cartilage", "Areolar tissue"],
            correct: 0,
            explanation:
              "Tendons, which are strong with limited flexibility, join muscles to bones. Ligaments join bones to bones.",
            difficulty: "easy",
          },
          {
            text: "What is the main function of xylem?",
            options: [
              "Transporting food",
              "Conducting water and minerals",
              "Storing fat",
              "Protecting the plant from insects",
            ],
            correct: 1,
            explanation:
              "Xylem carries water and minerals up from the roots; phloem carries food.",
            difficulty: "medium",
          },
          {
            text: "Which muscle is involuntary and contracts rhythmically throughout life?",
            options: [
              "Striated muscle",
              "Smooth muscle of the iris",
              "Skeletal muscle",
              "Cardiac muscle",
            ],
            correct: 3,
            explanation:
              "Cardiac muscle of the heart contracts and relaxes rhythmically all through life without our control.",
            difficulty: "medium",
          },
          {
            text: "The husk of a coconut is made of which tissue?",
            options: ["Parenchyma", "Sclerenchyma", "Collenchyma", "Phloem"],
            correct: 1,
            explanation:
              "Sclerenchyma consists of dead cells with walls thickened by lignin, which make the husk hard and fibrous.",
            difficulty: "medium",
          },
          {
            text: "Which part of phloem is made of dead cells?",
            options: [
              "Sieve tubes",
              "Companion cells",
              "Phloem parenchyma",
              "Phloem fibres",
            ],
            correct: 3,
            explanation:
              "Phloem fibres are the only dead cells in phloem; sieve tubes, companion cells and phloem parenchyma are living.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Motion",
        summary:
          "Describes motion using distance, displacement, speed, velocity and acceleration. Students read distance–time and velocity–time graphs and study uniform circular motion.",
        lessons: [
          {
            title: "Distance, Displacement and Uniform Motion",
            minutes: 12,
            summary:
              "Distance is the total length of the path travelled and has only size. Displacement is the shortest distance from the starting point to the final point, in a given direction. If you walk around a circular track and return to the start, you have covered a distance but your displacement is zero. An object in uniform motion covers equal distances in equal intervals of time.",
          },
          {
            title: "Speed, Velocity and Acceleration",
            minutes: 14,
            summary:
              "Speed = distance ÷ time, measured in m/s; average speed = total distance ÷ total time. Velocity is speed in a given direction. Acceleration is the rate of change of velocity: a = (v − u)/t, measured in m/s², so v = u + at. If velocity decreases, the acceleration is negative (retardation); for uniformly changing velocity, average velocity = (u + v)/2.",
          },
          {
            title: "Graphs of Motion",
            minutes: 12,
            summary:
              "On a distance–time graph, a straight sloping line means uniform speed, and a steeper line means a higher speed. On a velocity–time graph, a horizontal line means constant velocity and a straight sloping line means uniform acceleration; the slope gives the acceleration. The area under a velocity–time graph gives the displacement (distance) covered.",
          },
          {
            title: "Uniform Circular Motion",
            minutes: 10,
            summary:
              "When an object moves in a circle at constant speed, its direction keeps changing, so its velocity changes and it is accelerated. This is uniform circular motion, seen in the Moon going around the Earth or a stone whirled on a thread. Its speed is v = 2πr/t, where r is the radius and t is the time for one round. If the thread is released, the stone flies off along the tangent.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of acceleration?",
            options: ["m/s", "m/s²", "m s", "km/h"],
            correct: 1,
            explanation:
              "Acceleration is change in velocity (m/s) divided by time (s), giving m/s².",
            difficulty: "easy",
          },
          {
            text: "An athlete runs exactly one full round of a circular track of radius 50 m. What is the displacement?",
            options: ["Zero", "100 m", "314 m", "50 m"],
            correct: 0,
            explanation:
              "The athlete ends at the starting point, so the displacement is zero, though the distance covered is 2πr ≈ 314 m.",
            difficulty: "easy",
          },
          {
            text: "A car starts from rest and accelerates uniformly at 2 m/s² for 5 s. What is its final velocity?",
            options: ["2.5 m/s", "7 m/s", "10 m/s", "25 m/s"],
            correct: 2,
            explanation: "From a = (v − u)/t, v = u + at = 0 + 2 × 5 = 10 m/s.",
            difficulty: "medium",
          },
          {
            text: "A train's velocity drops from 20 m/s to 10 m/s in 5 s. What is its acceleration?",
            options: ["2 m/s²", "−2 m/s²", "−10 m/s²", "6 m/s²"],
            correct: 1,
            explanation:
              "a = (v − u)/t = (10 − 20)/5 = −2 m/s². The negative sign shows the train is slowing down.",
            difficulty: "medium",
          },
          {
            text: "In a velocity–time graph, the area under the graph gives the:",
            options: ["acceleration", "speed", "time taken", "displacement"],
            correct: 3,
            explanation:
              "Area = velocity × time, which is the displacement (distance covered in one direction). The slope gives acceleration.",
            difficulty: "medium",
          },
          {
            text: "A train accelerates uniformly from 10 m/s to 30 m/s in 20 s. How far does it travel in that time?",
            options: ["200 m", "600 m", "400 m", "800 m"],
            correct: 2,
            explanation:
              "Average velocity = (10 + 30)/2 = 20 m/s, so distance = 20 × 20 = 400 m. This equals the area of the trapezium under the velocity–time graph.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Motion Diary and Graph",
          instructions:
            "Record the time taken to cover equal distances (for example every 10 m) while walking and then cycling or running. Draw distance–time graphs for both, calculate the average speed in each case and explain what the shapes of the graphs tell you.",
          maxMarks: 20,
        },
      },
      {
        title: "Force and Laws of Motion",
        summary:
          "Explains balanced and unbalanced forces and Newton's three laws of motion. Students learn about inertia, momentum and the relation F = ma.",
        lessons: [
          {
            title: "Balanced and Unbalanced Forces",
            minutes: 10,
            summary:
              "A force can change the speed of an object, its direction of motion or its shape. When the forces acting on an object are balanced, their resultant is zero and its state of rest or motion does not change. An unbalanced force changes the velocity, that is, it produces acceleration. Friction is a force that acts against motion and slows moving objects down.",
          },
          {
            title: "Newton's First Law and Inertia",
            minutes: 12,
            summary:
              "Building on Galileo's experiments with inclined planes, Newton's first law states that an object stays at rest or in uniform motion in a straight line unless an unbalanced force acts on it. This tendency to resist a change in the state of motion is inertia, and mass is the measure of inertia. Passengers fall forward when a moving bus stops suddenly because their bodies tend to keep moving; seat belts protect against this.",
          },
          {
            title: "Newton's Second Law and Momentum",
            minutes: 15,
            summary:
              "Momentum p = mv, measured in kg m/s, and it has the same direction as velocity. The second law says that the rate of change of momentum is proportional to the applied force, which gives F = ma. One newton is the force that gives a 1 kg mass an acceleration of 1 m/s². A cricketer pulls his hands back while catching a ball to increase the time taken to stop it, which reduces the force on his hands.",
          },
          {
            title: "Newton's Third Law",
            minutes: 10,
            summary:
              "To every action there is an equal and opposite reaction. The two forces are equal in size and opposite in direction, but they act on two different bodies, so they do not cancel each other. A gun recoils when fired, a swimmer pushes water backwards to move forward, and we walk by pushing the ground backwards.",
          },
        ],
        questions: [
          {
            text: "The inertia of an object is measured by its:",
            options: ["speed", "mass", "volume", "shape"],
            correct: 1,
            explanation:
              "The greater the mass, the greater the inertia; a loaded truck is harder to start or stop than a bicycle.",
            difficulty: "easy",
          },
          {
            text: "When a moving bus stops suddenly, passengers fall forward because of:",
            options: [
              "the inertia of motion",
              "the third law of motion only",
              "gravity",
              "friction from the seats",
            ],
            correct: 0,
            explanation:
              "The bus stops but the passengers' bodies tend to keep moving forward, which is inertia of motion.",
            difficulty: "easy",
          },
          {
            text: "What force gives a car of mass 1000 kg an acceleration of 2 m/s²?",
            options: ["500 N", "1002 N", "2000 N", "200 N"],
            correct: 2,
            explanation: "F = ma = 1000 × 2 = 2000 N.",
            difficulty: "medium",
          },
          {
            text: "What is the momentum of a 0.5 kg ball moving at 10 m/s?",
            options: ["20 kg m/s", "0.05 kg m/s", "10.5 kg m/s", "5 kg m/s"],
            correct: 3,
            explanation: "p = mv = 0.5 × 10 = 5 kg m/s.",
            difficulty: "medium",
          },
          {
            text: "Which statement about action and reaction forces is correct?",
            options: [
              "They act on the same body and cancel out",
              "They are equal in size, opposite in direction and act on different bodies",
              "The action is always larger than the reaction",
              "The reaction appears a little after the action",
            ],
            correct: 1,
            explanation:
              "Newton's third law: the forces are equal and opposite, act at the same instant and act on two different bodies, so they do not cancel.",
            difficulty: "medium",
          },
          {
            text: "The velocity of a 2 kg object increases uniformly from 5 m/s to 15 m/s in 4 s. What net force acts on it?",
            options: ["5 N", "20 N", "10 N", "2.5 N"],
            correct: 0,
            explanation:
              "a = (15 − 5)/4 = 2.5 m/s², so F = ma = 2 × 2.5 = 5 N.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Gravitation",
        summary:
          "Introduces the universal law of gravitation, free fall and the difference between mass and weight. Students also study thrust, pressure, buoyancy and Archimedes' principle.",
        lessons: [
          {
            title: "The Universal Law of Gravitation",
            minutes: 14,
            summary:
              "Every object in the universe attracts every other object with a force that is proportional to the product of their masses and inversely proportional to the square of the distance between them: F = G m₁m₂/d². G is the universal gravitation constant, 6.67 × 10⁻¹¹ N m²/kg². Doubling the distance makes the force one-fourth. This force keeps the Moon moving around the Earth and the planets around the Sun, and the Moon's pull causes tides.",
          },
          {
            title: "Free Fall and the Value of g",
            minutes: 12,
            summary:
              "An object falling only under the Earth's gravity is in free fall, with an acceleration g ≈ 9.8 m/s². The value of g = GM/R², where M and R are the Earth's mass and radius, so it does not depend on the mass of the falling object: a heavy and a light stone fall together if air resistance is ignored. Because the Earth's radius is larger at the equator than at the poles, g is slightly greater at the poles.",
          },
          {
            title: "Mass and Weight",
            minutes: 12,
            summary:
              "Mass is the amount of matter in an object and the measure of its inertia; it stays the same everywhere and is measured in kilograms. Weight is the force with which the Earth pulls the object: W = mg, measured in newtons. A 10 kg bag weighs 10 × 9.8 = 98 N on Earth. On the Moon, gravity is about one-sixth as strong, so the same bag would weigh about one-sixth as much while its mass is unchanged.",
          },
          {
            title: "Thrust, Pressure and Buoyancy",
            minutes: 12,
            summary:
              "Thrust is the force acting perpendicular to a surface, and pressure = thrust ÷ area, measured in pascals (1 Pa = 1 N/m²). The same force on a smaller area gives more pressure, which is why knives are sharp and buildings have wide foundations. A liquid pushes up on objects placed in it with an upward force called buoyancy. Archimedes' principle states that when a body is wholly or partly immersed in a fluid, it experiences an upward force equal to the weight of the fluid displaced by it.",
          },
        ],
        questions: [
          {
            text: "What is the approximate value of the acceleration due to gravity (g) at the Earth's surface?",
            options: ["9.8 m/s²", "6.67 m/s²", "1.6 m/s²", "98 m/s²"],
            correct: 0,
            explanation: "Near the Earth's surface, g is about 9.8 m/s².",
            difficulty: "easy",
          },
          {
            text: "What is the SI unit of weight?",
            options: ["kilogram", "newton", "metre", "joule"],
            correct: 1,
            explanation:
              "Weight is a force (W = mg), so it is measured in newtons. The kilogram is the unit of mass.",
            difficulty: "easy",
          },
          {
            text: "If the distance between two objects is doubled, the gravitational force between them becomes:",
            options: ["double", "half", "one-fourth", "four times"],
            correct: 2,
            explanation:
              "F is proportional to 1/d². If d becomes 2d, F becomes 1/(2²) = 1/4 of its original value.",
            difficulty: "medium",
          },
          {
            text: "An object has a mass of 10 kg. What is its weight on Earth? (g = 9.8 m/s²)",
            options: ["10 N", "9.8 N", "0.98 N", "98 N"],
            correct: 3,
            explanation: "W = mg = 10 × 9.8 = 98 N.",
            difficulty: "medium",
          },
          {
            text: "A block of wood rests on a table, first on its largest face and then on its smallest face. When is the pressure on the table greater?",
            options: [
              "When it rests on the largest face",
              "When it rests on the smallest face",
              "It is the same in both cases",
              "The pressure is zero in both cases",
            ],
            correct: 1,
            explanation:
              "The thrust (its weight) is the same, and pressure = thrust ÷ area, so the smaller area gives the greater pressure.",
            difficulty: "medium",
          },
          {
            text: "A stone fully immersed in water displaces 2 kg of water. Taking g = 9.8 m/s², what is the buoyant force on the stone?",
            options: ["2 N", "19.6 N", "9.8 N", "4.9 N"],
            correct: 1,
            explanation:
              "By Archimedes' principle, upthrust = weight of water displaced = 2 × 9.8 = 19.6 N.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Work and Energy",
        summary:
          "Defines work in the scientific sense and explains kinetic and potential energy. Students learn the law of conservation of energy and the idea of power.",
        lessons: [
          {
            title: "Work",
            minutes: 12,
            summary:
              "In science, work is done only when a force moves an object. Work = force × displacement (W = F × s) when the force acts along the direction of motion, and it is measured in joules: 1 J is the work done when a 1 N force moves an object 1 m. Pushing a wall that does not move does no work. Work is negative when the force opposes the displacement, as friction does on a sliding box.",
          },
          {
            title: "Kinetic and Potential Energy",
            minutes: 14,
            summary:
              "Energy is the capacity to do work and is measured in joules. Kinetic energy is the energy of motion: KE = ½mv², so doubling the speed makes it four times larger. Potential energy is energy stored because of position or shape; an object of mass m raised to height h has PE = mgh. Energy also exists in other forms such as heat, light, chemical and electrical energy.",
          },
          {
            title: "Conservation of Energy",
            minutes: 10,
            summary:
              "Energy can change from one form to another but cannot be created or destroyed; the total energy stays the same. When an object falls freely, its potential energy decreases while its kinetic energy increases by the same amount, so their sum stays constant (ignoring air resistance). For example, a 1 kg ball dropped from 20 m (g = 10 m/s²) starts with 200 J of potential energy and has about 200 J of kinetic energy just before landing.",
          },
          {
            title: "Power",
            minutes: 10,
            summary:
              "Power is the rate of doing work or transferring energy: P = W/t. Its unit is the watt (W), where 1 W = 1 J/s; 1 kilowatt = 1000 W. Two people may do the same work, but the one who does it in less time has more power. Average power is the total energy used divided by the total time taken.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of work?",
            options: ["watt", "newton", "joule", "pascal"],
            correct: 2,
            explanation:
              "Work = force × displacement, measured in newton metres, which is called the joule.",
            difficulty: "easy",
          },
          {
            text: "A person pushes hard against a wall that does not move. How much work is done on the wall?",
            options: [
              "Zero",
              "A positive amount",
              "A negative amount",
              "An amount equal to the force applied",
            ],
            correct: 0,
            explanation:
              "Work needs displacement. The wall does not move, so W = F × 0 = 0, though the person may feel tired.",
            difficulty: "easy",
          },
          {
            text: "What is the kinetic energy of a 2 kg ball moving at 3 m/s?",
            options: ["6 J", "9 J", "18 J", "3 J"],
            correct: 1,
            explanation: "KE = ½mv² = ½ × 2 × 3² = 9 J.",
            difficulty: "medium",
          },
          {
            text: "What is the potential energy of a 5 kg object at a height of 10 m? (g = 10 m/s²)",
            options: ["50 J", "5 J", "500 J", "150 J"],
            correct: 2,
            explanation: "PE = mgh = 5 × 10 × 10 = 500 J.",
            difficulty: "medium",
          },
          {
            text: "A motor does 6000 J of work in 30 s. What is its power?",
            options: ["180000 W", "20 W", "2000 W", "200 W"],
            correct: 3,
            explanation: "P = W/t = 6000/30 = 200 W.",
            difficulty: "medium",
          },
          {
            text: "If the speed of an object is doubled (its mass unchanged), its kinetic energy becomes:",
            options: ["double", "four times", "half", "unchanged"],
            correct: 1,
            explanation:
              "KE = ½mv². Replacing v with 2v gives ½m(2v)² = 4 × ½mv², so the kinetic energy becomes four times as large.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Sound",
        summary:
          "Explains how sound is produced by vibrations and travels as a longitudinal wave. Students study the characteristics of sound, its speed, echoes, the range of hearing and uses of ultrasound.",
        lessons: [
          {
            title: "Production and Propagation of Sound",
            minutes: 12,
            summary:
              "Sound is produced by vibrating objects, such as the vocal cords or a plucked string. It travels through a medium as a mechanical wave: the particles of the medium do not travel along with the sound but vibrate back and forth about their positions, passing the disturbance on. In air, sound travels as a series of compressions (high pressure and density) and rarefactions (low pressure and density). Because the particles vibrate along the direction the wave travels, sound waves are longitudinal.",
          },
          {
            title: "Characteristics of a Sound Wave",
            minutes: 14,
            summary:
              "The wavelength (λ) is the distance between two consecutive compressions. The frequency (ν) is the number of oscillations per second, measured in hertz (Hz), and the time period T = 1/ν. Speed = wavelength × frequency (v = λν). Pitch depends on frequency (a high frequency gives a high pitch), loudness depends on amplitude, and quality (timbre) lets us tell apart two sounds of the same pitch and loudness.",
          },
          {
            title: "Speed and Reflection of Sound",
            minutes: 12,
            summary:
              "Sound travels fastest in solids, slower in liquids and slowest in gases, and it travels faster when the temperature is higher; in air at 22°C its speed is about 344 m/s. Sound reflects from hard surfaces following the same laws as light. An echo is heard when the reflected sound reaches us at least 0.1 s after the original, so the reflecting surface must be at least about 17.2 m away. Repeated reflections cause reverberation, reduced in halls with sound-absorbent materials; reflection is used in megaphones, stethoscopes and curved ceilings of halls.",
          },
          {
            title: "Range of Hearing and Ultrasound",
            minutes: 10,
            summary:
              "Humans can hear sounds from about 20 Hz to 20,000 Hz (20 kHz). Sounds below 20 Hz are infrasonic; elephants and whales produce them. Sounds above 20 kHz are ultrasonic; bats, dolphins and porpoises use them. Ultrasound is used to clean hard-to-reach parts of objects, detect cracks in metal blocks, form images of the heart (echocardiography) and internal organs (ultrasonography), and break kidney stones into fine grains.",
          },
        ],
        questions: [
          {
            text: "Sound waves travelling through air are:",
            options: [
              "transverse waves",
              "longitudinal waves",
              "electromagnetic waves",
              "not waves at all",
            ],
            correct: 1,
            explanation:
              "The air particles vibrate back and forth along the direction in which the sound travels, so sound waves in air are longitudinal.",
            difficulty: "easy",
          },
          {
            text: "What is the audible range of frequencies for the average human ear?",
            options: [
              "2 Hz to 2000 Hz",
              "20 Hz to 2000 Hz",
              "20 Hz to 20000 Hz",
              "200 Hz to 200000 Hz",
            ],
            correct: 2,
            explanation:
              "Humans hear roughly from 20 Hz to 20,000 Hz (20 kHz).",
            difficulty: "easy",
          },
          {
            text: "A sound wave has a frequency of 500 Hz and a wavelength of 0.7 m. What is its speed?",
            options: ["350 m/s", "714 m/s", "500.7 m/s", "35 m/s"],
            correct: 0,
            explanation: "v = λν = 0.7 × 500 = 350 m/s.",
            difficulty: "medium",
          },
          {
            text: "The pitch of a sound depends mainly on its:",
            options: ["amplitude", "frequency", "speed", "loudness"],
            correct: 1,
            explanation:
              "Higher frequency means higher pitch. Amplitude decides loudness.",
            difficulty: "medium",
          },
          {
            text: "In which of these does sound travel fastest?",
            options: ["Air", "Water", "Vacuum", "Steel"],
            correct: 3,
            explanation:
              "Sound travels fastest in solids such as steel, slower in water and slowest in air. It cannot travel through a vacuum at all.",
            difficulty: "medium",
          },
          {
            text: "A person claps and hears the echo from a cliff 2 s later. If the speed of sound is 340 m/s, how far away is the cliff?",
            options: ["680 m", "340 m", "170 m", "1360 m"],
            correct: 1,
            explanation:
              "In 2 s the sound travels 340 × 2 = 680 m, which is to the cliff and back. The cliff is 680/2 = 340 m away.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Echo and Hearing Investigation",
          instructions:
            "Describe how you could measure the speed of sound using an echo from a distant wall, including the measurements you would take and a sample calculation. Then list five animals that produce or hear ultrasound or infrasound and explain two medical uses of ultrasound.",
          maxMarks: 15,
        },
      },
      {
        title: "Improvement in Food Resources",
        summary:
          "Explores how India can produce more food through better crop varieties, crop production management and crop protection. Students also learn about animal husbandry: cattle, poultry, fish and bee farming.",
        lessons: [
          {
            title: "Improving Crop Varieties",
            minutes: 12,
            summary:
              "Kharif crops such as paddy, maize, soyabean and cotton grow in the rainy season (June to October), while rabi crops such as wheat, gram, peas and mustard grow in winter (November to April). Better varieties are developed by hybridisation, crossing genetically different plants, or by introducing a useful gene to make genetically modified crops. Desirable traits include higher yield, better quality, resistance to diseases and pests, tolerance of heat, cold or salinity, and shorter maturity time.",
          },
          {
            title: "Crop Production Management",
            minutes: 14,
            summary:
              "Plants need 16 nutrients, supplied by air, water and soil; nitrogen, phosphorus, potassium, calcium, magnesium and sulphur are macro-nutrients needed in large amounts, while iron, zinc, boron and others are micro-nutrients. Manures made from animal and plant waste add organic matter and improve soil structure, whereas fertilizers supply specific nutrients quickly but their overuse harms the soil. Irrigation from wells, canals, rivers and tanks, along with rainwater harvesting, ensures water at the right time. Cropping patterns include mixed cropping, intercropping (crops in a definite row pattern) and crop rotation, in which legumes whose root nodules fix nitrogen are often grown after cereals.",
          },
          {
            title: "Protecting and Storing Crops",
            minutes: 10,
            summary:
              "Crops are harmed by weeds (such as Parthenium and Xanthium) that compete for nutrients, by insect pests that cut roots, suck sap or bore into stems and fruits, and by diseases caused by bacteria, fungi and viruses. These can be controlled by pesticides used carefully, resistant varieties, proper seed-bed preparation and timely sowing. Stored grain is damaged by biotic factors (insects, rodents, fungi) and abiotic factors (moisture and temperature), so grain is dried before storage, stores are cleaned and fumigation is used.",
          },
          {
            title: "Animal Husbandry",
            minutes: 14,
            summary:
              "Cattle are raised for milk (milch animals) and for farm work (draught animals). Exotic breeds like Jersey and Brown Swiss are chosen for long lactation, and local breeds like Red Sindhi and Sahiwal for disease resistance. Poultry is raised for eggs (layers) and meat (broilers). In composite fish culture, Catla, Rohu, Mrigal, common carp and grass carp are kept together because they feed in different zones of the pond, and bee-keeping gives honey and wax using bees such as Apis cerana indica and the Italian bee Apis mellifera.",
          },
        ],
        questions: [
          {
            text: "Which of the following is a rabi crop?",
            options: ["Paddy", "Wheat", "Maize", "Cotton"],
            correct: 1,
            explanation:
              "Wheat is sown in winter (November to April), so it is a rabi crop. Paddy, maize and cotton are kharif crops.",
            difficulty: "easy",
          },
          {
            text: "Which of these is a macro-nutrient for plants?",
            options: ["Nitrogen", "Iron", "Zinc", "Boron"],
            correct: 0,
            explanation:
              "Nitrogen is needed in large amounts, so it is a macro-nutrient. Iron, zinc and boron are micro-nutrients.",
            difficulty: "easy",
          },
          {
            text: "Growing two or more crops on the same field at the same time in a definite row pattern is called:",
            options: [
              "mixed cropping",
              "crop rotation",
              "intercropping",
              "hybridisation",
            ],
            correct: 2,
            explanation:
              "In intercropping the crops are sown in a set row pattern; in mixed cropping they are grown together without a set pattern.",
            difficulty: "medium",
          },
          {
            text: "How do manures differ from fertilizers?",
            options: [
              "Manures supply large amounts of specific nutrients very quickly",
              "Manures add organic matter and improve soil structure",
              "Manures are made in factories",
              "Manures always cause water pollution",
            ],
            correct: 1,
            explanation:
              "Manures come from decomposed plant and animal waste; they enrich the soil with organic matter and improve its texture, though they contain smaller amounts of nutrients than fertilizers.",
            difficulty: "medium",
          },
          {
            text: "In composite fish culture, why are several species such as Catla, Rohu and Mrigal kept in one pond?",
            options: [
              "They eat one another",
              "They need no food",
              "It stops the fish from breeding",
              "They feed in different zones, so they do not compete for food",
            ],
            correct: 3,
            explanation:
              "Catla feeds at the surface, Rohu in the middle zone and Mrigal at the bottom, so together they use all the food in the pond.",
            difficulty: "medium",
          },
          {
            text: "Why are legumes (pulse crops) often included in crop rotation?",
            options: [
              "Their root nodules help fix atmospheric nitrogen, enriching the soil",
              "They need no water at all",
              "They kill all weeds",
              "They grow only in winter",
            ],
            correct: 0,
            explanation:
              "Bacteria in the root nodules of legumes fix nitrogen from the air, which improves soil fertility for the next crop.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 9,
    slug: "english",
    name: "English",
    description:
      "Stories, biographies, a play and poems from Beehive, with supplementary stories from Moments, to build reading, appreciation and writing skills.",
    color: "grape",
    isFree: false,
    textbook:
      "Beehive — Textbook in English for Class IX, and Moments — Supplementary Reader in English for Class IX (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "The Fun They Had",
        summary:
          "Isaac Asimov's science-fiction story imagines school in the year 2157, when children learn alone from mechanical teachers. The unit also includes Robert Frost's poem 'The Road Not Taken' about making choices.",
        lessons: [
          {
            title: "A Real Book in 2157",
            minutes: 12,
            summary:
              "In 2157, eleven-year-old Margie and thirteen-year-old Tommy find an old printed book, something they have never seen, since all reading is done on screens. The book is about school as it was long ago, with a human teacher and a schoolhouse where children of the same age learned together. Tommy scornfully calls it a waste to throw away a book after reading it once, while Margie is fascinated.",
          },
          {
            title: "Margie's Mechanical Teacher",
            minutes: 10,
            summary:
              "Margie studies alone at home with a mechanical teacher whose slot takes homework punched in code. It had been giving her geography tests she kept failing, so the County Inspector slowed its geography sector to suit an average ten-year-old. As she sits down for her lesson on fractions, Margie imagines the old schools, where children laughed, played and helped one another, and thinks about 'the fun they had'. The story makes us ask what is lost when learning becomes isolated.",
          },
          {
            title: "Poem: The Road Not Taken",
            minutes: 10,
            summary:
              "In Robert Frost's poem, a traveller stands where two roads divide in a yellow wood and can take only one. He chooses the one that seems 'grassy and wanted wear', while admitting both were worn 'really about the same'. He knows he will probably never come back to try the other, and imagines telling the story 'with a sigh' years later. The poem is about how the choices we make, even small ones, shape our lives: 'that has made all the difference'.",
          },
        ],
        questions: [],
        assignment: {
          title: "School in 2157 vs School Today",
          instructions:
            "Write a 150–200 word diary entry as Margie on the day she found the old book, comparing her lessons with the schools described in it. End with your own view: which kind of school would you prefer, and why?",
          maxMarks: 10,
        },
      },
      {
        title: "The Sound of Music",
        summary:
          "Two short biographies of musicians who overcame great odds: the deaf Scottish percussionist Evelyn Glennie and the shehnai maestro Ustad Bismillah Khan. The unit also includes Subramania Bharati's poem 'Wind'.",
        lessons: [
          {
            title: "Evelyn Glennie Listens Without Hearing",
            minutes: 12,
            summary:
              "Evelyn Glennie's hearing loss was noticed when she was about eight, and by eleven she was profoundly deaf. Advised to attend a school for the deaf, she refused to give up music. Percussionist Ron Forbes taught her to sense sound through her body, feeling higher drums in the upper body and lower drums from the waist down. She went on to the Royal Academy of Music in London, became a world-famous multi-percussionist and often performs barefoot to feel the vibrations.",
          },
          {
            title: "The Shehnai of Bismillah Khan",
            minutes: 14,
            summary:
              "The shehnai developed from the pungi, an instrument Emperor Aurangzeb banned; a barber (nai) improved it and it was played in the shah's chambers, hence the name. Bismillah Khan, born in 1916 at Dumraon in Bihar, learnt from his uncle Ali Bux and practised at temples and on the banks of the Ganga in Benaras. He played at the Red Fort on 15 August 1947, was the first Indian invited to perform at the Lincoln Center Hall in the USA, and received the Bharat Ratna in 2001. He refused an offer to settle in the USA, saying he could not leave the Ganga and Benaras.",
          },
          {
            title: "Poem: Wind",
            minutes: 8,
            summary:
              "In this poem by Subramania Bharati (translated from Tamil), the wind breaks shutters, scatters papers and throws down books. The poet says the wind, the god of winds, crushes only weak things: crumbling houses, weak hearts and weak bodies. He urges us to build strong homes, bodies and minds, for then the wind will become our friend. The wind stands for the difficulties of life.",
          },
        ],
        questions: [],
      },
      {
        title: "The Little Girl",
        summary:
          "Katherine Mansfield's story of Kezia, a girl who fears her strict father, and how she comes to understand his love. The unit also includes Coates Kinney's poem 'Rain on the Roof'.",
        lessons: [
          {
            title: "Kezia and Her Father",
            minutes: 12,
            summary:
              "Kezia is afraid of her father, who seems stern and distant; she even stutters when she speaks to him. Her grandmother suggests making a pin-cushion for his birthday, and Kezia stuffs it with papers she finds, which turn out to be his important speech for the Port Authority. He punishes her, and she begins to wonder why some fathers, like their neighbour Mr Macdonald, play happily with their children.",
          },
          {
            title: "A Change of Heart",
            minutes: 10,
            summary:
              "One night, when her mother and grandmother are away at the hospital, Kezia has a terrible nightmare. Her father comes, carries her to his bed and comforts her until she falls asleep. Feeling his tired body, she realises that he works hard all day and has a big heart, and says, 'Poor father!' The story shows how children and parents can misunderstand each other, and how love may be hidden behind strictness.",
          },
          {
            title: "Poem: Rain on the Roof",
            minutes: 8,
            summary:
              "In Coates Kinney's poem, the speaker lies in bed in a cottage while rain patters on the roof. The soft sound brings back many memories, especially of his mother, who used to tuck him into bed when he was a child. The poem shows how a simple sound from nature can awaken memories and feelings of love and comfort.",
          },
        ],
        questions: [],
      },
      {
        title: "A Truly Beautiful Mind",
        summary:
          "A short biography of Albert Einstein, from his childhood in Germany to his scientific achievements and his work for peace. The unit also includes W.B. Yeats's poem 'The Lake Isle of Innisfree'.",
        lessons: [
          {
            title: "Einstein's Early Life",
            minutes: 12,
            summary:
              "Albert Einstein was born in 1879 in Ulm, Germany, and grew up in Munich. He was slow to start talking, and he disliked the strict, rote-learning style of his school, which he left at fifteen. He completed his studies in Switzerland, in Zurich, where he met Mileva Marić, who later became his wife.",
          },
          {
            title: "The Scientist and Peacemaker",
            minutes: 12,
            summary:
              "While working as a technical expert at the patent office in Bern, Einstein published his special theory of relativity in 1905, including the famous equation E = mc², and later his general theory of relativity. He received the Nobel Prize in Physics in 1921. When the Nazis came to power he left Germany for the USA in 1933. In 1939 he wrote to President Roosevelt warning that Germany might build an atomic bomb; after the bombing of Hiroshima and Nagasaki he campaigned for world peace and disarmament until his death in 1955.",
          },
          {
            title: "Poem: The Lake Isle of Innisfree",
            minutes: 10,
            summary:
              "In this poem by W.B. Yeats, the speaker longs to go to Innisfree, a small island in a lake in Ireland. He dreams of building a small cabin of clay and wattles, growing nine bean-rows and keeping a hive for the honey-bee, where 'peace comes dropping slow'. Even while standing on the grey pavements of a city, he hears the lake water lapping 'in the deep heart's core'. The poem contrasts the calm of nature with the noise of city life.",
          },
        ],
        questions: [],
        assignment: {
          title: "A Life in a Timeline",
          instructions:
            "Make an illustrated timeline of at least eight key events in Einstein's life using the chapter. Below it, write a short paragraph (80–100 words) on which of his qualities you admire most and why.",
          maxMarks: 15,
        },
      },
      {
        title: "The Snake and the Mirror",
        summary:
          "A humorous story by Vaikom Muhammad Basheer, translated from Malayalam, about a young doctor's frightening encounter with a snake. The unit also includes Phoebe Cary's poem 'A Legend of the Northland'.",
        lessons: [
          {
            title: "A Vain Young Doctor",
            minutes: 10,
            summary:
              "The narrator, a poor homeopathic doctor, lives in a rented room with no electricity. One night, looking at himself in the mirror, he admires his face and thinks about shaving every day, growing a moustache and marrying a rich, fat lady doctor. The story gently laughs at his vanity and daydreams.",
          },
          {
            title: "Face to Face with a Snake",
            minutes: 12,
            summary:
              "Suddenly a snake drops onto his shoulder and coils around his arm. Terrified, he sits as still as a stone and prays, hardly breathing. The snake then moves towards the mirror, as if to admire its own reflection, and the doctor slips away and runs out. The humour comes from how quickly fear drives away his proud thoughts.",
          },
          {
            title: "Poem: A Legend of the Northland",
            minutes: 8,
            summary:
              "This ballad by Phoebe Cary tells a legend from the far north. Saint Peter, hungry and tired, asks a little woman who is baking cakes for one of them. Each time she makes a cake smaller but still finds it too big to give away. Angry at her greed, Saint Peter turns her into a woodpecker that must bore into wood for its food. The poem teaches kindness and warns against selfishness.",
          },
        ],
        questions: [],
      },
      {
        title: "My Childhood",
        summary:
          "An extract from A.P.J. Abdul Kalam's autobiography 'Wings of Fire' about growing up in Rameswaram. The unit also includes James Kirkup's poem 'No Men Are Foreign'.",
        lessons: [
          {
            title: "Growing Up in Rameswaram",
            minutes: 12,
            summary:
              "Abdul Kalam was born in 1931 in Rameswaram, Tamil Nadu, into a middle-class Tamil family. His father Jainulabdeen was generous and wise, and his mother Ashiamma was kind. His close friends, Ramanadha Sastry, Aravindan and Sivaprakasan, came from orthodox Hindu families, yet they never felt any difference. During the Second World War, when trains stopped halting at Rameswaram and newspaper bundles were thrown from the moving train, he helped his cousin Samsuddin collect them and earned his first wages.",
          },
          {
            title: "Lessons Against Prejudice",
            minutes: 12,
            summary:
              "A new teacher made Kalam, who wore a cap, move away from his friend Ramanadha Sastry on the front bench. Ramanadha's father, the temple priest Lakshmana Sastry, scolded the teacher and told him not to spread social inequality. Kalam's science teacher Sivasubramania Iyer invited him home for a meal; when his wife refused to serve a Muslim boy, Iyer served him himself, and the next week she served Kalam with her own hands. When Kalam left Rameswaram to study at Ramanathapuram, his father encouraged him to go.",
          },
          {
            title: "Poem: No Men Are Foreign",
            minutes: 8,
            summary:
              "James Kirkup's poem says that no people are truly foreign and no country is strange. All humans share the same earth, breathe the same air, and have bodies and hearts like ours. When we hate or fight others, we harm the earth and ourselves. The poem calls for peace and universal brotherhood.",
          },
        ],
        questions: [],
        assignment: {
          title: "A Childhood Friend",
          instructions:
            "Write a 150–200 word descriptive paragraph about a friend or teacher who shaped your childhood, in the style of Kalam's memoir. Include one incident that taught you something about fairness or kindness.",
          maxMarks: 10,
        },
      },
      {
        title: "Reach for the Top",
        summary:
          "Profiles of two women who reached the top through determination: mountaineer Santosh Yadav and tennis player Maria Sharapova. The unit also includes Gieve Patel's poem 'On Killing a Tree'.",
        lessons: [
          {
            title: "Santosh Yadav",
            minutes: 12,
            summary:
              "Santosh Yadav was born in the village of Joniawas in Rewari district, Haryana, where girls were not encouraged to study. She insisted on going to school in Delhi and later studied at Maharani College in Jaipur, where watching climbers in the Aravalli hills inspired her. She trained at the Nehru Institute of Mountaineering in Uttarkashi and climbed Mount Everest twice, in 1992 and 1993, becoming the only woman to do so twice at that time. She was awarded the Padma Shri and also worked to clean up the Himalayas.",
          },
          {
            title: "Maria Sharapova",
            minutes: 10,
            summary:
              "Maria Sharapova was born in Siberia, Russia, in 1987. At nine she was sent to the USA to train in tennis, and was separated from her mother for two years while her father worked to pay for her training. Lonely and often humiliated, she stayed focused on her goal. In 2005, at just eighteen, she became the world's number one woman tennis player.",
          },
          {
            title: "Poem: On Killing a Tree",
            minutes: 8,
            summary:
              "Gieve Patel's poem says that a simple jab of a knife cannot kill a tree, because it has grown slowly for years, drawing food from the earth, and will sprout again. To kill it, the root must be pulled out of the earth and exposed to sun and air, until it browns, hardens, twists and withers. The poem uses a detached tone to make us feel the cruelty of cutting trees and the strength of nature.",
          },
        ],
        questions: [],
      },
      {
        title: "Kathmandu",
        summary:
          "Vikram Seth's travel account of Kathmandu, contrasting the bustling Pashupatinath temple with the calm Boudhanath stupa. The unit also includes William Wordsworth's poem 'A Slumber Did My Spirit Seal'.",
        lessons: [
          {
            title: "Two Sacred Places",
            minutes: 12,
            summary:
              "At the Hindu temple of Pashupatinath, the author finds a noisy, crowded scene: priests, hawkers, devotees, tourists and even monkeys, with a sign saying only Hindus may enter. The holy Bagmati river flows by, with washing and cremation on its banks, and a small shrine on a stone platform is believed to signal the end of the world when it fully emerges. At the Buddhist Boudhanath stupa, by contrast, he feels a sense of stillness and calm.",
          },
          {
            title: "The Streets of Kathmandu",
            minutes: 10,
            summary:
              "Kathmandu's narrow streets are vivid and busy, full of small shops, fruit sellers, flute sellers and hawkers selling postcards and souvenirs. The author eats corn, buys a bar of marzipan and reads comics. He is especially drawn to a flute seller whose music makes him reflect on how the flute is found in almost every culture. Seth's detailed description helps readers see, hear and smell the city.",
          },
          {
            title: "Poem: A Slumber Did My Spirit Seal",
            minutes: 8,
            summary:
              "In this short poem by William Wordsworth, the speaker says that he once felt no human fears and thought the girl he loved could never be touched by time. Now she has died: she has no motion or force, she neither hears nor sees, and she is 'rolled round in earth's diurnal course, with rocks, and stones, and trees'. The poem expresses grief and the idea that in death she has become part of nature.",
          },
        ],
        questions: [],
      },
      {
        title: "If I Were You",
        summary:
          "A one-act play by Douglas James in which a man outwits a criminal who plans to kill him and take over his identity.",
        lessons: [
          {
            title: "The Intruder's Plan",
            minutes: 12,
            summary:
              "Gerrard, who lives alone in a remote cottage and works in the theatre, is surprised by an armed intruder. The intruder is a criminal on the run who has killed a policeman. He has studied Gerrard's life and plans to shoot him and take over his identity, since they look alike and Gerrard has few visitors.",
          },
          {
            title: "Gerrard Turns the Tables",
            minutes: 12,
            summary:
              "Gerrard stays calm and uses his quick wit. He claims that he too is a wanted criminal and that the police are coming for him, so taking his identity would be dangerous. He offers the intruder a way to escape through what he says is a door to the garage, but it is really a cupboard, and he locks the man inside. The play shows how presence of mind and intelligence can defeat force.",
          },
        ],
        questions: [],
        assignment: {
          title: "Perform a Scene",
          instructions:
            "In pairs, rehearse and present the scene in which Gerrard tricks the intruder, using voice and expression to show each character's mood. Then write a 100-word note on the qualities of Gerrard that help him survive.",
          maxMarks: 15,
        },
      },
      {
        title: "Moments: The Lost Child",
        summary:
          "Mulk Raj Anand's story of a small boy who gets lost at a village fair and discovers what really matters to him.",
        lessons: [
          {
            title: "At the Fair",
            minutes: 10,
            summary:
              "A child goes to a spring fair with his parents. He wants everything he sees: toys, sweets, a garland of gulmohur flowers, balloons, a ride on the roundabout and a look at the snake-charmer. Each time his parents refuse, or he knows they will, so he moves on without asking.",
          },
          {
            title: "Lost in the Crowd",
            minutes: 10,
            summary:
              "Suddenly the child realises his parents are gone. Terrified, he runs about crying for them in the crowd. A kind man lifts him up and offers him all the things he had wanted earlier, but the child refuses each one, sobbing, 'I want my mother, I want my father!' The story shows that a child's greatest need is the love and security of his parents.",
          },
        ],
        questions: [],
        assignment: {
          title: "Retell the Story",
          instructions:
            "Retell 'The Lost Child' in 150–200 words from the point of view of the stranger who found the boy. Describe what he saw and felt, and how he tried to comfort the child.",
          maxMarks: 10,
        },
      },
      {
        title: "Moments: The Adventures of Toto",
        summary:
          "Ruskin Bond's funny story about Toto, a mischievous monkey his grandfather bought, and the trouble he caused.",
        lessons: [
          {
            title: "Toto Joins the Family",
            minutes: 10,
            summary:
              "The narrator's grandfather buys Toto, a pretty little monkey, from a tonga-driver for five rupees. Toto is hidden in a cupboard and then kept in the stable with Nana the donkey, but he tears wallpaper and causes chaos. When Grandfather takes him to Saharanpur in a bag, the ticket collector insists he pay a fare for Toto as if he were a dog.",
          },
          {
            title: "Too Naughty to Keep",
            minutes: 10,
            summary:
              "Toto takes warm baths and once nearly boils himself in a kettle. At a family gathering he is found eating the pulao and throws a plate when the family tries to stop him. The family cannot afford the damage he does to dishes, clothes and curtains, and Grandfather sells him back to the tonga-driver for only three rupees. The story is a lively comedy about an animal that cannot be tamed.",
          },
        ],
        questions: [],
      },
      {
        title: "Moments: Iswaran the Storyteller",
        summary:
          "R.K. Laxman's story of a cook named Iswaran whose gift for telling thrilling stories ends up frightening his employer away.",
        lessons: [
          {
            title: "The Cook Who Told Tales",
            minutes: 10,
            summary:
              "Mahendra is a junior supervisor who moves from one worksite to another, and his cook Iswaran goes wherever he goes. Iswaran is resourceful and can find vegetables in the middle of a forest, but his real talent is storytelling, full of suspense and drama. He tells how he once stopped a rampaging elephant by hitting its toenail with a stick.",
          },
          {
            title: "The Ghost Story",
            minutes: 10,
            summary:
              "One day Iswaran tells Mahendra that their site is haunted by the ghost of a woman carrying a foetus, seen on full-moon nights. Mahendra laughs at first, but later, awake at night, he sees a dark figure holding a bundle outside his window. Frightened, he decides to leave the haunted place. The story shows the power of a good storyteller over his listeners.",
          },
        ],
        questions: [],
      },
      {
        title: "Moments: In the Kingdom of Fools",
        summary:
          "A Kannada folktale retold by A.K. Ramanujan about a foolish king and minister, and a wise guru who outwits them.",
        lessons: [
          {
            title: "A Strange Kingdom",
            minutes: 10,
            summary:
              "A guru and his disciple arrive in a kingdom where night is day and day is night, and every item costs the same, one duddu. The greedy disciple decides to stay, enjoying cheap food, though the guru warns him that a kingdom of fools is not safe. When a thief's house wall collapses on him, the foolish king passes the blame from one person to another until he sentences a merchant to death.",
          },
          {
            title: "The Guru's Trick",
            minutes: 10,
            summary:
              "The merchant is too thin for the stake, so the king orders that a fat man be found, and the well-fed disciple is caught. The guru arrives and whispers a plan: both of them insist on being executed first, claiming that whoever dies on that stake will be reborn as king. Wanting to stay king, the foolish king has himself and his minister put to death instead. The tale shows how wisdom can overcome foolish power.",
          },
        ],
        questions: [],
      },
      {
        title: "Moments: The Happy Prince",
        summary:
          "Oscar Wilde's story about a golden statue and a swallow who give away everything to help the poor of a city.",
        lessons: [
          {
            title: "The Statue and the Swallow",
            minutes: 12,
            summary:
              "The statue of the Happy Prince stands high above a city, covered with gold leaf, with sapphires for eyes and a ruby on his sword-hilt. A swallow, on its way to Egypt for winter, rests at his feet and finds the prince weeping at the misery he can now see. The prince asks the swallow to take the ruby to a poor seamstress with a sick child, then his sapphire eyes to a poor young playwright and a little match-girl.",
          },
          {
            title: "The Two Most Precious Things",
            minutes: 12,
            summary:
              "The swallow stays with the blind prince and gives the poor the gold leaf from his body, until winter comes and it dies at his feet; the prince's lead heart cracks. The Town Councillors melt down the now shabby statue, but the broken heart will not melt and is thrown on a dust-heap with the dead bird. When God asks an angel for the two most precious things in the city, the angel brings the lead heart and the dead swallow. The story celebrates selfless love and sacrifice.",
          },
        ],
        questions: [],
        assignment: {
          title: "Acts of Kindness",
          instructions:
            "Write a 150–200 word paragraph explaining why the angel chose the lead heart and the dead bird as the most precious things in the city. Relate it to one act of kindness you have seen in real life.",
          maxMarks: 10,
        },
      },
      {
        title: "Moments: The Last Leaf",
        summary:
          "O. Henry's story of a sick young artist who loses the will to live, and an old painter who saves her with a masterpiece.",
        lessons: [
          {
            title: "Counting the Leaves",
            minutes: 10,
            summary:
              "Johnsy, a young artist, falls ill with pneumonia and loses hope. Lying in bed, she watches the leaves fall from an ivy creeper on the wall outside and believes she will die when the last leaf falls. Her friend Sue, worried, tells their neighbour Behrman, an old painter who has always talked of painting a masterpiece but never has.",
          },
          {
            title: "Behrman's Masterpiece",
            minutes: 10,
            summary:
              "After a night of cold rain and storm, one leaf still clings to the vine, and the next day too. Seeing it, Johnsy feels ashamed of wanting to die and begins to recover. Sue then reveals that Behrman died of pneumonia after painting that leaf on the wall on the stormy night. The leaf was his masterpiece, and the story shows the power of hope and self-sacrifice.",
          },
        ],
        questions: [],
      },
      {
        title: "Moments: A House Is Not a Home",
        summary:
          "Zan Gaudioso's true account of a teenager who loses his home in a fire and learns the value of people over possessions.",
        lessons: [
          {
            title: "A Difficult Year",
            minutes: 10,
            summary:
              "At fourteen, the narrator moves to a new school and feels lonely and lost. Soon afterwards, his house catches fire one Sunday and he and his mother escape. He watches everything they own burn, and he is also heartbroken because his cat is missing.",
          },
          {
            title: "Kindness from Strangers",
            minutes: 10,
            summary:
              "He returns to school with nothing. To his surprise, his schoolmates arrive with school supplies, books, clothes and other gifts, and he finally makes friends. Later, a woman finds his cat and brings it back to him. He learns that a home is made by the people who care for us, not by the things in a house.",
          },
        ],
        questions: [],
      },
      {
        title: "Moments: The Beggar",
        summary:
          "Anton Chekhov's story of how an act of quiet compassion changed the life of a drunken beggar.",
        lessons: [
          {
            title: "Sergei and Lushkoff",
            minutes: 10,
            summary:
              "Lushkoff, a ragged, drunken beggar, tells the lawyer Sergei a string of lies to get money. Sergei catches him lying and, to test him, offers him work chopping wood. Lushkoff, too proud to refuse, follows Sergei's cook Olga to the woodshed. Sergei later finds him regular small jobs and recommends him to a friend for copying work.",
          },
          {
            title: "Olga's Kindness",
            minutes: 10,
            summary:
              "Two years later, Sergei meets Lushkoff, now a respectable notary. Lushkoff thanks him but reveals that it was really Olga who saved him: she scolded him, wept over him and chopped the wood herself every time, and her sympathy made him give up drinking. The story shows that true compassion, not just charity, can transform a person.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 9,
    slug: "social-studies",
    name: "Social Studies",
    description:
      "History, geography, political science and economics from the four NCERT Class 9 social science books, linking past events to India's land, democracy and economy today.",
    color: "orange",
    isFree: false,
    textbook:
      "India and the Contemporary World – I (History), Contemporary India – I (Geography), Democratic Politics – I (Political Science) and Economics — Textbooks for Class IX (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "History: The French Revolution",
        summary:
          "Traces how the French Revolution of 1789 overthrew the monarchy and spread the ideas of liberty, equality and fraternity. Covers French society before 1789, the outbreak of revolution, the Republic and the Terror, and the Revolution's legacy.",
        lessons: [
          {
            title: "French Society in the Late Eighteenth Century",
            minutes: 14,
            summary:
              "In 1774 Louis XVI became king of a France burdened with debt from wars. Society was divided into three estates: the clergy (First Estate) and nobility (Second Estate) enjoyed privileges and paid no taxes to the state, while the Third Estate, made up of peasants, workers and the middle class, paid the taxes, including the taille (a direct tax) and tithes to the Church. Rising population and bread prices caused a subsistence crisis, and thinkers like John Locke, Rousseau (The Social Contract) and Montesquieu (separation of powers) questioned privilege by birth.",
          },
          {
            title: "The Outbreak of the Revolution",
            minutes: 14,
            summary:
              "Louis XVI called the Estates General in May 1789 to approve new taxes, but the Third Estate demanded voting by head rather than by estate. Its members declared themselves a National Assembly and took the Tennis Court Oath not to disperse until they had drafted a constitution. On 14 July 1789 an angry crowd stormed the Bastille, a fortress-prison hated as a symbol of royal power. The Assembly passed the Declaration of the Rights of Man and Citizen, and the 1791 constitution made France a constitutional monarchy, though only active citizens (men who paid taxes) could vote.",
          },
          {
            title: "France Becomes a Republic",
            minutes: 12,
            summary:
              "In 1792 the Jacobins, led by Maximilien Robespierre, gained power; France became a republic, and Louis XVI was executed in January 1793. From 1793 to 1794 Robespierre's rule, known as the Reign of Terror, punished suspected enemies with the guillotine, until he himself was executed in 1794. A Directory of five members then governed, but its weakness paved the way for Napoleon Bonaparte, who crowned himself emperor in 1804.",
          },
          {
            title: "The Legacy of the Revolution",
            minutes: 10,
            summary:
              "Women took an active part, forming political clubs; Olympe de Gouges demanded equal rights for women, and French women finally won the right to vote in 1946. The Jacobin government abolished slavery in the French colonies in 1794; Napoleon reintroduced it, and it was finally abolished in 1848. Censorship was abolished and new ideas spread through newspapers, songs and plays. The ideas of liberty and democratic rights inspired later movements across the world, including Indian thinkers such as Raja Rammohan Roy.",
          },
        ],
        questions: [],
        assignment: {
          title: "Revolution Newspaper",
          instructions:
            "Design a one-page newspaper dated July 1789 reporting the storming of the Bastille. Include a headline, a news report, an interview with a member of the Third Estate and a short editorial on the ideas of liberty and equality.",
          maxMarks: 20,
        },
      },
      {
        title: "History: Socialism in Europe and the Russian Revolution",
        summary:
          "Explains the rise of socialist ideas in Europe and how the Russian Revolution of 1917 created the world's first socialist state. Covers the fall of the Tsar, the Bolshevik seizure of power and the changes that followed.",
        lessons: [
          {
            title: "Liberals, Radicals, Conservatives and Socialists",
            minutes: 12,
            summary:
              "After the French Revolution, Europeans held different views on change. Liberals wanted representative government and individual rights but not votes for all; radicals wanted government by the majority; conservatives resisted rapid change. Socialists opposed private property, seeing it as the root of social ills; Karl Marx and Friedrich Engels argued that workers must overthrow capitalism to build a communist society where property is held in common.",
          },
          {
            title: "The Russian Empire and the 1905 Revolution",
            minutes: 12,
            summary:
              "In 1914 Tsar Nicholas II ruled Russia, where most people were peasants and industrial workers faced long hours and low wages. In 1905, troops fired on a peaceful workers' procession in St Petersburg led by Father Gapon, an event called Bloody Sunday, which sparked strikes and protests. The Tsar allowed an elected consultative parliament, the Duma, but soon curbed its powers. The First World War brought huge losses, food shortages and growing discontent.",
          },
          {
            title: "The February and October Revolutions of 1917",
            minutes: 14,
            summary:
              "In February 1917, food shortages led to strikes in Petrograd; soldiers joined the workers, the Tsar abdicated, and a Provisional Government took over. Lenin returned from exile and, in his April Theses, demanded an end to the war, land for the peasants and nationalisation of banks. In October 1917 the Bolsheviks, through a Military Revolutionary Committee led by Leon Trotsky, seized power. Industry and banks were nationalised, land was declared social property, and the party was renamed the Russian Communist Party (Bolshevik).",
          },
          {
            title: "The Soviet Union and Its Legacy",
            minutes: 12,
            summary:
              "A civil war followed between the Bolsheviks ('reds') and their opponents ('whites' and socialist revolutionaries). Under Stalin, from the late 1920s, centralised five-year plans pushed rapid industrialisation, and farms were forcibly collectivised into kolkhoz; those who resisted were punished. Though the USSR became an industrial power, this came at a heavy human cost. The Revolution inspired socialist and communist movements around the world, including in India.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Nazism and the Rise of Hitler",
        summary:
          "Examines how Hitler and the Nazi Party rose to power in Germany after the First World War and built a brutal, racist dictatorship. Covers the Weimar Republic, Nazi ideology, youth in Nazi Germany and the Holocaust.",
        lessons: [
          {
            title: "The Weimar Republic and Its Problems",
            minutes: 12,
            summary:
              "After Germany's defeat in the First World War, the democratic Weimar Republic was forced to accept the harsh Treaty of Versailles, losing territory and paying heavy reparations. When Germany refused to pay in 1923, France occupied the Ruhr, and printing money led to hyperinflation that made the mark almost worthless. The Great Depression from 1929 brought mass unemployment, and people lost faith in the democratic system.",
          },
          {
            title: "Hitler's Rise to Power",
            minutes: 14,
            summary:
              "Adolf Hitler built the National Socialist (Nazi) Party by promising to restore Germany's dignity, create jobs and undo the Treaty of Versailles. His powerful speeches, rallies and propaganda won mass support, and in January 1933 President Hindenburg appointed him Chancellor. Using the Fire Decree and the Enabling Act of March 1933, he suspended civic rights, banned other parties and trade unions and ruled as a dictator, using special forces such as the SS and the Gestapo.",
          },
          {
            title: "Nazi Ideology and the Holocaust",
            minutes: 14,
            summary:
              "The Nazis believed in a racial hierarchy with 'pure' Aryans at the top and Jews at the bottom, and in lebensraum, or living space, to be won by conquering land in the east. Laws such as the Nuremberg Laws of 1935 stripped Jews of citizenship; Jews, Roma (Gypsies), disabled people and others were persecuted and millions were killed in gas chambers, a genocide known as the Holocaust. Germany's invasion of Poland in 1939 started the Second World War, which ended with Germany's defeat in 1945.",
          },
          {
            title: "Youth, Women and Propaganda",
            minutes: 10,
            summary:
              "Schools were purged of 'undesirable' teachers and children, and young people were trained in Nazi ideas through the Hitler Youth. Women were told that their main role was to be good mothers of pure-blooded Aryan children. Propaganda through films, posters, radio and slogans spread hatred of Jews and loyalty to Hitler. Understanding how ordinary people came to accept this helps us guard against hatred and dictatorship today.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Forest Society and Colonialism",
        summary:
          "Shows how colonial rule in India and Java changed the use of forests and the lives of forest communities. Covers deforestation, scientific forestry, forest laws and the rebellions they provoked.",
        lessons: [
          {
            title: "Why Forests Disappeared",
            minutes: 12,
            summary:
              "Under colonial rule, forests were cleared to grow commercial crops like jute, sugar, wheat and cotton, which the British needed, and to expand cultivation. Oak forests in England were running out, so Indian teak and sal were cut for ship-building. From the 1850s the spread of railways needed huge numbers of wooden sleepers and fuel for locomotives, and large areas were also cleared for tea, coffee and rubber plantations.",
          },
          {
            title: "Scientific Forestry and Forest Laws",
            minutes: 14,
            summary:
              "The British appointed a German expert, Dietrich Brandis, as the first Inspector General of Forests in India. The Indian Forest Service was set up in 1864, and the Indian Forest Act of 1865, amended in 1878, divided forests into reserved, protected and village forests. 'Scientific forestry' replaced natural forests with rows of a single type of tree. Villagers lost access to forest produce for fuel, fodder and food, shifting cultivation was banned, and many communities were labelled 'criminal' or forced to work for the forest department.",
          },
          {
            title: "Rebellion in the Forest: Bastar",
            minutes: 10,
            summary:
              "Bastar, in present-day Chhattisgarh, is home to communities such as the Gonds, Dhurwas, Murias and Bhatras. When the colonial government reserved two-thirds of the forest in 1905 and stopped shifting cultivation, hunting and collection of forest produce, people were angered. In 1910 they rose in rebellion, with Gunda Dhur of Nethanar village as an important leader, attacking police stations and markets. The British crushed the revolt, but work on reserving more forest was later reduced.",
          },
          {
            title: "Forest Transformations in Java",
            minutes: 10,
            summary:
              "In Java, now part of Indonesia, the Dutch colonial rulers introduced forest laws that restricted villagers' access, and used the skilled Kalang forest cutters for their timber work. Villagers were made to provide free labour and buffaloes for cutting and transporting timber. Around 1890, Surontiko Samin began a movement questioning state ownership of forests, arguing that the state had not created the wind, water, earth and wood. The Saminists protested by lying down on their land or refusing to pay taxes and fines.",
          },
        ],
        questions: [],
        assignment: {
          title: "Voices from the Forest",
          instructions:
            "Imagine you are a villager in Bastar in 1910. Write a 200-word letter to the colonial forest department explaining how the new forest laws have changed your daily life, and what you would ask them to change.",
          maxMarks: 15,
        },
      },
      {
        title: "History: Pastoralists in the Modern World",
        summary:
          "Studies nomadic pastoral communities in India and Africa and how colonial rule changed their lives. Covers seasonal movement, colonial laws and the experience of the Maasai.",
        lessons: [
          {
            title: "Pastoral Nomads and Their Movements",
            minutes: 12,
            summary:
              "Pastoralists move with their herds according to the seasons to find pasture. The Gujjar Bakarwals of Jammu and Kashmir move in groups called kafila between the Shiwalik hills in winter and the high meadows in summer, and the Gaddi shepherds of Himachal Pradesh follow a similar cycle. On the plateaus, the Dhangars of Maharashtra move between the dry central plateau and the Konkan, where farmers welcome their flocks to manure the fields. The Raikas of Rajasthan combine cultivation with herding camels, sheep and goats.",
          },
          {
            title: "Colonial Rule and Pastoral Life",
            minutes: 14,
            summary:
              "Colonial rule harmed pastoralists in several ways. Waste Land Rules turned grazing lands into cultivated land given to selected individuals; Forest Acts closed many forests to grazing; the Criminal Tribes Act of 1871 labelled many nomadic communities as criminal and restricted their movement; and a grazing tax was imposed on animals. As pasture shrank, herds declined and pastoralists changed their routes, settled down or took up other work.",
          },
          {
            title: "The Maasai of East Africa",
            minutes: 10,
            summary:
              "The Maasai are cattle herders of East Africa. In 1885, Maasailand was cut in half by a boundary between British Kenya and German Tanganyika, and they lost about 60 per cent of their pre-colonial lands to white settlers, cultivation and game reserves such as the Maasai Mara and Serengeti. Restrictions on movement and repeated droughts led to the loss of many cattle. Despite these pressures, pastoral communities have adapted by changing paths, combining herding with other work and demanding their rights.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: India – Size and Location",
        summary:
          "Describes India's location on the globe, its size and its relationship with neighbouring countries. Explains latitude, longitude, the Standard Meridian and India's central position in the Indian Ocean.",
        lessons: [
          {
            title: "Location and Size",
            minutes: 12,
            summary:
              "India lies entirely in the Northern Hemisphere, between latitudes 8°4'N and 37°6'N and longitudes 68°7'E and 97°25'E. The Tropic of Cancer (23°30'N) divides the country into almost two equal parts. With an area of 3.28 million square km, about 2.4 per cent of the world's area, India is the seventh-largest country. Its land boundary is about 15,200 km, and its coastline, including the islands, is about 7,516.6 km long.",
          },
          {
            title: "Standard Time and the Indian Ocean",
            minutes: 10,
            summary:
              "From Gujarat in the west to Arunachal Pradesh in the east there is a time difference of about two hours, so the longitude 82°30'E, passing through Mirzapur in Uttar Pradesh, is taken as the Standard Meridian for Indian Standard Time. India is centrally placed in the Indian Ocean, the only ocean named after a country, and its long coastline gives it close links with West Asia, Africa, Europe and East Asia. The Suez Canal, opened in 1869, reduced India's distance from Europe by 7,000 km.",
          },
          {
            title: "India and Its Neighbours",
            minutes: 10,
            summary:
              "India shares land boundaries with Pakistan and Afghanistan in the north-west, China, Nepal and Bhutan in the north, and Myanmar and Bangladesh in the east. Across the sea to the south lie Sri Lanka and the Maldives; Sri Lanka is separated by the Palk Strait and the Gulf of Mannar. India has had strong cultural and historical links with its neighbours through trade and the exchange of ideas, and its position on the old land routes helped spread ideas such as the Upanishads, the Ramayana and the decimal system.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Physical Features of India",
        summary:
          "Describes the major physiographic divisions of India and how they were formed. Covers the Himalayas, the Northern Plains, the Peninsular Plateau, the Indian Desert, the Coastal Plains and the Islands.",
        lessons: [
          {
            title: "The Himalayan Mountains",
            minutes: 14,
            summary:
              "The Himalayas are young fold mountains along India's northern border. They have three parallel ranges: the Great Himalayas or Himadri, the highest, with an average height of about 6,000 m; the Lesser Himalayas or Himachal; and the outermost Shiwaliks. Longitudinal valleys between the Himachal and the Shiwaliks are called duns, such as Dehra Dun. From west to east, the Himalayas are also divided into the Punjab, Kumaon, Nepal and Assam Himalayas.",
          },
          {
            title: "The Northern Plains",
            minutes: 12,
            summary:
              "The Northern Plains were formed by deposits of the Indus, Ganga and Brahmaputra river systems, and are among the most fertile and densely populated regions in the world. Near the foothills lies the bhabar, a belt of pebbles where streams disappear, followed by the wet, swampy terai. Older alluvium forming terraces is called bhangar, and newer, more fertile deposits in the floodplains are called khadar.",
          },
          {
            title: "The Peninsular Plateau and the Desert",
            minutes: 12,
            summary:
              "The Peninsular Plateau is a tableland of old crystalline, igneous and metamorphic rocks, formed from the ancient Gondwana land. It has two parts: the Central Highlands north of the Narmada and the triangular Deccan Plateau to its south. It is edged by the continuous, higher Western Ghats and the discontinuous, lower Eastern Ghats; Anai Mudi is the highest peak of the peninsula. The Indian (Thar) Desert lies west of the Aravali hills, with little rainfall and sand dunes.",
          },
          {
            title: "The Coastal Plains and the Islands",
            minutes: 10,
            summary:
              "A narrow coastal plain runs along the Arabian Sea, divided into the Konkan, Kannad and Malabar coasts; the wider eastern plain along the Bay of Bengal includes the Northern Circar and the Coromandel Coast, with large deltas and Chilika Lake, the largest saltwater lake in India. The Lakshadweep Islands in the Arabian Sea are made of coral, while the Andaman and Nicobar Islands in the Bay of Bengal are larger and more numerous. Each physical division complements the others and makes India rich in natural resources.",
          },
        ],
        questions: [],
        assignment: {
          title: "Physical Map of India",
          instructions:
            "On an outline map of India, mark and label the three Himalayan ranges, the Northern Plains, the Central Highlands, the Deccan Plateau, the Western and Eastern Ghats, the Thar Desert, the coastal plains and the two island groups. Add a key and a short note on one way each region is useful to people.",
          maxMarks: 20,
        },
      },
      {
        title: "Geography: Drainage",
        summary:
          "Describes India's river systems and lakes. Compares Himalayan and Peninsular rivers and discusses the importance of rivers and the problem of river pollution.",
        lessons: [
          {
            title: "Himalayan Rivers",
            minutes: 14,
            summary:
              "The major Himalayan rivers are the Indus, the Ganga and the Brahmaputra. They are perennial, fed by both rain and melting snow, and they carve deep gorges and carry large amounts of silt. The Indus rises in Tibet near Lake Mansarovar. The Ganga is formed when the Bhagirathi and the Alaknanda meet at Devprayag; it is joined by the Yamuna at Prayagraj and forms, with the Brahmaputra, the Sundarban Delta, the world's largest delta. The Brahmaputra rises in Tibet, enters India in Arunachal Pradesh and forms riverine islands such as Majuli in Assam.",
          },
          {
            title: "Peninsular Rivers",
            minutes: 12,
            summary:
              "Peninsular rivers are mostly seasonal, since they depend on rainfall. The main water divide is formed by the Western Ghats, so most rivers such as the Mahanadi, Godavari, Krishna and Kaveri flow east into the Bay of Bengal and form deltas. The Godavari, the largest Peninsular river, is also called the Dakshin Ganga. The Narmada and the Tapi flow west through rift valleys and form estuaries; the Narmada forms the Marble Rocks and Dhuadhar Falls near Jabalpur.",
          },
          {
            title: "Lakes and the Role of Rivers",
            minutes: 10,
            summary:
              "India has freshwater lakes like Wular, Dal and Loktak, and saltwater lakes such as Sambhar in Rajasthan; lagoons like Chilika and Pulicat lie along the coast. Rivers have been central to human life, supplying water for drinking, irrigation, navigation and hydroelectric power. Growing demand and the discharge of untreated sewage and industrial waste have polluted many rivers, and programmes to clean them, such as the National River Conservation Plan, aim to restore their health.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Climate",
        summary:
          "Explains the factors that control India's climate and the working of the monsoon. Describes the four seasons and the distribution of rainfall across India.",
        lessons: [
          {
            title: "Factors Affecting India's Climate",
            minutes: 12,
            summary:
              "Climate is the sum of weather conditions over a long period, about thirty years. India's climate is affected by latitude (the Tropic of Cancer passes through its middle), altitude (the Himalayas block cold Central Asian winds), pressure and wind systems, distance from the sea and relief. Places far from the sea, such as parts of Rajasthan, have extreme temperatures, while coastal places have a moderate climate. Jet streams and western cyclonic disturbances from the Mediterranean also influence India's weather, bringing winter rain to the north-west.",
          },
          {
            title: "The Indian Monsoon",
            minutes: 14,
            summary:
              "The word monsoon comes from the Arabic 'mausim', meaning season, and refers to the seasonal reversal of winds. In summer, the land heats up and low pressure develops over northern India, drawing in moist south-west winds from the Indian Ocean. The monsoon usually reaches the southern tip of India in the first week of June and covers the whole country by early to mid-July, arriving suddenly with heavy rain, called the 'burst' of the monsoon. Breaks in the monsoon, when rain stops for a while, are common.",
          },
          {
            title: "The Seasons of India",
            minutes: 12,
            summary:
              "India has four main seasons. The cold weather season (mid-November to February) is clear and dry in most places. The hot weather season (March to May) brings the loo, hot dry winds in the north, and pre-monsoon showers like mango showers in Kerala and Karnataka. The advancing monsoon (June to September) brings most of the rain, and the retreating monsoon (October–November) causes 'October heat', while the Tamil Nadu coast gets much of its rain from the north-east winds in this season. Mawsynram in Meghalaya receives the highest average rainfall in the world.",
          },
        ],
        questions: [],
        assignment: {
          title: "Monsoon Watch",
          instructions:
            "Collect daily rainfall and temperature data for your town for two weeks (from a newspaper or weather report), present it as a table and a simple graph, and write a short paragraph connecting your observations to the season described in the chapter.",
          maxMarks: 15,
        },
      },
      {
        title: "Geography: Natural Vegetation and Wildlife",
        summary:
          "Describes the types of natural vegetation found in India and the factors that shape them. Discusses India's wildlife and the need to conserve it.",
        lessons: [
          {
            title: "Factors Affecting Vegetation",
            minutes: 10,
            summary:
              "Natural vegetation is the plant community that has grown naturally without human help. The kind of vegetation in a place depends on relief (land and soil) and climate (temperature, sunlight and rainfall). India is one of the world's twelve mega-biodiversity countries, with a large number of plant and animal species, but much of its natural vegetation has been changed by farming and other human activity.",
          },
          {
            title: "Types of Vegetation",
            minutes: 14,
            summary:
              "Tropical evergreen forests grow where rainfall is over 200 cm, such as the Western Ghats and the north-east; they are dense and have trees like ebony, mahogany and rosewood. Tropical deciduous (monsoon) forests grow with 70–200 cm of rain and shed their leaves in the dry season; teak, sal, bamboo and sandalwood are common. Thorn forests and scrubs, with acacias, cacti and euphorbias, grow where rainfall is below 70 cm. Montane forests change with altitude, from wet temperate forests to coniferous forests and alpine grasslands, and mangrove forests, such as the Sundarbans with its sundari trees, grow in coastal deltas.",
          },
          {
            title: "Wildlife and Its Conservation",
            minutes: 10,
            summary:
              "India has a rich variety of animals: elephants in Assam, Karnataka and Kerala, the one-horned rhinoceros in Assam and West Bengal, the Asiatic lion in the Gir forest of Gujarat and tigers in many forests including the Sundarbans. Habitat loss, hunting, pollution and forest fires threaten many species. To protect them, India has set up national parks, wildlife sanctuaries and biosphere reserves and runs special projects for animals such as the tiger.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Population",
        summary:
          "Examines the size, distribution and growth of India's population. Explains the processes of population change: births, deaths and migration.",
        lessons: [
          {
            title: "Population Size and Distribution",
            minutes: 12,
            summary:
              "According to the 2011 Census, India had about 1,210.6 million people, around 17.5 per cent of the world's population, on only 2.4 per cent of the world's area. Population is unevenly spread: Uttar Pradesh is the most populous state, while Himalayan states like Sikkim have very small populations. Population density, the number of people per square km, was 382 in 2011, with the highest densities in the fertile plains and the lowest in hilly and desert areas.",
          },
          {
            title: "Population Growth and Its Processes",
            minutes: 12,
            summary:
              "Population growth can be measured as the absolute increase or as the annual growth rate in per cent. India's population grows through the natural increase (the birth rate minus the death rate) and through migration. Since 1981 the birth rate has declined gradually, but because of the large base, the absolute numbers added each year remain very large. Migration within India, mainly from villages to cities, changes where people live and has led to the rapid growth of cities.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: What is Democracy? Why Democracy?",
        summary:
          "Builds a definition of democracy by examining examples of democratic and non-democratic governments. Discusses the key features of democracy and the arguments for and against it.",
        lessons: [
          {
            title: "What Is Democracy?",
            minutes: 12,
            summary:
              "The simplest definition is that democracy is a form of government in which the rulers are elected by the people. But examples show this is not enough: in Pakistan, General Musharraf took power in a military coup in 1999 and later held elections while keeping real power himself; in China, elections are held but only the Communist Party and parties it approves can take part; and in Mexico, one party (the PRI) won every election from 1930 until 2000 through unfair means. So elections alone do not make a country a democracy.",
          },
          {
            title: "Features of Democracy",
            minutes: 14,
            summary:
              "A democracy has four key features: first, major decisions are taken by elected leaders, not by the army or unelected officials. Second, elections offer a real choice and fair opportunity to change the rulers. Third, each adult citizen has one vote and each vote has equal value. Fourth, a democratic government rules within limits set by the constitution and citizens' rights. In Zimbabwe, for example, Robert Mugabe's party won elections repeatedly while using unfair practices, so it was not truly democratic.",
          },
          {
            title: "Why Democracy?",
            minutes: 10,
            summary:
              "Critics say leaders keep changing, party competition causes instability, decisions are delayed, and corruption can occur. Yet democracy is better than other forms of government because it is more accountable to people's needs, improves the quality of decision-making through discussion, allows peaceful ways to deal with differences, enhances the dignity of citizens and allows mistakes to be corrected. A broader meaning of democracy also applies to families, schools and organisations, not just governments.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: Constitutional Design",
        summary:
          "Explains why democracies need a constitution, using the example of South Africa, and how the Indian Constitution was made. Discusses the values expressed in the Preamble.",
        lessons: [
          {
            title: "Democratic Constitution in South Africa",
            minutes: 12,
            summary:
              "Under apartheid, South Africa's white minority government discriminated against the Black majority and other non-white people, segregating them in every sphere of life. Nelson Mandela and others of the African National Congress were jailed; Mandela spent 28 years in prison. After apartheid ended, the first democratic elections were held in 1994 and Mandela became President. The new constitution, adopted in 1996, gave extensive rights to all citizens, showing how a constitution can bring former enemies together.",
          },
          {
            title: "Why Do We Need a Constitution?",
            minutes: 10,
            summary:
              "A constitution is a set of written rules accepted by all people living together in a country. It generates trust among different groups, specifies how the government will be formed and who will make decisions, lays down limits on the government's powers, and expresses the aspirations of the people about building a good society. It is the supreme law that decides the relationship between the people and the government.",
          },
          {
            title: "Making the Indian Constitution",
            minutes: 14,
            summary:
              "The Indian Constitution was drawn up by the Constituent Assembly, elected in July 1946, which first met in December 1946. Leaders of the freedom movement had already agreed on ideas like universal adult franchise and the right to freedom. Dr B.R. Ambedkar chaired the Drafting Committee, and the Assembly debated every clause carefully. The Constitution was adopted on 26 November 1949 and came into force on 26 January 1950, now celebrated as Republic Day.",
          },
          {
            title: "Values in the Preamble",
            minutes: 10,
            summary:
              "The Preamble begins with 'We, the people of India', showing that the Constitution comes from the people. It declares India a sovereign, socialist, secular, democratic republic. It promises citizens justice (social, economic and political), liberty of thought, expression, belief, faith and worship, equality of status and opportunity, and fraternity, assuring the dignity of the individual and the unity and integrity of the nation. The Constitution can be amended to meet new needs.",
          },
        ],
        questions: [],
        assignment: {
          title: "Our Class Constitution",
          instructions:
            "Draft a short 'constitution' for your class with a preamble and at least eight rules that show democratic values such as equality, liberty and fairness. Explain in 100 words how the rules could be changed if most students agree.",
          maxMarks: 15,
        },
      },
      {
        title: "Political Science: Electoral Politics",
        summary:
          "Explains why elections are necessary in a democracy and how elections are conducted in India. Discusses what makes an election democratic and the role of the Election Commission.",
        lessons: [
          {
            title: "Why Elections?",
            minutes: 10,
            summary:
              "In a large democracy, people cannot take every decision directly, so they choose representatives through elections. Elections let voters choose who makes laws, who forms the government and which policies the government should follow. In Haryana in 1987, for example, voters gave a large majority to the Lok Dal led by Chaudhary Devi Lal, showing how an election can change a government. For elections to be democratic, voters must have a real choice, everyone must have one vote and the results must decide who rules.",
          },
          {
            title: "Our Election System",
            minutes: 14,
            summary:
              "India is divided into constituencies; for the Lok Sabha there are 543 constituencies, each electing one Member of Parliament. Some constituencies are reserved for Scheduled Castes and Scheduled Tribes so that these communities are fairly represented. Every citizen aged 18 or above can vote, and the voters' list is regularly updated; voters carry an Election Photo Identity Card. Candidates file nominations, parties campaign under a model code of conduct, and voting today is done using Electronic Voting Machines.",
          },
          {
            title: "What Makes Elections in India Democratic?",
            minutes: 10,
            summary:
              "Elections in India are conducted by an independent and powerful Election Commission, which enforces the code of conduct, can order re-polls and directs the government officials on election duty. High voter turnout, especially among the poor and less-educated, shows popular participation. Election results often defeat ruling parties, and the losing side generally accepts the outcome. Problems such as the use of money and criminal candidates remain challenges to be addressed.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: Working of Institutions",
        summary:
          "Shows how major decisions are taken and implemented in a democracy through Parliament, the executive and the judiciary. Uses the example of reservations for backward classes in 1990.",
        lessons: [
          {
            title: "How a Major Decision Is Taken",
            minutes: 12,
            summary:
              "In 1990 the Government of India issued an Office Memorandum reserving 27 per cent of government jobs for the Socially and Educationally Backward Classes, following the recommendations of the Mandal Commission. The decision was taken by the Union Cabinet, implemented by officials and debated in Parliament and society. When it was challenged, the Supreme Court in the Indra Sawhney case (1992) upheld it, while asking that well-off people among the backward classes (the 'creamy layer') be excluded. The example shows how several institutions work together.",
          },
          {
            title: "Parliament",
            minutes: 12,
            summary:
              "Parliament is the national assembly of elected representatives and has two Houses: the Lok Sabha (House of the People), directly elected by the people, and the Rajya Sabha (Council of States), elected mainly by members of the state legislatures. Parliament makes laws, controls the government, controls finances through the budget, and is the highest forum for debate. The Lok Sabha has more power in money matters, and the Council of Ministers is answerable to it.",
          },
          {
            title: "The Political Executive",
            minutes: 12,
            summary:
              "The political executive (ministers) is elected and takes policy decisions, while the permanent executive (civil servants) carries them out. The Prime Minister, the leader of the majority in the Lok Sabha, is the most important institution and heads the Council of Ministers, which includes Cabinet Ministers, Ministers of State and Deputy Ministers. The President is the head of state with mostly nominal powers, exercised on the advice of the Council of Ministers.",
          },
          {
            title: "The Judiciary",
            minutes: 10,
            summary:
              "India has an integrated judiciary, with the Supreme Court at the top, High Courts in the states and district courts below them. The judiciary is independent: judges are not under the control of the legislature or executive and can be removed only through a difficult impeachment process. Courts can declare laws or actions unconstitutional, called judicial review, and citizens can approach them through public interest litigation to protect rights and the public interest.",
          },
        ],
        questions: [],
      },
      {
        title: "Political Science: Democratic Rights",
        summary:
          "Explains why rights are essential in a democracy and describes the Fundamental Rights in the Indian Constitution. Discusses how rights are protected and how their scope is expanding.",
        lessons: [
          {
            title: "Life Without Rights",
            minutes: 10,
            summary:
              "Examples show what happens when rights are missing. Prisoners held by the US at Guantanamo Bay were detained for years without trial. In Saudi Arabia, citizens cannot choose their rulers or freely practise other religions. In Kosovo, members of the Albanian minority were massacred by forces acting for their own country's leader. Rights are reasonable claims of persons, recognised by society and backed by law, that protect citizens from such abuses.",
          },
          {
            title: "Fundamental Rights in the Indian Constitution",
            minutes: 14,
            summary:
              "The Constitution guarantees six Fundamental Rights. The Right to Equality ensures equality before the law and bans discrimination and untouchability; the Right to Freedom includes freedom of speech, assembly, association, movement, residence and profession; the Right against Exploitation bans human trafficking, forced labour and child labour in hazardous work; the Right to Freedom of Religion keeps India secular; and Cultural and Educational Rights protect minorities. The Right to Constitutional Remedies lets citizens go to court if their rights are violated; Dr Ambedkar called it the 'heart and soul' of the Constitution.",
          },
          {
            title: "Protecting and Expanding Rights",
            minutes: 10,
            summary:
              "The Supreme Court and High Courts can issue orders to enforce Fundamental Rights, and bodies such as the National Human Rights Commission investigate violations. Over time the scope of rights has grown: the Right to Information, the Right to Education for children aged 6 to 14, and other rights have been added through laws and court judgements. Rights also come with the duty to respect the rights of others.",
          },
        ],
        questions: [],
        assignment: {
          title: "Rights in the News",
          instructions:
            "Collect three news reports about rights being protected or violated in India. For each, identify which Fundamental Right is involved and explain in 60–80 words how the situation was or could be resolved.",
          maxMarks: 15,
        },
      },
      {
        title: "Economics: The Story of Village Palampur",
        summary:
          "Uses the story of an imaginary village to explain the basic ideas of production. Covers the factors of production, farming, and non-farm activities.",
        lessons: [
          {
            title: "Factors of Production",
            minutes: 12,
            summary:
              "The aim of production is to produce goods and services that people want. It needs four factors: land and other natural resources; labour, the people who do the work; physical capital, which includes fixed capital (tools, machines, buildings) used for many years and working capital (raw materials and money) used up in production; and human capital, the knowledge and enterprise to combine the other factors. Palampur, a well-connected village with electricity, schools and a health centre, is used to show how these factors combine.",
          },
          {
            title: "Farming in Palampur",
            minutes: 14,
            summary:
              "Farming is the main activity in Palampur, but the land area is fixed, so output is raised by multiple cropping (growing more than one crop a year) and modern farming methods. Farmers grow jowar and bajra in the rainy season, potatoes from October to December, and wheat in winter, made possible by electric tubewell irrigation. Since the Green Revolution, high-yielding variety seeds, chemical fertilizers and pesticides have raised yields, though overuse has harmed soil fertility and groundwater levels.",
          },
          {
            title: "Land, Labour and Capital in Farming",
            minutes: 12,
            summary:
              "Land is unequally distributed: a few large farmers own most of the land, while many families own small plots and about a third are landless. Landless farm labourers like Dala and Ramkali work for low daily wages, often below the minimum wage set by the government. Small farmers like Savita borrow money from large farmers or moneylenders at high interest rates to buy seeds and fertilizers, while large farmers sell their surplus and invest the earnings in capital.",
          },
          {
            title: "Non-farm Activities",
            minutes: 10,
            summary:
              "Only about a quarter of rural workers in India are engaged in non-farm activities. In Palampur these include dairy farming, small-scale manufacturing such as making jaggery from sugarcane, shopkeeping, and transport services like tongas, jeeps and tractors. Such activities need little land and some capital, and their growth depends on credit and on being able to sell goods in nearby towns and markets.",
          },
        ],
        questions: [],
        assignment: {
          title: "Survey a Local Economy",
          instructions:
            "Interview a farmer, a shopkeeper or a small business owner in your area. Identify the land, labour, physical capital and human capital used in their work, and present your findings in a table with a 100-word summary.",
          maxMarks: 15,
        },
      },
      {
        title: "Economics: People as Resource",
        summary:
          "Explains how investment in education, training and health turns a population into a productive resource. Discusses economic activities and the problem of unemployment.",
        lessons: [
          {
            title: "Human Capital Formation",
            minutes: 12,
            summary:
              "'People as resource' means seeing the working population in terms of its productive skills. When a country invests in education, training and health care, people become more productive; this is called human capital formation, and like physical capital it brings returns in the future. The chapter compares Sakal, who studied and trained to become a computer programmer, with Vilas, who could not study because of poverty and illness, to show how such investment changes lives.",
          },
          {
            title: "Economic Activities",
            minutes: 10,
            summary:
              "Activities are classified into three sectors: primary (agriculture, forestry, fishing, mining), secondary (manufacturing) and tertiary (services such as trade, transport, banking and education). Market activities are done for pay or profit, while non-market activities are done for self-consumption. Much of the work women do at home is unpaid and not counted in national income, even though it is valuable.",
          },
          {
            title: "Quality of Population and Unemployment",
            minutes: 12,
            summary:
              "The quality of a population depends on its literacy, health and skills. Literacy and life expectancy in India have improved, but much remains to be done. Unemployment exists when people willing to work at the going wages cannot find jobs. In rural areas there is seasonal unemployment, when there is no work in some months, and disguised unemployment, when more people work on a farm than are needed; in cities, educated unemployment is a growing problem. Unemployment wastes human resources and increases dependence.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Poverty as a Challenge",
        summary:
          "Examines the meaning of poverty, how it is measured in India, and which groups and regions are most affected. Discusses the causes of poverty and anti-poverty measures.",
        lessons: [
          {
            title: "Understanding Poverty",
            minutes: 10,
            summary:
              "Poverty means hunger and lack of shelter, clean water, sanitation, education and health care. Social scientists also look at social exclusion, when people are kept out of facilities and opportunities others enjoy, and vulnerability, the greater chance of some groups becoming poorer during disasters or job loss. Poverty affects people's dignity as well as their income.",
          },
          {
            title: "Measuring Poverty",
            minutes: 12,
            summary:
              "India measures poverty using a poverty line based on the money needed for minimum food and other needs. The calorie requirement is 2,400 calories per person per day in rural areas and 2,100 in urban areas, because rural people do more physical work. The proportion of people below the poverty line fell from about 45 per cent in 1993–94 to 37.2 per cent in 2004–05 and 21.9 per cent in 2011–12. Scheduled Castes, Scheduled Tribes, rural agricultural labourers and urban casual labourers are among the most vulnerable groups.",
          },
          {
            title: "Causes of Poverty and Anti-poverty Measures",
            minutes: 12,
            summary:
              "Causes of poverty include low economic development under colonial rule, high population growth, unequal distribution of land and resources, and a lack of jobs. Government strategies include promoting economic growth and targeted programmes, such as the Mahatma Gandhi National Rural Employment Guarantee Act (2005), which guarantees 100 days of wage employment a year to rural households, and schemes for self-employment and food support like the Antyodaya Anna Yojana. Future goals include providing health care, education, jobs, gender equality and respect for the poor.",
          },
        ],
        questions: [],
      },
      {
        title: "Economics: Food Security in India",
        summary:
          "Explains what food security means and why it matters. Describes how India ensures food security through buffer stocks, the public distribution system and cooperatives.",
        lessons: [
          {
            title: "What Is Food Security?",
            minutes: 10,
            summary:
              "Food security means that all people, at all times, have enough nutritious food. It has three dimensions: availability (enough food produced, imported or stored), accessibility (food within reach of everyone) and affordability (enough money to buy sufficient, safe and nutritious food). Disasters such as droughts can cause famines, like the Bengal famine of 1943, in which about thirty lakh people died. The poorest groups, such as landless labourers and casual workers, are most at risk.",
          },
          {
            title: "Buffer Stock and the Public Distribution System",
            minutes: 14,
            summary:
              "After the Green Revolution, India became self-sufficient in foodgrains. The Food Corporation of India buys wheat and rice from farmers at a minimum support price announced before sowing, and stores them as a buffer stock. This grain is sold to poorer sections through ration shops (fair price shops) under the Public Distribution System, at a price lower than the market price, called the issue price. The National Food Security Act, 2013, provides subsidised foodgrains to a large part of the population, with special attention to the poorest households under the Antyodaya Anna Yojana.",
          },
          {
            title: "The Role of Cooperatives",
            minutes: 8,
            summary:
              "Cooperatives also help food security, especially in southern and western India. In Tamil Nadu, most fair price shops are run by cooperatives. Mother Dairy in Delhi supplies milk and vegetables at controlled rates, and Amul in Gujarat has brought the White Revolution in milk. In Maharashtra, the Academy of Development Science has helped set up grain banks in different regions.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 9,
    slug: "hindi",
    name: "Hindi",
    description:
      "क्षितिज भाग 1 की कहानियों, यात्रा-वृत्तांत, निबंधों, संस्मरणों और कविताओं के माध्यम से हिंदी भाषा और साहित्य की समझ विकसित करने वाला विषय।",
    color: "red",
    isFree: false,
    textbook:
      "क्षितिज भाग 1 — कक्षा 9 के लिए हिंदी (पाठ्यपुस्तक) (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "दो बैलों की कथा",
        summary:
          "प्रेमचंद की यह कहानी हीरा और मोती नाम के दो बैलों की मित्रता, स्वाभिमान और आज़ादी के लिए संघर्ष की कथा है। इसके माध्यम से लेखक ने पराधीनता के विरुद्ध संघर्ष का संदेश दिया है।",
        lessons: [
          {
            title: "हीरा-मोती और झूरी",
            minutes: 12,
            summary:
              "झूरी काछी के दो बैल थे, हीरा और मोती, जिनमें गहरी मित्रता थी। झूरी ने उन्हें अपने साले गया के यहाँ भेज दिया, पर उन्हें लगा कि मालिक ने उन्हें बेच दिया है, इसलिए वे रात को रस्सियाँ तुड़ाकर झूरी के घर लौट आए। कहानी की शुरुआत में लेखक बताता है कि गधे को सबसे बुद्धिहीन माना जाता है क्योंकि वह सीधा और सहनशील है, जबकि बैल कभी-कभी अन्याय का विरोध भी करता है।",
          },
          {
            title: "संघर्ष और कांजीहौस",
            minutes: 14,
            summary:
              "गया के घर बैलों को सूखा भूसा मिलता और कड़ी मार पड़ती, पर वहाँ की एक छोटी लड़की, जो सौतेली माँ के कारण दुखी थी, उन्हें चुपके से रोटियाँ खिलाती और आख़िर उसने उनकी रस्सियाँ खोल दीं। भागते हुए दोनों ने मिलकर एक साँड़ को हराया, पर मटर के खेत में चरते हुए पकड़े गए और कांजीहौस में बंद कर दिए गए। वहाँ भूखे रहकर भी उन्होंने दीवार तोड़कर दूसरे जानवरों को आज़ाद करा दिया, और मोती अपने बँधे हुए मित्र हीरा को छोड़कर नहीं भागा।",
          },
          {
            title: "घर वापसी और कहानी का संदेश",
            minutes: 10,
            summary:
              "कांजीहौस में नीलामी के बाद एक दढ़ियल आदमी उन्हें ले जा रहा था, तभी उन्होंने अपना पुराना रास्ता पहचाना और दौड़कर झूरी के घर पहुँच गए; झूरी और उसकी पत्नी ने उन्हें प्रेम से अपनाया। कहानी मित्रता, त्याग, स्वाभिमान और अन्याय के विरोध को दिखाती है। स्वतंत्रता आंदोलन के समय लिखी गई यह कहानी यह भी संकेत देती है कि आज़ादी सहज नहीं मिलती, उसके लिए बार-बार संघर्ष करना पड़ता है।",
          },
        ],
        questions: [],
        assignment: {
          title: "हीरा-मोती की डायरी",
          instructions:
            "मोती बनकर कांजीहौस वाली रात की एक डायरी लिखिए (150–200 शब्द), जिसमें दीवार तोड़ने के निर्णय और हीरा के प्रति अपनी भावनाओं का वर्णन हो। अंत में बताइए कि यह कहानी आज के समय में क्या सीख देती है।",
          maxMarks: 15,
        },
      },
      {
        title: "ल्हासा की ओर",
        summary:
          "राहुल सांकृत्यायन का यह यात्रा-वृत्तांत उनकी पहली तिब्बत यात्रा (1929–30) का वर्णन करता है, जो उन्होंने नेपाल के रास्ते भिखमंगे के वेश में की थी। इसमें तिब्बत के दुर्गम रास्तों, समाज और संस्कृति की झलक मिलती है।",
        lessons: [
          {
            title: "तिब्बत का दुर्गम रास्ता",
            minutes: 12,
            summary:
              "उस समय भारतीयों को तिब्बत जाने की अनुमति नहीं थी, इसलिए लेखक भिखमंगे के छद्म वेश में गए। फरी-कलिङ्पोङ् का रास्ता बनने से पहले नेपाल से तिब्बत जाने का यही मुख्य रास्ता था, जिस पर व्यापारी और सैनिक भी चलते थे। थोङ्ला जैसे ऊँचे डाँड़े (दर्रे) बहुत ख़तरनाक थे, जहाँ निर्जन स्थानों पर डाकू यात्रियों को मार भी देते थे, क्योंकि वहाँ क़ानून का डर कम था।",
          },
          {
            title: "तिब्बती समाज की झलक",
            minutes: 10,
            summary:
              "लेखक बताते हैं कि तिब्बत में जाति-पाँति और छुआछूत नहीं थी और स्त्रियाँ परदा नहीं करती थीं। अपरिचित व्यक्ति भी घर में जाकर चाय बनवा सकता था; वहाँ चाय, मक्खन और नमक मिलाकर पी जाती थी। उनके साथी मंगोल भिक्षु सुमति थे, जिनकी जान-पहचान के कारण उन्हें रहने की अच्छी जगह मिल जाती थी।",
          },
          {
            title: "शेकर विहार और कंजुर",
            minutes: 10,
            summary:
              "लङ्कोर के रास्ते में लेखक का घोड़ा धीमा चलने के कारण वे पीछे छूट गए और सुमति नाराज़ हुए। तिङ्री के पास शेकर विहार के मंदिर में उन्हें बुद्धवचन के अनुवाद 'कंजुर' की 103 हस्तलिखित पोथियाँ मिलीं, जो मोटे काग़ज़ पर सुंदर अक्षरों में लिखी थीं। इस यात्रा-वृत्तांत से लेखक की जिज्ञासा, साहस और ज्ञान के प्रति प्रेम झलकता है।",
          },
        ],
        questions: [],
      },
      {
        title: "उपभोक्तावाद की संस्कृति",
        summary:
          "श्यामाचरण दुबे के इस निबंध में बताया गया है कि कैसे उपभोग को ही सुख मानने वाली संस्कृति हमारे जीवन और समाज पर हावी हो रही है। लेखक इसके ख़तरों के प्रति सावधान करते हैं।",
        lessons: [
          {
            title: "उपभोग ही सुख?",
            minutes: 12,
            summary:
              "लेखक कहते हैं कि आज उत्पादन बढ़ाने पर ज़ोर है और उपभोग का भोग ही सुख माना जाने लगा है। विज्ञापन हमें लुभाते हैं और हम टूथपेस्ट से लेकर सौंदर्य-प्रसाधन और संगीत-यंत्रों तक महँगी चीज़ें केवल दिखावे और प्रतिष्ठा के लिए ख़रीदने लगते हैं। धीरे-धीरे वस्तुएँ हमारा चरित्र बदल देती हैं और हम उत्पाद के प्रति समर्पित होते जाते हैं।",
          },
          {
            title: "समाज पर प्रभाव",
            minutes: 12,
            summary:
              "उपभोक्तावादी संस्कृति से हमारी सांस्कृतिक पहचान कमज़ोर हो रही है और हम पश्चिम की नकल करने लगे हैं। इससे सीमित संसाधनों का अपव्यय होता है, अमीर-ग़रीब के बीच दूरी बढ़ती है और समाज में आक्रोश और अशांति फैलती है। लेखक गांधीजी की बात याद दिलाते हैं कि हमें स्वस्थ सांस्कृतिक प्रभावों के लिए अपने दरवाज़े-खिड़कियाँ खुले रखने चाहिए, पर अपनी बुनियाद पर क़ायम रहना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "साँवले सपनों की याद",
        summary:
          "जाबिर हुसैन का यह संस्मरण प्रसिद्ध पक्षी-विज्ञानी सालिम अली की मृत्यु के बाद लिखा गया है। इसमें उनके प्रकृति-प्रेम और पर्यावरण के प्रति चिंता को भावुकता से याद किया गया है।",
        lessons: [
          {
            title: "एक बर्ड वॉचर की अंतिम यात्रा",
            minutes: 12,
            summary:
              "संस्मरण की शुरुआत सालिम अली की अंतिम यात्रा से होती है, जिसे लेखक 'साँवले सपनों के हुजूम' की तरह देखते हैं। लेखक बताते हैं कि सालिम अली पक्षियों को उनकी स्वाभाविक दुनिया में, बिना उन्हें नुकसान पहुँचाए, देखना चाहते थे। बचपन में एयरगन से घायल होकर गिरी एक गौरैया ने उनमें पक्षियों के प्रति जिज्ञासा जगाई, और आगे चलकर उन्होंने अपनी आत्मकथा का नाम 'फ़ॉल ऑफ़ ए स्पैरो' रखा।",
          },
          {
            title: "प्रकृति-प्रेम और पर्यावरण की चिंता",
            minutes: 12,
            summary:
              "लेखक डी.एच. लॉरेंस की पत्नी फ्रीडा का उदाहरण देते हैं, जिन्होंने कहा था कि छत पर बैठने वाली गौरैया लॉरेंस के बारे में उनसे ज़्यादा जानती है; सालिम अली भी प्रकृति से ऐसे ही जुड़े थे। उन्होंने केरल की 'साइलेंट वैली' को बचाने के लिए चौधरी चरण सिंह से अनुरोध किया, जिसे सुनकर चौधरी चरण सिंह की आँखें नम हो गईं। लेखक वृंदावन और कृष्ण की बाँसुरी की यादों के सहारे प्रकृति और मनुष्य के गहरे रिश्ते को दर्शाते हैं।",
          },
        ],
        questions: [],
        assignment: {
          title: "मेरे आस-पास के पक्षी",
          instructions:
            "एक सप्ताह तक अपने घर या विद्यालय के आस-पास दिखने वाले पक्षियों का अवलोकन करके उनकी सूची और विशेषताएँ लिखिए। फिर 100 शब्दों में बताइए कि सालिम अली से हमें पर्यावरण-संरक्षण की क्या प्रेरणा मिलती है।",
          maxMarks: 15,
        },
      },
      {
        title: "प्रेमचंद के फटे जूते",
        summary:
          "हरिशंकर परसाई का यह व्यंग्य प्रेमचंद के एक चित्र में उनके फटे जूते के बहाने उनकी सादगी और ईमानदारी को सामने लाता है। साथ ही यह दिखावे की प्रवृत्ति पर तीखा व्यंग्य करता है।",
        lessons: [
          {
            title: "एक फ़ोटो, एक फटा जूता",
            minutes: 10,
            summary:
              "लेखक प्रेमचंद और उनकी पत्नी का एक फ़ोटो देखते हैं, जिसमें प्रेमचंद धोती-कुर्ता और टोपी पहने हैं और उनके बाएँ पैर के कैनवस जूते में बड़ा छेद है, जिससे उँगली बाहर निकली है। लेखक सोचते हैं कि अगर फ़ोटो खिंचवाने की यह पोशाक है तो पहनने की कैसी होगी। फिर भी प्रेमचंद के चेहरे पर संकोच नहीं, बल्कि एक व्यंग्य भरी मुस्कान है।",
          },
          {
            title: "दिखावे पर व्यंग्य",
            minutes: 12,
            summary:
              "लेखक कहते हैं कि लोग इत्र लगाकर और माँगे हुए कपड़े पहनकर फ़ोटो खिंचवाते हैं, क्योंकि वे परदे (दिखावे) को बहुत महत्व देते हैं, जबकि प्रेमचंद ने कुछ छिपाया नहीं। लेखक का अपना जूता ऊपर से ठीक है पर तला फटा है, यानी वे अपनी कमज़ोरी छिपा लेते हैं। लेखक अनुमान लगाते हैं कि प्रेमचंद ने समाज की बुराइयों रूपी किसी 'टीले' को बार-बार ठोकर मारी होगी, इसलिए उनका जूता फटा; वे रास्ता बदलकर समझौता करने वालों में नहीं थे।",
          },
        ],
        questions: [],
      },
      {
        title: "मेरे बचपन के दिन",
        summary:
          "महादेवी वर्मा के इस संस्मरण में उनके बचपन, परिवार, विद्यालय, छात्रावास और मित्रों की यादें हैं। इसमें उस समय के समाज, स्त्री-शिक्षा और सांप्रदायिक सौहार्द की झलक मिलती है।",
        lessons: [
          {
            title: "परिवार और शिक्षा",
            minutes: 12,
            summary:
              "महादेवी जी बताती हैं कि उनके परिवार में लगभग दो सौ वर्षों तक कोई लड़की नहीं हुई थी, क्योंकि उस समय लड़कियों को जन्म लेते ही मार दिया जाता था; उनके बाबा ने कुलदेवी दुर्गा की पूजा की, तब उनका जन्म हुआ और उनका बहुत आदर हुआ। उनकी माँ पूजा-पाठ करती थीं और मीरा के पद गाती थीं। उन्हें पहले मिशन स्कूल भेजा गया, फिर इलाहाबाद के क्रास्थवेट गर्ल्स कॉलेज में पाँचवीं कक्षा में भर्ती कराया गया।",
          },
          {
            title: "छात्रावास और सुभद्रा कुमारी चौहान",
            minutes: 12,
            summary:
              "छात्रावास में विभिन्न प्रांतों और धर्मों की लड़कियाँ साथ रहती थीं, पर किसी में भेदभाव नहीं था। वहाँ सुभद्रा कुमारी चौहान उनकी सखी बनीं, जिन्होंने उनकी छिपकर कविता लिखने की बात सबको बता दी, और दोनों साथ कविताएँ लिखने लगीं। एक कवि-सम्मेलन में मिला चाँदी का कटोरा उन्होंने गांधीजी को भेंट कर दिया, जो उनके जीवन का सुखद अनुभव था।",
          },
          {
            title: "जवारा के नवाब का परिवार",
            minutes: 10,
            summary:
              "महादेवी जी के पड़ोस में जवारा के नवाब का परिवार रहता था, जिनकी बेगम साहिबा को बच्चे 'ताई' कहते थे। वे महादेवी जी से राखी बँधवाती थीं और उन्होंने ही महादेवी जी के छोटे भाई का नाम 'मनमोहन' रखा। यह प्रसंग बताता है कि उस समय हिंदू-मुस्लिम परिवारों में कितना प्रेम और अपनापन था, जिसे लेखिका आज के समय के लिए एक सपने जैसा मानती हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "साखियाँ एवं सबद",
        summary:
          "कबीर की साखियों और सबदों में प्रेम, ज्ञान, सच्ची भक्ति और आडंबर के विरोध का संदेश है। कबीर ईश्वर को मंदिर-मस्जिद में नहीं, मनुष्य के भीतर खोजने की बात कहते हैं।",
        lessons: [
          {
            title: "कबीर की साखियाँ",
            minutes: 14,
            summary:
              "साखी दोहा छंद में लिखी जाती है और 'साक्षी' शब्द से बनी है, यानी आँखों देखे सत्य का ज्ञान। 'मानसरोवर सुभर जल' साखी में हंस रूपी जीवात्मा प्रभु-भक्ति के आनंद में मग्न है और उसे छोड़कर कहीं नहीं जाना चाहती। 'प्रेमी ढूँढ़त मैं फिरौं' में कहा गया है कि सच्चा प्रेमी मिलने पर सारा विष अमृत बन जाता है। अन्य साखियों में कबीर सांप्रदायिक भेदभाव का विरोध करते हैं और कहते हैं कि ऊँचे कुल में जन्म लेने से कोई ऊँचा नहीं होता, ऊँचा वह है जिसके कर्म ऊँचे हों, जैसे सोने का कलश भी शराब भरने से निंदनीय हो जाता है।",
          },
          {
            title: "कबीर के सबद",
            minutes: 12,
            summary:
              "पहले सबद 'मोकों कहाँ ढूँढ़े बंदे, मैं तो तेरे पास में' में ईश्वर कहते हैं कि वे मंदिर, मस्जिद, काबा या कैलाश में नहीं, बल्कि हर साँस में, मनुष्य के भीतर ही हैं; कर्मकांड, योग और वैराग्य से वे नहीं मिलते। दूसरे सबद 'संतौं भाई आई ग्याँन की आँधी रे' में ज्ञान की आँधी भ्रम की टाटी (छप्पर) उड़ा देती है और माया के बंधन टूट जाते हैं। इसके बाद प्रेम की वर्षा से भक्त का मन भीग जाता है। कबीर की भाषा सधुक्कड़ी (पंचमेल खिचड़ी) कहलाती है।",
          },
        ],
        questions: [],
      },
      {
        title: "वाख",
        summary:
          "कश्मीरी संत-कवयित्री ललद्यद के वाखों (हिंदी अनुवाद) में ईश्वर-प्राप्ति की व्याकुलता, संयम का महत्व और ईश्वर की सर्वव्यापकता का संदेश है।",
        lessons: [
          {
            title: "ललद्यद और उनके वाख",
            minutes: 10,
            summary:
              "ललद्यद चौदहवीं सदी की कश्मीरी संत-कवयित्री थीं, जिन्हें लल्लेश्वरी या लला भी कहा जाता है। उनकी काव्य-शैली को 'वाख' कहते हैं, जैसे हिंदी में कबीर के दोहे। पहले वाख 'रस्सी कच्चे धागे की, खींच रही मैं नाव' में वे कहती हैं कि कमज़ोर साँसों (कच्चे धागे) के सहारे वे जीवन की नाव खींच रही हैं और ईश्वर से मिलने के लिए व्याकुल हैं, पर उनके प्रयास व्यर्थ जा रहे हैं।",
          },
          {
            title: "संयम और ईश्वर की सर्वव्यापकता",
            minutes: 12,
            summary:
              "दूसरे वाख में वे कहती हैं कि केवल भोग में लगे रहने से कुछ नहीं मिलता और सब कुछ त्याग देने से अहंकार पैदा होता है; बीच का संतुलित रास्ता (समभाव) अपनाने से ही 'बंद द्वार की साँकल' खुलती है। तीसरे वाख में वे पछताती हैं कि जीवन बीत गया और वे परमात्मा तक नहीं पहुँच पाईं। अंतिम वाख 'थल-थल में बसता है शिव ही' में वे कहती हैं कि ईश्वर हर जगह है, इसलिए हिंदू-मुसलमान का भेद मत करो; सच्चा ज्ञानी वही है जो स्वयं को पहचानता है।",
          },
        ],
        questions: [],
      },
      {
        title: "सवैये",
        summary:
          "रसखान के सवैयों में कृष्ण और ब्रजभूमि के प्रति अनन्य प्रेम का वर्णन है। ये सवैये ब्रजभाषा की मिठास और भक्ति-भाव के सुंदर उदाहरण हैं।",
        lessons: [
          {
            title: "ब्रज के प्रति प्रेम",
            minutes: 12,
            summary:
              "पहले सवैये 'मानुष हौं तो वही रसखानि' में कवि कहते हैं कि अगले जन्म में मनुष्य बनूँ तो ब्रज के गोकुल गाँव के ग्वालों के बीच रहूँ, पशु बनूँ तो नंद की गायों के साथ चरूँ, पत्थर बनूँ तो उसी गोवर्धन पर्वत का बनूँ जिसे कृष्ण ने उठाया था, और पक्षी बनूँ तो यमुना (कालिंदी) के किनारे कदंब की डालों पर बसेरा करूँ। दूसरे सवैये में वे कृष्ण की लकुटी (लाठी) और कामरिया (कंबल) पर तीनों लोकों का राज्य और आठों सिद्धियाँ व नौ निधियाँ न्योछावर करने को तैयार हैं।",
          },
          {
            title: "गोपियों का कृष्ण-प्रेम",
            minutes: 12,
            summary:
              "तीसरे सवैये में एक गोपी कहती है कि वह कृष्ण के प्रेम में उनकी तरह मोरपंख, गुंजों की माला, पीतांबर और लाठी धारण कर लेगी, पर कृष्ण की मुरली को अपने होठों पर नहीं रखेगी, क्योंकि वह उसे अपनी सौत मानती है। चौथे सवैये में गोपियाँ कहती हैं कि मुरली की मधुर धुन बजने पर वे कानों में उँगली डाल लेंगी, पर कृष्ण की मुसकान देखकर उनका मन वश में नहीं रहेगा। इन सवैयों में अनुप्रास और यमक जैसे अलंकारों का सुंदर प्रयोग है, जैसे 'मुरली मुरलीधर की अधरान धरी अधरा न धरौंगी'।",
          },
        ],
        questions: [],
      },
      {
        title: "कैदी और कोकिला",
        summary:
          "माखनलाल चतुर्वेदी की इस कविता में जेल में बंद एक स्वतंत्रता सेनानी आधी रात को कोयल से बात करता है। कविता अंग्रेज़ी शासन के अत्याचारों और स्वतंत्रता सेनानियों के कष्टों को सामने लाती है।",
        lessons: [
          {
            title: "आधी रात में कोयल की पुकार",
            minutes: 12,
            summary:
              "आधी रात में कोयल की आवाज़ सुनकर कैदी पूछता है कि वह क्या गा रही है और बार-बार रुक क्यों जाती है; क्या वह कोई संदेश लाई है? कैदी बताता है कि उसे चोरों और डाकुओं के साथ काली कोठरी में रखा गया है, पेट भर भोजन भी नहीं मिलता, और हथकड़ियाँ ही उसके गहने हैं। उसे बैल की तरह पेट पर जूआ बाँधकर कुएँ से मोट खींचने और गिट्टी तोड़ने जैसे कठोर काम करने पड़ते हैं, फिर भी वह इसे 'ब्रिटिश अकड़ का कुआँ' खाली करना कहता है।",
          },
          {
            title: "विद्रोह का स्वर",
            minutes: 10,
            summary:
              "कैदी कोयल से अपनी तुलना करता है: कोयल आज़ाद है और उसके गीतों की प्रशंसा होती है, जबकि उसका रोना भी अपराध माना जाता है। वह कहता है कि कोयल भी काली है, रात भी काली है और शासन की करनी भी काली है। कविता के अंत में वह कोयल के गीत में स्वतंत्रता संग्राम के लिए 'रणभेरी' सुनता है और गांधीजी के व्रत (आंदोलन) के लिए अपने प्राण भी देने को तैयार दिखता है। माखनलाल चतुर्वेदी को 'एक भारतीय आत्मा' के नाम से भी जाना जाता है।",
          },
        ],
        questions: [],
        assignment: {
          title: "स्वतंत्रता सेनानी का पत्र",
          instructions:
            "कविता के कैदी बनकर जेल से अपने परिवार को एक पत्र लिखिए (150–200 शब्द), जिसमें जेल की कठिनाइयों और स्वतंत्रता के प्रति अपने संकल्प का वर्णन हो। पत्र में कविता की कम से कम दो पंक्तियों के भाव का प्रयोग कीजिए।",
          maxMarks: 15,
        },
      },
      {
        title: "ग्राम श्री",
        summary:
          "सुमित्रानंदन पंत की इस कविता में गाँव की प्राकृतिक सुंदरता, हरे-भरे खेतों, फसलों, फलों और गंगा-तट का मनोहारी चित्र है।",
        lessons: [
          {
            title: "खेतों की हरियाली",
            minutes: 12,
            summary:
              "कवि कहते हैं कि खेतों में दूर-दूर तक मखमल जैसी कोमल हरियाली फैली है, जिस पर सूरज की किरणें चाँदी की उजली जाली-सी लगती हैं। जौ और गेहूँ में बालियाँ आ गई हैं, अरहर और सनई सोने की करधनी-सी बज रही हैं, पीली सरसों फूली है और उसकी तैलीय गंध फैल रही है। अलसी और मटर की फलियाँ भी खेतों की शोभा बढ़ा रही हैं। कवि ने प्रकृति का मानवीकरण करते हुए धरती को रोमांचित-सा बताया है।",
          },
          {
            title: "फल, फूल और गंगा-तट",
            minutes: 10,
            summary:
              "आम के पेड़ों पर चाँदी और सोने जैसी मंजरियाँ (बौर) आ गई हैं, कटहल महक रहे हैं, जामुन में कलियाँ आ गई हैं और अमरूद तथा बेर पक गए हैं; खेतों में आलू, गोभी, बैंगन, मूली, पालक और टमाटर जैसी सब्ज़ियाँ उग आई हैं। गंगा के किनारे की रेत पर लहरों के निशान साँपों जैसे दिखते हैं और तट पर तरबूज़ों की खेती सुंदर लगती है। पूरा गाँव कवि को हरे पन्ने (मरकत) के खुले डिब्बे-सा लगता है।",
          },
        ],
        questions: [],
      },
      {
        title: "मेघ आए",
        summary:
          "सर्वेश्वर दयाल सक्सेना की इस कविता में बादलों के आगमन को गाँव में सज-धज कर आए शहरी मेहमान (दामाद) के आगमन की तरह चित्रित किया गया है।",
        lessons: [
          {
            title: "पाहुन के रूप में मेघ",
            minutes: 12,
            summary:
              "कविता में मेघ बन-ठनकर आए शहरी पाहुन (मेहमान) की तरह हैं। उनके आगे-आगे हवा नाचती-गाती चलती है और गली-गली दरवाज़े-खिड़कियाँ खुलने लगते हैं, जैसे लोग मेहमान को देखने को उत्सुक हों। पेड़ गरदन उचकाकर झाँकते हैं, आँधी के साथ धूल घाघरा उठाकर भागती है और नदी ठिठककर घूँघट सरकाकर तिरछी नज़र से देखती है।",
          },
          {
            title: "स्वागत और मिलन",
            minutes: 10,
            summary:
              "बूढ़ा पीपल आगे बढ़कर मेहमान का स्वागत (जुहार) करता है, लता किवाड़ की ओट से शिकायत करती है कि पूरे एक बरस बाद सुध ली, और तालाब परात भर पानी लाता है। बिजली चमकती है, भ्रम की गाँठ खुल जाती है और मिलन के आँसुओं की तरह वर्षा होने लगती है। कवि ने मानवीकरण अलंकार के सहारे प्रकृति और गाँव की संस्कृति का सजीव चित्र खींचा है।",
          },
        ],
        questions: [],
      },
      {
        title: "बच्चे काम पर जा रहे हैं",
        summary:
          "राजेश जोशी की यह कविता बाल-मज़दूरी की समस्या पर गहरी चिंता व्यक्त करती है और पूछती है कि खेलने-पढ़ने की उम्र में बच्चे काम पर क्यों जा रहे हैं।",
        lessons: [
          {
            title: "एक भयानक पंक्ति",
            minutes: 10,
            summary:
              "कवि कहते हैं कि कोहरे से ढकी सड़क पर सुबह-सुबह बच्चे काम पर जा रहे हैं, और यह हमारे समय की सबसे भयानक पंक्ति है। इससे भी भयानक है इसे केवल एक सामान्य विवरण की तरह लिखना; इसे एक सवाल की तरह लिखा जाना चाहिए कि बच्चे काम पर क्यों जा रहे हैं। कवि चाहते हैं कि समाज इस स्थिति को सामान्य मानकर अनदेखा न करे।",
          },
          {
            title: "बचपन से छिनती चीज़ें",
            minutes: 12,
            summary:
              "कवि व्यंग्य से पूछते हैं कि क्या सारी गेंदें अंतरिक्ष में गिर गई हैं, क्या दीमकों ने सारी रंग-बिरंगी किताबें खा ली हैं, क्या सारे खिलौने काले पहाड़ के नीचे दब गए हैं, और क्या किसी भूकंप में सारे मदरसे (विद्यालय) ढह गए हैं। सब कुछ अपनी जगह है, फिर भी हज़ारों बच्चे इनसे वंचित होकर काम पर जा रहे हैं, और यही सबसे भयानक है। कविता हमें बाल-मज़दूरी के विरुद्ध सोचने और कुछ करने के लिए प्रेरित करती है।",
          },
        ],
        questions: [],
        assignment: {
          title: "बाल-मज़दूरी पर पोस्टर और अनुच्छेद",
          instructions:
            "बाल-मज़दूरी के विरोध में एक पोस्टर बनाइए, जिसमें कविता की किसी पंक्ति का प्रयोग हो। साथ ही 120–150 शब्दों का एक अनुच्छेद लिखिए कि बाल-मज़दूरी रोकने में एक विद्यार्थी क्या योगदान दे सकता है।",
          maxMarks: 15,
        },
      },
    ],
  },
];
