import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SESSION_MESSAGES } from "@convex/mentorship/pageRules";
import { useDeferredPage } from "../../lib/useDeferredPage";
import { useMemberAction } from "../../lib/useMemberAction";
import { useNow } from "../../lib/useNow";

export const PROGRAMS_PER_PAGE = 9;
export const MENTORS_PER_PAGE = 9;
export const SESSIONS_PER_PAGE = 12;

export type ProgramCategory = "academic" | "skill-based";
export type ProgramItem = FunctionReturnType<
  typeof api.mentorship.programs.list
>["page"][number];
export type ProgramDetail = NonNullable<
  FunctionReturnType<typeof api.mentorship.programs.get>
>;
export type MentorItem = FunctionReturnType<
  typeof api.mentorship.mentors.list
>["page"][number];
export type MentorProfile = NonNullable<
  FunctionReturnType<typeof api.mentorship.mentors.get>
>;
export type SessionItem = FunctionReturnType<
  typeof api.mentorship.sessions.listUpcoming
>["page"][number];

/**
 * The clock the lists ask the server with, and the exact one. Queries take
 * the client's time (they may not read the clock); asking with a time that
 * moves every five minutes keeps the subscription put in between, and the
 * exact clock drops a session from the list the moment it starts.
 */
function useSessionClock() {
  const now = useNow(30_000);
  const window = Math.floor(now / 300_000) * 300_000;
  return { now, window };
}

function upcomingOnly<T extends { scheduledAt: number }>(
  sessions: T[],
  now: number,
): T[] {
  return sessions.filter((s) => s.scheduledAt > now);
}

export function usePrograms(category: ProgramCategory | undefined) {
  return useDeferredPage(
    usePaginatedQuery(
      api.mentorship.programs.list,
      category ? { category } : {},
      { initialNumItems: PROGRAMS_PER_PAGE },
    ),
  );
}

/** A program's page, live; null once it names no program. */
export function useProgram(programId: string) {
  const { now, window } = useSessionClock();
  const program = useQuery(api.mentorship.programs.get, {
    programId,
    now: window,
  });
  return useMemo(
    () =>
      program && {
        ...program,
        upcomingSessions: upcomingOnly(program.upcomingSessions, now),
      },
    [program, now],
  );
}

export function useMentors() {
  return useDeferredPage(
    usePaginatedQuery(
      api.mentorship.mentors.list,
      {},
      { initialNumItems: MENTORS_PER_PAGE },
    ),
  );
}

/** A verified mentor's profile, live; null for anyone else. */
export function useMentorProfile(mentorId: string) {
  const { now, window } = useSessionClock();
  const mentor = useQuery(api.mentorship.mentors.get, {
    mentorId,
    now: window,
  });
  return useMemo(
    () =>
      mentor && {
        ...mentor,
        upcomingSessions: upcomingOnly(mentor.upcomingSessions, now),
      },
    [mentor, now],
  );
}

/**
 * The signed-in student's sessions that the mentor has started, live (the
 * dashboard's `mine`, ongoing ones only): a started session leaves the
 * upcoming list, which holds scheduled ones, and shows here with Join Now.
 * Nothing is asked for anyone but a student.
 */
export function useMyLiveSessions(isStudent: boolean): SessionItem[] {
  const { window } = useSessionClock();
  const mine = useQuery(
    api.mentorship.sessions.mine,
    isStudent ? { now: window } : "skip",
  );
  return useMemo(
    () => (mine ?? []).filter((s) => s.status === "ongoing"),
    [mine],
  );
}

/** Scheduled sessions that have not started, soonest first, live. */
export function useUpcomingSessions(initialNumItems: number) {
  const { now, window } = useSessionClock();
  const paginated = useDeferredPage(
    usePaginatedQuery(
      api.mentorship.sessions.listUpcoming,
      { now: window },
      { initialNumItems },
    ),
  );
  const results = useMemo(
    () => upcomingOnly(paginated.results, now),
    [paginated.results, now],
  );
  return { ...paginated, results };
}

