import { Notifications } from "@mantine/notifications";

/**
 * The toast stack, in its own chunk (see NotificationsHost). Toasts sit just
 * below the sticky header, never over it: on a phone the header's right-hand
 * corner holds the Open menu button.
 */
export function NotificationsStack() {
  return (
    <Notifications
      position="top-right"
      style={{
        top: "calc(var(--vq-header-height) + var(--mantine-spacing-xs))",
      }}
    />
  );
}
