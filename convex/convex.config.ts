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

export default app;
