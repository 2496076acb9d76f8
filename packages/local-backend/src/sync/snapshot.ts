// Subscriptions are re-run from a committed snapshot, never under the
// backend's lock, so a commit never waits for readers: a second SQLite
// connection holds a read transaction (WAL keeps it at the last commit while
// mutations commit on the main connection), and the re-runs read documents,
// index entries and search through it. The catalog (tables, indexes) is the
// store's own, in memory.
//
// The re-runs of a round run one after another, and every few milliseconds
// they let the event loop serve what has arrived (a mutation, a message):
// without that, a round of many re-runs would hold the one thread until it
// ends, and a write would wait for it all the same.
//
// A commit that lands while a round of re-runs is open is recorded: a query
// re-run in that round read the snapshot, so if such a commit touches what
// it read (its new read set), it is stale again and the next round re-runs
// it.
import Database from "better-sqlite3";
import type { WriteEffect } from "../db/documents.js";
import { prepareStatements } from "../db/sql.js";
import type { Store } from "../db/store.js";

/** Re-runs go on for at most this long before other work gets a turn. */
export const SLICE_MS = 8;

export type Effects = readonly WriteEffect[] | "all";

/** One round of re-runs: the snapshot's store view, its timestamp, and the commits since. */
export type Round = {
  readonly store: Store;
  readonly ts: bigint;
  /** The commits made after the snapshot, so far. */
  readonly later: Effects[];
  /** Runs a re-run in its turn: one at a time, yielding every SLICE_MS. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

/** Runs tasks one at a time; between two, yields to the event loop once a slice is used up. */
function turns(): <T>(task: () => Promise<T>) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(async () => {
      if (performance.now() - sliceStart >= SLICE_MS) {
        await new Promise((r) => setImmediate(r));
        sliceStart = performance.now();
      }
      return task();
    });
    chain = next.catch(() => {});
    return next;
  };
}

export class SnapshotReader {
  private readonly db: Database.Database;
  private readonly view: Store;
  private readonly touch: Database.Statement;
  private round: Round | null = null;

  constructor(store: Store) {
    const main = (
      store.db.pragma("database_list") as Array<{ name: string; file: string }>
    ).find((d) => d.name === "main");
    if (!main?.file)
      throw new Error("Snapshots need the store in a database file");
    this.db = new Database(main.file, { fileMustExist: true });
    this.db.pragma("query_only = ON");
    // The store's read methods, reading through this connection: its
    // prepared statements shadow the store's own.
    this.view = Object.create(store) as Store;
    (this.view as unknown as { stmts: unknown }).stmts = prepareStatements(
      this.db,
    );
    this.touch = this.db.prepare("SELECT value FROM meta LIMIT 1");
  }

  /**
   * Opens a round at the last commit (`ts`, which must be the backend's
   * timestamp now: this runs in the same tick, so no commit comes between).
   */
  begin(ts: bigint): Round {
    if (this.round) throw new Error("A snapshot round is already open");
    this.db.exec("BEGIN");
    // A WAL read transaction takes its snapshot at its first read.
    this.touch.get();
    this.round = { store: this.view, ts, later: [], run: turns() };
    return this.round;
  }

  /** A round is open. */
  get open(): boolean {
    return this.round !== null;
  }

  /** A commit (call it synchronously, from the commit listener). */
  committed(effects: Effects): void {
    this.round?.later.push(effects);
  }

  /** Closes the round; returns the commits made while it was open. */
  end(): Effects[] {
    const round = this.round;
    this.round = null;
    if (this.db.inTransaction) this.db.exec("COMMIT");
    return round?.later ?? [];
  }

  close(): void {
    this.round = null;
    this.db.close();
  }
}
