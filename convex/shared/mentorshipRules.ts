import { z } from "zod";
import { normalizeText, normalizedText } from "./communityRules";

/**
 * The rules of the mentorship forms (spec §2.11, §5), shared by the forms and
 * the server so both refuse the same input with the same words. No Convex
 * imports: the front end bundles this file.
 */

export const APPLICANT_NAME = { min: 2, max: 100 } as const;
export const QUALIFICATION = { min: 2, max: 200 } as const;
export const MOTIVATION = { min: 20, max: 2_000 } as const;
export const EXPERTISE_ITEM_MAX = 40;
export const EXPERTISE_MAX_ITEMS = 15;
export const EXPERIENCE_YEARS_MAX = 60;
export const REJECTION_REASON = { min: 10, max: 1_000 } as const;
/** A rejected applicant may apply again after this many days. */
export const REAPPLY_AFTER_DAYS = 30;
/** Upcoming sessions shown on the mentorship page before "See all" (spec §7.2). */
export const UPCOMING_SESSIONS_SHOWN = 6;

export const APPLICATION_MESSAGES = {
  signInRequired: "Please log in to submit your application",
  submitted: "Application Submitted",
  failed: "Failed to submit application. Please try again.",
  expertiseNeeded: "Add at least one area of expertise",
} as const;

export const SESSION_MESSAGES = {
  signInTitle: "Authentication Required",
  signInRequired: "Please log in to register for sessions",
  registered: "Successfully registered for the session",
  failed: "Failed to register for session",
  full: "This session is full.",
  loadFailed: "Failed to load mentorship data",
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

/** Rating shown with one decimal (spec §2.10). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
