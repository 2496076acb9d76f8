import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** ConfirmButton's question: downloaded the first time one is asked. */
export function ConfirmDialog({
  opened,
  onClose: close,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone,
  busy,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone: "danger" | "neutral" | "primary";
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        {/* A div: the message may be a list or several paragraphs. */}
        <Text component="div">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            // Filled red.9 keeps white text at AA contrast; Mantine's default red does not.
            color={tone === "danger" ? "red.9" : undefined}
            onClick={onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
