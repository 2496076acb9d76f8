import {
  Anchor,
  Badge,
  Center,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { startTransition, useDeferredValue, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { useSession } from "../../../lib/session";
import { CertificatesCard } from "../certificates/CertificatesCard";
import { Achievements } from "./Achievements";
import { ApplicationStatusCard } from "./ApplicationStatusCard";
import { ActivityChart } from "./ActivityChart";
import { DailyGoalCard } from "./DailyGoalCard";
import { DashboardBoundary } from "./DashboardBoundary";
import { DashboardHeading, DashboardSkeletonBody } from "./DashboardSkeleton";
import {
  useCardsAboveStatsReady,
  useDashboard,
  useLeaderboard,
  useMinuteClock,
  MyRequestsContext,
  type DashboardData,
} from "./dashboardData";
import { firstName } from "./formatting";
import { LeaderboardCard } from "./LeaderboardCard";
import { LevelCard } from "./LevelCard";
import { MistakesCard } from "./MistakesCard";
import { PlanSummary } from "../../../components/PlanSummary";
import { MySessionsCard } from "./MySessionsCard";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { SubjectMastery } from "./SubjectMastery";

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
  const { ready: cardsReady, requests } = useCardsAboveStatsReady(now);
  // The whole dashboard arrives at once: it renders as a transition, in
  // slices that leave the browser free between them (the loader stays until
  // then), and so does every live change after it.
  const shown = useDeferredValue(cardsReady ? data : undefined);
  if (shown === undefined) return <DashboardSkeletonBody />;
  return (
    <MyRequestsContext.Provider value={requests}>
      <DashboardView data={shown} now={now} />
    </MyRequestsContext.Provider>
  );
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

/**
 * How many of the later passes to show: none in the first render, then one
 * more after each commit, each as a transition (a render in slices that
 * leave the browser free between them). The first screen paints without
 * waiting for the cards below it, and each card below it commits in a task
 * of its own: none holds the browser for long (a phone's main thread is
 * four times slower than a laptop's).
 */
function useStagedRender(stages: number) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= stages) return;
    const timer = setTimeout(() =>
      startTransition(() => setStage((s) => s + 1)),
    );
    return () => clearTimeout(timer);
  }, [stage, stages]);
  return stage;
}

function DashboardView({ data, now }: { data: DashboardData; now: number }) {
  const name = firstName(data.fullName);
  // The cards below the first screen, in the order they render, one a pass.
  const later = [
    <Grid.Col key="level" span={{ base: 12, md: 6 }}>
      <LevelCard data={data} />
    </Grid.Col>,
    <Grid.Col key="goal" span={{ base: 12, md: 6 }}>
      <DailyGoalCard data={data} />
    </Grid.Col>,
    <Grid.Col key="chart" span={12}>
      <ActivityChart days={data.chart} />
    </Grid.Col>,
    <Grid.Col key="recent" span={{ base: 12, md: 6 }}>
      <RecentActivity items={data.recent} now={now} />
    </Grid.Col>,
    <Grid.Col key="leaderboard" span={{ base: 12, md: 6 }}>
      <DashboardBoundary
        title="Error"
        message="Failed to load the leaderboard."
      >
        <LiveLeaderboard now={now} />
      </DashboardBoundary>
    </Grid.Col>,
    <Grid.Col key="achievements" span={12}>
      <Achievements items={data.achievements} />
    </Grid.Col>,
    <Grid.Col key="certificates" span={12}>
      <DashboardBoundary
        title="Error"
        message="Failed to load your certificates."
      >
        <CertificatesCard />
      </DashboardBoundary>
    </Grid.Col>,
    <Grid.Col key="mastery" span={12}>
      <SubjectMastery subjects={data.mastery} />
    </Grid.Col>,
    <Grid.Col key="mistakes" span={12}>
      <DashboardBoundary title="Error" message="Failed to load your mistakes.">
        <MistakesCard />
      </DashboardBoundary>
    </Grid.Col>,
  ];
  const stage = useStagedRender(later.length);
  return (
    <Stack gap="lg">
      <DashboardHeading
        title={greeting(name, isNewAccount(data))}
        badge={
          data.grade !== null && (
            <Badge size="lg" variant="light">
              Class {data.grade}
            </Badge>
          )
        }
      />
      <ApplicationStatusCard />
      <PlanSummary compact />
      <DashboardBoundary title="Error" message="Failed to load your sessions.">
        <MySessionsCard now={now} />
      </DashboardBoundary>
      <StatCards data={data} />
      <Grid gap="md">{later.slice(0, stage)}</Grid>
    </Stack>
  );
}

function LiveLeaderboard({ now }: { now: number }) {
  const board = useLeaderboard(now);
  if (board === undefined)
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading the leaderboard" />
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
