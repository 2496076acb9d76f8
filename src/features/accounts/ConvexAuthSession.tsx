import { useAuthActions as useConvexAuthActions } from "@convex-dev/auth/react";
import type { Value } from "convex/values";
import { useMemo, useRef, type ReactNode } from "react";
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
  // The form that asked for a code: its e-mail, and what sends a new code.
  const pending = useRef<{
    email: string;
    params: Record<string, Value>;
  } | null>(null);

  const actions = useMemo<AuthActions>(() => {
    /** Signs in, or answers "verifyEmail" when the server mailed a code instead. */
    const start = async (email: string, params: Record<string, Value>) => {
      const { signingIn } = await run(signIn("password", params));
      if (signingIn) return "signedIn" as const;
      pending.current = { email, params };
      return "verifyEmail" as const;
    };
    const pendingOrFail = () => {
      if (!pending.current) throw noPendingCode;
      return pending.current;
    };
    return {
      resetDelivery: "link",
      // A sign-up that was never finished asks for its code here too.
      signIn: ({ email, password }) =>
        start(email, { flow: "signIn", email, password, ...device() }),
      // Every sign-up answers alike (a mail to the address; a code in it
      // when the e-mail is new): the account exists once the code is entered.
      signUp: (input) => start(input.email, { flow: "signUp", ...input }),
      verifySignUpEmail: async ({ code }) => {
        const { email } = pendingOrFail();
        await run(
          signIn("password", {
            flow: "email-verification",
            email,
            code,
            ...device(),
          }),
        );
      },
      resendSignUpCode: async () => {
        const { email, params } = pendingOrFail();
        await start(email, params);
      },
      requestPasswordReset: async ({ email }) => {
        try {
          await run(signIn("password", { flow: "reset", email }));
        } catch (e) {
          // Never reveal whether an e-mail has an account.
          if (e instanceof AuthError && e.code === "InvalidCredentials") return;
          throw e;
        }
      },
      completePasswordReset: async ({ email, code, newPassword }) => {
        await run(
          signIn("password", {
            flow: "reset-verification",
            email,
            code,
            newPassword,
          }),
        );
      },
      signOut: async () => {
        markLoggedOut();
        await run(signOut());
      },
    };
  }, [signIn, signOut, markLoggedOut]);

  return (
    <AuthContexts state={state} actions={actions}>
      {children}
    </AuthContexts>
  );
}

const DEVICE_KEY = "vidyaquest:device";

/**
 * This browser's random id, sent with sign-ins: once an account has signed
 * in here, others' wrong passwords for it do not slow its sign-ins here
 * (the server's per-device throttle). It says nothing about the person.
 */
function device(): { device?: string } {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id || !/^[0-9a-f]{32,128}$/.test(id)) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, "0"),
      ).join("");
      localStorage.setItem(DEVICE_KEY, id);
    }
    return { device: id };
  } catch {
    // Storage blocked: sign-ins still work, under the e-mail's own throttle.
    return {};
  }
}

const noPendingCode = new AuthError(
  "Unknown",
  "Please fill in the form again to get a new code.",
);

async function run<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    // Loaded on the first failure: most visits never fail, so the words of
    // every failure stay out of the first page's JavaScript.
    const { toAuthError } = await import("./convexAuthErrors");
    throw toAuthError(e);
  }
}
