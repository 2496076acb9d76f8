import {
  ClerkProvider,
  useAuth,
  useClerk,
  useSignIn,
  useSignUp,
  useUser,
} from "@clerk/clerk-react";
import { useMutation } from "convex/react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { api } from "../../../convex/_generated/api";
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
  const completeSignUp = useMutation(api.users.completeClerkSignUp);
  const { signIn, setActive } = useSignIn();
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
    }).finally(() => {
      completing.current = false;
    });
  }, [isAuthenticated, viewer, metadata, completeSignUp]);

  const actions = useMemo<AuthActions>(() => {
    const ready = () => {
      if (!signIn || !signUp || !setActive)
        throw new AuthError("Network", "Still connecting. Please try again.");
      return { signIn, signUp, setActive };
    };
    return {
      resetDelivery: "code",
      signIn: ({ email, password }) =>
        run(async () => {
          const { signIn, setActive } = ready();
          const result = await signIn.create({ identifier: email, password });
          if (result.status !== "complete")
            throw new AuthError(
              "Unknown",
              "Please finish signing in at Clerk.",
            );
          await setActive({ session: result.createdSessionId });
        }),
      signUp: (input) =>
        run(async () => {
          const { signUp, setActive } = ready();
          const { email, password, ...profile } = input;
          const result = await signUp.create({
            emailAddress: email,
            password,
            unsafeMetadata: profile,
          });
          if (result.status !== "complete") {
            throw new AuthError(
              "Unknown",
              "Please verify your e-mail address as Clerk asks, then log in.",
            );
          }
          await setActive({ session: result.createdSessionId });
        }),
      requestPasswordReset: ({ email }) =>
        run(async () => {
          try {
            await ready().signIn.create({
              strategy: "reset_password_email_code",
              identifier: email,
            });
          } catch (e) {
            // Never reveal whether an e-mail has an account.
            if (clerkCode(e) === "form_identifier_not_found") return;
            throw e;
          }
        }),
      completePasswordReset: ({ code, newPassword }) =>
        run(async () => {
          const { signIn, setActive } = ready();
          const result = await signIn.attemptFirstFactor({
            strategy: "reset_password_email_code",
            code,
            password: newPassword,
          });
          if (result.status !== "complete")
            throw new AuthError("InvalidResetCode", "Invalid or expired code.");
          await setActive({ session: result.createdSessionId });
        }),
      signOut: () => {
        markLoggedOut();
        return run(() => clerk.signOut());
      },
    };
  }, [signIn, signUp, setActive, clerk, markLoggedOut]);

  return (
    <AuthContexts state={state} actions={actions}>
      {children}
    </AuthContexts>
  );
}

async function run(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (e) {
    throw e instanceof AuthError ? e : clerkToAuthError(e);
  }
}

function clerkCode(e: unknown): string | undefined {
  return (e as { errors?: { code?: string }[] })?.errors?.[0]?.code;
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
      return new AuthError(
        "EmailTaken",
        "An account with this email already exists. Please log in instead.",
      );
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
