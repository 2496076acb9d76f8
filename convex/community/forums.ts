import { zodToConvex, zodToConvexFields } from "convex-helpers/server/zod4";
import {
  everyoneQuery,
  participantMutation,
  publicQuery,
  staffMutation,
} from "../functions";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import { type MutationCtx, type QueryCtx } from "../_generated/server";
import { authorOf } from "./model/authors";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { fullNameOf, type Viewer } from "../lib/viewer";
import { UPVOTE_MILESTONES } from "../notifications/model/notices";
import {
  ACCEPTED_ANSWER_PAY,
  categoryDescriptionSchema,
  categoryNameSchema,
  preview,
  replyBodySchema,
  threadSchema,
} from "./rules";
import { logActivity } from "../lib/activity";
import {
  answerMarker,
  replyAuthor,
  replyAuthorOrStaff,
  threadAuthor,
  threadAuthorOrStaff,
} from "../lib/permissions";
import { notify } from "../lib/notify";
import { recordActivity } from "../learning/model/progress";
import { boundedPage } from "../lib/validators";
import {
  syncEmbeddingStatus,
  writeThreadEmbedding,
} from "./model/threadEmbeddings";

/** Forum categories by name; a bounded list staff curate. */
export const categories = everyoneQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("forum_categories")
      .withIndex("by_name")
      .take(50);
    return rows.map((c) => ({
      _id: c._id,
      name: c.name,
      description: c.description,
    }));
  },
});

/** Thread cards, newest (or most upvoted) first, one page at a time, optionally in one category. */
export const listThreads = everyoneQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    categoryId: v.optional(v.id("forum_categories")),
    sort: v.optional(v.union(v.literal("newest"), v.literal("top"))),
  },
  handler: async (ctx, { paginationOpts, categoryId, sort = "newest" }) => {
    const opts = boundedPage(paginationOpts, 50);
    const threads = ctx.db.query("forum_threads");
    const ordered = categoryId
      ? sort === "top"
        ? threads.withIndex("by_category_id_and_status_and_upvotes", (q) =>
            q.eq("category_id", categoryId).eq("status", "visible"),
          )
        : threads.withIndex("by_category_id_and_status_and_created_at", (q) =>
            q.eq("category_id", categoryId).eq("status", "visible"),
          )
      : sort === "top"
        ? threads.withIndex("by_status_and_upvotes", (q) =>
            q.eq("status", "visible"),
          )
        : threads.withIndex("by_status_and_created_at", (q) =>
            q.eq("status", "visible"),
          );
    const result = await ordered.order("desc").paginate(opts);
    return {
      ...result,
      page: result.page.map((t) => ({
        _id: t._id,
        title: t.title,
        preview: preview(t.content),
        categoryId: t.category_id,
        authorName: t.author_name,
        authorBadge: t.author_badge ?? null,
        upvotes: t.upvotes,
        replyCount: t.reply_count,
        createdAt: t.created_at,
        answered: t.accepted_reply_id !== undefined,
      })),
    };
  },
});

/**
 * A whole thread with what the viewer may do to it; null once it is gone (or
 * its author deleted it). A thread a moderator took down is only a marker:
 * its title, text and replies are withheld from everyone.
 */
export const getThread = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { threadId: v.string() },
  handler: async (ctx, args) => {
    const threadId = ctx.db.normalizeId("forum_threads", args.threadId);
    const thread = threadId && (await ctx.db.get("forum_threads", threadId));
    if (thread && thread.status === "removed" && thread.moderated_at)
      return { _id: thread._id, removedByModerator: true as const };
    if (!thread || thread.status !== "visible") return null;
    const { viewer } = ctx;
    const [category, upvoted, accepted] = await Promise.all([
      ctx.db.get("forum_categories", thread.category_id),
      hasVoted(ctx, viewer, thread._id),
      thread.accepted_reply_id
        ? ctx.db.get("forum_replies", thread.accepted_reply_id)
        : null,
    ]);
    const mine = viewer?.userId === thread.author_id;
    return {
      _id: thread._id,
      title: thread.title,
      content: thread.content,
      categoryId: thread.category_id,
      categoryName: category?.name ?? "General",
      authorName: thread.author_name,
      authorBadge: thread.author_badge ?? null,
      upvotes: thread.upvotes,
      replyCount: thread.reply_count,
      createdAt: thread.created_at,
      editedAt: thread.edited_at ?? null,
      acceptedReply:
        accepted && accepted.status === "visible"
          ? await replyView(ctx, viewer, thread, accepted)
          : null,
      viewer: {
        upvoted,
        canEdit: threadAuthor.offers(viewer, thread),
        canDelete: threadAuthorOrStaff.offers(viewer, thread),
        canAccept: answerMarker.offers(viewer, thread),
        canVote: viewer !== null && !mine,
        /** A member may report the author themselves (not only the post); a visitor is asked to log in first. */
        reportableAuthorId: viewer && !mine ? thread.author_id : null,
      },
    };
  },
});

