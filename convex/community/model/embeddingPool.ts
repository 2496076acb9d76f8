/**
 * Hosted thread embeddings run on the `embeddingWorkpool` component: at most
 * 4 calls to the embedding service at once (a backfill enqueues every
 * thread), each failure retried with backoff, and a failure after the
 * retries recorded (`similar:embedThreadDone`, lib/background.ts).
 */
import { Workpool } from "@convex-dev/workpool";
import { components } from "../../_generated/api";
import { OUTSIDE_CALL_RETRY } from "../../lib/background";

export const embeddingPool = new Workpool(components.embeddingWorkpool, {
  maxParallelism: 4,
  retryActionsByDefault: true,
  defaultRetryBehavior: OUTSIDE_CALL_RETRY,
});
