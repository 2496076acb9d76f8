import {
  Anchor,
  Badge,
  Breadcrumbs,
  Container,
  Group,
  Stack,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { memoByData } from "../../../lib/memoByData";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Markdown } from "../../../components/Markdown";
import { paths } from "../../../config/paths";
import { RemovedByModeratorPage } from "../RemovedByModerator";
import { useMemberAction } from "../../../lib/useMemberAction";
import { AuthorLine } from "./AuthorLine";
import { EditThreadForm } from "./EditThreadForm";
import { useThread, useThreadMutations, type Thread } from "./forumData";
import { ReplySection } from "./ReplySection";
import { PostActions } from "./PostActions";
import { UpvoteButton } from "./UpvoteButton";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";

/** One discussion (/community/thread/:threadId), live: edits, votes and replies appear as they happen. */
export function ThreadPage() {
  const { threadId = "" } = useParams();
  const thread = useThread(threadId);
  // Set while this viewer deletes the thread, so the page leaves instead of saying "not found".
  const [leaving, setLeaving] = useState(false);

  const gone = thread === null || (thread && "removedByModerator" in thread);
  if (thread === undefined || (gone && leaving))
    return <PageLoader label="Loading discussion" />;
  if (thread === null) return <ThreadNotFound />;
  if ("removedByModerator" in thread)
    return <RemovedByModeratorPage noun="discussion" />;
  return (
    <Container size="md" py="xl">
      <title>{`${thread.title} · Community · VidyaQuest`}</title>
      <Stack gap="xl">
        <Breadcrumbs
          component="nav"
          aria-label="Breadcrumb"
          separatorMargin={6}
        >
          <Anchor component={Link} to={paths.community.href()} size="sm">
            Community
          </Anchor>
          <Anchor
            component={Link}
            to={`${paths.community.href()}?${new URLSearchParams({ topic: thread.categoryId })}`}
            size="sm"
          >
            {thread.categoryName}
          </Anchor>
        </Breadcrumbs>
        <ThreadPost
          thread={postOf(thread)}
          answered={thread.acceptedReply !== null}
          onLeaving={setLeaving}
        />
        <ReplySection thread={thread} />
      </Stack>
    </Container>
  );
}

/** What the thread's own post shows: not its reply count or accepted reply, which change with every reply. */
type Post = Omit<Thread, "replyCount" | "acceptedReply">;

function postOf(thread: Thread): Post {
  const { replyCount: _count, acceptedReply: _accepted, ...post } = thread;
  return post;
}

function ThreadNotFound() {
  return (
    <MessagePage
      title="Discussion not found"
      action={{ to: paths.community.href(), label: "Back to Community" }}
    >
      This discussion does not exist or has been removed.
    </MessagePage>
  );
}

/** The thread's own post; it renders again only when the post itself changes, not on every reply. */
const ThreadPost = memoByData(function ThreadPost({
  thread,
  answered,
  onLeaving,
}: {
  thread: Post;
  answered: boolean;
  onLeaving: (leaving: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const { remove } = useThreadMutations();
  const run = useMemberAction();
  const navigate = useNavigate();

  const deleteThread = async () => {
    onLeaving(true);
    const done = await run({
      signInMessage: "Please login to delete your thread",
      failure: "Error deleting thread",
      action: () => remove({ threadId: thread._id }),
    });
    if (done === undefined) {
      onLeaving(false);
      return false;
    }
    notifications.show({ color: "green", message: "Thread deleted" });
    void navigate(paths.community.href(), { replace: true });
    return true;
  };

  return (
    <Stack component="article" aria-labelledby="thread-title" gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{thread.categoryName}</Badge>
        {answered && (
          <Badge
            variant="filled"
            color="teal.9"
            leftSection={<IconCircleCheck size={12} aria-hidden />}
          >
            Answered
          </Badge>
        )}
      </Group>
      {editing ? (
        <>
          <Title
            order={1}
            id="thread-title"
            fz="h2"
            style={{ overflowWrap: "anywhere" }}
          >
            Edit: {thread.title}
          </Title>
          <EditThreadForm thread={thread} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <Title
            order={1}
            id="thread-title"
            style={{ overflowWrap: "anywhere" }}
          >
            {thread.title}
          </Title>
          <AuthorLine
            name={thread.authorName}
            badge={thread.authorBadge}
            createdAt={thread.createdAt}
            editedAt={thread.editedAt}
          />
          <Markdown>{thread.content}</Markdown>
          <Group gap="xs" wrap="wrap">
            <UpvoteButton
              target={{ kind: "thread", id: thread._id }}
              upvotes={thread.upvotes}
              upvoted={thread.viewer.upvoted}
              canVote={thread.viewer.canVote}
            />
            <PostActions
              noun="thread"
              postId={thread._id}
              authorName={thread.authorName}
              viewer={thread.viewer}
              onEdit={() => setEditing(true)}
              onDelete={deleteThread}
            />
          </Group>
        </>
      )}
    </Stack>
  );
});
