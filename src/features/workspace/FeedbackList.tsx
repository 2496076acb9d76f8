import {
  Group,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { formatDate } from "../../lib/format";
import { useWorkspaceFeedback } from "./workspaceData";

/** The Feedback tab (spec §2.12): the latest five, each with its stars, words, date and student (or Anonymous). */
export function FeedbackList() {
  const feedback = useWorkspaceFeedback();
  if (feedback === undefined) return <Skeleton h={120} />;
  if (feedback.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">
          No feedback yet. Students rate a session once it is completed.
        </Text>
      </Paper>
    );
  return (
    <Stack
      component="ul"
      gap="sm"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {feedback.map((f) => (
        <Paper component="li" key={f._id} withBorder p="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Group gap={0}>
                <Rating value={f.rating} readOnly size="sm" aria-hidden />
                <VisuallyHidden>{`${f.rating} out of 5 stars`}</VisuallyHidden>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(f.createdAt)}
              </Text>
            </Group>
            {f.text && <Text size="sm">{f.text}</Text>}
            <Text size="xs" c="dimmed">
              {f.studentName} · {f.sessionTitle}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
