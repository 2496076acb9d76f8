import { useAuthActions as useConvexAuthActions } from "@convex-dev/auth/react";
import { useMemo, type ReactNode } from "react";
import { AuthContexts, useAccountState } from "./AuthContexts";
import { AuthError, type AuthActions } from "./authActions";

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
    // Loaded on the first failure: most visits never fail, so the words of
    // every failure stay out of the first page's JavaScript.
    const { toAuthError } = await import("./convexAuthErrors");
    throw toAuthError(e);
  }
}
