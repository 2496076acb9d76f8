/**
 * Whether this browser may hold a signed-in session: Convex Auth keeps its
 * tokens in localStorage under keys that start with these prefixes (one per
 * deployment). Without one the visitor is signed out, which the app knows
 * before any account code has loaded. With Clerk, whose session lives in
 * cookies of its own, the app cannot tell: it may.
 */
export const TOKEN_KEY_PREFIXES = [
  "__convexAuthJWT",
  "__convexAuthRefreshToken",
];

export function mayHaveStoredSession(): boolean {
  if (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) return true;
  if (typeof window === "undefined") return false;
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? "";
      if (TOKEN_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
        return true;
    }
  } catch {
    // Storage blocked (private mode, policy): no session can be stored.
  }
  return false;
}
