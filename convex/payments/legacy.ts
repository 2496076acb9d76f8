import { migrations } from "../lib/migrations";

/**
 * Moves what a deployment made before payments were shared (tables then
 * named `donation_*`, see `legacyPaymentTables` in payments/schema.ts) into
 * the `payment_*` tables, each row once: a row whose twin is already there
 * (same order id, event id or payment id) is not copied again, and every
 * legacy row is deleted in the same transaction as its copy, so a run that
 * stops half-way resumes where it was and a second run finds nothing to do.
 * An old order becomes a donation's order (all there was then). The test
 * gateway's old secrets are kept only if it has made none since.
 *
 *   npm run convex:run -- migrations:run '{"fn": "payments/legacy:moveDonationOrders", "next": ["payments/legacy:moveWebhookEvents", "payments/legacy:moveTestPayments", "payments/legacy:moveTestSecrets"]}'
 */
export const moveDonationOrders = migrations.define({
  table: "donation_orders",
  migrateOne: async (ctx, { _id, _creationTime, ...order }) => {
    const twin = await ctx.db
      .query("payment_orders")
      .withIndex("by_order_id", (q) => q.eq("order_id", order.order_id))
      .first();
    if (!twin)
      await ctx.db.insert("payment_orders", { ...order, purpose: "donation" });
    await ctx.db.delete("donation_orders", _id);
  },
});

export const moveWebhookEvents = migrations.define({
  table: "donation_webhook_events",
  migrateOne: async (ctx, { _id, _creationTime, ...event }) => {
    const twin = await ctx.db
      .query("payment_webhook_events")
      .withIndex("by_event_id", (q) => q.eq("event_id", event.event_id))
      .first();
    if (!twin) await ctx.db.insert("payment_webhook_events", event);
    await ctx.db.delete("donation_webhook_events", _id);
  },
});

export const moveTestPayments = migrations.define({
  table: "donation_test_payments",
  migrateOne: async (ctx, { _id, _creationTime, ...payment }) => {
    const twin = await ctx.db
      .query("payment_test_payments")
      .withIndex("by_payment_id", (q) => q.eq("payment_id", payment.payment_id))
      .first();
    if (!twin) await ctx.db.insert("payment_test_payments", payment);
    await ctx.db.delete("donation_test_payments", _id);
  },
});

export const moveTestSecrets = migrations.define({
  table: "donation_test_secrets",
  migrateOne: async (ctx, { _id, _creationTime, ...secrets }) => {
    const current = await ctx.db.query("payment_test_secrets").first();
    if (!current) await ctx.db.insert("payment_test_secrets", secrets);
    await ctx.db.delete("donation_test_secrets", _id);
  },
});
