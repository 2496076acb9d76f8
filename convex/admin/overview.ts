import { staffQuery } from "../functions";
import { COUNTERS, readCounter } from "../lib/counters";

/** The admin overview's figures (staff only), live as people sign up. */
export const overview = staffQuery({
  args: {},
  handler: async (ctx) => {
    const [students, mentors, pendingApplications] = await Promise.all([
      readCounter(ctx, COUNTERS.students),
      readCounter(ctx, COUNTERS.mentors),
      readCounter(ctx, COUNTERS.pendingApplications),
    ]);
    return {
      staffRole: ctx.viewer.staffRole,
      students,
      mentors,
      pendingApplications,
    };
  },
});
