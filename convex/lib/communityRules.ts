import { z } from "zod";

/**
 * The rules of the community forms, shared by the forms (with @mantine/form)
 * and the server, so both refuse the same input with the same words.
 * No Convex imports: the front end bundles this file.
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
/** Threads per page (spec §7.2: newest first, 10 at a time). */
export const THREADS_PER_PAGE = 10;

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

function text(label: string, { min, max }: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(
      max,
      `${label} must be at most ${max.toLocaleString("en-IN")} characters`,
    );
}

export const threadTitleSchema = text("Title", THREAD_TITLE);
export const threadBodySchema = text("Your post", THREAD_BODY);
export const replyBodySchema = text("Your reply", REPLY_BODY);
export const categoryNameSchema = text("Category name", CATEGORY_NAME);
export const categoryDescriptionSchema = z
  .string()
  .trim()
  .max(
    CATEGORY_DESCRIPTION_MAX,
    `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`,
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

export const reportDetailsSchema = z
  .string()
  .trim()
  .max(
    REPORT_DETAILS_MAX,
    `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  )
  .optional();

/**
 * The name shown beside a post. Students are minors: the community shows
 * their first name and initial only; mentors appear by full name.
 */
export function publicName(fullName: string, role: "student" | "mentor") {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (role === "mentor" || parts.length < 2) return parts.join(" ") || "Member";
  const initial = Array.from(parts[parts.length - 1])[0].toUpperCase();
  return `${parts[0]} ${initial}.`;
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
