// Convex's runtime rules for queries and mutations
// (https://docs.convex.dev/functions/runtimes): they are deterministic, so
// inside one `Date.now()` and `new Date()` return the time the function
// started (frozen for its whole execution), `Math.random()` is a generator
// seeded once per execution, and `fetch()` is refused. Outside a query or
// mutation (actions, HTTP actions, the backend itself) all three behave as
// usual.
import { randomBytes } from "node:crypto";
import { als } from "./context.js";
import type { Transaction } from "./transaction.js";

export const FETCH_IN_QUERY_OR_MUTATION =
  "Can't use fetch() in queries and mutations. Please consider using an action. See https://docs.convex.dev/functions/actions for more details.";

const RealDate = Date;
const realDateNow = Date.now.bind(Date);
const realRandom = Math.random.bind(Math);

type Execution = { now: number; random: () => number };
const executions = new WeakMap<Transaction, Execution>();

/** A small, fast, seeded generator (sfc32) for `Math.random`. */
function seededRandom(): () => number {
  const seed = randomBytes(16);
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The running query's or mutation's execution state, or null elsewhere. */
function execution(): Execution | null {
  const ctx = als.getStore();
  if (!ctx || !ctx.tx || (ctx.kind !== "query" && ctx.kind !== "mutation"))
    return null;
  let state = executions.get(ctx.tx);
  if (!state) {
    // The function's start: now, less the time it has already run.
    const ranMs = performance.now() - ctx.tx.meter.startedAt;
    state = { now: Math.floor(realDateNow() - ranMs), random: seededRandom() };
    executions.set(ctx.tx, state);
  }
  return state;
}

let installed = false;

/** Install the rules once per process. Idempotent. */
export function installRuntimeRules(): void {
  if (installed) return;
  installed = true;

  Date.now = () => execution()?.now ?? realDateNow();
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args: unknown[], newTarget: (...a: unknown[]) => Date) {
      if (args.length === 0) {
        const state = execution();
        if (state) return Reflect.construct(target, [state.now], newTarget);
      }
      return Reflect.construct(target, args, newTarget) as Date;
    },
    apply(target, thisArg, args: unknown[]) {
      const state = execution();
      if (state) return new RealDate(state.now).toString();
      return Reflect.apply(target, thisArg, args) as string;
    },
  });

  Math.random = () => {
    const state = execution();
    return state ? state.random() : realRandom();
  };

  const realFetch = globalThis.fetch;
  globalThis.fetch = function fetch(
    ...args: Parameters<typeof realFetch>
  ): Promise<Response> {
    const ctx = als.getStore();
    if (ctx && (ctx.kind === "query" || ctx.kind === "mutation"))
      return Promise.reject(new Error(FETCH_IN_QUERY_OR_MUTATION));
    return realFetch(...args);
  };

  // Web Crypto's operations (digests, JWT signing and key imports, as Convex
  // Auth's mutations do) run on the host's thread pool: like database calls,
  // the time spent waiting for them is not user code time.
  const subtle = globalThis.crypto.subtle as unknown as Record<string, unknown>;
  for (const name of SUBTLE_OPERATIONS) {
    const real = subtle[name];
    if (typeof real !== "function") continue;
    subtle[name] = function (this: unknown, ...args: unknown[]) {
      const ctx = als.getStore();
      const meter =
        ctx?.tx && (ctx.kind === "query" || ctx.kind === "mutation")
          ? ctx.tx.meter
          : null;
      if (!meter) return Reflect.apply(real, this, args) as unknown;
      meter.enter();
      const result = Promise.resolve(
        Reflect.apply(real, this, args) as unknown,
      );
      return result.finally(() => meter.leave());
    };
  }
}

/** The asynchronous operations of `crypto.subtle`. */
const SUBTLE_OPERATIONS = [
  "decrypt",
  "deriveBits",
  "deriveKey",
  "digest",
  "encrypt",
  "exportKey",
  "generateKey",
  "importKey",
  "sign",
  "unwrapKey",
  "verify",
  "wrapKey",
];
