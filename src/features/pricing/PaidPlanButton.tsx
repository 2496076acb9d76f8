import { Button, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session";
import { StudentPlanActions } from "./checkout/StudentPlanActions";

/**
 * A paid plan's action on the pricing page: a student buys it (or asks a
 * parent to pay), a parent is sent to their page to buy for a child, a
 * visitor is asked to sign up first.
 */
export function PaidPlanButton({
  plan,
  name,
}: {
  plan: "premium" | "pro";
  name: string;
}) {
  const session = useSession();
  if (session.status === "loading") return null;
  if (session.status !== "signedIn")
    return (
      <Button
        component={Link}
        to={paths.signupStudent.href()}
        variant="default"
        fullWidth
      >
        Sign up to buy {name}
      </Button>
    );
  if (session.role === "student") return <StudentPlanActions plan={plan} />;
  if (session.role === "parent")
    return (
      <Button
        component={Link}
        to={paths.parent.href()}
        variant="default"
        fullWidth
      >
        Buy {name} for your child
      </Button>
    );
  return (
    <Text size="sm" c="dimmed">
      Plans are for students.
    </Text>
  );
}
