// Query execution: index ranges become SQLite range scans over encoded keys,
// read in growing batches; filters and limits are applied in JS over the
// stream; pagination uses index keys as cursors.
import { createHash } from "node:crypto";
import { encodeValue, type AnyValue } from "../values.js";
import {
  prefixEnd,
  keySuccessor,
  type Doc,
  type IndexInfo,
} from "../db/documents.js";
import type { Store } from "../db/store.js";
import { matches, queryValue, type FilterExpr } from "./filter.js";
import type { ReadSet } from "./readSet.js";
import type { TxMeter } from "./limits.js";
import { PageBudget, splitRow } from "./pageSplit.js";
import { compareValues, getFieldPath } from "../values.js";

type Order = "asc" | "desc";
type RangeExpr = {
  type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte";
  fieldPath: string;
  value: unknown;
};
type SearchFilter =
  | { type: "Search"; fieldPath: string; value: string }
  | { type: "Eq"; fieldPath: string; value: unknown };
export type QuerySource =
  | { type: "FullTableScan"; tableName: string; order: Order | null }
  | {
      type: "IndexRange";
      indexName: string;
      range: RangeExpr[];
      order: Order | null;
    }
  | { type: "Search"; indexName: string; filters: SearchFilter[] };
export type QueryJson = {
  source: QuerySource;
  operators: Array<{ filter: FilterExpr } | { limit: number }>;
};

export const END_CURSOR = "_end_cursor";
const SEARCH_LIMIT = 1024;

type Plan =
  | { kind: "index"; index: IndexInfo; lo: Buffer; hi: Buffer; order: Order }
  | { kind: "empty"; table: string }
  | { kind: "search"; table: string; docs: Doc[] };

function splitIndexName(indexName: string): [string, string] {
  const dot = indexName.indexOf(".");
  return [indexName.slice(0, dot), indexName.slice(dot + 1)];
}

function rangeBounds(index: IndexInfo, range: RangeExpr[]): [Buffer, Buffer] {
  const fields = index.keyFields;
  const eqParts: Buffer[] = [];
  let i = 0;
  let lower: RangeExpr | null = null;
  let upper: RangeExpr | null = null;
  for (const expr of range) {
    if (expr.type === "Eq" && lower === null && upper === null) {
      if (expr.fieldPath !== fields[i]) {
        throw new Error(
          `Incorrect field used in \`withIndex\`, expected "${fields[i]}", got "${expr.fieldPath}"`,
        );
      }
      eqParts.push(encodeValue(queryValue(expr.value)));
      i++;
      continue;
    }
    const isLower = expr.type === "Gt" || expr.type === "Gte";
    const isUpper = expr.type === "Lt" || expr.type === "Lte";
    if (expr.type === "Eq" || (isLower && lower) || (isUpper && upper)) {
      throw new Error(
        `Incorrect operator used in \`withIndex\`, cannot chain \`.${expr.type.toLowerCase()}()\` here`,
      );
    }
    if (expr.fieldPath !== fields[i]) {
      throw new Error(
        `Incorrect field used in \`withIndex\`, expected "${fields[i]}", got "${expr.fieldPath}"`,
      );
    }
    if (isLower) lower = expr;
    else upper = expr;
  }
  const prefix = Buffer.concat(eqParts);
  let lo: Buffer = prefix;
  let hi: Buffer = prefixEnd(prefix);
  if (lower) {
    const v = Buffer.concat([prefix, encodeValue(queryValue(lower.value))]);
    lo = lower.type === "Gte" ? v : prefixEnd(v);
  }
  if (upper) {
    const v = Buffer.concat([prefix, encodeValue(queryValue(upper.value))]);
    hi = upper.type === "Lt" ? v : prefixEnd(v);
  }
  return [lo, hi];
}

/** FTS5 query: every term OR-ed, the last one as a prefix (Convex's typeahead semantics). */
export function ftsQuery(text: string): string | null {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 16);
  if (terms.length === 0) return null;
  return terms
    .map((t, i) => `"${t}"${i === terms.length - 1 ? "*" : ""}`)
    .join(" OR ");
}

