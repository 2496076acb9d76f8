import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";

/**
 * The bell's count, live: `{ unread, shown }` ("99+" past 99), or undefined
 * while loading. A file of its own because the header (on every first page)
 * imports it, and the rest of the inbox's hooks belong in the lazy chunks.
 */
export function useUnreadCount() {
  return useQuery(api.notifications.inbox.unreadCount, {});
}
