import {
  Resend,
  vEmailId,
  vOnEmailEventArgs,
  type EmailId,
  type EmailStatus,
} from "@convex-dev/resend";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type ActionCtx,
  type MutationCtx,
} from "./_generated/server";
import { env } from "./lib/env";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on notice mail. */
  headers?: Record<string, string>;
};

/**
 * The Resend component as this deployment configures it. Built per call, so
 * the settings read are the deployment's at that moment: the API key, test
 * mode (only Resend's test addresses) when RESEND_TEST_MODE=true, and the
 * webhook secret that verifies delivery events.
 */
function resend(apiKey = env.resendApiKey() ?? ""): Resend {
  return new Resend(components.resend, {
    apiKey,
    webhookSecret: env.resendWebhookSecret() ?? "",
    testMode: env.resendTestMode(),
    onEmailEvent: internal.mail.onEmailEvent,
  });
}

/**
 * The one way the app sends mail (sign-up codes, password reset links,
 * notices). With RESEND_API_KEY set the mail is handed to the Resend
 * component, which queues it, sends it in batches within Resend's rate limit,
 * retries failures with backoff and sends each mail at most once; the answer
 * is the component's id for the mail (`deliveryStatus`). Without a key the
 * mail is kept in the local outbox (`email_outbox`: printed to the backend's
 * console, read by e2e tests) and the answer is null. Nothing here logs the
 * mail's content (codes and links are secrets).
 */
export async function sendMail(
  ctx: ActionCtx | MutationCtx,
  mail: Mail,
): Promise<EmailId | null> {
  const apiKey = env.resendApiKey();
  if (!apiKey) {
    await ctx.runMutation(internal.mail.record, mail);
    return null;
  }
  return await resend(apiKey).sendEmail(ctx, {
    from: env.mailFrom(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers
      ? Object.entries(mail.headers).map(([name, value]) => ({ name, value }))
      : undefined,
  });
}

const mailArgs = {
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.string())),
};

/** Sends one mail (for scheduled sends and for tests of the delivery path). */
export const send = internalAction({
  args: mailArgs,
  returns: v.union(vEmailId, v.null()),
  handler: async (ctx, mail) => sendMail(ctx, mail),
});

/** Keeps a mail in the local outbox (no mail provider configured). */
export const record = internalMutation({
  args: mailArgs,
  handler: async (ctx, mail) => {
    await ctx.db.insert("email_outbox", {
      ...mail,
      provider: "outbox",
      status: "queued",
    });
  },
});

/** The newest mails to one address (the local outbox; used by tests and `npm run outbox`). */
export const latestFor = internalQuery({
  args: { to: v.string(), limit: v.optional(v.number()) },
  handler: async (ctx, { to, limit }) => {
    return ctx.db
      .query("email_outbox")
      .withIndex("by_to", (q) => q.eq("to", to.toLowerCase()))
      .order("desc")
      .take(Math.min(limit ?? 5, 20));
  },
});

/**
 * Where a mail handed to Resend stands (`waiting`, `queued`, `sent`,
 * `delivered`, `bounced`, `failed` …), by the id `sendMail` answered:
 * `npm run convex:run -- mail:deliveryStatus '{"emailId":"…"}'`.
 */
export const deliveryStatus = internalQuery({
  args: { emailId: vEmailId },
  handler: async (ctx, { emailId }): Promise<EmailStatus | null> =>
    await resend().status(ctx, emailId),
});

/** Delivery events that need a developer's eye (with the webhook wired). */
const TROUBLE = new Set([
  "email.bounced",
  "email.complained",
  "email.failed",
  "email.delivery_delayed",
]);

/**
 * Called by the Resend component for each delivery event from Resend's
 * webhook (`/resend-webhook`): trouble is logged by the component's mail id
 * and the event's type only, never the address or the content.
 */
export const onEmailEvent = internalMutation({
  args: vOnEmailEventArgs,
  handler: async (_ctx, { id, event }) => {
    if (TROUBLE.has(event.type))
      console.warn(`[mail] Resend reports ${event.type} for mail ${id}`);
  },
});

/**
 * Resend's delivery-event webhook (`/resend-webhook`, wired in http.ts when
 * RESEND_WEBHOOK_SECRET is set): verified by its signature, then recorded by
 * the component (the mail's status) and passed to `onEmailEvent`.
 */
export async function handleResendWebhook(
  ctx: ActionCtx,
  request: Request,
): Promise<Response> {
  if (!env.resendWebhookSecret())
    return new Response("Not found", { status: 404 });
  try {
    return await resend().handleResendEventWebhook(ctx, request);
  } catch {
    return new Response("Invalid webhook", { status: 400 });
  }
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The Resend component keeps every mail it sent, body included (sign-up
 * codes, reset links): finished mails are deleted after a week, mails left
 * unfinished (a sign of a fault) after four (crons.ts, hourly).
 */
export const cleanupSentMail = internalMutation({
  args: {},
  handler: async (ctx) => {
    await ctx.scheduler.runAfter(0, components.resend.lib.cleanupOldEmails, {
      olderThan: WEEK_MS,
    });
    await ctx.scheduler.runAfter(
      0,
      components.resend.lib.cleanupAbandonedEmails,
      { olderThan: 4 * WEEK_MS },
    );
  },
});
