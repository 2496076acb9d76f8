import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { TRIAL_DAYS, TRIAL_PLAN, type PlanKey } from "../pricing/rules";

const DAY_MS = 86_400_000;

/**
 * Plans of the demo: the demo student has Pro for the year (every subject,
 * session and 1-on-1 of the demo is open to them), a community student is
 * on the free trial with a few days left, another has Premium. Seeded
 * once: a student who has a subscription is left alone.
 */
export async function seedDemoPlans(
  ctx: MutationCtx,
  people: {
    demoStudent: Id<"users"> | null;
    onTrial: Id<"users"> | null;
    onPremium: Id<"users"> | null;
  },
  now: number,
) {
  const give = async (
    userId: Id<"users"> | null,
    plan: PlanKey,
    startedDaysAgo: number,
    days: number,
    trial = false,
  ) => {
    if (!userId) return;
    const has = await ctx.db
      .query("subscriptions")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .first();
    if (has) return;
    const startedAt = now - startedDaysAgo * DAY_MS;
    const endsAt = startedAt + days * DAY_MS;
    await ctx.db.insert("subscriptions", {
      user_id: userId,
      plan_key: plan,
      status: trial ? "trialing" : "active",
      started_at: startedAt,
      current_period_end: endsAt,
      ...(trial ? { trial_ends_at: endsAt } : {}),
    });
  };
  await give(people.demoStudent, "pro", 10, 365);
  await give(people.onTrial, TRIAL_PLAN, TRIAL_DAYS - 5, TRIAL_DAYS, true);
  await give(people.onPremium, "premium", 3, 30);
}
