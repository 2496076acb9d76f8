import { Text, type TextProps } from "@mantine/core";
import { useEffect, useState } from "react";

const fullDate = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
});
const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(timestamp: number, now: number): string {
  const elapsed = now - timestamp;
  if (elapsed < 45_000) return "just now";
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return relative.format(-1, "minute");
}

export function formatFullDate(timestamp: number): string {
  return fullDate.format(timestamp);
}

/** The current time, refreshed every minute so "just now" grows old on an open screen. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When something was posted: relative, with the full date and time on hover and for machines. */
export function PostedAt({
  timestamp,
  prefix = "",
  ...textProps
}: { timestamp: number; prefix?: string } & TextProps) {
  const now = useNow();
  const full = formatFullDate(timestamp);
  return (
    <Text
      component="time"
      dateTime={new Date(timestamp).toISOString()}
      title={full}
      size="sm"
      c="dimmed"
      {...textProps}
    >
      {prefix}
      {timeAgo(timestamp, Math.max(now, timestamp))}
    </Text>
  );
}
