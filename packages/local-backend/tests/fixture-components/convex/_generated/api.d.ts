/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as counter from "../counter.js";
import type * as leaderboard from "../leaderboard.js";
import type * as migrations from "../migrations.js";
import type * as pool from "../pool.js";
import type * as probe from "../probe.js";
import type * as rate from "../rate.js";
import type * as retrier from "../retrier.js";
import type * as sendEmails from "../sendEmails.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  counter: typeof counter;
  leaderboard: typeof leaderboard;
  migrations: typeof migrations;
  pool: typeof pool;
  probe: typeof probe;
  rate: typeof rate;
  retrier: typeof retrier;
  sendEmails: typeof sendEmails;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  shardedCounter: import("@convex-dev/sharded-counter/_generated/component.js").ComponentApi<"shardedCounter">;
  secondCounter: import("@convex-dev/sharded-counter/_generated/component.js").ComponentApi<"secondCounter">;
  aggregateScores: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"aggregateScores">;
  photos: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"photos">;
  aggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"aggregate">;
  emailWorkpool: import("@convex-dev/workpool/_generated/component.js").ComponentApi<"emailWorkpool">;
  actionRetrier: import("@convex-dev/action-retrier/_generated/component.js").ComponentApi<"actionRetrier">;
  migrations: import("@convex-dev/migrations/_generated/component.js").ComponentApi<"migrations">;
  resend: import("@convex-dev/resend/_generated/component.js").ComponentApi<"resend">;
  probe: import("../../probe/_generated/component.js").ComponentApi<"probe">;
  probe2: import("../../probe/_generated/component.js").ComponentApi<"probe2">;
};
