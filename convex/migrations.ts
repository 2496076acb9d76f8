/**
 * Runs a migration defined with `migrations.define` (convex/lib/migrations.ts)
 * by its function name, with the admin key:
 *
 *   npm run convex:run -- migrations:run '{"fn": "admin/reports:groupLegacyReports"}'
 *
 * (or the migration itself: `npm run convex:run -- admin/reports:groupLegacyReports`).
 * Arguments: `dryRun: true` runs one batch and rolls it back, `reset: true`
 * starts over, `cursor` starts from a given place, `next: [fn, …]` runs more
 * after it. Progress: `npm run convex:run -- --component migrations
 * lib:getStatus '{}'`.
 */
import { internal } from "./_generated/api";
import { migrations } from "./lib/migrations";

export const run = migrations.runner();

/**
 * Every migration, oldest first, one after another: what a deployment made
 * by earlier code runs to catch up (`npm start` runs it on a data directory
 * that already existed; on a hosted deployment, after each deploy:
 * `npx convex run migrations:runAll`). A finished migration is skipped, so
 * running it again costs a status read each. A new migration joins the end.
 */
export const runAll = migrations.runner([
  internal.admin.reports.groupLegacyReports,
  internal.community.similar.backfillEmbeddings,
  internal.learning.lessonTexts.loadLessonTexts,
  internal.learning.lessonTexts.recountSubjects,
  internal.families.earlier.askConsentOfEarlierStudents,
  internal.pricing.plans.offerShippedPlans,
  internal.payments.legacy.moveDonationOrders,
  internal.payments.legacy.moveWebhookEvents,
  internal.payments.legacy.moveTestPayments,
  internal.payments.legacy.moveTestSecrets,
  internal.learning.questionBanks.loadQuestionBanks,
  internal.learning.boardPapers.loadBoardPapers,
  internal.learning.standings.backfillStandings,
  internal.learning.fullTests.fullTestsPerSubject,
]);
