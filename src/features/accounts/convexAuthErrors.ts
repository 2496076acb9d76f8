import { ConvexError } from "convex/values";
import type { ErrorCode } from "@convex/shared/errors";
import { SIGN_UP_REFUSED } from "@convex/accounts/rules";
import { serverError } from "../../lib/serverError";
import { AuthError, type AuthErrorCode } from "./authActions";

/** What each of the server's error codes means to the account forms. */
function authCodeFor(code: ErrorCode): AuthErrorCode {
  switch (code) {
    case "RateLimited":
      return "RateLimited";
    case "InvalidInput":
      return "WeakPassword";
    case "InvalidCredentials":
      return "InvalidCredentials";
    case "InvalidResetCode":
      return "InvalidResetCode";
    case "SignUpRefused":
      return "EmailTaken";
    case "NotAuthenticated":
    case "NotAuthorized":
    case "NotFound":
    case "Conflict":
      return "Unknown";
  }
}

/** Our rules and our wrapper of the password provider fail with ConvexError data; Convex Auth itself with plain messages. */
export function toAuthError(e: unknown): AuthError {
  if (e instanceof ConvexError) {
    const data = serverError(e);
    return data
      ? new AuthError(authCodeFor(data.code), data.message)
      : new AuthError("Unknown", "Please try again later");
  }
  const text = e instanceof Error ? e.message : String(e);
  if (/InvalidCredentials|InvalidAccountId|InvalidSecret/.test(text)) {
    return new AuthError("InvalidCredentials", "Invalid email or password.");
  }
  if (/TooManyFailedAttempts/.test(text)) {
    return new AuthError(
      "RateLimited",
      "Too many failed attempts. Please wait a while and try again.",
    );
  }
  if (/already exists/.test(text)) {
    return new AuthError("EmailTaken", SIGN_UP_REFUSED);
  }
  if (/Could not verify code|Invalid verification code|expired/i.test(text)) {
    return new AuthError(
      "InvalidResetCode",
      "Invalid or expired link. Please request a new password reset link.",
    );
  }
  if (/Failed to fetch|NetworkError|WebSocket/i.test(text)) {
    return new AuthError(
      "Network",
      "Please check your connection and try again.",
    );
  }
  return new AuthError("Unknown", "Please try again later");
}