/**
 * Replies oldest first, a page at a time, each with the viewer's vote and
 * rights. A reply a moderator took down keeps its place as a bare marker (no
 * text, no author); one its author deleted is left out, so a page may hold
 * fewer than asked (never more: the page is read through the index first).
 */
export const listReplies = publicQuery({
  args: {
    threadId: v.id("forum_threads"),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { threadId, paginationOpts }) => {
    const page = boundedPage(paginationOpts, 50);
    const thread = await ctx.db.get("forum_threads", threadId);
    const result = await ctx.db
      .query("forum_replies")
      .withIndex("by_thread_id_and_created_at", (q) =>
        q.eq("thread_id", threadId),
      )
      .paginate(page);
    if (!thread || thread.status !== "visible")
      return { ...result, page: [], isDone: true };
    const { viewer } = ctx;
    const shown = result.page.filter(
      (r) => r.status === "visible" || r.moderated_at !== undefined,
    );
    return {
      ...result,
      page: await Promise.all(
        shown.map((r) =>
          r.status === "visible"
            ? replyView(ctx, viewer, thread, r)
            : {
                _id: r._id,
                createdAt: r.created_at,
                removedByModerator: true as const,
              },
        ),
      ),
    };
  },
});

export const createThread = participantMutation({
  rateLimit: "thread",
  // The form's own fields (types from its zod rules, which the handler applies).
  args: {
    ...zodToConvexFields(threadSchema.shape),
    categoryId: v.id("forum_categories"),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const input = parseOrThrow(threadSchema, args);
    const category = await ctx.db.get("forum_categories", args.categoryId);
    if (!category) notFound("category");
    const author = authorOf(viewer);
    const threadId = await ctx.db.insert("forum_threads", {
      title: input.title,
      content: input.content,
      category_id: category._id,
      author_id: viewer.userId,
      author_name: author.name,
      author_badge: author.badge,
      upvotes: 0,
      reply_count: 0,
      created_at: Date.now(),
      status: "visible",
    });
    await writeThreadEmbedding(
      ctx,
      (await ctx.db.get("forum_threads", threadId))!,
    );
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: fullNameOf(viewer),
      kind: "post",
      action: `Started the thread “${input.title}” in ${category.name}`,
    });
    return threadId;
  },
});

export const editThread = participantMutation({
  permission: threadAuthor,
  args: {
    threadId: v.id("forum_threads"),
    ...zodToConvexFields(threadSchema.shape),
  },
  handler: async (ctx, { threadId, ...args }) => {
    threadAuthor.require(ctx, await visibleThread(ctx, threadId));
    const input = parseOrThrow(threadSchema, args);
    await ctx.db.patch("forum_threads", threadId, {
      ...input,
      edited_at: Date.now(),
    });
    await writeThreadEmbedding(
      ctx,
      (await ctx.db.get("forum_threads", threadId))!,
    );
  },
});

/**
 * Authors remove their own thread; staff remove any (then its page says
 * "Removed by a moderator"). The row stays for the moderation record.
 */
