/** Where the privacy tables keep a person's data (lib/personalData.ts). */
import { byUser, type Declarations } from "../lib/personalData";
import type { privacyTables } from "./schema";

export const privacyPersonalData: Declarations<typeof privacyTables> = {
  account_deletions: {
    holds: "person",
    what: "Your request to delete your account.",
    find: [byUser("by_user_id")],
    export: { omit: ["job"] },
    erase: async (ctx, row) => {
      // The erasure it started may be running this very job: only a waiting one is cancelled.
      const job =
        row.job && (await ctx.db.system.get("_scheduled_functions", row.job));
      if (job && job.state.kind === "pending")
        await ctx.scheduler.cancel(job._id);
      await ctx.db.delete("account_deletions", row._id);
    },
  },
  data_exports: {
    holds: "person",
    what: "A copy of your data (or, for a parent, of your child's) ready to download, for a few minutes.",
    find: [byUser("by_user_id"), byUser("by_requested_by", "requested_by")],
    export: "none",
    erase: async (ctx, row) => {
      if (await ctx.db.system.get("_storage", row.storage_id))
        await ctx.storage.delete(row.storage_id);
      await ctx.db.delete("data_exports", row._id);
    },
  },
};
