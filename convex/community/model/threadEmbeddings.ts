/**
 * Each thread's `forum_thread_embeddings` row, kept with the thread: written
 * when it is created or edited, its status following the thread's.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import {
  LOCAL_MODEL,
  embeddingModel,
  localThreadEmbedding,
} from "../embedding";
import { embeddingPool } from "./embeddingPool";

/**
 * Store (or refresh) the embedding row of `thread`: computed here with the
 * local model, or by the hosted model in an action on the embedding pool
 * when one is configured (retried on failure; the row's status and category
 * are kept current meanwhile).
 */
export async function writeThreadEmbedding(
  ctx: MutationCtx,
  thread: Doc<"forum_threads">,
) {
  const existing = await ctx.db
    .query("forum_thread_embeddings")
    .withIndex("by_thread_id", (q) => q.eq("thread_id", thread._id))
    .unique();
  const model = embeddingModel();
  const fields = {
    thread_id: thread._id,
    category_id: thread.category_id,
    status: thread.status,
  };
  if (model === LOCAL_MODEL) {
    const embedding = localThreadEmbedding(thread.title, thread.content);
    if (existing)
      await ctx.db.patch("forum_thread_embeddings", existing._id, {
        ...fields,
        model,
        embedding,
      });
    else
      await ctx.db.insert("forum_thread_embeddings", {
        ...fields,
        model,
        embedding,
      });
    return;
  }
  if (existing)
    await ctx.db.patch("forum_thread_embeddings", existing._id, fields);
  await embeddingPool.enqueueAction(
    ctx,
    internal.community.similar.embedThread,
    { threadId: thread._id },
    {
      onComplete: internal.community.similar.embedThreadDone,
      context: { threadId: thread._id },
    },
  );
}

/** Keep the embedding row's status with its thread's (removed, restored). */
export async function syncEmbeddingStatus(
  ctx: MutationCtx,
  threadId: Id<"forum_threads">,
  status: Doc<"forum_threads">["status"],
) {
  const row = await ctx.db
    .query("forum_thread_embeddings")
    .withIndex("by_thread_id", (q) => q.eq("thread_id", threadId))
    .unique();
  if (row) await ctx.db.patch("forum_thread_embeddings", row._id, { status });
}
