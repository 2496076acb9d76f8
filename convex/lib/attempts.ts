/**
 * Closing a test attempt: scored on the server, with the progress it earns.
 * The attempt functions (convex/learning/mockTests.ts), its deadline job and
 * the demo seed replaying past days all close attempts here.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { recordActivity, recordChapterScores } from "./progress";
import { scoreAttempt } from "./scoring";
import { XP_PAYING_ATTEMPTS } from "../shared/progressRules";

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
  const questions = await Promise.all(
    answers.map((a) => ctx.db.get("questions", a.question_id)),
  );
  for (const [i, a] of answers.entries()) {
    const isCorrect =
      a.selected_index !== undefined &&
      a.selected_index === questions[i]?.correct_index;
    await ctx.db.patch("attempt_answers", a._id, { is_correct: isCorrect });
  }
  const score = scoreAttempt(
    answers.map((a, i) => ({
      correctIndex: questions[i]?.correct_index ?? -1,
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
  for (const [i, a] of answers.entries()) {
    const question = questions[i];
    if (!question) continue;
    const entry = perChapter.get(a.chapter_id) ?? {
      subjectId: question.subject_id,
      right: 0,
      total: 0,
    };
    entry.total++;
    if (a.selected_index === question.correct_index) entry.right++;
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
  return score;
}
