import { Button, Group, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from "@convex/community/limitRules";
import { useMemberAction } from "../../lib/useMemberAction";

export type ReportTarget = "thread" | "reply" | "club" | "event" | "user";
type Reason = (typeof REPORT_REASONS)[number]["value"];

/** ReportButton's dialog: downloaded the first time a report is started. */
export function ReportDialog({
  opened,
  onClose: close,
  title,
  targetType,
  targetId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  targetType: ReportTarget;
  targetId: string;
}) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  const report = useMutation(api.community.reports.create);
  const run = useMemberAction();

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
  );
}
