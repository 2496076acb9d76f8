// SQLite persistence: documents, index entries with order-preserving keys,
// full-text search entries, and small metadata. Everything the function
// runtime needs is a primitive here; transactions are driven by the caller.
//
// Durability: WAL journal with synchronous=FULL by default. A mutation is
// acknowledged only after its COMMIT returned, and with FULL the WAL is fsynced
// at every commit, so acknowledged writes survive kill -9 and power loss.
// (NORMAL would survive kill -9 too, since the WAL write reaches the OS before
// COMMIT returns, but not an OS crash.) Set LOCAL_BACKEND_SYNCHRONOUS=NORMAL to
// trade that for latency.
import fs from "node:fs";
import Database from "better-sqlite3";
import { getFieldPath } from "../values.js";
import { decodeIdTable, encodeId } from "../ids.js";
import { FILE_MODE, ensurePrivateFile } from "../fileModes.js";
import {
  decodeDoc,
  docKeyFor,
  encodeDoc,
  type Doc,
  type IndexInfo,
  type KeyChange,
  type SchemaIndexes,
  type SearchIndexInfo,
  type WriteEffect,
} from "./documents.js";
import { migrate, prepareStatements, type Statements } from "./sql.js";

/** Indexes that exist on system tables. */
const SYSTEM_INDEXES: SchemaIndexes["tables"] = [
  { tableName: "_storage", indexes: [], searchIndexes: [] },
  {
    tableName: "_scheduled_functions",
    indexes: [
      {
        indexDescriptor: "by_next_run",
        fields: ["state.kind", "scheduledTime"],
      },
    ],
    searchIndexes: [],
  },
];

const FIRST_USER_TABLE_NUMBER = 10001;

export class Store {
  readonly db: Database.Database;
  private tablesByName = new Map<string, number>();
  private tablesByNumber = new Map<number, string>();
  private indexesByName = new Map<string, IndexInfo>();
  private indexesByTable = new Map<string, IndexInfo[]>();
  private searchByName = new Map<string, SearchIndexInfo>();
  private searchByTable = new Map<string, SearchIndexInfo[]>();
  private stmts: Statements;
  private lastCreationTime = 0;

  constructor(file: string) {
    // SQLite creates the -wal and -shm files with the database file's mode:
    // make that 0600 before SQLite opens it.
    if (file !== ":memory:") ensurePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    if (file !== ":memory:")
      for (const extra of [`${file}-wal`, `${file}-shm`])
        if (fs.existsSync(extra)) fs.chmodSync(extra, FILE_MODE);
    const sync = (
      process.env.LOCAL_BACKEND_SYNCHRONOUS ?? "FULL"
    ).toUpperCase();
    this.db.pragma(`synchronous = ${sync === "NORMAL" ? "NORMAL" : "FULL"}`);
    this.db.pragma("foreign_keys = OFF");
    this.db.pragma("cache_size = -65536");
    migrate(this.db);
    this.stmts = prepareStatements(this.db);
    this.reloadCatalog();
    const row = this.db
      .prepare("SELECT value FROM meta WHERE key = 'last_creation_time'")
      .get() as { value: string } | undefined;
    this.lastCreationTime = row ? Number(row.value) : 0;
  }

  reloadCatalog(): void {
    for (const row of this.db
      .prepare("SELECT number, name FROM tables")
      .all() as Array<{ number: number; name: string }>) {
      this.tablesByName.set(row.name, row.number);
      this.tablesByNumber.set(row.number, row.name);
    }
    this.indexesByName.clear();
    this.indexesByTable.clear();
    this.searchByName.clear();
    this.searchByTable.clear();
    const rows = this.db
      .prepare("SELECT id, table_name, name, kind, spec FROM indexes")
      .all() as Array<{
      id: number;
      table_name: string;
      name: string;
      kind: string;
      spec: string;
    }>;
    for (const row of rows) {
      if (row.kind === "db") {
        const fields = JSON.parse(row.spec) as string[];
        const info: IndexInfo = {
          id: row.id,
          table: row.table_name,
          name: row.name,
          fields,
          keyFields:
            row.name === "by_id"
              ? ["_id"]
              : [...fields, "_creationTime", "_id"],
        };
        this.indexesByName.set(`${row.table_name}.${row.name}`, info);
        pushTo(this.indexesByTable, row.table_name, info);
      } else {
        const spec = JSON.parse(row.spec) as {
          searchField: string;
          filterFields: string[];
        };
        const info: SearchIndexInfo = {
          id: row.id,
          table: row.table_name,
          name: row.name,
          ...spec,
        };
        this.searchByName.set(`${row.table_name}.${row.name}`, info);
        pushTo(this.searchByTable, row.table_name, info);
      }
    }
  }

