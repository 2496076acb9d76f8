import { Paper, Stack, Text, Title } from "@mantine/core";
import { formatNumber, ordinal } from "../../../lib/format";
import { useTestStanding } from "./testData";

/**
 * Where a full test's result ranks the student among the students of their
 * class who sat it: live, so it moves as classmates finish. Only the first
 * submitted attempt is ranked; a retake says so and shows that one's place.
 * Other kinds of test show nothing.
 */
export function ClassStanding({ attemptId }: { attemptId: string }) {
  const standing = useTestStanding(attemptId);
  if (!standing) return null;
  const line =
    `Rank ${formatNumber(standing.rank)} of ${formatNumber(standing.of)} · ` +
    `${ordinal(standing.percentile)} percentile among Class ${standing.grade} students`;
  return (
    <Paper
      component="section"
      aria-labelledby="standing-heading"
      withBorder
      p="md"
    >
      <Stack gap={4}>
        <Title order={2} size="h4" id="standing-heading">
          Your rank
        </Title>
        <Text fz="lg" fw={700}>
          {standing.isRankedAttempt ? line : `First attempt: ${line}`}
        </Text>
        <Text size="sm" c="dimmed">
          {standing.isRankedAttempt
            ? "Only your first attempt of a test is ranked, since a retake knows the paper. Your rank changes as classmates finish this test."
            : "This retake is not ranked, since it knows the paper: your rank is your first attempt's, and it changes as classmates finish this test."}
        </Text>
        <Text size="sm" c="dimmed">
          Percentile: the share of your class&apos;s students who took this test
          whose first attempt ranks at or below yours, you included.
        </Text>
      </Stack>
    </Paper>
  );
}
