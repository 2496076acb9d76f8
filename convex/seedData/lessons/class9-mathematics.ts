import type { LessonText } from "./types";

/**
 * Full lesson texts for Class 9 Mathematics (NCERT, rationalised), in the
 * catalogue's chapter and lesson order.
 */
export const LESSONS: LessonText[] = [
  {
    chapter: 1,
    lesson: 1,
    title: "Rational and Irrational Numbers",
    body: String.raw`By the end of this lesson you will be able to say whether a number is rational or irrational, find rational numbers between any two given ones, and show a number such as $\sqrt{2}$ as an exact point on the number line.

## The families of numbers you already know

You met these groups of numbers in earlier classes. Each new family contains the one before it.

- **Natural numbers** $\mathbf{N}$: $1, 2, 3, \ldots$ — the numbers we count with.
- **Whole numbers** $\mathbf{W}$: $0, 1, 2, 3, \ldots$ — natural numbers together with zero.
- **Integers** $\mathbf{Z}$: $\ldots, -3, -2, -1, 0, 1, 2, 3, \ldots$ — the letter Z comes from the German word *zahlen*, "to count".
- **Rational numbers** $\mathbf{Q}$: numbers that can be written as $\frac{p}{q}$, where $p$ and $q$ are integers and $q \neq 0$. The letter Q comes from "quotient".

So $\frac{3}{4}$, $-\frac{7}{2}$ and $0.25 = \frac{1}{4}$ are rational. Every integer is rational too, because $-5 = \frac{-5}{1}$ and $0 = \frac{0}{1}$.

A rational number has many equal-looking forms: $\frac{1}{2} = \frac{2}{4} = \frac{25}{50}$. When we speak of "the" form $\frac{p}{q}$, we usually mean the one in lowest terms, where $p$ and $q$ have no common factor other than 1.

## Rational numbers between two rational numbers

Between any two rational numbers there are infinitely many more. A neat way to find some is to rewrite both numbers with a larger common denominator.

### Example 1: Five rational numbers between 3/5 and 4/5

1. There is no fraction with denominator 5 strictly between them, so make room. Multiply the top and bottom of each by 6 (one more than the five numbers we need):
   $$
   \frac{3}{5} = \frac{18}{30}, \qquad \frac{4}{5} = \frac{24}{30}
   $$
2. Now read off the fractions in between: $\frac{19}{30}, \frac{20}{30}, \frac{21}{30}, \frac{22}{30}, \frac{23}{30}$.
3. These are five rational numbers between $\frac{3}{5}$ and $\frac{4}{5}$. (Some simplify, e.g. $\frac{20}{30} = \frac{2}{3}$, which is fine.)

Another way is to take the average: $\frac{1}{2}\left(\frac{3}{5} + \frac{4}{5}\right) = \frac{7}{10}$ lies exactly halfway between them, and you can keep halving again and again.

## Numbers that are not rational

Around 400 BCE, followers of the Greek thinker Pythagoras discovered that some lengths cannot be written as a ratio of two whole numbers. The diagonal of a square of side 1 unit has length $\sqrt{2}$, and there are no integers $p$, $q$ with $\frac{p}{q} = \sqrt{2}$.

A number $s$ is called **irrational** if it **cannot** be written in the form $\frac{p}{q}$, where $p$ and $q$ are integers and $q \neq 0$.

Examples of irrational numbers are $\sqrt{2}$, $\sqrt{3}$, $\sqrt{5}$, $\sqrt{15}$, $\pi$ and $0.10110111011110\ldots$ (a decimal whose pattern never repeats in a fixed block). Be careful: not every square root is irrational. $\sqrt{4} = 2$ and $\sqrt{81} = 9$ are rational, because 4 and 81 are perfect squares. The square root of a natural number that is **not** a perfect square is irrational.

## Real numbers and the number line

All rational numbers together with all irrational numbers form the **real numbers**, written $\mathbf{R}$. Every real number is represented by a unique point on the number line, and every point on the number line represents a unique real number. That is why the number line is also called the **real number line**.

Irrational numbers are not vague — they are exact points. Here is how to find $\sqrt{2}$.

![Locating the square root of 2 on the number line](figure:root2)

### Example 2: Locating $\sqrt{2}$ on the number line

1. Draw a number line and mark O at 0 and A at 1.
2. At A, draw AB perpendicular to the line with AB = 1 unit.
3. Join OB. By Pythagoras' theorem,
   $$
   OB = \sqrt{OA^2 + AB^2} = \sqrt{1^2 + 1^2} = \sqrt{2}
   $$
4. With O as centre and radius OB, draw an arc cutting the number line at P. Then $OP = OB = \sqrt{2}$, so P is the point $\sqrt{2}$.

Repeat the trick to get $\sqrt{3}$: at B draw a perpendicular of length 1 unit to get C; then $OC = \sqrt{(\sqrt{2})^2 + 1^2} = \sqrt{3}$. Continuing builds the "square root spiral".

### Example 3: Sorting numbers

Classify $\sqrt{49}$, $\sqrt{12}$, $-\frac{11}{3}$, $0$ and $\pi$.

1. $\sqrt{49} = 7 = \frac{7}{1}$: rational (in fact a natural number).
2. $\sqrt{12}$: 12 is not a perfect square, so irrational.
3. $-\frac{11}{3}$: already in the form $\frac{p}{q}$, so rational.
4. $0 = \frac{0}{1}$: rational.
5. $\pi$: irrational. The values $\frac{22}{7}$ and 3.14 are only approximations of it.

## Common mistakes

- Thinking $\pi = \frac{22}{7}$ exactly. It is a handy approximation; $\pi$ itself is irrational.
- Calling every square root irrational. $\sqrt{16}$, $\sqrt{0.25}$ and $\sqrt{\frac{9}{4}}$ are all rational.
- Forgetting that integers (including 0) are rational numbers.
- Believing irrational numbers cannot be placed on the number line. Each has an exact point.

## Summary

Numbers grow in families: natural, whole, integers, rational. A rational number can be written as $\frac{p}{q}$ with integers $p$, $q$ and $q \neq 0$; between any two of them lie infinitely many more. Numbers such as $\sqrt{2}$, $\sqrt{3}$ and $\pi$ cannot be written this way and are irrational. Rational and irrational numbers together make up the real numbers, and each real number is exactly one point on the number line — a point you can sometimes construct with a ruler and compass using Pythagoras' theorem.`,
    figures: {
      root2: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><line x1="20" y1="150" x2="380" y2="150" stroke="currentColor"/><line x1="60" y1="144" x2="60" y2="156" stroke="currentColor"/><line x1="160" y1="144" x2="160" y2="156" stroke="currentColor"/><line x1="260" y1="144" x2="260" y2="156" stroke="currentColor"/><line x1="360" y1="144" x2="360" y2="156" stroke="currentColor"/><text x="60" y="175" text-anchor="middle" font-size="14" fill="currentColor">0</text><text x="160" y="175" text-anchor="middle" font-size="14" fill="currentColor">1</text><text x="260" y="175" text-anchor="middle" font-size="14" fill="currentColor">2</text><text x="360" y="175" text-anchor="middle" font-size="14" fill="currentColor">3</text><text x="50" y="140" font-size="14" fill="currentColor">O</text><text x="145" y="140" font-size="14" fill="currentColor">A</text><line x1="160" y1="150" x2="160" y2="50" stroke="currentColor"/><text x="150" y="45" font-size="14" fill="currentColor">B</text><line x1="60" y1="150" x2="160" y2="50" stroke="currentColor"/><path d="M 160 50 A 141.42 141.42 0 0 1 201.42 150" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><circle cx="201.42" cy="150" r="3" fill="currentColor"/><text x="205" y="140" font-size="14" fill="currentColor">P</text><text x="190" y="192" font-size="13" fill="currentColor">√2</text><text x="166" y="104" font-size="12" fill="currentColor">1</text><text x="90" y="95" font-size="12" fill="currentColor">√2</text><polyline points="160,140 150,140 150,150" stroke="currentColor" fill="none"/></svg>`,
        alt: "A number line marked 0, 1, 2 and 3. At the point A = 1 a perpendicular AB of length 1 unit is drawn. The hypotenuse OB from 0 to B has length root 2, and an arc centred at O swings B down onto the number line at P, between 1 and 2, marking root 2.",
      },
    },
    check: [
      {
        question: String.raw`Is $\sqrt{36}$ rational or irrational?`,
        answer: String.raw`Rational: $\sqrt{36} = 6 = \frac{6}{1}$.`,
      },
      {
        question: String.raw`Find three rational numbers between $\frac{1}{4}$ and $\frac{1}{2}$.`,
        answer: String.raw`Write them as $\frac{4}{16}$ and $\frac{8}{16}$; then $\frac{5}{16}$, $\frac{6}{16}$ and $\frac{7}{16}$ lie between them (other answers are possible).`,
      },
      {
        question: "True or false: every integer is a rational number.",
        answer: String.raw`True. Any integer $n$ can be written as $\frac{n}{1}$.`,
      },
      {
        question: String.raw`Is $\pi$ equal to $\frac{22}{7}$?`,
        answer: String.raw`No. $\pi$ is irrational; $\frac{22}{7}$ is a rational approximation of it.`,
      },
    ],
  },
  {
    chapter: 1,
    lesson: 2,
    title: "Decimal Expansions of Real Numbers",
    body: String.raw`In this lesson you will learn to tell, from its decimal expansion alone, whether a number is rational or irrational. You will also turn a recurring decimal such as $0.\overline{3}$ or $1.\overline{27}$ back into a fraction.

## Dividing to get decimals

Write a rational number as a decimal by long division. Look at three cases.

- $\frac{7}{8}$: $7 \div 8 = 0.875$. After three steps the remainder becomes 0 and the division stops. This is a **terminating** decimal.
- $\frac{10}{3}$: $10 \div 3 = 3.333\ldots$ The remainder is 1 at every step, so the digit 3 repeats forever.
- $\frac{1}{7}$: the remainders come out as $3, 2, 6, 4, 5, 1$ and then 3 again, so the digits $142857$ repeat for ever: $\frac{1}{7} = 0.142857142857\ldots$

Why must the digits repeat? When you divide by 7, the only possible non-zero remainders are 1, 2, 3, 4, 5 and 6. Within at most six steps some remainder has to come back, and from then on the division repeats itself exactly. The same reasoning works for any divisor $q$: there are fewer than $q$ possible remainders.

We write a repeating block with a bar over it:
$$
\frac{10}{3} = 3.\overline{3}, \qquad \frac{1}{7} = 0.\overline{142857}
$$

## The rule for rational and irrational numbers

The decimal expansion of a **rational** number is either

1. **terminating**, like $0.875$, or
2. **non-terminating recurring** (repeating), like $0.\overline{142857}$.

The converse is also true: a decimal that terminates or recurs can always be written as $\frac{p}{q}$. So the decimal expansion of an **irrational** number is **non-terminating and non-recurring** — it goes on forever with no block that repeats. For example,
$$
\sqrt{2} = 1.4142135623\ldots, \qquad \pi = 3.14159265358\ldots
$$

People have computed $\pi$ to trillions of decimal places, and no repeating block has ever appeared — nor can it, since $\pi$ is irrational.

## Turning a recurring decimal into p/q

The trick is to multiply by a power of 10 so that the repeating parts line up, and then subtract.

### Example 1: Write $0.\overline{3}$ as p/q

1. Let $x = 0.3333\ldots$
2. One digit repeats, so multiply by 10: $10x = 3.3333\ldots$
3. Subtract: $10x - x = 3.3333\ldots - 0.3333\ldots = 3$.
4. So $9x = 3$, giving $x = \frac{3}{9} = \frac{1}{3}$.

### Example 2: Write $1.\overline{27}$ as p/q

1. Let $x = 1.272727\ldots$
2. Two digits repeat, so multiply by 100: $100x = 127.272727\ldots$
3. Subtract: $100x - x = 127.2727\ldots - 1.2727\ldots = 126$.
4. So $99x = 126$ and $x = \frac{126}{99} = \frac{14}{11}$.
5. Check: $14 \div 11 = 1.2727\ldots$ ✓

### Example 3: Write $0.2\overline{35}$ as p/q

Here the 2 does not repeat; only 35 does.

1. Let $x = 0.2353535\ldots$
2. Multiply by 10 to move the non-repeating digit in front of the point: $10x = 2.353535\ldots$
3. Multiply by 1000 to move one full block too: $1000x = 235.353535\ldots$
4. Subtract: $1000x - 10x = 235.3535\ldots - 2.3535\ldots = 233$.
5. So $990x = 233$ and $x = \frac{233}{990}$.

## Building an irrational number

Because irrational numbers are exactly the non-terminating, non-recurring decimals, you can invent one by writing a decimal with a pattern that never settles into a fixed repeating block.

### Example 4: An irrational number between 1/7 and 2/7

1. From the division above, $\frac{1}{7} = 0.\overline{142857} = 0.142857\ldots$
2. In the same way, $\frac{2}{7} = 0.\overline{285714} = 0.285714\ldots$
3. Any decimal starting $0.15$ lies between them. Make it non-recurring by adding ever more zeros: $0.150150015000150000\ldots$
4. This decimal never terminates and no block repeats, so it is irrational, and it lies between $\frac{1}{7}$ and $\frac{2}{7}$.

## Common mistakes

- Subtracting the wrong multiples. Multiply by 10 for one repeating digit, by 100 for two, by 1000 for three — so that the tails after the point match exactly.
- Treating $0.1010010001\ldots$ as recurring. The digits follow a pattern, but no fixed block repeats, so it is irrational.
- Forgetting to simplify: $\frac{126}{99}$ should be reduced to $\frac{14}{11}$.
- Thinking a long calculator display means "irrational". A calculator shows only a few digits; $\frac{1}{17}$ has a 16-digit repeating block but is rational.

## Summary

Long division of $p$ by $q$ either stops or, because there are fewer than $q$ possible remainders, starts repeating. So rational numbers have terminating or non-terminating recurring decimals, and every such decimal is rational. Irrational numbers have decimals that are non-terminating and non-recurring. To convert a recurring decimal to $\frac{p}{q}$, multiply by the power of 10 that lines up the repeating block, subtract to cancel the endless tail, and solve for $x$.`,
    check: [
      {
        question: String.raw`Without long division, is $\frac{13}{5}$ a terminating or recurring decimal? Give its value.`,
        answer: String.raw`Terminating: $\frac{13}{5} = \frac{26}{10} = 2.6$.`,
      },
      {
        question: String.raw`Write $0.\overline{6}$ in the form $\frac{p}{q}$.`,
        answer: String.raw`$x = 0.666\ldots$, $10x = 6.666\ldots$, so $9x = 6$ and $x = \frac{2}{3}$.`,
      },
      {
        question: String.raw`Write $0.\overline{47}$ in the form $\frac{p}{q}$.`,
        answer: String.raw`$100x - x = 47$, so $99x = 47$ and $x = \frac{47}{99}$.`,
      },
      {
        question: String.raw`Is $2.010010001\ldots$ (one more zero each time) rational or irrational?`,
        answer:
          "Irrational: it is non-terminating and no fixed block of digits repeats.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 3,
    title: "Operations on Real Numbers",
    body: String.raw`After this lesson you will be able to add, subtract, multiply and divide expressions with square roots, predict whether an answer is rational or irrational, and rationalise a denominator such as $\frac{1}{2 + \sqrt{3}}$.

## Rational meets irrational

Rational numbers are closed under addition, subtraction, multiplication and division (by a non-zero number): combine two rationals and you always get a rational. Irrational numbers behave differently. Here are the facts you can rely on, where $r$ is rational and $s$ is irrational:

- $r + s$ and $r - s$ are **irrational**. For example $2 + \sqrt{3}$ and $5 - \pi$.
- $r \times s$ and $\frac{s}{r}$ are **irrational** when $r \neq 0$. For example $7\sqrt{5}$ and $\frac{\sqrt{2}}{3}$.

Why is $2 + \sqrt{3}$ irrational? Suppose it were some rational number $r$. Then $\sqrt{3} = r - 2$, a rational minus a rational, which would be rational — but $\sqrt{3}$ is not. So our supposition was wrong.

With two irrational numbers, anything can happen. $\sqrt{2} + (-\sqrt{2}) = 0$ and $\sqrt{3} \times \sqrt{3} = 3$ are rational, while $\sqrt{2} + \sqrt{3}$ and $\sqrt{2} \times \sqrt{3} = \sqrt{6}$ are irrational. You have to work it out each time.

## Adding and multiplying surds

Treat $\sqrt{3}$ like a variable when adding: $2\sqrt{3} + 5\sqrt{3} = 7\sqrt{3}$, just as $2x + 5x = 7x$. But $\sqrt{2} + \sqrt{3}$ cannot be combined further.

For positive real numbers $a$, $b$, $c$, $d$, these identities do most of the work:

$$
\sqrt{ab} = \sqrt{a}\,\sqrt{b} \qquad \sqrt{\frac{a}{b}} = \frac{\sqrt{a}}{\sqrt{b}}
$$

$$
(\sqrt{a} + \sqrt{b})(\sqrt{a} - \sqrt{b}) = a - b \qquad (a + \sqrt{b})(a - \sqrt{b}) = a^2 - b
$$

$$
(\sqrt{a} + \sqrt{b})(\sqrt{c} + \sqrt{d}) = \sqrt{ac} + \sqrt{ad} + \sqrt{bc} + \sqrt{bd}
$$

$$
(\sqrt{a} + \sqrt{b})^2 = a + 2\sqrt{ab} + b
$$

They are just the algebra you know — expanding brackets and $(x+y)(x-y) = x^2 - y^2$ — with square roots in place of letters.

### Example 1: Simplifying products

1. $(5 + \sqrt{7})(2 + \sqrt{5}) = 10 + 5\sqrt{5} + 2\sqrt{7} + \sqrt{35}$. No two terms are alike, so this is the final answer.
2. $(5 + \sqrt{5})(5 - \sqrt{5}) = 5^2 - (\sqrt{5})^2 = 25 - 5 = 20$.
3. $(\sqrt{3} + \sqrt{7})^2 = 3 + 2\sqrt{21} + 7 = 10 + 2\sqrt{21}$.
4. $\sqrt{50} = \sqrt{25 \times 2} = 5\sqrt{2}$, so $\sqrt{50} + \sqrt{8} = 5\sqrt{2} + 2\sqrt{2} = 7\sqrt{2}$.

## Rationalising the denominator

A fraction like $\frac{1}{\sqrt{2}}$ is awkward: dividing 1 by $1.41421\ldots$ by hand is hard. **Rationalising the denominator** means rewriting the fraction so that the denominator is a rational number. We multiply the top and bottom by the same thing, which does not change the value.

- If the denominator is $\sqrt{a}$, multiply by $\frac{\sqrt{a}}{\sqrt{a}}$.
- If it is $a + \sqrt{b}$, multiply by its partner $a - \sqrt{b}$ (and the other way round). The identity $(a + \sqrt{b})(a - \sqrt{b}) = a^2 - b$ removes the root.
- If it is $\sqrt{a} + \sqrt{b}$, multiply by $\sqrt{a} - \sqrt{b}$, giving $a - b$.

### Example 2: Rationalise $\frac{1}{\sqrt{2}}$

1. Multiply numerator and denominator by $\sqrt{2}$:
   $$
   \frac{1}{\sqrt{2}} \times \frac{\sqrt{2}}{\sqrt{2}} = \frac{\sqrt{2}}{2}
   $$
2. Now it is easy to evaluate: $\frac{1.4142\ldots}{2} = 0.7071\ldots$

### Example 3: Rationalise $\frac{1}{2 + \sqrt{3}}$

1. Multiply top and bottom by $2 - \sqrt{3}$:
   $$
   \frac{1}{2 + \sqrt{3}} \times \frac{2 - \sqrt{3}}{2 - \sqrt{3}} = \frac{2 - \sqrt{3}}{2^2 - (\sqrt{3})^2}
   $$
2. The denominator is $4 - 3 = 1$.
3. So $\frac{1}{2 + \sqrt{3}} = 2 - \sqrt{3}$.

### Example 4: Rationalise $\frac{5}{\sqrt{3} - \sqrt{5}}$

1. Multiply top and bottom by $\sqrt{3} + \sqrt{5}$.
2. Denominator: $(\sqrt{3})^2 - (\sqrt{5})^2 = 3 - 5 = -2$.
3. Numerator: $5(\sqrt{3} + \sqrt{5})$.
4. Answer: $\frac{5(\sqrt{3} + \sqrt{5})}{-2} = -\frac{5}{2}(\sqrt{3} + \sqrt{5})$.

## Checking your answer with approximate values

After rationalising, it is easy to check that you have not changed the value. Use the approximations $\sqrt{2} \approx 1.414$, $\sqrt{3} \approx 1.732$ and $\sqrt{5} \approx 2.236$, and work out both the original fraction and your answer with a calculator or by hand.

For Example 3, the original fraction is $\frac{1}{2 + 1.732} = \frac{1}{3.732} \approx 0.268$, and the answer is $2 - 1.732 = 0.268$. They agree, so the working is right. For Example 4, the original is $\frac{5}{1.732 - 2.236} = \frac{5}{-0.504} \approx -9.92$, and the answer is $-2.5 \times (1.732 + 2.236) = -2.5 \times 3.968 = -9.92$. Again they match.

This habit also catches sign errors. If one side comes out positive and the other negative, look again at the step where you worked out the denominator. It takes less than a minute and is well worth doing in an examination.

## Common mistakes

- Writing $\sqrt{a + b} = \sqrt{a} + \sqrt{b}$. It is false: $\sqrt{9 + 16} = \sqrt{25} = 5$, but $\sqrt{9} + \sqrt{16} = 7$.
- Adding unlike surds: $\sqrt{2} + \sqrt{3}$ is **not** $\sqrt{5}$.
- Multiplying only the denominator when rationalising. Top and bottom must both be multiplied, or the value changes.
- Dropping the minus sign when the denominator comes out negative, as in Example 4.

## Summary

A rational number combined with an irrational one by $+$, $-$, $\times$ or $\div$ (using a non-zero rational) gives an irrational number; two irrationals can give either kind. Square roots obey the identities above, which come straight from ordinary algebra. To rationalise a denominator, multiply top and bottom by $\sqrt{a}$, or by the partner expression with the opposite sign, so that the root disappears from the denominator.`,
    check: [
      {
        question: String.raw`Is $3\sqrt{2}$ rational or irrational?`,
        answer: String.raw`Irrational: it is a non-zero rational (3) times an irrational ($\sqrt{2}$).`,
      },
      {
        question: String.raw`Simplify $(\sqrt{11} + \sqrt{7})(\sqrt{11} - \sqrt{7})$.`,
        answer: String.raw`$11 - 7 = 4$.`,
      },
      {
        question: String.raw`Rationalise $\frac{1}{\sqrt{7}}$.`,
        answer: String.raw`$\frac{1}{\sqrt{7}} \times \frac{\sqrt{7}}{\sqrt{7}} = \frac{\sqrt{7}}{7}$.`,
      },
      {
        question: String.raw`Rationalise $\frac{1}{\sqrt{7} - 2}$.`,
        answer: String.raw`Multiply by $\sqrt{7} + 2$: the denominator is $7 - 4 = 3$, so the answer is $\frac{\sqrt{7} + 2}{3}$.`,
      },
    ],
  },
  {
    chapter: 1,
    lesson: 4,
    title: "Laws of Exponents for Real Numbers",
    body: String.raw`In earlier classes you used exponents that were integers, like $2^5$ or $10^{-3}$. In this lesson you will extend the same laws to fractional exponents such as $8^{\frac{2}{3}}$, connect them with roots, and simplify expressions quickly and correctly.

## The laws you already know

For a real number $a > 0$ and integers $m$ and $n$:

$$
a^m \cdot a^n = a^{m+n} \qquad (a^m)^n = a^{mn} \qquad \frac{a^m}{a^n} = a^{m-n} \qquad a^m b^m = (ab)^m
$$

together with $a^0 = 1$ and $a^{-n} = \frac{1}{a^n}$. For example, $2^3 \cdot 2^4 = 2^7 = 128$ and $\frac{5^2}{5^5} = 5^{-3} = \frac{1}{125}$.

## What does a fractional exponent mean?

We know $\sqrt{4} = 2$ because $2^2 = 4$, and $\sqrt[3]{8} = 2$ because $2^3 = 8$. In general, for a real number $a > 0$ and a natural number $n$, the **$n$th root** of $a$ is the positive real number $b$ with $b^n = a$. We write

$$
\sqrt[n]{a} = a^{\frac{1}{n}}
$$

So $4^{\frac{1}{2}} = \sqrt{4} = 2$, $8^{\frac{1}{3}} = \sqrt[3]{8} = 2$ and $81^{\frac{1}{4}} = 3$ because $3^4 = 81$.

This choice is not random. If the law $(a^m)^n = a^{mn}$ is to keep working, then $\left(a^{\frac{1}{n}}\right)^n$ must equal $a^1 = a$ — which is exactly what an $n$th root does.

Next, for integers $m$ and $n$ with $n > 0$ and no common factor other than 1:

$$
a^{\frac{m}{n}} = \left(\sqrt[n]{a}\right)^m = \sqrt[n]{a^m}
$$

Both ways give the same answer; taking the root first usually keeps the numbers small. The four laws above continue to hold when $m$ and $n$ are any rational numbers (with $a, b > 0$).

### Example 1: Find $64^{\frac{1}{2}}$, $32^{\frac{1}{5}}$ and $125^{\frac{1}{3}}$

1. $64^{\frac{1}{2}} = \sqrt{64} = 8$, since $8^2 = 64$.
2. $32^{\frac{1}{5}} = 2$, since $2^5 = 32$.
3. $125^{\frac{1}{3}} = 5$, since $5^3 = 125$.

### Example 2: Find $9^{\frac{3}{2}}$, $16^{\frac{3}{4}}$ and $125^{-\frac{1}{3}}$

1. $9^{\frac{3}{2}} = \left(9^{\frac{1}{2}}\right)^3 = 3^3 = 27$.
2. $16^{\frac{3}{4}} = \left(16^{\frac{1}{4}}\right)^3 = 2^3 = 8$, because $2^4 = 16$.
3. $125^{-\frac{1}{3}} = \frac{1}{125^{\frac{1}{3}}} = \frac{1}{5}$.

Notice in part 3 that a negative exponent means "take the reciprocal" — it never makes the answer negative.

### Example 3: Simplify using the laws

1. $2^{\frac{2}{3}} \cdot 2^{\frac{1}{5}} = 2^{\frac{2}{3} + \frac{1}{5}} = 2^{\frac{10}{15} + \frac{3}{15}} = 2^{\frac{13}{15}}$.
2. $\left(3^{\frac{1}{3}}\right)^7 = 3^{\frac{1}{3} \times 7} = 3^{\frac{7}{3}}$.
3. $\frac{11^{\frac{1}{2}}}{11^{\frac{1}{4}}} = 11^{\frac{1}{2} - \frac{1}{4}} = 11^{\frac{1}{4}}$.
4. $7^{\frac{1}{2}} \cdot 8^{\frac{1}{2}} = (7 \times 8)^{\frac{1}{2}} = 56^{\frac{1}{2}}$.

### Example 4: A quick estimate

The area of a square plot in a village is $625\ \text{m}^2$. Its side is $625^{\frac{1}{2}}$ m.

1. $625 = 25^2$, so $625^{\frac{1}{2}} = 25$.
2. The side is 25 m, and the fencing needed all around is $4 \times 25 = 100$ m.
3. If wire costs ₹40 per metre, the fence costs $100 \times 40 =$ ₹4,000. Recognising $625$ as a perfect square saved us a long calculation; knowing the squares up to $30^2$ and the cubes up to $10^3$ makes questions like this much faster.

## Reading roots as exponents

Writing roots as powers lets you use one set of rules for everything:

| Root form | Exponent form |
|---|---|
| $\sqrt{a}$ | $a^{\frac{1}{2}}$ |
| $\sqrt[3]{a}$ | $a^{\frac{1}{3}}$ |
| $\sqrt[3]{a^2}$ | $a^{\frac{2}{3}}$ |
| $\frac{1}{\sqrt{a}}$ | $a^{-\frac{1}{2}}$ |

For example, $\sqrt{2} \times \sqrt[3]{2} = 2^{\frac{1}{2}} \cdot 2^{\frac{1}{3}} = 2^{\frac{5}{6}}$.

## A strategy for any exponent question

When a question mixes roots, powers and fractions, work through it in this order.

1. **Rewrite every root as a power.** A square root becomes the power $\frac{1}{2}$, a cube root the power $\frac{1}{3}$, and so on.
2. **Write each base as a power of a prime, if you can.** For instance $8 = 2^3$, $27 = 3^3$ and $625 = 5^4$. Then $27^{\frac{2}{3}} = (3^3)^{\frac{2}{3}} = 3^2 = 9$.
3. **Group powers of the same base** and add or subtract their exponents, being careful with fractions: find a common denominator first.
4. **Only at the end, turn the result back** into a number or a root, whichever the question asks for.

Why do we insist that $a > 0$? Because an even root of a negative number is not a real number: no real number squared gives $-4$, so $(-4)^{\frac{1}{2}}$ has no meaning among the real numbers. Keeping the base positive means every law in this lesson always works.

## Common mistakes

- Multiplying the base by the exponent: $8^{\frac{1}{3}}$ is $2$, not $\frac{8}{3}$.
- Making a negative exponent give a negative answer: $4^{-\frac{1}{2}} = \frac{1}{2}$, not $-2$.
- Adding exponents when the bases differ: $2^{\frac{1}{2}} \cdot 3^{\frac{1}{2}}$ is $6^{\frac{1}{2}}$ (same exponent, so multiply bases), not $5^1$ or $6^1$.
- Multiplying exponents when you should add: $a^2 \cdot a^3 = a^5$, while $(a^2)^3 = a^6$.

## Summary

For $a > 0$, the $n$th root $\sqrt[n]{a}$ is written $a^{\frac{1}{n}}$, and $a^{\frac{m}{n}} = \left(\sqrt[n]{a}\right)^m$. With these meanings, the familiar laws — add exponents when multiplying powers of the same base, subtract when dividing, multiply for a power of a power, and $a^m b^m = (ab)^m$ — hold for all rational exponents. Take the root first to keep numbers small, and remember that a negative exponent means a reciprocal.`,
    check: [
      {
        question: String.raw`Find $8^{\frac{2}{3}}$.`,
        answer: String.raw`$\left(8^{\frac{1}{3}}\right)^2 = 2^2 = 4$.`,
      },
      {
        question: String.raw`Find $32^{\frac{2}{5}}$.`,
        answer: String.raw`$\left(32^{\frac{1}{5}}\right)^2 = 2^2 = 4$.`,
      },
      {
        question: String.raw`Simplify $5^{\frac{1}{2}} \cdot 5^{\frac{1}{3}}$.`,
        answer: String.raw`$5^{\frac{1}{2} + \frac{1}{3}} = 5^{\frac{5}{6}}$.`,
      },
      {
        question: String.raw`Find $27^{-\frac{1}{3}}$.`,
        answer: String.raw`$\frac{1}{27^{\frac{1}{3}}} = \frac{1}{3}$.`,
      },
    ],
  },
  {
    chapter: 2,
    lesson: 1,
    title: "Polynomials in One Variable",
    body: String.raw`In this lesson you will learn what makes an algebraic expression a polynomial, how to read its terms and coefficients, and how to name a polynomial by its degree and by its number of terms.

## Variables and constants

Think of a square plot of land whose side is $x$ metres. Its perimeter is $4x$ metres and its area is $x^2$ square metres. Here $x$ is a **variable** — it can stand for any real number, depending on which plot we mean — while $4$ is a **constant**, a fixed number. Expressions such as $4x$, $x^2$, $x + 7$ and $3y^2 - 5y + 2$ are **algebraic expressions**.

## What is a polynomial?

A **polynomial in one variable** $x$ is an algebraic expression made of terms of the form (a number) $\times\ x^n$, where each exponent $n$ is a **whole number** ($0, 1, 2, 3, \ldots$). For example,

$$
p(x) = 4x^3 - 2x + 7
$$

is a polynomial. We name polynomials $p(x)$, $q(y)$, $r(t)$ and so on, showing the variable in brackets.

- The **terms** of $4x^3 - 2x + 7$ are $4x^3$, $-2x$ and $7$.
- Each term has a **coefficient**: the coefficient of $x^3$ is $4$, of $x$ is $-2$, and the constant term $7$ is the coefficient of $x^0$. The coefficient of $x^2$ here is $0$.
- Coefficients may be any real numbers, including fractions and irrationals: $\sqrt{2}\,x^2 + \frac{1}{3}x$ is a polynomial.

Expressions that are **not** polynomials have a variable with an exponent that is not a whole number:

- $x + \frac{1}{x}$ contains $x^{-1}$ (negative exponent);
- $\sqrt{x} + 3$ contains $x^{\frac{1}{2}}$ (fractional exponent);
- $\frac{5}{y^2}$ contains $y^{-2}$.

The question to ask is always: "Is every power of the *variable* a whole number?" The coefficients do not matter.

## Degree of a polynomial

The **degree** of a polynomial in one variable is the highest power of the variable that appears with a non-zero coefficient.

- $4x^3 - 2x + 7$ has degree 3.
- $5y^6 - 4y^2 - 6$ has degree 6.
- $3 - x$ has degree 1.

A non-zero constant such as $5$ can be written $5x^0$, so it is a polynomial of degree **0**, called a **constant polynomial**. The constant polynomial $0$ is called the **zero polynomial**; its degree is **not defined**, since $0 = 0x = 0x^2 = \ldots$ and no power stands out.

Polynomials get special names by degree:

| Degree | Name | General form | Example |
|---|---|---|---|
| 1 | linear | $ax + b$, $a \neq 0$ | $2x - 3$ |
| 2 | quadratic | $ax^2 + bx + c$, $a \neq 0$ | $x^2 + 5x + 6$ |
| 3 | cubic | $ax^3 + bx^2 + cx + d$, $a \neq 0$ | $x^3 - 1$ |

In general a polynomial of degree $n$ looks like $a_n x^n + a_{n-1}x^{n-1} + \ldots + a_1 x + a_0$ with $a_n \neq 0$.

## Naming by number of terms

- A **monomial** has one term: $7x$, $-3y^4$, $10$.
- A **binomial** has two terms: $x + 1$, $u^{23} - u^4$.
- A **trinomial** has three terms: $x^2 + x + 1$, $\pi t^2 + t - 1$.

Beyond three terms we simply say "a polynomial with four terms", and so on. Note that the number of terms and the degree are different ideas: $x^{100}$ is a monomial of degree 100.

### Example 1: Polynomial or not?

Decide which of these are polynomials in one variable: (a) $4x^2 - 3x + 7$, (b) $y^2 + \sqrt{2}$, (c) $3\sqrt{t} + t\sqrt{2}$, (d) $y + \frac{2}{y}$, (e) $x^{10} + y^3 + t^{50}$.

1. (a) All powers of $x$ are whole numbers (2, 1, 0): a polynomial.
2. (b) $\sqrt{2}$ is only a constant term; the power of $y$ is 2: a polynomial.
3. (c) $3\sqrt{t} = 3t^{\frac{1}{2}}$, and $\frac{1}{2}$ is not a whole number: **not** a polynomial.
4. (d) $\frac{2}{y} = 2y^{-1}$: **not** a polynomial.
5. (e) This has three variables, $x$, $y$ and $t$, so it is a polynomial but **not** in one variable.

### Example 2: Degree and type

Find the degree and name each: (a) $5 - y^2$, (b) $4x^3$, (c) $3t + 2$, (d) $9$.

1. (a) The highest power is 2: degree 2, a quadratic binomial.
2. (b) One term of power 3: degree 3, a cubic monomial.
3. (c) Highest power 1: degree 1, a linear binomial.
4. (d) A non-zero constant: degree 0, a constant monomial.

### Example 3: From a real situation

A rectangular garden is 3 m longer than it is wide. If its width is $x$ m, its length is $(x + 3)$ m and its area is $x(x + 3) = x^2 + 3x$ square metres — a quadratic polynomial in $x$. If a path costs ₹50 per metre of perimeter, the cost is $50 \times 2(x + x + 3) = 200x + 300$ rupees, a linear polynomial.

## Common mistakes

- Reading the degree from the first term. In $5x^3 - 2x^7 + 1$ the degree is 7, not 3; always look for the highest power.
- Rejecting a polynomial because a coefficient is irrational. $\sqrt{3}\,x + 1$ is fine.
- Saying the zero polynomial has degree 0. Its degree is not defined; a non-zero constant has degree 0.

## Summary

A polynomial in one variable is a sum of terms (coefficient) $\times\ x^n$ with whole-number exponents $n$. Its degree is the highest exponent with a non-zero coefficient: degree 1 is linear, 2 quadratic, 3 cubic, and a non-zero constant has degree 0, while the zero polynomial has no degree. By number of terms, polynomials are monomials, binomials and trinomials. Fractional or negative powers of the variable mean the expression is not a polynomial.`,
    check: [
      {
        question: String.raw`What is the degree of $5x^3 - 2x^7 + 4x + 1$?`,
        answer: "7, the highest power of x.",
      },
      {
        question: String.raw`Is $x^2 + \sqrt{x}$ a polynomial? Why?`,
        answer: String.raw`No: $\sqrt{x} = x^{\frac{1}{2}}$, and $\frac{1}{2}$ is not a whole number.`,
      },
      {
        question: String.raw`Write the coefficient of $x^2$ in $2 - x^2 + x^3$.`,
        answer: "−1.",
      },
      {
        question: String.raw`Classify $3x^2 - 1$ by degree and by number of terms.`,
        answer: "Quadratic (degree 2) and a binomial (two terms).",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 2,
    title: "Zeroes of a Polynomial",
    body: String.raw`By the end of this lesson you will be able to find the value of a polynomial at a given number, check whether a number is a zero of a polynomial, and find the zero of any linear polynomial.

## The value of a polynomial

A polynomial $p(x)$ gives a number for every value we put in for $x$. Replacing $x$ by a number $a$ everywhere gives the **value of $p(x)$ at $x = a$**, written $p(a)$.

Take $p(x) = 5x^2 - 3x + 7$. At $x = 1$,
$$
p(1) = 5(1)^2 - 3(1) + 7 = 5 - 3 + 7 = 9
$$
At $x = 0$, every term with $x$ vanishes and $p(0) = 7$, the constant term. This is always true: $p(0)$ equals the constant term.

## What is a zero?

Now look at $p(x) = x - 1$. Then $p(1) = 1 - 1 = 0$. Because $p(1) = 0$, we say that $1$ is a **zero of the polynomial** $x - 1$.

In general, a real number $c$ is a **zero** of $p(x)$ if $p(c) = 0$.

Finding a zero of $p(x)$ is the same as solving the equation $p(x) = 0$, so we sometimes call $c$ a **root** of that equation.

A polynomial can have more than one zero. For $p(x) = x^2 - 4$:
$$
p(2) = 4 - 4 = 0, \qquad p(-2) = 4 - 4 = 0
$$
so both $2$ and $-2$ are zeroes. On a graph, the zeroes are the places where the curve $y = p(x)$ crosses the $x$-axis.

![Graph of y = x squared minus 4 crossing the x-axis at −2 and 2](figure:parabola)

## Zeroes of a linear polynomial

Let $p(x) = ax + b$ with $a \neq 0$. To find its zero, solve $ax + b = 0$:
$$
ax = -b \quad \Rightarrow \quad x = -\frac{b}{a}
$$
So a linear polynomial has **exactly one** zero, namely $-\frac{b}{a}$. For $2x + 1$ the zero is $-\frac{1}{2}$; for $3x - 2$ it is $\frac{2}{3}$.

Some special cases are worth remembering:

- A **non-zero constant** polynomial, such as $p(x) = 5$, has **no zero**: $p(c) = 5$ for every $c$, never 0.
- For the **zero polynomial**, every real number is a zero.
- A zero can be $0$ itself: the zero of $2x$ is $0$.
- A polynomial of degree $n$ has at most $n$ zeroes (you will see why in higher classes). A quadratic has at most two, a cubic at most three.

### Example 1: Finding values

Find $q(2)$ for $q(y) = 3y^3 - 4y + \sqrt{11}$.

1. Replace $y$ by 2: $q(2) = 3(2)^3 - 4(2) + \sqrt{11}$.
2. Work out each term: $3 \times 8 = 24$ and $4 \times 2 = 8$.
3. So $q(2) = 24 - 8 + \sqrt{11} = 16 + \sqrt{11}$.

### Example 2: Checking zeroes

Check whether $-1$ and $2$ are zeroes of $p(x) = x^2 - x - 2$.

1. $p(-1) = (-1)^2 - (-1) - 2 = 1 + 1 - 2 = 0$. So $-1$ is a zero.
2. $p(2) = 2^2 - 2 - 2 = 4 - 4 = 0$. So $2$ is also a zero.
3. Check $x = 1$ for comparison: $p(1) = 1 - 1 - 2 = -2 \neq 0$, so $1$ is not a zero.

### Example 3: Break-even at a tea stall

Ravi runs a tea stall at a mela. The stall costs ₹500 a day, and he makes ₹20 on each cup. His profit on a day he sells $n$ cups is $P(n) = 20n - 500$ rupees.

1. He neither gains nor loses when $P(n) = 0$, that is, at the zero of $P$.
2. Solve $20n - 500 = 0$: $20n = 500$, so $n = 25$.
3. Using the formula: $-\frac{b}{a} = -\frac{-500}{20} = 25$.
4. He must sell 25 cups to break even; each cup after that is profit.

This is why zeroes matter: they are the points where a quantity changes from negative to positive, or simply becomes nothing.

## Common mistakes

- Confusing "zero of a polynomial" with "value at zero". The zero is the $x$ that makes $p(x) = 0$; the value at zero is $p(0)$.
- Sign errors with negative inputs. Always bracket them: $(-1)^2 = 1$, while $-1^2 = -1$.
- Writing the zero of $ax + b$ as $\frac{b}{a}$. It is $-\frac{b}{a}$: the zero of $x + 3$ is $-3$.
- Thinking every polynomial has a zero. The constant polynomial 5 has none, and $x^2 + 1$ has no real zero either.

## Summary

The value of $p(x)$ at $x = a$ is $p(a)$, found by replacing $x$ with $a$. A number $c$ is a zero of $p(x)$ when $p(c) = 0$; graphically it is where $y = p(x)$ meets the $x$-axis. A linear polynomial $ax + b$ ($a \neq 0$) has exactly one zero, $-\frac{b}{a}$; a non-zero constant has none, every real number is a zero of the zero polynomial, and other polynomials may have several zeroes.`,
    figures: {
      parabola: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 270"><line x1="10" y1="170" x2="290" y2="170" stroke="currentColor"/><line x1="150" y1="265" x2="150" y2="20" stroke="currentColor"/><text x="282" y="162" font-size="13" fill="currentColor">x</text><text x="156" y="30" font-size="13" fill="currentColor">y</text><line x1="70" y1="166" x2="70" y2="174" stroke="currentColor"/><line x1="110" y1="166" x2="110" y2="174" stroke="currentColor"/><line x1="190" y1="166" x2="190" y2="174" stroke="currentColor"/><line x1="230" y1="166" x2="230" y2="174" stroke="currentColor"/><text x="46" y="188" font-size="12" fill="currentColor">−2</text><text x="238" y="188" font-size="12" fill="currentColor">2</text><path d="M 30 70 Q 150 430 270 70" stroke="currentColor" fill="none" stroke-width="2"/><circle cx="70" cy="170" r="4" fill="currentColor"/><circle cx="230" cy="170" r="4" fill="currentColor"/><line x1="146" y1="250" x2="154" y2="250" stroke="currentColor"/><text x="120" y="262" font-size="12" fill="currentColor">−4</text><text x="20" y="45" font-size="13" fill="currentColor">y = x² − 4</text></svg>`,
        alt: "A U-shaped curve, the graph of y = x squared minus 4, with its lowest point at (0, −4) on the y-axis. It crosses the x-axis at exactly two points, x = −2 and x = 2, which are marked with dots: these are the zeroes.",
      },
    },
    check: [
      {
        question: String.raw`Find $p(0)$ for $p(x) = x^3 - 6x + 11$.`,
        answer: "11, the constant term.",
      },
      {
        question: String.raw`Find the zero of $p(x) = 3x - 2$.`,
        answer: String.raw`$3x - 2 = 0$ gives $x = \frac{2}{3}$.`,
      },
      {
        question: String.raw`Is $3$ a zero of $x^2 - 9$? Is $-3$?`,
        answer: String.raw`Both: $3^2 - 9 = 0$ and $(-3)^2 - 9 = 0$.`,
      },
      {
        question: String.raw`Does the polynomial $p(x) = 7$ have a zero?`,
        answer: String.raw`No. $p(c) = 7 \neq 0$ for every real number $c$.`,
      },
    ],
  },
  {
    chapter: 2,
    lesson: 3,
    title: "The Factor Theorem and Factorisation",
    body: String.raw`In this lesson you will use the Factor Theorem to test whether $x - a$ is a factor of a polynomial, factorise quadratics by splitting the middle term, and factorise cubic polynomials by first finding one zero.

## What is a factor?

When we write $12 = 3 \times 4$, we say 3 and 4 are factors of 12: they divide it exactly, leaving no remainder. Polynomials work the same way. Since
$$
x^2 + 5x + 6 = (x + 2)(x + 3)
$$
the polynomials $x + 2$ and $x + 3$ are factors of $x^2 + 5x + 6$. **Factorising** means writing a polynomial as a product of simpler polynomials, just as we write a number as a product of primes. Factorised forms make it easy to find zeroes and to simplify expressions.

## The Factor Theorem

Look again at $x^2 + 5x + 6 = (x + 2)(x + 3)$. Put $x = -2$: the first bracket becomes $0$, so the whole product is $0$. In other words, $x + 2 = x - (-2)$ is a factor, and $-2$ is a zero. This link always holds.

**Factor Theorem.** If $p(x)$ is a polynomial of degree $n \geq 1$ and $a$ is any real number, then

1. $x - a$ is a factor of $p(x)$ if $p(a) = 0$, and
2. $p(a) = 0$ if $x - a$ is a factor of $p(x)$.

The second part is easy to see: if $p(x) = (x - a)\,q(x)$, then $p(a) = (a - a)\,q(a) = 0 \times q(a) = 0$. The first part is the useful one: to test whether $x - a$ is a factor, you do not need to divide — just work out $p(a)$.

Watch the sign: to test $x + 2$, write it as $x - (-2)$ and find $p(-2)$. To test $2x - 1$, note it is $2\left(x - \frac{1}{2}\right)$ and find $p\left(\frac{1}{2}\right)$.

### Example 1: Testing a factor

Is $x + 2$ a factor of $p(x) = x^3 + 3x^2 + 5x + 6$?

1. $x + 2 = x - (-2)$, so find $p(-2)$.
2. $p(-2) = (-8) + 3(4) + 5(-2) + 6 = -8 + 12 - 10 + 6 = 0$.
3. Since $p(-2) = 0$, yes, $x + 2$ is a factor.

### Example 2: Finding an unknown coefficient

Find $k$ if $x - 1$ is a factor of $p(x) = 2x^2 + kx + \sqrt{2}$.

1. By the Factor Theorem, $p(1) = 0$.
2. $p(1) = 2 + k + \sqrt{2} = 0$.
3. So $k = -(2 + \sqrt{2})$.

## Factorising a quadratic by splitting the middle term

To factorise $ax^2 + bx + c$, find two numbers $p$ and $q$ with
$$
p + q = b \qquad \text{and} \qquad pq = ac
$$
Then split $bx$ into $px + qx$ and group the terms in pairs.

### Example 3: Factorise $6x^2 + 17x + 5$

1. Here $a = 6$, $b = 17$, $c = 5$, so we need $pq = 6 \times 5 = 30$ and $p + q = 17$.
2. Factor pairs of 30 are $1 \times 30$, $2 \times 15$, $3 \times 10$, $5 \times 6$. The pair $2, 15$ adds to 17.
3. Split: $6x^2 + 15x + 2x + 5$.
4. Group: $3x(2x + 5) + 1(2x + 5)$.
5. Take out the common bracket: $(2x + 5)(3x + 1)$.
6. Check by expanding: $6x^2 + 2x + 15x + 5 = 6x^2 + 17x + 5$ ✓

## Factorising a cubic

For a cubic, first find one zero by trial. If the leading coefficient is 1, any integer zero must divide the constant term, so try the factors of the constant term: $\pm 1, \pm 2, \ldots$ Once $p(a) = 0$, take out the factor $x - a$ and factorise the quadratic that is left.

### Example 4: Factorise $x^3 - 23x^2 + 142x - 120$

1. The constant term is $-120$. Try $x = 1$: $p(1) = 1 - 23 + 142 - 120 = 0$. So $x - 1$ is a factor.
2. Rewrite each term so that $x - 1$ appears:
   $$
   x^3 - x^2 - 22x^2 + 22x + 120x - 120
   $$
   $$
   = x^2(x - 1) - 22x(x - 1) + 120(x - 1) = (x - 1)(x^2 - 22x + 120)
   $$
3. Factorise the quadratic: we need two numbers with product 120 and sum $-22$, namely $-10$ and $-12$. So $x^2 - 22x + 120 = (x - 10)(x - 12)$.
4. Answer: $x^3 - 23x^2 + 142x - 120 = (x - 1)(x - 10)(x - 12)$.
5. The zeroes are 1, 10 and 12 — check one: $p(10) = 1000 - 2300 + 1420 - 120 = 0$ ✓

You can also get the quadratic in step 2 by long division of $p(x)$ by $x - 1$; both methods give the same result.

## Common mistakes

- Testing the wrong number: for the factor $x + 3$, evaluate $p(-3)$, not $p(3)$.
- Choosing $p$ and $q$ with product $c$ instead of $ac$ when $a \neq 1$.
- Stopping too early: after taking out $x - 1$, the quadratic left over may factorise further.
- Not checking. Expanding your answer takes a minute and catches sign slips.

## Summary

The Factor Theorem says $x - a$ is a factor of $p(x)$ exactly when $p(a) = 0$, so a factor can be tested by substitution alone. A quadratic $ax^2 + bx + c$ is factorised by splitting $bx$ into two parts whose coefficients add to $b$ and multiply to $ac$, then grouping. A cubic is factorised by finding one zero $a$ (trying factors of the constant term), taking out $x - a$, and factorising the remaining quadratic.`,
    check: [
      {
        question: String.raw`Is $x - 1$ a factor of $x^3 + x^2 + x + 1$?`,
        answer: String.raw`No: $p(1) = 1 + 1 + 1 + 1 = 4 \neq 0$.`,
      },
      {
        question: String.raw`Factorise $x^2 - 7x + 12$.`,
        answer: String.raw`Numbers with product 12 and sum $-7$ are $-3$ and $-4$, so $(x - 3)(x - 4)$.`,
      },
      {
        question: String.raw`For what value of $k$ is $x - 1$ a factor of $x^2 + x + k$?`,
        answer: String.raw`$p(1) = 1 + 1 + k = 0$, so $k = -2$.`,
      },
      {
        question: String.raw`Factorise $2x^2 + 7x + 3$.`,
        answer: String.raw`$pq = 6$, $p + q = 7$: 6 and 1. $2x^2 + 6x + x + 3 = 2x(x + 3) + 1(x + 3) = (x + 3)(2x + 1)$.`,
      },
    ],
  },
  {
    chapter: 2,
    lesson: 4,
    title: "Algebraic Identities",
    body: String.raw`In this lesson you will learn the standard algebraic identities for squares and cubes, use them to expand brackets and to multiply numbers mentally, and run them backwards to factorise expressions.

## What is an identity?

An **identity** is an equality that is true for **every** value of its variables. The equation $x + 3 = 5$ is true only when $x = 2$, but $(x + 1)^2 = x^2 + 2x + 1$ is true whatever $x$ is. You can check any identity by expanding the left side, or by testing a couple of numbers — though testing alone never proves it.

## Identities for squares

You met these in Class 8:

$$
\text{I:}\quad (x + y)^2 = x^2 + 2xy + y^2
$$
$$
\text{II:}\quad (x - y)^2 = x^2 - 2xy + y^2
$$
$$
\text{III:}\quad x^2 - y^2 = (x + y)(x - y)
$$
$$
\text{IV:}\quad (x + a)(x + b) = x^2 + (a + b)x + ab
$$

Extending Identity I to three terms gives

$$
\text{V:}\quad (x + y + z)^2 = x^2 + y^2 + z^2 + 2xy + 2yz + 2zx
$$

## A picture of Identity I

Identities are not magic rules to memorise; they describe areas. Take a square of side $x + y$ and cut it, as in the figure, into a square of side $x$, a square of side $y$ and two rectangles, each $x$ long and $y$ wide. The big square's area is $(x + y)^2$. Adding the four pieces gives $x^2 + xy + xy + y^2$. The two rectangles are the reason for the middle term $2xy$ — and the reason why $(x + y)^2$ can never equal just $x^2 + y^2$ when $x$ and $y$ are positive.

![A square of side x plus y cut into four parts](figure:square)

Picture a square courtyard, 13 m on each side, paved as a 10 m square, a 3 m square and two strips of 10 m by 3 m. The areas are $100 + 9 + 30 + 30 = 169\ \text{m}^2$, which is indeed $13^2$. Whenever you forget the middle term, this picture will bring it back.

## The identity for three terms

To see why Identity V holds, treat $x + y$ as one number $t$: $(t + z)^2 = t^2 + 2tz + z^2$, then expand $t^2 = (x + y)^2$ and $2tz = 2xz + 2yz$. The square of a sum is "each term squared, plus twice every product of a pair".

### Example 1: Mental multiplication

Find $103 \times 107$ without a calculator.

1. Write it as $(100 + 3)(100 + 7)$ and use Identity IV with $x = 100$, $a = 3$, $b = 7$.
2. $100^2 + (3 + 7) \times 100 + 3 \times 7 = 10000 + 1000 + 21$.
3. So $103 \times 107 = 11021$.

### Example 2: Expand $(x + 2y + 4z)^2$

1. Use Identity V with the terms $x$, $2y$ and $4z$.
2. Squares: $x^2 + 4y^2 + 16z^2$.
3. Twice the products: $2(x)(2y) + 2(2y)(4z) + 2(4z)(x) = 4xy + 16yz + 8xz$.
4. So $(x + 2y + 4z)^2 = x^2 + 4y^2 + 16z^2 + 4xy + 16yz + 8xz$.

### Example 3: Factorise $4x^2 + y^2 + z^2 - 4xy - 2yz + 4xz$

1. The square terms suggest $2x$, $y$ and $z$, with signs to be found.
2. The products $-4xy$ and $-2yz$ are negative, while $4xz$ is positive. This fits $2x$ and $z$ having the same sign and $y$ the opposite one: the terms $2x$, $-y$, $z$.
3. Check: $2(2x)(-y) = -4xy$, $2(-y)(z) = -2yz$, $2(z)(2x) = 4xz$ ✓
4. So the expression is $(2x - y + z)^2$.

## Identities for cubes

Multiplying $(x + y)^2$ by $(x + y)$ once more gives

$$
\text{VI:}\quad (x + y)^3 = x^3 + y^3 + 3xy(x + y)
$$
$$
\text{VII:}\quad (x - y)^3 = x^3 - y^3 - 3xy(x - y)
$$

and one more, which is especially handy:

$$
\text{VIII:}\quad x^3 + y^3 + z^3 - 3xyz = (x + y + z)(x^2 + y^2 + z^2 - xy - yz - zx)
$$

A striking consequence of VIII: if $x + y + z = 0$, the right side is 0, so
$$
x^3 + y^3 + z^3 = 3xyz
$$

### Example 4: Cubes

1. Expand $(3a + 4b)^3$ with Identity VI, $x = 3a$ and $y = 4b$:
   $$
   27a^3 + 64b^3 + 3(3a)(4b)(3a + 4b) = 27a^3 + 64b^3 + 108a^2 b + 144ab^2
   $$
2. Find $104^3$: $(100 + 4)^3 = 100^3 + 4^3 + 3 \times 100 \times 4 \times 104 = 1000000 + 64 + 124800 = 1124864$.
3. Find $(-12)^3 + 7^3 + 5^3$ without cubing: since $-12 + 7 + 5 = 0$, the sum is $3 \times (-12) \times 7 \times 5 = -1260$. (Check: $-1728 + 343 + 125 = -1260$ ✓)

## Using identities to factorise

Every identity can be read from right to left. Reading Identity III backwards, $49a^2 - 25b^2 = (7a)^2 - (5b)^2 = (7a + 5b)(7a - 5b)$. Reading Identity VIII backwards,
$$
8x^3 + 27y^3 + z^3 - 18xyz = (2x + 3y + z)(4x^2 + 9y^2 + z^2 - 6xy - 3yz - 2zx)
$$
because $8x^3 = (2x)^3$, $27y^3 = (3y)^3$ and $18xyz = 3(2x)(3y)(z)$. The skill is spotting which squares and cubes are hiding in the expression. Before you start, list the perfect squares and cubes of small numbers you can see, such as $4 = 2^2$, $9 = 3^2$, $8 = 2^3$ and $27 = 3^3$; then decide which identity has the same shape as the question.

## Common mistakes

- Writing $(x + y)^2 = x^2 + y^2$. The middle term $2xy$ is essential: $(3 + 4)^2 = 49$, not $25$.
- Forgetting to square or cube the coefficient: $(2y)^2 = 4y^2$ and $(4b)^3 = 64b^3$.
- Sign slips in Identity VII: both the $-y^3$ and the $-3xy(x - y)$ carry minus signs.
- Using $x^3 + y^3 + z^3 = 3xyz$ when $x + y + z \neq 0$. Check the sum first.

## Summary

Identities are equalities that hold for all values. The square identities expand $(x \pm y)^2$, $(x + a)(x + b)$ and $(x + y + z)^2$, and $x^2 - y^2 = (x + y)(x - y)$. The cube identities give $(x \pm y)^3 = x^3 \pm y^3 \pm 3xy(x \pm y)$, and $x^3 + y^3 + z^3 - 3xyz$ factorises, so that $x^3 + y^3 + z^3 = 3xyz$ when $x + y + z = 0$. Use them forwards to expand and to calculate quickly, and backwards to factorise.`,
    figures: {
      square: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 250"><rect x="40" y="20" width="200" height="200" stroke="currentColor" fill="none"/><line x1="160" y1="20" x2="160" y2="220" stroke="currentColor"/><line x1="40" y1="140" x2="240" y2="140" stroke="currentColor"/><text x="100" y="14" text-anchor="middle" font-size="14" fill="currentColor">x</text><text x="200" y="14" text-anchor="middle" font-size="14" fill="currentColor">y</text><text x="28" y="84" text-anchor="middle" font-size="14" fill="currentColor">x</text><text x="28" y="184" text-anchor="middle" font-size="14" fill="currentColor">y</text><text x="100" y="85" text-anchor="middle" font-size="16" fill="currentColor">x²</text><text x="200" y="85" text-anchor="middle" font-size="16" fill="currentColor">xy</text><text x="100" y="185" text-anchor="middle" font-size="16" fill="currentColor">xy</text><text x="200" y="185" text-anchor="middle" font-size="16" fill="currentColor">y²</text><text x="140" y="244" text-anchor="middle" font-size="13" fill="currentColor">side x + y</text></svg>`,
        alt: "A large square with side x + y, divided by one vertical and one horizontal line into four parts: a square of area x squared at the top left, a square of area y squared at the bottom right, and two rectangles of area xy at the top right and bottom left.",
      },
    },
    check: [
      {
        question: String.raw`Expand $(2x - 3)^2$.`,
        answer: String.raw`$4x^2 - 12x + 9$.`,
      },
      {
        question: String.raw`Evaluate $99^2$ using an identity.`,
        answer: String.raw`$(100 - 1)^2 = 10000 - 200 + 1 = 9801$.`,
      },
      {
        question: String.raw`Factorise $9x^2 - 16$.`,
        answer: String.raw`$(3x)^2 - 4^2 = (3x + 4)(3x - 4)$.`,
      },
      {
        question: String.raw`If $a + b + c = 0$ and $abc = 5$, find $a^3 + b^3 + c^3$.`,
        answer: String.raw`$3abc = 15$.`,
      },
    ],
  },
  {
    chapter: 3,
    lesson: 1,
    title: "Why We Need Coordinates",
    body: String.raw`By the end of this lesson you will be able to explain why a single number is enough to fix a point on a line but two numbers are needed to fix a point on a flat surface, and why the order of those two numbers matters.

## One number on a line

On a number line, one number tells you exactly where a point is. If a friend says "the bus stop is 3 km east of the school" along a straight road, you know precisely where to go. A single reference — the school — and a single distance are enough, because along a line there is only one direction to move in (and its opposite).

## One number is not enough on a page

Now suppose you draw a dot on a sheet of paper and ask a classmate to mark the same spot on her sheet from a description alone. If you say "the dot is 5 cm from the left edge", she still cannot be sure: every point on a vertical line 5 cm from the left edge fits that description. There is a whole line of possible positions.

Add a second piece of information: "and 9 cm from the bottom edge". Now only one point fits both statements — where the vertical line 5 cm from the left edge meets the horizontal line 9 cm from the bottom edge. A flat surface, or **plane**, has two independent directions, so we need **two** measurements to fix a point on it, each taken from a fixed reference line.

![A dot fixed by its distances from two edges of a sheet](figure:sheet)

## Everyday examples

You already use pairs of numbers all the time.

- **A cinema ticket** says "Row F, Seat 12". The row alone leaves you searching along a whole row; the seat number alone could be in any row. Together they fix one seat.
- **Your classroom**: "third row, fifth desk from the window" tells a new teacher exactly where you sit.
- **A map** of India uses latitude and longitude. New Delhi is at roughly $28.6^\circ$ N and $77.2^\circ$ E; both numbers are needed.
- **A chessboard** names squares like e4: a column letter and a row number.

## The idea of René Descartes

The French philosopher and mathematician René Descartes (1596–1650) developed the idea of describing the position of any point in a plane by two numbers, measured from two fixed perpendicular lines. This joined geometry (shapes) with algebra (numbers and equations) and changed mathematics for ever. In his honour, the system is called the **Cartesian system**, and the study of geometry through such number pairs is called **coordinate geometry**. You will meet the details in the next lesson.

### Example 1: Is one clue enough?

Meera's teacher hides a star sticker on a chart 60 cm wide and 40 cm tall, and says it is 25 cm from the left edge. How many places could it be?

1. Every point 25 cm from the left edge lies on one vertical line across the chart.
2. That line contains infinitely many points, from the bottom edge to the top.
3. So the sticker could be anywhere on that line. A second clue, such as "15 cm from the bottom edge", is needed to fix it.

### Example 2: A town plan

A town has two main roads crossing at the centre: one running north–south and one running east–west. Parallel streets, 200 m apart, run in both directions, and we name a crossing by two numbers: first the street number counted east from the north–south road, then the street number counted north from the east–west road.

1. The crossing (2, 5) is where the 2nd street east meets the 5th street north.
2. The crossing (5, 2) is where the 5th street east meets the 2nd street north.
3. These are different places. For (2, 5), you walk $2 \times 200 = 400$ m east and $5 \times 200 = 1000$ m north of the centre; for (5, 2), it is 1000 m east and 400 m north.
4. So the **order** of the two numbers matters, and we must agree which comes first.

### Example 3: Describing a position

Describe the position of the dot in the figure.

1. Measure from the left edge along the bottom: 5 cm.
2. Measure from the bottom edge up the side: 9 cm.
3. With the convention "left-edge distance first", the dot is described by the pair (5, 9). Anyone with the same convention can mark it exactly.

## Common mistakes

- Giving only one distance for a point on a page. In a plane you always need two.
- Swapping the order of the two numbers. (2, 5) and (5, 2) are different positions unless the two numbers are equal.
- Measuring from different reference lines than the other person. Everyone must use the same two fixed lines.

## Summary

A point on a line is fixed by one number, but a point on a plane needs two, each measured from a fixed reference line — just like a row and a seat number in a cinema hall. The order of the two numbers matters. René Descartes turned this idea into a system for describing every point in a plane by an ordered pair of numbers; it is called the Cartesian system, and it is the foundation of coordinate geometry.`,
    figures: {
      sheet: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 240"><rect x="20" y="10" width="260" height="210" stroke="currentColor" fill="none"/><circle cx="120" cy="40" r="5" fill="currentColor"/><line x1="20" y1="40" x2="115" y2="40" stroke="currentColor" stroke-dasharray="5 4"/><line x1="120" y1="45" x2="120" y2="220" stroke="currentColor" stroke-dasharray="5 4"/><text x="55" y="32" font-size="13" fill="currentColor">5 cm</text><text x="126" y="140" font-size="13" fill="currentColor">9 cm</text><text x="130" y="36" font-size="13" fill="currentColor">dot</text><text x="24" y="234" font-size="12" fill="currentColor">left edge</text><text x="200" y="234" font-size="12" fill="currentColor">bottom edge</text></svg>`,
        alt: "A rectangular sheet with a dot near the top. A dashed horizontal line from the left edge to the dot is labelled 5 cm, and a dashed vertical line from the dot down to the bottom edge is labelled 9 cm.",
      },
    },
    check: [
      {
        question:
          "Why is 'the dot is 4 cm from the bottom edge' not enough to find a dot on a page?",
        answer:
          "Every point on a horizontal line 4 cm above the bottom edge fits it; a second distance, from the left edge, is needed.",
      },
      {
        question:
          "Are the crossings (3, 7) and (7, 3) in the town plan the same place?",
        answer:
          "No. The order matters: 3rd street east and 7th north is different from 7th street east and 3rd north.",
      },
      {
        question: "After whom is the Cartesian system named?",
        answer: "René Descartes, the French mathematician and philosopher.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 2,
    title: "The Cartesian System",
    body: String.raw`In this lesson you will learn how two perpendicular number lines turn a flat page into a coordinate plane, what the origin and the axes are, and how the axes split the plane into four quadrants with their own sign patterns.

## Two number lines at right angles

On a single number line, we choose a point O for zero, mark equal units, and put positive numbers to the right and negative numbers to the left. The Cartesian system uses **two** such lines:

- a **horizontal** number line, written $X'X$, called the **$x$-axis**;
- a **vertical** number line, written $Y'Y$, called the **$y$-axis**.

They are drawn perpendicular to each other and cross at their zero points. This meeting point is called the **origin** and is labelled O.

The directions follow the usual conventions:

- On the $x$-axis, $OX$ (to the right) is the positive direction and $OX'$ (to the left) is negative.
- On the $y$-axis, $OY$ (upwards) is positive and $OY'$ (downwards) is negative.

The same unit length is normally used on both axes, though for some graphs a different scale on each axis is convenient. The plane containing the axes is called the **Cartesian plane**, the **coordinate plane**, or the **$xy$-plane**.

## The four quadrants

The two axes divide the plane into four parts called **quadrants** (from the Latin *quadrans*, "a quarter"). They are numbered I, II, III and IV, going **anticlockwise** starting from the top right, which is the region between $OX$ and $OY$.

![The x-axis and y-axis dividing the plane into four quadrants](figure:quadrants)

Every point in a quadrant has coordinates with a fixed pair of signs:

| Quadrant | Region | Sign of $x$ | Sign of $y$ |
|---|---|---|---|
| I | right and up | $+$ | $+$ |
| II | left and up | $-$ | $+$ |
| III | left and down | $-$ | $-$ |
| IV | right and down | $+$ | $-$ |

A point that lies **on an axis** is not in any quadrant. The axes are the boundaries between quadrants.

A quick way to remember the order: start at the top right and move anticlockwise, the way the hands of a clock do *not* move. The signs of $x$ go $+, -, -, +$ and the signs of $y$ go $+, +, -, -$.

### Example 1: Locating points by their signs

Without plotting, say where each point lies: $(-5, 2)$, $(3, -4)$, $(-2, -7)$, $(4, 9)$, $(0, 6)$, $(-3, 0)$.

1. $(-5, 2)$: $x$ negative, $y$ positive, so the sign pattern is $(-, +)$: Quadrant II.
2. $(3, -4)$: $(+, -)$: Quadrant IV.
3. $(-2, -7)$: $(-, -)$: Quadrant III.
4. $(4, 9)$: $(+, +)$: Quadrant I.
5. $(0, 6)$: $x = 0$, so it is on the $y$-axis, 6 units above O — in no quadrant.
6. $(-3, 0)$: $y = 0$, so it is on the $x$-axis, 3 units left of O — in no quadrant.

### Example 2: Reasoning about an unknown point

A point P has a negative $y$-coordinate, and its $x$-coordinate is greater than its $y$-coordinate. Can P be in Quadrant III? Must it be in Quadrant IV?

1. $y \lt 0$, so P is below the $x$-axis: in Quadrant III, Quadrant IV, or on the negative $y$-axis.
2. In Quadrant III both coordinates are negative, and $x$ can still be greater than $y$: for $(-1, -5)$, $-1 \gt -5$. So yes, P can be in Quadrant III.
3. It can also be in Quadrant IV, e.g. $(2, -3)$, or on the $y$-axis, e.g. $(0, -4)$, since $0 \gt -4$.
4. So the information is not enough to fix the quadrant. Check each case with an actual number rather than guessing.

### Example 3: A school ground as a plane

The PT teacher marks the centre of the school ground as the origin, with the $x$-axis running east and the $y$-axis running north, 1 unit = 1 m. The flag post is 20 m west and 15 m north of the centre.

1. West is the negative $x$-direction, so $x = -20$.
2. North is the positive $y$-direction, so $y = 15$.
3. The flag post is at $(-20, 15)$, in Quadrant II.

## Common mistakes

- Numbering the quadrants clockwise. They go anticlockwise: I top right, II top left, III bottom left, IV bottom right.
- Saying a point on an axis, such as $(0, -2)$, is in a quadrant. Points on the axes belong to no quadrant.
- Mixing up the axes: the $x$-axis is horizontal and the $y$-axis vertical.
- Forgetting that "left" and "down" mean negative values.

## Summary

The Cartesian system uses a horizontal $x$-axis and a vertical $y$-axis, perpendicular to each other and meeting at the origin O. Right and up are positive; left and down are negative. The axes divide the plane into four quadrants, numbered anticlockwise from the top right, with sign patterns I $(+, +)$, II $(-, +)$, III $(-, -)$ and IV $(+, -)$. Points on the axes lie in no quadrant.`,
    figures: {
      quadrants: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><line x1="20" y1="150" x2="280" y2="150" stroke="currentColor"/><line x1="150" y1="20" x2="150" y2="280" stroke="currentColor"/><polyline points="272,145 280,150 272,155" stroke="currentColor" fill="none"/><polyline points="28,145 20,150 28,155" stroke="currentColor" fill="none"/><polyline points="145,28 150,20 155,28" stroke="currentColor" fill="none"/><polyline points="145,272 150,280 155,272" stroke="currentColor" fill="none"/><text x="284" y="146" font-size="13" fill="currentColor">X</text><text x="2" y="146" font-size="13" fill="currentColor">X′</text><text x="156" y="18" font-size="13" fill="currentColor">Y</text><text x="156" y="292" font-size="13" fill="currentColor">Y′</text><text x="136" y="166" font-size="13" fill="currentColor">O</text><text x="215" y="85" text-anchor="middle" font-size="15" fill="currentColor">I</text><text x="215" y="105" text-anchor="middle" font-size="13" fill="currentColor">(+, +)</text><text x="85" y="85" text-anchor="middle" font-size="15" fill="currentColor">II</text><text x="85" y="105" text-anchor="middle" font-size="13" fill="currentColor">(−, +)</text><text x="85" y="215" text-anchor="middle" font-size="15" fill="currentColor">III</text><text x="85" y="235" text-anchor="middle" font-size="13" fill="currentColor">(−, −)</text><text x="215" y="215" text-anchor="middle" font-size="15" fill="currentColor">IV</text><text x="215" y="235" text-anchor="middle" font-size="13" fill="currentColor">(+, −)</text></svg>`,
        alt: "A horizontal x-axis X′X and a vertical y-axis Y′Y crossing at the origin O. The four regions are labelled: Quadrant I at the top right with signs (+, +), Quadrant II at the top left (−, +), Quadrant III at the bottom left (−, −) and Quadrant IV at the bottom right (+, −).",
      },
    },
    check: [
      {
        question: "In which quadrant does (−3, 5) lie?",
        answer: "Quadrant II: the sign pattern is (−, +).",
      },
      {
        question: "What are the coordinates of the origin?",
        answer: "(0, 0).",
      },
      {
        question:
          "In which quadrant is a point whose coordinates are both negative?",
        answer: "Quadrant III.",
      },
      {
        question: "In which quadrant does (0, −4) lie?",
        answer:
          "In none: its x-coordinate is 0, so it lies on the y-axis, below the origin.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 3,
    title: "Coordinates of a Point",
    body: String.raw`After this lesson you will be able to read the coordinates of any point in the Cartesian plane, plot a point from its coordinates, and use the abscissa and ordinate to find a point's distance from each axis.

## Reading a point's coordinates

Take a point P in the Cartesian plane. From P, draw a perpendicular PM to the $x$-axis and a perpendicular PN to the $y$-axis.

- The perpendicular distance of P from the **$y$-axis**, measured along the $x$-axis (with a sign), is the **$x$-coordinate** or **abscissa** of P. It equals OM, taken as positive if M is to the right of O and negative if to the left.
- The perpendicular distance of P from the **$x$-axis**, measured along the $y$-axis (with a sign), is the **$y$-coordinate** or **ordinate** of P. It equals ON, positive if N is above O and negative if below.

We write the coordinates of P as $(x, y)$, always with the abscissa **first**. In the figure, P is 4 units right of the $y$-axis and 3 units above the $x$-axis, so P is $(4, 3)$. The point Q is 3 units left and 2 units down, so Q is $(-3, -2)$.

![Points P(4, 3) and Q(−3, −2) with their distances to the axes](figure:points)

Because the abscissa always comes first, $(x, y)$ is called an **ordered pair**. The points $(3, 5)$ and $(5, 3)$ are different: one is 3 units right and 5 up, the other 5 right and 3 up. The pairs $(x, y)$ and $(y, x)$ name the same point only when $x = y$.

## Points on the axes

- A point **on the $x$-axis** is at zero distance from the $x$-axis, so its ordinate is 0. It has the form $(x, 0)$, e.g. $(5, 0)$ or $(-7, 0)$.
- A point **on the $y$-axis** is at zero distance from the $y$-axis, so its abscissa is 0. It has the form $(0, y)$, e.g. $(0, 4)$ or $(0, -4)$.
- The **origin** is on both axes: $(0, 0)$.

## Plotting a point

To plot $(a, b)$, start at O, move $a$ units along the $x$-axis (right if $a$ is positive, left if negative), then $b$ units parallel to the $y$-axis (up if $b$ is positive, down if negative). Mark the point. Graph paper with 1 cm squares makes this quick and accurate.

### Example 1: Plot and name the quadrant

Plot $A(2, -3)$ and $B(-4, 1)$.

1. For A: from O move 2 units right, then 3 units down. A is in Quadrant IV, since its signs are $(+, -)$.
2. For B: from O move 4 units left, then 1 unit up. B is in Quadrant II, $(-, +)$.
3. Check: the abscissa tells you left or right, the ordinate tells you up or down.

### Example 2: Distances from the axes

Find the distance of $R(-5, 3)$ from each axis.

1. The distance from the $x$-axis is the size of the ordinate: $|3| = 3$ units.
2. The distance from the $y$-axis is the size of the abscissa: $|-5| = 5$ units.
3. Distances are never negative; the sign only tells you which side of the axis the point is on.

### Example 3: A rectangle on graph paper

A garden plan uses 1 unit = 1 m. Its corners are $A(1, 1)$, $B(5, 1)$, $C(5, 4)$ and $D(1, 4)$. Find its length, breadth and area.

1. A and B have the same ordinate 1, so AB is horizontal. Its length is the difference of abscissas: $5 - 1 = 4$ m.
2. B and C have the same abscissa 5, so BC is vertical. Its length is $4 - 1 = 3$ m.
3. The garden is a rectangle 4 m by 3 m, with area $4 \times 3 = 12\ \text{m}^2$.
4. If turf costs ₹150 per square metre, covering it costs $12 \times 150 =$ ₹1,800.

### Example 4: Completing a square

Three corners of a square are $(0, 0)$, $(3, 0)$ and $(3, 3)$. Find the fourth.

1. The side from $(0, 0)$ to $(3, 0)$ runs along the $x$-axis with length 3.
2. The side from $(3, 0)$ to $(3, 3)$ goes straight up with length 3.
3. The fourth corner must be 3 units straight above $(0, 0)$: it is $(0, 3)$, on the $y$-axis.

## Common mistakes

- Writing the ordinate first. The abscissa ($x$) always comes first.
- Mixing up which distance is which: the abscissa is the distance from the $y$-axis, and the ordinate is the distance from the $x$-axis. It feels backwards at first, so picture the perpendiculars.
- Giving a negative distance. The distance of $(-5, 3)$ from the $y$-axis is 5, not $-5$.
- Thinking $(0, 5)$ is on the $x$-axis. Its abscissa is 0, so it is on the $y$-axis.

## Summary

Every point in the plane is named by an ordered pair $(x, y)$. The abscissa $x$ is its signed perpendicular distance from the $y$-axis and the ordinate $y$ its signed distance from the $x$-axis. Points on the $x$-axis look like $(x, 0)$, points on the $y$-axis like $(0, y)$, and the origin is $(0, 0)$. To plot $(a, b)$, move $a$ units along the $x$-axis, then $b$ units parallel to the $y$-axis. Order matters: $(3, 5)$ and $(5, 3)$ are different points.`,
    figures: {
      points: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><line x1="20" y1="150" x2="280" y2="150" stroke="currentColor"/><line x1="150" y1="20" x2="150" y2="280" stroke="currentColor"/><text x="284" y="154" font-size="13" fill="currentColor">x</text><text x="155" y="18" font-size="13" fill="currentColor">y</text><text x="136" y="166" font-size="12" fill="currentColor">O</text><line x1="175" y1="146" x2="175" y2="154" stroke="currentColor"/><line x1="200" y1="146" x2="200" y2="154" stroke="currentColor"/><line x1="225" y1="146" x2="225" y2="154" stroke="currentColor"/><line x1="250" y1="146" x2="250" y2="154" stroke="currentColor"/><line x1="125" y1="146" x2="125" y2="154" stroke="currentColor"/><line x1="100" y1="146" x2="100" y2="154" stroke="currentColor"/><line x1="75" y1="146" x2="75" y2="154" stroke="currentColor"/><line x1="146" y1="125" x2="154" y2="125" stroke="currentColor"/><line x1="146" y1="100" x2="154" y2="100" stroke="currentColor"/><line x1="146" y1="75" x2="154" y2="75" stroke="currentColor"/><line x1="146" y1="175" x2="154" y2="175" stroke="currentColor"/><line x1="146" y1="200" x2="154" y2="200" stroke="currentColor"/><circle cx="250" cy="75" r="4" fill="currentColor"/><line x1="250" y1="75" x2="250" y2="150" stroke="currentColor" stroke-dasharray="4 3"/><line x1="250" y1="75" x2="150" y2="75" stroke="currentColor" stroke-dasharray="4 3"/><text x="256" y="70" font-size="13" fill="currentColor">P(4, 3)</text><text x="246" y="166" font-size="12" fill="currentColor">M</text><text x="134" y="72" font-size="12" fill="currentColor">N</text><circle cx="75" cy="200" r="4" fill="currentColor"/><line x1="75" y1="200" x2="75" y2="150" stroke="currentColor" stroke-dasharray="4 3"/><line x1="75" y1="200" x2="150" y2="200" stroke="currentColor" stroke-dasharray="4 3"/><text x="30" y="220" font-size="13" fill="currentColor">Q(−3, −2)</text><text x="68" y="142" font-size="12" fill="currentColor">−3</text><text x="156" y="205" font-size="12" fill="currentColor">−2</text></svg>`,
        alt: "Coordinate axes with unit marks. Point P at (4, 3) in the first quadrant has dashed perpendiculars PM down to the x-axis at 4 and PN across to the y-axis at 3. Point Q at (−3, −2) in the third quadrant has dashed perpendiculars to the x-axis at −3 and to the y-axis at −2.",
      },
    },
    check: [
      {
        question: "What is the abscissa of the point (−6, 2)?",
        answer: "−6.",
      },
      {
        question:
          "A point lies on the y-axis, 4 units below the origin. What are its coordinates?",
        answer: "(0, −4).",
      },
      {
        question: "Find the distance of (−5, 3) from the x-axis.",
        answer: "3 units, the size of its ordinate.",
      },
      {
        question: "Are (2, 7) and (7, 2) the same point?",
        answer:
          "No. Order matters: (2, 7) is 2 right and 7 up; (7, 2) is 7 right and 2 up.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 1,
    title: "What Is a Linear Equation in Two Variables?",
    body: String.raw`By the end of this lesson you will be able to recognise a linear equation in two variables, rewrite it in the standard form $ax + by + c = 0$, and read off the values of $a$, $b$ and $c$ — even for equations that seem to have only one variable.

## From one variable to two

In earlier classes you solved **linear equations in one variable**, such as
$$
2x + 5 = 0
$$
It has exactly one solution, $x = -\frac{5}{2}$. On a number line that solution is a single point.

Many real situations involve two unknown quantities at once. Suppose that in a T20 match two Indian batters together scored 150 runs. If one scored $x$ runs and the other $y$ runs, then
$$
x + y = 150
$$
This equation has two unknowns, and there is no way to find both from it alone: 80 and 70 fit, so do 100 and 50. It is an example of a **linear equation in two variables**.

## The definition

An equation that can be put in the form
$$
ax + by + c = 0
$$
where $a$, $b$ and $c$ are real numbers and $a$ and $b$ are **not both zero**, is called a **linear equation in two variables** $x$ and $y$.

- "Linear" means each variable appears only to the power 1 — there are no $x^2$, $xy$ or $\frac{1}{x}$ terms.
- $a$ is the coefficient of $x$, $b$ the coefficient of $y$, and $c$ the constant term.
- The condition "not both zero" matters: if $a = b = 0$ the equation would just say $c = 0$, with no variable left at all.

Variables other than $x$ and $y$ are fine: $2s + 3t = 5$ and $p + 4q = 7$ are also linear equations in two variables.

## Putting an equation into standard form

To read off $a$, $b$ and $c$, move every term to the left side so that the right side is 0. Remember to change the sign of anything you move across the equals sign.

### Example 1: Find a, b and c

Write each equation in the form $ax + by + c = 0$ and state $a$, $b$ and $c$.

1. $2x + 3y = 4.37$. Subtract 4.37 from both sides: $2x + 3y - 4.37 = 0$. So $a = 2$, $b = 3$, $c = -4.37$.
2. $x - 4 = \sqrt{3}\,y$. Subtract $\sqrt{3}\,y$: $x - \sqrt{3}\,y - 4 = 0$. So $a = 1$, $b = -\sqrt{3}$, $c = -4$.
3. $4 = 5x - 3y$. Subtract 4: $0 = 5x - 3y - 4$, that is $5x - 3y - 4 = 0$. So $a = 5$, $b = -3$, $c = -4$.
4. $2x = y$. Subtract $y$: $2x - y = 0$, so $a = 2$, $b = -1$, $c = 0$.

In part 3 you could equally write $-5x + 3y + 4 = 0$, with $a = -5$, $b = 3$, $c = 4$. Multiplying the whole equation by a non-zero number gives an equivalent equation, so the values of $a$, $b$, $c$ are not unique — but they must all change together.

## Equations that look like one variable

An equation such as $x = -5$ seems to involve only $x$. But we may write it as
$$
1 \cdot x + 0 \cdot y + 5 = 0
$$
so it is a linear equation in two variables with $a = 1$, $b = 0$, $c = 5$. The $y$ is there with coefficient 0: any value of $y$ works, as long as $x = -5$.

### Example 2: One-variable equations in two-variable form

1. $y = 2$: this is $0 \cdot x + 1 \cdot y - 2 = 0$, so $a = 0$, $b = 1$, $c = -2$.
2. $2x = 3$: this is $2x + 0 \cdot y - 3 = 0$, so $a = 2$, $b = 0$, $c = -3$.
3. $5 = 2x$: subtract 5 to get $2x + 0 \cdot y - 5 = 0$; $a = 2$, $b = 0$, $c = -5$.

### Example 3: Linear or not?

Which of these are linear equations in two variables? (a) $3x - 7y = 10$, (b) $x^2 + y = 4$, (c) $xy = 6$, (d) $\frac{x}{2} + \frac{y}{3} = 1$.

1. (a) Both variables have power 1: linear.
2. (b) $x^2$ has power 2: not linear.
3. (c) The term $xy$ is a product of the two variables, which makes it degree 2 overall: not linear.
4. (d) $\frac{x}{2}$ is simply $\frac{1}{2}x$, a fraction as a coefficient, which is allowed: linear, with $a = \frac{1}{2}$, $b = \frac{1}{3}$, $c = -1$.

## Common mistakes

- Forgetting to change signs when moving terms. From $4 = 5x - 3y$ you get $5x - 3y - 4 = 0$, not $5x - 3y + 4 = 0$.
- Reading $c$ from the right-hand side without moving it: in $2x + 3y = 9$, $c$ is $-9$, not 9.
- Thinking $x = 3$ cannot be an equation in two variables. It can, with $b = 0$.
- Calling $xy = 6$ linear because it has no squares. A product of the two variables is not allowed.

## Summary

A linear equation in two variables can be written as $ax + by + c = 0$, with real numbers $a$, $b$, $c$ and $a$, $b$ not both zero. Each variable appears only to the first power, and the variables are never multiplied together. To find $a$, $b$ and $c$, move every term to one side. Equations like $x = -5$ or $y = 2$ also count, with a zero coefficient for the missing variable.`,
    check: [
      {
        question:
          "Write 2x + 3y = 12 in the form ax + by + c = 0 and give a, b, c.",
        answer: "2x + 3y − 12 = 0, so a = 2, b = 3, c = −12.",
      },
      {
        question: "Express x = 5 as a linear equation in two variables.",
        answer: String.raw`$1 \cdot x + 0 \cdot y - 5 = 0$.`,
      },
      {
        question: "Is xy + 2 = 0 a linear equation in two variables?",
        answer: "No: the term xy multiplies the two variables together.",
      },
      {
        question:
          "Two batters together scored 150 runs. Write this as a linear equation.",
        answer:
          "If they scored x and y runs, x + y = 150 (that is, x + y − 150 = 0).",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 2,
    title: "Solutions of a Linear Equation",
    body: String.raw`In this lesson you will learn what a solution of a linear equation in two variables is, how to find as many solutions as you like, how to check whether a given pair is a solution, and why there are infinitely many of them.

## What counts as a solution?

A linear equation in one variable, such as $3x + 2 = 11$, has a single solution, $x = 3$. An equation in two variables needs **two** values to be tested, one for each variable. A **solution** of a linear equation in two variables is a **pair of values**, one for $x$ and one for $y$, that makes the two sides of the equation equal. We write it as an ordered pair $(x, y)$, with the value of $x$ first.

Take $2x + 3y = 12$.

- Put $x = 3$ and $y = 2$: the left side is $2(3) + 3(2) = 6 + 6 = 12$, which equals the right side. So $(3, 2)$ is a solution.
- Put $x = 1$ and $y = 4$: the left side is $2(1) + 3(4) = 2 + 12 = 14 \neq 12$. So $(1, 4)$ is **not** a solution.

## How many solutions are there?

Here is a simple method for finding solutions:

1. Choose any convenient value for one variable — say $x$.
2. Substitute it into the equation. What is left is a linear equation in **one** variable, $y$.
3. Solve it for $y$. The chosen $x$ and the $y$ you find together make a solution.

For $2x + 3y = 12$:

- $x = 0$: $3y = 12$, so $y = 4$. Solution $(0, 4)$.
- $x = 3$: $6 + 3y = 12$, so $3y = 6$ and $y = 2$. Solution $(3, 2)$.
- $x = 6$: $12 + 3y = 12$, so $y = 0$. Solution $(6, 0)$.
- $x = 1$: $2 + 3y = 12$, so $y = \frac{10}{3}$. Solution $\left(1, \frac{10}{3}\right)$ — fractions are allowed.

Since we can choose $x$ to be **any** real number and always find a matching $y$, the equation has **infinitely many solutions**. This is the key difference from a linear equation in one variable, which has a unique solution.

Choosing $x = 0$ and then $y = 0$ is a good habit: both make the arithmetic easy, and they give the two solutions $(0, 4)$ and $(6, 0)$ straight away. In later work you will see that all the solutions, plotted as points, lie on one straight line, which is why these equations are called "linear".

### Example 1: Four solutions of $2x + y = 7$

1. It is easiest to make $y$ the subject: $y = 7 - 2x$.
2. $x = 0$: $y = 7$, giving $(0, 7)$.
3. $x = 1$: $y = 7 - 2 = 5$, giving $(1, 5)$.
4. $x = 2$: $y = 7 - 4 = 3$, giving $(2, 3)$.
5. $x = 3$: $y = 7 - 6 = 1$, giving $(3, 1)$.
6. Check one: $2(2) + 3 = 7$ ✓

### Example 2: Checking given pairs

Which of these are solutions of $x - 2y = 4$: $(0, 2)$, $(2, 0)$, $(4, 0)$, $(\sqrt{2}, 4\sqrt{2})$, $(1, 1)$?

1. $(0, 2)$: $0 - 4 = -4 \neq 4$. Not a solution.
2. $(2, 0)$: $2 - 0 = 2 \neq 4$. Not a solution.
3. $(4, 0)$: $4 - 0 = 4$ ✓. A solution.
4. $(\sqrt{2}, 4\sqrt{2})$: $\sqrt{2} - 8\sqrt{2} = -7\sqrt{2} \neq 4$. Not a solution.
5. $(1, 1)$: $1 - 2 = -1 \neq 4$. Not a solution.

Notice that $(2, 0)$ fails while $(4, 0)$ works: the order inside the pair matters, and each pair must be tested honestly.

### Example 3: Finding an unknown constant

If $x = 2$, $y = 1$ is a solution of $2x + 3y = k$, find $k$.

1. Substitute: $2(2) + 3(1) = k$.
2. $4 + 3 = k$, so $k = 7$.
3. The equation is $2x + 3y = 7$.

### Example 4: Solutions that make sense

At a Diwali mela, a plate of chaat costs ₹30 and a kulfi costs ₹20. Anu spends exactly ₹120. If she buys $x$ plates and $y$ kulfis, then $30x + 20y = 120$.

1. $x = 0$: $20y = 120$, $y = 6$.
2. $x = 2$: $60 + 20y = 120$, $y = 3$.
3. $x = 4$: $120 + 20y = 120$, $y = 0$.
4. The equation itself has infinitely many solutions, such as $x = 1$, $y = 4.5$, but Anu cannot buy half a kulfi. In this situation only whole-number solutions make sense: $(0, 6)$, $(2, 3)$ and $(4, 0)$.

## Common mistakes

- Giving only one number as a solution. A solution is always a pair $(x, y)$.
- Swapping the order: for $x - 2y = 4$, the pair $(4, 0)$ is a solution but $(0, 4)$ is not.
- Saying the equation has "two solutions" because it has two variables. It has infinitely many.
- Forgetting that fractions and irrational numbers are allowed as solutions, unless the situation (like counting kulfis) rules them out.

## Summary

A solution of a linear equation in two variables is an ordered pair $(x, y)$ that makes both sides equal. To find one, choose a value for one variable and solve for the other; since the choice is free, there are infinitely many solutions. To check a pair, substitute both values and compare the two sides. In word problems, keep only the solutions that make sense in the situation.`,
    check: [
      {
        question: "Is (3, 2) a solution of 2x + 3y = 12?",
        answer: "Yes: 2(3) + 3(2) = 6 + 6 = 12.",
      },
      {
        question: "Find the solution of x + 2y = 6 that has x = 0.",
        answer: "2y = 6, so y = 3: the solution is (0, 3).",
      },
      {
        question: "How many solutions does 3x − y = 5 have?",
        answer:
          "Infinitely many: for every value of x there is a matching y = 3x − 5.",
      },
      {
        question: "If (1, −1) is a solution of 4x + ky = 10, find k.",
        answer: "4 − k = 10, so k = −6.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 3,
    title: "Writing Situations as Equations",
    body: String.raw`In this lesson you will practise turning everyday statements — about prices, tickets, fares and ages — into linear equations in two variables, writing them in standard form, and checking that a sample solution makes sense.

## A four-step method

Word problems become much easier if you follow the same steps every time.

1. **Define the variables.** Say exactly what $x$ and $y$ stand for, with units: "let the cost of one notebook be ₹$x$". Vague choices such as "let $x$ be the notebook" lead to confusion.
2. **Translate the words.** Find the sentence that states a relationship and rewrite it piece by piece in symbols. Words like "twice", "more than", "less than", "total" and "each" have clear meanings: "twice $y$" is $2y$, "5 more than $x$" is $x + 5$, "3 less than $y$" is $y - 3$.
3. **Rearrange** into the form $ax + by + c = 0$ if the question asks for it.
4. **Check** with a simple sample solution: does it fit the original sentence?

## Worked examples

### Example 1: Notebook and pen

The cost of a notebook is twice the cost of a pen. Write a linear equation in two variables.

1. Let the cost of a notebook be ₹$x$ and the cost of a pen be ₹$y$.
2. "Twice the cost of a pen" is $2y$, so the statement says $x = 2y$.
3. Standard form: $x - 2y = 0$, with $a = 1$, $b = -2$, $c = 0$.
4. Check: if a pen costs ₹15, the notebook costs ₹30. Is $(30, 15)$ a solution? $30 - 2(15) = 0$ ✓

### Example 2: Tickets for a school play

Tickets cost ₹100 for adults and ₹50 for children. The school collected ₹2,500.

1. Let $x$ be the number of adult tickets and $y$ the number of children's tickets sold.
2. Money from adults is $100x$ and from children $50y$; together they make ₹2,500: $100x + 50y = 2500$.
3. Dividing every term by 50 gives the simpler equivalent equation $2x + y = 50$, or $2x + y - 50 = 0$.
4. Check: 20 adults and 10 children give $2000 + 500 = 2500$ ✓, and $2(20) + 10 = 50$ ✓.

### Example 3: An auto-rickshaw fare

An auto charges ₹30 for the first kilometre and ₹15 for each further kilometre. Write an equation for the total fare ₹$y$ for a ride of $x$ km (take $x \geq 1$).

1. After the first kilometre, there are $(x - 1)$ further kilometres, costing $15(x - 1)$.
2. Total fare: $y = 30 + 15(x - 1) = 30 + 15x - 15 = 15x + 15$.
3. Standard form: $15x - y + 15 = 0$.
4. Check with $x = 5$: the fare should be ₹30 for the first km plus $4 \times 15 =$ ₹60 for the rest, ₹90 in all. The equation gives $15(5) + 15 = 90$ ✓

### Example 4: Ages

Riya's age is 3 years more than twice her brother's age.

1. Let Riya's age be $r$ years and her brother's age be $b$ years.
2. "Twice her brother's age" is $2b$; "3 more than" that is $2b + 3$. So $r = 2b + 3$.
3. Standard form: $r - 2b - 3 = 0$.
4. Check: if her brother is 5, Riya should be $10 + 3 = 13$; and $13 - 10 - 3 = 0$ ✓

### Example 5: Temperature

In some countries, such as the USA, temperature is measured in degrees Fahrenheit. The rule linking Fahrenheit $F$ and Celsius $C$ is
$$
F = \frac{9}{5}C + 32
$$
This is a linear equation in two variables, $C$ and $F$. Standard form: $\frac{9}{5}C - F + 32 = 0$. Check with a summer day in Delhi at $40^\circ$C: $F = \frac{9}{5} \times 40 + 32 = 72 + 32 = 104^\circ$F. Water boils at $100^\circ$C, and the formula gives $180 + 32 = 212^\circ$F, which is correct.

## Choosing sensible solutions

The equation from a situation usually has infinitely many solutions, but only some make sense in real life. In Example 2, $x$ and $y$ must be whole numbers that are 0 or more — you cannot sell $-3$ tickets or half a ticket. In Example 3, $x$ can be a fraction of a kilometre in the equation, though auto meters usually round it. Always ask: "What values can these quantities really take?"

## Common mistakes

- Reversing "twice": "a notebook costs twice a pen" is $x = 2y$, not $2x = y$. Test with real numbers to be sure.
- Forgetting units or not saying what each variable means.
- Charging the first kilometre twice in fare problems: only $(x - 1)$ kilometres are at the later rate.
- Dividing only some terms of an equation by a number. Every term on both sides must be divided.

## Summary

To write a situation as a linear equation in two variables, first define each variable clearly, with units; then translate the key sentence into symbols; then rearrange to $ax + by + c = 0$ if needed; and finally check with a simple solution that fits the story. Such equations have infinitely many solutions, but in real problems only some of them — often whole numbers that are not negative — make sense.`,
    check: [
      {
        question:
          "The sum of two numbers is 25. Write this as a linear equation.",
        answer: "If the numbers are x and y: x + y = 25, or x + y − 25 = 0.",
      },
      {
        question:
          "A pen costs ₹5 more than a pencil. Write an equation using ₹x for a pen and ₹y for a pencil.",
        answer: "x = y + 5, or x − y − 5 = 0.",
      },
      {
        question:
          "Kites cost ₹20 each and reels ₹50 each. Ravi spends ₹300. Write an equation.",
        answer:
          "With x kites and y reels: 20x + 50y = 300, which simplifies to 2x + 5y = 30.",
      },
      {
        question:
          "A taxi charges ₹50 for the first km and ₹20 for each further km. Write the fare y for x km.",
        answer: "y = 50 + 20(x − 1) = 20x + 30.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 1,
    title: "Euclid and the Elements",
    body: String.raw`In this lesson you will see where geometry came from, who Euclid was and what his book the *Elements* did, and why today we treat point, line and plane as undefined terms. You will also learn to describe a solid in terms of surfaces, lines and points.

## Geometry before Euclid

The word **geometry** comes from the Greek *geo* ("earth") and *metrein* ("to measure"). It grew out of practical needs in many ancient civilisations.

- In **Egypt**, the river Nile flooded every year and washed away the boundaries between farmers' fields. Officials had to measure and redraw them, which needed rules for areas and lengths. The Egyptians also used geometry to build the pyramids.
- In the **Indus Valley civilisation** (around 3000 BCE), the cities of Harappa and Mohenjo-daro had straight streets crossing at right angles and drains laid out with care. Their burnt bricks were made in the ratio length : breadth : thickness = 4 : 2 : 1.
- In ancient India, the **Sulbasutras** (about 800 BCE to 500 BCE) were manuals of geometrical constructions for building fire altars for Vedic rituals. The altars had to have exact shapes — squares, circles, triangles, trapeziums — and sometimes equal areas, so this required real geometric knowledge.

In these cultures, geometry was mostly a collection of rules that worked. The Greeks, starting with Thales (around 600 BCE) and Pythagoras, wanted more: they wanted to **prove** why a statement is true, by reasoning step by step from simple starting points.

## Euclid and the *Elements*

Around **300 BCE**, **Euclid**, a teacher of mathematics at Alexandria in Egypt, collected all the known work of his time and arranged it in a single treatise called the **Elements**. He divided it into **13 chapters, called books**. Its great idea was the method: state a few definitions and basic assumptions, then prove everything else from them by logic alone. The *Elements* shaped how mathematics is done, and for about 2,000 years it was one of the most studied books in the world.

## Euclid's definitions

Euclid imagined a **solid** as having shape, size and position; its boundaries are **surfaces**; the boundaries of surfaces are **curves** or **lines**; and lines end in **points**. Each step down loses one **dimension**: a solid has 3 dimensions, a surface 2, a line 1 and a point none.

He gave 23 definitions. Some of them are:

1. A **point** is that which has no part.
2. A **line** is breadthless length.
3. The ends of a line are points.
4. A **straight line** is a line which lies evenly with the points on itself.
5. A **surface** is that which has length and breadth only.
6. The edges of a surface are lines.
7. A **plane surface** is a surface which lies evenly with the straight lines on itself.

## Why some terms stay undefined

Look closely at definition 1. It uses the word "part" — but what is a part? It would need its own definition, and that definition would use other words needing definitions, and so on for ever. To avoid this endless chain, mathematicians today agree to leave a few basic terms **undefined**: **point**, **line** and **plane** (in Euclid's words, "plane surface"). We understand them intuitively, from a sharp pencil dot, a tightly pulled thread, or the top of a table, and we describe their properties through the assumptions of the next lesson.

![A brick-shaped solid showing a face, an edge and a vertex](figure:cuboid)

### Example 1: Surfaces, lines and points of a brick

A brick is a cuboid. Count its surfaces, edges and corners, and give the dimension of each.

1. **Surfaces (faces):** top and bottom, front and back, left and right: 6 faces. Each is a surface with 2 dimensions.
2. **Edges:** where two faces meet. There are 4 around the top, 4 around the bottom and 4 upright ones: 12 edges, each a line segment with 1 dimension.
3. **Corners (vertices):** where edges meet: 4 on top and 4 below, 8 points, each with no dimension.
4. The brick itself is a solid with 3 dimensions: length, breadth and height.

### Example 2: A Harappan brick

An Indus Valley brick follows the ratio 4 : 2 : 1. If its length is 28 cm, find its breadth, thickness and volume.

1. One part of the ratio is $28 \div 4 = 7$ cm.
2. Breadth $= 2 \times 7 = 14$ cm, thickness $= 1 \times 7 = 7$ cm.
3. Volume $= 28 \times 14 \times 7 = 2744\ \text{cm}^3$.

## Common mistakes

- Thinking a drawn dot or a pencil line *is* a point or a line. A drawn dot has some size, but a geometrical point has none; drawings are only models.
- Believing Euclid invented all of geometry. He organised and proved what earlier mathematicians (Egyptian, Babylonian, Greek and others) had found.
- Trying to define every word. Some terms — point, line, plane — must remain undefined.

## Summary

Geometry began as practical measurement in Egypt, the Indus Valley and Vedic India, and the Greeks turned it into a subject of proof. Around 300 BCE Euclid gathered it into the *Elements*, 13 books that build everything from definitions and assumptions by logic. His definitions describe a point as having no part and a line as breadthless length, but because every definition needs other words, we now treat point, line and plane as undefined terms. Solids have three dimensions, surfaces two, lines one, and points none.`,
    figures: {
      cuboid: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220"><rect x="40" y="80" width="160" height="100" stroke="currentColor" fill="none"/><line x1="40" y1="80" x2="90" y2="40" stroke="currentColor"/><line x1="200" y1="80" x2="250" y2="40" stroke="currentColor"/><line x1="200" y1="180" x2="250" y2="140" stroke="currentColor"/><line x1="90" y1="40" x2="250" y2="40" stroke="currentColor"/><line x1="250" y1="40" x2="250" y2="140" stroke="currentColor"/><line x1="40" y1="180" x2="90" y2="140" stroke="currentColor" stroke-dasharray="4 3"/><line x1="90" y1="40" x2="90" y2="140" stroke="currentColor" stroke-dasharray="4 3"/><line x1="90" y1="140" x2="250" y2="140" stroke="currentColor" stroke-dasharray="4 3"/><text x="105" y="165" font-size="13" fill="currentColor">face</text><circle cx="250" cy="40" r="4" fill="currentColor"/><text x="258" y="36" font-size="13" fill="currentColor">vertex</text><text x="258" y="95" font-size="13" fill="currentColor">edge</text></svg>`,
        alt: "A cuboid drawn in perspective, with hidden edges dashed. The front rectangle is labelled face, the top right back corner is marked with a dot and labelled vertex, and the right back vertical edge is labelled edge.",
      },
    },
    check: [
      {
        question:
          "When and where did Euclid compile the Elements, and into how many books?",
        answer: "Around 300 BCE in Alexandria, Egypt, in 13 books.",
      },
      {
        question: "How did Euclid define a line?",
        answer: "A line is breadthless length.",
      },
      {
        question:
          "Which three terms are now taken as undefined in geometry, and why?",
        answer:
          "Point, line and plane. Any definition needs other terms, which would need defining in turn, so some terms must be left undefined.",
      },
      {
        question: "How many dimensions does a surface have? A point?",
        answer: "A surface has two (length and breadth); a point has none.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 2,
    title: "Axioms and Postulates",
    body: String.raw`After this lesson you will be able to state Euclid's axioms and his first four postulates, explain the difference between the two, and use them to justify simple geometric statements step by step.

## Starting points that are not proved

Every chain of reasoning has to start somewhere. If you try to prove everything, you need earlier facts, which need still earlier ones, and so on with no end. Euclid solved this by beginning with a small set of statements that are accepted as obviously true **without proof**. Some of these he called **axioms** (or common notions) and some **postulates**.

- **Axioms** are assumptions used throughout mathematics, not only in geometry. They are about quantities in general.
- **Postulates** are assumptions specific to geometry.

Today the two words are used to mean the same thing: a statement assumed true without proof. But Euclid's distinction is useful to know.

## Euclid's axioms

Here are some of Euclid's axioms:

1. Things which are equal to the same thing are equal to one another.
2. If equals are added to equals, the wholes are equal.
3. If equals are subtracted from equals, the remainders are equal.
4. Things which coincide with one another are equal to one another.
5. The whole is greater than the part.
6. Things which are double of the same things are equal to one another.
7. Things which are halves of the same things are equal to one another.

You have used these for years without naming them. Axiom 1 says if $a = c$ and $b = c$, then $a = b$. Axiom 2 is why you may add the same number to both sides of an equation. Axiom 5 says that if a cake is cut, the whole cake is bigger than any slice. Note that these "things" must be of the same kind: comparing an area with a length makes no sense.

## Euclid's postulates

**Postulate 1:** A straight line may be drawn from any one point to any other point.

**Postulate 2:** A terminated line can be produced indefinitely.

**Postulate 3:** A circle can be drawn with any centre and any radius.

**Postulate 4:** All right angles are equal to one another.

**Postulate 5:** (the parallel postulate, which you will study in the next lesson).

In modern language, a "terminated line" is a **line segment**, so Postulate 2 says a line segment can be extended on either side to form a line. Postulate 1 only says a line can be drawn; Euclid also assumed, without stating it, that there is only **one** such line. We now state this as an axiom:

**Axiom 5.1:** Given two distinct points, there is a unique line that passes through them.

Try it: through two nails on a wall, you can stretch exactly one straight thread.

### Example 1: Points on a line

If A, B and C are three points on a line, and B lies between A and C, prove that $AB + BC = AC$.

1. Since B lies between A and C, the segment AC is made up of AB and BC placed end to end. So $AC$ coincides with $AB + BC$.
2. By Axiom 4, things which coincide with one another are equal. So $AB + BC = AC$.

This looks obvious, but notice that the proof has to point to an axiom. Nothing is accepted just because it looks true in a drawing.

### Example 2: Half a segment

A point C lies between A and B such that $AC = BC$. Prove that $AC = \frac{1}{2}AB$.

1. As in Example 1, $AC + CB = AB$, since AB coincides with $AC + CB$ (Axiom 4).
2. We are given $BC = AC$. Replacing $BC$ by the equal length $AC$: $AC + AC = AB$, so $2AC = AB$.
3. $AC$ is half of $2AC$, and $\frac{1}{2}AB$ is half of $AB$. Since $2AC$ and $AB$ are the same length, these are halves of the same thing, and by Axiom 7 they are equal: $AC = \frac{1}{2}AB$.

### Example 3: An equilateral triangle on any segment

Euclid's very first proposition: an equilateral triangle can be constructed on any given line segment AB.

![Two circles of radius AB centred at A and B meet at C, forming an equilateral triangle ABC](figure:equilateral)

1. By Postulate 3, draw a circle with centre A and radius AB.
2. Again by Postulate 3, draw a circle with centre B and radius BA.
3. The two circles meet at a point C. By Postulate 1, draw the segments AC and BC.
4. $AB = AC$, since both are radii of the first circle; and $AB = BC$, since both are radii of the second.
5. By Axiom 1 (things equal to the same thing are equal), $AC = BC$ too, since both equal AB. So all three sides are equal, and triangle ABC is equilateral.

Euclid quietly assumed the two circles do meet; a modern treatment would state this as a further assumption.

## Common mistakes

- Using a diagram as proof. A drawing can suggest a fact; the reason must come from an axiom, postulate or proved result.
- Mixing up axioms and postulates. Euclid's axioms are about quantities in general; his postulates are about geometry.
- Thinking Postulate 1 alone gives a unique line. Uniqueness is a separate assumption (Axiom 5.1).

## Summary

Euclid began with statements accepted without proof: axioms, true in all of mathematics, such as "things equal to the same thing are equal to one another" and "the whole is greater than the part"; and postulates, specific to geometry, such as drawing a line between two points, extending a segment, drawing a circle with any centre and radius, and all right angles being equal. A modern axiom adds that exactly one line passes through two distinct points. Every later result must be justified from these starting points.`,
    figures: {
      equilateral: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 270"><circle cx="100" cy="160" r="100" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><circle cx="200" cy="160" r="100" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><polygon points="100,160 200,160 150,73.4" stroke="currentColor" fill="none" stroke-width="2"/><circle cx="100" cy="160" r="3" fill="currentColor"/><circle cx="200" cy="160" r="3" fill="currentColor"/><circle cx="150" cy="73.4" r="3" fill="currentColor"/><text x="84" y="178" font-size="14" fill="currentColor">A</text><text x="204" y="178" font-size="14" fill="currentColor">B</text><text x="144" y="64" font-size="14" fill="currentColor">C</text></svg>`,
        alt: "Segment AB with two dashed circles, one centred at A and one at B, each with radius AB. The circles cross above AB at C, and the triangle ABC is drawn: all three sides are radii of length AB.",
      },
    },
    check: [
      {
        question:
          "What is the difference between an axiom and a postulate in Euclid's work?",
        answer:
          "Axioms are assumptions used across all of mathematics; postulates are assumptions specific to geometry.",
      },
      {
        question: "State Euclid's third postulate.",
        answer: "A circle can be drawn with any centre and any radius.",
      },
      {
        question: "If x + y = 10 and x = z, why is z + y = 10?",
        answer:
          "x + y and z + y are equal, by adding the equals x and z to the same y (Axiom 2); both equal 10 by Axiom 1.",
      },
      {
        question: "How many lines pass through two distinct points?",
        answer: "Exactly one (Axiom 5.1).",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 3,
    title: "The Fifth Postulate and Theorems",
    body: String.raw`In this lesson you will read Euclid's famous fifth postulate and use it to decide on which side two lines meet. You will also learn what a theorem is and follow a complete proof that two distinct lines cannot have more than one point in common.

## The fifth postulate

Euclid's first four postulates are short and simple. The fifth is longer:

**Postulate 5:** If a straight line falling on two straight lines makes the interior angles on the same side of it taken together less than two right angles, then the two straight lines, if produced indefinitely, meet on that side on which the sum of angles is less than two right angles.

Let us unpack it. In the figure, the line PQ falls on (cuts) the lines AB and CD. On the right side of PQ it makes two **interior angles** — angles lying between AB and CD — marked 1 and 2. "Two right angles" means $180^\circ$. The postulate says:

If $\angle 1 + \angle 2 \lt 180^\circ$, then AB and CD, extended far enough, meet on the right side of PQ.

![A line PQ crossing two lines whose interior angles on the right add to less than 180 degrees, so the lines meet on the right](figure:fifth)

Think of two roads leaving a highway at angles that lean towards each other. If the lean is on the right side, then far away on the right the roads must cross.

What if $\angle 1 + \angle 2 = 180^\circ$ exactly? Then the postulate says nothing about them meeting on either side, and in fact such lines never meet: they are **parallel**. This is why the fifth postulate is often called the **parallel postulate**.

Because the fifth postulate is so much more complicated than the others, mathematicians for nearly 2,000 years tried to prove it from the first four. All attempts failed. In the 1800s it was finally understood that it cannot be proved from them — and that dropping it leads to new, perfectly consistent "non-Euclidean" geometries, which are used today in the study of the curved surface of the Earth and in physics.

## Theorems and proofs

A **theorem** (or proposition) is a statement that is **proved** using definitions, axioms, postulates and results proved earlier. Euclid proved 465 propositions in the *Elements* this way, in a logical chain. A proof is a sequence of statements, each justified by one of these, that ends with the result.

One powerful kind of proof is **proof by contradiction**: assume the opposite of what you want, and show that this leads to something impossible. Then the assumption must be false.

### Example 1: A theorem about two lines

**Theorem 5.1:** Two distinct lines cannot have more than one point in common.

1. Let $l$ and $m$ be two distinct lines. We must show they share at most one point.
2. Suppose, for contradiction, that they have **two** distinct points in common, say P and Q.
3. Then both $l$ and $m$ pass through P and Q. So two different lines pass through the two distinct points P and Q.
4. But Axiom 5.1 says that only **one** line passes through two distinct points. This is a contradiction.
5. So our supposition was wrong, and two distinct lines cannot have more than one point in common.

Notice the shape of the proof: each step either uses the supposition or quotes an earlier statement — here, Axiom 5.1.

### Example 2: Will the lines meet?

A line PQ cuts two lines AB and CD. On the right of PQ, the interior angles are $70^\circ$ and $95^\circ$. What does the fifth postulate tell us?

1. Sum on the right: $70^\circ + 95^\circ = 165^\circ$.
2. $165^\circ \lt 180^\circ$, so by Postulate 5 the lines AB and CD meet when extended on the **right** side of PQ.

### Example 3: Which side?

Now suppose the interior angles on the right add up to $200^\circ$.

1. At each crossing point, the interior angle on the right and the interior angle on the left lie along a straight line, so together they make $180^\circ$.
2. Two crossing points give $2 \times 180^\circ = 360^\circ$ for all four interior angles.
3. So the interior angles on the **left** add up to $360^\circ - 200^\circ = 160^\circ$.
4. Since $160^\circ \lt 180^\circ$, the lines meet on the **left** side of PQ.

This fits what you know about triangles: any two angles of a triangle add up to less than $180^\circ$, and the two sides that carry them do meet, at the third vertex.

## Common mistakes

- Looking at the wrong angles. The postulate is about the two **interior** angles on the **same side** of the crossing line.
- Thinking the lines meet on the side where the angles are larger. They meet where the sum is **less** than $180^\circ$.
- Treating a drawing as a proof. A theorem needs reasons quoted from axioms, postulates or earlier results.

## Summary

Euclid's fifth postulate says that if a line crossing two lines makes interior angles on one side that add up to less than $180^\circ$, the two lines meet on that side; if the sum is exactly $180^\circ$ they are parallel. Attempts to prove it from the other postulates failed and led to non-Euclidean geometries. A theorem is a statement proved from definitions, axioms, postulates and earlier results; for example, using the axiom that exactly one line passes through two points, we prove by contradiction that two distinct lines share at most one point.`,
    figures: {
      fifth: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 240"><line x1="20" y1="60" x2="300" y2="110" stroke="currentColor"/><line x1="300" y1="110" x2="412" y2="130" stroke="currentColor" stroke-dasharray="5 4"/><line x1="20" y1="200" x2="300" y2="150" stroke="currentColor"/><line x1="300" y1="150" x2="412" y2="130" stroke="currentColor" stroke-dasharray="5 4"/><line x1="120" y1="20" x2="120" y2="230" stroke="currentColor"/><text x="8" y="56" font-size="14" fill="currentColor">A</text><text x="290" y="100" font-size="14" fill="currentColor">B</text><text x="8" y="216" font-size="14" fill="currentColor">C</text><text x="290" y="170" font-size="14" fill="currentColor">D</text><text x="126" y="22" font-size="14" fill="currentColor">P</text><text x="126" y="236" font-size="14" fill="currentColor">Q</text><text x="128" y="102" font-size="13" fill="currentColor">1</text><text x="128" y="170" font-size="13" fill="currentColor">2</text><circle cx="412" cy="130" r="3" fill="currentColor"/><text x="380" y="154" font-size="12" fill="currentColor">meet</text></svg>`,
        alt: "Line PQ is drawn vertically, crossing line AB near the top and line CD near the bottom. AB slopes gently down to the right and CD slopes gently up to the right. The interior angles 1 and 2 on the right of PQ are each about 80 degrees, together less than 180 degrees, and dashed extensions of AB and CD meet at a point far to the right.",
      },
    },
    check: [
      {
        question:
          "Interior angles on one side of a crossing line are 88° and 89°. Do the two lines meet, and on which side?",
        answer: "Yes: 88° + 89° = 177° < 180°, so they meet on that side.",
      },
      {
        question: "What is a theorem?",
        answer:
          "A statement proved using definitions, axioms, postulates and earlier proved results.",
      },
      {
        question:
          "If the interior angles on the same side add up to exactly 180°, do the lines meet?",
        answer: "No. They are parallel.",
      },
      {
        question:
          "Which axiom is used to prove that two distinct lines have at most one common point?",
        answer:
          "Given two distinct points, there is a unique line through them (Axiom 5.1).",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 1,
    title: "Basic Terms and Types of Angles",
    body: String.raw`After this lesson you will be able to use the basic vocabulary of geometry correctly — line, segment, ray, collinear points, angle, arms, vertex — name the types of angles by size, and solve problems on complementary and supplementary angles.

## Lines, segments and rays

From the previous chapter, a **line** is an undefined term: it is straight and extends endlessly in both directions. Parts of a line have their own names.

- A **line segment** is a part of a line with two end-points. The segment with end-points A and B is written $\overline{AB}$, and its length is written AB.
- A **ray** is a part of a line with one end-point that extends endlessly in one direction. Ray AB, written $\overrightarrow{AB}$, starts at A and passes through B. The order matters: ray BA starts at B.
- A line through A and B is written $\overleftrightarrow{AB}$. Often we simply call lines $l$, $m$, $n$.

Three or more points that lie on the same line are **collinear**; otherwise they are **non-collinear**. Any two points are always collinear, since a line passes through any two points.

## What is an angle?

An **angle** is formed when two rays start from the same end-point. The rays are the **arms** of the angle and the common end-point is its **vertex**. If the rays are OA and OB, the angle is written $\angle AOB$ (or $\angle BOA$), with the vertex letter in the middle. The angle divides the plane into its **interior**, its **exterior** and the arms themselves.

## Types of angles by size

Angles are measured in degrees. A full turn is $360^\circ$.

| Type | Measure $x$ |
|---|---|
| Acute angle | $0^\circ \lt x \lt 90^\circ$ |
| Right angle | $x = 90^\circ$ |
| Obtuse angle | $90^\circ \lt x \lt 180^\circ$ |
| Straight angle | $x = 180^\circ$ |
| Reflex angle | $180^\circ \lt x \lt 360^\circ$ |

![Five kinds of angle: acute, right, obtuse, straight and reflex](figure:types)

A straight angle looks like a straight line, with the vertex somewhere on it. A reflex angle is the "outside" of an ordinary angle: if the two arms make $100^\circ$ on one side, they make $360^\circ - 100^\circ = 260^\circ$ on the other.

The hands of a clock give good examples. At 3 o'clock they make a right angle; at 2 o'clock, $60^\circ$ (acute), since each hour mark is $360^\circ \div 12 = 30^\circ$ apart; at 5 o'clock, $150^\circ$ (obtuse); at 6 o'clock, a straight angle.

## Complementary and supplementary angles

- Two angles whose sum is $90^\circ$ are **complementary**. Each is the **complement** of the other: $35^\circ$ and $55^\circ$ are complementary.
- Two angles whose sum is $180^\circ$ are **supplementary**. Each is the **supplement** of the other: $35^\circ$ and $145^\circ$ are supplementary.

So the complement of $x$ is $90^\circ - x$, and the supplement of $x$ is $180^\circ - x$. Only an acute angle has a complement, because the complement must be a positive angle.

### Example 1: Complement and supplement

Find the complement and the supplement of $62^\circ$.

1. Complement: $90^\circ - 62^\circ = 28^\circ$.
2. Supplement: $180^\circ - 62^\circ = 118^\circ$.
3. Notice the supplement is always $90^\circ$ more than the complement: $118^\circ - 28^\circ = 90^\circ$.

### Example 2: Two supplementary angles

Two supplementary angles differ by $40^\circ$. Find them.

1. Let the smaller angle be $x$. Then the larger is $x + 40^\circ$.
2. They are supplementary: $x + (x + 40^\circ) = 180^\circ$.
3. So $2x = 140^\circ$ and $x = 70^\circ$.
4. The angles are $70^\circ$ and $110^\circ$. Check: $70 + 110 = 180$ ✓ and $110 - 70 = 40$ ✓.

### Example 3: An angle and its complement and supplement

Find the angle whose supplement is four times its complement.

1. Let the angle be $x$. Its supplement is $180^\circ - x$ and its complement is $90^\circ - x$.
2. The condition: $180 - x = 4(90 - x) = 360 - 4x$.
3. So $3x = 180$, giving $x = 60^\circ$.
4. Check: the supplement is $120^\circ$, the complement is $30^\circ$, and $120 = 4 \times 30$ ✓.

## Common mistakes

- Mixing up the words: **c**omplementary goes with a **c**orner ($90^\circ$); **s**upplementary goes with a **s**traight line ($180^\circ$).
- Naming an angle without the vertex in the middle: $\angle AOB$ has vertex O, while $\angle OAB$ is a different angle, with vertex A.
- Forgetting reflex angles. Two arms always make two angles, which add up to $360^\circ$.
- Confusing a ray with a segment: a ray has only one end-point.

## Summary

A line segment has two end-points, a ray has one, and a line has none. An angle is formed by two rays (its arms) with a common end-point (its vertex). By size, angles are acute (less than $90^\circ$), right ($90^\circ$), obtuse (between $90^\circ$ and $180^\circ$), straight ($180^\circ$) or reflex (between $180^\circ$ and $360^\circ$). Two angles adding to $90^\circ$ are complementary; two adding to $180^\circ$ are supplementary.`,
    figures: {
      types: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 760 130"><line x1="20" y1="100" x2="110" y2="100" stroke="currentColor"/><line x1="20" y1="100" x2="88.9" y2="42.1" stroke="currentColor"/><path d="M 45 100 A 25 25 0 0 0 39.15 83.93" stroke="currentColor" fill="none"/><text x="40" y="124" font-size="13" fill="currentColor">acute</text><line x1="150" y1="100" x2="240" y2="100" stroke="currentColor"/><line x1="150" y1="100" x2="150" y2="15" stroke="currentColor"/><polyline points="150,88 162,88 162,100" stroke="currentColor" fill="none"/><text x="170" y="124" font-size="13" fill="currentColor">right</text><line x1="330" y1="100" x2="410" y2="100" stroke="currentColor"/><line x1="330" y1="100" x2="278.6" y2="38.7" stroke="currentColor"/><path d="M 350 100 A 20 20 0 0 0 317.14 84.68" stroke="currentColor" fill="none"/><text x="320" y="124" font-size="13" fill="currentColor">obtuse</text><line x1="450" y1="100" x2="570" y2="100" stroke="currentColor"/><circle cx="510" cy="100" r="3" fill="currentColor"/><path d="M 530 100 A 20 20 0 0 0 490 100" stroke="currentColor" fill="none"/><text x="485" y="124" font-size="13" fill="currentColor">straight</text><line x1="660" y1="70" x2="740" y2="70" stroke="currentColor"/><line x1="660" y1="70" x2="625" y2="9.4" stroke="currentColor"/><path d="M 680 70 A 20 20 0 1 1 650 52.68" stroke="currentColor" fill="none"/><text x="655" y="124" font-size="13" fill="currentColor">reflex</text></svg>`,
        alt: "Five angles side by side. Acute: two arms about 40 degrees apart. Right: a horizontal and a vertical arm with a small square at the vertex. Obtuse: arms about 130 degrees apart. Straight: a straight line with the vertex marked in the middle and a half-circle arc above it. Reflex: arms 120 degrees apart with the arc drawn the long way round, about 240 degrees.",
      },
    },
    check: [
      {
        question: "Find the complement of 37°.",
        answer: "90° − 37° = 53°.",
      },
      {
        question: "Find the supplement of 112°.",
        answer: "180° − 112° = 68°.",
      },
      {
        question: "What kind of angle measures 215°?",
        answer: "A reflex angle (between 180° and 360°).",
      },
      {
        question: "An angle equals its complement. Find it.",
        answer: "x = 90° − x, so 2x = 90° and x = 45°.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 2,
    title: "Pairs of Angles and the Linear Pair Axiom",
    body: String.raw`In this lesson you will learn what adjacent angles and a linear pair are, state the Linear Pair Axiom and its converse, and use them to find unknown angles and to decide whether three points lie on one line.

## Adjacent angles

Two angles are **adjacent** if

1. they have a **common vertex**,
2. they have a **common arm**, and
3. their **non-common arms lie on opposite sides** of the common arm.

Picture a door slightly open: the angle between the wall and the door, and the angle between the door and the other part of the wall, share the hinge (vertex) and the door (common arm). When two angles are adjacent, their sum is the angle between their two non-common arms: if $\angle AOC$ and $\angle COB$ are adjacent, then $\angle AOB = \angle AOC + \angle COB$.

Angles that share a vertex and an arm but whose other arms lie on the **same** side of the common arm are not adjacent — one sits inside the other.

## Linear pairs

Now let the non-common arms point in exactly opposite directions, so that together they form a straight line. The two adjacent angles are then called a **linear pair** of angles.

![A ray OC standing on the line AB at O, forming angles of 115 and 65 degrees](figure:linear)

In the figure, ray OC stands on line AB at the point O. The angles $\angle AOC$ and $\angle BOC$ are adjacent, and their non-common arms OA and OB are opposite rays forming the line AB. Together the two angles make up the straight angle $\angle AOB = 180^\circ$. This is taken as an axiom:

**Axiom 6.1:** If a ray stands on a line, then the sum of the two adjacent angles so formed is $180^\circ$.

Its converse is also taken as an axiom:

**Axiom 6.2:** If the sum of two adjacent angles is $180^\circ$, then the non-common arms of the angles form a line.

Together, these two statements are called the **Linear Pair Axiom**. The first lets you find a missing angle on a straight line; the second lets you prove that something *is* a straight line.

### Example 1: A ray on a line

A ray makes an angle of $65^\circ$ with a line, as in the figure. Find the other angle.

1. The two angles form a linear pair, so they add up to $180^\circ$ (Axiom 6.1).
2. The other angle is $180^\circ - 65^\circ = 115^\circ$.

### Example 2: Angles given in terms of x

Ray OC stands on line AB. If $\angle AOC = (3x + 10)^\circ$ and $\angle BOC = (2x + 20)^\circ$, find both angles.

1. Linear pair: $(3x + 10) + (2x + 20) = 180$.
2. So $5x + 30 = 180$, $5x = 150$ and $x = 30$.
3. $\angle AOC = 3(30) + 10 = 100^\circ$ and $\angle BOC = 2(30) + 20 = 80^\circ$.
4. Check: $100^\circ + 80^\circ = 180^\circ$ ✓

### Example 3: Is it a straight line?

Rays OA, OB and OC share the end-point O, and OC lies between OA and OB. Decide whether A, O and B are collinear when (a) $\angle AOC = 108^\circ$, $\angle COB = 72^\circ$; (b) $\angle AOC = 110^\circ$, $\angle COB = 75^\circ$.

1. (a) The angles are adjacent and $108^\circ + 72^\circ = 180^\circ$. By Axiom 6.2, OA and OB form a line, so A, O and B are collinear.
2. (b) $110^\circ + 75^\circ = 185^\circ \neq 180^\circ$, so OA and OB do not form a straight line. A, O and B are not collinear.

### Example 4: Bisectors of a linear pair

Ray OS stands on line POQ. Rays OR and OT bisect $\angle POS$ and $\angle SOQ$ respectively. Find $\angle ROT$.

1. By Axiom 6.1, $\angle POS + \angle SOQ = 180^\circ$.
2. OR bisects $\angle POS$, so $\angle ROS = \frac{1}{2}\angle POS$. OT bisects $\angle SOQ$, so $\angle SOT = \frac{1}{2}\angle SOQ$.
3. $\angle ROS$ and $\angle SOT$ are adjacent, so
   $$
   \angle ROT = \angle ROS + \angle SOT = \frac{1}{2}(\angle POS + \angle SOQ) = \frac{1}{2} \times 180^\circ = 90^\circ
   $$
4. So the bisectors of a linear pair are always perpendicular, whatever the position of OS.

## Common mistakes

- Calling any two angles with a common vertex "adjacent". They also need a common arm, and the other arms must lie on opposite sides of it.
- Assuming that two angles adding to $180^\circ$ always form a straight line. That only follows when the angles are **adjacent**; two separate angles of $100^\circ$ and $80^\circ$ are supplementary but make no line.
- Adding the angles on a line to $360^\circ$. Angles on one side of a straight line add to $180^\circ$; all the angles **around a point** add to $360^\circ$.

## Summary

Adjacent angles share a vertex and an arm, with their other arms on opposite sides of it. If those other arms form a straight line, the angles are a linear pair. The Linear Pair Axiom says that when a ray stands on a line, the two adjacent angles add up to $180^\circ$, and conversely, if two adjacent angles add up to $180^\circ$, their non-common arms form a line. Use it to find missing angles on a line and to prove that points are collinear.`,
    figures: {
      linear: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 170"><line x1="20" y1="140" x2="280" y2="140" stroke="currentColor"/><line x1="150" y1="140" x2="196.49" y2="40.31" stroke="currentColor"/><circle cx="150" cy="140" r="3" fill="currentColor"/><path d="M 175 140 A 25 25 0 0 0 160.57 117.34" stroke="currentColor" fill="none"/><path d="M 160.57 117.34 A 25 25 0 0 0 125 140" stroke="currentColor" fill="none"/><text x="180" y="128" font-size="12" fill="currentColor">65°</text><text x="108" y="118" font-size="12" fill="currentColor">115°</text><text x="10" y="160" font-size="14" fill="currentColor">A</text><text x="276" y="160" font-size="14" fill="currentColor">B</text><text x="145" y="160" font-size="14" fill="currentColor">O</text><text x="200" y="38" font-size="14" fill="currentColor">C</text></svg>`,
        alt: "A horizontal line AB with a point O on it. A ray OC rises from O up and to the right. The angle between OC and OB is marked 65 degrees and the angle between OC and OA is marked 115 degrees; together they make 180 degrees.",
      },
    },
    check: [
      {
        question:
          "A ray stands on a line, making an angle of 48° on one side. What is the angle on the other side?",
        answer: "180° − 48° = 132°.",
      },
      {
        question:
          "Two adjacent angles measure 95° and 85°. What can you say about their non-common arms?",
        answer:
          "95° + 85° = 180°, so by the converse of the Linear Pair Axiom the non-common arms form a straight line.",
      },
      {
        question: "The two angles of a linear pair are equal. What is each?",
        answer: "x + x = 180°, so each is 90°.",
      },
      {
        question:
          "The angles of a linear pair are in the ratio 2 : 3. Find them.",
        answer: "2x + 3x = 180°, so x = 36°: the angles are 72° and 108°.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 3,
    title: "Intersecting Lines and Vertically Opposite Angles",
    body: String.raw`By the end of this lesson you will be able to identify vertically opposite angles, prove that they are always equal using the Linear Pair Axiom, and find all four angles at a crossing from just one of them.

## Intersecting and non-intersecting lines

Two distinct lines in a plane either meet at exactly one point — they are **intersecting lines** — or they never meet, however far they are extended — they are **parallel lines**. (Recall Theorem 5.1: two distinct lines cannot share more than one point.) A railway track's two rails are a model of parallel lines; the two blades of an open pair of scissors, or two roads at a crossing, are models of intersecting lines.

## Vertically opposite angles

When lines AB and CD intersect at O, they form four angles around O: $\angle AOC$, $\angle COB$, $\angle BOD$ and $\angle DOA$.

![Lines AB and CD crossing at O, with vertically opposite angles of 40 and 140 degrees](figure:cross)

Angles that face each other across the point O, with no common arm, are called **vertically opposite angles**. There are two such pairs:

- $\angle AOC$ and $\angle BOD$;
- $\angle AOD$ and $\angle BOC$.

Neighbouring angles, such as $\angle AOC$ and $\angle COB$, form linear pairs, since they sit on the straight line AB.

## The theorem and its proof

**Theorem 6.1:** If two lines intersect each other, then the vertically opposite angles are equal.

**Given:** lines AB and CD intersect at O.
**To prove:** $\angle AOC = \angle BOD$ and $\angle AOD = \angle BOC$.

**Proof:**

1. Ray OA stands on line CD. By the Linear Pair Axiom,
   $$
   \angle AOC + \angle AOD = 180^\circ \qquad (1)
   $$
2. Ray OD stands on line AB. By the Linear Pair Axiom,
   $$
   \angle AOD + \angle BOD = 180^\circ \qquad (2)
   $$
3. From (1) and (2), both sums equal $180^\circ$, so (Axiom 1: things equal to the same thing are equal)
   $$
   \angle AOC + \angle AOD = \angle AOD + \angle BOD
   $$
4. Subtracting $\angle AOD$ from both sides (Axiom 3: equals subtracted from equals leave equals) gives $\angle AOC = \angle BOD$.
5. In the same way, using the rays OA on line CD and OC on line AB, we get $\angle AOD = \angle BOC$.

This is a good model of a geometry proof: every step names its reason.

### Example 1: All four angles from one

Two lines intersect and one of the angles is $40^\circ$. Find the other three.

1. The angle opposite the $40^\circ$ angle is also $40^\circ$ (vertically opposite angles are equal).
2. Each neighbouring angle forms a linear pair with $40^\circ$: $180^\circ - 40^\circ = 140^\circ$.
3. The fourth angle is opposite a $140^\circ$ angle, so it is $140^\circ$.
4. Check: $40 + 140 + 40 + 140 = 360$ ✓. The four angles around a point always add up to $360^\circ$.

### Example 2: Solving for x

Two lines intersect. A pair of vertically opposite angles measure $(5x - 10)^\circ$ and $(3x + 30)^\circ$. Find $x$ and all four angles.

1. Vertically opposite angles are equal: $5x - 10 = 3x + 30$.
2. So $2x = 40$ and $x = 20$.
3. Each of these angles is $5(20) - 10 = 90^\circ$. The other two angles are $180^\circ - 90^\circ = 90^\circ$ each.
4. All four angles are right angles, so the two lines are **perpendicular**.

### Example 3: Angles in a ratio

Two lines intersect, and one angle is twice its neighbour. Find all four angles.

1. Neighbouring angles form a linear pair: $x + 2x = 180^\circ$.
2. So $3x = 180^\circ$ and $x = 60^\circ$; the neighbour is $120^\circ$.
3. By vertically opposite angles, the four angles are $60^\circ$, $120^\circ$, $60^\circ$ and $120^\circ$.

### Example 4: A ray between the arms

Lines AB and CD intersect at O, and a ray OE lies between OB and OC (above the line AB, on the same side as C). If $\angle BOD = 40^\circ$ and $\angle AOC + \angle BOE = 70^\circ$, find $\angle BOE$ and $\angle COE$.

1. $\angle AOC = \angle BOD = 40^\circ$ (vertically opposite).
2. So $\angle BOE = 70^\circ - 40^\circ = 30^\circ$.
3. The angles $\angle AOC$, $\angle COE$ and $\angle EOB$ together make the straight angle $\angle AOB$: $40^\circ + \angle COE + 30^\circ = 180^\circ$.
4. So $\angle COE = 110^\circ$, and the reflex angle COE is $360^\circ - 110^\circ = 250^\circ$.

## Common mistakes

- Pairing neighbours as "vertically opposite". Vertically opposite angles share only the vertex, never an arm.
- Thinking "vertical" means up-and-down. The name comes from the common **vertex**; the lines can be tilted in any direction.
- Adding all four angles to $180^\circ$. Around a point they add to $360^\circ$; only the two angles on one side of a line add to $180^\circ$.

## Summary

Two distinct lines in a plane either intersect at one point or are parallel. When two lines intersect, they form two pairs of vertically opposite angles, and these are equal (Theorem 6.1), proved using the Linear Pair Axiom twice. Neighbouring angles form linear pairs and add up to $180^\circ$. So from one angle you can find all four: if one is $x$, the others are $180^\circ - x$, $x$ and $180^\circ - x$.`,
    figures: {
      cross: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220"><line x1="37.24" y1="151.04" x2="262.76" y2="68.96" stroke="currentColor"/><line x1="37.24" y1="68.96" x2="262.76" y2="151.04" stroke="currentColor"/><circle cx="150" cy="110" r="3" fill="currentColor"/><text x="20" y="166" font-size="14" fill="currentColor">A</text><text x="266" y="66" font-size="14" fill="currentColor">B</text><text x="20" y="66" font-size="14" fill="currentColor">C</text><text x="266" y="162" font-size="14" fill="currentColor">D</text><text x="144" y="135" font-size="14" fill="currentColor">O</text><text x="188" y="115" font-size="12" fill="currentColor">40°</text><text x="92" y="115" font-size="12" fill="currentColor">40°</text><text x="138" y="82" font-size="12" fill="currentColor">140°</text><text x="138" y="155" font-size="12" fill="currentColor">140°</text></svg>`,
        alt: "Two straight lines AB and CD crossing at O in an X shape. The narrow angles on the left (AOC) and right (BOD) are each marked 40 degrees; the wide angles at the top (COB) and bottom (AOD) are each marked 140 degrees.",
      },
    },
    check: [
      {
        question:
          "Two lines intersect and one angle is 75°. Find the other three angles.",
        answer:
          "75° (vertically opposite), and 105° and 105° (each 180° − 75°).",
      },
      {
        question: "Are vertically opposite angles adjacent?",
        answer: "No. They share only the vertex, not an arm.",
      },
      {
        question:
          "Vertically opposite angles are (2x + 10)° and (x + 40)°. Find x.",
        answer: "2x + 10 = x + 40, so x = 30 and each angle is 70°.",
      },
      {
        question:
          "What is the sum of the four angles formed by two intersecting lines?",
        answer: "360°.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 1,
    title: "Congruence of Triangles",
    body: String.raw`In this lesson you will learn what it means for two figures to be congruent, how to write a congruence between two triangles so that the order of the letters shows which parts match, and how to use "CPCT" to conclude that matching parts are equal.

## Same shape and same size

Two figures are **congruent** if they have exactly the same shape and the same size. One can be placed on top of the other so that it covers it exactly; this is called **superposition**. Everyday examples are everywhere:

- two ₹10 coins of the same design;
- two sheets from the same ream of A4 paper;
- the ice cubes from one tray;
- two copies of a photograph printed at the same size.

A photograph and its enlargement have the same shape but not the same size, so they are **not** congruent. Congruence is written with the sign $\cong$, read "is congruent to".

For simple figures, congruence is easy to state. Two line segments are congruent if they have the same length. Two squares are congruent if their sides are equal. Two circles are congruent if their radii are equal. For triangles there are six parts to compare: three sides and three angles.

## Congruent triangles and correspondence

Two triangles are congruent if the sides and angles of one are equal to the **corresponding** sides and angles of the other.

![Triangles ABC and PQR with matching sides marked by the same number of ticks](figure:congruent)

In the figure, triangle ABC fits exactly on triangle PQR when A falls on P, B on Q and C on R. We record this matching, or **correspondence**, as
$$
A \leftrightarrow P, \qquad B \leftrightarrow Q, \qquad C \leftrightarrow R
$$
and write $\triangle ABC \cong \triangle PQR$. The order of the letters carries the matching: the first letters correspond, then the second, then the third. From this single statement you can read off all six equal parts:

| Sides | Angles |
|---|---|
| $AB = PQ$ | $\angle A = \angle P$ |
| $BC = QR$ | $\angle B = \angle Q$ |
| $CA = RP$ | $\angle C = \angle R$ |

Writing $\triangle ABC \cong \triangle QRP$ for the same pair would be **wrong**: it would claim that A matches Q and $AB = QR$, which is not what the figure shows. In diagrams, equal sides are shown with the same number of small tick marks, and equal angles with the same number of arcs.

## CPCT

Once we know two triangles are congruent, we can conclude that every pair of corresponding parts is equal. This is so useful in proofs that it has a short name: **CPCT**, for **corresponding parts of congruent triangles** (are equal). In the next lesson you will learn how to prove two triangles congruent by checking only three parts; CPCT then gives you the other three for free.

### Example 1: Reading a congruence statement

If $\triangle DEF \cong \triangle XYZ$, list the equal parts.

1. The correspondence is $D \leftrightarrow X$, $E \leftrightarrow Y$, $F \leftrightarrow Z$.
2. Sides: $DE = XY$, $EF = YZ$, $FD = ZX$.
3. Angles: $\angle D = \angle X$, $\angle E = \angle Y$, $\angle F = \angle Z$.

### Example 2: Finding unknown parts

$\triangle DEF \cong \triangle XYZ$, with $\angle D = 50^\circ$, $\angle E = 60^\circ$ and $EF = 7$ cm. Find $\angle Z$ and $YZ$.

1. In $\triangle DEF$, by the angle sum property, $\angle F = 180^\circ - 50^\circ - 60^\circ = 70^\circ$.
2. $F \leftrightarrow Z$, so by CPCT $\angle Z = \angle F = 70^\circ$.
3. $EF$ corresponds to $YZ$ (second and third letters), so $YZ = EF = 7$ cm.

### Example 3: Writing the correct statement

In $\triangle ABC$ and $\triangle LMN$, $AB = MN$, $BC = NL$, $CA = LM$, $\angle A = \angle M$, $\angle B = \angle N$ and $\angle C = \angle L$. Write the congruence correctly.

1. The equal angles tell us the matching vertices: $A \leftrightarrow M$, $B \leftrightarrow N$, $C \leftrightarrow L$.
2. Check with the sides: AB should match MN ✓, BC should match NL ✓, CA should match LM ✓.
3. So $\triangle ABC \cong \triangle MNL$. (Writing $\triangle ABC \cong \triangle LMN$ would be incorrect.)

## Common mistakes

- Writing the vertices in any order. The order must show the correspondence: $\triangle ABC \cong \triangle PQR$ and $\triangle ABC \cong \triangle QPR$ say different things.
- Calling figures with the same shape but different sizes congruent. They are only similar, which you will study in Class 10.
- Using CPCT before proving the triangles congruent. CPCT is a consequence, never a reason for congruence.

## Summary

Congruent figures have the same shape and size, so one can be superposed exactly on the other. Two triangles are congruent when all three sides and all three angles of one equal the corresponding parts of the other. In $\triangle ABC \cong \triangle PQR$, the order shows the matching $A \leftrightarrow P$, $B \leftrightarrow Q$, $C \leftrightarrow R$, which tells you which sides and angles are equal. Once congruence is established, corresponding parts of congruent triangles (CPCT) are equal.`,
    figures: {
      congruent: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 190"><polygon points="40,160 160,160 70,60" stroke="currentColor" fill="none"/><polygon points="200,160 320,160 230,60" stroke="currentColor" fill="none"/><line x1="100" y1="154" x2="100" y2="166" stroke="currentColor"/><line x1="260" y1="154" x2="260" y2="166" stroke="currentColor"/><line x1="107.8" y1="111" x2="116.8" y2="103" stroke="currentColor"/><line x1="113.2" y1="117" x2="122.2" y2="109" stroke="currentColor"/><line x1="267.8" y1="111" x2="276.8" y2="103" stroke="currentColor"/><line x1="273.2" y1="117" x2="282.2" y2="109" stroke="currentColor"/><line x1="50.4" y1="104.4" x2="61.9" y2="107.9" stroke="currentColor"/><line x1="49.3" y1="108.3" x2="60.7" y2="111.7" stroke="currentColor"/><line x1="48.1" y1="112.1" x2="59.6" y2="115.6" stroke="currentColor"/><line x1="210.4" y1="104.4" x2="221.9" y2="107.9" stroke="currentColor"/><line x1="209.3" y1="108.3" x2="220.7" y2="111.7" stroke="currentColor"/><line x1="208.1" y1="112.1" x2="219.6" y2="115.6" stroke="currentColor"/><text x="26" y="176" font-size="14" fill="currentColor">A</text><text x="162" y="176" font-size="14" fill="currentColor">B</text><text x="64" y="52" font-size="14" fill="currentColor">C</text><text x="186" y="176" font-size="14" fill="currentColor">P</text><text x="322" y="176" font-size="14" fill="currentColor">Q</text><text x="224" y="52" font-size="14" fill="currentColor">R</text></svg>`,
        alt: "Two identical triangles side by side, ABC on the left and PQR on the right. Sides AB and PQ carry one tick mark, sides BC and QR two tick marks, and sides CA and RP three tick marks, showing which sides are equal.",
      },
    },
    check: [
      {
        question: "If △ABC ≅ △PQR, which side equals BC?",
        answer: "QR (B ↔ Q and C ↔ R).",
      },
      {
        question: "What does CPCT stand for?",
        answer: "Corresponding parts of congruent triangles (are equal).",
      },
      {
        question: "Are a photograph and its enlargement congruent?",
        answer: "No. They have the same shape but not the same size.",
      },
      {
        question:
          "If △XYZ ≅ △LMN and ∠Y = 65°, which angle of △LMN equals 65°?",
        answer: "∠M.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 2,
    title: "Criteria for Congruence",
    body: String.raw`After this lesson you will know the five criteria — SAS, ASA, AAS, SSS and RHS — that prove two triangles congruent by checking only three parts, you will know why "SSA" does not work, and you will be able to write a short congruence proof with reasons.

## Three parts are enough

Checking all six parts of two triangles is slow. Fortunately, if the right three parts match, the other three are forced to match too. Each criterion below describes one such set of three parts.

**1. SAS (Side–Angle–Side).** Two triangles are congruent if two sides and the **included angle** of one are equal to two sides and the included angle of the other. The included angle is the angle *between* the two sides. In the NCERT development, SAS is accepted as an **axiom**: try it by drawing two triangles with sides 5 cm and 6 cm and a $40^\circ$ angle between them — they always come out the same.

**2. ASA (Angle–Side–Angle).** Two triangles are congruent if two angles and the **included side** of one are equal to two angles and the included side of the other. This is proved as a theorem using SAS.

**3. AAS (Angle–Angle–Side).** Two triangles are congruent if any two pairs of angles and **any** pair of corresponding sides are equal. This follows from ASA, because the third angles are then equal too (angle sum $= 180^\circ$).

**4. SSS (Side–Side–Side).** If the three sides of one triangle are equal to the three sides of another, the triangles are congruent. A triangle made of three fixed sticks cannot be squashed into another shape — which is why bridges and roof trusses are built from triangles.

**5. RHS (Right angle–Hypotenuse–Side).** If, in two **right** triangles, the hypotenuse and one side of one are equal to the hypotenuse and one side of the other, the triangles are congruent.

## Why not SSA?

Two sides and a **non-included** angle do not guarantee congruence. Take $AB = 5$ cm, an angle of $30^\circ$ at B, and $AC = 3$ cm. A circle of radius 3 cm around A can cross the other arm of the angle at B at **two** points, giving two different triangles with the same three measurements. RHS is a special case that does work, because the right angle is the largest angle in the triangle, and then the second crossing point is impossible. Also note that **AAA** is not a criterion: equal angles fix the shape, not the size.

### Example 1: A proof using SAS

Lines AB and CD intersect at O, with $OA = OB$ and $OD = OC$. Show that $\triangle AOD \cong \triangle BOC$ and that $AD = BC$.

![Lines AB and CD crossing at O, with triangles AOD and BOC](figure:sas)

1. $OA = OB$ (given).
2. $\angle AOD = \angle BOC$ (vertically opposite angles).
3. $OD = OC$ (given).
4. The angle in step 2 lies between the sides of steps 1 and 3, so by **SAS**, $\triangle AOD \cong \triangle BOC$.
5. By CPCT, $AD = BC$. (Also $\angle OAD = \angle OBC$, and these are alternate angles for the lines AD and BC cut by AB, so $AD \parallel BC$.)

### Example 2: Which criterion?

Name the criterion that makes $\triangle ABC \cong \triangle PQR$ in each case.

1. $AB = PQ$, $BC = QR$, $CA = RP$: **SSS**.
2. $\angle A = \angle P$, $AB = PQ$, $\angle B = \angle Q$: the side is between the two angles, so **ASA**.
3. $\angle A = \angle P$, $\angle B = \angle Q$, $BC = QR$: the side is not between the angles, so **AAS**.
4. $\angle B = \angle Q = 90^\circ$, $AC = PR$, $AB = PQ$: right angle, hypotenuse and a side, so **RHS**.
5. $AB = PQ$, $AC = PR$, $\angle B = \angle Q$: the angle is not between the given sides — this is SSA, and **no** conclusion can be drawn.

### Example 3: Two ladders

Two ladders, each 5 m long, lean against a vertical wall of a house, on level ground. Both reach 4 m up the wall. Show that their feet are the same distance from the wall, and find that distance.

1. Each ladder, the wall and the ground form a right triangle, with the right angle at the foot of the wall.
2. The hypotenuses (the ladders) are equal: 5 m each. One side (the height on the wall) is equal: 4 m each.
3. By **RHS**, the two triangles are congruent, so by CPCT the distances of the feet from the wall are equal.
4. By Pythagoras' theorem, that distance is $\sqrt{5^2 - 4^2} = \sqrt{25 - 16} = \sqrt{9} = 3$ m.

## Writing a congruence proof

A good proof lists the three pairs of equal parts, each with its reason ("given", "common side", "vertically opposite angles", and so on), then names the criterion, then writes the congruence with the vertices in matching order. Only after that may you use CPCT.

## Common mistakes

- Using SAS when the angle is not between the two sides. That is SSA, which is not a criterion.
- Using RHS for triangles that are not right-angled, or matching the hypotenuse of one with a shorter side of the other.
- Forgetting a **common side** shared by both triangles, which is often the third equal part you need.
- Writing the congruence in the wrong order, which makes the CPCT conclusions wrong.

## Summary

Two triangles are congruent if they match in SAS (two sides and the included angle — taken as an axiom), ASA (two angles and the included side), AAS (two angles and any corresponding side), SSS (three sides), or, for right triangles, RHS (hypotenuse and one side). SSA and AAA do not prove congruence. A congruence proof lists three equal pairs with reasons, names the criterion, and then uses CPCT for the remaining parts.`,
    figures: {
      sas: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><line x1="40" y1="40" x2="260" y2="160" stroke="currentColor"/><line x1="230" y1="60" x2="70" y2="140" stroke="currentColor"/><line x1="40" y1="40" x2="70" y2="140" stroke="currentColor"/><line x1="260" y1="160" x2="230" y2="60" stroke="currentColor"/><circle cx="150" cy="100" r="3" fill="currentColor"/><text x="26" y="36" font-size="14" fill="currentColor">A</text><text x="264" y="176" font-size="14" fill="currentColor">B</text><text x="234" y="54" font-size="14" fill="currentColor">C</text><text x="56" y="158" font-size="14" fill="currentColor">D</text><text x="145" y="124" font-size="14" fill="currentColor">O</text></svg>`,
        alt: "Two line segments AB and CD crossing at O, with O the mid-point of AB and of CD. Joining AD on the left and BC on the right forms two triangles, AOD and BOC, which face each other across O.",
      },
    },
    check: [
      {
        question:
          "In △ABC and △DEF, AB = DE, BC = EF and ∠B = ∠E. Which criterion applies?",
        answer: "SAS: ∠B and ∠E lie between the given sides.",
      },
      {
        question: "Does AAA prove two triangles congruent?",
        answer: "No. Equal angles fix the shape but not the size.",
      },
      {
        question:
          "Two right triangles have hypotenuse 13 cm and one side 5 cm each. Are they congruent?",
        answer: "Yes, by RHS (the third side is 12 cm in both).",
      },
      {
        question: "Which criterion needs two angles and the side between them?",
        answer: "ASA.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 3,
    title: "Properties of an Isosceles Triangle",
    body: String.raw`In this lesson you will prove that the angles opposite the equal sides of an isosceles triangle are equal, learn the converse, and use both facts to find unknown angles and to show that every angle of an equilateral triangle is $60^\circ$.

## Isosceles triangles

A triangle with two equal sides is called **isosceles**. The equal sides are often called the **legs**, the third side the **base**, and the angles at the ends of the base the **base angles**. The shape is everywhere: the gable of a village house, a tent seen from the front, a slice of pizza cut evenly, the two sides of a ladder standing open.

If you cut out an isosceles triangle and fold it so that the two equal sides lie on each other, the base angles fit exactly. This suggests our first theorem.

## Angles opposite equal sides

**Theorem 7.2:** Angles opposite to equal sides of an isosceles triangle are equal.

![Isosceles triangle ABC with AB equal to AC and the bisector AD of angle A](figure:isosceles)

**Given:** $\triangle ABC$ with $AB = AC$.
**To prove:** $\angle B = \angle C$.
**Construction:** Draw the bisector of $\angle A$, and let it meet BC at D.

**Proof:** In $\triangle BAD$ and $\triangle CAD$:

1. $AB = AC$ (given);
2. $\angle BAD = \angle CAD$ (AD bisects $\angle A$);
3. $AD = AD$ (common side).
4. So $\triangle BAD \cong \triangle CAD$ by **SAS**.
5. Therefore $\angle ABD = \angle ACD$ by CPCT, that is, $\angle B = \angle C$.

The same congruence gives more, by CPCT: $BD = CD$, so D is the mid-point of BC; and $\angle ADB = \angle ADC$, and since they form a linear pair, each is $90^\circ$. So the bisector of the angle between the equal sides is also the perpendicular bisector of the base.

## The converse

**Theorem 7.3:** The sides opposite to equal angles of a triangle are equal.

It can be proved with the same construction. If $\angle B = \angle C$ and AD bisects $\angle A$, then in $\triangle BAD$ and $\triangle CAD$ we have $\angle B = \angle C$, $\angle BAD = \angle CAD$ and the common side $AD$, so the triangles are congruent by **AAS**, and $AB = AC$ by CPCT. So a triangle with two equal angles is isosceles.

### Example 1: Base angles from the top angle

In an isosceles triangle, the angle between the equal sides is $40^\circ$. Find the base angles.

1. The base angles are equal (Theorem 7.2); call each $x$.
2. Angle sum: $40^\circ + x + x = 180^\circ$, so $2x = 140^\circ$.
3. Each base angle is $x = 70^\circ$.

### Example 2: Angles given in terms of x

In $\triangle ABC$, $AB = AC$, $\angle B = (2x + 10)^\circ$ and $\angle C = (3x - 20)^\circ$. Find all three angles.

1. $AB = AC$, so the angles opposite them, $\angle C$ and $\angle B$, are equal: $2x + 10 = 3x - 20$.
2. So $x = 30$, and $\angle B = \angle C = 70^\circ$.
3. $\angle A = 180^\circ - 70^\circ - 70^\circ = 40^\circ$.

### Example 3: The equilateral triangle

Show that each angle of an equilateral triangle is $60^\circ$.

1. In equilateral $\triangle ABC$, $AB = BC = CA$.
2. $AB = AC$, so $\angle C = \angle B$ (angles opposite equal sides).
3. $AB = BC$, so $\angle C = \angle A$ (angles opposite equal sides).
4. Hence $\angle A = \angle B = \angle C$. Their sum is $180^\circ$, so each is $180^\circ \div 3 = 60^\circ$.

### Example 4: Equal altitudes

In $\triangle ABC$ with $AB = AC$, BE and CF are the altitudes to AC and AB. Show that $BE = CF$.

1. Compare $\triangle ABE$ and $\triangle ACF$.
2. $\angle AEB = \angle AFC = 90^\circ$ (altitudes).
3. $\angle A$ is common to both.
4. $AB = AC$ (given).
5. By **AAS**, $\triangle ABE \cong \triangle ACF$, so $BE = CF$ by CPCT.

## Common mistakes

- Making the wrong angles equal. The equal angles are **opposite** the equal sides: if $PQ = PR$, then $\angle Q = \angle R$, not $\angle P = \angle Q$.
- Assuming a triangle is isosceles because it looks so in a diagram. You need equal sides or equal angles given or proved.
- Forgetting the converse. If two angles are equal, you may conclude the sides opposite them are equal.

## Summary

In an isosceles triangle the angles opposite the equal sides are equal (proved with the angle bisector and SAS), and conversely, sides opposite equal angles are equal. The bisector of the angle between the equal sides is also the perpendicular bisector of the base. An equilateral triangle has all sides equal, so all three angles are equal, and each is $60^\circ$.`,
    figures: {
      isosceles: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><polygon points="150,30 70,170 230,170" stroke="currentColor" fill="none"/><line x1="150" y1="30" x2="150" y2="170" stroke="currentColor" stroke-dasharray="5 4"/><line x1="104.8" y1="97" x2="115.2" y2="103" stroke="currentColor"/><line x1="184.8" y1="103" x2="195.2" y2="97" stroke="currentColor"/><path d="M 90 170 A 20 20 0 0 0 79.92 152.64" stroke="currentColor" fill="none"/><path d="M 210 170 A 20 20 0 0 1 220.08 152.64" stroke="currentColor" fill="none"/><text x="144" y="22" font-size="14" fill="currentColor">A</text><text x="56" y="186" font-size="14" fill="currentColor">B</text><text x="234" y="186" font-size="14" fill="currentColor">C</text><text x="145" y="188" font-size="14" fill="currentColor">D</text></svg>`,
        alt: "Triangle ABC with apex A at the top. Sides AB and AC each carry one tick mark, showing they are equal. The base angles at B and C are marked with arcs. A dashed line AD runs from A straight down to D, the middle of the base BC.",
      },
    },
    check: [
      {
        question: "In △PQR, PQ = PR and ∠Q = 55°. Find ∠R and ∠P.",
        answer: "∠R = 55° (opposite equal sides); ∠P = 180° − 110° = 70°.",
      },
      {
        question:
          "A triangle has two angles of 45°. What can you say about its sides?",
        answer:
          "The sides opposite the equal angles are equal, so it is isosceles (and right-angled, since the third angle is 90°).",
      },
      {
        question: "Why is each angle of an equilateral triangle 60°?",
        answer: "All sides are equal, so all angles are equal; 180° ÷ 3 = 60°.",
      },
      {
        question:
          "The vertex angle of an isosceles triangle is 100°. Find each base angle.",
        answer: "(180° − 100°) ÷ 2 = 40°.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 1,
    title: "Properties of a Parallelogram",
    body: String.raw`In this lesson you will prove the main properties of a parallelogram — its diagonal splits it into two congruent triangles, its opposite sides and opposite angles are equal, and its diagonals bisect each other — and use them, together with the special properties of rectangles, rhombuses and squares, to find unknown sides and angles.

## What is a parallelogram?

A **parallelogram** is a quadrilateral in which **both pairs of opposite sides are parallel**. In parallelogram ABCD we have $AB \parallel DC$ and $AD \parallel BC$. Look around: the pages of an open notebook seen at a slant, the pattern of a tiled floor, a folding gate — parallelograms are common.

![Parallelogram ABCD with diagonals AC and BD meeting at O](figure:pgm)

## The diagonal theorem

**Theorem 8.1:** A diagonal of a parallelogram divides it into two congruent triangles.

In parallelogram ABCD, draw the diagonal AC. In $\triangle ABC$ and $\triangle CDA$:

1. $\angle BCA = \angle DAC$ — alternate angles, since $BC \parallel AD$ and AC is a transversal.
2. $AC = CA$ — common side.
3. $\angle BAC = \angle DCA$ — alternate angles, since $AB \parallel DC$.
4. So $\triangle ABC \cong \triangle CDA$ by **ASA**.

Everything else follows from this congruence and CPCT.

## The properties

- **Opposite sides are equal** (Theorem 8.2): from the congruence, $AB = CD$ and $BC = DA$.
- **Opposite angles are equal** (Theorem 8.4): $\angle B = \angle D$ from the congruence, and using the other diagonal BD, $\angle A = \angle C$.
- **Adjacent angles are supplementary**: $AD \parallel BC$ and AB is a transversal, so $\angle A$ and $\angle B$ are interior angles on the same side and add up to $180^\circ$.
- **The diagonals bisect each other** (Theorem 8.6): in $\triangle AOB$ and $\triangle COD$, $AB = CD$, $\angle OAB = \angle OCD$ and $\angle OBA = \angle ODC$ (alternate angles), so the triangles are congruent by ASA, and $OA = OC$, $OB = OD$.

## Special parallelograms

- A **rectangle** is a parallelogram with one right angle. Then all its angles are right angles, and its **diagonals are equal**.
- A **rhombus** is a parallelogram with all sides equal. Its **diagonals bisect each other at right angles**.
- A **square** is both: all sides equal and all angles $90^\circ$. Its diagonals are **equal and bisect each other at right angles**.

### Example 1: Finding all four angles

In parallelogram ABCD, $\angle A = 70^\circ$. Find the other angles.

1. Opposite angles are equal: $\angle C = 70^\circ$.
2. Adjacent angles are supplementary: $\angle B = 180^\circ - 70^\circ = 110^\circ$.
3. Opposite angles again: $\angle D = \angle B = 110^\circ$.
4. Check: $70 + 110 + 70 + 110 = 360$ ✓

### Example 2: Sides from the perimeter

The sides of a parallelogram are in the ratio $3 : 2$ and its perimeter is 60 cm. Find its sides.

1. Let the sides be $3x$ and $2x$. Opposite sides are equal, so the perimeter is $2(3x + 2x) = 10x$.
2. $10x = 60$, so $x = 6$.
3. The sides are 18 cm, 12 cm, 18 cm and 12 cm.

### Example 3: Using the diagonals

The diagonals of parallelogram ABCD meet at O. If $OA = (3x - 2)$ cm and $OC = (x + 6)$ cm, find the length of AC.

1. The diagonals bisect each other, so $OA = OC$: $3x - 2 = x + 6$.
2. $2x = 8$, so $x = 4$, and $OA = OC = 10$ cm.
3. $AC = OA + OC = 20$ cm.

### Example 4: Every angle of a rectangle is 90°

ABCD is a parallelogram with $\angle A = 90^\circ$. Show all its angles are right angles.

1. $\angle C = \angle A = 90^\circ$ (opposite angles).
2. $\angle B = 180^\circ - \angle A = 90^\circ$ (adjacent angles supplementary).
3. $\angle D = \angle B = 90^\circ$ (opposite angles).

### Example 5: The diagonals of a rhombus

In rhombus ABCD, the diagonals meet at O. Show that they are perpendicular.

1. In $\triangle AOB$ and $\triangle COB$: $OA = OC$ (diagonals bisect each other), $AB = CB$ (sides of a rhombus) and $OB = OB$ (common).
2. So $\triangle AOB \cong \triangle COB$ by **SSS**, and $\angle AOB = \angle COB$ by CPCT.
3. These two angles form a linear pair, so each is $180^\circ \div 2 = 90^\circ$.

## Common mistakes

- Thinking the diagonals of every parallelogram are equal. Only a rectangle (and so a square) has equal diagonals.
- Assuming the diagonals bisect the angles. That is true for a rhombus, not for every parallelogram.
- Making adjacent angles equal instead of supplementary.

## Summary

A parallelogram has both pairs of opposite sides parallel. A diagonal divides it into two congruent triangles (by ASA), which shows that opposite sides are equal, opposite angles are equal and the diagonals bisect each other; adjacent angles add up to $180^\circ$. A rectangle also has equal diagonals; a rhombus has diagonals that bisect each other at right angles; a square has diagonals that are equal and perpendicular bisectors of each other.`,
    figures: {
      pgm: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 190"><polygon points="40,160 220,160 270,50 90,50" stroke="currentColor" fill="none"/><line x1="40" y1="160" x2="270" y2="50" stroke="currentColor" stroke-dasharray="5 4"/><line x1="220" y1="160" x2="90" y2="50" stroke="currentColor" stroke-dasharray="5 4"/><circle cx="155" cy="105" r="3" fill="currentColor"/><text x="26" y="178" font-size="14" fill="currentColor">A</text><text x="222" y="178" font-size="14" fill="currentColor">B</text><text x="274" y="48" font-size="14" fill="currentColor">C</text><text x="76" y="44" font-size="14" fill="currentColor">D</text><text x="150" y="128" font-size="13" fill="currentColor">O</text></svg>`,
        alt: "A slanted parallelogram ABCD with A at the bottom left, B at the bottom right, C at the top right and D at the top left. The dashed diagonals AC and BD cross at O, the mid-point of each.",
      },
    },
    check: [
      {
        question: "In parallelogram PQRS, ∠P = 115°. Find ∠Q and ∠R.",
        answer: "∠Q = 180° − 115° = 65°; ∠R = ∠P = 115°.",
      },
      {
        question:
          "Two adjacent sides of a parallelogram are 9 cm and 5 cm. What is its perimeter?",
        answer: "2(9 + 5) = 28 cm.",
      },
      {
        question: "In which special parallelograms are the diagonals equal?",
        answer: "In a rectangle and a square.",
      },
      {
        question:
          "The diagonals of a rhombus meet at O. What is the angle between them?",
        answer:
          "90°: the diagonals of a rhombus bisect each other at right angles.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 2,
    title: "When Is a Quadrilateral a Parallelogram?",
    body: String.raw`In the last lesson you started from a parallelogram and found its properties. Now you will go the other way: given a quadrilateral, you will learn four tests that prove it **is** a parallelogram, see how one of them is proved, and apply them to real shapes.

## Turning the properties round

Each property of a parallelogram has a converse, and each converse turns out to be true. A quadrilateral is a parallelogram if **any one** of the following holds:

1. **Each pair of opposite sides is equal** (Theorem 8.3).
2. **Each pair of opposite angles is equal** (Theorem 8.5).
3. **The diagonals bisect each other** (Theorem 8.7).
4. **One pair of opposite sides is both equal and parallel** (Theorem 8.8).

Of course, the definition itself — both pairs of opposite sides parallel — is also a test. Note carefully what test 4 needs: the **same** pair of sides must be both equal and parallel. One pair parallel and the other pair equal is not enough; an isosceles trapezium has exactly that, and it is not a parallelogram.

## Proving a test

Every one of these tests is proved with congruent triangles. Here is the proof of test 1.

**Given:** quadrilateral ABCD with $AB = CD$ and $AD = BC$.
**To prove:** ABCD is a parallelogram.

1. Draw the diagonal AC. In $\triangle ABC$ and $\triangle CDA$: $AB = CD$ (given), $BC = DA$ (given), $AC = CA$ (common).
2. So $\triangle ABC \cong \triangle CDA$ by **SSS**.
3. By CPCT, $\angle BAC = \angle DCA$. These are alternate angles for the lines AB and CD cut by AC, so $AB \parallel CD$.
4. Also by CPCT, $\angle ACB = \angle CAD$, alternate angles for BC and AD, so $BC \parallel AD$.
5. Both pairs of opposite sides are parallel, so ABCD is a parallelogram.

The other tests are proved in a similar way. For test 3, if the diagonals meet at O with $OA = OC$ and $OB = OD$, then $\triangle AOB \cong \triangle COD$ by SAS (using vertically opposite angles at O), which gives alternate angles equal and $AB \parallel CD$; repeating with the other pair of triangles gives $AD \parallel BC$.

### Example 1: Which test applies?

Decide whether ABCD must be a parallelogram.

1. $AB = 5$ cm, $BC = 7$ cm, $CD = 5$ cm, $DA = 7$ cm: opposite sides are equal in pairs, so **yes** (test 1).
2. $\angle A = 110^\circ$, $\angle B = 70^\circ$, $\angle C = 110^\circ$, $\angle D = 70^\circ$: opposite angles are equal, so **yes** (test 2).
3. The diagonals meet at O with $OA = OC = 4$ cm and $OB = OD = 6$ cm: the diagonals bisect each other, so **yes** (test 3).
4. $AB \parallel DC$ and $AD = BC$, but nothing more: **not necessarily** — this could be an isosceles trapezium.

### Example 2: Mid-points of opposite sides

ABCD is a parallelogram, and E and F are the mid-points of AB and CD. Show that AECF is a parallelogram.

![Parallelogram ABCD with E the mid-point of AB and F the mid-point of CD, and segments AF and EC](figure:aecf)

1. $AB \parallel DC$ (opposite sides of a parallelogram), so $AE \parallel FC$, since AE lies along AB and FC along DC.
2. $AB = DC$ (opposite sides of a parallelogram), so $\frac{1}{2}AB = \frac{1}{2}DC$, that is, $AE = FC$ (things which are halves of equal things are equal).
3. So in AECF, one pair of opposite sides, AE and FC, is both equal and parallel. By test 4, AECF is a parallelogram.

### Example 3: A carpenter's check

A carpenter is making a window frame that must be a rectangle. He measures both pairs of opposite sides: 120 cm, 80 cm, 120 cm, 80 cm. Then he measures the diagonals: both are 144.2 cm. Is the frame a rectangle?

1. Opposite sides are equal, so the frame is a parallelogram (test 1).
2. A parallelogram with equal diagonals is a rectangle: if $AC = BD$, then $\triangle ABC \cong \triangle BAD$ by SSS, so $\angle ABC = \angle BAD$; these are adjacent angles of a parallelogram, adding to $180^\circ$, so each is $90^\circ$.
3. So the frame is a rectangle. (Check: $\sqrt{120^2 + 80^2} = \sqrt{14400 + 6400} = \sqrt{20800} \approx 144.2$ cm ✓)

This is exactly how builders and carpenters check corners without a set square: equal opposite sides plus equal diagonals.

## Common mistakes

- Using test 4 with two different pairs of sides. The pair must be both equal **and** parallel.
- Assuming a quadrilateral is a parallelogram because it looks like one. Prove it with one of the tests.
- Forgetting that test 3 needs **both** diagonals to be bisected: $OA = OC$ alone is not enough.

## Summary

A quadrilateral is a parallelogram if each pair of opposite sides is equal, or each pair of opposite angles is equal, or its diagonals bisect each other, or one pair of opposite sides is both equal and parallel. Each test is proved by splitting the quadrilateral into triangles, proving them congruent, and using equal alternate angles to show that sides are parallel. A parallelogram whose diagonals are equal is a rectangle.`,
    figures: {
      aecf: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 190"><polygon points="40,160 220,160 270,50 90,50" stroke="currentColor" fill="none"/><line x1="130" y1="160" x2="270" y2="50" stroke="currentColor"/><line x1="40" y1="160" x2="180" y2="50" stroke="currentColor"/><circle cx="130" cy="160" r="3" fill="currentColor"/><circle cx="180" cy="50" r="3" fill="currentColor"/><text x="26" y="178" font-size="14" fill="currentColor">A</text><text x="125" y="178" font-size="14" fill="currentColor">E</text><text x="222" y="178" font-size="14" fill="currentColor">B</text><text x="274" y="48" font-size="14" fill="currentColor">C</text><text x="175" y="42" font-size="14" fill="currentColor">F</text><text x="76" y="44" font-size="14" fill="currentColor">D</text></svg>`,
        alt: "Parallelogram ABCD with A bottom left, B bottom right, C top right and D top left. E is marked at the middle of the bottom side AB and F at the middle of the top side DC. Segments AF and EC are drawn, forming a narrower parallelogram AECF inside.",
      },
    },
    check: [
      {
        question:
          "A quadrilateral has sides 6, 9, 6 and 9 cm in order. Is it a parallelogram?",
        answer: "Yes: both pairs of opposite sides are equal.",
      },
      {
        question:
          "The diagonals of PQRS meet at O, with OP = OR and OQ = OS. What kind of quadrilateral is it?",
        answer: "A parallelogram, since its diagonals bisect each other.",
      },
      {
        question: "In ABCD, AB ∥ CD and AB = CD. Is ABCD a parallelogram?",
        answer: "Yes: one pair of opposite sides is both equal and parallel.",
      },
      {
        question:
          "A parallelogram has equal diagonals. What special kind is it?",
        answer: "A rectangle.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 3,
    title: "The Mid-point Theorem",
    body: String.raw`By the end of this lesson you will be able to state and prove the Mid-point Theorem, use its converse, and apply both to find lengths in triangles and to show that joining the mid-points of a quadrilateral's sides always gives a parallelogram.

## The theorem

Draw any triangle, mark the mid-points of two of its sides and join them. Measure: the joining segment is always exactly half as long as the third side, and it runs parallel to it.

**Theorem 8.9 (Mid-point Theorem):** The line segment joining the mid-points of two sides of a triangle is parallel to the third side and is half of it.

So if E and F are the mid-points of AB and AC in $\triangle ABC$, then
$$
EF \parallel BC \qquad \text{and} \qquad EF = \frac{1}{2}BC
$$

![Triangle ABC with mid-points E and F joined and EF extended to D, with CD parallel to BA](figure:midpoint)

## The proof

**Given:** E and F are the mid-points of AB and AC.
**Construction:** Through C draw a line parallel to BA, meeting EF produced at D.

1. In $\triangle AEF$ and $\triangle CDF$: $AF = CF$ (F is the mid-point of AC); $\angle AFE = \angle CFD$ (vertically opposite angles); $\angle EAF = \angle DCF$ (alternate angles, as $BA \parallel CD$ with transversal AC).
2. So $\triangle AEF \cong \triangle CDF$ by **ASA**.
3. By CPCT, $EF = DF$ and $AE = CD$. But $AE = BE$ (E is the mid-point of AB), so $BE = CD$.
4. Now in BCDE, $BE \parallel CD$ and $BE = CD$: one pair of opposite sides is equal and parallel, so **BCDE is a parallelogram**.
5. Hence $ED \parallel BC$, that is, $EF \parallel BC$; and $ED = BC$.
6. Since $EF = DF$, F is the mid-point of ED, so $EF = \frac{1}{2}ED = \frac{1}{2}BC$.

## The converse

**Theorem 8.10:** The line drawn through the mid-point of one side of a triangle, parallel to another side, bisects the third side.

So if E is the mid-point of AB and a line through E parallel to BC meets AC at F, then F is the mid-point of AC.

### Example 1: Lengths from mid-points

In $\triangle ABC$, $BC = 10$ cm, $AB = 8$ cm and $AC = 6$ cm. P, Q and R are the mid-points of AB, AC and BC. Find the perimeter of $\triangle PQR$.

1. PQ joins the mid-points of AB and AC, so $PQ = \frac{1}{2}BC = 5$ cm.
2. QR joins the mid-points of AC and BC, so $QR = \frac{1}{2}AB = 4$ cm.
3. PR joins the mid-points of AB and BC, so $PR = \frac{1}{2}AC = 3$ cm.
4. Perimeter $= 5 + 4 + 3 = 12$ cm, exactly half the perimeter of $\triangle ABC$ ($24$ cm).

### Example 2: Using the converse

In $\triangle ABC$, E is the mid-point of AB, and the line through E parallel to BC meets AC at F. If $AC = 9$ cm, find AF.

1. By the converse of the Mid-point Theorem, F is the mid-point of AC.
2. So $AF = \frac{1}{2} \times 9 = 4.5$ cm.

### Example 3: A roof frame

The two sloping rafters of a village house roof meet at the top, and their lower ends are 8 m apart. A horizontal tie-beam is fixed between the mid-points of the two rafters. How long is it?

1. The rafters and the line joining their feet form a triangle with base 8 m.
2. The tie-beam joins the mid-points of the two other sides, so it is parallel to the base and half of it.
3. Its length is $\frac{1}{2} \times 8 = 4$ m.

### Example 4: Mid-points of a quadrilateral

P, Q, R and S are the mid-points of the sides AB, BC, CD and DA of any quadrilateral ABCD. Show that PQRS is a parallelogram.

1. Draw the diagonal AC.
2. In $\triangle ABC$, P and Q are mid-points of AB and BC, so $PQ \parallel AC$ and $PQ = \frac{1}{2}AC$.
3. In $\triangle ADC$, S and R are mid-points of AD and DC, so $SR \parallel AC$ and $SR = \frac{1}{2}AC$.
4. So $PQ \parallel SR$ and $PQ = SR$: one pair of opposite sides is equal and parallel. Hence PQRS is a parallelogram — for every quadrilateral, however irregular.

## Common mistakes

- Halving the wrong side. The segment joining mid-points of AB and AC is half of the **third** side, BC.
- Using the converse without the parallel condition. A line through the mid-point of one side bisects the third side only if it is parallel to the second side.
- Forgetting that the theorem gives **two** facts, parallel and half. Many problems need both.

## Summary

The Mid-point Theorem states that the segment joining the mid-points of two sides of a triangle is parallel to the third side and half its length; it is proved by congruent triangles (ASA) and a parallelogram. Its converse says that a line through the mid-point of one side, parallel to a second side, bisects the third side. Together they give quick lengths in triangles and show that joining the mid-points of the sides of any quadrilateral produces a parallelogram.`,
    figures: {
      midpoint: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><polygon points="150,30 50,170 260,170" stroke="currentColor" fill="none"/><line x1="100" y1="100" x2="310" y2="100" stroke="currentColor"/><line x1="260" y1="170" x2="310" y2="100" stroke="currentColor" stroke-dasharray="5 4"/><circle cx="100" cy="100" r="3" fill="currentColor"/><circle cx="205" cy="100" r="3" fill="currentColor"/><text x="144" y="22" font-size="14" fill="currentColor">A</text><text x="36" y="186" font-size="14" fill="currentColor">B</text><text x="258" y="188" font-size="14" fill="currentColor">C</text><text x="84" y="98" font-size="14" fill="currentColor">E</text><text x="208" y="94" font-size="14" fill="currentColor">F</text><text x="314" y="98" font-size="14" fill="currentColor">D</text></svg>`,
        alt: "Triangle ABC with A at the top, B bottom left and C bottom right. E is the mid-point of AB and F the mid-point of AC. The segment EF is parallel to BC and extended beyond F to a point D, and a dashed line CD, parallel to BA, joins C to D.",
      },
    },
    check: [
      {
        question:
          "In △ABC, the mid-points of AB and AC are joined. If BC = 14 cm, how long is the joining segment?",
        answer: "7 cm, half of BC.",
      },
      {
        question:
          "The sides of a triangle are 7, 9 and 12 cm. Find the perimeter of the triangle formed by joining the mid-points of its sides.",
        answer: "(7 + 9 + 12) ÷ 2 = 14 cm.",
      },
      {
        question: "State the converse of the Mid-point Theorem.",
        answer:
          "A line through the mid-point of one side of a triangle, parallel to another side, bisects the third side.",
      },
      {
        question:
          "What figure do you get by joining, in order, the mid-points of the sides of any quadrilateral?",
        answer: "A parallelogram.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 1,
    title: "Chords and the Angles They Subtend",
    body: String.raw`In this lesson you will revise the vocabulary of circles — radius, chord, diameter, arc, segment, sector — and prove that equal chords of a circle subtend equal angles at the centre, along with the converse.

## Words for parts of a circle

A **circle** is the set of all points in a plane at a fixed distance from a fixed point. The fixed point is the **centre** and the fixed distance is the **radius**. A bangle, the rim of a bicycle wheel and the outline of a ₹5 coin are everyday circles.

- A **chord** is a line segment joining two points on the circle.
- A **diameter** is a chord passing through the centre. It is twice the radius and is the **longest chord** of the circle.
- An **arc** is a piece of the circle between two points. Two points divide the circle into a **minor arc** (the shorter one) and a **major arc** (the longer one); if the points are ends of a diameter, both arcs are **semicircles**.
- A **segment** is the region between a chord and an arc; a **sector** is the region between an arc and the two radii to its ends.
- Two circles are **congruent** if they have the same radius.

## The angle a chord subtends

Take a chord PQ of a circle with centre O. Joining O to P and Q gives $\angle POQ$, called the **angle subtended by the chord at the centre**. The longer the chord, the larger this angle: a tiny chord subtends a tiny angle, and a diameter subtends $180^\circ$.

![A circle with centre O and two equal chords AB and CD, each subtending 70 degrees at O](figure:chords)

## Equal chords, equal angles

**Theorem 9.1:** Equal chords of a circle subtend equal angles at the centre.

**Given:** chords AB and CD of a circle with centre O, with $AB = CD$.
**To prove:** $\angle AOB = \angle COD$.

1. In $\triangle AOB$ and $\triangle COD$: $OA = OC$ (radii), $OB = OD$ (radii), $AB = CD$ (given).
2. So $\triangle AOB \cong \triangle COD$ by **SSS**.
3. By CPCT, $\angle AOB = \angle COD$.

**Theorem 9.2 (converse):** If the angles subtended by two chords of a circle at the centre are equal, then the chords are equal.

Here the triangles are congruent by **SAS** (two radii and the equal included angle), so $AB = CD$ by CPCT.

Both theorems also hold for **congruent circles**: equal chords of congruent circles subtend equal angles at their centres, and conversely.

### Example 1: Reading off an angle

In a circle with centre O, chords AB and CD are equal and $\angle AOB = 70^\circ$. Find $\angle COD$ and the angles of $\triangle COD$.

1. Equal chords subtend equal angles at the centre, so $\angle COD = 70^\circ$.
2. $\triangle COD$ has $OC = OD$ (radii), so it is isosceles and $\angle OCD = \angle ODC$.
3. Each is $(180^\circ - 70^\circ) \div 2 = 55^\circ$.

### Example 2: A chord equal to the radius

A chord of a circle is equal to its radius. Find the angle it subtends at the centre.

1. Let the chord be AB, with centre O. Then $OA = OB = AB$ (all equal to the radius).
2. So $\triangle OAB$ is equilateral, and each of its angles is $60^\circ$.
3. The chord subtends $\angle AOB = 60^\circ$ at the centre.
4. This shows why a regular hexagon fits exactly in a circle with side equal to the radius: six such chords subtend $6 \times 60^\circ = 360^\circ$, going once round the centre.

### Example 3: Clock-face chords

On a clock face, the numbers are equally spaced around a circle. Show that the chord joining 12 and 1 equals the chord joining 4 and 5.

1. The 12 numbers divide $360^\circ$ equally, so neighbouring numbers subtend $360^\circ \div 12 = 30^\circ$ at the centre.
2. Both chords, 12 to 1 and 4 to 5, subtend $30^\circ$ at the centre.
3. Chords subtending equal angles at the centre are equal (Theorem 9.2), so the chords are equal.

## Common mistakes

- Applying the theorems to circles of different radii. Equal chords in circles of different sizes subtend **different** angles; the theorem needs the same or congruent circles.
- Forgetting that radii are equal. Almost every circle proof uses "$OA = OB$, radii of the same circle".
- Calling every chord a diameter. Only a chord through the centre is a diameter.

## Summary

A chord joins two points of a circle; the diameter is the longest chord and passes through the centre. Joining the ends of a chord to the centre gives the angle the chord subtends at the centre. Equal chords of a circle (or of congruent circles) subtend equal angles at the centre, proved by SSS, and chords that subtend equal angles at the centre are equal, proved by SAS. A chord equal to the radius subtends $60^\circ$.`,
    figures: {
      chords: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220"><circle cx="150" cy="110" r="90" stroke="currentColor" fill="none"/><circle cx="150" cy="110" r="3" fill="currentColor"/><line x1="72.06" y1="65" x2="165.63" y2="21.37" stroke="currentColor" stroke-width="2"/><line x1="195" y1="187.94" x2="92.15" y2="178.94" stroke="currentColor" stroke-width="2"/><line x1="150" y1="110" x2="72.06" y2="65" stroke="currentColor" stroke-dasharray="4 3"/><line x1="150" y1="110" x2="165.63" y2="21.37" stroke="currentColor" stroke-dasharray="4 3"/><line x1="150" y1="110" x2="195" y2="187.94" stroke="currentColor" stroke-dasharray="4 3"/><line x1="150" y1="110" x2="92.15" y2="178.94" stroke="currentColor" stroke-dasharray="4 3"/><text x="156" y="116" font-size="14" fill="currentColor">O</text><text x="56" y="62" font-size="14" fill="currentColor">A</text><text x="168" y="18" font-size="14" fill="currentColor">B</text><text x="198" y="204" font-size="14" fill="currentColor">C</text><text x="76" y="196" font-size="14" fill="currentColor">D</text><text x="124" y="78" font-size="12" fill="currentColor">70°</text><text x="134" y="158" font-size="12" fill="currentColor">70°</text></svg>`,
        alt: "A circle with centre O. Chord AB near the top and chord CD near the bottom have the same length. Dashed radii join O to A, B, C and D, and the angles AOB and COD at the centre are each marked 70 degrees.",
      },
    },
    check: [
      {
        question: "What is the longest chord of a circle?",
        answer: "A diameter.",
      },
      {
        question:
          "Chords PQ and RS of a circle are equal, and ∠POQ = 48°. Find ∠ROS.",
        answer: "48°: equal chords subtend equal angles at the centre.",
      },
      {
        question: "Which congruence criterion proves Theorem 9.1?",
        answer: "SSS: two radii and the equal chords.",
      },
      {
        question:
          "A chord subtends 90° at the centre of a circle of radius 5 cm. Find the chord's length.",
        answer: String.raw`The triangle is right-angled with legs 5 cm, so the chord is $\sqrt{25 + 25} = 5\sqrt{2} \approx 7.07$ cm.`,
      },
    ],
  },
  {
    chapter: 9,
    lesson: 2,
    title: "Perpendicular from the Centre to a Chord",
    body: String.raw`After this lesson you will be able to prove that the perpendicular from the centre of a circle to a chord bisects the chord, use this with Pythagoras' theorem to find chord lengths, radii and distances, and know that equal chords are equally far from the centre.

## The perpendicular bisects the chord

Fold a paper circle so that the two ends of a chord AB meet. The fold passes through the centre, meets the chord at right angles and cuts it exactly in half. Here is the proof.

**Theorem 9.3:** The perpendicular from the centre of a circle to a chord bisects the chord.

**Given:** a chord AB of a circle with centre O, and $OM \perp AB$ with M on AB.
**To prove:** $AM = BM$.

1. In right triangles $\triangle OMA$ and $\triangle OMB$: $\angle OMA = \angle OMB = 90^\circ$.
2. $OA = OB$ (radii) — these are the hypotenuses.
3. $OM = OM$ (common side).
4. So $\triangle OMA \cong \triangle OMB$ by **RHS**, and $AM = BM$ by CPCT.

**Theorem 9.4 (converse):** The line drawn through the centre of a circle to bisect a chord is perpendicular to the chord. (If M is the mid-point of AB, then $\triangle OMA \cong \triangle OMB$ by SSS, so $\angle OMA = \angle OMB$; they form a linear pair, so each is $90^\circ$.)

## Distance of a chord from the centre

The **distance** of a chord from the centre means the length of the **perpendicular** from the centre to the chord, OM. Because $\triangle OMA$ is right-angled at M, Pythagoras' theorem links three lengths:
$$
OA^2 = OM^2 + AM^2 \qquad \text{that is} \qquad r^2 = d^2 + \left(\frac{\text{chord}}{2}\right)^2
$$
where $r$ is the radius and $d$ the distance. Given any two of radius, distance and chord, you can find the third.

![Chord AB 8 cm long in a circle of radius 5 cm, with the perpendicular OM of 3 cm from the centre](figure:perp)

## Equal chords and equal distances

From the formula, if two chords in the same circle have the same length, then $d^2 = r^2 - \left(\frac{\text{chord}}{2}\right)^2$ is the same for both. This gives:

- **Theorem:** Equal chords of a circle (or of congruent circles) are equidistant from the centre (or centres).
- **Converse:** Chords equidistant from the centre of a circle are equal in length.

It also shows that the closer a chord is to the centre, the longer it is; the diameter, at distance 0, is the longest.

### Example 1: Distance from the centre

A chord of length 8 cm is drawn in a circle of radius 5 cm. Find its distance from the centre.

1. The perpendicular from the centre bisects the chord, so $AM = 8 \div 2 = 4$ cm.
2. In right $\triangle OMA$: $OM^2 = OA^2 - AM^2 = 5^2 - 4^2 = 25 - 16 = 9$.
3. So $OM = 3$ cm.

### Example 2: Length of a chord

In a circle of radius 13 cm, a chord is 5 cm from the centre. Find its length.

1. $AM^2 = 13^2 - 5^2 = 169 - 25 = 144$, so $AM = 12$ cm.
2. The chord is $2 \times 12 = 24$ cm long.

### Example 3: Finding the radius

A circular well has a straight wooden plank laid across it as a chord, 16 dm long. The plank is 6 dm from the centre of the well. Find the radius of the well.

1. Half the chord is $16 \div 2 = 8$ dm.
2. $r^2 = 6^2 + 8^2 = 36 + 64 = 100$.
3. So $r = 10$ dm, that is, 1 m.

### Example 4: Two parallel chords

In a circle of radius 5 cm, AB and CD are parallel chords of lengths 8 cm and 6 cm. Find the distance between them if they are (a) on the same side of the centre, (b) on opposite sides.

1. Distance of AB from the centre: $\sqrt{25 - 16} = 3$ cm.
2. Distance of CD from the centre: $\sqrt{25 - 9} = 4$ cm.
3. Both perpendiculars lie along the same line through O (at right angles to both parallel chords).
4. (a) Same side: $4 - 3 = 1$ cm apart. (b) Opposite sides: $4 + 3 = 7$ cm apart.

## Common mistakes

- Using the whole chord in Pythagoras' theorem. Always halve it first.
- Measuring the distance along a slanted line. The distance from the centre is along the **perpendicular**.
- Forgetting the second case when two chords could lie on the same side or opposite sides of the centre.

## Summary

The perpendicular from the centre to a chord bisects it (by RHS), and the line from the centre to the mid-point of a chord is perpendicular to it (by SSS). The radius $r$, the distance $d$ of a chord from the centre and half the chord form a right triangle, so $r^2 = d^2 + \left(\frac{\text{chord}}{2}\right)^2$. Equal chords are equidistant from the centre, chords equidistant from the centre are equal, and chords nearer the centre are longer.`,
    figures: {
      perp: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220"><circle cx="150" cy="110" r="90" stroke="currentColor" fill="none"/><circle cx="150" cy="110" r="3" fill="currentColor"/><line x1="78" y1="164" x2="222" y2="164" stroke="currentColor" stroke-width="2"/><line x1="150" y1="110" x2="150" y2="164" stroke="currentColor" stroke-dasharray="4 3"/><line x1="150" y1="110" x2="222" y2="164" stroke="currentColor"/><polyline points="150,154 160,154 160,164" stroke="currentColor" fill="none"/><text x="138" y="106" font-size="14" fill="currentColor">O</text><text x="62" y="172" font-size="14" fill="currentColor">A</text><text x="226" y="172" font-size="14" fill="currentColor">B</text><text x="144" y="182" font-size="14" fill="currentColor">M</text><text x="124" y="142" font-size="12" fill="currentColor">3</text><text x="190" y="130" font-size="12" fill="currentColor">5</text><text x="182" y="180" font-size="12" fill="currentColor">4</text></svg>`,
        alt: "A circle with centre O and a horizontal chord AB below the centre. A dashed perpendicular from O meets AB at its mid-point M, with a right-angle mark. OM is labelled 3, the radius OB is labelled 5 and MB is labelled 4, all in centimetres.",
      },
    },
    check: [
      {
        question:
          "A chord of a circle of radius 10 cm is 6 cm from the centre. Find its length.",
        answer: String.raw`Half-chord $= \sqrt{100 - 36} = 8$ cm, so the chord is 16 cm.`,
      },
      {
        question:
          "Two chords of a circle are each 4 cm from the centre. What can you say about them?",
        answer:
          "They are equal (chords equidistant from the centre are equal).",
      },
      {
        question:
          "Which congruence criterion proves that the perpendicular from the centre bisects a chord?",
        answer: "RHS.",
      },
      {
        question:
          "A chord 24 cm long is 5 cm from the centre. Find the radius.",
        answer: String.raw`$r = \sqrt{12^2 + 5^2} = \sqrt{169} = 13$ cm.`,
      },
    ],
  },
  {
    chapter: 9,
    lesson: 3,
    title: "Angles Subtended by an Arc",
    body: String.raw`In this lesson you will learn the most important angle fact about circles: the angle an arc subtends at the centre is double the angle it subtends at any point on the rest of the circle. From it you will get two more results — angles in the same segment are equal, and the angle in a semicircle is a right angle.

## Angles at the centre and on the circle

Take an arc PQ of a circle with centre O. Joining P and Q to the centre gives $\angle POQ$, the angle **subtended by the arc at the centre**. Joining P and Q to a point A on the **remaining part** of the circle gives $\angle PAQ$, the angle **subtended by the arc at the point A**.

A chord and its minor arc subtend the same angle at the centre, so we can speak of either. Equal arcs (in the same circle) subtend equal angles at the centre, just like equal chords.

![Arc PQ subtending 120 degrees at the centre O and 60 degrees at the point A on the circle](figure:arc)

## The main theorem

**Theorem:** The angle subtended by an arc at the centre is double the angle subtended by it at any point on the remaining part of the circle.

**Proof** (for the case shown in the figure):

1. Join AO and extend it to a point B beyond O.
2. In $\triangle OAQ$, $OA = OQ$ (radii), so $\angle OAQ = \angle OQA$.
3. $\angle BOQ$ is an exterior angle of $\triangle OAQ$, so it equals the sum of the two interior opposite angles: $\angle BOQ = \angle OAQ + \angle OQA = 2\angle OAQ$.
4. In the same way, in $\triangle OAP$: $\angle BOP = 2\angle OAP$.
5. Adding: $\angle BOP + \angle BOQ = 2(\angle OAP + \angle OAQ)$, that is, $\angle POQ = 2\angle PAQ$.

The same idea works when the arc is a major arc or a semicircle, with small changes.

## Two consequences

**Angles in the same segment are equal.** Any two points A and C on the same side of chord PQ (in the same segment) give $\angle PAQ = \frac{1}{2}\angle POQ = \angle PCQ$. So wherever you stand on that arc, the chord PQ "looks" equally wide.

**The angle in a semicircle is a right angle.** If PQ is a diameter, the arc PQ is a semicircle and subtends the straight angle $\angle POQ = 180^\circ$ at the centre. So at any point A on the circle, $\angle PAQ = 90^\circ$.

The converse of the first result is also true: if the segment joining two points subtends equal angles at two other points lying on the same side of it, then the four points lie on one circle (they are **concyclic**).

### Example 1: From the centre to the circle

An arc subtends $100^\circ$ at the centre. Find the angle it subtends at a point on the remaining part of the circle.

1. The angle at the circle is half the angle at the centre.
2. So it is $100^\circ \div 2 = 50^\circ$.

### Example 2: Angles at the centre adding up

A, B and C are points on a circle with centre O, with $\angle AOB = 60^\circ$ and $\angle BOC = 30^\circ$. D is a point on the circle, not on the arc ABC. Find $\angle ADC$.

1. $\angle AOC = \angle AOB + \angle BOC = 60^\circ + 30^\circ = 90^\circ$.
2. The arc ABC subtends $90^\circ$ at the centre and $\angle ADC$ at D on the remaining part of the circle.
3. So $\angle ADC = \frac{1}{2} \times 90^\circ = 45^\circ$.

### Example 3: A triangle in a semicircle

AB is a diameter of a circle, 10 cm long. C is a point on the circle with $AC = 6$ cm. Find BC.

1. $\angle ACB$ is an angle in a semicircle, so $\angle ACB = 90^\circ$.
2. By Pythagoras' theorem in $\triangle ACB$: $BC^2 = AB^2 - AC^2 = 100 - 36 = 64$.
3. So $BC = 8$ cm.

### Example 4: The same segment

Points A, B, C and D lie on a circle, with B and D on the same side of the chord AC. If $\angle ABC = 35^\circ$, find $\angle ADC$.

1. $\angle ABC$ and $\angle ADC$ both stand on chord AC, from the same segment.
2. Angles in the same segment are equal, so $\angle ADC = 35^\circ$.

## Using the semicircle fact

A carpenter can find the centre of a round table top with only a set square: place the right-angled corner on the edge, and mark where the two arms cross the edge. Those points are ends of a diameter, because the angle in a semicircle is $90^\circ$. Do this twice; the two diameters cross at the centre.

## Common mistakes

- Doubling when you should halve. The **centre** angle is the larger one: centre $= 2 \times$ circle.
- Using points on opposite sides of the chord as if they were in the same segment. Angles from opposite segments are not equal (they add to $180^\circ$, as the next lesson shows).
- Forgetting that the right angle in a semicircle is at the point **on the circle**, not at the centre.

## Summary

The angle subtended by an arc at the centre is twice the angle it subtends at any point on the remaining part of the circle; the proof uses isosceles triangles made by radii and the exterior angle property. It follows that angles in the same segment are equal, and that the angle in a semicircle is $90^\circ$. Conversely, if a segment subtends equal angles at two points on the same side of it, the four points are concyclic.`,
    figures: {
      arc: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 230"><circle cx="150" cy="120" r="90" stroke="currentColor" fill="none"/><circle cx="150" cy="120" r="3" fill="currentColor"/><line x1="150" y1="30" x2="72.06" y2="165" stroke="currentColor"/><line x1="150" y1="30" x2="227.94" y2="165" stroke="currentColor"/><line x1="150" y1="120" x2="72.06" y2="165" stroke="currentColor" stroke-dasharray="4 3"/><line x1="150" y1="120" x2="227.94" y2="165" stroke="currentColor" stroke-dasharray="4 3"/><text x="144" y="22" font-size="14" fill="currentColor">A</text><text x="154" y="116" font-size="14" fill="currentColor">O</text><text x="54" y="178" font-size="14" fill="currentColor">P</text><text x="232" y="178" font-size="14" fill="currentColor">Q</text><text x="138" y="66" font-size="12" fill="currentColor">60°</text><text x="134" y="150" font-size="12" fill="currentColor">120°</text></svg>`,
        alt: "A circle with centre O. Points P and Q are on the lower part of the circle and A is at the top. Dashed radii OP and OQ make an angle of 120 degrees at the centre; chords AP and AQ make an angle of 60 degrees at A, half of the angle at the centre.",
      },
    },
    check: [
      {
        question:
          "An arc subtends 140° at the centre. What angle does it subtend at a point on the remaining part of the circle?",
        answer: "70°.",
      },
      {
        question: "What is the angle in a semicircle?",
        answer: "90°.",
      },
      {
        question:
          "AB is a diameter of a circle and C is on the circle with ∠CAB = 30°. Find ∠CBA.",
        answer: "∠ACB = 90°, so ∠CBA = 180° − 90° − 30° = 60°.",
      },
      {
        question:
          "Two angles stand on the same chord from the same segment. One is 42°. What is the other?",
        answer: "42°: angles in the same segment are equal.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 4,
    title: "Cyclic Quadrilaterals",
    body: String.raw`After this lesson you will be able to recognise a cyclic quadrilateral, prove that its opposite angles add up to $180^\circ$, use the converse to test whether four points lie on a circle, and solve angle problems with these facts.

## What is a cyclic quadrilateral?

A quadrilateral ABCD is called **cyclic** if all four of its vertices lie on one circle. Not every quadrilateral is cyclic. Any three points that are not on one line lie on exactly one circle, but a fourth point may or may not land on that circle. Every rectangle is cyclic (its diagonals are equal and bisect each other, so the four corners are equally far from their meeting point); a parallelogram that is not a rectangle is not.

![Cyclic quadrilateral ABCD with angles 85, 95, 95 and 85 degrees](figure:cyclic)

## Opposite angles add up to 180°

**Theorem:** The sum of either pair of opposite angles of a cyclic quadrilateral is $180^\circ$.

**Proof:** Let ABCD be cyclic, with centre O.

1. The arc BCD (not containing A) subtends some angle $x$ at the centre, $\angle BOD = x$. By the arc theorem, it subtends half of that at A: $\angle BAD = \frac{x}{2}$.
2. The other arc, BAD, subtends the reflex angle $360^\circ - x$ at the centre. So at C, on the remaining part of the circle, $\angle BCD = \frac{360^\circ - x}{2} = 180^\circ - \frac{x}{2}$.
3. Adding: $\angle BAD + \angle BCD = \frac{x}{2} + 180^\circ - \frac{x}{2} = 180^\circ$.
4. The four angles of any quadrilateral add up to $360^\circ$, so $\angle ABC + \angle ADC = 360^\circ - 180^\circ = 180^\circ$ as well.

**Converse:** If the sum of a pair of opposite angles of a quadrilateral is $180^\circ$, the quadrilateral is cyclic.

A useful consequence: if one side of a cyclic quadrilateral is extended, the **exterior angle** equals the **interior opposite angle**. For example, extending AB beyond B gives an exterior angle $180^\circ - \angle ABC$, which equals $\angle ADC$. Check it with the figure: $\angle ABC = 95^\circ$, so the exterior angle at B is $180^\circ - 95^\circ = 85^\circ$, exactly the size of $\angle ADC$. This shortcut often saves a step, because it links an angle outside the quadrilateral directly to an angle inside it, without first finding the angle in between.

### Example 1: Finding the missing angles

ABCD is a cyclic quadrilateral with $\angle A = 75^\circ$ and $\angle B = 100^\circ$. Find $\angle C$ and $\angle D$.

1. $\angle A$ and $\angle C$ are opposite: $\angle C = 180^\circ - 75^\circ = 105^\circ$.
2. $\angle B$ and $\angle D$ are opposite: $\angle D = 180^\circ - 100^\circ = 80^\circ$.
3. Check: $75 + 100 + 105 + 80 = 360$ ✓

### Example 2: Is it cyclic?

The angles of quadrilateral PQRS, taken in order, are $\angle P = 85^\circ$, $\angle Q = 70^\circ$, $\angle R = 95^\circ$ and $\angle S = 110^\circ$. Is PQRS cyclic?

1. Opposite angles: $\angle P + \angle R = 85^\circ + 95^\circ = 180^\circ$.
2. By the converse, PQRS is cyclic. (Also $\angle Q + \angle S = 180^\circ$, as it must be.)

### Example 3: Solving for x

In cyclic quadrilateral ABCD, $\angle A = (2x + 4)^\circ$ and $\angle C = (4x - 28)^\circ$. Find both angles.

1. Opposite angles are supplementary: $(2x + 4) + (4x - 28) = 180$.
2. $6x - 24 = 180$, so $6x = 204$ and $x = 34$.
3. $\angle A = 2(34) + 4 = 72^\circ$ and $\angle C = 4(34) - 28 = 108^\circ$. Check: $72 + 108 = 180$ ✓

### Example 4: Combining two circle facts

ABCD is a cyclic quadrilateral whose diagonals meet at E. If $\angle DBC = 70^\circ$ and $\angle BAC = 30^\circ$, find $\angle BCD$.

1. $\angle BDC$ and $\angle BAC$ stand on chord BC from the same segment, so $\angle BDC = 30^\circ$.
2. In $\triangle BCD$: $\angle BCD = 180^\circ - \angle DBC - \angle BDC = 180^\circ - 70^\circ - 30^\circ = 80^\circ$.
3. As a bonus, $\angle BAD = 180^\circ - 80^\circ = 100^\circ$, since it is opposite $\angle BCD$.

## Common mistakes

- Adding **adjacent** angles to $180^\circ$. In a cyclic quadrilateral it is the **opposite** angles that are supplementary. (Adjacent angles are supplementary in a parallelogram, which is a different fact.)
- Assuming a quadrilateral is cyclic because it is drawn inside a circle. All four vertices must be **on** the circle, or you must show opposite angles add to $180^\circ$.
- Taking the angles out of order. "Opposite" depends on the order of the vertices around the quadrilateral: A is opposite C, and B is opposite D.

## Summary

A quadrilateral whose four vertices lie on a circle is cyclic. Using the fact that the angle at the centre is twice the angle on the circle, each pair of its opposite angles adds up to $180^\circ$. Conversely, a quadrilateral with a pair of opposite angles adding up to $180^\circ$ is cyclic. An exterior angle of a cyclic quadrilateral equals the interior opposite angle.`,
    figures: {
      cyclic: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220"><circle cx="150" cy="115" r="90" stroke="currentColor" fill="none"/><polygon points="72.06,160 195,192.94 234.57,84.22 119.22,30.43" stroke="currentColor" fill="none"/><text x="56" y="172" font-size="14" fill="currentColor">A</text><text x="196" y="210" font-size="14" fill="currentColor">B</text><text x="240" y="84" font-size="14" fill="currentColor">C</text><text x="110" y="22" font-size="14" fill="currentColor">D</text><text x="86" y="158" font-size="12" fill="currentColor">85°</text><text x="180" y="180" font-size="12" fill="currentColor">95°</text><text x="202" y="96" font-size="12" fill="currentColor">95°</text><text x="114" y="52" font-size="12" fill="currentColor">85°</text></svg>`,
        alt: "A circle with four points A, B, C and D on it, joined in order to form quadrilateral ABCD. The angles are marked: A 85 degrees, B 95 degrees, C 95 degrees and D 85 degrees, so each pair of opposite angles, A with C and B with D, adds up to 180 degrees.",
      },
    },
    check: [
      {
        question: "In cyclic quadrilateral PQRS, ∠P = 110°. Find ∠R.",
        answer: "180° − 110° = 70°.",
      },
      {
        question:
          "A quadrilateral has angles 100°, 60°, 80°, 120° in order. Is it cyclic?",
        answer: "Yes: 100° + 80° = 180° (and 60° + 120° = 180°).",
      },
      {
        question: "Is every parallelogram cyclic?",
        answer:
          "No. A cyclic parallelogram needs opposite angles equal and adding to 180°, so each is 90°: only rectangles are cyclic.",
      },
      {
        question:
          "Side AB of cyclic quadrilateral ABCD is extended beyond B, and ∠ADC = 65°. Find the exterior angle at B.",
        answer: "65°: the exterior angle equals the interior opposite angle.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 1,
    title: "Area of a Triangle Using Its Height",
    body: String.raw`In this lesson you will revise the formula area $= \frac{1}{2} \times$ base $\times$ height, use Pythagoras' theorem to find a missing height in right, isosceles and equilateral triangles, and see why the formula becomes hard to use for a triangle whose height is not given — which is where Heron's formula will come in.

## The basic formula

You learnt in earlier classes that the area of a triangle is
$$
\text{Area} = \frac{1}{2} \times \text{base} \times \text{height}
$$
Any side can be taken as the **base**. The **height** (or altitude) for that base is the perpendicular distance from the opposite vertex to the line containing the base. The formula comes from the fact that a triangle is half of a parallelogram with the same base and height.

![Triangle ABC with base BC and the perpendicular height AD](figure:height)

Areas are measured in **square units**: $\text{cm}^2$, $\text{m}^2$, and so on. If the base and height are in different units, convert first.

## Right triangles: height for free

In a right triangle, the two sides that make the right angle are perpendicular to each other. So one of them can be the base and the other the height.

### Example 1: A 3–4–5 triangle

Find the area of a triangle with sides 3 cm, 4 cm and 5 cm.

1. Check that it is right-angled: $3^2 + 4^2 = 9 + 16 = 25 = 5^2$, so by the converse of Pythagoras' theorem, the angle between the 3 cm and 4 cm sides is $90^\circ$.
2. Take 4 cm as the base and 3 cm as the height.
3. Area $= \frac{1}{2} \times 4 \times 3 = 6\ \text{cm}^2$.

## Isosceles and equilateral triangles

In an isosceles triangle, the perpendicular from the top vertex bisects the base (you proved this with congruent triangles). That gives a right triangle in which Pythagoras' theorem finds the height.

### Example 2: An isosceles triangle

Find the area of a triangle with sides 5 cm, 5 cm and 6 cm.

1. Take the unequal side, 6 cm, as the base. The height from the opposite vertex meets it at its mid-point, 3 cm from each end.
2. Height: $h = \sqrt{5^2 - 3^2} = \sqrt{25 - 9} = \sqrt{16} = 4$ cm.
3. Area $= \frac{1}{2} \times 6 \times 4 = 12\ \text{cm}^2$.

### Example 3: An equilateral triangle

Find the area of an equilateral triangle of side 10 cm.

1. The height meets the base at its mid-point, 5 cm from each end.
2. $h = \sqrt{10^2 - 5^2} = \sqrt{75} = 5\sqrt{3}$ cm.
3. Area $= \frac{1}{2} \times 10 \times 5\sqrt{3} = 25\sqrt{3}\ \text{cm}^2 \approx 25 \times 1.732 = 43.3\ \text{cm}^2$.

### Example 4: Grassing a park

A triangular park has a side of 40 m, and the perpendicular distance from the opposite corner to that side is 25 m. Grass costs ₹12 per square metre to plant. Find the cost.

1. Area $= \frac{1}{2} \times 40 \times 25 = 500\ \text{m}^2$.
2. Cost $= 500 \times 12 =$ ₹6,000.

## When the height is not known

Now think of a triangular plot of land whose sides are 7 m, 8 m and 9 m. Nothing tells you where the perpendicular from a corner meets the opposite side, so you cannot simply read off a height. The triangle is **scalene** (all sides different), and $7^2 + 8^2 = 113 \neq 81$, and no other pair works either, so it is not right-angled. You could draw it to scale and measure the height with a set square, but that is only approximate.

Surveyors and farmers meet this problem all the time: measuring the three sides of a field with a tape is easy, but measuring a perpendicular across the middle of a field full of crops is not. We would like a formula that needs **only the three sides**. That formula exists — Heron's formula — and it is the subject of the next lesson. (For the record, the area of the 7–8–9 triangle turns out to be $12\sqrt{5} \approx 26.8\ \text{m}^2$.)

## Common mistakes

- Using a slanting side as the height. The height must be **perpendicular** to the base.
- Forgetting the $\frac{1}{2}$: base $\times$ height alone gives the area of a parallelogram.
- Writing the answer in plain units (cm) instead of square units ($\text{cm}^2$).
- In an isosceles triangle, using the whole base instead of half of it when finding the height with Pythagoras' theorem.

## Summary

The area of a triangle is $\frac{1}{2} \times$ base $\times$ height, where the height is the perpendicular from the opposite vertex to the base. In right triangles the two perpendicular sides act as base and height; in isosceles and equilateral triangles, the height bisects the base, so Pythagoras' theorem gives it. An equilateral triangle of side 10 cm has area $25\sqrt{3}\ \text{cm}^2$. For a scalene triangle known only by its three sides, the height is not easy to find — which is why we need Heron's formula.`,
    figures: {
      height: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><polygon points="110,30 40,170 260,170" stroke="currentColor" fill="none"/><line x1="110" y1="30" x2="110" y2="170" stroke="currentColor" stroke-dasharray="5 4"/><polyline points="110,160 120,160 120,170" stroke="currentColor" fill="none"/><text x="104" y="22" font-size="14" fill="currentColor">A</text><text x="26" y="186" font-size="14" fill="currentColor">B</text><text x="262" y="186" font-size="14" fill="currentColor">C</text><text x="104" y="188" font-size="14" fill="currentColor">D</text><text x="116" y="104" font-size="13" fill="currentColor">height</text><text x="170" y="188" font-size="13" fill="currentColor">base</text></svg>`,
        alt: "Triangle ABC with a long horizontal base BC. A dashed line drops from the top vertex A straight down to D on BC, meeting it at a right angle; AD is labelled height and BC is labelled base.",
      },
    },
    check: [
      {
        question:
          "Find the area of a right triangle whose perpendicular sides are 6 cm and 8 cm.",
        answer: String.raw`$\frac{1}{2} \times 6 \times 8 = 24\ \text{cm}^2$.`,
      },
      {
        question:
          "An isosceles triangle has sides 13 cm, 13 cm and 10 cm. Find its height on the 10 cm side and its area.",
        answer: String.raw`$h = \sqrt{169 - 25} = 12$ cm; area $= \frac{1}{2} \times 10 \times 12 = 60\ \text{cm}^2$.`,
      },
      {
        question:
          "Why is it hard to find the area of a triangle with sides 7 m, 8 m and 9 m using ½ × base × height?",
        answer:
          "It is scalene and not right-angled, so no height is known; it cannot be read off from the sides directly.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 2,
    title: "Heron's Formula",
    body: String.raw`By the end of this lesson you will be able to find the area of any triangle from its three sides alone, using Heron's formula, and check it against the base–height method.

## Who was Heron?

**Heron** (also called Hero) of Alexandria was a Greek mathematician and engineer who lived in Egypt in the first century CE, around 10 CE to 75 CE. He wrote on measurement, mechanics and optics, and in his book *Metrica* he gave the formula that now carries his name. It solves exactly the problem we met in the last lesson: finding the area of a triangle when only its sides are known.

## The formula

Let a triangle have sides $a$, $b$ and $c$.

**Step 1.** Find the **semi-perimeter** $s$ — half the perimeter:
$$
s = \frac{a + b + c}{2}
$$

**Step 2.** Subtract each side from $s$, multiply the four numbers together, and take the square root:
$$
\text{Area} = \sqrt{s(s - a)(s - b)(s - c)}
$$

That is all. No height, no angles — just three lengths.

A few useful checks before you start. Each of $s - a$, $s - b$ and $s - c$ must be **positive**; if one is zero or negative, the three lengths cannot form a triangle (the longest side must be shorter than the sum of the other two). And $(s - a) + (s - b) + (s - c) = 3s - 2s = s$, which is a quick way to catch arithmetic slips.

### Example 1: The 3–4–5 triangle

Find the area of a triangle with sides 3 cm, 4 cm and 5 cm.

1. $s = \frac{3 + 4 + 5}{2} = 6$ cm.
2. $s - a = 3$, $s - b = 2$, $s - c = 1$. (Check: $3 + 2 + 1 = 6 = s$ ✓)
3. Area $= \sqrt{6 \times 3 \times 2 \times 1} = \sqrt{36} = 6\ \text{cm}^2$.

This matches the answer from $\frac{1}{2} \times 3 \times 4 = 6$ in the last lesson — a reassuring check.

### Example 2: The 7–8–9 field

A field is a triangle with sides 7 m, 8 m and 9 m. Find its area.

1. $s = \frac{7 + 8 + 9}{2} = 12$ m.
2. $s - a = 5$, $s - b = 4$, $s - c = 3$.
3. Area $= \sqrt{12 \times 5 \times 4 \times 3} = \sqrt{720}$.
4. Simplify: $720 = 144 \times 5$, so $\sqrt{720} = 12\sqrt{5} \approx 12 \times 2.236 = 26.83\ \text{m}^2$.

### Example 3: A triangular park

A park is triangular with sides 40 m, 32 m and 24 m. Find its area, and the cost of fencing it at ₹20 per metre.

1. $s = \frac{40 + 32 + 24}{2} = \frac{96}{2} = 48$ m.
2. $s - a = 8$, $s - b = 16$, $s - c = 24$.
3. Area $= \sqrt{48 \times 8 \times 16 \times 24}$. Group the factors: $48 \times 8 = 384$ and $16 \times 24 = 384$, so the product is $384^2$.
4. Area $= 384\ \text{m}^2$.
5. Fencing goes round the perimeter, $96$ m, so it costs $96 \times 20 =$ ₹1,920.
6. Check: $24^2 + 32^2 = 576 + 1024 = 1600 = 40^2$, so this is a right triangle, and $\frac{1}{2} \times 24 \times 32 = 384$ ✓.

### Example 4: Sides from a ratio

The sides of a triangle are in the ratio $12 : 17 : 25$ and its perimeter is 540 cm. Find its area.

1. Let the sides be $12x$, $17x$ and $25x$. Then $54x = 540$, so $x = 10$: the sides are 120 cm, 170 cm and 250 cm.
2. $s = 540 \div 2 = 270$ cm.
3. $s - a = 150$, $s - b = 100$, $s - c = 20$. (Check: $150 + 100 + 20 = 270$ ✓)
4. Area $= \sqrt{270 \times 150 \times 100 \times 20} = \sqrt{81\,000\,000} = 9000\ \text{cm}^2$.

## Making the arithmetic easier

The product under the root can be large. Before multiplying everything out, break each number into factors and pair them up. In Example 4, write $270 = 27 \times 10$, $150 = 3 \times 50$, $100 = 10 \times 10$ and $20 = 2 \times 10$. The product is $27 \times 3 \times 50 \times 2 \times 10^4 = 81 \times 100 \times 10^4$, and each of $81$, $100$ and $10^4$ is a perfect square, so the root is $9 \times 10 \times 100 = 9000$. Pairing equal factors, as in Example 3, often makes the square root come out at once.

## Common mistakes

- Using the full perimeter instead of the **semi**-perimeter.
- Forgetting the square root at the end.
- Mixing units: all three sides must be in the same unit, and the area is in square units.
- Rounding too early. Keep exact values (like $12\sqrt{5}$) until the last step.

## Summary

Heron's formula gives the area of a triangle with sides $a$, $b$, $c$ as $\sqrt{s(s - a)(s - b)(s - c)}$, where $s = \frac{a + b + c}{2}$ is the semi-perimeter. It needs no height, so it works for any triangle, including scalene ones. Check that $s - a$, $s - b$ and $s - c$ are positive and add up to $s$, factorise before multiplying, and give the answer in square units.`,
    check: [
      {
        question:
          "Find the semi-perimeter of a triangle with sides 5, 12 and 13 cm.",
        answer: "s = (5 + 12 + 13) ÷ 2 = 15 cm.",
      },
      {
        question:
          "Use Heron's formula to find the area of the triangle with sides 5, 12 and 13 cm.",
        answer: String.raw`$\sqrt{15 \times 10 \times 3 \times 2} = \sqrt{900} = 30\ \text{cm}^2$.`,
      },
      {
        question: "Find the area of a triangle with sides 13, 14 and 15 cm.",
        answer: String.raw`$s = 21$; $\sqrt{21 \times 8 \times 7 \times 6} = \sqrt{7056} = 84\ \text{cm}^2$.`,
      },
      {
        question:
          "Can 2 cm, 3 cm and 6 cm be the sides of a triangle? Use s to decide.",
        answer:
          "No: s = 5.5, and s − 6 = −0.5 is negative (6 is longer than 2 + 3).",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 3,
    title: "Using Heron's Formula",
    body: String.raw`In this lesson you will apply Heron's formula to real problems: derive the area formula for an equilateral triangle, handle isosceles triangles given by their perimeter, deal with mixed units, and work out costs and rents that depend on area.

## The equilateral triangle

For an equilateral triangle of side $a$, all three sides are $a$, so
$$
s = \frac{3a}{2}, \qquad s - a = \frac{a}{2}
$$
Heron's formula gives
$$
\text{Area} = \sqrt{\frac{3a}{2} \cdot \frac{a}{2} \cdot \frac{a}{2} \cdot \frac{a}{2}} = \sqrt{\frac{3a^4}{16}} = \frac{\sqrt{3}}{4}a^2
$$
This is worth remembering on its own. For $a = 10$ cm it gives $\frac{\sqrt{3}}{4} \times 100 = 25\sqrt{3} \approx 43.3\ \text{cm}^2$, the same answer we found with the height in the first lesson of this chapter.

### Example 1: A traffic sign

A "school ahead" warning board is an equilateral triangle with perimeter 180 cm. Find its area.

1. Each side is $180 \div 3 = 60$ cm.
2. Area $= \frac{\sqrt{3}}{4} \times 60^2 = \frac{\sqrt{3}}{4} \times 3600 = 900\sqrt{3}\ \text{cm}^2$.
3. Using $\sqrt{3} \approx 1.732$: about $1558.8\ \text{cm}^2$.

## Isosceles triangles from the perimeter

Often a question gives the perimeter and the equal sides. Find the missing side first, then use the formula.

### Example 2: An isosceles triangle

An isosceles triangle has perimeter 30 cm and each of its equal sides is 12 cm. Find its area.

1. Base $= 30 - 12 - 12 = 6$ cm.
2. $s = 30 \div 2 = 15$ cm; $s - a = 3$, $s - b = 3$, $s - c = 9$.
3. Area $= \sqrt{15 \times 3 \times 3 \times 9} = \sqrt{1215}$.
4. $1215 = 81 \times 15$, so the area is $9\sqrt{15} \approx 9 \times 3.873 = 34.9\ \text{cm}^2$.

You can check this with the height method: the height on the 6 cm base is $\sqrt{12^2 - 3^2} = \sqrt{135} = 3\sqrt{15}$, and $\frac{1}{2} \times 6 \times 3\sqrt{15} = 9\sqrt{15}$ ✓.

## Keep the units consistent

All three sides must be in the same unit before you start. If a question mixes metres and centimetres, convert first, and give the area in the matching square unit. Remember that $1\ \text{m}^2 = 100 \times 100 = 10\,000\ \text{cm}^2$, not $100\ \text{cm}^2$.

### Example 3: Mixed units

A triangular piece of plywood has sides 1.2 m, 90 cm and 150 cm. Find its area in $\text{cm}^2$ and in $\text{m}^2$.

1. Convert: $1.2\ \text{m} = 120$ cm. The sides are 120, 90 and 150 cm.
2. $s = \frac{120 + 90 + 150}{2} = 180$ cm; $s - a = 60$, $s - b = 90$, $s - c = 30$.
3. Area $= \sqrt{180 \times 60 \times 90 \times 30} = \sqrt{29\,160\,000} = 5400\ \text{cm}^2$.
4. In square metres: $5400 \div 10\,000 = 0.54\ \text{m}^2$.

## Areas that cost money

### Example 4: Renting a hoarding

The triangular side wall of a flyover has sides 13 m, 14 m and 15 m, and is rented for advertisements at ₹2,000 per $\text{m}^2$ per year. A company rents it for 6 months. How much does it pay?

1. $s = \frac{13 + 14 + 15}{2} = 21$ m; $s - a = 8$, $s - b = 7$, $s - c = 6$.
2. Area $= \sqrt{21 \times 8 \times 7 \times 6} = \sqrt{7056} = 84\ \text{m}^2$.
3. Rent for a year $= 84 \times 2000 =$ ₹1,68,000.
4. For 6 months, half of that: ₹84,000.

### Example 5: An umbrella

An umbrella is made of 8 identical triangular panels of cloth, each with sides 50 cm, 50 cm and 20 cm, in two colours used alternately. How much cloth of each colour is needed?

1. For one panel: $s = 60$ cm; $s - a = 10$, $s - b = 10$, $s - c = 40$.
2. Area $= \sqrt{60 \times 10 \times 10 \times 40} = \sqrt{240\,000} = 200\sqrt{6} \approx 489.9\ \text{cm}^2$.
3. Each colour is used for 4 panels: $4 \times 200\sqrt{6} = 800\sqrt{6} \approx 1959.6\ \text{cm}^2$.

## A quick sense check

After any area calculation, ask whether the answer is reasonable. A useful fact: the area of a triangle can never be more than half the product of any two of its sides, because the height on one side is at most the length of another side. It equals that value only when the angle between those sides is $90^\circ$. For the hoarding in Example 4, $\frac{1}{2} \times 14 \times 13 = 91$, and our answer of $84\ \text{m}^2$ is a little less — sensible. If Heron's formula ever gives you more than this limit, look for an arithmetic slip.

## Common mistakes

- Converting square units like lengths: $1\ \text{m}^2$ is $10\,000\ \text{cm}^2$.
- Using the perimeter where the semi-perimeter is needed.
- Forgetting to find the missing side of an isosceles triangle before using the formula.
- In cost questions, forgetting a time fraction (6 months is half a year).

## Summary

Heron's formula handles every triangle. For an equilateral triangle of side $a$ it simplifies to $\frac{\sqrt{3}}{4}a^2$, so a side of 10 cm gives $25\sqrt{3}\ \text{cm}^2$. For an isosceles triangle, use the perimeter to find the base first. Put all sides in one unit, give the area in square units, and convert square units carefully. Areas then lead directly to costs, rents and quantities of material.`,
    check: [
      {
        question: "Find the area of an equilateral triangle of side 6 cm.",
        answer: String.raw`$\frac{\sqrt{3}}{4} \times 36 = 9\sqrt{3} \approx 15.6\ \text{cm}^2$.`,
      },
      {
        question:
          "An isosceles triangle has perimeter 32 cm and base 12 cm. Find its equal sides and area.",
        answer: String.raw`Equal sides $= (32 - 12) \div 2 = 10$ cm. $s = 16$: $\sqrt{16 \times 6 \times 6 \times 4} = \sqrt{2304} = 48\ \text{cm}^2$.`,
      },
      {
        question: "How many square centimetres are there in 2 square metres?",
        answer: "2 × 10,000 = 20,000 cm².",
      },
      {
        question: String.raw`A triangular plot has area $84\ \text{m}^2$. What does it cost to level it at ₹15 per $\text{m}^2$?`,
        answer: "84 × 15 = ₹1,260.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 1,
    title: "Surface Area of a Right Circular Cone",
    body: String.raw`In this lesson you will learn the parts of a right circular cone, see why its curved surface area is $\pi r l$, and use this and the total surface area $\pi r(l + r)$ to solve problems about tents, caps and funnels.

## Parts of a cone

Think of an ice-cream cone, a birthday cap, or a conical tent at a mela. A **right circular cone** is the solid formed when a right triangle is turned about one of its perpendicular sides. It has:

- a circular **base** with radius $r$;
- a **vertex** (apex) directly above the centre of the base;
- a **height** $h$: the perpendicular distance from the vertex to the centre of the base;
- a **slant height** $l$: the distance from the vertex to any point on the edge of the base.

![A right circular cone with radius r, height h and slant height l](figure:cone)

The height, the radius and the slant height form a right triangle, with $l$ as the hypotenuse. So by Pythagoras' theorem,
$$
l^2 = r^2 + h^2 \qquad \text{or} \qquad l = \sqrt{r^2 + h^2}
$$

## Curved surface area

Take a paper cone, cut it along a slant line from the vertex to the base, and open it flat. You get a **sector of a circle** whose radius is the slant height $l$ and whose curved edge was the rim of the base, of length $2\pi r$.

Now cut the sector into many thin slices from the centre, like pieces of a pizza. Each slice is nearly a triangle with height $l$. If the bases of the slices are $b_1, b_2, b_3, \ldots$, their total area is
$$
\frac{1}{2}b_1 l + \frac{1}{2}b_2 l + \frac{1}{2}b_3 l + \cdots = \frac{1}{2}l(b_1 + b_2 + b_3 + \cdots)
$$
The bases together make up the whole curved edge, $2\pi r$. So the area is $\frac{1}{2} \times l \times 2\pi r$:
$$
\text{Curved surface area of a cone} = \pi r l
$$

## Total surface area

If the cone has a closed base (a solid cone), add the area of the circular base, $\pi r^2$:
$$
\text{Total surface area} = \pi r l + \pi r^2 = \pi r(l + r)
$$

A cap or a tent has no base, so only the curved surface area matters there. A solid wooden cone, on the other hand, has to be painted all over: with $r = 7$ cm and $l = 10$ cm, that is $220\ \text{cm}^2$ of curved surface plus $\frac{22}{7} \times 49 = 154\ \text{cm}^2$ of base, $374\ \text{cm}^2$ in all.

In this chapter, use $\pi = \frac{22}{7}$ unless told otherwise; it makes the arithmetic neat when the radius is a multiple of 7.

### Example 1: Curved surface area

Find the curved surface area of a cone with base radius 7 cm and slant height 10 cm.

1. CSA $= \pi r l = \frac{22}{7} \times 7 \times 10$.
2. The 7s cancel: $22 \times 10 = 220\ \text{cm}^2$.

### Example 2: From height to slant height

The height of a cone is 16 cm and its base radius is 12 cm. Find its curved and total surface areas, using $\pi = 3.14$.

1. $l = \sqrt{12^2 + 16^2} = \sqrt{144 + 256} = \sqrt{400} = 20$ cm.
2. CSA $= 3.14 \times 12 \times 20 = 753.6\ \text{cm}^2$.
3. TSA $= \pi r(l + r) = 3.14 \times 12 \times 32 = 1205.76\ \text{cm}^2$.

### Example 3: A tent at the mela

A conical tent is 8 m high and the radius of its base is 6 m. How much canvas is needed, and what will it cost at ₹70 per $\text{m}^2$?

1. Slant height: $l = \sqrt{6^2 + 8^2} = \sqrt{100} = 10$ m.
2. A tent has no floor, so canvas $=$ CSA $= \frac{22}{7} \times 6 \times 10 = \frac{1320}{7} \approx 188.57\ \text{m}^2$.
3. Cost $= \frac{1320}{7} \times 70 = 1320 \times 10 =$ ₹13,200.

(Keeping the fraction $\frac{1320}{7}$ until the last step made the cost come out exactly.)

### Example 4: Party caps

A joker's cap is a cone with base radius 7 cm and height 24 cm. Find the sheet needed for 10 such caps.

1. $l = \sqrt{7^2 + 24^2} = \sqrt{49 + 576} = \sqrt{625} = 25$ cm.
2. One cap: $\frac{22}{7} \times 7 \times 25 = 550\ \text{cm}^2$.
3. Ten caps: $5500\ \text{cm}^2$.

## Common mistakes

- Using the height $h$ instead of the slant height $l$ in $\pi r l$. Find $l$ first.
- Using the diameter as $r$. Halve it.
- Adding the base for open objects like tents, caps and funnels.
- Writing the answer in $\text{cm}$ or $\text{cm}^3$. Surface area is in square units.

## Summary

A right circular cone has base radius $r$, height $h$ and slant height $l = \sqrt{r^2 + h^2}$. Opening its curved surface into a sector and slicing it into thin near-triangles shows that its curved surface area is $\pi r l$. Its total surface area adds the base: $\pi r l + \pi r^2 = \pi r(l + r)$. For $r = 7$ cm and $l = 10$ cm the curved surface area is $220\ \text{cm}^2$.`,
    figures: {
      cone: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 210"><ellipse cx="150" cy="170" rx="80" ry="20" stroke="currentColor" fill="none"/><line x1="150" y1="20" x2="70" y2="170" stroke="currentColor"/><line x1="150" y1="20" x2="230" y2="170" stroke="currentColor"/><line x1="150" y1="20" x2="150" y2="170" stroke="currentColor" stroke-dasharray="5 4"/><line x1="150" y1="170" x2="230" y2="170" stroke="currentColor" stroke-dasharray="5 4"/><polyline points="150,160 160,160 160,170" stroke="currentColor" fill="none"/><text x="136" y="100" font-size="14" fill="currentColor">h</text><text x="194" y="90" font-size="14" fill="currentColor">l</text><text x="188" y="164" font-size="14" fill="currentColor">r</text></svg>`,
        alt: "A cone standing on its circular base, drawn as an ellipse. A dashed vertical line from the apex to the centre of the base is labelled h, a dashed radius from the centre to the edge is labelled r, with a right angle between them, and the sloping side from the apex to the edge is labelled l.",
      },
    },
    check: [
      {
        question:
          "Find the slant height of a cone with radius 5 cm and height 12 cm.",
        answer: String.raw`$l = \sqrt{25 + 144} = 13$ cm.`,
      },
      {
        question:
          "Find the curved surface area of a cone with r = 14 cm and l = 20 cm.",
        answer: String.raw`$\frac{22}{7} \times 14 \times 20 = 880\ \text{cm}^2$.`,
      },
      {
        question:
          "Find the total surface area of a solid cone with r = 7 cm and l = 10 cm.",
        answer: String.raw`$\frac{22}{7} \times 7 \times (10 + 7) = 22 \times 17 = 374\ \text{cm}^2$.`,
      },
      {
        question:
          "Why is the base not included when finding the canvas for a conical tent?",
        answer:
          "The tent is open at the bottom; only its curved surface is made of canvas.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 2,
    title: "Surface Area of a Sphere and a Hemisphere",
    body: String.raw`After this lesson you will be able to find the surface area of a sphere, $4\pi r^2$, and the curved and total surface areas of a hemisphere, and use them for balls, domes, bowls and balloons.

## Sphere and hemisphere

A **sphere** is the set of all points in space at the same distance $r$ from a fixed point, its **centre**. A cricket ball, a marble and a laddoo are close to spheres. Unlike a circle, which is flat, a sphere is a solid shape; its surface is curved everywhere.

Cut a sphere exactly through its centre and you get two **hemispheres** ("half-spheres"). A hemisphere has a curved surface and a flat circular face of radius $r$. Bowls, the domes of many temples, mosques and gurdwaras, and half a coconut shell are hemispheres.

![A sphere and a hemisphere, each of radius r](figure:sphere)

## Surface area of a sphere

Here is an activity that shows the formula. Take a rubber ball and fix a nail at its top. Starting there, wind a string round and round the ball until it is completely covered, and mark where the string starts and ends. Unwind it. Now draw four circles with the same radius as the ball, and fill them one by one with the string. The string that covered the ball exactly fills the **four** circles.

So the surface area of the sphere equals the area of four circles of the same radius:
$$
\text{Surface area of a sphere} = 4\pi r^2
$$

## Surface area of a hemisphere

A hemisphere has half of the sphere's curved surface:
$$
\text{Curved surface area of a hemisphere} = 2\pi r^2
$$
A **solid** hemisphere also has its flat circular face, of area $\pi r^2$:
$$
\text{Total surface area of a hemisphere} = 2\pi r^2 + \pi r^2 = 3\pi r^2
$$
An open bowl has only the curved surface; a solid half-ball of wood has both.

### Example 1: A sphere of radius 7 cm

1. Surface area $= 4\pi r^2 = 4 \times \frac{22}{7} \times 7 \times 7$.
2. $= 4 \times 22 \times 7 = 616\ \text{cm}^2$.

### Example 2: A hemispherical bowl

Find the curved surface area of a hemispherical bowl of radius 21 cm, and the cost of tin-plating its inside at ₹16 per 100 $\text{cm}^2$.

1. CSA $= 2\pi r^2 = 2 \times \frac{22}{7} \times 21 \times 21 = 2 \times 22 \times 3 \times 21 = 2772\ \text{cm}^2$.
2. The cost per $\text{cm}^2$ is ₹0.16, so the total is $2772 \times 0.16 =$ ₹443.52.

### Example 3: A solid hemisphere

Find the total surface area of a solid hemisphere of radius 10.5 cm.

1. TSA $= 3\pi r^2 = 3 \times \frac{22}{7} \times 10.5 \times 10.5$.
2. $\frac{22}{7} \times 10.5 = 33$, so TSA $= 3 \times 33 \times 10.5 = 1039.5\ \text{cm}^2$.

### Example 4: The radius from the area

The surface area of a sphere is $154\ \text{cm}^2$. Find its radius.

1. $4 \times \frac{22}{7} \times r^2 = 154$, so $\frac{88}{7}r^2 = 154$.
2. $r^2 = 154 \times \frac{7}{88} = 12.25$.
3. $r = 3.5$ cm.

### Example 5: A growing balloon

A spherical balloon is blown up so that its radius grows from 7 cm to 14 cm. Find the ratio of its surface areas before and after.

1. Before: $4\pi (7)^2$. After: $4\pi (14)^2$.
2. Ratio $= \frac{4\pi \times 49}{4\pi \times 196} = \frac{49}{196} = \frac{1}{4}$.
3. Doubling the radius makes the surface area 4 times as large, because area depends on $r^2$.

### Example 6: Whitewashing a dome

The inside of a hemispherical dome of a temple has diameter 14 m. Find the cost of whitewashing it at ₹20 per $\text{m}^2$.

1. Radius $= 7$ m. Inside CSA $= 2 \times \frac{22}{7} \times 49 = 308\ \text{m}^2$.
2. Cost $= 308 \times 20 =$ ₹6,160.

## Common mistakes

- Using $4\pi r^2$ for a hemisphere. A hemisphere's curved surface is half: $2\pi r^2$.
- Forgetting the flat face of a **solid** hemisphere (total $3\pi r^2$), or adding it for an open bowl.
- Using the diameter in place of the radius.
- Thinking doubling the radius doubles the area. It multiplies the area by 4.

## Summary

A sphere of radius $r$ has surface area $4\pi r^2$ — the area of four circles of the same radius, as the string activity shows. A hemisphere has curved surface area $2\pi r^2$ and, when solid, total surface area $3\pi r^2$. For $r = 7$ cm, a sphere's surface area is $616\ \text{cm}^2$. Surface area grows with the square of the radius, so doubling $r$ makes it four times as large.`,
    figures: {
      sphere: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 180"><circle cx="90" cy="90" r="70" stroke="currentColor" fill="none"/><ellipse cx="90" cy="90" rx="70" ry="16" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><circle cx="90" cy="90" r="3" fill="currentColor"/><line x1="90" y1="90" x2="160" y2="90" stroke="currentColor"/><text x="120" y="84" font-size="14" fill="currentColor">r</text><text x="60" y="175" font-size="13" fill="currentColor">sphere</text><path d="M 190 110 A 70 70 0 0 1 330 110" stroke="currentColor" fill="none"/><ellipse cx="260" cy="110" rx="70" ry="16" stroke="currentColor" fill="none"/><circle cx="260" cy="110" r="3" fill="currentColor"/><line x1="260" y1="110" x2="330" y2="110" stroke="currentColor"/><text x="290" y="104" font-size="14" fill="currentColor">r</text><text x="222" y="160" font-size="13" fill="currentColor">hemisphere</text></svg>`,
        alt: "Left: a sphere drawn as a circle with a dashed elliptical equator and a radius r from the centre to the edge. Right: a hemisphere, a dome shape standing on a flat circular face drawn as an ellipse, with radius r from the centre of the flat face to its edge.",
      },
    },
    check: [
      {
        question: "Find the surface area of a sphere of radius 14 cm.",
        answer: String.raw`$4 \times \frac{22}{7} \times 196 = 2464\ \text{cm}^2$.`,
      },
      {
        question:
          "Find the total surface area of a solid hemisphere of radius 7 cm.",
        answer: String.raw`$3 \times \frac{22}{7} \times 49 = 462\ \text{cm}^2$.`,
      },
      {
        question:
          "The radius of a sphere is tripled. How does its surface area change?",
        answer: "It becomes 3² = 9 times as large.",
      },
      {
        question:
          "What is the curved surface area of a hemispherical bowl of radius 3.5 cm?",
        answer: String.raw`$2 \times \frac{22}{7} \times 12.25 = 77\ \text{cm}^2$.`,
      },
    ],
  },
  {
    chapter: 11,
    lesson: 3,
    title: "Volume of a Right Circular Cone",
    body: String.raw`In this lesson you will see why a cone holds exactly one-third as much as a cylinder with the same base and height, use the formula $V = \frac{1}{3}\pi r^2 h$, and convert volumes into litres.

## Volume and capacity

The **volume** of a solid is the amount of space it occupies; the **capacity** of a hollow container is how much it can hold. Both are measured in **cubic units**: $\text{cm}^3$, $\text{m}^3$. For liquids we also use litres:
$$
1\ \text{litre} = 1000\ \text{cm}^3, \qquad 1\ \text{m}^3 = 1000\ \text{litres}
$$

Recall from Class 8 that a cylinder of radius $r$ and height $h$ has volume $\pi r^2 h$ — base area times height.

## One-third of a cylinder

Make a hollow cylinder and a hollow cone with **the same base radius and the same height**. Fill the cone to the brim with sand or water and empty it into the cylinder. Repeat. After exactly **three** fillings the cylinder is full.

![A cone inside a cylinder with the same base and height](figure:conecyl)

So the cone's volume is one-third of the cylinder's:
$$
\text{Volume of a cone} = \frac{1}{3}\pi r^2 h
$$
where $r$ is the base radius and $h$ the (perpendicular) height. If you are given the slant height $l$ instead, find $h$ first from $l^2 = r^2 + h^2$.

Notice how the two measurements affect the volume differently. Doubling the height of a cone doubles its volume, but doubling the radius makes the volume four times as large, because the radius is squared. That is why a wide, shallow cone can hold more than a tall, narrow one.

### Example 1: Straight from the formula

Find the volume of a cone with radius 3 cm and height 7 cm.

1. $V = \frac{1}{3} \times \frac{22}{7} \times 3^2 \times 7$.
2. Cancel the 7s: $V = \frac{1}{3} \times 22 \times 9 = 22 \times 3 = 66\ \text{cm}^3$.

### Example 2: Given the slant height

A cone has slant height 25 cm and height 24 cm. Find its volume.

1. $r = \sqrt{l^2 - h^2} = \sqrt{625 - 576} = \sqrt{49} = 7$ cm.
2. $V = \frac{1}{3} \times \frac{22}{7} \times 49 \times 24 = \frac{1}{3} \times 154 \times 24 = 154 \times 8 = 1232\ \text{cm}^3$.

### Example 3: A conical vessel in litres

A conical lassi glass at a stall has a radius of 7 cm at the top and a depth of 12 cm. How much lassi does it hold, in litres?

1. $V = \frac{1}{3} \times \frac{22}{7} \times 49 \times 12 = 154 \times 4 = 616\ \text{cm}^3$.
2. In litres: $616 \div 1000 = 0.616$ litres.

### Example 4: A heap of wheat

After the harvest, wheat is stored in a conical heap of diameter 10.5 m and height 3 m. Find its volume. The heap is to be covered with canvas to protect it from rain; find the area of canvas needed.

1. Radius $= 10.5 \div 2 = 5.25$ m.
2. $V = \frac{1}{3} \times \frac{22}{7} \times 5.25 \times 5.25 \times 3 = \frac{22}{7} \times 27.5625 = 86.625\ \text{m}^3$.
3. For the canvas we need the slant height: $l = \sqrt{5.25^2 + 3^2} = \sqrt{27.5625 + 9} = \sqrt{36.5625} \approx 6.05$ m.
4. Canvas $=$ CSA $= \pi r l \approx \frac{22}{7} \times 5.25 \times 6.05 = 16.5 \times 6.05 \approx 99.83\ \text{m}^2$.

### Example 5: Comparing with a cylinder

A cone and a cylinder have equal base radii and equal heights. The cylinder holds 4.5 litres. How much does the cone hold?

1. The cone holds one-third of the cylinder.
2. $4.5 \div 3 = 1.5$ litres.

## Why does the height have to be perpendicular?

The formula uses base area times height, just like a cylinder; only the factor $\frac{1}{3}$ is new. "Height" always means the perpendicular distance from the vertex to the base, never the slanting side. Using $l$ in place of $h$ is the most common error in cone problems, and it always gives too large an answer, because $l$ is the hypotenuse and is longer than $h$.

## Common mistakes

- Forgetting the $\frac{1}{3}$, which gives the volume of the cylinder instead.
- Using the slant height $l$ instead of the height $h$.
- Using the diameter instead of the radius — this makes the volume four times too big, because $r$ is squared.
- Giving volume in square units. Volume is in cubic units (or litres).

## Summary

A cone with the same base and height as a cylinder holds exactly one-third as much, so its volume is $\frac{1}{3}\pi r^2 h$. Use the perpendicular height; if only the slant height is given, find $h$ from $l^2 = r^2 + h^2$. A cone with $r = 3$ cm and $h = 7$ cm has volume $66\ \text{cm}^3$. Volumes are in cubic units, and $1000\ \text{cm}^3 = 1$ litre.`,
    figures: {
      conecyl: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 210"><ellipse cx="150" cy="30" rx="80" ry="16" stroke="currentColor" fill="none"/><ellipse cx="150" cy="175" rx="80" ry="16" stroke="currentColor" fill="none"/><line x1="70" y1="30" x2="70" y2="175" stroke="currentColor"/><line x1="230" y1="30" x2="230" y2="175" stroke="currentColor"/><line x1="150" y1="30" x2="70" y2="175" stroke="currentColor" stroke-dasharray="5 4"/><line x1="150" y1="30" x2="230" y2="175" stroke="currentColor" stroke-dasharray="5 4"/><line x1="150" y1="175" x2="230" y2="175" stroke="currentColor"/><text x="186" y="170" font-size="14" fill="currentColor">r</text><line x1="250" y1="30" x2="250" y2="175" stroke="currentColor"/><text x="256" y="106" font-size="14" fill="currentColor">h</text></svg>`,
        alt: "A cylinder of radius r and height h with a cone drawn inside it in dashed lines: the cone has the same circular base as the cylinder and its apex touches the centre of the cylinder's top.",
      },
    },
    check: [
      {
        question: "Find the volume of a cone with radius 7 cm and height 3 cm.",
        answer: String.raw`$\frac{1}{3} \times \frac{22}{7} \times 49 \times 3 = 154\ \text{cm}^3$.`,
      },
      {
        question: "How many litres are 2500 cm³?",
        answer: "2.5 litres.",
      },
      {
        question:
          "A cone and a cylinder have the same base and height. What is the ratio of their volumes?",
        answer: "1 : 3.",
      },
      {
        question:
          "A cone has radius 6 cm and slant height 10 cm. Find its height and volume (take π = 3.14).",
        answer: String.raw`$h = \sqrt{100 - 36} = 8$ cm; $V = \frac{1}{3} \times 3.14 \times 36 \times 8 = 301.44\ \text{cm}^3$.`,
      },
    ],
  },
  {
    chapter: 11,
    lesson: 4,
    title: "Volume of a Sphere and a Hemisphere",
    body: String.raw`By the end of this lesson you will be able to find the volume of a sphere, $\frac{4}{3}\pi r^3$, and of a hemisphere, $\frac{2}{3}\pi r^3$, and explain why doubling the radius makes a ball hold eight times as much while its surface grows only four times.

## Measuring a sphere's volume by water

How can you measure the space inside a ball? An activity makes it concrete. Stand a container in a large tray and fill it with water right to the brim. Gently lower a metal ball into it until it is fully under water. Some water overflows into the tray. The volume of water that spills out is exactly the volume of the ball, because the ball has taken its place. (This is the idea Archimedes is said to have noticed in his bath.)

If you measure that water carefully for balls of several sizes, you find that the volume is always close to $\frac{4}{3}\pi r^3$. This is the formula:
$$
\text{Volume of a sphere} = \frac{4}{3}\pi r^3
$$

A hemisphere is half a sphere, so
$$
\text{Volume of a hemisphere} = \frac{1}{2} \times \frac{4}{3}\pi r^3 = \frac{2}{3}\pi r^3
$$

For hollow objects such as bowls, this gives the **capacity** — how much the bowl can hold when measured with its inner radius.

### Example 1: A sphere of radius 21 cm

1. $V = \frac{4}{3} \times \frac{22}{7} \times 21^3$.
2. $21^3 = 21 \times 21 \times 21 = 9261$.
3. $\frac{22}{7} \times 9261 = 22 \times 1323 = 29106$.
4. $V = \frac{4}{3} \times 29106 = 4 \times 9702 = 38808\ \text{cm}^3$.

### Example 2: A hemispherical bowl

A hemispherical bowl has an inner radius of 10.5 cm. How much milk can it hold, in litres?

1. $V = \frac{2}{3} \times \frac{22}{7} \times 10.5^3$.
2. $10.5^3 = 1157.625$, and $\frac{22}{7} \times 1157.625 = 3638.25$.
3. $V = \frac{2}{3} \times 3638.25 = 2425.5\ \text{cm}^3$.
4. In litres: $2425.5 \div 1000 \approx 2.43$ litres.

### Example 3: Melting and recasting

A solid metal sphere of radius 6 cm is melted and recast into small solid spheres of radius 1 cm. How many small spheres are made?

1. Melting does not change the volume of metal.
2. Big sphere: $\frac{4}{3}\pi \times 6^3$. Small sphere: $\frac{4}{3}\pi \times 1^3$.
3. Number $= \frac{\frac{4}{3}\pi \times 216}{\frac{4}{3}\pi \times 1} = 216$.

Notice that $\frac{4}{3}\pi$ cancels; there was no need to multiply it out.

## How volume grows with radius

The volume depends on $r^3$, while the surface area depends on $r^2$. Compare a sphere of radius $r$ with one of radius $2r$:

| | Radius $r$ | Radius $2r$ | Ratio |
|---|---|---|---|
| Surface area | $4\pi r^2$ | $4\pi (2r)^2 = 16\pi r^2$ | 4 times |
| Volume | $\frac{4}{3}\pi r^3$ | $\frac{4}{3}\pi (2r)^3 = \frac{32}{3}\pi r^3$ | 8 times |

In general, if the radius is multiplied by $k$, the surface area is multiplied by $k^2$ and the volume by $k^3$.

### Example 4: Earth and Moon

The diameter of the Moon is roughly one-fourth of the diameter of the Earth. What fraction of the Earth's volume is the Moon's volume?

1. The Moon's radius is about $\frac{1}{4}$ of the Earth's radius.
2. Volume scales with the cube: $\left(\frac{1}{4}\right)^3 = \frac{1}{64}$.
3. So the Moon's volume is about $\frac{1}{64}$ of the Earth's: about 64 Moons would fill the Earth.

### Example 5: A laddoo question

A sweet shop makes laddoos of radius 2 cm. For Diwali, it makes a special giant laddoo of radius 6 cm. How many ordinary laddoos' worth of mixture does the giant one use?

1. The radius is multiplied by $6 \div 2 = 3$.
2. The volume is multiplied by $3^3 = 27$.
3. The giant laddoo uses the mixture of 27 ordinary laddoos.

## Common mistakes

- Using $r^2$ instead of $r^3$ in the volume formula (or $r^3$ in the area formula).
- Forgetting the $\frac{4}{3}$, or writing $\frac{3}{4}$.
- For a hemisphere, using $\frac{4}{3}\pi r^3$ — the hemisphere is half: $\frac{2}{3}\pi r^3$.
- Using the outer radius for the capacity of a thick bowl. Capacity uses the inner radius.
- Giving volume in $\text{cm}^2$. Volume is in cubic units.

## Summary

The volume of a sphere of radius $r$ is $\frac{4}{3}\pi r^3$, which can be checked by the water it displaces; a hemisphere's volume is half of this, $\frac{2}{3}\pi r^3$. When a solid is melted and recast, its volume stays the same. Because volume depends on $r^3$ and surface area on $r^2$, doubling the radius makes the volume 8 times larger but the surface area only 4 times larger.`,
    check: [
      {
        question: "Find the volume of a sphere of radius 7 cm.",
        answer: String.raw`$\frac{4}{3} \times \frac{22}{7} \times 343 = \frac{4312}{3} \approx 1437.33\ \text{cm}^3$.`,
      },
      {
        question: "Find the volume of a hemisphere of radius 21 cm.",
        answer: String.raw`Half of $38808$: $19404\ \text{cm}^3$.`,
      },
      {
        question:
          "The radius of a sphere is halved. What happens to its volume?",
        answer: String.raw`It becomes $\left(\frac{1}{2}\right)^3 = \frac{1}{8}$ of the original.`,
      },
      {
        question:
          "How many lead shots of radius 1 cm can be made from a lead sphere of radius 4 cm?",
        answer: "4³ = 64.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 1,
    title: "Organising Data in Classes",
    body: String.raw`After this lesson you will be able to turn a long list of raw numbers into a grouped frequency table, and use the words class interval, class limits, class size and class mark correctly — including where to count a value that falls exactly on a boundary.

## From raw data to a table

Facts or figures collected for a purpose are called **data**. Data in the form it was first collected — a list of marks, heights or rainfall readings in no particular order — is **raw data**. Raw data is hard to read. Look at the marks (out of 50) that 20 students scored in a unit test:

12, 25, 37, 40, 18, 29, 33, 45, 20, 27, 31, 38, 9, 22, 30, 41, 26, 35, 10, 30

It is hard to see at a glance how the class did. If there are only a few different values, you can list each value with the number of times it occurs — its **frequency**. But marks can take 51 different values, so instead we group them into **classes**.

## Grouping into classes

Choose groups of equal width that cover all the data, such as 0–10, 10–20, 20–30, 30–40 and 40–50. Each group is a **class interval**. Go through the list once, putting a tally mark against the class for each value, and then count the tallies. The result is a **grouped frequency distribution**.

## The vocabulary

For the class 20–30:

- 20 is the **lower class limit** and 30 is the **upper class limit**.
- The **class size** (or width) is the difference between them: $30 - 20 = 10$.
- The **class mark** is the mid-point of the class:
  $$
  \text{class mark} = \frac{\text{lower limit} + \text{upper limit}}{2} = \frac{20 + 30}{2} = 25
  $$

In classes like 10–20 and 20–30, the number 20 appears in both. The rule is that **an observation equal to an upper limit belongs to the next class**: the upper limit is not included. So a score of 20 goes in 20–30, and a score of 30 goes in 30–40. This way no value is counted twice. Classes of this kind, where each upper limit is the next lower limit, are called **continuous** (or exclusive) classes.

### Example 1: Building the table

Group the 20 marks above into classes 0–10, 10–20, …, 40–50.

1. 0–10: only 9. Frequency 1.
2. 10–20: 12, 18, 10. Frequency 3. (10 belongs here, not in 0–10.)
3. 20–30: 25, 29, 20, 27, 22, 26. Frequency 6.
4. 30–40: 37, 33, 31, 38, 30, 35, 30. Frequency 7. (Both 30s go here.)
5. 40–50: 40, 45, 41. Frequency 3.
6. Check: $1 + 3 + 6 + 7 + 3 = 20$, the number of students ✓

| Marks | Tally | Number of students |
|---|---|---|
| 0–10 | I | 1 |
| 10–20 | III | 3 |
| 20–30 | IIII I | 6 |
| 30–40 | IIII II | 7 |
| 40–50 | III | 3 |
| **Total** | | **20** |

(In a handwritten tally, every fifth mark is drawn across the previous four, so the groups of five are easy to count.) Now the picture is clear: most students scored between 20 and 40, and 13 of the 20 scored 20 or more but below 40.

### Example 2: Class marks and class size

For the classes 150–160, 160–170 and 170–180 (heights in cm), find the class size and the class marks.

1. Class size $= 160 - 150 = 10$ cm.
2. Class marks: $\frac{150 + 160}{2} = 155$, $\frac{160 + 170}{2} = 165$, $\frac{170 + 180}{2} = 175$.
3. Notice that consecutive class marks differ by the class size, 10.

### Example 3: Working backwards

The class marks of a distribution are 52, 57, 62, 67. Find the class size and the classes.

1. The class size is the difference between consecutive class marks: $57 - 52 = 5$.
2. Each class extends half the class size, 2.5, on either side of its mark.
3. The first class is $52 - 2.5 = 49.5$ to $52 + 2.5 = 54.5$. The classes are 49.5–54.5, 54.5–59.5, 59.5–64.5 and 64.5–69.5.

## Choosing the classes

There is no single correct choice. Too few classes hide the detail; too many leave most classes with a frequency of 0 or 1. For a class of 30 to 50 students, 5 to 10 classes of equal width usually work well. Start the first class at a convenient round number at or below the smallest value.

## Common mistakes

- Counting a boundary value twice, or in the lower class. A value equal to an upper limit goes in the **next** class.
- Finding the class mark by subtracting instead of averaging the limits.
- Forgetting to check that the frequencies add up to the total number of observations.

## Summary

Raw data becomes readable when grouped into class intervals with a frequency for each. For a class such as 20–30, the lower and upper limits are 20 and 30, the class size is their difference (10), and the class mark is their average (25). In continuous classes an observation equal to an upper limit is counted in the next class, so every value is counted exactly once. Always check that the frequencies add up to the total.`,
    check: [
      {
        question: "What is the class mark of the class 40–50?",
        answer: "(40 + 50) ÷ 2 = 45.",
      },
      {
        question:
          "In the classes 10–20 and 20–30, in which class is the value 20 counted?",
        answer: "In 20–30: the upper limit of 10–20 is not included.",
      },
      {
        question:
          "Find the class size of the distribution with classes 25–35, 35–45, 45–55.",
        answer: "35 − 25 = 10.",
      },
      {
        question: "The class marks are 15, 25, 35. What is the first class?",
        answer: "Class size 10, so 15 − 5 to 15 + 5: the class 10–20.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 2,
    title: "Bar Graphs",
    body: String.raw`In this lesson you will learn to read a bar graph, to draw one with a sensible scale, and to recognise the kind of data a bar graph suits best.

## Why draw a graph?

A table gives exact numbers, but a picture shows the pattern at a glance — which item is largest, which are nearly equal, how big the differences are. The three graphs in this chapter are the **bar graph**, the **histogram** and the **frequency polygon**. The bar graph is the simplest.

## What a bar graph is

A **bar graph** represents data by **bars of equal width** drawn with **equal gaps** between them. The bars stand on one axis (usually the horizontal one), which shows the categories. Their heights, read against a scale on the other axis, show the values. Bars may also be drawn horizontally; then their lengths show the values.

The width of a bar carries no meaning — only its height (or length) does. That is why all the bars must have the same width.

Bar graphs suit data in **separate categories**: favourite sports, modes of transport to school, the number of students in each class, the rainfall in each month. The categories do not run continuously into one another, which is why the bars are separated by gaps.

![A bar graph of the favourite sports of 40 students](figure:bars)

### Example 1: Reading a bar graph

The bar graph above shows the favourite sport of each of the 40 students in Class 9B. The vertical axis is marked in steps of 5 students.

1. **Most popular:** the cricket bar is tallest, reaching 15. Cricket is the favourite of 15 students.
2. **Least popular:** hockey, with 4 students.
3. **Reading the others:** football 8, badminton 7, kabaddi 6.
4. **Check the total:** $15 + 8 + 7 + 6 + 4 = 40$ ✓
5. **Comparing:** cricket has $15 - 8 = 7$ more fans than football, the second favourite. Cricket's share of the class is $\frac{15}{40} = \frac{3}{8}$, or 37.5%.

## Drawing a bar graph step by step

1. Draw two perpendicular axes on graph paper.
2. Mark the categories along the horizontal axis, with bars of equal width and equal gaps. Label the axis.
3. Choose a **scale** for the vertical axis, such as "1 unit = 5 students". Pick one that makes the tallest bar fit the page comfortably and makes the values easy to plot. Write the scale on the graph.
4. Draw each bar to the height given by the scale.
5. Give the graph a title.

### Example 2: Drawing with a scale

A school collected old newspapers for recycling. Class 6 collected 24 kg, Class 7 30 kg, Class 8 18 kg, Class 9 36 kg and Class 10 27 kg. Choose a scale and find the height of each bar.

1. The largest value is 36 kg. A scale of **1 unit = 6 kg** keeps the tallest bar at 6 units.
2. Heights: Class 6: $24 \div 6 = 4$ units; Class 7: $30 \div 6 = 5$; Class 8: $18 \div 6 = 3$; Class 9: $36 \div 6 = 6$; Class 10: $27 \div 6 = 4.5$.
3. Draw five bars of equal width with equal gaps, to these heights, and label the vertical axis "Newspaper collected (kg)" with marks at 6, 12, 18, 24, 30, 36.
4. Reading the finished graph, Class 9 collected the most — twice as much as Class 8 ($36 = 2 \times 18$).

### Example 3: A broken scale

A bar graph shows the heights of five buildings in a city: 92 m, 96 m, 101 m, 98 m and 95 m. Drawing from 0 would make all the bars look nearly the same. How can the differences be shown?

1. Start the vertical scale at 90 m instead of 0, and show a small zig-zag "break" on the axis near the origin to tell the reader the scale does not start at zero.
2. Mark the scale 90, 92, 94, … , 102. Now the bars differ visibly.
3. Be careful when reading such a graph: a bar twice as tall does **not** mean twice the value, because the scale does not start at 0.

## Common mistakes

- Drawing bars of different widths, which suggests some categories matter more.
- Leaving out the scale, the axis labels or the title.
- Using a bar graph for grouped continuous data like heights in classes 150–155, 155–160… Use a histogram for that (next lesson).
- Comparing bar heights as ratios when the scale does not start at 0.

## Summary

A bar graph shows data for separate categories with bars of equal width and equal gaps; only the bar heights (or lengths) carry information, read from a scale on the other axis. To draw one, choose a clear scale, draw equal-width bars to the right heights, and add labels and a title. Always check totals and read carefully when the scale is broken and does not begin at zero.`,
    figures: {
      bars: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 230"><line x1="50" y1="190" x2="310" y2="190" stroke="currentColor"/><line x1="50" y1="190" x2="50" y2="40" stroke="currentColor"/><line x1="46" y1="150" x2="50" y2="150" stroke="currentColor"/><line x1="46" y1="110" x2="50" y2="110" stroke="currentColor"/><line x1="46" y1="70" x2="50" y2="70" stroke="currentColor"/><text x="40" y="194" text-anchor="end" font-size="11" fill="currentColor">0</text><text x="40" y="154" text-anchor="end" font-size="11" fill="currentColor">5</text><text x="40" y="114" text-anchor="end" font-size="11" fill="currentColor">10</text><text x="40" y="74" text-anchor="end" font-size="11" fill="currentColor">15</text><text x="10" y="30" font-size="11" fill="currentColor">Number of students</text><rect x="70" y="70" width="30" height="120" stroke="currentColor" fill="none"/><rect x="120" y="126" width="30" height="64" stroke="currentColor" fill="none"/><rect x="170" y="134" width="30" height="56" stroke="currentColor" fill="none"/><rect x="220" y="142" width="30" height="48" stroke="currentColor" fill="none"/><rect x="270" y="158" width="30" height="32" stroke="currentColor" fill="none"/><text x="85" y="205" text-anchor="middle" font-size="9" fill="currentColor">Cricket</text><text x="135" y="205" text-anchor="middle" font-size="9" fill="currentColor">Football</text><text x="185" y="205" text-anchor="middle" font-size="9" fill="currentColor">Badminton</text><text x="235" y="205" text-anchor="middle" font-size="9" fill="currentColor">Kabaddi</text><text x="285" y="205" text-anchor="middle" font-size="9" fill="currentColor">Hockey</text><text x="160" y="224" text-anchor="middle" font-size="11" fill="currentColor">Favourite sport</text></svg>`,
        alt: "A bar graph with five separate bars of equal width. The vertical axis shows the number of students in steps of 5 up to 15. Cricket reaches 15, football 8, badminton 7, kabaddi 6 and hockey 4.",
      },
    },
    check: [
      {
        question: "Why are the bars in a bar graph drawn with equal widths?",
        answer:
          "Only the height shows the value; unequal widths would mislead the reader.",
      },
      {
        question:
          "In the sports graph, how many more students prefer cricket than kabaddi?",
        answer: "15 − 6 = 9.",
      },
      {
        question:
          "With the scale 1 unit = 6 kg, how tall is the bar for 42 kg?",
        answer: "42 ÷ 6 = 7 units.",
      },
      {
        question:
          "Is a bar graph suitable for the number of students born in each month of the year?",
        answer: "Yes: months are separate categories.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 3,
    title: "Histograms",
    body: String.raw`After this lesson you will be able to draw and read a histogram for grouped data, explain how it differs from a bar graph, and adjust the heights of the rectangles correctly when the classes have unequal widths.

## What a histogram is

A **histogram** is a graph of a **continuous** grouped frequency distribution. It looks like a bar graph, but there are important differences:

- The class intervals are marked on the **horizontal** axis, as a continuous scale, and the frequencies on the **vertical** axis.
- Each class is shown by a **rectangle** whose base is the class interval.
- The rectangles are drawn **side by side with no gaps**, because the classes run continuously into each other: where 10–20 ends, 20–30 begins.
- Strictly, it is the **area** of each rectangle that represents the frequency. When all classes have the same width, the areas are proportional to the heights, so we simply draw the heights equal to the frequencies.

![A histogram of test marks in five classes of width 10](figure:histogram)

### Example 1: Drawing a histogram with equal classes

Draw a histogram for the marks of the 20 students from the first lesson of this chapter: 0–10: 1, 10–20: 3, 20–30: 6, 30–40: 7, 40–50: 3.

1. Horizontal axis: marks, with a scale such as 1 cm = 10 marks, marked 0, 10, 20, 30, 40, 50.
2. Vertical axis: number of students, with a scale such as 1 cm = 1 student, up to at least 7.
3. Over each class, draw a rectangle as wide as the class and as high as its frequency: heights 1, 3, 6, 7, 3.
4. The rectangles touch each other. The tallest is over 30–40, so that class has the most students.

If the first class does not start at 0 — say the classes begin at 150 cm for heights — draw a small zig-zag (a "kink") on the horizontal axis near the origin to show that the part from 0 to 150 has been left out.

## Unequal class widths

Sometimes the classes are not the same width. Then drawing heights equal to the frequencies would mislead: a wide class would look far more important than it is, because its rectangle would have a much larger area. Since area must represent frequency, we **adjust** the heights.

Take the smallest class width as the standard. For each class,
$$
\text{adjusted frequency (height)} = \frac{\text{frequency}}{\text{class width}} \times \text{minimum class width}
$$
A class twice as wide as the minimum gets half the height its frequency would suggest, so its area still matches its frequency.

### Example 2: Adjusting the heights

Fifty students recorded the time they take to reach school:

| Time (min) | 0–10 | 10–20 | 20–30 | 30–50 | 50–80 |
|---|---|---|---|---|---|
| Students | 8 | 14 | 12 | 10 | 6 |

Find the heights of the rectangles for a histogram.

1. The class widths are 10, 10, 10, 20 and 30. The minimum width is 10.
2. Classes 0–10, 10–20, 20–30 already have width 10, so their heights are 8, 14 and 12.
3. For 30–50 (width 20): $\frac{10}{20} \times 10 = 5$.
4. For 50–80 (width 30): $\frac{6}{30} \times 10 = 2$.
5. Label the vertical axis "students per 10 minutes" and draw rectangles of heights 8, 14, 12, 5 and 2 over the five classes.

Without this adjustment, the 50–80 rectangle would be 6 units tall and 3 times as wide as the first classes, suggesting 18 "units" of students — three times the true 6.

## Making classes continuous

If the data is given in classes with gaps, such as heights 118–126, 127–135, 136–144, the classes are not continuous: 126 and 127 are separated. Before drawing a histogram, close each gap by splitting it in half. The gap here is $127 - 126 = 1$, so subtract 0.5 from each lower limit and add 0.5 to each upper limit: 117.5–126.5, 126.5–135.5, 135.5–144.5. Now the rectangles can sit side by side.

### Example 3: Reading a histogram

In the marks histogram above, how many students scored 20 or more?

1. Add the heights of the rectangles from 20 onwards: $6 + 7 + 3 = 16$.
2. So 16 of the 20 students scored at least 20, which is $\frac{16}{20} = 80\%$.

## Common mistakes

- Leaving gaps between rectangles. A histogram's rectangles touch.
- Using raw frequencies as heights when the class widths differ.
- Confusing the axes: class intervals go on the horizontal axis.
- Forgetting to make discontinuous classes continuous first.

## Summary

A histogram shows a continuous grouped frequency distribution with rectangles drawn side by side, class intervals on the horizontal axis and frequencies on the vertical axis. The area of each rectangle represents the frequency, so for equal classes the height is the frequency, while for unequal classes the height is adjusted to $\frac{\text{frequency}}{\text{class width}} \times \text{minimum class width}$. Use a kink when the scale does not start at 0, and close gaps between classes before drawing.`,
    figures: {
      histogram: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220"><line x1="40" y1="180" x2="305" y2="180" stroke="currentColor"/><line x1="40" y1="180" x2="40" y2="10" stroke="currentColor"/><rect x="40" y="160" width="50" height="20" stroke="currentColor" fill="none"/><rect x="90" y="120" width="50" height="60" stroke="currentColor" fill="none"/><rect x="140" y="60" width="50" height="120" stroke="currentColor" fill="none"/><rect x="190" y="40" width="50" height="140" stroke="currentColor" fill="none"/><rect x="240" y="120" width="50" height="60" stroke="currentColor" fill="none"/><line x1="36" y1="140" x2="40" y2="140" stroke="currentColor"/><line x1="36" y1="100" x2="40" y2="100" stroke="currentColor"/><line x1="36" y1="60" x2="40" y2="60" stroke="currentColor"/><line x1="36" y1="20" x2="40" y2="20" stroke="currentColor"/><text x="32" y="184" text-anchor="end" font-size="11" fill="currentColor">0</text><text x="32" y="144" text-anchor="end" font-size="11" fill="currentColor">2</text><text x="32" y="104" text-anchor="end" font-size="11" fill="currentColor">4</text><text x="32" y="64" text-anchor="end" font-size="11" fill="currentColor">6</text><text x="32" y="24" text-anchor="end" font-size="11" fill="currentColor">8</text><text x="40" y="195" text-anchor="middle" font-size="11" fill="currentColor">0</text><text x="90" y="195" text-anchor="middle" font-size="11" fill="currentColor">10</text><text x="140" y="195" text-anchor="middle" font-size="11" fill="currentColor">20</text><text x="190" y="195" text-anchor="middle" font-size="11" fill="currentColor">30</text><text x="240" y="195" text-anchor="middle" font-size="11" fill="currentColor">40</text><text x="290" y="195" text-anchor="middle" font-size="11" fill="currentColor">50</text><text x="165" y="214" text-anchor="middle" font-size="11" fill="currentColor">Marks</text><text x="48" y="14" font-size="11" fill="currentColor">Students</text></svg>`,
        alt: "A histogram with five touching rectangles over the mark classes 0–10, 10–20, 20–30, 30–40 and 40–50. Their heights are 1, 3, 6, 7 and 3 students, read against a vertical scale marked 0 to 8.",
      },
    },
    check: [
      {
        question: "Name one way a histogram differs from a bar graph.",
        answer:
          "Its rectangles touch, with no gaps, because the classes are continuous (and their areas represent the frequencies).",
      },
      {
        question:
          "A class 20–40 has frequency 12 and the minimum class width is 10. What height should its rectangle have?",
        answer: "12 ÷ 20 × 10 = 6.",
      },
      {
        question: "Make the classes 10–19, 20–29 continuous.",
        answer: "9.5–19.5 and 19.5–29.5.",
      },
      {
        question:
          "When all classes have the same width, what is the height of each rectangle?",
        answer: "Its frequency.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 4,
    title: "Frequency Polygons",
    body: String.raw`In this lesson you will learn to draw a frequency polygon — from a histogram or directly from a table — close it properly at both ends, and use it to compare two sets of data on the same graph.

## From histogram to polygon

Draw a histogram, then mark the **mid-point of the top side** of each rectangle. Join these points in order with straight line segments. The broken line you get is the start of a **frequency polygon**.

The mid-point of the top of a rectangle lies directly above the **class mark**, at a height equal to the frequency. So the points of a frequency polygon are
$$
(\text{class mark},\ \text{frequency})
$$

## Closing the polygon

A polygon should be a closed figure that starts and ends on the horizontal axis. To close it, imagine one extra class **before** the first class and one **after** the last, each of the same width and each with **frequency zero**. Their class marks give two more points on the horizontal axis. Join the first real point to the one on the left and the last real point to the one on the right.

A neat fact: because each closing triangle cut off a rectangle is matched by one added outside it, the area under the frequency polygon equals the area of the histogram.

![A histogram of students' weights with its frequency polygon drawn through the mid-points of the tops of the rectangles](figure:polygon)

### Example 1: Weights of students

The weights of 40 students of Class 9 are grouped as follows.

| Weight (kg) | 30–35 | 35–40 | 40–45 | 45–50 | 50–55 |
|---|---|---|---|---|---|
| Students | 4 | 9 | 13 | 10 | 4 |

Draw a frequency polygon.

1. Class marks: $\frac{30 + 35}{2} = 32.5$, then 37.5, 42.5, 47.5 and 52.5.
2. Add the imaginary classes 25–30 and 55–60, each with frequency 0; their class marks are 27.5 and 57.5.
3. Plot the points $(27.5, 0)$, $(32.5, 4)$, $(37.5, 9)$, $(42.5, 13)$, $(47.5, 10)$, $(52.5, 4)$ and $(57.5, 0)$.
4. Join them in order with straight lines. Since the horizontal scale starts at 25, not 0, draw a kink on that axis near the origin.
5. The peak at $(42.5, 13)$ shows that 40–45 kg is the most common weight group.

## Drawing without a histogram

You do not have to draw the histogram first. Work out the class marks, add the two zero-frequency classes at the ends, and plot the points $(\text{class mark}, \text{frequency})$ straight away. This is quicker, and it is the usual method when data is given only as a table.

### Example 2: Straight from a table

The daily wages (in ₹) of 50 workers at a construction site are: 500–550: 6, 550–600: 12, 600–650: 18, 650–700: 10, 700–750: 4. List the points to plot.

1. Class width is 50. Class marks: 525, 575, 625, 675, 725.
2. Imaginary classes: 450–500 (mark 475) and 750–800 (mark 775), frequency 0.
3. Points: $(475, 0)$, $(525, 6)$, $(575, 12)$, $(625, 18)$, $(675, 10)$, $(725, 4)$, $(775, 0)$.
4. Check: $6 + 12 + 18 + 10 + 4 = 50$ workers ✓

## Comparing two sets of data

The real strength of frequency polygons is comparison. Two histograms drawn on the same axes would overlap and hide each other, but two polygons can be drawn on one graph, perhaps one solid and one dashed, and compared at a glance.

### Example 3: Two sections

In a mathematics test, the marks of Sections A and B, in classes 0–10 up to 40–50, have frequencies A: 2, 5, 9, 8, 6 and B: 4, 9, 10, 5, 2. Each section has 30 students. What would their polygons show?

1. Both use the class marks 5, 15, 25, 35, 45, with zero points at −5 and 55 for closing the shape. Marks cannot be negative, so the line from the first point towards $(-5, 0)$ is drawn only as far as the vertical axis, where it is stopped.
2. Section A's polygon peaks at 25 with 9 and stays high at 35 (8) and 45 (6).
3. Section B's polygon peaks at 25 with 10 but falls to 5 at 35 and 2 at 45.
4. So A's polygon lies further to the right: Section A did better overall. In the top two classes, A has $8 + 6 = 14$ students and B only $5 + 2 = 7$.

## Common mistakes

- Plotting the points at the class limits instead of the class marks.
- Forgetting to close the polygon with zero-frequency classes at both ends.
- Joining the points with a smooth curve. A frequency polygon uses straight line segments.
- Using unequal class widths without adjusting, which distorts the shape.

## Summary

A frequency polygon joins the points $(\text{class mark}, \text{frequency})$ with straight lines — the mid-points of the tops of a histogram's rectangles. It is closed by adding an imaginary class of frequency zero at each end. It can be drawn with or without the histogram, and because several polygons fit on one graph without hiding each other, it is ideal for comparing two sets of data.`,
    figures: {
      polygon: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220"><line x1="20" y1="180" x2="310" y2="180" stroke="currentColor"/><line x1="20" y1="180" x2="20" y2="30" stroke="currentColor"/><polyline points="22,180 25,175 29,185 32,180" stroke="currentColor" fill="none"/><rect x="60" y="140" width="40" height="40" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><rect x="100" y="90" width="40" height="90" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><rect x="140" y="50" width="40" height="130" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><rect x="180" y="80" width="40" height="100" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><rect x="220" y="140" width="40" height="40" stroke="currentColor" fill="none" stroke-dasharray="4 3"/><polyline points="40,180 80,140 120,90 160,50 200,80 240,140 280,180" stroke="currentColor" fill="none" stroke-width="2"/><circle cx="40" cy="180" r="3" fill="currentColor"/><circle cx="80" cy="140" r="3" fill="currentColor"/><circle cx="120" cy="90" r="3" fill="currentColor"/><circle cx="160" cy="50" r="3" fill="currentColor"/><circle cx="200" cy="80" r="3" fill="currentColor"/><circle cx="240" cy="140" r="3" fill="currentColor"/><circle cx="280" cy="180" r="3" fill="currentColor"/><text x="60" y="195" text-anchor="middle" font-size="10" fill="currentColor">30</text><text x="100" y="195" text-anchor="middle" font-size="10" fill="currentColor">35</text><text x="140" y="195" text-anchor="middle" font-size="10" fill="currentColor">40</text><text x="180" y="195" text-anchor="middle" font-size="10" fill="currentColor">45</text><text x="220" y="195" text-anchor="middle" font-size="10" fill="currentColor">50</text><text x="260" y="195" text-anchor="middle" font-size="10" fill="currentColor">55</text><text x="300" y="195" text-anchor="middle" font-size="10" fill="currentColor">60</text><text x="165" y="214" text-anchor="middle" font-size="11" fill="currentColor">Weight (kg)</text><text x="26" y="26" font-size="11" fill="currentColor">Students</text><text x="166" y="46" font-size="10" fill="currentColor">13</text><line x1="16" y1="130" x2="20" y2="130" stroke="currentColor"/><line x1="16" y1="80" x2="20" y2="80" stroke="currentColor"/><text x="13" y="134" text-anchor="end" font-size="10" fill="currentColor">5</text><text x="13" y="84" text-anchor="end" font-size="10" fill="currentColor">10</text></svg>`,
        alt: "A histogram of weights drawn with dashed rectangles over the classes 30–35, 35–40, 40–45, 45–50 and 50–55 kg, with heights 4, 9, 13, 10 and 4. A solid frequency polygon joins the mid-points of the rectangle tops, rising to a peak of 13 above 42.5 kg, and is closed by lines down to the horizontal axis at 27.5 kg and 57.5 kg. A kink on the horizontal axis shows that the scale starts at 25.",
      },
    },
    check: [
      {
        question:
          "What are the coordinates of the point plotted for the class 20–30 with frequency 8?",
        answer: "(25, 8): the class mark and the frequency.",
      },
      {
        question: "How is a frequency polygon closed at its ends?",
        answer:
          "By adding an imaginary class of frequency 0 before the first class and after the last, and joining to their class marks on the horizontal axis.",
      },
      {
        question:
          "For classes 10–20, 20–30, 30–40, what are the class marks of the two imaginary classes?",
        answer: "5 (for 0–10) and 45 (for 40–50).",
      },
      {
        question:
          "Why are frequency polygons better than histograms for comparing two data sets?",
        answer:
          "Two polygons can be drawn on the same axes without hiding each other.",
      },
    ],
  },
  // NEXT
];
