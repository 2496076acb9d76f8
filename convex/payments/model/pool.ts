/**
 * Payment webhook events (donations and plans) are settled on the
 * `donationWorkpool` component: a few at a
 * time, each failure retried with backoff, and a failure after the retries
 * recorded (lib/background.ts) — the reconciliation cron settles the order
 * later from the gateway's own books.
 */
import { Workpool } from "@convex-dev/workpool";
import { components } from "../../_generated/api";
import { OUTSIDE_CALL_RETRY } from "../../lib/background";

export const paymentPool = new Workpool(components.donationWorkpool, {
  maxParallelism: 4,
  retryActionsByDefault: true,
  defaultRetryBehavior: OUTSIDE_CALL_RETRY,
});
