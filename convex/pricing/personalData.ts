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
  plan_usage: {
    holds: "person",
    what: "How much of your plan you used each month.",
    find: [byUser("by_user_id_and_month")],
    export: "row",
    erase: "delete",
  },
};
