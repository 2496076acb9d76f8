import { Email } from "@convex-dev/auth/providers/Email";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { v } from "convex/values";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "./_generated/server";
import {
  SIGN_UP_CODE_MAIL_SUBJECT,
  SIGN_UP_NOTICE_MAIL_SUBJECT,
  emailSchema,
  passwordSchema,
  signUpSchema,
} from "./accounts/rules";
import {
  createProfile,
  createUserWithProfile,
} from "./accounts/model/profiles";
import { appError, parseOrThrow } from "./lib/errors";
import {
  SIGN_IN_THROTTLES,
  consume,
  countThrottled,
  giveBackThrottled,
  identifyingAddress,
  requireWithinLimit,
  resetLimit,
  throttleWait,
} from "./lib/rateLimit";
import { env } from "./lib/env";
import { sendMail } from "./mail";
import { askParentConsent, awaitWithoutParent } from "./families/model/consent";
import { sha256Hex } from "./lib/sha256";

/** Reset links are valid for 30 minutes and work once. */
const RESET_LINK_MINUTES = 30;

async function resetToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Mails a reset link, unless `email` has had its three this hour (then quietly nothing). */
async function mailResetLink(ctx: ActionCtx, email: string, token: string) {
  const link = `${env.siteUrl()}/reset-password?code=${token}&email=${encodeURIComponent(email)}`;
  await sendMail(ctx, {
    to: email,
    subject: "Reset your VidyaQuest password",
    text:
      `Someone (hopefully you) asked to reset the password of your VidyaQuest account.\n\n` +
      `Choose a new password here (the link works once, for ${RESET_LINK_MINUTES} minutes):\n${link}\n\n` +
      `If you did not ask for this, ignore this e-mail: your password stays the same.`,
  });
}

/** The provider that checks reset links (`reset-verification`); links are made by sendResetLink below. */
const PasswordResetEmail = Email({
  id: "password-reset",
  maxAge: RESET_LINK_MINUTES * 60,
  generateVerificationToken: resetToken,
  async sendVerificationRequest({ identifier: email, token }, ctx?: ActionCtx) {
    if (!ctx)
      throw new Error(
        "Convex Auth passes the action context to e-mail providers",
      );
    if (
      await ctx.runMutation(internal.accounts.users.allowPasswordResetMail, {
        email,
      })
    )
      await mailResetLink(ctx, email, token);
  },
});

/** Sign-up codes: six digits, valid for 15 minutes, once, for a few tries. */
const SIGN_UP_CODE_MINUTES = 15;

