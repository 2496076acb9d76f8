/** Where the donation tables keep a person's data (lib/personalData.ts). */
import { byUser, type Declarations, type Finder } from "../lib/personalData";
import type { donationsTables } from "./schema";

/** A donor's donations: theirs by account, or by the e-mail they gave for the receipt. */
const byDonor: Finder[] = [
  byUser("by_user_id"),
  { index: "by_email", field: "email", value: (p) => p.email },
];

export const donationsPersonalData: Declarations<typeof donationsTables> = {
  donations: {
    holds: "person",
    what: "Your donations: amount, receipt number, the name and e-mail you gave. Erasure keeps the amount, date and receipt number (the accounts must keep every gift) and removes your name, e-mail and account from it.",
    find: byDonor,
    export: "row",
    // The money record stays (a gift's amount, date, receipt number and
    // payment are kept for the accounts); the person goes.
    erase: async (ctx, row) => {
      await ctx.db.patch("donations", row._id, {
        donor_name: null,
        email: null,
        user_id: undefined,
      });
    },
  },
};
