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
import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSignInPrompt } from "../../../lib/useMemberAction";
import { EventCard } from "./EventCard";
import { EVENTS_PER_PAGE, useUpcomingEvents } from "./useEvents";

/** Live Events: upcoming and running events, soonest first, live for every viewer. */
export function EventsSection() {
  const headingId = useId();
  const { results, status, loadMore } = useUpcomingEvents();
  const prompt = useSignInPrompt();
  const navigate = useNavigate();
  useRevealLinkedEvent(results.length, status === "CanLoadMore", loadMore);

  const createEvent = () => {
    if (prompt("Please login to create an event"))
      void navigate(paths.createEvent.href());
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId}>
          Live Events
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={createEvent}
        >
          Create Event
        </Button>
      </Group>
      {status === "LoadingFirstPage" ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : results.length === 0 && status === "Exhausted" ? (
        <Text c="dimmed">No upcoming events. Create one!</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {results.map((event) => (
            <EventCard key={event._id} event={event} />
          ))}
        </SimpleGrid>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Group justify="center">
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(EVENTS_PER_PAGE)}
          >
            Load more events
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Pages to fetch at most while looking for a linked event further down the list. */
const MAX_PAGES_TO_FIND = 5;

/**
 * /community#event-… (where a new event's organiser lands) scrolls to that
 * card, loading further pages if the event is not among the first ones.
 */
function useRevealLinkedEvent(
  loaded: number,
  canLoadMore: boolean,
  loadMore: (n: number) => void,
) {
  const { hash } = useLocation();
  const target = hash.startsWith("#event-") ? hash.slice(1) : null;
  const done = useRef<string | null>(null);
  const pagesLoaded = useRef(0);

  useEffect(() => {
    if (!target || done.current === target) return;
    const card = document.getElementById(target);
    if (card) {
      done.current = target;
      card.scrollIntoView({ block: "center" });
      return;
    }
    if (canLoadMore && pagesLoaded.current < MAX_PAGES_TO_FIND) {
      pagesLoaded.current += 1;
      loadMore(EVENTS_PER_PAGE);
    }
  }, [target, loaded, canLoadMore, loadMore]);
}
