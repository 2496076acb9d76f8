import { Navigate, Outlet, useLocation } from "react-router-dom";
import { PageLoader } from "../../components/PageLoader";
import { useSession } from "../../lib/session";

/** Pages only for signed-in visitors send everyone else to /login, remembering where they were going. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return <PageLoader label="Loading page" />;
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
