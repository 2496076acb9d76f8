import { describe, expect, it } from "vitest";
import type { Value } from "convex/values";
import { compareValues, encodeKey, encodeValue } from "../src/values.js";
import { decodeIdTable, encodeId } from "../src/ids.js";
import { nextRun, parseCron, nextCronTime } from "../src/cron.js";

const ab = (...bytes: number[]) => new Uint8Array(bytes).buffer;

// In Convex order: undefined < null < int64 < float64 < boolean < string < bytes < array < object.
const ORDERED: Array<Value | undefined> = [
  undefined,
  null,
  -(2n ** 63n),
  -5n,
  0n,
  7n,
  2n ** 63n - 1n,
  -Infinity,
  -1e300,
  -1.5,
  -0,
  0,
  1e-300,
  2,
  1e300,
  Infinity,
  NaN,
  false,
  true,
  "",
  "\u0000",
  "\u0000a",
  "A",
  "a",
  "a\u0000",
  "ab",
  "b",
  "é",
  "😀",
  ab(),
  ab(0),
  ab(0, 0),
  ab(1),
  ab(255),
  [],
  [null],
  [1n],
  [1],
  [1, 2],
  [2],
  ["a"],
  [[]],
  {},
  { a: 1 },
  { a: 1, b: 1 },
  { a: 2 },
  { b: 0 },
];

describe("value ordering and key encoding", () => {
  it("compareValues follows Convex's type and value order", () => {
    for (let i = 0; i < ORDERED.length; i++) {
      for (let j = 0; j < ORDERED.length; j++) {
        expect(
          Math.sign(compareValues(ORDERED[i], ORDERED[j])),
          `${i} vs ${j}`,
        ).toBe(Math.sign(i - j));
      }
    }
  });

  it("encoded keys sort exactly like compareValues (memcmp order)", () => {
    for (let i = 0; i < ORDERED.length; i++) {
      for (let j = 0; j < ORDERED.length; j++) {
        const c = Buffer.compare(
          encodeValue(ORDERED[i]),
          encodeValue(ORDERED[j]),
        );
        expect(Math.sign(c), `${i} vs ${j}`).toBe(Math.sign(i - j));
      }
    }
  });

  it("tuple keys are ordered field by field and prefixes bound their extensions", () => {
    const rnd = (): Value | undefined => {
      const pick = Math.floor(Math.random() * 6);
      if (pick === 0) return undefined;
      if (pick === 1) return Math.floor(Math.random() * 5) - 2;
      if (pick === 2)
        return ["", "a", "ab", "b", "a\u0000"][Math.floor(Math.random() * 5)];
      if (pick === 3) return BigInt(Math.floor(Math.random() * 5) - 2);
      if (pick === 4) return Math.random() < 0.5;
      return null;
    };
    const tuples = Array.from({ length: 400 }, () => [rnd(), rnd(), rnd()]);
    const byCompare = [...tuples].sort((x, y) => {
      for (let k = 0; k < 3; k++) {
        const c = compareValues(x[k], y[k]);
        if (c !== 0) return c;
      }
      return 0;
    });
    const byBytes = [...tuples].sort((x, y) =>
      Buffer.compare(encodeKey(x), encodeKey(y)),
    );
    expect(byBytes.map((t) => encodeKey(t).toString("hex"))).toEqual(
      byCompare.map((t) => encodeKey(t).toString("hex")),
    );
    const prefix = encodeKey(["a"]);
    const inside = encodeKey(["a", 5, "zzz"]);
    const outside = encodeKey(["a\u0000"]);
    const end = Buffer.concat([prefix, Buffer.from([0xff])]);
    expect(
      Buffer.compare(prefix, inside) < 0 && Buffer.compare(inside, end) < 0,
    ).toBe(true);
    expect(Buffer.compare(outside, end) > 0).toBe(true);
  });
});

describe("ids", () => {
  it("encode their table number and reject corrupted strings", () => {
    for (const n of [1, 2, 10001, 10002, 123456]) {
      const id = encodeId(n);
      expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{30,40}$/);
      expect(decodeIdTable(id)).toBe(n);
      const corrupted = id[5] === "a" ? "b" : "a";
      expect(decodeIdTable(id.slice(0, 5) + corrupted + id.slice(6))).toBe(
        null,
      );
    }
    expect(decodeIdTable("not an id")).toBe(null);
    expect(encodeId(10001)).not.toBe(encodeId(10001));
  });
});

describe("cron schedules", () => {
  const at = (iso: string) => Date.parse(iso);
  it("computes intervals, hourly, daily, weekly, monthly and cron strings in UTC", () => {
    const t = at("2026-03-10T10:20:30Z"); // a Tuesday
    expect(nextRun({ type: "interval", minutes: 5 }, t)).toBe(t + 5 * 60_000);
    expect(nextRun({ type: "hourly", minuteUTC: 15 }, t)).toBe(
      at("2026-03-10T11:15:00Z"),
    );
    expect(nextRun({ type: "daily", hourUTC: 9, minuteUTC: 0 }, t)).toBe(
      at("2026-03-11T09:00:00Z"),
    );
    expect(
      nextRun({ type: "weekly", dayOfWeek: "monday", hourUTC: 8 }, t),
    ).toBe(at("2026-03-16T08:00:00Z"));
    expect(nextRun({ type: "monthly", day: 1, hourUTC: 0 }, t)).toBe(
      at("2026-04-01T00:00:00Z"),
    );
    expect(nextRun({ type: "cron", cron: "*/15 * * * *" }, t)).toBe(
      at("2026-03-10T10:30:00Z"),
    );
    expect(nextCronTime(parseCron("0 12 * * sun"), t)).toBe(
      at("2026-03-15T12:00:00Z"),
    );
    expect(nextCronTime(parseCron("0 0 29 2 *"), t)).toBe(
      at("2028-02-29T00:00:00Z"),
    );
  });
});
