import { Anchor, Box, Divider, Group, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { MarkAllReadButton } from "./MarkAllReadButton";
import { NoticeList } from "./NoticeList";
import { PANEL_NOTICES, useNotices } from "./noticeData";
import { useOpenNotice } from "./useOpenNotice";

/** The latest notices, live, with the ways to the full list and the settings. */
export function NoticePanel({
  headingId,
  onDone,
}: {
  headingId: string;
  /** Closes the panel: a notice or a link was followed. */
  onDone: () => void;
}) {
  const { results, status } = useNotices(PANEL_NOTICES);
  const open = useOpenNotice(onDone);
  return (
    <>
      <Group justify="space-between" gap="xs" px="md" py="xs" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          Notifications
        </Title>
        <MarkAllReadButton size="compact-sm" />
      </Group>
      <Divider />
      <Box mah="min(60vh, 480px)" style={{ overflowY: "auto" }}>
        <NoticeList
          // New notices join the live first page: the panel keeps to the latest few.
          notices={results.slice(0, PANEL_NOTICES)}
          loading={status === "LoadingFirstPage"}
          onOpen={open}
        />
      </Box>
      <Divider />
      <Group justify="space-between" gap="xs" px="md" py="sm">
        <Anchor
          component={Link}
          to={paths.notifications.href()}
          size="sm"
          fw={600}
          onClick={onDone}
        >
          See all notifications
        </Anchor>
        <Anchor
          component={Link}
          to={paths.notificationSettings.href()}
          size="sm"
          fw={600}
          onClick={onDone}
        >
          Notification settings
        </Anchor>
      </Group>
    </>
  );
}
