/**
 * Written question bank for Class 9 Science (NCERT, rationalised 2023–24):
 * the questions each chapter needs beyond the catalogue's own to reach 30,
 * keyed by the chapter's 1-based position in the subject's `chapters`.
 * Checked by `npx tsx scripts/check-question-bank.ts`.
 */
import type { SeedQuestion } from "../catalogue/types";

type Difficulty = SeedQuestion["difficulty"];

function q(
  difficulty: Difficulty,
  text: string,
  options: [string, string, string, string],
  correct: 0 | 1 | 2 | 3,
  explanation: string,
): SeedQuestion {
  return { text, options, correct, explanation, difficulty };
}

/** The four standard options of an assertion–reason question. */
const AR: [string, string, string, string] = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];

export const QUESTION_BANK: Record<number, SeedQuestion[]> = {
  // 1. Matter in Our Surroundings
  1: [
    q("easy", "Which of the following is NOT matter?", ["Air", "Almonds", "A thought", "The smell of perfume"], 2,
      "Matter has mass and occupies space; a thought does not, while the smell of perfume is carried by gas particles that do."),
    q("easy", "The particles of matter are:", ["large, and packed tightly with no gaps", "very small, with spaces between them", "visible to the naked eye", "at rest at all temperatures"], 1,
      "Dissolving salt in water without the level rising much shows the particles are tiny and have spaces between them; they are always moving."),
    q("easy", "The SI unit of temperature is the:", ["degree Celsius", "kelvin", "degree Fahrenheit", "joule"], 1,
      "The SI unit is the kelvin (K); 0 °C = 273.15 K. The joule is the unit of energy."),
    q("easy", "Which state of matter has a definite volume but no definite shape?", ["Solid", "Gas", "Liquid", "All three states"], 2,
      "A liquid takes the shape of its container but keeps its volume; a gas has neither a fixed shape nor a fixed volume."),
    q("easy", "The change of a liquid into vapour at any temperature below its boiling point is called:", ["boiling", "condensation", "sublimation", "evaporation"], 3,
      "Evaporation is a surface process that happens below the boiling point; boiling happens throughout the liquid at the boiling point."),
    q("easy", "What is the melting point of ice on the kelvin scale?", ["0 K", "373 K", "273.15 K", "−273.15 K"], 2,
      "Ice melts at 0 °C, and K = °C + 273.15, so 273.15 K; 373 K is the boiling point of water."),
    q("easy", "In which state is diffusion fastest?", ["Gases", "Liquids", "Solids", "It is the same in all states"], 0,
      "Gas particles move fastest and have the largest spaces between them, so gases diffuse fastest."),
    q("medium", "Convert 573 K to the Celsius scale.", ["300 °C", "846 °C", "273 °C", "−300 °C"], 0,
      "°C = K − 273, so 573 − 273 = 300 °C (adding 273 would give 846)."),
    q("medium", "Water boils at 100 °C. What is this temperature on the kelvin scale?", ["100 K", "273 K", "373 K", "−173 K"], 2,
      "K = °C + 273, so 100 + 273 = 373 K."),
    q("medium", "Gases can be compressed easily because:", ["their particles are very small", "there are large spaces between their particles", "their particles attract one another strongly", "they have a fixed shape"], 1,
      "Gas particles are far apart with weak attraction, so pushing them closer takes little effort."),
    q("medium", "A desert cooler cools better on a hot, dry day because:", ["humidity is high, so water evaporates more slowly", "the fan blows hotter air", "the water in it boils", "the air is dry, so water evaporates faster and takes more heat from the air"], 3,
      "Low humidity speeds up evaporation, and evaporating water absorbs latent heat from the air passing through the cooler."),
    q("medium", "A sponge is a solid, yet it can be compressed easily. Why?", ["It is made of liquid particles", "Its particles do not attract one another", "It is not really a solid", "It has small pores filled with air, which are squeezed out"], 3,
      "Pressing a sponge pushes out the air in its pores; the solid material itself hardly compresses."),
    q("medium", "Which change increases the rate of evaporation?", ["A decrease in surface area", "An increase in humidity", "An increase in wind speed", "A decrease in temperature"], 2,
      "Wind carries water vapour away from the surface, so more particles can escape; the other changes slow evaporation down."),
    q("medium", "Water kept in an earthen pot (matka) becomes cool in summer because:", ["clay is a good conductor of cold", "water seeping through its pores evaporates and takes heat from the remaining water", "clay reacts with water and absorbs heat", "the pot reflects sunlight"], 1,
      "Evaporation from the pot's porous surface absorbs latent heat from the water inside, cooling it."),
    q("medium", "Assertion (A): We can smell perfume sprayed a few metres away.\nReason (R): Gas particles of the perfume diffuse and mix with the particles of air.", AR, 0,
      "The perfume's vapour spreads through the air by diffusion and reaches our nose, which is exactly why we smell it."),
    q("medium", "Assertion (A): The temperature of water stays at 100 °C while it boils, even though heat is supplied.\nReason (R): During boiling, all the heat supplied raises the temperature of the water.", AR, 2,
      "A is true; R is false, because during boiling the heat is used as latent heat to overcome the attraction between particles, not to raise the temperature."),
    q("medium", "Case study: Riya puts equal volumes of water in a test tube, a china dish and a wide plate in the same room. From which does the water evaporate fastest?", ["The wide plate", "The china dish", "The test tube", "All at the same rate"], 0,
      "Evaporation is a surface process, and the wide plate exposes the largest surface area."),
    q("medium", "Case study: Riya then places one china dish of water under a fan and an identical one away from it. How does evaporation from the dish under the fan compare?", ["It is slower, because the fan cools the water", "It is faster, because moving air carries away the water vapour", "It is the same", "It stops"], 1,
      "Wind speed increases evaporation: the moving air removes vapour from above the surface, so more particles can escape."),
    q("medium", "What is 0 K on the Celsius scale?", ["0 °C", "273.15 °C", "−100 °C", "−273.15 °C"], 3,
      "°C = K − 273.15, so 0 K = −273.15 °C, the lowest possible temperature."),
    q("hard", "The latent heat of fusion of a substance is:", ["the heat needed to change 1 kg of the solid into liquid at its melting point, without any change in temperature", "the heat needed to raise the temperature of 1 kg of the solid by 1 °C", "the heat needed to change 1 kg of the liquid into vapour at its boiling point", "the heat given out when 1 kg of the liquid cools by 1 °C"], 0,
      "Fusion means melting; the heat is hidden (latent) because it changes the state, not the temperature. Changing liquid to vapour involves the latent heat of vaporisation."),
    q("hard", "Arrange water, sugar and oxygen in increasing order of the forces of attraction between their particles.", ["Oxygen < water < sugar", "Sugar < water < oxygen", "Water < oxygen < sugar", "Oxygen < sugar < water"], 0,
      "Attraction is weakest in a gas (oxygen), stronger in a liquid (water) and strongest in a solid (sugar)."),
    q("hard", "Ice at 273 K cools a drink more effectively than water at 273 K because:", ["ice is colder than water at 273 K", "water at 273 K gives out heat", "ice has larger particles", "ice absorbs extra energy, the latent heat of fusion, as it melts"], 3,
      "Both are at the same temperature, but ice must also take in latent heat from the drink to melt, so it removes more heat."),
    q("hard", "While a substance is heated steadily, its temperature stays at 80 °C for a while and then rises again. What does this show?", ["The heat supply had stopped", "The substance is a mixture", "The thermometer is faulty", "A change of state is taking place at 80 °C, and the heat is used as latent heat"], 3,
      "During a change of state the heat supplied goes into overcoming the attraction between particles, so the temperature stays constant until the change is complete."),
    q("hard", "Why does a gas fill its whole container and exert pressure on the walls?", ["Its particles are fixed in place", "Its particles move rapidly in all directions and collide with the walls", "Its particles expand on heating", "Gravity pulls its particles towards the walls"], 1,
      "Gas particles move randomly at high speed with weak attraction, so they spread through the whole space, and their collisions with the walls produce pressure."),
  ],
};
