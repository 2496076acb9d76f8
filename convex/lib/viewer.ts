import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "./errors";

export type StaffRole = Doc<"user_roles">["role"];

export type Viewer = {
  userId: Id<"users">;
  user: Doc<"users">;
  profile: Doc<"profiles"> | null;
  staffRole: StaffRole | null;
  /**
   * A mentor whom staff have verified (a `mentors` row with `is_verified`).
   * Only they have mentor powers: the Mentor badge, events published without
   * review, accepting answers, creating sessions. A self-registered mentor
   * is an ordinary member until then.
   */
  verifiedMentor: boolean;
  /** Set while an admin has suspended the account (with their reason). */
  suspension: { reason: string; at: number } | null;
  /**
   * A student whose data may not be used yet: `awaiting` a parent's consent,
   * or consent `withdrawn` (erasure follows). Null for everyone else.
   */
  consentGate: "awaiting" | "withdrawn" | null;
};

/**
 * The signed-in user, from `ctx.auth` only: a Convex Auth session, or a Clerk
 * identity linked to a user row by its token identifier.
 */
export async function getViewer(ctx: QueryCtx): Promise<Viewer | null> {
  const userId = await viewerUserId(ctx);
  if (!userId) return null;
  const user = await ctx.db.get("users", userId);
  if (!user) return null;
  const [profile, role, mentor] = await Promise.all([
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique(),
    ctx.db
      .query("user_roles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .first(),
    ctx.db
      .query("mentors")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .first(),
  ]);
  return {
    userId,
    user,
    profile,
    // A suspended account holds no staff power until the suspension is lifted.
    staffRole: profile?.suspension ? null : (role?.role ?? null),
    verifiedMentor:
      profile?.role === "mentor" && mentor !== null && mentor.is_verified,
    suspension: profile?.suspension
      ? { reason: profile.suspension.reason, at: profile.suspension.at }
      : null,
    consentGate:
      profile?.consent === "awaiting" || profile?.consent === "withdrawn"
        ? profile.consent
        : null,
  };
}

async function viewerUserId(ctx: QueryCtx): Promise<Id<"users"> | null> {
  const identity = await ctx.auth.getUserIdentity();
  if (!identity) return null;
  // Convex Auth's subject is "<userId>|<sessionId>". Its access tokens stay
  // valid for an hour, so the session must still exist: signing out deletes
  // it, and from then on the token is worth nothing (a shared school
  // computer is safe to sign out of).
  if (identity.subject.includes("|")) {
    const [userPart, sessionPart] = identity.subject.split("|");
    const userId = ctx.db.normalizeId("users", userPart);
    const sessionId = ctx.db.normalizeId("authSessions", sessionPart);
    if (!userId || !sessionId) return null;
    const session = await ctx.db.get("authSessions", sessionId);
    return session?.userId === userId ? userId : null;
  }
  // Other issuers (Clerk) are linked to a user row by their token identifier.
  const linked = await ctx.db
    .query("users")
    .withIndex("by_external_id", (q) =>
      q.eq("external_id", identity.tokenIdentifier),
    )
    .unique();
  return linked?._id ?? null;
}

/** The viewer's full name as staff see it (activity log, claims), or their e-mail. */
export function fullNameOf(viewer: Viewer): string {
  return (
    viewer.profile?.full_name ?? viewer.user.name ?? viewer.user.email ?? "—"
  );
}

/** The refusal a suspended member meets, with the admin's reason. */
export function suspendedError(suspension: { reason: string }) {
  return appError(
    "NotAuthorized",
    `Your account is suspended: ${suspension.reason}`,
  );
}

/** The refusal a student meets whose parent has not consented (or has withdrawn consent). */
export function consentGateError() {
  return appError(
    "NotAuthorized",
    "Your parent or guardian needs to approve your account first.",
  );
}

/** The refusal a member meets where mentor powers need a mentor staff have verified. */
export function notVerifiedMentorError() {
  return appError(
    "NotAuthorized",
    "Only mentors verified by our team can do that. Your application is reviewed by staff.",
  );
}

/** Whether the viewer holds a staff role (moderator or admin). */
export function isStaff(viewer: Viewer | null) {
  return viewer?.staffRole != null;
}

/** A mentor whom staff verified; a self-registered mentor has no mentor powers. */
export function isVerifiedMentor(viewer: Viewer | null) {
  return viewer?.verifiedMentor === true;
}
