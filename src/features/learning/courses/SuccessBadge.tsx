import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./courses.module.css";

/** A light green badge ("Free Demo", "Completed") whose text keeps AA contrast in both colour schemes. */
export function SuccessBadge({
  children,
  ...props
}: { children: ReactNode } & Omit<BadgeProps, "color" | "variant">) {
  return (
    <Badge
      color="green"
      variant="light"
      classNames={{ label: classes.successLabel }}
      {...props}
    >
      {children}
    </Badge>
  );
}
