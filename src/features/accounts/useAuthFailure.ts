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
  /**
   * Runs an account action; on success shows `success` (if given) as a toast
   * and returns the action's value, on failure reports it and returns the error.
   */
  const attempt = async <T>(
    action: () => Promise<T>,
    success?: { title: string; message: string },
  ): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
    setFailure(null);
    let value: T;
    try {
      value = await action();
    } catch (error) {
      report(error);
      return { ok: false, error };
    }
    if (success) notifications.show(success);
    return { ok: true, value };
  };
  return { failure, attempt };
}
