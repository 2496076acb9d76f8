import { internalMutation } from "./_generated/server";
import { seedPlans } from "./plans";

/**
 * Demo data for a new deployment. The local backend runs it once when its
 * data directory is new; on Convex Cloud run `npx convex run seed:run`.
 * Each feature adds its part here; every part skips rows that already exist.
 */
export const run = internalMutation({
  args: {},
  handler: async (ctx) => {
    await seedPlans(ctx);
  },
});
