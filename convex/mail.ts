import { v } from "convex/values";
import { internal } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type ActionCtx,
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
 * Sends a mail through Resend when RESEND_API_KEY is set; otherwise keeps it
 * in the local outbox (printed to the backend's console, read by e2e tests).
 * Either way the mail is recorded with its delivery status.
 */
export async function sendMail(ctx: ActionCtx, mail: Mail): Promise<void> {
  const apiKey = env.resendApiKey();
  if (!apiKey) {
    await ctx.runMutation(internal.mail.record, {
      ...mail,
      provider: "outbox",
      status: "queued",
    });
    return;
  }
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${apiKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      from: env.mailFrom(),
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    }),
  });
  const error = response.ok
    ? undefined
    : `Resend answered ${response.status}: ${await response.text()}`;
  await ctx.runMutation(internal.mail.record, {
    ...mail,
    provider: "resend",
    status: response.ok ? "sent" : "failed",
    error,
  });
  if (error) throw new Error(error);
}

/** Sends one mail (for scheduled sends and for tests of the delivery path). */
export const send = internalAction({
  args: {
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.optional(v.string()),
    headers: v.optional(v.record(v.string(), v.string())),
  },
  handler: async (ctx, mail) => sendMail(ctx, mail),
});

export const record = internalMutation({
  args: {
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.optional(v.string()),
    headers: v.optional(v.record(v.string(), v.string())),
    provider: v.union(v.literal("outbox"), v.literal("resend")),
    status: v.union(
      v.literal("queued"),
      v.literal("sent"),
      v.literal("failed"),
    ),
    error: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    await ctx.db.insert("email_outbox", args);
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
