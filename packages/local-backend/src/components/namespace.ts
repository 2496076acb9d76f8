// Table namespaces of components. Each installed component has its own
// tables (and its own `_scheduled_functions`): a component cannot read the
// app's tables or another component's, and two instances of one component
// keep separate data. In the store a component's table `t` of the component
// at path `p` (e.g. "resend/emailWorkpool") is the table `t@p`; the app's
// tables keep their plain names. Table and component names cannot contain
// "@", so the mapping is one to one.
import type { QueryJson } from "../runtime/queryEngine.js";
import type { SchemaJson, TableSchema } from "../runtime/transaction.js";

const SEP = "@";

/**
 * File storage is one for the whole deployment here: `_storage` is not
 * namespaced (on Convex each component has its own file storage).
 */
const SHARED = new Set(["_storage"]);

/** The stored name of `table` in the namespace of component `ns` ("" = the app). */
export function qualify(ns: string, table: string): string {
  return ns === "" || SHARED.has(table) ? table : `${table}${SEP}${ns}`;
}

/** The name `stored` has inside component `ns`, or null when it belongs to another namespace. */
export function unqualify(ns: string, stored: string): string | null {
  if (SHARED.has(stored)) return stored;
  const i = stored.indexOf(SEP);
  const owner = i < 0 ? "" : stored.slice(i + 1);
  if (owner !== ns) return null;
  return i < 0 ? stored : stored.slice(0, i);
}

/** The component a stored table name belongs to ("" = the app). */
export function namespaceOf(stored: string): string {
  const i = stored.indexOf(SEP);
  return i < 0 ? "" : stored.slice(i + 1);
}

/** A query of component `ns` with its table / index names as stored. */
export function qualifyQuery(ns: string, query: QueryJson): QueryJson {
  if (ns === "") return query;
  const s = query.source;
  const source =
    s.type === "FullTableScan"
      ? { ...s, tableName: qualify(ns, s.tableName) }
      : { ...s, indexName: qualifyIndexName(ns, s.indexName) };
  return { ...query, source };
}

function qualifyIndexName(ns: string, indexName: string): string {
  const dot = indexName.indexOf(".");
  return `${qualify(ns, indexName.slice(0, dot))}${indexName.slice(dot)}`;
}

/** `_scheduled_functions`' index, for a component's own copy of the table. */
const SCHEDULED_FUNCTIONS_INDEXES: TableSchema["indexes"] = [
  { indexDescriptor: "by_next_run", fields: ["state.kind", "scheduledTime"] },
];

/**
 * The tables (and indexes) the store must have: the app's schema plus each
 * component's tables and its `_scheduled_functions`, under their stored names.
 */
export function storeSchema(
  app: SchemaJson | null,
  components: Array<{ path: string; schema: SchemaJson | null }>,
): SchemaJson | null {
  if (components.length === 0) return app;
  const tables: TableSchema[] = [...(app?.tables ?? [])];
  for (const c of components) {
    for (const t of c.schema?.tables ?? [])
      tables.push({ ...t, tableName: qualify(c.path, t.tableName) });
    tables.push({
      tableName: qualify(c.path, "_scheduled_functions"),
      indexes: SCHEDULED_FUNCTIONS_INDEXES,
      searchIndexes: [],
      documentType: { type: "any" } as TableSchema["documentType"],
    });
  }
  return { tables, schemaValidation: app?.schemaValidation ?? true };
}
