import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { preview, publicName } from "../../community/rules";
import { dropContent } from "./contentQueue";
import { syncEmbeddingStatus } from "../../community/model/threadEmbeddings";
import { COUNTERS, bumpCounter } from "../../lib/counters";
import {
  dropReminder,
  tellRegistrants,
} from "../../community/model/eventReminders";

export type ReportTargetType = Doc<"user_reports">["target_type"];

/** A reportable thing while it is still shown: who is answerable for it, and where it is. */
export type Target = {
  authorId: Id<"users">;
  link?: string;
};

/** Warnings within this window count toward the queue's flag. */
export const WARNING_WINDOW_MS = 90 * 24 * 3_600_000;
/** A member with this many warnings in the window is flagged on the queue. */
export const WARNING_FLAG_AT = 3;

/**
 * The reported thing, if it is still shown to members (a removed or
 * cancelled one cannot be reported).
 */
export async function findTarget(
  ctx: QueryCtx,
  type: ReportTargetType,
  rawId: string,
): Promise<Target | null> {
  switch (type) {
    case "thread": {
      const id = ctx.db.normalizeId("forum_threads", rawId);
      const thread = id && (await ctx.db.get("forum_threads", id));
      if (!thread || thread.status !== "visible") return null;
      return {
        authorId: thread.author_id,
        link: `/community/thread/${thread._id}`,
      };
    }
    case "reply": {
      const id = ctx.db.normalizeId("forum_replies", rawId);
      const reply = id && (await ctx.db.get("forum_replies", id));
      if (!reply || reply.status !== "visible") return null;
      const thread = await ctx.db.get("forum_threads", reply.thread_id);
      if (!thread || thread.status !== "visible") return null;
      return {
        authorId: reply.author_id,
        link: `/community/thread/${reply.thread_id}#reply-${reply._id}`,
      };
    }
    case "club": {
      const id = ctx.db.normalizeId("student_clubs", rawId);
      const club = id && (await ctx.db.get("student_clubs", id));
      if (!club || club.status !== "visible") return null;
      return { authorId: club.created_by, link: `/community/club/${club._id}` };
    }
    case "event": {
      const id = ctx.db.normalizeId("community_events", rawId);
      const event = id && (await ctx.db.get("community_events", id));
      if (!event || event.status !== "published") return null;
      return {
        authorId: event.created_by,
        link: `/community#event-${event._id}`,
      };
    }
    case "user": {
      const id = ctx.db.normalizeId("users", rawId);
      const user = id && (await ctx.db.get("users", id));
      if (!user) return null;
      return { authorId: user._id };
    }
  }
}

/** What the queue shows of a reported thing, inline. */
export type TargetView = {
  /** A title or name (a reply: the thread's title). */
  title: string;
  /** The text itself, cut to a few lines. */
  body: string;
  authorName: string;
  /** Whether it is still shown to members. */
  shown: boolean;
};

const EXCERPT = 280;

/** The reported thing as the moderator sees it: one or two reads. */
export async function viewTarget(
  ctx: QueryCtx,
  type: ReportTargetType,
  rawId: string,
): Promise<TargetView | null> {
  switch (type) {
    case "thread": {
      const id = ctx.db.normalizeId("forum_threads", rawId);
      const t = id && (await ctx.db.get("forum_threads", id));
      if (!t) return null;
      return {
        title: t.title,
        body: preview(t.content, EXCERPT),
        authorName: t.author_name,
        shown: t.status === "visible",
      };
    }
    case "reply": {
      const id = ctx.db.normalizeId("forum_replies", rawId);
      const r = id && (await ctx.db.get("forum_replies", id));
      if (!r) return null;
      const thread = await ctx.db.get("forum_threads", r.thread_id);
      return {
        title: `Reply in “${thread?.title ?? "a removed thread"}”`,
        body: preview(r.content, EXCERPT),
        authorName: r.author_name,
        shown: r.status === "visible" && thread?.status === "visible",
      };
    }
    case "club": {
      const id = ctx.db.normalizeId("student_clubs", rawId);
      const c = id && (await ctx.db.get("student_clubs", id));
      if (!c) return null;
      return {
        title: c.name,
        body: preview(c.description, EXCERPT),
        authorName: await nameOf(ctx, c.created_by),
        shown: c.status === "visible",
      };
    }
    case "event": {
      const id = ctx.db.normalizeId("community_events", rawId);
      const e = id && (await ctx.db.get("community_events", id));
      if (!e) return null;
      return {
        title: e.title,
        body: preview(e.description, EXCERPT),
        authorName: await nameOf(ctx, e.created_by),
        shown: e.status === "published",
      };
    }
    case "user": {
      const id = ctx.db.normalizeId("users", rawId);
      if (!id) return null;
      const name = await nameOf(ctx, id);
      return { title: name, body: "", authorName: name, shown: true };
    }
  }
}

/** A member's name as the community shows it. */
export async function nameOf(ctx: QueryCtx, userId: Id<"users">) {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  if (!profile) return "Member";
  return publicName(profile.full_name, profile.role);
}

