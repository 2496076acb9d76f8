import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconAlarmOff, IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { AttemptNotFound } from "./AttemptPage";
import { AttemptHistory } from "./AttemptHistory";
import { TestStanding } from "./ClassStanding";
import { percentOf } from "./formatting";
import { formatSpan, plural } from "../../../lib/format";
import { QuestionReview } from "./QuestionReview";
import { useAttempt, useTestResult, type ResultData } from "./testData";
import classes from "./tests.module.css";
import { readableAlertStyles } from "./ToneBadge";
import { useTakeTest } from "./useTakeTest";
import { PageLoader } from "../../../components/PageLoader";

/** /tests/result/:attemptId — score, marks lost, time, chapters, and every question explained. */
export function ResultPage() {
  const { attemptId = "" } = useParams();
  // The attempt's status first: the server shows answers only once it is submitted.
  const attempt = useAttempt(attemptId);
  const result = useTestResult(
    attempt?.status === "submitted" ? attemptId : "skip",
  );

  if (attempt === null || result === null) return <AttemptNotFound />;
  if (attempt?.status === "in_progress")
    return <Navigate to={paths.testAttempt.href(attempt._id)} replace />;
  if (result === undefined) return <PageLoader label="Loading result" />;
  return <TestResult result={result} />;
}

function TestResult({ result }: { result: ResultData }) {
  const takeTest = useTakeTest();
  const [starting, setStarting] = useState(false);
  const retake = async () => {
    setStarting(true);
    try {
      await takeTest(result.test._id);
    } finally {
      setStarting(false);
    }
  };
  const count = result.questions.length;

  return (
    <Container size="md" py="xl">
      <title>{`Result: ${result.test.title} · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="xs">
          <Anchor
            component={Link}
            to={`${paths.tests.href()}?tab=${result.test.kind}`}
            size="sm"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              Mock Tests
            </Group>
          </Anchor>
          <Title order={1} className={classes.wrap}>
            Result: {result.test.title}
          </Title>
        </Stack>

        {result.autoSubmitted && (
          <Alert
            color="orange"
            styles={readableAlertStyles}
            variant="light"
            icon={<IconAlarmOff aria-hidden />}
            title="Submitted automatically when time ran out"
          >
            Questions you had not answered by then count as unanswered.
          </Alert>
        )}

        <ScoreSummary result={result} />

        <TestStanding attemptId={result._id} />

        <Group gap="sm">
          {/* A retired test is not started again: newer tests replace it. */}
          {!result.test.retired && (
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={starting}
              onClick={() => void retake()}
            >
              Retake Test
            </Button>
          )}
          <Button
            component={Link}
            to={`${paths.tests.href()}?tab=${result.test.kind}`}
            variant="default"
          >
            Back to Mock Tests
          </Button>
        </Group>

        {result.byChapter.length > 0 && (
          <ChapterBreakdown chapters={result.byChapter} />
        )}

        <Stack component="section" aria-labelledby="review-heading" gap="md">
          <Title order={2} id="review-heading">
            Review your answers
          </Title>
          <Text c="dimmed" size="sm">
            {plural(count, "question")}. Each question you answered shows the
            right answer and why.
          </Text>
          <Stack
            component="ol"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {result.questions.map((q, i) => (
              <li key={q.position}>
                <QuestionReview question={q} number={i + 1} />
              </li>
            ))}
          </Stack>
        </Stack>

        <AttemptHistory testId={result.test._id} currentId={result._id} />
      </Stack>
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={800}>
        {value}
      </Text>
    </Paper>
  );
}

function ScoreSummary({ result }: { result: ResultData }) {
  const attempted = result.correct + result.wrong;
  const count = result.questions.length;
  return (
    <Stack component="section" aria-labelledby="score-heading" gap="md">
      <Title order={2} id="score-heading">
        Your score
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label="Score" value={`${result.score} / ${result.maxScore}`} />
        <Stat
          label="Percentage"
          value={`${percentOf(result.score, result.maxScore)}%`}
        />
        <Stat
          label="Accuracy"
          value={attempted ? `${percentOf(result.correct, attempted)}%` : "—"}
        />
        <Stat label="Correct" value={String(result.correct)} />
        <Stat label="Wrong" value={String(result.wrong)} />
        <Stat label="Unanswered" value={String(result.unanswered)} />
        <Stat label="Time taken" value={formatSpan(result.timeTakenMs)} />
        <Stat
          label="Average per question"
          value={count ? formatSpan(result.timeTakenMs / count) : "—"}
        />
      </SimpleGrid>
      {result.negativeMarks > 0 && (
        <Text fw={600}>
          Marks lost to negative marking: {result.negativeMarks}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Accuracy is the share of right answers among the questions you answered.
      </Text>
      {result.seenBefore > 0 && (
        <Text size="sm">
          {result.seenBefore === 1
            ? "1 question was"
            : `${result.seenBefore} questions were`}{" "}
          seen before: you saw the answer in an earlier result. They count in
          your score but earn no XP and do not count towards mastery, badges or
          the leaderboard.
        </Text>
      )}
    </Stack>
  );
}

function ChapterBreakdown({ chapters }: { chapters: ResultData["byChapter"] }) {
  return (
    <Stack component="section" aria-labelledby="chapters-heading" gap="md">
      <Title order={2} id="chapters-heading">
        By chapter
      </Title>
      <Table.ScrollContainer
        minWidth={440}
        type="native"
        tabIndex={0}
        role="region"
        aria-labelledby="chapters-heading"
      >
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Chapter</Table.Th>
              <Table.Th scope="col">Questions</Table.Th>
              <Table.Th scope="col">Correct</Table.Th>
              <Table.Th scope="col">Wrong</Table.Th>
              <Table.Th scope="col">Unanswered</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chapters.map((c) => (
              <Table.Tr key={c.chapterId}>
                <Table.Th scope="row" fw={600}>
                  {c.title || "Other questions"}
                </Table.Th>
                <Table.Td>{c.questions}</Table.Td>
                <Table.Td>{c.correct}</Table.Td>
                <Table.Td>{c.wrong}</Table.Td>
                <Table.Td>{c.questions - c.correct - c.wrong}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
