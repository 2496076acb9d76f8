import {
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { REPLY_BODY } from "@convex/community/limitRules";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";
import { useMemberAction } from "../../../lib/useMemberAction";
import { useReplyMutations, type ThreadId } from "./forumData";
import { MarkdownEditor, type EditorMode } from "./MarkdownEditor";
import { replySchema, validateReply } from "./threadForm";

/** Members write a reply here; visitors are asked to log in first. */
export function ReplyBox({ threadId }: { threadId: ThreadId }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return null;
  if (session.status === "signedOut")
    return (
      <Paper withBorder p="md">
        <Text>
          Know the answer or want to join in?{" "}
          <Anchor
            component={Link}
            to={paths.login.href()}
            state={{ from: location.pathname + location.search }}
            underline="always"
            fw={600}
          >
            Log in to reply
          </Anchor>
        </Text>
      </Paper>
    );
  return <ReplyForm threadId={threadId} />;
}

function ReplyForm({ threadId }: { threadId: ThreadId }) {
  const { create } = useReplyMutations();
  const run = useMemberAction();
  const [mode, setMode] = useState<EditorMode>("write");
  const form = useForm({
    initialValues: { content: "" },
    validate: validateReply,
    transformValues: (values) => replySchema.parse(values),
  });

  const submit = form.onSubmit(
    async ({ content }) => {
      const id = await run({
        signInMessage: "Please login to reply",
        failure: "Error posting reply",
        success: "Reply posted",
        action: () => create({ threadId, content }),
      });
      if (id !== undefined) {
        form.reset();
        setMode("write");
      }
    },
    () => setMode("write"),
  );

  return (
    <Stack component="section" aria-labelledby="reply-heading" gap="sm">
      <Title order={2} id="reply-heading" fz="h3">
        Add a reply
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <MarkdownEditor
            label="Your reply"
            max={REPLY_BODY.max}
            mode={mode}
            onModeChange={setMode}
            minRows={4}
            placeholder="Explain step by step. Be kind: everyone is learning."
            {...form.getInputProps("content")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Post reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
