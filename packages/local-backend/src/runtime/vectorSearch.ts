// Vector search: an action's `ctx.vectorSearch(table, index, query)`, which
// `convex/server` sends as the async syscall `1.0/actions/vectorSearch`.
//
// The rules, as Convex applies them (https://docs.convex.dev/search/vector-search):
// - the index is a `vectorIndex` of the schema, named `table.index`;
// - the query vector has exactly the index's `dimensions`;
// - `limit` defaults to 10 and must be between 1 and 256;
// - `filter` is `q.eq(field, value)` or `q.or(...)` of them, only over the
//   index's `filterFields`; all the conditions are OR-ed (a document matches
//   if any condition holds), at most 64 of them;
// - results are `{ _id, _score }`, best first, `_score` the cosine
//   similarity of the document's vector with the query vector (-1 to 1);
// - a document whose vector field is not an array of numbers of the index's
//   dimensions is not in the index.
// The search is exact (every document of the table is scored), which is
// correct for any size and fast enough for a local backend's data.
import { compareValues, getFieldPath, type AnyValue } from "../values.js";
import { queryValue } from "./filter.js";
import type { Store } from "../db/store.js";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";

/** A document as stored: Convex JSON (a vector of finite numbers is plain JSON numbers). */
type JsonDoc = { _id: string } & Record<string, JSONValue>;

/** A stored field's value (Convex JSON) as a value; a missing field is undefined. */
function storedValue(json: AnyValue): AnyValue {
  return json === undefined ? undefined : jsonToConvex(json as JSONValue);
}

export const DEFAULT_VECTOR_LIMIT = 10;
export const MAX_VECTOR_RESULTS = 256;
export const MAX_VECTOR_FILTER_CONDITIONS = 64;

type VectorIndexJson = {
  indexDescriptor: string;
  vectorField: string;
  dimensions: number;
  filterFields: string[];
};

type SchemaWithVectorIndexes = {
  tables: Array<{ tableName: string; vectorIndexes?: VectorIndexJson[] }>;
} | null;

export type VectorSearchArgs = {
  query: {
    indexName: string;
    limit?: number | null;
    vector: unknown;
    expressions: unknown;
  };
};

export type VectorSearchResult = { _id: string; _score: number };

/** The conditions of a filter, as (field, value) pairs of which any may hold. */
function filterConditions(
  expression: unknown,
): Array<{ field: string; value: AnyValue }> {
  if (expression === null || expression === undefined) return [];
  const e = expression as Record<string, unknown>;
  if (Array.isArray(e.$or)) return e.$or.flatMap(filterConditions);
  if (Array.isArray(e.$eq) && e.$eq.length === 2) {
    const [left, right] = e.$eq as Array<Record<string, unknown>>;
    if (
      left !== null &&
      typeof left === "object" &&
      typeof left.$field === "string" &&
      right !== null &&
      typeof right === "object" &&
      "$literal" in right
    )
      return [{ field: left.$field, value: queryValue(right.$literal) }];
    throw new Error(
      "`q.eq` must take a field path as its first argument and a value as its second",
    );
  }
  throw new Error("Filters should be a combination of `q.eq` and `q.or`.");
}

function vectorOf(value: AnyValue, dimensions: number): number[] | null {
  if (!Array.isArray(value) || value.length !== dimensions) return null;
  for (const x of value) if (typeof x !== "number") return null;
  return value as number[];
}

function norm(v: number[]): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}

/**
 * Run one vector search over the committed documents of `store`, in the
 * tables of the calling component (`storedName` gives a table's stored name).
 */
export function vectorSearch(
  store: Store,
  schema: SchemaWithVectorIndexes,
  args: VectorSearchArgs,
  storedName: (table: string) => string = (t) => t,
): { results: VectorSearchResult[] } {
  const { indexName, vector, expressions } = args.query;
  const dot = indexName.indexOf(".");
  const table = indexName.slice(0, dot);
  const name = indexName.slice(dot + 1);
  const index = schema?.tables
    .find((t) => t.tableName === table)
    ?.vectorIndexes?.find((i) => i.indexDescriptor === name);
  if (dot < 0 || !index) throw new Error(`Index ${indexName} not found.`);

  const limit = args.query.limit ?? DEFAULT_VECTOR_LIMIT;
  if (limit > MAX_VECTOR_RESULTS)
    throw new Error(
      `Vector queries can fetch at most ${MAX_VECTOR_RESULTS} results, requested ${limit}.`,
    );
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(
      `Vector queries must fetch between 1 and ${MAX_VECTOR_RESULTS} results, requested ${limit}.`,
    );

  const conditions = filterConditions(expressions);
  for (const c of conditions)
    if (!index.filterFields.includes(c.field))
      throw new Error(
        `Vector query against ${indexName} contains a filter on "${c.field}" but that field isn't indexed for filtering in \`filterFields\`.`,
      );
  if (conditions.length > MAX_VECTOR_FILTER_CONDITIONS)
    throw new Error(
      `Vector query against ${indexName} has too many conditions. Max: ${MAX_VECTOR_FILTER_CONDITIONS} Actual: ${conditions.length}`,
    );

  if (
    !Array.isArray(vector) ||
    vector.some((x) => typeof x !== "number" || !Number.isFinite(x))
  )
    throw new Error("`vector` must be an array of finite numbers.");
  if (vector.length !== index.dimensions)
    throw new Error(
      `Expected a vector with dimensions ${index.dimensions}, received ${vector.length}.`,
    );
  const query = vector as number[];
  const queryNorm = norm(query);

  const scored: Array<VectorSearchResult> = [];
  const consider = (doc: JsonDoc) => {
    const v = vectorOf(
      getFieldPath(doc as Value, index.vectorField),
      index.dimensions,
    );
    if (!v) return;
    if (
      conditions.length > 0 &&
      !conditions.some(
        (c) =>
          compareValues(
            storedValue(getFieldPath(doc as Value, c.field)),
            c.value,
          ) === 0,
      )
    )
      return;
    let d = 0;
    for (let i = 0; i < v.length; i++) d += v[i] * query[i];
    const n = norm(v) * queryNorm;
    scored.push({ _id: doc._id, _score: n === 0 ? 0 : d / n });
  };

  const byCreation = store.index(storedName(table), "by_creation_time");
  if (byCreation) {
    // Every document of the table, read as stored (Convex JSON): only the
    // filter fields are turned into values, since decoding a whole document
    // (its vector above all) costs more than scoring it.
    const rows = store.db
      .prepare<[number], { value: string }>(
        `SELECT d.value AS value FROM index_entries e JOIN documents d ON d.id = e.doc_id
         WHERE e.index_id = ? ORDER BY e.key ASC`,
      )
      .iterate(byCreation.id);
    for (const { value } of rows) consider(JSON.parse(value) as JsonDoc);
  }
  // Best first; equal scores keep the table's order (oldest first).
  scored.sort((a, b) => b._score - a._score);
  return { results: scored.slice(0, limit) };
}
