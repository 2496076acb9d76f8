import {
  useMutation,
  usePaginatedQuery,
  useQuery,
  type PaginatedQueryItem,
} from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { useDeferredPage } from "../../../lib/useDeferredPage";
import type { Id } from "@convex/_generated/dataModel";
import { THREADS_PER_PAGE } from "@convex/community/limitRules";
import { plural } from "../../../lib/format";

/** The forum's data, live: every screen of the forum reads and writes through these hooks. */

export type ThreadSort = "newest" | "top";
export type Category = FunctionReturnType<
  typeof api.community.forums.categories
>[number];
export type ThreadSummary = PaginatedQueryItem<
  typeof api.community.forums.listThreads
>;
/** A thread's page: the thread, or only the marker of one a moderator took down. */
export type ThreadResult = NonNullable<
  FunctionReturnType<typeof api.community.forums.getThread>
>;
export type Thread = Exclude<ThreadResult, { removedByModerator: true }>;
/** One row of a thread's replies: a reply, or the marker of one a moderator took down. */
export type ReplyRow = PaginatedQueryItem<
  typeof api.community.forums.listReplies
>;
export type Reply = Exclude<ReplyRow, { removedByModerator: true }>;
export type AuthorBadge = Thread["authorBadge"];
export type CategoryId = Id<"forum_categories">;
export type ThreadId = Id<"forum_threads">;
export type ReplyId = Id<"forum_replies">;

export const REPLIES_PER_PAGE = 20;

export function useCategories() {
  return useQuery(api.community.forums.categories);
}

/** Thread cards one page at a time; `categoryId: "skip"` waits (e.g. for the categories). */
export function useThreadList(
  categoryId: CategoryId | undefined | "skip",
  sort: ThreadSort,
) {
  return useDeferredPage(
    usePaginatedQuery(
      api.community.forums.listThreads,
      categoryId === "skip" ? "skip" : { categoryId, sort },
      { initialNumItems: THREADS_PER_PAGE },
    ),
  );
}

/** undefined while loading, null when there is no such thread (or no longer), a marker when a moderator removed it. */
export function useThread(threadId: string) {
  return useQuery(api.community.forums.getThread, { threadId });
}

export function useReplies(threadId: ThreadId) {
  return usePaginatedQuery(
    api.community.forums.listReplies,
    { threadId },
    { initialNumItems: REPLIES_PER_PAGE },
  );
}

export function useThreadMutations() {
  return {
    create: useMutation(api.community.forums.createThread),
    edit: useMutation(api.community.forums.editThread),
    remove: useMutation(api.community.forums.deleteThread),
    setAccepted: useMutation(api.community.forums.setAcceptedReply),
  };
}

export function useReplyMutations() {
  return {
    create: useMutation(api.community.forums.reply),
    edit: useMutation(api.community.forums.editReply),
    remove: useMutation(api.community.forums.deleteReply),
  };
}

export function useToggleUpvote() {
  return useMutation(api.community.forums.toggleUpvote);
}

export function useCategoryMutations() {
  return {
    create: useMutation(api.community.forums.createCategory),
    update: useMutation(api.community.forums.updateCategory),
    remove: useMutation(api.community.forums.deleteCategory),
  };
}

/** "5 upvotes": the count as the thread's card and its upvote button say it. */
export function upvoteCount(n: number) {
  return plural(n, "upvote");
}
