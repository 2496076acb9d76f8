/**
 * Demo donations, made as real ones are in the offline test mode
 * (`seedTestPayment`): receipt numbers, the total, the activity log.
 */
import type { MutationCtx } from "../_generated/server";
import { seedTestPayment } from "./payments";

const DAY = 24 * 3_600_000;

/** Who gave what, how many days ago (null: Anonymous). */
export const DEMO_DONATIONS: {
  name: string | null;
  rupees: number;
  daysAgo: number;
}[] = [
  { name: "Ananya Iyer", rupees: 1000, daysAgo: 12 },
  { name: null, rupees: 500, daysAgo: 10 },
  { name: "Rajesh Kumar", rupees: 5000, daysAgo: 8 },
  { name: "Fatima Sheikh", rupees: 2000, daysAgo: 6 },
  { name: null, rupees: 100, daysAgo: 4 },
  { name: "Harpreet Kaur", rupees: 1000, daysAgo: 3 },
  { name: "Venkatesh Rao", rupees: 10000, daysAgo: 1 },
];

export async function seedDemoDonations(ctx: MutationCtx, now: number) {
  if ((await ctx.db.query("donations").first()) !== null) return;
  for (const gift of DEMO_DONATIONS)
    await seedTestPayment(
      ctx,
      {
        purpose: "donation",
        amount_paise: gift.rupees * 100,
        donor_name: gift.name,
        email: null,
      },
      now - gift.daysAgo * DAY,
    );
}
