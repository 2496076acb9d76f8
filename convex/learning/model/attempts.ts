/**
 * Closing a test attempt: scored on the server, with the progress it earns.
 * The attempt functions (convex/learning/mockTests.ts), its deadline job and
 * the demo seed replaying past days all close attempts here.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { recordActivity, recordChapterScores } from "./progress";
import { scoreAttempt } from "./scoring";
import { itemsOf } from "./paperItems";
import { awardIfEarned } from "./certificates";
import { XP_PAYING_ATTEMPTS } from "../rules";
import { boardOfTest, recordStanding } from "./standings";

/** Answers that arrive this long after the deadline (network delay) still count. */
export const GRACE_MS = 5_000;

/** A chapter counts towards mastery from a test with at least this many of its questions. */
const MASTERY_MIN_QUESTIONS = 3;

/** An attempt's answers, in the order shown. */
export function answersOf(ctx: QueryCtx, attemptId: Id<"test_attempts">) {
  return ctx.db
    .query("attempt_answers")
    .withIndex("by_attempt_id_and_position", (q) =>
      q.eq("attempt_id", attemptId),
    )
    .take(200);
}

/**
 * Scores the attempt on the server and closes it, recording the progress it
 * earns. `now` is the moment of submission (the demo seed replays the past).
 */
export async function finishAttempt(
  ctx: MutationCtx,
  attempt: Doc<"test_attempts">,
  autoSubmitted: boolean,
  now = Date.now(),
) {
  const test = await ctx.db.get("tests", attempt.test_id);
  const answers = await answersOf(ctx, attempt._id);
  // Written questions from the bank, generated ones made again from their seeds.
  const questions = await itemsOf(ctx, answers);
  for (const [i, a] of answers.entries()) {
    const item = questions[i];
    const isCorrect =
      a.selected_index !== undefined && a.selected_index === item?.correctIndex;
    // A wrong answer to a generated question names the mistake its option stands for.
    const mistake =
      !isCorrect && a.selected_index !== undefined
        ? (item?.mistakes?.[a.selected_index] ?? undefined)
        : undefined;
    await ctx.db.patch("attempt_answers", a._id, {
      is_correct: isCorrect,
      ...(mistake ? { mistake } : {}),
    });
  }
  const score = scoreAttempt(
    answers.map((a, i) => ({
      correctIndex: questions[i]?.correctIndex ?? -1,
      selectedIndex: a.selected_index,
    })),
    {
      marksCorrect: test?.marks_correct ?? 1,
      marksWrong: test?.marks_wrong ?? 0,
    },
  );
  const submittedAt = Math.min(now, attempt.deadline + GRACE_MS);
  await ctx.db.patch("test_attempts", attempt._id, {
    status: "submitted",
    submitted_at: submittedAt,
    auto_submitted: autoSubmitted,
    score: score.score,
    max_score: score.maxScore,
    correct_count: score.correct,
    wrong_count: score.wrong,
    unanswered_count: score.unanswered,
    negative_marks: score.negativeMarks,
  });
  if (test)
    await recordTestStanding(ctx, test, {
      ...attempt,
      submitted_at: submittedAt,
      score: score.score,
      max_score: score.maxScore,
    });
  // Its review shows the right answer of every question answered: from now
  // on the student has seen those. A generated question is never asked
  // again (a new seed makes a new one), so only written ones are recorded.
  for (const [i, a] of answers.entries()) {
    const questionId = questions[i]?.questionId;
    if (a.selected_index !== undefined && questionId)
      await recordSeenAnswer(
        ctx,
        attempt.user_id,
        questionId,
        a.chapter_id,
        submittedAt,
      );
  }

  // What pays: only the questions whose answer the student had not seen
  // before this attempt began. Those still score (above), but pay no XP and
  // count toward no mastery, leaderboard or badge.
  const fresh = answers.flatMap((a, i) =>
    a.seen_before ? [] : [{ answer: a, question: questions[i] }],
  );
  const freshScore = scoreAttempt(
    fresh.map(({ answer, question }) => ({
      correctIndex: question?.correctIndex ?? -1,
      selectedIndex: answer.selected_index,
    })),
    {
      marksCorrect: test?.marks_correct ?? 1,
      marksWrong: test?.marks_wrong ?? 0,
    },
  );
  const freshPercent = score.maxScore
    ? Math.max(0, Math.round((freshScore.score / score.maxScore) * 100))
    : 0;

  // Progress: XP (less for repeats), streak, badges, and per-chapter mastery.
  const earlier = await ctx.db
    .query("test_attempts")
    .withIndex("by_user_id_and_test_id", (q) =>
      q.eq("user_id", attempt.user_id).eq("test_id", attempt.test_id),
    )
    .order("desc")
    .take(XP_PAYING_ATTEMPTS + 1);
  await recordActivity(
    ctx,
    attempt.user_id,
    {
      kind: "test_submitted",
      sourceId: attempt._id,
      seconds: Math.round(
        (Math.min(submittedAt, attempt.deadline) - attempt.started_at) / 1000,
      ),
      percent: score.percent,
      freshPercent,
      freshShare: answers.length ? fresh.length / answers.length : 0,
      previousAttempts: earlier.filter(
        (a) => a.status === "submitted" && a._id !== attempt._id,
      ).length,
      isChapterTest: test?.kind === "chapter",
    },
    now,
  );
  const perChapter = new Map<
    Id<"chapters">,
    { subjectId: Id<"subjects">; right: number; total: number }
  >();
  for (const { answer: a, question } of fresh) {
    if (!question) continue;
    const entry = perChapter.get(a.chapter_id) ?? {
      subjectId: question.subjectId,
      right: 0,
      total: 0,
    };
    entry.total++;
    if (a.selected_index === question.correctIndex) entry.right++;
    perChapter.set(a.chapter_id, entry);
  }
  await recordChapterScores(
    ctx,
    attempt.user_id,
    [...perChapter.entries()]
      .filter(([, c]) => c.total >= MASTERY_MIN_QUESTIONS)
      .map(([chapterId, c]) => ({
        chapterId,
        subjectId: c.subjectId,
        percent: Math.round((c.right / c.total) * 100),
      })),
  );
  // The chapter test that completes a subject earns its certificate.
  if (test)
    await awardIfEarned(
      ctx,
      { ...attempt, score: score.score, max_score: score.maxScore },
      test,
      now,
    );
  return score;
}