const SignUpCodeEmail = Email({
  id: "sign-up-code",
  maxAge: SIGN_UP_CODE_MINUTES * 60,
  async generateVerificationToken() {
    // Uniform over 000000–999999 (2^32 is not a multiple of 10^6; redraw the tail).
    const draw = () => crypto.getRandomValues(new Uint32Array(1))[0];
    let n = draw();
    while (n >= 4_294_000_000) n = draw();
    return String(n % 1_000_000).padStart(6, "0");
  },
  async sendVerificationRequest({ identifier: email, token }, ctx?: ActionCtx) {
    if (!ctx)
      throw new Error(
        "Convex Auth passes the action context to e-mail providers",
      );
    // Past the limit we quietly send nothing: the screen says the same either way.
    const allowed = await ctx.runMutation(internal.auth.allowSignUpCodeMail, {
      email,
    });
    if (!allowed) return;
    await sendMail(ctx, {
      to: email,
      subject: SIGN_UP_CODE_MAIL_SUBJECT,
      text:
        `Your code to finish creating your VidyaQuest account:\n\n${token}\n\n` +
        `It works once, for ${SIGN_UP_CODE_MINUTES} minutes. ` +
        `If you did not sign up, ignore this e-mail: no account is made without the code.`,
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
      parentEmail: input.role === "student" ? input.parentEmail : undefined,
    } as { email: string; name: string };
  },
  validatePasswordRequirements(password) {
    parseOrThrow(passwordSchema, password);
  },
  reset: PasswordResetEmail,
  // A sign-up makes no profile and no session until the code mailed to the
  // e-mail is entered (createOrUpdateUser below).
  verify: SignUpCodeEmail,
});

/**
 * Guards around the password provider:
 * - limits per client network address (`ctx.meta.getRequestMetadata()`) on
 *   sign-ups and reset requests (LIMITS.*PerClient), and the site-wide
 *   sign-up limit;
 * - growing delays on wrong passwords per e-mail, per client address and per
 *   e-mail on the owner's own devices (SIGN_IN_THROTTLES), never a lock;
 * - sign-ups that answer alike for every e-mail and finish with a mailed
 *   code;
 * - one answer for "no such account" and "wrong password" (and for reset
 *   requests, whether or not the account exists), with the same work done
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
      return signUpWithCode(params, ctx);
    case "email-verification":
      return verifySignUpCode(params, ctx);
    case "signIn":
      return signInThrottled(params, ctx, ip);
    case "reset":
      if (ip)
        await ctx.runMutation(internal.auth.countClientResetRequest, { ip });
      return requestResetLater(params, ctx);
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
const tooManyFailedAttempts = (waitMs: number) =>
  appError(
    "RateLimited",
    `Too many failed attempts. Please wait ${waitText(waitMs)} and try again.`,
  );
function waitText(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
const failureReason = (error: unknown) =>
  error instanceof Error ? error.message : "";
const isCredentialFailure = (error: unknown) =>
  ["InvalidAccountId", "InvalidSecret"].includes(failureReason(error));

/** A browser's random id for itself, sent with sign-ins (see SIGN_IN_THROTTLES.device). */
const deviceParam = (value: unknown) =>
  typeof value === "string" && /^[0-9a-f]{32,128}$/.test(value)
    ? value
    : undefined;

/**
 * Guessing is slowed by growing delays (SIGN_IN_THROTTLES), never by a lock.
 * The attempt is counted as a failure before the password is checked (so
 * parallel guesses cannot all slip past one check) and given back unless the
 * check fails. An attempt inside a delay is refused unchecked.
 */
async function signInThrottled(
  params: Record<string, unknown>,
  ctx: ActionCtx,
  ip: string | null,
): ReturnType<Authorize> {
  const email = parseOrThrow(emailSchema, params.email);
  const device = deviceParam(params.device);
  const claim = await ctx.runMutation(internal.auth.claimSignInAttempt, {
    email,
    ip: ip ?? undefined,
    device,
  });
  if (!claim.allowed) throw tooManyFailedAttempts(claim.waitMs);
  const settle = (signedIn: boolean) =>
    ctx.runMutation(internal.auth.settleSignInAttempt, {
      keys: claim.keys,
      email,
      device: signedIn ? device : undefined,
    });
  let result;
  try {
    result = await authorizePassword({ ...params, email }, ctx);
  } catch (error) {
    if (!isCredentialFailure(error)) {
      await settle(false);
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
  // Signed in, or (an unfinished sign-up) sent its code: not a failure.
  await settle(result !== null);
  return result;
}

/**
 * A sign-up answers alike whether or not the e-mail has an account: no
 * session (`{ tokens: null }`), after the cost of a password hash, and a mail
 * to the address. For a new e-mail (or one whose earlier sign-up was never
 * finished, which this one replaces) the mail holds the code that finishes
 * the account; for an e-mail with an account it tells the owner that someone
 * tried to sign up with it, with the way to log in or reset the password.
 * So neither the API, nor the screen, nor a sign-up with the right password
 * tells anything about an account, and nothing is made before the e-mail's
 * owner enters the code. The whole form is checked first, so an invalid form
 * reads the same for every e-mail.
 */
const signUpWithCode: Authorize = async (params, ctx) => {
  const input = parseOrThrow(signUpSchema, params);
  const known = await ctx.runMutation(internal.auth.prepareSignUp, {
    email: input.email,
  });
  if (known) {
    await passwordOptions.crypto.verifySecret(input.password, DUMMY_HASH);
    const allowed = await ctx.runMutation(internal.auth.allowSignUpNotice, {
      email: input.email,
    });
    if (allowed)
      await sendMail(ctx, {
        to: input.email,
        subject: SIGN_UP_NOTICE_MAIL_SUBJECT,
        text:
          `Someone (maybe you) tried to create a new VidyaQuest account with this e-mail address. ` +
          `It already has an account, so no new one was made and yours has not changed.\n\n` +
          `If it was you, log in here: ${env.siteUrl()}/login\n` +
          `Forgot your password? Reset it here: ${env.siteUrl()}/forgot-password\n\n` +
          `If it was not you, you can ignore this e-mail.`,
      });
    return null;
  }
  // Convex Auth makes the account with its profile pending, mails the code
  // and answers without a session.
  const result = await authorizePassword(
    { ...params, email: input.email },
    ctx,
  );
  if (result !== null)
    throw new Error("A new sign-up must wait for its e-mailed code");
  return null;
};

const wrongSignUpCode = () =>
  appError(
    "InvalidInput",
    "That code is wrong or has expired. Check the e-mail, or send a new code.",
  );

/**
 * The code mailed at sign-up finishes the account (and signs the user in).
 * Each code allows LIMITS.signUpCodeAttempts tries; after them it is deleted
 * and only a new code works. A wrong, used, expired or unknown code and an
 * e-mail without a pending sign-up all get the same answer.
 */
const verifySignUpCode: Authorize = async (params, ctx) => {
  const email = parseOrThrow(emailSchema, params.email);
  const code = typeof params.code === "string" ? params.code.trim() : "";
  if (!/^\d{6}$/.test(code)) throw wrongSignUpCode();
  if (!(await ctx.runMutation(internal.auth.countSignUpCodeAttempt, { email })))
    throw wrongSignUpCode();
  let result: Awaited<ReturnType<Authorize>> = null;
  try {
    result = await authorizePassword(
      { flow: "email-verification", email, code },
      ctx,
    );
  } catch (error) {
    if (
      !isCredentialFailure(error) &&
      !/Could not verify code/.test(failureReason(error))
    )
      throw error;
  }
  if (result === null) throw wrongSignUpCode();
  // The browser that finished the sign-up is the owner's.
  const device = deviceParam(params.device);
  if (device)
    await ctx.runMutation(internal.auth.settleSignInAttempt, {
      keys: [],
      email,
      device,
    });
  return result;
};

/**
 * A reset request does the same work for every e-mail before it answers:
 * it schedules sendResetLink, which looks the account up and mails the link
 * after the answer has gone. So neither the answer nor its timing tells
 * whether the e-mail has an account.
 */
const requestResetLater: Authorize = async (params, ctx) => {
  const email = parseOrThrow(emailSchema, params.email);
  await ctx.runMutation(internal.auth.scheduleResetLink, { email });
  return null;
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

const passwordAccount = (ctx: QueryCtx, email: string) =>
  ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) =>
      q.eq("provider", "password").eq("providerAccountId", email),
    )
    .unique();

async function deleteCodesOf(ctx: MutationCtx, accountId: Id<"authAccounts">) {
  for (const code of await ctx.db
    .query("authVerificationCodes")
    .withIndex("accountId", (q) => q.eq("accountId", accountId))
    .collect())
    await ctx.db.delete("authVerificationCodes", code._id);
}

/**
 * Whether `email` has an account (finished, seeded or made before sign-up
 * codes existed). An unfinished sign-up of the e-mail is deleted (its user,
 * account and code), so the new sign-up replaces it.
 */
export const prepareSignUp = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const account = await passwordAccount(ctx, email);
    if (!account) return false;
    const user = await ctx.db.get("users", account.userId);
    if (user && !user.pending_sign_up) return true;
    await deleteCodesOf(ctx, account._id);
    await ctx.db.delete("authAccounts", account._id);
    if (user) await ctx.db.delete("users", user._id);
    return false;
  },
});

