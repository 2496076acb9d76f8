// Convex values: total ordering, order-preserving binary key encoding, and
// small helpers shared by the database layer.
//
// Ordering (https://docs.convex.dev/database/reading-data/indexes#sorting):
//   undefined < null < int64 < float64 < boolean < string < bytes < array < object
// Within a type: int64 numerically, float64 by IEEE-754 total order (-NaN <
// -inf < ... < -0 < 0 < ... < inf < NaN), false < true, strings and bytes
// lexicographically by UTF-8 bytes, arrays and objects element-wise (objects by
// their fields sorted by name, comparing name then value).
import type { Value } from "convex/values";

export type AnyValue = Value | undefined;

const TAG = {
  undefined: 0x01,
  null: 0x02,
  int64: 0x03,
  float64: 0x04,
  boolean: 0x05,
  string: 0x06,
  bytes: 0x07,
  array: 0x08,
  object: 0x09,
} as const;

/** A byte greater than every tag: appended to a prefix it bounds all its extensions. */
export const KEY_INFINITY = 0xff;

function typeRank(v: AnyValue): number {
  if (v === undefined) return TAG.undefined;
  if (v === null) return TAG.null;
  switch (typeof v) {
    case "bigint":
      return TAG.int64;
    case "number":
      return TAG.float64;
    case "boolean":
      return TAG.boolean;
    case "string":
      return TAG.string;
    default:
      if (v instanceof ArrayBuffer) return TAG.bytes;
      if (Array.isArray(v)) return TAG.array;
      return TAG.object;
  }
}

