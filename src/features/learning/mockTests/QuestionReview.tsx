import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconCheck,
  IconEye,
  IconLock,
  IconMinus,
  IconX,
} from "@tabler/icons-react";
import { optionLetter } from "./formatting";
import { formatSpan } from "../../../lib/format";
import type { ReviewQuestion } from "./testData";
import classes from "./tests.module.css";
import { ToneBadge } from "./ToneBadge";

/** Right, wrong or not answered: said in words and with an icon, not by colour alone. */
export function OutcomeBadge({
  outcome,
}: {
  outcome: "correct" | "wrong" | "unanswered" | "withheld";
}) {
  if (outcome === "withheld")
    return (
      <ToneBadge color="gray" icon={<IconLock size={12} aria-hidden />}>
        Answer hidden for now
      </ToneBadge>
    );
  if (outcome === "correct")
    return (
      <ToneBadge color="green" icon={<IconCheck size={12} aria-hidden />}>
        Correct
      </ToneBadge>
    );
  if (outcome === "wrong")
    return (
      <ToneBadge color="red" icon={<IconX size={12} aria-hidden />}>
        Wrong
      </ToneBadge>
    );
  return (
    <ToneBadge color="gray" icon={<IconMinus size={12} aria-hidden />}>
      Not answered
    </ToneBadge>
  );
}

/**
 * The options of a checked question: the right one and the student's choice
 * are highlighted and labelled "Correct answer" / "Your answer". Without a
 * right one (`correctIndex` null: withheld), only the choice is labelled.
 */
export function CheckedOptions({
  options,
  selectedIndex,
  correctIndex,
}: {
  options: string[];
  selectedIndex: number | null;
  correctIndex: number | null;
}) {
  const known = correctIndex !== null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
      {options.map((option, i) => {
        const correct = i === correctIndex;
        const chosen = i === selectedIndex;
        const highlight = correct
          ? classes.optionCorrect
          : chosen && known
            ? classes.optionWrong
            : "";
        return (
          <li key={i} className={`${classes.option} ${highlight}`}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text className={classes.wrap}>
                {optionLetter(i)}. {option}
              </Text>
              <Group gap={6}>
                {chosen && (
                  <ToneBadge
                    color={!known ? "gray" : correct ? "green" : "red"}
                    icon={
                      !known ? undefined : correct ? (
                        <IconCheck size={12} aria-hidden />
                      ) : (
                        <IconX size={12} aria-hidden />
                      )
                    }
                  >
                    Your answer
                  </ToneBadge>
                )}
                {correct && (
                  <ToneBadge
                    color="green"
                    icon={<IconCheck size={12} aria-hidden />}
                  >
                    Correct answer
                  </ToneBadge>
                )}
              </Group>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

export function QuestionReview({
  question,
  number,
}: {
  question: ReviewQuestion;
  number: number;
}) {
  const headingId = `review-${question.position}`;
  const outcome = question.withheld
    ? "withheld"
    : question.selectedIndex === null
      ? "unanswered"
      : question.isCorrect
        ? "correct"
        : "wrong";
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4" id={headingId}>
            Question {number}
          </Title>
          <Group gap={6}>
            {question.seenBefore && (
              <ToneBadge color="gray" icon={<IconEye size={12} aria-hidden />}>
                Seen before
              </ToneBadge>
            )}
            <OutcomeBadge outcome={outcome} />
          </Group>
        </Group>
        <Text fw={600} className={classes.wrap}>
          {question.text}
        </Text>
        <CheckedOptions
          options={question.options}
          selectedIndex={question.selectedIndex}
          correctIndex={question.correctIndex}
        />
        {outcome === "unanswered" && (
          <Text size="sm">
            The right answer is shown only for questions you answered.
          </Text>
        )}
        {question.seenBefore && (
          <Text size="sm">
            You saw this answer in an earlier result: it counts in your score
            but earns no XP.
          </Text>
        )}
        {question.withheld && (
          <Text size="sm">
            This question is also in a test you are taking now. Its answer shows
            here once you submit that test.
          </Text>
        )}
        {question.mistake && (
          <Text className={classes.wrap}>
            <Text component="span" fw={700}>
              Looks like {question.mistake.label}:
            </Text>{" "}
            {question.mistake.note}
          </Text>
        )}
        {question.explanation && (
          <Text className={classes.wrap}>
            <Text component="span" fw={700}>
              Explanation:
            </Text>{" "}
            {question.explanation}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Time spent: {formatSpan(question.timeSpentMs)}
          {question.markedForReview && " · Marked for review"}
        </Text>
      </Stack>
    </Paper>
  );
}
