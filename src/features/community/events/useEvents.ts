import { notifications } from "@mantine/notifications";
import { useMutation, usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useDeferredPage } from "../../../lib/useDeferredPage";
import { useMemberAction } from "../../../lib/useMemberAction";
import { hasEnded } from "../../../lib/istTime";
import { useNow } from "../../../lib/useNow";

export const EVENTS_PER_PAGE = 6;

export type EventItem = FunctionReturnType<
  typeof api.community.events.listUpcoming
>["page"][number];

export type EventInput = {
  title: string;
  description: string;
  eventType: EventItem["eventType"];
  scheduledAt: number;
  durationMinutes: number;
  maxAttendees?: number;
};

/**
 * Published events that have not ended, soonest first, a page at a time; live.
 * The server decides "live" and "ended" when the list last changed; the clock
 * here keeps both right while the page stays open and nothing else changes.
 */
export function useUpcomingEvents() {
  const now = useNow(30_000);
  // The list's window moves once an hour; the clock below keeps it exact in between.
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  const paginated = useDeferredPage(
    usePaginatedQuery(
      api.community.events.listUpcoming,
      { now: hour },
      { initialNumItems: EVENTS_PER_PAGE },
    ),
  );
  const results = useMemo(
    () =>
      paginated.results
        .filter((e) => !hasEnded(e, now))
        .map((e) =>
          !e.live && e.scheduledAt <= now ? { ...e, live: true } : e,
        ),
    [paginated.results, now],
  );
  return { ...paginated, results };
}

/** What a member can do with one event; each resolves to undefined if it did not happen. */
export function useEventActions(eventId: Id<"community_events">) {
  const run = useMemberAction();
  const rsvp = useMutation(api.community.events.rsvp);
  const cancelRsvp = useMutation(api.community.events.cancelRsvp);
  const cancel = useMutation(api.community.events.cancel);
  return {
    rsvp: useCallback(
      () =>
        run({
          signInMessage: "Please login to RSVP",
          failure: "Error registering for event",
          success: "Successfully registered!",
          action: () => rsvp({ eventId }),
        }),
      [run, rsvp, eventId],
    ),
    cancelRsvp: useCallback(
      () =>
        run({
          signInMessage: "Please login to RSVP",
          failure: "Error cancelling your RSVP",
          success: "Your RSVP is cancelled",
          action: () => cancelRsvp({ eventId }),
        }),
      [run, cancelRsvp, eventId],
    ),
    cancelEvent: useCallback(
      () =>
        run({
          signInMessage: "Please login to manage events",
          failure: "Error cancelling event",
          success: "The event is cancelled",
          action: () => cancel({ eventId }),
        }),
      [run, cancel, eventId],
    ),
  };
}

export function useCreateEvent() {
  const run = useMemberAction();
  const create = useMutation(api.community.events.create);
  return useCallback(
    (input: EventInput) =>
      run({
        signInMessage: "Please login to create an event",
        failure: "Error creating event",
        action: () => create(input),
      }),
    [run, create],
  );
}

/**
 * Saves the organiser's (or staff's) changes; resolves to undefined if they
 * were not saved. Changes to an approved event by an organiser whose edits
 * need review wait for a moderator, and the toast says so.
 */
export function useUpdateEvent(eventId: Id<"community_events">) {
  const run = useMemberAction();
  const update = useMutation(api.community.events.update);
  return useCallback(
    async (input: EventInput) => {
      const result = await run({
        signInMessage: "Please login to manage events",
        failure: "Error updating event",
        action: () => update({ eventId, ...input }),
      });
      if (result)
        notifications.show({
          color: "green",
          message:
            result.status === "awaiting_review"
              ? "Your changes are sent for review. The event stays as it is until a moderator approves them."
              : "Event updated",
        });
      return result;
    },
    [run, update, eventId],
  );
}
