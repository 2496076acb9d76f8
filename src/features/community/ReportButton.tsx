import { Button, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFlag } from "@tabler/icons-react";
import { lazyDialog } from "../../components/lazyDialog";
import { useSignInPrompt } from "../../lib/useMemberAction";
import type { ReportTarget } from "./ReportDialog";

const { Dialog: ReportDialog, preload } = lazyDialog(() =>
  import("./ReportDialog").then((m) => m.ReportDialog),
);

const NOUN: Record<ReportTarget, string> = {
  thread: "thread",
  reply: "reply",
  club: "club",
  event: "event",
  user: "member",
};

/** "Report" with a dialog: a reason from a fixed list plus optional details, for the moderators. */
export function ReportButton({
  targetType,
  targetId,
  memberName,
  size = "compact-sm",
}: {
  targetType: ReportTarget;
  targetId: string;
  /** A reported member's public name (for "Report member Rohan D."). */
  memberName?: string;
  size?: ButtonProps["size"];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const prompt = useSignInPrompt();
  const noun = NOUN[targetType];
  const title = memberName
    ? `Report member ${memberName}`
    : `Report this ${noun}`;

  const onOpen = () => {
    if (prompt("Please login to report content")) open();
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={size}
        leftSection={<IconFlag size={14} aria-hidden />}
        onMouseEnter={preload}
        onFocus={preload}
        onClick={onOpen}
        aria-label={title}
      >
        {targetType === "user" ? "Report member" : "Report"}
      </Button>
      <ReportDialog
        opened={opened}
        onClose={close}
        title={title}
        targetType={targetType}
        targetId={targetId}
      />
    </>
  );
}