function plan(store: Store, source: QuerySource): Plan {
  if (source.type === "FullTableScan") {
    const index = store.index(source.tableName, "by_creation_time");
    if (!index) return { kind: "empty", table: source.tableName };
    return {
      kind: "index",
      index,
      lo: Buffer.alloc(0),
      hi: Buffer.from([0xff]),
      order: source.order ?? "asc",
    };
  }
  const [table, indexName] = splitIndexName(source.indexName);
  if (source.type === "IndexRange") {
    const index = store.index(table, indexName);
    if (!index) {
      if (
        store.tableNumber(table) === null &&
        (indexName === "by_creation_time" || indexName === "by_id")
      ) {
        return { kind: "empty", table };
      }
      throw new Error(`Index ${source.indexName} not found.`);
    }
    const [lo, hi] = rangeBounds(index, source.range);
    return { kind: "index", index, lo, hi, order: source.order ?? "asc" };
  }
  const index = store.searchIndex(table, indexName);
  if (!index) throw new Error(`Search index ${source.indexName} not found.`);
  const search = source.filters.find((f) => f.type === "Search");
  if (!search || search.fieldPath !== index.searchField) {
    throw new Error(
      `Search query against ${source.indexName} must search the field "${index.searchField}".`,
    );
  }
  const eqs = source.filters.filter((f) => f.type === "Eq");
  for (const f of eqs) {
    if (!index.filterFields.includes(f.fieldPath)) {
      throw new Error(
        `Field "${f.fieldPath}" is not a filter field of search index ${source.indexName}.`,
      );
    }
  }
  const q = ftsQuery(search.value);
  const docs = q === null ? [] : store.search(index, q, SEARCH_LIMIT * 4);
  const filtered = docs
    .filter((d) =>
      eqs.every(
        (f) =>
          compareValues(getFieldPath(d, f.fieldPath), queryValue(f.value)) ===
          0,
      ),
    )
    .slice(0, SEARCH_LIMIT);
  return { kind: "search", table, docs: filtered };
}

/** Raw rows of a plan between two key bounds, recording what was covered in the read set. */
class RowCursor {
  private buffer: Array<{ key: Buffer; doc: Doc; size: number }> = [];
  private batch = 8;
  private exhausted = false;
  private lastKey: Buffer | null = null;
  private searchPos = 0;
  private recorded = false;

  constructor(
    private readonly store: Store,
    private readonly readSet: ReadSet,
    readonly plan: Plan,
    private lo: Buffer,
    private hi: Buffer,
    /** Counts every row scanned against the transaction's limits. */
    private readonly meter: TxMeter | null = null,
  ) {}

  static of(
    store: Store,
    readSet: ReadSet,
    p: Plan,
    meter: TxMeter | null = null,
  ): RowCursor {
    return p.kind === "index"
      ? new RowCursor(store, readSet, p, p.lo, p.hi, meter)
      : new RowCursor(
          store,
          readSet,
          p,
          Buffer.alloc(0),
          Buffer.alloc(0),
          meter,
        );
  }

  next(): { key: Buffer | null; doc: Doc } | null {
    const p = this.plan;
    if (p.kind === "empty") return null;
    if (p.kind === "search") {
      if (this.searchPos >= p.docs.length) return null;
      this.meter?.read(0);
      return { key: null, doc: p.docs[this.searchPos++] };
    }
    if (this.buffer.length === 0 && !this.exhausted) {
      let lo = this.lo;
      let hi = this.hi;
      if (this.lastKey) {
        if (p.order === "asc") lo = keySuccessor(this.lastKey);
        else hi = this.lastKey;
      }
      this.buffer = this.store.scan(p.index.id, lo, hi, p.order, this.batch);
      if (this.buffer.length < this.batch) this.exhausted = true;
      this.batch = Math.min(this.batch * 4, 512);
      this.buffer.reverse(); // pop() from the end
    }
    const row = this.buffer.pop();
    if (!row) return null;
    this.meter?.read(row.size);
    this.lastKey = row.key;
    return row;
  }

  get done(): boolean {
    return this.exhausted && this.buffer.length === 0;
  }

