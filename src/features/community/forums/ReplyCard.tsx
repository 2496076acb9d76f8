import { Badge, Button, Group, Paper, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { memoByData } from "../../../lib/memoByData";
import { REPLY_BODY } from "@convex/community/limitRules";
import { Markdown } from "../../../components/Markdown";
import { useMemberAction } from "../../../lib/useMemberAction";
import { AuthorLine } from "./AuthorLine";
import {
  useReplyMutations,
  useThreadMutations,
  type Reply,
  type ThreadId,
} from "./forumData";
import { MarkdownEditor, type EditorMode } from "./MarkdownEditor";
import { replySchema, validateReply } from "./threadForm";
import { EditFormButtons, PostActions } from "./PostActions";
import { UpvoteButton } from "./UpvoteButton";

/** One reply; it renders again only when its own data (or whether the viewer may accept answers) changes. */
export const ReplyCard = memoByData(function ReplyCard({
  reply,
  threadId,
  canAccept,
}: {
  reply: Reply;
  threadId: ThreadId;
  canAccept: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { remove } = useReplyMutations();
  const { setAccepted } = useThreadMutations();
  const run = useMemberAction();

  const toggleAccepted = () =>
    run({
      signInMessage: "Please login to mark an answer",
      failure: "Error updating the accepted answer",
      success: reply.accepted
        ? "No longer the accepted answer"
        : "Marked as the accepted answer",
      action: () =>
        setAccepted({
          threadId,
          replyId: reply.accepted ? null : reply._id,
        }),
    });

  const deleteReply = async () => {
    const done = await run({
      signInMessage: "Please login to delete your reply",
      failure: "Error deleting reply",
      success: "Reply deleted",
      action: async () => {
        await remove({ replyId: reply._id });
        return true;
      },
    });
    return done === true;
  };

  return (
    <Paper
      component="article"
      id={`reply-${reply._id}`}
      aria-label={`${reply.accepted ? "Accepted answer" : "Reply"} by ${reply.authorName}`}
      withBorder
      p="md"
      style={
        reply.accepted
          ? { borderColor: "var(--mantine-color-green-7)", borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="sm">
        {reply.accepted && (
          <Badge
            variant="filled"
            color="teal.9"
            leftSection={<IconCircleCheck size={12} aria-hidden />}
          >
            Accepted answer
          </Badge>
        )}
        <AuthorLine
          name={reply.authorName}
          badge={reply.authorBadge}
          createdAt={reply.createdAt}
          editedAt={reply.editedAt}
        />
        {editing ? (
          <EditReplyForm reply={reply} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Markdown>{reply.content}</Markdown>
            <Group gap="xs" wrap="wrap">
              <UpvoteButton
                target={{ kind: "reply", id: reply._id }}
                upvotes={reply.upvotes}
                upvoted={reply.viewer.upvoted}
                canVote={reply.viewer.canVote}
              />
              {canAccept && (
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconCircleCheck size={14} aria-hidden />}
                  onClick={() => void toggleAccepted()}
                >
                  {reply.accepted
                    ? "Unmark accepted answer"
                    : "Mark as accepted answer"}
                </Button>
              )}
              <PostActions
                noun="reply"
                postId={reply._id}
                authorName={reply.authorName}
                viewer={reply.viewer}
                onEdit={() => setEditing(true)}
                onDelete={deleteReply}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
});

function EditReplyForm({
  reply,
  onDone,
}: {
  reply: Reply;
  onDone: () => void;
}) {
  const { edit } = useReplyMutations();
  const run = useMemberAction();
  const [mode, setMode] = useState<EditorMode>("write");
  const form = useForm({
    initialValues: { content: reply.content },
    validate: validateReply,
    transformValues: (values) => replySchema.parse(values),
  });

  const submit = form.onSubmit(
    async ({ content }) => {
      const done = await run({
        signInMessage: "Please login to edit your reply",
        failure: "Error updating reply",
        success: "Reply updated",
        action: async () => {
          await edit({ replyId: reply._id, content });
          return true;
        },
      });
      if (done) onDone();
    },
    () => setMode("write"),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MarkdownEditor
          label="Edit your reply"
          max={REPLY_BODY.max}
          mode={mode}
          onModeChange={setMode}
          minRows={4}
          {...form.getInputProps("content")}
        />
        <EditFormButtons
          onCancel={onDone}
          saveLabel="Save reply"
          saving={form.submitting}
        />
      </Stack>
    </form>
  );
}
