import type { SeedSubject } from "./types";

export const CLASS_12: SeedSubject[] = [
  {
    grade: 12,
    slug: "mathematics",
    name: "Mathematics",
    description:
      "Class 12 mathematics covering relations and functions, matrices and determinants, calculus, vectors and three-dimensional geometry, linear programming and probability as laid out in the NCERT textbook.",
    color: "blue",
    isFree: true,
    textbook:
      "Mathematics — Textbook for Class XII, Part I and Part II (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Relations and Functions",
        summary:
          "Classifies relations as reflexive, symmetric, transitive and equivalence relations, and introduces equivalence classes. Functions are then classified as one-one (injective), onto (surjective) and bijective.",
        lessons: [
          {
            title: "Types of Relations",
            minutes: 14,
            summary:
              "A relation R on a set A is a subset of A × A. R is reflexive if (a, a) ∈ R for every a in A, symmetric if (a, b) ∈ R implies (b, a) ∈ R, and transitive if (a, b) ∈ R and (b, c) ∈ R together imply (a, c) ∈ R. The empty relation contains no pairs and the universal relation contains all of A × A. A relation that is reflexive, symmetric and transitive is called an equivalence relation.",
          },
          {
            title: "Equivalence Classes",
            minutes: 12,
            summary:
              "An equivalence relation splits a set into disjoint pieces called equivalence classes; the class [a] contains every element related to a. For example, on the integers the relation 'a − b is divisible by 2' gives two classes: all even integers and all odd integers. Every element lies in exactly one class, and two classes are either identical or have nothing in common.",
          },
          {
            title: "One-one, Onto and Bijective Functions",
            minutes: 16,
            summary:
              "A function f: X → Y is one-one if different inputs always give different outputs, that is f(x₁) = f(x₂) forces x₁ = x₂. It is onto if every element of Y is the image of some element of X, so the range equals the codomain. A function that is both one-one and onto is bijective. For example, f(x) = 2x from N to N is one-one but not onto, because odd numbers have no pre-image.",
          },
        ],
        questions: [
          {
            text: "The relation R = {(1, 1), (2, 2), (3, 3), (1, 2)} on the set {1, 2, 3} is:",
            options: [
              "reflexive and symmetric but not transitive",
              "reflexive and transitive but not symmetric",
              "an equivalence relation",
              "symmetric and transitive but not reflexive",
            ],
            correct: 1,
            explanation:
              "All of (1, 1), (2, 2), (3, 3) are present, so R is reflexive, and every chain such as (1, 1), (1, 2) gives a pair already in R, so it is transitive. (1, 2) ∈ R but (2, 1) ∉ R, so it is not symmetric.",
            difficulty: "easy",
          },
          {
            text: "How many relations can be defined on a set with 2 elements?",
            options: ["4", "8", "32", "16"],
            correct: 3,
            explanation:
              "A × A has 2 × 2 = 4 ordered pairs, and a relation is any subset of A × A. A set with 4 elements has 2⁴ = 16 subsets.",
            difficulty: "easy",
          },
          {
            text: "The function f: R → R defined by f(x) = 3x + 2 is:",
            options: [
              "one-one and onto",
              "one-one but not onto",
              "onto but not one-one",
              "neither one-one nor onto",
            ],
            correct: 0,
            explanation:
              "If 3x₁ + 2 = 3x₂ + 2 then x₁ = x₂, so f is one-one. For any real y, x = (y − 2)/3 gives f(x) = y, so f is onto as well, that is bijective.",
            difficulty: "medium",
          },
          {
            text: "The function f: R → R defined by f(x) = x² is:",
            options: [
              "one-one and onto",
              "one-one but not onto",
              "neither one-one nor onto",
              "onto but not one-one",
            ],
            correct: 2,
            explanation:
              "f(2) = f(−2) = 4, so f is not one-one. No real x gives x² = −1, so negative numbers have no pre-image and f is not onto.",
            difficulty: "medium",
          },
          {
            text: "On the set of integers, R = {(a, b) : a − b is divisible by 3} is an equivalence relation. Which set is the equivalence class [1]?",
            options: [
              "{…, −3, 0, 3, 6, …}",
              "{…, −5, −2, 1, 4, 7, …}",
              "{…, −4, −1, 2, 5, 8, …}",
              "{1, 4, 7, 10, …} only",
            ],
            correct: 1,
            explanation:
              "[1] contains every integer b with 1 − b divisible by 3, that is every integer leaving remainder 1 on division by 3, including negative ones such as −2 and −5.",
            difficulty: "medium",
          },
          {
            text: "How many equivalence relations on the set {1, 2, 3} contain both (1, 2) and (2, 1)?",
            options: ["1", "3", "4", "2"],
            correct: 3,
            explanation:
              "An equivalence relation is fixed by how it splits the set into classes. With 1 and 2 in the same class, the only possibilities are {1, 2}, {3} and {1, 2, 3}, so there are 2 such relations.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Relations Around Us",
          instructions:
            "Define three relations on the set of students in your class (for example 'has the same birthday month as'). For each, check and justify whether it is reflexive, symmetric and transitive, and describe the equivalence classes of any equivalence relation you find.",
          maxMarks: 15,
        },
      },
      {
        title: "Inverse Trigonometric Functions",
        summary:
          "Explains how restricting the domains of the trigonometric functions makes them one-one and onto so that their inverses exist. Students learn the domain, range and principal value branch of each inverse function and study their graphs.",
        lessons: [
          {
            title:
              "Why Inverse Trigonometric Functions Need Restricted Domains",
            minutes: 12,
            summary:
              "sin x is not one-one on R, since sin 0 = sin π = 0, so it has no inverse there. If the domain is restricted to [−π/2, π/2], sin x becomes a bijection onto [−1, 1], and its inverse sin⁻¹ x is defined. Note that sin⁻¹ x means the inverse function, not 1/sin x.",
          },
          {
            title: "Principal Value Branches",
            minutes: 15,
            summary:
              "The principal value branches are: sin⁻¹ x with range [−π/2, π/2], cos⁻¹ x with range [0, π], tan⁻¹ x with range (−π/2, π/2), cot⁻¹ x with range (0, π), sec⁻¹ x with range [0, π] − {π/2} and cosec⁻¹ x with range [−π/2, π/2] − {0}. The principal value is the answer that lies in this range. For example, cos⁻¹(−1/2) = 2π/3, not −π/3 or 4π/3.",
          },
          {
            title: "Graphs of Inverse Trigonometric Functions",
            minutes: 12,
            summary:
              "The graph of an inverse function is the mirror image of the original (restricted) graph in the line y = x. So the graph of y = sin⁻¹ x rises from (−1, −π/2) to (1, π/2), while y = cos⁻¹ x falls from (−1, π) to (1, 0). The graph of y = tan⁻¹ x is defined for all real x and approaches the horizontal lines y = ±π/2 without touching them.",
          },
        ],
        questions: [
          {
            text: "What is the principal value of sin⁻¹(1/2)?",
            options: ["π/3", "π/6", "5π/6", "2π/3"],
            correct: 1,
            explanation:
              "sin(π/6) = 1/2 and π/6 lies in the principal range [−π/2, π/2]. Although sin(5π/6) = 1/2 too, 5π/6 is outside that range.",
            difficulty: "easy",
          },
          {
            text: "The range of the principal value branch of cos⁻¹ x is:",
            options: ["[−π/2, π/2]", "(0, π)", "[0, π]", "(−π/2, π/2)"],
            correct: 2,
            explanation:
              "cos x is one-one on [0, π] and takes every value in [−1, 1] there, so the principal branch of cos⁻¹ x has range [0, π].",
            difficulty: "easy",
          },
          {
            text: "What is the principal value of cos⁻¹(−1/2)?",
            options: ["−π/3", "4π/3", "π/3", "2π/3"],
            correct: 3,
            explanation:
              "cos(2π/3) = −1/2 and 2π/3 lies in [0, π], so it is the principal value. −π/3 and 4π/3 are outside the principal range.",
            difficulty: "medium",
          },
          {
            text: "What is the value of tan⁻¹(√3) − sec⁻¹(−2)?",
            options: ["−π/3", "π", "π/3", "2π/3"],
            correct: 0,
            explanation:
              "tan⁻¹(√3) = π/3. sec⁻¹(−2) is the angle in [0, π] with cos θ = −1/2, which is 2π/3. So the value is π/3 − 2π/3 = −π/3.",
            difficulty: "medium",
          },
          {
            text: "What is the principal value of tan⁻¹(−1)?",
            options: ["3π/4", "−π/4", "π/4", "−3π/4"],
            correct: 1,
            explanation:
              "tan(−π/4) = −1 and −π/4 lies in the principal range (−π/2, π/2).",
            difficulty: "medium",
          },
          {
            text: "What is the value of sin⁻¹(sin(2π/3))?",
            options: ["2π/3", "−π/3", "π/3", "π/6"],
            correct: 2,
            explanation:
              "sin(2π/3) = √3/2, and the angle in [−π/2, π/2] whose sine is √3/2 is π/3. The answer is not 2π/3, because 2π/3 lies outside the principal range.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Matrices",
        summary:
          "Introduces matrices, their order and types, and the operations of addition, scalar multiplication and matrix multiplication. It covers the transpose, symmetric and skew-symmetric matrices and the idea of an invertible matrix.",
        lessons: [
          {
            title: "Matrices, Order and Types",
            minutes: 12,
            summary:
              "A matrix is a rectangular array of numbers; a matrix with m rows and n columns has order m × n and mn elements. Special types include row and column matrices, square matrices, diagonal matrices, scalar matrices, the identity matrix I (1s on the diagonal, 0s elsewhere) and the zero matrix O. Two matrices are equal only if they have the same order and equal corresponding elements.",
          },
          {
            title: "Operations on Matrices",
            minutes: 16,
            summary:
              "Matrices of the same order are added element by element, and a scalar k multiplies every element. The product AB exists only when the number of columns of A equals the number of rows of B; an m × n matrix times an n × p matrix gives an m × p matrix, whose (i, j) element is row i of A multiplied term by term with column j of B and added. Matrix multiplication is associative and distributive but generally not commutative, so AB need not equal BA.",
          },
          {
            title: "Transpose, Symmetric and Skew-symmetric Matrices",
            minutes: 14,
            summary:
              "The transpose Aᵀ is formed by turning rows into columns, and (AB)ᵀ = BᵀAᵀ. A square matrix is symmetric if Aᵀ = A and skew-symmetric if Aᵀ = −A; the diagonal elements of a skew-symmetric matrix are all zero. Every square matrix can be written as the sum of a symmetric and a skew-symmetric matrix: A = ½(A + Aᵀ) + ½(A − Aᵀ). A square matrix A is invertible if there is a matrix B with AB = BA = I.",
          },
        ],
        questions: [
          {
            text: "A matrix has 8 elements. Which of these CANNOT be its order?",
            options: ["1 × 8", "2 × 4", "4 × 2", "3 × 3"],
            correct: 3,
            explanation:
              "A matrix of order m × n has mn elements. 1 × 8, 2 × 4 and 4 × 2 all give 8, but 3 × 3 gives 9.",
            difficulty: "easy",
          },
          {
            text: "If A is a 2 × 3 matrix and B is a 3 × 4 matrix, what is the order of AB?",
            options: ["2 × 4", "3 × 3", "4 × 2", "AB is not defined"],
            correct: 0,
            explanation:
              "AB is defined because A has 3 columns and B has 3 rows. The product has the rows of A and the columns of B, so it is 2 × 4.",
            difficulty: "easy",
          },
          {
            text: "If A = [1 2; 3 4] (rows separated by a semicolon), what is A²?",
            options: [
              "[7 10; 15 22]",
              "[1 4; 9 16]",
              "[7 15; 10 22]",
              "[2 4; 6 8]",
            ],
            correct: 0,
            explanation:
              "Row 1 × columns: 1×1 + 2×3 = 7 and 1×2 + 2×4 = 10. Row 2 × columns: 3×1 + 4×3 = 15 and 3×2 + 4×4 = 22. Squaring each element (giving [1 4; 9 16]) is not matrix multiplication.",
            difficulty: "medium",
          },
          {
            text: "For any square matrix A, the matrix A + Aᵀ is always:",
            options: [
              "skew-symmetric",
              "the zero matrix",
              "symmetric",
              "a diagonal matrix",
            ],
            correct: 2,
            explanation:
              "(A + Aᵀ)ᵀ = Aᵀ + (Aᵀ)ᵀ = Aᵀ + A, which is the same matrix, so A + Aᵀ is symmetric.",
            difficulty: "medium",
          },
          {
            text: "The diagonal elements of a skew-symmetric matrix are:",
            options: [
              "all equal to 1",
              "all zero",
              "equal in pairs",
              "any real numbers",
            ],
            correct: 1,
            explanation:
              "Skew-symmetric means aᵢⱼ = −aⱼᵢ for all i, j. On the diagonal this gives aᵢᵢ = −aᵢᵢ, so 2aᵢᵢ = 0 and aᵢᵢ = 0.",
            difficulty: "medium",
          },
          {
            text: "If A and B are symmetric matrices of the same order, then AB − BA is:",
            options: [
              "symmetric",
              "the identity matrix",
              "always the zero matrix",
              "skew-symmetric",
            ],
            correct: 3,
            explanation:
              "(AB − BA)ᵀ = BᵀAᵀ − AᵀBᵀ = BA − AB = −(AB − BA), using Aᵀ = A and Bᵀ = B. So AB − BA is skew-symmetric.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Determinants",
        summary:
          "Defines the determinant of a square matrix of order up to 3 and uses it to find the area of a triangle. It introduces minors, cofactors and the adjoint, finds the inverse of a matrix, and solves systems of linear equations using matrices.",
        lessons: [
          {
            title: "Evaluating Determinants and Area of a Triangle",
            minutes: 14,
            summary:
              "For a 2 × 2 matrix [a b; c d] the determinant is ad − bc. A 3 × 3 determinant is expanded along any row or column, multiplying each element by its cofactor and adding. The area of a triangle with vertices (x₁, y₁), (x₂, y₂), (x₃, y₃) is ½ |x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|, which is half the absolute value of a determinant; if it is zero, the three points are collinear.",
          },
          {
            title: "Minors, Cofactors and the Adjoint",
            minutes: 15,
            summary:
              "The minor Mᵢⱼ of an element is the determinant left after deleting its row and column, and its cofactor is Aᵢⱼ = (−1)^(i + j) Mᵢⱼ. The adjoint of A is the transpose of the matrix of cofactors. A key result is A(adj A) = (adj A)A = |A| I, so when |A| ≠ 0 the inverse is A⁻¹ = (1/|A|) adj A. A matrix with determinant zero is singular and has no inverse.",
          },
          {
            title: "Solving Linear Equations Using Matrices",
            minutes: 15,
            summary:
              "A system of linear equations can be written as AX = B. If |A| ≠ 0, the system is consistent with the unique solution X = A⁻¹B. If |A| = 0, compute (adj A)B: if it is not the zero matrix the system has no solution, and if it is zero the system may have infinitely many solutions or none.",
          },
        ],
        questions: [
          {
            text: "What is the value of the determinant of [2 4; −1 3]?",
            options: ["2", "10", "−10", "6"],
            correct: 1,
            explanation: "ad − bc = (2)(3) − (4)(−1) = 6 + 4 = 10.",
            difficulty: "easy",
          },
          {
            text: "In the matrix [1 2; 3 4], what is the cofactor of the element 2?",
            options: ["−3", "3", "4", "−4"],
            correct: 0,
            explanation:
              "The element 2 is in row 1, column 2. Deleting that row and column leaves 3, so the minor is 3 and the cofactor is (−1)^(1 + 2) × 3 = −3.",
            difficulty: "easy",
          },
          {
            text: "A is a square matrix of order 3 with |A| = 4. What is |2A|?",
            options: ["8", "16", "24", "32"],
            correct: 3,
            explanation:
              "Multiplying a matrix of order n by k multiplies its determinant by kⁿ. So |2A| = 2³ × 4 = 32.",
            difficulty: "medium",
          },
          {
            text: "What is the area of the triangle with vertices (1, 0), (6, 0) and (4, 3)?",
            options: [
              "15 square units",
              "7.5 square units",
              "9 square units",
              "12 square units",
            ],
            correct: 1,
            explanation:
              "Area = ½ |1(0 − 3) + 6(3 − 0) + 4(0 − 0)| = ½ |−3 + 18| = 7.5 square units. (Check: base 5 on the x-axis, height 3.)",
            difficulty: "medium",
          },
          {
            text: "For the system of equations AX = B, which statement is correct?",
            options: [
              "If |A| = 0 the system always has a unique solution",
              "If |A| ≠ 0 the system has no solution",
              "If |A| ≠ 0 the system has the unique solution X = A⁻¹B",
              "If |A| ≠ 0 the system has infinitely many solutions",
            ],
            correct: 2,
            explanation:
              "When |A| ≠ 0, A⁻¹ exists, and multiplying AX = B on the left by A⁻¹ gives the unique solution X = A⁻¹B.",
            difficulty: "medium",
          },
          {
            text: "A is a square matrix of order 3 with |A| = 5. What is |adj A|?",
            options: ["5", "125", "25", "15"],
            correct: 2,
            explanation:
              "From A(adj A) = |A| I, taking determinants gives |A| |adj A| = |A|³, so |adj A| = |A|² = 25. In general |adj A| = |A|^(n − 1).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Continuity and Differentiability",
        summary:
          "Defines continuity of a function at a point and on an interval, and links it to differentiability. It develops the chain rule and derivatives of inverse trigonometric, implicit, exponential, logarithmic and parametric functions, and introduces second-order derivatives.",
        lessons: [
          {
            title: "Continuity",
            minutes: 15,
            summary:
              "A function f is continuous at x = c if the left-hand limit, the right-hand limit and f(c) all exist and are equal. Polynomials, sin x, cos x, eˣ and log x (for x > 0) are continuous wherever they are defined, and sums, differences, products and quotients (with non-zero denominators) of continuous functions are continuous. To make a piecewise function continuous, set the two pieces equal at the joining point and solve for the unknown constant.",
          },
          {
            title: "Differentiability and the Chain Rule",
            minutes: 16,
            summary:
              "Every differentiable function is continuous, but not conversely: |x| is continuous at 0 but has a sharp corner there, so it is not differentiable. The chain rule says that if y = f(g(x)), then dy/dx = f′(g(x)) × g′(x); for example, d/dx sin(x²) = cos(x²) × 2x. For implicit functions such as x² + y² = 25, differentiate both sides treating y as a function of x, giving 2x + 2y dy/dx = 0.",
          },
          {
            title: "Exponential, Logarithmic and Parametric Differentiation",
            minutes: 18,
            summary:
              "d/dx eˣ = eˣ and d/dx log x = 1/x. For functions like xˣ, take logarithms first: log y = x log x, so (1/y) dy/dx = 1 + log x and dy/dx = xˣ(1 + log x). If x and y are both given in terms of a parameter t, then dy/dx = (dy/dt) ÷ (dx/dt). Differentiating dy/dx again gives the second derivative d²y/dx².",
          },
        ],
        questions: [
          {
            text: "What is d/dx of sin(x²)?",
            options: ["cos(x²)", "2x cos(x²)", "2x sin(x²)", "2 cos x"],
            correct: 1,
            explanation:
              "By the chain rule, d/dx sin(u) = cos(u) × du/dx with u = x², so the answer is cos(x²) × 2x.",
            difficulty: "easy",
          },
          {
            text: "The function f(x) = |x| at x = 0 is:",
            options: [
              "differentiable but not continuous",
              "neither continuous nor differentiable",
              "both continuous and differentiable",
              "continuous but not differentiable",
            ],
            correct: 3,
            explanation:
              "Both one-sided limits at 0 equal f(0) = 0, so f is continuous. The left derivative is −1 and the right derivative is +1, which are unequal, so f is not differentiable at 0.",
            difficulty: "easy",
          },
          {
            text: "f(x) = kx + 1 for x ≤ π and f(x) = cos x for x > π. For what value of k is f continuous at x = π?",
            options: ["−2/π", "2/π", "−1/π", "0"],
            correct: 0,
            explanation:
              "The left-hand value is kπ + 1 and the right-hand limit is cos π = −1. Setting kπ + 1 = −1 gives k = −2/π.",
            difficulty: "medium",
          },
          {
            text: "What is d/dx of xˣ (for x > 0)?",
            options: ["x · xˣ⁻¹", "xˣ log x", "xˣ(1 + log x)", "xˣ(1 − log x)"],
            correct: 2,
            explanation:
              "Let y = xˣ, so log y = x log x. Differentiating, (1/y) dy/dx = log x + 1, so dy/dx = xˣ(1 + log x).",
            difficulty: "medium",
          },
          {
            text: "If x = at² and y = 2at, what is dy/dx?",
            options: ["t", "2t", "1/(2t)", "1/t"],
            correct: 3,
            explanation:
              "dx/dt = 2at and dy/dt = 2a, so dy/dx = 2a ÷ 2at = 1/t.",
            difficulty: "medium",
          },
          {
            text: "If y = 3 cos(log x) + 4 sin(log x), which equation does y satisfy? (y₁ = dy/dx, y₂ = d²y/dx²)",
            options: [
              "x²y₂ + xy₁ + y = 0",
              "x²y₂ − xy₁ + y = 0",
              "y₂ + y = 0",
              "x²y₂ + xy₁ − y = 0",
            ],
            correct: 0,
            explanation:
              "y₁ = (−3 sin(log x) + 4 cos(log x))/x, so xy₁ = −3 sin(log x) + 4 cos(log x). Differentiating again, xy₂ + y₁ = (−3 cos(log x) − 4 sin(log x))/x = −y/x. Multiplying by x gives x²y₂ + xy₁ + y = 0.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Continuity Detective",
          instructions:
            "Create three piecewise functions of your own, each with one unknown constant, and find the value of the constant that makes each continuous at the joining point. For each, also check whether the function is differentiable there and explain your reasoning.",
          maxMarks: 20,
        },
      },
      {
        title: "Application of Derivatives",
        summary:
          "Uses derivatives to find rates of change, to decide where functions are increasing or decreasing, and to locate local and absolute maxima and minima. These ideas are applied to practical optimisation problems.",
        lessons: [
          {
            title: "Rate of Change of Quantities",
            minutes: 12,
            summary:
              "dy/dx measures how fast y changes with respect to x. If both depend on time t, the chain rule gives dy/dt = (dy/dx)(dx/dt). For instance, if the radius of a circle grows at 0.7 cm/s, its area A = πr² changes at dA/dt = 2πr × 0.7 cm²/s, so the rate depends on the current radius.",
          },
          {
            title: "Increasing and Decreasing Functions",
            minutes: 14,
            summary:
              "If f′(x) > 0 at every point of an interval, f is strictly increasing there; if f′(x) < 0, it is strictly decreasing. To find such intervals, solve f′(x) = 0 to get the critical points, which split the number line into intervals, and test the sign of f′ in each. For example, f(x) = x² − 4x + 6 has f′(x) = 2x − 4, so it decreases on (−∞, 2) and increases on (2, ∞).",
          },
          {
            title: "Maxima and Minima",
            minutes: 18,
            summary:
              "At a local maximum or minimum of a differentiable function, f′(c) = 0. In the first derivative test, f′ changing from positive to negative at c gives a local maximum and from negative to positive a local minimum. In the second derivative test, f′(c) = 0 with f″(c) < 0 gives a local maximum and f″(c) > 0 a local minimum. On a closed interval [a, b], the absolute maximum and minimum are found by comparing f at the critical points and at the end points a and b.",
          },
        ],
        questions: [
          {
            text: "What is the rate of change of the area of a circle with respect to its radius r when r = 5 cm?",
            options: ["25π cm²/cm", "5π cm²/cm", "10π cm²/cm", "20π cm²/cm"],
            correct: 2,
            explanation:
              "A = πr², so dA/dr = 2πr. At r = 5 cm this is 10π cm² per cm.",
            difficulty: "easy",
          },
          {
            text: "On which interval is f(x) = x² − 4x + 6 strictly increasing?",
            options: ["(−∞, 2)", "(2, ∞)", "(−∞, 4)", "(−2, 2)"],
            correct: 1,
            explanation:
              "f′(x) = 2x − 4, which is positive when x > 2. So f is strictly increasing on (2, ∞).",
            difficulty: "easy",
          },
          {
            text: "What is the local minimum value of f(x) = x² − 6x + 10?",
            options: ["1", "3", "10", "−1"],
            correct: 0,
            explanation:
              "f′(x) = 2x − 6 = 0 gives x = 3, and f″(x) = 2 > 0, so it is a local minimum. f(3) = 9 − 18 + 10 = 1.",
            difficulty: "medium",
          },
          {
            text: "The function f(x) = x³ − 3x² + 4x is:",
            options: [
              "strictly decreasing on R",
              "increasing only for x > 1",
              "decreasing on (0, 2)",
              "strictly increasing on R",
            ],
            correct: 3,
            explanation:
              "f′(x) = 3x² − 6x + 4 = 3(x − 1)² + 1, which is always positive. So f is strictly increasing on the whole of R.",
            difficulty: "medium",
          },
          {
            text: "What is the absolute maximum value of f(x) = 2x³ − 24x + 107 on the interval [1, 3]?",
            options: ["75", "85", "107", "89"],
            correct: 3,
            explanation:
              "f′(x) = 6x² − 24 = 0 gives x = 2 in the interval. Compare: f(1) = 2 − 24 + 107 = 85, f(2) = 16 − 48 + 107 = 75, f(3) = 54 − 72 + 107 = 89. The largest is 89.",
            difficulty: "medium",
          },
          {
            text: "The sum of two non-negative numbers is 8. What is the minimum possible value of the sum of their cubes?",
            options: ["512", "128", "64", "256"],
            correct: 1,
            explanation:
              "Let S = x³ + (8 − x)³. S′ = 3x² − 3(8 − x)² = 0 gives x = 4, and S″ = 6x + 6(8 − x) = 48 > 0, so this is a minimum: S = 64 + 64 = 128. At the end points x = 0 or 8, S = 512, which is larger.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Integrals",
        summary:
          "Introduces integration as the inverse of differentiation and develops methods of integration by substitution, partial fractions and by parts. It then defines the definite integral, the fundamental theorem of calculus and useful properties for evaluating definite integrals.",
        lessons: [
          {
            title: "Integration as an Inverse Process of Differentiation",
            minutes: 14,
            summary:
              "If d/dx F(x) = f(x), then ∫ f(x) dx = F(x) + C, where C is an arbitrary constant of integration. Standard results include ∫ xⁿ dx = xⁿ⁺¹/(n + 1) + C for n ≠ −1, ∫ (1/x) dx = log|x| + C, ∫ eˣ dx = eˣ + C, ∫ cos x dx = sin x + C and ∫ sin x dx = −cos x + C. The integral of a sum is the sum of the integrals, and constants can be taken outside.",
          },
          {
            title: "Methods of Integration",
            minutes: 20,
            summary:
              "In substitution, a part of the integrand is replaced by a new variable: for ∫ 2x/(1 + x²) dx, put t = 1 + x² so dt = 2x dx and the integral becomes log(1 + x²) + C. Rational functions are split into partial fractions before integrating. Integration by parts uses ∫ u v dx = u ∫ v dx − ∫ (u′ ∫ v dx) dx, choosing u by the ILATE order; for example ∫ x eˣ dx = x eˣ − eˣ + C.",
          },
          {
            title: "Definite Integrals and Their Properties",
            minutes: 18,
            summary:
              "The fundamental theorem of calculus says ∫ from a to b of f(x) dx = F(b) − F(a), where F is any antiderivative of f, so the constant C cancels. Useful properties include ∫ from 0 to a of f(x) dx = ∫ from 0 to a of f(a − x) dx, and ∫ from −a to a of f(x) dx equals 0 when f is odd and 2 ∫ from 0 to a of f(x) dx when f is even. These properties often turn a hard integral into an easy one.",
          },
        ],
        questions: [
          {
            text: "What is ∫ x³ dx?",
            options: ["3x² + C", "x⁴ + C", "x⁴/4 + C", "x⁴/3 + C"],
            correct: 2,
            explanation:
              "Using ∫ xⁿ dx = xⁿ⁺¹/(n + 1) + C with n = 3 gives x⁴/4 + C.",
            difficulty: "easy",
          },
          {
            text: "What is ∫ (1/x) dx?",
            options: ["log|x| + C", "−1/x² + C", "x⁰/0 + C", "1/x² + C"],
            correct: 0,
            explanation:
              "The power rule fails for n = −1. Since d/dx log|x| = 1/x, we have ∫ (1/x) dx = log|x| + C.",
            difficulty: "easy",
          },
          {
            text: "What is ∫ x eˣ dx?",
            options: [
              "x eˣ + C",
              "eˣ(x + 1) + C",
              "x² eˣ/2 + C",
              "eˣ(x − 1) + C",
            ],
            correct: 3,
            explanation:
              "By parts with u = x and v = eˣ: ∫ x eˣ dx = x eˣ − ∫ 1 · eˣ dx = x eˣ − eˣ + C = eˣ(x − 1) + C.",
            difficulty: "medium",
          },
          {
            text: "What is ∫ 2x/(1 + x²) dx?",
            options: [
              "log(1 + x²) + C",
              "tan⁻¹ x + C",
              "2 log x + C",
              "x²/(1 + x²) + C",
            ],
            correct: 0,
            explanation:
              "Put t = 1 + x², so dt = 2x dx. The integral becomes ∫ dt/t = log t + C = log(1 + x²) + C.",
            difficulty: "medium",
          },
          {
            text: "What is the value of ∫ from 0 to 1 of (2x + 3) dx?",
            options: ["5", "3", "4", "2"],
            correct: 2,
            explanation:
              "An antiderivative is x² + 3x. Evaluating, (1 + 3) − (0 + 0) = 4.",
            difficulty: "medium",
          },
          {
            text: "What is the value of ∫ from 0 to π/2 of sin x/(sin x + cos x) dx?",
            options: ["π/2", "1", "π", "π/4"],
            correct: 3,
            explanation:
              "Call the integral I. Replacing x by π/2 − x gives I = ∫ from 0 to π/2 of cos x/(cos x + sin x) dx. Adding the two forms, 2I = ∫ from 0 to π/2 of 1 dx = π/2, so I = π/4.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Choosing the Right Method",
          instructions:
            "Write ten integrals of your own: three to be solved by substitution, three by partial fractions, three by parts and one definite integral that is easiest using a property. Solve each one and, in a sentence, explain why you chose that method.",
          maxMarks: 25,
        },
      },
      {
        title: "Application of Integrals",
        summary:
          "Applies definite integrals to find the area under simple curves such as lines, parabolas, circles and ellipses. Students learn to set up the area as a sum of thin vertical or horizontal strips.",
        lessons: [
          {
            title: "Area Under a Curve",
            minutes: 15,
            summary:
              "The area bounded by a curve y = f(x), the x-axis and the lines x = a and x = b is ∫ from a to b of y dx, found by adding thin vertical strips of height y and width dx. Similarly, the area between x = g(y), the y-axis and the lines y = c and y = d is ∫ from c to d of x dy, using horizontal strips. If the curve lies below the x-axis the integral is negative, so its absolute value gives the area.",
          },
          {
            title: "Areas of Circles, Ellipses and Parabolic Regions",
            minutes: 16,
            summary:
              "By symmetry, the area of the circle x² + y² = a² is 4 times the area in the first quadrant: 4 ∫ from 0 to a of √(a² − x²) dx = πa². In the same way the ellipse x²/a² + y²/b² = 1 encloses area πab. For a parabola such as y² = 4ax, integrate y = 2√(ax) and double the result when the region is symmetric about the x-axis.",
          },
        ],
        questions: [
          {
            text: "What is the area bounded by the line y = x, the x-axis and the line x = 2?",
            options: [
              "1 square unit",
              "4 square units",
              "2 square units",
              "8 square units",
            ],
            correct: 2,
            explanation:
              "Area = ∫ from 0 to 2 of x dx = [x²/2] from 0 to 2 = 2. (It is a right triangle with base 2 and height 2.)",
            difficulty: "easy",
          },
          {
            text: "What is the area enclosed by the circle x² + y² = 4?",
            options: [
              "4π square units",
              "2π square units",
              "16π square units",
              "8π square units",
            ],
            correct: 0,
            explanation:
              "The radius is 2, so the area is πa² = π × 2² = 4π square units.",
            difficulty: "easy",
          },
          {
            text: "What is the area enclosed by the ellipse x²/9 + y²/4 = 1?",
            options: [
              "36π square units",
              "6π square units",
              "13π square units",
              "12π square units",
            ],
            correct: 1,
            explanation:
              "Here a = 3 and b = 2, and the area of an ellipse is πab = 6π square units.",
            difficulty: "medium",
          },
          {
            text: "What is the area bounded by y = x², the x-axis and the lines x = 0 and x = 3?",
            options: [
              "27 square units",
              "3 square units",
              "6 square units",
              "9 square units",
            ],
            correct: 3,
            explanation:
              "Area = ∫ from 0 to 3 of x² dx = [x³/3] from 0 to 3 = 27/3 = 9 square units.",
            difficulty: "medium",
          },
          {
            text: "What is the area of the region bounded by the parabola y² = 4x and the line x = 1?",
            options: [
              "4/3 square units",
              "8/3 square units",
              "2 square units",
              "4 square units",
            ],
            correct: 1,
            explanation:
              "The region is symmetric about the x-axis with upper half y = 2√x. Area = 2 ∫ from 0 to 1 of 2√x dx = 4 × (2/3) = 8/3 square units.",
            difficulty: "medium",
          },
          {
            text: "What is the area of the region in the first quadrant bounded by y² = 9x, the x-axis and the lines x = 2 and x = 4?",
            options: [
              "16 square units",
              "16 − 4√2 square units",
              "8 − 2√2 square units",
              "12 square units",
            ],
            correct: 1,
            explanation:
              "In the first quadrant y = 3√x. Area = ∫ from 2 to 4 of 3√x dx = [2x^(3/2)] from 2 to 4 = 2 × 8 − 2 × 2√2 = 16 − 4√2 square units.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Differential Equations",
        summary:
          "Introduces differential equations, their order and degree, and general and particular solutions. It teaches how to solve first-order equations with variables separable, homogeneous equations and linear equations.",
        lessons: [
          {
            title: "Order, Degree and Solutions",
            minutes: 13,
            summary:
              "A differential equation involves derivatives of an unknown function. Its order is the order of the highest derivative present, and its degree is the power of that highest derivative when the equation is a polynomial in the derivatives; if it is not (for example, it contains sin(dy/dx)), the degree is not defined. A general solution contains as many arbitrary constants as the order, and a particular solution is obtained by fixing the constants using given conditions.",
          },
          {
            title: "Variables Separable and Homogeneous Equations",
            minutes: 16,
            summary:
              "If dy/dx = g(x) h(y), rearrange to dy/h(y) = g(x) dx and integrate both sides. A first-order equation dy/dx = F(x, y) is homogeneous if F is a homogeneous function of degree zero, such as (x + y)/x. It is solved by substituting y = vx, so dy/dx = v + x dv/dx, which turns it into a variables separable equation in v and x.",
          },
          {
            title: "Linear Differential Equations",
            minutes: 16,
            summary:
              "A first-order linear equation has the form dy/dx + P y = Q, where P and Q are functions of x only. Multiply through by the integrating factor IF = e^(∫ P dx); the left side becomes d/dx (y × IF). The solution is then y × IF = ∫ (Q × IF) dx + C.",
          },
        ],
        questions: [
          {
            text: "What is the order of the differential equation d²y/dx² + (dy/dx)³ + y = 0?",
            options: ["1", "3", "2", "6"],
            correct: 2,
            explanation:
              "The highest derivative present is d²y/dx², so the order is 2. (The cube is on the first derivative and does not affect the order.)",
            difficulty: "easy",
          },
          {
            text: "Which is the general solution of dy/dx = 2x?",
            options: ["y = 2 + C", "y = x² + C", "y = 2x² + C", "y = Ceˣ"],
            correct: 1,
            explanation: "Integrating both sides, y = ∫ 2x dx = x² + C.",
            difficulty: "easy",
          },
          {
            text: "What is the degree of (d²y/dx²)³ + (dy/dx)² + sin(dy/dx) + 1 = 0?",
            options: ["3", "2", "1", "not defined"],
            correct: 3,
            explanation:
              "The term sin(dy/dx) means the equation is not a polynomial in the derivatives, so its degree is not defined.",
            difficulty: "medium",
          },
          {
            text: "What is the integrating factor of dy/dx + y/x = x² (x > 0)?",
            options: ["x", "1/x", "eˣ", "log x"],
            correct: 0,
            explanation:
              "Here P = 1/x, so IF = e^(∫ (1/x) dx) = e^(log x) = x.",
            difficulty: "medium",
          },
          {
            text: "Which is the general solution of dy/dx = (1 + y²)/(1 + x²)?",
            options: [
              "y = x + C",
              "tan⁻¹ y = tan⁻¹ x + C",
              "log(1 + y²) = log(1 + x²) + C",
              "y² = x² + C",
            ],
            correct: 1,
            explanation:
              "Separating variables gives dy/(1 + y²) = dx/(1 + x²). Integrating both sides, tan⁻¹ y = tan⁻¹ x + C.",
            difficulty: "medium",
          },
          {
            text: "What is the general solution of dy/dx + y = e^(−x)?",
            options: [
              "y = (x + C)eˣ",
              "y = Ce^(−x)",
              "y = x e^(−x)",
              "y = (x + C)e^(−x)",
            ],
            correct: 3,
            explanation:
              "P = 1, so IF = eˣ. Then y eˣ = ∫ e^(−x) eˣ dx = ∫ 1 dx = x + C, giving y = (x + C)e^(−x).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Vector Algebra",
        summary:
          "Introduces vectors, their magnitude and direction, types of vectors, addition and multiplication by a scalar, and components in terms of î, ĵ and k̂. It covers the section formula, the scalar (dot) product and the vector (cross) product with their geometric uses.",
        lessons: [
          {
            title: "Vectors and Their Components",
            minutes: 14,
            summary:
              "A vector has both magnitude and direction and is represented by a directed line segment. Vectors are added by the triangle or parallelogram law, and k times a vector a has magnitude |k||a|. In three dimensions, a = a₁î + a₂ĵ + a₃k̂ with |a| = √(a₁² + a₂² + a₃²), and the unit vector along a is a/|a|. The position vector of the point dividing PQ internally in the ratio m : n is (m q + n p)/(m + n).",
          },
          {
            title: "Scalar (Dot) Product",
            minutes: 14,
            summary:
              "The scalar product is a · b = |a||b| cos θ, where θ is the angle between the vectors. In components, a · b = a₁b₁ + a₂b₂ + a₃b₃. Two non-zero vectors are perpendicular exactly when a · b = 0, and the projection of a on b is (a · b)/|b|.",
          },
          {
            title: "Vector (Cross) Product",
            minutes: 16,
            summary:
              "The vector product a × b has magnitude |a||b| sin θ and is perpendicular to both a and b, in the direction given by the right-hand rule. It is not commutative: b × a = −(a × b); for example, î × ĵ = k̂ but ĵ × î = −k̂. The magnitude |a × b| equals the area of the parallelogram with adjacent sides a and b, and half of it gives the area of a triangle.",
          },
        ],
        questions: [
          {
            text: "What is the magnitude of the vector 2î − 3ĵ + 6k̂?",
            options: ["7", "5", "11", "49"],
            correct: 0,
            explanation: "|a| = √(2² + (−3)² + 6²) = √(4 + 9 + 36) = √49 = 7.",
            difficulty: "easy",
          },
          {
            text: "What is (î + 2ĵ + 3k̂) · (2î − ĵ + k̂)?",
            options: ["7", "0", "3", "5"],
            correct: 2,
            explanation: "a · b = (1)(2) + (2)(−1) + (3)(1) = 2 − 2 + 3 = 3.",
            difficulty: "easy",
          },
          {
            text: "What is ĵ × î?",
            options: ["−k̂", "k̂", "0", "1"],
            correct: 0,
            explanation:
              "î × ĵ = k̂, and the cross product changes sign when the order is reversed, so ĵ × î = −k̂.",
            difficulty: "medium",
          },
          {
            text: "If |a| = √3, |b| = 2 and a · b = √6, what is the angle between a and b?",
            options: ["π/6", "π/3", "π/2", "π/4"],
            correct: 3,
            explanation:
              "cos θ = (a · b)/(|a||b|) = √6/(2√3) = √2/2 = 1/√2, so θ = π/4.",
            difficulty: "medium",
          },
          {
            text: "For what value of λ are the vectors 2î + λĵ + k̂ and î − 2ĵ + 3k̂ perpendicular?",
            options: ["5/2", "−5/2", "3/2", "2"],
            correct: 0,
            explanation:
              "Perpendicular vectors have zero dot product: 2(1) + λ(−2) + 1(3) = 0, so 5 − 2λ = 0 and λ = 5/2.",
            difficulty: "medium",
          },
          {
            text: "What is the area of the parallelogram with adjacent sides a = î − ĵ + 3k̂ and b = 2î − 7ĵ + k̂?",
            options: [
              "√450 / 2 square units",
              "20 square units",
              "15√2 square units",
              "30 square units",
            ],
            correct: 2,
            explanation:
              "a × b = î((−1)(1) − (3)(−7)) − ĵ((1)(1) − (3)(2)) + k̂((1)(−7) − (−1)(2)) = 20î + 5ĵ − 5k̂. Its magnitude is √(400 + 25 + 25) = √450 = 15√2.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Vectors in Real Life",
          instructions:
            "Describe four real situations (such as a boat crossing a river or a force pulling a box) that can be modelled with vectors. For two of them, write the vectors in î, ĵ, k̂ form and use a dot or cross product to calculate a meaningful quantity such as work done, an angle or an area.",
          maxMarks: 15,
        },
      },
      {
        title: "Three Dimensional Geometry",
        summary:
          "Uses vectors to study lines in space: direction cosines and direction ratios, the vector and Cartesian equations of a line, the angle between two lines and the shortest distance between two lines.",
        lessons: [
          {
            title: "Direction Cosines and Direction Ratios",
            minutes: 13,
            summary:
              "If a line makes angles α, β, γ with the positive x, y and z axes, its direction cosines are l = cos α, m = cos β and n = cos γ, and they satisfy l² + m² + n² = 1. Any three numbers proportional to l, m, n are direction ratios. From direction ratios a, b, c, the direction cosines are a/r, b/r, c/r with r = √(a² + b² + c²).",
          },
          {
            title: "Equation of a Line and Angle Between Lines",
            minutes: 15,
            summary:
              "A line through the point with position vector a and parallel to b has vector equation r = a + λb. In Cartesian form, the line through (x₁, y₁, z₁) with direction ratios a, b, c is (x − x₁)/a = (y − y₁)/b = (z − z₁)/c. The angle θ between two lines with direction ratios (a₁, b₁, c₁) and (a₂, b₂, c₂) satisfies cos θ = |a₁a₂ + b₁b₂ + c₁c₂| / (√(a₁² + b₁² + c₁²) √(a₂² + b₂² + c₂²)).",
          },
          {
            title: "Shortest Distance Between Two Lines",
            minutes: 16,
            summary:
              "Skew lines are lines in space that are neither parallel nor intersecting. The shortest distance between r = a₁ + λb₁ and r = a₂ + μb₂ is |(b₁ × b₂) · (a₂ − a₁)| / |b₁ × b₂|; if this is zero the lines intersect. For parallel lines r = a₁ + λb and r = a₂ + μb, the distance is |b × (a₂ − a₁)| / |b|.",
          },
        ],
        questions: [
          {
            text: "What are the direction cosines of the x-axis?",
            options: ["0, 1, 0", "1, 1, 1", "1, 0, 0", "0, 0, 1"],
            correct: 2,
            explanation:
              "The x-axis makes angles 0°, 90° and 90° with the three axes, and cos 0° = 1, cos 90° = 0.",
            difficulty: "easy",
          },
          {
            text: "If l, m, n are the direction cosines of a line, then l² + m² + n² equals:",
            options: ["0", "1", "3", "depends on the line"],
            correct: 1,
            explanation: "For every line, cos² α + cos² β + cos² γ = 1.",
            difficulty: "easy",
          },
          {
            text: "What are the direction cosines of a line with direction ratios 2, −1, −2?",
            options: [
              "2/3, −1/3, −2/3",
              "2/9, −1/9, −2/9",
              "2/√5, −1/√5, −2/√5",
              "2, −1, −2",
            ],
            correct: 0,
            explanation:
              "r = √(4 + 1 + 4) = 3, so the direction cosines are 2/3, −1/3, −2/3.",
            difficulty: "medium",
          },
          {
            text: "What is the angle between two lines with direction ratios (1, 2, 2) and (2, −2, 1)?",
            options: ["30°", "45°", "60°", "90°"],
            correct: 3,
            explanation:
              "a₁a₂ + b₁b₂ + c₁c₂ = 2 − 4 + 2 = 0, so cos θ = 0 and the lines are perpendicular.",
            difficulty: "medium",
          },
          {
            text: "Which is the Cartesian equation of the line through (5, −2, 4) with direction ratios 3, 4, −8?",
            options: [
              "(x + 5)/3 = (y − 2)/4 = (z + 4)/(−8)",
              "(x − 3)/5 = (y − 4)/(−2) = (z + 8)/4",
              "(x − 5)/3 = (y + 2)/4 = (z − 4)/(−8)",
              "(x − 5)/3 = (y − 2)/4 = (z − 4)/8",
            ],
            correct: 2,
            explanation:
              "Use (x − x₁)/a = (y − y₁)/b = (z − z₁)/c with (x₁, y₁, z₁) = (5, −2, 4) and (a, b, c) = (3, 4, −8).",
            difficulty: "medium",
          },
          {
            text: "What is the shortest distance between the lines r = (î + 2ĵ + k̂) + λ(î − ĵ + k̂) and r = (2î − ĵ − k̂) + μ(2î + ĵ + 2k̂)?",
            options: ["3√2/2", "√2", "9", "0"],
            correct: 0,
            explanation:
              "a₂ − a₁ = î − 3ĵ − 2k̂ and b₁ × b₂ = −3î + 0ĵ + 3k̂, with |b₁ × b₂| = 3√2. (b₁ × b₂) · (a₂ − a₁) = −3 + 0 − 6 = −9, so the distance is 9/(3√2) = 3/√2 = 3√2/2.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Linear Programming",
        summary:
          "Shows how to formulate optimisation problems as linear programming problems with an objective function and linear constraints. Two-variable problems are solved graphically using the feasible region and the corner point method.",
        lessons: [
          {
            title: "Formulating a Linear Programming Problem",
            minutes: 13,
            summary:
              "A linear programming problem asks for the maximum or minimum of a linear objective function, such as Z = 3x + 2y, subject to linear inequalities called constraints. The conditions x ≥ 0 and y ≥ 0 are non-negative restrictions, because quantities like items produced cannot be negative. The variables x and y are the decision variables.",
          },
          {
            title: "Graphical Method and Corner Points",
            minutes: 17,
            summary:
              "Draw each constraint as a line and shade the side satisfying it; the common region is the feasible region, and every point in it is a feasible solution. If the feasible region is bounded, the maximum and minimum of Z occur at corner points, so evaluate Z at each corner and compare. If the region is unbounded, a maximum or minimum may not exist; to confirm a candidate value M is the maximum, check that the open half plane ax + by > M has no point in common with the feasible region.",
          },
        ],
        questions: [
          {
            text: "In a linear programming problem, the objective function is:",
            options: [
              "a quadratic function to be optimised",
              "any constraint of the problem",
              "the region of feasible solutions",
              "a linear function to be maximised or minimised",
            ],
            correct: 3,
            explanation:
              "The objective function, such as Z = ax + by, is the linear function whose maximum or minimum value is required.",
            difficulty: "easy",
          },
          {
            text: "For a bounded feasible region, the maximum value of the objective function occurs:",
            options: [
              "at a corner point of the feasible region",
              "only at the origin",
              "at the centre of the feasible region",
              "outside the feasible region",
            ],
            correct: 0,
            explanation:
              "By the corner point theorem, when the feasible region is bounded, the objective function has both a maximum and a minimum, and each occurs at a corner (vertex) of the region.",
            difficulty: "easy",
          },
          {
            text: "The corner points of a feasible region are (0, 0), (5, 0), (3, 4) and (0, 5). What is the maximum of Z = 3x + 2y?",
            options: ["15", "10", "17", "20"],
            correct: 2,
            explanation:
              "Z(0, 0) = 0, Z(5, 0) = 15, Z(3, 4) = 9 + 8 = 17, Z(0, 5) = 10. The maximum is 17 at (3, 4).",
            difficulty: "medium",
          },
          {
            text: "What is the maximum of Z = 3x + 4y subject to x + y ≤ 4, x ≥ 0, y ≥ 0?",
            options: ["12", "16", "28", "7"],
            correct: 1,
            explanation:
              "The corner points are (0, 0), (4, 0) and (0, 4), giving Z = 0, 12 and 16. The maximum is 16 at (0, 4).",
            difficulty: "medium",
          },
          {
            text: "If the feasible region of a linear programming problem is unbounded, then:",
            options: [
              "the objective function always has a maximum",
              "the problem has no feasible solution",
              "a maximum or minimum of the objective function may not exist",
              "the optimum occurs at the origin",
            ],
            correct: 2,
            explanation:
              "With an unbounded region the objective function can grow without limit in some direction, so an optimum may not exist. It must be checked using the half plane test.",
            difficulty: "medium",
          },
          {
            text: "A bounded feasible region has corner points (0, 2), (3, 0), (6, 0), (6, 8) and (0, 5). For Z = 4x + 6y, which statement is true?",
            options: [
              "The minimum is 12, at (0, 2) only",
              "The maximum is 30, at (0, 5)",
              "The minimum is 24, at (6, 0)",
              "The minimum is 12, at every point of the segment joining (0, 2) and (3, 0)",
            ],
            correct: 3,
            explanation:
              "Z(0, 2) = 12, Z(3, 0) = 12, Z(6, 0) = 24, Z(6, 8) = 72, Z(0, 5) = 30. The minimum 12 occurs at two corners, so it occurs at every point of the segment joining them. The maximum is 72 at (6, 8).",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Probability",
        summary:
          "Develops conditional probability, the multiplication theorem and independent events, and uses the theorem of total probability and Bayes' theorem. It introduces random variables, their probability distributions and mean.",
        lessons: [
          {
            title: "Conditional Probability and the Multiplication Theorem",
            minutes: 15,
            summary:
              "The probability of E given that F has occurred is P(E|F) = P(E ∩ F)/P(F), provided P(F) ≠ 0. Rearranging gives the multiplication rule P(E ∩ F) = P(F) P(E|F) = P(E) P(F|E). For example, drawing two cards without replacement, P(both kings) = (4/52) × (3/51) = 1/221.",
          },
          {
            title: "Independent Events and Bayes' Theorem",
            minutes: 18,
            summary:
              "Events E and F are independent if P(E ∩ F) = P(E) P(F), meaning the occurrence of one does not change the probability of the other. If E₁, E₂, …, Eₙ partition the sample space, the total probability of A is P(A) = Σ P(Eᵢ) P(A|Eᵢ). Bayes' theorem reverses the conditioning: P(Eᵢ|A) = P(Eᵢ) P(A|Eᵢ) / Σ P(Eⱼ) P(A|Eⱼ), which tells us how likely each cause is after observing A.",
          },
          {
            title: "Random Variables and Their Distributions",
            minutes: 15,
            summary:
              "A random variable assigns a real number to each outcome of a random experiment, such as the number of heads in three tosses. Its probability distribution lists each value xᵢ with its probability pᵢ, where every pᵢ ≥ 0 and the pᵢ add up to 1. The mean or expectation is E(X) = Σ xᵢ pᵢ, the long-run average value of X.",
          },
        ],
        questions: [
          {
            text: "If P(A) = 0.8 and P(B|A) = 0.4, what is P(A ∩ B)?",
            options: ["0.32", "0.5", "1.2", "0.2"],
            correct: 0,
            explanation: "P(A ∩ B) = P(A) × P(B|A) = 0.8 × 0.4 = 0.32.",
            difficulty: "easy",
          },
          {
            text: "A random variable X takes the values 0, 1 and 2 with probabilities 1/4, 1/2 and 1/4. What is the mean of X?",
            options: ["1/2", "3/2", "2", "1"],
            correct: 3,
            explanation:
              "E(X) = 0 × 1/4 + 1 × 1/2 + 2 × 1/4 = 0 + 1/2 + 1/2 = 1.",
            difficulty: "easy",
          },
          {
            text: "A fair die is thrown. Given that the number shown is even, what is the probability that it is greater than 3?",
            options: ["1/2", "1/3", "2/3", "1/6"],
            correct: 2,
            explanation:
              "Given even, the outcomes are {2, 4, 6}. Of these, 4 and 6 are greater than 3, so the probability is 2/3.",
            difficulty: "medium",
          },
          {
            text: "A and B are independent events with P(A) = 0.3 and P(B) = 0.4. What is P(A ∪ B)?",
            options: ["0.7", "0.58", "0.12", "0.82"],
            correct: 1,
            explanation:
              "P(A ∩ B) = 0.3 × 0.4 = 0.12, so P(A ∪ B) = 0.3 + 0.4 − 0.12 = 0.58.",
            difficulty: "medium",
          },
          {
            text: "Two cards are drawn one after another without replacement from a well-shuffled pack of 52 cards. What is the probability that both are kings?",
            options: ["1/169", "1/221", "1/13", "2/221"],
            correct: 1,
            explanation:
              "P = (4/52) × (3/51) = 12/2652 = 1/221. (1/169 would be the answer with replacement.)",
            difficulty: "medium",
          },
          {
            text: "Bag I has 3 red and 4 black balls; Bag II has 5 red and 6 black balls. A bag is chosen at random and a ball drawn from it is red. What is the probability that it came from Bag II?",
            options: ["5/11", "33/68", "1/2", "35/68"],
            correct: 3,
            explanation:
              "By Bayes' theorem, P(II|red) = (1/2 × 5/11) / (1/2 × 3/7 + 1/2 × 5/11) = (5/11) / (33/77 + 35/77) = (5/11) × (77/68) = 35/68.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Testing for a Disease with Bayes' Theorem",
          instructions:
            "A disease affects 1% of a population and a test detects it 95% of the time, but also gives a positive result for 5% of healthy people. Use Bayes' theorem to find the probability that a person who tests positive actually has the disease, show all working, and explain in a short paragraph why the answer is surprising.",
          maxMarks: 15,
        },
      },
    ],
  },
  {
    grade: 12,
    slug: "physics",
    name: "Physics",
    description:
      "Class 12 physics covering electrostatics, current electricity, magnetism, electromagnetic induction and alternating current, electromagnetic waves, optics, modern physics and semiconductor electronics as in the NCERT textbook.",
    color: "indigo",
    isFree: true,
    textbook:
      "Physics — Textbook for Class XII, Part I and Part II (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Electric Charges and Fields",
        summary:
          "Introduces electric charge and its properties, Coulomb's law and the electric field due to point charges and dipoles. It then develops electric flux and Gauss's law and applies it to symmetric charge distributions.",
        lessons: [
          {
            title: "Electric Charge and Coulomb's Law",
            minutes: 15,
            summary:
              "Charge comes in two kinds, positive and negative; like charges repel and unlike charges attract. Charge is additive, conserved and quantised: any charge is q = ne, where e = 1.6 × 10⁻¹⁹ C and n is an integer. Coulomb's law gives the force between two point charges as F = k q₁q₂/r², with k = 1/(4πε₀) ≈ 9 × 10⁹ N m² C⁻², so doubling the distance reduces the force to one quarter. Forces from several charges add as vectors (the superposition principle).",
          },
          {
            title: "Electric Field, Field Lines and Dipoles",
            minutes: 16,
            summary:
              "The electric field at a point is the force per unit positive test charge, E = F/q; for a point charge its magnitude is kq/r². Field lines start on positive charges, end on negative charges, never cross, and are crowded where the field is strong. An electric dipole is a pair of charges ±q separated by 2a, with dipole moment p = q × 2a pointing from −q to +q; far away its field falls off as 1/r³. In a uniform field a dipole feels no net force but a torque τ = p × E, of magnitude pE sin θ.",
          },
          {
            title: "Electric Flux and Gauss's Law",
            minutes: 17,
            summary:
              "Electric flux through a small area is ΔΦ = E · ΔS, a measure of how many field lines pass through it. Gauss's law states that the total flux through any closed surface equals q_enclosed/ε₀, regardless of the shape of the surface or charges outside it. Using a suitable symmetric Gaussian surface, it gives the field of an infinite line charge E = λ/(2πε₀r), of an infinite plane sheet E = σ/(2ε₀), and of a thin spherical shell: kq/r² outside and zero inside.",
          },
        ],
        questions: [
          {
            text: "The distance between two point charges is doubled. The electrostatic force between them becomes:",
            options: ["double", "half", "one quarter", "four times"],
            correct: 2,
            explanation:
              "F is proportional to 1/r². Doubling r multiplies the force by 1/2² = 1/4.",
            difficulty: "easy",
          },
          {
            text: "Which of these CANNOT be the charge on a body? (e = 1.6 × 10⁻¹⁹ C)",
            options: [
              "2.4 × 10⁻¹⁹ C",
              "3.2 × 10⁻¹⁹ C",
              "4.8 × 10⁻¹⁹ C",
              "1.6 × 10⁻¹⁸ C",
            ],
            correct: 0,
            explanation:
              "Charge is quantised, so it must be a whole-number multiple of e. 2.4 × 10⁻¹⁹ / 1.6 × 10⁻¹⁹ = 1.5, which is not an integer; the others are 2e, 3e and 10e.",
            difficulty: "easy",
          },
          {
            text: "What is the force between charges of 2 μC and 3 μC placed 30 cm apart in vacuum?",
            options: ["0.06 N", "6 N", "0.18 N", "0.6 N"],
            correct: 3,
            explanation:
              "F = kq₁q₂/r² = (9 × 10⁹ × 2 × 10⁻⁶ × 3 × 10⁻⁶)/(0.3)² = (5.4 × 10⁻²)/0.09 = 0.6 N.",
            difficulty: "medium",
          },
          {
            text: "A point charge q is placed at the centre of a cube. What is the electric flux through one face of the cube?",
            options: ["q/(6ε₀)", "q/ε₀", "6q/ε₀", "zero"],
            correct: 0,
            explanation:
              "By Gauss's law the total flux through the closed cube is q/ε₀. By symmetry it is shared equally among the 6 faces, giving q/(6ε₀) each.",
            difficulty: "medium",
          },
          {
            text: "How does the electric field of an infinitely long uniformly charged straight wire vary with the distance r from it?",
            options: [
              "E ∝ 1/r²",
              "E ∝ 1/r³",
              "E ∝ 1/r",
              "E does not depend on r",
            ],
            correct: 2,
            explanation:
              "Applying Gauss's law to a cylindrical surface around the wire gives E × 2πrl = λl/ε₀, so E = λ/(2πε₀r), which varies as 1/r.",
            difficulty: "medium",
          },
          {
            text: "A dipole of charges ±2 μC separated by 2 cm is placed in a uniform field of 2 × 10⁵ N/C at 30° to the field. What torque acts on it?",
            options: [
              "8 × 10⁻³ N m",
              "4 × 10⁻³ N m",
              "4 × 10⁻² N m",
              "6.9 × 10⁻³ N m",
            ],
            correct: 1,
            explanation:
              "p = q × 2a = 2 × 10⁻⁶ × 0.02 = 4 × 10⁻⁸ C m. τ = pE sin θ = 4 × 10⁻⁸ × 2 × 10⁵ × sin 30° = 8 × 10⁻³ × 0.5 = 4 × 10⁻³ N m.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Mapping Electric Field Lines",
          instructions:
            "Draw neat field-line diagrams for (a) a single positive charge, (b) two equal positive charges, (c) an electric dipole and (d) a uniformly charged infinite plane sheet. Under each, list two properties of field lines that your diagram shows and explain them in your own words.",
          maxMarks: 15,
        },
      },
      {
        title: "Electrostatic Potential and Capacitance",
        summary:
          "Defines electrostatic potential and potential energy, equipotential surfaces and the behaviour of conductors and dielectrics in electric fields. It then studies capacitors, their combinations and the energy they store.",
        lessons: [
          {
            title: "Electrostatic Potential and Equipotential Surfaces",
            minutes: 16,
            summary:
              "The electrostatic potential at a point is the work done per unit positive charge in bringing a test charge from infinity to that point; for a point charge V = kq/r. Potentials of several charges add as ordinary numbers (scalars). An equipotential surface has the same potential everywhere, so no work is done in moving a charge along it, and the electric field is always perpendicular to it. The field points in the direction in which potential decreases fastest, with E = −dV/dr.",
          },
          {
            title: "Conductors, Dielectrics and Capacitors",
            minutes: 16,
            summary:
              "Inside a conductor in electrostatic equilibrium the field is zero, any excess charge sits on the surface, and the whole conductor is at one potential. A dielectric placed in a field becomes polarised, which reduces the field inside it by its dielectric constant K. A capacitor stores charge Q = CV; for a parallel plate capacitor C = ε₀A/d, and filling the gap with a dielectric multiplies C by K.",
          },
          {
            title: "Combining Capacitors and Stored Energy",
            minutes: 15,
            summary:
              "For capacitors in series, 1/C = 1/C₁ + 1/C₂ + …, and each carries the same charge. In parallel, C = C₁ + C₂ + …, and each has the same voltage. The energy stored is U = ½CV² = Q²/(2C) = ½QV, which can be thought of as stored in the electric field between the plates.",
          },
        ],
        questions: [
          {
            text: "How much work is done in moving a charge of 2 μC between two points on the same equipotential surface?",
            options: [
              "2 J",
              "zero",
              "depends on the distance moved",
              "depends on the path taken",
            ],
            correct: 1,
            explanation:
              "W = q(V_B − V_A). On an equipotential surface V_B = V_A, so the work done is zero whatever the path.",
            difficulty: "easy",
          },
          {
            text: "A parallel plate capacitor is completely filled with a dielectric of dielectric constant 5. Its capacitance:",
            options: [
              "becomes one fifth",
              "is unchanged",
              "becomes 25 times",
              "becomes 5 times",
            ],
            correct: 3,
            explanation:
              "With a dielectric filling the gap, C = Kε₀A/d, so the capacitance is multiplied by K = 5.",
            difficulty: "easy",
          },
          {
            text: "Capacitors of 2 μF, 3 μF and 6 μF are connected in series. What is the equivalent capacitance?",
            options: ["1 μF", "11 μF", "6 μF", "0.5 μF"],
            correct: 0,
            explanation:
              "1/C = 1/2 + 1/3 + 1/6 = (3 + 2 + 1)/6 = 1, so C = 1 μF.",
            difficulty: "medium",
          },
          {
            text: "What is the electric potential at a point 9 cm from a point charge of 4 × 10⁻⁷ C?",
            options: ["4 × 10³ V", "3.6 × 10³ V", "4 × 10⁴ V", "4 × 10⁵ V"],
            correct: 2,
            explanation:
              "V = kq/r = (9 × 10⁹ × 4 × 10⁻⁷)/0.09 = 3600/0.09 = 4 × 10⁴ V.",
            difficulty: "medium",
          },
          {
            text: "How much energy is stored in a 10 μF capacitor charged to 100 V?",
            options: ["0.5 J", "0.05 J", "1 × 10⁻³ J", "0.1 J"],
            correct: 1,
            explanation:
              "U = ½CV² = 0.5 × 10 × 10⁻⁶ × (100)² = 0.5 × 10⁻⁵ × 10⁴ = 0.05 J.",
            difficulty: "medium",
          },
          {
            text: "A parallel plate capacitor is charged and then disconnected from the battery. If the plate separation is now doubled, the stored energy:",
            options: [
              "is halved",
              "is unchanged",
              "becomes four times",
              "is doubled",
            ],
            correct: 3,
            explanation:
              "Once disconnected, Q stays constant. Doubling d halves C (C = ε₀A/d), and U = Q²/(2C), so U doubles. The extra energy comes from the work done in pulling the plates apart.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Current Electricity",
        summary:
          "Explains electric current, drift of electrons, Ohm's law, resistivity and its temperature dependence, and electrical power. It covers cells, emf and internal resistance, combinations of cells, Kirchhoff's rules and the Wheatstone bridge.",
        lessons: [
          {
            title: "Current, Drift Velocity and Ohm's Law",
            minutes: 16,
            summary:
              "Electric current is the rate of flow of charge, I = Q/t. In a conductor, free electrons drift slowly opposite to the field with drift velocity v_d, and I = neAv_d, where n is the number density of free electrons and A the cross-sectional area. Ohm's law states V = IR, and the resistance R = ρl/A depends on the material's resistivity ρ, the length and the area. For metals, resistivity increases with temperature because electrons collide more often with the vibrating ions.",
          },
          {
            title: "Power, Cells, emf and Internal Resistance",
            minutes: 15,
            summary:
              "The power dissipated in a resistor is P = VI = I²R = V²/R. A cell of emf ε and internal resistance r connected to an external resistance R drives a current I = ε/(R + r), and the terminal voltage is V = ε − Ir, which is less than the emf while current flows. Resistors in series add directly (R = R₁ + R₂ + …), while in parallel 1/R = 1/R₁ + 1/R₂ + ….",
          },
          {
            title: "Kirchhoff's Rules and the Wheatstone Bridge",
            minutes: 16,
            summary:
              "Kirchhoff's junction rule says the total current entering a junction equals the total current leaving it (conservation of charge). The loop rule says the algebraic sum of potential changes around any closed loop is zero (conservation of energy). A Wheatstone bridge of four resistances P, Q, R and S is balanced, with no current through the galvanometer, when P/Q = R/S; this lets an unknown resistance be found accurately.",
          },
        ],
        questions: [
          {
            text: "Resistors of 2 Ω, 3 Ω and 6 Ω are connected in parallel. What is the equivalent resistance?",
            options: ["11 Ω", "6 Ω", "1 Ω", "0.5 Ω"],
            correct: 2,
            explanation:
              "1/R = 1/2 + 1/3 + 1/6 = (3 + 2 + 1)/6 = 1, so R = 1 Ω.",
            difficulty: "easy",
          },
          {
            text: "What is the resistance of the filament of a bulb rated 100 W, 220 V?",
            options: ["484 Ω", "2.2 Ω", "22 Ω", "48.4 Ω"],
            correct: 0,
            explanation:
              "P = V²/R, so R = V²/P = (220)²/100 = 48400/100 = 484 Ω.",
            difficulty: "easy",
          },
          {
            text: "A wire of resistance R is stretched uniformly to twice its length. Its new resistance is:",
            options: ["2R", "R/2", "R", "4R"],
            correct: 3,
            explanation:
              "The volume stays the same, so doubling the length halves the area. R = ρl/A then becomes ρ(2l)/(A/2) = 4ρl/A = 4R.",
            difficulty: "medium",
          },
          {
            text: "A cell of emf 2 V and internal resistance 0.5 Ω is connected to a 3.5 Ω resistor. What is the terminal voltage of the cell?",
            options: ["2 V", "1.75 V", "0.25 V", "1.5 V"],
            correct: 1,
            explanation:
              "I = ε/(R + r) = 2/(3.5 + 0.5) = 0.5 A. Terminal voltage V = IR = 0.5 × 3.5 = 1.75 V (or ε − Ir = 2 − 0.25).",
            difficulty: "medium",
          },
          {
            text: "In a balanced Wheatstone bridge, P = 10 Ω, Q = 20 Ω and R = 15 Ω. What is S?",
            options: ["7.5 Ω", "25 Ω", "30 Ω", "45 Ω"],
            correct: 2,
            explanation:
              "At balance P/Q = R/S, so S = RQ/P = 15 × 20/10 = 30 Ω.",
            difficulty: "medium",
          },
          {
            text: "A copper wire of cross-section 1.0 × 10⁻⁷ m² carries 1.5 A. If the free electron density is 8.5 × 10²⁸ m⁻³, what is the drift speed? (e = 1.6 × 10⁻¹⁹ C)",
            options: [
              "1.1 × 10⁻³ m/s",
              "1.1 × 10⁻⁵ m/s",
              "1.1 m/s",
              "3 × 10⁸ m/s",
            ],
            correct: 0,
            explanation:
              "v_d = I/(neA) = 1.5/(8.5 × 10²⁸ × 1.6 × 10⁻¹⁹ × 1.0 × 10⁻⁷) = 1.5/1360 ≈ 1.1 × 10⁻³ m/s, about 1 mm per second.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Solving Circuits with Kirchhoff's Rules",
          instructions:
            "Design a circuit with two cells and three resistors that forms two loops. Apply Kirchhoff's junction and loop rules to find the current in every branch, showing each equation clearly, and check your answer by verifying the power supplied equals the power dissipated.",
          maxMarks: 20,
        },
      },
      {
        title: "Moving Charges and Magnetism",
        summary:
          "Studies the force on moving charges and currents in magnetic fields and the magnetic fields produced by currents, using the Biot–Savart law and Ampere's circuital law. It explains forces between parallel currents, the torque on a current loop and the moving coil galvanometer.",
        lessons: [
          {
            title: "Magnetic Force on Moving Charges",
            minutes: 15,
            summary:
              "A charge q moving with velocity v in a magnetic field B experiences the force F = q(v × B), of magnitude qvB sin θ, perpendicular to both v and B. This force does no work, so it changes the direction of motion but not the speed. A charge moving perpendicular to a uniform field moves in a circle of radius r = mv/(qB), and a charge moving parallel to B feels no force at all.",
          },
          {
            title: "Fields Produced by Currents",
            minutes: 17,
            summary:
              "The Biot–Savart law gives the field of a small current element as dB = (μ₀/4π) I dl sin θ / r². It gives B = μ₀NI/(2R) at the centre of a circular coil of N turns. Ampere's circuital law states that the line integral of B around a closed loop equals μ₀ times the current enclosed; it gives B = μ₀I/(2πr) for a long straight wire and B = μ₀nI inside a long solenoid with n turns per unit length.",
          },
          {
            title: "Forces Between Currents, Torque and the Galvanometer",
            minutes: 16,
            summary:
              "A current-carrying conductor in a field feels F = I(l × B). Two parallel wires attract if their currents flow in the same direction and repel if opposite, with force per unit length μ₀I₁I₂/(2πd). A current loop in a uniform field experiences a torque τ = m × B, where m = NIA is its magnetic moment. In a moving coil galvanometer this torque is balanced by a spring, so the deflection is proportional to current; a small shunt turns it into an ammeter and a large series resistance into a voltmeter.",
          },
        ],
        questions: [
          {
            text: "A charged particle moves parallel to a uniform magnetic field. The magnetic force on it is:",
            options: [
              "maximum",
              "zero",
              "along the field",
              "opposite to its velocity",
            ],
            correct: 1,
            explanation:
              "F = qvB sin θ, and θ = 0° for motion parallel to the field, so sin θ = 0 and the force is zero.",
            difficulty: "easy",
          },
          {
            text: "Two long parallel wires carry currents in the same direction. The wires:",
            options: [
              "repel each other",
              "feel no force",
              "attract each other",
              "twist to become perpendicular",
            ],
            correct: 2,
            explanation:
              "The field of one wire exerts a force on the other, and for currents in the same direction this force is attractive; opposite currents repel.",
            difficulty: "easy",
          },
          {
            text: "A proton moves in a circle perpendicular to a uniform magnetic field. If its speed is doubled, the radius of its path:",
            options: [
              "is halved",
              "is unchanged",
              "becomes four times",
              "is doubled",
            ],
            correct: 3,
            explanation:
              "r = mv/(qB), so r is proportional to v. Doubling the speed doubles the radius.",
            difficulty: "medium",
          },
          {
            text: "What is the magnetic field at the centre of a circular coil of 100 turns and radius 10 cm carrying 1 A? (μ₀ = 4π × 10⁻⁷ T m/A)",
            options: [
              "2π × 10⁻⁴ T",
              "4π × 10⁻⁴ T",
              "2π × 10⁻⁵ T",
              "π × 10⁻⁴ T",
            ],
            correct: 0,
            explanation:
              "B = μ₀NI/(2R) = (4π × 10⁻⁷ × 100 × 1)/(2 × 0.1) = (4π × 10⁻⁵)/0.2 = 2π × 10⁻⁴ T ≈ 6.3 × 10⁻⁴ T.",
            difficulty: "medium",
          },
          {
            text: "A long solenoid has 500 turns per metre and carries 2 A. What is the magnetic field inside it? (μ₀ = 4π × 10⁻⁷ T m/A)",
            options: [
              "2π × 10⁻⁴ T",
              "4π × 10⁻⁴ T",
              "4π × 10⁻⁵ T",
              "π × 10⁻³ T",
            ],
            correct: 1,
            explanation:
              "B = μ₀nI = 4π × 10⁻⁷ × 500 × 2 = 4π × 10⁻⁴ T ≈ 1.26 × 10⁻³ T.",
            difficulty: "medium",
          },
          {
            text: "A galvanometer of resistance 20 Ω gives full-scale deflection for 5 mA. What resistance must be connected in series to convert it into a voltmeter of range 0–10 V?",
            options: ["2000 Ω", "2020 Ω", "1980 Ω", "0.05 Ω"],
            correct: 2,
            explanation:
              "For full-scale deflection at 10 V, the total resistance must be V/I_g = 10/0.005 = 2000 Ω. The series resistance is 2000 − 20 = 1980 Ω.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Magnetism and Matter",
        summary:
          "Describes the bar magnet as a magnetic dipole and compares magnetic and electric dipoles. It states Gauss's law for magnetism and classifies materials as diamagnetic, paramagnetic and ferromagnetic using magnetisation and susceptibility.",
        lessons: [
          {
            title: "The Bar Magnet as a Magnetic Dipole",
            minutes: 14,
            summary:
              "A bar magnet behaves like a magnetic dipole with magnetic moment m pointing from its south pole to its north pole; a current loop behaves the same way. Magnetic field lines form continuous closed loops, emerging from the north pole outside the magnet and returning through the inside. In a uniform field B a magnet feels a torque τ = m × B and has potential energy U = −mB cos θ, lowest when it is aligned with the field.",
          },
          {
            title: "Gauss's Law for Magnetism",
            minutes: 11,
            summary:
              "The net magnetic flux through any closed surface is always zero, because every field line that enters the surface also leaves it. This means isolated magnetic poles (monopoles) do not exist: breaking a magnet in two gives two smaller magnets, each with a north and a south pole. This is the key difference from electric charges, which can exist alone.",
          },
          {
            title: "Magnetic Properties of Materials",
            minutes: 16,
            summary:
              "Magnetisation M is the net magnetic moment per unit volume, and the magnetic intensity H is related by M = χH, where χ is the susceptibility; the relative permeability is μr = 1 + χ. Diamagnetic substances such as copper and bismuth have small negative χ and are weakly repelled by magnets. Paramagnetic substances such as aluminium have small positive χ and are weakly attracted. Ferromagnetic substances such as iron have very large positive χ, and above the Curie temperature they become paramagnetic.",
          },
        ],
        questions: [
          {
            text: "Magnetic field lines of a bar magnet:",
            options: [
              "start at the north pole and end at the south pole",
              "form continuous closed loops",
              "can intersect each other",
              "exist only outside the magnet",
            ],
            correct: 1,
            explanation:
              "Magnetic field lines have no beginning or end: they leave the north pole, return to the south pole outside, and continue through the magnet from south to north.",
            difficulty: "easy",
          },
          {
            text: "According to Gauss's law for magnetism, the net magnetic flux through any closed surface is:",
            options: [
              "μ₀ times the enclosed pole strength",
              "infinite",
              "zero",
              "equal to the magnetic moment",
            ],
            correct: 2,
            explanation:
              "Every field line entering a closed surface also leaves it, so the net flux is zero. This reflects the absence of magnetic monopoles.",
            difficulty: "easy",
          },
          {
            text: "The magnetic susceptibility of a diamagnetic substance is:",
            options: [
              "small and negative",
              "small and positive",
              "large and positive",
              "exactly zero",
            ],
            correct: 0,
            explanation:
              "Diamagnetic materials develop a magnetisation opposite to the applied field, so χ is negative, and the effect is weak, so it is small in size.",
            difficulty: "medium",
          },
          {
            text: "A bar magnet of magnetic moment 0.32 J/T is placed in a uniform field of 0.15 T at 30° to the field. What torque acts on it?",
            options: ["0.048 N m", "0.042 N m", "0.012 N m", "0.024 N m"],
            correct: 3,
            explanation:
              "τ = mB sin θ = 0.32 × 0.15 × sin 30° = 0.048 × 0.5 = 0.024 N m.",
            difficulty: "medium",
          },
          {
            text: "When a ferromagnetic material is heated above its Curie temperature, it becomes:",
            options: [
              "diamagnetic",
              "paramagnetic",
              "more strongly ferromagnetic",
              "a superconductor",
            ],
            correct: 1,
            explanation:
              "Above the Curie temperature, thermal agitation destroys the alignment of the domains, and the material behaves as a paramagnet.",
            difficulty: "medium",
          },
          {
            text: "A magnet of moment 0.32 J/T is aligned with a uniform field of 0.15 T. How much work is needed to turn it so that it points exactly opposite to the field?",
            options: ["0.048 J", "zero", "0.024 J", "0.096 J"],
            correct: 3,
            explanation:
              "U = −mB cos θ. At θ = 0°, U = −0.048 J; at θ = 180°, U = +0.048 J. The work needed is the change in energy, 2mB = 0.096 J.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Electromagnetic Induction",
        summary:
          "Describes Faraday's experiments and the laws of electromagnetic induction, including Lenz's law and motional emf. It introduces self and mutual inductance, the energy stored in an inductor, and the AC generator.",
        lessons: [
          {
            title: "Faraday's Law and Lenz's Law",
            minutes: 15,
            summary:
              "Magnetic flux through an area is Φ = B · A = BA cos θ, measured in weber (Wb). Faraday's law states that a changing flux induces an emf ε = −N dΦ/dt in a coil of N turns. Lenz's law, the reason for the minus sign, says the induced current flows so as to oppose the change that causes it; this is a consequence of conservation of energy. For example, pushing a magnet's north pole towards a coil makes the near face of the coil act as a north pole, repelling the magnet.",
          },
          {
            title: "Motional emf",
            minutes: 13,
            summary:
              "A conducting rod of length l moving with speed v perpendicular to a magnetic field B has an emf ε = Blv induced across its ends. This can be understood from the magnetic force on the free charges in the rod, or from the rate at which the rod sweeps out flux. If the rod is part of a closed circuit, a current flows and an external force is needed to keep the rod moving, converting mechanical energy into electrical energy.",
          },
          {
            title: "Inductance and the AC Generator",
            minutes: 16,
            summary:
              "When the current in a coil changes, its own changing flux induces an opposing emf ε = −L dI/dt, where L is the self-inductance, measured in henry; a nearby coil can similarly be affected through mutual inductance M. For a long solenoid L = μ₀N²A/l, so L grows as the square of the number of turns. The energy stored in an inductor is ½LI². An AC generator rotates a coil in a magnetic field, producing ε = NBAω sin ωt.",
          },
        ],
        questions: [
          {
            text: "What is the SI unit of magnetic flux?",
            options: ["tesla", "henry", "weber", "gauss"],
            correct: 2,
            explanation:
              "Magnetic flux Φ = BA is measured in weber (Wb), where 1 Wb = 1 T m². Tesla is the unit of magnetic field.",
            difficulty: "easy",
          },
          {
            text: "Lenz's law is a consequence of the law of conservation of:",
            options: ["charge", "momentum", "mass", "energy"],
            correct: 3,
            explanation:
              "If the induced current aided the change, energy would be created from nothing. Opposing the change means work must be done, so energy is conserved.",
            difficulty: "easy",
          },
          {
            text: "The flux through each turn of a 100-turn coil falls from 0.05 Wb to zero in 0.1 s. What is the average induced emf?",
            options: ["50 V", "0.5 V", "5 V", "500 V"],
            correct: 0,
            explanation: "ε = N ΔΦ/Δt = 100 × 0.05/0.1 = 50 V.",
            difficulty: "medium",
          },
          {
            text: "A 1 m long rod moves at 5 m/s perpendicular to a magnetic field of 0.2 T. What emf is induced across its ends?",
            options: ["0.04 V", "1 V", "25 V", "10 V"],
            correct: 1,
            explanation: "ε = Blv = 0.2 × 1 × 5 = 1 V.",
            difficulty: "medium",
          },
          {
            text: "How much energy is stored in a 2 H inductor carrying a current of 3 A?",
            options: ["6 J", "18 J", "3 J", "9 J"],
            correct: 3,
            explanation: "U = ½LI² = 0.5 × 2 × 3² = 9 J.",
            difficulty: "medium",
          },
          {
            text: "The number of turns of a long solenoid is doubled while its length and cross-sectional area stay the same. Its self-inductance becomes:",
            options: ["four times", "double", "half", "unchanged"],
            correct: 0,
            explanation:
              "L = μ₀N²A/l. Doubling N doubles both the field produced by a given current and the number of turns linked by it, so L is multiplied by 2² = 4.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Induction in Everyday Devices",
          instructions:
            "Choose three devices that use electromagnetic induction (for example an induction cooktop, a bicycle dynamo and a metal detector). For each, explain in 80–100 words how Faraday's and Lenz's laws apply, and include a labelled sketch of one of them.",
          maxMarks: 15,
        },
      },
      {
        title: "Alternating Current",
        summary:
          "Studies alternating voltages applied to resistors, inductors and capacitors, using phasors, reactance and impedance. It covers the series LCR circuit and resonance, power and power factor in AC circuits, and transformers.",
        lessons: [
          {
            title: "AC in Resistors, Inductors and Capacitors",
            minutes: 16,
            summary:
              "An AC voltage v = v_m sin ωt reverses direction periodically; its rms value is v_m/√2, which is what meters and ratings quote, so 220 V mains has a peak of about 311 V. In a resistor, current and voltage are in phase. In a pure inductor the current lags the voltage by π/2 and the opposition is the inductive reactance X_L = ωL; in a pure capacitor the current leads by π/2 and X_C = 1/(ωC).",
          },
          {
            title: "Series LCR Circuit and Resonance",
            minutes: 17,
            summary:
              "In a series LCR circuit the impedance is Z = √(R² + (X_L − X_C)²), and the current is I = V/Z. Phasor diagrams show voltages across L and C pointing in opposite directions. At resonance X_L = X_C, which happens at ω₀ = 1/√(LC); the impedance is then just R and the current is maximum, which is how radios are tuned to a station.",
          },
          {
            title: "Power in AC Circuits and Transformers",
            minutes: 15,
            summary:
              "The average power in an AC circuit is P = V I cos φ, using rms values, where cos φ = R/Z is the power factor. A pure inductor or capacitor consumes no average power (cos φ = 0), so its current is called wattless. A transformer uses mutual induction to change AC voltages: Vs/Vp = Ns/Np, so a step-up transformer has more turns on the secondary. Power is transmitted at high voltage and low current to reduce I²R losses.",
          },
        ],
        questions: [
          {
            text: "An AC voltage has a peak value of 311 V. What is its rms value?",
            options: ["311 V", "440 V", "220 V", "155 V"],
            correct: 2,
            explanation: "V_rms = V_peak/√2 = 311/1.414 ≈ 220 V.",
            difficulty: "easy",
          },
          {
            text: "In a purely inductive AC circuit, the current:",
            options: [
              "leads the voltage by π/2",
              "lags the voltage by π/2",
              "is in phase with the voltage",
              "lags the voltage by π",
            ],
            correct: 1,
            explanation:
              "For an inductor, v = L di/dt, which makes the current reach its peak a quarter cycle after the voltage, that is lag by π/2.",
            difficulty: "easy",
          },
          {
            text: "What is the reactance of a 0.5 H inductor at 50 Hz?",
            options: ["25 Ω", "100 Ω", "157 Ω", "314 Ω"],
            correct: 2,
            explanation: "X_L = 2πfL = 2π × 50 × 0.5 = 50π ≈ 157 Ω.",
            difficulty: "medium",
          },
          {
            text: "What is the resonant angular frequency of a series LCR circuit with L = 0.1 H and C = 10 μF?",
            options: ["1000 rad/s", "100 rad/s", "10 000 rad/s", "159 rad/s"],
            correct: 0,
            explanation:
              "ω₀ = 1/√(LC) = 1/√(0.1 × 10 × 10⁻⁶) = 1/√(10⁻⁶) = 1/10⁻³ = 1000 rad/s. (159 Hz is the corresponding frequency f₀ = ω₀/2π, not the angular frequency.)",
            difficulty: "medium",
          },
          {
            text: "The average power consumed by an ideal capacitor connected to an AC source over a complete cycle is:",
            options: ["maximum", "V I", "V I/2", "zero"],
            correct: 3,
            explanation:
              "In an ideal capacitor the phase difference is π/2, so the power factor cos φ = 0 and the average power V I cos φ is zero.",
            difficulty: "medium",
          },
          {
            text: "A series LCR circuit has R = 30 Ω, X_L = 80 Ω and X_C = 40 Ω. What is its power factor?",
            options: ["0.375", "0.8", "0.75", "0.6"],
            correct: 3,
            explanation:
              "Z = √(R² + (X_L − X_C)²) = √(30² + 40²) = √2500 = 50 Ω. Power factor = R/Z = 30/50 = 0.6.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Electromagnetic Waves",
        summary:
          "Introduces displacement current, which completes Ampere's law, and shows how accelerating charges produce electromagnetic waves. It describes the nature of these waves and the electromagnetic spectrum with the uses of each part.",
        lessons: [
          {
            title: "Displacement Current",
            minutes: 13,
            summary:
              "Ampere's law gives contradictory answers for the gap between the plates of a charging capacitor, where no conduction current flows. Maxwell fixed this by adding the displacement current i_d = ε₀ dΦ_E/dt, produced by a changing electric field. So just as a changing magnetic field produces an electric field, a changing electric field produces a magnetic field, which makes electromagnetic waves possible.",
          },
          {
            title: "Nature of Electromagnetic Waves",
            minutes: 14,
            summary:
              "Accelerated charges radiate electromagnetic waves, made of oscillating electric and magnetic fields that are perpendicular to each other and to the direction of travel, so the waves are transverse. In vacuum they travel at c = 1/√(μ₀ε₀) ≈ 3 × 10⁸ m/s, and the field amplitudes are related by E₀ = cB₀. They need no medium and carry energy and momentum, which is why light exerts radiation pressure.",
          },
          {
            title: "The Electromagnetic Spectrum",
            minutes: 15,
            summary:
              "In order of decreasing wavelength, the spectrum is radio waves, microwaves, infrared, visible light, ultraviolet, X-rays and gamma rays. Radio waves carry broadcasts, microwaves are used in radar and ovens, infrared is felt as heat and used in remote controls, and visible light spans about 400–700 nm. Ultraviolet is used to kill germs in water purifiers and in LASIK eye surgery, X-rays in medical imaging, and gamma rays, from nuclei, in cancer treatment.",
          },
        ],
        questions: [
          {
            text: "The speed of electromagnetic waves in vacuum is given by:",
            options: ["√(μ₀ε₀)", "μ₀ε₀", "1/(μ₀ε₀)", "1/√(μ₀ε₀)"],
            correct: 3,
            explanation:
              "Maxwell's equations give c = 1/√(μ₀ε₀), which works out to about 3 × 10⁸ m/s.",
            difficulty: "easy",
          },
          {
            text: "Which of these electromagnetic radiations has the shortest wavelength?",
            options: ["Gamma rays", "X-rays", "Ultraviolet", "Microwaves"],
            correct: 0,
            explanation:
              "Gamma rays are at the high-frequency end of the spectrum and have the shortest wavelengths, shorter than X-rays.",
            difficulty: "easy",
          },
          {
            text: "In an electromagnetic wave, the electric and magnetic fields are:",
            options: [
              "parallel to each other and to the direction of travel",
              "perpendicular to each other and to the direction of travel",
              "parallel to each other but perpendicular to the direction of travel",
              "out of phase by π/2",
            ],
            correct: 1,
            explanation:
              "E, B and the direction of propagation are mutually perpendicular, making the wave transverse, and E and B oscillate in phase.",
            difficulty: "medium",
          },
          {
            text: "The electric field amplitude of an electromagnetic wave in vacuum is 120 N/C. What is the magnetic field amplitude?",
            options: [
              "3.6 × 10¹⁰ T",
              "4 × 10⁻⁶ T",
              "4 × 10⁻⁷ T",
              "2.5 × 10⁻⁷ T",
            ],
            correct: 2,
            explanation: "B₀ = E₀/c = 120/(3 × 10⁸) = 4 × 10⁻⁷ T.",
            difficulty: "medium",
          },
          {
            text: "Displacement current exists:",
            options: [
              "only in good conductors",
              "only when the current is steady",
              "only in a vacuum",
              "wherever the electric field is changing with time",
            ],
            correct: 3,
            explanation:
              "Displacement current i_d = ε₀ dΦ_E/dt arises from a changing electric flux, for example between the plates of a capacitor while it charges. It is zero when fields are steady.",
            difficulty: "medium",
          },
          {
            text: "A plane electromagnetic wave travels along the +x direction. At some point its electric field is 6.3 V/m along the +y direction. What is the magnetic field there?",
            options: [
              "2.1 × 10⁻⁸ T along −z",
              "2.1 × 10⁻⁸ T along +z",
              "1.9 × 10⁹ T along +z",
              "2.1 × 10⁻⁸ T along +y",
            ],
            correct: 1,
            explanation:
              "B = E/c = 6.3/(3 × 10⁸) = 2.1 × 10⁻⁸ T. B must be perpendicular to E and to the direction of travel, with E × B along +x; since ĵ × k̂ = î, B points along +z.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Ray Optics and Optical Instruments",
        summary:
          "Treats light as rays to study reflection by spherical mirrors, refraction, total internal reflection, refraction at spherical surfaces and by lenses, and dispersion by a prism. It explains how microscopes and telescopes form magnified images.",
        lessons: [
          {
            title: "Mirrors, Refraction and Total Internal Reflection",
            minutes: 16,
            summary:
              "For a spherical mirror, f = R/2 and the mirror equation is 1/v + 1/u = 1/f, with distances measured from the pole using the sign convention. Snell's law gives n₁ sin i = n₂ sin r for refraction. When light goes from a denser to a rarer medium at an angle greater than the critical angle C, where sin C = 1/n, it is totally internally reflected; this is used in optical fibres and explains the sparkle of diamonds.",
          },
          {
            title: "Lenses and Prisms",
            minutes: 17,
            summary:
              "For a thin lens, 1/v − 1/u = 1/f and the magnification is m = v/u; the lens maker's formula is 1/f = (n − 1)(1/R₁ − 1/R₂). Power P = 1/f (f in metres) is measured in dioptres, and for lenses in contact the powers add. In a prism of angle A, the deviation is least when the ray passes symmetrically, and then n = sin((A + D_m)/2)/sin(A/2). Different colours have different refractive indices, so a prism disperses white light into a spectrum.",
          },
          {
            title: "Optical Instruments",
            minutes: 15,
            summary:
              "A simple microscope (magnifier) gives magnification m = 1 + D/f when the image is at the near point D = 25 cm. A compound microscope uses an objective of short focal length to form a real, magnified image, which the eyepiece magnifies further. A refracting telescope uses an objective of long focal length and an eyepiece of short focal length; in normal adjustment its magnifying power is f_o/f_e. Reflecting telescopes use a concave mirror, which avoids chromatic aberration and can be made much larger.",
          },
        ],
        questions: [
          {
            text: "What is the focal length of a concave mirror with a radius of curvature of 20 cm?",
            options: ["20 cm", "10 cm", "40 cm", "5 cm"],
            correct: 1,
            explanation: "For a spherical mirror, f = R/2 = 20/2 = 10 cm.",
            difficulty: "easy",
          },
          {
            text: "What is the power of a convex lens of focal length 50 cm?",
            options: ["+2 D", "−2 D", "+50 D", "+0.5 D"],
            correct: 0,
            explanation:
              "P = 1/f with f in metres: P = 1/0.5 = +2 D. It is positive because the lens is converging.",
            difficulty: "easy",
          },
          {
            text: "An object is placed 30 cm in front of a convex lens of focal length 20 cm. Where is the image formed?",
            options: [
              "60 cm on the other side of the lens",
              "12 cm on the same side as the object",
              "60 cm on the same side as the object",
              "12 cm on the other side of the lens",
            ],
            correct: 0,
            explanation:
              "With u = −30 cm and f = +20 cm, 1/v = 1/f + 1/u = 1/20 − 1/30 = 1/60, so v = +60 cm: a real, inverted image twice the size of the object.",
            difficulty: "medium",
          },
          {
            text: "What is the critical angle for light going from glass (n = 1.5) to air?",
            options: ["30°", "48.6°", "41.8°", "60°"],
            correct: 2,
            explanation:
              "sin C = 1/n = 1/1.5 ≈ 0.667, so C ≈ 41.8°. (48.6° is the critical angle for water, n = 1.33.)",
            difficulty: "medium",
          },
          {
            text: "A convex lens of focal length 20 cm is placed in contact with a concave lens of focal length 30 cm. What is the focal length of the combination?",
            options: ["+12 cm", "+60 cm", "−60 cm", "+50 cm"],
            correct: 1,
            explanation:
              "1/F = 1/f₁ + 1/f₂ = 1/20 + 1/(−30) = (3 − 2)/60 = 1/60, so F = +60 cm, a converging combination.",
            difficulty: "medium",
          },
          {
            text: "A prism of angle 60° produces a minimum deviation of 30°. What is the refractive index of its material?",
            options: ["√2", "√3", "2", "1.5"],
            correct: 0,
            explanation:
              "n = sin((A + D_m)/2)/sin(A/2) = sin 45°/sin 30° = (1/√2)/(1/2) = √2 ≈ 1.414.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Build a Simple Telescope",
          instructions:
            "Using two convex lenses of different focal lengths (or a ray diagram if lenses are not available), set up or draw a refracting telescope in normal adjustment. Measure or choose the focal lengths, calculate the magnifying power and the length of the tube, and explain why the objective should have the larger focal length.",
          maxMarks: 20,
        },
      },
      {
        title: "Wave Optics",
        summary:
          "Uses Huygens' principle to explain reflection and refraction in terms of wavefronts. It develops interference in Young's double-slit experiment, diffraction at a single slit, and polarisation of light.",
        lessons: [
          {
            title: "Huygens' Principle and Wavefronts",
            minutes: 14,
            summary:
              "A wavefront is a surface of points vibrating in the same phase; a point source gives spherical wavefronts, which become plane far away. Huygens' principle says every point on a wavefront acts as a source of secondary wavelets, and the new wavefront is their forward envelope. Using it, one can derive the laws of reflection and Snell's law, and show that light travels more slowly in a denser medium, v = c/n. When light passes into another medium its frequency stays the same while its speed and wavelength change.",
          },
          {
            title: "Interference and Young's Double-slit Experiment",
            minutes: 17,
            summary:
              "Sustained interference needs coherent sources, which keep a constant phase difference. Where the path difference is nλ the waves reinforce (bright fringe), and where it is (n + ½)λ they cancel (dark fringe). In Young's experiment with slit separation d and screen distance D, the fringes are equally spaced with fringe width β = λD/d. Placing the apparatus in a liquid of refractive index n shortens the wavelength, so the fringe width becomes β/n.",
          },
          {
            title: "Diffraction and Polarisation",
            minutes: 16,
            summary:
              "Diffraction is the bending of light around obstacles and spreading through apertures comparable in size to its wavelength. For a single slit of width a, the central maximum is bright and the first minima occur where a sin θ = λ, so narrower slits give wider patterns. Light is a transverse wave and can be polarised: a polaroid passes only vibrations along one direction, halving the intensity of unpolarised light. By Malus' law, polarised light of intensity I₀ passing through an analyser at angle θ emerges with intensity I₀ cos² θ.",
          },
        ],
        questions: [
          {
            text: "What is the shape of the wavefront from a distant point source, such as light from a star reaching the Earth?",
            options: ["Spherical", "Cylindrical", "Plane", "Conical"],
            correct: 2,
            explanation:
              "Spherical wavefronts from a point source become so large at great distances that a small part of them is effectively flat, that is a plane wavefront.",
            difficulty: "easy",
          },
          {
            text: "For constructive interference of two coherent waves, the path difference must be:",
            options: [
              "an odd multiple of λ/2",
              "an integral multiple of λ",
              "λ/4",
              "any value",
            ],
            correct: 1,
            explanation:
              "When the path difference is nλ, crests meet crests and the waves reinforce. Odd multiples of λ/2 give destructive interference.",
            difficulty: "easy",
          },
          {
            text: "When light passes from air into glass, which of these does NOT change?",
            options: [
              "Speed",
              "Wavelength",
              "Direction (for oblique incidence)",
              "Frequency",
            ],
            correct: 3,
            explanation:
              "The frequency is set by the source and stays the same. The speed falls to c/n and the wavelength to λ/n.",
            difficulty: "medium",
          },
          {
            text: "In Young's double-slit experiment, λ = 600 nm, the slit separation is 1 mm and the screen is 1 m away. What is the fringe width?",
            options: ["0.6 mm", "6 mm", "0.06 mm", "1.2 mm"],
            correct: 0,
            explanation:
              "β = λD/d = (600 × 10⁻⁹ × 1)/(1 × 10⁻³) = 6 × 10⁻⁴ m = 0.6 mm.",
            difficulty: "medium",
          },
          {
            text: "A Young's double-slit apparatus is immersed in water (n = 4/3). The fringe width:",
            options: [
              "becomes 4/3 of its value in air",
              "is unchanged",
              "becomes 3/4 of its value in air",
              "becomes zero",
            ],
            correct: 2,
            explanation:
              "The wavelength in water is λ/n, and β = λD/d, so the fringe width becomes β/n = (3/4)β.",
            difficulty: "medium",
          },
          {
            text: "Unpolarised light of intensity I₀ passes through a polariser and then an analyser whose axis is at 60° to the polariser's axis. What is the final intensity?",
            options: ["I₀/4", "I₀/2", "3I₀/8", "I₀/8"],
            correct: 3,
            explanation:
              "The polariser halves unpolarised light: I₀/2. Malus' law then gives (I₀/2) cos² 60° = (I₀/2)(1/4) = I₀/8.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Dual Nature of Radiation and Matter",
        summary:
          "Describes electron emission and the photoelectric effect, showing why the wave theory fails to explain it and how Einstein's photon picture succeeds. It then introduces de Broglie's idea that matter, too, has wave properties.",
        lessons: [
          {
            title: "The Photoelectric Effect",
            minutes: 16,
            summary:
              "When light of high enough frequency falls on a metal, electrons are emitted. Experiments show that emission happens only above a threshold frequency ν₀, that it is instantaneous, that the photocurrent is proportional to intensity, and that the maximum kinetic energy of the electrons (measured by the stopping potential V₀) depends on frequency but not on intensity. Wave theory predicts that brighter light of any frequency should eventually eject electrons, so it cannot explain these results.",
          },
          {
            title: "Einstein's Photoelectric Equation and Photons",
            minutes: 15,
            summary:
              "Einstein proposed that light consists of photons, each of energy E = hν and momentum p = h/λ. One photon gives all its energy to one electron, so K_max = eV₀ = hν − φ₀, where φ₀ = hν₀ is the work function of the metal. A useful shortcut is E (in eV) ≈ 1240/λ (in nm); for instance, a 620 nm photon carries 2 eV. Brighter light means more photons, and so more electrons, but not more energetic ones.",
          },
          {
            title: "Wave Nature of Matter",
            minutes: 14,
            summary:
              "De Broglie suggested that every moving particle has a wavelength λ = h/p = h/(mv). For a particle of kinetic energy K, λ = h/√(2mK), so lighter particles of the same energy have longer wavelengths. For an electron accelerated through V volts, λ ≈ 1.227/√V nm, so at 100 V it is about 0.123 nm, comparable to spacings of atoms in crystals. For everyday objects the wavelength is far too small to notice.",
          },
        ],
        questions: [
          {
            text: "Photoelectric emission from a metal surface occurs only if the frequency of incident light is:",
            options: [
              "below the threshold frequency",
              "equal to or above the threshold frequency",
              "in the infrared region",
              "of very high intensity, whatever the frequency",
            ],
            correct: 1,
            explanation:
              "Each photon must carry at least the work function energy hν₀. Below ν₀ no electrons are emitted, however intense the light.",
            difficulty: "easy",
          },
          {
            text: "Light of photon energy 5 eV falls on a metal of work function 2 eV. What is the stopping potential?",
            options: ["3 V", "7 V", "2.5 V", "5 V"],
            correct: 0,
            explanation:
              "K_max = hν − φ₀ = 5 − 2 = 3 eV. The stopping potential satisfies eV₀ = K_max, so V₀ = 3 V.",
            difficulty: "easy",
          },
          {
            text: "The stopping potential in a photoelectric experiment depends on:",
            options: [
              "the intensity of the incident light only",
              "the area of the metal plate",
              "the frequency of the incident light and the metal used",
              "the time for which light falls on the plate",
            ],
            correct: 2,
            explanation:
              "eV₀ = hν − φ₀, so V₀ depends on the frequency ν and on the work function φ₀ of the metal, but not on intensity.",
            difficulty: "medium",
          },
          {
            text: "What is the energy of a photon of wavelength 620 nm? (Use hc ≈ 1240 eV nm.)",
            options: ["0.5 eV", "1 eV", "3.1 eV", "2 eV"],
            correct: 3,
            explanation: "E = hc/λ = 1240/620 = 2 eV.",
            difficulty: "medium",
          },
          {
            text: "What is the de Broglie wavelength of an electron accelerated from rest through 100 V?",
            options: ["1.227 nm", "0.123 nm", "12.27 nm", "0.0123 nm"],
            correct: 1,
            explanation: "λ = 1.227/√V nm = 1.227/√100 = 1.227/10 ≈ 0.123 nm.",
            difficulty: "medium",
          },
          {
            text: "Light above the threshold frequency falls on a metal. If the frequency is doubled, the maximum kinetic energy of the photoelectrons:",
            options: [
              "becomes exactly double",
              "becomes less than double",
              "becomes more than double",
              "stays the same",
            ],
            correct: 2,
            explanation:
              "Originally K = hν − φ₀. Now K′ = 2hν − φ₀ = 2(hν − φ₀) + φ₀ = 2K + φ₀, which is more than 2K.",
            difficulty: "hard",
          },
        ],
      },
      {
        title: "Atoms",
        summary:
          "Traces how the alpha-particle scattering experiment led to Rutherford's nuclear model and why atomic line spectra required a new theory. It develops Bohr's model of the hydrogen atom, its energy levels and spectral series, and de Broglie's explanation of Bohr's quantisation condition.",
        lessons: [
          {
            title: "Alpha Scattering and the Nuclear Model",
            minutes: 14,
            summary:
              "In the Geiger–Marsden experiment, alpha particles were fired at thin gold foil. Most passed straight through, but a very small fraction were deflected by large angles, some even bouncing back. Rutherford concluded that an atom is mostly empty space, with its positive charge and almost all its mass concentrated in a tiny central nucleus, about 10⁻¹⁵ m across compared with an atom of about 10⁻¹⁰ m. The model could not explain why orbiting electrons do not radiate energy and spiral into the nucleus.",
          },
          {
            title: "Bohr's Model of the Hydrogen Atom",
            minutes: 17,
            summary:
              "Bohr postulated that electrons move in certain stable orbits without radiating, where the angular momentum is mvr = nh/(2π). Radiation is emitted or absorbed only when an electron jumps between orbits, with hν = E_i − E_f. For hydrogen this gives orbit radii r_n = n² × 0.53 Å and energies E_n = −13.6/n² eV, so the ground-state energy is −13.6 eV and the ionisation energy is 13.6 eV. De Broglie explained the quantisation: an orbit is allowed only if a whole number of electron wavelengths fits around it, 2πr = nλ.",
          },
          {
            title: "Line Spectra of Hydrogen",
            minutes: 14,
            summary:
              "Each spectral line corresponds to a jump between two energy levels: 1/λ = R(1/n_f² − 1/n_i²), where R ≈ 1.097 × 10⁷ m⁻¹. Jumps to n = 1 give the Lyman series (ultraviolet), to n = 2 the Balmer series (visible), and to n = 3 the Paschen series (infrared). For example, the transition from n = 3 to n = 2 emits red light of wavelength about 656 nm, the first Balmer line.",
          },
        ],
        questions: [
          {
            text: "In the alpha-particle scattering experiment, most alpha particles passed through the gold foil undeflected. This shows that:",
            options: [
              "most of the atom is empty space",
              "the nucleus is negatively charged",
              "electrons are very heavy",
              "alpha particles have no charge",
            ],
            correct: 0,
            explanation:
              "If most particles meet nothing that deflects them, the atom must be mostly empty, with its mass and positive charge in a tiny nucleus.",
            difficulty: "easy",
          },
          {
            text: "Which series of hydrogen spectral lines lies in the visible region?",
            options: ["Lyman", "Paschen", "Balmer", "Brackett"],
            correct: 2,
            explanation:
              "The Balmer series, for transitions ending at n = 2, lies in the visible region. Lyman is ultraviolet; Paschen and Brackett are infrared.",
            difficulty: "easy",
          },
          {
            text: "How much energy is needed to ionise a hydrogen atom whose electron is in the n = 2 level?",
            options: ["13.6 eV", "6.8 eV", "10.2 eV", "3.4 eV"],
            correct: 3,
            explanation:
              "E₂ = −13.6/2² = −3.4 eV. Removing the electron to E = 0 needs 3.4 eV. (10.2 eV is the energy to go from n = 1 to n = 2.)",
            difficulty: "medium",
          },
          {
            text: "The radius of the first Bohr orbit of hydrogen is 0.53 Å. What is the radius of the third orbit?",
            options: ["1.59 Å", "4.77 Å", "2.12 Å", "0.18 Å"],
            correct: 1,
            explanation: "r_n = n² r₁, so r₃ = 9 × 0.53 = 4.77 Å.",
            difficulty: "medium",
          },
          {
            text: "According to Bohr's second postulate, the angular momentum of an electron in the nth orbit is:",
            options: ["nh", "h/(2πn)", "nh/(2π)", "n²h/(2π)"],
            correct: 2,
            explanation:
              "Bohr postulated that angular momentum is quantised: mvr = nh/(2π), where n = 1, 2, 3, ….",
            difficulty: "medium",
          },
          {
            text: "What is the wavelength of the photon emitted when a hydrogen electron falls from n = 3 to n = 2? (Use hc ≈ 1240 eV nm.)",
            options: ["122 nm", "486 nm", "1875 nm", "656 nm"],
            correct: 3,
            explanation:
              "ΔE = 13.6(1/2² − 1/3²) = 13.6 × 5/36 ≈ 1.89 eV. λ = 1240/1.89 ≈ 656 nm, the red H-alpha line of the Balmer series.",
            difficulty: "hard",
          },
        ],
        assignment: {
          title: "Energy Level Diagram of Hydrogen",
          instructions:
            "Draw an energy level diagram for hydrogen from n = 1 to n = 5 with the energy of each level in eV. Mark two transitions each from the Lyman, Balmer and Paschen series, calculate the wavelength of each emitted photon, and state which region of the spectrum it lies in.",
          maxMarks: 20,
        },
      },
      {
        title: "Nuclei",
        summary:
          "Describes the composition and size of the nucleus, atomic masses and isotopes, and the mass–energy relation. It explains mass defect, binding energy per nucleon, the nuclear force, and the release of energy in nuclear fission and fusion.",
        lessons: [
          {
            title: "Composition and Size of the Nucleus",
            minutes: 14,
            summary:
              "A nucleus contains Z protons and N neutrons, and its mass number is A = Z + N. Isotopes have the same Z but different A (like ¹²C and ¹⁴C), isobars have the same A, and isotones have the same N. Nuclear masses are measured in atomic mass units, with 1 u = 1/12 of the mass of a ¹²C atom ≈ 1.66 × 10⁻²⁷ kg. The nuclear radius is R = R₀A^(1/3) with R₀ ≈ 1.2 fm, so the volume is proportional to A and nuclear density is roughly the same for all nuclei.",
          },
          {
            title: "Mass Defect, Binding Energy and the Nuclear Force",
            minutes: 16,
            summary:
              "The mass of a nucleus is less than the total mass of its separate protons and neutrons; the difference Δm is the mass defect. By E = mc², it corresponds to the binding energy E_b = Δm c², with 1 u equivalent to 931.5 MeV. Binding energy per nucleon is about 8 MeV for most nuclei, peaking near 8.75 MeV around A = 56 (iron), which makes those nuclei the most stable. The strong nuclear force that holds nucleons together is much stronger than the electric force, acts only over a few femtometres, and is nearly the same between any pair of nucleons.",
          },
          {
            title: "Nuclear Energy: Fission and Fusion",
            minutes: 14,
            summary:
              "Because binding energy per nucleon is lower for very heavy and very light nuclei, energy is released when a heavy nucleus splits into two medium ones (fission) or when light nuclei join (fusion). In fission of uranium-235 by a slow neutron, about 200 MeV is released per event, and the neutrons produced can sustain a chain reaction, as in nuclear reactors. Fusion of hydrogen into helium powers the Sun, but it needs extremely high temperatures to overcome the repulsion between nuclei.",
          },
        ],
        questions: [
          {
            text: "Isotopes of an element have the same:",
            options: [
              "mass number",
              "number of neutrons",
              "atomic number",
              "nuclear mass",
            ],
            correct: 2,
            explanation:
              "Isotopes have the same number of protons, that is the same atomic number Z, but different numbers of neutrons and so different mass numbers.",
            difficulty: "easy",
          },
          {
            text: "The energy equivalent of 1 atomic mass unit is about:",
            options: ["931.5 MeV", "13.6 eV", "1.6 × 10⁻¹⁹ J", "200 MeV"],
            correct: 0,
            explanation:
              "Using E = mc² with 1 u = 1.66 × 10⁻²⁷ kg gives about 1.49 × 10⁻¹⁰ J, which is 931.5 MeV.",
            difficulty: "easy",
          },
          {
            text: "What is the ratio of the nuclear radii of ²⁷Al and ⁶⁴Cu?",
            options: ["27 : 64", "9 : 16", "1 : 2", "3 : 4"],
            correct: 3,
            explanation: "R = R₀A^(1/3), so R₁/R₂ = (27/64)^(1/3) = 3/4.",
            difficulty: "medium",
          },
          {
            text: "How does nuclear density depend on the mass number A?",
            options: [
              "It is roughly independent of A",
              "It increases as A increases",
              "It decreases as A increases",
              "It is proportional to A^(1/3)",
            ],
            correct: 0,
            explanation:
              "Nuclear volume is proportional to R³ = R₀³A, and mass is proportional to A, so density = mass/volume is about the same for all nuclei (about 2.3 × 10¹⁷ kg/m³).",
            difficulty: "medium",
          },
          {
            text: "Binding energy per nucleon is greatest for nuclei with mass numbers around:",
            options: ["4", "56", "120", "238"],
            correct: 1,
            explanation:
              "The binding energy curve peaks at about 8.75 MeV per nucleon near A = 56 (iron), so these nuclei are the most tightly bound.",
            difficulty: "medium",
          },
          {
            text: "The mass defect of a ⁴He nucleus is 0.0304 u. What is its binding energy per nucleon? (1 u = 931.5 MeV)",
            options: ["28.3 MeV", "0.0076 MeV", "7.1 MeV", "14.2 MeV"],
            correct: 2,
            explanation:
              "E_b = 0.0304 × 931.5 ≈ 28.3 MeV for the whole nucleus. Dividing by its 4 nucleons gives about 7.1 MeV per nucleon.",
            difficulty: "hard",
          },
        ],
      },
      {
        title:
          "Semiconductor Electronics: Materials, Devices and Simple Circuits",
        summary:
          "Classifies solids as conductors, semiconductors and insulators using energy bands, and explains intrinsic and extrinsic (n-type and p-type) semiconductors. It describes the p-n junction, the diode in forward and reverse bias, and the diode as a rectifier.",
        lessons: [
          {
            title: "Energy Bands and Types of Semiconductors",
            minutes: 15,
            summary:
              "In solids, electron energy levels form bands. In conductors the valence and conduction bands overlap; in insulators the band gap is large (more than about 3 eV); in semiconductors it is small, about 1.1 eV for silicon and 0.7 eV for germanium. In a pure (intrinsic) semiconductor, electrons and holes are equal in number, nₑ = nₕ = nᵢ. Doping with a pentavalent impurity such as phosphorus or arsenic gives an n-type semiconductor (electrons in majority); a trivalent impurity such as boron gives p-type (holes in majority). In all cases nₑnₕ = nᵢ².",
          },
          {
            title: "The p-n Junction",
            minutes: 15,
            summary:
              "Where p-type and n-type regions meet, electrons and holes diffuse across and recombine, leaving a depletion layer of fixed ions with no free charge carriers. The electric field of these ions creates a barrier potential that stops further diffusion. Forward bias (p side to the positive terminal) lowers the barrier and narrows the depletion layer so a large current flows; reverse bias widens it and only a tiny reverse current flows, until breakdown at high voltage.",
          },
          {
            title: "The Diode as a Rectifier",
            minutes: 14,
            summary:
              "Because a diode conducts mainly in one direction, it can convert AC into DC. A half-wave rectifier with one diode passes only one half of each cycle. A full-wave rectifier, using two diodes with a centre-tapped transformer, uses both halves, so the output pulses at twice the input frequency: 100 Hz for 50 Hz mains. A capacitor filter connected across the load smooths the pulsating output into a steadier DC voltage.",
          },
        ],
        questions: [
          {
            text: "Pure silicon is doped with phosphorus (a pentavalent element). The result is:",
            options: [
              "an intrinsic semiconductor",
              "a p-type semiconductor",
              "an insulator",
              "an n-type semiconductor",
            ],
            correct: 3,
            explanation:
              "Each phosphorus atom uses four electrons in bonds and donates the fifth as a free electron, so electrons become the majority carriers: n-type.",
            difficulty: "easy",
          },
          {
            text: "The majority charge carriers in a p-type semiconductor are:",
            options: ["holes", "free electrons", "positive ions", "protons"],
            correct: 0,
            explanation:
              "Trivalent dopants such as boron create holes, which are the majority carriers in p-type material; electrons are the minority carriers.",
            difficulty: "easy",
          },
          {
            text: "When a p-n junction is forward biased, the width of the depletion layer:",
            options: [
              "increases",
              "becomes infinite",
              "decreases",
              "stays the same",
            ],
            correct: 2,
            explanation:
              "Forward bias pushes majority carriers towards the junction, lowering the barrier potential and narrowing the depletion layer, so current flows easily.",
            difficulty: "medium",
          },
          {
            text: "The input to a full-wave rectifier is 50 Hz AC. What is the frequency of the output ripple?",
            options: ["25 Hz", "100 Hz", "50 Hz", "0 Hz"],
            correct: 1,
            explanation:
              "A full-wave rectifier turns both halves of each cycle into pulses in the same direction, giving two pulses per input cycle: 2 × 50 = 100 Hz.",
            difficulty: "medium",
          },
          {
            text: "Which correctly compares the band gaps Eg of a conductor, a semiconductor and an insulator?",
            options: [
              "Eg(conductor) > Eg(semiconductor) > Eg(insulator)",
              "Eg(semiconductor) > Eg(insulator) > Eg(conductor)",
              "All three have about the same band gap",
              "Eg(insulator) > Eg(semiconductor) > Eg(conductor)",
            ],
            correct: 3,
            explanation:
              "Insulators have large gaps (more than about 3 eV), semiconductors small gaps (about 1 eV) and in conductors the bands overlap, so there is effectively no gap.",
            difficulty: "medium",
          },
          {
            text: "Silicon with nᵢ = 1.5 × 10¹⁶ m⁻³ is doped so that the electron density becomes 5 × 10²² m⁻³. What is the hole density?",
            options: [
              "1.5 × 10¹⁶ m⁻³",
              "4.5 × 10⁹ m⁻³",
              "3.3 × 10⁶ m⁻³",
              "5 × 10²² m⁻³",
            ],
            correct: 1,
            explanation:
              "nₑnₕ = nᵢ², so nₕ = (1.5 × 10¹⁶)²/(5 × 10²²) = (2.25 × 10³²)/(5 × 10²²) = 4.5 × 10⁹ m⁻³.",
            difficulty: "hard",
          },
        ],
      },
    ],
  },
  {
    grade: 12,
    slug: "chemistry",
    name: "Chemistry",
    description:
      "Class 12 chemistry covering solutions, electrochemistry, chemical kinetics, the d- and f-block elements, coordination compounds and the organic chemistry of functional groups and biomolecules, following the NCERT textbook.",
    color: "orange",
    isFree: false,
    textbook:
      "Chemistry — Textbook for Class XII, Part I and Part II (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Solutions",
        summary:
          "Describes types of solutions and ways of expressing concentration, the solubility of solids and gases, and vapour pressure and Raoult's law. It explains colligative properties and how they are used to find molar masses, including abnormal molar masses and the van't Hoff factor.",
        lessons: [
          {
            title: "Concentration, Solubility and Henry's Law",
            minutes: 15,
            summary:
              "Concentration can be expressed as mass percentage, mole fraction, molarity (moles of solute per litre of solution) or molality (moles of solute per kilogram of solvent); molality does not change with temperature because it uses masses. Most solids dissolve better at higher temperature. Henry's law says the solubility of a gas in a liquid is proportional to its partial pressure above the liquid, p = K_H x, which is why soft drinks are bottled under high pressure of carbon dioxide and why deep-sea divers can suffer from the bends.",
          },
          {
            title: "Vapour Pressure and Raoult's Law",
            minutes: 15,
            summary:
              "Raoult's law states that in a solution of volatile liquids, the partial vapour pressure of each component equals its mole fraction multiplied by the vapour pressure of the pure component, p₁ = x₁p₁°. Ideal solutions obey this law at all concentrations, with ΔH_mix = 0 and ΔV_mix = 0. Non-ideal solutions show positive deviation (weaker attractions between the components, as in ethanol and acetone) or negative deviation (stronger attractions, as in chloroform and acetone) and can form azeotropes that boil without changing composition.",
          },
          {
            title: "Colligative Properties",
            minutes: 17,
            summary:
              "Colligative properties depend on the number of solute particles, not their identity: relative lowering of vapour pressure, elevation of boiling point (ΔT_b = K_b m), depression of freezing point (ΔT_f = K_f m) and osmotic pressure (π = CRT). Measuring any of these lets us find the molar mass of the solute; osmotic pressure is preferred for large molecules such as proteins. Solutes that dissociate or associate give abnormal values, corrected by the van't Hoff factor i; for example, NaCl in dilute solution has i close to 2.",
          },
        ],
        questions: [],
      },
      {
        title: "Electrochemistry",
        summary:
          "Studies galvanic cells, electrode potentials and the Nernst equation, and relates cell emf to Gibbs energy. It covers the conductance of electrolytic solutions, Kohlrausch's law and electrolysis.",
        lessons: [
          {
            title: "Galvanic Cells and Electrode Potentials",
            minutes: 16,
            summary:
              "A galvanic cell such as the Daniell cell converts the chemical energy of a spontaneous redox reaction into electrical energy: oxidation occurs at the anode (negative) and reduction at the cathode (positive), with a salt bridge completing the circuit. Standard electrode potentials are measured against the standard hydrogen electrode, whose potential is taken as zero. The standard emf of a cell is E°cell = E°cathode − E°anode; for the Daniell cell it is 0.34 − (−0.76) = 1.10 V.",
          },
          {
            title: "Nernst Equation and Gibbs Energy",
            minutes: 15,
            summary:
              "The Nernst equation gives the electrode or cell potential at non-standard concentrations: E = E° − (0.059/n) log Q at 298 K, where Q is the reaction quotient. At equilibrium E = 0, which gives E° = (0.059/n) log K_c. The maximum electrical work a cell can do is linked to the Gibbs energy change by ΔG° = −nFE°cell, so a positive cell emf means a spontaneous reaction.",
          },
          {
            title: "Conductance and Electrolysis",
            minutes: 16,
            summary:
              "The conductivity κ of a solution is the reciprocal of resistivity, and the molar conductivity is Λm = κ/c. Molar conductivity increases on dilution; for strong electrolytes it rises slowly and can be extrapolated to Λ°m, while weak electrolytes rise sharply. Kohlrausch's law states that Λ°m of an electrolyte is the sum of the limiting contributions of its ions, which allows Λ°m and the degree of dissociation of weak electrolytes to be calculated. In electrolysis, electrical energy drives a non-spontaneous reaction, and by Faraday's laws the amount of substance deposited is proportional to the charge passed.",
          },
        ],
        questions: [],
        assignment: {
          title: "Fruit and Vegetable Cells",
          instructions:
            "Make a simple cell using a lemon or potato with a copper coin and a zinc-coated (galvanised) nail, and measure its voltage with a multimeter. Write the half-reactions at each electrode, compare your reading with the standard emf calculated from electrode potentials, and suggest two reasons for any difference.",
          maxMarks: 20,
        },
      },
      {
        title: "Chemical Kinetics",
        summary:
          "Defines the rate of a reaction and the factors that affect it, and introduces rate laws, order and molecularity. It develops integrated rate equations and half-lives for zero and first order reactions and explains the effect of temperature using the Arrhenius equation and collision theory.",
        lessons: [
          {
            title: "Rate, Order and Molecularity",
            minutes: 15,
            summary:
              "The rate of a reaction is the change in concentration of a reactant or product per unit time. A rate law such as Rate = k[A]ˣ[B]ʸ is found by experiment, and the order of the reaction is x + y, which can be zero or even a fraction. Molecularity is the number of species colliding in an elementary step and is always a whole number; for complex reactions the slowest step decides the rate.",
          },
          {
            title: "Integrated Rate Equations and Half-life",
            minutes: 16,
            summary:
              "For a zero order reaction [R] = [R]₀ − kt, and the half-life t½ = [R]₀/(2k) depends on the starting concentration. For a first order reaction k = (2.303/t) log([R]₀/[R]), and the half-life t½ = 0.693/k is independent of concentration. Radioactive decay is a familiar first order process, and some reactions such as the hydrolysis of an ester in excess water behave as pseudo first order reactions.",
          },
          {
            title: "Temperature, Activation Energy and Collisions",
            minutes: 15,
            summary:
              "For many reactions the rate roughly doubles for every 10 °C rise in temperature. The Arrhenius equation k = A e^(−Ea/RT) explains this: only molecules with energy at least equal to the activation energy Ea react, and their fraction increases sharply with temperature. Collision theory adds that molecules must also collide with the proper orientation. A catalyst speeds up a reaction by providing a path of lower activation energy without changing the equilibrium position.",
          },
        ],
        questions: [],
      },
      {
        title: "The d- and f-Block Elements",
        summary:
          "Covers the position and electronic configurations of the transition (d-block) and inner transition (f-block) elements and the trends in their properties. It includes important compounds such as potassium dichromate and potassium permanganate, and the lanthanoids and actinoids.",
        lessons: [
          {
            title: "General Properties of Transition Elements",
            minutes: 17,
            summary:
              "The d-block elements of groups 3 to 12 fill their (n − 1)d orbitals, with the general configuration (n − 1)d¹⁻¹⁰ ns¹⁻². Because the energies of the (n − 1)d and ns orbitals are close, they show variable oxidation states; manganese, for example, ranges from +2 to +7. Unpaired d electrons make many of their compounds paramagnetic and coloured, and they often act as catalysts (iron in the Haber process, V₂O₅ in the contact process) and form interstitial compounds and alloys.",
          },
          {
            title: "Potassium Dichromate and Potassium Permanganate",
            minutes: 14,
            summary:
              "Potassium dichromate, K₂Cr₂O₇, is an orange compound and a strong oxidising agent in acidic solution, where Cr₂O₇²⁻ is reduced to green Cr³⁺. In solution, dichromate and yellow chromate ions interconvert as the pH changes. Potassium permanganate, KMnO₄, forms deep purple crystals; in acid MnO₄⁻ is reduced to nearly colourless Mn²⁺, so it acts as its own indicator in titrations with substances such as Fe²⁺ and oxalic acid.",
          },
          {
            title: "Lanthanoids and Actinoids",
            minutes: 14,
            summary:
              "The lanthanoids (cerium to lutetium) fill the 4f orbitals and the actinoids (thorium to lawrencium) fill the 5f orbitals. Across the lanthanoids the atomic and ionic radii decrease steadily, the lanthanoid contraction, caused by poor shielding by 4f electrons; as a result, elements of the second and third transition series such as Zr and Hf have almost the same size. Lanthanoids mainly show the +3 oxidation state, while actinoids show a wider range of oxidation states and are all radioactive.",
          },
        ],
        questions: [],
      },
      {
        title: "Coordination Compounds",
        summary:
          "Introduces Werner's theory and the key terms of coordination chemistry, and the IUPAC rules for naming coordination compounds. It explains isomerism and bonding using valence bond theory and crystal field theory, and the importance of coordination compounds in biology, medicine and industry.",
        lessons: [
          {
            title: "Werner's Theory, Key Terms and Nomenclature",
            minutes: 16,
            summary:
              "Werner showed that metals have primary valences (oxidation state, satisfied by ions) and secondary valences (coordination number, satisfied by ligands arranged in a fixed geometry). In [Co(NH₃)₆]Cl₃, cobalt is the central atom, NH₃ molecules are ligands, the coordination number is 6 and the oxidation state is +3. Ligands may be unidentate, bidentate such as ethane-1,2-diamine, or polydentate such as EDTA, which binds through six atoms. In IUPAC names, ligands are listed alphabetically before the metal, and the oxidation state follows in Roman numerals, as in hexaamminecobalt(III) chloride.",
          },
          {
            title: "Isomerism in Coordination Compounds",
            minutes: 14,
            summary:
              "Stereoisomers have the same bonds but different spatial arrangements: geometrical isomers (cis and trans, as in square planar [Pt(NH₃)₂Cl₂]) and optical isomers that are non-superimposable mirror images. Structural isomers include linkage isomers, where an ambidentate ligand such as NO₂⁻ binds through N or O, and ionisation isomers, which give different ions in solution. Cisplatin, the cis isomer of [Pt(NH₃)₂Cl₂], is an anticancer drug, while the trans isomer is not.",
          },
          {
            title: "Bonding: Valence Bond and Crystal Field Theories",
            minutes: 17,
            summary:
              "Valence bond theory explains shapes through hybridisation: sp³ gives tetrahedral, dsp² square planar and d²sp³ or sp³d² octahedral complexes. Crystal field theory treats ligands as point charges that split the five d orbitals; in an octahedral field they split into a lower t₂g set and a higher e_g set separated by Δo. Strong field ligands such as CN⁻ cause large splitting and pairing of electrons (low spin), while weak field ligands such as F⁻ give high spin complexes. Absorption of light to promote an electron between these levels makes complexes coloured.",
          },
        ],
        questions: [],
        assignment: {
          title: "Coordination Compounds in Life",
          instructions:
            "Write a short report (300–400 words) on three coordination compounds important in living things or medicine, such as haemoglobin, chlorophyll, vitamin B12 or cisplatin. For each, name the central metal ion, describe the ligands and coordination number, and explain its role.",
          maxMarks: 15,
        },
      },
      {
        title: "Haloalkanes and Haloarenes",
        summary:
          "Covers the classification, naming and preparation of haloalkanes and haloarenes, and the nature of the carbon–halogen bond. It explains their nucleophilic substitution (SN1 and SN2), elimination and other reactions, stereochemistry, and the uses and environmental effects of polyhalogen compounds.",
        lessons: [
          {
            title: "Nature of the C–X Bond and Preparation",
            minutes: 15,
            summary:
              "In haloalkanes the halogen is bonded to an sp³ carbon, and in haloarenes to an sp² carbon of a benzene ring. Because the halogen is more electronegative than carbon, the C–X bond is polar, with a partial positive charge on carbon that attracts nucleophiles. Haloalkanes are prepared from alcohols (using HX, PCl₅ or SOCl₂), by adding HX to alkenes, or by halogen exchange; haloarenes by electrophilic substitution of arenes or from diazonium salts (Sandmeyer reaction).",
          },
          {
            title: "Nucleophilic Substitution and Elimination",
            minutes: 18,
            summary:
              "SN2 reactions happen in one step as the nucleophile attacks from the side opposite the leaving group, inverting the configuration; they are fastest for primary halides. SN1 reactions go through a carbocation intermediate, are fastest for tertiary halides, and with optically active substrates give racemisation. With a strong base such as alcoholic KOH, haloalkanes instead undergo elimination to form alkenes, following Saytzeff's rule that the more substituted alkene is the main product.",
          },
          {
            title: "Haloarenes and Polyhalogen Compounds",
            minutes: 14,
            summary:
              "Haloarenes are much less reactive towards nucleophilic substitution because of resonance, which gives the C–X bond partial double bond character, and because of the sp² carbon; electron-withdrawing groups such as –NO₂ at ortho or para positions make substitution easier. The halogen deactivates the ring for electrophilic substitution yet directs incoming groups to ortho and para positions. Polyhalogen compounds such as chloroform, iodoform, freons and DDT have many uses, but freons damage the ozone layer and DDT persists in food chains.",
          },
        ],
        questions: [],
      },
      {
        title: "Alcohols, Phenols and Ethers",
        summary:
          "Covers the classification, naming, structure, preparation and properties of alcohols, phenols and ethers. It compares the acidity of alcohols and phenols and describes important reactions and commercially important compounds.",
        lessons: [
          {
            title: "Preparation and Properties of Alcohols",
            minutes: 16,
            summary:
              "Alcohols can be prepared by acid-catalysed hydration of alkenes, by hydroboration-oxidation, by reduction of aldehydes, ketones and acids, and from Grignard reagents. Hydrogen bonding gives them higher boiling points than hydrocarbons of similar mass and makes lower alcohols soluble in water. They react with active metals, form esters with acids, are dehydrated to alkenes with hot concentrated sulphuric acid, and are oxidised: primary alcohols to aldehydes and then acids, secondary alcohols to ketones. Tertiary alcohols resist mild oxidation.",
          },
          {
            title: "Phenols and Their Acidity",
            minutes: 15,
            summary:
              "Phenols have an –OH group attached directly to a benzene ring. They are more acidic than alcohols because the phenoxide ion is stabilised by resonance, spreading its negative charge over the ring; electron-withdrawing groups such as –NO₂ increase acidity further. The –OH group strongly activates the ring, so phenol reacts with bromine water to give a white precipitate of 2,4,6-tribromophenol, and undergoes the Kolbe reaction (giving salicylic acid) and the Reimer–Tiemann reaction (giving salicylaldehyde).",
          },
          {
            title: "Ethers",
            minutes: 12,
            summary:
              "Ethers have the general formula R–O–R′. The Williamson synthesis, reacting an alkyl halide with a sodium alkoxide, prepares both symmetrical and unsymmetrical ethers, and works best with primary alkyl halides. Ethers are fairly unreactive, but the C–O bond is cleaved by hot concentrated HI. In aryl alkyl ethers such as anisole, the –OR group activates the ring and directs electrophiles to the ortho and para positions.",
          },
        ],
        questions: [],
        assignment: {
          title: "Distinguishing Tests",
          instructions:
            "Prepare a table of chemical tests that distinguish (a) a primary, secondary and tertiary alcohol, (b) an alcohol from a phenol, and (c) a phenol from a carboxylic acid. For each test, state the reagent, what is observed with each compound and the reason.",
          maxMarks: 15,
        },
      },
      {
        title: "Aldehydes, Ketones and Carboxylic Acids",
        summary:
          "Describes the structure, naming, preparation and properties of compounds containing the carbonyl group. It focuses on nucleophilic addition reactions of aldehydes and ketones and on the acidity and reactions of carboxylic acids.",
        lessons: [
          {
            title: "The Carbonyl Group and Nucleophilic Addition",
            minutes: 17,
            summary:
              "The carbonyl carbon is sp² hybridised and, because oxygen is more electronegative, carries a partial positive charge that attracts nucleophiles. Aldehydes are generally more reactive than ketones because they have less steric hindrance and only one electron-releasing alkyl group. Typical nucleophilic additions include adding HCN to form cyanohydrins, adding sodium hydrogensulphite, and reacting with ammonia derivatives such as 2,4-DNP to form coloured crystalline products used for identification.",
          },
          {
            title: "Reactions and Tests of Aldehydes and Ketones",
            minutes: 15,
            summary:
              "Aldehydes are easily oxidised, so they reduce Tollens' reagent to a silver mirror and Fehling's solution to a red-brown precipitate of Cu₂O, while ketones do not. Methyl ketones give a yellow precipitate of iodoform in the iodoform test. Aldehydes and ketones with an α-hydrogen undergo aldol condensation in dilute alkali, while aldehydes without α-hydrogens, such as methanal and benzaldehyde, undergo the Cannizzaro reaction in concentrated alkali.",
          },
          {
            title: "Carboxylic Acids",
            minutes: 15,
            summary:
              "Carboxylic acids contain the –COOH group and form hydrogen-bonded dimers, giving them high boiling points. They are acidic because the carboxylate ion is stabilised by resonance, with the charge shared equally by two oxygen atoms. Electron-withdrawing groups increase acidity (chloroacetic acid is stronger than acetic acid), while electron-donating groups decrease it. Carboxylic acids form esters with alcohols, and undergo decarboxylation with soda lime and the Hell–Volhard–Zelinsky reaction, which halogenates the α-carbon.",
          },
        ],
        questions: [],
      },
      {
        title: "Amines",
        summary:
          "Covers the structure, classification, naming, preparation and properties of amines, with emphasis on their basic character. It describes tests to distinguish primary, secondary and tertiary amines and the preparation and uses of diazonium salts.",
        lessons: [
          {
            title: "Structure, Preparation and Basicity",
            minutes: 16,
            summary:
              "Amines are derivatives of ammonia in which one, two or three hydrogens are replaced by alkyl or aryl groups, giving primary, secondary and tertiary amines. They can be prepared by reducing nitro compounds, by ammonolysis of alkyl halides, by the Gabriel phthalimide synthesis (for pure primary amines) and by the Hoffmann bromamide degradation, which shortens the chain by one carbon. The lone pair on nitrogen makes amines basic: alkyl amines are stronger bases than ammonia, while aniline is weaker because its lone pair is delocalised into the ring.",
          },
          {
            title: "Reactions of Amines and Diazonium Salts",
            minutes: 16,
            summary:
              "Primary amines give an offensive smell of isocyanide in the carbylamine test. In the Hinsberg test with benzenesulphonyl chloride, primary amines give a product soluble in alkali, secondary amines give an insoluble product, and tertiary amines do not react. Aniline reacts with nitrous acid at 273–278 K to give benzenediazonium chloride, which can be converted into haloarenes, phenol and other compounds, or coupled with phenol or aniline to form brightly coloured azo dyes.",
          },
        ],
        questions: [],
      },
      {
        title: "Biomolecules",
        summary:
          "Introduces the molecules of life: carbohydrates, proteins, enzymes, vitamins, nucleic acids and hormones. It explains their structures, classification and functions in living systems.",
        lessons: [
          {
            title: "Carbohydrates",
            minutes: 16,
            summary:
              "Carbohydrates are polyhydroxy aldehydes or ketones, classified as monosaccharides (glucose, fructose), oligosaccharides such as the disaccharide sucrose, and polysaccharides (starch, cellulose, glycogen). Glucose is an aldohexose that exists mainly in cyclic forms called α and β anomers. In sucrose, glucose and fructose are joined by a glycosidic linkage involving both reducing groups, so sucrose is a non-reducing sugar. Starch (made of amylose and amylopectin) is the energy store of plants, while cellulose, made of β-glucose units, forms plant cell walls.",
          },
          {
            title: "Proteins and Enzymes",
            minutes: 16,
            summary:
              "Proteins are polymers of α-amino acids joined by peptide bonds (–CO–NH–). Essential amino acids must come from the diet. Protein structure has four levels: primary (sequence of amino acids), secondary (α-helix and β-pleated sheet held by hydrogen bonds), tertiary (overall folding) and quaternary (arrangement of subunits). Heat or pH changes can denature a protein, destroying its higher structure and its function, as when egg white coagulates on boiling. Most enzymes are proteins that catalyse specific biochemical reactions.",
          },
          {
            title: "Vitamins, Nucleic Acids and Hormones",
            minutes: 15,
            summary:
              "Vitamins are needed in small amounts: A, D, E and K are fat-soluble, while B-group vitamins and C are water-soluble and must be taken regularly; lack of vitamin C causes scurvy. Nucleic acids are polymers of nucleotides, each made of a sugar, a phosphate and a nitrogenous base. DNA contains deoxyribose and the bases A, G, C and T and forms a double helix with A pairing with T and G with C; RNA contains ribose and uracil instead of thymine. Hormones such as insulin act as chemical messengers that regulate body functions.",
          },
        ],
        questions: [],
        assignment: {
          title: "Testing Foods for Biomolecules",
          instructions:
            "Under supervision, test three food samples (for example potato, milk and glucose solution) for starch with iodine solution and for reducing sugars with Fehling's or Benedict's solution. Record your observations in a table and explain what each result tells you about the biomolecules present.",
          maxMarks: 20,
        },
      },
    ],
  },
  {
    grade: 12,
    slug: "biology",
    name: "Biology",
    description:
      "Class 12 biology covering reproduction, genetics and evolution, biology in human welfare, biotechnology, and ecology as presented in the NCERT textbook.",
    color: "teal",
    isFree: false,
    textbook: "Biology — Textbook for Class XII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Sexual Reproduction in Flowering Plants",
        summary:
          "Describes the structure of the flower and the development of male and female gametophytes. It explains pollination, double fertilisation and the development of endosperm, embryo, seed and fruit, along with apomixis and polyembryony.",
        lessons: [
          {
            title: "Flower Structure and Gametophytes",
            minutes: 15,
            summary:
              "The stamen consists of a filament and an anther; inside the anther, microspore mother cells divide by meiosis to form pollen grains, the male gametophytes. A mature pollen grain has a tough outer exine made of sporopollenin, with germ pores, and contains a vegetative cell and a generative cell. In the ovule, a megaspore mother cell undergoes meiosis; usually one megaspore survives and develops into the embryo sac, a 7-celled, 8-nucleate female gametophyte with an egg apparatus, a central cell with two polar nuclei and three antipodal cells.",
          },
          {
            title: "Pollination",
            minutes: 14,
            summary:
              "Pollination is the transfer of pollen from anther to stigma. It may be autogamy (same flower), geitonogamy (another flower of the same plant) or xenogamy (a flower of another plant), and only xenogamy brings in new genetic variety. Agents include wind (light pollen, feathery stigmas, as in grasses), water (as in Vallisneria) and animals such as insects and birds, attracted by colour, scent and nectar. Plants prevent self-pollination through devices such as different timing of pollen release and stigma receptivity, and self-incompatibility.",
          },
          {
            title: "Double Fertilisation and Seed Formation",
            minutes: 16,
            summary:
              "The pollen tube carries two male gametes into the embryo sac. One fuses with the egg to form the diploid zygote (syngamy), and the other fuses with the two polar nuclei to form the triploid primary endosperm nucleus (triple fusion); this double fertilisation is unique to flowering plants. The endosperm nourishes the developing embryo, the ovule becomes the seed and the ovary becomes the fruit. Some plants form seeds without fertilisation (apomixis), and some seeds contain more than one embryo (polyembryony), as in citrus.",
          },
        ],
        questions: [],
      },
      {
        title: "Human Reproduction",
        summary:
          "Describes the male and female reproductive systems, gametogenesis and the menstrual cycle. It explains fertilisation, implantation, pregnancy, embryonic development, parturition and lactation.",
        lessons: [
          {
            title: "Reproductive Systems and Gametogenesis",
            minutes: 16,
            summary:
              "In males, sperm are made in the seminiferous tubules of the testes, which lie in the scrotum at a temperature about 2–2.5 °C below body temperature; Leydig cells secrete testosterone. In females, the ovaries produce ova and the hormones oestrogen and progesterone. Spermatogenesis starts at puberty and each primary spermatocyte gives four sperm, whereas oogenesis begins before birth and each primary oocyte gives only one ovum and polar bodies. Both processes are controlled by GnRH from the hypothalamus and LH and FSH from the pituitary.",
          },
          {
            title: "The Menstrual Cycle",
            minutes: 14,
            summary:
              "The menstrual cycle lasts about 28 days. In the follicular phase, FSH and LH cause a follicle to grow and secrete oestrogen, which rebuilds the uterine lining (endometrium). A surge of LH around day 14 causes ovulation. In the luteal phase the remains of the follicle form the corpus luteum, which secretes progesterone to maintain the endometrium; if fertilisation does not occur, the corpus luteum degenerates, progesterone falls and menstruation begins.",
          },
          {
            title: "Fertilisation to Birth",
            minutes: 16,
            summary:
              "Fertilisation occurs in the ampullary region of the fallopian tube; the zygote divides to form a morula and then a blastocyst, which implants in the endometrium. The placenta connects mother and foetus, allowing exchange of nutrients, oxygen and wastes, and it secretes hormones such as hCG. Pregnancy lasts about nine months; at its end, signals from the foetus and placenta trigger oxytocin release, causing strong uterine contractions for childbirth (parturition). After birth the mammary glands produce milk, and the first milk, colostrum, contains antibodies that protect the newborn.",
          },
        ],
        questions: [],
      },
      {
        title: "Reproductive Health",
        summary:
          "Discusses reproductive health, population growth and birth control methods, medical termination of pregnancy and sexually transmitted infections. It also describes infertility and assisted reproductive technologies.",
        lessons: [
          {
            title: "Population and Birth Control",
            minutes: 15,
            summary:
              "Reproductive health means total well-being in all aspects of reproduction, physical, emotional, behavioural and social. A rapidly growing population led to programmes promoting family planning. Contraceptive methods include natural methods (periodic abstinence, lactational amenorrhea), barriers such as condoms, intrauterine devices such as Copper-T, hormonal pills, and permanent surgical methods (vasectomy and tubectomy). An ideal contraceptive is safe, effective, reversible and does not interfere with sexual drive.",
          },
          {
            title: "MTP, STIs and Infertility",
            minutes: 15,
            summary:
              "Medical termination of pregnancy is legal in India under specified conditions and is safest in the first trimester. Sexually transmitted infections such as gonorrhoea, syphilis, genital herpes, hepatitis B and HIV can be prevented by avoiding unknown or multiple partners and using condoms, and early treatment prevents complications such as infertility. Couples unable to conceive can be helped by assisted reproductive technologies, such as in vitro fertilisation with embryo transfer, GIFT, ICSI and artificial insemination.",
          },
        ],
        questions: [],
        assignment: {
          title: "Awareness Poster on Reproductive Health",
          instructions:
            "Design an informative poster for senior school students on one of these topics: prevention of sexually transmitted infections, the importance of the correct age of marriage, or myths about reproductive health. Include at least five accurate facts and a short note (100 words) on how you would use it in an awareness campaign.",
          maxMarks: 15,
        },
      },
      {
        title: "Principles of Inheritance and Variation",
        summary:
          "Explains Mendel's laws of inheritance and deviations from them, such as incomplete dominance, co-dominance and multiple alleles. It covers the chromosomal theory of inheritance, linkage, sex determination, mutation and genetic disorders.",
        lessons: [
          {
            title: "Mendel's Laws",
            minutes: 17,
            summary:
              "Mendel studied seven pairs of contrasting traits in garden pea. In a monohybrid cross between tall (TT) and dwarf (tt) plants, all F₁ plants are tall, and the F₂ shows a phenotypic ratio of 3 tall : 1 dwarf and a genotypic ratio of 1 TT : 2 Tt : 1 tt. From this come the law of dominance and the law of segregation, which says the two alleles separate during gamete formation. A dihybrid cross gives a 9 : 3 : 3 : 1 ratio in F₂, showing the law of independent assortment. A test cross with the recessive parent reveals whether a dominant-looking plant is homozygous or heterozygous.",
          },
          {
            title: "Deviations from Mendel and Chromosomal Basis",
            minutes: 16,
            summary:
              "In incomplete dominance, as in snapdragon flower colour, the F₁ is intermediate (pink) and the F₂ ratio is 1 : 2 : 1. In co-dominance both alleles are expressed, as in the AB blood group; the ABO system also shows multiple alleles (Iᴬ, Iᴮ, i). Sutton and Boveri linked Mendel's factors to chromosomes, and Morgan's work on fruit flies showed that genes on the same chromosome tend to be inherited together (linkage), though crossing over can separate them. In humans, sex is determined by the XY system: the father's sperm, carrying X or Y, decides the sex of the child.",
          },
          {
            title: "Mutation and Genetic Disorders",
            minutes: 15,
            summary:
              "Pedigree analysis traces a trait through generations of a family. Mendelian disorders are caused by a single gene: haemophilia and colour blindness are sex-linked recessive (more common in males), sickle-cell anaemia is autosomal recessive, caused by a single base change that replaces glutamic acid with valine in haemoglobin, and phenylketonuria is also autosomal recessive. Chromosomal disorders result from an abnormal number of chromosomes: Down's syndrome (trisomy 21), Klinefelter's syndrome (XXY) and Turner's syndrome (XO).",
          },
        ],
        questions: [],
      },
      {
        title: "Molecular Basis of Inheritance",
        summary:
          "Describes the structure and packaging of DNA, the experiments that proved DNA is the genetic material, and how DNA replicates. It explains transcription, the genetic code, translation, regulation of gene expression, the Human Genome Project and DNA fingerprinting.",
        lessons: [
          {
            title: "DNA Structure and the Search for the Genetic Material",
            minutes: 16,
            summary:
              "DNA is a double helix of two antiparallel polynucleotide chains, with bases paired A with T (two hydrogen bonds) and G with C (three), as proposed by Watson and Crick. In eukaryotes DNA is wrapped around histone proteins to form nucleosomes. Griffith's experiment showed a 'transforming principle', and Hershey and Chase, using radioactive phosphorus and sulphur in bacteriophages, proved that DNA, not protein, is the genetic material. Meselson and Stahl showed that DNA replicates semi-conservatively, each new molecule keeping one old strand.",
          },
          {
            title: "Transcription, the Genetic Code and Translation",
            minutes: 17,
            summary:
              "In transcription, RNA polymerase copies one strand of DNA into RNA; in eukaryotes, the introns are then removed by splicing and the exons joined. The genetic code is a triplet code: each codon of three bases specifies an amino acid, AUG is the start codon, UAA, UAG and UGA are stop codons, and the code is nearly universal. In translation, ribosomes read mRNA while tRNA molecules bring the matching amino acids, which are linked by peptide bonds. Gene expression is regulated, as in the lac operon of E. coli, which is switched on only when lactose is present.",
          },
          {
            title: "Human Genome Project and DNA Fingerprinting",
            minutes: 13,
            summary:
              "The Human Genome Project sequenced the roughly 3 × 10⁹ base pairs of human DNA and found only about 20,000–30,000 genes, with less than 2 percent of the genome coding for proteins. DNA fingerprinting compares repetitive DNA sequences, such as VNTRs, which differ between individuals. Because these patterns are inherited, the technique is used in forensic science and to settle questions of parentage.",
          },
        ],
        questions: [],
        assignment: {
          title: "From Gene to Protein",
          instructions:
            "Draw a labelled flow chart showing how the information in a gene is expressed as a protein in a eukaryotic cell, from transcription through splicing to translation. Then take a short DNA template sequence of your choice (at least 12 bases), write the mRNA and use a codon table to find the amino acid sequence.",
          maxMarks: 20,
        },
      },
      {
        title: "Evolution",
        summary:
          "Discusses theories of the origin of life and the evidence for evolution from fossils, comparative anatomy and natural selection. It explains Darwin's theory, mutation theory, Hardy–Weinberg equilibrium, adaptive radiation and the evolution of humans.",
        lessons: [
          {
            title: "Origin of Life and Evidence for Evolution",
            minutes: 15,
            summary:
              "Miller's experiment showed that simple organic molecules such as amino acids can form from gases like methane, ammonia, hydrogen and water vapour when given electric sparks, supporting the idea of chemical evolution. Evidence for evolution comes from fossils, from homologous organs (same origin, different function, like the forelimbs of whales and humans, showing divergent evolution) and analogous organs (same function, different origin, like wings of birds and insects, showing convergent evolution). Industrial melanism in the peppered moth, where dark moths became common on soot-darkened trees, shows natural selection in action.",
          },
          {
            title: "Darwin, Mechanisms and Hardy–Weinberg",
            minutes: 16,
            summary:
              "Darwin proposed that organisms vary, that more are born than can survive, and that those with useful variations survive and reproduce more, so favourable traits spread: natural selection. Hugo de Vries added that large sudden changes called mutations also create variation. The Hardy–Weinberg principle states that allele frequencies in a population stay constant (p² + 2pq + q² = 1) unless disturbed by gene flow, genetic drift, mutation, genetic recombination or natural selection. Adaptive radiation, such as Darwin's finches or Australian marsupials, is evolution of many forms from one ancestor.",
          },
          {
            title: "Human Evolution",
            minutes: 13,
            summary:
              "Human evolution can be traced through a series of fossils. Dryopithecus and Ramapithecus were ape-like primates, Australopithecines lived in East Africa and used stone tools, and Homo habilis had a brain of about 650–800 cc. Homo erectus had a larger brain of about 900 cc, Neanderthal humans had about 1400 cc and buried their dead, and Homo sapiens arose in Africa and spread across the world.",
          },
        ],
        questions: [],
        assignment: {
          title: "Homologous and Analogous Organs",
          instructions:
            "Prepare illustrated charts of three pairs of homologous organs and three pairs of analogous organs from plants and animals. For each pair, explain in one or two sentences whether it shows divergent or convergent evolution and why.",
          maxMarks: 15,
        },
      },
      {
        title: "Human Health and Disease",
        summary:
          "Describes common human diseases caused by pathogens and how they spread and can be prevented. It explains the immune system, vaccination, allergies, AIDS, cancer, and drug and alcohol abuse.",
        lessons: [
          {
            title: "Common Diseases in Humans",
            minutes: 16,
            summary:
              "Typhoid (Salmonella typhi) and pneumonia (Streptococcus pneumoniae, Haemophilus influenzae) are bacterial diseases, while the common cold is caused by rhinoviruses. Malaria is caused by the protozoan Plasmodium, spread by female Anopheles mosquitoes; the parasite multiplies in the liver and red blood cells, and the release of haemozoin causes the cycles of chills and fever. Amoebiasis, ascariasis, filariasis (elephantiasis) and ringworm are other common diseases. Good hygiene, clean water, proper sanitation and control of vectors prevent many of them.",
          },
          {
            title: "Immunity and Vaccination",
            minutes: 16,
            summary:
              "Innate immunity is present from birth and includes physical barriers like skin, physiological barriers like stomach acid, cellular barriers like phagocytes, and cytokine barriers like interferons. Acquired immunity is specific and has memory, carried out by B-lymphocytes, which make antibodies (humoral immunity), and T-lymphocytes (cell-mediated immunity). Vaccination introduces weakened or inactivated pathogens or their antigens so that memory cells form, giving active immunity; injecting ready-made antibodies gives quick passive immunity. Allergy is an exaggerated immune response to harmless substances such as pollen.",
          },
          {
            title: "AIDS, Cancer and Drug Abuse",
            minutes: 15,
            summary:
              "AIDS is caused by HIV, a retrovirus that destroys helper T-cells, weakening the immune system; it spreads through unprotected sex, infected blood and shared needles, and from mother to child, and is diagnosed by ELISA. Cancer results from uncontrolled cell division when cells lose contact inhibition; malignant tumours spread by metastasis, and treatment includes surgery, radiation and chemotherapy. Drugs such as opioids, cannabinoids and cocaine, and alcohol and tobacco, can cause addiction and dependence and damage the body, so awareness and counselling are important, especially for adolescents.",
          },
        ],
        questions: [],
      },
      {
        title: "Microbes in Human Welfare",
        summary:
          "Shows how microbes are used in household food products, industrial production, sewage treatment, biogas production, biocontrol and as biofertilisers.",
        lessons: [
          {
            title: "Microbes in Household and Industrial Products",
            minutes: 15,
            summary:
              "Lactic acid bacteria (Lactobacillus) turn milk into curd and also increase its vitamin B12 content. Baker's yeast, Saccharomyces cerevisiae, ferments dough for bread and is used to make alcoholic beverages. Microbes also produce antibiotics such as penicillin, discovered by Alexander Fleming from the mould Penicillium notatum; organic acids such as citric acid (Aspergillus niger); enzymes such as streptokinase, a clot buster; cyclosporin A, which suppresses the immune system in transplant patients; and statins, which lower blood cholesterol.",
          },
          {
            title: "Microbes in Sewage Treatment and Biogas",
            minutes: 14,
            summary:
              "In primary sewage treatment, solids are removed by filtration and sedimentation. In secondary treatment, the water is aerated so that aerobic microbes form flocs and consume the organic matter, greatly reducing the biochemical oxygen demand (BOD); the settled activated sludge is then digested by anaerobic bacteria, producing gases such as methane. In biogas plants, methanogens such as Methanobacterium, also found in the rumen of cattle, break down cattle dung to produce biogas, mainly methane, used for cooking and lighting.",
          },
          {
            title: "Biocontrol Agents and Biofertilisers",
            minutes: 13,
            summary:
              "Biocontrol uses living organisms to control pests instead of harmful chemicals: ladybirds eat aphids, the bacterium Bacillus thuringiensis kills caterpillars, the fungus Trichoderma fights plant pathogens, and baculoviruses target specific insects. Biofertilisers enrich the soil naturally: Rhizobium fixes nitrogen in root nodules of legumes, Azotobacter and Azospirillum fix nitrogen in the soil, mycorrhizal fungi help plants absorb phosphorus, and cyanobacteria such as Anabaena and Nostoc fertilise paddy fields.",
          },
        ],
        questions: [],
        assignment: {
          title: "Microbes in My Kitchen",
          instructions:
            "Set curd using a little starter in warm milk and observe it every two hours. Record changes in texture, smell and taste, explain the role of Lactobacillus, and list four other foods eaten in your home that are made with the help of microbes, naming the microbe where you can.",
          maxMarks: 15,
        },
      },
      {
        title: "Biotechnology: Principles and Processes",
        summary:
          "Explains the principles of genetic engineering and the tools of recombinant DNA technology, including restriction enzymes, cloning vectors and competent hosts. It describes the steps of the process, from isolating DNA to obtaining the foreign gene product in bioreactors.",
        lessons: [
          {
            title: "Tools of Recombinant DNA Technology",
            minutes: 17,
            summary:
              "Restriction enzymes, the 'molecular scissors', cut DNA at specific palindromic sequences; EcoRI, for example, makes staggered cuts that leave sticky ends. DNA ligase joins fragments with matching sticky ends. A cloning vector such as the plasmid pBR322 must have an origin of replication, selectable markers like antibiotic resistance genes, and cloning sites; inserting DNA into a marker gene (insertional inactivation) helps identify recombinant cells, as with the blue-white screening method. Host cells are made competent to take up DNA by treating them with calcium ions and heat shock, or by microinjection or a gene gun.",
          },
          {
            title: "Processes of Recombinant DNA Technology",
            minutes: 16,
            summary:
              "DNA is isolated by breaking cells with enzymes such as lysozyme, cellulase or chitinase, removing RNA and proteins with enzymes, and precipitating the DNA with chilled ethanol. DNA fragments are separated by size using gel electrophoresis, where smaller fragments move further through the agarose gel. The polymerase chain reaction (PCR) amplifies a gene millions of times through repeated cycles of denaturation, primer annealing and extension by the heat-stable Taq polymerase. Recombinant cells are then grown in large bioreactors, and the product is purified in downstream processing.",
          },
        ],
        questions: [],
      },
      {
        title: "Biotechnology and its Applications",
        summary:
          "Describes applications of biotechnology in agriculture and medicine, including Bt crops, RNA interference, genetically engineered insulin, gene therapy and molecular diagnosis. It also discusses transgenic animals and the ethical issues and biopiracy debates that biotechnology raises.",
        lessons: [
          {
            title: "Biotechnology in Agriculture",
            minutes: 15,
            summary:
              "Genetically modified crops can be more tolerant of stresses, need fewer chemical pesticides and have improved nutrition, such as vitamin A-rich golden rice. Bt cotton contains cry genes from Bacillus thuringiensis, which code for a protoxin that becomes active in the alkaline gut of insect larvae such as bollworms and kills them. RNA interference, used to protect tobacco plants from the nematode Meloidogyne incognita, silences a specific mRNA of the parasite so it cannot survive.",
          },
          {
            title: "Biotechnology in Medicine and Society",
            minutes: 16,
            summary:
              "Human insulin is now produced using recombinant DNA: in 1983 Eli Lilly made the A and B chains separately in E. coli and joined them by disulphide bonds. Gene therapy was first used in 1990 to treat a child with adenosine deaminase (ADA) deficiency by introducing a working gene into her lymphocytes. PCR and ELISA allow early molecular diagnosis of diseases. Transgenic animals are used to study diseases and make useful proteins, while the Genetic Engineering Appraisal Committee (GEAC) in India regulates GM research, and biopiracy of resources such as basmati rice and turmeric raises ethical concerns.",
          },
        ],
        questions: [],
      },
      {
        title: "Organisms and Populations",
        summary:
          "Introduces ecology at the level of organisms and populations. It covers population attributes, growth models and life history variation, and the interactions between species such as predation, competition, parasitism, commensalism and mutualism.",
        lessons: [
          {
            title: "Population Attributes and Growth",
            minutes: 16,
            summary:
              "A population has attributes that an individual does not: birth rate, death rate, sex ratio, age distribution (shown by age pyramids) and density. Population size changes through natality, immigration, mortality and emigration. With unlimited resources a population grows exponentially (dN/dt = rN), giving a J-shaped curve; with limited resources growth is logistic, dN/dt = rN(K − N)/K, giving an S-shaped curve that levels off at the carrying capacity K.",
          },
          {
            title: "Population Interactions",
            minutes: 16,
            summary:
              "Interactions between species can benefit, harm or not affect each partner. In predation (+/−) predators keep prey populations in check; in competition (−/−) one species may exclude another, as in Gause's competitive exclusion principle. Parasitism (+/−) includes ectoparasites such as lice and endoparasites such as tapeworms. In commensalism (+/0) one species benefits and the other is unaffected, like an orchid growing on a mango branch, and in mutualism (+/+) both benefit, as in lichens, mycorrhizae and the fig tree with its pollinating wasp.",
          },
        ],
        questions: [],
      },
      {
        title: "Ecosystem",
        summary:
          "Describes the structure and function of an ecosystem, including productivity, decomposition and energy flow. It explains ecological pyramids and how ecosystems change over time through ecological succession.",
        lessons: [
          {
            title: "Productivity and Decomposition",
            minutes: 15,
            summary:
              "Primary production is the amount of biomass produced per unit area by plants through photosynthesis. Gross primary productivity minus the energy lost in plant respiration gives net primary productivity, which is available to consumers. Decomposers break down dead matter through fragmentation, leaching, catabolism, humification and mineralisation; decomposition is fastest in warm, moist conditions and is slowed by low temperature and lack of oxygen.",
          },
          {
            title: "Energy Flow and Ecological Pyramids",
            minutes: 16,
            summary:
              "Energy enters ecosystems as sunlight captured by producers and flows in one direction through food chains to herbivores and carnivores. Only about 10 percent of the energy at one trophic level passes to the next (the 10 percent law), so food chains are short. Ecological pyramids of number, biomass and energy show this; the pyramid of energy is always upright, while the pyramid of biomass in the sea can be inverted because phytoplankton are few in mass but reproduce fast.",
          },
          {
            title: "Ecological Succession",
            minutes: 13,
            summary:
              "Ecological succession is the gradual, predictable change in the species of an area until a stable climax community forms. Primary succession begins on bare areas with no soil, such as rock, where lichens are the pioneer species that start forming soil. Secondary succession occurs where a community has been destroyed but soil remains, as after a forest fire, and is faster. Succession on land (xerarch) and in water (hydrarch) both move towards a mesic (moderately moist) climax.",
          },
        ],
        questions: [],
        assignment: {
          title: "Food Web of a Local Ecosystem",
          instructions:
            "Observe a local ecosystem such as a park, pond or field for at least 30 minutes and list the organisms you see. Draw a food web with at least three food chains, label the trophic levels, and explain what would happen to the web if one named organism disappeared.",
          maxMarks: 20,
        },
      },
      {
        title: "Biodiversity and Conservation",
        summary:
          "Describes biodiversity at genetic, species and ecosystem levels, its patterns across the globe, and its importance. It explains the causes of biodiversity loss and strategies of in situ and ex situ conservation.",
        lessons: [
          {
            title: "Biodiversity and Its Patterns",
            minutes: 15,
            summary:
              "Biodiversity exists at three levels: genetic diversity within a species (such as the many varieties of rice and mango in India), species diversity and ecological diversity. India has only about 2.4 percent of the world's land area but about 8.1 percent of its species diversity, making it one of the megadiverse countries. Diversity generally increases from the poles towards the equator, and the tropics are richest. The species–area relationship, log S = log C + Z log A, shows that species richness increases with the area explored.",
          },
          {
            title: "Loss of Biodiversity and Conservation",
            minutes: 16,
            summary:
              "The main causes of biodiversity loss, the 'evil quartet', are habitat loss and fragmentation, over-exploitation, invasion by alien species (such as water hyacinth and the African catfish), and co-extinctions. Biodiversity should be conserved for narrowly utilitarian reasons (food, medicines), broadly utilitarian reasons (ecosystem services such as oxygen production and pollination) and ethical reasons. In situ conservation protects species in their habitats through biodiversity hotspots, national parks, wildlife sanctuaries, biosphere reserves and sacred groves. Ex situ conservation protects them outside, in zoos, botanical gardens, seed banks and cryopreservation.",
          },
        ],
        questions: [],
      },
    ],
  },
  {
    grade: 12,
    slug: "english",
    name: "English",
    description:
      "Class 12 English (Core) through the prose and poetry of Flamingo and the stories of Vistas, building close reading, literary appreciation and writing skills.",
    color: "grape",
    isFree: false,
    textbook:
      "Flamingo — Textbook in English for Class XII (Core Course), followed by Vistas — Supplementary Reader in English for Class XII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "The Last Lesson",
        summary:
          "Alphonse Daudet's story of Franz, a schoolboy in Alsace, on the day an order from Berlin ends the teaching of French after the Franco-Prussian War. It explores the value of one's own language and the pain of losing it.",
        lessons: [
          {
            title: "An Unusual Morning at School",
            minutes: 13,
            summary:
              "Franz is late for school and afraid of being questioned on participles, which he has not learnt. He finds the school strangely silent: M. Hamel is wearing his fine Sunday clothes and does not scold him, and old villagers, including old Hauser, are sitting quietly on the back benches. M. Hamel announces that an order has come from Berlin that only German is to be taught in the schools of Alsace and Lorraine, so this is their last French lesson.",
          },
          {
            title: "Language, Regret and Identity",
            minutes: 14,
            summary:
              "Franz suddenly regrets the lessons he skipped to look for birds' eggs or slide on the Saar, and his books and teacher now seem like old friends. M. Hamel says that the people of Alsace, teachers and parents included, had always put off learning, and that as long as an enslaved people holds fast to its language, it has the key to its prison. At the end, overcome with emotion, he writes 'Vive La France!' on the blackboard and dismisses the class. The story is a moving reminder that we often value things only when we are about to lose them.",
          },
        ],
        questions: [],
        assignment: {
          title: "Letter from Franz",
          instructions:
            "Imagine you are Franz, twenty years later. Write a letter (200–250 words) to M. Hamel telling him what that last lesson meant to you and how you have kept your language alive since then.",
          maxMarks: 15,
        },
      },
      {
        title: "Lost Spring",
        summary:
          "Anees Jung's account of children whose childhood is stolen by poverty: Saheb, a ragpicker in Seemapuri, and Mukesh, from a family of bangle makers in Firozabad. It exposes child labour and the social system that traps the poor.",
        lessons: [
          {
            title: "Saheb: Looking for Gold in the Garbage",
            minutes: 13,
            summary:
              "Saheb-e-Alam's family came from Dhaka after storms swept away their fields, and now lives in Seemapuri on the edge of Delhi, where ragpicking is how families survive. For the children garbage is 'wrapped in wonder', since they might find a coin or something useful, while for the elders it is a means of survival. Saheb has never been to school and goes barefoot. When he later takes a job at a tea stall for 800 rupees and meals, he loses his freedom: the steel canister he carries is heavier than the plastic bag he once carried lightly over his shoulder.",
          },
          {
            title: "Mukesh and the Bangle Makers of Firozabad",
            minutes: 14,
            summary:
              "In Firozabad, families have made glass bangles for generations, working near hot furnaces in dark, airless rooms, and many lose their eyesight before they become adults. They are trapped in a vicious circle of moneylenders, middlemen, police, bureaucrats and politicians, and accept their fate as their 'karam'. Mukesh is different: he dreams of becoming a motor mechanic and is willing to walk a long way to a garage to learn. His small dream shows that the cycle can be broken if a person dares to hope.",
          },
        ],
        questions: [],
      },
      {
        title: "Deep Water",
        summary:
          "William O. Douglas describes how a near-drowning in childhood left him with a deep fear of water and how, through determination and training, he overcame it. The essay shows that fear can be conquered by will and effort.",
        lessons: [
          {
            title: "The Misadventure at the YMCA Pool",
            minutes: 13,
            summary:
              "Douglas already had a dislike of water after being knocked down by a wave on a beach in California at the age of three or four. At about ten or eleven, while learning to swim at the YMCA pool, a big boy tossed him into the deep end. He sank, planned to spring up from the bottom, came up only briefly, and nearly drowned before he fainted. The terror of that experience stayed with him for years, spoiling his enjoyment of canoeing, fishing and swimming.",
          },
          {
            title: "Conquering Fear",
            minutes: 14,
            summary:
              "Determined to get rid of his fear, Douglas hired a swimming instructor, who taught him step by step, first holding him with a rope attached to a belt and a pulley. Over months he learned to breathe, kick and swim, but whenever terror returned he fought it off, finally swimming across Lake Wentworth in New Hampshire and later testing himself at Warm Lake. He realised that the fear of death is often worse than death itself, echoing Roosevelt's words that 'all we have to fear is fear itself'.",
          },
        ],
        questions: [],
      },
      {
        title: "The Rattrap",
        summary:
          "Selma Lagerlöf's story of a poor peddler who believes the whole world is a rattrap, and who is transformed by the kindness and trust of a young woman. It shows how compassion can awaken the goodness in a person.",
        lessons: [
          {
            title: "The World as a Rattrap",
            minutes: 13,
            summary:
              "A poor vagabond sells small rattraps and survives by begging and petty theft. He thinks the world is a big rattrap that offers riches, food and shelter as bait, only to trap people who touch them. A lonely old crofter welcomes him, shares his food and shows him the thirty kronor he earned from his cow, and the peddler steals the money the next morning. Lost in the forest, he realises he has fallen into the rattrap himself.",
          },
          {
            title: "Kindness and Redemption",
            minutes: 15,
            summary:
              "At the Ramsjö ironworks the ironmaster mistakes him for an old regimental comrade, Captain von Ståhle, and invites him home for Christmas; when the mistake is discovered, he wants to throw him out. His daughter Edla Willmansson insists that he stay and treats him with respect and warmth. Touched, the peddler leaves the stolen thirty kronor and a rattrap as a Christmas present, with a letter saying that because she treated him like a captain, he wanted to be like one. Her kindness frees him from his own rattrap.",
          },
        ],
        questions: [],
      },
      {
        title: "Indigo",
        summary:
          "Louis Fischer's account of Gandhi's campaign for the sharecroppers of Champaran in Bihar, who were forced by British landlords to grow indigo. It shows Gandhi's methods of truth, non-violence and self-reliance and marks the beginning of civil disobedience in India.",
        lessons: [
          {
            title: "The Champaran Sharecroppers",
            minutes: 14,
            summary:
              "At the Congress session in Lucknow in 1916, a poor sharecropper named Rajkumar Shukla persistently urged Gandhi to come to Champaran. Under long-term contracts, the peasants had to grow indigo on 15 percent of their land and hand over the crop as rent. When synthetic indigo made the crop unprofitable, the British planters demanded compensation from the peasants for releasing them from the agreement. Gandhi went to Champaran to gather facts, beginning with a visit to the commissioner and meetings with lawyers and peasants.",
          },
          {
            title: "Civil Disobedience and Self-reliance",
            minutes: 15,
            summary:
              "Ordered to leave Champaran, Gandhi refused and was summoned to court in Motihari, where thousands of peasants gathered in support; the case was dropped, and Gandhi called this the first civil disobedience in modern India. After a long inquiry, the planters agreed to refund 25 percent of the money, a sum that mattered less than the fact that they had been forced to give up part of their money and prestige. Gandhi also worked on education, hygiene and health in the villages, and refused to let C. F. Andrews stay to help, saying the people must learn to rely on themselves. The episode taught the peasants courage and freedom from fear.",
          },
        ],
        questions: [],
        assignment: {
          title: "Lessons from Champaran",
          instructions:
            "Write an article (250–300 words) for your school magazine on what the Champaran episode teaches us about leadership. Refer to at least three incidents from the chapter and connect one of them to a situation in your own community.",
          maxMarks: 15,
        },
      },
      {
        title: "Poets and Pancakes",
        summary:
          "Asokamitran's humorous memoir of his years at Gemini Studios, one of the great film studios of early Indian cinema. Through amusing portraits of the people who worked there, he gives a picture of studio life and of the world of the time.",
        lessons: [
          {
            title: "Life at Gemini Studios",
            minutes: 13,
            summary:
              "Pancake was the brand of make-up material the studio bought in large quantities, and the make-up department could turn any decent-looking person into a monstrous one under the hot lights. The department had a strict hierarchy, in which even the office boy applied make-up to crowd players. That office boy had joined hoping to become a star, director or poet, and vented his frustration on Kothamangalam Subbu, the boss's favourite, who was a talented poet, actor and story writer and was always loyal to his employer.",
          },
          {
            title: "Stephen Spender's Visit",
            minutes: 13,
            summary:
              "The studio once welcomed the Moral Re-Armament army, an international troupe whose plays influenced Tamil drama. Later an English poet, Stephen Spender, visited, and no one at the Tamil-speaking studio could understand his accent or why he had come. Years later, the author found Spender's name in 'The God That Failed', a collection of essays by writers disillusioned with communism, and finally understood the visit. The essay gently mocks self-importance while remembering the studio's people with affection.",
          },
        ],
        questions: [],
      },
      {
        title: "The Interview",
        summary:
          "A two-part chapter: Christopher Silvester's survey of opinions about the interview as a form, followed by an extract from Mukund Padmanabhan's interview with the Italian writer and scholar Umberto Eco.",
        lessons: [
          {
            title: "Views on the Interview",
            minutes: 13,
            summary:
              "Silvester notes that the interview is now a common part of journalism and a source of much of what we know about famous people. Some regard it as an art and a source of truth, while many celebrities dislike being interviewed: V. S. Naipaul felt people are wounded by interviews and lose part of themselves, Lewis Carroll had a 'vasty dread' of interviewers, Rudyard Kipling called the interview immoral, and H. G. Wells called it an ordeal. Yet, as Denis Brian put it, almost everything of importance reaches us through one person asking questions of another.",
          },
          {
            title: "Umberto Eco on Writing",
            minutes: 13,
            summary:
              "Umberto Eco, a professor of semiotics who also wrote novels, explains that he finds time for so much work by using the empty spaces, the 'interstices', in his day. He says that at heart he is a philosopher, and writes scholarly work in a playful, narrative way. Discussing his best-selling novel 'The Name of the Rose', he suggests it succeeded partly because it was a serious, difficult book, showing that readers do not always want easy reading.",
          },
        ],
        questions: [],
      },
      {
        title: "Going Places",
        summary:
          "A. R. Barton's story about Sophie, a school-leaver from a working-class family who escapes into daydreams of a glamorous future and an imagined friendship with a football star. It explores adolescent fantasies and the gap between dreams and reality.",
        lessons: [
          {
            title: "Sophie's Dreams",
            minutes: 12,
            summary:
              "Sophie dreams of owning a boutique, becoming an actress or a fashion designer, even though her practical friend Jansie reminds her they are meant for the biscuit factory. She admires her quiet elder brother Geoff, a mechanic, and imagines the wider world he seems to know. Her family is poor and crowded, and her father dismisses her stories. She claims she met Danny Casey, the young Irish football star of the local team, in an arcade and that he promised to meet her again.",
          },
          {
            title: "Fantasy and Reality",
            minutes: 13,
            summary:
              "Sophie waits for Danny Casey by the canal, but he never comes, and she is left sad but still clinging to the memory. The story suggests that dreams can give hope and meaning to a young person with limited choices, but that living entirely in fantasy leads to disappointment. It invites readers to balance ambition with realistic effort.",
          },
        ],
        questions: [],
      },
      {
        title: "My Mother at Sixty-six",
        summary:
          "Kamala Das's poem about a daughter's fear of losing her ageing mother, felt during a drive to the airport. It deals with ageing, separation and the feelings people hide from loved ones.",
        lessons: [
          {
            title: "The Drive to the Airport",
            minutes: 11,
            summary:
              "Driving from her parents' home to Cochin airport, the poet looks at her mother dozing beside her and sees a face 'ashen like that of a corpse', which brings back her childhood fear of losing her. She turns away to look at young trees sprinting past and merry children spilling out of their homes, images of youth and life that contrast with her mother's old age. The contrast sharpens the poet's pain.",
          },
          {
            title: "Hiding Pain with a Smile",
            minutes: 11,
            summary:
              "At the security check she looks again at her mother, pale 'as a late winter's moon', a simile suggesting dullness and the approaching end of life. Feeling the old familiar ache, she says only 'See you soon, Amma' and smiles and smiles. The repetition of the smile shows how she hides her anxiety, and the poem gently captures the helplessness of children watching their parents grow old.",
          },
        ],
        questions: [],
      },
      {
        title: "Keeping Quiet",
        summary:
          "Pablo Neruda's poem asks us to be still and silent for a moment so that we can understand ourselves and stop the harm we do to each other and to nature. It is a call for introspection, not for inactivity.",
        lessons: [
          {
            title: "A Moment of Stillness",
            minutes: 11,
            summary:
              "The poet asks everyone to count to twelve and keep still, without speaking any language and without moving. In that 'exotic moment' without rush or engines, fishermen would not harm whales, the man gathering salt would look at his hurt hands, and those who prepare wars would put on clean clothes and walk with their brothers. Stillness would help people feel a sense of togetherness and notice the damage they cause.",
          },
          {
            title: "Life, Not Death",
            minutes: 11,
            summary:
              "Neruda makes clear that he does not want 'total inactivity' or death. He wants people to stop being so single-minded about keeping their lives moving, so that a 'huge silence' might interrupt the sadness of never understanding ourselves. He uses the Earth as an example: in winter everything seems dead, yet later proves to be alive, showing that quietness can bring renewal.",
          },
        ],
        questions: [],
        assignment: {
          title: "Twelve Seconds of Silence",
          instructions:
            "Try sitting in complete silence for a few minutes each day for a week, away from screens. Then write a reflective piece (200–250 words) on what you noticed, linking your experience to at least two ideas from 'Keeping Quiet'.",
          maxMarks: 10,
        },
      },
      {
        title: "A Thing of Beauty",
        summary:
          "An extract from John Keats's long poem 'Endymion' which celebrates the lasting joy that beautiful things bring. Beauty, the poet says, binds us to the earth and helps us endure sorrow.",
        lessons: [
          {
            title: "Beauty as a Joy for Ever",
            minutes: 11,
            summary:
              "The poem opens: 'A thing of beauty is a joy for ever: its loveliness increases; it will never pass into nothingness.' A beautiful thing is like a quiet bower that gives us sweet dreams, health and calm breathing. Every morning we weave a 'flowery band' of such things that binds us to the earth despite disappointment, the lack of noble people and the 'gloomy days' in our lives.",
          },
          {
            title: "Sources of Beauty",
            minutes: 11,
            summary:
              "Keats lists everyday things of beauty: the sun, the moon, trees, sheep, daffodils, clear streams and the musk-rose in the forest, as well as the grand stories of the mighty dead. Together they are 'an endless fountain of immortal drink, pouring unto us from the heaven's brink'. The poem suggests that beauty is a gift that lifts the 'pall' of sadness from our spirits.",
          },
        ],
        questions: [],
      },
      {
        title: "A Roadside Stand",
        summary:
          "Robert Frost's poem about poor rural people who set up a stand by a busy road hoping to earn some city money, and are ignored by the passing traffic. It expresses sympathy for the rural poor and criticises a selfish, uncaring society.",
        lessons: [
          {
            title: "The Stand and the Passing Cars",
            minutes: 12,
            summary:
              "A little new shed in front of an old house offers wild berries and golden squash for sale. The owners are not begging; they want a share of the city money that seems to sustain everyone else. But the cars rush past without a glance, and those that stop only ask the way, turn around or complain that the painted sign spoils the landscape.",
          },
          {
            title: "Empathy and Anger",
            minutes: 12,
            summary:
              "Frost is angry at the 'greedy good-doers, beneficent beasts of prey' who plan to move such people into villages near a theatre and store, where they will no longer have to think for themselves, and so rob them of their sleep. He feels the pain of the people waiting all day, their windows open in hope, for a car that will stop. In a moment of despair he wishes their pain could be ended at one stroke, but then wonders how he himself would feel if someone offered to end his.",
          },
        ],
        questions: [],
        assignment: {
          title: "The Roadside Stand Today",
          instructions:
            "Visit or recall a small roadside stall near your home and talk to its owner if you can. Write a report (200–250 words) comparing their situation with that of the people in Frost's poem, and suggest two respectful ways in which passers-by or the community could support such sellers.",
          maxMarks: 15,
        },
      },
      {
        title: "Aunt Jennifer's Tigers",
        summary:
          "Adrienne Rich's poem contrasts the proud, fearless tigers that Aunt Jennifer embroiders with her own timid life in an oppressive marriage. It is a powerful statement about the position of women and about art as a means of expression.",
        lessons: [
          {
            title: "The Tigers on the Screen",
            minutes: 11,
            summary:
              "Aunt Jennifer's tigers 'prance across a screen', bright 'topaz denizens of a world of green'. They do not fear the men beneath the trees and move with 'sleek chivalric certainty'. The tigers represent the courage, freedom and confidence that Aunt Jennifer herself lacks.",
          },
          {
            title: "The Weight of the Wedding Band",
            minutes: 11,
            summary:
              "Aunt Jennifer's fingers flutter as she sews and find even the ivory needle hard to pull, because 'the massive weight of Uncle's wedding band sits heavily upon Aunt Jennifer's hand', a symbol of the burdens of her marriage. Even after death her terrified hands will lie 'ringed with ordeals she was mastered by'. Yet the tigers she created will go on prancing, proud and unafraid, showing how art can outlive oppression.",
          },
        ],
        questions: [],
      },
      {
        title: "The Third Level",
        summary:
          "Jack Finney's story from Vistas about Charley, a New Yorker who believes he has found a third level at Grand Central Station that leads back to 1894. It explores escapism and the wish to flee the insecurity of modern life.",
        lessons: [
          {
            title: "Charley's Discovery",
            minutes: 13,
            summary:
              "Charley insists that Grand Central Station has a third level, though officially it has only two. He says he once took a wrong turn and reached a level with gas lamps, brass spittoons, people in old-fashioned clothes and a newspaper from 1894. He tries to buy two tickets to Galesburg, Illinois, a peaceful town of his dreams, for himself and his wife Louisa, but the clerk rejects his modern money. When he returns with old-style currency, he cannot find the third level again.",
          },
          {
            title: "Escape and the Letter from Sam",
            minutes: 12,
            summary:
              "Charley's psychiatrist friend Sam calls the third level a 'waking-dream wish fulfilment', a way of escaping the modern world of insecurity, fear and war. Then Sam himself disappears. Among his grandfather's stamps, Charley finds a first-day cover postmarked 1894 with a letter from Sam, who says he has reached Galesburg and started a business there. The ending blurs the line between fantasy and reality and leaves the reader wondering.",
          },
        ],
        questions: [],
        assignment: {
          title: "My Own Third Level",
          instructions:
            "If you could step through a hidden door into any period of the past, which would you choose and why? Write a short story (300–350 words) in the style of 'The Third Level', with a twist at the end.",
          maxMarks: 15,
        },
      },
      {
        title: "The Tiger King",
        summary:
          "Kalki's satirical story about the Maharaja of Pratibandapuram, who tries to cheat a prophecy of his death by killing a hundred tigers. It mocks the arrogance and cruelty of those in power.",
        lessons: [
          {
            title: "The Prophecy and the Hunt",
            minutes: 13,
            summary:
              "At the birth of Jung Jung Bahadur, astrologers predicted that he would be killed by a tiger, specifically the hundredth tiger. When he became king, he banned tiger hunting for everyone but himself and set out to kill a hundred tigers. He bribed a British officer's wife with expensive diamond rings to save his throne, and even married a princess from a state with many tigers so he could continue hunting.",
          },
          {
            title: "The Hundredth Tiger",
            minutes: 13,
            summary:
              "After killing ninety-nine tigers, the king could find no more, until his worried dewan placed an old tiger from a park in the forest. The king's shot missed, the tiger fainted from fright, and the hunters killed it secretly so that the king would not know. Later the king bought a crudely carved wooden toy tiger for his son's birthday; a splinter from it pricked his hand, the infection spread, and he died during surgery. The hundredth tiger took its revenge after all, and the satire shows the foolishness of using power against nature.",
          },
        ],
        questions: [],
      },
      {
        title: "Journey to the End of the Earth",
        summary:
          "Tishani Doshi describes her journey to Antarctica with the Students on Ice programme. The account shows how studying the frozen continent helps us understand Earth's geological past and the threat of climate change.",
        lessons: [
          {
            title: "Antarctica and Earth's Past",
            minutes: 12,
            summary:
              "The author travelled on a Russian research ship, the Akademik Shokalskiy, to Antarctica. About 650 million years ago Antarctica was part of the giant southern supercontinent Gondwana, which later broke up into the continents of the southern hemisphere, including India. Antarctica's ice holds a record of Earth's history, and the continent holds about 90 percent of the world's ice, so its future matters to everyone.",
          },
          {
            title: "Students on Ice and Climate Change",
            minutes: 13,
            summary:
              "The Students on Ice programme, led by Geoff Green, takes high school students to the ends of the earth so they understand climate change at an age when they can still act on it. In Antarctica small changes can have huge effects: tiny phytoplankton nourish the whole southern ocean food chain and absorb carbon dioxide, and their loss would affect life everywhere. Standing on ice above deep water with seals nearby, the author feels how fragile the balance of the planet is.",
          },
        ],
        questions: [],
      },
      {
        title: "The Enemy",
        summary:
          "Pearl S. Buck's story about Dr Sadao Hoki, a Japanese surgeon who, during the Second World War, saves the life of a wounded American prisoner of war. It explores the conflict between patriotism and humanity.",
        lessons: [
          {
            title: "A Wounded Enemy at the Door",
            minutes: 13,
            summary:
              "Dr Sadao, who trained in America, and his wife Hana find a badly wounded American sailor, an escaped prisoner of war, washed up on the beach near their house in Japan. Helping him is dangerous and treasonable, but Sadao's training as a doctor makes him operate and save his life, and Hana helps wash and nurse him. Their servants, afraid and disapproving, leave the house.",
          },
          {
            title: "Duty and Humanity",
            minutes: 13,
            summary:
              "Sadao tells the sick General, whom he is treating, about the prisoner. The General, needing Sadao for his own operation, promises to send private assassins to quietly remove the man, but, absorbed in his own illness, forgets. Sadao finally gives the American his boat, food and clothes and helps him escape to a nearby island to wait for a Korean fishing boat. The story shows that human compassion can rise above national hatred.",
          },
        ],
        questions: [],
      },
      {
        title: "On the Face of It",
        summary:
          "Susan Hill's play about the friendship between Derry, a boy with a badly burnt face, and Mr Lamb, a lonely old man with a tin leg. It explores loneliness, disability and how people judge others by appearance.",
        lessons: [
          {
            title: "Derry and Mr Lamb",
            minutes: 13,
            summary:
              "Derry, a fourteen-year-old boy whose face was burnt by acid, avoids people because they stare or pity him. He climbs into the garden of Mr Lamb, an old man who lost a leg in the war and whom children tease as 'Lamey-Lamb'. Mr Lamb welcomes him and talks about bees, crab apples and how the world is full of things worth seeing, encouraging Derry not to let his face shut him away from life.",
          },
          {
            title: "Looking Beyond Appearances",
            minutes: 12,
            summary:
              "Mr Lamb shows that he too is lonely, though he keeps his gate open for anyone to come in. Derry's mother does not want him to visit the old man, but Derry insists on going back, having found new confidence. He returns to find Mr Lamb lying on the ground after falling from his ladder. The play suggests that friendship and understanding can help people overcome the wounds that others see only on the surface.",
          },
        ],
        questions: [],
      },
      {
        title: "Memories of Childhood",
        summary:
          "Two autobiographical episodes by women from marginalised communities: Zitkala-Sa, a Native American, and Bama, a Tamil Dalit writer. Both describe childhood experiences of discrimination and their early spirit of resistance.",
        lessons: [
          {
            title: "The Cutting of My Long Hair",
            minutes: 12,
            summary:
              "Zitkala-Sa recalls her first days at a missionary school for Native American children, where the strict rules and tight clothes felt strange and humiliating. When she learned that her long hair was to be cut, something her people did only for mourners or cowards, she hid under a bed, but she was dragged out and her braids were cut. She felt she had lost her spirit and was treated like an animal driven by a herder, an experience of cultural oppression.",
          },
          {
            title: "We Too Are Human Beings",
            minutes: 12,
            summary:
              "Bama, in an extract from her autobiography 'Karukku', remembers walking home from school and seeing an elder of her community carrying a packet of vadai by its string, so as not to touch it, for a landlord of a higher caste. Her elder brother explained that their people were considered untouchable, and that only through education could they win respect. Bama studied hard and came first in her class, turning her anger into determination.",
          },
        ],
        questions: [],
        assignment: {
          title: "Comparing Two Childhoods",
          instructions:
            "Write an essay (250–300 words) comparing the experiences of Zitkala-Sa and Bama. Discuss the kind of discrimination each faced, how each responded, and what their stories show about the role of education and self-respect.",
          maxMarks: 20,
        },
      },
    ],
  },
  {
    grade: 12,
    slug: "computer-science",
    name: "Computer Science",
    description:
      "Class 12 computer science covering exception and file handling in Python, stacks and queues, sorting and searching, data and databases with SQL, computer networks, data communication and security.",
    color: "cyan",
    isFree: false,
    textbook:
      "Computer Science — Textbook for Class XII (NCERT, rationalised 2023–24)",
    chapters: [
      {
        title: "Exception Handling in Python",
        summary:
          "Distinguishes syntax errors from exceptions and introduces Python's built-in exceptions. It shows how to raise exceptions and handle them with try, except, else and finally.",
        lessons: [
          {
            title: "Syntax Errors and Exceptions",
            minutes: 12,
            summary:
              "A syntax error, such as a missing colon, breaks the rules of the language, and Python refuses to run the program until it is fixed. An exception is an error that happens while a syntactically correct program is running, such as dividing by zero (ZeroDivisionError), converting 'abc' to an integer (ValueError), using an undefined name (NameError), or accessing a list element beyond its end (IndexError). If an exception is not handled, the program stops and Python prints a traceback.",
          },
          {
            title: "Raising and Handling Exceptions",
            minutes: 16,
            summary:
              "Code that might fail is placed in a try block, and except blocks name the exceptions to catch and what to do about them. An else block runs only if no exception occurred, and a finally block always runs, which makes it the right place to close files or release resources. Programmers can signal errors themselves with the raise statement, for example raise ValueError('negative age'), and the assert statement raises an AssertionError when a condition that should be true is false.",
          },
        ],
        questions: [],
      },
      {
        title: "File Handling in Python",
        summary:
          "Explains text and binary files and how to open, read, write and close them in Python. It covers file modes, moving within a file with seek() and tell(), and storing Python objects in binary files with the pickle module.",
        lessons: [
          {
            title: "Opening, Reading and Writing Text Files",
            minutes: 16,
            summary:
              "A text file stores characters and can be read by people, while a binary file stores bytes, such as images. open(filename, mode) returns a file object; mode 'r' reads, 'w' writes (erasing existing contents), 'a' appends to the end, and adding '+' allows both reading and writing. read() returns the whole file or a given number of characters, readline() returns one line, and readlines() returns a list of lines; write() and writelines() write strings. Using with open(...) as f: closes the file automatically, even if an error occurs.",
          },
          {
            title: "Moving in a File and the pickle Module",
            minutes: 15,
            summary:
              "tell() returns the current position of the file pointer in bytes from the start, and seek(offset, reference) moves it, where reference is 0 for the beginning, 1 for the current position and 2 for the end. To store Python objects such as lists and dictionaries, the pickle module converts them into a byte stream (serialisation): pickle.dump(obj, file) writes an object to a file opened in 'wb' mode, and pickle.load(file) reads it back from a file opened in 'rb' mode. Reading past the last object raises EOFError, which is often caught to stop a reading loop.",
          },
        ],
        questions: [],
        assignment: {
          title: "Student Records with pickle",
          instructions:
            "Write a Python program that stores records of at least five students (roll number, name, marks) as dictionaries in a binary file using pickle. Add functions to display all records, search for a student by roll number and update a student's marks, and handle the case of a missing file with try and except.",
          maxMarks: 25,
        },
      },
      {
        title: "Stack",
        summary:
          "Introduces the stack data structure, which follows the last-in, first-out (LIFO) principle, and its push and pop operations. It shows how to implement a stack with a Python list and how stacks are used to convert and evaluate arithmetic expressions.",
        lessons: [
          {
            title: "Stack Operations and Implementation",
            minutes: 15,
            summary:
              "A stack is a linear data structure in which elements are added and removed only at one end, the top, so the last element added is the first removed (LIFO), like a pile of plates. PUSH adds an element to the top and POP removes the top element; popping from an empty stack is called underflow. In Python a list works as a stack: append() pushes, pop() pops, and stack[-1] peeks at the top element. Stacks are used for undo operations, browser back buttons and matching brackets.",
          },
          {
            title: "Infix, Postfix and Prefix Expressions",
            minutes: 16,
            summary:
              "In infix notation the operator is between its operands (A + B), in prefix it comes before (+ A B) and in postfix after (A B +). Postfix expressions need no brackets and are easy for computers to evaluate. A stack is used to convert infix to postfix by holding operators according to their precedence. To evaluate a postfix expression, scan left to right: push operands, and on meeting an operator, pop two operands, apply the operator and push the result; for example 2 3 4 * + evaluates to 14.",
          },
        ],
        questions: [],
      },
      {
        title: "Queue",
        summary:
          "Introduces the queue data structure, which follows the first-in, first-out (FIFO) principle, with its enqueue and dequeue operations and implementation in Python. It also introduces the double-ended queue (deque).",
        lessons: [
          {
            title: "Queue Operations and Implementation",
            minutes: 14,
            summary:
              "A queue is a linear data structure in which elements are added at one end, the rear, and removed from the other, the front, so the first element added is the first removed (FIFO), like people in a ticket line. ENQUEUE inserts at the rear and DEQUEUE removes from the front; removing from an empty queue is underflow. In Python a list can act as a queue, using append() to enqueue and pop(0) to dequeue. Queues are used in printer job scheduling, call centres and CPU task scheduling.",
          },
          {
            title: "Double-ended Queue",
            minutes: 13,
            summary:
              "A deque (double-ended queue) allows insertion and deletion at both the front and the rear. It can therefore behave as a stack, when insertion and deletion are done at the same end, or as a queue, when they are done at opposite ends. A deque is useful for problems such as checking whether a string is a palindrome, by comparing and removing characters from both ends.",
          },
        ],
        questions: [],
      },
      {
        title: "Sorting",
        summary:
          "Explains what sorting is and why it is useful, and develops three simple algorithms: bubble sort, selection sort and insertion sort. It introduces the idea of analysing the time complexity of algorithms.",
        lessons: [
          {
            title: "Bubble Sort and Selection Sort",
            minutes: 16,
            summary:
              "Sorting arranges data in a particular order, which makes searching and analysis easier. Bubble sort repeatedly compares adjacent elements and swaps them if they are in the wrong order; after each pass the largest remaining element 'bubbles' to its correct place at the end. Selection sort finds the smallest element in the unsorted part and swaps it into the first unsorted position, growing the sorted part one element at a time. For a list of n elements, both make about n(n − 1)/2 comparisons.",
          },
          {
            title: "Insertion Sort and Time Complexity",
            minutes: 15,
            summary:
              "Insertion sort takes elements one by one from the unsorted part and inserts each into its correct place in the sorted part by shifting larger elements to the right, much as people sort playing cards in their hand. Time complexity describes how the number of steps grows with the input size n. Bubble, selection and insertion sort all take time proportional to n² in the worst case, written O(n²), so doubling the list size roughly quadruples the work; insertion sort is fast when the list is already nearly sorted.",
          },
        ],
        questions: [],
        assignment: {
          title: "Comparing Sorting Algorithms",
          instructions:
            "Implement bubble, selection and insertion sort in Python and add a counter for the number of comparisons each makes. Run them on lists of 10, 100 and 1000 random numbers and on an already sorted list, record the counts in a table, and write a paragraph explaining your results.",
          maxMarks: 20,
        },
      },
      {
        title: "Searching",
        summary:
          "Describes three ways of finding an element in a collection: linear search, binary search on a sorted list, and search by hashing. It compares their efficiency.",
        lessons: [
          {
            title: "Linear and Binary Search",
            minutes: 15,
            summary:
              "Linear search checks each element in turn until the key is found or the list ends; it works on any list but may need n comparisons for n elements. Binary search works only on a sorted list: it compares the key with the middle element and discards the half where the key cannot be, repeating until the key is found or the range is empty. Because the range halves each time, a list of 1024 elements needs at most about 10 comparisons, so binary search is far faster for large sorted lists.",
          },
          {
            title: "Search by Hashing",
            minutes: 14,
            summary:
              "Hashing uses a hash function to calculate the position of an element directly from its value, so it can be found in a single step. A simple hash function is the remainder method: for a table of size 10, the element 34 is stored at index 34 % 10 = 4. When two elements map to the same index, a collision occurs, and it must be resolved by a collision-resolution technique. A perfect hash function maps every element to a unique position.",
          },
        ],
        questions: [],
      },
      {
        title: "Understanding Data",
        summary:
          "Explains what data is, how it is collected, stored and processed, and the role of data in decision making. It introduces statistical techniques such as measures of central tendency and variability for summarising data.",
        lessons: [
          {
            title: "Data Collection, Storage and Processing",
            minutes: 13,
            summary:
              "Data is a collection of raw facts, which become information after processing. Structured data is organised in a fixed format such as a table, while unstructured data, such as images, videos and free text, has no fixed structure. Data is collected from sources such as surveys, sensors and transactions, stored in files or databases, and processed by steps such as cleaning, sorting and summarising to support decisions.",
          },
          {
            title: "Statistical Techniques for Data",
            minutes: 15,
            summary:
              "Measures of central tendency summarise data with a single typical value: the mean is the sum divided by the count, the median is the middle value of the sorted data, and the mode is the most frequent value. Measures of variability show how spread out the data is: the range is the difference between the largest and smallest values, and the standard deviation measures the average distance of values from the mean. For 2, 4, 4, 6, 9, the mean is 5, the median is 4, the mode is 4 and the range is 7.",
          },
        ],
        questions: [],
      },
      {
        title: "Database Concepts",
        summary:
          "Explains the limitations of storing data in files and how a database management system overcomes them. It introduces the relational data model and its terms, and the different kinds of keys.",
        lessons: [
          {
            title: "From File Systems to DBMS",
            minutes: 14,
            summary:
              "Storing data in separate files causes problems: difficulty in access, data redundancy (the same data stored in many places), data inconsistency (copies that do not match), data isolation, data dependence on program code, and poor control over sharing. A database management system (DBMS), such as MySQL, stores related data together and lets users create, update and query it while controlling access. Its description of the data structure is called the schema, and the data at a given moment is an instance of the database.",
          },
          {
            title: "The Relational Model and Keys",
            minutes: 16,
            summary:
              "In the relational model, data is stored in relations (tables). Each column is an attribute, each row is a tuple, and the set of allowed values for an attribute is its domain; the number of attributes is the degree and the number of tuples is the cardinality. A candidate key is any attribute set that uniquely identifies tuples; one is chosen as the primary key, and a primary key made of more than one attribute is a composite primary key. A foreign key is an attribute that refers to the primary key of another relation, linking the two tables.",
          },
        ],
        questions: [],
      },
      {
        title: "Structured Query Language (SQL)",
        summary:
          "Teaches SQL for creating and managing relational databases in MySQL: defining tables with data types and constraints, and inserting, updating, deleting and querying data. It covers functions, grouping, operations on relations and queries on multiple tables using joins.",
        lessons: [
          {
            title: "Creating and Changing Tables",
            minutes: 16,
            summary:
              "Data definition commands create and change the structure of a database: CREATE DATABASE, CREATE TABLE, ALTER TABLE and DROP. Each column has a data type, such as CHAR(n) for fixed-length text, VARCHAR(n) for variable-length text, INT, FLOAT and DATE. Constraints such as NOT NULL, UNIQUE, DEFAULT, PRIMARY KEY and FOREIGN KEY restrict what data can be stored. Data manipulation commands INSERT INTO, UPDATE ... SET and DELETE FROM add, change and remove rows.",
          },
          {
            title: "Querying Data with SELECT",
            minutes: 18,
            summary:
              "SELECT columns FROM table WHERE condition retrieves matching rows, and DISTINCT removes duplicate values. Conditions can use relational and logical operators, BETWEEN for ranges, IN for lists of values, LIKE with the wildcards % (any number of characters) and _ (exactly one character), and IS NULL. ORDER BY sorts the results in ascending (ASC) or descending (DESC) order. Single row functions such as UPPER(), ROUND() and NOW() work on each row, while aggregate functions such as COUNT(), SUM(), AVG(), MAX() and MIN() summarise many rows.",
          },
          {
            title: "Grouping and Queries on Multiple Tables",
            minutes: 17,
            summary:
              "GROUP BY collects rows with the same value in a column so that aggregate functions can be applied to each group, and HAVING filters the groups, just as WHERE filters rows. Set operations UNION, INTERSECT and MINUS combine the results of two queries on compatible relations, and the Cartesian product pairs every row of one table with every row of another. A join combines rows from two tables using a related column: an equi-join uses an equality condition such as WHERE A.id = B.id, and a natural join matches on the common attribute and shows it only once.",
          },
        ],
        questions: [],
        assignment: {
          title: "School Library Database",
          instructions:
            "Design a MySQL database for a school library with tables for books, members and issues, choosing suitable data types, primary keys and foreign keys. Insert at least five rows in each table and write ten queries, including ones using LIKE, ORDER BY, GROUP BY with HAVING and a join, with their outputs.",
          maxMarks: 25,
        },
      },
      {
        title: "Computer Networks",
        summary:
          "Introduces computer networks, their evolution and types, the devices used to build them and common network topologies. It explains how devices are identified on a network and how the Internet, the World Wide Web and the Domain Name System work.",
        lessons: [
          {
            title: "Types of Networks and Network Devices",
            minutes: 15,
            summary:
              "A computer network is a group of interconnected devices that share data and resources. The Internet grew out of ARPANET, started in 1969. Networks are classified by size as PAN (a few metres, such as a phone connected to earbuds), LAN (a building or campus), MAN (a city) and WAN (countries or the whole world). Devices include the modem (converting between digital and analog signals), the Ethernet card, RJ45 connectors, repeaters (regenerating weak signals), hubs, switches (sending data only to the intended device), routers (forwarding data between networks) and gateways (connecting networks that use different protocols).",
          },
          {
            title: "Topologies, Addresses and the Web",
            minutes: 15,
            summary:
              "Topology is the arrangement of devices in a network: mesh (every node connected to every other), ring, bus (all nodes on a single backbone cable), star (all nodes connected to a central hub or switch) and tree (a hierarchy of stars). Each network card has a permanent MAC address, and each device on a network has an IP address, which may change. The World Wide Web is a system of linked web pages on the Internet, accessed using URLs, and the Domain Name System (DNS) translates easy-to-remember domain names into the numeric IP addresses that computers use.",
          },
        ],
        questions: [],
      },
      {
        title: "Data Communication",
        summary:
          "Describes the components of data communication, how capacity is measured, and the types of communication and switching. It covers wired and wireless transmission media, mobile telecommunication generations and common communication protocols.",
        lessons: [
          {
            title: "Components, Capacity and Switching",
            minutes: 14,
            summary:
              "Data communication involves a sender, a receiver, a message, a communication medium and protocols, the agreed rules for communicating. Bandwidth is the range of frequencies a channel can carry, and the data transfer rate is measured in bits per second (bps, Kbps, Mbps, Gbps). Communication can be simplex (one direction only, like a radio broadcast), half-duplex (both directions but one at a time, like a walkie-talkie) or full-duplex (both directions at once, like a phone call). In circuit switching a dedicated path is set up for the whole conversation, while in packet switching data is broken into packets that travel independently.",
          },
          {
            title: "Transmission Media and Protocols",
            minutes: 16,
            summary:
              "Wired media include twisted pair cable (cheap, used in telephone lines and LANs), coaxial cable (better shielding, used for cable TV) and optical fibre (data as light pulses, very high bandwidth and immune to electromagnetic interference). Wireless media include radio waves (which travel long distances and pass through walls), microwaves (which need line of sight) and infrared (very short range, as in remote controls). Mobile technology has evolved from analog 1G voice calls to 5G high-speed data. Protocols include HTTP for web pages, FTP for file transfer, SMTP for email, PPP for point-to-point links and TCP/IP, the foundation of the Internet.",
          },
        ],
        questions: [],
      },
      {
        title: "Security Aspects",
        summary:
          "Explains threats to computers and networks such as viruses, worms, ransomware, trojans and spyware, and the ways to prevent them. It covers antivirus software, firewalls, HTTPS, cookies, hackers and network attacks such as denial of service and snooping.",
        lessons: [
          {
            title: "Malware and Protection",
            minutes: 15,
            summary:
              "Malware is software designed to harm a computer or steal data. A virus attaches itself to a program and spreads when it is run, a worm spreads on its own across networks, ransomware locks or encrypts data and demands payment, a Trojan looks harmless but hides malicious code, spyware secretly collects information, adware floods a user with advertisements, and a keylogger records keystrokes to steal passwords. Protection includes installing antivirus software and keeping it updated, not opening unknown attachments or links, and taking regular backups.",
          },
          {
            title: "Safe Browsing and Network Security",
            minutes: 15,
            summary:
              "HTTPS encrypts data between a browser and a website, unlike plain HTTP, so it should be used for passwords and payments. A firewall monitors network traffic and blocks connections that break security rules. Cookies are small files that websites store in the browser to remember users; they are useful but can be misused for tracking. Ethical (white hat) hackers find weaknesses to fix them, while crackers (black hat hackers) break in for harm. Network attacks include denial of service, which floods a server with requests so that real users cannot reach it (distributed when many computers are used), and snooping and eavesdropping, which secretly capture data in transit.",
          },
        ],
        questions: [],
        assignment: {
          title: "Cyber Safety Guide",
          instructions:
            "Create a one-page cyber safety guide for younger students covering at least five types of malware or online threats. For each, give a one-line description, a warning sign and a practical way to stay safe, in simple language.",
          maxMarks: 15,
        },
      },
      {
        title: "Project Based Learning",
        summary:
          "Guides students through carrying out a computer science project as a team, from understanding a problem to planning, building and presenting a solution. It gives sample project ideas that apply Python and databases to real problems.",
        lessons: [
          {
            title: "Approaching a Project",
            minutes: 13,
            summary:
              "Project based learning means learning by working on a real problem over a period of time. A good project starts with a clear problem statement and the needs of its users, then moves through planning, design, implementation, testing and documentation. Breaking a large problem into smaller tasks and setting milestones makes the work manageable.",
          },
          {
            title: "Teamwork and Presenting the Solution",
            minutes: 12,
            summary:
              "Most real projects are done in teams, so members should share roles, communicate regularly, listen to each other and take responsibility for their parts. Tools such as shared documents help keep track of progress. At the end, the team presents the working solution, explains the design choices and reflects on what worked and what could be improved.",
          },
        ],
        questions: [],
        assignment: {
          title: "Mini Project Proposal",
          instructions:
            "In a team of two or three, choose a problem from your school or neighbourhood that could be solved with a Python program and a MySQL database. Submit a proposal with the problem statement, intended users, main features, table design and a timeline with each member's role.",
          maxMarks: 20,
        },
      },
    ],
  },
];
