import { memberMutation } from "../functions";
import { appError } from "../lib/errors";
import { planHolder } from "../lib/permissions";
import { currentPlan } from "./model/plan";
import { trialUse } from "./model/trial";
import { PLAN_NAMES, PLAN_ORDER, TRIAL_DAYS, TRIAL_PLAN } from "./rules";

const DAY_MS = 86_400_000;

/**
 * Starts the free trial: `TRIAL_PLAN` for `TRIAL_DAYS` days, with one click
 * and no card, once per account (a subscription with a trial end is a used
 * trial, however long ago it ended). Only students have plans; a student
 * whose parent has not consented is refused by the builder, as for every
 * write of theirs. Returns when it ends.
 */
export const start = memberMutation({
  permission: planHolder,
  args: {},
  handler: async (ctx) => {
    const viewer = planHolder.require(ctx);
    const used = await trialUse(ctx, viewer.userId);
    if (used)
      throw appError(
        "Conflict",
        "You have already used your free trial. You can choose a plan on the Pricing page.",
      );
    const now = Date.now();
    const plan = await currentPlan(ctx, viewer.userId, now);
    if (PLAN_ORDER.indexOf(plan.key) >= PLAN_ORDER.indexOf(TRIAL_PLAN))
      throw appError(
        "Conflict",
        `Your ${PLAN_NAMES[plan.key]} plan already includes everything in the free trial.`,
      );
    const endsAt = now + TRIAL_DAYS * DAY_MS;
    await ctx.db.insert("subscriptions", {
      user_id: viewer.userId,
      plan_key: TRIAL_PLAN,
      status: "trialing",
      started_at: now,
      current_period_end: endsAt,
      trial_ends_at: endsAt,
    });
    return { endsAt };
  },
});
