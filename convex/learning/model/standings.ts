import { TableAggregate } from "@convex-dev/aggregate";
import { components } from "../../_generated/api";
import type { DataModel, Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

/**
 * Rank and percentile of a student among the students of their class who
 * sat the same paper. Generic by board: a board is a string naming what is
 * ranked ("test:<test id>" for a test, `boardOfTest`); any other kind of
 * paper records and reads its standings through the same two functions,
 * `recordStanding` and `standingOf`, under a board key of its own.
 *
 * The rules:
 * - One entry per student and board: the first attempt they submitted there
 *   (a retake knows the paper). A later one changes nothing; an earlier one
 *   recorded late (the backfill) takes its place.
 * - Order: higher score first; equal scores, less time taken first; then the
 *   earlier submission. Entries equal in all three share a rank.
 * - Rank = 1 + the entries strictly ahead. Percentile = the share of the
 *   class's entries at or behind the student, themselves included, rounded
 *   down: ⌊100 × (n − rank + 1) / n⌋ (the top of 41 is the 100th, the
 *   3rd of 41 the 95th).
 *
 * Both read O(log n) documents of the aggregate's tree, whatever n.
 */
export const testStandings = new TableAggregate<{
  Namespace: [string, number];
  Key: [number, number, number];
  DataModel: DataModel;
  TableName: "standings";
}>(components.testStandings, {
  namespace: (d) => [d.board, d.grade],
  sortKey: sortKeyOf,
});

/** Ascending order of the aggregate = best first (`0 - score`, never −0). */
function sortKeyOf(
  d: Pick<Doc<"standings">, "score" | "time_ms" | "finished_at">,
): [number, number, number] {
  return [0 - d.score, d.time_ms, d.finished_at];
}

/** The board of a test: its standings are the test's alone, whatever it covers. */
export function boardOfTest(testId: Id<"tests">) {
  return `test:${testId}`;
}

/** The board of a board-pattern paper. */
export function boardOfPaper(paperId: Id<"board_papers">) {
  return `paper:${paperId}`;
}

export type StandingEntry = {
  board: string;
  /** The class the paper was sat in. */
  grade: number;
  userId: Id<"users">;
  attemptId: string;
  score: number;
  maxScore: number;
  timeMs: number;
  finishedAt: number;
};

/**
 * Records a finished attempt's entry on its board, in the caller's
 * transaction: kept only if it is the student's first submitted attempt
 * there (the earliest `finishedAt`), so it is safe to call for every attempt,
 * in any order, and again.
 */
export async function recordStanding(ctx: MutationCtx, entry: StandingEntry) {
  const existing = await entryOf(ctx, entry.board, entry.userId);
  // The same attempt again takes its new score (a paper's self-assessed
  // marks change after submission); another attempt only if it came first.
  if (
    existing &&
    existing.attempt_id !== entry.attemptId &&
    existing.finished_at <= entry.finishedAt
  )
    return;
  const fields = {
    board: entry.board,
    grade: entry.grade,
    user_id: entry.userId,
    attempt_id: entry.attemptId,
    score: entry.score,
    max_score: entry.maxScore,
    time_ms: Math.max(0, entry.timeMs),
    finished_at: entry.finishedAt,
  };
  if (existing) {
    await ctx.db.replace("standings", existing._id, fields);
    await testStandings.replaceOrInsert(
      ctx,
      existing,
      (await ctx.db.get("standings", existing._id))!,
    );
    return;
  }
  const id = await ctx.db.insert("standings", fields);
  await testStandings.insert(ctx, (await ctx.db.get("standings", id))!);
}

export type Standing = {
  rank: number;
  /** Entries of the class on the board. */
  of: number;
  percentile: number;
  grade: number;
  /** The attempt that is ranked (the student's first submitted one). */
  attemptId: string;
};

/** A student's rank and percentile on a board, or null without an entry. */
export async function standingOf(
  ctx: QueryCtx,
  board: string,
  userId: Id<"users">,
): Promise<Standing | null> {
  const row = await entryOf(ctx, board, userId);
  if (!row) return null;
  const namespace: [string, number] = [board, row.grade];
  const [ahead, of] = await Promise.all([
    // The index of the first entry not ahead of this one = entries ahead.
    testStandings.indexOf(ctx, sortKeyOf(row), { namespace }),
    testStandings.count(ctx, { namespace }),
  ]);
  const rank = ahead + 1;
  return {
    rank,
    of,
    percentile: percentileOf(rank, of),
    grade: row.grade,
    attemptId: row.attempt_id,
  };
}

/** A standing as a result shows it, for the attempt on screen. */
export function shownStanding(standing: Standing | null, attemptId: string) {
  if (!standing) return null;
  return {
    rank: standing.rank,
    of: standing.of,
    percentile: standing.percentile,
    grade: standing.grade,
    isRankedAttempt: standing.attemptId === attemptId,
  };
}

/** ⌊100 × (n − rank + 1) / n⌋: the share at or behind the rank, self included. */
export function percentileOf(rank: number, of: number) {
  if (of <= 0) return 0;
  return Math.floor((100 * (of - rank + 1)) / of);
}

function entryOf(ctx: QueryCtx, board: string, userId: Id<"users">) {
  return ctx.db
    .query("standings")
    .withIndex("by_user_id_and_board", (q) =>
      q.eq("user_id", userId).eq("board", board),
    )
    .unique();
}

/** Takes an entry off its board (the student's erasure). */
export async function eraseStanding(ctx: MutationCtx, row: Doc<"standings">) {
  await ctx.db.delete("standings", row._id);
  await testStandings.deleteIfExists(ctx, row);
}
