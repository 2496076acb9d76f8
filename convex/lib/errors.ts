import { ConvexError } from "convex/values";
import type { ErrorCode, ErrorData } from "../shared/errors";

export type { ErrorCode, ErrorData } from "../shared/errors";

export function appError(code: ErrorCode, message: string) {
  return new ConvexError<ErrorData>({ code, message });
}

type SafeParser<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { message: string }[] } };
};

/** Parses with a shared zod schema; the first rule broken becomes an InvalidInput error. */
export function parseOrThrow<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw appError(
      "InvalidInput",
      result.error.issues[0]?.message ?? "Invalid input",
    );
  return result.data;
}

/** The thing a call names is gone (or was never there). */
export function notFound(what: string): never {
  throw appError("NotFound", `This ${what} no longer exists.`);
}

/** The viewer may not act on this thing. */
export function forbidden(): never {
  throw appError("NotAuthorized", "You do not have permission to do that.");
}