export const deleteThread = participantMutation({
  permission: threadAuthorOrStaff,
  args: { threadId: v.id("forum_threads") },
  handler: async (ctx, { threadId }) => {
    const thread = threadAuthorOrStaff.require(
      ctx,
      await visibleThread(ctx, threadId),
    );
    await ctx.db.patch("forum_threads", threadId, removal(ctx.viewer, thread));
    await syncEmbeddingStatus(ctx, threadId, "removed");
  },
});

export const reply = participantMutation({
  rateLimit: "reply",
  args: {
    threadId: v.id("forum_threads"),
    content: zodToConvex(replyBodySchema),
  },
  handler: async (ctx, { threadId, content }) => {
    const { viewer } = ctx;
    const body = parseOrThrow(replyBodySchema, content);
    const thread = await visibleThread(ctx, threadId);
    const author = authorOf(viewer);
    const replyId = await ctx.db.insert("forum_replies", {
      thread_id: threadId,
      author_id: viewer.userId,
      author_name: author.name,
      author_badge: author.badge,
      content: body,
      upvotes: 0,
      created_at: Date.now(),
      status: "visible",
    });
    await ctx.db.patch("forum_threads", threadId, {
      reply_count: thread.reply_count + 1,
    });
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: fullNameOf(viewer),
      kind: "post",
      action: `Replied to “${thread.title}”`,
    });
    if (thread.author_id !== viewer.userId)
      await notify(ctx, thread.author_id, "forum_reply", {
        threadId,
        threadTitle: thread.title,
        replierName: author.name,
      });
    return replyId;
  },
});

export const editReply = participantMutation({
  permission: replyAuthor,
  args: {
    replyId: v.id("forum_replies"),
    content: zodToConvex(replyBodySchema),
  },
  handler: async (ctx, { replyId, content }) => {
    replyAuthor.require(ctx, await visibleReply(ctx, replyId));
    const body = parseOrThrow(replyBodySchema, content);
    await ctx.db.patch("forum_replies", replyId, {
      content: body,
      edited_at: Date.now(),
    });
  },
});

export const deleteReply = participantMutation({
  permission: replyAuthorOrStaff,
  args: { replyId: v.id("forum_replies") },
  handler: async (ctx, { replyId }) => {
    const reply = replyAuthorOrStaff.require(
      ctx,
      await visibleReply(ctx, replyId),
    );
    await ctx.db.patch("forum_replies", replyId, removal(ctx.viewer, reply));
    const thread = await ctx.db.get("forum_threads", reply.thread_id);
    if (thread)
      await ctx.db.patch("forum_threads", thread._id, {
        reply_count: Math.max(0, thread.reply_count - 1),
        ...(thread.accepted_reply_id === replyId
          ? { accepted_reply_id: undefined }
          : {}),
      });
  },
});

/**
 * A thread or reply taken down: the row stays for the moderation record;
 * staff taking down someone else's leave a "Removed by a moderator" marker.
 */
function removal(viewer: Viewer, post: { author_id: Id<"users"> }) {
  return post.author_id === viewer.userId
    ? { status: "removed" as const }
    : { status: "removed" as const, moderated_at: Date.now() };
}

/** One upvote per member per thread or reply; a second call takes it back. Not on your own post. */
export const toggleUpvote = participantMutation({
  args: {
    target: v.union(
      v.object({ kind: v.literal("thread"), id: v.id("forum_threads") }),
      v.object({ kind: v.literal("reply"), id: v.id("forum_replies") }),
    ),
  },
  handler: async (ctx, { target }) => {
    const { viewer } = ctx;
    const post =
      target.kind === "thread"
        ? await visibleThread(ctx, target.id)
        : await visibleReply(ctx, target.id);
    if (post.author_id === viewer.userId)
      throw appError("InvalidInput", "You cannot upvote your own post.");
    const existing = await ctx.db
      .query("forum_votes")
      .withIndex("by_target_id_and_user_id", (q) =>
        q.eq("target_id", post._id).eq("user_id", viewer.userId),
      )
      .unique();
    const upvoted = !existing;
    if (existing) await ctx.db.delete("forum_votes", existing._id);
    else
      await ctx.db.insert("forum_votes", {
        target_id: post._id,
        user_id: viewer.userId,
      });
    const upvotes = Math.max(0, post.upvotes + (upvoted ? 1 : -1));
    if (target.kind === "thread")
      await ctx.db.patch("forum_threads", target.id, { upvotes });
    else await ctx.db.patch("forum_replies", target.id, { upvotes });
    // A milestone, not every upvote; once per post and milestone, though votes come and go.
    if (upvoted && (UPVOTE_MILESTONES as readonly number[]).includes(upvotes)) {
      const thread =
        target.kind === "thread"
          ? (post as Doc<"forum_threads">)
          : await ctx.db.get(
              "forum_threads",
              (post as Doc<"forum_replies">).thread_id,
            );
      if (thread)
        await notify(
          ctx,
          post.author_id,
          "upvote_milestone",
          {
            threadId: thread._id,
            threadTitle: thread.title,
            upvotes,
            post:
              target.kind === "thread"
                ? { kind: "thread" }
                : { kind: "reply", replyId: target.id },
          },
          { dedupeKey: `upvotes:${post._id}:${upvotes}` },
        );
    }
    return { upvoted, upvotes };
  },
});

