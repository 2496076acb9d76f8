/**
 * Written questions for the Class 10 Science chapter tests, beside the
 * catalogue's own (`catalogue/class10.ts`). Keyed by the chapter's 1-based
 * position in the subject's `chapters`; each chapter's array holds exactly the
 * questions that take it to 30. Checked by `scripts/check-question-bank.ts`.
 */
import type { SeedQuestion } from "../catalogue/types";

function q(
  difficulty: SeedQuestion["difficulty"],
  text: string,
  options: SeedQuestion["options"],
  correct: SeedQuestion["correct"],
  explanation: string,
): SeedQuestion {
  return { text, options, correct, explanation, difficulty };
}

/** The four standard options of an assertion–reason question, in board order. */
const AR: SeedQuestion["options"] = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];

export const QUESTION_BANK: Record<number, SeedQuestion[]> = {
  // 1. Chemical Reactions and Equations
  1: [
    q("easy", "Which of the following is NOT a chemical change?",
      ["Souring of milk", "Rusting of iron", "Melting of ice", "Digestion of food"], 2,
      "Melting only changes the state of water; no new substance forms. The others produce new substances."),
    q("easy", "A chemical equation is balanced so that it obeys the law of:",
      ["conservation of mass", "constant proportions", "conservation of energy", "multiple proportions"], 0,
      "Atoms are neither created nor destroyed in a reaction, so each element must have the same number of atoms on both sides."),
    q("easy", "When lead nitrate is heated strongly, brown fumes are given off. The brown gas is:",
      ["oxygen", "nitrogen", "lead vapour", "nitrogen dioxide"], 3,
      "2Pb(NO₃)₂ → 2PbO + 4NO₂ + O₂. Nitrogen dioxide (NO₂) is the brown gas; oxygen is colourless."),
    q("easy", "Respiration in our body cells is:",
      ["an endothermic reaction", "an exothermic reaction", "a displacement reaction", "a physical change"], 1,
      "Glucose combines with oxygen to give carbon dioxide and water, releasing energy, so respiration is exothermic."),
    q("easy", "When water is electrolysed, hydrogen and oxygen are collected in the volume ratio:",
      ["1 : 2", "1 : 1", "2 : 1", "8 : 1"], 2,
      "2H₂O → 2H₂ + O₂, so two volumes of hydrogen form for every volume of oxygen. 8 : 1 is the mass ratio of oxygen to hydrogen."),
    q("easy", "Na₂SO₄ + BaCl₂ → BaSO₄ + 2NaCl gives a white precipitate. This is:",
      ["a decomposition reaction", "a combination reaction", "a displacement reaction", "a double displacement reaction"], 3,
      "The two compounds exchange ions; the insoluble barium sulphate separates as a precipitate."),
    q("easy", "Rancidity of food containing fats and oils is caused by:",
      ["oxidation of the fats and oils", "reduction of the fats and oils", "addition of water", "loss of carbon dioxide"], 0,
      "Fats and oils slowly react with oxygen in air, and the oxidised products have a bad smell and taste."),
    q("medium", "Fe₂O₃ + 2Al → Al₂O₃ + 2Fe, used to join railway tracks, is an example of:",
      ["a combination reaction", "a displacement reaction", "a double displacement reaction", "a decomposition reaction"], 1,
      "The more reactive aluminium displaces iron from its oxide (the thermit reaction); it is also a redox reaction."),
    q("medium", "Which coefficients balance __NaOH + H₂SO₄ → Na₂SO₄ + __H₂O?",
      ["1 and 2", "2 and 1", "2 and 2", "1 and 1"], 2,
      "Two Na on the right need 2NaOH; then 2 + 2 = 4 H on the left need 2H₂O. Check O: 2 + 4 = 6 = 4 + 2."),
    q("medium", "An iron nail is dipped in blue copper sulphate solution. After some time the solution turns pale green because:",
      ["copper is deposited and iron is unchanged", "iron sulphate is formed as iron displaces copper", "copper oxide is formed", "the solution absorbs oxygen from air"], 1,
      "Fe + CuSO₄ → FeSO₄ + Cu. Iron is more reactive than copper, and iron(II) sulphate solution is pale green; a brown copper coat forms on the nail."),
    q("medium", "In ZnO + C → Zn + CO, which substance is reduced?",
      ["C", "Zn", "CO", "ZnO"], 3,
      "ZnO loses oxygen to become Zn, so it is reduced; carbon gains oxygen to become CO, so it is oxidised."),
    q("medium", "Which decomposition reaction, brought about by light, is used in black-and-white photography?",
      ["2AgBr → 2Ag + Br₂", "CaCO₃ → CaO + CO₂", "2H₂O → 2H₂ + O₂", "2FeSO₄ → Fe₂O₃ + SO₂ + SO₃"], 0,
      "Silver bromide breaks down in light into silver and bromine. The others need heat or electricity."),
    q("medium", "Green ferrous sulphate crystals are heated in a dry boiling tube. What is observed?",
      ["They turn blue and give off hydrogen", "They melt into a colourless liquid with no gas", "They turn white and give off oxygen", "They lose water, turn brown-red and give off gases that smell of burning sulphur"], 3,
      "The crystals first lose water of crystallisation, then 2FeSO₄ → Fe₂O₃ (reddish-brown) + SO₂ + SO₃; sulphur dioxide has the smell of burning sulphur."),
    q("medium", "Why are bags of potato chips flushed with nitrogen gas?",
      ["To add flavour", "To keep the chips from becoming rancid by preventing oxidation", "To make the chips crisp by cooling them", "To kill insects with a poisonous gas"], 1,
      "Nitrogen is unreactive; replacing the air with it keeps oxygen away from the oils in the chips, so they do not oxidise."),
    q("medium", "What does calcium carbonate (limestone) give on strong heating?",
      ["Calcium hydroxide and carbon dioxide", "Calcium and carbon dioxide", "Calcium oxide and carbon dioxide", "Calcium oxide and carbon monoxide"], 2,
      "CaCO₃ → CaO + CO₂, a thermal decomposition. Quicklime (CaO) is used in making cement."),
    q("medium", "Rust, which forms on iron exposed to moist air, is mainly:",
      ["hydrated iron(III) oxide, Fe₂O₃·xH₂O", "iron(II) sulphate", "anhydrous iron(II) oxide, FeO", "iron carbonate"], 0,
      "Iron reacts with oxygen and water to form a reddish-brown flaky hydrated iron(III) oxide. Both air and moisture are needed."),
    q("medium", "Assertion (A): Burning natural gas is an exothermic reaction.\nReason (R): Heat is released when methane burns in oxygen to form carbon dioxide and water.",
      AR, 0,
      "CH₄ + 2O₂ → CO₂ + 2H₂O + heat. A reaction that releases heat is exothermic, so R explains A."),
    q("medium", "Assertion (A): In 2Mg + O₂ → 2MgO, magnesium is reduced.\nReason (R): The addition of oxygen to a substance is called oxidation.",
      AR, 3,
      "Magnesium gains oxygen, so by R it is oxidised, not reduced: A is false and R is true."),
    q("medium", "Which of the following is NOT a redox reaction?",
      ["CuO + H₂ → Cu + H₂O", "ZnO + C → Zn + CO", "MnO₂ + 4HCl → MnCl₂ + 2H₂O + Cl₂", "NaOH + HCl → NaCl + H₂O"], 3,
      "Neutralisation only exchanges ions; no substance gains or loses oxygen or hydrogen. Each of the others has one substance oxidised and another reduced."),
    q("hard", "In MnO₂ + 4HCl → MnCl₂ + 2H₂O + Cl₂, which substance is the oxidising agent?",
      ["HCl", "MnCl₂", "MnO₂", "Cl₂"], 2,
      "MnO₂ loses oxygen (it is reduced) and in doing so oxidises HCl to Cl₂ (HCl loses hydrogen). The substance that is reduced is the oxidising agent."),
    q("hard", "Which equation correctly represents the action of heat on lead nitrate?",
      ["2Pb(NO₃)₂ → 2PbO + 4NO₂ + O₂", "Pb(NO₃)₂ → PbO + 2NO₂ + O₂", "2Pb(NO₃)₂ → 2PbO + 2NO₂ + O₂", "2Pb(NO₃)₂ → 2PbO + 4NO₂ + 2O₂"], 0,
      "Left: 2 Pb, 4 N, 12 O. Right: 2 Pb, 4 N and 2 + 8 + 2 = 12 O. The others have unequal numbers of N or O atoms."),
    q("hard", "Case study: A clean copper wire is placed in colourless silver nitrate solution. The solution slowly turns blue and a shiny grey deposit forms on the wire. Which statement explains this?",
      ["Silver displaces copper because silver is more reactive", "Copper displaces silver because copper is more reactive, forming blue copper nitrate", "It is a double displacement reaction that gives a precipitate of copper", "It is a decomposition of silver nitrate caused by light"], 1,
      "Cu + 2AgNO₃ → Cu(NO₃)₂ + 2Ag. Copper is above silver in reactivity, so it displaces silver; copper(II) nitrate solution is blue."),
    q("hard", "In 2H₂S + SO₂ → 3S + 2H₂O, which substance is oxidised?",
      ["SO₂", "S", "H₂O", "H₂S"], 3,
      "H₂S loses hydrogen to become sulphur, so it is oxidised. SO₂ loses oxygen, so it is reduced."),
    q("hard", "Copper powder heated in a china dish gets a black coating; when hydrogen gas is passed over the hot black substance, it turns brown again. The two changes are:",
      ["reduction of copper, then oxidation of copper oxide", "decomposition, then combination", "oxidation of copper, then reduction of copper oxide", "displacement, then double displacement"], 2,
      "2Cu + O₂ → 2CuO (copper gains oxygen: oxidation); CuO + H₂ → Cu + H₂O (copper oxide loses oxygen: reduction)."),
  ],
};
