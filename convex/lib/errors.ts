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
  | "Conflict";

export type ErrorData = { code: ErrorCode; message: string };

export function appError(code: ErrorCode, message: string) {
  return new ConvexError<ErrorData>({ code, message });
}
