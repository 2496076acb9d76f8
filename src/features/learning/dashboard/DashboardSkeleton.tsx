import {
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";

/** What the page is for, under its heading: the same words loading and loaded. */
export const DASHBOARD_INTRO =
  "Your XP, level, streak, daily goal, badges and class leaderboard, updated as you learn.";

/**
 * The top of /dashboard: the heading (the greeting once the account is
 * known) and what the page shows. The pre-rendered page, the loading page and
 * the loaded one draw it alike, so it is painted once, before any script
 * runs, and stays where it is.
 */
export function DashboardHeading({
  title,
  badge,
}: {
  title: string;
  badge?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center" mih={42}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {badge}
      </Group>
      <Text size="lg" c="dimmed">
        {DASHBOARD_INTRO}
      </Text>
    </Stack>
  );
}

/**
 * The student dashboard while the account and its figures load: the page's
 * heading and the shapes of its cards, no figures. The build pre-renders it
 * as /dashboard's HTML (scripts/prerender.mjs).
 */
export function DashboardSkeletonBody() {
  return (
    <Stack gap="lg">
      <DashboardHeading title="Your dashboard" />
      <Stack gap="lg" role="status" aria-label="Loading your dashboard">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={150} radius="lg" />
          ))}
        </SimpleGrid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton height={180} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton height={180} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Stack>
  );
}

/** The whole page while the session is still being checked. */
export function DashboardSkeleton() {
  return (
    <Container size="lg" py="xl">
      <DashboardSkeletonBody />
    </Container>
  );
}
