// The backend's data and how it changes outside functions: the SQLite
// store, the file blobs, the commit timestamp, the readers-writer lock, and
// who hears of each commit. Writes by the system (uploads, scheduler
// bookkeeping, a reset for tests) are committed and published here like a
// mutation's.
import fs from "node:fs";
import path from "node:path";
import type { WriteEffect } from "../db/documents.js";
import { Store } from "../db/store.js";
import { FileStorage } from "../fileStorage.js";
import { RWLock } from "../lock.js";
import type { LoadedApp } from "../modules.js";
import { Transaction } from "../runtime/transaction.js";

/** `effects` is "all" when everything may have changed (a reset). */
export type CommitListener = (
  ts: bigint,
  effects: readonly WriteEffect[] | "all",
) => void;

export class Datastore {
  readonly store: Store;
  readonly lock = new RWLock();
  readonly files: FileStorage;
  app: LoadedApp | null = null;
  ts: bigint;
  private listeners = new Set<CommitListener>();
  private scheduledListeners = new Set<() => void>();

  constructor(dataDir: string) {
    this.store = new Store(path.join(dataDir, "db.sqlite3"));
    this.files = new FileStorage(dataDir);
    this.ts = BigInt(this.store.getMeta("ts") ?? "0");
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onScheduled(listener: () => void): () => void {
    this.scheduledListeners.add(listener);
    return () => this.scheduledListeners.delete(listener);
  }

  protected nextTs(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    return now > this.ts ? now : this.ts + 1n;
  }

  protected rollback(): void {
    if (this.store.db.inTransaction) this.store.db.exec("ROLLBACK");
    this.store.reloadCatalog();
  }

  protected publish(tx: Transaction): void {
    for (const l of this.listeners) l(this.ts, tx.effects);
    if (tx.scheduled) for (const l of this.scheduledListeners) l();
  }

  /**
   * A write outside any function (storage uploads, scheduler bookkeeping):
   * its own transaction, committed and published like a mutation.
   */
  async systemWrite<T>(work: (tx: Transaction) => T): Promise<T> {
    const release = await this.lock.write();
    try {
      const tx = new Transaction(
        this.store,
        this.app?.schema ?? null,
        true,
        this.nextTs(),
      );
      this.store.db.exec("BEGIN IMMEDIATE");
      let result: T;
      try {
        result = work(tx);
      } catch (e) {
        this.rollback();
        throw e;
      }
      if (tx.effects.length > 0) {
        this.store.saveCreationTime();
        this.store.setMeta("ts", tx.commitTs.toString());
      }
      this.store.db.exec("COMMIT");
      if (tx.effects.length > 0) {
        this.ts = tx.commitTs;
        for (const id of tx.deletedFiles) this.files.remove(id);
        this.publish(tx);
      }
      return result;
    } finally {
      release();
    }
  }

  /**
   * Empty the database for tests: every document of every table (user
   * tables, `_storage` and its files, `_scheduled_functions`) is deleted in
   * one transaction. Tables, indexes and cron bookkeeping stay; seeding does
   * not run again. Subscriptions are re-run. Returns the number of documents
   * deleted.
   */
  async reset(): Promise<number> {
    const release = await this.lock.write();
    try {
      const db = this.store.db;
      const { n } = db.prepare("SELECT count(*) AS n FROM documents").get() as {
        n: number;
      };
      const ts = this.nextTs();
      db.exec("BEGIN IMMEDIATE");
      try {
        db.exec(
          "DELETE FROM documents; DELETE FROM index_entries; DELETE FROM search_docs; DELETE FROM search_text;",
        );
        this.store.setMeta("ts", ts.toString());
        db.exec("COMMIT");
      } catch (e) {
        this.rollback();
        throw e;
      }
      this.ts = ts;
      for (const file of fs.readdirSync(this.files.dir))
        fs.rmSync(path.join(this.files.dir, file), { force: true });
      for (const l of this.listeners) l(this.ts, "all");
      return n;
    } finally {
      release();
    }
  }

  /** Set a metadata value outside any mutation's transaction. */
  async writeMeta(key: string, value: string): Promise<void> {
    const release = await this.lock.write();
    try {
      this.store.setMeta(key, value);
    } finally {
      release();
    }
  }

  /** A consistent read outside any function. */
  async systemRead<T>(work: (tx: Transaction) => T): Promise<T> {
    const release = await this.lock.read();
    try {
      return work(
        new Transaction(this.store, this.app?.schema ?? null, false, 0n),
      );
    } finally {
      release();
    }
  }
  /** Store bytes as a new file: written to disk first, then its `_storage` row is committed. */
  async storeFile(
    bytes: Uint8Array,
    contentType: string | null,
  ): Promise<string> {
    return this.storeTemp(this.files.writeTemp(bytes), contentType);
  }

  /**
   * Commit a file already written to a temporary file (an upload streamed to
   * disk): its `_storage` row is committed and the file renamed into place;
   * on failure the temporary file is removed.
   */
  async storeTemp(
    { tmp, sha256, size }: { tmp: string; sha256: string; size: number },
    contentType: string | null,
  ): Promise<string> {
    try {
      return await this.systemWrite((tx) => {
        const id = tx.insert(
          "_storage",
          contentType ? { sha256, size, contentType } : { sha256, size },
          true,
        );
        this.files.commitTemp(tmp, id);
        return id;
      });
    } catch (e) {
      this.files.discardTemp(tmp);
      throw e;
    }
  }
  close(): void {
    this.store.close();
  }
}
