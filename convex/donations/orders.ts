/**
 * Giving: the server makes the order at the gateway for an amount it has
 * checked itself (payments/model/start.ts); the checkout's payment is then
 * verified by `payments/orders:verifyPayment`, the one path for every
 * purpose. Nothing the browser says about a payment is believed without it.
 */
import { v } from "convex/values";
import { everyoneQuery, publicAction } from "../functions";
import { env } from "../lib/env";
import { parseOrThrow } from "../lib/errors";
import { requireWithinLimit } from "../lib/rateLimit";
import { consentGateError } from "../lib/viewer";
import { checkoutOpening } from "../payments/model/gateway";
import { startOrder } from "../payments/model/start";
import { DONATION_FAILED, donationRule, toPaise } from "./rules";

const TOO_MANY =
  "You have started many donations in a short time. Please try again in a few minutes.";

/** What the form needs to know: the largest amount and how checkout opens. */
export const checkoutSettings = everyoneQuery({
  args: {},
  handler: async () => {
    const { mode, keyId } = checkoutOpening();
    return { mode, maxRupees: env.donationMaxRupees(), keyId };
  },
});

/**
 * Starts a donation: checks the amount (₹1 up to DONATION_MAX_RUPEES, whole
 * rupees), the name and the e-mail, makes the order at the gateway and keeps
 * it. The answer is what the checkout needs; nothing is a donation yet.
 */
export const createOrder = publicAction({
  args: {
    amountRupees: v.number(),
    name: v.string(),
    email: v.string(),
  },
  handler: async (ctx, args) => {
    const { amountRupees, name, email } = parseOrThrow(
      donationRule(env.donationMaxRupees()),
      args,
    );
    const viewer = ctx.viewer;
    // A student whose parent has not consented (or withdrew it) gives
    // nothing of theirs to be kept, a donation's name and e-mail included.
    if (viewer?.consentGate) throw consentGateError();
    if (viewer)
      await requireWithinLimit(
        ctx,
        "donationOrderPerUser",
        viewer.userId,
        TOO_MANY,
      );
    else
      await requireWithinLimit(
        ctx,
        "donationOrderVisitors",
        undefined,
        TOO_MANY,
      );

    const amountPaise = toPaise(amountRupees);
    const { orderId, mode } = await startOrder(ctx, {
      amountPaise,
      userId: viewer?.userId,
      details: { purpose: "donation", donorName: name, email },
      failure: DONATION_FAILED,
    });
    return {
      orderId,
      amountPaise,
      currency: "INR" as const,
      mode,
      name,
      email,
    };
  },
});
