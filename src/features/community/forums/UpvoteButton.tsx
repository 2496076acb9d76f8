import { Button, Tooltip } from "@mantine/core";
import { IconArrowBigUp, IconArrowBigUpFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useSession } from "../../../lib/session";
import { useMemberAction } from "../../../lib/useMemberAction";
import {
  upvoteCount,
  useToggleUpvote,
  type ReplyId,
  type ThreadId,
} from "./forumData";
import { formatNumber } from "../../../lib/format";

type Target = { kind: "thread"; id: ThreadId } | { kind: "reply"; id: ReplyId };

/**
 * One member, one upvote; pressing again takes it back. The count comes from
 * the server's live query, never from here. Your own posts cannot be upvoted:
 * the button stays focusable so its tooltip says why.
 */
export function UpvoteButton({
  target,
  upvotes,
  upvoted,
  canVote,
}: {
  target: Target;
  upvotes: number;
  upvoted: boolean;
  canVote: boolean;
}) {
  const session = useSession();
  const toggle = useToggleUpvote();
  const run = useMemberAction();
  const [busy, setBusy] = useState(false);
  const own = session.status === "signedIn" && !canVote;
  // The visible count is part of the name (not in brackets, which checkers skip).
  const label = `Upvote this ${target.kind}, ${upvoteCount(upvotes)}`;

  const onClick = async () => {
    if (own || busy) return;
    setBusy(true);
    await run({
      signInMessage: "Please login to upvote",
      failure: "Error updating upvote",
      action: () => toggle({ target }),
    });
    setBusy(false);
  };

  const button = (
    <Button
      size="compact-md"
      variant={upvoted ? "filled" : "default"}
      leftSection={
        upvoted ? (
          <IconArrowBigUpFilled size={18} aria-hidden />
        ) : (
          <IconArrowBigUp size={18} aria-hidden />
        )
      }
      aria-label={label}
      aria-pressed={upvoted}
      aria-disabled={own || undefined}
      data-disabled={own || undefined}
      loading={busy}
      onClick={() => void onClick()}
    >
      {formatNumber(upvotes)}
    </Button>
  );
  if (!own) return button;
  return (
    <Tooltip
      label="You cannot upvote your own post"
      events={{ hover: true, focus: true, touch: true }}
    >
      {button}
    </Tooltip>
  );
}
