/**
 * Students whose accounts were made before a parent's consent was asked of
 * every student. Their gate closes like a new sign-up's: the account awaits
 * consent, nothing new of theirs is stored, and it is erased (fully: it may
 * hold posts, progress and files) 14 days on unless a parent consents first.
 * They name the parent themselves (`child:askParent`), since no e-mail of a
 * parent was ever asked of them.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { migrations } from "../lib/migrations";
import { awaitingRequestOf, awaitWithoutParent } from "./model/consent";

/**
 * Once, after deploying: every student profile without a consent state
 * starts awaiting a parent's consent, with its erasure date. A profile that
 * has one is left as it is, so running it again changes nothing. A migration
 * of the migrations component over the student profiles, 100 a batch:
 * `npm run convex:run -- families/earlier:askConsentOfEarlierStudents`.
 */
export const askConsentOfEarlierStudents = migrations.define({
  table: "profiles",
  customRange: (q) =>
    q.withIndex("by_role_and_grade", (q) => q.eq("role", "student")),
  migrateOne: async (ctx, profile) => {
    if (profile.role !== "student" || profile.consent !== undefined) return;
    await awaitWithoutParent(ctx, profile.user_id);
  },
});

/**
 * At an earlier student's deadline: erases the account if no parent has
 * consented and no request the student made is still running (a request has
 * its own 14 days, which end later).
 */
export const expire = internalMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", childId))
      .unique();
    if (
      !profile ||
      profile.consent !== "awaiting" ||
      profile.consent_deadline === undefined ||
      profile.consent_deadline > Date.now() ||
      (await awaitingRequestOf(ctx, childId))
    )
      return false;
    await ctx.scheduler.runAfter(0, internal.privacy.erasure.eraseAccount, {
      userId: childId,
    });
    return true;
  },
});
