/**
 * The Convex components the app installs: the field's own implementations
 * of infrastructure the app would otherwise write itself. Each has its own
 * tables, reached only through its functions (`components.<name>` in
 * `_generated/api`).
 */
import { defineApp } from "convex/server";
import aggregate from "@convex-dev/aggregate/convex.config.js";
import migrations from "@convex-dev/migrations/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import shardedCounter from "@convex-dev/sharded-counter/convex.config.js";
import resend from "@convex-dev/resend/convex.config.js";
import workpool from "@convex-dev/workpool/convex.config.js";

const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);
/** Data changes over whole tables, in batches, resumable (convex/migrations.ts). */
app.use(migrations);
/** A mentor's sessions by [status, start] (the workspace's exact counts). */
app.use(aggregate, { name: "mentorSessions" });
/** A mentor's students by their latest start (active students, exactly). */
app.use(aggregate, { name: "mentorStudents" });
/** Each class's weekly XP, per week (leaderboard ranks). */
app.use(aggregate, { name: "weeklyXp" });
/** Standings on each full test, per class, best first (rank and percentile). */
app.use(aggregate, { name: "testStandings" });
/** Successful donations by time, summing their amounts (the total raised). */
app.use(aggregate, { name: "donationsTotal" });
/** Donation webhook events settled a few at a time, retried. */
app.use(workpool, { name: "donationWorkpool" });
/** Mail through Resend when RESEND_API_KEY is set (queued, retried, idempotent). */
app.use(resend);
/** Notice mails: a few at a time however many one cause fans out to, retried. */
app.use(workpool, { name: "mailWorkpool" });
/** Hosted thread embeddings: a few calls at a time (the backfill), retried. */
app.use(workpool, { name: "embeddingWorkpool" });

export default app;
