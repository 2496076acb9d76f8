/**
 * A chapter test is a new paper each attempt (the rules: ../paperRules.ts):
 * written questions drawn from its pool, and, where its chapter has
 * question generators, generated ones (new seeds, none repeating the
 * previous paper's), in a new order. A generated question is kept as its
 * generator and seed, so showing, scoring and review make it again exactly.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  drawGenerated,
  generate,
  generatorsForChapter,
  type GeneratedItem,
  type Generator,
} from "../generators";
import {
  PAPER_SIZE,
  chapterPaperSize,
  pickWritten,
  writtenShare,
} from "../paperRules";
import { DEMO_QUESTIONS } from "../../seedData/catalogue/demo";
import { answersOf, seenAnswer } from "./attempts";
import { shuffled } from "./scoring";

export type PaperSlot =
  | { kind: "written"; question: Doc<"questions">; seenBefore: boolean }
  | { kind: "generated"; item: GeneratedItem; chapterId: Id<"chapters"> };

/**
 * The generators of a chapter test's chapter (none for other tests), and the
 * texts its generated questions must never have: its subject's demo
 * questions, whose answers the demo shows to anyone.
 */
async function chapterGenerators(
  ctx: QueryCtx,
  test: Doc<"tests">,
): Promise<{ generators: Generator[]; demoTexts: string[] }> {
  const none = { generators: [], demoTexts: [] };
  if (test.kind !== "chapter" || !test.chapter_id) return none;
  const chapter = await ctx.db.get("chapters", test.chapter_id);
  const subject = chapter && (await ctx.db.get("subjects", chapter.subject_id));
  if (!chapter || !subject) return none;
  return {
    generators: generatorsForChapter(
      subject.grade,
      subject.slug,
      chapter.number,
      chapter.title,
    ),
    demoTexts: (DEMO_QUESTIONS[subject.grade]?.[subject.slug] ?? []).map(
      (q) => q.text,
    ),
  };
}

/**
 * The paper of a new attempt of a chapter test whose written questions are
 * `pool`. On a chapter with generators, a written question the student has
 * seen answered, or that was on the previous paper, gives way to a generated
 * one; on a chapter without, the previous paper's questions come last and a
 * seen one that stays is marked `seenBefore`. Reads one indexed look-up per
 * pool question, and the previous attempt's answers.
 */
export async function chapterPaper(
  ctx: QueryCtx,
  userId: Id<"users">,
  test: Doc<"tests">,
  pool: Doc<"questions">[],
  previous: Doc<"test_attempts"> | null,
  random = Math.random,
): Promise<PaperSlot[]> {
  const { generators, demoTexts } = await chapterGenerators(ctx, test);
  const previousAnswers = previous ? await answersOf(ctx, previous._id) : [];
  const onPrevious = new Set(previousAnswers.map((a) => a.question_id));
  const seen = await Promise.all(
    pool.map(async (q) => (await seenAnswer(ctx, userId, q._id)) !== null),
  );
  const candidates = pool.map((question, i) => ({
    item: question,
    seen: seen[i],
    onPrevious: onPrevious.has(question._id),
  }));
  const written = (picked: typeof candidates): PaperSlot[] =>
    picked.map((c) => ({
      kind: "written",
      question: c.item,
      seenBefore: c.seen,
    }));

  if (!generators.length || !test.chapter_id) {
    const size = chapterPaperSize(pool.length, false);
    let paper = shuffled(
      written(pickWritten(candidates, size, random)),
      random,
    );
    // The same questions as last time never come in the same order.
    const previousOrder = previousAnswers.map((a) => a.question_id);
    if (
      paper.length > 1 &&
      paper.every(
        (s, i) => s.kind === "written" && s.question._id === previousOrder[i],
      )
    )
      paper = [...paper.slice(1), paper[0]];
    return paper;
  }

  // A generator can make the very text of a written question: texts, not
  // ids, are what must not repeat — on the paper, and from the last one.
  const avoid = new Set<string>();
  for (const a of previousAnswers)
    if (a.generated) {
      const item = generate(a.generated.generator, a.generated.seed);
      if (item) avoid.add(item.text);
    }
  for (const c of candidates) if (c.onPrevious) avoid.add(c.item.text);
  const fresh = pickWritten(
    candidates.filter((c) => !avoid.has(c.item.text)),
    writtenShare(true),
    random,
    true,
  );
  // A generated question is never one of the chapter's written ones, on this
  // paper or not (one the student has seen answered would come with its
  // key), nor a demo question.
  const notGenerated = new Set([...avoid, ...demoTexts]);
  for (const c of candidates) notGenerated.add(c.item.text);
  const items = drawGenerated(
    generators,
    PAPER_SIZE - fresh.length,
    random,
    notGenerated,
  );
  // Should the generators run short, written questions fill the paper.
  const taken = new Set(fresh.map((c) => c.item._id));
  const generatedTexts = new Set(items.map((i) => i.text));
  const topUp = pickWritten(
    candidates.filter(
      (c) => !taken.has(c.item._id) && !generatedTexts.has(c.item.text),
    ),
    PAPER_SIZE - fresh.length - items.length,
    random,
  );
  const chapterId = test.chapter_id;
  return shuffled<PaperSlot>(
    [
      ...written([...fresh, ...topUp]),
      ...items.map((item) => ({ kind: "generated" as const, item, chapterId })),
    ],
    random,
  );
}

/**
 * Writes a new attempt's paper as its answer rows, each question's options
 * in a new order (kept as `option_order`); a generated question as its
 * generator and seed, never its text or answer.
 */
export async function insertPaper(
  ctx: MutationCtx,
  attemptId: Id<"test_attempts">,
  paper: PaperSlot[],
  random = Math.random,
) {
  for (const [position, slot] of paper.entries())
    await ctx.db.insert("attempt_answers", {
      attempt_id: attemptId,
      ...(slot.kind === "written"
        ? {
            question_id: slot.question._id,
            chapter_id: slot.question.chapter_id,
            option_order: shuffled(
              slot.question.options.map((_, i) => i),
              random,
            ),
            ...(slot.seenBefore ? { seen_before: true } : {}),
          }
        : {
            generated: {
              generator: slot.item.generator,
              seed: slot.item.seed,
            },
            chapter_id: slot.chapterId,
            option_order: shuffled(
              slot.item.options.map((_, i) => i),
              random,
            ),
          }),
      position,
      marked_for_review: false,
      time_spent_ms: 0,
    });
}
