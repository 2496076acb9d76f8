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
import type * as catalogue from "../catalogue.js";
import type * as clubs from "../clubs.js";
import type * as events from "../events.js";
import type * as forums from "../forums.js";
import type * as http from "../http.js";
import type * as lessons from "../lessons.js";
import type * as lib_accounts from "../lib/accounts.js";
import type * as lib_authRules from "../lib/authRules.js";
import type * as lib_commonPasswords from "../lib/commonPasswords.js";
import type * as lib_community from "../lib/community.js";
import type * as lib_communityRules from "../lib/communityRules.js";
import type * as lib_constants from "../lib/constants.js";
import type * as lib_counters from "../lib/counters.js";
import type * as lib_env from "../lib/env.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_learning from "../lib/learning.js";
import type * as lib_mentors from "../lib/mentors.js";
import type * as lib_policy from "../lib/policy.js";
import type * as lib_progress from "../lib/progress.js";
import type * as lib_progressRules from "../lib/progressRules.js";
import type * as lib_rateLimit from "../lib/rateLimit.js";
import type * as lib_scoring from "../lib/scoring.js";
import type * as lib_validators from "../lib/validators.js";
import type * as lib_viewer from "../lib/viewer.js";
import type * as mail from "../mail.js";
import type * as mockTests from "../mockTests.js";
import type * as plans from "../plans.js";
import type * as progress from "../progress.js";
import type * as reports from "../reports.js";
import type * as scaleSeed from "../scaleSeed.js";
import type * as seed from "../seed.js";
import type * as seedData_catalogue_class10 from "../seedData/catalogue/class10.js";
import type * as seedData_catalogue_class11 from "../seedData/catalogue/class11.js";
import type * as seedData_catalogue_class12 from "../seedData/catalogue/class12.js";
import type * as seedData_catalogue_class6 from "../seedData/catalogue/class6.js";
import type * as seedData_catalogue_class7 from "../seedData/catalogue/class7.js";
import type * as seedData_catalogue_class8 from "../seedData/catalogue/class8.js";
import type * as seedData_catalogue_class9 from "../seedData/catalogue/class9.js";
import type * as seedData_catalogue_demo from "../seedData/catalogue/demo.js";
import type * as seedData_catalogue_index from "../seedData/catalogue/index.js";
import type * as seedData_catalogue_types from "../seedData/catalogue/types.js";
import type * as seedData_community from "../seedData/community.js";
import type * as seedData_demoAccounts from "../seedData/demoAccounts.js";
import type * as seedData_loadCatalogue from "../seedData/loadCatalogue.js";
import type * as seedData_loadCommunity from "../seedData/loadCommunity.js";
import type * as seedData_loadProgress from "../seedData/loadProgress.js";
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
  catalogue: typeof catalogue;
  clubs: typeof clubs;
  events: typeof events;
  forums: typeof forums;
  http: typeof http;
  lessons: typeof lessons;
  "lib/accounts": typeof lib_accounts;
  "lib/authRules": typeof lib_authRules;
  "lib/commonPasswords": typeof lib_commonPasswords;
  "lib/community": typeof lib_community;
  "lib/communityRules": typeof lib_communityRules;
  "lib/constants": typeof lib_constants;
  "lib/counters": typeof lib_counters;
  "lib/env": typeof lib_env;
  "lib/errors": typeof lib_errors;
  "lib/learning": typeof lib_learning;
  "lib/mentors": typeof lib_mentors;
  "lib/policy": typeof lib_policy;
  "lib/progress": typeof lib_progress;
  "lib/progressRules": typeof lib_progressRules;
  "lib/rateLimit": typeof lib_rateLimit;
  "lib/scoring": typeof lib_scoring;
  "lib/validators": typeof lib_validators;
  "lib/viewer": typeof lib_viewer;
  mail: typeof mail;
  mockTests: typeof mockTests;
  plans: typeof plans;
  progress: typeof progress;
  reports: typeof reports;
  scaleSeed: typeof scaleSeed;
  seed: typeof seed;
  "seedData/catalogue/class10": typeof seedData_catalogue_class10;
  "seedData/catalogue/class11": typeof seedData_catalogue_class11;
  "seedData/catalogue/class12": typeof seedData_catalogue_class12;
  "seedData/catalogue/class6": typeof seedData_catalogue_class6;
  "seedData/catalogue/class7": typeof seedData_catalogue_class7;
  "seedData/catalogue/class8": typeof seedData_catalogue_class8;
  "seedData/catalogue/class9": typeof seedData_catalogue_class9;
  "seedData/catalogue/demo": typeof seedData_catalogue_demo;
  "seedData/catalogue/index": typeof seedData_catalogue_index;
  "seedData/catalogue/types": typeof seedData_catalogue_types;
  "seedData/community": typeof seedData_community;
  "seedData/demoAccounts": typeof seedData_demoAccounts;
  "seedData/loadCatalogue": typeof seedData_loadCatalogue;
  "seedData/loadCommunity": typeof seedData_loadCommunity;
  "seedData/loadProgress": typeof seedData_loadProgress;
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
