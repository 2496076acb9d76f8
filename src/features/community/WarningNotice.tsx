import { Button, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { formatDate } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";
import { useSession } from "../../lib/session";

/**
 * A member with a moderator's warning they have not acknowledged sees it
 * here, over whatever page they are on, until they confirm they have read it.
 */
export function WarningNotice() {
  const session = useSession();
  if (session.status !== "signedIn") return null;
  return <UnacknowledgedWarning />;
}

function UnacknowledgedWarning() {
  const warnings = useQuery(api.community.reports.myWarnings, {});
  const acknowledge = useMutation(api.community.reports.acknowledgeWarning);
  const [busy, setBusy] = useState(false);
  const warning = warnings?.[0];
  if (!warning) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await acknowledge({ warningId: warning._id });
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Could not save that",
        message: describeServerError(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="A warning from our moderators"
      centered
    >
      <Stack>
        <Text>
          On {formatDate(warning.createdAt)} a moderator warned you about
          something you posted in the community.
        </Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          Reason: {warning.reason}
        </Text>
        <Text size="sm">
          Please follow the community rules: be kind, keep personal details
          private and post only what helps others learn. Repeated warnings can
          lead to your account being suspended.
        </Text>
        <Button onClick={confirm} loading={busy} data-autofocus>
          I understand
        </Button>
      </Stack>
    </Modal>
  );
}
