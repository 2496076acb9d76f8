/**
 * Starting a payment, for every purpose: the order is made at this
 * deployment's gateway for an amount the caller's server code decided, and
 * kept with what it pays for. Nothing is paid yet.
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";
import { gatewayFor, randomId, type GatewayMode } from "./gateway";

/** What an order pays for, as `payments/orders:keepOrder` stores it. */
export type OrderDetails =
  | {
      purpose: "donation";
      donorName: string | null;
      email: string | null;
    }
  | {
      purpose: "plan";
      planKey: "premium" | "pro";
      studentId: Id<"users">;
      requestId?: Id<"plan_requests">;
    };

/**
 * Makes the order at the gateway and keeps it; a gateway's refusal is
 * logged (without secrets) and answered with `failure` in plain words.
 */
export async function startOrder(
  ctx: ActionCtx,
  args: {
    amountPaise: number;
    userId: Id<"users"> | undefined;
    details: OrderDetails;
    failure: string;
  },
): Promise<{ orderId: string; mode: GatewayMode }> {
  const gateway = gatewayFor();
  const receipt = randomId("rcpt_", 24);
  let orderId: string;
  try {
    const order = await gateway.createOrder(ctx, {
      amountPaise: args.amountPaise,
      receipt,
      notes: { purpose: args.details.purpose },
    });
    orderId = order.id;
  } catch (error) {
    console.error(
      `[payments] the ${gateway.mode} gateway refused an order: ${String(error)}`,
    );
    throw appError("Conflict", args.failure);
  }
  await ctx.runMutation(internal.payments.orders.keepOrder, {
    orderId,
    amountPaise: args.amountPaise,
    receipt,
    mode: gateway.mode,
    userId: args.userId,
    details: args.details,
    // Generated here (an action's random source); kept only the first time.
    testSecrets:
      gateway.mode === "test"
        ? { keySecret: randomId("", 48), webhookSecret: randomId("", 48) }
        : undefined,
  });
  return { orderId, mode: gateway.mode };
}
