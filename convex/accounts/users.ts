import { logActivity } from "../lib/activity";
import {
  adminMutation,
  publicMutation,
  publicQuery,
  staffMutation,
} from "../functions";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import {
  PARENT_EMAIL_SAME,
  emailSchema,
  fullNameSchema,
  gradeSchema,
  subjectSchema,
} from "./rules";
import { askParentConsent, linkedParentNames } from "../families/model/consent";
import { createUserWithProfile } from "./model/profiles";
import { z } from "zod";
import { appError, parseOrThrow } from "../lib/errors";
import { signedInIdentity } from "../lib/permissions";
import { consume } from "../lib/rateLimit";
import { fullNameOf, type Viewer } from "../lib/viewer";
import { profileRole, staffRole } from "./schema";

/** Who is signed in, with what the navigation and guards need. Null for visitors. */
export const viewer = publicQuery({
  args: {},
  handler: async (ctx) => {
    const { viewer } = ctx;
    if (!viewer) return null;
    return {
      /** Students: the parents or guardians linked to them, by name (they see who). */
      parents:
        viewer.profile?.role === "student"
          ? await linkedParentNames(ctx, viewer.userId)
          : [],
      userId: viewer.userId,
      email: viewer.user.email ?? "",
      fullName: viewer.profile?.full_name ?? viewer.user.name ?? "",
      role: viewer.profile?.role ?? "student",
      grade: viewer.profile?.grade ?? null,
      subject: viewer.profile?.subject ?? null,
      staffRole: viewer.staffRole,
      verifiedMentor: viewer.verifiedMentor,
      /** While suspended: the admin's reason, for the shell's banner. */
      suspension: viewer.suspension ?? undefined,
      /** Students: their parent's consent (awaiting, given, withdrawn), for the shell's banner. */
      consent: viewer.profile?.consent ?? null,
    };
  },
});

const clerkProfileSchema = z.discriminatedUnion("role", [
  z.object({
    role: z.literal("student"),
    fullName: fullNameSchema,
    grade: gradeSchema,
    parentEmail: emailSchema,
  }),
  z.object({
    role: z.literal("mentor"),
    fullName: fullNameSchema,
    subject: subjectSchema,
  }),
  z.object({ role: z.literal("parent"), fullName: fullNameSchema }),
]);

/**
 * With Clerk as the identity provider, the account lives at Clerk: after its
 * sign-up completes, the app creates the matching user and profile here,
 * linked by the identity's token identifier. Calling it again changes nothing.
 */
export const completeClerkSignUp = publicMutation({
  permission: signedInIdentity,
  args: {
    role: profileRole,
    fullName: v.string(),
    grade: v.optional(v.number()),
    subject: v.optional(v.string()),
    parentEmail: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    const identity = await signedInIdentity.require(ctx);
    if (identity.subject.includes("|")) {
      throw appError("InvalidInput", "This account already has a profile.");
    }
    const existing = await ctx.db
      .query("users")
      .withIndex("by_external_id", (q) =>
        q.eq("external_id", identity.tokenIdentifier),
      )
      .unique();
    if (existing) return existing._id;
    const input = parseOrThrow(clerkProfileSchema, args);
    const email = identity.email?.toLowerCase();
    if (input.role === "student" && input.parentEmail === email)
      throw appError("InvalidInput", PARENT_EMAIL_SAME);
    // A student waits for a parent's consent, as with a password sign-up.
    const userId = await createUserWithProfile(ctx, {
      ...input,
      email,
      externalId: identity.tokenIdentifier,
      consent: input.role === "student" ? "awaiting" : undefined,
    });
    if (input.role === "student")
      await askParentConsent(ctx, userId, input.parentEmail);
    return userId;
  },
});

/** Admins grant moderator or admin to another user. */
export const grantStaffRole = adminMutation({
  args: { userId: v.id("users"), role: staffRole },
  handler: async (ctx, { userId, role }) => {
    const admin = ctx.viewer;
    await requireUser(ctx, userId);
    const current = await staffRoleOf(ctx, userId);
    if (current === role)
      throw appError(
        "InvalidInput",
        `This person is already ${role === "admin" ? "an admin" : "a moderator"}.`,
      );
    if (current === "admin") await keepAnAdmin(ctx);
    await setStaffRole(ctx, userId, role, admin.userId);
    await logAction(
      ctx,
      admin,
      `Made ${await nameOf(ctx, userId)} ${role === "admin" ? "an admin" : "a moderator"}`,
    );
  },
});

