import { formatNumber, onFirstUse } from "../../../lib/format";

/** "1,250 XP". */
export function formatXp(xp: number) {
  return `${formatNumber(xp)} XP`;
}

/** The first word of a full name ("Aarav" from "Aarav Sharma"); empty for none. */
export function firstName(fullName: string) {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }),
);
const weekdayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }),
);

/** "12 Nov" for a calendar day given as YYYY-MM-DD (already the student's own day). */
export function formatDay(day: string) {
  return dayFormat().format(new Date(`${day}T00:00:00Z`));
}

/** "Thu, 12 Nov" for a calendar day given as YYYY-MM-DD. */
export function formatLongDay(day: string) {
  return weekdayFormat().format(new Date(`${day}T00:00:00Z`));
}

/** The activity chart's height; its placeholder has the same, so nothing moves when it arrives. */
export const CHART_HEIGHT = 200;
