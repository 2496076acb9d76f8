/**
 * The closed set of failures a client can be told about: every ConvexError
 * the server throws carries one of these codes and a message. The front end
 * maps each code to what people read in one place (src/lib/serverError.ts;
 * docs/product.md "Messages people see").
 */
export const ERROR_CODES = [
  "NotAuthenticated",
  "NotAuthorized",
  "NotFound",
  "InvalidInput",
  "RateLimited",
  "Conflict",
  "InvalidCredentials",
  "InvalidResetCode",
  "SignUpRefused",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorData = { code: ErrorCode; message: string };
