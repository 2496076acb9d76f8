/**
 * The questions of an attempt as shown and scored: a written question is
 * read from the bank, a generated one is made again from its (generator,
 * seed), which gives exactly the question the student saw.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { generate } from "../generators";
import type { MistakeType } from "../generators/mistakes";

export type PaperItem = {
  /** "q:<question id>" for a written question, "g:<text>" for a generated one: equal keys are the same question. */
  key: string;
  text: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  subjectId: Id<"subjects">;
  /** Written questions only: the bank's row. */
  questionId: Id<"questions"> | null;
  /** Generated questions only: per option, the mistake it stands for (null for the right one). */
  mistakes: (MistakeType | null)[] | null;
  mistakeNotes: (string | null)[] | null;
};

/** The question behind each answer row, in order (null where it no longer exists). */
export async function itemsOf(
  ctx: QueryCtx,
  answers: Doc<"attempt_answers">[],
): Promise<(PaperItem | null)[]> {
  const chapters = new Map<Id<"chapters">, Promise<Doc<"chapters"> | null>>();
  const chapterOf = (id: Id<"chapters">) => {
    if (!chapters.has(id)) chapters.set(id, ctx.db.get("chapters", id));
    return chapters.get(id)!;
  };
  return Promise.all(
    answers.map(async (a): Promise<PaperItem | null> => {
      if (a.question_id) {
        const q = await ctx.db.get("questions", a.question_id);
        if (!q) return null;
        return {
          key: `q:${q._id}`,
          text: q.text,
          options: q.options,
          correctIndex: q.correct_index,
          explanation: q.explanation,
          subjectId: q.subject_id,
          questionId: q._id,
          mistakes: null,
          mistakeNotes: null,
        };
      }
      if (!a.generated) return null;
      const item = generate(a.generated.generator, a.generated.seed);
      const chapter = await chapterOf(a.chapter_id);
      if (!item || !chapter) return null;
      return {
        key: `g:${item.text}`,
        text: item.text,
        options: item.options,
        correctIndex: item.correctIndex,
        explanation: item.explanation,
        subjectId: chapter.subject_id,
        questionId: null,
        mistakes: item.mistakes,
        mistakeNotes: item.mistakeNotes,
      };
    }),
  );
}
