import { z } from "zod";
import { normalizeText, normalizedText } from "../community/rules";

/**
 * The rules of the mentorship forms (the mentor application and sessions),
 * shared by the forms and the server so both refuse the same input with the same words. No Convex
 * imports: the front end bundles this file.
 */

export * from "./pageRules";

export const APPLICANT_NAME = { min: 2, max: 100 } as const;
export const QUALIFICATION = { min: 2, max: 200 } as const;
export const MOTIVATION = { min: 20, max: 2_000 } as const;
export const EXPERTISE_ITEM_MAX = 40;
export const EXPERTISE_MAX_ITEMS = 15;
export const EXPERIENCE_YEARS_MAX = 60;
export const REJECTION_REASON = { min: 10, max: 1_000 } as const;
/** A rejected applicant may apply again after this many days. */
export const REAPPLY_AFTER_DAYS = 30;
export const APPLICATION_MESSAGES = {
  signInRequired: "Please log in to submit your application",
  submitted: "Application Submitted",
  failed: "Failed to submit application. Please try again.",
  expertiseNeeded: "Add at least one area of expertise",
} as const;

/**
 * An expertise list as entered: each entry trimmed, blanks dropped, and
 * duplicates (ignoring case) dropped, keeping the first spelling.
 */
export function normalizeExpertise(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of entries) {
    const entry = normalizeText(raw).replace(/\s+/g, " ");
    const key = entry.toLocaleLowerCase("en-IN");
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/**
 * An Indian phone number: 10 digits starting 6–9, optionally after +91, 91
 * or 0; spaces and hyphens allowed. Stored as "+91" and the 10 digits.
 */
export function normalizeIndianPhone(value: string): string | null {
  const compact = value.replace(/[\s-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

export const applicationSchema = z.object({
  fullName: normalizedText("Full name", APPLICANT_NAME),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  phone: z
    .string()
    .optional()
    .transform((p, ctx) => {
      if (p === undefined || p.trim() === "") return undefined;
      const phone = normalizeIndianPhone(p);
      if (!phone) {
        ctx.addIssue({
          code: "custom",
          message: "Please enter a valid Indian mobile number",
        });
        return z.NEVER;
      }
      return phone;
    }),
  experienceYears: z
    .number({ error: "Years of experience is required" })
    .int("Years of experience must be a whole number")
    .min(0, "Years of experience cannot be negative")
    .max(
      EXPERIENCE_YEARS_MAX,
      `Years of experience must be at most ${EXPERIENCE_YEARS_MAX}`,
    ),
  qualification: normalizedText("Qualification", QUALIFICATION),
  expertise: z
    .array(z.string().max(200, "An area of expertise is too long"))
    .max(50, "Too many areas of expertise")
    .transform(normalizeExpertise)
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              EXPERTISE_ITEM_MAX,
              `Each area of expertise must be at most ${EXPERTISE_ITEM_MAX} characters`,
            ),
        )
        .min(1, APPLICATION_MESSAGES.expertiseNeeded)
        .max(
          EXPERTISE_MAX_ITEMS,
          `Add at most ${EXPERTISE_MAX_ITEMS} areas of expertise`,
        ),
    ),
  motivation: normalizedText("Motivation", MOTIVATION),
  isVolunteer: z.boolean(),
});

export type ApplicationInput = z.input<typeof applicationSchema>;

export const rejectionReasonSchema = normalizedText("Reason", REJECTION_REASON);

/** Rating shown with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

// ── The mentor's workspace: sessions, their states, availability ───────────

export const SESSION_TITLE = { min: 5, max: 120 } as const;
export const SESSION_DESCRIPTION = { min: 10, max: 2_000 } as const;
/** Minutes; the form starts at DEFAULT, an hour. */
export const SESSION_DURATION = { min: 15, max: 480, default: 60 } as const;
/** A group session's places; a one-on-one session has one. */
export const GROUP_CAPACITY = { min: 2, max: 100 } as const;
export const SESSION_SUBJECT = { min: 2, max: 60 } as const;
export const MEETING_URL_MAX = 500;
/** Sessions are planned at most this far ahead. */
export const SESSION_HORIZON_DAYS = 365;
/** Registered participants see the meeting link from this long before the start. */
export const MEETING_LINK_LEAD_MINUTES = 10;
/** A session left ongoing this long past its end is completed by the server. */
export const AUTO_COMPLETE_AFTER_HOURS = 3;
export const CANCEL_REASON = { min: 5, max: 500 } as const;
export const FEEDBACK_TEXT_MAX = 1_000;
/** A student's 1-on-1 request: its length in minutes and its message. */
export const REQUEST_DURATION = { min: 15, max: 120, default: 30 } as const;
export const REQUEST_MESSAGE_MAX = 500;
/** Requests are for slots at most this far ahead. */
export const REQUEST_HORIZON_DAYS = 60;
export const DECLINE_REASON = { min: 5, max: 500 } as const;
/** The Settings dialog's hours for a weekday the mentor has not saved: 9:00 AM – 5:00 PM. */
export const DEFAULT_AVAILABILITY = { startMinute: 9 * 60, endMinute: 17 * 60 };
/** Feedback entries on the mentor dashboard: the latest five. */
export const FEEDBACK_SHOWN = 5;
/** Quick Stats' active students: a place in a session from this many days ago on. */
export const ACTIVE_STUDENT_DAYS = 30;

export const WORKSPACE_MESSAGES = {
  created: "Session created successfully",
  createFailed: "Failed to create session",
  updateFailed: "Failed to update session",
  loadFailed: "Failed to load dashboard data",
} as const;

/** The toast after a status change: "Session ongoing", "Session completed". */
export function sessionStatusMessage(status: string): string {
  return `Session ${status}`;
}

// India Standard Time is UTC+5:30 all year: the workspace's days, weeks and
// weekly hours are IST (the mentors' availability is kept in IST).
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const IST_OFFSET_MS = 330 * MINUTE_MS;

/** Midnight IST of the day `t` falls on. */
export function istDayStart(t: number): number {
  return Math.floor((t + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}
/** The IST weekday of `t`: Sunday 0 … Saturday 6 (as Date#getDay). */
export function istWeekday(t: number): number {
  return new Date(t + IST_OFFSET_MS).getUTCDay();
}
/** Minutes since midnight IST. */
export function istMinuteOfDay(t: number): number {
  return Math.floor((t - istDayStart(t)) / MINUTE_MS);
}
/** Midnight IST of the Monday that starts `t`'s week. */
export function istWeekStart(t: number): number {
  return istDayStart(t) - ((istWeekday(t) + 6) % 7) * DAY_MS;
}
/** `t`'s IST calendar day, "YYYY-MM-DD". */
export function istDayKey(t: number): string {
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const SESSION_TYPES = ["one-on-one", "group"] as const;
const SESSION_PURPOSES = ["mentorship", "doubt"] as const;

/** A whole number of minutes within a range, with the form's words. */
function minutes(
  label: string,
  { min, max }: { min: number; max: number },
  unit = "minutes",
) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} must be whole ${unit}`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`);
}

/** A time from `now` to `days` ahead. */
function futureTime(now: number, days: number, what: string) {
  return z
    .number({ error: "Please choose a date and time" })
    .refine((t) => t > now, `The ${what} must start in the future`)
    .refine(
      (t) => t <= now + days * DAY_MS,
      `The ${what} must start within ${days} days`,
    );
}

/** Optional text: trimmed, at most `max` characters; "" when left empty. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .transform(normalizeText)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));
}

/**
 * The meeting services a session's link may lead to, unless the deployment's
 * MEETING_HOSTS setting names others: Google Meet, Zoom, Microsoft Teams and
 * Jitsi. A child is never sent to a chat app or a personal page.
 */
export const DEFAULT_MEETING_HOSTS = [
  "meet.google.com",
  "zoom.us",
  "teams.microsoft.com",
  "teams.live.com",
  "meet.jit.si",
] as const;

/**
 * Whether `url` is an https link on one of `hosts` (or a subdomain of one,
 * as Zoom's us02web.zoom.us), with no user name, password or port.
 */
export function isAllowedMeetingUrl(url: string, hosts: readonly string[]) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password)
    return false;
  if (parsed.port !== "") return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** A meeting link: an https address, or nothing. */
