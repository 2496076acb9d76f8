import { notifications } from "@mantine/notifications";
import { describeServerError, serverCode } from "./serverError";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../config/paths";
import { useSession } from "./session";

export type MemberAction<T> = {
  /** Shown, with a trip to /login, when a visitor tries it (e.g. "Please login to join clubs"; docs/product.md "Messages people see"). */
  signInMessage: string;
  /** Its title, for the actions that have one ("Authentication Required"). */
  signInTitle?: string;
  action: () => Promise<T>;
  /** Toast on success (e.g. "Successfully joined club!"). */
  success?: string;
  /** Toast title on failure (e.g. "Error joining club"). */
  failure: string;
};

/** Shows `message` and goes to /login, coming back here afterwards. */
function useSendToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (message: string, title?: string) => {
      notifications.show({ color: "yellow", title, message });
      void navigate(paths.login.href(), {
        state: { from: location.pathname + location.search },
      });
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * Returns `prompt(message)`: true for a signed-in member; for a visitor it
 * shows `message`, goes to /login (coming back here afterwards) and is false.
 * While the session is still loading (just after a page load) it lets the
 * action go ahead: the server knows, and `useMemberAction` turns its
 * "not signed in" into the same prompt.
 */
export function useSignInPrompt() {
  const session = useSession();
  const sendToLogin = useSendToLogin();
  const signedOut = session.status === "signedOut";
  return useCallback(
    (message: string, title?: string) => {
      if (!signedOut) return true;
      sendToLogin(message, title);
      return false;
    },
    [signedOut, sendToLogin],
  );
}

/**
 * Runs something only members may do: visitors get the sign-in prompt;
 * failures become a toast with the server's reason. Resolves to the action's
 * result, or undefined if it did not happen.
 */
export function useMemberAction() {
  const prompt = useSignInPrompt();
  const sendToLogin = useSendToLogin();
  return useCallback(
    async <T>({
      signInMessage,
      signInTitle,
      action,
      success,
      failure,
    }: MemberAction<T>): Promise<T | undefined> => {
      if (!prompt(signInMessage, signInTitle)) return undefined;
      try {
        const result = await action();
        if (success) notifications.show({ color: "green", message: success });
        return result;
      } catch (error) {
        if (serverCode(error) === "NotAuthenticated") {
          sendToLogin(signInMessage, signInTitle);
          return undefined;
        }
        notifications.show({
          color: "red",
          title: failure,
          message: describeServerError(error),
        });
        return undefined;
      }
    },
    [prompt, sendToLogin],
  );
}
