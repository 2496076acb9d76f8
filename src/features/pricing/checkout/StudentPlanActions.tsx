import { Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { PLAN_NAMES, PRO_RUNNING } from "@convex/pricing/rules";
import { usePlanCheckout } from "../../../components/payments/usePlanCheckout";
import { formatDate } from "../../../lib/format";
import { describeServerError } from "../../../lib/serverError";

type Paid = "premium" | "pro";

/**
 * A student's actions for one paid plan: Buy (the checkout), or "Ask a
 * parent to pay" (each consenting linked parent is asked). What they have
 * now is read live, so it changes the moment a payment is granted.
 */
export function StudentPlanActions({ plan }: { plan: Paid }) {
  const mine = useQuery(api.pricing.purchases.myPlan, {});
  const buy = useAction(api.pricing.purchases.buyForMe);
  const ask = useMutation(api.pricing.family.askParent);
  const { pay, busy, dialog } = usePlanCheckout();
  const [asking, setAsking] = useState(false);
  const name = PLAN_NAMES[plan];
  if (!mine) return null;

  const hasIt = mine.key === plan && !mine.trial;
  const blocked = plan === "premium" && mine.proRunning;
  const waiting = mine.waitingRequest?.plan === plan;

  async function askParent() {
    setAsking(true);
    try {
      await ask({ plan });
      notifications.show({
        color: "green",
        message: `We asked your parent or guardian to pay for ${name}.`,
      });
    } catch (error) {
      notifications.show({ color: "red", message: describeServerError(error) });
    } finally {
      setAsking(false);
    }
  }

  return (
    <Stack gap="xs">
      {hasIt && mine.endsAt !== null && (
        <Text fw={600} role="status">
          You have {name} until {formatDate(mine.endsAt)}.
        </Text>
      )}
      {blocked ? (
        <Text size="sm" c="dimmed">
          {PRO_RUNNING}
        </Text>
      ) : (
        <>
          <Button
            onClick={() => void pay(() => buy({ plan }))}
            loading={busy}
            fullWidth
          >
            {hasIt ? `Add another ${name} period` : `Buy ${name}`}
          </Button>
          {mine.canAskParent &&
            (waiting ? (
              <Text size="sm" c="dimmed" role="status">
                Waiting for your parent or guardian to pay for {name}.
              </Text>
            ) : (
              <Button
                variant="default"
                onClick={() => void askParent()}
                loading={asking}
                fullWidth
              >
                Ask a parent to pay
              </Button>
            ))}
        </>
      )}
      {dialog}
    </Stack>
  );
}
