import { Button, Group, NumberInput, Popover, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPencil } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useSetDailyGoal } from "./dashboardData";
import { DAILY_GOAL_MAX, DAILY_GOAL_MIN } from "./dailyGoal";
import { describeServerError } from "../../../lib/serverError";
import { formatXp } from "./formatting";

const GOAL_MESSAGE = `Choose a daily goal between ${DAILY_GOAL_MIN} and ${DAILY_GOAL_MAX} XP.`;

/**
 * "Edit goal" with its popover and form, loaded the first time the button
 * is used (DailyGoalCard): it mounts open, after giving its own button the
 * focus, so closing it returns the focus there.
 */
export function GoalPopover({ goal }: { goal: number }) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    const timer = setTimeout(() => setOpened(true));
    return () => clearTimeout(timer);
  }, []);
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
          ref={target}
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
