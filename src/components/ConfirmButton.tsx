import { Button, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState, type ReactNode } from "react";
import { lazyDialog } from "./lazyDialog";

const { Dialog: ConfirmDialog, preload } = lazyDialog(() =>
  import("./ConfirmDialog").then((m) => m.ConfirmDialog),
);

/**
 * A button for something hard to undo (leave a club, call off an event,
 * submit a test): it asks first, in a dialog whose confirm button repeats
 * the action's name.
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  cancelLabel = "Go back",
  onConfirm,
  tone = "danger",
  ...buttonProps
}: {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Resolves once done; the dialog closes either way (failures are toasts). */
  onConfirm: () => Promise<unknown>;
  /** "danger" (call off, remove) is red; "neutral" (leave) is quiet; "primary" (submit) is the main action. */
  tone?: "danger" | "neutral" | "primary";
} & Omit<ButtonProps, "children" | "color">) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <Button
        color={
          tone === "danger" ? "red" : tone === "neutral" ? "gray" : undefined
        }
        variant={tone === "primary" ? "filled" : "subtle"}
        {...buttonProps}
        onMouseEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        {children}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        tone={tone}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