/**
 * The thread's author, a verified mentor or staff mark one reply as the accepted
 * answer; `replyId: null` clears it.
 */
export const setAcceptedReply = participantMutation({
  permission: answerMarker,
  args: {
    threadId: v.id("forum_threads"),
    replyId: v.union(v.id("forum_replies"), v.null()),
  },
  handler: async (ctx, { threadId, replyId }) => {
    const { viewer } = ctx;
    const thread = answerMarker.require(
      ctx,
      await visibleThread(ctx, threadId),
    );
    await ctx.db.patch("forum_threads", threadId, {
      accepted_reply_id: replyId ?? undefined,
    });
    if (replyId) {
      const reply = await visibleReply(ctx, replyId);
      if (reply.thread_id !== threadId)
        throw appError("InvalidInput", "That reply belongs to another thread.");
      if (reply.author_id !== thread.author_id)
        await payAcceptedAnswer(ctx, reply, thread.author_id);
      if (
        thread.accepted_reply_id !== replyId &&
        reply.author_id !== viewer.userId
      )
        await notify(
          ctx,
          reply.author_id,
          "reply_accepted",
          { threadId, threadTitle: thread.title, replyId },
          { dedupeKey: `accepted:${replyId}` },
        );
    }
  },
});

const DAY_MS = 86_400_000;

/**
 * The helper earns XP the first time a reply of theirs is accepted (never for
 * answering themselves), at most once a week from the same asker and for
 * `ACCEPTED_ANSWER_PAY.perDay` acceptances in any 24 hours, so a second
 * account accepting reply after reply farms nothing.
 */
async function payAcceptedAnswer(
  ctx: MutationCtx,
  reply: Doc<"forum_replies">,
  askerId: Id<"users">,
  now = Date.now(),
) {
  const helperId = reply.author_id;
  const [rewarded, fromAsker, today] = await Promise.all([
    ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_source_id", (q) =>
        q.eq("user_id", helperId).eq("source_id", reply._id),
      )
      .first(),
    ctx.db
      .query("answer_awards")
      .withIndex("by_helper_id_and_asker_id_and_at", (q) =>
        q
          .eq("helper_id", helperId)
          .eq("asker_id", askerId)
          .gt("at", now - ACCEPTED_ANSWER_PAY.perAskerDays * DAY_MS),
      )
      .first(),
    ctx.db
      .query("answer_awards")
      .withIndex("by_helper_id_and_at", (q) =>
        q.eq("helper_id", helperId).gt("at", now - DAY_MS),
      )
      .take(ACCEPTED_ANSWER_PAY.perDay),
  ]);
  if (rewarded || fromAsker || today.length >= ACCEPTED_ANSWER_PAY.perDay)
    return;
  await ctx.db.insert("answer_awards", {
    helper_id: helperId,
    asker_id: askerId,
    reply_id: reply._id,
    at: now,
  });
  await recordActivity(ctx, helperId, {
    kind: "accepted_answer",
    sourceId: reply._id,
  });
}

// ── Categories (staff) ─────────────────────────────────────────────────────

