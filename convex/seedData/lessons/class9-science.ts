import type { LessonText } from "./types";

/**
 * Full lesson texts for Class 9 Science (NCERT rationalised syllabus),
 * in the order of the catalogue's chapters and lessons.
 */
export const LESSONS: LessonText[] = [
  {
    chapter: 1,
    lesson: 1,
    title: "The Particle Nature of Matter",
    body: String.raw`By the end of this lesson you will be able to say what scientists mean by *matter*, describe three pieces of evidence that matter is made of tiny particles, and use those ideas to explain everyday events such as the smell of agarbattis filling a room or sugar vanishing in a glass of nimbu pani.

## What is matter?

Look around your classroom: the desk, the air you breathe, the water in your bottle, the chalk dust on the board. Everything here is **matter**. In science, matter is *anything that has mass and occupies space* (has volume). A brick has mass and takes up room; so does the air inside a football — that is why a pumped ball is heavier and harder than a flat one.

Some things are **not** matter. Light, sound, heat and feelings such as happiness have no mass and fill no space. They are forms of energy or ideas, not stuff.

Long ago, Indian philosophers grouped matter into five basic elements — the *Panch Tatva*: air, earth, fire, sky and water. Modern science classifies matter in two ways: by its **physical state** (solid, liquid, gas) and by its **chemical nature** (elements, compounds, mixtures). In this chapter we use the first way.

## Matter is made of particles

For a long time people argued whether matter is continuous, like a smooth block of wood, or made of separate particles, like sand. Simple experiments settle the question.

Dissolve a spoonful of salt or sugar in a glass of water. The solid disappears, yet the water tastes salty or sweet in every sip, and the level of water hardly rises. The crystals have broken up into particles too small to see, and these particles have spread into the spaces between the particles of water.

How small are these particles? Drop two or three crystals of potassium permanganate into 100 mL of water. The water turns deep purple. Take 10 mL of it and add 90 mL of clear water; repeat this five or six times. The colour gets fainter but is still visible at the end. Each crystal must contain millions of particles that keep dividing themselves among more and more water.

![Particles in a solid, a liquid and a gas](figure:particles)

## Three characteristics of particles of matter

### 1. There are spaces between particles

When sugar dissolves, its particles slip into the gaps between water particles. When you make tea, the milk and sugar spread through it the same way. These gaps exist in every kind of matter, though they are smallest in solids and largest in gases.

### 2. Particles are always moving

Light an agarbatti in one corner of a room; within minutes someone in the far corner smells it. The particles of the fragrance move and mix with the particles of air. This intermixing of particles of two different types on their own is called **diffusion**. A drop of ink in water slowly spreads with no stirring at all — again, diffusion.

Particles of matter move because they possess **kinetic energy**. When we heat matter, the particles gain kinetic energy and move faster. That is why the smell of hot food from a neighbour's kitchen reaches you quickly, while cold food hardly smells at all, and why a crystal of copper sulphate spreads its colour faster in hot water than in cold.

### 3. Particles attract each other

Try breaking an iron nail, a piece of chalk and a rubber band with your hands. The nail resists strongly, the chalk snaps easily, the rubber band stretches. Something holds the particles together, and its strength differs from substance to substance. Particles of matter pull on one another with a **force of attraction**. This force keeps particles together; it is strongest in solids, weaker in liquids and weakest in gases. You can cut through a stream of tap water with your finger but not through a steel plate — the force of attraction decides it.

### Example 1: Explaining a kitchen observation

Your mother is making jalebis for Diwali. The smell reaches the balcony in a minute, but the smell of a cold jalebi kept in a dabba hardly travels. Explain.

1. The smell is carried by particles given off by the hot sugar syrup and ghee.
2. These particles diffuse into the air because particles are always moving and there are spaces between air particles.
3. Heating gives the particles more kinetic energy, so hot particles move faster and diffuse faster.
4. Cold jalebis give off fewer particles, and those particles move slowly, so the smell spreads slowly and only a short distance.

### Example 2: Estimating the dilution

In the potassium permanganate activity you start with 100 mL of coloured water. Each time you take 10 mL and make it up to 100 mL with clear water. After 5 dilutions, by what factor has the colour been diluted?

1. Each dilution takes 10 mL to 100 mL, a factor of $\dfrac{100}{10} = 10$.
2. After 5 dilutions the factor is $10 \times 10 \times 10 \times 10 \times 10 = 10^5$.
3. So the last beaker is $100\,000$ times more dilute than the first, yet it is still faintly coloured. A few crystals must contain a huge number of very tiny particles.

## Common mistakes

- Calling light, heat or sound "matter". They have no mass and take up no space.
- Thinking sugar "disappears" when it dissolves. Its particles are still there; you can taste them.
- Saying that particles stop moving in a solid. They still vibrate about fixed positions.
- Confusing diffusion with stirring. Diffusion happens on its own, without any help.

## Summary

Matter is anything that has mass and occupies space. It is made of extremely small particles. These particles have spaces between them, they move all the time (faster when heated, because they gain kinetic energy), and they attract one another with a force that varies from one substance to another. Diffusion — the spreading of smells and colours without stirring — is everyday evidence that particles are moving and that there are gaps between them.`,
    figures: {
      particles: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 140"><g stroke="currentColor" fill="none" stroke-width="1.5"><rect x="10" y="10" width="100" height="100"/><rect x="130" y="10" width="100" height="100"/><rect x="250" y="10" width="100" height="100"/><circle cx="27" cy="27" r="8"/><circle cx="49" cy="27" r="8"/><circle cx="71" cy="27" r="8"/><circle cx="93" cy="27" r="8"/><circle cx="27" cy="49" r="8"/><circle cx="49" cy="49" r="8"/><circle cx="71" cy="49" r="8"/><circle cx="93" cy="49" r="8"/><circle cx="27" cy="71" r="8"/><circle cx="49" cy="71" r="8"/><circle cx="71" cy="71" r="8"/><circle cx="93" cy="71" r="8"/><circle cx="27" cy="93" r="8"/><circle cx="49" cy="93" r="8"/><circle cx="71" cy="93" r="8"/><circle cx="93" cy="93" r="8"/><circle cx="145" cy="95" r="8"/><circle cx="168" cy="92" r="8"/><circle cx="193" cy="96" r="8"/><circle cx="216" cy="93" r="8"/><circle cx="152" cy="72" r="8"/><circle cx="178" cy="68" r="8"/><circle cx="204" cy="73" r="8"/><circle cx="165" cy="48" r="8"/><circle cx="215" cy="55" r="8"/><circle cx="268" cy="30" r="8"/><circle cx="325" cy="25" r="8"/><circle cx="300" cy="62" r="8"/><circle cx="265" cy="92" r="8"/><circle cx="333" cy="90" r="8"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="60" y="130">Solid</text><text x="180" y="130">Liquid</text><text x="300" y="130">Gas</text></g></svg>`,
        alt: "Three boxes side by side. In the solid box, sixteen particles are packed tightly in neat rows and columns. In the liquid box, about ten particles are close together but irregularly placed in the lower part of the box. In the gas box, five particles are scattered far apart across the whole box.",
      },
    },
    check: [
      {
        question:
          "Which of these are matter: air, a mango, the smell of a rose, heat, a cold drink?",
        answer:
          "Air, a mango, the smell of a rose (it is made of particles in the air) and a cold drink are matter. Heat is not; it is a form of energy with no mass.",
      },
      {
        question: "What is diffusion? Give one example from home.",
        answer:
          "Diffusion is the intermixing of particles of two different substances on their own. Example: the smell of an agarbatti spreading through a room.",
      },
      {
        question:
          "Why does a drop of ink spread faster in hot water than in cold water?",
        answer:
          "In hot water the particles have more kinetic energy and move faster, so the ink particles and water particles intermix faster.",
      },
      {
        question:
          "A steel spoon is hard to break but a piece of chalk breaks easily. What does this tell you about their particles?",
        answer:
          "The force of attraction between the particles of steel is much stronger than between the particles of chalk.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 2,
    title: "Solids, Liquids and Gases",
    body: String.raw`By the end of this lesson you will be able to compare solids, liquids and gases by shape, volume, compressibility, fluidity and diffusion, and explain each property using the arrangement and motion of particles.

## Why do states differ?

All matter is made of particles, but the particles are not arranged the same way in every substance. Two things decide the state: how strongly the particles attract one another, and how much kinetic energy they have. Strong attraction and little movement give a solid; weak attraction and a lot of movement give a gas; a liquid lies in between.

## Solids

A cricket bat, a brick and a steel tumbler are solids. Solids:

- have a **definite shape**, distinct boundaries and a **fixed volume**;
- are **rigid** — they keep their shape when a force is applied, though they may break under a large force;
- are **hardly compressible**, because the particles are already packed closely.

A rubber band changes shape when stretched and regains it when released; it is still a solid, because it has a shape of its own. Sugar and salt take the shape of the jar, but each *crystal* keeps its own shape. A sponge can be squeezed only because it has tiny holes filled with air; the solid part itself is not compressed.

## Liquids

Water, milk and mustard oil are liquids. Liquids:

- have **no fixed shape** — they take the shape of the container — but have a **fixed volume**;
- **flow** and change shape, so they are called **fluids**; they are not rigid;
- are only slightly compressible.

Gases such as oxygen and carbon dioxide dissolve in water. Fish and other aquatic animals breathe the oxygen dissolved in water. This shows that there are spaces between the particles of a liquid. Solids, liquids and gases can all diffuse into liquids, and diffusion in liquids is faster than in solids because liquid particles move more freely and have more space between them.

## Gases

Air, the steam above a pressure cooker and the LPG in a kitchen cylinder are gases. Gases:

- have **neither a fixed shape nor a fixed volume**; they fill whatever container they are in;
- are **highly compressible**, because the particles are far apart;
- diffuse **fastest** of all, because their particles move randomly at high speed.

High compressibility is very useful. A large volume of gas can be squeezed into a small cylinder: LPG for cooking, oxygen cylinders in hospitals, and **CNG** (compressed natural gas) for the autorickshaws and buses in Delhi. Gas particles move in all directions at high speed and hit each other and the walls of their container. The force these hits exert per unit area is the **pressure** of the gas.

## Comparing the three states

| Property | Solid | Liquid | Gas |
|---|---|---|---|
| Shape | definite | shape of container | fills container |
| Volume | fixed | fixed | not fixed |
| Space between particles | least | more | most |
| Force of attraction | strongest | weaker | weakest |
| Compressibility | negligible | very little | high |
| Rate of diffusion | slowest | faster | fastest |

### Example 1: Is a sponge a solid?

A sponge can be pressed to a smaller size. Does this mean it is not a solid?

1. A solid has a definite shape and is hardly compressible.
2. A sponge has a definite shape of its own: left alone, it does not flow or spread.
3. When pressed, the air trapped in its tiny pores is pushed out; the solid material itself is not squeezed.
4. So a sponge is a solid. Its "compressibility" is really the air leaving its holes.

### Example 2: Why does the smell of a gas leak spread so quickly?

An LPG cylinder leaks slightly in the kitchen, and within seconds family members in the next room notice the smell (a smelly chemical is added to LPG for safety). Explain using particles.

1. LPG is stored as a liquid under pressure; when it escapes it becomes a gas.
2. Gas particles have weak attraction and large kinetic energy, so they move very fast in all directions.
3. The spaces between air particles are large, so LPG particles mix into the air easily: diffusion in gases is the fastest of the three states.
4. So the smell spreads rapidly — which is why we must open windows and must not switch on any electrical switch or light a match.

## Common mistakes

- Saying liquids have no fixed volume. They do; only their shape changes.
- Thinking a gas has no mass because it is invisible. A cylinder full of gas is heavier than an empty one.
- Thinking that sugar is a liquid because it pours. Each sugar crystal is a solid with its own shape.
- Forgetting that gases are the most compressible; this is why gases are stored and transported in cylinders.

## Summary

Solids have a fixed shape and volume, are rigid and hardly compressible, because their particles are closely packed and strongly attracted. Liquids have a fixed volume but take the shape of their container and flow. Gases have no fixed shape or volume, are highly compressible and diffuse fastest, because their particles are far apart, weakly attracted and moving rapidly; the collisions of gas particles with the walls of a container cause gas pressure.`,
    check: [
      {
        question: "Give one reason why a rubber band is considered a solid.",
        answer:
          "It has a definite shape of its own; after stretching it returns to that shape. It does not flow like a liquid.",
      },
      {
        question: "How are aquatic animals able to breathe under water?",
        answer:
          "Oxygen from air dissolves in water, filling the spaces between water particles; aquatic animals breathe this dissolved oxygen.",
      },
      {
        question: "Why is CNG stored in strong cylinders for use in vehicles?",
        answer:
          "Gases are highly compressible, so a large volume of natural gas can be compressed into a small cylinder; the cylinder must be strong because the gas is at high pressure.",
      },
      {
        question:
          "Arrange in increasing order of the force of attraction between particles: water, sugar, oxygen.",
        answer: "Oxygen (gas) < water (liquid) < sugar (solid).",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 3,
    title: "Changing the State of Matter",
    body: String.raw`By the end of this lesson you will be able to explain melting, boiling, sublimation and deposition in terms of particles, convert temperatures between the Celsius and kelvin scales, explain latent heat, and describe how pressure and temperature together can turn a gas into a liquid.

## Water in three states

Water is the easiest example: ice (solid), water (liquid) and water vapour (gas). The particles are the same in all three; only their energy and arrangement differ. So a state can be changed by changing **temperature** or **pressure**.

## Effect of temperature

### Melting

When we heat a solid, its particles gain kinetic energy and vibrate more strongly. At a certain temperature they have enough energy to overcome the forces holding them in place, break free and begin to move about: the solid **melts**. The temperature at which a solid melts to become a liquid at atmospheric pressure is its **melting point**. The melting point of ice is 0 °C, which is 273.15 K (we use 273 K for convenience).

A thermometer placed in melting ice shows something surprising: the temperature stays at 0 °C until *all* the ice has melted, although the burner is still supplying heat. Where does the heat go? It is used to overcome the forces of attraction between particles, so it does not show up as a rise in temperature. This hidden heat is called **latent heat** (*latent* means hidden). The **latent heat of fusion** is the heat energy needed to change 1 kg of a solid into liquid at atmospheric pressure at its melting point. Because of it, water at 0 °C has more energy than ice at 0 °C.

### Boiling

Keep heating the water and its temperature rises until the particles have enough energy to break away from the liquid altogether. Then the liquid **boils**. The temperature at which a liquid boils at atmospheric pressure is its **boiling point**: 100 °C or 373 K for water. Boiling is a **bulk** phenomenon — particles from the whole liquid change into vapour, which is why bubbles form throughout the pot. Again the temperature stays constant during boiling; the heat is used as the **latent heat of vaporisation**, the heat needed to change 1 kg of a liquid into gas at atmospheric pressure at its boiling point. So steam at 100 °C has more energy than water at 100 °C, and steam burns are worse than burns from boiling water.

![Heating curve of water](figure:heating)

## The kelvin scale

The SI unit of temperature is the **kelvin** (K). A change of one kelvin equals a change of one degree Celsius; only the starting point differs. To convert:

$$
T\,(\text{K}) = t\,({}^\circ\mathrm{C}) + 273
$$

and to go back, subtract 273.

### Example 1: Converting temperatures

Convert (a) 25 °C, (b) −10 °C to kelvin, and (c) 573 K to Celsius.

1. (a) $T = 25 + 273 = 298$ K.
2. (b) $T = -10 + 273 = 263$ K.
3. (c) $t = 573 - 273 = 300$ °C.
4. Note there is no degree sign with kelvin: write 298 K, not 298 °K.

## Sublimation and deposition

Some solids change directly into gas without becoming liquid. Heat some camphor in a china dish covered by an inverted funnel plugged with cotton: camphor vapour rises and turns back into solid on the cool funnel walls. A change from solid directly to gas is **sublimation**, and a change from gas directly to solid is **deposition**. Camphor, naphthalene (moth balls in almirahs, which slowly disappear) and ammonium chloride sublime.

## Effect of pressure

Pressure can also change the state. Squeeze a gas in a cylinder with a piston: its particles are pushed closer together. If we **apply pressure and reduce temperature**, a gas can be **liquefied**. This is how LPG is stored as a liquid in cylinders.

Solid carbon dioxide is stored under high pressure. When the pressure is lowered to 1 atmosphere it changes directly into gas without becoming liquid, so it is called **dry ice**. It is used to keep food and medicines cold.

Pressure is measured in **atmospheres** (atm) or pascals (Pa). The pressure of the air at sea level is 1 atm, which is about $1.01 \times 10^5$ Pa. In short: the state of a substance depends on both temperature and pressure.

### Example 2: Reading the heating curve

Ice at −10 °C is heated steadily until it becomes steam. Describe what happens at each stage of the curve in the figure.

1. From −10 °C to 0 °C the ice warms up: the particles vibrate faster.
2. At 0 °C the line is flat: the ice melts, and the heat supplied is the latent heat of fusion.
3. From 0 °C to 100 °C the water warms up: the particles move faster.
4. At 100 °C the line is flat again: the water boils, and the heat supplied is the latent heat of vaporisation.
5. The two flat parts show that during a change of state the temperature does not rise, even though heat is being supplied.

## Common mistakes

- Adding 273 to a kelvin reading to get Celsius. Subtract instead.
- Thinking the temperature rises while ice melts. It stays at 0 °C until all of it has melted.
- Saying latent heat is "lost". It is stored in the particles of the liquid or gas and given out again on freezing or condensing.
- Calling camphor's disappearance evaporation. It is sublimation: solid straight to gas.

## Summary

Heating gives particles more kinetic energy until they overcome their mutual attraction, so solids melt (ice at 273 K) and liquids boil (water at 373 K). During melting and boiling the temperature stays constant because the heat is used as latent heat. Some substances sublime, and gases deposit as solids. To convert Celsius to kelvin, add 273. Increasing pressure and lowering temperature can liquefy a gas, and solid carbon dioxide (dry ice) turns straight into gas at 1 atm.`,
    figures: {
      heating: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="50" y1="170" x2="345" y2="170"/><line x1="50" y1="170" x2="50" y2="15"/><polyline stroke-width="2.5" points="50,150 80,130 140,130 240,50 330,50"/><line x1="46" y1="130" x2="54" y2="130"/><line x1="46" y1="50" x2="54" y2="50"/><line x1="54" y1="130" x2="80" y2="130" stroke-dasharray="3 3"/><line x1="54" y1="50" x2="240" y2="50" stroke-dasharray="3 3"/></g><g fill="currentColor" font-size="11"><text x="42" y="134" text-anchor="end">0 °C</text><text x="42" y="54" text-anchor="end">100 °C</text><text x="110" y="122" text-anchor="middle">melting</text><text x="285" y="42" text-anchor="middle">boiling</text><text x="200" y="110">water warms</text><text x="84" y="160">ice warms</text><text x="200" y="190" text-anchor="middle">time (heat supplied) →</text><text x="14" y="100" transform="rotate(-90 14 100)" text-anchor="middle">temperature</text></g></svg>`,
        alt: "A graph of temperature against time for water being heated. The line rises from below 0 °C to 0 °C, stays flat at 0 °C while the ice melts, rises steadily from 0 °C to 100 °C as the water warms, then stays flat at 100 °C while the water boils.",
      },
    },
    check: [
      {
        question:
          "Convert 300 K to the Celsius scale, and 47 °C to the kelvin scale.",
        answer: "300 K = 300 − 273 = 27 °C; 47 °C = 47 + 273 = 320 K.",
      },
      {
        question:
          "Why does the temperature of melting ice stay at 0 °C even though it is being heated?",
        answer:
          "The heat supplied is used as latent heat of fusion to overcome the forces of attraction between the particles, so it does not raise the temperature until all the ice has melted.",
      },
      {
        question: "Name two substances that sublime.",
        answer: "Any two of camphor, naphthalene and ammonium chloride.",
      },
      {
        question: "Why is solid carbon dioxide called dry ice?",
        answer:
          "When the pressure on it is lowered to 1 atmosphere it changes directly into gas without first becoming a liquid, so it leaves nothing wet behind.",
      },
    ],
  },
  {
    chapter: 1,
    lesson: 4,
    title: "Evaporation and Cooling",
    body: String.raw`By the end of this lesson you will be able to define evaporation, tell it apart from boiling, list the four factors that change its rate, and explain why evaporation cools — from sweating to the matka of cool water in a summer kitchen.

## What is evaporation?

Wet clothes dry on a line without ever being heated to 100 °C. A puddle after a monsoon shower is gone by afternoon. Water clearly changes into vapour below its boiling point.

Particles in a liquid do not all have the same kinetic energy. At any temperature, a few particles at the **surface** have enough energy to break away from the attraction of their neighbours and escape into the air. The change of a liquid into vapour at any temperature below its boiling point is called **evaporation**.

| Evaporation | Boiling |
|---|---|
| happens at any temperature below the boiling point | happens at one fixed temperature (the boiling point) |
| a surface phenomenon | a bulk phenomenon — bubbles form throughout |
| slow and silent | fast, with bubbles |
| causes cooling | temperature stays constant while heat is supplied |

## Factors affecting the rate of evaporation

1. **Surface area.** Evaporation happens only at the surface, so a larger surface means faster evaporation. We spread clothes out to dry, and a wide plate of tea cools faster than a narrow cup.
2. **Temperature.** At a higher temperature more particles have enough kinetic energy to escape. Clothes dry faster on a sunny day than on a cold, cloudy one.
3. **Humidity.** Humidity is the amount of water vapour in the air. Air can hold only a limited amount of water vapour at a given temperature; if it already holds a lot, evaporation slows down. That is why clothes take so long to dry during the monsoon in Mumbai.
4. **Wind speed.** Wind carries away the water vapour above the surface, reducing the vapour nearby, so more water can evaporate. Clothes dry faster on a windy day.

## Why evaporation causes cooling

The particles that escape are the ones with the most energy. To replace the energy they carry away, the liquid absorbs heat from itself and from its surroundings. So the remaining liquid, and whatever it touches, cools down. In an open vessel, the liquid keeps evaporating and the particles absorb energy from the surroundings to make up for the energy lost during evaporation.

Everyday examples:

- **Acetone (nail-polish remover) on the palm** feels cold: it evaporates quickly, taking heat from the skin.
- **Sweating.** Our body sweats on a hot day; as sweat evaporates it takes the latent heat of vaporisation from the body, keeping us cool.
- **Cotton clothes in summer.** Cotton absorbs sweat well and exposes it to the air, so it evaporates faster. Synthetic clothes absorb little sweat.
- **The earthen pot (matka or surahi).** Its walls have tiny pores; water seeps through and evaporates from the outer surface, cooling the water inside.
- **Sprinkling water on a hot roof or courtyard** in the evening cools it as the water evaporates.

The reverse process also happens. Put ice-cold water in a glass: droplets form on the outside. Water vapour in the air touches the cold glass, loses energy and **condenses** into liquid. The water did not seep through the glass.

### Example 1: Which dries first?

Riya washes three identical handkerchiefs. She (A) leaves one crumpled in a bucket in the bathroom, (B) spreads one on a line in the sunny, breezy balcony, and (C) spreads one on a line indoors on a humid monsoon day. Rank them from fastest to slowest drying.

1. B has a large surface area, high temperature and wind; every factor favours fast evaporation.
2. C has a large surface area, but humid, still, cooler air slows evaporation.
3. A has a small exposed surface, no wind and humid air in the bathroom, so it is slowest.
4. Order: B, then C, then A.

### Example 2: Why a matka cools water but a steel pot does not

On a 40 °C day in Jaipur, water in a matka stays cool while water in a steel pot becomes warm. Explain.

1. The clay of the matka has tiny pores, so some water seeps to the outer surface.
2. This water evaporates, taking the energy it needs from the pot and the water inside.
3. So the water inside loses heat and its temperature drops below that of the surroundings.
4. A steel pot has no pores, so no water reaches its outer surface and there is no evaporative cooling; it simply warms up to the temperature of the surroundings.
5. On a humid day the matka cools less, because evaporation is slower.

## Common mistakes

- Saying water must reach 100 °C to turn into vapour. Evaporation happens at any temperature.
- Saying humidity speeds up drying. It slows it down.
- Thinking the droplets outside a glass of cold water leaked through. They come from water vapour in the air that condenses.
- Mixing up the causes: evaporation *causes* cooling; it is not cooling that causes evaporation.

## Summary

Evaporation is the change of a liquid into vapour at any temperature below its boiling point, and it happens only at the surface. It is faster with a larger surface area, higher temperature and stronger wind, and slower when humidity is high. The escaping particles carry energy away, so the liquid absorbs heat from its surroundings and they cool. This explains sweating, the comfort of cotton clothes in summer and the cool water in a matka.`,
    check: [
      {
        question: "Give two differences between evaporation and boiling.",
        answer:
          "Evaporation happens at any temperature below the boiling point, while boiling happens at the boiling point; evaporation takes place only at the surface, while boiling takes place throughout the liquid.",
      },
      {
        question: "Why do clothes dry slowly during the monsoon?",
        answer:
          "The air is very humid; it already holds a lot of water vapour, so it takes up water from the clothes slowly.",
      },
      {
        question: "Why does our palm feel cold when we put some acetone on it?",
        answer:
          "Acetone evaporates quickly, and its particles take the energy they need from the palm, so the palm loses heat and feels cold.",
      },
      {
        question:
          "Why do we see water droplets on the outer surface of a glass of ice-cold water?",
        answer:
          "Water vapour in the air touches the cold surface, loses energy and condenses into liquid droplets.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 1,
    title: "Mixtures and Pure Substances",
    body: String.raw`By the end of this lesson you will be able to say what a scientist means by a *pure substance*, define a mixture, and sort mixtures into homogeneous and heterogeneous ones with reasons.

## "Pure" in the shop and in the laboratory

A packet of ghee says "100% pure", and the milkman insists his milk is "pure, no water added". To a shopkeeper, *pure* means nothing has been added to spoil it. To a scientist the word means something much stricter.

A **pure substance** consists of a single type of particle: all its constituent particles have the same chemical nature. Distilled water, a gold coin of 24 carat, sugar (sucrose) and oxygen gas are pure substances. Ghee and milk, on the other hand, contain fats, proteins, water and other substances, so scientifically they are **mixtures**. So is most of what we buy, eat and breathe.

## What is a mixture?

A **mixture** contains two or more substances (elements or compounds) that are **not chemically combined**. Each component keeps its own properties, and the components can usually be separated by physical methods.

Think of a plate of bhel puri: puffed rice, sev, onion and chutney are all still recognisable, and you could pick them apart. Sea water is a mixture of water and many dissolved salts — evaporate it in the salt pans of Gujarat and you get common salt. Air is a mixture of nitrogen, oxygen, argon, carbon dioxide and water vapour. Soil is a mixture of sand, clay, humus, water and living things.

Note that the proportion of components in a mixture is **not fixed**. A glass of lemonade may have one spoon of sugar or three; it is still lemonade.

## Two kinds of mixture

### Homogeneous mixtures

Dissolve a few crystals of copper sulphate in water. The whole solution turns an even blue. Take a drop from the top and a drop from the bottom: they look, and are, the same. A mixture that has a **uniform composition throughout**, with no visible boundaries between its components, is a **homogeneous mixture**. Such mixtures are also called **solutions**. Examples: salt in water, sugar in water, air, soda water, brass.

Two homogeneous mixtures can have the same components in different proportions. A light-blue and a dark-blue copper sulphate solution are both homogeneous; they differ only in how much copper sulphate is dissolved.

### Heterogeneous mixtures

Stir some sand into water, or pour some mustard oil onto water. You can see separate parts: sand settles, oil floats as a separate layer. A mixture whose components are **not uniformly distributed** and can often be seen as separate parts is a **heterogeneous mixture**. Examples: sand and water, oil and water, iron filings with salt, sulphur with sodium chloride, a bowl of mixed dry fruits.

## How do we decide?

Ask two questions:

1. Does it contain more than one kind of particle? If no, it is a pure substance. If yes, it is a mixture.
2. If it is a mixture, is its composition the same throughout, with no visible boundaries? If yes, it is homogeneous; if no, it is heterogeneous.

### Example 1: Classifying everyday materials

Classify each as a pure substance, a homogeneous mixture or a heterogeneous mixture: (a) distilled water, (b) sugar solution, (c) soil, (d) air, (e) a diamond.

1. (a) Distilled water contains only water particles: **pure substance**.
2. (b) Sugar dissolved in water is uniform throughout: **homogeneous mixture**.
3. (c) Soil has visibly different particles — sand, clay, bits of leaves: **heterogeneous mixture**.
4. (d) Air is a uniform mixture of gases (if it is free of dust): **homogeneous mixture**.
5. (e) Diamond is made only of carbon atoms: **pure substance**.

### Example 2: Is "pure" milk pure?

A dairy advertises its milk as "pure". Explain whether a scientist would agree.

1. A scientist calls a substance pure only if all its particles are of the same kind.
2. Milk contains water, fat droplets, proteins, sugar (lactose) and minerals.
3. These are different substances, not chemically combined, and the fat can be separated by a physical method (churning gives butter).
4. So milk is a mixture, not a pure substance. The dairy means only that nothing harmful has been added.

## Common mistakes

- Using the everyday meaning of "pure" in science answers. Scientifically, milk, ghee and honey are mixtures.
- Calling every liquid homogeneous. Oil and water is a liquid mixture, but it is heterogeneous.
- Thinking a mixture has a fixed composition. Its proportions can vary; a compound's cannot.
- Calling air heterogeneous because it has many gases. Clean air is uniform throughout, so it is homogeneous.

## Summary

A pure substance is made of a single type of particle; a mixture contains two or more substances that are not chemically combined, in any proportion, and can be separated by physical methods. A homogeneous mixture (a solution) has the same composition throughout, such as salt water or air; a heterogeneous mixture has components unevenly spread and often visible, such as sand in water or oil and water.`,
    check: [
      {
        question: "What does a scientist mean by a pure substance?",
        answer:
          "A substance in which all the constituent particles are of the same chemical nature, such as distilled water or gold.",
      },
      {
        question:
          "Classify as homogeneous or heterogeneous: soda water, oil in water, brass, a mixture of iron filings and sand.",
        answer:
          "Homogeneous: soda water, brass. Heterogeneous: oil in water, iron filings with sand.",
      },
      {
        question:
          "Two glasses contain copper sulphate solution, one pale blue and one dark blue. Are both homogeneous?",
        answer:
          "Yes. Each is uniform throughout; they simply contain different amounts of copper sulphate.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 2,
    title: "Solutions and Their Concentration",
    body: String.raw`By the end of this lesson you will be able to name the solute and solvent in a solution, describe the properties of a true solution, explain saturation and solubility, and calculate the concentration of a solution by mass and by volume.

## Solute and solvent

A **solution** is a homogeneous mixture of two or more substances. Lemonade (nimbu pani), soda water and the sugar syrup for gulab jamun are all solutions. The component present in the larger amount, which does the dissolving, is the **solvent**. The component present in the smaller amount, which gets dissolved, is the **solute**. In sugar syrup, water is the solvent and sugar is the solute.

We usually think of a solution as a solid dissolved in a liquid, but any state can dissolve in any other:

| Solution | Solute | Solvent |
|---|---|---|
| sugar in water | solid | liquid |
| tincture of iodine (used on cuts) | iodine, solid | alcohol, liquid |
| soda water, cold drinks | carbon dioxide, gas | water, liquid |
| air | oxygen, argon, CO₂ and others, gases | nitrogen, gas |
| alloys such as brass | zinc, solid | copper, solid |

**Alloys** are homogeneous mixtures of metals, or of a metal and a non-metal. They cannot be separated into their components by physical methods, yet they are counted as mixtures because they show the properties of their constituents and can have variable composition. Brass is a mixture of about 30% zinc and 70% copper.

## Properties of a true solution

- It is **homogeneous**.
- Its particles are extremely small — less than 1 nm ($10^{-9}$ m) in diameter — and cannot be seen with the naked eye.
- Because they are so small, the particles **do not scatter a beam of light**: the path of light through a solution is not visible.
- The solute **does not settle** when the solution is left undisturbed, and it **cannot be separated by filtration**: the solution is stable.

## Saturated and unsaturated solutions

Keep adding salt to a glass of water at room temperature, stirring each time. At some point no more dissolves and crystals sit at the bottom. A solution in which no more solute can be dissolved at a given temperature is a **saturated solution**. The amount of solute present in a saturated solution at that temperature is its **solubility**. If a solution holds less solute than the saturation level, it is **unsaturated**.

Different substances have different solubilities in the same solvent. Solubility also depends on temperature: most solids dissolve more in hot water. Heat a saturated solution and more solute dissolves; cool it slowly and the extra solute may come out as crystals.

## Concentration

A solution with a little solute is **dilute**; one with a lot is **concentrated**. These words compare; to be exact, we calculate the **concentration** — the amount of solute in a given amount of solution (or solvent). Two common ways:

$$
\text{Mass by mass percentage} = \frac{\text{mass of solute}}{\text{mass of solution}} \times 100
$$

$$
\text{Mass by volume percentage} = \frac{\text{mass of solute}}{\text{volume of solution}} \times 100
$$

Remember that the mass of the solution is the mass of solute **plus** the mass of solvent.

### Example 1: Mass by mass percentage

Meera dissolves 25 g of sugar in 225 g of water to make sharbat. Find the concentration by mass percentage.

1. Mass of solute (sugar) = 25 g.
2. Mass of solution = 25 g + 225 g = 250 g.
3. Concentration $= \dfrac{25}{250} \times 100 = 10\%$.
4. Check: using 225 g (water only) would give about 11.1%, which is wrong because the sugar is part of the solution too.

### Example 2: Mass by volume percentage

A glucose drip is prepared by dissolving 18 g of glucose in water to make 300 mL of solution. Find its concentration by mass by volume percentage.

1. Mass of solute = 18 g; volume of solution = 300 mL.
2. Concentration $= \dfrac{18}{300} \times 100 = 6\%$.
3. So every 100 mL of the drip contains 6 g of glucose.

### Example 3: Working backwards

How much salt and how much water are needed to make 500 g of a 4% (by mass) salt solution for gargling?

1. Mass of salt $= \dfrac{4}{100} \times 500 = 20$ g.
2. Mass of water = 500 g − 20 g = 480 g.
3. Check: $\dfrac{20}{500} \times 100 = 4\%$. ✓

## Common mistakes

- Dividing by the mass of the solvent instead of the mass of the solution.
- Mixing up solute and solvent: the solvent is the component in the larger amount.
- Thinking alloys are compounds. They are mixtures with variable composition.
- Calling a solution "saturated" just because it is concentrated. Saturated means no more solute can dissolve at that temperature.

## Summary

A solution is a homogeneous mixture of a solute dissolved in a solvent; solutes and solvents can be solids, liquids or gases, and alloys are solid solutions. True solutions have particles smaller than 1 nm that do not scatter light, do not settle and pass through filter paper. A saturated solution can dissolve no more solute at a given temperature, and the amount present then is the solubility. Concentration by mass percentage is (mass of solute ÷ mass of solution) × 100, and by volume it is (mass of solute ÷ volume of solution) × 100.`,
    check: [
      {
        question:
          "In soda water, which is the solute and which is the solvent?",
        answer:
          "Carbon dioxide (a gas) is the solute and water is the solvent.",
      },
      {
        question:
          "30 g of salt is dissolved in 270 g of water. What is the concentration by mass percentage?",
        answer:
          "Mass of solution = 30 + 270 = 300 g; concentration = (30 ÷ 300) × 100 = 10%.",
      },
      {
        question: "What is a saturated solution?",
        answer:
          "A solution in which no more solute can be dissolved at that temperature.",
      },
      {
        question: "Why is brass called a mixture and not a compound?",
        answer:
          "It shows the properties of its constituents (copper and zinc) and its composition can vary, which is not true of a compound.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 3,
    title: "Suspensions and Colloids",
    body: String.raw`By the end of this lesson you will be able to tell a true solution, a suspension and a colloid apart by their properties, explain the Tyndall effect, and name the dispersed phase and dispersion medium of common colloids.

## Suspensions

Stir a spoonful of chalk powder into a glass of water. The water turns cloudy, you can see the particles, and after a while they settle at the bottom. Muddy water from a monsoon puddle behaves the same way. A **suspension** is a heterogeneous mixture in which the solute particles do not dissolve but remain suspended throughout the medium. Its properties:

- it is **heterogeneous**;
- its particles can be **seen with the naked eye**;
- its particles **scatter a beam of light** passing through it, so the path of the beam is visible;
- the particles **settle down** when it is left undisturbed, so a suspension is **unstable**;
- it can be separated by **filtration**; once the particles settle, the suspension breaks and no longer scatters light.

## Colloids

Milk looks uniform, and it does not settle or pass its particles onto filter paper. Yet milk is not a true solution. Its particles are too small to see individually but much larger than those in a solution. A **colloid** (colloidal solution) is a mixture that looks homogeneous but is actually **heterogeneous**, with particles uniformly spread throughout. Its properties:

- it looks homogeneous but is heterogeneous;
- its particles are too small to be seen with the naked eye;
- the particles are big enough to **scatter a beam of light**, making its path visible — the **Tyndall effect**;
- the particles **do not settle** when left undisturbed, so a colloid is quite **stable**;
- it **cannot be separated by filtration**; a special method called **centrifugation** is used.

![The Tyndall effect](figure:tyndall)

## The Tyndall effect

Shine a torch through a glass of salt solution in a dark room: you see the spot where the light leaves the glass, but not the beam inside. Now shine it through a glass of water with a few drops of milk: a bright path of light appears inside the liquid. The colloidal particles scatter the light sideways into your eyes.

You have seen this outdoors too. When sunlight streams through a small gap into a dusty, dark room, or through the canopy of a dense forest on a misty morning, the beams become visible because tiny particles of dust, smoke or water droplets in the air scatter the light.

## Dispersed phase and dispersion medium

A colloid has two parts. The solute-like component — the particles — is the **dispersed phase**. The component in which they are spread is the **dispersion medium**. Colloids are grouped by the states of these two:

| Dispersed phase | Dispersion medium | Type | Examples |
|---|---|---|---|
| liquid | gas | aerosol | fog, clouds, mist |
| solid | gas | aerosol | smoke, automobile exhaust |
| gas | liquid | foam | shaving cream |
| liquid | liquid | emulsion | milk, face cream |
| solid | liquid | sol | milk of magnesia, mud |
| gas | solid | foam | foam rubber, sponge, pumice |
| liquid | solid | gel | jelly, cheese, butter |
| solid | solid | solid sol | coloured gemstone, milky glass |

### Example 1: Predicting what a torch beam will show

A torch beam is passed through (a) sugar solution, (b) milk diluted with water, (c) muddy water just after stirring. In which will the path of light be visible, and what happens to (c) after an hour?

1. (a) Sugar solution is a true solution; its particles are smaller than 1 nm and do not scatter light. The path is not visible.
2. (b) Diluted milk is a colloid; its particles scatter light. The path is visible (Tyndall effect).
3. (c) Freshly stirred muddy water is a suspension; its large particles scatter light, so the path is visible.
4. After an hour, the mud particles settle. The clear water above them no longer scatters the beam so strongly, because a suspension is unstable.

### Example 2: Naming the phases

Name the dispersed phase and dispersion medium in (a) fog, (b) smoke from a chulha, (c) shaving cream.

1. (a) Fog: tiny water droplets (liquid) spread in air (gas). Dispersed phase liquid, medium gas: an aerosol.
2. (b) Smoke: fine solid particles of carbon and ash spread in air. Dispersed phase solid, medium gas: an aerosol.
3. (c) Shaving cream: bubbles of air (gas) spread in a liquid. Dispersed phase gas, medium liquid: a foam.

## Common mistakes

- Calling milk a true solution because it looks uniform. It is a colloid and shows the Tyndall effect.
- Saying colloids settle on standing. They are stable; suspensions settle.
- Swapping the phase and the medium. The medium is the continuous part in which the particles are spread.
- Thinking a colloid can be filtered. It passes through filter paper; centrifugation is needed.

## Summary

A suspension is a heterogeneous mixture with particles that can be seen, scatter light, settle on standing and can be filtered, such as chalk in water. A colloid looks homogeneous but is heterogeneous; its particles cannot be seen, are big enough to scatter light (the Tyndall effect), do not settle and cannot be filtered, and are separated by centrifugation. A colloid has a dispersed phase spread through a dispersion medium — fog is a liquid in a gas, smoke a solid in a gas and milk a liquid in a liquid (an emulsion).`,
    figures: {
      tyndall: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 170"><g stroke="currentColor" fill="none" stroke-width="1.5"><rect x="10" y="62" width="34" height="22"/><line x1="44" y1="66" x2="60" y2="60"/><line x1="44" y1="80" x2="60" y2="86"/><path d="M80 30 V140 H160 V30"/><line x1="80" y1="50" x2="160" y2="50" stroke-dasharray="4 3"/><path d="M200 30 V140 H280 V30"/><line x1="200" y1="50" x2="280" y2="50" stroke-dasharray="4 3"/><line x1="60" y1="66" x2="80" y2="68"/><line x1="60" y1="80" x2="80" y2="78"/><line x1="160" y1="68" x2="200" y2="68"/><line x1="160" y1="78" x2="200" y2="78"/><path d="M200 68 L280 66 M200 78 L280 80" stroke-width="3"/><line x1="280" y1="66" x2="320" y2="64"/><line x1="280" y1="80" x2="320" y2="82"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="27" y="100">torch</text><text x="120" y="158">salt solution:</text><text x="120" y="170">beam not seen</text><text x="240" y="158">milk in water:</text><text x="240" y="170">beam visible</text></g></svg>`,
        alt: "A torch on the left shines a narrow beam through two beakers of liquid in a row. Inside the first beaker, a salt solution, no beam is drawn. Inside the second beaker, milk in water, the beam is drawn as bold lines because the colloid scatters light and its path can be seen.",
      },
    },
    check: [
      {
        question: "Give two differences between a suspension and a colloid.",
        answer:
          "Particles of a suspension can be seen with the naked eye, but those of a colloid cannot; a suspension settles on standing, but a colloid is stable and does not settle.",
      },
      {
        question: "What is the Tyndall effect? Name one mixture that shows it.",
        answer:
          "The scattering of a beam of light by the particles of a colloid, which makes the path of the beam visible. Milk (or fog, or starch solution) shows it.",
      },
      {
        question: "Name the dispersed phase and dispersion medium in cheese.",
        answer:
          "Dispersed phase: liquid; dispersion medium: solid. It is a gel.",
      },
      {
        question:
          "How can the particles of a colloid be separated from the medium?",
        answer:
          "By centrifugation; they pass through filter paper, so filtration does not work.",
      },
    ],
  },
  {
    chapter: 2,
    lesson: 4,
    title: "Physical and Chemical Changes; Elements and Compounds",
    body: String.raw`By the end of this lesson you will be able to tell a physical change from a chemical change, describe elements and sort them into metals, non-metals and metalloids, and explain how a compound differs from a mixture of the same elements.

## Physical properties and physical changes

Colour, hardness, rigidity, fluidity, density, melting point and boiling point are **physical properties**: we can observe them without changing what the substance is. A change that alters only the physical properties, with **no new substance formed**, is a **physical change**. Melting ice, boiling water, tearing paper, dissolving sugar and hammering a copper wire flat are physical changes. Changes of state are physical: ice, water and steam are all the same substance. Physical changes are usually easy to reverse.

## Chemical changes

When paper burns it becomes ash, smoke and gases; you cannot get the paper back. Milk turns into curd, iron rusts in the rain, food is digested, and a diya's oil burns. In each case **a new substance with different properties** is formed. This is a **chemical change** (a chemical reaction), and the properties that show how a substance reacts — such as whether it burns — are its **chemical properties**.

A burning candle shows both kinds: the wax melting and dripping is a physical change, while the wax vapour burning to form carbon dioxide and water is a chemical change.

## Elements

The word *element* was first used by Robert Boyle in 1661. Antoine Lavoisier later defined an element as a basic form of matter that **cannot be broken down into simpler substances by chemical reactions**. Hydrogen, oxygen, carbon, iron, copper and gold are elements. Elements are normally divided into three groups.

**Metals** usually have a shine (lustre), conduct heat and electricity, can be drawn into wires (ductile), beaten into sheets (malleable) and make a ringing sound when struck (sonorous). Gold, silver, copper, iron, aluminium and sodium are metals. Mercury is the only metal that is liquid at room temperature.

**Non-metals** show a variety of colours, are poor conductors of heat and electricity, and are not lustrous, sonorous or malleable. Hydrogen, oxygen, iodine, carbon (coal, coke), bromine and chlorine are non-metals.

**Metalloids** such as boron, silicon and germanium have properties in between those of metals and non-metals.

## Compounds

A **compound** is a substance made of two or more elements **chemically combined in a fixed proportion**. Water is a compound of hydrogen and oxygen; common salt is a compound of sodium and chlorine. The properties of a compound are quite different from those of its elements. Sodium is a soft metal that reacts violently with water, and chlorine is a poisonous green gas — yet their compound, sodium chloride, is the salt in your dal.

Compare a mixture of iron filings and sulphur powder with iron sulphide, made by heating the two strongly together:

| Mixture (iron + sulphur) | Compound (iron sulphide) |
|---|---|
| elements just mixed; no new substance | elements react to form a new substance |
| any proportion | fixed proportion by mass |
| shows properties of both: a magnet pulls out the iron | new properties: not attracted by a magnet |
| separated by physical methods | separated only by chemical or electrochemical reactions |
| with dilute acid, hydrogen forms (from the iron) | with dilute acid, hydrogen sulphide forms (smells of rotten eggs) |

### Example 1: Physical or chemical?

Classify: (a) cutting a tree, (b) cooking rice, (c) melting butter in a pan, (d) rusting of a bicycle chain, (e) a ghee diya burning.

1. (a) Cutting a tree changes only shape and size; the wood is still wood: **physical**.
2. (b) Cooking changes the starch in rice into new substances; it cannot be reversed: **chemical**.
3. (c) Melting butter only changes its state; it sets again on cooling: **physical**.
4. (d) Rust is a new substance (iron oxide) with different properties: **chemical**.
5. (e) The ghee melts (physical) and then burns, forming new gases (chemical): **both**.

### Example 2: Using the fixed proportion of a compound

Water always contains hydrogen and oxygen in the ratio 1 : 8 by mass. How much hydrogen and how much oxygen are present in 45 g of water?

1. The ratio 1 : 8 means every $1 + 8 = 9$ g of water has 1 g of hydrogen and 8 g of oxygen.
2. Hydrogen in 45 g: $\dfrac{1}{9} \times 45 = 5$ g.
3. Oxygen in 45 g: $\dfrac{8}{9} \times 45 = 40$ g.
4. Check: $5 + 40 = 45$ g. ✓ A mixture of hydrogen and oxygen gases could have any proportion; the compound cannot.

## Common mistakes

- Calling dissolving sugar a chemical change. No new substance forms; evaporating the water gives the sugar back.
- Thinking all metals are solids. Mercury is a liquid at room temperature.
- Saying a compound has the properties of its elements. It has new properties.
- Thinking that because a change is hard to undo it must be chemical. Breaking a glass cannot be undone, but no new substance forms, so it is physical.

## Summary

In a physical change no new substance forms; in a chemical change a new substance with new properties is formed. An element cannot be broken into simpler substances by chemical reactions, and elements are classed as metals, non-metals and metalloids. A compound is formed when elements combine chemically in a fixed proportion; its properties differ from those of its elements, and it can be broken down only by chemical or electrochemical reactions, unlike a mixture.`,
    check: [
      {
        question:
          "Is the burning of a candle a physical change or a chemical change?",
        answer:
          "Both: the melting of wax is a physical change, and the burning of wax vapour to form carbon dioxide and water is a chemical change.",
      },
      {
        question:
          "Name the only metal that is a liquid at room temperature, and give two examples of metalloids.",
        answer: "Mercury. Metalloids: any two of boron, silicon and germanium.",
      },
      {
        question:
          "A mixture of iron filings and sulphur is heated strongly. How can you show that a compound has formed?",
        answer:
          "The product is not attracted by a magnet, and with dilute acid it gives hydrogen sulphide (smell of rotten eggs) instead of hydrogen; it has new properties.",
      },
      {
        question:
          "How much oxygen is there in 27 g of water? (H : O = 1 : 8 by mass)",
        answer: "Oxygen = (8 ÷ 9) × 27 = 24 g.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 1,
    title: "Laws of Chemical Combination",
    body: String.raw`By the end of this lesson you will be able to state the law of conservation of mass and the law of constant proportions, use them in calculations, and explain both laws with Dalton's atomic theory.

## An old idea

Around 500 BC the Indian philosopher **Maharishi Kanad** suggested that if we keep dividing matter, we reach particles that cannot be divided further; he called them *parmanu*. Another Indian thinker, Pakudha Katyayama, said these particles usually combine with one another. In Greece, Democritus and Leucippus had a similar idea and called the indivisible particles *atoms*. These were ideas without experiments. Experimental proof came only at the end of the eighteenth century, when chemists began weighing substances carefully before and after reactions. Two laws came out of these measurements.

## Law of conservation of mass

**Antoine Lavoisier** showed that **mass can neither be created nor destroyed in a chemical reaction**. The total mass of the products equals the total mass of the reactants.

You can test this in class. Put a solution of copper sulphate in a conical flask and a solution of sodium carbonate in a small test tube hung inside the flask; close the flask with a cork and weigh everything. Tilt the flask so the two solutions mix — a reaction takes place — and weigh again. The mass does not change. (The flask must be closed; if a gas forms and escapes from an open flask, the mass seems to drop, but only because part of the product has left.)

## Law of constant proportions

**Joseph Proust** found that **in a chemical substance the elements are always present in definite proportions by mass**. Water from a tap in Chennai, a glacier in Ladakh or a laboratory bottle always contains hydrogen and oxygen in the mass ratio 1 : 8. Ammonia always contains nitrogen and hydrogen in the ratio 14 : 3, and carbon dioxide always contains carbon and oxygen in the ratio 3 : 8. This is also called the **law of definite proportions**. It is true however the compound is made: 9 g of water decomposed always gives 1 g of hydrogen and 8 g of oxygen.

## Dalton's atomic theory

**John Dalton** explained both laws with a theory about atoms. Its main postulates are:

1. All matter is made of very tiny particles called **atoms**, which take part in chemical reactions.
2. Atoms are indivisible particles that cannot be created or destroyed in a chemical reaction.
3. Atoms of a given element are identical in mass and chemical properties.
4. Atoms of different elements have different masses and chemical properties.
5. Atoms combine in the ratio of small whole numbers to form compounds.
6. The relative number and kinds of atoms are constant in a given compound.

Postulate 2 explains the law of conservation of mass: if atoms are only rearranged, never made or destroyed, the total mass cannot change. Postulate 6, together with postulates 3 and 5, explains the law of constant proportions: if every molecule of water has the same number and kinds of atoms, and all atoms of each element have the same mass, the mass ratio must be the same in every sample. (We now know that atoms are made of smaller particles, so postulate 2 is not fully correct — but atoms are indeed not created or destroyed in chemical reactions.)

### Example 1: Conservation of mass

When 10 g of calcium carbonate (chalk, marble) is heated strongly, it decomposes and 5.6 g of calcium oxide (quicklime) remains. Carbon dioxide escapes. What mass of carbon dioxide is produced?

1. By conservation of mass: mass of reactants = mass of products.
2. $10 \text{ g} = 5.6 \text{ g} + \text{mass of carbon dioxide}$
3. Mass of carbon dioxide $= 10 - 5.6 = 4.4$ g.
4. If you weighed the open dish, it would seem to "lose" 4.4 g, but that mass has left as gas; it has not been destroyed.

### Example 2: Constant proportions

Carbon and oxygen combine in the mass ratio 3 : 8 to form carbon dioxide. How much oxygen is needed to burn 9 g of carbon completely, and what mass of carbon dioxide forms?

1. The ratio 3 : 8 means 3 g of carbon needs 8 g of oxygen.
2. 9 g is $9 \div 3 = 3$ times as much carbon, so it needs $3 \times 8 = 24$ g of oxygen.
3. By conservation of mass, carbon dioxide formed $= 9 + 24 = 33$ g.
4. Check the ratio in the product: $9 : 24 = 3 : 8$. ✓

## Common mistakes

- Forgetting that a gas escaping from an open vessel still has mass. The law applies to a closed system.
- Thinking that the ratio 1 : 8 in water is a ratio of numbers of atoms. It is a ratio of **masses** (there are two hydrogen atoms for each oxygen atom).
- Mixing up the names: Lavoisier — conservation of mass; Proust — constant proportions; Dalton — atomic theory.
- Applying constant proportions to mixtures. Only compounds have a fixed composition.

## Summary

The law of conservation of mass (Lavoisier) says that mass is neither created nor destroyed in a chemical reaction, so the mass of the products equals the mass of the reactants. The law of constant proportions (Proust) says a pure compound always contains the same elements combined in the same proportion by mass — hydrogen and oxygen in water are always 1 : 8. Dalton's atomic theory explains both: matter is made of atoms that are not created or destroyed in reactions, atoms of an element are identical, and they combine in small whole-number ratios.`,
    check: [
      {
        question: "State the law of constant proportions.",
        answer:
          "In a chemical substance, the elements are always present in definite proportions by mass.",
      },
      {
        question:
          "Which postulate of Dalton's theory explains the law of conservation of mass?",
        answer:
          "Atoms are indivisible particles that can neither be created nor destroyed in a chemical reaction.",
      },
      {
        question:
          "In a reaction, 12 g of magnesium burns in oxygen to form 20 g of magnesium oxide. How much oxygen was used?",
        answer: "By conservation of mass, oxygen = 20 − 12 = 8 g.",
      },
      {
        question:
          "Hydrogen and oxygen combine in the ratio 1 : 8 by mass. How much oxygen reacts with 4 g of hydrogen?",
        answer: "4 × 8 = 32 g of oxygen (forming 36 g of water).",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 2,
    title: "Atoms and Their Symbols",
    body: String.raw`By the end of this lesson you will be able to describe how small atoms are, write the symbols of common elements correctly (including those from Latin names), and explain what the atomic mass unit is and how atomic masses are compared.

## How big is an atom?

Atoms are the building blocks of all matter, just as bricks build a wall. But they are unimaginably small. Atomic radius is measured in **nanometres** (nm):

$$
1 \text{ nm} = 10^{-9} \text{ m}
$$

The radius of a hydrogen atom is about $10^{-10}$ m (0.1 nm). A molecule of water is about $10^{-9}$ m across, a molecule of haemoglobin about $10^{-8}$ m, and a grain of sand about $10^{-4}$ m. If millions of atoms were stacked, they would make a layer only as thick as a sheet of paper. We cannot see atoms with our eyes or an ordinary microscope, though modern instruments can produce images of the surfaces of elements showing atoms.

### Example 1: Lining up hydrogen atoms

The radius of a hydrogen atom is about $10^{-10}$ m. Roughly how many hydrogen atoms would fit side by side along a 1 mm mark on your ruler?

1. Diameter of one atom $= 2 \times 10^{-10}$ m.
2. Length available $= 1 \text{ mm} = 10^{-3}$ m.
3. Number of atoms $= \dfrac{10^{-3}}{2 \times 10^{-10}} = 0.5 \times 10^{7} = 5 \times 10^{6}$.
4. About 5 million hydrogen atoms fit along a single millimetre.

## Symbols of elements

Dalton was the first to use symbols for elements, drawing a circle with a different mark inside for each. These were hard to draw and remember. **Berzelius** suggested that symbols be made from one or two letters of the element's name — the system we still use. Today the **IUPAC** (International Union of Pure and Applied Chemistry) approves the names and symbols of elements. The rules:

- The symbol is usually the first letter of the name, written as a **capital**: H (hydrogen), O (oxygen), C (carbon), N (nitrogen).
- If the first letter is already taken, a second letter from the name is added, written in **small** letters: Al (aluminium), Ca (calcium), Co (cobalt), Cl (chlorine), Zn (zinc), Mg (magnesium).
- Some symbols come from the **Latin** names of elements:

| Element | Latin name | Symbol |
|---|---|---|
| sodium | natrium | Na |
| potassium | kalium | K |
| iron | ferrum | Fe |
| copper | cuprum | Cu |
| silver | argentum | Ag |
| gold | aurum | Au |
| lead | plumbum | Pb |

The capital-and-small rule matters. **Co** is cobalt, an element; **CO** (capital C and capital O) is carbon monoxide, a compound of carbon and oxygen.

## Atomic mass

Dalton's theory said each element has a characteristic atomic mass. But a single atom is far too light to weigh directly, so chemists compare atoms with a standard atom. This gives **relative atomic masses**.

Early on, hydrogen and later one-sixteenth of the mass of an oxygen atom were used as the reference. Since 1961 the universally accepted standard is the carbon-12 atom. One **atomic mass unit** (u, earlier written amu) is defined as:

$$
1 \text{ u} = \frac{1}{12} \times \text{mass of one atom of carbon-12}
$$

So the relative atomic mass of an element is the average mass of its atom compared with $\frac{1}{12}$ of the mass of a carbon-12 atom. Some atomic masses you will use often:

| Element | H | C | N | O | Na | Mg | S | Cl | Ca |
|---|---|---|---|---|---|---|---|---|---|
| Atomic mass (u) | 1 | 12 | 14 | 16 | 23 | 24 | 32 | 35.5 | 40 |

### Example 2: Comparing atomic masses

An atom of element X is found to be twice as heavy as an atom of carbon-12, and an atom of element Y is $\frac{4}{3}$ times as heavy as a carbon-12 atom. Find their atomic masses and identify them from the table.

1. The mass of a carbon-12 atom is exactly 12 u.
2. Atomic mass of X $= 2 \times 12 = 24$ u, so X is magnesium.
3. Atomic mass of Y $= \frac{4}{3} \times 12 = 16$ u, so Y is oxygen.
4. Note that an atomic mass is relative: it tells us how many times heavier an atom is than $\frac{1}{12}$ of a carbon-12 atom.

## How do atoms exist?

Atoms of most elements are not able to exist on their own. Atoms join up to form **molecules** or exist as charged particles called **ions**, and these in large numbers form the matter we can see and touch. (Noble gases such as helium and argon are exceptions; their atoms exist independently.) You will study molecules and ions in the next lesson.

## Common mistakes

- Writing the second letter of a symbol as a capital: "CA" or "MG" is wrong; write Ca and Mg.
- Guessing symbols from English names. Sodium is Na, potassium K and iron Fe, from Latin.
- Giving atomic mass in grams. Relative atomic masses are in atomic mass units, u.
- Thinking 1 u is the mass of a hydrogen atom by definition. It is $\frac{1}{12}$ of the mass of a carbon-12 atom.

## Summary

Atoms are extremely small: atomic radii are measured in nanometres, and a hydrogen atom has a radius of about $10^{-10}$ m. Element symbols, approved by IUPAC, use one or two letters with the first a capital; some, such as Na, K, Fe, Cu, Ag, Au and Pb, come from Latin names. Atomic masses are relative and are measured in atomic mass units: 1 u is one-twelfth of the mass of a carbon-12 atom. Most atoms do not exist alone but as molecules or ions.`,
    check: [
      {
        question: "Write the symbols of calcium, cobalt, copper and potassium.",
        answer: "Ca, Co, Cu, K.",
      },
      {
        question: "Define one atomic mass unit.",
        answer:
          "One atomic mass unit (1 u) is exactly one-twelfth of the mass of one atom of carbon-12.",
      },
      {
        question: "What is the difference between Co and CO?",
        answer:
          "Co is the symbol of the element cobalt; CO is the formula of carbon monoxide, a compound of carbon and oxygen.",
      },
      {
        question:
          "An atom of an element is 8/3 times as heavy as a carbon-12 atom. What is its atomic mass, and which element is it?",
        answer: "(8/3) × 12 = 32 u, so the element is sulphur.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 3,
    title: "Molecules and Ions",
    body: String.raw`By the end of this lesson you will be able to define a molecule, find the atomicity of common elements, tell molecules of elements from molecules of compounds, and name cations, anions and polyatomic ions.

## What is a molecule?

Most atoms do not live alone. A **molecule** is a group of two or more atoms that are chemically bonded, held together by strong attractive forces. It is the **smallest particle of an element or a compound that can exist independently and shows all the properties of that substance**. A single molecule of water, for example, is still water; split it and you no longer have water.

## Molecules of elements

A molecule of an element contains atoms of the **same kind**. The number of atoms in one molecule of an element is its **atomicity**.

| Element | Formula | Atomicity |
|---|---|---|
| helium, neon, argon | He, Ne, Ar | monoatomic (1) |
| hydrogen, oxygen, nitrogen, chlorine | $\mathrm{H_2, O_2, N_2, Cl_2}$ | diatomic (2) |
| ozone | $\mathrm{O_3}$ | triatomic (3) |
| phosphorus | $\mathrm{P_4}$ | tetra-atomic (4) |
| sulphur | $\mathrm{S_8}$ | poly-atomic (8) |

The noble gases are monoatomic: their atoms exist on their own. Notice that oxygen can form two different molecules: $\mathrm{O_2}$, which we breathe, and $\mathrm{O_3}$ (ozone), which forms a layer high in the atmosphere. Metals and carbon do not have a simple molecular structure; they consist of a very large, indefinite number of atoms bonded together, and are represented simply by their symbols (Fe, Cu, C).

## Molecules of compounds

A molecule of a compound contains atoms of **different elements** joined in a **definite proportion**. A water molecule has two hydrogen atoms and one oxygen atom; an ammonia molecule has one nitrogen atom and three hydrogen atoms; a carbon dioxide molecule has one carbon atom and two oxygen atoms. Because the number of atoms is fixed, the ratio by mass is fixed too:

| Compound | Elements | Ratio by mass |
|---|---|---|
| water, $\mathrm{H_2O}$ | hydrogen, oxygen | 1 : 8 |
| ammonia, $\mathrm{NH_3}$ | nitrogen, hydrogen | 14 : 3 |
| carbon dioxide, $\mathrm{CO_2}$ | carbon, oxygen | 3 : 8 |

### Example 1: Where the mass ratio comes from

Show that the mass ratio of nitrogen to hydrogen in ammonia is 14 : 3, using N = 14 u and H = 1 u.

1. One molecule of $\mathrm{NH_3}$ has 1 nitrogen atom and 3 hydrogen atoms.
2. Mass of nitrogen in it $= 1 \times 14 = 14$ u.
3. Mass of hydrogen in it $= 3 \times 1 = 3$ u.
4. Ratio N : H $= 14 : 3$, the same in every molecule, and so in every sample of ammonia.

## Ions

Compounds made of a metal and a non-metal, such as common salt, are not made of molecules. They contain **charged particles** called **ions**. An ion forms when an atom (or a group of atoms) gains or loses electrons.

- A positively charged ion is a **cation**, for example the sodium ion $\mathrm{Na^+}$ or the magnesium ion $\mathrm{Mg^{2+}}$.
- A negatively charged ion is an **anion**, for example the chloride ion $\mathrm{Cl^-}$ or the oxide ion $\mathrm{O^{2-}}$.

Sodium chloride is made of $\mathrm{Na^+}$ and $\mathrm{Cl^-}$ ions held together by strong attraction between opposite charges, in the ratio 1 : 1. Such compounds are **ionic compounds**.

An ion may also be a group of atoms that carries a charge as a whole. This is a **polyatomic ion**:

| Polyatomic ion | Formula |
|---|---|
| ammonium | $\mathrm{NH_4^+}$ |
| hydroxide | $\mathrm{OH^-}$ |
| nitrate | $\mathrm{NO_3^-}$ |
| hydrogen carbonate | $\mathrm{HCO_3^-}$ |
| carbonate | $\mathrm{CO_3^{2-}}$ |
| sulphate | $\mathrm{SO_4^{2-}}$ |
| phosphate | $\mathrm{PO_4^{3-}}$ |

An ionic compound is always electrically neutral: the total positive charge equals the total negative charge.

### Example 2: Counting ions and atoms

Aluminium sulphate has the formula $\mathrm{Al_2(SO_4)_3}$. How many ions of each kind does one formula unit contain, how many atoms in all, and is it neutral?

1. $\mathrm{Al_2}$ means 2 aluminium ions, $\mathrm{Al^{3+}}$.
2. $\mathrm{(SO_4)_3}$ means 3 sulphate ions, $\mathrm{SO_4^{2-}}$, each with 1 sulphur and 4 oxygen atoms.
3. Atoms: 2 Al + 3 S + $3 \times 4 = 12$ O, so $2 + 3 + 12 = 17$ atoms.
4. Charge: $2 \times (+3) + 3 \times (-2) = +6 - 6 = 0$. It is neutral. ✓

## Common mistakes

- Writing oxygen gas as O. The gas is diatomic: $\mathrm{O_2}$.
- Mixing up cation and anion. Cations are positive, anions negative.
- Thinking sodium chloride is made of NaCl molecules. It is made of $\mathrm{Na^+}$ and $\mathrm{Cl^-}$ ions; we speak of a formula unit.
- Forgetting the bracket's multiplier: in $\mathrm{(SO_4)_3}$ every atom inside the bracket is multiplied by 3.

## Summary

A molecule is the smallest particle of an element or compound that can exist independently and shows all its properties. Molecules of elements contain one kind of atom, and the number of atoms in one molecule is the atomicity: He is monoatomic, $\mathrm{O_2}$ diatomic, $\mathrm{O_3}$ triatomic, $\mathrm{P_4}$ tetra-atomic and $\mathrm{S_8}$ poly-atomic. Molecules of compounds contain different atoms in a fixed ratio. Ions are charged particles: cations are positive, anions negative, and a charged group of atoms such as $\mathrm{NH_4^+}$ or $\mathrm{SO_4^{2-}}$ is a polyatomic ion.`,
    check: [
      {
        question:
          "What is the atomicity of (a) argon, (b) ozone, (c) phosphorus, (d) sulphur?",
        answer:
          "(a) 1 (monoatomic), (b) 3 (triatomic), (c) 4 (tetra-atomic), (d) 8 (poly-atomic).",
      },
      {
        question: "Define a molecule.",
        answer:
          "The smallest particle of an element or a compound that can exist independently and shows all the properties of that substance.",
      },
      {
        question:
          "Classify as cation or anion: $\\mathrm{Mg^{2+}}$, $\\mathrm{Cl^-}$, $\\mathrm{NH_4^+}$, $\\mathrm{CO_3^{2-}}$.",
        answer: "Cations: Mg²⁺ and NH₄⁺. Anions: Cl⁻ and CO₃²⁻.",
      },
      {
        question:
          "How many atoms are there in one formula unit of calcium hydroxide, Ca(OH)₂?",
        answer: "1 Ca + 2 O + 2 H = 5 atoms.",
      },
    ],
  },
  {
    chapter: 3,
    lesson: 4,
    title: "Chemical Formulae and Molecular Mass",
    body: String.raw`By the end of this lesson you will be able to write the chemical formula of a simple compound from the valencies of its elements or ions, and calculate its molecular mass or formula unit mass.

## Valency

The **chemical formula** of a compound shows its composition in symbols. To write it, we need the **valency** of each element or ion: its **combining capacity**. Think of valency as the number of "arms" an atom or ion has for holding hands with others. For an ion, the valency equals the size of its charge.

| Valency | Cations | Anions |
|---|---|---|
| 1 | $\mathrm{H^+}$, $\mathrm{Na^+}$, $\mathrm{K^+}$, $\mathrm{Ag^+}$, $\mathrm{NH_4^+}$ | $\mathrm{Cl^-}$, $\mathrm{Br^-}$, $\mathrm{OH^-}$, $\mathrm{NO_3^-}$, $\mathrm{HCO_3^-}$ |
| 2 | $\mathrm{Mg^{2+}}$, $\mathrm{Ca^{2+}}$, $\mathrm{Zn^{2+}}$, $\mathrm{Cu^{2+}}$ | $\mathrm{O^{2-}}$, $\mathrm{S^{2-}}$, $\mathrm{CO_3^{2-}}$, $\mathrm{SO_4^{2-}}$ |
| 3 | $\mathrm{Al^{3+}}$, $\mathrm{Fe^{3+}}$ | $\mathrm{N^{3-}}$, $\mathrm{PO_4^{3-}}$ |

## Rules for writing formulae

1. The valencies (or charges) of the ions must balance, so the compound is neutral.
2. In a compound of a metal and a non-metal, the metal's name and symbol come first: calcium oxide, CaO; sodium chloride, NaCl.
3. If a polyatomic ion appears more than once, it is enclosed in brackets with the number outside: $\mathrm{Ca(OH)_2}$, not $\mathrm{CaOH_2}$. A single polyatomic ion needs no bracket: $\mathrm{NaOH}$.

## The criss-cross method

Write the symbols side by side with each valency below its own symbol. Then **criss-cross**: each element's valency becomes the subscript of the other element. Then reduce to the simplest ratio if both numbers share a factor. A subscript of 1 is not written.

- Hydrogen chloride: H (1) and Cl (1) give HCl.
- Hydrogen sulphide: H (1) and S (2) give $\mathrm{H_2S}$.
- Carbon tetrachloride: C (4) and Cl (1) give $\mathrm{CCl_4}$.
- Magnesium chloride: Mg (2) and Cl (1) give $\mathrm{MgCl_2}$.
- Calcium oxide: Ca (2) and O (2) give $\mathrm{Ca_2O_2}$, which simplifies to CaO.

### Example 1: Formulae with polyatomic ions

Write the formulae of (a) aluminium oxide, (b) calcium hydroxide, (c) ammonium sulphate.

1. (a) $\mathrm{Al^{3+}}$ and $\mathrm{O^{2-}}$: criss-cross 3 and 2 to get $\mathrm{Al_2O_3}$. Check: $2 \times 3 = 6$ positive, $3 \times 2 = 6$ negative. ✓
2. (b) $\mathrm{Ca^{2+}}$ and $\mathrm{OH^-}$: Ca takes 1, OH takes 2. OH is polyatomic and appears twice, so $\mathrm{Ca(OH)_2}$.
3. (c) $\mathrm{NH_4^+}$ and $\mathrm{SO_4^{2-}}$: ammonium takes 2, sulphate takes 1, giving $\mathrm{(NH_4)_2SO_4}$. Check: $2 \times 1 = 2$ positive, $1 \times 2 = 2$ negative. ✓

## Molecular mass

The **molecular mass** of a substance is the **sum of the atomic masses of all the atoms in a molecule** of that substance. It is the relative mass of a molecule, expressed in atomic mass units (u). Using H = 1, C = 12, N = 14, O = 16 u:

$$
\text{Molecular mass of } \mathrm{H_2O} = 2 \times 1 + 1 \times 16 = 18 \text{ u}
$$

## Formula unit mass

Ionic compounds such as sodium chloride are not made of molecules, so we use the **formula unit mass**: the sum of the atomic masses of all atoms in one formula unit. It is calculated in exactly the same way. With Na = 23 u and Cl = 35.5 u:

$$
\text{Formula unit mass of NaCl} = 23 + 35.5 = 58.5 \text{ u}
$$

### Example 2: Calculating masses

Find (a) the molecular mass of nitric acid, $\mathrm{HNO_3}$, (b) the molecular mass of ethanol, $\mathrm{C_2H_5OH}$, and (c) the formula unit mass of calcium chloride, $\mathrm{CaCl_2}$ (Ca = 40 u, Cl = 35.5 u).

1. (a) $\mathrm{HNO_3}$: $1 \times 1 + 1 \times 14 + 3 \times 16 = 1 + 14 + 48 = 63$ u.
2. (b) $\mathrm{C_2H_5OH}$ has 2 C, 6 H (5 + 1) and 1 O: $2 \times 12 + 6 \times 1 + 16 = 24 + 6 + 16 = 46$ u.
3. (c) $\mathrm{CaCl_2}$: $40 + 2 \times 35.5 = 40 + 71 = 111$ u.

### Example 3: Marble

Find the formula unit mass of calcium carbonate, $\mathrm{CaCO_3}$, the main substance in the marble of the Taj Mahal.

1. Atoms: 1 Ca, 1 C, 3 O.
2. Mass $= 40 + 12 + 3 \times 16 = 40 + 12 + 48 = 100$ u.

## Common mistakes

- Forgetting brackets: $\mathrm{Ca(OH)_2}$ has two O and two H atoms; $\mathrm{CaOH_2}$ would mean something else.
- Not simplifying: the formula of calcium oxide is CaO, not $\mathrm{Ca_2O_2}$.
- Missing hidden atoms when counting: ethanol has six hydrogen atoms, not five.
- Writing molecular mass in grams. It is a relative mass in u.

## Summary

Valency is the combining capacity of an element or ion. To write a formula, balance the valencies: write the symbols, criss-cross the valencies as subscripts, simplify, and put brackets around a polyatomic ion that appears more than once — so aluminium and oxygen give $\mathrm{Al_2O_3}$. The molecular mass is the sum of the atomic masses of all atoms in a molecule ($\mathrm{H_2O}$ = 18 u); for ionic compounds the same sum is called the formula unit mass (NaCl = 58.5 u).`,
    check: [
      {
        question:
          "Write the formulae of magnesium oxide, sodium carbonate and aluminium chloride.",
        answer:
          "MgO (Mg 2, O 2, simplified), Na₂CO₃ (Na 1, CO₃ 2), AlCl₃ (Al 3, Cl 1).",
      },
      {
        question:
          "Calculate the molecular mass of carbon dioxide, CO₂ (C = 12 u, O = 16 u).",
        answer: "12 + 2 × 16 = 44 u.",
      },
      {
        question:
          "Calculate the molecular mass of ammonia, NH₃ (N = 14 u, H = 1 u).",
        answer: "14 + 3 × 1 = 17 u.",
      },
      {
        question:
          "Why do we speak of the formula unit mass of sodium chloride rather than its molecular mass?",
        answer:
          "Sodium chloride is an ionic compound made of Na⁺ and Cl⁻ ions, not of separate molecules.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 1,
    title: "Charged Particles in Matter",
    body: String.raw`By the end of this lesson you will be able to give evidence that atoms contain charged particles, describe the electron, proton and neutron (their charge, mass and discoverers), and work out the charge and approximate mass of an atom or ion from its particles.

## Atoms are not indivisible after all

Dalton believed atoms could not be divided. By the end of the nineteenth century, experiments showed otherwise. A simple clue is within your reach: comb your dry hair on a winter morning and hold the comb near small bits of paper. They jump to the comb. Rub a glass rod with a silk cloth and bring it near an inflated balloon; the balloon is attracted. Rubbing has given these objects an electric charge. Where did the charge come from? It must come from the atoms of the materials — so atoms must contain charged particles. Because ordinary matter is neutral, the atom must contain **both** positive and negative charges, in equal amounts.

## The electron

While studying electric discharge through gases in glass tubes, **J.J. Thomson** showed that atoms contain tiny **negatively charged** particles: **electrons**. The electron is given a charge of $-1$. Its mass is so small — about $\frac{1}{2000}$ of the mass of a hydrogen atom — that it is usually taken as negligible.

## The proton

In 1886 **E. Goldstein**, working with a similar discharge tube, discovered new radiations moving the other way, which he called **canal rays**. They were **positively charged**. This discovery led to the identification of the **proton**. A proton has a charge of $+1$, equal in size and opposite in sign to the electron's charge, and a mass of about 1 u — roughly 2000 times the mass of an electron.

## The neutron

If an atom contained only protons and electrons, the masses of most atoms would not add up: a helium atom, with 2 protons, has a mass of about 4 u, not 2 u. In 1932 **J. Chadwick** discovered a third particle with **no charge** and a mass nearly equal to that of a proton: the **neutron**, represented by n. Neutrons are present in the nuclei of all atoms except ordinary hydrogen (protium), which has one proton and no neutron.

| Particle | Symbol | Relative charge | Relative mass | Discovered by |
|---|---|---|---|---|
| electron | $\mathrm{e^-}$ | $-1$ | about $\frac{1}{2000}$ u (negligible) | J.J. Thomson |
| proton | $\mathrm{p^+}$ | $+1$ | 1 u | E. Goldstein (canal rays) |
| neutron | n | 0 | 1 u | J. Chadwick, 1932 |

Protons and neutrons are found together in the **nucleus** at the centre of the atom (you will see how this was discovered in the next lesson), and electrons move around it. So the mass of an atom is essentially the sum of the masses of its protons and neutrons.

### Example 1: Charge on an atom or ion

A particle has 12 protons, 12 neutrons and 10 electrons. What is its overall charge? Is it a neutral atom?

1. Positive charge from protons $= 12 \times (+1) = +12$.
2. Negative charge from electrons $= 10 \times (-1) = -10$.
3. Neutrons carry no charge.
4. Net charge $= +12 - 10 = +2$. It is not a neutral atom but a positive ion with charge $+2$. (With 12 protons it is magnesium, so this is $\mathrm{Mg^{2+}}$.)

### Example 2: Why electrons hardly affect mass

A carbon atom has 6 protons, 6 neutrons and 6 electrons. Estimate its mass and the share contributed by the electrons.

1. Protons and neutrons: $6 \times 1 + 6 \times 1 = 12$ u.
2. Electrons: $6 \times \frac{1}{2000} = 0.003$ u.
3. Total $\approx 12.003$ u, i.e. about 12 u.
4. The electrons contribute only $\frac{0.003}{12.003} \times 100 \approx 0.025\%$ of the mass — which is why we ignore them when finding the mass of an atom.

## Common mistakes

- Saying the neutron was discovered by Thomson or Rutherford. It was Chadwick, in 1932.
- Thinking a proton is slightly heavier than an electron. It is about 2000 times heavier.
- Forgetting that an atom is neutral overall: in a neutral atom, the number of electrons equals the number of protons.
- Saying every nucleus contains neutrons. The ordinary hydrogen atom has none.

## Summary

Static electricity from rubbing shows that atoms contain charged particles. Thomson identified the negatively charged electron (charge $-1$, negligible mass), and Goldstein's canal rays led to the positively charged proton (charge $+1$, mass about 1 u, about 2000 times that of an electron). In 1932 Chadwick discovered the neutron, which has no charge and a mass about equal to a proton's. Protons and neutrons are in the nucleus and make up almost all of the atom's mass; a neutral atom has as many electrons as protons.`,
    check: [
      {
        question: "What are canal rays, and who discovered them?",
        answer:
          "Positively charged radiations discovered by E. Goldstein in 1886 in a gas discharge tube; they led to the discovery of the proton.",
      },
      {
        question:
          "A particle has 17 protons, 18 neutrons and 18 electrons. What is its charge?",
        answer:
          "+17 − 18 = −1, so it is a negative ion (the chloride ion, Cl⁻).",
      },
      {
        question: "Compare the proton and the electron in charge and mass.",
        answer:
          "Their charges are equal in size and opposite in sign (+1 and −1); the proton is about 2000 times heavier than the electron.",
      },
      {
        question: "Which atom has no neutrons in its nucleus?",
        answer:
          "Ordinary hydrogen (protium), which has one proton and one electron.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 2,
    title: "Models of the Atom",
    body: String.raw`By the end of this lesson you will be able to describe Thomson's, Rutherford's and Bohr's models of the atom, explain what the alpha-particle scattering experiment showed, and say why each new model replaced the one before it.

## Thomson's model

Once electrons and protons were known, the question was how they are arranged. **J.J. Thomson** proposed the first model. He pictured the atom as a **sphere of positive charge with electrons embedded in it**, like the black seeds in the red flesh of a watermelon (or dry fruits in a pudding). The positive and negative charges are equal in size, so the atom as a whole is electrically neutral.

This model explained why atoms are neutral, but it could not survive the next experiment.

## Rutherford's alpha-particle scattering experiment

**Ernest Rutherford** fired fast-moving **alpha particles** at a very thin sheet of **gold foil**, about 1000 atoms thick. Alpha particles are doubly charged helium ions; they have a mass of 4 u and carry a lot of energy. If Thomson were right, the positive charge would be spread thinly, and the heavy alpha particles would pass through with hardly any deflection.

What Rutherford actually observed:

1. **Most** of the alpha particles passed straight through the foil.
2. **Some** were deflected by small angles.
3. **About one in every 12,000** bounced right back.

Rutherford said it was as surprising as firing a heavy shell at a piece of tissue paper and having it come back at you.

![Alpha particles striking gold foil](figure:scattering)

From these results he concluded:

- Most of the space inside an atom is **empty**, since most alpha particles went straight through.
- The positive charge occupies **very little space**, since only a few particles were deflected.
- All the positive charge and almost all the mass of the atom are concentrated in a **very small volume**, since the few particles that hit it head-on were turned right back. He calculated that the radius of this centre is about $10^5$ times smaller than the radius of the atom.

## Rutherford's nuclear model

1. An atom has a positively charged centre called the **nucleus**, which contains nearly all its mass.
2. Electrons revolve around the nucleus in circular paths.
3. The nucleus is extremely small compared with the atom.

### Example 1: How small is the nucleus?

The radius of the nucleus is about $10^5$ times smaller than that of the atom. If a nucleus were enlarged to the size of a cricket ball (about 7 cm across), how wide would the atom be?

1. Width of the atom $= 10^5 \times 7$ cm $= 700\,000$ cm.
2. Convert: $700\,000 \text{ cm} = 7000 \text{ m} = 7$ km.
3. So the "atom" would be about 7 km across — a whole town — with the ball at its centre and electrons somewhere far out. This shows how empty an atom is.

## The problem with Rutherford's model

A charged particle moving in a circle is accelerating, and an accelerating charged particle should radiate energy. So a revolving electron would keep losing energy and spiral into the nucleus, and the atom would collapse. But atoms are very stable. Rutherford's model could not explain this.

## Bohr's model

**Neils Bohr** added two ideas:

1. Only certain special orbits, called **discrete orbits**, are allowed for the electrons.
2. While revolving in a discrete orbit, an electron **does not radiate energy**.

These orbits are called **energy levels** or **shells**. They are named K, L, M, N… or numbered $n = 1, 2, 3, 4, \dots$ starting from the nucleus.

### Example 2: Reading the scattering results

In a repeat of the experiment, 24,000 alpha particles hit the foil. Using Rutherford's figure of one in 12,000 bouncing back, how many would you expect to rebound, and what does this tell us?

1. Number rebounding $= \dfrac{24\,000}{12\,000} = 2$.
2. So about 2 out of 24,000 come back; nearly all the rest pass through, a few with small deflections.
3. This very small fraction shows the target they bounce off — the nucleus — is tiny and very dense compared with the whole atom.

## Common mistakes

- Saying Thomson's model has a nucleus. It does not; its positive charge is spread throughout the atom.
- Saying the gold foil experiment used electrons. It used alpha particles.
- Thinking that most alpha particles were deflected. Most passed straight through.
- Forgetting why Bohr's model was needed: Rutherford's model could not explain the stability of the atom.

## Summary

Thomson pictured the atom as a positive sphere with electrons embedded in it, like seeds in a watermelon. Rutherford's alpha-particle scattering from gold foil showed that most of the atom is empty space, with its positive charge and nearly all its mass in a tiny nucleus about $10^5$ times smaller than the atom, with electrons revolving around it. Since such revolving electrons should lose energy and fall into the nucleus, Bohr proposed that electrons move only in certain permitted orbits (shells K, L, M, N) in which they do not radiate energy.`,
    figures: {
      scattering: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 180"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="200" y1="15" x2="200" y2="165" stroke-width="3"/><circle cx="200" cy="90" r="3" fill="currentColor"/><line x1="20" y1="30" x2="340" y2="30"/><path d="M334 26 L340 30 L334 34"/><line x1="20" y1="45" x2="340" y2="45"/><path d="M334 41 L340 45 L334 49"/><path d="M20 78 L196 78 Q204 76 330 60"/><path d="M323 59 L330 60 L325 66"/><path d="M20 90 L192 90 Q198 92 120 110 L40 128"/><path d="M47 123 L40 128 L47 131"/><line x1="20" y1="125" x2="340" y2="125"/><path d="M334 121 L340 125 L334 129"/><line x1="20" y1="150" x2="340" y2="150"/><path d="M334 146 L340 150 L334 154"/></g><g fill="currentColor" font-size="11"><text x="206" y="175">gold foil</text><text x="208" y="100">nucleus</text><text x="20" y="22">alpha particles</text><text x="40" y="145">bounces back</text><text x="262" y="82">deflected</text></g></svg>`,
        alt: "Alpha particles travel from left to right towards a thin vertical gold foil. Most pass straight through. One passing close to a nucleus in the foil is deflected upward by a small angle, and one heading straight at the nucleus turns back to the left.",
      },
    },
    check: [
      {
        question:
          "What did Rutherford conclude from the fact that most alpha particles passed straight through the gold foil?",
        answer: "That most of the space inside an atom is empty.",
      },
      {
        question: "What was the main drawback of Rutherford's model?",
        answer:
          "An electron revolving in a circle should radiate energy and fall into the nucleus, so the atom would be unstable; but atoms are stable.",
      },
      {
        question: "State Bohr's two postulates about electrons.",
        answer:
          "Only certain discrete orbits are allowed for electrons, and while revolving in these orbits electrons do not radiate energy.",
      },
      {
        question:
          "Why was a gold foil used, and what fraction of alpha particles bounced back?",
        answer:
          "Gold can be beaten into a very thin foil (about 1000 atoms thick); about one in 12,000 alpha particles bounced back.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 3,
    title: "Electron Distribution and Valency",
    body: String.raw`By the end of this lesson you will be able to distribute the electrons of the first eighteen elements into shells, draw the shell diagram of an atom, and find an element's valency from its outermost electrons.

## Rules for filling shells

Bohr and Bury suggested rules for how electrons are arranged in the shells K, L, M, N (shell numbers $n = 1, 2, 3, 4$):

1. The maximum number of electrons a shell can hold is $2n^2$:

$$
\text{K } (n=1): 2 \times 1^2 = 2, \quad \text{L } (n=2): 2 \times 2^2 = 8, \quad \text{M } (n=3): 2 \times 3^2 = 18
$$

2. The **outermost** shell can hold at most **8** electrons.
3. Electrons do not go into a shell until the inner shells are filled: shells fill **step by step**.

For a neutral atom, the number of electrons equals the number of protons (the atomic number).

![Shell diagram of a sodium atom](figure:sodium)

## The first eighteen elements

| Element | Electrons | K | L | M |
|---|---|---|---|---|
| hydrogen, H | 1 | 1 | | |
| helium, He | 2 | 2 | | |
| lithium, Li | 3 | 2 | 1 | |
| carbon, C | 6 | 2 | 4 | |
| nitrogen, N | 7 | 2 | 5 | |
| oxygen, O | 8 | 2 | 6 | |
| fluorine, F | 9 | 2 | 7 | |
| neon, Ne | 10 | 2 | 8 | |
| sodium, Na | 11 | 2 | 8 | 1 |
| magnesium, Mg | 12 | 2 | 8 | 2 |
| aluminium, Al | 13 | 2 | 8 | 3 |
| phosphorus, P | 15 | 2 | 8 | 5 |
| sulphur, S | 16 | 2 | 8 | 6 |
| chlorine, Cl | 17 | 2 | 8 | 7 |
| argon, Ar | 18 | 2 | 8 | 8 |

The electrons in the outermost shell are the **valence electrons**.

## Valency from electrons

Helium (2 in its only shell) and neon and argon (8 in the outermost shell) hardly react at all. An outermost shell with 8 electrons — an **octet** — is very stable (for helium, a full K shell of 2, a **duplet**). Atoms of other elements react so as to reach an octet, by **losing, gaining or sharing** electrons. The number of electrons lost, gained or shared to complete the octet is the **valency**, the combining capacity we met in the last chapter. Noble gases already have a complete outer shell, so their valency is zero.

- If an atom has 1, 2 or 3 valence electrons, it is easier to lose them; the valency equals the number of valence electrons. Sodium (2, 8, 1) loses 1: valency 1. Magnesium (2, 8, 2) loses 2: valency 2.
- If an atom has 5, 6 or 7 valence electrons, it is easier to gain electrons; the valency is **8 minus** the number of valence electrons. Chlorine (2, 8, 7) gains 1: valency $8 - 7 = 1$. Oxygen (2, 6): valency $8 - 6 = 2$.
- Carbon (2, 4) has 4 valence electrons; it shares them, and its valency is 4.

### Example 1: Sulphur

Write the electronic configuration of sulphur (16 electrons) and find its valency.

1. K shell takes 2; electrons left $= 16 - 2 = 14$.
2. L shell takes 8; electrons left $= 14 - 8 = 6$.
3. M shell takes the remaining 6. Configuration: 2, 8, 6.
4. Six valence electrons: easier to gain 2 than to lose 6, so valency $= 8 - 6 = 2$.

### Example 2: Predicting a formula from configurations

Magnesium has 12 electrons and chlorine 17. Find their valencies and the formula of magnesium chloride.

1. Magnesium: 2, 8, 2. Two valence electrons, lost easily: valency 2.
2. Chlorine: 2, 8, 7. Seven valence electrons, gains one: valency $8 - 7 = 1$.
3. Criss-cross the valencies: $\mathrm{MgCl_2}$.
4. Check with electrons: one magnesium atom gives away 2 electrons, one to each of two chlorine atoms; every atom ends with an octet.

### Example 3: Shell capacity

What is the maximum number of electrons the N shell ($n = 4$) can hold?

1. Use $2n^2$ with $n = 4$.
2. $2 \times 4^2 = 2 \times 16 = 32$ electrons.

## Common mistakes

- Putting 18 electrons in the M shell of argon or potassium. When M is the outermost shell it can hold at most 8.
- Filling shells out of order — a new shell starts only when the inner one is full.
- Taking the valency of chlorine as 7. It gains one electron, so its valency is 1.
- Forgetting that noble gases have valency zero.

## Summary

A shell can hold at most $2n^2$ electrons (K 2, L 8, M 18), the outermost shell at most 8, and shells fill step by step — so sodium (11) is 2, 8, 1. The electrons in the outermost shell are valence electrons. Atoms lose, gain or share electrons to reach a stable octet, and the number involved is the valency: equal to the number of valence electrons when there are 1 to 4, and 8 minus that number when there are more. Noble gases, with full outer shells, have valency zero.`,
    figures: {
      sodium: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="100" cy="100" r="14"/><circle cx="100" cy="100" r="30"/><circle cx="100" cy="100" r="55"/><circle cx="100" cy="100" r="80"/></g><g fill="currentColor"><circle cx="100" cy="70" r="3.5"/><circle cx="100" cy="130" r="3.5"/><circle cx="155" cy="100" r="3.5"/><circle cx="138.9" cy="61.1" r="3.5"/><circle cx="100" cy="45" r="3.5"/><circle cx="61.1" cy="61.1" r="3.5"/><circle cx="45" cy="100" r="3.5"/><circle cx="61.1" cy="138.9" r="3.5"/><circle cx="100" cy="155" r="3.5"/><circle cx="138.9" cy="138.9" r="3.5"/><circle cx="180" cy="100" r="3.5"/></g><g fill="currentColor" font-size="10" text-anchor="middle"><text x="100" y="98">11p</text><text x="100" y="109">12n</text><text x="84" y="88" font-size="11">K</text><text x="70" y="74" font-size="11">L</text><text x="52" y="56" font-size="11">M</text><text x="225" y="95" font-size="12">Na</text><text x="225" y="112" font-size="12">2, 8, 1</text></g></svg>`,
        alt: "A sodium atom drawn as a small nucleus marked 11p and 12n, surrounded by three circles for the K, L and M shells. The K shell has 2 electron dots, the L shell 8 and the outer M shell 1, giving the configuration 2, 8, 1.",
      },
    },
    check: [
      {
        question:
          "Write the electronic configuration of aluminium (13 electrons) and state its valency.",
        answer:
          "2, 8, 3. It loses its 3 valence electrons, so its valency is 3.",
      },
      {
        question: "Why is the valency of neon zero?",
        answer:
          "Its outermost shell already has 8 electrons (a complete octet), so it does not need to lose, gain or share electrons.",
      },
      {
        question:
          "An atom has the configuration 2, 8, 5. Name it and find its valency.",
        answer:
          "It has 15 electrons, so it is phosphorus; valency = 8 − 5 = 3.",
      },
      {
        question: "Why does oxygen have a valency of 2 and not 6?",
        answer:
          "Oxygen (2, 6) completes its octet more easily by gaining 2 electrons than by losing 6, so its valency is 8 − 6 = 2.",
      },
    ],
  },
  {
    chapter: 4,
    lesson: 4,
    title: "Atomic Number, Mass Number, Isotopes and Isobars",
    body: String.raw`By the end of this lesson you will be able to define atomic number and mass number, find the numbers of protons, neutrons and electrons in an atom from its symbol, calculate an average atomic mass, and tell isotopes from isobars.

## Atomic number

What makes a carbon atom carbon, and not nitrogen? The number of protons in its nucleus. The **atomic number** (Z) of an element is the **number of protons in the nucleus** of its atom. Every hydrogen atom has Z = 1, every carbon atom Z = 6, every sodium atom Z = 11. All atoms of an element have the same atomic number, and no two elements share one. In a neutral atom, the number of electrons equals Z.

## Mass number

Protons and neutrons together are called **nucleons**. Since electrons have almost no mass, the mass of an atom is practically the mass of its nucleons. The **mass number** (A) is the **total number of protons and neutrons** in the nucleus:

$$
A = \text{number of protons} + \text{number of neutrons}, \qquad \text{neutrons} = A - Z
$$

An atom is written with the mass number at the top left of the symbol and the atomic number at the bottom left, for example $^{14}_{7}\mathrm{N}$: nitrogen with A = 14 and Z = 7.

### Example 1: Counting the particles

Find the numbers of protons, neutrons and electrons in (a) $^{23}_{11}\mathrm{Na}$, (b) $^{35}_{17}\mathrm{Cl}$.

1. (a) Z = 11, so 11 protons and, in a neutral atom, 11 electrons.
2. Neutrons $= A - Z = 23 - 11 = 12$.
3. (b) Z = 17, so 17 protons and 17 electrons.
4. Neutrons $= 35 - 17 = 18$.

## Isotopes

Atoms of the same element do not always have the same mass. **Isotopes** are atoms of the same element that have the **same atomic number but different mass numbers** — they differ only in their number of neutrons. Hydrogen has three:

| Isotope | Symbol | Protons | Neutrons | A |
|---|---|---|---|---|
| protium | $^{1}_{1}\mathrm{H}$ | 1 | 0 | 1 |
| deuterium (D) | $^{2}_{1}\mathrm{H}$ | 1 | 1 | 2 |
| tritium (T) | $^{3}_{1}\mathrm{H}$ | 1 | 2 | 3 |

Carbon has $^{12}_{6}\mathrm{C}$ and $^{14}_{6}\mathrm{C}$; chlorine has $^{35}_{17}\mathrm{Cl}$ and $^{37}_{17}\mathrm{Cl}$. Because isotopes have the same number of electrons and the same arrangement of them, their **chemical properties are similar**; their **physical properties**, which depend on mass (such as density), are different.

### Why chlorine's atomic mass is 35.5 u

A natural sample of an element is a mixture of its isotopes, so the atomic mass we use is an **average** weighted by how common each isotope is. Natural chlorine has about 75% of $^{35}\mathrm{Cl}$ and 25% of $^{37}\mathrm{Cl}$.

### Example 2: Average atomic mass

Calculate the average atomic mass of chlorine from the proportions above.

1. Contribution of chlorine-35 $= 35 \times \dfrac{75}{100} = 26.25$ u.
2. Contribution of chlorine-37 $= 37 \times \dfrac{25}{100} = 9.25$ u.
3. Average atomic mass $= 26.25 + 9.25 = 35.5$ u.

This is why the table of atomic masses lists chlorine as 35.5 u, though no single chlorine atom has that mass.

## Uses of isotopes

- An isotope of **uranium** is used as fuel in nuclear reactors.
- An isotope of **cobalt** is used in the treatment of cancer.
- An isotope of **iodine** is used in the treatment of goitre.

## Isobars

Atoms of **different elements** can have the **same mass number** but different atomic numbers. These are **isobars**. Calcium (Z = 20) and argon (Z = 18) both have atoms with A = 40: $^{40}_{20}\mathrm{Ca}$ and $^{40}_{18}\mathrm{Ar}$. Calcium-40 has 20 protons and 20 neutrons; argon-40 has 18 protons and 22 neutrons. The total number of nucleons is the same, but they are different elements with quite different properties.

### Example 3: Isotopes or isobars?

Classify each pair: (a) $^{12}_{6}\mathrm{C}$ and $^{14}_{6}\mathrm{C}$; (b) $^{40}_{20}\mathrm{Ca}$ and $^{40}_{18}\mathrm{Ar}$.

1. (a) Same Z (6), different A (12 and 14): same element, different neutrons — **isotopes**.
2. (b) Different Z (20 and 18), same A (40): different elements — **isobars**.

## Common mistakes

- Taking the mass number as the number of neutrons. It is protons **plus** neutrons.
- Putting Z on top: in $^{A}_{Z}\mathrm{X}$, the larger number (A) is on top.
- Thinking isotopes are different elements. They are the same element because Z is the same.
- Thinking isotopes have different chemical properties. Their chemical properties are similar; only physical properties differ.

## Summary

The atomic number (Z) is the number of protons, and it identifies the element; the mass number (A) is the number of protons plus neutrons, so neutrons $= A - Z$. Isotopes are atoms of the same element with the same Z but different A, such as protium, deuterium and tritium, or carbon-12 and carbon-14; they have similar chemical but different physical properties, and an element's atomic mass is an average over its isotopes (chlorine 35.5 u). Isotopes of uranium, cobalt and iodine are used as nuclear fuel and to treat cancer and goitre. Isobars, such as calcium-40 and argon-40, have the same A but different Z.`,
    check: [
      {
        question:
          "An atom has 15 protons and 16 neutrons. What are its atomic number and mass number?",
        answer: "Z = 15; A = 15 + 16 = 31. (It is phosphorus.)",
      },
      {
        question: "How many neutrons are there in $^{14}_{6}\\mathrm{C}$?",
        answer: "14 − 6 = 8 neutrons.",
      },
      {
        question:
          "Why do isotopes of an element have similar chemical properties?",
        answer:
          "They have the same number of electrons arranged in the same way, and chemical properties depend on the electrons.",
      },
      {
        question: "Give one example of a pair of isobars.",
        answer: "Calcium-40 (Z = 20) and argon-40 (Z = 18).",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 1,
    title: "Discovery of the Cell",
    body: String.raw`By the end of this lesson you will be able to describe how cells were discovered, state the cell theory, prepare and observe an onion peel slide, and give examples of unicellular and multicellular organisms.

## Hooke and the cork

In 1665 **Robert Hooke** looked at a thin slice of cork (the bark of a tree) through a microscope he had designed himself. He saw that the cork looked like a honeycomb, with many tiny compartments. He called these boxes **cells** — from the Latin for "a little room". It is a small observation that changed biology: it was the first hint that living things are made of separate units. (Cork cells are actually dead; Hooke saw only their walls.)

## More discoveries

- In 1674 **Anton van Leeuwenhoek**, using an improved microscope, was the first to see **free-living cells** in pond water.
- In 1831 **Robert Brown** discovered the **nucleus** in the cell.
- In 1839 **J.E. Purkinje** coined the term **protoplasm** for the fluid substance of the cell.
- In 1838–39 **M. Schleiden** and **T. Schwann** proposed the **cell theory**: all plants and animals are composed of cells, and the cell is the basic unit of life.
- In 1855 **Rudolf Virchow** added that **all cells arise from pre-existing cells**.
- After the **electron microscope** was invented in 1940, the complex structure of the cell and its organelles could be seen.

## The cell theory

Putting these together:

1. All plants and animals are composed of cells and products of cells.
2. The cell is the basic structural and functional unit of life.
3. All cells arise from pre-existing cells.

## Observing cells yourself

Cells are small, but some are easy to see with a school microscope.

### Example 1: Preparing an onion peel slide

Describe how to see the cells of an onion.

1. Take a small piece from the inside of an onion bulb and peel off the thin, transparent skin on its inner surface with forceps.
2. Place it in a watch glass of water so that it does not fold or dry.
3. Put a drop of water on a clean glass slide and transfer the peel onto it, spread flat.
4. Add a drop of iodine solution (or safranin) to stain it, so that the cell parts show clearly.
5. Gently lower a cover slip with a needle to avoid air bubbles, and wipe off extra liquid with blotting paper.
6. Observe under low power and then high power. You see many similar, brick-shaped cells fitted closely together, each with a boundary and a darker, rounded **nucleus**. Onion peels of any size show the same kind of cells — the size of the onion depends on the number of cells, not their size.

## One cell or many?

Organisms made of a **single cell** are **unicellular**. That one cell does everything: it takes in food, respires, removes waste and reproduces. *Amoeba*, *Chlamydomonas*, *Paramecium* and bacteria are unicellular. Organisms made of **many cells** are **multicellular**. Fungi, plants and animals, including us, are multicellular. In a multicellular organism, groups of cells take up different jobs, and every multicellular organism began as a single cell: cells divide to produce cells of their own kind.

Cells come in many shapes and sizes. *Amoeba* keeps changing its shape. A nerve cell is long and branched to carry messages; a red blood cell is round and disc-shaped; muscle cells are spindle-shaped. The shape of a cell suits its job.

Inside each cell there is also a division of labour. Every cell has certain specific parts, called **cell organelles**, each doing a special job — making new material, clearing waste, and so on. A cell can live and perform all its functions because of these organelles.

### Example 2: How big does a cell look?

An onion cell is about 0.2 mm long. Under a microscope set to a magnification of 100 times, how long does it appear? Would it fit in the field of view if the field is 2 mm wide at that magnification?

1. Apparent length $= 0.2 \text{ mm} \times 100 = 20$ mm, or 2 cm.
2. The field of view (measured on the slide itself) is 2 mm wide, and the real cell is 0.2 mm long.
3. Number of cells that fit across $= \dfrac{2}{0.2} = 10$.
4. So yes — about ten onion cells fit end to end across the field of view.

## Common mistakes

- Saying Hooke saw living cells. The cork cells he saw were dead; Leeuwenhoek first saw living, free cells.
- Crediting the nucleus to Hooke. Robert Brown discovered it in 1831.
- Forgetting Virchow's contribution: all cells arise from pre-existing cells.
- Thinking a bigger onion has bigger cells. It has more cells.

## Summary

Robert Hooke saw and named cells in cork in 1665; Leeuwenhoek first saw free-living cells (1674), Robert Brown discovered the nucleus (1831) and Purkinje named protoplasm (1839). Schleiden and Schwann proposed that all plants and animals are made of cells, and Virchow added that all cells arise from pre-existing cells. Unicellular organisms such as *Amoeba* and *Paramecium* consist of one cell that does everything; multicellular organisms such as plants and animals have many cells, whose shapes suit their jobs, and each cell carries out its work through its organelles.`,
    check: [
      {
        question: "Who discovered cells, and how?",
        answer:
          "Robert Hooke, in 1665, by looking at a thin slice of cork under a microscope he had designed; he saw honeycomb-like compartments and called them cells.",
      },
      {
        question: "State the three parts of the cell theory.",
        answer:
          "All plants and animals are made of cells; the cell is the basic unit of life; all cells arise from pre-existing cells.",
      },
      {
        question: "Name two unicellular organisms.",
        answer: "Any two of Amoeba, Paramecium, Chlamydomonas and bacteria.",
      },
      {
        question: "Why is iodine solution added to an onion peel on a slide?",
        answer:
          "It stains the cells so that their parts, especially the nucleus, can be seen clearly.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 2,
    title: "Plasma Membrane and Cell Wall",
    body: String.raw`By the end of this lesson you will be able to explain why the plasma membrane is called selectively permeable, describe diffusion and osmosis, predict what happens to a cell in hypotonic, isotonic and hypertonic solutions, and explain the role of the cell wall and plasmolysis.

## The plasma membrane

Every cell is wrapped in a thin, living boundary: the **plasma membrane** (cell membrane). It separates the contents of the cell from its surroundings. It allows some materials to enter or leave the cell and stops others, so it is called a **selectively permeable membrane**.

The plasma membrane is made of organic molecules called **lipids** and **proteins**. It is flexible, which lets the cell engulf food and other materials from outside. *Amoeba* takes in food this way — a process called **endocytosis**.

## Diffusion

Some substances, such as carbon dioxide and oxygen, move across the membrane by **diffusion** — spontaneous movement from a region of high concentration to a region of low concentration (you met diffusion in Chapter 1). Carbon dioxide, a waste made inside the cell, builds up to a high concentration and diffuses out. Where oxygen inside is lower than outside, oxygen diffuses in. Diffusion thus plays an important role in gas exchange between cells and their surroundings.

## Osmosis

Water also obeys diffusion. The movement of **water molecules through a selectively permeable membrane**, from a region of **higher water concentration** to a region of **lower water concentration**, is called **osmosis**. Remember that a dilute solution has *more* water, a concentrated one *less*. What happens to a cell depends on the solution around it:

- **Hypotonic solution** (more dilute than the cell, higher water concentration outside): more water enters than leaves. The cell **swells**.
- **Isotonic solution** (same concentration as the cell): water enters and leaves equally. **No change**.
- **Hypertonic solution** (more concentrated than the cell, lower water concentration outside): more water leaves than enters. The cell **shrinks**.

![A cell in three kinds of solution](figure:osmosis)

Osmosis is everywhere. Unicellular freshwater organisms and most plant cells gain water by osmosis, and plant roots absorb water from the soil by osmosis.

### Example 1: Raisins in water and in sugar syrup

Kishmish (raisins) are soaked in plain water overnight. Next day some are moved into thick sugar syrup. Predict and explain what you see.

1. A raisin's cells contain a concentrated solution of sugars; plain water is more dilute, so it is hypotonic to them.
2. Water moves into the raisin's cells by osmosis, so the raisins swell and become plump.
3. Thick sugar syrup is more concentrated than the contents of the swollen raisins: it is hypertonic.
4. Water now moves out of the raisins by osmosis, and they shrink again.

## The cell wall

Plant cells have a rigid outer covering outside the plasma membrane: the **cell wall**, made mainly of **cellulose**, a complex substance that gives plants structural strength. Fungi and bacteria have cell walls too.

When a living plant cell loses water by osmosis, its contents shrink and pull away from the cell wall. This is **plasmolysis**. You can see it if you place a *Rhoeo* leaf peel in a strong salt solution and observe it under the microscope. Only **living** cells show osmosis; a boiled (dead) peel does not.

The cell wall also protects the cell in dilute surroundings. In a hypotonic medium the cell takes in water and swells, pressing against the wall, and the wall presses back with equal force. So plant, fungal and bacterial cells can withstand much greater changes in their surroundings than animal cells, which have no wall and can burst.

### Example 2: Too much fertiliser

A farmer near Ludhiana puts far too much chemical fertiliser around young plants and waters them lightly. Next day the plants droop. Explain.

1. A lot of dissolved fertiliser makes the soil water very concentrated — hypertonic to the root cells.
2. Water now moves **out** of the root cells into the soil by osmosis, instead of in.
3. The cells lose water; their contents shrink away from the cell walls (plasmolysis), and the plant wilts.
4. Watering generously dilutes the soil solution and, if the cells are not yet dead, lets water flow back in.

## Common mistakes

- Saying water moves from a concentrated solution to a dilute one. It moves from higher *water* concentration (dilute) to lower water concentration (concentrated).
- Mixing up hypotonic and hypertonic: a cell swells in hypotonic and shrinks in hypertonic.
- Saying the cell wall is selectively permeable. The plasma membrane is; the cell wall is freely permeable and gives strength.
- Expecting dead cells to show plasmolysis. Osmosis needs a living, selectively permeable membrane.

## Summary

The plasma membrane, made of lipids and proteins, is selectively permeable and flexible enough for endocytosis. Gases such as carbon dioxide and oxygen cross it by diffusion, and water crosses it by osmosis, from higher to lower water concentration. A cell swells in a hypotonic solution, stays the same in an isotonic one and shrinks in a hypertonic one. Plant cells also have a cellulose cell wall that gives strength and lets them withstand dilute surroundings; when they lose water, the contents shrink away from the wall — plasmolysis.`,
    figures: {
      osmosis: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 160"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="60" cy="70" r="38"/><circle cx="180" cy="70" r="30"/><circle cx="300" cy="70" r="20"/><line x1="60" y1="10" x2="60" y2="24"/><path d="M56 19 L60 25 L64 19"/><line x1="4" y1="70" x2="16" y2="70"/><path d="M11 66 L17 70 L11 74"/><line x1="116" y1="70" x2="104" y2="70"/><path d="M109 66 L103 70 L109 74"/><line x1="180" y1="20" x2="180" y2="36"/><path d="M176 31 L180 37 L184 31"/><line x1="192" y1="36" x2="192" y2="20"/><path d="M188 25 L192 19 L196 25"/><line x1="300" y1="45" x2="300" y2="30"/><path d="M296 35 L300 29 L304 35"/><line x1="325" y1="70" x2="340" y2="70"/><path d="M335 66 L341 70 L335 74"/><line x1="275" y1="70" x2="260" y2="70"/><path d="M265 66 L259 70 L265 74"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="60" y="130">hypotonic:</text><text x="60" y="145">water in, swells</text><text x="180" y="130">isotonic:</text><text x="180" y="145">no net change</text><text x="300" y="130">hypertonic:</text><text x="300" y="145">water out, shrinks</text></g></svg>`,
        alt: "Three cells drawn as circles. In the hypotonic solution the cell is largest, with arrows pointing inward to show water entering. In the isotonic solution the cell is medium-sized, with one arrow in and one out. In the hypertonic solution the cell is smallest, with arrows pointing outward to show water leaving.",
      },
    },
    check: [
      {
        question: "Why is the plasma membrane called selectively permeable?",
        answer:
          "It allows some substances to pass in and out of the cell but prevents the movement of others.",
      },
      {
        question: "Define osmosis.",
        answer:
          "The movement of water molecules through a selectively permeable membrane from a region of higher water concentration to a region of lower water concentration.",
      },
      {
        question:
          "What happens to an animal cell placed in a hypertonic solution?",
        answer: "It loses water by osmosis and shrinks.",
      },
      {
        question: "What is plasmolysis?",
        answer:
          "The shrinking of the contents of a living plant cell away from its cell wall when it loses water by osmosis.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 3,
    title: "Nucleus and Cytoplasm",
    body: String.raw`By the end of this lesson you will be able to describe the structure and role of the nucleus, explain what chromosomes, DNA and genes are, describe the cytoplasm, and tell prokaryotic cells from eukaryotic cells.

## The nucleus

Stain a cheek cell or an onion peel with a dye, and one part takes up the colour strongly: a round, dark body usually near the centre of the cell. This is the **nucleus**, discovered by Robert Brown in 1831.

The nucleus is surrounded by a **double-layered covering** called the **nuclear membrane**. The nuclear membrane has **pores** that allow materials to move between the inside of the nucleus and the cytoplasm outside it.

### Chromosomes, DNA and genes

The nucleus contains **chromosomes**, rod-shaped structures that become visible only when the cell is about to divide. Chromosomes are made of **DNA** (deoxyribonucleic acid) and **protein**. DNA molecules contain the information needed to build and organise a cell. Functional segments of DNA are called **genes**. Genes carry characteristics — the shape of your nose, your blood group — from parents to the next generation.

In a cell that is not dividing, the DNA is present as part of **chromatin**: an entangled mass of thread-like structures. When the cell is about to divide, the chromatin organises itself into chromosomes.

### What the nucleus does

The nucleus plays a central role in **cellular reproduction**, the process by which a single cell divides to form two new cells. Along with the environment, it also directs the chemical activities of the cell and so determines how the cell develops and what form it shows when mature. You can think of it as the cell's control room and library together.

## Prokaryotes and eukaryotes

In some organisms, such as **bacteria**, the nuclear region is poorly defined because there is **no nuclear membrane**. This undefined nuclear region, containing only nucleic acids, is called the **nucleoid**. Organisms whose cells lack a nuclear membrane are **prokaryotes** (*pro* = primitive or early; *karyon* = nucleus). Organisms whose cells have a nuclear membrane are **eukaryotes** (*eu* = true).

| Feature | Prokaryotic cell | Eukaryotic cell |
|---|---|---|
| size | generally small (1–10 µm) | generally large (5–100 µm) |
| nuclear region | nucleoid; no nuclear membrane | well defined, with a nuclear membrane |
| chromosomes | single chromosome | more than one chromosome |
| membrane-bound organelles | absent | present |
| examples | bacteria | plants, animals, fungi, *Amoeba* |

Prokaryotic cells lack most of the organelles found in eukaryotes. Many of their functions are carried out by poorly organised parts of the cytoplasm. In photosynthetic prokaryotic bacteria, the chlorophyll is attached to small membranous vesicles, not packed in plastids as in plant cells.

## The cytoplasm

The **cytoplasm** is the fluid content inside the plasma membrane. It contains many specialised cell organelles, each of which performs a specific function. The organelles of eukaryotic cells are enclosed by membranes, which keep the chemical activities of each organelle separate from the rest of the cell. This is one reason why **viruses**, which lack any membranes, do not show the characteristics of life until they enter a living body and use its cell machinery to multiply.

### Example 1: Prokaryote or eukaryote?

A student examines two cells. Cell A is about 2 µm long, has no nuclear membrane and no mitochondria; its DNA lies in one region of the cytoplasm. Cell B is about 60 µm across, has a rounded nucleus bounded by a membrane, and many organelles. Classify them.

1. Cell A has no nuclear membrane; its DNA lies in a nucleoid. It lacks membrane-bound organelles and is small.
2. So A is **prokaryotic** — most likely a bacterium.
3. Cell B has a nucleus with a nuclear membrane and membrane-bound organelles, and is large.
4. So B is **eukaryotic** — for example, a human cheek cell.

### Example 2: Comparing sizes

Using the sizes in Example 1, how many times longer is cell B than cell A? How many bacteria of that length could lie end to end across cell B?

1. Ratio $= \dfrac{60 \ \mu\text{m}}{2 \ \mu\text{m}} = 30$.
2. Cell B is 30 times as wide as cell A is long.
3. So about 30 such bacteria could lie end to end across one cheek cell.

## Common mistakes

- Saying bacteria have no genetic material. They have DNA, in the nucleoid; they lack only a nuclear membrane.
- Calling chromatin and chromosomes different substances. Both are DNA and protein; chromatin organises into chromosomes before division.
- Thinking the cytoplasm includes the nucleus. The cytoplasm is the fluid between the nucleus and the plasma membrane, with its organelles.
- Calling a virus a cell. It has no membranes and shows life only inside a host cell.

## Summary

The nucleus has a double-layered nuclear membrane with pores and contains chromosomes made of DNA and protein; DNA carries the information for making and organising the cell, and its functional segments, genes, pass characters from parents to offspring. In a non-dividing cell the DNA is in the form of chromatin. Prokaryotes such as bacteria have no nuclear membrane — their DNA lies in a nucleoid — and lack membrane-bound organelles; eukaryotes have a true nucleus and membrane-bound organelles. The cytoplasm is the fluid inside the plasma membrane that holds the organelles.`,
    check: [
      {
        question: "What are genes?",
        answer:
          "Functional segments of DNA that carry information for characteristics and pass them from parents to offspring.",
      },
      {
        question: "What is a nucleoid?",
        answer:
          "The undefined nuclear region of a prokaryotic cell, containing only nucleic acids and not enclosed by a nuclear membrane.",
      },
      {
        question:
          "Give two differences between prokaryotic and eukaryotic cells.",
        answer:
          "Prokaryotic cells have no nuclear membrane (a nucleoid instead) and no membrane-bound organelles; eukaryotic cells have both. Prokaryotic cells are also generally smaller.",
      },
      {
        question:
          "Why do viruses not show characteristics of life outside a living body?",
        answer:
          "They lack membranes and cell organelles, so they can multiply only by using the machinery of a host cell.",
      },
    ],
  },
  {
    chapter: 5,
    lesson: 4,
    title: "Cell Organelles and Cell Division",
    body: String.raw`By the end of this lesson you will be able to name the main organelles of a eukaryotic cell and say what each does, tell plant cells from animal cells, and compare mitosis and meiosis, including how the number of chromosomes changes.

## A factory with departments

A big sweet shop at Diwali runs like a factory: one section makes the sweets, another packs them in boxes, a third clears the waste, and a generator keeps the lights on. A eukaryotic cell works the same way, with membrane-bound **organelles** as its departments.

## Endoplasmic reticulum (ER)

The ER is a large network of membrane-bound tubes and sheets spread through the cytoplasm. **Rough ER** looks rough because **ribosomes**, the sites of protein manufacture, are attached to it; the proteins made there are sent around the cell through the ER. **Smooth ER** helps in making **fats** (lipids). Some of these proteins and lipids are used to build new cell membranes — this is called **membrane biogenesis**. The ER also works as a channel for transporting materials and as a cytoplasmic framework. In the liver cells of vertebrates, smooth ER helps to detoxify many poisons and drugs.

## Golgi apparatus

First described by **Camillo Golgi**, the Golgi apparatus is a system of membrane-bound vesicles arranged almost parallel to each other in stacks called cisterns. Materials made near the ER are **packaged and dispatched** by it to places inside and outside the cell. It also stores and modifies products and helps in forming **lysosomes**.

## Lysosomes

Lysosomes are membrane-bound sacs filled with **digestive enzymes** (made by rough ER). They are the cell's **waste disposal system**, digesting foreign material such as bacteria and worn-out organelles. When a cell is damaged, lysosomes may burst and their enzymes digest the cell itself, so they are called the **"suicide bags"** of the cell.

## Mitochondria

Mitochondria are the **powerhouses of the cell**. The energy needed for the cell's chemical activities is released here in the form of **ATP** (adenosine triphosphate), the energy currency of the cell; the body uses the energy stored in ATP to make new chemical compounds and for mechanical work. A mitochondrion has two membranes: a porous outer one and a deeply folded inner one. Mitochondria are unusual: they have their **own DNA and ribosomes**, so they can make some of their own proteins.

## Plastids

Plastids are found only in plant cells. **Chromoplasts** are coloured; those containing the green pigment chlorophyll are **chloroplasts**, essential for photosynthesis. **Leucoplasts** are colourless and store starch, oils and proteins. Like mitochondria, plastids have their own DNA and ribosomes.

## Vacuoles

Vacuoles are storage sacs for solid or liquid contents. They are small in animal cells but large in plant cells — the central vacuole of some plant cells occupies 50–90% of the cell volume. It is full of **cell sap**, which gives the cell turgidity and rigidity, and stores amino acids, sugars, organic acids and some proteins. In *Amoeba*, a food vacuole holds food it has engulfed; some unicellular organisms use a vacuole to expel excess water and wastes.

| Feature | Plant cell | Animal cell |
|---|---|---|
| cell wall | present (cellulose) | absent |
| plastids | present | absent |
| vacuoles | one large central vacuole | small, if any |

### Example 1: Matching jobs to organelles

Which organelle is most active in (a) a muscle cell working hard during a cricket match, (b) a cell making a lot of protein, (c) a leaf cell in sunlight, (d) a white blood cell destroying bacteria?

1. (a) Working muscle needs a lot of energy as ATP: **mitochondria**.
2. (b) Proteins are made on ribosomes attached to the **rough ER**.
3. (c) Photosynthesis takes place in **chloroplasts**.
4. (d) Digesting bacteria needs digestive enzymes: **lysosomes**.

## Cell division

New cells are needed for growth, to replace old, dead or injured cells, and to form gametes for reproduction. There are two main types of cell division.

**Mitosis** is used for **growth and repair**. Each cell (the mother cell) divides into **two identical daughter cells**, each with the **same number of chromosomes** as the mother cell.

**Meiosis** takes place in the reproductive organs of animals and plants to form **gametes** (eggs and sperms). It involves two consecutive divisions, producing **four new cells**, each with **half the number of chromosomes** of the mother cell. When two gametes fuse during fertilisation, the full number is restored.

### Example 2: Counting chromosomes

A human body cell has 46 chromosomes. How many cells, with how many chromosomes each, are formed when (a) a skin cell divides by mitosis, (b) a cell in the reproductive organ divides by meiosis? What happens at fertilisation?

1. (a) Mitosis gives 2 cells, each with the same number as the mother cell: 46 chromosomes.
2. (b) Meiosis gives 4 cells, each with half the number: $46 \div 2 = 23$ chromosomes.
3. At fertilisation an egg (23) and a sperm (23) fuse: $23 + 23 = 46$, the normal number.

## Common mistakes

- Saying mitochondria make energy from nothing. They release the energy stored in food, as ATP.
- Saying animal cells have plastids or cell walls. Only plant cells have plastids; animal cells have no wall.
- Thinking meiosis produces two cells. It produces four, each with half the chromosomes.
- Forgetting that mitochondria and plastids have their own DNA and ribosomes.

## Summary

Rough ER, with ribosomes, makes proteins; smooth ER makes fats and helps detoxify poisons; the Golgi apparatus stores, modifies, packages and dispatches materials and helps form lysosomes, the "suicide bags" full of digestive enzymes. Mitochondria release energy as ATP, plastids (chloroplasts, leucoplasts) are found only in plants, and both have their own DNA and ribosomes. Vacuoles store materials; plant cells have a large central one. Mitosis forms two identical cells for growth and repair; meiosis forms four gametes with half the number of chromosomes.`,
    check: [
      {
        question: "Why are lysosomes called suicide bags?",
        answer:
          "When a cell is damaged, its lysosomes may burst and their digestive enzymes digest the cell itself.",
      },
      {
        question: "Which two organelles have their own DNA and ribosomes?",
        answer: "Mitochondria and plastids.",
      },
      {
        question:
          "Name the organelle that packages and dispatches materials made in the cell.",
        answer: "The Golgi apparatus.",
      },
      {
        question:
          "A cell with 20 chromosomes divides by meiosis. How many cells form, and how many chromosomes does each have?",
        answer: "Four cells, each with 20 ÷ 2 = 10 chromosomes.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 1,
    title: "Meristematic Tissue",
    body: String.raw`By the end of this lesson you will be able to define a tissue, explain why plant and animal tissues differ, name the three kinds of meristematic tissue and where they are found, and describe what meristematic cells look like.

## What is a tissue?

In a multicellular organism, cells are not all alike. Cells that do the same job are grouped together. A group of cells that are similar in structure and/or work together to achieve a particular function forms a **tissue**. Blood, muscle and the xylem of plants are tissues. This division of labour lets each kind of cell do its job very efficiently.

## Plant tissues and animal tissues differ

Plants are stationary — they do not move about. Many of their tissues are **supportive**, giving them structural strength, and most of these tissues are **dead**; dead cells can give support as well as living ones and need less maintenance. Animals move in search of food, mates and shelter, so they use more energy, and most of their tissues are **living**.

Growth is different too. In plants, **growth is limited to certain regions**, where tissue keeps dividing throughout life. In animals, cell growth is much more uniform, and there is no such separation of dividing and non-dividing regions.

Plant tissues are grouped into two types: **meristematic tissue**, which keeps dividing, and **permanent tissue**, formed from it. This lesson deals with the first.

## Meristematic tissue

Plants grow only in regions that have **meristematic tissue** (from a Greek word meaning "divided"). Depending on where it is found, there are three kinds.

![Where meristems are found in a plant](figure:meristem)

- **Apical meristem** is present at the **growing tips of stems and roots**. It increases the **length** of the stem and the root.
- **Lateral meristem (cambium)** is found along the sides of stems and roots. It increases the **girth** (thickness) of the stem or root.
- **Intercalary meristem** is found at the **base of leaves or internodes** (the parts of a stem between two nodes, on either side of a node). It also helps increase length.

## Features of meristematic cells

Meristematic cells are very active. They:

- have **dense cytoplasm**;
- have **thin cellulose walls**;
- have **prominent nuclei**;
- **lack vacuoles** — they do not need them, since they are not storing food and are busy dividing.

The new cells produced by a meristem at first look like meristem cells, but as they grow and mature their characteristics slowly change, and they become parts of other tissues. Cells that take up a permanent shape, size and function this way form **permanent tissue** — the next lesson.

### Example 1: The nail in the neem tree

Ravi hammers a nail into the trunk of a young neem tree at a height of 1 m. Five years later the tree is much taller. At what height will the nail be? Explain.

1. A tree grows in height only at the tips of its stems and branches, where the apical meristem is.
2. The part of the trunk where the nail is does not grow in length.
3. So the nail will still be about 1 m from the ground.
4. The trunk does grow thicker there, through the lateral meristem (cambium), so the bark may grow around the nail.

### Example 2: Measuring lateral growth

The girth (distance around the trunk) of a mango tree in a school garden was 60 cm in 2019 and 75 cm in 2024. Find the average increase per year, and name the tissue responsible.

1. Increase in girth $= 75 - 60 = 15$ cm.
2. Time $= 2024 - 2019 = 5$ years.
3. Average increase $= \dfrac{15 \text{ cm}}{5 \text{ years}} = 3$ cm per year.
4. Increase in girth is due to the **lateral meristem (cambium)**.

### Example 3: Grass after mowing

Grass on a cricket ground is mowed every week but keeps growing back. Why?

1. The tips of grass leaves are cut off by mowing.
2. Grass has **intercalary meristem** at the base of its leaves and internodes, close to the ground.
3. This meristem is not removed, so it keeps dividing and the leaves grow back.

## Common mistakes

- Saying plants grow all over, like animals. Plant growth is limited to regions with meristems.
- Mixing up the meristems: apical — length at tips; lateral — girth; intercalary — length at the base of leaves or internodes.
- Saying meristematic cells have large vacuoles. They lack vacuoles.
- Thinking most plant tissues are living. Many supporting tissues in plants are dead.

## Summary

A tissue is a group of cells similar in structure that work together for a particular function. Plants, which are stationary, have many dead supportive tissues and grow only in certain regions; animals, which move, have mostly living tissues and grow more uniformly. Meristematic tissue keeps dividing: apical meristem at the tips of stems and roots increases length, lateral meristem (cambium) increases girth, and intercalary meristem at the base of leaves or internodes also adds length. Meristematic cells have dense cytoplasm, thin cellulose walls, prominent nuclei and no vacuoles.`,
    figures: {
      meristem: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 230"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="140" y1="20" x2="140" y2="150"/><line x1="150" y1="20" x2="150" y2="150"/><path d="M140 20 Q145 10 150 20"/><path d="M150 70 Q185 50 200 65 Q180 80 150 76"/><path d="M140 110 Q105 90 90 105 Q110 120 140 116"/><line x1="120" y1="150" x2="170" y2="150"/><path d="M142 150 L142 210 Q145 218 148 210 L148 150"/><line x1="145" y1="12" x2="210" y2="12" stroke-dasharray="3 3"/><line x1="150" y1="72" x2="210" y2="100" stroke-dasharray="3 3"/><line x1="140" y1="40" x2="104" y2="40" stroke-dasharray="3 3"/><line x1="145" y1="213" x2="210" y2="213" stroke-dasharray="3 3"/></g><g fill="currentColor" font-size="11"><text x="214" y="16">apical meristem (shoot tip)</text><text x="214" y="104">intercalary meristem</text><text x="214" y="117">(base of leaf)</text><text x="8" y="34">lateral meristem</text><text x="8" y="47">(along the sides)</text><text x="214" y="217">apical meristem (root tip)</text><text x="176" y="146">soil level</text></g></svg>`,
        alt: "A simple drawing of a plant with a stem, two leaves and a root below the soil line. Labels point to the apical meristem at the shoot tip and at the root tip, the intercalary meristem at the base of a leaf, and the lateral meristem along the side of the stem.",
      },
    },
    check: [
      {
        question: "Define a tissue.",
        answer:
          "A group of cells that are similar in structure and/or work together to achieve a particular function.",
      },
      {
        question:
          "Which meristem increases the girth of a stem, and where is it found?",
        answer:
          "The lateral meristem (cambium), found along the sides of stems and roots.",
      },
      {
        question: "Give two features of meristematic cells.",
        answer:
          "Any two: dense cytoplasm, thin cellulose walls, prominent nuclei, no vacuoles.",
      },
      {
        question:
          "Why do plants have many dead tissues while animals have mostly living tissues?",
        answer:
          "Plants are stationary and need support more than energy, and dead cells can support as well as living ones; animals move about, use more energy and so have mostly living tissues.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 2,
    title: "Permanent Plant Tissues",
    body: String.raw`By the end of this lesson you will be able to explain how permanent tissue forms, describe the simple permanent tissues (parenchyma, collenchyma, sclerenchyma and the protective epidermis), and name the elements of the complex tissues xylem and phloem and say what each does.

## From meristem to permanent tissue

Cells formed by a meristem take up a specific role and lose the ability to divide. The process of taking up a permanent shape, size and function is called **differentiation**, and the cells so formed make up **permanent tissue**. Permanent tissues are of two kinds: **simple** (all cells of one type) and **complex** (more than one type of cell working together).

## Simple permanent tissues

### Parenchyma

A few layers of cells beneath the epidermis are usually parenchyma. Its cells are **unspecialised, living, with thin cell walls**, loosely arranged, with large spaces between them (intercellular spaces). Parenchyma provides support and often **stores food**.

- When parenchyma contains **chlorophyll** and does photosynthesis, it is called **chlorenchyma**.
- In aquatic plants such as the lotus and water hyacinth, parenchyma has large air cavities that help the plant **float**. This is **aerenchyma**.

### Collenchyma

The flexibility of plant parts — the way a tendril twists or a leaf stalk bends in the wind without breaking — is due to **collenchyma**. Its cells are living, elongated and **irregularly thickened at the corners**, with very little intercellular space. It is found in leaf stalks below the epidermis and gives mechanical support.

### Sclerenchyma

Sclerenchyma makes plants **hard and stiff**. The husk of a coconut is made of it. Its cells are **dead**, long and narrow, and their walls are thickened with **lignin** (a chemical substance that acts as a cement and hardens them). The walls are often so thick that there is no space inside the cell. Sclerenchyma is found in stems around vascular bundles, in the veins of leaves and in the hard coverings of seeds and nuts.

### Protective tissue: epidermis and cork

The outermost layer of cells of a plant is the **epidermis**, usually one cell thick. It protects all parts of the plant. In dry habitats the epidermis may be thicker and covered with a waxy, water-resistant layer (cuticle) that reduces water loss — desert plants have this. The epidermis of a leaf has small pores called **stomata**, each enclosed by two kidney-shaped **guard cells**; stomata are needed for exchanging gases with the air and for transpiration (loss of water as vapour). Epidermal cells of roots have long hair-like parts that greatly increase the surface for absorbing water.

As trees grow older, a strip of secondary meristem replaces the outer epidermis with **cork**: several layers of dead, compactly arranged cells without intercellular spaces, whose walls contain **suberin**, making them impervious to gases and water.

## Complex permanent tissues

**Xylem** and **phloem** are made of more than one type of cell, all working together. They are **conducting tissues** and together make up a **vascular bundle**.

| | Xylem | Phloem |
|---|---|---|
| elements | tracheids, vessels, xylem parenchyma, xylem fibres | sieve tubes, companion cells, phloem parenchyma, phloem fibres |
| carries | water and minerals, upward from the roots | food made in the leaves, to other parts of the plant |
| living or dead | tracheids and vessels have thick walls and are dead at maturity; xylem parenchyma is living | all living except phloem fibres |

In xylem, tracheids and vessels are tubular and carry water and minerals vertically; xylem parenchyma stores food; xylem fibres give support. In phloem, sieve tubes are tubular cells with perforated walls.

### Example 1: Identify the tissue

Name the tissue described: (a) dead cells with lignin in the walls of a walnut shell; (b) living cells with large air spaces in the stem of a lotus; (c) cells thickened at the corners in the leaf stalk of a banana plant; (d) green, thin-walled cells that photosynthesise.

1. (a) Dead, lignified, hard: **sclerenchyma**.
2. (b) Air cavities help the lotus float: **aerenchyma**, a kind of parenchyma.
3. (c) Thickened at the corners, gives flexibility: **collenchyma**.
4. (d) Parenchyma with chlorophyll: **chlorenchyma**.

### Example 2: Living and dead cells in the vascular tissues

Of the four kinds of cells in xylem and the four in phloem, how many are living in each? What does this tell us?

1. Xylem: tracheids, vessels and xylem fibres are dead; only **xylem parenchyma** is living — 1 of 4.
2. Phloem: sieve tubes, companion cells and phloem parenchyma are living; only **phloem fibres** are dead — 3 of 4.
3. Xylem's dead, hollow tubes suit a pipe that just carries water, while phloem's living cells are involved in moving food around the plant.

## Common mistakes

- Calling sclerenchyma living. Its cells are dead, with lignified walls.
- Mixing up the transport: xylem carries water and minerals; phloem carries food.
- Saying all phloem cells are living. Phloem fibres are dead.
- Forgetting that stomata are part of the epidermis, bounded by guard cells.

## Summary

Permanent tissue forms when meristematic cells differentiate. Simple permanent tissues are parenchyma (living, thin-walled, stores food; chlorenchyma photosynthesises, aerenchyma helps aquatic plants float), collenchyma (flexibility, thickened corners) and sclerenchyma (dead, lignified, hard, as in coconut husk); the epidermis, with stomata and guard cells, protects the plant and is replaced by cork in old trees. Complex tissues are xylem (tracheids, vessels, xylem parenchyma, xylem fibres), which carries water and minerals, and phloem (sieve tubes, companion cells, phloem parenchyma, phloem fibres), which carries food.`,
    check: [
      {
        question: "What is differentiation?",
        answer:
          "The process by which cells formed by a meristem take up a permanent shape, size and function.",
      },
      {
        question: "Which tissue gives flexibility to leaf stalks and tendrils?",
        answer: "Collenchyma.",
      },
      {
        question: "Name the four elements of xylem.",
        answer: "Tracheids, vessels, xylem parenchyma and xylem fibres.",
      },
      {
        question: "What makes cork impervious to gases and water?",
        answer:
          "The walls of its dead, compactly arranged cells contain a chemical called suberin.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 3,
    title: "Epithelial and Connective Tissues",
    body: String.raw`By the end of this lesson you will be able to name the four kinds of animal tissue, describe the types of epithelial tissue and where they occur, and describe the main connective tissues — blood, bone, cartilage, ligaments, tendons, areolar and adipose tissue — and their jobs.

## Four kinds of animal tissue

When you breathe, the air reaches your lungs through a tube lined with cells; your chest moves because muscles contract; the message to contract comes along nerves; and blood carries oxygen around. Each of these jobs is done by a different tissue. Animal tissues are of four types: **epithelial**, **connective**, **muscular** and **nervous**. This lesson deals with the first two.

## Epithelial tissue

Epithelial tissue is the **covering or protective tissue** of the animal body. It covers most organs and cavities in the body and forms a barrier that keeps body systems separate. The skin, the lining of the mouth, the lining of blood vessels, the lung alveoli and the kidney tubules are all made of epithelium.

Epithelial cells are **tightly packed** and form a continuous sheet, with only a small amount of cementing material and almost no intercellular spaces. Anything that enters or leaves the body must cross at least one layer of epithelium, so its permeability matters. A sheet of epithelium is separated from the tissue beneath it by an extracellular fibrous **basement membrane**.

| Type | Cells | Where | Job |
|---|---|---|---|
| simple squamous | extremely thin and flat, one layer | lining of blood vessels, lung alveoli, oesophagus, mouth | transport of substances through a selectively permeable surface |
| stratified squamous | flat cells in many layers | skin | prevents wear and tear |
| columnar | tall, pillar-like | inner lining of the intestine | absorption and secretion |
| ciliated columnar | columnar with hair-like cilia | respiratory tract | cilia move mucus forward to clear it |
| cuboidal | cube-shaped | kidney tubules, ducts of salivary glands | mechanical support |

Epithelial tissue may also fold inwards to form a multicellular gland; this is **glandular epithelium**, which secretes substances.

## Connective tissue

In connective tissue the cells are **loosely spaced** and embedded in an **intercellular matrix**. The matrix may be jelly-like, fluid, dense or rigid, and its nature decides the tissue's function.

- **Blood** has a fluid matrix called **plasma**, in which **red blood cells (RBCs)**, **white blood cells (WBCs)** and **platelets** are suspended. Plasma also contains proteins, salts and hormones. Blood carries gases, digested food, hormones and waste materials to different parts of the body.
- **Bone** is a strong, non-flexible tissue with a hard matrix made of **calcium and phosphorus** compounds. It forms the framework that supports the body, anchors the muscles and supports the main organs.
- **Ligaments** connect **bone to bone**. They are very elastic and have considerable strength, with very little matrix.
- **Tendons** connect **muscles to bones**. They are fibrous tissue with great strength but limited flexibility.
- **Cartilage** has widely spaced cells in a solid matrix of proteins and sugars. It **smooths bone surfaces at joints** and is present in the nose, ear, trachea and larynx. You can bend the cartilage of your ear, but not the bones in your arm.
- **Areolar tissue** is found between the skin and muscles, around blood vessels and nerves, and in bone marrow. It **fills the space inside organs**, supports internal organs and helps in the repair of tissues.
- **Adipose tissue** is found below the skin and between internal organs. Its cells are filled with fat globules; it **stores fat** and acts as an **insulator**.

### Example 1: Naming the tissue

Which tissue is described? (a) It lines the inside of the small intestine and absorbs digested food. (b) It joins the thigh bone to the shin bone at the knee. (c) It has a fluid matrix and carries oxygen. (d) It forms the outer layer of the skin in many layers.

1. (a) Absorption in the intestine: **columnar epithelium**.
2. (b) Joins bone to bone: **ligament**.
3. (c) Fluid matrix (plasma) carrying gases: **blood**.
4. (d) Many layers of flat cells preventing wear and tear: **stratified squamous epithelium**.

### Example 2: A sports injury

During a kabaddi match, a player twists his ankle and the bones of the joint are pulled apart slightly; another player pulls a calf muscle so hard that it tears away from the heel bone. Which connective tissue is injured in each case?

1. In the twisted ankle, the tissue holding bone to bone is stretched: a **ligament** (such an injury is called a sprain).
2. In the second case, the tissue joining the calf muscle to the heel bone is damaged: a **tendon**.
3. Tendons have great strength but limited flexibility; ligaments are elastic but can be over-stretched.

## Common mistakes

- Swapping ligaments and tendons. **L**igaments link bone to bone; **t**endons tie muscle to bone.
- Thinking blood is not a tissue. It is a connective tissue with a fluid matrix.
- Saying epithelial cells are loosely packed. They are tightly packed in a sheet; connective tissue cells are loosely spaced.
- Confusing the matrix of bone (calcium and phosphorus) with that of cartilage (proteins and sugars).

## Summary

Animal tissues are epithelial, connective, muscular and nervous. Epithelial tissue covers and lines the body: its tightly packed cells sit on a basement membrane, and it may be simple squamous (blood vessels, alveoli), stratified squamous (skin), columnar (intestine; ciliated in the respiratory tract), cuboidal (kidney tubules) or glandular. Connective tissue has cells in a matrix: blood (plasma with RBCs, WBCs and platelets), bone (calcium and phosphorus), cartilage, ligaments (bone to bone), tendons (muscle to bone), areolar tissue (fills spaces, repairs) and adipose tissue (stores fat, insulates).`,
    check: [
      {
        question: "Which epithelium lines the kidney tubules?",
        answer: "Cuboidal epithelium.",
      },
      {
        question: "What is the difference between a ligament and a tendon?",
        answer:
          "A ligament connects bone to bone and is elastic; a tendon connects muscle to bone and is strong with limited flexibility.",
      },
      {
        question: "Name the components of blood.",
        answer:
          "Plasma (the fluid matrix, with proteins, salts and hormones), red blood cells, white blood cells and platelets.",
      },
      {
        question: "What are the functions of areolar tissue?",
        answer:
          "It fills the space inside organs, supports internal organs and helps in the repair of tissues.",
      },
    ],
  },
  {
    chapter: 6,
    lesson: 4,
    title: "Muscular and Nervous Tissues",
    body: String.raw`By the end of this lesson you will be able to compare striated, smooth and cardiac muscle by structure, location and control, and describe the structure of a neuron and how nervous tissue works with muscle.

## Muscular tissue

Muscular tissue is made of elongated cells called **muscle fibres**. These contain special **contractile proteins** that contract and relax, causing movement. There are three kinds.

### Striated (skeletal) muscle

The muscles of your arms and legs, which you move when you decide to bowl or kick a football, are **voluntary** muscles. They are mostly attached to bones and help in body movement, so they are also called **skeletal muscles**. Under the microscope they show alternate **light and dark bands** (striations), so they are also called **striated muscles**. Their cells are **long, cylindrical, unbranched and multinucleate** (with many nuclei).

### Smooth muscle

The movement of food along the alimentary canal, and the contraction and relaxation of blood vessels, happen without our deciding. We cannot start or stop them at will, so these muscles are **involuntary**. **Smooth muscles** are found in the alimentary canal, the **iris of the eye**, blood vessels, the ureters and the bronchi of the lungs. Their cells are long with pointed ends (**spindle-shaped**) and **uninucleate** (one nucleus each). They have no bands, so they are also called **unstriated muscles**.

### Cardiac muscle

The heart muscle contracts and relaxes **rhythmically throughout life** — about 72 times a minute at rest in an adult — and never takes a holiday. These **involuntary** muscles are **cardiac muscles**. Their cells are **cylindrical, branched and uninucleate**.

| Feature | Striated | Smooth | Cardiac |
|---|---|---|---|
| control | voluntary | involuntary | involuntary |
| shape | long, cylindrical, unbranched | spindle-shaped | cylindrical, branched |
| nuclei | many | one | one |
| bands | present | absent | present (faint) |
| found in | limbs, attached to bones | alimentary canal, iris, blood vessels, ureters, bronchi | heart |

## Nervous tissue

All cells can respond to stimuli, but cells of **nervous tissue** are highly specialised for being stimulated and then **transmitting the stimulus very rapidly** from one place to another in the body. The brain, spinal cord and nerves are made of nervous tissue.

The cells of nervous tissue are **nerve cells** or **neurons**. A neuron has:

- a **cell body** with a nucleus and cytoplasm;
- many short, branched parts called **dendrites**, which receive messages;
- usually a single long part called the **axon**, which carries the message away.

![Structure of a neuron](figure:neuron)

A single nerve cell can be up to a metre long. Many nerve fibres bound together by connective tissue make up a **nerve**. The signal that passes along a nerve fibre is called a **nerve impulse**. Nerve impulses allow us to move our muscles when we want to. The combination of nervous and muscle tissue is basic to most animals, letting them move rapidly in response to stimuli.

### Example 1: Which muscle?

Identify the type of muscle: (a) cells branched, one nucleus, never tire; (b) cells spindle-shaped, control the size of the pupil; (c) long, multinucleate cells with stripes, used to hold a cricket bat.

1. (a) Branched, uninucleate, rhythmic all through life: **cardiac muscle**.
2. (b) The iris contains involuntary, spindle-shaped muscle: **smooth muscle**.
3. (c) Voluntary, striated, multinucleate, attached to bones: **striated (skeletal) muscle**.

### Example 2: Touching a hot tawa

Priya accidentally touches a hot tawa in the kitchen and pulls her hand back at once. Trace the tissues involved.

1. Nerve endings in her skin detect the heat: the stimulus is picked up by neurons.
2. A nerve impulse travels rapidly along the axons of nerve cells to the spinal cord, and a message is sent back along other neurons to the arm.
3. The message reaches the **striated muscles** of her arm, which contract and pull the hand away.
4. Nervous tissue carries the message; muscular tissue produces the movement. Working together, they make a fast response possible.

## Common mistakes

- Saying smooth muscles are voluntary. They are involuntary.
- Mixing up the branches: cardiac muscle cells are branched; striated and smooth muscle cells are not.
- Saying dendrites carry the impulse away from the cell body. Dendrites receive; the axon carries the impulse away.
- Thinking all cells are tiny. A neuron can be up to a metre long.

## Summary

Muscle fibres contain contractile proteins. Striated (skeletal) muscles are voluntary, with long, cylindrical, unbranched, multinucleate cells showing light and dark bands. Smooth muscles are involuntary, with spindle-shaped, uninucleate cells, and are found in the alimentary canal, iris, blood vessels, ureters and bronchi. Cardiac muscle is involuntary, with cylindrical, branched, uninucleate cells that contract rhythmically throughout life. Nervous tissue is made of neurons, each with a cell body, short dendrites and a long axon; neurons carry nerve impulses rapidly and, with muscles, let animals respond quickly to stimuli.`,
    figures: {
      neuron: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 0 372 140"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="70" cy="70" r="22"/><circle cx="70" cy="70" r="7" fill="currentColor"/><path d="M52 57 L30 38 M30 38 L18 40 M30 38 L28 25"/><path d="M52 83 L30 102 M30 102 L16 100 M30 102 L28 116"/><path d="M66 48 L62 22 M62 22 L52 14 M62 22 L70 12"/><path d="M66 92 L62 118 M62 118 L52 126 M62 118 L72 128"/><line x1="92" y1="70" x2="300" y2="70"/><path d="M300 70 L330 50 M300 70 L335 70 M300 70 L330 90"/></g><g fill="currentColor" font-size="11"><text x="44" y="74" text-anchor="end" font-size="10">dendrites</text><text x="80" y="110">cell body</text><text x="74" y="40">nucleus</text><text x="190" y="62" text-anchor="middle">axon</text><text x="300" y="110" text-anchor="middle">nerve ending</text></g></svg>`,
        alt: "A neuron drawn as a round cell body with a dark nucleus. Several short branched dendrites spread out from the cell body on the left. A single long axon runs to the right and ends in a few branches, the nerve endings.",
      },
    },
    check: [
      {
        question: "Why are skeletal muscles also called striated muscles?",
        answer:
          "Under the microscope they show alternate light and dark bands (striations).",
      },
      {
        question: "Name two places where smooth muscle is found.",
        answer:
          "Any two: the alimentary canal, the iris of the eye, blood vessels, the ureters, the bronchi of the lungs.",
      },
      {
        question: "What is special about cardiac muscle?",
        answer:
          "It is involuntary, its cells are cylindrical, branched and uninucleate, and it contracts and relaxes rhythmically throughout life.",
      },
      {
        question: "Name the parts of a neuron.",
        answer:
          "A cell body with a nucleus and cytoplasm, short branched dendrites, and a single long axon.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 1,
    title: "Distance, Displacement and Uniform Motion",
    body: String.raw`By the end of this lesson you will be able to describe the position of an object using a reference point, find both the distance travelled and the displacement for a journey along a straight line, and tell uniform motion from non-uniform motion using data.

## Motion needs a reference point

Is a passenger sitting in a moving Rajdhani Express at rest or in motion? To the person in the next seat, she is at rest. To a farmer watching from a field, she is moving at high speed. Motion is always described **relative to a reference point**, called the **origin**. An object is in **motion** if its position changes with time relative to the reference point.

If someone says "the school is 2 km north of the railway station", the station is the reference point. We usually choose a convenient one, such as the starting point of a journey.

## Motion along a straight line

The simplest motion is along a straight line. Let us mark the positions along a straight road from Meena's home, O, taken as the origin.

![Positions along a straight road](figure:road)

Home O is at 0 km, school S at 2 km and the market M at 5 km, all in the same direction.

## Distance and displacement

- **Distance** is the **total length of the path** actually travelled. It needs only a number and a unit, so it is a **scalar** quantity — a quantity with magnitude only.
- **Displacement** is the **shortest distance from the initial position to the final position**, together with its **direction**. A quantity with both magnitude and direction is a **vector**.

The magnitude of displacement can be equal to the distance (when an object moves in one direction along a straight line), smaller than the distance, or even **zero** (when the object returns to its starting point), while the distance is not zero.

### Example 1: Home, market, school

Meena walks from home O to the market M, then turns back and walks to school S. Find the distance travelled and her displacement.

1. O to M: $5 - 0 = 5$ km.
2. M back to S: $5 - 2 = 3$ km.
3. Distance $= 5 + 3 = 8$ km.
4. Displacement: she started at O (0 km) and ended at S (2 km), so the displacement is $2 - 0 = 2$ km, in the direction from home towards the market.
5. Here the distance (8 km) is greater than the magnitude of the displacement (2 km).

### Example 2: One lap of the track

At a district sports meet, Arjun runs exactly one lap of a 400 m track and stops at the starting line. What are his distance and displacement?

1. Distance = length of the path = 400 m.
2. His final position is the same as his initial position.
3. Displacement $= 0$ m, though he has run 400 m.

## Uniform and non-uniform motion

If an object covers **equal distances in equal intervals of time**, however small the intervals, it is in **uniform motion**. A car on an empty expressway with its speedometer steady at 80 km/h is in roughly uniform motion.

If an object covers **unequal distances in equal intervals of time**, it is in **non-uniform motion**. A bus in city traffic, stopping at signals and speeding up again, is in non-uniform motion. Most motion in daily life is non-uniform.

### Example 3: Reading the data

The positions of two cars, A and B, along a straight highway are recorded every 15 minutes:

| Time (min) | 0 | 15 | 30 | 45 | 60 |
|---|---|---|---|---|---|
| Car A (km) | 0 | 15 | 30 | 45 | 60 |
| Car B (km) | 0 | 10 | 28 | 36 | 60 |

Which car is in uniform motion?

1. Car A: distances in each 15-minute interval are $15 - 0 = 15$, $30 - 15 = 15$, $45 - 30 = 15$, $60 - 45 = 15$ km. All equal.
2. Car B: distances are $10 - 0 = 10$, $28 - 10 = 18$, $36 - 28 = 8$, $60 - 36 = 24$ km. Unequal.
3. So car A is in uniform motion and car B in non-uniform motion — even though both covered 60 km in 60 minutes.

## Common mistakes

- Adding the legs of a journey to get displacement. Displacement depends only on the starting and final positions.
- Forgetting the direction when stating a displacement.
- Thinking displacement can be larger than distance. Its magnitude is always less than or equal to the distance.
- Deciding uniform motion from the total alone: equal totals do not mean equal distances in each interval.

## Summary

Motion is described relative to a reference point (origin). Distance is the total length of the path travelled, a scalar; displacement is the shortest distance from the initial to the final position in a stated direction, a vector, and its magnitude can be equal to, less than, or (for a return to the start) zero compared with the distance. An object covering equal distances in equal intervals of time is in uniform motion; one covering unequal distances in equal intervals is in non-uniform motion.`,
    figures: {
      road: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 90"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="20" y1="45" x2="345" y2="45"/><path d="M339 41 L345 45 L339 49"/><line x1="30" y1="38" x2="30" y2="52"/><line x1="90" y1="40" x2="90" y2="50"/><line x1="150" y1="38" x2="150" y2="52"/><line x1="210" y1="40" x2="210" y2="50"/><line x1="270" y1="40" x2="270" y2="50"/><line x1="330" y1="38" x2="330" y2="52"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><circle cx="30" cy="45" r="4"/><circle cx="150" cy="45" r="4"/><circle cx="330" cy="45" r="4"/><text x="30" y="30">O (home)</text><text x="150" y="30">S (school)</text><text x="330" y="30">M (market)</text><text x="30" y="68">0</text><text x="90" y="68">1</text><text x="150" y="68">2</text><text x="210" y="68">3</text><text x="270" y="68">4</text><text x="330" y="68">5</text><text x="180" y="85">distance from O (km)</text></g></svg>`,
        alt: "A straight line marked from 0 to 5 kilometres. Home O is at 0 km, school S at 2 km and the market M at 5 km.",
      },
    },
    check: [
      {
        question:
          "A bus goes 12 km east along a straight road and then 5 km back west. Find the distance and the displacement.",
        answer:
          "Distance = 12 + 5 = 17 km; displacement = 12 − 5 = 7 km towards the east.",
      },
      {
        question:
          "Can the displacement of an object be zero when it has travelled some distance? Give an example.",
        answer:
          "Yes, if it returns to its starting point — for example, running one full lap of a track.",
      },
      {
        question:
          "Distinguish between a scalar and a vector quantity, with one example of each.",
        answer:
          "A scalar has magnitude only (distance, speed); a vector has magnitude and direction (displacement, velocity).",
      },
      {
        question:
          "A cyclist covers 2 km in the first 5 minutes, 3 km in the next 5 minutes and 1 km in the next 5 minutes. Is the motion uniform?",
        answer:
          "No; the distances covered in equal intervals of time are unequal, so the motion is non-uniform.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 2,
    title: "Speed, Velocity and Acceleration",
    body: String.raw`By the end of this lesson you will be able to calculate speed, average speed and average velocity, convert between km/h and m/s, and calculate acceleration (including negative acceleration) using $a = \dfrac{v - u}{t}$ and $v = u + at$.

## Speed

Two friends cycle to school; one reaches in 10 minutes, the other in 15. To compare how fast objects move, we use **speed**: the **distance travelled per unit time**.

$$
\text{speed} = \frac{\text{distance travelled}}{\text{time taken}}
$$

The SI unit of speed is metre per second (m/s, or $\mathrm{m\,s^{-1}}$). We also use km/h and cm/s. Since $1 \text{ km} = 1000 \text{ m}$ and $1 \text{ h} = 3600 \text{ s}$:

$$
1 \ \text{km/h} = \frac{1000 \ \text{m}}{3600 \ \text{s}} = \frac{5}{18} \ \text{m/s}
$$

Speed needs only magnitude, so it is a scalar. Most objects are in non-uniform motion, so we usually speak of **average speed**:

$$
\text{average speed} = \frac{\text{total distance travelled}}{\text{total time taken}}
$$

### Example 1: A family drive

On a holiday road trip, a family drives 120 km in 2 h, stops for 30 minutes at a dhaba, then drives 60 km more in 1 h. Find the average speed for the whole trip (including the stop) in km/h and m/s.

1. Total distance $= 120 + 60 = 180$ km.
2. Total time $= 2 + 0.5 + 1 = 3.5$ h. The stop counts, because the clock keeps running.
3. Average speed $= \dfrac{180}{3.5} \approx 51.4$ km/h.
4. In m/s: $51.4 \times \dfrac{5}{18} \approx 14.3$ m/s.
5. Without the stop, it would have been $\dfrac{180}{3} = 60$ km/h $= 60 \times \dfrac{5}{18} \approx 16.7$ m/s.

## Velocity

Speed tells us how fast, but not in which direction. **Velocity** is the **speed of an object moving in a definite direction**; it is a vector. Its SI unit is also m/s. Velocity can change by changing the speed, the direction, or both.

When velocity changes at a uniform rate, the **average velocity** is the arithmetic mean of the initial velocity $u$ and the final velocity $v$:

$$
v_{\text{av}} = \frac{u + v}{2}
$$

In general, average velocity = displacement ÷ time, just as average speed = distance ÷ time.

## Acceleration

A car that goes from 0 to 20 m/s in 5 s feels very different from one that takes 20 s. **Acceleration** is the **rate of change of velocity**, i.e. the change in velocity per unit time:

$$
a = \frac{v - u}{t}
$$

where $u$ is the initial velocity, $v$ the final velocity and $t$ the time taken. Rearranging gives the first equation of motion:

$$
v = u + at
$$

The SI unit of acceleration is $\mathrm{m/s^2}$ ($\mathrm{m\,s^{-2}}$). If the velocity increases, the acceleration is positive, in the direction of motion. If it decreases, the acceleration is **negative**, opposite to the motion; this is also called **retardation** or deceleration. If velocity changes by equal amounts in equal intervals of time, the acceleration is **uniform** (a freely falling stone); otherwise it is **non-uniform** (a bus in city traffic).

### Example 2: A scooter starts off

A scooter starts from rest and reaches 36 km/h in 5 s. Find its acceleration.

1. Convert: $36 \times \dfrac{5}{18} = 10$ m/s. So $u = 0$, $v = 10$ m/s, $t = 5$ s.
2. $a = \dfrac{10 - 0}{5} = 2 \ \mathrm{m/s^2}$.

### Example 3: A train brakes

A train moving at 20 m/s applies brakes and stops uniformly in 10 s. Find its acceleration, its average velocity while braking and the distance it covers.

1. $u = 20$ m/s, $v = 0$, $t = 10$ s.
2. $a = \dfrac{0 - 20}{10} = -2 \ \mathrm{m/s^2}$. The minus sign shows retardation.
3. Average velocity $= \dfrac{u + v}{2} = \dfrac{20 + 0}{2} = 10$ m/s.
4. Distance $=$ average velocity $\times$ time $= 10 \times 10 = 100$ m.

### Example 4: Using v = u + at

A bus moving at 5 m/s accelerates uniformly at $0.5 \ \mathrm{m/s^2}$ for 8 s. What is its final velocity?

1. $v = u + at = 5 + 0.5 \times 8 = 5 + 4 = 9$ m/s.

## Common mistakes

- Leaving out stops when finding average speed. Use the total time, including halts.
- Averaging speeds instead of dividing total distance by total time.
- Mixing units: convert km/h to m/s (multiply by $\frac{5}{18}$) before using $a = \frac{v-u}{t}$ with time in seconds.
- Dropping the minus sign for retardation.

## Summary

Speed is distance per unit time (m/s), and average speed is total distance divided by total time; $1$ km/h $= \frac{5}{18}$ m/s. Velocity is speed in a definite direction; for uniformly changing velocity, the average velocity is $\frac{u+v}{2}$. Acceleration is the rate of change of velocity, $a = \frac{v-u}{t}$ in $\mathrm{m/s^2}$, which gives $v = u + at$; when velocity decreases, the acceleration is negative (retardation).`,
    check: [
      {
        question: "Convert 72 km/h into m/s.",
        answer: "72 × 5/18 = 20 m/s.",
      },
      {
        question: "A runner covers 400 m in 50 s. What is her average speed?",
        answer: "400 ÷ 50 = 8 m/s.",
      },
      {
        question:
          "A car's velocity increases from 10 m/s to 25 m/s in 5 s. Find its acceleration.",
        answer: "a = (25 − 10) ÷ 5 = 3 m/s².",
      },
      {
        question:
          "A cyclist moving at 6 m/s brakes with an acceleration of −1.5 m/s². How long does she take to stop?",
        answer: "0 = 6 + (−1.5)t, so t = 6 ÷ 1.5 = 4 s.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 3,
    title: "Graphs of Motion",
    body: String.raw`By the end of this lesson you will be able to read distance–time and velocity–time graphs, find speed from the slope of a distance–time graph, find acceleration from the slope of a velocity–time graph, and find the distance covered from the area under a velocity–time graph.

## Why graphs?

A table of numbers tells you what happened; a graph lets you *see* it at a glance. For motion along a straight line, we plot time on the x-axis (the independent quantity) and distance or velocity on the y-axis.

## Distance–time graphs

When an object moves with **uniform speed**, it covers equal distances in equal times, so distance is proportional to time and the distance–time graph is a **straight line**. Its **slope** (steepness) gives the speed:

$$
\text{speed} = \text{slope} = \frac{s_2 - s_1}{t_2 - t_1}
$$

A steeper line means a higher speed. A **horizontal line** means the distance is not changing — the object is at rest. For non-uniform motion, the graph is a **curve**.

![Distance–time graphs of two cyclists](figure:dt)

### Example 1: Two cyclists

The figure shows cyclists P and Q, both starting from the same point at the same time. P covers 60 m in 6 s and Q covers 30 m in 6 s. Find their speeds and say which line is steeper.

1. Speed of P $= \dfrac{60 - 0}{6 - 0} = 10$ m/s.
2. Speed of Q $= \dfrac{30 - 0}{6 - 0} = 5$ m/s.
3. P's line is steeper because P is faster. Both lines are straight, so both move with uniform speed.

## Velocity–time graphs

On a velocity–time graph:

- a **horizontal line** means **constant velocity** (zero acceleration);
- a **straight line sloping upward** means **uniform acceleration**, and a straight line sloping downward means uniform retardation;
- the **slope** of the line gives the **acceleration**;
- the **area** between the graph and the time axis gives the **displacement** (for motion in one direction, the distance travelled).

Why the area? For constant velocity, distance $=$ velocity $\times$ time, which is the area of a rectangle of height $v$ and width $t$. The same idea works for any shape.

![Velocity–time graph of a car](figure:vt)

### Example 2: A car between two signals

The figure shows a car that starts from rest at a signal, speeds up uniformly to 20 m/s in 4 s, moves at 20 m/s for 6 s, then slows down uniformly and stops at the next signal at 14 s. Find the acceleration in each part and the distance between the signals.

1. From 0 to 4 s: slope $= \dfrac{20 - 0}{4 - 0} = 5 \ \mathrm{m/s^2}$.
2. From 4 to 10 s: the line is horizontal, so the acceleration is $0$.
3. From 10 to 14 s: slope $= \dfrac{0 - 20}{14 - 10} = -5 \ \mathrm{m/s^2}$ (retardation).
4. Area of the first triangle $= \frac{1}{2} \times 4 \times 20 = 40$ m.
5. Area of the rectangle $= 6 \times 20 = 120$ m.
6. Area of the last triangle $= \frac{1}{2} \times 4 \times 20 = 40$ m.
7. Distance between the signals $= 40 + 120 + 40 = 200$ m.

## Equations of motion

For an object moving in a straight line with uniform acceleration $a$, the areas and slopes of the velocity–time graph lead to three equations that connect the initial velocity $u$, final velocity $v$, time $t$ and distance $s$:

$$
v = u + at
$$

$$
s = ut + \frac{1}{2}at^2
$$

$$
v^2 - u^2 = 2as
$$

### Example 3: Checking with the equations

Check the first part of Example 2 using the equations ($u = 0$, $a = 5 \ \mathrm{m/s^2}$, $t = 4$ s).

1. $v = 0 + 5 \times 4 = 20$ m/s. ✓ (matches the graph)
2. $s = 0 \times 4 + \frac{1}{2} \times 5 \times 4^2 = \frac{1}{2} \times 5 \times 16 = 40$ m. ✓ (matches the triangle's area)
3. $v^2 - u^2 = 20^2 - 0 = 400$, and $2as = 2 \times 5 \times 40 = 400$. ✓

## Common mistakes

- Reading a horizontal line on a distance–time graph as "moving at constant speed". It means the object is at rest. (On a velocity–time graph, a horizontal line means constant velocity.)
- Using the area under a distance–time graph. Area gives distance only on a velocity–time graph.
- Forgetting the $\frac{1}{2}$ in the area of a triangle.
- Reading the slope in the wrong order: always (change in y) ÷ (change in x).

## Summary

On a distance–time graph, a straight sloping line means uniform speed, the slope gives the speed, a steeper line means a higher speed, and a horizontal line means the object is at rest. On a velocity–time graph, a horizontal line means constant velocity, a straight sloping line means uniform acceleration, the slope gives the acceleration, and the area under the graph gives the displacement. For uniform acceleration, $v = u + at$, $s = ut + \frac{1}{2}at^2$ and $v^2 - u^2 = 2as$.`,
    figures: {
      dt: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="50" y1="170" x2="315" y2="170"/><line x1="50" y1="170" x2="50" y2="30"/><line x1="50" y1="170" x2="290" y2="50" stroke-width="2.5"/><line x1="50" y1="170" x2="290" y2="110" stroke-width="2.5" stroke-dasharray="6 3"/><line x1="290" y1="166" x2="290" y2="174"/><line x1="46" y1="50" x2="54" y2="50"/><line x1="46" y1="110" x2="54" y2="110"/></g><g fill="currentColor" font-size="11"><text x="42" y="54" text-anchor="end">60</text><text x="42" y="114" text-anchor="end">30</text><text x="42" y="174" text-anchor="end">0</text><text x="290" y="186" text-anchor="middle">6</text><text x="298" y="50">P</text><text x="298" y="112">Q</text><text x="180" y="196" text-anchor="middle">time (s)</text><text x="14" y="100" transform="rotate(-90 14 100)" text-anchor="middle">distance (m)</text></g></svg>`,
        alt: "A distance–time graph with two straight lines from the origin. Line P rises to 60 m at 6 s; line Q, less steep, rises to 30 m at 6 s.",
      },
      vt: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 350 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="50" y1="170" x2="340" y2="170"/><line x1="50" y1="170" x2="50" y2="30"/><polyline stroke-width="2.5" points="50,170 130,50 250,50 330,170"/><line x1="130" y1="50" x2="130" y2="170" stroke-dasharray="3 3"/><line x1="250" y1="50" x2="250" y2="170" stroke-dasharray="3 3"/><line x1="46" y1="50" x2="54" y2="50"/></g><g fill="currentColor" font-size="11"><text x="42" y="54" text-anchor="end">20</text><text x="42" y="174" text-anchor="end">0</text><text x="130" y="186" text-anchor="middle">4</text><text x="250" y="186" text-anchor="middle">10</text><text x="330" y="186" text-anchor="middle">14</text><text x="190" y="196" text-anchor="middle">time (s)</text><text x="14" y="100" transform="rotate(-90 14 100)" text-anchor="middle">velocity (m/s)</text></g></svg>`,
        alt: "A velocity–time graph shaped like a trapezium. The velocity rises in a straight line from 0 at 0 s to 20 m/s at 4 s, stays at 20 m/s until 10 s, then falls in a straight line to 0 at 14 s.",
      },
    },
    check: [
      {
        question: "What does a horizontal line on a distance–time graph show?",
        answer: "The distance is not changing, so the object is at rest.",
      },
      {
        question:
          "On a velocity–time graph, the velocity rises in a straight line from 4 m/s to 16 m/s in 6 s. What is the acceleration?",
        answer: "a = (16 − 4) ÷ 6 = 2 m/s².",
      },
      {
        question:
          "A car moves at a constant 15 m/s for 20 s. What distance does the area under its velocity–time graph give?",
        answer: "Area of the rectangle = 15 × 20 = 300 m.",
      },
      {
        question:
          "A ball starts from rest and accelerates uniformly at 2 m/s² for 5 s. How far does it travel?",
        answer: "s = ut + ½at² = 0 + ½ × 2 × 25 = 25 m.",
      },
    ],
  },
  {
    chapter: 7,
    lesson: 4,
    title: "Uniform Circular Motion",
    body: String.raw`By the end of this lesson you will be able to explain why an object moving in a circle at constant speed is accelerated, calculate its speed using $v = \dfrac{2\pi r}{t}$, and predict the path of an object released from circular motion.

## Changing direction means changing velocity

Velocity has both magnitude and direction. So velocity changes if the speed changes, **or if the direction changes, or both**. An object can be accelerated even when its speed stays the same — simply by turning.

Imagine a runner going round a track shaped like a rectangle, at a steady speed. Along each side her direction is fixed; she changes direction four times, at the corners. On a hexagonal track she would turn six times; on an octagonal one, eight times. As the number of sides increases, she turns more and more often, each time through a smaller angle. A circle is like a track with an **infinite number of sides**: the direction of motion changes at every point.

## Uniform circular motion

When an object moves in a **circular path with uniform speed**, its motion is called **uniform circular motion**. Since its direction keeps changing, its velocity keeps changing, so **uniform circular motion is accelerated motion**.

At any instant, the object's direction of motion is along the **tangent** to the circle at that point. This becomes clear when we whirl a small stone tied to a thread in a horizontal circle and then let go: the stone flies off in a straight line **along the tangent** to the circle at the point of release. The thread was pulling the stone towards the centre all the time, forcing it to keep changing direction; once released, nothing turns it, so it moves straight on.

![A stone whirled in a circle flies off along the tangent](figure:circle)

Examples of (nearly) uniform circular motion:

- the Moon moving around the Earth, and the Earth around the Sun;
- a satellite in a circular orbit around the Earth;
- a cyclist on a circular track at a constant speed;
- the tip of the seconds hand of a clock.

## Speed in uniform circular motion

In one complete round, the object covers the circumference of the circle, $2\pi r$, where $r$ is the radius. If it takes time $t$ for one round, its speed is:

$$
v = \frac{2\pi r}{t}
$$

### Example 1: A whirled stone

Sameer whirls a stone on a thread 0.7 m long, making 2 complete rounds every second. Find the speed of the stone (take $\pi = \frac{22}{7}$).

1. Radius $r = 0.7$ m. Two rounds per second means one round takes $t = \frac{1}{2} = 0.5$ s.
2. Circumference $= 2\pi r = 2 \times \dfrac{22}{7} \times 0.7 = 4.4$ m.
3. Speed $v = \dfrac{4.4}{0.5} = 8.8$ m/s.
4. Its speed is constant, but its velocity is not, because its direction changes all the time.

### Example 2: The Moon's speed

The Moon moves around the Earth in a nearly circular orbit of radius about $3.84 \times 10^5$ km, taking about 27.3 days for one round. Estimate its speed in km/h and m/s.

1. Distance in one round $= 2\pi r = 2 \times 3.14 \times 384\,000 \approx 2\,412\,000$ km (using $\pi \approx 3.14$; a calculator's $\pi$ gives nearly the same).
2. Time $= 27.3 \times 24 = 655.2$ h.
3. $v = \dfrac{2\,412\,000}{655.2} \approx 3680$ km/h.
4. In m/s: $3680 \times \dfrac{5}{18} \approx 1020$ m/s, about 1 km every second.

### Example 3: Half a lap

A cyclist rides at a constant speed on a circular track of radius 35 m. Find the distance and the displacement after half a round.

1. Distance $=$ half the circumference $= \pi r = \dfrac{22}{7} \times 35 = 110$ m.
2. After half a round the cyclist is at the opposite end of a diameter, so the displacement $= 2r = 70$ m, directed along the diameter.
3. After a full round the distance would be 220 m and the displacement zero.

## Common mistakes

- Saying an object moving in a circle at constant speed is not accelerated. Its direction changes, so its velocity changes.
- Thinking a released stone flies outward along the radius. It moves along the tangent.
- Using the diameter instead of the radius in $2\pi r$.
- Forgetting to convert days into hours (or seconds) before dividing.

## Summary

When an object moves in a circle at constant speed, its direction — and therefore its velocity — changes at every point, so it is accelerated; this is uniform circular motion, seen in the Moon going around the Earth, satellites, and a stone whirled on a thread. Its speed is $v = \frac{2\pi r}{t}$, where $r$ is the radius and $t$ the time for one round. At each instant the object moves along the tangent, so a released stone flies off along the tangent.`,
    figures: {
      circle: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="120" cy="110" r="80" stroke-dasharray="5 4"/><line x1="120" y1="110" x2="120" y2="30"/><circle cx="120" cy="110" r="3" fill="currentColor"/><circle cx="120" cy="30" r="6" fill="currentColor"/><line x1="126" y1="30" x2="290" y2="30" stroke-width="2"/><path d="M282 25 L290 30 L282 35"/><path d="M43 84 Q48 70 60 57"/><path d="M51.7 60.1 L60 57 L57.5 65.5"/></g><g fill="currentColor" font-size="11"><text x="126" y="75">thread (radius r)</text><text x="148" y="20">path after release (tangent)</text><text x="126" y="125">centre</text><text x="130" y="205">circular path</text></g></svg>`,
        alt: "A dashed circle with its centre marked. A thread runs from the centre straight up to a stone on the circle. From the stone, an arrow goes straight to the right, along the tangent, showing the path the stone takes when released. A small curved arrow on the circle shows the direction of whirling.",
      },
    },
    check: [
      {
        question: "Why is uniform circular motion called accelerated motion?",
        answer:
          "Although the speed is constant, the direction of motion changes at every point, so the velocity changes; a change in velocity means acceleration.",
      },
      {
        question:
          "A stone tied to a string is whirled in a circle and the string breaks. In which direction does the stone move?",
        answer:
          "In a straight line along the tangent to the circle at the point where the string broke.",
      },
      {
        question:
          "A boy runs around a circular park of radius 70 m in 88 s. What is his speed? (π = 22/7)",
        answer: "v = 2πr/t = (2 × 22/7 × 70) ÷ 88 = 440 ÷ 88 = 5 m/s.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 1,
    title: "Balanced and Unbalanced Forces",
    body: String.raw`By the end of this lesson you will be able to list the effects of a force, tell balanced forces from unbalanced forces, find the resultant of forces acting along a line, and explain the role of friction in everyday motion.

## What a force can do

We push a door, pull a bucket out of a well, kick a football, press a lump of dough into a roti. Each of these is a **force** — a push, a pull or a hit. We cannot see a force, but we can see its effects. A force can:

- **move** an object at rest, or **stop** a moving object;
- **change the speed** of a moving object (a batter's shot sends the ball faster);
- **change the direction** of motion (a fielder deflects the ball);
- **change the shape and size** of an object (squeezing a rubber ball, rolling dough).

Forces are measured in **newtons** (N); you will see how the newton is defined in the third lesson of this chapter.

## Balanced forces

Tie two strings to opposite ends of a wooden block lying on a table, and pull them with equal force in opposite directions. The block does not move. The two forces cancel each other: the **resultant** (net) force is zero. Forces whose resultant is zero are **balanced forces**.

![Forces on a block](figure:block)

Balanced forces **do not change the state of rest or of motion** of an object. They can, however, change its shape: press a balloon between your palms with equal forces and it flattens without moving.

## Unbalanced forces

Now pull one string harder than the other. The block starts moving in the direction of the larger force. The forces are now **unbalanced**, and their resultant is not zero. **An unbalanced force acting on an object changes its speed or its direction of motion** — in other words, it produces acceleration.

For forces along one straight line:

- in the **same direction**, the resultant is their **sum**;
- in **opposite directions**, the resultant is their **difference**, in the direction of the larger force.

## Friction

Try pushing a heavy almirah on a rough floor. With a gentle push, it does not move. Why? The floor exerts a **force of friction** on the base of the almirah, acting opposite to your push. As long as friction balances your push, the almirah stays at rest. Push harder, and at some point your push exceeds the friction; the forces become unbalanced and the almirah starts moving.

Friction also explains why a bicycle slows down and stops when you stop pedalling: friction acts against the motion, producing an unbalanced force opposite to the motion. To keep the bicycle moving at a steady speed, you must pedal just enough to balance friction — then the forces are balanced and the velocity stays constant. A moving object does not need an unbalanced force to keep moving uniformly; it needs one only to change its velocity.

### Example 1: Tug of war

On Sports Day, team A pulls the rope to the left with a total force of 2000 N and team B pulls to the right with 2000 N. Then team B pulls harder, with 2200 N. Describe what happens.

1. At first the forces are equal and opposite: resultant $= 2000 - 2000 = 0$ N. The forces are balanced; the rope does not move.
2. After B pulls harder: resultant $= 2200 - 2000 = 200$ N, towards B (right).
3. The forces are unbalanced, so the rope (and team A) begins to move towards team B.

### Example 2: Pushing a box

Kavya pushes a box on a floor. The friction between the box and floor is 50 N. Find the resultant force and describe the motion when she pushes with (a) 30 N, (b) 50 N while it is already sliding, (c) 80 N.

1. (a) With a push of 30 N, friction adjusts to 30 N (it can be *up to* 50 N), so the resultant is 0. The box stays at rest.
2. (b) With a push of 50 N on a sliding box, resultant $= 50 - 50 = 0$. The forces are balanced, so the box keeps moving at a constant velocity.
3. (c) With a push of 80 N, resultant $= 80 - 50 = 30$ N in the direction of the push. The forces are unbalanced, so the box speeds up.

### Example 3: Two children, one cart

Two children push a cart in the same direction with forces of 40 N and 25 N, and friction is 15 N. What is the resultant force?

1. Forces in the same direction add: $40 + 25 = 65$ N forward.
2. Friction acts backward: $65 - 15 = 50$ N.
3. Resultant $= 50$ N forward; the cart accelerates forward.

## Common mistakes

- Thinking that a moving object must have an unbalanced force on it. Uniform motion needs no unbalanced force; only a change in velocity does.
- Adding forces that act in opposite directions. Subtract them, and give the direction of the larger one.
- Forgetting friction when deciding whether forces are balanced.
- Saying balanced forces have no effect at all. They can change an object's shape.

## Summary

A force is a push, pull or hit; it can change an object's speed, its direction of motion, or its shape. When the forces on an object are balanced, their resultant is zero and the object's state of rest or uniform motion does not change. An unbalanced force changes the velocity, i.e. produces acceleration. Forces along a line in the same direction add, and those in opposite directions subtract. Friction opposes motion: it must be overcome to start something moving, and it slows moving objects down.`,
    figures: {
      block: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 110"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="10" y1="80" x2="330" y2="80"/><rect x="140" y="45" width="60" height="35"/><line x1="140" y1="62" x2="60" y2="62" stroke-width="2"/><path d="M68 57 L60 62 L68 67"/><line x1="200" y1="62" x2="280" y2="62" stroke-width="2"/><path d="M272 57 L280 62 L272 67"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="170" y="66">block</text><text x="100" y="52">F₁</text><text x="240" y="52">F₂</text><text x="170" y="100">F₁ = F₂: balanced, no motion; F₂ &gt; F₁: moves right</text></g></svg>`,
        alt: "A block resting on a table with a force F1 pulling it to the left and a force F2 pulling it to the right. If the two forces are equal the block does not move; if F2 is larger the block moves to the right.",
      },
    },
    check: [
      {
        question: "Give three effects a force can have on an object.",
        answer:
          "Any three: it can start or stop motion, change speed, change the direction of motion, or change shape and size.",
      },
      {
        question:
          "Forces of 15 N to the right and 9 N to the left act on a trolley. What is the resultant force?",
        answer: "15 − 9 = 6 N to the right; the forces are unbalanced.",
      },
      {
        question: "Why does a bicycle slow down when we stop pedalling?",
        answer:
          "Friction acts against its motion; with no pedalling to balance it, there is an unbalanced force opposite to the motion, which reduces the speed.",
      },
      {
        question:
          "A car moves along a straight road at a constant 60 km/h. What is the resultant force on it?",
        answer:
          "Zero: its velocity is not changing, so the forces on it (engine's push and friction/air resistance) are balanced.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 2,
    title: "Newton's First Law and Inertia",
    body: String.raw`By the end of this lesson you will be able to describe Galileo's reasoning about motion on inclined planes, state Newton's first law of motion, explain inertia and its link with mass, and use these ideas to explain everyday events such as a jolt in a bus.

## Galileo's idea

For a long time people believed that a moving object naturally comes to rest, and that a force is needed just to keep it moving. **Galileo Galilei** questioned this with inclined planes.

He noticed that a marble rolling down an inclined plane speeds up, and one rolling up slows down. When a marble is released on one side of a pair of facing inclines, it rolls down and up the other side to almost the same height from which it was released. If the second plane is made less steep, the marble travels a longer distance along it to reach that height. If the second plane is made **horizontal**, the marble can never reach the starting height — so it should keep going **forever**. In practice it stops, but only because of friction.

![Galileo's inclined planes](figure:galileo)

Galileo concluded that an object moves with a constant speed when no unbalanced force acts on it.

## Newton's first law of motion

**Isaac Newton** built on Galileo's ideas and stated three laws of motion. The first law is:

> An object remains in a state of **rest** or of **uniform motion in a straight line** unless compelled to change that state by an **applied (unbalanced) force**.

In other words, all objects resist a change in their state of motion. This tendency of undisturbed objects to stay at rest or to keep moving with the same velocity is called **inertia**. That is why the first law is also known as the **law of inertia**.

## Inertia in daily life

- **A bus brakes suddenly.** Passengers lurch forward. The brakes stop the bus, but the passengers' bodies tend to continue moving forward because of inertia. **Seat belts** in cars provide the force that slows the body down more gently and prevents injury.
- **A bus starts suddenly.** Standing passengers fall backward. Their feet, in contact with the floor, move forward with the bus, but the upper body tends to stay at rest.
- **A car turns sharply.** You slide to one side of the seat: your body tends to keep moving in a straight line while the car turns.
- **The carom-coin trick.** Stack a few carom coins and hit the bottom one sharply with a striker. Only the bottom coin flies out; the rest of the pile, due to inertia, drops straight down.
- **The card-and-coin trick.** Place a playing card on a glass with a coin on top and flick the card away quickly. The coin falls into the glass, since its inertia keeps it at rest while the card moves.
- **Beating a dusty carpet.** The carpet moves, but the dust particles tend to stay at rest and fall off.

## Mass is the measure of inertia

Kick a football and a stone of the same size equally hard: the ball flies off, the stone barely moves (and hurts your foot). It is harder to change the state of motion of a heavier object. The inertia of an object is measured by its **mass**: the greater the mass, the greater the inertia.

### Example 1: Explaining a jolt

Priya is standing in a city bus holding a bag. The bus brakes suddenly and the bag flies forward from her hand. Explain, and say how she could avoid it.

1. Before braking, Priya, the bag and the bus all move forward with the same velocity.
2. The brakes apply an unbalanced force on the bus, which slows down.
3. The bag is not firmly attached to the bus; by inertia it tends to keep moving forward at the same velocity.
4. So it moves ahead of her. Holding the bag firmly (her hand applying a force to slow it) or keeping it on the floor prevents this.

### Example 2: Which has more inertia?

Arrange in increasing order of inertia: a cricket ball (0.16 kg), a rubber ball of the same size (0.05 kg), a bicycle (15 kg) and a railway engine (100 000 kg).

1. Inertia depends on mass, not on size or speed.
2. Order of mass: rubber ball (0.05 kg) < cricket ball (0.16 kg) < bicycle (15 kg) < engine (100 000 kg).
3. So the same order gives increasing inertia. The cricket ball has $\dfrac{0.16}{0.05} = 3.2$ times the mass — and so more inertia — than the rubber ball, though they look alike.

## Common mistakes

- Saying that a force is needed to keep an object moving. A force is needed only to change its velocity; without friction it would keep moving.
- Thinking a faster object has more inertia. Inertia depends only on mass.
- Saying passengers are "pushed forward" when a bus brakes. No forward force acts; they simply continue moving because of inertia.

## Summary

Galileo's inclined-plane experiments showed that without friction a moving object would keep moving at a constant speed. Newton's first law states that an object stays at rest or in uniform motion in a straight line unless an unbalanced force acts on it. This resistance to a change in the state of motion is inertia, and mass is the measure of inertia. Inertia explains why passengers lurch forward when a bus brakes (and why seat belts help), fall backward when it starts suddenly, and why the carom-coin and card-and-coin tricks work.`,
    figures: {
      galileo: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 150"><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="20" y1="30" x2="110" y2="120"/><line x1="110" y1="120" x2="200" y2="30"/><line x1="110" y1="120" x2="290" y2="30" stroke-dasharray="5 3"/><line x1="110" y1="120" x2="350" y2="120"/><line x1="10" y1="30" x2="350" y2="30" stroke-dasharray="2 4"/><circle cx="26" cy="26" r="6"/></g><g fill="currentColor" font-size="11"><text x="36" y="22">marble released</text><text x="150" y="22">reaches the same height</text><text x="230" y="138">horizontal: keeps rolling</text></g></svg>`,
        alt: "A marble is released from the top of a slope. Facing slopes of different steepness rise to the same height, shown by a dotted line; on a less steep slope the marble travels farther. A horizontal surface on the right shows that the marble would keep rolling forever if there were no friction.",
      },
    },
    check: [
      {
        question: "State Newton's first law of motion.",
        answer:
          "An object remains in a state of rest or of uniform motion in a straight line unless compelled to change that state by an applied unbalanced force.",
      },
      {
        question: "Why do passengers fall backward when a bus starts suddenly?",
        answer:
          "Their feet move forward with the bus, but the upper body tends to remain at rest because of inertia.",
      },
      {
        question:
          "Which has more inertia: a 5 kg stone or a 0.5 kg rubber ball? Why?",
        answer:
          "The 5 kg stone, because mass is the measure of inertia and it has the larger mass.",
      },
      {
        question:
          "When a carpet is beaten with a stick, dust comes out. Explain.",
        answer:
          "The carpet is suddenly set in motion, but the dust particles tend to remain at rest because of inertia, so they separate from the carpet and fall off.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 3,
    title: "Newton's Second Law and Momentum",
    body: String.raw`By the end of this lesson you will be able to calculate momentum, state Newton's second law of motion and derive $F = ma$ from it, define the newton, and use the law to explain why a fielder draws his hands back while catching.

## Momentum

A tennis ball and a cricket ball thrown at the same speed: which would you rather stop with your bare hand? And a bullet — tiny, yet deadly because of its huge speed. The effect of a moving object depends on **both its mass and its velocity**. Newton combined them into one quantity, **momentum** $p$:

$$
p = mv
$$

Momentum has both magnitude and direction; its direction is the same as that of the velocity. Its SI unit is kilogram metre per second ($\mathrm{kg\,m\,s^{-1}}$). When an unbalanced force acts on an object, its velocity changes, and so does its momentum.

## Newton's second law of motion

> The **rate of change of momentum** of an object is **proportional to the applied unbalanced force**, in the direction of the force.

Suppose an object of mass $m$ changes its velocity from $u$ to $v$ in time $t$ under a constant force $F$:

$$
F \propto \frac{mv - mu}{t} = \frac{m(v - u)}{t} = ma
$$

since $\frac{v - u}{t} = a$. So $F = kma$. The unit of force is chosen so that $k = 1$, giving:

$$
F = ma
$$

The SI unit of force is the **newton** (N). **One newton is the force that gives a mass of 1 kg an acceleration of $1 \ \mathrm{m/s^2}$**: $1 \ \text{N} = 1 \ \mathrm{kg\,m\,s^{-2}}$.

## Stopping gently: the time matters

Write the law as $F = \dfrac{\text{change in momentum}}{t}$. To stop a ball, its momentum must fall to zero — a fixed change. If the time taken is **longer**, the force needed is **smaller**.

- A fielder catching a fast cricket ball pulls his hands back with the ball. This increases the time taken to stop it, so the force on his hands is smaller and they are not hurt.
- In the high jump, athletes land on a cushioned bed or sand. The landing takes longer, so the force on the body is smaller.

### Example 1: Comparing momenta

Find the momentum of (a) a cricket ball of mass 0.16 kg moving at 30 m/s, and (b) a bullet of mass 0.02 kg moving at 400 m/s.

1. (a) $p = 0.16 \times 30 = 4.8 \ \mathrm{kg\,m/s}$.
2. (b) $p = 0.02 \times 400 = 8 \ \mathrm{kg\,m/s}$.
3. Though its mass is eight times smaller, the bullet has more momentum because of its much greater velocity.

### Example 2: Force on a car

A car of mass 1000 kg speeds up uniformly from rest to 20 m/s in 10 s. What force does the engine provide (ignoring friction)?

1. $a = \dfrac{v - u}{t} = \dfrac{20 - 0}{10} = 2 \ \mathrm{m/s^2}$.
2. $F = ma = 1000 \times 2 = 2000$ N.

### Example 3: Braking

A car of mass 1200 kg moving at 72 km/h is brought to rest in 5 s by its brakes. Find the force applied by the brakes.

1. Convert: $72 \times \dfrac{5}{18} = 20$ m/s. So $u = 20$ m/s, $v = 0$, $t = 5$ s.
2. $a = \dfrac{0 - 20}{5} = -4 \ \mathrm{m/s^2}$.
3. $F = ma = 1200 \times (-4) = -4800$ N.
4. The braking force is 4800 N, acting opposite to the motion (hence the minus sign).

### Example 4: Why a fielder draws his hands back

A cricket ball of mass 0.16 kg moving at 25 m/s is caught and stopped. Find the average force on the fielder's hands if he stops it in (a) 0.01 s with stiff hands, (b) 0.1 s by drawing his hands back.

1. Change in momentum $= 0.16 \times 25 - 0 = 4 \ \mathrm{kg\,m/s}$.
2. (a) $F = \dfrac{4}{0.01} = 400$ N.
3. (b) $F = \dfrac{4}{0.1} = 40$ N.
4. Making the catch take 10 times longer reduces the force to one-tenth.

## Common mistakes

- Forgetting that momentum has a direction (the direction of the velocity).
- Using velocities in km/h in $F = ma$. Convert to m/s so that force comes out in newtons.
- Thinking a large mass alone means large momentum. A light object with a high velocity can have more.
- Believing "pulling the hands back" reduces the change in momentum. The change is the same; it is spread over more time, so the force is less.

## Summary

Momentum is $p = mv$, in $\mathrm{kg\,m/s}$, in the direction of the velocity. Newton's second law says that the rate of change of momentum is proportional to the applied unbalanced force and in its direction, which gives $F = ma$; one newton is the force that gives 1 kg an acceleration of $1 \ \mathrm{m/s^2}$. For a given change in momentum, a longer time means a smaller force — which is why a cricketer pulls his hands back while catching and high jumpers land on soft beds.`,
    check: [
      {
        question: "What is the momentum of a 50 kg girl running at 4 m/s?",
        answer: "p = mv = 50 × 4 = 200 kg m/s, in the direction of her motion.",
      },
      {
        question:
          "What force is needed to give a 3 kg object an acceleration of 5 m/s²?",
        answer: "F = ma = 3 × 5 = 15 N.",
      },
      {
        question: "Define one newton.",
        answer:
          "One newton is the force that produces an acceleration of 1 m/s² in an object of mass 1 kg.",
      },
      {
        question: "Why do high jumpers land on a cushioned bed?",
        answer:
          "The cushion increases the time taken to stop the body; for the same change in momentum, a longer time means a smaller force on the body.",
      },
    ],
  },
  {
    chapter: 8,
    lesson: 4,
    title: "Newton's Third Law",
    body: String.raw`By the end of this lesson you will be able to state Newton's third law of motion, identify action–reaction pairs, explain why they do not cancel each other, and use the third law with $F = ma$ to explain recoil and everyday movements such as walking and swimming.

## Forces come in pairs

Push against a wall with your palm and you feel the wall pushing back on your hand. Lean on a friend on roller skates and you both roll apart. A single, isolated force never occurs: forces always act in **pairs**, between two objects.

## Newton's third law of motion

> **To every action there is an equal and opposite reaction.**

When one object exerts a force on a second object, the second object instantaneously exerts a force back on the first. These two forces are:

- always **equal in magnitude**;
- **opposite in direction**;
- acting on **two different objects**;
- acting at the same time.

Connect two spring balances hook-to-hook and pull their free ends apart. Both show the same reading, however hard you pull: the force exerted by one balance on the other is equal and opposite to the force exerted by the second on the first.

Because action and reaction act on **different** objects, they **never cancel each other**. Cancelling (balancing) happens only between forces acting on the *same* object.

## Equal forces, different accelerations

Action and reaction are equal, but their effects need not look equal. By the second law, $a = \dfrac{F}{m}$: the same force gives a small mass a large acceleration and a large mass a small one.

When a gun is fired, it pushes the bullet forward; the bullet pushes the gun backward with an equal force. The gun **recoils** (jerks back), but much more slowly than the bullet moves forward, because the gun is far heavier. Similarly, when a sailor jumps out of a rowing boat onto the bank, the boat moves backward.

## Third law in everyday motion

- **Walking:** your foot pushes the ground backward; the ground pushes your foot forward, and you move ahead. On slippery ice, the foot cannot push back properly, and walking becomes hard.
- **Swimming:** a swimmer pushes water backward with her hands and feet; the water pushes her forward.
- **Rockets:** a rocket pushes hot gases backward out of its nozzle; the gases push the rocket forward. ISRO's rockets from Sriharikota rise this way.
- **A fire hose:** firefighters hold the hose firmly, because the water rushing forward pushes the hose backward.

### Example 1: A gun and its bullet

During firing, the gun pushes a bullet of mass 0.02 kg with an average force of 800 N. The gun has a mass of 4 kg. Find the accelerations of the bullet and of the gun.

1. By the third law, the bullet pushes the gun backward with an equal force of 800 N.
2. Bullet: $a = \dfrac{F}{m} = \dfrac{800}{0.02} = 40\,000 \ \mathrm{m/s^2}$, forward.
3. Gun: $a = \dfrac{800}{4} = 200 \ \mathrm{m/s^2}$, backward.
4. The forces are equal, but the gun's acceleration is $\dfrac{40\,000}{200} = 200$ times smaller, because its mass is 200 times larger. This is the recoil.

### Example 2: Two skaters push apart

Ravi (60 kg) and Sita (40 kg) stand facing each other on roller skates. Sita pushes Ravi with a force of 120 N. Find the force on Sita and the acceleration of each (ignore friction).

1. Action: Sita pushes Ravi with 120 N. Reaction: Ravi pushes Sita with 120 N in the opposite direction.
2. Ravi: $a = \dfrac{120}{60} = 2 \ \mathrm{m/s^2}$.
3. Sita: $a = \dfrac{120}{40} = 3 \ \mathrm{m/s^2}$, in the opposite direction.
4. Both move apart, although only Sita pushed. The lighter one accelerates more.

### Example 3: Why don't they cancel?

A student says: "When a horse pulls a cart, the cart pulls the horse back with an equal force, so they cancel and nothing should move." Find the error.

1. The horse's pull acts on the cart; the cart's pull acts on the horse. They act on different objects, so they cannot cancel.
2. Whether the cart moves depends only on the forces acting **on the cart**: the horse's pull forward and friction backward.
3. The horse moves forward because the ground pushes it forward (reaction to its hooves pushing the ground back) more than the cart pulls it back.

## Common mistakes

- Saying action and reaction cancel. They act on different objects.
- Thinking the reaction comes slightly after the action. They act at the same instant.
- Thinking that because the forces are equal, the effects must be equal. Accelerations depend on the masses.
- Forgetting that the ground's push, not your own push, is what moves you forward when walking.

## Summary

Newton's third law says that to every action there is an equal and opposite reaction. The two forces are equal in size, opposite in direction and act at the same time on two different bodies, so they do not cancel each other. Equal forces can produce very different accelerations ($a = F/m$), which is why a gun recoils much less than the bullet moves. We walk by pushing the ground backward, a swimmer pushes water backward, and a rocket pushes gases backward — in each case the reaction moves us forward.`,
    check: [
      {
        question: "State Newton's third law of motion.",
        answer:
          "To every action there is an equal and opposite reaction; the two forces act on two different bodies.",
      },
      {
        question: "Why is it difficult to walk on a very slippery floor?",
        answer:
          "We cannot push the floor backward properly because there is little friction, so the floor gives little forward reaction.",
      },
      {
        question:
          "A gun recoils when fired. Why does it move back much more slowly than the bullet moves forward?",
        answer:
          "The forces on the gun and bullet are equal and opposite, but the gun's mass is much larger, so its acceleration (F/m) is much smaller.",
      },
      {
        question:
          "A boy pushes a wall with a force of 50 N. What force does the wall exert on him?",
        answer: "50 N, in the opposite direction (towards the boy).",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 1,
    title: "The Universal Law of Gravitation",
    body: String.raw`By the end of this lesson you will be able to state the universal law of gravitation, use $F = G\dfrac{m_1 m_2}{d^2}$ to calculate gravitational forces, predict how the force changes when the masses or the distance change, and explain why the law matters.

## From a falling apple to the Moon

A mango drops from a tree; a ball thrown up comes back down. The Earth pulls everything towards itself. The story goes that young **Isaac Newton**, watching an apple fall, wondered: if the Earth can pull an apple, can it pull the Moon?

The Moon moves around the Earth in a nearly circular orbit. From the last chapter you know that an object moving in a circle is accelerated, so a force must act on it, directed towards the centre — just like the pull of the thread on a whirled stone. Without this force, the Moon would fly off in a straight line. Newton concluded that the **same force** that pulls an apple down also keeps the Moon in its orbit: the **force of gravitation**. And not just the Earth — every object in the universe attracts every other object.

## The universal law of gravitation

> Every object in the universe attracts every other object with a force that is **proportional to the product of their masses** and **inversely proportional to the square of the distance between them**. The force acts along the line joining the centres of the two objects.

![Two masses attracting each other](figure:masses)

For masses $m_1$ and $m_2$ whose centres are a distance $d$ apart:

$$
F = G\frac{m_1 m_2}{d^2}
$$

$G$ is the **universal gravitation constant**. Its value, found by Henry Cavendish, is

$$
G = 6.67 \times 10^{-11} \ \mathrm{N\,m^2\,kg^{-2}}
$$

It is called "universal" because it is the same everywhere in the universe. Because $G$ is so small, the force between everyday objects is tiny; it becomes large only when at least one mass is huge, like the Earth or the Sun.

## How the force changes

- Double one mass: the force **doubles**.
- Double both masses: the force becomes **4 times**.
- Double the distance: the force becomes $\frac{1}{2^2} = \frac{1}{4}$ — **one-fourth**.
- Halve the distance: the force becomes **4 times**.

This "inverse square" behaviour is the heart of the law.

### Example 1: Two students

Two students, each of mass 50 kg, sit 1 m apart. Find the gravitational force between them.

1. $F = G\dfrac{m_1 m_2}{d^2} = 6.67 \times 10^{-11} \times \dfrac{50 \times 50}{1^2}$.
2. $F = 6.67 \times 10^{-11} \times 2500 \approx 1.67 \times 10^{-7}$ N.
3. This is far too small to feel, which is why we do not notice people pulling on us.

### Example 2: The Earth and you

The mass of the Earth is $6 \times 10^{24}$ kg and its radius is $6.4 \times 10^6$ m. Find the force with which the Earth pulls a 60 kg student standing on its surface.

1. Here $d$ is the distance from the Earth's centre: $d = 6.4 \times 10^6$ m.
2. $F = 6.67 \times 10^{-11} \times \dfrac{6 \times 10^{24} \times 60}{(6.4 \times 10^6)^2}$.
3. Numerator: $6.67 \times 10^{-11} \times 3.6 \times 10^{26} = 2.4012 \times 10^{16}$.
4. Denominator: $(6.4 \times 10^6)^2 = 4.096 \times 10^{13}$.
5. $F = \dfrac{2.4012 \times 10^{16}}{4.096 \times 10^{13}} \approx 586$ N. A huge mass makes a noticeable force — this is the student's weight.

### Example 3: Changing the distance

The gravitational force between two objects is 36 N. What will it become if the distance between them is tripled?

1. $F \propto \dfrac{1}{d^2}$; tripling $d$ multiplies $d^2$ by $3^2 = 9$.
2. New force $= \dfrac{36}{9} = 4$ N.

## Why the law is important

The universal law of gravitation successfully explained several things that had seemed unconnected:

- the force that binds us to the Earth;
- the motion of the Moon around the Earth;
- the motion of the planets around the Sun;
- the **tides** in the sea, caused by the pull of the Moon and the Sun on the water.

## Common mistakes

- Forgetting to square the distance: doubling $d$ makes the force one-fourth, not one-half.
- Measuring $d$ from the surface. It is the distance between the **centres**.
- Thinking only the Earth attracts. Every object attracts every other, and the two forces are equal and opposite (Newton's third law).
- Confusing $G$ (a universal constant) with $g$ (the acceleration due to gravity, next lesson).

## Summary

Every object in the universe attracts every other with a force proportional to the product of their masses and inversely proportional to the square of the distance between their centres: $F = G\frac{m_1 m_2}{d^2}$, with $G = 6.67 \times 10^{-11} \ \mathrm{N\,m^2\,kg^{-2}}$. Doubling the distance makes the force one-fourth. The law explains why we stay on the Earth, why the Moon orbits the Earth and the planets orbit the Sun, and why there are tides.`,
    figures: {
      masses: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 120"><g stroke="currentColor" fill="none" stroke-width="1.5"><circle cx="70" cy="55" r="30"/><circle cx="270" cy="55" r="20"/><line x1="100" y1="55" x2="140" y2="55" stroke-width="2"/><path d="M132 50 L140 55 L132 60"/><line x1="250" y1="55" x2="210" y2="55" stroke-width="2"/><path d="M218 50 L210 55 L218 60"/><line x1="70" y1="100" x2="270" y2="100"/><line x1="70" y1="94" x2="70" y2="106"/><line x1="270" y1="94" x2="270" y2="106"/></g><g fill="currentColor" font-size="12" text-anchor="middle"><text x="70" y="59">m₁</text><text x="270" y="59">m₂</text><text x="120" y="45">F</text><text x="230" y="45">F</text><text x="170" y="115">d</text></g></svg>`,
        alt: "Two spheres of masses m1 and m2 whose centres are a distance d apart. Each is pulled towards the other by a force F of the same size, along the line joining their centres.",
      },
    },
    check: [
      {
        question: "State the universal law of gravitation.",
        answer:
          "Every object in the universe attracts every other object with a force proportional to the product of their masses and inversely proportional to the square of the distance between them.",
      },
      {
        question:
          "What happens to the gravitational force between two objects if the distance between them is halved?",
        answer:
          "It becomes 4 times as large, since F ∝ 1/d² and (1/2)² = 1/4 in the denominator.",
      },
      {
        question:
          "If the mass of one object is doubled and the distance is unchanged, how does the force change?",
        answer:
          "It doubles, because F is proportional to the product of the masses.",
      },
      {
        question:
          "Name two phenomena explained by the universal law of gravitation.",
        answer:
          "Any two: the force binding us to the Earth, the Moon's motion around the Earth, the planets' motion around the Sun, the tides.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 2,
    title: "Free Fall and the Value of g",
    body: String.raw`By the end of this lesson you will be able to explain free fall, derive $g = \dfrac{GM}{R^2}$ and calculate its value, explain why $g$ does not depend on the falling object's mass and why it varies over the Earth, and solve problems on objects falling or thrown upward.

## Free fall

Drop a stone from a balcony. It falls faster and faster: it is accelerating, pulled by the Earth's gravity. Whenever an object falls towards the Earth **under the gravitational force alone**, we say it is in **free fall**. While falling, the direction of motion does not change, but the velocity increases. Any change in velocity means acceleration; this acceleration, caused by the Earth's gravitational force, is called the **acceleration due to gravity**, denoted by $g$. Its unit is the same as that of acceleration, $\mathrm{m/s^2}$.

## Finding g

By the second law, the force on a falling object of mass $m$ is $F = mg$. By the universal law of gravitation, the same force is $F = G\dfrac{Mm}{d^2}$, where $M$ is the mass of the Earth and $d$ the distance of the object from the Earth's centre. Setting them equal:

$$
mg = G\frac{Mm}{d^2} \quad \Rightarrow \quad g = G\frac{M}{d^2}
$$

For an object on or near the surface, $d$ is practically the Earth's radius $R$:

$$
g = G\frac{M}{R^2}
$$

### Example 1: Calculating g

Use $G = 6.67 \times 10^{-11} \ \mathrm{N\,m^2\,kg^{-2}}$, $M = 6 \times 10^{24}$ kg and $R = 6.4 \times 10^6$ m to find $g$.

1. $g = \dfrac{6.67 \times 10^{-11} \times 6 \times 10^{24}}{(6.4 \times 10^6)^2}$.
2. Numerator $= 40.02 \times 10^{13} = 4.002 \times 10^{14}$.
3. Denominator $= 40.96 \times 10^{12} = 4.096 \times 10^{13}$.
4. $g = \dfrac{4.002 \times 10^{14}}{4.096 \times 10^{13}} \approx 9.8 \ \mathrm{m/s^2}$.

## Heavy and light objects fall together

Notice that the mass $m$ of the falling object cancelled out: $g$ depends only on the Earth's mass and radius. So **all objects, heavy or light, fall with the same acceleration**. Galileo is said to have dropped different objects from the Leaning Tower of Pisa to show this. In daily life a sheet of paper falls more slowly than a stone, but only because of **air resistance** (friction with the air). Crumple the paper into a tight ball and it falls almost as fast as the stone. In a vacuum, a feather and a coin fall together.

## g is not the same everywhere

The Earth is not a perfect sphere: its radius is larger at the equator than at the poles. Since $g = \frac{GM}{R^2}$, a larger $R$ means a smaller $g$. So **$g$ is greater at the poles than at the equator**. It also decreases as we go higher above the surface. For school problems we take $g = 9.8 \ \mathrm{m/s^2}$ near the surface.

## Equations of motion for free fall

The equations of motion from Chapter 7 apply, with $a$ replaced by $g$:

$$
v = u + gt, \qquad h = ut + \frac{1}{2}gt^2, \qquad v^2 - u^2 = 2gh
$$

Take $g$ as **positive** when the acceleration is in the direction of motion (falling) and **negative** when it opposes the motion (rising).

### Example 2: A stone dropped from a tower

A stone dropped from the top of a tower reaches the ground in 3 s. Find its speed on reaching the ground and the height of the tower. ($g = 9.8 \ \mathrm{m/s^2}$)

1. Dropped means $u = 0$; falling, so $g = +9.8 \ \mathrm{m/s^2}$; $t = 3$ s.
2. $v = u + gt = 0 + 9.8 \times 3 = 29.4$ m/s.
3. $h = ut + \frac{1}{2}gt^2 = 0 + \frac{1}{2} \times 9.8 \times 3^2 = 4.9 \times 9 = 44.1$ m.

### Example 3: A ball thrown straight up

A ball is thrown vertically upward at 19.6 m/s. Find the maximum height it reaches and the time taken to get there.

1. Rising, so $g = -9.8 \ \mathrm{m/s^2}$. At the top, the ball stops for an instant: $v = 0$.
2. Height: $v^2 - u^2 = 2gh$ gives $0 - 19.6^2 = 2 \times (-9.8) \times h$, so $h = \dfrac{384.16}{19.6} = 19.6$ m.
3. Time: $v = u + gt$ gives $0 = 19.6 - 9.8t$, so $t = 2$ s.
4. It takes another 2 s to fall back, reaching the hand at 19.6 m/s.

## Common mistakes

- Thinking heavier objects fall faster. Without air resistance, all fall with the same acceleration $g$.
- Using $g = 9.8 \ \mathrm{m/s^2}$ for upward motion without the minus sign.
- Saying $g$ is greater at the equator. It is greater at the poles, where the radius is smaller.
- Confusing $g$ (about 9.8 $\mathrm{m/s^2}$, varies from place to place) with $G$ (a universal constant).

## Summary

An object falling under gravity alone is in free fall, with an acceleration $g$ due to the Earth's gravity. Equating $mg$ with $G\frac{Mm}{R^2}$ gives $g = \frac{GM}{R^2} \approx 9.8 \ \mathrm{m/s^2}$, which does not depend on the falling object's mass, so heavy and light objects fall together if air resistance is ignored. Because the Earth's radius is larger at the equator, $g$ is slightly greater at the poles. The equations of motion apply with $a = g$, taking $g$ negative for upward motion.`,
    check: [
      {
        question: "What is free fall?",
        answer:
          "The motion of an object falling towards the Earth under the gravitational force alone.",
      },
      {
        question:
          "Why does a stone fall faster than a sheet of paper, though g is the same for both?",
        answer:
          "Air resistance slows the flat paper much more than the stone; in a vacuum they would fall together.",
      },
      {
        question: "Where is g greater: at the poles or at the equator? Why?",
        answer:
          "At the poles, because the Earth's radius is smaller there and g = GM/R².",
      },
      {
        question:
          "A coin is dropped from a height and takes 2 s to hit the ground. How high was it? (g = 9.8 m/s²)",
        answer: "h = ½ × 9.8 × 2² = 19.6 m.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 3,
    title: "Mass and Weight",
    body: String.raw`By the end of this lesson you will be able to distinguish mass from weight, calculate weight using $W = mg$, and compare an object's weight on the Earth and on the Moon.

## Mass

The **mass** of an object is the amount of matter in it. In the previous chapter you met it as the **measure of inertia**: the greater the mass, the greater the inertia. An object's mass stays the **same everywhere** — on the Earth, on the Moon, or even in outer space. A 5 kg bag of atta has 5 kg of matter whether it is in Delhi or on board a spacecraft. The SI unit of mass is the **kilogram** (kg).

## Weight

The Earth attracts every object with a certain force. The **weight** of an object is the **force with which the Earth attracts it**. By the second law, force = mass × acceleration, and the acceleration produced by the Earth's pull is $g$. So:

$$
W = m \times g
$$

Since weight is a force, its SI unit is the **newton** (N), and it acts vertically downward, so it has both magnitude and direction. As $g$ is constant at a given place, the weight of an object there is directly proportional to its mass. That is why we can use weight to compare masses. But weight varies slightly from place to place as $g$ varies, while mass does not.

In daily life we say "my weight is 50 kg". Strictly, that is the **mass**; the weight is $50 \times 9.8 = 490$ N.

### Example 1: Weight on the Earth

Find the weight of (a) a 10 kg school bag and (b) a 60 kg student on the Earth ($g = 9.8 \ \mathrm{m/s^2}$).

1. (a) $W = mg = 10 \times 9.8 = 98$ N.
2. (b) $W = 60 \times 9.8 = 588$ N.

## Weight on the Moon

The weight of an object on the Moon is the force with which the **Moon** attracts it. The Moon's mass is much less than the Earth's, and its radius is also smaller. Using the universal law of gravitation with the Moon's mass ($7.36 \times 10^{22}$ kg) and radius ($1.74 \times 10^6$ m) shows that the Moon's pull on an object is about **one-sixth** of the Earth's pull:

$$
\frac{\text{weight on the Moon}}{\text{weight on the Earth}} \approx \frac{1}{6}
$$

So an astronaut feels light on the Moon and can jump much higher, though his mass has not changed at all.

### Example 2: The Moon's pull

Calculate the acceleration due to gravity on the Moon's surface and compare it with $g$ on the Earth. ($G = 6.67 \times 10^{-11} \ \mathrm{N\,m^2\,kg^{-2}}$)

1. $g_{\text{Moon}} = \dfrac{GM}{R^2} = \dfrac{6.67 \times 10^{-11} \times 7.36 \times 10^{22}}{(1.74 \times 10^6)^2}$.
2. Numerator $\approx 4.909 \times 10^{12}$; denominator $\approx 3.028 \times 10^{12}$.
3. $g_{\text{Moon}} \approx 1.62 \ \mathrm{m/s^2}$.
4. Ratio: $\dfrac{9.8}{1.62} \approx 6$. Gravity on the Moon is about one-sixth of that on the Earth.

### Example 3: A student on the Moon

A student has a mass of 60 kg. What are her mass and weight on the Moon?

1. Mass does not change: 60 kg on the Moon too.
2. Weight on the Earth $= 588$ N (Example 1).
3. Weight on the Moon $\approx \dfrac{588}{6} = 98$ N. (Using $g_{\text{Moon}} = 1.62$: $60 \times 1.62 = 97.2$ N — about the same.)
4. On the Moon she weighs about as much as a 10 kg bag weighs on the Earth.

## Mass and weight compared

| | Mass | Weight |
|---|---|---|
| what it is | amount of matter; measure of inertia | force of gravity on the object |
| formula | — | $W = mg$ |
| SI unit | kilogram (kg) | newton (N) |
| changes from place to place? | no | yes, with $g$ |
| direction | none (scalar) | vertically downward |
| on the Moon | same | about one-sixth |

## Common mistakes

- Giving weight in kilograms. Weight is a force; its unit is the newton.
- Saying mass becomes one-sixth on the Moon. Only the weight does.
- Forgetting to multiply by $g$ when asked for weight.
- Thinking weight is the same at the poles and the equator. It is slightly more at the poles, where $g$ is greater.

## Summary

Mass is the amount of matter in an object and the measure of its inertia; it is measured in kilograms and stays the same everywhere. Weight is the force with which the Earth attracts the object, $W = mg$, measured in newtons and directed downward; a 10 kg bag weighs $10 \times 9.8 = 98$ N on the Earth. The Moon's gravity is about one-sixth as strong, so the same bag would weigh about one-sixth as much on the Moon, while its mass is unchanged.`,
    check: [
      {
        question:
          "What is the weight of a 25 kg box on the Earth? (g = 9.8 m/s²)",
        answer: "W = 25 × 9.8 = 245 N.",
      },
      {
        question:
          "An object weighs 12 N on the Earth. Roughly what would it weigh on the Moon?",
        answer: "About 12 ÷ 6 = 2 N.",
      },
      {
        question: "Give two differences between mass and weight.",
        answer:
          "Mass is the amount of matter and is measured in kg; weight is a force (W = mg) measured in N. Mass is the same everywhere; weight changes with g.",
      },
      {
        question:
          "Why does an astronaut's mass stay the same on the Moon while his weight changes?",
        answer:
          "Mass is the amount of matter in his body, which does not change; weight depends on the gravitational pull, which on the Moon is about one-sixth of the Earth's.",
      },
    ],
  },
  {
    chapter: 9,
    lesson: 4,
    title: "Thrust, Pressure and Buoyancy",
    body: String.raw`By the end of this lesson you will be able to define thrust and pressure, calculate pressure in pascals, explain everyday uses of large and small areas, explain buoyancy and why objects float or sink, and state and apply Archimedes' principle.

## Thrust and pressure

Why is it easier to cut vegetables with a sharp knife than a blunt one? Why do camels walk easily on the sand of Rajasthan while we sink in? The answer lies not only in the force but in the **area** on which it acts.

The force acting on an object **perpendicular to its surface** is called **thrust**. The effect of a thrust depends on the area it acts on. **Pressure** is the **thrust per unit area**:

$$
\text{pressure} = \frac{\text{thrust}}{\text{area}}
$$

The SI unit of thrust is the newton, and of area the square metre, so the unit of pressure is $\mathrm{N/m^2}$, called the **pascal** (Pa): $1 \ \text{Pa} = 1 \ \mathrm{N/m^2}$.

The **same force acting on a smaller area exerts a larger pressure**, and on a larger area a smaller pressure. So:

- knives and needles are sharp, and nails are pointed, to give a large pressure on a tiny area;
- buildings have wide foundations, school bags have broad straps, and trucks and tractors have wide tyres, to spread the force over a large area and reduce pressure;
- a camel's broad feet, or lying flat on loose sand, reduce the pressure so you do not sink in.

### Example 1: A wooden box on a table

A wooden box of mass 6 kg measures 30 cm × 20 cm × 10 cm. Find the pressure it exerts on the table when it rests (a) on its largest face, (b) on its smallest face. ($g = 9.8 \ \mathrm{m/s^2}$)

1. Thrust = weight $= mg = 6 \times 9.8 = 58.8$ N.
2. (a) Largest face $= 30 \text{ cm} \times 20 \text{ cm} = 0.30 \text{ m} \times 0.20 \text{ m} = 0.06 \ \mathrm{m^2}$. Pressure $= \dfrac{58.8}{0.06} = 980$ Pa.
3. (b) Smallest face $= 0.20 \text{ m} \times 0.10 \text{ m} = 0.02 \ \mathrm{m^2}$. Pressure $= \dfrac{58.8}{0.02} = 2940$ Pa.
4. The thrust is the same, but the pressure is 3 times larger on the face with one-third the area.

### Example 2: Flat shoes and pointed heels

A woman of mass 50 kg stands on flat shoes with a total area of contact of 300 $\mathrm{cm^2}$, and later rocks back onto thin heels with a total area of 2 $\mathrm{cm^2}$. Compare the pressures.

1. Thrust $= 50 \times 9.8 = 490$ N.
2. Flat shoes: $300 \ \mathrm{cm^2} = 0.03 \ \mathrm{m^2}$; pressure $= \dfrac{490}{0.03} \approx 1.6 \times 10^4$ Pa.
3. Heels: $2 \ \mathrm{cm^2} = 2 \times 10^{-4} \ \mathrm{m^2}$; pressure $= \dfrac{490}{2 \times 10^{-4}} = 2.45 \times 10^6$ Pa.
4. Ratio $= \dfrac{0.03}{0.0002} = 150$: the heels press 150 times harder — enough to dent a wooden floor.

## Pressure in fluids and buoyancy

Liquids and gases (fluids) have weight too, so they exert pressure on the base and walls of their container. A fluid exerts pressure **in all directions**.

Push an empty plastic bottle into a bucket of water: you feel the water pushing it up, and the further you push it, the harder it pushes back. Release it and it shoots up. The **upward force exerted by a liquid** on an object placed in it is called **upthrust** or **buoyant force**, and the phenomenon is **buoyancy**. It depends on the **density** of the fluid.

![Forces on an object in water](figure:buoyancy)

## Float or sink?

Two forces act on an object in water: its **weight** downward and the **buoyant force** upward. Put a cork and an iron nail of equal mass on water: the cork floats, the nail sinks. The nail's volume is small, so it displaces little water and the buoyant force is less than its weight. An object whose **density is less than** that of the liquid floats; one whose density is **greater** sinks.

## Archimedes' principle

> When a body is immersed **fully or partially** in a fluid, it experiences an **upward force** that is **equal to the weight of the fluid displaced** by it.

Hang a stone from a spring balance and lower it into water: the reading falls, because the buoyant force supports part of the weight.

Archimedes' principle is used in designing **ships and submarines**. **Lactometers**, which test the purity of milk, and **hydrometers**, which measure the density of liquids, work on this principle.

### Example 3: A stone in water

A stone hung from a spring balance reads 5 N in air and 3 N when fully immersed in water. Find the buoyant force and the weight of water displaced.

1. Loss in reading = buoyant force $= 5 - 3 = 2$ N.
2. By Archimedes' principle, the weight of water displaced $= 2$ N.
3. Mass of water displaced $= \dfrac{2}{9.8} \approx 0.2$ kg, about 200 mL of water — which is also the stone's volume.

## Common mistakes

- Using area in $\mathrm{cm^2}$ with force in N and calling the answer Pa. Convert to $\mathrm{m^2}$ first ($1 \ \mathrm{cm^2} = 10^{-4} \ \mathrm{m^2}$).
- Thinking heavy objects always sink. A steel ship floats because it displaces a large weight of water.
- Saying the buoyant force equals the object's weight. It equals the weight of the fluid displaced.

## Summary

Thrust is the force acting perpendicular to a surface, and pressure = thrust ÷ area, measured in pascals ($1 \ \text{Pa} = 1 \ \mathrm{N/m^2}$); the same force on a smaller area gives a larger pressure, which is why knives are sharp and foundations are wide. Fluids exert pressure in all directions and push up on objects in them (buoyancy). An object less dense than the liquid floats; a denser one sinks. Archimedes' principle: a body wholly or partly immersed in a fluid experiences an upward force equal to the weight of the fluid it displaces — used in ships, submarines, lactometers and hydrometers.`,
    figures: {
      buoyancy: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><g stroke="currentColor" fill="none" stroke-width="1.5"><path d="M40 30 V180 H260 V30"/><line x1="40" y1="60" x2="260" y2="60" stroke-dasharray="5 3"/><rect x="120" y="105" width="60" height="35"/><line x1="150" y1="140" x2="150" y2="175" stroke-width="2"/><path d="M145 167 L150 175 L155 167"/><line x1="150" y1="105" x2="150" y2="68" stroke-width="2"/><path d="M145 76 L150 68 L155 76"/></g><g fill="currentColor" font-size="11"><text x="158" y="80">buoyant force</text><text x="158" y="93">(upthrust)</text><text x="158" y="172">weight</text><text x="46" y="54">water surface</text></g></svg>`,
        alt: "A block fully under water in a container. An arrow labelled weight points down from the block, and an arrow labelled buoyant force, or upthrust, points up from it.",
      },
    },
    check: [
      {
        question:
          "A force of 200 N acts on an area of 0.5 m². What is the pressure?",
        answer: "200 ÷ 0.5 = 400 Pa.",
      },
      {
        question: "Why do school bags have wide straps?",
        answer:
          "A wide strap spreads the weight of the bag over a larger area of the shoulder, reducing the pressure on it.",
      },
      {
        question: "State Archimedes' principle.",
        answer:
          "When a body is immersed fully or partially in a fluid, it experiences an upward force equal to the weight of the fluid displaced by it.",
      },
      {
        question: "Why does an iron nail sink in water while a cork floats?",
        answer:
          "Iron is denser than water, so the buoyant force on the nail is less than its weight; cork is less dense than water, so the buoyant force can balance its weight.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 1,
    title: "Work",
    body: String.raw`By the end of this lesson you will be able to say when work is done in the scientific sense, calculate work using $W = F \times s$, define the joule, and decide whether the work done by a force is positive, negative or zero.

## Everyday work and scientific work

Reena studies for her exams for three hours. Her grandfather pushes hard against a wall for ten minutes and gets tired. A porter at Howrah station lifts a suitcase onto his head. In everyday language all three are "working hard". In science, only one of them — the porter — is doing **work**.

In science, **work is done when a force acts on an object and the object is displaced** (moves) in the direction of the force. Two conditions must both be met:

1. a **force** must act on the object;
2. the object must be **displaced**.

Reena's reading involves no force moving anything. The grandfather's push is a real force, and he uses up energy, but the wall does not move, so **no work is done on the wall**. The porter applies an upward force and the suitcase moves up: work is done.

## Calculating work

When a constant force $F$ acts on an object and it is displaced through a distance $s$ in the direction of the force, the work done is:

$$
W = F \times s
$$

Work has only magnitude and no direction. Its SI unit is the newton metre (N m), called the **joule** (J):

> **1 joule** is the amount of work done on an object when a force of 1 N displaces it by 1 m along the line of action of the force.

### Example 1: Pushing a trolley

At a supermarket, Aman pushes a loaded trolley with a steady force of 40 N along a straight aisle for 15 m. How much work does he do?

1. $F = 40$ N, $s = 15$ m, in the same direction.
2. $W = F \times s = 40 \times 15 = 600$ J.

### Example 2: Lifting a bag of rice

A shopkeeper lifts a 15 kg bag of rice from the floor onto a shelf 1.5 m high. How much work does he do? (Take $g = 10 \ \mathrm{m/s^2}$.)

1. To lift the bag steadily, he must apply an upward force equal to its weight: $F = mg = 15 \times 10 = 150$ N.
2. Displacement upward $s = 1.5$ m, in the direction of the force.
3. $W = 150 \times 1.5 = 225$ J.

## Positive, negative and zero work

The sign of the work depends on the direction of the force compared with the displacement.

- **Positive work:** the force is in the **direction of the displacement**. When you pull a toy car forward and it moves forward, your force does positive work.
- **Negative work:** the force acts **opposite to the displacement**. When a box slides across the floor, friction acts backward while the box moves forward, so friction does negative work: $W = -F \times s$. When you throw a ball upward, gravity does negative work on it as it rises.
- **Zero work:** no work is done if the **displacement is zero** (pushing a wall that does not move, holding a heavy bag still) or if the force is **perpendicular** to the displacement (the Earth's gravity on a satellite moving in a circular orbit, since gravity acts towards the centre and the motion is along the circle).

### Example 3: Friction on a sliding box

A box slides 5 m across a floor while a friction force of 20 N acts on it. Find the work done by friction.

1. Friction acts opposite to the displacement.
2. $W = -F \times s = -20 \times 5 = -100$ J.
3. The negative sign shows that friction takes energy away from the moving box, slowing it down.

### Example 4: A tired arm, but no work

Tara holds a 5 kg bag of books at rest in her hand for 2 minutes while waiting for a bus. How much work does she do on the bag?

1. She applies an upward force of $5 \times 10 = 50$ N.
2. The bag does not move, so $s = 0$.
3. $W = 50 \times 0 = 0$ J. Her muscles still use energy and she feels tired, but no work is done on the bag in the scientific sense.

## Common mistakes

- Thinking any effort is work. In science, the object must be displaced.
- Forgetting the minus sign when the force opposes the motion.
- Using mass instead of weight when lifting: the force is $mg$, not $m$.
- Writing the unit as "J/m" or "N". The unit of work is the joule, J (= N m).

## Summary

In science, work is done only when a force acts on an object and the object is displaced. When the force acts along the direction of motion, $W = F \times s$, measured in joules; 1 J is the work done when a 1 N force moves an object 1 m along its line of action. Work is positive when the force is along the displacement, negative when it opposes the displacement (as friction does on a sliding box), and zero when there is no displacement (pushing a wall) or the force is perpendicular to the motion.`,
    check: [
      {
        question:
          "A force of 7 N moves an object 8 m in the direction of the force. How much work is done?",
        answer: "W = 7 × 8 = 56 J.",
      },
      {
        question:
          "Is any work done when a man pushes against a wall that does not move? Why?",
        answer:
          "No work is done on the wall, because its displacement is zero.",
      },
      {
        question:
          "When a ball is thrown upward, is the work done by gravity on it positive or negative while it rises?",
        answer:
          "Negative, because gravity acts downward while the ball is displaced upward.",
      },
      {
        question:
          "How much work is done in lifting a 20 kg box through 2 m? (g = 10 m/s²)",
        answer: "F = 20 × 10 = 200 N; W = 200 × 2 = 400 J.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 2,
    title: "Kinetic and Potential Energy",
    body: String.raw`By the end of this lesson you will be able to define energy and its unit, name common forms of energy, derive and use $E_k = \frac{1}{2}mv^2$ for kinetic energy, and use $E_p = mgh$ for gravitational potential energy.

## What is energy?

A fast cricket ball can knock down the stumps; water stored high in a dam can turn turbines; a wound-up toy car can run across the floor. Each can **do work**. An object that has the **capability to do work** is said to possess **energy**. When an object does work it loses energy, and the object on which work is done gains energy. So energy is measured in the same unit as work, the **joule** (J). A larger unit is the kilojoule: $1 \ \text{kJ} = 1000 \ \text{J}$. One joule is the energy required to do 1 J of work.

Energy comes in many **forms**: kinetic energy, potential energy (together called **mechanical energy**), heat energy, chemical energy (in food and fuels), electrical energy and light energy. In this lesson we look closely at the first two.

## Kinetic energy

A moving object can do work — a rolling ball knocks over pins, a flowing river turns a water wheel. The energy an object has **because of its motion** is its **kinetic energy**. The faster it moves, the more kinetic energy it has.

To find it, suppose a force $F$ acts on an object of mass $m$ initially at rest ($u = 0$) and accelerates it uniformly to velocity $v$ over a displacement $s$. The work done is $W = F \times s = ma \times s$. From the equation of motion $v^2 - u^2 = 2as$, with $u = 0$, we get $as = \dfrac{v^2}{2}$. So:

$$
W = m \times \frac{v^2}{2} \quad \Rightarrow \quad E_k = \frac{1}{2}mv^2
$$

The work done to speed the object up is stored as its kinetic energy. Since $v$ is squared, **doubling the speed makes the kinetic energy four times as large**.

### Example 1: A moving bag

An object of mass 15 kg moves with a uniform velocity of 4 m/s. What is its kinetic energy?

1. $E_k = \frac{1}{2}mv^2 = \frac{1}{2} \times 15 \times 4^2$.
2. $E_k = \frac{1}{2} \times 15 \times 16 = 120$ J.

### Example 2: Speeding up a car

A car of mass 1000 kg speeds up from 36 km/h to 72 km/h. Find its kinetic energy before and after, and the work done on it.

1. Convert: $36 \times \frac{5}{18} = 10$ m/s, and $72 \times \frac{5}{18} = 20$ m/s.
2. Before: $E_k = \frac{1}{2} \times 1000 \times 10^2 = 50\,000$ J.
3. After: $E_k = \frac{1}{2} \times 1000 \times 20^2 = 200\,000$ J.
4. Work done = change in kinetic energy $= 200\,000 - 50\,000 = 150\,000$ J $= 150$ kJ.
5. Doubling the speed made the kinetic energy 4 times larger — one reason why high speed makes accidents so much worse.

## Potential energy

Stretch a rubber band and let go: it flies off. Wind the key of a toy car and it runs. Bend a bow and it shoots an arrow. In each case, work done on the object was **stored** in it, to be released later. The energy an object has **because of its position or configuration (shape)** is its **potential energy**.

### Gravitational potential energy

When you lift an object against gravity, the work you do is stored as **gravitational potential energy**. To raise an object of mass $m$ steadily through a height $h$, you apply a force equal to its weight $mg$ through a displacement $h$:

$$
E_p = mgh
$$

This potential energy depends only on the **height** (the difference in level between start and finish), **not on the path** taken to get there.

### Example 3: A pot of water on the roof

A 5 kg pot of water is carried up to a roof 6 m high, first by walking up a winding staircase, and on another day by pulling it straight up with a rope. Find the potential energy gained each time. ($g = 10 \ \mathrm{m/s^2}$)

1. $E_p = mgh = 5 \times 10 \times 6 = 300$ J.
2. The staircase path is longer, but the height gained is the same 6 m.
3. So the potential energy gained is 300 J in both cases.

### Example 4: How high?

A 2 kg ball is given 100 J of potential energy by lifting it. How high was it lifted? ($g = 10 \ \mathrm{m/s^2}$)

1. $mgh = 100$, so $h = \dfrac{100}{2 \times 10} = 5$ m.

## Common mistakes

- Forgetting to square the velocity, or squaring the whole $\frac{1}{2}mv$.
- Using km/h in $\frac{1}{2}mv^2$. Convert to m/s to get joules.
- Thinking that a longer path gives more potential energy. Only the change in height matters.
- Saying an object at rest has no energy at all. It may have potential energy (or other forms).

## Summary

Energy is the capacity to do work, measured in joules ($1$ kJ $= 1000$ J), and it exists in forms such as kinetic, potential, heat, chemical, electrical and light energy. Kinetic energy is the energy of motion, $E_k = \frac{1}{2}mv^2$, so doubling the speed makes it four times larger. Potential energy is energy stored because of position or shape — in a stretched rubber band or a wound spring — and an object of mass $m$ raised through a height $h$ has gravitational potential energy $E_p = mgh$, whatever path it took.`,
    check: [
      {
        question:
          "What is the kinetic energy of a 0.5 kg ball moving at 10 m/s?",
        answer: "½ × 0.5 × 10² = 25 J.",
      },
      {
        question:
          "If the velocity of an object is doubled, what happens to its kinetic energy?",
        answer:
          "It becomes four times as large, because kinetic energy is proportional to v².",
      },
      {
        question:
          "What is the potential energy of a 40 kg child sitting on a branch 3 m above the ground? (g = 10 m/s²)",
        answer: "mgh = 40 × 10 × 3 = 1200 J.",
      },
      {
        question:
          "Give two examples of potential energy stored because of a change in shape.",
        answer:
          "Any two: a stretched rubber band, a wound-up spring in a toy car, a bent bow, a compressed spring.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 3,
    title: "Conservation of Energy",
    body: String.raw`By the end of this lesson you will be able to describe everyday energy transformations, state the law of conservation of energy, and show with numbers that the sum of potential and kinetic energy of a freely falling object stays constant.

## Energy changes form

Energy rarely stays in one form. Trace the energy in your breakfast paratha: the Sun's light energy was changed into chemical energy by wheat plants in photosynthesis; your body converts that chemical energy into the kinetic energy of your muscles and the heat that keeps you warm. A few more transformations:

- a hydroelectric plant: potential energy of water stored high in a dam → kinetic energy of falling water → electrical energy;
- a battery-powered torch: chemical energy → electrical energy → light (and some heat);
- a firecracker at Diwali: chemical energy → light, sound, heat and kinetic energy;
- a solar cooker: light energy → heat energy.

## The law of conservation of energy

Careful measurements show that whenever energy changes form, the total amount stays the same. This is the **law of conservation of energy**:

> Energy can only be converted from one form to another; it can neither be created nor destroyed. The total energy before and after the transformation remains the same.

This law holds in every situation and for every kind of transformation. When it seems that energy has "disappeared" — a rolling ball stops, a swing slows down — it has been changed into forms we notice less, such as heat due to friction and air resistance, and sound.

## A freely falling object

Consider an object of mass $m$ held at a height $h$ and then dropped. At the start it has potential energy $mgh$ and no kinetic energy (it is at rest). As it falls, its height decreases, so its **potential energy decreases**; its speed increases, so its **kinetic energy increases**. Just before it hits the ground, its potential energy is zero and its kinetic energy is at its largest. If air resistance is ignored, the decrease in potential energy equals the increase in kinetic energy at every point:

$$
mgh + \frac{1}{2}mv^2 = \text{constant}
$$

The sum of potential and kinetic energy — the total **mechanical energy** — stays the same throughout the fall.

### Example 1: A ball falling 20 m

A 1 kg ball is dropped from a height of 20 m. Find its potential energy, kinetic energy and their sum at heights of 20 m, 15 m, 10 m, 5 m and just before reaching the ground. ($g = 10 \ \mathrm{m/s^2}$; ignore air resistance.)

1. At any height $h$, $E_p = mgh = 1 \times 10 \times h = 10h$ J.
2. After falling a distance $(20 - h)$ from rest, $v^2 = 2g(20 - h)$, so $E_k = \frac{1}{2}mv^2 = \frac{1}{2} \times 1 \times 2 \times 10 \times (20 - h) = 10(20 - h)$ J.
3. Fill in the table:

| Height (m) | $E_p$ (J) | $v^2$ ($\mathrm{m^2/s^2}$) | $E_k$ (J) | $E_p + E_k$ (J) |
|---|---|---|---|---|
| 20 | 200 | 0 | 0 | 200 |
| 15 | 150 | 100 | 50 | 200 |
| 10 | 100 | 200 | 100 | 200 |
| 5 | 50 | 300 | 150 | 200 |
| just above 0 | 0 | 400 | 200 | 200 |

4. The total is 200 J at every point. Just before landing, $v^2 = 400$, so $v = 20$ m/s.

### Example 2: How high will it go?

A cricket ball is thrown straight up at 20 m/s. Using conservation of energy, find the greatest height it reaches. ($g = 10 \ \mathrm{m/s^2}$; ignore air resistance.)

1. At the start all the mechanical energy is kinetic: $\frac{1}{2}mv^2$.
2. At the top the ball stops for an instant, so all of it is potential: $mgh$.
3. Conservation of energy: $\frac{1}{2}mv^2 = mgh$. The mass cancels: $h = \dfrac{v^2}{2g}$.
4. $h = \dfrac{20^2}{2 \times 10} = \dfrac{400}{20} = 20$ m.
5. Notice that the answer does not depend on the ball's mass.

### Example 3: A swing

On a jhula, a child is pulled back and released. Describe the energy changes in one swing.

1. At the highest point on one side, the child is momentarily at rest: the energy is all potential.
2. Moving down, height decreases and speed increases: potential energy changes into kinetic energy.
3. At the lowest point, speed is greatest: the energy is mostly kinetic.
4. Rising on the other side, kinetic energy changes back into potential energy.
5. Each swing is a little lower than the last, because some energy is changed into heat and sound by air resistance and friction at the ropes. The total energy is still conserved.

## Common mistakes

- Saying energy is "used up" or "lost". It changes into other forms, often heat.
- Adding potential and kinetic energy at different instants. The sum is constant at *the same* instant along the fall.
- Forgetting that the law of conservation holds only for the total energy, including heat and sound.

## Summary

Energy constantly changes from one form to another — light to chemical in photosynthesis, potential to electrical in a dam. The law of conservation of energy says energy can neither be created nor destroyed, so the total stays the same. For a freely falling object, potential energy decreases while kinetic energy increases by exactly the same amount, so their sum stays constant (ignoring air resistance): a 1 kg ball dropped from 20 m ($g = 10 \ \mathrm{m/s^2}$) starts with 200 J of potential energy and has 200 J of kinetic energy just before it lands.`,
    check: [
      {
        question: "State the law of conservation of energy.",
        answer:
          "Energy can only be converted from one form to another; it can neither be created nor destroyed, so the total energy remains the same.",
      },
      {
        question: "Name the energy changes in a hydroelectric power plant.",
        answer:
          "Potential energy of stored water → kinetic energy of falling water → electrical energy.",
      },
      {
        question:
          "A 2 kg stone is dropped from 10 m. What is its kinetic energy just before it lands? (g = 10 m/s²; ignore air resistance)",
        answer:
          "It equals the potential energy lost: mgh = 2 × 10 × 10 = 200 J.",
      },
      {
        question:
          "A swing eventually comes to rest. Does this violate the law of conservation of energy?",
        answer:
          "No; its mechanical energy is gradually converted into heat and sound by friction and air resistance.",
      },
    ],
  },
  {
    chapter: 10,
    lesson: 4,
    title: "Power",
    body: String.raw`By the end of this lesson you will be able to define power and its unit, calculate power and average power using $P = \dfrac{W}{t}$, and convert between watts, kilowatts and the kilowatt hour.

## Same work, different speed

Riya and Meena have the same mass and climb the same staircase to the third floor. Riya runs up; Meena walks. Both lift the same weight through the same height, so both do the **same work**. But Riya does it in **less time**. We say Riya has **more power**.

Similarly, a strong motor fills the rooftop tank in a few minutes while a weak one takes half an hour. Both may lift the same water to the same height, doing the same work, but at different rates.

## Defining power

**Power** is the **rate of doing work** or the rate of transfer of energy. If an agent does work $W$ in time $t$:

$$
P = \frac{W}{t}
$$

The unit of power is the **watt** (W), named after James Watt. **1 watt is the power of an agent that does work at the rate of 1 joule per second**: $1 \ \text{W} = 1 \ \text{J/s}$. Larger rates are expressed in **kilowatts**: $1 \ \text{kW} = 1000 \ \text{W} = 1000 \ \text{J/s}$.

The power of an agent may vary with time — a cyclist pedals harder uphill and eases off downhill. So we use **average power**: the total energy used (or work done) divided by the total time taken.

### Example 1: Running or walking upstairs

Riya and Meena each have a mass of 50 kg. Each climbs a staircase 12 m high: Riya takes 20 s and Meena 40 s. Find the power of each. ($g = 10 \ \mathrm{m/s^2}$)

1. Work done by each against gravity $= mgh = 50 \times 10 \times 12 = 6000$ J.
2. Riya: $P = \dfrac{6000}{20} = 300$ W.
3. Meena: $P = \dfrac{6000}{40} = 150$ W.
4. Same work; Riya's power is twice Meena's because she takes half the time.

### Example 2: A water pump

A motor pump lifts 600 kg of water into a rooftop tank 10 m above the ground in 2 minutes. Find its power. ($g = 10 \ \mathrm{m/s^2}$)

1. Work done $= mgh = 600 \times 10 \times 10 = 60\,000$ J.
2. Time $= 2 \text{ min} = 120$ s.
3. $P = \dfrac{60\,000}{120} = 500$ W $= 0.5$ kW.

### Example 3: Finding the time

A crane of power 2 kW lifts a load, doing 30 000 J of work. How long does it take?

1. $P = 2 \ \text{kW} = 2000$ W.
2. $t = \dfrac{W}{P} = \dfrac{30\,000}{2000} = 15$ s.

## Power ratings around you

Every electrical appliance is labelled with its power: the rate at which it uses electrical energy. An LED bulb may be rated 9 W, a ceiling fan 75 W, a mixer-grinder 500 W, and an electric iron or geyser 1000–2000 W. A higher rating means the appliance uses more energy every second, so it costs more to run for the same time. When you compare two bulbs that give the same light, the one with the lower power rating does the job while transferring less energy each second — that is why LED bulbs save money.

## The commercial unit of energy

The joule is too small for measuring the energy used in homes and factories. Electricity is measured in **kilowatt hours** (kWh): 1 kWh is the energy used in one hour at the rate of 1000 J/s.

$$
1 \ \text{kWh} = 1000 \ \text{W} \times 3600 \ \text{s} = 3.6 \times 10^6 \ \text{J}
$$

This is the "unit" printed on your electricity bill.

### Example 4: A ceiling fan's bill

A ceiling fan of power 75 W runs for 8 hours a day in May (31 days). How many units of electricity does it use, and what does it cost at ₹7 per unit?

1. Energy per day $= 75 \ \text{W} \times 8 \ \text{h} = 600 \ \text{Wh} = 0.6$ kWh.
2. For 31 days: $0.6 \times 31 = 18.6$ kWh, i.e. 18.6 units.
3. Cost $= 18.6 \times 7 = 130.20$, that is, ₹130.20.

## Common mistakes

- Confusing work with power. Two people can do equal work with very different power.
- Forgetting to convert minutes to seconds before dividing.
- Calling the kilowatt hour a unit of power. It is a unit of **energy** (power × time).
- Writing $1 \ \text{kW} = 100$ W. It is 1000 W.

## Summary

Power is the rate of doing work or transferring energy, $P = \frac{W}{t}$, measured in watts ($1 \ \text{W} = 1 \ \text{J/s}$); $1$ kW $= 1000$ W. Two people may do the same work, but the one who does it in less time has more power. Average power is the total energy used divided by the total time taken. Electrical energy is sold in kilowatt hours: $1 \ \text{kWh} = 3.6 \times 10^6$ J.`,
    check: [
      {
        question: "A boy does 1500 J of work in 30 s. What is his power?",
        answer: "P = 1500 ÷ 30 = 50 W.",
      },
      {
        question: "Define one watt.",
        answer:
          "One watt is the power of an agent that does work at the rate of 1 joule per second.",
      },
      {
        question: "How many joules are there in 1 kWh?",
        answer: "1000 W × 3600 s = 3.6 × 10⁶ J.",
      },
      {
        question:
          "A 60 kg man climbs 5 m in 10 s. What is his power? (g = 10 m/s²)",
        answer: "Work = 60 × 10 × 5 = 3000 J; P = 3000 ÷ 10 = 300 W.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 1,
    title: "Production and Propagation of Sound",
    body: String.raw`By the end of this lesson you will be able to explain how sound is produced by vibrating objects, describe how it travels through a medium as compressions and rarefactions, explain why sound needs a medium, and explain why sound waves are called longitudinal waves.

## Sound is produced by vibrations

Strike a tuning fork on a rubber pad and bring it near your ear: you hear a hum. Now touch its prongs gently to the surface of water in a bowl — the water splashes. Touch a prong to a table-tennis ball hanging from a thread, and the ball is pushed away again and again. The prongs are **vibrating**: moving rapidly to and fro about their mean position.

**Sound is produced by vibrating objects.** Place your fingers on your throat while you speak and you feel the **vocal cords** vibrating. Pluck a sitar string, beat a dholak or strike a school bell — each time something vibrates. A stretched string, a membrane, a column of air in a flute or a bansuri, or a solid object like a bell can vibrate and produce sound. When the vibration stops, so does the sound.

## How sound travels

Sound needs a **medium** — a substance such as air, water, steel or wood — through which to travel. When an object vibrates, it sets the particles of the medium around it vibrating. A particle does **not** travel all the way from the source to your ear. Instead, each particle is displaced from its position, pushes on the particle next to it, and then comes back to its original position. The disturbance is passed on from particle to particle until it reaches the ear.

A **wave** is a disturbance that moves through a medium when the particles of the medium set neighbouring particles into motion. Sound is carried by such waves; because they need a material medium and are produced by the motion of particles of the medium, sound waves are called **mechanical waves**.

## Compressions and rarefactions

Think of the prong of a vibrating tuning fork in air.

- When it moves **forward**, it pushes and compresses the air in front of it, creating a region of **high pressure** and **high density** called a **compression** (C).
- When it moves **backward**, it creates a region of **low pressure** and **low density** called a **rarefaction** (R).

As the prong keeps vibrating, a series of compressions and rarefactions travels out through the air. This is how sound propagates. **Propagation of sound can be visualised as the propagation of density or pressure variations in the medium.**

![Compressions and rarefactions in a sound wave](figure:cr)

## Longitudinal waves

Stretch a slinky on a table. Push and pull one end sharply along its length: a pulse of bunched-up coils (a compression) followed by spread-out coils (a rarefaction) moves along it. A mark on one coil moves back and forth **along the direction in which the pulse travels**.

A wave in which the particles of the medium move **parallel to the direction of propagation** of the disturbance is a **longitudinal wave**. Sound waves are longitudinal.

In another kind of wave, a **transverse wave**, the particles oscillate up and down, **perpendicular** to the direction in which the wave travels — like the ripples on a pond, or a wave sent along a slinky by jerking one end sideways. Light is a transverse wave, but it is not a mechanical wave: it needs no medium.

### Example 1: Why can't astronauts talk directly on the Moon?

Two astronauts stand a few metres apart on the Moon, which has no atmosphere. One shouts, but the other hears nothing except over the radio. Explain.

1. Sound travels only by setting particles of a medium vibrating.
2. The Moon has no air, so there are no particles between the astronauts to pass the compressions and rarefactions along.
3. So the sound cannot reach the other astronaut. Radio waves are electromagnetic waves that need no medium, so the radio works.
4. If the two astronauts touch their helmets together, they can hear each other faintly: the sound travels through the solid helmets.

### Example 2: Counting compressions

A tuning fork marked 256 Hz vibrates 256 times each second. Each forward swing of its prong produces one compression. How many compressions does it send out in 5 s, and how many rarefactions?

1. Compressions per second = number of vibrations per second = 256.
2. In 5 s: $256 \times 5 = 1280$ compressions.
3. Each backward swing produces one rarefaction, so there are also 1280 rarefactions in 5 s.

## Common mistakes

- Thinking the air from a speaker travels to your ear. Only the disturbance travels; the particles vibrate about their positions.
- Saying sound can travel through a vacuum. It needs a medium.
- Calling sound a transverse wave. In sound, particles move parallel to the direction of travel, so it is longitudinal.
- Mixing up the terms: a compression is a region of high pressure and density; a rarefaction, of low pressure and density.

## Summary

Sound is produced by vibrating objects, such as vocal cords, strings, membranes and air columns. It travels through a medium as a mechanical wave: the particles of the medium vibrate about their positions and pass the disturbance on, without travelling with the sound. In air, sound travels as a series of compressions (high pressure and density) and rarefactions (low pressure and density). Because the particles vibrate along the direction in which the wave travels, sound waves are longitudinal, and sound cannot travel through a vacuum.`,
    figures: {
      cr: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120"><g stroke="currentColor" fill="none" stroke-width="1.2"><line x1="20.0" y1="30" x2="20.0" y2="80"/><line x1="30.1" y1="30" x2="30.1" y2="80"/><line x1="39.3" y1="30" x2="39.3" y2="80"/><line x1="46.9" y1="30" x2="46.9" y2="80"/><line x1="52.6" y1="30" x2="52.6" y2="80"/><line x1="56.4" y1="30" x2="56.4" y2="80"/><line x1="58.8" y1="30" x2="58.8" y2="80"/><line x1="60.6" y1="30" x2="60.6" y2="80"/><line x1="62.7" y1="30" x2="62.7" y2="80"/><line x1="66.0" y1="30" x2="66.0" y2="80"/><line x1="71.0" y1="30" x2="71.0" y2="80"/><line x1="78.0" y1="30" x2="78.0" y2="80"/><line x1="86.7" y1="30" x2="86.7" y2="80"/><line x1="96.6" y1="30" x2="96.6" y2="80"/><line x1="106.8" y1="30" x2="106.8" y2="80"/><line x1="116.4" y1="30" x2="116.4" y2="80"/><line x1="124.6" y1="30" x2="124.6" y2="80"/><line x1="130.9" y1="30" x2="130.9" y2="80"/><line x1="135.3" y1="30" x2="135.3" y2="80"/><line x1="138.1" y1="30" x2="138.1" y2="80"/><line x1="140.0" y1="30" x2="140.0" y2="80"/><line x1="141.9" y1="30" x2="141.9" y2="80"/><line x1="144.7" y1="30" x2="144.7" y2="80"/><line x1="149.1" y1="30" x2="149.1" y2="80"/><line x1="155.4" y1="30" x2="155.4" y2="80"/><line x1="163.6" y1="30" x2="163.6" y2="80"/><line x1="173.2" y1="30" x2="173.2" y2="80"/><line x1="183.4" y1="30" x2="183.4" y2="80"/><line x1="193.3" y1="30" x2="193.3" y2="80"/><line x1="202.0" y1="30" x2="202.0" y2="80"/><line x1="209.0" y1="30" x2="209.0" y2="80"/><line x1="214.0" y1="30" x2="214.0" y2="80"/><line x1="217.3" y1="30" x2="217.3" y2="80"/><line x1="219.4" y1="30" x2="219.4" y2="80"/><line x1="221.2" y1="30" x2="221.2" y2="80"/><line x1="223.6" y1="30" x2="223.6" y2="80"/><line x1="227.4" y1="30" x2="227.4" y2="80"/><line x1="233.1" y1="30" x2="233.1" y2="80"/><line x1="240.7" y1="30" x2="240.7" y2="80"/><line x1="249.9" y1="30" x2="249.9" y2="80"/><line x1="260.0" y1="30" x2="260.0" y2="80"/><line x1="270.1" y1="30" x2="270.1" y2="80"/><line x1="279.3" y1="30" x2="279.3" y2="80"/><line x1="286.9" y1="30" x2="286.9" y2="80"/><line x1="292.6" y1="30" x2="292.6" y2="80"/><line x1="296.4" y1="30" x2="296.4" y2="80"/><line x1="298.8" y1="30" x2="298.8" y2="80"/><line x1="300.6" y1="30" x2="300.6" y2="80"/><line x1="302.7" y1="30" x2="302.7" y2="80"/><line x1="306.0" y1="30" x2="306.0" y2="80"/><line x1="311.0" y1="30" x2="311.0" y2="80"/><line x1="318.0" y1="30" x2="318.0" y2="80"/><line x1="326.7" y1="30" x2="326.7" y2="80"/><line x1="336.6" y1="30" x2="336.6" y2="80"/></g><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="130" y1="100" x2="230" y2="100"/><path d="M222 95 L230 100 L222 105"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="60" y="22">C</text><text x="140" y="22">C</text><text x="220" y="22">C</text><text x="300" y="22">C</text><text x="100" y="22">R</text><text x="180" y="22">R</text><text x="260" y="22">R</text><text x="180" y="116">direction of travel of sound</text></g></svg>`,
        alt: "A row of vertical lines representing layers of air. In some places the lines are bunched close together, labelled C for compression; in between they are spread apart, labelled R for rarefaction. An arrow shows the sound travelling to the right.",
      },
    },
    check: [
      {
        question: "How is sound produced? Give two examples.",
        answer:
          "By vibrating objects — for example, the vocal cords when we speak, and the string of a sitar when plucked.",
      },
      {
        question: "What are compressions and rarefactions?",
        answer:
          "A compression is a region of high pressure and density in a medium; a rarefaction is a region of low pressure and density.",
      },
      {
        question: "Why is sound called a mechanical wave?",
        answer:
          "It needs a material medium and travels by the motion (vibration) of the particles of that medium.",
      },
      {
        question: "Why are sound waves called longitudinal waves?",
        answer:
          "The particles of the medium vibrate parallel to the direction in which the wave travels.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 2,
    title: "Characteristics of a Sound Wave",
    body: String.raw`By the end of this lesson you will be able to define the wavelength, frequency, time period and amplitude of a sound wave, use $v = \lambda\nu$ and $T = \dfrac{1}{\nu}$, and explain how pitch, loudness and quality depend on the wave.

## Describing a sound wave

A sound wave in air is a train of compressions and rarefactions. If we plot the density (or pressure) of the air against distance along the wave, we get a smooth up-and-down curve: the peaks, called **crests**, stand for compressions (maximum density), and the valleys, called **troughs**, stand for rarefactions (minimum density). Any sound wave can be described by a few quantities.

![One wavelength of a sound wave](figure:lambda)

- **Wavelength** ($\lambda$, the Greek letter lambda): the distance between two consecutive compressions, or two consecutive rarefactions (two consecutive crests or troughs on the graph). Its SI unit is the metre (m).
- **Frequency** ($\nu$, the Greek letter nu): the number of complete oscillations per unit time — equivalently, the number of compressions (or rarefactions) passing a point per second. Its SI unit is the **hertz** (Hz); $1 \ \text{Hz} = 1$ oscillation per second. A larger unit is the kilohertz: $1 \ \text{kHz} = 1000 \ \text{Hz}$.
- **Time period** ($T$): the time taken by two consecutive compressions (or rarefactions) to cross a fixed point — the time for one complete oscillation of the density of the medium. Its unit is the second, and

$$
T = \frac{1}{\nu}
$$

- **Amplitude** ($A$): the magnitude of the maximum disturbance in the medium on either side of the mean value — the height of a crest above the middle line of the graph.

## Speed of sound

In one time period $T$, a compression moves forward by one wavelength $\lambda$. So the speed is:

$$
v = \frac{\lambda}{T} = \lambda\nu
$$

**Speed = wavelength × frequency.** In a given medium under the same conditions, sound of every frequency travels at nearly the same speed.

### Example 1: Finding the speed

A sound wave has a frequency of 2 kHz and a wavelength of 17 cm. How fast does it travel?

1. $\nu = 2 \ \text{kHz} = 2000$ Hz; $\lambda = 17 \ \text{cm} = 0.17$ m.
2. $v = \lambda\nu = 0.17 \times 2000 = 340$ m/s.

### Example 2: Time period

Find the time period of a sound of frequency 500 Hz.

1. $T = \dfrac{1}{\nu} = \dfrac{1}{500}$ s.
2. $T = 0.002$ s, or 2 milliseconds.

### Example 3: Two tuning forks

Tuning forks of 256 Hz and 512 Hz are sounded in air, where sound travels at 344 m/s. Find the wavelength of each. Which has the higher pitch?

1. For 256 Hz: $\lambda = \dfrac{v}{\nu} = \dfrac{344}{256} \approx 1.34$ m.
2. For 512 Hz: $\lambda = \dfrac{344}{512} \approx 0.67$ m.
3. Doubling the frequency halves the wavelength, because the speed is the same.
4. The 512 Hz fork has the higher frequency, so it has the higher pitch.

## Pitch, loudness and quality

Our ears recognise three features of a sound.

**Pitch** is how the brain interprets the **frequency** of a sound. The faster the vibration, the higher the frequency and the **higher the pitch**. A bird's chirp or a girl's voice has a higher pitch than a lion's roar or a man's voice. Objects of different sizes vibrate at different frequencies: a small bell rings at a higher pitch than a big temple bell.

**Loudness** depends on the **amplitude** of the wave. Strike a drum gently and then hard: the harder blow makes the membrane vibrate with a larger amplitude, and the sound is louder. A larger amplitude means more energy in the wave. Loudness is a measure of the response of the ear to the sound; the amount of sound energy passing each second through unit area is called the **intensity**. Two sounds can have equal intensity and still seem different in loudness to us, because our ear is more sensitive to some frequencies than others. As sound travels away from its source its amplitude decreases, so it grows fainter.

**Quality** or **timbre** is the feature that lets us tell apart two sounds of the **same pitch and loudness** — a note played on a harmonium and the same note sung by a singer, or the voices of two friends on the phone. A sound of a single frequency is a **tone**; a sound made of a mixture of several frequencies is a **note**, and it is pleasant to listen to. **Noise** is unpleasant to the ear, while **music** is pleasant and of rich quality.

## Common mistakes

- Measuring wavelength from a compression to the next rarefaction. That is half a wavelength; measure between two consecutive compressions.
- Linking pitch with amplitude. Pitch depends on frequency; loudness depends on amplitude.
- Forgetting to convert kHz to Hz and cm to m before using $v = \lambda\nu$.
- Thinking a higher-frequency sound travels faster. In the same medium the speed is the same; its wavelength is shorter.

## Summary

A sound wave is described by its wavelength $\lambda$ (distance between two consecutive compressions), frequency $\nu$ (oscillations per second, in hertz), time period $T = \frac{1}{\nu}$ and amplitude $A$ (maximum disturbance). Its speed is $v = \lambda\nu$. Pitch depends on frequency (higher frequency, higher pitch), loudness depends on amplitude (larger amplitude, louder sound), and quality or timbre lets us distinguish two sounds of the same pitch and loudness.`,
    figures: {
      lambda: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120"><g stroke="currentColor" fill="none" stroke-width="1.2"><line x1="20.0" y1="30" x2="20.0" y2="80"/><line x1="30.1" y1="30" x2="30.1" y2="80"/><line x1="39.3" y1="30" x2="39.3" y2="80"/><line x1="46.9" y1="30" x2="46.9" y2="80"/><line x1="52.6" y1="30" x2="52.6" y2="80"/><line x1="56.4" y1="30" x2="56.4" y2="80"/><line x1="58.8" y1="30" x2="58.8" y2="80"/><line x1="60.6" y1="30" x2="60.6" y2="80"/><line x1="62.7" y1="30" x2="62.7" y2="80"/><line x1="66.0" y1="30" x2="66.0" y2="80"/><line x1="71.0" y1="30" x2="71.0" y2="80"/><line x1="78.0" y1="30" x2="78.0" y2="80"/><line x1="86.7" y1="30" x2="86.7" y2="80"/><line x1="96.6" y1="30" x2="96.6" y2="80"/><line x1="106.8" y1="30" x2="106.8" y2="80"/><line x1="116.4" y1="30" x2="116.4" y2="80"/><line x1="124.6" y1="30" x2="124.6" y2="80"/><line x1="130.9" y1="30" x2="130.9" y2="80"/><line x1="135.3" y1="30" x2="135.3" y2="80"/><line x1="138.1" y1="30" x2="138.1" y2="80"/><line x1="140.0" y1="30" x2="140.0" y2="80"/><line x1="141.9" y1="30" x2="141.9" y2="80"/><line x1="144.7" y1="30" x2="144.7" y2="80"/><line x1="149.1" y1="30" x2="149.1" y2="80"/><line x1="155.4" y1="30" x2="155.4" y2="80"/><line x1="163.6" y1="30" x2="163.6" y2="80"/><line x1="173.2" y1="30" x2="173.2" y2="80"/><line x1="183.4" y1="30" x2="183.4" y2="80"/><line x1="193.3" y1="30" x2="193.3" y2="80"/><line x1="202.0" y1="30" x2="202.0" y2="80"/><line x1="209.0" y1="30" x2="209.0" y2="80"/><line x1="214.0" y1="30" x2="214.0" y2="80"/><line x1="217.3" y1="30" x2="217.3" y2="80"/><line x1="219.4" y1="30" x2="219.4" y2="80"/><line x1="221.2" y1="30" x2="221.2" y2="80"/><line x1="223.6" y1="30" x2="223.6" y2="80"/><line x1="227.4" y1="30" x2="227.4" y2="80"/><line x1="233.1" y1="30" x2="233.1" y2="80"/><line x1="240.7" y1="30" x2="240.7" y2="80"/><line x1="249.9" y1="30" x2="249.9" y2="80"/><line x1="260.0" y1="30" x2="260.0" y2="80"/><line x1="270.1" y1="30" x2="270.1" y2="80"/><line x1="279.3" y1="30" x2="279.3" y2="80"/><line x1="286.9" y1="30" x2="286.9" y2="80"/><line x1="292.6" y1="30" x2="292.6" y2="80"/><line x1="296.4" y1="30" x2="296.4" y2="80"/><line x1="298.8" y1="30" x2="298.8" y2="80"/><line x1="300.6" y1="30" x2="300.6" y2="80"/><line x1="302.7" y1="30" x2="302.7" y2="80"/><line x1="306.0" y1="30" x2="306.0" y2="80"/><line x1="311.0" y1="30" x2="311.0" y2="80"/><line x1="318.0" y1="30" x2="318.0" y2="80"/><line x1="326.7" y1="30" x2="326.7" y2="80"/><line x1="336.6" y1="30" x2="336.6" y2="80"/></g><g stroke="currentColor" fill="none" stroke-width="1.5"><line x1="60" y1="95" x2="140" y2="95"/><path d="M68 90 L60 95 L68 100 M132 90 L140 95 L132 100"/></g><g fill="currentColor" font-size="11" text-anchor="middle"><text x="60" y="22">C</text><text x="140" y="22">C</text><text x="220" y="22">C</text><text x="300" y="22">C</text><text x="100" y="22">R</text><text x="180" y="22">R</text><text x="260" y="22">R</text><text x="100" y="112">one wavelength, λ</text></g></svg>`,
        alt: "A row of vertical lines representing layers of air, bunched together at compressions labelled C and spread apart at rarefactions labelled R. A double-headed arrow spans from one compression to the next, marked one wavelength, lambda.",
      },
    },
    check: [
      {
        question:
          "A sound has a frequency of 250 Hz and a wavelength of 1.36 m. What is its speed?",
        answer: "v = λν = 1.36 × 250 = 340 m/s.",
      },
      {
        question:
          "What is the frequency of a sound whose time period is 0.005 s?",
        answer: "ν = 1/T = 1/0.005 = 200 Hz.",
      },
      {
        question:
          "Which characteristic of sound depends on amplitude, and which on frequency?",
        answer: "Loudness depends on amplitude; pitch depends on frequency.",
      },
      {
        question:
          "What helps us recognise a friend's voice on the phone even if another person speaks at the same pitch and loudness?",
        answer: "The quality or timbre of the sound.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 3,
    title: "Speed and Reflection of Sound",
    body: String.raw`By the end of this lesson you will be able to compare the speed of sound in solids, liquids and gases, state the laws of reflection of sound, calculate the minimum distance for an echo and distances using echoes, and explain reverberation and the uses of multiple reflection.

## Speed of sound in different media

During a thunderstorm you see the lightning first and hear the thunder a few seconds later, though both are produced at the same moment. Light travels about $3 \times 10^8$ m/s; sound in air, only a few hundred metres per second.

The speed of sound depends on the properties of the medium it travels through:

- Sound travels **fastest in solids**, slower in liquids and **slowest in gases**.
- The speed of sound **increases with temperature**. In air it is about **331 m/s at 0 °C** and about **344 m/s at 22 °C**.

| Medium (at 25 °C) | Speed (m/s) |
|---|---|
| aluminium | 6420 |
| steel | 5960 |
| sea water | 1531 |
| distilled water | 1498 |
| air | 346 |
| oxygen | 316 |

Put your ear to one end of a long table and ask a friend to scratch the other end gently: you hear the scratch clearly through the wood, though it is hardly audible through the air.

### Example 1: How far away was the lightning?

Ankit sees a flash of lightning and hears the thunder 4 s later. If sound travels at 340 m/s in air, how far away was the lightning? (Light takes practically no time to arrive.)

1. Distance = speed × time.
2. Distance $= 340 \times 4 = 1360$ m, about 1.4 km.

## Reflection of sound

Sound bounces off a solid or liquid surface just as a ball bounces off a wall, or light off a mirror. It follows the same **laws of reflection** as light:

1. The angle of incidence equals the angle of reflection, both measured from the normal to the reflecting surface at the point of incidence.
2. The incident sound, the reflected sound and the normal all lie in the same plane.

A large, hard, smooth or rough obstacle works as a reflector of sound.

## Echo

Shout towards a tall building or a hillside and, a moment later, you hear your shout again. This reflected sound is an **echo**. The sensation of a sound persists in our brain for about **0.1 s**. To hear a distinct echo, the reflected sound must reach us **at least 0.1 s** after the original sound.

### Example 2: The minimum distance for an echo

Find the minimum distance of a reflecting surface for an echo to be heard, when the speed of sound is 344 m/s (air at 22 °C).

1. In 0.1 s, sound travels $344 \times 0.1 = 34.4$ m.
2. This is the distance to the surface **and back**.
3. So the minimum distance to the surface $= \dfrac{34.4}{2} = 17.2$ m.
4. At a lower temperature sound is slower, and this minimum distance is slightly less.

### Example 3: Measuring a cliff's distance

At a hill station, a girl claps and hears the echo from a cliff after 3 s. If the speed of sound is 342 m/s, how far away is the cliff?

1. Total distance travelled by the sound (there and back) $= 342 \times 3 = 1026$ m.
2. Distance to the cliff $= \dfrac{1026}{2} = 513$ m.

Echoes may be heard more than once because of successive or multiple reflections; the rolling of thunder is due to repeated reflections of sound from clouds and the land.

## Reverberation

In a big, empty hall, a sound persists and keeps repeating because of repeated reflections from the walls, ceiling and floor, until it becomes too faint. This persistence of sound is called **reverberation**. Too much reverberation makes speeches and music blurred. To reduce it, the roofs and walls of auditoriums are covered with **sound-absorbent materials** such as compressed fibreboard, rough plaster or draperies, and the seats are made of materials that absorb sound.

## Uses of multiple reflection of sound

- **Megaphones, loudhailers, horns and musical instruments such as the trumpet and shehnai** are shaped like a tube followed by a conical opening. The sound is reflected successively inside, so most of it goes forward towards the audience.
- A **stethoscope** carries the sound of a patient's heartbeat to the doctor's ears by multiple reflections inside its tubes.
- The **ceilings of concert halls and auditoriums are curved**, so that sound after reflection reaches all corners of the hall. Sometimes a curved **soundboard** is placed behind the stage to send the sound towards the audience.

## Common mistakes

- Forgetting to halve the distance in echo problems: the sound travels there **and back**.
- Saying sound is fastest in gases. It is slowest in gases and fastest in solids.
- Confusing echo (a distinct repeat, heard at least 0.1 s later) with reverberation (persistence of sound by many reflections).
- Thinking only smooth surfaces reflect sound. Rough, large surfaces reflect sound too.

## Summary

Sound travels fastest in solids, slower in liquids and slowest in gases, and faster at higher temperatures: about 344 m/s in air at 22 °C. Sound reflects from surfaces following the same laws as light. An echo is heard only if the reflected sound arrives at least 0.1 s after the original, so the reflector must be at least about 17.2 m away; echo distances are found from distance = speed × time ÷ 2. Repeated reflections cause reverberation, reduced by sound-absorbent materials, while multiple reflection is put to use in megaphones, horns, stethoscopes, curved ceilings and soundboards.`,
    check: [
      {
        question:
          "In which medium does sound travel fastest: air, water or steel?",
        answer: "Steel (a solid); sound is slowest in air.",
      },
      {
        question:
          "An echo is heard 2 s after a shout. If sound travels at 340 m/s, how far is the reflecting surface?",
        answer: "Distance = 340 × 2 ÷ 2 = 340 m.",
      },
      {
        question:
          "Why must a reflecting surface be at least about 17.2 m away to hear a distinct echo?",
        answer:
          "The sensation of sound lasts about 0.1 s; in 0.1 s sound travels 344 × 0.1 = 34.4 m, which must cover the distance there and back, so the surface must be at least 17.2 m away.",
      },
      {
        question: "Why are the ceilings of concert halls curved?",
        answer:
          "So that sound, after reflection from the curved ceiling, spreads evenly to all corners of the hall.",
      },
    ],
  },
  {
    chapter: 11,
    lesson: 4,
    title: "Range of Hearing and Ultrasound",
    body: String.raw`By the end of this lesson you will be able to state the audible range of human hearing, tell infrasound from ultrasound with examples from animals, and describe how ultrasound is used in industry and medicine, including simple calculations with ultrasonic echoes.

## The audible range

Humans can hear sounds with frequencies from about **20 Hz to 20 000 Hz** (20 kHz). This is the **audible range**. Children under the age of five and some animals, such as dogs, can hear up to 25 kHz. As people grow older, their ears become less sensitive to higher frequencies.

- Sounds of frequency **below 20 Hz** are called **infrasonic sound** or **infrasound**.
- Sounds of frequency **above 20 kHz** are called **ultrasonic sound** or **ultrasound**.

We can hear neither, but many animals can.

## Infrasound

If we could hear infrasound, we would hear the vibrations of a pendulum, just as we hear the wings of a bee. **Rhinoceroses** communicate using infrasound of frequencies as low as 5 Hz. **Whales and elephants** produce sound in the infrasound range. Earthquakes produce low-frequency infrasound before the main shock waves begin, which may possibly alert some animals.

## Ultrasound

**Dolphins, bats and porpoises** produce ultrasound. Bats send out high-pitched ultrasonic squeaks and catch their prey by listening for the echoes; some moths have hearing so sensitive that they can pick up a bat's squeaks and escape. Rats also play games by producing ultrasound.

### Example 1: Sorting sounds

Which of these sounds can a healthy adult hear: (a) 10 Hz, (b) 512 Hz, (c) 15 kHz, (d) 40 kHz? Name the type of each sound that cannot be heard.

1. Audible range: 20 Hz to 20 000 Hz.
2. (a) 10 Hz is below 20 Hz: **infrasound**, not heard.
3. (b) 512 Hz lies within the range: **heard**.
4. (c) 15 kHz = 15 000 Hz lies within the range: **heard** (though older people may not).
5. (d) 40 kHz = 40 000 Hz is above 20 000 Hz: **ultrasound**, not heard.

## Applications of ultrasound

Ultrasounds are high-frequency waves. They can travel along well-defined paths even in the presence of obstacles, which makes them very useful.

- **Cleaning:** parts located in hard-to-reach places — spiral tubes, odd-shaped parts, electronic components — are placed in a cleaning solution and ultrasonic waves are sent into it. The high-frequency vibrations detach particles of dust, grease and dirt.
- **Detecting flaws in metals:** metal blocks used to build bridges, buildings and machines may have cracks or holes inside that cannot be seen, which weaken the structure. Ultrasonic waves are sent through the block; they pass through where the metal is sound, but a flaw reflects them back. Detectors pick up the reflected waves and reveal the defect. Ordinary sound, with its longer wavelength, bends around small flaws and cannot detect them.
- **Echocardiography:** ultrasonic waves reflected from various parts of the **heart** form an image of the heart.
- **Ultrasonography (ultrasound scanning):** images of internal organs such as the liver, gall bladder, uterus and kidneys are formed from ultrasonic echoes. It helps doctors detect abnormalities such as stones and tumours, and is used to examine the foetus during pregnancy to check for congenital defects and growth abnormalities.
- **Breaking kidney stones:** ultrasound can break small stones in the kidney into fine grains, which are then flushed out with urine.

### Example 2: Finding a flaw in a steel block

An ultrasonic pulse is sent into a steel block, where sound travels at about 5960 m/s. An echo returns to the detector after $5 \times 10^{-5}$ s (0.05 ms), though the block is 30 cm thick. How deep is the flaw?

1. Total distance travelled by the pulse $= v \times t = 5960 \times 5 \times 10^{-5} = 0.298$ m.
2. This is the distance to the flaw and back, so the depth $= \dfrac{0.298}{2} = 0.149$ m, about 15 cm.
3. Since 15 cm is less than the block's 30 cm thickness, the echo did not come from the far face: there is a flaw about halfway through.

### Example 3: A bat and a moth

A bat emits an ultrasonic squeak and hears the echo from a moth 0.02 s later. Taking the speed of sound in air as 340 m/s, how far away is the moth?

1. Total distance $= 340 \times 0.02 = 6.8$ m.
2. Distance to the moth $= \dfrac{6.8}{2} = 3.4$ m.

## Common mistakes

- Saying ultrasound is "very loud sound". Ultrasound means very **high frequency** (above 20 kHz), not high amplitude.
- Mixing up infra- and ultra-: *infra* means below (under 20 Hz); *ultra* means beyond (over 20 kHz).
- Forgetting to halve the total distance when using an echo.
- Thinking all humans hear the same range. Young children hear higher frequencies; the range shrinks with age.

## Summary

Humans hear sounds from about 20 Hz to 20 kHz. Sounds below 20 Hz are infrasonic — rhinoceroses, whales and elephants produce them — and sounds above 20 kHz are ultrasonic — bats, dolphins and porpoises use them. Ultrasound travels along well-defined paths, so it is used to clean hard-to-reach parts of objects, detect cracks and flaws in metal blocks, form images of the heart (echocardiography) and internal organs (ultrasonography), and break kidney stones into fine grains.`,
    check: [
      {
        question:
          "What is the audible range of frequencies for the average human ear?",
        answer: "About 20 Hz to 20 000 Hz (20 kHz).",
      },
      {
        question:
          "Name one animal that produces infrasound and one that uses ultrasound.",
        answer:
          "Infrasound: a rhinoceros, whale or elephant. Ultrasound: a bat, dolphin or porpoise.",
      },
      {
        question: "Give two medical uses of ultrasound.",
        answer:
          "Any two: echocardiography (imaging the heart), ultrasonography of internal organs or the foetus, breaking kidney stones into fine grains.",
      },
      {
        question:
          "Is a sound of 25 kHz infrasonic, audible or ultrasonic for an adult?",
        answer: "Ultrasonic, because 25 kHz is above 20 kHz.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 1,
    title: "Improving Crop Varieties",
    body: String.raw`By the end of this lesson you will be able to name the main groups of food crops and what they provide, tell kharif crops from rabi crops, explain how improved varieties are developed by hybridisation and genetic modification, and list the traits farmers look for in a new variety.

## Why improve food resources?

India has more than 140 crore people, and the amount of land that can be farmed is limited. To feed everyone, we must get more food from the same land. The **green revolution** increased food-grain production, and the **white revolution** increased milk production, but more is needed — while also protecting the soil and water. Improving yield depends on three things: **crop variety improvement**, **crop production management** and **crop protection management**. This lesson deals with the first.

## What our crops give us

- **Cereals** such as wheat, rice, maize, millets and sorghum provide **carbohydrates** for energy.
- **Pulses** such as gram (chana), pea (matar), black gram (urad), green gram (moong), pigeon pea (arhar) and lentil (masoor) provide **proteins**.
- **Oilseeds** such as soyabean, groundnut, sesame, castor, mustard, linseed and sunflower provide **fats**.
- **Vegetables, spices and fruits** provide vitamins and minerals, along with small amounts of proteins, carbohydrates and fats.
- **Fodder crops** such as berseem, oats and sudan grass are grown as food for livestock.

## Kharif and rabi crops

Different crops need different climatic conditions, temperatures and **photoperiods** (the duration of sunlight each day), which affect their growth and flowering.

- **Kharif crops** grow in the **rainy season**, from about **June to October**: paddy, soyabean, pigeon pea, maize, cotton, green gram and black gram.
- **Rabi crops** grow in the **winter season**, from about **November to April**: wheat, gram, peas, mustard and linseed.

### Example 1: Kharif or rabi?

A farmer in Madhya Pradesh grows soyabean after the monsoon rains arrive and, after harvesting it, sows wheat in November. Classify both crops and explain.

1. Soyabean is sown with the arrival of the monsoon and grows through the rainy months: a **kharif** crop.
2. Wheat is sown in November and grows through the cool winter, harvested around March–April: a **rabi** crop.
3. By growing one of each, the farmer gets two harvests a year from the same field.

## Developing improved varieties

A **variety** is a group of plants of one crop with particular characters. Better varieties are developed by two main methods.

**Hybridisation** is crossing genetically dissimilar plants. The cross may be:

- **intervarietal** — between two different varieties of the same crop;
- **interspecific** — between two different species of the same genus;
- **intergeneric** — between plants of different genera.

The aim is to bring useful characters from different parents together in one plant.

**Genetic modification** is another way: a **gene** that provides the required characteristic is introduced into the crop plant, giving a **genetically modified (GM) crop**.

For a new variety to be accepted, it must produce high yields under the different conditions farmers actually face. Farmers need good-quality seed of the same variety, so the seeds should germinate under the same conditions. This is why **certified seeds** are produced under controlled conditions.

## What traits do breeders look for?

1. **Higher yield** — more produce per acre.
2. **Improved quality** — baking quality in wheat, protein quality in pulses, oil quality in oilseeds, preserving quality in fruits and vegetables.
3. **Biotic and abiotic resistance** — resistance to biotic factors (diseases, insects, nematodes) and tolerance of abiotic stresses (drought, salinity, waterlogging, heat, cold and frost).
4. **Change in maturity duration** — a shorter time from sowing to harvest lets farmers grow more crops in a year and reduces the cost of crop production; uniform maturity makes harvesting easy and reduces losses.
5. **Wider adaptability** — one variety that grows well under different environmental conditions.
6. **Desired agronomic characteristics** — tallness and profuse branching are wanted in fodder crops; dwarfness is wanted in cereals, so that less nutrients are consumed by the stem and the plant does not fall over.

### Example 2: The value of a higher-yielding variety

A farmer in Punjab has 2 hectares of land. An old wheat variety gave 3 tonnes per hectare; a new variety gives 4.5 tonnes per hectare. How much extra wheat does she harvest, and what is it worth if wheat sells at ₹2,200 per quintal? (1 tonne = 10 quintals)

1. Old harvest $= 3 \times 2 = 6$ tonnes; new harvest $= 4.5 \times 2 = 9$ tonnes.
2. Extra wheat $= 9 - 6 = 3$ tonnes $= 30$ quintals.
3. Extra value $= 30 \times 2200 = 66\,000$ rupees, that is, ₹66,000.

### Example 3: Choosing the right trait

Farmers in a coastal village of Odisha find that their paddy fails where sea water has made the soil salty. What kind of variety should breeders develop for them?

1. Salty soil is an **abiotic** stress, not a disease or pest.
2. Breeders should select for **salinity tolerance**, for example by crossing a high-yielding variety with one that survives in salty soil (hybridisation), or by introducing a salt-tolerance gene.
3. Since cyclones also flood the area, tolerance of **waterlogging** would also help.

## Common mistakes

- Swapping the seasons: kharif is the rainy season (June–October), rabi is winter (November–April).
- Thinking hybridisation always means crossing different species. It can be intervarietal, interspecific or intergeneric.
- Saying dwarfness is wanted in fodder crops. Fodder crops should be tall and branched; cereals should be dwarf.
- Forgetting that quality, not just quantity, is a goal of crop improvement.

## Summary

Cereals give carbohydrates, pulses proteins, oilseeds fats, and vegetables, spices and fruits vitamins and minerals; fodder crops feed livestock. Kharif crops such as paddy, maize, soyabean and cotton grow in the rainy season (June to October), and rabi crops such as wheat, gram, peas and mustard in winter (November to April). Better varieties are developed by hybridisation — crossing genetically dissimilar plants — or by introducing a useful gene to make GM crops. Breeders aim for higher yield, better quality, resistance to biotic and abiotic stresses, suitable maturity duration, wider adaptability and desirable agronomic traits.`,
    check: [
      {
        question: "Name two kharif crops and two rabi crops.",
        answer:
          "Kharif: any two of paddy, maize, soyabean, cotton, pigeon pea, green gram, black gram. Rabi: any two of wheat, gram, peas, mustard, linseed.",
      },
      {
        question: "What is hybridisation?",
        answer:
          "Crossing genetically dissimilar plants — of different varieties, species or genera — to combine useful characters.",
      },
      {
        question: "How is a genetically modified crop produced?",
        answer:
          "By introducing a gene that provides a desired characteristic into the crop plant.",
      },
      {
        question: "Why is a shorter maturity duration a useful trait?",
        answer:
          "It lets farmers grow more crops in a year and reduces the cost of production; uniform maturity also makes harvesting easier.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 2,
    title: "Crop Production Management",
    body: String.raw`By the end of this lesson you will be able to list the nutrients plants need and where they come from, compare manure with fertilisers, describe sources of irrigation and ways to save water, and explain mixed cropping, intercropping and crop rotation.

## Nutrient management

Plants need **16 nutrients** for growth. They come from three sources:

- **Air** supplies carbon and oxygen.
- **Water** supplies hydrogen.
- **Soil** supplies the other 13.

Of the 13 from the soil, six are needed in large quantities and are called **macro-nutrients**: **nitrogen, phosphorus, potassium, calcium, magnesium and sulphur**. Seven are needed in small quantities and are called **micro-nutrients**: **iron, manganese, boron, zinc, copper, molybdenum and chlorine**. A deficiency of any of them affects the plant's growth, reproduction and resistance to disease. To increase yield, the soil is enriched with manure and fertilisers.

### Manure

**Manure** is made by decomposing animal excreta and plant waste. It supplies **organic matter** and small quantities of nutrients. Organic matter improves the **soil structure**: it increases the water-holding capacity of sandy soil and improves drainage in clayey soil, preventing waterlogging. Using manure also recycles farm waste and avoids the harm caused by excessive fertilisers. Types include:

- **Compost** — farm waste (livestock excreta, vegetable waste, straw, weeds, sewage waste) decomposed in pits; **vermicompost** is compost made using earthworms to hasten the process.
- **Green manure** — plants such as sun hemp or guar are grown and then mulched into the soil by ploughing; they add nitrogen and phosphorus.

### Fertilisers

**Fertilisers** are commercially produced plant nutrients that supply **nitrogen, phosphorus and potassium** (NPK). They give quick results, which is why they help good vegetative growth (leaves, branches and flowers), giving healthy plants. But they are a factor in **high-cost farming**, must be applied carefully in the right dose and at the right time, and their **overuse harms soil fertility**: the microorganisms and organic matter in the soil are not replenished. Excess fertiliser is also washed away by irrigation and pollutes water bodies.

**Organic farming** uses minimal or no chemical fertilisers, pesticides and herbicides, and relies on manures, recycled farm wastes and bio-agents instead, together with healthy cropping systems.

### Example 1: Sorting nutrients

Classify each nutrient by source and by quantity needed: (a) carbon, (b) nitrogen, (c) zinc, (d) potassium, (e) hydrogen.

1. (a) Carbon comes from **air** (as carbon dioxide).
2. (b) Nitrogen comes from the soil and is a **macro-nutrient**.
3. (c) Zinc comes from the soil and is a **micro-nutrient**.
4. (d) Potassium comes from the soil and is a **macro-nutrient**.
5. (e) Hydrogen comes from **water**.

## Irrigation

Most Indian agriculture depends on the monsoon, which may fail or arrive late. Supplying water to crops at the right stages is **irrigation**. Sources include:

- **wells** — dug wells, and tube wells that tap deeper water;
- **canals** — fed by reservoirs or rivers, an extensive network in many states;
- **river lift systems** — water pumped directly from rivers, used near rivers where canal flow is not enough;
- **tanks** — small storage reservoirs that catch run-off from small areas.

New ways of saving water include **rainwater harvesting** and **watershed management**, which means building small **check-dams**. These increase groundwater levels and reduce the flow of rainwater and soil erosion.

### Example 2: Rooftop rainwater harvesting

A school has a flat roof of area 400 $\mathrm{m^2}$. Its town gets about 1.2 m (1200 mm) of rain a year. If 80% of the water falling on the roof is collected, how much is harvested? ($1 \ \mathrm{m^3} = 1000$ L)

1. Volume of rain on the roof $= 400 \times 1.2 = 480 \ \mathrm{m^3}$.
2. Collected $= 0.8 \times 480 = 384 \ \mathrm{m^3}$.
3. In litres: $384 \times 1000 = 384\,000$ L — enough to recharge the school's well or fill tanks for months.

## Cropping patterns

- **Mixed cropping** — growing two or more crops **simultaneously on the same piece of land**, such as wheat + gram, wheat + mustard, or groundnut + sunflower. It reduces risk: if one crop fails, the other still gives some produce.
- **Intercropping** — growing two or more crops simultaneously on the same field **in a definite row pattern**, such as one row of one crop followed by a few rows of another. Crops are chosen so that their nutrient requirements differ, ensuring maximum use of nutrients, and pests and diseases do not spread easily to all plants of one crop. Examples: soyabean + maize, millet (bajra) + cowpea (lobia).
- **Crop rotation** — growing different crops on a piece of land in a **pre-planned succession**. With proper rotation, two or three crops can be grown in a year with good harvests. Growing a **legume** (such as gram or pea) after a cereal is useful, because bacteria in the root nodules of legumes fix atmospheric nitrogen and enrich the soil.

### Example 3: Planning an intercropped field

A field has 48 rows. The farmer plans intercropping with 1 row of maize followed by 3 rows of soyabean, repeated across the field. How many rows of each crop will there be?

1. Each repeating block has $1 + 3 = 4$ rows.
2. Number of blocks $= \dfrac{48}{4} = 12$.
3. Maize rows $= 12 \times 1 = 12$; soyabean rows $= 12 \times 3 = 36$.

## Common mistakes

- Saying plants get carbon from the soil. Carbon and oxygen come from air, hydrogen from water.
- Confusing mixed cropping with intercropping: intercropping has a definite row pattern.
- Saying fertilisers improve soil structure. Manure does; fertilisers supply specific nutrients.
- Forgetting why legumes are used in crop rotation: their root nodules fix nitrogen.

## Summary

Plants need 16 nutrients: carbon and oxygen from air, hydrogen from water and 13 from soil, of which nitrogen, phosphorus, potassium, calcium, magnesium and sulphur are macro-nutrients and iron, manganese, boron, zinc, copper, molybdenum and chlorine are micro-nutrients. Manure adds organic matter and improves soil structure; fertilisers supply NPK quickly, but their overuse harms soil and water. Wells, canals, river lift systems and tanks irrigate crops, and rainwater harvesting and check-dams conserve water. Mixed cropping, intercropping and crop rotation (often with nitrogen-fixing legumes after cereals) make better use of land and nutrients.`,
    check: [
      {
        question: "Name the six macro-nutrients plants get from the soil.",
        answer:
          "Nitrogen, phosphorus, potassium, calcium, magnesium and sulphur.",
      },
      {
        question: "Give one advantage of manure over fertilisers.",
        answer:
          "Manure adds organic matter that improves soil structure (water-holding in sandy soil, drainage in clayey soil) without harming soil fertility.",
      },
      {
        question: "How does intercropping differ from mixed cropping?",
        answer:
          "In intercropping the crops are grown in a definite row pattern; in mixed cropping they are grown together without a set pattern.",
      },
      {
        question: "Why are legumes often grown after cereals in crop rotation?",
        answer:
          "Bacteria in the root nodules of legumes fix atmospheric nitrogen, enriching the soil for the next crop.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 3,
    title: "Protecting and Storing Crops",
    body: String.raw`By the end of this lesson you will be able to describe how weeds, insect pests and diseases harm crops and how they are controlled, and explain the factors that spoil stored grain and the steps that keep it safe.

## Why protect crops?

A farmer may choose the best seed, feed the soil and irrigate on time — and still lose much of the harvest in the field to weeds, pests and diseases, or later in the godown to insects, rats and damp. Protecting crops in the field and in storage is as important as growing them.

## Weeds

**Weeds** are unwanted plants in a cultivated field. Examples are *Xanthium* (gokhroo), *Parthenium* (gajar ghas) and *Cyperus rotundus* (motha). Weeds **compete with the crop for food (nutrients), space and light**, taking away nutrients and reducing the growth of the crop. So removing weeds from cultivated fields during the early stages of crop growth is essential for a good harvest — preferably before they flower and set seed.

## Insect pests

Insect pests attack plants in three ways:

1. they **cut the root, stem and leaf**;
2. they **suck the cell sap** from various parts of the plant;
3. they **bore into the stem and fruits**.

In all cases the health of the crop suffers and the yield drops.

## Diseases

Diseases in plants are caused by **pathogens** such as **bacteria, fungi and viruses**. These pathogens can be present in, and spread through, the **soil, water and air**.

## Controlling weeds, pests and diseases

- **Pesticides** — chemicals such as **herbicides** (against weeds), **insecticides** (against insects) and **fungicides** (against fungi) — are sprayed on crops or used to treat seeds and soil. But their **excessive use** creates problems: they can be poisonous to many plant and animal species and cause environmental pollution. They must be used carefully and in the right amounts.
- **Mechanical removal** of weeds by hand or with tools.
- **Preventive methods**: using **resistant varieties**, proper **seed-bed preparation**, **timely sowing** of crops, intercropping and crop rotation, and **summer ploughing** — deep ploughing of fields in summer to destroy weeds and pests.

### Example 1: What kind of attack?

Identify the type of pest attack: (a) caterpillars leave holes and ragged edges on cabbage leaves; (b) tiny aphids cluster on the tender shoots of a mustard plant, which curl and wilt; (c) a worm tunnels into brinjals, leaving a small hole in each fruit.

1. (a) The leaves are being eaten: pests that **cut the root, stem and leaf**.
2. (b) Aphids draw out the plant's juices: pests that **suck the cell sap**.
3. (c) The larva enters the fruit: pests that **bore into the stem and fruits**.

## Storage of grains

After harvest, grain is stored for use through the year and for sale. In storage, losses are caused by:

- **Biotic factors** — living organisms such as **insects, rodents, fungi, mites and bacteria**.
- **Abiotic factors** — **inappropriate moisture** (in the grain) and **temperature** in the place of storage.

These factors cause degradation in quality, **loss in weight**, poor germinability (seeds that will not sprout), discolouration of the produce, and therefore poor marketability.

The solution is preventive and control measures:

1. **Strict cleaning** of the produce before storage.
2. **Proper drying** of the produce, first in **sunlight** and then in the **shade**, to remove excess moisture.
3. Cleaning and preparing the storage place, and **fumigation** — using chemicals that kill pests.

Large-scale storage of grain is done in silos and granaries with strict measures to protect the grain from pests and microorganisms.

### Example 2: Counting the cost of poor storage

A farmer stores 50 quintals of wheat in a damp, unclean room and loses 10% to insects, rats and mould. The next year he cleans the produce, dries it properly and fumigates the store, and loses only 2%. How much wheat did he save, and what is it worth at ₹2,200 per quintal?

1. Loss in the first year $= \dfrac{10}{100} \times 50 = 5$ quintals.
2. Loss in the second year $= \dfrac{2}{100} \times 50 = 1$ quintal.
3. Wheat saved $= 5 - 1 = 4$ quintals.
4. Value $= 4 \times 2200 = 8800$ rupees, that is, ₹8,800 — apart from better quality grain that sells more easily.

### Example 3: Why dry grain twice?

Why is harvested grain dried first in the sun and then in the shade before storage?

1. Moist grain encourages fungi and insects and may heat up in storage — moisture is an abiotic factor in storage losses.
2. Drying in sunlight removes most of the water quickly.
3. Drying in the shade then lets the grain cool and lose the remaining moisture gently, so that it is neither damp nor overheated when stored.

## Common mistakes

- Thinking weeds are harmless because they do not eat crops. They compete for nutrients, space and light.
- Treating pesticides as completely safe. Excessive use poisons other living things and pollutes the environment.
- Listing moisture as a biotic factor. Moisture and temperature are abiotic; insects, rodents, fungi, mites and bacteria are biotic.
- Forgetting preventive methods — resistant varieties, timely sowing and summer ploughing — which reduce the need for chemicals.

## Summary

Weeds such as *Xanthium*, *Parthenium* and *Cyperus rotundus* compete with crops for nutrients, space and light; insect pests cut roots, stems and leaves, suck cell sap or bore into stems and fruits; and diseases are caused by bacteria, fungi and viruses spread through soil, water and air. They are controlled by careful use of pesticides, mechanical removal, resistant varieties, proper seed-bed preparation, timely sowing and summer ploughing. Stored grain is damaged by biotic factors (insects, rodents, fungi, mites, bacteria) and abiotic factors (moisture, temperature), so grain is cleaned, dried in sun and shade, and stored in clean places with fumigation.`,
    check: [
      {
        question: "How do weeds reduce crop yield?",
        answer: "They compete with the crop for nutrients, space and light.",
      },
      {
        question:
          "What are the three ways in which insect pests attack plants?",
        answer:
          "They cut the root, stem and leaf; suck the cell sap; and bore into the stem and fruits.",
      },
      {
        question:
          "Name two biotic and two abiotic factors that cause losses of stored grain.",
        answer:
          "Biotic: any two of insects, rodents, fungi, mites, bacteria. Abiotic: moisture and temperature.",
      },
      {
        question: "What is summer ploughing and why is it done?",
        answer:
          "Deep ploughing of fields in summer; it exposes and destroys weeds and pests.",
      },
    ],
  },
  {
    chapter: 12,
    lesson: 4,
    title: "Animal Husbandry",
    body: String.raw`By the end of this lesson you will be able to explain how cattle, poultry, fish and bees are raised for food, name important breeds and why they are chosen, and explain why several kinds of fish are grown together in composite fish culture.

## What is animal husbandry?

Animal-based farming — raising cattle, goats, sheep, poultry and fish — is called **animal husbandry**. It includes proper feeding, breeding and disease control. As our population grows and living standards rise, the demand for milk, eggs, meat and fish keeps increasing, so these animals must be raised well and humanely.

## Cattle farming

India has two main species of cattle: the **cow** (*Bos indicus*) and the **buffalo** (*Bos bubalis*). Cattle are raised for two purposes:

- **milch animals** — milk-producing females;
- **draught animals** — used for farm labour such as tilling, irrigation and carting.

Milk production depends on the **lactation period** — the period of milk production after the birth of a calf. Milk production can be increased by raising the lactation period. **Exotic (foreign) breeds** such as **Jersey** and **Brown Swiss** are selected for their **long lactation periods**, while **local breeds** such as **Red Sindhi** and **Sahiwal** show excellent **resistance to diseases**. The two are crossed to get animals with both qualities.

Proper care is essential. Cattle need regular cleaning and brushing, and a **well-ventilated, roofed shelter** that protects them from rain, heat and cold, with a sloping floor that stays dry. Their food has two parts: **roughage**, which is largely fibre, and **concentrates**, which are low in fibre and contain relatively high levels of proteins and other nutrients. Feed additives containing micronutrients promote health and milk output. Cattle suffer from **external parasites** that live on the skin, **internal parasites** such as worms in the stomach and intestines or flukes that damage the liver, and infectious diseases caused by bacteria and viruses; **vaccinations** are given against many of these.

### Example 1: Why cross-breed?

Suppose a Sahiwal cow gives 8 L of milk a day over a lactation period of 250 days, and a cross-bred cow gives 10 L a day over 300 days. How much milk does each give in one lactation?

1. Sahiwal: $8 \times 250 = 2000$ L.
2. Cross-bred: $10 \times 300 = 3000$ L.
3. The cross-bred cow gives $3000 - 2000 = 1000$ L more, largely because of the longer lactation period from its exotic parent, while the local parent passes on disease resistance.

## Poultry farming

Poultry farming is raising domestic fowl for **eggs** and **chicken meat**. Egg-laying birds are called **layers**; birds raised for meat are **broilers**. Improved breeds are developed by **cross-breeding Indian** breeds such as **Aseel** with **foreign** breeds such as **Leghorn**, aiming for:

- more chicks of better quality;
- dwarf broiler parents for commercial chick production;
- tolerance of high summer temperatures;
- low maintenance requirements;
- smaller egg-laying birds that can live on more fibrous, cheaper diets made from agricultural by-products.

Broilers are fed a diet rich in **protein** with adequate fat, and vitamins A and K are kept high. Good temperature, hygiene in housing and poultry feed, and prevention of disease are essential.

## Fish production

Fish are a cheap source of animal protein. They are obtained by **capture fishing** (from natural resources) and by **culture fishery** (fish farming). Popular marine fish include pomfret, mackerel, tuna, sardines and Bombay duck; mullets, bhetki, pearl spots, prawns, mussels, oysters and seaweed are also cultured in sea water (**mariculture**).

In inland water bodies, the most common method is **composite fish culture**: **five or six species are grown together in a single pond**. The species are chosen so that they **do not compete for food**, because each feeds in a different zone of the pond:

| Fish | Where or what it feeds |
|---|---|
| Catla | surface feeder |
| Rohu | middle zone |
| Mrigal, common carp | bottom feeders |
| Grass carp | feeds on weeds |

Together they use all the food in the pond, which increases the total fish yield. One problem is the lack of good-quality fish seed, since many of these fish breed only in the monsoon; this is being solved by breeding them in ponds using hormonal stimulation.

### Example 2: Planning a pond

A farmer stocks a pond with catla, rohu, mrigal and grass carp. Explain why this mix gives more fish than stocking only catla.

1. Catla feeds at the surface, rohu in the middle, mrigal at the bottom and grass carp on weeds.
2. Since each uses food from a different zone, they do not compete with each other.
3. With only catla, the food in the middle and bottom zones and the weeds would go unused.
4. So the mixed pond uses all its food and gives a larger total yield.

## Bee-keeping

Bee-keeping (apiculture) gives **honey** and **bee wax**, and needs little investment, so farmers use it as an extra source of income. Local varieties include *Apis cerana indica* (the Indian bee), *Apis dorsata* (the rock bee) and *Apis florae* (the little bee). The Italian bee, *Apis mellifera*, is popular for commercial honey because it has a **high honey-collection capacity**, stings somewhat less, stays in a given beehive for long periods and breeds very well. The value of honey depends on **pasturage** — the flowers available to the bees for nectar and pollen — which decides both the quantity and the taste of the honey.

## Common mistakes

- Thinking draught animals give milk. Milch animals give milk; draught animals do farm labour.
- Mixing up the breeds: Jersey and Brown Swiss are exotic (long lactation); Red Sindhi and Sahiwal are local (disease resistance).
- Confusing layers (for eggs) with broilers (for meat).
- Saying the fish in composite culture compete for food. They are chosen so that they do not.

## Summary

Cattle are raised as milch animals for milk and draught animals for farm work; exotic breeds such as Jersey and Brown Swiss are chosen for long lactation and local breeds such as Red Sindhi and Sahiwal for disease resistance, and they are crossed to get both. Cattle need clean, ventilated shelter, roughage and concentrates, and protection from parasites and disease. Poultry is raised for eggs (layers) and meat (broilers), with cross-breeds of Aseel and Leghorn. In composite fish culture, catla, rohu, mrigal, common carp and grass carp share a pond because they feed in different zones. Bee-keeping gives honey and wax, often using the Italian bee *Apis mellifera*.`,
    check: [
      {
        question: "What is the difference between milch and draught animals?",
        answer:
          "Milch animals are milk-producing females; draught animals are used for farm labour such as tilling, irrigation and carting.",
      },
      {
        question: "Why are exotic breeds crossed with local breeds of cattle?",
        answer:
          "To combine the long lactation period of exotic breeds (Jersey, Brown Swiss) with the disease resistance of local breeds (Red Sindhi, Sahiwal).",
      },
      {
        question:
          "In composite fish culture, why do catla, rohu and mrigal not compete for food?",
        answer:
          "Catla feeds at the surface, rohu in the middle zone and mrigal at the bottom, so each uses a different food zone.",
      },
      {
        question:
          "Why is the Italian bee Apis mellifera used for commercial honey production?",
        answer:
          "It has a high honey-collection capacity, stings somewhat less, stays in a beehive for long periods and breeds very well.",
      },
    ],
  },
];
