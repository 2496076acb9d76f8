import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { describeServerError } from "../../lib/serverError";
import { useMarkRead, type Notice } from "./noticeData";

/**
 * What clicking a notice does besides following its link: marks it read (if
 * it was not) and, when it leads somewhere, runs `onLeave` (the panel
 * closes). A failed mark is a toast; the way to the notice's page stays open.
 */
export function useOpenNotice(onLeave?: () => void) {
  const markRead = useMarkRead();
  return useCallback(
    (notice: Notice) => {
      if (!notice.read)
        markRead({ noticeId: notice._id }).catch((error: unknown) =>
          notifications.show({
            color: "red",
            title: "Could not mark the notice as read",
            message: describeServerError(error),
          }),
        );
      if (notice.gone === null) onLeave?.();
    },
    [markRead, onLeave],
  );
}
