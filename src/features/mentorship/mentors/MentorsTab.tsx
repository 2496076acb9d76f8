import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { CardSkeletons } from "../../../components/CardSkeletons";
import { MENTORS_PER_PAGE, useMentors } from "../mentorshipData";
import { LoadMore } from "../../../components/LoadMore";
import { MentorCard } from "./MentorCard";

/** Our Mentors: verified mentors, best rated first, live. */
export function MentorsTab() {
  const { results, status, loadMore } = useMentors();
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Every mentor here has been verified by our team before meeting students.
      </Text>
      {status === "LoadingFirstPage" ? (
        <CardSkeletons
          label="Loading mentors…"
          widths={["50%", "90%", "70%"]}
        />
      ) : results.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">No verified mentors yet.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {results.map((mentor) => (
            <MentorCard key={mentor._id} mentor={mentor} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        status={status}
        onLoadMore={() => loadMore(MENTORS_PER_PAGE)}
        label="Load more mentors"
      />
    </Stack>
  );
}
