/** The donations page's data and calls (the page's components go through these). */
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";

/** The 10 latest donations with the total raised (live); throws to the nearest boundary on failure. */
export function useDonationHistory() {
  return useQuery(api.donations.history.history);
}

/** Students reached, verified mentors and programs (live). */
export function useImpact() {
  return useQuery(api.donations.history.impact);
}

/** The largest amount and whether checkout is Razorpay's or the test gateway's. */
export function useCheckoutSettings() {
  return useQuery(api.donations.orders.checkoutSettings);
}

export function useCreateOrder() {
  return useAction(api.donations.orders.createOrder);
}

export function useVerifyPayment() {
  return useMutation(api.payments.orders.verifyPayment);
}

/** A receipt by its link's key (null: no such receipt). */
export function useReceipt(receipt: string) {
  return useQuery(api.donations.receipts.receipt, { receipt });
}

/** The signed-in member's own receipts (skipped for visitors). */
export function useMyReceipts(signedIn: boolean) {
  return useQuery(api.donations.receipts.mine, signedIn ? {} : "skip");
}
