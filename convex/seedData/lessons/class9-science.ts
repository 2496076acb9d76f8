import type { LessonText } from "./types";

/** Class 9 Science (NCERT "Science — Textbook for Class IX"): full lesson texts. */
export const LESSONS: LessonText[] = [
  {
    chapter: 1,
    lesson: 1,
    title: "The Particle Nature of Matter",
    body: `## What is matter?

Look around your classroom. The bench, the water in your bottle, the air you breathe and even the chalk dust in a sunbeam are all **matter**. Scientists call anything that has **mass** and **occupies space** (has volume) matter. A brick has mass and takes up room on the table, so it is matter. Air is matter too: a football becomes heavier and harder when you pump air into it, because the air has mass and fills the ball.

Some things are not matter. Light, sound, heat and feelings like happiness have no mass and take up no space. Long ago, Indian philosophers grouped matter into five basic elements called the *Panch Tatva*: air, earth, fire, sky and water. Modern science classifies matter in a different way, by its physical properties and its chemical nature. In this lesson we ask a simpler question first: **what is matter made of?**

## Matter is made of particles

Take a glass half full of water and mark its level. Add a spoonful of sugar and stir until it dissolves. The sugar disappears from sight, and the water level hardly rises. Where did the sugar go?

The best explanation is that water is not one continuous block. It is made of extremely small **particles** with **spaces between them**. When sugar dissolves, it too breaks into tiny particles, and these particles slip into the spaces between the particles of water. That is why the volume barely changes.

![Sugar particles (filled circles) slipping into the spaces between water particles (open circles)](figure:spaces)

## How small are these particles?

Particles of matter are far too small to see, even with an ordinary microscope. A simple activity shows just how small they are.

### Example 1: Diluting potassium permanganate

Dissolve 2 or 3 crystals of potassium permanganate in $100\\ \\text{mL}$ of water. The water turns deep purple. Now take $10\\ \\text{mL}$ of this solution and add it to $90\\ \\text{mL}$ of clear water. Repeat this five or six times.

**Step 1.** Each time, the solution is diluted ten times, so the fraction of the original colour left after $n$ dilutions is

$$\\text{fraction left} = \\left(\\frac{10}{100}\\right)^{n} = \\frac{1}{10^{n}}$$

**Step 2.** After five dilutions, the fraction left is $\\frac{1}{10^{5}} = \\frac{1}{100\\,000}$.

**Step 3.** The water is still faintly coloured. So even one hundred-thousandth of those few crystals contains a very large number of coloured particles.

**Conclusion.** A single crystal must be made of millions of tiny particles, which keep dividing into smaller and smaller groups as we dilute.

You can try the same activity with a little Dettol instead of potassium permanganate: the smell can still be detected after repeated dilution, for the same reason.

## Particles of matter are always moving

Light an incense stick in one corner of a room. Within a few minutes you can smell it on the other side, without going near it. The particles of the scented smoke move on their own and mix with the particles of air.

This **intermixing of particles of two different types of matter on their own** is called **diffusion**. Drop a crystal of copper sulphate into a beaker of water and leave it undisturbed. Slowly, the blue colour spreads through the whole beaker. Its particles move into the spaces between the water particles, while the water particles move into the spaces between them.

Particles have **kinetic energy**, the energy of motion. When we heat matter, the particles gain energy and move faster. So diffusion becomes quicker as temperature rises. The smell of hot food reaches you from several metres away, but you must go close to cold food to smell it. A drop of ink spreads faster in hot water than in cold water.

## Particles attract one another

If particles are always moving, why does a piece of iron not fall apart? Because there is a **force of attraction** between the particles of matter that holds them together.

Try three simple tests. Break a piece of chalk: it breaks easily. Try to break an iron nail: it needs enormous force. Now move your finger through water: the water parts easily and closes up behind your finger. The force of attraction between particles is different in different kinds of matter. It is strongest in solids such as iron, weaker in liquids such as water and weakest in gases.

## Summing up

Everything around us is made of particles that:

1. are extremely small,
2. have spaces between them,
3. are continuously moving, faster when they are hotter, and
4. attract one another, most strongly in solids.

These four characteristics explain why sugar dissolves without raising the water level, why smells spread across a room, and why a solid keeps its shape. In the next lesson we use them to compare solids, liquids and gases.
`,
    figures: {
      spaces: {
        alt: "Two boxes. The left box holds open circles standing for water particles, with gaps between them. The right box holds the same open circles with smaller filled circles, standing for sugar particles, sitting in the gaps. An arrow points from the left box to the right box.",
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 140" fill="none" stroke="currentColor" stroke-width="2">
<rect x="10" y="10" width="120" height="100" rx="6"/>
<rect x="190" y="10" width="120" height="100" rx="6"/>
<circle cx="35" cy="35" r="12"/><circle cx="70" cy="35" r="12"/><circle cx="105" cy="35" r="12"/>
<circle cx="35" cy="85" r="12"/><circle cx="70" cy="85" r="12"/><circle cx="105" cy="85" r="12"/>
<circle cx="215" cy="35" r="12"/><circle cx="250" cy="35" r="12"/><circle cx="285" cy="35" r="12"/>
<circle cx="215" cy="85" r="12"/><circle cx="250" cy="85" r="12"/><circle cx="285" cy="85" r="12"/>
<circle cx="232" cy="60" r="6" fill="currentColor"/><circle cx="268" cy="60" r="6" fill="currentColor"/>
<line x1="140" y1="60" x2="178" y2="60"/><polyline points="170,52 178,60 170,68"/>
<text x="70" y="132" text-anchor="middle" font-size="13" fill="currentColor" stroke="none">Water</text>
<text x="250" y="132" text-anchor="middle" font-size="13" fill="currentColor" stroke="none">Sugar water</text>
</svg>`,
      },
    },
    check: [
      {
        question:
          "Sugar dissolves in water but the water level hardly rises. What does this tell us about the particles of water?",
        answer:
          "There are spaces between the particles of water. The sugar particles fit into these spaces, so the volume barely changes.",
      },
      {
        question:
          "A solution is diluted ten times, four times over. What fraction of the original colour is left?",
        answer:
          "Each dilution leaves $\\frac{1}{10}$, so four leave $\\left(\\frac{1}{10}\\right)^{4} = \\frac{1}{10\\,000}$ of it.",
      },
      {
        question:
          "Why does the smell of hot food reach us faster than that of cold food?",
        answer:
          "Heat gives the particles more kinetic energy, so they move faster and diffuse into the air more quickly.",
      },
      {
        question:
          "Put iron, water and air in order of the force of attraction between their particles, strongest first.",
        answer: "Iron (a solid), then water (a liquid), then air (a gas).",
      },
    ],
  },
];
