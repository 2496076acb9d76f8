import { useDeferredValue } from "react";

type Page = { results: readonly unknown[]; status: string; isLoading: boolean };

/**
 * A live page of cards (a paginated query's result) rendered as a transition
 * when it changes: a page arriving at once renders in slices that leave the
 * browser free between them, not as one long task on a phone. Until then the
 * screen keeps showing the previous page; loading more is never deferred.
 */
export function useDeferredPage<P extends Page>(page: P): P {
  const results = useDeferredValue(page.results);
  const status = useDeferredValue(page.status);
  return {
    ...page,
    results,
    status,
    isLoading: status === "LoadingFirstPage" || status === "LoadingMore",
  };
}
