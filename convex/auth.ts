import { Email } from "@convex-dev/auth/providers/Email";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { internal } from "./_generated/api";
import type { ActionCtx, MutationCtx } from "./_generated/server";
import { emailSchema, passwordSchema, signUpSchema } from "./lib/authRules";
import { createUserWithProfile } from "./lib/accounts";
import { parseOrThrow } from "./lib/errors";
import { LIMITS, requireWithinLimit } from "./lib/rateLimit";
import { env } from "./lib/env";
import { sendMail } from "./mail";

/** Reset links are valid for 30 minutes and work once. */
const RESET_LINK_MINUTES = 30;

const PasswordResetEmail = Email({
  id: "password-reset",
  maxAge: RESET_LINK_MINUTES * 60,
  async generateVerificationToken() {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  },
  async sendVerificationRequest({ identifier: email, token }, ctx?: ActionCtx) {
    if (!ctx)
      throw new Error(
        "Convex Auth passes the action context to e-mail providers",
      );
    // Past the limit we quietly send nothing: the screen says the same either way.
    const allowed = await ctx.runMutation(
      internal.users.allowPasswordResetMail,
      { email },
    );
    if (!allowed) return;
    const link = `${env.siteUrl()}/reset-password?code=${token}&email=${encodeURIComponent(email)}`;
    await sendMail(ctx, {
      to: email,
      subject: "Reset your VidyaQuest password",
      text:
        `Someone (hopefully you) asked to reset the password of your VidyaQuest account.\n\n` +
        `Choose a new password here (the link works once, for ${RESET_LINK_MINUTES} minutes):\n${link}\n\n` +
        `If you did not ask for this, ignore this e-mail: your password stays the same.`,
    });
  },
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    Password({
      profile(params) {
        if (params.flow !== "signUp") {
          return { email: parseOrThrow(emailSchema, params.email) };
        }
        const input = parseOrThrow(signUpSchema, params);
        // Extra fields travel to createOrUpdateUser below, which writes the profile.
        return {
          email: input.email,
          name: input.fullName,
          role: input.role,
          grade: input.role === "student" ? input.grade : undefined,
          subject: input.role === "mentor" ? input.subject : undefined,
        } as { email: string; name: string };
      },
      validatePasswordRequirements(password) {
        parseOrThrow(passwordSchema, password);
      },
      reset: PasswordResetEmail,
    }),
  ],
  // Failed sign-ins per account; past it, sign-in is refused with "TooManyFailedAttempts".
  signIn: { maxFailedAttempsPerHour: 10 },
  callbacks: {
    async createOrUpdateUser(genericCtx, { existingUserId, profile }) {
      if (existingUserId) return existingUserId;
      const ctx = genericCtx as unknown as MutationCtx;
      await requireWithinLimit(
        ctx,
        "signup",
        LIMITS.signUpGlobal,
        "Too many sign-ups right now. Please try again in a few minutes.",
      );
      const p = profile as {
        email: string;
        name: string;
        role: "student" | "mentor";
        grade?: number;
        subject?: string;
      };
      const userId = await createUserWithProfile(ctx, {
        email: p.email,
        fullName: p.name,
        role: p.role,
        grade: p.grade,
        subject: p.subject,
      });
      if (env.adminEmails().includes(p.email)) {
        await ctx.db.insert("user_roles", { user_id: userId, role: "admin" });
      }
      return userId;
    },
  },
});

