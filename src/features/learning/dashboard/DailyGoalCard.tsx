import {
  Button,
  Card,
  Group,
  NumberInput,
  Popover,
  RingProgress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconPencil } from "@tabler/icons-react";
import { useId, useState } from "react";
import type { DashboardData } from "./dashboardData";
import { useSetDailyGoal } from "./dashboardData";
import { describeServerError } from "../../../lib/serverError";
import { formatXp } from "./formatting";
import { formatNumber } from "../../../lib/format";

export const DAILY_GOAL_MIN = 10;
export const DAILY_GOAL_MAX = 500;
const GOAL_MESSAGE = `Choose a daily goal between ${DAILY_GOAL_MIN} and ${DAILY_GOAL_MAX} XP.`;

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

function EditGoal({ goal }: { goal: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      position="bottom-end"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          Edit goal
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        {opened && <GoalForm goal={goal} onDone={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The goal form: a whole number of XP from DAILY_GOAL_MIN to DAILY_GOAL_MAX. */
export function GoalForm({
  goal,
  onDone,
}: {
  goal: number;
  onDone: () => void;
}) {
  const save = useSetDailyGoal();
  const [saving, setSaving] = useState(false);
  const form = useForm<{ xp: number | string }>({
    initialValues: { xp: goal },
    validate: {
      xp: (value) =>
        typeof value === "number" &&
        Number.isInteger(value) &&
        value >= DAILY_GOAL_MIN &&
        value <= DAILY_GOAL_MAX
          ? null
          : GOAL_MESSAGE,
    },
  });
  const submit = form.onSubmit(async ({ xp }) => {
    setSaving(true);
    try {
      await save({ xp: Number(xp) });
      notifications.show({
        color: "green",
        title: "Daily goal saved",
        message: `Your goal is now ${formatXp(Number(xp))} a day.`,
      });
      onDone();
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Could not save your daily goal",
        message: describeServerError(error),
      });
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label="Daily goal (XP)"
          description={`${DAILY_GOAL_MIN}–${DAILY_GOAL_MAX} XP a day`}
          min={DAILY_GOAL_MIN}
          max={DAILY_GOAL_MAX}
          step={10}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          data-autofocus
          {...form.getInputProps("xp")}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="compact-sm" loading={saving}>
            Save goal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
