import type { BoardPaper } from "./types";

/**
 * Class 10 Mathematics (Standard), board-pattern sample paper 1: 80 marks,
 * 3 hours, five sections as the CBSE sample paper sets them. Weightage by
 * unit: Real Numbers 6, Algebra 20, Coordinate Geometry 6, Geometry 15,
 * Trigonometry 12, Mensuration 10, Statistics and Probability 11.
 */
export const PAPER: BoardPaper = {
  grade: 10,
  subject: "mathematics",
  title: "Mathematics (Standard) — Sample Paper 1",
  minutes: 180,
  totalMarks: 80,
  instructions: [
    "This question paper has 38 questions in five sections, A to E. All questions are compulsory.",
    "Section A has 20 questions of 1 mark each: 18 multiple-choice questions and 2 assertion–reason questions.",
    "Section B has 5 very short answer questions of 2 marks each.",
    "Section C has 6 short answer questions of 3 marks each.",
    "Section D has 4 long answer questions of 5 marks each.",
    "Section E has 3 case-based questions of 4 marks each, with parts of 1, 1 and 2 marks.",
    "There is no overall choice. An internal choice is given in 2 questions of Section B, 2 of Section C, 2 of Section D and in the 2-mark part of each question of Section E.",
    "Draw neat figures wherever required. Take $\\pi = \\frac{22}{7}$ wherever required, unless stated otherwise.",
    "Use of a calculator is not allowed.",
  ],
  sections: [
    {
      name: "Section A",
      description:
        "20 questions of 1 mark each (18 MCQs and 2 assertion–reason)",
      questions: [
        {
          kind: "mcq",
          text: "Two positive integers have HCF 12 and product 2160. Their LCM is",
          options: ["180", "120", "2160", "25920"],
          correct: 0,
          marks: 1,
          explanation: String.raw`$\text{HCF} \times \text{LCM} = $ product of the two numbers, so $\text{LCM} = \frac{2160}{12} = 180$.`,
        },
        {
          kind: "mcq",
          text: "Which of the following numbers is irrational?",
          options: [
            String.raw`$(2+\sqrt3)(2-\sqrt3)$`,
            String.raw`$\sqrt{0.36}$`,
            String.raw`$(\sqrt5+2)^2$`,
            String.raw`$\dfrac{\sqrt{12}}{\sqrt3}$`,
          ],
          correct: 2,
          marks: 1,
          explanation: String.raw`$(2+\sqrt3)(2-\sqrt3) = 4 - 3 = 1$, $\sqrt{0.36} = 0.6$ and $\frac{\sqrt{12}}{\sqrt3} = \sqrt4 = 2$ are rational, but $(\sqrt5+2)^2 = 9 + 4\sqrt5$ is irrational, since $\sqrt5$ is irrational.`,
        },
        {
          kind: "mcq",
          text: String.raw`If $\alpha$ and $\beta$ are the zeroes of $2x^2 - 7x + 3$, then $\dfrac1\alpha + \dfrac1\beta$ equals`,
          options: [
            String.raw`$\frac37$`,
            String.raw`$\frac73$`,
            String.raw`$-\frac73$`,
            String.raw`$\frac72$`,
          ],
          correct: 1,
          marks: 1,
          explanation: String.raw`$\alpha + \beta = \frac72$ and $\alpha\beta = \frac32$, so $\frac1\alpha + \frac1\beta = \frac{\alpha+\beta}{\alpha\beta} = \frac{7/2}{3/2} = \frac73$.`,
        },
        {
          kind: "mcq",
          text: String.raw`A quadratic polynomial whose zeroes are $-3$ and $4$ is`,
          options: [
            String.raw`$x^2 + x - 12$`,
            String.raw`$x^2 - x + 12$`,
            String.raw`$x^2 + 7x + 12$`,
            String.raw`$x^2 - x - 12$`,
          ],
          correct: 3,
          marks: 1,
          explanation: String.raw`Sum of zeroes $= 1$, product $= -12$, so the polynomial is $x^2 - (\text{sum})x + \text{product} = x^2 - x - 12$.`,
        },
        {
          kind: "mcq",
          text: String.raw`For which value of $k$ does the pair of equations $3x + ky = 5$ and $6x + 8y = 7$ have no solution?`,
          options: ["$2$", "$-4$", "$4$", "$8$"],
          correct: 2,
          marks: 1,
          explanation: String.raw`No solution needs $\frac{3}{6} = \frac{k}{8} \ne \frac{5}{7}$. So $k = 4$, and indeed $\frac12 \ne \frac57$.`,
        },
        {
          kind: "mcq",
          text: String.raw`The roots of $4x^2 - 12x + 9 = 0$ are`,
          options: [
            "real and distinct",
            "real and equal",
            "not real",
            "more than two in number",
          ],
          correct: 1,
          marks: 1,
          explanation: String.raw`$D = b^2 - 4ac = 144 - 144 = 0$, so the two roots are real and equal (both $\frac32$).`,
        },
        {
          kind: "mcq",
          text: String.raw`The 15th term of the AP $7, 11, 15, 19, \ldots$ is`,
          options: ["$59$", "$67$", "$63$", "$71$"],
          correct: 2,
          marks: 1,
          explanation: String.raw`$a = 7$, $d = 4$: $a_{15} = a + 14d = 7 + 56 = 63$.`,
        },
        {
          kind: "mcq",
          text: String.raw`In $\triangle ABC$, $D$ and $E$ are points on $AB$ and $AC$ with $DE \parallel BC$. If $AD = 3$ cm, $DB = 2$ cm and $AE = 4.5$ cm, then $EC$ is`,
          options: ["2 cm", "3 cm", "6 cm", "6.75 cm"],
          correct: 1,
          marks: 1,
          explanation: String.raw`By the Basic Proportionality Theorem, $\frac{AD}{DB} = \frac{AE}{EC}$, so $EC = \frac{4.5 \times 2}{3} = 3$ cm.`,
        },
        {
          kind: "mcq",
          text: String.raw`The distance between the points $(-3, 4)$ and $(5, -2)$ is`,
          options: [
            "8 units",
            "14 units",
            String.raw`$2\sqrt7$ units`,
            "10 units",
          ],
          correct: 3,
          marks: 1,
          explanation: String.raw`$\sqrt{(5+3)^2 + (-2-4)^2} = \sqrt{64 + 36} = \sqrt{100} = 10$ units.`,
        },
        {
          kind: "mcq",
          text: String.raw`The point that divides the line segment joining $A(2, -5)$ and $B(-4, 7)$ internally in the ratio $1 : 2$ is`,
          options: ["$(0, -1)$", "$(-2, 3)$", "$(-1, 1)$", "$(0, 1)$"],
          correct: 0,
          marks: 1,
          explanation: String.raw`$x = \frac{1(-4) + 2(2)}{1+2} = 0$, $y = \frac{1(7) + 2(-5)}{3} = -1$; the point is $(0, -1)$.`,
        },
        {
          kind: "mcq",
          text: String.raw`If $\sin A = \frac35$ and $A$ is acute, then $\tan A$ is`,
          options: [
            String.raw`$\frac45$`,
            String.raw`$\frac34$`,
            String.raw`$\frac43$`,
            String.raw`$\frac53$`,
          ],
          correct: 1,
          marks: 1,
          explanation: String.raw`Take opposite side 3 and hypotenuse 5; the adjacent side is $\sqrt{25 - 9} = 4$, so $\tan A = \frac34$.`,
        },
        {
          kind: "mcq",
          text: String.raw`$(1 + \tan^2\theta)(1 - \sin\theta)(1 + \sin\theta)$ is equal to`,
          options: [
            String.raw`$\cos^2\theta$`,
            String.raw`$\sin^2\theta$`,
            "$1$",
            "$0$",
          ],
          correct: 2,
          marks: 1,
          explanation: String.raw`$(1 + \tan^2\theta)(1 - \sin^2\theta) = \sec^2\theta \cdot \cos^2\theta = 1$.`,
        },
        {
          kind: "mcq",
          text: String.raw`At a certain time of day a vertical pole casts a shadow $\sqrt3$ times its own height. The angle of elevation of the Sun then is`,
          options: ["30°", "45°", "60°", "90°"],
          correct: 0,
          marks: 1,
          explanation: String.raw`$\tan\theta = \frac{h}{\sqrt3\,h} = \frac{1}{\sqrt3}$, so $\theta = 30°$.`,
        },
        {
          kind: "mcq",
          text: "From a point 13 cm from the centre of a circle of radius 5 cm, a tangent is drawn to the circle. The length of the tangent is",
          options: ["8 cm", String.raw`$\sqrt{194}$ cm`, "18 cm", "12 cm"],
          correct: 3,
          marks: 1,
          explanation: String.raw`The radius is perpendicular to the tangent at the point of contact, so the tangent length is $\sqrt{13^2 - 5^2} = \sqrt{144} = 12$ cm.`,
        },
        {
          kind: "mcq",
          text: String.raw`The area of a sector of angle $90°$ of a circle of radius 14 cm is`,
          options: [
            String.raw`$77\ \text{cm}^2$`,
            String.raw`$154\ \text{cm}^2$`,
            String.raw`$308\ \text{cm}^2$`,
            String.raw`$616\ \text{cm}^2$`,
          ],
          correct: 1,
          marks: 1,
          explanation: String.raw`$\frac{90}{360} \times \frac{22}{7} \times 14 \times 14 = \frac14 \times 616 = 154\ \text{cm}^2$.`,
        },
        {
          kind: "mcq",
          text: String.raw`Two cubes, each of volume $27\ \text{cm}^3$, are joined end to end. The surface area of the resulting cuboid is`,
          options: [
            String.raw`$54\ \text{cm}^2$`,
            String.raw`$72\ \text{cm}^2$`,
            String.raw`$108\ \text{cm}^2$`,
            String.raw`$90\ \text{cm}^2$`,
          ],
          correct: 3,
          marks: 1,
          explanation: String.raw`Each edge is 3 cm, so the cuboid is $6 \times 3 \times 3$ cm: surface area $= 2(6\cdot3 + 3\cdot3 + 3\cdot6) = 2(18 + 9 + 18) = 90\ \text{cm}^2$.`,
        },
        {
          kind: "mcq",
          text: String.raw`In a frequency distribution, the classes 0–10, 10–20, 20–30, 30–40 and 40–50 have frequencies 5, 8, 13, 7 and 4 respectively. The sum of the lower limits of the median class and the modal class is`,
          options: ["20", "30", "40", "50"],
          correct: 2,
          marks: 1,
          explanation: String.raw`$N = 37$, $\frac N2 = 18.5$; cumulative frequencies $5, 13, 26, \ldots$ put the median in 20–30. The highest frequency (13) is also in 20–30. Sum of lower limits $= 20 + 20 = 40$.`,
        },
        {
          kind: "mcq",
          text: "A letter is chosen at random from the letters of the word MATHEMATICS. The probability that it is a vowel is",
          options: [
            String.raw`$\frac{4}{11}$`,
            String.raw`$\frac{7}{11}$`,
            String.raw`$\frac{3}{11}$`,
            String.raw`$\frac{5}{11}$`,
          ],
          correct: 0,
          marks: 1,
          explanation:
            "MATHEMATICS has 11 letters, of which A, E, A, I are vowels: probability $= \\frac{4}{11}$.",
        },
        {
          kind: "assertion_reason",
          assertion: String.raw`$6^n$ cannot end with the digit 0 for any natural number $n$.`,
          reason:
            "A natural number ends with the digit 0 only if its prime factorisation contains both 2 and 5.",
          correct: 0,
          marks: 1,
          explanation: String.raw`$6^n = 2^n \times 3^n$ has no factor 5, and by the uniqueness of prime factorisation it can have no other primes; so it cannot end in 0. Both are true and R explains A.`,
        },
        {
          kind: "assertion_reason",
          assertion: String.raw`$-5, -2, 1, 4, \ldots$ is an arithmetic progression with common difference 3.`,
          reason:
            "The common difference of an arithmetic progression must be positive.",
          correct: 2,
          marks: 1,
          explanation:
            "Each term is 3 more than the one before, so A is true. R is false: the common difference of an AP may be positive, negative or zero.",
        },
      ],
    },
    {
      name: "Section B",
      description: "5 very short answer questions of 2 marks each",
      questions: [
        {
          kind: "written",
          text: String.raw`Solve the pair of linear equations $2x + 3y = 11$ and $2x - 4y = -24$.`,
          marks: 2,
          answer: String.raw`Subtracting the second equation from the first: $(2x + 3y) - (2x - 4y) = 11 - (-24)$, so $7y = 35$ and $y = 5$.

Substituting in $2x + 3y = 11$: $2x + 15 = 11$, so $2x = -4$ and $x = -2$.

Check: $2(-2) - 4(5) = -4 - 20 = -24$. ✓ So $x = -2$, $y = 5$.`,
          scheme: [
            { step: String.raw`Eliminating $x$ and finding $y = 5$`, marks: 1 },
            { step: String.raw`Substituting and finding $x = -2$`, marks: 1 },
          ],
        },
        {
          kind: "written",
          text: String.raw`Find the ratio in which the y-axis divides the line segment joining $P(5, -6)$ and $Q(-1, -4)$. Also find the point of division.`,
          marks: 2,
          answer: String.raw`Let the y-axis divide $PQ$ in the ratio $k : 1$. The point of division is $\left(\frac{-k + 5}{k + 1}, \frac{-4k - 6}{k + 1}\right)$.

It lies on the y-axis, so its x-coordinate is 0: $-k + 5 = 0$, $k = 5$. The ratio is $5 : 1$.

The point is $\left(0, \frac{-20 - 6}{6}\right) = \left(0, -\frac{13}{3}\right)$.`,
          scheme: [
            {
              step: "Section formula with the x-coordinate set to 0",
              marks: 0.5,
            },
            { step: "Ratio 5 : 1", marks: 1 },
            {
              step: String.raw`Point of division $\left(0, -\frac{13}{3}\right)$`,
              marks: 0.5,
            },
          ],
        },
        {
          kind: "written",
          text: String.raw`Find the values of $x$ for which the distance between the points $A(x, -1)$ and $B(3, 2)$ is 5 units.`,
          marks: 2,
          answer: String.raw`$AB^2 = (x - 3)^2 + (-1 - 2)^2 = 25$, so $(x - 3)^2 + 9 = 25$ and $(x - 3)^2 = 16$.

Hence $x - 3 = \pm 4$: $x = 7$ or $x = -1$.`,
          scheme: [
            {
              step: String.raw`Distance formula: $(x - 3)^2 + 9 = 25$`,
              marks: 1,
            },
            { step: String.raw`$x = 7$ or $x = -1$ (½ each)`, marks: 1 },
          ],
          or: {
            text: String.raw`Find the point on the x-axis which is equidistant from $A(2, -5)$ and $B(-2, 9)$.`,
            marks: 2,
            answer: String.raw`Let the point be $P(x, 0)$. $PA = PB$ gives $PA^2 = PB^2$:

$(x - 2)^2 + 25 = (x + 2)^2 + 81$

$x^2 - 4x + 29 = x^2 + 4x + 85$, so $-8x = 56$ and $x = -7$.

The point is $(-7, 0)$. (Check: $PA^2 = 81 + 25 = 106$, $PB^2 = 25 + 81 = 106$.)`,
            scheme: [
              {
                step: String.raw`Equating $PA^2$ and $PB^2$ for $P(x, 0)$`,
                marks: 1,
              },
              { step: String.raw`Solving: the point $(-7, 0)$`, marks: 1 },
            ],
          },
        },
        {
          kind: "written",
          text: String.raw`$TP$ and $TQ$ are tangents drawn from an external point $T$ to a circle with centre $O$, touching it at $P$ and $Q$. If $\angle PTQ = 70°$, find $\angle POQ$ and $\angle OPQ$.`,
          marks: 2,
          answer: String.raw`A tangent is perpendicular to the radius through the point of contact, so $\angle OPT = \angle OQT = 90°$.

In quadrilateral $OPTQ$: $\angle POQ = 360° - 90° - 90° - 70° = 110°$.

In $\triangle OPQ$, $OP = OQ$ (radii), so $\angle OPQ = \angle OQP = \frac{180° - 110°}{2} = 35°$.`,
          scheme: [
            {
              step: String.raw`$\angle OPT = \angle OQT = 90°$ (tangent ⟂ radius)`,
              marks: 0.5,
            },
            { step: String.raw`$\angle POQ = 110°$`, marks: 1 },
            { step: String.raw`$\angle OPQ = 35°$`, marks: 0.5 },
          ],
        },
        {
          kind: "written",
          text: String.raw`Evaluate: $\dfrac{4\cot^2 60° + \sec^2 30° - 2\sin^2 45°}{\sin^2 60° + \cos^2 45°}$`,
          marks: 2,
          answer: String.raw`$\cot 60° = \frac{1}{\sqrt3}$, $\sec 30° = \frac{2}{\sqrt3}$, $\sin 45° = \cos 45° = \frac{1}{\sqrt2}$, $\sin 60° = \frac{\sqrt3}{2}$.

Numerator $= 4 \cdot \frac13 + \frac43 - 2 \cdot \frac12 = \frac43 + \frac43 - 1 = \frac53$.

Denominator $= \frac34 + \frac12 = \frac54$.

Value $= \frac53 \div \frac54 = \frac53 \times \frac45 = \frac43$.`,
          scheme: [
            { step: "Correct values of the trigonometric ratios", marks: 1 },
            { step: String.raw`Simplifying to $\frac43$`, marks: 1 },
          ],
          or: {
            text: String.raw`If $\sin(A + B) = 1$ and $\cos(A - B) = \frac{\sqrt3}{2}$, where $0° < A + B \le 90°$ and $A > B$, find $A$ and $B$.`,
            marks: 2,
            answer: String.raw`$\sin(A + B) = 1 = \sin 90°$, so $A + B = 90°$.

$\cos(A - B) = \frac{\sqrt3}{2} = \cos 30°$, so $A - B = 30°$.

Adding: $2A = 120°$, $A = 60°$; then $B = 30°$.`,
            scheme: [
              {
                step: String.raw`$A + B = 90°$ and $A - B = 30°$ (½ each)`,
                marks: 1,
              },
              { step: String.raw`$A = 60°$, $B = 30°$ (½ each)`, marks: 1 },
            ],
          },
        },
      ],
    },
    {
      name: "Section C",
      description: "6 short answer questions of 3 marks each",
      questions: [
        {
          kind: "written",
          text: String.raw`Prove that $\sqrt5$ is irrational.`,
          marks: 3,
          answer: String.raw`Suppose, on the contrary, that $\sqrt5$ is rational. Then $\sqrt5 = \frac{a}{b}$ for integers $a, b$ ($b \ne 0$) with no common factor other than 1.

Squaring: $5b^2 = a^2$. So 5 divides $a^2$, and since 5 is prime, 5 divides $a$. Write $a = 5c$.

Then $5b^2 = 25c^2$, i.e. $b^2 = 5c^2$. So 5 divides $b^2$, hence 5 divides $b$.

Now 5 is a common factor of $a$ and $b$ — contradicting that they have no common factor other than 1. So the assumption is wrong, and $\sqrt5$ is irrational.`,
          scheme: [
            {
              step: String.raw`Assuming $\sqrt5 = \frac ab$ with $a, b$ coprime`,
              marks: 0.5,
            },
            { step: String.raw`Showing 5 divides $a$`, marks: 1 },
            { step: String.raw`Showing 5 divides $b$`, marks: 1 },
            { step: "Contradiction and conclusion", marks: 0.5 },
          ],
          or: {
            text: "Find the HCF and the LCM of 144 and 198 by prime factorisation, and verify that HCF × LCM = product of the two numbers.",
            marks: 3,
            answer: String.raw`$144 = 2^4 \times 3^2$ and $198 = 2 \times 3^2 \times 11$.

HCF $= 2^1 \times 3^2 = 18$ (smallest powers of the common primes).

LCM $= 2^4 \times 3^2 \times 11 = 1584$ (greatest powers of all the primes).

HCF × LCM $= 18 \times 1584 = 28512$, and $144 \times 198 = 28512$. Verified.`,
            scheme: [
              { step: "Prime factorisation of both numbers", marks: 1 },
              { step: "HCF = 18 and LCM = 1584 (½ each)", marks: 1 },
              { step: "Verification: both products equal 28512", marks: 1 },
            ],
          },
        },
        {
          kind: "written",
          text: String.raw`Find the zeroes of the quadratic polynomial $6x^2 - 7x - 3$ and verify the relationship between the zeroes and the coefficients.`,
          marks: 3,
          answer: String.raw`$6x^2 - 7x - 3 = 6x^2 - 9x + 2x - 3 = 3x(2x - 3) + 1(2x - 3) = (3x + 1)(2x - 3)$.

The zeroes are $x = \frac32$ and $x = -\frac13$.

Sum of zeroes $= \frac32 - \frac13 = \frac{9 - 2}{6} = \frac76 = -\frac{(-7)}{6} = -\frac ba$. ✓

Product of zeroes $= \frac32 \times \left(-\frac13\right) = -\frac12 = \frac{-3}{6} = \frac ca$. ✓`,
          scheme: [
            { step: "Factorising by splitting the middle term", marks: 1 },
            { step: String.raw`Zeroes $\frac32$ and $-\frac13$`, marks: 1 },
            { step: "Verifying the sum of zeroes", marks: 0.5 },
            { step: "Verifying the product of zeroes", marks: 0.5 },
          ],
        },
        {
          kind: "written",
          text: "Prove that the lengths of the two tangents drawn from an external point to a circle are equal.",
          marks: 3,
          answer: String.raw`Given: a circle with centre $O$; tangents $TP$ and $TQ$ from an external point $T$ touch it at $P$ and $Q$. To prove: $TP = TQ$.

Construction: join $OP$, $OQ$ and $OT$.

Proof: a tangent is perpendicular to the radius through the point of contact, so $\angle OPT = \angle OQT = 90°$.

In right triangles $OPT$ and $OQT$: $OP = OQ$ (radii), $OT = OT$ (common hypotenuse). So $\triangle OPT \cong \triangle OQT$ (RHS).

Hence $TP = TQ$ (CPCT).`,
          scheme: [
            { step: "Given, to prove, figure and construction", marks: 1 },
            {
              step: String.raw`$\angle OPT = \angle OQT = 90°$ with reason`,
              marks: 0.5,
            },
            { step: "Proving the triangles congruent (RHS)", marks: 1 },
            { step: String.raw`Concluding $TP = TQ$`, marks: 0.5 },
          ],
          or: {
            text: String.raw`A quadrilateral $ABCD$ is drawn to circumscribe a circle. Prove that $AB + CD = AD + BC$.`,
            marks: 3,
            answer: String.raw`Let the sides $AB$, $BC$, $CD$ and $DA$ touch the circle at $P$, $Q$, $R$ and $S$ respectively.

Tangents from an external point are equal, so $AP = AS$, $BP = BQ$, $CR = CQ$, $DR = DS$.

Adding: $AP + BP + CR + DR = AS + BQ + CQ + DS$, i.e. $(AP + BP) + (CR + DR) = (AS + DS) + (BQ + CQ)$.

So $AB + CD = AD + BC$.`,
            scheme: [
              { step: "Figure with the points of contact named", marks: 0.5 },
              { step: "The four pairs of equal tangents", marks: 1.5 },
              {
                step: String.raw`Adding and concluding $AB + CD = AD + BC$`,
                marks: 1,
              },
            ],
          },
        },
        {
          kind: "written",
          text: String.raw`Prove that $\dfrac{1 + \sec\theta}{\sec\theta} = \dfrac{\sin^2\theta}{1 - \cos\theta}$.`,
          marks: 3,
          answer: String.raw`LHS $= \dfrac{1 + \frac{1}{\cos\theta}}{\frac{1}{\cos\theta}} = \dfrac{\cos\theta + 1}{\cos\theta} \times \cos\theta = 1 + \cos\theta$.

RHS $= \dfrac{\sin^2\theta}{1 - \cos\theta} = \dfrac{1 - \cos^2\theta}{1 - \cos\theta} = \dfrac{(1 - \cos\theta)(1 + \cos\theta)}{1 - \cos\theta} = 1 + \cos\theta$.

LHS = RHS, so the identity is proved.`,
          scheme: [
            { step: String.raw`Simplifying LHS to $1 + \cos\theta$`, marks: 1 },
            {
              step: String.raw`Using $\sin^2\theta = 1 - \cos^2\theta$`,
              marks: 1,
            },
            {
              step: String.raw`Simplifying RHS to $1 + \cos\theta$ and concluding`,
              marks: 1,
            },
          ],
        },
        {
          kind: "written",
          text: String.raw`A chord of a circle of radius 21 cm subtends an angle of $60°$ at the centre. Find the area of the corresponding minor segment. (Use $\pi = \frac{22}{7}$ and $\sqrt3 = 1.73$.)`,
          marks: 3,
          answer: String.raw`Area of the sector $= \frac{60}{360} \times \frac{22}{7} \times 21 \times 21 = \frac16 \times 1386 = 231\ \text{cm}^2$.

The triangle formed by the chord and the two radii has two sides of 21 cm enclosing $60°$, so it is equilateral. Its area $= \frac{\sqrt3}{4} \times 21^2 = \frac{1.73 \times 441}{4} = 190.7325\ \text{cm}^2$.

Area of the minor segment $= 231 - 190.7325 = 40.2675 \approx 40.27\ \text{cm}^2$.`,
          scheme: [
            {
              step: String.raw`Area of the sector $= 231\ \text{cm}^2$`,
              marks: 1,
            },
            {
              step: String.raw`Area of the equilateral triangle $\approx 190.73\ \text{cm}^2$`,
              marks: 1,
            },
            {
              step: String.raw`Area of the segment $\approx 40.27\ \text{cm}^2$`,
              marks: 1,
            },
          ],
        },
        {
          kind: "written",
          text: String.raw`In $\triangle PQR$, $S$ and $T$ are points on $PQ$ and $PR$ such that $PS = 3$ cm, $SQ = 6$ cm, $PT = 4$ cm and $TR = 8$ cm. Show that $ST \parallel QR$, and find $QR$ if $ST = 2.5$ cm.`,
          marks: 3,
          answer: String.raw`$\frac{PS}{SQ} = \frac36 = \frac12$ and $\frac{PT}{TR} = \frac48 = \frac12$. Since $\frac{PS}{SQ} = \frac{PT}{TR}$, by the converse of the Basic Proportionality Theorem, $ST \parallel QR$.

In $\triangle PST$ and $\triangle PQR$: $\angle P$ is common and $\angle PST = \angle PQR$ (corresponding angles, $ST \parallel QR$). So $\triangle PST \sim \triangle PQR$ (AA).

Hence $\frac{ST}{QR} = \frac{PS}{PQ} = \frac{3}{9} = \frac13$, so $QR = 3 \times 2.5 = 7.5$ cm.`,
          scheme: [
            {
              step: String.raw`Equal ratios and the converse of BPT: $ST \parallel QR$`,
              marks: 1,
            },
            {
              step: String.raw`$\triangle PST \sim \triangle PQR$ (AA) with reasons`,
              marks: 1,
            },
            { step: String.raw`$QR = 7.5$ cm`, marks: 1 },
          ],
        },
      ],
    },
    {
      name: "Section D",
      description: "4 long answer questions of 5 marks each",
      questions: [
        {
          kind: "written",
          text: "A shopkeeper buys some notebooks for ₹600. Had each notebook cost ₹5 less, he would have got 10 more notebooks for the same amount. Find the original cost of one notebook.",
          marks: 5,
          answer: String.raw`Let the original cost of a notebook be ₹$x$. Number bought $= \frac{600}{x}$; at ₹$(x - 5)$ each, the number would be $\frac{600}{x - 5}$.

$\frac{600}{x - 5} - \frac{600}{x} = 10$

$600 \cdot \frac{x - (x - 5)}{x(x - 5)} = 10 \;\Rightarrow\; 3000 = 10x(x - 5) \;\Rightarrow\; x^2 - 5x - 300 = 0$.

$x^2 - 20x + 15x - 300 = 0 \;\Rightarrow\; (x - 20)(x + 15) = 0$, so $x = 20$ or $x = -15$.

A cost cannot be negative, so $x = 20$: one notebook originally cost ₹20. (Check: ₹600 buys 30 at ₹20 and 40 at ₹15.)`,
          scheme: [
            { step: "Expressions for the two numbers of notebooks", marks: 1 },
            { step: "Forming the equation", marks: 1 },
            { step: String.raw`Reducing it to $x^2 - 5x - 300 = 0$`, marks: 1 },
            { step: String.raw`Solving: $x = 20$ or $x = -15$`, marks: 1 },
            { step: "Rejecting the negative root; cost ₹20", marks: 1 },
          ],
          or: {
            text: "The sum of the first 6 terms of an AP is 48 and the sum of its next 6 terms is 120. Find the AP and its 20th term.",
            marks: 5,
            answer: String.raw`$S_6 = \frac62(2a + 5d) = 48 \Rightarrow 2a + 5d = 16$ … (1)

The first 12 terms add up to $48 + 120 = 168$: $S_{12} = \frac{12}{2}(2a + 11d) = 168 \Rightarrow 2a + 11d = 28$ … (2)

Subtracting (1) from (2): $6d = 12$, $d = 2$; then $2a = 16 - 10$, $a = 3$.

The AP is $3, 5, 7, 9, \ldots$ and $a_{20} = a + 19d = 3 + 38 = 41$.`,
            scheme: [
              { step: String.raw`Equation from $S_6 = 48$`, marks: 1 },
              { step: String.raw`Equation from $S_{12} = 168$`, marks: 1 },
              { step: String.raw`$d = 2$`, marks: 1 },
              { step: String.raw`$a = 3$ and the AP`, marks: 1 },
              { step: String.raw`$a_{20} = 41$`, marks: 1 },
            ],
          },
        },
        {
          kind: "written",
          text: String.raw`State and prove the Basic Proportionality Theorem. Use it to find $x$ when, in $\triangle ABC$ with $DE \parallel BC$ ($D$ on $AB$, $E$ on $AC$), $AD = x + 1$, $DB = 3x - 1$, $AE = x + 3$ and $EC = 3x + 4$ (lengths in cm).`,
          marks: 5,
          answer: String.raw`Statement: if a line is drawn parallel to one side of a triangle to meet the other two sides in distinct points, it divides those two sides in the same ratio.

Given: $\triangle ABC$ with $DE \parallel BC$, $D$ on $AB$, $E$ on $AC$. To prove: $\frac{AD}{DB} = \frac{AE}{EC}$.

Construction: join $BE$ and $CD$; draw $EN \perp AB$ and $DM \perp AC$.

Proof: $\frac{\text{ar}(ADE)}{\text{ar}(BDE)} = \frac{\frac12 \cdot AD \cdot EN}{\frac12 \cdot DB \cdot EN} = \frac{AD}{DB}$, and $\frac{\text{ar}(ADE)}{\text{ar}(DEC)} = \frac{\frac12 \cdot AE \cdot DM}{\frac12 \cdot EC \cdot DM} = \frac{AE}{EC}$.

Triangles $BDE$ and $DEC$ stand on the same base $DE$ between the same parallels $DE$ and $BC$, so $\text{ar}(BDE) = \text{ar}(DEC)$. Hence $\frac{AD}{DB} = \frac{AE}{EC}$.

Application: $\frac{x + 1}{3x - 1} = \frac{x + 3}{3x + 4}$, so $(x + 1)(3x + 4) = (x + 3)(3x - 1)$: $3x^2 + 7x + 4 = 3x^2 + 8x - 3$, giving $x = 7$. (Check: $\frac{8}{20} = \frac{10}{25} = \frac25$.)`,
          scheme: [
            { step: "Statement of the theorem", marks: 1 },
            { step: "Given, to prove, figure and construction", marks: 1 },
            {
              step: "Proof through the ratios of areas and the equal-area triangles",
              marks: 2,
            },
            { step: String.raw`Application: $x = 7$`, marks: 1 },
          ],
        },
        {
          kind: "written",
          text: "A solid toy is in the form of a hemisphere surmounted by a right circular cone of the same radius. The radius is 3.5 cm and the height of the cone is 12 cm. Find the volume and the total surface area of the toy.",
          marks: 5,
          answer: String.raw`$r = 3.5$ cm, $h = 12$ cm. Slant height $l = \sqrt{h^2 + r^2} = \sqrt{144 + 12.25} = \sqrt{156.25} = 12.5$ cm.

Volume $= \frac23\pi r^3 + \frac13\pi r^2 h = \frac13\pi r^2(2r + h) = \frac13 \times \frac{22}{7} \times 12.25 \times 19 = \frac{38.5 \times 19}{3} = \frac{731.5}{3} \approx 243.83\ \text{cm}^3$.

Total surface area $=$ CSA of hemisphere $+$ CSA of cone $= 2\pi r^2 + \pi r l$

$= 2 \times 38.5 + \frac{22}{7} \times 3.5 \times 12.5 = 77 + 137.5 = 214.5\ \text{cm}^2$.`,
          scheme: [
            { step: "Slant height 12.5 cm", marks: 1 },
            {
              step: "Correct formula for the volume of the combined solid",
              marks: 0.5,
            },
            {
              step: String.raw`Volume $\approx 243.83\ \text{cm}^3$`,
              marks: 1.5,
            },
            {
              step: "Surface area as the sum of the two curved surfaces",
              marks: 0.5,
            },
            {
              step: String.raw`Surface area $= 214.5\ \text{cm}^2$`,
              marks: 1.5,
            },
          ],
          or: {
            text: "From a solid cylinder of height 14 cm and base diameter 7 cm, two equal conical holes, each of radius 2.1 cm and height 4 cm, are cut out, one at each end. Find the volume of the remaining solid.",
            marks: 5,
            answer: String.raw`Volume of the cylinder $= \pi r^2 h = \frac{22}{7} \times 3.5 \times 3.5 \times 14 = 539\ \text{cm}^3$.

Volume of one cone $= \frac13\pi r^2 h = \frac13 \times \frac{22}{7} \times 2.1 \times 2.1 \times 4 = 18.48\ \text{cm}^3$; two cones: $36.96\ \text{cm}^3$.

Remaining volume $= 539 - 36.96 = 502.04\ \text{cm}^3$.`,
            scheme: [
              {
                step: String.raw`Volume of the cylinder $= 539\ \text{cm}^3$`,
                marks: 2,
              },
              {
                step: String.raw`Volume of the two cones $= 36.96\ \text{cm}^3$`,
                marks: 2,
              },
              {
                step: String.raw`Remaining volume $= 502.04\ \text{cm}^3$`,
                marks: 1,
              },
            ],
          },
        },
        {
          kind: "written",
          text: "The daily time spent online by 50 students is given below. Find the mean and the mode of the data.\n\nTime (minutes): 0–20, 20–40, 40–60, 60–80, 80–100, 100–120\n\nNumber of students: 6, 9, 15, 12, 5, 3",
          marks: 5,
          answer: String.raw`Mean (direct method). Class marks $x_i$: 10, 30, 50, 70, 90, 110. Products $f_i x_i$: 60, 270, 750, 840, 450, 330.

$\sum f_i = 50$, $\sum f_i x_i = 2700$, so mean $= \frac{2700}{50} = 54$ minutes.

Mode. The highest frequency is 15, so the modal class is 40–60: $l = 40$, $f_1 = 15$, $f_0 = 9$, $f_2 = 12$, $h = 20$.

Mode $= l + \frac{f_1 - f_0}{2f_1 - f_0 - f_2} \times h = 40 + \frac{15 - 9}{30 - 9 - 12} \times 20 = 40 + \frac{6}{9} \times 20 = 40 + 13.33 = 53.33$ minutes.`,
          scheme: [
            {
              step: String.raw`Class marks and the products $f_i x_i$`,
              marks: 1,
            },
            {
              step: String.raw`$\sum f_i x_i = 2700$ and mean $= 54$`,
              marks: 1.5,
            },
            {
              step: "Modal class and the values of l, f₁, f₀, f₂, h",
              marks: 1,
            },
            { step: "Mode formula and mode ≈ 53.33", marks: 1.5 },
          ],
        },
      ],
    },
    {
      name: "Section E",
      description:
        "3 case-based questions of 4 marks each (parts of 1, 1 and 2 marks)",
      questions: [
        {
          kind: "case",
          passage:
            "A school is setting up seats in its new auditorium for the annual day. The first row has 20 seats, and each row after it has 2 seats more than the row in front of it. The auditorium has 25 rows in all.",
          parts: [
            {
              kind: "mcq",
              text: "How many seats are there in the 10th row?",
              options: ["36", "38", "40", "18"],
              correct: 1,
              marks: 1,
              explanation: String.raw`The seats per row form an AP with $a = 20$, $d = 2$: $a_{10} = 20 + 9 \times 2 = 38$.`,
            },
            {
              kind: "mcq",
              text: "Which row has 50 seats?",
              options: ["15th", "17th", "25th", "16th"],
              correct: 3,
              marks: 1,
              explanation: String.raw`$20 + (n - 1) \times 2 = 50 \Rightarrow n - 1 = 15 \Rightarrow n = 16$.`,
            },
            {
              kind: "written",
              text: "Find the total number of seats in the auditorium.",
              marks: 2,
              answer: String.raw`$S_n = \frac n2[2a + (n - 1)d]$, so $S_{25} = \frac{25}{2}[40 + 24 \times 2] = \frac{25}{2} \times 88 = 1100$ seats.`,
              scheme: [
                {
                  step: String.raw`Correct formula for $S_n$ with $a = 20$, $d = 2$, $n = 25$`,
                  marks: 1,
                },
                { step: "Total 1100 seats", marks: 1 },
              ],
              or: {
                text: "For a smaller event only the first few rows are used, seating 560 people in all. How many rows are used?",
                marks: 2,
                answer: String.raw`$\frac n2[40 + (n - 1) \times 2] = 560 \Rightarrow n(n + 19) = 560 \Rightarrow n^2 + 19n - 560 = 0$.

$(n + 35)(n - 16) = 0$, and $n$ is positive, so $n = 16$ rows.`,
                scheme: [
                  { step: String.raw`Forming $n^2 + 19n - 560 = 0$`, marks: 1 },
                  {
                    step: "Solving and rejecting the negative root: 16 rows",
                    marks: 1,
                  },
                ],
              },
            },
          ],
        },
        {
          kind: "case",
          passage: String.raw`A lighthouse stands on a rocky shore; its top is 75 m above sea level. From the top, a guard sees two ships sailing in a straight line towards the foot of the lighthouse, both on the same side of it. The angle of depression of the nearer ship is $45°$ and that of the farther ship is $30°$. (Take $\sqrt3 = 1.732$.)`,
          parts: [
            {
              kind: "mcq",
              text: "How far is the nearer ship from the foot of the lighthouse?",
              options: [
                "75 m",
                String.raw`$75\sqrt3$ m`,
                String.raw`$25\sqrt3$ m`,
                "150 m",
              ],
              correct: 0,
              marks: 1,
              explanation: String.raw`The angle of depression equals the angle of elevation from the ship: $\tan 45° = \frac{75}{x}$, so $x = 75$ m.`,
            },
            {
              kind: "mcq",
              text: "How far is the farther ship from the foot of the lighthouse?",
              options: [
                "75 m",
                String.raw`$25\sqrt3$ m`,
                String.raw`$75\sqrt3$ m`,
                "150 m",
              ],
              correct: 2,
              marks: 1,
              explanation: String.raw`$\tan 30° = \frac{75}{y} \Rightarrow \frac{1}{\sqrt3} = \frac{75}{y} \Rightarrow y = 75\sqrt3$ m.`,
            },
            {
              kind: "written",
              text: "Find the distance between the two ships.",
              marks: 2,
              answer: String.raw`Distance $= 75\sqrt3 - 75 = 75(\sqrt3 - 1) = 75 \times 0.732 = 54.9$ m.`,
              scheme: [
                { step: String.raw`Distance $= 75\sqrt3 - 75$`, marks: 1 },
                { step: String.raw`$75(\sqrt3 - 1) = 54.9$ m`, marks: 1 },
              ],
              or: {
                text: String.raw`A boat sails straight towards the lighthouse, and its angle of depression from the top changes from $30°$ to $60°$. How far has the boat travelled?`,
                marks: 2,
                answer: String.raw`At $30°$ the boat is $\frac{75}{\tan 30°} = 75\sqrt3$ m away; at $60°$ it is $\frac{75}{\tan 60°} = \frac{75}{\sqrt3} = 25\sqrt3$ m away.

Distance travelled $= 75\sqrt3 - 25\sqrt3 = 50\sqrt3 = 50 \times 1.732 = 86.6$ m.`,
                scheme: [
                  {
                    step: String.raw`The two distances $75\sqrt3$ m and $25\sqrt3$ m (½ each)`,
                    marks: 1,
                  },
                  {
                    step: String.raw`Distance travelled $= 50\sqrt3 \approx 86.6$ m`,
                    marks: 1,
                  },
                ],
              },
            },
          ],
        },
        {
          kind: "case",
          passage:
            "At a school fair, a stall has a box of 40 cards numbered 1 to 40. A player draws one card at random after the cards are well shuffled, and the result depends on the number on the card.",
          parts: [
            {
              kind: "mcq",
              text: "What is the probability that the number drawn is a multiple of 5?",
              options: [
                String.raw`$\frac18$`,
                String.raw`$\frac15$`,
                String.raw`$\frac14$`,
                String.raw`$\frac{3}{20}$`,
              ],
              correct: 1,
              marks: 1,
              explanation: String.raw`Multiples of 5 up to 40: 5, 10, …, 40 — 8 numbers. Probability $= \frac{8}{40} = \frac15$.`,
            },
            {
              kind: "mcq",
              text: "What is the probability that the number drawn is a prime number?",
              options: [
                String.raw`$\frac{11}{40}$`,
                String.raw`$\frac{13}{40}$`,
                String.raw`$\frac14$`,
                String.raw`$\frac{3}{10}$`,
              ],
              correct: 3,
              marks: 1,
              explanation: String.raw`The primes up to 40 are 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 — 12 numbers. Probability $= \frac{12}{40} = \frac{3}{10}$.`,
            },
            {
              kind: "written",
              text: "A player wins a prize if the number drawn is a perfect square or a multiple of 7. Find the probability that the player wins, and the probability that the player does not win.",
              marks: 2,
              answer: String.raw`Perfect squares: 1, 4, 9, 16, 25, 36 (6 numbers). Multiples of 7: 7, 14, 21, 28, 35 (5 numbers). No number is in both lists (49 exceeds 40), so 11 numbers win.

$P(\text{win}) = \frac{11}{40}$ and $P(\text{not win}) = 1 - \frac{11}{40} = \frac{29}{40}$.`,
              scheme: [
                { step: "Listing the 11 favourable numbers", marks: 1 },
                {
                  step: String.raw`$P(\text{win}) = \frac{11}{40}$, $P(\text{not win}) = \frac{29}{40}$ (½ each)`,
                  marks: 1,
                },
              ],
              or: {
                text: "All the cards bearing multiples of 4 are taken out of the box. A card is then drawn at random from the rest. Find the probability that it bears an odd number.",
                marks: 2,
                answer: String.raw`Multiples of 4 up to 40: 4, 8, …, 40 — 10 cards, so 30 cards remain. None of the 20 odd numbers from 1 to 39 is a multiple of 4, so all 20 remain.

$P(\text{odd}) = \frac{20}{30} = \frac23$.`,
                scheme: [
                  { step: "30 cards remain, 20 of them odd", marks: 1 },
                  { step: String.raw`Probability $= \frac23$`, marks: 1 },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};
