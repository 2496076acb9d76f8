/** Where the pricing tables keep a person's data (lib/personalData.ts). */
import { byUser, type Declarations } from "../lib/personalData";
import type { pricingTables } from "./schema";

export const pricingPersonalData: Declarations<typeof pricingTables> = {
  plans: { holds: "nothing", why: "The plans on offer." },
  subscriptions: {
    holds: "person",
    what: "Your plan and trial.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: "delete",
  },
  plan_payments: {
    holds: "person",
    what: "Plan payments you made or that were made for you: plan, amount, receipt number, period, the payer's and the student's names. Erasure keeps the amount, date, plan and receipt number (a payment is a financial record the accounts must keep) and removes your name and account from it.",
    find: [
      byUser("by_payer_id_and_created_at", "payer_id"),
      byUser("by_student_id_and_created_at", "student_id"),
    ],
    export: "row",
    erase: async (ctx, row, person) => {
      await ctx.db.patch("plan_payments", row._id, {
        ...(row.payer_id === person.userId
          ? { payer_id: undefined, payer_name: null }
          : {}),
        ...(row.student_id === person.userId
          ? { student_id: undefined, student_name: null }
          : {}),
      });
    },
  },
  plan_requests: {
    holds: "person",
    what: "Your requests that a parent pay for a plan: the plan, when, and the answer.",
    find: [byUser("by_student_id_and_status", "student_id")],
    export: "row",
    erase: "delete",
  },
  plan_usage: {
    holds: "person",
    what: "How much of your plan you used each month.",
    find: [byUser("by_user_id_and_month")],
    export: "row",
    erase: "delete",
  },
};
