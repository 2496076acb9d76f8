import { Stack, Tabs, Title } from "@mantine/core";
import { useTabParam } from "../../../lib/useTabParam";
import { FeedbackList } from "./FeedbackList";
import { ScheduleCalendar } from "./ScheduleCalendar";
import { MoreButton, SessionList } from "./SessionLists";
import { StatCards } from "./StatCards";
import { WorkspaceShell } from "./WorkspaceShell";
import { istDayStart } from "@convex/mentorship/rules";
import {
  useMinute,
  useTodaySessions,
  useUpcomingSessions,
  useWorkspaceStats,
} from "./workspaceData";

const TABS = ["sessions", "schedule", "feedback"] as const;

/** /mentor-dashboard: the five stat cards and the Sessions, Schedule and Feedback tabs; all live. */
export function MentorDashboardPage() {
  return (
    <WorkspaceShell
      title="Mentor Dashboard"
      intro="Run your sessions and see how they went."
    >
      <MentorDashboard />
    </WorkspaceShell>
  );
}

function MentorDashboard() {
  const stats = useWorkspaceStats();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Stack gap="xl">
      <StatCards stats={stats} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="sessions">Sessions</Tabs.Tab>
          <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
          <Tabs.Tab value="feedback">Feedback</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sessions" pt="lg">
          <SessionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="lg">
          <ScheduleCalendar withDayList />
        </Tabs.Panel>
        <Tabs.Panel value="feedback" pt="lg">
          <FeedbackList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SessionsTab() {
  const today = useTodaySessions();
  const upcoming = useUpcomingSessions();
  const now = useMinute();
  // Today's are listed above, with their controls.
  const later = upcoming.results.filter(
    (s) => istDayStart(s.scheduledAt) !== istDayStart(now),
  );
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="today-sessions" gap="sm">
        <Title order={2} fz="h3" id="today-sessions">
          Today's Sessions
        </Title>
        <SessionList sessions={today} empty="No sessions today." />
      </Stack>
      <Stack component="section" aria-labelledby="upcoming-sessions" gap="sm">
        <Title order={2} fz="h3" id="upcoming-sessions">
          Upcoming Sessions
        </Title>
        <SessionList
          sessions={upcoming.status === "LoadingFirstPage" ? undefined : later}
          empty="No sessions after today. Create one, or accept a student's request."
          footer={
            <MoreButton status={upcoming.status} loadMore={upcoming.loadMore} />
          }
        />
      </Stack>
    </Stack>
  );
}
