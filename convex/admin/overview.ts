import { internalMutation } from "../_generated/server";
import { staffQuery } from "../functions";
import { activityCounter } from "../lib/activity";
import { COUNTERS, bumpCounter, readCounter } from "../lib/counters";

/**
 * The admin overview's figures (staff only), live: students, verified
 * mentors (a staff account counts only if it is a verified mentor too), and
 * what waits in each queue. Reports are counted as Report Management's
 * Pending tab counts them — reported items (each reported thing once) — with
 * the number of reports about them beside it. The activity total is the
 * admin's only (null for a moderator, who has no activity page).
 */
export const overview = staffQuery({
  args: {},
  handler: async (ctx) => {
    const isAdmin = ctx.viewer.staffRole === "admin";
    const [
      students,
      verifiedMentors,
      pendingContent,
      pendingReportItems,
      pendingReports,
      pendingApplications,
      activity,
    ] = await Promise.all([
      readCounter(ctx, COUNTERS.students),
      readCounter(ctx, COUNTERS.verifiedMentors),
      readCounter(ctx, COUNTERS.pendingContent),
      readCounter(ctx, COUNTERS.pendingReportGroups),
      readCounter(ctx, COUNTERS.pendingReports),
      readCounter(ctx, COUNTERS.pendingApplications),
      isAdmin ? readCounter(ctx, activityCounter()) : null,
    ]);
    return {
      staffRole: ctx.viewer.staffRole,
      students,
      verifiedMentors,
      pendingContent,
      /** Reported items waiting for a decision (Report Management's Pending tab). */
      pendingReportItems,
      /** The reports about them (one item may have several). */
      pendingReports,
      pendingApplications,
      activity,
    };
  },
});

/** Rows a recount reads at most per table (far above any deployment's verified mentors or queue). */
const RECOUNT_MAX = 10_000;

/**
 * One-off, for a deployment whose data predates the verified-mentor and
 * pending-content counters (`npm run convex:run -- admin/overview:recount`):
 * sets both from the rows. New data keeps them right as it is written.
 *
 * A recount, not a change to each row, so it is one transaction rather than
 * a migration of the migrations component: a count is right only if every
 * row is counted at the same moment. Batches are separate transactions, and
 * a mentor verified or content decided between two of them moves the live
 * counter as well, so a count gathered batch by batch would miss or double
 * it (unless every write that moves the counter first asked how far the
 * recount had got); and an empty table has no row to run a migration on, so
 * a wrong count over none would stay wrong. Both tables stay far below what
 * one transaction may read (RECOUNT_MAX each).
 */
export const recount = internalMutation({
  args: {},
  handler: async (ctx) => {
    const [verified, pending] = await Promise.all([
      ctx.db
        .query("mentors")
        .withIndex("by_is_verified_and_rating", (q) =>
          q.eq("is_verified", true),
        )
        .take(RECOUNT_MAX),
      ctx.db
        .query("dashboard_content")
        .withIndex("by_status_and_date_submitted", (q) =>
          q.eq("status", "pending"),
        )
        .take(RECOUNT_MAX),
    ]);
    const figures = {
      [COUNTERS.verifiedMentors]: verified.length,
      [COUNTERS.pendingContent]: pending.length,
    };
    for (const [key, value] of Object.entries(figures))
      await bumpCounter(ctx, key, value - (await readCounter(ctx, key)));
    return figures;
  },
});
