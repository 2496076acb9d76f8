/**
 * The rules of a parent's consent shared by the screens and the server: the
 * notice's version, the declaration, the timings and the limits.
 */

/** The version of the notice parents read; a record names the version consented to. */
export const NOTICE_VERSION = "2026-11-v1";

/** The declaration a parent makes, stored word for word with their consent. */
export const DECLARATION =
  "I am this child's parent or lawful guardian, and I consent to VidyaQuest using their data as the notice says.";

export const DAY_MS = 24 * 60 * 60_000;
/** Reminders to the parent after these many days without an answer. */
export const REMINDER_DAYS = [2, 6] as const;
/** After this many days without consent the child's account is erased. */
export const ERASE_AFTER_DAYS = 14;
/** A child may have at most two linked parents or guardians. */
export const MAX_PARENTS = 2;

/** The mail subject of the consent mail and its reminders. */
export const CONSENT_MAIL_SUBJECT = "Your child asks to join VidyaQuest";
export const CONSENT_REMINDER_SUBJECT =
  "Reminder: your child is waiting to join VidyaQuest";

/** The link's path (the token follows). */
export const CONSENT_PATH = "/consent/";

/** A token of a consent link: 48 hex characters. */
export const TOKEN_PATTERN = /^[0-9a-f]{48}$/;

export const AWAITING_CONSENT_MESSAGE =
  "Your parent or guardian needs to approve your account first.";

/** A parent's view of a child's week covers today and the days before it: this many in all. */
export const WEEK_DAYS = 7;
/** At most this many of the week's lessons, and of its tests, are listed (the counts are complete). */
export const WEEK_LIST_MAX = 30;
