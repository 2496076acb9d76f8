/** Where the families tables keep a person's data (lib/personalData.ts). */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { byUser, type Declarations } from "../lib/personalData";
import type { familiesTables } from "./schema";

export const familiesPersonalData: Declarations<typeof familiesTables> = {
  consent_requests: {
    holds: "person",
    what: "Your parent's consent asked for your account; for a parent, consent asked of your e-mail.",
    find: [
      byUser("by_child_id", "child_id"),
      {
        index: "by_parent_email",
        field: "parent_email",
        value: (p) => p.email,
        others: true,
      },
    ],
    export: { omit: ["token_hash"] },
    // The child's request goes with them. A parent's address is taken off a
    // request still waiting for them, whose link then no longer works (the
    // child can give another e-mail).
    erase: async (ctx, row, person) => {
      if (row.child_id === person.userId)
        await ctx.db.delete("consent_requests", row._id);
      else
        await ctx.db.patch("consent_requests", row._id, {
          parent_email: undefined,
          token_hash: undefined,
        });
    },
  },
  consent_records: {
    holds: "person",
    what: "The consent a parent gave for a child's account (yours as the child, or given by you as the parent).",
    find: [
      byUser("by_child_id", "child_id"),
      byUser("by_parent_id_and_child_id", "parent_id"),
    ],
    export: "row",
    // A child's records go with the child. A parent's erasure keeps the
    // record that consent was given, without naming them.
    erase: async (ctx, row, person, tombstone) => {
      if (row.child_id === person.userId)
        await ctx.db.delete("consent_records", row._id);
      else
        await ctx.db.patch("consent_records", row._id, {
          parent_id: tombstone.userId,
          verified_email: "",
        });
    },
  },
  family_links: {
    holds: "person",
    what: "Who is linked to whom as parent and child.",
    find: [
      byUser("by_child_id", "child_id"),
      byUser("by_parent_id", "parent_id"),
    ],
    export: "row",
    // A child's erasure also takes the mails their parent was sent about
    // them (safety notices, weekly reports), which name the child.
    erase: async (ctx, row, person) => {
      if (row.child_id === person.userId && person.fullName)
        await deleteMailsAbout(ctx, row.parent_id, person.fullName);
      await ctx.db.delete("family_links", row._id);
    },
  },
  class_moves: {
    holds: "person",
    what: "Your request to move up a class, waiting for your parent's confirmation.",
    find: [byUser("by_child_id", "child_id")],
    export: "row",
    erase: "delete",
  },
  parent_reports: {
    holds: "person",
    what: "The weeks whose report was mailed to your parents (when, and to how many).",
    find: [byUser("by_child_id_and_week", "child_id")],
    export: "row",
    erase: "delete",
  },
};

/**
 * The parent's copies of mail about a child: those whose text names the
 * child in full or whose subject names them by first name (the newest 500).
 */
async function deleteMailsAbout(
  ctx: MutationCtx,
  parentId: Id<"users">,
  childName: string,
) {
  const parent = await ctx.db.get("users", parentId);
  const email = parent?.email?.toLowerCase();
  if (!email) return;
  const firstName = childName.split(/\s+/)[0];
  for (const mail of await ctx.db
    .query("email_outbox")
    .withIndex("by_to", (q) => q.eq("to", email))
    .order("desc")
    .take(500))
    if (mail.text.includes(childName) || mail.subject.includes(firstName))
      await ctx.db.delete("email_outbox", mail._id);
}
