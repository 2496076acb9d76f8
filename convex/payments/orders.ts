/**
 * Orders and their verification, for donations and plans alike: the server
 * makes the order at the gateway for an amount it decided itself
 * (`model/start.ts`), and records a payment only when the gateway's
 * signature for a payment of THAT order verifies. Nothing the browser says
 * about a payment is believed without it.
 */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { everyoneQuery, publicMutation } from "../functions";
import { appError } from "../lib/errors";
import { DONATION_FAILED } from "../donations/rules";
import { checkoutOpening, currentMode } from "./model/gateway";
import {
  orderById,
  paymentSignatureValid,
  recordPayment,
  testSecrets,
} from "./model/orders";
import { gatewayMode, paidPlanKey } from "./schema";

/** What a payment failure says, whatever was being paid for. */
export const PAYMENT_FAILED = "Payment failed. Please try again.";

/** How checkout opens: Razorpay's (with its public key id) or the test gateway's. */
export const checkoutSettings = everyoneQuery({
  args: {},
  handler: async () => checkoutOpening(),
});

/** Keeps a new order (and, the first time in test mode, the test gateway's secrets). */
export const keepOrder = internalMutation({
  args: {
    orderId: v.string(),
    amountPaise: v.number(),
    receipt: v.string(),
    mode: gatewayMode,
    userId: v.optional(v.id("users")),
    details: v.union(
      v.object({
        purpose: v.literal("donation"),
        donorName: v.union(v.string(), v.null()),
        email: v.union(v.string(), v.null()),
      }),
      v.object({
        purpose: v.literal("plan"),
        planKey: paidPlanKey,
        studentId: v.id("users"),
        requestId: v.optional(v.id("plan_requests")),
      }),
    ),
    testSecrets: v.optional(
      v.object({ keySecret: v.string(), webhookSecret: v.string() }),
    ),
  },
  handler: async (ctx, args) => {
    const now = Date.now();
    if (args.testSecrets && !(await testSecrets(ctx)))
      await ctx.db.insert("payment_test_secrets", {
        key_secret: args.testSecrets.keySecret,
        webhook_secret: args.testSecrets.webhookSecret,
        created_at: now,
      });
    const common = {
      order_id: args.orderId,
      amount_paise: args.amountPaise,
      ...(args.userId ? { user_id: args.userId } : {}),
      status: "created" as const,
      receipt: args.receipt,
      mode: args.mode,
      created_at: now,
      updated_at: now,
    };
    const d = args.details;
    if (d.purpose === "donation")
      await ctx.db.insert("payment_orders", {
        ...common,
        purpose: "donation",
        donor_name: d.donorName,
        email: d.email,
      });
    else
      await ctx.db.insert("payment_orders", {
        ...common,
        purpose: "plan",
        plan_key: d.planKey,
        student_id: d.studentId,
        ...(d.requestId ? { request_id: d.requestId } : {}),
      });
  },
});

/** The longest id or signature a gateway sends (Razorpay's are far shorter). */
const ID_MAX = 64;
const SIGNATURE_MAX = 128;

/**
 * The checkout's report of a payment, for a donation or a plan: recorded
 * only when `signature` is the gateway's HMAC-SHA256 of "orderId|paymentId"
 * under its key secret, for an order the server made in the mode it pays in
 * now. Reporting it again records nothing more and answers the same record.
 * The answer is what was paid for and the receipt's key (for the receipt
 * page).
 */
export const verifyPayment = publicMutation({
  args: {
    orderId: v.string(),
    paymentId: v.string(),
    signature: v.string(),
  },
  handler: async (ctx, { orderId, paymentId, signature }) => {
    if (
      orderId.length > ID_MAX ||
      paymentId.length > ID_MAX ||
      signature.length > SIGNATURE_MAX
    )
      throw appError("InvalidInput", PAYMENT_FAILED);
    const order = await orderById(ctx, orderId);
    // A known order's refusal is in its own words (the donation form's).
    const refused = () =>
      appError(
        "InvalidInput",
        order?.purpose === "donation" ? DONATION_FAILED : PAYMENT_FAILED,
      );
    if (!order || order.mode !== currentMode()) throw refused();
    if (!(await paymentSignatureValid(ctx, order, paymentId, signature)))
      throw refused();
    return await recordPayment(ctx, order, paymentId, "checkout");
  },
});
