import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PLAN_NAMES, PRO_RUNNING } from "@convex/pricing/rules";
import { usePlanCheckout } from "../../components/payments/usePlanCheckout";
import { formatDate, formatRupees } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";

type Paid = "premium" | "pro";
const PAID: Paid[] = ["premium", "pro"];

/**
 * A child's plan on the parent's page: what they have now (live), their
 * request that a parent pay (Pay / Decline), and Buy Premium / Pro for
 * them, through the same checkout as a student's. Shown for a child whose
 * consent stands.
 */
export function ChildPlan({
  childId,
  childName,
}: {
  childId: Id<"users">;
  childName: string;
}) {
  const children = useQuery(api.pricing.family.children, {});
  const plans = useQuery(api.pricing.plans.list, {});
  const buy = useAction(api.pricing.family.buyForChild);
  const decline = useMutation(api.pricing.family.decline);
  const { pay, busy, dialog } = usePlanCheckout();
  const [declining, setDeclining] = useState(false);
  const child = children?.find((c) => c.childId === childId);
  if (!child || !plans) return null;
  const first = childName.split(/\s+/)[0] || childName;
  const price = (key: Paid) => {
    const row = plans.find((p) => p.key === key);
    return row
      ? `${formatRupees(row.price_paise)} a ${row.period === "year" ? "year" : "month"}`
      : "";
  };
  const request = child.request;

  async function declineRequest(requestId: Id<"plan_requests">) {
    setDeclining(true);
    try {
      await decline({ requestId });
      notifications.show({
        color: "green",
        message: `You declined. ${first} is told.`,
      });
    } catch (error) {
      notifications.show({ color: "red", message: describeServerError(error) });
    } finally {
      setDeclining(false);
    }
  }

  return (
    <Stack gap="xs" mt="md" aria-label={`${first}'s plan`} role="group">
      <Text fw={600}>
        {child.plan.key === "free"
          ? `${first} is on the Free plan.`
          : `${first} has ${PLAN_NAMES[child.plan.key as Paid]}${child.plan.trial ? " (free trial)" : ""}${child.plan.endsAt ? ` until ${formatDate(child.plan.endsAt)}` : ""}.`}
      </Text>
      {request && (
        <Alert
          title={`${first} asks you to pay for ${PLAN_NAMES[request.plan]}`}
        >
          <Stack gap="xs">
            <Text size="sm">
              {PLAN_NAMES[request.plan]}: {price(request.plan)}. Asked on{" "}
              {formatDate(request.createdAt)}.
            </Text>
            <Group gap="sm">
              <Button
                loading={busy}
                onClick={() =>
                  void pay(() =>
                    buy({
                      plan: request.plan,
                      studentId: childId,
                      requestId: request.requestId,
                    }),
                  )
                }
              >
                Pay {price(request.plan)}
              </Button>
              <Button
                variant="default"
                loading={declining}
                onClick={() => void declineRequest(request.requestId)}
              >
                Decline
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group gap="sm">
        {PAID.map((key) =>
          key === "premium" && child.proRunning ? null : (
            <Button
              key={key}
              variant="light"
              loading={busy}
              onClick={() =>
                void pay(() => buy({ plan: key, studentId: childId }))
              }
            >
              Buy {PLAN_NAMES[key]} for {first}
            </Button>
          ),
        )}
      </Group>
      {child.proRunning && (
        <Text size="sm" c="dimmed">
          {PRO_RUNNING}
        </Text>
      )}
      {dialog}
    </Stack>
  );
}
