/**
 * Brings a chapter's shipped written bank (`seedData/questionBanks/`, with
 * the catalogue) into a deployment seeded before the banks were loaded.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CATALOGUE } from "../../seedData/catalogue";
import type { SeedSubject } from "../../seedData/catalogue/types";
import { chapterTestShape } from "../../seedData/loadCatalogue";
import { generatorsForChapter } from "../generators";

/** The most questions read of one chapter, and slots of one test (the banks hold about 30). */
const CHAPTER_READ = 500;

/**
 * Makes a chapter hold its shipped bank: each bank question missing from
 * the chapter (by text) is written, each one missing from the chapter's test
 * is added to its pool, and the chapter's question count and its test's
 * questions per paper and time follow. Only a chapter with the same class,
 * subject, place and title as in the catalogue gets them. Writes nothing
 * when all is in place, so running it again changes nothing.
 */
export async function syncChapterBank(
  ctx: MutationCtx,
  chapter: Doc<"chapters">,
  catalogue: Record<number, SeedSubject[]> = CATALOGUE,
) {
  const subject = await ctx.db.get("subjects", chapter.subject_id);
  if (!subject) return;
  const shipped = catalogue[subject.grade]?.find((s) => s.slug === subject.slug)
    ?.chapters[chapter.number - 1];
  const bank = shipped?.title === chapter.title ? shipped.bankQuestions : [];
  if (!bank?.length) return;

  const rows = (
    await ctx.db
      .query("questions")
      .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapter._id))
      .take(CHAPTER_READ)
  ).filter((q) => q.pool !== "demo");
  const byText = new Map(rows.map((q) => [q.text, q._id]));
  for (const q of bank)
    if (!byText.has(q.text)) {
      const id = await ctx.db.insert("questions", {
        grade: subject.grade,
        subject_id: subject._id,
        chapter_id: chapter._id,
        text: q.text,
        options: q.options,
        correct_index: q.correct,
        explanation: q.explanation,
        difficulty: q.difficulty,
      });
      byText.set(q.text, id);
      rows.push((await ctx.db.get("questions", id))!);
    }
  if (chapter.question_count !== rows.length)
    await ctx.db.patch("chapters", chapter._id, {
      question_count: rows.length,
    });

  const test = (
    await ctx.db
      .query("tests")
      .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapter._id))
      .take(10)
  ).find((t) => t.kind === "chapter");
  if (!test) return;
  const slots = await ctx.db
    .query("test_questions")
    .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
    .take(CHAPTER_READ);
  const inPool = new Set(slots.map((s) => s.question_id));
  let position = slots.reduce((n, s) => Math.max(n, s.position + 1), 0);
  for (const q of bank) {
    const id = byText.get(q.text)!;
    if (inPool.has(id)) continue;
    await ctx.db.insert("test_questions", {
      test_id: test._id,
      question_id: id,
      position: position++,
    });
    inPool.add(id);
  }
  const shape = chapterTestShape(
    inPool.size,
    generatorsForChapter(
      subject.grade,
      subject.slug,
      chapter.number,
      chapter.title,
    ).length > 0,
  );
  if (
    test.question_count !== shape.question_count ||
    test.duration_minutes !== shape.duration_minutes
  )
    await ctx.db.patch("tests", test._id, shape);
}