  // ── Catalog ──────────────────────────────────────────────────────────────

  tableName(number: number): string | null {
    return this.tablesByNumber.get(number) ?? null;
  }

  tableNumber(name: string): number | null {
    return this.tablesByName.get(name) ?? null;
  }

  /** Table of an id string, or null when it is not an id of a known table. */
  tableOfId(id: string): string | null {
    const n = decodeIdTable(id);
    return n === null ? null : this.tableName(n);
  }

  /** Create the table (and its built-in indexes) if needed. Call inside a write transaction. */
  ensureTable(name: string): number {
    const existing = this.tablesByName.get(name);
    if (existing !== undefined) return existing;
    const system = name.startsWith("_");
    const maxRow = this.db
      .prepare(
        `SELECT max(number) AS n FROM tables WHERE number ${system ? "<" : ">="} ?`,
      )
      .get(FIRST_USER_TABLE_NUMBER) as { n: number | null };
    const number =
      maxRow.n === null ? (system ? 1 : FIRST_USER_TABLE_NUMBER) : maxRow.n + 1;
    this.db
      .prepare("INSERT INTO tables (number, name) VALUES (?, ?)")
      .run(number, name);
    this.tablesByName.set(name, number);
    this.tablesByNumber.set(number, name);
    this.createIndex(name, "by_id", ["_id"]);
    this.createIndex(name, "by_creation_time", []);
    const sys = SYSTEM_INDEXES.find((t) => t.tableName === name);
    for (const idx of sys?.indexes ?? [])
      this.createIndex(name, idx.indexDescriptor, idx.fields);
    this.reloadCatalog();
    return number;
  }

  private createIndex(table: string, name: string, fields: string[]): void {
    const info = this.db
      .prepare(
        "INSERT INTO indexes (table_name, name, kind, spec) VALUES (?, ?, 'db', ?)",
      )
      .run(table, name, JSON.stringify(fields));
    const id = Number(info.lastInsertRowid);
    const keyFields =
      name === "by_id" ? ["_id"] : [...fields, "_creationTime", "_id"];
    const index: IndexInfo = { id, table, name, fields, keyFields };
    const tn = this.tablesByName.get(table);
    if (tn === undefined) return;
    for (const row of this.db
      .prepare("SELECT id, value FROM documents WHERE table_number = ?")
      .iterate(tn) as Iterable<{
      id: string;
      value: string;
    }>) {
      this.stmts.insertEntry.run(
        id,
        docKeyFor(index, decodeDoc(row.value)),
        row.id,
      );
    }
  }

  private createSearchIndex(
    table: string,
    name: string,
    searchField: string,
    filterFields: string[],
  ): void {
    const info = this.db
      .prepare(
        "INSERT INTO indexes (table_name, name, kind, spec) VALUES (?, ?, 'search', ?)",
      )
      .run(table, name, JSON.stringify({ searchField, filterFields }));
    const index: SearchIndexInfo = {
      id: Number(info.lastInsertRowid),
      table,
      name,
      searchField,
      filterFields,
    };
    const tn = this.tablesByName.get(table);
    if (tn === undefined) return;
    for (const row of this.db
      .prepare("SELECT value FROM documents WHERE table_number = ?")
      .iterate(tn) as Iterable<{
      value: string;
    }>) {
      this.addSearchEntry(index, decodeDoc(row.value));
    }
  }

