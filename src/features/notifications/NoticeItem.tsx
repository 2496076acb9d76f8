import {
  Button,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { timeAgo } from "../../lib/format";
import { memoByData } from "../../lib/memoByData";
import { useNow } from "../../lib/useNow";
import classes from "./NoticeItem.module.css";
import type { Notice } from "./noticeData";

type Props = {
  notice: Notice;
  /** Marks it read; a notice with a link then goes there (and the panel closes). */
  onOpen: (notice: Notice) => void;
};

/**
 * One notice in the bell's panel or on /notifications. A notice whose subject
 * is gone says so and links nowhere; it can still be marked read.
 *
 * Memoised on what it shows: the list arrives afresh with every change, so a
 * new notice re-renders itself, not every row below it.
 */
export const NoticeItem = memoByData(function NoticeItem({
  notice,
  onOpen,
}: Props) {
  const goneRef = useRef<HTMLDivElement>(null);
  const unread = notice.read ? undefined : true;
  if (notice.gone === null)
    return (
      <li>
        <UnstyledButton
          component={Link}
          to={notice.link}
          className={classes.item}
          data-unread={unread}
          onClick={() => onOpen(notice)}
        >
          <NoticeText notice={notice} />
        </UnstyledButton>
      </li>
    );
  return (
    <li>
      {/* Focus stays here when its Mark as read button goes. */}
      <div
        ref={goneRef}
        tabIndex={-1}
        className={classes.item}
        data-unread={unread}
      >
        <NoticeText notice={notice}>
          <Text size="sm" fs="italic">
            {notice.gone}
          </Text>
          {!notice.read && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Mark as read: ${notice.title}`}
              onClick={() => {
                onOpen(notice);
                goneRef.current?.focus();
              }}
              style={{ alignSelf: "flex-start" }}
            >
              Mark as read
            </Button>
          )}
        </NoticeText>
      </div>
    </li>
  );
});

function NoticeText({
  notice,
  children,
}: {
  notice: Notice;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span className={classes.dot} aria-hidden />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={notice.read ? 500 : 700}>
          {!notice.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notice.title}
        </Text>
        <Text size="sm" c="dimmed">
          {notice.body}
        </Text>
        <NoticeTime at={notice._creationTime} />
        {children}
      </Stack>
    </Group>
  );
}

const fullDate = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
});

/** "5 min ago", ageing on an open screen, with the full date on hover. */
function NoticeTime({ at }: { at: number }) {
  const now = useNow(60_000);
  return (
    <Text
      component="time"
      dateTime={new Date(at).toISOString()}
      title={fullDate.format(at)}
      size="xs"
      c="dimmed"
    >
      {timeAgo(at, Math.max(now, at))}
    </Text>
  );
}
