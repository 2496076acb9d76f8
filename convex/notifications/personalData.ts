/** Where the notifications tables keep a person's data (lib/personalData.ts). */
import { byUser, namingUser, type Declarations } from "../lib/personalData";
import { ERASED_SUBJECT_NOTICE } from "./model/notices";
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
    find: [
      byUser("by_user_id"),
      // Others' notices about the person (a parent's, about their child).
      namingUser("by_subject_id", "subject_id"),
    ],
    export: "row",
    erase: async (ctx, row, person) => {
      if (row.user_id === person.userId) {
        await ctx.db.delete("notifications", row._id);
        return;
      }
      // The parent keeps the notice (their inbox counts stay right),
      // without the child in it.
      await ctx.db.patch("notifications", row._id, {
        ...ERASED_SUBJECT_NOTICE,
        subject_table: undefined,
        subject_id: undefined,
      });
    },
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
