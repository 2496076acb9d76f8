import { memo, type FunctionComponent } from "react";

/**
 * Whether two values hold the same data. A live query hands over fresh
 * objects on every update, even for the items that did not change, so list
 * items compare what they hold, not which object it is: plain objects and
 * arrays by their contents, bytes by their bytes, anything else (functions,
 * React elements, class instances) only when it is the very same value.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameData(item, b[i]));
  }
  if (a instanceof ArrayBuffer) {
    if (!(b instanceof ArrayBuffer) || a.byteLength !== b.byteLength)
      return false;
    const x = new Uint8Array(a);
    const y = new Uint8Array(b);
    return x.every((byte, i) => byte === y[i]);
  }
  if (!isPlainData(a) || !isPlainData(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameData(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
      ),
  );
}

function isPlainData(value: object) {
  const proto = Object.getPrototypeOf(value) as unknown;
  return (
    (proto === Object.prototype || proto === null) && !("$$typeof" in value) // a React element: compared by identity
  );
}

/**
 * A list item that renders again only when its props hold different data
 * (see `sameData`). Callbacks it receives must be stable (useCallback, or a
 * state setter); pass ids rather than closures made per render.
 */
export function memoByData<P extends object>(component: FunctionComponent<P>) {
  return memo(component, (prev, next) => {
    const keys = Object.keys(prev) as (keyof P)[];
    return (
      keys.length === Object.keys(next).length &&
      keys.every((key) => sameData(prev[key], next[key]))
    );
  });
}
