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
        question:
          "Name four observations that tell you a chemical reaction has taken place.",
        answer:
          "A change in state, a change in colour, the evolution of a gas, and a change in temperature.",
      },
      {
        question:
          "Why must magnesium ribbon be cleaned with sandpaper before burning it?",
        answer:
          "To remove the layer of magnesium oxide on its surface, so that the metal itself can react with oxygen.",
      },
      {
        question:
          "Is $\\mathrm{Mg + O_2 \\rightarrow MgO}$ balanced? Why or why not?",
        answer:
          "No. There are 2 oxygen atoms on the left but only 1 on the right. The balanced form is 2Mg + O₂ → 2MgO.",
      },
      {
        question:
          "12 g of carbon burns completely in 32 g of oxygen. What mass of carbon dioxide forms?",
        answer:
          "By conservation of mass, 12 g + 32 g = 44 g of carbon dioxide.",
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
        answer:
          "Changing a subscript changes the substance itself (water becomes hydrogen peroxide); only coefficients may be changed.",
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
        question:
          "Why does the solution turn pale green when an iron nail is kept in copper sulphate solution?",
        answer:
          "Iron displaces copper and forms iron(II) sulphate, FeSO₄, which is pale green; copper deposits on the nail.",
      },
      {
        question:
          "Is the decomposition of calcium carbonate exothermic or endothermic?",
        answer:
          "Endothermic — it needs continuous heating to break down into CaO and CO₂.",
      },
      {
        question: "What is a precipitate? Give one example.",
        answer:
          "An insoluble solid formed in a solution during a reaction, e.g. white barium sulphate from Na₂SO₄ + BaCl₂.",
      },
      {
        question: "Why are silver salts stored in dark-coloured bottles?",
        answer:
          "Light decomposes them (2AgCl → 2Ag + Cl₂), so they are kept away from light.",
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
        question:
          "In $\\mathrm{Fe_2O_3 + 2Al \\rightarrow Al_2O_3 + 2Fe}$, which substance is oxidised and which reduced?",
        answer:
          "Al gains oxygen, so aluminium is oxidised; Fe₂O₃ loses oxygen, so iron(III) oxide is reduced.",
      },
      {
        question: "Define rancidity and give two ways to prevent it.",
        answer:
          "Rancidity is the oxidation of fats and oils in food, which changes its smell and taste. It is slowed by adding antioxidants, storing food in airtight containers, or flushing packets with nitrogen.",
      },
      {
        question: "What two things must be present for iron to rust?",
        answer: "Oxygen (air) and water (moisture).",
      },
      {
        question:
          "In $\\mathrm{CuO + H_2 \\rightarrow Cu + H_2O}$, name the oxidising agent.",
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
        answer:
          "A substance whose smell changes in acidic or basic medium, e.g. onion, vanilla essence or clove oil.",
      },
      {
        question:
          "A turmeric stain on a shirt turns reddish-brown when soap is applied. What does this tell you about soap?",
        answer: "Soap solution is basic; bases turn turmeric reddish-brown.",
      },
      {
        question:
          "Which ions do all acids produce in water, and which do all bases produce?",
        answer:
          "Acids produce hydrogen ions H⁺(aq); bases produce hydroxide ions OH⁻(aq).",
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
        question:
          "How would you test the gas given off when zinc reacts with dilute sulphuric acid?",
        answer:
          "Bring a burning candle or splint near it: hydrogen burns with a pop sound.",
      },
      {
        question: "Why does lime water turn milky with carbon dioxide?",
        answer:
          "Insoluble white calcium carbonate forms: Ca(OH)₂ + CO₂ → CaCO₃ + H₂O.",
      },
      {
        question:
          "Why does dry HCl gas not change the colour of dry blue litmus paper?",
        answer:
          "Without water, HCl does not release H⁺ ions, and acidic behaviour needs H⁺ ions.",
      },
      {
        question:
          "Complete: $\\mathrm{CuO + 2HCl \\rightarrow \\; ?}$ and state the colour of the solution.",
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
        question:
          "Solution X has pH 3 and solution Y has pH 5. Which has more hydrogen ions?",
        answer:
          "X — the lower the pH, the higher the hydrogen ion concentration.",
      },
      {
        question: "Below what pH does tooth enamel begin to corrode?",
        answer: "Below pH 5.5.",
      },
      {
        question: "Why is milk of magnesia taken for indigestion?",
        answer:
          "It is a mild base (magnesium hydroxide) that neutralises the excess hydrochloric acid in the stomach.",
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

**Baking powder** is baking soda mixed with a mild edible acid such as tartaric acid. When it is heated or mixed with water, the acid reacts with the baking soda and releases CO₂, which makes cakes and dhoklas soft and spongy; because the acid does this job, no bitter-tasting sodium carbonate is left behind, as it would be if baking soda were used alone. Baking soda is also used in antacids and in soda-acid fire extinguishers.

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
        answer:
          "Sodium hydroxide, chlorine gas (at the anode) and hydrogen gas (at the cathode).",
      },
      {
        question:
          "Why does baking powder contain tartaric acid as well as baking soda?",
        answer:
          "The acid reacts with the baking soda to release CO₂, so the cake rises without leaving bitter-tasting sodium carbonate behind.",
      },
      {
        question:
          "What happens when blue copper sulphate crystals are heated, and why?",
        answer:
          "They lose their water of crystallisation and turn white; adding water makes them blue again.",
      },
      {
        question: "Is a solution of sodium chloride acidic, basic or neutral?",
        answer:
          "Neutral (pH 7), because it is made from a strong acid (HCl) and a strong base (NaOH).",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 1,
    title: "Physical Properties",
    body: String.raw`By the end of this lesson you will be able to list the physical properties of metals and non-metals, link each property to an everyday use, and name the important exceptions to the general rules.

## Properties of metals

Look at a new steel tiffin box, a copper wire and an aluminium kadhai. They share several features.

- **Lustre.** A freshly cut or cleaned metal surface shines. This metallic lustre is why gold and silver are used for jewellery.
- **Hardness.** Most metals are hard, though the hardness varies from metal to metal.
- **Malleability.** Metals can be beaten into thin sheets. Gold and silver are the most malleable; the silver *vark* on sweets and the aluminium foil for wrapping rotis are examples.
- **Ductility.** Metals can be drawn into thin wires. Gold is the most ductile metal: a wire about **2 km** long can be drawn from just **1 g** of gold.
- **Conduction of heat.** Metals are good conductors of heat and have high melting points. Silver and copper are the best conductors of heat; lead and mercury are comparatively poor ones. This is why cooking vessels are made of metal.
- **Conduction of electricity.** Metals conduct electricity, so electric wires are made of copper and aluminium and coated with PVC or rubber, which are poor conductors, for safety.
- **Sonority.** Metals produce a ringing sound when struck; they are **sonorous**. School bells and temple bells are made of metal, not wood.

## Properties of non-metals

Non-metals are fewer in number than metals. Carbon, sulphur, iodine, oxygen, hydrogen, nitrogen and chlorine are examples. They may be solids or gases; **bromine is the only liquid non-metal** at room temperature.

Non-metals generally have the opposite properties: they are not lustrous, not sonorous, and are poor conductors of heat and electricity. Solid non-metals such as sulphur and coal are **brittle** — they break into pieces when hammered instead of flattening into a sheet.

## The exceptions

Physical properties alone cannot sort every element, because of these exceptions:

| General rule | Exception |
|---|---|
| Metals are solid at room temperature | **Mercury** is a liquid |
| Metals have high melting points | **Gallium** and **caesium** melt if kept on your palm |
| Metals are hard | **Sodium** and **potassium** are soft enough to cut with a knife; they have low densities too |
| Non-metals are not lustrous | **Iodine** is lustrous |
| Non-metals are poor conductors | **Graphite**, a form of carbon, conducts electricity |
| Non-metals are soft | **Diamond**, another form of carbon, is the hardest natural substance, with a very high melting and boiling point |

Carbon is an interesting case: its different forms, **allotropes**, have very different properties. Diamond is extremely hard; graphite is soft and slippery and conducts electricity.

Because of such exceptions, elements are classified more reliably by their **chemical properties**, which you will study next.

### Example 1: Choose the right property

Which property of metals is being used in each case? (a) Aluminium foil for packing food. (b) Copper for electric wiring. (c) Iron for a cooking tawa. (d) Brass for a temple bell.

1. (a) Foil is a very thin sheet, so this uses **malleability**.
2. (b) Wires need a metal that can be drawn out (**ductility**) and that carries current well (**electrical conductivity**).
3. (c) A tawa must pass heat quickly from the flame to the food — **good conduction of heat** and a **high melting point**.
4. (d) A bell must ring when struck — **sonority**.

### Example 2: Metal or non-metal?

An element X is a shiny solid, is brittle, and does not conduct electricity. Another element Y is a soft solid that can be cut with a knife, has a silvery lustre when freshly cut, and conducts electricity. Classify them.

1. X is lustrous, but it is brittle and a non-conductor. Brittleness and non-conduction point to a **non-metal**; a lustrous non-metal is iodine.
2. Y is soft, but it has metallic lustre and conducts electricity. Conduction is the strongest clue — Y is a **metal**, such as sodium or potassium.
3. Lesson: never decide from one property. Look at several together.

## Common mistakes

- Saying "all metals are hard solids" — remember mercury, sodium and potassium.
- Saying "no non-metal conducts electricity" — graphite does.
- Thinking copper is the best conductor. Silver is slightly better; copper is used because it is much cheaper.
- Confusing malleable (sheets) with ductile (wires).

## Summary

Metals are generally lustrous, hard, malleable, ductile, sonorous and good conductors of heat and electricity; silver and copper are the best conductors, and gold is the most malleable and ductile. Non-metals are usually dull, brittle and poor conductors, and can be solids or gases, with bromine the only liquid. There are important exceptions: mercury is a liquid metal, gallium and caesium melt on the palm, sodium and potassium are soft, iodine is lustrous, graphite conducts electricity and diamond is the hardest natural substance. So chemical properties are a better way to classify elements.`,
    check: [
      {
        question: "Name a non-metal that is a liquid at room temperature.",
        answer: "Bromine.",
      },
      {
        question: "Which metals melt when kept on the palm?",
        answer: "Gallium and caesium.",
      },
      {
        question: "Why are electric wires coated with PVC or rubber?",
        answer:
          "PVC and rubber are poor conductors of electricity, so the coating prevents shocks and short circuits.",
      },
      {
        question:
          "What is meant by saying a metal is ductile? Which metal is the most ductile?",
        answer:
          "It can be drawn into thin wires. Gold is the most ductile: 1 g can be drawn into a wire about 2 km long.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 2,
    title: "Chemical Properties and the Reactivity Series",
    body: String.raw`By the end of this lesson you will be able to describe how metals react with oxygen, water, acids and salt solutions, write the equations, and use the reactivity series to predict whether a reaction will happen.

## Metals with oxygen

Almost all metals combine with oxygen to form **metal oxides**: metal + oxygen → metal oxide. Copper heated in air becomes black copper(II) oxide, $\mathrm{2Cu + O_2 \rightarrow 2CuO}$, and aluminium forms aluminium oxide, $\mathrm{4Al + 3O_2 \rightarrow 2Al_2O_3}$.

Most metal oxides are **basic**; those that dissolve in water form **alkalis**, such as $\mathrm{Na_2O + H_2O \rightarrow 2NaOH}$. But some, like aluminium oxide and zinc oxide, react with **both acids and bases** to give salt and water. Such oxides are called **amphoteric oxides**:

$$
\mathrm{Al_2O_3 + 6HCl \longrightarrow 2AlCl_3 + 3H_2O}
$$

$$
\mathrm{Al_2O_3 + 2NaOH \longrightarrow 2NaAlO_2 + H_2O}
$$

(NaAlO₂ is sodium aluminate.)

Metals differ greatly in how readily they react. Potassium and sodium react so vigorously that they catch fire in open air, so they are **stored under kerosene**. Magnesium, aluminium, zinc and lead get covered with a thin protective oxide layer at room temperature. Magnesium ribbon burns with a dazzling white flame; iron does not burn as a lump but iron filings sprinkled in a flame burn brightly. Copper does not burn but gets coated with black oxide, and silver and gold do not react with oxygen even at high temperatures.

## Metals with water

Metal + water → metal oxide + hydrogen, and a soluble metal oxide further gives metal hydroxide.

- **Sodium and potassium** react violently with **cold water**; so much heat is released that the hydrogen catches fire: $\mathrm{2Na + 2H_2O \rightarrow 2NaOH + H_2 + heat}$.
- **Calcium** reacts less violently; bubbles of hydrogen stick to it and make it float.
- **Magnesium** does not react with cold water but reacts with **hot water** to form magnesium hydroxide and hydrogen; it too floats on the bubbles.
- **Aluminium, iron and zinc** react only with **steam**, giving the oxide and hydrogen: $\mathrm{3Fe + 4H_2O \rightarrow Fe_3O_4 + 4H_2}$.
- **Lead, copper, silver and gold** do not react with water at all.

## Metals with dilute acids

Metal + dilute acid → salt + hydrogen. With dilute hydrochloric acid, magnesium reacts most vigorously, then aluminium, then zinc, then iron; **copper does not react**.

Hydrogen is usually not evolved with nitric acid, because HNO₃ is a strong oxidising agent that oxidises the hydrogen to water; only magnesium and manganese give hydrogen with very dilute nitric acid. **Aqua regia**, a fresh mixture of concentrated hydrochloric and nitric acids in the ratio **3 : 1**, can dissolve even gold and platinum.

## Metals with salt solutions

A more reactive metal **displaces** a less reactive metal from its salt solution. An iron nail in copper sulphate solution gets coated with copper, but a copper wire in iron sulphate solution shows no change. Observations like these, together with the reactions above, let us arrange metals in order of decreasing reactivity — the **reactivity series**:

| Most reactive → least reactive |
|---|
| K, Na, Ca, Mg, Al, Zn, Fe, Pb, **[H]**, Cu, Hg, Ag, Au |

Hydrogen is placed in the series for comparison: metals above it displace hydrogen from dilute acids; metals below it do not.

### Example 1: Will a reaction occur?

Predict, with equations where a reaction happens: (a) zinc in copper sulphate solution, (b) copper in zinc sulphate solution, (c) copper in silver nitrate solution.

1. (a) Zn is above Cu in the series, so Zn displaces Cu: $\mathrm{Zn + CuSO_4 \rightarrow ZnSO_4 + Cu}$. The blue colour fades.
2. (b) Cu is below Zn, so it cannot displace zinc: **no reaction**.
3. (c) Cu is above Ag, so Cu displaces Ag. Silver nitrate is AgNO₃ and copper forms Cu(NO₃)₂, so two AgNO₃ are needed: $\mathrm{Cu + 2AgNO_3 \rightarrow Cu(NO_3)_2 + 2Ag}$. The solution turns blue and shiny silver crystals form on the copper.

### Example 2: Balancing aluminium with steam

Aluminium reacts with steam to give aluminium oxide and hydrogen. Balance Al + H₂O → Al₂O₃ + H₂.

1. Al₂O₃ has 3 oxygen atoms, so use 3H₂O: Al + 3H₂O → Al₂O₃ + H₂.
2. Now 6 H on the left, so use 3H₂ on the right.
3. Al₂O₃ has 2 Al, so use 2Al: $\mathrm{2Al + 3H_2O \rightarrow Al_2O_3 + 3H_2}$.
4. Check: 2 Al, 6 H, 3 O on each side.

## Common mistakes

- Calling all metal oxides basic. Al₂O₃ and ZnO are amphoteric.
- Expecting copper to give hydrogen with dilute HCl. Copper lies below hydrogen, so it does not react.
- Expecting hydrogen from nitric acid with most metals; nitric acid oxidises the hydrogen to water.
- Reversing aqua regia's ratio. It is 3 parts HCl to 1 part HNO₃.

## Summary

Metals form oxides with oxygen; most are basic, but aluminium and zinc oxides are amphoteric. Sodium and potassium react violently with cold water and are kept under kerosene, magnesium reacts with hot water, aluminium, iron and zinc only with steam, and lead, copper, silver and gold not at all. Metals above hydrogen give hydrogen with dilute acids. A more reactive metal displaces a less reactive one from its salt solution, and these reactions give the reactivity series K > Na > Ca > Mg > Al > Zn > Fe > Pb > H > Cu > Hg > Ag > Au.`,
    check: [
      {
        question: "What is an amphoteric oxide? Give two examples.",
        answer:
          "An oxide that reacts with both acids and bases to give salt and water, e.g. Al₂O₃ and ZnO.",
      },
      {
        question: "Why does calcium float when it reacts with water?",
        answer:
          "Bubbles of hydrogen gas formed in the reaction stick to its surface.",
      },
      {
        question:
          "Will iron displace lead from lead nitrate solution? Explain.",
        answer:
          "Yes. Iron is above lead in the reactivity series, so it is more reactive and displaces it.",
      },
      {
        question: "What is aqua regia?",
        answer:
          "A freshly prepared mixture of concentrated HCl and concentrated HNO₃ in the ratio 3 : 1; it dissolves gold and platinum.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 3,
    title: "Ionic Compounds",
    body: String.raw`By the end of this lesson you will be able to explain why metals and non-metals react, show how ions form by the transfer of electrons, work out the formula of an ionic compound, and explain the properties of ionic compounds.

## Why do elements react?

The noble gases — helium, neon, argon — hardly react at all. Their outermost shells are complete: 2 electrons for helium and **8 electrons (an octet)** for the others. Other elements react in order to reach such a stable, completely filled outer shell. They can do this by **losing or gaining electrons**.

## Forming ions

Look at the electron arrangements of sodium and chlorine:

| Atom | Electrons | K, L, M shells | Ion formed | Shells in the ion |
|---|---|---|---|---|
| Sodium, Na | 11 | 2, 8, 1 | Na⁺ | 2, 8 |
| Chlorine, Cl | 17 | 2, 8, 7 | Cl⁻ | 2, 8, 8 |

Sodium has one electron in its outer M shell. Losing it is far easier than gaining seven, so sodium gives it away. The L shell, with 8 electrons, becomes the outer shell. Sodium now has 11 protons but only 10 electrons, so it carries a net charge of +1: it is a **sodium cation**.

$$
\mathrm{Na \longrightarrow Na^+ + e^-}
$$

Chlorine has seven electrons in its outer shell and needs one more for an octet. It gains the electron that sodium lost, becoming a **chloride anion** with 17 protons and 18 electrons:

$$
\mathrm{Cl + e^- \longrightarrow Cl^-}
$$

Metals, with few outer electrons, tend to **lose** electrons and form positive ions. Non-metals, with nearly full outer shells, tend to **gain** electrons and form negative ions. The oppositely charged ions attract each other strongly and are held together by electrostatic forces. Compounds formed in this way by the transfer of electrons from a metal to a non-metal are called **ionic compounds** or **electrovalent compounds**.

## Working out formulae

An ionic compound has no overall charge, so the total positive charge must equal the total negative charge.

### Example 1: Formation of magnesium chloride

Magnesium (atomic number 12) reacts with chlorine (atomic number 17). Show the electron transfer and find the formula.

1. Magnesium: 2, 8, 2. It loses its 2 outer electrons: $\mathrm{Mg \rightarrow Mg^{2+} + 2e^-}$, giving 2, 8.
2. Each chlorine atom (2, 8, 7) can accept only **one** electron: $\mathrm{Cl + e^- \rightarrow Cl^-}$.
3. So the two electrons from one magnesium atom go to **two** chlorine atoms.
4. Charges: one Mg²⁺ (+2) balances two Cl⁻ (−2 in total).
5. The formula is **MgCl₂**.

### Example 2: Formation of sodium oxide

Sodium (2, 8, 1) reacts with oxygen (atomic number 8, arrangement 2, 6). Find the formula of the compound.

1. Sodium loses 1 electron: Na⁺.
2. Oxygen needs 2 electrons for an octet: $\mathrm{O + 2e^- \rightarrow O^{2-}}$, giving 2, 8.
3. One oxygen atom needs electrons from **two** sodium atoms.
4. Charges: 2 × (+1) + (−2) = 0.
5. The formula is **Na₂O**.

## Properties of ionic compounds

The strong attraction between ions explains the typical properties of ionic compounds:

- **Physical nature.** They are solids and are somewhat hard. They are **brittle** — they break into pieces when pressure is applied, because layers of ions shift and like charges come face to face.
- **High melting and boiling points.** A lot of energy is needed to overcome the strong attraction between the ions. Sodium chloride, for example, melts at 1074 K and boils at 1686 K.
- **Solubility.** They are generally **soluble in water** and **insoluble in solvents such as kerosene and petrol**.
- **Electrical conduction.** In the solid state, ions are held in fixed positions and cannot move, so solid ionic compounds **do not conduct** electricity. When they are **dissolved in water** or **melted**, the ions become free to move and carry charge, so the solution or melt conducts. This is why pure water conducts poorly, but salty water conducts well — a reason never to handle electrical switches with wet hands.

## Common mistakes

- Saying sodium "gains a positive charge by gaining a proton". It becomes positive by **losing an electron**; the number of protons never changes.
- Writing MgCl for magnesium chloride. Magnesium forms Mg²⁺, so it needs two Cl⁻ ions.
- Thinking solid salt conducts electricity. Only molten or dissolved ionic compounds conduct.
- Calling the attraction between ions a "sharing" of electrons. Sharing is covalent bonding; ionic bonding is transfer followed by attraction.

## Summary

Atoms react to reach a stable octet like the noble gases. Metals lose electrons to form positive ions (Na → Na⁺ + e⁻), and non-metals gain electrons to form negative ions (Cl + e⁻ → Cl⁻); the oppositely charged ions attract to form ionic or electrovalent compounds such as NaCl, MgCl₂ and Na₂O, whose formulae make the total charge zero. Ionic compounds are hard, brittle solids with high melting and boiling points, usually dissolve in water but not in kerosene or petrol, and conduct electricity only when molten or dissolved, because only then can their ions move.`,
    check: [
      {
        question: "Write the electronic configuration of Na⁺ and Cl⁻.",
        answer: "Na⁺: 2, 8. Cl⁻: 2, 8, 8.",
      },
      {
        question: "Why do ionic compounds have high melting points?",
        answer:
          "The ions are held by strong electrostatic attraction, and a lot of energy is needed to overcome it.",
      },
      {
        question:
          "Why does solid sodium chloride not conduct electricity, while its solution does?",
        answer:
          "In the solid, the ions are fixed in place; in solution they can move and carry charge.",
      },
      {
        question:
          "Calcium (2, 8, 8, 2) reacts with chlorine. What is the formula of the compound?",
        answer:
          "Calcium forms Ca²⁺ and each chlorine forms Cl⁻, so the formula is CaCl₂.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 4,
    title: "Extraction of Metals and Corrosion",
    body: String.raw`By the end of this lesson you will be able to explain how the method of extracting a metal depends on its reactivity, write the equations for roasting, calcination and reduction, describe electrolytic refining, and explain how corrosion is prevented, including by making alloys.

## Ores and gangue

The earth's crust is the main source of metals; sea water also holds soluble salts such as sodium chloride and magnesium chloride. Naturally occurring elements or compounds in the crust are **minerals**. Minerals from which a metal can be extracted profitably are called **ores**. Ores dug from the earth contain a lot of sand, soil and other impurities called **gangue**, which must be removed first. This step is called **enrichment** (or concentration) of the ore.

## The method depends on reactivity

**Metals low in the series** (such as mercury and copper) can be obtained by heating their ores alone. Cinnabar (HgS) is heated in air to form mercuric oxide, which on further heating gives mercury:

$$
\mathrm{2HgS + 3O_2 \xrightarrow{Heat} 2HgO + 2SO_2}, \qquad \mathrm{2HgO \xrightarrow{Heat} 2Hg + O_2}
$$

**Metals in the middle** (zinc, iron, lead, copper) usually occur as sulphides or carbonates. It is easier to get a metal from its oxide, so the ore is first converted into an oxide:

- **Roasting** — heating a **sulphide** ore strongly in **excess air**: $\mathrm{2ZnS + 3O_2 \rightarrow 2ZnO + 2SO_2}$.
- **Calcination** — heating a **carbonate** ore strongly in **limited air**: $\mathrm{ZnCO_3 \rightarrow ZnO + CO_2}$.

The oxide is then **reduced** to the metal using a reducing agent such as carbon (coke): $\mathrm{ZnO + C \rightarrow Zn + CO}$. A more reactive metal can also be the reducing agent. In the **thermit reaction**, aluminium reduces iron(III) oxide, releasing so much heat that the iron formed is molten; it is used to join broken railway tracks:

$$
\mathrm{Fe_2O_3(s) + 2Al(s) \longrightarrow 2Fe(l) + Al_2O_3(s) + Heat}
$$

**Metals high in the series** (sodium, magnesium, calcium, aluminium) hold oxygen too strongly for carbon to remove it. They are obtained by **electrolytic reduction** of their **molten** chlorides or oxides. For molten sodium chloride, sodium is deposited at the cathode and chlorine is set free at the anode:

$$
\mathrm{Na^+ + e^- \rightarrow Na} \ \text{(cathode)}, \qquad \mathrm{2Cl^- \rightarrow Cl_2 + 2e^-} \ \text{(anode)}
$$

Aluminium is obtained in the same way from aluminium oxide.

## Refining by electrolysis

Metals from these processes are impure. Copper, zinc, tin, nickel, silver and gold are refined **electrolytically**. A thick block of **impure metal is the anode**, a thin strip of **pure metal is the cathode**, and a solution of a salt of the metal is the electrolyte (acidified copper sulphate for copper). When current flows, the impure metal dissolves from the anode and an equal amount of pure metal is deposited on the cathode. Soluble impurities go into the solution; insoluble impurities settle below the anode as **anode mud**.

### Example 1: From zinc blende to zinc

Outline, with equations, how zinc is obtained from zinc blende (ZnS).

1. Enrich the ore to remove gangue.
2. ZnS is a sulphide, so **roast** it in excess air: $\mathrm{2ZnS + 3O_2 \rightarrow 2ZnO + 2SO_2}$.
3. Reduce the oxide with carbon: $\mathrm{ZnO + C \rightarrow Zn + CO}$.
4. Refine the impure zinc electrolytically, with impure zinc as anode and pure zinc as cathode.

## Corrosion and its prevention

Silver turns black (silver sulphide forms), copper gains a green coat of basic copper carbonate, and iron rusts. A simple experiment shows what rusting needs. Put clean iron nails in three test tubes: (A) in ordinary water, open to air; (B) in boiled distilled water (no dissolved air) covered with a layer of oil; (C) in dry air over anhydrous calcium chloride, which absorbs moisture. After a few days only the nails in A rust. Rusting needs **both air and water**.

Rusting is prevented by **painting, oiling, greasing, galvanising, chrome plating, anodising or making alloys**. **Galvanisation** coats iron or steel with a thin layer of zinc; even if the coating is broken, the zinc (more reactive) corrodes first and protects the iron.

An **alloy** is a homogeneous mixture of two or more metals, or a metal and a non-metal. Pure iron is soft and stretches when hot; a little carbon (about 0.05%) makes it hard and strong steel. Iron mixed with nickel and chromium gives **stainless steel**, which does not rust. **Brass** is copper and zinc, **bronze** is copper and tin, and **solder** — lead and tin, with a low melting point — is used to weld electrical wires. Alloys usually conduct electricity less well and melt at lower temperatures than the pure metals. An alloy containing mercury is called an **amalgam**.

### Example 2: How much gold is in a 22-carat chain?

Pure gold is 24 carat; 22-carat gold has 22 parts gold in 24 parts alloy (the rest is usually copper or silver, which make it harder). Find the mass of pure gold in a 10 g chain of 22-carat gold.

1. Fraction of gold = 22 ÷ 24 = 11 ÷ 12 ≈ 0.917, or about 91.7%.
2. Mass of gold = 10 g × 11 ÷ 12 = 110 ÷ 12 g ≈ **9.17 g**.
3. The remaining 10 − 9.17 ≈ 0.83 g is copper or silver.

## Common mistakes

- Mixing up roasting (sulphide, excess air) and calcination (carbonate, limited air).
- Trying to reduce sodium or aluminium oxide with carbon; these need electrolysis of the molten compound.
- Putting pure metal at the anode in electrolytic refining. Impure metal is the anode.
- Thinking oil alone stops rust in the test-tube experiment — it is there to keep air from dissolving in the boiled water.

## Summary

Metals are extracted from ores after removing gangue, by a method that depends on reactivity: metals low in the series by heating the ore alone, metals in the middle by roasting (sulphides) or calcination (carbonates) followed by reduction with carbon, and very reactive metals by electrolysis of their molten compounds. Impure metals are refined electrolytically. Corrosion needs air and water and is prevented by painting, oiling, galvanising and alloying; common alloys include stainless steel, brass (copper + zinc), bronze (copper + tin) and solder (lead + tin).`,
    check: [
      {
        question: "What is the difference between roasting and calcination?",
        answer:
          "Roasting is strong heating of a sulphide ore in excess air; calcination is strong heating of a carbonate ore in limited air.",
      },
      {
        question:
          "Why can sodium not be obtained by heating its oxide with carbon?",
        answer:
          "Sodium is more reactive than carbon and holds oxygen more strongly, so it is extracted by electrolysis of molten sodium chloride.",
      },
      {
        question:
          "In electrolytic refining of copper, what are the anode, the cathode and the electrolyte?",
        answer:
          "Anode: impure copper; cathode: a thin strip of pure copper; electrolyte: acidified copper sulphate solution.",
      },
      {
        question: "Name the constituents of bronze and of solder.",
        answer: "Bronze: copper and tin. Solder: lead and tin.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 1,
    title: "Covalent Bonding in Carbon",
    body: String.raw`By the end of this lesson you will be able to explain why carbon shares electrons instead of forming ions, draw electron-dot structures for simple molecules, tell single, double and triple bonds apart, and explain the properties of covalent compounds.

## Why carbon shares

Carbon is everywhere — in the food we eat, the clothes we wear, the LPG in the kitchen and the petrol in a scooter — even though the earth's crust holds only about 0.02% carbon (as minerals) and the air about 0.03% (as carbon dioxide).

Carbon has atomic number 6, so its electrons are arranged as **2, 4**: four electrons in the outer shell. To reach a noble gas configuration it would have to:

- **gain four electrons** to form C⁴⁻ — hard, because a nucleus with 6 protons would have to hold 10 electrons; or
- **lose four electrons** to form C⁴⁺ — this needs a large amount of energy, leaving a nucleus of 6 protons holding only 2 electrons.

Neither is practical. Instead carbon **shares** its four valence electrons with other atoms. A bond formed by sharing a pair of electrons between two atoms is a **covalent bond**. Both atoms then count the shared pair towards their own outer shell.

## Single, double and triple bonds

**Hydrogen, H₂.** Each hydrogen atom has one electron and needs two to be like helium. Two hydrogen atoms share their electrons, forming one shared pair — a **single bond**, written H–H.

**Oxygen, O₂.** Oxygen (2, 6) needs two more electrons. Two oxygen atoms share **two pairs**, forming a **double bond**, O=O.

**Nitrogen, N₂.** Nitrogen (2, 5) needs three more. Two nitrogen atoms share **three pairs**, forming a **triple bond**, N≡N.

**Methane, CH₄.** Methane is the main component of natural gas and biogas, used as fuel in CNG buses and in many village biogas plants. Carbon shares each of its four valence electrons with one hydrogen atom, forming four single C–H bonds. Carbon gets an octet and each hydrogen gets a duplet.

![Electron-dot structure of methane](figure:methane)

Carbon's ability to form four bonds is called its **tetravalency** (valency four).

## Properties of covalent compounds

The bonds *within* a covalent molecule are strong, but the forces *between* separate molecules are weak. So covalent compounds generally have **low melting and boiling points**: methane boils at just 111 K, and ethanol at 351 K, while ionic sodium chloride boils at 1686 K. Since the electrons are shared and no ions are formed, covalent compounds are generally **poor conductors of electricity**.

## Allotropes of carbon

The element carbon itself exists in different forms called **allotropes**. In **diamond**, each carbon atom is bonded to four others in a rigid three-dimensional structure, making it the hardest substance known. In **graphite**, each carbon is bonded to three others in flat hexagonal layers, with one double bond, so graphite is smooth, slippery and a very good conductor of electricity. **Fullerenes** such as C-60 are shaped like a football. Their physical properties differ, but chemically they are all carbon.

### Example 1: Electron-dot structure of ammonia

Draw the bonding in ammonia, NH₃ (nitrogen 2, 5; hydrogen 1).

1. Nitrogen has 5 valence electrons and needs 3 more for an octet.
2. Each hydrogen has 1 electron and needs 1 more for a duplet.
3. Nitrogen shares one pair with each of three hydrogen atoms: three single N–H bonds.
4. Count around nitrogen: 3 shared pairs (6 electrons) + 1 unshared pair (2 electrons) = 8. Each hydrogen has 2. All are stable.

### Example 2: How many covalent bonds?

How many covalent bonds are there in ethane, C₂H₆, and in pentane, C₅H₁₂ (both straight chains with only single bonds)?

1. In a chain of $n$ carbon atoms there are $n - 1$ C–C bonds, and every hydrogen forms exactly one C–H bond.
2. Ethane: 1 C–C bond + 6 C–H bonds = **7 bonds**.
3. Pentane: 4 C–C bonds + 12 C–H bonds = **16 bonds**.
4. Check pentane with valencies: total bonding electrons offered = 5 × 4 + 12 × 1 = 32; each bond uses 2, so 32 ÷ 2 = 16. ✓

## Common mistakes

- Writing C⁴⁺ or C⁴⁻ ions in carbon compounds. Carbon shares electrons.
- Counting only the shared electrons around nitrogen or oxygen and forgetting their lone (unshared) pairs.
- Drawing O₂ with a single bond — oxygen atoms share two pairs, a double bond.
- Thinking strong covalent bonds mean high melting points; the forces *between* molecules are weak, so melting points are low.

## Summary

Carbon (2, 4) cannot easily gain or lose four electrons, so it completes its octet by sharing electrons, forming covalent bonds. One shared pair makes a single bond (H–H, C–H in methane), two pairs a double bond (O=O), and three pairs a triple bond (N≡N). Covalent compounds have strong bonds within molecules but weak forces between them, so they have low melting and boiling points, and they conduct electricity poorly because they form no ions. Diamond, graphite and fullerenes are allotropes of carbon.`,
    figures: {
      methane: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><g fill="currentColor" font-size="22" text-anchor="middle" font-family="serif"><text x="100" y="108">C</text><text x="100" y="38">H</text><text x="100" y="178">H</text><text x="30" y="108">H</text><text x="170" y="108">H</text></g><g fill="currentColor" font-size="14" text-anchor="middle"><text x="93" y="70">•</text><text x="107" y="70">×</text><text x="93" y="142">•</text><text x="107" y="142">×</text><text x="65" y="97">•</text><text x="65" y="111">×</text><text x="135" y="97">•</text><text x="135" y="111">×</text></g><text x="100" y="196" fill="currentColor" font-size="10" text-anchor="middle">• carbon electron   × hydrogen electron</text></svg>`,
        alt: "Electron-dot structure of methane: a carbon atom in the centre with a hydrogen atom above, below, left and right. Between carbon and each hydrogen is a shared pair made of one carbon electron (dot) and one hydrogen electron (cross), giving four shared pairs around carbon.",
      },
    },
    check: [
      {
        question: "Why does carbon not form C⁴⁺ ions?",
        answer: "Removing four electrons needs a very large amount of energy.",
      },
      {
        question: "How many electrons are shared between the two atoms in N₂?",
        answer: "Six electrons (three pairs) — a triple bond.",
      },
      {
        question:
          "Why are covalent compounds generally poor conductors of electricity?",
        answer:
          "Their electrons are shared in bonds and they do not form ions that can carry charge.",
      },
      {
        question: "Why is graphite a good conductor while diamond is not?",
        answer:
          "In graphite each carbon bonds to only three others, leaving electrons free to move through the layers; in diamond all four electrons are used in bonds.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 2,
    title: "Versatile Nature of Carbon",
    body: String.raw`By the end of this lesson you will be able to explain why carbon forms millions of compounds, classify hydrocarbons as saturated or unsaturated, recognise isomers and functional groups, and name simple carbon compounds in a homologous series.

## Two special features of carbon

Millions of carbon compounds are known — far more than the compounds of all other elements put together. Two properties make this possible.

**Catenation.** Carbon atoms can link to other carbon atoms to form **long chains, branched chains and rings**. No other element does this to the same extent. Silicon forms chains of only seven or eight atoms, and those compounds are very reactive; carbon–carbon bonds are very strong and stable.

**Tetravalency.** With a valency of four, each carbon atom can bond to four other atoms — carbon, hydrogen, oxygen, nitrogen, sulphur, chlorine and more. Because carbon is a small atom, its nucleus holds the shared pairs strongly, so its compounds are exceptionally stable.

## Saturated and unsaturated hydrocarbons

Compounds of carbon and hydrogen only are **hydrocarbons**.

- **Saturated** hydrocarbons have only **single bonds** between carbon atoms. They are called **alkanes**: methane CH₄, ethane C₂H₆, propane C₃H₈.
- **Unsaturated** hydrocarbons have at least one **double** or **triple** bond between carbon atoms. Those with a double bond are **alkenes** (ethene, C₂H₄, H₂C=CH₂); those with a triple bond are **alkynes** (ethyne, C₂H₂, HC≡CH).

Carbon atoms can also form **rings**. Cyclohexane, C₆H₁₂, is a ring of six carbons with single bonds; benzene, C₆H₆, is a ring with alternating single and double bonds.

## Isomers

Butane, C₄H₁₀, can be drawn in two ways: as a straight chain, CH₃–CH₂–CH₂–CH₃, or as a branched chain, with a CH₃ group attached to the middle carbon of a three-carbon chain, CH₃–CH(CH₃)–CH₃. Both have the same molecular formula but different structures and properties. Compounds with the **same molecular formula but different structures** are called **structural isomers**.

## Functional groups

In a hydrocarbon chain, one or more hydrogens can be replaced by another atom or group — a **heteroatom** such as oxygen, chlorine or nitrogen. The heteroatom or group gives the compound its characteristic properties, whatever the chain length, and is called a **functional group**.

| Functional group | Formula | Name ending | Example |
|---|---|---|---|
| Halo (chloro/bromo) | –Cl, –Br | prefix chloro-, bromo- | CH₃Cl, chloromethane |
| Alcohol | –OH | -ol | C₂H₅OH, ethanol |
| Aldehyde | –CHO | -al | HCHO, methanal |
| Ketone | –CO– | -one | CH₃COCH₃, propanone |
| Carboxylic acid | –COOH | -oic acid | CH₃COOH, ethanoic acid |
| Alkene | C=C | -ene | C₃H₆, propene |
| Alkyne | C≡C | -yne | C₃H₄, propyne |

## Homologous series

A series of compounds in which the **same functional group** replaces hydrogen in a carbon chain is a **homologous series**. Successive members differ by a **–CH₂– unit**, that is, by **14 u** in molecular mass. Alkanes follow the formula CₙH₂ₙ₊₂, alkenes CₙH₂ₙ and alkynes CₙH₂ₙ₋₂. Members of a series show a gradual change in physical properties such as melting point, boiling point and solubility as the chain grows, but their **chemical properties are similar**, since these are set by the functional group.

## Naming carbon compounds

1. Count the carbon atoms in the chain: 1 meth-, 2 eth-, 3 prop-, 4 but-, 5 pent-, 6 hex-.
2. Add the ending for the functional group: propane + -ol → propanol; propane + -al → propanal.
3. If the ending starts with a vowel, drop the final "e" of the alkane name: propane → propan**one**.
4. A halo group is a prefix: bromoethane.

### Example 1: Homologues and their masses

Write the next two members after CH₄ in the alkane series and show the mass difference between neighbours (C = 12 u, H = 1 u).

1. Using CₙH₂ₙ₊₂: n = 2 gives C₂H₆ (ethane); n = 3 gives C₃H₈ (propane).
2. Masses: CH₄ = 12 + 4 = 16 u; C₂H₆ = 24 + 6 = 30 u; C₃H₈ = 36 + 8 = 44 u.
3. Differences: 30 − 16 = 14 u and 44 − 30 = 14 u — one CH₂ unit each time.

### Example 2: Name these compounds

Name (a) CH₃CH₂CH₂OH, (b) CH₃COCH₃, (c) CH₃CH₂CHO, (d) CH₃CH₂Br.

1. (a) 3 carbons, –OH group → prop + anol → **propanol**.
2. (b) 3 carbons, ketone group → **propanone** (the acetone in nail-polish remover).
3. (c) 3 carbons, –CHO group → **propanal**.
4. (d) 2 carbons with a bromo prefix → **bromoethane**.

## Common mistakes

- Thinking isomers are the same compound. They share a formula but differ in structure and properties.
- Counting the functional group's carbon separately: in propanal, the –CHO carbon is one of the three carbons.
- Saying homologues differ by CH₃. The repeating unit is CH₂ (14 u).
- Assuming "unsaturated" means it has fewer carbon atoms; it means it has a double or triple bond.

## Summary

Carbon forms an enormous number of compounds because of catenation (bonding with other carbon atoms into chains, branches and rings) and tetravalency. Saturated hydrocarbons (alkanes) have only single bonds; unsaturated ones have double (alkenes) or triple (alkynes) bonds. Isomers, like butane and its branched form, share a formula but differ in structure. A functional group decides a compound's chemical properties, and a homologous series such as CH₄, C₂H₆, C₃H₈ keeps the same functional group with successive members differing by CH₂, or 14 u.`,
    check: [
      {
        question: "What is catenation?",
        answer:
          "The ability of carbon atoms to bond with other carbon atoms, forming long chains, branched chains and rings.",
      },
      {
        question: "Is C₃H₆ saturated or unsaturated? Name it.",
        answer: "Unsaturated — it fits CₙH₂ₙ, so it is an alkene: propene.",
      },
      {
        question:
          "What is the difference in molecular mass between ethanol and propanol?",
        answer:
          "14 u — they are successive members differing by one CH₂ unit (46 u and 60 u).",
      },
      {
        question: "Name the functional group in CH₃COOH.",
        answer:
          "The carboxylic acid group, –COOH (the compound is ethanoic acid).",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 3,
    title: "Chemical Properties of Carbon Compounds",
    body: String.raw`By the end of this lesson you will be able to describe four kinds of reactions of carbon compounds — combustion, oxidation, addition and substitution — write their equations, and explain everyday observations such as a sooty flame or hydrogenated vanaspati.

## Combustion

Carbon and its compounds burn in oxygen to give **carbon dioxide**, **heat and light**; hydrogen-containing compounds give **water** too. Most carbon compounds are used as fuels for this reason.

$$
\mathrm{C + O_2 \longrightarrow CO_2 + heat + light}
$$

$$
\mathrm{CH_4 + 2O_2 \longrightarrow CO_2 + 2H_2O + heat + light}
$$

**Clean or sooty?** Saturated hydrocarbons generally burn with a **clean blue flame**. Unsaturated hydrocarbons burn with a **yellow, sooty flame**, as do saturated ones when the air supply is limited. If the bottoms of your cooking vessels turn black, the air holes of the gas stove are probably blocked: the fuel is burning incompletely and wasting gas. Incomplete burning also produces poisonous carbon monoxide, and fuels like coal and petroleum release oxides of sulphur and nitrogen, which pollute the air.

**Flame or glow?** A flame forms only when gaseous substances burn. Wax and LPG vaporise and give a flame; charcoal in an angithi or a sigri only glows red, because it does not vaporise.

## Oxidation

Carbon compounds can be oxidised without burning, using substances called **oxidising agents** that can add oxygen to others. **Alkaline potassium permanganate** (on warming) or **acidified potassium dichromate** oxidises an alcohol to a carboxylic acid:

$$
\mathrm{CH_3CH_2OH \xrightarrow[\text{Heat}]{\text{Alkaline KMnO}_4} CH_3COOH}
$$

When warm ethanol is treated with alkaline potassium permanganate drop by drop, the purple colour at first disappears, because it is used up in oxidising the ethanol. Once all the ethanol has been oxidised, the purple colour of extra permanganate stays.

## Addition reactions

Unsaturated hydrocarbons **add hydrogen** across their double or triple bond, in the presence of a **catalyst** such as nickel or palladium. A catalyst changes the rate of a reaction without itself being used up.

$$
\mathrm{CH_2{=}CH_2 + H_2 \xrightarrow{Ni} CH_3{-}CH_3}
$$

This **hydrogenation** is used to turn vegetable oils (which have long unsaturated chains) into solid **vanaspati ghee**. Vegetable oils are generally healthier; animal fats and hydrogenated oils contain saturated fatty acids, which are said to be harmful to health, so oils with unsaturated fatty acids are recommended for cooking.

## Substitution reactions

Saturated hydrocarbons are fairly unreactive in most conditions. But **in the presence of sunlight**, chlorine reacts very fast with methane: one hydrogen atom at a time is **replaced** by chlorine.

$$
\mathrm{CH_4 + Cl_2 \xrightarrow{Sunlight} CH_3Cl + HCl}
$$

This is a **substitution reaction**, because one type of atom takes the place of another. With more chlorine, further hydrogens are replaced, giving a mixture of products.

### Example 1: Balance the combustion of ethanol

Ethanol (C₂H₅OH) burns in air. Write the balanced equation.

1. Skeleton: C₂H₅OH + O₂ → CO₂ + H₂O.
2. Carbon: 2 on the left, so 2CO₂.
3. Hydrogen: 5 + 1 = 6 on the left, so 3H₂O.
4. Oxygen on the right: 2 × 2 + 3 × 1 = 7. The left already has 1 in ethanol, so O₂ must supply 6 atoms: 3O₂.
5. Result: $\mathrm{C_2H_5OH + 3O_2 \rightarrow 2CO_2 + 3H_2O}$. Check: 2 C, 6 H, 7 O each side.

### Example 2: Which reaction is which?

Classify: (a) ethene + hydrogen with nickel → ethane; (b) methane + chlorine in sunlight → chloromethane + HCl; (c) ethanol + alkaline KMnO₄ → ethanoic acid; (d) butane + oxygen → carbon dioxide + water.

1. (a) Two molecules join into one across a double bond: **addition** (hydrogenation).
2. (b) Chlorine replaces a hydrogen: **substitution**.
3. (c) Oxygen is added by an oxidising agent and the alcohol becomes an acid: **oxidation**.
4. (d) The fuel burns with oxygen, giving heat and light: **combustion**.

## Common mistakes

- Thinking addition reactions happen with alkanes. Only unsaturated compounds (with C=C or C≡C) undergo addition.
- Calling the catalyst a reactant. Nickel is not used up and is written over the arrow.
- Forgetting the sunlight condition for methane and chlorine.
- Assuming a yellow flame means a hotter fire. It shows incomplete combustion and wasted fuel.

## Summary

Carbon compounds burn in air to give carbon dioxide, water, heat and light; saturated hydrocarbons usually burn with a clean blue flame, unsaturated ones with a sooty yellow flame. Oxidising agents such as alkaline potassium permanganate or acidified potassium dichromate oxidise alcohols to carboxylic acids. Unsaturated compounds undergo addition reactions such as hydrogenation of vegetable oils with a nickel catalyst, while saturated hydrocarbons undergo substitution, as when methane and chlorine react in sunlight to give CH₃Cl and HCl.`,
    check: [
      {
        question: "Why do cooking vessels get blackened on a gas stove?",
        answer:
          "The air holes are blocked, so the fuel burns incompletely with a sooty flame that deposits carbon.",
      },
      {
        question:
          "What is the role of nickel in the hydrogenation of vegetable oil?",
        answer:
          "It is a catalyst: it speeds up the addition of hydrogen without being used up.",
      },
      {
        question:
          "Write the equation for the reaction of methane with chlorine in sunlight, and name its type.",
        answer: "CH₄ + Cl₂ → CH₃Cl + HCl; a substitution reaction.",
      },
      {
        question:
          "Why does the purple colour of alkaline KMnO₄ disappear when it is added to warm ethanol?",
        answer:
          "It is used up in oxidising ethanol to ethanoic acid; once all the ethanol is oxidised, the purple colour stays.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 4,
    title: "Ethanol, Ethanoic Acid, Soaps and Detergents",
    body: String.raw`By the end of this lesson you will be able to describe the properties, reactions and uses of ethanol and ethanoic acid, write the equations for esterification and saponification, and explain how soap cleans and why detergents work in hard water.

## Ethanol

Ethanol, C₂H₅OH, commonly called **alcohol**, is a liquid at room temperature and dissolves well in water. It is a good solvent and is used in medicines such as tincture iodine and cough syrups. Drinking even small quantities of dilute ethanol causes drunkenness and harms health. Intake of **methanol**, even in small amounts, can cause death; it damages the optic nerve and can cause blindness. To stop industrial alcohol from being drunk, poisonous methanol and blue dye are added to it — this is **denatured alcohol**.

**Reaction with sodium.** Ethanol reacts with sodium to give hydrogen and sodium ethoxide:

$$
\mathrm{2Na + 2CH_3CH_2OH \longrightarrow 2CH_3CH_2O^-Na^+ + H_2}
$$

**Dehydration.** Heating ethanol at **443 K** with excess **concentrated sulphuric acid** removes a water molecule and gives ethene; the acid acts as a dehydrating agent:

$$
\mathrm{CH_3CH_2OH \xrightarrow[\text{443 K}]{\text{Hot conc. H}_2\text{SO}_4} CH_2{=}CH_2 + H_2O}
$$

## Ethanoic acid

Ethanoic acid, CH₃COOH, is commonly called **acetic acid**. A **5–8% solution** of it in water is **vinegar**, used as a preservative in pickles. Pure ethanoic acid melts at 290 K, so it often freezes in cold winters; it is therefore called **glacial acetic acid**. It is a weak acid compared with mineral acids like HCl.

- **With bases:** $\mathrm{NaOH + CH_3COOH \rightarrow CH_3COONa + H_2O}$ (sodium ethanoate, or sodium acetate).
- **With carbonates and hydrogencarbonates:** $\mathrm{NaHCO_3 + CH_3COOH \rightarrow CH_3COONa + H_2O + CO_2}$ — brisk fizzing, and the gas turns lime water milky.
- **Esterification:** with an alcohol, in the presence of an acid catalyst, it gives a sweet-smelling **ester**:

$$
\mathrm{CH_3COOH + CH_3CH_2OH \xrightarrow{Acid} CH_3COOCH_2CH_3 + H_2O}
$$

Esters are used in perfumes and as flavouring agents.

**Saponification.** An ester reacts with sodium hydroxide, an alkali, to give back the alcohol and the sodium salt of the acid. This reaction is used to make soap:

$$
\mathrm{CH_3COOC_2H_5 \xrightarrow{NaOH} C_2H_5OH + CH_3COONa}
$$

## How soap cleans

Soaps are **sodium or potassium salts of long-chain carboxylic acids**. A soap molecule has two very different ends: an **ionic end** that dissolves in water (hydrophilic) and a **long hydrocarbon tail** that dissolves in oil (hydrophobic).

Most dirt is oily and does not dissolve in water. In soapy water, the tails bury themselves in the oily dirt while the ionic ends stay in the water. The molecules arrange themselves in clusters called **micelles**, with the oily dirt collected at the centre. Micelles do not come together because their surfaces carry like charges, so they stay in solution as an **emulsion**. Rinsing washes them away, dirt and all. Scrubbing or beating clothes on a stone helps loosen the dirt.

![A micelle: soap molecules around an oil droplet](figure:micelle)

## Hard water and detergents

Hard water contains salts of **calcium and magnesium**. Soap reacts with them to form an insoluble, sticky **scum**, so a lot of soap is wasted and clothes are not cleaned properly. **Detergents** are generally sodium salts of sulphonic acids or ammonium salts with chloride or bromide ions; their charged ends **do not form insoluble precipitates** with calcium and magnesium ions, so they remain effective in hard water. They are used in shampoos and washing powders.

### Example 1: Ethanol or ethanoic acid?

Two unlabelled bottles contain ethanol and ethanoic acid. How would you tell them apart chemically?

1. Add a pinch of sodium hydrogencarbonate to a small sample from each.
2. Ethanoic acid reacts: $\mathrm{NaHCO_3 + CH_3COOH \rightarrow CH_3COONa + H_2O + CO_2}$ — brisk effervescence.
3. Pass the gas through lime water; it turns milky, confirming CO₂.
4. Ethanol shows no fizzing. (Litmus also works: ethanoic acid turns blue litmus red; ethanol does not.)

### Example 2: How much acid is in a bottle of vinegar?

A 500 mL bottle of vinegar contains 6% ethanoic acid by volume. How much ethanoic acid does it contain?

1. 6% means 6 mL of acid in every 100 mL of vinegar.
2. Acid in 500 mL = 500 × 6 ÷ 100 = **30 mL**.
3. The rest, 470 mL, is mostly water — that is why vinegar is safe to eat, while glacial acetic acid is corrosive.

## Common mistakes

- Confusing esterification (acid + alcohol → ester) with saponification (ester + NaOH → alcohol + salt, the basis of soap).
- Saying soap dissolves dirt in water directly. It traps oily dirt inside micelles.
- Thinking detergents are the same as soaps. Detergents do not form scum with hard water.
- Forgetting the conditions for dehydration: hot concentrated H₂SO₄ at 443 K.

## Summary

Ethanol is a good solvent; it reacts with sodium to give hydrogen and sodium ethoxide, and is dehydrated to ethene by hot concentrated sulphuric acid at 443 K. Ethanoic acid is a weak acid; a 5–8% solution is vinegar. It reacts with ethanol in the presence of an acid to form a sweet-smelling ester, and esters react with NaOH to give soap (saponification). Soap molecules form micelles, with tails in the oily dirt and ionic ends in water, and carry the dirt away; in hard water soap forms scum, but detergents keep working.`,
    figures: {
      micelle: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><circle cx="110" cy="100" r="20" fill="none" stroke="currentColor" stroke-dasharray="3 2"/><text x="110" y="104" fill="currentColor" font-size="10" text-anchor="middle">oil</text><g stroke="currentColor" stroke-width="1.5" fill="none"><line x1="135" y1="100" x2="170" y2="100"/><circle cx="176" cy="100" r="6"/><line x1="127.7" y1="117.7" x2="152.4" y2="142.4"/><circle cx="156.7" cy="146.7" r="6"/><line x1="110" y1="125" x2="110" y2="160"/><circle cx="110" cy="166" r="6"/><line x1="92.3" y1="117.7" x2="67.6" y2="142.4"/><circle cx="63.3" cy="146.7" r="6"/><line x1="85" y1="100" x2="50" y2="100"/><circle cx="44" cy="100" r="6"/><line x1="92.3" y1="82.3" x2="67.6" y2="57.6"/><circle cx="63.3" cy="53.3" r="6"/><line x1="110" y1="75" x2="110" y2="40"/><circle cx="110" cy="34" r="6"/><line x1="127.7" y1="82.3" x2="152.4" y2="57.6"/><circle cx="156.7" cy="53.3" r="6"/></g><g fill="currentColor" font-size="10"><text x="190" y="50">○ ionic end, in water</text><text x="190" y="66">(hydrophilic)</text><text x="190" y="140">— hydrocarbon tail,</text><text x="190" y="156">in the oil (hydrophobic)</text></g></svg>`,
        alt: "A micelle: an oil droplet at the centre surrounded by eight soap molecules. Each molecule is a line (the hydrocarbon tail) pointing inwards into the oil, ending in a small circle (the ionic end) on the outside, facing the water.",
      },
    },
    check: [
      {
        question: "What is vinegar?",
        answer: "A 5–8% solution of ethanoic (acetic) acid in water.",
      },
      {
        question:
          "Write the equation for esterification of ethanoic acid with ethanol.",
        answer:
          "CH₃COOH + CH₃CH₂OH → CH₃COOCH₂CH₃ + H₂O, in the presence of an acid catalyst.",
      },
      {
        question: "Why does soap not lather well in hard water?",
        answer:
          "Calcium and magnesium salts in hard water react with soap to form an insoluble scum.",
      },
      {
        question:
          "In a micelle, which part of the soap molecule points towards the oily dirt?",
        answer:
          "The long hydrocarbon tail, which is hydrophobic and dissolves in oil.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 1,
    title: "Nutrition",
    body: String.raw`By the end of this lesson you will be able to explain how green plants make food by photosynthesis, describe how simple organisms take in food, and trace the digestion of food through the human alimentary canal.

## What are life processes?

Even when you are asleep, your body is busy: breathing, pumping blood, repairing cells. The processes that together maintain a living body are **life processes** — nutrition, respiration, transportation and excretion. Every one of them needs energy, and energy comes from food. **Nutrition** is the process of taking in food and using it.

## Autotrophic nutrition: photosynthesis

Green plants and some bacteria are **autotrophs**: they make their own food from simple inorganic substances — carbon dioxide and water — using sunlight. This process is **photosynthesis**:

$$
\mathrm{6CO_2 + 12H_2O \xrightarrow[\text{Chlorophyll}]{\text{Sunlight}} C_6H_{12}O_6 + 6O_2 + 6H_2O}
$$

Three events happen during photosynthesis:

1. **Absorption of light energy** by chlorophyll, the green pigment found in chloroplasts of leaf cells.
2. **Conversion of light energy into chemical energy**, and splitting of water molecules into hydrogen and oxygen.
3. **Reduction of carbon dioxide to carbohydrates.**

These steps need not happen one right after another. Desert plants take in carbon dioxide at night, when it is cooler and they lose less water, and store it as an intermediate; in the day, they use the light energy to make food from it.

The glucose made is stored as **starch**, an internal energy reserve. Gases enter and leave through tiny pores on the leaf surface called **stomata**. Each pore is surrounded by two **guard cells**: when water flows into them they swell and the pore opens; when they lose water they shrink and the pore closes. Since a lot of water is also lost through open stomata, the plant closes them when it does not need carbon dioxide. Plants take nitrogen, phosphorus, iron and magnesium from the soil; nitrogen is taken up as inorganic nitrates or nitrites, or as organic compounds made by bacteria.

## Heterotrophic nutrition

Organisms that cannot make their own food are **heterotrophs** — animals, fungi and most bacteria. Some break down food outside the body and absorb it (fungi such as bread mould, yeast and mushrooms); some take in whole food and digest it inside (cows, humans); and some — parasites such as the cuscuta (amar-bel) plant, ticks and lice, and tapeworms — take nutrition from a living host without killing it.

**Amoeba** takes in food by temporary finger-like extensions called **pseudopodia**, which surround the food particle to form a **food vacuole**. Inside it, food is broken down and diffuses into the cytoplasm; undigested material moves to the surface and is thrown out. **Paramecium** has a definite shape and takes in food at a specific spot, moved there by hair-like **cilia**.

## Nutrition in human beings

Food travels through the **alimentary canal**, a long tube from mouth to anus, and is broken down into small molecules at each stage.

- **Mouth.** Teeth chew the food and the tongue mixes it with saliva. Saliva contains the enzyme **salivary amylase**, which breaks down **starch into simple sugar**.
- **Oesophagus.** Rhythmic contraction of the muscles of the canal, called **peristalsis**, pushes food down to the stomach.
- **Stomach.** Gastric glands release **hydrochloric acid**, which creates an acidic medium; the protein-digesting enzyme **pepsin**; and **mucus**, which protects the inner lining of the stomach from the acid. A sphincter muscle lets food into the small intestine a little at a time.
- **Small intestine.** The longest part of the canal. It receives **bile** from the liver, which makes the acidic food alkaline so that pancreatic enzymes can work, and breaks large fat globules into small ones (emulsification). The **pancreas** secretes pancreatic juice with **trypsin** for digesting proteins and **lipase** for breaking down emulsified fats. Glands in the wall secrete intestinal juice, which finally converts proteins to **amino acids**, complex carbohydrates to **glucose**, and fats to **fatty acids and glycerol**.
- **Absorption.** The inner lining has millions of finger-like projections called **villi**, which greatly increase the surface area. They are richly supplied with blood vessels that carry absorbed food to every cell.
- **Large intestine.** Villi here absorb excess water; the rest is removed through the anus, controlled by the anal sphincter.

Herbivores such as cows have a longer small intestine than carnivores like tigers, because the cellulose in grass takes longer to digest.

### Example 1: Is chlorophyll needed for photosynthesis?

A potted plant with variegated leaves (green and white patches) is kept in sunlight for three days. One leaf is boiled in alcohol to remove its chlorophyll, then covered with iodine solution. What do you expect, and why?

1. Iodine turns **blue-black** with starch.
2. Only the parts that were green turn blue-black; the white parts stay brownish.
3. Starch is the stored product of photosynthesis, so starch formed only where chlorophyll was present.
4. Conclusion: chlorophyll is essential for photosynthesis.

### Example 2: The journey of a chapati

Trace how the starch in a chapati is digested and absorbed.

1. Mouth: salivary amylase begins breaking starch into sugar as you chew.
2. Stomach: starch digestion pauses; the acid and pepsin act on proteins instead.
3. Small intestine: pancreatic and intestinal juices complete the breakdown of carbohydrates to glucose.
4. Villi absorb the glucose into the blood, which carries it to all cells for energy.

## Common mistakes

- Saying plants take in oxygen only at night. They respire all the time; in daylight photosynthesis simply produces more oxygen than respiration uses.
- Thinking bile is an enzyme. Bile contains no digestive enzymes; it emulsifies fats and makes the medium alkaline.
- Mixing up pepsin (stomach) and trypsin (pancreas) — both digest proteins.

## Summary

Green plants are autotrophs that make glucose from carbon dioxide and water using sunlight absorbed by chlorophyll, releasing oxygen; gases pass through stomata, opened and closed by guard cells. Heterotrophs depend on other organisms; Amoeba engulfs food with pseudopodia. In humans, salivary amylase breaks starch into sugar; the stomach secretes hydrochloric acid, pepsin and mucus; in the small intestine bile emulsifies fats, pancreatic and intestinal juices complete digestion, and villi absorb the digested food.`,
    check: [
      {
        question: "Name the three events of photosynthesis.",
        answer:
          "Absorption of light by chlorophyll; conversion of light energy to chemical energy and splitting of water; reduction of carbon dioxide to carbohydrates.",
      },
      {
        question: "What is the role of the mucus secreted in the stomach?",
        answer:
          "It protects the inner lining of the stomach from the hydrochloric acid.",
      },
      {
        question: "How do guard cells open a stoma?",
        answer:
          "Water flows into the guard cells, they swell, and the pore between them opens.",
      },
      {
        question: "Why is the small intestine lined with villi?",
        answer:
          "Villi increase the surface area for absorbing digested food, and their blood vessels carry it away.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 2,
    title: "Respiration",
    body: String.raw`By the end of this lesson you will be able to compare aerobic and anaerobic respiration, explain what ATP does, and describe how the human respiratory system brings oxygen to the blood and removes carbon dioxide.

## Breaking down food for energy

Food absorbed by cells must be broken down to release the energy stored in it. This breakdown is **respiration**. Every pathway starts the same way: in the **cytoplasm**, glucose (a six-carbon molecule) is broken into **pyruvate**, a three-carbon molecule. What happens next depends on the organism and on whether oxygen is available.

| Pathway | Where | Products | Energy |
|---|---|---|---|
| Anaerobic, in yeast (fermentation) | cytoplasm, no oxygen | ethanol + carbon dioxide | small |
| Lack of oxygen in our muscles | cytoplasm | lactic acid | small |
| Aerobic | mitochondria, with oxygen | carbon dioxide + water | much more |

In **aerobic respiration**, pyruvate is broken down in the **mitochondria** using oxygen, releasing far more energy than anaerobic respiration does. During a 400 m sprint on sports day, your muscle cells may run short of oxygen; pyruvate is then converted into **lactic acid**, and its build-up causes **cramps**. Yeast in dosa batter or in bread dough respires anaerobically, releasing carbon dioxide that makes the batter rise.

## ATP: the energy currency

The energy released is used to make a molecule called **ATP** (adenosine triphosphate) from ADP and inorganic phosphate. ATP is the **energy currency** of the cell: when the cell needs energy — for muscle contraction, making proteins or conducting nerve impulses — ATP is broken down, releasing a fixed amount of energy, like spending coins from a purse.

## Respiration in plants

Plants exchange gases through stomata and through cells of roots and stems, by **diffusion**. At night, when there is no photosynthesis, the plant gives out carbon dioxide. During the day, the carbon dioxide from respiration is used in photosynthesis, so the plant gives out oxygen overall.

## Breathing in water and on land

Aquatic animals use oxygen dissolved in water. The amount of dissolved oxygen is low compared with the amount in air, so fish breathe much faster than land animals. Fish take in water through the mouth and force it past the gills, where blood takes up the dissolved oxygen.

## The human respiratory system

1. Air enters through the **nostrils**. Fine hairs and mucus lining the passage filter out dust.
2. It passes through the **throat (pharynx)** into the **windpipe (trachea)**, which is supported by **rings of cartilage** so that it does not collapse when there is less air in it.
3. In the lungs, the passage divides into **bronchi**, then smaller **bronchioles**, which end in balloon-like sacs called **alveoli**.
4. The alveoli have very thin walls with an extensive network of blood vessels. Oxygen diffuses from alveolar air into the blood, and carbon dioxide passes from the blood into the air.

When we breathe in, the ribs are lifted and the **diaphragm flattens**, enlarging the chest cavity, so air is sucked into the lungs. When we breathe out, the reverse happens. The lungs always hold some air — a **residual volume** — so there is always time for oxygen to be absorbed and carbon dioxide released.

The alveoli give a huge surface: if all of them were unfolded, they would cover about **80 m²**. In large animals, diffusion alone cannot supply oxygen fast enough, so the pigment **haemoglobin** in red blood cells, which has a very high affinity for oxygen, carries it to the tissues. Carbon dioxide is more soluble in water and is mostly carried dissolved in the blood.

### Example 1: Which air has more carbon dioxide?

Air from a pichkari (syringe) is bubbled through one test tube of lime water, and exhaled breath is blown through another with a straw. Which turns milky faster, and what does it show?

1. Lime water turns milky with carbon dioxide.
2. The tube with **exhaled air** turns milky much faster.
3. So exhaled air contains much more carbon dioxide than ordinary air — produced by respiration in our cells.

### Example 2: Where does the energy come from?

Compare what happens to one glucose molecule in a yeast cell without oxygen and in a human muscle cell with plenty of oxygen.

1. In both, glucose first breaks into pyruvate in the cytoplasm.
2. Yeast without oxygen: pyruvate → ethanol + CO₂, with a small amount of energy.
3. Muscle cell with oxygen: pyruvate enters the mitochondria → CO₂ + H₂O, with much more energy.
4. So aerobic respiration releases far more energy from the same food; this is why we, with our high energy needs, depend on oxygen.

## Common mistakes

- Confusing breathing with respiration. Breathing moves air in and out; respiration is the chemical breakdown of food inside cells.
- Saying plants respire only at night. They respire day and night.
- Thinking the diaphragm rises when we breathe in. It flattens (moves down), enlarging the chest cavity.
- Writing that muscle cells make ethanol. Our muscles make lactic acid; yeast makes ethanol.

## Summary

Respiration breaks down glucose to release energy, which is stored as ATP, the cell's energy currency. Glucose is first broken into pyruvate in the cytoplasm; without oxygen, yeast converts it into ethanol and carbon dioxide and our muscles into lactic acid, while with oxygen it is broken down in mitochondria into carbon dioxide and water, releasing much more energy. In humans, air passes through the nostrils, trachea, bronchi and bronchioles to millions of alveoli, where gases are exchanged, and haemoglobin in red blood cells carries oxygen to the tissues.`,
    check: [
      {
        question:
          "Where in the cell does aerobic breakdown of pyruvate take place?",
        answer: "In the mitochondria.",
      },
      {
        question: "Why do we get muscle cramps after sudden hard exercise?",
        answer:
          "Muscles run short of oxygen and convert pyruvate into lactic acid, whose build-up causes cramps.",
      },
      {
        question: "Why does the trachea not collapse?",
        answer: "It is supported by rings of cartilage.",
      },
      {
        question: "Why do aquatic animals breathe faster than land animals?",
        answer:
          "Water contains much less dissolved oxygen than air does, so they must pass more water over their gills.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 3,
    title: "Transportation",
    body: String.raw`By the end of this lesson you will be able to trace the path of blood through the human heart, explain double circulation, compare arteries, veins and capillaries, and describe how water and food move in plants.

## Blood: the carrier

Blood is a fluid connective tissue. Its fluid part, **plasma**, carries food, carbon dioxide and nitrogenous wastes in dissolved form. **Red blood cells** carry oxygen, and **platelets** help blood clot at a cut, so that we do not lose too much blood. Blood needs a pump — the heart — and a network of tubes — the blood vessels.

## The human heart

The heart is a muscular organ about the size of your fist. It has **four chambers**: two upper **atria** and two lower **ventricles**. The right side and the left side are separated completely, so **oxygen-rich and carbon dioxide-rich blood never mix**.

The path of blood:

1. Carbon dioxide-rich (deoxygenated) blood from the body enters the **right atrium** through the vena cava.
2. The right atrium contracts and pushes it into the **right ventricle**.
3. The right ventricle pumps it through the pulmonary artery to the **lungs**, where it gives up carbon dioxide and takes up oxygen.
4. Oxygenated blood returns through the pulmonary veins to the **left atrium**.
5. The left atrium pushes it into the **left ventricle**.
6. The left ventricle, with the thickest muscular walls, pumps it through the **aorta** to the whole body.

**Valves** between the chambers ensure that blood does not flow backwards when the atria or ventricles contract.

Because blood passes through the heart **twice** in each complete cycle — once through the right side on its way to the lungs and once through the left side on its way to the body — this is called **double circulation**. Separating the two kinds of blood gives a highly efficient supply of oxygen, which birds and mammals need to keep their body temperature constant. Fishes have only two chambers, and their blood passes through the heart once per cycle; amphibians and many reptiles have three chambers and tolerate some mixing.

## Blood pressure

The force that blood exerts on the walls of a vessel is **blood pressure**. It is higher in arteries than in veins. Pressure during ventricular contraction (systolic) is about **120 mm of Hg**, and during relaxation (diastolic) about **80 mm of Hg**. It is measured with a **sphygmomanometer**. High blood pressure, or **hypertension**, is caused by narrowing of the arterioles and can lead to rupture of an artery and internal bleeding.

## Blood vessels and lymph

| Vessel | Job | Structure |
|---|---|---|
| Artery | carries blood away from the heart to organs | thick, elastic walls, because blood is under high pressure |
| Vein | collects blood from organs back to the heart | thinner walls; valves keep blood flowing one way |
| Capillary | exchange of materials with cells | walls one cell thick |

Some plasma, proteins and blood cells escape through pores in capillaries into the spaces between cells, forming tissue fluid, or **lymph**. Lymph is like plasma but colourless with less protein. It carries digested and absorbed fat from the intestine and drains excess fluid back into the blood.

## Transport in plants

Plants do not move about and many of their cells are dead, so they need less energy and have a slower transport system.

**Xylem** carries water and minerals from the roots to the rest of the plant. Root cells take up ions from the soil, creating a difference in ion concentration that draws water into the root and pushes it up (**root pressure**), important at night. In the day, water evaporates from leaves through stomata (**transpiration**), and this creates a suction that pulls water up through the xylem from the roots. Transpiration is the **main driving force** in the day; it also helps control temperature.

**Phloem** carries the products of photosynthesis — sucrose, amino acids and other substances — from the leaves to other parts. This is **translocation**. Unlike movement in xylem, it **uses energy from ATP**: sucrose is moved into phloem, which raises the pressure there, and the material moves to parts with less pressure, such as growing fruits and storage roots like carrots.

### Example 1: Follow the oxygen

Trace an oxygen molecule from the lungs to a muscle cell in your leg.

1. Oxygen diffuses from an alveolus into blood in the lung capillaries and binds to haemoglobin.
2. The blood travels through the pulmonary vein to the left atrium, then to the left ventricle.
3. The left ventricle pumps it into the aorta, then through smaller arteries to the leg.
4. In the capillaries of the leg muscle, oxygen diffuses into the muscle cells.

### Example 2: Measuring the pulse

A student counts 18 pulse beats in 15 seconds while resting. What is her pulse rate per minute?

1. There are 60 ÷ 15 = 4 periods of 15 s in a minute.
2. Pulse rate = 18 × 4 = **72 beats per minute**, a normal resting value.
3. Each beat is one contraction of the heart, so her heart beats about 72 times a minute.

## Common mistakes

- Saying all arteries carry oxygenated blood. The pulmonary artery carries deoxygenated blood to the lungs; the pulmonary vein carries oxygenated blood.
- Thinking blood passes through the heart once per cycle in humans. That is in fishes; ours is double circulation.
- Saying translocation needs no energy. It uses ATP; it is movement in xylem that is largely passive.

## Summary

The human heart has four chambers that keep oxygenated and deoxygenated blood apart, and blood passes through it twice per cycle (double circulation), supplying oxygen efficiently. Arteries have thick elastic walls and carry blood away from the heart, veins bring it back and have valves, and thin capillaries allow exchange with cells. Platelets help blood clot, and lymph returns tissue fluid to the blood. In plants, xylem carries water and minerals upward, pulled mainly by transpiration, and phloem carries food from leaves to other parts by translocation, using ATP.`,
    check: [
      {
        question: "Which chamber of the heart has the thickest wall, and why?",
        answer:
          "The left ventricle — it pumps blood to the whole body, which needs high pressure.",
      },
      {
        question: "What is meant by double circulation?",
        answer:
          "Blood passes through the heart twice in each cycle: once to the lungs and back, once to the body and back.",
      },
      {
        question: "Why do veins have valves?",
        answer:
          "To keep blood flowing in one direction, towards the heart, since it is under low pressure.",
      },
      {
        question:
          "What is the main force that pulls water up in a tall tree during the day?",
        answer:
          "The suction created by transpiration — the loss of water vapour from the leaves.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 4,
    title: "Excretion",
    body: String.raw`By the end of this lesson you will be able to describe the human excretory system, explain how a nephron filters blood and reabsorbs useful substances, explain what dialysis does, and list the ways plants get rid of wastes.

## Why excretion?

The chemical reactions of life produce harmful wastes. Carbon dioxide is removed by the lungs. Breaking down proteins produces **nitrogenous wastes** such as **urea** and uric acid, which are toxic if they build up. The biological process of removing these harmful metabolic wastes from the body is **excretion**. Unicellular organisms simply let wastes diffuse out into the surrounding water; complex organisms need special organs.

## The human excretory system

The system has four parts:

1. A pair of **kidneys**, bean-shaped organs in the abdomen on either side of the backbone, which make urine.
2. A pair of **ureters**, which carry urine from the kidneys.
3. The **urinary bladder**, a muscular bag that stores urine. It is under nervous control, so we can usually hold urine for a while.
4. The **urethra**, through which urine leaves the body.

## How a kidney works

Each kidney contains a large number of tiny filtering units called **nephrons**, packed close together. Each nephron has:

- a **glomerulus** — a cluster of very thin-walled blood capillaries, formed from the artery bringing blood into the kidney;
- **Bowman's capsule** — a cup-shaped end of the tubule that surrounds the glomerulus and collects the filtrate;
- a long **tubule** that leads to a collecting duct.

**Filtration.** Blood arrives under pressure, and water with small dissolved molecules — glucose, amino acids, salts and urea — is filtered out of the glomerulus into Bowman's capsule.

**Selective reabsorption.** Many of the substances in the filtrate are useful. As it flows along the tubule, **glucose, amino acids, salts and a major amount of water** are taken back into the surrounding capillaries. How much water is reabsorbed depends on how much excess water the body has and how much dissolved waste must be removed — on a hot day after a cricket match you sweat a lot and pass less, darker urine; after drinking lots of water you pass more.

The remaining liquid, **urine**, collects in the collecting ducts and flows through the ureter to the bladder.

## Dialysis: an artificial kidney

Kidneys can be damaged by infection, injury or restricted blood flow; when they stop working, poisonous wastes build up and can lead to death. An **artificial kidney** removes nitrogenous wastes from the blood by **dialysis**. Blood is passed through long tubes with semi-permeable linings, suspended in a tank of dialysing fluid that has the same osmotic pressure as blood but no nitrogenous wastes. Wastes pass from the blood into the fluid, and the purified blood is pumped back into the patient. Unlike a real kidney, the artificial kidney does **no reabsorption**. Kidney transplants, usually from a close relative who volunteers, are another option.

## Excretion in plants

Plants use quite different strategies:

- They release **oxygen** (a by-product of photosynthesis) and carbon dioxide through stomata.
- Excess **water** is removed by **transpiration**.
- Many wastes are stored in cell **vacuoles**, or in **leaves that later fall off**.
- Other wastes are stored as **resins and gums**, especially in old xylem, or in bark that peels off.
- Some wastes are released into the soil around the roots.

### Example 1: How much filtrate is reabsorbed?

The kidneys of an adult form about 180 L of initial filtrate a day, but only about 1.8 L of urine is passed. What percentage of the filtrate is reabsorbed?

1. Volume reabsorbed = 180 L − 1.8 L = 178.2 L.
2. Percentage = 178.2 ÷ 180 × 100 = **99%**.
3. So the tubules return nearly all the water to the blood. Without reabsorption, we would need to drink about 180 L of water a day!

### Example 2: The journey of a urea molecule

Trace a urea molecule formed in the liver until it leaves the body.

1. Urea formed in the liver enters the blood and is carried to the kidneys through the renal artery.
2. In a nephron, it is filtered from the glomerulus into Bowman's capsule along with water, glucose and salts.
3. Useful substances are reabsorbed in the tubule, but most urea stays in the filtrate.
4. The urine passes through the collecting duct and ureter to the bladder, and leaves through the urethra.

## Common mistakes

- Thinking the glomerulus filters out only wastes. It filters glucose, amino acids, salts and water too; useful substances are reabsorbed later.
- Confusing the ureter (kidney to bladder) with the urethra (bladder to outside).
- Saying dialysis does the same job as a kidney in every way; it removes wastes but does not reabsorb.
- Forgetting that plants excrete too — by transpiration, falling leaves, and resins and gums.

## Summary

The kidneys remove nitrogenous wastes such as urea from the blood. Each kidney contains many nephrons: blood is filtered in the glomerulus into Bowman's capsule, and glucose, amino acids, salts and much water are reabsorbed along the tubule. Urine passes through the ureters to the bladder and leaves through the urethra. When kidneys fail, dialysis with an artificial kidney filters the blood. Plants get rid of wastes by releasing gases, by transpiration, and by storing wastes in vacuoles, old leaves, bark, resins and gums.`,
    check: [
      {
        question: "What is the basic filtering unit of the kidney called?",
        answer: "The nephron.",
      },
      {
        question:
          "Name two substances reabsorbed from the filtrate in the tubule.",
        answer: "Any two of: glucose, amino acids, salts, water.",
      },
      {
        question: "How does an artificial kidney differ from a natural kidney?",
        answer:
          "It removes nitrogenous wastes by dialysis but does not reabsorb useful substances.",
      },
      {
        question: "Give two ways in which plants get rid of wastes.",
        answer:
          "Any two: losing water by transpiration, shedding leaves containing wastes, storing resins and gums in old xylem, releasing gases through stomata, releasing wastes into the soil.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 1,
    title: "The Nervous System and Reflexes",
    body: String.raw`By the end of this lesson you will be able to describe the structure of a neuron, explain how a message travels from a receptor to a muscle, and trace the pathway of a reflex action through the spinal cord.

## Why coordination?

A fielder sees a cricket ball coming, runs, stretches out and catches it — all in a second or two. Eyes, brain, legs and hands must work together in the right order. Animals achieve this **control and coordination** using two systems: the **nervous system** and **hormones**. This lesson is about the nervous system.

## Receptors and effectors

Specialised tips of nerve cells called **receptors** detect information from the environment. They are usually located in our sense organs: the inner ear (hearing and balance), the nose (smell — olfactory receptors), the tongue (taste — gustatory receptors), the eyes (light) and the skin (touch, heat, pain). The message is carried to the brain or spinal cord, which decides the response, and then to an **effector** — a muscle or a gland — which carries it out.

## The neuron

The nervous system is made of nerve cells, or **neurons**. A neuron has three parts:

- **Dendrites** — short, branched extensions of the cell body that pick up information.
- **Cell body** — contains the nucleus; the information travels through it as an **electrical impulse**.
- **Axon** — a long fibre along which the impulse travels to its end.

![Structure of a neuron](figure:neuron)

At the end of the axon, the electrical impulse sets off the release of some **chemicals**. These cross a tiny gap, called the **synapse**, and start a similar electrical impulse in a dendrite of the next neuron. In the same way, a synapse can pass the message from a neuron to a muscle cell or a gland. Because chemicals are released only at the axon end, impulses travel in **one direction** only.

## Divisions of the nervous system

The **central nervous system** consists of the **brain** and the **spinal cord**. The **peripheral nervous system** is made of the nerves that connect the central nervous system to all parts of the body: **cranial nerves** arise from the brain and **spinal nerves** from the spinal cord.

## Reflex actions

Touch a hot tawa by mistake and your hand jerks back before you even feel the pain. Such a sudden, automatic response to a stimulus, without conscious thinking, is a **reflex action**. Other examples are sneezing, coughing, blinking when something comes near the eye, and watering of the mouth at the smell of food.

Why not let the brain decide? Thinking involves many neurons and takes time; by then your hand could be badly burnt. So for such emergencies, the connection between the sensory nerve that detects heat and the motor nerve that moves the muscles is made quickly in the **spinal cord**. This pathway is called a **reflex arc**:

1. **Receptor** in the skin detects the heat.
2. **Sensory neuron** carries the impulse to the spinal cord.
3. **Relay neuron** in the spinal cord passes it on.
4. **Motor neuron** carries the impulse out to the arm.
5. **Effector** — the arm muscle — contracts and pulls the hand away.

The information also goes on to the brain, so you become aware of what happened a moment later and remember not to touch the tawa again. Reflex arcs probably evolved as an efficient way of responding in animals that have little or none of the complex network of neurons needed for thinking; in animals that can think, they remain useful because thinking is too slow for emergencies.

### Example 1: Trace the reflex

Trace the pathway when a sharp pin pricks your foot and you pull it back.

1. Pain receptors in the skin of the foot are stimulated.
2. The sensory neuron carries the impulse along the leg to the spinal cord.
3. A relay neuron in the spinal cord connects it directly to a motor neuron.
4. The motor neuron carries the impulse back to the leg muscles.
5. The leg muscles contract and withdraw the foot; a message reaches the brain, and you feel the pain slightly later.

### Example 2: Voluntary, involuntary or reflex?

Classify: (a) writing an answer in an exam, (b) the beating of the heart, (c) sneezing when dust enters the nose, (d) kicking a football.

1. (a) Done deliberately, after thinking → **voluntary**.
2. (b) Happens continuously without our control → **involuntary**.
3. (c) A sudden automatic response to a stimulus → **reflex**.
4. (d) Decided and controlled by us → **voluntary**.

## Common mistakes

- Saying the brain controls every reflex. Many reflexes, like withdrawing the hand, are handled by the spinal cord.
- Mixing up dendrites (receive information) and the axon (carries the impulse away from the cell body).
- Thinking the impulse jumps electrically across the synapse. It is carried across by chemicals.
- Forgetting that glands can also be effectors.

## Summary

Receptors in sense organs detect stimuli, and neurons carry the message as an electrical impulse: from dendrites through the cell body and along the axon; at the synapse, chemicals pass it to the next cell. The central nervous system is the brain and spinal cord, linked to the body by cranial and spinal nerves. A reflex action is a quick, automatic response, like pulling your hand from a hot object; its pathway, the reflex arc — receptor, sensory neuron, relay neuron in the spinal cord, motor neuron, effector — lets the response happen before the brain has time to think.`,
    figures: {
      neuron: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 150"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="70" cy="70" r="22"/><circle cx="70" cy="70" r="7"/><line x1="53" y1="56" x2="25" y2="35"/><line x1="25" y1="35" x2="10" y2="38"/><line x1="25" y1="35" x2="22" y2="18"/><line x1="52" y1="83" x2="22" y2="105"/><line x1="22" y1="105" x2="8" y2="100"/><line x1="22" y1="105" x2="20" y2="122"/><line x1="70" y1="48" x2="72" y2="22"/><line x1="72" y1="22" x2="62" y2="10"/><line x1="72" y1="22" x2="84" y2="12"/><line x1="92" y1="70" x2="330" y2="70" stroke-width="2.5"/><line x1="330" y1="70" x2="360" y2="50"/><line x1="330" y1="70" x2="362" y2="70"/><line x1="330" y1="70" x2="360" y2="90"/><line x1="150" y1="95" x2="268" y2="95"/><line x1="75" y1="75" x2="98" y2="98" stroke-width="0.8"/></g><polygon points="275,95 265,90 265,100" fill="currentColor"/><g fill="currentColor" font-size="11"><text x="96" y="18">dendrites</text><text x="40" y="140">cell body</text><text x="100" y="104">nucleus</text><text x="200" y="62">axon</text><text x="300" y="112">nerve ending</text><text x="150" y="112">direction of impulse</text></g></svg>`,
        alt: "A neuron: on the left a round cell body with a nucleus, with short branching dendrites spreading out from it; a long axon runs to the right and ends in a few branching nerve endings. An arrow beneath the axon points from the cell body towards the nerve endings, showing the direction of the impulse.",
      },
    },
    check: [
      {
        question: "Which part of a neuron picks up information?",
        answer: "The dendrites.",
      },
      {
        question: "What is a synapse, and how does a message cross it?",
        answer:
          "The gap between the end of one neuron and the next cell; chemicals released at the axon end carry the message across.",
      },
      {
        question:
          "Why do reflex arcs pass through the spinal cord rather than the brain?",
        answer:
          "Thinking in the brain takes time; a connection in the spinal cord gives a much faster response in an emergency.",
      },
      {
        question: "Name the five parts of a reflex arc in order.",
        answer:
          "Receptor → sensory neuron → relay neuron (spinal cord) → motor neuron → effector (muscle).",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 2,
    title: "The Human Brain",
    body: String.raw`By the end of this lesson you will be able to name the three main regions of the brain and their functions, say which part controls a given action, explain how the brain and spinal cord are protected, and describe how a nerve impulse makes a muscle move.

## The brain: the main coordinating centre

The spinal cord handles reflexes, but we also think, plan, remember and choose. These need the **brain**, the main coordinating centre of the body. The brain and spinal cord together form the central nervous system. They receive information from all parts of the body and integrate it.

We also make many decisions about moving our muscles on purpose — writing, talking, moving a chair, clapping at the end of a school programme. These are **voluntary actions**, based on deciding what to do next, and the brain sends messages to the muscles through the peripheral nervous system. Many other actions, such as the beating of the heart or changes in blood pressure, happen without our thinking about them; these are **involuntary actions**.

## Three regions

The brain has three major parts: the **fore-brain**, the **mid-brain** and the **hind-brain**.

### The fore-brain

The fore-brain is the **main thinking part** of the brain. It has:

- **sensory areas** that receive impulses from different receptors — separate areas are specialised for hearing, smell, sight and so on;
- **association areas**, where this sensory information is interpreted by putting it together with information from other receptors and with what is already stored in the brain;
- **motor areas** that control the movement of voluntary muscles, such as our leg muscles.

Based on all this, the fore-brain makes decisions about how to respond. It is also the seat of learning, memory and intelligence. A separate part of the fore-brain has a centre associated with **hunger** — which tells you that you are full after three helpings of biryani.

### The mid-brain and hind-brain

These control many **involuntary actions**. In the hind-brain:

- the **medulla** controls involuntary actions such as **blood pressure, salivation and vomiting**;
- the **cerebellum** is responsible for the **precision of voluntary actions** and for maintaining **posture and balance** of the body.

Walking in a straight line, riding a bicycle, picking up a pencil, or balancing on one leg in a yoga pose all depend on the cerebellum. The **pons** also lies in the hind-brain, with the medulla.

## Protection

The brain is a delicate organ. It sits inside a bony box, the **skull** (cranium), and within it is contained in a **fluid-filled balloon** that acts as a shock absorber. The spinal cord is protected by the **vertebral column**, or backbone. This is one reason helmets are compulsory for two-wheeler riders: a blow to the head can damage this protection.

## How nerve impulses produce movement

Plants move too, but animal muscles do it fast. **Muscle cells** contain special proteins. When a nerve impulse reaches a muscle, these proteins **change both their shape and their arrangement** in the cell, which makes the muscle cell shorter. That is muscle contraction, and it moves the body part.

## Limits of the nervous system

Electrical impulses are an excellent means of quick communication, but they have limits. They reach only those cells that are connected to nerve tissue, not every cell of the body. And once a cell has generated and transmitted an impulse, it takes some time to reset before it can send another, so cells cannot generate impulses continuously. That is why animals also use **chemical communication** — hormones — which you will study later in this chapter.

### Example 1: Which part of the brain?

Name the part of the brain mainly involved in each: (a) solving a maths problem, (b) keeping your balance while cycling, (c) vomiting after eating spoilt food, (d) recognising a friend's voice on the phone.

1. (a) Thinking and reasoning → **fore-brain** (cerebrum).
2. (b) Balance, posture and precise movement → **cerebellum** (hind-brain).
3. (c) Involuntary action of vomiting → **medulla** (hind-brain).
4. (d) Hearing and interpreting with memory → sensory and association areas of the **fore-brain**.

### Example 2: An injury and its effect

After a head injury, a person can think clearly and remember everything, but cannot walk steadily or pick up a cup without shaking. Which part of the brain is most likely affected?

1. Thinking and memory are normal, so the fore-brain is working.
2. The problems are with **precision** of voluntary actions and with **balance**.
3. These are the jobs of the **cerebellum**, so it is most likely damaged.

## Common mistakes

- Saying the cerebellum is the thinking part. Thinking is the job of the fore-brain; the cerebellum controls precision and balance.
- Thinking the medulla controls voluntary actions. It controls involuntary ones such as salivation and blood pressure.
- Forgetting the fluid cushion — the skull is not the brain's only protection.

## Summary

The brain has three main parts. The fore-brain, the main thinking part, receives sensory information, interprets it with stored information and controls voluntary actions, learning and memory, and it has a hunger centre. The mid-brain and hind-brain control many involuntary actions: in the hind-brain, the medulla controls blood pressure, salivation and vomiting, and the cerebellum keeps posture and balance and makes voluntary movements precise. The brain is protected by the skull and a fluid-filled cushion, and the spinal cord by the vertebral column. Nerve impulses make muscle proteins change shape and arrangement, so the muscle contracts.`,
    check: [
      {
        question: "Which part of the brain maintains posture and balance?",
        answer: "The cerebellum, in the hind-brain.",
      },
      {
        question: "Name three involuntary actions controlled by the medulla.",
        answer: "Blood pressure, salivation and vomiting.",
      },
      {
        question: "How is the brain protected?",
        answer:
          "By the bony skull and by a fluid-filled balloon inside it that absorbs shocks.",
      },
      {
        question:
          "Give one limitation of using only electrical impulses for communication in the body.",
        answer:
          "They reach only cells connected to nerves, or: a cell needs time to reset before it can send another impulse.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 3,
    title: "Coordination in Plants",
    body: String.raw`By the end of this lesson you will be able to explain how plants respond to stimuli without a nervous system, tell immediate movements from growth movements, name the different tropisms, and describe what the four main plant hormones do.

## Plants respond too

Plants have neither a nervous system nor muscles, yet they respond to touch, light, gravity, water and chemicals. They do it in two ways: **immediate responses**, which do not involve growth, and **growth-dependent movements**, which are slower and directional.

## Immediate response: the touch-me-not

Touch a leaf of the sensitive plant, chhui-mui (*Mimosa pudica*), and its leaflets fold up and droop within seconds. There is no growth involved. How does it happen?

- The plant cells use **electrical-chemical means** to pass the information from cell to cell; there is no specialised tissue for conducting it, unlike nerves in animals.
- To actually move, cells at the base of the leaflets **change shape by changing the amount of water** in them. As they lose water, they shrink and the leaflets fold.

## Growth movements: tropisms

Some plants, like the pea, climb by **tendrils**. When a tendril touches a support, the part in contact grows more slowly than the part away from it, so the tendril coils around the support.

Directional growth in response to a stimulus is a **tropism**. The response can be towards the stimulus (positive) or away from it (negative).

| Stimulus | Tropism | Example |
|---|---|---|
| Light | **Phototropism** | shoots bend towards light; roots grow away from it |
| Gravity | **Geotropism** | roots grow downwards (towards gravity); shoots grow upwards (away) |
| Water | **Hydrotropism** | roots grow towards moisture in the soil |
| Chemicals | **Chemotropism** | a pollen tube grows towards the ovule |

These movements are slow — over hours or days — because they depend on growth.

## Plant hormones

Plants coordinate growth using chemical messengers called **plant hormones**, made in one part and carried to others.

**Auxin** is made at the growing **tip of the shoot**. When light falls on the plant from one side, auxin diffuses towards the **shaded side** of the shoot. Auxin stimulates cells to **grow longer**, so the shaded side grows faster than the lit side, and the shoot **bends towards the light**.

**Gibberellins** help in the **growth of the stem**.

**Cytokinins** promote **cell division**; they are present in greater concentration in areas of rapid cell division, such as fruits and seeds.

**Abscisic acid** **inhibits growth**. Its effects include the **wilting of leaves**. It is a hormone that helps the plant respond to stress, such as a lack of water.

So auxins, gibberellins and cytokinins promote growth, while abscisic acid inhibits it.

### Example 1: The plant on the windowsill

A money plant kept near a window in your flat slowly bends towards the window. Explain, step by step.

1. Light falls on the shoot from the window side only.
2. Auxin made at the shoot tip diffuses towards the side away from the light (the shaded side).
3. Auxin makes cells on the shaded side grow longer than cells on the lit side.
4. Unequal growth bends the shoot towards the window. This is positive phototropism. If you rotate the pot, over a few days the shoot bends the other way.

### Example 2: A pot lying on its side

A young seedling in a pot is laid horizontally in a dark room. After a few days, which way do the root and shoot grow, and why?

1. In the dark, light cannot be the cause; the stimulus is **gravity**.
2. The root bends and grows **downwards** — positive geotropism.
3. The shoot bends and grows **upwards** — negative geotropism.
4. Both are growth movements, so they take days, not seconds, to show.

## Common mistakes

- Calling the folding of touch-me-not leaves a tropism. It is an immediate movement with no growth, and it does not depend on the direction of the touch.
- Saying auxin gathers on the lit side. It moves to the **shaded** side.
- Thinking all plant hormones promote growth. Abscisic acid inhibits it.
- Mixing up stimulus names: geo = gravity (earth), hydro = water, photo = light, chemo = chemicals.

## Summary

Plants have no nervous system. The touch-me-not folds its leaves quickly because information passes from cell to cell by electrical-chemical means and cells change shape by changing their water content. Slower, directional growth movements are tropisms: shoots grow towards light (phototropism), roots grow downwards (geotropism) and towards water (hydrotropism), and pollen tubes grow towards ovules (chemotropism). Auxin collects on the shaded side and makes cells there grow longer, bending the shoot to the light; gibberellins help stem growth, cytokinins promote cell division, and abscisic acid inhibits growth and causes wilting.`,
    check: [
      {
        question:
          "How do the leaves of the touch-me-not plant fold without muscles?",
        answer:
          "Cells at the base of the leaflets change shape by changing the amount of water in them.",
      },
      {
        question: "Which hormone makes a shoot bend towards light, and how?",
        answer:
          "Auxin; it diffuses to the shaded side and makes cells there grow longer, so the shoot bends towards the light.",
      },
      {
        question:
          "The growth of a pollen tube towards the ovule is an example of which tropism?",
        answer: "Chemotropism.",
      },
      {
        question:
          "Name a plant hormone that inhibits growth, and one of its effects.",
        answer: "Abscisic acid; it causes wilting of leaves.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 4,
    title: "Hormones in Animals",
    body: String.raw`By the end of this lesson you will be able to name the major endocrine glands and their hormones, explain what each hormone does and what happens when it is lacking, and describe how feedback mechanisms control the amount of a hormone.

## Chemical messengers

Imagine a stray dog suddenly chases you on the way to school. Your heart pounds, you breathe fast and you run faster than you thought possible. Nerves alone did not do all this — a **hormone** did. Hormones are chemical messengers secreted by **endocrine glands** directly into the **blood**, which carries them all over the body. They act on specific target cells or organs. Compared with nerve impulses, hormones act more slowly but can reach every cell, and their effects can last longer.

## Adrenaline: ready for an emergency

**Adrenaline** is secreted by the **adrenal glands**, which sit on top of the kidneys. In a scary situation it is released straight into the blood and acts on many tissues, including the heart:

- the **heart beats faster**, supplying more oxygen to the muscles;
- blood supply to the digestive system and skin is reduced, as small arteries around them constrict, and blood is diverted to the skeletal muscles;
- the **breathing rate increases** because of contractions of the diaphragm and rib muscles.

Together these prepare the body to deal with the situation — to fight or to run.

## The other major hormones

| Gland | Hormone | Function |
|---|---|---|
| Thyroid | Thyroxin | regulates carbohydrate, protein and fat metabolism for balanced growth |
| Pituitary | Growth hormone | regulates growth and development of the body |
| Pancreas | Insulin | regulates blood sugar level |
| Testes (males) | Testosterone | changes associated with puberty in boys |
| Ovaries (females) | Oestrogen | changes associated with puberty in girls |
| Adrenal | Adrenaline | prepares the body for emergencies |

**Thyroxin and iodine.** The thyroid gland needs **iodine** to make thyroxin. If our diet lacks iodine, thyroxin is not made in enough amounts, and the thyroid gland swells, causing **goitre** — a swollen neck. That is why we are advised to use **iodised salt**.

**Growth hormone.** If growth hormone is deficient in childhood, it leads to **dwarfism**; excess causes very tall growth (gigantism). The **hypothalamus** in the brain releases hormones that control the pituitary; for example, a growth hormone-releasing factor stimulates the pituitary to release growth hormone.

**Puberty.** Between about 10 and 12 years of age, many dramatic changes occur in the body — facial hair in boys, breast development in girls, a change in voice — driven by **testosterone** in males and **oestrogen** in females.

**Insulin and diabetes.** Insulin from the pancreas helps regulate the blood sugar level. If it is not secreted in proper amounts, the sugar level in the blood rises, causing many harmful effects. This is **diabetes**; many patients are treated with insulin injections.

## Feedback mechanisms

The **timing and amount** of hormone released are important: too little or too much is harmful. They are controlled by **feedback mechanisms**. When blood sugar rises, cells of the pancreas detect it and respond by producing **more insulin**. As the sugar level falls, insulin secretion is reduced. The result of the hormone's action itself signals the gland to change how much it releases.

### Example 1: After a plate of jalebis

Explain how the body keeps blood sugar in check after you eat a plate of sweet jalebis at a wedding.

1. Sugar from the jalebis is absorbed and the blood sugar level rises.
2. Cells of the pancreas detect the rise and secrete more insulin.
3. Insulin brings the blood sugar level down.
4. As the level falls back to normal, the pancreas detects this and reduces insulin secretion — a feedback mechanism.

### Example 2: A swelling in the neck

Many people in a hilly region far from the sea have swollen necks. Identify the likely disorder, its cause, and a simple remedy.

1. A swollen neck suggests an enlarged thyroid gland — **goitre**.
2. The thyroid swells when it cannot make enough thyroxin.
3. Thyroxin needs iodine, which is often low in the soil and food of hilly regions far from the sea.
4. Remedy: use **iodised salt** to supply iodine in the diet.

## Common mistakes

- Saying hormones travel through nerves or ducts. Endocrine glands release them directly into the blood.
- Thinking adrenaline slows the heart. It speeds it up.
- Writing that goitre is caused by too much iodine. It is caused by too little iodine, which lowers thyroxin production.
- Assuming more hormone is always better; the amount is controlled precisely by feedback.

## Summary

Endocrine glands release hormones into the blood. Adrenaline from the adrenal glands prepares the body for emergencies by speeding up the heartbeat and breathing and sending more blood to the muscles. The thyroid uses iodine to make thyroxin, which regulates metabolism; iodine deficiency causes goitre, hence iodised salt. Growth hormone from the pituitary controls growth, insulin from the pancreas regulates blood sugar and its lack causes diabetes, and testosterone and oestrogen bring about the changes of puberty. Feedback mechanisms regulate the timing and amount of each hormone.`,
    check: [
      {
        question: "Why is iodised salt advised in our diet?",
        answer:
          "Iodine is needed by the thyroid to make thyroxin; its lack causes goitre.",
      },
      {
        question:
          "Name the gland that secretes growth hormone, and the effect of its deficiency in childhood.",
        answer: "The pituitary gland; deficiency leads to dwarfism.",
      },
      {
        question:
          "How does adrenaline increase the supply of oxygen to the muscles?",
        answer:
          "It makes the heart beat faster and increases the breathing rate, and diverts blood to the skeletal muscles.",
      },
      {
        question: "What is a feedback mechanism? Give an example.",
        answer:
          "Control of a hormone's release by the result of its own action, e.g. a rise in blood sugar makes the pancreas release more insulin, and a fall reduces it.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 1,
    title: "Why Organisms Reproduce",
    body: String.raw`By the end of this lesson you will be able to explain what reproduction does for a species, why DNA copying is at the heart of it, why copies are never perfectly identical, and how these small variations help a population survive.

## Reproduction makes more individuals

Individual organisms do not live forever; a mango tree or a dog eventually dies. Yet mango trees and dogs have existed for a very long time. This is because organisms **reproduce**, making new individuals like themselves. Reproduction is not necessary for an individual to stay alive — a person who has no children can live a full, healthy life — but it is essential for the **species** to continue. We notice organisms only because they have been reproducing in large numbers; a single organism that never reproduced would not be noticed at all.

## DNA copying

What makes the offspring look like its parents? The body designs of parent and child are similar because the **blueprint** for making the body is passed on. This blueprint is the **DNA** (deoxyribonucleic acid) in the **chromosomes** of the cell's nucleus. DNA is the information source for making **proteins**; if the information changes, different proteins are made, and these can lead to altered body designs.

So the basic event in reproduction is the **creation of a DNA copy**. Cells use chemical reactions to build copies of their DNA. Then the two copies of DNA must be separated, each with its own cellular apparatus, so the cell also makes additional membranes and organelles, and divides into two cells.

## Copies are never perfect

Biochemical reactions are not perfectly accurate. Each time DNA is copied, **small changes** can creep in. So the new DNA copies are **similar to, but not identical with**, the original. Some of these variations are so drastic that the new DNA cannot work with the cellular apparatus it inherits, and such a new cell simply dies. But many variations are small and do not stop the cell from living. The result is that reproducing organisms give rise to individuals that are similar but subtly different — the built-in tendency for **variation during reproduction**.

## Variation helps the species survive

Every population occupies a well-defined place, or **niche**, in its ecosystem, using its ability to reproduce. Reproduction is linked to the **stability** of populations of species, and DNA copying keeps body designs largely consistent, so the organism stays suited to its niche.

But niches can change in ways beyond the organisms' control. Temperatures may rise (as with global warming), the level of water in a lake may fall, or a river may change course. If a population were perfectly identical, a drastic change could wipe out all of it. If there are some variations, a few individuals may happen to survive the new conditions.

Consider a population of bacteria living in temperate waters. If the water temperature rises sharply because of global warming, most of these bacteria would die. But a few variants resistant to heat would survive and grow further. **Variation is thus useful for the survival of species over time.**

### Example 1: One bacterium, many copies

A bacterium divides into two every 20 minutes. Starting with one, how many bacteria are there after 2 hours, and will they all be exactly identical?

1. Number of divisions in 2 hours = 120 min ÷ 20 min = 6.
2. Each division doubles the number: $2^6 = 64$ bacteria.
3. Each division involves copying DNA, and copying is never perfectly accurate.
4. So the 64 bacteria are very similar, but some may carry small variations in their DNA.

### Example 2: Why does variation matter in a drought?

A pond dries up unusually early one summer. In the pond's population of a certain water plant, a few plants happen to have roots that go deeper. What is likely to happen?

1. Most plants depend on the shallow water and cannot get enough once it dries.
2. The variant plants with deeper roots can still reach moisture.
3. More of these variants survive and reproduce; their offspring carry the same variation.
4. The species continues in that pond because of variation — without it, the whole population might have died.

## Common mistakes

- Thinking reproduction is needed for an individual's own survival. It is needed for the survival of the species.
- Believing DNA copies are exact. Copying is a chemical process and always allows small changes.
- Assuming every variation is useful. Most are neutral, some are harmful, and a few may be helpful in a changed environment.

## Summary

Reproduction produces more individuals of a species and keeps the species going, even though it is not needed for an individual to stay alive. Its basic event is copying the DNA in the cell nucleus, which carries the information for making proteins and hence for body design. DNA copying is never perfectly exact, so small variations arise in every generation. Most variations are small, but they are important: if the environment changes, a few individuals with a suitable variation may survive when others die, so variation helps the species survive over time.`,
    check: [
      {
        question: "What is the basic event in reproduction?",
        answer: "The creation of a copy of the DNA.",
      },
      {
        question:
          "Why are offspring similar but not identical to their parent, even in asexual reproduction?",
        answer:
          "DNA copying is not perfectly accurate, so small variations appear in the copies.",
      },
      {
        question: "How can variation help a species survive?",
        answer:
          "If the environment changes, a few individuals with suitable variations may survive and reproduce when others die.",
      },
      {
        question:
          "Is reproduction essential for the survival of an individual organism?",
        answer:
          "No. It is essential for the continuation of the species, not for the individual's own life.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 2,
    title: "Asexual Reproduction",
    body: String.raw`By the end of this lesson you will be able to describe the different modes of asexual reproduction — fission, fragmentation, regeneration, budding, vegetative propagation and spore formation — give an example of each, and explain the advantages of vegetative propagation.

## One parent is enough

In **asexual reproduction**, a single individual gives rise to new individuals, without the involvement of gametes (sex cells). The offspring are very similar to the parent, since all their DNA comes from one parent. Different organisms do this in different ways, often depending on their body design.

## Fission

Single-celled organisms simply split.

- **Binary fission:** the cell divides into **two** equal halves. **Amoeba** can split in any plane. **Leishmania**, which causes kala-azar, has a whip-like structure at one end and divides in a definite plane with respect to it.
- **Multiple fission:** the cell divides into **many** daughter cells at once. The malarial parasite **Plasmodium** does this.

## Fragmentation

Some simple multicellular organisms break up into pieces, and each piece grows into a new individual. **Spirogyra**, a green filamentous alga found in ponds, simply breaks into fragments on maturing. This works because its body is made of similar cells that do not depend on each other.

## Regeneration

Many fully differentiated organisms can give rise to new individuals from their body parts. If **Planaria** or **Hydra** is cut into pieces, many pieces grow into complete organisms. Regeneration is carried out by **specialised cells**, which multiply to make many cells; from this mass, different cells change into different types of tissue, in an organised way. Regeneration is not the same as reproduction, since most organisms do not normally depend on being cut up to reproduce.

## Budding

In **Hydra**, a **bud** develops as an outgrowth because of repeated cell division at one specific site. The bud grows into a tiny individual and, when fully mature, detaches from the parent and becomes independent. **Yeast** cells also reproduce by budding.

## Vegetative propagation

In many plants, new plants grow from **roots, stems or leaves** — the vegetative parts — under suitable conditions. Farmers and gardeners use **layering**, **cutting** and **grafting** to grow sugarcane, roses and grapes.

- Buds in the notches along the margin of a **Bryophyllum** leaf fall on the soil and grow into new plants.
- Plants such as **banana, orange, rose and jasmine** have lost the capacity to produce seeds, so they are propagated only vegetatively.

**Advantages:** plants raised this way bear flowers and fruits **earlier** than plants from seed; plants that do not produce seeds can still be grown; and all the new plants are **genetically similar** to the parent, so they keep its desirable characters — a farmer knows exactly what quality of grapes a grafted vine will give.

## Spore formation

The bread mould **Rhizopus** grows thread-like hyphae on a damp slice of bread. Tiny blob-on-a-stick structures called **sporangia** contain cells called **spores**. Spores are covered by thick walls that protect them until they come into contact with another moist surface, where they germinate and grow into new individuals. This is why bread left in a humid monsoon kitchen soon grows fuzzy mould.

### Example 1: Match organism and method

Name the mode of asexual reproduction in: (a) Plasmodium, (b) yeast, (c) Spirogyra, (d) Bryophyllum, (e) Rhizopus, (f) Amoeba.

1. (a) Plasmodium → **multiple fission**.
2. (b) Yeast → **budding**.
3. (c) Spirogyra → **fragmentation**.
4. (d) Bryophyllum → **vegetative propagation** (buds on leaf margins).
5. (e) Rhizopus → **spore formation**.
6. (f) Amoeba → **binary fission**.

### Example 2: Why can't we regrow a whole human from a finger?

Planaria can regrow its whole body from a small piece, but complex animals like humans cannot reproduce this way. Why?

1. Planaria has a simple body, and its specialised cells can multiply and turn into every tissue type it needs.
2. Complex organisms have many organ systems; cells are highly specialised and organised into tissues, organs and systems that depend on each other.
3. A small piece cannot rebuild such a complex body design from scratch.
4. So complex organisms need more complex ways of reproducing — sexual reproduction.

## Common mistakes

- Confusing budding (an outgrowth that detaches) with fragmentation (the body breaking into pieces).
- Thinking regeneration is the same as reproduction. It is repair or regrowth by specialised cells; most organisms do not reproduce this way normally.
- Saying binary fission in Leishmania happens in any plane. It is in a definite plane; in Amoeba it can be any plane.
- Forgetting that spores have thick protective walls.

## Summary

Asexual reproduction needs only one parent. Amoeba divides into two by binary fission, Leishmania divides in a definite plane, and Plasmodium divides into many by multiple fission. Spirogyra breaks into fragments that each grow (fragmentation); Planaria and Hydra can regrow whole bodies from pieces (regeneration); Hydra and yeast form buds (budding). Rhizopus bread mould makes spores in sporangia, and plants like Bryophyllum, sugarcane, rose and grapes reproduce by vegetative propagation through layering, cutting or grafting, which gives earlier fruiting and plants identical to the parent.`,
    check: [
      {
        question:
          "How does binary fission in Leishmania differ from that in Amoeba?",
        answer:
          "Leishmania divides in a definite plane related to its whip-like structure; Amoeba can divide in any plane.",
      },
      {
        question: "Give two advantages of vegetative propagation.",
        answer:
          "Plants flower and fruit earlier; seedless plants like banana can be grown; offspring are genetically similar to the parent.",
      },
      {
        question:
          "How do spores of Rhizopus survive until they find a suitable place?",
        answer:
          "They have thick walls that protect them until they reach a moist surface.",
      },
      {
        question: "Which organism reproduces by multiple fission?",
        answer: "Plasmodium, the malarial parasite.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 3,
    title: "Sexual Reproduction in Flowering Plants",
    body: String.raw`By the end of this lesson you will be able to explain why sexual reproduction produces more variation, name the parts of a flower and their roles, distinguish self- and cross-pollination, and describe fertilisation and the formation of seed and fruit.

## Why the sexual mode?

In sexual reproduction, two individuals each contribute DNA to the offspring. Combining DNA from two different individuals creates **new combinations of variations** much faster than the small errors of DNA copying alone. But there is a problem: if each parent gave its full set of DNA, the amount of DNA would double in every generation. So organisms make special **germ cells** (gametes) that carry **only half** the amount of DNA. When a male and a female germ cell fuse, the offspring gets the normal amount again, half from each parent. In flowering plants, the **flower** is the reproductive organ.

## Parts of a flower

A typical flower, like a hibiscus, has four whorls:

- **Sepals** — green, leaf-like, protect the bud.
- **Petals** — often brightly coloured, attract insects.
- **Stamens** — the **male** reproductive parts. Each has a **filament** and an **anther**, which produces yellowish **pollen grains** containing the male germ cells.
- **Pistil** (carpel) — the **female** reproductive part, in the centre. It has a sticky **stigma** at the top, a long **style** in the middle and a swollen **ovary** at the base. The ovary contains **ovules**, and each ovule has an egg cell (the female germ cell).

![Longitudinal section of a flower](figure:flower)

When a flower has **either** stamens **or** a pistil, it is **unisexual**, as in papaya and watermelon. When it has **both**, it is **bisexual**, as in hibiscus and mustard.

## Pollination

The transfer of pollen from the anther to the stigma is **pollination**.

- **Self-pollination:** pollen lands on the stigma of the same flower (or another flower on the same plant).
- **Cross-pollination:** pollen is carried from one flower to the stigma of a flower on a **different plant** of the same species, by **wind, water or animals** such as bees, butterflies and birds.

## Fertilisation

After pollen lands on a suitable stigma, it must reach the egg in the ovary. A **pollen tube** grows out of the pollen grain, down through the **style**, to reach the **ovule**. The male germ cell travels through the tube, and in the ovule it **fuses** with the female germ cell. This fusion is **fertilisation**, and it forms a **zygote**.

## After fertilisation

- The zygote divides many times to form an **embryo** within the ovule.
- The **ovule** develops a tough coat and becomes the **seed**.
- The **ovary** grows rapidly and ripens to form the **fruit**.
- Meanwhile the petals, sepals, stamens, style and stigma usually shrivel and fall off.

The seed contains the future plant, the embryo, which develops into a seedling under appropriate conditions. This process is **germination**. Soak a few chana (gram) seeds overnight and split one open: you can see the two **cotyledons** (seed leaves that store food), the **plumule** (future shoot) and the **radicle** (future root).

### Example 1: Self or cross?

A bee visits a mustard flower in one field and then flies to a mustard flower in the next field, leaving some pollen on its stigma. Name the type of pollination and the agent. Would it work for papaya?

1. Pollen moves from a flower on one plant to a flower on a different plant → **cross-pollination**.
2. The agent is an animal — the **bee**.
3. Papaya flowers are unisexual, so a papaya flower cannot pollinate itself. Pollen must come from a male flower to a female flower, so papaya depends on cross-pollination.

### Example 2: What becomes what?

A fertilised flower of a pea plant develops into a pod with 6 peas. State what each part came from and how many ovules were fertilised.

1. The pod is the **fruit**; it developed from the **ovary**.
2. Each pea is a **seed**; it developed from an **ovule**.
3. Each seed holds an embryo formed from one zygote, so one male germ cell fused with the egg in each ovule.
4. So at least **6 ovules** were fertilised, needing at least 6 pollen tubes to reach them.

## Common mistakes

- Confusing pollination (transfer of pollen to the stigma) with fertilisation (fusion of germ cells inside the ovule). Pollination comes first.
- Saying the ovary becomes the seed. The **ovule** becomes the seed; the **ovary** becomes the fruit.
- Thinking germ cells have the full amount of DNA; they have half.
- Calling a flower with both stamens and pistil "unisexual".

## Summary

Sexual reproduction combines DNA from two parents through germ cells that carry half the DNA, creating more variation. The flower is the reproductive organ: stamens (anther and filament) make pollen, and the pistil has the stigma, style and ovary containing ovules. Flowers with only stamens or only a pistil are unisexual (papaya, watermelon); those with both are bisexual (hibiscus, mustard). Pollen reaches the stigma by self- or cross-pollination, a pollen tube grows down to the ovule, and the male germ cell fuses with the female germ cell to form a zygote. The ovule becomes the seed and the ovary becomes the fruit.`,
    figures: {
      flower: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="160" y1="215" x2="160" y2="180"/><ellipse cx="160" cy="160" rx="22" ry="20"/><circle cx="160" cy="162" r="6"/><line x1="160" y1="140" x2="160" y2="70"/><ellipse cx="160" cy="64" rx="12" ry="6"/><line x1="140" y1="175" x2="120" y2="98"/><ellipse cx="118" cy="88" rx="6" ry="10"/><line x1="180" y1="175" x2="200" y2="98"/><ellipse cx="202" cy="88" rx="6" ry="10"/><path d="M138,180 Q80,160 88,92 Q118,140 138,172"/><path d="M182,180 Q240,160 232,92 Q202,140 182,172"/><path d="M146,184 Q125,198 112,188"/><path d="M174,184 Q195,198 208,188"/></g><g stroke="currentColor" stroke-width="0.8"><line x1="172" y1="62" x2="246" y2="44"/><line x1="208" y1="86" x2="246" y2="80"/><line x1="193" y1="125" x2="246" y2="116"/><line x1="161" y1="104" x2="246" y2="100"/><line x1="182" y1="156" x2="246" y2="152"/><line x1="155" y1="166" x2="96" y2="200"/><line x1="94" y1="120" x2="52" y2="108"/><line x1="118" y1="192" x2="60" y2="178"/></g><g fill="currentColor" font-size="11"><text x="250" y="47">stigma</text><text x="250" y="83">anther</text><text x="250" y="103">style</text><text x="250" y="120">filament</text><text x="250" y="156">ovary</text><text x="60" y="210">ovule</text><text x="14" y="108">petal</text><text x="20" y="178">sepal</text></g></svg>`,
        alt: "Longitudinal section of a bisexual flower. In the centre is the pistil: a swollen ovary at the base containing an ovule, a long style rising from it, and a stigma at the top. On each side is a stamen, a thin filament topped by an anther. Curved petals rise on either side, with small sepals below them, and the flower stalk at the bottom.",
      },
    },
    check: [
      {
        question: "Why do germ cells contain only half the amount of DNA?",
        answer:
          "So that when two germ cells fuse, the offspring has the normal amount of DNA, not double.",
      },
      {
        question: "Name the male and female reproductive parts of a flower.",
        answer:
          "Male: stamen (anther and filament). Female: pistil (stigma, style and ovary).",
      },
      {
        question: "How does the male germ cell reach the ovule?",
        answer:
          "A pollen tube grows from the pollen grain through the style to the ovule, and the male germ cell travels through it.",
      },
      {
        question:
          "After fertilisation, what do the ovule and the ovary become?",
        answer: "The ovule becomes the seed; the ovary becomes the fruit.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 4,
    title: "Reproduction in Human Beings",
    body: String.raw`By the end of this lesson you will be able to describe the changes of puberty, the organs of the male and female reproductive systems and their roles, what happens after fertilisation, and the main issues of reproductive health.

## Puberty

Around 10–12 years of age, the body begins to change. Some changes are common to boys and girls: thick hair grows in the armpits and the genital area, the skin may become oily and pimples may appear, and we become more conscious of our bodies. In girls, breasts begin to enlarge and menstruation begins; in boys, facial hair appears, the voice cracks and deepens, and the penis can sometimes become enlarged and erect. This period of sexual maturation is **puberty**. The changes are slow and happen at different ages in different people — there is no "right" time. Puberty prepares the body to produce germ cells and, much later, to support a pregnancy, but becoming physically able to reproduce does not mean a person is mentally or emotionally ready to have children.

## The male reproductive system

- The **testes** produce the male germ cells, **sperms**, and the hormone **testosterone**, which regulates sperm formation and brings about the changes of puberty in boys. The testes lie outside the abdominal cavity in the scrotum, because sperm formation needs a **lower temperature** than normal body temperature.
- Sperms travel through the **vas deferens**, which unites with a tube from the urinary bladder. The **urethra** is a common passage for both sperms and urine.
- The **seminal vesicles** and **prostate gland** add their secretions, so the sperms are in a fluid that makes their transport easier and provides nutrition.

Sperms are tiny bodies that consist mainly of genetic material and a long **tail** that helps them move towards the female germ cell.

## The female reproductive system

- The **ovaries** produce the female germ cells, **eggs**, and the hormones **oestrogen and progesterone**. A girl is born with thousands of immature eggs in her ovaries; from puberty, **one egg matures every month** and is released by one of the ovaries.
- The egg is carried from the ovary to the womb through a thin **oviduct** (fallopian tube).
- The two oviducts unite into an elastic, bag-like **uterus**, which opens into the **vagina** through the cervix.

## Fertilisation, pregnancy and menstruation

Sperms enter through the vagina and travel upward. **Fertilisation** — the fusion of sperm and egg — takes place in the **oviduct**. The fertilised egg, the **zygote**, starts dividing and is implanted in the lining of the **uterus**, which thickens every month and is richly supplied with blood to nourish a growing embryo.

The embryo gets nutrition from the mother's blood through a special tissue, the **placenta**. This is a disc embedded in the uterine wall. It has villi on the embryo's side, and on the mother's side are blood spaces that surround the villi, giving a large surface area for glucose and oxygen to pass to the embryo. Wastes from the embryo are removed through the placenta into the mother's blood. The child develops inside the mother's body for about **nine months** and is born as a result of rhythmic contractions of the muscles of the uterus.

If the egg is **not fertilised**, it lives for about one day. The thick, spongy uterine lining is not needed, so it slowly breaks and comes out through the vagina as blood and mucus. This is **menstruation**; it occurs roughly every month and usually lasts for about two to eight days.

## Reproductive health

- **Sexually transmitted diseases (STDs)** spread through sexual contact. Bacterial infections include gonorrhoea and syphilis; viral infections include warts and **HIV-AIDS**. Using a covering (condom) for the penis during sex helps prevent many of them.
- **Contraception** prevents pregnancy: **barrier** methods such as condoms; **hormonal** methods, such as oral pills, that change the body's hormone balance so eggs are not released (they may have side effects); devices such as the loop or **copper-T** placed in the uterus (which may cause irritation); and **surgical** methods — blocking the vas deferens in males or the fallopian tube in females — which are safe in the long run but can cause infections if not done properly.
- **Female foeticide.** Some people get unborn girl children killed after finding the sex of the foetus. Prenatal sex determination is **prohibited by law** in India, because this practice is reducing the number of girls sharply in some communities and harming the balance of society.

### Example 1: Where does fertilisation happen?

Trace the path of a sperm from where it is made to where it meets the egg.

1. Sperm is produced in the **testis**.
2. It travels through the **vas deferens** and then the **urethra**, with secretions from the seminal vesicles and prostate gland.
3. It enters the female body through the **vagina**, passes through the **cervix** and **uterus**.
4. It meets the egg in the **oviduct**, where fertilisation takes place.

### Example 2: Reading a sex ratio

In a town, 5,000 boys and 4,700 girls were born in one year. Find the child sex ratio (girls per 1,000 boys).

1. Sex ratio = number of girls ÷ number of boys × 1,000.
2. = 4,700 ÷ 5,000 × 1,000 = 0.94 × 1,000 = **940** girls per 1,000 boys.
3. Naturally, slightly more boys than girls are born, but ratios far below normal in some regions are a warning sign of sex-selective abortion, which is illegal.

## Common mistakes

- Saying fertilisation happens in the uterus. It happens in the **oviduct**; the embryo then implants in the uterus.
- Thinking the placenta mixes the blood of mother and embryo. Materials pass across it; the two blood supplies stay separate.
- Believing that the body being ready at puberty means a person is ready to be a parent.
- Saying the ovaries release many eggs each month. Usually one egg matures and is released each month.

## Summary

At puberty, hormones bring changes that make the body able to reproduce. The testes produce sperm and testosterone; the ovaries release an egg each month and make oestrogen and progesterone. Fertilisation happens in the oviduct, and the embryo implants in the uterus, where it is nourished through the placenta; if the egg is not fertilised, the uterine lining breaks down as menstruation. Reproductive health includes preventing sexually transmitted diseases such as HIV-AIDS, using contraceptive methods responsibly, and ending the illegal practice of female foeticide.`,
    check: [
      {
        question: "Why are the testes located outside the abdominal cavity?",
        answer:
          "Sperm formation needs a temperature lower than normal body temperature.",
      },
      {
        question: "Where does fertilisation take place in the human female?",
        answer: "In the oviduct (fallopian tube).",
      },
      {
        question: "What is the role of the placenta?",
        answer:
          "It passes glucose and oxygen from the mother's blood to the embryo and removes the embryo's wastes into the mother's blood.",
      },
      {
        question:
          "Name two sexually transmitted diseases, one bacterial and one viral.",
        answer: "Bacterial: gonorrhoea or syphilis. Viral: warts or HIV-AIDS.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 1,
    title: "Inherited Traits and Variation",
    body: String.raw`By the end of this lesson you will be able to explain what heredity means, describe how variations build up over generations, compare the variation produced by asexual and sexual reproduction, and recognise inherited traits in people around you.

## Like parents, but not quite

Look at a family photograph from a wedding: children share the basic human design with their parents — two eyes, a nose, two hands — and often resemble them in eye colour, the curl of the hair or the shape of the nose. Yet no child is an exact copy of a parent, and brothers and sisters differ from each other. The passing on of traits from parents to offspring is called **heredity**. The rules of heredity determine the process by which traits and characteristics are **reliably inherited**.

## How variations build up

You already know that DNA copying during reproduction is never perfectly accurate, so every round of reproduction brings in some variation.

Imagine one individual that reproduces asexually. Its two offspring will be similar to it but each may have a small difference. In the next generation, each of those two will produce two more, and each new individual will carry the differences it inherited from its parent **plus** any new differences of its own. Over generations, the population comes to have a range of variations — but since each generation adds only tiny copying errors, the differences remain **minor**.

Sexual reproduction generates **much greater diversity**. Each offspring gets a combination of DNA from two parents, and the combinations differ from child to child. This is why even children of the same parents differ noticeably.

## Survival of variations

Not all variations are equally useful. Depending on the nature of the variation, different individuals have different kinds of advantages. Bacteria that can withstand heat will survive better in a heat wave than those that cannot. **Selection of variants by environmental factors** forms the basis for evolutionary processes, which you will study in higher classes. What matters here is that variations exist and can be passed on.

## Inherited traits in people

Some visible human traits are inherited. A simple one is the **ear lobe**. In some people the lower part of the ear lobe hangs free; in others it is attached closely to the side of the head. Free and attached ear lobes are two variants of the same trait, found in human populations. A child who has attached ear lobes may have a parent with free ear lobes, which tells us that inheritance is not simply "a child copies one parent". Other traits that vary between people include the ability to roll the tongue and the presence of a widow's peak in the hairline.

Not every difference is inherited, however. A scar from a childhood fall, the muscles built by a fast bowler, or a language you learned at home are **acquired** during a lifetime. They do not change the DNA of the germ cells, so they are **not passed on** to children.

### Example 1: A class survey of ear lobes

In a class of 40 students, 28 have free ear lobes and 12 have attached ear lobes. What percentage have each, and what does the survey show?

1. Free ear lobes: 28 ÷ 40 × 100 = **70%**.
2. Attached ear lobes: 12 ÷ 40 × 100 = **30%**.
3. Check: 70% + 30% = 100%.
4. The survey shows that this trait has two clear variants in the population. Asking students about their parents' ear lobes would show that the trait runs in families.

### Example 2: Asexual versus sexual variation

A bacterium and a pair of mice both reproduce for three generations. Which line of descendants will show more variation, and why?

1. The bacterium reproduces asexually. Variations in its descendants come only from small errors in DNA copying, which add up slowly, so the descendants stay very similar.
2. The mice reproduce sexually. Each offspring gets DNA from two parents, in a new combination each time, in addition to copying errors.
3. So the mouse descendants show **greater variation** after the same number of generations.

## Common mistakes

- Thinking all differences between people are inherited. Traits acquired in a lifetime, such as a scar or trained muscles, are not passed on.
- Believing asexual reproduction gives identical offspring. It gives very similar offspring with minor variations.
- Assuming a child must show every trait of one parent. Traits from both parents combine, sometimes in unexpected ways.

## Summary

Offspring resemble their parents in basic body design but also show variations. Heredity is the passing of traits from parents to offspring, and its rules decide how traits are reliably inherited. Variations accumulate over generations: slowly in asexual reproduction, through copying errors, and much faster in sexual reproduction, through new combinations of the parents' DNA. Some variations give an advantage in a given environment. Traits such as free or attached ear lobes are inherited, while traits acquired during a lifetime are not passed on.`,
    check: [
      {
        question: "What is heredity?",
        answer:
          "The passing on of traits and characteristics from parents to offspring.",
      },
      {
        question:
          "Why does sexual reproduction produce more variation than asexual reproduction?",
        answer:
          "Each offspring gets a new combination of DNA from two parents, in addition to copying errors.",
      },
      {
        question: "Is a scar on a father's arm inherited by his children? Why?",
        answer:
          "No. It is acquired during his lifetime and does not change the DNA of his germ cells.",
      },
      {
        question:
          "Give one example of an inherited human trait with two variants.",
        answer: "Ear lobes: free or attached.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 2,
    title: "Mendel's Experiments",
    body: String.raw`By the end of this lesson you will be able to describe Mendel's monohybrid and dihybrid crosses in pea plants, use the terms dominant, recessive, genotype and phenotype, draw a Punnett square, and predict the ratios of offspring.

## Mendel and the garden pea

Gregor Johann Mendel (1822–1884), a teacher-monk in Austria, worked out the basic rules of inheritance by crossing garden pea plants. He chose peas because they show several traits with two clearly **contrasting** forms — tall or short plants, round or wrinkled seeds, yellow or green seeds, violet or white flowers — and because they can be self-pollinated or cross-pollinated easily. Mendel also did something unusual for his time: he **counted** the offspring of each kind and looked for numerical patterns.

## The monohybrid cross: one trait

Mendel crossed a pure-breeding **tall** plant with a pure-breeding **short** plant.

- **F1 (first generation):** all plants were **tall**. There were no "medium-height" plants — the shortness seemed to have vanished.
- **F2 (second generation):** he let the F1 plants self-pollinate. Now about **three-quarters were tall and one-quarter short** — a **3 : 1** ratio. Shortness had come back unchanged.

Mendel explained this with "factors", which we now call **genes**. Each plant has **two copies** of the factor for height, one from each parent. The trait that shows up in F1, tallness, is **dominant** (written T); the one that is hidden, shortness, is **recessive** (written t). A plant is short only if both copies are t.

- Pure tall: **TT**; pure short: **tt**.
- F1: each parent gives one copy through its germ cells, so every F1 plant is **Tt** — tall, because T is dominant.
- F2: each Tt parent makes germ cells carrying T or t in equal numbers.

The set of genes (TT, Tt, tt) is the **genotype**; the visible trait (tall or short) is the **phenotype**.

## The Punnett square

A Punnett square shows all combinations of germ cells. For the F1 self-cross, Tt × Tt:

| | T | t |
|---|---|---|
| **T** | TT | Tt |
| **t** | Tt | tt |

- Genotypes: TT : Tt : tt = **1 : 2 : 1**.
- Phenotypes: tall (TT and Tt) : short (tt) = **3 : 1**.

## The dihybrid cross: two traits

Next Mendel followed two traits at once. He crossed plants with **round, yellow** seeds (RRYY) with plants with **wrinkled, green** seeds (rryy). Round (R) and yellow (Y) are dominant.

- **F1:** all seeds were **round and yellow** (RrYy).
- **F2:** four kinds of seeds appeared in the ratio **9 round yellow : 3 round green : 3 wrinkled yellow : 1 wrinkled green**.

Two of these kinds — round green and wrinkled yellow — were **new combinations**, not present in either original parent. This showed that the trait for seed shape and the trait for seed colour are **inherited independently** of each other.

### Example 1: Counting an F2 generation

In an F2 generation from tall (Tt) × tall (Tt), 400 plants are grown. How many would you expect to be tall, short, TT, Tt and tt?

1. Phenotype ratio tall : short = 3 : 1, i.e. 3/4 and 1/4.
2. Tall = 400 × 3/4 = **300**; short = 400 × 1/4 = **100**.
3. Genotype ratio TT : Tt : tt = 1 : 2 : 1, i.e. 1/4, 2/4 and 1/4.
4. TT = **100**, Tt = **200**, tt = **100**.
5. Check: 100 + 200 = 300 tall, and 100 + 200 + 100 = 400. ✓

### Example 2: Numbers in a dihybrid cross

From an F1 cross of RrYy plants, 160 seeds are obtained. How many of each kind would you expect?

1. The ratio 9 : 3 : 3 : 1 has 9 + 3 + 3 + 1 = 16 parts.
2. One part = 160 ÷ 16 = 10 seeds.
3. Round yellow = 9 × 10 = **90**; round green = 3 × 10 = **30**; wrinkled yellow = 3 × 10 = **30**; wrinkled green = 1 × 10 = **10**.
4. Check: 90 + 30 + 30 + 10 = 160. ✓
5. Round seeds in all = 90 + 30 = 120, wrinkled = 40, so shape alone still gives 3 : 1.

## Common mistakes

- Assuming a tall plant must be TT. A tall plant can be TT or Tt; only the phenotype is visible.
- Thinking the recessive trait is "lost" in F1. It is hidden, and reappears in F2.
- Writing the F2 genotype ratio as 3 : 1. That is the phenotype ratio; the genotype ratio is 1 : 2 : 1.
- Expecting exact numbers in real crosses. Ratios are approximate, and get closer with larger samples.

## Summary

Mendel crossed garden pea plants with contrasting traits and counted the offspring. Crossing pure tall (TT) with pure short (tt) plants gave an F1 generation that was all tall (Tt): tallness is dominant and shortness recessive. Self-pollinating F1 gave an F2 generation of 3 tall : 1 short, with genotypes TT : Tt : tt in the ratio 1 : 2 : 1. In crosses with two traits (round yellow × wrinkled green seeds), the F2 ratio was 9 : 3 : 3 : 1, with new combinations appearing, showing that the traits are inherited independently.`,
    check: [
      {
        question: "What is the phenotype of a pea plant with genotype Tt?",
        answer: "Tall, because T (tallness) is dominant over t.",
      },
      {
        question:
          "What ratio of tall to short plants did Mendel get in the F2 generation?",
        answer: "3 : 1.",
      },
      {
        question:
          "A Tt plant is crossed with a tt plant. What fraction of the offspring will be short?",
        answer:
          "Half. The Tt parent gives T or t, the tt parent only t, so offspring are Tt and tt in equal numbers.",
      },
      {
        question: "What did the new combinations in the dihybrid F2 show?",
        answer:
          "That seed shape and seed colour are inherited independently of each other.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 3,
    title: "How Traits Are Expressed",
    body: String.raw`By the end of this lesson you will be able to explain how a gene controls a trait through a protein, why each of us has two copies of every gene, how germ cells end up with only one copy, and how this explains Mendel's results.

## From gene to trait

Mendel talked about "factors". Today we know what they are made of. **Cellular DNA is the information source for making proteins**. A section of DNA that provides the information for one protein is called the **gene** for that protein.

How does a protein decide a visible trait such as the height of a plant? Plants have hormones that can trigger growth. Suppose plant height depends on the amount of a particular plant growth hormone. The amount of that hormone made depends on how efficiently an **enzyme** in the plant makes it — and enzymes are proteins.

- If the gene makes an enzyme that works **efficiently**, a lot of hormone is made, and the plant grows **tall**.
- If the gene has an alteration that makes the enzyme **less efficient**, less hormone is made, and the plant is **short**.

So genes control characteristics, or traits, by controlling the proteins the body makes.

## Two copies of every gene

In Mendel's crosses, the F1 tall plants carried a hidden factor for shortness, which reappeared in F2. That means **both parents contribute** genetic material to the offspring, and every individual carries **two copies** of each gene — one from each parent. Tall and short are two versions of the height gene; an individual can carry two identical versions (TT or tt) or two different ones (Tt).

But this raises a puzzle. If each child received a *full* set of genes from each parent, then every generation would have double the genes of the one before — four copies, then eight, and so on. That cannot happen. So each **germ cell must carry only one set**, one copy of each gene.

## Chromosomes solve the puzzle

How does a germ cell get exactly one copy of every gene from a cell that has two? The answer lies in how genes are packed. Each set of genes is present not as one long thread of DNA but as **separate, independent pieces**, each called a **chromosome**.

- Every body cell has **two copies of each chromosome**, one from the male parent and one from the female parent.
- When germ cells are made, each germ cell takes **one chromosome from each pair**, which may be either the maternal or the paternal one.
- When two germ cells combine at fertilisation, the normal number of chromosomes is restored in the offspring.

This mechanism keeps the DNA of the species **stable** generation after generation. It also explains Mendel's dihybrid result: the genes for seed shape and seed colour lie on different chromosomes, which are sorted into germ cells independently, so new combinations such as round green seeds can arise.

### Example 1: Counting chromosomes

A human body cell has 46 chromosomes, in 23 pairs. How many chromosomes are there in (a) a sperm, (b) an egg, (c) the zygote formed when they fuse?

1. A germ cell takes one chromosome from each pair: 23 pairs → **23** chromosomes.
2. (a) Sperm = **23**. (b) Egg = **23**.
3. (c) Zygote = 23 + 23 = **46**, the normal number, again in 23 pairs.
4. If germ cells had 46 each, the zygote would have 92 — and 184 in the next generation. The halving prevents this.

### Example 2: Why is a plant short?

Two pea plants of the same variety are grown side by side in the same soil and sunlight. One is tall and the other short. Using the idea of genes and proteins, suggest an explanation.

1. Height depends on the amount of a growth hormone.
2. The amount of hormone depends on how efficiently an enzyme makes it.
3. The short plant probably carries two copies of a gene version (tt) that makes a less efficient enzyme, so less hormone is formed.
4. The tall plant has at least one copy of the version (T) that makes an efficient enzyme — enough hormone for tall growth.

## Common mistakes

- Saying a gene *is* a trait. A gene is a section of DNA that carries the information for a protein; the protein helps produce the trait.
- Thinking germ cells have two copies of each gene. They have one; body cells have two.
- Imagining each germ cell gets all its chromosomes from the same grandparent. For each pair, the copy passed on may be either the maternal or the paternal one.

## Summary

A gene is a section of DNA that carries the information for making a protein. Proteins such as enzymes control traits: a gene may code for an enzyme that makes a plant growth hormone, and if the enzyme works efficiently, more hormone is made and the plant grows tall. Each of us has two copies of every gene, one from each parent, because genes are carried on chromosomes that come in pairs. Germ cells carry only one chromosome from each pair, and two germ cells combine at fertilisation, restoring the normal number and keeping the species' DNA stable.`,
    check: [
      {
        question: "What is a gene?",
        answer:
          "A section of DNA that provides the information for making one protein.",
      },
      {
        question: "Why must germ cells carry only one set of genes?",
        answer:
          "So that when two germ cells combine, the offspring has the normal two sets, not double.",
      },
      {
        question: "How many chromosomes are there in a human egg cell?",
        answer: "23 — one from each of the 23 pairs.",
      },
      {
        question: "How can a gene make a plant tall?",
        answer:
          "It codes for an efficient enzyme that makes plenty of growth hormone, so the plant grows tall.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 4,
    title: "Sex Determination",
    body: String.raw`By the end of this lesson you will be able to describe how sex is determined in different animals, explain the role of the X and Y chromosomes in humans, and show with a cross why the chances of a boy or a girl are equal.

## Different strategies

Different species use very different ways to decide the sex of a newborn individual.

- **Environment.** In some reptiles, the **temperature** at which the fertilised eggs are kept decides whether the young will be male or female. In some animals, such as snails, individuals can even **change sex**, so sex is not fixed genetically at all.
- **Genes.** In human beings, the sex of the individual is largely **genetically determined** — the genes inherited from the parents decide whether a child will be a boy or a girl.

## Sex chromosomes in humans

Humans have **23 pairs** of chromosomes in each body cell. In **22 pairs**, the two chromosomes of a pair look alike; these are the same in males and females. The remaining pair is the **sex chromosomes**, which are not always a perfect pair.

- **Women** have a perfect pair of sex chromosomes, both called **X**: **XX**.
- **Men** have a mismatched pair: one normal-sized **X** and one shorter **Y**: **XY**.

## How a baby's sex is decided

Germ cells take one chromosome from each pair.

- All **eggs** from the mother carry an **X** chromosome, since she has only X chromosomes to give.
- **Sperms** from the father are of two kinds in equal numbers: **half carry X** and **half carry Y**.

At fertilisation:

- an egg (X) + a sperm carrying X → **XX**, a **girl**;
- an egg (X) + a sperm carrying Y → **XY**, a **boy**.

The cross can be set out as a Punnett square:

| | X (egg) |
|---|---|
| **X** (sperm) | XX — girl |
| **Y** (sperm) | XY — boy |

Since the two kinds of sperm are equally common, each child has an equal chance of being a boy or a girl, and the sex of the child depends on **which kind of sperm** fertilises the egg. The child gets its X chromosome from the mother in every case; it is the chromosome from the **father** that decides the sex. This fact alone shows how wrong and unjust it is to blame mothers for the birth of daughters.

### Example 1: Chromosomes in germ cells

Write the sex chromosomes present in (a) a man's body cell, (b) a woman's body cell, (c) an egg, (d) the two types of sperm. How many chromosomes in all does a sperm carry?

1. (a) Man's body cell: **XY**. (b) Woman's body cell: **XX**.
2. (c) An egg carries one sex chromosome: **X**.
3. (d) Sperms carry **X** or **Y**, in equal numbers.
4. A sperm carries one chromosome from each of the 23 pairs: 22 non-sex chromosomes + 1 sex chromosome = **23**.

### Example 2: Three daughters — is a son "due"?

A couple has three daughters. Their relatives say the next child is "sure to be a son". What is the actual chance, and who decides the sex?

1. Each time, the egg carries X, and the sperm carries X or Y with equal chance.
2. So the chance of a boy is 1 in 2, or $\frac{1}{2}$, for **every** child.
3. Earlier births do not change this — each fertilisation is a fresh, independent event, just as a coin does not "remember" earlier tosses.
4. The chance that all three children were girls was $\frac{1}{2} \times \frac{1}{2} \times \frac{1}{2} = \frac{1}{8}$ — unusual but not rare; among many families with three children, about one in eight will have three girls.
5. Whether the child is a boy or a girl depends on the sperm, that is, on the father's chromosome — and neither parent can choose it.

## Common mistakes

- Saying the mother decides the sex of the child. All her eggs carry X; the father's sperm decides.
- Thinking there are X eggs and Y eggs. All eggs carry X; only sperms differ.
- Believing that after several girls a boy becomes more likely. The chance stays $\frac{1}{2}$ each time.
- Forgetting that in some animals sex is not genetic at all — temperature decides it in some reptiles, and snails can change sex.

## Summary

In some animals sex is decided by the environment: the temperature at which fertilised eggs are kept decides the sex in some reptiles, and some snails can change sex. Humans have 23 pairs of chromosomes; 22 pairs are alike in both sexes and one pair is the sex chromosomes. Women have XX and men have XY. Every egg carries an X, while half the sperms carry X and half carry Y, so the sex of the child depends on which kind of sperm fertilises the egg, and the chance of a boy or a girl is equal for every child.`,
    check: [
      {
        question: "Which sex chromosomes does a human male have?",
        answer: "One X and one Y (XY).",
      },
      {
        question: "Why is the sex of a child determined by the father?",
        answer:
          "All eggs carry X, but a sperm carries either X or Y; the sperm's chromosome decides the sex.",
      },
      {
        question:
          "In which animals does temperature decide the sex of the young?",
        answer:
          "In some reptiles, the temperature at which fertilised eggs are kept decides the sex.",
      },
      {
        question: "What is the chance that a couple's next child is a girl?",
        answer:
          "One in two ($\\frac{1}{2}$), whatever the sexes of earlier children.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 1,
    title: "Reflection and Spherical Mirrors",
    body: String.raw`By the end of this lesson you will be able to state the laws of reflection, describe the image in a plane mirror, name the parts of a spherical mirror, use the relation between focal length and radius of curvature, and draw the standard rays for concave and convex mirrors.

## The laws of reflection

A highly polished surface such as a mirror reflects most of the light falling on it. Draw a line perpendicular to the mirror at the point where a ray strikes it; this is the **normal**. Then:

1. The **angle of incidence** ($i$, between the incident ray and the normal) **equals the angle of reflection** ($r$, between the reflected ray and the normal).
2. The **incident ray, the normal** at the point of incidence **and the reflected ray all lie in the same plane**.

These laws hold for all reflecting surfaces, including curved ones.

The image in a **plane mirror** is always **virtual and erect**, the **same size** as the object, as far **behind** the mirror as the object is in front, and **laterally inverted** — raise your right hand in front of a mirror and your image raises its left. This is why AMBULANCE is painted in mirror writing on ambulances: a driver ahead reads it correctly in the rear-view mirror.

## Spherical mirrors

Look at your face in a shiny steel spoon. In the inner, hollow side your face may appear upside down; in the outer, bulging side it appears erect and small. The spoon is acting as two kinds of **spherical mirror** — a mirror whose reflecting surface is part of a hollow sphere.

- **Concave mirror:** the reflecting surface is **curved inwards**, towards the centre of the sphere.
- **Convex mirror:** the reflecting surface is **curved outwards**.

## Terms you must know

- **Pole (P):** the centre of the reflecting surface of the mirror.
- **Centre of curvature (C):** the centre of the sphere of which the mirror is a part. It lies in front of a concave mirror and behind a convex mirror.
- **Radius of curvature (R):** the radius of that sphere, the distance PC.
- **Principal axis:** the straight line through P and C.
- **Principal focus (F):** rays parallel to the principal axis, after reflection from a concave mirror, **meet** at a point F on the axis. For a convex mirror they **appear to diverge** from a point F behind the mirror.
- **Focal length (f):** the distance PF.
- **Aperture:** the diameter of the reflecting surface.

For spherical mirrors of small aperture, the focus lies midway between P and C:

$$
R = 2f \qquad \text{or} \qquad f = \frac{R}{2}
$$

Hold a concave mirror facing the Sun and a sheet of paper in front of it: at one distance the paper shows a sharp bright spot and may even start to burn. That spot is the image of the Sun, at the principal focus.

![Parallel rays reflected by a concave mirror through its focus](figure:concave)

## Rays for drawing images

Any two of these rays locate an image:

1. A ray **parallel to the principal axis** passes through F after reflection from a concave mirror, or appears to come from F behind a convex mirror.
2. A ray **passing through F** (concave), or **directed towards F** (convex), becomes **parallel** to the principal axis after reflection.
3. A ray **passing through C** (concave), or **directed towards C** (convex), is reflected **back along the same path**, because it strikes the mirror along the normal.
4. A ray striking the **pole** obliquely is reflected obliquely, making **equal angles** with the principal axis.

### Example 1: Focal length from radius

A concave shaving mirror has a radius of curvature of 30 cm. Find its focal length. Where does the image of the Sun form?

1. Use $f = \dfrac{R}{2}$.
2. $f = \dfrac{30\ \text{cm}}{2} = 15\ \text{cm}$.
3. Sunlight arrives as rays parallel to the axis, so the image of the Sun forms at the focus, **15 cm** in front of the mirror.

### Example 2: Angles at a plane mirror

A ray of light strikes a plane mirror making an angle of 30° with the **mirror surface**. Find the angle of incidence, the angle of reflection and the angle between the incident and reflected rays.

1. The normal is at 90° to the mirror, so $i = 90^\circ - 30^\circ = 60^\circ$.
2. By the first law, $r = i = 60^\circ$.
3. Angle between the incident and reflected rays $= i + r = 60^\circ + 60^\circ = 120^\circ$.

## Common mistakes

- Measuring the angle of incidence from the mirror surface instead of from the normal.
- Placing C behind a concave mirror. For a concave mirror, both C and F lie in front of it.
- Writing $f = 2R$. It is the other way round: $R = 2f$.
- Thinking the laws of reflection fail for curved mirrors. At each point, the normal is along the radius, and the laws hold.

## Summary

Light reflects so that the angle of incidence equals the angle of reflection, with the incident ray, the normal and the reflected ray in the same plane. A plane mirror gives a virtual, erect, laterally inverted image of the same size. A concave mirror curves inwards and a convex mirror bulges outwards. Their key terms are the pole P, centre of curvature C, radius of curvature R, principal axis and principal focus F, with focal length $f = R/2$. The useful rays are: a ray parallel to the axis passes through (or appears to come from) F; a ray through F becomes parallel; a ray through C returns along itself; a ray at the pole reflects at an equal angle.`,
    figures: {
      concave: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><line x1="20" y1="100" x2="325" y2="100" stroke="currentColor" stroke-dasharray="4 3"/><path d="M287.35,30 A200,200 0 0 1 287.35,170" fill="none" stroke="currentColor" stroke-width="3"/><g stroke="currentColor" fill="none" stroke-width="1.3"><line x1="20" y1="60" x2="295.96" y2="60"/><line x1="295.96" y1="60" x2="150" y2="120.8"/><line x1="20" y1="140" x2="295.96" y2="140"/><line x1="295.96" y1="140" x2="150" y2="79.2"/></g><g fill="currentColor"><polygon points="110,60 100,55 100,65"/><polygon points="110,140 100,135 100,145"/><circle cx="300" cy="100" r="2.5"/><circle cx="200" cy="100" r="2.5"/><circle cx="100" cy="100" r="2.5"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="308" y="118">P</text><text x="200" y="118">F</text><text x="100" y="118">C</text><text x="60" y="93" font-size="10">principal axis</text><text x="250" y="190" font-size="10">concave mirror</text></g></svg>`,
        alt: "A concave mirror on the right, curving inwards towards the left, with its pole P on the dashed principal axis. The centre of curvature C is on the axis far to the left and the focus F is midway between C and P. Two rays come from the left parallel to the axis, one above and one below it, strike the mirror and are reflected so that they cross at F.",
      },
    },
    check: [
      {
        question: "State the two laws of reflection.",
        answer:
          "The angle of incidence equals the angle of reflection; the incident ray, the normal and the reflected ray lie in the same plane.",
      },
      {
        question:
          "A convex mirror has a focal length of 20 cm. What is its radius of curvature?",
        answer: "$R = 2f = 2 \\times 20 = 40$ cm.",
      },
      {
        question:
          "What happens to a ray that passes through the centre of curvature of a concave mirror?",
        answer:
          "It strikes the mirror along the normal and is reflected back along the same path.",
      },
      {
        question:
          "Why is AMBULANCE written in mirror writing on the front of an ambulance?",
        answer:
          "A plane mirror laterally inverts the image, so a driver ahead reads it correctly in the rear-view mirror.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 2,
    title: "Images by Mirrors and the Mirror Formula",
    body: String.raw`By the end of this lesson you will be able to predict the position and nature of the image formed by concave and convex mirrors, explain their everyday uses, apply the New Cartesian sign convention, and use the mirror formula and magnification to solve numerical problems.

## Images formed by a concave mirror

As an object is brought from far away towards a concave mirror, the image changes:

| Position of object | Position of image | Size | Nature |
|---|---|---|---|
| At infinity | At F | highly diminished, point-sized | real, inverted |
| Beyond C | Between F and C | diminished | real, inverted |
| At C | At C | same size | real, inverted |
| Between C and F | Beyond C | enlarged | real, inverted |
| At F | At infinity | highly enlarged | real, inverted |
| Between P and F | Behind the mirror | enlarged | **virtual, erect** |

A **real** image is formed where reflected rays actually meet; it can be caught on a screen. A **virtual** image is formed where rays only appear to meet; it cannot be obtained on a screen.

![Ray diagram: object beyond C of a concave mirror](figure:beyondc)

**Uses of concave mirrors:** in torches and vehicle headlights (a bulb at F gives a powerful parallel beam); as shaving mirrors and dentists' mirrors (a face between P and F gives an enlarged, erect image); and in solar furnaces, which concentrate sunlight at the focus.

## Images formed by a convex mirror

A convex mirror always forms a **virtual, erect and diminished** image behind the mirror, between P and F; for an object at infinity, the image is at F and point-sized. Because it gives an erect image and a **wider field of view**, a convex mirror is used as the **rear-view mirror** of vehicles, letting a driver see a large area of traffic behind.

## New Cartesian sign convention

To use formulae, distances need signs:

1. The **object** is placed to the **left** of the mirror, so light falls from left to right.
2. All distances are measured **from the pole** P.
3. Distances measured in the **direction of incident light** (to the right) are **positive**; those against it (to the left) are **negative**.
4. Heights **above** the principal axis are **positive**; below are **negative**.

So the object distance $u$ is always negative. For a concave mirror $f$ is negative; for a convex mirror $f$ is positive.

## The mirror formula and magnification

The object distance $u$, image distance $v$ and focal length $f$ are related by the **mirror formula**:

$$
\frac{1}{v} + \frac{1}{u} = \frac{1}{f}
$$

**Magnification** $m$ compares the image height $h'$ with the object height $h$:

$$
m = \frac{h'}{h} = -\frac{v}{u}
$$

A negative $m$ means a real, inverted image; a positive $m$ means a virtual, erect image. If $|m| > 1$ the image is enlarged; if $|m| < 1$ it is diminished.

### Example 1: A face in a shaving mirror

A man holds his face 10 cm from a concave shaving mirror of focal length 15 cm. Find the position, nature and magnification of the image.

1. Signs: $u = -10$ cm, $f = -15$ cm.
2. $\dfrac{1}{v} = \dfrac{1}{f} - \dfrac{1}{u} = -\dfrac{1}{15} + \dfrac{1}{10} = \dfrac{-2 + 3}{30} = \dfrac{1}{30}$, so $v = +30$ cm.
3. $v$ is positive: the image is **30 cm behind the mirror** — virtual.
4. $m = -\dfrac{v}{u} = -\dfrac{30}{-10} = +3$: **erect and three times enlarged**, which is just what a shaving mirror should give.

### Example 2: A rear-view mirror

The convex rear-view mirror of a scooter has a radius of curvature of 4.00 m. A car is 6.00 m behind it. Find the position of the image and the magnification.

1. $f = \dfrac{R}{2} = +2.00$ m (positive, convex). $u = -6.00$ m.
2. $\dfrac{1}{v} = \dfrac{1}{f} - \dfrac{1}{u} = \dfrac{1}{2} + \dfrac{1}{6} = \dfrac{3 + 1}{6} = \dfrac{4}{6}$, so $v = +1.50$ m.
3. The image is **1.50 m behind the mirror**, virtual.
4. $m = -\dfrac{v}{u} = -\dfrac{1.50}{-6.00} = +0.25$: **erect, a quarter of the car's size**.

## Common mistakes

- Forgetting signs: taking $u = +10$ cm instead of $-10$ cm gives a completely wrong answer.
- Giving a concave mirror a positive focal length. Its focus is in front, against the direction of light, so $f$ is negative.
- Writing $m = v/u$ for mirrors. For mirrors, $m = -v/u$.
- Expecting a convex mirror to form a real image. It never does.

## Summary

A concave mirror gives a real, inverted image for objects beyond F, and a virtual, erect, enlarged image when the object is between P and F; it is used in torches, shaving mirrors and solar furnaces. A convex mirror always gives a virtual, erect, diminished image and a wide field of view, so it is used as a rear-view mirror. Using the New Cartesian sign convention (distances measured from the pole, positive in the direction of incident light), the mirror formula is $\frac{1}{v} + \frac{1}{u} = \frac{1}{f}$ and the magnification is $m = \frac{h'}{h} = -\frac{v}{u}$.`,
    figures: {
      beyondc: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 180"><line x1="20" y1="100" x2="325" y2="100" stroke="currentColor" stroke-dasharray="4 3"/><path d="M294,35 A355,355 0 0 1 294,165" fill="none" stroke="currentColor" stroke-width="3"/><g stroke="currentColor" fill="none" stroke-width="1.3"><line x1="150" y1="60" x2="297.7" y2="60"/><line x1="297.7" y1="60" x2="190" y2="133.5"/><line x1="150" y1="60" x2="299" y2="126.67"/><line x1="299" y1="126.67" x2="170" y2="126.67"/></g><g stroke="currentColor" stroke-width="2"><line x1="150" y1="100" x2="150" y2="68"/><line x1="200" y1="100" x2="200" y2="118"/></g><g fill="currentColor"><polygon points="150,60 145,70 155,70"/><polygon points="200,126.7 195,116.7 205,116.7"/><polygon points="230,60 220,55 220,65"/><circle cx="300" cy="100" r="2.5"/><circle cx="240" cy="100" r="2.5"/><circle cx="180" cy="100" r="2.5"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="310" y="96">P</text><text x="240" y="93">F</text><text x="180" y="93">C</text><text x="150" y="116" font-size="10">object</text><text x="200" y="145" font-size="10">image</text></g></svg>`,
        alt: "Ray diagram for a concave mirror. An upright object arrow stands on the principal axis beyond C. A ray from its tip travels parallel to the axis, reflects and passes through F; a second ray from the tip passes through F, reflects and returns parallel to the axis. The two reflected rays meet below the axis between C and F, where a smaller, inverted image arrow is drawn.",
      },
    },
    check: [
      {
        question:
          "Where must an object be placed in front of a concave mirror to get a virtual, erect, enlarged image?",
        answer: "Between the pole P and the focus F.",
      },
      {
        question: "Why are convex mirrors used as rear-view mirrors?",
        answer:
          "They always give an erect, diminished image and a wider field of view.",
      },
      {
        question:
          "An object is 30 cm from a concave mirror of focal length 15 cm. Where is the image?",
        answer:
          "$\\frac{1}{v} = -\\frac{1}{15} + \\frac{1}{30} = -\\frac{1}{30}$, so $v = -30$ cm: at C, 30 cm in front, real, inverted, same size.",
      },
      {
        question:
          "The magnification of a mirror is $-2$. What does this tell you about the image?",
        answer:
          "It is real and inverted (negative sign) and twice the size of the object.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 3,
    title: "Refraction and Refractive Index",
    body: String.raw`By the end of this lesson you will be able to explain why light bends at the boundary of two media, state the laws of refraction, trace a ray through a glass slab, and calculate refractive indices and speeds of light.

## Light changes direction

A pencil dipped slantwise in a glass of water looks bent at the surface. A lemon in a glass of water looks bigger than it is. The bottom of a pond or a tank looks shallower than it really is. All these happen because light changes its direction when it passes from one transparent medium into another. This bending is called **refraction**, and it happens because light **travels at different speeds** in different media.

## Refraction through a glass slab

Place a rectangular glass slab on paper, draw a ray falling on it obliquely and trace its path with pins.

- At the first surface, light goes from air into glass — from a **rarer** into an **optically denser** medium. It slows down and **bends towards the normal**: the angle of refraction $r$ is less than the angle of incidence $i$.
- At the second surface, light goes from glass back into air. It speeds up and **bends away from the normal**.
- The **emergent ray is parallel to the incident ray**, but shifted sideways. This sideways shift is the **lateral displacement**.
- A ray falling **along the normal** (perpendicular to the surface) goes straight through without bending.

![A ray refracted through a rectangular glass slab](figure:slab)

## Laws of refraction

1. The incident ray, the refracted ray and the normal at the point of incidence all **lie in the same plane**.
2. For a given pair of media and a given colour of light, the ratio of the sine of the angle of incidence to the sine of the angle of refraction is a **constant**:

$$
\frac{\sin i}{\sin r} = \text{constant} = n_{21}
$$

The second law is **Snell's law**. The constant $n_{21}$ is the **refractive index of medium 2 with respect to medium 1**.

## Refractive index and the speed of light

The refractive index is also the ratio of the speeds of light in the two media:

$$
n_{21} = \frac{v_1}{v_2}
$$

When medium 1 is a vacuum, where light travels fastest at $c = 3 \times 10^8\ \text{m s}^{-1}$, we get the **absolute refractive index** of the medium:

$$
n = \frac{c}{v}
$$

| Medium | Refractive index |
|---|---|
| Air | 1.0003 |
| Water | 1.33 |
| Kerosene | 1.44 |
| Crown glass | 1.52 |
| Diamond | 2.42 |

A medium with a larger refractive index is **optically denser**. Optical density is not the same as mass density: kerosene floats on water, being lighter, yet it is optically denser than water. Diamond, with the largest index in the table, slows light the most.

### Example 1: Speed of light in glass

Light enters a glass block whose refractive index is 1.50. Find the speed of light in the glass.

1. Use $n = \dfrac{c}{v}$, so $v = \dfrac{c}{n}$.
2. $v = \dfrac{3 \times 10^8}{1.50}\ \text{m s}^{-1} = 2 \times 10^8\ \text{m s}^{-1}$.
3. Light is slowed to two-thirds of its speed in vacuum.

### Example 2: Diamond with respect to water

Using the table, find the refractive index of diamond with respect to water. In which is light faster, and by what factor?

1. $n_{\text{diamond, water}} = \dfrac{v_{\text{water}}}{v_{\text{diamond}}} = \dfrac{c/1.33}{c/2.42} = \dfrac{2.42}{1.33}$.
2. $\dfrac{2.42}{1.33} \approx 1.82$.
3. Light is about **1.82 times faster in water** than in diamond.

### Example 3: Using Snell's law

A ray passes from air into a medium of refractive index $\sqrt{3} \approx 1.73$ at an angle of incidence of 60°. Find the angle of refraction.

1. $\sin r = \dfrac{\sin i}{n} = \dfrac{\sin 60^\circ}{\sqrt{3}} = \dfrac{\sqrt{3}/2}{\sqrt{3}} = \dfrac{1}{2}$.
2. So $r = 30^\circ$ — smaller than 60°, as expected when light enters a denser medium.

## Common mistakes

- Thinking light bends towards the normal whenever it crosses a boundary. It bends towards the normal only when entering an optically denser medium.
- Confusing optical density with mass density.
- Writing $n = v/c$. The speed in the medium goes in the denominator: $n = c/v$, which is always greater than 1.
- Saying the emergent ray from a slab continues along the incident ray. It is parallel but laterally shifted.

## Summary

Light bends when it passes from one medium to another because its speed changes. The laws of refraction say that the incident ray, the refracted ray and the normal lie in one plane, and that $\sin i / \sin r$ is constant for a given pair of media (Snell's law). The absolute refractive index $n = c/v$ is the speed of light in vacuum divided by its speed in the medium — about 1.33 for water, 1.52 for crown glass and 2.42 for diamond. Light bends towards the normal when entering an optically denser medium, and a glass slab shifts a ray sideways without changing its direction.`,
    figures: {
      slab: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 210"><rect x="40" y="60" width="260" height="80" fill="none" stroke="currentColor" stroke-width="2"/><g stroke="currentColor" stroke-dasharray="3 3" fill="none"><line x1="120" y1="20" x2="120" y2="100"/><line x1="162.76" y1="100" x2="162.76" y2="185"/><line x1="120" y1="60" x2="240" y2="180"/></g><g stroke="currentColor" stroke-width="1.5" fill="none"><line x1="60" y1="0" x2="120" y2="60"/><line x1="120" y1="60" x2="162.76" y2="140"/><line x1="162.76" y1="140" x2="222.76" y2="200"/></g><g fill="currentColor"><polygon points="92,32 82,28 88,22"/><polygon points="195,172 185,168 191,162"/></g><g fill="currentColor" font-size="12"><text x="109" y="48">i</text><text x="125" y="88">r</text><text x="168" y="165">e</text><text x="250" y="105">glass</text><text x="250" y="40">air</text><text x="250" y="180">air</text><text x="205" y="132" font-size="9">lateral shift</text></g></svg>`,
        alt: "A rectangular glass slab with air above and below. A ray comes down from the upper left and strikes the top surface at 45 degrees to the normal; inside the glass it bends towards the normal, travelling more steeply; at the bottom surface it bends away from the normal and emerges parallel to the original direction. A dotted line continuing the incident ray shows that the emergent ray is shifted sideways, the lateral shift.",
      },
    },
    check: [
      {
        question: "Why does light bend when it goes from air into water?",
        answer:
          "Its speed changes — light travels more slowly in water than in air.",
      },
      {
        question:
          "The refractive index of water is 1.33. What is the speed of light in water? ($c = 3 \\times 10^8$ m/s)",
        answer:
          "$v = c/n = 3 \\times 10^8 / 1.33 \\approx 2.26 \\times 10^8$ m/s.",
      },
      {
        question:
          "How is the emergent ray from a rectangular glass slab related to the incident ray?",
        answer:
          "It is parallel to the incident ray but displaced sideways (lateral displacement).",
      },
      {
        question:
          "Kerosene (n = 1.44) or water (n = 1.33): in which does light travel faster?",
        answer:
          "In water, because it has the lower refractive index (v = c/n is larger).",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 4,
    title: "Lenses and Power",
    body: String.raw`By the end of this lesson you will be able to describe convex and concave lenses, predict the images they form, use the lens formula and magnification with the sign convention, and calculate the power of a lens in dioptres.

## Two kinds of lenses

A **lens** is a transparent material bound by two surfaces, of which one or both are spherical.

- A **convex lens** is thicker at the middle than at the edges. It **converges** light rays, so it is called a **converging lens**.
- A **concave lens** is thinner at the middle than at the edges. It **diverges** light rays — a **diverging lens**.

The central point of a lens is its **optical centre (O)**; a ray through O passes without any deviation. Each surface is part of a sphere whose centre is a centre of curvature. Rays parallel to the principal axis meet at the **principal focus** F after passing through a convex lens, or appear to diverge from F for a concave lens. A lens has **two foci**, F₁ and F₂, one on each side, at equal distances from O; that distance is the **focal length** $f$. The points at twice the focal length are marked 2F₁ and 2F₂.

Hold a convex lens in sunlight over a sheet of paper: at the right distance a sharp bright spot appears, and the paper may start to burn. This spot is the principal focus.

## Images formed by a convex lens

| Position of object | Position of image | Size | Nature |
|---|---|---|---|
| At infinity | At F₂ | point-sized | real, inverted |
| Beyond 2F₁ | Between F₂ and 2F₂ | diminished | real, inverted |
| At 2F₁ | At 2F₂ | same size | real, inverted |
| Between F₁ and 2F₁ | Beyond 2F₂ | enlarged | real, inverted |
| At F₁ | At infinity | highly enlarged | real, inverted |
| Between F₁ and O | On the same side as the object | enlarged | **virtual, erect** |

The last case is how a **magnifying glass** works. A **concave lens** always gives a **virtual, erect, diminished** image between F₁ and O, on the same side as the object.

![Ray diagram: object between F₁ and 2F₁ of a convex lens](figure:convex)

## Lens formula and magnification

The same New Cartesian sign convention is used, with all distances measured from the **optical centre**. The focal length of a convex lens is positive; that of a concave lens is negative.

$$
\frac{1}{v} - \frac{1}{u} = \frac{1}{f}
\qquad\qquad
m = \frac{h'}{h} = \frac{v}{u}
$$

Note the differences from mirrors: a **minus** sign in the lens formula, and **no minus** sign in the magnification.

## Power of a lens

A lens of short focal length bends light more strongly. The **power** of a lens is the reciprocal of its focal length in metres:

$$
P = \frac{1}{f}
$$

Its SI unit is the **dioptre (D)**: $1\ \text{D} = 1\ \text{m}^{-1}$, the power of a lens of focal length 1 m. A convex lens has **positive** power and a concave lens **negative** power. An optician writes a prescription such as "−2.0 D" for a concave lens. For lenses placed in contact, the powers **add**: $P = P_1 + P_2 + P_3 + \cdots$.

### Example 1: A convex lens

A 2.0 cm tall object is placed 15 cm from a convex lens of focal length 10 cm. Find the position, size and nature of the image.

1. $u = -15$ cm, $f = +10$ cm, $h = +2.0$ cm.
2. $\dfrac{1}{v} = \dfrac{1}{f} + \dfrac{1}{u} = \dfrac{1}{10} - \dfrac{1}{15} = \dfrac{3 - 2}{30} = \dfrac{1}{30}$, so $v = +30$ cm.
3. $m = \dfrac{v}{u} = \dfrac{30}{-15} = -2$, so $h' = m \times h = -2 \times 2.0 = -4.0$ cm.
4. The image is **30 cm on the other side** of the lens, **real, inverted and 4.0 cm tall** — the case "object between F₁ and 2F₁" in the table.

### Example 2: A concave lens

An object is placed 10 cm from a concave lens of focal length 15 cm. Find the image.

1. $u = -10$ cm, $f = -15$ cm.
2. $\dfrac{1}{v} = \dfrac{1}{f} + \dfrac{1}{u} = -\dfrac{1}{15} - \dfrac{1}{10} = \dfrac{-2 - 3}{30} = -\dfrac{1}{6}$, so $v = -6$ cm.
3. $m = \dfrac{v}{u} = \dfrac{-6}{-10} = +0.6$.
4. The image is **6 cm from the lens on the object's side**, **virtual, erect and 0.6 times** the object's size.

### Example 3: Power of lenses

(a) Find the power of a concave lens of focal length 50 cm. (b) Lenses of power +2.5 D and −1.0 D are placed in contact. Find the focal length of the combination.

1. (a) $f = -50$ cm $= -0.50$ m, so $P = \dfrac{1}{-0.50} = -2.0$ D.
2. (b) $P = +2.5 + (-1.0) = +1.5$ D.
3. $f = \dfrac{1}{P} = \dfrac{1}{1.5}$ m $\approx 0.667$ m $\approx 66.7$ cm — a converging combination.

## Common mistakes

- Using the focal length in centimetres in $P = 1/f$. It must be in metres.
- Using the mirror formula for lenses. For lenses it is $\frac{1}{v} - \frac{1}{u} = \frac{1}{f}$ and $m = \frac{v}{u}$.
- Giving a concave lens a positive focal length or power.

## Summary

A convex lens converges light and a concave lens diverges it. A convex lens forms real, inverted images for objects beyond F, and a virtual, erect, enlarged image for objects between F and the optical centre; a concave lens always forms a virtual, erect, diminished image. The lens formula is $\frac{1}{v} - \frac{1}{u} = \frac{1}{f}$ with magnification $m = \frac{v}{u}$. The power of a lens is $P = \frac{1}{f}$ with $f$ in metres, measured in dioptres; convex lenses have positive power, concave lenses negative, and the powers of lenses in contact add.`,
    figures: {
      convex: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200"><line x1="20" y1="100" x2="345" y2="100" stroke="currentColor" stroke-dasharray="4 3"/><ellipse cx="170" cy="100" rx="8" ry="62" fill="none" stroke="currentColor" stroke-width="2"/><g stroke="currentColor" fill="none" stroke-width="1.3"><line x1="95" y1="70" x2="170" y2="70"/><line x1="170" y1="70" x2="330" y2="166"/><line x1="95" y1="70" x2="335" y2="166"/></g><g stroke="currentColor" stroke-width="2"><line x1="95" y1="100" x2="95" y2="78"/><line x1="320" y1="100" x2="320" y2="152"/></g><g fill="currentColor"><polygon points="95,70 90,80 100,80"/><polygon points="320,160 315,150 325,150"/><circle cx="70" cy="100" r="2.5"/><circle cx="120" cy="100" r="2.5"/><circle cx="220" cy="100" r="2.5"/><circle cx="270" cy="100" r="2.5"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="70" y="116">2F₁</text><text x="120" y="116">F₁</text><text x="178" y="116">O</text><text x="220" y="93">F₂</text><text x="270" y="93">2F₂</text><text x="95" y="60" font-size="10">object</text><text x="320" y="182" font-size="10">image</text></g></svg>`,
        alt: "Ray diagram for a convex lens. An upright object arrow stands between F1 and 2F1 on the left. One ray from its tip travels parallel to the axis to the lens and then bends through F2; another ray passes straight through the optical centre O. The two rays meet below the axis beyond 2F2 on the right, where a larger, inverted image arrow is drawn.",
      },
    },
    check: [
      {
        question:
          "Where should an object be placed in front of a convex lens to act as a magnifying glass?",
        answer:
          "Between F₁ and the optical centre O; the image is virtual, erect and enlarged.",
      },
      {
        question: "Find the power of a convex lens of focal length 25 cm.",
        answer: "$P = \\frac{1}{0.25\\ \\text{m}} = +4$ D.",
      },
      {
        question:
          "An object is at 2F₁ of a convex lens of focal length 10 cm. Where is the image and how big is it?",
        answer:
          "$u = -20$ cm: $\\frac{1}{v} = \\frac{1}{10} - \\frac{1}{20} = \\frac{1}{20}$, so $v = +20$ cm (at 2F₂), real, inverted, same size ($m = -1$).",
      },
      {
        question: "What kind of image does a concave lens always form?",
        answer:
          "Virtual, erect and diminished, on the same side as the object.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 1,
    title: "The Human Eye",
    body: String.raw`By the end of this lesson you will be able to name the parts of the human eye and their functions, explain how the eye focuses on objects at different distances (accommodation), and state the near point and far point of a normal eye.

## The eye as a camera

The human eye is one of the most valuable and sensitive sense organs; it lets us see the colourful world around us — a kite against the blue sky on Makar Sankranti, the red ball coming off a bowler's hand. Like a camera, the eye has a lens system that forms an image on a light-sensitive screen. The eyeball is roughly spherical, with a diameter of about 2.3 cm.

## Parts of the eye

![Structure of the human eye](figure:eye)

- **Cornea** — a thin, transparent membrane that bulges out at the front. Light enters the eye through it, and **most of the refraction** of light rays happens at the outer surface of the cornea.
- **Iris** — a dark muscular diaphragm behind the cornea that gives the eye its colour. It **controls the size of the pupil**.
- **Pupil** — the opening in the iris. It regulates and controls the amount of light entering the eye: in bright light it becomes small, and in dim light it opens wide.
- **Crystalline (eye) lens** — a convex lens of a transparent, jelly-like material. It provides the **fine adjustment** of focal length needed to focus objects at different distances on the retina.
- **Ciliary muscles** — hold the lens and change its curvature.
- **Retina** — a delicate membrane at the back with an enormous number of **light-sensitive cells**. The lens forms a **real, inverted** image on it. The cells are activated by light and generate electrical signals.
- **Optic nerve** — carries these signals to the **brain**, which interprets them and processes the information so that we perceive objects as they are (upright).

Walk from bright sunlight into a dark cinema hall and you cannot see for a while: the pupil needs some time to open wide and let in more light.

## Power of accommodation

A camera focuses by moving its lens; the eye changes the **shape** of its lens instead.

- When you look at a **distant** object, the ciliary muscles **relax**. The lens becomes **thin**, its focal length **increases**, and the distant object is focused on the retina.
- When you look at a **nearby** object, the ciliary muscles **contract**. The lens becomes **thicker**, its focal length **decreases**, and the near object is focused on the retina.

The ability of the eye lens to adjust its focal length is called **accommodation**. However, the focal length cannot be decreased below a certain minimum.

## Near point and far point

- The **near point** (least distance of distinct vision) is the minimum distance at which objects can be seen most distinctly without strain. For a young adult with normal vision it is about **25 cm**. Hold a book very close to your eyes and the letters blur.
- The **far point** is the farthest point up to which the eye can see objects clearly. For a normal eye it is **infinity**.

So a normal eye can see objects clearly that are anywhere between **25 cm and infinity**.

### Example 1: Book or hills?

A student in a hill station reads a book, then looks up at the distant mountains. Describe what happens to her ciliary muscles and eye lens.

1. Reading (near object): ciliary muscles **contract**, the lens becomes **thicker**, and its focal length **decreases**.
2. Looking at the mountains (distant object): ciliary muscles **relax**, the lens becomes **thinner**, and its focal length **increases**.
3. In both cases a sharp image forms on the retina — this is accommodation.

### Example 2: How much can the eye adjust?

In a simplified model, treat the eye's whole focusing system as one lens 2.0 cm in front of the retina. Find its power when viewing (a) a very distant object, (b) an object at the near point, 25 cm away.

1. (a) Rays from a distant object are parallel, so the image forms at the focus: $f = 2.0$ cm $= 0.020$ m, and $P = \dfrac{1}{0.020} = 50$ D.
2. (b) $u = -25$ cm and $v = +2.0$ cm. Using $\dfrac{1}{f} = \dfrac{1}{v} - \dfrac{1}{u} = \dfrac{1}{2} + \dfrac{1}{25} = \dfrac{25 + 2}{50} = \dfrac{27}{50}\ \text{cm}^{-1}$, so $f = \dfrac{50}{27} \approx 1.85$ cm.
3. $P = \dfrac{1}{0.0185\ \text{m}} \approx 54$ D.
4. So the eye must increase its power by about **4 D** to shift focus from far to near — this is the work of the ciliary muscles.

## Common mistakes

- Thinking the lens does most of the bending. Most refraction happens at the cornea; the lens fine-tunes the focus.
- Reversing accommodation: for **near** objects the muscles **contract** and the lens gets **thicker**.
- Saying the image on the retina is erect. It is real and inverted; the brain interprets it correctly.
- Confusing the iris (the coloured muscle) with the pupil (the opening in it).

## Summary

Light enters the eye through the cornea, where most of the refraction occurs. The iris controls the size of the pupil, which regulates the light entering, and the crystalline lens fine-tunes the focus to form a real, inverted image on the light-sensitive retina; the optic nerve carries signals to the brain. Ciliary muscles change the curvature, and hence the focal length, of the eye lens; this ability is the power of accommodation. A normal eye sees clearly from a near point of about 25 cm to a far point at infinity.`,
    figures: {
      eye: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><circle cx="170" cy="100" r="70" fill="none" stroke="currentColor" stroke-width="2"/><path d="M106,71.6 A35,35 0 0 0 106,128.4" fill="none" stroke="currentColor" stroke-width="1.5"/><ellipse cx="125" cy="100" rx="9" ry="24" fill="none" stroke="currentColor" stroke-width="1.5"/><g stroke="currentColor" stroke-width="3"><line x1="113" y1="68" x2="113" y2="86"/><line x1="113" y1="114" x2="113" y2="132"/></g><g stroke="currentColor" stroke-width="1.5" fill="none"><line x1="238" y1="88" x2="300" y2="82"/><line x1="238" y1="112" x2="300" y2="118"/></g><g stroke="currentColor" fill="none" stroke-width="1" stroke-dasharray="4 2"><line x1="20" y1="88" x2="125" y2="88"/><line x1="125" y1="88" x2="240" y2="100"/><line x1="20" y1="112" x2="125" y2="112"/><line x1="125" y1="112" x2="240" y2="100"/></g><g stroke="currentColor" stroke-width="0.8"><line x1="95" y1="80" x2="70" y2="40"/><line x1="113" y1="70" x2="120" y2="22"/><line x1="128" y1="110" x2="150" y2="180"/><line x1="220" y1="145" x2="250" y2="180"/><line x1="113" y1="100" x2="60" y2="160"/><line x1="125" y1="77" x2="170" y2="22"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="60" y="35">cornea</text><text x="110" y="16">iris</text><text x="175" y="16">ciliary muscle</text><text x="150" y="193">eye lens</text><text x="255" y="193">retina</text><text x="50" y="175">pupil</text><text x="300" y="72">optic nerve</text></g></svg>`,
        alt: "Simplified diagram of the human eye: a round eyeball with the transparent cornea bulging at the front on the left, the iris on either side of the pupil opening, a convex eye lens just behind it held by ciliary muscles, the retina lining the back on the right, and the optic nerve leaving from the back. Two parallel rays from a distant object pass through the lens and meet on the retina.",
      },
    },
    check: [
      {
        question:
          "Where does most of the refraction of light in the eye take place?",
        answer: "At the outer surface of the cornea.",
      },
      {
        question: "What is the function of the iris?",
        answer:
          "It controls the size of the pupil, and so the amount of light entering the eye.",
      },
      {
        question:
          "What happens to the focal length of the eye lens when we look at a nearby object?",
        answer:
          "It decreases: the ciliary muscles contract and the lens becomes thicker.",
      },
      {
        question: "State the near point and far point of a normal eye.",
        answer: "Near point about 25 cm; far point at infinity.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 2,
    title: "Defects of Vision",
    body: String.raw`By the end of this lesson you will be able to explain the causes of myopia, hypermetropia and presbyopia, say which lens corrects each, calculate the power of the correcting lens, and describe cataract.

## When the eye cannot focus

In a healthy eye, the image of any object between 25 cm and infinity forms exactly on the retina. Sometimes the eye gradually loses this ability, and vision becomes blurred. Three common refractive defects can be corrected with spectacle lenses: **myopia**, **hypermetropia** and **presbyopia**.

## Myopia (near-sightedness)

A myopic person can see **nearby** objects clearly but **not distant** ones — the writing on the classroom board or the number on an approaching bus is blurred. The **far point** is nearer than infinity, perhaps only a few metres away.

- **What happens:** the image of a distant object forms **in front of the retina**.
- **Causes:** (i) **excessive curvature** of the eye lens, or (ii) **elongation of the eyeball**.
- **Correction:** a **concave lens** of suitable power. It diverges the incoming rays just enough that they appear to come from the far point, so the eye can focus them on the retina.

![Myopic eye and its correction with a concave lens](figure:myopia)

## Hypermetropia (far-sightedness)

A hypermetropic person can see **distant** objects clearly but **not nearby** ones. The **near point** is **farther than 25 cm**, so they hold a newspaper at arm's length.

- **What happens:** light rays from a near object are focused **behind the retina**.
- **Causes:** (i) the **focal length of the eye lens is too long**, or (ii) the **eyeball has become too small**.
- **Correction:** a **convex lens** of suitable power, which provides the additional focusing power needed to form the image on the retina. It makes an object at 25 cm appear to be at the person's own near point.

## Presbyopia

The power of accommodation usually **decreases with age**. For most people the near point gradually recedes, and they find it hard to see nearby objects comfortably without spectacles. This is **presbyopia**. It arises from the **gradual weakening of the ciliary muscles** and the **diminishing flexibility of the eye lens**. A person may suffer from both myopia and hypermetropia; they need **bifocal lenses**, whose upper part is concave (for distant vision) and lower part convex (for reading). Nowadays refractive defects can also be corrected with contact lenses or through surgery.

## Cataract

Sometimes the crystalline lens of elderly people becomes **milky and cloudy**. This is **cataract**, and it causes partial or complete loss of vision. It is **not** a refractive defect that spectacles can fix; it is treated by **cataract surgery**, in which the clouded lens is removed and usually replaced with an artificial one.

### Example 1: Correcting myopia

A student's far point is 50 cm. What kind of lens does she need to see distant objects clearly, and what is its power?

1. The lens must make parallel rays from a distant object appear to come from her far point, 50 cm in front of the eye.
2. So the image of an object at infinity must be at $v = -50$ cm: that is, the focal length is $f = -50$ cm $= -0.50$ m (a concave lens).
3. $P = \dfrac{1}{f} = \dfrac{1}{-0.50} = -2.0$ D.
4. She needs a **concave lens of power −2.0 D**.

### Example 2: Correcting hypermetropia

A man's near point is 50 cm. Find the power of the lens that lets him read a newspaper held at 25 cm.

1. The lens must form a virtual image, at his near point, of print at 25 cm: $u = -25$ cm, $v = -50$ cm.
2. $\dfrac{1}{f} = \dfrac{1}{v} - \dfrac{1}{u} = -\dfrac{1}{50} + \dfrac{1}{25} = \dfrac{-1 + 2}{50} = \dfrac{1}{50}$, so $f = +50$ cm $= +0.50$ m.
3. $P = \dfrac{1}{0.50} = +2.0$ D — a **convex lens of power +2.0 D**.

## Common mistakes

- Mixing up the names: **myopia** = near-sighted (sees near things), corrected by a **concave** lens; **hypermetropia** = far-sighted, corrected by a **convex** lens.
- Saying that in myopia the image forms behind the retina. It forms **in front**; in hypermetropia it forms **behind**.
- Treating cataract as a defect corrected by spectacles. It needs surgery.
- Forgetting the negative sign for a concave lens's power.

## Summary

In myopia (near-sightedness) distant objects look blurred because the image forms in front of the retina, due to excessive curvature of the lens or an elongated eyeball; it is corrected with a concave lens. In hypermetropia (far-sightedness) the near point moves beyond 25 cm because the image forms behind the retina, due to a lens with too long a focal length or too small an eyeball; a convex lens corrects it. Presbyopia, the weakening of accommodation with age, often needs bifocal lenses. Cataract, the clouding of the eye lens, is treated by surgery.`,
    figures: {
      myopia: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 150"><g stroke="currentColor" fill="none" stroke-width="1.8"><circle cx="90" cy="70" r="45"/><ellipse cx="60" cy="70" rx="5" ry="18"/><circle cx="260" cy="70" r="45"/><ellipse cx="230" cy="70" rx="5" ry="18"/><path d="M184,40 L196,40 Q190,70 196,100 L184,100 Q190,70 184,40 Z"/></g><g stroke="currentColor" fill="none" stroke-width="1"><line x1="5" y1="55" x2="60" y2="55"/><line x1="5" y1="85" x2="60" y2="85"/><line x1="60" y1="55" x2="135" y2="75.45"/><line x1="60" y1="85" x2="135" y2="64.55"/><line x1="150" y1="55" x2="190" y2="55"/><line x1="150" y1="85" x2="190" y2="85"/><line x1="190" y1="55" x2="230" y2="50"/><line x1="190" y1="85" x2="230" y2="90"/><line x1="230" y1="50" x2="305" y2="70"/><line x1="230" y1="90" x2="305" y2="70"/></g><g fill="currentColor"><circle cx="115" cy="70" r="2.5"/><circle cx="305" cy="70" r="2.5"/></g><g fill="currentColor" font-size="10" text-anchor="middle"><text x="90" y="132">(a) image forms in</text><text x="90" y="144">front of the retina</text><text x="250" y="132">(b) concave lens: image</text><text x="250" y="144">now on the retina</text></g></svg>`,
        alt: "Two eyes side by side. (a) A myopic eye: parallel rays from a distant object pass through the eye lens and meet at a point inside the eye, in front of the retina, then spread out again by the time they reach the retina. (b) The same eye with a concave lens in front: the lens spreads the parallel rays slightly apart, and the eye lens now brings them together exactly on the retina.",
      },
    },
    check: [
      {
        question: "Give two causes of myopia.",
        answer:
          "Excessive curvature of the eye lens, and elongation of the eyeball.",
      },
      {
        question: "Which lens corrects hypermetropia, and why?",
        answer:
          "A convex lens; it adds converging power so that the image of a near object forms on the retina instead of behind it.",
      },
      {
        question:
          "A person's far point is 2 m. Find the power of the lens needed.",
        answer:
          "Concave lens with $f = -2$ m, so $P = \\frac{1}{-2} = -0.5$ D.",
      },
      {
        question: "What is presbyopia, and why does it happen?",
        answer:
          "Loss of the ability to see nearby objects with age, because the ciliary muscles weaken and the eye lens becomes less flexible.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 3,
    title: "Prism, Dispersion and the Rainbow",
    body: String.raw`By the end of this lesson you will be able to trace light through a glass prism, define the angle of deviation, explain why white light splits into a spectrum, describe Newton's experiment with two prisms, and explain how a rainbow forms.

## Refraction through a prism

A triangular glass prism has two triangular bases and three rectangular side faces. The angle between the two faces through which light enters and leaves is the **angle of the prism**.

Send a narrow ray of light at one face. It bends **towards the normal** as it enters the glass and **away from the normal** as it leaves through the second face. Unlike in a rectangular slab, the two faces are not parallel, so the emergent ray does **not** come out parallel to the incident ray. It is bent towards the **base** of the prism. The angle between the direction of the incident ray (extended) and the emergent ray is the **angle of deviation**.

## Dispersion of white light

Now let a narrow beam of **white** sunlight fall on the prism, and place a white screen beyond it. A band of colours appears:

**V**iolet, **I**ndigo, **B**lue, **G**reen, **Y**ellow, **O**range, **R**ed — remembered as **VIBGYOR**.

This band of coloured components is the **spectrum**, and the splitting of white light into its component colours is **dispersion**.

![Dispersion of white light by a glass prism](figure:prism)

Why does it happen? Different colours of light bend through **different angles** with respect to the incident ray as they pass through the prism, because glass has a slightly different refractive index for each colour. **Red light bends the least** and **violet the most**. So the colours separate and spread out on the screen.

## Newton's two prisms

Isaac Newton was the first to use a glass prism to obtain the spectrum of sunlight. He tried to split the colours further with a second prism and failed. Then he placed a **second, identical prism in an inverted position** behind the first. All the colours passed through it and emerged as a beam of **white light**. This showed that sunlight is made up of seven colours. Any light that gives a spectrum similar to that of sunlight is often called white light.

## The rainbow

A rainbow is a natural spectrum that appears in the sky after a rain shower. Tiny **water droplets** suspended in the air act like small prisms. Sunlight entering a droplet is:

1. **refracted and dispersed** as it enters,
2. **reflected internally** at the back of the droplet, and
3. **refracted again** as it comes out of the droplet towards the observer.

Because of the dispersion and the internal reflection, the different colours reach the observer's eye from droplets at slightly different angles. A rainbow is always formed in the direction **opposite to the Sun** — you see it only with the Sun **behind** you. On a sunny day you can also see a rainbow in the spray of a waterfall or a garden hose, standing with your back to the Sun.

### Example 1: Which colour bends more?

A ray of red light and a ray of violet light each strike a glass surface at an angle of incidence of 60°. The refractive index of the glass is 1.51 for red and 1.53 for violet. Find the angles of refraction. ($\sin 60^\circ \approx 0.866$)

1. Red: $\sin r = \dfrac{0.866}{1.51} \approx 0.574$, so $r \approx 35.0^\circ$.
2. Violet: $\sin r = \dfrac{0.866}{1.53} \approx 0.566$, so $r \approx 34.5^\circ$.
3. Violet has the smaller angle of refraction, so it is bent more towards the normal. A difference of only about half a degree at one surface is enough, after two surfaces and a short distance, to spread the colours into a visible band.

### Example 2: Where to look for a rainbow

On a monsoon morning, the Sun has just risen in the east and a light shower has ended. In which direction should you look for a rainbow?

1. A rainbow forms in the direction opposite to the Sun.
2. The Sun is in the east, so look towards the **west**.
3. In the evening, with the Sun setting in the west, you would look towards the east. Around noon, when the Sun is high overhead, a rainbow is rarely seen, because it would lie below the horizon.

## Common mistakes

- Thinking the prism "adds" colour to light. The colours are already present in white light; the prism only separates them.
- Saying red bends the most. Violet bends the most, red the least.
- Forgetting internal reflection in the explanation of the rainbow — refraction, dispersion **and** internal reflection are all needed.
- Looking for a rainbow towards the Sun.

## Summary

A glass prism bends light twice, towards its base, and the angle between the incident and emergent rays is the angle of deviation. White light splits into the spectrum VIBGYOR (dispersion) because each colour bends by a different amount: violet bends the most and red the least. Newton showed that a second, inverted prism recombines the colours into white light. A rainbow forms when sunlight is refracted and dispersed, internally reflected and refracted again by raindrops, so it is always seen in the direction opposite to the Sun.`,
    figures: {
      prism: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200"><polygon points="160,30 90,150 230,150" fill="none" stroke="currentColor" stroke-width="2"/><g stroke="currentColor" fill="none"><line x1="20" y1="110" x2="125" y2="90" stroke-width="2.5"/><line x1="125" y1="90" x2="193.25" y2="87" stroke-width="1.2"/><line x1="125" y1="90" x2="200.25" y2="99" stroke-width="1.2"/><line x1="193.25" y1="87" x2="330" y2="118" stroke-width="1.2"/><line x1="197" y1="93" x2="326" y2="146" stroke-width="1.2" stroke-dasharray="4 2"/><line x1="200.25" y1="99" x2="318" y2="172" stroke-width="1.2"/><line x1="125" y1="90" x2="330" y2="51" stroke-dasharray="2 3" stroke-width="0.8"/></g><g fill="currentColor" font-size="12"><text x="335" y="122">R</text><text x="331" y="150">G</text><text x="323" y="178">V</text><text x="22" y="100" font-size="10">white light</text><text x="150" y="140" font-size="10">glass</text><text x="262" y="46" font-size="9">undeviated path</text></g></svg>`,
        alt: "A triangular glass prism with its apex at the top. A ray of white light from the left strikes the left face, spreads slightly inside the glass, and leaves the right face as a fan of colours bent down towards the base: red at the top, bent least, green in the middle, and violet at the bottom, bent most. A dotted line shows the path the light would have taken without the prism.",
      },
    },
    check: [
      {
        question:
          "Which colour of white light is deviated the most by a prism, and which the least?",
        answer: "Violet is deviated the most; red the least.",
      },
      {
        question: "What is dispersion?",
        answer: "The splitting of white light into its component colours.",
      },
      {
        question: "What did Newton show with a second, inverted prism?",
        answer:
          "That the colours recombine into white light, so sunlight is made up of seven colours.",
      },
      {
        question:
          "Name the three processes in a raindrop that produce a rainbow.",
        answer:
          "Refraction with dispersion on entering, internal reflection, and refraction on leaving the droplet.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 4,
    title: "Atmospheric Refraction and Scattering",
    body: String.raw`By the end of this lesson you will be able to explain, using atmospheric refraction, why stars twinkle and why we see the Sun before it actually rises, and, using scattering of light, why the sky is blue and the Sun looks reddish at sunrise and sunset.

## Atmospheric refraction

Watch the air above a burning stove or a hot tar road in May: objects seen through it seem to flicker. The hot air just above the fire is lighter (rarer) than the cooler air above it, and has a slightly lower refractive index. Since the physical conditions of this air keep changing, the apparent position of objects seen through it keeps wavering. This is **atmospheric refraction** on a small scale. The whole atmosphere does the same on a large scale: air higher up is rarer, air near the earth is denser, and its refractive index also changes with temperature.

## Why stars twinkle

Starlight entering the atmosphere passes through layers of gradually increasing refractive index, so it bends continuously **towards the normal**. As a result, a star appears **slightly higher** than its actual position when viewed near the horizon.

![Atmospheric refraction makes a star appear higher](figure:star)

The atmosphere is not steady: its layers keep moving and changing. So the apparent position of the star keeps shifting slightly, and the amount of starlight entering our eyes flickers — the star looks brighter one moment and fainter the next. Stars are so distant that they behave as **point sources**, and this flickering is the **twinkling** of stars.

**Planets do not twinkle.** They are much closer, so each looks like an extended source — a collection of many point sources. The variations from all these points average out to zero, and the planet shines steadily.

## Early sunrise and delayed sunset

Because of atmospheric refraction, the Sun is visible to us about **2 minutes before** it actually crosses the horizon, and about **2 minutes after** it has actually set. When the Sun is just below the horizon, its light is bent around the curve of the atmosphere into our eyes. The time difference between actual sunset and apparent sunset is about 2 minutes. The same effect makes the Sun's disc look slightly flattened at sunrise and sunset.

## Scattering of light and the Tyndall effect

When a beam of sunlight enters a smoke-filled room through a small hole, or streams through the canopy of a dense forest, its path becomes visible. Tiny particles of dust, smoke or water droplets in its way **scatter** the light, sending it in all directions, and some of it reaches our eyes. This is the **Tyndall effect**.

The colour of scattered light depends on the **size** of the scattering particles. Very fine particles scatter mainly **blue** light (shorter wavelengths); larger particles scatter light of longer wavelengths; and if the particles are large enough, all colours are scattered equally and the scattered light looks **white** — this is why clouds are white.

## Why the sky is blue

The molecules of air and other fine particles in the atmosphere are smaller than the wavelength of visible light. They are more effective at scattering light of **shorter wavelengths** at the blue end than light of longer wavelengths at the red end. **Red light has a wavelength about 1.8 times that of blue light.** So when sunlight passes through the atmosphere, the fine particles scatter the blue colour much more strongly, and the scattered blue light enters our eyes from every direction: the sky looks blue. If the earth had no atmosphere, there would be no scattering and the sky would look **dark** — as it does to astronauts flying at very high altitudes.

**Danger signals are red** because red light is scattered the least by fog or smoke, so it can be seen in the same colour from far away.

## The reddish Sun at sunrise and sunset

Near the horizon, sunlight must travel through a **much thicker layer of air** before reaching us. Most of the blue light and shorter wavelengths are scattered away along this long path, and the light that reaches our eyes is mostly of **longer wavelengths** — so the Sun looks **reddish**. At noon, the Sun is overhead, its light travels a shorter distance through the atmosphere, only a little blue is scattered away, and the Sun appears white.

### Example 1: How much longer is the day?

On a certain day, the Sun actually rises at 6:12 a.m. and actually sets at 6:04 p.m. Using the 2-minute effect, find the apparent times and the gain in daylight.

1. Apparent sunrise is about 2 minutes earlier: **6:10 a.m.**
2. Apparent sunset is about 2 minutes later: **6:06 p.m.**
3. Gain in daylight = 2 + 2 = **about 4 minutes** every day.

### Example 2: Sky colour at different heights

A passenger jet cruises at about 10 km, and an astronaut orbits far above the atmosphere. Compare the sky each sees.

1. The sky looks blue because fine air particles scatter blue light towards us.
2. At 10 km there is still air above the plane, but much less of it, so less blue light is scattered: the sky above looks a deeper, darker blue.
3. Far above the atmosphere there is almost no air to scatter light, so the sky looks **dark**, even with the Sun shining.

## Common mistakes

- Saying stars twinkle because they "switch on and off". The flicker comes from the changing refraction in our atmosphere.
- Saying the sky is blue because it reflects the sea. It is blue because air particles scatter blue light most.
- Explaining the red sunset by "the Sun cooling in the evening". It is because light travels a longer path and blue is scattered away.

## Summary

The atmosphere's refractive index changes with height and temperature, so starlight is refracted by varying amounts: stars appear slightly higher and twinkle, while planets, being extended sources, do not; and we see the Sun about 2 minutes before actual sunrise and after actual sunset. Tiny particles scatter light (Tyndall effect); very small molecules in air scatter short wavelengths (blue) much more than long ones (red), so the sky looks blue. At sunrise and sunset, sunlight travels through more air, most blue light is scattered away, and the Sun looks reddish; red is used for danger signals because it is scattered least.`,
    figures: {
      star: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><line x1="10" y1="175" x2="330" y2="175" stroke="currentColor" stroke-width="2"/><g stroke="currentColor" stroke-dasharray="2 4" stroke-width="0.7"><line x1="10" y1="150" x2="330" y2="150"/><line x1="10" y1="125" x2="330" y2="125"/><line x1="10" y1="100" x2="330" y2="100"/></g><path d="M300,60 Q180,100 60,170" fill="none" stroke="currentColor" stroke-width="1.5"/><line x1="60" y1="170" x2="300" y2="30" stroke="currentColor" stroke-dasharray="5 3"/><circle cx="300" cy="60" r="4" fill="currentColor"/><circle cx="300" cy="30" r="4" fill="none" stroke="currentColor"/><g fill="currentColor" font-size="10"><text x="250" y="64">actual</text><text x="240" y="24">apparent</text><text x="40" y="192">observer</text><text x="14" y="96">rarer air</text><text x="14" y="146">denser air</text></g></svg>`,
        alt: "A star's light reaching an observer on the ground through layers of air that become denser towards the ground. The light's path curves, becoming steeper near the ground. A dashed straight line from the observer, continuing the final direction of the light, points to the apparent position of the star, which is higher than its actual position.",
      },
    },
    check: [
      {
        question: "Why do planets not twinkle?",
        answer:
          "They are close and act as extended sources; the variations from their many points average out.",
      },
      {
        question:
          "By about how much is apparent sunrise earlier than actual sunrise?",
        answer: "About 2 minutes.",
      },
      {
        question: "Why are danger signal lights red?",
        answer:
          "Red light is scattered the least by fog or smoke, so it can be seen from far away.",
      },
      {
        question:
          "Why would the sky look dark to an astronaut above the atmosphere?",
        answer:
          "There is almost no air to scatter sunlight, so no scattered light reaches the eye.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 1,
    title: "Current and Potential Difference",
    body: String.raw`By the end of this lesson you will be able to define electric current and potential difference, use $I = Q/t$ and $V = W/Q$ with correct units, read a simple circuit diagram, and connect an ammeter and a voltmeter correctly.

## Electric current

When you switch on a fan, charges start flowing through its wires. A continuous, closed path along which charges flow is an **electric circuit**. If the circuit is broken — the switch is off or a wire snaps — the flow stops.

**Electric current** is the **rate of flow of charge** through a cross-section of a conductor. If a net charge $Q$ flows in time $t$, the current is

$$
I = \frac{Q}{t}
$$

The SI unit of charge is the **coulomb (C)**, and the unit of current is the **ampere (A)**: one ampere is a flow of one coulomb of charge per second, $1\ \text{A} = 1\ \text{C s}^{-1}$. Small currents are measured in milliamperes ($1\ \text{mA} = 10^{-3}$ A) and microamperes ($1\ \mu\text{A} = 10^{-6}$ A).

In metal wires, the charge is carried by **electrons**. Each electron has a charge of $1.6 \times 10^{-19}$ C (negative), so one coulomb is the charge of about $6 \times 10^{18}$ electrons. When electricity was discovered, scientists assumed it was a flow of positive charges, so the **conventional direction of current** is taken as the direction of flow of positive charge — from the **positive** terminal of the cell, through the circuit, to the **negative** terminal. Electrons actually move the other way.

Current is measured with an **ammeter**, which is always connected **in series** in the circuit, so that the whole current passes through it.

## Potential difference

Water flows in a pipe only if there is a difference of pressure between its ends. Similarly, charges flow in a wire only if there is a **difference of electric potential** between its ends. A **cell** or battery creates this difference by chemical action inside it, even when no current is drawn.

The **electric potential difference** between two points is the **work done to move a unit charge** from one point to the other:

$$
V = \frac{W}{Q}
$$

Its SI unit is the **volt (V)**. One volt is the potential difference between two points when **1 joule** of work is done to move **1 coulomb** of charge between them: $1\ \text{V} = 1\ \text{J C}^{-1}$.

Potential difference is measured with a **voltmeter**, which is always connected **in parallel** across the two points.

## Circuit diagrams

Circuits are drawn with standard symbols: a **cell** is a long thin line (positive terminal) beside a short thick line (negative terminal); a battery is two or more cells joined; a **key** (switch) may be open or closed; a **resistor** is a small rectangle or zig-zag; an ammeter and a voltmeter are circles marked A and V; and connecting wires are straight lines.

![A circuit with a cell, key, resistor, ammeter and voltmeter](figure:circuit)

### Example 1: Charge and electrons

A current of 0.5 A flows through the filament of a bulb for 10 minutes. Find the charge that flows, and the number of electrons this represents.

1. $t = 10 \times 60 = 600$ s.
2. $Q = I \times t = 0.5\ \text{A} \times 600\ \text{s} = 300$ C.
3. Number of electrons $= \dfrac{Q}{e} = \dfrac{300}{1.6 \times 10^{-19}} = 1.875 \times 10^{21}$.

### Example 2: Work done by a battery

How much work is done in moving a charge of 5 C across two points having a potential difference of 12 V? If this takes 2 s, what current flows?

1. From $V = \dfrac{W}{Q}$, $W = V \times Q = 12\ \text{V} \times 5\ \text{C} = 60$ J.
2. Current $I = \dfrac{Q}{t} = \dfrac{5\ \text{C}}{2\ \text{s}} = 2.5$ A.

## Common mistakes

- Connecting a voltmeter in series or an ammeter in parallel. Ammeter: series. Voltmeter: parallel.
- Forgetting to convert minutes to seconds in $Q = It$.
- Thinking conventional current is the direction electrons move. It is opposite to the electron flow.
- Saying a cell "stores current". A cell maintains a potential difference; current flows only when the circuit is closed.

## Summary

Electric current is the rate of flow of charge, $I = Q/t$, measured in amperes ($1\ \text{A} = 1\ \text{C/s}$). In metal wires electrons carry the charge, each with $1.6 \times 10^{-19}$ C, but conventional current is taken in the opposite direction, from + to −. The potential difference between two points is the work done per unit charge to move charge between them, $V = W/Q$, measured in volts ($1\ \text{V} = 1\ \text{J/C}$). A cell maintains the potential difference by chemical action. An ammeter is connected in series and a voltmeter in parallel.`,
    figures: {
      circuit: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 215"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="40" y1="40" x2="165" y2="40"/><line x1="175" y1="40" x2="300" y2="40"/><line x1="300" y1="40" x2="300" y2="92"/><line x1="300" y1="108" x2="300" y2="160"/><line x1="300" y1="160" x2="200" y2="160"/><line x1="140" y1="160" x2="40" y2="160"/><line x1="40" y1="160" x2="40" y2="112"/><line x1="40" y1="88" x2="40" y2="40"/><rect x="140" y="152" width="60" height="16"/><circle cx="40" cy="100" r="12"/><circle cx="300" cy="100" r="8"/><line x1="120" y1="160" x2="120" y2="192"/><line x1="120" y1="192" x2="158" y2="192"/><line x1="182" y1="192" x2="220" y2="192"/><line x1="220" y1="192" x2="220" y2="160"/><circle cx="170" cy="192" r="12"/></g><line x1="165" y1="26" x2="165" y2="54" stroke="currentColor" stroke-width="1.5"/><line x1="175" y1="33" x2="175" y2="47" stroke="currentColor" stroke-width="4"/><g fill="currentColor"><circle cx="300" cy="100" r="2"/><circle cx="120" cy="160" r="2.5"/><circle cx="220" cy="160" r="2.5"/><polygon points="95,40 105,35 105,45"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="160" y="20">+</text><text x="181" y="20">−</text><text x="40" y="104">A</text><text x="170" y="196">V</text><text x="318" y="104">K</text><text x="170" y="146">R</text><text x="100" y="32">I</text></g></svg>`,
        alt: "Circuit diagram: a cell at the top, with its longer positive plate on the left, connected in a loop with an ammeter A on the left side, a resistor R at the bottom and a key K on the right side. A voltmeter V is connected across the two ends of the resistor, in parallel with it. An arrow on the top wire near the positive terminal shows conventional current leaving the positive terminal.",
      },
    },
    check: [
      {
        question:
          "A charge of 90 C flows through a wire in 1.5 minutes. Find the current.",
        answer: "$I = \\frac{Q}{t} = \\frac{90}{90\\ \\text{s}} = 1$ A.",
      },
      {
        question: "Define one volt.",
        answer:
          "The potential difference between two points when 1 joule of work is done to move 1 coulomb of charge between them.",
      },
      {
        question: "How is a voltmeter connected in a circuit?",
        answer:
          "In parallel across the two points between which the potential difference is to be measured.",
      },
      {
        question:
          "How much work is done in moving 2 C of charge across a potential difference of 6 V?",
        answer: "$W = VQ = 6 \\times 2 = 12$ J.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 2,
    title: "Ohm's Law and Resistance",
    body: String.raw`By the end of this lesson you will be able to state Ohm's law, use $V = IR$, interpret a V–I graph, explain what the resistance of a wire depends on, and use $R = \rho l / A$ to compare materials.

## Ohm's law

Connect a nichrome wire to a battery through an ammeter, with a voltmeter across the wire. Use one cell, then two, then three, four, and note the current each time. You will find that doubling the potential difference doubles the current, tripling it triples the current, and so on.

In 1827 the German physicist Georg Simon Ohm stated this relationship. **Ohm's law**: the potential difference $V$ across the ends of a metallic wire is **directly proportional** to the current $I$ through it, **provided its temperature remains the same**:

$$
V \propto I \qquad \Rightarrow \qquad V = IR
$$

The constant $R$ is the **resistance** of the wire. It is the property of a conductor to **resist the flow of charges** through it. Its SI unit is the **ohm (Ω)**: a wire has a resistance of 1 Ω if a current of 1 A flows through it when the potential difference across it is 1 V.

$$
1\ \Omega = \frac{1\ \text{V}}{1\ \text{A}}
$$

For a given potential difference, $I = V/R$: the larger the resistance, the smaller the current. A **rheostat** is a device used to change the resistance in a circuit and so regulate the current — like the speed regulator of a ceiling fan.

## The V–I graph

If we plot $V$ against $I$ for a metallic wire at constant temperature, the graph is a **straight line passing through the origin**. Its slope, $V/I$, is the resistance. A steeper line means a larger resistance.

![V–I graph for a 5 Ω resistor](figure:vigraph)

## What does resistance depend on?

Experiments with different wires show that the resistance of a conductor depends on:

1. its **length** — doubling the length doubles the resistance: $R \propto l$;
2. its **area of cross-section** — a thicker wire has less resistance: $R \propto \dfrac{1}{A}$;
3. the **nature of its material**;
4. its **temperature**.

Combining the first two:

$$
R = \rho \, \frac{l}{A}
$$

The constant of proportionality $\rho$ (rho) is the **electrical resistivity** of the material. Its SI unit is the ohm metre (Ω m). Resistivity is a property of the material, not of the particular wire's shape; it does change with temperature.

- **Metals and alloys** have very low resistivity, in the range $10^{-8}$ to $10^{-6}$ Ω m. Copper (about $1.62 \times 10^{-8}$ Ω m) and aluminium are used for transmission lines and household wiring.
- **Alloys** such as nichrome have a much higher resistivity than their constituent metals, and they do not oxidise (burn) readily at high temperatures. So they are used in heating devices like electric irons, toasters and room heaters.
- **Insulators** like rubber and glass have very high resistivities, of the order of $10^{12}$ to $10^{17}$ Ω m.

### Example 1: Resistance of a heater

An electric heater draws a current of 5 A from the 220 V mains. Find its resistance. What current would it draw on a 110 V supply (assuming the same resistance)?

1. $R = \dfrac{V}{I} = \dfrac{220\ \text{V}}{5\ \text{A}} = 44\ \Omega$.
2. On 110 V: $I = \dfrac{V}{R} = \dfrac{110}{44} = 2.5$ A — half the current, as Ohm's law predicts.

### Example 2: Resistance of a copper wire

Find the resistance of a copper wire 10 m long and 0.50 mm in diameter. ($\rho = 1.62 \times 10^{-8}$ Ω m)

1. Radius $r = 0.25\ \text{mm} = 0.25 \times 10^{-3}$ m.
2. $A = \pi r^2 = 3.14 \times (0.25 \times 10^{-3})^2 = 3.14 \times 6.25 \times 10^{-8} \approx 1.96 \times 10^{-7}\ \text{m}^2$.
3. $R = \rho \dfrac{l}{A} = \dfrac{1.62 \times 10^{-8} \times 10}{1.96 \times 10^{-7}} \approx 0.83\ \Omega$.
4. This small value is why copper is good for connecting wires: very little energy is wasted in them.

## Common mistakes

- Forgetting the condition "temperature remains constant" in Ohm's law.
- Using the diameter instead of the radius in $A = \pi r^2$, or leaving millimetres unconverted.
- Thinking resistivity changes when a wire is cut or stretched. Resistance changes; resistivity (a property of the material) does not.
- Reading a steeper V–I line as a smaller resistance. On a V (vertical) against I (horizontal) graph, steeper means larger $R$.

## Summary

Ohm's law states that, at constant temperature, the current through a metallic conductor is proportional to the potential difference across it, so $V = IR$, where $R$ is the resistance in ohms (Ω); the V–I graph is a straight line through the origin. The resistance of a conductor depends on its length, its area of cross-section, its material and its temperature: $R = \rho l / A$, so a longer or thinner wire has more resistance. The resistivity $\rho$ depends on the material: metals like copper and aluminium have low resistivity, while alloys like nichrome have high resistivity and are used in heaters.`,
    figures: {
      vigraph: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><g stroke="currentColor" stroke-width="1.5"><line x1="50" y1="170" x2="300" y2="170"/><line x1="50" y1="170" x2="50" y2="12"/><line x1="50" y1="170" x2="270" y2="16" stroke-width="2"/></g><g stroke="currentColor" stroke-width="1"><line x1="100" y1="170" x2="100" y2="175"/><line x1="150" y1="170" x2="150" y2="175"/><line x1="200" y1="170" x2="200" y2="175"/><line x1="250" y1="170" x2="250" y2="175"/><line x1="45" y1="135" x2="50" y2="135"/><line x1="45" y1="100" x2="50" y2="100"/><line x1="45" y1="65" x2="50" y2="65"/><line x1="45" y1="30" x2="50" y2="30"/></g><g fill="currentColor"><circle cx="100" cy="135" r="3"/><circle cx="150" cy="100" r="3"/><circle cx="200" cy="65" r="3"/><circle cx="250" cy="30" r="3"/></g><g fill="currentColor" font-size="10" text-anchor="middle"><text x="100" y="186">0.1</text><text x="150" y="186">0.2</text><text x="200" y="186">0.3</text><text x="250" y="186">0.4</text><text x="290" y="186">I (A)</text><text x="34" y="139">0.5</text><text x="34" y="104">1.0</text><text x="34" y="69">1.5</text><text x="34" y="34">2.0</text><text x="30" y="14">V (V)</text><text x="44" y="184">0</text></g></svg>`,
        alt: "Graph of potential difference V in volts on the vertical axis against current I in amperes on the horizontal axis. Four points, at 0.1 A and 0.5 V, 0.2 A and 1.0 V, 0.3 A and 1.5 V, and 0.4 A and 2.0 V, lie on a straight line through the origin; its slope is 5 ohms.",
      },
    },
    check: [
      {
        question: "State Ohm's law.",
        answer:
          "The potential difference across a metallic conductor is directly proportional to the current through it, provided its temperature remains the same.",
      },
      {
        question:
          "A bulb has a resistance of 1100 Ω. What current does it draw from a 220 V supply?",
        answer: "$I = \\frac{V}{R} = \\frac{220}{1100} = 0.2$ A.",
      },
      {
        question:
          "A wire is stretched to twice its length (its volume stays the same). How does its resistance change?",
        answer:
          "Length doubles and area halves, so $R = \\rho l/A$ becomes $2 \\times 2 = 4$ times as large.",
      },
      {
        question:
          "Why are heating elements made of alloys like nichrome rather than copper?",
        answer:
          "Alloys have much higher resistivity and do not oxidise (burn) readily at high temperatures.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 3,
    title: "Resistors in Series and Parallel",
    body: String.raw`By the end of this lesson you will be able to find the equivalent resistance of resistors joined in series and in parallel, work out the current and potential difference for each resistor, and explain why houses are wired in parallel.

## Two ways to connect

When several resistors are used in a circuit, they can be joined **end to end** (in series) or **side by side** between the same two points (in parallel).

![Three resistors in series (top) and in parallel (bottom)](figure:combos)

## Resistors in series

In series, there is only **one path** for the charge, so:

- the **same current** $I$ flows through every resistor;
- the total potential difference $V$ is **shared**: $V = V_1 + V_2 + V_3$.

Using Ohm's law for each resistor, $V_1 = IR_1$, $V_2 = IR_2$, $V_3 = IR_3$. If $R_s$ is the single resistance that would draw the same current from the same $V$, then $V = IR_s$. So

$$
IR_s = IR_1 + IR_2 + IR_3 \quad\Rightarrow\quad R_s = R_1 + R_2 + R_3
$$

The equivalent resistance in series is the **sum** of the individual resistances, so it is **larger** than any one of them.

## Resistors in parallel

In parallel, each resistor is connected directly between the same two points, so:

- each resistor has the **same potential difference** $V$ across it;
- the total current **divides**: $I = I_1 + I_2 + I_3$.

Since $I_1 = V/R_1$ and so on, and $I = V/R_p$ for the equivalent resistance $R_p$:

$$
\frac{V}{R_p} = \frac{V}{R_1} + \frac{V}{R_2} + \frac{V}{R_3} \quad\Rightarrow\quad \frac{1}{R_p} = \frac{1}{R_1} + \frac{1}{R_2} + \frac{1}{R_3}
$$

The reciprocal of the equivalent resistance is the sum of the reciprocals. The equivalent resistance in parallel is **less than the smallest** individual resistance — adding more paths makes it easier for charge to flow.

## Why houses are wired in parallel

In a series circuit, the current is the same everywhere, so appliances with very different needs — a 1 kW geyser and a 10 W LED bulb — cannot each get the current they need. Worse, if one appliance fails, the circuit breaks and **everything stops**. The total resistance in series is also large, so the current is small.

In a **parallel** circuit:

- each appliance gets the **full supply voltage** (220 V in India);
- each draws the current it needs, since the current divides;
- each can be **switched on or off independently**, and if one fails, the rest keep working.

This is why the lights, fans, TV and fridge in your home are all connected in parallel. The old strings of tiny bulbs used for Diwali decoration were joined in series — which is why one fused bulb made the whole string go dark.

### Example 1: Resistors in series

Resistors of 5 Ω, 10 Ω and 15 Ω are connected in series to a 12 V battery. Find the current and the potential difference across each resistor.

1. $R_s = 5 + 10 + 15 = 30\ \Omega$.
2. $I = \dfrac{V}{R_s} = \dfrac{12}{30} = 0.4$ A, the same through each resistor.
3. $V_1 = 0.4 \times 5 = 2$ V; $V_2 = 0.4 \times 10 = 4$ V; $V_3 = 0.4 \times 15 = 6$ V.
4. Check: $2 + 4 + 6 = 12$ V. ✓

### Example 2: Resistors in parallel

Resistors of 5 Ω, 10 Ω and 30 Ω are connected in parallel to a 12 V battery. Find the equivalent resistance, the current in each resistor and the total current.

1. $\dfrac{1}{R_p} = \dfrac{1}{5} + \dfrac{1}{10} + \dfrac{1}{30} = \dfrac{6 + 3 + 1}{30} = \dfrac{10}{30}$, so $R_p = 3\ \Omega$ — less than the smallest, 5 Ω.
2. Each has 12 V across it: $I_1 = \dfrac{12}{5} = 2.4$ A, $I_2 = \dfrac{12}{10} = 1.2$ A, $I_3 = \dfrac{12}{30} = 0.4$ A.
3. Total $I = 2.4 + 1.2 + 0.4 = 4.0$ A.
4. Check: $I = \dfrac{V}{R_p} = \dfrac{12}{3} = 4.0$ A. ✓

## Common mistakes

- Forgetting to take the reciprocal at the end: $\frac{1}{R_p} = \frac{1}{3}$ means $R_p = 3$ Ω, not $\frac{1}{3}$ Ω.
- Saying the current is the same in parallel resistors. The **voltage** is the same; currents differ.
- Getting a parallel equivalent larger than the smallest resistor — a sure sign of an error.

## Summary

In series, the same current flows through each resistor, the potential differences add up, and the equivalent resistance is $R_s = R_1 + R_2 + R_3$. In parallel, each resistor has the same potential difference, the currents add up, and $\frac{1}{R_p} = \frac{1}{R_1} + \frac{1}{R_2} + \frac{1}{R_3}$, so the equivalent resistance is less than the smallest one. Household appliances are connected in parallel so that each gets the full voltage, draws the current it needs, and can be switched on or off independently.`,
    figures: {
      combos: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="20" y1="40" x2="40" y2="40"/><rect x="40" y="32" width="40" height="16"/><line x1="80" y1="40" x2="100" y2="40"/><rect x="100" y="32" width="40" height="16"/><line x1="140" y1="40" x2="160" y2="40"/><rect x="160" y="32" width="40" height="16"/><line x1="200" y1="40" x2="220" y2="40"/><line x1="30" y1="130" x2="60" y2="130"/><line x1="60" y1="90" x2="60" y2="170"/><line x1="180" y1="90" x2="180" y2="170"/><line x1="180" y1="130" x2="210" y2="130"/><line x1="60" y1="90" x2="100" y2="90"/><rect x="100" y="82" width="40" height="16"/><line x1="140" y1="90" x2="180" y2="90"/><line x1="60" y1="130" x2="100" y2="130"/><rect x="100" y="122" width="40" height="16"/><line x1="140" y1="130" x2="180" y2="130"/><line x1="60" y1="170" x2="100" y2="170"/><rect x="100" y="162" width="40" height="16"/><line x1="140" y1="170" x2="180" y2="170"/></g><g fill="currentColor"><circle cx="20" cy="40" r="3"/><circle cx="220" cy="40" r="3"/><circle cx="30" cy="130" r="3"/><circle cx="210" cy="130" r="3"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="60" y="25">R₁</text><text x="120" y="25">R₂</text><text x="180" y="25">R₃</text><text x="120" y="77">R₁</text><text x="120" y="117">R₂</text><text x="120" y="157">R₃</text><text x="20" y="60">A</text><text x="220" y="60">B</text><text x="30" y="150">A</text><text x="210" y="150">B</text><text x="262" y="44">series</text><text x="258" y="134">parallel</text></g></svg>`,
        alt: "Top: three resistors R1, R2 and R3 joined end to end in a single line between terminals A and B — a series combination. Bottom: three resistors R1, R2 and R3 placed one above another, each connected between the same two vertical wires, which lead to terminals A and B — a parallel combination.",
      },
    },
    check: [
      {
        question: "Find the equivalent resistance of 4 Ω and 12 Ω in parallel.",
        answer:
          "$\\frac{1}{R_p} = \\frac{1}{4} + \\frac{1}{12} = \\frac{4}{12}$, so $R_p = 3\\ \\Omega$.",
      },
      {
        question:
          "In a series circuit, which quantity is the same for every resistor?",
        answer: "The current.",
      },
      {
        question:
          "Three 6 Ω resistors are joined in series. What is the equivalent resistance? And in parallel?",
        answer:
          "Series: $6 + 6 + 6 = 18\\ \\Omega$. Parallel: $\\frac{1}{R_p} = \\frac{3}{6}$, so $R_p = 2\\ \\Omega$.",
      },
      {
        question:
          "Give two reasons why household appliances are connected in parallel.",
        answer:
          "Each gets the full 220 V and draws the current it needs; each can be switched on or off independently, and one failing does not stop the others.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 4,
    title: "Heating Effect and Electric Power",
    body: String.raw`By the end of this lesson you will be able to derive and use Joule's law of heating, explain how heaters, bulbs and fuses use the heating effect, calculate electric power with $P = VI = I^2R = V^2/R$, and work out an electricity bill in kilowatt-hours.

## The heating effect of current

A battery does work to drive current through a resistor. Where does that energy go? In a purely resistive circuit — an electric iron, a heater — it is all **dissipated as heat**. This is the **heating effect of electric current**.

Let a current $I$ flow through a resistor $R$ for time $t$, with a potential difference $V$ across it. The charge moved is $Q = It$, and the work done is $W = VQ = VIt$. This energy appears as heat $H$:

$$
H = VIt
$$

Using Ohm's law, $V = IR$:

$$
H = I^2 R t
$$

This is **Joule's law of heating**: the heat produced in a resistor is (i) directly proportional to the **square of the current**, (ii) directly proportional to the **resistance**, and (iii) directly proportional to the **time** for which the current flows. Doubling the current produces **four times** the heat.

## Uses of the heating effect

- **Heating appliances.** Electric irons, toasters, ovens, kettles and room heaters use coils of high-resistivity alloys such as nichrome.
- **Electric bulbs.** The filament must retain as much heat as possible so that it gets very hot and glows. It is made of **tungsten**, which has a very high melting point (**3380 °C**). The bulb is filled with chemically inactive **nitrogen and argon** gases to prolong the life of the filament. Most of the power is given out as heat, only a small part as light.
- **Electric fuse.** A fuse is a wire of a metal or alloy of suitable melting point (for example aluminium, copper, iron or lead), connected **in series** with the device. If a current larger than the rated value flows, the fuse wire heats up, **melts and breaks the circuit**, protecting the circuit and the appliance. Domestic fuses are rated 1 A, 2 A, 3 A, 5 A, 10 A and so on.

The heating effect is also unwanted in many places: it wastes energy in wires, transformers and computers.

## Electric power

**Power** is the rate of doing work or consuming energy. The rate at which electrical energy is dissipated or consumed in a circuit is the **electric power**:

$$
P = VI = I^2 R = \frac{V^2}{R}
$$

The SI unit is the **watt (W)**: 1 W is the power consumed by a device that carries 1 A when operated at a potential difference of 1 V. A larger unit is the kilowatt: 1 kW = 1000 W.

## The kilowatt-hour

Electricity boards charge for **energy**, not power. Energy = power × time, and the commercial unit is the **kilowatt-hour (kWh)**, commonly called **one unit**:

$$
1\ \text{kWh} = 1000\ \text{W} \times 3600\ \text{s} = 3.6 \times 10^6\ \text{J}
$$

### Example 1: Heat from a resistor

A current of 2 A flows through a 50 Ω resistor for 5 minutes. How much heat is produced?

1. $t = 5 \times 60 = 300$ s.
2. $H = I^2 R t = 2^2 \times 50 \times 300 = 4 \times 50 \times 300 = 60\,000$ J.
3. $H = 60$ kJ.

### Example 2: The monthly electricity bill

A family uses a 2 kW geyser for 1 hour a day and four 10 W LED bulbs for 6 hours a day. Find the energy used in 30 days and the cost at ₹7 per unit.

1. Geyser: $2\ \text{kW} \times 1\ \text{h} = 2$ kWh per day; in 30 days, $2 \times 30 = 60$ kWh.
2. Bulbs: $4 \times 10 = 40$ W $= 0.04$ kW; $0.04 \times 6 = 0.24$ kWh per day; in 30 days, $0.24 \times 30 = 7.2$ kWh.
3. Total $= 60 + 7.2 = 67.2$ kWh, that is, 67.2 units.
4. Cost = 67.2 × ₹7 = **₹470.40**. The geyser alone costs ₹420 — heating appliances use the most energy.

### Example 3: Resistance and current of a bulb

An old filament bulb is rated 100 W, 220 V. Find its resistance and the current it draws.

1. $R = \dfrac{V^2}{P} = \dfrac{220^2}{100} = \dfrac{48\,400}{100} = 484\ \Omega$.
2. $I = \dfrac{P}{V} = \dfrac{100}{220} \approx 0.45$ A.

## Common mistakes

- Using $H = IRt$ instead of $H = I^2Rt$ — the current is squared.
- Confusing power (W, kW) with energy (J, kWh). The bill counts kWh.
- Forgetting to convert watts to kilowatts before multiplying by hours.
- Connecting a fuse in parallel. It must be in series, so that the whole current passes through it.

## Summary

A current through a resistor produces heat $H = I^2Rt$ (Joule's law of heating), proportional to the square of the current, the resistance and the time. This is used in heaters, irons and toasters, in bulb filaments made of tungsten (which melts at 3380 °C), and in fuses, which melt and break the circuit when too much current flows. Electric power is the rate of using electrical energy: $P = VI = I^2R = V^2/R$, measured in watts. Electricity bills use the kilowatt-hour: $1\ \text{kWh} = 1000\ \text{W} \times 3600\ \text{s} = 3.6 \times 10^6$ J, called one unit.`,
    check: [
      {
        question:
          "An electric iron of 1 kW runs on 220 V. What current does it draw, and which fuse (5 A or 10 A) is suitable?",
        answer:
          "$I = \\frac{P}{V} = \\frac{1000}{220} \\approx 4.5$ A, so a 5 A fuse is suitable.",
      },
      {
        question: "How many joules are there in one kilowatt-hour?",
        answer: "$1000 \\times 3600 = 3.6 \\times 10^6$ J.",
      },
      {
        question:
          "If the current through a heater is doubled, how does the heat produced in the same time change?",
        answer: "It becomes four times, since $H \\propto I^2$.",
      },
      {
        question: "Why is tungsten used for bulb filaments?",
        answer:
          "It has a very high melting point (3380 °C), so it can glow white-hot without melting.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 1,
    title: "Magnetic Field and Field Lines",
    body: String.raw`By the end of this lesson you will be able to describe Oersted's discovery that a current produces a magnetic field, explain what a magnetic field is, draw the field lines of a bar magnet, and state the properties of field lines.

## Current and the compass

Place a compass needle near a copper wire connected to a battery and a switch. Close the switch: the needle **deflects**. Open it and the needle returns to its original position. Reverse the battery connections and close the switch again: the needle deflects the **other way**.

This was first noticed by the Danish physicist **Hans Christian Oersted** in 1820. It showed that **electricity and magnetism are linked**: an electric current produces a magnetic effect around it. The unit of magnetic field strength, the oersted, is named after him. Technologies from electric bells to MRI machines and the motors in your mixer-grinder grow from this discovery.

## The magnetic field

A compass needle is itself a small bar magnet. Its north-seeking end points north because the earth behaves like a huge magnet. Near a bar magnet, however, the needle turns to align with the magnet's influence. The region around a magnet in which its force can be detected is called the **magnetic field**. A magnetic field has both **magnitude** (strength) and **direction**.

The **direction** of the magnetic field at a point is taken as the direction in which the **north pole of a compass needle** moves (points) when placed there.

## Field lines

Sprinkle iron filings on a sheet of paper placed over a bar magnet and tap the sheet gently. The filings arrange themselves in a pattern of curves from one end of the magnet to the other: each filing acts like a tiny magnet and lines up with the field. You can also trace the pattern by moving a small compass step by step from the north pole to the south pole, marking the position of its north end each time, and joining the dots.

These curves are **magnetic field lines**, a way of picturing the field.

![Magnetic field lines of a bar magnet](figure:barmagnet)

## Properties of field lines

1. **Outside** the magnet, field lines **emerge from the north pole** and **merge into the south pole**.
2. **Inside** the magnet, they run from the **south pole to the north pole**. So field lines are **closed curves**.
3. The **relative strength** of the field is shown by how **close** the lines are: where lines are crowded together, the field is stronger. The field is strongest near the poles.
4. **No two field lines ever intersect.** If they did, a compass needle placed at the crossing point would have to point in two directions at once, which is impossible.
5. The direction of the field at any point is along the **tangent** to the field line there, shown by an arrow.

### Example 1: Reading Oersted's experiment

A wire is stretched north–south just above a compass needle. When the current flows from south to north, the north end of the needle deflects towards the west. What happens when (a) the switch is opened, (b) the current is reversed, (c) the current is increased?

1. (a) No current means no magnetic field from the wire; the needle returns to point north.
2. (b) Reversing the current reverses the direction of its magnetic field, so the needle deflects towards the **east**.
3. (c) A larger current produces a stronger magnetic field, so the needle deflects **more**.

### Example 2: Reading a field-line diagram

In the diagram of the bar magnet, point P is just next to the north pole and point Q is far above the middle of the magnet. Where is the field stronger, and which way would a compass at Q point?

1. Near the poles, the lines are crowded together; far above the middle, they are widely spaced.
2. So the field is **stronger at P** than at Q.
3. At Q the field line runs parallel to the magnet, from the N side to the S side (outside the magnet, lines go from N to S).
4. So the north end of the compass at Q points **towards the S end** of the magnet, along the tangent to the field line.

## Common mistakes

- Thinking field lines start at N and stop at S. They continue inside the magnet from S to N, forming closed loops.
- Drawing field lines that cross each other.
- Confusing the direction of the field with the direction the compass's *south* end points. Use the north pole of the needle.
- Thinking field lines are real threads. They are a picture of the field, though the filings make the pattern visible.

## Summary

A compass needle placed near a current-carrying wire is deflected, as Oersted found in 1820, showing that an electric current produces a magnetic field. The direction of a magnetic field at a point is the direction in which a compass's north pole points. Magnetic field lines outside a magnet emerge from the north pole and enter the south pole, and inside the magnet they run from south to north, forming closed curves. Where field lines are closer the field is stronger, and two field lines never intersect, because the field at a point can have only one direction.`,
    figures: {
      barmagnet: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><rect x="130" y="90" width="80" height="20" fill="none" stroke="currentColor" stroke-width="2"/><line x1="170" y1="90" x2="170" y2="110" stroke="currentColor"/><g stroke="currentColor" fill="none" stroke-width="1.2"><path d="M140,90 C100,55 240,55 200,90"/><path d="M132,90 C80,30 260,30 208,90"/><path d="M130,94 C60,-5 280,-5 210,94"/><path d="M140,110 C100,145 240,145 200,110"/><path d="M132,110 C80,170 260,170 208,110"/><path d="M130,106 C60,205 280,205 210,106"/><line x1="130" y1="100" x2="25" y2="100"/><line x1="315" y1="100" x2="210" y2="100"/></g><g fill="currentColor"><polygon points="176,63.75 168,59.75 168,67.75"/><polygon points="176,45 168,41 168,49"/><polygon points="176,19.75 168,15.75 168,23.75"/><polygon points="176,136.25 168,132.25 168,140.25"/><polygon points="176,155 168,151 168,159"/><polygon points="176,180.25 168,176.25 168,184.25"/><polygon points="64,100 72,96 72,104"/><polygon points="254,100 262,96 262,104"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="150" y="104">N</text><text x="190" y="104">S</text><text x="110" y="116" font-size="10">P</text><text x="170" y="12" font-size="10">Q</text></g></svg>`,
        alt: "A bar magnet with its north pole N on the left and south pole S on the right. Curved field lines leave the north end, loop above and below the magnet, and enter the south end, with arrows pointing from N towards S. The lines are crowded near the poles and spread out far from the magnet. Straight lines leave the N end to the left and come into the S end from the right. Point P is marked just beside the north pole and point Q far above the middle of the magnet.",
      },
    },
    check: [
      {
        question:
          "Who discovered that an electric current deflects a compass needle, and when?",
        answer: "Hans Christian Oersted, in 1820.",
      },
      {
        question: "Why do two magnetic field lines never intersect?",
        answer:
          "At the crossing point a compass would have to point in two directions at once, which is impossible.",
      },
      {
        question:
          "How does a field-line diagram show where the field is stronger?",
        answer: "The field is stronger where the lines are closer together.",
      },
      {
        question: "What is the direction of field lines inside a bar magnet?",
        answer: "From the south pole to the north pole.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 2,
    title: "Fields of Current-Carrying Conductors",
    body: String.raw`By the end of this lesson you will be able to describe the magnetic field around a straight wire, a circular loop and a solenoid, find the direction of the field with the right-hand thumb rule, and explain how an electromagnet is made.

## A straight wire

Pass a thick copper wire vertically through a horizontal sheet of cardboard, sprinkle iron filings on the sheet, switch on a strong current and tap the cardboard. The filings arrange themselves in **concentric circles** centred on the wire. So the magnetic field lines around a **straight current-carrying conductor** are **concentric circles** in planes perpendicular to the wire.

![Field lines around a straight wire carrying current out of the page](figure:wire)

How strong is the field?

- It **increases** when the **current increases**.
- It **decreases** as the **distance from the wire increases** — the circles get farther apart as you move out.

## The right-hand thumb rule

Imagine that you are holding the current-carrying wire in your **right hand** so that your **thumb points in the direction of the current**. Then your **fingers wrap around** the wire in the **direction of the field lines**. This is the **right-hand thumb rule** (also called Maxwell's corkscrew rule).

So, for a current coming **out of the page** towards you, the field lines go **anticlockwise**; for a current going into the page, they go clockwise.

## A circular loop

Bend the wire into a circular loop. Every small part of the loop produces its own concentric circles of field lines. Near the wire these circles are small; as we move towards the **centre** of the loop, the circles become larger and larger, and at the centre the arcs look like **straight lines**. The field lines from every part of the loop point in the **same direction** inside the loop, so they add up.

If the coil has $n$ turns, the field at the centre is **$n$ times** as large as that of a single turn, because the current in every turn flows in the same direction and their fields add.

## The solenoid

A coil of many circular turns of insulated copper wire wrapped closely in the shape of a cylinder is called a **solenoid**. The pattern of its field lines is very similar to that of a **bar magnet**:

- one end of the solenoid behaves as a **north pole** and the other as a **south pole**;
- the field lines **inside** the solenoid are **parallel straight lines**, which means the field is the **same at all points inside** — it is **uniform**.

A strong magnetic field inside a solenoid can magnetise a piece of magnetic material, such as **soft iron**, placed inside the coil. A magnet made in this way is an **electromagnet**. It is a magnet only while the current flows, and its strength can be increased by increasing the current or the number of turns. Electromagnets are used in electric bells, in cranes that lift scrap iron in junkyards, and in many switches.

### Example 1: Direction around a vertical wire

A vertical wire passes through a horizontal table top, and the current flows **upwards**. A small compass is placed on the table **to the east** of the wire. Which way does its north pole point (ignoring the earth's field)?

1. Right-hand thumb rule: thumb **up** (direction of current).
2. Seen from above, your fingers curl **anticlockwise** around the wire.
3. Going anticlockwise as seen from above, a point due east of the wire is moving towards the **north**.
4. So the compass's north pole points **north**. (At a point north of the wire, it would point west.)

### Example 2: Comparing field strengths

The field at the centre of a single circular loop carrying 2 A is taken as one unit. What is the field at the centre of (a) the same loop with 4 A, (b) a coil of the same size with 50 turns carrying 2 A, (c) a coil with 50 turns carrying 4 A?

1. The field at the centre is proportional to the current and to the number of turns.
2. (a) Current doubled: field = $1 \times 2 = 2$ units.
3. (b) 50 turns at the same current: field = $1 \times 50 = 50$ units.
4. (c) Both: field = $1 \times 50 \times 2 = 100$ units.

## Common mistakes

- Using the left hand for the thumb rule. The field around a current is found with the **right** hand.
- Drawing the field lines around a straight wire as straight lines. They are circles around the wire.
- Saying the field inside a solenoid is strongest at one end. It is uniform inside.
- Using steel instead of soft iron for an electromagnet — steel stays magnetised after the current is switched off.

## Summary

Around a straight current-carrying wire, the field lines are concentric circles; the right-hand thumb rule gives their direction: point your thumb along the current and your curled fingers show the field. The field is stronger for a larger current and weaker farther from the wire. A circular loop produces a field that is nearly straight at its centre, and $n$ turns give $n$ times the field of one. A solenoid, a long coil of many turns, produces a field like a bar magnet, and the field inside it is uniform; with a soft iron core it becomes an electromagnet.`,
    figures: {
      wire: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><g stroke="currentColor" fill="none" stroke-width="1.3"><circle cx="120" cy="100" r="25"/><circle cx="120" cy="100" r="50"/><circle cx="120" cy="100" r="80"/><circle cx="120" cy="100" r="7" stroke-width="2"/></g><g fill="currentColor"><circle cx="120" cy="100" r="2.5"/><polygon points="114,75 122,71 122,79"/><polygon points="114,50 122,46 122,54"/><polygon points="114,20 122,16 122,24"/><polygon points="126,125 118,121 118,129"/><polygon points="126,150 118,146 118,154"/><polygon points="126,180 118,176 118,184"/></g><g fill="currentColor" font-size="10"><text x="210" y="90">wire seen end-on;</text><text x="210" y="104">current comes</text><text x="210" y="118">out of the page</text></g></svg>`,
        alt: "Top view of a straight wire carrying current out of the page, shown as a small circle with a dot at the centre. Around it are three concentric circular field lines, spaced farther apart as the distance from the wire increases. Arrows show the field going anticlockwise: leftwards at the top of each circle and rightwards at the bottom.",
      },
    },
    check: [
      {
        question: "State the right-hand thumb rule.",
        answer:
          "Hold the wire in the right hand with the thumb along the current; the curled fingers show the direction of the magnetic field lines.",
      },
      {
        question:
          "What is the shape of the magnetic field lines around a straight current-carrying wire?",
        answer:
          "Concentric circles centred on the wire, in planes perpendicular to it.",
      },
      {
        question:
          "What does the pattern of parallel field lines inside a solenoid tell us?",
        answer:
          "The magnetic field is uniform — the same at all points inside.",
      },
      {
        question: "How can the strength of an electromagnet be increased?",
        answer:
          "By increasing the current or the number of turns in the coil (and using a soft iron core).",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 3,
    title: "Force on a Current-Carrying Conductor",
    body: String.raw`By the end of this lesson you will be able to explain why a current-carrying conductor in a magnetic field experiences a force, predict how the force changes when the current or field is reversed, and use Fleming's left-hand rule to find its direction.

## A magnet pushes on a current

We have seen that a current-carrying wire produces a magnetic field and exerts a force on a magnet (it deflects a compass). The French scientist **André-Marie Ampère** suggested that the **magnet should also exert an equal and opposite force** on the current-carrying conductor.

Test it: hang a small aluminium rod horizontally from a stand by two connecting wires, and place a strong horseshoe magnet so that the rod lies between its poles, with the magnetic field directed upwards. Pass a current through the rod. The rod is **displaced** — it swings sideways.

- **Reverse the direction of the current**: the rod is displaced in the **opposite** direction.
- **Interchange the poles** of the magnet (reverse the field): the rod again moves the **opposite** way.

So the direction of the force depends on **both** the direction of the current and the direction of the magnetic field.

## When is the force largest?

The displacement of the rod is **largest** (the force is **maximum**) when the direction of the current is **at right angles** to the direction of the magnetic field. If the rod is turned so that the current flows **along** the field lines, there is **no force** on it.

## Fleming's left-hand rule

To find the direction of the force in the simple case when the field and current are perpendicular, use **Fleming's left-hand rule**:

> Stretch the **thumb, forefinger and middle finger** of your **left hand** so that they are mutually perpendicular. If the **forefinger** points in the direction of the **magnetic field** and the **middle finger** in the direction of the **current**, then the **thumb** points in the direction of **motion** or the **force** acting on the conductor.

A memory aid: **F**orefinger = **F**ield, mi**D**dle finger = current (**D**irection of flow), **th**umb = **th**rust.

![Fleming's left-hand rule](figure:fleming)

## Where this force is used

Devices that use current-carrying conductors and magnetic fields include the **electric motor**, the **electric generator**, **loudspeakers** and **microphones**. In a motor, the forces on the sides of a coil in a magnetic field turn it, converting electrical energy into mechanical energy — in fans, mixers, washing machines and electric scooters.

Magnetism is also important in medicine. Weak ionic currents along nerve cells in our body produce magnetic fields; the heart and the brain are two places where significant fields are produced. The technique of **Magnetic Resonance Imaging (MRI)** uses magnetic fields inside the body to obtain images used for medical diagnosis.

### Example 1: Which way does the rod move?

A horizontal rod carries a current towards the **east**, in a magnetic field directed **vertically downwards**. In which direction is the force on the rod?

1. Left hand: point the **forefinger down** (field).
2. Turn the hand so the **middle finger points east** (current), at right angles to the forefinger.
3. The **thumb** now points horizontally towards the **north**.
4. The force on the rod is towards the **north**. (Reversing either the current or the field would make it point south.)

### Example 2: A beam of electrons

A beam of electrons moves from **west to east** in a horizontal plane, through a magnetic field that points **vertically downwards**. Which way is the beam deflected?

1. Electrons are negatively charged, so the **conventional current** is opposite to their motion: from **east to west**.
2. Forefinger **down** (field), middle finger **west** (current).
3. The thumb points towards the **south**.
4. The beam is deflected towards the **south**. (Compare with Example 1: reversing the current reversed the force.)

## Common mistakes

- Using the right hand. Fleming's rule for the force on a conductor uses the **left** hand.
- Forgetting that an electron beam's conventional current is opposite to the electrons' motion.
- Expecting a force when the current is parallel to the field. The force is zero then, and maximum when they are perpendicular.
- Mixing up the fingers: forefinger = field, middle finger = current, thumb = force.

## Summary

A current-carrying conductor placed in a magnetic field experiences a force, as Ampère suggested; reversing either the current or the field reverses the force. The force is greatest when the current is perpendicular to the field and zero when it is parallel. Fleming's left-hand rule gives its direction: stretch the thumb, forefinger and middle finger of the left hand at right angles; the forefinger points along the field, the middle finger along the current and the thumb gives the direction of force (motion). Electric motors and loudspeakers use this force, and MRI uses magnetic fields for medical imaging.`,
    figures: {
      fleming: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><g stroke="currentColor" stroke-width="2"><line x1="140" y1="130" x2="140" y2="32"/><line x1="140" y1="130" x2="250" y2="130"/><line x1="140" y1="130" x2="78" y2="178"/></g><g fill="currentColor"><polygon points="140,22 134,34 146,34"/><polygon points="260,130 248,124 248,136"/><polygon points="70,184 76,172 84,180"/></g><g fill="currentColor" font-size="11"><text x="150" y="30">Thumb: force / motion</text><text x="200" y="150">Forefinger: field</text><text x="12" y="170">Middle finger:</text><text x="12" y="184">current</text><text x="150" y="195" font-size="9">(left hand, fingers at right angles)</text></g></svg>`,
        alt: "Three arrows at right angles to each other from a common point, representing Fleming's left-hand rule: the forefinger arrow, pointing to the right, is labelled field; the middle finger arrow, pointing out towards the lower left, is labelled current; the thumb arrow, pointing up, is labelled force or motion.",
      },
    },
    check: [
      {
        question:
          "When is the force on a current-carrying conductor in a magnetic field maximum?",
        answer:
          "When the current is perpendicular (at right angles) to the magnetic field.",
      },
      {
        question:
          "In Fleming's left-hand rule, what do the forefinger, middle finger and thumb represent?",
        answer:
          "Forefinger: magnetic field; middle finger: current; thumb: force (motion).",
      },
      {
        question:
          "What happens to the displacement of the rod if both the current and the field are reversed?",
        answer:
          "Reversing both leaves the force in its original direction, so the rod moves the same way as before.",
      },
      {
        question:
          "Name two devices that use the force on a current-carrying conductor in a magnetic field.",
        answer: "Any two: electric motor, loudspeaker, (galvanometer).",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 4,
    title: "Domestic Electric Circuits",
    body: String.raw`By the end of this lesson you will be able to describe how electricity is supplied to a home, identify the live, neutral and earth wires, explain the role of earthing and the fuse, and explain short-circuiting and overloading with simple calculations.

## Power supply to a home

Electricity reaches our homes from a pole or an underground cable through the **mains**. In India the supply is **alternating current (AC)** with a potential difference of **220 V** between the two main wires and a frequency of **50 Hz**, which means it completes 50 cycles every second, reversing its direction twice in each cycle.

Three kinds of wire are used, identified by the colour of their insulation:

| Wire | Insulation colour | Role |
|---|---|---|
| **Live** (positive) | red | carries the supply at 220 V |
| **Neutral** (negative) | black | completes the circuit, at about zero potential |
| **Earth** | green | safety wire connected to the ground |

The supply wires pass through the **main fuse** and the **electricity meter** (which records the energy used in kWh) and then through a **main switch** to the line wires in the house. From the **distribution box**, separate circuits go to different parts of the house.

## Separate circuits

Two separate circuits are common:

- a **15 A** circuit for appliances with **higher power ratings**, such as geysers, air coolers, ovens and electric irons;
- a **5 A** circuit for **bulbs and fans**.

In each circuit, appliances are connected **in parallel** between the live and the neutral wire, each with its own switch. So every appliance gets the **same 220 V**, and each can be switched on or off without affecting the others.

## Earthing

The **earth wire** is connected to a metal plate buried deep in the ground near the house. Appliances with a **metallic body** — an electric press, toaster, refrigerator, table fan — are connected to it through the third pin of a three-pin plug. If the live wire touches the metal body because of damaged insulation, the earth wire provides a **low-resistance path** for the current to flow to the ground. The potential of the body stays equal to that of the earth, so the user does not get a **severe electric shock**.

## Short-circuiting and overloading

- **Short-circuit:** when the **live wire and the neutral wire come into direct contact** — because the insulation is damaged or an appliance is faulty — the resistance of the circuit becomes very small, so the **current increases enormously**.
- **Overloading:** when **too many appliances** are connected to a single socket, or the supply voltage rises accidentally, the current drawn becomes larger than the circuit can safely carry.

Both cause excessive heating of the wires and can start a fire.

## The fuse

The **electric fuse** is an important safety component. It is connected **in series** in the live wire. When an unduly high current flows because of overloading or a short-circuit, the fuse wire heats up (Joule heating), **melts** and **breaks the circuit**, preventing damage to the appliances and the wiring. Many homes now also use miniature circuit breakers (MCBs), switches that trip automatically when the current is too large; they can be reset instead of being replaced.

### Example 1: Will the fuse blow?

A 5 A circuit at 220 V has a 1 kW electric iron and two 100 W bulbs switched on together. Will a 5 A fuse blow?

1. Total power $= 1000 + 100 + 100 = 1200$ W.
2. Total current $I = \dfrac{P}{V} = \dfrac{1200}{220} \approx 5.45$ A.
3. This is more than 5 A, so the circuit is **overloaded** and the fuse **will blow**.
4. The most power a 5 A circuit can safely supply at 220 V is $220 \times 5 = 1100$ W. The iron belongs on the 15 A circuit.

### Example 2: Choosing a circuit for a geyser

A geyser is rated 2 kW, 220 V. Which circuit should it be connected to?

1. $I = \dfrac{P}{V} = \dfrac{2000}{220} \approx 9.1$ A.
2. This is more than the 5 A rating but less than 15 A.
3. So the geyser must be connected to the **15 A** circuit, through a socket and plug of that rating.

## Common mistakes

- Putting the fuse or switch in the neutral wire. They go in the **live** wire, so that the appliance is disconnected from the high potential when the fuse blows or the switch is off.
- Replacing a blown fuse with a thicker wire or a copper wire "so it won't blow again". This removes the protection.
- Thinking the earth wire carries current all the time. It carries current only when there is a leakage to the metal body.
- Confusing short-circuit (live touches neutral) with overloading (too much total load).

## Summary

Household electricity in India is alternating current at 220 V and 50 Hz. The live wire usually has red insulation, the neutral wire black and the earth wire green; the earth wire connects the metal body of appliances to the ground so that any leakage current flows to earth instead of through the user. A fuse, connected in series in the live wire, protects the circuit from overloading and short-circuiting by melting when the current is too large. Separate circuits, commonly rated 15 A for heavy appliances and 5 A for bulbs and fans, are used, with appliances connected in parallel so that each gets 220 V and can be switched independently.`,
    check: [
      {
        question:
          "What are the potential difference and frequency of the AC supply in Indian homes?",
        answer: "220 V and 50 Hz.",
      },
      {
        question:
          "What is the colour of the insulation of the earth wire, and why is earthing needed?",
        answer:
          "Green. It gives a low-resistance path to the ground for any leakage current, so the user does not get a severe shock.",
      },
      {
        question: "What is a short-circuit?",
        answer:
          "When the live and neutral wires come into direct contact, so the resistance becomes very small and the current becomes very large.",
      },
      {
        question:
          "An air conditioner rated 1.5 kW runs on 220 V. What current does it draw?",
        answer:
          "$I = \\frac{1500}{220} \\approx 6.8$ A, so it needs the 15 A circuit.",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 1,
    title: "Ecosystems and Their Components",
    body: String.raw`By the end of this lesson you will be able to define an ecosystem, sort its components into biotic and abiotic, distinguish natural from artificial ecosystems, and explain the roles of producers, consumers and decomposers.

## What is an ecosystem?

Think of a village pond. Fish, frogs, water plants, algae, insects and bacteria live in it; sunlight warms it; rain fills it in the monsoon; mud and dissolved minerals lie at the bottom. The living things interact with each other and with the water, air, soil and sunlight around them.

All the interacting organisms in an area, **together with the non-living constituents of the environment**, form an **ecosystem**.

## Biotic and abiotic components

An ecosystem has two kinds of components:

- **Biotic** components — all the **living** organisms: plants, animals and microorganisms.
- **Abiotic** components — the **non-living** physical factors: **temperature, rainfall, wind, soil and minerals**, as well as light and water.

The two are closely linked. The amount of rainfall decides which plants can grow in a region; the plants in turn decide which animals can live there.

## Natural and artificial ecosystems

- **Natural ecosystems** exist on their own: **forests, ponds, lakes**, grasslands, mountains and deserts.
- **Artificial (human-made) ecosystems** are created and maintained by people: **gardens, crop fields and aquariums**.

An aquarium is a small ecosystem: water, fish, water plants, a little gravel, some light. But it needs regular care — feeding, cleaning, replacing water — because it is not self-sustaining in the way a lake is.

## Producers, consumers and decomposers

Organisms in an ecosystem are grouped by the way they obtain food.

**Producers.** All green plants and certain bacteria (such as blue-green algae) can make food — sugar and starch — from inorganic substances using **light energy** by photosynthesis. They are the **producers**, and every other organism depends on them directly or indirectly.

**Consumers.** Organisms that consume the food made by producers, directly or indirectly, are **consumers**. They are classified by what they eat:

- **herbivores** eat plants — cow, goat, deer, grasshopper;
- **carnivores** eat other animals — tiger, lion, frog, snake;
- **omnivores** eat both plants and animals — crow, human, bear;
- **parasites** live on or in another organism and obtain food from it — lice, tapeworm, the cuscuta plant.

**Decomposers.** When plants and animals die, or shed leaves and waste, **microorganisms such as bacteria and fungi** break down the dead remains and waste products. They break complex organic substances into **simple inorganic substances**, which go back into the soil and are used again by plants. Without decomposers, dead matter would pile up and the nutrients locked in it would never be recycled.

### Example 1: Sort a pond

Classify each as biotic or abiotic, and name the role of each living component: sunlight, hydrilla (a water plant), small fish, mud, bacteria in the mud, heron, dissolved oxygen.

1. **Abiotic:** sunlight, mud, dissolved oxygen — they are non-living.
2. **Hydrilla:** biotic, a **producer** — it makes food by photosynthesis.
3. **Small fish:** biotic, a **consumer** (eats algae, tiny animals or plants).
4. **Heron:** biotic, a **consumer** — a carnivore that eats fish.
5. **Bacteria in the mud:** biotic, **decomposers** — they break down dead plants and animals.

### Example 2: Why must an aquarium be cleaned?

A lake never needs cleaning by people, but an aquarium must be cleaned every few weeks. Why?

1. In a lake, many kinds of decomposers break down dead organisms and waste, returning nutrients to the water and soil.
2. A lake is also large, with plants, animals and decomposers in balance, so wastes are diluted and recycled.
3. An aquarium is a small artificial ecosystem with few decomposers and little space, so uneaten food and fish waste build up faster than they are broken down.
4. Hence people must do the decomposers' job by cleaning the tank.

## Common mistakes

- Calling soil or water "biotic" because living things live in them. They are abiotic.
- Thinking all bacteria are decomposers. Some are producers (blue-green algae), and some are parasites.
- Leaving decomposers out of an ecosystem. They are essential for recycling nutrients.
- Thinking a crop field is a natural ecosystem. It is artificial, managed by farmers.

## Summary

An ecosystem consists of all the living (biotic) organisms in an area together with the non-living (abiotic) factors such as temperature, rainfall, wind, soil and minerals. Forests, ponds and lakes are natural ecosystems; gardens, crop fields and aquariums are artificial ones. Green plants and some bacteria are producers; animals are consumers (herbivores, carnivores, omnivores and parasites); and decomposers such as bacteria and fungi break down dead remains, returning nutrients to the soil for plants to use again.`,
    check: [
      {
        question: "What is an ecosystem?",
        answer:
          "All the interacting living organisms in an area together with the non-living components of their environment.",
      },
      {
        question: "Give two examples of artificial ecosystems.",
        answer: "Any two: garden, crop field, aquarium.",
      },
      {
        question: "Why are green plants called producers?",
        answer:
          "They make food (sugar and starch) from inorganic substances using light energy, by photosynthesis.",
      },
      {
        question: "What would happen if there were no decomposers?",
        answer:
          "Dead remains and wastes would pile up, and nutrients would not be returned to the soil for plants to reuse.",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 2,
    title: "Food Chains and Energy Flow",
    body: String.raw`By the end of this lesson you will be able to build food chains and identify trophic levels, explain how food chains link into food webs, apply the 10 per cent law to energy transfer, and explain why energy flow is one-way and food chains are short.

## Food chains and trophic levels

In a grassland, a deer eats grass and a lion eats the deer. We can write this as

$$
\text{Grass} \rightarrow \text{Deer} \rightarrow \text{Lion}
$$

A series of organisms in which each one feeds on the one before it is a **food chain**. The arrow means "is eaten by", and it shows the direction in which food and energy pass. Other examples: grass → grasshopper → frog → snake → eagle; phytoplankton → zooplankton → fish → heron.

Each step or level of a food chain is a **trophic level**:

- the **first trophic level** is the **autotrophs** (producers), which fix solar energy and make it available to heterotrophs;
- herbivores, the **primary consumers**, are the second trophic level;
- small carnivores, the **secondary consumers**, are the third;
- larger carnivores, the **tertiary consumers**, form the fourth.

## Food webs

In nature, each organism is generally eaten by two or more other kinds of organisms, which in turn are eaten by several other organisms. A frog may be eaten by a snake or by a heron; a grasshopper may be eaten by a frog or a lizard. So instead of straight lines, the relationships form **branching networks** of interconnected food chains called **food webs**.

## How much energy passes on?

The sun is the source of energy for almost every ecosystem. Yet green plants in a terrestrial ecosystem capture only about **1% of the energy of sunlight** falling on their leaves and convert it into food energy.

When a green plant is eaten by a primary consumer, a great deal of energy is lost as **heat** to the environment, and some is used for **digestion and other life processes** — growth, movement, reproduction. On average, only about **10% of the organic matter** eaten reaches the next level as the consumer's own body. This is often called the **10 per cent law**.

![Energy available at successive trophic levels](figure:pyramid)

Because so little energy is left for the next level after each transfer, food chains generally consist of only **three or four trophic levels**. There is too little energy left to support a fifth or sixth level of many organisms. For the same reason, there are usually more organisms at the lower levels and fewer at the higher levels — more grass than deer, more deer than lions.

## One-way flow

The energy captured by autotrophs **does not revert** to the solar input, and the energy that passes to the herbivores does not come back to the autotrophs. As it moves to the various trophic levels, it is no longer available to the previous level. So the **flow of energy is unidirectional**. (Nutrients, by contrast, are recycled by decomposers.)

### Example 1: Energy down a food chain

Sunlight provides 1,000,000 J of energy to the grass in a field. Using the 1% and 10% figures, find the energy available to the deer and the lion in grass → deer → lion.

1. Energy captured by grass $= 1\% \text{ of } 1\,000\,000\ \text{J} = 10\,000$ J.
2. Energy available to the deer $= 10\% \text{ of } 10\,000 = 1\,000$ J.
3. Energy available to the lion $= 10\% \text{ of } 1\,000 = 100$ J.
4. Out of a million joules of sunlight, only 100 J reaches the lion — one ten-thousandth.

### Example 2: A long food chain

In grass → grasshopper → frog → snake → eagle, the grass holds 50,000 J. How many trophic levels are there, and how much energy reaches the eagle?

1. Count the organisms: 5 trophic levels; the eagle is at the fifth.
2. There are 4 transfers, each passing on 10%: $50\,000 \times 0.1^4 = 50\,000 \times 0.0001 = 5$ J.
3. So only 5 J reaches the eagle — which is why such long chains are rare, and eagles are few.

## Common mistakes

- Drawing the arrow from the eater to the eaten. The arrow points from food to feeder (grass → deer).
- Thinking energy is recycled like nutrients. Energy flow is one-way; nutrients are recycled.
- Saying the other 90% of energy "disappears". It is used for life processes and lost as heat — it is not destroyed.
- Counting arrows instead of organisms when finding trophic levels.

## Summary

A food chain is a series of organisms each eating the previous one, such as grass → deer → lion; each step is a trophic level, starting with producers, and interlinked food chains form a food web. Green plants capture only about 1% of the sunlight falling on their leaves. At each transfer only about 10% of the energy reaches the next level, the rest being used for life processes or lost as heat, so food chains usually have only three or four levels. Energy flow is unidirectional: it does not return to the producers.`,
    figures: {
      pyramid: {
        svg: String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><g fill="none" stroke="currentColor" stroke-width="1.5"><rect x="30" y="140" width="260" height="40"/><rect x="65" y="100" width="190" height="40"/><rect x="100" y="60" width="120" height="40"/><rect x="130" y="20" width="60" height="40"/></g><g fill="currentColor" font-size="10" text-anchor="middle"><text x="160" y="158">Producers (grass)</text><text x="160" y="172">10,000 J</text><text x="160" y="118">Herbivores</text><text x="160" y="132">1,000 J</text><text x="160" y="78">Carnivores</text><text x="160" y="92">100 J</text><text x="160" y="38">Top</text><text x="160" y="52">10 J</text><text x="160" y="196">only about 10% passes to each level above</text></g></svg>`,
        alt: "An energy pyramid of four stacked bars, each narrower than the one below. The bottom bar, producers such as grass, has 10,000 joules; herbivores above it have 1,000 joules; carnivores above them have 100 joules; and the top carnivores have 10 joules. A caption notes that only about 10 per cent passes to each level above.",
      },
    },
    check: [
      {
        question: "What is a trophic level?",
        answer:
          "Each step or level of a food chain where energy transfer takes place.",
      },
      {
        question:
          "About what fraction of the sunlight falling on leaves do green plants convert into food energy?",
        answer: "About 1%.",
      },
      {
        question:
          "If herbivores receive 2,000 J, how much energy is available to the carnivores that eat them?",
        answer: "About 10% of 2,000 J = 200 J.",
      },
      {
        question:
          "Why do food chains usually have only three or four trophic levels?",
        answer:
          "So much energy is lost at each transfer that too little remains to support further levels.",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 3,
    title: "Biological Magnification",
    body: String.raw`By the end of this lesson you will be able to explain how harmful chemicals enter food chains, why their concentration increases at each trophic level, which organisms are most affected, and what can be done to reduce the problem.

## How chemicals enter our food

To protect crops from pests and diseases, farmers spray **pesticides** and other chemicals. Some of these chemicals are **not biodegradable**: bacteria and fungi cannot break them down. Rain washes them off the fields into the soil and into rivers, ponds and lakes. From the soil and water they are **absorbed by plants** along with water and minerals, and from water bodies they are taken up by aquatic plants and animals. This is one of the ways in which harmful chemicals **enter the food chain**.

## Why the concentration rises

Non-biodegradable chemicals are not broken down or excreted easily; they tend to get stored in the body, often in the fat. So when a herbivore eats a large amount of contaminated plants over its lifetime, it collects the chemical from **all** that plant material in its own body. A carnivore then eats many such herbivores and collects all their stored chemical.

Remember the 10 per cent law: an animal must eat about ten times its own mass of food from the level below. Energy and most of the food are used up and lost, but the stored chemical is **not** lost — it stays behind and piles up. So at every step up the food chain, the chemical becomes **more concentrated**.

This **increase in the concentration of harmful chemicals with each trophic level** is called **biological magnification**.

## Who is affected most?

The organisms at the **top** of a food chain receive the highest concentrations. Since **human beings** occupy the top level in many food chains, the maximum concentration of these chemicals gets accumulated in our bodies. Such chemicals have been found in the food grains, vegetables, fruits, fish and meat we eat, and they can harm our health. Birds of prey such as eagles and fish-eating birds are also badly affected: in many parts of the world, the pesticide DDT thinned their eggshells so much that the eggs broke, and their numbers fell sharply.

The same happens in water: even if a lake has only a trace of a pesticide in its water, the fish-eating birds at the top of its food chain can carry concentrations many thousands of times higher.

## Reducing the harm

- Use **fewer and safer pesticides**, and only as much as needed; many harmful pesticides, such as DDT, have been banned or restricted for agricultural use.
- Use **biological pest control** — for example, natural predators of pests — and integrated pest management.
- Grow food organically where possible.
- Wash fruits and vegetables well before eating, though this removes only the chemicals on the surface, not those absorbed by the plant.

### Example 1: Following a pesticide up a food chain

Suppose lake water contains a pesticide at 0.0001 ppm (parts per million). Each step of the food chain concentrates it 10 times: water → phytoplankton → small fish → large fish → fish-eating bird. Find the concentration in each.

1. Phytoplankton: $0.0001 \times 10 = 0.001$ ppm.
2. Small fish: $0.001 \times 10 = 0.01$ ppm.
3. Large fish: $0.01 \times 10 = 0.1$ ppm.
4. Bird: $0.1 \times 10 = 1$ ppm.
5. The bird carries $\dfrac{1}{0.0001} = 10\,000$ times the concentration in the water. (Real magnification factors vary from chemical to chemical and chain to chain; this is a simple model.)

### Example 2: Who gets the most?

In the food chains wheat → human and grass → goat → human, both the wheat and the grass contain the same small amount of a non-biodegradable pesticide. Through which chain does a person receive the higher concentration, and why?

1. In wheat → human, the human is at the second trophic level: the chemical is concentrated once.
2. In grass → goat → human, the goat first stores the chemical from a large amount of grass; the human then eats the goat's meat, concentrating it again.
3. The human is at the third level in the second chain, so the concentration is **higher through goat meat**.
4. Generally, the higher an organism's trophic level, the greater the concentration of such chemicals in its body.

## Common mistakes

- Thinking biological magnification applies to all chemicals. It applies to chemicals that are **not broken down** or excreted — non-biodegradable ones.
- Confusing it with the 10 per cent law. Energy **decreases** up a food chain; the concentration of such chemicals **increases**.
- Believing that washing vegetables removes all pesticide. Chemicals absorbed into the plant cannot be washed off.

## Summary

Pesticides and other chemicals that are not biodegradable get washed into soil and water, are absorbed by plants and enter food chains. Because they are not broken down, they accumulate at each trophic level, so their concentration is highest in the organisms at the top, including human beings and birds of prey. This increase in concentration along the food chain is called biological magnification. Using fewer and safer pesticides and biological pest control helps reduce it.`,
    check: [
      {
        question: "What is biological magnification?",
        answer:
          "The increase in the concentration of harmful non-biodegradable chemicals at each successive trophic level of a food chain.",
      },
      {
        question:
          "Why are human beings especially affected by biological magnification?",
        answer:
          "Humans occupy the top trophic level in many food chains, where the concentration of such chemicals is highest.",
      },
      {
        question:
          "Why doesn't biological magnification happen with biodegradable substances?",
        answer:
          "They are broken down by decomposers and in the body, so they do not accumulate.",
      },
      {
        question:
          "A chemical is 0.002 ppm in grass and concentrates 10 times per level. What is it in a lion in grass → deer → lion?",
        answer: "Deer: 0.02 ppm; lion: 0.2 ppm.",
      },
    ],
  },
  {
    chapter: 13,
    lesson: 4,
    title: "Ozone Depletion and Waste Management",
    body: String.raw`By the end of this lesson you will be able to explain how ozone forms and why the ozone layer matters, describe the cause of its depletion and the international response, classify wastes as biodegradable or non-biodegradable, and suggest ways to manage household garbage.

## The ozone layer

**Ozone** (O₃) is a molecule made of **three atoms of oxygen**, unlike ordinary oxygen, O₂, which has two. While O₂ is essential for aerobic life, ozone at ground level is a deadly poison. But **high up in the atmosphere**, ozone performs an essential function: it **shields the surface of the earth from ultraviolet (UV) radiation** from the Sun. UV radiation is highly damaging to organisms; for example, it is known to cause **skin cancer** in human beings.

Ozone at the higher levels of the atmosphere forms when UV radiation acts on oxygen. The higher-energy UV radiation splits some O₂ molecules into free oxygen atoms, which then combine with O₂ molecules to form ozone:

$$
\mathrm{O_2 \xrightarrow{UV} O + O}
$$

$$
\mathrm{O + O_2 \longrightarrow O_3}
$$

## Depletion of the ozone layer

The amount of ozone in the atmosphere began to **drop sharply in the 1980s**. This decrease has been linked to synthetic chemicals such as **chlorofluorocarbons (CFCs)**, which were used as **refrigerants** and in **fire extinguishers**. Released CFCs rise high into the atmosphere, where they break down ozone.

In **1987**, the **United Nations Environment Programme (UNEP)** succeeded in forging an agreement to **freeze CFC production at 1986 levels**. It is now mandatory for all manufacturing companies to make **CFC-free refrigerators** throughout the world.

## Garbage: what happens to our waste?

Every Indian town produces mountains of garbage each day — vegetable peels, leftover food, paper, plastic bags, bottles, broken toys. What happens to it depends on what it is made of.

- **Biodegradable** substances are broken down by **biological processes** — by the action of bacteria and other saprophytes. Examples: vegetable and fruit peels, leftover food, paper, cotton cloth, leaves, cow dung.
- **Non-biodegradable** substances are **not broken down** by biological processes. They may be inert and simply persist in the environment for a long time, or they may harm the various members of the ecosystem. Examples: **plastics**, **glass**, **metals** (such as aluminium foil and cans) and many pesticides such as DDT.

Enzymes are specific in their action, which is why microorganisms cannot break down plastics: they have no enzymes for these human-made substances.

## Managing waste

Improvements in our lifestyle have led to much more waste, often packaged in plastic. Changes in attitude and habits help:

- **Segregate** waste at home: wet, biodegradable waste (often the green bin) separately from dry, non-biodegradable waste (often the blue bin). Wet waste can be made into **compost** for gardens and fields.
- **Reduce** — carry a cloth bag to the market, refuse unnecessary packaging.
- **Reuse** — use glass jars for storage, and old clothes as dusters.
- **Recycle** — send paper, plastic, glass and metal to recyclers (the local kabadiwala is part of India's recycling chain).

Even "eco-friendly" solutions need thought. It was once proposed that the plastic cups used to serve tea on trains be replaced by clay **kulhads**, but making kulhads on such a large scale would use up fertile top-soil; disposable paper cups are used now. Every choice has costs, so reducing waste is usually the best option.

### Example 1: Sort the garbage

Classify: banana peel, plastic milk packet, newspaper, glass bottle, tea leaves, aluminium foil, cotton rag.

1. **Biodegradable:** banana peel, newspaper, tea leaves, cotton rag — microorganisms can break these down.
2. **Non-biodegradable:** plastic milk packet, glass bottle, aluminium foil — these persist.
3. The biodegradable items can go into a compost pit; the milk packet, bottle and foil should be cleaned and sent for recycling.

### Example 2: How much can a family compost?

A family produces 1.5 kg of garbage a day, of which 60% is biodegradable kitchen waste. How much waste can they compost in 30 days, and how much dry waste is left?

1. Total in 30 days $= 1.5 \times 30 = 45$ kg.
2. Biodegradable $= 60\% \text{ of } 45 = 27$ kg, which can be composted.
3. Dry waste $= 45 - 27 = 18$ kg, to be reduced, reused or recycled.
4. Segregating at source keeps 27 kg a month out of the town's landfill.

## Common mistakes

- Thinking all ozone is good. Ozone high in the atmosphere protects us; ozone at ground level is poisonous.
- Confusing ozone depletion with global warming. Ozone depletion lets in more UV radiation; it is linked mainly to CFCs.
- Saying paper is non-biodegradable. Paper is biodegradable, though recycling it is still better.
- Throwing mixed waste in one bin; segregation is what makes composting and recycling possible.

## Summary

Ozone (O₃), formed high in the atmosphere when UV radiation splits oxygen molecules, shields the earth from the Sun's harmful ultraviolet radiation, which can cause skin cancer. Its depletion, noticed in the 1980s, is linked mainly to CFCs used as refrigerants and in fire extinguishers, and in 1987 countries agreed under UNEP to freeze CFC production at 1986 levels. Biodegradable wastes (vegetable peels, paper) are broken down by microorganisms, while non-biodegradable ones (plastics, glass, metals) persist and harm the environment. Segregating waste, reducing use, reusing and recycling help manage the garbage we produce.`,
    check: [
      {
        question: "How is ozone formed in the upper atmosphere?",
        answer:
          "UV radiation splits O₂ into oxygen atoms, which combine with O₂ to form O₃.",
      },
      {
        question: "Which chemicals are mainly responsible for ozone depletion?",
        answer:
          "Chlorofluorocarbons (CFCs), used as refrigerants and in fire extinguishers.",
      },
      {
        question: "Why can't microorganisms break down plastic?",
        answer:
          "Enzymes are specific in their action, and microorganisms have no enzymes that can break down plastics.",
      },
      {
        question: "Give two ways to reduce the garbage you produce at home.",
        answer:
          "Any two: carry a cloth bag, avoid unnecessary packaging, reuse containers, segregate waste and compost the wet waste, send dry waste for recycling.",
      },
    ],
  },
];