class ByteWriter {
  private buf = Buffer.allocUnsafe(64);
  private len = 0;
  private ensure(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(
      Math.max(this.buf.length * 2, this.len + n),
    );
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
  byte(b: number): void {
    this.ensure(1);
    this.buf[this.len++] = b;
  }
  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  /** Bytes with 0x00 escaped as 0x00 0xFF, terminated by 0x00 0x00. */
  escaped(b: Uint8Array): void {
    this.ensure(b.length * 2 + 2);
    for (const x of b) {
      this.buf[this.len++] = x;
      if (x === 0) this.buf[this.len++] = 0xff;
    }
    this.buf[this.len++] = 0;
    this.buf[this.len++] = 0;
  }
  result(): Buffer {
    return Buffer.from(this.buf.subarray(0, this.len));
  }
}

const f64 = new DataView(new ArrayBuffer(8));

function writeValue(w: ByteWriter, v: AnyValue): void {
  const tag = typeRank(v);
  w.byte(tag);
  switch (tag) {
    case TAG.undefined:
    case TAG.null:
      return;
    case TAG.int64: {
      const u = BigInt.asUintN(64, (v as bigint) + (1n << 63n));
      const b = Buffer.allocUnsafe(8);
      b.writeBigUInt64BE(u);
      w.bytes(b);
      return;
    }
    case TAG.float64: {
      f64.setFloat64(0, v as number);
      let bits = f64.getBigUint64(0);
      bits =
        bits & (1n << 63n) ? ~bits & 0xffffffffffffffffn : bits | (1n << 63n);
      const b = Buffer.allocUnsafe(8);
      b.writeBigUInt64BE(bits);
      w.bytes(b);
      return;
    }
    case TAG.boolean:
      w.byte(v ? 1 : 0);
      return;
    case TAG.string:
      w.escaped(Buffer.from(v as string, "utf8"));
      return;
    case TAG.bytes:
      w.escaped(new Uint8Array(v as ArrayBuffer));
      return;
    case TAG.array:
      for (const item of v as Value[]) writeValue(w, item);
      w.byte(0);
      return;
    default: {
      const obj = v as Record<string, Value>;
      for (const k of Object.keys(obj).sort(compareStrings)) {
        if (obj[k] === undefined) continue;
        w.byte(1);
        w.escaped(Buffer.from(k, "utf8"));
        writeValue(w, obj[k]);
      }
      w.byte(0);
    }
  }
}

/** Order-preserving encoding: memcmp(encode(a), encode(b)) has the sign of compareValues(a, b). */
export function encodeValue(v: AnyValue): Buffer {
  const w = new ByteWriter();
  writeValue(w, v);
  return w.result();
}

/** Encoding of a tuple of values (an index key): the concatenation of the encodings. */
export function encodeKey(values: AnyValue[]): Buffer {
  const w = new ByteWriter();
  for (const v of values) writeValue(w, v);
  return w.result();
}

/** Compare strings by UTF-8 bytes (= code points), like the Rust backend. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.codePointAt(i)!;
    const cb = b.codePointAt(i)!;
    if (ca !== cb) return ca < cb ? -1 : 1;
    if (ca > 0xffff) i++;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function compareBytes(a: ArrayBuffer, b: ArrayBuffer): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function floatBits(x: number): bigint {
  f64.setFloat64(0, x);
  const bits = f64.getBigUint64(0);
  return bits & (1n << 63n) ? ~bits & 0xffffffffffffffffn : bits | (1n << 63n);
}

/** Total order on Convex values (with undefined first). */
export function compareValues(a: AnyValue, b: AnyValue): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case TAG.undefined:
    case TAG.null:
      return 0;
    case TAG.int64:
      return (a as bigint) < (b as bigint)
        ? -1
        : (a as bigint) > (b as bigint)
          ? 1
          : 0;
    case TAG.float64: {
      const x = a as number;
      const y = b as number;
      if (x < y) return -1;
      if (x > y) return 1;
      if (x === y && (x !== 0 || Object.is(x, y))) return 0;
      const bx = floatBits(x);
      const by = floatBits(y);
      return bx < by ? -1 : bx > by ? 1 : 0;
    }
    case TAG.boolean:
      return a === b ? 0 : a ? 1 : -1;
    case TAG.string:
      return compareStrings(a as string, b as string);
    case TAG.bytes:
      return compareBytes(a as ArrayBuffer, b as ArrayBuffer);
    case TAG.array: {
      const x = a as Value[];
      const y = b as Value[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length === 0 ? 0 : x.length < y.length ? -1 : 1;
    }
    default: {
      const x = a as Record<string, Value>;
      const y = b as Record<string, Value>;
      const kx = Object.keys(x)
        .filter((k) => x[k] !== undefined)
        .sort(compareStrings);
      const ky = Object.keys(y)
        .filter((k) => y[k] !== undefined)
        .sort(compareStrings);
      for (let i = 0; i < Math.min(kx.length, ky.length); i++) {
        const ck = compareStrings(kx[i], ky[i]);
        if (ck !== 0) return ck;
        const cv = compareValues(x[kx[i]], y[ky[i]]);
        if (cv !== 0) return cv;
      }
      return kx.length === ky.length ? 0 : kx.length < ky.length ? -1 : 1;
    }
  }
}

export function isSimpleObject(value: unknown): value is Record<string, Value> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (
    proto === null ||
    proto === Object.prototype ||
    (proto as { constructor?: { name?: string } })?.constructor?.name ===
      "Object"
  );
}

/** `a.b.c` lookup that yields undefined through non-objects. */
export function getFieldPath(doc: AnyValue, fieldPath: string): AnyValue {
  let cur: AnyValue = doc;
  for (const part of fieldPath.split(".")) {
    if (cur === undefined || cur === null || !isSimpleObject(cur))
      return undefined;
    cur = cur[part];
  }
  return cur;
}

/** Approximate size in bytes of a value, as Convex counts it for limits. */
export function valueSize(v: AnyValue): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case "bigint":
    case "number":
      return 9;
    case "boolean":
      return 2;
    case "string":
      return 2 + Buffer.byteLength(v);
    default:
      if (v instanceof ArrayBuffer) return 2 + v.byteLength;
      if (Array.isArray(v))
        return 2 + v.reduce((n: number, x) => n + valueSize(x), 0);
      return (
        2 +
        Object.entries(v).reduce(
          (n, [k, x]) => n + k.length + 1 + valueSize(x),
          0,
        )
      );
  }
}
