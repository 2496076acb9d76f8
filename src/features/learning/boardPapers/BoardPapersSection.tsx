import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { describeServerError, serverCode } from "../../../lib/serverError";
import { useSignInPrompt } from "../mockTests/useSignInPrompt";
import { usePaperList, useStartPaper, type PaperCard } from "./paperData";

/** The class's board-pattern sample papers (Class 10 has them), on the tests page. */
export function BoardPapersSection({ grade }: { grade: number }) {
  const papers = usePaperList(grade);
  if (!papers || papers.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="board-papers-heading" gap="md">
      <div>
        <Title order={2} fz="h3" id="board-papers-heading">
          Board-pattern papers
        </Title>
        <Text c="dimmed" size="sm">
          Full sample papers in the CBSE pattern, timed like the board exam.
          Objective questions are marked for you; written answers you assess
          against the step-wise marking scheme after submitting.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {papers.map((p) => (
          <PaperCardView key={p._id} paper={p} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PaperCardView({ paper }: { paper: PaperCard }) {
  const start = useStartPaper();
  const navigate = useNavigate();
  const { signedOut, sendToLogin } = useSignInPrompt();
  const begin = async () => {
    if (signedOut) return sendToLogin();
    try {
      const attemptId = await start({ paperId: paper._id });
      void navigate(paths.paperAttempt.href(attemptId));
    } catch (error) {
      if (serverCode(error) === "NotAuthenticated") return sendToLogin();
      notifications.show({
        color: "red",
        title: "Could not start the paper",
        message: describeServerError(error),
      });
    }
  };
  return (
    <Card withBorder padding="lg" component="article" aria-label={paper.title}>
      <Stack gap="xs">
        <Badge variant="light">{paper.subjectName}</Badge>
        <Text fw={700}>{paper.title}</Text>
        <Text size="sm" c="dimmed">
          {paper.totalMarks} marks · {paper.minutes / 60} hours
        </Text>
        {paper.lastSubmitted && (
          <Text size="sm">
            Last attempt: {paper.lastSubmitted.total} / {paper.totalMarks} (
            <Link to={paths.paperResult.href(paper.lastSubmitted.attemptId)}>
              see the result
            </Link>
            )
          </Text>
        )}
        <Group>
          <Button onClick={() => void begin()}>
            {paper.inProgressAttemptId ? "Continue paper" : "Start paper"}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
