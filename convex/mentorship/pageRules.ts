/**
 * What the mentorship page's lists show that needs no form rules: how many
 * upcoming sessions, and the registration messages. Without zod, so the page
 * downloads no form rules until a form opens. The form rules (`rules.ts`)
 * re-export these.
 */

/** Upcoming sessions shown on the mentorship page before "See all". */
export const UPCOMING_SESSIONS_SHOWN = 6;

export const SESSION_MESSAGES = {
  signInTitle: "Authentication Required",
  signInRequired: "Please log in to register for sessions",
  registered: "Successfully registered for the session",
  failed: "Failed to register for session",
  full: "This session is full.",
  loadFailed: "Failed to load mentorship data",
} as const;
