import { Email } from "@convex-dev/auth/providers/Email";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { v } from "convex/values";
import {
  internalMutation,
  internalQuery,
  type ActionCtx,
  type MutationCtx,
} from "./_generated/server";
import {
  SIGN_UP_REFUSED,
  emailSchema,
  passwordSchema,
  signUpSchema,
} from "./shared/authRules";
import { createUserWithProfile } from "./lib/accounts";
import { appError, parseOrThrow } from "./lib/errors";
import {
  LIMITS,
  consume,
  giveBack,
  identifyingAddress,
  requireWithinLimit,
} from "./lib/rateLimit";
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
      internal.accounts.users.allowPasswordResetMail,
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

const password = Password({
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
});

/**
 * Guards around the password provider:
 * - limits per client network address (`ctx.meta.getRequestMetadata()`) on
 *   sign-ups, reset requests and failed sign-ins (LIMITS.*PerClient), on top
 *   of Convex Auth's limit per account and the site-wide sign-up limit;
 * - one answer for "no such account" and "wrong password" (and for reset
 *   requests, whether or not the account exists), with a password check run
 *   either way, so neither the API nor its timing tells which e-mails have
 *   accounts;
 * - one answer for every reset link that does not work (expired, used, for
 *   another or an unknown e-mail), which the client shows as the Invalid
 *   Reset Link view.
 */
type Authorize = (
  params: Record<string, unknown>,
  ctx: ActionCtx,
) => Promise<{ userId: Id<"users"> } | null>;
// Convex Auth keeps a credentials provider's own settings under `options`.
const passwordOptions = (
  password as unknown as {
    options: {
      authorize: Authorize;
      crypto: { verifySecret(secret: string, hash: string): Promise<boolean> };
    };
  }
).options;
const authorizePassword = passwordOptions.authorize;
passwordOptions.authorize = async (params, ctx) => {
  const ip = identifyingAddress((await ctx.meta.getRequestMetadata()).ip);
  switch (params.flow) {
    case "signUp":
      if (ip) await ctx.runMutation(internal.auth.countClientSignUp, { ip });
      return signUpNewAccountOnly(params, ctx);
    case "signIn":
      return signInCountingFailures(params, ctx, ip);
    case "reset":
      if (ip)
        await ctx.runMutation(internal.auth.countClientResetRequest, { ip });
      return requestResetQuietly(params, ctx);
    case "reset-verification":
      return completeReset(params, ctx);
    default:
      return authorizePassword(params, ctx);
  }
};

/**
 * Failures reach the client as ConvexError data: a deployment hides the text
 * of any other error, and the forms need to tell these apart.
 */
const tooManyFailedAttempts = () =>
  appError(
    "RateLimited",
    "Too many failed attempts. Please wait a while and try again.",
  );
const failureReason = (error: unknown) =>
  error instanceof Error ? error.message : "";
const isCredentialFailure = (error: unknown) =>
  ["InvalidAccountId", "InvalidSecret"].includes(failureReason(error));

/**
 * The attempt is counted against the client before the password is checked
 * (so parallel guesses cannot all slip past one check) and given back unless
 * the check fails.
 */
async function signInCountingFailures(
  params: Record<string, unknown>,
  ctx: ActionCtx,
  ip: string | null,
): ReturnType<Authorize> {
  const countedAt = ip
    ? await ctx.runMutation(internal.auth.countClientSignIn, { ip })
    : null;
  if (ip && countedAt === null) throw tooManyFailedAttempts();
  const giveBackAttempt = async () => {
    if (ip && countedAt !== null)
      await ctx.runMutation(internal.auth.giveBackClientSignIn, {
        ip,
        countedAt,
      });
  };
  let result;
  try {
    result = await authorizePassword(params, ctx);
  } catch (error) {
    if (!isCredentialFailure(error)) {
      await giveBackAttempt();
      // Convex Auth's own lockout of the account.
      if (failureReason(error) === "TooManyFailedAttempts")
        throw tooManyFailedAttempts();
      throw error;
    }
    if (failureReason(error) === "InvalidAccountId")
      await passwordOptions.crypto.verifySecret(
        String(params.password),
        DUMMY_HASH,
      );
    // Clients see only the one message, and the log does not tell an unknown
    // e-mail from a wrong password either (logs may be read by more people).
    console.log("sign-in refused: invalid credentials");
    throw appError("InvalidCredentials", "Invalid email or password.");
  }
  await giveBackAttempt();
  return result;
}

