/**
 * Functions made with each builder of convex/functions.ts, for
 * functions.test.ts (mounted as the module "builderProbe" beside the app's).
 */
import { v } from "convex/values";
import {
  adminMutation,
  memberMutation,
  publicQuery,
  verifiedMentorMutation,
} from "../../convex/functions";

export const whoAmI = publicQuery({
  args: {},
  handler: async (ctx) => ctx.viewer?.profile?.full_name ?? null,
});

export const mentorPower = verifiedMentorMutation({
  args: {},
  handler: async (ctx) => ctx.viewer.profile?.full_name ?? null,
});

export const adminPower = adminMutation({
  args: {},
  handler: async (ctx) => ctx.viewer.staffRole,
});

/** Counted against the member's club limit (3 a day); fails when asked to. */
export const limited = memberMutation({
  rateLimit: "club",
  args: { fail: v.boolean() },
  handler: async (_ctx, { fail }) => {
    if (fail) throw new Error("the handler failed");
    return "done";
  },
});
