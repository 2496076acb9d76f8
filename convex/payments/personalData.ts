/** Where the payment tables keep a person's data (lib/personalData.ts). */
import { byUser, type Declarations } from "../lib/personalData";
import type { legacyPaymentTables, paymentsTables } from "./schema";

export const paymentsPersonalData: Declarations<typeof paymentsTables> = {
  payment_orders: {
    holds: "person",
    what: "Payments you started (paid, failed or abandoned): a donation's amount with the name and e-mail you gave, or a plan's amount, the plan and the student it was for.",
    find: [
      byUser("by_user_id"),
      byUser("by_student_id", "student_id"),
      { index: "by_email", field: "email", value: (p) => p.email },
    ],
    export: "row",
    // An order is a financial record: its amount, date, status and payment
    // stay for the accounts; what names the person goes (a donor's name and
    // e-mail, the payer's account, the student's account).
    erase: async (ctx, row, person) => {
      if (row.purpose === "donation")
        await ctx.db.patch("payment_orders", row._id, {
          donor_name: null,
          email: null,
          user_id: undefined,
        });
      else
        await ctx.db.patch("payment_orders", row._id, {
          ...(row.user_id === person.userId ? { user_id: undefined } : {}),
          ...(row.student_id === person.userId
            ? { student_id: undefined }
            : {}),
        });
    },
  },
  payment_webhook_events: {
    holds: "nothing",
    why: "The payment gateway's event ids already handled.",
  },
  payment_test_payments: {
    holds: "nothing",
    why: "The offline test gateway's payments: ids and amounts.",
  },
  payment_test_secrets: {
    holds: "nothing",
    why: "The offline test gateway's signing secrets.",
  },
};

/**
 * The tables of before payments were shared, until `payments/legacy` has
 * emptied them: an old donation order is a person's as a new one is.
 */
export const legacyPaymentsPersonalData: Declarations<
  typeof legacyPaymentTables
> = {
  donation_orders: {
    holds: "person",
    what: "Donations you started before payments were shared with plans: the amount, the name and e-mail you gave.",
    find: [
      byUser("by_user_id"),
      { index: "by_email", field: "email", value: (p) => p.email },
    ],
    export: "row",
    // A financial record, as payment_orders: the amount stays, the person goes.
    erase: async (ctx, row) => {
      await ctx.db.patch("donation_orders", row._id, {
        donor_name: null,
        email: null,
        user_id: undefined,
      });
    },
  },
  donation_webhook_events: {
    holds: "nothing",
    why: "The payment gateway's event ids already handled.",
  },
  donation_test_payments: {
    holds: "nothing",
    why: "The offline test gateway's payments: ids and amounts.",
  },
  donation_test_secrets: {
    holds: "nothing",
    why: "The offline test gateway's signing secrets.",
  },
};
