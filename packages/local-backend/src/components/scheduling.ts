// Scheduled functions of components: each component has its own
// `_scheduled_functions` (stored as `_scheduled_functions@<path>`); the
// scheduler runs the due jobs of all of them. A job runs the function named
// `name` in the component whose table holds it, or in the component its
// `component` field names (a function handle or a child's function).
import type { Doc } from "../db/documents.js";
import { prefixEnd } from "../db/documents.js";
import type { Store } from "../db/store.js";
import type { CronJob, LoadedApp } from "../modules.js";
import type { Transaction } from "../runtime/transaction.js";
import { encodeKey } from "../values.js";
import { componentView, schemaOf } from "./calls.js";
import { namespaceOf } from "./namespace.js";

/** Stored names of every `_scheduled_functions` table: the app's and each component's. */
export function scheduledTables(store: Store): string[] {
  const rows = store.db
    .prepare(
      "SELECT name FROM tables WHERE name = '_scheduled_functions' OR name LIKE '\\_scheduled\\_functions@%' ESCAPE '\\'",
    )
    .all() as Array<{ name: string }>;
  return rows.map((r) => r.name);
}

/** Where a job was read from: its table's stored name (not a document field). */
const TABLE = Symbol("scheduledTable");
type Located = Doc & { [TABLE]?: string; component?: string };

/**
 * Jobs in state `kind` (by scheduled time) across every
 * `_scheduled_functions`, at most `limit` from each table.
 */
export function scanJobs(store: Store, kind: string, limit: number): Doc[] {
  const prefix = encodeKey([kind]);
  const jobs: Located[] = [];
  for (const table of scheduledTables(store)) {
    const index = store.index(table, "by_next_run");
    if (!index) continue;
    for (const r of store.scan(
      index.id,
      prefix,
      prefixEnd(prefix),
      "asc",
      limit,
    )) {
      const doc = r.doc as Located;
      doc[TABLE] = table;
      jobs.push(doc);
    }
  }
  return jobs.sort(
    (a, b) => (a.scheduledTime as number) - (b.scheduledTime as number),
  );
}

/** The component whose `_scheduled_functions` holds the job ("" = the app). */
function jobTableComponent(job: Doc): string {
  const table = (job as Located)[TABLE];
  return table === undefined ? "" : namespaceOf(table);
}

/** The component whose function the job runs. */
export function jobComponent(job: Doc): string {
  const c = (job as Located).component;
  return typeof c === "string" ? c : jobTableComponent(job);
}

/** `tx` seen from the component whose `_scheduled_functions` holds the job. */
export function jobTx(
  app: LoadedApp | null,
  tx: Transaction,
  job: Doc,
): Transaction {
  const ns = jobTableComponent(job);
  return ns === tx.namespace
    ? tx
    : componentView(tx, ns, ns === "" ? null : schemaOf(app, ns));
}

/** A cron job and the component whose function it runs ("" = the app). */
export type ScheduledCron = CronJob & { componentPath: string };

const cronsByApp = new WeakMap<LoadedApp, Record<string, ScheduledCron>>();

/**
 * Every cron job: the app's under their own names, and those a component
 * ships (its `crons.js`) as `<name>@<component path>`, one per installed
 * instance. The same object for as long as the app is loaded.
 */
export function allCrons(app: LoadedApp | null): Record<string, ScheduledCron> {
  if (!app) return {};
  let crons = cronsByApp.get(app);
  if (!crons) {
    crons = {};
    for (const [name, job] of Object.entries(app.crons))
      crons[name] = { ...job, componentPath: "" };
    for (const c of app.components?.instances.values() ?? [])
      for (const [name, job] of Object.entries(c.crons))
        crons[`${name}@${c.path}`] = { ...job, componentPath: c.path };
    cronsByApp.set(app, crons);
  }
  return crons;
}
