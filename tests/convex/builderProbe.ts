/**
 * Functions made with each builder of convex/functions.ts, for
 * functions.test.ts (mounted as the module "builderProbe" beside the app's).
 */
import { v } from "convex/values";
import {
  adminMutation,
  memberMutation,
  memberQuery,
  publicQuery,
  verifiedMentorMutation,
} from "../../convex/functions";
import { threadAuthor } from "../../convex/lib/permissions";

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

/** Declares the thread's author and checks it: the author gets the title. */
export const authorOnly = memberMutation({
  permission: threadAuthor,
  args: { threadId: v.id("forum_threads") },
  handler: async (ctx, { threadId }) => {
    const thread = await threadAuthor.get(ctx, threadId);
    return thread.title;
  },
});

/** Declares the thread's author but never checks it: a bug the builder catches. */
export const declaredNotChecked = memberMutation({
  permission: threadAuthor,
  args: {},
  handler: async () => "done",
});

/** Checks a rule its definition does not declare: a bug the rule catches. */
export const checkedNotDeclared = memberQuery({
  args: { threadId: v.id("forum_threads") },
  handler: async (ctx, { threadId }) =>
    (await threadAuthor.find(ctx, threadId))?.title ?? null,
});
