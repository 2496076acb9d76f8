// Which subscriptions a commit touches, found from the written keys rather
// than by asking every subscription. Each subscribed query's last read set is
// filed under the indexes it read: its key ranges (one entry per distinct
// range, however many subscriptions share it: every viewer of a forum's
// first page reads the same range), the tables it read whole (search), or
// "unknown" (no read set: every commit touches it). A commit then looks up
// only the ranges of the indexes it wrote, so its cost follows what it wrote
// and the number of distinct ranges on those indexes, not the number of
// subscriptions.
import type { WriteEffect } from "../db/documents.js";
import type { ReadSet } from "../runtime/readSet.js";

type Range<Q> = { lo: Buffer; hi: Buffer; holders: Set<Q> };

export class ReadIndex<Q extends object> {
  private readonly ranges = new Map<number, Map<string, Range<Q>>>();
  private readonly tables = new Map<string, Set<Q>>();
  private readonly unknown = new Set<Q>();
  private readonly filed = new Map<Q, ReadSet | null>();

  /** Subscriptions filed (each one with its latest read set). */
  get size(): number {
    return this.filed.size;
  }

  /** `query` read `readSet` when it last ran (`null`: unknown). */
  set(query: Q, readSet: ReadSet | null): void {
    this.delete(query);
    this.filed.set(query, readSet);
    if (readSet === null) {
      this.unknown.add(query);
      return;
    }
    for (const table of readSet.tables) {
      let holders = this.tables.get(table);
      if (!holders) this.tables.set(table, (holders = new Set()));
      holders.add(query);
    }
    for (const [indexId, list] of readSet.ranges) {
      let byKey = this.ranges.get(indexId);
      if (!byKey) this.ranges.set(indexId, (byKey = new Map()));
      for (const [lo, hi] of list) {
        const key = rangeKey(lo, hi);
        let range = byKey.get(key);
        if (!range) byKey.set(key, (range = { lo, hi, holders: new Set() }));
        range.holders.add(query);
      }
    }
  }

  /** `query` is no longer subscribed (or its connection closed). */
  delete(query: Q): void {
    const readSet = this.filed.get(query);
    if (readSet === undefined) return;
    this.filed.delete(query);
    if (readSet === null) {
      this.unknown.delete(query);
      return;
    }
    for (const table of readSet.tables) {
      const holders = this.tables.get(table);
      holders?.delete(query);
      if (holders?.size === 0) this.tables.delete(table);
    }
    for (const [indexId, list] of readSet.ranges) {
      const byKey = this.ranges.get(indexId);
      if (!byKey) continue;
      for (const [lo, hi] of list) {
        const key = rangeKey(lo, hi);
        const range = byKey.get(key);
        range?.holders.delete(query);
        if (range?.holders.size === 0) byKey.delete(key);
      }
      if (byKey.size === 0) this.ranges.delete(indexId);
    }
  }

  /** Calls `touch` for each filed subscription that `effects` wrote into (a query may be touched more than once). */
  touched(effects: readonly WriteEffect[], touch: (query: Q) => void): void {
    for (const query of this.unknown) touch(query);
    for (const effect of effects) {
      const holders = this.tables.get(effect.table);
      if (holders) for (const query of holders) touch(query);
      for (const { indexId, key } of effect.keys) {
        const byKey = this.ranges.get(indexId);
        if (!byKey) continue;
        for (const range of byKey.values()) {
          if (
            Buffer.compare(range.lo, key) <= 0 &&
            Buffer.compare(key, range.hi) < 0
          )
            for (const query of range.holders) touch(query);
        }
      }
    }
  }
}

function rangeKey(lo: Buffer, hi: Buffer): string {
  return `${lo.length}:${lo.toString("latin1")}${hi.toString("latin1")}`;
}
