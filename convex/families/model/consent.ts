import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import { COUNTERS, bumpCounter } from "../../lib/counters";
import { appError } from "../../lib/errors";
import { resetLimit } from "../../lib/rateLimit";
import type { Viewer } from "../../lib/viewer";
import {
  CONSENT_MAIL_SUBJECT,
  CONSENT_REMINDER_SUBJECT,
  DAY_MS,
  ERASE_AFTER_DAYS,
  REMINDER_DAYS,
  TOKEN_PATTERN,
} from "../rules";
import { sha256Hex } from "../../lib/sha256";

/**
 * Asks a parent's consent for a student whose code was just entered: the
 * request, its first mail (sent by an action, which alone draws the link's
 * random token), the reminders after 2 and 6 days and the erasure after 14.
 */
export async function askParentConsent(
  ctx: MutationCtx,
  childId: Id<"users">,
  parentEmail: string,
) {
  const requestId = await ctx.db.insert("consent_requests", {
    child_id: childId,
    parent_email: parentEmail.toLowerCase(),
    status: "awaiting",
    created_at: Date.now(),
    reminders_sent_at: [],
  });
  await ctx.scheduler.runAfter(0, internal.families.consent.mailLink, {
    requestId,
    reminder: false,
  });
  for (const days of REMINDER_DAYS)
    await ctx.scheduler.runAfter(
      days * DAY_MS,
      internal.families.consent.mailLink,
      { requestId, reminder: true },
    );
  await ctx.scheduler.runAfter(
    ERASE_AFTER_DAYS * DAY_MS,
    internal.families.consent.expire,
    { requestId },
  );
  return requestId;
}

/**
 * A student who has no parent's e-mail on record (an account made before
 * consent was asked of every student): their account awaits consent until
 * a deadline 14 days on, when `earlier:expire` erases it unless a parent has
 * consented. The student names a parent from the banner (`child:askParent`).
 */
export async function awaitWithoutParent(
  ctx: MutationCtx,
  childId: Id<"users">,
) {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", childId))
    .unique();
  if (!profile) return;
  const deadline = Date.now() + ERASE_AFTER_DAYS * DAY_MS;
  await ctx.db.patch("profiles", profile._id, {
    consent: "awaiting",
    consent_deadline: deadline,
  });
  await ctx.scheduler.runAt(deadline, internal.families.earlier.expire, {
    childId,
  });
}

/** The open request of a child, if any. */
export async function awaitingRequestOf(ctx: QueryCtx, childId: Id<"users">) {
  const requests = await ctx.db
    .query("consent_requests")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .order("desc")
    .take(5);
  return requests.find((r) => r.status === "awaiting") ?? null;
}

/** The request a link's token names, or null (a wrong, replaced or used link). */
export async function requestByToken(
  ctx: QueryCtx,
  token: string,
): Promise<Doc<"consent_requests"> | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = await sha256Hex(token);
  return ctx.db
    .query("consent_requests")
    .withIndex("by_token_hash", (q) => q.eq("token_hash", hash))
    .unique();
}

export const linkNotWorking = () =>
  appError(
    "NotFound",
    "This link no longer works. Please use the link in the newest e-mail from VidyaQuest.",
  );

/**
 * The parent account's e-mail, if the account has shown it owns it (the code
 * mailed at sign-up was entered, or a seeded or reset-verified account);
 * otherwise null.
 */
export async function verifiedEmailOf(
  ctx: QueryCtx,
  viewer: Viewer,
): Promise<string | null> {
  const email = viewer.user.email?.toLowerCase();
  if (!email) return null;
  if (viewer.user.emailVerificationTime !== undefined) return email;
  const account = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) =>
      q.eq("userId", viewer.userId).eq("provider", "password"),
    )
    .unique();
  return account?.emailVerified?.toLowerCase() === email ? email : null;
}

/**
 * Consent or refusal needs the parent account whose verified e-mail the
 * request was sent to: a link forwarded to anyone else is refused.
 */
export async function requireRequestParent(
  ctx: QueryCtx,
  viewer: Viewer,
  request: Doc<"consent_requests">,
) {
  const email = await verifiedEmailOf(ctx, viewer);
  if (email === null)
    throw appError(
      "NotAuthorized",
      "Please verify your e-mail address before giving consent.",
    );
  if (email !== request.parent_email)
    throw appError(
      "NotAuthorized",
      "This request was sent to another e-mail address. Please log in with the parent account of the e-mail that received it.",
    );
  return email;
}

