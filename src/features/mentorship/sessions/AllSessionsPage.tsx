import { Container, Stack, Text, Title } from "@mantine/core";
import { SESSION_MESSAGES } from "@convex/mentorship/pageRules";
import { QueryBoundary } from "../../../components/QueryBoundary";
import { site } from "../../../config/site";
import { BackToMentorship } from "../BackToMentorship";
import { SESSIONS_PER_PAGE, useUpcomingSessions } from "../mentorshipData";
import { LoadMore } from "../../../components/LoadMore";
import { MyLiveSessions, SessionGrid } from "./SessionList";

/** /mentorship/sessions — every upcoming session, a page at a time, live. */
export function AllSessionsPage() {
  return (
    <Container size="lg" py="xl">
      <title>{`Upcoming sessions · Mentorship · ${site.name}`}</title>
      <Stack gap="lg">
        <BackToMentorship tab="sessions" />
        <Stack gap={4}>
          <Title order={1}>Upcoming sessions</Title>
          <Text c="dimmed">
            Every scheduled session with a verified mentor, soonest first. Times
            are in IST.
          </Text>
        </Stack>
        <QueryBoundary message={SESSION_MESSAGES.loadFailed}>
          <AllSessions />
        </QueryBoundary>
      </Stack>
    </Container>
  );
}

function AllSessions() {
  const { results, status, loadMore } = useUpcomingSessions(SESSIONS_PER_PAGE);
  return (
    <Stack gap="lg">
      <MyLiveSessions />
      <SessionGrid sessions={results} loading={status === "LoadingFirstPage"} />
      <LoadMore
        status={status}
        onLoadMore={() => loadMore(SESSIONS_PER_PAGE)}
        label="Load more sessions"
      />
    </Stack>
  );
}
