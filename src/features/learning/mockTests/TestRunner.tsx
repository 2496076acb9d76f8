import {
  Alert,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconAlarmOff,
  IconArrowLeft,
  IconArrowRight,
  IconEraser,
} from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { CountdownTimer } from "./CountdownTimer";
import {
  describeServerError,
  GENERIC_FAILURE,
  serverCode,
} from "../../../lib/serverError";
import { formatMarking, optionLetter } from "./formatting";
import { plural } from "../../../lib/format";
import { QuestionPalette } from "./QuestionPalette";
import { countAnswers, SubmitTestButton } from "./SubmitTestButton";
import {
  useSaveAnswer,
  useSubmitTest,
  type AttemptData,
  type AttemptQuestion,
} from "./testData";
import classes from "./tests.module.css";
import { readableAlertStyles } from "./ToneBadge";
import { useQuestionClock } from "./useQuestionClock";

/**
 * How long after the deadline the runner submits by itself. The server
 * submits at the deadline (and marks the attempt as submitted automatically);
 * this is only for when its answer does not arrive, and it waits past the
 * server's grace period so the attempt is still marked as automatic.
 */
export const TIME_UP_FALLBACK_MS = 6_000;
/** Time on a question shorter than this is kept until the next save rather than sent on its own. */
const MIN_TIME_TO_SAVE_MS = 1_000;

/** The question shown, from ?q= (1-based) so a reload stays on it. */
function useCurrentQuestion(count: number) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("q"));
  const index = Number.isInteger(raw) && raw >= 1 && raw <= count ? raw - 1 : 0;
  const setIndex = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("q", String(next + 1));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [index, setIndex] as const;
}

/**
 * A timed attempt, one question at a time, with a palette. Everything the
 * student chooses is saved on the server as they go, so a reload (or another
 * device) carries on where they were, with the time the server keeps.
 */
