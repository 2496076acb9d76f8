import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconClock,
  IconListNumbers,
  IconPlayerPlay,
  IconRefresh,
  IconScale,
  IconHistory,
  IconLock,
} from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import {
  capitalise,
  describeMarking,
  formatAttempts,
  formatMarking,
} from "./formatting";
import { plural } from "../../../lib/format";
import type { TestCardData } from "./testData";
import classes from "./tests.module.css";
import { ToneBadge } from "./ToneBadge";

const DIFFICULTY_COLOR = {
  easy: "green",
  medium: "orange",
  hard: "red",
} as const;

/** What the card's button does: pick up a running attempt, unlock a paid subject, or start a new one. */
export function testAction(test: {
  attempts: number;
  inProgressAttemptId: string | null;
  locked?: boolean;
}): "continue" | "unlock" | "start" | "retake" {
  if (test.inProgressAttemptId) return "continue";
  if (test.locked) return "unlock";
  return test.attempts === 0 ? "start" : "retake";
}

/** A test's subject, title, difficulty, question count, minutes and attempts, with Start, Retake, Continue or (a paid subject's, without a plan) Unlock Course. */
export function TestCard({
  test,
  onStart,
}: {
  test: TestCardData;
  onStart: (test: TestCardData) => Promise<void>;
}) {
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const action = testAction(test);

  const start = async () => {
    setStarting(true);
    try {
      await onStart(test);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card component="article" aria-labelledby={titleId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} c="dimmed">
            {test.subjectName ?? "All subjects"}
          </Text>
          <Group gap={6}>
            {test.locked && (
              <Badge
                color="gray"
                variant="light"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                Locked
              </Badge>
            )}
            <ToneBadge color={DIFFICULTY_COLOR[test.difficulty] ?? "gray"}>
              <VisuallyHidden>Difficulty: </VisuallyHidden>
              {capitalise(test.difficulty)}
            </ToneBadge>
          </Group>
        </Group>
        <Title order={3} fz="h4" id={titleId} className={classes.wrap}>
          {test.title}
        </Title>
        <List
          size="sm"
          spacing={4}
          listStyleType="none"
          className={classes.facts}
        >
          <List.Item icon={<IconListNumbers size={16} aria-hidden />}>
            {plural(test.questionCount, "question")}
          </List.Item>
          <List.Item icon={<IconClock size={16} aria-hidden />}>
            {plural(test.durationMinutes, "minute")}
          </List.Item>
          <List.Item icon={<IconScale size={16} aria-hidden />}>
            <span aria-hidden>
              {formatMarking(test.marksCorrect, test.marksWrong)}
            </span>
            <VisuallyHidden>
              {describeMarking(test.marksCorrect, test.marksWrong)}
            </VisuallyHidden>
          </List.Item>
          <List.Item icon={<IconHistory size={16} aria-hidden />}>
            {formatAttempts(test.attempts, test.moreAttempts)}
          </List.Item>
        </List>
        <Group mt="auto">
          {action === "continue" ? (
            <Button
              component={Link}
              to={paths.testAttempt.href(test.inProgressAttemptId ?? "")}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              Continue Test
            </Button>
          ) : action === "unlock" ? (
            <Button
              component={Link}
              to={paths.pricing.href(
                test.subjectSlug
                  ? { grade: test.grade, slug: test.subjectSlug }
                  : undefined,
              )}
              variant="default"
              leftSection={<IconLock size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              Unlock Course
            </Button>
          ) : (
            <Button
              variant={action === "start" ? "filled" : "outline"}
              leftSection={
                action === "start" ? (
                  <IconPlayerPlay size={16} aria-hidden />
                ) : (
                  <IconRefresh size={16} aria-hidden />
                )
              }
              loading={starting}
              onClick={() => void start()}
              aria-describedby={titleId}
            >
              {action === "start" ? "Start Test" : "Retake Test"}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
