/**
 * Giving: the server makes the order at the gateway for an amount it has
 * checked itself, and records a donation only when the gateway's signature
 * for a payment of THAT order verifies. Nothing the browser says about a
 * payment is believed without it.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { everyoneQuery, publicAction, publicMutation } from "../functions";
import { env } from "../lib/env";
import { appError, parseOrThrow } from "../lib/errors";
import { requireWithinLimit } from "../lib/rateLimit";
import { consentGateError } from "../lib/viewer";
import { currentMode, gatewayFor, randomId } from "./model/gateway";
import {
  orderById,
  paymentSignatureValid,
  recordDonation,
  testSecrets,
} from "./model/record";
import { DONATION_FAILED, donationRule, toPaise } from "./rules";
import { gatewayMode } from "./schema";

const TOO_MANY =
  "You have started many donations in a short time. Please try again in a few minutes.";

/** What the form needs to know: the largest amount and how checkout opens. */
export const checkoutSettings = everyoneQuery({
  args: {},
  handler: async () => {
    const mode = currentMode();
    return {
      mode,
      maxRupees: env.donationMaxRupees(),
      /** Razorpay's key id is public: Checkout needs it in the browser. */
      keyId: mode === "razorpay" ? (env.razorpayKeyId() ?? null) : null,
    };
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

    const gateway = gatewayFor();
    const amountPaise = toPaise(amountRupees);
    const receipt = randomId("rcpt_", 24);
    let orderId: string;
    try {
      const order = await gateway.createOrder(ctx, {
        amountPaise,
        receipt,
        notes: { purpose: "donation" },
      });
      orderId = order.id;
    } catch (error) {
      console.error(
        `[donations] the ${gateway.mode} gateway refused an order: ${String(error)}`,
      );
      throw appError("Conflict", DONATION_FAILED);
    }
    await ctx.runMutation(internal.donations.orders.keepOrder, {
      orderId,
      amountPaise,
      receipt,
      mode: gateway.mode,
      donorName: name,
      email,
      userId: viewer?.userId,
      // Generated here (an action's random source); kept only the first time.
      testSecrets:
        gateway.mode === "test"
          ? { keySecret: randomId("", 48), webhookSecret: randomId("", 48) }
          : undefined,
    });
    return {
      orderId,
      amountPaise,
      currency: "INR" as const,
      mode: gateway.mode,
      name,
      email,
    };
  },
});

/** Keeps a new order (and, the first time in test mode, the test gateway's secrets). */
export const keepOrder = internalMutation({
  args: {
    orderId: v.string(),
    amountPaise: v.number(),
    receipt: v.string(),
    mode: gatewayMode,
    donorName: v.union(v.string(), v.null()),
    email: v.union(v.string(), v.null()),
    userId: v.optional(v.id("users")),
    testSecrets: v.optional(
      v.object({ keySecret: v.string(), webhookSecret: v.string() }),
    ),
  },
  handler: async (ctx, args) => {
    const now = Date.now();
    if (args.testSecrets && !(await testSecrets(ctx)))
      await ctx.db.insert("donation_test_secrets", {
        key_secret: args.testSecrets.keySecret,
        webhook_secret: args.testSecrets.webhookSecret,
        created_at: now,
      });
    await ctx.db.insert("donation_orders", {
      order_id: args.orderId,
      amount_paise: args.amountPaise,
      donor_name: args.donorName,
      email: args.email,
      ...(args.userId ? { user_id: args.userId } : {}),
      status: "created",
      receipt: args.receipt,
      mode: args.mode,
      created_at: now,
      updated_at: now,
    });
  },
});

/** The longest id or signature a gateway sends (Razorpay's are far shorter). */
const ID_MAX = 64;
const SIGNATURE_MAX = 128;

/**
 * The checkout's report of a payment: recorded only when `signature` is the
 * gateway's HMAC-SHA256 of "orderId|paymentId" under its key secret, for an
 * order the server made in the mode it pays in now. Reporting it again
 * records nothing more and answers the same donation. The answer is the
 * receipt's key (for the receipt page).
 */
export const verifyPayment = publicMutation({
  args: {
    orderId: v.string(),
    paymentId: v.string(),
    signature: v.string(),
  },
  handler: async (ctx, { orderId, paymentId, signature }) => {
    const refused = () => appError("InvalidInput", DONATION_FAILED);
    if (
      orderId.length > ID_MAX ||
      paymentId.length > ID_MAX ||
      signature.length > SIGNATURE_MAX
    )
      throw refused();
    const order = await orderById(ctx, orderId);
    if (!order || order.mode !== currentMode()) throw refused();
    if (!(await paymentSignatureValid(ctx, order, paymentId, signature)))
      throw refused();
    const donation = await recordDonation(ctx, order, paymentId, "checkout");
    return {
      receipt: donation.receipt,
      receiptNumber: donation.receipt_number,
      amountPaise: donation.amount_paise,
    };
  },
});
