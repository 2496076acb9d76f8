import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  sessionStatusMessage,
  WORKSPACE_MESSAGES,
  type AvailabilityDay,
} from "@convex/mentorship/rules";
import { useMemberAction } from "../../../lib/useMemberAction";
import { useNow } from "../../../lib/useNow";

export const LIST_PAGE = 10;

export type WorkspaceSession = FunctionReturnType<
  typeof api.mentorship.workspace.today
>[number];
export type WorkspaceStats = FunctionReturnType<
  typeof api.mentorship.workspace.stats
>;
export type PendingRequest = FunctionReturnType<
  typeof api.mentorship.requests.pendingForMe
>["page"][number];
export type SessionId = Id<"mentorship_sessions">;

/**
 * The clock the dashboards ask with: the minute, so a session that starts
 * leaves "upcoming" on time while the subscription moves only once a minute.
 */
export function useMinute() {
  const now = useNow(15_000);
  return Math.floor(now / 60_000) * 60_000;
}

export function useWorkspaceStats() {
  const now = useMinute();
  return useQuery(api.mentorship.workspace.stats, { now });
}

export function useTodaySessions() {
  const now = useMinute();
  return useQuery(api.mentorship.workspace.today, { now });
}

export function useUpcomingSessions() {
  const now = useMinute();
  return usePaginatedQuery(
    api.mentorship.workspace.upcoming,
    { now },
    { initialNumItems: LIST_PAGE },
  );
}

export function usePastSessions() {
  return usePaginatedQuery(
    api.mentorship.workspace.past,
    {},
    { initialNumItems: LIST_PAGE },
  );
}

export function useSessionsOnDay(dayStart: number) {
  return useQuery(api.mentorship.workspace.onDay, {
    dayStart,
    dayEnd: dayStart + 86_400_000,
  });
}

export function useBookedDays(from: number, to: number) {
  return useQuery(api.mentorship.workspace.bookedDays, { from, to });
}

export function useWorkspaceFeedback() {
  return useQuery(api.mentorship.workspace.feedback, {});
}

export function usePendingRequests() {
  const now = useMinute();
  return usePaginatedQuery(
    api.mentorship.requests.pendingForMe,
    { now },
    { initialNumItems: LIST_PAGE },
  );
}

export function useMyAvailability() {
  return useQuery(api.mentorship.availability.mine, {});
}

/** Start Session, Mark Complete and Cancel, each with its failure and success words. */
export function useSessionControls(sessionId: SessionId) {
  const run = useMemberAction();
  const start = useMutation(api.mentorship.sessions.start);
  const complete = useMutation(api.mentorship.sessions.complete);
  const cancel = useMutation(api.mentorship.sessions.cancel);
  const act = useCallback(
    (action: () => Promise<{ status: string }>, success: string) =>
      run({
        signInMessage: "Please log in to manage your sessions",
        failure: WORKSPACE_MESSAGES.updateFailed,
        success,
        action,
      }),
    [run],
  );
  return {
    start: useCallback(
      () => act(() => start({ sessionId }), sessionStatusMessage("ongoing")),
      [act, start, sessionId],
    ),
    complete: useCallback(
      () =>
        act(() => complete({ sessionId }), sessionStatusMessage("completed")),
      [act, complete, sessionId],
    ),
    cancel: useCallback(
      (reason: string) =>
        act(async () => {
          await cancel({ sessionId, reason });
          return { status: "cancelled" };
        }, sessionStatusMessage("cancelled")),
      [act, cancel, sessionId],
    ),
  };
}

export function useCreateSession() {
  const run = useMemberAction();
  const create = useMutation(api.mentorship.sessions.create);
  return useCallback(
    (input: Parameters<typeof create>[0]) =>
      run({
        signInMessage: "Please log in to create sessions",
        failure: WORKSPACE_MESSAGES.createFailed,
        success: WORKSPACE_MESSAGES.created,
        action: () => create(input),
      }),
    [run, create],
  );
}

export function useSaveAvailability() {
  const run = useMemberAction();
  const save = useMutation(api.mentorship.availability.save);
  return useCallback(
    (days: AvailabilityDay[]) =>
      run({
        signInMessage: "Please log in to set your availability",
        failure: "Failed to save your availability",
        success: "Availability saved",
        action: () => save({ days }),
      }),
    [run, save],
  );
}

export function useRequestAnswers(requestId: Id<"session_requests">) {
  const run = useMemberAction();
  const accept = useMutation(api.mentorship.requests.accept);
  const decline = useMutation(api.mentorship.requests.decline);
  return {
    accept: useCallback(
      () =>
        run({
          signInMessage: "Please log in to answer requests",
          failure: "Failed to accept the request",
          success: "Request accepted: the session is on your schedule",
          action: () => accept({ requestId }),
        }),
      [run, accept, requestId],
    ),
    decline: useCallback(
      (reason: string) =>
        run({
          signInMessage: "Please log in to answer requests",
          failure: "Failed to decline the request",
          success: "Request declined",
          action: () => decline({ requestId, reason }),
        }),
      [run, decline, requestId],
    ),
  };
}
