import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { memberMutation, memberQuery } from "../functions";
import { noticeRecipient } from "../lib/permissions";
import { changeInbox, inboxOf } from "../lib/notify";
import { boundedPage } from "../lib/validators";
import {
  GONE_TEXT,
  REMOVED_BY_MODERATOR_TEXT,
  UNREAD_SHOWN_MAX,
} from "./model/notices";

/**
 * The bell: the viewer's unread count, from their inbox row. One document
 * whatever the size of the inbox (10,000 notices read the same one row).
 */
export const unreadCount = memberQuery({
  args: {},
  handler: async (ctx) => {
    const inbox = await inboxOf(ctx, ctx.viewer.userId);
    const unread = inbox?.unread ?? 0;
    return {
      unread,
      shown:
        unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : String(unread),
    };
  },
});

/** The viewer's notices, newest first, a page at a time (the panel and /notifications). */
export const list = memberQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const result = await ctx.db
      .query("notifications")
      .withIndex("by_user_id", (q) => q.eq("user_id", ctx.viewer.userId))
      .order("desc")
      .paginate(boundedPage(paginationOpts, 50));
    return {
      ...result,
      page: await Promise.all(result.page.map((n) => noticeView(ctx, n))),
    };
  },
});

export const markRead = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: noticeRecipient,
  args: { noticeId: v.id("notifications") },
  handler: async (ctx, { noticeId }) => {
    // Another person's notice does not exist, as far as the caller can tell.
    const notice = await noticeRecipient.get(ctx, noticeId);
    if (notice.read_at !== undefined) return;
    await ctx.db.patch("notifications", noticeId, { read_at: Date.now() });
    await changeInbox(ctx, ctx.viewer.userId, { unread: -1 });
  },
});

/** How many unread notices one call marks; the rest (if any) follow in the next call. */
const MARK_ALL_BATCH = 250;

/**
 * Marks the viewer's unread notices as read, at most MARK_ALL_BATCH per call;
 * `remaining` says whether to call again (an inbox over its 200 before the
 * nightly trim).
 */
export const markAllRead = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: {},
  handler: async (ctx) => {
    const { userId } = ctx.viewer;
    const unread = await ctx.db
      .query("notifications")
      .withIndex("by_user_id_and_read_at", (q) =>
        q.eq("user_id", userId).eq("read_at", undefined),
      )
      .take(MARK_ALL_BATCH + 1);
    const batch = unread.slice(0, MARK_ALL_BATCH);
    const now = Date.now();
    for (const notice of batch)
      await ctx.db.patch("notifications", notice._id, { read_at: now });
    const remaining = unread.length > MARK_ALL_BATCH;
    const inbox = await inboxOf(ctx, userId);
    if (inbox && !remaining)
      await ctx.db.patch("notice_inboxes", inbox._id, { unread: 0 });
    else if (batch.length > 0)
      await changeInbox(ctx, userId, { unread: -batch.length });
    return { marked: batch.length, remaining };
  },
});

async function noticeView(ctx: QueryCtx, notice: Doc<"notifications">) {
  return {
    _id: notice._id,
    _creationTime: notice._creationTime,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    read: notice.read_at !== undefined,
    /** Set when what the notice is about has since been removed: say so instead of linking to a 404. */
    gone: goneText(notice, await subjectGone(ctx, notice)),
  };
}

function goneText(
  notice: Doc<"notifications">,
  gone: boolean | "moderated",
): string | null {
  if (!gone) return null;
  const table = notice.subject_table!;
  if (
    gone === "moderated" &&
    table !== "mentorship_sessions" &&
    table !== "users"
  )
    return REMOVED_BY_MODERATOR_TEXT[table];
  return GONE_TEXT[table];
}

/** Whether a thread or reply is no longer shown: "moderated" when a moderator took it down. */
function postGone(
  post: { status: string; moderated_at?: number } | null,
): boolean | "moderated" {
  if (post && post.status !== "visible" && post.moderated_at)
    return "moderated";
  return !post || post.status !== "visible";
}

/** Whether the notice's subject is gone: "moderated" when a moderator took it down. */
async function subjectGone(
  ctx: QueryCtx,
  notice: Doc<"notifications">,
): Promise<boolean | "moderated"> {
  const id = notice.subject_id;
  switch (notice.subject_table) {
    case undefined:
      return false;
    case "forum_threads": {
      const threadId = ctx.db.normalizeId("forum_threads", id!);
      return postGone(
        threadId && (await ctx.db.get("forum_threads", threadId)),
      );
    }
    case "forum_replies": {
      const replyId = ctx.db.normalizeId("forum_replies", id!);
      const reply = replyId && (await ctx.db.get("forum_replies", replyId));
      return (
        postGone(reply) ||
        postGone(await ctx.db.get("forum_threads", reply!.thread_id))
      );
    }
    case "community_events": {
      const eventId = ctx.db.normalizeId("community_events", id!);
      const event = eventId && (await ctx.db.get("community_events", eventId));
      if (event && event.status === "cancelled" && event.moderated_at)
        return "moderated";
      return !event || event.status === "cancelled";
    }
    case "users": {
      const userId = ctx.db.normalizeId("users", id!);
      return !userId || !(await ctx.db.get("users", userId));
    }
    case "mentorship_sessions": {
      const sessionId = ctx.db.normalizeId("mentorship_sessions", id!);
      const session =
        sessionId && (await ctx.db.get("mentorship_sessions", sessionId));
      return !session || session.status === "cancelled";
    }
  }
}
