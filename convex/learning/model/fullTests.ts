/**
 * Full mock tests: each subject of a class has its own, drawn from that
 * subject's written chapter questions only (a Mathematics full mock holds
 * Mathematics alone). Tests of a paid subject are gated like the subject's
 * other tests (model/access.ts `requireOpenSubjects`, when one is started).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CATALOGUE } from "../../seedData/catalogue";
import type { SeedSubject } from "../../seedData/catalogue/types";

/** A subject's full mock tests: 3 papers of 30 questions, +4 / −1 like board and entrance mocks. */
export const FULL_TEST = {
  count: 3,
  questions: 30,
  minutes: 45,
  marksCorrect: 4,
  marksWrong: 1,
} as const;

const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/** The most full tests of one class read at once (a few subjects, 3 each, and the retired mixed ones). */
const CLASS_FULL_TESTS = 100;

/**
 * The papers of a subject's full mock tests from its written bank, listed
 * chapter by chapter: paper n walks the bank from n × 30 on by a step that
 * shares no factor with the bank's size (7, or the next such), so a paper's
 * questions are distinct and come from all through the subject's chapters.
 */
export function fullTestPapers<T>(bank: readonly T[]): T[][] {
  if (bank.length === 0) return [];
  const step = coprimeStep(bank.length, 7);
  return Array.from({ length: FULL_TEST.count }, (_, n) =>
    Array.from(
      { length: Math.min(FULL_TEST.questions, bank.length) },
      (_, i) => bank[(n * FULL_TEST.questions + i * step) % bank.length],
    ),
  );
}

/**
 * Writes a subject's full mock tests from its written bank ("Class 9
 * Mathematics full mock test 1" …), after its class's other subjects' in
 * the Full Tests list (by the subject's order). A subject that has full
 * tests already is left as it is, so writing them again changes nothing.
 */
export async function addFullTests(
  ctx: MutationCtx,
  subject: Pick<Doc<"subjects">, "_id" | "grade" | "name" | "order">,
  bank: Id<"questions">[],
) {
  const existing = await ctx.db
    .query("tests")
    .withIndex("by_subject_id_and_kind", (q) =>
      q.eq("subject_id", subject._id).eq("kind", "full"),
    )
    .first();
  if (existing) return;
  for (const [n, paper] of fullTestPapers(bank).entries()) {
    const testId = await ctx.db.insert("tests", {
      grade: subject.grade,
      kind: "full",
      title: `Class ${subject.grade} ${subject.name} full mock test ${n + 1}`,
      subject_id: subject._id,
      difficulty: DIFFICULTIES[n % DIFFICULTIES.length],
      question_count: paper.length,
      duration_minutes: FULL_TEST.minutes,
      marks_correct: FULL_TEST.marksCorrect,
      marks_wrong: FULL_TEST.marksWrong,
      order: subject.order * FULL_TEST.count + n,
    });
    for (const [position, questionId] of paper.entries())
      await ctx.db.insert("test_questions", {
        test_id: testId,
        question_id: questionId,
        position,
      });
  }
}

/**
 * A stored subject's written bank as the seed lists it: each chapter's
 * shipped questions (not its chapter test's own bank), found by text, in
 * chapter order. A chapter whose class, subject, place or title differ from
 * the catalogue adds none.
 */
export async function shippedBank(
  ctx: MutationCtx,
  subject: Doc<"subjects">,
  catalogue: Record<number, SeedSubject[]> = CATALOGUE,
) {
  const shipped = catalogue[subject.grade]?.find(
    (s) => s.slug === subject.slug,
  );
  if (!shipped) return [];
  const chapters = await ctx.db
    .query("chapters")
    .withIndex("by_subject_id_and_number", (q) =>
      q.eq("subject_id", subject._id),
    )
    .take(100);
  const bank: Id<"questions">[] = [];
  for (const chapter of chapters) {
    const written = shipped.chapters[chapter.number - 1];
    if (written?.title !== chapter.title || written.questions.length === 0)
      continue;
    const rows = await ctx.db
      .query("questions")
      .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapter._id))
      .take(500);
    const byText = new Map(
      rows.filter((q) => q.pool !== "demo").map((q) => [q.text, q._id]),
    );
    for (const q of written.questions) {
      const id = byText.get(q.text);
      if (id) bank.push(id);
    }
  }
  return bank;
}

/**
 * Retires the class's full tests that mix subjects (made before full tests
 * were per subject): no longer listed or started, their attempts, results
 * and ranks kept. Only once the class has per-subject ones, so it is never
 * left without full tests.
 */
export async function retireMixedFullTests(
  ctx: MutationCtx,
  grade: number,
  now: number,
) {
  const listed = await ctx.db
    .query("tests")
    .withIndex("by_grade_and_kind_and_retired_at_and_order", (q) =>
      q.eq("grade", grade).eq("kind", "full").eq("retired_at", undefined),
    )
    .take(CLASS_FULL_TESTS);
  if (!listed.some((t) => t.subject_id !== undefined)) return;
  for (const test of listed)
    if (test.subject_id === undefined)
      await ctx.db.patch("tests", test._id, { retired_at: now });
}

/**
 * The smallest step from `from` up that shares no factor with `size`: stepping
 * through `size` items by it visits every item once before repeating.
 */
function coprimeStep(size: number, from: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = from;
  while (size > 1 && gcd(step, size) !== 1) step++;
  return step;
}
