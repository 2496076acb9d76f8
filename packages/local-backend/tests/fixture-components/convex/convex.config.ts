import { defineApp } from "convex/server";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import shardedCounter from "@convex-dev/sharded-counter/convex.config.js";
import aggregate from "@convex-dev/aggregate/convex.config.js";
import workpool from "@convex-dev/workpool/convex.config.js";
import actionRetrier from "@convex-dev/action-retrier/convex.config.js";
import migrations from "@convex-dev/migrations/convex.config.js";
import resend from "@convex-dev/resend/convex.config.js";
import probe from "../probe/convex.config";

const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);
app.use(shardedCounter, { name: "secondCounter" });
app.use(aggregate, { name: "aggregateScores" });
app.use(aggregate, { name: "photos" });
app.use(aggregate);
app.use(workpool, { name: "emailWorkpool" });
app.use(actionRetrier);
app.use(migrations);
app.use(resend);
app.use(probe);
app.use(probe, { name: "probe2", env: { GREETING: "hello from probe2" } });

export default app;