export const meetingUrlSchema = z
  .string()
  .max(
    MEETING_URL_MAX,
    `The meeting link must be at most ${MEETING_URL_MAX} characters`,
  )
  .transform((s) => s.trim())
  .refine((s) => {
    if (s === "") return true;
    try {
      const url = new URL(s);
      return url.protocol === "https:" && url.hostname !== "";
    } catch {
      return false;
    }
  }, "The meeting link must be an https:// address")
  .transform((s) => (s === "" ? undefined : s))
  .optional();

/**
 * The Create Session form. `now` is passed in so the same rules run in the
 * form and in the mutation. A one-on-one session has one place; a group
 * session needs `maxParticipants` (GROUP_CAPACITY).
 */
export function sessionSchema(now: number) {
  return sessionObject(now).superRefine((s, ctx) => {
    const issue = (message: string) =>
      ctx.addIssue({ code: "custom", path: ["maxParticipants"], message });
    if (s.sessionType === "one-on-one") {
      if ((s.maxParticipants ?? 1) !== 1)
        issue("A one-on-one session has exactly one place");
    } else if (s.maxParticipants === undefined)
      issue("Maximum participants is required for a group session");
    else if (s.maxParticipants < GROUP_CAPACITY.min)
      issue(`A group session needs at least ${GROUP_CAPACITY.min} places`);
  });
}

