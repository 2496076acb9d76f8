import {
  Card,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconEyeOff, IconTrophy } from "@tabler/icons-react";
import { useId } from "react";
import type { LeaderboardData } from "./dashboardData";
import { formatXp } from "./formatting";
import { LeaderboardNameSetting } from "./LeaderboardNameSetting";

type Row = { rank: number; name: string; xp: number; isYou: boolean };

/**
 * This week's XP in the student's class: the top 10, and the student's own
 * place with the classmates just above and below when they are further down.
 */
export function LeaderboardCard({ board }: { board: LeaderboardData }) {
  const titleId = useId();
  const { you } = board;
  const inTop = board.top.some((e) => e.isYou);
  const yourPlace: Row[] =
    you && !inTop
      ? [
          ...(you.above ? [you.above] : []),
          { rank: you.rank, name: "You", xp: you.xp, isYou: true },
          ...(you.below ? [you.below] : []),
        ]
      : [];
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            This week in Class {board.grade}
          </Title>
          <ThemeIcon variant="light" color="yellow" size="lg" radius="xl">
            <IconTrophy aria-hidden />
          </ThemeIcon>
        </Group>
        <Text size="sm" c="dimmed">
          XP earned since Monday by students of your class. Ranks start again
          every week.
        </Text>
        {board.top.length === 0 ? (
          <Text>
            No one in Class {board.grade} has earned XP this week yet.
          </Text>
        ) : (
          <RankTable caption="Top 10 this week" rows={board.top} />
        )}
        {yourPlace.length > 0 && (
          <RankTable caption="Your place" rows={yourPlace} showCaption />
        )}
        {you === null && (
          <Text size="sm">
            You are not on this week&apos;s leaderboard yet: finish a lesson or
            a test to join.
          </Text>
        )}
        {you?.hidden && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconEyeOff size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              You are hidden: classmates do not see you on the leaderboard. Only
              you see your rank.
            </Text>
          </Group>
        )}
        <Divider my="xs" />
        <LeaderboardNameSetting board={board} />
      </Stack>
    </Card>
  );
}

function RankTable({
  caption,
  rows,
  showCaption = false,
}: {
  caption: string;
  rows: Row[];
  showCaption?: boolean;
}) {
  return (
    <Table
      fz="sm"
      verticalSpacing={6}
      captionSide="top"
      aria-label={showCaption ? undefined : caption}
    >
      {showCaption && (
        <Table.Caption ta="left" fw={700} c="var(--mantine-color-text)" mb={0}>
          {caption}
        </Table.Caption>
      )}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={56}>
            Rank
          </Table.Th>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col" ta="right">
            XP
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr
            key={i}
            bg={row.isYou ? "var(--mantine-primary-color-light)" : undefined}
            fw={row.isYou ? 700 : undefined}
            aria-current={row.isYou ? "true" : undefined}
          >
            <Table.Td>#{row.rank}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              {row.name}
              {row.isYou && !/you\)?$/i.test(row.name) && " (you)"}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatXp(row.xp)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