  /** Record the covered range: everything up to the last row handed out, or the whole range once exhausted. */
  record(): void {
    if (this.recorded) return;
    this.recorded = true;
    const p = this.plan;
    if (p.kind !== "index") {
      this.readSet.addTable(p.table);
      return;
    }
    if (this.done || this.lastKey === null) {
      if (this.done) this.readSet.addRange(p.index.id, this.lo, this.hi);
      else this.readSet.addRange(p.index.id, this.lo, this.lo); // nothing read
      return;
    }
    if (p.order === "asc")
      this.readSet.addRange(p.index.id, this.lo, keySuccessor(this.lastKey));
    else this.readSet.addRange(p.index.id, this.lastKey, this.hi);
  }
}

/** A `queryStream` started by a function. */
export class QueryStream {
  private readonly filters: FilterExpr[];
  private readonly limit: number | null;
  private emitted = 0;
  private readonly rows: RowCursor;

  constructor(
    store: Store,
    readSet: ReadSet,
    query: QueryJson,
    meter: TxMeter | null = null,
  ) {
    this.filters = query.operators.flatMap((o) =>
      "filter" in o ? [o.filter] : [],
    );
    const limits = query.operators.flatMap((o) =>
      "limit" in o ? [o.limit] : [],
    );
    this.limit = limits.length ? Math.min(...limits) : null;
    this.rows = RowCursor.of(store, readSet, plan(store, query.source), meter);
  }

  next(): Doc | null {
    if (this.limit !== null && this.emitted >= this.limit) {
      this.rows.record();
      return null;
    }
    for (;;) {
      const row = this.rows.next();
      if (!row) {
        this.rows.record();
        return null;
      }
      if (matches(row.doc, this.filters)) {
        this.emitted++;
        return row.doc;
      }
    }
  }

  close(): void {
    this.rows.record();
  }
}

export type PageArgs = {
  query: QueryJson;
  cursor: string | null;
  endCursor: string | null;
  pageSize: number;
  maximumRowsRead: number | null;
  maximumBytesRead?: number | null;
};