const RESET_JOB_PAUSE_MS = 100;

export const scheduleResetLink = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    await ctx.scheduler.runAfter(0, internal.auth.sendResetLink, { email });
  },
});

/**
 * What Convex Auth's reset request does (a one-time code for the account,
 * mailed as a link), run after the request has been answered. Nothing for an
 * e-mail without an account, and nothing past the mails per address.
 */
export const sendResetLink = internalAction({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    // The job may start at once, in the process that is still answering the
    // request: a pause lets that answer go out before any work that differs.
    await new Promise((resolve) => setTimeout(resolve, RESET_JOB_PAUSE_MS));
    const accountId = await ctx.runQuery(internal.auth.passwordAccountId, {
      email,
    });
    if (!accountId) return;
    if (
      !(await ctx.runMutation(internal.accounts.users.allowPasswordResetMail, {
        email,
      }))
    )
      return;
    const token = await resetToken();
    await ctx.runMutation(internal.auth.store, {
      args: {
        type: "createVerificationCode",
        accountId,
        provider: "password-reset",
        email,
        code: token,
        expirationTime: Date.now() + RESET_LINK_MINUTES * 60_000,
        allowExtraProviders: true,
      },
    });
    await mailResetLink(ctx, email, token);
  },
});

export const passwordAccountId = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) =>
    (await passwordAccount(ctx, email))?._id ?? null,
});

