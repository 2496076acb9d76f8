import { Navigate, useParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useAttempt } from "./testData";
import { TestRunner } from "./TestRunner";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";

/** /tests/attempt/:attemptId — the runner of one of the viewer's attempts; a submitted one shows its result. */
export function AttemptPage() {
  const { attemptId = "" } = useParams();
  const attempt = useAttempt(attemptId);

  if (attempt === undefined) return <PageLoader label="Loading test" />;
  if (attempt === null) return <AttemptNotFound />;
  if (attempt.status === "submitted")
    return <Navigate to={paths.testResult.href(attempt._id)} replace />;
  return <TestRunner attempt={attempt} />;
}

export function AttemptNotFound() {
  return (
    <MessagePage
      title="Test not found"
      action={{ to: paths.tests.href(), label: "Back to Mock Tests" }}
    >
      This attempt does not exist, or it belongs to someone else.
    </MessagePage>
  );
}
