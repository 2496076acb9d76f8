/// <reference types="vite/client" />
import aggregate from "@convex-dev/aggregate/test";
import migrations from "@convex-dev/migrations/test";
import rateLimiter from "@convex-dev/rate-limiter/test";
import shardedCounter from "@convex-dev/sharded-counter/test";
import resend from "@convex-dev/resend/test";
import workpool from "@convex-dev/workpool/test";
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";

/** Registers with a convex-test instance the components convex/convex.config.ts installs, under the same names. */
export function registerComponents(
  t: TestConvex<SchemaDefinition<GenericSchema, boolean>>,
) {
  rateLimiter.register(t);
  shardedCounter.register(t);
  migrations.register(t);
  aggregate.register(t, "mentorSessions");
  aggregate.register(t, "mentorStudents");
  aggregate.register(t, "weeklyXp");
  aggregate.register(t, "donationsTotal");
  aggregate.register(t, "testStandings");
  // Resend's own components (its convex.config.ts), at their nested paths.
  resend.register(t, "resend");
  rateLimiter.register(t, "resend/rateLimiter");
  workpool.register(t, "resend/emailWorkpool");
  workpool.register(t, "resend/callbackWorkpool");
  workpool.register(t, "mailWorkpool");
  workpool.register(t, "embeddingWorkpool");
  workpool.register(t, "donationWorkpool");
}
