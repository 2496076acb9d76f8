// What a query execution read: half-open key ranges per index, plus whole
// tables for reads that are not index ranges (search). A commit invalidates a
// subscription when one of its old or new index keys falls in a read range
// (sync/readIndex.ts files read sets to find those subscriptions).

export class ReadSet {
  readonly ranges = new Map<number, Array<[Buffer, Buffer]>>();
  readonly tables = new Set<string>();

  addRange(indexId: number, lo: Buffer, hi: Buffer): void {
    if (Buffer.compare(lo, hi) >= 0) return;
    const list = this.ranges.get(indexId);
    if (list) list.push([lo, hi]);
    else this.ranges.set(indexId, [[lo, hi]]);
  }

  addTable(table: string): void {
    this.tables.add(table);
  }

  merge(other: ReadSet): void {
    for (const [id, list] of other.ranges)
      for (const [lo, hi] of list) this.addRange(id, lo, hi);
    for (const t of other.tables) this.tables.add(t);
  }
}