/**
 * Erases a student's account that never had a parent's consent (refused, or
 * 14 days without an answer). The consent gate kept it from storing anything
 * but its account: the user and Convex Auth's rows, the profile, the sign-up
 * in the activity log, the sign-in throttle and limits of its e-mail, the
 * mails to it and the consent mails naming the child. Its requests keep only
 * their outcome.
 */
export async function eraseAwaitingAccount(
  ctx: MutationCtx,
  childId: Id<"users">,
  outcome: "refused" | "expired",
) {
  const user = await ctx.db.get("users", childId);
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", childId))
    .unique();
  if (profile && profile.consent !== "awaiting")
    throw new Error("Only an account awaiting consent is erased here");
  if (profile?.consent_deadline !== undefined) {
    // An account made before consent was asked may hold posts, progress and
    // files: the privacy area's full erasure, after the requests record
    // their outcome.
    for (const request of await ctx.db
      .query("consent_requests")
      .withIndex("by_child_id", (q) => q.eq("child_id", childId))
      .collect()) {
      if (request.parent_email)
        await deleteMailsNaming(ctx, request.parent_email, profile.full_name);
      if (request.status === "awaiting")
        await ctx.db.patch("consent_requests", request._id, {
          status: outcome,
          token_hash: undefined,
          decided_at: Date.now(),
        });
    }
    await ctx.scheduler.runAfter(0, internal.privacy.erasure.eraseAccount, {
      userId: childId,
    });
    return;
  }
  const email = user?.email?.toLowerCase();

  for (const request of await ctx.db
    .query("consent_requests")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .collect()) {
    if (request.parent_email && profile)
      await deleteMailsNaming(ctx, request.parent_email, profile.full_name);
    await ctx.db.replace("consent_requests", request._id, {
      status: request.status === "awaiting" ? outcome : request.status,
      created_at: request.created_at,
      reminders_sent_at: request.reminders_sent_at,
      sent_at: request.sent_at,
      decided_at: Date.now(),
    });
  }
  for (const link of await ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .collect())
    await ctx.db.delete("family_links", link._id);

  for (const session of await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", childId))
    .collect()) {
    for (const token of await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .collect())
      await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
  for (const account of await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", childId))
    .collect()) {
    for (const code of await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .collect())
      await ctx.db.delete("authVerificationCodes", code._id);
    await ctx.db.delete("authAccounts", account._id);
  }
  for (const entry of await ctx.db
    .query("user_activity_log")
    .withIndex("by_user_id_and_timestamp", (q) => q.eq("user_id", childId))
    .collect())
    await ctx.db.delete("user_activity_log", entry._id);

  if (email) {
    for (const mail of await ctx.db
      .query("email_outbox")
      .withIndex("by_to", (q) => q.eq("to", email))
      .collect())
      await ctx.db.delete("email_outbox", mail._id);
    for (const key of [`signin-account:${email}`]) {
      const row = await ctx.db
        .query("rate_limits")
        .withIndex("by_key", (q) => q.eq("key", key))
        .unique();
      if (row) await ctx.db.delete("rate_limits", row._id);
    }
    for (const limit of [
      "signUpCodeMailPerEmail",
      "signUpCodeAttempts",
      "signUpNoticePerEmail",
      "passwordResetPerEmail",
    ] as const)
      await resetLimit(ctx, limit, email);
  }
  if (profile) {
    await ctx.db.delete("profiles", profile._id);
    await bumpCounter(ctx, COUNTERS.students, -1);
  }
  if (user) await ctx.db.delete("users", childId);
}

/** Consent mails to `parentEmail` that name the child (their copies in the outbox). */
async function deleteMailsNaming(
  ctx: MutationCtx,
  parentEmail: string,
  childName: string,
) {
  for (const mail of await ctx.db
    .query("email_outbox")
    .withIndex("by_to", (q) => q.eq("to", parentEmail))
    .order("desc")
    .take(200))
    if (
      (mail.subject === CONSENT_MAIL_SUBJECT ||
        mail.subject === CONSENT_REMINDER_SUBJECT) &&
      mail.text.includes(childName)
    )
      await ctx.db.delete("email_outbox", mail._id);
}

/** The names of the parents or guardians linked to a child (at most two). */
export async function linkedParentNames(
  ctx: QueryCtx,
  childId: Id<"users">,
): Promise<string[]> {
  const links = await ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .take(4);
  const names = await Promise.all(
    links.map(async (link) => {
      const parent = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", link.parent_id))
        .unique();
      return parent?.full_name ?? null;
    }),
  );
  return names.filter((n): n is string => n !== null);
}
