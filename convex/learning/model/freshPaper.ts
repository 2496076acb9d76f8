/**
 * A chapter test whose chapter has question generators is a new paper each
 * attempt: the bank's written questions the student has not seen answered,
 * and generated questions (new seeds) to make up `paperSize` questions, none
 * repeating a generated question of the previous attempt, in a new order.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  drawGenerated,
  generate,
  generatorsForChapter,
  paperSize,
  type GeneratedItem,
  type Generator,
} from "../generators";
import { answersOf } from "./attempts";
import { shuffled } from "./scoring";

export type PaperSlot =
  | { kind: "written"; question: Doc<"questions">; seenBefore: boolean }
  | { kind: "generated"; item: GeneratedItem; chapterId: Id<"chapters"> };

/** The generators of a chapter test's chapter (none for other tests). */
export async function chapterGenerators(
  ctx: QueryCtx,
  test: Doc<"tests">,
): Promise<Generator[]> {
  if (test.kind !== "chapter" || !test.chapter_id) return [];
  const chapter = await ctx.db.get("chapters", test.chapter_id);
  const subject = chapter && (await ctx.db.get("subjects", chapter.subject_id));
  if (!chapter || !subject) return [];
  return generatorsForChapter(
    subject.grade,
    subject.slug,
    chapter.number,
    chapter.title,
  );
}

/**
 * The paper of a new attempt, or null when the test has no generators (its
 * written questions are the paper). `drawn` are the test's written
 * questions as drawn for this student; a question whose answer they have
 * seen gives way to a generated one.
 */
export async function freshPaper(
  ctx: QueryCtx,
  test: Doc<"tests">,
  drawn: { question: Doc<"questions">; seenBefore: boolean }[],
  previous: Doc<"test_attempts"> | null,
  random = Math.random,
): Promise<PaperSlot[] | null> {
  const generators = await chapterGenerators(ctx, test);
  if (!generators.length || !test.chapter_id) return null;
  const written = drawn.filter((d) => !d.seenBefore);
  const count = paperSize(drawn.length) - written.length;
  const avoid = new Set<string>();
  if (previous)
    for (const a of await answersOf(ctx, previous._id))
      if (a.generated) {
        const item = generate(a.generated.generator, a.generated.seed);
        if (item) avoid.add(item.text);
      }
  const chapterId = test.chapter_id;
  const items = drawGenerated(generators, count, random, avoid);
  return shuffled<PaperSlot>(
    [
      ...written.map((d) => ({ kind: "written" as const, ...d })),
      ...items.map((item) => ({ kind: "generated" as const, item, chapterId })),
    ],
    random,
  );
}
