import { Notifications } from "@mantine/notifications";

/** The toast stack, in its own chunk (see NotificationsHost). */
export function NotificationsStack() {
  return <Notifications position="top-right" />;
}
