import { Text } from "@mantine/core";

/** When the privacy policy and terms were last changed. Update both pages together. */
export const POLICY_LAST_UPDATED = {
  iso: "2026-11-27",
  label: "27 November 2026",
} as const;

export function LastUpdated() {
  return (
    <Text size="sm" fw={500}>
      Last updated:{" "}
      <time dateTime={POLICY_LAST_UPDATED.iso}>
        {POLICY_LAST_UPDATED.label}
      </time>
    </Text>
  );
}
