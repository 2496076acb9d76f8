import { migrations } from "../lib/migrations";
import { recordTestStanding } from "./model/attempts";

/**
 * Ranks the full-test attempts submitted before ranks existed (new ones are
 * ranked as they are submitted): each submitted attempt of a full test is
 * offered to its board, where the student's first one stays. Safe to run
 * again, and alongside new submissions:
 *
 *   npm run convex:run -- migrations:run '{"fn": "learning/standings:backfillStandings"}'
 */
export const backfillStandings = migrations.define({
  table: "test_attempts",
  batchSize: 100,
  migrateOne: async (ctx, attempt) => {
    if (attempt.status !== "submitted") return;
    const test = await ctx.db.get("tests", attempt.test_id);
    if (test) await recordTestStanding(ctx, test, attempt);
  },
});
