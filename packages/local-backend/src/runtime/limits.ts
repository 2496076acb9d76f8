// Convex's limits (https://docs.convex.dev/production/state/limits): the
// figures, the checks and their error texts, in one place. A transaction
// counts what it reads and writes as it goes (no re-serialization: a read's
// size is the length of the stored JSON); a limit passed fails the function,
// and a mutation that passed one writes nothing even if its code caught the
// error.
import type { JSONValue, Value } from "convex/values";

const MiB = 1 << 20;

export const LIMITS = {
  /** Documents scanned per transaction, including those a `.filter` drops. */
  documentsRead: 32_000,
  /** Bytes of documents read per transaction. */
  bytesRead: 16 * MiB,
  /** Index ranges read per transaction (each `db.get`, `db.query`, count). */
  databaseQueries: 4_096,
  /** Documents written per transaction. */
  documentsWritten: 16_000,
  /** Bytes of documents written per transaction. */
  bytesWritten: 16 * MiB,
  /** Functions scheduled by one mutation. */
  functionsScheduled: 1_000,
  /** Total size of the arguments of the functions one mutation schedules. */
  scheduledFunctionArgsBytes: 16 * MiB,
  /** Size of a function's arguments. */
  argumentsBytes: 16 * MiB,
  /** Size of a function's return value. */
  returnValueBytes: 16 * MiB,
  /** Size of one document. */
  documentBytes: 1 * MiB,
  /** How deeply objects and arrays nest in a document. */
  documentNesting: 16,
  /** How deeply objects and arrays nest in any value (arguments, return values). */
  valueNesting: 64,
  /** Fields of one object (a document and any object in any value). */
  objectFields: 1_024,
  /** Elements of one array (in any value). */
  arrayElements: 8_192,
  /** User code time of a query or mutation (database work excluded). */
  queryMutationMs: 1_000,
  /** Run time of an action in Convex's own runtime. */
  actionMs: 30 * 60 * 1_000,
  /** Run time of an action in a `"use node"` module. */
  nodeActionMs: 10 * 60 * 1_000,
} as const;

const OVER_LIMIT_HELP =
  "Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.";

/** A Convex limit passed; its message names the limit and its figure. */
export class LimitError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "Error";
  }
}

/** "16 MiB", "1 MiB", "512 KiB", "12 B". */
export function formatBytes(n: number): string {
  if (n >= MiB) return `${Number((n / MiB).toFixed(2))} MiB`;
  if (n >= 1024) return `${Number((n / 1024).toFixed(2))} KiB`;
  return `${n} B`;
}

/** Real time, unaffected by the frozen `Date.now()` inside functions. */
const realNow = performance.now.bind(performance);

/**
 * This process's CPU time in ms (user and system). A function's running
 * time is counted on it, not on the wall clock: as in an isolate of its own,
 * the time other processes hold the machine's CPU is not the function's.
 */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * What one transaction (a query or mutation with the functions it calls)
 * has used, checked against LIMITS as it grows. The first limit passed is
 * kept: a caught limit error still fails the function.
 */
export class TxMeter {
  documentsRead = 0;
  bytesRead = 0;
  databaseQueries = 0;
  documentsWritten = 0;
  bytesWritten = 0;
  functionsScheduled = 0;
  scheduledFunctionArgsBytes = 0;
  /** The first limit passed, rethrown when the function ends. */
  violation: LimitError | null = null;
  /** When the function started (real clock, ms). */
  readonly startedAt = realNow();
  /** When the function started, on the CPU clock. */
  private readonly cpuStartedAt = cpuNow();
  /** Time spent inside syscalls (database work), not user code. */
  private syscallMs = 0;

  private fail(e: LimitError): never {
    this.violation ??= e;
    throw e;
  }

  /** One more index range read (`db.get`, a query, a page, a count). */
  query(): void {
    if (++this.databaseQueries > LIMITS.databaseQueries)
      this.fail(
        new LimitError(
          "TooManyReads",
          `Too many reads in a single function execution (limit: ${LIMITS.databaseQueries}). ${OVER_LIMIT_HELP}`,
        ),
      );
  }

