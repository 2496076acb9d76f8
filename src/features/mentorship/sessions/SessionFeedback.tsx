import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCheck } from "@tabler/icons-react";
import { useId } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { FEEDBACK_TEXT_MAX, feedbackSchema } from "@convex/mentorship/rules";
import { formatNumber } from "../../../lib/format";
import { useFeedbackStatus, useSubmitFeedback } from "../mentorshipData";

type FeedbackValues = { rating: number; text: string; anonymous: boolean };

/**
 * A completed session's feedback box for its registered students: a rating
 * (1–5), optional words, by name or anonymously; once given, a thank-you.
 * Nothing for anyone else.
 */
export function SessionFeedback({
  sessionId,
}: {
  sessionId: Id<"mentorship_sessions">;
}) {
  const status = useFeedbackStatus(sessionId, false);
  if (!status) return null;
  if (status.state === "submitted")
    return (
      <Group gap="xs" c="teal.9">
        <IconCheck size={18} aria-hidden />
        <Text fw={600} c="inherit">
          You rated this session. Thank you!
        </Text>
      </Group>
    );
  if (status.state !== "open") return null;
  return <FeedbackForm sessionId={sessionId} />;
}

function FeedbackForm({ sessionId }: { sessionId: Id<"mentorship_sessions"> }) {
  const headingId = useId();
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const submit = useSubmitFeedback(sessionId);
  const form = useForm<FeedbackValues>({
    initialValues: { rating: 0, text: "", anonymous: false },
    validate: schemaResolver(feedbackSchema, { sync: true }),
  });
  const ratingError = form.errors.rating;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: "md", sm: "lg" }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const input = feedbackSchema.parse(values);
          await submit(input);
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            How was this session?
          </Title>
          <Input.Wrapper
            label="Your rating"
            labelProps={{ id: ratingLabelId }}
            withAsterisk
            labelElement="div"
            error={ratingError}
            errorProps={{ id: ratingErrorId }}
          >
            <Rating
              size="lg"
              value={form.values.rating}
              onChange={(value) => form.setFieldValue("rating", value)}
              role="radiogroup"
              aria-labelledby={ratingLabelId}
              aria-describedby={ratingError ? ratingErrorId : undefined}
              getSymbolLabel={(value) =>
                `${value} ${value === 1 ? "star" : "stars"}`
              }
            />
          </Input.Wrapper>
          <Textarea
            label="Your feedback (optional)"
            description={`${formatNumber(form.values.text.length)} / ${formatNumber(FEEDBACK_TEXT_MAX)} characters`}
            autosize
            minRows={3}
            maxLength={FEEDBACK_TEXT_MAX}
            {...form.getInputProps("text")}
          />
          <Checkbox
            label="Post anonymously"
            description="Your mentor sees “Anonymous” instead of your name."
            {...form.getInputProps("anonymous", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
