/** Where the donation tables keep a person's data (lib/personalData.ts). */
import type { Doc, TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { byUser, type Declarations, type Finder } from "../lib/personalData";
import type { donationsTables } from "./schema";

/** A donor's rows: theirs by account, or by the e-mail they gave for the receipt. */
const byDonor: Finder[] = [
  byUser("by_user_id"),
  { index: "by_email", field: "email", value: (p) => p.email },
];

/**
 * Erasing a donor keeps the money record (a gift's amount, date, receipt
 * number and payment must be kept for the accounts), but not the person:
 * the name becomes "Anonymous", the e-mail and the account link go.
 */
function anonymise<T extends "donations" | "donation_orders">(table: T) {
  return async (ctx: MutationCtx, row: Doc<T>) => {
    await ctx.db.patch(table as TableNames, row._id, {
      donor_name: null,
      email: null,
      user_id: undefined,
    } as never);
  };
}

export const donationsPersonalData: Declarations<typeof donationsTables> = {
  donation_orders: {
    holds: "person",
    what: "Donations you started (paid, failed or abandoned): amount, the name and e-mail you gave.",
    find: byDonor,
    export: "row",
    erase: anonymise("donation_orders"),
  },
  donations: {
    holds: "person",
    what: "Your donations: amount, receipt number, the name and e-mail you gave. Erasure keeps the amount, date and receipt number (the accounts must keep every gift) and removes your name, e-mail and account from it.",
    find: byDonor,
    export: "row",
    erase: anonymise("donations"),
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