  /** One document scanned, `bytes` long as stored. */
  read(bytes: number): void {
    if (++this.documentsRead > LIMITS.documentsRead)
      this.fail(
        new LimitError(
          "TooManyDocumentsRead",
          `Too many documents read in a single function execution (limit: ${LIMITS.documentsRead}). ${OVER_LIMIT_HELP}`,
        ),
      );
    this.bytesRead += bytes;
    if (this.bytesRead > LIMITS.bytesRead)
      this.fail(
        new LimitError(
          "TooManyBytesRead",
          `Too many bytes read in a single function execution (limit: ${LIMITS.bytesRead} bytes). ${OVER_LIMIT_HELP}`,
        ),
      );
  }

  /** One document written (insert, patch, replace, delete), `bytes` long. */
  write(bytes: number): void {
    if (++this.documentsWritten > LIMITS.documentsWritten)
      this.fail(
        new LimitError(
          "TooManyWrites",
          `Too many writes in a single function execution (limit: ${LIMITS.documentsWritten})`,
        ),
      );
    this.bytesWritten += bytes;
    if (this.bytesWritten > LIMITS.bytesWritten)
      this.fail(
        new LimitError(
          "TooManyBytesWritten",
          `Too many bytes written in a single function execution (limit: ${formatBytes(LIMITS.bytesWritten)})`,
        ),
      );
  }

  /** One function scheduled by this mutation, with arguments `argsBytes` long. */
  schedule(argsBytes: number): void {
    if (++this.functionsScheduled > LIMITS.functionsScheduled)
      this.fail(
        new LimitError(
          "TooManyFunctionsScheduled",
          `Too many functions scheduled by this mutation (limit: ${LIMITS.functionsScheduled})`,
        ),
      );
    this.scheduledFunctionArgsBytes += argsBytes;
    if (this.scheduledFunctionArgsBytes > LIMITS.scheduledFunctionArgsBytes)
      this.fail(
        new LimitError(
          "ScheduledFunctionsArgumentsTooLarge",
          `Too large total size of the arguments of scheduled functions from this mutation (limit: ${LIMITS.scheduledFunctionArgsBytes} bytes)`,
        ),
      );
  }

  /** User code time so far: time since the start, less database work. */
  userMs(): number {
    const now = cpuNow();
    const current = this.pending > 0 ? now - this.pendingSince : 0;
    return now - this.cpuStartedAt - this.syscallMs - current;
  }

  /** Fail once user code has run past the query/mutation limit. */
  checkTime(): void {
    if (this.violation) throw this.violation;
    if (this.userMs() > LIMITS.queryMutationMs)
      this.fail(
        new LimitError(
          "UserTimeout",
          `Function execution timed out (maximum duration: ${LIMITS.queryMutationMs / 1000}s)`,
        ),
      );
  }

  /** Syscalls in progress, and since when at least one has been. */
  private pending = 0;
  private pendingSince = 0;

  /**
   * A syscall starts: fails if user code has already run past the time
   * limit. Until the matching `leave()`, the time is database work, not user
   * code (concurrent and nested syscalls counted once).
   */
  enter(): void {
    if (this.violation) throw this.violation;
    if (this.pending === 0) {
      const now = cpuNow();
      if (now - this.cpuStartedAt - this.syscallMs > LIMITS.queryMutationMs)
        this.checkTime();
      this.pendingSince = now;
    }
    this.pending++;
  }

  /** The syscall `enter()` announced has finished. */
  leave(): void {
    if (--this.pending === 0) this.syscallMs += cpuNow() - this.pendingSince;
  }

  /** At the end of the function: a limit passed (even if caught) fails it. */
  finish(): void {
    if (this.violation) throw this.violation;
    this.checkTime();
  }

  /** What `ctx.meta.getTransactionMetrics()` reports. */
  metrics(): Record<string, { used: number; remaining: number }> {
    const m = (used: number, limit: number) => ({
      used,
      remaining: Math.max(0, limit - used),
    });
    return {
      bytesRead: m(this.bytesRead, LIMITS.bytesRead),
      bytesWritten: m(this.bytesWritten, LIMITS.bytesWritten),
      databaseQueries: m(this.databaseQueries, LIMITS.databaseQueries),
      documentsRead: m(this.documentsRead, LIMITS.documentsRead),
      documentsWritten: m(this.documentsWritten, LIMITS.documentsWritten),
      functionsScheduled: m(this.functionsScheduled, LIMITS.functionsScheduled),
      scheduledFunctionArgsBytes: m(
        this.scheduledFunctionArgsBytes,
        LIMITS.scheduledFunctionArgsBytes,
      ),
    };
  }
}

