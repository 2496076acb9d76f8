/**
 * The kinds of line in the activity log of the admin's User Activity page,
 * shared so the User Activity filter offers exactly what the server writes.
 */
export const ACTIVITY_KINDS = [
  "sign_up",
  "post",
  "report",
  "moderation",
  "content_review",
  "content_submitted",
  "role_change",
  "mentor_application",
  "application_decision",
  "suspension",
  "donation",
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The filter's labels. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  sign_up: "Sign-ups",
  post: "Posts and replies",
  report: "Reports filed",
  moderation: "Moderation decisions",
  content_review: "Content decisions",
  content_submitted: "Content submitted",
  role_change: "Role changes",
  mentor_application: "Mentor applications",
  application_decision: "Application decisions",
  suspension: "Suspensions",
  donation: "Donations",
};
