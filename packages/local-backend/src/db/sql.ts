// The SQLite layout of the store (documents, tables, indexes and their
// entries, full-text search, metadata) and the statements it runs often.
import type Database from "better-sqlite3";

/** Create the store's tables where they do not exist yet. */
export function migrate(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS tables (number INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
    CREATE TABLE IF NOT EXISTS documents (
      id TEXT PRIMARY KEY,
      table_number INTEGER NOT NULL,
      value TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS indexes (
      id INTEGER PRIMARY KEY,
      table_name TEXT NOT NULL,
      name TEXT NOT NULL,
      kind TEXT NOT NULL,
      spec TEXT NOT NULL,
      UNIQUE (table_name, name)
    );
    CREATE TABLE IF NOT EXISTS index_entries (
      index_id INTEGER NOT NULL,
      key BLOB NOT NULL,
      doc_id TEXT NOT NULL,
      PRIMARY KEY (index_id, key)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS search_docs (
      rowid INTEGER PRIMARY KEY,
      index_id INTEGER NOT NULL,
      doc_id TEXT NOT NULL,
      UNIQUE (index_id, doc_id)
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS search_text USING fts5(text, tokenize = 'unicode61');
  `);
}

/** The statements the store runs for every read and write, prepared once. */
export function prepareStatements(db: Database.Database) {
  return {
    getDoc: db.prepare<[string], { value: string; table_number: number }>(
      "SELECT value, table_number FROM documents WHERE id = ?",
    ),
    insertDoc: db.prepare<[string, number, string]>(
      "INSERT INTO documents (id, table_number, value) VALUES (?, ?, ?)",
    ),
    updateDoc: db.prepare<[string, string]>(
      "UPDATE documents SET value = ? WHERE id = ?",
    ),
    deleteDoc: db.prepare<[string]>("DELETE FROM documents WHERE id = ?"),
    insertEntry: db.prepare<[number, Buffer, string]>(
      "INSERT INTO index_entries (index_id, key, doc_id) VALUES (?, ?, ?)",
    ),
    deleteEntry: db.prepare<[number, Buffer]>(
      "DELETE FROM index_entries WHERE index_id = ? AND key = ?",
    ),
    scanAsc: db.prepare<
      [number, Buffer, Buffer, number],
      { key: Buffer; value: string }
    >(
      `SELECT e.key AS key, d.value AS value FROM index_entries e JOIN documents d ON d.id = e.doc_id
       WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key ASC LIMIT ?`,
    ),
    scanDesc: db.prepare<
      [number, Buffer, Buffer, number],
      { key: Buffer; value: string }
    >(
      `SELECT e.key AS key, d.value AS value FROM index_entries e JOIN documents d ON d.id = e.doc_id
       WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key DESC LIMIT ?`,
    ),
    countIndex: db.prepare<[number], { n: number }>(
      "SELECT count(*) AS n FROM index_entries WHERE index_id = ?",
    ),
    insertSearchDoc: db.prepare<[number, string]>(
      "INSERT INTO search_docs (index_id, doc_id) VALUES (?, ?)",
    ),
    findSearchDoc: db.prepare<[number, string], { rowid: number }>(
      "SELECT rowid FROM search_docs WHERE index_id = ? AND doc_id = ?",
    ),
    deleteSearchDoc: db.prepare<[number]>(
      "DELETE FROM search_docs WHERE rowid = ?",
    ),
    insertSearchText: db.prepare<[number, string]>(
      "INSERT INTO search_text (rowid, text) VALUES (?, ?)",
    ),
    deleteSearchText: db.prepare<[number]>(
      "DELETE FROM search_text WHERE rowid = ?",
    ),
    search: db.prepare<
      [string, number, number],
      { doc_id: string; value: string; score: number }
    >(
      `SELECT s.doc_id AS doc_id, d.value AS value, bm25(search_text) AS score
       FROM search_text JOIN search_docs s ON s.rowid = search_text.rowid JOIN documents d ON d.id = s.doc_id
       WHERE search_text MATCH ? AND s.index_id = ? ORDER BY score LIMIT ?`,
    ),
    getMeta: db.prepare<[string], { value: string }>(
      "SELECT value FROM meta WHERE key = ?",
    ),
    setMeta: db.prepare<[string, string]>(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
