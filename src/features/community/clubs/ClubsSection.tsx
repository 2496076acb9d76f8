import {
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSignInPrompt } from "../useMemberAction";
import { ClubCard } from "./ClubCard";
import { CLUBS_PER_PAGE, useClubs } from "./useClubs";

/** Student Clubs & Groups (spec §2.13): most members first; counts and Join/Member follow live. */
export function ClubsSection() {
  const headingId = useId();
  const { results, status, loadMore } = useClubs();
  const prompt = useSignInPrompt();
  const navigate = useNavigate();

  const createClub = () => {
    if (prompt("Please login to create a club"))
      void navigate(paths.createClub.href());
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId}>
          Student Clubs &amp; Groups
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={createClub}
        >
          Create Club
        </Button>
      </Group>
      {status === "LoadingFirstPage" ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={200} radius="lg" />
          ))}
        </SimpleGrid>
      ) : results.length === 0 ? (
        <Text c="dimmed">No clubs yet. Create one!</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {results.map((club) => (
            <ClubCard key={club._id} club={club} />
          ))}
        </SimpleGrid>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Group justify="center">
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(CLUBS_PER_PAGE)}
          >
            Load more clubs
          </Button>
        </Group>
      )}
    </Stack>
  );
}
