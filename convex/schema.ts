import { defineSchema } from "convex/server";
import { accountsTables } from "./accounts/schema";
import { libTables } from "./lib/schema";
import { notificationsTables } from "./notifications/schema";
import { learningTables } from "./learning/schema";
import { pricingTables } from "./pricing/schema";
import { mentorshipTables } from "./mentorship/schema";
import { communityTables } from "./community/schema";
import { adminTables } from "./admin/schema";
import { privacyTables } from "./privacy/schema";
import { familiesTables } from "./families/schema";
import { donationsTables } from "./donations/schema";
import { legacyPaymentTables, paymentsTables } from "./payments/schema";

/**
 * The whole data model. Field names are the product's own words (snake_case),
 * such as `full_name` and `member_count`. Times are milliseconds since
 * the epoch; money is in paise (integers). `convex/README.md` describes each
 * table and the relations between them.
 *
 * Every list a screen shows is read through one of the indexes below; index
 * names list their fields (`by_a_and_b`), and Convex appends `_creationTime`
 * to every index, so "newest first" within an index needs no extra field.
 */
export default defineSchema({
  ...accountsTables,
  ...libTables,
  ...notificationsTables,
  ...learningTables,
  ...pricingTables,
  ...mentorshipTables,
  ...communityTables,
  ...adminTables,
  ...privacyTables,
  ...familiesTables,
  ...donationsTables,
  ...paymentsTables,
  ...legacyPaymentTables,
});
