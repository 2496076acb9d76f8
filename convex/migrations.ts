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
import { migrations } from "./lib/migrations";

export const run = migrations.runner();