/**
 * Accounts that were made before sign-ups needed a code (and seeded ones)
 * count as verified: only an unfinished sign-up asks for a code at sign-in.
 */
async function verifyEstablished(ctx: MutationCtx, email: string) {
  const account = await passwordAccount(ctx, email);
  if (!account || account.emailVerified) return;
  const user = await ctx.db.get("users", account.userId);
  if (user && !user.pending_sign_up)
    await ctx.db.patch("authAccounts", account._id, { emailVerified: email });
}

/** Sign-ups left without their code this long are deleted (their name and e-mail with them). */
export const UNFINISHED_SIGN_UP_MS = 24 * 60 * 60_000;

/** Deletes unfinished sign-ups older than UNFINISHED_SIGN_UP_MS: user, account and code. */
export const sweepUnfinishedSignUps = internalMutation({
  args: {},
  handler: async (ctx) => {
    const batch = await ctx.db
      .query("users")
      .withIndex("by_pending_sign_up_since", (q) =>
        q
          .gt("pending_sign_up.since", 0)
          .lt("pending_sign_up.since", Date.now() - UNFINISHED_SIGN_UP_MS),
      )
      .take(100);
    for (const user of batch) {
      for (const account of await ctx.db
        .query("authAccounts")
        .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id))
        .collect()) {
        await deleteCodesOf(ctx, account._id);
        await ctx.db.delete("authAccounts", account._id);
      }
      await ctx.db.delete("users", user._id);
    }
    if (batch.length === 100)
      await ctx.scheduler.runAfter(0, internal.auth.sweepUnfinishedSignUps, {});
    return batch.length;
  },
});

/** Counts a sign-up code mail to `email`; a new code gets a fresh set of tries. */
export const allowSignUpCodeMail = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const allowed = await consume(ctx, "signUpCodeMailPerEmail", email);
    if (allowed) await resetLimit(ctx, "signUpCodeAttempts", email);
    return allowed;
  },
});

export const allowSignUpNotice = internalMutation({
  args: { email: v.string() },
  handler: (ctx, { email }) => consume(ctx, "signUpNoticePerEmail", email),
});

/** Counts a try at the sign-up code of `email`; past the limit the code is deleted. */
export const countSignUpCodeAttempt = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    if (await consume(ctx, "signUpCodeAttempts", email)) return true;
    const account = await passwordAccount(ctx, email);
    if (account) await deleteCodesOf(ctx, account._id);
    return false;
  },
});

/** The throttle of an e-mail on one device; the row exists once the device has signed in. */
const deviceKey = async (email: string, device: string) =>
  `signin-device:${await sha256Hex(`${email}\n${device}`)}`;

type ThrottleName = keyof typeof SIGN_IN_THROTTLES;

/**
 * Whether a sign-in for `email` may be tried now; if so, counts it as a
 * failure on each throttle it answers to (the device's own, when the device
 * has signed in to this e-mail before; else the e-mail's and the client
 * address's), to be given back by settleSignInAttempt unless it fails.
 * Also marks an account made before sign-up codes as verified (it needs none).
 */
export const claimSignInAttempt = internalMutation({
  args: {
    email: v.string(),
    ip: v.optional(v.string()),
    device: v.optional(v.string()),
  },
  handler: async (ctx, { email, ip, device }) => {
    await verifyEstablished(ctx, email);
    const known = device ? await deviceKey(email, device) : null;
    const throttles: Array<{ key: string; name: ThrottleName }> =
      known &&
      (await ctx.db
        .query("rate_limits")
        .withIndex("by_key", (q) => q.eq("key", known))
        .unique())
        ? [{ key: known, name: "device" }]
        : [
            { key: `signin-account:${email}`, name: "account" },
            ...(ip
              ? [{ key: `signin-client:${ip}`, name: "client" as const }]
              : []),
          ];
    const now = Date.now();
    let waitMs = 0;
    for (const { key, name } of throttles)
      waitMs = Math.max(
        waitMs,
        await throttleWait(ctx, key, SIGN_IN_THROTTLES[name], now),
      );
    if (waitMs > 0) return { allowed: false as const, waitMs, keys: [] };
    for (const { key, name } of throttles)
      await countThrottled(ctx, key, SIGN_IN_THROTTLES[name], now);
    return {
      allowed: true as const,
      waitMs: 0,
      keys: throttles.map((t) => t.key),
    };
  },
});