/**
 * One session's page, live; null once it names no session (or it was called
 * off). Asked with the clock to the minute, not the lists' five: the server
 * reveals the meeting link by this clock, 10 minutes before the start, and
 * the page should show it then, not up to five minutes late.
 */
export function useSessionDetail(sessionId: string) {
  const now = useNow(15_000);
  const minute = Math.floor(now / 60_000) * 60_000;
  return useQuery(api.mentorship.sessions.get, { sessionId, now: minute });
}

export type SessionDetail = NonNullable<ReturnType<typeof useSessionDetail>>;

/** Whether the viewer may rate the session: null for an address that names none. */
export function useFeedbackStatus(sessionId: string, skip: boolean) {
  return useQuery(
    api.mentorship.feedback.status,
    skip ? "skip" : { sessionId },
  );
}

export type FeedbackInput = {
  rating: number;
  text: string;
  anonymous: boolean;
};

/** Rates a completed session; resolves to whether it was saved. */
export function useSubmitFeedback(sessionId: Id<"mentorship_sessions">) {
  const run = useMemberAction();
  const submit = useMutation(api.mentorship.feedback.submit);
  return useCallback(
    async (input: FeedbackInput) =>
      (await run({
        signInMessage: "Please log in to leave feedback",
        success: "Thank you for your feedback",
        failure: "Failed to send your feedback",
        action: () => submit({ sessionId, ...input }),
      })) !== undefined,
    [run, submit, sessionId],
  );
}

export const REQUEST_SIGN_IN = "Please log in to request a session";

export type RequestInput = {
  purpose: "mentorship" | "doubt";
  scheduledAt: number;
  durationMinutes: number;
  message?: string;
};

/** Asks a mentor for a 1-on-1; resolves to whether the request was sent. */
export function useRequestSession(mentor: {
  _id: Id<"mentors">;
  fullName: string;
}) {
  const run = useMemberAction();
  const create = useMutation(api.mentorship.requests.create);
  return useCallback(
    async (input: RequestInput) =>
      (await run({
        signInMessage: REQUEST_SIGN_IN,
        success: `Request sent to ${mentor.fullName}`,
        failure: "Failed to send your request",
        action: () => create({ mentorId: mentor._id, ...input }),
      })) !== undefined,
    [run, create, mentor._id, mentor.fullName],
  );
}

/** Register and give a place back, each with its sign-in, failure and success words. */
export function useSessionActions(sessionId: Id<"mentorship_sessions">) {
  const run = useMemberAction();
  const register = useMutation(api.mentorship.sessions.register);
  const cancel = useMutation(api.mentorship.sessions.cancelRegistration);
  return {
    register: useCallback(
      () =>
        run({
          signInTitle: SESSION_MESSAGES.signInTitle,
          signInMessage: SESSION_MESSAGES.signInRequired,
          success: SESSION_MESSAGES.registered,
          failure: SESSION_MESSAGES.failed,
          action: () => register({ sessionId }),
        }),
      [run, register, sessionId],
    ),
    cancelRegistration: useCallback(
      () =>
        run({
          signInTitle: SESSION_MESSAGES.signInTitle,
          signInMessage: SESSION_MESSAGES.signInRequired,
          success: "Your registration is cancelled",
          failure: "Failed to cancel your registration",
          action: () => cancel({ sessionId }),
        }),
      [run, cancel, sessionId],
    ),
  };
}

export function useProgramActions(programId: Id<"mentorship_programs">) {
  const run = useMemberAction();
  const enrol = useMutation(api.mentorship.programs.enrol);
  const leave = useMutation(api.mentorship.programs.leave);
  return {
    enrol: useCallback(
      () =>
        run({
          signInTitle: SESSION_MESSAGES.signInTitle,
          signInMessage: "Please log in to enrol in programs",
          success: "You are enrolled in the program",
          failure: "Failed to enrol in the program",
          action: () => enrol({ programId }),
        }),
      [run, enrol, programId],
    ),
    leave: useCallback(
      () =>
        run({
          signInMessage: "Please log in to enrol in programs",
          success: "You have left the program",
          failure: "Failed to leave the program",
          action: () => leave({ programId }),
        }),
      [run, leave, programId],
    ),
  };
}
