import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

// 7 PM in India (13:30 UTC): the evening streak reminder, for those who turned it on.
crons.daily(
  "streak reminders",
  { hourUTC: 13, minuteUTC: 30 },
  internal.notifications.reminders.streaks,
  { cursor: null },
);

// 3 AM in India: each inbox keeps its newest 200 notices.
crons.daily(
  "trim inboxes",
  { hourUTC: 21, minuteUTC: 30 },
  internal.notifications.maintenance.trimInboxes,
  {},
);

// Sessions left ongoing 3 hours past their end are completed.
crons.interval(
  "complete stale sessions",
  { minutes: 15 },
  internal.mentorship.maintenance.completeStale,
  {},
);

// Every hour: files in storage that no upload claims an hour after they arrived
// (refused or abandoned lesson videos) are deleted.
crons.hourly(
  "sweep orphan files",
  { minuteUTC: 15 },
  internal.learning.uploads.sweepOrphanFiles,
  {},
);

// Claims on staff queue items that their holders left to expire.
crons.interval(
  "sweep queue claims",
  { minutes: 5 },
  internal.admin.claims.sweep,
  {},
);

// Sign-ups left without their e-mailed code for a day are deleted.
crons.hourly(
  "sweep unfinished sign-ups",
  { minuteUTC: 45 },
  internal.auth.sweepUnfinishedSignUps,
  {},
);

// Mail the Resend component has finished with is deleted after a week.
crons.hourly(
  "clean up sent mail",
  { minuteUTC: 50 },
  internal.mail.cleanupSentMail,
  {},
);

// Payment orders (donations and plans) left unpaid 30 minutes are looked up at their gateway and settled.
crons.interval(
  "reconcile payment orders",
  { minutes: 10 },
  internal.payments.reconcile.run,
  {},
);

// Payment webhook events' ids are forgotten after 30 days.
crons.daily(
  "sweep payment webhook events",
  { hourUTC: 22, minuteUTC: 10 },
  internal.payments.webhook.sweepEvents,
  {},
);

// Paid plans ending within a week: a reminder to renew (once per period).
crons.daily(
  "remind paid plans ending soon",
  { hourUTC: 4, minuteUTC: 30 },
  internal.pricing.renewals.remind,
  {},
);

// Sundays at 7 PM in India (13:30 UTC): each Pro student's week, mailed to
// each parent whose consent stands.
crons.weekly(
  "weekly parent reports",
  { dayOfWeek: "sunday", hourUTC: 13, minuteUTC: 30 },
  internal.families.reports.sendWeekly,
  { cursor: null },
);

// Every hour: trials and plans past their end are marked expired, and those
// ending within 3 days are told once.
crons.hourly(
  "expire plans",
  { minuteUTC: 5 },
  internal.pricing.maintenance.expire,
  {},
);
crons.hourly(
  "plan ending notices",
  { minuteUTC: 35 },
  internal.pricing.maintenance.remindEnding,
  { status: "trialing", cursor: null },
);

export default crons;
