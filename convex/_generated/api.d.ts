/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as accounts_model_profiles from "../accounts/model/profiles.js";
import type * as accounts_passwordRules from "../accounts/passwordRules.js";
import type * as accounts_personalData from "../accounts/personalData.js";
import type * as accounts_profile from "../accounts/profile.js";
import type * as accounts_rules from "../accounts/rules.js";
import type * as accounts_users from "../accounts/users.js";
import type * as admin_activity from "../admin/activity.js";
import type * as admin_claims from "../admin/claims.js";
import type * as admin_content from "../admin/content.js";
import type * as admin_model_claims from "../admin/model/claims.js";
import type * as admin_model_contentQueue from "../admin/model/contentQueue.js";
import type * as admin_model_moderation from "../admin/model/moderation.js";
import type * as admin_model_staffDecisions from "../admin/model/staffDecisions.js";
import type * as admin_overview from "../admin/overview.js";
import type * as admin_personalData from "../admin/personalData.js";
import type * as admin_reports from "../admin/reports.js";
import type * as admin_rules from "../admin/rules.js";
import type * as admin_users from "../admin/users.js";
import type * as auth from "../auth.js";
import type * as community_clubs from "../community/clubs.js";
import type * as community_embedding from "../community/embedding.js";
import type * as community_eventNotices from "../community/eventNotices.js";
import type * as community_events from "../community/events.js";
import type * as community_forums from "../community/forums.js";
import type * as community_limitRules from "../community/limitRules.js";
import type * as community_model_authors from "../community/model/authors.js";
import type * as community_model_embeddingPool from "../community/model/embeddingPool.js";
import type * as community_model_eventEdits from "../community/model/eventEdits.js";
import type * as community_model_eventReminders from "../community/model/eventReminders.js";
import type * as community_model_memberships from "../community/model/memberships.js";
import type * as community_model_threadEmbeddings from "../community/model/threadEmbeddings.js";
import type * as community_personalData from "../community/personalData.js";
import type * as community_reports from "../community/reports.js";
import type * as community_rules from "../community/rules.js";
import type * as community_similar from "../community/similar.js";
import type * as crons from "../crons.js";
import type * as donations_amountWords from "../donations/amountWords.js";
import type * as donations_history from "../donations/history.js";
import type * as donations_model_gateway from "../donations/model/gateway.js";
import type * as donations_model_pool from "../donations/model/pool.js";
import type * as donations_model_record from "../donations/model/record.js";
import type * as donations_orders from "../donations/orders.js";
import type * as donations_personalData from "../donations/personalData.js";
import type * as donations_razorpay from "../donations/razorpay.js";
import type * as donations_receipts from "../donations/receipts.js";
import type * as donations_reconcile from "../donations/reconcile.js";
import type * as donations_rules from "../donations/rules.js";
import type * as donations_staff from "../donations/staff.js";
import type * as donations_testGateway from "../donations/testGateway.js";
import type * as donations_webhook from "../donations/webhook.js";
import type * as families_child from "../families/child.js";
import type * as families_consent from "../families/consent.js";
import type * as families_model_consent from "../families/model/consent.js";
import type * as families_model_links from "../families/model/links.js";
import type * as families_model_week from "../families/model/week.js";
import type * as families_parent from "../families/parent.js";
import type * as families_personalData from "../families/personalData.js";
import type * as families_requests from "../families/requests.js";
import type * as families_rules from "../families/rules.js";
import type * as families_staff from "../families/staff.js";
import type * as families_week from "../families/week.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as learning_catalogue from "../learning/catalogue.js";
import type * as learning_lessons from "../learning/lessons.js";
import type * as learning_mockTests from "../learning/mockTests.js";
import type * as learning_model_access from "../learning/model/access.js";
import type * as learning_model_attempts from "../learning/model/attempts.js";
import type * as learning_model_lessonProgress from "../learning/model/lessonProgress.js";
import type * as learning_model_progress from "../learning/model/progress.js";
import type * as learning_model_scoring from "../learning/model/scoring.js";
import type * as learning_model_summary from "../learning/model/summary.js";
import type * as learning_personalData from "../learning/personalData.js";
import type * as learning_progress from "../learning/progress.js";
import type * as learning_rules from "../learning/rules.js";
import type * as learning_uploadRules from "../learning/uploadRules.js";
import type * as learning_uploads from "../learning/uploads.js";
import type * as lib_activity from "../lib/activity.js";
import type * as lib_background from "../lib/background.js";
import type * as lib_counters from "../lib/counters.js";
import type * as lib_env from "../lib/env.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_migrations from "../lib/migrations.js";
import type * as lib_notify from "../lib/notify.js";
import type * as lib_permissions from "../lib/permissions.js";
import type * as lib_personalData from "../lib/personalData.js";
import type * as lib_policy from "../lib/policy.js";
import type * as lib_rateLimit from "../lib/rateLimit.js";
import type * as lib_sha256 from "../lib/sha256.js";
import type * as lib_validators from "../lib/validators.js";
import type * as lib_viewer from "../lib/viewer.js";
import type * as mail from "../mail.js";
import type * as mentorship_applications from "../mentorship/applications.js";
import type * as mentorship_availability from "../mentorship/availability.js";
import type * as mentorship_feedback from "../mentorship/feedback.js";
import type * as mentorship_maintenance from "../mentorship/maintenance.js";
import type * as mentorship_mentors from "../mentorship/mentors.js";
import type * as mentorship_model_applications from "../mentorship/model/applications.js";
import type * as mentorship_model_mentors from "../mentorship/model/mentors.js";
import type * as mentorship_model_sessionReminders from "../mentorship/model/sessionReminders.js";
import type * as mentorship_model_sessions from "../mentorship/model/sessions.js";
import type * as mentorship_model_workspace from "../mentorship/model/workspace.js";
import type * as mentorship_model_workspaceCounts from "../mentorship/model/workspaceCounts.js";
import type * as mentorship_pageRules from "../mentorship/pageRules.js";
import type * as mentorship_personalData from "../mentorship/personalData.js";
import type * as mentorship_programs from "../mentorship/programs.js";
import type * as mentorship_requests from "../mentorship/requests.js";
import type * as mentorship_rules from "../mentorship/rules.js";
import type * as mentorship_sessionNotices from "../mentorship/sessionNotices.js";
import type * as mentorship_sessions from "../mentorship/sessions.js";
import type * as mentorship_workspace from "../mentorship/workspace.js";
import type * as migrations from "../migrations.js";
import type * as notifications_inbox from "../notifications/inbox.js";
import type * as notifications_mail from "../notifications/mail.js";
import type * as notifications_maintenance from "../notifications/maintenance.js";
import type * as notifications_model_mailPool from "../notifications/model/mailPool.js";
import type * as notifications_model_notices from "../notifications/model/notices.js";
import type * as notifications_model_reminders from "../notifications/model/reminders.js";
import type * as notifications_model_unsubscribeToken from "../notifications/model/unsubscribeToken.js";
import type * as notifications_personalData from "../notifications/personalData.js";
import type * as notifications_preferences from "../notifications/preferences.js";
import type * as notifications_reminders from "../notifications/reminders.js";
import type * as pricing_account from "../pricing/account.js";
import type * as pricing_maintenance from "../pricing/maintenance.js";
import type * as pricing_model_plan from "../pricing/model/plan.js";
import type * as pricing_model_trial from "../pricing/model/trial.js";
import type * as pricing_model_usage from "../pricing/model/usage.js";
import type * as pricing_personalData from "../pricing/personalData.js";
import type * as pricing_plans from "../pricing/plans.js";
import type * as pricing_rules from "../pricing/rules.js";
import type * as pricing_trial from "../pricing/trial.js";
import type * as privacy_declarations from "../privacy/declarations.js";
import type * as privacy_deletion from "../privacy/deletion.js";
import type * as privacy_deletionRules from "../privacy/deletionRules.js";
import type * as privacy_erasure from "../privacy/erasure.js";
import type * as privacy_exports from "../privacy/exports.js";
import type * as privacy_libPersonalData from "../privacy/libPersonalData.js";
import type * as privacy_model_exportZip from "../privacy/model/exportZip.js";
import type * as privacy_model_finders from "../privacy/model/finders.js";
import type * as privacy_personalData from "../privacy/personalData.js";
import type * as privacy_rules from "../privacy/rules.js";
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
import type * as seedData_donations from "../seedData/donations.js";
import type * as seedData_families from "../seedData/families.js";
import type * as seedData_lessons_types from "../seedData/lessons/types.js";
import type * as seedData_loadCatalogue from "../seedData/loadCatalogue.js";
import type * as seedData_loadCommunity from "../seedData/loadCommunity.js";
import type * as seedData_loadMentorship from "../seedData/loadMentorship.js";
import type * as seedData_loadProgress from "../seedData/loadProgress.js";
import type * as seedData_loadReports from "../seedData/loadReports.js";
import type * as seedData_loadUploads from "../seedData/loadUploads.js";
import type * as seedData_media_demoUploadCaptions from "../seedData/media/demoUploadCaptions.js";
import type * as seedData_media_demoUploadVideo from "../seedData/media/demoUploadVideo.js";
import type * as seedData_mentorship from "../seedData/mentorship.js";
import type * as seedData_plans from "../seedData/plans.js";
import type * as shared_activity from "../shared/activity.js";
import type * as shared_constants from "../shared/constants.js";
import type * as shared_errors from "../shared/errors.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  "accounts/model/profiles": typeof accounts_model_profiles;
  "accounts/passwordRules": typeof accounts_passwordRules;
  "accounts/personalData": typeof accounts_personalData;
  "accounts/profile": typeof accounts_profile;
  "accounts/rules": typeof accounts_rules;
  "accounts/users": typeof accounts_users;
  "admin/activity": typeof admin_activity;
  "admin/claims": typeof admin_claims;
  "admin/content": typeof admin_content;
  "admin/model/claims": typeof admin_model_claims;
  "admin/model/contentQueue": typeof admin_model_contentQueue;
  "admin/model/moderation": typeof admin_model_moderation;
  "admin/model/staffDecisions": typeof admin_model_staffDecisions;
  "admin/overview": typeof admin_overview;
  "admin/personalData": typeof admin_personalData;
  "admin/reports": typeof admin_reports;
  "admin/rules": typeof admin_rules;
  "admin/users": typeof admin_users;
  auth: typeof auth;
  "community/clubs": typeof community_clubs;
  "community/embedding": typeof community_embedding;
  "community/eventNotices": typeof community_eventNotices;
  "community/events": typeof community_events;
  "community/forums": typeof community_forums;
  "community/limitRules": typeof community_limitRules;
  "community/model/authors": typeof community_model_authors;
  "community/model/embeddingPool": typeof community_model_embeddingPool;
  "community/model/eventEdits": typeof community_model_eventEdits;
  "community/model/eventReminders": typeof community_model_eventReminders;
  "community/model/memberships": typeof community_model_memberships;
  "community/model/threadEmbeddings": typeof community_model_threadEmbeddings;
  "community/personalData": typeof community_personalData;
  "community/reports": typeof community_reports;
  "community/rules": typeof community_rules;
  "community/similar": typeof community_similar;
  crons: typeof crons;
  "donations/amountWords": typeof donations_amountWords;
  "donations/history": typeof donations_history;
  "donations/model/gateway": typeof donations_model_gateway;
  "donations/model/pool": typeof donations_model_pool;
  "donations/model/record": typeof donations_model_record;
  "donations/orders": typeof donations_orders;
  "donations/personalData": typeof donations_personalData;
  "donations/razorpay": typeof donations_razorpay;
  "donations/receipts": typeof donations_receipts;
  "donations/reconcile": typeof donations_reconcile;
  "donations/rules": typeof donations_rules;
  "donations/staff": typeof donations_staff;
  "donations/testGateway": typeof donations_testGateway;
  "donations/webhook": typeof donations_webhook;
  "families/child": typeof families_child;
  "families/consent": typeof families_consent;
  "families/model/consent": typeof families_model_consent;
  "families/model/links": typeof families_model_links;
  "families/model/week": typeof families_model_week;
  "families/parent": typeof families_parent;
  "families/personalData": typeof families_personalData;
  "families/requests": typeof families_requests;
  "families/rules": typeof families_rules;
  "families/staff": typeof families_staff;
  "families/week": typeof families_week;
  functions: typeof functions;
  http: typeof http;
  "learning/catalogue": typeof learning_catalogue;
  "learning/lessons": typeof learning_lessons;
  "learning/mockTests": typeof learning_mockTests;
  "learning/model/access": typeof learning_model_access;
  "learning/model/attempts": typeof learning_model_attempts;
  "learning/model/lessonProgress": typeof learning_model_lessonProgress;
  "learning/model/progress": typeof learning_model_progress;
  "learning/model/scoring": typeof learning_model_scoring;
  "learning/model/summary": typeof learning_model_summary;
  "learning/personalData": typeof learning_personalData;
  "learning/progress": typeof learning_progress;
  "learning/rules": typeof learning_rules;
  "learning/uploadRules": typeof learning_uploadRules;
  "learning/uploads": typeof learning_uploads;
  "lib/activity": typeof lib_activity;
  "lib/background": typeof lib_background;
  "lib/counters": typeof lib_counters;
  "lib/env": typeof lib_env;
  "lib/errors": typeof lib_errors;
  "lib/migrations": typeof lib_migrations;
  "lib/notify": typeof lib_notify;
  "lib/permissions": typeof lib_permissions;
  "lib/personalData": typeof lib_personalData;
  "lib/policy": typeof lib_policy;
  "lib/rateLimit": typeof lib_rateLimit;
  "lib/sha256": typeof lib_sha256;
  "lib/validators": typeof lib_validators;
  "lib/viewer": typeof lib_viewer;
  mail: typeof mail;
  "mentorship/applications": typeof mentorship_applications;
  "mentorship/availability": typeof mentorship_availability;
  "mentorship/feedback": typeof mentorship_feedback;
  "mentorship/maintenance": typeof mentorship_maintenance;
  "mentorship/mentors": typeof mentorship_mentors;
  "mentorship/model/applications": typeof mentorship_model_applications;
  "mentorship/model/mentors": typeof mentorship_model_mentors;
  "mentorship/model/sessionReminders": typeof mentorship_model_sessionReminders;
  "mentorship/model/sessions": typeof mentorship_model_sessions;
  "mentorship/model/workspace": typeof mentorship_model_workspace;
  "mentorship/model/workspaceCounts": typeof mentorship_model_workspaceCounts;
  "mentorship/pageRules": typeof mentorship_pageRules;
  "mentorship/personalData": typeof mentorship_personalData;
  "mentorship/programs": typeof mentorship_programs;
  "mentorship/requests": typeof mentorship_requests;
  "mentorship/rules": typeof mentorship_rules;
  "mentorship/sessionNotices": typeof mentorship_sessionNotices;
  "mentorship/sessions": typeof mentorship_sessions;
  "mentorship/workspace": typeof mentorship_workspace;
  migrations: typeof migrations;
  "notifications/inbox": typeof notifications_inbox;
  "notifications/mail": typeof notifications_mail;
  "notifications/maintenance": typeof notifications_maintenance;
  "notifications/model/mailPool": typeof notifications_model_mailPool;
  "notifications/model/notices": typeof notifications_model_notices;
  "notifications/model/reminders": typeof notifications_model_reminders;
  "notifications/model/unsubscribeToken": typeof notifications_model_unsubscribeToken;
  "notifications/personalData": typeof notifications_personalData;
  "notifications/preferences": typeof notifications_preferences;
  "notifications/reminders": typeof notifications_reminders;
  "pricing/account": typeof pricing_account;
  "pricing/maintenance": typeof pricing_maintenance;
  "pricing/model/plan": typeof pricing_model_plan;
  "pricing/model/trial": typeof pricing_model_trial;
  "pricing/model/usage": typeof pricing_model_usage;
  "pricing/personalData": typeof pricing_personalData;
  "pricing/plans": typeof pricing_plans;
  "pricing/rules": typeof pricing_rules;
  "pricing/trial": typeof pricing_trial;
  "privacy/declarations": typeof privacy_declarations;
  "privacy/deletion": typeof privacy_deletion;
  "privacy/deletionRules": typeof privacy_deletionRules;
  "privacy/erasure": typeof privacy_erasure;
  "privacy/exports": typeof privacy_exports;
  "privacy/libPersonalData": typeof privacy_libPersonalData;
  "privacy/model/exportZip": typeof privacy_model_exportZip;
  "privacy/model/finders": typeof privacy_model_finders;
  "privacy/personalData": typeof privacy_personalData;
  "privacy/rules": typeof privacy_rules;
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
  "seedData/donations": typeof seedData_donations;
  "seedData/families": typeof seedData_families;
  "seedData/lessons/types": typeof seedData_lessons_types;
  "seedData/loadCatalogue": typeof seedData_loadCatalogue;
  "seedData/loadCommunity": typeof seedData_loadCommunity;
  "seedData/loadMentorship": typeof seedData_loadMentorship;
  "seedData/loadProgress": typeof seedData_loadProgress;
  "seedData/loadReports": typeof seedData_loadReports;
  "seedData/loadUploads": typeof seedData_loadUploads;
  "seedData/media/demoUploadCaptions": typeof seedData_media_demoUploadCaptions;
  "seedData/media/demoUploadVideo": typeof seedData_media_demoUploadVideo;
  "seedData/mentorship": typeof seedData_mentorship;
  "seedData/plans": typeof seedData_plans;
  "shared/activity": typeof shared_activity;
  "shared/constants": typeof shared_constants;
  "shared/errors": typeof shared_errors;
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
  migrations: import("@convex-dev/migrations/_generated/component.js").ComponentApi<"migrations">;
  mentorSessions: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"mentorSessions">;
  mentorStudents: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"mentorStudents">;
  weeklyXp: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"weeklyXp">;
  donationsTotal: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"donationsTotal">;
  donationWorkpool: import("@convex-dev/workpool/_generated/component.js").ComponentApi<"donationWorkpool">;
  resend: import("@convex-dev/resend/_generated/component.js").ComponentApi<"resend">;
  mailWorkpool: import("@convex-dev/workpool/_generated/component.js").ComponentApi<"mailWorkpool">;
  embeddingWorkpool: import("@convex-dev/workpool/_generated/component.js").ComponentApi<"embeddingWorkpool">;
};
