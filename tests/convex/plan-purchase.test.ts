/**
 * Buying Premium and Pro through the one payment path: the amount comes
 * from the plans row, a payment counts only with the gateway's valid
 * signature (or its signed webhook), a paid period extends from the current
 * end, a consenting linked parent may pay for their child (nobody else),
 * and a student may ask their parents to pay.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { hmacSha256Hex } from "../../convex/lib/sha256";
import { seedPlans } from "../../convex/pricing/plans";
import { seedDemoFamilies } from "../../convex/seedData/families";
import { seedDemoPlanPurchases } from "../../convex/seedData/planPurchases";
import {
  createPerson,
  noticesTo,
  people,
  signedIn,
  type Person,
} from "./fixtures/common";
import { linkedParent } from "./fixtures/families";
import {
  VALIDATION_ERROR,
  errorData,
  newBackend,
  type TestBackend,
} from "./harness";

const DAY = 24 * 3_600_000;
const NOT_LINKED = {
  code: "NotFound",
  message: "This child is not linked to your account.",
};

/**
 * The plans, Class 8 student Ishita with her parents Sunita and Vikram
 * (consent standing), Anil (consent withdrawn), a stranger parent Lata,
 * student Aarav (no parent linked) and mentor Meera.
 */
async function family(t: TestBackend) {
  await t.run(async (ctx) => {
    await seedPlans(ctx);
    return null;
  });
  const child = await createPerson(t, {
    email: "ishita@example.in",
    fullName: "Ishita Sharma",
    grade: 8,
  });
  const parent = (email: string, fullName: string, withdrawn = false) =>
    linkedParent(t, child.userId, { email, fullName, withdrawn });
  const sunita = await parent("sunita@example.in", "Sunita Sharma");
  const vikram = await parent("vikram@example.in", "Vikram Sharma");
  const anil = await parent("anil@example.in", "Anil Sharma", true);
  const lata = await createPerson(t, {
    email: "lata@example.in",
    fullName: "Lata Rao",
    role: "parent",
  });
  const aarav = await createPerson(t, people.aarav);
  const meera = await createPerson(t, people.meera);
  return { child, sunita, vikram, anil, lata, aarav, meera };
}

/** Pays `orderId` through the test checkout and reports it as the browser does. */
async function payAndVerify(payer: Person, orderId: string) {
  const answer = await payer.as.mutation(api.payments.testGateway.checkout, {
    orderId,
    outcome: "pay",
  });
  if (!answer.ok) throw new Error("the test payment failed");
  return await payer.as.mutation(api.payments.orders.verifyPayment, {
    orderId,
    paymentId: answer.paymentId,
    signature: answer.signature,
  });
}

const planPayments = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("plan_payments").collect());
const subscriptionsOf = (t: TestBackend, userId: Id<"users">) =>
  t.run((ctx) =>
    ctx.db
      .query("subscriptions")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .collect(),
  );

