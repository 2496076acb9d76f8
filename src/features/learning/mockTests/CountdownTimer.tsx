import { Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { IconAlarm } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { announceTimeLeft, formatClock, secondsLeft } from "./formatting";
import classes from "./tests.module.css";

/** Milliseconds until `deadline`, refreshed on every whole second of the countdown. */
function useTimeLeft(deadline: number) {
  const [left, setLeft] = useState(() => deadline - Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = deadline - Date.now();
      setLeft(now);
      if (now <= 0) return;
      // Wake up when the displayed second changes, not on a drifting interval.
      timer = setTimeout(tick, now % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return left;
}

/**
 * The test's clock, counted down to the server's deadline (so a reload keeps
 * the time). It reads out the time left once a minute, turns red in the last
 * minute, and calls `onExpire` once when it reaches 0.
 */
export function CountdownTimer({
  deadline,
  onExpire,
}: {
  deadline: number;
  onExpire: () => void;
}) {
  const left = useTimeLeft(deadline);
  const expired = secondsLeft(left) === 0;
  const low = secondsLeft(left) < 60;

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (expired) onExpireRef.current();
  }, [expired]);

  return (
    <Paper withBorder px="md" py="xs">
      <Group
        gap="xs"
        wrap="nowrap"
        className={low ? classes.timerLow : undefined}
      >
        <IconAlarm size={22} aria-hidden />
        <Text component="span" size="sm" fw={600} c="inherit">
          Time left
        </Text>
        <Text
          component="span"
          role="timer"
          aria-label={`Time left: ${formatClock(left)}`}
          fz={22}
          fw={800}
          c="inherit"
          ff="monospace"
        >
          {formatClock(left)}
        </Text>
      </Group>
      {/* Only the minute changes are read out, not every second. */}
      <VisuallyHidden aria-live="polite" aria-atomic>
        {announceTimeLeft(left)}
      </VisuallyHidden>
    </Paper>
  );
}
