/**
 * A parent's consent to a student's account: the link mailed to the parent,
 * what the link's page shows, consent and refusal, and the reminders and
 * erasure of an account left without an answer.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../_generated/server";
import { parentMutation, publicQuery } from "../functions";
import { appError } from "../lib/errors";
import { env } from "../lib/env";
import { sendMail } from "../mail";
import {
  CONSENT_MAIL_SUBJECT,
  CONSENT_PATH,
  CONSENT_REMINDER_SUBJECT,
  DAY_MS,
  DECLARATION,
  ERASE_AFTER_DAYS,
  MAX_PARENTS,
  NOTICE_VERSION,
} from "./rules";
import {
  eraseAwaitingAccount,
  linkNotWorking,
  requestByToken,
  requireRequestParent,
  verifiedEmailOf,
} from "./model/consent";
import { sha256Hex } from "../lib/sha256";

const tokenArg = v.string();

/** A link's token is 48 characters; anything far longer is not a link of ours. */
function checkToken(token: string) {
  if (token.length > 200)
    throw appError("InvalidInput", "This link is not valid.");
}

/**
 * What a consent link's page shows: the child's first name and class, and
 * whether the signed-in viewer may answer (a parent account with the
 * request's verified e-mail). Null for a link that does not work.
 */
export const request = publicQuery({
  args: { token: tokenArg },
  handler: async (ctx, { token }) => {
    checkToken(token);
    const found = await requestByToken(ctx, token);
    if (!found || found.status !== "awaiting" || !found.child_id) return null;
    const child = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", found.child_id!))
      .unique();
    if (!child) return null;
    const viewer = ctx.viewer;
    const verifiedEmail = viewer ? await verifiedEmailOf(ctx, viewer) : null;
    return {
      childFirstName: child.full_name.split(/\s+/)[0] ?? child.full_name,
      grade: child.grade ?? null,
      noticeVersion: NOTICE_VERSION,
      eraseBy: found.created_at + ERASE_AFTER_DAYS * DAY_MS,
      viewer: !viewer
        ? ("visitor" as const)
        : viewer.profile?.role !== "parent"
          ? ("notParent" as const)
          : verifiedEmail === found.parent_email
            ? ("requestParent" as const)
            : ("otherParent" as const),
    };
  },
});

/**
 * Consent, from the parent account whose verified e-mail the request went to,
 * with the declaration: the record, the link to the child, and the child's
 * account opens.
 */
export const consent = parentMutation({
  args: { token: tokenArg, declaration: v.boolean() },
  handler: async (ctx, { token, declaration }) => {
    checkToken(token);
    const found = await requestByToken(ctx, token);
    if (!found || found.status !== "awaiting" || !found.child_id)
      throw linkNotWorking();
    const email = await requireRequestParent(ctx, ctx.viewer, found);
    if (!declaration)
      throw appError(
        "InvalidInput",
        "Please confirm that you are the child's parent or guardian.",
      );
    const childId = found.child_id;
    const links = await ctx.db
      .query("family_links")
      .withIndex("by_child_id", (q) => q.eq("child_id", childId))
      .take(MAX_PARENTS + 1);
    const linked = links.some((l) => l.parent_id === ctx.viewer.userId);
    if (!linked && links.length >= MAX_PARENTS)
      throw appError(
        "Conflict",
        "This child already has two parents or guardians linked.",
      );
    const now = Date.now();
    await ctx.db.insert("consent_records", {
      parent_id: ctx.viewer.userId,
      child_id: childId,
      consented_at: now,
      notice_version: NOTICE_VERSION,
      verified_email: email,
      declaration: DECLARATION,
    });
    if (!linked)
      await ctx.db.insert("family_links", {
        parent_id: ctx.viewer.userId,
        child_id: childId,
        linked_at: now,
      });
    await ctx.db.patch("consent_requests", found._id, {
      status: "consented",
      token_hash: undefined,
      decided_at: now,
    });
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", childId))
      .unique();
    if (profile)
      await ctx.db.patch("profiles", profile._id, { consent: "given" });
    return null;
  },
});

/** Refusal, from the same parent account: the child's account is erased at once. */
export const refuse = parentMutation({
  args: { token: tokenArg },
  handler: async (ctx, { token }) => {
    checkToken(token);
    const found = await requestByToken(ctx, token);
    if (!found || found.status !== "awaiting" || !found.child_id)
      throw linkNotWorking();
    await requireRequestParent(ctx, ctx.viewer, found);
    await eraseAwaitingAccount(ctx, found.child_id, "refused");
    return null;
  },
});

// ── The mails, reminders and erasure ───────────────────────────────────────

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Mails the parent a new consent link (the first mail, a reminder or a
 * re-send), if the request still waits. The token is drawn here, in an
 * action, and only its hash is stored: the new link replaces the last.
 */
export const mailLink = internalAction({
  args: { requestId: v.id("consent_requests"), reminder: v.boolean() },
  handler: async (ctx, { requestId, reminder }) => {
    const token = randomToken();
    const mail = await ctx.runMutation(internal.families.consent.storeLink, {
      requestId,
      tokenHash: await sha256Hex(token),
      reminder,
    });
    if (!mail) return;
    const link = `${env.siteUrl()}${CONSENT_PATH}${token}`;
    const by = new Date(mail.eraseBy).toLocaleDateString("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    await sendMail(ctx, {
      to: mail.to,
      subject: reminder ? CONSENT_REMINDER_SUBJECT : CONSENT_MAIL_SUBJECT,
      text:
        `${mail.childName} (Class ${mail.grade}) has signed up to VidyaQuest, a learning app for school students, ` +
        `and gave this e-mail address as their parent's or guardian's.\n\n` +
        `Before they can use their account we need your consent. Read what we collect and why, and agree or refuse here:\n${link}\n\n` +
        `Until you agree, nothing of theirs is stored or shown to anyone. If you do not answer, their account and everything in it is erased on ${by}.\n` +
        (reminder
          ? `Links in earlier e-mails no longer work; use this one.\n`
          : "") +
        `\nIf you do not know this child, ignore this e-mail.`,
    });
  },
});

export const storeLink = internalMutation({
  args: {
    requestId: v.id("consent_requests"),
    tokenHash: v.string(),
    reminder: v.boolean(),
  },
  handler: async (ctx, { requestId, tokenHash, reminder }) => {
    const request = await ctx.db.get("consent_requests", requestId);
    if (
      !request ||
      request.status !== "awaiting" ||
      !request.child_id ||
      !request.parent_email
    )
      return null;
    const child = await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", request.child_id!))
      .unique();
    if (!child) return null;
    const now = Date.now();
    await ctx.db.patch("consent_requests", requestId, {
      token_hash: tokenHash,
      ...(reminder
        ? { reminders_sent_at: [...request.reminders_sent_at, now] }
        : { sent_at: now }),
    });
    return {
      to: request.parent_email,
      childName: child.full_name,
      grade: child.grade ?? 0,
      eraseBy: request.created_at + ERASE_AFTER_DAYS * DAY_MS,
    };
  },
});

/** 14 days after the request, an account still without consent is erased. */
export const expire = internalMutation({
  args: { requestId: v.id("consent_requests") },
  handler: async (ctx, { requestId }) => {
    const request = await ctx.db.get("consent_requests", requestId);
    if (!request || request.status !== "awaiting" || !request.child_id)
      return false;
    await eraseAwaitingAccount(ctx, request.child_id, "expired");
    return true;
  },
});
