import { query } from "../_generated/server";
import { COUNTERS, readCounter } from "../lib/counters";
import { requireStaffRole } from "../lib/viewer";

/** The admin overview's figures (staff only), live as people sign up. */
export const overview = query({
  args: {},
  handler: async (ctx) => {
    const viewer = await requireStaffRole(ctx);
    const [students, mentors] = await Promise.all([
      readCounter(ctx, COUNTERS.students),
      readCounter(ctx, COUNTERS.mentors),
    ]);
    return { staffRole: viewer.staffRole, students, mentors };
  },
});
