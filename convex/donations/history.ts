/** The donations page's live figures: the latest gifts, the total raised and our impact. */
import { everyoneQuery } from "../functions";
import { COUNTERS, readCounter } from "../lib/counters";
import { donationsTotal } from "./model/record";
import { ANONYMOUS, HISTORY_SIZE } from "./rules";

/**
 * The 10 latest successful donations, newest first (name, amount, date;
 * never an e-mail), with the total raised and the number of donations, from
 * the aggregate (bounded reads however many there are). The same for every
 * viewer, so one execution serves every subscriber.
 */
export const history = everyoneQuery({
  args: {},
  handler: async (ctx) => {
    const latest = await ctx.db
      .query("donations")
      .withIndex("by_created_at")
      .order("desc")
      .take(HISTORY_SIZE);
    const [totalPaise, count] = await Promise.all([
      donationsTotal.sum(ctx),
      donationsTotal.count(ctx),
    ]);
    return {
      latest: latest.map((d) => ({
        id: d._id,
        donorName: d.donor_name ?? ANONYMOUS,
        amountPaise: d.amount_paise,
        createdAt: d.created_at,
      })),
      totalPaise,
      count,
    };
  },
});

/** Programs counted one by one up to this; past it the page says "1,000+". */
export const PROGRAMS_COUNTED = 1000;

/**
 * What the platform has done, from its own data: students signed up,
 * mentors staff have verified (both running totals) and mentorship programs
 * (counted up to 1,000).
 */
export const impact = everyoneQuery({
  args: {},
  handler: async (ctx) => {
    const [students, verifiedMentors, programs] = await Promise.all([
      readCounter(ctx, COUNTERS.students),
      readCounter(ctx, COUNTERS.verifiedMentors),
      ctx.db
        .query("mentorship_programs")
        .withIndex("by_created_at")
        .take(PROGRAMS_COUNTED + 1),
    ]);
    return {
      students,
      verifiedMentors,
      programs: Math.min(programs.length, PROGRAMS_COUNTED),
      programsCapped: programs.length > PROGRAMS_COUNTED,
    };
  },
});