export type PageResult = {
  page: Doc[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: "SplitRecommended" | "SplitRequired" | null;
};

/**
 * A cursor that this backend did not hand out. Like Convex, the query fails
 * (it does not quietly start again from the first page); the data lets
 * `usePaginatedQuery` recognise it and start its pagination over, as it does
 * on Convex.
 */
export class InvalidCursorError extends Error {
  readonly data = {
    isConvexSystemError: true,
    paginationError: "InvalidCursor",
  };
  constructor(what: string) {
    super(
      `InvalidCursor: Failed to parse cursor${what}. Start from \`cursor: null\` or pass a continueCursor this query returned.`,
    );
  }
}

const CHECK_BYTES = 8;

function cursorCheck(index: IndexInfo, key: Buffer): Buffer {
  const id = Buffer.alloc(4);
  id.writeUInt32BE(index.id >>> 0);
  return createHash("sha256")
    .update("local-backend cursor\0")
    .update(id)
    .update(key)
    .digest()
    .subarray(0, CHECK_BYTES);
}

/**
 * An index cursor: a check (bound to the index) followed by the index key,
 * base64url. `s0` (no row read yet) means the start of the range.
 */
function encodeCursor(index: IndexInfo, key: Buffer | null): string {
  return key
    ? Buffer.concat([cursorCheck(index, key), key]).toString("base64url")
    : "s0";
}

/** The key an index cursor names (null: the start), or InvalidCursorError. */
function decodeCursor(index: IndexInfo, cursor: string): Buffer | null {
  if (cursor === "s0") return null;
  const bad = () =>
    new InvalidCursorError(cursor.length > 64 ? "" : ` "${cursor}"`);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  const raw = Buffer.from(cursor, "base64url");
  if (raw.length <= CHECK_BYTES || raw.toString("base64url") !== cursor)
    throw bad();
  const key = raw.subarray(CHECK_BYTES);
  if (!cursorCheck(index, key).equals(raw.subarray(0, CHECK_BYTES)))
    throw bad();
  return key;
}

/** A position in a ranked list of search results: `s<n>`. */
function decodePosition(cursor: string): number {
  if (!/^s(0|[1-9][0-9]{0,8})$/.test(cursor))
    throw new InvalidCursorError(cursor.length > 64 ? "" : ` "${cursor}"`);
  return Number(cursor.slice(1));
}

export function paginate(
  store: Store,
  readSet: ReadSet,
  args: PageArgs,
  meter: TxMeter | null = null,
): PageResult {
  const p = plan(store, args.query.source);
  const filters = args.query.operators.flatMap((o) =>
    "filter" in o ? [o.filter] : [],
  );
  if (args.cursor === END_CURSOR) {
    return {
      page: [],
      isDone: true,
      continueCursor: END_CURSOR,
      splitCursor: null,
      pageStatus: null,
    };
  }
  if (p.kind === "search" || p.kind === "empty") {
    // Search results are a ranked list: cursors are positions in it.
    readSet.addTable(p.table);
    const all =
      p.kind === "search" ? p.docs.filter((d) => matches(d, filters)) : [];
    const start = args.cursor ? decodePosition(args.cursor) : 0;
    const end =
      args.endCursor && args.endCursor !== END_CURSOR
        ? decodePosition(args.endCursor)
        : start + args.pageSize;
    const page = all.slice(start, end);
    const isDone = end >= all.length;
    return {
      page,
      isDone,
      continueCursor: isDone ? END_CURSOR : `s${end}`,
      splitCursor: null,
      pageStatus: null,
    };
  }
  let lo = p.lo;
  let hi = p.hi;
  const clampLo = (b: Buffer) => (Buffer.compare(b, lo) > 0 ? (lo = b) : lo);
  const clampHi = (b: Buffer) => (Buffer.compare(b, hi) < 0 ? (hi = b) : hi);
  const startKey = args.cursor ? decodeCursor(p.index, args.cursor) : null;
  if (startKey) {
    if (p.order === "asc") clampLo(keySuccessor(startKey));
    else clampHi(startKey);
  }
  const bounded = args.endCursor !== null;
  const endKey =
    args.endCursor && args.endCursor !== END_CURSOR
      ? decodeCursor(p.index, args.endCursor)
      : null;
  if (endKey) {
    if (p.order === "asc") clampHi(keySuccessor(endKey));
    else clampLo(endKey);
  }
  // A page ending before any row ("s0"): empty.
  if (args.endCursor === "s0") hi = lo;
  if (Buffer.compare(lo, hi) >= 0) {
    return {
      page: [],
      isDone: !bounded || args.endCursor === END_CURSOR,
      continueCursor: bounded ? (args.endCursor as string) : END_CURSOR,
      splitCursor: null,
      pageStatus: null,
    };
  }
  const rows = new RowCursor(store, readSet, p, lo, hi, meter);
  const page: Doc[] = [];
  const readKeys: Buffer[] = [];
  const budget = new PageBudget(
    args.maximumRowsRead,
    args.maximumBytesRead ?? null,
    bounded,
  );
  let lastKey: Buffer | null = null;
  for (;;) {
    if (!bounded && page.length >= args.pageSize) break;
    if (budget.full) break;
    const row = rows.next();
    if (!row) break;
    lastKey = row.key;
    readKeys.push(row.key as Buffer);
    budget.read(row.doc);
    if (matches(row.doc, filters)) page.push(row.doc);
  }
  // Peek so that a page ending exactly at the end of the range reports isDone.
  const more = rows.done ? false : rows.next() !== null;
  rows.record();
  const pageStatus = budget.status(budget.full && more, page.length);
  let isDone: boolean;
  let continueCursor: string;
  if (bounded) {
    // A page with an end cursor reads its whole range (no limit stops it).
    isDone = args.endCursor === END_CURSOR && !more;
    continueCursor = args.endCursor as string;
  } else if (!more && pageStatus !== "SplitRequired") {
    isDone = true;
    continueCursor = END_CURSOR;
  } else {
    isDone = false;
    continueCursor = encodeCursor(p.index, lastKey);
  }
  const split = splitRow(readKeys.length);
  const splitCursor =
    split === null ? null : encodeCursor(p.index, readKeys[split]);
  return { page, isDone, continueCursor, splitCursor, pageStatus };
}

export type { AnyValue };
