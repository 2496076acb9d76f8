import type { SeedSubject } from "./types";

export const CLASS_7: SeedSubject[] = [
  {
    grade: 7,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Class 7 mathematics following the NCERT textbook: integers, fractions, equations, geometry, percentages, rational numbers, algebra, exponents and solid shapes.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class VII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Integers",
        summary:
          "Revises addition and subtraction of integers and studies their properties, then learns how to multiply and divide integers and which properties these operations follow.",
        lessons: [
          {
            title: "Properties of Addition and Subtraction",
            minutes: 12,
            summary:
              "The sum or difference of two integers is always an integer, so integers are closed under addition and subtraction. Addition is commutative (a + b = b + a) and associative ((a + b) + c = a + (b + c)), but subtraction is neither: 5 − 3 is not equal to 3 − 5. Zero is the additive identity because a + 0 = a for every integer a.",
          },
          {
            title: "Multiplication of Integers",
            minutes: 14,
            summary:
              "The product of a positive and a negative integer is negative, for example 3 × (−4) = −12. The product of two negative integers is positive, so (−3) × (−4) = 12. When several integers are multiplied, the product is positive if the number of negative factors is even and negative if it is odd.",
          },
          {
            title: "Properties of Multiplication",
            minutes: 12,
            summary:
              "Integers are closed under multiplication, and multiplication is commutative and associative. Multiplication distributes over addition: a × (b + c) = a × b + a × c. One is the multiplicative identity (a × 1 = a), and any integer multiplied by zero gives zero.",
          },
          {
            title: "Division of Integers",
            minutes: 10,
            summary:
              "Division follows the same sign rules as multiplication: (−20) ÷ 4 = −5 and (−20) ÷ (−4) = 5. Integers are not closed under division, because (−5) ÷ 2 is not an integer. Division by zero is not defined, while 0 divided by any non-zero integer is 0.",
          },
        ],
        questions: [
          {
            text: "What is (−7) + 12?",
            options: ["−19", "5", "−5", "19"],
            correct: 1,
            explanation:
              "Start at −7 on the number line and move 12 steps to the right: −7 + 12 = 5.",
            difficulty: "easy",
          },
          {
            text: "What is (−8) × (−5)?",
            options: ["−40", "13", "40", "−13"],
            correct: 2,
            explanation:
              "The product of two negative integers is positive: 8 × 5 = 40, so (−8) × (−5) = 40.",
            difficulty: "easy",
          },
          {
            text: "What is the value of (−1) × (−1) × (−1) × (−1) × (−1)?",
            options: ["1", "−1", "5", "−5"],
            correct: 1,
            explanation:
              "There are five negative factors, an odd number, so the product is negative. Each factor has size 1, so the product is −1.",
            difficulty: "medium",
          },
          {
            text: "Which property is shown by (−3) × [5 + (−2)] = (−3) × 5 + (−3) × (−2)?",
            options: [
              "Commutative property",
              "Associative property",
              "Distributive property",
              "Closure property",
            ],
            correct: 2,
            explanation:
              "Multiplying a number by a sum equals the sum of the separate products. This is the distributive property of multiplication over addition.",
            difficulty: "medium",
          },
          {
            text: "The temperature at a hill station is 10 °C at noon and falls by 2 °C every hour. What is the temperature 8 hours later?",
            options: ["6 °C", "−16 °C", "−26 °C", "−6 °C"],
            correct: 3,
            explanation:
              "Total fall = 8 × 2 = 16 °C. Temperature = 10 − 16 = −6 °C.",
            difficulty: "medium",
          },
          {
            text: "In a quiz, +3 marks are given for a correct answer and −2 for a wrong one. Radhika got 12 answers right and scored 20 in all. How many answers did she get wrong?",
            options: ["6", "8", "10", "4"],
            correct: 1,
            explanation:
              "Marks for correct answers = 12 × 3 = 36. Marks lost = 36 − 20 = 16. Each wrong answer costs 2 marks, so wrong answers = 16 ÷ 2 = 8.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Fractions and Decimals",
        summary:
          "Teaches how to multiply and divide fractions, and how to multiply and divide decimal numbers, including by 10, 100 and 1000.",
        lessons: [
          {
            title: "Multiplying Fractions",
            minutes: 14,
            summary:
              "To multiply two fractions, multiply the numerators and multiply the denominators: 2/3 × 4/5 = 8/15. The word 'of' means multiply, so 1/2 of 3/4 = 3/8. When two proper fractions are multiplied, the product is smaller than each of them.",
          },
          {
            title: "Dividing Fractions",
            minutes: 14,
            summary:
              "The reciprocal of a non-zero fraction is obtained by swapping its numerator and denominator; the reciprocal of 3/5 is 5/3, and their product is 1. To divide by a fraction, multiply by its reciprocal: 2/3 ÷ 4/5 = 2/3 × 5/4 = 10/12 = 5/6. Mixed fractions are first changed into improper fractions.",
          },
          {
            title: "Multiplying Decimals",
            minutes: 12,
            summary:
              "Multiply the numbers as if there were no decimal points, then place the decimal point so that the product has as many decimal places as the two numbers together. For example, 1.5 × 0.3: 15 × 3 = 45, and there are 1 + 1 = 2 decimal places, so the answer is 0.45. Multiplying by 10, 100 or 1000 moves the decimal point 1, 2 or 3 places to the right.",
          },
          {
            title: "Dividing Decimals",
            minutes: 12,
            summary:
              "Dividing by 10, 100 or 1000 moves the decimal point 1, 2 or 3 places to the left, so 25.6 ÷ 100 = 0.256. To divide by a decimal, first multiply both numbers by a power of 10 that makes the divisor a whole number. For example, 1.2 ÷ 0.04 = 120 ÷ 4 = 30.",
          },
        ],
        questions: [
          {
            text: "What is 2/3 × 3/5?",
            options: ["5/8", "2/5", "6/8", "1/5"],
            correct: 1,
            explanation:
              "Multiply numerators and denominators: (2 × 3)/(3 × 5) = 6/15 = 2/5.",
            difficulty: "easy",
          },
          {
            text: "What is 3/4 ÷ 1/2?",
            options: ["3/8", "2/3", "3/2", "1/2"],
            correct: 2,
            explanation:
              "Dividing by 1/2 means multiplying by its reciprocal 2: 3/4 × 2 = 6/4 = 3/2.",
            difficulty: "easy",
          },
          {
            text: "What is 0.2 × 0.3?",
            options: ["0.06", "0.6", "0.006", "6"],
            correct: 0,
            explanation:
              "2 × 3 = 6, and the numbers have 1 + 1 = 2 decimal places in total, so the product is 0.06.",
            difficulty: "medium",
          },
          {
            text: "What is 25.6 ÷ 100?",
            options: ["2.56", "0.256", "256", "0.0256"],
            correct: 1,
            explanation:
              "Dividing by 100 moves the decimal point two places to the left: 25.6 becomes 0.256.",
            difficulty: "medium",
          },
          {
            text: "What is the reciprocal of 2 1/3?",
            options: ["7/3", "1/3", "3/7", "6/7"],
            correct: 2,
            explanation:
              "First write 2 1/3 as an improper fraction: 7/3. Its reciprocal is 3/7, since 7/3 × 3/7 = 1.",
            difficulty: "medium",
          },
          {
            text: "A car runs 20 km on 1 litre of petrol. How far will it run on 2 3/4 litres?",
            options: ["45 km", "50 km", "60 km", "55 km"],
            correct: 3,
            explanation: "2 3/4 = 11/4. Distance = 20 × 11/4 = 220/4 = 55 km.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Data Handling",
        summary:
          "Shows how to collect and organise data, find representative values such as the mean, mode and median, find the range, and read and draw bar graphs and double bar graphs.",
        lessons: [
          {
            title: "Collecting and Organising Data",
            minutes: 10,
            summary:
              "Data is a collection of numbers or facts gathered for a purpose, such as the marks of a class or the favourite fruits of students. Raw data is easier to understand once it is organised in a table, often using tally marks to count how often each value occurs. This count is called the frequency.",
          },
          {
            title: "Arithmetic Mean and Range",
            minutes: 14,
            summary:
              "The arithmetic mean (average) is the sum of all observations divided by the number of observations; for 4, 6 and 8 it is 18 ÷ 3 = 6. The mean always lies between the smallest and the largest value. The range is the difference between the highest and the lowest observation and shows how spread out the data is.",
          },
          {
            title: "Mode and Median",
            minutes: 14,
            summary:
              "The mode is the observation that occurs most often; in 2, 3, 3, 5, 3 the mode is 3. The median is the middle value when the data is arranged in order; for 2, 4, 5, 7, 9 it is 5. A data set can have more than one mode, and the median is not affected by one very large or very small value the way the mean is.",
          },
          {
            title: "Bar Graphs and Double Bar Graphs",
            minutes: 12,
            summary:
              "A bar graph shows data with bars of equal width whose lengths are proportional to the values, using a suitable scale such as 1 unit = 10 students. A double bar graph places two bars side by side for each category, for example marks in two tests, so that two sets of data can be compared easily.",
          },
        ],
        questions: [
          {
            text: "What is the mean of 4, 6, 8, 10 and 12?",
            options: ["6", "8", "10", "9"],
            correct: 1,
            explanation: "Sum = 4 + 6 + 8 + 10 + 12 = 40. Mean = 40 ÷ 5 = 8.",
            difficulty: "easy",
          },
          {
            text: "What is the range of the data 13, 5, 21, 9, 17?",
            options: ["16", "21", "8", "12"],
            correct: 0,
            explanation: "Range = highest value − lowest value = 21 − 5 = 16.",
            difficulty: "easy",
          },
          {
            text: "What is the mode of 2, 3, 5, 3, 7, 3, 5?",
            options: ["5", "7", "3", "2"],
            correct: 2,
            explanation:
              "3 occurs three times, more often than any other value (5 occurs twice), so the mode is 3.",
            difficulty: "medium",
          },
          {
            text: "What is the median of 7, 2, 9, 4, 5?",
            options: ["4", "9", "7", "5"],
            correct: 3,
            explanation:
              "Arrange in order: 2, 4, 5, 7, 9. The middle (3rd) value is 5.",
            difficulty: "medium",
          },
          {
            text: "Which kind of graph is best for comparing the marks of a class in two different tests, subject by subject?",
            options: [
              "Tally marks",
              "Pictograph",
              "Single bar graph",
              "Double bar graph",
            ],
            correct: 3,
            explanation:
              "A double bar graph draws two bars side by side for each subject, so the two tests can be compared directly.",
            difficulty: "medium",
          },
          {
            text: "The mean of five numbers is 20. Four of them are 15, 18, 22 and 26. What is the fifth number?",
            options: ["19", "21", "20", "17"],
            correct: 0,
            explanation:
              "Sum of all five = 5 × 20 = 100. Sum of the four given numbers = 15 + 18 + 22 + 26 = 81. Fifth number = 100 − 81 = 19.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Class Survey: Hours of Sleep",
          instructions:
            "Ask at least 15 classmates how many hours they slept last night and record the data in a table using tally marks. Find the mean, median, mode and range of your data, and draw a bar graph of the frequencies.",
          maxMarks: 20,
        },
      },
      {
        title: "Simple Equations",
        summary:
          "Introduces equations as balanced statements with a variable, and teaches how to solve simple equations systematically and use them to solve word problems.",
        lessons: [
          {
            title: "What Is an Equation?",
            minutes: 10,
            summary:
              "An equation is a condition on a variable saying that two expressions are equal, such as 2x + 3 = 11. The expression on the left is the left-hand side (LHS) and the one on the right is the right-hand side (RHS). The value of the variable that makes LHS equal to RHS is called the solution; here x = 4.",
          },
          {
            title: "Solving an Equation",
            minutes: 15,
            summary:
              "An equation is like a balance: it stays true if we add, subtract, multiply or divide both sides by the same number (not dividing by zero). To solve 3x − 4 = 11, add 4 to both sides to get 3x = 15, then divide both sides by 3 to get x = 5. Moving a term to the other side with its sign changed (transposing) is a quick way of doing the same step.",
          },
          {
            title: "From Solution to Equation",
            minutes: 8,
            summary:
              "Starting from a solution such as x = 5, we can build many equations by doing the same operation on both sides. Multiplying by 2 gives 2x = 10, then adding 3 gives 2x + 3 = 13. This shows that many different equations can have the same solution.",
          },
          {
            title: "Applications of Simple Equations",
            minutes: 14,
            summary:
              "Word problems can be solved by choosing a letter for the unknown, writing an equation from the given conditions and solving it. For example, 'a number multiplied by 4 and then decreased by 5 gives 19' becomes 4x − 5 = 19, so 4x = 24 and x = 6. Always check the answer in the original statement.",
          },
        ],
        questions: [
          {
            text: "Solve: x + 7 = 15",
            options: ["22", "8", "7", "−8"],
            correct: 1,
            explanation: "Subtract 7 from both sides: x = 15 − 7 = 8.",
            difficulty: "easy",
          },
          {
            text: "Solve: 3y = 27",
            options: ["9", "24", "30", "81"],
            correct: 0,
            explanation: "Divide both sides by 3: y = 27 ÷ 3 = 9.",
            difficulty: "easy",
          },
          {
            text: "Solve: 2x − 5 = 11",
            options: ["3", "6", "8", "13"],
            correct: 2,
            explanation:
              "Add 5 to both sides: 2x = 16. Divide by 2: x = 8. Check: 2 × 8 − 5 = 11.",
            difficulty: "medium",
          },
          {
            text: "Solve: p/4 + 3 = 7",
            options: ["1", "16", "40", "10"],
            correct: 1,
            explanation:
              "Subtract 3 from both sides: p/4 = 4. Multiply both sides by 4: p = 16.",
            difficulty: "medium",
          },
          {
            text: "When 5 is subtracted from four times a number, the result is 19. What is the number?",
            options: ["5", "7", "4", "6"],
            correct: 3,
            explanation: "Equation: 4x − 5 = 19. Then 4x = 24, so x = 6.",
            difficulty: "medium",
          },
          {
            text: "A father's age is 4 years more than three times his son's age. The father is 43 years old. How old is the son?",
            options: ["15 years", "11 years", "13 years", "12 years"],
            correct: 2,
            explanation:
              "Let the son's age be s. Then 3s + 4 = 43, so 3s = 39 and s = 13 years.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Lines and Angles",
        summary:
          "Studies related angles — complementary, supplementary, adjacent, linear pair and vertically opposite — and the angles formed when a transversal cuts two lines, especially parallel lines.",
        lessons: [
          {
            title: "Complementary and Supplementary Angles",
            minutes: 10,
            summary:
              "Two angles whose sum is 90° are complementary; the complement of 35° is 55°. Two angles whose sum is 180° are supplementary; the supplement of 110° is 70°. Two acute angles can be complementary, but two obtuse angles can never be supplementary.",
          },
          {
            title:
              "Adjacent Angles, Linear Pair and Vertically Opposite Angles",
            minutes: 14,
            summary:
              "Adjacent angles share a common vertex and a common arm, and do not overlap. A linear pair is a pair of adjacent angles whose non-common arms are opposite rays; their sum is 180°. When two lines intersect, the vertically opposite angles formed are always equal.",
          },
          {
            title: "Transversals and the Angles They Make",
            minutes: 14,
            summary:
              "A transversal is a line that cuts two or more lines at distinct points. It forms pairs of corresponding angles, alternate interior angles, alternate exterior angles and interior angles on the same side of the transversal. Naming these pairs correctly is the first step in working with parallel lines.",
          },
          {
            title: "Transversal of Parallel Lines",
            minutes: 14,
            summary:
              "When a transversal cuts two parallel lines, each pair of corresponding angles is equal, each pair of alternate interior angles is equal, and interior angles on the same side of the transversal add up to 180°. Conversely, if any of these conditions holds, the two lines must be parallel, which gives us a way to check for parallel lines.",
          },
        ],
        questions: [
          {
            text: "What is the complement of 35°?",
            options: ["145°", "55°", "65°", "35°"],
            correct: 1,
            explanation:
              "Complementary angles add up to 90°, so the complement is 90° − 35° = 55°.",
            difficulty: "easy",
          },
          {
            text: "What is the supplement of 110°?",
            options: ["70°", "20°", "250°", "90°"],
            correct: 0,
            explanation:
              "Supplementary angles add up to 180°, so the supplement is 180° − 110° = 70°.",
            difficulty: "easy",
          },
          {
            text: "Two lines intersect and one of the angles formed is 48°. What is the angle vertically opposite to it?",
            options: ["132°", "42°", "48°", "96°"],
            correct: 2,
            explanation:
              "Vertically opposite angles are always equal, so the angle is also 48°.",
            difficulty: "medium",
          },
          {
            text: "Two angles forming a linear pair measure (2x)° and (3x)°. What is the value of x?",
            options: ["30", "45", "18", "36"],
            correct: 3,
            explanation:
              "Angles in a linear pair add up to 180°: 2x + 3x = 180, so 5x = 180 and x = 36.",
            difficulty: "medium",
          },
          {
            text: "A transversal cuts two parallel lines. One angle measures 65°. What is the measure of the angle corresponding to it?",
            options: ["115°", "65°", "25°", "130°"],
            correct: 1,
            explanation:
              "When a transversal cuts parallel lines, corresponding angles are equal, so it is 65°.",
            difficulty: "medium",
          },
          {
            text: "A transversal cuts two parallel lines. The interior angles on the same side of the transversal are (x + 20)° and (2x + 10)°. What is x?",
            options: ["50", "40", "60", "55"],
            correct: 0,
            explanation:
              "These angles are supplementary: (x + 20) + (2x + 10) = 180, so 3x + 30 = 180, 3x = 150 and x = 50. The angles are 70° and 110°.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "The Triangle and its Properties",
        summary:
          "Explores medians and altitudes, the exterior angle and angle sum properties, special triangles, the rule about the lengths of sides, and the Pythagoras property of right-angled triangles.",
        lessons: [
          {
            title: "Medians and Altitudes",
            minutes: 10,
            summary:
              "A median joins a vertex of a triangle to the midpoint of the opposite side; every triangle has three medians. An altitude is the perpendicular line segment from a vertex to the opposite side (or its extension) and shows the height of the triangle. In an obtuse triangle, two altitudes lie outside the triangle.",
          },
          {
            title: "Angle Sum and Exterior Angle Properties",
            minutes: 14,
            summary:
              "The three angles of any triangle add up to 180°. If one side is extended, the exterior angle formed equals the sum of the two interior opposite angles. For example, if the interior opposite angles are 45° and 65°, the exterior angle is 110°.",
          },
          {
            title: "Special Triangles and the Sides of a Triangle",
            minutes: 12,
            summary:
              "In an equilateral triangle all sides are equal and each angle is 60°. In an isosceles triangle two sides are equal and the angles opposite them (the base angles) are equal. In every triangle the sum of the lengths of any two sides is greater than the third side, so 2 cm, 3 cm and 6 cm cannot form a triangle.",
          },
          {
            title: "Right-Angled Triangles and the Pythagoras Property",
            minutes: 14,
            summary:
              "In a right-angled triangle the side opposite the right angle is the hypotenuse, and it is the longest side. The Pythagoras property says that the square of the hypotenuse equals the sum of the squares of the other two sides. For legs 3 cm and 4 cm: 3² + 4² = 9 + 16 = 25 = 5², so the hypotenuse is 5 cm.",
          },
        ],
        questions: [
          {
            text: "Two angles of a triangle are 50° and 60°. What is the third angle?",
            options: ["70°", "80°", "60°", "90°"],
            correct: 0,
            explanation:
              "The angles of a triangle add up to 180°: 180° − (50° + 60°) = 70°.",
            difficulty: "easy",
          },
          {
            text: "The two interior opposite angles of an exterior angle of a triangle are 45° and 65°. What is the exterior angle?",
            options: ["20°", "70°", "110°", "180°"],
            correct: 2,
            explanation:
              "An exterior angle equals the sum of the interior opposite angles: 45° + 65° = 110°.",
            difficulty: "easy",
          },
          {
            text: "Which set of lengths can be the sides of a triangle?",
            options: [
              "2 cm, 3 cm, 6 cm",
              "3 cm, 4 cm, 8 cm",
              "5 cm, 6 cm, 7 cm",
              "1 cm, 2 cm, 3 cm",
            ],
            correct: 2,
            explanation:
              "The sum of any two sides must be greater than the third. 5 + 6 > 7, 5 + 7 > 6 and 6 + 7 > 5 all hold. The others fail: 2 + 3 < 6, 3 + 4 < 8, and 1 + 2 = 3 is not greater than 3.",
            difficulty: "medium",
          },
          {
            text: "The two shorter sides of a right-angled triangle are 6 cm and 8 cm. How long is the hypotenuse?",
            options: ["14 cm", "10 cm", "12 cm", "48 cm"],
            correct: 1,
            explanation:
              "Hypotenuse² = 6² + 8² = 36 + 64 = 100, so the hypotenuse = √100 = 10 cm.",
            difficulty: "medium",
          },
          {
            text: "In an isosceles triangle the angle between the two equal sides is 40°. What is each of the other two angles?",
            options: ["40°", "50°", "140°", "70°"],
            correct: 3,
            explanation:
              "The two base angles are equal and together make 180° − 40° = 140°, so each is 140° ÷ 2 = 70°.",
            difficulty: "medium",
          },
          {
            text: "A 15 m long ladder leans against a wall and reaches a window 12 m above the ground. How far is the foot of the ladder from the wall?",
            options: ["3 m", "9 m", "27 m", "6 m"],
            correct: 1,
            explanation:
              "The ladder is the hypotenuse. Distance² = 15² − 12² = 225 − 144 = 81, so the distance = √81 = 9 m.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Comparing Quantities",
        summary:
          "Compares quantities using ratios and percentages, and applies percentages to increase and decrease, profit and loss, and simple interest.",
        lessons: [
          {
            title: "Ratios and Equivalent Ratios",
            minutes: 10,
            summary:
              "A ratio compares two quantities of the same kind, so both must be in the same unit first: 50 cm to 2 m is 50 : 200 = 1 : 4. Ratios can be simplified like fractions, and equivalent ratios such as 2 : 3 and 4 : 6 are equal. Two ratios can be compared by writing them as like fractions.",
          },
          {
            title: "Percentage — Another Way of Comparing",
            minutes: 14,
            summary:
              "Per cent means 'per hundred', so 45% is 45/100. To change a fraction or decimal into a percentage, multiply by 100: 3/4 = 75% and 0.2 = 20%. To find a percentage of a quantity, multiply: 20% of 250 = 20/100 × 250 = 50.",
          },
          {
            title: "Using Percentages: Increase and Decrease",
            minutes: 12,
            summary:
              "Percentage change = (change ÷ original value) × 100. If a price rises from ₹80 to ₹100, the increase is ₹20, which is 20/80 × 100 = 25%. Percentages are also used to compare ratios and to find the whole when a part and its percentage are known.",
          },
          {
            title: "Profit, Loss and Simple Interest",
            minutes: 16,
            summary:
              "If the selling price (SP) is more than the cost price (CP) there is a profit; if less, a loss. Profit % = (profit ÷ CP) × 100, and loss % is found the same way. Simple interest on a principal P at rate R% per year for T years is SI = (P × R × T) ÷ 100, and the amount = P + SI.",
          },
        ],
        questions: [
          {
            text: "What is the ratio of 50 cm to 2 m in simplest form?",
            options: ["25 : 1", "1 : 4", "4 : 1", "1 : 25"],
            correct: 1,
            explanation:
              "Convert to the same unit: 2 m = 200 cm. Ratio = 50 : 200 = 1 : 4.",
            difficulty: "easy",
          },
          {
            text: "What is 3/4 written as a percentage?",
            options: ["34%", "70%", "75%", "43%"],
            correct: 2,
            explanation: "3/4 × 100% = 300/4 % = 75%.",
            difficulty: "easy",
          },
          {
            text: "What is 20% of 250?",
            options: ["50", "25", "20", "5"],
            correct: 0,
            explanation: "20% of 250 = 20/100 × 250 = 50.",
            difficulty: "medium",
          },
          {
            text: "A shopkeeper buys a chair for ₹400 and sells it for ₹460. What is the profit per cent?",
            options: ["60%", "12%", "13%", "15%"],
            correct: 3,
            explanation:
              "Profit = 460 − 400 = ₹60. Profit % = 60/400 × 100 = 15%.",
            difficulty: "medium",
          },
          {
            text: "What is the simple interest on ₹2000 at 5% per year for 3 years?",
            options: ["₹100", "₹600", "₹300", "₹3000"],
            correct: 2,
            explanation:
              "SI = (P × R × T) ÷ 100 = (2000 × 5 × 3) ÷ 100 = ₹300.",
            difficulty: "medium",
          },
          {
            text: "A cycle is sold for ₹540 at a loss of 10%. What was its cost price?",
            options: ["₹594", "₹600", "₹550", "₹640"],
            correct: 1,
            explanation:
              "At a 10% loss, SP is 90% of CP. So 90/100 × CP = 540, giving CP = 540 × 100 ÷ 90 = ₹600. (₹594 is wrong: it adds 10% of ₹540 instead of working from the CP.)",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Percentages at the Market",
          instructions:
            "Collect three real examples of discounts, price changes or interest rates from shops, newspapers or a bank passbook at home. For each, write the problem clearly and calculate the percentage, profit or loss, or simple interest, showing every step.",
          maxMarks: 15,
        },
      },
      {
        title: "Rational Numbers",
        summary:
          "Extends the number system to rational numbers — numbers of the form p/q with q not zero — and teaches their standard form, representation on the number line and comparison.",
        lessons: [
          {
            title: "What Are Rational Numbers?",
            minutes: 12,
            summary:
              "A rational number is a number that can be written as p/q, where p and q are integers and q ≠ 0. Every integer is a rational number (for example 5 = 5/1), and so is every fraction. A rational number is positive when p and q have the same sign, like −3/−5, and negative when they have opposite signs, like −3/5; 0 is neither positive nor negative.",
          },
          {
            title: "Equivalent Rational Numbers and Standard Form",
            minutes: 12,
            summary:
              "Multiplying or dividing the numerator and denominator by the same non-zero integer gives an equivalent rational number: −2/7 = −6/21. A rational number is in standard form when its denominator is positive and the numerator and denominator have no common factor other than 1. For example, −18/45 in standard form is −2/5, after dividing both by 9.",
          },
          {
            title: "Rational Numbers on the Number Line and Comparison",
            minutes: 14,
            summary:
              "Rational numbers can be marked on the number line: positive ones to the right of 0 and negative ones to the left. To compare two negative rational numbers, compare them without their signs and reverse the order; since 3/4 > 2/3, we get −3/4 < −2/3. Writing them with a common denominator also helps: −9/12 < −8/12.",
          },
          {
            title: "Rational Numbers Between Two Rational Numbers",
            minutes: 10,
            summary:
              "Between two integers there may be no other integer, but between any two rational numbers there are infinitely many rational numbers. For example, between −1 and 0 lie −1/2, −1/4, −3/4 and many more. One way to find them is to write both numbers with a large common denominator and pick the fractions in between.",
          },
        ],
        questions: [
          {
            text: "Which of these is NOT a rational number?",
            options: ["−3/5", "0", "7", "5/0"],
            correct: 3,
            explanation:
              "In p/q the denominator q must not be zero. 5/0 has denominator 0, so it is not a rational number.",
            difficulty: "easy",
          },
          {
            text: "What is the standard form of −18/45?",
            options: ["−2/5", "−6/15", "2/5", "−3/5"],
            correct: 0,
            explanation:
              "The HCF of 18 and 45 is 9. Dividing both by 9 gives −2/5. (−6/15 is equal but not in lowest terms.)",
            difficulty: "easy",
          },
          {
            text: "Which is greater: −3/4 or −2/3?",
            options: [
              "−3/4",
              "−2/3",
              "They are equal",
              "They cannot be compared",
            ],
            correct: 1,
            explanation:
              "With denominator 12: −3/4 = −9/12 and −2/3 = −8/12. Since −8 > −9, −2/3 is greater.",
            difficulty: "medium",
          },
          {
            text: "Fill in the blank: −2/7 = ___/21",
            options: ["−14", "−3", "6", "−6"],
            correct: 3,
            explanation:
              "21 = 7 × 3, so multiply the numerator by 3 as well: −2 × 3 = −6.",
            difficulty: "medium",
          },
          {
            text: "Which rational number lies between −1 and 0?",
            options: ["−3/2", "1/2", "−1/2", "−5/4"],
            correct: 2,
            explanation:
              "−1/2 = −0.5, which is between −1 and 0. −3/2 and −5/4 are less than −1, and 1/2 is greater than 0.",
            difficulty: "medium",
          },
          {
            text: "Which of these is a positive rational number?",
            options: ["−5/−8", "3/−7", "−2/9", "0/5"],
            correct: 0,
            explanation:
              "−5/−8 has numerator and denominator of the same sign, so it equals 5/8, which is positive. 3/−7 and −2/9 are negative, and 0/5 = 0 is neither positive nor negative.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Perimeter and Area",
        summary:
          "Finds the areas of parallelograms and triangles, the circumference and area of circles, converts units of area, and applies these ideas to paths and borders.",
        lessons: [
          {
            title: "Area of a Parallelogram",
            minutes: 12,
            summary:
              "A parallelogram can be cut and rearranged into a rectangle with the same base and height. So the area of a parallelogram = base × height, where the height is the perpendicular distance between the base and the opposite side. A parallelogram with base 8 cm and height 5 cm has area 40 cm².",
          },
          {
            title: "Area of a Triangle",
            minutes: 12,
            summary:
              "Two identical triangles can be joined to form a parallelogram, so the area of a triangle is half of base × height. For base 10 cm and height 6 cm, the area is ½ × 10 × 6 = 30 cm². Any side can be taken as the base, as long as the height used is the perpendicular to that side from the opposite vertex.",
          },
          {
            title: "Circumference of a Circle",
            minutes: 14,
            summary:
              "The distance around a circle is its circumference. For every circle, circumference ÷ diameter is the same number, called π (pi), approximately 22/7 or 3.14. So circumference C = πd = 2πr; a circle of radius 7 cm has C = 2 × 22/7 × 7 = 44 cm.",
          },
          {
            title: "Area of a Circle and Conversion of Units",
            minutes: 16,
            summary:
              "The area of a circle of radius r is πr²; for r = 14 cm it is 22/7 × 14 × 14 = 616 cm². Since 1 cm = 10 mm, 1 cm² = 100 mm², and since 1 m = 100 cm, 1 m² = 10000 cm²; a hectare is 10000 m². The area of a path around a rectangular park is found by subtracting the inner area from the outer area.",
          },
        ],
        questions: [
          {
            text: "What is the area of a parallelogram with base 8 cm and height 5 cm?",
            options: ["13 cm²", "40 cm²", "26 cm²", "20 cm²"],
            correct: 1,
            explanation: "Area = base × height = 8 × 5 = 40 cm².",
            difficulty: "easy",
          },
          {
            text: "What is the area of a triangle with base 10 cm and height 6 cm?",
            options: ["60 cm²", "16 cm²", "30 cm²", "32 cm²"],
            correct: 2,
            explanation: "Area = ½ × base × height = ½ × 10 × 6 = 30 cm².",
            difficulty: "easy",
          },
          {
            text: "What is the circumference of a circle of radius 7 cm? (Take π = 22/7.)",
            options: ["44 cm", "22 cm", "154 cm", "49 cm"],
            correct: 0,
            explanation:
              "C = 2πr = 2 × 22/7 × 7 = 44 cm. (154 cm² would be the area, not the circumference.)",
            difficulty: "medium",
          },
          {
            text: "What is the area of a circle of radius 14 cm? (Take π = 22/7.)",
            options: ["88 cm²", "308 cm²", "1232 cm²", "616 cm²"],
            correct: 3,
            explanation: "Area = πr² = 22/7 × 14 × 14 = 22 × 2 × 14 = 616 cm².",
            difficulty: "medium",
          },
          {
            text: "How many square centimetres make 1 square metre?",
            options: ["100", "1000", "10000", "100000"],
            correct: 2,
            explanation: "1 m = 100 cm, so 1 m² = 100 cm × 100 cm = 10000 cm².",
            difficulty: "medium",
          },
          {
            text: "A rectangular park is 50 m long and 30 m wide. A path 2 m wide runs all around it on the outside. What is the area of the path?",
            options: ["320 m²", "336 m²", "160 m²", "1836 m²"],
            correct: 1,
            explanation:
              "Outer rectangle = (50 + 4) m by (30 + 4) m = 54 × 34 = 1836 m². Park = 50 × 30 = 1500 m². Path = 1836 − 1500 = 336 m².",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Measure and Calculate at Home",
          instructions:
            "Measure the floor of one room, the top of a round object (such as a plate or lid) and one triangular or parallelogram-shaped object at home. Draw a labelled sketch of each and calculate its area (and the circumference of the round object), showing your formulas and working.",
          maxMarks: 20,
        },
      },
      {
        title: "Algebraic Expressions",
        summary:
          "Explains how algebraic expressions are formed, names their parts and types, and teaches how to add and subtract them and find their value for given values of the variables.",
        lessons: [
          {
            title: "How Expressions Are Formed",
            minutes: 10,
            summary:
              "Algebraic expressions are built from variables (letters like x and y, whose values can change) and constants (fixed numbers) using addition, subtraction, multiplication and division. For example, 3x + 5 is formed by multiplying x by 3 and then adding 5. Expressions help us write general rules and patterns in a short form.",
          },
          {
            title: "Terms, Factors and Coefficients",
            minutes: 12,
            summary:
              "Terms are the parts of an expression that are added; in 4x² − 3xy + 7 the terms are 4x², −3xy and 7. Each term is a product of factors, and the numerical factor is called the coefficient; the coefficient of xy in −3xy is −3. Like terms have the same algebraic factors (5ab and −2ba), while unlike terms do not (x² and x).",
          },
          {
            title: "Monomials, Binomials, Trinomials and Polynomials",
            minutes: 8,
            summary:
              "An expression with one term is a monomial (7xy), with two terms a binomial (4a + 9b), and with three terms a trinomial (x² − 3x + 2). Any expression with one or more terms is a polynomial. Counting terms correctly is the first step in classifying an expression.",
          },
          {
            title: "Adding, Subtracting and Finding the Value",
            minutes: 16,
            summary:
              "To add or subtract expressions, combine like terms by adding or subtracting their coefficients: (3a + 5b) + (2a − 7b) = 5a − 2b. When subtracting an expression, change the sign of each of its terms first: (5x + 4) − (2x − 3) = 5x + 4 − 2x + 3 = 3x + 7. To find the value of an expression, substitute the given values; x² − 3x + 2 at x = 4 is 16 − 12 + 2 = 6.",
          },
        ],
        questions: [
          {
            text: "What kind of expression is 4a + 9b?",
            options: ["Monomial", "Binomial", "Trinomial", "Constant"],
            correct: 1,
            explanation:
              "It has two unlike terms, 4a and 9b, so it is a binomial.",
            difficulty: "easy",
          },
          {
            text: "Which pair consists of like terms?",
            options: ["3x and 3y", "x² and x", "5ab and −2ba", "4p and 4"],
            correct: 2,
            explanation:
              "ab and ba are the same product of variables, so 5ab and −2ba are like terms. The other pairs have different algebraic factors.",
            difficulty: "easy",
          },
          {
            text: "Add 3a + 5b and 2a − 7b.",
            options: ["5a − 2b", "5a + 12b", "a − 2b", "5a + 2b"],
            correct: 0,
            explanation:
              "Combine like terms: 3a + 2a = 5a and 5b − 7b = −2b, giving 5a − 2b.",
            difficulty: "medium",
          },
          {
            text: "Subtract 2x − 3 from 5x + 4.",
            options: ["3x + 1", "3x − 7", "7x + 1", "3x + 7"],
            correct: 3,
            explanation: "(5x + 4) − (2x − 3) = 5x + 4 − 2x + 3 = 3x + 7.",
            difficulty: "medium",
          },
          {
            text: "Find the value of x² − 3x + 2 when x = 4.",
            options: ["2", "6", "14", "30"],
            correct: 1,
            explanation: "4² − 3 × 4 + 2 = 16 − 12 + 2 = 6.",
            difficulty: "medium",
          },
          {
            text: "Find the value of a² + 2ab + b² when a = 2 and b = −3.",
            options: ["25", "−1", "1", "13"],
            correct: 2,
            explanation:
              "a² = 4, 2ab = 2 × 2 × (−3) = −12, b² = 9. Total = 4 − 12 + 9 = 1.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Exponents and Powers",
        summary:
          "Uses exponents to write repeated multiplication and large numbers compactly, learns the laws of exponents, and writes numbers in expanded and standard form.",
        lessons: [
          {
            title: "Exponents",
            minutes: 10,
            summary:
              "Repeated multiplication of the same number can be written using an exponent: 2 × 2 × 2 × 2 × 2 = 2⁵, read as '2 raised to the power 5'. Here 2 is the base and 5 is the exponent, and 2⁵ = 32. A negative base raised to an odd power is negative, (−2)³ = −8, and raised to an even power is positive, (−2)⁴ = 16.",
          },
          {
            title: "Laws of Exponents",
            minutes: 16,
            summary:
              "For a non-zero base a and whole numbers m and n: aᵐ × aⁿ = aᵐ⁺ⁿ, aᵐ ÷ aⁿ = aᵐ⁻ⁿ (when m > n), and (aᵐ)ⁿ = aᵐⁿ. Also aᵐ × bᵐ = (ab)ᵐ, and any non-zero number raised to the power 0 is 1. For example, 3⁴ × 3³ = 3⁷ and (5²)³ = 5⁶.",
          },
          {
            title: "Expanded Form and Standard Form",
            minutes: 12,
            summary:
              "Numbers can be expanded using powers of 10: 47561 = 4 × 10⁴ + 7 × 10³ + 5 × 10² + 6 × 10¹ + 1 × 10⁰. Very large numbers are written in standard form as a number from 1 up to (but not including) 10 multiplied by a power of 10. For example, the distance from the Earth to the Sun, about 149,600,000,000 m, is 1.496 × 10¹¹ m.",
          },
        ],
        questions: [
          {
            text: "What is the value of 2⁵?",
            options: ["10", "25", "32", "64"],
            correct: 2,
            explanation: "2⁵ = 2 × 2 × 2 × 2 × 2 = 32. (It is not 2 × 5 = 10.)",
            difficulty: "easy",
          },
          {
            text: "What is the value of (−2)³?",
            options: ["−8", "8", "−6", "6"],
            correct: 0,
            explanation:
              "(−2) × (−2) × (−2) = 4 × (−2) = −8. An odd power of a negative number is negative.",
            difficulty: "easy",
          },
          {
            text: "Simplify 3⁴ × 3³ and write it as a power of 3.",
            options: ["3¹²", "3⁷", "9⁷", "3¹"],
            correct: 1,
            explanation:
              "With the same base, add the exponents: 3⁴ × 3³ = 3⁴⁺³ = 3⁷.",
            difficulty: "medium",
          },
          {
            text: "Write (5²)³ as a single power of 5.",
            options: ["5⁵", "5⁸", "5⁹", "5⁶"],
            correct: 3,
            explanation:
              "For a power of a power, multiply the exponents: 2 × 3 = 6, so (5²)³ = 5⁶.",
            difficulty: "medium",
          },
          {
            text: "What is 3,84,00,000 (thirty-eight million four hundred thousand) in standard form?",
            options: ["3.84 × 10⁶", "38.4 × 10⁶", "3.84 × 10⁷", "384 × 10⁵"],
            correct: 2,
            explanation:
              "Move the decimal point 7 places left to get 3.84, so 38400000 = 3.84 × 10⁷. The other forms with the right value (38.4 × 10⁶, 384 × 10⁵) are not standard form, because the first number must be from 1 to less than 10.",
            difficulty: "medium",
          },
          {
            text: "Simplify (2⁵ × 3⁴) ÷ (2³ × 3²).",
            options: ["6", "36", "12", "72"],
            correct: 1,
            explanation:
              "2⁵ ÷ 2³ = 2² = 4 and 3⁴ ÷ 3² = 3² = 9. The result is 4 × 9 = 36.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Symmetry",
        summary:
          "Studies line symmetry of regular polygons, rotational symmetry with its centre, angle and order, and shapes that have both kinds of symmetry.",
        lessons: [
          {
            title: "Lines of Symmetry for Regular Polygons",
            minutes: 12,
            summary:
              "A figure has line symmetry if it can be folded along a line so that the two halves match exactly. A regular polygon, with all sides and all angles equal, has as many lines of symmetry as it has sides: an equilateral triangle has 3, a square 4 and a regular hexagon 6. A circle has infinitely many lines of symmetry.",
          },
          {
            title: "Rotational Symmetry",
            minutes: 14,
            summary:
              "A figure has rotational symmetry if it looks exactly the same after a rotation of less than a full turn about a fixed point, the centre of rotation. The smallest such angle is the angle of rotation, and the number of times the figure looks the same in one full turn (360°) is the order of rotational symmetry. A square has order 4 with an angle of 90°, and an equilateral triangle has order 3 with an angle of 120°.",
          },
          {
            title: "Line Symmetry and Rotational Symmetry Together",
            minutes: 10,
            summary:
              "Some shapes have both kinds of symmetry, such as a square, a circle or the letter H. Others have only one kind: the letter A has line symmetry but no rotational symmetry, while the letter S and a general parallelogram have rotational symmetry of order 2 but no line of symmetry. Looking carefully at both kinds helps in designing rangoli, logos and tiles.",
          },
        ],
        questions: [
          {
            text: "How many lines of symmetry does a square have?",
            options: ["2", "4", "1", "8"],
            correct: 1,
            explanation:
              "A square has 2 lines through the midpoints of opposite sides and 2 along its diagonals: 4 in all.",
            difficulty: "easy",
          },
          {
            text: "How many lines of symmetry does a regular hexagon have?",
            options: ["3", "12", "6", "4"],
            correct: 2,
            explanation:
              "A regular polygon has as many lines of symmetry as sides, so a regular hexagon has 6.",
            difficulty: "easy",
          },
          {
            text: "What is the order of rotational symmetry of an equilateral triangle?",
            options: ["1", "2", "6", "3"],
            correct: 3,
            explanation:
              "It looks the same after turns of 120°, 240° and 360°, so the order is 3.",
            difficulty: "medium",
          },
          {
            text: "What is the smallest angle of rotation for which a square looks the same?",
            options: ["90°", "45°", "180°", "360°"],
            correct: 0,
            explanation:
              "A square has rotational symmetry of order 4, so the angle is 360° ÷ 4 = 90°.",
            difficulty: "medium",
          },
          {
            text: "Which capital letter has both line symmetry and rotational symmetry of order 2?",
            options: ["A", "E", "H", "F"],
            correct: 2,
            explanation:
              "H has a vertical and a horizontal line of symmetry and looks the same after a half turn. A and E have only line symmetry, and F has neither.",
            difficulty: "medium",
          },
          {
            text: "Which figure has rotational symmetry of order 2 but no line of symmetry?",
            options: [
              "A rectangle",
              "A parallelogram that is not a rectangle or a rhombus",
              "An isosceles triangle",
              "A kite",
            ],
            correct: 1,
            explanation:
              "Such a parallelogram looks the same after a half turn about the point where its diagonals meet, but no fold makes its halves match. A rectangle has 2 lines of symmetry, while an isosceles triangle and a kite each have a line of symmetry but no rotational symmetry.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Design a Symmetric Rangoli",
          instructions:
            "Draw a rangoli or tile design on squared paper that has at least 2 lines of symmetry and rotational symmetry of order 4. Mark the lines of symmetry and the centre of rotation, and write the angle and order of rotational symmetry.",
          maxMarks: 15,
        },
      },
      {
        title: "Visualising Solid Shapes",
        summary:
          "Describes solid shapes by their faces, edges and vertices, shows how nets fold into solids, and explains how to draw solids on flat paper using oblique and isometric sketches.",
        lessons: [
          {
            title: "Faces, Edges and Vertices",
            minutes: 12,
            summary:
              "Plane figures like squares and circles have two dimensions, while solids like cubes, cylinders and pyramids have three. The flat surfaces of a solid are its faces, the line segments where faces meet are edges, and the corners are vertices. A cube has 6 faces, 12 edges and 8 vertices, while a square pyramid has 5 faces, 8 edges and 5 vertices.",
          },
          {
            title: "Nets for Building 3-D Shapes",
            minutes: 12,
            summary:
              "A net is a flat pattern that can be folded to make a solid. A cube can be made from a net of 6 squares arranged correctly, and a cylinder from a rectangle with two circles attached. Not every arrangement of six squares folds into a cube, so nets must be checked by imagining or actually folding them.",
          },
          {
            title: "Drawing Solids on a Flat Surface",
            minutes: 12,
            summary:
              "An oblique sketch shows the front face in its true shape and the other faces slanted, giving an idea of depth without exact measurements. An isometric sketch is drawn on isometric dot paper and keeps the measurements of the solid in proportion. We can also view a solid from the front, side and top to understand its shape.",
          },
        ],
        questions: [
          {
            text: "How many faces does a cube have?",
            options: ["4", "8", "6", "12"],
            correct: 2,
            explanation:
              "A cube has 6 square faces: top, bottom, front, back, left and right.",
            difficulty: "easy",
          },
          {
            text: "How many edges does a cuboid have?",
            options: ["12", "8", "6", "10"],
            correct: 0,
            explanation:
              "A cuboid has 4 edges on top, 4 on the bottom and 4 vertical edges: 12 in all.",
            difficulty: "easy",
          },
          {
            text: "How many vertices does a pyramid with a square base have?",
            options: ["4", "5", "6", "8"],
            correct: 1,
            explanation:
              "It has 4 vertices at the corners of the square base and 1 at the apex: 5 in all.",
            difficulty: "medium",
          },
          {
            text: "A net consists of one rectangle with a circle attached to each of two opposite sides. Which solid does it make?",
            options: ["Cone", "Sphere", "Cuboid", "Cylinder"],
            correct: 3,
            explanation:
              "The rectangle rolls into the curved surface and the two circles become the top and bottom of a cylinder.",
            difficulty: "medium",
          },
          {
            text: "How many faces does a triangular prism have?",
            options: ["6", "9", "5", "3"],
            correct: 2,
            explanation:
              "A triangular prism has 2 triangular faces and 3 rectangular faces: 5 faces in all.",
            difficulty: "medium",
          },
          {
            text: "For a cube, what is the value of (number of faces) + (number of vertices) − (number of edges)?",
            options: ["0", "2", "4", "26"],
            correct: 1,
            explanation:
              "A cube has 6 faces, 8 vertices and 12 edges: 6 + 8 − 12 = 2.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 7,
    slug: "science",
    name: "Science",
    description:
      "Class 7 science following the NCERT textbook: nutrition, respiration and transport in living things, heat, acids and bases, changes in matter, motion, electricity, light, forests and wastewater.",
    color: "teal",
    isFree: true,
    textbook: "Science — Textbook for Class VII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Nutrition in Plants",
        summary:
          "Explains how green plants make their own food by photosynthesis, describes other modes of nutrition in plants such as parasitic, insectivorous, saprotrophic and symbiotic, and shows how nutrients in the soil are replenished.",
        lessons: [
          {
            title: "Modes of Nutrition",
            minutes: 8,
            summary:
              "Nutrition is the way an organism takes in food and uses it. Green plants are autotrophs: they make their own food from simple substances. Animals, including humans, and most other organisms are heterotrophs, because they depend directly or indirectly on plants for food.",
          },
          {
            title: "Photosynthesis — Food Making in Plants",
            minutes: 16,
            summary:
              "Leaves are the food factories of plants. Using the energy of sunlight captured by the green pigment chlorophyll, leaves combine carbon dioxide (taken in through tiny pores called stomata) and water (absorbed by roots and carried up by vessels) to make carbohydrates, and give out oxygen. The carbohydrates are stored as starch, which turns blue-black with iodine solution.",
          },
          {
            title: "Other Modes of Nutrition in Plants",
            minutes: 14,
            summary:
              "Some plants cannot make all their food. Cuscuta (amarbel) is a parasite that twines around a host plant and takes food from it, while the pitcher plant traps and digests insects to get extra nutrients. Fungi are saprotrophs that absorb nutrients from dead and decaying matter. In a lichen, an alga and a fungus live together and help each other, an association called symbiosis.",
          },
          {
            title: "Replenishing Nutrients in the Soil",
            minutes: 10,
            summary:
              "Crops take minerals such as nitrogen from the soil, so farmers add manures and fertilisers. Plants cannot use the nitrogen gas of the air directly. Rhizobium bacteria living in the root nodules of legumes such as gram, peas and beans convert atmospheric nitrogen into a usable form, so these crops need less nitrogen fertiliser and enrich the soil.",
          },
        ],
        questions: [
          {
            text: "Through which tiny pores on the surface of leaves do plants take in carbon dioxide?",
            options: ["Stomata", "Veins", "Chloroplasts", "Root hairs"],
            correct: 0,
            explanation:
              "Stomata are tiny pores, mostly on the leaf surface, through which gases are exchanged.",
            difficulty: "easy",
          },
          {
            text: "Which gas is released by plants during photosynthesis?",
            options: ["Carbon dioxide", "Nitrogen", "Oxygen", "Hydrogen"],
            correct: 2,
            explanation:
              "During photosynthesis plants use carbon dioxide and water and release oxygen.",
            difficulty: "easy",
          },
          {
            text: "Cuscuta (amarbel) is an example of which kind of plant?",
            options: [
              "An insectivorous plant",
              "A parasitic plant",
              "A saprotroph",
              "A green plant that makes all its own food",
            ],
            correct: 1,
            explanation:
              "Cuscuta has no chlorophyll; it twines around a host plant and takes readymade food from it, so it is a parasite.",
            difficulty: "medium",
          },
          {
            text: "A lichen is an association between which two organisms?",
            options: [
              "Two green plants",
              "A bacterium and a virus",
              "A fungus and an insect",
              "An alga and a fungus",
            ],
            correct: 3,
            explanation:
              "In a lichen the alga makes food by photosynthesis and the fungus provides shelter, water and minerals. This partnership is called symbiosis.",
            difficulty: "medium",
          },
          {
            text: "When iodine solution is put on a leaf that has been in sunlight (after removing its green colour), the leaf turns blue-black. What does this show?",
            options: [
              "The leaf contains protein",
              "The leaf contains starch",
              "The leaf contains oxygen",
              "The leaf contains no food",
            ],
            correct: 1,
            explanation:
              "Iodine turns blue-black in the presence of starch, showing that the leaf made and stored food by photosynthesis.",
            difficulty: "medium",
          },
          {
            text: "Why do farmers growing gram, peas or beans need to add less nitrogen fertiliser?",
            options: [
              "These plants do not need nitrogen at all",
              "They take nitrogen gas in through their stomata and use it directly",
              "Rhizobium bacteria in their root nodules fix nitrogen from the air",
              "They make nitrogen during photosynthesis",
            ],
            correct: 2,
            explanation:
              "Plants cannot use atmospheric nitrogen directly. Rhizobium bacteria in the root nodules of legumes convert it into a usable form, which also enriches the soil.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Testing Leaves for Starch",
          instructions:
            "With an adult's help, test a leaf kept in sunlight and a leaf from a plant kept in the dark for two days for starch using iodine solution, as described in your textbook. Record your steps, observations and conclusion with labelled diagrams.",
          maxMarks: 15,
        },
      },
      {
        title: "Nutrition in Animals",
        summary:
          "Describes the steps of nutrition in animals, the human digestive system from mouth to anus, digestion of grass in ruminants, and feeding in Amoeba.",
        lessons: [
          {
            title: "Steps of Nutrition and Different Ways of Taking Food",
            minutes: 10,
            summary:
              "Animal nutrition has five steps: ingestion (taking in food), digestion (breaking it into simpler substances), absorption (passing digested food into the blood), assimilation (using it to build the body and get energy) and egestion (removing undigested waste). Animals take food in different ways: snails scrape, bees and hummingbirds suck nectar, snakes swallow prey whole, and mosquitoes pierce and suck blood.",
          },
          {
            title: "The Mouth and Teeth",
            minutes: 12,
            summary:
              "Digestion begins in the mouth. Incisors cut and bite, canines tear, and premolars and molars chew and grind food. Saliva from the salivary glands breaks down starch into simple sugars, and the tongue mixes food with saliva and helps in swallowing. Sugary food left on teeth lets bacteria make acids that cause tooth decay, so teeth should be cleaned regularly.",
          },
          {
            title: "The Journey Through the Alimentary Canal",
            minutes: 16,
            summary:
              "Food passes down the oesophagus to the stomach, where hydrochloric acid kills bacteria and digestive juices begin breaking down proteins. In the small intestine, bile from the liver (the largest gland) acts on fats, and juices from the pancreas and the intestine complete digestion. Finger-like villi on the inner wall of the small intestine absorb digested food, and the large intestine absorbs water and some salts before waste leaves through the anus.",
          },
          {
            title: "Digestion in Grass-Eaters and in Amoeba",
            minutes: 12,
            summary:
              "Cows and buffaloes are ruminants: they quickly swallow grass, which is partly digested in the rumen and later returned to the mouth as cud to be chewed again. Bacteria in their digestive system can break down cellulose, which humans cannot digest. Amoeba, a single-celled organism, captures food using finger-like projections called pseudopodia and digests it inside a food vacuole.",
          },
        ],
        questions: [
          {
            text: "Which is the largest gland in the human body?",
            options: ["Pancreas", "Liver", "Salivary gland", "Stomach"],
            correct: 1,
            explanation:
              "The liver is the largest gland in the body. It secretes bile, which helps in digesting fats.",
            difficulty: "easy",
          },
          {
            text: "Which teeth are used for tearing food?",
            options: ["Incisors", "Molars", "Canines", "Premolars"],
            correct: 2,
            explanation:
              "Canines are pointed teeth used for tearing food; incisors cut, while premolars and molars chew and grind.",
            difficulty: "easy",
          },
          {
            text: "What does saliva break down?",
            options: [
              "Starch into simple sugars",
              "Proteins into amino acids",
              "Fats into fatty acids",
              "Cellulose into glucose",
            ],
            correct: 0,
            explanation:
              "Saliva acts on starch and breaks it into sugars, which is why chewed rice or bread starts to taste sweet.",
            difficulty: "medium",
          },
          {
            text: "What are the finger-like projections on the inner wall of the small intestine that absorb digested food called?",
            options: ["Alveoli", "Pseudopodia", "Cilia", "Villi"],
            correct: 3,
            explanation:
              "Villi greatly increase the surface area of the small intestine for absorbing digested food into the blood.",
            difficulty: "medium",
          },
          {
            text: "How does Amoeba capture its food?",
            options: [
              "With tentacles",
              "With pseudopodia",
              "With teeth",
              "By photosynthesis",
            ],
            correct: 1,
            explanation:
              "Amoeba pushes out finger-like pseudopodia around the food particle and engulfs it into a food vacuole.",
            difficulty: "medium",
          },
          {
            text: "Why can cows digest grass while humans cannot?",
            options: [
              "Cows have more teeth than humans",
              "Cows drink more water than humans",
              "Bacteria in the cow's rumen break down cellulose, which humans cannot digest",
              "Cow saliva contains bile",
            ],
            correct: 2,
            explanation:
              "Grass is rich in cellulose. Ruminants have bacteria in their digestive system that digest cellulose; humans lack such a system.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Heat",
        summary:
          "Explains how temperature is measured with clinical and laboratory thermometers and how heat is transferred by conduction, convection and radiation, with everyday examples like sea breezes and the choice of clothes.",
        lessons: [
          {
            title: "Hot, Cold and Measuring Temperature",
            minutes: 14,
            summary:
              "Touch cannot reliably tell how hot something is; temperature is measured with a thermometer. A clinical thermometer measures body temperature and reads from 35 °C to 42 °C; normal human body temperature is about 37 °C. A laboratory thermometer usually reads from −10 °C to 110 °C and must be kept upright without touching the bottom or sides of the container while reading.",
          },
          {
            title: "Conduction",
            minutes: 10,
            summary:
              "Heat flows from a hotter object to a colder one. In solids, heat passes from the hotter end to the colder end, particle to particle; this is conduction. Metals such as copper, iron and aluminium are good conductors, while wood, plastic and air are poor conductors, or insulators — which is why pan handles are made of plastic or wood.",
          },
          {
            title: "Convection and Sea and Land Breezes",
            minutes: 14,
            summary:
              "In liquids and gases, the heated part becomes lighter and rises while colder parts move in to take its place; this is convection. In coastal areas the land heats up faster than the sea during the day, so warm air over land rises and cooler air blows in from the sea (a sea breeze). At night the land cools faster, so the breeze blows from land to sea (a land breeze).",
          },
          {
            title: "Radiation and Choosing Clothes",
            minutes: 12,
            summary:
              "Heat from the Sun reaches the Earth by radiation, which needs no medium. All hot bodies radiate heat, and dark surfaces absorb more heat than light ones, so we prefer light-coloured clothes in summer and dark ones in winter. Woollen clothes keep us warm because wool traps air between its fibres, and air is a poor conductor of heat.",
          },
        ],
        questions: [
          {
            text: "What is the normal temperature of the human body?",
            options: ["42 °C", "37 °C", "98.6 °C", "35 °C"],
            correct: 1,
            explanation:
              "Normal human body temperature is about 37 °C (98.6 is the same temperature on the Fahrenheit scale, not in °C).",
            difficulty: "easy",
          },
          {
            text: "What is the usual range of a clinical thermometer?",
            options: [
              "0 °C to 100 °C",
              "−10 °C to 110 °C",
              "35 °C to 42 °C",
              "20 °C to 50 °C",
            ],
            correct: 2,
            explanation:
              "Human body temperature normally stays within a narrow range, so a clinical thermometer reads from 35 °C to 42 °C. −10 °C to 110 °C is the range of a laboratory thermometer.",
            difficulty: "easy",
          },
          {
            text: "By which method does heat from the Sun reach the Earth?",
            options: ["Radiation", "Conduction", "Convection", "Insulation"],
            correct: 0,
            explanation:
              "Between the Sun and the Earth there is mostly empty space, and only radiation can transfer heat without a medium.",
            difficulty: "medium",
          },
          {
            text: "In a coastal area during the day, in which direction does the breeze usually blow?",
            options: [
              "From land to sea",
              "From sea to land",
              "Straight upwards only",
              "There is no breeze during the day",
            ],
            correct: 1,
            explanation:
              "Land heats faster than water. Warm air over the land rises, and cooler air from over the sea moves in to take its place, giving a sea breeze.",
            difficulty: "medium",
          },
          {
            text: "Which of these is a good conductor of heat?",
            options: ["Wood", "Plastic", "Rubber", "Copper"],
            correct: 3,
            explanation:
              "Metals such as copper conduct heat well. Wood, plastic and rubber are insulators.",
            difficulty: "medium",
          },
          {
            text: "Why do woollen clothes keep us warm in winter?",
            options: [
              "Wool produces heat of its own",
              "Wool traps air between its fibres, and air is a poor conductor, so body heat does not escape easily",
              "Wool absorbs cold from the air",
              "Wool is a good conductor of heat",
            ],
            correct: 1,
            explanation:
              "Wool does not make heat. The air trapped in its fibres is an insulator that slows the flow of heat from our warm body to the cold surroundings.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Acids, Bases and Salts",
        summary:
          "Introduces acids and bases found in daily life, tests them with natural indicators such as litmus, turmeric and China rose, and explains neutralisation and its everyday uses.",
        lessons: [
          {
            title: "Acids and Bases Around Us",
            minutes: 10,
            summary:
              "Substances that taste sour contain acids: curd has lactic acid, lemons and oranges have citric acid, and vinegar has acetic acid. Bases, such as baking soda, taste bitter and feel soapy. Tasting is never a safe way to test chemicals, so we use indicators instead.",
          },
          {
            title: "Natural Indicators",
            minutes: 14,
            summary:
              "Indicators change colour in acids and bases. Litmus, obtained from lichens, turns blue litmus red in an acid and red litmus blue in a base. Turmeric turns red in a basic solution, and China rose (hibiscus) indicator turns acidic solutions dark pink (magenta) and basic solutions green. A solution that changes neither red nor blue litmus is neutral.",
          },
          {
            title: "Neutralisation",
            minutes: 10,
            summary:
              "When an acid and a base are mixed in the right amounts, they cancel each other's effect; this is neutralisation. The products are a salt and water, and heat is given out. For example, hydrochloric acid and sodium hydroxide give sodium chloride (common salt) and water.",
          },
          {
            title: "Neutralisation in Everyday Life",
            minutes: 12,
            summary:
              "Too much acid in the stomach causes indigestion, which is relieved by an antacid such as milk of magnesia. An ant bite injects formic acid, so the area is treated by rubbing moist baking soda or calamine solution. Soil that is too acidic is treated with quicklime or slaked lime, while basic soil is improved with organic matter, and acidic factory wastes are neutralised before being released into water bodies.",
          },
        ],
        questions: [
          {
            text: "Which acid is found in curd?",
            options: [
              "Citric acid",
              "Acetic acid",
              "Lactic acid",
              "Formic acid",
            ],
            correct: 2,
            explanation:
              "Curd contains lactic acid. Citric acid is in citrus fruits, acetic acid in vinegar and formic acid in ant stings.",
            difficulty: "easy",
          },
          {
            text: "What colour does red litmus paper turn in a basic solution?",
            options: ["Blue", "It stays red", "Green", "Yellow"],
            correct: 0,
            explanation:
              "Bases turn red litmus blue; acids turn blue litmus red.",
            difficulty: "easy",
          },
          {
            text: "What colour does turmeric paper turn when dipped in soap solution?",
            options: ["Yellow", "Red", "Blue", "Green"],
            correct: 1,
            explanation:
              "Soap solution is basic, and turmeric turns red in a basic solution.",
            difficulty: "medium",
          },
          {
            text: "An ant bite injects formic acid into the skin. What can be rubbed on the bite to reduce the pain?",
            options: ["Vinegar", "Lemon juice", "Moist baking soda", "Curd"],
            correct: 2,
            explanation:
              "Baking soda is a base, so it neutralises the formic acid. Vinegar, lemon juice and curd are acidic and would not help.",
            difficulty: "medium",
          },
          {
            text: "What are the products when an acid neutralises a base?",
            options: [
              "Only water",
              "Acid and oxygen",
              "Base and hydrogen",
              "Salt and water, with heat given out",
            ],
            correct: 3,
            explanation:
              "Acid + base → salt + water, and heat is released in the reaction.",
            difficulty: "medium",
          },
          {
            text: "A farmer's soil is found to be too acidic. What should be added to it?",
            options: [
              "Organic matter only, because it makes soil acidic",
              "Quicklime or slaked lime",
              "Vinegar",
              "More chemical fertiliser",
            ],
            correct: 1,
            explanation:
              "Quicklime (calcium oxide) and slaked lime (calcium hydroxide) are bases that neutralise the excess acid. Organic matter is added when soil is too basic.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Make Your Own Indicator",
          instructions:
            "Prepare a China rose or turmeric indicator at home with an adult's help. Test at least six household substances (such as lemon juice, soap water, vinegar, baking soda solution, sugar solution and tap water) and record in a table whether each is acidic, basic or neutral, with the colour you observed.",
          maxMarks: 20,
        },
      },
      {
        title: "Physical and Chemical Changes",
        summary:
          "Distinguishes physical changes, in which no new substance forms, from chemical changes, in which new substances form, and studies rusting, its prevention and crystallisation.",
        lessons: [
          {
            title: "Physical Changes",
            minutes: 10,
            summary:
              "In a physical change, properties such as shape, size, colour or state change, but no new substance is formed. Melting ice, tearing paper, dissolving sugar and folding cloth are physical changes. Many physical changes can be reversed, like freezing water back into ice.",
          },
          {
            title: "Chemical Changes",
            minutes: 16,
            summary:
              "In a chemical change one or more new substances are formed. Signs include heat or light given out, a change of colour, a gas being produced, a sound or a new smell. Burning magnesium ribbon gives white magnesium oxide; an iron nail in blue copper sulphate solution turns the solution green (iron sulphate) and gets a brown coating of copper; vinegar and baking soda produce carbon dioxide, which turns lime water milky.",
          },
          {
            title: "Rusting of Iron and Its Prevention",
            minutes: 12,
            summary:
              "Rusting is a chemical change in which iron reacts with oxygen in the presence of water (moisture) to form a brown, flaky substance called rust (iron oxide). Rusting happens faster in humid and coastal areas. It can be prevented by keeping iron away from air and moisture, for example by painting or greasing it, or by galvanisation — coating iron with a layer of zinc.",
          },
          {
            title: "Crystallisation",
            minutes: 10,
            summary:
              "Large crystals of a pure substance can be obtained from its solution by crystallisation. For example, a hot saturated solution of copper sulphate, with a few drops of dilute sulphuric acid, is filtered and left to cool slowly; blue crystals form. Since no new substance is made, crystallisation is a physical change.",
          },
        ],
        questions: [
          {
            text: "Which of these is a chemical change?",
            options: [
              "Melting of ice",
              "Tearing of paper",
              "Burning of paper",
              "Dissolving sugar in water",
            ],
            correct: 2,
            explanation:
              "Burning paper produces new substances such as ash, smoke and gases, so it is a chemical change. The others are physical changes.",
            difficulty: "easy",
          },
          {
            text: "What does iron need in order to rust?",
            options: [
              "Both oxygen and water (moisture)",
              "Oxygen only",
              "Water only",
              "Carbon dioxide only",
            ],
            correct: 0,
            explanation:
              "Rusting needs both oxygen and moisture; iron kept in dry air or in boiled, air-free water does not rust.",
            difficulty: "easy",
          },
          {
            text: "Galvanisation protects iron by coating it with which metal?",
            options: ["Tin", "Zinc", "Copper", "Chromium"],
            correct: 1,
            explanation:
              "Galvanisation means depositing a layer of zinc on iron or steel to prevent rusting.",
            difficulty: "medium",
          },
          {
            text: "Which gas is produced when vinegar is added to baking soda?",
            options: ["Oxygen", "Hydrogen", "Nitrogen", "Carbon dioxide"],
            correct: 3,
            explanation:
              "Vinegar and baking soda react to form carbon dioxide, seen as bubbles. The gas turns lime water milky.",
            difficulty: "medium",
          },
          {
            text: "An iron nail is placed in blue copper sulphate solution. What is observed after some time?",
            options: [
              "The solution turns red and the nail dissolves completely",
              "The solution turns green and a brown coating forms on the nail",
              "Nothing happens",
              "The solution becomes colourless and bubbles of oxygen form",
            ],
            correct: 1,
            explanation:
              "Iron reacts with copper sulphate to form iron sulphate (green) and copper, which is deposited on the nail as a brown coating. New substances form, so this is a chemical change.",
            difficulty: "medium",
          },
          {
            text: "Obtaining large crystals of copper sulphate from its solution is an example of:",
            options: [
              "a chemical change, because new crystals appear",
              "rusting",
              "a physical change called crystallisation",
              "galvanisation",
            ],
            correct: 2,
            explanation:
              "The crystals are the same substance, copper sulphate, that was dissolved; no new substance forms. So crystallisation is a physical change.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Respiration in Organisms",
        summary:
          "Explains why organisms respire, the difference between aerobic and anaerobic respiration, how humans breathe, and how other animals and plants exchange gases.",
        lessons: [
          {
            title: "Why Do We Respire?",
            minutes: 10,
            summary:
              "All living things need energy for activities such as moving, growing and even sleeping. This energy comes from breaking down food, mainly glucose, inside cells using oxygen; this process is called cellular respiration. Breathing only brings in oxygen and removes carbon dioxide, while respiration is the breakdown of food in the cells.",
          },
          {
            title: "Aerobic and Anaerobic Respiration",
            minutes: 14,
            summary:
              "In aerobic respiration, glucose is broken down with oxygen into carbon dioxide and water, releasing energy. In anaerobic respiration, food is broken down without oxygen: yeast produces alcohol and carbon dioxide, which is why it is used in baking and brewing. During heavy exercise our muscle cells may respire anaerobically for a short time, producing lactic acid, which causes muscle cramps.",
          },
          {
            title: "Breathing in Humans",
            minutes: 14,
            summary:
              "Air is breathed in (inhalation) through the nostrils and reaches the lungs, and air rich in carbon dioxide is breathed out (exhalation). When we inhale, the ribs move up and out and the diaphragm moves down, so the chest cavity becomes larger and air rushes in; the reverse happens when we exhale. An adult at rest breathes about 15–18 times a minute, and exhaled air turns lime water milky because it contains more carbon dioxide.",
          },
          {
            title: "Breathing in Other Animals and in Plants",
            minutes: 12,
            summary:
              "Cockroaches breathe through small openings called spiracles that lead into air tubes called tracheae. Earthworms exchange gases through their moist skin, and fish use gills to take in oxygen dissolved in water. Plants also respire: leaves exchange gases through stomata, and roots take in air from the spaces between soil particles, which is why waterlogged soil can harm plants.",
          },
        ],
        questions: [
          {
            text: "What does yeast produce when it respires without oxygen?",
            options: [
              "Lactic acid",
              "Alcohol and carbon dioxide",
              "Oxygen and water",
              "Glucose",
            ],
            correct: 1,
            explanation:
              "Anaerobic respiration in yeast breaks down glucose into alcohol and carbon dioxide, releasing energy.",
            difficulty: "easy",
          },
          {
            text: "Which organs do fish use for breathing?",
            options: ["Lungs", "Spiracles", "Gills", "Skin only"],
            correct: 2,
            explanation: "Fish use gills to take in oxygen dissolved in water.",
            difficulty: "easy",
          },
          {
            text: "Why do we sometimes get muscle cramps after heavy exercise?",
            options: [
              "Lactic acid builds up when muscle cells respire without enough oxygen",
              "Too much oxygen collects in the muscles",
              "Alcohol forms in the muscles",
              "Carbon dioxide collects in the stomach",
            ],
            correct: 0,
            explanation:
              "When oxygen supply is short, muscle cells respire anaerobically and produce lactic acid. Its accumulation causes cramps; a hot bath or massage helps by improving blood circulation.",
            difficulty: "medium",
          },
          {
            text: "About how many times does an adult breathe in one minute when at rest?",
            options: ["40–50", "70–80", "5–8", "15–18"],
            correct: 3,
            explanation:
              "On average an adult at rest breathes in and out 15–18 times a minute; the rate goes up during exercise.",
            difficulty: "medium",
          },
          {
            text: "What happens to the diaphragm when we breathe in?",
            options: [
              "It moves up and the chest cavity becomes smaller",
              "It moves down and the chest cavity becomes larger",
              "It does not move at all",
              "It moves up and the ribs move inwards",
            ],
            correct: 1,
            explanation:
              "During inhalation the diaphragm moves down and the ribs move up and out, enlarging the chest cavity so air rushes into the lungs.",
            difficulty: "medium",
          },
          {
            text: "Exhaled air turns lime water milky faster than ordinary air. Why?",
            options: [
              "Exhaled air contains more oxygen",
              "Exhaled air contains only nitrogen",
              "Exhaled air contains more carbon dioxide",
              "Exhaled air is cooler",
            ],
            correct: 2,
            explanation:
              "Carbon dioxide turns lime water milky. Our cells produce carbon dioxide during respiration, so exhaled air contains more of it than the air we breathe in.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Transportation in Animals and Plants",
        summary:
          "Describes blood, blood vessels and the heart in the human circulatory system, the excretory system, and how water, minerals and food are transported in plants.",
        lessons: [
          {
            title: "Blood and Its Components",
            minutes: 12,
            summary:
              "Blood carries oxygen, digested food and wastes around the body. Its liquid part is plasma, in which the cells float. Red blood cells contain haemoglobin, a red pigment that carries oxygen; white blood cells fight germs; and platelets help blood to clot when we are cut.",
          },
          {
            title: "Blood Vessels and the Heart",
            minutes: 16,
            summary:
              "Arteries carry blood from the heart to all parts of the body; they have thick, elastic walls because the blood flows under high pressure. Veins carry blood back to the heart, and thin capillaries connect the two. The heart has four chambers and beats continuously; each beat can be felt as a pulse in an artery, about 72–80 times a minute at rest, and heartbeats can be heard with a stethoscope.",
          },
          {
            title: "Excretion in Animals",
            minutes: 12,
            summary:
              "Removing the waste products made by cells is called excretion. In humans the two kidneys filter waste from the blood; the waste dissolved in water forms urine, which passes through the ureters to the urinary bladder and out through the urethra. The main waste in human urine is urea; many aquatic animals such as fish excrete ammonia, while birds and lizards excrete uric acid in semi-solid form.",
          },
          {
            title: "Transport of Substances in Plants",
            minutes: 14,
            summary:
              "Roots absorb water and minerals through root hairs, and a tissue called xylem carries them up to the leaves. Food made in the leaves is carried to all parts of the plant by another tissue called phloem. Plants lose water vapour through stomata by transpiration; this creates a suction pull that helps water rise to great heights in tall trees and also cools the plant.",
          },
        ],
        questions: [
          {
            text: "Which red pigment in red blood cells carries oxygen?",
            options: ["Chlorophyll", "Haemoglobin", "Plasma", "Platelets"],
            correct: 1,
            explanation:
              "Haemoglobin in red blood cells binds with oxygen and carries it to all parts of the body.",
            difficulty: "easy",
          },
          {
            text: "Which blood vessels carry blood from the heart to different parts of the body?",
            options: ["Veins", "Capillaries", "Arteries", "Ureters"],
            correct: 2,
            explanation:
              "Arteries carry blood away from the heart; veins bring it back. Ureters are tubes of the excretory system.",
            difficulty: "easy",
          },
          {
            text: "Which component of blood helps it to clot at a cut?",
            options: [
              "Platelets",
              "Red blood cells",
              "White blood cells",
              "Plasma",
            ],
            correct: 0,
            explanation:
              "Platelets help form a clot that stops bleeding from a wound.",
            difficulty: "medium",
          },
          {
            text: "Which tissue carries water and minerals from the roots to the leaves?",
            options: ["Phloem", "Stomata", "Root hair", "Xylem"],
            correct: 3,
            explanation:
              "Xylem transports water and minerals upwards; phloem transports food from the leaves to other parts.",
            difficulty: "medium",
          },
          {
            text: "What is the main waste substance in human urine?",
            options: ["Uric acid", "Urea", "Ammonia", "Carbon dioxide"],
            correct: 1,
            explanation:
              "Humans excrete urea in urine. Fish excrete ammonia and birds excrete uric acid; carbon dioxide leaves through the lungs.",
            difficulty: "medium",
          },
          {
            text: "How does transpiration help a tall tree?",
            options: [
              "It helps the tree absorb sunlight",
              "It helps the roots make food",
              "It creates a suction pull that helps water rise to the top of the tree",
              "It carries food from the leaves to the roots",
            ],
            correct: 2,
            explanation:
              "As water evaporates from the leaves, it produces a suction pull that draws water up through the xylem from the roots, even to great heights. Food is carried by the phloem, not by transpiration.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Reproduction in Plants",
        summary:
          "Covers asexual reproduction by vegetative propagation, budding, fragmentation and spores; sexual reproduction through flowers, pollination and fertilisation; and the formation and dispersal of fruits and seeds.",
        lessons: [
          {
            title: "Vegetative Propagation",
            minutes: 12,
            summary:
              "In vegetative propagation new plants grow from roots, stems or leaves instead of seeds. A rose can be grown from a stem cutting, a potato from the 'eyes' (buds) on its stem tuber, ginger and turmeric from their underground stems, and Bryophyllum from buds on the margins of its leaves. Such plants grow faster and are identical to the parent plant.",
          },
          {
            title: "Budding, Fragmentation and Spore Formation",
            minutes: 12,
            summary:
              "Yeast reproduces by budding: a small bud grows out of the parent cell and may separate to become a new yeast cell. Algae such as Spirogyra break into two or more fragments, each of which grows into a new plant (fragmentation). Fungi, mosses and ferns produce spores with a hard protective coat that can survive harsh conditions and grow into new plants when conditions are suitable.",
          },
          {
            title: "Sexual Reproduction in Flowers",
            minutes: 16,
            summary:
              "Flowers are the reproductive parts of a plant. The stamen (anther and filament) is the male part and makes pollen grains; the pistil (stigma, style and ovary containing ovules) is the female part. Pollination is the transfer of pollen from an anther to a stigma, by wind, water or insects, either in the same flower (self-pollination) or in another flower (cross-pollination). In fertilisation the male and female gametes fuse to form a zygote, which develops into an embryo.",
          },
          {
            title: "Fruits, Seeds and Their Dispersal",
            minutes: 12,
            summary:
              "After fertilisation the ovary grows into a fruit and the ovules become seeds, each containing an embryo. Seeds are dispersed so that new plants do not crowd the parent: winged seeds of drumstick and maple and hairy seeds of madar are carried by wind, coconuts float in water, spiny seeds stick to animals' bodies, and some fruits such as castor and balsam burst to scatter their seeds.",
          },
        ],
        questions: [
          {
            text: "How is a potato plant usually grown?",
            options: [
              "From seeds",
              "From the eyes (buds) on the potato",
              "From spores",
              "From leaves",
            ],
            correct: 1,
            explanation:
              "A potato is a stem tuber; a piece with an 'eye' (bud) can grow into a new plant by vegetative propagation.",
            difficulty: "easy",
          },
          {
            text: "What is the male reproductive part of a flower called?",
            options: ["Pistil", "Ovary", "Stamen", "Sepal"],
            correct: 2,
            explanation:
              "The stamen, made of the anther and filament, is the male part; the pistil is the female part.",
            difficulty: "easy",
          },
          {
            text: "How does yeast reproduce?",
            options: [
              "By budding",
              "By fragmentation",
              "By seeds",
              "By stem cuttings",
            ],
            correct: 0,
            explanation:
              "A small bud grows out of the yeast cell and may separate to form a new yeast cell.",
            difficulty: "medium",
          },
          {
            text: "After fertilisation, what does the ovary of a flower develop into?",
            options: ["A seed", "An embryo", "A new flower", "A fruit"],
            correct: 3,
            explanation:
              "The ovary develops into the fruit, and the ovules inside it develop into seeds.",
            difficulty: "medium",
          },
          {
            text: "What is the transfer of pollen grains from the anther to the stigma called?",
            options: [
              "Fertilisation",
              "Germination",
              "Pollination",
              "Dispersal",
            ],
            correct: 2,
            explanation:
              "This transfer is pollination. Fertilisation comes later, when the male and female gametes fuse.",
            difficulty: "medium",
          },
          {
            text: "Seeds of drumstick and maple have wing-like structures. How are they mainly dispersed?",
            options: [
              "By water",
              "By wind",
              "By animals",
              "By bursting of the fruit",
            ],
            correct: 1,
            explanation:
              "Wings make these light seeds float in the air, so they are carried far away by the wind.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Motion and Time",
        summary:
          "Defines speed as distance covered per unit time, explains how time is measured using periodic motion such as a pendulum, and distinguishes uniform from non-uniform motion using distance–time graphs.",
        lessons: [
          {
            title: "Slow or Fast: Speed",
            minutes: 14,
            summary:
              "The distance covered by an object in a unit of time is its speed: speed = total distance covered ÷ total time taken. The SI unit of speed is metre per second (m/s), while vehicles often use kilometre per hour (km/h). Since 1 km = 1000 m and 1 h = 3600 s, a speed of 72 km/h equals 72 × 1000 ÷ 3600 = 20 m/s.",
          },
          {
            title: "Measuring Time and the Simple Pendulum",
            minutes: 14,
            summary:
              "Before clocks, people measured time with sundials, sand clocks and water clocks, using events that repeat regularly. A simple pendulum is a small metal ball (bob) hung from a thread; one complete to-and-fro movement is an oscillation, and the time it takes is the time period. The time period of a given pendulum stays the same, so pendulums were used in clocks; the SI unit of time is the second.",
          },
          {
            title: "Uniform Motion and Distance–Time Graphs",
            minutes: 14,
            summary:
              "An object moving along a straight line with constant speed is in uniform motion; if its speed keeps changing, the motion is non-uniform. A distance–time graph plots the distance covered against time. For uniform motion this graph is a straight line, and a steeper line means a higher speed.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of speed?",
            options: ["km/h", "m/s", "m/s²", "cm"],
            correct: 1,
            explanation:
              "Speed is distance ÷ time; in SI units that is metres per second (m/s).",
            difficulty: "easy",
          },
          {
            text: "A car covers 150 km in 3 hours. What is its average speed?",
            options: ["50 km/h", "450 km/h", "45 km/h", "153 km/h"],
            correct: 0,
            explanation: "Speed = distance ÷ time = 150 km ÷ 3 h = 50 km/h.",
            difficulty: "easy",
          },
          {
            text: "A pendulum completes 20 oscillations in 40 seconds. What is its time period?",
            options: ["20 s", "0.5 s", "2 s", "60 s"],
            correct: 2,
            explanation:
              "Time period = total time ÷ number of oscillations = 40 s ÷ 20 = 2 s.",
            difficulty: "medium",
          },
          {
            text: "What is 72 km/h in metres per second?",
            options: ["72 m/s", "7.2 m/s", "2 m/s", "20 m/s"],
            correct: 3,
            explanation:
              "72 km/h = 72 × 1000 m ÷ 3600 s = 72000 ÷ 3600 = 20 m/s.",
            difficulty: "medium",
          },
          {
            text: "What does the distance–time graph of an object in uniform motion look like?",
            options: [
              "A curved line",
              "A straight line sloping upwards",
              "A horizontal line at zero",
              "A circle",
            ],
            correct: 1,
            explanation:
              "In uniform motion equal distances are covered in equal times, so distance increases steadily and the graph is a straight line.",
            difficulty: "medium",
          },
          {
            text: "A bus travels at a steady speed of 40 km/h. How far does it go in 15 minutes?",
            options: ["600 km", "4 km", "10 km", "2.67 km"],
            correct: 2,
            explanation:
              "15 minutes = 15/60 h = 1/4 h. Distance = speed × time = 40 × 1/4 = 10 km.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Investigating a Simple Pendulum",
          instructions:
            "Make a simple pendulum with a thread and a small heavy object. Measure the time for 20 oscillations three times, find the time period each time and the average, and write what you observe about whether the time period changes.",
          maxMarks: 15,
        },
      },
      {
        title: "Electric Current and its Effects",
        summary:
          "Introduces symbols and circuit diagrams, and studies the heating effect of current (heaters, fuses) and the magnetic effect of current (electromagnets and the electric bell).",
        lessons: [
          {
            title: "Symbols and Circuit Diagrams",
            minutes: 12,
            summary:
              "Electric components are shown by standard symbols in circuit diagrams. In the symbol of a cell, the longer line is the positive terminal and the shorter, thicker line is the negative terminal; two or more cells joined together form a battery. A switch can be shown ON (closed, current flows) or OFF (open, no current), and a bulb glows only when the circuit is closed.",
          },
          {
            title: "The Heating Effect of Electric Current",
            minutes: 14,
            summary:
              "When current flows through a wire, the wire gets heated; this is the heating effect of current. Electric heaters, irons and geysers have a coil called an element that becomes very hot, and in a filament bulb the filament glows because it is heated strongly. A fuse is a safety wire that melts and breaks the circuit when too much current flows; many buildings now use miniature circuit breakers (MCBs) instead.",
          },
          {
            title: "The Magnetic Effect and Electromagnets",
            minutes: 14,
            summary:
              "A wire carrying current deflects a nearby compass needle, showing that current produces a magnetic effect. A coil of insulated wire wound around an iron nail becomes a magnet when current flows and loses its magnetism when the current is switched off; this is an electromagnet. Strong electromagnets are used in cranes to lift heavy iron objects and to separate iron from scrap.",
          },
          {
            title: "The Electric Bell",
            minutes: 10,
            summary:
              "An electric bell uses an electromagnet. When current flows, the electromagnet pulls an iron strip (armature) with a hammer that strikes the gong. This movement breaks the circuit at the contact screw, so the electromagnet stops working and the strip springs back, completing the circuit again; the cycle repeats quickly and the bell keeps ringing.",
          },
        ],
        questions: [
          {
            text: "In the symbol of an electric cell, what does the longer line represent?",
            options: [
              "The negative terminal",
              "The positive terminal",
              "A switch",
              "A bulb",
            ],
            correct: 1,
            explanation:
              "The longer, thinner line is the positive terminal; the shorter, thicker line is the negative terminal.",
            difficulty: "easy",
          },
          {
            text: "Which safety device melts and breaks the circuit when too much current flows?",
            options: [
              "A switch",
              "A bulb filament",
              "A fuse",
              "An electromagnet",
            ],
            correct: 2,
            explanation:
              "A fuse wire melts due to the heating effect of a large current, breaking the circuit and preventing fires.",
            difficulty: "easy",
          },
          {
            text: "A compass needle placed near a wire is deflected when current flows through the wire. Which effect of current does this show?",
            options: [
              "Magnetic effect",
              "Heating effect",
              "Chemical effect",
              "No effect",
            ],
            correct: 0,
            explanation:
              "A current-carrying wire behaves like a magnet, so it deflects the compass needle; this is the magnetic effect of current.",
            difficulty: "medium",
          },
          {
            text: "The element of an electric heater works on which effect of electric current?",
            options: [
              "Magnetic effect",
              "Heating effect",
              "Chemical effect",
              "Reflection",
            ],
            correct: 1,
            explanation:
              "The element becomes red hot when current flows through it: the heating effect of current.",
            difficulty: "medium",
          },
          {
            text: "What is the main advantage of an electromagnet over a permanent magnet?",
            options: [
              "It never loses its magnetism",
              "It works without electricity",
              "It attracts plastic",
              "Its magnetism can be switched on and off",
            ],
            correct: 3,
            explanation:
              "An electromagnet is magnetic only while current flows, so a crane can pick up iron scrap and then drop it by switching off the current.",
            difficulty: "medium",
          },
          {
            text: "In an electric bell, the armature is pulled towards the electromagnet and the circuit breaks at the contact screw. What happens next?",
            options: [
              "The bell stops ringing permanently",
              "The electromagnet loses its magnetism, the armature springs back and the circuit is completed again",
              "The fuse melts",
              "The cell gets recharged",
            ],
            correct: 1,
            explanation:
              "With the circuit broken, no current flows and the electromagnet stops attracting the armature. It springs back, touches the contact screw, and the circuit is complete again, so the cycle repeats and the bell keeps ringing.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Light",
        summary:
          "Shows that light travels in straight lines and is reflected, describes images formed by plane and spherical mirrors and by lenses, and explains that sunlight is made of seven colours.",
        lessons: [
          {
            title: "Light Travels in a Straight Line; Reflection",
            minutes: 10,
            summary:
              "Light travels along straight lines, which is why we cannot see a candle flame through a bent pipe. When light falls on a polished or shiny surface like a mirror, it bounces back; this is reflection. Reflection lets us see images in mirrors and is used in periscopes and kaleidoscopes.",
          },
          {
            title: "Images in a Plane Mirror",
            minutes: 12,
            summary:
              "The image in a plane mirror is erect, of the same size as the object, and as far behind the mirror as the object is in front of it. It cannot be obtained on a screen, so it is a virtual image. The image is also laterally inverted — left appears as right — which is why 'AMBULANCE' is written in reverse on the front of ambulances, so drivers ahead read it correctly in their mirrors.",
          },
          {
            title: "Spherical Mirrors and Lenses",
            minutes: 16,
            summary:
              "A mirror curved inwards is concave and one curved outwards is convex. A concave mirror can form a real, inverted image on a screen, or an enlarged, erect image when the object is very close; it is used by dentists and in torch reflectors. A convex mirror always forms an erect, smaller image and shows a wide area, so it is used as a rear-view mirror in vehicles. A convex lens (thicker in the middle) converges light and is used as a magnifying glass, while a concave lens (thinner in the middle) spreads light out.",
          },
          {
            title: "Sunlight — White or Coloured?",
            minutes: 10,
            summary:
              "A rainbow shows that sunlight is a mixture of seven colours: violet, indigo, blue, green, yellow, orange and red. A glass prism splits white light into these colours. If a disc painted with the seven colours (Newton's disc) is spun fast, it appears nearly white, showing that the colours together make white light.",
          },
        ],
        questions: [
          {
            text: "What kind of image is formed by a plane mirror?",
            options: [
              "Inverted and smaller than the object",
              "Erect and of the same size as the object",
              "Real and larger than the object",
              "Inverted and larger than the object",
            ],
            correct: 1,
            explanation:
              "A plane mirror forms an erect, virtual image of the same size as the object, as far behind the mirror as the object is in front.",
            difficulty: "easy",
          },
          {
            text: "Which kind of mirror is used as a rear-view mirror in vehicles?",
            options: [
              "Concave mirror",
              "Plane mirror",
              "Convex mirror",
              "Convex lens",
            ],
            correct: 2,
            explanation:
              "A convex mirror forms erect, smaller images and shows a much wider area of the traffic behind.",
            difficulty: "easy",
          },
          {
            text: "Why is the word AMBULANCE written in reverse on the front of an ambulance?",
            options: [
              "Because of lateral inversion in a mirror, so drivers ahead can read it correctly",
              "Because of refraction of light",
              "Because light splits into colours",
              "Because light bends around corners",
            ],
            correct: 0,
            explanation:
              "A mirror laterally inverts the image, so reversed writing looks correct when seen in the rear-view mirror of the vehicle ahead.",
            difficulty: "medium",
          },
          {
            text: "What is used as a magnifying glass?",
            options: [
              "Concave lens",
              "Plane mirror",
              "Convex mirror",
              "Convex lens",
            ],
            correct: 3,
            explanation:
              "A convex lens forms an enlarged, erect image of a small object held close to it, so it works as a magnifying glass.",
            difficulty: "medium",
          },
          {
            text: "How many colours is white sunlight made of, as seen in a rainbow?",
            options: ["3", "5", "7", "9"],
            correct: 2,
            explanation:
              "Sunlight is made of seven colours: violet, indigo, blue, green, yellow, orange and red.",
            difficulty: "medium",
          },
          {
            text: "An object is placed 15 cm in front of a plane mirror. What is the distance between the object and its image?",
            options: ["15 cm", "30 cm", "7.5 cm", "45 cm"],
            correct: 1,
            explanation:
              "The image is 15 cm behind the mirror and the object 15 cm in front, so they are 15 + 15 = 30 cm apart.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Forests: Our Lifeline",
        summary:
          "Takes a virtual visit to a forest to study its layers, food chains and decomposers, and explains why forests are vital for oxygen, rainfall, soil and living beings, and what happens when they are cut down.",
        lessons: [
          {
            title: "A Visit to a Forest",
            minutes: 12,
            summary:
              "A forest is a system of plants, animals and micro-organisms. Tall trees form the top layer, and their branchy parts (crowns) together form a roof over the forest called the canopy. Below come smaller trees, shrubs and tall grasses, then herbs on the forest floor, forming different horizontal layers called understoreys. Forests are home to many animals, and many people, including tribal communities, depend on them.",
          },
          {
            title: "Food Chains and Decomposers",
            minutes: 12,
            summary:
              "In a forest, plants make food, herbivores eat plants and carnivores eat herbivores, forming food chains such as grass → deer → lion. Many food chains are linked to form a food web. Decomposers such as fungi and bacteria break down dead plants and animals into a dark substance called humus, returning nutrients to the soil so that nothing goes waste.",
          },
          {
            title: "Forests as Our Lifeline",
            minutes: 14,
            summary:
              "Through photosynthesis, forest plants release oxygen and use carbon dioxide, so forests are called 'green lungs'. They help bring rain, keep the air cool, and their roots bind the soil and prevent erosion. Rainwater seeps slowly through the forest floor into the ground, reducing floods and recharging groundwater. Forests also give us wood, medicines, gum, honey and many other products, and they regenerate naturally if left undisturbed.",
          },
          {
            title: "When Forests Disappear",
            minutes: 10,
            summary:
              "Cutting down forests (deforestation) increases the amount of carbon dioxide in the air and raises temperatures. Without tree roots, rainwater runs off quickly, carrying away fertile topsoil and causing floods, while groundwater is not recharged. Animals lose their homes, and people who depend on forests lose their livelihood, so conserving forests is everyone's responsibility.",
          },
        ],
        questions: [
          {
            text: "What is the dark-coloured substance formed when dead plants and animals decay on the forest floor?",
            options: ["Humus", "Sand", "Clay", "Sludge"],
            correct: 0,
            explanation:
              "Decomposers turn dead matter into humus, which makes the soil rich in nutrients.",
            difficulty: "easy",
          },
          {
            text: "What is the branchy part of a tree above its stem called?",
            options: ["Root", "Crown", "Bark", "Understorey"],
            correct: 1,
            explanation:
              "The branchy top part of a tree is its crown; crowns of tall trees together form the canopy.",
            difficulty: "easy",
          },
          {
            text: "Why are forests called 'green lungs'?",
            options: [
              "They use up oxygen",
              "They breathe with lungs",
              "They release oxygen and use carbon dioxide during photosynthesis",
              "They are always green",
            ],
            correct: 2,
            explanation:
              "Forest plants release oxygen and absorb carbon dioxide in photosynthesis, helping to keep the balance of these gases in the air.",
            difficulty: "medium",
          },
          {
            text: "Which of these is a correct food chain?",
            options: [
              "Lion → Deer → Grass",
              "Deer → Grass → Lion",
              "Grass → Lion → Deer",
              "Grass → Deer → Lion",
            ],
            correct: 3,
            explanation:
              "A food chain starts with a plant (producer): grass is eaten by the deer, and the deer is eaten by the lion.",
            difficulty: "medium",
          },
          {
            text: "What do we call the organisms that convert dead plants and animals into humus?",
            options: ["Decomposers", "Producers", "Herbivores", "Carnivores"],
            correct: 0,
            explanation:
              "Micro-organisms such as bacteria and fungi are decomposers: they break down dead matter and return nutrients to the soil.",
            difficulty: "medium",
          },
          {
            text: "Why do floods become more common when forests on hill slopes are cut down?",
            options: [
              "Trees produce the rainwater",
              "Without trees, rainwater runs off quickly and carries soil away instead of seeping into the ground",
              "Forests block rivers",
              "Animals drink less water",
            ],
            correct: 1,
            explanation:
              "The forest floor and tree roots act like a sponge, letting rainwater seep slowly into the ground. Without them, water rushes down the slopes, eroding soil and flooding the areas below.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Wastewater Story",
        summary:
          "Explains what sewage is, how wastewater is cleaned in a wastewater treatment plant, and how better housekeeping and sanitation help keep water clean.",
        lessons: [
          {
            title: "What Is Sewage?",
            minutes: 10,
            summary:
              "Clean water is essential for life, yet many people lack safe water. Wastewater from homes, industries, hospitals and offices, together with rainwater run-off, is called sewage. It contains impurities such as organic matter, nutrients, harmful bacteria and other microbes, and it is carried away by a network of underground pipes called the sewerage.",
          },
          {
            title: "Treatment of Wastewater",
            minutes: 16,
            summary:
              "At a wastewater treatment plant, water first passes through bar screens that remove large objects like rags, sticks and plastic packets. A grit and sand removal tank lets sand and pebbles settle, and in a large tank (clarifier) solid faeces settle at the bottom as sludge while oil and grease are skimmed off the top. Air is then pumped into the water so that aerobic bacteria grow and consume the remaining waste; the clarified water can be disinfected with chemicals like chlorine or ozone before release.",
          },
          {
            title: "Sludge, Biogas and Better Housekeeping",
            minutes: 12,
            summary:
              "The sludge is decomposed by anaerobic bacteria, producing biogas, which can be used as a fuel or to make electricity; dried sludge can be used as manure. At home, cooking oil and fats should not be poured down the drain because they harden and block pipes, and chemicals, medicines, tea leaves and food waste should also be kept out. Good sanitation, such as safe toilets and not defecating in the open, prevents water-borne diseases.",
          },
        ],
        questions: [
          {
            text: "What is wastewater from homes, industries and other places, carried away by pipes, called?",
            options: ["Sewage", "Sludge", "Humus", "Compost"],
            correct: 0,
            explanation:
              "Such wastewater is sewage. Sludge is the solid that settles out of sewage during treatment.",
            difficulty: "easy",
          },
          {
            text: "Why should cooking oil and fats not be poured down the kitchen drain?",
            options: [
              "They make the water too clean",
              "They produce oxygen",
              "They harden and block the drain pipes",
              "They kill all harmful germs",
            ],
            correct: 2,
            explanation:
              "Oils and fats harden in the pipes and block them; in open drains they also block the pores of the soil.",
            difficulty: "easy",
          },
          {
            text: "What is the first step in a wastewater treatment plant?",
            options: [
              "Aeration",
              "Passing the water through bar screens",
              "Adding chlorine",
              "Producing biogas",
            ],
            correct: 1,
            explanation:
              "Bar screens first remove large objects such as rags, sticks, cans and plastic packets.",
            difficulty: "medium",
          },
          {
            text: "What are the solids that settle at the bottom of the clarifier tank called?",
            options: ["Grit", "Humus", "Foam", "Sludge"],
            correct: 3,
            explanation:
              "Solid faeces settle at the bottom of the tank as sludge, which is removed with a scraper.",
            difficulty: "medium",
          },
          {
            text: "Why is air pumped into the water during wastewater treatment?",
            options: [
              "To remove sand",
              "To help aerobic bacteria grow and consume the remaining waste",
              "To produce chlorine",
              "To cool the water",
            ],
            correct: 1,
            explanation:
              "Aerobic bacteria need oxygen; with air pumped in, they grow and eat up human waste, food waste and other organic matter.",
            difficulty: "medium",
          },
          {
            text: "What useful products can be obtained from the sludge of a treatment plant?",
            options: [
              "Biogas and manure",
              "Drinking water directly",
              "Chlorine",
              "Plastic",
            ],
            correct: 0,
            explanation:
              "Anaerobic bacteria decompose the sludge and produce biogas, used as a fuel or for electricity; the dried sludge can be used as manure.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Drain Watch in My Area",
          instructions:
            "Observe the drains in your locality for a week and note whether they are open or covered, clean or blocked. Write a short report (about 200 words) on what you saw and suggest three better housekeeping practices your neighbours could follow.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 7,
    slug: "english",
    name: "English",
    description:
      "Class 7 English following the NCERT textbook Honeycomb, with its stories and poems, reading comprehension, vocabulary and writing practice.",
    color: "grape",
    isFree: false,
    textbook:
      "Honeycomb — Textbook in English for Class VII (NCERT, rationalised 2023–24 edition)",
    chapters: [
      {
        title: "Three Questions / The Squirrel (poem)",
        summary:
          "Leo Tolstoy's story about a king who searches for the answers to three questions and finds them through his own actions, followed by a light-hearted poem describing a playful squirrel.",
        lessons: [
          {
            title: "The King's Three Questions",
            minutes: 12,
            summary:
              "A king believed that he would never fail if he knew three things: the right time to begin anything, which people he should listen to, and what was the most important thing to do. His wise men gave him many different answers, so he decided to visit a hermit known for his wisdom. The hermit did not reply at first; instead the king helped him dig his flower beds.",
          },
          {
            title: "The Bearded Man and the Answers",
            minutes: 14,
            summary:
              "A wounded, bearded man came running out of the wood, and the king washed and bandaged his wound and cared for him through the night. The man confessed he had come to kill the king, who had executed his brother and seized his property, and begged forgiveness; the king forgave him and made peace. The hermit then explained the answers: the most important time is now, the most important person is the one you are with, and the most important thing is to do good to that person.",
          },
          {
            title: "Poem: The Squirrel",
            minutes: 8,
            summary:
              "In Mildred Bowers Armstrong's short poem, a squirrel wears a question mark for a tail and an overcoat of grey. He sits up straight to eat a nut and loves to tease and play: if you run around his tree, he goes the other way. The poem shows how simple, careful observation of nature can be turned into playful verse.",
          },
        ],
        questions: [],
        assignment: {
          title: "My Own Three Questions",
          instructions:
            "Write a paragraph of about 150 words describing a time when helping someone near you at that moment turned out to be the most important thing to do. Connect your experience to the hermit's three answers.",
          maxMarks: 10,
        },
      },
      {
        title: "A Gift of Chappals / The Rebel (poem)",
        summary:
          "A warm, humorous story about children whose kind-hearted actions towards a kitten and a poor man land them in trouble, followed by a poem about a person who always does the opposite of everyone else.",
        lessons: [
          {
            title: "Secrets in the Backyard",
            minutes: 12,
            summary:
              "The story is set in a lively family home, where the children secretly look after a stray kitten and feed it milk while the grown-ups are busy. Meanwhile, a music master comes to the house to teach the daughter the violin. The children's secret plans and the household's daily routine create many funny moments.",
          },
          {
            title: "The Gift That Caused Trouble",
            minutes: 14,
            summary:
              "When a poor man with sore, blistered feet comes to the door asking for help, the young boy Ravi kindly gives him a pair of chappals he finds outside — which turn out to be the music master's new chappals. The grown-ups are embarrassed and have to find another pair for the teacher. The story shows children's generosity, but also the need to think before acting and to respect other people's belongings.",
          },
          {
            title: "Poem: The Rebel",
            minutes: 8,
            summary:
              "D. J. Enright's poem describes a rebel who always does the opposite of others: when everybody has long hair, the rebel cuts his short, and when everybody is silent, the rebel speaks. The poem ends by saying that it is good to have rebels, though you may not find it very good to be one. It makes us think about independence, conformity and the value of different points of view.",
          },
        ],
        questions: [],
      },
      {
        title: "Gopal and the Hilsa Fish / The Shed (poem)",
        summary:
          "A funny tale in which the clever courtier Gopal accepts a challenge about the hilsa fish, followed by a poem about a child's fears and curiosity about an old garden shed.",
        lessons: [
          {
            title: "The King's Challenge",
            minutes: 12,
            summary:
              "It is the hilsa season in Bengal, and everyone seems to be talking about nothing but hilsa fish. Annoyed, the king challenges his witty courtier Gopal to buy a hilsa and bring it to the palace without anyone asking him about the fish. Gopal accepts the challenge, knowing it will be difficult.",
          },
          {
            title: "Gopal's Clever Disguise",
            minutes: 12,
            summary:
              "Gopal shaves only half his face, smears ash on his body and dresses in rags, so that people on the way stare and talk about his strange appearance instead of the fish he carries. Even in the palace, everyone is so astonished by his looks that no one mentions the hilsa. Gopal wins the challenge, showing how wit and imagination can solve an unusual problem.",
          },
          {
            title: "Poem: The Shed",
            minutes: 8,
            summary:
              "In Frank Flynn's poem, a child is both scared of and curious about an old shed at the bottom of the garden. He imagines that someone is peering through the knot-hole and that there is a ghost inside, and his brother teases him to make it scarier. The child keeps saying he will go into the shed 'one of these days', which shows how imagination can grow our fears.",
          },
        ],
        questions: [],
      },
      {
        title: "The Ashes That Made Trees Bloom / Chivvy (poem)",
        summary:
          "A Japanese folk tale in which kindness is rewarded and greed is punished, followed by a poem about the endless instructions that adults give children.",
        lessons: [
          {
            title: "The Kind Old Farmer and His Dog",
            minutes: 12,
            summary:
              "A kind old farmer and his wife love their little dog as if it were their own child. Their greedy, jealous neighbour kills the dog, but good fortune keeps coming to the old couple: a mortar made from the wood of the pine tree that grows over the dog's grave brings them riches. When the neighbour borrows the mortar and gets nothing but trouble, he burns it in anger.",
          },
          {
            title: "Ashes, Blossoms and the Daimyo",
            minutes: 12,
            summary:
              "The old man collects the ashes of the mortar, and when they blow onto withered cherry trees, the trees burst into bloom. He shows this to the daimyo (a feudal lord), who rewards him richly. When the greedy neighbour tries the same trick, the ashes fly into the daimyo's eyes and he is punished — a clear message that honesty and kindness are rewarded, while jealousy brings trouble.",
          },
          {
            title: "Poem: Chivvy",
            minutes: 8,
            summary:
              "Michael Rosen's poem 'Chivvy' is a list of orders adults keep giving children: don't talk with your mouth full, say please, don't stare, sit up straight, and many more. The humorous ending — 'You should make your own mind up' — shows how confusing it is to be told what to do all the time. The poem invites us to think about how children learn to become independent.",
          },
        ],
        questions: [],
      },
      {
        title: "Quality / Trees (poem)",
        summary:
          "John Galsworthy's story of a devoted bootmaker who refuses to compromise on quality, followed by a poem that celebrates the many gifts of trees.",
        lessons: [
          {
            title: "Mr Gessler, the Bootmaker",
            minutes: 14,
            summary:
              "The narrator remembers Mr Gessler, a German bootmaker in London who, with his elder brother, made boots by hand that fitted perfectly and lasted very long. For Mr Gessler, making boots was an art, and he took great pride in using the best leather and careful workmanship. He was hurt when customers compared his work with machine-made boots from big firms.",
          },
          {
            title: "The Cost of Quality",
            minutes: 14,
            summary:
              "Big firms attracted customers through advertisement rather than good work, and Mr Gessler's business slowly declined. Because his boots lasted so long, customers did not need new ones often, and he spent all his time and money making each pair perfect. In the end the narrator learns that Mr Gessler died of slow starvation, a sad story about honesty, dedication and the struggle of craftsmen against mass production.",
          },
          {
            title: "Poem: Trees",
            minutes: 8,
            summary:
              "Harry Behn's poem calls trees 'the kindest things' because they do no harm and simply grow. Trees spread shade for animals, gather birds among their branches, and give us fruit, wood to build our houses and fresh green buds every spring. The poem encourages us to value and protect trees.",
          },
        ],
        questions: [],
        assignment: {
          title: "Letter to Mr Gessler",
          instructions:
            "Imagine you are the narrator of 'Quality'. Write a letter of about 150 words to Mr Gessler telling him what you admire about his work and how customers could help craftsmen like him survive.",
          maxMarks: 15,
        },
      },
      {
        title: "Expert Detectives / Mystery of the Talking Fan (poem)",
        summary:
          "A story in which two children turn detective and suspect their lonely neighbour of being a criminal, followed by a playful poem about a ceiling fan that seems to talk.",
        lessons: [
          {
            title: "The Young Detectives",
            minutes: 12,
            summary:
              "Maya and her younger brother Nishad are curious about Mr Nath, a lonely man who lives in a rented room nearby and rarely comes out. Maya, the older sister, imagines he must be a criminal hiding from the police, and she pieces together 'clues' from rumours and his strange habits. Nishad, however, feels sorry for Mr Nath and wants to be friendly with him.",
          },
          {
            title: "Looking Beyond Appearances",
            minutes: 12,
            summary:
              "As the story unfolds, the children begin to see Mr Nath as a person who may be sad and lonely rather than dangerous. The story contrasts suspicion with sympathy, and shows how easily we can misjudge people on the basis of rumours and appearances. It encourages empathy and careful thinking before we form opinions about others.",
          },
          {
            title: "Poem: Mystery of the Talking Fan",
            minutes: 8,
            summary:
              "In Maude Rubin's short poem, the poet wonders how an ordinary electric fan came to 'talk' — could a spirit be hiding inside it? The whirring sound of the fan is treated as if it were speech, and the fan is described like a living thing. The poem uses personification and a light-hearted mystery to make an everyday object seem magical.",
          },
        ],
        questions: [],
      },
      {
        title:
          "The Invention of Vita-Wonk / Dad and the Cat and the Tree (poem) / Garden Snake (poem)",
        summary:
          "A comic, fantastic extract from Roald Dahl about Mr Willy Wonka's experiments with ageing, followed by two humorous poems about a father's rescue attempt and a child's fear of a harmless garden snake.",
        lessons: [
          {
            title: "Mr Wonka's Amazing Invention",
            minutes: 14,
            summary:
              "In this extract from Roald Dahl's fantasy, the inventor Mr Willy Wonka describes how he set out to make a mixture that would change people's ages. To make them older, he says he searched the world for the oldest things he could find and boiled them down into a powerful mixture, which he named Vita-Wonk. The story is full of wild exaggeration, invented words and humour, and shows how imagination can make science playful.",
          },
          {
            title: "Poem: Dad and the Cat and the Tree",
            minutes: 8,
            summary:
              "Kit Wright's humorous poem describes a father who confidently climbs a tree to rescue the family cat stuck on a branch. After a series of comic mishaps it is the cat that gets down safely by itself, while Dad is the one left in trouble. The poem gently laughs at overconfidence and uses lively rhythm and repetition.",
          },
          {
            title: "Poem: Garden Snake",
            minutes: 8,
            summary:
              "In this short poem, a child sees a thin green snake sliding through the grass and is frightened at first. The child then learns that a garden snake is harmless and even useful, because it feeds on insects and other small pests. The poem shows how knowledge can replace fear and encourages respect for small creatures.",
          },
        ],
        questions: [],
      },
      {
        title: "A Homage to Our Brave Soldiers / Meadow Surprises (poem)",
        summary:
          "A chapter paying tribute to the soldiers who have given their lives for India, centred on the National War Memorial in New Delhi, followed by a poem about the small wonders hidden in a meadow.",
        lessons: [
          {
            title: "The National War Memorial",
            minutes: 12,
            summary:
              "The National War Memorial near India Gate in New Delhi was dedicated to the nation in 2019 to honour the soldiers of the Indian Armed Forces who laid down their lives defending the country since Independence. Their names are inscribed on its walls, and an eternal flame burns at its centre. Visitors come to remember these soldiers and to pay their respects.",
          },
          {
            title: "Courage, Sacrifice and Gratitude",
            minutes: 10,
            summary:
              "The chapter helps readers understand the courage and sacrifice of soldiers who protect the country's borders in difficult conditions, far from their families. It encourages students to feel gratitude and respect towards the armed forces and their families, and to think about what service to the nation means. Reading it is a good opportunity to discuss values such as duty, discipline and unity.",
          },
          {
            title: "Poem: Meadow Surprises",
            minutes: 8,
            summary:
              "This poem invites the reader to walk slowly and look closely at a meadow to discover its surprises: a rabbit hiding in the grass, a butterfly sipping nectar with its tongue, a ground bird in its nest and a fluffy dandelion puffball waiting to be blown. The surprises are there only for those who observe patiently and gently. The poem uses vivid imagery to celebrate nature.",
          },
        ],
        questions: [],
        assignment: {
          title: "A Tribute in Words",
          instructions:
            "Write a short speech of about 150 words for your school assembly paying tribute to India's soldiers. Include at least two qualities of a soldier that you admire and one way students can show respect to the armed forces.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 7,
    slug: "social-studies",
    name: "Social Studies",
    description:
      "Class 7 social science from the NCERT books Our Pasts – II (History), Our Environment (Geography) and Social and Political Life – II.",
    color: "orange",
    isFree: false,
    textbook:
      "Our Pasts – II (History), Our Environment (Geography) and Social and Political Life – II — Textbooks for Class VII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "History: Tracing Changes Through a Thousand Years",
        summary:
          "Introduces the period from about 700 to 1750 CE, the sources historians use to study it, and the major changes in society, politics and religion during these thousand years.",
        lessons: [
          {
            title: "Maps, Words and Changing Meanings",
            minutes: 12,
            summary:
              "Old maps show how ideas about the world changed: a map made by the geographer al-Idrisi in 1154 shows the Indian subcontinent upside down compared with modern maps. Words also change meaning over time. The term 'Hindustan' was used by the 13th-century chronicler Minhaj-i Siraj for areas of Punjab, Haryana and the Ganga–Yamuna region, while in the 16th century Babur used it for the geography, animals and culture of the subcontinent's people.",
          },
          {
            title: "Historians and Their Sources",
            minutes: 12,
            summary:
              "Historians of this period use coins, inscriptions, architecture and, above all, written records. As paper became cheaper, many more texts were written, and manuscripts were collected in libraries and archives. Because there was no printing press, scribes copied manuscripts by hand and made small changes, so historians compare different copies to find the original.",
          },
          {
            title: "New Groups, New Ideas and Dividing Time",
            minutes: 14,
            summary:
              "This period saw the rise of new groups such as Rajputs, Marathas, Sikhs, Jats, Ahoms and Kayasthas, and the growth of jatis with their own rules. Ideas of bhakti spread, and new religions came with traders and migrants, including Islam. British historians in the 19th century divided Indian history into 'Hindu', 'Muslim' and 'British' periods, but this ignores the rich variety of the past; historians now prefer to study changes in economy and society.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Kings and Kingdoms",
        summary:
          "Looks at the new dynasties that emerged from the 7th century, how they ruled and fought for territory, and the Chola kingdom in detail.",
        lessons: [
          {
            title: "The Emergence of New Dynasties",
            minutes: 12,
            summary:
              "By the 7th century, big landlords or warrior chiefs called samantas became powerful in many regions, and some declared themselves independent kings. For example, the Rashtrakutas in the Deccan were subordinate to the Chalukyas until their chief Dantidurga overthrew his overlord in the mid-8th century. New kings took grand titles and had learned Brahmanas compose prashastis — poems of praise, which are useful but exaggerated sources.",
          },
          {
            title: "Warfare for Wealth: The Struggle for Kanauj",
            minutes: 12,
            summary:
              "Ruling dynasties — the Gurjara-Pratiharas, Rashtrakutas and Palas — fought for centuries over Kanauj in the Ganga valley, in what historians call the 'tripartite struggle'. Kings also raided temples, which were rich. Sultan Mahmud of Ghazni, in present-day Afghanistan, raided the subcontinent 17 times between about 1000 and 1025 CE, including the temple of Somnath in Gujarat; the scholar al-Biruni, who came with him, wrote the Kitab al-Hind about the subcontinent.",
          },
          {
            title: "The Cholas",
            minutes: 16,
            summary:
              "In the mid-9th century Vijayalaya captured the Kaveri delta and built the town of Thanjavur, founding Chola power. Rajaraja I and his son Rajendra I expanded the kingdom; Rajendra raided the Ganga valley, Sri Lanka and countries of Southeast Asia with a navy. The Cholas built grand temples such as the Brihadeshvara temple at Thanjavur and the temple at Gangaikondacholapuram, and Chola bronze images are famous for their beauty.",
          },
          {
            title: "Agriculture and Administration Under the Cholas",
            minutes: 14,
            summary:
              "Chola prosperity rested on agriculture in the Kaveri delta, supported by wells, tanks and embankments for irrigation. Settlements of peasants (ur) were grouped into larger units called nadu, and Brahmanas received land grants (brahmadeya) managed by an assembly called the sabha. Inscriptions from Uttaramerur in Tamil Nadu describe how members of the sabha were chosen by drawing lots from names written on palm leaves.",
          },
        ],
        questions: [],
        assignment: {
          title: "Chola Temple Fact File",
          instructions:
            "Prepare a one-page fact file on the Brihadeshvara temple at Thanjavur: who built it, when, its main features, and why temples were important centres of settlement and craft under the Cholas. Add a sketch or pasted picture with a caption.",
          maxMarks: 15,
        },
      },
      {
        title: "History: Delhi: 12th to 15th Century",
        summary:
          "Traces how Delhi became an important capital, the rulers of the Delhi Sultanate, and how the Sultans expanded and administered their territory.",
        lessons: [
          {
            title: "Delhi Becomes a Capital",
            minutes: 10,
            summary:
              "Delhi first became the capital of a kingdom under the Tomara Rajputs, who were defeated in the middle of the 12th century by the Chauhans (Chahamanas) of Ajmer. Under them Delhi became an important commercial centre. In the early 13th century the Delhi Sultanate was established, and Delhi grew into a capital that controlled large parts of the subcontinent.",
          },
          {
            title: "The Rulers of Delhi",
            minutes: 14,
            summary:
              "The Delhi Sultanate was ruled by several dynasties: the early Turkish rulers, the Khaljis, the Tughluqs, the Sayyids and the Lodis. Raziyya, daughter of Iltutmish, became Sultan in 1236 but was removed in 1240 because the nobles did not accept a woman ruler. Historians learn about the Sultans from histories called tawarikh, written in Persian by learned men for the rulers.",
          },
          {
            title: "Expanding and Governing the Sultanate",
            minutes: 14,
            summary:
              "Early Sultans controlled mainly fortified towns occupied by garrisons; later rulers pushed into the hinterland and campaigned far to the south. Lands were divided into territories called iqtas, whose holders (iqtadars or muqtis) led military campaigns and collected revenue to pay their soldiers. Peasants paid taxes on cultivation (kharaj, often about half the produce), as well as on cattle and houses.",
          },
          {
            title: "Alauddin Khalji and Muhammad Tughluq",
            minutes: 14,
            summary:
              "To defend against Mongol attacks, Alauddin Khalji raised a large standing army, built a new garrison town called Siri, and paid soldiers in cash while controlling prices of goods in Delhi. Muhammad Tughluq also raised a large army, shifted many people from Delhi to Daulatabad in the Deccan, and introduced a 'token' currency of cheap metal that failed because it was easily copied. After the Sultanate weakened, Sher Shah Sur set up an efficient administration in the 16th century that was later followed by Akbar.",
          },
        ],
        questions: [],
      },
      {
        title: "History: The Mughals (16th to 17th Century)",
        summary:
          "Describes how the Mughals built a vast empire from the 16th century, and how they governed it through alliances, the mansabdari system and revenue administration, with special attention to Akbar's policies.",
        lessons: [
          {
            title: "Who Were the Mughals? Their Conquests",
            minutes: 14,
            summary:
              "The Mughals were descended from Genghis Khan on their mother's side and Timur on their father's side. Babur defeated Ibrahim Lodi at the First Battle of Panipat in 1526 and captured Delhi and Agra. His son Humayun lost to Sher Khan and took refuge at the Safavid court in Iran before recapturing Delhi in 1555. Akbar (1556–1605), Jahangir, Shah Jahan and Aurangzeb (1658–1707) expanded the empire over most of the subcontinent.",
          },
          {
            title: "Relations with Other Rulers and Succession",
            minutes: 12,
            summary:
              "The Mughals fought rulers who refused to accept their authority, but also made alliances, especially with Rajput families, many of whom married their daughters into the Mughal family and received high positions. The Mughals did not follow primogeniture (the eldest son inheriting everything); they followed the Timurid custom of coparcenary inheritance, dividing the inheritance among all the sons. This often led to fierce struggles among princes for the throne.",
          },
          {
            title: "Mansabdars, Jagirdars and Revenue",
            minutes: 14,
            summary:
              "Nobles in Mughal service were called mansabdars; each held a rank (zat) that fixed his salary and position, and had to keep a fixed number of cavalrymen (sawar). They were paid through revenue assignments called jagirs. Akbar's revenue minister Todar Mal carefully surveyed land and crop yields, and tax was fixed in cash on that basis — a system called zabt. Zamindars, local intermediaries, collected the revenue from peasants.",
          },
          {
            title: "Akbar's Policies",
            minutes: 12,
            summary:
              "Akbar divided the empire into provinces called subas, each governed by a subadar. His friend Abul Fazl wrote the history of his reign, the Akbar Nama. At Fatehpur Sikri, Akbar held discussions with scholars of different faiths, which led him to the idea of sulh-i kul, or 'universal peace' — a policy of tolerance that did not discriminate between religions and focused on ethics such as honesty and justice.",
          },
        ],
        questions: [],
        assignment: {
          title: "Mughal Rulers Timeline",
          instructions:
            "Draw a timeline from 1526 to 1707 showing the six major Mughal emperors from Babur to Aurangzeb. For each ruler, write one important event or achievement from the chapter.",
          maxMarks: 15,
        },
      },
      {
        title: "History: Tribes, Nomads and Settled Communities",
        summary:
          "Examines how tribal and nomadic societies lived alongside settled, caste-based societies, and how they changed and influenced one another between the 11th and 18th centuries.",
        lessons: [
          {
            title: "Beyond Big Cities: Tribal Societies",
            minutes: 12,
            summary:
              "Many societies did not follow the varna and jati rules laid down by Brahmanas. Tribes usually lived in forests, hills and deserts, shared land and resources, and kept their customs alive through oral traditions. Examples include the Khokhars and Gakkhars in Punjab, the Balochis in the north-west, the Gaddis in the western Himalaya, the Bhils in western and central India, and the Nagas and Ahoms in the north-east.",
          },
          {
            title: "Nomads and Mobile People",
            minutes: 10,
            summary:
              "Nomadic pastoralists moved over long distances with their animals and traded with settled farmers. The Banjaras were important trader-nomads whose caravans, called tanda, carried grain; Sultan Alauddin Khalji used them to transport grain to Delhi's markets, and later Mughal armies also relied on them. Many groups of wandering craftspeople, snake charmers and entertainers also moved from place to place.",
          },
          {
            title: "The Gonds and the Ahoms",
            minutes: 14,
            summary:
              "The Gonds lived in Gondwana, where some large states emerged, such as Garha Katanga; in 1565 its queen Rani Durgawati fought bravely against the Mughal army of Asaf Khan but was defeated. The Ahoms migrated from present-day Myanmar in the 13th century and built a strong kingdom in the Brahmaputra valley, depending on forced labour by people called paiks. They wrote historical works called buranjis, and defended themselves against the Mughals.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Devotional Paths to the Divine",
        summary:
          "Traces the growth of bhakti and Sufi movements, and of teachers like Kabir and Guru Nanak, who emphasised personal devotion to God over rituals and caste differences.",
        lessons: [
          {
            title: "The Idea of Bhakti and the Saints of South India",
            minutes: 12,
            summary:
              "Bhakti is intense personal devotion to a deity. Between the 7th and 9th centuries in Tamil Nadu, the Nayanars (devotees of Shiva) and Alvars (devotees of Vishnu) composed beautiful poems in Tamil and came from all castes. Later philosophers included Shankara, who taught Advaita (the oneness of the soul and the Supreme God), and Ramanuja, who taught that devotion to Vishnu was the way to salvation.",
          },
          {
            title: "Basavanna, the Saints of Maharashtra and the Nathpanthis",
            minutes: 12,
            summary:
              "In 12th-century Karnataka, Basavanna and his companions led the Virashaiva movement, which argued for the equality of all human beings and opposed caste and ritual. In Maharashtra, saint-poets such as Jnaneshwar, Namdev, Eknath and Tukaram, and others such as Sakhubai and the family of Chokhamela, composed devotional songs in Marathi to Vitthala (a form of Vishnu) at Pandharpur. The Nathpanthis, Siddhas and Yogis criticised rituals and advocated renunciation and meditation.",
          },
          {
            title: "Islam and Sufism",
            minutes: 12,
            summary:
              "Sufis were Muslim mystics who rejected outward religiosity and emphasised love and devotion to God and compassion towards all. Sufi masters held gatherings in their hospices (khanqahs), where people of all backgrounds came. The Chishti silsila was among the most influential in India; the dargahs of Khwaja Muinuddin Chishti at Ajmer and Nizamuddin Auliya in Delhi still attract devotees of all faiths.",
          },
          {
            title: "Kabir, Guru Nanak and Other Saints of the North",
            minutes: 14,
            summary:
              "Kabir, who probably lived in the 15th–16th centuries and grew up in Varanasi among weavers, rejected rituals and caste and believed in a formless Supreme God; his verses are collected in several traditions. Guru Nanak (1469–1539) set up a centre at Kartarpur with a common kitchen (langar) and taught nam, dan and isnan — right belief and worship, welfare of others and purity of conduct; his compositions are in the Guru Granth Sahib. Mirabai, a Rajput princess, composed songs of devotion to Krishna, and Tulsidas wrote the Ramcharitmanas in Awadhi.",
          },
        ],
        questions: [],
        assignment: {
          title: "Voices of Devotion",
          instructions:
            "Choose any two saints from the chapter (for example Kabir and Mirabai). Find one verse or song by each, write it with its meaning in simple English, and explain in about 100 words what message each one gives about God and society.",
          maxMarks: 20,
        },
      },
      {
        title: "History: The Making of Regional Cultures",
        summary:
          "Shows how regional cultures developed through language, religious traditions, literature, dance, painting and food, with examples from Kerala, Odisha, Rajasthan, Bengal and elsewhere.",
        lessons: [
          {
            title: "Language and Religion Shape Regions",
            minutes: 12,
            summary:
              "The Chera kingdom of Mahodayapuram, established in the 9th century in present-day Kerala, introduced Malayalam in its inscriptions — one of the earliest uses of a regional language in official records. In Odisha, the local deity Jagannatha at Puri came to be identified with Vishnu; in 1230 King Anangabhima III dedicated his kingdom to the deity and called himself its 'deputy'. Such traditions helped give regions a distinct identity.",
          },
          {
            title: "Rajputs and Traditions of Heroism",
            minutes: 10,
            summary:
              "In the 19th century the region that is now Rajasthan was called Rajputana by the British. Rajput rulers cherished the ideal of the hero who fought bravely and chose death rather than defeat; stories and songs about such heroes were recited by specially trained minstrels. Women also appear in these stories, sometimes as the cause of conflicts and sometimes in tragic roles, such as the practice of sati.",
          },
          {
            title: "Kathak and Miniature Painting",
            minutes: 12,
            summary:
              "The word Kathak comes from katha (story); kathaks were originally storytellers in temples who added gestures and songs. Kathak developed in the courts of the Mughals and later Awadh, where Nawab Wajid Ali Shah supported it, and it became one of India's classical dance forms. Miniature paintings — small, brightly coloured paintings on cloth or paper — flourished in Mughal courts and then in Rajasthan and the hills of Himachal Pradesh, where the Basohli and Kangra styles developed.",
          },
          {
            title: "A Closer Look at Bengal",
            minutes: 12,
            summary:
              "Bengali developed from Sanskrit but was influenced by other languages, and literature in it included Mangalakavya (auspicious poems about local deities) and bhakti texts. Early settlers in the forests of Bengal respected pirs (spiritual guides), and many temples were built in a style that copied the double-roofed (dochala) and four-roofed (chauchala) thatched huts, decorated with terracotta tiles. Fish and rice are the staple food of Bengal, and even Brahmanas were allowed to eat certain kinds of local fish.",
          },
        ],
        questions: [],
      },
      {
        title: "History: Eighteenth-Century Political Formations",
        summary:
          "Explains the decline of the Mughal empire after Aurangzeb and the rise of new states such as Awadh, Bengal, Hyderabad, and the kingdoms of the Rajputs, Sikhs, Marathas and Jats.",
        lessons: [
          {
            title: "The Crisis of the Mughal Empire",
            minutes: 12,
            summary:
              "After Aurangzeb died in 1707, the Mughal empire began to decline: long wars in the Deccan had drained its resources, nobles became too powerful, and later emperors could not control them. Peasant and zamindari rebellions added to the crisis. Invasions by Nadir Shah of Iran, who sacked Delhi in 1739, and by Ahmad Shah Abdali of Afghanistan weakened the empire further.",
          },
          {
            title: "The Old Mughal Provinces: Hyderabad, Awadh and Bengal",
            minutes: 14,
            summary:
              "Powerful Mughal governors turned their provinces into virtually independent states while still formally accepting the emperor. Nizam-ul-Mulk Asaf Jah founded the state of Hyderabad in 1724, Burhan-ul-Mulk Sa'adat Khan became the ruler of Awadh, and Murshid Quli Khan gained control over Bengal. They combined military and revenue powers and often relied on bankers and merchants, sometimes using revenue farmers (ijaradars) to collect taxes.",
          },
          {
            title: "The Rajputs, Sikhs and Jats",
            minutes: 12,
            summary:
              "Rajput kings of Amber and Jodhpur, who had served the Mughals, tried to extend their control; Raja Jai Singh of Amber was made governor of Malwa. The Sikhs became a political community: Guru Gobind Singh founded the Khalsa in 1699, and after Banda Bahadur's struggle the Sikhs organised themselves into bands called jathas and later misls; Maharaja Ranjit Singh captured Lahore in 1799. The Jats under leaders like Churaman and Suraj Mal built a strong state around Bharatpur.",
          },
          {
            title: "The Marathas",
            minutes: 12,
            summary:
              "Shivaji (1627–1680) carved out a stable kingdom with the support of powerful warrior families and peasant-pastoralists, challenging the Mughals. After his death, power passed to the Peshwas (principal ministers), who made Pune the capital and expanded Maratha control across much of India. They collected chauth (25 per cent of the land revenue claimed by zamindars) and sardeshmukhi (9–10 per cent) from other areas, but their expansion received a major setback at the Third Battle of Panipat in 1761.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Environment",
        summary:
          "Defines the environment, its natural and human components, the four domains of the Earth, ecosystems, and how human beings interact with and change their environment.",
        lessons: [
          {
            title: "What Is Environment?",
            minutes: 10,
            summary:
              "The environment is everything that surrounds us — the place, people, things and nature around any living organism. It is our basic life-support system, giving us air, water, food and land. It includes natural components (land, water, air, plants and animals), human-made components (buildings, roads, bridges) and human components (individuals, family, community, religion and economy).",
          },
          {
            title: "The Four Domains and Ecosystems",
            minutes: 12,
            summary:
              "The lithosphere is the solid crust of the Earth with its landforms and soil; the hydrosphere includes all water bodies; the atmosphere is the thin layer of air around the Earth, held by gravity; and the biosphere is the narrow zone where land, water and air meet to support life. All living organisms interact with each other and with their surroundings; such a system is called an ecosystem, like a pond, forest or desert.",
          },
          {
            title: "Humans and the Environment",
            minutes: 10,
            summary:
              "Early humans adapted to nature, but over time they learned to modify it — by growing crops, domesticating animals, building cities and factories. Rapid changes have brought comfort but also problems like air and water pollution and loss of forests. Living in harmony with nature is necessary, and World Environment Day is observed on 5 June to spread awareness.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Inside Our Earth",
        summary:
          "Describes the layers of the Earth's interior and the three main types of rocks and how they change into one another in the rock cycle.",
        lessons: [
          {
            title: "The Layers of the Earth",
            minutes: 12,
            summary:
              "The Earth is made up of concentric layers like an onion. The crust is the thinnest outer layer — about 35 km thick under the continents (mainly silica and alumina, called sial) and only about 5 km under the oceans (mainly silica and magnesium, called sima). Below it lies the mantle, about 2900 km deep, and at the centre is the core, made mainly of nickel and iron (nife), with a radius of about 3500 km and very high temperature and pressure.",
          },
          {
            title: "Rocks and Minerals",
            minutes: 14,
            summary:
              "Any natural mass of mineral matter in the Earth's crust is a rock. Igneous rocks form when molten magma cools: slowly deep inside the Earth to form intrusive rocks like granite, or quickly on the surface to form extrusive rocks like basalt. Sedimentary rocks such as sandstone form from layers of compressed sediments and may contain fossils, while metamorphic rocks form when other rocks are changed by heat and pressure — clay becomes slate and limestone becomes marble.",
          },
          {
            title: "The Rock Cycle and Uses of Rocks",
            minutes: 8,
            summary:
              "Rocks keep changing from one type to another in a continuous process called the rock cycle: igneous rocks break into sediments that form sedimentary rocks, and heat and pressure turn them into metamorphic rocks, which may melt into magma again. Rocks and minerals are very useful: hard rocks are used to build roads and houses, and minerals give us fuels, metals and medicines.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Our Changing Earth",
        summary:
          "Explains how internal forces cause earthquakes and volcanoes and how external agents such as rivers, sea waves, glaciers and wind shape the land through erosion and deposition.",
        lessons: [
          {
            title: "Plates, Earthquakes and Volcanoes",
            minutes: 14,
            summary:
              "The lithosphere is broken into several plates that move very slowly because of the movement of molten magma inside the Earth. Forces acting inside the Earth (endogenic forces) cause sudden movements like earthquakes and volcanoes. The place inside the crust where an earthquake starts is the focus, the point on the surface directly above it is the epicentre, and earthquakes are measured with a seismograph on the Richter scale.",
          },
          {
            title: "Work of Rivers and Sea Waves",
            minutes: 14,
            summary:
              "Exogenic forces work on the surface through weathering (breaking up of rocks) and erosion (wearing away by agents such as water, wind and ice). A river forms waterfalls where it flows over hard rock, winding loops called meanders, and ox-bow lakes when a meander is cut off; near the sea it deposits sediment to form floodplains, levees and deltas. Sea waves erode the coast to form sea caves, arches, stacks and sea cliffs, and deposit sediment to make beaches.",
          },
          {
            title: "Work of Ice and Wind",
            minutes: 10,
            summary:
              "Glaciers, or 'rivers of ice', erode the land beneath them to form deep hollows, and the material they carry and deposit forms glacial moraines. In deserts, wind erodes the lower parts of rocks more than the upper parts, creating mushroom rocks. Wind also deposits sand as sand dunes, and very fine sand deposited over large areas forms loess.",
          },
        ],
        questions: [],
        assignment: {
          title: "Landforms Poster",
          instructions:
            "Make a labelled poster showing at least six landforms from the chapter (for example meander, ox-bow lake, delta, sea arch, mushroom rock and sand dune). Under each, write one sentence on which agent formed it and how.",
          maxMarks: 20,
        },
      },
      {
        title: "Geography: Air",
        summary:
          "Studies the composition and layers of the atmosphere and the elements of weather — temperature, air pressure, wind, moisture and rainfall.",
        lessons: [
          {
            title: "Composition of the Atmosphere",
            minutes: 10,
            summary:
              "Air is a mixture of gases: nitrogen makes up about 78 per cent and oxygen about 21 per cent, while carbon dioxide, argon and other gases make up the rest. Carbon dioxide is used by plants and also absorbs heat radiated by the Earth, keeping it warm (the greenhouse effect). Burning fuels and cutting forests increase carbon dioxide, which is contributing to global warming.",
          },
          {
            title: "Layers of the Atmosphere",
            minutes: 12,
            summary:
              "The troposphere, the lowest layer, extends to about 13 km on average; almost all weather — clouds, rain, storms — occurs here. The stratosphere above it, up to about 50 km, is almost free of clouds and contains the ozone layer that protects us from harmful ultraviolet rays; it is suitable for flying aeroplanes. Above are the mesosphere, where meteorites burn up, the thermosphere (containing the ionosphere, which helps radio transmission) and the exosphere.",
          },
          {
            title: "Weather, Temperature and Air Pressure",
            minutes: 12,
            summary:
              "Weather is the hour-to-hour, day-to-day condition of the atmosphere, while climate is the average weather of a place over many years. The Sun's energy received by the Earth is called insolation, and temperature falls as we go higher. Air pressure is highest at sea level and decreases with height; air moves from high-pressure areas to low-pressure areas, creating wind.",
          },
          {
            title: "Winds, Moisture and Rainfall",
            minutes: 12,
            summary:
              "Winds can be permanent (like trade winds and westerlies), seasonal (like the monsoon winds in India) or local (like the hot, dry loo of northern India in summer). When water vapour in rising air cools, it condenses into clouds and may fall as rain, snow or hail. Based on how it happens, rainfall is convectional, orographic (when moist air rises over mountains) or cyclonic.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Water",
        summary:
          "Explains the water cycle, the distribution of water on Earth, and the movements of ocean water — waves, tides and ocean currents.",
        lessons: [
          {
            title: "The Water Cycle and Distribution of Water",
            minutes: 12,
            summary:
              "Water evaporates from oceans and land, condenses into clouds and falls back as rain or snow; this continuous movement is the water cycle. About three-fourths of the Earth's surface is covered with water, but most of it is salty ocean water; only a tiny part is fresh water we can use, and much of that is frozen in ice sheets and glaciers. Ocean water is salty because it contains dissolved salts, mostly sodium chloride.",
          },
          {
            title: "Waves and Tides",
            minutes: 14,
            summary:
              "Waves are formed when wind blows over the surface of the ocean; strong storms and earthquakes can create huge waves, such as the tsunami that struck the Indian Ocean coasts in 2004. The rhythmic rise and fall of ocean water twice a day is called a tide: high tide when water covers much of the shore, low tide when it falls back. Tides are caused mainly by the gravitational pull of the Moon (and the Sun); spring tides (very high) occur at full moon and new moon, and neap tides at the quarter moons.",
          },
          {
            title: "Ocean Currents",
            minutes: 10,
            summary:
              "Ocean currents are streams of water flowing constantly in definite directions on the ocean surface. Warm currents, like the Gulf Stream, start near the Equator and move towards the poles, while cold currents, like the Labrador Current, carry water from the polar regions towards the Equator. Where warm and cold currents meet, they create some of the world's best fishing grounds, but also foggy weather.",
          },
        ],
        questions: [],
      },
      {
        title:
          "Geography: Human Environment Interactions — The Tropical and the Subtropical Region",
        summary:
          "Compares life in the tropical Amazon basin and the subtropical Ganga–Brahmaputra basin, showing how climate, vegetation and people's ways of living are connected.",
        lessons: [
          {
            title: "Life in the Amazon Basin",
            minutes: 14,
            summary:
              "The Amazon basin in South America lies close to the Equator and is hot and wet throughout the year, with heavy rainfall almost every day. It has dense tropical rainforests, where the canopy of tall trees blocks sunlight from reaching the ground, and it is home to a huge variety of birds, animals, reptiles and insects. Many people of the region practise shifting cultivation ('slash and burn'), growing crops such as cassava (manioc) as their staple food.",
          },
          {
            title: "Changes in the Amazon",
            minutes: 8,
            summary:
              "In recent decades roads and settlements have been built deep into the Amazon rainforest, and large areas have been cleared for farming, cattle ranching and mining. This destroys the forest and its wildlife, causes soil erosion when the topsoil is washed away, and disturbs the lives of indigenous communities who depend on the forest.",
          },
          {
            title: "Life in the Ganga–Brahmaputra Basin",
            minutes: 14,
            summary:
              "The Ganga and the Brahmaputra and their tributaries form a vast basin in the subtropical region of the Indian subcontinent, with a monsoon climate. The fertile plains are densely populated; rice is the main crop, and wheat, maize, sugarcane, jute, and tea (on hill slopes in Assam) are also grown. The delta region has the Sundarbans mangrove forests, home of the Bengal tiger, and cities such as Prayagraj, Kanpur, Varanasi, Patna and Kolkata lie along the rivers.",
          },
        ],
        questions: [],
      },
      {
        title: "Geography: Life in the Deserts",
        summary:
          "Studies how plants, animals and people survive in the hot Sahara desert and the cold desert of Ladakh.",
        lessons: [
          {
            title: "The Sahara: A Hot Desert",
            minutes: 14,
            summary:
              "Deserts are regions with very little rainfall and scanty vegetation; they may be hot or cold. The Sahara in North Africa is the world's largest desert, covering about 8.54 million sq km and touching eleven countries. Besides sand dunes it has gravel plains and rocky plateaus; days can be extremely hot and nights cold. Oases — green islands with date palms around a water source — and the Nile valley in Egypt support settled farming.",
          },
          {
            title: "People of the Sahara",
            minutes: 10,
            summary:
              "Nomadic groups such as the Bedouins and the Tuaregs rear goats, sheep, camels and horses, and wear heavy robes to protect themselves from dust storms and heat. The discovery of oil and minerals such as iron, phosphorus, manganese and uranium has changed the Sahara: glass-and-steel buildings and highways have appeared, and trade has increased.",
          },
          {
            title: "Ladakh: A Cold Desert",
            minutes: 14,
            summary:
              "Ladakh lies in the Great Himalayas, east of Jammu and Kashmir; it is very high, cold and dry, because the Himalayas block rain-bearing monsoon winds. The river Indus flows through it, and Drass is one of the coldest inhabited places on Earth. People rear yaks, goats and sheep, and grow barley, potatoes and peas in the short summer; the endangered chiru (Tibetan antelope) lives here too. Many Ladakhis follow Buddhism, with famous monasteries such as Hemis, Thiksey, Shey and Lamayuru, and tourism is an important source of income; Leh is the main town.",
          },
        ],
        questions: [],
        assignment: {
          title: "Comparing Two Deserts",
          instructions:
            "Make a comparison table of the Sahara and Ladakh under these headings: location, climate, vegetation, animals, people and their occupations, and recent changes. End with a paragraph on which desert you would like to visit and why.",
          maxMarks: 15,
        },
      },
      {
        title: "Social and Political Life: On Equality",
        summary:
          "Explores equality as a key feature of democracy, the inequalities of caste, religion and class that people still face, and how the Constitution and government try to promote equality and dignity.",
        lessons: [
          {
            title: "Equal Right to Vote",
            minutes: 10,
            summary:
              "In India, every adult citizen aged 18 or above has one vote, whatever their religion, caste, education, gender or wealth. This is called universal adult franchise, and it is based on the idea of equality. Yet in daily life many people are still treated unequally.",
          },
          {
            title: "Inequality and Dignity",
            minutes: 12,
            summary:
              "People may be discriminated against because of their caste, religion, class or gender. The writer Omprakash Valmiki, in his autobiography Joothan, describes how as a Dalit child he was made to sweep the school grounds while other children studied. When people are treated unequally, their dignity — the right to be respected — is violated.",
          },
          {
            title: "Equality in the Indian Constitution",
            minutes: 12,
            summary:
              "The Constitution recognises every person as equal: everyone is equal before the law, no one can be discriminated against because of religion, race, caste, place of birth or sex, and everyone has access to public places such as wells, roads and parks. Untouchability has been abolished. The government promotes equality through laws and through schemes like the midday meal programme, first started in Tamil Nadu and later introduced in government schools across the country.",
          },
          {
            title: "Struggles for Equality in Other Democracies",
            minutes: 8,
            summary:
              "Equality is an issue in many democracies. In the United States, African-Americans faced segregation; in 1955 Rosa Parks refused to give up her seat on a bus to a white man, which sparked the Civil Rights Movement. The Civil Rights Act of 1964 prohibited discrimination on the basis of race, religion or national origin.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Role of the Government in Health",
        summary:
          "Discusses what good health requires, the public and private health services in India, the inequalities in access to healthcare, and what the government can do to make healthcare available to all.",
        lessons: [
          {
            title: "What Is Health? Healthcare in India",
            minutes: 12,
            summary:
              "Health means being free from illness and injury, and it also depends on clean drinking water, a pollution-free environment, enough food and mental well-being. India has a large number of doctors, clinics and hospitals and is a favoured destination for 'medical tourists', yet many people, especially the poor and those in rural areas, cannot get or afford proper healthcare. Many deaths are caused by diseases that could be prevented with clean water and sanitation.",
          },
          {
            title: "Public and Private Health Services",
            minutes: 12,
            summary:
              "Public health services are run by the government, from primary health centres in villages to large government hospitals in cities; they aim to provide quality care free or at low cost. Private health services are owned by individuals or companies and charge fees to make a profit, so good treatment often becomes expensive. When public services are weak, poor families have to spend heavily on private care or go without treatment.",
          },
          {
            title: "Healthcare and Equality",
            minutes: 10,
            summary:
              "The Constitution makes it a duty of the government to safeguard the health of all. In a well-known case, a farm labourer, Hakim Sheikh, was refused treatment by several government hospitals after an accident; the court said that the state must provide timely medical treatment, because the right to life includes it. Examples such as Kerala's spending on health through panchayats and Costa Rica's investment in health, clean water and education show what governments can do.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: How the State Government Works",
        summary:
          "Explains how members of the Legislative Assembly are elected, how the state government is formed, and how it makes laws and works on issues such as health.",
        lessons: [
          {
            title: "MLAs and the Legislative Assembly",
            minutes: 12,
            summary:
              "Every state has a Legislative Assembly. The state is divided into constituencies, and the people of each constituency elect one Member of the Legislative Assembly (MLA), who may belong to a political party or be independent. The party with more than half the MLAs (a majority) forms the government, and the others form the opposition.",
          },
          {
            title: "Forming the Government",
            minutes: 10,
            summary:
              "The MLAs of the ruling party elect their leader, who becomes the Chief Minister. The Chief Minister selects other MLAs as ministers, each in charge of departments such as health, education or public works. The Governor, appointed by the Central Government, is the formal head of the state and ensures the state government works according to the Constitution.",
          },
          {
            title: "Debates, Laws and Accountability",
            minutes: 12,
            summary:
              "The Legislative Assembly is where MLAs debate issues, ask questions and pass new laws for the state. The executive — ministers and government departments — puts these decisions into action. Through press conferences, the media and public protests, people can hold the government accountable, for example when a health crisis like a water-borne disease outbreak demands quick action.",
          },
        ],
        questions: [],
        assignment: {
          title: "Know Your State Government",
          instructions:
            "Find out the name of your state's Chief Minister, the name of the MLA of your constituency and the party they belong to, and one decision or scheme of your state government from the newspaper. Write about 150 words on how this decision affects people.",
          maxMarks: 15,
        },
      },
      {
        title: "Social and Political Life: Growing up as Boys and Girls",
        summary:
          "Shows how societies shape what it means to be a boy or a girl, and examines how household work, mostly done by women, is undervalued.",
        lessons: [
          {
            title: "Growing Up in Different Societies",
            minutes: 12,
            summary:
              "Ideas of what boys and girls should do differ from one society to another and change over time. In the Samoan islands of the Pacific in the 1920s, young children of both sexes looked after younger siblings, and boys and girls learnt different tasks as they grew older. In a small town in Madhya Pradesh in the 1960s, girls moved around in groups for safety, while boys roamed the streets freely — showing how public spaces were experienced differently by boys and girls.",
          },
          {
            title: "Valuing Housework",
            minutes: 12,
            summary:
              "Housework and care-giving — cooking, cleaning, washing, looking after children and the elderly — are mostly done by women and girls. Because this work is unpaid and done at home, it is often not seen as 'real work', though it takes a lot of time and effort. Many women carry a 'double burden': work outside the home and all the housework too, while domestic workers hired by households are often poorly paid.",
          },
          {
            title: "Towards Equality",
            minutes: 8,
            summary:
              "The Constitution says that men and women are equal, and changing attitudes at home and in society is important to achieve this. The government has set up anganwadis and creches in villages and laws requiring creches at workplaces with many women employees, to reduce the burden of care work and help girls continue their education. Sharing housework equally is a simple step every family can take.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Women Change the World",
        summary:
          "Examines stereotypes about women's work, women's struggles for education, and how the women's movement has brought about change.",
        lessons: [
          {
            title: "Fewer Opportunities and Stereotypes",
            minutes: 10,
            summary:
              "Many people believe that some jobs suit only men, such as pilots, engineers or scientists, and others suit only women, such as nurses or teachers. These fixed ideas, called stereotypes, stop girls from choosing careers they are interested in. Boys also face pressure to earn and not to show their feelings.",
          },
          {
            title: "Learning for Change",
            minutes: 12,
            summary:
              "In the 19th century, education was denied to most women. Rashsundari Devi secretly taught herself to read and wrote her autobiography, Amar Jiban, one of the first autobiographies in Bengali. Rokeya Sakhawat Hossain learnt to read and write in Bengali and English, wrote the story 'Sultana's Dream' in 1905, and started a school for girls in Kolkata. Today more girls attend school, but girls from Dalit, Adivasi and Muslim communities and poor families are still more likely to drop out.",
          },
          {
            title: "The Women's Movement",
            minutes: 12,
            summary:
              "Women individually and collectively have struggled for change, and this is called the women's movement. They have used campaigns (against dowry deaths and for laws against domestic violence and sexual harassment at work), raised awareness through street plays and songs, protested publicly, and shown solidarity with others. International Women's Day on 8 March is a day to celebrate and strengthen these struggles.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Understanding Media",
        summary:
          "Explains what the media are, how technology and money shape them, and why a free and balanced media matters in a democracy.",
        lessons: [
          {
            title: "Media, Technology and Money",
            minutes: 12,
            summary:
              "Media (plural of medium) are the means of communication — newspapers, radio, television and the internet; those that reach millions of people are called mass media. Changing technology has made media reach more people faster. Running media is very expensive, so most media earn money through advertisements, and many media houses are owned by big business groups.",
          },
          {
            title: "Media and Democracy",
            minutes: 12,
            summary:
              "In a democracy the media inform people about events and about the work of the government, so citizens can form opinions and act. Good media should present news in a balanced way, giving different points of view. Media should be independent — free from control by the government or big business — though this is not always the case.",
          },
          {
            title: "Setting Agendas and Local Media",
            minutes: 10,
            summary:
              "By deciding which stories to focus on, the media set the agenda: they can draw attention to issues like pollution or ignore the problems of poor people. Ordinary people have also created local media to share their concerns, such as community radio and Khabar Lahariya, a newspaper run by Dalit women in Bundelkhand. Reading news carefully and asking whose view is missing makes us better citizens.",
          },
        ],
        questions: [],
      },
      {
        title: "Social and Political Life: Markets Around Us",
        summary:
          "Looks at different kinds of markets — weekly markets, neighbourhood shops, shopping complexes and malls — and the chain of markets that links producers to buyers.",
        lessons: [
          {
            title: "Weekly Markets and Neighbourhood Shops",
            minutes: 12,
            summary:
              "A weekly market is held on a particular day of the week in a place; it has no permanent shops, and traders set up stalls for the day and move on. Because traders have low costs and compete with each other, goods are often cheaper, and people can bargain. Neighbourhood shops are permanent and nearby, sell daily needs and often give goods on credit to regular customers.",
          },
          {
            title: "Shopping Complexes and Malls",
            minutes: 10,
            summary:
              "In cities there are large shopping complexes and multi-storeyed, air-conditioned malls with shops selling branded goods. Branded goods are more expensive, partly because of advertising and the high cost of running such shops. Fewer people can afford to shop in malls.",
          },
          {
            title: "Chain of Markets and Markets Everywhere",
            minutes: 12,
            summary:
              "Goods are produced in factories, farms and homes, but we buy them in small quantities. Wholesale traders buy in large quantities and sell to retailers, who sell to consumers; this links producers and consumers in a chain of markets, with each trader earning a profit. Today we can also buy by phone and over the internet, but markets do not give equal opportunities to all: small traders earn little, while big businesses earn more.",
          },
        ],
        questions: [],
        assignment: {
          title: "Market Survey",
          instructions:
            "Visit a weekly market, a neighbourhood shop or a shopping complex near you with an adult. Note five items, their prices, and how sellers and buyers interact. Write about 150 words comparing what you saw with the chapter.",
          maxMarks: 15,
        },
      },
      {
        title: "Social and Political Life: A Shirt in the Market",
        summary:
          "Follows a cotton shirt from the farmer to the consumer, showing how a chain of markets links people and how the gains are shared very unequally.",
        lessons: [
          {
            title: "The Cotton Farmer",
            minutes: 12,
            summary:
              "Swapna, a small farmer in Kurnool (Andhra Pradesh), grows cotton. Growing cotton needs costly fertilisers and pesticides, so she borrows money from a local trader on the condition that she sells her cotton to him. At harvest the trader offers her a low price, and she has no choice but to accept, earning very little for months of hard work.",
          },
          {
            title: "Weavers and the Putting-Out System",
            minutes: 12,
            summary:
              "The cotton is made into yarn, and at the cloth market in Erode (Tamil Nadu) merchants give yarn to weavers, who weave it into cloth at home and sell it back to the merchant. This arrangement is called the putting-out system; weavers save the cost of buying yarn but earn very little, while merchants gain more. Some weavers form cooperatives to get a fairer price.",
          },
          {
            title: "The Garment Factory and the Foreign Buyer",
            minutes: 12,
            summary:
              "A garment exporter near Delhi buys the cloth and has shirts stitched in a factory, where workers are paid low wages and many women are employed on a temporary basis. The shirts are sold to foreign buyers who sell them at many times the cost in supermarkets abroad. The businessman in the chain earns the largest profit, while the farmer, weaver and worker gain the least — showing that the market is not fair to everyone and that those with more money and power benefit most.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 7,
    slug: "hindi",
    name: "Hindi",
    description:
      "एनसीईआरटी की पाठ्यपुस्तक 'वसंत भाग 2' की कविताओं, कहानियों, निबंधों और संस्मरणों के माध्यम से कक्षा 7 के लिए हिंदी भाषा और साहित्य का अध्ययन।",
    color: "red",
    isFree: false,
    textbook:
      "वसंत भाग 2 — कक्षा 7 के लिए हिंदी की पाठ्यपुस्तक (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "हम पंछी उन्मुक्त गगन के",
        summary:
          "शिवमंगल सिंह 'सुमन' की इस कविता में पिंजरे में बंद पक्षी स्वतंत्रता का महत्व बताते हैं। कविता सिखाती है कि सुख-सुविधाओं से भरी पराधीनता से संघर्ष भरी आज़ादी कहीं अच्छी है।",
        lessons: [
          {
            title: "कविता का भाव",
            minutes: 10,
            summary:
              "पक्षी कहते हैं कि वे खुले आकाश में उड़ने वाले हैं, इसलिए पिंजरे में बंद होकर गा नहीं पाएँगे। सोने की तीलियों से टकराकर उनके कोमल पंख टूट जाएँगे। वे बहता जल पीने वाले हैं; सोने की कटोरी में रखी मैदा से उन्हें नीम की कड़वी निबौरी ही अच्छी लगती है।",
          },
          {
            title: "पक्षियों के अरमान",
            minutes: 8,
            summary:
              "पक्षियों की इच्छा थी कि वे नीले आकाश की सीमा तक उड़ें और लाल किरण-सी चोंच खोलकर तारों रूपी अनार के दाने चुगें। वे कहते हैं कि चाहे उनका घोंसला और टहनी का आश्रय छीन लो, पर जब पंख दिए हैं तो उनकी उड़ान में बाधा मत डालो। कवि पक्षियों के बहाने मनुष्य के लिए भी स्वतंत्रता का महत्व बताते हैं।",
          },
          {
            title: "शब्द-सौंदर्य और अभ्यास",
            minutes: 8,
            summary:
              "कविता में 'कनक-तीलियाँ', 'स्वर्ण-शृंखला' और 'तारक-अनार' जैसे सुंदर शब्द-युग्म हैं। 'लाल किरण-सी चोंच' में उपमा अलंकार है, क्योंकि चोंच की तुलना किरण से की गई है। कविता को लय के साथ पढ़ने और उसका भाव अपने शब्दों में लिखने का अभ्यास करें।",
          },
        ],
        questions: [],
        assignment: {
          title: "आज़ादी पर अनुच्छेद",
          instructions:
            "'स्वतंत्रता सबसे बड़ा सुख है' विषय पर लगभग 120 शब्दों का अनुच्छेद लिखिए। अपने उत्तर में कविता की कम से कम दो पंक्तियों का उल्लेख कीजिए।",
          maxMarks: 10,
        },
      },
      {
        title: "हिमालय की बेटियाँ",
        summary:
          "नागार्जुन के इस निबंध में हिमालय से निकलने वाली नदियों को हिमालय की बेटियाँ कहा गया है। लेखक बताते हैं कि दूर से शांत और गंभीर दिखने वाली नदियाँ पहाड़ों में चंचल बालिकाओं जैसी लगती हैं।",
        lessons: [
          {
            title: "दूर से और पास से नदियाँ",
            minutes: 10,
            summary:
              "लेखक ने पहले इन नदियों को मैदानों में देखा था, जहाँ वे किसी शांत, गंभीर और सम्मानित महिला की तरह धीरे-धीरे बहती दिखती थीं। हिमालय की यात्रा में उन्होंने पाया कि वही नदियाँ वहाँ उछलती-कूदती, खिलखिलाती चंचल बालिकाओं जैसी हैं। पहाड़ों की ऊँचाई पर वे बर्फ़ से पिघलकर निकलती हैं और घाटियों में अठखेलियाँ करती हैं।",
          },
          {
            title: "नदियों से मानवीय रिश्ते",
            minutes: 10,
            summary:
              "हमारे यहाँ नदियों को माता माना जाता है, पर लेखक उन्हें बेटी, प्रेयसी और बहन के रूप में भी देखते हैं। वे याद करते हैं कि कालिदास के 'मेघदूत' में यक्ष ने मेघ से वेत्रवती (बेतवा) नदी के प्रति प्रेम प्रकट करने को कहा था। सिंधु और ब्रह्मपुत्र जैसी महानदियों को वे हिमालय के पिघले हुए दयालु हृदय की धाराएँ बताते हैं।",
          },
          {
            title: "निबंध की भाषा",
            minutes: 8,
            summary:
              "इस निबंध में नदियों का मानवीकरण किया गया है, यानी उन्हें मनुष्यों जैसे गुण दिए गए हैं। लेखक की भाषा चित्रात्मक है, जिससे पढ़ते हुए आँखों के सामने दृश्य बन जाता है। नदियाँ हमारे जीवन का आधार हैं, इसलिए उन्हें स्वच्छ रखना हमारा कर्तव्य है।",
          },
        ],
        questions: [],
      },
      {
        title: "कठपुतली",
        summary:
          "भवानीप्रसाद मिश्र की इस कविता में धागों से बँधी कठपुतली स्वतंत्र होने की इच्छा प्रकट करती है। कविता स्वतंत्रता की चाह के साथ उससे जुड़ी ज़िम्मेदारी का भी बोध कराती है।",
        lessons: [
          {
            title: "कठपुतली का गुस्सा",
            minutes: 8,
            summary:
              "कठपुतली गुस्से से उबलकर कहती है कि उसके आगे-पीछे ये धागे क्यों बँधे हैं। वह चाहती है कि धागे तोड़ दिए जाएँ और उसे अपने पाँवों पर खड़ा होने दिया जाए। यह पराधीनता के विरुद्ध उसका विद्रोह है।",
          },
          {
            title: "स्वतंत्रता और ज़िम्मेदारी",
            minutes: 10,
            summary:
              "पहली कठपुतली की बात सुनकर दूसरी कठपुतलियाँ भी कहती हैं कि उन्हें भी अपने मन के अनुसार चलना है। तब पहली कठपुतली सोच में पड़ जाती है कि उसके मन में यह कैसी इच्छा जगी, क्योंकि अब सबकी स्वतंत्रता की ज़िम्मेदारी उस पर है। कविता बताती है कि आज़ादी पाने से पहले उसके परिणामों और ज़िम्मेदारियों को समझना ज़रूरी है।",
          },
        ],
        questions: [],
      },
      {
        title: "मिठाईवाला",
        summary:
          "भगवतीप्रसाद वाजपेयी की इस कहानी में एक फेरीवाला कभी खिलौने, कभी मुरली और कभी मिठाई बेचता है। उसके मधुर स्वर और सस्ते दामों के पीछे अपने खोए हुए बच्चों की याद और गहरा दुख छिपा है।",
        lessons: [
          {
            title: "खिलौनेवाला, मुरलीवाला और मिठाईवाला",
            minutes: 12,
            summary:
              "गली में एक फेरीवाला मधुर स्वर में गाकर पहले खिलौने बेचता है, कुछ महीने बाद मुरली और फिर मिठाई बेचने आता है। वह बच्चों को बहुत सस्ते दामों पर चीज़ें देता है और उनसे प्यार से बात करता है। बच्चे उसकी आवाज़ सुनते ही उसके पास दौड़ पड़ते हैं।",
          },
          {
            title: "रोहिणी और मिठाईवाले का रहस्य",
            minutes: 12,
            summary:
              "रोहिणी उसकी आवाज़ पहचानकर उससे उसके जीवन के बारे में पूछती है। मिठाईवाला बताता है कि वह कभी अपने नगर का प्रतिष्ठित और संपन्न व्यक्ति था, पर उसकी पत्नी और दोनों बच्चों की मृत्यु हो गई। अब वह बच्चों के बीच घूमकर उनमें अपने बच्चों की झलक देखता है; पैसा उसके लिए महत्वपूर्ण नहीं, बच्चों की खुशी ही उसका सुख है।",
          },
          {
            title: "कहानी से सीख",
            minutes: 8,
            summary:
              "कहानी दिखाती है कि दुख को दूसरों की खुशी में बदला जा सकता है। मिठाईवाले का व्यवहार स्नेह, धैर्य और मानवता का उदाहरण है। हमें किसी व्यक्ति को केवल उसके काम या पहनावे से नहीं आँकना चाहिए, क्योंकि हर व्यक्ति के पीछे उसकी अपनी कहानी होती है।",
          },
        ],
        questions: [],
      },
      {
        title: "पापा खो गए",
        summary:
          "विजय तेंदुलकर के इस नाटक में पेड़, बिजली का खंभा, लैटरबक्स, कौआ और एक पोस्टर की लड़की जैसे निर्जीव पात्र मिलकर एक खोई हुई बच्ची को एक बदमाश से बचाते हैं।",
        lessons: [
          {
            title: "अनोखे पात्र",
            minutes: 10,
            summary:
              "नाटक रात के समय एक सड़क के किनारे घटता है। यहाँ पेड़, बिजली का खंभा, लैटरबक्स और दीवार पर लगे पोस्टर की नाचने वाली लड़की आपस में बातें करते हैं, और एक कौआ भी उनके साथ है। लेखक ने निर्जीव वस्तुओं को बोलने वाले पात्र बनाकर नाटक को रोचक बनाया है।",
          },
          {
            title: "बच्ची की रक्षा",
            minutes: 12,
            summary:
              "एक आदमी एक छोटी बच्ची को बहला-फुसलाकर उठा लाता है, जो अपना पता नहीं बता पाती। सारे पात्र मिलकर उस आदमी को डराकर भगा देते हैं और बच्ची की रक्षा करते हैं। अंत में वे सोचते हैं कि बच्ची को उसके पापा तक कैसे पहुँचाया जाए, और दर्शकों से भी इसमें मदद की अपेक्षा की जाती है।",
          },
          {
            title: "नाटक का संदेश",
            minutes: 8,
            summary:
              "नाटक बच्चों को अजनबियों से सावधान रहने और अपना पूरा पता याद रखने की सीख देता है। यह भी दिखाता है कि मिलकर काम करने से बड़ी मुश्किल हल हो सकती है। नाटक को पढ़ते समय संवाद और मंच-निर्देशों पर ध्यान दें, और कक्षा में इसका अभिनय करके देखें।",
          },
        ],
        questions: [],
        assignment: {
          title: "नाटक का मंचन",
          instructions:
            "चार-पाँच साथियों के समूह में 'पापा खो गए' के किसी एक दृश्य का अभिनय तैयार कीजिए। साथ में लगभग 100 शब्दों में लिखिए कि आपके पात्र का स्वभाव कैसा है और आपने उसे कैसे निभाया।",
          maxMarks: 20,
        },
      },
      {
        title: "शाम – एक किसान",
        summary:
          "सर्वेश्वर दयाल सक्सेना की इस कविता में जाड़े की शाम के प्राकृतिक दृश्य का चित्रण एक किसान के रूप में किया गया है।",
        lessons: [
          {
            title: "पहाड़ बना किसान",
            minutes: 10,
            summary:
              "कवि को शाम का पहाड़ एक बैठे हुए किसान जैसा लगता है, जिसने आकाश का साफ़ा बाँध रखा है और सूरज की चिलम पी रहा है। घुटनों पर पड़ी नदी चादर-सी लगती है, और पास में दहकता पलाश का जंगल अँगीठी जैसा दिखता है। पूर्व दिशा में सिमटा अँधेरा भेड़ों के झुंड जैसा लगता है।",
          },
          {
            title: "दृश्य का बदलना",
            minutes: 8,
            summary:
              "अचानक मोर बोलता है, मानो किसी ने पुकारा हो — 'सुनते हो'। चिलम उलट जाती है, धुआँ उठता है, सूरज डूब जाता है और चारों ओर अँधेरा छा जाता है। कवि ने उपमा और मानवीकरण की सहायता से शाम से रात होने का सुंदर, गतिशील चित्र खींचा है।",
          },
        ],
        questions: [],
      },
      {
        title: "अपूर्व अनुभव",
        summary:
          "तेत्सुको कुरियानागी की पुस्तक 'तोत्तो-चान' के इस अंश में तोत्तो-चान पोलियो से पीड़ित अपने मित्र यासुकी-चान को बड़ी मेहनत से अपने पेड़ पर चढ़ाती है।",
        lessons: [
          {
            title: "तोत्तो-चान और यासुकी-चान",
            minutes: 10,
            summary:
              "जापान के तोमोए स्कूल में हर बच्चे का अपना एक पेड़ था, जिस पर वह चढ़ता था। यासुकी-चान पोलियो के कारण पेड़ पर नहीं चढ़ सकता था, इसलिए तोत्तो-चान ने उसे अपने पेड़ पर बुलाने का निश्चय किया। दोनों ने यह बात अपने माता-पिता से छिपाकर रखी।",
          },
          {
            title: "कठिन प्रयास और सफलता",
            minutes: 12,
            summary:
              "तोत्तो-चान चौकीदार के छप्पर से एक तिपाई-सीढ़ी घसीटकर लाई और उसे पेड़ से टिकाया। बहुत पसीना बहाकर, कई बार गिरते-गिरते, उसने यासुकी-चान को ऊपर खींच लिया और दोनों पेड़ की डाल पर बैठकर बातें करने लगे। यासुकी-चान के लिए पेड़ पर चढ़ने का यह पहला और अंतिम, अपूर्व अनुभव था।",
          },
          {
            title: "मित्रता और साहस की सीख",
            minutes: 8,
            summary:
              "यह पाठ सच्ची मित्रता, दृढ़ निश्चय और दूसरों की सहायता करने की भावना सिखाता है। तोत्तो-चान ने दिखाया कि लगन हो तो कठिन काम भी संभव हो जाता है। हमें दिव्यांग साथियों को भी हर अनुभव में शामिल करने का प्रयास करना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "रहीम के दोहे",
        summary:
          "कवि रहीम के दोहों में सच्चे मित्र की पहचान, परोपकार, सहनशीलता और जीवन-व्यवहार से जुड़ी सीखें सरल भाषा में दी गई हैं।",
        lessons: [
          {
            title: "सच्चे मित्र की पहचान",
            minutes: 10,
            summary:
              "रहीम कहते हैं कि जब हमारे पास संपत्ति होती है तो बहुत-से लोग सगे-संबंधी बन जाते हैं, पर विपत्ति की कसौटी पर जो खरे उतरें वही सच्चे मित्र हैं। मछली और जल के उदाहरण से वे बताते हैं कि जाल पड़ने पर जल तो मछली को छोड़कर बह जाता है, पर मछली जल का मोह नहीं छोड़ती और उसके बिना प्राण दे देती है।",
          },
          {
            title: "परोपकार और सहनशीलता",
            minutes: 10,
            summary:
              "पेड़ अपने फल स्वयं नहीं खाते और सरोवर अपना पानी स्वयं नहीं पीते; इसी तरह सज्जन दूसरों के हित के लिए संपत्ति जोड़ते हैं। रहीम कहते हैं कि जैसे धरती सर्दी, गर्मी और वर्षा सब सहती है, वैसे ही शरीर को भी सुख-दुख सहन करना चाहिए। क्वार के खाली बादलों की तरह निर्धन हुए धनी केवल पुरानी बातें करते रहते हैं।",
          },
          {
            title: "दोहा छंद और अभ्यास",
            minutes: 8,
            summary:
              "दोहा दो पंक्तियों का छंद है, जिसमें कम शब्दों में गहरी बात कही जाती है। रहीम के दोहे ब्रज भाषा में हैं और इनमें रोज़मर्रा के उदाहरणों से जीवन की सच्चाई समझाई गई है। दोहों को कंठस्थ करें और उनके अर्थ अपने शब्दों में लिखें।",
          },
        ],
        questions: [],
        assignment: {
          title: "दोहों का अर्थ और उदाहरण",
          instructions:
            "पाठ के किन्हीं तीन दोहों को लिखकर उनका अर्थ अपने शब्दों में लिखिए। प्रत्येक दोहे के लिए अपने जीवन या आस-पास की कोई एक घटना बताइए जो उस दोहे की सीख से मेल खाती हो।",
          maxMarks: 15,
        },
      },
      {
        title: "एक तिनका",
        summary:
          "अयोध्यासिंह उपाध्याय 'हरिऔध' की इस कविता में एक छोटा-सा तिनका घमंडी व्यक्ति का घमंड तोड़ देता है।",
        lessons: [
          {
            title: "घमंड और तिनका",
            minutes: 8,
            summary:
              "कवि बताते हैं कि एक दिन वे घमंड में ऐंठे हुए मुँडेर पर खड़े थे, तभी दूर से उड़ता हुआ एक तिनका उनकी आँख में आ पड़ा। वे बेचैन हो गए, आँख लाल होकर दुखने लगी, और लोग कपड़े की मूँठ देकर तिनका निकालने की कोशिश करने लगे। उस समय उनकी सारी ऐंठ दबे पाँव भाग गई।",
          },
          {
            title: "कविता की सीख",
            minutes: 8,
            summary:
              "जब तिनका किसी तरह निकल गया, तब उनकी समझ ने ताना दिया कि तू इतना ऐंठता क्यों था, तेरे लिए तो एक तिनका ही बहुत है। कविता सिखाती है कि मनुष्य को कभी घमंड नहीं करना चाहिए, क्योंकि छोटी-सी चीज़ भी उसे असहाय बना सकती है। विनम्रता ही सच्चा गुण है।",
          },
        ],
        questions: [],
      },
      {
        title: "खानपान की बदलती तसवीर",
        summary:
          "प्रयाग शुक्ल के इस निबंध में पिछले कुछ दशकों में हमारे खानपान में आए बदलावों, उनके लाभों और उनसे जुड़ी चिंताओं पर विचार किया गया है।",
        lessons: [
          {
            title: "खानपान की मिश्रित संस्कृति",
            minutes: 10,
            summary:
              "पहले अलग-अलग प्रदेशों के अपने विशेष व्यंजन होते थे, पर अब दक्षिण भारत के इडली-डोसा उत्तर भारत में और उत्तर भारत के व्यंजन दक्षिण में आम हो गए हैं। फ़ास्ट फ़ूड, नूडल्स और तैयार खाने की चीज़ें भी घर-घर पहुँच गई हैं। लेखक इसे खानपान की 'मिश्रित संस्कृति' कहते हैं, जिसने एक प्रदेश को दूसरे प्रदेश की संस्कृति से जोड़ा है।",
          },
          {
            title: "बदलाव के लाभ और चिंताएँ",
            minutes: 12,
            summary:
              "इस बदलाव से समय की बचत हुई है, अनेक व्यंजन सबको मिलने लगे हैं और राष्ट्रीय एकता को बल मिला है। पर लेखक चिंता जताते हैं कि स्थानीय व्यंजन धीरे-धीरे लुप्त हो रहे हैं, और बाज़ार की चीज़ों की गुणवत्ता व शुद्धता पर भरोसा नहीं रहा। वे कहते हैं कि नए व्यंजन अपनाते हुए भी हमें स्थानीय खानपान को सहेजकर रखना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "नीलकंठ",
        summary:
          "महादेवी वर्मा के इस रेखाचित्र में उनके पाले हुए मोर नीलकंठ, मोरनी राधा और बाद में आई मोरनी कुब्जा की मार्मिक कहानी है।",
        lessons: [
          {
            title: "नीलकंठ और राधा का आगमन",
            minutes: 12,
            summary:
              "लेखिका एक चिड़ियावाले से मोर के दो छोटे बच्चे खरीदकर लाईं, जिनका नाम उन्होंने नीलकंठ और राधा रखा। बड़ा होकर नीलकंठ बहुत सुंदर हुआ और जालीघर के सभी पशु-पक्षियों का संरक्षक बन गया। बादलों के गरजने पर वह पंख फैलाकर मनमोहक नृत्य करता था।",
          },
          {
            title: "नीलकंठ का साहस और स्नेह",
            minutes: 10,
            summary:
              "एक बार एक साँप ने खरगोश के छोटे बच्चे को पकड़ लिया। नीलकंठ ने झपटकर साँप पर प्रहार किया और बच्चे को बचा लिया, फिर रात भर उसे अपने पंखों के नीचे गरमी देता रहा। इस घटना से उसकी वीरता और कोमलता दोनों का पता चलता है।",
          },
          {
            title: "कुब्जा का आना और नीलकंठ का अंत",
            minutes: 10,
            summary:
              "बाद में लेखिका एक और मोरनी लाईं, जिसका नाम कुब्जा पड़ा। वह ईर्ष्यालु थी, राधा को नीलकंठ के पास नहीं आने देती थी और उसने राधा के अंडे भी तोड़ दिए। इस दुख से नीलकंठ उदास रहने लगा और एक दिन उसकी मृत्यु हो गई; लेखिका ने उसे गंगा की धारा को समर्पित किया। यह पाठ पशु-पक्षियों के प्रति प्रेम और संवेदना जगाता है।",
          },
        ],
        questions: [],
        assignment: {
          title: "मेरा प्रिय पशु या पक्षी",
          instructions:
            "किसी ऐसे पशु या पक्षी के बारे में लगभग 150 शब्दों में लिखिए जिसे आपने पाला हो या पास से देखा हो। उसके रूप, स्वभाव और किसी यादगार घटना का वर्णन कीजिए, जैसे महादेवी वर्मा ने नीलकंठ का किया है।",
          maxMarks: 15,
        },
      },
      {
        title: "भोर और बरखा",
        summary:
          "मीराबाई के दो पदों में एक में भोर होने पर बालक कृष्ण को जगाने का और दूसरे में सावन की वर्षा का सुंदर वर्णन है।",
        lessons: [
          {
            title: "पहला पद: भोर",
            minutes: 8,
            summary:
              "'जागो बंसीवारे ललना' पद में माता यशोदा बंसी बजाने वाले कृष्ण को प्यार से जगाती हैं। वे कहती हैं कि रात बीत गई है, भोर हो गई है, घर-घर के दरवाज़े खुल गए हैं, गोपियाँ दही मथ रही हैं और ग्वाल-बाल द्वार पर खड़े जयकार कर रहे हैं। पद में वात्सल्य भाव (माँ का बच्चे के प्रति प्रेम) दिखाई देता है।",
          },
          {
            title: "दूसरा पद: बरखा",
            minutes: 8,
            summary:
              "'बरसे बदरिया सावन की' पद में मीरा सावन की मनभावन वर्षा का वर्णन करती हैं। बादल उमड़-घुमड़कर चारों ओर से आते हैं, बिजली चमकती है और नन्ही-नन्ही बूँदें बरसती हैं। मीरा को इस वर्षा में अपने प्रभु कृष्ण के आने की आहट सुनाई देती है, और वे आनंद से भर उठती हैं।",
          },
          {
            title: "मीराबाई और उनकी भाषा",
            minutes: 6,
            summary:
              "मीराबाई कृष्ण की अनन्य भक्त थीं और उन्होंने अपने पदों में कृष्ण के प्रति प्रेम और भक्ति प्रकट की। उनके पदों की भाषा राजस्थानी मिश्रित ब्रज है और वे गाए जाने के लिए रचे गए हैं। पदों को लय के साथ गाकर पढ़ने से उनका सौंदर्य और बढ़ जाता है।",
          },
        ],
        questions: [],
      },
      {
        title: "वीर कुँवर सिंह",
        summary:
          "यह पाठ 1857 के स्वतंत्रता संग्राम के वीर सेनानी कुँवर सिंह के जीवन, साहस और देशप्रेम का परिचय देता है।",
        lessons: [
          {
            title: "कुँवर सिंह का जीवन",
            minutes: 10,
            summary:
              "कुँवर सिंह बिहार के जगदीशपुर के रहने वाले थे। बचपन से ही उन्हें घुड़सवारी, तलवारबाज़ी और कुश्ती का शौक था। वे उदार और जनता के हितैषी थे, और उन्होंने लोगों के कल्याण के लिए अनेक काम करवाए।",
          },
          {
            title: "1857 का संग्राम",
            minutes: 12,
            summary:
              "1857 में जब अंग्रेज़ों के विरुद्ध संग्राम छिड़ा, तब कुँवर सिंह लगभग अस्सी वर्ष के थे, फिर भी उन्होंने आगे बढ़कर नेतृत्व किया। उन्होंने कई स्थानों पर अंग्रेज़ी सेना से लोहा लिया और अपनी युद्ध-कुशलता से उन्हें कई बार हराया। गंगा पार करते समय एक गोली उनकी बाँह में लगी, तो उन्होंने स्वयं तलवार से बाँह काटकर गंगा को अर्पित कर दी।",
          },
          {
            title: "प्रेरणा के स्रोत",
            minutes: 8,
            summary:
              "घायल होने के बावजूद कुँवर सिंह ने हिम्मत नहीं हारी और जगदीशपुर लौटकर अपनी धरती को अंग्रेज़ों से मुक्त कराया; कुछ ही समय बाद उनका देहांत हो गया। उनकी वीरता, त्याग और देशभक्ति आज भी लोगों को प्रेरित करती है, और लोकगीतों में उनकी कहानियाँ गाई जाती हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "संघर्ष के कारण मैं तुनुकमिज़ाज हो गया : धनराज",
        summary:
          "यह पाठ हॉकी खिलाड़ी धनराज पिल्लै से विनीता पाण्डेय द्वारा लिया गया साक्षात्कार है, जिसमें वे अपने संघर्ष भरे जीवन और सफलता के बारे में बताते हैं।",
        lessons: [
          {
            title: "गरीबी में बचपन",
            minutes: 10,
            summary:
              "धनराज का बचपन पुणे के पास खिड़की नामक स्थान पर बड़ी गरीबी में बीता। हॉकी स्टिक खरीदने के पैसे न होने के कारण वे साथियों से उधार लेकर खेलते थे। कठिन परिस्थितियों में भी उन्होंने लगन से अभ्यास किया और आगे चलकर भारतीय हॉकी टीम तक पहुँचे।",
          },
          {
            title: "तुनुकमिज़ाजी और माँ की सीख",
            minutes: 10,
            summary:
              "धनराज मानते हैं कि बचपन के संघर्ष और असुरक्षा की भावना के कारण वे तुनुकमिज़ाज (जल्दी नाराज़ होने वाले) हो गए। वे भावुक भी हैं और गलती होने पर माफ़ी माँगने में संकोच नहीं करते। उनकी माँ ने उन्हें सिखाया कि प्रसिद्धि को कभी सिर पर हावी न होने दें और हमेशा विनम्र बने रहें।",
          },
          {
            title: "साक्षात्कार विधा",
            minutes: 8,
            summary:
              "साक्षात्कार में एक व्यक्ति प्रश्न पूछता है और दूसरा उत्तर देता है, जिससे उत्तर देने वाले के जीवन और विचारों का पता चलता है। इस पाठ से सीखें कि अच्छे प्रश्न कैसे तैयार किए जाते हैं। अपने आस-पास के किसी व्यक्ति का छोटा साक्षात्कार लेकर इस विधा का अभ्यास करें।",
          },
        ],
        questions: [],
        assignment: {
          title: "एक साक्षात्कार लीजिए",
          instructions:
            "अपने आस-पास के किसी खिलाड़ी, शिक्षक या परिश्रमी व्यक्ति से पाँच-छह प्रश्न पूछकर छोटा साक्षात्कार लीजिए। प्रश्न और उत्तर लिखकर अंत में बताइए कि उनके जीवन से आपने क्या सीखा।",
          maxMarks: 20,
        },
      },
      {
        title: "आश्रम का अनुमानित व्यय",
        summary:
          "इस पाठ में महात्मा गांधी द्वारा अहमदाबाद में आश्रम आरंभ करते समय तैयार किया गया उसके खर्च का अनुमानित लेखा-जोखा दिया गया है।",
        lessons: [
          {
            title: "लेखा-जोखा क्या है?",
            minutes: 8,
            summary:
              "किसी काम को शुरू करने से पहले उस पर होने वाले खर्च का अनुमान लगाना अनुमानित व्यय या बजट कहलाता है। गांधीजी ने आश्रम में रहने वाले लोगों के लिए आवश्यक सामान, बर्तनों, पुस्तकों और भोजन आदि के खर्च का विस्तृत हिसाब तैयार किया। यह पाठ एक लेखा-जोखा के रूप में है, कहानी या कविता के रूप में नहीं।",
          },
          {
            title: "सादगी और मितव्ययिता",
            minutes: 10,
            summary:
              "इस लेखा-जोखा से पता चलता है कि गांधीजी हर छोटी-बड़ी चीज़ का हिसाब रखते थे और अनावश्यक खर्च से बचते थे। आश्रम का जीवन सादा था और लोग अपना काम स्वयं करते थे। पाठ हमें योजना बनाकर, सोच-समझकर और कम खर्च में काम चलाने (मितव्ययिता) की सीख देता है।",
          },
        ],
        questions: [],
      },
    ],
  },
];
