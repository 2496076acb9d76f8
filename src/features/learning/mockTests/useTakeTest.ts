import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { describeServerError, serverCode } from "../../../lib/serverError";
import { useStartTest, type TestId } from "./testData";
import { useSignInPrompt } from "./useSignInPrompt";

/**
 * Starts a test (or picks up the attempt already running) and opens the
 * runner. Visitors are asked to log in first.
 */
export function useTakeTest() {
  const start = useStartTest();
  const navigate = useNavigate();
  const { signedOut, sendToLogin } = useSignInPrompt();
  return useCallback(
    async (testId: TestId) => {
      if (signedOut) return sendToLogin();
      try {
        const attemptId = await start({ testId });
        void navigate(paths.testAttempt.href(attemptId));
      } catch (error) {
        if (serverCode(error) === "NotAuthenticated") return sendToLogin();
        notifications.show({
          color: "red",
          title: "Could not start the test",
          message: describeServerError(error),
        });
      }
    },
    [start, navigate, signedOut, sendToLogin],
  );
}
