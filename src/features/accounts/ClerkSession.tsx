import {
  ClerkProvider,
  useAuth,
  useClerk,
  useSignIn,
  useSignUp,
  useUser,
} from "@clerk/react";
import { useMutation } from "convex/react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { SIGN_UP_REFUSED } from "@convex/accounts/rules";
import { convex } from "../../lib/convex";
import { AuthContexts, useAccountState } from "./AuthContexts";
import { AuthError, type AuthActions, type SignUpInput } from "./authActions";

/**
 * The account system when Clerk is configured (VITE_CLERK_PUBLISHABLE_KEY
 * here, CLERK_JWT_ISSUER_DOMAIN on the backend). Our own forms drive Clerk's
 * flows through the same AuthActions as Convex Auth.
 */
export function ClerkRoot({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ConvexProviderWithClerk client={convex} useAuth={useAuth}>
        <ClerkSession>{children}</ClerkSession>
      </ConvexProviderWithClerk>
    </ClerkProvider>
  );
}

type ProfileMetadata = Omit<SignUpInput, "email" | "password">;

export function ClerkSession({ children }: { children: ReactNode }) {
  const state = useAccountState();
  const { isAuthenticated, viewer, markLoggedOut } = state;
  const completeSignUp = useMutation(api.accounts.users.completeClerkSignUp);
  const { signIn } = useSignIn();
  const { signUp } = useSignUp();
  const { user } = useUser();
  const clerk = useClerk();

  // A new Clerk account gets its profile once Convex sees its token (from the sign-up's metadata).
  const completing = useRef(false);
  const metadata = user?.unsafeMetadata as Partial<ProfileMetadata> | undefined;
  useEffect(() => {
    if (
      !isAuthenticated ||
      viewer !== null ||
      !metadata?.role ||
      completing.current
    )
      return;
    completing.current = true;
    void completeSignUp({
      role: metadata.role,
      fullName: metadata.fullName ?? "",
      grade:
        metadata.role === "student"
          ? Number((metadata as { grade?: number }).grade)
          : undefined,
      subject:
        metadata.role === "mentor"
          ? (metadata as { subject?: string }).subject
          : undefined,
      parentEmail:
        metadata.role === "student"
          ? (metadata as { parentEmail?: string }).parentEmail
          : undefined,
    }).finally(() => {
      completing.current = false;
    });
  }, [isAuthenticated, viewer, metadata, completeSignUp]);

  // Clerk's sign-in and sign-up objects report a failed step as `{ error }`
  // and keep their state (status, created session) on themselves.
  const actions = useMemo<AuthActions>(() => {
    const ready = () => {
      // Clerk would hold each call until its script has loaded, possibly forever.
      if (!clerk.loaded)
        throw new AuthError("Network", "Still connecting. Please try again.");
    };
    return {
      resetDelivery: "code",
      signIn: ({ email, password }) =>
        run(async () => {
          ready();
          await must(signIn.password({ emailAddress: email, password }));
          if (signIn.status !== "complete")
            throw new AuthError(
              "Unknown",
              "Please finish signing in at Clerk.",
            );
          await must(signIn.finalize());
        }),
      signUp: (input) =>
        run(async () => {
          ready();
          const { email, password, ...profile } = input;
          await must(
            signUp.password({
              emailAddress: email,
              password,
              unsafeMetadata: profile,
            }),
          );
          if (signUp.status === "complete") {
            await must(signUp.finalize());
            return "signedIn" as const;
          }
          // Clerk set to verify e-mail addresses: our form asks for the mailed code.
          if (signUp.unverifiedFields.includes("email_address")) {
            await must(signUp.verifications.sendEmailCode());
            return "verifyEmail" as const;
          }
          throw new AuthError("Unknown", "Please finish signing up at Clerk.");
        }),
      verifySignUpEmail: ({ code }) =>
        run(async () => {
          ready();
          await must(signUp.verifications.verifyEmailCode({ code }));
          if (signUp.status !== "complete")
            throw new AuthError(
              "Unknown",
              "Please finish signing up at Clerk.",
            );
          await must(signUp.finalize());
        }),
      resendSignUpCode: () =>
        run(async () => {
          ready();
          await must(signUp.verifications.sendEmailCode());
        }),
      requestPasswordReset: ({ email }) =>
        run(async () => {
          ready();
          const { error } = await signIn.create({ identifier: email });
          // Never reveal whether an e-mail has an account.
          if (clerkCode(error) === "form_identifier_not_found") return;
          if (error) throw error;
          await must(signIn.resetPasswordEmailCode.sendCode());
        }),
      completePasswordReset: ({ code, newPassword }) =>
        run(async () => {
          ready();
          // After a refused new password the code is already verified; only the password is sent again.
          if (signIn.status !== "needs_new_password")
            await must(signIn.resetPasswordEmailCode.verifyCode({ code }));
          await must(
            signIn.resetPasswordEmailCode.submitPassword({
              password: newPassword,
            }),
          );
          if (signIn.status !== "complete")
            throw new AuthError("InvalidResetCode", "Invalid or expired code.");
          await must(signIn.finalize());
        }),
      signOut: () => {
        markLoggedOut();
        return run(() => clerk.signOut());
      },
    };
  }, [signIn, signUp, clerk, markLoggedOut]);

  return (
    <AuthContexts state={state} actions={actions}>
      {children}
    </AuthContexts>
  );
}

async function run<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    throw e instanceof AuthError ? e : clerkToAuthError(e);
  }
}

/** Fails with the error a Clerk step reports instead of throwing. */
async function must(step: Promise<{ error: unknown }>): Promise<void> {
  const { error } = await step;
  if (error) throw error;
}

/**
 * The code of Clerk's API error, or of its own runtime error (such as an
 * account without a reset by e-mail). Offline and network failures have none.
 */
function clerkCode(e: unknown): string | undefined {
  const error = e as {
    errors?: { code?: string }[];
    clerkError?: boolean;
    code?: string;
  } | null;
  const code =
    error?.errors?.[0]?.code ?? (error?.clerkError ? error.code : undefined);
  return code === "clerk_offline" ? undefined : code;
}

/** Clerk's error codes, in our closed set. */
export function clerkToAuthError(e: unknown): AuthError {
  const code = clerkCode(e);
  const message = (
    e as { errors?: { longMessage?: string; message?: string }[] }
  )?.errors?.[0];
  const text =
    message?.longMessage ?? message?.message ?? "Please try again later";
  switch (code) {
    case "form_password_incorrect":
    case "form_identifier_not_found":
      return new AuthError("InvalidCredentials", "Invalid email or password.");
    case "form_identifier_exists":
      return new AuthError("EmailTaken", SIGN_UP_REFUSED);
    case "form_password_pwned":
    case "form_password_length_too_short":
    case "form_password_not_strong_enough":
      return new AuthError("WeakPassword", text);
    case "form_code_incorrect":
    case "verification_expired":
      return new AuthError(
        "InvalidResetCode",
        "Invalid or expired code. Please request a new one.",
      );
    case "too_many_requests":
    case "user_locked":
      return new AuthError("RateLimited", text);
    default:
      return new AuthError(
        code ? "Unknown" : "Network",
        code ? text : "Please check your connection and try again.",
      );
  }
}
