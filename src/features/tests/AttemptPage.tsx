import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { useAttempt } from "./testData";
import { TestRunner } from "./TestRunner";
import { PageLoader } from "../../components/PageLoader";

/** /tests/attempt/:attemptId — the runner of one of the viewer's attempts; a submitted one shows its result. */
export function AttemptPage() {
  const { attemptId = "" } = useParams();
  const attempt = useAttempt(attemptId);

  if (attempt === undefined) return <PageLoader label="Loading test" />;
  if (attempt === null) return <AttemptNotFound />;
  if (attempt.status === "submitted")
    return <Navigate to={paths.testResult.href(attempt._id)} replace />;
  return <TestRunner attempt={attempt} />;
}

export function AttemptNotFound() {
  return (
    <Container size="sm" py={96}>
      <title>{`Test not found · ${site.name}`}</title>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Test not found</Title>
        <Text c="dimmed">
          This attempt does not exist, or it belongs to someone else.
        </Text>
        <Button component={Link} to={paths.tests.href()}>
          Back to Mock Tests
        </Button>
      </Stack>
    </Container>
  );
}
