/// <reference types="vite/client" />
// The fidelity suite on convex-test: the same apps' modules in memory, with
// Convex's transaction limits on and the components registered under the
// names (and nested paths) their convex.config.ts gives them.
import { convexTest } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import actionRetrier from "@convex-dev/action-retrier/test";
import aggregate from "@convex-dev/aggregate/test";
import batchWorker from "@convex-dev/batch-worker/test";
import migrations from "@convex-dev/migrations/test";
import rateLimiter from "@convex-dev/rate-limiter/test";
import resend from "@convex-dev/resend/test";
import shardedCounter from "@convex-dev/sharded-counter/test";
import workpool from "@convex-dev/workpool/test";
import semanticsSchema from "./app/convex/schema.js";
import limitsSchema from "../fixture-limits/app/convex/schema.js";
import componentsSchema from "../fixture-components/convex/schema.js";
import { fidelitySuite } from "./cases.js";
import { convexTestTarget } from "./target.js";

type Schema = SchemaDefinition<GenericSchema, boolean>;
type TestConvex = ReturnType<typeof convexTest<GenericSchema>>;

const modules = {
  semantics: import.meta.glob(["./app/convex/**/*.*s", "!./**/*.*.*s"]),
  limits: import.meta.glob([
    "../fixture-limits/app/convex/**/*.*s",
    "!../**/*.*.*s",
  ]),
  components: import.meta.glob([
    "../fixture-components/convex/**/*.*s",
    "!../**/*.*.*s",
  ]),
};

const make = (schema: Schema, glob: Record<string, () => Promise<unknown>>) =>
  convexTest({
    schema,
    modules: glob as Record<string, () => Promise<never>>,
    transactionLimits: true,
  }) as unknown as TestConvex;

/** What tests/fixture-components/convex/convex.config.ts installs (its own probe component aside). */
function registerComponents(t: TestConvex) {
  const withBatchWorker = (
    register: (t: TestConvex, name: string) => unknown,
    name: string,
  ) => {
    register(t, name);
    batchWorker.register(t as never, `${name}/batchWorker`);
  };
  withBatchWorker(rateLimiter.register as never, "rateLimiter");
  shardedCounter.register(t as never, "shardedCounter");
  shardedCounter.register(t as never, "secondCounter");
  for (const name of ["aggregateScores", "photos", "aggregate"])
    withBatchWorker(aggregate.register as never, name);
  workpool.register(t as never, "emailWorkpool");
  actionRetrier.register(t as never, "actionRetrier");
  migrations.register(t as never, "migrations");
  resend.register(t as never, "resend");
  withBatchWorker(rateLimiter.register as never, "resend/rateLimiter");
  workpool.register(t as never, "resend/emailWorkpool");
  workpool.register(t as never, "resend/callbackWorkpool");
}

fidelitySuite("convex-test", {
  semantics: async () =>
    convexTestTarget(make(semanticsSchema as Schema, modules.semantics)),
  limits: async () =>
    convexTestTarget(make(limitsSchema as Schema, modules.limits)),
  components: async () => {
    const t = make(componentsSchema as Schema, modules.components);
    registerComponents(t);
    return convexTestTarget(t);
  },
});
