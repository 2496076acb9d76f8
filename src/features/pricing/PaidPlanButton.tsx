import { Button, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import type { PlanStatus } from "../../lib/planStatus";
import { useSession } from "../../lib/session";
import { StudentPlanActions } from "./checkout/StudentPlanActions";

/**
 * A paid plan's actions for a signed-in member, under its trial button when
 * it has one: a student buys it (or asks a parent to pay); a parent is sent
 * to their page to buy it for a child; other accounts have nothing to buy.
 */
export function PaidPlanButton({
  plan,
  name,
  status,
  trial,
}: {
  plan: "premium" | "pro";
  name: string;
  status: PlanStatus;
  trial: ReactNode;
}) {
  const session = useSession();
  if (status.forStudents)
    return (
      <Stack gap="xs">
        {trial}
        <StudentPlanActions plan={plan} />
      </Stack>
    );
  if (session.status === "signedIn" && session.role === "parent")
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
  return trial;
}
