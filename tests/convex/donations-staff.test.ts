/** The admins' view of donation orders: every status, filtered, paged; admins only. */
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson, people } from "./fixtures/common";
import { errorData, newBackend, type TestBackend } from "./harness";

async function startOrder(t: TestBackend, amountRupees: number, name = "") {
  return (
    await t.action(api.donations.orders.createOrder, {
      amountRupees,
      name,
      email: "",
    })
  ).orderId;
}

describe("the staff view of donations", () => {
  it("lists created, paid and failed orders newest first, filtered by status, with the receipt of the paid", async () => {
    const t = newBackend();
    const admin = await createPerson(t, people.priya);
    const waiting = await startOrder(t, 100, "Rohan Das");
    const paidId = await startOrder(t, 500, "Sneha Kapoor");
    const paid = await t.mutation(api.payments.testGateway.checkout, {
      orderId: paidId,
      outcome: "pay",
    });
    if (!paid.ok) throw new Error("test payment failed");
    await t.mutation(api.payments.orders.verifyPayment, {
      orderId: paidId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    const failedId = await startOrder(t, 1000);
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("payment_orders")
        .withIndex("by_order_id", (q) => q.eq("order_id", failedId))
        .unique();
      await ctx.db.patch("payment_orders", row!._id, { status: "failed" });
    });

    const page = (status?: "created" | "paid" | "failed") =>
      admin.as.query(api.donations.staff.orders, {
        paginationOpts: { cursor: null, numItems: 50 },
        ...(status ? { status } : {}),
      });
    expect((await page()).page.map((o) => [o.orderId, o.status])).toEqual([
      [failedId, "failed"],
      [paidId, "paid"],
      [waiting, "created"],
    ]);
    expect((await page("paid")).page).toEqual([
      expect.objectContaining({
        orderId: paidId,
        donorName: "Sneha Kapoor",
        amountPaise: 50_000,
        receiptNumber: "VQD-000001",
        paymentId: paid.paymentId,
        mode: "test",
      }),
    ]);
    expect((await page("created")).page.map((o) => o.donorName)).toEqual([
      "Rohan Das",
    ]);
    const testOnly = await admin.as.query(api.donations.staff.orders, {
      paginationOpts: { cursor: null, numItems: 50 },
      mode: "razorpay",
    });
    expect(testOnly.page).toEqual([]);
  });

  it("is refused to moderators, members and visitors", async () => {
    const t = newBackend();
    const moderator = await createPerson(t, people.kabir);
    const student = await createPerson(t, people.aarav);
    const args = { paginationOpts: { cursor: null, numItems: 10 } };
    expect(
      await errorData(moderator.as.query(api.donations.staff.orders, args)),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(student.as.query(api.donations.staff.orders, args)),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(t.query(api.donations.staff.orders, args)),
    ).toMatchObject({ code: "NotAuthenticated" });
  });
});
