import { Button, Loader, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { describeServerError } from "../../lib/serverError";
import { useMarkAllRead } from "./noticeData";
import { useUnreadCount } from "./useUnreadCount";

/**
 * "Mark all as read", inactive while nothing is unread. It stays in place
 * and focusable (aria-disabled, not disabled) when it is used, so the focus
 * does not fall out of the panel.
 */
export function MarkAllReadButton(props: Omit<ButtonProps, "children">) {
  const count = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const [busy, setBusy] = useState(false);
  const inactive = busy || !count || count.unread === 0;

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
      leftSection={
        busy ? (
          <Loader size={14} aria-hidden />
        ) : (
          <IconChecks size={16} aria-hidden />
        )
      }
      data-disabled={inactive || undefined}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!inactive) void markAll();
      }}
      {...props}
    >
      Mark all as read
    </Button>
  );
}