/**
 * Takes the reported thing down for everyone, at once: lists and counts read
 * only visible threads, replies and clubs and published events, so they drop
 * it in the same transaction, and its page (a reply: its place in its
 * thread) says "Removed by a moderator" (`moderated_at` tells it apart from
 * an author's own delete). A removed reply
 * leaves its thread's reply count (and its accepted answer); a removed event
 * is called off like a cancelled one (its reminder dropped, its registrants
 * told). Returns whether it was still shown.
 */
export async function removeTarget(
  ctx: MutationCtx,
  type: Exclude<ReportTargetType, "user">,
  rawId: string,
): Promise<boolean> {
  switch (type) {
    case "thread": {
      const id = ctx.db.normalizeId("forum_threads", rawId);
      const t = id && (await ctx.db.get("forum_threads", id));
      if (!t || t.status !== "visible") return false;
      await ctx.db.patch("forum_threads", t._id, {
        status: "removed",
        moderated_at: Date.now(),
      });
      await syncEmbeddingStatus(ctx, t._id, "removed");
      return true;
    }
    case "reply": {
      const id = ctx.db.normalizeId("forum_replies", rawId);
      const r = id && (await ctx.db.get("forum_replies", id));
      if (!r || r.status !== "visible") return false;
      await ctx.db.patch("forum_replies", r._id, {
        status: "removed",
        moderated_at: Date.now(),
      });
      const thread = await ctx.db.get("forum_threads", r.thread_id);
      if (thread)
        await ctx.db.patch("forum_threads", thread._id, {
          reply_count: Math.max(0, thread.reply_count - 1),
          ...(thread.accepted_reply_id === r._id
            ? { accepted_reply_id: undefined }
            : {}),
        });
      return true;
    }
    case "club": {
      const id = ctx.db.normalizeId("student_clubs", rawId);
      const c = id && (await ctx.db.get("student_clubs", id));
      if (!c || c.status !== "visible") return false;
      await ctx.db.patch("student_clubs", c._id, {
        status: "removed",
        moderated_at: Date.now(),
      });
      return true;
    }
    case "event": {
      const id = ctx.db.normalizeId("community_events", rawId);
      const e = id && (await ctx.db.get("community_events", id));
      if (!e || e.status === "cancelled") return false;
      await ctx.db.patch("community_events", e._id, {
        status: "cancelled",
        moderated_at: Date.now(),
      });
      await dropReminder(ctx, e);
      if (e.status === "published" && e.attendee_count > 0)
        await tellRegistrants(
          ctx,
          e._id,
          {
            kind: "event_cancelled",
            payload: {
              eventTitle: e.title,
              scheduledAt: e.scheduled_at,
              byModerator: true,
            },
          },
          `event-cancelled:${e._id}`,
        );
      // Its proposal, and any change waiting for review, leave the queue.
      const submissions = await ctx.db
        .query("dashboard_content")
        .withIndex("by_ref_id", (q) => q.eq("ref_id", e._id))
        .collect();
      for (const submission of submissions)
        if (submission.status === "pending") await dropContent(ctx, submission);
      return e.status === "published";
    }
  }
}

/**
 * The pending group of a target, made if there is none (with the pending
 * items' counter); the caller counts the report in.
 */
async function pendingGroupFor(
  ctx: MutationCtx,
  report: Omit<Doc<"user_reports">, "_id" | "_creationTime" | "group_id">,
) {
  const pending = await ctx.db
    .query("report_groups")
    .withIndex("by_target_id_and_status", (q) =>
      q.eq("target_id", report.target_id).eq("status", "pending"),
    )
    .unique();
  if (pending) {
    await ctx.db.patch("report_groups", pending._id, {
      report_count: pending.report_count + 1,
      latest_at: Math.max(pending.latest_at, report.created_at),
      first_at: Math.min(pending.first_at, report.created_at),
      reasons: pending.reasons.includes(report.reason)
        ? pending.reasons
        : [...pending.reasons, report.reason],
    });
    return pending._id;
  }
  const groupId = await ctx.db.insert("report_groups", {
    target_type: report.target_type,
    target_id: report.target_id,
    target_author_id: report.target_author_id,
    content_link: report.content_link,
    status: "pending",
    report_count: 1,
    first_at: report.created_at,
    latest_at: report.created_at,
    reasons: [report.reason],
  });
  await bumpCounter(ctx, COUNTERS.pendingReportGroups, 1);
  return groupId;
}

/**
 * A pending report filed before reports were grouped joins its target's
 * pending group (it is already counted as pending).
 */
export async function groupLegacyReport(
  ctx: MutationCtx,
  report: Doc<"user_reports">,
) {
  if (report.group_id !== undefined || report.status !== "pending") return;
  const groupId = await pendingGroupFor(ctx, report);
  await ctx.db.patch("user_reports", report._id, { group_id: groupId });
}

/**
 * Files one report into its target's pending group (a new group if none is
 * pending), keeping the group's count, reasons and time and both pending
 * counters right in the same transaction.
 */
export async function addToGroup(
  ctx: MutationCtx,
  report: Omit<Doc<"user_reports">, "_id" | "_creationTime" | "group_id">,
): Promise<{ reportId: Id<"user_reports">; groupId: Id<"report_groups"> }> {
  const groupId = await pendingGroupFor(ctx, report);
  const reportId = await ctx.db.insert("user_reports", {
    ...report,
    group_id: groupId,
  });
  await bumpCounter(ctx, COUNTERS.pendingReports, 1);
  return { reportId, groupId };
}
