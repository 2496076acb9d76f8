import { zodToConvex } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { adminMutation, adminQuery } from "../functions";
import { logActivity } from "../lib/activity";
import { appError, parseOrThrow } from "../lib/errors";
import { notify } from "../lib/notify";
import { tellParents } from "../families/model/links";
import { fullNameOf } from "../lib/viewer";
import { USER_SEARCH, suspensionReasonSchema } from "./rules";

/**
 * Staff & Users (admins only): find a member by e-mail or name,
 * change their staff role (accounts/users grantStaffRole / revokeStaffRole),
 * suspend them or lift a suspension.
 */

export type FoundUser = {
  userId: Id<"users">;
  fullName: string;
  email: string;
  role: Doc<"profiles">["role"] | null;
  staffRole: "admin" | "moderator" | null;
  suspension: { reason: string; at: number } | null;
};

/**
 * Members whose e-mail starts with the text (when it has an "@" or no space)
 * or whose name matches it: at most 10, each with roles and suspension.
 */
export const search = adminQuery({
  args: { text: v.string() },
  handler: async (ctx, { text }): Promise<FoundUser[]> => {
    const needle = text.trim();
    if (needle.length > USER_SEARCH.max)
      throw appError(
        "InvalidInput",
        `Search for at most ${USER_SEARCH.max} characters.`,
      );
    if (needle.length < USER_SEARCH.min) return [];
    const ids = new Set<Id<"users">>();
    const lower = needle.toLowerCase();
    if (!/\s/.test(lower)) {
      const byEmail = await ctx.db
        .query("users")
        .withIndex("email", (q) =>
          q.gte("email", lower).lt("email", `${lower}\uffff`),
        )
        .take(USER_SEARCH.results);
      for (const user of byEmail) ids.add(user._id);
    }
    if (!needle.includes("@")) {
      const byName = await ctx.db
        .query("profiles")
        .withSearchIndex("search_full_name", (q) =>
          q.search("full_name", needle),
        )
        .take(USER_SEARCH.results);
      for (const profile of byName) ids.add(profile.user_id);
    }
    const found = await Promise.all(
      [...ids].slice(0, USER_SEARCH.results).map((id) => describe(ctx, id)),
    );
    return found.filter((u): u is FoundUser => u !== null);
  },
});

async function describe(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<FoundUser | null> {
  const [user, profile, role] = await Promise.all([
    ctx.db.get("users", userId),
    profileOf(ctx, userId),
    ctx.db
      .query("user_roles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .first(),
  ]);
  if (!user) return null;
  return {
    userId,
    fullName: profile?.full_name ?? user.name ?? "",
    email: user.email ?? "",
    role: profile?.role ?? null,
    staffRole: role?.role ?? null,
    suspension: profile?.suspension
      ? { reason: profile.suspension.reason, at: profile.suspension.at }
      : null,
  };
}

function profileOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

/**
 * Suspends a member with a reason they will see: they are signed out
 * everywhere at once (their sessions and refresh tokens are deleted, so the
 * tokens they hold are worth nothing), and after signing in again every
 * mutation that posts, replies, reports, RSVPs, joins or creates refuses
 * them with the reason (functions.ts). An admin cannot suspend themselves.
 */
export const suspend = adminMutation({
  args: { userId: v.id("users"), reason: zodToConvex(suspensionReasonSchema) },
  handler: async (ctx, args) => {
    const admin = ctx.viewer;
    const reason = parseOrThrow(suspensionReasonSchema, args.reason);
    if (args.userId === admin.userId)
      throw appError("InvalidInput", "You cannot suspend your own account.");
    const profile = await profileOf(ctx, args.userId);
    if (!profile) throw appError("NotFound", "No such user.");
    if (profile.suspension)
      throw appError("Conflict", "This account is already suspended.");
    await ctx.db.patch("profiles", profile._id, {
      suspension: { reason, at: Date.now(), by: admin.userId },
    });
    await signOutEverywhere(ctx, args.userId);
    await logActivity(ctx, {
      userId: admin.userId,
      userName: fullNameOf(admin),
      kind: "suspension",
      action: `Suspended ${profile.full_name}: ${reason}`,
    });
    await notify(ctx, args.userId, "account_suspended", { reason });
    await tellParents(ctx, args.userId, { kind: "child_suspended", reason });
  },
});

/** Lifts a suspension: the member may post, reply, report, RSVP and join again. */
export const lift = adminMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const admin = ctx.viewer;
    const profile = await profileOf(ctx, userId);
    if (!profile) throw appError("NotFound", "No such user.");
    if (!profile.suspension)
      throw appError("InvalidInput", "This account is not suspended.");
    await ctx.db.patch("profiles", profile._id, { suspension: undefined });
    await logActivity(ctx, {
      userId: admin.userId,
      userName: fullNameOf(admin),
      kind: "suspension",
      action: `Lifted the suspension of ${profile.full_name}`,
    });
    await notify(ctx, userId, "account_restored", undefined);
    await tellParents(ctx, userId, { kind: "child_restored" });
  },
});

/** Deletes every session of a user and their refresh tokens. */
async function signOutEverywhere(ctx: MutationCtx, userId: Id<"users">) {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .collect();
  for (const session of sessions) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .collect();
    for (const token of tokens)
      await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
}