/**
 * A submitted full test ranks the student among their class on it (only
 * their first submitted attempt counts: model/standings.ts). Other kinds of
 * test are not ranked.
 */
export async function recordTestStanding(
  ctx: MutationCtx,
  test: Doc<"tests">,
  attempt: Doc<"test_attempts">,
) {
  if (test.kind !== "full" || attempt.submitted_at === undefined) return;
  await recordStanding(ctx, {
    board: boardOfTest(test._id),
    grade: test.grade,
    userId: attempt.user_id,
    attemptId: attempt._id,
    score: attempt.score ?? 0,
    maxScore: attempt.max_score ?? 0,
    timeMs:
      Math.min(attempt.submitted_at, attempt.deadline) - attempt.started_at,
    finishedAt: attempt.submitted_at,
  });
}

/** Records that the student has been shown the question's right answer (once per question, at its first showing). */
async function recordSeenAnswer(
  ctx: MutationCtx,
  userId: Id<"users">,
  questionId: Id<"questions">,
  chapterId: Id<"chapters">,
  at: number,
) {
  const existing = await seenAnswer(ctx, userId, questionId);
  if (!existing)
    await ctx.db.insert("seen_answers", {
      user_id: userId,
      question_id: questionId,
      chapter_id: chapterId,
      seen_at: at,
    });
  else if (at < existing.seen_at)
    await ctx.db.patch("seen_answers", existing._id, { seen_at: at });
}

export function seenAnswer(
  ctx: QueryCtx,
  userId: Id<"users">,
  questionId: Id<"questions">,
) {
  return ctx.db
    .query("seen_answers")
    .withIndex("by_user_id_and_question_id", (q) =>
      q.eq("user_id", userId).eq("question_id", questionId),
    )
    .unique();
}

