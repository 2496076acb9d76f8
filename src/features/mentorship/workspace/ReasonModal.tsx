import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { z } from "zod";

/**
 * Asks for a reason before something that others are told about (a session
 * called off, a request declined), checked with the shared rule the server
 * applies.
 */
export function ReasonModal({
  title,
  message,
  label,
  confirmLabel,
  schema,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  label: string;
  confirmLabel: string;
  schema: z.ZodType<string>;
  /** Resolves to undefined when it did not happen (the toast says why). */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please give a reason");
      return;
    }
    setBusy(true);
    try {
      if ((await onConfirm(parsed.data)) !== undefined) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Textarea
          label={label}
          autosize
          minRows={3}
          withAsterisk
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
