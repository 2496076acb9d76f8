import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  describeAuthFailure,
  type AuthFailure,
  type AuthFlow,
} from "./authFailure";

/**
 * Reports a failed account action twice: as a toast, and as an alert kept
 * above the form so that screen-reader users and slow readers do not miss it.
 */
export function useAuthFailure(flow: AuthFlow) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const report = (error: unknown) => {
    const described = describeAuthFailure(flow, error);
    notifications.show({ color: "red", ...described });
    setFailure(described);
  };
  return { failure, report, clear: () => setFailure(null) };
}
