import { defineApp } from "convex/server";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import shardedCounter from "@convex-dev/sharded-counter/convex.config.js";
import probe from "../probe/convex.config";

const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);
app.use(shardedCounter, { name: "secondCounter" });
app.use(probe);
app.use(probe, { name: "probe2", env: { GREETING: "hello from probe2" } });

export default app;
