import type { MutationCtx } from "../_generated/server";
import { publicQuery } from "../functions";
import { PLANS } from "../seedData/plans";

/** The plans on /pricing, in display order. Open to everyone. */
export const list = publicQuery({
  args: {},
  handler: async (ctx) => {
    const plans = await ctx.db.query("plans").withIndex("by_order").take(10);
    return plans.map((p) => ({
      key: p.key,
      name: p.name,
      price_paise: p.price_paise,
      period: p.period,
      description: p.description,
      features: p.features,
      not_included: p.not_included,
      popular: p.popular,
      savings_paise: p.savings_paise ?? null,
      trial_days: p.trial_days,
    }));
  },
});

/** Inserts the plans that are missing; leaves plans staff have edited alone. */
export async function seedPlans(ctx: MutationCtx) {
  for (const plan of PLANS) {
    const existing = await ctx.db
      .query("plans")
      .withIndex("by_key", (q) => q.eq("key", plan.key))
      .unique();
    if (!existing) await ctx.db.insert("plans", plan);
  }
}
