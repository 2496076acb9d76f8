/**
 * The one place for numbers, money, lengths of time and "time ago" in Indian
 * English (en-IN). Wording that belongs to one screen ("90 minutes" of an
 * event, "1,250 XP") stays in its feature and builds on these.
 */

const LOCALE = "en-IN";

/**
 * A formatter made on its first use: the browser's first Intl formatter loads
 * its locale data (about 30 ms on a phone), which belongs to the first figure
 * shown, not to loading every page that imports this module.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numbers = onFirstUse(() => new Intl.NumberFormat(LOCALE));

/** Indian digit grouping: 1234567 → "12,34,567". */
export function formatNumber(n: number): string {
  return numbers().format(n);
}

/** "1 lesson", "12 lessons", "1,00,000 replies" (`many` for irregular plurals). */
export function plural(count: number, one: string, many = `${one}s`) {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 95 → "95th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

const rupees = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }),
);

/** Paise to Indian-format rupees: 12345600 → "₹1,23,456". */
export function formatRupees(paise: number): string {
  return rupees().format(paise / 100);
}

/** "9 h 20 min", "45 min", "3 h": a length of time to the nearest minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A span to the second, given in milliseconds: "45 s", "3 min 5 s", "1 h 2 min". */
export function formatSpan(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0)
    return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: "numeric",
      month: "short",
      year: "numeric",
    }),
);

/** "12 Nov 2026" for a moment. */
export function formatDate(timestamp: number): string {
  return dateFormat().format(new Date(timestamp));
}

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(at: number, now: number): string {
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
