import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconBook2,
  IconClockHour4,
  IconFlameFilled,
  IconSnowflake,
  IconTarget,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { FREEZE_EVERY_DAYS, MAX_FREEZES } from "@convex/learning/rules";
import type { DashboardData } from "./dashboardData";
import { formatDuration, formatNumber, plural } from "../../../lib/format";

/** The four headline figures: streak, average score, time spent, lessons done. */
export function StatCards({ data }: { data: DashboardData }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label="Streak"
        value={plural(data.streak, "day")}
        icon={<IconFlameFilled aria-hidden />}
        color="orange"
      >
        <Group gap={4} wrap="nowrap">
          <IconSnowflake size={16} aria-hidden />
          <Text size="sm">{plural(data.freezesHeld, "streak freeze")}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          Longest: {plural(data.longestStreak, "day")}. Every{" "}
          {FREEZE_EVERY_DAYS}th day in a row earns a freeze (up to {MAX_FREEZES}
          ) that covers a missed day.
        </Text>
      </StatCard>
      <StatCard
        label="Average score"
        value={data.averageScore === null ? "—" : `${data.averageScore}%`}
        icon={<IconTarget aria-hidden />}
        color="teal"
      >
        <Text size="sm" c="dimmed">
          {data.testsSubmitted === 0
            ? "No tests taken yet"
            : `Over ${plural(data.testsSubmitted, "test")}`}
        </Text>
      </StatCard>
      <StatCard
        label="Time spent"
        value={formatDuration(data.timeSpentSeconds)}
        icon={<IconClockHour4 aria-hidden />}
        color="blue"
      >
        <Text size="sm" c="dimmed">
          Lessons watched and tests taken
        </Text>
      </StatCard>
      <StatCard
        label="Lessons done"
        value={formatNumber(data.lessonsCompleted)}
        icon={<IconBook2 aria-hidden />}
        color="grape"
      >
        <Text size="sm" c="dimmed">
          Completed lessons, all subjects
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}

function StatCard({
  label,
  value,
  icon,
  color,
  children,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={label} padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={700} c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={800} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="xl">
          {icon}
        </ThemeIcon>
      </Group>
      <Stack gap={4} mt="xs">
        {children}
      </Stack>
    </Card>
  );
}
