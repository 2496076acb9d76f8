import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook2, IconClipboardCheck } from "@tabler/icons-react";
import { useId } from "react";
import type { RecentItem } from "./dashboardData";
import { formatDate, timeAgo } from "../../../lib/format";

/** The student's latest lessons and tests, newest first. */
export function RecentActivity({
  items,
  now,
}: {
  items: RecentItem[];
  now: number;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Recent activity
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">No activity yet — start a lesson or a test.</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
          >
            {items.map((item) => (
              <ActivityRow
                key={`${item.kind}-${item.id}`}
                item={item}
                now={now}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ActivityRow({ item, now }: { item: RecentItem; now: number }) {
  const isTest = item.kind === "test";
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        variant="light"
        color={isTest ? "teal" : "grape"}
        radius="xl"
        aria-hidden
      >
        {isTest ? <IconClipboardCheck size={18} /> : <IconBook2 size={18} />}
      </ThemeIcon>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="xs" fw={700} c="dimmed">
          {isTest ? "Test" : "Lesson"}
          {item.subject && ` · ${item.subject}`}
        </Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {item.kind === "test"
            ? `Score ${item.score} / ${item.maxScore}`
            : item.chapter}
          {" · "}
          <time
            dateTime={new Date(item.at).toISOString()}
            title={formatDate(item.at)}
          >
            {timeAgo(item.at, now)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}
