import {
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
import { IconCheck, IconGift, IconX } from "@tabler/icons-react";
import type { FunctionReturnType } from "convex/server";
import { Link } from "react-router-dom";
import type { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { formatRupees } from "../../lib/format";
import { PaidPlanButton } from "./PaidPlanButton";
import { usePlans } from "./usePlans";

type Plan = FunctionReturnType<typeof api.pricing.plans.list>[number];

const PERIOD_LABEL: Record<Plan["period"], string> = {
  forever: "forever",
  month: "per month",
  year: "per year",
};

export function PricingPage() {
  const plans = usePlans();
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
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans === undefined
          ? [0, 1, 2].map((i) => <Skeleton key={i} h={420} radius="lg" />)
          : plans.map((plan) => <PlanCard key={plan.key} plan={plan} />)}
      </SimpleGrid>
      {trial && (
        <Paper withBorder p="lg" mt="xl">
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
            </Stack>
          </Group>
        </Paper>
      )}
    </Container>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const cta =
    plan.trial_days > 0
      ? `Start ${plan.trial_days}-day free trial`
      : plan.price_paise === 0
        ? "Start learning free"
        : `Choose ${plan.name}`;
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
        <Button
          component={Link}
          to={paths.signupStudent.href()}
          mt="auto"
          variant={plan.popular ? "filled" : "default"}
          fullWidth
        >
          {cta}
        </Button>
        {plan.key !== "free" && (
          <PaidPlanButton plan={plan.key} name={plan.name} />
        )}
      </Stack>
    </Card>
  );
}
