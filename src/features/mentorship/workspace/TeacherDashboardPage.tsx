import { Badge, Grid, Stack, Tabs, Title } from "@mantine/core";
import { useTabParam } from "../../../lib/useTabParam";
import { ScheduleCalendar } from "./ScheduleCalendar";
import { MoreButton, SessionList } from "./SessionLists";
import { QuickStats } from "./StatCards";
import { UploadLesson } from "./upload/UploadLesson";
import { RequestList } from "./RequestList";
import { WorkspaceShell } from "./WorkspaceShell";
import {
  usePastSessions,
  usePendingRequests,
  useUpcomingSessions,
  useWorkspaceStats,
} from "./workspaceData";

const TABS = ["upcoming", "pending", "past"] as const;

/**
 * /teacher-dashboard, where a verified mentor lands: sessions
 * (Upcoming, Pending requests, Past), Quick Stats, the calendar and
 * availability; every figure computed, every list live.
 */
export function TeacherDashboardPage() {
  return (
    <WorkspaceShell
      title="Teacher Dashboard"
      intro="Your week of mentoring at a glance."
    >
      <TeacherDashboard />
    </WorkspaceShell>
  );
}

function TeacherDashboard() {
  const stats = useWorkspaceStats();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
              <Tabs.Tab value="pending" rightSection={<PendingCount />}>
                Pending
              </Tabs.Tab>
              <Tabs.Tab value="past">Past</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upcoming" pt="lg">
              <Upcoming />
            </Tabs.Panel>
            <Tabs.Panel value="pending" pt="lg">
              <RequestList />
            </Tabs.Panel>
            <Tabs.Panel value="past" pt="lg">
              <Past />
            </Tabs.Panel>
          </Tabs>
          <UploadLesson />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xl">
          <Stack component="section" aria-labelledby="quick-stats" gap="sm">
            <Title order={2} fz="h4" id="quick-stats">
              Quick Stats
            </Title>
            <QuickStats stats={stats} />
          </Stack>
          <Stack component="section" aria-labelledby="calendar" gap="sm">
            <Title order={2} fz="h4" id="calendar">
              Calendar
            </Title>
            <ScheduleCalendar />
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** How many requests wait (of the first page), beside the tab's name. */
function PendingCount() {
  const { results, status } = usePendingRequests();
  if (results.length === 0) return null;
  return (
    <Badge
      size="sm"
      color="yellow.4"
      variant="filled"
      autoContrast
      aria-label={`${results.length} waiting`}
    >
      {status === "CanLoadMore" ? `${results.length}+` : results.length}
    </Badge>
  );
}

function Upcoming() {
  const upcoming = useUpcomingSessions();
  return (
    <SessionList
      sessions={
        upcoming.status === "LoadingFirstPage" ? undefined : upcoming.results
      }
      empty="No upcoming sessions. Create one, or accept a student's request."
      footer={
        <MoreButton status={upcoming.status} loadMore={upcoming.loadMore} />
      }
    />
  );
}

function Past() {
  const past = usePastSessions();
  return (
    <SessionList
      sessions={past.status === "LoadingFirstPage" ? undefined : past.results}
      empty="No completed sessions yet."
      footer={<MoreButton status={past.status} loadMore={past.loadMore} />}
    />
  );
}
