import { Button, VisuallyHidden } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import classes from "./JoinNowLink.module.css";

/**
 * The meeting link as a button-like link, opening in a new tab: pulsing
 * "Join Now" while the session is live, a quiet "Join" before it starts.
 * Students (session page, dashboard) and mentors (their workspace) alike.
 */
export function JoinNowLink({
  href,
  live,
  describedBy,
}: {
  href: string;
  live: boolean;
  describedBy?: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color={live ? "red.9" : undefined}
      variant={live ? "filled" : "light"}
      size={live ? "md" : "sm"}
      leftSection={<IconVideo size={18} aria-hidden />}
      className={live ? classes.pulse : undefined}
      aria-describedby={describedBy}
    >
      {live ? "Join Now" : "Join"}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
