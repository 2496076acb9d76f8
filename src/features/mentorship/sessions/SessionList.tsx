import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { CardSkeletons } from "../../../components/CardSkeletons";
import type { SessionItem } from "../mentorshipData";
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

/** "Load more", while there is more to load. */
export function LoadMore({
  status,
  onLoadMore,
  label,
}: {
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  onLoadMore: () => void;
  label: string;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={status === "LoadingMore"}
        onClick={onLoadMore}
      >
        {label}
      </Button>
    </Group>
  );
}
