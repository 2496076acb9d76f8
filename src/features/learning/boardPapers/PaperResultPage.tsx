import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useParams } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { describeServerError } from "../../../lib/serverError";
import { tickedMarks } from "@convex/learning/boardPaperRules";
import {
  usePaperResult,
  usePaperSheet,
  useSelfAssess,
  type PaperAttemptId,
  type PaperResult,
} from "./paperData";
import { PaperText } from "./PaperText";
import { ClassStanding } from "../mockTests/ClassStanding";

type Reviewed = PaperResult["sections"][number]["questions"][number];

/** /tests/papers/result/:attemptId — marks per section, answers, and the self-assessment of written ones. */
export function PaperResultPage() {
  const { attemptId = "" } = useParams();
  const sheet = usePaperSheet(attemptId);
  const result = usePaperResult(
    sheet?.status === "submitted" ? attemptId : "skip",
  );
  if (sheet === undefined || (sheet && sheet.status === "submitted" && !result))
    return <PageLoader label="Loading result" />;
  if (sheet === null || !result)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="There is no result to show">
          <Text size="sm" mb="sm">
            This attempt does not exist, or it has not been submitted yet.
          </Text>
          <Button component={Link} to={paths.tests.href()} variant="default">
            Back to tests
          </Button>
        </Alert>
      </Container>
    );
  return <ResultView result={result} />;
}

function ResultView({ result }: { result: PaperResult }) {
  return (
    <Container size="md" py="xl">
      <title>{`Result: ${result.paper.title} · ${site.name}`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {result.paper.title}
          </Title>
          <Text c="dimmed" size="sm">
            {result.autoSubmitted
              ? "Submitted when the time ran out."
              : "Submitted."}
          </Text>
        </Stack>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text fz="xl" fw={700} aria-live="polite">
              Total: {result.total} / {result.paper.totalMarks}
            </Text>
            <Text size="sm">
              Objective questions (marked for you): {result.objectiveMarks} ·
              Written answers (your self-assessment): {result.selfMarks}
            </Text>
            {result.unassessed > 0 && (
              <Text size="sm" c="dimmed">
                {result.unassessed} written{" "}
                {result.unassessed === 1 ? "answer is" : "answers are"} not
                assessed yet: tick the steps you got under each one below.
              </Text>
            )}
          </Stack>
          <Table.ScrollContainer minWidth={320} mt="md">
            <Table aria-label="Marks by section">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Section</Table.Th>
                  <Table.Th>Objective</Table.Th>
                  <Table.Th>Self-assessed</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.sections.map((s) => (
                  <Table.Tr key={s.name}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>
                      {s.objectiveMax
                        ? `${s.objectiveMarks} / ${s.objectiveMax}`
                        : "—"}
                    </Table.Td>
                    <Table.Td>
                      {s.writtenMax ? `${s.selfMarks} / ${s.writtenMax}` : "—"}
                    </Table.Td>
                    <Table.Td>
                      {s.objectiveMarks + s.selfMarks} /{" "}
                      {s.objectiveMax + s.writtenMax}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <ClassStanding standing={result.standing} what="paper" />
        {result.sections.map((section) => (
          <Stack
            key={section.name}
            component="section"
            aria-label={section.name}
            gap="md"
          >
            <Title order={2} fz="h3">
              {section.name}
            </Title>
            {section.questions.map((q) => (
              <Paper key={q.index} withBorder p="md">
                {q.kind === "objective" ? (
                  <ObjectiveReview q={q} />
                ) : (
                  <WrittenReview q={q} attemptId={result._id} />
                )}
              </Paper>
            ))}
          </Stack>
        ))}
        <Button component={Link} to={paths.tests.href()} variant="default">
          Back to tests
        </Button>
      </Stack>
    </Container>
  );
}

function ObjectiveReview({ q }: { q: Reviewed }) {
  const right = q.choice !== null && q.choice === q.correct;
  return (
    <Stack gap="xs">
      {q.passage && <PaperText>{q.passage}</PaperText>}
      <Group gap="xs">
        <Text fw={700}>Question {q.label}</Text>
        <Badge color={right ? "green" : q.choice === null ? "gray" : "red"}>
          {right ? "Right" : q.choice === null ? "Not answered" : "Wrong"}
        </Badge>
      </Group>
      <PaperText>{q.text}</PaperText>
      {q.choice !== null && !right && (
        <Text size="sm">
          Your answer: <PaperText>{q.options[q.choice] ?? ""}</PaperText>
        </Text>
      )}
      <Text size="sm" fw={600}>
        Right answer:
      </Text>
      <PaperText>{q.options[q.correct ?? 0] ?? ""}</PaperText>
      <PaperText>{q.explanation}</PaperText>
    </Stack>
  );
}

function WrittenReview({ q, attemptId }: { q: Reviewed; attemptId: string }) {
  const selfAssess = useSelfAssess();
  const usedOr = q.ticks?.or ?? false;
  const version = usedOr && q.or ? q.or : q.main;
  if (!version) return null;
  const ticked = q.ticks?.steps ?? [];
  const save = (or: boolean, steps: number[]) =>
    selfAssess({
      attemptId: attemptId as PaperAttemptId,
      question: q.index,
      or,
      steps,
    }).catch((error: unknown) =>
      notifications.show({
        color: "red",
        title: "Your marks were not saved",
        message: describeServerError(error),
      }),
    );
  return (
    <Stack gap="xs">
      {q.passage && <PaperText>{q.passage}</PaperText>}
      <Group gap="xs">
        <Text fw={700}>Question {q.label}</Text>
        <Badge variant="light">
          {q.ticks
            ? `${Math.min(q.marks, tickedMarks(version.scheme, ticked))} / ${q.marks} marks`
            : "Not assessed"}
        </Badge>
      </Group>
      {q.or && (
        <SegmentedControl
          aria-label={`Which question ${q.label} you answered`}
          value={usedOr ? "or" : "main"}
          onChange={(value) => void save(value === "or", [])}
          data={[
            { value: "main", label: "The question" },
            { value: "or", label: "Its alternative (OR)" },
          ]}
        />
      )}
      <PaperText>{version.text}</PaperText>
      <Text size="sm" fw={600}>
        Model answer
      </Text>
      <PaperText>{version.answer}</PaperText>
      <Checkbox.Group
        label={`Marking scheme for question ${q.label}: tick the steps your answer has`}
        value={ticked.map(String)}
        onChange={(values) => void save(usedOr, values.map(Number))}
      >
        <Stack gap="xs" mt="xs">
          {version.scheme.map((step, i) => (
            <Checkbox
              key={i}
              value={String(i)}
              label={
                <span>
                  <PaperText>{step.step}</PaperText>
                  <Text span size="sm" c="dimmed">
                    ({step.marks} {step.marks === 1 ? "mark" : "marks"})
                  </Text>
                </span>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {!q.ticks && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: "flex-start" }}
          onClick={() => void save(usedOr, [])}
        >
          I got none of these steps
        </Button>
      )}
    </Stack>
  );
}
