// A function's view of the database: reads record a read set, writes go
// straight to SQLite inside the mutation's SQLite transaction (so reads see
// them), and their index-key effects are collected for subscription
// invalidation. Schema validation happens on every write.
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Doc, WriteEffect } from "../db/documents.js";
import type { Store } from "../db/store.js";
import { validate, type ValidatorJson } from "../validator.js";
import { ReadSet } from "./readSet.js";
import { checkDocument, checkValue, LIMITS, TxMeter } from "./limits.js";
import { encodeKey } from "../values.js";
import {
  paginate,
  QueryStream,
  type PageArgs,
  type PageResult,
  type QueryJson,
} from "./queryEngine.js";
import { qualify, qualifyQuery, unqualify } from "../components/namespace.js";

export type TableSchema = {
  tableName: string;
  indexes: Array<{ indexDescriptor: string; fields: string[] }>;
  searchIndexes: Array<{
    indexDescriptor: string;
    searchField: string;
    filterFields: string[];
  }>;
  documentType: ValidatorJson;
};
export type SchemaJson = { tables: TableSchema[]; schemaValidation: boolean };

/** Replace `{$commitTs: null}` placeholders by the (known in advance) commit timestamp. */
function resolveCommitTs(json: unknown, commitTs: bigint): unknown {
  if (Array.isArray(json)) return json.map((x) => resolveCommitTs(x, commitTs));
  if (typeof json === "object" && json !== null) {
    const entries = Object.entries(json);
    if (entries.length === 1 && entries[0][0] === "$commitTs") {
      const b = Buffer.alloc(8);
      b.writeBigInt64LE(commitTs);
      return { $integer: b.toString("base64") };
    }
    return Object.fromEntries(
      entries.map(([k, v]) => [k, resolveCommitTs(v, commitTs)]),
    );
  }
  return json;
}

function checkUserFields(value: Record<string, unknown>, op: string): void {
  for (const k of Object.keys(value)) {
    if (k.startsWith("_") && k !== "_id" && k !== "_creationTime") {
      throw new Error(
        `Failed to ${op}: field name "${k}" starts with a '_', which is reserved for system fields.`,
      );
    }
  }
}

export class Transaction {
  readonly readSet = new ReadSet();
  /**
   * The function (or one it called in this transaction) asked who the caller
   * is. A query that did not gives the same result to every caller, so its
   * result is shared between subscribers of different identities.
   */
  readAuth = false;
  readonly effects: WriteEffect[] = [];
  /** Storage files to unlink once the transaction commits. */
  readonly deletedFiles: string[] = [];
  private streams = new Map<number, QueryStream>();
  private nextStreamId = 1;
  /** Set when the transaction inserted into `_scheduled_functions`. */
  scheduled = false;
  paginateCalls = 0;
  /** Documents this function has read (Convex's `documentsRead` metric). */
  documentsRead = 0;
  /** What this transaction used, against Convex's limits. */
  readonly meter = new TxMeter();

  constructor(
    readonly store: Store,
    readonly schema: SchemaJson | null,
    readonly writable: boolean,
    /** Commit timestamp this transaction will get if it commits (writable only). */
    readonly commitTs: bigint,
    /** The component whose tables this transaction sees ("" = the app). */
    readonly namespace: string = "",
  ) {}

  /** Table of an id string as this namespace names it, or null (unknown, or another namespace's). */
  private tableOfId(id: string): string | null {
    const stored = this.store.tableOfId(id);
    return stored === null ? null : unqualify(this.namespace, stored);
  }

  private tableSchema(table: string): TableSchema | undefined {
    return this.schema?.tables.find((t) => t.tableName === table);
  }

  private checkId(
    expectedTable: string | undefined,
    id: unknown,
    isSystem = false,
  ): string {
    if (typeof id !== "string")
      throw new Error(
        `Invalid argument \`id\`, expected string but got '${typeof id}': ${String(id)}`,
      );
    const actual = this.tableOfId(id);
    if (actual === null)
      throw new Error(
        `Invalid argument \`id\`, expected ID value but got '${id}'`,
      );
    if (expectedTable !== undefined && actual !== expectedTable) {
      throw new Error(
        `Invalid argument \`id\`, expected ID in table '${expectedTable}' but got ID in table '${actual}'`,
      );
    }
    if (expectedTable === undefined && actual.startsWith("_") !== isSystem) {
      throw new Error(
        actual.startsWith("_")
          ? `System tables can only be accessed from db.system.get().`
          : `User tables can only be accessed from db.get().`,
      );
    }
    return actual;
  }

