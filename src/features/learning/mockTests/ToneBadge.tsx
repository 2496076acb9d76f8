import { Badge, type AlertProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A tinted badge whose words are in the text colour: Mantine's light green,
 * orange and red text on their tints falls below AA contrast. The tint and the
 * icon carry the colour; the words carry the meaning.
 */
export function ToneBadge({
  color,
  icon,
  children,
}: {
  color: "green" | "orange" | "red" | "gray";
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Badge
      variant="light"
      color={color}
      c="var(--mantine-color-text)"
      leftSection={icon}
    >
      {children}
    </Badge>
  );
}

/** The same for an Alert's title. */
export const readableAlertStyles: AlertProps["styles"] = {
  title: { color: "var(--mantine-color-text)" },
};
