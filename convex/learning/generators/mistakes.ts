/** The typical mistakes a generated question's wrong options stand for: a small closed set. */
import { v } from "convex/values";

export const MISTAKE_TYPES = [
  "sign_error",
  "unit_slip",
  "formula_confusion",
  "arithmetic_slip",
  "misread_question",
  "concept_confusion",
  "step_skipped",
  "inverted_ratio",
] as const;

export type MistakeType = (typeof MISTAKE_TYPES)[number];

export const mistakeType = v.union(
  ...(MISTAKE_TYPES.map((m) => v.literal(m)) as [
    ReturnType<typeof v.literal<MistakeType>>,
    ReturnType<typeof v.literal<MistakeType>>,
    ...ReturnType<typeof v.literal<MistakeType>>[],
  ]),
);

/** How review names each mistake ("Looks like a sign error: …"). */
export const MISTAKE_LABELS: Record<MistakeType, string> = {
  sign_error: "a sign error",
  unit_slip: "a units mix-up",
  formula_confusion: "the wrong formula",
  arithmetic_slip: "a slip in the arithmetic",
  misread_question: "the question was misread",
  concept_confusion: "two ideas mixed up",
  step_skipped: "a step left out",
  inverted_ratio: "a ratio turned upside down",
};
