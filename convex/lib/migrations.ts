import { Migrations } from "@convex-dev/migrations";
import { components } from "../_generated/api";
import schema from "../schema";

/**
 * Data changes over a whole table (or an index range of it), on the
 * migrations component: `migrations.define({ table, customRange?, migrateOne })`
 * in the area that owns the table. The component walks the table in batches
 * (100 documents a transaction unless `batchSize` says otherwise), each batch
 * scheduling the next; it records where it got to, so a failed run resumes
 * from the failed batch, a finished one is not run again (unless asked with
 * `reset: true`), and a second start while one runs does nothing.
 * `migrateOne` must be safe to run twice on a document (a batch that failed
 * is run again). How to run them: convex/migrations.ts.
 */
export const migrations = new Migrations(components.migrations, { schema });
