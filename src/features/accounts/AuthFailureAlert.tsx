import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { AuthFailure } from "./authFailure";

export function AuthFailureAlert({ failure }: { failure: AuthFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      role="alert"
      color="red"
      title={failure.title}
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      {failure.message}
    </Alert>
  );
}
