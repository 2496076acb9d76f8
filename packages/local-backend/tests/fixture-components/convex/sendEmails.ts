// The resend README's examples (testMode, the default).
import { Resend } from "@convex-dev/resend";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

export const resend: Resend = new Resend(components.resend, {
  apiKey: "re_test_offline",
  initialBackoffMs: 10,
});

export const sendTestEmail = mutation({
  args: { to: v.optional(v.string()) },
  handler: async (ctx, { to }) =>
    await resend.sendEmail(ctx, {
      from: "Me <test@mydomain.com>",
      to: to ?? "delivered@resend.dev",
      subject: "Hi there",
      html: "This is a test email",
    }),
});

export const status = query({
  args: { id: v.string() },
  handler: (ctx, { id }) => resend.status(ctx, id as never),
});

export const cancel = mutation({
  args: { id: v.string() },
  handler: (ctx, { id }) => resend.cancelEmail(ctx, id as never),
});
