/**
 * Reconciliation: orders left `created` for over 30 minutes are settled from
 * the gateway's own books — the test gateway's (both targets) and Razorpay's,
 * its SDK faked at the boundary (convex-test only: the fake replaces the
 * module in this process); and, with that fake, orders made and payments
 * verified with Razorpay keys.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { hmacSha256Hex } from "../../convex/lib/sha256";
import type { Doc } from "../../convex/_generated/dataModel";
import { setDeploymentEnv } from "./fixtures/deploymentEnv";
import { newBackend, TARGET, type TestBackend } from "./harness";

const razorpayPayments = vi.hoisted(
  () =>
    new Map<
      string,
      { id: string; order_id: string; amount: number; status: string }[]
    >(),
);
const razorpayCreated = vi.hoisted(
  () => [] as { amount: number; currency: string; receipt: string }[],
);
vi.mock("razorpay", () => ({
  default: class {
    orders = {
      create: async (params: {
        amount: number;
        currency: string;
        receipt: string;
      }) => {
        razorpayCreated.push(params);
        return {
          id: "order_RzpCreated00001",
          amount: params.amount,
          status: "created",
        };
      },
      fetchPayments: async (orderId: string) => ({
        entity: "collection",
        count: razorpayPayments.get(orderId)?.length ?? 0,
        items: razorpayPayments.get(orderId) ?? [],
      }),
    };
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  razorpayPayments.clear();
  razorpayCreated.length = 0;
});

const HOUR = 3_600_000;

async function oldOrder(
  t: TestBackend,
  orderId: string,
  mode: "test" | "razorpay",
  minutesAgo = 45,
) {
  await t.run(async (ctx) => {
    const at = Date.now() - minutesAgo * 60_000;
    await ctx.db.insert("payment_orders", {
      purpose: "donation",
      order_id: orderId,
      amount_paise: 100_000,
      donor_name: "Meenakshi Pillai",
      email: null,
      status: "created",
      receipt: `rcpt_${orderId.slice(-14).padEnd(24, "x")}`,
      mode,
      created_at: at,
      updated_at: at,
    });
    return null;
  });
}

async function testPayment(
  t: TestBackend,
  orderId: string,
  paymentId: string,
  status: "captured" | "failed",
  amountPaise = 100_000,
) {
  await t.run(async (ctx) => {
    await ctx.db.insert("payment_test_payments", {
      payment_id: paymentId,
      order_id: orderId,
      status,
      amount_paise: amountPaise,
      created_at: Date.now() - HOUR,
    });
    return null;
  });
}

async function orders(t: TestBackend) {
  const rows = await t.run((ctx) => ctx.db.query("payment_orders").collect());
  return Object.fromEntries(
    rows.map((o: Doc<"payment_orders">) => [o.order_id, o.status]),
  );
}

async function donations(t: TestBackend) {
  return await t.run((ctx) => ctx.db.query("donations").collect());
}

describe("reconciliation", () => {
  it("settles stuck test-mode orders from the test gateway's books, once; leaves young ones", async () => {
    const t = newBackend();
    await oldOrder(t, "order_PaidLost000001", "test");
    await testPayment(
      t,
      "order_PaidLost000001",
      "pay_Captured000001",
      "captured",
    );
    await oldOrder(t, "order_Abandoned00001", "test");
    await oldOrder(t, "order_FailedOnly0001", "test");
    await testPayment(
      t,
      "order_FailedOnly0001",
      "pay_Failed00000001",
      "failed",
    );
    await oldOrder(t, "order_WrongAmount001", "test");
    await testPayment(
      t,
      "order_WrongAmount001",
      "pay_Cheap000000001",
      "captured",
      100,
    );
    await oldOrder(t, "order_StillYoung0001", "test", 5);

    expect(await t.action(internal.payments.reconcile.run, {})).toEqual({
      looked: 4,
      settled: 4,
    });
    expect(await orders(t)).toEqual({
      order_PaidLost000001: "paid",
      order_Abandoned00001: "failed",
      order_FailedOnly0001: "failed",
      order_WrongAmount001: "failed",
      order_StillYoung0001: "created",
    });
    const [donation] = await donations(t);
    expect(donation).toMatchObject({
      order_id: "order_PaidLost000001",
      payment_id: "pay_Captured000001",
      source: "reconciliation",
      amount_paise: 100_000,
    });
    // Again: nothing is left to settle, nothing is recorded twice.
    expect(await t.action(internal.payments.reconcile.run, {})).toEqual({
      looked: 0,
      settled: 0,
    });
    expect(await donations(t)).toHaveLength(1);
  });

  it.skipIf(TARGET === "local")(
    "asks Razorpay (its SDK faked) for a stuck order's payments and records the captured one",
    async () => {
      const t = newBackend();
      await setDeploymentEnv(t, "RAZORPAY_KEY_ID", "rzp_test_key");
      await setDeploymentEnv(t, "RAZORPAY_KEY_SECRET", "rzp_key_secret");
      await oldOrder(t, "order_RzpCaptured001", "razorpay");
      razorpayPayments.set("order_RzpCaptured001", [
        {
          id: "pay_RzpFailed00001",
          order_id: "order_RzpCaptured001",
          amount: 100_000,
          status: "failed",
        },
        {
          id: "pay_RzpCaptured001",
          order_id: "order_RzpCaptured001",
          amount: 100_000,
          status: "captured",
        },
      ]);
      await oldOrder(t, "order_RzpAuthorised1", "razorpay");
      razorpayPayments.set("order_RzpAuthorised1", [
        {
          id: "pay_RzpAuthorised1",
          order_id: "order_RzpAuthorised1",
          amount: 100_000,
          status: "authorized",
        },
      ]);
      await oldOrder(t, "order_RzpNothing0001", "razorpay");
      // A test-mode order, now that keys are set, cannot be looked up: left alone.
      await oldOrder(t, "order_TestLeftOver01", "test");

      expect(await t.action(internal.payments.reconcile.run, {})).toEqual({
        looked: 4,
        settled: 2,
      });
      expect(await orders(t)).toEqual({
        order_RzpCaptured001: "paid",
        order_RzpAuthorised1: "created",
        order_RzpNothing0001: "failed",
        order_TestLeftOver01: "created",
      });
      expect((await donations(t)).map((d) => [d.payment_id, d.mode])).toEqual([
        ["pay_RzpCaptured001", "razorpay"],
      ]);
    },
  );
});

describe("with Razorpay keys", () => {
  it.skipIf(TARGET === "local")(
    "the order is made with Razorpay's SDK for the server's amount, and its checkout answer is verified with the key secret",
    async () => {
      const t = newBackend();
      await setDeploymentEnv(t, "RAZORPAY_KEY_ID", "rzp_test_key");
      await setDeploymentEnv(t, "RAZORPAY_KEY_SECRET", "rzp_key_secret");
      const order = await t.action(api.donations.orders.createOrder, {
        amountRupees: 2000,
        name: "Kiran Reddy",
        email: "",
      });
      expect(order).toMatchObject({
        orderId: "order_RzpCreated00001",
        mode: "razorpay",
        amountPaise: 200_000,
      });
      expect(razorpayCreated).toEqual([
        expect.objectContaining({ amount: 200_000, currency: "INR" }),
      ]);
      expect(razorpayCreated[0].receipt).toMatch(/^rcpt_/);
      expect(await t.query(api.donations.orders.checkoutSettings, {})).toEqual({
        mode: "razorpay",
        maxRupees: 500_000,
        keyId: "rzp_test_key",
      });
      // The test gateway is off.
      await expect(
        t.mutation(api.payments.testGateway.checkout, {
          orderId: order.orderId,
          outcome: "pay",
        }),
      ).rejects.toThrow(/Test payments are off/);
      const paymentId = "pay_RzpPaid0000001";
      await expect(
        t.mutation(api.payments.orders.verifyPayment, {
          orderId: order.orderId,
          paymentId,
          signature: await hmacSha256Hex(
            "not_the_key_secret",
            `${order.orderId}|${paymentId}`,
          ),
        }),
      ).rejects.toThrow(/Failed to process donation/);
      expect(
        await t.mutation(api.payments.orders.verifyPayment, {
          orderId: order.orderId,
          paymentId,
          signature: await hmacSha256Hex(
            "rzp_key_secret",
            `${order.orderId}|${paymentId}`,
          ),
        }),
      ).toMatchObject({ receiptNumber: "VQD-000001", amountPaise: 200_000 });
    },
  );
});
