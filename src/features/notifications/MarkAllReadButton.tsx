import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { describeServerError } from "../../lib/serverError";
import { useMarkAllRead } from "./noticeData";
import { useUnreadCount } from "./useUnreadCount";

/** "Mark all as read", there while anything is unread. */
export function MarkAllReadButton(props: Omit<ButtonProps, "children">) {
  const count = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const [busy, setBusy] = useState(false);
  if (!count || count.unread === 0) return null;

  const markAll = async () => {
    setBusy(true);
    try {
      await markAllRead();
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Could not mark your notifications as read",
        message: describeServerError(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="subtle"
      leftSection={<IconChecks size={16} aria-hidden />}
      loading={busy}
      onClick={() => void markAll()}
      {...props}
    >
      Mark all as read
    </Button>
  );
}
