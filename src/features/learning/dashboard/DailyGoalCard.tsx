import {
  Button,
  Card,
  Group,
  RingProgress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useId, useState } from "react";
import type { DashboardData } from "./dashboardData";
import { formatXp } from "./formatting";
import { formatNumber } from "../../../lib/format";

/** Today's XP against the student's daily goal, and a way to change the goal. */
export function DailyGoalCard({ data }: { data: DashboardData }) {
  const titleId = useId();
  const goal = data.dailyGoalXp;
  const reached = data.todayXp >= goal;
  const percent = goal > 0 ? Math.min(100, (data.todayXp / goal) * 100) : 0;
  const valueText = `${formatNumber(data.todayXp)} / ${formatXp(goal)} today`;
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            Daily goal
          </Title>
          <EditGoal goal={goal} />
        </Group>
        <Group gap="md" wrap="nowrap">
          <RingProgress
            size={96}
            thickness={10}
            roundCaps
            role="progressbar"
            aria-label="Today's XP towards your daily goal"
            aria-valuemin={0}
            aria-valuemax={goal}
            aria-valuenow={Math.min(data.todayXp, goal)}
            aria-valuetext={valueText}
            sections={[{ value: percent, color: reached ? "teal" : "brand" }]}
            label={
              <Text ta="center" fw={800} size="sm" aria-hidden>
                {Math.round(percent)}%
              </Text>
            }
          />
          <Stack gap={4}>
            <Text fw={700}>{valueText}</Text>
            {reached ? (
              <Group gap={4} wrap="nowrap">
                <IconCircleCheck
                  size={18}
                  aria-hidden
                  color="var(--mantine-color-teal-7)"
                />
                <Text size="sm" fw={600}>
                  Goal reached. Well done!
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {formatXp(goal - data.todayXp)} to go today
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * "Edit goal": a plain button until it is first used; then the popover with
 * the form (GoalPopover, with Popover's focus trap and the number input)
 * loads in its place and opens. Hovering or focusing the button starts the
 * download early.
 */
function EditGoal({ goal }: { goal: number }) {
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconPencil size={16} aria-hidden />}
      onPointerEnter={preloadGoalPopover}
      onFocus={preloadGoalPopover}
      onClick={() => setUsed(true)}
    >
      Edit goal
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LazyGoalPopover goal={goal} />
    </Suspense>
  );
}

let goalPopover: Promise<typeof import("./GoalPopover")> | undefined;
function preloadGoalPopover() {
  goalPopover ??= import("./GoalPopover").catch((error: unknown) => {
    goalPopover = undefined;
    throw error;
  });
  return goalPopover;
}
const LazyGoalPopover = lazy(() =>
  preloadGoalPopover().then((m) => ({ default: m.GoalPopover })),
);
