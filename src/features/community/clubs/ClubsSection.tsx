import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { LoadMore } from "../../../components/LoadMore";
import { paths } from "../../../config/paths";
import { useSignInPrompt } from "../../../lib/useMemberAction";
import { CommunitySection, SectionSkeletons } from "../CommunitySection";
import { ClubCard } from "./ClubCard";
import { CLUBS_PER_PAGE, useClubs, useMyClubs } from "./useClubs";

/**
 * Student Clubs & Groups: most members first; counts and
 * Join/Member follow live. A member's own clubs come first ("Your clubs",
 * newest membership first), so a club they just made is there at once rather
 * than at the end of the list; the rest follow without repeating them.
 */
export function ClubsSection() {
  const yoursId = useId();
  const { results, status, loadMore } = useClubs();
  const mine = useMyClubs() ?? [];
  const mineIds = new Set(mine.map((club) => club._id));
  const others = results.filter((club) => !mineIds.has(club._id));
  const split = mine.length > 0;
  const prompt = useSignInPrompt();
  const navigate = useNavigate();

  const createClub = () => {
    if (prompt("Please login to create a club"))
      void navigate(paths.createClub.href());
  };

  return (
    <CommunitySection
      title="Student Clubs & Groups"
      createLabel="Create Club"
      onCreate={createClub}
    >
      {split && (
        <Stack component="section" aria-labelledby={yoursId} gap="sm">
          <Title order={3} size="h4" id={yoursId}>
            Your clubs
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {mine.map((club) => (
              <ClubCard key={club._id} club={club} headingLevel={4} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {split && others.length > 0 && (
        <Title order={3} size="h4">
          More clubs
        </Title>
      )}
      {status === "LoadingFirstPage" ? (
        <SectionSkeletons height={200} />
      ) : results.length === 0 && !split ? (
        <Text c="dimmed">No clubs yet. Create one!</Text>
      ) : others.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {others.map((club) => (
            <ClubCard key={club._id} club={club} headingLevel={split ? 4 : 3} />
          ))}
        </SimpleGrid>
      ) : null}
      <LoadMore
        status={status}
        onLoadMore={() => loadMore(CLUBS_PER_PAGE)}
        label="Load more clubs"
      />
    </CommunitySection>
  );
}
