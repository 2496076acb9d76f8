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

$$2 \times 3 = 6, \qquad 2 \times 2 \times 5 = 20, \qquad 3 \times 3 \times 5 \times 5 = 225.$$

Every composite number can be produced like this. Going the other way, we can break any composite number down into primes by repeatedly dividing by the smallest prime that goes into it. A **factor tree** is a neat way to record this.

## The theorem

**Fundamental Theorem of Arithmetic.** Every composite number can be expressed (factorised) as a product of primes, and this factorisation is unique, apart from the order in which the prime factors occur.

So whether you start splitting 60 as $6 \times 10$ or as $4 \times 15$, you always end with the same primes:

$$60 = 2 \times 2 \times 3 \times 5 = 2^2 \times 3 \times 5.$$

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
      { question: "Write 156 as a product of its prime factors.", answer: "156 = 2 × 78 = 2 × 2 × 39 = 2² × 3 × 13." },
      { question: "Express 3825 as a product of primes.", answer: "3825 = 3 × 1275 = 3 × 3 × 425 = 3² × 5 × 85 = 3² × 5² × 17." },
      { question: "Can 6ⁿ end with the digit 0 for some natural number n? Give a reason.", answer: "No. 6ⁿ = 2ⁿ × 3ⁿ; by uniqueness of prime factorisation it has no factor 5, so it is not divisible by 10." },
      { question: "Is 5 × 4 × 3 × 2 × 1 + 5 prime or composite?", answer: "Composite: it equals 5(4 × 3 × 2 × 1 + 1) = 5 × 25 = 125." },
    ],
  },
  {
    chapter: 1,
    lesson: 2,
    title: "HCF and LCM by Prime Factorisation",
    body: String.raw`In this lesson you will learn to find the HCF (highest common factor) and LCM (lowest common multiple) of two or three numbers from their prime factorisations, and to use the link $\text{HCF} \times \text{LCM} = $ product of two numbers.

## What HCF and LCM mean

The **HCF** of some numbers is the largest number that divides each of them. The **LCM** is the smallest positive number that each of them divides. If you have two ribbons of 96 cm and 404 cm and want to cut both into equal pieces of the greatest possible length, you need the HCF. If two buses leave a depot every 12 and 15 minutes, they leave together again after the LCM of 12 and 15 minutes.

## The rule with primes

Write each number as a product of prime powers. Then:

- **HCF** = product of the **smallest power** of each prime that is **common** to all the numbers.
- **LCM** = product of the **greatest power** of **every** prime that appears in any of the numbers.

For 6 and 20: $6 = 2 \times 3$ and $20 = 2^2 \times 5$. The only common prime is 2, with smallest power $2^1$, so HCF $= 2$. The primes appearing are 2, 3 and 5, with greatest powers $2^2, 3, 5$, so LCM $= 2^2 \times 3 \times 5 = 60$.

## A useful relationship

For any two positive integers $a$ and $b$,

$$\text{HCF}(a, b) \times \text{LCM}(a, b) = a \times b.$$

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
      { question: "Find the HCF and LCM of 26 and 91.", answer: "26 = 2 × 13, 91 = 7 × 13. HCF = 13; LCM = 2 × 7 × 13 = 182. Check: 13 × 182 = 2366 = 26 × 91." },
      { question: "Find the LCM of 12, 15 and 21.", answer: "12 = 2² × 3, 15 = 3 × 5, 21 = 3 × 7, so LCM = 2² × 3 × 5 × 7 = 420." },
      { question: "Given HCF(306, 657) = 9, find LCM(306, 657).", answer: "LCM = 306 × 657 ÷ 9 = 201042 ÷ 9 = 22338." },
      { question: "Two bells ring every 20 minutes and every 30 minutes. If they ring together at 8:00 a.m., when do they next ring together?", answer: "LCM(20, 30) = 60 minutes, so at 9:00 a.m." },
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
      { question: "Prove that √5 is irrational (outline the steps).", answer: "Assume √5 = a/b with a, b coprime. Then 5b² = a², so 5 divides a; write a = 5c. Then b² = 5c², so 5 divides b. 5 divides both a and b — a contradiction. Hence √5 is irrational." },
      { question: "Show that 3 + 2√5 is irrational.", answer: "If 3 + 2√5 = a/b (integers, b ≠ 0), then √5 = (a − 3b)/(2b), which is rational — a contradiction, since √5 is irrational." },
      { question: "Is 1/√2 rational or irrational?", answer: "Irrational: 1/√2 = √2/2, which is the irrational √2 multiplied by the non-zero rational 1/2." },
      { question: "Give two irrational numbers whose product is rational.", answer: "For example √3 and 2√3: their product is 2 × 3 = 6." },
    ],
  },
];
