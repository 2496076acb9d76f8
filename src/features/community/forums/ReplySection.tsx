import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { REPLIES_PER_PAGE, useReplies, type Thread } from "./forumData";
import { RemovedReplyRow } from "../RemovedByModerator";
import { ReplyBox } from "./ReplyBox";
import { ReplyCard } from "./ReplyCard";
import { formatNumber } from "../../../lib/format";

/**
 * The accepted answer first, then every other reply oldest first (one a
 * moderator removed keeps its place as "Removed by a moderator"), then the
 * reply box.
 */
export function ReplySection({ thread }: { thread: Thread }) {
  const { results, status, loadMore } = useReplies(thread._id);
  const accepted = thread.acceptedReply;
  const others = results.filter((r) => r._id !== accepted?._id);
  useScrollToReplyInAddress(results.length);

  return (
    <Stack gap="lg">
      <Stack component="section" aria-labelledby="replies-heading" gap="md">
        <Title order={2} id="replies-heading" fz="h3">
          Replies ({formatNumber(thread.replyCount)})
        </Title>
        {accepted && (
          <ReplyCard
            reply={accepted}
            threadId={thread._id}
            canAccept={thread.viewer.canAccept}
          />
        )}
        {status === "LoadingFirstPage" ? (
          <Stack gap="sm" role="status" aria-label="Loading replies">
            {[0, 1].map((i) => (
              <Paper key={i} withBorder p="md">
                <Skeleton h={14} w={140} mb={10} />
                <Skeleton h={12} w="90%" />
              </Paper>
            ))}
          </Stack>
        ) : others.length === 0 && !accepted ? (
          <Text c="dimmed">No replies yet. Be the first to help!</Text>
        ) : (
          others.map((reply) =>
            "removedByModerator" in reply ? (
              <RemovedReplyRow key={reply._id} replyId={reply._id} />
            ) : (
              <ReplyCard
                key={reply._id}
                reply={reply}
                threadId={thread._id}
                canAccept={thread.viewer.canAccept}
              />
            ),
          )
        )}
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(REPLIES_PER_PAGE)}
            style={{ alignSelf: "center" }}
          >
            Load more replies
          </Button>
        )}
      </Stack>
      <ReplyBox threadId={thread._id} />
    </Stack>
  );
}

/** A link to one reply (…#reply-ID) scrolls to it once it has loaded. */
function useScrollToReplyInAddress(loaded: number) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith("#reply-") || done.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ block: "start" });
  }, [hash, loaded]);
}
