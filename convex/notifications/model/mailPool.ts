/**
 * Notice mails run on the `mailWorkpool` component: at most 10 at once
 * however many people one cause tells (an event of 500 registrants), each
 * failure retried with backoff, and a mail that still fails recorded
 * (`notifications/mail:deliverDone`, lib/background.ts).
 */
import { Workpool } from "@convex-dev/workpool";
import { components } from "../../_generated/api";
import { OUTSIDE_CALL_RETRY } from "../../lib/background";

export const mailPool = new Workpool(components.mailWorkpool, {
  maxParallelism: 10,
  retryActionsByDefault: true,
  defaultRetryBehavior: OUTSIDE_CALL_RETRY,
});
