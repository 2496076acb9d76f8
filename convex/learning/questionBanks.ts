import { migrations } from "../lib/migrations";
import { syncChapterBank } from "./model/questionBanks";

/**
 * Brings the written question banks that ship in `seedData/questionBanks/`
 * into an existing deployment (a new one gets them from the seed): each
 * Class 9 and 10 Mathematics and Science chapter gets its bank questions,
 * its chapter test draws its papers from them, and the chapter's and test's
 * counts follow. Safe to run again; after the banks change, run it with
 * `reset: true`:
 *
 *   npm run convex:run -- migrations:run '{"fn": "learning/questionBanks:loadQuestionBanks", "reset": true}'
 */
export const loadQuestionBanks = migrations.define({
  table: "chapters",
  batchSize: 4,
  migrateOne: (ctx, chapter) => syncChapterBank(ctx, chapter),
});
