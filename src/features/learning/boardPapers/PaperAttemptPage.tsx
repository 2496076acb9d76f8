import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { describeServerError } from "../../../lib/serverError";
import { CountdownTimer } from "../mockTests/CountdownTimer";
import {
  useAnswerPaper,
  usePaperSheet,
  useSubmitPaper,
  type PaperAttemptId,
  type PaperSheet,
} from "./paperData";
import { PaperText } from "./PaperText";

/** /tests/papers/attempt/:attemptId — a board paper against the clock, section by section. */
export function PaperAttemptPage() {
  const { attemptId = "" } = useParams();
  const sheet = usePaperSheet(attemptId);
  if (sheet === undefined) return <PageLoader label="Loading paper" />;
  if (sheet === null)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="This attempt does not exist">
          <Button component={Link} to={paths.tests.href()} variant="default">
            Back to tests
          </Button>
        </Alert>
      </Container>
    );
  if (sheet.status === "submitted")
    return <Navigate to={paths.paperResult.href(sheet._id)} replace />;
  return <PaperSheetView sheet={sheet} />;
}

function PaperSheetView({ sheet }: { sheet: PaperSheet }) {
  const answer = useAnswerPaper();
  const submit = useSubmitPaper();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const attemptId = sheet._id as PaperAttemptId;
  const objective = sheet.sections.flatMap((s) =>
    s.questions.filter((q) => q.kind === "objective"),
  );
  const answered = objective.filter((q) => q.choice !== null).length;

  const finish = useCallback(async () => {
    setSubmitting(true);
    try {
      await submit({ attemptId });
      void navigate(paths.paperResult.href(attemptId));
    } catch (error) {
      setSubmitting(false);
      notifications.show({
        color: "red",
        title: "Could not submit the paper",
        message: describeServerError(error),
      });
    }
  }, [submit, attemptId, navigate]);

  const choose = (question: number, value: string) =>
    answer({ attemptId, question, selectedIndex: Number(value) }).catch(
      (error: unknown) =>
        notifications.show({
          color: "red",
          title: "Your answer was not saved",
          message: describeServerError(error),
        }),
    );

  return (
    <Container size="md" py="xl">
      <title>{`${sheet.paper.title} · ${site.name}`}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {sheet.paper.title}
            </Title>
            <Text c="dimmed" size="sm">
              Class {sheet.paper.grade} · {sheet.paper.totalMarks} marks ·{" "}
              {sheet.paper.minutes / 60} hours
            </Text>
          </Stack>
          <CountdownTimer deadline={sheet.deadline} onExpire={finish} />
        </Group>
        <Paper withBorder p="md">
          <Title order={2} fz="h4" mb="xs">
            General instructions
          </Title>
          <List size="sm" spacing={4}>
            {sheet.paper.instructions.map((line) => (
              <List.Item key={line}>
                <PaperText>{line}</PaperText>
              </List.Item>
            ))}
            <List.Item>
              Choose the answers of the objective questions here. Write the
              other answers on paper: after you submit, you see the model answer
              and its marking scheme, and tick the steps you got.
            </List.Item>
          </List>
        </Paper>
        {sheet.sections.map((section) => (
          <Stack
            key={section.name}
            component="section"
            aria-label={section.name}
            gap="md"
          >
            <div>
              <Title order={2} fz="h3">
                {section.name}
              </Title>
              <Text c="dimmed" size="sm">
                {section.description}
              </Text>
            </div>
            {section.questions.map((q, i) => (
              <Paper key={q.index} withBorder p="md">
                <Stack gap="xs">
                  {q.passage &&
                    section.questions[i - 1]?.passage !== q.passage && (
                      <Paper bg="var(--mantine-color-default-hover)" p="sm">
                        <PaperText>{q.passage}</PaperText>
                      </Paper>
                    )}
                  <Group gap="xs">
                    <Text fw={700}>Question {q.label}</Text>
                    <Badge variant="light">
                      {q.marks} {q.marks === 1 ? "mark" : "marks"}
                    </Badge>
                    {q.hasOr && (
                      <Badge variant="outline">Internal choice</Badge>
                    )}
                  </Group>
                  <PaperText>{q.text}</PaperText>
                  {q.kind === "objective" ? (
                    <Radio.Group
                      label={`Your answer to question ${q.label}`}
                      value={q.choice === null ? null : String(q.choice)}
                      onChange={(value) => void choose(q.index, value)}
                    >
                      <Stack gap="xs" mt="xs">
                        {q.options.map((option, o) => (
                          <Radio
                            key={o}
                            value={String(o)}
                            // Typeset mathematics has no accessible text of
                            // its own here: the name is the option as written.
                            aria-label={`(${"abcd"[o] ?? o + 1}) ${option.replace(/\$/g, "")}`}
                            label={<PaperText>{option}</PaperText>}
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Answer on paper
                      {q.hasOr ? " (this question or its alternative)" : ""}.
                      You assess it after you submit.
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ))}
        <Paper withBorder p="md">
          <Group justify="space-between">
            <Text size="sm">
              {answered} of {objective.length} objective questions answered
            </Text>
            <Button loading={submitting} onClick={() => void finish()}>
              Submit paper
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
