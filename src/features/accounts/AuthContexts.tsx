import { useConvexAuth, useQuery } from "convex/react";
import { useMemo, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { AuthActionsContext, type AuthActions } from "./authActions";
import { SessionContext, type Session } from "../../lib/session";
import { mayHaveStoredSession } from "./storedSession";
import { useLoggedOutFlag } from "./useLoggedOutFlag";

/** What both account systems know once Convex has (or has not) a token: the viewer's row and the logout flag. */
export function useAccountState() {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = useQuery(
    api.accounts.users.viewer,
    isAuthenticated ? {} : "skip",
  );
  const { loggedOut, markLoggedOut } = useLoggedOutFlag(isAuthenticated);
  return { isLoading, isAuthenticated, viewer, loggedOut, markLoggedOut };
}

type AccountState = ReturnType<typeof useAccountState>;

// One object per state without an account: the session keeps its identity
// while the auth client settles (loading → signed out), so nothing that reads
// it renders again, and a page still hydrating is not forced to finish in one
// blocking task by a change it would not show.
const LOADING: Session = { status: "loading" };
const SIGNED_OUT: Session = { status: "signedOut", loggedOut: false };
const LOGGED_OUT: Session = { status: "signedOut", loggedOut: true };

/** Gives the app the session and the account actions, whichever system provides them. */
export function AuthContexts({
  state: { isLoading, isAuthenticated, viewer, loggedOut },
  actions,
  children,
}: {
  state: AccountState;
  actions: AuthActions;
  children: ReactNode;
}) {
  const session = useMemo<Session>(() => {
    // Without a stored token the visitor is signed out from the first render
    // (as the pre-rendered page shows them), not loading.
    if (
      (isLoading && mayHaveStoredSession()) ||
      (isAuthenticated && viewer === undefined)
    )
      return LOADING;
    if (!isAuthenticated || !viewer) return loggedOut ? LOGGED_OUT : SIGNED_OUT;
    return {
      status: "signedIn",
      email: viewer.email,
      fullName: viewer.fullName,
      role: viewer.role,
      grade: viewer.grade,
      staffRole: viewer.staffRole,
      verifiedMentor: viewer.verifiedMentor,
      suspension: viewer.suspension ?? null,
      consent: viewer.consent ?? null,
      parents: viewer.parents ?? [],
      signOut: actions.signOut,
    };
  }, [isLoading, isAuthenticated, viewer, actions, loggedOut]);

  return (
    <AuthActionsContext.Provider value={actions}>
      <SessionContext.Provider value={session}>
        {children}
      </SessionContext.Provider>
    </AuthActionsContext.Provider>
  );
}
