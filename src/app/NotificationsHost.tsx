import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense } from "react";

// Most visits never show a toast: the toast stack loads with the first one.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
