import { ConvexError } from "convex/values";

/**
 * The closed set of failures a client can be told about. The front end maps
 * each code to the texts of spec §8 in one place.
 */
export type ErrorCode =
  | "NotAuthenticated"
  | "NotAuthorized"
  | "NotFound"
  | "InvalidInput"
  | "RateLimited"
  | "Conflict"
  | "InvalidCredentials"
  | "InvalidResetCode"
  | "SignUpRefused";

export type ErrorData = { code: ErrorCode; message: string };

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
