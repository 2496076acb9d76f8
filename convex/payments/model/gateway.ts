/**
 * One interface to a payment gateway, with two implementations: Razorpay
 * (its official SDK, in the `"use node"` actions of `razorpay.ts`) when
 * RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, and the offline test
 * gateway otherwise (`testGateway.ts`: orders and payments kept in our own
 * tables, signed with a secret generated on the server). Whatever the
 * gateway, a payment is believed only when its signature verifies
 * (`model/record.ts`), by one code path.
 */
import type { Infer } from "convex/values";
import { internal } from "../../_generated/api";
import type { ActionCtx } from "../../_generated/server";
import { env } from "../../lib/env";
import type { gatewayMode } from "../schema";

export type GatewayMode = Infer<typeof gatewayMode>;

/** An order as the gateway keeps it (Razorpay's statuses). */
export type GatewayOrder = {
  id: string;
  amountPaise: number;
  status: "created" | "attempted" | "paid";
};

/** A payment towards an order as the gateway keeps it (Razorpay's statuses). */
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
};

export interface Gateway {
  mode: GatewayMode;
  /** Creates an order for `amountPaise` in rupees (INR) at the gateway. */
  createOrder(
    ctx: ActionCtx,
    order: {
      amountPaise: number;
      receipt: string;
      notes: Record<string, string>;
    },
  ): Promise<GatewayOrder>;
  /** The order as the gateway has it now (reconciliation). */
  fetchOrder(ctx: ActionCtx, orderId: string): Promise<GatewayOrder>;
  /** The payments made towards an order (reconciliation). */
  fetchPayments(ctx: ActionCtx, orderId: string): Promise<GatewayPayment[]>;
}

/** The mode this deployment pays in: Razorpay with both keys set, else test. */
export function currentMode(): GatewayMode {
  return env.razorpayKeyId() && env.razorpayKeySecret() ? "razorpay" : "test";
}

/** How checkout opens in the browser: the mode, and Razorpay's public key id. */
export function checkoutOpening() {
  const mode = currentMode();
  return {
    mode,
    /** Razorpay's key id is public: Checkout needs it in the browser. */
    keyId: mode === "razorpay" ? (env.razorpayKeyId() ?? null) : null,
  };
}

export const razorpayGateway: Gateway = {
  mode: "razorpay",
  createOrder: (ctx, order) =>
    ctx.runAction(internal.payments.razorpay.createOrder, order),
  fetchOrder: (ctx, orderId) =>
    ctx.runAction(internal.payments.razorpay.fetchOrder, { orderId }),
  fetchPayments: (ctx, orderId) =>
    ctx.runAction(internal.payments.razorpay.fetchPayments, { orderId }),
};

export const testGateway: Gateway = {
  mode: "test",
  createOrder: async (_ctx, { amountPaise }) => ({
    id: randomId("order_"),
    amountPaise,
    status: "created",
  }),
  fetchOrder: (ctx, orderId) =>
    ctx.runQuery(internal.payments.testGateway.fetchOrder, { orderId }),
  fetchPayments: (ctx, orderId) =>
    ctx.runQuery(internal.payments.testGateway.fetchPayments, { orderId }),
};

/** The gateway of this deployment's mode. */
export function gatewayFor(mode: GatewayMode = currentMode()): Gateway {
  return mode === "razorpay" ? razorpayGateway : testGateway;
}

const ALPHABET =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A Razorpay-shaped id (`order_`, `pay_`, `evt_` and 14 letters and digits),
 * or with a larger `length` an unguessable key (from the platform's
 * cryptographic random source; in a query or mutation, its seeded one).
 */
export function randomId(prefix: string, length = 14) {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return (
    prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")
  );
}
