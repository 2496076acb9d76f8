/** Where the notifications tables keep a person's data (lib/personalData.ts). */
import { byUser, type Declarations } from "../lib/personalData";
import type { notificationsTables } from "./schema";

export const notificationsPersonalData: Declarations<
  typeof notificationsTables
> = {
  email_outbox: {
    holds: "person",
    what: "Mail the app sent you.",
    find: [{ index: "by_to", field: "to", value: (p) => p.email }],
    export: { omit: ["headers"] },
    erase: "delete",
  },
  notifications: {
    holds: "person",
    what: "Your notices.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: "delete",
  },
  notice_inboxes: {
    holds: "person",
    what: "Your inbox's counts.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: "delete",
  },
  notice_preferences: {
    holds: "person",
    what: "Your choices of which notices you get.",
    find: [byUser("by_user_id_and_kind")],
    export: "row",
    erase: "delete",
  },
};
