import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { useId } from "react";
import { XP } from "@convex/learning/rules";
import type { DashboardData } from "./dashboardData";
import { formatXp } from "./formatting";
import { FigureBar } from "./FigureBar";
import { formatNumber } from "../../../lib/format";

/** The student's level and how far they are into it. */
export function LevelCard({ data }: { data: DashboardData }) {
  const titleId = useId();
  const next = data.level + 1;
  const progress = `${formatNumber(data.xpIntoLevel)} / ${formatXp(data.xpForNextLevel)} to level ${next}`;
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            Level {data.level}
          </Title>
          <ThemeIcon variant="light" color="yellow" size="lg" radius="xl">
            <IconStarFilled aria-hidden />
          </ThemeIcon>
        </Group>
        <FigureBar
          value={data.xpIntoLevel}
          max={data.xpForNextLevel}
          label={`XP towards level ${next}`}
          valueText={progress}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {progress}
          </Text>
          <Text size="sm" c="dimmed">
            {formatXp(data.totalXp)} in total
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Earn XP: +{XP.lessonCompleted} for a lesson, +{XP.testBase}–
          {XP.testBase + XP.testScoreMax} for a test (more for a better score),
          +{XP.streakDay} for your first activity of the day and +
          {XP.acceptedAnswer} when your forum reply is accepted.
        </Text>
      </Stack>
    </Card>
  );
}
