import {
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Textarea,
  type ButtonProps,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFlag } from "@tabler/icons-react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "@convex/community/rules";
import { useMemberAction, useSignInPrompt } from "../../lib/useMemberAction";

type ReportTarget = "thread" | "reply" | "club" | "event" | "user";
type Reason = (typeof REPORT_REASONS)[number]["value"];

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
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  const prompt = useSignInPrompt();
  const report = useMutation(api.community.reports.create);
  const run = useMemberAction();
  const noun = NOUN[targetType];
  const title = memberName
    ? `Report member ${memberName}`
    : `Report this ${noun}`;

  const onOpen = () => {
    if (prompt("Please login to report content")) open();
  };

  const submit = async () => {
    if (!reason) return;
    setBusy(true);
    const id = await run({
      signInMessage: "Please login to report content",
      failure: "Error sending report",
      success: "Thank you. A moderator will review your report.",
      action: () =>
        report({
          targetType,
          targetId,
          reason,
          details: details.trim() || undefined,
        }),
    });
    setBusy(false);
    if (id !== undefined) {
      close();
      setReason(null);
      setDetails("");
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={size}
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={onOpen}
        aria-label={title}
      >
        {targetType === "user" ? "Report member" : "Report"}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Radio.Group
            label="What is wrong?"
            value={reason}
            onChange={(v) => setReason(v as Reason)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio key={r.value} value={r.value} label={r.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description={
              reason === "other"
                ? "Required: tell the moderators what is wrong."
                : "Optional: anything that helps the moderators."
            }
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => void submit()}
              loading={busy}
              disabled={!reason || (reason === "other" && !details.trim())}
            >
              Send report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
