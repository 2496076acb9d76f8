import {
  Anchor,
  Badge,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { formatDateTime, percentOf } from "./formatting";
import { useTestHistory, type TestId } from "./testData";

/** The viewer's submitted attempts of a test, newest first, each linking to its result. */
export function AttemptHistory({
  testId,
  currentId,
}: {
  testId: TestId;
  currentId: string;
}) {
  const history = useTestHistory(testId);
  return (
    <Stack component="section" aria-labelledby="history-heading" gap="sm">
      <Title order={2} id="history-heading">
        Your attempts
      </Title>
      {history === undefined ? (
        <Skeleton height={60} role="status" aria-label="Loading attempts" />
      ) : (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {history.map((a) => (
            <Group
              key={a._id}
              component="li"
              justify="space-between"
              gap="xs"
              py={6}
              style={{
                borderBottom: "1px solid var(--mantine-color-default-border)",
              }}
            >
              <Stack gap={0}>
                {a._id === currentId ? (
                  <Text fw={600} aria-current="page">
                    {formatDateTime(a.submittedAt)}
                  </Text>
                ) : (
                  <Anchor
                    component={Link}
                    to={paths.testResult.href(a._id)}
                    fw={600}
                  >
                    {formatDateTime(a.submittedAt)}
                  </Anchor>
                )}
                <Text size="sm" c="dimmed">
                  {a.correct} correct, {a.wrong} wrong
                  {a.autoSubmitted && " · submitted when time ran out"}
                </Text>
              </Stack>
              <Group gap="xs">
                {a._id === currentId && (
                  <Badge variant="light">This attempt</Badge>
                )}
                <Text fw={700}>
                  {a.score} / {a.maxScore} ({percentOf(a.score, a.maxScore)}%)
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
