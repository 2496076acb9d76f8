/**
 * Donations: the server makes the order for an amount it checked, and a
 * donation is recorded only when the gateway's signature for a payment of
 * that very order verifies, once per order, whatever is replayed or forged.
 * Runs in the offline test mode (no Razorpay keys), whose signatures are
 * checked by the same code as Razorpay's.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { hmacSha256Hex } from "../../convex/lib/sha256";
import {
  amountRule,
  DEFAULT_MAX_RUPEES,
  donationRule,
  INVALID_AMOUNT,
  parseRupees,
} from "../../convex/donations/rules";
import { inr } from "../../convex/payments/model/orders";
import {
  DEMO_DONATIONS,
  seedDemoDonations,
} from "../../convex/seedData/donations";
import { createPerson, people } from "./fixtures/common";
import { errorData, newBackend, type TestBackend } from "./harness";

const form = { name: "", email: "" };

async function order(t: TestBackend, amountRupees = 500, extra = form) {
  return await t.action(api.donations.orders.createOrder, {
    amountRupees,
    ...extra,
  });
}

/** Pays `orderId` through the test checkout: the browser's view of a payment. */
async function pay(t: TestBackend, orderId: string) {
  const answer = await t.mutation(api.payments.testGateway.checkout, {
    orderId,
    outcome: "pay",
  });
  if (!answer.ok) throw new Error("the test payment failed");
  return answer;
}

async function donations(t: TestBackend) {
  return await t.run((ctx) => ctx.db.query("donations").collect());
}

describe("donation amounts", () => {
  const rule = amountRule(DEFAULT_MAX_RUPEES);
  it("take whole rupees from ₹1 to the maximum", () => {
    for (const ok of [1, 100, 500, 5000, DEFAULT_MAX_RUPEES])
      expect(rule.safeParse(ok).success).toBe(true);
    for (const bad of [
      0,
      -5,
      0.5,
      10.25,
      DEFAULT_MAX_RUPEES + 1,
      NaN,
      Infinity,
    ]) {
      const result = rule.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(INVALID_AMOUNT);
    }
    expect(rule.safeParse(undefined).error?.issues[0].message).toBe(
      INVALID_AMOUNT,
    );
  });

  it("read the form's text: empty is no amount, commas and ₹ are allowed", () => {
    expect(parseRupees("")).toBeNaN();
    expect(parseRupees("abc")).toBeNaN();
    expect(parseRupees("₹1,00,000")).toBe(100_000);
    expect(parseRupees(" 500 ")).toBe(500);
  });

  it("a smaller DONATION_MAX_RUPEES lowers the maximum", () => {
    expect(amountRule(1000).safeParse(1001).success).toBe(false);
    expect(
      donationRule(1000).safeParse({ amountRupees: 1000, name: " ", email: "" })
        .data,
    ).toEqual({ amountRupees: 1000, name: null, email: null });
  });

  it("are shown in Indian format", () => {
    expect(inr(10_000_000)).toBe("₹1,00,000");
    expect(inr(50_000)).toBe("₹500");
    expect(inr(123_456_789)).toBe("₹12,34,567.89");
  });

  it("are checked by the server: 0, fractions and too much are refused, nothing is kept", async () => {
    const t = newBackend();
    for (const amountRupees of [0, 0.5, DEFAULT_MAX_RUPEES + 1, -1])
      expect(await errorData(order(t, amountRupees))).toEqual({
        code: "InvalidInput",
        message: INVALID_AMOUNT,
      });
    expect(
      await errorData(order(t, 100, { name: "", email: "not-an-email" })),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await t.run((ctx) => ctx.db.query("payment_orders").collect()),
    ).toEqual([]);
  });
});