  private dropIndex(id: number): void {
    this.db.prepare("DELETE FROM index_entries WHERE index_id = ?").run(id);
    const rowids = this.db
      .prepare("SELECT rowid FROM search_docs WHERE index_id = ?")
      .all(id) as Array<{ rowid: number }>;
    for (const { rowid } of rowids) this.stmts.deleteSearchText.run(rowid);
    this.db.prepare("DELETE FROM search_docs WHERE index_id = ?").run(id);
    this.db.prepare("DELETE FROM indexes WHERE id = ?").run(id);
  }

  /**
   * Make the stored indexes match the schema: create (and backfill) new ones,
   * rebuild changed ones, drop removed ones. Runs in its own transaction.
   */
  applySchema(schema: SchemaIndexes | null): void {
    const tables = [...SYSTEM_INDEXES, ...(schema?.tables ?? [])];
    this.db.transaction(() => {
      for (const t of tables) this.ensureTable(t.tableName);
      const rows = this.db
        .prepare("SELECT id, table_name, name, kind, spec FROM indexes")
        .all() as Array<{
        id: number;
        table_name: string;
        name: string;
        kind: string;
        spec: string;
      }>;
      const wanted = new Map<
        string,
        { kind: string; spec: string; def: unknown }
      >();
      for (const t of tables) {
        for (const idx of t.indexes) {
          wanted.set(`${t.tableName}.${idx.indexDescriptor}`, {
            kind: "db",
            spec: JSON.stringify(idx.fields),
            def: idx,
          });
        }
        for (const idx of t.searchIndexes) {
          const spec = JSON.stringify({
            searchField: idx.searchField,
            filterFields: idx.filterFields,
          });
          wanted.set(`${t.tableName}.${idx.indexDescriptor}`, {
            kind: "search",
            spec,
            def: idx,
          });
        }
      }
      const present = new Set<string>();
      for (const row of rows) {
        const name = `${row.table_name}.${row.name}`;
        if (row.name === "by_id" || row.name === "by_creation_time") continue;
        const w = wanted.get(name);
        if (w && w.kind === row.kind && w.spec === row.spec) {
          present.add(name);
        } else {
          this.dropIndex(row.id);
        }
      }
      for (const t of tables) {
        for (const idx of t.indexes) {
          if (!present.has(`${t.tableName}.${idx.indexDescriptor}`)) {
            this.createIndex(t.tableName, idx.indexDescriptor, idx.fields);
          }
        }
        for (const idx of t.searchIndexes) {
          if (!present.has(`${t.tableName}.${idx.indexDescriptor}`)) {
            this.createSearchIndex(
              t.tableName,
              idx.indexDescriptor,
              idx.searchField,
              idx.filterFields,
            );
          }
        }
      }
    })();
    this.reloadCatalog();
  }

  index(table: string, name: string): IndexInfo | null {
    return this.indexesByName.get(`${table}.${name}`) ?? null;
  }

  indexes(table: string): IndexInfo[] {
    return this.indexesByTable.get(table) ?? [];
  }

  searchIndex(table: string, name: string): SearchIndexInfo | null {
    return this.searchByName.get(`${table}.${name}`) ?? null;
  }

  // ── Documents ────────────────────────────────────────────────────────────

  get(id: string): { table: string; doc: Doc; size: number } | null {
    const row = this.stmts.getDoc.get(id);
    if (!row) return null;
    const table = this.tablesByNumber.get(row.table_number);
    if (table === undefined) return null;
    return { table, doc: decodeDoc(row.value), size: row.value.length };
  }

  newId(table: string): string {
    return encodeId(this.ensureTable(table));
  }

  nextCreationTime(): number {
    const now = Date.now();
    let t = now > this.lastCreationTime ? now : this.lastCreationTime + 0.001;
    if (t <= this.lastCreationTime) t = this.lastCreationTime + 1; // float precision guard
    this.lastCreationTime = t;
    return t;
  }

