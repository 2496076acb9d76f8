import { z } from "zod";
import {
  THREAD_TITLE,
  THREAD_BODY,
  REPLY_BODY,
  CLUB_NAME,
  CLUB_DESCRIPTION,
  EVENT_TITLE,
  EVENT_DESCRIPTION,
  EVENT_DURATION,
  EVENT_CAPACITY,
  REPORT_DETAILS_MAX,
  CATEGORY_NAME,
  CATEGORY_DESCRIPTION_MAX,
  EVENT_HORIZON_DAYS,
  PREVIEW_LENGTH,
  CLUB_CATEGORIES,
  EVENT_TYPES,
  type EventType,
} from "./limitRules";

/**
 * The rules of the community forms, shared by the forms (with @mantine/form)
 * and the server, so both refuse the same input with the same words.
 * No Convex imports: the front end bundles this file.
 */

export * from "./limitRules";

// ── Normalising user text ──────────────────────────────────────────────────

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can make text read backwards. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 control characters except tab and newline, and DEL (matching them is the point). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
/** Zero-width characters (U+200B–U+200D, U+2060, U+FEFF): kept, since ZWJ and ZWNJ shape Indian scripts and emoji, but never counted. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * The one normalisation of user text, applied by every text schema here and
 * in `authRules.ts` (so forms and server agree): line ends become "\n", bidi
 * controls and control characters (except tab and newline) are removed, and
 * surrounding whitespace is trimmed. Zero-width characters stay where they
 * are written but do not count toward a minimum length (`visibleLength`).
 */
export function normalizeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(BIDI_CONTROLS, "")
    .replace(CONTROL_CHARACTERS, "")
    .trim();
}

/** Characters that count toward a minimum length: all but zero-width ones. */
export function visibleLength(value: string): number {
  return [...value.replace(ZERO_WIDTH, "")].length;
}

/**
 * A normalised text field of `min`–`max` characters: empty is "required",
 * fewer than `min` visible characters is too short (so a title of only
 * zero-width characters is refused), longer than `max` stored characters is
 * too long.
 */
export function normalizedText(
  label: string,
  { min, max }: { min: number; max: number },
) {
  return z
    .string()
    .transform(normalizeText)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .refine(
          (value) => value.length === 0 || visibleLength(value) >= min,
          min === 1
            ? `${label} is required`
            : `${label} must be at least ${min} characters`,
        )
        .refine(
          (value) => value.length <= max,
          `${label} must be at most ${max.toLocaleString("en-IN")} characters`,
        ),
    );
}

/** A normalised optional text of at most `max` characters (may be empty). */
function optionalText(label: string, max: number) {
  return z
    .string()
    .transform(normalizeText)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));
}

const text = normalizedText;

export const threadTitleSchema = text("Title", THREAD_TITLE);
export const threadBodySchema = text("Your post", THREAD_BODY);
export const replyBodySchema = text("Your reply", REPLY_BODY);
export const categoryNameSchema = text("Category name", CATEGORY_NAME);
export const categoryDescriptionSchema = optionalText(
  "Description",
  CATEGORY_DESCRIPTION_MAX,
);

export const threadSchema = z.object({
  title: threadTitleSchema,
  content: threadBodySchema,
});

export const clubSchema = z.object({
  name: text("Club name", CLUB_NAME),
  category: z.enum(CLUB_CATEGORIES, { error: "Please choose a category" }),
  description: text("Description", CLUB_DESCRIPTION),
});

/** `now` is passed in so the same rule runs in forms and in mutations. */
export function eventSchema(now: number) {
  return z.object({
    title: text("Title", EVENT_TITLE),
    description: text("Description", EVENT_DESCRIPTION),
    eventType: z.enum(
      EVENT_TYPES.map((t) => t.value) as [EventType, ...EventType[]],
      { error: "Please choose an event type" },
    ),
    scheduledAt: z
      .number({ error: "Please choose a date and time" })
      .refine((t) => t > now, "The event must start in the future")
      .refine(
        (t) => t <= now + EVENT_HORIZON_DAYS * 86_400_000,
        "The event must start within a year",
      ),
    durationMinutes: z
      .number({ error: "Duration is required" })
      .int("Duration must be whole minutes")
      .min(
        EVENT_DURATION.min,
        `Duration must be at least ${EVENT_DURATION.min} minutes`,
      )
      .max(
        EVENT_DURATION.max,
        `Duration must be at most ${EVENT_DURATION.max} minutes`,
      ),
    maxAttendees: z
      .number()
      .int("Maximum attendees must be a whole number")
      .min(EVENT_CAPACITY.min, "Maximum attendees must be at least 1")
      .max(
        EVENT_CAPACITY.max,
        `Maximum attendees must be at most ${EVENT_CAPACITY.max.toLocaleString("en-IN")}`,
      )
      .optional(),
  });
}

/** The event form's fields (their types; the rules need `now`, see eventSchema). */
export const eventFields = eventSchema(0).shape;

export const reportDetailsSchema = optionalText(
  "Details",
  REPORT_DETAILS_MAX,
).optional();

/**
 * The name shown beside a post. Students are minors: the community shows
 * their first name and initial only; mentors appear by full name.
 */
export function publicName(
  fullName: string,
  role: "student" | "mentor" | "parent",
) {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (role === "mentor" || parts.length < 2) return parts.join(" ") || "Member";
  const initial = Array.from(parts[parts.length - 1])[0].toUpperCase();
  return `${parts[0]} ${initial}.`;
}

/** A student's first name alone (where even the initial is more than needed). */
export function firstName(fullName: string) {
  return fullName.trim().split(/\s+/)[0] || "A student";
}

/** The first characters of a post, on one line, for its card. */
export function preview(content: string, length = PREVIEW_LENGTH) {
  const flat = content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|~~)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, "$1$2")
    .replace(/`+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length <= length
    ? flat
    : `${flat.slice(0, length - 1).trimEnd()}…`;
}
