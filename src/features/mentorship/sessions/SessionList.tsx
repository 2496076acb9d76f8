import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { CardSkeletons } from "../../../components/CardSkeletons";
import { useSession } from "../../../lib/session";
import { useMyLiveSessions, type SessionItem } from "../mentorshipData";
import { SessionCard } from "./SessionCard";

/** A grid of session cards, with its loading and empty states. */
export function SessionGrid({
  sessions,
  loading,
  empty = "No upcoming sessions right now. New ones appear here as mentors schedule them.",
  showMentor,
}: {
  sessions: SessionItem[];
  loading: boolean;
  empty?: string;
  showMentor?: boolean;
}) {
  if (loading)
    return (
      <CardSkeletons label="Loading sessions…" widths={["50%", "90%", "70%"]} />
    );
  if (sessions.length === 0)
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">{empty}</Text>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {sessions.map((session) => (
        <SessionCard
          key={session._id}
          session={session}
          showMentor={showMentor}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * "Live now": the sessions the signed-in student is registered for that
 * their mentor has started, each with a pulsing Join Now, live (a started
 * session is no longer an upcoming one). Nothing for anyone else, or when
 * none is live.
 */
export function MyLiveSessions() {
  const viewer = useSession();
  const live = useMyLiveSessions(
    viewer.status === "signedIn" && viewer.role === "student",
  );
  if (live.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-live-sessions">
      <Title order={2} size="h4" id="my-live-sessions">
        Live now
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {live.map((session) => (
          <SessionCard key={session._id} session={session} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