  private requireWritable(): void {
    if (!this.writable)
      throw new Error("Write operations are not allowed in a query.");
  }

  private validateDoc(table: string, doc: Record<string, Value>): void {
    if (table.startsWith("_") || !this.schema || !this.schema.schemaValidation)
      return;
    const ts = this.tableSchema(table);
    const fail = (why: string): never => {
      throw new Error(
        `Failed to insert or update a document in table "${table}" because it does not match the schema: ${why}`,
      );
    };
    if (!ts) fail(`Table "${table}" is not in the schema.`);
    const { _id: _ignoredId, _creationTime: _ignoredTime, ...fields } = doc;
    const problem = validate((ts as TableSchema).documentType, fields, (id) =>
      this.tableOfId(id),
    );
    if (problem !== null) fail(problem);
  }

  private recordPoint(table: string, id: string): void {
    const index = this.store.index(table, "by_id");
    if (!index) {
      this.readSet.addTable(table);
      return;
    }
    const key = encodeKey([id]);
    this.readSet.addRange(
      index.id,
      key,
      Buffer.concat([key, Buffer.from([0])]),
    );
  }

  // ── Reads ────────────────────────────────────────────────────────────────

  get(table: string | undefined, id: unknown, isSystem: boolean): Doc | null {
    const actual = this.checkId(table, id, isSystem);
    this.meter.query();
    this.recordPoint(qualify(this.namespace, actual), id as string);
    const found = this.store.get(id as string);
    if (!found) return null;
    this.meter.read(found.size);
    this.documentsRead++;
    return found.doc;
  }

  startStream(query: QueryJson): number {
    this.meter.query();
    const id = this.nextStreamId++;
    this.streams.set(
      id,
      new QueryStream(
        this.store,
        this.readSet,
        qualifyQuery(this.namespace, query),
        this.meter,
      ),
    );
    return id;
  }

  streamNext(queryId: number): Doc | null {
    const stream = this.streams.get(queryId);
    if (!stream) throw new Error(`Unknown query id ${queryId}`);
    const doc = stream.next();
    if (doc === null) this.streams.delete(queryId);
    else this.documentsRead++;
    return doc;
  }

  closeStream(queryId: number): void {
    this.streams.get(queryId)?.close();
    this.streams.delete(queryId);
  }

  /** Finish: record the coverage of streams that were abandoned midway. */
  closeAllStreams(): void {
    for (const s of this.streams.values()) s.close();
    this.streams.clear();
  }

  page(args: PageArgs): PageResult {
    this.paginateCalls++;
    if (this.paginateCalls > 1) {
      throw new Error(
        "This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.",
      );
    }
    this.meter.query();
    const result = paginate(
      this.store,
      this.readSet,
      { ...args, query: qualifyQuery(this.namespace, args.query) },
      this.meter,
    );
    this.documentsRead += result.page.length;
    return result;
  }

  count(name: string): number {
    this.meter.query();
    const table = qualify(this.namespace, name);
    const index = this.store.index(table, "by_creation_time");
    if (!index) {
      this.readSet.addTable(table);
      return 0;
    }
    this.readSet.addRange(index.id, Buffer.alloc(0), Buffer.from([0xff]));
    return this.store.countIndex(index.id);
  }

  // ── Writes ───────────────────────────────────────────────────────────────

  private toValue(json: unknown): Record<string, Value> {
    return jsonToConvex(
      resolveCommitTs(json, this.commitTs) as JSONValue,
    ) as Record<string, Value>;
  }

