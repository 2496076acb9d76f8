import { List, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { plural } from "../../../lib/format";

export type AnswerCounts = {
  answered: number;
  unanswered: number;
  marked: number;
};

export function countAnswers(
  questions: { selectedIndex: number | null; markedForReview: boolean }[],
): AnswerCounts {
  const answered = questions.filter((q) => q.selectedIndex !== null).length;
  return {
    answered,
    unanswered: questions.length - answered,
    marked: questions.filter((q) => q.markedForReview).length,
  };
}

/** "Submit test" asks first, with how many questions are answered, unanswered and marked. */
export function SubmitTestButton({
  counts,
  negativeMarks,
  disabled,
  onSubmit,
}: {
  counts: AnswerCounts;
  /** Marks a wrong answer costs (0 = none). */
  negativeMarks: number;
  disabled?: boolean;
  onSubmit: () => Promise<unknown>;
}) {
  return (
    <ConfirmButton
      tone="primary"
      leftSection={<IconSend size={16} aria-hidden />}
      disabled={disabled}
      fullWidth
      title="Submit your test?"
      confirmLabel="Submit test"
      cancelLabel="Keep answering"
      onConfirm={onSubmit}
      message={
        <Stack>
          <List spacing={4} aria-label="Your answers">
            <List.Item>Answered: {counts.answered}</List.Item>
            <List.Item>Not answered: {counts.unanswered}</List.Item>
            <List.Item>Marked for review: {counts.marked}</List.Item>
          </List>
          {counts.unanswered > 0 && (
            <Text size="sm">
              {plural(counts.unanswered, "question")} without an answer will
              score 0.
            </Text>
          )}
          {negativeMarks > 0 && (
            <Text size="sm">
              Each wrong answer costs {plural(negativeMarks, "mark")}.
            </Text>
          )}
          <Text size="sm">
            You cannot change your answers after submitting.
          </Text>
        </Stack>
      }
    >
      Submit test
    </ConfirmButton>
  );
}
