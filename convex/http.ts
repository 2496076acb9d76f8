import { httpRouter } from "convex/server";
import { internal } from "./_generated/api";
import { httpAction } from "./_generated/server";
import { auth } from "./auth";
import { env } from "./lib/env";
import { handleResendWebhook } from "./mail";
import { handleRazorpayWebhook } from "./payments/webhook";

const http = httpRouter();

// Convex Auth: OpenID configuration, JWKS and OAuth callbacks.
auth.addHttpRoutes(http);

/**
 * One-click unsubscribe (RFC 8058): mail clients POST here from a notice
 * mail's List-Unsubscribe header. The signed token names the user and kind.
 */
http.route({
  path: "/mail/unsubscribe",
  method: "POST",
  handler: httpAction(async (ctx, request) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    try {
      await ctx.runMutation(
        internal.notifications.preferences.unsubscribeOneClick,
        {
          token,
        },
      );
      return new Response("Unsubscribed.", { status: 200 });
    } catch {
      return new Response("This unsubscribe link is not valid.", {
        status: 400,
      });
    }
  }),
});

/** Opened in a browser instead: the front end's page asks before it unsubscribes. */
http.route({
  path: "/mail/unsubscribe",
  method: "GET",
  handler: httpAction(async (_ctx, request) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return Response.redirect(
      `${env.siteUrl()}/unsubscribe?token=${encodeURIComponent(token)}`,
      303,
    );
  }),
});

/**
 * Resend's delivery events (delivered, bounced, complained …) for mail sent
 * through the Resend component: point a Resend webhook at
 * `<CONVEX_SITE_URL>/resend-webhook` and set RESEND_WEBHOOK_SECRET to its
 * signing secret. Without the secret the route answers 404.
 */
http.route({
  path: "/resend-webhook",
  method: "POST",
  handler: httpAction(handleResendWebhook),
});

/**
 * Payment events for donations and plans (payment.captured, payment.failed,
 * order.paid): point a Razorpay webhook at `<CONVEX_SITE_URL>/razorpay-webhook`
 * with RAZORPAY_WEBHOOK_SECRET as its secret; in the offline test mode the
 * test gateway delivers its own here. A wrong signature is answered 400.
 */
http.route({
  path: "/razorpay-webhook",
  method: "POST",
  handler: httpAction(handleRazorpayWebhook),
});

export default http;