  /** Persist the creation-time high-water mark (call in the committing transaction). */
  saveCreationTime(): void {
    this.stmts.setMeta.run("last_creation_time", String(this.lastCreationTime));
  }

  insert(table: string, doc: Doc): WriteEffect {
    const tn = this.ensureTable(table);
    this.stmts.insertDoc.run(doc._id, tn, encodeDoc(doc));
    const keys: KeyChange[] = [];
    for (const index of this.indexes(table)) {
      const key = docKeyFor(index, doc);
      this.stmts.insertEntry.run(index.id, key, doc._id);
      keys.push({ indexId: index.id, key });
    }
    for (const s of this.searchByTable.get(table) ?? [])
      this.addSearchEntry(s, doc);
    return { table, keys, inserted: doc };
  }

  replace(table: string, oldDoc: Doc, newDoc: Doc): WriteEffect {
    this.stmts.updateDoc.run(encodeDoc(newDoc), newDoc._id);
    const keys: KeyChange[] = [];
    for (const index of this.indexes(table)) {
      const oldKey = docKeyFor(index, oldDoc);
      const newKey = docKeyFor(index, newDoc);
      keys.push({ indexId: index.id, key: oldKey });
      if (oldKey.equals(newKey)) continue;
      this.stmts.deleteEntry.run(index.id, oldKey);
      this.stmts.insertEntry.run(index.id, newKey, newDoc._id);
      keys.push({ indexId: index.id, key: newKey });
    }
    for (const s of this.searchByTable.get(table) ?? []) {
      this.removeSearchEntry(s, oldDoc._id);
      this.addSearchEntry(s, newDoc);
    }
    return { table, keys };
  }

  delete(table: string, doc: Doc): WriteEffect {
    this.stmts.deleteDoc.run(doc._id);
    const keys: KeyChange[] = [];
    for (const index of this.indexes(table)) {
      const key = docKeyFor(index, doc);
      this.stmts.deleteEntry.run(index.id, key);
      keys.push({ indexId: index.id, key });
    }
    for (const s of this.searchByTable.get(table) ?? [])
      this.removeSearchEntry(s, doc._id);
    return { table, keys };
  }

  private addSearchEntry(index: SearchIndexInfo, doc: Doc): void {
    const text = getFieldPath(doc, index.searchField);
    if (typeof text !== "string") return;
    const info = this.stmts.insertSearchDoc.run(index.id, doc._id);
    this.stmts.insertSearchText.run(Number(info.lastInsertRowid), text);
  }

  private removeSearchEntry(index: SearchIndexInfo, docId: string): void {
    const row = this.stmts.findSearchDoc.get(index.id, docId);
    if (!row) return;
    this.stmts.deleteSearchText.run(row.rowid);
    this.stmts.deleteSearchDoc.run(row.rowid);
  }

  /** Up to `limit` entries of an index with lo <= key < hi, in key order. */
  scan(
    indexId: number,
    lo: Buffer,
    hi: Buffer,
    order: "asc" | "desc",
    limit: number,
  ): Array<{ key: Buffer; doc: Doc; size: number }> {
    const stmt = order === "asc" ? this.stmts.scanAsc : this.stmts.scanDesc;
    return stmt.all(indexId, lo, hi, limit).map((r) => ({
      key: r.key,
      doc: decodeDoc(r.value),
      size: r.value.length,
    }));
  }

  countIndex(indexId: number): number {
    return this.stmts.countIndex.get(indexId)?.n ?? 0;
  }

  search(index: SearchIndexInfo, matchQuery: string, limit: number): Doc[] {
    return this.stmts.search
      .all(matchQuery, index.id, limit)
      .map((r) => decodeDoc(r.value));
  }

  getMeta(key: string): string | null {
    return this.stmts.getMeta.get(key)?.value ?? null;
  }

  setMeta(key: string, value: string): void {
    this.stmts.setMeta.run(key, value);
  }

  close(): void {
    this.db.close();
  }
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