export function TestRunner({ attempt }: { attempt: AttemptData }) {
  const navigate = useNavigate();
  const saveAnswer = useSaveAnswer();
  const submit = useSubmitTest();
  const questions = attempt.questions;
  const [index, setIndex] = useCurrentQuestion(questions.length);
  const question = questions[index];
  const clock = useQuestionClock(question?.position ?? 0);
  const [timeUp, setTimeUp] = useState(false);
  // The button a move was made with, to keep the keyboard focus there on the new question.
  const [movedWith, setMovedWith] = useState<NavButton | null>(null);

  const save = useCallback(
    (
      q: AttemptQuestion,
      change: { selectedIndex?: number | null; markedForReview?: boolean },
    ) => {
      saveAnswer({
        attemptId: attempt._id,
        position: q.position,
        selectedIndex:
          change.selectedIndex === undefined
            ? q.selectedIndex
            : change.selectedIndex,
        markedForReview: change.markedForReview ?? q.markedForReview,
        timeSpentMs: clock.take(q.position),
      }).catch((error: unknown) => {
        // Submitted meanwhile (time ran out): the page moves to the result by itself.
        if (serverCode(error) === "Conflict") return;
        notifications.show({
          color: "red",
          title: "Your answer was not saved",
          message: describeServerError(error, GENERIC_FAILURE.connection),
        });
      });
    },
    [saveAnswer, attempt._id, clock],
  );

  const goTo = (next: number) => {
    if (next === index || !questions[next]) return;
    // The time spent on the question being left is saved with it.
    if (question && clock.pending(question.position) >= MIN_TIME_TO_SAVE_MS)
      save(question, {});
    clock.switchTo(questions[next].position);
    setIndex(next);
  };

  const finish = useCallback(
    async (afterTimeUp: boolean) => {
      try {
        await submit({ attemptId: attempt._id });
      } catch (error) {
        if (serverCode(error) !== "Conflict") {
          notifications.show({
            color: "red",
            title: "Could not submit the test",
            message: describeServerError(error),
          });
          if (!afterTimeUp) return;
        }
      }
      void navigate(paths.testResult.href(attempt._id), { replace: true });
    },
    [submit, attempt._id, navigate],
  );

  const submitNow = async () => {
    if (question) save(question, {});
    await finish(false);
  };

  useEffect(() => {
    if (!timeUp) return;
    const timer = setTimeout(() => void finish(true), TIME_UP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [timeUp, finish]);

  const counts = countAnswers(questions);
  const test = attempt.test;

  return (
    <Container size="lg" py="xl">
      <title>{`${test.title} · Mock Tests · ${site.name}`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2" className={classes.wrap}>
            {test.title}
          </Title>
          <Text size="sm" c="dimmed">
            {plural(test.questionCount, "question")} ·{" "}
            {plural(test.durationMinutes, "minute")} ·{" "}
            {formatMarking(test.marksCorrect, test.marksWrong)}
          </Text>
        </Stack>
        <Group justify="space-between" gap="sm" className={classes.stickyBar}>
          <Text fw={600}>
            {counts.answered} of {questions.length} answered
          </Text>
          <CountdownTimer
            deadline={attempt.deadline}
            onExpire={() => setTimeUp(true)}
          />
        </Group>
        {timeUp && (
          <Alert
            role="alert"
            color="red"
            styles={readableAlertStyles}
            variant="light"
            title="Time is up"
            icon={<IconAlarmOff aria-hidden />}
          >
            Your answers are being submitted. Your result opens in a moment.
          </Alert>
        )}
        {/* Stays mounted, so each move to another question is read out. */}
        <VisuallyHidden role="status">
          {question && `Question ${index + 1} of ${questions.length}`}
        </VisuallyHidden>
        {question ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <QuestionPanel
                key={question.position}
                question={question}
                number={index + 1}
                total={questions.length}
                disabled={timeUp}
                onChange={(change) => save(question, change)}
                focusOnMount={movedWith}
                onPrevious={() => {
                  setMovedWith("previous");
                  goTo(index - 1);
                }}
                onNext={() => {
                  setMovedWith("next");
                  goTo(index + 1);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p="md">
                <Stack gap="md">
                  <QuestionPalette
                    questions={questions}
                    current={index}
                    disabled={timeUp}
                    onSelect={(next) => {
                      setMovedWith(null);
                      goTo(next);
                    }}
                  />
                  <SubmitTestButton
                    counts={counts}
                    negativeMarks={test.marksWrong}
                    disabled={timeUp}
                    onSubmit={submitNow}
                  />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        ) : (
          <Text>This test has no questions.</Text>
        )}
      </Stack>
    </Container>
  );
}

type NavButton = "previous" | "next";

function QuestionPanel({
  question,
  number,
  total,
  disabled,
  onChange,
  focusOnMount,
  onPrevious,
  onNext,
}: {
  question: AttemptQuestion;
  number: number;
  total: number;
  disabled: boolean;
  onChange: (change: {
    selectedIndex?: number | null;
    markedForReview?: boolean;
  }) => void;
  /**
   * Reached with Previous or Next: that button takes the focus (the panel is
   * new for each question, so the pressed one is gone), or the other one
   * where it is disabled at the first or last question.
   */
  focusOnMount: NavButton | null;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const headingId = `question-${question.position}`;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    const hasPrevious = number > 1;
    const hasNext = number < total;
    const target =
      focusOnMount === "next"
        ? hasNext
          ? nextRef
          : previousRef
        : hasPrevious
          ? previousRef
          : nextRef;
    target.current?.focus();
  }, [focusOnMount, number, total]);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} fz="h4" id={headingId}>
        Question {number} of {total}
      </Title>
      <Radio.Group
        label={question.text}
        value={
          question.selectedIndex === null
            ? null
            : String(question.selectedIndex)
        }
        onChange={(value) => onChange({ selectedIndex: Number(value) })}
        styles={{
          label: {
            fontSize: "var(--mantine-font-size-lg)",
            fontWeight: 600,
            marginBottom: "var(--mantine-spacing-md)",
            overflowWrap: "anywhere",
          },
        }}
      >
        <Stack gap="sm">
          {question.options.map((option, i) => (
            <Radio
              key={i}
              value={String(i)}
              disabled={disabled}
              label={`${optionLetter(i)}. ${option}`}
              classNames={{ root: classes.option, label: classes.wrap }}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between" gap="sm">
        <Checkbox
          label="Mark for review"
          checked={question.markedForReview}
          disabled={disabled}
          onChange={(e) =>
            onChange({ markedForReview: e.currentTarget.checked })
          }
        />
        <Button
          variant="subtle"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => onChange({ selectedIndex: null })}
          disabled={disabled || question.selectedIndex === null}
        >
          Clear answer
        </Button>
      </Group>
      <Group justify="space-between" gap="sm">
        <Button
          ref={previousRef}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onPrevious}
          disabled={number === 1}
        >
          Previous
        </Button>
        <Button
          ref={nextRef}
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={onNext}
          disabled={number === total}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}
