import { SimpleGrid, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { LoadMore } from "../../../components/LoadMore";
import { paths } from "../../../config/paths";
import { useSignInPrompt } from "../../../lib/useMemberAction";
import { CommunitySection, SectionSkeletons } from "../CommunitySection";
import { EventCard } from "./EventCard";
import { EVENTS_PER_PAGE, useUpcomingEvents } from "./useEvents";

/** Live Events: upcoming and running events, soonest first, live for every viewer. */
export function EventsSection() {
  const { results, status, loadMore } = useUpcomingEvents();
  const prompt = useSignInPrompt();
  const navigate = useNavigate();
  useRevealLinkedEvent(results.length, status === "CanLoadMore", loadMore);

  const createEvent = () => {
    if (prompt("Please login to create an event"))
      void navigate(paths.createEvent.href());
  };

  return (
    <CommunitySection
      title="Live Events"
      createLabel="Create Event"
      onCreate={createEvent}
    >
      {status === "LoadingFirstPage" ? (
        <SectionSkeletons height={260} />
      ) : results.length === 0 && status === "Exhausted" ? (
        <Text c="dimmed">No upcoming events. Create one!</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {results.map((event) => (
            <EventCard key={event._id} event={event} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        status={status}
        onLoadMore={() => loadMore(EVENTS_PER_PAGE)}
        label="Load more events"
      />
    </CommunitySection>
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