export const createCategory = staffMutation({
  args: {
    name: zodToConvex(categoryNameSchema),
    description: zodToConvex(categoryDescriptionSchema),
  },
  handler: async (ctx, args) => {
    const name = parseOrThrow(categoryNameSchema, args.name);
    const description = parseOrThrow(
      categoryDescriptionSchema,
      args.description,
    );
    await requireUniqueCategoryName(ctx, name);
    return ctx.db.insert("forum_categories", { name, description });
  },
});

export const updateCategory = staffMutation({
  args: {
    categoryId: v.id("forum_categories"),
    name: zodToConvex(categoryNameSchema),
    description: zodToConvex(categoryDescriptionSchema),
  },
  handler: async (ctx, { categoryId, ...args }) => {
    const category = await ctx.db.get("forum_categories", categoryId);
    if (!category) notFound("category");
    const name = parseOrThrow(categoryNameSchema, args.name);
    if (name !== category.name) await requireUniqueCategoryName(ctx, name);
    await ctx.db.patch("forum_categories", categoryId, {
      name,
      description: parseOrThrow(categoryDescriptionSchema, args.description),
    });
  },
});

/** Only an empty category can go, so no thread is left without one. */
export const deleteCategory = staffMutation({
  args: { categoryId: v.id("forum_categories") },
  handler: async (ctx, { categoryId }) => {
    const category = await ctx.db.get("forum_categories", categoryId);
    if (!category) notFound("category");
    const anyThread = await ctx.db
      .query("forum_threads")
      .withIndex("by_category_id_and_status_and_created_at", (q) =>
        q.eq("category_id", categoryId),
      )
      .first();
    if (anyThread)
      throw appError(
        "Conflict",
        "This category still has threads. Move or remove them first.",
      );
    await ctx.db.delete("forum_categories", categoryId);
  },
});

// ── Helpers ────────────────────────────────────────────────────────────────

async function visibleThread(ctx: QueryCtx, threadId: Id<"forum_threads">) {
  const thread = await ctx.db.get("forum_threads", threadId);
  if (!thread || thread.status !== "visible") notFound("thread");
  return thread;
}

/** A visible reply in a visible thread. */
async function visibleReply(ctx: QueryCtx, replyId: Id<"forum_replies">) {
  const reply = await ctx.db.get("forum_replies", replyId);
  if (!reply || reply.status !== "visible") notFound("reply");
  const thread = await ctx.db.get("forum_threads", reply.thread_id);
  if (!thread || thread.status !== "visible") notFound("reply");
  return reply;
}

async function hasVoted(
  ctx: QueryCtx,
  viewer: Viewer | null,
  targetId: Id<"forum_threads"> | Id<"forum_replies">,
) {
  if (!viewer) return false;
  const vote = await ctx.db
    .query("forum_votes")
    .withIndex("by_target_id_and_user_id", (q) =>
      q.eq("target_id", targetId).eq("user_id", viewer.userId),
    )
    .unique();
  return vote !== null;
}

async function replyView(
  ctx: QueryCtx,
  viewer: Viewer | null,
  thread: Doc<"forum_threads">,
  reply: Doc<"forum_replies">,
) {
  const mine = viewer?.userId === reply.author_id;
  return {
    _id: reply._id,
    content: reply.content,
    authorName: reply.author_name,
    authorBadge: reply.author_badge ?? null,
    upvotes: reply.upvotes,
    createdAt: reply.created_at,
    editedAt: reply.edited_at ?? null,
    accepted: thread.accepted_reply_id === reply._id,
    viewer: {
      upvoted: await hasVoted(ctx, viewer, reply._id),
      canEdit: replyAuthor.offers(viewer, reply),
      canDelete: replyAuthorOrStaff.offers(viewer, reply),
      canVote: viewer !== null && !mine,
      reportableAuthorId: viewer && !mine ? reply.author_id : null,
    },
  };
}

async function requireUniqueCategoryName(ctx: QueryCtx, name: string) {
  const clash = await ctx.db
    .query("forum_categories")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
  if (clash)
    throw appError("Conflict", "A category with this name already exists.");
}
