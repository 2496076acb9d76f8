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

/**
 * Moving up a class: a student asks (a linked parent confirms) only at the
 * start of the Indian school year, 1 March to 31 May, India time. The rule
 * lives here, not with the profile, because the request and its
 * confirmation are a parent's decision, which this area owns; the accounts
 * area owns only the class field the confirmation changes.
 */
export const CLASS_MOVE_WINDOW = {
  /** Months (January = 1) of the window, first and last, whole months. */
  firstMonth: 3,
  lastMonth: 5,
  /** How the screens say it. */
  words: "1 March to 31 May",
} as const;

/** India's offset from UTC (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** Whether `now` falls in the window to ask to move up a class (India time). */
export function classMoveWindowOpen(now: number): boolean {
  const month = new Date(now + IST_OFFSET_MS).getUTCMonth() + 1;
  return (
    month >= CLASS_MOVE_WINDOW.firstMonth &&
    month <= CLASS_MOVE_WINDOW.lastMonth
  );
}

/** The highest class; a student in it cannot move up. */
export const TOP_CLASS = 12;

export const CLASS_MOVE_CLOSED_MESSAGE = `You can ask to move up a class only at the start of the school year, from ${CLASS_MOVE_WINDOW.words}.`;
/** A parent's view of a child's week covers today and the days before it: this many in all. */
export const WEEK_DAYS = 7;
/** At most this many of the week's lessons, and of its tests, are listed (the counts are complete). */
export const WEEK_LIST_MAX = 30;

/** The weekly report mail to parents: its subject, for a child's first name. */
export const weeklyReportSubject = (childFirstName: string) =>
  `${childFirstName}'s week on VidyaQuest`;
