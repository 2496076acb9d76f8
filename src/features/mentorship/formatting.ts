import { formatNumber, plural } from "../../lib/format";

export const PROGRAM_CATEGORY_LABEL = {
  academic: "Academic",
  "skill-based": "Skill-Based",
} as const;

export const SESSION_TYPE_LABEL = {
  "one-on-one": "One-on-one",
  group: "Group",
} as const;

export const PURPOSE_LABEL = {
  mentorship: "Mentorship",
  doubt: "Doubt",
} as const;

/** Availability weekdays as stored: 0 is Sunday. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** A mentor's rating to one decimal, or "New" before anyone rates them. */
export function formatRating(rating: number, ratingCount: number): string {
  return ratingCount === 0 ? "New" : rating.toFixed(1);
}

/** "4.8 from 23 ratings", or "No ratings yet". */
export function describeRating(rating: number, ratingCount: number): string {
  return ratingCount === 0
    ? "No ratings yet"
    : `${rating.toFixed(1)} out of 5 from ${plural(ratingCount, "rating")}`;
}

/** "7 / 10 registered". */
export function formatPlaces(count: number, max: number): string {
  return `${formatNumber(count)} / ${formatNumber(max)} registered`;
}

/** Minutes from midnight as "9:00 AM", the way times of day are written across the product. */
export function formatMinuteOfDay(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "5 years of experience". */
export function formatExperience(years: number): string {
  return `${plural(years, "year")} of experience`;
}
