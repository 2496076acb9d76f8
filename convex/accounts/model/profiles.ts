import { logActivity } from "../../lib/activity";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { DEFAULT_TIMEZONE } from "../../shared/constants";
import { COUNTERS, bumpCounter } from "../../lib/counters";
import { env } from "../../lib/env";

export type NewAccount = {
  email: string | undefined;
  fullName: string;
  role: "student" | "mentor" | "parent";
  grade?: number;
  subject?: string;
  /** Clerk's token identifier, when Clerk holds the credentials. */
  externalId?: string;
  /**
   * Students only, and required for them: `awaiting` until a parent
   * consents, or `given` for a seeded account whose parent's consent the
   * seed records with it.
   */
  consent?: "awaiting" | "given";
};

/**
 * A new user with their profile, in one transaction (a Clerk sign-up, a
 * seeded account); see {@link createProfile}.
 */
export async function createUserWithProfile(
  ctx: MutationCtx,
  account: NewAccount,
): Promise<Id<"users">> {
  const userId = await ctx.db.insert("users", {
    email: account.email,
    name: account.fullName,
    external_id: account.externalId,
  });
  await createProfile(ctx, userId, account);
  return userId;
}

/**
 * The profile (and, for an e-mail in ADMIN_EMAILS, the admin role) of a user
 * whose e-mail address is known to be theirs: at once for Clerk and seeded
 * accounts, after the mailed code for a password sign-up.
 */
export async function createProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  account: NewAccount,
): Promise<void> {
  if (account.role === "student" && account.consent === undefined)
    throw new Error(
      "A student's account starts awaiting a parent's consent, or with one on record.",
    );
  await ctx.db.insert("profiles", {
    user_id: userId,
    role: account.role,
    full_name: account.fullName,
    grade: account.role === "student" ? account.grade : undefined,
    subject: account.role === "mentor" ? account.subject : undefined,
    timezone: DEFAULT_TIMEZONE,
    leaderboard_visibility: "anonymous",
    daily_goal_xp: 50,
    consent: account.role === "student" ? account.consent : undefined,
  });
  // Parents are counted nowhere: the site's totals are of students and mentors.
  if (account.role !== "parent")
    await bumpCounter(
      ctx,
      account.role === "student" ? COUNTERS.students : COUNTERS.mentors,
      1,
    );
  if (account.email && env.adminEmails().includes(account.email.toLowerCase()))
    await ctx.db.insert("user_roles", { user_id: userId, role: "admin" });
  await logActivity(ctx, {
    userId,
    userName: account.fullName,
    kind: "sign_up",
    action: `Signed up as a ${account.role}`,
  });
}
