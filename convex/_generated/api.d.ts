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
import type * as admin from "../admin.js";
import type * as auth from "../auth.js";
import type * as clubs from "../clubs.js";
import type * as events from "../events.js";
import type * as forums from "../forums.js";
import type * as http from "../http.js";
import type * as lib_accounts from "../lib/accounts.js";
import type * as lib_authRules from "../lib/authRules.js";
import type * as lib_commonPasswords from "../lib/commonPasswords.js";
import type * as lib_community from "../lib/community.js";
import type * as lib_communityRules from "../lib/communityRules.js";
import type * as lib_constants from "../lib/constants.js";
import type * as lib_counters from "../lib/counters.js";
import type * as lib_env from "../lib/env.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_rateLimit from "../lib/rateLimit.js";
import type * as lib_validators from "../lib/validators.js";
import type * as lib_viewer from "../lib/viewer.js";
import type * as mail from "../mail.js";
import type * as plans from "../plans.js";
import type * as reports from "../reports.js";
import type * as scaleSeed from "../scaleSeed.js";
import type * as seed from "../seed.js";
import type * as seedData_catalogue_types from "../seedData/catalogue/types.js";
import type * as seedData_community from "../seedData/community.js";
import type * as seedData_demoAccounts from "../seedData/demoAccounts.js";
import type * as seedData_loadCommunity from "../seedData/loadCommunity.js";
import type * as seedData_plans from "../seedData/plans.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  admin: typeof admin;
  auth: typeof auth;
  clubs: typeof clubs;
  events: typeof events;
  forums: typeof forums;
  http: typeof http;
  "lib/accounts": typeof lib_accounts;
  "lib/authRules": typeof lib_authRules;
  "lib/commonPasswords": typeof lib_commonPasswords;
  "lib/community": typeof lib_community;
  "lib/communityRules": typeof lib_communityRules;
  "lib/constants": typeof lib_constants;
  "lib/counters": typeof lib_counters;
  "lib/env": typeof lib_env;
  "lib/errors": typeof lib_errors;
  "lib/rateLimit": typeof lib_rateLimit;
  "lib/validators": typeof lib_validators;
  "lib/viewer": typeof lib_viewer;
  mail: typeof mail;
  plans: typeof plans;
  reports: typeof reports;
  scaleSeed: typeof scaleSeed;
  seed: typeof seed;
  "seedData/catalogue/types": typeof seedData_catalogue_types;
  "seedData/community": typeof seedData_community;
  "seedData/demoAccounts": typeof seedData_demoAccounts;
  "seedData/loadCommunity": typeof seedData_loadCommunity;
  "seedData/plans": typeof seedData_plans;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
