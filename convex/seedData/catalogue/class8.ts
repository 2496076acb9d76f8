import type { SeedSubject } from "./types";

export const CLASS_8: SeedSubject[] = [
  {
    grade: 8,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Class 8 mathematics: rational numbers, linear equations, quadrilaterals, data, squares and cubes, percentages, algebraic identities, mensuration, exponents, proportion, factorisation and graphs.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class VIII (NCERT, rationalised edition 2023–24; 13 chapters)",
    chapters: [
      {
        title: "Rational Numbers",
        summary:
          "Studies the properties of rational numbers under addition, subtraction, multiplication and division, the special roles of 0 and 1, and how to show and find rational numbers on the number line.",
        lessons: [
          {
            title: "Closure, commutativity and associativity",
            minutes: 12,
            summary:
              "A rational number is any number that can be written as p/q where p and q are integers and q ≠ 0. Rational numbers are closed under addition, subtraction and multiplication: the result is always another rational number. Addition and multiplication are commutative (a + b = b + a) and associative ((a + b) + c = a + (b + c)), but subtraction and division are not. Division is not closed because division by zero is not defined.",
          },
          {
            title: "Zero, one, inverses and distributivity",
            minutes: 12,
            summary:
              "0 is the additive identity (a + 0 = a) and 1 is the multiplicative identity (a × 1 = a). The additive inverse of a/b is −a/b, since their sum is 0; the multiplicative inverse (reciprocal) of a/b is b/a, since their product is 1, and 0 has no reciprocal. Multiplication distributes over addition: a × (b + c) = a × b + a × c, which often makes calculations much shorter.",
          },
          {
            title: "Rational numbers on the number line",
            minutes: 10,
            summary:
              "To mark a fraction such as 5/4, divide each unit on the number line into 4 equal parts and count 5 parts to the right of 0; negative rationals go to the left. Between any two rational numbers there are infinitely many rational numbers. One simple way to find one is to take their average: between 1/4 and 1/2 lies (1/4 + 1/2) ÷ 2 = 3/8. Another way is to write both with a large common denominator and pick the fractions in between.",
          },
        ],
        questions: [
          {
            text: "What is the additive inverse of −5/9?",
            options: ["−5/9", "9/5", "5/9", "−9/5"],
            correct: 2,
            explanation:
              "The additive inverse is the number that adds to give 0. Since −5/9 + 5/9 = 0, the additive inverse is 5/9.",
            difficulty: "easy",
          },
          {
            text: "What is the multiplicative inverse (reciprocal) of −3/7?",
            options: ["7/3", "−7/3", "3/7", "−3/7"],
            correct: 1,
            explanation:
              "The reciprocal multiplies with the number to give 1: (−3/7) × (−7/3) = 21/21 = 1. The sign stays the same.",
            difficulty: "easy",
          },
          {
            text: "Which property is shown by 2/3 × (4/5 + 1/2) = 2/3 × 4/5 + 2/3 × 1/2?",
            options: [
              "Commutativity of addition",
              "Associativity of multiplication",
              "Closure under multiplication",
              "Distributivity of multiplication over addition",
            ],
            correct: 3,
            explanation:
              "Multiplying a sum by a number equals the sum of the separate products: a × (b + c) = a × b + a × c. This is distributivity.",
            difficulty: "medium",
          },
          {
            text: "Under which operation is the set of rational numbers NOT closed?",
            options: ["Division", "Addition", "Subtraction", "Multiplication"],
            correct: 0,
            explanation:
              "Dividing any rational number by 0 is not defined, so the result of a division is not always a rational number. Sums, differences and products of rational numbers are always rational.",
            difficulty: "medium",
          },
          {
            text: "Find the value of (−2/3) × (3/5) + 5/2 − (3/5) × (1/6).",
            options: ["1/2", "−2", "2", "5/2"],
            correct: 2,
            explanation:
              "(−2/3) × (3/5) = −2/5 and (3/5) × (1/6) = 1/10. So the value is −2/5 + 5/2 − 1/10 = (−4 + 25 − 1)/10 = 20/10 = 2.",
            difficulty: "hard",
          },
          {
            text: "Which of these is a rational number between 1/4 and 1/2?",
            options: ["1/5", "3/8", "5/8", "1/8"],
            correct: 1,
            explanation:
              "The average of 1/4 and 1/2 is (2/8 + 4/8) ÷ 2 = 3/8. In decimals, 0.25 < 0.375 < 0.5. The other options are less than 1/4 or greater than 1/2.",
            difficulty: "medium",
          },
        ],
      },
      {
        title: "Linear Equations in One Variable",
        summary:
          "Solves linear equations in one variable, including those with the variable on both sides and those that must first be simplified, and uses them to solve word problems.",
        lessons: [
          {
            title: "Solving by transposing",
            minutes: 12,
            summary:
              "A linear equation in one variable has the highest power of the variable equal to 1, for example 2x − 3 = 7. We solve it by doing the same operation on both sides, or by transposing: a term moved to the other side changes its sign (+ becomes −, × becomes ÷). For 2x − 3 = 7: 2x = 7 + 3 = 10, so x = 5. Always check by putting the answer back into the equation.",
          },
          {
            title: "Variable on both sides",
            minutes: 12,
            summary:
              "When the variable appears on both sides, collect the variable terms on one side and the numbers on the other. For 5x + 9 = 2x − 3: 5x − 2x = −3 − 9, so 3x = −12 and x = −4. The solution of a linear equation can be negative or a fraction.",
          },
          {
            title: "Reducing equations to simpler form",
            minutes: 14,
            summary:
              "Equations with fractions can be simplified by multiplying both sides by the LCM of the denominators. An equation like (x + 1)/(2x + 3) = 3/8 is turned into a linear one by cross-multiplying: 8(x + 1) = 3(2x + 3), giving 8x + 8 = 6x + 9, so x = 1/2. Remove brackets carefully before collecting terms.",
          },
          {
            title: "Word problems",
            minutes: 14,
            summary:
              "To solve a word problem, let the unknown be x, write the given facts as an equation and solve it. For three consecutive integers use x, x + 1 and x + 2; for ages in the ratio 5 : 7 use 5x and 7x. Remember that in 4 years each person's age increases by 4. Finally, check that the answer makes sense in the story.",
          },
        ],
        questions: [
          {
            text: "Solve: 2x − 3 = 7",
            options: ["2", "5", "4", "10"],
            correct: 1,
            explanation:
              "2x = 7 + 3 = 10, so x = 10 ÷ 2 = 5. Check: 2 × 5 − 3 = 7.",
            difficulty: "easy",
          },
          {
            text: "Which of the following is a linear equation in one variable?",
            options: ["x² + 1 = 5", "x + y = 4", "3x + 2 = 11", "xy = 6"],
            correct: 2,
            explanation:
              "3x + 2 = 11 has only one variable and its highest power is 1. x² + 1 = 5 has power 2, while x + y = 4 and xy = 6 have two variables.",
            difficulty: "easy",
          },
          {
            text: "Solve: 5x + 9 = 2x − 3",
            options: ["−4", "4", "−2", "2"],
            correct: 0,
            explanation:
              "5x − 2x = −3 − 9 gives 3x = −12, so x = −4. Check: 5(−4) + 9 = −11 and 2(−4) − 3 = −11.",
            difficulty: "medium",
          },
          {
            text: "The sum of three consecutive integers is 51. What is the smallest of them?",
            options: ["15", "17", "16", "18"],
            correct: 2,
            explanation:
              "Let them be x, x + 1 and x + 2. Then 3x + 3 = 51, so 3x = 48 and x = 16. The integers are 16, 17 and 18.",
            difficulty: "medium",
          },
          {
            text: "Present ages of Rahul and Haroon are in the ratio 5 : 7. Four years from now the sum of their ages will be 56 years. What is Rahul's present age?",
            options: ["16 years", "20 years", "28 years", "24 years"],
            correct: 1,
            explanation:
              "Let the ages be 5x and 7x. In 4 years: (5x + 4) + (7x + 4) = 56, so 12x = 48 and x = 4. Rahul is 5 × 4 = 20 years old.",
            difficulty: "medium",
          },
          {
            text: "Solve: (x + 1)/(2x + 3) = 3/8",
            options: ["1/2", "2", "−1/2", "3/2"],
            correct: 0,
            explanation:
              "Cross-multiplying: 8(x + 1) = 3(2x + 3), so 8x + 8 = 6x + 9, giving 2x = 1 and x = 1/2. Check: (3/2) ÷ 4 = 3/8.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Understanding Quadrilaterals",
        summary:
          "Introduces polygons and their angle sums, and studies kinds of quadrilaterals — trapezium, kite, parallelogram, rhombus, rectangle and square — with the properties of their sides, angles and diagonals.",
        lessons: [
          {
            title: "Polygons and angle sums",
            minutes: 12,
            summary:
              "A polygon is a simple closed curve made only of line segments; it is convex if no part of any diagonal lies outside it. A polygon with n sides can be split into (n − 2) triangles, so the sum of its interior angles is (n − 2) × 180°. For a quadrilateral this is 360°, for a hexagon 720°. The sum of the exterior angles of any convex polygon, taken one at each vertex, is always 360°.",
          },
          {
            title: "Regular polygons",
            minutes: 10,
            summary:
              "A regular polygon has all sides equal and all angles equal. Because the exterior angles add up to 360°, each exterior angle of a regular n-gon is 360° ÷ n. So a regular polygon with each exterior angle 40° has 360 ÷ 40 = 9 sides. Each interior angle is 180° minus the exterior angle.",
          },
          {
            title: "Kinds of quadrilaterals and their properties",
            minutes: 16,
            summary:
              "A trapezium has one pair of parallel sides; a kite has two pairs of equal adjacent sides. A parallelogram has both pairs of opposite sides parallel and equal, opposite angles equal, adjacent angles adding to 180°, and diagonals that bisect each other. A rhombus is a parallelogram with all sides equal, and its diagonals are perpendicular bisectors of each other. A rectangle has all angles 90° and equal diagonals; a square is both a rectangle and a rhombus.",
          },
        ],
        questions: [
          {
            text: "What is the sum of the exterior angles of any convex polygon?",
            options: ["180°", "360°", "540°", "720°"],
            correct: 1,
            explanation:
              "Walking once around any convex polygon you turn through one full turn, so the exterior angles always add up to 360°, whatever the number of sides.",
            difficulty: "easy",
          },
          {
            text: "In parallelogram ABCD, ∠A = 70°. What is ∠B?",
            options: ["110°", "70°", "140°", "20°"],
            correct: 0,
            explanation:
              "Adjacent angles of a parallelogram are supplementary: ∠A + ∠B = 180°, so ∠B = 180° − 70° = 110°.",
            difficulty: "easy",
          },
          {
            text: "What is the sum of the interior angles of a hexagon?",
            options: ["540°", "900°", "720°", "1080°"],
            correct: 2,
            explanation: "Angle sum = (n − 2) × 180° = (6 − 2) × 180° = 720°.",
            difficulty: "medium",
          },
          {
            text: "Each exterior angle of a regular polygon is 40°. How many sides does it have?",
            options: ["8", "10", "12", "9"],
            correct: 3,
            explanation:
              "Number of sides = 360° ÷ each exterior angle = 360 ÷ 40 = 9.",
            difficulty: "medium",
          },
          {
            text: "In which quadrilateral are the diagonals always perpendicular bisectors of each other, though not necessarily equal?",
            options: ["Rectangle", "Rhombus", "Trapezium", "Kite"],
            correct: 1,
            explanation:
              "A rhombus's diagonals bisect each other at right angles. A rectangle's diagonals are equal but not always perpendicular, and in a kite only one diagonal bisects the other.",
            difficulty: "medium",
          },
          {
            text: "Each interior angle of a regular polygon is 150°. How many sides does it have?",
            options: ["10", "15", "12", "6"],
            correct: 2,
            explanation:
              "Each exterior angle = 180° − 150° = 30°. Number of sides = 360 ÷ 30 = 12.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Data Handling",
        summary:
          "Organises data into grouped frequency tables and histograms, represents data with pie charts (circle graphs), and introduces chance and probability.",
        lessons: [
          {
            title: "Grouping data and histograms",
            minutes: 14,
            summary:
              "Large amounts of data are easier to read when grouped into class intervals such as 10–20, 20–30 and so on. In 10–20, 10 is the lower class limit and 20 the upper class limit, and the width (size) of the interval is 20 − 10 = 10. By convention a value equal to 20 is counted in the next interval, 20–30. A histogram shows grouped data as bars with no gaps between them, the height of each bar showing the frequency.",
          },
          {
            title: "Pie charts",
            minutes: 12,
            summary:
              "A pie chart (circle graph) shows how a whole is divided into parts. The central angle of each sector is (value of the part ÷ total) × 360°. For example, if ₹7000 of a ₹20000 budget is spent on food, the food sector has angle 7000/20000 × 360° = 126°. All sector angles add up to 360°.",
          },
          {
            title: "Chance and probability",
            minutes: 12,
            summary:
              "Each possible result of an experiment, such as getting 4 when a die is thrown, is an outcome; outcomes are equally likely if each has the same chance. An event is a collection of outcomes. When outcomes are equally likely, probability of an event = number of favourable outcomes ÷ total number of outcomes. The probability of an even number on a die is 3/6 = 1/2.",
          },
        ],
        questions: [
          {
            text: "In the class interval 10–20, what is the upper class limit?",
            options: ["10", "15", "20", "30"],
            correct: 2,
            explanation:
              "In a class interval a–b, a is the lower limit and b is the upper limit, so the upper limit is 20.",
            difficulty: "easy",
          },
          {
            text: "What is the width (size) of the class interval 30–40?",
            options: ["10", "30", "40", "70"],
            correct: 0,
            explanation: "Width = upper limit − lower limit = 40 − 30 = 10.",
            difficulty: "easy",
          },
          {
            text: "In a pie chart, what central angle represents 25% of the data?",
            options: ["45°", "25°", "120°", "90°"],
            correct: 3,
            explanation: "25% of 360° = 25/100 × 360° = 90°.",
            difficulty: "medium",
          },
          {
            text: "A die is thrown once. What is the probability of getting an even number?",
            options: ["1/6", "1/2", "1/3", "2/3"],
            correct: 1,
            explanation:
              "The even outcomes are 2, 4 and 6 — 3 out of 6 equally likely outcomes. Probability = 3/6 = 1/2.",
            difficulty: "medium",
          },
          {
            text: "A bag has 4 red balls and 6 blue balls. One ball is taken out without looking. What is the probability that it is red?",
            options: ["2/5", "3/5", "2/3", "1/4"],
            correct: 0,
            explanation:
              "There are 4 + 6 = 10 balls, 4 of them red. Probability = 4/10 = 2/5.",
            difficulty: "medium",
          },
          {
            text: "A family's monthly budget is ₹20000, of which ₹7000 is spent on food. What central angle should the food sector have in a pie chart?",
            options: ["120°", "135°", "126°", "140°"],
            correct: 2,
            explanation: "Angle = 7000/20000 × 360° = 0.35 × 360° = 126°.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Class survey and pie chart",
          instructions:
            "Ask at least 30 classmates about their favourite sport (or mode of travel to school). Record the data in a frequency table, calculate the central angle for each category, and draw a neat pie chart with a heading and key.",
          maxMarks: 20,
        },
      },
      {
        title: "Squares and Square Roots",
        summary:
          "Explores properties and patterns of square numbers, Pythagorean triplets, and methods of finding square roots by prime factorisation and long division, including square roots of decimals and estimation.",
        lessons: [
          {
            title: "Properties and patterns of squares",
            minutes: 14,
            summary:
              "A square number (perfect square) is a natural number that is the square of another natural number, like 1, 4, 9, 16. Square numbers end only in 0, 1, 4, 5, 6 or 9, so a number ending in 2, 3, 7 or 8 is never a perfect square. The sum of the first n odd numbers is n², e.g. 1 + 3 + 5 + 7 = 16 = 4². There are 2n non-square numbers between n² and (n + 1)².",
          },
          {
            title: "Pythagorean triplets",
            minutes: 10,
            summary:
              "Three natural numbers a, b, c form a Pythagorean triplet if a² + b² = c², for example 3, 4, 5 since 9 + 16 = 25. For any natural number m > 1, the numbers 2m, m² − 1 and m² + 1 form a Pythagorean triplet. Taking m = 6 gives 12, 35, 37: 144 + 1225 = 1369 = 37².",
          },
          {
            title: "Finding square roots",
            minutes: 16,
            summary:
              "Finding the square root is the inverse of squaring: √1764 = 42 because 42² = 1764. By prime factorisation, pair the equal prime factors and take one from each pair: 324 = 2 × 2 × 3 × 3 × 3 × 3, so √324 = 2 × 3 × 3 = 18. If a prime factor is left without a pair, multiplying (or dividing) by it makes the number a perfect square. The long-division method works for large numbers and decimals.",
          },
        ],
        questions: [
          {
            text: "Which of these cannot be a perfect square?",
            options: ["1024", "1089", "1296", "1057"],
            correct: 3,
            explanation:
              "A perfect square never ends in 7. The others are squares: 32² = 1024, 33² = 1089 and 36² = 1296.",
            difficulty: "easy",
          },
          {
            text: "Find √1764.",
            options: ["42", "44", "38", "46"],
            correct: 0,
            explanation:
              "1764 = 2 × 2 × 3 × 3 × 7 × 7, so √1764 = 2 × 3 × 7 = 42. Check: 42 × 42 = 1764.",
            difficulty: "medium",
          },
          {
            text: "What is the sum of the first 10 odd natural numbers?",
            options: ["55", "100", "110", "121"],
            correct: 1,
            explanation:
              "The sum of the first n odd numbers is n², so the answer is 10² = 100.",
            difficulty: "easy",
          },
          {
            text: "What is the smallest number by which 180 must be multiplied to get a perfect square?",
            options: ["2", "3", "6", "5"],
            correct: 3,
            explanation:
              "180 = 2 × 2 × 3 × 3 × 5. The factor 5 has no pair, so multiply by 5: 900 = 30².",
            difficulty: "medium",
          },
          {
            text: "Which of these is a Pythagorean triplet?",
            options: ["6, 8, 11", "5, 12, 14", "12, 35, 37", "7, 24, 26"],
            correct: 2,
            explanation:
              "12² + 35² = 144 + 1225 = 1369 = 37². It comes from 2m, m² − 1, m² + 1 with m = 6. (The true triplets near the others are 6, 8, 10; 5, 12, 13; 7, 24, 25.)",
            difficulty: "medium",
          },
          {
            text: "How many non-square natural numbers lie between 12² and 13²?",
            options: ["12", "24", "25", "26"],
            correct: 1,
            explanation:
              "Between n² and (n + 1)² there are 2n non-square numbers. Here 2 × 12 = 24 (the numbers 145 to 168).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Cubes and Cube Roots",
        summary:
          "Studies cube numbers and their patterns, tests whether a number is a perfect cube using prime factorisation, and finds cube roots.",
        lessons: [
          {
            title: "Cube numbers and patterns",
            minutes: 12,
            summary:
              "A cube number is a number multiplied by itself three times, like 2³ = 8 and 12³ = 1728. Cubes of even numbers are even and cubes of odd numbers are odd, and the cube of a negative number is negative: (−4)³ = −64. The unit digit of a cube depends only on the unit digit of the number, e.g. 7³ = 343, so any number ending in 7 has a cube ending in 3. 1729, the Hardy–Ramanujan number, is the smallest number that can be written as the sum of two cubes in two different ways.",
          },
          {
            title: "Perfect cubes by prime factorisation",
            minutes: 12,
            summary:
              "A number is a perfect cube if its prime factors can be grouped into triplets of equal factors. 216 = (2 × 2 × 2) × (3 × 3 × 3), so it is a perfect cube. 392 = 2 × 2 × 2 × 7 × 7 is not, because 7 appears only twice; multiplying by one more 7 gives 2744 = 14³.",
          },
          {
            title: "Cube roots",
            minutes: 10,
            summary:
              "Finding the cube root is the inverse of cubing: ∛3375 = 15 because 15³ = 3375. Using prime factorisation, take one factor from each triplet: 3375 = (3 × 3 × 3) × (5 × 5 × 5), so ∛3375 = 3 × 5 = 15. The cube root of a negative perfect cube is negative, e.g. ∛(−64) = −4.",
          },
        ],
        questions: [
          {
            text: "What is the cube of 12?",
            options: ["1728", "144", "1331", "2197"],
            correct: 0,
            explanation: "12³ = 12 × 12 × 12 = 144 × 12 = 1728.",
            difficulty: "easy",
          },
          {
            text: "Which of these numbers is a perfect cube?",
            options: ["100", "216", "500", "400"],
            correct: 1,
            explanation:
              "216 = 6 × 6 × 6 = 6³. 500 = 5³ × 4, which is not a perfect cube.",
            difficulty: "easy",
          },
          {
            text: "Find ∛3375.",
            options: ["13", "25", "35", "15"],
            correct: 3,
            explanation: "3375 = 3 × 3 × 3 × 5 × 5 × 5, so ∛3375 = 3 × 5 = 15.",
            difficulty: "medium",
          },
          {
            text: "What is the smallest number by which 392 must be multiplied to make it a perfect cube?",
            options: ["2", "14", "7", "3"],
            correct: 2,
            explanation:
              "392 = 2 × 2 × 2 × 7 × 7. One more 7 completes the triplet: 392 × 7 = 2744 = 14³.",
            difficulty: "medium",
          },
          {
            text: "What is the unit digit of the cube of 47?",
            options: ["7", "9", "3", "1"],
            correct: 2,
            explanation:
              "The unit digit of a cube depends only on the unit digit of the number: 7³ = 343 ends in 3.",
            difficulty: "medium",
          },
          {
            text: "What is the smallest number by which 1188 must be divided so that the quotient is a perfect cube?",
            options: ["11", "33", "4", "44"],
            correct: 3,
            explanation:
              "1188 = 2 × 2 × 3 × 3 × 3 × 11. The 2 × 2 and the 11 are not in triplets, so divide by 4 × 11 = 44: 1188 ÷ 44 = 27 = 3³.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Comparing Quantities",
        summary:
          "Applies ratios and percentages to discounts, profit and loss, sales tax/GST, and compound interest, including growth and depreciation.",
        lessons: [
          {
            title: "Percentages and discounts",
            minutes: 12,
            summary:
              "A percentage is a fraction with denominator 100. A discount is a reduction on the marked price: discount = marked price − sale price, and discount % = discount ÷ marked price × 100. If an item marked ₹840 is sold for ₹714, the discount is ₹126, which is 126/840 × 100 = 15%.",
          },
          {
            title: "Profit, loss and taxes",
            minutes: 14,
            summary:
              "Profit = selling price − cost price, and profit % is always calculated on the cost price. Overhead expenses such as repairs or transport are added to the cost price. Sales tax or GST is charged on the selling price and added to the bill: an item of ₹1000 with 18% GST costs 1000 + 180 = ₹1180.",
          },
          {
            title: "Compound interest",
            minutes: 16,
            summary:
              "In compound interest, the interest of each year is added to the principal, so the next year's interest is calculated on a bigger amount. The amount is A = P(1 + R/100)ⁿ, and CI = A − P. ₹10000 at 10% for 2 years gives A = 10000 × 1.1 × 1.1 = ₹12100, so CI = ₹2100 (more than the simple interest of ₹2000). The same formula gives population growth, and with (1 − R/100)ⁿ it gives depreciation.",
          },
        ],
        questions: [
          {
            text: "Find 25% of ₹480.",
            options: ["₹100", "₹120", "₹96", "₹125"],
            correct: 1,
            explanation: "25% of 480 = 25/100 × 480 = 480 ÷ 4 = ₹120.",
            difficulty: "easy",
          },
          {
            text: "A shopkeeper buys a lamp for ₹500 and sells it for ₹575. What is his profit percentage?",
            options: ["12.5%", "15%", "75%", "13%"],
            correct: 1,
            explanation:
              "Profit = 575 − 500 = ₹75. Profit % = 75/500 × 100 = 15%.",
            difficulty: "easy",
          },
          {
            text: "A dress marked at ₹840 is sold for ₹714. What is the discount percentage?",
            options: ["12%", "18%", "20%", "15%"],
            correct: 3,
            explanation:
              "Discount = 840 − 714 = ₹126. Discount % = 126/840 × 100 = 15%.",
            difficulty: "medium",
          },
          {
            text: "An item costs ₹1000 and 18% GST is charged on it. What is the total bill?",
            options: ["₹1018", "₹1200", "₹1108", "₹1180"],
            correct: 3,
            explanation: "GST = 18% of 1000 = ₹180. Bill = 1000 + 180 = ₹1180.",
            difficulty: "medium",
          },
          {
            text: "Find the compound interest on ₹10000 for 2 years at 10% per annum, compounded annually.",
            options: ["₹2100", "₹2000", "₹2200", "₹1100"],
            correct: 0,
            explanation:
              "A = 10000 × (1 + 10/100)² = 10000 × 1.21 = ₹12100. CI = 12100 − 10000 = ₹2100.",
            difficulty: "medium",
          },
          {
            text: "The population of a town is 20000 and it grows at 5% per year. What will it be after 2 years?",
            options: ["22000", "22100", "22050", "21000"],
            correct: 2,
            explanation:
              "Population = 20000 × (1.05)² = 20000 × 1.1025 = 22050. (22000 would be the answer with simple, not compound, growth.)",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Smart shopper",
          instructions:
            "Collect or design three shopping bills with discounts and GST. For each, show the marked price, discount %, sale price, GST and final amount, and explain which offer gives the best deal.",
          maxMarks: 15,
        },
      },
      {
        title: "Algebraic Expressions and Identities",
        summary:
          "Revises terms, coefficients and types of polynomials, multiplies algebraic expressions, and learns the standard identities and how to use them.",
        lessons: [
          {
            title: "Terms, like terms and polynomials",
            minutes: 10,
            summary:
              "An algebraic expression is made of terms; in 5x²y − 3x + 7 the terms are 5x²y, −3x and 7, and the coefficient of x²y is 5. Expressions with one, two and three terms are monomials, binomials and trinomials; in general, polynomials. Only like terms (same variables with the same powers) can be added or subtracted: 3xy + 5xy = 8xy.",
          },
          {
            title: "Multiplying expressions",
            minutes: 14,
            summary:
              "To multiply monomials, multiply the coefficients and add the powers of the same variable: (3x) × (4x²) = 12x³. To multiply a polynomial by a polynomial, multiply every term of one by every term of the other and then combine like terms: (x + 2)(x + 3) = x² + 3x + 2x + 6 = x² + 5x + 6.",
          },
          {
            title: "Standard identities",
            minutes: 16,
            summary:
              "An identity is true for all values of the variables. The standard ones are (a + b)² = a² + 2ab + b², (a − b)² = a² − 2ab + b², (a + b)(a − b) = a² − b² and (x + a)(x + b) = x² + (a + b)x + ab. They make arithmetic quick: 103² = (100 + 3)² = 10000 + 600 + 9 = 10609, and 98 × 102 = 100² − 2² = 9996.",
          },
        ],
        questions: [
          {
            text: "Which of these expressions is a trinomial?",
            options: ["x + y", "x² + 2x + 1", "4xy", "a + b + c + d"],
            correct: 1,
            explanation:
              "A trinomial has exactly three terms: x², 2x and 1. x + y is a binomial, 4xy a monomial, and a + b + c + d has four terms.",
            difficulty: "easy",
          },
          {
            text: "Multiply: (3x) × (4x²)",
            options: ["7x³", "12x²", "7x²", "12x³"],
            correct: 3,
            explanation:
              "Multiply coefficients (3 × 4 = 12) and add powers of x (1 + 2 = 3): 12x³.",
            difficulty: "easy",
          },
          {
            text: "Using a suitable identity, find 103².",
            options: ["10906", "10009", "10609", "10600"],
            correct: 2,
            explanation:
              "(100 + 3)² = 100² + 2 × 100 × 3 + 3² = 10000 + 600 + 9 = 10609.",
            difficulty: "medium",
          },
          {
            text: "Expand (2x − 3)².",
            options: [
              "4x² − 9",
              "4x² − 12x + 9",
              "4x² + 12x + 9",
              "4x² − 6x + 9",
            ],
            correct: 1,
            explanation:
              "(a − b)² = a² − 2ab + b² with a = 2x, b = 3: 4x² − 2 × 2x × 3 + 9 = 4x² − 12x + 9.",
            difficulty: "medium",
          },
          {
            text: "Using (a + b)(a − b) = a² − b², find 98 × 102.",
            options: ["9996", "10004", "9994", "9896"],
            correct: 0,
            explanation:
              "98 × 102 = (100 − 2)(100 + 2) = 100² − 2² = 10000 − 4 = 9996.",
            difficulty: "medium",
          },
          {
            text: "If a + b = 10 and ab = 21, what is a² + b²?",
            options: ["79", "121", "58", "42"],
            correct: 2,
            explanation:
              "(a + b)² = a² + 2ab + b², so a² + b² = (a + b)² − 2ab = 100 − 42 = 58.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Mensuration",
        summary:
          "Finds areas of trapeziums, rhombuses and general quadrilaterals, and the surface areas and volumes of cubes, cuboids and cylinders.",
        lessons: [
          {
            title: "Area of trapezium and quadrilaterals",
            minutes: 14,
            summary:
              "The area of a trapezium is ½ × (sum of parallel sides) × (distance between them). A general quadrilateral can be split by a diagonal d into two triangles, giving area ½ × d × (h₁ + h₂), where h₁ and h₂ are the perpendiculars from the other vertices to d. A rhombus's diagonals are perpendicular, so its area is ½ × d₁ × d₂.",
          },
          {
            title: "Surface area of solids",
            minutes: 16,
            summary:
              "Surface area is the total area of all the faces of a solid. For a cuboid it is 2(lb + bh + hl) and for a cube of edge a it is 6a². A cylinder's curved surface area is 2πrh (the rolled-out rectangle), and its total surface area is 2πr(r + h), adding the two circular ends.",
          },
          {
            title: "Volume and capacity",
            minutes: 14,
            summary:
              "Volume is the space a solid occupies, measured in cubic units. Volume of a cuboid = l × b × h, of a cube = a³, and of a cylinder = πr²h (area of base × height). Capacity is the volume a container holds: 1 L = 1000 cm³ and 1 m³ = 1000 L.",
          },
        ],
        questions: [
          {
            text: "A trapezium has parallel sides 10 cm and 6 cm, and the distance between them is 5 cm. What is its area?",
            options: ["80 cm²", "40 cm²", "30 cm²", "60 cm²"],
            correct: 1,
            explanation: "Area = ½ × (10 + 6) × 5 = ½ × 16 × 5 = 40 cm².",
            difficulty: "easy",
          },
          {
            text: "What is the total surface area of a cube of edge 4 cm?",
            options: ["64 cm²", "48 cm²", "96 cm²", "16 cm²"],
            correct: 2,
            explanation:
              "Total surface area = 6a² = 6 × 4 × 4 = 96 cm². (64 cm³ would be its volume.)",
            difficulty: "easy",
          },
          {
            text: "A cuboidal tank measures 2 m × 1.5 m × 1 m. How many litres of water can it hold?",
            options: ["3000 L", "300 L", "30000 L", "4.5 L"],
            correct: 0,
            explanation:
              "Volume = 2 × 1.5 × 1 = 3 m³. Since 1 m³ = 1000 L, it holds 3 × 1000 = 3000 L.",
            difficulty: "medium",
          },
          {
            text: "Find the volume of a cylinder with radius 7 cm and height 10 cm. (Take π = 22/7.)",
            options: ["440 cm³", "154 cm³", "3080 cm³", "1540 cm³"],
            correct: 3,
            explanation:
              "V = πr²h = 22/7 × 7 × 7 × 10 = 22 × 7 × 10 = 1540 cm³.",
            difficulty: "medium",
          },
          {
            text: "The diagonals of a rhombus are 12 cm and 9 cm. What is its area?",
            options: ["108 cm²", "54 cm²", "42 cm²", "21 cm²"],
            correct: 1,
            explanation: "Area of rhombus = ½ × d₁ × d₂ = ½ × 12 × 9 = 54 cm².",
            difficulty: "medium",
          },
          {
            text: "Find the total surface area of a closed cylinder of radius 7 cm and height 10 cm. (Take π = 22/7.)",
            options: ["440 cm²", "594 cm²", "748 cm²", "1540 cm²"],
            correct: 2,
            explanation:
              "TSA = 2πr(r + h) = 2 × 22/7 × 7 × (7 + 10) = 44 × 17 = 748 cm². (440 cm² is only the curved surface.)",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Measure your kitchen",
          instructions:
            "Choose three containers at home shaped like a cuboid, a cube or a cylinder. Measure their dimensions, calculate each one's volume in cm³ and capacity in litres, and compare your answers with the capacity printed on the container if there is one.",
          maxMarks: 20,
        },
      },
      {
        title: "Exponents and Powers",
        summary:
          "Extends exponents to negative integers, applies the laws of exponents, and uses standard form to write very large and very small numbers.",
        lessons: [
          {
            title: "Negative exponents",
            minutes: 10,
            summary:
              "For any non-zero number a, a⁻ᵐ = 1/aᵐ, so a⁻ᵐ is the reciprocal of aᵐ. For example 2⁻³ = 1/2³ = 1/8 and 10⁻² = 1/100. Also a⁰ = 1 for any non-zero a.",
          },
          {
            title: "Laws of exponents",
            minutes: 14,
            summary:
              "For non-zero a and b and integers m and n: aᵐ × aⁿ = aᵐ⁺ⁿ, aᵐ ÷ aⁿ = aᵐ⁻ⁿ, (aᵐ)ⁿ = aᵐⁿ, aᵐ × bᵐ = (ab)ᵐ and aᵐ ÷ bᵐ = (a/b)ᵐ. These laws work for negative exponents too: 3⁻² × 3⁵ = 3³ = 27.",
          },
          {
            title: "Standard form",
            minutes: 12,
            summary:
              "A number is in standard form when written as k × 10ⁿ with 1 ≤ k < 10. Very large numbers use positive powers (the Sun–Earth distance is about 1.496 × 10¹¹ m) and very small numbers use negative powers: 0.000035 = 3.5 × 10⁻⁵. Standard form makes it easy to compare sizes and to add or multiply such numbers.",
          },
        ],
        questions: [
          {
            text: "What is the value of 2⁻³?",
            options: ["1/8", "−8", "−6", "8"],
            correct: 0,
            explanation:
              "2⁻³ = 1/2³ = 1/8. A negative exponent gives a reciprocal, not a negative number.",
            difficulty: "easy",
          },
          {
            text: "Simplify 3⁻² × 3⁵.",
            options: ["9", "27", "3⁻¹⁰", "81"],
            correct: 1,
            explanation: "Add the exponents: 3⁻²⁺⁵ = 3³ = 27.",
            difficulty: "easy",
          },
          {
            text: "Which is 0.000035 in standard form?",
            options: ["3.5 × 10⁻⁵", "3.5 × 10⁻⁴", "35 × 10⁻⁶", "3.5 × 10⁵"],
            correct: 0,
            explanation:
              "Move the decimal point 5 places to the right to get 3.5, so 0.000035 = 3.5 × 10⁻⁵. 35 × 10⁻⁶ has the same value but is not standard form, because 35 is not between 1 and 10.",
            difficulty: "medium",
          },
          {
            text: "Find m if 5ᵐ ÷ 5⁻³ = 5⁵.",
            options: ["8", "2", "−2", "15"],
            correct: 1,
            explanation: "5ᵐ ÷ 5⁻³ = 5ᵐ⁺³. So m + 3 = 5, giving m = 2.",
            difficulty: "medium",
          },
          {
            text: "Write 3.02 × 10⁻⁶ in usual form.",
            options: ["0.000302", "0.0000302", "0.00000302", "0.000000302"],
            correct: 2,
            explanation:
              "Multiplying by 10⁻⁶ moves the decimal point 6 places to the left: 3.02 → 0.00000302.",
            difficulty: "medium",
          },
          {
            text: "Find the value of (2⁻¹ + 3⁻¹)⁻¹.",
            options: ["5", "5/6", "1/5", "6/5"],
            correct: 3,
            explanation:
              "2⁻¹ + 3⁻¹ = 1/2 + 1/3 = 5/6. Its reciprocal is (5/6)⁻¹ = 6/5.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Direct and Inverse Proportions",
        summary:
          "Identifies quantities that vary directly or inversely and solves problems on them using the constant ratio or constant product.",
        lessons: [
          {
            title: "Direct proportion",
            minutes: 12,
            summary:
              "Two quantities x and y are in direct proportion if they increase or decrease together so that x/y = k stays constant. The cost of pens and the number of pens is an example: if 5 pens cost ₹60, one costs ₹12 and 8 pens cost ₹96. For two pairs, x₁/y₁ = x₂/y₂.",
          },
          {
            title: "Inverse proportion",
            minutes: 12,
            summary:
              "Two quantities are in inverse proportion if an increase in one causes a proportional decrease in the other, so that x × y = k stays constant. More workers take fewer days to finish the same job; a faster speed takes less time for the same distance. For two pairs, x₁ × y₁ = x₂ × y₂: 12 workers × 10 days = 15 workers × 8 days.",
          },
          {
            title: "Choosing the right method",
            minutes: 10,
            summary:
              "Before solving, ask: if one quantity doubles, does the other double (direct) or halve (inverse)? Then use a constant ratio for direct proportion or a constant product for inverse proportion. Not every pair of changing quantities is proportional — a person's age and height, for example, are not.",
          },
        ],
        questions: [
          {
            text: "If 5 pens cost ₹60, how much do 8 pens cost?",
            options: ["₹96", "₹90", "₹100", "₹84"],
            correct: 0,
            explanation:
              "Cost is directly proportional to number: one pen costs 60 ÷ 5 = ₹12, so 8 pens cost 8 × 12 = ₹96.",
            difficulty: "easy",
          },
          {
            text: "Which pair of quantities is in inverse proportion?",
            options: [
              "Weight of sugar and its cost",
              "Distance travelled and petrol used by a car",
              "Number of notebooks bought and money spent",
              "Number of workers and days taken to finish the same job",
            ],
            correct: 3,
            explanation:
              "More workers finish the same job in fewer days, and workers × days stays constant. The other pairs increase together, so they are in direct proportion.",
            difficulty: "easy",
          },
          {
            text: "12 workers can build a wall in 10 days. How many days will 15 workers take?",
            options: ["12 days", "8 days", "9 days", "6 days"],
            correct: 1,
            explanation:
              "Inverse proportion: 12 × 10 = 15 × d, so d = 120 ÷ 15 = 8 days.",
            difficulty: "medium",
          },
          {
            text: "x and y are in direct proportion. When x = 6, y = 15. What is y when x = 10?",
            options: ["20", "30", "16", "25"],
            correct: 3,
            explanation:
              "x/y is constant: 6/15 = 10/y, so y = 10 × 15 ÷ 6 = 150 ÷ 6 = 25.",
            difficulty: "medium",
          },
          {
            text: "A car takes 4 hours to cover a distance at 60 km/h. How long will it take at 80 km/h?",
            options: ["5 hours", "3.5 hours", "3 hours", "2.5 hours"],
            correct: 2,
            explanation:
              "Speed and time are inversely proportional: 60 × 4 = 80 × t, so t = 240 ÷ 80 = 3 hours.",
            difficulty: "medium",
          },
          {
            text: "6 pipes fill a tank in 1 hour 20 minutes. How long will 5 such pipes take?",
            options: [
              "1 hour 6 minutes",
              "1 hour 36 minutes",
              "1 hour 40 minutes",
              "1 hour 30 minutes",
            ],
            correct: 1,
            explanation:
              "1 hour 20 minutes = 80 minutes. Inverse proportion: 6 × 80 = 5 × t, so t = 480 ÷ 5 = 96 minutes = 1 hour 36 minutes.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Factorisation",
        summary:
          "Factorises algebraic expressions by taking common factors, regrouping and using identities, and divides polynomials by monomials and by polynomials.",
        lessons: [
          {
            title: "Common factors and regrouping",
            minutes: 12,
            summary:
              "Factorising means writing an expression as a product of factors. First look for the highest common factor of all terms: 12x + 18x² = 6x(2 + 3x). If there is no common factor in all terms, regroup terms in pairs: ax + bx + ay + by = x(a + b) + y(a + b) = (a + b)(x + y).",
          },
          {
            title: "Factorising using identities",
            minutes: 14,
            summary:
              "Recognise the patterns of the identities: a² + 2ab + b² = (a + b)², a² − 2ab + b² = (a − b)² and a² − b² = (a + b)(a − b). So x² − 10x + 25 = (x − 5)² and 4y² − 9 = (2y + 3)(2y − 3). For x² + px + q, find two numbers whose sum is p and product is q: x² + 5x + 6 = (x + 2)(x + 3).",
          },
          {
            title: "Division of algebraic expressions",
            minutes: 12,
            summary:
              "To divide a polynomial by a monomial, divide each term: (6x² + 9x) ÷ 3x = 2x + 3. To divide by a polynomial, factorise both and cancel common factors: 10y(6y + 21) ÷ 5(2y + 7) = 10y × 3(2y + 7) ÷ 5(2y + 7) = 6y. Common errors to avoid include writing 3x + 5x = 8x² (it is 8x) and forgetting that (a + b)² ≠ a² + b².",
          },
        ],
        questions: [
          {
            text: "What is the highest common factor of 12x and 18x²?",
            options: ["3x", "6x", "6x²", "36x²"],
            correct: 1,
            explanation:
              "HCF of 12 and 18 is 6, and the lowest power of x common to both is x¹, so the HCF is 6x.",
            difficulty: "easy",
          },
          {
            text: "Factorise x² + 5x + 6.",
            options: [
              "(x + 1)(x + 6)",
              "(x − 2)(x − 3)",
              "(x + 2)(x + 3)",
              "(x + 5)(x + 1)",
            ],
            correct: 2,
            explanation:
              "We need two numbers with sum 5 and product 6: 2 and 3. So x² + 5x + 6 = (x + 2)(x + 3).",
            difficulty: "easy",
          },
          {
            text: "Factorise 4y² − 9.",
            options: [
              "(2y − 3)²",
              "(4y − 3)(y + 3)",
              "(2y + 3)²",
              "(2y − 3)(2y + 3)",
            ],
            correct: 3,
            explanation:
              "4y² − 9 = (2y)² − 3², a difference of squares, which equals (2y − 3)(2y + 3).",
            difficulty: "medium",
          },
          {
            text: "Factorise x² − 10x + 25.",
            options: [
              "(x − 5)²",
              "(x + 5)²",
              "(x − 5)(x + 5)",
              "(x − 25)(x − 1)",
            ],
            correct: 0,
            explanation:
              "x² − 10x + 25 = x² − 2 × x × 5 + 5², which matches a² − 2ab + b² = (a − b)², giving (x − 5)².",
            difficulty: "medium",
          },
          {
            text: "Factorise ax + bx + ay + by.",
            options: [
              "(a + x)(b + y)",
              "(a + y)(b + x)",
              "abxy",
              "(a + b)(x + y)",
            ],
            correct: 3,
            explanation: "Regroup: x(a + b) + y(a + b) = (a + b)(x + y).",
            difficulty: "medium",
          },
          {
            text: "Divide 10y(6y + 21) by 5(2y + 7).",
            options: ["2y", "6y", "3y", "30y"],
            correct: 1,
            explanation:
              "6y + 21 = 3(2y + 7). So 10y × 3(2y + 7) ÷ 5(2y + 7) = 30y ÷ 5 = 6y.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Introduction to Graphs",
        summary:
          "Reads and draws bar graphs, pie charts, histograms and line graphs, locates points using coordinates, and draws linear graphs of real situations.",
        lessons: [
          {
            title: "Types of graphs",
            minutes: 10,
            summary:
              "A bar graph compares quantities in categories, a pie chart shows parts of a whole, and a histogram shows grouped data as touching bars. A line graph joins points that show how a quantity changes over time, such as a patient's temperature through the day. A line graph that is a whole unbroken straight line is called a linear graph.",
          },
          {
            title: "Coordinates",
            minutes: 12,
            summary:
              "A point on a graph is located by two numbers (x, y). The x-coordinate tells the distance along the horizontal x-axis and the y-coordinate the distance along the vertical y-axis, measured from the origin (0, 0). Order matters: (4, 7) and (7, 4) are different points. A point with y = 0 lies on the x-axis and a point with x = 0 lies on the y-axis.",
          },
          {
            title: "Linear graphs in real life",
            minutes: 14,
            summary:
              "Many real situations give straight-line graphs. For a car moving at a steady 40 km/h, distance = 40 × time, so the points (1, 40), (2, 80), (3, 120) lie on one straight line. The quantity we choose freely (time, deposit) is the independent variable on the x-axis, and the one that depends on it (distance, interest) is the dependent variable on the y-axis.",
          },
        ],
        questions: [
          {
            text: "What are the coordinates of the origin?",
            options: ["(1, 1)", "(0, 1)", "(0, 0)", "(1, 0)"],
            correct: 2,
            explanation:
              "The origin is where the x-axis and y-axis meet; both distances are 0, so it is (0, 0).",
            difficulty: "easy",
          },
          {
            text: "In the point (4, 7), what is the x-coordinate?",
            options: ["7", "4", "11", "3"],
            correct: 1,
            explanation:
              "In (x, y) the first number is the x-coordinate, so it is 4.",
            difficulty: "easy",
          },
          {
            text: "On which line does the point (0, 5) lie?",
            options: ["x-axis", "Origin", "y-axis", "Neither axis"],
            correct: 2,
            explanation:
              "Its x-coordinate is 0, so it is 0 units along the x-axis — it lies on the y-axis, 5 units above the origin.",
            difficulty: "medium",
          },
          {
            text: "A line graph that is a whole unbroken straight line is called a",
            options: ["linear graph", "bar graph", "histogram", "pie chart"],
            correct: 0,
            explanation:
              "When all the points of a line graph lie on one straight line, it is called a linear graph.",
            difficulty: "medium",
          },
          {
            text: "A car moves at a steady 40 km/h. Which point (time in hours, distance in km) lies on its distance–time graph?",
            options: ["(3, 100)", "(3, 120)", "(2, 40)", "(4, 120)"],
            correct: 1,
            explanation:
              "Distance = 40 × time. At 3 hours the distance is 40 × 3 = 120 km, giving (3, 120).",
            difficulty: "medium",
          },
          {
            text: "The points (1, 2), (2, 4) and (3, 6) lie on a straight line. Which of these points also lies on that line?",
            options: ["(5, 8)", "(4, 6)", "(6, 3)", "(5, 10)"],
            correct: 3,
            explanation:
              "In every given point, y = 2x. For (5, 10), 2 × 5 = 10, so it lies on the same line.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Temperature line graph",
          instructions:
            "Record the outdoor temperature (from a thermometer or the daily weather report) at the same time every day for 10 days. Plot a line graph with days on the x-axis and temperature on the y-axis, and write three observations from your graph.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 8,
    slug: "science",
    name: "Science",
    description:
      "Class 8 science: crops and microbes, fuels and combustion, conservation, reproduction and adolescence, force, pressure, friction, sound, electricity, natural phenomena and light.",
    color: "teal",
    isFree: true,
    textbook:
      "Science — Textbook for Class VIII (NCERT, rationalised edition 2023–24; 13 chapters)",
    chapters: [
      {
        title: "Crop Production and Management",
        summary:
          "Describes crop seasons and the agricultural practices farmers follow — preparing soil, sowing, manuring, irrigation, weeding, harvesting and storage — and introduces animal husbandry.",
        lessons: [
          {
            title: "Crops and crop seasons",
            minutes: 10,
            summary:
              "Plants of the same kind grown on a large scale are called a crop. In India, kharif crops are sown in the rainy season (about June to September) — paddy, maize, soyabean, groundnut and cotton. Rabi crops are grown in winter (about October to March) — wheat, gram, pea, mustard and linseed.",
          },
          {
            title: "Preparing soil, sowing and manuring",
            minutes: 14,
            summary:
              "Ploughing (tilling) loosens and turns the soil so roots breathe and penetrate easily, and levelling prevents erosion. Good seeds are selected by putting them in water: damaged, hollow seeds float and are removed. Seeds are sown at the right depth and distance, often with a seed drill. Manure (organic, from decomposed plant and animal waste) and fertilisers (chemicals such as urea and NPK) replenish nutrients; crop rotation with legumes, whose root nodules hold nitrogen-fixing Rhizobium bacteria, restores nitrogen naturally.",
          },
          {
            title: "Irrigation and protecting crops",
            minutes: 12,
            summary:
              "Supplying water to crops at intervals is irrigation. Traditional methods include the moat (pulley system), chain pump, dhekli and rahat (lever system); modern methods save water — sprinklers spray water like rain and drip irrigation delivers water drop by drop at the roots. Unwanted plants growing with a crop are weeds; they are removed by hand, with a khurpi, or with weedicides such as 2,4-D.",
          },
          {
            title: "Harvesting, storage and animal husbandry",
            minutes: 12,
            summary:
              "Cutting a mature crop is harvesting, done with a sickle or a machine called a harvester. Threshing separates grain from chaff, and winnowing uses wind to blow the light chaff away; a combine does harvesting and threshing together. Grain is dried and stored in jute bags, silos or granaries, protected from pests by dried neem leaves or chemical fumigation. Rearing animals for food and other products on a large scale is animal husbandry.",
          },
        ],
        questions: [
          {
            text: "Which of these is a rabi crop?",
            options: ["Paddy", "Maize", "Cotton", "Wheat"],
            correct: 3,
            explanation:
              "Wheat is sown in winter, so it is a rabi crop. Paddy, maize and cotton are kharif (rainy-season) crops.",
            difficulty: "easy",
          },
          {
            text: "The process of loosening and turning the soil is called",
            options: ["winnowing", "ploughing", "threshing", "harvesting"],
            correct: 1,
            explanation:
              "Ploughing or tilling loosens and turns the soil. Winnowing and threshing separate grain; harvesting cuts the crop.",
            difficulty: "easy",
          },
          {
            text: "In which irrigation method is water delivered drop by drop near the roots of plants?",
            options: ["Drip system", "Sprinkler system", "Moat", "Rahat"],
            correct: 0,
            explanation:
              "The drip system delivers water drop by drop at the root zone and wastes very little water, so it suits fruit plants and dry regions.",
            difficulty: "medium",
          },
          {
            text: "Which bacteria in the root nodules of leguminous plants fix atmospheric nitrogen?",
            options: ["Lactobacillus", "Rhizobium", "Yeast", "Penicillium"],
            correct: 1,
            explanation:
              "Rhizobium lives in the root nodules of legumes such as gram and pea and fixes nitrogen, enriching the soil.",
            difficulty: "medium",
          },
          {
            text: "Before sowing, seeds are put in water and those that float are thrown away. Why?",
            options: [
              "They are too heavy",
              "They are already germinated",
              "They are damaged or hollow and will not germinate",
              "They contain too much water",
            ],
            correct: 2,
            explanation:
              "Damaged seeds are hollow and lighter, so they float. Healthy seeds are heavier and sink.",
            difficulty: "medium",
          },
          {
            text: "Why do farmers grow a leguminous crop between two cereal crops?",
            options: [
              "To kill weeds",
              "To reduce the need for water",
              "To protect the crops from birds",
              "To replenish nitrogen in the soil",
            ],
            correct: 3,
            explanation:
              "Cereals use up soil nitrogen. Legumes carry nitrogen-fixing Rhizobium in their root nodules, so growing them in rotation restores nitrogen without adding fertiliser.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Crop calendar of my region",
          instructions:
            "Talk to a farmer, gardener or elder, or use your textbook, to make a crop calendar for your state showing two kharif and two rabi crops. For each crop, note the months of sowing and harvesting and one method of irrigation or storage used.",
          maxMarks: 15,
        },
      },
      {
        title: "Microorganisms: Friend and Foe",
        summary:
          "Introduces bacteria, fungi, protozoa, algae and viruses, their useful roles in food, medicine and the environment, the diseases they cause, and methods of food preservation.",
        lessons: [
          {
            title: "Kinds of microorganisms",
            minutes: 10,
            summary:
              "Microorganisms are living things too small to see with the naked eye. They are grouped into bacteria, fungi, protozoa and some algae. Viruses are also microscopic but they reproduce only inside the cells of a host. Microorganisms live almost everywhere — in soil, water, air and inside other organisms — and can be single-celled or multicellular.",
          },
          {
            title: "Friendly microorganisms",
            minutes: 14,
            summary:
              "Lactobacillus bacteria turn milk into curd. Yeast respires and releases carbon dioxide, which makes dough rise; yeast also converts sugar into alcohol by fermentation, discovered by Louis Pasteur in 1857. Alexander Fleming discovered penicillin, the first antibiotic, from a mould in 1929. Vaccines made from dead or weakened microbes train the body to fight diseases — Edward Jenner developed the smallpox vaccine. Microbes also decompose dead matter and fix nitrogen in the soil.",
          },
          {
            title: "Harmful microorganisms",
            minutes: 14,
            summary:
              "Disease-causing microbes are pathogens. Communicable diseases spread through air, water, food or contact: tuberculosis, cholera and typhoid are caused by bacteria; polio, measles and chickenpox by viruses; malaria by the protozoan Plasmodium, carried by the female Anopheles mosquito. Antibiotics work against bacteria but not against viruses, so they do not cure a cold or flu. Microbes also cause plant diseases and food poisoning.",
          },
          {
            title: "Food preservation and the nitrogen cycle",
            minutes: 12,
            summary:
              "Food is preserved by stopping microbial growth: with salt, sugar, oil or vinegar, by heating and cooling, and with chemical preservatives. Pasteurised milk is heated to about 70 °C for 15 to 30 seconds and then suddenly chilled. In the nitrogen cycle, bacteria and blue-green algae fix atmospheric nitrogen, decomposers return nitrogen from dead matter to the soil, and other bacteria release it back to the air.",
          },
        ],
        questions: [
          {
            text: "Which microorganism helps turn milk into curd?",
            options: ["Rhizobium", "Yeast", "Plasmodium", "Lactobacillus"],
            correct: 3,
            explanation:
              "Lactobacillus bacteria multiply in milk and convert it into curd.",
            difficulty: "easy",
          },
          {
            text: "Malaria is caused by",
            options: ["Plasmodium", "a virus", "Rhizobium", "a fungus"],
            correct: 0,
            explanation:
              "Malaria is caused by Plasmodium, a protozoan, which is carried by the female Anopheles mosquito.",
            difficulty: "easy",
          },
          {
            text: "Who discovered penicillin?",
            options: [
              "Louis Pasteur",
              "Alexander Fleming",
              "Edward Jenner",
              "Robert Koch",
            ],
            correct: 1,
            explanation:
              "Alexander Fleming discovered penicillin in 1929 from a mould that stopped bacteria from growing.",
            difficulty: "medium",
          },
          {
            text: "Yeast makes dough rise because it releases",
            options: ["oxygen", "nitrogen", "hydrogen", "carbon dioxide"],
            correct: 3,
            explanation:
              "Yeast respires and releases carbon dioxide; the gas bubbles fill the dough and make it rise.",
            difficulty: "medium",
          },
          {
            text: "Which of these diseases is caused by a virus?",
            options: ["Typhoid", "Polio", "Cholera", "Tuberculosis"],
            correct: 1,
            explanation:
              "Polio is caused by a virus. Typhoid, cholera and tuberculosis are caused by bacteria.",
            difficulty: "medium",
          },
          {
            text: "Why do antibiotics not help a person suffering from a cold or flu?",
            options: [
              "Antibiotics are too weak to kill bacteria",
              "Cold and flu are caused by fungi",
              "Cold and flu are caused by viruses, and antibiotics do not work against viruses",
              "The body destroys antibiotics immediately",
            ],
            correct: 2,
            explanation:
              "Antibiotics kill or stop the growth of bacteria. Cold and flu are viral, so antibiotics are of no use and taking them unnecessarily can do harm.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Watching microbes at work",
          instructions:
            "Set curd in two bowls of lukewarm milk: add a spoon of curd to one and nothing to the other, and keep a third bowl in the fridge with curd added. Observe after 6–8 hours, record what happened, and explain the results in terms of Lactobacillus and temperature.",
          maxMarks: 15,
        },
      },
      {
        title: "Coal and Petroleum",
        summary:
          "Classifies natural resources as exhaustible and inexhaustible, and explains how coal, petroleum and natural gas formed, their products and uses, and why they must be conserved.",
        lessons: [
          {
            title: "Exhaustible and inexhaustible resources",
            minutes: 10,
            summary:
              "Inexhaustible resources such as sunlight and air are present in unlimited quantity and will not run out through human use. Exhaustible resources — forests, minerals, coal, petroleum and natural gas — are limited and can be used up. Coal, petroleum and natural gas are fossil fuels, formed from the dead remains of living organisms over millions of years.",
          },
          {
            title: "Coal and its products",
            minutes: 12,
            summary:
              "About 300 million years ago, dense forests in low-lying wetlands were buried under soil; high pressure and temperature slowly turned the dead plants into coal, a process called carbonisation. Coal is mostly carbon and burns to give carbon dioxide and heat. Processing coal gives coke (almost pure carbon, used in making steel), coal tar (used to make dyes, drugs, paints and naphthalene balls) and coal gas.",
          },
          {
            title: "Petroleum and natural gas",
            minutes: 14,
            summary:
              "Petroleum formed from organisms that lived in the sea; their remains, buried under sand and clay and without air, changed under heat and pressure. Refining separates petroleum into fractions: LPG, petrol, kerosene, diesel, lubricating oil, paraffin wax and bitumen (used for roads). Natural gas, stored as CNG (compressed natural gas), is a cleaner fuel for vehicles and power generation.",
          },
          {
            title: "Conserving fossil fuels",
            minutes: 8,
            summary:
              "Fossil fuels take millions of years to form, and burning them pollutes the air and adds carbon dioxide, which causes global warming. We can save fuel by driving at steady, moderate speeds, switching off engines at traffic lights, keeping tyre pressure correct and servicing vehicles regularly. Using public transport and renewable energy also helps.",
          },
        ],
        questions: [
          {
            text: "Which of these is an inexhaustible natural resource?",
            options: ["Coal", "Sunlight", "Petroleum", "Natural gas"],
            correct: 1,
            explanation:
              "Sunlight is available in unlimited amounts and cannot be used up by human activity. The others are limited fossil fuels.",
            difficulty: "easy",
          },
          {
            text: "The slow process by which dead vegetation turns into coal is called",
            options: [
              "fermentation",
              "refining",
              "distillation",
              "carbonisation",
            ],
            correct: 3,
            explanation:
              "Because coal contains mainly carbon, the slow conversion of buried plants into coal is called carbonisation.",
            difficulty: "easy",
          },
          {
            text: "Which product of coal is almost pure carbon and is used in making steel?",
            options: ["Coke", "Coal tar", "Coal gas", "Bitumen"],
            correct: 0,
            explanation:
              "Coke is a tough, porous, nearly pure form of carbon used in steel making and extracting metals.",
            difficulty: "medium",
          },
          {
            text: "The process of separating petroleum into its useful components is called",
            options: [
              "carbonisation",
              "combustion",
              "refining",
              "pasteurisation",
            ],
            correct: 2,
            explanation:
              "Petroleum is separated into fractions like petrol, diesel and kerosene in a refinery; the process is refining.",
            difficulty: "medium",
          },
          {
            text: "Which petroleum product is used for surfacing roads?",
            options: ["Paraffin wax", "Bitumen", "Kerosene", "Diesel"],
            correct: 1,
            explanation:
              "Bitumen, a heavy fraction of petroleum, is used for surfacing roads and in paints.",
            difficulty: "medium",
          },
          {
            text: "Why are coal, petroleum and natural gas called fossil fuels?",
            options: [
              "They are found only near dinosaur fossils",
              "They are made in factories from rocks",
              "They formed from the dead remains of living organisms buried for millions of years",
              "They can never be used up",
            ],
            correct: 2,
            explanation:
              "Fossil fuels formed from dead plants and animals (fossils) buried under the earth and changed by heat and pressure over millions of years. That is also why they cannot be replaced quickly.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Combustion and Flame",
        summary:
          "Explains combustion, ignition temperature and the types of combustion, how fires are controlled, the structure of a candle flame, and what makes a good fuel.",
        lessons: [
          {
            title: "What is combustion?",
            minutes: 12,
            summary:
              "Combustion is a chemical process in which a substance reacts with oxygen to give off heat, and often light. Substances that burn, like wood and LPG, are combustible. Three things are needed: a fuel, air (oxygen), and heating to the ignition temperature — the lowest temperature at which a substance catches fire. Inflammable substances such as petrol and LPG have very low ignition temperatures.",
          },
          {
            title: "Types of combustion and controlling fire",
            minutes: 12,
            summary:
              "Rapid combustion produces heat and light quickly (gas burning on a stove). Spontaneous combustion happens without any apparent cause, for example phosphorus burning in air at room temperature. An explosion is a sudden reaction that releases heat, light, sound and gases. Fire is controlled by removing the fuel, cutting off air, or cooling below the ignition temperature. Water cools and works for wood and paper, but not for electrical or oil fires; carbon dioxide extinguishers are best for those.",
          },
          {
            title: "Structure of a flame",
            minutes: 10,
            summary:
              "A candle flame has three zones. The innermost dark zone has unburnt wax vapour; the middle luminous (yellow) zone has partial combustion; and the outermost non-luminous (blue) zone has complete combustion and is the hottest. Goldsmiths blow through a metal pipe onto the outermost zone to melt gold and silver.",
          },
          {
            title: "Fuels and their effects",
            minutes: 12,
            summary:
              "A good fuel is cheap, easily available, burns at a moderate rate, has a high calorific value and leaves little residue. Calorific value is the heat produced by completely burning 1 kg of fuel, in kJ/kg; hydrogen has the highest, about 150000 kJ/kg, and LPG about 55000 kJ/kg. Burning fuels releases carbon monoxide (poisonous), unburnt carbon particles, carbon dioxide (global warming) and sulphur and nitrogen oxides, which cause acid rain.",
          },
        ],
        questions: [
          {
            text: "The lowest temperature at which a substance catches fire is called its",
            options: [
              "boiling point",
              "melting point",
              "ignition temperature",
              "calorific value",
            ],
            correct: 2,
            explanation:
              "A substance will not burn until it is heated to its ignition temperature.",
            difficulty: "easy",
          },
          {
            text: "Which gas is essential for combustion?",
            options: ["Nitrogen", "Carbon dioxide", "Oxygen", "Hydrogen"],
            correct: 2,
            explanation:
              "Combustion is a reaction with oxygen. Without a supply of air (oxygen) a fire goes out.",
            difficulty: "easy",
          },
          {
            text: "Which zone of a candle flame is the hottest?",
            options: [
              "Innermost dark zone",
              "Outermost non-luminous zone",
              "Middle luminous zone",
              "The wick",
            ],
            correct: 1,
            explanation:
              "Complete combustion takes place in the outermost blue zone, so it is the hottest part of the flame.",
            difficulty: "medium",
          },
          {
            text: "Why should water not be used to put out a fire involving electrical equipment?",
            options: [
              "Water makes the fire hotter",
              "Water produces extra oxygen",
              "Water is too costly",
              "Water conducts electricity and may give an electric shock",
            ],
            correct: 3,
            explanation:
              "Tap water conducts electricity, so the person putting out the fire could be electrocuted. A carbon dioxide extinguisher is used instead.",
            difficulty: "medium",
          },
          {
            text: "Which of these fuels has the highest calorific value?",
            options: ["LPG", "Hydrogen", "Coal", "Wood"],
            correct: 1,
            explanation:
              "Hydrogen gives about 150000 kJ/kg, far more than LPG (about 55000 kJ/kg), coal or wood.",
            difficulty: "medium",
          },
          {
            text: "4.5 kg of a fuel is completely burnt and produces 180000 kJ of heat. What is its calorific value?",
            options: [
              "40000 kJ/kg",
              "810000 kJ/kg",
              "4000 kJ/kg",
              "45000 kJ/kg",
            ],
            correct: 0,
            explanation:
              "Calorific value = heat ÷ mass = 180000 ÷ 4.5 = 40000 kJ/kg.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Observing a candle flame",
          instructions:
            "Under adult supervision, observe a burning candle. Draw and label the three zones of the flame, hold a clean glass plate briefly in the luminous zone and record what you see, and explain why each zone looks the way it does.",
          maxMarks: 15,
        },
      },
      {
        title: "Conservation of Plants and Animals",
        summary:
          "Explains deforestation and its effects, and the ways of conserving biodiversity — biosphere reserves, national parks and sanctuaries, the Red Data Book, recycling paper and reforestation.",
        lessons: [
          {
            title: "Deforestation and its consequences",
            minutes: 12,
            summary:
              "Deforestation is the clearing of forests for farming, houses, factories, furniture and fuel; natural causes include forest fires and droughts. It raises the earth's temperature and carbon dioxide levels, reduces rainfall, causes soil erosion and floods, and can slowly turn fertile land into desert (desertification). It also destroys the homes of many animals.",
          },
          {
            title: "Protected areas and biodiversity",
            minutes: 14,
            summary:
              "Biodiversity is the variety of living organisms in an area. Wildlife sanctuaries, national parks and biosphere reserves protect it. Pachmarhi Biosphere Reserve in Madhya Pradesh includes Satpura National Park and the Bori and Pachmarhi wildlife sanctuaries. Plants of an area are its flora and animals its fauna; species found only in one area are endemic, like the giant squirrel and flying squirrel of Pachmarhi. Project Tiger was launched in 1973 to protect tigers.",
          },
          {
            title: "Endangered species, migration and recycling",
            minutes: 12,
            summary:
              "Species whose numbers have fallen so low that they may become extinct are endangered; the Red Data Book keeps a record of them. Migratory birds fly long distances to warmer places each year, and must be protected along their routes. About 17 full-grown trees are cut to make one tonne of paper, so saving and recycling paper saves trees. Reforestation — planting trees where forests were destroyed — helps restore them.",
          },
        ],
        questions: [
          {
            text: "The plants found in a particular area are called its",
            options: ["fauna", "flora", "biome", "habitat"],
            correct: 1,
            explanation:
              "Flora means the plants of an area; fauna means its animals.",
            difficulty: "easy",
          },
          {
            text: "A species found only in one particular area is called",
            options: ["endangered", "extinct", "endemic", "migratory"],
            correct: 2,
            explanation:
              "Endemic species are found exclusively in a particular area and nowhere else naturally.",
            difficulty: "easy",
          },
          {
            text: "Which book keeps a record of endangered species?",
            options: [
              "Green Book",
              "Blue Book",
              "Red Data Book",
              "Census Book",
            ],
            correct: 2,
            explanation:
              "The Red Data Book is the source book that records all endangered plants and animals.",
            difficulty: "medium",
          },
          {
            text: "In which year was Project Tiger launched in India?",
            options: ["1947", "1973", "1986", "2001"],
            correct: 1,
            explanation:
              "Project Tiger was launched in 1973 to protect tigers and their habitats.",
            difficulty: "medium",
          },
          {
            text: "About how many full-grown trees are needed to make one tonne of paper?",
            options: ["17", "5", "100", "1"],
            correct: 0,
            explanation:
              "Roughly 17 full-grown trees are cut for one tonne of paper, which is why recycling paper saves trees.",
            difficulty: "medium",
          },
          {
            text: "Which of these is a consequence of deforestation?",
            options: [
              "More rainfall and less soil erosion",
              "More oxygen in the atmosphere",
              "A fall in the earth's temperature",
              "More soil erosion and a greater chance of floods",
            ],
            correct: 3,
            explanation:
              "Tree roots hold soil and slow down rainwater. Without trees, topsoil is washed away and floods become more likely, while temperature and carbon dioxide rise.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Reproduction in Animals",
        summary:
          "Describes sexual reproduction in animals — reproductive organs, fertilisation, development of the embryo, viviparous and oviparous animals, metamorphosis — and asexual reproduction by budding and binary fission.",
        lessons: [
          {
            title: "Sexual reproduction and fertilisation",
            minutes: 14,
            summary:
              "In sexual reproduction, a male gamete (sperm) fuses with a female gamete (egg or ovum). In humans the testes produce sperms and the ovaries produce eggs. The fusion of sperm and egg is fertilisation and forms a single cell, the zygote. Fertilisation inside the female's body is internal (humans, cows, hens); in frogs and fish it takes place outside in water and is external.",
          },
          {
            title: "Development of the embryo",
            minutes: 12,
            summary:
              "The zygote divides repeatedly to form an embryo, which in humans gets embedded in the wall of the uterus and develops body parts. The stage at which all the body parts can be identified is the foetus. Animals that give birth to young ones are viviparous (humans, cows, dogs); those that lay eggs are oviparous (hens, frogs, lizards, butterflies).",
          },
          {
            title: "Metamorphosis",
            minutes: 8,
            summary:
              "Some animals change greatly in form after hatching. A frog's egg hatches into a tadpole that lives in water and breathes through gills; it gradually becomes an adult frog. This transformation from larva to adult through drastic changes is metamorphosis; silkworms and butterflies also undergo it.",
          },
          {
            title: "Asexual reproduction",
            minutes: 10,
            summary:
              "In asexual reproduction only one parent produces young ones. In Hydra, a bulge called a bud grows out and develops into a new individual (budding). Amoeba splits its nucleus and then its body into two (binary fission). Cloning produces an exact copy of an organism: Dolly the sheep, born in 1996 in Scotland, was the first mammal to be cloned.",
          },
        ],
        questions: [
          {
            text: "The fusion of a sperm and an egg is called",
            options: [
              "budding",
              "binary fission",
              "metamorphosis",
              "fertilisation",
            ],
            correct: 3,
            explanation:
              "Fertilisation is the fusion of the male and female gametes, forming a zygote.",
            difficulty: "easy",
          },
          {
            text: "Animals that give birth to young ones are called",
            options: ["oviparous", "asexual", "viviparous", "hermaphrodite"],
            correct: 2,
            explanation:
              "Viviparous animals, such as humans, cows and dogs, give birth to young ones. Oviparous animals lay eggs.",
            difficulty: "easy",
          },
          {
            text: "Hydra reproduces asexually by",
            options: [
              "budding",
              "binary fission",
              "fragmentation",
              "spore formation",
            ],
            correct: 0,
            explanation:
              "A bud grows out of the Hydra's body and develops into a new individual, which then detaches.",
            difficulty: "medium",
          },
          {
            text: "What kind of fertilisation takes place in frogs?",
            options: [
              "No fertilisation takes place",
              "Fertilisation inside the tadpole",
              "Internal fertilisation inside the female's body",
              "External fertilisation in water",
            ],
            correct: 3,
            explanation:
              "The female frog lays eggs in water and the male deposits sperms over them, so fertilisation happens outside the body.",
            difficulty: "medium",
          },
          {
            text: "The change of a tadpole into an adult frog is called",
            options: ["cloning", "metamorphosis", "budding", "implantation"],
            correct: 1,
            explanation:
              "The drastic change from larva (tadpole) to adult is metamorphosis.",
            difficulty: "medium",
          },
          {
            text: "Which statement about the zygote is correct?",
            options: [
              "It is a single cell formed by the fusion of a sperm and an egg, and it divides to form an embryo",
              "It is formed by the fusion of two sperms",
              "It is found only in oviparous animals",
              "It is another name for the foetus",
            ],
            correct: 0,
            explanation:
              "The zygote is the first cell of the new individual, formed at fertilisation in all sexually reproducing animals. It divides to form the embryo, which later becomes the foetus.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Reaching the Age of Adolescence",
        summary:
          "Explains the changes of adolescence and puberty, the role of hormones and endocrine glands, sex determination, and how to keep good reproductive health.",
        lessons: [
          {
            title: "Adolescence and puberty",
            minutes: 12,
            summary:
              "Adolescence is the period of life, roughly between 11 and 19 years, when the body changes towards reproductive maturity; the key changes are called puberty. Height increases, boys' shoulders broaden and girls' hips widen, the voice box grows (the Adam's apple in boys), and sweat and oil glands become more active, which may cause acne. Features that help tell boys from girls, such as facial hair in boys and breast development in girls, are secondary sexual characters.",
          },
          {
            title: "Hormones and endocrine glands",
            minutes: 14,
            summary:
              "Hormones are chemical messengers released by endocrine glands directly into the blood. Testes release testosterone and ovaries release oestrogen, which bring about pubertal changes; the pituitary gland controls them. The thyroid makes thyroxine (iodine deficiency causes goitre), the pancreas makes insulin (its lack causes diabetes), and the adrenal glands make adrenalin for stress. In frogs, thyroxine controls the metamorphosis of tadpoles.",
          },
          {
            title: "Sex determination and menstruation",
            minutes: 12,
            summary:
              "Human cells have 23 pairs of chromosomes, including a pair of sex chromosomes: XX in females and XY in males. Eggs always carry X; a sperm carries X or Y. If an X-sperm fertilises the egg the baby is a girl, and if a Y-sperm does, a boy — so the father's chromosome decides the sex. In girls, the menstrual cycle of about 28 days begins at puberty (menarche) and stops around 45–50 years (menopause).",
          },
          {
            title: "Reproductive health",
            minutes: 10,
            summary:
              "Adolescents need a balanced diet with proteins, carbohydrates, fats, vitamins and minerals, plus iron-rich foods. Personal hygiene, daily bathing, and regular exercise keep the body healthy. Drugs are addictive and harmful; saying no to them and seeking reliable information from parents, teachers or doctors is important.",
          },
        ],
        questions: [
          {
            text: "Which hormone is produced by the testes?",
            options: ["Oestrogen", "Insulin", "Testosterone", "Thyroxine"],
            correct: 2,
            explanation:
              "Testes release testosterone, which brings about changes of puberty in boys. Ovaries release oestrogen.",
            difficulty: "easy",
          },
          {
            text: "How many chromosomes are there in each human cell (excluding egg and sperm)?",
            options: ["23", "46", "44", "48"],
            correct: 1,
            explanation: "Human cells have 23 pairs, that is 46 chromosomes.",
            difficulty: "easy",
          },
          {
            text: "Lack of iodine in the diet can cause",
            options: ["diabetes", "night blindness", "scurvy", "goitre"],
            correct: 3,
            explanation:
              "The thyroid needs iodine to make thyroxine. Without enough iodine the gland swells, a condition called goitre.",
            difficulty: "medium",
          },
          {
            text: "Insulin is produced by the",
            options: ["pancreas", "thyroid", "adrenal glands", "pituitary"],
            correct: 0,
            explanation:
              "The pancreas makes insulin, which controls blood sugar. Too little insulin causes diabetes.",
            difficulty: "medium",
          },
          {
            text: "What are the sex chromosomes of a human male?",
            options: ["XX", "YY", "XY", "XXY"],
            correct: 2,
            explanation:
              "Males have one X and one Y chromosome (XY); females have two X chromosomes (XX).",
            difficulty: "medium",
          },
          {
            text: "What decides whether a baby will be a boy or a girl?",
            options: [
              "Whether the mother's egg carries an X or a Y chromosome",
              "Whether the fertilising sperm carries an X or a Y chromosome",
              "The food eaten by the mother",
              "The temperature of the uterus",
            ],
            correct: 1,
            explanation:
              "All eggs carry an X chromosome. A sperm with X gives XX (girl) and a sperm with Y gives XY (boy), so the father's sperm determines the sex.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Force and Pressure",
        summary:
          "Defines force as a push or pull, shows how forces combine and what they can do, classifies contact and non-contact forces, and explains pressure in solids, liquids and the atmosphere.",
        lessons: [
          {
            title: "Force and its effects",
            minutes: 12,
            summary:
              "A force is a push or a pull that arises from the interaction between objects; its SI unit is the newton (N). Forces in the same direction add up, and forces in opposite directions subtract, the net force acting in the direction of the larger one. A force can start or stop motion, change the speed or direction of a moving object, or change an object's shape.",
          },
          {
            title: "Contact and non-contact forces",
            minutes: 12,
            summary:
              "Contact forces need the objects to touch: muscular force (from our muscles) and friction are examples. Non-contact forces act from a distance: magnetic force between magnets, electrostatic force between charged objects, and the force of gravity that pulls everything towards the earth.",
          },
          {
            title: "Pressure",
            minutes: 12,
            summary:
              "Pressure is force acting on a unit area: pressure = force ÷ area, measured in pascals (1 Pa = 1 N/m²). The same force gives more pressure on a smaller area, which is why nails and knives are sharp, and less pressure on a larger area, which is why school bags have wide straps.",
          },
          {
            title: "Pressure in liquids and gases",
            minutes: 12,
            summary:
              "Liquids exert pressure on the walls of their container, and this pressure increases with depth: water from a hole near the bottom of a bottle spurts farther. At the same depth, a liquid presses equally in all directions. The air around us exerts atmospheric pressure, which holds a rubber sucker against a smooth wall; we are not crushed because the pressure inside our bodies balances it.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of force?",
            options: ["Joule", "Newton", "Pascal", "Watt"],
            correct: 1,
            explanation:
              "Force is measured in newtons (N). The pascal is the unit of pressure.",
            difficulty: "easy",
          },
          {
            text: "Which of these is a non-contact force?",
            options: [
              "Muscular force",
              "Friction",
              "Magnetic force",
              "The push of a hand on a door",
            ],
            correct: 2,
            explanation:
              "A magnet can attract iron from a distance without touching it, so magnetic force is a non-contact force.",
            difficulty: "easy",
          },
          {
            text: "A force of 100 N acts on an area of 2 m². What is the pressure?",
            options: ["200 Pa", "50 Pa", "102 Pa", "98 Pa"],
            correct: 1,
            explanation: "Pressure = force ÷ area = 100 ÷ 2 = 50 N/m² = 50 Pa.",
            difficulty: "medium",
          },
          {
            text: "Why do school bags have wide straps?",
            options: [
              "To reduce the pressure on the shoulders by spreading the force over a larger area",
              "To increase the pressure on the shoulders",
              "To reduce the weight of the bag",
              "To make the bag look larger",
            ],
            correct: 0,
            explanation:
              "Pressure = force ÷ area. The weight stays the same, but a wider strap increases the area, so the pressure on the shoulder is less.",
            difficulty: "medium",
          },
          {
            text: "Two forces of 8 N and 5 N act on a box in opposite directions. What is the net force?",
            options: [
              "13 N in the direction of the 8 N force",
              "3 N in the direction of the 5 N force",
              "3 N in the direction of the 8 N force",
              "Zero",
            ],
            correct: 2,
            explanation:
              "Opposite forces subtract: 8 − 5 = 3 N, acting in the direction of the larger force.",
            difficulty: "medium",
          },
          {
            text: "A plastic bottle full of water has three holes at different heights. From which hole does water spurt out the farthest, and why?",
            options: [
              "The top hole, because water there moves fastest",
              "All holes equally, because pressure is the same everywhere",
              "None, because water exerts no pressure on the walls",
              "The bottom hole, because liquid pressure increases with depth",
            ],
            correct: 3,
            explanation:
              "The deeper the hole, the greater the liquid pressure pushing the water out, so the lowest hole gives the longest stream.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Friction",
        summary:
          "Explains the cause of friction, the factors it depends on, the kinds of friction, why it is both useful and harmful, how to increase or reduce it, and fluid friction.",
        lessons: [
          {
            title: "What causes friction",
            minutes: 10,
            summary:
              "Friction is the force that opposes relative motion between two surfaces in contact and acts opposite to the direction of motion. It is caused by the interlocking of tiny irregularities on the two surfaces. Rougher surfaces and surfaces pressed harder together produce more friction.",
          },
          {
            title: "Static, sliding and rolling friction",
            minutes: 12,
            summary:
              "Static friction acts when we try to move an object at rest; sliding friction acts while it slides. Sliding friction is slightly smaller than static friction, which is why it is easier to keep a box moving than to start it. Rolling friction is much smaller still, so wheels and ball bearings make moving loads easier.",
          },
          {
            title: "A necessary evil",
            minutes: 12,
            summary:
              "Without friction we could not walk, write, hold things or stop a vehicle. But friction also wears out shoes, tyres and machine parts and wastes energy as heat. We increase friction with treads on tyres, grooves on shoe soles and powder on gymnasts' hands; we reduce it with lubricants (oil, grease), polishing, wheels and ball bearings.",
          },
          {
            title: "Fluid friction",
            minutes: 8,
            summary:
              "Liquids and gases (fluids) also exert friction, called drag, on objects moving through them. Drag depends on the object's speed, its shape and the fluid. Birds, fish, aeroplanes and boats have streamlined shapes — pointed in front and broader in the middle — to reduce drag.",
          },
        ],
        questions: [
          {
            text: "In which direction does friction act on a moving object?",
            options: [
              "In the direction of motion",
              "Opposite to the direction of motion",
              "Only upwards",
              "Only when the object is at rest",
            ],
            correct: 1,
            explanation:
              "Friction always opposes the relative motion between the surfaces, so it acts opposite to the direction of motion.",
            difficulty: "easy",
          },
          {
            text: "Substances used to reduce friction, such as oil and grease, are called",
            options: ["lubricants", "abrasives", "adhesives", "insulators"],
            correct: 0,
            explanation:
              "Lubricants form a thin layer between moving surfaces so they do not rub directly, reducing friction.",
            difficulty: "easy",
          },
          {
            text: "Which kind of friction is the smallest?",
            options: [
              "Static friction",
              "Sliding friction",
              "Rolling friction",
              "All are equal",
            ],
            correct: 2,
            explanation:
              "Rolling friction is much smaller than sliding or static friction, which is why wheels and ball bearings are used.",
            difficulty: "medium",
          },
          {
            text: "Why do vehicle tyres have treads?",
            options: [
              "To make them lighter",
              "To reduce friction with the road",
              "To make them look attractive",
              "To increase friction and give a better grip on the road",
            ],
            correct: 3,
            explanation:
              "Treads increase friction with the road, giving a better grip and safer braking.",
            difficulty: "medium",
          },
          {
            text: "The frictional force exerted by fluids is called",
            options: ["thrust", "drag", "tension", "buoyancy"],
            correct: 1,
            explanation:
              "Friction due to liquids and gases is called drag. Streamlined shapes reduce it.",
            difficulty: "medium",
          },
          {
            text: "Why is it easier to keep a heavy box sliding than to start moving it?",
            options: [
              "Sliding friction is slightly smaller than static friction",
              "The box becomes lighter once it moves",
              "Gravity stops acting on a moving object",
              "Rolling friction starts acting on the box",
            ],
            correct: 0,
            explanation:
              "Once sliding, the irregularities of the surfaces have less time to lock into each other, so sliding friction is less than static friction and a smaller push keeps the box moving.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Friction around us",
          instructions:
            "List ten situations from daily life where friction is useful and five where it is a nuisance. For each nuisance, suggest one way to reduce friction, and for two useful cases, explain how friction is deliberately increased.",
          maxMarks: 15,
        },
      },
      {
        title: "Sound",
        summary:
          "Explains how sound is produced by vibration and travels through a medium, how we hear, the meaning of amplitude, frequency, loudness and pitch, audible range, and noise pollution.",
        lessons: [
          {
            title: "Production and propagation of sound",
            minutes: 12,
            summary:
              "Sound is produced by vibrating objects — a struck bell, a plucked string, or the vocal cords in our voice box (larynx). Sound needs a medium to travel and can pass through solids, liquids and gases, but it cannot travel through a vacuum. That is why astronauts on the Moon talk by radio.",
          },
          {
            title: "How we hear",
            minutes: 8,
            summary:
              "The outer ear is shaped like a funnel that collects sound. Sound makes the eardrum, a stretched membrane, vibrate; the inner ear passes these vibrations on, and signals are sent to the brain. Putting sharp objects in the ear can damage the eardrum.",
          },
          {
            title: "Amplitude, frequency, loudness and pitch",
            minutes: 14,
            summary:
              "One complete to-and-fro motion is an oscillation. Frequency is the number of oscillations per second, measured in hertz (Hz), and time period = 1 ÷ frequency. Loudness depends on amplitude (the size of the vibration) and is measured in decibels (dB); pitch depends on frequency — a higher frequency gives a shriller sound, as in a whistle or a baby's voice.",
          },
          {
            title: "Audible range and noise pollution",
            minutes: 10,
            summary:
              "Humans can hear sounds with frequencies from about 20 Hz to 20000 Hz. Sounds below 20 Hz are infrasonic and above 20000 Hz ultrasonic; some animals such as dogs can hear higher frequencies. Unpleasant, excessive sound is noise; it can cause sleeplessness, stress, high blood pressure and hearing loss. Silencers, lower volumes, and planting trees along roads reduce noise pollution.",
          },
        ],
        questions: [
          {
            text: "Sound cannot travel through",
            options: ["water", "steel", "air", "a vacuum"],
            correct: 3,
            explanation:
              "Sound needs a medium of particles to travel; a vacuum has none.",
            difficulty: "easy",
          },
          {
            text: "What is the unit of frequency?",
            options: ["Hertz", "Decibel", "Metre", "Newton"],
            correct: 0,
            explanation:
              "Frequency is measured in hertz (Hz): 1 Hz is one oscillation per second. Decibel is the unit of loudness.",
            difficulty: "easy",
          },
          {
            text: "What is the audible range of frequencies for the human ear?",
            options: [
              "2 Hz to 2000 Hz",
              "20 Hz to 20000 Hz",
              "200 Hz to 200000 Hz",
              "20 Hz to 2000 Hz",
            ],
            correct: 1,
            explanation: "Humans hear sounds from about 20 Hz to 20000 Hz.",
            difficulty: "medium",
          },
          {
            text: "A pendulum makes 40 oscillations in 4 seconds. What are its frequency and time period?",
            options: [
              "Frequency 0.1 Hz, time period 10 s",
              "Frequency 40 Hz, time period 4 s",
              "Frequency 10 Hz, time period 0.1 s",
              "Frequency 160 Hz, time period 0.00625 s",
            ],
            correct: 2,
            explanation:
              "Frequency = 40 ÷ 4 = 10 oscillations per second = 10 Hz. Time period = 1 ÷ 10 = 0.1 s.",
            difficulty: "medium",
          },
          {
            text: "The loudness of a sound depends on its",
            options: ["frequency", "speed", "time period", "amplitude"],
            correct: 3,
            explanation:
              "Greater amplitude of vibration gives a louder sound. Frequency decides pitch, not loudness.",
            difficulty: "medium",
          },
          {
            text: "An object vibrates with a time period of 0.02 s. What is its frequency, and can a human hear the sound?",
            options: [
              "0.02 Hz; no, it is too low to hear",
              "50 Hz; yes, it is within the audible range",
              "50 Hz; no, it is ultrasonic",
              "20 Hz; only just audible",
            ],
            correct: 1,
            explanation:
              "Frequency = 1 ÷ time period = 1 ÷ 0.02 = 50 Hz, which lies between 20 Hz and 20000 Hz, so it is audible.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Chemical Effects of Electric Current",
        summary:
          "Tests which liquids conduct electricity, shows the chemical effects of current passing through solutions, and explains electroplating and its uses.",
        lessons: [
          {
            title: "Do liquids conduct electricity?",
            minutes: 12,
            summary:
              "A simple tester made of a cell, wires and a bulb or LED shows whether a liquid conducts electricity. An LED is better because it glows even when only a weak current flows. Tap water, salt solution, lemon juice and vinegar conduct, because they contain dissolved salts or acids; distilled water is a poor conductor. This is why touching electrical switches with wet hands is dangerous.",
          },
          {
            title: "Chemical effects of current",
            minutes: 12,
            summary:
              "When current passes through a conducting solution it can cause chemical reactions. We may see gas bubbles at the electrodes, a metal deposited on an electrode, or a change in colour of the solution. In one activity, a greenish-blue spot appears on a potato at the wire connected to the positive terminal. Bubbles of oxygen and hydrogen form when current passes through water.",
          },
          {
            title: "Electroplating",
            minutes: 14,
            summary:
              "Electroplating deposits a thin layer of a desired metal on another material using electricity. In copper plating, two copper plates are placed in copper sulphate solution; copper from the solution deposits on the plate connected to the negative terminal, and the plate on the positive terminal slowly dissolves to replace it. Chromium is plated on taps and car parts because it is shiny, resists corrosion and scratches; tin coats iron cans for food; and iron used in bridges is coated with zinc to stop rusting.",
          },
        ],
        questions: [
          {
            text: "Which of these liquids is a poor conductor of electricity?",
            options: [
              "Lemon juice",
              "Salt solution",
              "Distilled water",
              "Vinegar",
            ],
            correct: 2,
            explanation:
              "Distilled water has almost no dissolved salts, so it conducts very poorly. The others contain salts or acids.",
            difficulty: "easy",
          },
          {
            text: "Depositing a layer of a desired metal on another material by means of electricity is called",
            options: [
              "galvanometer",
              "electroplating",
              "electrolyte",
              "evaporation",
            ],
            correct: 1,
            explanation:
              "This process is electroplating, used for example to coat taps with chromium.",
            difficulty: "easy",
          },
          {
            text: "Why is an LED often used instead of a bulb in a tester for liquids?",
            options: [
              "An LED glows even when a weak current flows",
              "An LED is larger than a bulb",
              "An LED needs more current than a bulb",
              "An LED produces sound",
            ],
            correct: 0,
            explanation:
              "Many liquids conduct only a small current, which may not heat a bulb's filament enough to glow, but is enough to light an LED.",
            difficulty: "medium",
          },
          {
            text: "In copper electroplating using copper sulphate solution, copper is deposited on the plate connected to the",
            options: [
              "positive terminal",
              "negative terminal",
              "both terminals equally",
              "neither terminal",
            ],
            correct: 1,
            explanation:
              "Copper from the solution is deposited on the electrode connected to the negative terminal of the battery.",
            difficulty: "medium",
          },
          {
            text: "Why is chromium plated on car parts, taps and bicycle handlebars?",
            options: [
              "It is cheap and soft",
              "It is a good insulator",
              "It is magnetic",
              "It has a shiny appearance, does not corrode and resists scratches",
            ],
            correct: 3,
            explanation:
              "Chromium is shiny, does not corrode and resists scratches, but it is costly, so a thin layer is plated over a cheaper metal.",
            difficulty: "medium",
          },
          {
            text: "Why is it dangerous to operate electrical switches with wet hands?",
            options: [
              "Pure distilled water is an excellent conductor",
              "Wet hands produce their own electricity",
              "Tap water contains dissolved salts, so it conducts electricity and current may pass through the body",
              "Water makes switches heavier",
            ],
            correct: 2,
            explanation:
              "Ordinary water contains salts that make it a conductor, so a wet hand can let current pass into the body and cause a shock.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Some Natural Phenomena",
        summary:
          "Explains electric charges produced by rubbing, how lightning occurs and how to stay safe, and what earthquakes are, where they happen and how to protect ourselves.",
        lessons: [
          {
            title: "Charges by rubbing",
            minutes: 12,
            summary:
              "Rubbing some objects together, like a plastic refill with polythene, gives them electric charge. There are two kinds of charge: positive and negative. Like charges repel and unlike charges attract. Charges produced by rubbing stay where they are and are called static charges; when charges move, they make an electric current.",
          },
          {
            title: "Transfer of charge and lightning",
            minutes: 12,
            summary:
              "An electroscope detects whether an object is charged: its metal leaves spread apart when charge reaches them. Transferring charge from a charged object to the earth is called earthing. During a thunderstorm, air currents cause negative charges to collect at the bottom of clouds and positive charges near the ground; when they become very large, a huge spark — lightning — passes between clouds or to the earth. Benjamin Franklin showed that lightning and sparks are the same phenomenon.",
          },
          {
            title: "Lightning safety",
            minutes: 8,
            summary:
              "No open place is safe during a thunderstorm. Avoid open fields, tall trees, poles and metal objects, and do not carry an umbrella. If outdoors, squat low on the ground with hands on knees and head between the hands. A house or a car or bus with windows shut is safe. A lightning conductor — a metal rod on top of a tall building connected to the ground — carries lightning's charge safely to earth.",
          },
          {
            title: "Earthquakes",
            minutes: 14,
            summary:
              "An earthquake is a sudden shaking of the earth caused by disturbance deep inside the earth's crust, usually the movement of the plates that make up the earth's outer layer. Weak zones such as the Himalayas, north-east India, Kashmir and the Rann of Kutch are more prone to earthquakes. Tremors are recorded by a seismograph, and the magnitude is given on the Richter scale, which is not linear: a rise of 2 means about 1000 times more destructive energy. To stay safe, take shelter under a sturdy table indoors, or move to an open area away from buildings and wires outdoors.",
          },
        ],
        questions: [
          {
            text: "Two charges of the same kind",
            options: [
              "attract each other",
              "repel each other",
              "neutralise each other",
              "have no effect on each other",
            ],
            correct: 1,
            explanation: "Like charges repel and unlike charges attract.",
            difficulty: "easy",
          },
          {
            text: "Which device is used to test whether an object is charged?",
            options: [
              "Seismograph",
              "Thermometer",
              "Electroscope",
              "Barometer",
            ],
            correct: 2,
            explanation:
              "In an electroscope, charge reaching the metal leaves makes them repel and spread apart.",
            difficulty: "easy",
          },
          {
            text: "The process of transferring charge from a charged object to the earth is called",
            options: ["earthing", "charging", "induction", "electroplating"],
            correct: 0,
            explanation:
              "Earthing safely passes charge into the ground; buildings are earthed to protect against electric shocks.",
            difficulty: "medium",
          },
          {
            text: "Which instrument records the tremors produced by an earthquake?",
            options: ["Electroscope", "Ammeter", "Barometer", "Seismograph"],
            correct: 3,
            explanation:
              "A seismograph records seismic waves, and from its record scientists work out the earthquake's magnitude.",
            difficulty: "medium",
          },
          {
            text: "Which is the safest place to be during a thunderstorm?",
            options: [
              "Under a tall tree",
              "In an open field holding an umbrella",
              "Inside a car or bus with the windows shut",
              "On top of a hill",
            ],
            correct: 2,
            explanation:
              "A closed car or bus (with windows shut) or a house is safe. Tall trees, open fields, umbrellas and hilltops increase the risk of being struck.",
            difficulty: "medium",
          },
          {
            text: "Compared with an earthquake of magnitude 5, how much more destructive energy does a magnitude 7 earthquake have?",
            options: [
              "2 times",
              "About 1000 times",
              "About 1.4 times",
              "100 times",
            ],
            correct: 1,
            explanation:
              "The Richter scale is not linear: an increase of 2 on the scale means about 1000 times more destructive energy.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Light",
        summary:
          "Studies the laws of reflection, regular and diffused reflection, multiple reflections, dispersion of light, the structure and care of the human eye, and the Braille system.",
        lessons: [
          {
            title: "Laws of reflection",
            minutes: 12,
            summary:
              "When light falls on a shiny surface it bounces back — this is reflection. The incoming ray is the incident ray, the line perpendicular to the mirror at the point of incidence is the normal, and both angles are measured from the normal. The laws of reflection say that the angle of incidence equals the angle of reflection, and that the incident ray, the reflected ray and the normal all lie in the same plane.",
          },
          {
            title: "Regular and diffused reflection",
            minutes: 10,
            summary:
              "A smooth surface like a mirror reflects parallel rays as parallel rays — regular reflection, which forms clear images. A rough surface like cardboard scatters them in different directions — diffused reflection. The laws of reflection are obeyed at every point in both cases; the difference comes from the surface. We see objects because they reflect light into our eyes; luminous objects like the Sun give out their own light.",
          },
          {
            title: "Multiple reflection and dispersion",
            minutes: 12,
            summary:
              "Two mirrors at an angle produce many images through multiple reflections; a kaleidoscope uses three mirror strips to create endless patterns, and a periscope uses two mirrors to see over obstacles. White sunlight is made of seven colours; a prism splits it into a band of colours, called dispersion. A rainbow forms by the dispersion of sunlight in raindrops.",
          },
          {
            title: "The human eye and the Braille system",
            minutes: 14,
            summary:
              "Light enters the eye through the transparent cornea; the iris controls the size of the pupil, and the lens focuses light onto the retina, where rod cells sense dim light and cone cells sense bright light and colour. The image stays on the retina for about 1/16 of a second, called persistence of vision, which makes movies seem continuous. Protect your eyes by reading in good light and at a proper distance, and eat vitamin A-rich food. Visually challenged people read with the Braille system of raised dots, developed by Louis Braille.",
          },
        ],
        questions: [
          {
            text: "A ray of light strikes a plane mirror with an angle of incidence of 35°. What is the angle of reflection?",
            options: ["55°", "35°", "70°", "90°"],
            correct: 1,
            explanation:
              "By the law of reflection, the angle of reflection equals the angle of incidence: 35°.",
            difficulty: "easy",
          },
          {
            text: "Reflection from a rough surface, in which parallel rays are scattered in different directions, is called",
            options: [
              "regular reflection",
              "refraction",
              "diffused reflection",
              "dispersion",
            ],
            correct: 2,
            explanation:
              "A rough surface reflects rays in many directions, which is diffused (irregular) reflection.",
            difficulty: "easy",
          },
          {
            text: "The splitting of white light into its seven colours is called",
            options: [
              "dispersion",
              "reflection",
              "diffusion",
              "persistence of vision",
            ],
            correct: 0,
            explanation:
              "A prism or raindrops split white light into its colours; this is dispersion.",
            difficulty: "medium",
          },
          {
            text: "On which part of the eye is the image formed?",
            options: ["Cornea", "Iris", "Pupil", "Retina"],
            correct: 3,
            explanation:
              "The lens focuses light onto the retina, which has light-sensitive rod and cone cells.",
            difficulty: "medium",
          },
          {
            text: "A kaleidoscope produces beautiful patterns because of",
            options: [
              "dispersion",
              "multiple reflection",
              "refraction",
              "absorption",
            ],
            correct: 1,
            explanation:
              "The mirror strips inside a kaleidoscope reflect light again and again, forming many images.",
            difficulty: "medium",
          },
          {
            text: "A ray of light makes an angle of 30° with the surface of a plane mirror. What is the angle of reflection?",
            options: ["30°", "90°", "120°", "60°"],
            correct: 3,
            explanation:
              "Angles are measured from the normal, which is at 90° to the mirror. Angle of incidence = 90° − 30° = 60°, so the angle of reflection is also 60°.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Build a periscope",
          instructions:
            "Make a simple periscope using a long cardboard box and two plane mirrors fixed at 45°. Draw a ray diagram showing how light travels through it, and write how the laws of reflection explain what you see.",
          maxMarks: 20,
        },
      },
    ],
  },
  {
    grade: 8,
    slug: "english",
    name: "English",
    description:
      "Class 8 English literature from the NCERT reader Honeydew: stories, memoirs, a diary and a picture history, each paired with a poem, with reading, vocabulary and writing practice.",
    color: "grape",
    isFree: false,
    textbook:
      "Honeydew — Textbook in English for Class VIII (NCERT, first edition 2008 and its reprints, full pre-rationalisation contents; all ten prose chapters, with the poem of each unit taught alongside its prose chapter)",
    chapters: [
      {
        title: "The Best Christmas Present in the World",
        summary:
          "Michael Morpurgo's story of a letter from the First World War found in an old desk, which recalls the Christmas truce of 1914 and leads the narrator to the writer's aged wife. The unit's poem is 'The Ant and the Cricket'.",
        lessons: [
          {
            title: "The letter in the secret drawer",
            minutes: 14,
            summary:
              "The narrator buys a damaged roll-top desk in a junk shop and, while repairing it, finds a small secret drawer holding a letter. It was written by Jim Macpherson, a British soldier, to his wife Connie on Christmas Day 1914. Jim describes how British and German soldiers came out of their trenches, wished each other 'Merry Christmas', shared food and drink and played football in no man's land, and how he talked to a German officer, Hans Wolf.",
          },
          {
            title: "Peace for a day",
            minutes: 12,
            summary:
              "The letter shows that ordinary soldiers on both sides wanted to go home to their families and had no hatred for each other. Jim wishes that disputes could be settled by a game of football instead of war. The story reminds us how senseless war is and how small acts of friendship can cross enemy lines.",
          },
          {
            title:
              "Connie's best present, and the poem 'The Ant and the Cricket'",
            minutes: 12,
            summary:
              "The narrator traces Connie to a nursing home; she is over a hundred years old. Mistaking the narrator for Jim come home at last, she calls it the best Christmas present in the world — a moving ending about love and hope. The poem 'The Ant and the Cricket', adapted from Aesop's fable, tells of a cricket that sang all summer and had nothing to eat in winter; the thrifty ant refuses to lend it food, teaching the value of hard work and saving for the future.",
          },
        ],
        questions: [],
        assignment: {
          title: "A letter home",
          instructions:
            "Imagine you are Jim on Christmas Day 1914. In about 150 words, write a letter to Connie describing one moment of the truce that you will never forget. Use details and feelings from the story.",
          maxMarks: 15,
        },
      },
      {
        title: "The Tsunami",
        summary:
          "True accounts of how people and animals survived the tsunami of 26 December 2004 that struck the coasts of India, Sri Lanka, Thailand and other countries. The unit's poem is 'Geography Lesson' by Zulfikar Ghose.",
        lessons: [
          {
            title: "What is a tsunami?",
            minutes: 10,
            summary:
              "A tsunami is a series of huge sea waves set off by an earthquake or volcanic eruption under the sea. The 2004 tsunami was caused by a massive earthquake near Indonesia and struck many countries around the Indian Ocean, including the Andaman and Nicobar Islands and the coast of Tamil Nadu. It killed a very large number of people and destroyed homes and livelihoods.",
          },
          {
            title: "Stories of survival",
            minutes: 14,
            summary:
              "The chapter tells of families in the Andaman and Nicobar Islands who lost loved ones, and of children who survived against great odds. Tilly Smith, a ten-year-old British girl on a beach in Thailand, noticed the sea bubbling and drawing back; remembering her geography lesson, she warned her parents, and the beach was cleared, saving many lives. Animals seemed to sense the danger: in Sri Lanka's Yala National Park surprisingly few dead animals were found, and many are thought to have moved to higher ground.",
          },
          {
            title: "Poem: Geography Lesson",
            minutes: 10,
            summary:
              "From a rising jet plane, the poet sees why the city grew where it did — near the river and the valley — and why the rivers and mountains are where they are. But from high above he sees how small and connected the earth is, and cannot understand why people who have seen this still hate and fight each other. The poem contrasts the logic of geography with the illogic of human conflict.",
          },
        ],
        questions: [],
      },
      {
        title: "Glimpses of the Past",
        summary:
          "A picture story (comic strip) about India between about 1757 and 1857, showing how the East India Company gained power and how Indians suffered and began to resist. The unit's poem is 'Macavity: The Mystery Cat' by T. S. Eliot.",
        lessons: [
          {
            title: "Company rule and its effects",
            minutes: 12,
            summary:
              "Through pictures and short dialogues, the chapter shows how Indian rulers fought among themselves while the East India Company used its army and trade to take control. Farmers were burdened with heavy taxes, Indian craftsmen lost their trade to British machine-made goods, and people were treated as inferior in their own land.",
          },
          {
            title: "Voices of reform and revolt",
            minutes: 12,
            summary:
              "Reformers such as Raja Ram Mohan Roy urged Indians to give up harmful social practices and to educate themselves. Resentment grew among soldiers, peasants and rulers, and finally burst out in the great revolt of 1857. The picture-story format shows how history can be told through images and everyday voices.",
          },
          {
            title: "Poem: Macavity: The Mystery Cat",
            minutes: 10,
            summary:
              "T. S. Eliot's humorous poem describes Macavity, a cat who is a master criminal — the 'Hidden Paw' and the 'Napoleon of Crime'. Whenever a crime is discovered, Scotland Yard and the Flying Squad find that 'Macavity's not there!' The poem uses repetition, rhyme and exaggeration to create a comic character, tall and thin with sunken eyes.",
          },
        ],
        questions: [],
      },
      {
        title: "Bepin Choudhury's Lapse of Memory",
        summary:
          "Satyajit Ray's story of a man proud of his memory who is made to believe he has forgotten a whole trip, and the clever revenge behind it. The unit's poem is 'The Last Bargain' by Rabindranath Tagore.",
        lessons: [
          {
            title: "A stranger's claim",
            minutes: 12,
            summary:
              "Bepin Choudhury, who works in an office in Calcutta and loves buying books at New Market, is stopped by a stranger who says they met in Ranchi some years earlier. He insists that Bepin stayed there and visited the Hudroo Falls with him. Bepin, who is proud of his sharp memory, is sure he has never been to Ranchi.",
          },
          {
            title: "Doubts and the truth",
            minutes: 14,
            summary:
              "Other people seem to confirm the story, and Bepin begins to doubt himself and fear he is losing his mind. He even travels to Ranchi and sees a doctor. In the end he learns that his old friend Chunilal, whom he had refused to help when Chunilal was in need, had planned the trick to teach him a lesson about kindness. The story is a humorous mystery with a moral about selfishness.",
          },
          {
            title: "Poem: The Last Bargain",
            minutes: 10,
            summary:
              "In Tagore's poem, a worker looking for employment is offered power by a king, gold by an old man, and a smile by a fair maiden, but he refuses them all. Finally a child playing with shells on the beach offers nothing, and with him the worker becomes free. The poem suggests that true happiness and freedom come from simple joy, not from wealth or power.",
          },
        ],
        questions: [],
      },
      {
        title: "The Summit Within",
        summary:
          "Major H. P. S. Ahluwalia, a member of the 1965 Indian Everest expedition, reflects on the emotions of standing on the world's highest peak and on the 'summit within' each person. The unit's poem is 'The School Boy' by William Blake.",
        lessons: [
          {
            title: "On top of Everest",
            minutes: 12,
            summary:
              "The writer describes his feelings on reaching the summit of Mount Everest: joy, a sense of achievement, and at the same time humility before the mountains and God. He explains why people climb mountains — for the challenge, the adventure and the closeness to nature.",
          },
          {
            title: "The mountain inside us",
            minutes: 10,
            summary:
              "Ahluwalia says that climbing the outer mountain teaches us to climb the inner one — our fears, weaknesses and emotions. These 'summits of the mind' are harder to scale than Everest, and overcoming them gives lasting satisfaction. The chapter links physical adventure with self-improvement.",
          },
          {
            title: "Poem: The School Boy",
            minutes: 10,
            summary:
              "In William Blake's poem, a boy loves rising on a summer morning to hear the birds and the huntsman's horn, but going to school drives all his joy away. He compares himself to a bird in a cage that cannot sing, and to a plant nipped in the bud. The poem questions an education that takes away children's freedom and happiness.",
          },
        ],
        questions: [],
      },
      {
        title: "This is Jody's Fawn",
        summary:
          "An extract from Marjorie Kinnan Rawlings's novel 'The Yearling', in which a boy rescues an orphaned fawn after his father kills its mother to save his own life. The unit's poem is 'The Duck and the Kangaroo' by Edward Lear.",
        lessons: [
          {
            title: "A doe for a life",
            minutes: 12,
            summary:
              "Jody's father, Penny, is bitten by a rattlesnake. He shoots a doe and uses its heart and liver to draw out the poison, which saves his life. Jody realises that the doe's fawn is now alone and will starve, and he feels responsible for it.",
          },
          {
            title: "Bringing the fawn home",
            minutes: 12,
            summary:
              "Jody persuades his parents to let him bring the fawn home, and his father agrees, feeling it is only fair, since the doe's death saved his life. Jody goes with Mill-wheel to find it, and gently carries the frightened fawn back, feeding it milk. The story shows compassion, responsibility and a child's love for animals.",
          },
          {
            title: "Poem: The Duck and the Kangaroo",
            minutes: 10,
            summary:
              "Edward Lear's nonsense poem tells of a duck who envies the kangaroo's hopping and asks for a ride. The kangaroo worries about the duck's cold, wet feet, so the duck buys four pairs of woollen socks and a cloak. They hop happily around the world three times. The poem uses rhyme, humour and dialogue to celebrate friendship.",
          },
        ],
        questions: [],
      },
      {
        title: "A Visit to Cambridge",
        summary:
          "Firdaus Kanga, a writer who uses a wheelchair, describes meeting the scientist Stephen Hawking in Cambridge and what he learnt about courage. The unit's poem is 'When I set out for Lyonnesse' by Thomas Hardy.",
        lessons: [
          {
            title: "Meeting Stephen Hawking",
            minutes: 12,
            summary:
              "Kanga, visiting Cambridge, gets a chance to meet Stephen Hawking, the great scientist, who could not move or speak because of a disease and communicated by selecting words on a computer that spoke through a voice synthesiser. Kanga is struck by how slow and difficult speaking was for Hawking, and how patiently he answered.",
          },
          {
            title: "Lessons of courage",
            minutes: 10,
            summary:
              "Hawking advises that people with disabilities should concentrate on the things their handicap does not prevent them from doing and not regret what they cannot do. Kanga also reflects on how people pity the disabled instead of treating them as equals. The chapter is about courage, dignity and living fully.",
          },
          {
            title: "Poem: When I set out for Lyonnesse",
            minutes: 10,
            summary:
              "Thomas Hardy describes setting out on a lonely winter journey to Lyonnesse, a hundred miles away, with frost on the branches. He returns transformed, with 'magic in my eyes', and no one can guess what happened there. The poem is about how a life-changing experience — in Hardy's life, meeting the woman he would marry — can change a person.",
          },
        ],
        questions: [],
        assignment: {
          title: "Interview with an inspiring person",
          instructions:
            "Interview someone in your family or neighbourhood who has overcome a difficulty. Write up the interview in about 200 words as questions and answers, and end with one lesson you learnt from them.",
          maxMarks: 20,
        },
      },
      {
        title: "A Short Monsoon Diary",
        summary:
          "Ruskin Bond's diary entries from his hill home, recording the coming and going of the monsoon and the plants, birds and insects around him. The unit's poem is 'On the Grasshopper and Cricket' by John Keats.",
        lessons: [
          {
            title: "Life in the rains",
            minutes: 12,
            summary:
              "Bond's entries describe mist that fills the valley, heavy rain drumming on the roof, leeches on the paths and insects crowding around the lamp. He notes the birds he sees — such as the scarlet minivet and the whistling thrush — and how some animals take shelter while others come alive in the rain.",
          },
          {
            title: "Writing a nature diary",
            minutes: 10,
            summary:
              "A diary records personal observations with dates, in simple and vivid language. Bond's careful noticing of small details — the colour of a bird, the smell of wet earth — shows how to observe nature closely. Keeping your own diary for a week is good practice for descriptive writing.",
          },
          {
            title: "Poem: On the Grasshopper and Cricket",
            minutes: 10,
            summary:
              "John Keats's sonnet begins, 'The poetry of earth is never dead.' In summer, when birds are silent in the heat, the grasshopper's song is heard; in winter, when frost brings silence, the cricket's song rises from the warm stove. Nature's music never stops in any season.",
          },
        ],
        questions: [],
      },
      {
        title: "The Great Stone Face—I",
        summary:
          "The first part of Nathaniel Hawthorne's story about Ernest, a boy who grows up waiting for a great man who would look like the Great Stone Face on the mountain.",
        lessons: [
          {
            title: "The legend of the Great Stone Face",
            minutes: 12,
            summary:
              "In a valley stands a mountain whose rocks, seen from a distance, form the noble face of a man. Ernest's mother tells him a legend: one day a child born in the valley will grow up to be the greatest and noblest person of his time, and his face will resemble the Great Stone Face. Ernest spends his life looking at the Face and hoping to see this man.",
          },
          {
            title: "Disappointment",
            minutes: 12,
            summary:
              "First a rich merchant, Mr Gathergold, returns to the valley and people claim he is the man of the prophecy, but Ernest sees only a selfish, greedy face. Later a famous general returns, and again Ernest finds no wisdom or kindness in him. Meanwhile Ernest grows into a gentle, thoughtful and hard-working man, learning from the Face itself.",
          },
        ],
        questions: [],
      },
      {
        title: "The Great Stone Face—II",
        summary:
          "The second part of Hawthorne's story, in which more 'great men' disappoint the valley until a poet recognises that humble Ernest himself resembles the Great Stone Face.",
        lessons: [
          {
            title: "The statesman and the poet",
            minutes: 12,
            summary:
              "A famous statesman, nicknamed Old Stony Phiz, visits the valley and is welcomed as the long-awaited man, but Ernest again sees that his face lacks warmth and goodness. Ernest, now old and respected as a preacher, admires the works of a poet and hopes he may be the one. The poet visits Ernest but says he is not worthy of the Face, because his life does not match his beautiful words.",
          },
          {
            title: "The prophecy fulfilled",
            minutes: 12,
            summary:
              "As Ernest speaks to the people at sunset, with words that come from a life of goodness, the poet sees that Ernest's face looks like the Great Stone Face and cries out that he is the man of the prophecy. Ernest humbly walks home still hoping a wiser and better man will appear. The story teaches that true greatness comes from character, humility and service, not from wealth, power or fame.",
          },
        ],
        questions: [],
        assignment: {
          title: "What makes a person great?",
          instructions:
            "Compare any two of the 'great men' in the story with Ernest in a table of qualities. Then write a paragraph of about 150 words explaining, with examples from the story, what Hawthorne believes true greatness is.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 8,
    slug: "social-studies",
    name: "Social Studies",
    description:
      "Class 8 social science: modern Indian history from the East India Company to independence, the geography of resources and development, and how the Constitution, Parliament, courts and laws shape social and political life.",
    color: "orange",
    isFree: false,
    textbook:
      "History: Our Pasts – III; Geography: Resources and Development; Social and Political Life – III (NCERT, Class VIII; first editions of 2008 and their reprints, following the full pre-rationalisation chapter lists)",
    chapters: [
      {
        title: "History: How, When and Where",
        summary:
          "Discusses how historians divide the past into periods, why dates matter and what they can hide, and which sources — especially official records and surveys — are used to study the colonial period.",
        lessons: [
          {
            title: "Dates and periods",
            minutes: 12,
            summary:
              "History is not only about dates, but dates help us place events in order. In 1817 the Scottish economist James Mill divided Indian history into Hindu, Muslim and British periods — a division historians now reject, because rulers' religion was not the only important change and the scheme assumed British rule brought civilisation. Historians often use ancient, medieval and modern instead, but the idea of a 'modern' period linked to British rule is also questioned. The period studied in this book is called colonial, because the British conquered the country and changed its economy, society and culture.",
          },
          {
            title: "Sources for the colonial period",
            minutes: 12,
            summary:
              "The British kept detailed written records of every instruction, plan and policy, and preserved them in record rooms and archives such as the National Archives of India in New Delhi. They carried out surveys — revenue, botanical, zoological, archaeological and forest surveys — and by the end of the nineteenth century a census every ten years. Official records show what officials thought; to learn how others felt, historians also read diaries, autobiographies, letters, newspapers, popular books and songs.",
          },
        ],
        questions: [],
        assignment: {
          title: "My family's timeline",
          instructions:
            "Make a timeline of ten important events in your family or town over the last fifty years. For each, note the source of your information (a person, photograph, document or newspaper) and write a short paragraph on how reliable each source is.",
          maxMarks: 15,
        },
      },
      {
        title:
          "History: From Trade to Territory: The Company Establishes Power",
        summary:
          "Traces how the English East India Company changed from a trading company into the ruler of a large part of India through wars, alliances and annexations.",
        lessons: [
          {
            title: "From trade to war in Bengal",
            minutes: 14,
            summary:
              "In 1600 the East India Company received a charter from Queen Elizabeth I giving it the sole right to trade with the East. It set up its first factory on the banks of the Hugli in 1651, and conflicts grew with the Nawabs of Bengal over trade privileges and fortifications. In 1757 Robert Clive defeated Nawab Sirajuddaulah at the Battle of Plassey, helped by the betrayal of Mir Jafar. After the Battle of Buxar (1764), the Mughal emperor made the Company the Diwan of Bengal in 1765, giving it the right to collect revenue.",
          },
          {
            title: "Expanding control",
            minutes: 14,
            summary:
              "Under the subsidiary alliance, Indian rulers could not keep independent armies; they were protected by the Company but had to pay for its 'subsidiary forces'. Tipu Sultan of Mysore resisted fiercely and was killed defending his capital Seringapatam in 1799. The Marathas were defeated in a series of wars, the last ending in 1818. Under Lord Dalhousie's Doctrine of Lapse, a kingdom passed to the Company if the ruler died without a male heir — Satara, Sambalpur, Udaipur, Nagpur and Jhansi were taken — and Awadh was annexed in 1856 on the charge of misgovernment.",
          },
          {
            title: "A new administration",
            minutes: 10,
            summary:
              "British territories were divided into presidencies — Bengal, Madras and Bombay — each ruled by a Governor, with the Governor-General at the top; Warren Hastings was the first Governor-General. Each district had a Collector who collected revenue and maintained law and order. The Company's army was made up mostly of Indian soldiers called sepoys, trained in European-style warfare with muskets and matchlocks.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Ruling the Countryside",
        summary:
          "Explains the revenue systems the Company introduced — the Permanent Settlement, the Mahalwari and Ryotwari systems — and how peasants were forced to grow crops like indigo for export, leading to revolt.",
        lessons: [
          {
            title: "New revenue systems",
            minutes: 14,
            summary:
              "In 1793 the Permanent Settlement fixed the revenue that zamindars of Bengal had to pay the Company permanently; the revenue was set so high that many zamindars failed to pay and lost their lands, while peasants were oppressed. In the North-Western Provinces, Holt Mackenzie devised the Mahalwari system (1822), in which revenue was fixed for each village (mahal) and collected by the headman, and revised periodically. In the south, the Ryotwari (Munro) system settled revenue directly with the cultivators (ryots).",
          },
          {
            title: "The blue rebellion",
            minutes: 14,
            summary:
              "The British wanted Indian peasants to grow crops like indigo, jute, cotton and opium for export. Indigo was grown under nij cultivation (on planters' own lands with hired labour) and ryoti cultivation (peasants forced into contracts and advances). In 1859 indigo peasants in Bengal refused to grow indigo, attacked factories and refused to pay rents — the 'blue rebellion'. The Indigo Commission held the planters guilty of coercion, and later, in 1917, Mahatma Gandhi's Champaran movement took up the indigo farmers' cause in Bihar.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Tribals, Dikus and the Vision of a Golden Age",
        summary:
          "Describes how tribal groups lived, how colonial rule changed their lives through forest laws, trade and taxation, and how Birsa Munda led a movement against these changes.",
        lessons: [
          {
            title: "How tribal groups lived",
            minutes: 12,
            summary:
              "Tribal groups lived in different ways. Some practised jhum (shifting) cultivation, clearing small patches of forest and moving on after a few years; others, like the Baigas and Khonds, hunted animals and gathered forest produce. Groups such as the Van Gujjars, Gaddis, Bakarwals and Labadis herded animals, moving with the seasons, while the Mundas, Gonds and Santhals settled and used the plough. Colonial rule disturbed all of these: chiefs lost power, shifting cultivators were pushed to settle, and forest laws created reserved forests where they could not cut trees, graze or collect produce.",
          },
          {
            title: "Birsa Munda",
            minutes: 14,
            summary:
              "Outsiders — traders, moneylenders, missionaries, landlords and officials — were called dikus by the tribal people, who blamed them for their misery. Birsa Munda, born in the mid-1870s in the Chotanagpur region, urged the Mundas to give up drinking and superstition and dreamt of a golden age free of dikus, when the Mundas would control their own land. His movement was seen as a threat; he was jailed in 1895, released in 1897, and died of cholera in 1900. The movement showed that tribal people could protest against injustice, and forced the government to pass laws protecting tribal land.",
          },
        ],
        questions: [],
      },
      {
        title: "History: When People Rebel: 1857 and After",
        summary:
          "Examines why the revolt of 1857 broke out, how it spread from Meerut to Delhi and beyond, who led it, and how British rule changed after it was crushed.",
        lessons: [
          {
            title: "Causes of discontent",
            minutes: 12,
            summary:
              "Indian rulers lost power and honour: the Mughal emperor was told his family would be the last to use the title, Nana Saheb was refused his adoptive father's pension, and Rani Lakshmibai's adopted son was not recognised. Peasants suffered under high revenue demands. Sepoys were unhappy with pay and conditions and feared for their religion; a rumour spread that the new Enfield rifle cartridges were greased with the fat of cows and pigs. Reforms such as the banning of sati and the encouragement of widow remarriage made many people believe the British were attacking their religion and customs.",
          },
          {
            title: "The revolt spreads",
            minutes: 14,
            summary:
              "In March 1857 sepoy Mangal Pandey attacked his officers at Barrackpore and was hanged. On 10 May 1857 sepoys at Meerut revolted, freed their jailed comrades and marched to Delhi, where they proclaimed the aged Bahadur Shah Zafar their leader. The revolt spread: Nana Saheb led it in Kanpur, Begum Hazrat Mahal in Lucknow, Rani Lakshmibai with Tantia Tope in Jhansi, and Kunwar Singh in Bihar. The British recaptured Delhi in September 1857; Bahadur Shah Zafar was exiled to Rangoon, where he died in 1862.",
          },
          {
            title: "Changes after 1857",
            minutes: 10,
            summary:
              "In 1858 the British Parliament passed an Act transferring the powers of the East India Company to the British Crown. A Secretary of State in Britain was put in charge of Indian affairs, and the Governor-General was given the title of Viceroy. Indian rulers were assured their territories would not be annexed, the proportion of Indian soldiers in the army was reduced, and the government promised to respect customary religious practices.",
          },
        ],
        questions: [],
        assignment: {
          title: "Leaders of 1857",
          instructions:
            "Prepare a short profile (about 80 words each) of three leaders of the revolt of 1857 from different regions. For each, state where they fought, why they joined the revolt, and what happened to them.",
          maxMarks: 20,
        },
      },
      {
        title:
          "History: Colonialism and the City: The Story of an Imperial Capital",
        summary:
          "Uses the story of Delhi to show how cities changed under colonial rule — the decline of old centres, the destruction after 1857, and the building of New Delhi.",
        lessons: [
          {
            title: "Old Delhi and the effects of 1857",
            minutes: 12,
            summary:
              "Under colonial rule some old towns declined while the presidency cities of Bombay, Calcutta and Madras grew rapidly. Shahjahanabad, built by Shah Jahan from 1639, was a walled city with the Red Fort, the Jama Masjid and busy bazaars like Chandni Chowk. After the revolt of 1857 the British took revenge: large areas around the Red Fort were cleared, many mosques and havelis were destroyed or used for other purposes, and the city's rich cultural life suffered.",
          },
          {
            title: "Making New Delhi",
            minutes: 12,
            summary:
              "In 1877 Viceroy Lytton held a Durbar in Delhi to proclaim Queen Victoria Empress of India, and in 1911, at the Durbar for King George V, it was announced that the capital would move from Calcutta to Delhi. New Delhi was built on Raisina Hill, designed by the architects Edwin Lutyens and Herbert Baker, with wide roads and grand buildings such as the Viceroy's Palace (now Rashtrapati Bhavan). It contrasted sharply with the crowded, neglected old city, and Partition in 1947 brought huge numbers of refugees, changing Delhi once again.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Weavers, Iron Smelters and Factory Owners",
        summary:
          "Examines India's famous textile and iron-making crafts, how they declined under colonial rule, and the rise of modern cotton mills and steel industry.",
        lessons: [
          {
            title: "Indian textiles and the world market",
            minutes: 14,
            summary:
              "Indian cotton and silk textiles were prized around the world; words such as muslin, calico, chintz and bandanna came from Indian cloth and places. In the eighteenth century, British manufacturers demanded protection, and after the Industrial Revolution cheap machine-made cloth from Britain flooded Indian markets. Indian weavers lost both their export markets and their local markets, and many became agricultural labourers. The first cotton mill in India came up in Bombay in 1854, and many more followed.",
          },
          {
            title: "Iron smelting and the steel industry",
            minutes: 12,
            summary:
              "Indian smelters produced fine iron and steel; Tipu Sultan's sword was made of wootz steel, known for its very sharp edge. In the nineteenth century, forest laws and competition from imported iron ruined many smelters. In the twentieth century, Jamsetji Tata's family set up the Tata Iron and Steel Company (TISCO) at Jamshedpur, on the Subarnarekha river, which began producing steel in 1912. Demand during the First World War helped it expand.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Civilising the ‘Native’, Educating the Nation",
        summary:
          "Compares the ideas of the Orientalists, the Anglicists and Indian thinkers such as Gandhi and Tagore on what kind of education Indians should receive.",
        lessons: [
          {
            title: "Orientalists and Anglicists",
            minutes: 14,
            summary:
              "Some British officials, the Orientalists, respected ancient Indian learning: William Jones helped found the Asiatic Society of Bengal in 1784, and institutions like the Calcutta Madrasa and the Benaras Sanskrit College promoted Arabic, Persian and Sanskrit. Others, the Anglicists, attacked Eastern learning; Thomas Macaulay's Minute of 1835 argued that English education would 'civilise' Indians, and the English Education Act of 1835 made English the medium of higher education. Wood's Despatch of 1854 stressed practical European knowledge and led to universities in Calcutta, Madras and Bombay.",
          },
          {
            title: "Vernacular schools and national education",
            minutes: 14,
            summary:
              "In the 1830s William Adam found over a lakh of local pathshalas in Bengal and Bihar, flexible schools that taught according to local needs; after 1854 the Company began regulating them with fixed timetables and inspections. Mahatma Gandhi argued that colonial education created a sense of inferiority and that education should be in Indian languages and develop the mind and hands together. Rabindranath Tagore set up his school at Santiniketan in 1901, where children learnt in natural surroundings and were encouraged to be creative and curious.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Women, Caste and Reform",
        summary:
          "Describes the nineteenth- and twentieth-century movements to improve the position of women and to challenge caste discrimination, and the reformers who led them.",
        lessons: [
          {
            title: "Reforming the lives of women",
            minutes: 14,
            summary:
              "Raja Ram Mohan Roy founded the Brahmo Sabha in Calcutta and campaigned against sati, which was banned in 1829. Ishwarchandra Vidyasagar argued for widow remarriage, made legal in 1856, and Veerasalingam Pantulu worked for it in the Telugu region. Reformers opened schools for girls; women such as Pandita Ramabai, Tarabai Shinde and Rokeya Sakhawat Hossain wrote and worked for women's education and rights. The Child Marriage Restraint Act was passed in 1929.",
          },
          {
            title: "Challenging caste",
            minutes: 14,
            summary:
              "Jyotirao Phule, who wrote Gulamgiri (1873) and founded the Satyashodhak Samaj, attacked the caste system and worked with his wife Savitribai for the education of lower castes and girls. Sri Narayana Guru in Kerala preached 'one caste, one religion, one god for humankind'. Dr B. R. Ambedkar led temple entry movements in the late 1920s and fought for the rights of Dalits, and E. V. Ramaswamy Naicker (Periyar) started the Self-Respect Movement. Other reform bodies included the Arya Samaj, Prarthana Samaj, Ramakrishna Mission, the Aligarh movement of Sayyid Ahmed Khan and the Singh Sabha movement.",
          },
        ],
        questions: [],
        assignment: {
          title: "A reformer's diary",
          instructions:
            "Choose one reformer from this chapter and write three diary entries (about 100 words each) in their voice, describing a problem they saw in society, the action they took, and the opposition they faced.",
          maxMarks: 15,
        },
      },
      {
        title: "History: The Changing World of Visual Arts",
        summary:
          "Explores how colonial rule changed Indian art — new styles brought by European artists, the responses of Indian painters, and new forms of public architecture.",
        lessons: [
          {
            title: "European styles and Indian responses",
            minutes: 14,
            summary:
              "European artists who came to India brought oil painting and realism. Thomas and William Daniell painted picturesque views of India, portrait painters like Johann Zoffany made grand portraits of Company officials and rich Indians, and 'history paintings' glorified British victories. Indian court painters adapted new styles, while the Kalighat painters of Bengal, or patuas, painted bold, simple pictures that often mocked changing social habits. Raja Ravi Varma of Travancore painted scenes from the epics in the oil style and set up a printing press in Bombay to mass-produce them.",
          },
          {
            title: "National art and imperial buildings",
            minutes: 12,
            summary:
              "Abanindranath Tagore and the Bengal school rejected Ravi Varma's Western realism and drew inspiration from Ajanta cave paintings, Mughal miniatures and Japanese artists, painting works such as Bharat Mata. Meanwhile the British built public buildings in European styles: neo-classical (Town Hall, Bombay), neo-Gothic (the Victoria Terminus railway station) and the Indo-Saracenic style mixing Indian and European features (the Gateway of India).",
          },
        ],
        questions: [],
      },
      {
        title: "History: The Making of the National Movement: 1870s–1947",
        summary:
          "Traces the growth of Indian nationalism from the founding of the Indian National Congress to independence and Partition in 1947.",
        lessons: [
          {
            title: "The early nationalists",
            minutes: 14,
            summary:
              "By the 1870s Indians were forming political associations, angered by laws like the Arms Act and the Vernacular Press Act of 1878. The Indian National Congress was founded in 1885 in Bombay. The early 'Moderates', such as Dadabhai Naoroji, used petitions and speeches and showed how British rule drained India's wealth. The 'Radicals' — Bal Gangadhar Tilak, Lala Lajpat Rai and Bipin Chandra Pal — demanded swaraj; the Partition of Bengal in 1905 sparked the Swadeshi movement, and the Muslim League was formed in 1906.",
          },
          {
            title: "Gandhi and mass movements",
            minutes: 14,
            summary:
              "Mahatma Gandhi returned from South Africa in 1915. The Rowlatt Act of 1919 led to protests and the massacre at Jallianwala Bagh in Amritsar on 13 April 1919. The Non-Cooperation and Khilafat movements (1920–22) united Hindus and Muslims, but Gandhi called off non-cooperation after violence at Chauri Chaura in 1922. In 1929 the Congress resolved to fight for Purna Swaraj (complete independence), and in 1930 Gandhi's Dandi March broke the salt law and launched the Civil Disobedience Movement.",
          },
          {
            title: "Towards freedom and Partition",
            minutes: 12,
            summary:
              "Under the Government of India Act of 1935, elections were held in 1937 and Congress formed governments in several provinces. In August 1942 Gandhi launched the Quit India Movement, and Subhas Chandra Bose led the Indian National Army. The Muslim League's demand for Pakistan grew, and negotiations failed amid violence. India became independent on 15 August 1947, but Partition created Pakistan and brought terrible violence and the displacement of millions.",
          },
        ],
        questions: [],
        assignment: {
          title: "Timeline of the freedom struggle",
          instructions:
            "Draw an illustrated timeline of at least twelve key events of the national movement from 1885 to 1947. Add one sentence to each event explaining its importance.",
          maxMarks: 20,
        },
      },
      {
        title: "History: India After Independence",
        summary:
          "Looks at the challenges facing newly independent India — framing the Constitution, reorganising states, planning for development and choosing a foreign policy.",
        lessons: [
          {
            title: "A new nation and its Constitution",
            minutes: 12,
            summary:
              "In 1947 India faced the refugees of Partition, the integration of princely states, and widespread poverty. A Constituent Assembly framed the Constitution, adopted on 26 November 1949 and brought into effect on 26 January 1950, with Dr B. R. Ambedkar as chairman of the Drafting Committee. It gave every adult citizen the right to vote, guaranteed equality before the law, and provided special safeguards, such as reserved seats and jobs, for the poorest and most disadvantaged.",
          },
          {
            title: "States, planning and the world",
            minutes: 12,
            summary:
              "People demanded states based on language; after Potti Sriramulu died fasting for a Telugu-speaking state, Andhra was formed in 1953, and in 1956 many states were redrawn on linguistic lines. The Planning Commission (1950) made Five Year Plans; the Second Plan focused on heavy industry, such as the steel plant at Bhilai. In foreign policy, Jawaharlal Nehru led India towards non-alignment, staying away from both the US and Soviet blocs during the Cold War.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Resources",
        summary:
          "Explains what makes something a resource, the types of resources — natural, human-made and human — and why resources must be conserved through sustainable development.",
        lessons: [
          {
            title: "What is a resource?",
            minutes: 10,
            summary:
              "Anything that has utility — that can be used to satisfy a need — and has value is a resource. Time and technology can turn things into resources: water became a resource for electricity once we learnt to build hydroelectric plants. People themselves, with their knowledge and skills, are the most important resource, because they turn materials into resources.",
          },
          {
            title: "Types of resources",
            minutes: 12,
            summary:
              "Natural resources come from nature, like air, water, soil and minerals. They can be renewable (quickly replenished, like solar energy and wind) or non-renewable (limited, like coal and petroleum); ubiquitous (found everywhere, like air) or localised (found in some places, like copper); and actual (quantity known and in use) or potential (not yet fully used, like uranium in Ladakh). Human-made resources, like buildings, machines and roads, are made by people using natural resources. Human resources are people, improved through education and health.",
          },
          {
            title: "Conserving resources",
            minutes: 10,
            summary:
              "Using resources carefully and giving them time to renew is conservation. Sustainable development means meeting our needs while keeping resources for future generations. Everyone can help: reduce consumption, reuse and recycle, save water and electricity, and respect all forms of life.",
          },
        ],
        questions: [],
      },
      {
        title:
          "Geography: Land, Soil, Water, Natural Vegetation and Wildlife Resources",
        summary:
          "Studies the use and conservation of land, soil, water, natural vegetation and wildlife, and the threats they face.",
        lessons: [
          {
            title: "Land and soil",
            minutes: 14,
            summary:
              "Land is uneven and unevenly used: about ninety per cent of the world's people live on about thirty per cent of the land area, in plains and river valleys. Soil forms from weathered rock over a very long time, shaped by parent rock, climate, relief, flora and fauna, and time. Deforestation, overgrazing, overuse of chemicals and erosion degrade soil. It can be conserved by mulching, contour barriers, rock dams, terrace farming, intercropping, contour ploughing and shelter belts of trees.",
          },
          {
            title: "Water",
            minutes: 12,
            summary:
              "Although about three-fourths of the earth's surface is covered with water, most of it is salty ocean water and much fresh water is locked in ice, so only a small part is available for human use. Water is used for drinking, farming, industry and power, and is threatened by overuse and pollution. It can be conserved by rainwater harvesting, drip and sprinkler irrigation, lining canals to reduce seepage, and treating waste water before releasing it.",
          },
          {
            title: "Natural vegetation and wildlife",
            minutes: 12,
            summary:
              "The type of natural vegetation depends mainly on temperature and moisture: heavy rainfall supports tall forests, moderate rain gives grasslands, and dry areas have thorny scrub. Forests and wildlife give us wood, medicines, food and clean air, and support a balanced ecosystem. Deforestation, poaching and forest fires threaten them. National parks, wildlife sanctuaries and biosphere reserves protect them, and the international CITES agreement controls trade in endangered plants and animals.",
          },
        ],
        questions: [],
        assignment: {
          title: "Save soil, save water",
          instructions:
            "Make a poster or short booklet showing four methods of soil conservation and four methods of water conservation, with a labelled sketch and one sentence explaining how each method works.",
          maxMarks: 15,
        },
      },
      {
        title: "Geography: Mineral and Power Resources",
        summary:
          "Describes the types of minerals, how they are extracted and where they are found, and compares conventional and non-conventional sources of power.",
        lessons: [
          {
            title: "Minerals",
            minutes: 14,
            summary:
              "A mineral is a naturally occurring substance with a definite chemical composition. Metallic minerals may be ferrous (containing iron, like iron ore and manganese) or non-ferrous (like copper, bauxite and gold); non-metallic minerals include limestone, mica and gypsum. Minerals are extracted by mining — open-cast for shallow deposits and shaft mining for deep ones — by drilling, and by quarrying. Metallic minerals are usually found in igneous and metamorphic rocks, while sedimentary rocks contain non-metallic minerals and fossil fuels.",
          },
          {
            title: "Conventional sources of power",
            minutes: 10,
            summary:
              "Conventional sources have been in use for a long time: firewood, and fossil fuels — coal, petroleum and natural gas — which are non-renewable and pollute the air. Hydel power uses falling water to turn turbines; it is renewable, but dams can flood land and displace people. Electricity from coal is called thermal power.",
          },
          {
            title: "Non-conventional sources of power",
            minutes: 12,
            summary:
              "Non-conventional sources are renewable and cleaner. Solar energy is trapped by solar cells and cookers; wind energy turns windmills; nuclear power comes from uranium and thorium; geothermal energy uses heat from inside the earth; tidal energy uses the rise and fall of tides; and biogas is made from organic waste such as cow dung. Using them and conserving energy reduces our dependence on fossil fuels.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Agriculture",
        summary:
          "Explains agriculture as a primary activity, the farm as a system, the types of farming, the conditions needed for major crops, and agricultural development.",
        lessons: [
          {
            title: "Farming as a system",
            minutes: 12,
            summary:
              "Economic activities are primary (taking from nature, like farming, fishing and mining), secondary (processing, like manufacturing) and tertiary (services). Agriculture is a primary activity; land suitable for growing crops is arable land. A farm is a system: inputs (seeds, fertilisers, labour, machinery), operations (ploughing, sowing, irrigation, harvesting) and outputs (crops, wool, dairy products).",
          },
          {
            title: "Types of farming",
            minutes: 12,
            summary:
              "Subsistence farming grows food mainly for the farmer's family. Intensive subsistence farming uses a small plot, simple tools and much labour, as in the monsoon lands of Asia; primitive subsistence farming includes shifting cultivation and nomadic herding. Commercial farming grows crops and rears animals for sale, using large areas and machinery; it includes commercial grain farming, mixed farming and plantations of crops like tea, coffee, sugarcane and rubber.",
          },
          {
            title: "Major crops",
            minutes: 14,
            summary:
              "Rice needs high temperature, high humidity and plenty of rainfall, and grows best in alluvial clayey soil; China and India are leading producers. Wheat needs moderate temperature and rainfall and well-drained loamy soil. Millets like jowar, bajra and ragi are hardy and grow with little rain on less fertile soil. Cotton needs high temperature, light rainfall and black soil; jute, the 'golden fibre', grows in warm, wet alluvial areas; tea grows on well-drained hill slopes with cool climate and well-distributed rain, and coffee in warm, wet hilly areas.",
          },
        ],
        questions: [],
        assignment: {
          title: "Crop fact file",
          instructions:
            "Prepare fact cards for five crops grown in India. For each, record the climate and soil it needs, two states where it is grown, and one product made from it.",
          maxMarks: 15,
        },
      },
      {
        title: "Geography: Industries",
        summary:
          "Classifies industries, explains the factors affecting where they are located, and studies the iron and steel, cotton textile and information technology industries with examples from India and the world.",
        lessons: [
          {
            title: "Classifying industries",
            minutes: 12,
            summary:
              "Industries can be classified by raw material: agro-based (cotton, sugar), mineral-based (iron and steel), marine-based (fish oil) and forest-based (paper, furniture). By size they are small-scale or large-scale; by ownership, private, public (government), joint, or cooperative (owned by the producers of raw materials, like Amul). Factors affecting location include raw materials, land, water, labour, power, capital, transport and markets.",
          },
          {
            title: "Major industries",
            minutes: 14,
            summary:
              "The iron and steel industry is a feeder industry whose products are raw materials for other industries; Jamshedpur in India, home to TISCO, and Pittsburgh in the USA are famous centres. The cotton textile industry grew in places with cotton, humid climate and markets, such as Ahmedabad in India and Osaka in Japan. The information technology industry, which needs skilled workers, good connectivity and capital, flourished in Bengaluru and in Silicon Valley in California.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Human Resources",
        summary:
          "Examines people as a resource, how and why population is distributed unevenly, population density, the causes of population change, and population composition.",
        lessons: [
          {
            title: "Distribution and density",
            minutes: 12,
            summary:
              "People are a nation's greatest resource when they are educated and healthy. The world's population is very unevenly distributed: more than ninety per cent of people live on about thirty per cent of the land surface. Population density is the number of people per square kilometre. Geographical factors (relief, climate, soil, water, minerals) and social, cultural and economic factors (jobs, industry, history, religion) affect where people live.",
          },
          {
            title: "Population change and composition",
            minutes: 12,
            summary:
              "Population changes through births, deaths and migration. Birth rate and death rate are counted per 1000 people; the difference between them is the natural growth rate. Population composition describes people by age, sex, literacy, health and occupation, and is shown by a population pyramid. A broad-based pyramid means many children and high birth rates; a narrow base with a wider top means fewer births and an ageing population.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: The Indian Constitution",
        summary:
          "Explains why a country needs a constitution and describes the key features of the Indian Constitution, including Fundamental Rights.",
        lessons: [
          {
            title: "Why a constitution?",
            minutes: 12,
            summary:
              "A constitution lays down the ideals of a country, the kind of government it will have, and rules that protect citizens from misuse of power and protect minorities from domination by the majority. India's Constitution was drafted by a Constituent Assembly of about 300 members between 1946 and 1949, with Dr B. R. Ambedkar as chairman of the Drafting Committee. It came into effect on 26 January 1950.",
          },
          {
            title: "Key features",
            minutes: 14,
            summary:
              "The key features of the Indian Constitution are federalism (governments at the Centre, in the states and at the local level, each with its own powers), a parliamentary form of government elected through universal adult franchise, separation of powers between the legislature, executive and judiciary, Fundamental Rights, and secularism. These features ensure power is shared and checked.",
          },
          {
            title: "Fundamental Rights",
            minutes: 12,
            summary:
              "The Fundamental Rights are: Right to Equality, Right to Freedom, Right against Exploitation, Right to Freedom of Religion, Cultural and Educational Rights, and Right to Constitutional Remedies, which lets citizens go to court if their rights are violated. The Directive Principles of State Policy guide governments to bring about social and economic reform.",
          },
        ],
        questions: [],
        assignment: {
          title: "Rights in daily life",
          instructions:
            "Find three news reports or real-life situations where a Fundamental Right was involved. For each, name the right, describe what happened, and say whether the right was protected or violated.",
          maxMarks: 20,
        },
      },
      {
        title: "Social and Political Life: Understanding Secularism",
        summary:
          "Explains what secularism means, why it is important, and the ways the Indian State keeps religion and State separate while protecting religious freedom.",
        lessons: [
          {
            title: "Why separate religion from the State?",
            minutes: 12,
            summary:
              "Secularism means the separation of religion from State power. It is important in a democracy so that the majority religious group cannot use State power to discriminate against or persecute minorities, and so that every individual is free to follow, change or interpret their religion. History shows the dangers when States support one religion against others.",
          },
          {
            title: "Indian secularism",
            minutes: 12,
            summary:
              "The Indian State is not ruled by any religious group and does not support any one religion. It keeps a distance — government schools and offices do not promote any religion. It practises non-interference to respect religious customs: Sikhs, for example, are exempted from wearing helmets because of their turbans. It also intervenes when needed — untouchability, even if justified by religious tradition, is banned. Unlike the USA, where State and religion are kept strictly separate, the Indian State can intervene in religious matters when needed to uphold equality and the rights of individuals.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Why Do We Need a Parliament?",
        summary:
          "Describes how Parliament gives citizens a voice in government, how it is elected, and its roles in selecting the government, controlling it and making laws.",
        lessons: [
          {
            title: "People's representatives",
            minutes: 12,
            summary:
              "In a democracy, government is based on the consent of the people, given through elected representatives. India adopted universal adult franchise, so every adult citizen can vote. The Indian Parliament consists of the President, the Lok Sabha and the Rajya Sabha. Members of the Lok Sabha are elected directly from constituencies, usually every five years; the Rajya Sabha mainly represents the states, and its members are elected by the elected members of state legislatures.",
          },
          {
            title: "What Parliament does",
            minutes: 14,
            summary:
              "Parliament selects the national government: the party or coalition with a majority in the Lok Sabha forms the government, and its leader becomes the Prime Minister, who chooses ministers. Parliament controls, guides and informs the government — in Question Hour members ask ministers questions, and the opposition criticises government policies. Parliament also makes laws. Seats are reserved for Scheduled Castes and Scheduled Tribes so that Parliament better represents all Indians.",
          },
        ],
        questions: [],
        assignment: {
          title: "A mock Question Hour",
          instructions:
            "In groups, hold a mock Question Hour: some students act as ministers and others as MPs. Prepare five questions on public issues in your area and the ministers' answers, and write a short report on what you learnt.",
          maxMarks: 15,
        },
      },
      {
        title: "Social and Political Life: Understanding Laws",
        summary:
          "Explains the rule of law, how colonial laws were arbitrary, how new laws are made in response to people's demands, and how citizens can oppose unjust laws.",
        lessons: [
          {
            title: "The rule of law",
            minutes: 12,
            summary:
              "The rule of law means that all laws apply equally to all citizens, and no one — not even a government official or a wealthy person — is above the law. Under colonial rule, laws were often arbitrary: the Sedition Act of 1870 allowed people who criticised the government to be arrested without trial. Indian nationalists protested such laws, and the Constitution established that laws apply equally to everyone.",
          },
          {
            title: "How new laws are made",
            minutes: 12,
            summary:
              "People's groups and movements can push Parliament to make new laws. For example, women's groups campaigned for years against violence in the home, which led Parliament to pass the Protection of Women from Domestic Violence Act in 2005. Citizens can also oppose laws they find unfair, through protests, the media and the courts; courts can strike down laws that violate the Constitution.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Judiciary",
        summary:
          "Describes the role and independence of the judiciary, the structure of courts in India, the difference between civil and criminal law, and how people can access the courts.",
        lessons: [
          {
            title: "The role of courts",
            minutes: 12,
            summary:
              "The judiciary settles disputes between citizens, between citizens and government, and between governments. Through judicial review it can strike down laws that violate the Constitution, and it upholds the law and enforces Fundamental Rights. Its independence is protected: judges cannot easily be removed, and the other branches of government cannot interfere in its work.",
          },
          {
            title: "Structure of courts",
            minutes: 12,
            summary:
              "India has three levels of courts: district courts at the bottom, High Courts in the states, and the Supreme Court in New Delhi, headed by the Chief Justice of India. The system is integrated and appellate — a person can appeal to a higher court if they believe a lower court's judgement is wrong. Civil law deals with harm to individuals' rights (land disputes, rent), while criminal law deals with offences like theft and murder, starting with an FIR at the police station.",
          },
          {
            title: "Access to justice",
            minutes: 10,
            summary:
              "Going to court is costly and slow for poor people. In the early 1980s the Supreme Court introduced Public Interest Litigation (PIL), so that any person or organisation can file a case on behalf of those whose rights are violated, even by a letter to the court. The Olga Tellis case in 1985 held that the right to livelihood is part of the right to life. Yet long delays remain a problem — 'justice delayed is justice denied'.",
          },
        ],
        questions: [],
        assignment: {
          title: "Following a PIL",
          instructions:
            "Research one Public Interest Litigation case in India (for example the mid-day meal case). In about 200 words, explain who filed it, what right was involved, and what the court decided.",
          maxMarks: 15,
        },
      },
      {
        title:
          "Social and Political Life: Understanding Our Criminal Justice System",
        summary:
          "Explains the roles of the police, the public prosecutor, the defence lawyer and the judge, and the rights of arrested persons and the meaning of a fair trial.",
        lessons: [
          {
            title: "The police and the rights of the arrested",
            minutes: 12,
            summary:
              "When a crime is reported, the police register a First Information Report (FIR) and investigate by recording statements and collecting evidence. The police cannot torture or beat anyone. Article 22 of the Constitution and the Supreme Court's D. K. Basu guidelines give arrested persons rights: to be told why they are arrested, to be produced before a magistrate within 24 hours, to consult a lawyer, and not to be ill-treated. A confession made in police custody cannot be used as evidence against the accused.",
          },
          {
            title: "A fair trial",
            minutes: 12,
            summary:
              "In court, the public prosecutor represents the State and presents the case against the accused, and a defence lawyer represents the accused — if the accused cannot afford one, the State must provide one. The judge is impartial, hears all evidence and witnesses in open court, and decides according to law. Every accused person is presumed innocent until proven guilty. A fair trial, based on Article 21 (right to life and personal liberty), protects innocent people from wrongful punishment.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Understanding Marginalisation",
        summary:
          "Explains what marginalisation means and examines the experiences of Adivasis and Muslims in India.",
        lessons: [
          {
            title: "Adivasis",
            minutes: 12,
            summary:
              "To be marginalised is to be pushed to the edges of society and denied equal opportunities. Adivasis, or 'original inhabitants', make up about 8 per cent of India's population and belong to hundreds of distinct groups with their own languages and cultures. They are often stereotyped as exotic or backward. Many have lost their forests and lands to mining, dams and other projects, and have been displaced to cities where they work as poorly paid labourers.",
          },
          {
            title: "Minorities",
            minutes: 12,
            summary:
              "The Constitution gives safeguards to religious and linguistic minorities to protect their cultures and prevent domination. Muslims, about 13.4 per cent of the population in the 2001 census, lag behind in education, jobs and basic facilities, as the Sachar Committee, set up by the government in 2005, found. Marginalisation is often linked to being economically poor and socially excluded, and it can make communities feel unsafe and isolated.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Confronting Marginalisation",
        summary:
          "Shows how marginalised groups use Fundamental Rights, special laws and policies to fight discrimination and claim justice.",
        lessons: [
          {
            title: "Using rights and laws",
            minutes: 14,
            summary:
              "Marginalised groups have used the Constitution to demand equality: Article 17 abolishes untouchability, and Article 15 forbids discrimination on grounds of religion, race, caste, sex or place of birth. The government's reservation policy keeps seats in education and government jobs for Scheduled Castes, Scheduled Tribes and Other Backward Classes. The Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act, 1989, punishes humiliating and violent acts against Dalits and Adivasis.",
          },
          {
            title: "Struggles for dignity",
            minutes: 12,
            summary:
              "Manual scavenging — cleaning human waste by hand — was banned by a law in 1993, and groups like the Safai Karmachari Andolan went to court to get the ban enforced. The Forest Rights Act of 2006 recognised the rights of forest-dwelling communities to their land and resources. Dalit poets and writers have also used literature to express their experiences and demand dignity.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Public Facilities",
        summary:
          "Explains what public facilities are, why the government must provide them, and how unequal access to water and sanitation affects people.",
        lessons: [
          {
            title: "Water as a public facility",
            minutes: 12,
            summary:
              "Public facilities — water, health care, sanitation, electricity, public transport and schools — are needed by everyone, and their benefits are shared. Courts have held that the right to water is part of the right to life under Article 21. Yet supply is unequal: in a city like Chennai, some areas get regular piped water while others depend on tankers, and the poor in slums get the least. Private companies cannot be relied upon to provide for all, because they work for profit.",
          },
          {
            title: "The government's role",
            minutes: 12,
            summary:
              "The government must ensure that public facilities are available to everyone at affordable rates, using money from taxes. Good examples exist: in Porto Alegre in Brazil, a public water supply reaches almost everyone. Sanitation is equally important, as many diseases spread through dirty water and open drains. Citizens can demand better services through elected representatives and public campaigns.",
          },
        ],
        questions: [],
        assignment: {
          title: "Public facilities survey",
          instructions:
            "Survey your neighbourhood's public facilities: water supply, toilets, public transport, parks and health centres. Rate each on availability and quality, and write a letter to your local authority suggesting two improvements.",
          maxMarks: 20,
        },
      },
      {
        title: "Social and Political Life: Law and Social Justice",
        summary:
          "Explains why laws are needed to protect workers, consumers and the environment, using the Bhopal gas tragedy to show what happens when such laws are weak or poorly enforced.",
        lessons: [
          {
            title: "Why laws must protect people",
            minutes: 12,
            summary:
              "Markets and businesses can exploit workers, consumers and the environment if there are no rules. Laws such as the minimum wages law, safety regulations for factories, and bans on child labour protect people from unfair practices. The government must make these laws and, just as importantly, enforce them.",
          },
          {
            title: "The Bhopal gas tragedy",
            minutes: 14,
            summary:
              "On the night of 2–3 December 1984, a poisonous gas, methyl isocyanate, leaked from the Union Carbide pesticide factory in Bhopal. Thousands of people died within days, and many more suffered lifelong illness. Safety systems had been neglected to save money, and safety laws were weak and poorly enforced. After the disaster, environmental laws were strengthened, and the courts declared that the right to a pollution-free environment is part of the right to life.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 8,
    slug: "hindi",
    name: "Hindi",
    description:
      "कक्षा 8 हिंदी: वसंत भाग 3 की कविताओं, कहानियों, निबंधों और व्यंग्य के माध्यम से पढ़ने, समझने और लिखने का अभ्यास।",
    color: "red",
    isFree: false,
    textbook:
      "वसंत भाग 3 — कक्षा 8 के लिए हिंदी की पाठ्यपुस्तक (NCERT, 2008 संस्करण और उसके पुनर्मुद्रण, युक्तिसंगतीकरण से पहले की पूरी विषय-सूची; सभी 18 पाठ)",
    chapters: [
      {
        title: "ध्वनि",
        summary:
          "सूर्यकांत त्रिपाठी ‘निराला’ की कविता, जिसमें कवि जीवन के प्रति अदम्य उत्साह और आशा व्यक्त करता है और कहता है कि अभी उसका अंत नहीं होगा।",
        lessons: [
          {
            title: "कविता का भाव",
            minutes: 10,
            summary:
              "कवि कहता है — ‘अभी न होगा मेरा अंत।’ उसके जीवन रूपी वन में अभी-अभी वसंत आया है, जिससे चारों ओर हरियाली और कोमल कलियाँ खिल रही हैं। कवि निराशा को पास नहीं आने देता और मानता है कि अभी उसे बहुत काम करना है।",
          },
          {
            title: "कवि का संकल्प",
            minutes: 10,
            summary:
              "कवि सोई हुई कलियों को अपने कोमल हाथों से जगाना चाहता है, यानी युवाओं के मन से आलस्य दूर कर उनमें नया उत्साह भरना चाहता है। वह सबको प्रसन्न और जाग्रत देखना चाहता है। कविता हमें सिखाती है कि आशा और कर्म से जीवन सदा नया बना रहता है।",
          },
        ],
        questions: [],
      },
      {
        title: "लाख की चूड़ियाँ",
        summary:
          "कामतानाथ की कहानी, जिसमें लाख की चूड़ियाँ बनाने वाले कारीगर बदलू के माध्यम से मशीनी युग में हस्तकला के पतन को दिखाया गया है।",
        lessons: [
          {
            title: "बदलू काका और लेखक",
            minutes: 12,
            summary:
              "लेखक बचपन में मामा के गाँव जाता था, जहाँ उसे बदलू काका सबसे अच्छे लगते थे। बदलू मनिहार थे और लाख की सुंदर चूड़ियाँ बनाते थे; गाँव की स्त्रियाँ उन्हीं की चूड़ियाँ पहनती थीं। बदलू लेखक को लाख की रंग-बिरंगी गोलियाँ बनाकर देते थे और काँच की चूड़ियों को बिल्कुल पसंद नहीं करते थे।",
          },
          {
            title: "मशीनी युग का प्रभाव",
            minutes: 12,
            summary:
              "कई वर्ष बाद लेखक गाँव लौटता है तो देखता है कि अब सब काँच की चूड़ियाँ पहनने लगे हैं और बदलू का काम बंद हो गया है। मशीन से बनी सस्ती चीज़ों ने हाथ के कारीगरों की रोज़ी छीन ली। फिर भी बदलू अपने स्वाभिमान पर अडिग रहते हैं। कहानी मशीनीकरण से ग्रामीण कारीगरों पर पड़े बुरे प्रभाव और उनके आत्मसम्मान को दर्शाती है।",
          },
        ],
        questions: [],
        assignment: {
          title: "हस्तकला और मशीन",
          instructions:
            "अपने आस-पास के किसी कारीगर (कुम्हार, बुनकर, दर्ज़ी आदि) से बातचीत कीजिए। मशीनों के आने से उसके काम पर क्या प्रभाव पड़ा, इस पर लगभग 150 शब्दों में एक लेख लिखिए।",
          maxMarks: 15,
        },
      },
      {
        title: "बस की यात्रा",
        summary:
          "हरिशंकर परसाई का व्यंग्य, जिसमें एक खटारा बस की यात्रा के बहाने लापरवाही और व्यवस्था की कमियों पर चोट की गई है।",
        lessons: [
          {
            title: "खटारा बस",
            minutes: 12,
            summary:
              "लेखक और उनके मित्र पन्ना से सतना जाने के लिए शाम की बस पकड़ते हैं, ताकि वहाँ से जबलपुर की ट्रेन मिल सके। लोग सलाह देते हैं कि समझदार आदमी इस बस से सफ़र नहीं करते। बस इतनी पुरानी है कि लेखक व्यंग्य में कहते हैं कि वह पूजा के योग्य है। बस का हिस्सेदार भी साथ बैठा है और उसका दावा है कि बस बिल्कुल ठीक है।",
          },
          {
            title: "यात्रा के अनुभव और व्यंग्य",
            minutes: 12,
            summary:
              "बस बार-बार रुकती है; उसका इंजन और शीशे जवाब दे जाते हैं, और एक पुलिया पर टायर फट जाता है। लेखक कहते हैं कि उन्हें हिस्सेदार पर श्रद्धा हो गई, क्योंकि वह जान-बूझकर लोगों की जान जोखिम में डालकर खटारा बस चला रहा था — ऐसा साहस तो क्रांतिकारी में होना चाहिए! अंत में लेखक समय पर पहुँचने की उम्मीद ही छोड़ देते हैं। व्यंग्य सार्वजनिक परिवहन की बदहाली और मुनाफ़े के लिए लापरवाही पर प्रहार करता है।",
          },
        ],
        questions: [],
      },
      {
        title: "दीवानों की हस्ती",
        summary:
          "भगवतीचरण वर्मा की कविता, जिसमें कवि मस्तमौला, फक्कड़ जीवन जीने वाले ‘दीवानों’ की बेफ़िक्री और प्रेम भरे स्वभाव का वर्णन करता है।",
        lessons: [
          {
            title: "मस्ती का जीवन",
            minutes: 10,
            summary:
              "कविता की पंक्ति है — ‘हम दीवानों की क्या हस्ती, हैं आज यहाँ, कल वहाँ चले।’ दीवाने किसी एक जगह बँधकर नहीं रहते; वे जहाँ जाते हैं, खुशी और मस्ती बाँटते हैं और जहाँ से जाते हैं, वहाँ की यादें साथ ले जाते हैं। सुख और दुख दोनों को वे समान भाव से स्वीकार करते हैं।",
          },
          {
            title: "कविता का संदेश",
            minutes: 10,
            summary:
              "कवि कहता है कि संसार ने उन्हें जो दिया, उसे लेकर वे चल पड़े और किसी से कोई शिकायत नहीं रखते। वे अपनी असफलताओं के लिए स्वयं को ही ज़िम्मेदार मानते हैं। कविता सिखाती है कि बिना मोह और बैर के, प्रेम बाँटते हुए जीना ही सच्ची मस्ती है।",
          },
        ],
        questions: [],
      },
      {
        title: "चिट्ठियों की अनूठी दुनिया",
        summary:
          "अरविंद कुमार सिंह का निबंध, जो पत्रों के महत्व, उनके इतिहास और संचार के आधुनिक साधनों के बीच भी उनकी अनोखी जगह के बारे में बताता है।",
        lessons: [
          {
            title: "पत्रों का महत्व",
            minutes: 12,
            summary:
              "लेखक बताते हैं कि फ़ोन और एसएमएस के ज़माने में भी पत्रों का महत्व कम नहीं हुआ, क्योंकि पत्र जो संतोष देते हैं, वह और कोई साधन नहीं दे पाता। पत्रों को अलग-अलग भाषाओं में अलग नामों से जाना जाता है — उर्दू में ख़त और संस्कृत में पत्र। पत्र लंबे समय तक सहेजकर रखे जाते हैं और इतिहास के दस्तावेज़ भी बन जाते हैं।",
          },
          {
            title: "महान लोगों के पत्र और डाक व्यवस्था",
            minutes: 12,
            summary:
              "महात्मा गांधी के पास दुनिया भर से पत्र आते थे और वे उनका जवाब स्वयं देते थे। पंडित जवाहरलाल नेहरू द्वारा अपनी बेटी इंदिरा को लिखे पत्र ‘पिता के पत्र पुत्री के नाम’ के रूप में प्रसिद्ध हैं। भारत का डाक विभाग गाँव-गाँव तक पत्र पहुँचाता है, और आज भी बहुत से लोग, विशेषकर गाँवों में, पत्रों और मनीऑर्डर पर निर्भर हैं।",
          },
        ],
        questions: [],
        assignment: {
          title: "एक पत्र लिखिए",
          instructions:
            "अपने दादा-दादी या किसी दूर रहने वाले रिश्तेदार को अपने विद्यालय के अनुभवों के बारे में एक पत्र (लगभग 150 शब्द) लिखिए। पत्र के सही प्रारूप — पता, तिथि, संबोधन, अभिवादन और समापन — का ध्यान रखिए।",
          maxMarks: 15,
        },
      },
      {
        title: "भगवान के डाकिए",
        summary:
          "रामधारी सिंह ‘दिनकर’ की कविता, जिसमें पक्षियों और बादलों को भगवान के डाकिए कहा गया है जो एक देश से दूसरे देश तक प्रेम और एकता का संदेश ले जाते हैं।",
        lessons: [
          {
            title: "पक्षी और बादल — भगवान के डाकिए",
            minutes: 10,
            summary:
              "कवि कहता है कि पक्षी और बादल भगवान के डाकिए हैं, जो एक महादेश से दूसरे महादेश तक जाते हैं। उनकी लाई चिट्ठियों को हम भले ही न समझ पाएँ, पर पेड़, पौधे, पानी और पहाड़ उन्हें पढ़ लेते हैं।",
          },
          {
            title: "सीमाओं से परे एकता",
            minutes: 10,
            summary:
              "एक देश की धरती अपनी सुगंध दूसरे देश को भेजती है और वह सौरभ पक्षियों के पंखों पर तैरता हुआ जाता है; एक देश का भाप दूसरे देश में पानी बनकर गिरता है। प्रकृति मनुष्यों की बनाई सीमाओं को नहीं मानती। कविता विश्व-बंधुत्व और एकता का संदेश देती है।",
          },
        ],
        questions: [],
      },
      {
        title: "क्या निराश हुआ जाए",
        summary:
          "आचार्य हजारीप्रसाद द्विवेदी का निबंध, जो ठगी और भ्रष्टाचार की खबरों के बीच भी मनुष्य की अच्छाई पर विश्वास बनाए रखने की प्रेरणा देता है।",
        lessons: [
          {
            title: "निराशा के कारण",
            minutes: 12,
            summary:
              "लेखक कहते हैं कि अख़बारों में ठगी, डकैती, चोरी और भ्रष्टाचार की खबरें भरी रहती हैं, जिनसे लगता है कि देश में ईमानदारी बची ही नहीं। ईमानदारी से काम करने वालों को मूर्ख समझा जाता है। फिर भी वे मानते हैं कि यह पूरा सच नहीं है, क्योंकि दोषों का पर्दाफ़ाश करना अच्छी बात है, पर हर व्यक्ति को संदेह से देखना ठीक नहीं।",
          },
          {
            title: "अच्छाई के उदाहरण",
            minutes: 12,
            summary:
              "लेखक अपने अनुभव बताते हैं: एक बार टिकट लेते समय उन्होंने गलती से दस की जगह सौ रुपये का नोट दे दिया और टिकट बाबू ने उन्हें ढूँढ़कर बाकी पैसे लौटा दिए। एक बार सुनसान जगह पर बस खराब हो गई; यात्री कंडक्टर पर शक कर रहे थे, पर वह दूसरी बस और लेखक के बच्चों के लिए दूध-पानी लेकर लौटा। लेखक कहते हैं कि भारत ने सदा भौतिक वस्तुओं से ऊपर मनुष्यता और सच्चाई को महत्व दिया है, इसलिए निराश होने की ज़रूरत नहीं।",
          },
        ],
        questions: [],
      },
      {
        title: "यह सबसे कठिन समय नहीं",
        summary:
          "जया जादवानी की कविता, जो छोटे-छोटे दृश्यों के सहारे बताती है कि कठिन समय में भी आशा, कर्म और अपनापन जीवित है।",
        lessons: [
          {
            title: "आशा के चिह्न",
            minutes: 10,
            summary:
              "कवयित्री कहती हैं कि यह सबसे कठिन समय नहीं है, क्योंकि अभी भी चिड़िया की चोंच में तिनका दबा है और वह घोंसला बनाने जा रही है। अभी भी झरती हुई पत्ती को थामने के लिए एक हाथ बैठा है। ये दृश्य दिखाते हैं कि जीवन में सृजन और सहारा अब भी मौजूद हैं।",
          },
          {
            title: "अपनापन और परंपरा",
            minutes: 10,
            summary:
              "अभी भी रेलगाड़ी यात्रियों को गंतव्य तक ले जाती है, कोई किसी से कहता है कि जल्दी आ जाओ क्योंकि सूरज डूबने का वक्त हो गया है, और बूढ़ी नानी की कथा का अंतिम पृष्ठ अभी बाकी है। कविता बताती है कि जब तक प्रेम, प्रतीक्षा और परंपराएँ जीवित हैं, तब तक निराश होने का कारण नहीं।",
          },
        ],
        questions: [],
      },
      {
        title: "कबीर की साखियाँ",
        summary:
          "संत कबीर के दोहे (साखियाँ), जो ज्ञान, विनम्रता, सच्ची भक्ति और मन की शीतलता जैसे जीवन-मूल्य सिखाते हैं।",
        lessons: [
          {
            title: "ज्ञान और विनम्रता",
            minutes: 12,
            summary:
              "कबीर कहते हैं — ‘जाति न पूछो साधु की, पूछ लीजिए ज्ञान। मोल करो तरवार का, पड़ा रहन दो म्यान॥’ अर्थात मनुष्य की पहचान उसकी जाति से नहीं, उसके ज्ञान से होती है, जैसे मूल्य तलवार का होता है, म्यान का नहीं। एक अन्य साखी में वे कहते हैं कि पैरों तले की घास को भी छोटा न समझो, क्योंकि उसका तिनका आँख में पड़ जाए तो बहुत पीड़ा देता है — किसी को तुच्छ नहीं समझना चाहिए।",
          },
          {
            title: "सच्ची भक्ति और मन की शीतलता",
            minutes: 12,
            summary:
              "कबीर कहते हैं कि हाथ में माला फिरे और मुँह में जीभ नाम जपे, पर मन दसों दिशाओं में भटके, तो यह सच्चा स्मरण नहीं है। गाली का जवाब गाली से देने पर वह एक से अनेक हो जाती है, इसलिए उसे पलटना नहीं चाहिए। जिसका मन शीतल है और जो अहंकार छोड़ देता है, उसका संसार में कोई शत्रु नहीं होता और सब उस पर दया करते हैं।",
          },
        ],
        questions: [],
        assignment: {
          title: "साखियों का आज के जीवन में अर्थ",
          instructions:
            "पाठ की किन्हीं दो साखियों को चुनकर उनका अर्थ लिखिए और आज के जीवन से एक-एक उदाहरण देकर समझाइए कि वे आज भी क्यों उपयोगी हैं।",
          maxMarks: 15,
        },
      },
      {
        title: "कामचोर",
        summary:
          "इस्मत चुगताई की हास्य कहानी, जिसमें एक बड़े परिवार के बच्चे घर का काम करने की कोशिश में पूरा घर उलट-पुलट कर देते हैं।",
        lessons: [
          {
            title: "बच्चों को काम का आदेश",
            minutes: 12,
            summary:
              "घर में नौकरों की भीड़ थी और बच्चे कोई काम नहीं करते थे, इसलिए उन्हें कामचोर कहा जाता था। एक दिन अब्बा ने कहा कि बच्चे भी घर के काम करें, तो जो काम करेगा उसे इनाम मिलेगा। बच्चे बड़े उत्साह से काम करने निकल पड़े, पर किसी को काम करने का सही तरीका नहीं आता था।",
          },
          {
            title: "उलट-पुलट घर और सीख",
            minutes: 12,
            summary:
              "बच्चों ने दरी झाड़ी तो सारा घर धूल से भर गया, पौधों को पानी देने में बाल्टियाँ और कपड़े गीले हो गए, और मुर्गियों व भेड़ों को दाना खिलाने की कोशिश में घर में भगदड़ मच गई। अंत में अम्मा परेशान हो जाती हैं और अब्बा को बच्चों को हर काम से रोकना पड़ता है। कहानी हँसाते हुए सिखाती है कि बच्चों को धीरे-धीरे और सही ढंग से काम सिखाना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "जब सिनेमा ने बोलना सीखा",
        summary:
          "प्रदीप तिवारी का लेख, जो भारत की पहली बोलती फ़िल्म ‘आलम आरा’ के बनने और उसके प्रभाव के बारे में बताता है।",
        lessons: [
          {
            title: "पहली सवाक फ़िल्म ‘आलम आरा’",
            minutes: 12,
            summary:
              "भारत की पहली बोलती (सवाक) फ़िल्म ‘आलम आरा’ 14 मार्च 1931 को मुंबई के मैजेस्टिक सिनेमा में प्रदर्शित हुई। इसके निर्माता-निर्देशक अर्देशिर एम. ईरानी थे। फ़िल्म की नायिका जुबैदा और नायक विट्ठल थे, और पृथ्वीराज कपूर भी इसमें थे। इसका पहला गीत ‘दे दे खुदा के नाम पर प्यारे’ था।",
          },
          {
            title: "बोलती फ़िल्मों का प्रभाव",
            minutes: 10,
            summary:
              "फ़िल्म को देखने के लिए इतनी भीड़ उमड़ी कि उसे संभालने के लिए पुलिस बुलानी पड़ी, और वह लगातार आठ सप्ताह तक ‘हाउसफुल’ चली। बोलती फ़िल्मों के आने से ऐसे अभिनेताओं की माँग बढ़ी जो अच्छा बोल और गा सकें, इसलिए पढ़े-लिखे कलाकार और गायक फ़िल्मों में आए। हिंदी-उर्दू मिली भाषा और गीत-संगीत फ़िल्मों की पहचान बन गए।",
          },
        ],
        questions: [],
        assignment: {
          title: "मूक से सवाक तक",
          instructions:
            "मूक फ़िल्मों और बोलती फ़िल्मों की तुलना करते हुए एक तालिका बनाइए। फिर लगभग 120 शब्दों में लिखिए कि ‘आलम आरा’ ने भारतीय सिनेमा को कैसे बदल दिया।",
          maxMarks: 15,
        },
      },
      {
        title: "सुदामा चरित",
        summary:
          "नरोत्तमदास के इस काव्य में श्रीकृष्ण और उनके निर्धन बालसखा सुदामा की मित्रता का मार्मिक वर्णन है।",
        lessons: [
          {
            title: "सुदामा द्वारका में",
            minutes: 12,
            summary:
              "पत्नी के कहने पर गरीब ब्राह्मण सुदामा अपने बचपन के मित्र श्रीकृष्ण से मिलने द्वारका जाते हैं। द्वारपाल कृष्ण को बताता है कि एक व्यक्ति आया है जिसके सिर पर पगड़ी नहीं, शरीर पर कुर्ता नहीं, पैरों में जूते नहीं। सुदामा का नाम सुनते ही कृष्ण दौड़कर उनसे मिलने आते हैं।",
          },
          {
            title: "सच्ची मित्रता",
            minutes: 12,
            summary:
              "सुदामा के फटे पैरों को देखकर कृष्ण रो पड़ते हैं — ‘पानी परात को हाथ छुयो नहिं, नैनन के जल सों पग धोए।’ सुदामा भाभी द्वारा भेजे चावल संकोच से छिपाते हैं, पर कृष्ण उन्हें प्रेम से खाते हैं। खाली हाथ लौटते सुदामा पहले नाराज़ होते हैं, पर गाँव पहुँचकर अपनी झोंपड़ी की जगह भव्य महल पाते हैं। कविता निःस्वार्थ और सच्ची मित्रता का आदर्श प्रस्तुत करती है।",
          },
        ],
        questions: [],
      },
      {
        title: "जहाँ पहिया है",
        summary:
          "पी. साईनाथ का रिपोर्ताज, जो तमिलनाडु के पुडुकोट्टई ज़िले की ग्रामीण महिलाओं के साइकिल आंदोलन और उससे मिली आज़ादी के बारे में है।",
        lessons: [
          {
            title: "पुडुकोट्टई का साइकिल आंदोलन",
            minutes: 12,
            summary:
              "तमिलनाडु के पुडुकोट्टई ज़िले में हज़ारों ग्रामीण महिलाओं ने साइकिल चलाना सीखा। यह एक सामाजिक आंदोलन बन गया, जिसमें हर उम्र और वर्ग की महिलाएँ — खेतिहर मज़दूर, शिक्षिकाएँ, गृहिणियाँ — शामिल हुईं। शुरू में लोगों ने ताने कसे, पर महिलाएँ पीछे नहीं हटीं।",
          },
          {
            title: "साइकिल — आज़ादी का प्रतीक",
            minutes: 12,
            summary:
              "साइकिल से महिलाएँ अपना सामान बेचने बाज़ार जा सकती थीं, पानी ला सकती थीं और बसों के इंतज़ार से बच गईं; इससे उनकी आमदनी और समय दोनों बढ़े। उनके लिए साइकिल आत्मनिर्भरता, आत्मविश्वास और पुरुषों पर निर्भरता से मुक्ति का प्रतीक बन गई। पाठ दिखाता है कि छोटा-सा साधन भी बड़ा सामाजिक बदलाव ला सकता है।",
          },
        ],
        questions: [],
      },
      {
        title: "अकबरी लोटा",
        summary:
          "अन्नपूर्णानंद वर्मा की हास्य कहानी, जिसमें पंडित बिलवासी मिश्र अपनी चतुराई से एक साधारण लोटे को ‘अकबरी लोटा’ बताकर अपने मित्र लाला झाऊलाल की मुसीबत हल करते हैं।",
        lessons: [
          {
            title: "लाला झाऊलाल की समस्या",
            minutes: 12,
            summary:
              "लाला झाऊलाल की पत्नी ने उनसे ढाई सौ रुपये माँगे और उन्होंने एक सप्ताह में देने का वादा कर दिया, पर रुपयों का प्रबंध नहीं हो सका। उनके मित्र पंडित बिलवासी मिश्र ने मदद का वादा किया। इसी बीच छत पर पानी पीते हुए लाला के हाथ से उनका पुराना, बेढंगा लोटा छूटकर नीचे गली में खड़े एक अंग्रेज़ पर जा गिरा।",
          },
          {
            title: "बिलवासी जी की चतुराई",
            minutes: 12,
            summary:
              "अंग्रेज़ गुस्से में था और भीड़ जमा हो गई। तभी बिलवासी जी ने कहानी गढ़ी कि यह साधारण लोटा नहीं, बल्कि ऐतिहासिक ‘अकबरी लोटा’ है, जिसका संबंध बादशाह अकबर के समय से है। प्राचीन वस्तुओं का शौकीन अंग्रेज़ उसे पाँच सौ रुपये में खरीद लेता है। कहानी हास्य के साथ बताती है कि सूझबूझ से कठिन परिस्थिति भी सुलझाई जा सकती है।",
          },
        ],
        questions: [],
        assignment: {
          title: "कहानी का नाट्य रूपांतरण",
          instructions:
            "समूह में ‘अकबरी लोटा’ को एक छोटे नाटक के रूप में लिखिए, जिसमें पात्रों के संवाद और मंच-निर्देश हों, और कक्षा में उसका मंचन कीजिए।",
          maxMarks: 20,
        },
      },
      {
        title: "सूर के पद",
        summary:
          "सूरदास के दो पद, जिनमें बालक कृष्ण की भोली बातों और माखन-चोरी का वात्सल्य भरा सुंदर वर्णन है।",
        lessons: [
          {
            title: "मैया, कबहिं बढ़ैगी चोटी?",
            minutes: 10,
            summary:
              "पहले पद में बालक कृष्ण माँ यशोदा से शिकायत करते हैं — ‘मैया, कबहिं बढ़ैगी चोटी?’ माँ ने कहा था कि दूध पीने से चोटी बलराम की तरह लंबी और मोटी हो जाएगी, पर इतनी बार दूध पीने पर भी चोटी छोटी ही है। इस पद में बाल-मनोविज्ञान और माँ-बेटे के प्रेम (वात्सल्य रस) का सुंदर चित्रण है।",
          },
          {
            title: "माखन चोरी की शिकायत",
            minutes: 10,
            summary:
              "दूसरे पद में एक गोपी यशोदा से शिकायत करती है कि दोपहर में घर सूना देखकर कृष्ण उसके घर में आए, साथियों के साथ माखन खाया और बाकी बिखेर दिया। सूरदास ने ब्रजभाषा में कृष्ण की बाल-लीलाओं का ऐसा जीवंत चित्र खींचा है कि दृश्य आँखों के सामने आ जाता है।",
          },
        ],
        questions: [],
      },
      {
        title: "पानी की कहानी",
        summary:
          "रामचंद्र तिवारी की रचना, जिसमें ओस की एक बूँद अपनी आत्मकथा सुनाती है और इस तरह जल-चक्र की वैज्ञानिक जानकारी रोचक ढंग से दी गई है।",
        lessons: [
          {
            title: "बूँद की आत्मकथा",
            minutes: 12,
            summary:
              "लेखक के हाथ पर गिरी ओस की एक बूँद उन्हें अपनी कहानी सुनाती है। वह बताती है कि उसका जन्म हाइड्रोजन और ऑक्सीजन गैसों के मिलने से हुआ। फिर वह समुद्र में रही, भाप बनकर बादल बनी, बर्फ़ के रूप में जमी, और धरती के भीतर चट्टानों के बीच से होती हुई फिर बाहर आई।",
          },
          {
            title: "जल-चक्र का संदेश",
            minutes: 10,
            summary:
              "बूँद नदी में बहती है, नगर के नलों से गुज़रती है, और पेड़ की जड़ों द्वारा खींचकर पत्तियों तक पहुँचती है, जहाँ से वह भाप बनकर उड़ती है और ओस बनकर गिरती है। सूरज निकलने पर वह फिर भाप बनकर उड़ जाती है। इस कहानी से हम जल-चक्र को समझते हैं और यह भी कि पानी एक अनमोल संसाधन है।",
          },
        ],
        questions: [],
      },
      {
        title: "बाज और साँप",
        summary:
          "निर्मल वर्मा द्वारा प्रस्तुत यह कहानी (मैक्सिम गोर्की की रचना पर आधारित) साहस और स्वतंत्रता के लिए जीने वाले बाज तथा सुरक्षित पर संकुचित जीवन जीने वाले साँप की तुलना करती है।",
        lessons: [
          {
            title: "घायल बाज और साँप",
            minutes: 12,
            summary:
              "समुद्र के किनारे एक अँधेरी, नम गुफा में एक साँप रहता था, जो अपने छोटे-से सुरक्षित संसार में संतुष्ट था। एक दिन एक घायल बाज गुफा के पास आ गिरा। वह मरते समय भी आकाश की ऊँचाइयों और उड़ान को याद कर रहा था, जबकि साँप को समझ नहीं आता था कि आकाश में ऐसा क्या है।",
          },
          {
            title: "साहस का गीत",
            minutes: 12,
            summary:
              "बाज ने अंतिम बार उड़ने का साहस किया, पर वह चट्टान से नीचे समुद्र में गिर गया और लहरें उसे बहा ले गईं। साँप ने भी उड़ने की कोशिश की, पर गिरकर सोचा कि आकाश में कुछ नहीं, उड़ने की बातें पागलपन हैं। पर समुद्र की लहरें बाज के साहस का गीत गाती रहीं। कहानी बताती है कि स्वतंत्रता और ऊँचे लक्ष्य के लिए संघर्ष करने वाला जीवन ही सार्थक है।",
          },
        ],
        questions: [],
        assignment: {
          title: "बाज या साँप?",
          instructions:
            "बाज और साँप के स्वभाव की तुलना एक तालिका में कीजिए। फिर लगभग 120 शब्दों में लिखिए कि आप किसके जीवन को बेहतर मानते हैं और क्यों।",
          maxMarks: 15,
        },
      },
      {
        title: "टोपी",
        summary:
          "संजय की प्रतीकात्मक कहानी, जिसमें एक नन्ही गवरइया अपनी टोपी बनवाने की इच्छा पूरी करती है और श्रम के सम्मान तथा शोषण के विरोध का संदेश देती है।",
        lessons: [
          {
            title: "गवरइया की इच्छा",
            minutes: 12,
            summary:
              "गवरा और गवरइया नाम के पक्षी-दंपती मनुष्यों के कपड़ों की बात करते हैं, और गवरइया की इच्छा होती है कि उसके सिर पर भी टोपी हो। गवरा उसकी बात पर हँसता है, पर गवरइया हार नहीं मानती। उसे कूड़े के ढेर पर रुई का एक फाहा मिलता है और वह टोपी बनवाने निकल पड़ती है।",
          },
          {
            title: "श्रम का सम्मान",
            minutes: 12,
            summary:
              "गवरइया धुनिया से रुई धुनवाती है, कोरी से सूत कतवाती है, बुनकर से कपड़ा बुनवाती है और दर्ज़ी से टोपी सिलवाती है, और हर कारीगर को उसके काम का उचित मेहनताना देती है। कारीगर बताते हैं कि राजा के लोग उनसे बिना पूरा पैसा दिए काम करवाते हैं, इसलिए गवरइया के लिए वे मन लगाकर काम करते हैं। कहानी श्रम के सम्मान, दृढ़ इच्छाशक्ति और सत्ता द्वारा शोषण के विरोध का संदेश देती है।",
          },
        ],
        questions: [],
      },
    ],
  },
];
