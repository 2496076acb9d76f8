/** Where the moderation and admin tables keep a person's data (lib/personalData.ts). */
import type { Doc } from "../_generated/dataModel";
import {
  byUser,
  namingUser,
  type Declarations,
  type Person,
  type Tombstone,
} from "../lib/personalData";
import { dropContent } from "./model/contentQueue";
import type { adminTables } from "./schema";

/** A report's or queue item's fields that name the person, pointed at the tombstone. */
function reportFields(
  row: Doc<"user_reports"> | Doc<"report_groups">,
  person: Person,
  tombstone: Tombstone,
) {
  return {
    ...(row.target_author_id === person.userId
      ? { target_author_id: tombstone.userId }
      : {}),
    ...(row.target_id === person.userId ? { target_id: tombstone.userId } : {}),
  };
}

export const adminPersonalData: Declarations<typeof adminTables> = {
  dashboard_content: {
    holds: "person",
    what: "What you submitted for review (lesson videos, events, clubs) and staff's answers.",
    find: [
      byUser("by_author_id", "author_id"),
      namingUser("by_reviewed_by", "reviewed_by"),
    ],
    export: { omit: ["reviewed_by"] },
    erase: async (ctx, row, person) => {
      if (row.author_id === person.userId) await dropContent(ctx, row);
      else
        await ctx.db.patch("dashboard_content", row._id, {
          reviewed_by: undefined,
        });
    },
  },
  user_reports: {
    holds: "person",
    what: "Reports you sent, and reports about you or what you wrote.",
    find: [
      byUser("by_reporter_id", "reporter_id"),
      namingUser("by_target_author_id", "target_author_id"),
      namingUser("by_target_id_and_reporter_id", "target_id"),
      namingUser("by_handled_by", "handled_by"),
    ],
    // Only the person's own reports are theirs to read: a report about them
    // would name the member who sent it.
    export: { omit: ["target_author_id", "handled_by", "group_id"] },
    // The moderation record stays (its counts too), naming no one.
    erase: async (ctx, row, person, tombstone) => {
      await ctx.db.patch("user_reports", row._id, {
        ...reportFields(row, person, tombstone),
        ...(row.reporter_id === person.userId
          ? { reporter_id: tombstone.userId, reporter_name: tombstone.name }
          : {}),
        ...(row.handled_by === person.userId ? { handled_by: undefined } : {}),
      });
    },
  },
  report_groups: {
    holds: "person",
    what: "Queue items about you or what you wrote, and those you decided.",
    find: [
      namingUser("by_target_author_id", "target_author_id"),
      namingUser("by_target_id_and_status", "target_id"),
      namingUser("by_decided_by", "decided_by"),
    ],
    export: "none",
    erase: async (ctx, row, person, tombstone) => {
      await ctx.db.patch("report_groups", row._id, {
        ...reportFields(row, person, tombstone),
        ...(row.decided_by === person.userId
          ? { decided_by: tombstone.userId, decided_by_name: tombstone.name }
          : {}),
      });
    },
  },
  user_warnings: {
    holds: "person",
    what: "Warnings you were given.",
    find: [
      byUser("by_user_id_and_created_at"),
      namingUser("by_issued_by", "issued_by"),
    ],
    export: { omit: ["issued_by"] },
    erase: async (ctx, row, person, tombstone) => {
      if (row.user_id === person.userId)
        await ctx.db.delete("user_warnings", row._id);
      else
        await ctx.db.patch("user_warnings", row._id, {
          issued_by: tombstone.userId,
        });
    },
  },
  user_activity_log: {
    holds: "person",
    what: "Your notable actions (signing up, posting …) as staff see them.",
    find: [byUser("by_user_id_and_timestamp")],
    export: "row",
    // The line stays in the log (and its totals) from a "Deleted member".
    erase: async (ctx, row, _person, tombstone) => {
      await ctx.db.patch("user_activity_log", row._id, {
        user_id: undefined,
        user_name: tombstone.name,
      });
    },
  },
  review_claims: {
    holds: "person",
    what: "Queue items a staff member is handling (minutes long).",
    find: [
      namingUser("by_staff_id", "staff_id"),
      namingUser("by_taken_from", "taken_from"),
      {
        index: "by_key",
        field: "key",
        value: (p) => `report:${p.userId}`,
        others: true,
      },
    ],
    export: "none",
    erase: "delete",
  },
};
