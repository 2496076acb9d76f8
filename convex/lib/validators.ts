import { appError } from "./errors";

/**
 * The checks every area's arguments share (numbers, pages, a client's clock).
 * An area's closed sets of values sit in its `schema.ts`, beside the tables
 * that store them: the schema and the functions' arguments validate against
 * the same definitions, so a value the database refuses is also refused at
 * the door with a clear error.
 */

/**
 * The one check of a number argument. Convex's `v.number()` accepts NaN and
 * ±Infinity, so every number a client sends goes through this: a finite
 * number within [min, max] (and whole, if `integer`), else an InvalidInput
 * error — `message` if given, or one naming `what`.
 */
export function requireNumberInRange(
  value: number,
  min: number,
  max: number,
  what: string,
  options: { integer?: boolean; message?: string } = {},
): number {
  if (
    typeof value !== "number" ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (options.integer === true && !Number.isInteger(value))
  )
    throw appError(
      "InvalidInput",
      options.message ??
        `${what} must be ${options.integer ? "a whole number" : "a number"} from ${min} to ${max}.`,
    );
  return value;
}

/**
 * The page a client asks for: every number in it must be one (NaN and
 * ±Infinity are refused like any bad number), and its size is kept to
 * 1..`max`.
 */
export function boundedPage<
  Opts extends {
    numItems: number;
    id?: number;
    maximumRowsRead?: number;
    maximumBytesRead?: number;
  },
>(opts: Opts, max: number): Opts {
  const asked = requireNumberInRange(opts.numItems, 0, 1_000, "Page size");
  // The client's own page counter (usePaginatedQuery) and Convex's read caps.
  if (opts.id !== undefined)
    requireNumberInRange(opts.id, 0, Number.MAX_SAFE_INTEGER, "Page id");
  if (opts.maximumRowsRead !== undefined)
    requireNumberInRange(opts.maximumRowsRead, 1, 32_000, "Rows to read");
  if (opts.maximumBytesRead !== undefined)
    requireNumberInRange(opts.maximumBytesRead, 1, 16 << 20, "Bytes to read");
  return { ...opts, numItems: Math.min(Math.max(asked, 1), max) };
}

/** How far a client's clock (`now` arguments) may be from the server's. */
export const CLOCK_SKEW_MS = 2 * 86_400_000;

/** A client's "now" (ms since the epoch): within CLOCK_SKEW_MS of the server's clock. */
export function requireClientNow(now: number, serverNow = Date.now()): number {
  return requireNumberInRange(
    now,
    serverNow - CLOCK_SKEW_MS,
    serverNow + CLOCK_SKEW_MS,
    "now",
    {
      message:
        "Your device's clock looks wrong. Please check its date and time.",
    },
  );
}
