import type { LessonText } from "./types";

/**
 * Full lesson texts for Class 10 Science (NCERT rationalised syllabus),
 * in the order of the catalogue's chapters and lessons.
 */
export const LESSONS: LessonText[] = [
  {
    chapter: 1,
    lesson: 1,
    title: "Writing Chemical Equations",
    body: String.raw`By the end of this lesson you will be able to tell when a chemical reaction has happened, write it first as a word equation and then with formulae, and check whether the equation obeys the law of conservation of mass.

## How do we know a reaction has taken place?

Milk left out on a hot May afternoon turns sour. An iron gate near the sea grows brown rust. A tablet of Eno fizzes in a glass of water. In each case the substances at the end are different from the ones we started with — a **chemical change** has occurred.

We usually recognise a chemical reaction by one or more of these observations:

- **a change in state** — for example, a solid forms when two clear solutions are mixed;
- **a change in colour** — a blue copper sulphate solution turns green when an iron nail is dipped in it;
- **evolution of a gas** — bubbles appear when zinc granules are dropped into dilute sulphuric acid;
- **a change in temperature** — the beaker becomes hot (or cold) during the reaction.

A classic demonstration: clean a magnesium ribbon with sandpaper (to remove the layer of oxide on it) and hold it in a flame with tongs. It burns with a dazzling white flame and leaves a white powder, magnesium oxide. Magnesium has combined with oxygen from the air.

## Word equations

The simplest way to record a reaction is in words. The substances that react are the **reactants**; they are written on the left. The new substances formed are the **products**; they are written on the right. An arrow points from reactants to products and is read as "gives" or "forms". A plus sign separates two reactants or two products.

$$
\text{Magnesium} + \text{Oxygen} \longrightarrow \text{Magnesium oxide}
$$

Here magnesium and oxygen are the reactants, and magnesium oxide is the product.

## Writing with formulae

Word equations are long and do not tell us how many particles take part. So chemists replace each name with its chemical formula. Remember that oxygen gas exists as molecules of two atoms, $\mathrm{O_2}$, and magnesium oxide is $\mathrm{MgO}$:

$$
\mathrm{Mg + O_2 \longrightarrow MgO}
$$

This is a **skeletal chemical equation**: the formulae are correct, but the equation is not yet finished. Count the atoms on each side:

| Element | Left side | Right side |
|---|---|---|
| Mg | 1 | 1 |
| O | 2 | 1 |

Two oxygen atoms go in, but only one comes out. That cannot be right.

## The law of conservation of mass

In a chemical reaction, **mass is neither created nor destroyed**. Atoms are only rearranged: bonds break and new bonds form, but every atom present at the start is still present at the end. So the total mass of the products equals the total mass of the reactants, and the number of atoms of each element must be the same on both sides of the equation.

An equation in which the atoms of every element are equal on both sides is called a **balanced chemical equation**. For magnesium, we need two units of magnesium oxide to use both oxygen atoms, and then two magnesium atoms to supply them:

$$
\mathrm{2Mg + O_2 \longrightarrow 2MgO}
$$

Now the left side has 2 Mg and 2 O, and so does the right side. The numbers written in front of formulae (here the 2s) are called **coefficients**. You will practise finding them systematically in the next lesson.

### Example 1: From an observation to a word equation

When a piece of zinc is dropped into dilute sulphuric acid, bubbles of hydrogen appear, and the solution left behind contains zinc sulphate. Write the word equation and the skeletal equation.

1. Identify reactants: zinc and sulphuric acid. Identify products: zinc sulphate and hydrogen.
2. Word equation: Zinc + Sulphuric acid → Zinc sulphate + Hydrogen.
3. Replace names with formulae: zinc is Zn, sulphuric acid is H₂SO₄, zinc sulphate is ZnSO₄ and hydrogen gas is H₂:
$$
\mathrm{Zn + H_2SO_4 \longrightarrow ZnSO_4 + H_2}
$$
4. Count atoms. Left: 1 Zn, 2 H, 1 S, 4 O. Right: 1 Zn, 1 S, 4 O, 2 H. Every element matches, so this equation happens to be balanced already.

### Example 2: Checking conservation of mass with numbers

In an experiment, 4.8 g of magnesium burns completely and forms 8.0 g of magnesium oxide. How much oxygen combined with the magnesium?

1. By the law of conservation of mass, mass of reactants = mass of products.
2. Mass of magnesium + mass of oxygen = mass of magnesium oxide.
3. So mass of oxygen = 8.0 g − 4.8 g = **3.2 g**.
4. Check with the balanced equation: 2 × 24 g of Mg combines with 32 g of O₂ to give 80 g of MgO. Scaling by 0.1 gives 4.8 g + 3.2 g = 8.0 g. The numbers agree.

## Common mistakes

- Writing oxygen or hydrogen gas as O or H. As gases they are diatomic: O₂, H₂ (also N₂ and Cl₂).
- Treating a skeletal equation as finished — always count the atoms of every element on both sides.
- Thinking that a gas "disappears" and so mass is lost. In an open container the gas escapes, but its mass still counts as a product.
- Putting the products on the left. Reactants always come first, then the arrow, then the products.

## Summary

A chemical reaction changes substances into new ones, and we notice it through a change in state, colour or temperature, or the evolution of a gas. We record it as reactants → products, first in words and then with formulae. Because atoms are neither created nor destroyed, the number of atoms of each element must be equal on both sides; an equation that satisfies this is balanced, such as 2Mg + O₂ → 2MgO for burning magnesium.`,
    check: [
      {
        question: "Name four observations that tell you a chemical reaction has taken place.",
        answer: "A change in state, a change in colour, the evolution of a gas, and a change in temperature.",
      },
      {
        question: "Why must magnesium ribbon be cleaned with sandpaper before burning it?",
        answer: "To remove the layer of magnesium oxide on its surface, so that the metal itself can react with oxygen.",
      },
      {
        question: "Is $\\mathrm{Mg + O_2 \\rightarrow MgO}$ balanced? Why or why not?",
        answer: "No. There are 2 oxygen atoms on the left but only 1 on the right. The balanced form is 2Mg + O₂ → 2MgO.",
      },
      {
        question: "12 g of carbon burns completely in 32 g of oxygen. What mass of carbon dioxide forms?",
        answer: "By conservation of mass, 12 g + 32 g = 44 g of carbon dioxide.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 2,
    title: "Balancing Equations and Showing States",
    body: String.raw`By the end of this lesson you will be able to balance a chemical equation step by step, add the physical states of every substance, and write the conditions of a reaction above the arrow.

## The golden rule: change coefficients, never formulae

To balance an equation you may only change the **coefficients** — the numbers written in front of formulae. You must never change the subscripts inside a formula. Writing H₂O₂ instead of H₂O to "fix" the oxygen count would change water into hydrogen peroxide, a completely different substance.

The method NCERT uses is called the **hit-and-trial method**: start with the compound that has the most atoms, balance one element at a time, and keep counting until every element matches.

## Balancing iron and steam, step by step

When steam is passed over hot iron, iron oxide (Fe₃O₄) and hydrogen gas are formed. The skeletal equation is:

$$
\mathrm{Fe + H_2O \longrightarrow Fe_3O_4 + H_2}
$$

**Step 1 — list the atoms.**

| Element | Left | Right |
|---|---|---|
| Fe | 1 | 3 |
| H | 2 | 2 |
| O | 1 | 4 |

**Step 2 — start with the biggest formula, Fe₃O₄, and balance oxygen.** It has 4 oxygen atoms, so we need 4 H₂O on the left:

$$
\mathrm{Fe + 4H_2O \longrightarrow Fe_3O_4 + H_2}
$$

**Step 3 — balance hydrogen.** Now the left has 4 × 2 = 8 hydrogen atoms, so we need 4 H₂ on the right:

$$
\mathrm{Fe + 4H_2O \longrightarrow Fe_3O_4 + 4H_2}
$$

**Step 4 — balance iron.** The right has 3 Fe, so put 3 in front of Fe:

$$
\mathrm{3Fe + 4H_2O \longrightarrow Fe_3O_4 + 4H_2}
$$

**Step 5 — check every element.** Left: 3 Fe, 8 H, 4 O. Right: 3 Fe, 4 O (in Fe₃O₄), 8 H (in 4H₂). Balanced.

## Showing physical states

A balanced equation still does not tell us whether a substance is a solid, a liquid or a gas. We add **state symbols** in brackets after each formula:

| Symbol | Meaning |
|---|---|
| (s) | solid |
| (l) | liquid |
| (g) | gas |
| (aq) | aqueous — dissolved in water |

In the iron–steam reaction, water is used as steam, so it is written as a gas:

$$
\mathrm{3Fe(s) + 4H_2O(g) \longrightarrow Fe_3O_4(s) + 4H_2(g)}
$$

## Showing conditions

Many reactions need special conditions — heat, light, high pressure or a catalyst. These are written above (or below) the arrow. For example, in photosynthesis plants make glucose from carbon dioxide and water in the presence of sunlight and chlorophyll:

$$
\mathrm{6CO_2(aq) + 12H_2O(l) \xrightarrow[\text{Chlorophyll}]{\text{Sunlight}} C_6H_{12}O_6(aq) + 6O_2(aq) + 6H_2O(l)}
$$

Similarly, an industrial reaction might be written with "340 atm" above the arrow to show the pressure used.

### Example 1: Balance the burning of methane

The LPG-like fuel methane (CH₄) burns in oxygen to give carbon dioxide and water. Balance CH₄ + O₂ → CO₂ + H₂O and add states.

1. Count: left has 1 C, 4 H, 2 O; right has 1 C, 2 H, 3 O.
2. Carbon already matches (1 each side).
3. Balance hydrogen: 4 H on the left needs 2 H₂O on the right. Now CH₄ + O₂ → CO₂ + 2H₂O.
4. Balance oxygen: the right now has 2 (in CO₂) + 2 (in 2H₂O) = 4 O, so the left needs 2 O₂.
5. Result, with states (water as steam in a hot flame):
$$
\mathrm{CH_4(g) + 2O_2(g) \longrightarrow CO_2(g) + 2H_2O(g)}
$$
6. Check: 1 C, 4 H, 4 O on each side.

### Example 2: Balance a reaction with a group of atoms

Aluminium reacts with copper chloride solution: Al + CuCl₂ → AlCl₃ + Cu.

1. Count: left has 1 Al, 1 Cu, 2 Cl; right has 1 Al, 1 Cu, 3 Cl.
2. Chlorine is 2 on one side and 3 on the other. The smallest number both divide into is 6, so write 3CuCl₂ and 2AlCl₃.
3. Now the left has 3 Cu and the right 1 Cu, so write 3Cu. The right has 2 Al, so write 2Al.
4. Result:
$$
\mathrm{2Al(s) + 3CuCl_2(aq) \longrightarrow 2AlCl_3(aq) + 3Cu(s)}
$$
5. Check: 2 Al, 3 Cu, 6 Cl on each side.

## Common mistakes

- Changing a subscript (H₂O → H₂O₂) instead of a coefficient.
- Forgetting to recount the elements you balanced earlier after changing a coefficient.
- Leaving coefficients that can be simplified: 4Mg + 2O₂ → 4MgO should be written 2Mg + O₂ → 2MgO.
- Writing (aq) for a pure liquid such as water; pure water is (l), and (aq) means "dissolved in water".

## Summary

A skeletal equation is balanced by changing only the coefficients in front of formulae, starting with the largest formula and balancing one element at a time until every element has the same count on both sides. State symbols (s), (l), (g) and (aq) show the physical state of each substance, and conditions such as heat, sunlight, pressure or a catalyst are written on the arrow. A fully written equation — like 3Fe(s) + 4H₂O(g) → Fe₃O₄(s) + 4H₂(g) — tells us what reacts, what forms, in what proportions and in what states.`,
    check: [
      {
        question: "Balance: $\\mathrm{H_2 + O_2 \\rightarrow H_2O}$.",
        answer: "2H₂ + O₂ → 2H₂O (4 H and 2 O on each side).",
      },
      {
        question: "What does the symbol (aq) after a formula mean?",
        answer: "The substance is dissolved in water (an aqueous solution).",
      },
      {
        question: "Why can't we balance an equation by changing H₂O to H₂O₂?",
        answer: "Changing a subscript changes the substance itself (water becomes hydrogen peroxide); only coefficients may be changed.",
      },
      {
        question: "Balance: $\\mathrm{Na + H_2O \\rightarrow NaOH + H_2}$.",
        answer: "2Na + 2H₂O → 2NaOH + H₂. Check: 2 Na, 4 H, 2 O on each side.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 3,
    title: "Types of Chemical Reactions",
    body: String.raw`By the end of this lesson you will be able to sort reactions into combination, decomposition, displacement and double displacement, tell exothermic from endothermic reactions, and recognise a precipitate.

## Combination reactions

In a **combination reaction**, two or more substances combine to form a **single product**. When water is poured on quicklime (calcium oxide) while whitewashing a house before Diwali, it hisses and becomes very hot, forming slaked lime:

$$
\mathrm{CaO(s) + H_2O(l) \longrightarrow Ca(OH)_2(aq) + Heat}
$$

Other examples are the burning of coal, $\mathrm{C + O_2 \rightarrow CO_2}$, and the formation of water, $\mathrm{2H_2 + O_2 \rightarrow 2H_2O}$. The slaked lime solution used for whitewashing slowly reacts with carbon dioxide in the air to form a thin, shiny layer of calcium carbonate on the walls.

## Exothermic and endothermic

A reaction that **releases heat** is **exothermic**. The slaking of lime, burning of natural gas and respiration are exothermic: in respiration, glucose from our food combines with oxygen to release energy.

$$
\mathrm{C_6H_{12}O_6 + 6O_2 \longrightarrow 6CO_2 + 6H_2O + energy}
$$

The decomposition of vegetable matter into compost is also exothermic. A reaction that **absorbs heat** (or light or electricity) is **endothermic**. Most decomposition reactions are endothermic.

## Decomposition reactions

In a **decomposition reaction**, a single substance breaks down into two or more simpler substances. The energy needed can come from three sources:

- **Heat (thermal decomposition).** Limestone is heated in lime kilns to make quicklime for cement:
$$
\mathrm{CaCO_3(s) \xrightarrow{Heat} CaO(s) + CO_2(g)}
$$
Heating green ferrous sulphate crystals also decomposes them: $\mathrm{2FeSO_4 \rightarrow Fe_2O_3 + SO_2 + SO_3}$, and lead nitrate gives off brown fumes of nitrogen dioxide.
- **Electricity (electrolytic decomposition).** Passing a current through water splits it into hydrogen and oxygen, with twice as much hydrogen as oxygen by volume: $\mathrm{2H_2O \rightarrow 2H_2 + O_2}$.
- **Light (photolytic decomposition).** White silver chloride turns grey in sunlight:
$$
\mathrm{2AgCl(s) \xrightarrow{Sunlight} 2Ag(s) + Cl_2(g)}
$$
Silver bromide behaves the same way; this is why these salts were used in black-and-white photography.

## Displacement reactions

In a **displacement reaction**, a more reactive element pushes a less reactive element out of its compound. Dip an iron nail in blue copper sulphate solution for about 20 minutes: the nail gets a brownish coat of copper and the solution fades to pale green.

$$
\mathrm{Fe(s) + CuSO_4(aq) \longrightarrow FeSO_4(aq) + Cu(s)}
$$

Iron is more reactive than copper, so it displaces copper. Zinc and lead can displace copper in the same way. But copper cannot displace iron, because it is less reactive.

## Double displacement reactions

In a **double displacement reaction**, two compounds **exchange their ions**. Mixing sodium sulphate solution with barium chloride solution gives a white, insoluble substance:

$$
\mathrm{Na_2SO_4(aq) + BaCl_2(aq) \longrightarrow BaSO_4(s) + 2NaCl(aq)}
$$

An insoluble solid that forms in a solution is called a **precipitate**, and a reaction that produces one is a **precipitation reaction**. Here the white precipitate is barium sulphate; sodium chloride stays dissolved.

### Example 1: Classify each reaction

Name the type of each reaction.

1. $\mathrm{2KClO_3 \rightarrow 2KCl + 3O_2}$ on heating — one substance gives two, so it is **thermal decomposition**.
2. $\mathrm{Zn + CuSO_4 \rightarrow ZnSO_4 + Cu}$ — zinc takes copper's place, so it is **displacement**.
3. $\mathrm{CaO + H_2O \rightarrow Ca(OH)_2}$ — two substances form one, so it is **combination** (and exothermic).
4. $\mathrm{AgNO_3 + NaCl \rightarrow AgCl + NaNO_3}$ — silver and sodium swap partners, and white AgCl precipitates, so it is **double displacement** (precipitation).

### Example 2: Volumes in the electrolysis of water

In electrolysing water, 20 mL of hydrogen is collected. How much oxygen is collected in the same time, and why?

1. The balanced equation is $\mathrm{2H_2O \rightarrow 2H_2 + O_2}$.
2. For every 2 molecules of hydrogen, 1 molecule of oxygen forms. Equal numbers of gas molecules take up equal volumes under the same conditions.
3. So the volume of oxygen is half that of hydrogen: 20 mL ÷ 2 = **10 mL**.

## Common mistakes

- Calling every reaction with two products "decomposition". Decomposition starts with **one** reactant.
- Confusing displacement (one element replaces another) with double displacement (two compounds swap ions).
- Thinking copper can displace iron. Only a more reactive metal can displace a less reactive one.
- Assuming all combination reactions are exothermic and all decompositions endothermic "by definition" — these are usual patterns, not the definitions.

## Summary

Combination reactions join substances into one product, and many release heat (exothermic). Decomposition reactions break one substance into simpler ones using heat, electricity or light, and usually absorb energy (endothermic). In displacement reactions a more reactive element replaces a less reactive one, as iron replaces copper in copper sulphate. In double displacement reactions two compounds exchange ions, often forming an insoluble precipitate such as white barium sulphate.`,
    check: [
      {
        question: "Why does the solution turn pale green when an iron nail is kept in copper sulphate solution?",
        answer: "Iron displaces copper and forms iron(II) sulphate, FeSO₄, which is pale green; copper deposits on the nail.",
      },
      {
        question: "Is the decomposition of calcium carbonate exothermic or endothermic?",
        answer: "Endothermic — it needs continuous heating to break down into CaO and CO₂.",
      },
      {
        question: "What is a precipitate? Give one example.",
        answer: "An insoluble solid formed in a solution during a reaction, e.g. white barium sulphate from Na₂SO₄ + BaCl₂.",
      },
      {
        question: "Why are silver salts stored in dark-coloured bottles?",
        answer: "Light decomposes them (2AgCl → 2Ag + Cl₂), so they are kept away from light.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 4,
    title: "Oxidation and Reduction in Daily Life",
    body: String.raw`By the end of this lesson you will be able to define oxidation and reduction in terms of oxygen and hydrogen, spot which substance is oxidised and which is reduced in a redox reaction, and explain corrosion and rancidity with ways to prevent them.

## Oxidation and reduction

Heat some pink-brown copper powder in a china dish. Its surface turns black. Copper has combined with oxygen to form copper(II) oxide:

$$
\mathrm{2Cu + O_2 \xrightarrow{Heat} 2CuO}
$$

When a substance **gains oxygen** in a reaction, we say it is **oxidised**.

Now pass hydrogen gas over this hot black copper oxide. The black coating turns brown again as copper is formed:

$$
\mathrm{CuO + H_2 \xrightarrow{Heat} Cu + H_2O}
$$

Copper oxide has **lost oxygen**; it is **reduced**. At the same time, hydrogen has gained oxygen to become water; it is **oxidised**.

NCERT's working definitions are:

| Oxidation | Reduction |
|---|---|
| gain of oxygen | loss of oxygen |
| loss of hydrogen | gain of hydrogen |

## Redox reactions

Oxidation and reduction always happen **together**: if one substance gives up oxygen, another substance must take it. A reaction in which one reactant is oxidised while another is reduced is called a **redox** reaction (*red*uction + *ox*idation).

The substance that supplies oxygen (or removes hydrogen) is called the **oxidising agent**; it is itself reduced. The substance that removes oxygen (or supplies hydrogen) is the **reducing agent**; it is itself oxidised. In the reaction above, CuO is the oxidising agent and H₂ is the reducing agent.

### Example 1: Identify what is oxidised and what is reduced

For $\mathrm{ZnO + C \rightarrow Zn + CO}$, state the substances oxidised and reduced.

1. Follow the oxygen. ZnO starts with oxygen; Zn ends without it. So ZnO loses oxygen — **ZnO is reduced** to Zn.
2. C starts without oxygen and ends as CO. So carbon gains oxygen — **C is oxidised**.
3. Therefore carbon is the reducing agent and zinc oxide is the oxidising agent. (This is, in fact, how zinc is extracted from its oxide.)

### Example 2: Using the hydrogen definition

For $\mathrm{H_2S + Cl_2 \rightarrow 2HCl + S}$, identify the changes.

1. H₂S loses its hydrogen and becomes S — loss of hydrogen means **H₂S is oxidised**.
2. Cl₂ gains hydrogen to become HCl — gain of hydrogen means **Cl₂ is reduced**.
3. No oxygen appears anywhere, yet this is still a redox reaction. Always check both definitions.

## Corrosion

When a metal is attacked by substances around it — moisture, oxygen, acids — it is said to **corrode**. You have seen:

- the reddish-brown flaky **rust** on iron railings, bicycles and ships;
- the **black coating** on silver anklets and utensils (silver reacts with sulphur compounds in air);
- the **green coating** on copper vessels and old statues.

Rusting needs both air (oxygen) and water. Each year corrosion causes damage worth huge sums of money, because car bodies, bridges, iron railings and ships — anything made of iron — have to be repaired or replaced. Rusting is a slow oxidation of iron. Painting, oiling, greasing and galvanising (coating with zinc) keep air and water away; you will study these in the chapter on metals.

## Rancidity

Keep namkeen or fried pakoras in an open plate for a few days and they begin to smell and taste bad. The fats and oils in them have been oxidised. This spoiling of fat- and oil-containing food by oxidation is called **rancidity**.

Ways to slow down rancidity:

- adding **antioxidants** (substances that prevent oxidation) to foods with fats and oil;
- storing food in **airtight containers**, and in the fridge where reactions are slower;
- filling packets of chips with **nitrogen** gas, which does not react with the oil, instead of air. That is why a chips packet feels puffy.

## Common mistakes

- Saying "copper oxide is oxidised" in CuO + H₂ → Cu + H₂O. It **loses** oxygen, so it is reduced.
- Thinking oxidation can occur alone. In a redox reaction one substance is oxidised and another reduced at the same time.
- Mixing up the agent with what happens to it: the oxidising agent is itself **reduced**.
- Believing chips packets are filled with oxygen to keep them fresh — it is nitrogen, precisely to keep oxygen out.

## Summary

Oxidation is the gain of oxygen or the loss of hydrogen; reduction is the loss of oxygen or the gain of hydrogen. The two always occur together in redox reactions, as in CuO + H₂ → Cu + H₂O where copper oxide is reduced and hydrogen oxidised. Two everyday oxidation processes are harmful: corrosion, such as the rusting of iron and the tarnishing of silver and copper, and rancidity, the oxidation of fats and oils in food, which we slow with antioxidants, airtight storage and nitrogen-filled packets.`,
    check: [
      {
        question: "In $\\mathrm{Fe_2O_3 + 2Al \\rightarrow Al_2O_3 + 2Fe}$, which substance is oxidised and which reduced?",
        answer: "Al gains oxygen, so aluminium is oxidised; Fe₂O₃ loses oxygen, so iron(III) oxide is reduced.",
      },
      {
        question: "Define rancidity and give two ways to prevent it.",
        answer: "Rancidity is the oxidation of fats and oils in food, which changes its smell and taste. It is slowed by adding antioxidants, storing food in airtight containers, or flushing packets with nitrogen.",
      },
      {
        question: "What two things must be present for iron to rust?",
        answer: "Oxygen (air) and water (moisture).",
      },
      {
        question: "In $\\mathrm{CuO + H_2 \\rightarrow Cu + H_2O}$, name the oxidising agent.",
        answer: "CuO — it supplies oxygen to hydrogen and is itself reduced.",
      },
    ],
  },
];
