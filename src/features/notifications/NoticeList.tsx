import { Skeleton, Stack, Text } from "@mantine/core";
import classes from "./NoticeItem.module.css";
import { NoticeItem } from "./NoticeItem";
import type { Notice } from "./noticeData";

/** Notices newest first, the loading rows before the first page, or the empty state. */
export function NoticeList({
  notices,
  loading,
  onOpen,
}: {
  notices: Notice[];
  loading: boolean;
  onOpen: (notice: Notice) => void;
}) {
  if (loading)
    return (
      <Stack gap="md" p="md" role="status" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="90%" />
          </Stack>
        ))}
      </Stack>
    );
  if (notices.length === 0)
    return (
      <Text c="dimmed" ta="center" p="lg">
        You have no notifications yet.
      </Text>
    );
  return (
    <ul className={classes.list}>
      {notices.map((notice) => (
        <NoticeItem key={notice._id} notice={notice} onOpen={onOpen} />
      ))}
    </ul>
  );
}
