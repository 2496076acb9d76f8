import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { createContext, useCallback, useContext } from "react";
import { api } from "@convex/_generated/api";
import {
  useMinuteClock,
  useQueryAcrossArgs,
} from "../../../lib/useMinuteQuery";
import { useMemberAction } from "../../../lib/useMemberAction";
import { usePlanStatus } from "../../../lib/planStatus";

/** The student dashboard's data, live: its screens read and write through these hooks. */

export type DashboardData = FunctionReturnType<
  typeof api.learning.progress.dashboard
>;
export type ChartDay = DashboardData["chart"][number];
export type RecentItem = DashboardData["recent"][number];
export type Achievement = DashboardData["achievements"][number];
export type SubjectMastery = DashboardData["mastery"][number];
export type LeaderboardData = NonNullable<
  FunctionReturnType<typeof api.learning.progress.leaderboard>
>;
export type LeaderboardEntry = LeaderboardData["top"][number];
export type LeaderboardVisibility = "nickname" | "anonymous" | "hidden";

export { useMinuteClock };

/** Everything on the student's dashboard (undefined while loading); throws to the nearest boundary on failure. */
export function useDashboard(now: number) {
  return useQueryAcrossArgs(api.learning.progress.dashboard, { now });
}

/** This week's class leaderboard; null for viewers who are not students. */
export function useLeaderboard(now: number) {
  return useQueryAcrossArgs(api.learning.progress.leaderboard, { now });
}

export type FrequentMistake = FunctionReturnType<
  typeof api.learning.mockTests.frequentMistakes
>[number];

/** The student's most frequent mistake types in their latest tests (undefined while loading). */
export function useFrequentMistakes() {
  return useQuery(api.learning.mockTests.frequentMistakes, {});
}

export function useSetDailyGoal() {
  return useMutation(api.learning.progress.setDailyGoal);
}

export function useSetLeaderboardName() {
  return useMutation(api.learning.progress.setLeaderboardName);
}

// ── Mentorship: the student's sessions and 1-on-1 requests ──────────────────

export type MySession = FunctionReturnType<
  typeof api.mentorship.sessions.mine
>[number];
export type MyRequest = FunctionReturnType<
  typeof api.mentorship.requests.mine
>["page"][number];

/** Requests the dashboard shows: the newest. */
export const REQUESTS_SHOWN = 5;

/**
 * The student's live and coming sessions, live: when a mentor starts one,
 * it shows Join Now here without a reload. Asked with the minute clock, so
 * the meeting link appears within a minute of being revealed.
 */
export function useMySessions(now: number) {
  return useQueryAcrossArgs(api.mentorship.sessions.mine, { now });
}

type MyRequests = ReturnType<typeof useOwnRequests>;

function useOwnRequests(skip = false) {
  return usePaginatedQuery(api.mentorship.requests.mine, skip ? "skip" : {}, {
    initialNumItems: REQUESTS_SHOWN,
  });
}

/**
 * The requests the dashboard has subscribed to: its cards read that one
 * subscription (a paginated query's every use is a subscription of its own).
 */
export const MyRequestsContext = createContext<MyRequests | null>(null);

/**
 * The student's newest 1-on-1 requests, with each one's answer, live: the
 * dashboard's shared subscription when there is one, else its own.
 */
export function useMyRequests(): MyRequests {
  const shared = useContext(MyRequestsContext);
  const own = useOwnRequests(shared !== null);
  return shared ?? own;
}

/**
 * Whether the cards above the stats (a mentor application's status, the
 * plan, My sessions with its requests) have their data: the dashboard shows
 * once they do, so nothing moves down under the reader as they fill in. The
 * cards read the same subscriptions.
 */
export function useCardsAboveStatsReady(now: number) {
  const application = useQuery(api.mentorship.applications.mine, {});
  const plan = usePlanStatus();
  const sessions = useMySessions(now);
  const requests = useOwnRequests();
  const ready =
    application !== undefined &&
    plan !== undefined &&
    sessions !== undefined &&
    requests.status !== "LoadingFirstPage";
  return { ready, requests };
}

/** Takes back a pending request, with a toast either way. */
export function useWithdrawRequest() {
  const run = useMemberAction();
  const withdraw = useMutation(api.mentorship.requests.withdraw);
  return useCallback(
    (requestId: MyRequest["_id"]) =>
      run({
        signInMessage: "Please log in to manage your requests",
        success: "Request withdrawn",
        failure: "Failed to withdraw the request",
        action: () => withdraw({ requestId }),
      }),
    [run, withdraw],
  );
}
