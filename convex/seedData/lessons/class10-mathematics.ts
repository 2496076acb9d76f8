import type { LessonText } from "./types";

/** Full lesson texts for Class 10 Mathematics (NCERT, rationalised syllabus). */
export const LESSONS: LessonText[] = [
  // ── Chapter 1: Real Numbers ──────────────────────────────────────────
  {
    chapter: 1,
    lesson: 1,
    title: "The Fundamental Theorem of Arithmetic",
    body: String.raw`By the end of this lesson you will be able to write any composite number as a product of primes, explain why that product is unique, and use the idea to answer questions such as "can this number ever end in 0?"

## Building numbers from primes

Recall that a **prime** number has exactly two factors, 1 and itself: 2, 3, 5, 7, 11, 13, … A **composite** number has more than two factors: 4, 6, 8, 9, 10, … (The number 1 is neither prime nor composite.)

Primes are the building blocks of all natural numbers. Take 2, 3 and 5 and multiply them in different ways:

$$
2 \times 3 = 6, \qquad 2 \times 2 \times 5 = 20, \qquad 3 \times 3 \times 5 \times 5 = 225.
$$

Every composite number can be produced like this. Going the other way, we can break any composite number down into primes by repeatedly dividing by the smallest prime that goes into it. A **factor tree** is a neat way to record this.

## The theorem

**Fundamental Theorem of Arithmetic.** Every composite number can be expressed (factorised) as a product of primes, and this factorisation is unique, apart from the order in which the prime factors occur.

So whether you start splitting 60 as $6 \times 10$ or as $4 \times 15$, you always end with the same primes:

$$
60 = 2 \times 2 \times 3 \times 5 = 2^2 \times 3 \times 5.
$$

We usually write the primes in ascending order and group repeated primes as powers. This is called the **prime factorisation** of the number.

Why does uniqueness matter? Because it lets us reason about a number just by looking at its primes. If a number has the prime 5 in its factorisation, 5 divides it; if 5 does not appear, then no amount of rearranging will make 5 divide it.

### Example 1: Prime factorisation of 32760

1. 32760 is even: $32760 = 2 \times 16380$.
2. $16380 = 2 \times 8190$, and $8190 = 2 \times 4095$.
3. 4095 is odd; its digit sum is $4+0+9+5 = 18$, so 3 divides it: $4095 = 3 \times 1365$.
4. $1365 = 3 \times 455$ (digit sum 15).
5. 455 ends in 5: $455 = 5 \times 91$.
6. $91 = 7 \times 13$, and both are prime.
7. Collecting: $32760 = 2^3 \times 3^2 \times 5 \times 7 \times 13$.

Check: $8 \times 9 = 72$, $72 \times 5 = 360$, $360 \times 7 = 2520$, $2520 \times 13 = 32760$. ✓

### Example 2: Can $4^n$ end with the digit 0?

1. A number ending in 0 is divisible by 10, and $10 = 2 \times 5$. So its prime factorisation must contain both 2 and 5.
2. $4^n = (2^2)^n = 2^{2n}$. The only prime in it is 2.
3. By the uniqueness part of the theorem, $4^n$ has no other prime factors, so 5 does not divide $4^n$.
4. Hence $4^n$ can never end with 0, for any natural number $n$.

### Example 3: Is $7 \times 11 \times 13 + 13$ composite?

1. Take 13 common: $7 \times 11 \times 13 + 13 = 13(7 \times 11 + 1) = 13 \times 78$.
2. So the number has factors other than 1 and itself (13 and 78, for instance). It is composite.
3. In fact $13 \times 78 = 1014 = 2 \times 3 \times 13^2$.

## A Diwali puzzle

Riya is packing 72 laddoos into boxes so that every box holds the same number and there are at least 2 boxes with at least 2 laddoos each. Since $72 = 2^3 \times 3^2$, every possible box size is built from these primes: 2, 3, 4, 6, 8, 9, 12, 18, 24 or 36. Knowing the prime factorisation gives you the complete list of factors without any guesswork.

## Common mistakes

- Stopping at a composite factor, e.g. writing $140 = 2^2 \times 35$. 35 is not prime; the factorisation is $2^2 \times 5 \times 7$.
- Counting 1 as a prime factor. 1 is not prime, and it never appears in a prime factorisation.
- Forgetting repeated primes: $72 = 2 \times 3^2 \times 4$ is wrong twice over; the correct form is $2^3 \times 3^2$.
- Thinking a large number must have a 5 in it "somewhere". Uniqueness means only the primes you find are there.

## Summary

Every composite number is a product of primes in exactly one way, apart from order; this is the Fundamental Theorem of Arithmetic. To find the factorisation, keep dividing by primes (a factor tree helps) and write the result with powers in ascending order. Because the factorisation is unique, you can decide divisibility questions, such as whether $4^n$ or $6^n$ can end in 0, simply by checking which primes are present.`,
    check: [
      {
        question: "Write 156 as a product of its prime factors.",
        answer: "156 = 2 × 78 = 2 × 2 × 39 = 2² × 3 × 13.",
      },
      {
        question: "Express 3825 as a product of primes.",
        answer: "3825 = 3 × 1275 = 3 × 3 × 425 = 3² × 5 × 85 = 3² × 5² × 17.",
      },
      {
        question:
          "Can 6ⁿ end with the digit 0 for some natural number n? Give a reason.",
        answer:
          "No. 6ⁿ = 2ⁿ × 3ⁿ; by uniqueness of prime factorisation it has no factor 5, so it is not divisible by 10.",
      },
      {
        question: "Is 5 × 4 × 3 × 2 × 1 + 5 prime or composite?",
        answer: "Composite: it equals 5(4 × 3 × 2 × 1 + 1) = 5 × 25 = 125.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 2,
    title: "HCF and LCM by Prime Factorisation",
    body: String.raw`In this lesson you will learn to find the HCF (highest common factor) and LCM (lowest common multiple) of two or three numbers from their prime factorisations, and to use the link between them: for two numbers, HCF × LCM equals the product of the numbers.

## What HCF and LCM mean

The **HCF** of some numbers is the largest number that divides each of them. The **LCM** is the smallest positive number that each of them divides. If you have two ribbons of 96 cm and 404 cm and want to cut both into equal pieces of the greatest possible length, you need the HCF. If two buses leave a depot every 12 and 15 minutes, they leave together again after the LCM of 12 and 15 minutes.

## The rule with primes

Write each number as a product of prime powers. Then:

- **HCF** = product of the **smallest power** of each prime that is **common** to all the numbers.
- **LCM** = product of the **greatest power** of **every** prime that appears in any of the numbers.

For 6 and 20: $6 = 2 \times 3$ and $20 = 2^2 \times 5$. The only common prime is 2, with smallest power $2^1$, so HCF $= 2$. The primes appearing are 2, 3 and 5, with greatest powers $2^2, 3, 5$, so LCM $= 2^2 \times 3 \times 5 = 60$.

## A useful relationship

For any two positive integers $a$ and $b$,

$$
\text{HCF}(a, b) \times \text{LCM}(a, b) = a \times b.
$$

For 6 and 20: $2 \times 60 = 120 = 6 \times 20$. ✓ The reason is that, prime by prime, the HCF takes the smaller power and the LCM the larger, so between them they use every power exactly once.

Be careful: this holds for **two** numbers only. For three numbers it generally fails.

### Example 1: HCF and LCM of 96 and 404

1. $96 = 2^5 \times 3$.
2. $404 = 2^2 \times 101$ (101 is prime).
3. Common prime: only 2; smallest power $2^2$. So HCF $= 4$.
4. Use the relationship: LCM $= \dfrac{96 \times 404}{4} = \dfrac{38784}{4} = 9696$.
5. Check directly: LCM $= 2^5 \times 3 \times 101 = 32 \times 303 = 9696$. ✓

### Example 2: HCF and LCM of 6, 72 and 120

1. $6 = 2 \times 3$, $72 = 2^3 \times 3^2$, $120 = 2^3 \times 3 \times 5$.
2. Primes common to all three: 2 and 3. Smallest powers: $2^1$ and $3^1$. HCF $= 2 \times 3 = 6$.
3. All primes that appear: 2, 3, 5. Greatest powers: $2^3$, $3^2$, $5$. LCM $= 8 \times 9 \times 5 = 360$.
4. Notice $6 \times 72 \times 120 = 51840$ but HCF $\times$ LCM $= 6 \times 360 = 2160$. The product rule does not work for three numbers.

### Example 3: Walking round a cricket ground

Sonia takes 18 minutes to go once round a cricket ground, while Ravi takes 12 minutes. They start together from the same point in the same direction. When do they meet again at the start?

1. They meet at the start after a time that is a multiple of both 18 and 12, and we want the first such time: the LCM.
2. $18 = 2 \times 3^2$, $12 = 2^2 \times 3$.
3. LCM $= 2^2 \times 3^2 = 36$.
4. They meet again at the starting point after 36 minutes.

### Example 4: Finding a missing number

The HCF of two numbers is 9 and their LCM is 360. One number is 45. Find the other.

1. Other number $= \dfrac{\text{HCF} \times \text{LCM}}{45} = \dfrac{9 \times 360}{45} = \dfrac{3240}{45} = 72$.
2. Check: $45 = 3^2 \times 5$, $72 = 2^3 \times 3^2$; HCF $= 3^2 = 9$ and LCM $= 2^3 \times 3^2 \times 5 = 360$. ✓

## Common mistakes

- Taking the **largest** power for the HCF or the **smallest** for the LCM. Remember: HCF is "small and shared", LCM is "large and everything".
- Leaving out a prime in the LCM because it appears in only one number (such as 101 above).
- Using HCF × LCM = product for three numbers.
- Not checking: the HCF must divide every number, and every number must divide the LCM.

## Summary

Factorise each number into primes. The HCF uses only the common primes, each to its smallest power; the LCM uses every prime that appears, each to its greatest power. For two numbers, HCF × LCM equals their product, which lets you find one from the other. Use the HCF for "largest equal pieces" problems and the LCM for "when do they coincide again" problems.`,
    check: [
      {
        question: "Find the HCF and LCM of 26 and 91.",
        answer:
          "26 = 2 × 13, 91 = 7 × 13. HCF = 13; LCM = 2 × 7 × 13 = 182. Check: 13 × 182 = 2366 = 26 × 91.",
      },
      {
        question: "Find the LCM of 12, 15 and 21.",
        answer:
          "12 = 2² × 3, 15 = 3 × 5, 21 = 3 × 7, so LCM = 2² × 3 × 5 × 7 = 420.",
      },
      {
        question: "Given HCF(306, 657) = 9, find LCM(306, 657).",
        answer: "LCM = 306 × 657 ÷ 9 = 201042 ÷ 9 = 22338.",
      },
      {
        question:
          "Two bells ring every 20 minutes and every 30 minutes. If they ring together at 8:00 a.m., when do they next ring together?",
        answer: "LCM(20, 30) = 60 minutes, so at 9:00 a.m.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 3,
    title: "Proving Numbers Irrational",
    body: String.raw`By the end of this lesson you will be able to prove that numbers like $\sqrt{2}$, $\sqrt{3}$ and $\sqrt{5}$ are irrational, and to show that numbers such as $5 - \sqrt{3}$ and $3\sqrt{2}$ are irrational as well.

## Rational and irrational

A number is **rational** if it can be written as $\dfrac{p}{q}$, where $p$ and $q$ are integers and $q \neq 0$. Examples: $\dfrac{22}{7}$, $0.125 = \dfrac{1}{8}$, $-4 = \dfrac{-4}{1}$. A real number that cannot be written this way is **irrational**: $\sqrt{2}$, $\sqrt{3}$, $\pi$, $0.10110111011110\ldots$

The idea is ancient. Around 400 BC the followers of Pythagoras in Greece discovered that the diagonal of a square with side 1 cannot be measured as a ratio of whole numbers, and the story goes that the discovery greatly upset them. In India, the Sulba Sutras (around 800–500 BC) already gave a very accurate value for the length of this diagonal, $\sqrt{2}$.

Checking a few decimals can never prove irrationality. We need a proof, and the tool is **proof by contradiction**: assume the opposite and show that it leads to something impossible.

## The key fact

**Theorem.** Let $p$ be a prime. If $p$ divides $a^2$ (where $a$ is a positive integer), then $p$ divides $a$.

Why? Write $a = p_1 p_2 \cdots p_n$ as a product of primes. Then $a^2 = (p_1 p_1)(p_2 p_2)\cdots(p_n p_n)$. By the Fundamental Theorem of Arithmetic, the only primes dividing $a^2$ are $p_1, \ldots, p_n$. So if $p$ divides $a^2$, $p$ is one of them, and hence $p$ divides $a$.

### Example 1: $\sqrt{2}$ is irrational

1. Suppose, to the contrary, that $\sqrt{2}$ is rational. Then $\sqrt{2} = \dfrac{a}{b}$ for integers $a$, $b$ with $b \neq 0$.
2. Cancel any common factors, so that $a$ and $b$ are **coprime** (their only common factor is 1).
3. Then $b\sqrt{2} = a$. Squaring, $2b^2 = a^2$.
4. So 2 divides $a^2$, and by the theorem 2 divides $a$. Write $a = 2c$ for some integer $c$.
5. Substituting, $2b^2 = 4c^2$, i.e. $b^2 = 2c^2$. So 2 divides $b^2$, and hence 2 divides $b$.
6. Now 2 divides both $a$ and $b$, which contradicts step 2, where they were coprime.
7. The contradiction came from assuming $\sqrt{2}$ is rational. Therefore $\sqrt{2}$ is irrational.

The same steps, with 3 in place of 2, prove that $\sqrt{3}$ is irrational; with 5, that $\sqrt{5}$ is irrational. The proof uses the fact that the number under the root is prime.

## Combining rationals and irrationals

If $r$ is a non-zero rational number and $x$ is irrational, then $r + x$, $r - x$, $rx$ and $\dfrac{x}{r}$ are all irrational. We prove such results by contradiction too.

### Example 2: $5 - \sqrt{3}$ is irrational

1. Suppose $5 - \sqrt{3}$ is rational: $5 - \sqrt{3} = \dfrac{a}{b}$ with integers $a$, $b$, $b \neq 0$.
2. Rearranging, $\sqrt{3} = 5 - \dfrac{a}{b} = \dfrac{5b - a}{b}$.
3. Since $a$ and $b$ are integers, $\dfrac{5b - a}{b}$ is rational, so $\sqrt{3}$ would be rational.
4. This contradicts the fact that $\sqrt{3}$ is irrational. Hence $5 - \sqrt{3}$ is irrational.

### Example 3: $3\sqrt{2}$ is irrational

1. Suppose $3\sqrt{2} = \dfrac{a}{b}$ with integers $a$, $b$, $b \neq 0$.
2. Then $\sqrt{2} = \dfrac{a}{3b}$, which is a ratio of integers with non-zero denominator, hence rational.
3. This contradicts the irrationality of $\sqrt{2}$. So $3\sqrt{2}$ is irrational.

## A word of caution

Two irrationals can combine to give a rational: $\sqrt{2} \times \sqrt{2} = 2$ and $(3 + \sqrt{5}) + (3 - \sqrt{5}) = 6$. The rule above is about a rational combined with an irrational, not two irrationals.

## Common mistakes

- Forgetting to say that $a$ and $b$ are coprime. The contradiction depends on it.
- Claiming "$\sqrt{2} = 1.414\ldots$ goes on for ever, so it is irrational". A calculator shows only finitely many digits; that is not a proof.
- Using the key theorem for a non-prime: 4 divides $6^2 = 36$ but 4 does not divide 6.
- Multiplying an irrational by 0: $0 \times \sqrt{2} = 0$ is rational, which is why the rational must be non-zero.

## Summary

If a prime divides $a^2$, it divides $a$. With this fact and a proof by contradiction, assuming $\sqrt{p} = \dfrac{a}{b}$ in lowest terms leads to $p$ dividing both $a$ and $b$, which is impossible, so $\sqrt{p}$ is irrational for every prime $p$. Adding, subtracting, multiplying or dividing an irrational by a non-zero rational always gives an irrational number, which you prove by isolating the known irrational and reaching the same kind of contradiction.`,
    check: [
      {
        question: "Prove that √5 is irrational (outline the steps).",
        answer:
          "Assume √5 = a/b with a, b coprime. Then 5b² = a², so 5 divides a; write a = 5c. Then b² = 5c², so 5 divides b. 5 divides both a and b — a contradiction. Hence √5 is irrational.",
      },
      {
        question: "Show that 3 + 2√5 is irrational.",
        answer:
          "If 3 + 2√5 = a/b (integers, b ≠ 0), then √5 = (a − 3b)/(2b), which is rational — a contradiction, since √5 is irrational.",
      },
      {
        question: "Is 1/√2 rational or irrational?",
        answer:
          "Irrational: 1/√2 = √2/2, which is the irrational √2 multiplied by the non-zero rational 1/2.",
      },
      {
        question: "Give two irrational numbers whose product is rational.",
        answer: "For example √3 and 2√3: their product is 2 × 3 = 6.",
      },
    ],
  },
  // ── Chapter 2: Polynomials ───────────────────────────────────────────
  {
    chapter: 2,
    lesson: 1,
    title: "Polynomials and Their Zeroes",
    body: String.raw`In this lesson you will learn to name a polynomial by its degree, find its value at a given number, and decide whether a number is a zero of the polynomial. You will also find the zero of any linear polynomial in one step.

## Polynomials and degree

A **polynomial in $x$** is an expression made of terms of the form (number) $\times\, x^{\text{whole number}}$, added together. For example

$$
p(x) = 2x^3 - 5x^2 + 7, \qquad q(y) = y^2 - 4, \qquad r(t) = 3t + 1.
$$

Expressions such as $\dfrac{1}{x}$, $\sqrt{x}$ or $x^{-2}$ are **not** polynomials, because the powers of $x$ are not whole numbers.

The **degree** is the highest power of the variable in the polynomial (after simplifying). Polynomials get names from their degree:

| Degree | Name | General form | Example |
|---|---|---|---|
| 1 | linear | $ax + b$, $a \neq 0$ | $2x + 3$ |
| 2 | quadratic | $ax^2 + bx + c$, $a \neq 0$ | $x^2 - 3x - 4$ |
| 3 | cubic | $ax^3 + bx^2 + cx + d$, $a \neq 0$ | $x^3 - 4x$ |

The condition $a \neq 0$ matters: if $a$ were 0, the highest power would disappear and the degree would drop. A non-zero constant, such as 7, is a polynomial of degree 0.

## Value of a polynomial

If $p(x)$ is a polynomial and $k$ is any real number, $p(k)$ is the number you get by replacing $x$ by $k$ everywhere. For $p(x) = x^2 - 3x - 4$:

$$
p(2) = 2^2 - 3(2) - 4 = 4 - 6 - 4 = -6.
$$

## Zeroes of a polynomial

A real number $k$ is a **zero** of $p(x)$ if $p(k) = 0$. For the same $p(x)$,

$$
p(-1) = 1 + 3 - 4 = 0, \qquad p(4) = 16 - 12 - 4 = 0,
$$

so $-1$ and $4$ are zeroes of $x^2 - 3x - 4$. Notice that $x^2 - 3x - 4 = (x + 1)(x - 4)$; each factor becomes 0 at one of the zeroes. Finding zeroes and finding factors are closely linked.

## The zero of a linear polynomial

For $p(x) = ax + b$ with $a \neq 0$, set $p(k) = 0$:

$$
ak + b = 0 \quad\Rightarrow\quad k = -\frac{b}{a}.
$$

So a linear polynomial has exactly one zero, and it equals $-\dfrac{\text{constant term}}{\text{coefficient of } x}$. For $2x + 3$ the zero is $-\dfrac{3}{2}$.

### Example 1: Checking possible zeroes

Is $3$ a zero of $p(x) = x^3 - 2x^2 - 5x + 6$? Is $2$?

1. $p(3) = 27 - 2(9) - 5(3) + 6 = 27 - 18 - 15 + 6 = 0$. So 3 is a zero.
2. $p(2) = 8 - 2(4) - 5(2) + 6 = 8 - 8 - 10 + 6 = -4$. Since $p(2) \neq 0$, 2 is not a zero.

### Example 2: An auto-rickshaw fare

An auto fare is ₹30 for the first kilometre and ₹15 for each further kilometre. For a ride of $x$ km ($x \geq 1$) the fare is $F(x) = 30 + 15(x - 1) = 15x + 15$.

1. $F(x)$ is linear: degree 1, with $a = 15$ and $b = 15$.
2. Its zero is $-\dfrac{b}{a} = -\dfrac{15}{15} = -1$.
3. A ride of $-1$ km makes no sense, which tells us something useful: the formula never gives a fare of ₹0 for a real ride. A zero is a mathematical fact about the polynomial; whether it is meaningful depends on the situation.

### Example 3: Finding an unknown coefficient

If 2 is a zero of $p(x) = x^2 + kx - 10$, find $k$.

1. Since 2 is a zero, $p(2) = 0$: $4 + 2k - 10 = 0$.
2. So $2k = 6$ and $k = 3$.
3. Check: $p(x) = x^2 + 3x - 10 = (x + 5)(x - 2)$, and $p(2) = 0$. ✓ The other zero is $-5$.

## Why we care about zeroes

Zeroes are the answers to the question "when does this quantity become nothing?" If $p(x)$ gives the profit of a stall at a school mela when it sells $x$ plates of chaat, the zeroes tell you the break-even points, where the stall neither gains nor loses money. If $h(t)$ is the height of a ball above the ground $t$ seconds after it is thrown, a zero of $h$ tells you when the ball lands. Much of this chapter and the next two (linear equations and quadratic equations) is about finding such numbers quickly and reliably.

## Common mistakes

- Confusing "value" and "zero". $p(2) = -6$ means the value at 2 is $-6$; 2 is a zero only when the value is 0.
- Sign slips with negative numbers: $(-1)^2 = 1$ but $-1^2$ is read as $-(1^2) = -1$. Use brackets when you substitute.
- Writing the zero of $ax + b$ as $\dfrac{b}{a}$; the minus sign is essential.
- Calling $x^2 + \dfrac{1}{x}$ a polynomial. A variable in the denominator is not allowed.

## Summary

A polynomial's degree is its highest power, giving linear (1), quadratic (2) and cubic (3) polynomials. Substituting $k$ for $x$ gives the value $p(k)$, and $k$ is a zero exactly when $p(k) = 0$. Every linear polynomial $ax + b$ has exactly one zero, $-\dfrac{b}{a}$. Zeroes are tied to factors: if $(x - k)$ is a factor, then $k$ is a zero.`,
    check: [
      {
        question:
          "What is the degree of 5 − 3x + 2x³ − x²? Name the type of polynomial.",
        answer:
          "The highest power is 3, so the degree is 3: it is a cubic polynomial.",
      },
      {
        question: "Find the zero of p(x) = 3x − 7.",
        answer: "3k − 7 = 0, so k = 7/3.",
      },
      {
        question: "Are −2 and 1 zeroes of x² + x − 2?",
        answer:
          "p(−2) = 4 − 2 − 2 = 0 and p(1) = 1 + 1 − 2 = 0, so both are zeroes.",
      },
      {
        question: "If −1 is a zero of x² − 4x + k, find k.",
        answer: "1 + 4 + k = 0, so k = −5.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 2,
    title: "Geometrical Meaning of Zeroes",
    body: String.raw`By the end of this lesson you will be able to read the zeroes of a polynomial from its graph, describe the three ways a parabola can meet the x-axis, and explain why a polynomial of degree $n$ has at most $n$ zeroes.

## Zeroes are where the graph meets the x-axis

Draw the graph of $y = p(x)$. A point on the x-axis has $y = 0$, so a point where the graph meets the x-axis has $p(x) = 0$. Therefore:

**The zeroes of $p(x)$ are exactly the x-coordinates of the points where the graph of $y = p(x)$ meets the x-axis.**

## Linear polynomials

The graph of $y = ax + b$ ($a \neq 0$) is a straight line that is not parallel to the x-axis, so it crosses the x-axis at exactly one point, $\left(-\dfrac{b}{a}, 0\right)$. For $y = 2x + 3$, the crossing point is $(-1.5, 0)$, matching the zero $-\dfrac{3}{2}$.

## Quadratic polynomials

The graph of $y = ax^2 + bx + c$ ($a \neq 0$) is a U-shaped curve called a **parabola**. It opens upwards if $a > 0$ and downwards if $a < 0$. The path of a ball hit high by a batsman is close to a downward parabola.

![Graph of y = x² − 3x − 4 cutting the x-axis at −1 and 4](figure:parabola)

There are three possibilities for a quadratic:

1. The parabola **cuts** the x-axis at two distinct points: two zeroes.
2. It **touches** the x-axis at one point: one zero (in fact, two equal zeroes).
3. It **misses** the x-axis altogether (lying completely above or below it): no real zero.

![Three upward parabolas: one cutting the x-axis twice, one touching it once, one above it](figure:cases)

So a quadratic polynomial has at most 2 zeroes.

## Cubic and higher polynomials

The graph of a cubic can meet the x-axis once, twice or three times, so a cubic has at most 3 zeroes. In general, **a polynomial of degree $n$ has at most $n$ zeroes**, and its graph meets the x-axis at most $n$ times.

### Example 1: Drawing $y = x^2 - 3x - 4$

1. Make a table of values:

| $x$ | $-2$ | $-1$ | $0$ | $1$ | $2$ | $3$ | $4$ | $5$ |
|---|---|---|---|---|---|---|---|---|
| $y$ | $6$ | $0$ | $-4$ | $-6$ | $-6$ | $-4$ | $0$ | $6$ |

2. For instance, at $x = -2$: $4 + 6 - 4 = 6$; at $x = 2$: $4 - 6 - 4 = -6$.
3. Plot the points and join them with a smooth curve. Since $a = 1 > 0$, it opens upwards.
4. The curve meets the x-axis at $(-1, 0)$ and $(4, 0)$, so the zeroes are $-1$ and $4$.
5. Check by factorising: $x^2 - 3x - 4 = (x + 1)(x - 4)$. ✓

Notice the symmetry: the values repeat on either side of $x = 1.5$, halfway between the zeroes. The lowest point of this parabola lies on that line.

### Example 2: Zeroes of a cubic from its graph

The graph of $y = x^3 - 4x$ passes through $(-2, 0)$, $(0, 0)$ and $(2, 0)$ and nowhere else on the x-axis.

1. The zeroes are the x-coordinates: $-2$, $0$ and $2$.
2. Check algebraically: $x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2)$, which is 0 when $x = 0$, $2$ or $-2$. ✓
3. Three zeroes is the maximum for degree 3.

### Example 3: How many zeroes?

The graph of $y = x^2 - 6x + 9$ touches the x-axis at $(3, 0)$ only. How many zeroes?

1. It meets the axis at one point, so there is one distinct zero, $x = 3$.
2. Indeed $x^2 - 6x + 9 = (x - 3)^2$: the zero 3 is repeated.

## Common mistakes

- Reading the y-intercept (where the graph crosses the y-axis) as a zero. Zeroes are on the **x**-axis.
- Reading a zero as a point: the zero is the number $-1$, not the point $(-1, 0)$.
- Assuming every quadratic has two zeroes. $x^2 + 1$ is always at least 1, so its graph never meets the x-axis.
- Forgetting that "at most $n$" allows fewer: a cubic may have only one zero.

## Summary

The zeroes of $p(x)$ are the x-coordinates where the graph of $y = p(x)$ meets the x-axis. A line $y = ax + b$ crosses once; a parabola $y = ax^2 + bx + c$ opens up when $a > 0$ and down when $a < 0$, and it may cut the axis twice, touch it once or miss it. A polynomial of degree $n$ has at most $n$ zeroes.`,
    figures: {
      parabola: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 215"><line x1="20" y1="110" x2="270" y2="110" stroke="currentColor"/><line x1="100" y1="10" x2="100" y2="210" stroke="currentColor"/><polyline fill="none" stroke="currentColor" stroke-width="2" points="40.0,26.0 45.2,42.7 50.5,58.6 55.8,73.6 61.0,87.7 66.2,101.0 71.5,113.5 76.8,125.0 82.0,135.8 87.2,145.6 92.5,154.6 97.8,162.8 103.0,170.1 108.2,176.5 113.5,182.1 118.8,186.8 124.0,190.6 129.2,193.6 134.5,195.8 139.8,197.1 145.0,197.5 150.2,197.1 155.5,195.8 160.8,193.6 166.0,190.6 171.2,186.8 176.5,182.1 181.8,176.5 187.0,170.1 192.2,162.8 197.5,154.6 202.8,145.6 208.0,135.8 213.2,125.0 218.5,113.5 223.8,101.0 229.0,87.7 234.2,73.6 239.5,58.6 244.8,42.7 250.0,26.0"/><circle cx="70" cy="110" r="3" fill="currentColor"/><circle cx="220" cy="110" r="3" fill="currentColor"/><text x="56" y="104" font-size="11" fill="currentColor">−1</text><text x="224" y="104" font-size="11" fill="currentColor">4</text><text x="262" y="124" font-size="11" fill="currentColor">x</text><text x="105" y="20" font-size="11" fill="currentColor">y</text><text x="104" y="124" font-size="10" fill="currentColor">O</text><text x="150" y="40" font-size="11" fill="currentColor">y = x² − 3x − 4</text></svg>`,
        alt: "An upward-opening parabola, the graph of y = x² − 3x − 4, crossing the x-axis at x = −1 and x = 4, with its lowest point below the axis at x = 1.5.",
      },
      cases: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 115"><line x1="5" y1="75" x2="95" y2="75" stroke="currentColor"/><line x1="115" y1="75" x2="205" y2="75" stroke="currentColor"/><line x1="225" y1="75" x2="315" y2="75" stroke="currentColor"/><polyline fill="none" stroke="currentColor" stroke-width="2" points="10.4,50.6 13.7,57.9 17.0,64.5 20.3,70.5 23.6,75.8 26.9,80.6 30.2,84.7 33.5,88.1 36.8,91.0 40.1,93.2 43.4,94.7 46.7,95.7 50.0,96.0 53.3,95.7 56.6,94.7 59.9,93.2 63.2,91.0 66.5,88.1 69.8,84.7 73.1,80.6 76.4,75.8 79.7,70.5 83.0,64.5 86.3,57.9 89.6,50.6"/><polyline fill="none" stroke="currentColor" stroke-width="2" points="120.4,29.6 123.7,36.9 127.0,43.5 130.3,49.5 133.6,54.8 136.9,59.6 140.2,63.7 143.5,67.1 146.8,70.0 150.1,72.2 153.4,73.7 156.7,74.7 160.0,75.0 163.3,74.7 166.6,73.7 169.9,72.2 173.2,70.0 176.5,67.1 179.8,63.7 183.1,59.6 186.4,54.8 189.7,49.5 193.0,43.5 196.3,36.9 199.6,29.6"/><polyline fill="none" stroke="currentColor" stroke-width="2" points="230.4,15.6 233.7,22.9 237.0,29.5 240.3,35.5 243.6,40.8 246.9,45.6 250.2,49.7 253.5,53.1 256.8,56.0 260.1,58.2 263.4,59.7 266.7,60.7 270.0,61.0 273.3,60.7 276.6,59.7 279.9,58.2 283.2,56.0 286.5,53.1 289.8,49.7 293.1,45.6 296.4,40.8 299.7,35.5 303.0,29.5 306.3,22.9 309.6,15.6"/><circle cx="23.1" cy="75" r="2.5" fill="currentColor"/><circle cx="76.9" cy="75" r="2.5" fill="currentColor"/><circle cx="160" cy="75" r="2.5" fill="currentColor"/><text x="18" y="112" font-size="10" fill="currentColor">two zeroes</text><text x="134" y="112" font-size="10" fill="currentColor">one zero</text><text x="246" y="112" font-size="10" fill="currentColor">no zero</text></svg>`,
        alt: "Three upward parabolas side by side with their x-axes: the first dips below the axis and cuts it at two points, the second just touches the axis at its lowest point, and the third lies entirely above the axis.",
      },
    },
    check: [
      {
        question:
          "The graph of y = p(x) meets the x-axis at (−3, 0) and (5, 0) only. What are the zeroes of p(x)?",
        answer: "−3 and 5 (the x-coordinates of the meeting points).",
      },
      {
        question:
          "Does the graph of y = −x² + 4 open upwards or downwards? Where does it meet the x-axis?",
        answer:
          "Downwards, since a = −1 < 0. −x² + 4 = 0 gives x = ±2, so it meets the x-axis at (−2, 0) and (2, 0).",
      },
      {
        question:
          "Can the graph of a quadratic polynomial meet the x-axis at three points? Why?",
        answer:
          "No. A polynomial of degree 2 has at most 2 zeroes, so its graph meets the x-axis at most twice.",
      },
      {
        question: "Where does the graph of y = 4x − 6 cross the x-axis?",
        answer: "4x − 6 = 0 gives x = 3/2, so at (1.5, 0).",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 3,
    title: "Zeroes and Coefficients",
    body: String.raw`In this lesson you will learn how the zeroes of a quadratic polynomial are linked to its coefficients, use the link to check your zeroes, and build a quadratic when the sum and product of its zeroes are given. You will also meet the matching facts for a cubic.

## Where the relationship comes from

Suppose $\alpha$ and $\beta$ are the zeroes of $p(x) = ax^2 + bx + c$ ($a \neq 0$). Then $(x - \alpha)$ and $(x - \beta)$ are factors, so

$$
ax^2 + bx + c = a(x - \alpha)(x - \beta) = ax^2 - a(\alpha + \beta)x + a\alpha\beta.
$$

Comparing the coefficients of $x$ and the constant terms: $b = -a(\alpha + \beta)$ and $c = a\alpha\beta$. Hence

$$
\alpha + \beta = -\frac{b}{a}, \qquad \alpha\beta = \frac{c}{a}.
$$

In words: sum of zeroes $= -\dfrac{\text{coefficient of } x}{\text{coefficient of } x^2}$, product of zeroes $= \dfrac{\text{constant term}}{\text{coefficient of } x^2}$.

For $x^2 + 7x + 10 = (x + 2)(x + 5)$, the zeroes are $-2$ and $-5$. Their sum is $-7 = -\dfrac{7}{1}$ and their product is $10 = \dfrac{10}{1}$. ✓

### Example 1: Find the zeroes and verify the relationship

Find the zeroes of $6x^2 - 7x - 3$ and verify the relationship with the coefficients.

1. Split the middle term: we need two numbers with product $6 \times (-3) = -18$ and sum $-7$. They are $-9$ and $2$.
2. $6x^2 - 9x + 2x - 3 = 3x(2x - 3) + 1(2x - 3) = (3x + 1)(2x - 3)$.
3. Zeroes: $3x + 1 = 0$ gives $x = -\dfrac{1}{3}$; $2x - 3 = 0$ gives $x = \dfrac{3}{2}$.
4. Sum: $\dfrac{3}{2} - \dfrac{1}{3} = \dfrac{9 - 2}{6} = \dfrac{7}{6}$, and $-\dfrac{b}{a} = -\dfrac{-7}{6} = \dfrac{7}{6}$. ✓
5. Product: $\dfrac{3}{2} \times \left(-\dfrac{1}{3}\right) = -\dfrac{1}{2}$, and $\dfrac{c}{a} = \dfrac{-3}{6} = -\dfrac{1}{2}$. ✓

## Building a quadratic from its zeroes

If the zeroes have sum $S$ and product $P$, then the quadratic is

$$
k\left(x^2 - Sx + P\right),
$$

where $k$ is any non-zero real number. (There are infinitely many such quadratics, all multiples of one another.) We usually pick $k$ to clear fractions, so that all the coefficients are integers, which makes the answer neater and easier to check. Any choice of $k$ gives a polynomial with the same zeroes.

### Example 2: Sum $\tfrac{1}{4}$, product $-1$

1. $x^2 - Sx + P = x^2 - \dfrac{1}{4}x - 1$.
2. Multiply by $k = 4$ to clear the fraction: $4x^2 - x - 4$.
3. Check: sum $= -\dfrac{-1}{4} = \dfrac{1}{4}$ ✓, product $= \dfrac{-4}{4} = -1$ ✓.

### Example 3: Using the relationship without finding zeroes

If $\alpha$ and $\beta$ are the zeroes of $x^2 - 6x + 4$, find $\alpha^2 + \beta^2$.

1. $\alpha + \beta = -\dfrac{-6}{1} = 6$ and $\alpha\beta = \dfrac{4}{1} = 4$.
2. Use the identity $\alpha^2 + \beta^2 = (\alpha + \beta)^2 - 2\alpha\beta$.
3. So $\alpha^2 + \beta^2 = 36 - 8 = 28$.

The zeroes here are $3 \pm \sqrt{5}$, which are awkward to square; the relationship saves work.

### Example 4: Finding the other zero

One zero of $2x^2 + 3x - 9$ is $\dfrac{3}{2}$. Find the other zero without factorising.

1. Here $a = 2$, $b = 3$, $c = -9$. Let the other zero be $\beta$.
2. Product of zeroes: $\dfrac{3}{2} \times \beta = \dfrac{c}{a} = -\dfrac{9}{2}$, so $\beta = -\dfrac{9}{2} \times \dfrac{2}{3} = -3$.
3. Check with the sum: $\dfrac{3}{2} + (-3) = -\dfrac{3}{2}$, and $-\dfrac{b}{a} = -\dfrac{3}{2}$. ✓
4. Indeed $2x^2 + 3x - 9 = (2x - 3)(x + 3)$.

## A quick self-check for any factorisation

The relationship is also a handy way to catch your own errors. After you factorise a quadratic in an exam and find its zeroes, take ten seconds to add them and multiply them. If the sum is not $-\dfrac{b}{a}$ or the product is not $\dfrac{c}{a}$, a sign or a number has slipped somewhere, and you can fix it before moving on. Students often lose marks by writing $x = 2$ where the answer is $x = -2$; this check catches exactly that kind of slip.

## Cubic polynomials

If $\alpha$, $\beta$, $\gamma$ are the zeroes of $ax^3 + bx^2 + cx + d$, then

$$
\alpha + \beta + \gamma = -\frac{b}{a}, \qquad \alpha\beta + \beta\gamma + \gamma\alpha = \frac{c}{a}, \qquad \alpha\beta\gamma = -\frac{d}{a}.
$$

### Example 5: Verifying for a cubic

Check that $4$, $-2$ and $\dfrac{1}{2}$ are zeroes of $p(x) = 2x^3 - 5x^2 - 14x + 8$, and verify the relationships.

1. $p(4) = 128 - 80 - 56 + 8 = 0$; $p(-2) = -16 - 20 + 28 + 8 = 0$; $p\left(\tfrac{1}{2}\right) = \tfrac{1}{4} - \tfrac{5}{4} - 7 + 8 = 0$. ✓
2. Sum: $4 - 2 + \tfrac{1}{2} = \tfrac{5}{2}$, and $-\dfrac{b}{a} = \dfrac{5}{2}$. ✓
3. Pairs: $4(-2) + (-2)\left(\tfrac{1}{2}\right) + \tfrac{1}{2}(4) = -8 - 1 + 2 = -7$, and $\dfrac{c}{a} = \dfrac{-14}{2} = -7$. ✓
4. Product: $4 \times (-2) \times \tfrac{1}{2} = -4$, and $-\dfrac{d}{a} = -\dfrac{8}{2} = -4$. ✓

## Common mistakes

- Forgetting the minus sign in the sum: it is $-\dfrac{b}{a}$, not $\dfrac{b}{a}$.
- Reading $a$, $b$, $c$ before writing the polynomial in standard order. In $3 - x^2 + 2x$, $a = -1$, $b = 2$, $c = 3$.
- Writing the quadratic as $x^2 + Sx + P$. The middle sign is minus.
- For a cubic, mixing up the product rule: it is $-\dfrac{d}{a}$, whereas for a quadratic the product is $+\dfrac{c}{a}$.

## Summary

For $ax^2 + bx + c$ with zeroes $\alpha$, $\beta$: $\alpha + \beta = -\dfrac{b}{a}$ and $\alpha\beta = \dfrac{c}{a}$. These let you check zeroes, find expressions like $\alpha^2 + \beta^2$ without solving, and write a quadratic $k(x^2 - Sx + P)$ from a given sum and product. For a cubic, the sum, sum of pairwise products and product of the zeroes are $-\dfrac{b}{a}$, $\dfrac{c}{a}$ and $-\dfrac{d}{a}$.`,
    check: [
      {
        question: "Find the sum and product of the zeroes of 2x² − 8x + 6.",
        answer:
          "Sum = −(−8)/2 = 4; product = 6/2 = 3. (The zeroes are 1 and 3.)",
      },
      {
        question:
          "Write a quadratic polynomial whose zeroes have sum −3 and product 2.",
        answer:
          "x² − (−3)x + 2 = x² + 3x + 2 (or any non-zero multiple of it).",
      },
      {
        question:
          "Find the zeroes of x² − 2x − 8 and verify the relationship with its coefficients.",
        answer:
          "x² − 2x − 8 = (x − 4)(x + 2), zeroes 4 and −2. Sum 2 = −(−2)/1; product −8 = −8/1.",
      },
      {
        question: "If α and β are the zeroes of x² − 5x + 6, find 1/α + 1/β.",
        answer: "1/α + 1/β = (α + β)/(αβ) = 5/6.",
      },
    ],
  },
  // ── Chapter 3: Pair of Linear Equations in Two Variables ─────────────
  {
    chapter: 3,
    lesson: 1,
    title: "Graphical Method and Consistency",
    body: String.raw`By the end of this lesson you will be able to draw the two lines of a pair of linear equations, read off the solution, and decide, just by comparing coefficients, whether the pair has one solution, infinitely many, or none.

## One equation, one line

A **linear equation in two variables** has the form $ax + by + c = 0$, where $a$, $b$, $c$ are real numbers and $a$, $b$ are not both zero. Examples: $x + y = 5$, $2x - y = 4$, $3x = 2y$.

A single such equation has infinitely many solutions. For $x + y = 5$: $(0, 5)$, $(1, 4)$, $(2.5, 2.5)$, $(6, -1)$, and so on. If you plot all of them, they form a **straight line**. Every point on the line is a solution, and every solution is a point on the line.

## Two equations, two lines

A **pair of linear equations** is two such equations in the same two variables, for example

$$
x + y = 5, \qquad 2x - y = 4.
$$

A solution of the pair must satisfy both, so it must lie on both lines. Two lines in a plane can behave in exactly three ways:

1. They **intersect** at one point: the pair has a **unique solution**.
2. They are **parallel**: they never meet, so there is **no solution**.
3. They **coincide** (are the same line): there are **infinitely many solutions**.

A pair with at least one solution (cases 1 and 3) is called **consistent**; a pair with no solution (case 2) is **inconsistent**. In case 3 the equations are also called **dependent**.

### Example 1: Solving graphically

Solve $x + y = 5$ and $2x - y = 4$ by drawing graphs.

1. For $x + y = 5$, make a table: $x = 0, y = 5$; $x = 5, y = 0$; $x = 2, y = 3$.
2. For $2x - y = 4$, that is $y = 2x - 4$: $x = 2, y = 0$; $x = 3, y = 2$; $x = 4, y = 4$.
3. Plot the points and draw both lines on the same axes.
4. The lines cross at $(3, 2)$, so the solution is $x = 3$, $y = 2$.
5. Check: $3 + 2 = 5$ ✓ and $2(3) - 2 = 4$ ✓.

![The lines x + y = 5 and 2x − y = 4 meeting at (3, 2)](figure:lines)

A graph gives an exact answer only when the crossing point is at a convenient grid point. Otherwise it gives a good estimate, which is why we also learn algebraic methods.

## Deciding without drawing

For the pair $a_1x + b_1y + c_1 = 0$ and $a_2x + b_2y + c_2 = 0$, compare the ratios of the coefficients:

| Comparison of ratios | Lines | Solutions | Pair is |
|---|---|---|---|
| $\dfrac{a_1}{a_2} \neq \dfrac{b_1}{b_2}$ | intersecting | exactly one | consistent |
| $\dfrac{a_1}{a_2} = \dfrac{b_1}{b_2} = \dfrac{c_1}{c_2}$ | coincident | infinitely many | consistent (dependent) |
| $\dfrac{a_1}{a_2} = \dfrac{b_1}{b_2} \neq \dfrac{c_1}{c_2}$ | parallel | none | inconsistent |

The idea: if $\dfrac{a_1}{a_2} = \dfrac{b_1}{b_2}$, the lines have the same slope, so they are either parallel or the same line; the constant terms decide which.

### Example 2: Classifying three pairs

1. $5x - 4y + 8 = 0$ and $7x + 6y - 9 = 0$: $\dfrac{a_1}{a_2} = \dfrac{5}{7}$, $\dfrac{b_1}{b_2} = \dfrac{-4}{6} = -\dfrac{2}{3}$. These differ, so the lines intersect: one solution.
2. $9x + 3y + 12 = 0$ and $18x + 6y + 24 = 0$: the ratios are $\dfrac{9}{18} = \dfrac{3}{6} = \dfrac{12}{24} = \dfrac{1}{2}$. All equal: coincident lines, infinitely many solutions.
3. $x + 2y - 4 = 0$ and $2x + 4y - 12 = 0$: $\dfrac{1}{2} = \dfrac{2}{4}$, but $\dfrac{c_1}{c_2} = \dfrac{-4}{-12} = \dfrac{1}{3}$. Parallel lines: no solution.

### Example 3: Finding a value of $k$

For what value of $k$ do $2x + 3y = 5$ and $4x + ky = 10$ have infinitely many solutions?

1. Write as $2x + 3y - 5 = 0$ and $4x + ky - 10 = 0$.
2. We need $\dfrac{2}{4} = \dfrac{3}{k} = \dfrac{-5}{-10}$, and both outer ratios equal $\dfrac{1}{2}$.
3. So $\dfrac{3}{k} = \dfrac{1}{2}$, giving $k = 6$.

## What the three cases mean in real life

Arjun pays ₹40 for 2 pens and 4 pencils. Kavya, at the same shop, pays ₹80 for 4 pens and 8 pencils. Can we find the price of a pen? With $x$ for a pen and $y$ for a pencil, the equations are $2x + 4y = 40$ and $4x + 8y = 80$. Here $\dfrac{2}{4} = \dfrac{4}{8} = \dfrac{40}{80}$, so the lines coincide: Kavya simply bought twice Arjun's shopping, and her bill gives no new information. Infinitely many pairs of prices fit. Had she paid ₹90 instead, the lines would be parallel and the prices impossible: someone must have made a mistake with the bill.

## Common mistakes

- Forgetting to bring every equation to the form $ax + by + c = 0$ (or at least to the same arrangement) before comparing ratios; a misplaced sign in $c$ changes the verdict.
- Calling a coincident pair "inconsistent". It has solutions, infinitely many, so it is consistent.
- Plotting only two points per line. A third point catches arithmetic errors.
- Reading the answer as $(2, 3)$ instead of $(3, 2)$: the x-coordinate comes first.

## Summary

Each linear equation in two variables is a straight line, and the solutions of a pair are the points common to both lines. Intersecting lines give one solution, coincident lines infinitely many, and parallel lines none. You can predict which case you are in by comparing $\dfrac{a_1}{a_2}$, $\dfrac{b_1}{b_2}$ and $\dfrac{c_1}{c_2}$, and a pair is consistent whenever it has at least one solution.`,
    figures: {
      lines: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 245"><line x1="15" y1="200" x2="240" y2="200" stroke="currentColor"/><line x1="30" y1="235" x2="30" y2="10" stroke="currentColor"/><text x="232" y="215" font-size="11" fill="currentColor">x</text><text x="35" y="18" font-size="11" fill="currentColor">y</text><text x="18" y="214" font-size="10" fill="currentColor">O</text><text x="57" y="214" font-size="9" fill="currentColor">1</text><text x="87" y="214" font-size="9" fill="currentColor">2</text><text x="117" y="214" font-size="9" fill="currentColor">3</text><text x="147" y="214" font-size="9" fill="currentColor">4</text><text x="177" y="214" font-size="9" fill="currentColor">5</text><text x="20" y="173" font-size="9" fill="currentColor">1</text><text x="20" y="143" font-size="9" fill="currentColor">2</text><text x="20" y="113" font-size="9" fill="currentColor">3</text><text x="20" y="83" font-size="9" fill="currentColor">4</text><text x="20" y="53" font-size="9" fill="currentColor">5</text><line x1="30" y1="50" x2="210" y2="230" stroke="currentColor" stroke-width="2"/><line x1="75" y1="230" x2="180" y2="20" stroke="currentColor" stroke-width="2" stroke-dasharray="6 3"/><circle cx="120" cy="140" r="3.5" fill="currentColor"/><text x="80" y="152" font-size="11" fill="currentColor">(3, 2)</text><text x="40" y="45" font-size="10" fill="currentColor">x + y = 5</text><text x="186" y="42" font-size="10" fill="currentColor">2x − y = 4</text></svg>`,
        alt: "Coordinate axes with the solid line x + y = 5 through (0, 5) and (5, 0), and the dashed line 2x − y = 4 through (2, 0) and (4, 4). They cross at the point (3, 2).",
      },
    },
    check: [
      {
        question:
          "Without drawing, decide whether x − 2y = 0 and 3x + 4y − 20 = 0 intersect, are parallel or coincide.",
        answer:
          "a₁/a₂ = 1/3 and b₁/b₂ = −2/4 = −1/2 are unequal, so the lines intersect: a unique solution (it is (4, 2)).",
      },
      {
        question: "Is the pair 2x − 3y = 8 and 4x − 6y = 9 consistent?",
        answer:
          "2/4 = −3/−6 = 1/2 but −8/−9 = 8/9 ≠ 1/2, so the lines are parallel: inconsistent.",
      },
      {
        question:
          "What does it mean on the graph if a pair of linear equations has infinitely many solutions?",
        answer:
          "The two lines coincide — they are the same line, so every point on it is a solution.",
      },
      {
        question:
          "For what value of k are kx + 3y = 3 and 12x + ky = 6 parallel (no solution)?",
        answer:
          "Need k/12 = 3/k ≠ 3/6. k² = 36 gives k = ±6; k = 6 makes 3/6 = 3/6 (coincident), so k = −6.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 2,
    title: "Substitution Method",
    body: String.raw`In this lesson you will learn to solve a pair of linear equations exactly, without graph paper, by the substitution method, and to recognise from the working when a pair has no solution or infinitely many.

## The idea

Two equations in two unknowns are hard to solve directly, but one equation in one unknown is easy. Substitution turns the first situation into the second: use one equation to write one variable in terms of the other, then put that expression into the other equation.

## The steps

The method works for every pair of linear equations, and it gives exact answers, fractions included, which a graph cannot always do.

1. From one equation, express one variable (say $y$) in terms of the other ($x$). Choose the equation and the variable that make this easiest, ideally one with coefficient 1 or $-1$.
2. Substitute this expression into the **other** equation. You now have an equation in $x$ alone. Solve it.
3. Put the value of $x$ back into the expression from step 1 to find $y$.
4. Check the pair of values in **both** original equations.

### Example 1: A simple pair

Solve $x + y = 14$ and $x - y = 4$.

1. From the second equation, $x = y + 4$.
2. Substitute into the first: $(y + 4) + y = 14$, so $2y + 4 = 14$, $2y = 10$, $y = 5$.
3. Then $x = 5 + 4 = 9$.
4. Check: $9 + 5 = 14$ ✓, $9 - 5 = 4$ ✓.

### Example 2: Fractions on the way

Solve $2x + 3y = 13$ and $5x - 2y = 4$.

1. Neither variable has coefficient 1, so choose one anyway. From the first, $2x = 13 - 3y$, so $x = \dfrac{13 - 3y}{2}$.
2. Substitute into the second: $5 \cdot \dfrac{13 - 3y}{2} - 2y = 4$.
3. Multiply every term by 2: $5(13 - 3y) - 4y = 8$, so $65 - 15y - 4y = 8$.
4. Then $-19y = -57$, giving $y = 3$.
5. $x = \dfrac{13 - 9}{2} = 2$.
6. Check: $2(2) + 3(3) = 4 + 9 = 13$ ✓; $5(2) - 2(3) = 10 - 6 = 4$ ✓.

### Example 3: Notebooks and pens

At the school shop, 2 notebooks and 3 pens cost ₹110. A notebook costs ₹15 more than a pen. Find the price of each.

1. Let a pen cost ₹$p$ and a notebook ₹$n$.
2. The conditions give $2n + 3p = 110$ and $n = p + 15$.
3. The second equation already expresses $n$ in terms of $p$. Substitute: $2(p + 15) + 3p = 110$.
4. $2p + 30 + 3p = 110$, so $5p = 80$ and $p = 16$.
5. $n = 16 + 15 = 31$.
6. A pen costs ₹16 and a notebook ₹31. Check: $2(31) + 3(16) = 62 + 48 = 110$ ✓.

## When the variable disappears

Sometimes, after substituting, **both** variables vanish. What is left tells you the type of pair.

### Example 4: No solution

Solve $x + 2y = 3$ and $2x + 4y = 7$.

1. From the first, $x = 3 - 2y$.
2. Substitute: $2(3 - 2y) + 4y = 7$, so $6 - 4y + 4y = 7$, that is $6 = 7$.
3. This statement is **false** whatever $y$ is. So no pair $(x, y)$ satisfies both equations: the pair is inconsistent (the lines are parallel, since $\dfrac{1}{2} = \dfrac{2}{4} \neq \dfrac{3}{7}$).

If instead you reached a **true** statement such as $6 = 6$, every solution of one equation would satisfy the other: infinitely many solutions (coincident lines). For example, $x + 2y = 3$ and $2x + 4y = 6$ lead to $6 = 6$.

## Choosing the easiest substitution

Look at all four coefficients before you start. If any of them is 1 or $-1$, make that variable the subject, because then no fractions appear. In $3x - y = 7$ and $5x + 2y = 8$, take $y = 3x - 7$ from the first equation; substituting gives $5x + 6x - 14 = 8$, so $x = 2$ and $y = -1$. Choosing $x$ from the second equation instead would give $x = \dfrac{8 - 2y}{5}$ and messy fractions for the same answer.

## Common mistakes

- Substituting back into the **same** equation you used to make the expression. You just get $0 = 0$ and learn nothing.
- Dropping brackets: $2(p + 15)$ is $2p + 30$, not $2p + 15$.
- Forgetting to find the second variable, or stopping without checking.
- Treating $6 = 7$ as an arithmetic error and fiddling with it. It is a genuine signal that there is no solution.

## Summary

In the substitution method you make one variable the subject of one equation, substitute into the other equation, solve the resulting one-variable equation, and then find the other variable. Always check in both original equations. If the variables cancel out, a false statement means no solution and a true statement means infinitely many solutions.`,
    check: [
      {
        question: "Solve by substitution: x + y = 7 and 3x − y = 5.",
        answer: "y = 7 − x; 3x − (7 − x) = 5 gives 4x = 12, x = 3, y = 4.",
      },
      {
        question: "Solve by substitution: s − t = 3 and s/3 + t/2 = 6.",
        answer:
          "s = t + 3; (t + 3)/3 + t/2 = 6 → 2(t + 3) + 3t = 36 → 5t = 30, t = 6, s = 9.",
      },
      {
        question:
          "What do you conclude if substitution leads to the statement 0 = 5?",
        answer:
          "The statement is false, so the pair has no solution (the lines are parallel).",
      },
      {
        question:
          "The difference of two numbers is 26 and one is three times the other. Find them.",
        answer: "x = 3y and x − y = 26 give 2y = 26, y = 13, x = 39.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 3,
    title: "Elimination Method",
    body: String.raw`In this lesson you will learn the elimination method: make the coefficients of one variable equal in size, then add or subtract the equations so that variable disappears. It is often the quickest method when no coefficient is 1.

## The idea

If two equations are true, then adding them (left side to left side, right side to right side) gives another true equation. So does subtracting them, or multiplying one of them by a non-zero number. We use these moves to get rid of, or **eliminate**, one variable.

## The steps

1. Multiply one or both equations by suitable non-zero numbers so that the coefficients of one variable (say $y$) become numerically equal.
2. If the equal coefficients have the **same sign**, subtract one equation from the other; if they have **opposite signs**, add them. One variable vanishes.
3. Solve for the remaining variable.
4. Substitute back into either original equation to find the other variable.
5. Check in both original equations.

### Example 1: Eliminating $y$

Solve $3x + 2y = 11$ and $2x + 3y = 4$.

1. The $y$-coefficients are 2 and 3; their LCM is 6. Multiply the first equation by 3 and the second by 2:
   $$
   9x + 6y = 33, \qquad 4x + 6y = 8.
   $$
2. Both have $+6y$, so subtract: $(9x - 4x) + (6y - 6y) = 33 - 8$, giving $5x = 25$.
3. So $x = 5$.
4. From $3x + 2y = 11$: $15 + 2y = 11$, so $2y = -4$ and $y = -2$.
5. Check: $3(5) + 2(-2) = 15 - 4 = 11$ ✓; $2(5) + 3(-2) = 10 - 6 = 4$ ✓.

### Example 2: Incomes and savings

The monthly incomes of Asha and Bina are in the ratio $5 : 4$, and their monthly expenditures are in the ratio $3 : 2$. Each saves ₹6000 a month. Find their monthly incomes.

1. Let the incomes be ₹$5x$ and ₹$4x$, and the expenditures ₹$3y$ and ₹$2y$.
2. Saving = income − expenditure, so
   $$
   5x - 3y = 6000, \qquad 4x - 2y = 6000.
   $$
3. To eliminate $y$, make its coefficients 6: multiply the first by 2 and the second by 3:
   $$
   10x - 6y = 12000, \qquad 12x - 6y = 18000.
   $$
4. Subtract the first from the second: $2x = 6000$, so $x = 3000$.
5. Incomes: Asha earns $5 \times 3000 = 15000$ rupees, that is ₹15000, and Bina earns $4 \times 3000 = 12000$ rupees, that is ₹12000.
6. Check: from $5x - 3y = 6000$, $15000 - 3y = 6000$, so $y = 3000$. Expenditures are ₹9000 and ₹6000, ratio $3 : 2$ ✓, and savings are $15000 - 9000 = 6000$ and $12000 - 6000 = 6000$ ✓.

### Example 3: Adding to eliminate

Solve $4x - 3y = 1$ and $2x + 3y = 11$.

1. The $y$-coefficients are already $-3$ and $+3$: opposite signs, so add.
2. $6x = 12$, so $x = 2$.
3. From $2x + 3y = 11$: $4 + 3y = 11$, $y = \dfrac{7}{3}$.
4. Check: $4(2) - 3\cdot\dfrac{7}{3} = 8 - 7 = 1$ ✓.

## When both variables vanish

### Example 4: A pair with no solution

Solve $2x + 3y = 8$ and $4x + 6y = 7$.

1. Multiply the first by 2: $4x + 6y = 16$.
2. Subtract the second: $0 = 16 - 7 = 9$.
3. "$0 = 9$" is false, so there is no solution: the pair is inconsistent.

Had we got a true statement such as $0 = 0$, the equations would be multiples of each other and there would be infinitely many solutions. For example, with $x + 2y = 4$ and $3x + 6y = 12$, multiplying the first by 3 gives $3x + 6y = 12$, and subtracting leaves $0 = 0$: every point of the line $x + 2y = 4$ is a solution.

## Substitution or elimination?

Both methods always give the same answer, so choose the one that needs less work. If a variable has coefficient 1 or $-1$, substitution is often quick. If the coefficients are larger numbers, or one pair of coefficients is already equal or opposite, elimination usually wins. Many students like to solve by one method and check by the other.

## Common mistakes

- Multiplying only the left side of an equation. Every term, on both sides, must be multiplied.
- Subtracting when the signs are opposite (or adding when they are the same), which doubles the variable instead of removing it.
- Sign errors when subtracting a negative term: $(-3y) - (-6y) = 3y$.
- Stopping after one variable. The answer is a pair of values.

## Summary

In the elimination method, multiply the equations so that one variable has numerically equal coefficients, then add (opposite signs) or subtract (same signs) to remove it. Solve for the other variable, substitute back and check. If both variables vanish, a false statement means no solution and a true statement means infinitely many.`,
    check: [
      {
        question: "Solve by elimination: x + y = 5 and 2x − 3y = 4.",
        answer:
          "Multiply the first by 3: 3x + 3y = 15. Add: 5x = 19, x = 19/5, y = 5 − 19/5 = 6/5.",
      },
      {
        question: "Solve by elimination: 3x + 4y = 10 and 2x − 2y = 2.",
        answer:
          "Multiply the second by 2: 4x − 4y = 4. Add: 7x = 14, x = 2; then 4y = 10 − 6, y = 1.",
      },
      {
        question: "Elimination on a pair gives 0 = 0. What does this tell you?",
        answer:
          "The statement is always true: the equations represent the same line, so there are infinitely many solutions.",
      },
      {
        question: "Solve 2x + y = 11 and 3x + y = 15.",
        answer:
          "Subtract the first from the second: x = 4; then y = 11 − 8 = 3.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 4,
    title: "Word Problems",
    body: String.raw`In this lesson you will learn to turn everyday situations into a pair of linear equations, solve them, and check that the answer makes sense. We will look at ages, the digits of a number, a boat on a river and a taxi fare.

## A plan for every word problem

1. **Read carefully** and decide what is unknown. Choose two letters and write what each stands for, with units ("let the father's present age be $f$ years").
2. **Translate** each condition of the problem into an equation. Usually there are exactly two conditions.
3. **Solve** the pair by substitution or elimination.
4. **Interpret and check**: answer the question that was asked, in words, and check the values in the original conditions (not just in your equations, which might be wrong). Ages must be positive, the number of people must be a whole number, and so on.

### Example 1: Ages

Five years from now a father will be three times as old as his son. Five years ago he was seven times as old as his son. Find their present ages.

1. Let the father's present age be $f$ years and the son's $s$ years.
2. In five years: $f + 5 = 3(s + 5)$, so $f = 3s + 10$.
3. Five years ago: $f - 5 = 7(s - 5)$, so $f = 7s - 30$.
4. Equate: $3s + 10 = 7s - 30$, so $4s = 40$ and $s = 10$. Then $f = 3(10) + 10 = 40$.
5. The father is 40 and the son 10.
6. Check: in five years, 45 and 15, and $45 = 3 \times 15$ ✓. Five years ago, 35 and 5, and $35 = 7 \times 5$ ✓.

### Example 2: Digits of a number

The sum of the digits of a two-digit number is 12. The number formed by reversing the digits is 18 more than the original number. Find the number.

1. Let the tens digit be $x$ and the units digit $y$. The number is $10x + y$; reversed, it is $10y + x$.
2. First condition: $x + y = 12$.
3. Second: $(10y + x) - (10x + y) = 18$, so $9y - 9x = 18$, i.e. $y - x = 2$.
4. Add the two equations: $2y = 14$, so $y = 7$ and $x = 5$.
5. The number is 57.
6. Check: $5 + 7 = 12$ ✓ and $75 - 57 = 18$ ✓.

The key step is writing a two-digit number as $10x + y$; writing it as $xy$ would mean $x$ times $y$.

### Example 3: A boat on the Ganga

A boat travels 24 km downstream in 2 hours and 16 km upstream in 2 hours. Find the speed of the boat in still water and the speed of the stream.

1. Let the boat's speed in still water be $u$ km/h and the stream's speed $v$ km/h.
2. Downstream the current helps: speed $u + v$. Upstream it opposes: speed $u - v$.
3. Speed = distance ÷ time: $u + v = \dfrac{24}{2} = 12$ and $u - v = \dfrac{16}{2} = 8$.
4. Add: $2u = 20$, so $u = 10$. Then $v = 12 - 10 = 2$.
5. The boat's speed in still water is 10 km/h and the stream's speed is 2 km/h.
6. Check: downstream $24 \div 12 = 2$ h ✓, upstream $16 \div 8 = 2$ h ✓.

### Example 4: Taxi fare

A taxi charges a fixed amount plus a charge per kilometre. A trip of 8 km costs ₹180 and a trip of 14 km costs ₹288. Find the fixed charge and the rate per km, and the fare for 20 km.

1. Let the fixed charge be ₹$F$ and the rate ₹$r$ per km.
2. $F + 8r = 180$ and $F + 14r = 288$.
3. Subtract the first from the second: $6r = 108$, so $r = 18$.
4. $F = 180 - 8 \times 18 = 180 - 144 = 36$.
5. Fixed charge ₹36, rate ₹18 per km. For 20 km the fare is $36 + 20 \times 18 = 36 + 360 = 396$, that is ₹396.

## Common mistakes

- Not defining the letters, then mixing up which is which halfway through.
- Translating "five years ago he was seven times as old" as $f = 7s - 5$. Both ages change: $f - 5 = 7(s - 5)$.
- Writing a two-digit number as $x + y$ or $xy$ instead of $10x + y$.
- Adding speeds upstream. Against the current, the speeds subtract.
- Giving an answer that does not fit the story, such as a negative age or 2.5 people, without going back to look for an error.

## Summary

Word problems become straightforward with a routine: define two unknowns with units, turn each condition into an equation, solve the pair, and check the values against the original wording. Standard set-ups are worth remembering: ages shift by the same number of years for everyone, a two-digit number is $10x + y$, speeds add downstream and subtract upstream, and a fare is often a fixed part plus a rate times distance.`,
    check: [
      {
        question:
          "The sum of two numbers is 50 and their difference is 14. Find the numbers.",
        answer: "x + y = 50, x − y = 14. Adding: 2x = 64, x = 32, y = 18.",
      },
      {
        question:
          "2 bats and 3 balls cost ₹2100, and 1 bat and 2 balls cost ₹1150. Find the cost of a bat and of a ball.",
        answer:
          "x + 2y = 1150 gives x = 1150 − 2y; then 2(1150 − 2y) + 3y = 2100, so 2300 − y = 2100, y = 200 and x = 750. A bat costs ₹750 and a ball ₹200.",
      },
      {
        question:
          "A boat goes 30 km downstream in 3 hours and 12 km upstream in 2 hours. Find the speed of the stream.",
        answer: "u + v = 10 and u − v = 6, so u = 8 km/h and v = 2 km/h.",
      },
      {
        question:
          "A fraction becomes 1/2 when 1 is added to its numerator, and becomes 1/3 when 1 is added to its denominator. Find the fraction.",
        answer:
          "Let the fraction be x/y. (x + 1)/y = 1/2 gives 2x + 2 = y; x/(y + 1) = 1/3 gives 3x = y + 1. Solving: 3x = 2x + 3, x = 3, y = 8, so the fraction is 3/8.",
      },
    ],
  },
  // ── Chapter 4: Quadratic Equations ───────────────────────────────────
  {
    chapter: 4,
    lesson: 1,
    title: "What Is a Quadratic Equation?",
    body: String.raw`In this lesson you will learn to recognise a quadratic equation, even when it is written in a disguised form, to check whether a given number is a root, and to turn a real situation into a quadratic equation.

## The definition

A **quadratic equation** in the variable $x$ is an equation that can be written in the **standard form**

$$
ax^2 + bx + c = 0, \qquad a \neq 0,
$$

where $a$, $b$, $c$ are real numbers. In other words, it is what you get when you set a quadratic polynomial equal to zero. Examples: $x^2 - 5x + 6 = 0$, $2x^2 = 7x$, $x^2 - 16 = 0$.

The condition $a \neq 0$ is essential. If $a = 0$, the $x^2$ term disappears and the equation becomes linear.

Quadratic equations are old friends of mathematicians. Around 800 BC the Sulba Sutras already dealt with problems that lead to them, and in the seventh century CE the Indian mathematician Brahmagupta gave a rule for solving equations of the form $ax^2 + bx = c$. Later Sridharacharya gave the formula we still use today.

## Simplify before you decide

An equation may look quadratic but not be one, or hide a quadratic inside brackets. Always expand and collect all terms on one side first, then look at the highest power of $x$.

### Example 1: Is it quadratic?

Decide whether each equation is quadratic.

**(a)** $(x - 2)^2 + 1 = 2x - 3$

1. Expand: $x^2 - 4x + 4 + 1 = 2x - 3$.
2. Bring everything to the left: $x^2 - 4x + 5 - 2x + 3 = 0$, i.e. $x^2 - 6x + 8 = 0$.
3. This has the form $ax^2 + bx + c = 0$ with $a = 1 \neq 0$. It **is** quadratic.

**(b)** $(x + 2)^2 = x^2 - 3$

1. Expand: $x^2 + 4x + 4 = x^2 - 3$.
2. The $x^2$ terms cancel: $4x + 7 = 0$.
3. The highest power is 1, so this is a linear equation, **not** a quadratic one.

**(c)** $x(2x + 3) = x^2 + 1$

1. Expand: $2x^2 + 3x = x^2 + 1$.
2. Collect: $x^2 + 3x - 1 = 0$. Quadratic, with $a = 1$, $b = 3$, $c = -1$.

## Roots

A real number $\alpha$ is a **root** (or solution) of $ax^2 + bx + c = 0$ if $a\alpha^2 + b\alpha + c = 0$. The roots of the equation are exactly the zeroes of the polynomial $ax^2 + bx + c$, so there are at most two of them.

For instance, 2 is a root of $x^2 - 6x + 8 = 0$ because $4 - 12 + 8 = 0$; so is 4, because $16 - 24 + 8 = 0$. But 1 is not, because $1 - 6 + 8 = 3 \neq 0$.

## From a situation to an equation

Many problems about areas, speeds and numbers produce quadratic equations. The skill is to choose the unknown well and write each condition carefully.

### Example 2: A rectangular plot

A rectangular plot for a community garden has area 528 m². Its length is one metre more than twice its breadth. Write an equation for the breadth.

1. Let the breadth be $x$ m. Then the length is $(2x + 1)$ m.
2. Area = length × breadth: $x(2x + 1) = 528$.
3. Expand and rearrange: $2x^2 + x - 528 = 0$.
4. This is a quadratic equation in standard form with $a = 2$, $b = 1$, $c = -528$. (In the next lesson you will solve it and find $x = 16$.)

### Example 3: Consecutive integers

The product of two consecutive positive integers is 306. Write an equation.

1. Let the smaller integer be $x$; the next is $x + 1$.
2. $x(x + 1) = 306$, so $x^2 + x - 306 = 0$.
3. You can check that $x = 17$ works: $17 \times 18 = 306$.

### Example 4: Marbles

Ravi and Sunil together have 45 marbles. Both lose 5 marbles, and the product of the numbers they now have is 124. Form the equation.

1. Let Ravi have $x$ marbles; Sunil has $45 - x$.
2. After losing 5 each: $x - 5$ and $40 - x$.
3. $(x - 5)(40 - x) = 124$, so $40x - x^2 - 200 + 5x = 124$.
4. Rearranging: $-x^2 + 45x - 324 = 0$, or $x^2 - 45x + 324 = 0$.

## Common mistakes

- Judging by appearance. Expand first: $(x + 2)^2 = x^2 - 3$ is linear.
- Leaving terms on both sides. The standard form needs 0 on the right.
- Forgetting that $b$ or $c$ may be zero: $2x^2 - 7x = 0$ and $x^2 - 16 = 0$ are both quadratic.
- Misreading "one more than twice the breadth" as $2(x + 1)$; it is $2x + 1$.

## Summary

A quadratic equation can be written as $ax^2 + bx + c = 0$ with $a \neq 0$. Expand and simplify before deciding, since the $x^2$ terms sometimes cancel. A root is a number that makes the left side zero, and a quadratic equation has at most two roots. Problems about areas, products of numbers and speeds often lead to quadratic equations once you name the unknown and translate each condition.`,
    check: [
      {
        question: "Is (x − 3)(2x + 1) = x(x + 5) a quadratic equation?",
        answer:
          "Yes: 2x² − 5x − 3 = x² + 5x gives x² − 10x − 3 = 0, with a = 1 ≠ 0.",
      },
      {
        question: "Is x(x + 1) + 8 = (x + 2)(x − 2) quadratic?",
        answer:
          "No: x² + x + 8 = x² − 4 simplifies to x + 12 = 0, which is linear.",
      },
      {
        question: "Is 2 a root of x² − 3x + 2 = 0? Is 3?",
        answer:
          "p(2) = 4 − 6 + 2 = 0, so 2 is a root. p(3) = 9 − 9 + 2 = 2 ≠ 0, so 3 is not.",
      },
      {
        question:
          "The square of a number exceeds the number by 56. Write a quadratic equation for it.",
        answer: "x² = x + 56, i.e. x² − x − 56 = 0 (whose roots are 8 and −7).",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 2,
    title: "Solving by Factorisation",
    body: String.raw`In this lesson you will learn to solve quadratic equations by splitting the middle term, writing the quadratic as a product of two linear factors, and setting each factor equal to zero.

## Why factorising works

If the product of two numbers is zero, at least one of them must be zero. So if

$$
(x - \alpha)(x - \beta) = 0,
$$

then $x - \alpha = 0$ or $x - \beta = 0$, and the roots are $\alpha$ and $\beta$. Our job is to rewrite $ax^2 + bx + c$ as such a product.

## Splitting the middle term

To factorise $ax^2 + bx + c$:

1. Find two numbers whose **product** is $ac$ and whose **sum** is $b$.
2. Split $bx$ into two terms using those numbers.
3. Group the four terms in pairs and take out common factors.
4. Take out the common bracket.

### Example 1: $2x^2 - 5x + 3 = 0$

1. $ac = 2 \times 3 = 6$ and $b = -5$. We need two numbers with product 6 and sum $-5$: they are $-2$ and $-3$.
2. Split: $2x^2 - 2x - 3x + 3 = 0$.
3. Group: $2x(x - 1) - 3(x - 1) = 0$.
4. Factor: $(2x - 3)(x - 1) = 0$.
5. So $2x - 3 = 0$ or $x - 1 = 0$, giving $x = \dfrac{3}{2}$ or $x = 1$.
6. Check $x = 1$: $2 - 5 + 3 = 0$ ✓. Check $x = \tfrac{3}{2}$: $2 \cdot \tfrac{9}{4} - \tfrac{15}{2} + 3 = \tfrac{9}{2} - \tfrac{15}{2} + \tfrac{6}{2} = 0$ ✓.

### Example 2: $6x^2 - x - 2 = 0$

1. $ac = 6 \times (-2) = -12$, $b = -1$. Two numbers with product $-12$ and sum $-1$: $-4$ and $3$.
2. Split: $6x^2 - 4x + 3x - 2 = 0$.
3. Group: $2x(3x - 2) + 1(3x - 2) = 0$.
4. Factor: $(2x + 1)(3x - 2) = 0$.
5. Roots: $x = -\dfrac{1}{2}$ or $x = \dfrac{2}{3}$.

A useful check from the last chapter: the sum of the roots should be $-\dfrac{b}{a} = \dfrac{1}{6}$, and indeed $-\dfrac{1}{2} + \dfrac{2}{3} = \dfrac{-3 + 4}{6} = \dfrac{1}{6}$ ✓.

### Example 3: The community garden

Solve $2x^2 + x - 528 = 0$, where $x$ m is the breadth of a rectangular plot of area 528 m² whose length is $(2x + 1)$ m.

1. $ac = 2 \times (-528) = -1056$ and $b = 1$. We want two numbers with product $-1056$ and sum 1. Since $1056 = 32 \times 33$, take $33$ and $-32$.
2. Split: $2x^2 + 33x - 32x - 528 = 0$.
3. Group: $x(2x + 33) - 16(2x + 33) = 0$.
4. Factor: $(x - 16)(2x + 33) = 0$, so $x = 16$ or $x = -\dfrac{33}{2}$.
5. A breadth cannot be negative, so $x = 16$. The plot is 16 m wide and $2(16) + 1 = 33$ m long.
6. Check: $16 \times 33 = 528$ ✓.

This is typical of word problems: the equation has two roots, but only one fits the situation. Always say why you reject the other.

### Example 4: No constant term

Solve $3x^2 = 12x$.

1. Bring everything to one side: $3x^2 - 12x = 0$.
2. Take out the common factor: $3x(x - 4) = 0$.
3. So $x = 0$ or $x = 4$.

If you had divided both sides by $x$, you would have lost the root $x = 0$. Never divide by an expression that could be zero; factorise instead.

## Two special patterns

Some quadratics factorise at sight, and spotting them saves time. A **difference of two squares** has no middle term: $x^2 - 16 = (x - 4)(x + 4)$, so $x^2 - 16 = 0$ has roots $4$ and $-4$. A **perfect square** has the form $x^2 - 2kx + k^2 = (x - k)^2$: for example $x^2 - 10x + 25 = (x - 5)^2$, so $x^2 - 10x + 25 = 0$ has the repeated root $5$. In the second case both factors are the same, and we say the equation has two equal roots. Look for these patterns before you start hunting for a pair of numbers.

## Finding the pair of numbers quickly

When $ac$ is large, list its factor pairs in order and watch their sum or difference. If $ac$ is positive, both numbers have the same sign as $b$; if $ac$ is negative, the numbers have opposite signs and their difference (in size) is $|b|$. For $-1056$ with $b = 1$ we needed factors of 1056 that differ by 1, which pointed straight to 32 and 33.

## Common mistakes

- Not making the right side zero first. $(x - 2)(x - 3) = 2$ does **not** mean $x - 2 = 2$ or $x - 3 = 2$.
- Getting the signs of the factors back to front: $(x - 1) = 0$ gives $x = 1$, not $-1$.
- Dividing by $x$ and losing the root 0.
- Keeping a negative length or age as an answer in a word problem.

## Summary

To solve $ax^2 + bx + c = 0$ by factorisation, find two numbers with product $ac$ and sum $b$, split the middle term, group and factorise into two linear factors, then set each factor equal to zero. Check each root in the original equation, and in word problems reject any root that makes no sense, saying why.`,
    check: [
      {
        question: "Solve x² − 3x − 10 = 0 by factorisation.",
        answer: "x² − 5x + 2x − 10 = (x − 5)(x + 2) = 0, so x = 5 or x = −2.",
      },
      {
        question: "Solve 2x² + x − 6 = 0.",
        answer:
          "Product −12, sum 1: 4 and −3. 2x² + 4x − 3x − 6 = (x + 2)(2x − 3) = 0, so x = −2 or 3/2.",
      },
      {
        question:
          "Find two consecutive positive integers whose product is 306.",
        answer:
          "x² + x − 306 = 0 = (x + 18)(x − 17); x = 17 (reject −18). The integers are 17 and 18.",
      },
      {
        question: "Solve 100x² − 20x + 1 = 0.",
        answer: "(10x − 1)² = 0, so x = 1/10 (a repeated root).",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 3,
    title: "The Quadratic Formula",
    body: String.raw`By the end of this lesson you will be able to solve any quadratic equation that has real roots with one formula, even when splitting the middle term is difficult or impossible with whole numbers.

## The formula

The roots of $ax^2 + bx + c = 0$ ($a \neq 0$) are

$$
x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}, \qquad \text{provided } b^2 - 4ac \geq 0.
$$

The sign $\pm$ gives two roots: one with $+$ and one with $-$. This is often called the **quadratic formula**; it was stated by the Indian mathematician Sridharacharya around 1025 CE, which is why some books call it Sridharacharya's formula.

The expression under the square root, $b^2 - 4ac$, is called the **discriminant**. You will study it closely in the next lesson. If it is negative, there is no real square root, and the equation has no real roots.

## Where it comes from (for the curious)

Divide $ax^2 + bx + c = 0$ by $a$ and move $\dfrac{c}{a}$ across: $x^2 + \dfrac{b}{a}x = -\dfrac{c}{a}$. Add $\left(\dfrac{b}{2a}\right)^2$ to both sides so that the left side becomes a perfect square:

$$
\left(x + \frac{b}{2a}\right)^2 = \frac{b^2 - 4ac}{4a^2}.
$$

Taking square roots (possible when $b^2 - 4ac \geq 0$) gives $x + \dfrac{b}{2a} = \pm\dfrac{\sqrt{b^2 - 4ac}}{2a}$, which rearranges to the formula.

## How to use it

1. Write the equation in standard form $ax^2 + bx + c = 0$.
2. Write down $a$, $b$ and $c$, **with their signs**.
3. Work out $b^2 - 4ac$ separately. If it is negative, stop: no real roots.
4. Substitute into the formula and simplify both roots.

### Example 1: $2x^2 + x - 6 = 0$

1. $a = 2$, $b = 1$, $c = -6$.
2. $b^2 - 4ac = 1 - 4(2)(-6) = 1 + 48 = 49$.
3. $x = \dfrac{-1 \pm \sqrt{49}}{2 \times 2} = \dfrac{-1 \pm 7}{4}$.
4. $x = \dfrac{6}{4} = \dfrac{3}{2}$ or $x = \dfrac{-8}{4} = -2$.

Since the discriminant 49 is a perfect square, this equation could also be factorised: $(2x - 3)(x + 2) = 0$.

### Example 2: Irrational roots

Solve $x^2 - 4x + 1 = 0$.

1. $a = 1$, $b = -4$, $c = 1$.
2. $b^2 - 4ac = 16 - 4 = 12$.
3. $x = \dfrac{4 \pm \sqrt{12}}{2} = \dfrac{4 \pm 2\sqrt{3}}{2} = 2 \pm \sqrt{3}$.
4. So $x = 2 + \sqrt{3} \approx 3.73$ or $x = 2 - \sqrt{3} \approx 0.27$.

No pair of whole numbers splits the middle term here; the formula handles it easily.

### Example 3: A faster train

A train covers 360 km at a uniform speed. If its speed had been 5 km/h more, it would have taken 1 hour less. Find its speed.

1. Let the speed be $x$ km/h. Time taken $= \dfrac{360}{x}$ hours; at the higher speed, $\dfrac{360}{x + 5}$ hours.
2. The difference is 1 hour: $\dfrac{360}{x} - \dfrac{360}{x + 5} = 1$.
3. Multiply by $x(x + 5)$: $360(x + 5) - 360x = x(x + 5)$, so $1800 = x^2 + 5x$.
4. Standard form: $x^2 + 5x - 1800 = 0$, with $a = 1$, $b = 5$, $c = -1800$.
5. $b^2 - 4ac = 25 + 7200 = 7225 = 85^2$.
6. $x = \dfrac{-5 \pm 85}{2}$, so $x = 40$ or $x = -45$.
7. Speed cannot be negative, so the speed is 40 km/h.
8. Check: $360 \div 40 = 9$ h and $360 \div 45 = 8$ h; the difference is 1 hour ✓.

## Checking your roots

After using the formula, a quick check with the relationships from the Polynomials chapter is worthwhile: the roots should add up to $-\dfrac{b}{a}$ and multiply to $\dfrac{c}{a}$. In Example 2, the roots $2 + \sqrt{3}$ and $2 - \sqrt{3}$ add up to $4 = -\dfrac{-4}{1}$ ✓, and their product is $(2 + \sqrt{3})(2 - \sqrt{3}) = 4 - 3 = 1 = \dfrac{1}{1}$ ✓. This catches most sign slips in a few seconds, and it works even when the roots are irrational and hard to substitute back into the equation.

## Factorisation or formula?

The discriminant gives a useful hint here. If $b^2 - 4ac$ is a perfect square (1, 4, 9, 16, 25, …) and $a$, $b$, $c$ are integers, the roots are rational and the quadratic can be factorised with whole numbers; if it is not a perfect square, the roots involve a surd and factorising by splitting the middle term will not work. Try factorisation first when the numbers are small and friendly; it is quicker. If you cannot find the pair of numbers within a minute, or if $b^2 - 4ac$ is not a perfect square, use the formula. The formula always works for real roots, so it is a reliable fall-back in an exam.

## Common mistakes

- Dropping a sign: if $b = -4$, then $-b = 4$ and $b^2 = 16$ (not $-16$).
- Dividing only the square root by $2a$: the whole numerator $-b \pm \sqrt{b^2 - 4ac}$ is divided by $2a$.
- Forgetting to write the equation in standard form first, so $c$ has the wrong sign.
- Leaving $\sqrt{12}$ unsimplified, or making an arithmetic slip in $4ac$ — compute the discriminant on its own line.

## Summary

Every quadratic equation $ax^2 + bx + c = 0$ with $b^2 - 4ac \geq 0$ has roots $x = \dfrac{-b \pm \sqrt{b^2 - 4ac}}{2a}$. Put the equation in standard form, note $a$, $b$, $c$ with signs, compute the discriminant separately, then substitute and simplify. In applications, keep only the roots that make sense.`,
    check: [
      {
        question: "Solve 3x² − 5x + 2 = 0 using the quadratic formula.",
        answer:
          "b² − 4ac = 25 − 24 = 1, so x = (5 ± 1)/6, giving x = 1 or x = 2/3.",
      },
      {
        question: "Solve x² + 2x − 1 = 0.",
        answer: "b² − 4ac = 4 + 4 = 8, so x = (−2 ± 2√2)/2 = −1 ± √2.",
      },
      {
        question: "Solve 2x² − 7x + 3 = 0.",
        answer:
          "b² − 4ac = 49 − 24 = 25, so x = (7 ± 5)/4, giving x = 3 or x = 1/2.",
      },
      {
        question:
          "Why can the formula not be used to find real roots of x² + x + 1 = 0?",
        answer:
          "b² − 4ac = 1 − 4 = −3 < 0, and a negative number has no real square root, so there are no real roots.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 4,
    title: "Nature of Roots",
    body: String.raw`In this lesson you will learn to predict, without solving, whether a quadratic equation has two different real roots, two equal roots or no real roots at all, and to use this to find unknown coefficients and to answer "is it possible?" questions.

## The discriminant

For $ax^2 + bx + c = 0$, the number

$$
D = b^2 - 4ac
$$

is called the **discriminant**, because it discriminates (tells apart) the three possible kinds of roots. Look again at the formula $x = \dfrac{-b \pm \sqrt{D}}{2a}$:

| Value of $D$ | Roots | Graph of $y = ax^2 + bx + c$ |
|---|---|---|
| $D > 0$ | two distinct real roots, $\dfrac{-b + \sqrt{D}}{2a}$ and $\dfrac{-b - \sqrt{D}}{2a}$ | cuts the x-axis at two points |
| $D = 0$ | two equal real roots, each $-\dfrac{b}{2a}$ | touches the x-axis at one point |
| $D < 0$ | no real roots | does not meet the x-axis |

When $D = 0$, adding or subtracting $\sqrt{0}$ changes nothing, so both roots equal $-\dfrac{b}{2a}$. When $D < 0$, there is no real number whose square is negative, so there is no real root.

You can also say more when $D > 0$: if $D$ is a perfect square (and $a$, $b$, $c$ are integers), the roots are rational and the equation can be factorised with whole numbers; otherwise the roots are irrational.

### Example 1: Three equations

Find the nature of the roots.

**(a)** $2x^2 - 4x + 3 = 0$

1. $D = (-4)^2 - 4(2)(3) = 16 - 24 = -8$.
2. $D < 0$, so there are no real roots.

**(b)** $4x^2 - 12x + 9 = 0$

1. $D = 144 - 4(4)(9) = 144 - 144 = 0$.
2. Two equal real roots, each $-\dfrac{b}{2a} = \dfrac{12}{8} = \dfrac{3}{2}$.
3. Indeed $4x^2 - 12x + 9 = (2x - 3)^2$.

**(c)** $2x^2 - 6x + 3 = 0$

1. $D = 36 - 24 = 12 > 0$: two distinct real roots.
2. Since 12 is not a perfect square, the roots are irrational: $x = \dfrac{6 \pm 2\sqrt{3}}{4} = \dfrac{3 \pm \sqrt{3}}{2}$.

### Example 2: Finding $k$ for equal roots

Find the value of $k$ for which $kx(x - 2) + 6 = 0$ has two equal roots, and find the roots.

1. Expand: $kx^2 - 2kx + 6 = 0$, so $a = k$, $b = -2k$, $c = 6$.
2. Equal roots need $D = 0$: $(-2k)^2 - 4(k)(6) = 0$, i.e. $4k^2 - 24k = 0$.
3. $4k(k - 6) = 0$, so $k = 0$ or $k = 6$.
4. But $k = 0$ makes the equation $6 = 0$, which is not quadratic (and is false). So $k = 6$.
5. The equation is $6x^2 - 12x + 6 = 0$, i.e. $6(x - 1)^2 = 0$, with both roots equal to $-\dfrac{b}{2a} = \dfrac{12}{12} = 1$.

### Example 3: Designing a park

Is it possible to design a rectangular park with perimeter 80 m and area 400 m²? What about area 500 m²?

1. Perimeter 80 m means length + breadth = 40 m. Let the length be $l$ m; the breadth is $(40 - l)$ m.
2. For area 400 m²: $l(40 - l) = 400$, i.e. $l^2 - 40l + 400 = 0$.
3. $D = 1600 - 1600 = 0$: equal roots, $l = \dfrac{40}{2} = 20$. So yes: a park 20 m by 20 m (a square, which is a special rectangle).
4. For area 500 m²: $l^2 - 40l + 500 = 0$, and $D = 1600 - 2000 = -400 < 0$.
5. No real length works, so a park with perimeter 80 m and area 500 m² is impossible.

This matches a nice fact: with a fixed perimeter, the square encloses the greatest area; $20 \times 20 = 400$ m² is the most that 80 m of fencing can enclose as a rectangle.

## Reading the discriminant in real life

The discriminant answers practical questions before any solving is done. If the height of a ball thrown upwards is given by a quadratic expression in time, asking "does the ball ever reach a height of 30 m?" means asking whether a certain quadratic equation has real roots. A negative discriminant says "never"; a zero discriminant says "exactly at its highest point"; a positive one says "yes, twice — once going up and once coming down". The same reasoning appears in Example 3: the discriminant told us immediately which park designs were possible.

## Common mistakes

- Using $b$ instead of $b^2$, or squaring a negative $b$ to get a negative number: $(-4)^2 = 16$.
- Saying "no roots" when $D < 0$. The correct statement is "no **real** roots".
- For $D = 0$, saying "one root". The equation has two roots that are equal.
- Forgetting to reject a value of $k$ that makes $a = 0$.

## Summary

The discriminant $D = b^2 - 4ac$ decides the nature of the roots of $ax^2 + bx + c = 0$: $D > 0$ gives two distinct real roots, $D = 0$ gives two equal real roots $-\dfrac{b}{2a}$, and $D < 0$ gives no real roots. Use it to classify equations quickly, to find unknown coefficients for equal roots, and to decide whether a design or situation is possible at all.`,
    check: [
      {
        question: "Find the nature of the roots of 3x² − 2x + 1/3 = 0.",
        answer:
          "D = 4 − 4(3)(1/3) = 4 − 4 = 0: two equal real roots, each −b/2a = 2/6 = 1/3.",
      },
      {
        question: "Find the nature of the roots of x² − 3x − 4 = 0.",
        answer:
          "D = 9 + 16 = 25 > 0: two distinct real (rational) roots, 4 and −1.",
      },
      {
        question: "Find k so that 2x² + kx + 3 = 0 has two equal roots.",
        answer: "D = k² − 24 = 0, so k = ±√24 = ±2√6.",
      },
      {
        question:
          "Can the sum of a number and its reciprocal be 1? Use the discriminant.",
        answer:
          "x + 1/x = 1 gives x² − x + 1 = 0, D = 1 − 4 = −3 < 0. No real number works.",
      },
    ],
  },
  // ── Chapter 5: Arithmetic Progressions ───────────────────────────────
  {
    chapter: 5,
    lesson: 1,
    title: "What Is an AP?",
    body: String.raw`In this lesson you will learn what an arithmetic progression is, find its first term and common difference, test whether a given list is an AP, and write an AP from its first term and common difference.

## Patterns that grow by a fixed step

Look at these lists from daily life:

- Meera puts ₹200 into her piggy bank in January and then ₹50 more each month than the month before: ₹200, ₹250, ₹300, ₹350, …
- An auto fare is ₹30 for the first km and ₹15 for every extra km: ₹30, ₹45, ₹60, ₹75, … for 1, 2, 3, 4, … km.
- A tank holds 500 litres of water and loses 20 litres every hour: 500, 480, 460, 440, … litres.

In each list, every term after the first is obtained by **adding the same fixed number** to the term before it. Such a list is called an **arithmetic progression** (AP).

## The vocabulary

- Each number in the list is a **term**: $a_1, a_2, a_3, \ldots$
- The first term is usually called $a$ (so $a = a_1$).
- The fixed number added each time is the **common difference** $d$:
  $$
  d = a_2 - a_1 = a_3 - a_2 = a_4 - a_3 = \cdots
  $$

So the general AP looks like

$$
a, \quad a + d, \quad a + 2d, \quad a + 3d, \quad \ldots
$$

The common difference can be positive (the terms increase), negative (they decrease, like the water tank with $d = -20$) or zero (all terms equal, like 4, 4, 4, …).

An AP with a last term, such as the roll numbers 1, 2, 3, …, 40 in a class, is a **finite AP**. One that goes on for ever, like 3, 7, 11, 15, …, is an **infinite AP**.

## Testing whether a list is an AP

Subtract each term from the next. If all these differences are equal, the list is an AP with that common difference. If even one difference is different, it is not an AP. It is not enough to check only the first two terms.

### Example 1: Which lists are APs?

**(a)** $3, 7, 11, 15, \ldots$

1. Differences: $7 - 3 = 4$, $11 - 7 = 4$, $15 - 11 = 4$.
2. All equal: an AP with $a = 3$, $d = 4$.

**(b)** $1, -1, -3, -5, \ldots$

1. Differences: $-1 - 1 = -2$, $-3 - (-1) = -2$, $-5 - (-3) = -2$.
2. An AP with $a = 1$, $d = -2$.

**(c)** $1, 3, 9, 27, \ldots$

1. Differences: $3 - 1 = 2$, $9 - 3 = 6$.
2. Already unequal, so this is not an AP. (Each term is 3 times the previous one; that is a different kind of pattern.)

**(d)** $\sqrt{2}, \sqrt{8}, \sqrt{18}, \sqrt{32}, \ldots$

1. Simplify the surds first: $\sqrt{8} = 2\sqrt{2}$, $\sqrt{18} = 3\sqrt{2}$, $\sqrt{32} = 4\sqrt{2}$.
2. The list is $\sqrt{2}, 2\sqrt{2}, 3\sqrt{2}, 4\sqrt{2}$, with constant difference $\sqrt{2}$.
3. So it is an AP with $a = \sqrt{2}$, $d = \sqrt{2}$.

### Example 2: Writing an AP

Write the first four terms of the AP with $a = -1.5$ and $d = -0.5$.

1. $a_1 = -1.5$.
2. $a_2 = -1.5 + (-0.5) = -2$.
3. $a_3 = -2 + (-0.5) = -2.5$.
4. $a_4 = -2.5 + (-0.5) = -3$.
5. The AP is $-1.5, -2, -2.5, -3, \ldots$

### Example 3: Fractions

Find $a$ and $d$ for $\dfrac{1}{3}, \dfrac{5}{3}, \dfrac{9}{3}, \dfrac{13}{3}, \ldots$, and write the next term.

1. $a = \dfrac{1}{3}$ and $d = \dfrac{5}{3} - \dfrac{1}{3} = \dfrac{4}{3}$; the other differences are also $\dfrac{4}{3}$.
2. The next term is $\dfrac{13}{3} + \dfrac{4}{3} = \dfrac{17}{3}$.

## Why APs are useful

Once you know $a$ and $d$, you know the entire list, however long. In the next lessons you will find any term directly (the 50th, the 100th) and add up many terms at once, which helps answer questions such as "how much will Meera have saved by December?" without listing every month.

## Common mistakes

- Subtracting the wrong way round. Always do (later term) − (earlier term); for $10, 8, 6, \ldots$, $d = 8 - 10 = -2$, not $+2$.
- Checking only one difference and declaring "AP".
- Missing a hidden AP because surds or fractions were not simplified first.
- Thinking that a decreasing list cannot be an AP. A negative $d$ is perfectly fine.

## Summary

An arithmetic progression is a list in which each term after the first is got by adding a fixed number $d$, the common difference, to the previous term. Its terms are $a, a + d, a + 2d, \ldots$ To test a list, check that every difference $a_{k+1} - a_k$ is the same. The common difference may be positive, negative or zero, and an AP may be finite or infinite.`,
    check: [
      {
        question: "Is 2, 4, 8, 16, … an AP? Why?",
        answer:
          "No: 4 − 2 = 2 but 8 − 4 = 4, so the differences are not equal.",
      },
      {
        question: "Find a and d for 3.2, 2.4, 1.6, 0.8, …",
        answer: "a = 3.2, d = 2.4 − 3.2 = −0.8 (all differences are −0.8).",
      },
      {
        question:
          "Write the first four terms of the AP with a = 10 and d = 10.",
        answer: "10, 20, 30, 40.",
      },
      {
        question: "Is 0, −4, −8, −12, … an AP? If so, give the next two terms.",
        answer: "Yes, d = −4. The next two terms are −16 and −20.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 2,
    title: "The nth Term",
    body: String.raw`By the end of this lesson you will be able to find any term of an AP directly with the formula $a_n = a + (n - 1)d$, decide whether a given number belongs to an AP, and find a term counted from the end.

## Finding the formula

In an AP with first term $a$ and common difference $d$:

$$
a_1 = a, \quad a_2 = a + d, \quad a_3 = a + 2d, \quad a_4 = a + 3d, \quad \ldots
$$

Notice the pattern: the number of $d$'s added is always one less than the position of the term. To reach the $n$th term you start at $a$ and take $(n - 1)$ steps of size $d$:

$$
a_n = a + (n - 1)d.
$$

The $n$th term $a_n$ is also called the **general term** of the AP. If the AP is finite with $m$ terms, the last term is often written $l = a + (m - 1)d$.

### Example 1: A term far down the list

Find the 10th term of $2, 7, 12, \ldots$

1. $a = 2$, $d = 7 - 2 = 5$, $n = 10$.
2. $a_{10} = 2 + (10 - 1) \times 5 = 2 + 45 = 47$.

Listing ten terms would also work, but for the 100th term the formula is far quicker: $a_{100} = 2 + 99 \times 5 = 497$.

## Which term is it?

The same formula works backwards. If a number $x$ is a term, then $a + (n - 1)d = x$ for some **natural number** $n$. Solve for $n$; if $n$ is not a natural number, $x$ is not a term.

### Example 2: Finding the position

Which term of the AP $21, 18, 15, \ldots$ is $-81$?

1. $a = 21$, $d = -3$.
2. Set $21 + (n - 1)(-3) = -81$.
3. $-3(n - 1) = -102$, so $n - 1 = 34$ and $n = 35$.
4. So $-81$ is the 35th term. Check: $21 + 34 \times (-3) = 21 - 102 = -81$ ✓.

### Example 3: Not a term

Is 301 a term of $5, 11, 17, 23, \ldots$?

1. $a = 5$, $d = 6$.
2. $5 + (n - 1) \times 6 = 301$ gives $6(n - 1) = 296$, so $n - 1 = \dfrac{296}{6} = \dfrac{148}{3}$.
3. Then $n = \dfrac{151}{3}$, which is not a natural number.
4. So 301 is not a term of this AP. (Every term is $6n - 1$, i.e. one less than a multiple of 6; 301 is one **more** than 300.)

### Example 4: Counting three-digit multiples of 7

How many three-digit numbers are divisible by 7?

1. The smallest three-digit multiple of 7 is 105 ($7 \times 15$); the largest is 994 ($7 \times 142$).
2. These form an AP: $105, 112, 119, \ldots, 994$, with $a = 105$, $d = 7$.
3. Let 994 be the $n$th term: $105 + (n - 1) \times 7 = 994$, so $7(n - 1) = 889$ and $n - 1 = 127$.
4. So $n = 128$: there are 128 such numbers.

## Terms from the end

To find the $n$th term from the **end** of a finite AP, reverse it: the last term $l$ becomes the first term and the common difference becomes $-d$. Then the $n$th term from the end is

$$
l + (n - 1)(-d) = l - (n - 1)d.
$$

### Example 5: 11th term from the end

Find the 11th term from the last term of the AP $10, 7, 4, \ldots, -62$.

1. Reverse: $-62, -59, -56, \ldots$ with first term $-62$ and difference $+3$.
2. 11th term of the reversed AP: $-62 + 10 \times 3 = -32$.
3. Check another way: the original AP has $10 - 3(n - 1) = -62$, so $n = 25$ terms. The 11th from the end is the 15th from the start: $10 + 14 \times (-3) = -32$ ✓.

### Example 6: A rising salary

Priya starts a job at ₹24,000 a month and gets a raise of ₹1,500 a month every year. In which year will her monthly salary be ₹39,000?

1. Her yearly salaries form an AP with $a = 24000$, $d = 1500$.
2. $24000 + (n - 1) \times 1500 = 39000$, so $(n - 1) \times 1500 = 15000$ and $n - 1 = 10$.
3. In the 11th year her salary will be ₹39,000.

## Common mistakes

- Using $a + nd$ instead of $a + (n - 1)d$. The first term has had no $d$ added.
- Accepting a fractional or negative $n$. Positions are natural numbers only.
- Forgetting the sign of $d$ in a decreasing AP.
- For terms from the end, keeping $+d$ instead of reversing it.

## Summary

The $n$th term of an AP is $a_n = a + (n - 1)d$. Use it to find any term directly, to find which term equals a given number (solve for $n$ and check that $n$ is a natural number), and to count terms in a finite AP. For the $n$th term from the end, start at the last term $l$ and use common difference $-d$.`,
    check: [
      {
        question: "Find the 30th term of 10, 7, 4, …",
        answer: "a = 10, d = −3: a₃₀ = 10 + 29 × (−3) = 10 − 87 = −77.",
      },
      {
        question: "Which term of 3, 8, 13, 18, … is 78?",
        answer: "3 + 5(n − 1) = 78 gives n − 1 = 15, so n = 16: the 16th term.",
      },
      {
        question:
          "The 3rd term of an AP is 5 and the 7th term is 9. Find a and d.",
        answer: "a + 2d = 5 and a + 6d = 9, so 4d = 4, d = 1 and a = 3.",
      },
      {
        question: "How many two-digit numbers are divisible by 3?",
        answer:
          "12, 15, …, 99: 12 + 3(n − 1) = 99 gives n − 1 = 29, so n = 30.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 3,
    title: "Sum of the First n Terms",
    body: String.raw`In this lesson you will learn to add up the first $n$ terms of an AP in one step, using the formulas $S_n = \dfrac{n}{2}[2a + (n - 1)d]$ and $S_n = \dfrac{n}{2}(a + l)$, and to use them in problems about savings, prizes and counting.

## Gauss's trick

A famous story tells that when the German mathematician Gauss was a schoolboy, his teacher asked the class to add all the numbers from 1 to 100, hoping to keep them busy. Gauss answered in moments. He wrote the sum forwards and backwards:

$$
S = 1 + 2 + 3 + \cdots + 99 + 100
$$
$$
S = 100 + 99 + 98 + \cdots + 2 + 1
$$

Adding the two lines column by column, every column gives 101, and there are 100 columns. So $2S = 100 \times 101$ and $S = 5050$.

## The general formula

Do the same with the first $n$ terms of any AP:

$$
S_n = a + (a + d) + \cdots + [a + (n - 1)d]
$$
$$
S_n = [a + (n - 1)d] + [a + (n - 2)d] + \cdots + a
$$

Each column adds up to $2a + (n - 1)d$, and there are $n$ columns, so $2S_n = n[2a + (n - 1)d]$:

$$
S_n = \frac{n}{2}\left[2a + (n - 1)d\right].
$$

Since the last term is $l = a + (n - 1)d$, we can also write

$$
S_n = \frac{n}{2}(a + l),
$$

which says: sum = number of terms × average of the first and last terms. Use this form when the last term is known.

Putting $a = 1$, $d = 1$ gives the sum of the first $n$ natural numbers:

$$
1 + 2 + \cdots + n = \frac{n(n + 1)}{2}.
$$

### Example 1: Sum of 22 terms

Find the sum of the first 22 terms of $8, 3, -2, \ldots$

1. $a = 8$, $d = 3 - 8 = -5$, $n = 22$.
2. $S_{22} = \dfrac{22}{2}[2 \times 8 + 21 \times (-5)] = 11(16 - 105) = 11 \times (-89)$.
3. $S_{22} = -979$.

### Example 2: Multiples of 6

Find the sum of the first 40 positive multiples of 6.

1. The numbers are $6, 12, 18, \ldots$ with $a = 6$, $d = 6$, $n = 40$.
2. Last term: $l = 6 + 39 \times 6 = 240$.
3. $S_{40} = \dfrac{40}{2}(6 + 240) = 20 \times 246 = 4920$.

### Example 3: How many terms?

How many terms of $24, 21, 18, \ldots$ must be taken so that their sum is 78?

1. $a = 24$, $d = -3$. We need $\dfrac{n}{2}[48 + (n - 1)(-3)] = 78$.
2. Simplify the bracket: $48 - 3n + 3 = 51 - 3n$. So $n(51 - 3n) = 156$.
3. $3n^2 - 51n + 156 = 0$, i.e. $n^2 - 17n + 52 = 0$.
4. Factorise: $(n - 4)(n - 13) = 0$, so $n = 4$ or $n = 13$.
5. Both work! First 4 terms: $24 + 21 + 18 + 15 = 78$. First 13 terms: the 13th term is $24 + 12(-3) = -12$, and $S_{13} = \dfrac{13}{2}(24 - 12) = 78$. The terms from the 5th to the 13th ($12, 9, \ldots, -12$) add up to 0.

### Example 4: Saving for Diwali

Kabir saves ₹10 on the first day of a month, ₹15 on the second, ₹20 on the third, and so on. How much has he saved after 30 days?

1. Daily savings form an AP with $a = 10$, $d = 5$, $n = 30$.
2. $S_{30} = \dfrac{30}{2}[2 \times 10 + 29 \times 5] = 15(20 + 145) = 15 \times 165$.
3. $S_{30} = 2475$, so he has saved ₹2475.

### Example 5: Seats in a stadium stand

One stand of a cricket stadium has 20 seats in the front row, and each row behind has 2 seats more than the row in front of it. There are 25 rows. How many people can the stand seat?

1. The numbers of seats form an AP: $a = 20$, $d = 2$, $n = 25$.
2. $S_{25} = \dfrac{25}{2}[2 \times 20 + 24 \times 2] = \dfrac{25}{2} \times 88 = 25 \times 44$.
3. The stand seats $1100$ people.
4. As a check, the last row has $20 + 24 \times 2 = 68$ seats, and $\dfrac{25}{2}(20 + 68) = 1100$ ✓.

## Choosing the form

If you know $a$, $d$ and $n$, the first form is direct. If the question gives the first and last terms (for example "the sum of all odd numbers from 1 to 99"), the second form is quicker, but you still need $n$, which you find from $l = a + (n - 1)d$. Writing down $a$, $d$, $n$ and $l$ at the start of every problem makes the choice obvious.

## Finding a term from the sums

If you know $S_n$ for every $n$, you can recover any term: the $n$th term is the sum of the first $n$ terms minus the sum of the first $n - 1$ terms,

$$
a_n = S_n - S_{n-1}.
$$

For instance, if $S_n = 3n^2 + 5n$, then $a_1 = S_1 = 8$ and $a_2 = S_2 - S_1 = 22 - 8 = 14$, so $d = 6$.

## Common mistakes

- Using $S_n$ when the question asks for a term, or $a_n$ when it asks for a sum. Read the question twice.
- Forgetting to halve: the formula has $\dfrac{n}{2}$ in front.
- Using $S_n = \dfrac{n}{2}(a + l)$ with the wrong $l$; make sure $l$ is the $n$th term.
- Rejecting a valid second answer, as in Example 3, or keeping a negative or fractional $n$.

## Summary

The sum of the first $n$ terms of an AP is $S_n = \dfrac{n}{2}[2a + (n - 1)d]$, or $S_n = \dfrac{n}{2}(a + l)$ when the last term $l$ is known. It comes from pairing the first and last terms, as young Gauss did for $1 + 2 + \cdots + 100 = 5050$. In particular, $1 + 2 + \cdots + n = \dfrac{n(n + 1)}{2}$, and $a_n = S_n - S_{n-1}$.`,
    check: [
      {
        question: "Find the sum of the first 20 natural numbers.",
        answer: "20 × 21 ÷ 2 = 210.",
      },
      {
        question: "Find the sum 2 + 7 + 12 + … to 10 terms.",
        answer: "S₁₀ = 5[4 + 9 × 5] = 5 × 49 = 245.",
      },
      {
        question: "Find the sum of the AP 34 + 32 + 30 + … + 10.",
        answer:
          "34 − 2(n − 1) = 10 gives n = 13; S = 13/2 × (34 + 10) = 13 × 22 = 286.",
      },
      {
        question: "If Sₙ = 4n − n², find the first term and the 10th term.",
        answer:
          "a₁ = S₁ = 3. a₁₀ = S₁₀ − S₉ = (40 − 100) − (36 − 81) = −60 + 45 = −15.",
      },
    ],
  },
  // ── Chapter 6: Triangles ─────────────────────────────────────────────
  {
    chapter: 6,
    lesson: 1,
    title: "Similar Figures",
    body: String.raw`In this lesson you will learn what it means for two figures to be similar, how similarity differs from congruence, and how to check whether two polygons are similar using their angles and sides.

## Same shape, not necessarily the same size

Think of a photograph and its enlargement, a map of India and the country itself, or a model of the Qutub Minar and the real tower. In each pair, one is a scaled copy of the other: everything is stretched or shrunk by the same factor, and nothing is distorted. Such figures are called **similar**.

Two figures are **similar** if they have the same shape but not necessarily the same size.

Some figures are always similar to each other:

- all circles (any circle is a scaled copy of any other),
- all squares,
- all equilateral triangles,
- all line segments.

**Congruent** figures have the same shape **and** the same size. So every pair of congruent figures is similar (with scale factor 1), but similar figures need not be congruent.

## Similar polygons

For polygons we need a precise test. Two polygons with the same number of sides are similar if

1. their **corresponding angles are equal**, and
2. their **corresponding sides are in the same ratio** (proportional).

The common ratio of corresponding sides is called the **scale factor** (or representative fraction, on maps).

**Both conditions are needed.** A square of side 3 cm and a rectangle 3 cm by 5 cm have all angles equal (90°), but their sides are not in the same ratio, so they are not similar. A square of side 4 cm and a rhombus of side 4 cm with angles 60° and 120° have sides in the same ratio (1 : 1), but their angles differ, so they are not similar either.

![Two right triangles with sides 3, 4, 5 cm and 4.5, 6, 7.5 cm](figure:similar)

### Example 1: Checking two triangles

Triangle ABC has AB = 4 cm, AC = 3 cm, BC = 5 cm, with a right angle at A. Triangle PQR has PQ = 6 cm, PR = 4.5 cm, QR = 7.5 cm, with a right angle at P, and $\angle B = \angle Q$, $\angle C = \angle R$. Are they similar?

1. Corresponding angles: $\angle A = \angle P = 90°$, $\angle B = \angle Q$, $\angle C = \angle R$. ✓
2. Ratios of corresponding sides: $\dfrac{PQ}{AB} = \dfrac{6}{4} = 1.5$, $\dfrac{PR}{AC} = \dfrac{4.5}{3} = 1.5$, $\dfrac{QR}{BC} = \dfrac{7.5}{5} = 1.5$. ✓
3. Both conditions hold, so the triangles are similar with scale factor 1.5. Triangle PQR is an enlargement of triangle ABC.

### Example 2: Finding a missing side

Quadrilateral ABCD is similar to quadrilateral PQRS, with A ↔ P, B ↔ Q, C ↔ R and D ↔ S. AB = 6 cm, BC = 8 cm, PQ = 9 cm. Find QR.

1. Corresponding sides are proportional: $\dfrac{PQ}{AB} = \dfrac{QR}{BC}$.
2. $\dfrac{9}{6} = \dfrac{QR}{8}$, so $QR = \dfrac{9 \times 8}{6} = 12$ cm.
3. The scale factor is $\dfrac{9}{6} = 1.5$; every side of PQRS is 1.5 times the matching side of ABCD.

### Example 3: A map

On a map of Maharashtra, the distance between Pune and Mumbai is 6 cm. The scale is 1 cm : 25 km. What is the actual distance, and why does the scale work?

1. The map and the real region are similar figures with a fixed scale factor.
2. Actual distance $= 6 \times 25 = 150$ km (measured as the crow flies).
3. Because every length is scaled by the same factor, any distance measured on the map can be converted the same way.

## Why order matters

When we say "ABCD is similar to PQRS", the order of the letters tells us which vertices correspond. Writing the vertices in the wrong order pairs the wrong sides and gives wrong answers. Always match vertices by the equal angles, not by their position on the page; a similar copy may be turned round or flipped over.

## Common mistakes

- Checking only angles (or only sides) for polygons with more than three sides. Both conditions are needed.
- Pairing sides by how the figure is drawn instead of by the correspondence of vertices.
- Writing the ratio upside down for one pair and the right way up for another; keep "new ÷ old" (or "old ÷ new") for every pair.
- Thinking similar means "roughly alike". In mathematics it is an exact condition.

## Summary

Similar figures have the same shape but possibly different sizes; congruent figures are a special case with scale factor 1. Two polygons with the same number of sides are similar when their corresponding angles are equal and their corresponding sides are in the same ratio. All circles, squares and equilateral triangles are similar. The order of vertices in a similarity statement shows which parts correspond.`,
    figures: {
      similar: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-16 0 306 170"><polygon points="20,140 100,140 20,80" fill="none" stroke="currentColor" stroke-width="2"/><polygon points="140,140 260,140 140,50" fill="none" stroke="currentColor" stroke-width="2"/><polyline points="20,130 30,130 30,140" fill="none" stroke="currentColor"/><polyline points="140,130 150,130 150,140" fill="none" stroke="currentColor"/><text x="8" y="155" font-size="11" fill="currentColor">A</text><text x="100" y="155" font-size="11" fill="currentColor">B</text><text x="10" y="78" font-size="11" fill="currentColor">C</text><text x="48" y="155" font-size="10" fill="currentColor">4 cm</text><text x="-15" y="114" font-size="10" fill="currentColor">3 cm</text><text x="64" y="104" font-size="10" fill="currentColor">5 cm</text><text x="128" y="155" font-size="11" fill="currentColor">P</text><text x="260" y="155" font-size="11" fill="currentColor">Q</text><text x="130" y="48" font-size="11" fill="currentColor">R</text><text x="188" y="155" font-size="10" fill="currentColor">6 cm</text><text x="106" y="100" font-size="10" fill="currentColor">4.5 cm</text><text x="204" y="88" font-size="10" fill="currentColor">7.5 cm</text></svg>`,
        alt: "Two right triangles. Triangle ABC has the right angle at A, AB = 4 cm, AC = 3 cm and BC = 5 cm. The larger triangle PQR has the right angle at P, PQ = 6 cm, PR = 4.5 cm and QR = 7.5 cm, each side 1.5 times the matching side of ABC.",
      },
    },
    check: [
      {
        question: "Are all rectangles similar? Explain.",
        answer:
          "No. All their angles are 90°, but their sides need not be in the same ratio (a 2 × 3 and a 2 × 5 rectangle are not similar).",
      },
      {
        question: "Are any two congruent triangles similar?",
        answer:
          "Yes: their corresponding angles are equal and their sides are in the ratio 1 : 1.",
      },
      {
        question:
          "Pentagon ABCDE ~ pentagon PQRST with AB = 5 cm and PQ = 7.5 cm. If CD = 4 cm, find RS.",
        answer: "Scale factor 7.5/5 = 1.5, so RS = 1.5 × 4 = 6 cm.",
      },
      {
        question:
          "Give an example of two quadrilaterals with equal corresponding angles that are not similar.",
        answer:
          "A square of side 2 cm and a rectangle 2 cm × 4 cm: all angles are 90°, but the sides are not proportional.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 2,
    title: "Basic Proportionality Theorem",
    body: String.raw`By the end of this lesson you will be able to state and prove the Basic Proportionality Theorem, use it to find unknown lengths when a line is parallel to one side of a triangle, and use its converse to prove that two lines are parallel.

## The theorem

Draw any triangle ABC and a line parallel to BC that cuts AB at D and AC at E. Measure AD, DB, AE and EC. You will find that $\dfrac{AD}{DB}$ and $\dfrac{AE}{EC}$ come out the same, however you draw it. This was known to the Greek mathematician Thales, and is also called **Thales theorem**.

**Basic Proportionality Theorem (BPT).** If a line is drawn parallel to one side of a triangle to intersect the other two sides in distinct points, the other two sides are divided in the same ratio.

So in triangle ABC, if $DE \parallel BC$, then

$$
\frac{AD}{DB} = \frac{AE}{EC}.
$$

![Triangle ABC with DE parallel to BC](figure:bpt)

## Why it is true

The proof uses areas. Recall that the area of a triangle is $\tfrac{1}{2} \times \text{base} \times \text{height}$.

1. Join BE and CD. Draw $EN \perp AB$ and $DM \perp AC$.
2. $\text{ar}(ADE) = \tfrac{1}{2} AD \times EN$ and $\text{ar}(BDE) = \tfrac{1}{2} DB \times EN$ (same height EN). So $\dfrac{\text{ar}(ADE)}{\text{ar}(BDE)} = \dfrac{AD}{DB}$.
3. Similarly, using height DM, $\dfrac{\text{ar}(ADE)}{\text{ar}(DEC)} = \dfrac{AE}{EC}$.
4. Triangles BDE and DEC stand on the same base DE and lie between the same parallels DE and BC, so they have equal areas.
5. Hence the two ratios in steps 2 and 3 are equal: $\dfrac{AD}{DB} = \dfrac{AE}{EC}$.

## The converse

**Converse of BPT.** If a line divides any two sides of a triangle in the same ratio, then it is parallel to the third side.

Use the converse when you need to **prove** two lines parallel from lengths. The theorem goes from "parallel" to "equal ratios"; the converse goes from "equal ratios" back to "parallel".

### Example 1: Finding a length

In triangle ABC, $DE \parallel BC$, with D on AB and E on AC. AD = 1.5 cm, DB = 3 cm and AE = 1 cm. Find EC.

1. By BPT, $\dfrac{AD}{DB} = \dfrac{AE}{EC}$.
2. $\dfrac{1.5}{3} = \dfrac{1}{EC}$, so $EC = \dfrac{3 \times 1}{1.5} = 2$ cm.

### Example 2: An algebraic version

In triangle ABC, $DE \parallel BC$, AD = $x$, DB = $x - 2$, AE = $x + 2$ and EC = $x - 1$ (all in cm). Find $x$.

1. By BPT, $\dfrac{x}{x - 2} = \dfrac{x + 2}{x - 1}$.
2. Cross-multiply: $x(x - 1) = (x - 2)(x + 2)$, so $x^2 - x = x^2 - 4$.
3. The $x^2$ terms cancel: $-x = -4$, so $x = 4$.
4. Check: AD = 4, DB = 2, AE = 6, EC = 3, and $\dfrac{4}{2} = \dfrac{6}{3} = 2$ ✓.

### Example 3: Using the converse

In triangle PQR, E is on PQ and F is on PR. PE = 4 cm, EQ = 4.5 cm, PF = 8 cm, FR = 9 cm. Is $EF \parallel QR$?

1. $\dfrac{PE}{EQ} = \dfrac{4}{4.5} = \dfrac{8}{9}$ and $\dfrac{PF}{FR} = \dfrac{8}{9}$.
2. The ratios are equal, so by the converse of BPT, $EF \parallel QR$.
3. If instead FR had been 10 cm, the ratios would be $\dfrac{8}{9}$ and $\dfrac{8}{10}$, unequal, and EF would **not** be parallel to QR.

## Other forms of the ratio

From $\dfrac{AD}{DB} = \dfrac{AE}{EC}$, adding 1 to both sides gives $\dfrac{AD + DB}{DB} = \dfrac{AE + EC}{EC}$, that is $\dfrac{AB}{DB} = \dfrac{AC}{EC}$. In the same way, $\dfrac{AD}{AB} = \dfrac{AE}{AC}$. These forms are handy when a whole side is given instead of a part. For example, if $DE \parallel BC$, AD = 2 cm, AB = 6 cm and AC = 9 cm, then $AE = \dfrac{2}{6} \times 9 = 3$ cm.

## Common mistakes

- Mixing parts and wholes: $\dfrac{AD}{DB} = \dfrac{AE}{AC}$ is wrong. Compare part with part, or part with whole, on both sides.
- Using BPT when the line is not known to be parallel. For that situation you need the converse, in the other direction.
- Claiming $\dfrac{AD}{DB} = \dfrac{DE}{BC}$. The ratio $\dfrac{DE}{BC}$ equals $\dfrac{AD}{AB}$ (from similar triangles), not $\dfrac{AD}{DB}$.

## Summary

The Basic Proportionality Theorem says that a line parallel to one side of a triangle divides the other two sides in the same ratio: $DE \parallel BC$ gives $\dfrac{AD}{DB} = \dfrac{AE}{EC}$. It is proved using areas of triangles with the same height. Its converse says that a line dividing two sides in the same ratio is parallel to the third side, which lets you prove lines parallel from measurements.`,
    figures: {
      bpt: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 205"><polygon points="100,15 20,185 220,185" fill="none" stroke="currentColor" stroke-width="2"/><line x1="68" y1="83" x2="148" y2="83" stroke="currentColor" stroke-width="2"/><text x="95" y="11" font-size="12" fill="currentColor">A</text><text x="8" y="198" font-size="12" fill="currentColor">B</text><text x="220" y="198" font-size="12" fill="currentColor">C</text><text x="54" y="84" font-size="12" fill="currentColor">D</text><text x="152" y="84" font-size="12" fill="currentColor">E</text><text x="88" y="99" font-size="10" fill="currentColor">DE ∥ BC</text></svg>`,
        alt: "Triangle ABC with A at the top and BC as the base. A line segment DE, parallel to BC, joins point D on side AB to point E on side AC, about two-fifths of the way down from A.",
      },
    },
    check: [
      {
        question:
          "In triangle ABC, DE ∥ BC, AD = 2 cm, DB = 3 cm and AE = 4 cm. Find EC.",
        answer: "2/3 = 4/EC, so EC = 6 cm.",
      },
      {
        question:
          "D and E are points on AB and AC with AD = 3, DB = 6, AE = 2.5 and EC = 5 (cm). Is DE ∥ BC?",
        answer:
          "AD/DB = 3/6 = 1/2 and AE/EC = 2.5/5 = 1/2. The ratios are equal, so DE ∥ BC by the converse of BPT.",
      },
      {
        question:
          "In triangle ABC, DE ∥ BC, AD = 4 cm, AB = 10 cm and AC = 15 cm. Find AE.",
        answer: "AD/AB = AE/AC gives AE = (4/10) × 15 = 6 cm.",
      },
      {
        question: "State the converse of the Basic Proportionality Theorem.",
        answer:
          "If a line divides any two sides of a triangle in the same ratio, then it is parallel to the third side.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 3,
    title: "Criteria for Similarity of Triangles",
    body: String.raw`In this lesson you will learn three quick tests (AA, SSS and SAS) for deciding whether two triangles are similar, how to write the similarity correctly, and how to use similar triangles to find heights and lengths that cannot be measured directly.

## Triangles are special

For general polygons we must check both angles and sides. For triangles, one set of conditions is enough, because each forces the other. Two triangles are similar if any one of these holds.

**AAA criterion.** If the corresponding angles of two triangles are equal, their corresponding sides are in the same ratio, and the triangles are similar. Since the angles of a triangle add up to 180°, two pairs of equal angles force the third pair to be equal, so this is usually used as the **AA criterion**.

**SSS criterion.** If the corresponding sides of two triangles are in the same ratio, their corresponding angles are equal, and the triangles are similar.

**SAS criterion.** If one angle of a triangle equals one angle of another, and the sides including these angles are in the same ratio, the triangles are similar.

## Writing the similarity

We write $\triangle ABC \sim \triangle PQR$ ("is similar to"). The order of the letters says that A ↔ P, B ↔ Q, C ↔ R. Then

$$
\frac{AB}{PQ} = \frac{BC}{QR} = \frac{CA}{RP}, \qquad \angle A = \angle P,\ \angle B = \angle Q,\ \angle C = \angle R.
$$

Getting the order right is half the work: match vertices with equal angles, or the sides opposite proportional sides.

### Example 1: SSS

Triangle ABC has sides AB = 3 cm, BC = 4 cm, CA = 6 cm. Triangle DEF has DE = 4.5 cm, EF = 6 cm, FD = 9 cm. Are they similar?

1. Compare sides in order of size: $\dfrac{DE}{AB} = \dfrac{4.5}{3} = 1.5$, $\dfrac{EF}{BC} = \dfrac{6}{4} = 1.5$, $\dfrac{FD}{CA} = \dfrac{9}{6} = 1.5$.
2. All three ratios are equal, so $\triangle ABC \sim \triangle DEF$ by SSS.
3. Consequently $\angle A = \angle D$, $\angle B = \angle E$, $\angle C = \angle F$.

### Example 2: The height of a tower from its shadow

At a certain time on a sunny day in Jaipur, a vertical pole 6 m tall casts a shadow 4 m long, and a tower casts a shadow 28 m long. Find the height of the tower.

![A pole and a tower with their shadows; the sun's rays make equal angles with the ground](figure:shadows)

1. The pole and its shadow form a right triangle; so do the tower and its shadow.
2. Both have a right angle at the foot. The sun's rays are parallel, so they make the same angle with the ground at both tips of the shadows.
3. Two pairs of equal angles: the triangles are similar by AA.
4. So $\dfrac{\text{height of tower}}{\text{height of pole}} = \dfrac{\text{shadow of tower}}{\text{shadow of pole}}$, i.e. $\dfrac{h}{6} = \dfrac{28}{4} = 7$.
5. $h = 42$ m.

### Example 3: Parallel line inside a triangle

In $\triangle ABC$, D is on AB and E on AC with $DE \parallel BC$. AD = 3 cm, AB = 9 cm and BC = 12 cm. Find DE.

1. $\angle A$ is common to $\triangle ADE$ and $\triangle ABC$.
2. $\angle ADE = \angle ABC$ (corresponding angles, since $DE \parallel BC$).
3. So $\triangle ADE \sim \triangle ABC$ by AA.
4. $\dfrac{DE}{BC} = \dfrac{AD}{AB} = \dfrac{3}{9} = \dfrac{1}{3}$, so $DE = \dfrac{12}{3} = 4$ cm.

### Example 4: SAS

In $\triangle PQR$ and $\triangle XYZ$, $\angle P = \angle X = 50°$, PQ = 5 cm, PR = 8 cm, XY = 7.5 cm and XZ = 12 cm. Are they similar?

1. The equal angles are P and X. The sides including them are PQ, PR and XY, XZ.
2. $\dfrac{XY}{PQ} = \dfrac{7.5}{5} = 1.5$ and $\dfrac{XZ}{PR} = \dfrac{12}{8} = 1.5$.
3. The including sides are proportional and the included angles are equal: $\triangle PQR \sim \triangle XYZ$ by SAS.

## Common mistakes

- Using a non-included angle in SAS. The equal angle must lie **between** the two proportional sides.
- Pairing sides in the order they are listed in the question rather than by size or by correspondence. Sort the sides from smallest to largest before testing SSS.
- Writing $\triangle ABC \sim \triangle QPR$ when A actually corresponds to P; every later ratio will then be wrong.
- Confusing similarity with congruence: "SSS" for similarity means proportional sides, not equal sides.

## Summary

Two triangles are similar if two angles of one equal two angles of the other (AA), if all three pairs of sides are proportional (SSS), or if one angle is equal and the sides including it are proportional (SAS). In $\triangle ABC \sim \triangle PQR$ the letter order shows the correspondence. Similar triangles let us find heights of towers from shadows and lengths inside triangles cut by parallel lines.`,
    figures: {
      shadows: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 230 185"><line x1="5" y1="160" x2="225" y2="160" stroke="currentColor"/><line x1="20" y1="160" x2="20" y2="100" stroke="currentColor" stroke-width="3"/><line x1="20" y1="100" x2="60" y2="160" stroke="currentColor" stroke-dasharray="4 3"/><line x1="110" y1="160" x2="110" y2="20" stroke="currentColor" stroke-width="3"/><line x1="110" y1="20" x2="203" y2="160" stroke="currentColor" stroke-dasharray="4 3"/><polyline points="20,150 30,150 30,160" fill="none" stroke="currentColor"/><polyline points="110,150 120,150 120,160" fill="none" stroke="currentColor"/><text x="2" y="134" font-size="10" fill="currentColor">6 m</text><text x="30" y="175" font-size="10" fill="currentColor">4 m</text><text x="96" y="94" font-size="11" fill="currentColor">h</text><text x="146" y="175" font-size="10" fill="currentColor">28 m</text><text x="22" y="95" font-size="10" fill="currentColor">pole</text><text x="114" y="16" font-size="10" fill="currentColor">tower</text></svg>`,
        alt: "Two right triangles on level ground, not to scale. A pole 6 m tall casts a 4 m shadow; a tower of unknown height h casts a 28 m shadow. Dashed lines for the sun's rays run from the top of each to the tip of its shadow, parallel to each other.",
      },
    },
    check: [
      {
        question:
          "In △ABC and △PQR, ∠A = 60°, ∠B = 70°, ∠P = 60°, ∠R = 50°. Are they similar? Write the correspondence.",
        answer:
          "∠C = 180° − 130° = 50° and ∠Q = 180° − 110° = 70°. So ∠A = ∠P, ∠B = ∠Q, ∠C = ∠R: △ABC ~ △PQR by AA.",
      },
      {
        question:
          "Sides 2, 3, 4 cm and 6, 9, 12 cm: are the triangles similar?",
        answer: "Yes: 6/2 = 9/3 = 12/4 = 3, so they are similar by SSS.",
      },
      {
        question:
          "A 1.5 m tall girl casts a 2 m shadow at the same time that a lamp-post casts an 8 m shadow. How tall is the lamp-post?",
        answer: "h/1.5 = 8/2 = 4, so h = 6 m.",
      },
      {
        question:
          "In △ABC, DE ∥ BC with AD = 2 cm, DB = 4 cm, BC = 9 cm. Find DE.",
        answer:
          "△ADE ~ △ABC (AA), so DE/BC = AD/AB = 2/6, giving DE = 9/3 = 3 cm.",
      },
    ],
  },
  // ── Chapter 7: Coordinate Geometry ───────────────────────────────────
  {
    chapter: 7,
    lesson: 1,
    title: "The Distance Formula",
    body: String.raw`In this lesson you will learn to find the distance between any two points from their coordinates, see why the formula follows from the Pythagoras theorem, and use it to find unknown coordinates.

## The idea

On a town map drawn on squared paper with 1 unit = 1 km, your home might be at $(2, 3)$ and your school at $(5, 7)$. How far apart are they in a straight line? If two points lie on the same horizontal line, the distance is just the difference of their x-coordinates; on the same vertical line, the difference of their y-coordinates. For points in general position we build a right triangle with one horizontal and one vertical side.

Coordinate geometry, which joins algebra and geometry in this way, was developed in the seventeenth century by the French mathematician René Descartes; the x and y axes are sometimes called Cartesian axes after him. It lets us answer geometric questions (how far? which shape? where?) by calculation alone.

## Deriving the formula

Let $P(x_1, y_1)$ and $Q(x_2, y_2)$ be two points. Draw a horizontal line through P and a vertical line through Q; they meet at $R(x_2, y_1)$, and angle PRQ is a right angle.

![Right triangle PRQ with horizontal leg x₂ − x₁ and vertical leg y₂ − y₁](figure:distance)

- The horizontal side PR has length $|x_2 - x_1|$.
- The vertical side RQ has length $|y_2 - y_1|$.

By the Pythagoras theorem, $PQ^2 = PR^2 + RQ^2$, so

$$
PQ = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}.
$$

This is the **distance formula**. Squaring removes any negative signs, so it does not matter which point you call P and which Q. In particular, the distance of a point $(x, y)$ from the origin $O(0, 0)$ is

$$
OP = \sqrt{x^2 + y^2}.
$$

### Example 1: Home to school

Find the distance between $(2, 3)$ and $(5, 7)$, where 1 unit = 1 km.

1. $x_2 - x_1 = 5 - 2 = 3$ and $y_2 - y_1 = 7 - 3 = 4$.
2. Distance $= \sqrt{3^2 + 4^2} = \sqrt{9 + 16} = \sqrt{25} = 5$.
3. The school is 5 km from home in a straight line.

### Example 2: Negative coordinates

Find the distance between $(3, 2)$ and $(-1, -1)$.

1. $x_2 - x_1 = -1 - 3 = -4$ and $y_2 - y_1 = -1 - 2 = -3$.
2. Distance $= \sqrt{(-4)^2 + (-3)^2} = \sqrt{16 + 9} = 5$.

Notice that $(-4)^2 = 16$, not $-16$. Use brackets around negative differences.

### Example 3: A point on the x-axis

Find the point on the x-axis that is equidistant from $A(2, -5)$ and $B(-2, 9)$.

1. Any point on the x-axis has y-coordinate 0, so call it $P(x, 0)$.
2. $PA = PB$, so $PA^2 = PB^2$ (squaring avoids square roots):
   $$
   (x - 2)^2 + (0 + 5)^2 = (x + 2)^2 + (0 - 9)^2.
   $$
3. Expand: $x^2 - 4x + 4 + 25 = x^2 + 4x + 4 + 81$.
4. The $x^2$ and 4 cancel: $-4x + 25 = 4x + 81$, so $-8x = 56$ and $x = -7$.
5. The point is $(-7, 0)$. Check: $PA^2 = 81 + 25 = 106$ and $PB^2 = 25 + 81 = 106$ ✓.

### Example 4: Finding an unknown coordinate

The distance between $P(2, -3)$ and $Q(10, y)$ is 10 units. Find $y$.

1. $(10 - 2)^2 + (y + 3)^2 = 10^2$, so $64 + (y + 3)^2 = 100$.
2. $(y + 3)^2 = 36$, so $y + 3 = 6$ or $y + 3 = -6$.
3. $y = 3$ or $y = -9$. Both are valid: there are two such points, $(10, 3)$ and $(10, -9)$.

### Example 5: Fielders on a cricket ground

Take the centre of the pitch as the origin, with 1 unit = 1 m. Mid-off stands at $(20, 15)$ and mid-on at $(-20, 15)$. How far apart are they, and how far is mid-off from the centre of the pitch?

1. Mid-off to mid-on: $\sqrt{(-20 - 20)^2 + (15 - 15)^2} = \sqrt{1600} = 40$ m.
2. Mid-off from the centre: $\sqrt{20^2 + 15^2} = \sqrt{400 + 225} = \sqrt{625} = 25$ m.
3. A throw from mid-off to the middle of the pitch therefore travels 25 m.

## Distances along the axes

The formula includes the easy cases. For $(1, 4)$ and $(1, -2)$, which lie on the same vertical line, it gives $\sqrt{0 + 36} = 6$, the same as counting squares. For $(-3, 5)$ and $(4, 5)$ it gives $\sqrt{49 + 0} = 7$. So there is no need for a separate rule; one formula covers every case.

## Common mistakes

- Mixing coordinates: subtracting an x-coordinate from a y-coordinate. Keep $x$'s with $x$'s.
- Forgetting to square: $\sqrt{(x_2 - x_1) + (y_2 - y_1)}$ is wrong.
- Writing $\sqrt{a^2 + b^2} = a + b$. For example, $\sqrt{9 + 16} = 5$, not $3 + 4 = 7$.
- Losing one of two answers when solving $(y + 3)^2 = 36$.

## Summary

The distance between $P(x_1, y_1)$ and $Q(x_2, y_2)$ is $\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$, which is the Pythagoras theorem applied to the right triangle with horizontal and vertical legs. The distance of $(x, y)$ from the origin is $\sqrt{x^2 + y^2}$. To find an unknown coordinate, set up an equation with squared distances, which avoids square roots, and check all solutions.`,
    figures: {
      distance: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 230 190"><line x1="15" y1="170" x2="220" y2="170" stroke="currentColor"/><line x1="30" y1="185" x2="30" y2="10" stroke="currentColor"/><text x="212" y="184" font-size="11" fill="currentColor">x</text><text x="35" y="18" font-size="11" fill="currentColor">y</text><text x="18" y="184" font-size="10" fill="currentColor">O</text><polygon points="60,140 180,140 180,50" fill="none" stroke="currentColor" stroke-width="2"/><polyline points="170,140 170,130 180,130" fill="none" stroke="currentColor"/><circle cx="60" cy="140" r="3" fill="currentColor"/><circle cx="180" cy="50" r="3" fill="currentColor"/><text x="34" y="136" font-size="10" fill="currentColor">P(x₁, y₁)</text><text x="160" y="42" font-size="10" fill="currentColor">Q(x₂, y₂)</text><text x="184" y="154" font-size="10" fill="currentColor">R(x₂, y₁)</text><text x="96" y="156" font-size="10" fill="currentColor">x₂ − x₁</text><text x="186" y="98" font-size="10" fill="currentColor">y₂ − y₁</text></svg>`,
        alt: "Coordinate axes with points P(x₁, y₁) and Q(x₂, y₂) joined by a straight segment. A horizontal segment from P and a vertical segment from Q meet at R(x₂, y₁), forming a right angle. The horizontal leg is labelled x₂ − x₁ and the vertical leg y₂ − y₁.",
      },
    },
    check: [
      {
        question: "Find the distance between (2, 3) and (4, 1).",
        answer: "√((4 − 2)² + (1 − 3)²) = √(4 + 4) = √8 = 2√2.",
      },
      {
        question: "Find the distance of (−5, 12) from the origin.",
        answer: "√(25 + 144) = √169 = 13.",
      },
      {
        question: "Find x if the distance between (x, 4) and (3, 0) is 5.",
        answer: "(x − 3)² + 16 = 25, so (x − 3)² = 9 and x = 6 or x = 0.",
      },
      {
        question:
          "Find the point on the y-axis equidistant from (6, 5) and (−4, 3).",
        answer:
          "Let it be (0, y): 36 + (5 − y)² = 16 + (3 − y)². Expanding, 61 − 10y = 25 − 6y, so y = 9: the point is (0, 9).",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 2,
    title: "The Section Formula",
    body: String.raw`In this lesson you will learn to find the coordinates of the point that divides a line segment in a given ratio, find the mid-point of a segment, and find the ratio in which a given point divides a segment.

## The problem

Two friends live at $A(4, -3)$ and $B(8, 5)$ on a town map. They want to meet at a point P on the straight road between their homes so that P is three times as far from A as from B, i.e. $AP : PB = 3 : 1$. Where is P? This is what the section formula answers.

## The formula

Let $A(x_1, y_1)$ and $B(x_2, y_2)$ be two points, and let $P(x, y)$ divide AB **internally** in the ratio $m_1 : m_2$, meaning $\dfrac{AP}{PB} = \dfrac{m_1}{m_2}$.

![Point P on segment AB with AP : PB = m₁ : m₂](figure:section)

Draw perpendiculars from A, P and B to the x-axis, and horizontal lines through A and P, to make two right triangles. These triangles are similar (AA), so their sides are proportional:

$$
\frac{AP}{PB} = \frac{x - x_1}{x_2 - x} = \frac{y - y_1}{y_2 - y} = \frac{m_1}{m_2}.
$$

Solving $m_2(x - x_1) = m_1(x_2 - x)$ for $x$, and doing the same for $y$, gives the **section formula**:

$$
P(x, y) = \left(\frac{m_1 x_2 + m_2 x_1}{m_1 + m_2},\ \frac{m_1 y_2 + m_2 y_1}{m_1 + m_2}\right).
$$

A way to remember it: each ratio number multiplies the coordinate of the **far** end. $m_1$ (next to A) multiplies B's coordinates, and $m_2$ (next to B) multiplies A's.

## The mid-point

The mid-point divides the segment in the ratio $1 : 1$. Putting $m_1 = m_2 = 1$:

$$
\text{mid-point} = \left(\frac{x_1 + x_2}{2},\ \frac{y_1 + y_2}{2}\right).
$$

It is simply the average of the x-coordinates and the average of the y-coordinates. The mid-point is used very often: to find the centre of a circle from the ends of a diameter, or to check whether the diagonals of a quadrilateral bisect each other.

### Example 1: The meeting point

Find the point dividing the segment from $A(4, -3)$ to $B(8, 5)$ internally in the ratio $3 : 1$.

1. $m_1 = 3$, $m_2 = 1$, $(x_1, y_1) = (4, -3)$, $(x_2, y_2) = (8, 5)$.
2. $x = \dfrac{3 \times 8 + 1 \times 4}{3 + 1} = \dfrac{24 + 4}{4} = 7$.
3. $y = \dfrac{3 \times 5 + 1 \times (-3)}{4} = \dfrac{15 - 3}{4} = 3$.
4. So P is $(7, 3)$. As expected, it is much closer to B than to A.

### Example 2: Mid-point

Find the mid-point of the segment joining $(2, -3)$ and $(-4, 7)$.

1. $x = \dfrac{2 + (-4)}{2} = -1$, and $y = \dfrac{-3 + 7}{2} = 2$.
2. The mid-point is $(-1, 2)$.

### Example 3: Finding the ratio

In what ratio does the point $(-4, 6)$ divide the segment joining $A(-6, 10)$ and $B(3, -8)$?

1. Let the ratio be $k : 1$. This uses one unknown instead of two.
2. Using x-coordinates: $\dfrac{k \times 3 + 1 \times (-6)}{k + 1} = -4$.
3. $3k - 6 = -4k - 4$, so $7k = 2$ and $k = \dfrac{2}{7}$.
4. The ratio is $\dfrac{2}{7} : 1 = 2 : 7$.
5. Check with y-coordinates: $\dfrac{2 \times (-8) + 7 \times 10}{2 + 7} = \dfrac{-16 + 70}{9} = \dfrac{54}{9} = 6$ ✓.

If $k$ had come out negative, the point would lie outside the segment (external division), which is not part of this course.

### Example 4: Points of trisection

Find the points that divide the segment joining $A(2, -2)$ and $B(-7, 4)$ into three equal parts.

1. The first point P divides AB in the ratio $1 : 2$: $P = \left(\dfrac{1 \times (-7) + 2 \times 2}{3}, \dfrac{1 \times 4 + 2 \times (-2)}{3}\right) = (-1, 0)$.
2. The second point Q divides AB in the ratio $2 : 1$: $Q = \left(\dfrac{2 \times (-7) + 1 \times 2}{3}, \dfrac{2 \times 4 + 1 \times (-2)}{3}\right) = (-4, 2)$.
3. Check: Q is the mid-point of PB: $\left(\dfrac{-1 - 7}{2}, \dfrac{0 + 4}{2}\right) = (-4, 2)$ ✓.

## Checking your answer

Two quick checks catch most errors. First, the point must lie between A and B, and nearer to the end whose ratio number is smaller: in Example 1, with ratio $3 : 1$, P should be close to B, and $(7, 3)$ is. Second, you can confirm the ratio with the distance formula. There, $AP = \sqrt{(7 - 4)^2 + (3 + 3)^2} = \sqrt{45} = 3\sqrt{5}$ and $PB = \sqrt{(8 - 7)^2 + (5 - 3)^2} = \sqrt{5}$, so $AP : PB = 3 : 1$ ✓.

## Common mistakes

- Multiplying $m_1$ with $x_1$ instead of $x_2$. The ratio number pairs with the opposite end.
- Reversing the ratio: "P divides AB in the ratio $1 : 2$" means P is nearer to A.
- Forgetting to check the second coordinate after finding a ratio from the first.
- Mid-point slips such as subtracting instead of adding the coordinates.

## Summary

The point dividing the segment from $A(x_1, y_1)$ to $B(x_2, y_2)$ internally in the ratio $m_1 : m_2$ is $\left(\dfrac{m_1 x_2 + m_2 x_1}{m_1 + m_2}, \dfrac{m_1 y_2 + m_2 y_1}{m_1 + m_2}\right)$, obtained from similar triangles. With $m_1 = m_2$ it gives the mid-point, the average of the coordinates. To find an unknown ratio, call it $k : 1$, solve for $k$ from one coordinate and check with the other.`,
    figures: {
      section: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 175"><line x1="40" y1="150" x2="220" y2="40" stroke="currentColor" stroke-width="2"/><circle cx="40" cy="150" r="3.5" fill="currentColor"/><circle cx="160" cy="76.7" r="3.5" fill="currentColor"/><circle cx="220" cy="40" r="3.5" fill="currentColor"/><text x="12" y="166" font-size="11" fill="currentColor">A(x₁, y₁)</text><text x="162" y="96" font-size="11" fill="currentColor">P(x, y)</text><text x="180" y="30" font-size="11" fill="currentColor">B(x₂, y₂)</text><text x="86" y="104" font-size="11" fill="currentColor">m₁</text><text x="178" y="52" font-size="11" fill="currentColor">m₂</text></svg>`,
        alt: "A straight segment from A(x₁, y₁) at the lower left to B(x₂, y₂) at the upper right, with point P(x, y) on it. The part AP is marked m₁ and the part PB is marked m₂; here P is drawn two-thirds of the way from A to B.",
      },
    },
    check: [
      {
        question:
          "Find the point dividing the join of (−1, 7) and (4, −3) in the ratio 2 : 3.",
        answer:
          "x = (2 × 4 + 3 × (−1))/5 = 5/5 = 1; y = (2 × (−3) + 3 × 7)/5 = 15/5 = 3. The point is (1, 3).",
      },
      {
        question: "Find the mid-point of (6, −2) and (−4, 8).",
        answer: "((6 − 4)/2, (−2 + 8)/2) = (1, 3).",
      },
      {
        question:
          "One end of a diameter of a circle is (2, 3) and the centre is (−2, 5). Find the other end.",
        answer:
          "The centre is the mid-point: (2 + x)/2 = −2 and (3 + y)/2 = 5, so the other end is (−6, 7).",
      },
      {
        question:
          "In what ratio does the x-axis divide the segment joining (1, −5) and (−4, 5)?",
        answer:
          "Let the ratio be k : 1. y = (5k − 5)/(k + 1) = 0 gives k = 1, so 1 : 1; the point is (−3/2, 0).",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 3,
    title: "Using the Formulas",
    body: String.raw`By the end of this lesson you will be able to use the distance and section formulas together to decide whether points are collinear, to identify the type of a triangle or quadrilateral, and to find missing vertices.

## A toolkit

| Question | Tool |
|---|---|
| Are three points on one line? | Distance formula: the two shorter distances add up to the longest |
| Is a triangle isosceles, equilateral or right-angled? | Compare the three side lengths; test Pythagoras |
| Is a quadrilateral a square, rhombus, rectangle or parallelogram? | Compare sides and diagonals, or mid-points of diagonals |
| Where does a line cut a segment, or where are its trisection points? | Section formula |

Most questions in board examinations combine two or more of these tools, so it helps to recognise at once which one each part of a question needs. Before any calculation, **plot the points roughly**. A sketch tells you which distances to compare, which vertex is opposite which, and whether your answer is reasonable.

## Collinear points

Points A, B, C are **collinear** (on one straight line) exactly when the longest of AB, BC, CA equals the sum of the other two. If they are not collinear, they form a triangle, and the longest side is shorter than the sum of the other two.

### Example 1: Collinear or not?

Are $A(1, 5)$, $B(2, 3)$ and $C(-2, 11)$ collinear?

1. $AB = \sqrt{(2 - 1)^2 + (3 - 5)^2} = \sqrt{1 + 4} = \sqrt{5}$.
2. $BC = \sqrt{(-2 - 2)^2 + (11 - 3)^2} = \sqrt{16 + 64} = \sqrt{80} = 4\sqrt{5}$.
3. $AC = \sqrt{(-2 - 1)^2 + (11 - 5)^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}$.
4. $AB + AC = \sqrt{5} + 3\sqrt{5} = 4\sqrt{5} = BC$.
5. So the points are collinear, with A between B and C.

Simplifying the surds first ($\sqrt{80} = 4\sqrt{5}$) is what makes the comparison possible.

### Example 2: What kind of triangle?

Show that $A(1, 7)$, $B(4, 2)$ and $C(-1, -1)$ are the vertices of an isosceles right triangle.

1. $AB^2 = (4 - 1)^2 + (2 - 7)^2 = 9 + 25 = 34$.
2. $BC^2 = (-1 - 4)^2 + (-1 - 2)^2 = 25 + 9 = 34$.
3. $AC^2 = (-1 - 1)^2 + (-1 - 7)^2 = 4 + 64 = 68$.
4. $AB = BC$, so the triangle is isosceles.
5. $AB^2 + BC^2 = 34 + 34 = 68 = AC^2$, so by the converse of Pythagoras the angle at B is a right angle.

Working with squared distances avoids square roots entirely when you only need to compare lengths.

### Example 3: A square?

Do $A(1, 7)$, $B(4, 2)$, $C(-1, -1)$ and $D(-4, 4)$, taken in order, form a square?

1. Sides (squared): $AB^2 = 34$, $BC^2 = 34$ (from Example 2), $CD^2 = (-3)^2 + 5^2 = 34$, $DA^2 = 5^2 + 3^2 = 34$.
2. All four sides are equal, so ABCD is at least a rhombus.
3. Diagonals: $AC^2 = 68$ and $BD^2 = (-4 - 4)^2 + (4 - 2)^2 = 64 + 4 = 68$.
4. Equal sides and equal diagonals: ABCD is a square.

A rhombus has equal sides but unequal diagonals; a rectangle has equal diagonals but only opposite sides equal. Checking both sides and diagonals separates the cases.

### Example 4: The fourth vertex of a parallelogram

$A(1, 2)$, $B(4, 3)$ and $C(6, 6)$ are three vertices of parallelogram ABCD. Find D.

1. The diagonals of a parallelogram bisect each other, so AC and BD have the same mid-point.
2. Mid-point of AC: $\left(\dfrac{1 + 6}{2}, \dfrac{2 + 6}{2}\right) = (3.5, 4)$.
3. If $D = (x, y)$, the mid-point of BD is $\left(\dfrac{4 + x}{2}, \dfrac{3 + y}{2}\right)$.
4. So $\dfrac{4 + x}{2} = 3.5$ and $\dfrac{3 + y}{2} = 4$, giving $x = 3$ and $y = 5$.
5. D is $(3, 5)$. Check: going from A to B moves 3 units right and 1 up, and going from D$(3, 5)$ to C$(6, 6)$ also moves 3 right and 1 up, so AB and DC are equal and parallel ✓.

## Common mistakes

- Testing collinearity with unsimplified surds such as $\sqrt{5} + \sqrt{45}$ versus $\sqrt{80}$, and wrongly adding the numbers under the roots.
- Calling a figure a square because its four sides are equal. Check the diagonals too.
- Taking vertices out of order: in ABCD, the diagonals are AC and BD, not AB and CD.
- Skipping the sketch, and so pairing the wrong vertices in a parallelogram.

## Summary

The distance and section formulas together answer most geometry questions on the coordinate plane. Three points are collinear when the two shorter distances add to the longest. Comparing squared side lengths identifies isosceles, equilateral and right triangles; comparing sides and diagonals identifies squares, rhombuses and rectangles. Mid-points of diagonals locate missing vertices of parallelograms, and the section formula gives trisection points and dividing ratios. A rough sketch first prevents most errors.`,
    check: [
      {
        question: "Are (1, −1), (5, 2) and (9, 5) collinear?",
        answer:
          "AB = √(16 + 9) = 5, BC = √(16 + 9) = 5, AC = √(64 + 36) = 10 = AB + BC. Yes, collinear.",
      },
      {
        question:
          "Show that (0, 0), (4, 0) and (2, 2√3) form an equilateral triangle.",
        answer:
          "Sides: 4; √(4 + 12) = 4; √(4 + 12) = 4. All equal, so it is equilateral.",
      },
      {
        question:
          "Three vertices of a parallelogram ABCD are A(1, 1), B(4, 1), C(5, 3). Find D.",
        answer:
          "Mid-point of AC = (3, 2) = mid-point of BD, so D = (6 − 4, 4 − 1) = (2, 3).",
      },
      {
        question:
          "Why is it not enough to check that all four sides are equal to call a quadrilateral a square?",
        answer:
          "A rhombus also has four equal sides. A square also needs equal diagonals (or a right angle).",
      },
    ],
  },
  // ── Chapter 8: Introduction to Trigonometry ──────────────────────────
  {
    chapter: 8,
    lesson: 1,
    title: "Trigonometric Ratios",
    body: String.raw`By the end of this lesson you will be able to name the sides of a right triangle with respect to an acute angle, define the six trigonometric ratios, and find all six when one of them is given.

## Naming the sides

**Trigonometry** means "measurement of triangles". It studies the relationships between the sides and angles of a triangle, and it is used to find heights of towers, widths of rivers and distances to ships or stars.

Take a triangle ABC with a right angle at B, and fix your attention on the acute angle A.

![Right triangle ABC with the right angle at B](figure:ratios)

- The **hypotenuse** AC is opposite the right angle; it is the longest side.
- The **side opposite** angle A is BC.
- The **side adjacent** to angle A (the side next to A that is not the hypotenuse) is AB.

If you switch to angle C, the opposite and adjacent sides swap: for C, the opposite side is AB and the adjacent side is BC. The hypotenuse stays the same.

## The six ratios

For the acute angle A:

$$
\sin A = \frac{\text{opposite}}{\text{hypotenuse}} = \frac{BC}{AC}, \qquad \cos A = \frac{\text{adjacent}}{\text{hypotenuse}} = \frac{AB}{AC}, \qquad \tan A = \frac{\text{opposite}}{\text{adjacent}} = \frac{BC}{AB}.
$$

Their reciprocals are

$$
\operatorname{cosec} A = \frac{1}{\sin A} = \frac{AC}{BC}, \qquad \sec A = \frac{1}{\cos A} = \frac{AC}{AB}, \qquad \cot A = \frac{1}{\tan A} = \frac{AB}{BC}.
$$

Also, dividing sine by cosine, $\tan A = \dfrac{\sin A}{\cos A}$ and $\cot A = \dfrac{\cos A}{\sin A}$.

"sin A" is a single symbol for a number; it is not "sin" multiplied by A. Because the hypotenuse is the longest side, $\sin A$ and $\cos A$ are always less than 1 for an acute angle A.

## The ratios depend only on the angle

Take two right triangles with the same acute angle A, one small and one large. They are similar (AA criterion), so their sides are proportional, and the ratio $\dfrac{\text{opposite}}{\text{hypotenuse}}$ is the same in both. That is why $\sin A$ depends only on the angle A, not on the size of the triangle. The same is true for every ratio.

### Example 1: From one ratio to all

If $\tan A = \dfrac{4}{3}$, find the other ratios of the acute angle A.

1. $\tan A = \dfrac{\text{opposite}}{\text{adjacent}} = \dfrac{4}{3}$, so take opposite $= 4k$ and adjacent $= 3k$ for some positive $k$.
2. Hypotenuse $= \sqrt{(4k)^2 + (3k)^2} = \sqrt{25k^2} = 5k$.
3. $\sin A = \dfrac{4k}{5k} = \dfrac{4}{5}$, $\cos A = \dfrac{3}{5}$.
4. $\operatorname{cosec} A = \dfrac{5}{4}$, $\sec A = \dfrac{5}{3}$, $\cot A = \dfrac{3}{4}$.

The $k$ reminds us that the triangle could be any size; it always cancels.

### Example 2: An irrational side

If $\sin A = \dfrac{3}{4}$, find $\cos A$ and $\tan A$.

1. Opposite $= 3k$, hypotenuse $= 4k$.
2. Adjacent $= \sqrt{(4k)^2 - (3k)^2} = \sqrt{7k^2} = \sqrt{7}\,k$.
3. $\cos A = \dfrac{\sqrt{7}}{4}$ and $\tan A = \dfrac{3}{\sqrt{7}}$.

### Example 3: A triangle with a condition

In $\triangle PQR$, right-angled at Q, $PQ = 5$ cm and $PR + QR = 25$ cm. Find $\sin P$, $\cos P$ and $\tan P$.

1. Let $QR = x$ cm; then $PR = (25 - x)$ cm.
2. Pythagoras: $PR^2 = PQ^2 + QR^2$, so $(25 - x)^2 = 25 + x^2$.
3. $625 - 50x + x^2 = 25 + x^2$, so $50x = 600$ and $x = 12$.
4. So $QR = 12$ cm and $PR = 13$ cm.
5. For angle P, the opposite side is QR and the adjacent side is PQ:
$\sin P = \dfrac{12}{13}$, $\cos P = \dfrac{5}{13}$, $\tan P = \dfrac{12}{5}$.

## A ladder against a wall

Ratios turn up whenever a right angle does. A ladder leaning against a wall, the wall and the ground make a right triangle. If the ladder is 5 m long and its foot is 3 m from the wall, then for the angle A the ladder makes with the ground, $\cos A = \dfrac{3}{5}$, the top is $\sqrt{25 - 9} = 4$ m up, and $\sin A = \dfrac{4}{5}$. In the next lessons we will know $A$ and use the ratio to find a length we cannot measure.

## Common mistakes

- Choosing "opposite" and "adjacent" for the wrong angle. Always ask: opposite to **which** angle?
- Using the ratios in a triangle without a right angle. These definitions need a right triangle.
- Writing $\sin A = \dfrac{\text{hypotenuse}}{\text{opposite}}$; that is $\operatorname{cosec} A$.
- Taking $\sin A = \dfrac{4}{5}$ to mean the opposite side **is** 4. It is $4k$ for some $k$; only the ratio is fixed.

## Summary

For an acute angle A of a right triangle, $\sin A = \dfrac{\text{opp}}{\text{hyp}}$, $\cos A = \dfrac{\text{adj}}{\text{hyp}}$, $\tan A = \dfrac{\text{opp}}{\text{adj}}$, and cosec, sec and cot are their reciprocals; $\tan A = \dfrac{\sin A}{\cos A}$. The ratios depend only on the angle, because right triangles with the same acute angle are similar. Given one ratio, take sides $k$ times its numerator and denominator, find the third side by Pythagoras, and read off the rest.`,
    figures: {
      ratios: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 262 190"><polygon points="30,160 200,160 200,40" fill="none" stroke="currentColor" stroke-width="2"/><polyline points="188,160 188,148 200,148" fill="none" stroke="currentColor"/><path d="M 62 160 A 32 32 0 0 0 56.1 141.6" fill="none" stroke="currentColor"/><text x="14" y="172" font-size="12" fill="currentColor">A</text><text x="204" y="174" font-size="12" fill="currentColor">B</text><text x="204" y="38" font-size="12" fill="currentColor">C</text><text x="84" y="178" font-size="10" fill="currentColor">adjacent (AB)</text><text x="206" y="104" font-size="10" fill="currentColor">opposite</text><text x="206" y="116" font-size="10" fill="currentColor">(BC)</text><text x="30" y="78" font-size="10" fill="currentColor">hypotenuse (AC)</text></svg>`,
        alt: "Right triangle ABC with the right angle at B. Angle A is marked at the lower left. The side AB along the bottom is labelled adjacent, the vertical side BC is labelled opposite, and the slanting side AC is labelled hypotenuse.",
      },
    },
    check: [
      {
        question: "If cos A = 12/13 (A acute), find sin A and tan A.",
        answer:
          "Opposite = √(169 − 144)k = 5k, so sin A = 5/13 and tan A = 5/12.",
      },
      {
        question:
          "In △ABC right-angled at B, AB = 24 cm and BC = 7 cm. Find sin A and cos A.",
        answer:
          "AC = √(576 + 49) = 25 cm. sin A = BC/AC = 7/25, cos A = AB/AC = 24/25.",
      },
      {
        question:
          "Is it possible that sin A = 4/3 for some acute angle A? Why?",
        answer:
          "No. sin A = opposite/hypotenuse, and the hypotenuse is the longest side, so sin A < 1.",
      },
      {
        question: "If 3 cot A = 4, find sec A.",
        answer:
          "cot A = 4/3, so adjacent = 4k, opposite = 3k, hypotenuse = 5k; sec A = 5/4.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 2,
    title: "Ratios of Specific Angles",
    body: String.raw`In this lesson you will work out the exact trigonometric ratios of 30°, 45° and 60° from simple triangles, learn the values at 0° and 90°, and use the table to evaluate expressions and solve triangles.

## 45°: half a square

Cut a square of side $a$ along a diagonal. You get a right triangle with two angles of 45° and two equal legs $a$. By Pythagoras, its hypotenuse is $\sqrt{a^2 + a^2} = a\sqrt{2}$. So

$$
\sin 45° = \frac{a}{a\sqrt{2}} = \frac{1}{\sqrt{2}}, \qquad \cos 45° = \frac{1}{\sqrt{2}}, \qquad \tan 45° = \frac{a}{a} = 1.
$$

## 30° and 60°: half an equilateral triangle

Take an equilateral triangle with side $2a$ and drop the perpendicular from the top vertex to the base. It bisects the base and the top angle, giving a right triangle with angles 30°, 60° and 90°, hypotenuse $2a$, shorter leg $a$ and longer leg $\sqrt{4a^2 - a^2} = a\sqrt{3}$.

![A 45°–45°–90° triangle and half of an equilateral triangle](figure:special)

The side opposite 30° is $a$ and the side opposite 60° is $a\sqrt{3}$. Hence

$$
\sin 30° = \frac{1}{2}, \quad \cos 30° = \frac{\sqrt{3}}{2}, \quad \tan 30° = \frac{1}{\sqrt{3}}; \qquad \sin 60° = \frac{\sqrt{3}}{2}, \quad \cos 60° = \frac{1}{2}, \quad \tan 60° = \sqrt{3}.
$$

## 0° and 90°

Imagine angle A in a right triangle shrinking towards 0°: the opposite side shrinks to 0 and the adjacent side becomes as long as the hypotenuse. So we define $\sin 0° = 0$ and $\cos 0° = 1$. As A grows towards 90°, the adjacent side shrinks to 0 and the opposite side approaches the hypotenuse: $\sin 90° = 1$, $\cos 90° = 0$. Then $\tan 0° = 0$, while $\tan 90° = \dfrac{1}{0}$ is **not defined**.

## The table

| $A$ | 0° | 30° | 45° | 60° | 90° |
|---|---|---|---|---|---|
| $\sin A$ | $0$ | $\frac{1}{2}$ | $\frac{1}{\sqrt{2}}$ | $\frac{\sqrt{3}}{2}$ | $1$ |
| $\cos A$ | $1$ | $\frac{\sqrt{3}}{2}$ | $\frac{1}{\sqrt{2}}$ | $\frac{1}{2}$ | $0$ |
| $\tan A$ | $0$ | $\frac{1}{\sqrt{3}}$ | $1$ | $\sqrt{3}$ | not defined |

The reciprocals give cosec, sec and cot. A memory aid: $\sin A$ for 0°, 30°, 45°, 60°, 90° is $\sqrt{\tfrac{0}{4}}, \sqrt{\tfrac{1}{4}}, \sqrt{\tfrac{2}{4}}, \sqrt{\tfrac{3}{4}}, \sqrt{\tfrac{4}{4}}$, and $\cos A$ is the same list backwards.

Reading along the rows: as A increases from 0° to 90°, $\sin A$ increases from 0 to 1, $\cos A$ decreases from 1 to 0, and $\tan A$ increases without limit.

### Example 1: Evaluating an expression

Evaluate $2\tan^2 45° + \cos^2 30° - \sin^2 60°$.

1. $\tan 45° = 1$, so $2\tan^2 45° = 2$.
2. $\cos^2 30° = \left(\dfrac{\sqrt{3}}{2}\right)^2 = \dfrac{3}{4}$, and $\sin^2 60° = \dfrac{3}{4}$.
3. Total: $2 + \dfrac{3}{4} - \dfrac{3}{4} = 2$.

(Here $\tan^2 45°$ means $(\tan 45°)^2$.)

### Example 2: Solving a triangle

In $\triangle ABC$, right-angled at B, $AB = 5$ cm and $\angle ACB = 30°$. Find BC and AC.

1. For angle C, AB is opposite and BC is adjacent: $\tan 30° = \dfrac{AB}{BC}$.
2. $\dfrac{1}{\sqrt{3}} = \dfrac{5}{BC}$, so $BC = 5\sqrt{3}$ cm $\approx 8.66$ cm.
3. $\sin 30° = \dfrac{AB}{AC}$: $\dfrac{1}{2} = \dfrac{5}{AC}$, so $AC = 10$ cm.
4. Check: $(5\sqrt{3})^2 + 5^2 = 75 + 25 = 100 = 10^2$ ✓.

### Example 3: Finding angles

If $\sin(A - B) = \dfrac{1}{2}$ and $\cos(A + B) = \dfrac{1}{2}$, with $0° < A + B \leq 90°$ and $A > B$, find A and B.

1. $\sin(A - B) = \dfrac{1}{2}$ gives $A - B = 30°$.
2. $\cos(A + B) = \dfrac{1}{2}$ gives $A + B = 60°$.
3. Adding: $2A = 90°$, so $A = 45°$; then $B = 15°$.

### Example 4: A slide in the park

A straight slide in a children's park is 4 m long and makes an angle of 30° with the ground. How high is the top of the slide, and how far along the ground does it stretch?

1. The slide, the ground and the vertical ladder form a right triangle with hypotenuse 4 m and the 30° angle at the bottom.
2. Height $= 4 \sin 30° = 4 \times \dfrac{1}{2} = 2$ m.
3. Ground distance $= 4 \cos 30° = 4 \times \dfrac{\sqrt{3}}{2} = 2\sqrt{3} \approx 3.46$ m.

Knowing the exact values means we never need a calculator for these angles; $\sqrt{3} \approx 1.732$ and $\sqrt{2} \approx 1.414$ are enough for a decimal answer.

### Example 5: Checking a claim

Is $\sin(A + B) = \sin A + \sin B$? Try $A = 30°$, $B = 60°$: the left side is $\sin 90° = 1$, but the right side is $\dfrac{1}{2} + \dfrac{\sqrt{3}}{2} \approx 1.37$. So the claim is false; sine does not "distribute" over addition.

## Common mistakes

- Swapping the 30° and 60° values. Picture the half-equilateral triangle: the side opposite 30° is the shortest, so $\sin 30°$ is the smallest, $\dfrac{1}{2}$.
- Writing $\tan 90° = 0$ or $\infty$. It is not defined.
- Treating $\sin 2A$ as $2\sin A$: $\sin 60° \neq 2\sin 30°$.
- Squaring carelessly: $\left(\dfrac{1}{\sqrt{2}}\right)^2 = \dfrac{1}{2}$, not $\dfrac{1}{4}$.

## Summary

Half a square gives $\sin 45° = \cos 45° = \dfrac{1}{\sqrt{2}}$ and $\tan 45° = 1$; half an equilateral triangle gives the values for 30° and 60°. At the ends, $\sin 0° = 0$, $\cos 0° = 1$, $\sin 90° = 1$, $\cos 90° = 0$, and $\tan 90°$ is not defined. As the angle grows from 0° to 90°, sine increases and cosine decreases. Use the table to evaluate expressions and to find unknown sides and angles.`,
    figures: {
      special: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 175"><polygon points="20,150 120,150 120,50" fill="none" stroke="currentColor" stroke-width="2"/><polyline points="110,150 110,140 120,140" fill="none" stroke="currentColor"/><text x="36" y="145" font-size="10" fill="currentColor">45°</text><text x="103" y="82" font-size="10" fill="currentColor">45°</text><text x="64" y="166" font-size="10" fill="currentColor">a</text><text x="124" y="104" font-size="10" fill="currentColor">a</text><text x="44" y="94" font-size="10" fill="currentColor">a√2</text><polygon points="160,150 280,150 220,46.1" fill="none" stroke="currentColor" stroke-width="1" stroke-dasharray="4 3"/><polygon points="160,150 220,150 220,46.1" fill="none" stroke="currentColor" stroke-width="2"/><polyline points="210,150 210,140 220,140" fill="none" stroke="currentColor"/><text x="174" y="145" font-size="10" fill="currentColor">60°</text><text x="199" y="106" font-size="10" fill="currentColor">30°</text><text x="186" y="166" font-size="10" fill="currentColor">a</text><text x="224" y="104" font-size="10" fill="currentColor">a√3</text><text x="166" y="94" font-size="10" fill="currentColor">2a</text></svg>`,
        alt: "Left: a right isosceles triangle with legs a and a, hypotenuse a√2 and two 45° angles. Right: an equilateral triangle of side 2a, drawn dashed, cut in half by its altitude; the solid half is a right triangle with hypotenuse 2a, base a, height a√3, a 60° angle at the base and a 30° angle at the top.",
      },
    },
    check: [
      {
        question: "Evaluate sin 60° cos 30° + sin 30° cos 60°.",
        answer: "(√3/2)(√3/2) + (1/2)(1/2) = 3/4 + 1/4 = 1.",
      },
      {
        question:
          "Evaluate (sin 30° + tan 45° − cosec 60°)/(sec 30° + cos 60° + cot 45°).",
        answer:
          "cosec 60° = sec 30° = 2/√3. Numerator 3/2 − 2/√3, denominator 3/2 + 2/√3; value = (3√3 − 4)/(3√3 + 4).",
      },
      {
        question:
          "If tan(A + B) = √3 and tan(A − B) = 1/√3 (0° < A + B ≤ 90°, A > B), find A and B.",
        answer: "A + B = 60° and A − B = 30°, so A = 45° and B = 15°.",
      },
      {
        question: "Which is larger: sin 30° or cos 30°?",
        answer: "cos 30° = √3/2 ≈ 0.87 is larger than sin 30° = 0.5.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 3,
    title: "Trigonometric Identities",
    body: String.raw`In this lesson you will prove the three basic trigonometric identities from the Pythagoras theorem and use them to find ratios, simplify expressions and prove other identities.

## What is an identity?

An equation is an **identity** if it is true for **all** values of the variables for which both sides are defined. For example, $(x + 1)^2 = x^2 + 2x + 1$ is an identity, while $x + 1 = 5$ is true only for $x = 4$. A trigonometric identity is one that involves trigonometric ratios of an angle and holds for every angle in the allowed range. Checking a few angles can suggest an identity, but only a proof shows it is true for all of them.

## The first identity

In $\triangle ABC$, right-angled at B, the Pythagoras theorem says $AB^2 + BC^2 = AC^2$. Divide every term by $AC^2$:

$$
\left(\frac{AB}{AC}\right)^2 + \left(\frac{BC}{AC}\right)^2 = 1.
$$

But $\dfrac{AB}{AC} = \cos A$ and $\dfrac{BC}{AC} = \sin A$. So

$$
\sin^2 A + \cos^2 A = 1.
$$

This holds for every acute angle A, and you can check it at 0° ($0 + 1 = 1$) and 90° ($1 + 0 = 1$), so it is true for $0° \leq A \leq 90°$.

## Two more identities

Divide the Pythagoras relation by $AB^2$ instead:

$$
1 + \tan^2 A = \sec^2 A \qquad (0° \leq A < 90°).
$$

Divide by $BC^2$:

$$
1 + \cot^2 A = \operatorname{cosec}^2 A \qquad (0° < A \leq 90°).
$$

The ranges exclude angles where a ratio is undefined: $\tan 90°$ and $\sec 90°$ are not defined, nor are $\cot 0°$ and $\operatorname{cosec} 0°$.

Each identity can be rearranged: $\cos^2 A = 1 - \sin^2 A$, $\sec^2 A - \tan^2 A = 1$, $\operatorname{cosec}^2 A - \cot^2 A = 1$, and so on.

### Example 1: Finding one ratio from another

If $\cos A = \dfrac{5}{13}$ and A is acute, find $\sin A$ and $\tan A$ using an identity.

1. $\sin^2 A = 1 - \cos^2 A = 1 - \dfrac{25}{169} = \dfrac{144}{169}$.
2. A is acute, so $\sin A > 0$: $\sin A = \dfrac{12}{13}$.
3. $\tan A = \dfrac{\sin A}{\cos A} = \dfrac{12/13}{5/13} = \dfrac{12}{5}$.

### Example 2: Expressing everything in terms of one ratio

Express $\sec A$ and $\tan A$ in terms of $\sin A$.

1. $\cos A = \sqrt{1 - \sin^2 A}$ (positive, since A is acute).
2. $\sec A = \dfrac{1}{\cos A} = \dfrac{1}{\sqrt{1 - \sin^2 A}}$.
3. $\tan A = \dfrac{\sin A}{\cos A} = \dfrac{\sin A}{\sqrt{1 - \sin^2 A}}$.

Any ratio can be written in terms of any other one in this way.

### Example 3: Simplifying

Simplify $(1 + \tan^2 A)\cos^2 A$.

1. $1 + \tan^2 A = \sec^2 A$.
2. So the expression is $\sec^2 A \cos^2 A = \dfrac{1}{\cos^2 A} \cdot \cos^2 A = 1$.

### Example 4: Proving an identity

Prove that $\dfrac{\cos A}{1 + \sin A} = \dfrac{1 - \sin A}{\cos A}$.

1. Start with the left side and multiply top and bottom by $(1 - \sin A)$:
   $$
   \frac{\cos A\,(1 - \sin A)}{(1 + \sin A)(1 - \sin A)} = \frac{\cos A\,(1 - \sin A)}{1 - \sin^2 A}.
   $$
2. Use $1 - \sin^2 A = \cos^2 A$: the expression becomes $\dfrac{\cos A\,(1 - \sin A)}{\cos^2 A} = \dfrac{1 - \sin A}{\cos A}$.
3. This is the right side, so the identity is proved.

### Example 5: Using $\sec^2 A - \tan^2 A = 1$

If $\sec A + \tan A = 3$, find $\sec A - \tan A$.

1. $(\sec A + \tan A)(\sec A - \tan A) = \sec^2 A - \tan^2 A = 1$.
2. So $\sec A - \tan A = \dfrac{1}{3}$.

### Example 6: Another proof

Prove that $\dfrac{1 + \sec A}{\sec A} = \dfrac{\sin^2 A}{1 - \cos A}$.

1. Left side: write $\sec A = \dfrac{1}{\cos A}$. Then $\dfrac{1 + \sec A}{\sec A} = \left(1 + \dfrac{1}{\cos A}\right)\cos A = \cos A + 1$.
2. Right side: $\sin^2 A = 1 - \cos^2 A = (1 - \cos A)(1 + \cos A)$, so $\dfrac{\sin^2 A}{1 - \cos A} = 1 + \cos A$.
3. Both sides equal $1 + \cos A$, so the identity holds. (Here we simplified each side separately to the same expression, which is also a valid method.)

## Why identities matter

Identities are the grammar of trigonometry. In later classes you will meet long expressions in sines and cosines, in physics (waves, alternating current, projectiles) as well as in mathematics, and identities are what let you tidy them up. Even now they save effort: knowing one ratio of an angle, you can find all the others without drawing a triangle, and a complicated-looking expression often collapses to 1.

## Strategies for proofs

- Work on one side only (usually the more complicated one) and transform it into the other. Do not "move terms across" as in an equation, because that assumes what you want to prove.
- If stuck, write everything in terms of $\sin$ and $\cos$.
- Look for $1 - \sin^2 A$, $\sec^2 A - 1$ and similar patterns, and for the product $(a + b)(a - b) = a^2 - b^2$.

## Common mistakes

- Writing $\sin^2 A$ as $\sin A^2$ or $\sin(A^2)$. It means $(\sin A)^2$.
- Using $\sin A + \cos A = 1$. It is the **squares** that add to 1.
- Taking the negative square root for an acute angle; all ratios of acute angles are positive.
- Dividing by $\cos A$ at $A = 90°$, where it is 0.

## Summary

From the Pythagoras theorem we get $\sin^2 A + \cos^2 A = 1$ for $0° \leq A \leq 90°$, and dividing by $\cos^2 A$ or $\sin^2 A$ gives $1 + \tan^2 A = \sec^2 A$ and $1 + \cot^2 A = \operatorname{cosec}^2 A$ where these are defined. Use them to find one ratio from another, to express everything in terms of a single ratio, to simplify, and to prove other identities by working on one side until it becomes the other.`,
    check: [
      {
        question:
          "If sin A = 3/5 (A acute), use an identity to find cos A and sec A.",
        answer: "cos²A = 1 − 9/25 = 16/25, so cos A = 4/5 and sec A = 5/4.",
      },
      {
        question: "Simplify (1 + cot²A) sin²A.",
        answer: "1 + cot²A = cosec²A, and cosec²A × sin²A = 1.",
      },
      {
        question: "Prove that (sec A − tan A)(sec A + tan A) = 1.",
        answer:
          "The left side is sec²A − tan²A, and from 1 + tan²A = sec²A this equals 1.",
      },
      {
        question: "Evaluate 9 sec²A − 9 tan²A.",
        answer: "9(sec²A − tan²A) = 9 × 1 = 9.",
      },
      {
        question: "Prove that sin⁴A − cos⁴A = sin²A − cos²A.",
        answer:
          "sin⁴A − cos⁴A = (sin²A − cos²A)(sin²A + cos²A) = (sin²A − cos²A) × 1.",
      },
    ],
  },
  // ── Chapter 9: Some Applications of Trigonometry ─────────────────────
  {
    chapter: 9,
    lesson: 1,
    title: "Line of Sight, Elevation and Depression",
    body: String.raw`By the end of this lesson you will be able to explain the line of sight, the angle of elevation and the angle of depression, draw them correctly in a figure, and use them with trigonometric ratios in simple situations.

## Measuring without climbing

How do surveyors find the height of a hill, or sailors the distance of a lighthouse? They cannot stretch a tape measure up a cliff, but they can measure an **angle** and one convenient **distance**, and trigonometry does the rest. The angles they measure are angles of elevation and depression.

## The three terms

- The **line of sight** is the straight line from the observer's eye to the point being viewed.
- When the object is **above** the horizontal level of the eye, the angle between the line of sight and the horizontal is the **angle of elevation**. You **raise** your head to look at it.
- When the object is **below** the horizontal level of the eye, the angle between the horizontal and the line of sight is the **angle of depression**. You **lower** your head to look at it.

![Angle of elevation above the horizontal and angle of depression below it](figure:angles)

Both angles are always measured from the **horizontal** line through the observer's eye, never from the vertical.

## Elevation and depression are equal

Suppose Asha stands on a balcony at A and looks down at her brother Rohan at B on the ground, at an angle of depression of 40°. Rohan looks up at Asha. What is his angle of elevation?

The horizontal line through A and the ground through B are parallel. The line of sight AB cuts both, and the angle of depression at A and the angle of elevation at B are **alternate angles**, so they are equal. Rohan's angle of elevation is also 40°.

**The angle of depression of B from A equals the angle of elevation of A from B.** This is very useful: in a figure, you can usually mark the angle inside the right triangle at the ground.

### Example 1: Flying a kite

A kite is flying with its string 60 m long and fully stretched. The string makes an angle of 60° with the ground. Find the height of the kite, assuming the string is straight and held at ground level.

1. Draw a right triangle: the string is the hypotenuse (60 m), the height $h$ is the side opposite the 60° angle.
2. $\sin 60° = \dfrac{h}{60}$, so $h = 60 \times \dfrac{\sqrt{3}}{2} = 30\sqrt{3}$ m.
3. With $\sqrt{3} \approx 1.732$, $h \approx 51.96$ m.

### Example 2: A ship seen from a lighthouse

From the top of a lighthouse 75 m high on the coast of Kerala, the angle of depression of a fishing boat is 30°. How far is the boat from the foot of the lighthouse?

1. The angle of depression at the top equals the angle of elevation of the top from the boat, 30°. Mark 30° at the boat.
2. In the right triangle, the height 75 m is opposite 30°, and the required distance $d$ is adjacent.
3. $\tan 30° = \dfrac{75}{d}$, so $d = \dfrac{75}{\tan 30°} = 75\sqrt{3}$ m.
4. $d \approx 75 \times 1.732 = 129.9$ m.

### Example 3: Finding the angle

A boy whose eyes are 1.6 m above the ground stands 24 m from a factory chimney 25.6 m tall. Find the angle of elevation of the top of the chimney from his eyes.

1. His eyes are 1.6 m above the ground, so the height of the chimney above eye level is $25.6 - 1.6 = 24$ m.
2. The horizontal distance is 24 m.
3. $\tan \theta = \dfrac{24}{24} = 1$, so $\theta = 45°$.

This example shows why the observer's height matters: angles are measured from eye level, not from the ground.

## Drawing a good figure

1. Draw the ground as a horizontal line and any tower, tree or building as a vertical line, so right angles appear naturally.
2. Draw the horizontal through the observer's eye if the observer is raised.
3. Mark the given angle at the correct place, from the horizontal.
4. Label known lengths and call the unknown $h$ or $x$.

## Common mistakes

- Measuring the angle from the vertical instead of the horizontal.
- Marking the angle of depression inside the triangle at the top, between the line of sight and the tower. It lies between the line of sight and the **horizontal** at the top; its equal, the angle of elevation, sits at the bottom.
- Ignoring the observer's height when it is given.
- Using sine when the hypotenuse is not involved; if you know or need only height and horizontal distance, tan is the ratio to use.

## Summary

The line of sight joins the eye to the object. The angle of elevation is the angle above the horizontal through the eye, to an object higher up; the angle of depression is the angle below the horizontal, to an object lower down. Because the horizontal lines at two levels are parallel, the angle of depression from A to B equals the angle of elevation from B to A. A clear figure with a right triangle is the first step in every height and distance problem.`,
    figures: {
      angles: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 270 200"><line x1="40" y1="110" x2="235" y2="110" stroke="currentColor" stroke-dasharray="5 3"/><line x1="40" y1="110" x2="200" y2="30" stroke="currentColor" stroke-width="2"/><line x1="40" y1="110" x2="200" y2="170" stroke="currentColor" stroke-width="2"/><circle cx="40" cy="110" r="4" fill="currentColor"/><circle cx="200" cy="30" r="4" fill="currentColor"/><circle cx="200" cy="170" r="4" fill="currentColor"/><path d="M 80 110 A 40 40 0 0 0 75.8 92.1" fill="none" stroke="currentColor"/><path d="M 80 110 A 40 40 0 0 1 77.5 124" fill="none" stroke="currentColor"/><text x="6" y="100" font-size="10" fill="currentColor">eye</text><text x="186" y="20" font-size="10" fill="currentColor">object above</text><text x="180" y="190" font-size="10" fill="currentColor">object below</text><text x="88" y="104" font-size="10" fill="currentColor">angle of elevation</text><text x="95" y="123" font-size="10" fill="currentColor">angle of depression</text><text x="200" y="104" font-size="10" fill="currentColor">horizontal</text><text x="100" y="36" font-size="10" fill="currentColor">line of sight</text></svg>`,
        alt: "An observer's eye on the left with a dashed horizontal line through it. One line of sight rises to an object above, and the angle between it and the horizontal is the angle of elevation. Another line of sight drops to an object below, and the angle between the horizontal and it is the angle of depression.",
      },
    },
    check: [
      {
        question:
          "From the top of a cliff, the angle of depression of a boat is 35°. What is the angle of elevation of the top of the cliff from the boat?",
        answer:
          "35°, because the two angles are alternate angles between parallel horizontal lines.",
      },
      {
        question:
          "A kite string 100 m long makes 30° with the ground. How high is the kite?",
        answer: "h = 100 sin 30° = 100 × 1/2 = 50 m.",
      },
      {
        question:
          "From a point 20 m from the foot of a tree, the angle of elevation of its top is 45°. How tall is the tree?",
        answer: "tan 45° = h/20, so h = 20 m.",
      },
      {
        question:
          "Is the angle of elevation measured from the horizontal or from the vertical?",
        answer: "From the horizontal line through the observer's eye.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 2,
    title: "Solving Height and Distance Problems",
    body: String.raw`In this lesson you will learn a step-by-step method for height and distance problems with one angle, choose the right trigonometric ratio each time, and give answers in exact and decimal form.

## The method

1. **Draw** a neat figure. Put the ground horizontal and the tower, tree or pole vertical. Mark the right angle.
2. **Mark** the known length and the known angle, and name the unknown ($h$, $x$ or $L$).
3. **Choose** the ratio that links the known side, the unknown side and the angle:
   - height and horizontal distance → $\tan$;
   - height and a slanting length (ladder, rope, string) → $\sin$;
   - horizontal distance and a slanting length → $\cos$.
4. **Solve**, keeping surds exact ($15\sqrt{3}$ m) and then, if asked, use $\sqrt{3} \approx 1.732$ or $\sqrt{2} \approx 1.414$.
5. **Check** that the answer is sensible: a steeper angle should give a greater height for the same distance.

### Example 1: Height of a tower

The top of a tower is seen at an angle of elevation of 60° from a point on level ground 15 m from its foot. Find the height of the tower.

![Tower of height h seen at 60° from a point 15 m from its foot](figure:tower)

1. The height $h$ is opposite 60°; the 15 m is adjacent. Use $\tan$.
2. $\tan 60° = \dfrac{h}{15}$, so $h = 15\sqrt{3}$ m.
3. $h \approx 15 \times 1.732 = 25.98$ m.

### Example 2: An electrician's ladder

An electrician must reach a point 4.5 m above the ground on a pole. The ladder should make 60° with the ground. How long should the ladder be, and how far from the pole should its foot be?

1. The ladder is the hypotenuse $L$; the height 4.5 m is opposite 60°. Use $\sin$:
$\sin 60° = \dfrac{4.5}{L}$, so $L = \dfrac{4.5}{\sqrt{3}/2} = \dfrac{9}{\sqrt{3}} = 3\sqrt{3} \approx 5.20$ m.
2. For the foot distance $d$ (adjacent), use $\tan$: $\tan 60° = \dfrac{4.5}{d}$, so $d = \dfrac{4.5}{\sqrt{3}} = 1.5\sqrt{3} \approx 2.60$ m.
3. Check with Pythagoras: $(3\sqrt{3})^2 = 27$ and $4.5^2 + (1.5\sqrt{3})^2 = 20.25 + 6.75 = 27$ ✓.

### Example 3: A tree broken in the monsoon

During a monsoon storm a tree breaks, and its top touches the ground 8 m from the foot, the broken part making an angle of 30° with the ground. Find the original height of the tree.

1. The standing part (height $a$), the ground (8 m) and the broken part (length $b$) form a right triangle, with the 30° angle where the top touches the ground.
2. Standing part: $\tan 30° = \dfrac{a}{8}$, so $a = \dfrac{8}{\sqrt{3}}$ m.
3. Broken part: $\cos 30° = \dfrac{8}{b}$, so $b = \dfrac{8}{\sqrt{3}/2} = \dfrac{16}{\sqrt{3}}$ m.
4. Original height $= a + b = \dfrac{24}{\sqrt{3}} = 8\sqrt{3} \approx 13.86$ m.

### Example 4: Finding the sun's elevation

A flagpole casts a shadow $\sqrt{3}$ times as long as its height. Find the sun's angle of elevation.

1. Let the height be $h$; the shadow is $\sqrt{3}\,h$.
2. $\tan \theta = \dfrac{h}{\sqrt{3}\,h} = \dfrac{1}{\sqrt{3}}$, so $\theta = 30°$.

### Example 5: A raised observer

A girl whose eyes are 1.2 m above the ground sees the top of a 31.2 m tall water tank at an angle of elevation of 45°. How far is she from the tank?

1. Height of the tank above her eye level: $31.2 - 1.2 = 30$ m.
2. $\tan 45° = \dfrac{30}{d}$, so $d = 30$ m.

## Exact or approximate?

If a question asks for the answer "in metres" without saying more, give the exact form and the decimal, e.g. "$15\sqrt{3}$ m ≈ 25.98 m". Round only at the end; rounding $\sqrt{3}$ to 1.7 in the middle of a long calculation can change the final answer noticeably.

## Common mistakes

- Choosing $\sin$ when neither known nor unknown side is the hypotenuse.
- Writing $h = \dfrac{15}{\tan 60°}$ instead of $15 \tan 60°$. Rearrange carefully from $\tan 60° = \dfrac{h}{15}$.
- Forgetting to add the observer's height, or to subtract it, as the situation requires.
- In broken-tree problems, forgetting to add the standing part and the broken part.

## Summary

Draw a right triangle, mark the given angle and length, and choose the ratio that links them to the unknown: tan for height with horizontal distance, sin or cos when a slanting length is involved. Solve exactly, then approximate if needed, and check with Pythagoras or common sense. Take care with the observer's eye level, and remember that a broken tree's height is the sum of two sides.`,
    figures: {
      tower: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 195"><line x1="10" y1="175" x2="190" y2="175" stroke="currentColor"/><line x1="140" y1="175" x2="140" y2="36.4" stroke="currentColor" stroke-width="3"/><line x1="60" y1="175" x2="140" y2="36.4" stroke="currentColor" stroke-dasharray="5 3"/><polyline points="130,175 130,165 140,165" fill="none" stroke="currentColor"/><path d="M 85 175 A 25 25 0 0 0 72.5 153.3" fill="none" stroke="currentColor"/><circle cx="60" cy="175" r="3" fill="currentColor"/><text x="86" y="166" font-size="10" fill="currentColor">60°</text><text x="88" y="190" font-size="10" fill="currentColor">15 m</text><text x="146" y="110" font-size="11" fill="currentColor">h</text><text x="40" y="190" font-size="10" fill="currentColor">P</text><text x="126" y="32" font-size="10" fill="currentColor">top</text></svg>`,
        alt: "A vertical tower of height h standing on level ground. From point P on the ground 15 m from the foot of the tower, a dashed line of sight rises to the top of the tower at an angle of elevation of 60°.",
      },
    },
    check: [
      {
        question:
          "A ladder 10 m long reaches a window when it makes 60° with the ground. How high is the window?",
        answer: "h = 10 sin 60° = 5√3 ≈ 8.66 m.",
      },
      {
        question:
          "From a point 30 m from the foot of a building, the angle of elevation of its top is 30°. Find the height.",
        answer: "h = 30 tan 30° = 30/√3 = 10√3 ≈ 17.32 m.",
      },
      {
        question:
          "A rope is tied from the top of a 12 m pole to the ground, making 30° with the ground. Find the length of the rope.",
        answer: "sin 30° = 12/L, so L = 24 m.",
      },
      {
        question:
          "The shadow of a tower is equal to its height. What is the sun's angle of elevation?",
        answer: "tan θ = h/h = 1, so θ = 45°.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 3,
    title: "Problems with Two Angles",
    body: String.raw`By the end of this lesson you will be able to solve height and distance problems involving two angles, by forming two right triangles that share a side and solving the two equations together.

## The strategy

When a problem gives two angles, there are usually two right triangles in the figure with a common side, often the height of a tower or the distance between two buildings. The plan is:

1. Draw the figure with both triangles and mark both angles.
2. Name the unknowns: usually the height $h$ and one horizontal distance $x$.
3. Write one equation from each triangle, usually with $\tan$.
4. Solve the two equations together, for instance by equating two expressions for $h$.

### Example 1: Walking towards a tower

The angle of elevation of the top of a tower from a point on level ground is 30°. After walking 20 m towards the tower, the angle of elevation becomes 60°. Find the height of the tower.

![Tower AB seen at 30° from D and at 60° from C, with DC = 20 m](figure:twoangles)

1. Let the height be $AB = h$ m, and the distance from the nearer point C to the foot B be $x$ m. Then $DB = x + 20$.
2. In $\triangle ABC$: $\tan 60° = \dfrac{h}{x}$, so $h = x\sqrt{3}$.
3. In $\triangle ABD$: $\tan 30° = \dfrac{h}{x + 20}$, so $h = \dfrac{x + 20}{\sqrt{3}}$.
4. Equate: $x\sqrt{3} = \dfrac{x + 20}{\sqrt{3}}$, so $3x = x + 20$ and $x = 10$.
5. $h = 10\sqrt{3} \approx 17.32$ m.

Check that it makes sense: from 10 m away the angle is 60°, and from 30 m away it drops to 30°. ✓

### Example 2: Depression of the top and bottom of a tower

From the top of a building 60 m high, the angles of depression of the top and bottom of a nearby tower are 30° and 60°. Find the height of the tower and the distance between the buildings.

1. Let the distance between them be $d$ m and the height of the tower $t$ m.
2. Bottom of the tower (60°): the full 60 m drop is opposite 60°, so $\tan 60° = \dfrac{60}{d}$ and $d = \dfrac{60}{\sqrt{3}} = 20\sqrt{3}$ m.
3. Top of the tower (30°): the drop from the building's top to the tower's top is $60 - t$, so $\tan 30° = \dfrac{60 - t}{d}$.
4. $60 - t = \dfrac{20\sqrt{3}}{\sqrt{3}} = 20$, so $t = 40$ m.
5. The tower is 40 m high and the buildings are $20\sqrt{3} \approx 34.64$ m apart.

### Example 3: Observers on both sides

Two people stand on opposite sides of a 75 m tall temple gopuram, in line with its foot. They see its top at angles of elevation of 30° and 45°. How far apart are they?

1. Let their distances from the foot be $x$ (for 45°) and $y$ (for 30°).
2. $\tan 45° = \dfrac{75}{x}$, so $x = 75$ m.
3. $\tan 30° = \dfrac{75}{y}$, so $y = 75\sqrt{3}$ m.
4. Distance apart $= x + y = 75(1 + \sqrt{3}) \approx 75 \times 2.732 = 204.9$ m.

If both people had been on the **same** side, the distance between them would be $y - x = 75(\sqrt{3} - 1) \approx 54.9$ m. Read the question carefully to see which case applies.

### Example 4: Flagstaff on a building

From a point on the ground, the angles of elevation of the bottom and top of a flagstaff standing on a 15 m tall building are 45° and 60°. Find the length of the flagstaff.

1. Let the horizontal distance be $d$ and the flagstaff length $f$.
2. Bottom (top of the building, 45°): $\tan 45° = \dfrac{15}{d}$, so $d = 15$ m.
3. Top of the flagstaff (60°): $\tan 60° = \dfrac{15 + f}{15}$, so $15 + f = 15\sqrt{3}$.
4. $f = 15(\sqrt{3} - 1) \approx 15 \times 0.732 = 10.98$ m.

## Why equating works

In Example 1, each triangle on its own has two unknowns, so neither can be solved alone. But the height $h$ is the same side in both triangles, so the two expressions for $h$ must be equal. That gives one equation in $x$ only. This "shared side" idea is the key to every two-angle problem.

## Common mistakes

- Using the same letter for two different distances. Write $x$ and $x + 20$, not $x$ and $x$.
- Putting the 20 m walk on the wrong side: the point where the angle is larger is **closer** to the tower.
- In depression problems, forgetting that the vertical side of the upper triangle is $60 - t$, not $t$.
- Approximating $\sqrt{3}$ too early, which introduces rounding errors when the two equations are combined.

## Summary

Two-angle problems contain two right triangles sharing a side. Name the common side and one distance, write an equation from each triangle (usually with tan), and solve them together, often by equating two expressions for the height. A larger angle of elevation means the observer is closer. Take care with sums and differences of heights and distances, and approximate only at the end.`,
    figures: {
      twoangles: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200"><line x1="40" y1="170" x2="250" y2="170" stroke="currentColor"/><line x1="230" y1="170" x2="230" y2="70" stroke="currentColor" stroke-width="3"/><line x1="56.8" y1="170" x2="230" y2="70" stroke="currentColor" stroke-dasharray="5 3"/><line x1="172.3" y1="170" x2="230" y2="70" stroke="currentColor" stroke-dasharray="5 3"/><polyline points="220,170 220,160 230,160" fill="none" stroke="currentColor"/><path d="M 86.8 170 A 30 30 0 0 0 82.8 155" fill="none" stroke="currentColor"/><path d="M 192.3 170 A 20 20 0 0 0 182.3 152.7" fill="none" stroke="currentColor"/><text x="90" y="164" font-size="10" fill="currentColor">30°</text><text x="194" y="160" font-size="10" fill="currentColor">60°</text><text x="50" y="186" font-size="11" fill="currentColor">D</text><text x="166" y="186" font-size="11" fill="currentColor">C</text><text x="226" y="186" font-size="11" fill="currentColor">B</text><text x="226" y="64" font-size="11" fill="currentColor">A</text><text x="102" y="186" font-size="10" fill="currentColor">20 m</text><text x="196" y="186" font-size="10" fill="currentColor">x</text><text x="236" y="124" font-size="11" fill="currentColor">h</text></svg>`,
        alt: "A vertical tower AB of height h with foot B on level ground. Point C is x metres from B and point D is a further 20 m away on the same line. Dashed lines of sight go from C and D to the top A, making angles of elevation of 60° at C and 30° at D.",
      },
    },
    check: [
      {
        question:
          "A statue 1.6 m tall stands on a pedestal. From a point on the ground, the angles of elevation of the top of the statue and the top of the pedestal are 60° and 45°. Find the height of the pedestal.",
        answer:
          "Let the pedestal be p m; tan 45° gives the distance d = p. tan 60° = (p + 1.6)/p, so p√3 = p + 1.6 and p = 1.6/(√3 − 1) = 0.8(√3 + 1) ≈ 2.19 m.",
      },
      {
        question:
          "From the top of a 10 m building, the angle of elevation of the top of a tower is 45° and the angle of depression of its foot is 30°. Find the height of the tower.",
        answer:
          "Distance d = 10/tan 30° = 10√3 m. Height above the building = d tan 45° = 10√3. Tower = 10 + 10√3 ≈ 27.32 m.",
      },
      {
        question:
          "In Example 1, if the angles were 45° and 60° and the walk 20 m, write the two equations.",
        answer:
          "h = x√3 (from 60°) and h = x + 20 (from 45°), giving x(√3 − 1) = 20.",
      },
      {
        question:
          "Why must the observer with the larger angle of elevation be nearer to the tower?",
        answer:
          "For a fixed height h, tan θ = h/d increases as d decreases, so a larger angle means a smaller distance.",
      },
    ],
  },
  // ── Chapter 10: Circles ──────────────────────────────────────────────
  {
    chapter: 10,
    lesson: 1,
    title: "Tangent to a Circle",
    body: String.raw`In this lesson you will learn the three ways a line and a circle can be placed, what a secant and a tangent are, and why there is exactly one tangent at each point of a circle.

## A line and a circle

Draw a circle and a straight line on the same sheet of paper. Slide the line across the page, keeping its direction fixed. You will see three situations:

1. The line does not meet the circle at all. It is a **non-intersecting line**.
2. The line cuts the circle at **two** points. It is called a **secant** of the circle; the part of it inside the circle is a chord.
3. The line meets the circle at **exactly one** point. It is called a **tangent** to the circle, and the common point is the **point of contact**.

![A circle with a non-intersecting line, a tangent and a secant](figure:lines)

There is no fourth possibility: a straight line can never meet a circle at more than two points.

The word tangent comes from the Latin *tangere*, "to touch". You see tangents every day: a bicycle wheel touches the road at just one point, and the road is a tangent to the wheel. A cricket ball rolling along the ground touches it at one point at a time.

## The tangent as a limit of secants

Take a secant through two points P and Q of a circle. Keep P fixed and move Q along the circle towards P. The secant turns, and the chord PQ gets shorter and shorter. When Q finally reaches P, the two points of intersection merge into one, and the secant becomes the tangent at P.

So the tangent at P is the limiting position of the secant PQ as Q comes closer and closer to P. This idea will become very important in higher classes, in calculus.

## How many tangents?

- At any one point of a circle, there is **one and only one** tangent. (If you try to rotate a tangent about its point of contact, it immediately cuts the circle at a second point and becomes a secant.)
- A circle has infinitely many points, so it has infinitely many tangents altogether.
- For any given line, there are exactly **two** tangents to the circle parallel to it, touching the circle at the two ends of the diameter perpendicular to that line.

## Deciding by distance

Whether a line misses, touches or cuts a circle depends on its distance $d$ from the centre compared with the radius $r$:

| Distance from centre | Position |
|---|---|
| $d > r$ | non-intersecting line |
| $d = r$ | tangent |
| $d < r$ | secant |

### Example 1: Three lines and a circle

A circle has radius 5 cm. Three lines are at distances 7 cm, 5 cm and 3 cm from its centre. Describe each line, and for the secant find the length of the chord.

1. 7 cm > 5 cm: the line does not meet the circle.
2. 5 cm = 5 cm: the line is a tangent.
3. 3 cm < 5 cm: the line is a secant.
4. For the secant, the perpendicular from the centre bisects the chord. Half the chord is $\sqrt{5^2 - 3^2} = \sqrt{16} = 4$ cm, so the chord is 8 cm long.

### Example 2: Parallel tangents

How many tangents can a circle have that are parallel to a given secant? Where do they touch?

1. Draw the diameter perpendicular to the secant. Its two ends are the only points where the tangent has the same direction as the secant.
2. So there are exactly two such tangents, touching the circle at the ends of that diameter.

### Example 3: A wheel on a road

A bicycle wheel of radius 35 cm rolls along a straight, level road. How far is the centre of the wheel above the road?

1. The road is a tangent to the wheel (they share exactly one point).
2. A tangent is at a distance equal to the radius from the centre.
3. So the centre is 35 cm above the road, and it stays at that height as the wheel rolls.

## Common mistakes

- Calling any line that touches the edge of a drawn circle a tangent without checking that it meets the circle at only one point.
- Thinking a tangent can pass through the inside of the circle. Every point of a tangent except the point of contact lies outside the circle.
- Saying "a circle has two tangents". It has infinitely many; at each point it has exactly one.

## Summary

A line can miss a circle, cut it at two points (a secant) or touch it at exactly one point (a tangent), and the common point of a tangent and the circle is the point of contact. Comparing the line's distance from the centre with the radius tells you which case you have. The tangent at P is the limiting position of a secant PQ as Q approaches P, and there is exactly one tangent at each point of a circle.`,
    figures: {
      lines: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 285 170"><circle cx="90" cy="100" r="50" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="90" cy="100" r="2.5" fill="currentColor"/><text x="94" y="104" font-size="10" fill="currentColor">O</text><line x1="10" y1="25" x2="190" y2="25" stroke="currentColor"/><line x1="10" y1="50" x2="190" y2="50" stroke="currentColor"/><line x1="10" y1="120" x2="190" y2="120" stroke="currentColor"/><circle cx="90" cy="50" r="3" fill="currentColor"/><circle cx="44.2" cy="120" r="3" fill="currentColor"/><circle cx="135.8" cy="120" r="3" fill="currentColor"/><text x="196" y="29" font-size="10" fill="currentColor">no common point</text><text x="196" y="54" font-size="10" fill="currentColor">tangent</text><text x="196" y="124" font-size="10" fill="currentColor">secant</text><text x="94" y="45" font-size="9" fill="currentColor">point of contact</text></svg>`,
        alt: "A circle with centre O and three parallel horizontal lines. The top line passes above the circle without meeting it. The middle line touches the circle at a single point, the point of contact: it is a tangent. The bottom line cuts the circle at two points: it is a secant.",
      },
    },
    check: [
      {
        question: "How many tangents can a circle have?",
        answer: "Infinitely many — exactly one at each of its points.",
      },
      {
        question:
          "A line is 4 cm from the centre of a circle of radius 4 cm. What is the line?",
        answer:
          "A tangent, since its distance from the centre equals the radius.",
      },
      {
        question:
          "A line is 6 cm from the centre of a circle of radius 10 cm. Find the length of the chord it makes.",
        answer: "Half-chord = √(100 − 36) = 8 cm, so the chord is 16 cm.",
      },
      {
        question: "How many tangents to a circle are parallel to a given line?",
        answer:
          "Two, touching the circle at the ends of the diameter perpendicular to that line.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 2,
    title: "Tangent Is Perpendicular to the Radius",
    body: String.raw`By the end of this lesson you will be able to prove that the tangent at any point of a circle is perpendicular to the radius through that point, and use this right angle with the Pythagoras theorem to find lengths.

## The theorem

**Theorem.** The tangent at any point of a circle is perpendicular to the radius through the point of contact.

![Tangent at P perpendicular to the radius OP; any other point Q of the tangent is farther from O](figure:perp)

## Proof

Let a circle have centre O, and let XY be the tangent at the point P. We must show $OP \perp XY$.

1. Take any point Q on XY other than P, and join OQ.
2. Since XY is a tangent, P is its only point on the circle. So Q lies **outside** the circle (if Q were inside, XY would cut the circle twice and be a secant).
3. Therefore OQ is longer than the radius: $OQ > OP$.
4. This is true for every point Q of XY except P. So OP is the **shortest** distance from O to the line XY.
5. Of all the segments from a point to a line, the shortest is the perpendicular one. Hence $OP \perp XY$.

## Consequences

- The line through the centre and the point of contact (the radius extended) is called the **normal** to the circle at that point; it is perpendicular to the tangent.
- Conversely, the line drawn through the end of a radius perpendicular to it is the tangent at that point. This is how tangents are constructed.
- The tangents at the two ends of a diameter are parallel, since both are perpendicular to the same diameter.

Whenever a problem has a tangent and a radius to the point of contact, mark the right angle straight away. It usually creates a right triangle where Pythagoras or trigonometry can be used.

### Example 1: Length of a tangent

From a point Q, 13 cm from the centre O of a circle of radius 5 cm, a tangent QP is drawn touching the circle at P. Find QP.

1. $OP \perp QP$ (radius perpendicular to tangent), so $\triangle OPQ$ is right-angled at P.
2. By Pythagoras, $OQ^2 = OP^2 + QP^2$: $169 = 25 + QP^2$.
3. $QP^2 = 144$, so $QP = 12$ cm.

### Example 2: Finding the radius

The length of a tangent from a point A at distance 25 cm from the centre is 24 cm. Find the radius.

1. The radius, the tangent and the segment to the centre form a right triangle with hypotenuse 25 cm.
2. $r^2 = 25^2 - 24^2 = 625 - 576 = 49$, so $r = 7$ cm.

### Example 3: Two concentric circles

Two concentric circles have radii 10 cm and 6 cm. Find the length of the chord of the larger circle that touches the smaller circle.

1. Let the chord AB of the larger circle touch the smaller circle at P. Then OP = 6 cm is a radius of the smaller circle, and AB is tangent to it at P, so $OP \perp AB$.
2. The perpendicular from the centre to a chord bisects the chord, so $AP = PB$.
3. In right $\triangle OPA$: $AP = \sqrt{OA^2 - OP^2} = \sqrt{100 - 36} = 8$ cm.
4. $AB = 2 \times 8 = 16$ cm.

### Example 4: An angle with a tangent

A tangent PT touches a circle with centre O at T. If $\angle TOP = 50°$, find $\angle OPT$.

1. $\angle OTP = 90°$ (radius ⟂ tangent).
2. Angles of $\triangle OTP$ add up to 180°: $\angle OPT = 180° - 90° - 50° = 40°$.

## In everyday life

When you whirl a stone tied to a string around in a circle and let go, the stone flies off along the tangent at the point of release, at right angles to the string (which is along the radius). Sparks from a grinding wheel in a workshop fly off along tangents for the same reason. The theorem tells you the direction of such motion exactly.

## Common mistakes

- Assuming a right angle between a tangent and a chord, or between a tangent and a line that does not pass through the centre. The right angle is only with the **radius to the point of contact**.
- Using the tangent length as the hypotenuse. The hypotenuse is the line from the external point to the **centre**.
- Forgetting to double the half-chord in concentric circle problems.

## Summary

The tangent at any point of a circle is perpendicular to the radius through the point of contact, because that radius is the shortest segment from the centre to the tangent. The right angle at the point of contact creates right triangles in which the Pythagoras theorem gives tangent lengths, radii and chord lengths, and angle sums give unknown angles.`,
    figures: {
      perp: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 230 190"><circle cx="100" cy="90" r="60" fill="none" stroke="currentColor" stroke-width="2"/><line x1="15" y1="150" x2="215" y2="150" stroke="currentColor" stroke-width="2"/><line x1="100" y1="90" x2="100" y2="150" stroke="currentColor"/><line x1="100" y1="90" x2="175" y2="150" stroke="currentColor" stroke-dasharray="4 3"/><polyline points="100,140 110,140 110,150" fill="none" stroke="currentColor"/><circle cx="100" cy="90" r="2.5" fill="currentColor"/><circle cx="100" cy="150" r="3" fill="currentColor"/><circle cx="175" cy="150" r="3" fill="currentColor"/><text x="86" y="86" font-size="11" fill="currentColor">O</text><text x="94" y="166" font-size="11" fill="currentColor">P</text><text x="171" y="166" font-size="11" fill="currentColor">Q</text><text x="14" y="166" font-size="11" fill="currentColor">X</text><text x="206" y="166" font-size="11" fill="currentColor">Y</text></svg>`,
        alt: "A circle with centre O and a horizontal tangent XY touching it at P, directly below O. The radius OP meets XY at a right angle. A dashed segment from O to another point Q on the tangent is longer than the radius, because Q lies outside the circle.",
      },
    },
    check: [
      {
        question:
          "From a point 17 cm from the centre of a circle of radius 8 cm, find the length of the tangent.",
        answer: "√(17² − 8²) = √(289 − 64) = √225 = 15 cm.",
      },
      {
        question:
          "Prove that the tangents at the ends of a diameter are parallel.",
        answer:
          "Each tangent is perpendicular to the radius at its point of contact, i.e. to the same diameter. Two lines perpendicular to the same line are parallel.",
      },
      {
        question:
          "Two concentric circles have radii 5 cm and 3 cm. Find the chord of the larger circle that touches the smaller one.",
        answer: "Half-chord = √(25 − 9) = 4 cm, so the chord is 8 cm.",
      },
      {
        question:
          "PT is a tangent at T to a circle with centre O. If ∠OPT = 30° and OT = 4 cm, find OP.",
        answer: "∠OTP = 90°, so sin 30° = OT/OP, giving OP = 4 ÷ 1/2 = 8 cm.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 3,
    title: "Tangents from an External Point",
    body: String.raw`In this lesson you will learn how many tangents can be drawn to a circle from a point, prove that the two tangents from an external point are equal in length, and use this to solve problems about quadrilaterals and triangles drawn around a circle.

## How many tangents from a point?

- From a point **inside** the circle: **none**. Every line through an interior point cuts the circle twice.
- From a point **on** the circle: **exactly one**, the tangent at that point.
- From a point **outside** the circle: **exactly two**.

The **length of a tangent** from an external point P is the length of the segment from P to the point of contact.

![Two tangents PA and PB from an external point P to a circle with centre O](figure:external)

## The theorem

**Theorem.** The lengths of the tangents drawn from an external point to a circle are equal.

**Proof.** Let PA and PB be the tangents from P to a circle with centre O, touching it at A and B. Join OA, OB and OP.

1. $\angle OAP = \angle OBP = 90°$ (radius ⟂ tangent).
2. $OA = OB$ (radii of the same circle).
3. OP is common to both triangles.
4. So $\triangle OAP \cong \triangle OBP$ by the RHS congruence rule.
5. Hence $PA = PB$ (corresponding parts of congruent triangles).

The same congruence also gives $\angle APO = \angle BPO$: the line joining the centre to the external point **bisects** the angle between the tangents. It also gives $\angle AOP = \angle BOP$.

If P is at distance $d$ from the centre of a circle of radius $r$, then by Pythagoras each tangent has length

$$
PA = PB = \sqrt{d^2 - r^2}.
$$

### Example 1: Tangent lengths

A point P is 10 cm from the centre of a circle of radius 6 cm. Find the length of each tangent from P.

1. $PA = \sqrt{10^2 - 6^2} = \sqrt{100 - 36} = \sqrt{64} = 8$ cm.
2. The other tangent PB is also 8 cm.

### Example 2: The angle between the tangents

Tangents PA and PB from P touch a circle with centre O, and $\angle APB = 70°$. Find $\angle AOB$.

1. In quadrilateral OAPB, $\angle OAP = \angle OBP = 90°$.
2. The angles of a quadrilateral add up to 360°: $\angle AOB = 360° - 90° - 90° - 70° = 110°$.

In general, the angle between the two tangents and the angle the points of contact subtend at the centre are **supplementary**: they add up to 180°.

### Example 3: A quadrilateral around a circle

A quadrilateral ABCD is drawn to circumscribe a circle (each side touches the circle). Prove that $AB + CD = AD + BC$, and find AD if $AB = 6$ cm, $BC = 7$ cm and $CD = 4$ cm.

1. Let the sides AB, BC, CD, DA touch the circle at P, Q, R, S.
2. Tangents from each vertex are equal: $AP = AS$, $BP = BQ$, $CR = CQ$, $DR = DS$.
3. Add: $AP + BP + CR + DR = AS + BQ + CQ + DS$.
4. Group: $(AP + BP) + (CR + DR) = (AS + DS) + (BQ + CQ)$, that is $AB + CD = AD + BC$.
5. So $6 + 4 = AD + 7$, giving $AD = 3$ cm.

### Example 4: A triangle around a circle

A circle is inscribed in $\triangle ABC$, touching AB at P, BC at Q and CA at R. If $AP = 4$ cm, $BQ = 6$ cm and $CR = 5$ cm, find the sides and perimeter of the triangle.

1. Equal tangents: $AR = AP = 4$, $BP = BQ = 6$, $CQ = CR = 5$.
2. $AB = AP + PB = 4 + 6 = 10$ cm, $BC = BQ + QC = 6 + 5 = 11$ cm, $CA = CR + RA = 5 + 4 = 9$ cm.
3. Perimeter $= 10 + 11 + 9 = 30$ cm, which equals $2(4 + 6 + 5)$.

## Common mistakes

- Forgetting that the right angle is at the point of contact, not at P or at O.
- Writing $\sqrt{d^2 + r^2}$. The distance to the centre is the hypotenuse, so subtract.
- In circumscribed quadrilaterals, pairing adjacent sides instead of **opposite** sides: it is $AB + CD = AD + BC$.
- Using the tangent property for a point inside the circle, from which no tangent exists.

## Summary

No tangent can be drawn from a point inside a circle, one from a point on it, and two from a point outside it. The two tangents from an external point are equal in length (proved by RHS congruence), each equal to $\sqrt{d^2 - r^2}$, and the line to the centre bisects the angle between them, which is supplementary to the angle at the centre. For any quadrilateral drawn around a circle, the sums of opposite sides are equal.`,
    figures: {
      external: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 200"><circle cx="90" cy="100" r="50" fill="none" stroke="currentColor" stroke-width="2"/><line x1="230" y1="100" x2="107.86" y2="53.30" stroke="currentColor" stroke-width="2"/><line x1="230" y1="100" x2="107.86" y2="146.70" stroke="currentColor" stroke-width="2"/><line x1="90" y1="100" x2="107.86" y2="53.30" stroke="currentColor"/><line x1="90" y1="100" x2="107.86" y2="146.70" stroke="currentColor"/><line x1="90" y1="100" x2="230" y2="100" stroke="currentColor" stroke-dasharray="4 3"/><circle cx="90" cy="100" r="2.5" fill="currentColor"/><circle cx="230" cy="100" r="3" fill="currentColor"/><circle cx="107.86" cy="53.30" r="3" fill="currentColor"/><circle cx="107.86" cy="146.70" r="3" fill="currentColor"/><text x="76" y="104" font-size="11" fill="currentColor">O</text><text x="234" y="104" font-size="11" fill="currentColor">P</text><text x="102" y="45" font-size="11" fill="currentColor">A</text><text x="102" y="164" font-size="11" fill="currentColor">B</text></svg>`,
        alt: "A circle with centre O and an external point P to its right. Two tangents from P touch the circle at A (above) and B (below). The radii OA and OB are drawn to the points of contact, and a dashed line joins O to P, splitting the figure into two congruent right triangles.",
      },
    },
    check: [
      {
        question:
          "From a point 5 cm from the centre of a circle of radius 3 cm, find the length of each tangent.",
        answer: "√(25 − 9) = 4 cm.",
      },
      {
        question:
          "The angle between two tangents from an external point is 80°. Find the angle between the radii to the points of contact.",
        answer: "180° − 80° = 100°.",
      },
      {
        question:
          "Quadrilateral ABCD circumscribes a circle with AB = 8 cm, BC = 10 cm, AD = 9 cm. Find CD.",
        answer: "AB + CD = AD + BC, so CD = 9 + 10 − 8 = 11 cm.",
      },
      {
        question:
          "How many tangents can be drawn from a point inside a circle?",
        answer:
          "None: every line through an interior point cuts the circle at two points.",
      },
    ],
  },
  // ── Chapter 11: Areas Related to Circles ─────────────────────────────
  {
    chapter: 11,
    lesson: 1,
    title: "Circle Basics Revisited",
    body: String.raw`In this lesson you will revise the circumference and area of a circle, see what $\pi$ really is, and solve problems about wheels, circular parks and paths, with care over units.

## Circumference and $\pi$

Measure the distance round any circular object (a bangle, a plate, a bicycle wheel) and divide it by its diameter. You always get the same number, a little more than 3. This constant ratio is called $\pi$ (pi):

$$
\pi = \frac{\text{circumference}}{\text{diameter}}.
$$

$\pi$ is an irrational number, $3.14159\ldots$, so its decimal expansion never ends or repeats. In calculations we use approximations: $\dfrac{22}{7}$ or $3.14$. (The great Indian mathematician Aryabhata, around 499 CE, gave the value $\dfrac{62832}{20000} = 3.1416$.) Use whichever value the question asks for; $\dfrac{22}{7}$ is convenient when the radius is a multiple of 7.

For a circle of radius $r$ (diameter $2r$):

$$
\text{circumference} = 2\pi r, \qquad \text{area} = \pi r^2.
$$

The circumference is a length (cm, m, km); the area is in square units (cm², m²).

### Example 1: Revolutions of a wheel

The wheel of a bicycle has diameter 70 cm. How many complete revolutions does it make in travelling 1.1 km?

1. In one revolution the bicycle moves forward by one circumference: $\pi d = \dfrac{22}{7} \times 70 = 220$ cm.
2. Convert the distance to the same unit: $1.1 \text{ km} = 1100 \text{ m} = 110000$ cm.
3. Number of revolutions $= \dfrac{110000}{220} = 500$.

### Example 2: Area from circumference

A circular park has a boundary of length 88 m. Find its area and the cost of turfing it at ₹20 per m².

1. $2\pi r = 88$, so $r = \dfrac{88}{2 \times 22/7} = \dfrac{88 \times 7}{44} = 14$ m.
2. Area $= \pi r^2 = \dfrac{22}{7} \times 14 \times 14 = 616$ m².
3. Cost in rupees $= 616 \times 20 = 12320$, that is ₹12,320.

### Example 3: A path round a pond

A circular pond of radius 14 m has a path 3.5 m wide around it. Find the area of the path.

1. The outer edge of the path is a circle of radius $14 + 3.5 = 17.5$ m.
2. Area of the path = area of outer circle − area of pond $= \pi(R^2 - r^2)$.
3. $R^2 - r^2 = 306.25 - 196 = 110.25$.
4. Area $= \dfrac{22}{7} \times 110.25 = 346.5$ m².

Such a region between two circles with the same centre is called a **ring** (or annulus).

### Example 4: Combining circles

Find the radius of a circle whose area equals the sum of the areas of two circles of radii 8 cm and 6 cm.

1. $\pi R^2 = \pi(8^2) + \pi(6^2) = \pi(64 + 36) = 100\pi$.
2. So $R^2 = 100$ and $R = 10$ cm.

Notice that $\pi$ cancels. Had the question said "circumference equal to the sum of circumferences", we would get $2\pi R = 2\pi(8 + 6)$, so $R = 14$ cm: with lengths you add radii, with areas you add squares of radii.

### Example 5: How fast is the cyclist?

The wheels of Arun's bicycle have diameter 70 cm and turn 250 times a minute. Find his speed in km/h.

1. Distance per revolution $= \dfrac{22}{7} \times 70 = 220$ cm.
2. Distance per minute $= 250 \times 220 = 55000$ cm $= 550$ m.
3. Distance per hour $= 550 \times 60 = 33000$ m $= 33$ km.
4. His speed is 33 km/h.

## Units and conversions

Before calculating, put every length in the **same unit**. If one measurement is in metres and another in centimetres, convert first. Remember that area conversions use squares: $1 \text{ m} = 100 \text{ cm}$, so $1 \text{ m}^2 = 100 \times 100 = 10000 \text{ cm}^2$. A common slip is to divide by 100 instead of 10000.

## Doubling the radius

If the radius of a circle doubles, its circumference doubles ($2\pi(2r) = 2 \times 2\pi r$) but its area becomes **four** times as large ($\pi(2r)^2 = 4\pi r^2$). A pizza 30 cm across has four times the area of one 15 cm across, not twice, so at the same price per square centimetre it should cost four times as much. This squaring is worth remembering whenever you compare areas.

## Common mistakes

- Using the diameter in $\pi r^2$. Halve the diameter first.
- Writing area in cm instead of cm², or mixing km with m.
- Computing the path area as $\pi(R - r)^2$ instead of $\pi(R^2 - r^2)$.
- Rounding $\pi$ differently in different steps; use the value the question specifies throughout.

## Summary

$\pi$ is the constant ratio of a circle's circumference to its diameter, roughly $\dfrac{22}{7}$ or $3.14$. A circle of radius $r$ has circumference $2\pi r$ and area $\pi r^2$. Distance travelled in one turn of a wheel is its circumference. A ring between radii $R$ and $r$ has area $\pi(R^2 - r^2)$. Keep units consistent and give areas in square units.`,
    check: [
      {
        question:
          "Find the circumference and area of a circle of radius 21 cm (π = 22/7).",
        answer:
          "Circumference = 2 × 22/7 × 21 = 132 cm; area = 22/7 × 441 = 1386 cm².",
      },
      {
        question:
          "A wheel of radius 35 cm makes 1000 revolutions. How far does it travel?",
        answer:
          "One revolution = 2 × 22/7 × 35 = 220 cm; 1000 revolutions = 220000 cm = 2.2 km.",
      },
      {
        question:
          "Find the radius of a circle whose circumference equals the sum of the circumferences of circles of radii 19 cm and 9 cm.",
        answer: "2πR = 2π(19 + 9), so R = 28 cm.",
      },
      {
        question:
          "The area of a circle is 154 cm². Find its radius (π = 22/7).",
        answer: "22/7 × r² = 154 gives r² = 49, so r = 7 cm.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 2,
    title: "Sectors and Arcs",
    body: String.raw`By the end of this lesson you will be able to find the area of a sector and the length of its arc from the radius and the angle at the centre, and solve problems about clocks, wipers and grazing animals.

## What is a sector?

A **sector** is the region of a circle enclosed by two radii and the arc between them, like a slice of a round cake or a wedge of a pizza. The angle between the two radii, at the centre, is the **angle of the sector**, written $\theta$ (theta).

![Sector OAB with angle θ at the centre O and radius r](figure:sector)

The smaller region OAB is the **minor sector**, and the rest of the circle is the **major sector**. If the minor sector has angle $\theta$, the major sector has angle $360° - \theta$.

## The formulas

A full circle is a "sector" of angle 360°, with area $\pi r^2$ and arc (the whole circumference) $2\pi r$. A sector of angle $\theta$ is the fraction $\dfrac{\theta}{360}$ of the whole circle. So

$$
\text{area of sector} = \frac{\theta}{360} \times \pi r^2, \qquad \text{length of arc} = \frac{\theta}{360} \times 2\pi r.
$$

For example, a sector of 90° is a quarter of the circle, and one of 180° is a semicircle.

The **perimeter** of a sector is the arc plus the two radii: $2r + \dfrac{\theta}{360} \times 2\pi r$.

### Example 1: A quarter circle

Find the area of a sector of radius 14 cm and angle 90° ($\pi = \frac{22}{7}$).

1. Fraction of the circle: $\dfrac{90}{360} = \dfrac{1}{4}$.
2. Area $= \dfrac{1}{4} \times \dfrac{22}{7} \times 14 \times 14 = \dfrac{1}{4} \times 616 = 154$ cm².

### Example 2: Minor and major sectors

A circle has radius 6 cm. Find the areas of the sectors formed by an angle of 60° at the centre, and the arc length of the minor sector ($\pi = 3.14$).

1. Minor sector: $\dfrac{60}{360} \times 3.14 \times 36 = \dfrac{1}{6} \times 113.04 = 18.84$ cm².
2. Whole circle: $3.14 \times 36 = 113.04$ cm², so the major sector is $113.04 - 18.84 = 94.2$ cm².
3. Check with the formula: $\dfrac{300}{360} \times 113.04 = 94.2$ cm² ✓.
4. Minor arc: $\dfrac{60}{360} \times 2 \times 3.14 \times 6 = \dfrac{37.68}{6} = 6.28$ cm.

### Example 3: The minute hand

The minute hand of a wall clock is 14 cm long. Find the area it sweeps in 5 minutes.

1. The minute hand turns 360° in 60 minutes, i.e. 6° per minute, so in 5 minutes it turns 30°.
2. Area $= \dfrac{30}{360} \times \dfrac{22}{7} \times 14^2 = \dfrac{1}{12} \times 616 = \dfrac{154}{3} \approx 51.33$ cm².

### Example 4: A grazing goat

A goat is tied with a 5 m rope to a peg at one corner of a square field of side 15 m. Over how much area can it graze ($\pi = 3.14$)?

1. The rope lets the goat reach every point within 5 m of the corner, inside the field. The corner angle is 90°, so that region is a quarter circle of radius 5 m.
2. Area $= \dfrac{90}{360} \times 3.14 \times 25 = \dfrac{78.5}{4} = 19.625$ m².
3. If the rope were lengthened to 10 m, the area would be $\dfrac{1}{4} \times 3.14 \times 100 = 78.5$ m², an increase of $78.5 - 19.625 = 58.875$ m².

### Example 5: A car wiper

A car's windscreen wiper has a blade that reaches 28 cm from its pivot and sweeps through an angle of 90°. What area of glass does it clean in one sweep ($\pi = \frac{22}{7}$)?

1. The blade's tip moves along an arc of radius 28 cm, so the cleaned region is a sector of angle 90°.
2. Area $= \dfrac{90}{360} \times \dfrac{22}{7} \times 28 \times 28 = \dfrac{1}{4} \times 2464 = 616$ cm².

(Real wiper blades start a little away from the pivot, so the cleaned area is really a sector minus a smaller sector, but the idea is the same.)

## Finding the angle or the radius

The formulas also work backwards. If a sector of radius 7 cm has arc length 11 cm, then $\dfrac{\theta}{360} \times 2 \times \dfrac{22}{7} \times 7 = 11$, so $\dfrac{\theta}{360} \times 44 = 11$, $\dfrac{\theta}{360} = \dfrac{1}{4}$ and $\theta = 90°$.

## Common mistakes

- Using $\dfrac{\theta}{180}$ instead of $\dfrac{\theta}{360}$.
- Mixing up the formulas: area uses $\pi r^2$, arc uses $2\pi r$.
- Giving the minor sector when the question asks for the major one.
- Forgetting the two radii when finding the perimeter of a sector.

## Summary

A sector is bounded by two radii and an arc, and with angle $\theta$ it is the fraction $\dfrac{\theta}{360}$ of the circle. So its area is $\dfrac{\theta}{360} \times \pi r^2$ and its arc length is $\dfrac{\theta}{360} \times 2\pi r$. The major sector has angle $360° - \theta$, and its area is the circle's area minus the minor sector's. Clock hands, wipers and tethered animals all sweep out sectors.`,
    figures: {
      sector: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 200"><circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" stroke-width="2"/><path d="M 100 100 L 160.62 135 A 70 70 0 0 0 160.62 65 Z" fill="currentColor" fill-opacity="0.15" stroke="currentColor" stroke-width="2"/><circle cx="100" cy="100" r="2.5" fill="currentColor"/><text x="84" y="104" font-size="11" fill="currentColor">O</text><text x="164" y="146" font-size="11" fill="currentColor">A</text><text x="164" y="62" font-size="11" fill="currentColor">B</text><text x="110" y="104" font-size="11" fill="currentColor">θ</text><text x="124" y="128" font-size="10" fill="currentColor">r</text><text x="30" y="190" font-size="10" fill="currentColor">major sector (360° − θ)</text><text x="128" y="104" font-size="9" fill="currentColor">minor</text></svg>`,
        alt: "A circle with centre O. Two radii OA and OB make an angle θ at the centre, and the shaded region between them and the arc AB is the minor sector. The unshaded rest of the circle is the major sector, with angle 360° − θ.",
      },
    },
    check: [
      {
        question:
          "Find the area of a sector of radius 21 cm and angle 120° (π = 22/7).",
        answer: "(120/360) × 22/7 × 441 = (1/3) × 1386 = 462 cm².",
      },
      {
        question:
          "Find the length of the arc of a sector of radius 7 cm and angle 60° (π = 22/7).",
        answer: "(60/360) × 2 × 22/7 × 7 = 44/6 = 22/3 ≈ 7.33 cm.",
      },
      {
        question:
          "A sector of a circle of radius 14 cm has area 77 cm². Find its angle (π = 22/7).",
        answer: "(θ/360) × 616 = 77, so θ/360 = 1/8 and θ = 45°.",
      },
      {
        question:
          "Find the perimeter of a quadrant of a circle of radius 14 cm (π = 22/7).",
        answer: "Arc = (1/4) × 88 = 22 cm; perimeter = 22 + 14 + 14 = 50 cm.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 3,
    title: "Segments of a Circle",
    body: String.raw`In this lesson you will learn what a segment of a circle is and find the areas of minor and major segments by subtracting the area of a triangle from the area of a sector.

## What is a segment?

A chord AB divides a circle into two regions. Each region, bounded by the chord and one of the two arcs, is a **segment** of the circle. The smaller one is the **minor segment** and the larger one the **major segment**. (Do not confuse a segment with a sector: a sector is bounded by two radii and an arc; a segment by a chord and an arc.)

![Minor segment between chord AB and its arc, with triangle OAB inside sector OAB](figure:segment)

## The method

Join the ends of the chord to the centre O. The sector OAB consists of the triangle OAB and the minor segment. So

$$
\text{area of minor segment} = \text{area of sector } OAB - \text{area of } \triangle OAB,
$$

$$
\text{area of major segment} = \pi r^2 - \text{area of minor segment}.
$$

The sector area is $\dfrac{\theta}{360} \times \pi r^2$. For the triangle, use the angle $\theta$:

- $\theta = 90°$: the triangle is right-angled with legs $r$ and $r$, so its area is $\tfrac{1}{2} r^2$.
- $\theta = 60°$: the triangle is equilateral with side $r$ (two sides are radii, and the angles are all 60°), so its area is $\dfrac{\sqrt{3}}{4} r^2$.
- $\theta = 120°$ (or any other angle): draw the perpendicular OM from O to AB. It bisects AB and the angle at O, and trigonometry gives OM and AM.

### Example 1: A 90° segment

A chord of a circle of radius 10 cm subtends a right angle at the centre. Find the areas of the minor and major segments ($\pi = 3.14$).

1. Sector: $\dfrac{90}{360} \times 3.14 \times 100 = 78.5$ cm².
2. Triangle OAB: right-angled at O, area $= \dfrac{1}{2} \times 10 \times 10 = 50$ cm².
3. Minor segment $= 78.5 - 50 = 28.5$ cm².
4. Circle $= 3.14 \times 100 = 314$ cm², so the major segment $= 314 - 28.5 = 285.5$ cm².

### Example 2: A 60° segment

A chord of a circle of radius 21 cm subtends 60° at the centre. Find the area of the minor segment ($\pi = \frac{22}{7}$, $\sqrt{3} = 1.732$).

1. Sector: $\dfrac{60}{360} \times \dfrac{22}{7} \times 441 = \dfrac{1386}{6} = 231$ cm².
2. Triangle OAB is equilateral with side 21 cm: area $= \dfrac{\sqrt{3}}{4} \times 441 \approx \dfrac{1.732 \times 441}{4} = 190.953$ cm².
3. Minor segment $\approx 231 - 190.95 = 40.05$ cm².

(Exactly, the answer is $\left(231 - \dfrac{441\sqrt{3}}{4}\right)$ cm².)

### Example 3: A 120° segment

A chord of a circle of radius 12 cm subtends 120° at the centre. Find the area of the minor segment ($\pi = 3.14$, $\sqrt{3} = 1.73$).

1. Sector: $\dfrac{120}{360} \times 3.14 \times 144 = \dfrac{452.16}{3} = 150.72$ cm².
2. Draw $OM \perp AB$. It bisects the angle, so $\angle AOM = 60°$.
3. $OM = 12 \cos 60° = 6$ cm and $AM = 12 \sin 60° = 6\sqrt{3}$ cm, so $AB = 12\sqrt{3}$ cm.
4. Triangle area $= \dfrac{1}{2} \times AB \times OM = \dfrac{1}{2} \times 12\sqrt{3} \times 6 = 36\sqrt{3} \approx 36 \times 1.73 = 62.28$ cm².
5. Minor segment $\approx 150.72 - 62.28 = 88.44$ cm².

### Example 4: A window design

A decorative window is made of a square of side 14 cm with a semicircle on top. Only the part above the square's top edge is coloured glass. Find the area of the coloured glass ($\pi = \frac{22}{7}$).

1. The semicircle has diameter 14 cm, so radius 7 cm.
2. A semicircle is a special segment: its chord is a diameter, and the "triangle" has zero area, so the segment is just half the circle.
3. Area $= \dfrac{1}{2} \times \dfrac{22}{7} \times 49 = 77$ cm².

## Where segments appear

Segments show up in design (arched windows and doorways, the shape of a slice cut off a round rangoli), in engineering (the cross-section of water in a partly filled pipe) and in geometry problems combining several shapes. The sector-minus-triangle idea handles all of them.

## Common mistakes

- Confusing segment and sector, and forgetting to subtract the triangle.
- Using $\tfrac{1}{2} r^2$ for the triangle when the angle is not 90°.
- For $\theta = 60°$, forgetting that the triangle is equilateral.
- Giving the minor segment when the major one is asked for.

## Summary

A segment is the region between a chord and its arc. Its area is the area of the sector OAB minus the area of triangle OAB, and the major segment is the whole circle minus the minor segment. For 90°, the triangle's area is $\tfrac{1}{2}r^2$; for 60°, it is $\dfrac{\sqrt{3}}{4}r^2$; for other angles, drop a perpendicular from the centre to the chord and use trigonometry.`,
    figures: {
      segment: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 200"><circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" stroke-width="2"/><path d="M 149.5 149.5 A 70 70 0 0 0 149.5 50.5 Z" fill="currentColor" fill-opacity="0.2" stroke="currentColor" stroke-width="2"/><line x1="100" y1="100" x2="149.5" y2="149.5" stroke="currentColor" stroke-dasharray="4 3"/><line x1="100" y1="100" x2="149.5" y2="50.5" stroke="currentColor" stroke-dasharray="4 3"/><circle cx="100" cy="100" r="2.5" fill="currentColor"/><text x="84" y="104" font-size="11" fill="currentColor">O</text><text x="150" y="164" font-size="11" fill="currentColor">A</text><text x="150" y="46" font-size="11" fill="currentColor">B</text><text x="154" y="104" font-size="9" fill="currentColor">minor</text><text x="56" y="140" font-size="10" fill="currentColor">major segment</text></svg>`,
        alt: "A circle with centre O and a vertical chord AB to the right of the centre. The shaded region between the chord AB and the short arc AB is the minor segment. Dashed radii OA and OB form triangle OAB, which together with the minor segment makes up sector OAB. The rest of the circle is the major segment.",
      },
    },
    check: [
      {
        question:
          "A chord of a circle of radius 14 cm subtends 90° at the centre. Find the area of the minor segment (π = 22/7).",
        answer:
          "Sector = 154 cm², triangle = ½ × 14 × 14 = 98 cm², so the segment = 56 cm².",
      },
      {
        question: "What is the difference between a sector and a segment?",
        answer:
          "A sector is bounded by two radii and an arc; a segment is bounded by a chord and an arc.",
      },
      {
        question:
          "A chord of a circle of radius 10 cm subtends 60° at the centre. Find the area of the minor segment (π = 3.14, √3 = 1.73).",
        answer:
          "Sector = (1/6) × 314 ≈ 52.33 cm²; equilateral triangle = (1.73/4) × 100 = 43.25 cm²; segment ≈ 9.08 cm².",
      },
      {
        question: "In Example 1, what is the area of the major sector?",
        answer: "314 − 78.5 = 235.5 cm².",
      },
    ],
  },
  // ── Chapter 12: Surface Areas and Volumes ────────────────────────────
  {
    chapter: 12,
    lesson: 1,
    title: "Formulae for Basic Solids",
    body: String.raw`In this lesson you will collect the surface area and volume formulas for the cuboid, cube, cylinder, cone, sphere and hemisphere, understand what each part of a formula measures, and use them with the right units.

## Surface area and volume

The **surface area** of a solid is the total area of its outer surface, measured in square units (cm², m²). It tells you how much paint, cloth or sheet metal you need. The **volume** is the amount of space the solid occupies, measured in cubic units (cm³, m³). It tells you how much it holds. For liquids, $1 \text{ litre} = 1000 \text{ cm}^3$ and $1 \text{ m}^3 = 1000$ litres.

Many solids have both a **curved surface area** (CSA), the area of the curved part only, and a **total surface area** (TSA), which adds any flat faces.

## The formulas

Here $l$, $b$, $h$ are the length, breadth and height of a cuboid, $a$ the edge of a cube, $r$ a radius, $h$ a height and $l$ the slant height of a cone.

| Solid | Surface area | Volume |
|---|---|---|
| Cuboid | $2(lb + bh + hl)$ | $lbh$ |
| Cube | $6a^2$ | $a^3$ |
| Cylinder | CSA $= 2\pi rh$; TSA $= 2\pi r(r + h)$ | $\pi r^2 h$ |
| Cone | CSA $= \pi r l$; TSA $= \pi r(l + r)$ | $\tfrac{1}{3}\pi r^2 h$ |
| Sphere | $4\pi r^2$ | $\tfrac{4}{3}\pi r^3$ |
| Hemisphere | CSA $= 2\pi r^2$; TSA $= 3\pi r^2$ | $\tfrac{2}{3}\pi r^3$ |

For a cone, the slant height is found from the right triangle formed by the height, the radius and the slant side:

$$
l = \sqrt{r^2 + h^2}.
$$

Some ideas that make the formulas easy to remember:

- Unroll the curved surface of a cylinder and you get a rectangle of length $2\pi r$ (the circumference) and width $h$, so CSA $= 2\pi rh$.
- A cone has one-third the volume of a cylinder with the same base and height.
- A hemisphere's TSA is its curved part $2\pi r^2$ plus its flat circular face $\pi r^2$.

### Example 1: A cylindrical tank

A closed cylindrical tank has radius 7 cm and height 10 cm. Find its CSA, TSA and volume ($\pi = \frac{22}{7}$).

1. CSA $= 2\pi rh = 2 \times \dfrac{22}{7} \times 7 \times 10 = 440$ cm².
2. TSA $= 2\pi r(r + h) = 2 \times \dfrac{22}{7} \times 7 \times 17 = 748$ cm².
3. Volume $= \pi r^2 h = \dfrac{22}{7} \times 49 \times 10 = 1540$ cm³, i.e. 1.54 litres.

### Example 2: A cone

A cone has base radius 6 cm and height 8 cm. Find its slant height, CSA and volume ($\pi = 3.14$).

1. $l = \sqrt{6^2 + 8^2} = \sqrt{100} = 10$ cm.
2. CSA $= \pi rl = 3.14 \times 6 \times 10 = 188.4$ cm².
3. Volume $= \tfrac{1}{3} \times 3.14 \times 36 \times 8 = 3.14 \times 96 = 301.44$ cm³.

### Example 3: A ball and a bowl

Find the surface area and volume of a ball of radius 7 cm, and the volume of a hemispherical bowl of the same radius ($\pi = \frac{22}{7}$).

1. Surface area $= 4\pi r^2 = 4 \times \dfrac{22}{7} \times 49 = 616$ cm².
2. Volume $= \tfrac{4}{3}\pi r^3 = \tfrac{4}{3} \times \dfrac{22}{7} \times 343 = \dfrac{4312}{3} \approx 1437.33$ cm³.
3. The bowl holds half of that: $\dfrac{2156}{3} \approx 718.67$ cm³.

### Example 4: A godown

A godown (warehouse) is a cuboid 40 m long, 25 m wide and 15 m high. How many cuboidal boxes of $1.5 \text{ m} \times 1.25 \text{ m} \times 0.5 \text{ m}$ can be stored in it, at most, by volume?

1. Volume of godown $= 40 \times 25 \times 15 = 15000$ m³.
2. Volume of one box $= 1.5 \times 1.25 \times 0.5 = 0.9375$ m³.
3. Number of boxes $= \dfrac{15000}{0.9375} = 16000$.

## Which value of $\pi$?

Use the value the question gives. When the radius is a multiple of 7 (or of 3.5), $\dfrac{22}{7}$ makes the 7 cancel and keeps the arithmetic whole; otherwise 3.14 is convenient. If no value is given, you may leave the answer in terms of $\pi$, such as $96\pi$ cm³, which is exact.

## Common mistakes

- Using the height $h$ instead of the slant height $l$ in the cone's CSA, or vice versa in its volume.
- Forgetting the $\tfrac{1}{3}$ in the volume of a cone.
- Using the diameter in place of the radius.
- Giving volume in cm² or area in cm³. Area is squared, volume is cubed.
- Using TSA when the object is open at one end (a bucket, a cup); then include only the faces that are really there.

## Summary

Know the six basic solids: cuboid ($lbh$), cube ($a^3$), cylinder ($2\pi rh$ curved, $\pi r^2 h$ volume), cone ($\pi rl$ curved, $\tfrac{1}{3}\pi r^2 h$ volume, with $l = \sqrt{r^2 + h^2}$), sphere ($4\pi r^2$, $\tfrac{4}{3}\pi r^3$) and hemisphere ($2\pi r^2$ curved, $3\pi r^2$ total, $\tfrac{2}{3}\pi r^3$ volume). Decide first whether you need an area or a volume, and which faces actually exist, then use consistent units.`,
    check: [
      {
        question:
          "Find the volume of a cone of radius 3 cm and height 7 cm (π = 22/7).",
        answer: "(1/3) × 22/7 × 9 × 7 = 66 cm³.",
      },
      {
        question:
          "Find the slant height and CSA of a cone with radius 5 cm and height 12 cm (π = 3.14).",
        answer: "l = √(25 + 144) = 13 cm; CSA = 3.14 × 5 × 13 = 204.1 cm².",
      },
      {
        question:
          "Find the TSA of a solid hemisphere of radius 7 cm (π = 22/7).",
        answer: "3πr² = 3 × 22/7 × 49 = 462 cm².",
      },
      {
        question:
          "How many litres does a cylindrical drum of radius 35 cm and height 1 m hold (π = 22/7)?",
        answer: "22/7 × 35 × 35 × 100 = 385000 cm³ = 385 litres.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 2,
    title: "Surface Area of a Combination of Solids",
    body: String.raw`By the end of this lesson you will be able to find the surface area of objects made by joining basic solids, such as toys, tents and decorative blocks, by adding only the surfaces that remain visible.

## What happens when solids are joined

Imagine gluing a cone onto a hemisphere to make a top (lattu). The flat circular face of the cone and the flat face of the hemisphere are pressed together; they are now inside the toy and cannot be seen or painted. So the surface area of the toy is **not** the sum of the two total surface areas. Instead:

**Surface area of a combination = sum of the areas of the surfaces that are still exposed.**

The usual approach:

1. Identify each basic solid in the object.
2. For each one, decide which of its surfaces are still visible (curved surfaces, flat faces, or parts of flat faces).
3. Add those areas.

### Example 1: A wooden toy

A toy is in the shape of a cone of radius 3.5 cm mounted on a hemisphere of the same radius. The total height of the toy is 15.5 cm. Find its total surface area ($\pi = \frac{22}{7}$).

1. The hemisphere's height is its radius, 3.5 cm, so the cone's height is $15.5 - 3.5 = 12$ cm.
2. Slant height: $l = \sqrt{12^2 + 3.5^2} = \sqrt{144 + 12.25} = \sqrt{156.25} = 12.5$ cm.
3. Visible surfaces: the curved surface of the hemisphere and the curved surface of the cone. (The flat circles are glued together.)
4. Surface area $= 2\pi r^2 + \pi r l = \pi r(2r + l) = \dfrac{22}{7} \times 3.5 \times (7 + 12.5)$.
5. $= 11 \times 19.5 = 214.5$ cm².

### Example 2: A mela tent

A tent at a village mela is a cylinder of radius 6 m and height 3 m, topped by a cone of the same radius with slant height 10 m. Find the area of canvas needed (ignore the floor) and its cost at ₹120 per m² ($\pi = 3.14$).

![A tent: a cone on top of a cylinder](figure:tent)

1. Canvas covers the curved side of the cylinder and the curved surface of the cone. The floor has no canvas, and the circle where the cone meets the cylinder is not a surface.
2. Canvas $= 2\pi rh + \pi rl = \pi r(2h + l) = 3.14 \times 6 \times (6 + 10)$.
3. $= 3.14 \times 96 = 301.44$ m².
4. Cost in rupees $= 301.44 \times 120 = 36172.80$, that is ₹36,172.80.

### Example 3: A cube with a hemisphere on top

A decorative block is a cube of edge 7 cm with a hemisphere of diameter 7 cm fixed on its top face. Find the surface area of the block ($\pi = \frac{22}{7}$).

1. The cube has 6 faces of area 49 cm² each: 294 cm².
2. The hemisphere covers a circle of radius 3.5 cm on the top face, which is no longer visible. Subtract $\pi r^2 = \dfrac{22}{7} \times 12.25 = 38.5$ cm².
3. Add the curved surface of the hemisphere: $2\pi r^2 = 77$ cm².
4. Total $= 294 - 38.5 + 77 = 332.5$ cm².

A shortcut: the net change is $-\pi r^2 + 2\pi r^2 = +\pi r^2$, so the answer is $294 + 38.5 = 332.5$ cm² ✓.

### Example 4: A capsule

A medicine capsule is a cylinder with a hemisphere at each end. The total length is 14 mm and the diameter is 5 mm. Find its surface area ($\pi = \frac{22}{7}$).

1. Radius $= 2.5$ mm. The two hemispheres use up $2 \times 2.5 = 5$ mm of length, so the cylinder is $14 - 5 = 9$ mm long.
2. Two hemispheres together form a sphere: $4\pi r^2 = 4 \times \dfrac{22}{7} \times 6.25 = \dfrac{550}{7}$ mm².
3. Cylinder's curved surface: $2\pi rh = 2 \times \dfrac{22}{7} \times 2.5 \times 9 = \dfrac{990}{7}$ mm².
4. Total $= \dfrac{1540}{7} = 220$ mm².

## Common mistakes

- Adding total surface areas, which counts hidden faces.
- Forgetting to work out a hidden height (the cone's height in Example 1) from the total height.
- Including the floor of a tent or the mouth of an open vessel.
- Mixing $l$ and $h$ for the cone.

## Summary

When solids are joined, the faces in contact disappear from the outside, so the surface area of the combination is the sum of the visible surfaces only: curved surfaces plus any parts of flat faces that remain exposed. Sketch the object, list the visible surfaces, find any missing dimension such as a cone's height or slant height, and then add.`,
    figures: {
      tent: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 230 206"><line x1="110" y1="25" x2="40" y2="120" stroke="currentColor" stroke-width="2"/><line x1="110" y1="25" x2="180" y2="120" stroke="currentColor" stroke-width="2"/><ellipse cx="110" cy="120" rx="70" ry="12" fill="none" stroke="currentColor" stroke-dasharray="4 3"/><line x1="40" y1="120" x2="40" y2="170" stroke="currentColor" stroke-width="2"/><line x1="180" y1="120" x2="180" y2="170" stroke="currentColor" stroke-width="2"/><path d="M 40 170 A 70 12 0 0 0 180 170" fill="none" stroke="currentColor" stroke-width="2"/><path d="M 40 170 A 70 12 0 0 1 180 170" fill="none" stroke="currentColor" stroke-dasharray="4 3"/><line x1="110" y1="170" x2="180" y2="170" stroke="currentColor"/><text x="124" y="198" font-size="10" fill="currentColor">r = 6 m</text><text x="186" y="150" font-size="10" fill="currentColor">h = 3 m</text><text x="150" y="66" font-size="10" fill="currentColor">l = 10 m</text></svg>`,
        alt: "A tent drawn as a cone sitting on a cylinder of the same radius. The cylinder has radius 6 m and height 3 m; the cone on top has slant height 10 m.",
      },
    },
    check: [
      {
        question:
          "A solid is a hemisphere of radius 7 cm with a cone of the same radius and slant height 10 cm on top. Find its surface area (π = 22/7).",
        answer: "2πr² + πrl = 22/7 × 7 × (14 + 10) = 22 × 24 = 528 cm².",
      },
      {
        question:
          "Two cubes of edge 5 cm are joined face to face. Find the surface area of the cuboid formed.",
        answer:
          "A 10 × 5 × 5 cuboid: 2(50 + 25 + 50) = 250 cm². (Or 2 × 150 − 2 × 25 = 250 cm².)",
      },
      {
        question:
          "Why is the surface area of a toy made of a cone on a hemisphere not the sum of their total surface areas?",
        answer:
          "The two flat circular faces are glued together and hidden, so they are not part of the outer surface.",
      },
      {
        question:
          "A hollow cylinder open at both ends has radius 7 cm and height 20 cm. Find its outer curved surface area (π = 22/7).",
        answer: "2πrh = 2 × 22/7 × 7 × 20 = 880 cm².",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 3,
    title: "Volume of a Combination of Solids",
    body: String.raw`In this lesson you will find the volumes of objects made of two or more basic solids, by adding the volumes of the parts, or subtracting when a part has been removed.

## Volumes add

Unlike surface area, volume does not lose anything when solids are joined: the space inside each part is still inside the whole. So

- **volume of a combined solid = sum of the volumes of its parts**;
- **if a part is scooped out or drilled away, subtract its volume**.

As always, first identify the basic solids and any hidden dimensions. A quick sketch with every radius and height labelled prevents most errors, especially when one length, such as a total height, has to be shared between two parts.

### Example 1: A capsule-shaped tank

A tank is a cylinder of radius 7 m and length 10 m with a hemisphere of radius 7 m at each end. How much can it hold ($\pi = \frac{22}{7}$)?

1. Cylinder: $\pi r^2 h = \dfrac{22}{7} \times 49 \times 10 = 1540$ m³.
2. Two hemispheres make a sphere: $\tfrac{4}{3}\pi r^3 = \tfrac{4}{3} \times \dfrac{22}{7} \times 343 = \dfrac{4312}{3} \approx 1437.33$ m³.
3. Total $\approx 1540 + 1437.33 = 2977.33$ m³.
4. Since $1 \text{ m}^3 = 1000$ litres, it holds about 29,77,333 litres (nearly 3 million litres).

### Example 2: A mela tent

Find the volume of air inside a tent that is a cylinder of radius 6 m and height 3 m topped by a cone of the same radius and height 8 m ($\pi = 3.14$).

1. Cylinder: $\pi r^2 h = \pi \times 36 \times 3 = 108\pi$ m³.
2. Cone: $\tfrac{1}{3}\pi r^2 h = \tfrac{1}{3} \times \pi \times 36 \times 8 = 96\pi$ m³.
3. Total $= 204\pi = 204 \times 3.14 = 640.56$ m³.

(This is the same tent as in the previous lesson: a cone with radius 6 m and height 8 m has slant height $\sqrt{36 + 64} = 10$ m.)

### Example 3: A pen stand

A wooden pen stand is a cuboid $20 \text{ cm} \times 12 \text{ cm} \times 5 \text{ cm}$ with three conical holes, each of radius 1 cm and depth 2.1 cm, to hold pens. Find the volume of wood ($\pi = \frac{22}{7}$).

1. Cuboid: $20 \times 12 \times 5 = 1200$ cm³.
2. One cone: $\tfrac{1}{3} \times \dfrac{22}{7} \times 1^2 \times 2.1 = \dfrac{22 \times 2.1}{21} = 2.2$ cm³.
3. Three cones: $6.6$ cm³.
4. Wood $= 1200 - 6.6 = 1193.4$ cm³.

### Example 4: Ice cream in a cone

An ice-cream cone has radius 3.5 cm and depth 12 cm, is completely filled, and has a hemisphere of ice cream of the same radius on top. How much ice cream is there ($\pi = \frac{22}{7}$)?

1. Cone: $\tfrac{1}{3} \times \dfrac{22}{7} \times 12.25 \times 12 = 154$ cm³.
2. Hemisphere: $\tfrac{2}{3} \times \dfrac{22}{7} \times 42.875 = \dfrac{539}{6} \approx 89.83$ cm³.
3. Total $\approx 154 + 89.83 = 243.83$ cm³.

Check of step 2: $r^3 = 3.5^3 = 42.875$, and $\tfrac{2}{3} \times \tfrac{22}{7} \times 42.875 = \tfrac{44 \times 42.875}{21} = \tfrac{1886.5}{21} \approx 89.83$ ✓.

### Example 5: A solid removed from another

A cone of height 7 cm and radius 3 cm is carved out of a wooden cylinder of the same height and radius. Find the volume of wood left ($\pi = \frac{22}{7}$).

1. Cylinder: $\dfrac{22}{7} \times 9 \times 7 = 198$ cm³.
2. Cone: one-third of the cylinder, $66$ cm³.
3. Left: $198 - 66 = 132$ cm³, which is two-thirds of the cylinder.

## Surface area versus volume

Compare this lesson with the previous one. When a cone sits on a hemisphere, the joined faces disappear from the surface area, but nothing disappears from the volume. When a hole is drilled, volume goes down, but surface area may go **up**, because the inside of the hole is now new surface. Always ask "am I measuring the skin or the inside?" before starting.

## Common mistakes

- Forgetting to subtract removed parts, or adding them by mistake.
- Treating the two hemispheres of a capsule as two spheres; together they make **one** sphere.
- Working out the height of a part incorrectly from the total height.
- Mixing units, e.g. radius in cm and length in m.

## Summary

The volume of a combined solid is the sum of the volumes of its parts; when a part is removed, subtract its volume. Identify the basic solids (cylinders, cones, spheres, hemispheres, cuboids), find their dimensions, compute each volume with the right formula, and combine. Remember that two hemispheres make a sphere and a cone is one-third of the cylinder with the same base and height.`,
    check: [
      {
        question:
          "A solid is a cylinder of radius 7 cm and height 6 cm with a hemisphere of the same radius on top. Find its volume (π = 22/7).",
        answer:
          "Cylinder = 22/7 × 49 × 6 = 924 cm³; hemisphere = (2/3) × 22/7 × 343 = 2156/3 ≈ 718.67 cm³; total ≈ 1642.67 cm³.",
      },
      {
        question:
          "A cube of edge 10 cm has a hemispherical hollow of radius 3.5 cm scooped from one face. Find the remaining volume (π = 22/7).",
        answer: "1000 − (2/3) × 22/7 × 42.875 = 1000 − 89.83 ≈ 910.17 cm³.",
      },
      {
        question:
          "A toy is a cone of radius 3 cm and height 4 cm on a hemisphere of radius 3 cm. Find its volume in terms of π.",
        answer: "(1/3)π × 9 × 4 + (2/3)π × 27 = 12π + 18π = 30π cm³.",
      },
      {
        question:
          "When two solids are joined, which changes: the sum of the volumes or the sum of the surface areas?",
        answer:
          "The surface area changes (joined faces are hidden); the volume is simply the sum of the volumes.",
      },
    ],
  },
  // ── Chapter 13: Statistics ───────────────────────────────────────────
  {
    chapter: 13,
    lesson: 1,
    title: "Mean of Grouped Data",
    body: String.raw`In this lesson you will learn to find the mean of data grouped into classes by three methods (direct, assumed mean and step-deviation) and to choose the quickest one.

## Why grouped data needs a new method

When a teacher records the marks of 40 students, listing every mark is clumsy, so the marks are grouped into classes such as 10–20, 20–30 and so on, with the number of students in each class (its **frequency**). Once grouped, we no longer know the exact marks in a class. So we make an assumption: **the values in each class are centred at its mid-point**. The mid-point is called the **class mark**:

$$
x_i = \frac{\text{lower limit} + \text{upper limit}}{2}.
$$

(In a class such as 20–30, a mark of exactly 30 is counted in the next class, 30–40.)

## Method 1: Direct method

Multiply each class mark by its frequency, add, and divide by the total frequency:

$$
\bar{x} = \frac{\sum f_i x_i}{\sum f_i}.
$$

### Example 1: Marks in a test

The marks (out of 60) of 40 students are grouped below. Find the mean mark.

| Marks | 10–20 | 20–30 | 30–40 | 40–50 | 50–60 |
|---|---|---|---|---|---|
| Students $f_i$ | 5 | 8 | 12 | 10 | 5 |

1. Class marks: $x_i = 15, 25, 35, 45, 55$.
2. Products $f_i x_i$: $5 \times 15 = 75$, $8 \times 25 = 200$, $12 \times 35 = 420$, $10 \times 45 = 450$, $5 \times 55 = 275$.
3. $\sum f_i x_i = 75 + 200 + 420 + 450 + 275 = 1420$ and $\sum f_i = 40$.
4. $\bar{x} = \dfrac{1420}{40} = 35.5$ marks.

## Method 2: Assumed mean method

When the class marks are large, the products become big. Instead, choose an **assumed mean** $a$ (usually a class mark near the middle), find the deviations $d_i = x_i - a$, and use

$$
\bar{x} = a + \frac{\sum f_i d_i}{\sum f_i}.
$$

## Method 3: Step-deviation method

If all the deviations share a common factor $h$ (usually the class size), divide by it: $u_i = \dfrac{x_i - a}{h}$. Then

$$
\bar{x} = a + h \times \frac{\sum f_i u_i}{\sum f_i}.
$$

All three methods give exactly the same answer; the last two just make the arithmetic lighter.

### Example 2: The same data, two more ways

Redo Example 1 with $a = 35$ and $h = 10$.

| $x_i$ | $f_i$ | $d_i = x_i - 35$ | $f_i d_i$ | $u_i = d_i / 10$ | $f_i u_i$ |
|---|---|---|---|---|---|
| 15 | 5 | $-20$ | $-100$ | $-2$ | $-10$ |
| 25 | 8 | $-10$ | $-80$ | $-1$ | $-8$ |
| 35 | 12 | 0 | 0 | 0 | 0 |
| 45 | 10 | 10 | 100 | 1 | 10 |
| 55 | 5 | 20 | 100 | 2 | 10 |
| Total | 40 | | 20 | | 2 |

1. Assumed mean: $\bar{x} = 35 + \dfrac{20}{40} = 35 + 0.5 = 35.5$.
2. Step-deviation: $\bar{x} = 35 + 10 \times \dfrac{2}{40} = 35 + 0.5 = 35.5$.
3. Both agree with the direct method ✓.

### Example 3: A missing frequency

The mean of the following distribution is 52. Find the missing frequency $f$.

| Class | 0–20 | 20–40 | 40–60 | 60–80 | 80–100 |
|---|---|---|---|---|---|
| Frequency | 5 | 8 | $f$ | 12 | 5 |

1. Class marks: 10, 30, 50, 70, 90.
2. $\sum f_i = 30 + f$ and $\sum f_i x_i = 50 + 240 + 50f + 840 + 450 = 1580 + 50f$.
3. $\dfrac{1580 + 50f}{30 + f} = 52$, so $1580 + 50f = 1560 + 52f$.
4. $2f = 20$, so $f = 10$.
5. Check: $\dfrac{1580 + 500}{40} = \dfrac{2080}{40} = 52$ ✓.

## How accurate is it?

The mean of grouped data is an **estimate**. If the 12 students in the class 30–40 actually scored mostly 38s and 39s, the true mean would be a little higher than 35.5. The assumption that each class is centred at its class mark usually works well because errors in different classes partly cancel, and for large data sets it is the only practical way. If the raw data are available, the ungrouped mean is exact; grouping trades a little accuracy for a lot of convenience.

## Choosing a method

Use the direct method when the numbers are small. When class marks are large or decimals, choose the assumed mean method; when the classes are of equal size, the step-deviation method makes the numbers smallest of all. In examinations, write a neat table with a total row: most errors come from a single wrong product.

## Common mistakes

- Using the class limits (or the class size) instead of the class mark.
- Dividing by the number of classes instead of $\sum f_i$.
- Forgetting to multiply by $h$ at the end of the step-deviation method.
- Sign errors in the deviations below the assumed mean.

## Summary

For grouped data, represent each class by its class mark $x_i$. The mean is $\bar{x} = \dfrac{\sum f_i x_i}{\sum f_i}$ (direct), or $a + \dfrac{\sum f_i d_i}{\sum f_i}$ with $d_i = x_i - a$ (assumed mean), or $a + h\dfrac{\sum f_i u_i}{\sum f_i}$ with $u_i = \dfrac{x_i - a}{h}$ (step deviation). All three give the same value; pick the one that keeps the arithmetic simplest.`,
    check: [
      {
        question: "Find the class mark of the class 25–35.",
        answer: "(25 + 35)/2 = 30.",
      },
      {
        question:
          "Find the mean: classes 0–10, 10–20, 20–30 with frequencies 3, 5, 2.",
        answer:
          "Class marks 5, 15, 25. Σfx = 15 + 75 + 50 = 140, Σf = 10, mean = 14.",
      },
      {
        question:
          "In the step-deviation method with a = 45, h = 10, Σf = 50 and Σfu = −5, what is the mean?",
        answer: "45 + 10 × (−5/50) = 45 − 1 = 44.",
      },
      {
        question: "Why do we use class marks to find the mean of grouped data?",
        answer:
          "The exact values are not known, so we assume each class's values are centred at its mid-point (class mark).",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 2,
    title: "Mode of Grouped Data",
    body: String.raw`In this lesson you will learn to find the modal class of grouped data and to calculate the mode using the formula, and to interpret what the mode tells you.

## Mode: the most common value

For ungrouped data, the **mode** is the value that occurs most often. A shoe shop cares about the mode: the size sold most often is the size to stock most of. For grouped data we cannot see individual values, but we can see which class has the highest frequency. That class is the **modal class**, and the mode lies somewhere inside it.

Where exactly? If the class just before the modal class has a high frequency, the mode is pulled towards the lower end; if the class just after is higher, it is pulled towards the upper end. The formula captures this.

## The formula

$$
\text{Mode} = l + \left(\frac{f_1 - f_0}{2f_1 - f_0 - f_2}\right) \times h,
$$

where

- $l$ = lower limit of the modal class,
- $h$ = class size,
- $f_1$ = frequency of the modal class,
- $f_0$ = frequency of the class **preceding** the modal class,
- $f_2$ = frequency of the class **succeeding** the modal class.

### Example 1: Time taken to reach school

The time (in minutes) that 36 students take to reach school is grouped below. Find the mode.

| Time (min) | 10–20 | 20–30 | 30–40 | 40–50 | 50–60 | 60–70 |
|---|---|---|---|---|---|---|
| Students | 3 | 5 | 8 | 12 | 6 | 2 |

1. The highest frequency is 12, so the modal class is 40–50.
2. $l = 40$, $h = 10$, $f_1 = 12$, $f_0 = 8$, $f_2 = 6$.
3. $\text{Mode} = 40 + \dfrac{12 - 8}{24 - 8 - 6} \times 10 = 40 + \dfrac{4}{10} \times 10 = 40 + 4 = 44$.
4. The most common travel time is about 44 minutes.

Sense check: $f_0 = 8$ is greater than $f_2 = 6$, so the mode should be a little below the middle (45) of the class, and 44 is.

### Example 2: Marks in a test

Find the mode of the marks of 40 students:

| Marks | 10–20 | 20–30 | 30–40 | 40–50 | 50–60 |
|---|---|---|---|---|---|
| Students | 5 | 8 | 12 | 10 | 5 |

1. Modal class: 30–40 (frequency 12).
2. $l = 30$, $h = 10$, $f_1 = 12$, $f_0 = 8$, $f_2 = 10$.
3. $\text{Mode} = 30 + \dfrac{12 - 8}{24 - 8 - 10} \times 10 = 30 + \dfrac{4}{6} \times 10 = 30 + 6.67 = 36.67$ (to two decimal places).
4. In the previous lesson we found the mean of this data to be 35.5. The mode is a little higher, because the class after the modal class (10 students) is fuller than the class before it (8 students).

### Example 3: Modal class at the start

If the modal class is the **first** class, there is no preceding class, so take $f_0 = 0$. For example, with classes 0–5, 5–10, 10–15 and frequencies 9, 6, 3: $l = 0$, $f_1 = 9$, $f_0 = 0$, $f_2 = 6$, $h = 5$.

1. $\text{Mode} = 0 + \dfrac{9 - 0}{18 - 0 - 6} \times 5 = \dfrac{9}{12} \times 5 = 3.75$.

Similarly, if the modal class is the last class, take $f_2 = 0$.

## Mean, mode and what they tell you

The mean uses every value and is affected by very large or small values. The mode tells you the most typical value, and it is the only one of the three averages that makes sense for non-numerical data such as favourite colours or most-watched sports. A cricket bat maker wants the mode of players' heights; a state planning water supply wants the mean daily consumption, since the total matters. Choose the measure that answers the question being asked.

## Common mistakes

- Taking $f_0$ and $f_2$ as the frequencies of the lowest and highest classes instead of the classes **next to** the modal class.
- Using the upper limit of the modal class as $l$.
- Writing the denominator as $2f_1 - f_0 + f_2$; both $f_0$ and $f_2$ are subtracted.
- Forgetting to multiply by $h$.
- Reporting the modal class ("40–50") when the question asks for the mode (a number).

## Summary

The modal class is the class with the highest frequency. The mode is $l + \left(\dfrac{f_1 - f_0}{2f_1 - f_0 - f_2}\right) h$, where $l$ is the modal class's lower limit, $h$ the class size, $f_1$ its frequency, and $f_0$, $f_2$ the frequencies of the classes just before and after it. The mode leans towards whichever neighbouring class is fuller, and it describes the most typical value.`,
    check: [
      {
        question:
          "For a modal class 20–30 with f₁ = 15, f₀ = 10, f₂ = 5, find the mode.",
        answer:
          "20 + (15 − 10)/(30 − 10 − 5) × 10 = 20 + 5/15 × 10 = 20 + 3.33 = 23.33.",
      },
      {
        question:
          "What is the modal class of: 0–10 (4), 10–20 (9), 20–30 (7), 30–40 (3)?",
        answer: "10–20, since it has the highest frequency, 9.",
      },
      {
        question: "Find the mode of the data in the previous question.",
        answer:
          "l = 10, f₁ = 9, f₀ = 4, f₂ = 7, h = 10: mode = 10 + 5/(18 − 11) × 10 = 10 + 50/7 ≈ 17.14.",
      },
      {
        question:
          "A shoe shop wants to know which size to stock most of. Which measure of central tendency should it use?",
        answer: "The mode, since it gives the most frequently demanded size.",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 3,
    title: "Median of Grouped Data",
    body: String.raw`By the end of this lesson you will be able to build a cumulative frequency table, locate the median class, calculate the median of grouped data, and use the empirical relationship between mean, median and mode.

## The median

The **median** is the middle value when the data are arranged in order: half the observations lie below it and half above. It is not disturbed by a few extreme values, which is why the median income of a town is often more informative than its mean income.

For grouped data we use a **cumulative frequency** (cf) column: the cf of a class is the number of observations up to the upper limit of that class, i.e. the running total of the frequencies.

## The steps

1. Find $n = \sum f_i$ and then $\dfrac{n}{2}$.
2. Write the cumulative frequency of each class.
3. The **median class** is the first class whose cumulative frequency is **greater than or equal to** $\dfrac{n}{2}$.
4. Use

$$
\text{Median} = l + \left(\frac{\frac{n}{2} - cf}{f}\right) \times h,
$$

where $l$ is the lower limit of the median class, $cf$ the cumulative frequency of the class **before** the median class, $f$ the frequency of the median class and $h$ the class size.

Where does the formula come from? Inside the median class we assume the $f$ observations are spread evenly over its width $h$. We already have $cf$ observations below $l$, so we need $\dfrac{n}{2} - cf$ more, which is that fraction of the median class's width beyond $l$.

### Example 1: Marks in a test

Find the median of the marks of 40 students:

| Marks | Students $f$ | Cumulative frequency |
|---|---|---|
| 10–20 | 5 | 5 |
| 20–30 | 8 | 13 |
| 30–40 | 12 | 25 |
| 40–50 | 10 | 35 |
| 50–60 | 5 | 40 |

1. $n = 40$, so $\dfrac{n}{2} = 20$.
2. The first cumulative frequency reaching 20 is 25, so the median class is 30–40.
3. $l = 30$, $cf = 13$ (the class before), $f = 12$, $h = 10$.
4. $\text{Median} = 30 + \dfrac{20 - 13}{12} \times 10 = 30 + \dfrac{70}{12} = 30 + 5.83 = 35.83$ (to two decimal places).

## Mean, median and mode together

For this same data we found the mean $= 35.5$ and the mode $\approx 36.67$. There is an **empirical relationship**, which holds roughly for data that are not too lopsided:

$$
3\,\text{Median} = \text{Mode} + 2\,\text{Mean}.
$$

Check: $3 \times 35.83 = 107.5$, and $36.67 + 2 \times 35.5 = 107.67$. Very close ✓. The formula lets you estimate one measure when the other two are known.

### Example 2: Missing frequencies

The median of the following data, with 40 observations, is 25. Find $x$ and $y$.

| Class | 0–10 | 10–20 | 20–30 | 30–40 | 40–50 |
|---|---|---|---|---|---|
| Frequency | 5 | $x$ | 12 | $y$ | 3 |

1. Total: $5 + x + 12 + y + 3 = 40$, so $x + y = 20$.
2. The median 25 lies in 20–30, so that is the median class: $l = 20$, $f = 12$, $h = 10$, $cf = 5 + x$, $\dfrac{n}{2} = 20$.
3. $25 = 20 + \dfrac{20 - (5 + x)}{12} \times 10$, so $5 = \dfrac{(15 - x) \times 10}{12}$.
4. $15 - x = 6$, giving $x = 9$, and then $y = 11$.
5. Check: cf column 5, 14, 26, 37, 40; median class 20–30 ✓; median $= 20 + \dfrac{20 - 14}{12} \times 10 = 25$ ✓.

### Example 3: Using the empirical formula

For a distribution, the mode is 24.5 and the mean is 29.75. Estimate the median.

1. $3\,\text{Median} = 24.5 + 2 \times 29.75 = 24.5 + 59.5 = 84$.
2. Median $\approx 28$.

## Which average to use?

- **Mean**: when every value should count, e.g. average rainfall over a monsoon season to plan reservoirs.
- **Median**: when there are extreme values, e.g. house prices or incomes.
- **Mode**: when the most common value matters, e.g. the most popular size or the busiest time.

## Common mistakes

- Using the cumulative frequency **of** the median class for $cf$; it must be the class **before** it.
- Choosing the median class as the one with the largest frequency (that is the modal class).
- Forgetting that classes must be continuous (10–20, 20–30, …). If they are given as 10–19, 20–29, …, adjust them to 9.5–19.5, 19.5–29.5, … first.
- Dividing $n$ by 2 but then comparing with frequencies instead of cumulative frequencies.

## Summary

To find the median of grouped data, compute $\dfrac{n}{2}$, build the cumulative frequency column, take the first class with cf at least $\dfrac{n}{2}$ as the median class, and use $l + \left(\dfrac{n/2 - cf}{f}\right) h$. The mean, median and mode of moderately symmetric data satisfy, approximately, $3\,\text{Median} = \text{Mode} + 2\,\text{Mean}$. Choose the average that suits the question.`,
    check: [
      {
        question:
          "n = 50 and the cumulative frequencies are 6, 17, 30, 42, 50 for classes 0–10, …, 40–50. Which is the median class?",
        answer:
          "n/2 = 25; the first cf ≥ 25 is 30, so the median class is 20–30.",
      },
      {
        question: "Continuing: the frequency of 20–30 is 13. Find the median.",
        answer:
          "l = 20, cf = 17, f = 13, h = 10: median = 20 + (25 − 17)/13 × 10 = 20 + 80/13 ≈ 26.15.",
      },
      {
        question: "If mean = 40 and median = 42, estimate the mode.",
        answer: "Mode = 3 × 42 − 2 × 40 = 126 − 80 = 46.",
      },
      {
        question:
          "Why might the median be better than the mean for the incomes in a town?",
        answer:
          "A few very high incomes pull the mean up; the median is not affected by such extreme values.",
      },
    ],
  },
  // ── Chapter 14: Probability ──────────────────────────────────────────
  {
    chapter: 14,
    lesson: 1,
    title: "Theoretical Probability",
    body: String.raw`In this lesson you will learn the meaning of equally likely outcomes, calculate the theoretical probability of an event, and use the facts that probabilities lie between 0 and 1 and that $P(E) + P(\text{not } E) = 1$.

## Chance in everyday life

"There is a 70% chance of rain today." "India will probably win the toss." We talk about chance all the time. **Probability** puts a number on how likely something is. In Class 9 you met **experimental** probability, found by repeating an experiment many times and counting. Now we find probability by **reasoning**, without doing the experiment at all.

## Key words

- An **experiment** is an action with uncertain results: tossing a coin, throwing a die, drawing a card.
- The possible results are the **outcomes**. For a die: 1, 2, 3, 4, 5, 6.
- Outcomes are **equally likely** if none is favoured over another: a fair coin, an unbiased die, a well-shuffled deck.
- An **event** is a collection of outcomes, such as "getting an even number" (outcomes 2, 4, 6). An event with only one outcome is an **elementary event**.
- The outcomes that make the event happen are **favourable** to it.

## The definition

When all outcomes are equally likely, the **theoretical (classical) probability** of an event E is

$$
P(E) = \frac{\text{number of outcomes favourable to } E}{\text{number of all possible outcomes of the experiment}}.
$$

This definition was developed by the French mathematician Pierre-Simon Laplace around 1795. It only works when the outcomes are equally likely: the two outcomes "rain" and "no rain" are not equally likely, so the chance of rain is not simply $\frac{1}{2}$.

## Important facts

1. For any event, $0 \leq P(E) \leq 1$, because the favourable outcomes can be no fewer than none and no more than all.
2. An **impossible event** (no favourable outcomes, e.g. getting 7 on a die) has probability **0**.
3. A **sure** (certain) event (all outcomes favourable, e.g. getting a number less than 7) has probability **1**.
4. The event "not E", written $\bar{E}$, is the **complement** of E: it happens exactly when E does not. Since between them E and not E include every outcome exactly once,
   $$
   P(E) + P(\text{not } E) = 1.
   $$
5. The probabilities of all the elementary events of an experiment add up to 1.

### Example 1: Throwing a die

A fair die is thrown once. Find the probability of (a) a number greater than 4, (b) a prime number, (c) not a prime number.

1. There are 6 equally likely outcomes: 1, 2, 3, 4, 5, 6.
2. (a) Favourable: 5, 6. $P = \dfrac{2}{6} = \dfrac{1}{3}$.
3. (b) Primes: 2, 3, 5 (1 is not prime). $P = \dfrac{3}{6} = \dfrac{1}{2}$.
4. (c) $P(\text{not prime}) = 1 - \dfrac{1}{2} = \dfrac{1}{2}$. (Directly: 1, 4, 6, which is 3 outcomes ✓.)

### Example 2: A bag of marbles

A bag contains 3 red, 5 blue and 4 green marbles of the same size. One marble is taken out at random. Find the probability that it is (a) red, (b) not blue, (c) yellow.

1. Total marbles: $3 + 5 + 4 = 12$, all equally likely to be picked ("at random" means exactly this).
2. (a) $P(\text{red}) = \dfrac{3}{12} = \dfrac{1}{4}$.
3. (b) $P(\text{blue}) = \dfrac{5}{12}$, so $P(\text{not blue}) = 1 - \dfrac{5}{12} = \dfrac{7}{12}$.
4. (c) There are no yellow marbles: $P(\text{yellow}) = 0$, an impossible event.
5. Check: $P(\text{red}) + P(\text{blue}) + P(\text{green}) = \dfrac{3 + 5 + 4}{12} = 1$ ✓.

### Example 3: A Diwali lucky draw

A shop sells 500 lucky-draw coupons during its Diwali sale, and 20 of them win a prize. Riya buys one coupon. What is the probability that she wins? That she does not win?

1. $P(\text{win}) = \dfrac{20}{500} = \dfrac{1}{25} = 0.04$.
2. $P(\text{not win}) = 1 - 0.04 = 0.96$.

## Common mistakes

- Using the formula when outcomes are not equally likely.
- Counting 1 as a prime number.
- Giving an answer greater than 1 or negative, which is impossible for a probability.
- Forgetting that $P(\text{not } E) = 1 - P(E)$ is often the quickest route.

## Summary

If all outcomes of an experiment are equally likely, the probability of an event is the number of favourable outcomes divided by the total number of outcomes. Every probability lies between 0 (impossible) and 1 (sure). An event and its complement together have probability 1, so $P(\text{not } E) = 1 - P(E)$, and the probabilities of all elementary events add up to 1.`,
    check: [
      {
        question:
          "A die is thrown. Find the probability of getting an even number.",
        answer: "Even numbers: 2, 4, 6, so P = 3/6 = 1/2.",
      },
      {
        question: "If P(E) = 0.05, what is P(not E)?",
        answer: "1 − 0.05 = 0.95.",
      },
      {
        question:
          "Which of these cannot be a probability: 2/3, −1.5, 15%, 0.7, 1.2?",
        answer: "−1.5 and 1.2, because a probability must lie between 0 and 1.",
      },
      {
        question:
          "A bag has 5 red and 8 white balls. Find the probability of drawing a white ball.",
        answer: "8/13.",
      },
    ],
  },
  {
    chapter: 14,
    lesson: 2,
    title: "Coins, Dice and Cards",
    body: String.raw`By the end of this lesson you will be able to list the sample space for tossing coins, throwing one or two dice and drawing a card from a deck, and use it to find probabilities accurately.

## Listing outcomes carefully

The most common error in probability is a wrong count of the possible outcomes. The list of all possible outcomes is called the **sample space**. Write it out in full whenever it is small.

## Coins

One coin: H, T — 2 outcomes.

Two coins (or one coin tossed twice): HH, HT, TH, TT — **4** outcomes. Note that HT (head on the first coin, tail on the second) and TH are different outcomes. Writing only "two heads, one head, no head" gives 3 results, but they are **not** equally likely: "one head" happens in two ways.

Three coins: HHH, HHT, HTH, THH, HTT, THT, TTH, TTT — **8** outcomes.

### Example 1: Two coins

Two coins are tossed together. Find the probability of (a) exactly one head, (b) at least one head.

1. Sample space: HH, HT, TH, TT (4 equally likely outcomes).
2. (a) Exactly one head: HT, TH. $P = \dfrac{2}{4} = \dfrac{1}{2}$.
3. (b) At least one head: HH, HT, TH. $P = \dfrac{3}{4}$.

## Dice

One die: 6 outcomes. Two dice (say one red, one blue, or one die thrown twice): each of the 6 results of the first can go with each of the 6 of the second, giving $6 \times 6 = 36$ outcomes, written as ordered pairs $(1, 1), (1, 2), \ldots, (6, 6)$. This table shows the **sum** for each pair:

| First die / second die | 1 | 2 | 3 | 4 | 5 | 6 |
|---|---|---|---|---|---|---|
| **1** | 2 | 3 | 4 | 5 | 6 | 7 |
| **2** | 3 | 4 | 5 | 6 | 7 | 8 |
| **3** | 4 | 5 | 6 | 7 | 8 | 9 |
| **4** | 5 | 6 | 7 | 8 | 9 | 10 |
| **5** | 6 | 7 | 8 | 9 | 10 | 11 |
| **6** | 7 | 8 | 9 | 10 | 11 | 12 |

### Example 2: Two dice

Two dice are thrown together. Find the probability that (a) the sum is 8, (b) both show the same number, (c) the sum is at most 3.

1. There are 36 equally likely outcomes.
2. (a) Sum 8: $(2, 6), (3, 5), (4, 4), (5, 3), (6, 2)$, five outcomes. $P = \dfrac{5}{36}$.
3. (b) Doublets: $(1, 1), (2, 2), \ldots, (6, 6)$, six outcomes. $P = \dfrac{6}{36} = \dfrac{1}{6}$.
4. (c) Sum 2 or 3: $(1, 1), (1, 2), (2, 1)$. $P = \dfrac{3}{36} = \dfrac{1}{12}$.

Notice from the table that 7 is the most likely sum (6 ways), while 2 and 12 are the least likely (1 way each). The 11 possible sums are not equally likely, so never use $\frac{1}{11}$.

## A deck of cards

A standard deck has **52** cards in **4 suits** of 13 cards each:

- spades ♠ and clubs ♣ are **black**; hearts ♥ and diamonds ♦ are **red** (26 of each colour);
- each suit has an ace, the numbers 2 to 10, and three **face cards**: king, queen and jack.

So there are 4 aces, 4 kings, 4 queens, 4 jacks, and $3 \times 4 = 12$ face cards in all.

### Example 3: Drawing a card

One card is drawn from a well-shuffled deck of 52. Find the probability that it is (a) a red king, (b) a face card, (c) not an ace, (d) a black face card.

1. (a) Red kings: king of hearts, king of diamonds. $P = \dfrac{2}{52} = \dfrac{1}{26}$.
2. (b) Face cards: 12. $P = \dfrac{12}{52} = \dfrac{3}{13}$.
3. (c) $P(\text{ace}) = \dfrac{4}{52} = \dfrac{1}{13}$, so $P(\text{not an ace}) = \dfrac{12}{13}$.
4. (d) Black face cards: 3 spades + 3 clubs $= 6$. $P = \dfrac{6}{52} = \dfrac{3}{26}$.

### Example 4: Avoiding double counting

One card is drawn from the deck. Find the probability that it is a spade or an ace.

1. There are 13 spades and 4 aces, but the ace of spades is in both groups.
2. Favourable cards $= 13 + 4 - 1 = 16$.
3. $P = \dfrac{16}{52} = \dfrac{4}{13}$.

## Common mistakes

- Treating HT and TH as the same outcome.
- Saying two dice have 12 outcomes ($6 + 6$) instead of 36 ($6 \times 6$).
- Forgetting that aces are not face cards.
- Counting a card twice when it belongs to two groups.
- Not simplifying: $\dfrac{12}{52}$ should be written $\dfrac{3}{13}$.

## Summary

List the sample space before counting: a coin has 2 outcomes, two coins 4, three coins 8; a die has 6, two dice 36 ordered pairs; a deck has 52 cards in 4 suits of 13, with 26 red and 26 black cards, 4 aces and 12 face cards. Count favourable outcomes carefully, avoid double counting, and simplify the fraction.`,
    check: [
      {
        question:
          "Three coins are tossed. What is the probability of getting exactly two heads?",
        answer: "HHT, HTH, THH: 3 of 8 outcomes, so 3/8.",
      },
      {
        question:
          "Two dice are thrown. Find the probability that the sum is 7.",
        answer: "(1,6), (2,5), (3,4), (4,3), (5,2), (6,1): 6/36 = 1/6.",
      },
      {
        question:
          "A card is drawn from a deck of 52. Find the probability of a red face card.",
        answer: "3 hearts + 3 diamonds = 6 cards: 6/52 = 3/26.",
      },
      {
        question:
          "A card is drawn from a deck of 52. Find the probability that it is the queen of diamonds.",
        answer: "1/52.",
      },
    ],
  },
  {
    chapter: 14,
    lesson: 3,
    title: "Solving Probability Problems",
    body: String.raw`In this lesson you will practise a clear routine for probability word problems, use the complement to save work, and check that your answers make sense.

## A routine for every problem

1. **Identify the experiment** and the total number of equally likely outcomes. Words like "at random", "fair", "unbiased" and "well-shuffled" tell you the outcomes are equally likely.
2. **Identify the event** and count the favourable outcomes. List them if there are only a few.
3. **Consider the complement**. If "not E" is easier to count (typical with "at least one" or "not"), find $P(\text{not } E)$ and subtract from 1.
4. **Simplify and check**: the answer must lie between 0 and 1, and the probabilities of an event and its complement must add to 1.

### Example 1: At least one head

Two coins are tossed. Find the probability of at least one head.

1. Outcomes: HH, HT, TH, TT (4).
2. "At least one head" is the complement of "no head", which is just TT.
3. $P(\text{no head}) = \dfrac{1}{4}$, so $P(\text{at least one head}) = 1 - \dfrac{1}{4} = \dfrac{3}{4}$.

For three coins the same idea gives $1 - \dfrac{1}{8} = \dfrac{7}{8}$, much faster than listing seven outcomes.

### Example 2: Shirts in a shop

A box holds 120 shirts: 96 are good, 18 have minor defects and 6 have major defects. A trader named Rahul accepts only good shirts, while another trader, Meena, rejects only shirts with major defects. One shirt is drawn at random. What is the probability that (a) Rahul accepts it, (b) Meena accepts it?

1. Total outcomes: 120.
2. (a) Rahul accepts 96 shirts: $P = \dfrac{96}{120} = \dfrac{4}{5} = 0.8$.
3. (b) Meena accepts good or minor-defect shirts: $96 + 18 = 114$. $P = \dfrac{114}{120} = \dfrac{19}{20} = 0.95$.
4. Check (b) by the complement: $1 - \dfrac{6}{120} = 1 - 0.05 = 0.95$ ✓.

### Example 3: A piggy bank

A piggy bank contains 100 coins of 50 paise, 50 coins of ₹1, 20 coins of ₹2 and 10 coins of ₹5. It is shaken until one coin falls out, each coin being equally likely. Find the probability that the coin (a) is a ₹5 coin, (b) is not a ₹5 coin, (c) is worth at least ₹1.

1. Total coins: $100 + 50 + 20 + 10 = 180$.
2. (a) $P(\text{five-rupee coin}) = \dfrac{10}{180} = \dfrac{1}{18}$.
3. (b) $P(\text{not a five-rupee coin}) = 1 - \dfrac{1}{18} = \dfrac{17}{18}$.
4. (c) Coins worth ₹1 or more: $50 + 20 + 10 = 80$. $P = \dfrac{80}{180} = \dfrac{4}{9}$.

Note that we count **coins**, not rupees: the ₹5 coins are worth more, but each coin is equally likely to fall out.

### Example 4: Numbered discs

A box contains 90 discs numbered 1 to 90. One disc is drawn at random. Find the probability that it bears (a) a two-digit number, (b) a perfect square, (c) a number divisible by 5.

1. (a) One-digit numbers are 1 to 9, so two-digit numbers are $90 - 9 = 81$. $P = \dfrac{81}{90} = \dfrac{9}{10}$.
2. (b) Perfect squares up to 90: 1, 4, 9, 16, 25, 36, 49, 64, 81, which is 9 numbers. $P = \dfrac{9}{90} = \dfrac{1}{10}$.
3. (c) Multiples of 5 from 5 to 90: $\dfrac{90}{5} = 18$ numbers. $P = \dfrac{18}{90} = \dfrac{1}{5}$.

### Example 5: Is the game fair?

In a game at a school fair, you throw two dice and win if the sum is 7 or more. Is the game fair, i.e. do you win half the time?

1. From the table of sums for two dice, sums of 7 or more occur $6 + 5 + 4 + 3 + 2 + 1 = 21$ times out of 36.
2. $P(\text{win}) = \dfrac{21}{36} = \dfrac{7}{12} \approx 0.58$, which is more than $\dfrac{1}{2}$.
3. So the game favours the player; the organiser will lose money on average unless the prize is small.

## Common mistakes

- Using the wrong total, e.g. counting rupees instead of coins, or 12 outcomes for two dice.
- Counting the wrong number of perfect squares or multiples; list them if you are unsure.
- Forgetting that "at least one" means one **or more**.
- Leaving a fraction unsimplified, or producing a "probability" above 1 without noticing the error.

## Summary

Identify the experiment and the equally likely outcomes, count the favourable ones, and divide. Use the complement, $P(E) = 1 - P(\text{not } E)$, whenever the opposite event is simpler, especially for "at least one" questions. Count objects, not values; list outcomes when in doubt; simplify; and check that every answer lies between 0 and 1.`,
    check: [
      {
        question:
          "A coin is tossed three times. What is the probability of at least one tail?",
        answer: "1 − P(HHH) = 1 − 1/8 = 7/8.",
      },
      {
        question:
          "A lot of 20 bulbs contains 4 defective ones. One bulb is drawn at random. What is the probability that it is not defective?",
        answer: "16/20 = 4/5.",
      },
      {
        question:
          "A number is chosen at random from 1 to 30. Find the probability that it is a prime number.",
        answer:
          "Primes: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 — ten numbers, so 10/30 = 1/3.",
      },
      {
        question:
          "Two dice are thrown. What is the probability that the product of the numbers is 6?",
        answer: "(1,6), (2,3), (3,2), (6,1): 4/36 = 1/9.",
      },
    ],
  },
];
