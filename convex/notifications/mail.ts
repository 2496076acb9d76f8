import { v } from "convex/values";
import { internal } from "../_generated/api";
import { vOnCompleteArgs } from "@convex-dev/workpool";
import {
  internalAction,
  internalMutation,
  internalQuery,
} from "../_generated/server";
import { recordFinalFailure } from "../lib/background";
import { sendMail } from "../mail";
import { env } from "../lib/env";
import { signUnsubscribe } from "./model/unsubscribeToken";
import { notificationKind } from "./schema";
import { NOTICES } from "./model/notices";

/**
 * Mails one notice (enqueued on the mail pool by `notify`, run after its
 * mutation commits; retried on failure, so it only writes at its end), through
 * the same path as password reset: Resend when configured, else the local
 * outbox. Every notice mail carries an unsubscribe link for its kind that
 * works without signing in, and one-click List-Unsubscribe headers (RFC 8058).
 */
export const deliver = internalAction({
  args: {
    userId: v.id("users"),
    kind: notificationKind,
    title: v.string(),
    body: v.string(),
    link: v.string(),
  },
  handler: async (ctx, { userId, kind, title, body, link }) => {
    const to = await ctx.runQuery(internal.notifications.mail.addressOf, {
      userId,
    });
    if (!to) return;
    const token = await signUnsubscribe(userId, kind);
    const site = env.siteUrl();
    const pageLink = `${site}/unsubscribe?token=${encodeURIComponent(token)}`;
    const oneClick = `${env.convexSiteUrl() ?? site}/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    const label = NOTICES[kind].label.toLowerCase();
    await sendMail(ctx, {
      to,
      subject: title,
      text: [
        body,
        "",
        `Open VidyaQuest: ${site}${link}`,
        "",
        `You get this e-mail because ${label} e-mails are on for your account.`,
        `Stop these e-mails: ${pageLink}`,
        `Change all your notification settings: ${site}/settings/notifications`,
      ].join("\n"),
      headers: {
        "List-Unsubscribe": `<${oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  },
});

/** The mail pool's word on a notice mail: one that failed for good is recorded for developers. */
export const deliverDone = internalMutation({
  args: vOnCompleteArgs(
    v.object({ userId: v.id("users"), kind: notificationKind }),
  ),
  handler: async (ctx, { context, result }) => {
    await recordFinalFailure(
      ctx,
      "notifications/mail:deliver",
      `user ${context.userId}, ${context.kind}`,
      result,
      context.userId,
    );
  },
});

export const addressOf = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    return user?.email ?? null;
  },
});
