import { notifications } from "@mantine/notifications";
import { ConvexError } from "convex/values";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSession } from "../auth/session";

export type MemberAction<T> = {
  /** Shown, with a trip to /login, when a visitor tries it (spec §8, e.g. "Please login to join clubs"). */
  signInMessage: string;
  action: () => Promise<T>;
  /** Toast on success (spec §8, e.g. "Successfully joined club!"). */
  success?: string;
  /** Toast title on failure (spec §8, e.g. "Error joining club"). */
  failure: string;
};

/** The message a ConvexError from our server carries; null for anything unexpected. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const data = error.data as { message?: unknown } | string;
    if (typeof data === "string") return data;
    if (typeof data?.message === "string") return data.message;
  }
  return null;
}

/**
 * Returns `prompt(message)`: true for a signed-in member; for a visitor it
 * shows `message`, goes to /login (coming back here afterwards) and is false.
 */
export function useSignInPrompt() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = session.status === "signedIn";
  return useCallback(
    (message: string) => {
      if (signedIn) return true;
      notifications.show({ color: "yellow", message });
      void navigate(paths.login.href(), {
        state: { from: location.pathname + location.search },
      });
      return false;
    },
    [signedIn, navigate, location.pathname, location.search],
  );
}

/**
 * Runs something only members may do: visitors get the sign-in prompt;
 * failures become a toast with the server's reason. Resolves to the action's
 * result, or undefined if it did not happen.
 */
export function useMemberAction() {
  const prompt = useSignInPrompt();
  return useCallback(
    async <T>({
      signInMessage,
      action,
      success,
      failure,
    }: MemberAction<T>): Promise<T | undefined> => {
      if (!prompt(signInMessage)) return undefined;
      try {
        const result = await action();
        if (success) notifications.show({ color: "green", message: success });
        return result;
      } catch (error) {
        notifications.show({
          color: "red",
          title: failure,
          message: serverMessage(error) ?? "Please try again in a moment.",
        });
        return undefined;
      }
    },
    [prompt],
  );
}
