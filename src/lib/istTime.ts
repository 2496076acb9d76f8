import { formatNumber, plural } from "./format";
/**
 * Event and session times are India Standard Time everywhere: a class in
 * Guwahati and one in Pune meet at the same moment, so pages show IST (named) and forms
 * reads the time it is given as IST, whatever the device's own zone.
 * India has no daylight saving, so IST is always UTC+05:30.
 */
export const EVENT_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE = 60_000;

/**
 * The viewer's own Indian locales (hi-IN, ta-IN, en-IN, …) first; anyone
 * else gets Indian English, so a browser left on en-US still reads
 * "28 Nov" and "IST" rather than "Nov 28" and "GMT+5:30".
 */
export function displayLocales(
  languages: readonly string[] = typeof navigator === "undefined"
    ? []
    : navigator.languages,
): string[] {
  return [...languages.filter((l) => /-IN$/i.test(l)), "en-IN"];
}

/** "Sat, 28 Nov 2026" and "5:00 pm IST" (wording per locale). */
export function formatEventTime(at: number, locales = displayLocales()) {
  const date = new Intl.DateTimeFormat(locales, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: EVENT_TIME_ZONE,
  }).format(at);
  const time = new Intl.DateTimeFormat(locales, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: EVENT_TIME_ZONE,
    timeZoneName: "short",
  }).format(at);
  return { date, time };
}

/** "90 minutes". */
export function formatDuration(minutes: number) {
  return plural(minutes, "minute");
}

/** "23 / 50 attending", or "23 attending" when there is no maximum. */
export function formatAttendance(count: number, max: number | null) {
  const n = formatNumber;
  return max === null
    ? `${n(count)} attending`
    : `${n(count)} / ${n(max)} attending`;
}

/** A picker's wall-clock value ("2026-11-28 17:00:00") read as IST, to epoch milliseconds. */
export function istWallTimeToEpoch(value: string): number | undefined {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
      value.trim(),
    );
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  return (
    Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
    ) - IST_OFFSET_MS
  );
}

/** Epoch milliseconds as the picker's IST wall-clock value ("2026-11-28 17:00:00"). */
export function istWallTime(at: number): string {
  return new Date(at + IST_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
}

/** The IST calendar day of `at` as "YYYY-MM-DD", for the picker's limits. */
export function istDate(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function hasEnded(
  event: { scheduledAt: number; durationMinutes: number },
  now: number,
) {
  return event.scheduledAt + event.durationMinutes * MINUTE <= now;
}
