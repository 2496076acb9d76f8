import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";

export const SIGN_IN_TO_TAKE_TESTS = "Please login to take tests";

/**
 * Returns `sendToLogin()`: shows "Please login to take tests" and goes to
 * /login, coming back here afterwards. `signedOut` says when to use it (while
 * the session is still loading, the server decides).
 */
export function useSignInPrompt() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sendToLogin = useCallback(() => {
    notifications.show({ color: "yellow", message: SIGN_IN_TO_TAKE_TESTS });
    void navigate(paths.login.href(), {
      state: { from: location.pathname + location.search },
    });
  }, [navigate, location.pathname, location.search]);
  return { signedOut: session.status === "signedOut", sendToLogin };
}
