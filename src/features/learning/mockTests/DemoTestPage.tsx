import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArrowRight,
  IconCheck,
  IconDoorExit,
  IconCircleCheck,
  IconX,
} from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { parseGrade } from "../../../components/ClassChooser";
import { describeServerError } from "../../../lib/serverError";
import { useLearner } from "../../../lib/session";
import { optionLetter } from "./formatting";
import { CheckedOptions } from "./QuestionReview";
import {
  DEFAULT_DEMO_GRADE,
  useCheckDemoAnswer,
  useDemoTest,
  type DemoCheck,
  type DemoTest,
} from "./testData";
import classes from "./tests.module.css";
import { readableAlertStyles } from "./ToneBadge";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";

/**
 * /tests/demo?class=N — the demo test, open to visitors: one
 * question at a time; an answer locks and is marked right or wrong at once,
 * with the explanation. The class is ?class, else the student's, else 9.
 */
export function DemoTestPage() {
  const [params] = useSearchParams();
  const taker = useLearner();
  const fromAddress = parseGrade(params.get("class"));
  const grade =
    fromAddress ??
    (taker.loading ? null : (taker.registeredGrade ?? DEFAULT_DEMO_GRADE));
  const demo = useDemoTest(grade);

  if (grade === null || demo === undefined)
    return <PageLoader label="Loading demo test" />;
  if (demo === null) return <DemoComingSoon grade={grade} />;
  return <DemoRunner key={demo.testId} demo={demo} grade={grade} />;
}

function DemoComingSoon({ grade }: { grade: number }) {
  return (
    <MessagePage
      title="Demo test"
      action={{ to: paths.tests.href(), label: "Back to Mock Tests" }}
    >
      A demo test for Class {grade} is coming soon.
    </MessagePage>
  );
}

type Checked = DemoCheck & { selectedIndex: number };

function DemoRunner({ demo, grade }: { demo: DemoTest; grade: number }) {
  const check = useCheckDemoAnswer();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Checked>>({});
  const [checking, setChecking] = useState<number | null>(null);
  const [complete, setComplete] = useState(false);
  const question = demo.questions[index];
  const total = demo.questions.length;
  const answer = question ? answers[question.position] : undefined;
  const exitTo = `${paths.tests.href()}?class=${grade}`;

  const choose = async (selectedIndex: number) => {
    if (!question || answer || checking !== null) return;
    setChecking(selectedIndex);
    try {
      const result = await check({
        testId: demo.testId,
        position: question.position,
        selectedIndex,
      });
      setAnswers((current) => ({
        ...current,
        [question.position]: { ...result, selectedIndex },
      }));
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Could not check your answer",
        message: describeServerError(error),
      });
    } finally {
      setChecking(null);
    }
  };

  const score = Object.values(answers).filter((a) => a.correct).length;

  return (
    <Container size="md" py="xl">
      <title>{`${demo.title} · ${site.name}`}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: "1 1 14rem" }}>
            <Title order={1} fz="h2" className={classes.wrap}>
              {demo.title}
            </Title>
            <Text size="sm" c="dimmed">
              Try it out: each answer is checked and explained at once.
            </Text>
          </Stack>
          <Button
            component={Link}
            to={exitTo}
            variant="default"
            leftSection={<IconDoorExit size={16} aria-hidden />}
          >
            Exit Test
          </Button>
        </Group>
        {complete ? (
          <DemoSummary
            score={score}
            total={total}
            grade={grade}
            onRestart={() => {
              setAnswers({});
              setIndex(0);
              setComplete(false);
            }}
          />
        ) : question ? (
          <Stack
            component="section"
            aria-labelledby="demo-question-heading"
            gap="md"
          >
            <Stack gap={6}>
              <Title order={2} fz="h4" id="demo-question-heading">
                Question {index + 1} of {total}
              </Title>
              <Progress
                value={((index + (answer ? 1 : 0)) / total) * 100}
                aria-label={`${Object.keys(answers).length} of ${total} answered`}
              />
            </Stack>
            <Text
              fz="lg"
              fw={600}
              className={classes.wrap}
              id="demo-question-text"
            >
              {question.text}
            </Text>
            {answer ? (
              <>
                <CheckedOptions
                  options={question.options}
                  selectedIndex={answer.selectedIndex}
                  correctIndex={answer.correctIndex}
                />
                <Feedback answer={answer} />
              </>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                aria-labelledby="demo-question-text"
              >
                {question.options.map((option, i) => (
                  <li key={i}>
                    <UnstyledButton
                      className={`${classes.option} ${classes.optionButton}`}
                      disabled={checking !== null}
                      aria-busy={checking === i || undefined}
                      onClick={() => void choose(i)}
                    >
                      <Group gap="sm" wrap="nowrap" justify="space-between">
                        <span>
                          {optionLetter(i)}. {option}
                        </span>
                        {checking === i && (
                          <Loader
                            role="status"
                            size="xs"
                            aria-label="Checking your answer"
                          />
                        )}
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
            {answer && (
              <Group justify="flex-end">
                {index + 1 < total ? (
                  <Button
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                    onClick={() => setIndex(index + 1)}
                  >
                    Next Question
                  </Button>
                ) : (
                  <Button
                    leftSection={<IconCircleCheck size={16} aria-hidden />}
                    onClick={() => setComplete(true)}
                  >
                    Complete Test
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        ) : (
          <Text>This demo test has no questions yet.</Text>
        )}
      </Stack>
    </Container>
  );
}

/** Right or wrong, in words and with an icon, and why; it takes the focus so it is read out. */
function Feedback({ answer }: { answer: Checked }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={answer.correct ? "green" : "red"}
      styles={readableAlertStyles}
      variant="light"
      icon={answer.correct ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
      title={answer.correct ? "Correct!" : "Not quite"}
    >
      <Stack gap={4}>
        {!answer.correct && (
          <Text size="sm">
            The correct answer is {optionLetter(answer.correctIndex)}.
          </Text>
        )}
        {answer.explanation && (
          <Text size="sm" className={classes.wrap}>
            <Text component="span" fw={700} size="sm">
              Explanation:
            </Text>{" "}
            {answer.explanation}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function encouragement(score: number, total: number) {
  if (total > 0 && score === total)
    return "Perfect score! You know this well. The full mock tests will stretch you further.";
  if (score / Math.max(total, 1) >= 0.6)
    return "Well done! A little practice on the ones you missed and you will have them all.";
  return "Good start! Every question you get wrong now is one you will get right in the exam. The lessons and practice tests will help.";
}

function DemoSummary({
  score,
  total,
  grade,
  onRestart,
}: {
  score: number;
  total: number;
  grade: number;
  onRestart: () => void;
}) {
  const taker = useLearner();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack component="section" aria-labelledby="demo-summary-heading" gap="md">
      <Title order={2} id="demo-summary-heading" ref={ref} tabIndex={-1}>
        Demo test complete
      </Title>
      <Text fz="xl" fw={800}>
        You scored {score} of {total}
      </Text>
      <Text>{encouragement(score, total)}</Text>
      <Group gap="sm">
        {!taker.signedIn && (
          <Button component={Link} to={paths.signupStudent.href()}>
            Sign up free
          </Button>
        )}
        <Button
          component={Link}
          to={paths.courses.href(grade)}
          variant={taker.signedIn ? "filled" : "default"}
        >
          Browse courses
        </Button>
        <Button
          component={Link}
          to={`${paths.tests.href()}?class=${grade}`}
          variant="default"
        >
          See all mock tests
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          Try again
        </Button>
      </Group>
    </Stack>
  );
}
