import type { WithoutSystemFields } from "convex/server";
import type { Doc } from "../_generated/dataModel";

/**
 * The three plans as offered: every feature listed is delivered and, where it
 * is a limit, enforced on the server from `pricing/rules.ts` ENTITLEMENTS.
 * Staff can change the rows later in the database.
 */
export const PLANS: WithoutSystemFields<Doc<"plans">>[] = [
  {
    key: "free",
    name: "Free",
    price_paise: 0,
    period: "forever",
    description: "Start learning today, no payment needed.",
    features: [
      "Every lesson of your class's free subjects",
      "5 tests per month",
      "Progress, XP, streaks and badges",
      "Community forum, clubs and events",
    ],
    not_included: [
      "The other subjects of your class",
      "Live doubt sessions",
      "1-on-1 mentoring",
    ],
    popular: false,
    trial_days: 0,
    order: 1,
  },
  {
    key: "premium",
    name: "Premium",
    price_paise: 4900,
    period: "month",
    description: "Everything you need for the school year.",
    features: [
      "Every subject of your class",
      "Unlimited lessons and tests",
      "5 live doubt sessions per month",
      "Try it free for 30 days, no card",
    ],
    not_included: [
      "Other live sessions",
      "1-on-1 mentoring",
      "Parent reports",
      "Certificates",
    ],
    popular: true,
    trial_days: 30,
    order: 2,
  },
  {
    key: "pro",
    name: "Pro",
    price_paise: 19900,
    period: "year",
    description: "A full year of guided learning with a mentor.",
    features: [
      "Everything in Premium",
      "Unlimited live sessions",
      "1-on-1 mentoring, 2 hours per month",
      "A weekly report to your parent",
      "A certificate for each subject you complete",
    ],
    not_included: [],
    popular: false,
    savings_paise: 38900,
    trial_days: 0,
    order: 3,
  },
];
