/**
 * The gateway's webhook at /razorpay-webhook: believed only with the right
 * signature over the raw body, idempotent by event id and by payment, and
 * enough on its own to record a donation whose browser closed before it
 * verified.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { testWebhookBody } from "../../convex/payments/testGateway";
import { hmacSha256Hex } from "../../convex/lib/sha256";
import { setDeploymentEnv } from "./fixtures/deploymentEnv";
import { newBackend, type TestBackend } from "./harness";

afterEach(() => {
  vi.unstubAllEnvs();
});

async function order(t: TestBackend, amountRupees = 500) {
  return await t.action(api.donations.orders.createOrder, {
    amountRupees,
    name: "Ishaan Gupta",
    email: "",
  });
}

async function testWebhookSecret(t: TestBackend) {
  return await t.run(async (ctx) => {
    const row = await ctx.db.query("payment_test_secrets").first();
    return row!.webhook_secret;
  });
}

function deliver(
  t: TestBackend,
  secretOrSignature: { secret: string } | { signature: string },
  body: string,
  eventId: string,
) {
  return (async () =>
    t.fetch("/razorpay-webhook", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Event-Id": eventId,
        "X-Razorpay-Signature":
          "secret" in secretOrSignature
            ? await hmacSha256Hex(secretOrSignature.secret, body)
            : secretOrSignature.signature,
      },
      body,
    }))();
}

async function donations(t: TestBackend) {
  return await t.run((ctx) => ctx.db.query("donations").collect());
}

/** Runs scheduled work (the pool's jobs) until `done`, for up to 15 s. */
async function settle(t: TestBackend, done: () => Promise<boolean>) {
  for (let i = 0; i < 150; i++) {
    await t.finishScheduled();
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the webhook's work did not finish");
}

async function orderStatus(t: TestBackend, orderId: string) {
  return await t.run(async (ctx) => {
    const row = await ctx.db
      .query("payment_orders")
      .withIndex("by_order_id", (q) => q.eq("order_id", orderId))
      .unique();
    return row!.status;
  });
}

describe("the Razorpay webhook", () => {
  it("records the donation when the browser closed before verifying: the test gateway delivers it", async () => {
    const t = newBackend();
    const { orderId } = await order(t, 1000);
    await t.mutation(api.payments.testGateway.checkout, {
      orderId,
      outcome: "pay",
    });
    // No verifyPayment: the donor closed the tab.
    await settle(t, async () => (await donations(t)).length === 1);
    const [donation] = await donations(t);
    expect(donation).toMatchObject({
      order_id: orderId,
      amount_paise: 100_000,
      source: "webhook",
      donor_name: "Ishaan Gupta",
    });
    expect(await orderStatus(t, orderId)).toBe("paid");
    // payment.captured and order.paid both came: one donation.
    await settle(
      t,
      async () =>
        (await t.run((ctx) => ctx.db.query("payment_webhook_events").collect()))
          .length === 2,
    );
    expect(await donations(t)).toHaveLength(1);
    expect(await t.query(api.donations.history.history, {})).toMatchObject({
      count: 1,
      totalPaise: 100_000,
    });
  });

  it("a failed test payment marks the order failed and records nothing", async () => {
    const t = newBackend();
    const { orderId } = await order(t);
    await t.mutation(api.payments.testGateway.checkout, {
      orderId,
      outcome: "fail",
    });
    await settle(t, async () => (await orderStatus(t, orderId)) === "failed");
    expect(await donations(t)).toEqual([]);
  });

  it("refuses a wrong signature with 400 and records nothing", async () => {
    const t = newBackend();
    const { orderId } = await order(t);
    const body = JSON.stringify(
      testWebhookBody("payment.captured", {
        orderId,
        paymentId: "pay_Forged00000001",
        amountPaise: 50_000,
      }),
    );
    for (const signature of [
      "mock_signature",
      "",
      await hmacSha256Hex("not-the-secret", body),
    ]) {
      const response = await deliver(t, { signature }, body, "evt_forged");
      expect(response.status).toBe(400);
    }
    // The right secret over a different body.
    const secret = await testWebhookSecret(t);
    const signedOther = await hmacSha256Hex(secret, body + " ");
    expect(
      (await deliver(t, { signature: signedOther }, body, "evt_x")).status,
    ).toBe(400);
    await t.finishScheduled();
    expect(await donations(t)).toEqual([]);
    expect(
      await t.run((ctx) => ctx.db.query("payment_webhook_events").collect()),
    ).toEqual([]);
  });

  it("100 deliveries of one event (and order.paid for the same payment) record one donation", async () => {
    const t = newBackend();
    const { orderId } = await order(t, 2000);
    const secret = await testWebhookSecret(t);
    const payment = {
      orderId,
      paymentId: "pay_Delivered0001",
      amountPaise: 200_000,
    };
    const captured = JSON.stringify(
      testWebhookBody("payment.captured", payment),
    );
    const statuses = [];
    for (let i = 0; i < 100; i++)
      statuses.push(
        (await deliver(t, { secret }, captured, "evt_Captured00001")).status,
      );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const paid = JSON.stringify(testWebhookBody("order.paid", payment));
    expect(
      (await deliver(t, { secret }, paid, "evt_OrderPaid0001")).status,
    ).toBe(200);
    await settle(
      t,
      async () =>
        (await t.run((ctx) => ctx.db.query("payment_webhook_events").collect()))
          .length === 2,
    );
    const rows = await donations(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      payment_id: "pay_Delivered0001",
      amount_paise: 200_000,
    });
    expect((await t.query(api.donations.history.history, {})).count).toBe(1);
  });

  it("records nothing for a payment of another amount or of an order that is not ours", async () => {
    const t = newBackend();
    const { orderId } = await order(t, 500);
    const secret = await testWebhookSecret(t);
    const cheap = JSON.stringify(
      testWebhookBody("payment.captured", {
        orderId,
        paymentId: "pay_Cheap00000001",
        amountPaise: 100,
      }),
    );
    const stranger = JSON.stringify(
      testWebhookBody("payment.captured", {
        orderId: "order_NotOurs0000001",
        paymentId: "pay_Stranger000001",
        amountPaise: 50_000,
      }),
    );
    expect((await deliver(t, { secret }, cheap, "evt_Cheap")).status).toBe(200);
    expect(
      (await deliver(t, { secret }, stranger, "evt_Stranger")).status,
    ).toBe(200);
    await settle(
      t,
      async () =>
        (await t.run((ctx) => ctx.db.query("payment_webhook_events").collect()))
          .length === 2,
    );
    expect(await donations(t)).toEqual([]);
    expect(await orderStatus(t, orderId)).toBe("created");
  });

  it("accepts none of 1,000 forged or replayed webhooks", async () => {
    const t = newBackend();
    const a = await order(t, 500);
    const b = await order(t, 500);
    const secret = await testWebhookSecret(t);
    const keySecret = await t.run(
      async (ctx) =>
        (await ctx.db.query("payment_test_secrets").first())!.key_secret,
    );
    const genuine = JSON.stringify(
      testWebhookBody("payment.captured", {
        orderId: a.orderId,
        paymentId: "pay_GenuineA000001",
        amountPaise: 50_000,
      }),
    );
    const genuineSignature = await hmacSha256Hex(secret, genuine);
    expect(
      (await deliver(t, { secret }, genuine, "evt_GenuineA0001")).status,
    ).toBe(200);
    await settle(t, async () => (await donations(t)).length === 1);
    const before = await donations(t);
    const hex = () =>
      Array.from(crypto.getRandomValues(new Uint8Array(32)), (x) =>
        x.toString(16).padStart(2, "0"),
      ).join("");
    // A's paid payment claimed for B, and A's payment at another amount.
    const forB = genuine.replace(a.orderId, b.orderId);
    const cheaper = genuine.replace('"amount":50000', '"amount":100');
    expect(forB).not.toBe(genuine);
    expect(cheaper).not.toBe(genuine);
    let refused = 0;
    let replays = 0;
    for (let i = 0; i < 1000; i++) {
      const tampered = i % 2 ? forB : cheaper;
      let attempt: { sign: { signature: string }; body: string };
      switch (i % 5) {
        case 0: // the old client's literal
          attempt = { sign: { signature: "mock_signature" }, body: tampered };
          break;
        case 1: // random signatures
          attempt = { sign: { signature: hex() }, body: tampered };
          break;
        case 2: // the genuine signature over a changed body
          attempt = { sign: { signature: genuineSignature }, body: tampered };
          break;
        case 3: // signed with the checkout's key secret, not the webhook's
          attempt = {
            sign: { signature: await hmacSha256Hex(keySecret, tampered) },
            body: tampered,
          };
          break;
        default: // the genuine delivery again, with its own id or a new one
          attempt = { sign: { signature: genuineSignature }, body: genuine };
      }
      const eventId =
        i % 5 !== 4 || i % 2 ? "evt_GenuineA0001" : `evt_Replay${i}`;
      const { status } = await deliver(t, attempt.sign, attempt.body, eventId);
      if (i % 5 === 4) {
        expect(status).toBe(200);
        replays++;
      } else if (status === 400) refused++;
    }
    expect([refused, replays]).toEqual([800, 200]);
    // Every replay with a new id is settled by the pool (and records nothing).
    await settle(
      t,
      async () =>
        (await t.run((ctx) => ctx.db.query("payment_webhook_events").collect()))
          .length === 101,
    );
    expect(await donations(t)).toEqual(before);
    expect(await orderStatus(t, a.orderId)).toBe("paid");
    expect(await orderStatus(t, b.orderId)).toBe("created");
    expect(await t.query(api.donations.history.history, {})).toMatchObject({
      count: 1,
      totalPaise: 50_000,
    });
  }, 120_000);

  it("with Razorpay keys, is verified with RAZORPAY_WEBHOOK_SECRET (and answers 404 without one)", async () => {
    const t = newBackend();
    try {
      await setDeploymentEnv(t, "RAZORPAY_KEY_ID", "rzp_test_key");
      await setDeploymentEnv(t, "RAZORPAY_KEY_SECRET", "rzp_key_secret");
      await t.run(async (ctx) => {
        await ctx.db.insert("payment_orders", {
          purpose: "donation",
          order_id: "order_Razorpay000001",
          amount_paise: 500_000,
          donor_name: null,
          email: null,
          status: "created",
          receipt: "rcpt_abcdefghijklmnopqrstuvwx",
          mode: "razorpay",
          created_at: Date.now(),
          updated_at: Date.now(),
        });
        return null;
      });
      const body = JSON.stringify(
        testWebhookBody("payment.captured", {
          orderId: "order_Razorpay000001",
          paymentId: "pay_Razorpay000001",
          amountPaise: 500_000,
        }),
      );
      const secret = "whsec_from_the_dashboard";
      expect((await deliver(t, { secret }, body, "evt_R1")).status).toBe(404);
      await setDeploymentEnv(t, "RAZORPAY_WEBHOOK_SECRET", secret);
      expect(
        (await deliver(t, { secret: "wrong" }, body, "evt_R1")).status,
      ).toBe(400);
      expect((await deliver(t, { secret }, body, "evt_R1")).status).toBe(200);
      await settle(t, async () => (await donations(t)).length === 1);
      expect((await donations(t))[0]).toMatchObject({
        mode: "razorpay",
        amount_paise: 500_000,
      });
    } finally {
      await setDeploymentEnv(t, "RAZORPAY_KEY_ID", undefined);
      await setDeploymentEnv(t, "RAZORPAY_KEY_SECRET", undefined);
      await setDeploymentEnv(t, "RAZORPAY_WEBHOOK_SECRET", undefined);
    }
  });
});
