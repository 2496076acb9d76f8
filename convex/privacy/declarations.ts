/**
 * Every table's declaration of where it keeps a person's data, gathered
 * from the areas (as `schema.ts` gathers their tables), and the component
 * state that can name a person. Export and erasure read only these.
 */
import { accountsPersonalData } from "../accounts/personalData";
import { adminPersonalData } from "../admin/personalData";
import { communityPersonalData } from "../community/personalData";
import { familiesPersonalData } from "../families/personalData";
import { learningPersonalData } from "../learning/personalData";
import { LIMITS, rateLimiter, type LimitName } from "../lib/rateLimit";
import type {
  ComponentDeclaration,
  TableDeclaration,
} from "../lib/personalData";
import { libPersonalData } from "./libPersonalData";
import { mentorshipPersonalData } from "../mentorship/personalData";
import { notificationsPersonalData } from "../notifications/personalData";
import { pricingPersonalData } from "../pricing/personalData";
import { donationsPersonalData } from "../donations/personalData";
import {
  legacyPaymentsPersonalData,
  paymentsPersonalData,
} from "../payments/personalData";
import type { TableNames } from "../_generated/dataModel";
import { privacyPersonalData } from "./personalData";

export const PERSONAL_DATA = {
  ...accountsPersonalData,
  ...libPersonalData,
  ...notificationsPersonalData,
  ...learningPersonalData,
  ...pricingPersonalData,
  ...mentorshipPersonalData,
  ...communityPersonalData,
  ...adminPersonalData,
  ...privacyPersonalData,
  ...familiesPersonalData,
  ...donationsPersonalData,
  ...paymentsPersonalData,
  ...legacyPaymentsPersonalData,
} satisfies { [T in TableNames]: TableDeclaration<T> };

/** Rate limits counted per member (keyed by their user id). */
const PER_MEMBER_LIMITS: LimitName[] = [
  "threadPerUser",
  "replyPerUser",
  "reportPerUser",
  "clubPerUser",
  "eventPerUser",
  "sessionPerMentor",
  "sessionRequestPerStudent",
  "lessonUploadPerUser",
  "dataExportPerUser",
  "similarLookupPerUser",
  "consentMailPerChild",
  "donationOrderPerUser",
  "planOrderPerUser",
  "planRequestPerChild",
];
/** Rate limits counted per e-mail address. */
const PER_EMAIL_LIMITS: LimitName[] = [
  "passwordResetPerEmail",
  "signUpCodeMailPerEmail",
  "signUpNoticePerEmail",
  "signUpCodeAttempts",
];

export const COMPONENT_STATE: ComponentDeclaration[] = [
  {
    component: "rateLimiter",
    what: "Rate-limit buckets keyed by the member's user id or e-mail.",
    erase: async (ctx, person) => {
      for (const name of PER_MEMBER_LIMITS)
        await rateLimiter.reset(ctx, name, { key: person.userId });
      if (person.email)
        for (const name of PER_EMAIL_LIMITS)
          await rateLimiter.reset(ctx, name, { key: person.email });
    },
  },
  {
    component: "weeklyXp",
    what: "Leaderboard ranks: one item per weekly_xp row (its id), which that row's erasure removes.",
    erase: async () => {},
  },
  {
    component: "testStandings",
    what: "Ranks on tests: one item per standings row (its id), which that row's erasure removes.",
    erase: async () => {},
  },
  {
    component: "mentorStudents",
    what: "A mentor's students: one item per mentor_students row (its id), which that row's erasure removes.",
    erase: async () => {},
  },
  {
    component: "mentorSessions",
    what: "A mentor's sessions by their mentor profile's id (anonymised on erasure); names no member.",
    erase: async () => {},
  },
  {
    component: "donationsTotal",
    what: "The total raised: one item per donations row (its id, time and amount); names no one.",
    erase: async () => {},
  },
  {
    component: "donationWorkpool",
    what: "Webhook events waiting to be settled (gateway order and payment ids); names no one.",
    erase: async () => {},
  },
  {
    component: "resend",
    what: "Mails sent through Resend (only when RESEND_API_KEY is set): the recipient's address and the mail. The component offers no deletion by recipient, so erasure does not reach them: the hourly mail:cleanupSentMail deletes each a week after it is finished (four weeks if it never is).",
    erase: async () => {},
  },
  {
    component: "mailWorkpool",
    what: "Notice mails waiting to be sent (the member's user id and the notice's kind); the pool drops each job once it has run.",
    erase: async () => {},
  },
  {
    component: "embeddingWorkpool",
    what: "Thread embeddings waiting to be computed (thread ids only); names no member.",
    erase: async () => {},
  },
  {
    component: "migrations",
    what: "Progress of data migrations (names and cursors); names no member.",
    erase: async () => {},
  },
  {
    component: "shardedCounter",
    what: "Site totals under fixed names (lib/counters.ts); none is per member. Erasure moves them through the tables' erasers.",
    erase: async () => {},
  },
];

/** Every limit of lib/rateLimit.ts is sorted above or counted per client address / site-wide. */
export const LIMITS_NOT_PER_PERSON: LimitName[] = (
  Object.keys(LIMITS) as LimitName[]
).filter(
  (name) =>
    !PER_MEMBER_LIMITS.includes(name) && !PER_EMAIL_LIMITS.includes(name),
);