/**
 * Gives back an attempt claimed by claimSignInAttempt that did not fail; with
 * `device` (a sign-in that succeeded), that device's throttle for the e-mail
 * starts afresh, which also marks the device as the owner's.
 */
export const settleSignInAttempt = internalMutation({
  args: {
    keys: v.array(v.string()),
    email: v.string(),
    device: v.optional(v.string()),
  },
  handler: async (ctx, { keys, email, device }) => {
    for (const key of keys) await giveBackThrottled(ctx, key);
    if (!device) return;
    const key = await deviceKey(email, device);
    const row = await ctx.db
      .query("rate_limits")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row)
      await ctx.db.patch("rate_limits", row._id, {
        count: 0,
        window_start: Date.now(),
      });
    else
      await ctx.db.insert("rate_limits", {
        key,
        count: 0,
        window_start: Date.now(),
      });
  },
});

export const countClientSignUp = internalMutation({
  args: { ip: v.string() },
  handler: (ctx, { ip }) =>
    requireWithinLimit(
      ctx,
      "signUpPerClient",
      ip,
      "Too many sign-ups from this network. Please try again later.",
    ),
});

/** Counted before the account is looked up, so a refusal says nothing about it. */
export const countClientResetRequest = internalMutation({
  args: { ip: v.string() },
  handler: (ctx, { ip }) =>
    requireWithinLimit(
      ctx,
      "passwordResetPerClient",
      ip,
      "Too many password reset requests from this network. Please try again later.",
    ),
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password],
  // No lock of Convex Auth's own: a lock lets anyone shut a student out by
  // guessing. Guessing is slowed by SIGN_IN_THROTTLES instead (signInThrottled),
  // and sign-up codes have their own few tries.
  signIn: { maxFailedAttempsPerHour: Number.MAX_SAFE_INTEGER },
  callbacks: {
    async createOrUpdateUser(genericCtx, { existingUserId, profile, type }) {
      const ctx = genericCtx as unknown as MutationCtx;
      if (existingUserId) {
        // A code mailed to the e-mail was entered (the sign-up code, or a
        // reset link): the address is the user's, so a pending sign-up
        // becomes the account.
        if (type === "verification")
          await finishPendingSignUp(ctx, existingUserId);
        return existingUserId;
      }
      await requireWithinLimit(
        ctx,
        "signUpGlobal",
        undefined,
        "Too many sign-ups right now. Please try again in a few minutes.",
      );
      const p = profile as {
        email: string;
        name: string;
        role: "student" | "mentor" | "parent";
        grade?: number;
        subject?: string;
        parentEmail?: string;
        emailVerified?: boolean;
      };
      // Seeded accounts come verified; a sign-up waits for its code.
      // A seeded student waits for the consent the seed records next.
      if (p.emailVerified)
        return createUserWithProfile(ctx, {
          email: p.email,
          fullName: p.name,
          role: p.role,
          grade: p.grade,
          subject: p.subject,
          consent: p.role === "student" ? "awaiting" : undefined,
        });
      return ctx.db.insert("users", {
        email: p.email,
        name: p.name,
        pending_sign_up: {
          role: p.role,
          grade: p.role === "student" ? p.grade : undefined,
          subject: p.role === "mentor" ? p.subject : undefined,
          parent_email: p.role === "student" ? p.parentEmail : undefined,
          since: Date.now(),
        },
      });
    },
  },
});

async function finishPendingSignUp(ctx: MutationCtx, userId: Id<"users">) {
  const user = await ctx.db.get("users", userId);
  if (!user?.pending_sign_up) return;
  const { role, grade, subject, parent_email } = user.pending_sign_up;
  await ctx.db.patch("users", userId, {
    pending_sign_up: undefined,
    emailVerificationTime: Date.now(),
  });
  // A student's account waits for a parent's consent: nothing of theirs is
  // stored or shown to others until then (functions.ts), and the parent is
  // mailed the link.
  await createProfile(ctx, userId, {
    email: user.email,
    fullName: user.name ?? "",
    role,
    grade,
    subject,
    consent: role === "student" ? "awaiting" : undefined,
  });
  if (role !== "student") return;
  if (parent_email !== undefined)
    await askParentConsent(ctx, userId, parent_email);
  else await awaitWithoutParent(ctx, userId);
}
