/**
 * A demo payment, made as real ones are in the offline test mode: an order
 * the server keeps, a payment in the test gateway's books signed with its
 * secret, the signature verified, and the payment recorded by the one
 * recording function (a donation or a plan, with its receipt number).
 */
import type { MutationCtx } from "../_generated/server";
import { hmacSha256Hex } from "../lib/sha256";
import { randomId } from "../payments/model/gateway";
import {
  paymentSignatureValid,
  recordPayment,
  testSecrets,
  type Order,
} from "../payments/model/orders";

/** Omit over each member of a union (a plain Omit merges them). */
type OmitEach<T, K extends PropertyKey> = T extends unknown
  ? Omit<T, K>
  : never;

type OrderFields = OmitEach<
  Order,
  | "_id"
  | "_creationTime"
  | "order_id"
  | "status"
  | "receipt"
  | "mode"
  | "created_at"
  | "updated_at"
  | "payment_id"
>;

export async function seedTestPayment(
  ctx: MutationCtx,
  fields: OrderFields,
  at: number,
) {
  let secrets = await testSecrets(ctx);
  if (!secrets) {
    await ctx.db.insert("payment_test_secrets", {
      key_secret: randomId("", 48),
      webhook_secret: randomId("", 48),
      created_at: at,
    });
    secrets = (await testSecrets(ctx))!;
  }
  const orderId = randomId("order_");
  const paymentId = randomId("pay_");
  const id = await ctx.db.insert("payment_orders", {
    ...fields,
    order_id: orderId,
    status: "created",
    receipt: randomId("rcpt_", 24),
    mode: "test",
    created_at: at,
    updated_at: at,
  } as OmitEach<Order, "_id" | "_creationTime">);
  await ctx.db.insert("payment_test_payments", {
    payment_id: paymentId,
    order_id: orderId,
    status: "captured",
    amount_paise: fields.amount_paise,
    created_at: at,
  });
  const order = (await ctx.db.get("payment_orders", id))!;
  const signature = await hmacSha256Hex(
    secrets.key_secret,
    `${orderId}|${paymentId}`,
  );
  if (!(await paymentSignatureValid(ctx, order, paymentId, signature)))
    throw new Error("a demo payment's signature did not verify");
  return await recordPayment(ctx, order, paymentId, "seed", at);
}