/**
 * Check a value's shape against Convex's value limits (fields per object,
 * elements per array, nesting) and return its size in bytes, counted as
 * Convex counts it (a delimiter byte around objects and arrays, each field's
 * name plus a separator). One pass, no serialization.
 */
export function checkValue(
  value: Value,
  maxNesting: number,
  what: "Document" | "Value",
): number {
  const tooNested = (depth: number): never => {
    throw new LimitError(
      "TooNestedError",
      `${what} is too nested (nested ${depth} levels deep > maximum nesting ${maxNesting})`,
    );
  };
  const walk = (v: Value, depth: number): number => {
    if (v === null || v === undefined) return 1;
    switch (typeof v) {
      case "boolean":
        return 1;
      case "number":
      case "bigint":
        return 9;
      case "string":
        return v.length + 2;
      default:
        break;
    }
    if (v instanceof ArrayBuffer) return v.byteLength + 2;
    if (depth + 1 > maxNesting) tooNested(depth + 1);
    if (Array.isArray(v)) {
      if (v.length > LIMITS.arrayElements)
        throw new LimitError(
          "ArrayTooLong",
          `Array length is too long (${v.length} > maximum length ${LIMITS.arrayElements})`,
        );
      let size = 2;
      for (const x of v) size += walk(x, depth + 1);
      return size;
    }
    let size = 2;
    let fields = 0;
    for (const k in v) {
      const x = (v as Record<string, Value>)[k];
      if (x === undefined) continue;
      if (++fields > LIMITS.objectFields)
        throw new LimitError(
          "TooManyFieldsError",
          `Object has too many fields (${Object.keys(v).length} > maximum number ${LIMITS.objectFields})`,
        );
      size += k.length + 1 + walk(x, depth + 1);
    }
    return size;
  };
  return walk(value, 0);
}

/** A document about to be written: its shape and size; returns its size. */
export function checkDocument(doc: Record<string, Value>): number {
  const size = checkValue(doc, LIMITS.documentNesting, "Document");
  if (size > LIMITS.documentBytes)
    throw new LimitError(
      "ValueTooLargeError",
      `Value is too large (${formatBytes(size)} > maximum size ${formatBytes(LIMITS.documentBytes)})`,
    );
  return size;
}

/**
 * A function's arguments as the function receives them (`[args]` as JSON),
 * checked against the argument size limit and the value limits.
 */
export function argumentsJson(args: JSONValue, value: Value): string {
  const json = JSON.stringify([args]);
  if (json.length > LIMITS.argumentsBytes)
    throw new LimitError(
      "ArgumentsTooLarge",
      `Arguments for the function are too large (actual: ${formatBytes(json.length)}, limit: ${formatBytes(LIMITS.argumentsBytes)})`,
    );
  checkValue(value, LIMITS.valueNesting, "Value");
  return json;
}

/** A function's return value (its JSON as the function returned it). */
export function checkReturnValue(udfPath: string, resultJson: string): void {
  if (resultJson.length > LIMITS.returnValueBytes)
    throw new LimitError(
      "ReturnValueTooLarge",
      `Function ${udfPath} return value is too large (actual: ${formatBytes(resultJson.length)}, limit: ${formatBytes(LIMITS.returnValueBytes)})`,
    );
}

/** An action's run time: rejects once it has run past the action limit. */
export function actionDeadline<T>(run: Promise<T>, node: boolean): Promise<T> {
  const limitMs = node ? LIMITS.nodeActionMs : LIMITS.actionMs;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new LimitError(
            "UserTimeout",
            `Function execution timed out (maximum duration: ${limitMs / 60_000}m)`,
          ),
        ),
      limitMs,
    );
    timer.unref();
  });
  return Promise.race([run, deadline]).finally(() => clearTimeout(timer));
}