function sessionObject(now: number) {
  return z.object({
    title: normalizedText("Title", SESSION_TITLE),
    description: normalizedText("Description", SESSION_DESCRIPTION),
    sessionType: z.enum(SESSION_TYPES, {
      error: "Please choose a session type",
    }),
    purpose: z
      .enum(SESSION_PURPOSES, { error: "Please choose mentorship or doubt" })
      .optional(),
    scheduledAt: futureTime(now, SESSION_HORIZON_DAYS, "session"),
    durationMinutes: minutes("Duration", SESSION_DURATION).optional(),
    maxParticipants: z
      .number()
      .int("Maximum participants must be a whole number")
      .min(1, "Maximum participants must be at least 1")
      .max(
        GROUP_CAPACITY.max,
        `Maximum participants must be at most ${GROUP_CAPACITY.max}`,
      )
      .optional(),
    meetingUrl: meetingUrlSchema,
    grade: z
      .number()
      .int("Class must be a whole number")
      .min(6, "Class must be from 6 to 12")
      .max(12, "Class must be from 6 to 12")
      .optional(),
    subject: normalizedText("Subject", SESSION_SUBJECT).optional(),
  });
}

/** The Create Session form's fields (their types; the rules need `now`, see sessionSchema). */
export const sessionFields = sessionObject(0).shape;

export type SessionInput = z.input<ReturnType<typeof sessionSchema>>;

export const cancelReasonSchema = normalizedText("Reason", CANCEL_REASON);

export const feedbackSchema = z.object({
  rating: z
    .number({ error: "Please choose a rating" })
    .int("Please choose a rating from 1 to 5")
    .min(1, "Please choose a rating from 1 to 5")
    .max(5, "Please choose a rating from 1 to 5"),
  text: optionalText("Feedback", FEEDBACK_TEXT_MAX),
  anonymous: z.boolean(),
});

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export const availabilityDaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  enabled: z.boolean(),
  startMinute: z
    .number()
    .int("Times are whole minutes")
    .min(0, "A day starts at 0:00")
    .max(1_439, "A day ends at 24:00"),
  endMinute: z
    .number()
    .int("Times are whole minutes")
    .min(1, "A day starts at 0:00")
    .max(1_440, "A day ends at 24:00"),
});

/** Availability Settings: all seven weekdays, each on or off with its hours (IST). */
export const availabilitySchema = z
  .array(availabilityDaySchema)
  .length(7, "Give the hours of all seven weekdays")
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    for (const [i, day] of days.entries()) {
      if (seen.has(day.weekday))
        ctx.addIssue({
          code: "custom",
          path: [i, "weekday"],
          message: "Each weekday once",
        });
      seen.add(day.weekday);
      if (day.enabled && day.startMinute >= day.endMinute)
        ctx.addIssue({
          code: "custom",
          path: [i, "endMinute"],
          message: `${WEEKDAY_NAMES[day.weekday] ?? "A day"}: the end must be after the start`,
        });
    }
  });

export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** A student's 1-on-1 request (the slot is checked against the mentor's hours by the server). */
export function requestSchema(now: number) {
  return z.object({
    purpose: z.enum(SESSION_PURPOSES, {
      error: "Please choose mentorship or doubt",
    }),
    scheduledAt: futureTime(now, REQUEST_HORIZON_DAYS, "session"),
    durationMinutes: minutes("Duration", REQUEST_DURATION),
    message: optionalText("Message", REQUEST_MESSAGE_MAX).optional(),
  });
}

/** The 1-on-1 request form's fields (their types; the rules need `now`). */
export const requestFields = requestSchema(0).shape;

export const declineReasonSchema = normalizedText("Reason", DECLINE_REASON);

/** Whether [start, start + minutes) lies inside one of the day's slots (minutes from midnight). */
export function insideSlots(
  slots: readonly { startMinute: number; endMinute: number }[],
  startMinute: number,
  durationMinutes: number,
): boolean {
  return slots.some(
    (s) =>
      s.startMinute <= startMinute &&
      startMinute + durationMinutes <= s.endMinute,
  );
}
