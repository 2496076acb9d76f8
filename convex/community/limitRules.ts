/**
 * The community's limits and closed lists, without zod: the lists and cards
 * import these, so a page that shows no form downloads no form rules. The
 * form rules (`rules.ts`) re-export them.
 */

export const THREAD_TITLE = { min: 5, max: 150 } as const;
export const THREAD_BODY = { min: 10, max: 10_000 } as const;
export const REPLY_BODY = { min: 2, max: 5_000 } as const;
export const CLUB_NAME = { min: 3, max: 60 } as const;
export const CLUB_DESCRIPTION = { min: 10, max: 500 } as const;
export const EVENT_TITLE = { min: 5, max: 120 } as const;
export const EVENT_DESCRIPTION = { min: 10, max: 2_000 } as const;
export const EVENT_DURATION = { min: 15, max: 480 } as const;
export const EVENT_CAPACITY = { min: 1, max: 10_000 } as const;
export const REPORT_DETAILS_MAX = 500;
export const CATEGORY_NAME = { min: 2, max: 40 } as const;
export const CATEGORY_DESCRIPTION_MAX = 200;
/** How far ahead an event may be scheduled. */
export const EVENT_HORIZON_DAYS = 365;
/** Characters of a thread's body shown on its card. */
export const PREVIEW_LENGTH = 180;
/** Threads per page (newest first, 10 at a time). */
export const THREADS_PER_PAGE = 10;
/**
 * Accepted-answer XP: one asker's acceptances pay the same helper at most once
 * in `perAskerDays` days, and a helper is paid for at most `perDay` in any 24
 * hours; acceptances past these still count as accepted, for no XP.
 */
export const ACCEPTED_ANSWER_PAY = { perAskerDays: 7, perDay: 3 } as const;

export const CLUB_CATEGORIES = [
  "Academic",
  "Science & Technology",
  "Coding",
  "Mathematics",
  "Literature & Debate",
  "Arts & Music",
  "Sports & Fitness",
  "Environment",
  "Languages",
] as const;
export type ClubCategory = (typeof CLUB_CATEGORIES)[number];

export const EVENT_TYPES = [
  { value: "workshop", label: "Workshop" },
  { value: "webinar", label: "Webinar" },
  { value: "quiz", label: "Quiz" },
  { value: "study_session", label: "Study session" },
  { value: "competition", label: "Competition" },
] as const;
export type EventType = (typeof EVENT_TYPES)[number]["value"];

export const REPORT_REASONS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "bullying", label: "Bullying or harassment" },
  { value: "inappropriate", label: "Inappropriate content" },
  { value: "personal_info", label: "Shares personal information" },
  { value: "misinformation", label: "Wrong or misleading information" },
  { value: "other", label: "Something else" },
] as const;

/** "Similar questions already asked" looks once a new thread's title has this many words. */
export const SIMILAR_MIN_WORDS = 3;
/** Similar questions shown at most. */
export const SIMILAR_LIMIT = 5;

/** The words of a title as a student counts them (anything with a letter or digit). */
export function titleWordCount(title: string): number {
  return title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