  insert(table: string, valueJson: unknown, system = false): string {
    this.requireWritable();
    if (table.startsWith("_") && !system)
      throw new Error("System tables (prefixed with `_`) are read-only.");
    const value = this.toValue(valueJson);
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new Error(
        "Invalid argument `value` for `db.insert`, expected an object.",
      );
    }
    for (const k of Object.keys(value)) {
      if (k.startsWith("_")) {
        throw new Error(
          `Failed to insert new document: field name "${k}" starts with a '_', which is reserved.`,
        );
      }
    }
    this.validateDoc(table, value);
    const doc = {
      ...value,
      _id: this.store.newId(qualify(this.namespace, table)),
      _creationTime: this.store.nextCreationTime(),
    } as Doc;
    if (!system) this.meter.write(checkDocument(doc));
    else if (table === "_scheduled_functions")
      this.meter.schedule(
        checkValue(value.args ?? null, LIMITS.valueNesting, "Value"),
      );
    this.effects.push(this.store.insert(qualify(this.namespace, table), doc));
    if (table === "_scheduled_functions") this.scheduled = true;
    return doc._id;
  }

  patch(
    table: string | undefined,
    id: unknown,
    valueJson: Record<string, unknown>,
    system = false,
  ): void {
    this.requireWritable();
    const actual = this.checkId(table, id, system);
    if (actual.startsWith("_") && !system)
      throw new Error("System tables (prefixed with `_`) are read-only.");
    const existing = this.store.get(id as string);
    if (!existing)
      throw new Error(
        `Patch on nonexistent document with ID "${id as string}"`,
      );
    const old = existing.doc;
    checkUserFields(valueJson, "patch document");
    const next: Record<string, Value> = { ...old };
    for (const [k, raw] of Object.entries(
      resolveCommitTs(valueJson, this.commitTs) as Record<string, unknown>,
    )) {
      const isUndefined =
        typeof raw === "object" && raw !== null && "$undefined" in raw;
      const v = isUndefined
        ? undefined
        : (jsonToConvex(raw as JSONValue) as Value);
      if (k === "_id" || k === "_creationTime") {
        if (v !== undefined && v !== old[k]) {
          throw new Error(
            `Provided \`${k}\` field value ${String(v)} does not match the document's ${k}`,
          );
        }
        continue;
      }
      if (v === undefined) delete next[k];
      else next[k] = v;
    }
    this.validateDoc(actual, next);
    if (!system) this.meter.write(checkDocument(next));
    this.effects.push(
      this.store.replace(qualify(this.namespace, actual), old, next as Doc),
    );
  }

  replace(
    table: string | undefined,
    id: unknown,
    valueJson: unknown,
    system = false,
  ): void {
    this.requireWritable();
    const actual = this.checkId(table, id, system);
    if (actual.startsWith("_") && !system)
      throw new Error("System tables (prefixed with `_`) are read-only.");
    const existing = this.store.get(id as string);
    if (!existing)
      throw new Error(
        `Replace on nonexistent document with ID "${id as string}"`,
      );
    const value = this.toValue(valueJson);
    checkUserFields(value, "replace document");
    const { _id, _creationTime, ...fields } = value;
    if (_id !== undefined && _id !== existing.doc._id) {
      throw new Error(
        `Provided \`_id\` field value "${String(_id)}" does not match the document ID "${existing.doc._id}"`,
      );
    }
    if (
      _creationTime !== undefined &&
      _creationTime !== existing.doc._creationTime
    ) {
      throw new Error(
        `Provided \`_creationTime\` field value ${String(_creationTime)} does not match the document's creation time`,
      );
    }
    this.validateDoc(actual, fields);
    const next = {
      ...fields,
      _id: existing.doc._id,
      _creationTime: existing.doc._creationTime,
    } as Doc;
    if (!system) this.meter.write(checkDocument(next));
    this.effects.push(
      this.store.replace(qualify(this.namespace, actual), existing.doc, next),
    );
  }

  delete(table: string | undefined, id: unknown, system = false): void {
    this.requireWritable();
    const actual = this.checkId(table, id, system);
    if (actual.startsWith("_") && !system)
      throw new Error("System tables (prefixed with `_`) are read-only.");
    const existing = this.store.get(id as string);
    if (!existing)
      throw new Error(
        `Delete on nonexistent document with ID "${id as string}"`,
      );
    if (!system) this.meter.write(0);
    this.effects.push(
      this.store.delete(qualify(this.namespace, actual), existing.doc),
    );
  }
}
