import {
  useMutation,
  usePaginatedQuery,
  useQuery,
  type PaginatedQueryItem,
} from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

/** The inbox and its settings, live: every notifications screen reads and writes through these hooks. */

export type Notice = PaginatedQueryItem<typeof api.notifications.inbox.list>;
export type NoticePreference = FunctionReturnType<
  typeof api.notifications.preferences.get
>[number];
export type NoticeChannel = "inApp" | "mail";

/** Notices the bell's panel shows; /notifications loads this many a page. */
export const PANEL_NOTICES = 8;
export const NOTICES_PER_PAGE = 20;

export function useNotices(perPage: number) {
  return usePaginatedQuery(
    api.notifications.inbox.list,
    {},
    { initialNumItems: perPage },
  );
}

export function useMarkRead() {
  return useMutation(api.notifications.inbox.markRead);
}

/** A call marks a batch; the server says when more remain. A bound keeps a bug from looping for ever. */
const MAX_MARK_ALL_CALLS = 20;

/** Marks every unread notice as read, calling again while the server says some remain. */
export function useMarkAllRead() {
  const markAllRead = useMutation(api.notifications.inbox.markAllRead);
  return async () => {
    for (let call = 0; call < MAX_MARK_ALL_CALLS; call++) {
      const { remaining } = await markAllRead({});
      if (!remaining) return;
    }
  };
}

/** Every kind with the viewer's choice per channel, or undefined while loading. */
export function usePreferences() {
  return useQuery(api.notifications.preferences.get, {});
}

/** Saves one switch, showing it at once (Convex puts it back if the save fails). */
export function useSetPreference() {
  return useMutation(api.notifications.preferences.set).withOptimisticUpdate(
    (store, { kind, channel, enabled }) => {
      const current = store.getQuery(api.notifications.preferences.get, {});
      if (current === undefined) return;
      store.setQuery(
        api.notifications.preferences.get,
        {},
        current.map((p) =>
          p.kind === kind ? { ...p, [channel]: enabled } : p,
        ),
      );
    },
  );
}

export function useUnsubscribe() {
  return useMutation(api.notifications.preferences.unsubscribe);
}
