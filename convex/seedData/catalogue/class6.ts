import type { SeedSubject } from "./types";

export const CLASS_6: SeedSubject[] = [
  // ───────────────────────────── MATHEMATICS ─────────────────────────────
  {
    grade: 6,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Explore patterns, numbers, shapes, fractions and integers through puzzles and hands-on activities, following NCERT's Ganita Prakash.",
    color: "blue",
    isFree: true,
    textbook:
      "Ganita Prakash — Textbook of Mathematics for Grade 6 (NCERT, NCF-2023, first edition 2024)",
    chapters: [
      {
        title: "Patterns in Mathematics",
        summary:
          "Mathematics is the search for patterns and their explanations. This chapter studies famous number sequences (odd numbers, triangular numbers, squares, cubes, Virahanka numbers, powers of 2), pictures them with dots and shapes, and discovers surprising relations between them.",
        lessons: [
          {
            title: "What Is Mathematics? Number Sequences",
            minutes: 12,
            summary:
              "A sequence is a list of numbers that follows a rule. Some important ones are the counting numbers (1, 2, 3, …), odd numbers (1, 3, 5, …), even numbers (2, 4, 6, …), square numbers (1, 4, 9, 16, …), cube numbers (1, 8, 27, 64, …) and powers of 2 (1, 2, 4, 8, 16, …). The Virahanka numbers 1, 2, 3, 5, 8, 13, … follow the rule 'add the two previous numbers' and were described by Indian scholars studying rhythms in poetry.",
          },
          {
            title: "Visualising Number Sequences",
            minutes: 10,
            summary:
              "Many sequences get their names from pictures. Triangular numbers (1, 3, 6, 10, 15, …) are the numbers of dots that can be arranged in a triangle, and square numbers are dots arranged in a square. Drawing the dots helps us see why the rules work: each new triangle adds one more row than the last, so 10 + 5 = 15.",
          },
          {
            title: "Relations Among Number Sequences",
            minutes: 14,
            summary:
              "Adding odd numbers from 1 always gives a square: 1 + 3 + 5 + 7 = 16 = 4 × 4. Adding two consecutive triangular numbers also gives a square, for example 6 + 10 = 16. Counting up and back down, 1 + 2 + … + n + … + 2 + 1, equals n × n. Mathematicians look for such connections and then try to explain why they are always true.",
          },
          {
            title: "Patterns in Shapes",
            minutes: 10,
            summary:
              "Shapes form sequences too. Regular polygons have 3, 4, 5, 6, … sides, so their numbers of sides are counting numbers starting from 3. When every pair of points is joined by a line (a complete graph), 2, 3, 4, 5 points need 1, 3, 6, 10 lines — the triangular numbers again. Recognising the same numbers in different places is a big part of mathematical thinking.",
          },
        ],
        questions: [
          {
            text: "What is the next number in the sequence of triangular numbers 1, 3, 6, 10, 15, …?",
            options: ["20", "21", "22", "25"],
            correct: 1,
            explanation:
              "The gaps grow by one each time: +2, +3, +4, +5, so the next gap is +6. 15 + 6 = 21.",
            difficulty: "easy",
          },
          {
            text: "What is 1 + 3 + 5 + 7 + 9?",
            options: ["16", "20", "25", "30"],
            correct: 2,
            explanation:
              "The sum of the first n odd numbers is n × n. Here there are 5 odd numbers, so the sum is 5 × 5 = 25.",
            difficulty: "easy",
          },
          {
            text: "In the Virahanka sequence 1, 2, 3, 5, 8, 13, …, which number comes next?",
            options: ["18", "21", "26", "20"],
            correct: 1,
            explanation:
              "Each Virahanka number is the sum of the two before it: 8 + 13 = 21.",
            difficulty: "medium",
          },
          {
            text: "Which of these numbers is both a square number and a cube number?",
            options: ["64", "16", "27", "100"],
            correct: 0,
            explanation:
              "64 = 8 × 8 (a square) and 64 = 4 × 4 × 4 (a cube). 16 and 100 are only squares, and 27 is only a cube.",
            difficulty: "medium",
          },
          {
            text: "What do you get when you add the 4th and 5th triangular numbers?",
            options: ["20", "24", "25", "30"],
            correct: 2,
            explanation:
              "The 4th triangular number is 10 and the 5th is 15. 10 + 15 = 25 = 5 × 5, a square number, as the pattern predicts.",
            difficulty: "medium",
          },
          {
            text: "What is 1 + 2 + 3 + … + 99 + 100 + 99 + … + 3 + 2 + 1?",
            options: ["5,050", "9,900", "10,100", "10,000"],
            correct: 3,
            explanation:
              "Counting up to n and back down to 1 gives n × n. With n = 100 the sum is 100 × 100 = 10,000.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Pattern Hunt Poster",
          instructions:
            "Make a poster showing the first six triangular numbers and the first six square numbers as dot pictures. Below them, show with dots why adding two consecutive triangular numbers gives a square number.",
          maxMarks: 15,
        },
      },
      {
        title: "Lines and Angles",
        summary:
          "This chapter introduces the basic building blocks of geometry — points, line segments, lines and rays — and then angles: how they are formed, named, compared, measured with a protractor in degrees and classified.",
        lessons: [
          {
            title: "Points, Line Segments, Lines and Rays",
            minutes: 10,
            summary:
              "A point marks an exact location and is named with a capital letter. A line segment AB is the straight path between two points and has a fixed length. A line extends endlessly in both directions, and a ray starts at one point and goes on endlessly in one direction. Exactly one line can be drawn through two different points.",
          },
          {
            title: "Angles and Their Parts",
            minutes: 10,
            summary:
              "An angle is formed by two rays that start from the same point, called the vertex; the rays are the arms. An angle measures the amount of turn from one arm to the other. The angle with vertex B and arms BA and BC is written ∠ABC, with the vertex letter in the middle.",
          },
          {
            title: "Measuring Angles with a Protractor",
            minutes: 14,
            summary:
              "A full turn is divided into 360 equal parts called degrees (°), so a half turn is 180° and a quarter turn is 90°. To measure an angle, place the protractor's centre on the vertex, line up the base line with one arm, and read where the other arm crosses the scale, starting from 0 on the first arm.",
          },
          {
            title: "Types of Angles",
            minutes: 10,
            summary:
              "An acute angle is less than 90°, a right angle is exactly 90°, and an obtuse angle is between 90° and 180°. A straight angle is exactly 180° and its arms form a straight line. A reflex angle is more than 180° but less than 360°. The hands of a clock make a 30° angle for each hour mark between them, because 360° ÷ 12 = 30°.",
          },
        ],
        questions: [
          {
            text: "How many lines can pass through two different points?",
            options: ["None", "Exactly two", "Exactly one", "Infinitely many"],
            correct: 2,
            explanation:
              "Through two distinct points exactly one straight line can be drawn. (Through a single point, infinitely many lines can pass.)",
            difficulty: "easy",
          },
          {
            text: "An angle measuring 135° is",
            options: ["obtuse", "acute", "right", "straight"],
            correct: 0,
            explanation:
              "135° is greater than 90° and less than 180°, so it is an obtuse angle.",
            difficulty: "easy",
          },
          {
            text: "What is the angle between the hands of a clock at 3 o'clock?",
            options: ["45°", "90°", "120°", "180°"],
            correct: 1,
            explanation:
              "Each hour mark is 360° ÷ 12 = 30° apart. At 3 o'clock the hands are 3 marks apart: 3 × 30° = 90°, a right angle.",
            difficulty: "medium",
          },
          {
            text: "What is the smaller angle between the hands of a clock at 4 o'clock?",
            options: ["100°", "110°", "130°", "120°"],
            correct: 3,
            explanation:
              "The hands are 4 hour marks apart, and each mark is 30°. 4 × 30° = 120°.",
            difficulty: "medium",
          },
          {
            text: "Which description fits a ray?",
            options: [
              "It has two end points",
              "It has one end point and goes on endlessly in one direction",
              "It has no end points",
              "It has one end point and a fixed length",
            ],
            correct: 1,
            explanation:
              "A ray begins at one point and extends without end in one direction. A line segment has two end points and a line has none.",
            difficulty: "medium",
          },
          {
            text: "The minute hand of a clock turns clockwise from 12 to 9. Through what angle has it turned, and what type of angle is it?",
            options: [
              "90°, a right angle",
              "180°, a straight angle",
              "270°, a reflex angle",
              "300°, a reflex angle",
            ],
            correct: 2,
            explanation:
              "From 12 to 9 clockwise is 9 hour marks, and each is 30°: 9 × 30° = 270°. Since 270° is between 180° and 360°, it is a reflex angle.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Number Play",
        summary:
          "Numbers can be explored like puzzles. This chapter plays with arrangements of numbers, digit sums, palindromes, Kaprekar's magic number 6174, the unsolved Collatz conjecture, and mental maths and estimation.",
        lessons: [
          {
            title: "Numbers Tell Us Things: Supercells and Arrangements",
            minutes: 10,
            summary:
              "Numbers can describe positions and comparisons. In a grid, a 'supercell' is a cell whose number is larger than all its neighbours, and we can reason about how many supercells are possible. Puzzles like these train us to think carefully about order and size, not just to calculate.",
          },
          {
            title: "Digits, Digit Sums and Palindromes",
            minutes: 12,
            summary:
              "The digit sum of a number is the sum of its digits; for 4,508 it is 4 + 5 + 0 + 8 = 17. A palindrome reads the same forwards and backwards, like 12321 or 363. If you reverse a number and add it to itself, repeating the step, you often reach a palindrome: 48 + 84 = 132, then 132 + 231 = 363.",
          },
          {
            title: "Kaprekar's Magic Number and the Collatz Conjecture",
            minutes: 12,
            summary:
              "The Indian mathematician D. R. Kaprekar found that if you take a 4-digit number (not all digits the same), arrange its digits into the largest and smallest numbers and subtract, then keep repeating, you always reach 6174. In the Collatz sequence you halve an even number and replace an odd number by 3 times it plus 1; every starting number tried so far reaches 1, but nobody has proved it always happens.",
          },
          {
            title: "Mental Maths and Estimation",
            minutes: 10,
            summary:
              "Clever grouping makes sums easy: 25 + 48 + 75 = (25 + 75) + 48 = 148. Estimation means finding an approximate answer quickly, for example by rounding numbers before calculating. Good estimates help us check whether an exact answer is sensible.",
          },
        ],
        questions: [
          {
            text: "Which of these numbers is a palindrome?",
            options: ["12321", "12312", "12331", "13221"],
            correct: 0,
            explanation:
              "12321 reads the same from left to right and from right to left. The others change when reversed.",
            difficulty: "easy",
          },
          {
            text: "What is the digit sum of 4,508?",
            options: ["13", "15", "17", "18"],
            correct: 2,
            explanation: "Digit sum = 4 + 5 + 0 + 8 = 17.",
            difficulty: "easy",
          },
          {
            text: "In Kaprekar's routine you subtract the smallest number made from the digits from the largest. What is the result of the first step for 3524?",
            options: ["2179", "3087", "3178", "2997"],
            correct: 1,
            explanation:
              "Largest number = 5432, smallest = 2345. 5432 − 2345 = 3087.",
            difficulty: "medium",
          },
          {
            text: "Kaprekar's routine on any 4-digit number whose digits are not all the same finally reaches which number?",
            options: ["1729", "4321", "9999", "6174"],
            correct: 3,
            explanation:
              "6174 is Kaprekar's constant: 7641 − 1467 = 6174, so once reached, the routine stays there.",
            difficulty: "medium",
          },
          {
            text: "In the Collatz sequence, an even number is halved and an odd number n becomes 3n + 1. Starting from 6, which sequence is correct?",
            options: [
              "6, 3, 9, 28, 14, 7, 22, 11",
              "6, 12, 6, 3, 1",
              "6, 3, 10, 5, 16, 8, 4, 2, 1",
              "6, 3, 10, 5, 15, 8, 4, 2, 1",
            ],
            correct: 2,
            explanation:
              "6 is even → 3; 3 is odd → 3 × 3 + 1 = 10; 10 → 5; 5 → 16; then 8, 4, 2, 1.",
            difficulty: "medium",
          },
          {
            text: "Using reverse-and-add, how many steps does 48 take to become a palindrome?",
            options: ["1", "2", "3", "4"],
            correct: 1,
            explanation:
              "Step 1: 48 + 84 = 132 (not a palindrome). Step 2: 132 + 231 = 363, which is a palindrome. So 2 steps.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Data Handling and Presentation",
        summary:
          "Data are facts and figures collected to answer questions. This chapter shows how to collect and organise data with tally marks and tables, and how to present it clearly with pictographs and bar graphs using a suitable key or scale.",
        lessons: [
          {
            title: "Collecting and Organising Data",
            minutes: 10,
            summary:
              "Before collecting data, decide the question you want to answer, such as 'Which fruit do most students in our class like?'. Tally marks help count as you collect: each vertical stroke is one, and the fifth stroke is drawn across the first four to make a bundle of five. Putting the counts in a table makes the data easy to read and compare.",
          },
          {
            title: "Pictographs",
            minutes: 12,
            summary:
              "A pictograph shows data using pictures or symbols. A key tells how much one symbol stands for, for example one picture = 10 students. Half a symbol then stands for 5 students, so 4 and a half symbols show 45 students. Always read the key before reading a pictograph.",
          },
          {
            title: "Bar Graphs and Choosing a Scale",
            minutes: 14,
            summary:
              "A bar graph uses bars of equal width whose heights (or lengths) show the values, with equal gaps between bars. When values are large, we choose a scale such as 1 unit = 50, so a bar 7 units tall shows 350. A good title, labelled axes and a sensible scale make a graph easy to understand at a glance.",
          },
        ],
        questions: [
          {
            text: "A tally shows two bundles of five (four strokes crossed by a fifth) followed by three single strokes. What number does it show?",
            options: ["8", "13", "12", "23"],
            correct: 1,
            explanation: "Each bundle is 5, so the tally shows 5 + 5 + 3 = 13.",
            difficulty: "easy",
          },
          {
            text: "What is the purpose of the key in a pictograph?",
            options: [
              "It gives the title of the graph",
              "It shows the largest value",
              "It lists the names of the people surveyed",
              "It tells how many items one symbol stands for",
            ],
            correct: 3,
            explanation:
              "The key states the value of one symbol (for example, one picture = 10 students), which is needed to read the pictograph.",
            difficulty: "easy",
          },
          {
            text: "In a pictograph, one symbol stands for 10 students. How many students do 4 and a half symbols represent?",
            options: ["40", "45", "50", "4.5"],
            correct: 1,
            explanation:
              "4 symbols = 4 × 10 = 40 students and half a symbol = 5 students, so 40 + 5 = 45.",
            difficulty: "medium",
          },
          {
            text: "A bar graph uses the scale 1 unit = 50 books. A bar is 7 units tall. How many books does it show?",
            options: ["57", "300", "350", "700"],
            correct: 2,
            explanation: "7 units × 50 books per unit = 350 books.",
            difficulty: "medium",
          },
          {
            text: "The largest value in some data is 480. Which scale lets you draw every bar at most 10 units tall?",
            options: [
              "1 unit = 10",
              "1 unit = 20",
              "1 unit = 40",
              "1 unit = 50",
            ],
            correct: 3,
            explanation:
              "The tallest bar would be 480 ÷ 10 = 48, 480 ÷ 20 = 24, 480 ÷ 40 = 12 or 480 ÷ 50 = 9.6 units. Only 1 unit = 50 keeps it within 10 units.",
            difficulty: "medium",
          },
          {
            text: "In a pictograph where 1 symbol = 4 books, Class A has 6 symbols and Class B has 3 and a half symbols. How many more books did Class A read?",
            options: ["10", "8", "12", "14"],
            correct: 0,
            explanation:
              "Class A: 6 × 4 = 24 books. Class B: 3.5 × 4 = 14 books. Difference = 24 − 14 = 10 books.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Class Survey and Bar Graph",
          instructions:
            "Ask at least 20 classmates or family members one question (for example, their favourite fruit or how they travel to school). Record the answers with tally marks, make a table, and draw a bar graph with a title, labelled axes and a suitable scale.",
          maxMarks: 20,
        },
      },
      {
        title: "Prime Time",
        summary:
          "This chapter explores multiples and factors, prime and composite numbers, the Sieve of Eratosthenes, co-prime numbers, prime factorisation and quick tests of divisibility by 2, 4, 5, 8 and 10.",
        lessons: [
          {
            title: "Common Multiples and Common Factors",
            minutes: 12,
            summary:
              "Multiples of 3 are 3, 6, 9, 12, …; a factor of a number divides it exactly, so the factors of 12 are 1, 2, 3, 4, 6 and 12. In the Idli-Vada game, players say 'idli' for multiples of 3, 'vada' for multiples of 5 and 'idli-vada' for numbers that are multiples of both — the common multiples 15, 30, 45, …",
          },
          {
            title: "Prime and Composite Numbers",
            minutes: 12,
            summary:
              "A prime number has exactly two factors, 1 and itself (2, 3, 5, 7, 11, …). A composite number has more than two factors, like 9 = 3 × 3. The number 1 is neither prime nor composite, and 2 is the only even prime. The Sieve of Eratosthenes finds primes by crossing out multiples of 2, 3, 5, 7, …; it shows there are 25 primes up to 100.",
          },
          {
            title: "Co-primes and Prime Factorisation",
            minutes: 12,
            summary:
              "Two numbers are co-prime if their only common factor is 1, like 8 and 15, even though neither is prime. Every number greater than 1 can be written as a product of primes in exactly one way (apart from order): 60 = 2 × 2 × 3 × 5. Prime factorisation helps us find common factors and common multiples easily.",
          },
          {
            title: "Divisibility Tests",
            minutes: 10,
            summary:
              "A number is divisible by 10 if it ends in 0, by 5 if it ends in 0 or 5, and by 2 if its last digit is even. It is divisible by 4 if the number formed by its last two digits is divisible by 4, and by 8 if the number formed by its last three digits is divisible by 8. For example, 5,136 is divisible by 8 because 136 = 8 × 17.",
          },
        ],
        questions: [
          {
            text: "Which of these is a prime number?",
            options: ["21", "27", "29", "33"],
            correct: 2,
            explanation:
              "29 has only the factors 1 and 29. The others are composite: 21 = 3 × 7, 27 = 3 × 9 and 33 = 3 × 11.",
            difficulty: "easy",
          },
          {
            text: "What is the prime factorisation of 60?",
            options: ["2 × 2 × 3 × 5", "2 × 3 × 10", "4 × 15", "2 × 30"],
            correct: 0,
            explanation:
              "60 = 2 × 30 = 2 × 2 × 15 = 2 × 2 × 3 × 5. The other options contain composite numbers (10, 4, 15, 30).",
            difficulty: "easy",
          },
          {
            text: "Which pair of numbers is co-prime?",
            options: ["12 and 18", "8 and 15", "9 and 21", "14 and 35"],
            correct: 1,
            explanation:
              "8 = 2 × 2 × 2 and 15 = 3 × 5 share no prime factor, so their only common factor is 1. The other pairs share 6, 3 and 7 respectively.",
            difficulty: "medium",
          },
          {
            text: "In the Idli-Vada game (idli for multiples of 3, vada for multiples of 5), at which number is 'idli-vada' said for the third time?",
            options: ["30", "15", "60", "45"],
            correct: 3,
            explanation:
              "'Idli-vada' is said for common multiples of 3 and 5: 15, 30, 45, … The third one is 45.",
            difficulty: "medium",
          },
          {
            text: "Which of these numbers is divisible by 8?",
            options: ["5,126", "5,146", "5,136", "5,156"],
            correct: 2,
            explanation:
              "Check the last three digits: 136 = 8 × 17, so 5,136 is divisible by 8. 126, 146 and 156 are not multiples of 8.",
            difficulty: "medium",
          },
          {
            text: "What is the smallest number (other than 0) that is a multiple of 4, 6 and 10?",
            options: ["30", "60", "120", "240"],
            correct: 1,
            explanation:
              "4 = 2 × 2, 6 = 2 × 3, 10 = 2 × 5, so we need 2 × 2 × 3 × 5 = 60. Check: 60 ÷ 4 = 15, 60 ÷ 6 = 10, 60 ÷ 10 = 6. (30 is not a multiple of 4.)",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Perimeter and Area",
        summary:
          "Perimeter is the distance around a closed figure and area is the amount of surface it covers. This chapter finds perimeters of rectangles, squares, triangles and regular polygons, and areas of rectangles, squares and triangles.",
        lessons: [
          {
            title: "Perimeter",
            minutes: 12,
            summary:
              "The perimeter of a closed figure is the total length of its boundary. For a rectangle, perimeter = 2 × (length + breadth); for a square, perimeter = 4 × side. A regular polygon has all sides equal, so its perimeter is the number of sides × the length of one side; a regular hexagon with 5 cm sides has perimeter 30 cm.",
          },
          {
            title: "Area and Square Units",
            minutes: 12,
            summary:
              "Area measures the region enclosed by a figure and is counted in square units, such as square centimetres (sq cm) or square metres (sq m). On squared paper we can count full squares and combine half squares. For a rectangle, area = length × breadth, and for a square, area = side × side.",
          },
          {
            title: "Area of a Triangle",
            minutes: 10,
            summary:
              "A diagonal cuts a rectangle into two identical right-angled triangles. So the area of each triangle is half the rectangle's area: a rectangle 8 cm by 6 cm has area 48 sq cm, and each triangle has area 24 sq cm. Cutting and rearranging shapes is a powerful way to compare areas.",
          },
          {
            title: "Same Perimeter, Different Area",
            minutes: 8,
            summary:
              "Figures with the same perimeter can have different areas. A 5 cm × 1 cm rectangle and a 3 cm × 3 cm square both have perimeter 12 cm, but their areas are 5 sq cm and 9 sq cm. Perimeter matters for fencing or borders; area matters for covering a surface like a floor.",
          },
        ],
        questions: [
          {
            text: "What is the perimeter of a rectangle 12 cm long and 7 cm wide?",
            options: ["19 cm", "38 cm", "84 cm", "31 cm"],
            correct: 1,
            explanation: "Perimeter = 2 × (12 + 7) = 2 × 19 = 38 cm.",
            difficulty: "easy",
          },
          {
            text: "What is the area of a square of side 9 m?",
            options: ["36 sq m", "18 sq m", "81 sq m", "72 sq m"],
            correct: 2,
            explanation:
              "Area = side × side = 9 × 9 = 81 sq m. (36 m would be its perimeter.)",
            difficulty: "easy",
          },
          {
            text: "A square has a perimeter of 64 cm. What is its area?",
            options: ["256 sq cm", "64 sq cm", "16 sq cm", "128 sq cm"],
            correct: 0,
            explanation: "Side = 64 ÷ 4 = 16 cm. Area = 16 × 16 = 256 sq cm.",
            difficulty: "medium",
          },
          {
            text: "Each side of a regular hexagon is 5 cm. What is its perimeter?",
            options: ["25 cm", "35 cm", "20 cm", "30 cm"],
            correct: 3,
            explanation: "A hexagon has 6 equal sides: 6 × 5 = 30 cm.",
            difficulty: "medium",
          },
          {
            text: "A rectangle 8 cm by 6 cm is cut along a diagonal into two triangles. What is the area of one triangle?",
            options: ["48 sq cm", "14 sq cm", "24 sq cm", "28 sq cm"],
            correct: 2,
            explanation:
              "The rectangle's area is 8 × 6 = 48 sq cm. The diagonal splits it into two equal triangles, so each has 48 ÷ 2 = 24 sq cm.",
            difficulty: "medium",
          },
          {
            text: "A rectangular park is 40 m long and 25 m wide. Fencing costs ₹20 per metre. What does it cost to fence all around the park once?",
            options: ["₹2,600", "₹1,300", "₹20,000", "₹2,000"],
            correct: 0,
            explanation:
              "Perimeter = 2 × (40 + 25) = 130 m. Cost = 130 × ₹20 = ₹2,600.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Measure Your Home",
          instructions:
            "Measure the length and breadth of two rectangular surfaces at home (for example, a table top and a room floor). Find the perimeter and area of each, showing your working, and say which measure you would need for putting a border and which for laying a mat.",
          maxMarks: 15,
        },
      },
      {
        title: "Fractions",
        summary:
          "Fractions describe parts of a whole. This chapter covers fractional units, fractions on the number line, mixed fractions, equivalent fractions and lowest terms, comparing fractions, and adding and subtracting them.",
        lessons: [
          {
            title: "Fractional Units and Measuring with Fractions",
            minutes: 10,
            summary:
              "When a whole is divided into equal parts, each part is a fractional unit: 1/2, 1/3, 1/4 and so on. The fraction 3/4 means three units of 1/4. The bottom number (denominator) tells how many equal parts make the whole, and the top number (numerator) tells how many parts we take.",
          },
          {
            title: "Fractions on the Number Line and Mixed Fractions",
            minutes: 12,
            summary:
              "To place 3/5 on a number line, split the gap from 0 to 1 into 5 equal parts and count 3 parts. Fractions larger than 1, like 7/3, can be written as mixed fractions: 7 = 2 × 3 + 1, so 7/3 = 2 and 1/3. Indian mathematicians such as Brahmagupta wrote rules for working with fractions many centuries ago.",
          },
          {
            title: "Equivalent Fractions and Lowest Terms",
            minutes: 12,
            summary:
              "Equivalent fractions name the same amount: 3/4 = 6/8 = 9/12, because multiplying the numerator and denominator by the same number does not change the value. To write a fraction in lowest terms, divide the top and bottom by their largest common factor: 18/24 = 3/4 after dividing both by 6.",
          },
          {
            title: "Comparing, Adding and Subtracting Fractions",
            minutes: 14,
            summary:
              "To compare or add fractions with different denominators, first rewrite them with a common denominator. For example, 2/5 + 1/3 = 6/15 + 5/15 = 11/15. For mixed fractions, convert to improper fractions first: 3 and 1/2 − 1 and 3/4 = 14/4 − 7/4 = 7/4 = 1 and 3/4.",
          },
        ],
        questions: [
          {
            text: "Which fraction is equivalent to 3/4?",
            options: ["6/12", "9/12", "3/8", "4/3"],
            correct: 1,
            explanation:
              "Multiply top and bottom of 3/4 by 3: 9/12. (6/12 = 1/2.)",
            difficulty: "easy",
          },
          {
            text: "How is 7/3 written as a mixed fraction?",
            options: ["1 and 2/3", "2 and 2/3", "3 and 1/3", "2 and 1/3"],
            correct: 3,
            explanation:
              "7 ÷ 3 = 2 remainder 1, so 7/3 = 2 wholes and 1/3, that is 2 and 1/3.",
            difficulty: "easy",
          },
          {
            text: "What is 2/5 + 1/3?",
            options: ["3/8", "11/15", "3/15", "7/15"],
            correct: 1,
            explanation:
              "Use the common denominator 15: 2/5 = 6/15 and 1/3 = 5/15. 6/15 + 5/15 = 11/15. (Adding tops and bottoms to get 3/8 is a common mistake.)",
            difficulty: "medium",
          },
          {
            text: "Which fraction is the greatest?",
            options: ["3/5", "5/8", "7/12", "2/3"],
            correct: 3,
            explanation:
              "With denominator 120: 3/5 = 72/120, 5/8 = 75/120, 7/12 = 70/120, 2/3 = 80/120. So 2/3 is the greatest.",
            difficulty: "medium",
          },
          {
            text: "What is 18/24 in its lowest terms?",
            options: ["3/4", "9/12", "6/8", "2/3"],
            correct: 0,
            explanation:
              "The largest common factor of 18 and 24 is 6. 18 ÷ 6 = 3 and 24 ÷ 6 = 4, giving 3/4. (9/12 and 6/8 are equal to it but not in lowest terms.)",
            difficulty: "medium",
          },
          {
            text: "What is 3 and 1/2 − 1 and 3/4?",
            options: ["2 and 1/4", "1 and 1/4", "1 and 3/4", "2 and 3/4"],
            correct: 2,
            explanation:
              "3 and 1/2 = 7/2 = 14/4 and 1 and 3/4 = 7/4. 14/4 − 7/4 = 7/4 = 1 and 3/4.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Playing with Constructions",
        summary:
          "Using a ruler, compass and set squares, this chapter constructs circles, squares and rectangles with given measurements, explores the diagonals of rectangles and squares, and finds points that are equally far from two given points.",
        lessons: [
          {
            title: "Circles with a Compass",
            minutes: 10,
            summary:
              "A circle is the set of all points at the same distance from a fixed point, its centre. That distance is the radius, and the diameter (a line through the centre from one side to the other) is twice the radius. A compass opened to 4 cm draws a circle of radius 4 cm, which can be used to make curves, arcs and designs.",
          },
          {
            title: "Constructing Squares and Rectangles",
            minutes: 14,
            summary:
              "A rectangle has opposite sides equal and all four angles equal to 90°; a square has all four sides equal too. To construct a rectangle 6 cm by 4 cm, draw a 6 cm side, make right angles at both ends with a set square or protractor, mark 4 cm on each, and join the tops. Checking that the other side measures 6 cm confirms the construction.",
          },
          {
            title: "Diagonals and Equidistant Points",
            minutes: 12,
            summary:
              "The two diagonals of a rectangle are equal in length and cut each other into halves. In a square, the diagonals also cross at right angles. To find points equally far from two points A and B, draw circles of the same radius around A and B; wherever they cross, the point is the same distance from both.",
          },
        ],
        questions: [
          {
            text: "The distance from the centre of a circle to any point on the circle is called the",
            options: ["radius", "diameter", "arc", "chord"],
            correct: 0,
            explanation:
              "All points of a circle are the same distance from the centre; that distance is the radius. The diameter is twice the radius.",
            difficulty: "easy",
          },
          {
            text: "A circle has radius 4.5 cm. What is its diameter?",
            options: ["2.25 cm", "8 cm", "9 cm", "13.5 cm"],
            correct: 2,
            explanation: "Diameter = 2 × radius = 2 × 4.5 = 9 cm.",
            difficulty: "easy",
          },
          {
            text: "In rectangle ABCD, diagonal AC is 10 cm long. What is the length of diagonal BD?",
            options: ["5 cm", "10 cm", "20 cm", "It cannot be found"],
            correct: 1,
            explanation:
              "The diagonals of a rectangle are always equal, so BD = AC = 10 cm.",
            difficulty: "medium",
          },
          {
            text: "At what angle do the diagonals of a square cross each other?",
            options: ["45°", "60°", "180°", "90°"],
            correct: 3,
            explanation:
              "The diagonals of a square are equal, bisect each other and meet at right angles (90°).",
            difficulty: "medium",
          },
          {
            text: "A rectangle has one side 6 cm and a perimeter of 20 cm. What is the length of the other side?",
            options: ["4 cm", "14 cm", "8 cm", "7 cm"],
            correct: 0,
            explanation:
              "Half the perimeter = length + breadth = 20 ÷ 2 = 10 cm. Other side = 10 − 6 = 4 cm.",
            difficulty: "medium",
          },
          {
            text: "Points X and Y are 8 cm apart. Circles of radius 3 cm are drawn with centres X and Y. How many points do the two circles have in common?",
            options: ["One", "Two", "None", "Infinitely many"],
            correct: 2,
            explanation:
              "A common point would be 3 cm from X and 3 cm from Y, so X and Y could be at most 3 + 3 = 6 cm apart. They are 8 cm apart, so the circles do not meet.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Symmetry",
        summary:
          "A figure is symmetrical when part of it matches another part exactly. This chapter studies line (reflection) symmetry and rotational symmetry, finding lines of symmetry and angles of symmetry of common shapes and designs.",
        lessons: [
          {
            title: "Line Symmetry",
            minutes: 12,
            summary:
              "A line of symmetry divides a figure into two halves that are mirror images; folding along it makes the halves overlap exactly. A square has 4 lines of symmetry, an equilateral triangle has 3, and a rectangle that is not a square has only 2 (joining the midpoints of opposite sides), not its diagonals. Letters like A and H are symmetrical, but F has no line of symmetry.",
          },
          {
            title: "Rotational Symmetry",
            minutes: 12,
            summary:
              "A figure has rotational symmetry if it looks exactly the same after being turned about its centre by less than a full turn. The angles at which this happens are its angles of symmetry. A square looks the same after turns of 90°, 180°, 270° and 360°, so its smallest angle of symmetry is 90°. A regular hexagon has angles of symmetry 60°, 120°, 180°, 240°, 300° and 360°.",
          },
          {
            title: "Symmetry in Art and Nature",
            minutes: 8,
            summary:
              "Symmetry appears in rangoli and kolam designs, temple architecture, flowers, snowflakes and butterflies. Artists create symmetrical designs by reflecting or rotating a basic pattern. Looking for both kinds of symmetry in a design helps us describe it precisely.",
          },
        ],
        questions: [
          {
            text: "How many lines of symmetry does a square have?",
            options: ["2", "4", "1", "8"],
            correct: 1,
            explanation:
              "A square has 4 lines of symmetry: 2 joining midpoints of opposite sides and 2 along the diagonals.",
            difficulty: "easy",
          },
          {
            text: "How many lines of symmetry does an equilateral triangle have?",
            options: ["1", "0", "3", "6"],
            correct: 2,
            explanation:
              "Each line from a corner to the midpoint of the opposite side is a line of symmetry, giving 3 lines.",
            difficulty: "easy",
          },
          {
            text: "Which capital letter has no line of symmetry?",
            options: ["A", "H", "M", "F"],
            correct: 3,
            explanation:
              "A and M have a vertical line of symmetry and H has both a vertical and a horizontal one. F cannot be folded into matching halves.",
            difficulty: "medium",
          },
          {
            text: "What is the smallest angle of rotational symmetry of a square?",
            options: ["90°", "45°", "180°", "360°"],
            correct: 0,
            explanation:
              "Turning a square by a quarter turn (90°) about its centre makes it look exactly the same.",
            difficulty: "medium",
          },
          {
            text: "How many angles of symmetry greater than 0° and up to 360° does a regular hexagon have?",
            options: ["3", "6", "12", "4"],
            correct: 1,
            explanation:
              "Its smallest angle of symmetry is 360° ÷ 6 = 60°, so its angles are 60°, 120°, 180°, 240°, 300° and 360° — six in all.",
            difficulty: "medium",
          },
          {
            text: "Which statement is true for a rectangle that is not a square?",
            options: [
              "It has 4 lines of symmetry and its smallest angle of symmetry is 90°",
              "It has 2 lines of symmetry along its diagonals",
              "It has 2 lines of symmetry (joining midpoints of opposite sides) and its smallest angle of symmetry is 180°",
              "It has no angle of symmetry smaller than 360°",
            ],
            correct: 2,
            explanation:
              "Folding a rectangle along a diagonal does not match the halves, so only the 2 midpoint lines work. It looks the same after a half turn (180°) but not after a quarter turn.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Design a Symmetric Rangoli",
          instructions:
            "Draw a rangoli or kolam design on paper that has at least 2 lines of symmetry and rotational symmetry. Mark its lines of symmetry with dotted lines and write down its smallest angle of symmetry.",
          maxMarks: 15,
        },
      },
      {
        title: "The Other Side of Zero",
        summary:
          "Numbers less than zero, called negative numbers, together with zero and the positive numbers form the integers. This chapter uses a building's floors, the number line and a token model to compare, add and subtract integers, and shows where integers appear in daily life.",
        lessons: [
          {
            title: "Negative Numbers and the Number Line",
            minutes: 12,
            summary:
              "In a building with a lift, the ground floor is 0, floors above are +1, +2, … and basement floors are −1, −2, … On a number line, negative numbers lie to the left of 0, so −7 < −2 < 0 < 3. The further left a number is, the smaller it is.",
          },
          {
            title: "Adding and Subtracting Integers",
            minutes: 14,
            summary:
              "Adding a positive number means moving up (right); adding a negative number means moving down (left). A lift at +2 going down 5 floors reaches 2 + (−5) = −3. Subtracting a number is the same as adding its opposite, so 4 − (−6) = 4 + 6 = 10.",
          },
          {
            title: "The Token Model",
            minutes: 10,
            summary:
              "Use positive tokens (+1) and negative tokens (−1). A positive and a negative token together make a zero pair, which has value 0 and can be removed. A bag with 3 positive and 7 negative tokens has 3 zero pairs and 4 negative tokens left, so its value is −4.",
          },
          {
            title: "Integers in Daily Life",
            minutes: 8,
            summary:
              "Temperatures below 0 °C, depths below sea level and money owed in a bank account are described with negative numbers. If the temperature is −3 °C and rises 8 degrees, it becomes 5 °C. Indian mathematician Brahmagupta, around 628 CE, gave clear rules for calculating with negative numbers and zero.",
          },
        ],
        questions: [
          {
            text: "Which is the smallest of these numbers: −7, −2, 0, 3?",
            options: ["−2", "0", "−7", "3"],
            correct: 2,
            explanation:
              "On the number line −7 is furthest to the left, so it is the smallest.",
            difficulty: "easy",
          },
          {
            text: "What is (−5) + 8?",
            options: ["−13", "3", "13", "−3"],
            correct: 1,
            explanation: "Start at −5 and move 8 steps right: −5 + 8 = 3.",
            difficulty: "easy",
          },
          {
            text: "A lift is at floor +2. It goes down 5 floors. Which floor is it on now?",
            options: ["−3", "+3", "−7", "+7"],
            correct: 0,
            explanation: "2 + (−5) = −3, the third basement floor.",
            difficulty: "medium",
          },
          {
            text: "What is 4 − (−6)?",
            options: ["−2", "2", "−10", "10"],
            correct: 3,
            explanation: "Subtracting −6 is the same as adding 6: 4 + 6 = 10.",
            difficulty: "medium",
          },
          {
            text: "In the token model, a bag has 3 positive tokens and 7 negative tokens. What is its value?",
            options: ["+4", "−10", "−4", "+10"],
            correct: 2,
            explanation:
              "3 positive and 3 negative tokens form 3 zero pairs (value 0). 4 negative tokens remain, so the value is −4.",
            difficulty: "medium",
          },
          {
            text: "The temperature was −3 °C at dawn. It rose 8 degrees by noon and then fell 11 degrees by midnight. What was the temperature at midnight?",
            options: ["2 °C", "−6 °C", "−8 °C", "6 °C"],
            correct: 1,
            explanation: "Noon: −3 + 8 = 5 °C. Midnight: 5 − 11 = −6 °C.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  // ─────────────────────────────── SCIENCE ───────────────────────────────
  {
    grade: 6,
    slug: "science",
    name: "Science",
    description:
      "Investigate living things, food, magnets, measurement, materials, water, natural resources and the sky through curiosity-driven experiments, following NCERT's Curiosity.",
    color: "teal",
    isFree: true,
    textbook:
      "Curiosity — Textbook of Science for Grade 6 (NCERT, NCF-2023, first edition 2024)",
    chapters: [
      {
        title: "The Wonderful World of Science",
        summary:
          "Science is a way of thinking, observing and doing things to understand the world. This chapter introduces the scientific method — observing, asking questions, guessing an answer, testing it and drawing conclusions — and shows that science is everywhere around us.",
        lessons: [
          {
            title: "What Is Science?",
            minutes: 8,
            summary:
              "Science is not just a collection of facts; it is a way of exploring the world by asking 'how' and 'why'. It can be found everywhere — in the kitchen, on the playground, in the night sky and inside our bodies. Every new discovery adds a piece to a giant, never-ending jigsaw puzzle of knowledge, and curiosity is the most important tool a scientist has.",
          },
          {
            title: "The Scientific Method",
            minutes: 12,
            summary:
              "Scientists usually begin by observing something carefully and asking a question about it. They then suggest a possible answer, called a hypothesis, and test it with an experiment. Finally they analyse the results and draw a conclusion; if the hypothesis was wrong, they form a new one and test again.",
          },
          {
            title: "Fair Tests and Thinking Like a Scientist",
            minutes: 10,
            summary:
              "In a fair test, only one factor is changed while everything else is kept the same, so we know what caused the result. To test if sunlight affects plant growth, keep the water, soil and seeds the same and change only the sunlight. Repeating experiments and recording observations honestly makes results reliable.",
          },
        ],
        questions: [
          {
            text: "What is usually the first step of the scientific method?",
            options: [
              "Drawing a conclusion",
              "Observing something carefully",
              "Writing a report",
              "Doing an experiment",
            ],
            correct: 1,
            explanation:
              "Investigations begin with careful observation, which leads to a question worth exploring.",
            difficulty: "easy",
          },
          {
            text: "In science, a hypothesis is",
            options: [
              "a proven law of nature",
              "the final result of an experiment",
              "a list of apparatus",
              "a possible explanation that can be tested",
            ],
            correct: 3,
            explanation:
              "A hypothesis is an educated guess that answers a question and can be checked by an experiment. It may turn out to be right or wrong.",
            difficulty: "easy",
          },
          {
            text: "Meena sees that a potted plant's leaves are drooping. She guesses it needs water, waters it and checks the next day. Which step of the scientific method is watering the plant?",
            options: [
              "Testing the hypothesis",
              "Making an observation",
              "Asking a question",
              "Drawing a conclusion",
            ],
            correct: 0,
            explanation:
              "Her guess ('it needs water') is the hypothesis; watering the plant and checking is the experiment that tests it.",
            difficulty: "medium",
          },
          {
            text: "Which question can be answered by a scientific investigation?",
            options: [
              "Is red the most beautiful colour?",
              "Which song is the best?",
              "Does sugar dissolve faster in hot water than in cold water?",
              "Is Sunday better than Monday?",
            ],
            correct: 2,
            explanation:
              "Dissolving time can be measured and compared in an experiment. The other questions are matters of personal opinion.",
            difficulty: "medium",
          },
          {
            text: "Why do scientists repeat an experiment several times?",
            options: [
              "To check that the result is reliable and not due to chance",
              "To use up the materials",
              "To make the experiment take longer",
              "Because the first result is always wrong",
            ],
            correct: 0,
            explanation:
              "If repeated trials give the same result, we can be more confident that the result is real and not caused by a mistake or chance.",
            difficulty: "medium",
          },
          {
            text: "To test whether sunlight affects plant growth, two identical pots with the same seeds are used. What should be different between them?",
            options: [
              "The amount of water given",
              "The amount of sunlight they receive",
              "The type of seed",
              "The type of soil",
            ],
            correct: 1,
            explanation:
              "In a fair test only the factor being studied (sunlight) is changed. If water, seeds or soil also differed, we could not tell what caused any difference in growth.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "My First Investigation",
          instructions:
            "Choose a simple question you can test at home (for example, 'Does a wet cloth dry faster in the sun or in the shade?'). Write your observation, question, hypothesis, the fair test you did, your results in a table and your conclusion.",
          maxMarks: 20,
        },
      },
      {
        title: "Diversity in the Living World",
        summary:
          "The Earth has a huge variety of plants and animals. This chapter groups plants by their stems, leaves and roots, and shows how animals and plants are suited to the places where they live, and why this biodiversity must be protected.",
        lessons: [
          {
            title:
              "Grouping Plants: Herbs, Shrubs, Trees, Climbers and Creepers",
            minutes: 12,
            summary:
              "Herbs are small plants with soft green stems, like wheat, mint and coriander. Shrubs are medium-sized with hard stems that branch near the ground, like rose and hibiscus, and trees are tall with a thick, hard, woody trunk, like mango and neem. Plants with weak stems either climb using support (climbers like pea and grapevine) or spread along the ground (creepers like watermelon).",
          },
          {
            title: "Leaves and Roots",
            minutes: 12,
            summary:
              "The pattern of veins on a leaf is called venation. Leaves with a net-like pattern (reticulate venation), like those of hibiscus, usually belong to plants with a taproot — one main root with smaller side roots. Leaves with parallel veins, like grass and maize, usually belong to plants with fibrous roots — many thin roots of similar size.",
          },
          {
            title: "Adaptation and Habitat",
            minutes: 12,
            summary:
              "The place where an organism lives is its habitat, and features that help it survive there are adaptations. A camel has long legs that keep its body away from the hot sand and a hump that stores fat; fish have gills and streamlined bodies for water; mountain animals like the yak have thick fur. Protecting forests, wetlands and other habitats protects this diversity of life, called biodiversity.",
          },
        ],
        questions: [
          {
            text: "Which of these plants is a herb?",
            options: ["Mango", "Neem", "Wheat", "Banyan"],
            correct: 2,
            explanation:
              "Wheat is a small plant with a soft green stem, so it is a herb. Mango, neem and banyan are trees.",
            difficulty: "easy",
          },
          {
            text: "Plants with weak stems that spread along the ground are called",
            options: ["creepers", "climbers", "shrubs", "trees"],
            correct: 0,
            explanation:
              "Creepers, like watermelon, spread on the ground. Climbers use a support to grow upward.",
            difficulty: "easy",
          },
          {
            text: "A leaf with a net-like pattern of veins most likely belongs to a plant with",
            options: [
              "fibrous roots",
              "a taproot",
              "no roots",
              "only roots that hang in the air",
            ],
            correct: 1,
            explanation:
              "Plants with reticulate (net-like) venation generally have a taproot, while plants with parallel venation have fibrous roots.",
            difficulty: "medium",
          },
          {
            text: "Grass has leaves with parallel veins. What kind of root system does it have?",
            options: [
              "A taproot",
              "No roots",
              "A single thick root",
              "Fibrous roots",
            ],
            correct: 3,
            explanation:
              "Plants with parallel venation, like grass, wheat and maize, usually have fibrous roots.",
            difficulty: "medium",
          },
          {
            text: "Which feature helps a camel survive in the desert?",
            options: [
              "Gills for breathing",
              "Webbed feet for swimming",
              "A hump that stores fat, and long legs that keep its body away from the hot sand",
              "Thick white fur for hiding in snow",
            ],
            correct: 2,
            explanation:
              "The hump stores fat that can be used when food is scarce, and long legs keep the body away from the hot ground — adaptations to desert life.",
            difficulty: "medium",
          },
          {
            text: "Which of these is a creeper rather than a climber?",
            options: ["Watermelon", "Pea", "Grapevine", "Money plant"],
            correct: 0,
            explanation:
              "Watermelon spreads along the ground, so it is a creeper. Pea, grapevine and money plant climb up a support.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Mindful Eating: A Path to a Healthy Body",
        summary:
          "India has a great variety of foods. This chapter explains the nutrients in food, simple tests to detect them, the idea of a balanced diet, deficiency diseases, and the importance of eating mindfully, including traditional foods like millets.",
        lessons: [
          {
            title: "Food Across India and Its Components",
            minutes: 12,
            summary:
              "People in different regions eat different foods depending on climate, crops and tradition — rice and fish in the east, wheat in the north, millets in many dry areas. All food provides nutrients: carbohydrates and fats give energy, proteins help growth and repair of the body, and vitamins and minerals protect us from disease. Dietary fibre (roughage) and water do not give energy but are needed for digestion and removing waste.",
          },
          {
            title: "Testing Food for Nutrients",
            minutes: 14,
            summary:
              "A few drops of iodine solution turn a starchy food blue-black. For protein, add copper sulphate solution and sodium hydroxide solution to a food sample; a violet colour shows protein is present. Rubbing a food on paper and seeing a translucent oily patch shows it contains fat.",
          },
          {
            title: "Balanced Diet and Deficiency Diseases",
            minutes: 12,
            summary:
              "A balanced diet contains all nutrients in the right amounts, along with fibre and water. Lack of a nutrient over a long time causes a deficiency disease: scurvy (vitamin C), rickets (vitamin D), night blindness (vitamin A), anaemia (iron) and goitre (iodine). Millets such as ragi, jowar and bajra are nutritious and need less water to grow, which is why the year 2023 was celebrated as the International Year of Millets.",
          },
          {
            title: "Eating Mindfully",
            minutes: 8,
            summary:
              "Mindful eating means paying attention to what, how and how much we eat. Eating slowly, enjoying fresh home-cooked food and avoiding too much junk food (high in salt, sugar and fat) keeps us healthy. Not wasting food is also part of eating mindfully.",
          },
        ],
        questions: [
          {
            text: "Which colour appears when iodine solution is added to a food containing starch?",
            options: ["Violet", "Blue-black", "Red", "Yellow"],
            correct: 1,
            explanation:
              "Iodine turns blue-black in the presence of starch. A violet colour is the sign of protein in the copper sulphate test.",
            difficulty: "easy",
          },
          {
            text: "Scurvy, in which the gums bleed, is caused by a lack of",
            options: ["vitamin A", "vitamin D", "vitamin C", "iron"],
            correct: 2,
            explanation:
              "Vitamin C, found in citrus fruits and amla, prevents scurvy.",
            difficulty: "easy",
          },
          {
            text: "In the test for protein, copper sulphate and sodium hydroxide solutions are added to a food. A protein-rich food turns",
            options: ["violet", "blue-black", "green", "colourless"],
            correct: 0,
            explanation:
              "A violet colour shows the presence of protein. Blue-black is the result of the iodine test for starch.",
            difficulty: "medium",
          },
          {
            text: "A food leaves an oily patch on paper that lets light through. This shows the food contains",
            options: ["starch", "protein", "vitamins", "fat"],
            correct: 3,
            explanation:
              "Fats and oils make paper translucent, leaving an oily patch.",
            difficulty: "medium",
          },
          {
            text: "Lack of iodine in the diet can cause",
            options: ["night blindness", "goitre", "rickets", "scurvy"],
            correct: 1,
            explanation:
              "Iodine deficiency causes goitre, a swelling in the neck. Using iodised salt helps prevent it.",
            difficulty: "medium",
          },
          {
            text: "Ravi eats mostly rice, potatoes and sweets, and very little dal, milk, eggs or paneer. Which nutrient is his diet most short of?",
            options: [
              "Carbohydrates, needed for energy",
              "Fats, needed to store energy",
              "Proteins, needed for growth and repair of the body",
              "Water, needed for digestion",
            ],
            correct: 2,
            explanation:
              "Rice, potatoes and sweets are rich in carbohydrates. Dal, milk, eggs and paneer are the protein-rich foods he is missing, and proteins are needed for growth and repair.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "My Food Diary",
          instructions:
            "Record everything you eat for three days. Group each food by its main nutrient, then write whether your diet was balanced and suggest two changes, such as adding a millet dish or a fruit.",
          maxMarks: 15,
        },
      },
      {
        title: "Exploring Magnets",
        summary:
          "This chapter explores magnetic and non-magnetic materials, the poles of a magnet, how a freely suspended magnet points north–south, how a compass works, and how magnets attract and repel each other.",
        lessons: [
          {
            title: "Magnetic and Non-magnetic Materials",
            minutes: 10,
            summary:
              "Magnets attract materials such as iron, nickel and cobalt; these are magnetic materials. Wood, plastic, rubber, glass and paper are not attracted, so they are non-magnetic. A natural magnet called magnetite (lodestone) was discovered long ago, and today magnets are made in many shapes — bar, horseshoe, ring and U-shaped.",
          },
          {
            title: "Poles of a Magnet",
            minutes: 10,
            summary:
              "When a bar magnet is rolled in iron filings, most filings cling near its two ends, called poles. A magnet always has two poles, a north pole and a south pole; even if it is broken, each piece has both poles. A freely suspended bar magnet always comes to rest in the north–south direction; the end pointing north is its north pole.",
          },
          {
            title: "Compass, Attraction and Repulsion",
            minutes: 12,
            summary:
              "A magnetic compass has a small magnetised needle that points north–south, helping travellers and sailors find direction. Like poles (north–north or south–south) repel each other, and unlike poles (north–south) attract. Because a magnet also attracts plain iron, only repulsion proves that an object is itself a magnet.",
          },
          {
            title: "Making and Caring for Magnets",
            minutes: 8,
            summary:
              "An iron nail can be made into a temporary magnet by stroking it many times in one direction with one pole of a bar magnet. Magnets lose their magnetism if they are heated, hammered or dropped often. Bar magnets are stored in pairs with unlike poles facing, with pieces of soft iron called keepers across the ends.",
          },
        ],
        questions: [
          {
            text: "Which object will a magnet attract?",
            options: [
              "A plastic scale",
              "A wooden pencil",
              "An iron nail",
              "A rubber eraser",
            ],
            correct: 2,
            explanation:
              "Iron is a magnetic material. Plastic, wood and rubber are non-magnetic.",
            difficulty: "easy",
          },
          {
            text: "A freely suspended bar magnet comes to rest pointing in which direction?",
            options: ["North–south", "East–west", "Up–down", "Any direction"],
            correct: 0,
            explanation:
              "A freely suspended magnet always settles in the north–south direction; this is how a compass works.",
            difficulty: "easy",
          },
          {
            text: "What happens when the north pole of one magnet is brought near the north pole of another?",
            options: [
              "They attract",
              "They repel",
              "Nothing happens",
              "Both lose their magnetism",
            ],
            correct: 1,
            explanation: "Like poles repel each other; unlike poles attract.",
            difficulty: "medium",
          },
          {
            text: "When a bar magnet is rolled in iron filings, where do most filings stick?",
            options: [
              "In the middle",
              "Evenly all over",
              "Nowhere",
              "Near its two ends (poles)",
            ],
            correct: 3,
            explanation:
              "The attraction of a magnet is strongest at its poles, which are near its ends.",
            difficulty: "medium",
          },
          {
            text: "A magnetic compass shows direction because its needle is",
            options: [
              "a small magnet",
              "made of copper",
              "heavier at one end",
              "pulled by the wind",
            ],
            correct: 0,
            explanation:
              "The compass needle is a tiny magnet, so like a freely suspended magnet it points north–south.",
            difficulty: "medium",
          },
          {
            text: "You have two identical-looking iron bars, and one of them may be a magnet. Which observation proves that a bar is a magnet?",
            options: [
              "It attracts an iron nail",
              "It repels one end of a known magnet",
              "It is heavy",
              "It is attracted by a known magnet",
            ],
            correct: 1,
            explanation:
              "A magnet attracts plain iron too, so attraction does not prove anything. Repulsion happens only between two magnets (like poles), so it is the sure test.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Measurement of Length and Motion",
        summary:
          "This chapter traces how people measured length using body parts, why standard units were needed, how to measure correctly with a scale, and how to describe motion and its types.",
        lessons: [
          {
            title: "From Handspans to Standard Units",
            minutes: 10,
            summary:
              "Long ago people measured length with body parts — the angul (finger width), the handspan, the cubit (elbow to fingertip) and footsteps. Since these differ from person to person, results did not match. Standard units were agreed upon, and the SI unit of length is the metre (m): 1 m = 100 cm, 1 cm = 10 mm and 1 km = 1000 m.",
          },
          {
            title: "Measuring Length Correctly",
            minutes: 12,
            summary:
              "Place the scale along the object and keep your eye directly above the reading to avoid errors. If the zero mark is broken, start from another full mark and subtract: from 2.0 cm to 9.5 cm is 7.5 cm. Curved lines can be measured with a thread, which is then straightened along a scale.",
          },
          {
            title: "Motion and Its Types",
            minutes: 12,
            summary:
              "An object is in motion if its position changes with time compared to a fixed reference point. Motion along a straight path is linear (a falling stone, a train on a straight track). Motion along a circle is circular (a fan blade), and a to-and-fro movement about a fixed point is oscillatory (a swing or pendulum).",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of length?",
            options: ["Centimetre", "Kilometre", "Metre", "Foot"],
            correct: 2,
            explanation:
              "The metre is the SI unit of length. Centimetre and kilometre are derived from it.",
            difficulty: "easy",
          },
          {
            text: "2.5 km is equal to",
            options: ["250 m", "2,500 m", "25,000 m", "25 m"],
            correct: 1,
            explanation: "1 km = 1000 m, so 2.5 km = 2.5 × 1000 = 2,500 m.",
            difficulty: "easy",
          },
          {
            text: "The to-and-fro movement of a swing is an example of",
            options: [
              "linear motion",
              "circular motion",
              "no motion",
              "oscillatory motion",
            ],
            correct: 3,
            explanation:
              "A swing moves back and forth about a fixed position, which is oscillatory motion.",
            difficulty: "medium",
          },
          {
            text: "A scale's zero end is broken, so Asha places a pencil starting at the 2.0 cm mark. Its other end is at 9.5 cm. How long is the pencil?",
            options: ["9.5 cm", "11.5 cm", "7.5 cm", "7.0 cm"],
            correct: 2,
            explanation: "Length = 9.5 cm − 2.0 cm = 7.5 cm.",
            difficulty: "medium",
          },
          {
            text: "Why are handspans and footsteps not good units for measuring length accurately?",
            options: [
              "They differ from person to person",
              "They are too long",
              "They cannot measure curved lines",
              "They are SI units",
            ],
            correct: 0,
            explanation:
              "Different people have different handspans and steps, so the same length would give different results. Standard units solve this.",
            difficulty: "medium",
          },
          {
            text: "What is 1.2 m + 35 cm + 150 mm, in centimetres?",
            options: ["186.2 cm", "170 cm", "155 cm", "305 cm"],
            correct: 1,
            explanation:
              "1.2 m = 120 cm and 150 mm = 15 cm. Total = 120 + 35 + 15 = 170 cm.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Materials Around Us",
        summary:
          "Objects around us are made of different materials. This chapter groups materials by properties such as appearance, hardness, solubility, whether they float or sink, and how much light passes through them, and introduces the idea of matter.",
        lessons: [
          {
            title: "Objects, Materials and Matter",
            minutes: 10,
            summary:
              "An object can be made of one or more materials: a chair may be made of wood, plastic or metal. Everything that has mass and occupies space is called matter — including air, water, stones and our own bodies. We choose materials for objects based on their properties.",
          },
          {
            title: "Grouping Materials by Properties",
            minutes: 12,
            summary:
              "Metals like copper, gold and iron have a shine called lustre. Some materials are hard (iron, stone) and some are soft and easily compressed (cotton, sponge). Some substances dissolve in water (sugar, salt) and are soluble, while others like sand are insoluble; some objects float on water and others sink.",
          },
          {
            title: "Transparent, Translucent and Opaque",
            minutes: 10,
            summary:
              "Materials through which we can see clearly, like clear glass and water, are transparent. Translucent materials, like butter paper and frosted glass, let some light through but we cannot see clearly through them. Opaque materials, like wood, cardboard and metal, do not let light pass at all.",
          },
        ],
        questions: [
          {
            text: "Through which material can you see clearly?",
            options: ["Wood", "Clear glass", "Cardboard", "Iron sheet"],
            correct: 1,
            explanation:
              "Clear glass is transparent; wood, cardboard and iron are opaque.",
            difficulty: "easy",
          },
          {
            text: "Sugar seems to disappear when stirred in water. This means sugar is",
            options: [
              "soluble in water",
              "insoluble in water",
              "a metal",
              "translucent",
            ],
            correct: 0,
            explanation:
              "Substances that dissolve completely in water are soluble in water.",
            difficulty: "easy",
          },
          {
            text: "Butter paper lets some light pass, but objects cannot be seen clearly through it. It is",
            options: ["transparent", "opaque", "translucent", "lustrous"],
            correct: 2,
            explanation:
              "Materials that let light through only partly are translucent.",
            difficulty: "medium",
          },
          {
            text: "Which property makes metals like gold and silver look shiny?",
            options: ["Solubility", "Hardness", "Transparency", "Lustre"],
            correct: 3,
            explanation: "The natural shine of metals is called lustre.",
            difficulty: "medium",
          },
          {
            text: "Why is air considered to be matter?",
            options: [
              "It is invisible",
              "It has mass and occupies space",
              "It has a fixed shape",
              "It can be seen in sunlight",
            ],
            correct: 1,
            explanation:
              "Matter is anything that has mass and occupies space. Air fills balloons (occupies space) and has mass.",
            difficulty: "medium",
          },
          {
            text: "Frosted glass is used in bathroom windows because it is",
            options: [
              "opaque, so no light enters",
              "transparent, so you can see outside clearly",
              "translucent, so light enters but objects cannot be seen clearly through it",
              "lustrous, so it shines",
            ],
            correct: 2,
            explanation:
              "Frosted glass is translucent: it lets daylight in but gives privacy because people outside cannot see in clearly.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Temperature and its Measurement",
        summary:
          "This chapter shows why our sense of touch cannot be trusted to judge hotness, introduces temperature and the degree Celsius scale, and explains how to use clinical, laboratory and digital thermometers safely and correctly.",
        lessons: [
          {
            title: "Hot, Cold and Temperature",
            minutes: 10,
            summary:
              "If you put one hand in cold water and the other in hot water, and then both in lukewarm water, the first hand feels warm and the second feels cool — so touch is unreliable. Temperature is a measure of how hot or cold something is. It is commonly measured in degree Celsius (°C); water freezes at 0 °C and boils at 100 °C at normal pressure.",
          },
          {
            title: "The Clinical Thermometer",
            minutes: 12,
            summary:
              "A clinical thermometer measures body temperature and usually ranges from 35 °C to 42 °C. Normal human body temperature is about 37 °C. Because of this small range, it must never be used for boiling water. Digital thermometers are now preferred because mercury, used in older thermometers, is poisonous if the glass breaks.",
          },
          {
            title: "The Laboratory Thermometer and Reading Scales",
            minutes: 12,
            summary:
              "A laboratory thermometer usually ranges from −10 °C to 110 °C and is kept in the liquid while reading, held upright and not touching the container's bottom or sides. To read a scale, first find the value of one small division: if 10 divisions cover 5 °C, each is 0.5 °C. Keep your eye level with the top of the liquid column.",
          },
        ],
        questions: [
          {
            text: "Temperature is commonly measured in",
            options: ["kilograms", "degree Celsius", "metres", "litres"],
            correct: 1,
            explanation:
              "Degree Celsius (°C) is the everyday unit of temperature. Kilograms measure mass, metres length, litres volume.",
            difficulty: "easy",
          },
          {
            text: "The normal temperature of the human body is about",
            options: ["27 °C", "47 °C", "100 °C", "37 °C"],
            correct: 3,
            explanation:
              "Normal human body temperature is close to 37 °C; it can vary slightly from person to person.",
            difficulty: "easy",
          },
          {
            text: "Why should a clinical thermometer not be used to measure the temperature of boiling water?",
            options: [
              "Its range only goes up to about 42 °C",
              "It has no scale",
              "It measures only in kelvin",
              "It is too short to reach the water",
            ],
            correct: 0,
            explanation:
              "Boiling water is at about 100 °C, far above a clinical thermometer's range of 35–42 °C; it could break.",
            difficulty: "medium",
          },
          {
            text: "A laboratory thermometer usually has a range of",
            options: [
              "35 °C to 42 °C",
              "0 °C to 50 °C",
              "−10 °C to 110 °C",
              "100 °C to 200 °C",
            ],
            correct: 2,
            explanation:
              "Laboratory thermometers typically read from −10 °C to 110 °C, covering the freezing and boiling points of water.",
            difficulty: "medium",
          },
          {
            text: "You dip one hand in cold water and the other in hot water, then put both in lukewarm water. What do you feel?",
            options: [
              "Both hands feel the same",
              "The hand from cold water feels warm, and the hand from hot water feels cool",
              "Both hands feel very hot",
              "Both hands feel very cold",
            ],
            correct: 1,
            explanation:
              "Each hand compares the new water with what it felt before, so the same water feels different. This shows touch is not a reliable way to judge temperature.",
            difficulty: "medium",
          },
          {
            text: "On a thermometer there are 10 small divisions between the 30 °C and 35 °C marks. The liquid is 6 divisions above 30 °C. What is the reading?",
            options: ["30.6 °C", "36 °C", "32 °C", "33 °C"],
            correct: 3,
            explanation:
              "Each division = (35 − 30) ÷ 10 = 0.5 °C. 6 divisions = 6 × 0.5 = 3 °C, so the reading is 30 + 3 = 33 °C.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "A Journey through States of Water",
        summary:
          "Water exists as solid ice, liquid water and gaseous water vapour. This chapter studies changes of state — melting, freezing, evaporation and condensation — the factors that speed up evaporation, and cooling caused by evaporation.",
        lessons: [
          {
            title: "Three States of Water",
            minutes: 10,
            summary:
              "Ice is a solid: it has a fixed shape and fixed volume. Liquid water has a fixed volume but takes the shape of its container. Water vapour is a gas with neither fixed shape nor fixed volume; it spreads to fill the space available and is invisible.",
          },
          {
            title: "Changes of State",
            minutes: 12,
            summary:
              "Heating ice turns it into water (melting), and cooling water turns it into ice (freezing). Water changes into vapour by evaporation, which happens at all temperatures from the surface, and quickly when water boils. Cooling water vapour turns it back into liquid (condensation) — that is why droplets form outside a glass of ice-cold water.",
          },
          {
            title: "Evaporation and Cooling",
            minutes: 12,
            summary:
              "Evaporation is faster when the temperature is higher, the surface area is larger, there is more wind, and the air is less humid. That is why clothes dry quickly when spread out on a sunny, windy day. Evaporation takes heat from the surface, causing cooling — water in an earthen pot (matka) stays cool, and sweating cools our body.",
          },
        ],
        questions: [
          {
            text: "The change of ice into water is called",
            options: ["melting", "freezing", "condensation", "evaporation"],
            correct: 0,
            explanation:
              "A solid changing to a liquid on heating is melting. Freezing is the reverse.",
            difficulty: "easy",
          },
          {
            text: "On which kind of day do wet clothes dry fastest?",
            options: [
              "A cold, still, humid day",
              "A sunny and windy day",
              "A cloudy, still day",
              "A rainy day",
            ],
            correct: 1,
            explanation:
              "Heat and moving air both speed up evaporation, so a sunny, windy day dries clothes fastest.",
            difficulty: "easy",
          },
          {
            text: "Water droplets appear on the outside of a glass of ice-cold water. Where do they come from?",
            options: [
              "Water seeping through the glass",
              "The ice melting through the glass",
              "Water vapour in the air condensing on the cold surface",
              "Rain",
            ],
            correct: 2,
            explanation:
              "Air contains water vapour. When it touches the cold glass it cools and condenses into liquid droplets. Glass does not let water seep through.",
            difficulty: "medium",
          },
          {
            text: "Why does water kept in an earthen pot (matka) stay cool in summer?",
            options: [
              "Clay is a naturally cold material",
              "Water seeps through tiny pores and evaporates from the surface, which cools the pot",
              "The pot keeps out all air",
              "Clay contains ice",
            ],
            correct: 1,
            explanation:
              "Evaporation takes heat away from the surface it happens on. Water evaporating from the pot's outer surface cools the pot and the water inside.",
            difficulty: "medium",
          },
          {
            text: "Which statement about liquid water is correct?",
            options: [
              "It has a fixed shape and a fixed volume",
              "It has neither a fixed shape nor a fixed volume",
              "It has a fixed shape but no fixed volume",
              "It takes the shape of its container but has a fixed volume",
            ],
            correct: 3,
            explanation:
              "Liquids flow and take the shape of their container, but their volume stays the same. Solids have a fixed shape; gases have neither.",
            difficulty: "medium",
          },
          {
            text: "Two identical towels are equally wet. Towel A is kept folded and towel B is spread out in the same place. Which dries first, and why?",
            options: [
              "B, because a larger surface area is exposed for evaporation",
              "A, because folding keeps heat in",
              "Both together, because they hold the same water",
              "A, because less air touches it",
            ],
            correct: 0,
            explanation:
              "Evaporation happens from the surface. Spreading the towel exposes more surface area to air, so it dries faster.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Methods of Separation in Everyday Life",
        summary:
          "Many things we use are mixtures. This chapter describes everyday methods of separating substances — handpicking, threshing, winnowing, sieving, sedimentation, decantation, filtration, evaporation and churning — and when to use each.",
        lessons: [
          {
            title: "Why and How We Separate",
            minutes: 8,
            summary:
              "We separate substances to remove unwanted or harmful parts, or to obtain a useful part. The method depends on the properties of the components, such as size, weight or whether they dissolve. Sometimes more than one method is needed one after another.",
          },
          {
            title: "Handpicking, Threshing, Winnowing and Sieving",
            minutes: 12,
            summary:
              "Handpicking removes small stones from rice or dal. Threshing separates grains from stalks by beating them. Winnowing uses wind to blow away the lighter husk while the heavier grains fall in a heap. Sieving separates particles of different sizes, like bran from flour or pebbles from sand.",
          },
          {
            title: "Sedimentation, Decantation, Filtration and Evaporation",
            minutes: 14,
            summary:
              "When muddy water is left still, heavier particles settle at the bottom (sedimentation) and the clear water can be poured off (decantation). Filtration passes a mixture through filter paper or cloth to hold back insoluble solids, like tea leaves in a strainer. Evaporation removes water to get back a dissolved solid, which is how salt is obtained from sea water; churning separates butter from curd or cream.",
          },
        ],
        questions: [
          {
            text: "Which method separates husk from grains using wind?",
            options: ["Sieving", "Winnowing", "Handpicking", "Filtration"],
            correct: 1,
            explanation:
              "In winnowing, the light husk is blown away by wind while the heavier grains fall close by.",
            difficulty: "easy",
          },
          {
            text: "Small stones mixed with rice are best removed by",
            options: ["handpicking", "evaporation", "churning", "winnowing"],
            correct: 0,
            explanation:
              "Stones are few and easy to see, so they can simply be picked out by hand.",
            difficulty: "easy",
          },
          {
            text: "Salt is obtained from sea water by",
            options: ["filtration", "sedimentation", "evaporation", "sieving"],
            correct: 2,
            explanation:
              "Salt is dissolved in sea water, so filtering cannot remove it. Evaporating the water leaves the salt behind.",
            difficulty: "medium",
          },
          {
            text: "Butter is separated from curd or cream by",
            options: ["filtration", "threshing", "decantation", "churning"],
            correct: 3,
            explanation:
              "Churning makes the lighter fat particles (butter) collect together and separate from the buttermilk.",
            difficulty: "medium",
          },
          {
            text: "Muddy water is left undisturbed so the mud settles, and then the clear water is poured off. These two steps are called",
            options: [
              "threshing and winnowing",
              "sedimentation and decantation",
              "evaporation and condensation",
              "sieving and handpicking",
            ],
            correct: 1,
            explanation:
              "Settling of heavy particles is sedimentation; pouring off the clear liquid is decantation.",
            difficulty: "medium",
          },
          {
            text: "How can you get back both the sand and the salt from a mixture of sand, salt and water?",
            options: [
              "Evaporate first, then filter",
              "Winnow the mixture",
              "Filter to remove the sand, then evaporate the filtered liquid to get the salt",
              "Handpick the salt",
            ],
            correct: 2,
            explanation:
              "Sand is insoluble and stays on the filter paper. Salt is dissolved and passes through, so evaporating the filtered liquid leaves the salt. Evaporating first would leave sand and salt mixed together.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Separation at Home",
          instructions:
            "Observe your kitchen or home for a week and list at least five situations where things are separated (for example, straining tea or picking stones from dal). For each, name the method and the property of the components that makes it work.",
          maxMarks: 15,
        },
      },
      {
        title: "Living Creatures: Exploring their Characteristics",
        summary:
          "This chapter identifies the features that set living things apart from non-living things — such as growth, breathing, response to stimuli, need for food, excretion and reproduction — and studies seed germination and the life cycle of a frog.",
        lessons: [
          {
            title: "Characteristics of Living Things",
            minutes: 12,
            summary:
              "Living things need food, grow, breathe (respire), respond to changes around them (stimuli), get rid of wastes (excretion) and reproduce. They also have a limited life span. A car moves and uses fuel, but it cannot grow or reproduce by itself, so it is not living; a touch-me-not plant folding its leaves shows a plant responding to touch.",
          },
          {
            title: "Breathing and Response",
            minutes: 10,
            summary:
              "When we breathe, we take in air and give out air with more carbon dioxide; blowing out air through lime water turns it milky, which shows carbon dioxide is present. Plants also exchange gases, through tiny pores in their leaves. Animals and plants respond to stimuli such as light, touch, heat and sound.",
          },
          {
            title: "Germination and Life Cycles",
            minutes: 14,
            summary:
              "A seed germinates (starts to grow into a seedling) when it gets water, air and a suitable temperature; soil is not essential, which is why seeds sprout on moist cotton. Animals also go through stages called a life cycle. A frog lays eggs in water; tadpoles hatch, breathe with gills and later grow legs and lose their tail to become adult frogs.",
          },
        ],
        questions: [
          {
            text: "The leaves of a touch-me-not plant fold when touched. This shows that living things",
            options: [
              "respond to stimuli",
              "excrete wastes",
              "reproduce",
              "need sunlight",
            ],
            correct: 0,
            explanation:
              "Touch is a stimulus, and folding the leaves is the plant's response.",
            difficulty: "easy",
          },
          {
            text: "A tadpole is a young stage in the life cycle of a",
            options: ["butterfly", "hen", "frog", "fish"],
            correct: 2,
            explanation:
              "Frogs lay eggs that hatch into tadpoles, which later change into adult frogs.",
            difficulty: "easy",
          },
          {
            text: "Which of these is NOT needed for seeds of most plants to germinate?",
            options: ["Water", "Air", "A suitable temperature", "Soil"],
            correct: 3,
            explanation:
              "Seeds germinate on moist cotton without soil. They do need water, air and a suitable temperature.",
            difficulty: "medium",
          },
          {
            text: "Breathed-out air turns lime water milky faster than ordinary air. This shows that breathed-out air contains more",
            options: ["oxygen", "nitrogen", "carbon dioxide", "dust"],
            correct: 2,
            explanation:
              "Carbon dioxide turns lime water milky, and we breathe out more carbon dioxide than there is in ordinary air.",
            difficulty: "medium",
          },
          {
            text: "A car moves and uses fuel, yet it is not a living thing. Which reason is correct?",
            options: [
              "It is made of metal",
              "It cannot grow or reproduce by itself",
              "It needs fuel",
              "It makes noise",
            ],
            correct: 1,
            explanation:
              "Living things grow and reproduce. A car does neither, even though it moves and uses energy.",
            difficulty: "medium",
          },
          {
            text: "Four sets of seeds are kept: A on dry cotton; B on moist cotton at room temperature; C completely under boiled-and-cooled water (no air); D on moist cotton inside a refrigerator. Which set is most likely to germinate?",
            options: ["A", "B", "C", "D"],
            correct: 1,
            explanation:
              "Only B has water, air and a suitable temperature. A lacks water, C lacks air and D is too cold.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Nature's Treasures",
        summary:
          "Air, water, sunlight, soil, forests, minerals and fossil fuels are natural resources that support life. This chapter explains their uses, the difference between renewable and non-renewable resources, and why we must use them wisely.",
        lessons: [
          {
            title: "Air, Water and Sunlight",
            minutes: 12,
            summary:
              "Air is a mixture of gases: about 78% nitrogen, about 21% oxygen, and small amounts of argon, carbon dioxide and water vapour. Moving air (wind) turns windmills to generate electricity and helps seeds and pollen spread. Water and sunlight are needed by all living things, and the Sun is the main source of energy for the Earth.",
          },
          {
            title: "Renewable and Non-renewable Resources",
            minutes: 12,
            summary:
              "Renewable resources, like sunlight, wind and flowing water, are replaced naturally and will not run out quickly. Non-renewable resources, like coal, petroleum and natural gas, took millions of years to form from buried remains of ancient plants and animals, so once used up they cannot be replaced in our lifetimes. Soil, forests and water are renewable only if we do not use them faster than nature can restore them.",
          },
          {
            title: "Using Resources Wisely",
            minutes: 10,
            summary:
              "Conservation means using resources carefully so they last for future generations. Rainwater harvesting, turning off lights and taps, using public transport, planting trees and reducing waste all help. Indian traditions often treat nature with respect — rivers, trees and the Earth itself are seen as givers to be cared for.",
          },
        ],
        questions: [
          {
            text: "Which gas makes up the largest part of air?",
            options: ["Oxygen", "Carbon dioxide", "Nitrogen", "Argon"],
            correct: 2,
            explanation:
              "Nitrogen makes up about 78% of air; oxygen about 21%.",
            difficulty: "easy",
          },
          {
            text: "Which of these is a non-renewable resource?",
            options: ["Coal", "Sunlight", "Wind", "Flowing water"],
            correct: 0,
            explanation:
              "Coal takes millions of years to form and cannot be replaced once used. Sunlight, wind and flowing water are renewable.",
            difficulty: "easy",
          },
          {
            text: "About what percentage of air is oxygen?",
            options: ["78%", "21%", "1%", "50%"],
            correct: 1,
            explanation: "Oxygen is about 21% of air. 78% is nitrogen.",
            difficulty: "medium",
          },
          {
            text: "Windmills use the energy of moving air to",
            options: [
              "make coal",
              "purify water",
              "grow crops directly",
              "generate electricity or pump water",
            ],
            correct: 3,
            explanation:
              "The wind turns the blades of a windmill, which can run a generator to make electricity or work a pump.",
            difficulty: "medium",
          },
          {
            text: "Which practice helps conserve water?",
            options: [
              "Leaving taps running",
              "Rainwater harvesting",
              "Washing cars with a running hose",
              "Dumping waste in lakes",
            ],
            correct: 1,
            explanation:
              "Rainwater harvesting collects and stores rain for later use or to recharge groundwater. The other actions waste or pollute water.",
            difficulty: "medium",
          },
          {
            text: "Coal and petroleum form naturally, yet they are called non-renewable. Why?",
            options: [
              "They are found only in India",
              "They can easily be made in factories",
              "They take millions of years to form, so we use them up far faster than nature replaces them",
              "They are gases",
            ],
            correct: 2,
            explanation:
              "Fossil fuels formed over millions of years from buried plants and animals. Since we burn them much faster than they form, they cannot be replaced in a human lifetime.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Beyond Earth",
        summary:
          "This chapter looks at the night sky — stars, constellations and the Pole Star — and at our solar system: the Sun, the eight planets, moons, asteroids and comets, along with India's space missions.",
        lessons: [
          {
            title: "Stars and Constellations",
            minutes: 12,
            summary:
              "Stars are huge, hot, glowing balls of gas; the Sun is the star nearest to us. Groups of stars that seem to form patterns are called constellations, such as Orion and Ursa Major (the Saptarishi in India). The Pole Star (Dhruva Tara) lies almost directly above the Earth's North Pole, so it seems to stay in nearly the same place while other stars appear to move across the sky.",
          },
          {
            title: "The Solar System",
            minutes: 14,
            summary:
              "The Sun and everything that goes around it form the solar system. In order from the Sun, the eight planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune; Jupiter is the largest. Many planets have moons, the asteroid belt lies between Mars and Jupiter, and comets are icy bodies that grow glowing tails when they come near the Sun.",
          },
          {
            title: "Earth and Space Exploration",
            minutes: 10,
            summary:
              "The Earth is the only planet known to support life, thanks to liquid water, air and a suitable temperature. India's space agency ISRO has sent missions such as Chandrayaan-3, which landed near the Moon's south pole in August 2023, and Aditya-L1, which studies the Sun. Observing the sky on clear nights, away from bright lights, is a great way to begin exploring space.",
          },
        ],
        questions: [
          {
            text: "Which planet is closest to the Sun?",
            options: ["Venus", "Mercury", "Earth", "Mars"],
            correct: 1,
            explanation:
              "The order from the Sun begins Mercury, Venus, Earth, Mars.",
            difficulty: "easy",
          },
          {
            text: "Which is the largest planet in our solar system?",
            options: ["Saturn", "Earth", "Neptune", "Jupiter"],
            correct: 3,
            explanation:
              "Jupiter is the largest planet; Saturn is the second largest.",
            difficulty: "easy",
          },
          {
            text: "The group of seven bright stars called the Saptarishi in India is part of which constellation?",
            options: ["Ursa Major", "Orion", "Scorpius", "Cassiopeia"],
            correct: 0,
            explanation:
              "The Saptarishi (Big Dipper) is part of Ursa Major, the Great Bear.",
            difficulty: "medium",
          },
          {
            text: "The asteroid belt lies between the orbits of",
            options: [
              "Earth and Mars",
              "Mars and Jupiter",
              "Jupiter and Saturn",
              "Venus and Earth",
            ],
            correct: 1,
            explanation:
              "Most asteroids orbit the Sun in a belt between Mars and Jupiter.",
            difficulty: "medium",
          },
          {
            text: "In August 2023, which Indian mission landed near the south pole of the Moon?",
            options: [
              "Mangalyaan",
              "Aditya-L1",
              "Chandrayaan-3",
              "Chandrayaan-1",
            ],
            correct: 2,
            explanation:
              "Chandrayaan-3's lander Vikram touched down near the Moon's south pole on 23 August 2023. Mangalyaan went to Mars and Aditya-L1 studies the Sun.",
            difficulty: "medium",
          },
          {
            text: "Why does the Pole Star seem to stay in almost the same place in the night sky while other stars appear to move?",
            options: [
              "It is the closest star to Earth",
              "It does not shine by itself",
              "It moves together with the Moon",
              "It lies almost directly above the Earth's North Pole, in line with the Earth's axis of rotation",
            ],
            correct: 3,
            explanation:
              "Stars appear to move because the Earth rotates on its axis. A star almost on that axis, like the Pole Star, hardly seems to move. The closest star is actually the Sun.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Night Sky Journal",
          instructions:
            "On three clear nights, observe the sky at the same time and sketch what you see, including the Moon and any bright stars or constellations you can identify. Write a short note on what changed and what stayed the same.",
          maxMarks: 20,
        },
      },
    ],
  },
  // ─────────────────────────────── ENGLISH ───────────────────────────────
  {
    grade: 6,
    slug: "english",
    name: "English",
    description:
      "Read fables, stories, poems and essays from NCERT's Poorvi and build reading, vocabulary, grammar, speaking and writing skills.",
    color: "grape",
    isFree: false,
    textbook:
      "Poorvi — Textbook of English for Grade 6 (NCERT, NCF-2023, first edition 2024)",
    chapters: [
      {
        title: "A Bottle of Dew",
        summary:
          "Unit 1 (Fables and Folk Tales) opens with the story of Rama Natha, a lazy landlord's son who dreams of a magic potion that turns things into gold, and learns that hard work is the real magic.",
        lessons: [
          {
            title: "The Story: Rama Natha's Dream of Gold",
            minutes: 12,
            summary:
              "Rama Natha inherits large lands from his father but neglects them, wasting money searching for a potion that can turn any object into gold, while his wife Madhumati worries. A sage named Mahipati tells him he can make the potion if Rama Natha plants banana plants, tends them himself and collects five litres of dew from their leaves with his own hands. Rama Natha clears his land and plants rows of bananas, working hard for years.",
          },
          {
            title: "The Real Magic: Hard Work",
            minutes: 10,
            summary:
              "While Rama Natha tends the plantation, Madhumati sells the bananas in the market and the family grows rich. When he finally brings the dew and learns there is no potion, he is angry, but the sage shows him that the wealth he earned by his own labour is the real gold. The story teaches that effort, not magic, creates lasting wealth.",
          },
          {
            title: "Language Focus: Describing People",
            minutes: 8,
            summary:
              "Adjectives are words that describe nouns: 'lazy', 'worried', 'wise' and 'hardworking' describe the characters in this story. Notice how Rama Natha changes from lazy to hardworking — writers often show a character's change through actions. Try describing each character with two adjectives and a reason from the story.",
          },
        ],
        questions: [],
        assignment: {
          title: "A Modern Fable",
          instructions:
            "Write a short story (150–200 words) set in your town that teaches the same lesson as 'A Bottle of Dew' — that hard work is the real magic. Give it a title and end with a one-line moral.",
          maxMarks: 15,
        },
      },
      {
        title: "The Raven and the Fox",
        summary:
          "A poem retelling the famous fable in which a clever fox flatters a raven into dropping a piece of cheese, warning readers not to be fooled by flattery.",
        lessons: [
          {
            title: "Reading the Poem",
            minutes: 10,
            summary:
              "A raven sits on a branch with a piece of cheese in her beak. A hungry fox praises her feathers and says her voice must be beautiful too, asking her to sing. When the proud raven opens her beak to sing, the cheese falls, and the fox snatches it and runs away.",
          },
          {
            title: "Moral and Poetic Devices",
            minutes: 8,
            summary:
              "The moral is that flatterers praise us to get something for themselves, so we should think before trusting sweet words. A fable uses animals with human qualities to teach a lesson — this is called personification. Rhyming words at the ends of lines give the poem its musical rhythm.",
          },
        ],
        questions: [],
      },
      {
        title: "Rama to the Rescue",
        summary:
          "A folk tale from Tamil Nadu in which a quick-thinking husband and wife trick a thief who has broken into their house into being caught by the village kotwal, Rama.",
        lessons: [
          {
            title: "The Story: A Thief in the House",
            minutes: 12,
            summary:
              "One night a man and his wife realise a thief is hiding in their house. Instead of panicking, the husband starts a pretend conversation about the son they hope to have and what they would name him — Rama. The wife shows how she would call the boy, shouting 'Rama!' louder and louder.",
          },
          {
            title: "Presence of Mind Wins",
            minutes: 8,
            summary:
              "Rama, the village kotwal (watchman), hears his name being called and comes running, catching the thief. The couple's clever plan shows that calm thinking and presence of mind can defeat danger without a fight. The humour of the story lies in the thief not realising the game until it is too late.",
          },
          {
            title: "Language Focus: Dialogue and Punctuation",
            minutes: 8,
            summary:
              "This story is told mostly through dialogue. Spoken words are placed inside quotation marks, and a new line begins each time the speaker changes. Exclamation marks (!) show strong feelings like surprise or fear, and question marks end direct questions.",
          },
        ],
        questions: [],
      },
      {
        title: "The Unlikely Best Friends",
        summary:
          "Unit 2 (Friendship) begins with the story of Gajaraj, a royal elephant, and a stray dog who become inseparable friends, showing that friendship can grow between the most unlikely companions.",
        lessons: [
          {
            title: "Gajaraj Finds a Friend",
            minutes: 12,
            summary:
              "Gajaraj, the king's elephant, lives in comfort in the royal stables but is lonely. One evening a tired, hungry stray dog wanders in, and Gajaraj shares his food with it. The mahout lets the dog stay, and the two become close friends, bathing and playing together every day.",
          },
          {
            title: "Separation and Reunion",
            minutes: 10,
            summary:
              "One day a farmer recognises the dog as his lost pet, Buntee, and takes him away. Both animals become miserable and stop eating. When the dog is finally allowed to return to Gajaraj, both are happy and healthy again — true friends need each other.",
          },
        ],
        questions: [],
      },
      {
        title: "A Friend's Prayer",
        summary:
          "A short poem by Jill Wolf in which the speaker prays to be a true friend: caring, supportive and accepting of friends as they are.",
        lessons: [
          {
            title: "Understanding the Poem",
            minutes: 8,
            summary:
              "The speaker wants friendships to be the most important thing in life and feels blessed to have special friends. She wishes to do more than just share their hopes and plans — she wants to help make their wishes come true. She asks to 'use my heart to see', meaning to understand friends with love rather than judge them.",
          },
          {
            title: "Qualities of a True Friend",
            minutes: 8,
            summary:
              "The poem's final idea is to 'love my friends the way they are', without making judgements from afar. Good friends are loyal, caring, helpful and accepting. A prayer-like poem often uses wishes such as 'May…' and 'Let me…' to express hopes.",
          },
        ],
        questions: [],
        assignment: {
          title: "Letter to a Friend",
          instructions:
            "Write an informal letter (120–150 words) to a friend thanking them for a time they helped you. Use at least three qualities of a true friend mentioned in 'A Friend's Prayer'.",
          maxMarks: 10,
        },
      },
      {
        title: "The Chair",
        summary:
          "A story in which Mario, who boasts of having many friends, uses his grandfather's 'invisible chair' and discovers who his true friends are.",
        lessons: [
          {
            title: "The Invisible Chair",
            minutes: 12,
            summary:
              "Mario is proud of his many friends, so his grandfather bets him a plate of fruit chaat and gives him a 'magic' invisible chair from the attic. At school Mario tries to sit on it and keeps falling, while most classmates laugh at him.",
          },
          {
            title: "True Friends Stand By You",
            minutes: 10,
            summary:
              "Only three classmates — Guneet, Asma and Deepa — come forward to hold Mario up so that he can 'sit' on the chair without falling. Mario realises that true friends support you when you struggle instead of laughing at you. He and his three friends share fruit chaat with his grandfather, having learnt that friendship is about care, not numbers.",
          },
        ],
        questions: [],
      },
      {
        title: "Neem Baba",
        summary:
          "Unit 3 (Nurturing Nature) opens with a conversation between a girl named Amber and an old neem tree, which tells her about its history and its many uses.",
        lessons: [
          {
            title: "A Conversation with a Tree",
            minutes: 10,
            summary:
              "Amber sits under the neem tree in her courtyard and imagines it speaking to her; she calls it Neem Baba. The tree tells her that it has grown in India for a very long time and has spread to many parts of the world, and that it is known by different names in different languages.",
          },
          {
            title: "The Many Gifts of the Neem",
            minutes: 12,
            summary:
              "Neem Baba explains that its leaves, twigs, bark, flowers, fruits and seeds are all useful. Neem leaves help fight germs, neem twigs are used to clean teeth, and neem seed powder protects crops from insects and termites. Neem oil is used in soaps and toothpastes, showing why the neem is called a tree of many gifts.",
          },
        ],
        questions: [],
      },
      {
        title: "What a Bird Thought",
        summary:
          "A poem in which a baby bird describes how its idea of 'the world' keeps growing — from the inside of its eggshell, to its nest, to the leaves, to the wide world beyond.",
        lessons: [
          {
            title: "The Growing World of a Bird",
            minutes: 8,
            summary:
              "At first the bird lives inside its egg and thinks the world is small, round and made of pale blue shell. After hatching, it thinks the world is a nest of straw, and later a world of leaves on the tree. When it finally flies out, it discovers the world is far bigger than it ever imagined.",
          },
          {
            title: "Theme: Learning Expands Our World",
            minutes: 8,
            summary:
              "The poem shows that our idea of the world depends on what we have experienced. Just like the bird, each new experience widens our understanding. The poem is written in the first person ('I'), letting us see everything through the bird's eyes.",
          },
        ],
        questions: [],
      },
      {
        title: "Spices that Heal Us",
        summary:
          "A letter from a grandmother to her grandchildren, Vikram and Vaibhavi, describing how common kitchen spices have been used as home remedies in India for generations.",
        lessons: [
          {
            title: "Grandmother's Letter",
            minutes: 10,
            summary:
              "Grandmother is happy that her home remedy cured the children's cough and cold, and shares knowledge she learnt from her own grandmother. She describes haldi (turmeric), which is used to relieve body pain and help digestion, and methi (fenugreek) seeds, whose soaked water is taken to help control blood sugar. She also mentions jeera (cumin) for digestion and heeng (asafoetida) for stomach ache.",
          },
          {
            title: "Writing an Informal Letter",
            minutes: 10,
            summary:
              "An informal letter is written to family or friends. It begins with the sender's address and date, then a greeting like 'Dear Vikram and Vaibhavi', followed by the body in a warm, conversational tone. It ends with a closing such as 'With love' and the writer's name.",
          },
        ],
        questions: [],
        assignment: {
          title: "Remedies in My Family",
          instructions:
            "Talk to an elder in your family about one traditional remedy or healthy food habit. Write an informal letter (120–150 words) to a friend describing it, following the correct letter format.",
          maxMarks: 15,
        },
      },
      {
        title: "Change of Heart",
        summary:
          "Unit 4 (Sports and Wellness) begins with the story of Prabhat, a boy who hates losing, and how a new classmate named Surya teaches him that the joy of playing matters more than winning.",
        lessons: [
          {
            title: "Prabhat Must Win",
            minutes: 12,
            summary:
              "Prabhat loves winning so much that he avoids games he might lose. When Surya, a talented badminton player who enjoys every game, joins his school, the two are matched in a friendly game. Surya plays happily and wins point after point, but Prabhat secretly changes the score and 'wins' the match.",
          },
          {
            title: "The Real Meaning of Sport",
            minutes: 10,
            summary:
              "Prabhat's unfair win gives him no joy. Watching Surya laughing and enjoying basketball even though he plays it badly, Prabhat realises that sport is about enjoying the game and playing fairly. His 'change of heart' is to value fair play and enjoyment over winning at any cost.",
          },
        ],
        questions: [],
      },
      {
        title: "The Winner",
        summary:
          "A short poem by Georgia Heard about children playing ball in the evening until darkness falls and 'Night wins!'.",
        lessons: [
          {
            title: "Reading the Poem",
            minutes: 8,
            summary:
              "Every evening, children play ball next to a creek in a neighbour's field, running so fast they cannot catch their breath. When the blue dusk turns to black, the cold grass makes their feet ache and the trees seem to creep closer. The game is over — and the poet says the 'winner' is the night.",
          },
          {
            title: "Imagery and Line Breaks",
            minutes: 8,
            summary:
              "Imagery is language that appeals to the senses: 'blue dark turns to black' helps us see nightfall and 'cold grass aches our feet' helps us feel it. The poet puts single words on separate lines ('I / can't / even / catch / my / breath') to make us read slowly, like a breathless child. Giving human actions to things, like trees that 'creep close', is personification.",
          },
        ],
        questions: [],
      },
      {
        title: "Yoga—A Way of Life",
        summary:
          "An informative essay explaining what yoga is, where it comes from, and how asanas, breathing practices and meditation help the body and mind.",
        lessons: [
          {
            title: "What Is Yoga?",
            minutes: 10,
            summary:
              "The word yoga comes from the Sanskrit root 'yuj', meaning to join or unite — bringing together body, mind and breath. Yoga is an ancient Indian practice that is now followed across the world, and 21 June is celebrated as the International Day of Yoga. It includes physical postures (asanas), breathing practices (pranayama) and meditation.",
          },
          {
            title: "Benefits of Yoga",
            minutes: 10,
            summary:
              "Regular yoga makes the body flexible and strong, improves posture and helps concentration. Breathing exercises calm the mind and reduce stress. Yoga should be practised slowly and carefully, ideally on an empty stomach and under guidance, without forcing the body.",
          },
        ],
        questions: [],
        assignment: {
          title: "My Yoga Week",
          instructions:
            "Practise two simple asanas safely every day for a week with an adult's guidance. Write a short report (100–150 words) describing the asanas, how you did them and any changes you noticed in how you felt.",
          maxMarks: 10,
        },
      },
      {
        title: "Hamara Bharat—Incredible India!",
        summary:
          "Unit 5 (Culture and Tradition) opens with a piece celebrating India's rich diversity of languages, food, clothing, festivals, art and landscapes, and the unity that binds them.",
        lessons: [
          {
            title: "A Land of Many Colours",
            minutes: 10,
            summary:
              "India has mountains, deserts, plains, forests and long coastlines, and its people speak hundreds of languages and dialects. Each region has its own food, clothing, dances and festivals, yet people share a sense of belonging to one nation. This is often summed up as 'unity in diversity'.",
          },
          {
            title: "Describing Places and Traditions",
            minutes: 10,
            summary:
              "When describing a place or custom, include what you see, hear, taste and feel, and give specific examples. Use adjectives and comparisons to make the description vivid. A good descriptive paragraph has a topic sentence, supporting details and a concluding line.",
          },
        ],
        questions: [],
      },
      {
        title: "The Kites",
        summary:
          "A poem by Daphne Lister in which a child watching kites wishes to become small and light enough to ride on one and see the world from high above.",
        lessons: [
          {
            title: "Reading the Poem",
            minutes: 8,
            summary:
              "The child watches kites flying like coloured birds in the wind-whipped sky. The child wishes to be as small and light as air, to climb on a kite and sail up high, drifting on its paper wings and listening to the songs of the wild wind. From above, the child would look down on the park and rooftops, and the people below would stare and wish they were up there too.",
          },
          {
            title: "Simile and Alliteration",
            minutes: 8,
            summary:
              "A simile compares two things using 'like' or 'as': the kites fly 'like coloured birds', and the child wants to be 'light as air'. Alliteration is the repetition of the same beginning sound in nearby words, as in 'wind-whipped' and 'wild wind'. Repetition such as 'high, high' stresses how far up the kites fly.",
          },
        ],
        questions: [],
      },
      {
        title: "Ila Sachani: Embroidering Dreams with her Feet",
        summary:
          "The true story of Ila Sachani from Gujarat, who could not use her hands but became a skilled artist of traditional Kathiawar embroidery using her feet.",
        lessons: [
          {
            title: "Ila's Story",
            minutes: 12,
            summary:
              "Ila Sachani was born with a condition that left her unable to use her hands. Watching the women of her family do traditional embroidery, she learnt to thread a needle and stitch with her feet. With patience and years of practice, she created beautiful embroidery that brought her recognition and helped her earn a living.",
          },
          {
            title: "Determination and Respect",
            minutes: 8,
            summary:
              "Ila's story shows that a disability does not define what a person can achieve; determination, practice and support matter more. It also reminds us to treat people with different abilities with respect rather than pity. The chapter connects to India's rich tradition of handicrafts such as Kathiawar embroidery.",
          },
        ],
        questions: [],
        assignment: {
          title: "Profile of an Inspiring Person",
          instructions:
            "Write a short profile (150–200 words) of someone you know or have read about who overcame a challenge through determination. Include who they are, the challenge they faced, how they overcame it and what you learnt from them.",
          maxMarks: 15,
        },
      },
      {
        title: "National War Memorial",
        summary:
          "A poem paying tribute to the National War Memorial in New Delhi, which honours the soldiers of India who gave their lives defending the nation.",
        lessons: [
          {
            title: "The Memorial and Its Meaning",
            minutes: 10,
            summary:
              "The National War Memorial stands near India Gate in New Delhi and was opened in 2019. The names of soldiers who sacrificed their lives for the country are inscribed on its walls, and an eternal flame burns in their honour. The poem describes the memorial as a place of respect and pride that keeps the memory of the brave alive.",
          },
          {
            title: "Tone and Message",
            minutes: 8,
            summary:
              "The tone of the poem is respectful, proud and patriotic. It honours soldiers of the army, navy and air force — 'from battlefields to skies, and to oceans wide'. Its message is that we must always remember and be grateful for the sacrifices of our armed forces.",
          },
        ],
        questions: [],
      },
    ],
  },
  // ─────────────────────────── SOCIAL STUDIES ────────────────────────────
  {
    grade: 6,
    slug: "social-studies",
    name: "Social Studies",
    description:
      "Discover India and the world — maps and landforms, India's ancient past and cultural roots, local democracy and everyday economic life — following NCERT's Exploring Society: India and Beyond.",
    color: "orange",
    isFree: false,
    textbook:
      "Exploring Society: India and Beyond — Social Science Textbook for Grade 6 (NCERT, NCF-2023, first edition 2024; a single integrated book covering geography, history, culture, governance and economics)",
    chapters: [
      {
        title: "Locating Places on the Earth",
        summary:
          "Theme A (India and the World: Land and the People) begins with maps and the globe: types of maps, their components, and the grid of latitudes and longitudes used to locate any place on Earth, ending with time zones.",
        lessons: [
          {
            title: "Maps and Their Components",
            minutes: 12,
            summary:
              "A map is a drawing of all or part of the Earth's surface on a flat sheet. Physical maps show natural features, political maps show boundaries of countries and states, and thematic maps show a particular topic like rainfall or roads. Every map has three components: distance shown by a scale, direction (north, south, east, west and in-between directions) and symbols explained in a legend or key.",
          },
          {
            title: "Latitudes and Longitudes",
            minutes: 14,
            summary:
              "A globe is a small model of the Earth. The Equator (0°) divides the Earth into the Northern and Southern Hemispheres; other parallels of latitude include the Tropic of Cancer (about 23.5° N), which passes through India, and the Tropic of Capricorn (about 23.5° S). Meridians of longitude run from pole to pole, measured east or west of the Prime Meridian (0°) through Greenwich in London. Where a latitude and a longitude cross gives the exact location of a place.",
          },
          {
            title: "Time Zones",
            minutes: 12,
            summary:
              "The Earth turns through 360° in 24 hours, so it turns 15° every hour; places 15° apart in longitude differ in local time by one hour. Countries use standard times to avoid confusion. Indian Standard Time is based on the 82.5° E meridian and is 5 hours 30 minutes ahead of Greenwich time. Centuries ago, Indian astronomers used their own prime meridian passing through Ujjayini (Ujjain).",
          },
        ],
        questions: [],
        assignment: {
          title: "Map of My Neighbourhood",
          instructions:
            "Draw a map of the area around your home or school. Include a title, a north arrow, an approximate scale and at least six symbols explained in a legend.",
          maxMarks: 20,
        },
      },
      {
        title: "Oceans and Continents",
        summary:
          "This chapter describes the Earth's great landmasses and water bodies — the seven continents and five oceans — along with ocean movements, their importance to people, and hazards like tsunamis.",
        lessons: [
          {
            title: "Land and Water on Earth",
            minutes: 10,
            summary:
              "About 71% of the Earth's surface is covered by water and only about 29% by land. The Northern Hemisphere has much more land than the Southern Hemisphere. The seven continents are Asia (the largest), Africa, North America, South America, Antarctica, Europe and Australia.",
          },
          {
            title: "The Five Oceans",
            minutes: 12,
            summary:
              "The five oceans are the Pacific (the largest and deepest), the Atlantic, the Indian, the Southern and the Arctic (the smallest). The Indian Ocean is the only ocean named after a country. Sea water is salty because rivers carry dissolved salts into the oceans, where they collect over millions of years. The deepest known point, in the Mariana Trench of the Pacific, is nearly 11 km deep.",
          },
          {
            title: "Oceans and People",
            minutes: 10,
            summary:
              "Oceans give us fish, salt and minerals, and ships have carried trade and ideas across them for thousands of years. Waves, tides and currents keep ocean water moving. Undersea earthquakes can cause huge waves called tsunamis, like the one in the Indian Ocean in December 2004. The Indian Navy's motto, 'Sham no Varunah', is a prayer that the god of the oceans be kind to us.",
          },
        ],
        questions: [],
      },
      {
        title: "Landforms and Life",
        summary:
          "This chapter studies the Earth's main landforms — mountains, plateaus and plains — and how each shapes the way people live, farm and work there.",
        lessons: [
          {
            title: "Mountains",
            minutes: 12,
            summary:
              "Mountains are landforms much higher than the surrounding area, with steep slopes. The Himalayas are young fold mountains and the highest in the world, while the Aravallis in India are among the oldest mountain ranges on Earth, worn down by time. Mountain people often practise terrace farming on cut steps of land and keep animals like yaks and sheep, and mountains are the sources of many rivers.",
          },
          {
            title: "Plateaus",
            minutes: 10,
            summary:
              "A plateau is a raised, mostly flat area of land. The Deccan Plateau covers much of southern India, and the Tibetan Plateau is so high it is called the 'roof of the world'. Plateaus are often rich in minerals, and some have waterfalls where rivers drop off their edges.",
          },
          {
            title: "Plains and Living on the Land",
            minutes: 10,
            summary:
              "Plains are broad, low, flat lands, often formed by rivers depositing fertile soil. The plains of the Ganga and other rivers are among the most densely populated places on Earth, because farming, building roads and towns are easy there. Each landform offers different opportunities and challenges, and people adapt their houses, food and work to them.",
          },
        ],
        questions: [],
      },
      {
        title: "Timeline and Sources of History",
        summary:
          "Theme B (Tapestry of the Past) starts by explaining how historians count time and how they learn about the past from sources such as archaeological remains, inscriptions and texts, with a look at early humans.",
        lessons: [
          {
            title: "Counting Time: BCE and CE",
            minutes: 12,
            summary:
              "Historians place events on a timeline. Years after the traditional date of the birth of Jesus Christ are marked CE (Common Era), and years before it are BCE (Before Common Era), counted backwards — so 500 BCE is earlier than 200 BCE. There is no year zero: 1 BCE is followed by 1 CE. A century is 100 years and a millennium is 1,000 years.",
          },
          {
            title: "Sources of History",
            minutes: 12,
            summary:
              "Archaeologists dig at ancient sites to find tools, pottery, bones, buildings and ornaments. Inscriptions carved on stone or metal, coins, and written texts tell us about rulers, beliefs and daily life. Oral traditions — stories, songs and memories passed down by speaking — are also valuable sources. Historians compare many sources to build a reliable picture of the past.",
          },
          {
            title: "Early Humans",
            minutes: 12,
            summary:
              "For hundreds of thousands of years, early humans lived as hunter-gatherers, moving from place to place and making stone tools. Rock shelters at Bhimbetka in Madhya Pradesh have paintings of animals and people made thousands of years ago. Slowly people began to grow crops and tame animals; at Mehrgarh, in present-day Pakistan, farming and settled village life began around 7000 BCE.",
          },
        ],
        questions: [],
        assignment: {
          title: "My Personal Timeline",
          instructions:
            "Make a timeline of ten important events in your life or your family's history, with dates, drawn to a consistent scale. Then list three sources (such as photos, certificates or an elder's memories) you used and say which kind of source each one is.",
          maxMarks: 15,
        },
      },
      {
        title: "India, That Is Bharat",
        summary:
          "This chapter traces the many names by which India has been known — Bharat, Jambudvipa, Hindustan, India — both within the country and in other lands, and what they tell us about its history.",
        lessons: [
          {
            title: "Names from Within",
            minutes: 12,
            summary:
              "Article 1 of the Constitution begins, 'India, that is Bharat, shall be a Union of States'. Ancient texts call the land Jambudvipa (the island of the jamun tree) and Bharata or Bharatavarsha; a Purana describes Bharata as the land north of the ocean and south of the snowy mountains. The Bharatas were also an important clan mentioned in the Rig Veda.",
          },
          {
            title: "Names from Outside",
            minutes: 10,
            summary:
              "The ancient Persians called the land around the river Sindhu (Indus) 'Hindu', because the 's' sound became 'h' in their language. The Greeks turned this into 'Indos' or 'India'. Chinese travellers like Xuanzang used names such as 'Yintu'. These names show that India was well known to other civilisations through trade and travel.",
          },
        ],
        questions: [],
      },
      {
        title: "The Beginnings of Indian Civilisation",
        summary:
          "This chapter describes India's first cities — the Harappan or Sindhu-Sarasvati civilisation — their town planning, crafts, trade and way of life, and the reasons for their decline.",
        lessons: [
          {
            title: "The First Cities",
            minutes: 14,
            summary:
              "Around 2600 BCE, large planned cities grew up in the north-west of the subcontinent, along the Indus (Sindhu) and the Ghaggar-Hakra (often identified with the ancient Sarasvati). Important sites include Harappa and Mohenjo-daro (in present-day Pakistan) and Dholavira, Lothal, Rakhigarhi and Kalibangan in India. The civilisation is named Harappan after the first site to be excavated.",
          },
          {
            title: "Town Planning and Daily Life",
            minutes: 14,
            summary:
              "Harappan cities had streets at right angles, houses of standard-sized baked bricks, and covered drains — an early system of public sanitation. Mohenjo-daro had a large water tank called the Great Bath, and Dholavira had huge reservoirs to store water. People farmed, made beads, pottery and metal objects, and used stamp seals carrying a script that has still not been deciphered.",
          },
          {
            title: "Trade and Decline",
            minutes: 10,
            summary:
              "Harappans traded by land and sea, including with Mesopotamia, where texts mention a land called Meluhha. Around 1900 BCE the cities slowly declined; likely reasons include a drier climate, the drying up of the Sarasvati river system and changes in trade. People moved to smaller villages, but many of their skills and practices continued in later Indian life.",
          },
        ],
        questions: [],
        assignment: {
          title: "Then and Now: City Planning",
          instructions:
            "Compare a Harappan city with the town or city you live in. Make a table covering streets, water supply, drainage, houses and public buildings, and write a short paragraph on what modern planners could learn from the Harappans.",
          maxMarks: 20,
        },
      },
      {
        title: "India's Cultural Roots",
        summary:
          "Theme C (Our Cultural Heritage and Knowledge Traditions) explores the ideas that shaped Indian culture — the Vedas and Upanishads, Buddhism and Jainism, and folk and tribal traditions.",
        lessons: [
          {
            title: "The Vedas and the Upanishads",
            minutes: 12,
            summary:
              "The four Vedas — Rig, Sama, Yajur and Atharva — are among the oldest texts in the world, composed in early Sanskrit and passed on orally for centuries with great accuracy. A famous Rig Vedic idea is 'Truth is one; the wise call it by many names'. The Upanishads later explored deep questions about the self (atman) and the ultimate reality (brahman).",
          },
          {
            title: "Buddhism and Jainism",
            minutes: 12,
            summary:
              "Siddhartha Gautama gained enlightenment at Bodh Gaya and became the Buddha; he gave his first teaching at Sarnath, explaining the causes of suffering and a 'middle path' to end it. Vardhamana Mahavira, the 24th tirthankara of Jainism, taught ahimsa (non-violence towards all living beings) and that truth has many sides. Both traditions stressed right conduct and compassion.",
          },
          {
            title: "Folk and Tribal Traditions",
            minutes: 10,
            summary:
              "Alongside these schools of thought, India's many folk and tribal communities developed their own beliefs, often centred on nature — sacred groves, rivers, mountains and animals. These traditions, passed on through stories, songs and festivals, contributed much to India's culture and to protecting the environment.",
          },
        ],
        questions: [],
      },
      {
        title: "Unity in Diversity, or 'Many in the One'",
        summary:
          "This chapter shows how India's great diversity of food, clothing, festivals, languages and literature is held together by shared values and stories.",
        lessons: [
          {
            title: "Diversity in Daily Life",
            minutes: 12,
            summary:
              "Indians eat different staple foods, wear many styles of clothing — from the many ways of draping a saree to regional textiles — and speak hundreds of languages. Yet common threads run through this variety, such as respect for guests, the use of similar spices and grains, and shared values.",
          },
          {
            title: "Festivals and Epics That Unite",
            minutes: 12,
            summary:
              "Harvest festivals are celebrated across India under different names, such as Pongal, Bihu, Lohri, Makar Sankranti and Onam. The Ramayana and Mahabharata have been retold in nearly every Indian language — for example Kamban's Ramayana in Tamil and Tulsidas's Ramcharitmanas in Awadhi — and in Buddhist and Jain versions too. Such shared stories and celebrations show 'many in the one'.",
          },
        ],
        questions: [],
      },
      {
        title: "Family and Community",
        summary:
          "Theme D (Governance and Democracy) begins with the family and community as the first places where we learn to live together, share responsibilities and care for one another.",
        lessons: [
          {
            title: "The Family",
            minutes: 10,
            summary:
              "A family may be a joint family, with grandparents, uncles, aunts and cousins living together, or a nuclear family of parents and children. Family members share work, care for children and elders, and pass on values and traditions. Sharing, respect and responsibility learnt in the family prepare us for life in society.",
          },
          {
            title: "The Community",
            minutes: 10,
            summary:
              "A community is a group of people who live in the same area or share common interests, such as a village or a housing colony. Communities work together to celebrate festivals, keep surroundings clean and help in emergencies. The ancient idea 'Vasudhaiva Kutumbakam' — the world is one family — extends the values of family to all people.",
          },
        ],
        questions: [],
      },
      {
        title: "Grassroots Democracy — Part 1: Governance",
        summary:
          "This chapter explains why societies need rules and governments, the three organs of government, the levels at which government works in India, and what makes it democratic.",
        lessons: [
          {
            title: "Rules and Government",
            minutes: 10,
            summary:
              "Groups of people, from a family to a country, need rules to live together peacefully and fairly. Governance is the process of making and carrying out decisions for a society. In India, the Constitution is the supreme set of rules that guides how the country is governed.",
          },
          {
            title: "Three Organs of Government",
            minutes: 12,
            summary:
              "The legislature makes laws, the executive carries them out, and the judiciary interprets laws and settles disputes. Keeping these powers separate prevents any one group from becoming too powerful; this is called the separation of powers. Each organ also checks the others.",
          },
          {
            title: "Levels of Government and Democracy",
            minutes: 10,
            summary:
              "India has government at three levels: the Union (national) level, the state level and the local level. In a democracy, people choose their representatives through regular elections, and every citizen aged 18 or above can vote. Local government is called grassroots democracy because it is closest to the people.",
          },
        ],
        questions: [],
      },
      {
        title: "Grassroots Democracy — Part 2: Local Government in Rural Areas",
        summary:
          "This chapter describes the Panchayati Raj system — the Gram Sabha, Gram Panchayat, Panchayat Samiti and Zila Parishad — and how villages govern themselves.",
        lessons: [
          {
            title: "The Gram Sabha and Gram Panchayat",
            minutes: 12,
            summary:
              "The Gram Sabha is made up of all adults in a village who are registered voters; it meets to discuss village needs and review the panchayat's work. The Gram Panchayat is elected by villagers and headed by a sarpanch (also called pradhan or mukhiya). It looks after local needs such as drinking water, village roads, drains, street lights and cleanliness.",
          },
          {
            title: "Three Tiers of Panchayati Raj",
            minutes: 12,
            summary:
              "Panchayati Raj works at three levels: the Gram Panchayat for a village or group of villages, the Panchayat Samiti for a block, and the Zila Parishad for a whole district. The 73rd Constitutional Amendment of 1992 made this system part of the Constitution and reserved at least one-third of seats for women; many states reserve half. This brings decision-making closer to the people.",
          },
        ],
        questions: [],
        assignment: {
          title: "Meet Your Local Representative",
          instructions:
            "Prepare five questions for a panchayat member or ward councillor about their work. Interview them (or an adult who knows about local government) and write a one-page report on the problems they handle and how citizens can help.",
          maxMarks: 20,
        },
      },
      {
        title: "Grassroots Democracy — Part 3: Local Government in Urban Areas",
        summary:
          "This chapter explains how towns and cities are governed by urban local bodies — Municipal Corporations, Municipal Councils and Nagar Panchayats — and the services they provide.",
        lessons: [
          {
            title: "Types of Urban Local Bodies",
            minutes: 12,
            summary:
              "Large cities have a Municipal Corporation, smaller cities and towns a Municipal Council, and areas changing from rural to urban a Nagar Panchayat. A city is divided into wards, and each ward elects a councillor. The elected body is usually headed by a mayor, while a municipal commissioner, an appointed officer, runs the administration.",
          },
          {
            title: "Services and Citizens' Role",
            minutes: 10,
            summary:
              "Urban local bodies provide water supply, garbage collection, drainage, street lights, public parks, and registration of births and deaths. They raise money through property tax, other local taxes and fees, and grants from the state government. The 74th Constitutional Amendment of 1992 strengthened urban local government, and citizens help by paying taxes, reporting problems and keeping their surroundings clean.",
          },
        ],
        questions: [],
      },
      {
        title: "The Value of Work",
        summary:
          "Theme E (Economic Life Around Us) begins by distinguishing economic activities done for money from non-economic activities done out of care or service, and shows that all work has value.",
        lessons: [
          {
            title: "Economic and Non-economic Activities",
            minutes: 12,
            summary:
              "Economic activities are done to earn money or produce goods and services for sale, like a farmer selling vegetables or a teacher earning a salary. Non-economic activities are done out of love, care or a sense of duty, without payment — like a parent cooking for the family or volunteers cleaning a park. Many people do both kinds of work every day.",
          },
          {
            title: "Every Kind of Work Matters",
            minutes: 10,
            summary:
              "Unpaid work at home, such as cooking, cleaning and caring for children and elders, keeps families running even though it is not counted in money. Service to the community (seva) is valued in Indian traditions. Respecting all kinds of work and the people who do them is called the dignity of labour.",
          },
        ],
        questions: [],
      },
      {
        title: "Economic Activities Around Us",
        summary:
          "This chapter groups economic activities into primary, secondary and tertiary sectors and shows how they depend on each other to meet our needs.",
        lessons: [
          {
            title: "Three Sectors of the Economy",
            minutes: 12,
            summary:
              "Primary activities use natural resources directly — farming, fishing, forestry and mining. Secondary activities turn raw materials into finished goods, such as making cloth from cotton or furniture from wood. Tertiary activities provide services, like transport, trade, banking, teaching and health care.",
          },
          {
            title: "How the Sectors Depend on Each Other",
            minutes: 10,
            summary:
              "A cotton shirt shows the link between sectors: a farmer grows cotton (primary), a factory spins and weaves it into cloth and stitches the shirt (secondary), and trucks and shops bring it to us (tertiary). If one link breaks, the others are affected. Understanding this interdependence helps us value every worker in the chain.",
          },
        ],
        questions: [],
        assignment: {
          title: "Occupations Survey",
          instructions:
            "List the occupations of at least fifteen people in your neighbourhood or extended family. Classify each as primary, secondary or tertiary, show the totals in a bar graph, and write two sentences about what your results tell you.",
          maxMarks: 15,
        },
      },
    ],
  },
  // ──────────────────────────────── HINDI ────────────────────────────────
  {
    grade: 6,
    slug: "hindi",
    name: "Hindi",
    description:
      "एनसीईआरटी की पाठ्यपुस्तक 'मल्हार' की कविताओं, कहानियों, संस्मरणों और निबंधों के माध्यम से हिंदी पढ़ना, समझना, बोलना और लिखना सीखें।",
    color: "red",
    isFree: false,
    textbook:
      "मल्हार — कक्षा 6 के लिए हिंदी की पाठ्यपुस्तक (NCERT, NCF-2023, प्रथम संस्करण 2024)",
    chapters: [
      {
        title: "मातृभूमि",
        summary:
          "सोहनलाल द्विवेदी की इस कविता में भारत की प्राकृतिक सुंदरता, पवित्र नदियों और महापुरुषों का गौरवपूर्ण वर्णन है। कविता हमें अपनी मातृभूमि से प्रेम और उस पर गर्व करना सिखाती है।",
        lessons: [
          {
            title: "कविता का भाव",
            minutes: 10,
            summary:
              "कवि कहते हैं कि भारत में ऊँचा हिमालय आकाश को चूमता है और उसके चरणों में सिंधु (समुद्र) लहराता है। गंगा, यमुना और त्रिवेणी जैसी नदियाँ इस धरती को हरा-भरा बनाती हैं। यही वह भूमि है जहाँ राम, सीता, श्रीकृष्ण और गौतम बुद्ध ने जन्म लिया और संसार को दया का संदेश दिया।",
          },
          {
            title: "शब्द और सौंदर्य",
            minutes: 8,
            summary:
              "कविता में 'सिंधु' शब्द समुद्र के लिए आया है और 'चरण' का अर्थ पैर है — कवि भारत को माता के रूप में देखते हैं जिसके पैर समुद्र धोता है। 'वह मातृभूमि मेरी, वह जन्मभूमि मेरी' जैसी पंक्तियों की आवृत्ति (दोहराव) कविता में लय और भावना दोनों भरती है। ऐसी कविताओं को सस्वर पढ़ने से उनका आनंद बढ़ जाता है।",
          },
        ],
        questions: [],
        assignment: {
          title: "मेरा भारत",
          instructions:
            "'मातृभूमि' कविता से प्रेरणा लेकर अपने राज्य या क्षेत्र की प्राकृतिक सुंदरता और विशेषताओं पर आठ से दस पंक्तियों की एक छोटी कविता या अनुच्छेद लिखिए।",
          maxMarks: 10,
        },
      },
      {
        title: "गोल",
        summary:
          "हॉकी के जादूगर मेजर ध्यानचंद का संस्मरण, जिसमें वे बताते हैं कि खेल में गुस्से का जवाब खेल भावना और अच्छे खेल से कैसे दिया जाता है।",
        lessons: [
          {
            title: "संस्मरण की घटना",
            minutes: 10,
            summary:
              "एक मैच के दौरान विरोधी टीम के एक खिलाड़ी ने गुस्से में ध्यानचंद के सिर पर हॉकी स्टिक मार दी। ध्यानचंद ने बदला मारपीट से नहीं लिया, बल्कि मैदान में लौटकर कुछ ही मिनटों में कई गोल कर दिए। इससे वह खिलाड़ी लज्जित हुआ और उसने अपनी गलती मानी।",
          },
          {
            title: "खेल भावना और सफलता का रहस्य",
            minutes: 8,
            summary:
              "ध्यानचंद मानते थे कि खेल में जीत का श्रेय पूरी टीम को जाता है, किसी एक खिलाड़ी को नहीं। उनकी सफलता का रहस्य लगन, अभ्यास और अनुशासन था। संस्मरण वह विधा है जिसमें लेखक अपने जीवन की किसी सच्ची घटना को याद करके लिखता है।",
          },
        ],
        questions: [],
      },
      {
        title: "पहली बूँद",
        summary:
          "गोपालकृष्ण कौल की इस कविता में वर्षा ऋतु की पहली बूँद के धरती पर गिरने से प्रकृति में आए नए जीवन और उल्लास का सुंदर चित्रण है।",
        lessons: [
          {
            title: "वर्षा का स्वागत",
            minutes: 10,
            summary:
              "पावस (वर्षा ऋतु) के पहले दिन जब पहली बूँद धरती पर गिरती है, तो धरती से अंकुर फूट पड़ते हैं और हरी दूब मुस्कुराने लगती है। सूखी धरती के लिए यह बूँद अमृत के समान है। बादल नगाड़े बजाकर धरती की तरुणाई (जवानी) जगा रहे हैं।",
          },
          {
            title: "कविता में उपमा और मानवीकरण",
            minutes: 8,
            summary:
              "कवि ने आकाश को 'नीले नयनों-सा' और बादलों को 'काली पुतली-से' कहा है — यह उपमा है, जिसमें 'सा/से' शब्द से तुलना की जाती है। 'बूढ़ी धरती' का फिर से हरी-भरी बनने को ललचाना धरती का मानवीकरण है, यानी निर्जीव वस्तु में मनुष्य जैसे भाव दिखाना। बादलों को 'आसमान में उड़ता सागर' भी कहा गया है।",
          },
        ],
        questions: [],
      },
      {
        title: "हार की जीत",
        summary:
          "सुदर्शन की प्रसिद्ध कहानी, जिसमें बाबा भारती की सज्जनता डाकू खड्गसिंह का हृदय बदल देती है।",
        lessons: [
          {
            title: "बाबा भारती और सुलतान",
            minutes: 12,
            summary:
              "बाबा भारती को अपना घोड़ा सुलतान प्राणों से भी प्यारा था। डाकू खड्गसिंह उसे देखकर मोहित हो गया और उसे पाने का निश्चय किया। एक दिन वह अपाहिज (असहाय रोगी) का वेश बनाकर रास्ते में बैठ गया, और जब दयालु बाबा ने उसे घोड़े पर बैठाया तो वह घोड़ा लेकर भाग गया।",
          },
          {
            title: "बाबा का निवेदन और हृदय-परिवर्तन",
            minutes: 10,
            summary:
              "बाबा भारती ने खड्गसिंह से केवल इतना कहा कि इस घटना के बारे में किसी को न बताना, वरना लोग दीन-दुखियों पर विश्वास करना छोड़ देंगे। यह बात डाकू के मन में बैठ गई और एक रात वह चुपचाप घोड़ा अस्तबल में वापस बाँध गया। बाबा की 'हार' वास्तव में उनकी नैतिक जीत थी — यही कहानी के शीर्षक का अर्थ है।",
          },
        ],
        questions: [],
        assignment: {
          title: "कहानी का नया अंत",
          instructions:
            "कल्पना कीजिए कि खड्गसिंह घोड़ा लौटाने के बाद बाबा भारती से मिलता है। दोनों के बीच होने वाली बातचीत को आठ से दस संवादों में लिखिए।",
          maxMarks: 15,
        },
      },
      {
        title: "रहीम के दोहे",
        summary:
          "कवि रहीम के नीति-संबंधी दोहे, जो सरल भाषा में प्रेम, परोपकार, विनम्रता और सही व्यवहार की सीख देते हैं।",
        lessons: [
          {
            title: "दोहा और रहीम",
            minutes: 8,
            summary:
              "अब्दुर्रहीम खानखाना, जिन्हें रहीम के नाम से जाना जाता है, अकबर के दरबार के प्रसिद्ध कवि और विद्वान थे। दोहा दो पंक्तियों का छंद होता है, जिसमें कम शब्दों में गहरी बात कही जाती है। रहीम के दोहे अवधी और ब्रज भाषा में हैं और आज भी लोगों की ज़ुबान पर हैं।",
          },
          {
            title: "दोहों की सीख",
            minutes: 12,
            summary:
              "रहीम के प्रसिद्ध दोहे 'रहिमन धागा प्रेम का, मत तोड़ो चटकाय' में कहा गया है कि प्रेम का धागा एक बार टूट जाए तो फिर जुड़ता नहीं, और जुड़े भी तो गाँठ पड़ जाती है। एक अन्य दोहे में वे बताते हैं कि जैसे पेड़ अपने फल स्वयं नहीं खाते और सरोवर अपना पानी स्वयं नहीं पीते, वैसे ही सज्जन अपनी संपत्ति दूसरों की भलाई के लिए जोड़ते हैं। इन दोहों से हमें रिश्तों की कद्र और परोपकार की सीख मिलती है।",
          },
        ],
        questions: [],
      },
      {
        title: "मेरी माँ",
        summary:
          "क्रांतिकारी रामप्रसाद 'बिस्मिल' की आत्मकथा का अंश, जिसमें वे अपनी माँ के त्याग, साहस और उनके जीवन पर माँ के प्रभाव का भावुक वर्णन करते हैं।",
        lessons: [
          {
            title: "बिस्मिल और उनकी माँ",
            minutes: 12,
            summary:
              "रामप्रसाद 'बिस्मिल' भारत के स्वतंत्रता संग्राम के महान क्रांतिकारी थे, जिन्हें 1927 में फाँसी दी गई। उन्होंने अपनी आत्मकथा जेल में लिखी। इस अंश में वे बताते हैं कि उनकी माँ ने उन्हें पढ़ने-लिखने के लिए प्रोत्साहित किया, अच्छे संस्कार दिए और कठिन समय में सदा उनका साथ दिया।",
          },
          {
            title: "आत्मकथा की विधा",
            minutes: 8,
            summary:
              "आत्मकथा में लेखक अपने ही जीवन की कहानी 'मैं' शैली में लिखता है। बिस्मिल अपनी माँ को अपने जीवन की सबसे बड़ी प्रेरणा मानते हैं और उनके प्रति गहरी कृतज्ञता प्रकट करते हैं। यह पाठ हमें माता-पिता के त्याग को समझने और उनका सम्मान करने की सीख देता है।",
          },
        ],
        questions: [],
      },
      {
        title: "जलाते चलो",
        summary:
          "द्वारिका प्रसाद माहेश्वरी की प्रेरक कविता, जो स्नेह और आशा के दीये जलाते रहने का संदेश देती है ताकि धरती का अँधेरा मिट सके।",
        lessons: [
          {
            title: "दीये का प्रतीक",
            minutes: 10,
            summary:
              "कवि कहते हैं कि हमें स्नेह (प्रेम, और दीये का तेल भी) भर-भरकर दीये जलाते रहना चाहिए, तो कभी-न-कभी धरती का अँधेरा अवश्य मिटेगा। यहाँ दीया ज्ञान, प्रेम और आशा का प्रतीक है, और अँधेरा अज्ञान, दुख और निराशा का। एक-एक दीया मिलकर बड़ा प्रकाश फैला देता है।",
          },
          {
            title: "श्लेष और संदेश",
            minutes: 8,
            summary:
              "'स्नेह' शब्द के यहाँ दो अर्थ हैं — तेल और प्रेम; एक शब्द के एक से अधिक अर्थ निकलने को श्लेष कहते हैं। कविता का संदेश है कि कठिनाइयों से हार न मानकर निरंतर अच्छे काम करते रहें। छोटे-छोटे प्रयास भी मिलकर बड़ा परिवर्तन ला सकते हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "सत्रिया और बिहू नृत्य",
        summary:
          "जया मेहता के इस पाठ में लंदन से आई एक लड़की एंजेला की असम यात्रा के माध्यम से असम के दो प्रसिद्ध नृत्यों — सत्रिया और बिहू — का परिचय दिया गया है।",
        lessons: [
          {
            title: "सत्रिया नृत्य",
            minutes: 10,
            summary:
              "सत्रिया असम का शास्त्रीय नृत्य है, जिसकी शुरुआत संत श्रीमंत शंकरदेव ने लगभग पाँच सौ वर्ष पहले वैष्णव मठों, जिन्हें सत्र कहते हैं, में की थी। इसमें भगवान कृष्ण की कथाएँ नृत्य, संगीत और अभिनय से प्रस्तुत की जाती हैं। आज यह भारत के मान्यता प्राप्त शास्त्रीय नृत्यों में से एक है।",
          },
          {
            title: "बिहू नृत्य",
            minutes: 10,
            summary:
              "बिहू असम का लोकनृत्य है, जो मुख्य रूप से अप्रैल में नए वर्ष और फसल के उत्सव रोंगाली (बोहाग) बिहू पर किया जाता है। युवक-युवतियाँ पारंपरिक वेशभूषा में ढोल और पेपा (भैंस के सींग से बना वाद्य) की धुन पर नाचते हैं। यह नृत्य प्रकृति, खेती और जीवन के आनंद का उत्सव है।",
          },
        ],
        questions: [],
        assignment: {
          title: "मेरे क्षेत्र का लोकनृत्य",
          instructions:
            "अपने राज्य या क्षेत्र के किसी लोकनृत्य के बारे में जानकारी इकट्ठा कीजिए — वह कब, कौन और किस वेशभूषा व वाद्य के साथ करता है। इस पर चित्रों सहित एक पृष्ठ का परियोजना-पत्र बनाइए।",
          maxMarks: 15,
        },
      },
      {
        title: "मैया मैं नहिं माखन खायो",
        summary:
          "सूरदास का प्रसिद्ध पद, जिसमें बालक कृष्ण माखन चुराते पकड़े जाने पर माँ यशोदा के सामने भोले-भाले तर्क देकर स्वयं को निर्दोष सिद्ध करते हैं।",
        lessons: [
          {
            title: "पद का भाव",
            minutes: 10,
            summary:
              "कृष्ण कहते हैं, 'माँ, मैंने माखन नहीं खाया। सुबह होते ही मुझे गायों के पीछे मधुबन भेज देती हो और शाम को लौटता हूँ।' वे तर्क देते हैं कि मेरे छोटे-छोटे हाथ ऊँचे छींके तक कैसे पहुँच सकते हैं, और ग्वाल-बालों ने ज़बरदस्ती मेरे मुँह पर माखन लपेट दिया है। उनकी बातें सुनकर यशोदा मुस्कुरा देती हैं और उन्हें गले लगा लेती हैं।",
          },
          {
            title: "सूरदास, ब्रजभाषा और वात्सल्य",
            minutes: 8,
            summary:
              "सूरदास कृष्ण-भक्ति के महान कवि थे और उन्होंने ब्रजभाषा में पद लिखे। इस पद में माँ और बच्चे के प्रेम का वर्णन है, जिसे वात्सल्य रस कहते हैं। 'मैया', 'गैयन', 'छीको', 'बहियन' जैसे ब्रजभाषा के शब्द पद को मधुर बनाते हैं।",
          },
        ],
        questions: [],
      },
      {
        title: "परीक्षा",
        summary:
          "प्रेमचंद की कहानी, जिसमें देवगढ़ रियासत के लिए नए दीवान के चुनाव में दया, साहस और आत्मबल को सबसे बड़ी योग्यता माना जाता है।",
        lessons: [
          {
            title: "दीवान की खोज",
            minutes: 12,
            summary:
              "देवगढ़ के बूढ़े दीवान सरदार सुजानसिंह ने राजा से अवकाश माँगा और नए दीवान को चुनने का काम अपने ज़िम्मे लिया। विज्ञापन देखकर अनेक उम्मीदवार आए और एक महीने तक सब अपना सबसे अच्छा व्यवहार दिखाने का दिखावा करते रहे। एक शाम हॉकी खेलने के बाद लौटते हुए खिलाड़ियों ने देखा कि एक किसान की अनाज से भरी गाड़ी नाले में फँस गई है, पर किसी ने मदद नहीं की।",
          },
          {
            title: "सच्ची परीक्षा",
            minutes: 10,
            summary:
              "पंडित जानकीनाथ नाम के एक युवक ने, जिसके पैर में खेल के दौरान चोट लगी थी, फिर भी किसान की गाड़ी नाले से निकालने में पूरी ताकत लगा दी। वह किसान और कोई नहीं, स्वयं सुजानसिंह थे, जो वेश बदलकर उम्मीदवारों की परीक्षा ले रहे थे। उन्होंने जानकीनाथ को दीवान चुना, क्योंकि जिसके हृदय में दया, साहस और आत्मबल हो, वही प्रजा का सच्चा सेवक बन सकता है।",
          },
        ],
        questions: [],
      },
      {
        title: "चेतक की वीरता",
        summary:
          "श्यामनारायण पांडेय की ओजपूर्ण कविता, जिसमें हल्दीघाटी के युद्ध में महाराणा प्रताप के घोड़े चेतक की फुर्ती और वीरता का वर्णन है।",
        lessons: [
          {
            title: "रणभूमि में चेतक",
            minutes: 10,
            summary:
              "1576 ई. में हल्दीघाटी के युद्ध में महाराणा प्रताप का घोड़ा चेतक हवा से भी तेज़ दौड़ता था। कवि बताते हैं कि वह लगाम हिलने से पहले ही मुड़ जाता था और शत्रुओं के बीच चौकड़ी भरता हुआ निराला लगता था। वह अपने स्वामी के इशारे को समझकर निर्भय होकर युद्ध करता था।",
          },
          {
            title: "वीर रस और ओज",
            minutes: 8,
            summary:
              "यह कविता श्यामनारायण पांडेय के महाकाव्य 'हल्दीघाटी' से ली गई है। इसमें वीर रस है, जो पढ़ने वाले के मन में उत्साह और साहस जगाता है। तेज़ लय और ओजपूर्ण शब्द घोड़े की गति का अनुभव कराते हैं; ऐसी कविताओं को ऊँचे स्वर में लय के साथ पढ़ना चाहिए।",
          },
        ],
        questions: [],
      },
      {
        title: "हिंद महासागर में छोटा-सा हिंदुस्तान",
        summary:
          "रामधारी सिंह 'दिनकर' का यात्रा-वृत्तांत, जिसमें वे हिंद महासागर के द्वीप-देश मॉरीशस की यात्रा और वहाँ बसे भारतीय मूल के लोगों के जीवन का वर्णन करते हैं।",
        lessons: [
          {
            title: "मॉरीशस की यात्रा",
            minutes: 12,
            summary:
              "दिनकर जी मॉरीशस पहुँचकर वहाँ के सुंदर समुद्र-तटों, गन्ने के खेतों और पहाड़ियों को देखकर प्रसन्न होते हैं। वहाँ की अधिकांश आबादी भारतीय मूल की है, जिनके पूर्वजों को उन्नीसवीं सदी में खेतों में काम करने के लिए भारत से ले जाया गया था। उन्होंने कठिन परिस्थितियों में भी अपनी भाषा, त्योहार और संस्कृति को बचाए रखा, इसलिए लेखक को वहाँ 'छोटा-सा हिंदुस्तान' दिखाई देता है।",
          },
          {
            title: "यात्रा-वृत्तांत की विधा",
            minutes: 8,
            summary:
              "यात्रा-वृत्तांत में लेखक किसी स्थान की यात्रा के अनुभव, वहाँ के लोगों, दृश्यों और संस्कृति का वर्णन करता है। अच्छा यात्रा-वृत्तांत पाठक को उस स्थान की सैर करा देता है। इस पाठ से हमें यह भी पता चलता है कि भारतीय संस्कृति दुनिया के अनेक देशों में फैली हुई है।",
          },
        ],
        questions: [],
        assignment: {
          title: "मेरी एक यात्रा",
          instructions:
            "अपनी किसी यात्रा (किसी गाँव, शहर, मेले या दर्शनीय स्थल) का 150 से 200 शब्दों में यात्रा-वृत्तांत लिखिए। उसमें वहाँ के दृश्य, लोग, भोजन और अपने अनुभव अवश्य शामिल कीजिए।",
          maxMarks: 15,
        },
      },
      {
        title: "पेड़ की बात",
        summary:
          "महान वैज्ञानिक जगदीशचंद्र बसु के इस निबंध में बीज से पेड़ बनने की कहानी और पेड़ों के जीवन को आत्मीयता से समझाया गया है।",
        lessons: [
          {
            title: "बीज से पेड़ तक",
            minutes: 10,
            summary:
              "लेखक बताते हैं कि पेड़ भी हमारी तरह जीवित हैं — वे भोजन करते हैं, बढ़ते हैं और बाहरी प्रभावों को अनुभव करते हैं। छोटा-सा बीज मिट्टी, पानी, हवा और उचित गर्मी पाकर अंकुरित होता है; जड़ नीचे जाकर भोजन-पानी खींचती है और तना ऊपर प्रकाश की ओर बढ़ता है। पेड़ बढ़कर फल, छाया और आश्रय देते हैं।",
          },
          {
            title: "जगदीशचंद्र बसु और वैज्ञानिक दृष्टि",
            minutes: 8,
            summary:
              "जगदीशचंद्र बसु भारत के महान वैज्ञानिक थे, जिन्होंने अपने बनाए सूक्ष्म यंत्रों से दिखाया कि पौधे भी बाहरी प्रभावों पर प्रतिक्रिया करते हैं। उन्होंने यह निबंध मूल रूप से बांग्ला में लिखा था। यह पाठ विज्ञान की बातों को सरल और साहित्यिक भाषा में प्रस्तुत करता है और हमें पेड़ों के प्रति संवेदनशील बनाता है।",
          },
        ],
        questions: [],
      },
    ],
  },
];
