import {
  Anchor,
  Badge,
  Card,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowBigUp, IconMessageCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { AuthorLine } from "./AuthorLine";
import { upvoteCount, type ThreadSummary } from "./forumData";
import { plural } from "../../../lib/format";
import { memoByData } from "../../../lib/memoByData";
import { AnsweredBadge } from "./AnsweredBadge";

function replyCount(n: number) {
  return plural(n, "reply", "replies");
}

/** "12" beside an icon on screen; "12 upvotes" for screen readers and on hover. */
function Count({ icon, text }: { icon: ReactNode; text: string }) {
  const [figure, ...words] = text.split(" ");
  return (
    <Group gap={4} wrap="nowrap" title={text}>
      {icon}
      <Text size="sm">
        {figure}
        <VisuallyHidden> {words.join(" ")}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/** A thread on the forum board: the title links to it; counts are live. It renders again only when its own data changes. */
export const ThreadCard = memoByData(function ThreadCard({
  thread,
  categoryName,
}: {
  thread: ThreadSummary;
  categoryName?: string;
}) {
  return (
    <Card
      component="article"
      padding="md"
      aria-labelledby={`thread-${thread._id}`}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          {categoryName && (
            <Badge variant="light" size="sm">
              {categoryName}
            </Badge>
          )}
          {thread.answered && <AnsweredBadge />}
        </Group>
        <Title
          order={3}
          fz="h4"
          id={`thread-${thread._id}`}
          style={{ overflowWrap: "anywhere" }}
        >
          <Anchor component={Link} to={paths.thread.href(thread._id)} inherit>
            {thread.title}
          </Anchor>
        </Title>
        {thread.preview && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {thread.preview}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <AuthorLine
            name={thread.authorName}
            badge={thread.authorBadge}
            createdAt={thread.createdAt}
          />
          <Group gap="md" wrap="nowrap">
            <Count
              icon={<IconArrowBigUp size={16} aria-hidden />}
              text={upvoteCount(thread.upvotes)}
            />
            <Count
              icon={<IconMessageCircle size={16} aria-hidden />}
              text={replyCount(thread.replyCount)}
            />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
