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
  {
    chapter: 2,
    lesson: 1,
    title: "Acids, Bases and Indicators",
    body: String.raw`By the end of this lesson you will be able to describe the properties of acids and bases, use natural, synthetic and olfactory indicators to test a solution, and plan a test to identify unknown solutions.

## Acids and bases around you

The sour taste of lemon, tamarind, curd and raw mango comes from **acids** in them. Lemon contains citric acid, tamarind contains tartaric acid, curd contains lactic acid and vinegar contains acetic acid. Many substances in the kitchen are **bases** instead: baking soda, lime water, soap. Bases taste bitter and feel soapy to the touch. A base that dissolves in water is called an **alkali**.

Tasting or touching chemicals in a laboratory is dangerous — many acids and bases are corrosive. So chemists use **indicators**: substances that show, by a change in colour or smell, whether a solution is acidic or basic.

## Natural indicators

- **Litmus** is a purple dye extracted from lichen. In neutral solution it is purple. Acids turn **blue litmus red**; bases turn **red litmus blue**. It is sold as red and blue litmus paper and solution.
- **Turmeric** is yellow. A base turns it **reddish-brown**. If you spill sabzi with turmeric on a white shirt and then wash the stain with soap (a base), the stain turns reddish-brown; after rinsing with plenty of water it turns yellow again.
- Petals of coloured flowers such as hydrangea, petunia and geranium, and red cabbage leaves, also contain pigments that change colour with acids and bases.

## Synthetic indicators

Two indicators made in laboratories are widely used:

| Indicator | In acid | In base |
|---|---|---|
| Phenolphthalein | colourless | pink |
| Methyl orange | red | yellow |
| Litmus | blue → red | red → blue |
| Turmeric | stays yellow | reddish-brown |

## Olfactory indicators

Some substances change their **smell** in acidic or basic medium; they are called **olfactory indicators**. They are useful for a person who cannot see colours. Onion, vanilla essence and clove oil are examples. If a strip of cloth is kept with chopped onions in a plastic bag overnight, it takes up the onion smell. In a basic solution such as sodium hydroxide the onion smell disappears, but in an acid like hydrochloric acid it remains. Vanilla essence behaves the same way: its smell is lost in a base and stays in an acid.

## What acids and bases have in common

All acids, when dissolved in water, produce **hydrogen ions**, H⁺(aq). All bases produce **hydroxide ions**, OH⁻(aq), in water. This is why all acids show similar properties, and all bases show similar properties, even though their formulae differ. You will explore these ions in the next lesson.

Acids are grouped by origin too. **Mineral acids** such as hydrochloric acid (HCl), sulphuric acid (H₂SO₄) and nitric acid (HNO₃) are made from minerals; **organic acids** such as acetic, citric and lactic acid come from plant and animal materials.

### Example 1: Three unlabelled test tubes

You have three test tubes: one has distilled water, one an acidic solution and one a basic solution. You have only red litmus paper. How do you identify them?

1. Dip red litmus into each. The solution that turns it **blue** is the **base**. Keep this blue strip aside.
2. The other two leave red litmus red, so they are water and the acid.
3. Now dip the blue strip (coloured by the base) into each of the remaining two. The one that turns it **red** again is the **acid**.
4. The one that leaves the blue strip blue is **distilled water**.

### Example 2: Reading an indicator result

A few drops of phenolphthalein are added to a solution of washing soda, and the solution turns pink. Then dilute hydrochloric acid is added drop by drop until the pink colour just disappears. Explain.

1. Phenolphthalein turns pink only in a basic solution, so washing soda solution is basic.
2. As acid is added, it reacts with the base. While some base remains, the solution stays pink.
3. When all the base has reacted, the solution is no longer basic, so phenolphthalein becomes colourless.
4. If more acid were added, it would stay colourless, since phenolphthalein is colourless in both neutral and acidic solutions.

## Common mistakes

- Saying "acids turn litmus red" without saying which litmus. Acids turn **blue** litmus red; red litmus stays red in an acid.
- Thinking phenolphthalein turns a colour in acid — it is colourless in acid and neutral solutions and pink only in bases.
- Forgetting that every alkali is a base but not every base is an alkali; only bases that dissolve in water are alkalis.
- Tasting a solution to test it. Never taste or touch laboratory chemicals.

## Summary

Acids taste sour and turn blue litmus red; bases taste bitter, feel soapy and turn red litmus blue. Indicators show the nature of a solution safely: litmus and turmeric are natural, phenolphthalein (colourless in acid, pink in base) and methyl orange (red in acid, yellow in base) are synthetic, and onion, vanilla and clove oil are olfactory indicators whose smell is lost in a base. Acids produce H⁺ ions in water and bases produce OH⁻ ions, which explains their common properties.`,
    check: [
      {
        question: "What colour does methyl orange show in a basic solution?",
        answer: "Yellow (it is red in acid).",
      },
      {
        question: "What is an olfactory indicator? Name two.",
        answer: "A substance whose smell changes in acidic or basic medium, e.g. onion, vanilla essence or clove oil.",
      },
      {
        question: "A turmeric stain on a shirt turns reddish-brown when soap is applied. What does this tell you about soap?",
        answer: "Soap solution is basic; bases turn turmeric reddish-brown.",
      },
      {
        question: "Which ions do all acids produce in water, and which do all bases produce?",
        answer: "Acids produce hydrogen ions H⁺(aq); bases produce hydroxide ions OH⁻(aq).",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 2,
    title: "Reactions of Acids and Bases",
    body: String.raw`By the end of this lesson you will be able to predict the products when acids react with metals, carbonates, bases and metal oxides, test for the gases produced, and explain acidic and basic behaviour in terms of ions.

## Acids with metals

Drop a few zinc granules into dilute sulphuric acid. Bubbles rise from the zinc. If the gas is led into soap solution and a burning candle is brought near a gas-filled bubble, it burns with a **pop sound** — the test for **hydrogen**.

$$
\mathrm{Zn(s) + H_2SO_4(aq) \longrightarrow ZnSO_4(aq) + H_2(g)}
$$

In general: **acid + metal → salt + hydrogen gas**. The metal takes the place of hydrogen in the acid, forming a salt. Some bases react with metals too: zinc with hot sodium hydroxide solution gives sodium zincate and hydrogen, $\mathrm{2NaOH + Zn \rightarrow Na_2ZnO_2 + H_2}$. This does not happen with all metals.

## Acids with metal carbonates and hydrogencarbonates

Add dilute hydrochloric acid to sodium carbonate, or to baking soda (sodium hydrogencarbonate). It fizzes:

$$
\mathrm{Na_2CO_3(s) + 2HCl(aq) \longrightarrow 2NaCl(aq) + H_2O(l) + CO_2(g)}
$$

$$
\mathrm{NaHCO_3(s) + HCl(aq) \longrightarrow NaCl(aq) + H_2O(l) + CO_2(g)}
$$

In general: **carbonate (or hydrogencarbonate) + acid → salt + water + carbon dioxide**.

To test the gas, pass it through **lime water** (calcium hydroxide solution). It turns **milky** because insoluble white calcium carbonate forms:

$$
\mathrm{Ca(OH)_2(aq) + CO_2(g) \longrightarrow CaCO_3(s) + H_2O(l)}
$$

If excess carbon dioxide is passed, the milkiness disappears, because soluble calcium hydrogencarbonate forms: $\mathrm{CaCO_3 + H_2O + CO_2 \rightarrow Ca(HCO_3)_2}$. Limestone, chalk and marble are all forms of calcium carbonate.

## Acids with bases: neutralisation

Take dilute sodium hydroxide with a drop of phenolphthalein; it is pink. Add dilute hydrochloric acid drop by drop. At one point the pink colour disappears — the base has been used up. The acid and base have cancelled each other's effect:

$$
\mathrm{NaOH(aq) + HCl(aq) \longrightarrow NaCl(aq) + H_2O(l)}
$$

**Base + acid → salt + water** is called a **neutralisation reaction**.

## Metal oxides and non-metal oxides

Warm black copper(II) oxide with dilute hydrochloric acid. It dissolves and the solution turns **blue-green** because copper(II) chloride forms:

$$
\mathrm{CuO + 2HCl \longrightarrow CuCl_2 + H_2O}
$$

Metal oxide + acid → salt + water — just like a base. So **metal oxides are basic oxides**.

Carbon dioxide reacts with lime water (a base) to give salt and water, as shown above. So **non-metal oxides are acidic oxides**.

## What acids and bases do in water

Why do HCl and C₂H₅OH (alcohol) both contain hydrogen, yet only HCl is acidic? Because HCl releases hydrogen ions in water and alcohol does not. Acids show their properties only in water: dry HCl gas does not change the colour of dry blue litmus paper, but moist litmus turns red.

Hydrogen ions cannot exist alone; they attach to water molecules to form **hydronium ions**:

$$
\mathrm{HCl + H_2O \longrightarrow H_3O^+ + Cl^-}
$$

Bases give hydroxide ions in water: $\mathrm{NaOH(s) \xrightarrow{H_2O} Na^+(aq) + OH^-(aq)}$. So neutralisation is really $\mathrm{H^+ + OH^- \rightarrow H_2O}$.

Dissolving an acid or a base in water is **highly exothermic**. Concentrated acid must always be added **slowly to water, with constant stirring** — never water to acid. If water is added to concentrated acid, so much heat forms in one spot that the mixture can splash out and cause burns, and the glass may crack. Mixing an acid or a base with water lowers the concentration of ions per unit volume; this is called **dilution**.

### Example 1: Predict the products

Write balanced equations for (a) magnesium with dilute hydrochloric acid, (b) calcium carbonate with dilute hydrochloric acid.

1. (a) Metal + acid → salt + hydrogen. The salt of Mg with HCl is MgCl₂: Mg + HCl → MgCl₂ + H₂. Chlorine: 1 left, 2 right, so use 2HCl: $\mathrm{Mg + 2HCl \rightarrow MgCl_2 + H_2}$.
2. (b) Carbonate + acid → salt + water + CO₂. The salt is CaCl₂: $\mathrm{CaCO_3 + 2HCl \rightarrow CaCl_2 + H_2O + CO_2}$.
3. Check (b): left has 1 Ca, 1 C, 3 O, 2 H, 2 Cl; right has 1 Ca, 2 Cl, 2 H, 1 + 2 = 3 O and 1 C. Balanced.

### Example 2: Identify the compound

A metal compound A reacts with dilute HCl to give a gas that puts out a burning candle. One product is calcium chloride. Identify A and the gas.

1. A gas that extinguishes a burning candle is carbon dioxide.
2. A compound giving CO₂ with acid is a carbonate or hydrogencarbonate.
3. The product is calcium chloride, so the metal is calcium. A is **calcium carbonate**, CaCO₃, and the gas is **CO₂**.

## Common mistakes

- Testing hydrogen with lime water, or CO₂ with a burning splint — hydrogen gives a pop; CO₂ turns lime water milky.
- Adding water to concentrated acid. Always add acid to water.
- Thinking every compound containing hydrogen is an acid; glucose and alcohol do not release H⁺ ions in water.

## Summary

Acids react with metals to form a salt and hydrogen (pop test), and with carbonates and hydrogencarbonates to form a salt, water and carbon dioxide (turns lime water milky). Acids and bases neutralise each other to give salt and water; metal oxides behave as bases and non-metal oxides as acids. In water, acids give H⁺ ions, present as H₃O⁺, and bases give OH⁻ ions. Dilution is highly exothermic, so acid is always added slowly to water.`,
    check: [
      {
        question: "How would you test the gas given off when zinc reacts with dilute sulphuric acid?",
        answer: "Bring a burning candle or splint near it: hydrogen burns with a pop sound.",
      },
      {
        question: "Why does lime water turn milky with carbon dioxide?",
        answer: "Insoluble white calcium carbonate forms: Ca(OH)₂ + CO₂ → CaCO₃ + H₂O.",
      },
      {
        question: "Why does dry HCl gas not change the colour of dry blue litmus paper?",
        answer: "Without water, HCl does not release H⁺ ions, and acidic behaviour needs H⁺ ions.",
      },
      {
        question: "Complete: $\\mathrm{CuO + 2HCl \\rightarrow \\; ?}$ and state the colour of the solution.",
        answer: "CuCl₂ + H₂O; the solution turns blue-green.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 3,
    title: "The pH Scale",
    body: String.raw`By the end of this lesson you will be able to read the pH scale, use it to compare how strongly acidic or basic solutions are, and explain why pH matters in our body, our teeth, the soil and the rain.

## Measuring strength with pH

Litmus tells us only *whether* a solution is acidic or basic. To know *how* acidic or basic it is, we use the **pH scale**. The "p" comes from *potenz*, the German word for power. pH is a measure of the concentration of hydrogen ions (strictly, hydronium ions, H₃O⁺) in a solution.

The scale runs from **0** (very acidic) to **14** (very alkaline):

- **pH = 7**: neutral (pure water);
- **pH below 7**: acidic — the lower the pH, the more H⁺ ions and the stronger the acid;
- **pH above 7**: basic — the higher the pH, the more OH⁻ ions and the stronger the base.

![The pH scale from 0 to 14 with neutral at 7](figure:phscale)

A higher concentration of H⁺ ions means a **lower** pH. That is the part students often find upside down, so remember: *more acid, smaller number*.

Acids that give many H⁺ ions in water are **strong acids** (such as hydrochloric acid); those that give fewer are **weak acids** (such as acetic acid). Similarly there are strong and weak bases.

## Universal indicator

A **universal indicator** is a mixture of several indicators. It shows a different colour at each pH value, from red for strongly acidic, through green at 7, to violet-blue for strongly basic. By matching the colour with a chart, we can read the approximate pH. Typical values: gastric juice about 1.2, lemon juice about 2.2, pure water 7.0, blood about 7.4, milk of magnesia about 10, and sodium hydroxide solution about 14.

## pH in everyday life

**Living things work in a narrow range.** Our body works within a pH of about 7.0 to 7.8. Living organisms can survive only within a narrow range of pH change.

**Acid rain.** When the pH of rain water is less than 5.6 it is called acid rain. When acid rain flows into rivers, it lowers their pH, and aquatic life finds it hard to survive.

**Digestion.** Our stomach produces hydrochloric acid, which helps digestion without harming the stomach. During indigestion — say, after too many samosas at a wedding — the stomach makes too much acid, causing pain and irritation. Mild bases called **antacids**, such as milk of magnesia (magnesium hydroxide), neutralise the excess acid.

**Tooth decay.** Tooth enamel is calcium hydroxyapatite (a form of calcium phosphate), the hardest substance in the body. It does not dissolve in water, but it is **corroded when the pH in the mouth falls below 5.5**. Bacteria in the mouth break down sugar and food particles left after eating into acids. Cleaning the mouth after eating, and using toothpastes, which are generally basic, neutralises the extra acid.

**Soil.** Plants grow best within a specific pH range of soil. Farmers test soil pH before choosing crops or deciding to treat the soil.

**Self-defence by animals and plants.** A bee sting leaves methanoic acid (formic acid), which causes pain and irritation; rubbing a mild base such as baking soda on it gives relief. Nettle leaves have stinging hairs that inject methanoic acid; the traditional remedy is rubbing the area with the leaf of the dock plant, which often grows nearby.

### Example 1: Arrange by acidity

Five solutions A–E have pH 4, 1, 11, 7 and 9 respectively. Which is neutral, which strongly alkaline, which strongly acidic, which weakly acidic and which weakly alkaline? Arrange them in increasing order of H⁺ concentration.

1. Neutral: pH 7 → **D**.
2. Strongly alkaline: highest pH, 11 → **C**. Weakly alkaline: pH 9 → **E**.
3. Strongly acidic: lowest pH, 1 → **B**. Weakly acidic: pH 4 → **A**.
4. H⁺ concentration rises as pH falls. In increasing order of H⁺: C (11) < E (9) < D (7) < A (4) < B (1).

### Example 2: Why does pH fall in the mouth?

Explain why eating a chocolate and not rinsing can damage teeth.

1. Bacteria in the mouth break down the sugar left on the teeth and produce acids.
2. The acids lower the pH in the mouth.
3. Once the pH drops below 5.5, the enamel (calcium hydroxyapatite) begins to corrode, causing tooth decay.
4. Brushing with a basic toothpaste removes food particles and neutralises the acid, keeping the pH above 5.5.

## Common mistakes

- Thinking a higher pH means more acid. It is the reverse: lower pH, more H⁺ ions, stronger acid.
- Calling any rain "acid rain" because rain is slightly acidic. NCERT defines acid rain as rain with pH below 5.6.
- Confusing a concentrated acid with a strong acid — strength depends on how many H⁺ ions the acid gives, not just on how much acid is dissolved.

## Summary

pH measures the hydrogen ion concentration of a solution on a scale from 0 to 14: 7 is neutral, below 7 is acidic and above 7 is basic, and the lower the pH, the stronger the acid. Universal indicator shows different colours for different pH values. Our body works within a narrow pH range; antacids like milk of magnesia treat excess stomach acid, tooth enamel corrodes below pH 5.5, rain below pH 5.6 is acid rain, and a mild base soothes an acid sting.`,
    figures: {
      phscale: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 90"><line x1="20" y1="40" x2="380" y2="40" stroke="currentColor" stroke-width="2"/><g stroke="currentColor"><line x1="20" y1="34" x2="20" y2="46"/><line x1="45.7" y1="34" x2="45.7" y2="46"/><line x1="71.4" y1="34" x2="71.4" y2="46"/><line x1="97.1" y1="34" x2="97.1" y2="46"/><line x1="122.9" y1="34" x2="122.9" y2="46"/><line x1="148.6" y1="34" x2="148.6" y2="46"/><line x1="174.3" y1="34" x2="174.3" y2="46"/><line x1="200" y1="28" x2="200" y2="52" stroke-width="2"/><line x1="225.7" y1="34" x2="225.7" y2="46"/><line x1="251.4" y1="34" x2="251.4" y2="46"/><line x1="277.1" y1="34" x2="277.1" y2="46"/><line x1="302.9" y1="34" x2="302.9" y2="46"/><line x1="328.6" y1="34" x2="328.6" y2="46"/><line x1="354.3" y1="34" x2="354.3" y2="46"/><line x1="380" y1="34" x2="380" y2="46"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="20" y="64">0</text><text x="71.4" y="64">2</text><text x="122.9" y="64">4</text><text x="174.3" y="64">6</text><text x="200" y="64">7</text><text x="225.7" y="64">8</text><text x="277.1" y="64">10</text><text x="328.6" y="64">12</text><text x="380" y="64">14</text><text x="100" y="20">more acidic</text><text x="200" y="20">neutral</text><text x="300" y="20">more basic</text><text x="100" y="84">H⁺ concentration increases ←</text><text x="300" y="84">→ OH⁻ concentration increases</text></g></svg>`,
        alt: "A horizontal number line marked from 0 to 14. The mark at 7 is labelled neutral. Values to the left of 7 are labelled more acidic, with hydrogen ion concentration increasing towards 0; values to the right are labelled more basic, with hydroxide ion concentration increasing towards 14.",
      },
    },
    check: [
      {
        question: "Solution X has pH 3 and solution Y has pH 5. Which has more hydrogen ions?",
        answer: "X — the lower the pH, the higher the hydrogen ion concentration.",
      },
      {
        question: "Below what pH does tooth enamel begin to corrode?",
        answer: "Below pH 5.5.",
      },
      {
        question: "Why is milk of magnesia taken for indigestion?",
        answer: "It is a mild base (magnesium hydroxide) that neutralises the excess hydrochloric acid in the stomach.",
      },
      {
        question: "What is acid rain?",
        answer: "Rain whose pH is less than 5.6.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 4,
    title: "Important Salts",
    body: String.raw`By the end of this lesson you will be able to predict whether a salt solution is acidic, basic or neutral, describe how common salt is used to make sodium hydroxide, bleaching powder, baking soda and washing soda, and explain water of crystallisation and plaster of Paris.

## Salts and their pH

A salt forms when an acid and a base neutralise each other. Salts with the same positive or negative ion belong to the same **family** — NaCl and Na₂SO₄ are both sodium salts; NaCl and KCl are both chlorides.

The pH of a salt solution depends on its parent acid and base:

| Made from | Example | pH of solution |
|---|---|---|
| strong acid + strong base | NaCl (from HCl and NaOH) | 7, neutral |
| strong acid + weak base | NH₄Cl (from HCl and NH₄OH) | below 7, acidic |
| weak acid + strong base | CH₃COONa, Na₂CO₃ | above 7, basic |

## Common salt and the chlor-alkali process

Sodium chloride is obtained by evaporating sea water in salt pans, as along the coast of Gujarat, and is also mined as **rock salt**. It is the raw material for many other chemicals.

When electricity is passed through **brine** (a concentrated solution of sodium chloride), it decomposes:

$$
\mathrm{2NaCl(aq) + 2H_2O(l) \longrightarrow 2NaOH(aq) + Cl_2(g) + H_2(g)}
$$

Chlorine gas is given off at the anode, hydrogen gas at the cathode, and sodium hydroxide solution forms near the cathode. This is the **chlor-alkali process** — *chlor* for chlorine, *alkali* for sodium hydroxide. Sodium hydroxide is used for degreasing metals and making soaps, detergents and paper; chlorine for water treatment, PVC and pesticides; hydrogen for fuels and margarine.

## Bleaching powder

Chlorine passed over **dry slaked lime** gives bleaching powder, which NCERT represents as CaOCl₂ (its actual composition is more complex):

$$
\mathrm{Ca(OH)_2 + Cl_2 \longrightarrow CaOCl_2 + H_2O}
$$

It is used to bleach cotton and linen in textile factories and wood pulp in paper factories, as an oxidising agent in industry, and to make drinking water free from germs.

## Baking soda

Sodium hydrogencarbonate, NaHCO₃, is made from sodium chloride:

$$
\mathrm{NaCl + H_2O + CO_2 + NH_3 \longrightarrow NH_4Cl + NaHCO_3}
$$

It is a mild, non-corrosive base. On heating — as while cooking — it gives carbon dioxide:

$$
\mathrm{2NaHCO_3 \xrightarrow{Heat} Na_2CO_3 + H_2O + CO_2}
$$

**Baking powder** is baking soda mixed with a mild edible acid such as tartaric acid. When heated or wetted, CO₂ is released, which makes cakes and dhoklas soft and spongy; the acid removes the bitter taste of sodium carbonate. Baking soda is also used in antacids and in soda-acid fire extinguishers.

## Washing soda and water of crystallisation

Heating baking soda gives sodium carbonate. Recrystallising it from water gives **washing soda**, Na₂CO₃·10H₂O. It is used in the glass, soap and paper industries, to make borax, for cleaning at home, and to remove the permanent hardness of water.

The "·10H₂O" is **water of crystallisation**: a fixed number of water molecules present in one formula unit of a salt. Blue copper sulphate crystals, CuSO₄·5H₂O, look dry yet contain water. Heat them in a boiling tube: water droplets appear and the crystals turn **white**. Add a few drops of water to the white powder and the blue colour returns.

## Plaster of Paris

**Gypsum**, CaSO₄·2H₂O, heated to **373 K**, loses part of its water and becomes **plaster of Paris**, calcium sulphate hemihydrate:

$$
\mathrm{CaSO_4 \cdot 2H_2O \xrightarrow{373\,K} CaSO_4 \cdot \tfrac{1}{2}H_2O + 1\tfrac{1}{2}H_2O}
$$

It is a white powder; mixed with water it sets into a hard solid mass of gypsum again. Doctors use it to support fractured bones, and it is used for making toys, decorative items and smooth surfaces. The formula with "½ H₂O" means **two formula units of CaSO₄ share one molecule of water**.

### Example 1: Acidic, basic or neutral?

Predict the pH of solutions of (a) potassium sulphate, (b) sodium carbonate, (c) ammonium chloride.

1. (a) K₂SO₄ comes from KOH (strong base) and H₂SO₄ (strong acid) → **neutral, pH 7**.
2. (b) Na₂CO₃ comes from NaOH (strong base) and H₂CO₃ (weak acid) → **basic, pH above 7**. That is why washing soda turns red litmus blue.
3. (c) NH₄Cl comes from NH₄OH (weak base) and HCl (strong acid) → **acidic, pH below 7**.

### Example 2: Follow the water in plaster of Paris

How many molecules of water does one formula unit of gypsum lose when it becomes plaster of Paris? Why must plaster of Paris be stored in a moisture-proof container?

1. Gypsum has 2H₂O per CaSO₄; plaster of Paris has ½H₂O per CaSO₄.
2. Water lost per formula unit = 2 − ½ = 1½ molecules, matching the equation above.
3. Plaster of Paris takes water back to form hard gypsum. If it absorbs moisture from air in storage, it sets into lumps and becomes useless, so it is kept dry.

## Common mistakes

- Assuming every salt is neutral. Sodium carbonate is basic and ammonium chloride is acidic.
- Mixing up the two: baking soda is NaHCO₃; washing soda is Na₂CO₃·10H₂O.
- Writing plaster of Paris as CaSO₄·2H₂O — that is gypsum. Plaster of Paris is CaSO₄·½H₂O.
- Heating gypsum far above 373 K; NCERT's recipe is 373 K.

## Summary

A salt's pH depends on the strength of its parent acid and base. Electrolysis of brine (the chlor-alkali process) gives sodium hydroxide, chlorine and hydrogen, and chlorine with dry slaked lime gives bleaching powder, used to disinfect water. Baking soda, NaHCO₃, releases CO₂ on heating and is used in baking powder and antacids; washing soda is Na₂CO₃·10H₂O. Water of crystallisation is the fixed number of water molecules in a salt's crystals, and gypsum heated to 373 K becomes plaster of Paris, which sets hard with water.`,
    check: [
      {
        question: "Write the products of the chlor-alkali process.",
        answer: "Sodium hydroxide, chlorine gas (at the anode) and hydrogen gas (at the cathode).",
      },
      {
        question: "Why does baking powder contain tartaric acid as well as baking soda?",
        answer: "The acid reacts with the sodium carbonate formed on heating, removing its bitter taste, and helps release CO₂.",
      },
      {
        question: "What happens when blue copper sulphate crystals are heated, and why?",
        answer: "They lose their water of crystallisation and turn white; adding water makes them blue again.",
      },
      {
        question: "Is a solution of sodium chloride acidic, basic or neutral?",
        answer: "Neutral (pH 7), because it is made from a strong acid (HCl) and a strong base (NaOH).",
      },
    ],
  },
];
