import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense } from "react";

// Most visits never show a toast: the toast stack loads with the first one.
const NotificationsStack = lazy(() =>
  import("./NotificationsStack").then((m) => ({
    default: m.NotificationsStack,
  })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsStack />
    </Suspense>
  );
}