/** The most questions of one chapter (and of a student's seen answers in it) read when looking for unseen ones. */
const CHAPTER_BANK_READ = 500;
/** Unseen questions looked at per question to swap, to choose among (same difficulty first). */
const CHOICES_PER_SWAP = 3;

/**
 * The questions of a new attempt: the test's own, except that a question
 * whose right answer the student has seen is swapped for one of the same
 * chapter they have not seen (same difficulty first), while the chapter's
 * bank has one. Says which of the drawn questions were seen before. Reads
 * are bounded: one indexed look-up per question, and for each chapter with a
 * seen question, the student's seen answers there and just enough of its
 * questions to find the unseen ones needed (each at most `CHAPTER_BANK_READ`).
 */
export async function drawQuestions(
  ctx: QueryCtx,
  userId: Id<"users">,
  questions: Doc<"questions">[],
  random = Math.random,
): Promise<{ question: Doc<"questions">; seenBefore: boolean }[]> {
  const seen = await Promise.all(
    questions.map(async (q) => (await seenAnswer(ctx, userId, q._id)) !== null),
  );
  const chosen = new Set<Id<"questions">>(questions.map((q) => q._id));
  // Per chapter: the test's questions in it, and how many of them were seen.
  const perChapter = new Map<
    Id<"chapters">,
    { inTest: number; seen: number }
  >();
  for (const [i, q] of questions.entries()) {
    const entry = perChapter.get(q.chapter_id) ?? { inTest: 0, seen: 0 };
    entry.inTest++;
    if (seen[i]) entry.seen++;
    perChapter.set(q.chapter_id, entry);
  }
  const spares = new Map<Id<"chapters">, Doc<"questions">[]>();
  const drawn: { question: Doc<"questions">; seenBefore: boolean }[] = [];
  for (const [i, question] of questions.entries()) {
    if (!seen[i]) {
      drawn.push({ question, seenBefore: false });
      continue;
    }
    let pool = spares.get(question.chapter_id);
    if (!pool) {
      const { inTest, seen: toSwap } = perChapter.get(question.chapter_id)!;
      pool = await unseenOfChapter(
        ctx,
        userId,
        question.chapter_id,
        inTest,
        inTest + CHOICES_PER_SWAP * toSwap,
        chosen,
      );
      spares.set(question.chapter_id, pool);
    }
    const candidates = pool.filter((q) => !chosen.has(q._id));
    const sameDifficulty = candidates.filter(
      (q) => q.difficulty === question.difficulty,
    );
    const from = sameDifficulty.length > 0 ? sameDifficulty : candidates;
    const swap = from.length
      ? from[Math.floor(random() * from.length)]
      : undefined;
    if (swap) {
      chosen.add(swap._id);
      drawn.push({ question: swap, seenBefore: false });
    } else drawn.push({ question, seenBefore: true });
  }
  return drawn;
}

/**
 * Up to about `wanted` of a chapter's timed-test questions (never the demo
 * pool) that the student has not seen and that are not drawn already
 * (`inTest` of the chapter's questions are in the test). Reads the student's
 * seen answers in the chapter, then as many of its questions as could hold
 * that many unseen ones; nothing when the test holds the whole bank.
 */
async function unseenOfChapter(
  ctx: QueryCtx,
  userId: Id<"users">,
  chapterId: Id<"chapters">,
  inTest: number,
  wanted: number,
  chosen: ReadonlySet<Id<"questions">>,
) {
  // A test that holds the chapter's whole bank (a chapter test) leaves no spare.
  const chapter = await ctx.db.get("chapters", chapterId);
  if (chapter && inTest >= chapter.question_count) return [];
  const seenRows = await ctx.db
    .query("seen_answers")
    .withIndex("by_user_id_and_chapter_id", (q) =>
      q.eq("user_id", userId).eq("chapter_id", chapterId),
    )
    .take(CHAPTER_BANK_READ);
  const seen = new Set(seenRows.map((r) => r.question_id));
  const bank = await ctx.db
    .query("questions")
    .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapterId))
    .take(Math.min(CHAPTER_BANK_READ, seenRows.length + wanted));
  return bank.filter(
    (q) => q.pool !== "demo" && !seen.has(q._id) && !chosen.has(q._id),
  );
}
