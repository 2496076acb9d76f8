import { Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { UPCOMING_SESSIONS_SHOWN } from "@convex/mentorship/pageRules";
import { paths } from "../../../config/paths";
import { useUpcomingSessions } from "../mentorshipData";
import { MyLiveSessions, SessionGrid } from "./SessionList";

/** Upcoming Sessions: the next six, soonest first, and the way to all of them. */
export function SessionsTab() {
  // One more than shown says whether "See all" leads anywhere further. A
  // session that started since the server's clock window is dropped here, so
  // the first page can hold six upcoming with more after it on the server.
  const { results, status } = useUpcomingSessions(UPCOMING_SESSIONS_SHOWN + 1);
  const shown = results.slice(0, UPCOMING_SESSIONS_SHOWN);
  const more =
    results.length > UPCOMING_SESSIONS_SHOWN || status === "CanLoadMore";
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Live sessions with verified mentors, soonest first. Times are in IST.
      </Text>
      <MyLiveSessions />
      <SessionGrid sessions={shown} loading={status === "LoadingFirstPage"} />
      {more && (
        <Group justify="center">
          <Button
            component={Link}
            to={paths.mentorshipSessions.href()}
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            See all sessions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
