import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { dashboardPathFor, useSession } from "../../lib/session";

/**
 * After a successful sign-in the role is known only once the session catches
 * up, which may happen before or after the action's promise settles. Call
 * `expectSignIn()` when the action succeeds; the visitor then goes to `from`
 * (where they were headed) or to their role's dashboard as soon as both are true.
 */
export function useSignedInRedirect(from?: string) {
  const session = useSession();
  const navigate = useNavigate();
  const [expecting, setExpecting] = useState(false);
  useEffect(() => {
    if (!expecting || session.status !== "signedIn") return;
    navigate(from ?? dashboardPathFor(session), { replace: true });
  }, [expecting, session, from, navigate]);
  return { expecting, expectSignIn: () => setExpecting(true) };
}
