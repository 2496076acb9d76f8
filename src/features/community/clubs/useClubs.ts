import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import { useDeferredPage } from "../../../lib/useDeferredPage";
import type { Id } from "@convex/_generated/dataModel";
import type { ClubCategory } from "@convex/community/limitRules";
import { useSession } from "../../../lib/session";
import { useMemberAction } from "../../../lib/useMemberAction";
import { plural } from "../../../lib/format";

export const CLUBS_PER_PAGE = 6;
export const MEMBERS_PER_PAGE = 30;

export type ClubItem = FunctionReturnType<
  typeof api.community.clubs.list
>["page"][number];
export type ClubId = Id<"student_clubs">;

/** Club cards, most members first, a page at a time; live. */
export function useClubs() {
  return useDeferredPage(
    usePaginatedQuery(
      api.community.clubs.list,
      {},
      { initialNumItems: CLUBS_PER_PAGE },
    ),
  );
}

/**
 * The clubs a signed-in member belongs to, newest membership first (at most
 * 12): a club they just made shows at once, however few members it has.
 * Empty for visitors; undefined while loading.
 */
export function useMyClubs(): ClubItem[] | undefined {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const mine = useQuery(api.community.clubs.mine, signedIn ? {} : "skip");
  if (session.status === "signedOut") return [];
  return mine;
}

/** One club (undefined while loading, null when there is none at this address); live. */
export function useClub(clubId: string) {
  return useQuery(api.community.clubs.get, { clubId });
}

/**
 * A club's members, for signed-in members only (students are minors: a
 * visitor sees the count, not the names); nothing is asked for a visitor.
 */
export function useClubMembers(clubId: ClubId | undefined, signedIn: boolean) {
  return usePaginatedQuery(
    api.community.clubs.members,
    clubId && signedIn ? { clubId } : "skip",
    {
      initialNumItems: MEMBERS_PER_PAGE,
    },
  );
}

/** "12 members". */
export function formatMemberCount(count: number) {
  return plural(count, "member");
}

/** Join, with its sign-in, failure and success words; resolves to undefined if it did not happen. */
export function useJoinClub() {
  const run = useMemberAction();
  const join = useMutation(api.community.clubs.join);
  return useCallback(
    (clubId: ClubId) =>
      run({
        signInMessage: "Please login to join clubs",
        failure: "Error joining club",
        success: "Successfully joined club!",
        action: () => join({ clubId }),
      }),
    [run, join],
  );
}

export function useLeaveClub() {
  const run = useMemberAction();
  const leave = useMutation(api.community.clubs.leave);
  return useCallback(
    (clubId: ClubId) =>
      run({
        signInMessage: "Please login to join clubs",
        failure: "Error leaving club",
        success: "You have left the club",
        action: () => leave({ clubId }),
      }),
    [run, leave],
  );
}

/** Staff only: the club disappears for everyone. */
export function useRemoveClub() {
  const run = useMemberAction();
  const remove = useMutation(api.community.clubs.remove);
  return useCallback(
    (clubId: ClubId) =>
      run({
        signInMessage: "Please login to manage clubs",
        failure: "Error removing club",
        success: "The club has been removed",
        action: async () => {
          await remove({ clubId });
          return true;
        },
      }),
    [run, remove],
  );
}

export function useCreateClub() {
  const run = useMemberAction();
  const create = useMutation(api.community.clubs.create);
  return useCallback(
    (input: { name: string; category: ClubCategory; description: string }) =>
      run({
        signInMessage: "Please login to create a club",
        failure: "Error creating club",
        success: "Your club is ready!",
        action: () => create(input),
      }),
    [run, create],
  );
}
