import {
  Anchor,
  Button,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useId } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";
import { MEMBERS_PER_PAGE, useClubMembers, type ClubId } from "./useClubs";

/**
 * The club's members by their public names, a page at a time, to signed-in
 * members; joins and leaves show up live. Visitors are asked to log in.
 */
export function ClubMembers({ clubId }: { clubId: ClubId }) {
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === "signedIn";
  const { results, status, loadMore } = useClubMembers(clubId, signedIn);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        Members
      </Title>
      {session.status === "signedOut" ? (
        <Text>
          <Anchor
            component={Link}
            to={paths.login.href()}
            state={{ from: location.pathname + location.search }}
            underline="always"
            fw={600}
          >
            Log in to see who is in this club
          </Anchor>
        </Text>
      ) : status === "LoadingFirstPage" ? (
        <Skeleton h={80} aria-hidden />
      ) : results.length === 0 ? (
        <Text c="dimmed">No members yet.</Text>
      ) : (
        <List
          spacing={4}
          styles={{ root: { columnWidth: "14rem", columnGap: "2rem" } }}
          listStyleType="none"
          aria-labelledby={headingId}
        >
          {results.map((m) => (
            <List.Item key={m._id} style={{ breakInside: "avoid" }}>
              {m.name}
            </List.Item>
          ))}
        </List>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Group>
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(MEMBERS_PER_PAGE)}
          >
            Load more members
          </Button>
        </Group>
      )}
    </Stack>
  );
}
