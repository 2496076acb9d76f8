// Per-execution state of a running Convex function, carried with
// AsyncLocalStorage: the global `Convex` syscall object, `console` and
// `process.env` all consult it, so concurrent functions stay isolated.
import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";
import type { Transaction } from "./transaction.js";

export type UdfKind = "query" | "mutation" | "action" | "http";

export type UserIdentity = Record<string, unknown> & {
  tokenIdentifier: string;
  subject: string;
  issuer: string;
};

export type Journal = { endCursor?: string } | null;

export type ExecContext = {
  kind: UdfKind;
  udfPath: string;
  /** The component the function belongs to ("" = the app). */
  componentPath: string;
  visibility: "public" | "internal";
  identity: UserIdentity | null;
  /** The raw token the identity came from. */
  authToken: string | null;
  tx: Transaction | null;
  logLines: string[];
  requestId: string;
  env: Record<string, string>;
  /** Journal from a previous run of this subscription (pins pagination ends). */
  journalIn: Journal;
  /** Journal produced by this run. */
  journalOut: Journal;
  scheduledFunctionId: string | null;
  /** Who sent the request that started this call tree (`ctx.meta.getRequestMetadata()`). */
  client: RequestClient;
  /** The syscall implementation of the backend that runs this function. */
  host: SyscallHost;
};

/** The address and user agent of the client whose request started a function; null for scheduled work. */
export type RequestClient = { ip: string | null; userAgent: string | null };

export type SyscallHost = {
  syscall(ctx: ExecContext, op: string, args: Record<string, unknown>): unknown;
  asyncSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown>;
  jsSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): unknown;
  printLog(ctx: ExecContext, line: string): void;
};

export const als = new AsyncLocalStorage<ExecContext>();

/** A context for module loading (top-level code): env only. */
export type LoaderContext = { env: Record<string, string> };
export const loaderAls = new AsyncLocalStorage<LoaderContext>();

const LEVELS = {
  log: "LOG",
  info: "INFO",
  warn: "WARN",
  error: "ERROR",
  debug: "DEBUG",
} as const;

/** `[LOG] 'text' 42` — how Convex renders console arguments in log lines. */
export function formatLogLine(
  level: keyof typeof LEVELS,
  args: unknown[],
): string {
  const text = args
    .map((a) => inspect(a, { depth: 4, breakLength: Infinity }))
    .join(" ");
  return `[${LEVELS[level]}] ${text}`;
}

let installed = false;

/** Install the global hooks once per process. Idempotent. */
export function installGlobals(): void {
  if (installed) return;
  installed = true;
  const g = globalThis as unknown as { Convex?: unknown };
  g.Convex = {
    syscall(op: string, json: string): string {
      const ctx = requireContext();
      // Database work is not user code time: the transaction's meter times it.
      const meter = ctx.tx?.meter;
      meter?.enter();
      try {
        return JSON.stringify(
          ctx.host.syscall(
            ctx,
            op,
            JSON.parse(json) as Record<string, unknown>,
          ),
        );
      } finally {
        meter?.leave();
      }
    },
    async asyncSyscall(op: string, json: string): Promise<string> {
      const ctx = requireContext();
      const meter = ctx.tx?.meter;
      meter?.enter();
      try {
        return JSON.stringify(
          await ctx.host.asyncSyscall(
            ctx,
            op,
            JSON.parse(json) as Record<string, unknown>,
          ),
        );
      } catch (e) {
        throw toSyscallRejection(e);
      } finally {
        meter?.leave();
      }
    },
    jsSyscall(op: string, args: Record<string, unknown>): unknown {
      const ctx = requireContext();
      return ctx.host.jsSyscall(ctx, op, args);
    },
  };

  const original = { ...console };
  for (const level of Object.keys(LEVELS) as Array<keyof typeof LEVELS>) {
    const orig = original[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const ctx = als.getStore();
      if (!ctx) return orig(...args);
      const line = formatLogLine(level, args);
      ctx.logLines.push(line);
      ctx.host.printLog(ctx, line);
    };
  }

  const realEnv = process.env;
  const current = (): Record<string, string | undefined> =>
    als.getStore()?.env ?? loaderAls.getStore()?.env ?? realEnv;
  process.env = new Proxy(realEnv, {
    get: (_t, k) => (typeof k === "string" ? current()[k] : undefined),
    set: (_t, k, v) => {
      if (typeof k === "string") current()[k] = String(v);
      return true;
    },
    has: (_t, k) => typeof k === "string" && k in current(),
    deleteProperty: (_t, k) => {
      if (typeof k === "string") delete current()[k];
      return true;
    },
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_t, k) => {
      const env = current();
      if (typeof k !== "string" || !(k in env)) return undefined;
      return {
        value: env[k],
        writable: true,
        enumerable: true,
        configurable: true,
      };
    },
  });
}

/**
 * `performAsyncSyscall` turns a rejection with `data` (a JSON value) into a
 * ConvexError. A ConvexError thrown by a nested function arrives with its data
 * already serialized to a string by `invokeFunction`: decode it.
 */
function toSyscallRejection(e: unknown): unknown {
  if (typeof e === "object" && e !== null && Symbol.for("ConvexError") in e) {
    const data = (e as { data?: unknown }).data;
    const err = new Error((e as Error).message) as Error & { data?: unknown };
    err.data = typeof data === "string" ? (JSON.parse(data) as unknown) : data;
    return err;
  }
  return e;
}

function requireContext(): ExecContext {
  const ctx = als.getStore();
  if (!ctx) {
    throw new Error(
      "The Convex database and auth objects are being used outside of a Convex function (no execution context).",
    );
  }
  return ctx;
}

/** Console of the backend itself, unaffected by function capture. */
export const hostConsole = { ...console };
