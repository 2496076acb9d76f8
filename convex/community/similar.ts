/**
 * "Similar questions already asked": while a student writes a new thread,
 * the threads of the forum whose title and body are nearest to what they
 * have typed (cosine similarity of embeddings, by vector search).
 *
 * Every thread has one `forum_thread_embeddings` row, written when the
 * thread is created or edited and whose `status` follows the thread's, so a
 * removed thread is never suggested (the thread itself is checked again when
 * the results are read).
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
} from "../_generated/server";
import { memberAction } from "../functions";
import { appError } from "../lib/errors";
import { migrations } from "../lib/migrations";
import { MEMBER_LIMITS, requireWithinLimit } from "../lib/rateLimit";
import { embed, embeddingModel, threadText, words } from "./embedding";
import { writeThreadEmbedding } from "./model/threadEmbeddings";
import { vOnCompleteArgs } from "@convex-dev/workpool";
import { recordFinalFailure } from "../lib/background";
import {
  SIMILAR_LIMIT,
  SIMILAR_MIN_WORDS,
  THREAD_BODY,
  THREAD_TITLE,
  titleWordCount,
} from "./limitRules";

/** Below this cosine similarity a thread is not similar enough to suggest. */
export const SIMILAR_MIN_SCORE = 0.2;

/**
 * The hosted model's embedding of a thread (enqueued on the embedding pool by
 * writeThreadEmbedding; a failure is retried, so it only writes at the end).
 */
export const embedThread = internalAction({
  args: { threadId: v.id("forum_threads") },
  handler: async (ctx, { threadId }) => {
    const thread = await ctx.runQuery(internal.community.similar.threadById, {
      threadId,
    });
    if (!thread) return;
    const embedding = await embed(threadText(thread.title, thread.content));
    await ctx.runMutation(internal.community.similar.storeEmbedding, {
      threadId,
      model: embeddingModel(),
      embedding,
    });
  },
});

/**
 * The embedding pool's word on a thread's hosted embedding: a failure after
 * the retries is recorded for developers (a thread left without an embedding
 * gets one from `backfillEmbeddings`).
 */
export const embedThreadDone = internalMutation({
  args: vOnCompleteArgs(v.object({ threadId: v.id("forum_threads") })),
  handler: async (ctx, { context, result }) => {
    await recordFinalFailure(
      ctx,
      "community/similar:embedThread",
      `thread ${context.threadId}`,
      result,
    );
  },
});

export const threadById = internalQuery({
  args: { threadId: v.id("forum_threads") },
  handler: async (ctx, { threadId }) =>
    await ctx.db.get("forum_threads", threadId),
});

export const storeEmbedding = internalMutation({
  args: {
    threadId: v.id("forum_threads"),
    model: v.string(),
    embedding: v.array(v.float64()),
  },
  handler: async (ctx, { threadId, model, embedding }) => {
    const thread = await ctx.db.get("forum_threads", threadId);
    if (!thread) return;
    const existing = await ctx.db
      .query("forum_thread_embeddings")
      .withIndex("by_thread_id", (q) => q.eq("thread_id", threadId))
      .unique();
    const row = {
      thread_id: threadId,
      category_id: thread.category_id,
      status: thread.status,
      model,
      embedding,
    };
    if (existing)
      await ctx.db.replace("forum_thread_embeddings", existing._id, row);
    else await ctx.db.insert("forum_thread_embeddings", row);
  },
});

/**
 * Give every thread its embedding of the model in use (threads made before
 * embeddings existed, or after the model changed; a thread whose row is of
 * the model in use is left alone). A migration of the migrations component,
 * 100 threads a batch: `npm run convex:run --
 * community/similar:backfillEmbeddings` (after a change of model, with
 * `'{"reset": true}'`: a finished migration does not run again unasked).
 */
export const backfillEmbeddings = migrations.define({
  table: "forum_threads",
  migrateOne: async (ctx, thread) => {
    const row = await ctx.db
      .query("forum_thread_embeddings")
      .withIndex("by_thread_id", (q) => q.eq("thread_id", thread._id))
      .unique();
    if (!row || row.model !== embeddingModel())
      await writeThreadEmbedding(ctx, thread);
  },
});

/** One suggestion: a thread like the one being written. */
export type Suggestion = {
  threadId: Id<"forum_threads">;
  title: string;
  categoryName: string | null;
  replyCount: number;
  /** The asker accepted a reply. */
  answered: boolean;
};

/** The suggestions, in the order found, for threads still shown. */
export const suggestions = internalQuery({
  args: {
    ids: v.array(v.id("forum_thread_embeddings")),
    model: v.string(),
  },
  handler: async (ctx, { ids, model }) => {
    const out: Suggestion[] = [];
    for (const id of ids) {
      const row = await ctx.db.get("forum_thread_embeddings", id);
      if (!row || row.model !== model) continue;
      const thread = await ctx.db.get("forum_threads", row.thread_id);
      if (!thread || thread.status !== "visible") continue;
      const category = await ctx.db.get("forum_categories", thread.category_id);
      out.push({
        threadId: thread._id,
        title: thread.title,
        categoryName: category?.name ?? null,
        replyCount: thread.reply_count,
        answered: thread.accepted_reply_id !== undefined,
      });
      if (out.length === SIMILAR_LIMIT) break;
    }
    return out;
  },
});

/**
 * Threads of the forum like the one being written (title, and the body so
 * far): up to 5, most similar first, only once the title has 3 words. Each
 * lookup takes one use of the member's `similar` limit (MEMBER_LIMITS);
 * past it the lookup is refused (RateLimited) until the bucket refills.
 */
export const similarThreads = memberAction({
  args: { title: v.string(), content: v.optional(v.string()) },
  handler: async (ctx, { title, content }): Promise<Suggestion[]> => {
    if (title.length > THREAD_TITLE.max)
      throw appError(
        "InvalidInput",
        `Title must be at most ${THREAD_TITLE.max} characters`,
      );
    if (content !== undefined && content.length > THREAD_BODY.max)
      throw appError(
        "InvalidInput",
        `Your post must be at most ${THREAD_BODY.max} characters`,
      );
    if (
      titleWordCount(title) < SIMILAR_MIN_WORDS ||
      words(threadText(title, content ?? "")).length === 0
    )
      return [];
    // Each lookup that embeds counts against the member's limit (a hosted
    // model costs per call); one that stops above costs nothing.
    const { limit, message } = MEMBER_LIMITS.similar;
    await requireWithinLimit(ctx, limit, ctx.viewer.userId, message);
    const model = embeddingModel();
    const vector = await embed(threadText(title, content ?? ""));
    const found = await ctx.vectorSearch(
      "forum_thread_embeddings",
      "by_embedding",
      {
        vector,
        // Room for rows of another model or of threads removed since.
        limit: 4 * SIMILAR_LIMIT,
        filter: (q) => q.eq("status", "visible"),
      },
    );
    const ids = found
      .filter((r) => r._score >= SIMILAR_MIN_SCORE)
      .map((r) => r._id);
    if (ids.length === 0) return [];
    return await ctx.runQuery(internal.community.similar.suggestions, {
      ids,
      model,
    });
  },
});
