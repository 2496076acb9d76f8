/** "3 h 20 min", "45 min", "2 h": time to the nearest minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 day", "12 days". */
export function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
}

/** "1,250 XP". */
export function formatXp(xp: number) {
  return `${xp.toLocaleString("en-IN")} XP`;
}

/** The first word of a full name ("Aarav" from "Aarav Sharma"); empty for none. */
export function firstName(fullName: string) {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const weekdayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "12 Nov 2026" for a moment. */
export function formatDate(timestamp: number) {
  return dateFormat.format(new Date(timestamp));
}

/** "12 Nov" for a calendar day given as YYYY-MM-DD (already the student's own day). */
export function formatDay(day: string) {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Thu, 12 Nov" for a calendar day given as YYYY-MM-DD. */
export function formatLongDay(day: string) {
  return weekdayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(at: number, now: number) {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 30) return `${days} days ago`;
  return formatDate(at);
}
