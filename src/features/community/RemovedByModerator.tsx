import { Paper, Text } from "@mantine/core";
import { IconShieldX } from "@tabler/icons-react";
import { memo } from "react";
import { MessagePage } from "../../components/MessagePage";
import { paths } from "../../config/paths";

/** What a thread's or club's page says once a moderator has taken it down: nothing of it is shown. */
export function RemovedByModeratorPage({
  noun,
}: {
  noun: "discussion" | "club";
}) {
  return (
    <MessagePage
      title="Removed by a moderator"
      action={{ to: paths.community.href(), label: "Back to the community" }}
    >
      {`This ${noun} broke the community rules and is no longer shown.`}
    </MessagePage>
  );
}

/** A reply a moderator took down keeps its place in the thread, with nothing of it shown. */
export const RemovedReplyRow = memo(function RemovedReplyRow({
  replyId,
}: {
  replyId: string;
}) {
  return (
    <Paper
      component="article"
      id={`reply-${replyId}`}
      aria-label="Removed reply"
      withBorder
      p="md"
      bg="var(--mantine-color-gray-light)"
    >
      <Text c="dimmed" fs="italic" size="sm">
        <IconShieldX
          size={16}
          aria-hidden
          style={{ verticalAlign: "text-bottom", marginRight: 6 }}
        />
        Removed by a moderator
      </Text>
    </Paper>
  );
});
