import { migrations } from "../lib/migrations";
import {
  addFullTests,
  retireMixedFullTests,
  shippedBank,
} from "./model/fullTests";

/**
 * Makes full mock tests per subject on an existing deployment (a new one
 * gets them from the seed): each subject without full tests gets its own,
 * from its shipped chapter questions, exactly as the seed writes them; then
 * its class's old full tests that mixed subjects are retired (no longer
 * listed or started; attempts, results and ranks stay). Running it again
 * changes nothing:
 *
 *   npm run convex:run -- migrations:run '{"fn": "learning/fullTests:fullTestsPerSubject"}'
 */
export const fullTestsPerSubject = migrations.define({
  table: "subjects",
  batchSize: 5,
  migrateOne: async (ctx, subject) => {
    await addFullTests(ctx, subject, await shippedBank(ctx, subject));
    await retireMixedFullTests(ctx, subject.grade, Date.now());
  },
});
