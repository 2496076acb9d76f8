/**
 * The Convex components the app installs: the field's own implementations
 * of infrastructure the app would otherwise write itself. Each has its own
 * tables, reached only through its functions (`components.<name>` in
 * `_generated/api`).
 */
import { defineApp } from "convex/server";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import shardedCounter from "@convex-dev/sharded-counter/convex.config.js";

const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);

export default app;
