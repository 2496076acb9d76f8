import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconGift, IconLock, IconX } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { GRADES } from "@convex/shared/constants";
import { paths } from "../../config/paths";
import { formatRupees } from "../../lib/format";
import { PaidPlanButton } from "./PaidPlanButton";
import { usePlanStatus, type PlanStatus } from "../../lib/planStatus";
import { TrialButton, type UnlockTarget } from "./TrialButton";
import { usePlans } from "./usePlans";

type Plan = FunctionReturnType<typeof api.pricing.plans.list>[number];

const PERIOD_LABEL: Record<Plan["period"], string> = {
  forever: "forever",
  month: "for a month, paid once",
  year: "for a year, paid once",
};

/** The subject named by `?subject=<slug>&class=<grade>` ("Unlock Course"), if any. */
function useUnlockTarget(): UnlockTarget | null {
  const [params] = useSearchParams();
  const slug = params.get("subject");
  const grade = Number(params.get("class"));
  if (!slug || !(GRADES as readonly number[]).includes(grade)) return null;
  return { grade, slug };
}

export function PricingPage() {
  const plans = usePlans();
  const status = usePlanStatus();
  const unlock = useUnlockTarget();
  const trial = plans?.find((p) => p.trial_days > 0);
  return (
    <Container size="lg" py="xl">
      <title>Plans and pricing · VidyaQuest</title>
      <Stack gap="xs" ta="center" align="center" mb="xl">
        <Title order={1}>Plans and pricing</Title>
        <Text c="dimmed" maw={620}>
          Start free. Upgrade when you want live sessions, unlimited tests and
          mentoring.
        </Text>
        <Text c="dimmed" maw={620} size="sm">
          A paid plan is one payment for its period and never renews by itself:
          you are reminded a week before it ends, and buying again adds a new
          period after the current one.
        </Text>
      </Stack>
      {unlock && <UnlockHeading unlock={unlock} />}
      {status && !status.forStudents && (
        <Alert mb="lg" title="Plans are for student accounts">
          A plan unlocks lessons, tests and live sessions for the student who
          learns with it, so there is nothing to choose here for your account.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans === undefined
          ? [0, 1, 2].map((i) => <Skeleton key={i} h={420} radius="lg" />)
          : plans.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                status={status}
                unlock={unlock}
              />
            ))}
      </SimpleGrid>
      {trial && (
        <Paper withBorder p="lg" mt="xl" id="free-trial">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="grape">
              <IconGift size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="h3">
                Special offer: {trial.trial_days} days of {trial.name} free
              </Title>
              <Text>
                Try every {trial.name} feature free for {trial.trial_days} days.
                No card needed — when the trial ends you simply continue on the
                Free plan.
              </Text>
              {status?.forStudents !== false && (
                <Group mt="xs">
                  <div style={{ minWidth: 240 }}>
                    <TrialButton
                      status={status}
                      days={trial.trial_days}
                      unlock={unlock}
                    />
                  </div>
                </Group>
              )}
            </Stack>
          </Group>
        </Paper>
      )}
    </Container>
  );
}

/** "Unlock Science for Class 9 with the trial or a plan", or that it is open already. */
function UnlockHeading({ unlock }: { unlock: UnlockTarget }) {
  const subject = useQuery(api.learning.catalogue.subject, unlock);
  if (!subject) return null;
  return (
    <Alert
      mb="lg"
      icon={<IconLock size={20} aria-hidden />}
      title={
        subject.unlocked
          ? `${subject.name} for Class ${subject.grade} is open to you`
          : `Unlock ${subject.name} for Class ${subject.grade} with the trial or a plan`
      }
    >
      {subject.unlocked ? (
        <Anchor
          component={Link}
          to={paths.subject.href(subject.grade, subject.slug)}
          underline="always"
          fw={700}
        >
          Go to {subject.name}
        </Anchor>
      ) : (
        "Start the free trial and you go straight back to it, open."
      )}
    </Alert>
  );
}

function PlanCard({
  plan,
  status,
  unlock,
}: {
  plan: Plan;
  status: PlanStatus | null | undefined;
  unlock: UnlockTarget | null;
}) {
  return (
    <Card
      padding="xl"
      style={
        plan.popular
          ? {
              borderColor: "var(--mantine-primary-color-filled)",
              borderWidth: 2,
            }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3">
            {plan.name}
          </Title>
          {plan.popular && <Badge>Most popular</Badge>}
          {plan.savings_paise !== null && (
            // White on teal 9 is 5:1 in both schemes (green's darkest shade is not).
            <Badge variant="filled" color="teal.9">
              Save {formatRupees(plan.savings_paise)}
            </Badge>
          )}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={40} fw={900} lh={1}>
            {formatRupees(plan.price_paise)}
          </Text>
          <Text c="dimmed">{PERIOD_LABEL[plan.period]}</Text>
        </Group>
        <Text c="dimmed">{plan.description}</Text>
        <List
          spacing={6}
          size="sm"
          icon={
            <IconCheck
              size={16}
              color="var(--mantine-color-green-8)"
              aria-hidden
            />
          }
          aria-label={`Included in ${plan.name}`}
        >
          {plan.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {plan.not_included.length > 0 && (
          <List
            spacing={6}
            size="sm"
            icon={<IconX size={16} aria-hidden />}
            aria-label={`Not included in ${plan.name}`}
            c="dimmed"
          >
            {plan.not_included.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
        <Stack mt="auto" gap={0}>
          <PlanAction plan={plan} status={status} unlock={unlock} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** What a plan card's button does for whoever is looking. */
function PlanAction({
  plan,
  status,
  unlock,
}: {
  plan: Plan;
  status: PlanStatus | null | undefined;
  unlock: UnlockTarget | null;
}) {
  const location = useLocation();
  const variant = plan.popular ? "filled" : "default";
  const trial =
    plan.trial_days > 0 ? (
      <TrialButton
        status={status}
        days={plan.trial_days}
        unlock={unlock}
        variant={variant}
      />
    ) : null;
  if (status === undefined)
    return (
      trial ?? (
        <Button disabled variant={variant} fullWidth>
          {plan.price_paise === 0
            ? "Start learning free"
            : `Choose ${plan.name}`}
        </Button>
      )
    );
  if (status === null)
    return (
      trial ?? (
        <Button
          component={Link}
          to={paths.signupStudent.href()}
          state={
            plan.price_paise === 0
              ? undefined
              : { from: `${location.pathname}${location.search}` }
          }
          variant={variant}
          fullWidth
        >
          {plan.price_paise === 0
            ? "Start learning free"
            : `Choose ${plan.name}`}
        </Button>
      )
    );
  if (plan.key === "free") {
    if (!status.forStudents) return null;
    return (
      <Text size="sm" fw={700} ta="center">
        {status.plan.key === plan.key
          ? "This is your plan."
          : "Every student has this."}
      </Text>
    );
  }
  return (
    <PaidPlanButton
      plan={plan.key}
      name={plan.name}
      status={status}
      trial={trial}
    />
  );
}
