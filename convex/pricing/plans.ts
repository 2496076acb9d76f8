import type { MutationCtx } from "../_generated/server";
import { publicQuery } from "../functions";
import { migrations } from "../lib/migrations";
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

/**
 * Brings the plans as shipped in `seedData/plans.ts` into an existing
 * deployment: each `plans` row takes its shipped name, price, period,
 * description, features and badges, so a card lists only what is delivered.
 * A row already as shipped is left alone (safe to run again); a plan with no
 * row is added by the seed, not here. After the shipped plans change:
 *
 *   npm run convex:run -- migrations:run '{"fn": "pricing/plans:offerShippedPlans", "reset": true}'
 */
export const offerShippedPlans = migrations.define({
  table: "plans",
  migrateOne: (_ctx, plan) => {
    const shipped = PLANS.find((p) => p.key === plan.key);
    if (!shipped) return;
    const patch = {
      name: shipped.name,
      price_paise: shipped.price_paise,
      period: shipped.period,
      description: shipped.description,
      features: shipped.features,
      not_included: shipped.not_included,
      popular: shipped.popular,
      savings_paise: shipped.savings_paise,
      trial_days: shipped.trial_days,
      order: shipped.order,
    };
    const same = (Object.keys(patch) as (keyof typeof patch)[]).every(
      (k) => JSON.stringify(plan[k]) === JSON.stringify(patch[k]),
    );
    return same ? undefined : patch;
  },
});