/** Runs scheduled work until `done`, for up to 15 s. */
async function settle(t: TestBackend, done: () => Promise<boolean>) {
  for (let i = 0; i < 150; i++) {
    await t.finishScheduled();
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the scheduled work did not finish");
}

describe("a student buying a plan", () => {
  it("pays the plan's own price and gets Premium for 30 days, with a numbered receipt naming them", async () => {
    const t = newBackend();
    const { child } = await family(t);
    const order = await child.as.action(api.pricing.purchases.buyForMe, {
      plan: "premium",
    });
    expect(order).toMatchObject({
      amountPaise: 4900,
      currency: "INR",
      mode: "test",
      planName: "Premium",
    });
    const before = Date.now();
    const paid = await payAndVerify(child, order.orderId);
    expect(paid).toMatchObject({
      purpose: "plan",
      receiptNumber: "VQP-000001",
      amountPaise: 4900,
    });
    const mine = await child.as.query(api.pricing.purchases.myPlan, {});
    expect(mine).toMatchObject({ key: "premium", trial: false });
    expect(mine!.endsAt! - before).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect(mine!.endsAt! - before).toBeLessThanOrEqual(30 * DAY + 60_000);
    const receipt = await child.as.query(api.pricing.purchases.receipt, {
      receipt: paid.receipt,
    });
    expect(receipt).toMatchObject({
      receiptNumber: "VQP-000001",
      planName: "Premium",
      payerName: "Ishita Sharma",
      studentName: "Ishita Sharma",
      amountWords: "Rupees Forty Nine Only",
    });
    const history = await child.as.query(api.pricing.purchases.history, {});
    expect(history.map((p) => p.receiptNumber)).toEqual(["VQP-000001"]);
  });

  it("records nothing without the gateway's valid signature", async () => {
    const t = newBackend();
    const { child } = await family(t);
    const order = await child.as.action(api.pricing.purchases.buyForMe, {
      plan: "pro",
    });
    const paymentId = "pay_Forged00000001";
    for (const signature of [
      "mock_signature",
      await hmacSha256Hex("a_guess", `${order.orderId}|${paymentId}`),
    ])
      expect(
        await errorData(
          child.as.mutation(api.payments.orders.verifyPayment, {
            orderId: order.orderId,
            paymentId,
            signature,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "Payment failed. Please try again.",
      });
    expect(await planPayments(t)).toEqual([]);
    expect(await subscriptionsOf(t, child.userId)).toEqual([]);
    expect((await child.as.query(api.pricing.purchases.myPlan, {}))?.key).toBe(
      "free",
    );
    const [row] = await t.run((ctx) =>
      ctx.db.query("payment_orders").collect(),
    );
    expect(row).toMatchObject({ purpose: "plan", status: "created" });
  });

  it("is granted by the gateway's signed webhook when the browser closed before verifying", async () => {
    const t = newBackend();
    const { child } = await family(t);
    const order = await child.as.action(api.pricing.purchases.buyForMe, {
      plan: "pro",
    });
    await child.as.mutation(api.payments.testGateway.checkout, {
      orderId: order.orderId,
      outcome: "pay",
    });
    await settle(t, async () => (await planPayments(t)).length === 1);
    const [payment] = await planPayments(t);
    expect(payment).toMatchObject({
      plan_key: "pro",
      amount_paise: 19900,
      source: "webhook",
    });
    expect((await child.as.query(api.pricing.purchases.myPlan, {}))?.key).toBe(
      "pro",
    );
  });

  it("extends a running paid period from its end, not from today", async () => {
    const t = newBackend();
    const { child } = await family(t);
    const end = Date.now() + 10 * DAY;
    await t.run(async (ctx) => {
      await ctx.db.insert("subscriptions", {
        user_id: child.userId,
        plan_key: "premium",
        status: "active",
        started_at: end - 30 * DAY,
        current_period_end: end,
      });
      return null;
    });
    const order = await child.as.action(api.pricing.purchases.buyForMe, {
      plan: "premium",
    });
    await payAndVerify(child, order.orderId);
    const subscriptions = await subscriptionsOf(t, child.userId);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].current_period_end).toBe(end + 30 * DAY);
    const [payment] = await planPayments(t);
    expect([payment.period_start, payment.period_end]).toEqual([
      end,
      end + 30 * DAY,
    ]);
  });

  it("starts Pro now over the trial; a paid Premium follows the Premium trial; Premium over a paid Pro is refused", async () => {
    const t = newBackend();
    const { child, aarav } = await family(t);
    const trialEnd = Date.now() + 12 * DAY;
    await t.run(async (ctx) => {
      for (const userId of [child.userId, aarav.userId])
        await ctx.db.insert("subscriptions", {
          user_id: userId,
          plan_key: "premium",
          status: "trialing",
          started_at: trialEnd - 30 * DAY,
          current_period_end: trialEnd,
          trial_ends_at: trialEnd,
        });
      return null;
    });
    const before = Date.now();
    const pro = await child.as.action(api.pricing.purchases.buyForMe, {
      plan: "pro",
    });
    await payAndVerify(child, pro.orderId);
    const mine = await child.as.query(api.pricing.purchases.myPlan, {});
    expect(mine).toMatchObject({ key: "pro", trial: false, proRunning: true });
    expect(mine!.endsAt! - before).toBeLessThan(365 * DAY + 60_000);
    expect(
      await errorData(
        child.as.action(api.pricing.purchases.buyForMe, { plan: "premium" }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "You already have Pro, which includes everything in Premium.",
    });

    const premium = await aarav.as.action(api.pricing.purchases.buyForMe, {
      plan: "premium",
    });
    await payAndVerify(aarav, premium.orderId);
    const paid = (await subscriptionsOf(t, aarav.userId)).find(
      (s) => s.status === "active",
    );
    expect([paid?.started_at, paid?.current_period_end]).toEqual([
      trialEnd,
      trialEnd + 30 * DAY,
    ]);
  });

  it("is refused to a student whose parent has not consented, to other roles, and for Free", async () => {
    const t = newBackend();
    const { meera, sunita } = await family(t);
    const awaitingId = await t.run((ctx) =>
      createUserWithProfile(ctx, {
        email: "kavya@example.in",
        fullName: "Kavya Sharma",
        role: "student",
        grade: 8,
        consent: "awaiting",
      }),
    );
    const kavya = await signedIn(t, awaitingId);
    expect(
      await errorData(
        kavya.action(api.pricing.purchases.buyForMe, { plan: "premium" }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "Your parent or guardian needs to approve your account first.",
    });
    for (const who of [meera, sunita])
      expect(
        await errorData(
          who.as.action(api.pricing.purchases.buyForMe, { plan: "premium" }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    await expect(
      kavya.action(api.pricing.purchases.buyForMe, {
        // @ts-expect-error Free is not bought
        plan: "free",
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(
      await t.run((ctx) => ctx.db.query("payment_orders").collect()),
    ).toEqual([]);
  });
});

describe("a parent paying", () => {
  it("buys Premium for a consented linked child: the receipt names both, and the child's plan changes", async () => {
    const t = newBackend();
    const { child, sunita } = await family(t);
    const order = await sunita.as.action(api.pricing.family.buyForChild, {
      plan: "premium",
      studentId: child.userId,
    });
    expect(order).toMatchObject({
      amountPaise: 4900,
      studentName: "Ishita Sharma",
    });
    const paid = await payAndVerify(sunita, order.orderId);
    expect((await child.as.query(api.pricing.purchases.myPlan, {}))?.key).toBe(
      "premium",
    );
    for (const viewer of [sunita, child])
      expect(
        await viewer.as.query(api.pricing.purchases.receipt, {
          receipt: paid.receipt,
        }),
      ).toMatchObject({
        payerName: "Sunita Sharma",
        studentName: "Ishita Sharma",
        planName: "Premium",
      });
    const [kid] = await sunita.as.query(api.pricing.family.children, {});
    expect(kid).toMatchObject({
      childId: child.userId,
      plan: { key: "premium", trial: false },
    });
    expect(
      (await sunita.as.query(api.pricing.purchases.history, {}))[0],
    ).toMatchObject({ studentName: "Ishita Sharma", planName: "Premium" });
  });

  it("is refused for a child not linked, or whose consent was withdrawn; nothing is written", async () => {
    const t = newBackend();
    const { child, anil, lata, vikram } = await family(t);
    for (const parent of [lata, anil])
      expect(
        await errorData(
          parent.as.action(api.pricing.family.buyForChild, {
            plan: "pro",
            studentId: child.userId,
          }),
        ),
      ).toEqual(NOT_LINKED);
    // Nor may a parent buy "for" another parent.
    expect(
      await errorData(
        vikram.as.action(api.pricing.family.buyForChild, {
          plan: "pro",
          studentId: lata.userId,
        }),
      ),
    ).toEqual(NOT_LINKED);
    expect(
      await t.run((ctx) => ctx.db.query("payment_orders").collect()),
    ).toEqual([]);
    expect(await lata.as.query(api.pricing.family.children, {})).toEqual([]);
    expect(await anil.as.query(api.pricing.family.children, {})).toEqual([]);
    // Another parent's receipt is not shown.
    const order = await vikram.as.action(api.pricing.family.buyForChild, {
      plan: "pro",
      studentId: child.userId,
    });
    const paid = await payAndVerify(vikram, order.orderId);
    expect(
      await lata.as.query(api.pricing.purchases.receipt, {
        receipt: paid.receipt,
      }),
    ).toBeNull();
  });
});

describe("asking a parent to pay", () => {
  it("tells each consenting parent, shows the request on their page, and the parent's payment answers it", async () => {
    const t = newBackend();
    const { child, sunita, vikram, anil } = await family(t);
    const { requestId } = await child.as.mutation(
      api.pricing.family.askParent,
      { plan: "pro" },
    );
    for (const parent of [sunita, vikram]) {
      const notices = await noticesTo(t, parent.userId);
      expect(notices.map((n) => [n.kind, n.title])).toEqual([
        ["plan_requested", "Ishita asks you to pay for Pro"],
      ]);
    }
    expect(await noticesTo(t, anil.userId)).toEqual([]);
    const [kid] = await vikram.as.query(api.pricing.family.children, {});
    expect(kid.request).toMatchObject({ requestId, plan: "pro" });
    expect(
      (await child.as.query(api.pricing.purchases.myPlan, {}))?.waitingRequest,
    ).toMatchObject({ plan: "pro" });

    const order = await vikram.as.action(api.pricing.family.buyForChild, {
      plan: "pro",
      studentId: child.userId,
      requestId,
    });
    await payAndVerify(vikram, order.orderId);
    const request = await t.run((ctx) =>
      ctx.db.get("plan_requests", requestId),
    );
    expect(request?.status).toBe("paid");
    const mine = await child.as.query(api.pricing.purchases.myPlan, {});
    expect(mine).toMatchObject({ key: "pro", waitingRequest: null });
    // Answered: Sunita can neither pay nor decline it any more.
    expect(
      await errorData(
        sunita.as.mutation(api.pricing.family.decline, { requestId }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "This request has already been answered.",
    });
  });

  it("a parent declines: the child is told; a stranger parent is refused", async () => {
    const t = newBackend();
    const { child, sunita, lata } = await family(t);
    const { requestId } = await child.as.mutation(
      api.pricing.family.askParent,
      { plan: "premium" },
    );
    expect(
      await errorData(
        lata.as.mutation(api.pricing.family.decline, { requestId }),
      ),
    ).toEqual(NOT_LINKED);
    expect(
      (await t.run((ctx) => ctx.db.get("plan_requests", requestId)))?.status,
    ).toBe("waiting");
    await sunita.as.mutation(api.pricing.family.decline, { requestId });
    expect(
      (await t.run((ctx) => ctx.db.get("plan_requests", requestId)))?.status,
    ).toBe("declined");
    const notices = await noticesTo(t, child.userId);
    expect(notices.map((n) => n.title)).toEqual([
      "Sunita did not pay for Premium",
    ]);
  });

  it("is refused with no consenting parent, and asking again keeps one request", async () => {
    const t = newBackend();
    const { child, aarav, meera } = await family(t);
    expect(
      await errorData(
        aarav.as.mutation(api.pricing.family.askParent, { plan: "pro" }),
      ),
    ).toMatchObject({ code: "Conflict" });
    expect(
      await errorData(
        meera.as.mutation(api.pricing.family.askParent, { plan: "pro" }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    await child.as.mutation(api.pricing.family.askParent, { plan: "premium" });
    await child.as.mutation(api.pricing.family.askParent, { plan: "pro" });
    const requests = await t.run((ctx) =>
      ctx.db.query("plan_requests").collect(),
    );
    expect(requests.map((r) => [r.plan_key, r.status])).toEqual([
      ["pro", "waiting"],
    ]);
  });
});

describe("the renewal reminder", () => {
  it("tells the student and their consenting parents once, a week before a paid period ends; never for a trial", async () => {
    const t = newBackend();
    const { child, sunita, aarav } = await family(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("subscriptions", {
        user_id: child.userId,
        plan_key: "pro",
        status: "active",
        started_at: Date.now() - 360 * DAY,
        current_period_end: Date.now() + 3 * DAY,
      });
      await ctx.db.insert("subscriptions", {
        user_id: aarav.userId,
        plan_key: "premium",
        status: "trialing",
        started_at: Date.now() - 27 * DAY,
        current_period_end: Date.now() + 3 * DAY,
      });
      return null;
    });
    await t.mutation(internal.pricing.renewals.remind, {});
    await t.mutation(internal.pricing.renewals.remind, {});
    expect((await noticesTo(t, child.userId)).map((n) => n.kind)).toEqual([
      "plan_renewal_due",
    ]);
    expect((await noticesTo(t, sunita.userId)).map((n) => n.title)).toEqual([
      expect.stringMatching(/^Ishita's Pro ends on /),
    ]);
    expect(await noticesTo(t, aarav.userId)).toEqual([]);
  });
});

describe("the demo data", () => {
  it("has a child on Pro paid by the demo parent, with receipt VQP-000001, and Aarav's waiting request", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await seedPlans(ctx);
      return null;
    });
    const sunita = await createPerson(t, {
      email: "parent@demo.vidyaquest.example",
      fullName: "Sunita Sharma",
      role: "parent",
    });
    const aarav = await createPerson(t, {
      email: "student@demo.vidyaquest.example",
      fullName: "Aarav Sharma",
    });
    await t.run(async (ctx) => {
      await seedDemoFamilies(ctx);
      await seedDemoPlanPurchases(ctx);
      await seedDemoPlanPurchases(ctx);
      return null;
    });
    const children = await sunita.as.query(api.pricing.family.children, {});
    expect(
      children.map((c) => [c.fullName, c.plan.key, c.request?.plan ?? null]),
    ).toEqual([
      ["Aarav Sharma", "free", "premium"],
      ["Ishita Sharma", "pro", null],
    ]);
    const [payment] = await sunita.as.query(api.pricing.purchases.history, {});
    expect(payment).toMatchObject({
      receiptNumber: "VQP-000001",
      planName: "Pro",
      payerName: "Sunita Sharma",
      studentName: "Ishita Sharma",
      test: true,
    });
    expect(
      (await aarav.as.query(api.pricing.purchases.myPlan, {}))?.waitingRequest,
    ).toMatchObject({ plan: "premium" });
  });
});

/** Erases `userId`, running the batches it schedules until the account is gone. */
async function eraseFully(t: TestBackend, userId: Id<"users">) {
  await t.mutation(internal.privacy.erasure.eraseAccount, { userId });
  for (let round = 0; round < 200; round++) {
    await t.finishScheduled();
    const gone = await t.run(
      async (ctx) => (await ctx.db.get("users", userId)) === null,
    );
    if (gone) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the erasure did not finish");
}

describe("erasure", () => {
  it("keeps a plan payment's money record and removes the erased payer's name and account, not the child's", async () => {
    const t = newBackend();
    const { child, sunita } = await family(t);
    const { requestId } = await child.as.mutation(
      api.pricing.family.askParent,
      { plan: "premium" },
    );
    const order = await sunita.as.action(api.pricing.family.buyForChild, {
      plan: "premium",
      studentId: child.userId,
      requestId,
    });
    await payAndVerify(sunita, order.orderId);
    await eraseFully(t, sunita.userId);
    const [payment] = await planPayments(t);
    expect(payment).toMatchObject({
      receipt_number: "VQP-000001",
      amount_paise: 4900,
      plan_key: "premium",
      payer_name: null,
      student_id: child.userId,
      student_name: "Ishita Sharma",
    });
    expect(payment.payer_id).toBeUndefined();
    const [orderRow] = await t.run((ctx) =>
      ctx.db.query("payment_orders").collect(),
    );
    expect(orderRow.user_id).toBeUndefined();
    expect(
      (await child.as.query(api.pricing.purchases.history, {}))[0],
    ).toMatchObject({
      payerName: "Deleted member",
      studentName: "Ishita Sharma",
    });

    await eraseFully(t, child.userId);
    const [after] = await planPayments(t);
    expect(after).toMatchObject({
      student_name: null,
      receipt_number: "VQP-000001",
    });
    expect(after.student_id).toBeUndefined();
    expect(
      await t.run((ctx) => ctx.db.query("plan_requests").collect()),
    ).toEqual([]);
  });
});