/**
 * Admins revoke a user's staff role, their own included, but never the last
 * admin's: the platform always keeps an admin.
 */
export const revokeStaffRole = adminMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const admin = ctx.viewer;
    await requireUser(ctx, userId);
    const current = await staffRoleOf(ctx, userId);
    if (!current)
      throw appError("InvalidInput", "This person has no staff role.");
    if (current === "admin") await keepAnAdmin(ctx);
    await setStaffRole(ctx, userId, null, admin.userId);
    await logAction(
      ctx,
      admin,
      `Removed the ${current} role of ${await nameOf(ctx, userId)}`,
    );
  },
});

async function staffRoleOf(ctx: MutationCtx, userId: Id<"users">) {
  const row = await ctx.db
    .query("user_roles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .first();
  return row?.role ?? null;
}

/** Refuses taking an admin's role when they are the only admin (two rows read at most). */
async function keepAnAdmin(ctx: MutationCtx) {
  const admins = await ctx.db
    .query("user_roles")
    .withIndex("by_role", (q) => q.eq("role", "admin"))
    .take(2);
  if (admins.length < 2)
    throw appError(
      "InvalidInput",
      "The last admin cannot be removed. Make someone else an admin first.",
    );
}

/** A student's class is fixed after sign-up; only staff change it. */
export const setStudentGrade = staffMutation({
  args: { userId: v.id("users"), grade: v.number() },
  handler: async (ctx, { userId, grade }) => {
    const staff = ctx.viewer;
    const parsed = gradeSchema.safeParse(grade);
    if (!parsed.success)
      throw appError("InvalidInput", "Class must be between 6 and 12.");
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique();
    if (!profile || profile.role !== "student")
      throw appError("NotFound", "No student with that account.");
    await ctx.db.patch("profiles", profile._id, { grade: parsed.data });
    await logAction(
      ctx,
      staff,
      `Changed the class of ${profile.full_name} to ${parsed.data}`,
    );
  },
});

/**
 * Makes the first admin, from the command line:
 *   npm run convex:run -- users:makeAdmin '{"email":"you@school.in"}'
 */
export const makeAdmin = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email.trim().toLowerCase()))
      .unique();
    if (!user)
      throw appError(
        "NotFound",
        `No account with the e-mail ${email}. Sign up first.`,
      );
    await setStaffRole(ctx, user._id, "admin", undefined);
    return user._id;
  },
});

/** Counts a reset e-mail against its per-address limit; false when over it. */
export const allowPasswordResetMail = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) =>
    consume(ctx, "passwordResetPerEmail", email.toLowerCase()),
});

async function requireUser(ctx: MutationCtx, userId: Id<"users">) {
  if (!(await ctx.db.get("users", userId)))
    throw appError("NotFound", "No such user.");
}

/** A user's name as staff see it (profile name, else e-mail). */
async function nameOf(ctx: MutationCtx, userId: Id<"users">) {
  const [user, profile] = await Promise.all([
    ctx.db.get("users", userId),
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique(),
  ]);
  return profile?.full_name ?? user?.name ?? user?.email ?? "a user";
}

async function setStaffRole(
  ctx: MutationCtx,
  userId: Id<"users">,
  role: "admin" | "moderator" | null,
  grantedBy: Id<"users"> | undefined,
) {
  const existing = await ctx.db
    .query("user_roles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .collect();
  for (const row of existing) await ctx.db.delete("user_roles", row._id);
  if (role)
    await ctx.db.insert("user_roles", {
      user_id: userId,
      role,
      granted_by: grantedBy,
    });
}

async function logAction(ctx: MutationCtx, viewer: Viewer, action: string) {
  await logActivity(ctx, {
    userId: viewer.userId,
    userName: fullNameOf(viewer),
    kind: "role_change",
    action,
  });
}
