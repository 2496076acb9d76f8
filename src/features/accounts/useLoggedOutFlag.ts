import { useCallback, useState } from "react";

/**
 * Remembers that the visitor logged out in this tab (until they sign in
 * again), so guards can send them home rather than to the login page.
 */
export function useLoggedOutFlag(isAuthenticated: boolean) {
  const [loggedOut, setLoggedOut] = useState(false);
  const [wasAuthenticated, setWasAuthenticated] = useState(isAuthenticated);
  if (isAuthenticated !== wasAuthenticated) {
    setWasAuthenticated(isAuthenticated);
    if (isAuthenticated && loggedOut) setLoggedOut(false);
  }
  const markLoggedOut = useCallback(() => setLoggedOut(true), []);
  return { loggedOut, markLoggedOut };
}