describe("giving", () => {
  it("an order, a test payment and its verification record one donation, in the history and total", async () => {
    const t = newBackend();
    const created = await order(t, 500, {
      name: "  Ananya Iyer ",
      email: "Ananya@Example.in",
    });
    expect(created).toMatchObject({
      amountPaise: 50_000,
      currency: "INR",
      mode: "test",
      name: "Ananya Iyer",
      email: "ananya@example.in",
    });
    expect(created.orderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    // Nothing is a donation before a verified payment.
    expect((await t.query(api.donations.history.history, {})).count).toBe(0);

    const paid = await pay(t, created.orderId);
    expect(paid.paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(paid.signature).toMatch(/^[0-9a-f]{64}$/);
    const receipt = await t.mutation(api.payments.orders.verifyPayment, {
      orderId: created.orderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(receipt).toMatchObject({
      receiptNumber: "VQD-000001",
      amountPaise: 50_000,
    });

    const history = await t.query(api.donations.history.history, {});
    expect(history).toMatchObject({ totalPaise: 50_000, count: 1 });
    expect(history.latest).toEqual([
      expect.objectContaining({
        donorName: "Ananya Iyer",
        amountPaise: 50_000,
      }),
    ]);
    expect(JSON.stringify(history)).not.toContain("ananya@example.in");
    const [orderRow] = await t.run((ctx) =>
      ctx.db.query("payment_orders").collect(),
    );
    expect(orderRow).toMatchObject({
      status: "paid",
      payment_id: paid.paymentId,
    });
    const log = await t.run((ctx) =>
      ctx.db.query("user_activity_log").collect(),
    );
    expect(log).toEqual([
      expect.objectContaining({
        kind: "donation",
        user_name: "Ananya Iyer",
        action: "Donated ₹500 (test mode)",
      }),
    ]);
  });

  it("a nameless donation is Anonymous; a signed-in donor's is theirs; history lists the 10 latest, newest first", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    const amounts = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100];
    for (const [i, amount] of amounts.entries()) {
      const who = i === 0 ? aarav.as : t;
      const { orderId } = await order(who, amount);
      const paid = await pay(t, orderId);
      await t.mutation(api.payments.orders.verifyPayment, {
        orderId,
        paymentId: paid.paymentId,
        signature: paid.signature,
      });
    }
    const history = await t.query(api.donations.history.history, {});
    expect(history.count).toBe(11);
    expect(history.totalPaise).toBe(660_000);
    expect(history.latest.map((d) => d.amountPaise / 100)).toEqual(
      amounts.slice(1).reverse(),
    );
    expect(new Set(history.latest.map((d) => d.donorName))).toEqual(
      new Set(["Anonymous"]),
    );
    const mine = await t.run((ctx) =>
      ctx.db
        .query("donations")
        .withIndex("by_user_id", (q) => q.eq("user_id", aarav.userId))
        .collect(),
    );
    expect(mine.map((d) => d.amount_paise)).toEqual([10_000]);
  }, 60_000);

  it("a failed payment records nothing", async () => {
    const t = newBackend();
    const { orderId } = await order(t);
    const failed = await t.mutation(api.payments.testGateway.checkout, {
      orderId,
      outcome: "fail",
    });
    expect(failed.ok).toBe(false);
    expect(await donations(t)).toEqual([]);
    expect((await t.query(api.donations.history.history, {})).count).toBe(0);
  });

  it("a signed-in member may start 10 donations at once, then is asked to wait", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    for (let i = 0; i < 10; i++) await order(aarav.as, 100);
    expect(await errorData(order(aarav.as, 100))).toMatchObject({
      code: "RateLimited",
    });
    // Others are not held up by Aarav's limit.
    await order(t, 100);
  });
});

describe("forged and replayed payments", () => {
  it("are refused: mock_signature, a signature for another order, an unknown order", async () => {
    const t = newBackend();
    const a = await order(t, 500);
    const b = await order(t, 5000);
    const paidA = await pay(t, a.orderId);
    const refusal = {
      code: "InvalidInput",
      message: "Failed to process donation. Please try again.",
    };
    // The literal the old client sent.
    expect(
      await errorData(
        t.mutation(api.payments.orders.verifyPayment, {
          orderId: a.orderId,
          paymentId: paidA.paymentId,
          signature: "mock_signature",
        }),
      ),
    ).toEqual(refusal);
    // A's genuine signature, presented for the dearer order B.
    expect(
      await errorData(
        t.mutation(api.payments.orders.verifyPayment, {
          orderId: b.orderId,
          paymentId: paidA.paymentId,
          signature: paidA.signature,
        }),
      ),
    ).toEqual(refusal);
    // Signed with a secret that is not the gateway's.
    expect(
      await errorData(
        t.mutation(api.payments.orders.verifyPayment, {
          orderId: a.orderId,
          paymentId: paidA.paymentId,
          signature: await hmacSha256Hex(
            "rzp_test_guess",
            `${a.orderId}|${paidA.paymentId}`,
          ),
        }),
      ),
    ).toEqual(refusal);
    // An unknown order is refused in words that fit any purpose.
    expect(
      await errorData(
        t.mutation(api.payments.orders.verifyPayment, {
          orderId: "order_DoesNotExist01",
          paymentId: paidA.paymentId,
          signature: paidA.signature,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Payment failed. Please try again.",
    });
    // B is unpaid; A only by its own payment (which its webhook may record).
    for (const d of await donations(t))
      expect([d.order_id, d.payment_id]).toEqual([a.orderId, paidA.paymentId]);
    expect(
      (await t.query(api.donations.history.history, {})).count,
    ).toBeLessThanOrEqual(1);
  });

  it("a replayed verification records the donation once", async () => {
    const t = newBackend();
    const { orderId } = await order(t, 2000);
    const paid = await pay(t, orderId);
    const report = {
      orderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.mutation(api.payments.orders.verifyPayment, report),
      ),
    );
    expect(new Set(answers.map((a) => a.receiptNumber))).toEqual(
      new Set(["VQD-000001"]),
    );
    expect(await donations(t)).toHaveLength(1);
    expect(await t.query(api.donations.history.history, {})).toMatchObject({
      count: 1,
      totalPaise: 200_000,
    });
    // A paid order cannot be paid again.
    expect(
      await errorData(
        t.mutation(api.payments.testGateway.checkout, {
          orderId,
          outcome: "pay",
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
  });

  it("accepts none of 1,000 forged or replayed attempts", async () => {
    const t = newBackend();
    const a = await order(t, 100);
    const b = await order(t, 500_000);
    const c = await order(t, 100);
    const paidA = await pay(t, a.orderId);
    await t.mutation(api.payments.orders.verifyPayment, {
      orderId: a.orderId,
      paymentId: paidA.paymentId,
      signature: paidA.signature,
    });
    const before = await donations(t);
    const hex = () =>
      Array.from(crypto.getRandomValues(new Uint8Array(32)), (x) =>
        x.toString(16).padStart(2, "0"),
      ).join("");
    const attempts: {
      orderId: string;
      paymentId: string;
      signature: string;
    }[] = [];
    for (let i = 0; i < 1000; i++) {
      switch (i % 5) {
        case 0: // the old client's literal
          attempts.push({
            orderId: b.orderId,
            paymentId: `pay_${i}`,
            signature: "mock_signature",
          });
          break;
        case 1: // random signatures
          attempts.push({
            orderId: b.orderId,
            paymentId: paidA.paymentId,
            signature: hex(),
          });
          break;
        case 2: // A's real signature for other orders
          attempts.push({
            orderId: i % 2 ? b.orderId : c.orderId,
            paymentId: paidA.paymentId,
            signature: paidA.signature,
          });
          break;
        case 3: // a flipped character of a real signature
          attempts.push({
            orderId: a.orderId,
            paymentId: paidA.paymentId,
            signature:
              paidA.signature.slice(0, -1) +
              (paidA.signature.endsWith("0") ? "1" : "0"),
          });
          break;
        default: // the genuine one, replayed
          attempts.push({
            orderId: a.orderId,
            paymentId: paidA.paymentId,
            signature: paidA.signature,
          });
      }
    }
    // Accepted: a forged attempt answered as paid, or a replay answered with a new receipt.
    let accepted = 0;
    for (const [i, attempt] of attempts.entries()) {
      const answer = await t
        .mutation(api.payments.orders.verifyPayment, attempt)
        .catch(() => null);
      const replay = i % 5 === 4;
      if (answer && (!replay || answer.receiptNumber !== "VQD-000001"))
        accepted++;
    }
    expect(accepted).toBe(0);
    expect(await donations(t)).toEqual(before);
  }, 120_000);
});

/** Erases `userId`, running the batches it schedules until the account is gone. */
async function eraseFully(t: TestBackend, userId: Id<"users">) {
  await t.mutation(internal.privacy.erasure.eraseAccount, { userId });
  for (let round = 0; round < 200; round++) {
    await t.finishScheduled();
    if (
      !(await t.run(
        async (ctx) => (await ctx.db.get("users", userId)) !== null,
      ))
    )
      return;
  }
  throw new Error("The erasure did not finish.");
}

describe("a student awaiting a parent's consent", () => {
  it("cannot start a donation (their name and e-mail would be kept), and nothing is written", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    await t.run(async (ctx) => {
      const profile = (await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", aarav.userId))
        .unique())!;
      await ctx.db.patch("profiles", profile._id, { consent: "awaiting" });
    });
    expect(
      await errorData(
        order(aarav.as, 500, { name: "Aarav", email: people.aarav.email }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "Your parent or guardian needs to approve your account first.",
    });
    expect(
      await t.run((ctx) => ctx.db.query("payment_orders").collect()),
    ).toEqual([]);
  });
});

describe("a donor's erasure", () => {
  it("keeps the money record (amount, date, receipt number) without their name, e-mail or account", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    const { orderId } = await order(aarav.as, 1000, {
      name: "Aarav Sharma",
      email: people.aarav.email,
    });
    const paid = await pay(t, orderId);
    await t.mutation(api.payments.orders.verifyPayment, {
      orderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    await eraseFully(t, aarav.userId);
    const [donation] = await donations(t);
    expect(donation).toMatchObject({
      amount_paise: 100_000,
      receipt_number: "VQD-000001",
      donor_name: null,
      email: null,
    });
    expect(donation.user_id).toBeUndefined();
    const [orderRow] = await t.run((ctx) =>
      ctx.db.query("payment_orders").collect(),
    );
    expect(orderRow).toMatchObject({ donor_name: null, email: null });
    expect((await t.query(api.donations.history.history, {})).latest).toEqual([
      expect.objectContaining({ donorName: "Anonymous", amountPaise: 100_000 }),
    ]);
  });
});

describe("demo donations", () => {
  it("are recorded through the same path as real ones, once, with Indian names and some Anonymous", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await seedDemoDonations(ctx, Date.now());
      await seedDemoDonations(ctx, Date.now());
      return null;
    });
    const history = await t.query(api.donations.history.history, {});
    expect(history.count).toBe(DEMO_DONATIONS.length);
    expect(history.totalPaise).toBe(
      DEMO_DONATIONS.reduce((sum, d) => sum + d.rupees * 100, 0),
    );
    expect(history.latest[0]).toMatchObject({
      donorName: "Venkatesh Rao",
      amountPaise: 1_000_000,
    });
    expect(
      history.latest.filter((d) => d.donorName === "Anonymous"),
    ).toHaveLength(2);
    const orders = await t.run((ctx) =>
      ctx.db.query("payment_orders").collect(),
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(["paid"]));
    const log = await t.run((ctx) =>
      ctx.db.query("user_activity_log").collect(),
    );
    expect(log.filter((l) => l.kind === "donation")).toHaveLength(
      DEMO_DONATIONS.length,
    );
  });
});

describe("impact", () => {
  it("counts students, verified mentors and programs from our own data", async () => {
    const t = newBackend();
    expect(await t.query(api.donations.history.impact, {})).toEqual({
      students: 0,
      verifiedMentors: 0,
      programs: 0,
      programsCapped: false,
    });
    await createPerson(t, people.aarav);
    await createPerson(t, people.diya);
    await createPerson(t, people.meera);
    await createPerson(t, people.rahul);
    await t.run(async (ctx) => {
      await ctx.db.insert("mentorship_programs", {
        title: "Maths Olympiad Prep",
        description: "Weekly problem solving for Classes 8-10.",
        type: "group",
        category: "academic",
        duration_weeks: 8,
        max_participants: 20,
        enrolled_count: 0,
        created_at: Date.now(),
      });
    });
    expect(await t.query(api.donations.history.impact, {})).toMatchObject({
      students: 2,
      verifiedMentors: 1,
      programs: 1,
    });
  });
});
