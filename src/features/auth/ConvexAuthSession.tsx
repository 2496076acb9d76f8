import { useAuthActions as useConvexAuthActions } from "@convex-dev/auth/react";
import { ConvexError } from "convex/values";
import { useMemo, type ReactNode } from "react";
import type { ErrorCode } from "@convex/shared/errors";
import { SIGN_UP_REFUSED } from "@convex/shared/authRules";
import { AuthContexts, useAccountState } from "./AuthContexts";
import { serverError } from "../../lib/serverError";
import { AuthError, type AuthActions, type AuthErrorCode } from "./authActions";

/**
 * The session and account actions backed by Convex Auth (password provider):
 * the default, working fully offline on the local backend.
 */
export function ConvexAuthSession({ children }: { children: ReactNode }) {
  const state = useAccountState();
  const { markLoggedOut } = state;
  const { signIn, signOut } = useConvexAuthActions();

  const actions = useMemo<AuthActions>(
    () => ({
      resetDelivery: "link",
      signIn: ({ email, password }) =>
        run(signIn("password", { flow: "signIn", email, password })),
      signUp: async (input) => {
        await run(signIn("password", { flow: "signUp", ...input }));
        return "signedIn";
      },
      // Convex Auth signs a new account in at once: there is no code to ask for.
      verifySignUpEmail: () => Promise.reject(noVerification),
      resendSignUpCode: () => Promise.reject(noVerification),
      requestPasswordReset: async ({ email }) => {
        try {
          await run(signIn("password", { flow: "reset", email }));
        } catch (e) {
          // Never reveal whether an e-mail has an account.
          if (e instanceof AuthError && e.code === "InvalidCredentials") return;
          throw e;
        }
      },
      completePasswordReset: ({ email, code, newPassword }) =>
        run(
          signIn("password", {
            flow: "reset-verification",
            email,
            code,
            newPassword,
          }),
        ),
      signOut: () => {
        markLoggedOut();
        return run(signOut());
      },
    }),
    [signIn, signOut, markLoggedOut],
  );

  return (
    <AuthContexts state={state} actions={actions}>
      {children}
    </AuthContexts>
  );
}

const noVerification = new AuthError(
  "Unknown",
  "This sign-up needs no verification code.",
);

async function run(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (e) {
    throw toAuthError(e);
  }
}

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
