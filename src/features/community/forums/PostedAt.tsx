import { Text, type TextProps } from "@mantine/core";
import { onFirstUse, timeAgo } from "../../../lib/format";
import { useNow } from "../../../lib/useNow";

const fullDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      dateStyle: "long",
      timeStyle: "short",
    }),
);
export function formatFullDate(timestamp: number): string {
  return fullDate().format(timestamp);
}

/** When something was posted: relative, with the full date and time on hover and for machines. */
export function PostedAt({
  timestamp,
  prefix = "",
  ...textProps
}: { timestamp: number; prefix?: string } & TextProps) {
  // Refreshed every minute, so "just now" grows old on an open screen.
  const now = useNow(60_000);
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
