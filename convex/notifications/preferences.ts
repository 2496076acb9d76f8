import { v } from "convex/values";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { memberMutation, memberQuery, publicMutation } from "../functions";
import { appError } from "../lib/errors";
import { preferencesFor, setPreference } from "../lib/notify";
import { verifyUnsubscribe } from "./model/unsubscribeToken";
import { notificationKind } from "./schema";
import {
  NOTICES,
  NOTICE_GROUPS,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
} from "./model/notices";

/**
 * The settings page: every kind with its label, group and the viewer's
 * choice per channel. The notices about one's children are a parent's only.
 */
export const get = memberQuery({
  args: {},
  handler: async (ctx) => {
    const isParent = ctx.viewer.profile?.role === "parent";
    const shown = NOTICE_KINDS.filter(
      (kind) => isParent || NOTICES[kind].group !== "family",
    );
    const kinds = await Promise.all(
      shown.map(async (kind) => ({
        kind,
        label: NOTICES[kind].label,
        description: NOTICES[kind].description,
        group: NOTICES[kind].group,
        groupLabel: NOTICE_GROUPS[NOTICES[kind].group],
        channels: channelsOf(kind),
        ...(await preferencesFor(ctx, ctx.viewer.userId, kind)),
      })),
    );
    return kinds;
  },
});

/** The channels a kind goes by: a mail-only kind has no in-app switch. */
function channelsOf(kind: NoticeKind): NoticeChannel[] {
  return (NOTICES[kind] as { mailOnly?: true }).mailOnly
    ? ["mail"]
    : ["inApp", "mail"];
}

export const set = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: {
    kind: notificationKind,
    channel: v.union(v.literal("inApp"), v.literal("mail")),
    enabled: v.boolean(),
  },
  handler: async (ctx, { kind, channel, enabled }) => {
    if (!channelsOf(kind).includes(channel))
      throw appError(
        "InvalidInput",
        "This notice only goes by e-mail, so it has no in-app setting.",
      );
    await setPreference(ctx, ctx.viewer.userId, kind, channel, enabled);
  },
});

/**
 * The unsubscribe link of a notice mail (the /unsubscribe page): turns that
 * kind's mail off for the user the signed token names, without signing in.
 */
export const unsubscribe = publicMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => unsubscribeWith(ctx, token),
});

/** The one-click List-Unsubscribe POST (http.ts), same rules. */
export const unsubscribeOneClick = internalMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => unsubscribeWith(ctx, token),
});

async function unsubscribeWith(ctx: MutationCtx, token: string) {
  const named = await verifyUnsubscribe(token);
  const userId = named && ctx.db.normalizeId("users", named.userId);
  if (!named || !userId || !(await ctx.db.get("users", userId)))
    throw appError(
      "InvalidInput",
      "This unsubscribe link is not valid. Change your e-mail settings from Notification settings after logging in.",
    );
  await setPreference(ctx, userId, named.kind, "mail", false);
  return { kind: named.kind, label: NOTICES[named.kind].label };
}
