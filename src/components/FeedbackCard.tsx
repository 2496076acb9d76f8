import {
  Group,
  Paper,
  Rating,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { formatDate } from "../lib/format";
import { memoByData } from "../lib/memoByData";

export type Feedback = {
  rating: number;
  text: string;
  createdAt: number;
  /** First name and initial, or "Anonymous". */
  studentName: string;
  sessionTitle: string;
};

/**
 * One student's feedback on a session, as a list item: stars (read once to
 * screen readers), words, date, who and which session. On a mentor's public
 * profile and on their own dashboard.
 */
export const FeedbackCard = memoByData(function FeedbackCard({
  feedback,
}: {
  feedback: Feedback;
}) {
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Group gap={0}>
            <Rating value={feedback.rating} readOnly size="sm" aria-hidden />
            <VisuallyHidden>{`${feedback.rating} out of 5 stars`}</VisuallyHidden>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(feedback.createdAt)}
          </Text>
        </Group>
        {feedback.text && <Text size="sm">{feedback.text}</Text>}
        <Text size="xs" c="dimmed">
          {feedback.studentName} · {feedback.sessionTitle}
        </Text>
      </Stack>
    </Paper>
  );
});

/** A list of feedback cards. */
export function FeedbackCards({
  feedback,
}: {
  feedback: (Feedback & { _id: string })[];
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {feedback.map((f) => (
        <FeedbackCard key={f._id} feedback={f} />
      ))}
    </Stack>
  );
}
