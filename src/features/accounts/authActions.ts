import { createContext, useContext } from "react";
import type { SignUpInput } from "@convex/accounts/rules";

export type { SignUpInput };

/** Why an account action failed; the forms turn each into words (authFailure.ts). */
export type AuthErrorCode =
  | "InvalidCredentials"
  | "EmailTaken"
  | "InvalidResetCode"
  | "WeakPassword"
  | "RateLimited"
  | "Network"
  | "Unknown";

export type SignUpOutcome = "signedIn" | "verifyEmail";

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/**
 * What the account screens can do, whichever identity provider is behind them
 * (Convex Auth by default, Clerk when configured). Every method throws an
 * `AuthError` on failure.
 */
export interface AuthActions {
  /** How a reset reaches the user: a link to /reset-password (Convex Auth) or a code to type (Clerk). */
  resetDelivery: "link" | "code";
  /**
   * Signs in; answers "verifyEmail" when the account's sign-up was never
   * finished and a code went to its e-mail (`verifySignUpEmail` finishes).
   */
  signIn(input: {
    email: string;
    password: string;
  }): Promise<SignUpOutcome | void>;
  /**
   * Creates the account and its profile, and signs the new user in
   * ("signedIn"), or, when the identity provider first wants the e-mail
   * address verified (Convex Auth always; Clerk can be set so), mails a code
   * and answers "verifyEmail": `verifySignUpEmail` with that code then
   * finishes.
   */
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
  verifySignUpEmail(input: { code: string }): Promise<void>;
  /** Mails a new sign-up verification code. */
  resendSignUpCode(): Promise<void>;
  /** Sends a reset link if the e-mail has an account; says nothing either way. */
  requestPasswordReset(input: { email: string }): Promise<void>;
  completePasswordReset(input: {
    email: string;
    code: string;
    newPassword: string;
  }): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions)
    throw new Error("useAuthActions must be used inside the auth provider");
  return actions;
}
