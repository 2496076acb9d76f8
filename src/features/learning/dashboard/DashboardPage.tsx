import {
  Anchor,
  Badge,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { useSession } from "../../../lib/session";
import { Achievements } from "./Achievements";
import { ApplicationStatusCard } from "./ApplicationStatusCard";
import { ActivityChart } from "./ActivityChart";
import { DailyGoalCard } from "./DailyGoalCard";
import { DashboardBoundary } from "./DashboardBoundary";
import {
  useCardsAboveStatsReady,
  useDashboard,
  useLeaderboard,
  useMinuteClock,
  type DashboardData,
} from "./dashboardData";
import { firstName } from "./formatting";
import { LeaderboardCard } from "./LeaderboardCard";
import { LevelCard } from "./LevelCard";
import { MySessionsCard } from "./MySessionsCard";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { SubjectMastery } from "./SubjectMastery";
import { PageLoader } from "../../../components/PageLoader";

/**
 * /dashboard: the signed-in student's own progress, live — a
 * lesson finished in another tab moves XP, level, streak and badges here
 * without a reload. Mentors are pointed to their own dashboard.
 */
export function DashboardPage() {
  const session = useSession();
  const isMentor = session.status === "signedIn" && session.role === "mentor";
  return (
    <Container size="lg" py="xl">
      <title>{`Dashboard · ${site.name}`}</title>
      {isMentor ? (
        <Stack gap="lg">
          <MentorNote />
          <ApplicationStatusCard />
        </Stack>
      ) : (
        <DashboardBoundary
          title="Error"
          message="Failed to load profile."
          header={<Title order={1}>Your dashboard</Title>}
        >
          <StudentDashboard />
        </DashboardBoundary>
      )}
    </Container>
  );
}

function StudentDashboard() {
  const now = useMinuteClock();
  const data = useDashboard(now);
  const cardsReady = useCardsAboveStatsReady(now);
  // The whole dashboard arrives at once: it renders as a transition, in
  // slices that leave the browser free between them (the loader stays until
  // then), and so does every live change after it.
  const shown = useDeferredValue(cardsReady ? data : undefined);
  if (shown === undefined) return <PageLoader label="Loading your dashboard" />;
  return <DashboardView data={shown} now={now} />;
}

/** No learning yet at all: the first visits after sign-up. */
function isNewAccount(data: DashboardData) {
  return (
    data.totalXp === 0 &&
    data.lessonsCompleted === 0 &&
    data.testsSubmitted === 0 &&
    data.recent.length === 0
  );
}

/** "Welcome, Diya!" to a new account, "Welcome back, Diya!" afterwards. */
function greeting(name: string, isNew: boolean) {
  const welcome = isNew ? "Welcome" : "Welcome back";
  return name ? `${welcome}, ${name}!` : `${welcome}!`;
}

function DashboardView({ data, now }: { data: DashboardData; now: number }) {
  const name = firstName(data.fullName);
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1}>{greeting(name, isNewAccount(data))}</Title>
        {data.grade !== null && (
          <Badge size="lg" variant="light">
            Class {data.grade}
          </Badge>
        )}
      </Group>
      <ApplicationStatusCard />
      <DashboardBoundary title="Error" message="Failed to load your sessions.">
        <MySessionsCard now={now} />
      </DashboardBoundary>
      <StatCards data={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LevelCard data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DailyGoalCard data={data} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ActivityChart days={data.chart} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentActivity items={data.recent} now={now} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DashboardBoundary
            title="Error"
            message="Failed to load the leaderboard."
          >
            <LiveLeaderboard now={now} />
          </DashboardBoundary>
        </Grid.Col>
        <Grid.Col span={12}>
          <Achievements items={data.achievements} />
        </Grid.Col>
        <Grid.Col span={12}>
          <SubjectMastery subjects={data.mastery} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function LiveLeaderboard({ now }: { now: number }) {
  const board = useLeaderboard(now);
  if (board === undefined)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the leaderboard" />
      </Center>
    );
  // Only students of a class have a leaderboard.
  if (board === null) return null;
  return <LeaderboardCard board={board} />;
}

function MentorNote() {
  return (
    <Paper withBorder p="xl" maw={640}>
      <Stack gap="sm">
        <Title order={1}>Student dashboard</Title>
        <Text>
          This page shows a student&apos;s own XP, streak, scores and badges. As
          a mentor, your sessions, availability and lesson uploads are on your
          teacher dashboard.
        </Text>
        <Anchor component={Link} to={paths.teacherDashboard.href()} fw={700}>
          Go to the Teacher Dashboard
        </Anchor>
      </Stack>
    </Paper>
  );
}
