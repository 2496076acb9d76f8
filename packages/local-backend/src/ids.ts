// Document ids: base32 (Convex's alphabet) of 16 random bytes, the table
// number as a varint, and a 2-byte Fletcher-16 checksum. Like real Convex ids
// they are opaque lowercase strings that encode their table, so
// `normalizeId(table, id)` and `v.id("table")` validation need no lookup of
// the document.
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const DECODE = new Map([...ALPHABET].map((c, i) => [c, i]));
const RANDOM_BYTES = 16;

function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const b of bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

function base32Decode(s: string): Uint8Array | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of s) {
    const v = DECODE.get(c);
    if (v === undefined) return null;
    buffer = (buffer << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return null; // non-canonical padding
  return Uint8Array.from(out);
}

function fletcher16(bytes: Uint8Array): [number, number] {
  let a = 0;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 255;
    b = (b + a) % 255;
  }
  return [a, b];
}

export function encodeId(tableNumber: number): string {
  const varint: number[] = [];
  let n = tableNumber;
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    varint.push(byte);
  } while (n > 0);
  const body = Buffer.concat([randomBytes(RANDOM_BYTES), Buffer.from(varint)]);
  const [a, b] = fletcher16(body);
  return base32Encode(Buffer.concat([body, Buffer.from([a, b])]));
}

/** The table number an id belongs to, or null if the string is not an id. */
export function decodeIdTable(id: string): number | null {
  if (typeof id !== "string" || id.length < 30 || id.length > 40) return null;
  const bytes = base32Decode(id);
  if (bytes === null || bytes.length < RANDOM_BYTES + 3) return null;
  const body = bytes.subarray(0, bytes.length - 2);
  const [a, b] = fletcher16(body);
  if (a !== bytes[bytes.length - 2] || b !== bytes[bytes.length - 1])
    return null;
  let n = 0;
  let mul = 1;
  for (let i = RANDOM_BYTES; i < body.length; i++) {
    n += (body[i] & 0x7f) * mul;
    mul *= 128;
    if ((body[i] & 0x80) === 0) return i === body.length - 1 ? n : null;
  }
  return null;
}
