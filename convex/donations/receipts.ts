/**
 * Receipts: one per donation, reached by its unguessable link
 * (`/donations/receipt/<key>`, the key made with the order and known only to
 * the donor's browser and their mailbox) or by the signed-in donor from their
 * own list; mailed when the donor gave an e-mail.
 */
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { internalMutation } from "../_generated/server";
import { everyoneQuery, memberQuery } from "../functions";
import { env } from "../lib/env";
import { sendMail } from "../mail";
import { amountInWords } from "./amountWords";
import { inr } from "../payments/model/orders";
import { ANONYMOUS } from "./rules";

/** A receipt key: `rcpt_` and 24 letters and digits. */
const RECEIPT_KEY = /^rcpt_[0-9A-Za-z]{24}$/;
/** The donor's own receipts listed at most. */
export const MY_RECEIPTS_MAX = 20;

function receiptOf(d: Doc<"donations">) {
  return {
    receiptNumber: d.receipt_number,
    receipt: d.receipt,
    donorName: d.donor_name ?? ANONYMOUS,
    amountPaise: d.amount_paise,
    amountWords: amountInWords(d.amount_paise),
    createdAt: d.created_at,
    paymentId: d.payment_id,
    test: d.mode === "test",
    organisation: env.donationOrganisation(),
  };
}

/** The receipt behind a receipt link, or null (no such link). */
export const receipt = everyoneQuery({
  args: { receipt: v.string() },
  handler: async (ctx, args) => {
    if (!RECEIPT_KEY.test(args.receipt)) return null;
    const donation = await ctx.db
      .query("donations")
      .withIndex("by_receipt", (q) => q.eq("receipt", args.receipt))
      .unique();
    return donation ? receiptOf(donation) : null;
  },
});

/** The signed-in member's own donations, newest first (at most 20), with their receipt links. */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("donations")
      .withIndex("by_user_id", (q) => q.eq("user_id", ctx.viewer.userId))
      .order("desc")
      .take(MY_RECEIPTS_MAX);
    return rows.map((d) => ({
      receipt: d.receipt,
      receiptNumber: d.receipt_number,
      amountPaise: d.amount_paise,
      createdAt: d.created_at,
    }));
  },
});

/** "27-11-2026": the date in India. */
function istDate(at: number) {
  const [y, m, d] = new Date(at + IST_OFFSET_MS)
    .toISOString()
    .slice(0, 10)
    .split("-");
  return `${d}-${m}-${y}`;
}
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** Mails a donation's receipt to the e-mail its donor gave (scheduled when it is recorded). */
export const mailReceipt = internalMutation({
  args: { donationId: v.id("donations") },
  handler: async (ctx, { donationId }) => {
    const donation = await ctx.db.get("donations", donationId);
    if (!donation?.email) return;
    const r = receiptOf(donation);
    const link = `${env.siteUrl()}/donations/receipt/${r.receipt}`;
    const org = r.organisation;
    const lines = [
      `Dear ${r.donorName === ANONYMOUS ? "donor" : r.donorName},`,
      "",
      `Thank you for your donation of ${inr(r.amountPaise)} to ${org.name}.`,
      "",
      `Receipt number: ${r.receiptNumber}`,
      `Amount: ${inr(r.amountPaise)} (${r.amountWords})`,
      `Date: ${istDate(r.createdAt)}`,
      `Payment: ${r.paymentId}`,
      ...(org.registrationNumber
        ? [`Registration number: ${org.registrationNumber}`]
        : []),
      ...(org.eightyGNumber
        ? [`80G approval number: ${org.eightyGNumber}`]
        : []),
      ...(org.pan ? [`PAN: ${org.pan}`] : []),
      ...(r.test ? ["", "This was a test donation: no money moved."] : []),
      "",
      `Your receipt, to view or print: ${link}`,
    ];
    await sendMail(ctx, {
      to: donation.email,
      subject: `Your donation receipt ${r.receiptNumber}`,
      text: lines.join("\n"),
    });
  },
});
