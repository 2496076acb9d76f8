import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router-dom";
import { PageLoader } from "../../components/PageLoader";
import { useSession } from "../../lib/session";

/**
 * What a page under RequireSignIn shows while the session is being checked,
 * set in its route's `handle` (the dashboard's skeleton, which its
 * pre-rendered HTML shows too); a spinner otherwise.
 */
export type SignedInPageHandle = { pending?: ReactNode };

/** Pages only for signed-in visitors send everyone else to /login, remembering where they were going. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  if (session.status === "loading") {
    const pending = matches
      .map((m) => (m.handle as SignedInPageHandle | undefined)?.pending)
      .findLast((p) => p !== undefined);
    return pending ?? <PageLoader label="Loading page" />;
  }
  if (session.status === "signedOut") {
    if (session.loggedOut) return <Navigate to="/" replace />;
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  return <Outlet />;
}
