import { Paper, Skeleton, Text } from "@mantine/core";
import { FeedbackCards } from "../../../components/FeedbackCard";
import { useWorkspaceFeedback } from "./workspaceData";

/** The Feedback tab: the latest five, each with its stars, words, date and student (or Anonymous). */
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
  return <FeedbackCards feedback={feedback} />;
}
