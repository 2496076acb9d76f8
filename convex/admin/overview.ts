import { staffQuery } from "../functions";
import { activityCounter } from "../lib/activity";
import { COUNTERS, readCounter } from "../lib/counters";

/**
 * The admin overview's figures (staff only), live: students, verified
 * mentors (a staff account counts only if it is a verified mentor too), and
 * what waits in each queue. The activity total is the admin's only (null
 * for a moderator, who has no activity page).
 */
export const overview = staffQuery({
  args: {},
  handler: async (ctx) => {
    const isAdmin = ctx.viewer.staffRole === "admin";
    const [
      students,
      verifiedMentors,
      pendingContent,
      pendingReports,
      pendingApplications,
      activity,
    ] = await Promise.all([
      readCounter(ctx, COUNTERS.students),
      readCounter(ctx, COUNTERS.verifiedMentors),
      readCounter(ctx, COUNTERS.pendingContent),
      readCounter(ctx, COUNTERS.pendingReports),
      readCounter(ctx, COUNTERS.pendingApplications),
      isAdmin ? readCounter(ctx, activityCounter()) : null,
    ]);
    return {
      staffRole: ctx.viewer.staffRole,
      students,
      verifiedMentors,
      pendingContent,
      pendingReports,
      pendingApplications,
      activity,
    };
  },
});
