import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SESSION_MESSAGES } from "@convex/shared/mentorshipRules";
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
  return usePaginatedQuery(
    api.mentorship.programs.list,
    category ? { category } : {},
    { initialNumItems: PROGRAMS_PER_PAGE },
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
  return usePaginatedQuery(
    api.mentorship.mentors.list,
    {},
    { initialNumItems: MENTORS_PER_PAGE },
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

/** Scheduled sessions that have not started, soonest first, live. */
export function useUpcomingSessions(initialNumItems: number) {
  const { now, window } = useSessionClock();
  const paginated = usePaginatedQuery(
    api.mentorship.sessions.listUpcoming,
    { now: window },
    { initialNumItems },
  );
  const results = useMemo(
    () => upcomingOnly(paginated.results, now),
    [paginated.results, now],
  );
  return { ...paginated, results };
}

/** One session's page, live; null once it names no session (or it was called off). */
export function useSessionDetail(sessionId: string) {
  const { window } = useSessionClock();
  return useQuery(api.mentorship.sessions.get, { sessionId, now: window });
}

/** Register and give a place back, with the spec's messages (§8). */
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
