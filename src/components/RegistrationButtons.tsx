import { Button, Group } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";

/**
 * Taking a place and giving it back: the register button becomes a disabled
 * "Registered" with a quiet button beside it to cancel; the register button
 * is disabled as "Full" once no place is left. The button pressed shows it is
 * busy until the server answers.
 */
export function RegistrationButtons({
  registered,
  full,
  registerLabel,
  cancelLabel,
  onRegister,
  onCancel,
  describedBy,
}: {
  registered: boolean;
  full: boolean;
  registerLabel: string;
  cancelLabel: string;
  onRegister: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
  /** The item's title, so the buttons say what they are for. */
  describedBy?: string;
}) {
  const [busy, setBusy] = useState<"register" | "cancel" | null>(null);
  const act = async (which: "register" | "cancel") => {
    setBusy(which);
    try {
      await (which === "register" ? onRegister() : onCancel());
    } finally {
      setBusy(null);
    }
  };

  if (registered)
    return (
      <Group gap="xs">
        <Button
          disabled
          leftSection={<IconCheck size={16} aria-hidden />}
          aria-describedby={describedBy}
        >
          Registered
        </Button>
        <Button
          variant="subtle"
          color="gray"
          loading={busy === "cancel"}
          onClick={() => void act("cancel")}
          aria-describedby={describedBy}
        >
          {cancelLabel}
        </Button>
      </Group>
    );
  if (full)
    return (
      <Button disabled aria-describedby={describedBy}>
        Full
      </Button>
    );
  return (
    <Button
      loading={busy === "register"}
      onClick={() => void act("register")}
      aria-describedby={describedBy}
    >
      {registerLabel}
    </Button>
  );
}
