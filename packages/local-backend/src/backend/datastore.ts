// The backend's data and how it changes outside functions: the SQLite
// store, the file blobs, the commit timestamp, the readers-writer lock, and
// who hears of each commit. Writes by the system (uploads, scheduler
// bookkeeping, a reset for tests) are committed and published here like a
// mutation's.
//
// Group commit: mutations run one at a time, each in a savepoint of a SQLite
// transaction; when the one finishing sees more mutations queued for the
// lock, it hands the lock on with the transaction still open, and the last
// one of the run (or the 64th) commits them all with one fsync. Each is
// acknowledged, published and given its commit timestamp only after that
// COMMIT returned, so what a client was told is written survives a crash as
// before; readers never see a group before it is committed (they take the
// lock only when no writer is queued, by when the group is committed).
import fs from "node:fs";
import path from "node:path";
import type { WriteEffect } from "../db/documents.js";
import { Store } from "../db/store.js";
import { FileStorage } from "../fileStorage.js";
import { RWLock, type Release } from "../lock.js";
import type { LoadedApp } from "../modules.js";
import { Transaction } from "../runtime/transaction.js";
import type { Outcome } from "./outcome.js";

/** `effects` is "all" when everything may have changed (a reset). */
export type CommitListener = (
  ts: bigint,
  effects: readonly WriteEffect[] | "all",
) => void;

/** A mutation run in the open group, waiting for its COMMIT. */
type GroupMember = {
  commitTs: bigint;
  tx: Transaction;
  outcome: Outcome;
  onCommit?: (outcome: Outcome) => void;
  settle: (outcome: Outcome) => void;
};

/** Mutations committed together at most (readers wait while a group runs). */
const MAX_GROUP = 64;
/** How many mutations back another writer still counts as writers arriving together. */
const RECENT_WRITERS = 16;

export class Datastore {
  readonly store: Store;
  readonly lock = new RWLock();
  readonly files: FileStorage;
  app: LoadedApp | null = null;
  ts: bigint;
  private listeners = new Set<CommitListener>();
  private scheduledListeners = new Set<() => void>();
  /** The highest commit timestamp handed out (the open group's may pass `ts`). */
  private issuedTs = 0n;
  /** Mutations run in the open SQLite transaction, not yet committed. */
  private group: GroupMember[] = [];
  /** Who sent each of the last `RECENT_WRITERS` mutations (a connection, or a request of its own). */
  private recentWriters: unknown[] = [];

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
    const floor = this.issuedTs > this.ts ? this.issuedTs : this.ts;
    const now = BigInt(Date.now()) * 1_000_000n;
    this.issuedTs = now > floor ? now : floor + 1n;
    return this.issuedTs;
  }

  /**
   * The write lock for work that is not a mutation (system writes, schema
   * changes, closing): a group left open by the mutations before is
   * committed first.
   */
  async writeLock(): Promise<Release> {
    const release = await this.lock.write();
    this.commitGroup();
    return release;
  }

  /** Opens the group's transaction if none is open (the holder of the write lock calls it). */
  protected joinGroup(): void {
    if (!this.store.db.inTransaction) this.store.db.exec("BEGIN IMMEDIATE");
  }

  /** A mutation of the open group succeeded; resolves once the group is committed. */
  protected addToGroup(member: Omit<GroupMember, "settle">): Promise<Outcome> {
    return new Promise((settle) => this.group.push({ ...member, settle }));
  }

  /**
   * A mutation lets the write lock go: the group is committed unless another
   * mutation is queued to join it (and it is not full). While other writers
   * are about (one of the last 16 mutations came from another connection or
   * request), one turn of the event loop first: what they sent while this
   * mutation ran (or while the last COMMIT's fsync held the process) is read
   * then, and their mutations queue for the lock. A lone writer's mutation
   * commits at once: its next one waits for this one's answer, so the turn
   * (behind whatever else the loop holds: 5–25 ms while 200 subscribers are
   * updated) would gather nothing and only delay it, and every subscriber's
   * update with it. `writer` is the sending connection (undefined: a request
   * of its own, e.g. the scheduler's).
   */
  protected async leaveGroup(release: Release, writer?: object): Promise<void> {
    try {
      const me = writer ?? {};
      const othersAbout = this.recentWriters.some((w) => w !== me);
      this.recentWriters.push(me);
      if (this.recentWriters.length > RECENT_WRITERS)
        this.recentWriters.shift();
      if (
        this.lock.writersWaiting === 0 &&
        this.group.length > 0 &&
        othersAbout
      )
        await new Promise((resolve) => setImmediate(resolve));
      if (this.lock.writersWaiting === 0 || this.group.length >= MAX_GROUP)
        this.commitGroup();
    } finally {
      release();
    }
  }

  /** Commits the open group (if any) and tells each member, in order. */
  protected commitGroup(): void {
    const members = this.group;
    this.group = [];
    if (!this.store.db.inTransaction) {
      for (const m of members) m.settle(lostOutcome(m.outcome));
      return;
    }
    const wrote = members.filter((m) => m.tx.effects.length > 0);
    try {
      if (wrote.length > 0) {
        this.store.saveCreationTime();
        this.store.setMeta("ts", wrote[wrote.length - 1].commitTs.toString());
      }
      this.store.db.exec("COMMIT");
    } catch (e) {
      this.rollback();
      const failed = lostOutcome(
        members[0]?.outcome,
        e instanceof Error ? e.message : String(e),
      );
      for (const m of members) {
        m.onCommit?.(failed);
        m.settle(failed);
      }
      return;
    }
    for (const m of members) {
      const published = m.tx.effects.length > 0;
      if (published) this.ts = m.commitTs;
      m.outcome.ts = this.ts;
      for (const id of m.tx.deletedFiles) this.files.remove(id);
      m.onCommit?.(m.outcome);
      if (published) this.publish(m.tx);
      m.settle(m.outcome);
    }
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
    const release = await this.writeLock();
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
    const release = await this.writeLock();
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
    const release = await this.writeLock();
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

/** A member's outcome when its group could not be committed. */
function lostOutcome(
  outcome: Outcome | undefined,
  cause = "the transaction was lost",
): Outcome {
  return {
    success: false,
    errorMessage: `Server Error: the mutation could not be committed (${cause})`,
    logLines: outcome?.logLines ?? [],
  };
}
