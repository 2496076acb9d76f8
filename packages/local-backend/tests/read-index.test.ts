// A commit finds the subscriptions it touches through the read index: by the
// ranges of the indexes it wrote, by the tables read whole, and always those
// whose reads are unknown; what a subscription stops reading is let go.
import { describe, expect, it } from "vitest";
import type { WriteEffect } from "../src/db/documents.js";
import { ReadSet } from "../src/runtime/readSet.js";
import { ReadIndex } from "../src/sync/readIndex.js";

const k = (s: string) => Buffer.from(s);
const reads = (
  ranges: Array<[number, string, string]>,
  tables: string[] = [],
) => {
  const r = new ReadSet();
  for (const [id, lo, hi] of ranges) r.addRange(id, k(lo), k(hi));
  for (const t of tables) r.addTable(t);
  return r;
};
const write = (
  table: string,
  ...keys: Array<[number, string]>
): WriteEffect => ({
  table,
  keys: keys.map(([indexId, key]) => ({ indexId, key: k(key) })),
});
const touchedBy = (
  index: ReadIndex<{ name: string }>,
  effects: WriteEffect[],
) => {
  const hit = new Set<string>();
  index.touched(effects, (q) => hit.add(q.name));
  return [...hit].sort();
};

describe("read index", () => {
  const a = { name: "a" };
  const b = { name: "b" };
  const c = { name: "c" };
  const d = { name: "d" };

  it("touches the subscriptions whose ranges hold a written key, and no others", () => {
    const index = new ReadIndex<{ name: string }>();
    index.set(a, reads([[1, "b", "d"]]));
    index.set(b, reads([[1, "b", "d"]])); // the same range as a
    index.set(
      c,
      reads([
        [1, "d", "f"],
        [2, "a", "z"],
      ]),
    );
    index.set(d, reads([], ["search_table"]));
    expect(touchedBy(index, [write("t", [1, "c"])])).toEqual(["a", "b"]);
    // Ranges are half-open: "d" is c's, not a's.
    expect(touchedBy(index, [write("t", [1, "d"])])).toEqual(["c"]);
    expect(touchedBy(index, [write("t", [3, "c"])])).toEqual([]);
    expect(touchedBy(index, [write("search_table", [9, "x"])])).toEqual(["d"]);
    expect(
      touchedBy(index, [write("t", [1, "a"]), write("u", [2, "m"])]),
    ).toEqual(["c"]);
  });

  it("an unknown read set is touched by every commit", () => {
    const index = new ReadIndex<{ name: string }>();
    index.set(a, null);
    expect(touchedBy(index, [write("t", [7, "q"])])).toEqual(["a"]);
  });

  it("a new read set replaces the old one, and deleting lets everything go", () => {
    const index = new ReadIndex<{ name: string }>();
    index.set(a, reads([[1, "a", "c"]], ["x"]));
    index.set(b, reads([[1, "a", "c"]]));
    index.set(a, reads([[1, "m", "p"]]));
    expect(touchedBy(index, [write("t", [1, "b"])])).toEqual(["b"]);
    expect(touchedBy(index, [write("x", [1, "z"])])).toEqual([]);
    expect(touchedBy(index, [write("t", [1, "n"])])).toEqual(["a"]);
    index.delete(a);
    index.delete(b);
    index.delete(b);
    expect(index.size).toBe(0);
    expect(
      touchedBy(index, [write("t", [1, "b"]), write("t", [1, "n"])]),
    ).toEqual([]);
    // Nothing is kept for ranges or tables no subscription reads.
    const internals = index as unknown as {
      ranges: Map<unknown, unknown>;
      tables: Map<unknown, unknown>;
    };
    expect(internals.ranges.size).toBe(0);
    expect(internals.tables.size).toBe(0);
  });
});
