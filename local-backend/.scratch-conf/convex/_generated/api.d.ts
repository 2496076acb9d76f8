/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as lib_constants from "../lib/constants.js";
import type * as lib_validators from "../lib/validators.js";
import type * as plans from "../plans.js";
import type * as seed from "../seed.js";
import type * as seedData_plans from "../seedData/plans.js";
import type * as zzconf from "../zzconf.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  "lib/constants": typeof lib_constants;
  "lib/validators": typeof lib_validators;
  plans: typeof plans;
  seed: typeof seed;
  "seedData/plans": typeof seedData_plans;
  zzconf: typeof zzconf;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
