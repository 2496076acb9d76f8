import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  NOTICES,
  defaultPreference,
  renderNotice,
  type NoticeChannel,
  type NoticeKind,
  type NoticePayload,
} from "../notifications/model/notices";
import { mailPool } from "../notifications/model/mailPool";

/**
 * The one way the product tells someone something. Call it in the mutation
 * that causes the notice, so both commit or neither does:
 *
 *   await notify(ctx, thread.author_id, "forum_reply", { threadId, … });
 *
 * The kind's text and link come from the catalogue (`notifications/model/notices.ts`).
 * The person's preferences decide the channels: an in-app notice (and the
 * bell's count) and/or a mail, sent after commit by an action on the mail
 * pool (notifications/model/mailPool.ts: bounded, retried).
 * `dedupeKey` makes it once per thing: a notice already in the inbox with the
 * same key stops a second one (a milestone reached twice, a day's reminder).
 *
 * For many recipients, call it from batches of scheduled work
 * (`FAN_OUT_BATCH` at a time), never in one loop over all of them.
 */
export async function notify<K extends NoticeKind>(
  ctx: MutationCtx,
  userId: Id<"users">,
  kind: K,
  payload: NoticePayload<K>,
  options: { dedupeKey?: string } = {},
): Promise<Id<"notifications"> | null> {
  const wants = await preferencesFor(ctx, userId, kind);
  if (!wants.inApp && !wants.mail) return null;
  if (options.dedupeKey !== undefined) {
    const already = await ctx.db
      .query("notifications")
      .withIndex("by_user_id_and_dedupe_key", (q) =>
        q.eq("user_id", userId).eq("dedupe_key", options.dedupeKey),
      )
      .first();
    if (already) return null;
  }
  const notice = renderNotice(kind, payload);
  let noticeId: Id<"notifications"> | null = null;
  if (wants.inApp) {
    noticeId = await ctx.db.insert("notifications", {
      user_id: userId,
      kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      subject_table: notice.subject?.table,
      subject_id: notice.subject?.id,
      dedupe_key: options.dedupeKey,
    });
    await changeInbox(ctx, userId, { unread: 1, total: 1 });
  }
  if (wants.mail)
    await mailPool.enqueueAction(
      ctx,
      internal.notifications.mail.deliver,
      {
        userId,
        kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
      },
      {
        onComplete: internal.notifications.mail.deliverDone,
        context: { userId, kind },
      },
    );
  return noticeId;
}

/** Recipients handled per scheduled batch when one cause notifies many. */
export const FAN_OUT_BATCH = 100;

/** The person's choice for each channel of a kind, else the catalogue's default for them. */
export async function preferencesFor(
  ctx: QueryCtx,
  userId: Id<"users">,
  kind: NoticeKind,
): Promise<Record<NoticeChannel, boolean>> {
  const chosen = await ctx.db
    .query("notice_preferences")
    .withIndex("by_user_id_and_kind", (q) =>
      q.eq("user_id", userId).eq("kind", kind),
    )
    .unique();
  if (chosen) return { inApp: chosen.in_app, mail: chosen.mail };
  const isStudent = await isStudentAccount(ctx, userId);
  return {
    inApp: defaultPreference(kind, "inApp", isStudent),
    mail: defaultPreference(kind, "mail", isStudent),
  };
}

/** Students (Classes 6–12) are minors: they get the quieter defaults. */
export async function isStudentAccount(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<boolean> {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  return profile?.role === "student";
}

/** Saves one channel of one kind for a person (the settings page, an unsubscribe link). */
export async function setPreference(
  ctx: MutationCtx,
  userId: Id<"users">,
  kind: NoticeKind,
  channel: NoticeChannel,
  enabled: boolean,
): Promise<void> {
  const current = await preferencesFor(ctx, userId, kind);
  const next = { ...current, [channel]: enabled };
  const row = await ctx.db
    .query("notice_preferences")
    .withIndex("by_user_id_and_kind", (q) =>
      q.eq("user_id", userId).eq("kind", kind),
    )
    .unique();
  const fields = { in_app: next.inApp, mail: next.mail };
  if (row) await ctx.db.patch("notice_preferences", row._id, fields);
  else
    await ctx.db.insert("notice_preferences", {
      user_id: userId,
      kind,
      ...fields,
    });
}

export async function inboxOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"notice_inboxes"> | null> {
  return ctx.db
    .query("notice_inboxes")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

/** Moves the inbox's totals with the notices they count, in the same mutation. */
export async function changeInbox(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: { unread?: number; total?: number },
): Promise<void> {
  const inbox = await inboxOf(ctx, userId);
  const unread = Math.max(0, (inbox?.unread ?? 0) + (delta.unread ?? 0));
  const total = Math.max(0, (inbox?.total ?? 0) + (delta.total ?? 0));
  if (inbox) await ctx.db.patch("notice_inboxes", inbox._id, { unread, total });
  else
    await ctx.db.insert("notice_inboxes", { user_id: userId, unread, total });
}

/** Every kind's label, for the settings page and the unsubscribe page. */
export function kindLabel(kind: NoticeKind): string {
  return NOTICES[kind].label;
}
