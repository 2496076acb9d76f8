import { Paper, Stack, Text, Title } from "@mantine/core";
import { formatNumber, ordinal } from "../../../lib/format";
import { useTestStanding } from "./testData";

export type ShownStanding = {
  rank: number;
  of: number;
  percentile: number;
  grade: number;
  isRankedAttempt: boolean;
};

/** A full test's rank, read live by its attempt (other kinds of test show nothing). */
export function TestStanding({ attemptId }: { attemptId: string }) {
  return <ClassStanding standing={useTestStanding(attemptId)} what="test" />;
}

/**
 * Where a result ranks the student among the students of their class who
 * sat the same test or paper: live, so it moves as classmates finish. Only
 * the first submitted attempt is ranked; a retake says so and shows that
 * one's place.
 */
export function ClassStanding({
  standing,
  what,
}: {
  standing: ShownStanding | null | undefined;
  what: "test" | "paper";
}) {
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
            ? `Only your first attempt of a ${what} is ranked, since a retake knows the paper. Your rank changes as classmates finish this ${what}.`
            : `This retake is not ranked, since it knows the paper: your rank is your first attempt's, and it changes as classmates finish this ${what}.`}
        </Text>
        <Text size="sm" c="dimmed">
          Percentile: the share of your class&apos;s students who took this{" "}
          {what}
          whose first attempt ranks at or below yours, you included.
          {what === "paper" &&
            " On a paper, your self-assessed marks count: your rank follows them."}
        </Text>
      </Stack>
    </Paper>
  );
}
