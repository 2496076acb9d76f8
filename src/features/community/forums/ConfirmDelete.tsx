import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useDangerColor } from "../../../lib/useDangerColor";

/** "Delete" behind a confirmation dialog; `onConfirm` resolves true when it went through. */
export function ConfirmDelete({
  noun,
  onConfirm,
}: {
  noun: "thread" | "reply";
  onConfirm: () => Promise<boolean>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const danger = useDangerColor();

  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) close();
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c={danger}
        size="compact-sm"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={open}
        aria-label={`Delete this ${noun}`}
      >
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Delete this ${noun}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Text>
            {noun === "thread"
              ? "The thread and its replies will no longer be shown to anyone."
              : "This reply will no longer be shown to anyone."}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void confirm()}>
              Delete {noun}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
