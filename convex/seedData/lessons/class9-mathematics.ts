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
$$\frac{3}{5} = \frac{18}{30}, \qquad \frac{4}{5} = \frac{24}{30}$$
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
$$OB = \sqrt{OA^2 + AB^2} = \sqrt{1^2 + 1^2} = \sqrt{2}$$
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
$$\frac{10}{3} = 3.\overline{3}, \qquad \frac{1}{7} = 0.\overline{142857}$$

## The rule for rational and irrational numbers

The decimal expansion of a **rational** number is either

1. **terminating**, like $0.875$, or
2. **non-terminating recurring** (repeating), like $0.\overline{142857}$.

The converse is also true: a decimal that terminates or recurs can always be written as $\frac{p}{q}$. So the decimal expansion of an **irrational** number is **non-terminating and non-recurring** — it goes on forever with no block that repeats. For example,
$$\sqrt{2} = 1.4142135623\ldots, \qquad \pi = 3.14159265358\ldots$$

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
        answer: "Irrational: it is non-terminating and no fixed block of digits repeats.",
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

$$\sqrt{ab} = \sqrt{a}\,\sqrt{b} \qquad \sqrt{\frac{a}{b}} = \frac{\sqrt{a}}{\sqrt{b}}$$

$$(\sqrt{a} + \sqrt{b})(\sqrt{a} - \sqrt{b}) = a - b \qquad (a + \sqrt{b})(a - \sqrt{b}) = a^2 - b$$

$$(\sqrt{a} + \sqrt{b})(\sqrt{c} + \sqrt{d}) = \sqrt{ac} + \sqrt{ad} + \sqrt{bc} + \sqrt{bd}$$

$$(\sqrt{a} + \sqrt{b})^2 = a + 2\sqrt{ab} + b$$

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
$$\frac{1}{\sqrt{2}} \times \frac{\sqrt{2}}{\sqrt{2}} = \frac{\sqrt{2}}{2}$$
2. Now it is easy to evaluate: $\frac{1.4142\ldots}{2} = 0.7071\ldots$

### Example 3: Rationalise $\frac{1}{2 + \sqrt{3}}$

1. Multiply top and bottom by $2 - \sqrt{3}$:
$$\frac{1}{2 + \sqrt{3}} \times \frac{2 - \sqrt{3}}{2 - \sqrt{3}} = \frac{2 - \sqrt{3}}{2^2 - (\sqrt{3})^2}$$
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

$$a^m \cdot a^n = a^{m+n} \qquad (a^m)^n = a^{mn} \qquad \frac{a^m}{a^n} = a^{m-n} \qquad a^m b^m = (ab)^m$$

together with $a^0 = 1$ and $a^{-n} = \frac{1}{a^n}$. For example, $2^3 \cdot 2^4 = 2^7 = 128$ and $\frac{5^2}{5^5} = 5^{-3} = \frac{1}{125}$.

## What does a fractional exponent mean?

We know $\sqrt{4} = 2$ because $2^2 = 4$, and $\sqrt[3]{8} = 2$ because $2^3 = 8$. In general, for a real number $a > 0$ and a natural number $n$, the **$n$th root** of $a$ is the positive real number $b$ with $b^n = a$. We write

$$\sqrt[n]{a} = a^{\frac{1}{n}}$$

So $4^{\frac{1}{2}} = \sqrt{4} = 2$, $8^{\frac{1}{3}} = \sqrt[3]{8} = 2$ and $81^{\frac{1}{4}} = 3$ because $3^4 = 81$.

This choice is not random. If the law $(a^m)^n = a^{mn}$ is to keep working, then $\left(a^{\frac{1}{n}}\right)^n$ must equal $a^1 = a$ — which is exactly what an $n$th root does.

Next, for integers $m$ and $n$ with $n > 0$ and no common factor other than 1:

$$a^{\frac{m}{n}} = \left(\sqrt[n]{a}\right)^m = \sqrt[n]{a^m}$$

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
  // NEXT
];
