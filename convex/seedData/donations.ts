/**
 * Demo donations, made as real ones are in the offline test mode: an order
 * the server keeps, a payment in the test gateway's books signed with its
 * secret, the signature verified, and the donation recorded by the one
 * recording function (receipt numbers, the total, the activity log).
 */
import type { MutationCtx } from "../_generated/server";
import { randomId } from "../payments/model/gateway";
import {
  paymentSignatureValid,
  recordPayment,
  testSecrets,
} from "../payments/model/orders";
import { hmacSha256Hex } from "../lib/sha256";

const DAY = 24 * 3_600_000;

/** Who gave what, how many days ago (null: Anonymous). */
export const DEMO_DONATIONS: {
  name: string | null;
  rupees: number;
  daysAgo: number;
}[] = [
  { name: "Ananya Iyer", rupees: 1000, daysAgo: 12 },
  { name: null, rupees: 500, daysAgo: 10 },
  { name: "Rajesh Kumar", rupees: 5000, daysAgo: 8 },
  { name: "Fatima Sheikh", rupees: 2000, daysAgo: 6 },
  { name: null, rupees: 100, daysAgo: 4 },
  { name: "Harpreet Kaur", rupees: 1000, daysAgo: 3 },
  { name: "Venkatesh Rao", rupees: 10000, daysAgo: 1 },
];

export async function seedDemoDonations(ctx: MutationCtx, now: number) {
  if ((await ctx.db.query("donations").first()) !== null) return;
  let secrets = await testSecrets(ctx);
  if (!secrets) {
    await ctx.db.insert("payment_test_secrets", {
      key_secret: randomId("", 48),
      webhook_secret: randomId("", 48),
      created_at: now,
    });
    secrets = (await testSecrets(ctx))!;
  }
  for (const gift of DEMO_DONATIONS) {
    const at = now - gift.daysAgo * DAY;
    const orderId = randomId("order_");
    const paymentId = randomId("pay_");
    const amountPaise = gift.rupees * 100;
    const id = await ctx.db.insert("payment_orders", {
      purpose: "donation",
      order_id: orderId,
      amount_paise: amountPaise,
      donor_name: gift.name,
      email: null,
      status: "created",
      receipt: randomId("rcpt_", 24),
      mode: "test",
      created_at: at,
      updated_at: at,
    });
    await ctx.db.insert("payment_test_payments", {
      payment_id: paymentId,
      order_id: orderId,
      status: "captured",
      amount_paise: amountPaise,
      created_at: at,
    });
    const order = (await ctx.db.get("payment_orders", id))!;
    const signature = await hmacSha256Hex(
      secrets.key_secret,
      `${orderId}|${paymentId}`,
    );
    if (!(await paymentSignatureValid(ctx, order, paymentId, signature)))
      throw new Error("a demo donation's signature did not verify");
    await recordPayment(ctx, order, paymentId, "seed", at);
  }
}
