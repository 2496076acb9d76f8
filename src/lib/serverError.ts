import { ConvexError } from "convex/values";
import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorData,
} from "@convex/shared/errors";

/**
 * The one place where a failed call to our server becomes words (docs/product.md
 * "Messages people see").
 * The server's ConvexError carries `{ code, message }` with a code from
 * `ERROR_CODES`; anything else (network, a bug, a code we do not know) reads
 * as one of the generic texts below.
 */

/** The generic texts for failures the server did not explain. */
export const GENERIC_FAILURE = {
  /** Most actions: "Please try again in a moment." */
  tryAgain: "Please try again in a moment.",
  /** Background saves (an answer in a running test). */
  connection: "Please check your connection.",
} as const;

function isErrorCode(code: unknown): code is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(code);
}

/** The server's `{ code, message }` when `error` is one of ours, else null. */
export function serverError(error: unknown): ErrorData | null {
  if (!(error instanceof ConvexError)) return null;
  const data = error.data as { code?: unknown; message?: unknown } | null;
  if (
    data !== null &&
    typeof data === "object" &&
    isErrorCode(data.code) &&
    typeof data.message === "string"
  )
    return { code: data.code, message: data.message };
  return null;
}

/** The error code our server gave ("Conflict", "NotAuthenticated", …), or null. */
export function serverCode(error: unknown): ErrorCode | null {
  if (!(error instanceof ConvexError)) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return isErrorCode(code) ? code : null;
}

/** The reason our server gave (its ConvexError message), or null for anything unexpected. */
export function serverMessage(error: unknown): string | null {
  return serverError(error)?.message ?? null;
}

/**
 * What a person reads when a call fails: the server's own reason for a known
 * code, else `fallback` (by default "Please try again in a moment.").
 */
export function describeServerError(
  error: unknown,
  fallback: string = GENERIC_FAILURE.tryAgain,
): string {
  return serverMessage(error) ?? fallback;
}
