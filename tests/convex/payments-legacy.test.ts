/**
 * A deployment made before payments were shared by donations and plans
 * keeps its rows in the `donation_*` tables; `payments/legacy` moves them
 * into the `payment_*` tables once, so an order started then can still be
 * paid and recorded, and nothing is copied twice.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { migrations } from "../../convex/lib/migrations";
import { newBackend, type TestBackend } from "./harness";

const HOUR = 3_600_000;

/** What a deployment of before the rename holds: two orders, an event, a test payment, the secrets. */
async function oldDeployment(t: TestBackend) {
  const at = Date.now() - HOUR;
  await t.run(async (ctx) => {
    const base = { mode: "test" as const, created_at: at, updated_at: at };
    await ctx.db.insert("donation_orders", {
      ...base,
      order_id: "order_OldUnpaid000001",
      amount_paise: 50_000,
      donor_name: "Ravi Menon",
      email: "ravi.menon@example.in",
      status: "created",
      receipt: "receipt-old-unpaid",
    });
    await ctx.db.insert("donation_orders", {
      ...base,
      order_id: "order_OldPaid00000002",
      amount_paise: 20_000,
      donor_name: null,
      email: null,
      status: "paid",
      receipt: "receipt-old-paid",
      payment_id: "pay_OldPaid000000002",
    });
    await ctx.db.insert("donation_webhook_events", {
      event_id: "evt_Old000000000001",
      event: "payment.captured",
      received_at: at,
    });
    await ctx.db.insert("donation_test_payments", {
      payment_id: "pay_OldPaid000000002",
      order_id: "order_OldPaid00000002",
      status: "captured",
      amount_paise: 20_000,
      created_at: at,
    });
    await ctx.db.insert("donation_test_secrets", {
      key_secret: "old-key-secret",
      webhook_secret: "old-webhook-secret",
      created_at: at,
    });
    return null;
  });
}

const MOVES = [
  internal.payments.legacy.moveDonationOrders,
  internal.payments.legacy.moveWebhookEvents,
  internal.payments.legacy.moveTestPayments,
  internal.payments.legacy.moveTestSecrets,
];

async function moveAll(t: TestBackend, reset = false) {
  for (const move of MOVES) await t.mutation(move, reset ? { reset } : {});
  await t.finishScheduled();
}

const tables = (t: TestBackend) =>
  t.run(async (ctx) => ({
    legacy: [
      ...(await ctx.db.query("donation_orders").collect()),
      ...(await ctx.db.query("donation_webhook_events").collect()),
      ...(await ctx.db.query("donation_test_payments").collect()),
      ...(await ctx.db.query("donation_test_secrets").collect()),
    ].length,
    orders: (await ctx.db.query("payment_orders").collect()).map(
      ({ _id, _creationTime, ...o }) => o,
    ),
    events: (await ctx.db.query("payment_webhook_events").collect()).map(
      (e) => e.event_id,
    ),
    testPayments: (await ctx.db.query("payment_test_payments").collect()).map(
      (p) => p.payment_id,
    ),
    secrets: (await ctx.db.query("payment_test_secrets").collect()).map(
      (s) => s.key_secret,
    ),
  }));

describe("moving the payments of before the rename", () => {
  it("moves every row once, as a donation's, and a second or reset run changes nothing", async () => {
    const t = newBackend();
    await oldDeployment(t);
    await moveAll(t);
    const status = await t.run(async (ctx) =>
      (await migrations.getStatus(ctx, { migrations: MOVES })).map(
        (s) => s.state,
      ),
    );
    expect(status).toEqual(["success", "success", "success", "success"]);
    const after = await tables(t);
    expect(after.legacy).toBe(0);
    expect(after.orders).toEqual([
      expect.objectContaining({
        purpose: "donation",
        order_id: "order_OldUnpaid000001",
        donor_name: "Ravi Menon",
        email: "ravi.menon@example.in",
        status: "created",
        amount_paise: 50_000,
      }),
      expect.objectContaining({
        purpose: "donation",
        order_id: "order_OldPaid00000002",
        status: "paid",
        payment_id: "pay_OldPaid000000002",
      }),
    ]);
    expect(after.events).toEqual(["evt_Old000000000001"]);
    expect(after.testPayments).toEqual(["pay_OldPaid000000002"]);
    expect(after.secrets).toEqual(["old-key-secret"]);

    await moveAll(t);
    await moveAll(t, true);
    expect(await tables(t)).toEqual(after);
  });

  it("does not copy a row whose twin is already there, and keeps the test gateway's newer secrets", async () => {
    const t = newBackend();
    await oldDeployment(t);
    // A run that stopped half-way, and a restart that made new secrets.
    await t.run(async (ctx) => {
      const at = Date.now();
      await ctx.db.insert("payment_orders", {
        purpose: "donation",
        order_id: "order_OldPaid00000002",
        amount_paise: 20_000,
        donor_name: null,
        email: null,
        status: "paid",
        receipt: "receipt-old-paid",
        payment_id: "pay_OldPaid000000002",
        mode: "test",
        created_at: at,
        updated_at: at,
      });
      await ctx.db.insert("payment_test_secrets", {
        key_secret: "new-key-secret",
        webhook_secret: "new-webhook-secret",
        created_at: at,
      });
      return null;
    });
    await moveAll(t);
    const after = await tables(t);
    expect(after.legacy).toBe(0);
    expect(after.orders.map((o) => o.order_id).sort()).toEqual([
      "order_OldPaid00000002",
      "order_OldUnpaid000001",
    ]);
    expect(after.secrets).toEqual(["new-key-secret"]);
  });

  it("lets an order started before the rename be paid and recorded as a donation", async () => {
    const t = newBackend();
    await oldDeployment(t);
    await moveAll(t);
    const paid = await t.mutation(api.payments.testGateway.checkout, {
      orderId: "order_OldUnpaid000001",
      outcome: "pay",
    });
    if (!paid.ok) throw new Error("the test payment failed");
    const receipt = await t.mutation(api.payments.orders.verifyPayment, {
      orderId: "order_OldUnpaid000001",
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(receipt).toMatchObject({ amountPaise: 50_000 });
    // The receipt mail goes after the payment.
    await t.finishScheduled();
    const donations = await t.run((ctx) => ctx.db.query("donations").collect());
    expect(donations).toEqual([
      expect.objectContaining({
        order_id: "order_OldUnpaid000001",
        donor_name: "Ravi Menon",
      }),
    ]);
  });
});
