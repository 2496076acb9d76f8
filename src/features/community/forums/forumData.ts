import {
  useMutation,
  usePaginatedQuery,
  useQuery,
  type PaginatedQueryItem,
} from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { THREADS_PER_PAGE } from "../../../../convex/lib/communityRules";

/** The forum's data, live: every screen of the forum reads and writes through these hooks. */

export type ThreadSort = "newest" | "top";
export type Category = FunctionReturnType<typeof api.forums.categories>[number];
export type ThreadSummary = PaginatedQueryItem<typeof api.forums.listThreads>;
export type Thread = NonNullable<
  FunctionReturnType<typeof api.forums.getThread>
>;
export type Reply = PaginatedQueryItem<typeof api.forums.listReplies>;
export type AuthorBadge = Thread["authorBadge"];
export type CategoryId = Id<"forum_categories">;
export type ThreadId = Id<"forum_threads">;
export type ReplyId = Id<"forum_replies">;

export const REPLIES_PER_PAGE = 20;

export function useCategories() {
  return useQuery(api.forums.categories);
}

/** Thread cards one page at a time; `categoryId: "skip"` waits (e.g. for the categories). */
export function useThreadList(
  categoryId: CategoryId | undefined | "skip",
  sort: ThreadSort,
) {
  return usePaginatedQuery(
    api.forums.listThreads,
    categoryId === "skip" ? "skip" : { categoryId, sort },
    { initialNumItems: THREADS_PER_PAGE },
  );
}

/** undefined while loading, null when there is no such thread (or no longer). */
export function useThread(threadId: string) {
  return useQuery(api.forums.getThread, { threadId });
}

export function useReplies(threadId: ThreadId) {
  return usePaginatedQuery(
    api.forums.listReplies,
    { threadId },
    { initialNumItems: REPLIES_PER_PAGE },
  );
}

export function useThreadMutations() {
  return {
    create: useMutation(api.forums.createThread),
    edit: useMutation(api.forums.editThread),
    remove: useMutation(api.forums.deleteThread),
    setAccepted: useMutation(api.forums.setAcceptedReply),
  };
}

export function useReplyMutations() {
  return {
    create: useMutation(api.forums.reply),
    edit: useMutation(api.forums.editReply),
    remove: useMutation(api.forums.deleteReply),
  };
}

export function useToggleUpvote() {
  return useMutation(api.forums.toggleUpvote);
}

export function useCategoryMutations() {
  return {
    create: useMutation(api.forums.createCategory),
    update: useMutation(api.forums.updateCategory),
    remove: useMutation(api.forums.deleteCategory),
  };
}