/**
 * Convex Auth answers a sign-up for an e-mail that has an account with an
 * "already exists" error when the password differs (a Server Error to a
 * production client), and signs the caller in when it matches. Both become
 * one refusal that does not say the account exists (the same words whatever
 * the password, after the same cost of a password check), so a sign-up form
 * is never a way to sign in or to test e-mails. The whole form is checked
 * first, so an invalid form reads the same for every e-mail.
 */
const signUpNewAccountOnly: Authorize = async (params, ctx) => {
  const { email, password } = parseOrThrow(signUpSchema, params);
  if (await ctx.runQuery(internal.auth.hasPasswordAccount, { email })) {
    await passwordOptions.crypto.verifySecret(password, DUMMY_HASH);
    throw appError("SignUpRefused", SIGN_UP_REFUSED);
  }
  return authorizePassword(params, ctx);
};

const requestResetQuietly: Authorize = async (params, ctx) => {
  try {
    return await authorizePassword(params, ctx);
  } catch (error) {
    // Nothing to reset for an unknown address: the same quiet answer as when a mail goes out.
    if (isCredentialFailure(error)) return null;
    throw error;
  }
};

/**
 * Convex Auth refuses a wrong, used or expired code (or another e-mail's)
 * with "Could not verify code", but any code for an unknown e-mail with
 * "InvalidAccountId", which would tell that the e-mail has no account.
 */
const completeReset: Authorize = async (params, ctx) => {
  try {
    return await authorizePassword(params, ctx);
  } catch (error) {
    if (
      isCredentialFailure(error) ||
      /Could not verify code/.test(failureReason(error))
    )
      throw appError(
        "InvalidResetCode",
        "Invalid or expired link. Please request a new password reset link.",
      );
    throw error;
  }
};

/** An scrypt hash of a random password: checking against it costs what a real check costs. */
const DUMMY_HASH =
  "5dd4ad4dd7c3aa920120da7b728bea58:01b7b65b6dd2d3703573684cad5d01259035e6cecc562b111f01ec492eaa712e310280505f14d83a08560a9ebc0d7041758fb8058e499e2aad68f0aaa4f68060";

export const hasPasswordAccount = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("providerAndAccountId", (q) =>
        q.eq("provider", "password").eq("providerAccountId", email),
      )
      .first();
    return account !== null;
  },
});

const signInKey = (ip: string) => `signin-fail:${ip}`;

/** Counts a sign-in attempt from `ip`; the time it was counted, or null past the limit. */
export const countClientSignIn = internalMutation({
  args: { ip: v.string() },
  handler: async (ctx, { ip }) => {
    const now = Date.now();
    const allowed = await consume(
      ctx,
      signInKey(ip),
      LIMITS.failedSignInPerClient,
      now,
    );
    return allowed ? now : null;
  },
});

/** Gives back an attempt counted by countClientSignIn that did not fail. */
export const giveBackClientSignIn = internalMutation({
  args: { ip: v.string(), countedAt: v.number() },
  handler: (ctx, { ip, countedAt }) => giveBack(ctx, signInKey(ip), countedAt),
});

export const countClientSignUp = internalMutation({
  args: { ip: v.string() },
  handler: (ctx, { ip }) =>
    requireWithinLimit(
      ctx,
      `signup-client:${ip}`,
      LIMITS.signUpPerClient,
      "Too many sign-ups from this network. Please try again later.",
    ),
});

/** Counted before the account is looked up, so a refusal says nothing about it. */
export const countClientResetRequest = internalMutation({
  args: { ip: v.string() },
  handler: (ctx, { ip }) =>
    requireWithinLimit(
      ctx,
      `reset-client:${ip}`,
      LIMITS.passwordResetPerClient,
      "Too many password reset requests from this network. Please try again later.",
    ),
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password],
  // Failed sign-ins per account; past it, Convex Auth answers "TooManyFailedAttempts",
  // which the password wrapper above turns into a RateLimited error the forms show.
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
      return userId;
    },
  },
});
