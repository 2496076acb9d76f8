import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../config/paths";
import { useNow } from "../lib/useNow";
import {
  daysLeft,
  formatPlanDate,
  usageText,
  usePlanStatus,
  type StudentPlan,
} from "../lib/planStatus";

/** The plan's name and end, and the trial's days left, in one sentence. */
export function planLine(status: StudentPlan, now: number) {
  if (status.onTrial && status.endsAt !== null) {
    const left = daysLeft(status.endsAt, now);
    return `${status.plan.name} free trial: ${left} ${left === 1 ? "day" : "days"} left (ends ${formatPlanDate(status.endsAt)}).`;
  }
  if (status.endsAt !== null)
    return `${status.plan.name} plan, until ${formatPlanDate(status.endsAt)} (it does not renew by itself).`;
  return status.trial.state === "available"
    ? `Free plan. You can try ${status.trial.plan} free for ${status.trial.days} days.`
    : "Free plan.";
}

/**
 * The student's plan (live): on the account page with this month's usage
 * and the trial, on the dashboard as one line. Shows nothing for other roles.
 */
export function PlanSummary({ compact = false }: { compact?: boolean }) {
  const status = usePlanStatus();
  const now = useNow(60_000);
  if (!status?.forStudents) return null;
  if (compact)
    return (
      <Card padding="md" aria-labelledby="plan-summary-title">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} id="plan-summary-title">
              Your plan
            </Text>
            <Badge variant="light">{status.plan.name}</Badge>
          </Group>
          <Anchor
            component={Link}
            to={paths.pricing.href()}
            size="sm"
            underline="always"
          >
            {status.plan.key === "free" ? "See plans" : "Plans and pricing"}
          </Anchor>
        </Group>
        <Text size="sm" mt={4}>
          {planLine(status, now)}
        </Text>
        <Text size="sm" c="dimmed">
          {usageText(status.usage[0], status.plan.key)}
        </Text>
      </Card>
    );
  return (
    <Card padding="lg" aria-labelledby="plan-card-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h3" id="plan-card-title">
            Your plan
          </Title>
          <Badge variant="light" size="lg">
            {status.plan.name}
            {status.onTrial ? " (free trial)" : ""}
          </Badge>
        </Group>
        <Text>{planLine(status, now)}</Text>
        <Text size="sm">
          Free trial:{" "}
          {status.trial.state === "available"
            ? "not used yet."
            : status.trial.state === "active"
              ? `in use until ${formatPlanDate(status.trial.endsAt ?? now)}.`
              : `used${status.trial.endsAt ? ` (ended ${formatPlanDate(status.trial.endsAt)})` : ""}.`}
        </Text>
        <Stack gap={2}>
          <Text fw={700} size="sm">
            This month (until {formatPlanDate(status.monthEndsAt - 1)})
          </Text>
          <List size="sm" spacing={2} aria-label="What you used this month">
            {status.usage.map((u) => (
              <List.Item key={u.limit}>
                {usageText(u, status.plan.key)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="dimmed">
          When a plan ends, nothing you did is lost: your progress stays.
        </Text>
        <Anchor
          component={Link}
          to={paths.pricing.href()}
          underline="always"
          fw={700}
        >
          See plans and pricing
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * Where a student starts tests: how many of their plan's tests this month
 * are used ("3 of 5 free tests used this month"), with the way to more.
 * Nothing for visitors, other roles, or a plan without a test limit.
 */
export function TestAllowanceLine() {
  const status = usePlanStatus();
  if (!status?.forStudents) return null;
  const tests = status.usage.find((u) => u.limit === "testsPerMonth");
  if (!tests || tests.allowed === null) return null;
  return (
    <Text size="sm" role="status">
      {usageText(tests, status.plan.key)}.{" "}
      <Anchor component={Link} to={paths.pricing.href()} underline="always">
        Unlimited tests with a plan
      </Anchor>
    </Text>
  );
}
