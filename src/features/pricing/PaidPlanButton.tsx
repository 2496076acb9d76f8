import { Button, Text } from "@mantine/core";
import type { StudentPlan } from "../../lib/planStatus";

/**
 * A paid plan's button for a signed-in student. Buying is not built yet: it
 * points to the free trial while the student has not used it, and otherwise
 * says honestly that buying is coming.
 */
export function PaidPlanButton({
  planKey,
  status,
}: {
  planKey: StudentPlan["plan"]["key"];
  status: StudentPlan;
}) {
  if (status.plan.key === planKey)
    return (
      <Text size="sm" fw={700} ta="center">
        This is your plan.
      </Text>
    );
  if (status.trial.state === "available" && !status.awaitingConsent)
    return (
      <Button component="a" href="#free-trial" variant="default" fullWidth>
        Try the free trial first
      </Button>
    );
  return (
    <Text size="sm" c="dimmed" ta="center">
      Buying a plan is coming soon.
    </Text>
  );
}
