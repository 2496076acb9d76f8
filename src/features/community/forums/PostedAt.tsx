import { Text, type TextProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { timeAgo } from "../../../lib/format";

const fullDate = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
});
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
